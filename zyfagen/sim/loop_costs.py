"""What the CU engine's samples of a kernel tell the whole-chip model (sim/problem.py).

A workgroup of a query tile whose key loop runs n trips takes `overhead + n x
per_iteration` cycles on a CU shared with its co-resident workgroups, with `masked_blocks`
of those trips (the tile's causal diagonal) at `masked_iteration` instead. Two producers:
the static engine with known trip counts (problem.static_loop_costs, our kernels and
AITER's) and the engine driven by the emulator's recorded stream (triton_timing, for
Triton's run-time-trip-count loops).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class LoopCosts:
    overhead: float  # cycles of a workgroup outside its key-block trips
    per_iteration: float  # cycles one more key-block trip adds
    masked_iteration: float  # cycles one masked trip (causal diagonal, ragged tail) adds
    keys_per_iteration: float
    extrapolation_error: float  # |direct - extrapolated| / direct at a third trip count
    # the sampled CU run the steady-state shares and the loop's address range come from
    steady: Any = field(repr=False, compare=False)
    note: str = ""  # how the costs were measured (goes into the result's assumptions)
    # a persistent kernel's cycles per work item outside its key blocks (Tiling.persistent);
    # `overhead` is then the workgroup's once-only prologue
    per_work: float = 0.0
    # bytes one wave moves per key-block trip (problem.LoopTraffic) when measured on a recorded
    # stream; None: read from the loop's code (every wave runs every instruction of the loop)
    traffic: Any = None
