"""Cycle-occupancy model of one gfx950 SIMD: how busy is the matrix pipe?

The model reads a *code object* (through `zyfagen.codeobj`, never our IR), so it runs on
zyfagen's kernels and on other compilers' kernels alike. Every instruction fact (unit,
issue cycles, latency, MFMA passes) and every global number (cycles per MFMA pass, memory
latencies, the MFMA/VALU overlap switch) comes from `zyfagen.isa.load_table()`; this module
holds the *policies* (arbitration, branches, phases), each listed in every report.

What is modelled, per simulated SIMD:
- the waves of one SIMD (by default those of one workgroup that land on SIMD 0: waves
  0, 4, 8, ... of the workgroup), each issuing in program order, at most one instruction in
  flight per wave's issue slot (`issue` cycles of the table);
- pipes: MFMA (busy passes x mfma_cycles_per_pass), VALU (issue cycles; transcendentals use
  their own, slower issue rate), SALU, LDS, vector memory, scalar memory, branch, misc;
  one instruction may enter each pipe per cycle; waves compete for a pipe by `s_setprio`
  priority, then by age (lower wave index first);
- register dependencies (VGPR/AGPR/SGPR/VCC/EXEC/M0/SCC) with the table's latencies; an
  MFMA accumulating into exactly the C/D range of the previous MFMA that wrote it follows
  back-to-back without waiting for the result (dependent accumulation; modelling choice);
- `s_waitcnt vmcnt/lgkmcnt`: vector-memory operations return in order; LDS and scalar loads
  share lgkmcnt; `s_nop N` holds the wave N+1 cycles; `s_barrier` joins the simulated
  waves of one workgroup (waves of the same workgroup on other SIMDs are assumed to run
  the same schedule, so they arrive at the same time); `s_setprio` changes arbitration.

Branches are not executed functionally (no EXEC/VCC model). A backward branch closes a loop
that runs `iterations` times (the back-edge is taken iterations-1 times, then falls
through); a forward conditional branch leaving a loop is taken once the loop ran
`iterations` times; other forward conditional branches are not taken, except
`s_cbranch_execnz` (lanes are assumed active: taken) and `s_cbranch_scc0/1` whose SCC is
known from a tiny constant model of SGPRs seeded with the wave's index (so kernels that
give the two waves of a SIMD different roles, e.g. an extra `s_barrier` for one half of
the workgroup, behave as on hardware).
"""
from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
import operator
from operator import itemgetter
from typing import Any, NamedTuple, Sequence

from . import codeobj
from .codeobj import DecodedInst, KernelCode, Operand, waitcnt_counts
from .errors import UserError
from .classify import Limits, classifier, classify, destination_count, limits
from .isa import Fact, IsaTable, OpInfo, load_table

# ---- pipes, phases, reasons -----------------------------------------------------

PIPES = ("mfma", "valu", "salu", "lds", "vmem", "smem", "branch", "misc")
_PIPE_OF_UNIT = {"mfma": 0, "valu": 1, "valu_trans": 1, "salu": 2, "lds": 3, "vmem": 4,
                 "smem": 5, "branch": 6, "misc": 7}
P_MFMA, P_VALU = 0, 1

PHASES = ("qk", "softmax", "p", "pv", "rowsum", "rescale", "memory", "other")
PHASE_MEANING = {
    "qk": "MFMAs whose A/B operands do not derive from matrix results (scores S = QK^T; "
          "every MFMA of a plain GEMM)",
    "softmax": "VALU row statistics: max/min of scores and anything computed only from them "
               "(row max, alpha = exp(m_old - m_new))",
    "p": "VALU work on the elementwise scores: scaling, exp / piecewise-linear 2^t, conversion "
         "to FP8, row sums (the probabilities P)",
    "pv": "MFMAs whose A/B operands derive from scores (P V), or, when P passes through LDS, "
          "MFMAs accumulating into a loop-carried C beside fresh-C MFMAs",
    "rowsum": "MFMAs multiplying score-derived P by a constant matrix (one operand made only from "
              "immediates, e.g. all ones): row sums of P on the matrix pipe, not part of QK^T or PV",
    "rescale": "VALU work reading the PV accumulator (rescale of O, final normalisation)",
    "memory": "LDS, vector- and scalar-memory instructions",
    "other": "VALU not derived from matrix results (addresses, indices, constants), SALU, "
             "branches, waits",
}
# phases whose VALU cycles count as "VALU cycles computing P"
P_PHASES = ("p",)
# MFMA phases that make up a key block's attention work (QK^T and PV); "rowsum" MFMAs are
# reported apart, and a block's size is read from its QK^T MACs (see BlockFigures)
BLOCK_MFMA_PHASES = ("qk", "pv")

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

# ---- register numbering -----------------------------------------------------------
_V0, _A0, _S0, _TTMP0 = 0, 256, 512, 640
_SPECIAL_REGS = {"vcc_lo": (656, 657), "vcc_hi": (657, 658), "vcc": (656, 658),
                 "exec_lo": (658, 659), "exec_hi": (659, 660), "exec": (658, 660),
                 "m0": (660, 661), "scc": (661, 662)}
_MISC_REG = (662, 663)
_NREGS = 663
_SCC = 661

# writer kinds of a register (why a reader waits)
W_NONE, W_VALU, W_MFMA, W_MEM, W_SALU = 0, 1, 2, 3, 4

# instruction kinds
(K_PLAIN, K_MFMA, K_VM, K_LGKM, K_WAITCNT, K_NOP, K_BARRIER, K_SETPRIO, K_BRANCH,
 K_CBRANCH, K_ENDPGM, K_SLEEP) = range(12)

# SALU operations the constant model of SGPRs follows (others make their results unknown)
_SCALAR_MODELLED = re.compile(r"^(v_readfirstlane_b32|s_cmp_(eq|lg|gt|ge|lt|le)_(u32|i32)|"
                              r"s_(mov|movk|add|sub|mul|lshr|lshl|and|or|xor)_(b32|u32|i32))$")
_MFMA_SHAPE = re.compile(r"_(\d+)x(\d+)x(\d+)(?:_(\d+)b)?")


