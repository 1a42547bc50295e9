"""The one launch harness: a kind's launch contract bound to a problem, run in the emulator.

Tests, `zyfagen tune`, `benchmarks/peers.py` and anyone preparing `zyfagen emulate` arguments use
these functions; nothing else knows how a kind's arguments, grid or outputs look.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

import numpy as np

from . import get_kind
from .kind import KernelKind


@dataclass(frozen=True)
class Launch:
    """One launch: argument values by name (kernarg order), workgroups, lanes per workgroup,
    and the buffers the kernel writes."""

    args: dict[str, Any]
    grid: tuple[int, int, int]
    workgroup_size: int
    outputs: tuple[str, ...]


def _kind(kind: KernelKind | str) -> KernelKind:
    return get_kind(kind) if isinstance(kind, str) else kind


def launch_of(kind: KernelKind | str, params: Mapping[str, Any], problem: Any, inputs: Any) -> Launch:
    """The launch of `problem` with `inputs` under the kind's contract (params may be partial)."""
    k = _kind(kind)
    full = k.complete(params)
    values = k.arguments(full, problem, inputs)
    contract = k.launch_args(full)
    missing = [a.name for a in contract if a.name not in values]
    if missing:
        raise RuntimeError(f"{k.name}.arguments gave no value for {', '.join(missing)}")
    return Launch({a.name: values[a.name] for a in contract}, k.grid(full, problem),
                  k.workgroup_size(full), k.outputs(full))


def emulate(code_object: bytes, kind: KernelKind | str, params: Mapping[str, Any], problem: Any,
            inputs: Any, *, memory_model: str = "immediate") -> dict[str, np.ndarray]:
    """Run a code object of this kind in the emulator; its output buffers by name."""
    from .. import emulator

    launch = launch_of(kind, params, problem, inputs)
    res = emulator.launch(emulator.load(code_object), launch.args, grid=launch.grid,
                          memory_model=memory_model)
    return {n: res.buffers[n] for n in launch.outputs}


def fp8_tensor(rng: np.random.Generator, shape: tuple[int, ...], sigma: float) -> tuple[np.ndarray, float]:
    """Gaussian values quantised per tensor to e4m3fn bytes, and their descale."""
    import ml_dtypes

    x = rng.standard_normal(shape) * sigma
    descale = float(np.float32(np.abs(x).max() / 448.0))
    b = (x / descale).astype(np.float32).clip(-448, 448).astype(ml_dtypes.float8_e4m3fn)
    return b.view(np.uint8), descale


def reference_bits(kind: KernelKind | str, params: Mapping[str, Any], problem: Any, inputs: Any) -> dict[str, np.ndarray]:
    """The kind's numpy reference for this launch: expected output bits by buffer name."""
    k = _kind(kind)
    return k.reference(k.complete(params), problem, inputs)


def compare_bits(got: Mapping[str, np.ndarray], want: Mapping[str, np.ndarray]) -> str:
    """'' when every expected buffer is bitwise equal, else the first difference."""
    for key, w in want.items():
        g = np.asarray(got[key])
        if g.dtype != w.dtype and g.dtype.itemsize == w.dtype.itemsize:
            g = g.view(w.dtype)
        if not np.array_equal(g, w):
            bad = np.argwhere(g != w)
            return (f"{key}: {len(bad)} of {w.size} values differ from the reference, "
                    f"first at {tuple(int(i) for i in bad[0])}")
    return ""


def bitwise_check(code_object: bytes, kind: KernelKind | str, params: Mapping[str, Any], seed: int) -> str:
    """The bitwise gate: '' when the emulated code object reproduces the kind's reference on its
    small fixed problem (inputs from `seed`), else why not."""
    k = _kind(kind)
    full = k.complete(params)
    problem = k.check_problem(full)
    inputs = k.inputs(full, problem, seed)
    return compare_bits(emulate(code_object, k, full, problem, inputs), k.reference(full, problem, inputs))
