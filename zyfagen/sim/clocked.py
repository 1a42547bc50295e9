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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import UserError
from ..isa import IsaTable, load_table
from ..resources import checkout_path
from . import power
from .activity import operand_activity
from .problem import ChipResult, Problem, Tiling, parse_problem, render_cycles, resolve, simulate_problem

DISTRIBUTIONS = ("gaussian", "activation")


@dataclass(frozen=True)
class Target:
    """A kernel ready for --problem: its code, tiling, measured bank conflicts and, for a Triton
    kernel or AITER's persistent MLA prefill, the recorded-stream timing (`triton`)."""

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
    ceiling: power.PowerPoint | None = None  # an ideal kernel of the problem (power.ceiling)
    ceiling_format: str = "fp8"  # its MFMA operand format: the kernel's dominant one


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
    mla = aiter_mla_target(path, kernel_name)
    if mla is not None:
        return mla
    kernel, tiling, conflicts = resolve(path, kernel_name)
    return Target(Path(path).name, kernel, tiling, conflicts)


def aiter_mla_target(path: str, kernel_name: str | None = None) -> Target | None:
    """AITER's persistent MLA prefill code object (foreign/aiter_mla.py) with its recorded-stream
    timing (sim/aiter_mla_timing.py), or None for any other file."""
    from pathlib import Path

    from .. import codeobj
    from ..foreign import aiter_mla
    from .aiter_mla_timing import MlaTiming
    from .tiling import mla_tiling

    if not Path(path).is_file() or aiter_mla.args_layout_path() is None:
        return None
    try:
        name = codeobj.read_code_object(path).kernel(kernel_name).name
    except UserError:
        return None
    causal = next((c for c, n in aiter_mla.KERNELS.items() if n == name), None)
    if causal is None:
        return None
    timing = MlaTiming(path, causal)
    return Target(Path(path).name, timing.kernel, mla_tiling(causal), None, timing)


def _simulate(t: Target, problem: Problem, clock_mhz: float, table: IsaTable) -> ChipResult:
    if t.triton is not None:  # recorded-stream timing: Triton's, AITER's persistent MLA prefill
        t.triton.check(problem)
        return simulate_problem(t.kernel, t.tiling, problem, clock_mhz=clock_mhz, table=table,
                                lds_conflicts_per_block=t.triton.conflicts(),
                                loop_costs=t.triton.loop_costs)
    return simulate_problem(t.kernel, t.tiling, problem, clock_mhz=clock_mhz, table=table,
                            lds_conflicts_per_block=t.conflicts)


def _bit_activity(t: Target, problem_dist: str) -> tuple[float, str]:
    fmt = "bf16" if power.dominant_format(t.kernel) == "bf16" else "fp8"  # BF16/FP16 kernels: 16-bit operands
    a = operand_activity(problem_dist, t.tiling.p_form, t.tiling.head_dim_qk, t.tiling.head_dim_v, fmt=fmt)
    return a.mean, a.source


def anchor_targets() -> list[Target] | None:
    """The anchors' kernels, or None outside a source checkout (their code objects and specs
    are not package data)."""
    paths = [checkout_path(a.target) for a in power.ANCHORS]
    return None if None in paths else [target_of(str(p)) for p in paths]


def anchor_activities(table: IsaTable) -> list[tuple[power.Activity, float]]:
    """The anchors' launches under `table` at their published clocks."""
    targets = anchor_targets()
    if targets is None:
        raise UserError("the power model's anchors (tests/data/aiter, specs/) are found in a source checkout "
                        "only; allowed: the stored power constants (no --facts, no band) outside one")
    out = []
    for a, t in zip(power.ANCHORS, targets):
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
            dist: str = "gaussian", part: str = "MI355X", start_mhz: float | None = None) -> Prediction:
    """The whole-chip model at the sustained clock (clock_mhz=None) or at a pinned one."""
    table = table or load_table()
    activity, source = _bit_activity(t, dist)
    if clock_mhz is not None:
        result = _simulate(t, problem, clock_mhz, table)
        act = power.activity_of(result, t.kernel, activity, table)
        facts, fmt = power.PowerFacts.from_table(table, part), power.dominant_format(t.kernel)
        point = power.at_clock(act, facts, clock_mhz, "pinned")
        return Prediction(result, point, act, f"pinned at {clock_mhz:g} MHz (--clock-mhz)", source,
                          power.ceiling(act, facts, table, clock_mhz, fmt), fmt)
    result, point = power.solve(lambda c: _simulate(t, problem, c, table), t.kernel, activity, table, part,
                                start_mhz)
    act = power.activity_of(result, t.kernel, activity, table)
    facts = power.PowerFacts.from_table(table, part)
    rule = f"predicted by the power model ({part}: {point.limited_by}; {facts.board_w:g} W board limit)"
    fmt = power.dominant_format(t.kernel)
    return Prediction(result, point, act, rule, source, power.ceiling(act, facts, table, fmt=fmt), fmt)