def mfma_macs(mnemonic: str) -> int:
    """Multiply-accumulates of one MFMA, from the MxNxK (and blocks) in its LLVM mnemonic.

    derived: v_mfma_f32_32x32x64_f8f6f4 -> 32*32*64 = 65,536 (cdna4-facts.md lists the same).
    """
    m = _MFMA_SHAPE.search(mnemonic)
    if not m:
        raise UserError(f"cannot read the MxNxK shape from MFMA mnemonic {mnemonic!r}")
    blocks = int(m[4]) if m[4] else 1
    return int(m[1]) * int(m[2]) * int(m[3]) * blocks


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


# ---- instruction compilation -------------------------------------------------------


class _Inst:
    """An instruction prepared for the event loop (internal; plain slots for speed)."""

    __slots__ = ("index", "address", "mnemonic", "unit", "pipe", "kind", "wave_cycles",
                 "pipe_cycles", "latency", "reads", "writes", "wkind", "c_range", "arg",
                 "macs", "phase", "exit_of", "text", "sdef", "sops", "src_c", "ab_reads",
                 "a_src", "b_src")

    def __init__(self) -> None:
        self.reads: tuple[tuple[int, int], ...] = ()
        self.writes: tuple[tuple[int, int], ...] = ()
        self.c_range: tuple[int, int] | None = None
        self.arg: Any = None
        self.macs = 0
        self.exit_of: int | None = None
        self.sdef: tuple[int, int] | None = None
        self.sops: tuple[Operand, ...] = ()
        self.src_c: tuple[int, int] | None = None
        self.ab_reads: tuple[tuple[int, int], ...] = ()
        self.a_src: tuple[int, int] | None = None  # MFMA A and B operand registers
        self.b_src: tuple[int, int] | None = None
        self.phase = "other"


def _ranges(op: Operand) -> tuple[int, int] | None:
    k = op.kind
    if k == "v":
        return (_V0 + op.index, _V0 + op.index + op.width)
    if k == "a":
        return (_A0 + op.index, _A0 + op.index + op.width)
    if k == "s":
        return (_S0 + op.index, _S0 + op.index + op.width)
    if k == "ttmp":
        return (_TTMP0 + op.index, _TTMP0 + op.index + op.width)
    if k in _SPECIAL_REGS:
        return _SPECIAL_REGS[k]
    if k in ("flat_scratch", "xnack_mask", "shared_base", "private_base", "vccz", "execz"):
        return _MISC_REG
    return None


def unit_of(mnemonic: str, table: IsaTable) -> str:
    """The unit of a mnemonic (zyfagen.classify: the table's, or the one its name implies)."""
    return classify(mnemonic, table).unit


def _quantity(info: OpInfo | None, unit: str, table: IsaTable, name: str) -> Fact | None:
    if info is not None:
        return getattr(info, name)
    return table.unit_defaults.get(unit, {}).get(name)


def _decode_waitcnt(inst: DecodedInst, lim: Limits) -> tuple[int | None, int | None]:
    """The codeobj counts, with a saturated raw field (all ones) meaning 'no wait'."""
    vm, lgkm = waitcnt_counts(inst)
    if not inst.modifiers:  # a raw SIMM16: an all-ones field does not wait on that counter
        vm = None if vm == lim.vmcnt_max else vm
        lgkm = None if lgkm == lim.lgkmcnt_max else lgkm
    return vm, lgkm


