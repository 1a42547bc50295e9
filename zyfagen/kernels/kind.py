"""What a kernel kind is: one frozen record that every other stage asks.

A kind lives in its own package (`zyfagen/kernels/<kind>/`) whose `KIND` is a `KernelKind`;
one line of `zyfagen.kernels.REGISTRY` (or `zyfagen.kernels.register` at run time) makes it
known. Nothing outside the package keeps a table keyed by kind: the spec parser, the driver,
`tune`, the launch harness (`zyfagen.kernels.launch`), the numerics study and the benchmarks
read the record.

The record holds
- the spec parameters, which of them define the problem (tune never changes those), the
  cross-field validation and the builder, both given the schedule parsed once per build;
- the launch contract: argument names and kinds, lanes per workgroup, the grid for a problem,
  the buffers the kernel writes, how a problem's inputs bind to the arguments, and what a
  caller must meet (shapes, formats, strides), which library manifests repeat;
- the bitwise gate: a small fixed problem, deterministic inputs for it, and the numpy
  reference whose bits the emulated code object must reproduce;
- the useful work (MACs of the product itself) and the cycle model's phase names.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

# Param and KernelSpec live here, below the spec parser (zyfagen.spec, which re-exports them),
# so that a kind's package never imports the parser that looks kinds up: no import circle.
REQUIRED = object()


@dataclass(frozen=True)
class Param:
    """One parameter of a kernel kind: its type, default and allowed values."""

    name: str
    type: type
    default: Any = REQUIRED
    choices: tuple | None = None
    min: float | None = None
    max: float | None = None
    multiple_of: int | None = None
    doc: str = ""

    def allowed(self) -> str:
        if self.choices is not None:
            return "one of " + ", ".join(str(c) for c in self.choices)
        parts = [{bool: "true or false", int: "an integer", float: "a number", str: "a string"}[self.type]]
        if self.min is not None and self.max is not None:
            parts.append(f"from {self.min} to {self.max}")
        elif self.min is not None:
            parts.append(f">= {self.min}")
        elif self.max is not None:
            parts.append(f"<= {self.max}")
        if self.multiple_of:
            parts.append(f"a multiple of {self.multiple_of}")
        return " ".join(parts)


@dataclass(frozen=True)
class KernelSpec:
    """A validated kernel spec (made by zyfagen.spec.parse_spec): its kind and complete params."""

    name: str
    arch: str
    kind: str
    params: dict[str, Any] = field(hash=False)
    description: str = ""
    source: str = "<string>"
    # the spec's schedule, parsed once by parse_spec (None for a kind without a schedule);
    # the driver and the kind's builder use this one parse
    schedule: Any = field(default=None, compare=False, hash=False, repr=False)

    def __getitem__(self, key: str) -> Any:
        return self.params[key]


Params = Mapping[str, Any]  # a kind's spec parameters, every one present (see KernelKind.complete)


@dataclass(frozen=True)
class LaunchArg:
    """One kernel argument of the launch contract, in kernarg order.

    `kind` is "buffer" (a global pointer, bound to an array) or "value" (passed by value);
    `element` names what the buffer holds or the value is (e4m3, bf16, f32, u32, ...)."""

    name: str
    kind: str
    element: str
    doc: str = ""


@dataclass(frozen=True)
class CyclePhases:
    """The phases the cycle model attributes a kind's instructions to, with what each means;
    `block_mfma` are the MFMA phases whose MACs are the useful work of one loop iteration and
    `p_valu` the VALU phases that compute P (attention's figure of merit)."""

    names: tuple[str, ...]
    meanings: tuple[tuple[str, str], ...]
    block_mfma: tuple[str, ...] = ()
    p_valu: tuple[str, ...] = ()

    def meaning(self) -> dict[str, str]:
        return dict(self.meanings)


@dataclass(frozen=True)
class KernelKind:
    """A kernel kind as a plug-in: see the module docstring. Functions take complete params."""

    name: str
    doc: str
    params: tuple[Param, ...]
    problem_params: frozenset[str]  # define the problem (shapes, formats, numerics contract)
    validate: Callable[[KernelSpec, Any], None]  # (spec, parsed schedule) -> None or UserError
    build: Callable[[KernelSpec, Any], Any]  # (spec, parsed schedule) -> ir.Kernel
    summary: Callable[[KernelSpec], str]
    # ---- launch contract
    launch_args: Callable[[Params], tuple[LaunchArg, ...]]
    workgroup_size: Callable[[Params], int]
    grid: Callable[[Params, Any], tuple[int, int, int]]  # (params, problem) -> workgroups
    outputs: Callable[[Params], tuple[str, ...]]  # buffers the kernel writes
    arguments: Callable[[Params, Any, Any], dict[str, Any]]  # (params, problem, inputs) -> by name
    # ---- the bitwise gate
    check_problem: Callable[[Params], Any]  # the small fixed problem tune checks candidates on
    inputs: Callable[[Params, Any, int], Any]  # (params, problem, seed) -> deterministic inputs
    reference: Callable[[Params, Any, Any], dict[str, Any]]  # expected output bits by buffer
    # ---- work and the cycle model
    useful_macs: Callable[[Params, Any], int]  # MACs of the product itself for a problem
    work_unit: Callable[[Params], tuple[str, int]]  # (name, useful MACs) tune reports cycles per
    useful_mac_fraction: Callable[[Params], float]  # share of MFMA MACs that are useful work
    phases: CyclePhases
    # what a caller must meet, one sentence each (library manifests list them; empty: the doc)
    launch_constraints: tuple[str, ...] = ()
    # which query tile the workgroup at each dispatch position runs (the whole-chip model's
    # sim.problem.Tiling.tile_order values); None: tile x of head y, the grid order
    tile_order: Callable[[Params], str] | None = None

    def complete(self, params: Params) -> dict[str, Any]:
        """`params` with every missing parameter at its default (kinds read complete params)."""
        out = {p.name: params[p.name] if p.name in params else p.default for p in self.params
               if p.name in params or p.default is not REQUIRED}
        out.update({k: v for k, v in params.items() if k not in out})
        return out

    def param_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.params)

    def takes_schedule(self) -> bool:
        return any(p.name == "schedule" for p in self.params)
