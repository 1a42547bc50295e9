"""Whole-chip predictions at the clock the chip sustains: the cycle model (sim/problem.py) and
the power model (sim/power.py) joined, with the power fit redone for the table in use.

`predict(target, problem, table)` runs the whole-chip model, measures the launch's activity
and solves for the sustained clock (or takes a pinned one). The two fitted power constants
(power.FITTED) belong to the table they were fitted with: the shipped table stores them
(tests/sim/test_power.py checks they are the fit), and a table with other values (a band's end,
a facts file) is re-fitted here from the anchors (power.ANCHORS) simulated under that table,
so that every variant still meets the two published clocks.
"""
from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from typing import Any

from ..isa import IsaTable, load_table
from . import power
from .activity import operand_activity
from .problem import ChipResult, Problem, Tiling, parse_problem, resolve, simulate_problem

DISTRIBUTIONS = ("gaussian", "activation")


@dataclass(frozen=True)
class Target:
    """A kernel ready for --problem: its code, tiling, measured bank conflicts and, for a Triton
    kernel, the recorded-stream timing (`triton`)."""

    name: str
    kernel: Any
    tiling: Tiling
    conflicts: Any
    triton: Any = None


@dataclass(frozen=True)
class Prediction:
    result: ChipResult  # the whole-chip model at `power.clock_mhz`
    power: power.PowerPoint
    activity: power.Activity
    clock_rule: str  # how the clock was chosen
    inputs: str  # the operand activity's source


@functools.lru_cache(maxsize=16)
def target_of(path: str, kernel_name: str | None = None) -> Target:
    """A spec, an AITER code object, or a Triton code object with its launch sidecar."""
    from pathlib import Path

    from ..foreign.triton_attn import triton_contract
    from .problem import triton_tiling
    from .triton_timing import TritonTiming

    triton = triton_contract(path) if Path(path).is_file() else None
    if triton is not None:
        timing = TritonTiming(triton)
        return Target(Path(path).name, timing.kernel, triton_tiling(triton), None, timing)
    kernel, tiling, conflicts = resolve(path, kernel_name)
    return Target(Path(path).name, kernel, tiling, conflicts)


def _simulate(t: Target, problem: Problem, clock_mhz: float, table: IsaTable) -> ChipResult:
    if t.triton is not None:
        c = t.triton.contract
        c.check(problem.batch, problem.heads_q, problem.kv_heads, problem.seq_q, problem.keys)
        return simulate_problem(t.kernel, t.tiling, problem, clock_mhz=clock_mhz, table=table,
                                lds_conflicts_per_block=t.triton.conflicts(),
                                loop_costs=t.triton.loop_costs)
    return simulate_problem(t.kernel, t.tiling, problem, clock_mhz=clock_mhz, table=table,
                            lds_conflicts_per_block=t.conflicts)


def _bit_activity(t: Target, problem_dist: str) -> tuple[float, str]:
    a = operand_activity(problem_dist, t.tiling.p_form, t.tiling.head_dim_qk, t.tiling.head_dim_v)
    return a.mean, a.source


def anchor_activities(table: IsaTable, root=power.ROOT) -> list[tuple[power.Activity, float]]:
    """The anchors' launches under `table` at their published clocks."""
    out = []
    for a in power.ANCHORS:
        t = target_of(str(root / a.target))
        clock = float(table.fact(a.clock_fact).value)
        result = _simulate(t, parse_problem(a.problem), clock, table)
        out.append((power.activity_of(result, t.kernel, _bit_activity(t, a.dist)[0], table), clock))
    return out


def refit(table: IsaTable, anchors: list[tuple[power.Activity, float]] | None = None) -> IsaTable:
    """`table` with the two fitted power constants re-fitted to the anchors simulated under it
    (or to `anchors`, when the caller knows the cycle model is unchanged)."""
    got = power.fit_power(anchors if anchors is not None else anchor_activities(table), table)
    return table.with_values(got, status="unverified", source="power_fit",
                             source_text=table.sources.get("power_fit", "fitted to the anchors"))


def predict(t: Target, problem: Problem, table: IsaTable | None = None, clock_mhz: float | None = None,
            dist: str = "gaussian", part: str = "MI355X") -> Prediction:
    """The whole-chip model at the sustained clock (clock_mhz=None) or at a pinned one."""
    table = table or load_table()
    activity, source = _bit_activity(t, dist)
    if clock_mhz is not None:
        result = _simulate(t, problem, clock_mhz, table)
        act = power.activity_of(result, t.kernel, activity, table)
        point = power.at_clock(act, power.PowerFacts.from_table(table, part), clock_mhz, "pinned")
        return Prediction(result, point, act, f"pinned at {clock_mhz:g} MHz (--clock-mhz)", source)
    result, point = power.solve(lambda c: _simulate(t, problem, c, table), t.kernel, activity, table, part)
    act = power.activity_of(result, t.kernel, activity, table)
    rule = (f"predicted by the power model ({part}: {point.limited_by}; "
            f"{power.PowerFacts.from_table(table, part).board_w:g} W board limit)")
    return Prediction(result, point, act, rule, source)


def progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