_ANCHORS: dict[int, tuple[IsaTable, tuple]] = {}  # id(table) -> (table, its anchor launches)


def _base_anchors(table: IsaTable) -> tuple:
    hit = _ANCHORS.get(id(table))
    if hit is None or hit[0] is not table:
        hit = _ANCHORS[id(table)] = (table, tuple(anchor_activities(table)))
    return hit[1]


def figures(p: Prediction) -> dict[str, float]:
    """The banded figures of one prediction."""
    return {"TFLOP/s": p.result.tflops, "time_us": p.result.kernel_seconds * 1e6, "clock_mhz": p.power.clock_mhz,
            "TFLOP/J": p.power.tflop_per_joule, "watts": p.power.watts}


def variant_evaluator(run: Callable[[IsaTable], dict[str, float]], table: IsaTable) -> Callable[[IsaTable, str], dict]:
    """evaluate(variant, key) for bands.band_runs: the variant re-fitted to the anchors (with
    the base table's anchor launches when the key is a power-only fact), then `run`."""
    def evaluate(variant: IsaTable, key: str) -> tuple[dict[str, float], str]:
        try:
            fitted = refit(variant, list(_base_anchors(table)) if key in power.POWER_FACTS
                           else _variant_anchors(variant, key))
        except UserError as exc:
            return run(variant), (f"the published clocks cannot both be met at this end ({exc}); "
                                  "run with the stored power constants")
        return run(fitted), ""
    return evaluate


_VARIANTS: dict[tuple, list] = {}  # (key, value) -> the anchors' launches under that variant


def _variant_anchors(variant: IsaTable, key: str) -> list:
    """The anchors simulated under a one-fact variant, cached by the fact and its value (the
    bands of several problems share them)."""
    k = (key, variant.value_of(key).value)
    if k not in _VARIANTS:
        _VARIANTS[k] = anchor_activities(variant)
    return _VARIANTS[k]


def predict_with_band(t: Target, problem: Problem, table: IsaTable | None = None, clock_mhz: float | None = None,
                      dist: str = "gaussian", part: str = "MI355X", with_band: bool = True,
                      progress: Callable[[str], None] | None = None):
    """(Prediction, {figure: Band} or None): `predict` and, with_band, its bands."""
    from . import bands

    table = table or load_table()
    base = predict(t, problem, table, clock_mhz, dist, part)
    if not with_band:
        return base, None
    anchors = anchor_targets()
    if anchors is None:
        if progress:
            progress("zyfagen: notice: no band: it re-fits the power model to anchors that ship with a source "
                     "checkout only (tests/data/aiter, specs/)")
        return base, None
    keys, skipped = bands.relevant_keys(table, [t.kernel] + [a.kernel for a in anchors])
    start = base.power.clock_mhz if clock_mhz is None else clock_mhz
    run = lambda v: figures(predict(t, problem, v, clock_mhz, dist, part, start_mhz=start))  # noqa: E731
    runs = bands.band_runs(variant_evaluator(run, table), table, keys, progress)
    base_figures = figures(base)
    return base, {f: bands.band_of(f, base_figures, runs, keys, tuple(skipped)) for f in base_figures}


def progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


BANDED = (("TFLOP/s", "TFLOP/s", "{:,.0f}"), ("time_us", "time (us)", "{:,.1f}"),
          ("clock_mhz", "clock (MHz)", "{:,.0f}"), ("TFLOP/J", "TFLOP/J", "{:.3f}"))


