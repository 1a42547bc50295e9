"""Kernel kinds: one package per kind, each exporting `KIND` (a `kind.KernelKind`).

Adding a kind touches its package and one line of REGISTRY. Tests (and users) may register a
kind at run time with `register`; a third-party package registers its kinds through the entry-point
group `zyfagen.kinds` (NAME = "module" or "module:ATTRIBUTE", the KernelKind), which the command
line and the runtime both see. Everything else asks the record through `get_kind`.
"""
from __future__ import annotations

import importlib

from ..errors import UserError
from ..ir import Kernel
from .kind import CyclePhases, KernelKind, LaunchArg

__all__ = ["REGISTRY", "KernelKind", "LaunchArg", "CyclePhases", "get_kind", "register", "known_kinds",
           "kind_params", "load_spec_schedule", "validate", "build_kernel", "summary"]

# kind name -> module whose KIND is the kind (imported lazily so a broken kind cannot break the others)
REGISTRY: dict[str, str] = {
    "fp8_gemm_tile": "zyfagen.kernels.gemm_tile",
    "attention_fwd": "zyfagen.kernels.attention_fwd",
}
_LOADED: dict[str, KernelKind] = {}
ENTRY_POINT_GROUP = "zyfagen.kinds"
_ENTRY_POINTS_READ = False


def _read_entry_points() -> None:
    """Add the installed packages' kinds (entry-point group zyfagen.kinds) to REGISTRY, once per
    process; a built-in or run-time registration of the same name wins."""
    global _ENTRY_POINTS_READ
    if _ENTRY_POINTS_READ:
        return
    _ENTRY_POINTS_READ = True
    from importlib.metadata import entry_points

    for ep in entry_points(group=ENTRY_POINT_GROUP):
        REGISTRY.setdefault(ep.name, ep.value)


def register(name: str, module: str) -> None:
    """Make the kind `module.KIND` known as `name` (run-time registration, e.g. by tests)."""
    REGISTRY[name] = module
    _LOADED.pop(name, None)


def unregister(name: str) -> None:
    REGISTRY.pop(name, None)
    _LOADED.pop(name, None)


def known_kinds() -> tuple[str, ...]:
    _read_entry_points()
    return tuple(REGISTRY)


def get_kind(name: str) -> KernelKind:
    """The kind registered as `name` (KeyError if none)."""
    hit = _LOADED.get(name)
    if hit is None:
        if name not in REGISTRY:
            _read_entry_points()
        module, _, attribute = REGISTRY[name].partition(":")
        hit = getattr(importlib.import_module(module), attribute or "KIND")
        if hit.name != name:
            raise RuntimeError(f"{REGISTRY[name]}.KIND is named {hit.name!r}, registered as {name!r}")
        _LOADED[name] = hit
    return hit


def kind_params(kind: str):
    return get_kind(kind).params


def load_spec_schedule(kind: str, params: dict, source: str):
    """The spec's schedule, parsed (the one parse of a build), or None for a kind without one."""
    if not get_kind(kind).takes_schedule():
        return None
    from ..schedule import load_schedule

    try:
        return load_schedule(params["schedule"], source)
    except UserError as exc:
        raise UserError(f"{source}: params.schedule: {exc}") from None


def _schedule_of(spec):
    sched = getattr(spec, "schedule", None)
    if sched is None:
        sched = load_spec_schedule(spec.kind, spec.params, spec.source)
    if sched is None:
        from ..schedule import load_schedule

        sched = load_schedule("serial")
    return sched


def validate(spec, schedule=None) -> None:
    get_kind(spec.kind).validate(spec, schedule if schedule is not None else _schedule_of(spec))


def build_kernel(spec, schedule=None) -> Kernel:
    return get_kind(spec.kind).build(spec, schedule if schedule is not None else _schedule_of(spec))


def summary(spec) -> str:
    return get_kind(spec.kind).summary(spec)
