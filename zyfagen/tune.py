"""`zyfagen tune SPEC`: search schedule and spec parameters with the cycle model as the objective.

What is searched (discovered, not listed here, so new parameters become tunable by themselves):
- spec parameters: every parameter of the kind's schema (`KernelKind.params`) except
  the ones that define the problem (shapes, formats, masking, the P algorithm;
  `KernelKind.problem_params`) and `schedule`; values from the parameter's choices, booleans, or probes of its numeric range;
  a value combination the spec validator rejects is skipped;
- schedule parameters: every `KEYWORD VALUE ;` statement of schedules/schedule.lark (waves per
  SIMD, VALU instructions per MFMA, load depth, barriers, wave offset, priority after the
  loop, ...), with the values the schedule parser accepts (probed), plus the phase layout
  (the base schedule's phases, none, one list-scheduled phase, or matrix/vector phases split by
  the kernel's own instruction tags) and each phase's `s_setprio` priority.

The objective is the cycle model's (`zyfagen.sim.simulate`) steady-state throughput of
useful matrix work (MACs of the product itself, not of helper MFMAs such as the row sum by
MFMA), at the occupancy the schedule asks for, capped by the register file. With `problem`
(`--problem`, kinds with an attention tiling) it is the whole-chip model's TFLOP/s on that
problem instead (`zyfagen.sim.problem.simulate_problem`: every CU, the memory hierarchy, LDS
bandwidth and the candidate's own bank conflicts), the model that judges speed figures: the
one-SIMD model has no memory and no barriers across SIMDs, so it can rank candidates
differently. A candidate is kept
only if its code object, run in the emulator on the kind's small fixed problem, gives output
bitwise equal to the kind's reference model (`zyfagen.kernels.launch.bitwise_check`: the
kind's launch contract, inputs and numpy reference). Only a candidate that would become the
best is emulated (a slower one can never be returned). The useful work, its unit and the
hardware limits (registers, LDS, waves per SIMD: isa/gfx950.isa) are asked, not kept here.

The search is deterministic: seeded coordinate descent over the dimensions, then seeded random
moves of two or three dimensions at once, until `budget` candidates were built.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import re
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence, TextIO

import lark
import yaml

from .errors import UserError
from .resources import data_dir

# ---- what may be tuned -----------------------------------------------------------------------

# searched through the schedule grammar instead (when the kind takes a path to a .sched file)
NOT_SEARCHED = frozenset({"schedule"})
INT_PROBES = (0, 1, 2, 3, 4, 6, 8, 12, 16, 32, 64, 128, 256)  # values tried for integer ranges


def _limit(name: str) -> int:
    """A hardware limit from the instruction table (isa/gfx950.isa)."""
    from .isa import load_table

    return int(load_table().fact(name).value)


@dataclass(frozen=True)
class Dimension:
    """One searched parameter: `spec.NAME`, `sched.KEYWORD`, `sched.layout` or `sched.priority.I`."""

    name: str
    values: tuple


@dataclass(frozen=True)
class Figures:
    """What the cycle model says about one code object."""

    waves_per_simd: int
    mfma_busy: float | None
    cycles_per_block: float | None  # SIMD cycles per main-loop iteration of one wave
    useful_tflops: float | None  # at the tuning clock, useful MACs only
    cycles_per_unit: float | None  # SIMD cycles per useful-work unit (see work_unit)
    registers: int  # unified VGPR + AGPR per lane
    note: str = ""
    chip_tflops: float | None = None  # whole-chip model on the tuning problem (tune's `problem`)
    chip_bound: str = ""  # what bounds chip_tflops


@dataclass(frozen=True)
class Evaluation:
    index: int
    label: str
    state: tuple[tuple[str, Any], ...]
    spec_text: str
    schedule_text: str
    code_sha: str
    figures: Figures | None
    check: str  # "bitwise equal", "not checked: ...", or why it failed
    accepted: bool
    chip: bool = False  # the objective is the whole-chip model's (tune's `problem`)

    @property
    def objective(self) -> float:
        """The figure the search maximises: whole-chip TFLOP/s when tuning for a problem,
        else the one-SIMD steady state's useful TFLOP/s; -1 without one."""
        f = self.figures
        if f is None:
            return -1.0
        value = f.chip_tflops if self.chip else f.useful_tflops
        return -1.0 if value is None else value