def _compile(kernel: KernelCode, table: IsaTable) -> tuple[list[_Inst], list[str]]:
    cpp = int(table.fact("mfma_cycles_per_pass").value)
    extra = int(table.fact("mfma_result_extra_latency").value)
    lat_mem = {"vmem": int(table.fact("vmem_latency").value),
               "lds": int(table.fact("lds_latency").value),
               "smem": int(table.fact("smem_latency").value)}
    index_of = {inst.address: i for i, inst in enumerate(kernel.instructions)}
    lim = limits(table)
    classes = classifier(table)
    unknown: dict[str, str] = {}
    prog: list[_Inst] = []
    for i, d in enumerate(kernel.instructions):
        m = d.mnemonic
        info = table.ops.get(m)
        cls = classes(m)
        unit = cls.unit
        if info is None:
            if unit == "mfma":
                raise UserError(f"{kernel.name}: MFMA {m} at 0x{d.address:x} is not in isa/gfx950.isa; "
                                f"add it with its pass count")
            unknown.setdefault(m, unit)
        x = _Inst()
        x.index, x.address, x.mnemonic, x.unit, x.text = i, d.address, m, unit, d.text
        x.pipe = _PIPE_OF_UNIT[unit]
        issue = _quantity(info, unit, table, "issue")
        x.wave_cycles = max(1, int(issue.value)) if issue else 1
        x.pipe_cycles = x.wave_cycles
        lat = _quantity(info, unit, table, "latency")
        x.latency = int(lat.value) if lat else x.wave_cycles
        ops = d.operands
        regs = [(_ranges(o), o) for o in ops]
        # which operands are written: the table's directions when they line up with the
        # printed operands, else the first operand unless the mnemonic defines nothing
        if info is not None and len(info.operands) == len(ops):
            defs = [s.is_def for s in info.operands]
            uses = [s.is_use for s in info.operands]
        else:
            ndef = destination_count(cls, ops, dict(d.modifiers), lambda o: _ranges(o) is not None)
            defs = [j < ndef for j in range(len(ops))]
            uses = [not dj for dj in defs]
        reads = [r for (r, o), u in zip(regs, uses) if u and r]
        writes = [r for (r, o), w in zip(regs, defs) if w and r]
        imp_in = info.implicit_in if info else ()
        imp_out = info.implicit_out if info else ()
        if info is None and m.startswith("s_"):
            imp_in = ("scc",) if cls.reads_scc else ()
            imp_out = ("scc",) if cls.writes_scc else ()
        if cls.branch_condition in ("vcc", "exec"):
            imp_in = (cls.branch_condition,)
        reads += [_SPECIAL_REGS[r] for r in imp_in if r in _SPECIAL_REGS]
        writes += [_SPECIAL_REGS[r] for r in imp_out if r in _SPECIAL_REGS]
        x.kind = K_PLAIN
        x.wkind = {"valu": W_VALU, "valu_trans": W_VALU, "mfma": W_MFMA, "salu": W_SALU,
                   "lds": W_MEM, "vmem": W_MEM, "smem": W_MEM}.get(unit, W_SALU)
        if unit == "mfma":
            x.kind = K_MFMA
            passes = info.passes.value
            x.pipe_cycles = int(passes * cpp)
            x.latency = x.pipe_cycles + extra
            x.macs = mfma_macs(m)
            dst = _ranges(ops[0])
            src_c = _ranges(ops[3]) if len(ops) > 3 else None
            x.src_c = src_c
            x.ab_reads = tuple(r for j, o in enumerate(ops) if j in (1, 2, 4, 5)
                               and (r := _ranges(o)) is not None)
            x.a_src = _ranges(ops[1]) if len(ops) > 1 else None
            x.b_src = _ranges(ops[2]) if len(ops) > 2 else None
            if src_c is not None and src_c == dst:
                x.c_range = src_c
                reads = [r for r in reads if r != src_c]
        elif unit in ("vmem", "lds", "smem"):
            x.kind = K_VM if unit == "vmem" else K_LGKM
            x.latency = lat_mem[unit]
        elif m == "s_waitcnt":
            x.kind, x.arg = K_WAITCNT, _decode_waitcnt(d, lim)
        elif m == "s_nop":
            x.kind, x.arg = K_NOP, int(ops[0].value) + 1 if ops and ops[0].kind == "imm" else 1
        elif m == "s_sleep":
            x.kind, x.arg = K_SLEEP, 64 * int(ops[0].value) if ops and ops[0].kind == "imm" else 64
        elif m == "s_barrier":
            x.kind = K_BARRIER
        elif m == "s_setprio":
            x.kind, x.arg = K_SETPRIO, int(ops[0].value) if ops and ops[0].kind == "imm" else 0
        elif m == "s_endpgm":
            x.kind = K_ENDPGM
        elif m == "s_branch" or cls.conditional_branch:
            if d.branch_target is None or d.branch_target not in index_of:
                raise UserError(f"{kernel.name}: branch at 0x{d.address:x} ({d.text}) has no target "
                                f"inside the kernel")
            x.kind = K_BRANCH if m == "s_branch" else K_CBRANCH
            x.arg = index_of[d.branch_target]
        x.reads = tuple(sorted(set(reads)))
        x.writes = tuple(sorted(set(writes)))
        if unit == "salu" or m == "v_readfirstlane_b32":
            x.sdef = next((r for r in writes if _S0 <= r[0] < _TTMP0), None)
            if _SCALAR_MODELLED.match(m):
                x.sops = ops
        prog.append(x)
    return prog, [f"{k} ({v})" for k, v in sorted(unknown.items())]


# ---- static analysis: loops and phases ---------------------------------------------


def _loops(prog: list[_Inst]) -> list[tuple[int, int]]:
    """(header index, back-edge index) of every backward branch."""
    return [(x.arg, x.index) for x in prog if x.kind in (K_BRANCH, K_CBRANCH) and x.arg <= x.index]


def _mark_exits(prog: list[_Inst], loops: list[tuple[int, int]]) -> None:
    for x in prog:
        if x.kind == K_CBRANCH and x.arg > x.index:
            inner = [(h, b) for h, b in loops if h <= x.index <= b and x.arg > b]
            if inner:
                x.exit_of = min(inner, key=lambda hb: hb[1] - hb[0])[1]


_MAXMIN = re.compile(r"^v_(pk_)?(max|min|max3|min3|maximum|minimum|maximum3|minimum3)_")
T_S, T_ROW, T_O = 1, 2, 4


def _carried_mfmas(prog: list[_Inst], loop: tuple[int, int]) -> tuple[set[int], set[int]]:
    """MFMAs of a loop whose C value comes from the previous iteration, and those whose C is
    fresh (a constant, or a value first made inside this iteration)."""
    h, b = loop
    carried = [True] * _NREGS  # at the header every register holds last iteration's value
    out_carried, out_fresh = set(), set()
    for x in prog[h:b + 1]:
        if x.kind == K_MFMA:
            c = x.src_c
            is_carried = c is not None and any(carried[c[0]:c[1]])
            (out_carried if is_carried else out_fresh).add(x.index)
            for lo, hi in x.writes:
                carried[lo:hi] = [is_carried] * (hi - lo)
        elif x.kind in (K_VM, K_LGKM):
            for lo, hi in x.writes:
                carried[lo:hi] = [False] * (hi - lo)
        else:
            any_in = any(any(carried[lo:hi]) for lo, hi in x.reads)
            for lo, hi in x.writes:
                carried[lo:hi] = [any_in] * (hi - lo)
    return out_carried, out_fresh


