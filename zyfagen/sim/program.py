"""Program preparation for the cycle model: a code object's instructions as event-loop
records (units and pipes from zyfagen.classify, issue cycles and latencies from the table,
register ranges read and written, instruction kinds).
"""
from __future__ import annotations

import re
from typing import Any

from ..classify import Limits, classifier, destination_count, limits
from ..classify import classify as classify_inst
from ..codeobj import DecodedInst, KernelCode, Operand, waitcnt_counts
from ..errors import UserError
from ..hazards import mfma_passes
from ..isa import Fact, IsaTable, OpInfo

# ---- pipes, phases, reasons -----------------------------------------------------

# (cu_lds: the CU's one LDS in the whole-CU scope; its segments show how long an access
# holds it, no instruction issues to it)
PIPES = ("mfma", "valu", "salu", "lds", "vmem", "smem", "branch", "misc", "cu_lds")
_PIPE_OF_UNIT = {"mfma": 0, "valu": 1, "valu_trans": 1, "salu": 2, "lds": 3, "vmem": 4,
                 "smem": 5, "branch": 6, "misc": 7}
P_MFMA, P_VALU, P_CU_LDS = 0, 1, 8

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
# VALU operations whose lane-0 result the engine follows (a wave's role comes from its
# workitem id: AITER computes `v3 = (v0 & 0x3ff) >> 6` and branches on readfirstlane(v3));
# they are lane-wise, so lane 0 of the result is the operation on lane 0 of the sources
_LANE0_MODELLED = re.compile(r"^v_(mov_b32|lshrrev_b32|lshlrev_b32|ashrrev_i32|and_b32|or_b32|"
                             r"xor_b32|add_u32|sub_u32|subrev_u32|mul_u32_u24|lshl_add_u32|"
                             r"add_lshl_u32|and_or_b32|lshl_or_b32)$")
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



# ---- instruction compilation -------------------------------------------------------


class _Inst:
    """An instruction prepared for the event loop (internal; plain slots for speed)."""

    __slots__ = ("index", "address", "mnemonic", "unit", "pipe", "kind", "wave_cycles",
                 "pipe_cycles", "latency", "reads", "writes", "wkind", "c_range", "arg",
                 "macs", "phase", "exit_of", "text", "sdef", "vdef", "sops", "src_c", "ab_reads",
                 "a_src", "b_src")

    def __init__(self) -> None:
        self.reads: tuple[tuple[int, int], ...] = ()
        self.writes: tuple[tuple[int, int], ...] = ()
        self.c_range: tuple[int, int] | None = None
        self.arg: Any = None
        self.macs = 0
        self.exit_of: int | None = None
        self.sdef: tuple[int, int] | None = None
        self.vdef: tuple[int, int] | None = None  # VGPRs written (lane-0 values follow them)
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
    return classify_inst(mnemonic, table).unit


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


def _packed_f32_clamp(mnemonic: str, modifiers) -> bool:
    return mnemonic.startswith("v_pk_") and mnemonic.endswith("_f32") and any(k == "clamp" for k, _ in modifiers)


# global facts the cycle model charges only to some instruction forms: a kernel without one
# cannot depend on the fact (bands skip it; problem.cycle_fingerprint leaves it out)
CONDITIONAL_FACTS = {"pk_f32_clamp_extra_issue": _packed_f32_clamp}


def uses_fact(kernel, key: str) -> bool:
    """Whether a CONDITIONAL_FACTS fact can change the cycle model's timing of `kernel`."""
    form = CONDITIONAL_FACTS[key]
    return any(form(i.mnemonic, i.modifiers) for i in kernel.instructions)


def _compile(kernel: KernelCode, table: IsaTable) -> tuple[list[_Inst], list[str]]:
    cpp = int(table.fact("mfma_cycles_per_pass").value)
    extra = int(table.fact("mfma_result_extra_latency").value)
    clamp_extra = int(table.fact("pk_f32_clamp_extra_issue").value)
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
        if clamp_extra and _packed_f32_clamp(m, d.modifiers):
            x.wave_cycles += clamp_extra  # the packed clamp's fallback, if it is not the VOP3 clamp
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
            # FP6/FP4 operands of the f8f6f4 forms take fewer passes (cbsz/blgp: the table's
            # mfma_passes lines, the hazard pass's own source)
            # FP8 operands take the instruction's own pass count (a measured or band value
            # replaces it through IsaTable.with_values); other formats scale it as the lines do
            mods = dict(d.modifiers)
            own = info.passes.value if info is not None and info.passes is not None else None
            try:
                fp8 = mfma_passes(table, m)
                passes = (own if own is not None else fp8) * mfma_passes(
                    table, m, int(mods.get("cbsz", "0") or 0), int(mods.get("blgp", "0") or 0)) / fp8
            except KeyError:
                passes = own
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
            # completion time: the simulation's MemorySystem (zyfagen.sim.memory)
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
        else:
            x.vdef = next((r for r in writes if _V0 <= r[0] < _A0), None)
            if (_LANE0_MODELLED.match(m) and not d.modifiers and x.vdef is not None
                    and x.vdef[1] - x.vdef[0] == 1):  # no DPP/SDWA: lane-wise
                x.sops = ops
        prog.append(x)
    return prog, [f"{k} ({v})" for k, v in sorted(unknown.items())]

