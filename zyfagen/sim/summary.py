"""Results of the cycle model: the frozen OccupancyResult, its figures, the assumptions
every report lists, and the summary of a finished run.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, NamedTuple, Sequence

from ..isa import IsaTable
from .phases import BLOCK_MFMA_PHASES, P_PHASES, PHASE_MEANING, PHASES
from .program import P_MFMA, P_VALU, PIPES, _Inst

IDLE_REASONS = {
    "valu_result": "the next MFMA of a wave waits for a VALU result",
    "mfma_result": "the next MFMA of a wave waits for another MFMA's result (not an accumulation chain)",
    "memory": "the next MFMA waits for a load, or waves wait in s_waitcnt",
    "barrier": "waves wait at s_barrier",
    "issue_conflict": "an MFMA is ready but its wave is still issuing an earlier instruction "
                      "or another wave won the issue slot",
    "nop": "s_nop wait states before an MFMA",
    "valu_work": "no wave has an MFMA next: waves issue VALU work first (program order)",
    "other_work": "no wave has an MFMA next: waves issue SALU, memory or branch instructions",
    "finished": "the waves have ended",
}


# ---- results ---------------------------------------------------------------------


@dataclass(frozen=True)
class Assumption:
    """One number or policy the model relies on, with its status from isa/ (or 'model')."""

    name: str
    value: str
    status: str
    source: str
    meaning: str


TIMELINE_CYCLES = 20_000  # longest stretch of the run an OccupancyResult keeps segment by segment


class Segment(NamedTuple):
    """One instruction's occupancy: a pipe (or a wave's issue slot) over [start, end)."""

    wave: int
    pipe: str
    start: int
    end: int
    phase: str
    address: int
    mnemonic: str
    iteration: int  # main-loop iteration of the wave, -1 outside the loop


@dataclass(frozen=True)
class IdleReason:
    reason: str
    cycles: int  # whole run
    steady_cycles: int  # inside the steady-state window
    meaning: str


@dataclass(frozen=True)
class BlockFigures:
    """Average work of one key block (one main-loop iteration of one wave), steady state.

    A block's attention work is its QK^T and PV MFMAs: `mfma_cycles` and `macs` count those
    only, and row-sum MFMAs (P times a constant matrix) are reported apart in
    `rowsum_mfma_cycles` / `rowsum_macs`. The size of the block is read from its QK^T MACs:
    `key_blocks(rows, keys, head_dim)` says how many rows x keys blocks at that head dim one
    iteration holds, so that figures can be normalised without counting helper MFMAs.
    """

    mfma_cycles: float  # QK^T + PV MFMA cycles
    macs: float  # QK^T + PV MACs
    qk_macs: float
    rowsum_mfma_cycles: float
    rowsum_macs: float
    mfma_cycles_by_phase: dict[str, float]  # every MFMA phase present: qk, pv, rowsum
    valu_cycles: float
    p_valu_cycles: float
    valu_cycles_by_phase: dict[str, float]
    instructions: float

    def key_blocks(self, rows: int, keys: int, head_dim: int) -> float:
        """Blocks of `rows` queries x `keys` keys at head dim `head_dim` in one iteration,
        counted by QK^T multiply-adds (rows x keys x head_dim each)."""
        return self.qk_macs / (rows * keys * head_dim)


@dataclass(frozen=True)
class OccupancyResult:
    kernel: str
    iterations: int
    waves_per_simd: int
    workgroup_waves: int
    clock_mhz: float
    total_cycles: int
    instructions_executed: int
    loop: tuple[int, int] | None  # (header address, back-edge address) of the key-block loop
    steady_window: tuple[int, int] | None  # cycles [start, end)
    steady_blocks: int  # key blocks (all waves) inside the window
    mfma_busy_total: float
    mfma_busy_steady: float | None
    valu_busy_total: float
    valu_busy_steady: float | None
    cycles_per_block: float | None  # SIMD cycles per key block (window / blocks)
    loop_iteration_cycles: float | None  # cycles between a wave's consecutive iterations
    block: BlockFigures | None
    idle_reasons: tuple[IdleReason, ...]
    macs_total: int
    tflops_total: float
    tflops_steady: float | None
    simds_per_chip: int
    assumptions: tuple[Assumption, ...]
    notes: tuple[str, ...]
    # the steady-state window's instructions (the whole run if there is none), at most
    # TIMELINE_CYCLES cycles of them
    segments: tuple[Segment, ...] = field(repr=False, default=())

    def to_json(self, timeline: bool = False) -> dict[str, Any]:
        """A JSON-ready dict of every figure (the timeline only when asked)."""
        out: dict[str, Any] = {
            "kernel": self.kernel,
            "model": "zyfagen cycle-occupancy model of one gfx950 SIMD",
            "iterations": self.iterations,
            "waves_per_simd": self.waves_per_simd,
            "workgroup_waves": self.workgroup_waves,
            "clock_mhz": self.clock_mhz,
            "simds_per_chip": self.simds_per_chip,
            "total_cycles": self.total_cycles,
            "instructions_executed": self.instructions_executed,
            "loop": None if self.loop is None else
            {"header_address": self.loop[0], "backedge_address": self.loop[1]},
            "steady_window": None if self.steady_window is None else list(self.steady_window),
            "steady_blocks": self.steady_blocks,
            "mfma_busy": {"total": _r(self.mfma_busy_total), "steady": _r(self.mfma_busy_steady)},
            "valu_busy": {"total": _r(self.valu_busy_total), "steady": _r(self.valu_busy_steady)},
            "cycles_per_block": _r(self.cycles_per_block),
            "loop_iteration_cycles": _r(self.loop_iteration_cycles),
            "block": None if self.block is None else {
                "mfma_cycles": _r(self.block.mfma_cycles),
                "rowsum_mfma_cycles": _r(self.block.rowsum_mfma_cycles),
                "mfma_cycles_by_phase": {k: _r(v) for k, v in self.block.mfma_cycles_by_phase.items()},
                "macs": _r(self.block.macs),
                "qk_macs": _r(self.block.qk_macs),
                "rowsum_macs": _r(self.block.rowsum_macs),
                "valu_cycles": _r(self.block.valu_cycles),
                "p_valu_cycles": _r(self.block.p_valu_cycles),
                "valu_cycles_by_phase": {k: _r(v) for k, v in self.block.valu_cycles_by_phase.items()},
                "instructions": _r(self.block.instructions),
            },
            "mfma_idle_reasons": [asdict(r) for r in self.idle_reasons],
            "macs_total": self.macs_total,
            "tflops": {"total": _r(self.tflops_total), "steady": _r(self.tflops_steady)},
            "phases": dict(PHASE_MEANING),
            "assumptions": [asdict(a) for a in self.assumptions],
            "notes": list(self.notes),
        }
        if timeline:
            out["timeline"] = [s._asdict() for s in self.segments]
        return out


def _r(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(float(x), digits)


# ---- summary ---------------------------------------------------------------------------


def _overlap(s: int, e: int, a: int, b: int) -> int:
    return max(0, min(e, b) - max(s, a))


def _summarise(kernel, table, prog, waves, segments, idle_spans, total, executed, iterations,
               clock_mhz, wg_waves, main_loop, unknown, classify_note,
               simds: int = 1) -> OccupancyResult:
    """`simds`: SIMDs the waves ran on (4 for a whole CU): busy figures and TFLOP/s are per SIMD."""
    simds_per_chip = int(table.fact("compute_units").value * table.fact("simds_per_cu").value)
    # steady-state window: the middle iterations of wave 0 (first and last quarter dropped)
    window = None
    k0 = k1 = 0
    w0 = waves[0]
    marks = list(w0.starts) + ([w0.exit_time] if w0.exit_time is not None else [])
    if main_loop is not None and len(w0.starts) >= 1:
        n = len(w0.starts)
        if n >= 3:
            k0 = max(1, n // 4)
            k1 = n - k0
        else:
            k0, k1 = 0, n
        if k1 < len(marks) and marks[k1] > marks[k0]:
            window = (marks[k0], marks[k1])
    mfma_total = valu_total = 0
    mfma_win = valu_win = 0
    macs_total = 0
    macs_rowsum = 0
    macs_win = 0.0
    macs_of = [x.macs for x in prog]
    phase_of = [PHASES.index(x.phase) for x in prog]
    rowsum_phase = PHASES.index("rowsum")
    ws, we_ = window if window else (0, 0)
    blocks: set[tuple[int, int]] = set()
    block_insts = block_valu = 0
    block_phase = [0] * len(PHASES)  # VALU cycles
    block_mfma_phase = [0] * len(PHASES)  # MFMA cycles
    block_macs_phase = [0] * len(PHASES)
    # k0 >= 0, so k0 <= it excludes the segments outside the loop (it == -1)
    block_keys = [(seg[0], it) for seg in segments if k0 <= (it := seg[6]) < k1]
    blocks.update(block_keys)
    block_insts = len(block_keys)
    del block_keys
    for (wn, pipe, s, pe, _we, idx, it) in segments:
        if pipe > P_VALU:
            continue
        in_block = k0 <= it < k1
        dur = pe - s
        if pipe == P_MFMA:
            mfma_total += dur
            macs = macs_of[idx]
            macs_total += macs
            if phase_of[idx] == rowsum_phase:
                macs_rowsum += macs
            if pe > ws and s < we_:
                ov = (pe if pe < we_ else we_) - (s if s > ws else ws)
                mfma_win += ov
                macs_win += macs * ov / dur
            if in_block:
                block_mfma_phase[phase_of[idx]] += dur
                block_macs_phase[phase_of[idx]] += macs
        else:
            valu_total += dur
            if pe > ws and s < we_:
                valu_win += (pe if pe < we_ else we_) - (s if s > ws else ws)
            if in_block:
                block_valu += dur
                block_phase[phase_of[idx]] += dur
    block = None
    if blocks and window:
        nb = len(blocks)
        by_phase = {p: block_phase[i] / nb for i, p in enumerate(PHASES) if block_phase[i]}
        mfma_by_phase = {p: block_mfma_phase[i] / nb for i, p in enumerate(PHASES) if block_mfma_phase[i]}
        macs_by_phase = {p: block_macs_phase[i] / nb for i, p in enumerate(PHASES) if block_macs_phase[i]}
        block = BlockFigures(mfma_cycles=sum(mfma_by_phase.get(p, 0.0) for p in BLOCK_MFMA_PHASES),
                             macs=sum(macs_by_phase.get(p, 0.0) for p in BLOCK_MFMA_PHASES),
                             qk_macs=macs_by_phase.get("qk", 0.0),
                             rowsum_mfma_cycles=mfma_by_phase.get("rowsum", 0.0),
                             rowsum_macs=macs_by_phase.get("rowsum", 0.0),
                             mfma_cycles_by_phase=mfma_by_phase,
                             valu_cycles=block_valu / nb,
                             p_valu_cycles=sum(by_phase.get(p, 0.0) for p in P_PHASES),
                             valu_cycles_by_phase=by_phase, instructions=block_insts / nb)
    reasons_total: dict[str, int] = {}
    reasons_win: dict[str, int] = {}
    for s, e, why in idle_spans:
        reasons_total[why] = reasons_total.get(why, 0) + (e - s)
        if window:
            ov = (e if e < we_ else we_) - (s if s > ws else ws)  # _overlap(s, e, *window)
            reasons_win[why] = reasons_win.get(why, 0) + (ov if ov > 0 else 0)
    tail = total - max([s for s, _, _ in idle_spans] + [0])
    del tail
    idle = tuple(sorted((IdleReason(r, reasons_total.get(r, 0), reasons_win.get(r, 0), IDLE_REASONS[r])
                         for r in IDLE_REASONS if reasons_total.get(r, 0)),
                        key=lambda r: (-r.steady_cycles, -r.cycles, r.reason)))
    clock_hz = clock_mhz * 1e6
    tflops_total = 2 * macs_total / simds / (total / clock_hz) * simds_per_chip / 1e12 if total else 0.0
    win_len = window[1] - window[0] if window else 0
    steady_blocks = (k1 - k0) * len(waves) // simds if window else 0  # per SIMD
    notes = [
        f"key-block loop: {'none found (no backward branch); steady state = whole run' if main_loop is None else f'instructions 0x{prog[main_loop[0]].address:x}..0x{prog[main_loop[1]].address:x}, run {iterations} times per wave'}",
        "branches: back-edges taken iterations-1 times; forward conditional branches leaving a loop "
        "taken after `iterations` trips; s_cbranch_execnz taken (all lanes active); s_cbranch_scc0/1 "
        "follow SCC when a constant model of SGPRs (seeded with the wave's workitem id in v0) knows "
        "it; every other forward conditional branch is not taken",
        f"steady state: iterations [{k0}, {k1}) of wave 0 (first and last quarter dropped)" if window
        else "steady state: not measured (no key-block loop or too few iterations)",
        (f"waves: {len(waves)} on the simulated SIMD (workgroup of {wg_waves} waves; wave i of a "
         f"workgroup runs on SIMD i mod {int(table.fact('simds_per_cu').value)})" if simds == 1 else
         f"waves: {len(waves)} on the {simds} SIMDs of one CU ({len(waves) // wg_waves} workgroups "
         f"of {wg_waves} waves; wave i of a workgroup on SIMD i mod {simds}; one LDS)"),
        f"TFLOP/s: 2 x MACs (MxNxK of each MFMA mnemonic) x {simds_per_chip} SIMDs running this schedule",
    ]
    if macs_rowsum:
        notes.append(f"TFLOP/s counts row-sum MFMAs too ({100 * macs_rowsum / macs_total:.1f}% of the "
                     f"MACs); the attention work itself is the QK^T and PV MFMAs")
    if classify_note:
        notes.append("phases: " + classify_note)
    if unknown:
        notes.append("not in isa/gfx950.isa, timed with their unit's defaults: " + ", ".join(unknown))
    # the timeline kept in the result: the steady-state window (what the SVG draws), or the
    # whole run when there is none, at most TIMELINE_CYCLES cycles
    info = [(x.phase, x.address, x.mnemonic) for x in prog]
    lo_t, hi_t = window if window else (0, total)
    hi_t = min(hi_t, lo_t + TIMELINE_CYCLES)
    segs = tuple(Segment(wn, PIPES[pipe], s, pe, *info[idx], it)
                 for (wn, pipe, s, pe, _we, idx, it) in segments if s < hi_t and pe > lo_t or s == pe == lo_t)
    return OccupancyResult(
        kernel=kernel.name, iterations=iterations, waves_per_simd=-(-len(waves) // simds),
        workgroup_waves=wg_waves, clock_mhz=clock_mhz, total_cycles=total,
        instructions_executed=executed,
        loop=None if main_loop is None else (prog[main_loop[0]].address, prog[main_loop[1]].address),
        steady_window=window, steady_blocks=steady_blocks,
        mfma_busy_total=mfma_total / simds / total if total else 0.0,
        mfma_busy_steady=mfma_win / simds / win_len if win_len else None,
        valu_busy_total=valu_total / simds / total if total else 0.0,
        valu_busy_steady=valu_win / simds / win_len if win_len else None,
        cycles_per_block=win_len / steady_blocks if steady_blocks else None,
        loop_iteration_cycles=win_len / (k1 - k0) if window else None,
        block=block, idle_reasons=idle, macs_total=int(macs_total),
        tflops_total=tflops_total,
        tflops_steady=2 * macs_win / simds / (win_len / clock_hz) * simds_per_chip / 1e12 if win_len else None,
        simds_per_chip=simds_per_chip, assumptions=assumptions(table, prog),
        notes=tuple(notes), segments=segs)


def assumptions(table: IsaTable, prog: Sequence[_Inst] | None = None) -> tuple[Assumption, ...]:
    """Every number and policy the model used, with its status from isa/ (or 'model')."""
    out: list[Assumption] = []

    def fact(name: str, meaning: str) -> None:
        f = table.fact(name)
        out.append(Assumption(name, f"{f.value:g}", f.status, f.source, meaning))
    fact("mfma_cycles_per_pass", "MFMA pipe cycles per pass")
    fact("mfma_valu_concurrent", "1: an MFMA and VALU work (of any wave) overlap on one SIMD")
    fact("mfma_issue_uses_valu_port", "1: an MFMA's issue cycles hold the VALU issue port")
    fact("mfma_result_extra_latency", "cycles after an MFMA's last pass before a non-accumulating reader")
    fact("vmem_latency", "vector memory load/store latency, cycles (returns in order)")
    fact("lds_latency", "LDS latency, cycles")
    fact("smem_latency", "scalar memory latency, cycles")
    fact("compute_units", "CUs per chip (for TFLOP/s)")
    fact("simds_per_cu", "SIMDs per CU")
    for unit, qs in sorted(table.unit_defaults.items()):
        for q, f in sorted(qs.items()):
            out.append(Assumption(f"{unit}.{q}", f"{f.value:g}", f.status, f.source,
                                  f"default {q} cycles of a {unit} instruction"))
    if prog is not None:
        seen = set()
        for x in prog:
            if x.mnemonic in seen or x.mnemonic not in table.ops:
                continue
            seen.add(x.mnemonic)
            info = table.ops[x.mnemonic]
            d = table.unit_defaults.get(info.unit, {})
            for q in ("issue", "latency", "passes"):
                f = getattr(info, q)
                if f is not None and f != d.get(q):
                    out.append(Assumption(f"{x.mnemonic}.{q}", f"{f.value:g}", f.status, f.source,
                                          f"{q} of {x.mnemonic}"))
    for name, meaning in (
        ("arbitration", "one instruction enters each pipe per cycle; waves compete by s_setprio, "
                        "then oldest (lowest index) first; a wave issues in order, one at a time"),
        ("mfma_accumulation", "an MFMA whose C is exactly the D of the previous MFMA writing it "
                              "follows back-to-back without waiting for the result"),
        ("dependencies", "a reader waits for its registers' results (table latencies); memory "
                         "results wait for the load; no WAR/WAW or bank-conflict stalls"),
        ("waitcnt", "vmcnt counts vector loads and stores, returning in order; lgkmcnt counts LDS "
                    "(in order) and scalar loads; expcnt is ignored"),
        ("barrier", "s_barrier joins the simulated waves of a workgroup; its waves on the other "
                    "SIMDs are assumed to run the same schedule and arrive together"),
        ("wave_placement", "wave i of a workgroup runs on SIMD i mod simds_per_cu"),
        ("front_end", "no instruction fetch, instruction buffer or cache-miss limits; branches "
                      "cost their issue cycles only"),
    ):
        out.append(Assumption(name, "policy", "unverified", "model", meaning))
    return tuple(out)