def _phases(prog: list[_Inst], forced_pv: set[int], loops: list[tuple[int, int]]) -> None:
    """Give every instruction a phase by following score-derived values through registers.

    Walks the code in address order; every loop body is walked twice, the second time from
    the state the first walk left, so values carried around the loop are seen. Beside the
    taint, it follows which registers hold constants (values made only from immediates, EXEC
    aside): an MFMA multiplying score-derived P by a constant operand is a row sum ("rowsum"),
    not PV.
    """
    taint = [0] * _NREGS
    const = [False] * _NREGS  # kernel arguments, workitem ids: not constants
    exec_lo, exec_hi = _SPECIAL_REGS["exec"]

    def is_const(r: tuple[int, int] | None) -> bool:
        return r is None or all(const[r[0]:r[1]])

    def tainted(r: tuple[int, int] | None) -> int:
        t = 0
        if r is not None:
            for v in taint[r[0]:r[1]]:
                t |= v
        return t
    headers = {}
    for h, b in loops:
        if b - h > headers.get(h, -1):
            headers[h] = b

    def step(x: _Inst) -> None:
        ins = 0
        for lo, hi in x.reads:
            for t in taint[lo:hi]:
                ins |= t
        if x.kind == K_MFMA:
            ab = 0
            for lo, hi in x.ab_reads:  # A, B and scales; not C
                for t in taint[lo:hi]:
                    ab |= t
            is_pv = bool(ab & T_S) or x.index in forced_pv
            x.phase = "pv" if is_pv else "qk"
            if is_pv:
                ta, tb = tainted(x.a_src), tainted(x.b_src)
                if (ta & T_S and not tb & T_S and is_const(x.b_src)) or \
                        (tb & T_S and not ta & T_S and is_const(x.a_src)):
                    x.phase = "rowsum"
            out = T_O if is_pv else T_S
        elif x.kind in (K_VM, K_LGKM):
            x.phase, out = "memory", 0
        elif x.unit in ("valu", "valu_trans"):
            if ins & T_O:
                x.phase, out = "rescale", T_O
            elif ins & T_S:
                if _MAXMIN.match(x.mnemonic):
                    x.phase, out = "softmax", T_ROW
                else:
                    x.phase, out = "p", T_S
            elif ins & T_ROW:
                x.phase, out = "softmax", T_ROW
            else:
                x.phase, out = "other", 0
        else:
            x.phase, out = "other", 0
        made_const = x.kind not in (K_MFMA, K_VM, K_LGKM) and all(
            lo >= exec_lo and hi <= exec_hi or all(const[lo:hi]) for lo, hi in x.reads)
        for lo, hi in x.writes:
            taint[lo:hi] = [out] * (hi - lo)
            const[lo:hi] = [made_const] * (hi - lo)

    i = 0
    while i < len(prog):
        if i in headers:
            b = headers[i]
            for _ in range(2):
                for x in prog[i:b + 1]:
                    step(x)
            i = b + 1
        else:
            step(prog[i])
            i += 1


def classify(prog: list[_Inst], main_loop: tuple[int, int] | None,
             loops: list[tuple[int, int]]) -> str | None:
    """Assign phases; returns a note when the loop-carried fallback decided PV."""
    _phases(prog, set(), loops)
    if main_loop is None:
        return None
    h, b = main_loop
    if any(x.phase in ("pv", "rowsum") for x in prog[h:b + 1]):
        return None
    carried, fresh = _carried_mfmas(prog, main_loop)
    if carried and fresh:
        _phases(prog, carried, loops)
        return ("no MFMA of the key-block loop reads score-derived registers (P passes through "
                "memory), so MFMAs accumulating into a loop-carried C beside fresh-C MFMAs are "
                "counted as PV")
    return None


# ---- the event loop -----------------------------------------------------------------


class _Wave:
    __slots__ = ("n", "wave_id", "group", "pc", "free", "prio", "done", "at_barrier", "ready",
                 "wk", "acc_hi", "vm", "lgkm", "loops", "sval", "scc", "v0_tid", "executed",
                 "iter", "starts", "exit_time", "nop_until", "from_backedge", "wake",
                 "scc_branches")

    def __init__(self, n: int, wave_id: int, group: int) -> None:
        self.n, self.wave_id, self.group = n, wave_id, group
        self.pc = 0
        self.free = 0
        self.wake = 0
        self.scc_branches = 0
        self.prio = 0
        self.done = False
        self.at_barrier = False
        self.ready = [0] * _NREGS
        self.wk = bytearray(_NREGS)
        self.acc_hi: dict[int, int] = {}
        self.vm: list[int] = []
        self.lgkm: list[int] = []
        self.loops: dict[int, int] = {}
        self.sval: dict[int, int] = {}
        self.scc: int | None = None
        self.v0_tid = True
        self.executed = 0
        self.iter = -1
        self.starts: list[int] = []
        self.exit_time: int | None = None
        self.nop_until = 0
        self.from_backedge = False


def _count_ready(times: list[int], n: int, t: int) -> int:
    """Earliest time at which at most n of the outstanding completions are still pending."""
    pending = sorted((c for c in times if c > t), reverse=True)
    return pending[n] if len(pending) > n else t


_U32 = 0xFFFFFFFF


def _sgpr_value(w: _Wave, op: Operand) -> int | None:
    if op.kind == "imm":
        return int(op.value) & _U32
    if op.kind == "s" and op.width == 1:
        return w.sval.get(_S0 + op.index)
    return None


_SCALAR_CMP = {"eq": operator.eq, "lg": operator.ne, "gt": operator.gt, "ge": operator.ge,
               "lt": operator.lt, "le": operator.le}
_SCALAR_OPS = {"s_mov": lambda a, b: a, "s_movk": lambda a, b: a, "s_add": operator.add,
               "s_sub": operator.sub, "s_mul": operator.mul,
               "s_lshr": lambda a, b: a >> (b & 31), "s_lshl": lambda a, b: a << (b & 31),
               "s_and": operator.and_, "s_or": operator.or_, "s_xor": operator.xor}


def _scalar_step(w: _Wave, x: _Inst) -> None:
    """Constant-propagate the few SALU operations that decide wave-role branches."""
    m, ops = x.mnemonic, x.sops
    result: int | None = None
    scc: int | None = None
    if m == "v_readfirstlane_b32":
        if len(ops) == 2 and ops[1].kind == "v" and ops[1].index == 0 and w.v0_tid:
            result = 64 * w.wave_id  # lane 0's workitem id (1-D workgroup)
    elif m.startswith("s_cmp_") and len(ops) == 2:
        a, b = _sgpr_value(w, ops[0]), _sgpr_value(w, ops[1])
        if a is not None and b is not None:
            signed = m.endswith("_i32")
            if signed:
                a = a - (1 << 32) if a & 0x80000000 else a
                b = b - (1 << 32) if b & 0x80000000 else b
            scc = int(_SCALAR_CMP[m[6:8]](a, b))
        w.scc = scc
        return
    elif len(ops) >= 2 and ops[0].kind == "s" and ops[0].width == 1:
        vals = [_sgpr_value(w, o) for o in ops[1:]]
        if all(v is not None for v in vals):
            a = vals[0]
            b = vals[1] if len(vals) > 1 else 0
            base = m.rsplit("_", 1)[0]
            fn = _SCALAR_OPS.get(base)
            if fn is not None and (m.endswith("_b32") or m.endswith("_u32") or m.endswith("_i32")):
                raw = fn(a, b)
                result = raw & _U32
                if base in ("s_add",):
                    scc = int(raw > _U32) if m.endswith("_u32") else None
                elif base in ("s_sub",):
                    scc = int(raw < 0) if m.endswith("_u32") else None
                elif base in ("s_lshr", "s_lshl", "s_and", "s_or", "s_xor"):
                    scc = int(result != 0)
    if x.sdef is not None:
        lo, hi = x.sdef
        for r in range(lo, hi):
            w.sval.pop(r, None)
        if result is not None and hi - lo == 1:
            w.sval[lo] = result
    if any(lo <= _SCC < hi for lo, hi in x.writes):
        w.scc = scc