def to_json(p: Prediction, got_bands: dict | None) -> dict:
    """`simulate --problem --format json`: the whole-chip result, its clock, power and bands."""
    r = lambda x: round(float(x), 4)  # noqa: E731
    out = p.result.to_json()
    out["clock"] = {"mhz": r(p.power.clock_mhz), "rule": p.clock_rule, "limited_by": p.power.limited_by}
    out["power"] = {"watts": r(p.power.watts), "by_part": {k: r(v) for k, v in p.power.watts_by_part.items()},
                    "tflop_per_joule": r(p.power.tflop_per_joule), "operand_activity": r(p.activity.bit_activity),
                    "operand_activity_source": p.inputs}
    if p.ceiling is not None:
        out["ceiling"] = {"tflops": r(p.ceiling.tflops), "clock_mhz": r(p.ceiling.clock_mhz),
                          "format": p.ceiling_format,
                          "share": r(p.result.tflops / p.ceiling.tflops),
                          "meaning": "an ideal kernel of this problem in the kernel's MFMA operand format at this "
                                     "limit: matrix pipe busy every cycle on the useful MACs at the format's dense "
                                     "peak rate, same operand activity, only static power beside it"}
    out["band"] = None if got_bands is None else {
        "method": "each unverified fact with a range in isa/gfx950.isa at both ends, one at a time; the power "
                  "model's two fitted constants re-fitted to the published clocks at each end",
        **{name: got_bands[name].to_json() for name, _, _ in BANDED}}
    return out


def render_text(p: Prediction, got_bands: dict | None) -> str:
    r = p.result
    lines = [f"{r.kernel}: {r.workgroups} workgroups, {r.occupancy.workgroups_per_cu} per CU "
             f"({r.occupancy.limited_by})",
             f"clock {p.power.clock_mhz:,.0f} MHz, {p.clock_rule}",
             f"kernel time {r.kernel_seconds * 1e6:,.1f} us, {r.tflops:,.1f} TFLOP/s, "
             f"{p.power.tflop_per_joule:.3f} TFLOP/J at {p.power.watts:,.0f} W, "
             f"matrix pipe busy {100 * r.mfma_busy:.1f}%, bound: {r.bound}"]
    if p.ceiling is not None:
        lines.append(f"ceiling {p.ceiling.tflops:,.1f} TFLOP/s at {p.ceiling.clock_mhz:,.0f} MHz (an ideal "
                     f"{p.ceiling_format} kernel of this problem: matrix pipe busy every cycle on "
                     f"useful MACs, only static power beside it); this kernel reaches "
                     f"{100 * r.tflops / p.ceiling.tflops:.1f}% of it")
    if got_bands is not None:
        some = got_bands["TFLOP/s"]
        lines.append(f"band (each unverified fact at both ends of its range, one at a time; "
                     f"{len(some.ends)} runs):")
        for key, label, fmt in BANDED:
            b = got_bands[key]
            most = f"   moved most by {b.moved_most}" if b.moved_most else ""
            lines.append(f"  {label:12s} {fmt.format(b.low)} .. {fmt.format(b.high)}{most}")
        spread = sorted(((some.spread_of(k), k) for k in {e.key for e in some.ends}), reverse=True)[:3]
        lines.append("  largest TFLOP/s spreads: " + ", ".join(f"{k} {s:,.0f}" for s, k in spread if s > 0))
        ruled = sorted({f"{e.key} = {e.value:g}" for e in some.ends if e.note})
        if ruled:
            lines.append("  ends the two published clocks rule out (run with the stored power constants): "
                         + ", ".join(ruled))
    else:
        lines.append("band: not run (--no-band, or outside a source checkout: see the notice)")
    lines.append("power by part: " + ", ".join(f"{k} {v:,.0f} W" for k, v in p.power.watts_by_part.items()))
    lines.append(f"operand bit activity {p.activity.bit_activity:.3f} ({p.inputs})")
    return "\n".join(lines + render_cycles(r)) + "\n"