@dataclass(frozen=True)
class TuneResult:
    base: Evaluation
    best: Evaluation
    evaluations: tuple[Evaluation, ...]
    dimensions: tuple[Dimension, ...]
    files: dict[str, bytes] = field(hash=False)


# ---- occupancy ------------------------------------------------------------------------------------


def register_waves(unified_registers: int) -> int:
    """Waves per SIMD the VGPR + AGPR file holds for a kernel using this many per lane."""
    granule = _limit("vgpr_alloc_granule")
    alloc = max(granule, -(-unified_registers // granule) * granule)
    return max(0, min(_limit("max_waves_per_simd"), _limit("unified_vgprs") // alloc))


def kernel_registers(kernel_code) -> tuple[int, int, int]:
    """(VGPRs, AGPRs, SGPRs) from the code object's metadata."""
    meta = kernel_code.metadata
    return (int(meta.get(".vgpr_count", 0)), int(meta.get(".agpr_count", 0)), int(meta.get(".sgpr_count", 0)))


def unified_registers(kernel_code) -> int:
    """VGPR + AGPR per lane as the hardware allocates them: COMPUTE_PGM_RSRC1
    GRANULATED_WORKITEM_VGPR_COUNT (bits 5:0) counts blocks of 8 of the unified file on
    gfx90a and later (LLVM AMDGPUUsage, 'compute_pgm_rsrc1 for GFX6-GFX12')."""
    return ((kernel_code.descriptor.compute_pgm_rsrc1 & 0x3F) + 1) * _limit("vgpr_alloc_granule")


def simulated_waves(kernel_code, intended: int) -> tuple[int, str]:
    """Waves per SIMD to simulate: the occupancy the kernel asks for (its workgroup's waves on
    one SIMD, or more as its schedule / compiler hint asks), capped by the register file and LDS."""
    meta = kernel_code.metadata
    size = meta.get(".reqd_workgroup_size")
    wave = _limit("wave_size")
    threads = math.prod(int(x) for x in size) if size else int(meta.get(".max_flat_workgroup_size", wave))
    wg_waves = max(1, -(-threads // wave))
    natural = max(1, -(-wg_waves // _limit("simds_per_cu")))
    want = max(natural, intended)
    regs = unified_registers(kernel_code)
    fit = register_waves(regs)
    lds = int(meta.get(".group_segment_fixed_size", 0))
    note = f"asks {want}, registers ({regs}/lane) allow {fit}"
    if lds:
        wgs = _limit("lds_bytes_per_cu") // lds
        fit = min(fit, wgs * natural)
        note += f", LDS ({lds} B/workgroup) allows {wgs * natural}"
    if fit < natural:  # a workgroup's waves must all be resident at once
        return 0, note + f"; a workgroup of {wg_waves} waves needs {natural} per SIMD"
    return min(want, fit), note


def chip_figures(figs: Figures, code_object: bytes, kind, params: dict, problem, clock_mhz: float) -> Figures:
    """figs with the whole-chip model's TFLOP/s and bound for `problem` (a
    zyfagen.sim.problem.Problem), the candidate's bank conflicts measured on the emulator."""
    from dataclasses import replace

    from .codeobj import read_code_object
    from .sim.problem import measure_lds_conflicts, simulate_problem, tiling_of_params

    params = kind.complete(params)
    kernel = read_code_object(code_object).kernel()
    r = simulate_problem(kernel, tiling_of_params(kind, params), problem, clock_mhz=clock_mhz,
                         lds_conflicts_per_block=measure_lds_conflicts(code_object, kind, params))
    return replace(figs, chip_tflops=r.tflops, chip_bound=r.bound)


def figures_of(kernel_code, kind, params: dict, *, intended_waves: int, iterations: int,
               clock_mhz: float, useful_fraction: float | None = None) -> tuple[Figures, Any]:
    """Cycle-model figures of one kernel (and the OccupancyResult they come from), with useful
    work as `kind` (a KernelKind or its name) counts it for `params` (defaults filled in).

    `useful_fraction` overrides the kind's share of useful MFMA MACs (for other compilers'
    kernels, whose MFMAs are all product work)."""
    from .kernels import get_kind
    from .sim import simulate

    kind = get_kind(kind) if isinstance(kind, str) else kind
    params = kind.complete(params)

    waves, note = simulated_waves(kernel_code, intended_waves)
    regs = unified_registers(kernel_code)
    if waves < 1:
        return Figures(0, None, None, None, None, regs, f"does not fit: {note}"), None
    occ = simulate(kernel_code, iterations=iterations, clock_mhz=clock_mhz, waves_per_simd=waves)
    frac = kind.useful_mac_fraction(params) if useful_fraction is None else useful_fraction
    tflops = None if occ.tflops_steady is None else occ.tflops_steady * frac
    per_unit = None
    if tflops:
        macs_per_cycle = tflops * 1e12 / (2 * occ.simds_per_chip * clock_mhz * 1e6)
        per_unit = kind.work_unit(params)[1] / macs_per_cycle
    return Figures(waves, occ.mfma_busy_steady, occ.cycles_per_block, tflops, per_unit, regs, note), occ


# ---- the search space -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Statement:
    keyword: str
    values: tuple  # the values the schedule parser accepts among the probes


def _grammar() -> lark.Lark:
    return lark.Lark((data_dir("schedules") / "schedule.lark").read_text(), parser="lalr")


def schedule_statements() -> tuple[_Statement, ...]:
    """Every `KEYWORD VALUE ;` statement of the schedule grammar, with the values the parser
    accepts (integers probed from INT_PROBES, enumerations read from the terminal's pattern)."""
    from .schedule import parse_schedule

    g = _grammar()
    terms = {t.name: t.pattern for t in g.terminals}
    stmt_rules = {r.expansion[0].name for r in g.rules if r.origin.name == "stmt" and len(r.expansion) == 1}
    out = []
    for r in g.rules:
        if r.origin.name not in stmt_rules or len(r.expansion) != 3:
            continue
        kw, val, semi = r.expansion
        if not (kw.is_term and val.is_term and semi.is_term) or type(terms[kw.name]).__name__ != "PatternStr":
            continue
        keyword = terms[kw.name].value
        if val.name == "INT":
            probes: tuple = INT_PROBES
        else:
            pat = terms[val.name].value
            m = re.fullmatch(r"\(\?:(.*)\)", pat)
            alts = (m[1] if m else pat).split("|")
            if not all(re.fullmatch(r"[a-z_][a-z0-9_]*", a) for a in alts):
                continue
            probes = tuple(sorted(alts))
        ok = []
        for p in probes:
            extra = "waves_per_simd 2;" if keyword == "wave_offset" else ""
            try:
                parse_schedule(f"schedule probe {{ {extra} {keyword} {p}; }}", "<probe>")
            except UserError:
                continue
            ok.append(p)
        if ok:
            out.append(_Statement(keyword, tuple(ok)))
    return tuple(out)


def _priority_values() -> tuple:
    from .schedule import parse_schedule

    ok: list = [None]
    for p in INT_PROBES:
        try:
            parse_schedule(f"schedule probe {{ phase a {{ tags x; priority {p}; }} }}", "<probe>")
        except UserError:
            continue
        ok.append(p)
    return tuple(ok)


def _param_values(p) -> tuple:
    if p.choices is not None:
        return tuple(p.choices)
    if p.type is bool:
        return (False, True)
    if p.type in (int, float) and p.min is not None and p.max is not None:
        lo, hi = p.min, p.max
        pts = {lo, hi, p.default} if p.default is not None else {lo, hi}
        if p.type is int:
            pts |= {x for x in INT_PROBES if lo <= x <= hi}
            if p.multiple_of:
                pts = {x for x in pts if x % p.multiple_of == 0}
        else:
            pts |= {lo + (hi - lo) * f for f in (0.25, 0.5, 0.75)}
        return tuple(sorted(pts))
    return (p.default,)


def _kernel_tags(spec) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(all tags in first-use order, tags whose instructions include an MFMA or a memory read)."""
    from .isa import load_table
    from .kernels import build_kernel

    table = load_table()
    tags: list[str] = []
    matrix: set[str] = set()
    for inst in build_kernel(spec).insts:
        if not inst.tag:
            continue
        if inst.tag not in tags:
            tags.append(inst.tag)
        unit = table.op(inst.op).unit
        if unit == "mfma" or (unit in ("vmem", "lds") and ("load" in inst.op or "read" in inst.op)):
            matrix.add(inst.tag)
    return tuple(tags), tuple(t for t in tags if t in matrix)


def search_space(spec, base_schedule, keep: Sequence[str] = ()) -> tuple[tuple[Dimension, ...], dict, tuple[tuple[str, dict], ...]]:
    """The dimensions to search, the starting state (the spec's own values) and further
    starting states (each schedule shipped in schedules/ as a whole)."""
    from .kernels import get_kind, kind_params

    problem = get_kind(spec.kind).problem_params
    dims: list[Dimension] = []
    state: dict[str, Any] = {}
    names = {p.name for p in kind_params(spec.kind)}
    sched_keys = [f"sched.{st.keyword}" for st in schedule_statements()] + ["sched.layout", "sched.priority.N"]
    for k in keep:
        if k.startswith("sched.") and (k in sched_keys or re.fullmatch(r"sched\.priority\.[0-9]", k)):
            continue
        if k not in names:
            raise UserError(f"--keep {k}: no such parameter of kind {spec.kind}; allowed: "
                            f"{', '.join(sorted(names - NOT_SEARCHED))}, {', '.join(sched_keys)}")
    sched_by_grammar = _schedule_tunable(spec)
    for p in kind_params(spec.kind):
        if p.name in problem or p.name in keep or (p.name in NOT_SEARCHED and sched_by_grammar):
            continue
        vals = _param_values(p)
        if spec.params[p.name] not in vals:
            vals = (spec.params[p.name],) + vals
        if len(vals) > 1:
            dims.append(Dimension(f"spec.{p.name}", vals))
            state[f"spec.{p.name}"] = spec.params[p.name]
    if not sched_by_grammar:  # a fixed list of named schedules was searched as a spec parameter
        return tuple(dims), state, ()
    from .schedule import available_schedules, load_schedule

    tags, matrix_tags = _kernel_tags(spec)
    for st in schedule_statements():
        key = f"sched.{st.keyword}"
        if key in keep:
            continue
        cur = getattr(base_schedule, st.keyword, None)
        vals = st.values
        if st.keyword == "valu_per_mfma":  # beyond 16 VALU per MFMA the MFMA pipe idles anyway
            vals = tuple(v for v in vals if v <= 16)
        if cur is not None and cur not in vals:
            vals = (cur,) + vals
        if cur is None:
            vals = (None,) + vals
        dims.append(Dimension(key, vals))
        state[key] = cur
    shipped = {n: load_schedule(n) for n in available_schedules()}
    layouts = ["none"]
    if base_schedule.phases:
        layouts.insert(0, "base")
    if tags:
        layouts.append("single")
        if matrix_tags and len(matrix_tags) < len(tags):
            layouts.append("split")
    layouts += [f"shipped:{n}" for n, s in shipped.items() if s.phases]
    if "sched.layout" not in keep and len(layouts) > 1:
        dims.append(Dimension("sched.layout", tuple(layouts)))
    state["sched.layout"] = layouts[0]
    nphases = max([len(base_schedule.phases), 2 if "split" in layouts else 1 if tags else 0] +
                  [len(s.phases) for s in shipped.values()])
    prios = _priority_values()
    for i in range(nphases):
        key = f"sched.priority.{i}"
        cur = base_schedule.phases[i].priority if i < len(base_schedule.phases) else None
        if key not in keep:
            dims.append(Dimension(key, prios))
        state[key] = cur
    state["_tags"] = (tags, matrix_tags)
    state["_shipped"] = shipped
    # starting points: the base, then each shipped schedule (schedules/*.sched) as a whole
    seeds = []
    for n, sch in shipped.items():
        seed = dict(state)
        for key in state:
            if key.startswith("sched.") and key.count(".") == 1 and key != "sched.layout" and key not in keep:
                seed[key] = getattr(sch, key[6:], None)
        if "sched.layout" not in keep:
            seed["sched.layout"] = f"shipped:{n}" if sch.phases else "none"
        for i in range(nphases):
            if f"sched.priority.{i}" not in keep:
                seed[f"sched.priority.{i}"] = sch.phases[i].priority if i < len(sch.phases) else None
        seeds.append((n, seed))
    return tuple(dims), state, tuple(seeds)


def _schedule_tunable(spec) -> bool:
    """Whether the kind's `schedule` parameter takes a path to a .sched file."""
    from .kernels import kind_params

    p = next((p for p in kind_params(spec.kind) if p.name == "schedule"), None)
    return p is not None and p.choices is None


# ---- rendering candidates -------------------------------------------------------------------------


def _phases(state: dict, base_schedule) -> list[tuple[str, tuple[str, ...], int | None, str | None]]:
    """(name, tags, priority, order) of each phase of a candidate; a base or shipped layout keeps
    its phases' own `order` (order program is part of the software pipeline those phases encode)."""
    tags, matrix = state.get("_tags", ((), ()))
    layout = state.get("sched.layout", "none")
    if layout == "base":
        ph = [(p.name, p.tags, p.order) for p in base_schedule.phases]
    elif layout == "single":
        ph = [("body", tuple(tags), None)]
    elif layout == "split":
        ph = [("matrix", tuple(matrix), None), ("vector", tuple(t for t in tags if t not in matrix), None)]
    elif layout.startswith("shipped:"):
        ph = [(p.name, p.tags, p.order) for p in state["_shipped"][layout[8:]].phases]
    else:
        ph = []
    return [(n, t, state.get(f"sched.priority.{i}"), o) for i, (n, t, o) in enumerate(ph)]


def render_schedule(name: str, state: dict, base_schedule, header: str = "") -> str:
    """Schedule text in the grammar of schedules/schedule.lark."""
    lines = [f"# {h}" for h in header.splitlines()] if header else []
    lines.append(f"schedule {name} {{")
    for key in sorted(k for k in state if k.startswith("sched.") and k.count(".") == 1 and k != "sched.layout"):
        v = state[key]
        if v is not None:
            lines.append(f"    {key[6:]} {v};")
    for pname, tags, prio, order in _phases(state, base_schedule):
        lines.append(f"    phase {pname} {{")
        if tags:
            lines.append(f"        tags {' '.join(tags)};")
        if prio is not None:
            lines.append(f"        priority {prio};")
        if order is not None:
            lines.append(f"        order {order};")
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _yaml_scalar(v: Any) -> str:
    return yaml.safe_dump(v, default_flow_style=True).strip().removesuffix("...").strip()


def render_spec(spec, name: str, params: dict, schedule_ref: str | None, header: str = "") -> str:
    lines = [f"# {h}" for h in header.splitlines()] if header else []
    lines += [f"name: {name}", f"arch: {spec.arch}", f"kind: {spec.kind}"]
    if spec.description:
        lines.append(f"description: {_yaml_scalar(spec.description)}")
    lines.append("params:")
    for k, v in params.items():
        if k == "schedule" and schedule_ref is not None:
            v = schedule_ref
        lines.append(f"  {k}: {_yaml_scalar(v)}")
    return "\n".join(lines) + "\n"


def _label(state: dict, base: dict) -> str:
    diff = [f"{k}={v}" for k, v in state.items() if not k.startswith("_") and base.get(k) != v]
    return ", ".join(diff) if diff else "base"


# ---- the search ------------------------------------------------------------------------------------

AsmHook = Callable[[str, str], str]  # (candidate label, .s text) -> .s text (tests inject bugs)


def tune(spec_path: str | Path, *, budget: int = 24, iterations: int = 8, clock_mhz: float = 2400.0,
         seed: int = 0, keep: Sequence[str] = (), asm_hook: AsmHook | None = None,
         progress: TextIO | None = None, problem: str | None = None) -> TuneResult:
    """Search schedule and spec parameters of one spec; return the best bitwise-correct
    candidate. `problem` ("batch=1,heads_q=32,...", as `simulate --problem`) makes the
    whole-chip model's TFLOP/s on it the objective."""
    from .codeobj import read_code_object
    from .driver import build_spec
    from .kernels import get_kind
    from .kernels.launch import bitwise_check
    from .schedule import load_schedule, parse_schedule
    from .spec import load_spec, parse_spec

    if seed < 0:
        raise UserError(f"--seed must be 0 or more, got {seed}")
    if budget < 1:
        raise UserError(f"--budget must be at least 1, got {budget}")
    if iterations < 2:
        raise UserError(f"--iterations must be at least 2 (a steady state needs a loop), got {iterations}")
    base_spec = load_spec(spec_path)
    kind = get_kind(base_spec.kind)
    sched_param = "schedule" in base_spec.params
    base_schedule = load_schedule(base_spec.params["schedule"], base_spec.source) if sched_param \
        else parse_schedule("schedule serial { }")
    dims, base_state, seeds = search_space(base_spec, base_schedule, keep)
    chip_problem = None
    if problem is not None:
        from .sim.problem import TILING_PARAMS, parse_problem

        if not TILING_PARAMS <= set(kind.param_names()):
            raise UserError(f"--problem: kind {base_spec.kind} has no attention tiling for the "
                            f"whole-chip model; allowed: a kind with params {', '.join(sorted(TILING_PARAMS))}")
        chip_problem = parse_problem(problem)
        causal = bool(kind.complete(dict(base_spec.params)).get("causal"))
        if chip_problem.causal != causal:
            raise UserError(f"--problem: causal: {int(chip_problem.causal)} but {spec_path} is "
                            f"{'' if causal else 'not '}causal; allowed: {int(causal)}")
    out_name = f"{base_spec.name}_tuned"
    sched_file = f"{out_name}.sched"
    tunable_sched = _schedule_tunable(base_spec)
    log = progress if progress is not None else sys.stderr
    rng = random.Random(seed)
    evaluations: list[Evaluation] = []
    seen: set[str] = set()
    by_code: dict[tuple[str, int], tuple[Figures | None, str | None]] = {}
    verdict_of: dict[str, str] = {}  # code object sha256 -> '' (bitwise equal) or why not
    best: Evaluation | None = None

    def check(code: bytes, params: dict, seed: int) -> str:
        return bitwise_check(code, kind, params, seed)

    with tempfile.TemporaryDirectory(prefix="zyfagen-tune-") as tmp:
        tmpdir = Path(tmp)

        def texts(state: dict) -> tuple[dict, str, str]:
            params = dict(base_spec.params)
            for k, v in state.items():
                if k.startswith("spec."):
                    params[k[5:]] = v
            sched_text = render_schedule(out_name, state, base_schedule) if tunable_sched else ""
            spec_text = render_spec(base_spec, out_name, params, sched_file if tunable_sched else None)
            return params, spec_text, sched_text

        def evaluate(state: dict, move: str | None = None) -> Evaluation | None:
            """Build, model and (if it would win) check one candidate; None if already seen or invalid."""
            nonlocal best
            params, spec_text, sched_text = texts(state)
            key = spec_text + "\0" + sched_text
            if key in seen:
                return None
            seen.add(key)
            label = _label(state, base_state)
            shown = move or label
            try:
                if tunable_sched:
                    cand_schedule = parse_schedule(sched_text, sched_file)  # the grammar is the judge
                    (tmpdir / sched_file).write_text(sched_text)
                else:
                    cand_schedule = base_schedule
                spec = parse_spec(spec_text, str(tmpdir / f"{out_name}.yaml"))
            except UserError as exc:
                print(f"tune: skip {shown}: {str(exc).replace(str(tmpdir) + os.sep, '')}", file=log)
                return None
            n = len(evaluations)
            try:
                built = build_spec(spec, source=f"{out_name}.yaml")
            except UserError as exc:
                why = str(exc).replace(str(tmpdir) + os.sep, "")  # no temporary paths in the log
                print(f"tune: [{n + 1}/{budget}] {shown}: does not build: {why}", file=log)
                ev = Evaluation(n, label, _frozen(state), spec_text, sched_text, "", None,
                                f"does not build: {why}", False)
                evaluations.append(ev)
                return ev
            code = built.code_object
            if asm_hook is not None:
                text = asm_hook(label, built.asm_text)
                if text != built.asm_text:
                    from .assemble import assemble

                    code = assemble(text, spec.arch, f"{out_name}.s")
            sha = hashlib.sha256(code).hexdigest()
            intended = cand_schedule.waves_per_simd
            if (sha, intended) not in by_code:
                kc = read_code_object(code).kernel()
                figs, _ = figures_of(kc, kind, params, intended_waves=intended,
                                     iterations=iterations, clock_mhz=clock_mhz)
                if chip_problem is not None and figs.waves_per_simd > 0 and figs.useful_tflops is not None:
                    figs = chip_figures(figs, code, kind, params, chip_problem, clock_mhz)
                by_code[(sha, intended)] = (figs, verdict_of.get(sha))
            figs, verdict = by_code[(sha, intended)]
            ev = Evaluation(n, label, _frozen(state), spec_text, sched_text, sha, figs, "", False,
                            chip_problem is not None)
            obj = ev.objective
            if figs is not None and figs.waves_per_simd == 0:
                status, ok = figs.note, False
            elif obj < 0:
                status, ok = "no steady state in the cycle model (no key-block loop?)", False
            elif best is not None and obj <= best.objective:
                status, ok = "not checked: no faster than the best so far", False
            else:
                if verdict is None:
                    verdict = verdict_of[sha] = check(code, params, seed)
                ok = verdict == ""
                status = "bitwise equal to the reference" if ok else f"REJECTED, not bitwise equal: {verdict}"
            ev = Evaluation(n, label, _frozen(state), spec_text, sched_text, sha, figs, status, ok,
                            chip_problem is not None)
            evaluations.append(ev)
            fig = "-" if figs is None or figs.useful_tflops is None else \
                f"{figs.cycles_per_unit:,.0f} cycles/{kind.work_unit(kind.complete(params))[0]}, " \
                f"{figs.useful_tflops:,.0f} TFLOP/s, MFMA busy {100 * (figs.mfma_busy or 0):.1f}%, " \
                f"{figs.waves_per_simd} wave(s)/SIMD"
            if figs is not None and figs.chip_tflops is not None:
                fig += f"; whole chip {figs.chip_tflops:,.0f} TFLOP/s, bound: {figs.chip_bound}"
            print(f"tune: [{n + 1}/{budget}] {shown}: {fig}; {status}", file=log)
            if ok:
                best = ev
            return ev

        state = dict(base_state)
        base = evaluate(state)
        if base is None:  # pragma: no cover - the first candidate is never a duplicate
            raise UserError(f"{spec_path}: the spec itself is not a valid candidate")
        current = dict(state)
        for seed_name, seed_state in seeds:  # each shipped schedule as a whole
            if len(evaluations) >= budget:
                break
            before = best
            evaluate(seed_state, f"shipped schedule {seed_name}")
            if best is not before:
                current = dict(seed_state)
        order = list(dims)
        rng.shuffle(order)
        improved = True
        while len(evaluations) < budget and improved:
            improved = False
            for dim in order:
                no_effect = 0  # values of this dimension that gave the very same kernel as the best
                for value in dim.values:
                    if len(evaluations) >= budget or no_effect >= 2:
                        break  # two values changed nothing: the dimension is inert here
                    if value == current.get(dim.name):
                        continue
                    trial = dict(current)
                    trial[dim.name] = value
                    before = best
                    ev = evaluate(trial, f"{'best' if current != base_state else 'base'} + {dim.name}={value}")
                    if best is not before:
                        current = dict(trial)
                        improved = True
                    elif ev is not None and before is not None and ev.code_sha == before.code_sha and \
                            ev.figures == before.figures:
                        no_effect += 1
        misses = 0
        while len(evaluations) < budget and dims and misses < 200:
            trial = dict(current)
            for dim in rng.sample(order, min(len(order), rng.choice((2, 3)))):
                trial[dim.name] = rng.choice(dim.values)
            before_n, before = len(evaluations), best
            evaluate(trial, "best + " + _label(trial, current))
            misses = misses + 1 if len(evaluations) == before_n else 0
            if best is not before:
                current = dict(trial)

    if best is None:
        raise UserError(f"{spec_path}: no candidate passed the bitwise check against the reference "
                        f"(the spec itself: {base.check})")
    files = _output_files(base_spec, spec_path, out_name, sched_file, best, base, evaluations, dims,
                          tunable_sched, iterations, clock_mhz, seed, problem)
    return TuneResult(base, best, tuple(evaluations), dims, files)


def _frozen(state: dict) -> tuple[tuple[str, Any], ...]:
    return tuple((k, v) for k, v in state.items() if not k.startswith("_"))


def _figures_json(f: Figures | None) -> dict | None:
    if f is None:
        return None
    return {"waves_per_simd": f.waves_per_simd,
            "mfma_busy_steady": None if f.mfma_busy is None else round(f.mfma_busy, 4),
            "cycles_per_iteration": None if f.cycles_per_block is None else round(f.cycles_per_block, 2),
            "cycles_per_unit": None if f.cycles_per_unit is None else round(f.cycles_per_unit, 2),
            "useful_tflops": None if f.useful_tflops is None else round(f.useful_tflops, 2),
            "unified_registers": f.registers, "occupancy": f.note,
            "chip_tflops": None if f.chip_tflops is None else round(f.chip_tflops, 2),
            "chip_bound": f.chip_bound or None}


def _output_files(spec, spec_path, out_name, sched_file, best, base, evaluations, dims, tunable_sched,
                  iterations, clock_mhz, seed, problem=None) -> dict[str, bytes]:
    from .kernels import get_kind

    kind = get_kind(spec.kind)
    unit = kind.work_unit(kind.complete(spec.params))[0]
    bf, basef = best.figures, base.figures
    chip = "" if problem is None else \
        (f"whole chip on {problem}: {bf.chip_tflops:,.0f} TFLOP/s, bound: {bf.chip_bound} "
         f"(base {basef.chip_tflops:,.0f})\n")
    summary = (f"tuned by `zyfagen tune {Path(spec_path).name}"
               f"{'' if problem is None else ' --problem ' + problem}` (seed {seed}, {len(evaluations)} candidates, "
               f"cycle model at {iterations} iterations)\n"
               f"best: {best.label}\n" + chip +
               f"{bf.cycles_per_unit:,.0f} cycles per {unit} (base {basef.cycles_per_unit:,.0f}), "
               f"MFMA busy {100 * (bf.mfma_busy or 0):.1f}% (base {100 * (basef.mfma_busy or 0):.1f}%); "
               f"emulated output bitwise equal to the reference model")
    files = {f"{out_name}.yaml": (render_spec(spec, out_name, dict(_params_of(spec, best)),
                                              sched_file if tunable_sched else None, summary)).encode()}
    if tunable_sched:
        header = summary + f"\nfrom {Path(spec_path).name}"
        files[sched_file] = best.schedule_text.replace(
            f"schedule {out_name} {{", "\n".join(f"# {h}" for h in header.splitlines()) +
            f"\nschedule {out_name} {{", 1).encode()
    log = {
        "spec": Path(spec_path).name, "kind": spec.kind, "seed": seed, "iterations": iterations,
        "clock_mhz": clock_mhz, "problem": problem,
        "objective": "useful TFLOP/s in the steady state of the cycle model" if problem is None
        else f"whole-chip model TFLOP/s on {problem}",
        "work_unit": unit,
        "dimensions": [{"name": d.name, "values": list(d.values)} for d in dims],
        "best": best.index, "base": base.index,
        "candidates": [{"index": e.index, "label": e.label, "state": dict(e.state),
                        "figures": _figures_json(e.figures), "check": e.check, "accepted": e.accepted}
                       for e in evaluations],
    }
    files[f"{out_name}.tune.json"] = (json.dumps(log, indent=1, default=str) + "\n").encode()
    return files


def _params_of(spec, ev: Evaluation) -> dict:
    params = dict(spec.params)
    for k, v in ev.state:
        if k.startswith("spec."):
            params[k[5:]] = v
    return params


def write_files(files: dict[str, bytes], out_dir: str | Path) -> None:
    """Write every file or none (through zyfagen.outputs)."""
    from .outputs import write_outputs

    write_outputs({Path(out_dir) / name: data for name, data in files.items()})


def tune_cli(args: argparse.Namespace) -> int:
    """`zyfagen tune SPEC [--budget N] [--out DIR] [--iterations N] [--seed N] [--keep P]`."""
    from .outputs import check_output_dir

    check_output_dir(args.out, "--out")  # before the search, not after it
    result = tune(args.spec, budget=_int_arg("--budget", args.budget),
                  iterations=_int_arg("--iterations", args.iterations),
                  seed=_int_arg("--seed", args.seed), keep=tuple(args.keep or ()),
                  problem=args.problem)
    write_files(result.files, args.out)
    b, base = result.best.figures, result.base.figures
    print(f"best of {len(result.evaluations)}: {result.best.label}: {b.cycles_per_unit:,.0f} cycles per "
          f"{_work_unit_name(result)} (base {base.cycles_per_unit:,.0f}), "
          f"MFMA busy {100 * (b.mfma_busy or 0):.1f}% (base {100 * (base.mfma_busy or 0):.1f}%)"
          + ("" if b.chip_tflops is None else
             f"; whole chip {b.chip_tflops:,.0f} TFLOP/s, bound: {b.chip_bound} (base {base.chip_tflops:,.0f})"))
    for name in result.files:
        print(f"wrote {Path(args.out) / name}")
    return 0


def _int_arg(flag: str, text) -> int:
    try:
        return int(str(text), 10)
    except ValueError:
        raise UserError(f"{flag}: {text!r} is not an integer") from None


def _work_unit_name(result: TuneResult) -> str:
    from .kernels import get_kind

    doc = yaml.safe_load(result.files[next(n for n in result.files if n.endswith(".yaml"))])
    kind = get_kind(doc["kind"])
    return kind.work_unit(kind.complete(doc["params"]))[0]