# prepared programs of recently simulated kernels: (kernel, table, prepared) by id(kernel);
# the entry keeps the kernel and table alive, so an id is not reused while it is cached
_PREPARED: dict[int, tuple] = {}


def _reads_getter(reads: tuple[tuple[int, int], ...]) -> Any:
    """A function of a wave's ready times giving those of every register read (a tuple),
    or None when the instruction reads no register."""
    regs = [r for lo, hi in reads for r in range(lo, hi)]
    if not regs:
        return None
    if len(regs) == 1:
        regs.append(regs[0])  # itemgetter of one index returns a bare value, not a tuple
    return itemgetter(*regs)


def _prepare(kernel: KernelCode, table: IsaTable) -> tuple:
    """The compiled program, its loops, key-block loop, phases and event-loop tuples.

    Everything here depends on the kernel and the table only, so repeated simulations of
    one kernel (other iteration counts, clocks, wave counts) reuse it.
    """
    hit = _PREPARED.get(id(kernel))
    if hit is not None and hit[0] is kernel and hit[1] is table:
        return hit[2]
    prog, unknown = _compile(kernel, table)
    if not prog:
        raise UserError(f"{kernel.name}: the kernel has no instructions")
    loops = _loops(prog)
    _mark_exits(prog, loops)
    main_loop = None
    if loops:
        def mfmas(hb):
            return sum(1 for x in prog[hb[0]:hb[1] + 1] if x.kind == K_MFMA)
        main_loop = max(loops, key=lambda hb: (mfmas(hb), -(hb[1] - hb[0])))
    classify_note = classify(prog, main_loop, loops)
    # the event loop reads plain tuples: unpacking one is much cheaper than slot lookups
    fast = [(x.pipe, x.kind, _reads_getter(x.reads), x.c_range, x.wave_cycles, x.pipe_cycles,
             x.latency, x.wkind, tuple((lo, hi, hi - lo, bytes((x.wkind,)) * (hi - lo))
                                       for lo, hi in x.writes),
             bool(x.sops), any(lo <= _SCC < hi for lo, hi in x.writes), x.sdef,
             x.unit == "lds", bool(x.writes) and x.writes[0][0] == 0) for x in prog]
    prepared = (prog, unknown, loops, main_loop, classify_note, fast)
    if len(_PREPARED) >= 16:
        _PREPARED.pop(next(iter(_PREPARED)))
    _PREPARED[id(kernel)] = (kernel, table, prepared)
    return prepared