def problem_cli(args) -> int:
    """`zyfagen simulate --occupancy TARGET --problem ...`: the whole chip at the sustained clock
    (or a pinned one), with its band unless --no-band."""
    import json

    from .problem import parse_problem

    problem = parse_problem(args.problem)
    table = getattr(args, "table", None)
    if table is not None:  # measured facts: the power constants re-fitted to them
        table = refit(table)
    t = target_of(args.target, getattr(args, "kernel", None))
    pred, got_bands = predict_with_band(t, problem, table, args.clock_mhz, args.inputs or "gaussian",
                                        args.part or "MI355X", with_band=not args.no_band and args.format != "trace",
                                        progress=progress)
    if args.format == "json":  # no wall-clock figure in it: the same input gives the same file
        text = json.dumps(to_json(pred, got_bands), indent=2) + "\n"
    elif args.format == "trace":
        from .trace import chip_trace

        text = json.dumps(chip_trace(pred.result)) + "\n"
    else:
        text = render_text(pred, got_bands)
    if args.output:
        from ..outputs import write_outputs  # the one writer: whole file or nothing

        write_outputs({args.output: text})
    else:
        sys.stdout.write(text)
    return 0


def speedup_band(ours: Target, peer: Target, problem: Problem, table: IsaTable | None = None,
                 dist: str = "gaussian", part: str = "MI355X", progress: Callable[[str], None] | None = None):
    """(speed-up of `ours` over `peer` in wall-clock time, each at its own predicted clock; its
    band): both kernels re-run under the same variant of every ranged fact (re-fitted), so an
    unmeasured rate only one kernel uses moves the ratio as it would."""
    preds, band, _ = family_speedup_band(ours, peer, problem, table, dist, part, progress)
    return preds, band


def family_speedup_band(ours: Target, peer: Target, problem: Problem, table: IsaTable | None = None,
                        dist: str = "gaussian", part: str = "MI355X",
                        progress: Callable[[str], None] | None = None,
                        pick: Callable[[IsaTable], Target] | None = None, family: tuple[Target, ...] = ()):
    """speedup_band's ((ours, peer) predictions, band of `ours`) and, with `pick` (a table ->
    the family member a library would use at its rates, e.g. runtime.choice's rule; `ours` is
    the one it picks at `table`; `family` every member it can pick, whose facts the band
    varies), the family's band from the same runs: at each fact end the speed-up of the member
    `pick` chooses there (the same as `ours`' where it chooses `ours`, so only ends that switch
    member cost a run more); None without `pick`."""
    from . import bands

    table = table or load_table()
    a, b = predict(ours, problem, table, dist=dist, part=part), predict(peer, problem, table, dist=dist, part=part)
    anchors = anchor_targets()
    if anchors is None:
        raise UserError("speed-up bands re-fit the power model to anchors found in a source checkout only")
    if pick is not None and pick(table).name != ours.name:
        raise ValueError(f"family band: the rule picks {pick(table).name} at the table's values, not {ours.name}")
    members = [ours, *family]
    keys, skipped = bands.relevant_keys(table, [m.kernel for m in members] + [peer.kernel]
                                        + [a.kernel for a in anchors])

    def run(v: IsaTable) -> dict[str, float]:
        pb = predict(peer, problem, v, dist=dist, part=part, start_mhz=b.power.clock_mhz)
        pa = predict(ours, problem, v, dist=dist, part=part, start_mhz=a.power.clock_mhz)
        out = {"speed-up": pb.result.kernel_seconds / pa.result.kernel_seconds}
        if pick is not None:
            member = pick(v)
            pm = pa if member.name == ours.name else predict(member, problem, v, dist=dist, part=part,
                                                              start_mhz=a.power.clock_mhz)
            out["family"] = pb.result.kernel_seconds / pm.result.kernel_seconds
        return out
    base = {"speed-up": b.result.kernel_seconds / a.result.kernel_seconds}
    base["family"] = base["speed-up"]
    runs = bands.band_runs(variant_evaluator(run, table), table, keys, progress)
    family = bands.band_of("family", base, runs, keys, tuple(skipped)) if pick is not None else None
    return (a, b), bands.band_of("speed-up", base, runs, keys, tuple(skipped)), family