def simulate(kernel: KernelCode, iterations: int = 8, clock_mhz: float = 2400.0,
             waves_per_simd: int | None = None, table: IsaTable | None = None,
             max_cycles: int = 200_000_000, fast_forward: bool = True) -> OccupancyResult:
    """Run the cycle model on one kernel of a code object and summarise the matrix pipe.

    With `fast_forward`, once the whole SIMD state (relative to the time wave 0 takes the
    key-block loop's back-edge) repeats exactly, the repeating iterations are replayed by
    shifting their records in time instead of simulating them again. The model is
    deterministic, so the result is identical to a full simulation (tests check this).
    """
    if iterations < 1:
        raise UserError(f"--iterations must be at least 1, got {iterations}")
    if clock_mhz <= 0:
        raise UserError(f"--clock-mhz must be positive, got {clock_mhz}")
    table = table or load_table()
    simds = int(table.fact("simds_per_cu").value)
    prog, unknown, loops, main_loop, classify_note, fast = _prepare(kernel, table)

    wg_size = kernel.metadata.get(".max_flat_workgroup_size") or 64
    reqd = kernel.metadata.get(".reqd_workgroup_size")
    if reqd:
        wg_size = math.prod(int(v) for v in reqd)
    wg_waves = max(1, math.ceil(int(wg_size) / 64))
    natural = max(1, math.ceil(wg_waves / simds))
    nwaves = waves_per_simd or natural
    if nwaves < 1 or nwaves > 16:
        raise UserError(f"--waves-per-simd must be between 1 and 16, got {nwaves}")
    waves = []
    for n in range(nwaves):
        group, k = divmod(n, natural)
        waves.append(_Wave(n, k * simds, group))

    pipe_free = [0] * len(PIPES)
    valu_blocks_too = table.fact("mfma_valu_concurrent").value == 0
    mfma_port = table.fact("mfma_issue_uses_valu_port").value != 0
    segments: list[tuple] = []
    idle_spans: list[tuple[int, int, str]] = []
    h_idx, b_idx = main_loop if main_loop else (-1, -1)
    n_iter = iterations
    t = 0
    order = sorted(waves, key=lambda w: (-w.prio, w.n))
    alive = len(waves)
    executed = 0
    INF = float("inf")
    nprog = len(prog)
    port_hold = valu_blocks_too or mfma_port
    seg_append = segments.append
    history: list[tuple] = []
    snap_pending = -1  # back-edge wave 0 just took, when fast-forward may replay its loop
    ff_loop = -1  # the loop `history` describes
    # loops whose steady state may be replayed: the key-block loop, and loops disjoint from
    # it (their periods hold no key-block iteration, so iteration numbers stay as they are)
    ff_edges = {b for h, b in loops if b == b_idx or b < h_idx or h > b_idx}
    while alive:
        next_t = INF
        reorder = False
        for w in order:
            if w.done or w.at_barrier:
                continue
            # `wake` is a lower bound of the wave's next issue time: every constraint on it
            # (pipe free times, its registers' ready times, counter returns) only grows
            # until the wave itself issues, so a wave is not re-examined before then
            wake = w.wake
            if wake > t:
                if wake < next_t:
                    next_t = wake
                continue
            pc = w.pc
            (pipe, kind, reads, c_range, wave_cycles, pipe_cycles, latency, wkind, writes,
             scalar, writes_scc, sdef, is_lds, writes_v0) = fast[pc]
            r = pipe_free[pipe]
            if r < t:
                r = t
            ready = w.ready
            if reads is not None:
                v = max(reads(ready))
                if v > r:
                    r = v
            if kind == K_MFMA:
                if c_range is not None:
                    lo, hi = c_range
                    if not (w.wk[lo] == W_MFMA and w.acc_hi.get(lo) == hi):
                        v = max(ready[lo:hi])
                        if v > r:
                            r = v
                if port_hold and pipe_free[P_VALU] > r:
                    r = pipe_free[P_VALU]
            elif kind == K_WAITCNT:
                vm_n, lgkm_n = prog[pc].arg
                if vm_n is not None and w.vm:
                    v = _count_ready(w.vm, vm_n, t)
                    if v > r:
                        r = v
                if lgkm_n is not None and w.lgkm:
                    v = _count_ready(w.lgkm, lgkm_n, t)
                    if v > r:
                        r = v
            if r > t:
                w.wake = r
                if r < next_t:
                    next_t = r
                continue
            # ---- issue at t ----
            executed += 1
            if pc == h_idx and (w.iter < 0 or w.from_backedge):
                w.iter += 1
                w.starts.append(t)
                w.from_backedge = False
            it = w.iter if h_idx <= pc <= b_idx and w.iter >= 0 else -1
            wave_end = t + wave_cycles
            pipe_end = t + pipe_cycles
            done_at = t + latency
            next_pc = pc + 1
            if kind == K_PLAIN:
                pipe_free[pipe] = pipe_end
            elif kind == K_MFMA:
                pipe_free[P_MFMA] = pipe_end
                if valu_blocks_too:
                    pipe_free[P_VALU] = pipe_end
                elif mfma_port:
                    pipe_free[P_VALU] = wave_end
                acc_hi = w.acc_hi
                for lo, hi, _n, _k in writes:
                    acc_hi[lo] = hi
            elif kind == K_VM:
                vm = [c for c in w.vm if c > t]
                if vm and vm[-1] > done_at:
                    done_at = vm[-1]  # vector memory returns in order
                vm.append(done_at)
                w.vm = vm
                pipe_free[pipe] = pipe_end
            elif kind == K_LGKM:
                lgkm = [c for c in w.lgkm if c > t]
                if is_lds and lgkm:
                    done_at = max(done_at, max(lgkm))
                lgkm.append(done_at)
                w.lgkm = lgkm
                pipe_free[pipe] = pipe_end
            elif kind == K_NOP or kind == K_SLEEP:
                wave_end = pipe_end = w.nop_until = t + prog[pc].arg
            elif kind == K_SETPRIO:
                w.prio = prog[pc].arg
                reorder = True
            elif kind == K_ENDPGM:
                w.done = True
                alive -= 1
                wave_end = pipe_end = t  # the run ends when the work does, not a cycle later
            elif kind == K_BARRIER:
                w.at_barrier = True
            elif kind == K_BRANCH or kind == K_CBRANCH:
                x = prog[pc]
                target = x.arg
                if _branch_taken(w, x, target, n_iter):
                    next_pc = target
                    if target <= pc:
                        w.loops[pc] = w.loops.get(pc, 0) + 1
                        if pc == b_idx:
                            w.from_backedge = True
                        if w.n == 0 and pc in ff_edges:
                            snap_pending = pc
                    elif x.exit_of is not None:
                        w.loops[x.exit_of] = 0
                        if x.exit_of == b_idx:
                            w.exit_time = t
                elif target <= pc:
                    w.loops[pc] = 0
                    if pc == b_idx:
                        w.exit_time = t
                pipe_free[pipe] = pipe_end
            else:
                pipe_free[pipe] = pipe_end
            if scalar:
                _scalar_step(w, prog[pc])
            else:
                if writes_scc:
                    w.scc = None
                if sdef is not None and w.sval:
                    sval = w.sval
                    for reg in range(sdef[0], sdef[1]):
                        sval.pop(reg, None)
            if writes:
                wk = w.wk
                for lo, hi, n, kinds in writes:
                    if n == 1:
                        ready[lo] = done_at
                        wk[lo] = wkind
                    else:
                        ready[lo:hi] = [done_at] * n
                        wk[lo:hi] = kinds
                if writes_v0:
                    w.v0_tid = False
                if kind != K_MFMA and w.acc_hi:
                    acc_hi = w.acc_hi
                    for lo, _hi, _n, _k in writes:
                        acc_hi.pop(lo, None)
            seg_append((w.n, pipe, t, pipe_end, wave_end, pc, it))
            w.free = w.wake = wave_end
            if wave_end < next_t:
                next_t = wave_end
            if not w.done:
                w.pc = next_pc
                if next_pc >= nprog:
                    raise UserError(f"{kernel.name}: execution ran past the last instruction "
                                    f"(after 0x{prog[pc].address:x}) without s_endpgm")
            if kind == K_BARRIER or kind == K_ENDPGM:
                _release_barriers(waves, t + wave_cycles)
                for v in waves:
                    if not v.done and not v.at_barrier and t < v.wake < next_t:
                        next_t = v.wake
        if reorder:
            order = sorted(waves, key=lambda v: (-v.prio, v.n))
        if not alive:
            break
        if next_t == INF:
            stuck = [v for v in waves if not v.done]
            raise UserError(f"{kernel.name}: the waves deadlocked (wave(s) "
                            f"{', '.join(str(v.wave_id) for v in stuck)} wait at s_barrier forever)")
        nt = int(next_t)
        if snap_pending >= 0:
            if fast_forward:
                if snap_pending != ff_loop:
                    history.clear()
                    ff_loop = snap_pending
                shift = _fast_forward(waves, pipe_free, segments, idle_spans, history, t, nt,
                                      snap_pending, n_iter, snap_pending == b_idx)
                if shift:
                    executed += shift[1]
                    t += shift[0]
                    nt += shift[0]
            snap_pending = -1
        mf = pipe_free[P_MFMA]
        if mf < nt:
            idle_spans.append((mf if mf > t else t, nt, _idle_reason(order, prog, pipe_free, t)))
        t = nt
        if t > max_cycles:
            raise UserError(f"{kernel.name}: more than {max_cycles} cycles simulated; a loop "
                            f"probably never exits under the branch policy")
    total = t
    for seg in segments:
        pe, we = seg[3], seg[4]
        if pe > total:
            total = pe
        if we > total:
            total = we
    return _summarise(kernel, table, prog, waves, segments, idle_spans, total, executed,
                      iterations, clock_mhz, wg_waves, main_loop, unknown, classify_note)


def _snapshot(waves: list[_Wave], pipe_free: list[int], t: int, nt: int, b_idx: int) -> tuple:
    """The whole simulation state relative to time t (equal snapshots evolve identically)."""
    base = waves[0].loops.get(b_idx, 0)
    out: list = [nt - t, tuple(max(0, p - t) for p in pipe_free)]
    for w in waves:
        out.append((w.pc, w.done, w.at_barrier, w.prio, w.from_backedge, w.v0_tid, w.scc,
                    w.exit_time is None, w.iter - waves[0].iter,
                    w.loops.get(b_idx, 0) - base,
                    tuple(sorted((k, v) for k, v in w.loops.items() if k != b_idx)),
                    tuple(sorted(w.sval)), tuple(sorted(w.acc_hi.items())),
                    max(0, w.wake - t), max(0, w.free - t), max(0, w.nop_until - t),
                    tuple(c - t for c in w.vm if c > t), tuple(c - t for c in w.lgkm if c > t),
                    bytes(w.wk), tuple(r - t if r > t else 0 for r in w.ready)))
    return tuple(out)


def _fast_forward(waves, pipe_free, segments, idle_spans, history, t, nt, b_idx, n_iter,
                  key_loop):
    """Replay whole periods of a repeating steady state; returns (cycles, instructions).

    `b_idx` is the back-edge of the loop wave 0 just took; `key_loop` says whether it is the
    key-block loop (one period then holds q key-block iterations of every wave; any other
    replayed loop is disjoint from it, so iteration numbers do not move).
    """
    snap = _snapshot(waves, pipe_free, t, nt, b_idx)
    mark = (t, snap, len(segments), len(idle_spans), [len(w.starts) for w in waves],
            [dict(w.sval) for w in waves], sum(w.scc_branches for w in waves))
    for q in range(1, len(history) // 2 + 1):
        t0, snap0, seg0, span0, starts0, sval0, scc0 = history[-q]
        if snap0 != snap or history[-2 * q][1] != snap:
            continue
        if scc0 != mark[6]:
            break  # a branch followed a known SCC during the period: simulate it all
        # known SGPR values (loop counters) must advance by the same step every period
        # (a register may alternate, e.g. a double-buffer offset: then a longer period q,
        # over which it steps evenly, is tried next)
        steps = _sval_steps(waves, sval0, history[-2 * q][5])
        if steps is None:
            continue
        period = t - t0
        highest = max(w.loops.get(b_idx, 0) for w in waves if not w.done)
        m = (n_iter - 2 - highest) // q  # every replayed back-edge stays a taken one
        if m <= 0 or period <= 0:
            break
        seg_block = segments[seg0:]
        span_block = idle_spans[span0:]
        start_blocks = [w.starts[n0:] for w, n0 in zip(waves, starts0)]
        for j in range(1, m + 1):
            d = j * period
            di = j * q if key_loop else 0
            # (list comprehensions: cheaper than extending with generators)
            segments += [(wn, pipe, s + d, pe + d, we + d, pc, it + di if it >= 0 else -1)
                         for (wn, pipe, s, pe, we, pc, it) in seg_block]
            idle_spans += [(a + d, b + d, why) for (a, b, why) in span_block]
            for w, block in zip(waves, start_blocks):
                w.starts.extend(st + d for st in block)
        shift = m * period
        for w in waves:
            w.wake += shift
            w.free += shift
            w.nop_until += shift
            w.ready = [r + shift for r in w.ready]
            w.vm = [c + shift for c in w.vm]
            w.lgkm = [c + shift for c in w.lgkm]
            if b_idx in w.loops:
                w.loops[b_idx] += m * q
            if w.iter >= 0 and key_loop:
                w.iter += m * q
        for i in range(len(pipe_free)):
            pipe_free[i] += shift
        for w, step in zip(waves, steps):
            for reg, d in step.items():
                w.sval[reg] = (w.sval[reg] + m * d) & _U32
        history.clear()
        return shift, m * len(seg_block)
    return _remember(history, mark)


def _sval_steps(waves, sval0, sval_prev) -> list[dict[int, int]] | None:
    """Per wave, the step of each known SGPR over one period, or None when a register did
    not advance by the same step in the last two periods."""
    steps = []
    for w, before, older in zip(waves, sval0, sval_prev):
        step = {}
        for reg, v in w.sval.items():
            d1, d0 = (v - before[reg]) & _U32, (before[reg] - older[reg]) & _U32
            if d1 != d0:
                return None
            if d1:
                step[reg] = d1
        steps.append(step)
    return steps


def _remember(history: list, mark: tuple) -> None:
    history.append(mark)
    del history[:-8]
    return None


def _branch_taken(w: _Wave, x: _Inst, target: int, n_iter: int) -> bool:
    m = x.mnemonic
    if target <= x.index:  # a loop back-edge
        if x.kind == K_BRANCH:
            return True
        return w.loops.get(x.index, 0) < n_iter - 1
    if x.kind == K_BRANCH:
        return True
    if x.exit_of is not None:
        return w.loops.get(x.exit_of, 0) >= n_iter
    if m == "s_cbranch_execnz":
        return True
    if m in ("s_cbranch_scc0", "s_cbranch_scc1") and w.scc is not None:
        w.scc_branches += 1
        return w.scc == (1 if m.endswith("1") else 0)
    return False


def _release_barriers(waves: list[_Wave], t: int) -> None:
    groups = {w.group for w in waves}
    for g in groups:
        members = [w for w in waves if w.group == g and not w.done]
        if members and all(w.at_barrier for w in members):
            for w in members:
                w.at_barrier = False
                if w.free < t:
                    w.free = t
                w.wake = w.free


def _idle_reason(order: list[_Wave], prog: list[_Inst], pipe_free: list[int], t: int) -> str:
    """Why the matrix pipe is idle at t: the state of the wave closest to feeding it."""
    others = []
    for w in order:
        if w.done:
            continue
        x = prog[w.pc]
        if w.at_barrier:
            others.append("barrier")
            continue
        if x.kind == K_MFMA:
            if w.nop_until > t:
                return "nop"
            if w.free > t:
                return "issue_conflict"
            worst, why = t, "issue_conflict"
            ready = w.ready
            regs = list(x.reads)
            c = x.c_range
            if c is not None and not (w.wk[c[0]] == W_MFMA and w.acc_hi.get(c[0]) == c[1]):
                regs.append(c)
            for lo, hi in regs:
                for r in range(lo, hi):
                    if ready[r] > worst:
                        worst = ready[r]
                        why = {W_VALU: "valu_result", W_MFMA: "mfma_result",
                               W_MEM: "memory"}.get(w.wk[r], "issue_conflict")
            return why
        if w.nop_until > t:
            others.append("nop")
        elif x.kind == K_WAITCNT:
            others.append("memory")
        elif x.kind == K_BARRIER:
            others.append("barrier")
        elif x.unit in ("valu", "valu_trans"):
            others.append("valu_work")
        else:
            others.append("other_work")
    for reason in ("barrier", "memory", "nop", "valu_work", "other_work"):
        if reason in others:
            return reason
    return "finished"


# ---- summary ---------------------------------------------------------------------------


def _overlap(s: int, e: int, a: int, b: int) -> int:
    return max(0, min(e, b) - max(s, a))


def _summarise(kernel, table, prog, waves, segments, idle_spans, total, executed, iterations,
               clock_mhz, wg_waves, main_loop, unknown, classify_note) -> OccupancyResult:
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
    tflops_total = 2 * macs_total / (total / clock_hz) * simds_per_chip / 1e12 if total else 0.0
    win_len = window[1] - window[0] if window else 0
    steady_blocks = (k1 - k0) * len(waves) if window else 0
    notes = [
        f"key-block loop: {'none found (no backward branch); steady state = whole run' if main_loop is None else f'instructions 0x{prog[main_loop[0]].address:x}..0x{prog[main_loop[1]].address:x}, run {iterations} times per wave'}",
        "branches: back-edges taken iterations-1 times; forward conditional branches leaving a loop "
        "taken after `iterations` trips; s_cbranch_execnz taken (all lanes active); s_cbranch_scc0/1 "
        "follow SCC when a constant model of SGPRs (seeded with the wave's workitem id in v0) knows "
        "it; every other forward conditional branch is not taken",
        f"steady state: iterations [{k0}, {k1}) of wave 0 (first and last quarter dropped)" if window
        else "steady state: not measured (no key-block loop or too few iterations)",
        f"waves: {len(waves)} on the simulated SIMD (workgroup of {wg_waves} waves; wave i of a "
        f"workgroup runs on SIMD i mod {int(table.fact('simds_per_cu').value)})",
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
        kernel=kernel.name, iterations=iterations, waves_per_simd=len(waves),
        workgroup_waves=wg_waves, clock_mhz=clock_mhz, total_cycles=total,
        instructions_executed=executed,
        loop=None if main_loop is None else (prog[main_loop[0]].address, prog[main_loop[1]].address),
        steady_window=window, steady_blocks=steady_blocks,
        mfma_busy_total=mfma_total / total if total else 0.0,
        mfma_busy_steady=mfma_win / win_len if win_len else None,
        valu_busy_total=valu_total / total if total else 0.0,
        valu_busy_steady=valu_win / win_len if win_len else None,
        cycles_per_block=win_len / steady_blocks if steady_blocks else None,
        loop_iteration_cycles=win_len / (k1 - k0) if window else None,
        block=block, idle_reasons=idle, macs_total=int(macs_total),
        tflops_total=tflops_total,
        tflops_steady=2 * macs_win / (win_len / clock_hz) * simds_per_chip / 1e12 if win_len else None,
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


# ---- command line -------------------------------------------------------------------------


def load_target(target: str) -> KernelCode:
    """A kernel from a code object path, or from a spec (.yaml) built by the driver."""
    path = Path(target)
    if not path.exists():
        raise UserError(f"{target}: no such file")
    if path.suffix in (".yaml", ".yml"):
        from .driver import build_spec  # lazy: building pulls in the whole compiler

        data = build_spec(path).code_object
        return codeobj.read_code_object(data).kernel()
    return codeobj.read_code_object(path).kernel()


def simulate_cli(args: argparse.Namespace) -> int:
    """`zyfagen simulate --occupancy TARGET [--iterations N] [--clock-mhz F] [--format ...]`."""
    from . import report

    if not getattr(args, "occupancy", False):
        raise UserError("simulate: only the occupancy model exists; pass --occupancy")
    kernel = load_target(args.target)
    if getattr(args, "kernel", None):
        kernel = codeobj.read_code_object(args.target).kernel(args.kernel)
    result = simulate(kernel, iterations=args.iterations, clock_mhz=args.clock_mhz,
                      waves_per_simd=getattr(args, "waves_per_simd", None))
    fmt = args.format
    if fmt == "json":
        import json

        text = json.dumps(result.to_json(), indent=2) + "\n"
    elif fmt == "svg":
        text = report.render_svg(result)
    else:
        text = report.render_text(result)
    if args.output:
        out = Path(args.output)
        tmp = out.with_name(out.name + ".tmp")
        try:
            tmp.write_text(text)
            tmp.replace(out)
        except OSError as exc:
            raise UserError(f"{out}: cannot write: {exc.strerror}") from None
    else:
        sys.stdout.write(text)
    return 0
