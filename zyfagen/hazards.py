"""gfx950 hazards: one rule engine for the hazard pass and the hazard checker.

The hardware does not interlock some producer/consumer pairs; software must put enough
*wait states* between them (one per instruction issued, N+1 for `s_nop N`). The numbers
live in `isa/gfx950.isa` (`hazard`, `mfma_passes` and `hazard_class` lines), each citing
the `GCNHazardRecognizer.cpp` function and constant it came from; this module holds the
matching logic: which earlier instruction is the producer, which operand of the consumer
it feeds, and which rule applies.

Both sides first turn an instruction into a `HazInst` (mnemonic, classes, passes,
register defs and uses with roles such as srcA/srcB/srcC): `from_ir` reads an allocated
IR `Inst` through the ISA table's operand directions, `from_decoded` reads a
`codeobj.DecodedInst` (any code object, not only ours). `HazardTracker` then walks
instructions keeping, per register, the last producer of each kind (last MFMA writer,
last VALU writer, last XDL reader of a SrcC, ...) with the wait states elapsed since;
`needs()` lists every rule not yet satisfied before an instruction.

Across basic blocks both the pass and the checker run a forward dataflow: at a join a
register keeps every predecessor's last producer, each with its fewest elapsed wait states,
so the worst case of all paths is checked. Where LLVM measures only the nearest MFMA that
writes any register of an operand, we check every MFMA that is still the last writer of one
of its registers; the two differ only when different registers of one operand were last
written by different MFMAs (we are then at least as strict).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .ir import Block, Imm, Inst, Kernel, PReg, Special, predecessors
from .classify import classify, destination_count, in_class
from .isa import IsaTable, load_table

Unit = tuple[str, int]  # one 32-bit register: ('v', 3), ('a', 0), ('s', 106) = vcc_lo, ('exec', 0), ('m0', 0)

VCC_INDEX = 106  # vcc = s[106:107] on GFX9
_SPECIAL_REGS = {
    "vcc": ("s", VCC_INDEX, 2), "vcc_lo": ("s", VCC_INDEX, 1), "vcc_hi": ("s", VCC_INDEX + 1, 1),
    "exec": ("exec", 0, 2), "exec_lo": ("exec", 0, 1), "exec_hi": ("exec", 1, 1),
    "m0": ("m0", 0, 1),
}
EXEC_UNITS: tuple[Unit, ...] = (("exec", 0), ("exec", 1))
VCC_UNITS: tuple[Unit, ...] = (("s", VCC_INDEX), ("s", VCC_INDEX + 1))


@dataclass(frozen=True)
class Reg:
    """A physical register range."""

    kind: str  # v | a | s | ttmp | exec | m0
    index: int
    width: int = 1

    @property
    def units(self) -> tuple[Unit, ...]:
        return tuple((self.kind, self.index + i) for i in range(self.width))

    @property
    def is_vector(self) -> bool:
        return self.kind in ("v", "a")

    def __str__(self) -> str:
        if self.kind in ("exec", "m0"):
            return self.kind
        return f"{self.kind}{self.index}" if self.width == 1 else f"{self.kind}[{self.index}:{self.index + self.width - 1}]"


@dataclass(frozen=True)
class HazInst:
    """What the hazard rules need to know of one instruction, from IR or from disassembly.

    `classes`: valu (every VALU, MFMAs included, as SIInstrInfo::isVALU), mfma, xdl, sgemm,
    dgemm, trans, dot, dpp, sdwa, cmpx, readlane, writelane, div_fmas, permlane, vmem, lds,
    smem, salu, store, m0_reader, setreg, getreg, nop.
    `uses` are (role, register): srcA/srcB/srcC/scale for MFMAs, src0, src1... for the
    other sources in assembly order, `implicit` for registers read but not written out.
    """

    mnemonic: str
    classes: frozenset[str]
    passes: int = 0
    defs: tuple[Reg, ...] = ()
    uses: tuple[tuple[str, Reg], ...] = ()
    fwd_dst: Reg | None = None  # result lands in part of vdst (dst-sel forwarding producer)
    store_data: Reg | None = None  # vdata of a store wider than 64 bits (createsVALUHazard)
    hwreg: str | None = None  # s_setreg / s_getreg target
    wait_states: int = 1
    text: str = ""

    @property
    def dst(self) -> Reg | None:
        return self.defs[0] if self.defs else None

    def use(self, role: str) -> Reg | None:
        for r, reg in self.uses:
            if r == role:
                return reg
        return None

    @property
    def explicit_uses(self) -> tuple[tuple[str, Reg], ...]:
        return tuple(u for u in self.uses if u[0] != "implicit")


@dataclass(frozen=True)
class Need:
    """One unmet rule before an instruction: `needed` wait states, `have` elapsed."""

    rule: str
    needed: int
    have: int
    producer: int  # producer id (IR: position; checker: instruction index)

    @property
    def missing(self) -> int:
        return self.needed - self.have


# ---- instruction classification -----------------------------------------------------


@lru_cache(maxsize=None)
def _compiled(pattern: str) -> re.Pattern:
    return re.compile(pattern)


def _in_class(table: IsaTable, name: str, mnemonic: str) -> bool:
    return in_class(name, mnemonic, table)


def mfma_passes(table: IsaTable, mnemonic: str, cbsz: int = 0, blgp: int = 0) -> int:
    """Pass count of an MFMA on gfx950 (SISchedule.td; FP8 operands double the f8f6f4 ones)."""
    for rule in table.mfma_passes:
        if _compiled(rule.pattern).search(mnemonic):
            # PredIsF8_MFMA_SCALE: cbsz or blgp <= 1 (FP8 E4M3 / E5M2) selects the slow variant
            if rule.nonf8 is not None and cbsz > 1 and blgp > 1:
                return rule.nonf8
            return rule.passes
    raise KeyError(f"no mfma_passes line in isa/gfx950.isa matches {mnemonic}")


def _unit_of(mnemonic: str, table: IsaTable) -> str:
    return classify(mnemonic, table).unit


def _classes(table: IsaTable, mnemonic: str, unit: str, encoding: str) -> set[str]:
    c = set(classify(mnemonic, table).hazard_tags)
    if encoding == "dpp":
        c.add("dpp")
    if encoding == "sdwa":
        c.add("sdwa")
    return c


def _op_sel_bits(text: str | None) -> tuple[int, ...]:
    if not text:
        return ()
    return tuple(int(x) for x in re.findall(r"\d+", text))


def _fwd_dst(table: IsaTable, mnemonic: str, classes: set[str], dst: Reg | None, n_src: int,
             op_sel: tuple[int, ...], dst_sel: str | None) -> Reg | None:
    """getDstSelForwardingOperand: the VALU result is shifted into part of vdst."""
    if "valu" not in classes or "mfma" in classes or dst is None or not dst.is_vector:
        return None
    if "sdwa" in classes and dst_sel is not None and dst_sel.upper() != "DWORD":
        return dst  # type 1
    if len(op_sel) == n_src + 1 and op_sel[-1]:
        return dst  # type 2: VOP3 op_sel dst bit (SISrcMods::DST_OP_SEL)
    if _in_class(table, "dst_sel_fp8", mnemonic) and any(op_sel[2:4]):
        return dst  # type 3: FP8 byte select
    if _in_class(table, "dst_sel_fp4", mnemonic):
        return dst  # FP4 sr conversions: always
    return None


def _store_data(mnemonic: str, uses: list[tuple[str, Reg]], data_role: str | None,
                soffset_is_reg: bool) -> Reg | None:
    """createsVALUHazard: stores/atomics whose vdata is wider than 64 bits."""
    if data_role is None:
        return None
    data = next((r for role, r in uses if role == data_role), None)
    if data is None or data.width <= 2:
        return None
    if mnemonic.startswith(("buffer_", "tbuffer_")) and soffset_is_reg:
        return None  # MUBUF/MTBUF: only when soffset is not a register
    return data


def _finish(table: IsaTable, mnemonic: str, unit: str, encoding: str, defs: list[Reg],
            srcs: list[Reg | None], modifiers: dict[str, str], text: str,
            data_index: int | None = None, soffset_is_reg: bool = False,
            extra_defs: tuple[Reg, ...] = (), hwreg: str | None = None, nop_imm: int | None = None) -> HazInst:
    classes = _classes(table, mnemonic, unit, encoding)
    uses: list[tuple[str, Reg]] = []
    passes = 0
    if "mfma" in classes:
        roles = ("srcA", "srcB", "srcC", "scale", "scale")
        for i, r in enumerate(srcs):
            if r is not None:
                uses.append((roles[i] if i < len(roles) else f"src{i}", r))
        passes = mfma_passes(table, mnemonic, int(modifiers.get("cbsz", "0").strip("[]") or 0),
                             int(modifiers.get("blgp", "0").strip("[]") or 0))
    else:
        for i, r in enumerate(srcs):
            if r is not None:
                uses.append((f"src{i}", r))
    all_defs = list(defs) + list(extra_defs)
    # implicit reads: EXEC by every vector instruction, M0 by the M0 readers, VCC/EXEC by the
    # scalar branches on them, the old EXEC by s_*_saveexec
    if classes & {"valu", "vmem", "lds"}:
        uses.append(("implicit", Reg("exec", 0, 2)))
    if "m0_reader" in classes:
        uses.append(("implicit", Reg("m0", 0, 1)))
    if mnemonic in ("s_cbranch_vccz", "s_cbranch_vccnz"):
        uses.append(("implicit", Reg("s", VCC_INDEX, 2)))
    saveexec = classify(mnemonic, table).saveexec
    if mnemonic in ("s_cbranch_execz", "s_cbranch_execnz") or saveexec:
        uses.append(("implicit", Reg("exec", 0, 2)))
    if "cmpx" in classes or saveexec:
        all_defs.append(Reg("exec", 0, 2))
    if mnemonic in _M0_INDEX_WRITERS:
        all_defs.append(Reg("m0", 0, 1))  # the VGPR index lives in M0 (LLVM: implicit-def $m0)
    if "writelane" in classes and defs:
        uses.append(("vdst_in", defs[0]))  # tied vdst_in: the other lanes are kept
    op_sel = _op_sel_bits(modifiers.get("op_sel"))
    fwd = _fwd_dst(table, mnemonic, classes, defs[0] if defs else None, len(srcs), op_sel, modifiers.get("dst_sel"))
    data_role = f"src{data_index}" if data_index is not None else None
    store = _store_data(mnemonic, uses, data_role, soffset_is_reg)
    if store is not None:
        classes.add("store")
    return HazInst(mnemonic, frozenset(classes), passes, tuple(all_defs), tuple(uses), fwd, store, hwreg,
                   (nop_imm + 1) if nop_imm is not None else 1, text)


# Index mode writes M0 (S_SET_GPR_IDX_ON / _IDX in LLVM's SOPInstructions: implicit-def $m0).
_M0_INDEX_WRITERS = ("s_set_gpr_idx_on", "s_set_gpr_idx_idx")
VSKIP_UNIT = ("mode", 28)  # MODE.vskip, the bit s_setvskip and s_setreg(MODE, 28, ...) write


def _writes_vskip(h: "HazInst") -> bool:
    if h.mnemonic == "s_setvskip":
        return True
    if "setreg" not in h.classes or h.hwreg not in ("HW_REG_MODE", "1"):
        return False
    bits = h.text.split("hwreg(", 1)[1].split(")", 1)[0].split(",")[1:] if "hwreg(" in h.text else []
    if len(bits) != 2:
        return True  # the whole register
    offset, size = (int(b.strip(), 0) for b in bits)
    return offset <= 28 < offset + size


# ---- from disassembly ----------------------------------------------------------------


def _decoded_reg(o) -> Reg | None:
    if o.kind in ("v", "a", "s", "ttmp"):
        return Reg(o.kind, o.index, o.width)
    if o.kind in _SPECIAL_REGS:
        return Reg(*_SPECIAL_REGS[o.kind])
    return None


def _decoded_def_count(mnemonic: str, table: IsaTable, ops, modifiers: dict[str, str]) -> int:
    return destination_count(classify(mnemonic, table), tuple(ops), modifiers,
                             lambda o: _decoded_reg(o) is not None)


def from_decoded(inst, table: IsaTable | None = None) -> HazInst:
    """A `codeobj.DecodedInst` as the hazard rules see it."""
    table = table or load_table()
    m = inst.mnemonic
    unit = _unit_of(m, table)
    modifiers = {k: v for k, v in inst.modifiers}
    ops = list(inst.operands)
    ndef = _decoded_def_count(m, table, ops, modifiers)
    defs = [r for r in (_decoded_reg(o) for o in ops[:ndef]) if r is not None]
    srcs = [_decoded_reg(o) for o in ops[ndef:]]
    vdst_in: list[Reg] = []
    cls = classify(m, table)
    if cls.swap:
        defs = [r for r in (_decoded_reg(o) for o in ops[:2]) if r is not None]
        srcs = [_decoded_reg(o) for o in ops[:2]]
    elif m in table and len(table.op(m).operands) == len(ops):
        # operands the table marks `inout` (byte/half inserts keep the rest of vdst)
        for spec, o in zip(table.op(m).operands, ops):
            r = _decoded_reg(o)
            if spec.is_def and spec.is_use and r is not None and r in defs:
                vdst_in.append(r)
    data_index = None
    soffset_is_reg = False
    if cls.unit == "vmem" and m.startswith(("global_", "flat_", "scratch_")) and (cls.store or cls.atomic):
        data_index = 1  # (vaddr, vdata, saddr) after the optional returned value
    elif cls.unit == "vmem" and m.startswith(("buffer_", "tbuffer_")) and (cls.store or cls.atomic):
        data_index = 0  # (vdata, vaddr, srsrc, soffset)
        soffset_is_reg = len(srcs) > 3 and srcs[3] is not None
    hwreg = None
    if m.startswith(("s_setreg", "s_getreg")):
        for o in ops:
            if o.text.startswith("hwreg("):
                hwreg = o.text[6:].split(",")[0].strip(" )")
    nop_imm = int(ops[0].value) if m == "s_nop" and ops and ops[0].kind == "imm" else None
    h = _finish(table, m, unit, inst.encoding, defs, srcs, modifiers, inst.text, data_index,
                soffset_is_reg, hwreg=hwreg, nop_imm=nop_imm)
    if vdst_in:
        h = _with_uses(h, tuple(("vdst_in", r) for r in vdst_in))
    return h


def _with_uses(h: HazInst, extra: tuple[tuple[str, Reg], ...]) -> HazInst:
    return HazInst(h.mnemonic, h.classes, h.passes, h.defs, h.uses + extra, h.fwd_dst, h.store_data,
                   h.hwreg, h.wait_states, h.text)


# ---- from IR -------------------------------------------------------------------------


def _ir_reg(o) -> Reg | None:
    if isinstance(o, PReg):
        return Reg(o.kind, o.index, o.width)
    if isinstance(o, Special) and o.name in _SPECIAL_REGS:
        return Reg(*_SPECIAL_REGS[o.name])
    return None


def from_ir(inst: Inst, table: IsaTable | None = None) -> HazInst:
    """An allocated IR instruction (physical registers) as the hazard rules see it."""
    table = table or load_table()
    info = table.op(inst.op)
    modifiers: dict[str, str] = {}
    for mod in inst.modifiers:
        key, _, value = mod.partition(":")
        modifiers[key] = value
    defs: list[Reg] = []
    srcs: list[Reg | None] = []
    data_index = None
    for spec, o in zip(info.operands, inst.operands):
        r = _ir_reg(o)
        if spec.is_def and r is not None:
            defs.append(r)
        if spec.is_use and not (spec.is_def and spec.name == "vdst"):
            if spec.name in ("vdata", "data0"):
                data_index = len(srcs)
            srcs.append(r)
    extra_defs = tuple(Reg(*_SPECIAL_REGS[n]) for n in info.implicit_out if n in _SPECIAL_REGS)
    h = _finish(table, inst.op, info.unit, "", defs, srcs, modifiers, str(inst), data_index,
                extra_defs=extra_defs,
                nop_imm=int(inst.operands[0].value) if inst.op == "s_nop" else None)
    implicit_in = tuple(("implicit", Reg(*_SPECIAL_REGS[n])) for n in info.implicit_in if n in _SPECIAL_REGS)
    # an `inout` vdst (byte/half inserts) is read as well as written (LLVM: tied vdst_in)
    inout = tuple(("vdst_in", r) for spec, o in zip(info.operands, inst.operands)
                  if spec.is_def and spec.is_use and spec.name == "vdst" and (r := _ir_reg(o)) is not None)
    if implicit_in or inout:
        h = _with_uses(h, implicit_in + inout)
    return h


# ---- the tracker -----------------------------------------------------------------------

# Producer slots: per register, the last instruction of each kind that touched it. The rules
# that read a slot bound how long an entry can matter.
_SLOT_RULES = {
    "mfma_w": ("xdl_write_srcc_overlap_xdl", "xdl_write_srcc_overlap_sgemm", "smfma_write_srcc_overlap",
               "mfma2_write_srcc_same", "xdl_write_srcab", "smfma_write_srcab", "xdl_write_valu_mem_read",
               "smfma_write_valu_mem_read", "xdl_write_valu_waw", "smfma_write_valu_waw"),
    "valu_w": ("valu_write_mfma_read", "valu_write_exec_mfma", "valu_write_sgpr_valu_read", "valu_write_exec_rwlane",
               "valu_write_vgpr_readlane", "valu_write_sgpr_rwlane_select", "valu_write_vcc_div_fmas",
               "valu_write_exec_dpp", "valu_write_vgpr_permlane", "valu_write_sgpr_vmem_read"),
    "any_w": ("write_vgpr_dpp_read",),
    "trans_w": ("trans_write_valu_read",),
    "fwd_w": ("dst_sel_forwarding",),
    "dot_w": ("dot_write_valu_read", "dot_write_valu_write"),
    "cmpx_w": ("vcmpx_write_exec_permlane",),
    "srcc_r": ("xdl_read_srcc_valu_war",),
    "store_d": ("store_data_valu_write",),
    "salu_m0": ("salu_write_m0_read",),
    "setreg": ("setreg_getreg", "setreg_setreg"),
    "vskip": ("setvskip_vector",),
}


@dataclass
class HazardState:
    """Producers still able to cause a hazard, with the wait states elapsed since each."""

    slots: dict[str, dict[Unit, dict[int, int]]] = field(default_factory=dict)  # slot -> unit -> producer -> dist
    clause: tuple[str, frozenset, frozenset] | None = None  # open soft clause: kind, defs, uses

    def key(self):
        return (tuple(sorted((s, tuple(sorted((u, tuple(sorted(p.items()))) for u, p in units.items())))
                             for s, units in self.slots.items() if units)), self.clause)


def merge_states(states: list[HazardState]) -> HazardState:
    """Join of predecessor states: every producer, each with its fewest elapsed wait states."""
    out = HazardState()
    clauses = set()
    for st in states:
        for slot, units in st.slots.items():
            dst = out.slots.setdefault(slot, {})
            for u, prods in units.items():
                cur = dst.setdefault(u, {})
                for pid, d in prods.items():
                    if pid not in cur or d < cur[pid]:
                        cur[pid] = d
        clauses.add(st.clause)
    clauses.discard(None)
    if clauses:
        kinds = {c[0] for c in clauses}
        if len(kinds) == 1:
            out.clause = (kinds.pop(), frozenset().union(*(c[1] for c in clauses)),
                          frozenset().union(*(c[2] for c in clauses)))
    return out


class HazardTracker:
    """Walks one basic block: `needs(h)` before an instruction, `advance(h, pid)` after it.

    Distances are kept as stamps on a running clock (wait states issued in this block), so
    issuing an instruction costs nothing per tracked register.
    """

    def __init__(self, table: IsaTable, producers: dict[int, HazInst], state: HazardState | None = None,
                 xnack: bool = True) -> None:
        self.table = table
        self.rules = table.hazards
        self.producers = producers
        self.xnack = xnack
        self.clock = 0
        self.limit = {s: max(self.rules[r].max_wait_states for r in rules) for s, rules in _SLOT_RULES.items()}
        self.slots: dict[str, dict[Unit, dict[int, int]]] = {s: {} for s in _SLOT_RULES}
        self.clause = None
        if state is not None:
            for slot, units in state.slots.items():
                self.slots[slot] = {u: {p: -d for p, d in prods.items()} for u, prods in units.items()}
            self.clause = state.clause

    # -- state
    def state(self) -> HazardState:
        out = HazardState()
        for slot, units in self.slots.items():
            lim = self.limit[slot]
            kept = {}
            for u, prods in units.items():
                live = {p: self.clock - s for p, s in prods.items() if self.clock - s < lim}
                if live:
                    kept[u] = live
            out.slots[slot] = kept
        out.clause = self.clause
        return out

    def _found(self, slot: str, units) -> dict[int, int]:
        """Producers in `slot` of any of `units`, with their elapsed wait states."""
        table = self.slots[slot]
        found: dict[int, int] = {}
        for u in units:
            prods = table.get(u)
            if prods:
                for p, s in prods.items():
                    d = self.clock - s
                    if p not in found or d < found[p]:
                        found[p] = d
        return found

    # -- the rules
    def needs(self, h: HazInst) -> list[Need]:
        out: list[Need] = []
        rules = self.rules

        def check(rule: str, pid: int, dist: int, passes: int = 0) -> None:
            need = rules[rule].wait_states(passes)
            if dist < need:
                out.append(Need(rule, need, dist, pid))

        def check_found(slot: str, units, rule: str) -> None:
            """`rule` against every producer in `slot` of any of `units`."""
            for pid, d in self._found(slot, units).items():
                check(rule, pid, d)

        prod = self.producers
        c = h.classes
        is_valu = "valu" in c
        if "mfma" in c:
            # checkMAIHazards90A
            check_found("valu_w", EXEC_UNITS, "valu_write_exec_mfma")
            for role, r in h.explicit_uses:
                for pid, d in self._found("valu_w", r.units).items():
                    if "dot" not in prod[pid].classes:
                        check("valu_write_mfma_read", pid, d)
                for pid, d in self._found("mfma_w", r.units).items():
                    w = prod[pid]
                    if role == "srcC":
                        if w.dst == r:
                            rule = "mfma2_write_srcc_same" if w.passes == 2 else "mfma_write_srcc_same"
                        elif "xdl" in c and "xdl" not in w.classes:
                            continue  # XDL after SGEMM/DGEMM: no wait
                        elif "xdl" in w.classes:
                            rule = "xdl_write_srcc_overlap_xdl" if "xdl" in c else "xdl_write_srcc_overlap_sgemm"
                        else:
                            rule = "smfma_write_srcc_overlap"
                    else:
                        rule = "xdl_write_srcab" if "xdl" in w.classes else "smfma_write_srcab"
                    check(rule, pid, d, w.passes)
        elif is_valu or c & {"vmem", "lds"}:
            # checkMAIVALUHazards: MFMA/DOT results read or overwritten, SrcC overwritten
            for role, r in h.explicit_uses:
                for pid, d in self._found("dot_w", r.units).items():
                    if prod[pid].mnemonic != h.mnemonic or role != "src2":
                        check("dot_write_valu_read", pid, d)
                for pid, d in self._found("mfma_w", r.units).items():
                    w = prod[pid]
                    check("xdl_write_valu_mem_read" if "xdl" in w.classes else "smfma_write_valu_mem_read",
                          pid, d, w.passes)
            for r in h.defs:
                for pid, d in self._found("dot_w", r.units).items():
                    if prod[pid].mnemonic != h.mnemonic:
                        check("dot_write_valu_write", pid, d)
                for pid, d in self._found("mfma_w", r.units).items():
                    w = prod[pid]
                    check("xdl_write_valu_waw" if "xdl" in w.classes else "smfma_write_valu_waw", pid, d, w.passes)
                for pid, d in self._found("srcc_r", r.units).items():
                    check("xdl_read_srcc_valu_war", pid, d, prod[pid].passes)
        if is_valu:
            # checkVALUHazards
            if "trans" not in c:
                for _, r in h.explicit_uses:
                    check_found("trans_w", r.units, "trans_write_valu_read")
            every = [r for _, r in h.uses] + list(h.defs)
            for r in every:
                check_found("fwd_w", r.units, "dst_sel_forwarding")
            sgpr_reads = [r for _, r in h.explicit_uses if r.kind in ("s", "exec", "m0")]
            if any(u in VCC_UNITS for _, r in h.uses for u in r.units):
                sgpr_reads.append(Reg("s", VCC_INDEX, 2))
            for r in sgpr_reads:
                check_found("valu_w", r.units, "valu_write_sgpr_valu_read")
            if "readlane" in c and h.use("src0") is not None:
                check_found("valu_w", h.use("src0").units, "valu_write_vgpr_readlane")
            if c & {"readlane", "writelane"}:
                check_found("valu_w", EXEC_UNITS, "valu_write_exec_rwlane")
            for r in h.defs:
                if r.is_vector:
                    check_found("store_d", r.units, "store_data_valu_write")
            # checkRWLaneHazards, checkDivFMasHazards, checkDPPHazards, checkPermlaneHazards
            if h.mnemonic in ("v_readlane_b32", "v_writelane_b32"):
                sel = h.use("src1")
                if sel is not None and sel.kind == "s":
                    check_found("valu_w", sel.units, "valu_write_sgpr_rwlane_select")
            if "div_fmas" in c:
                check_found("valu_w", VCC_UNITS, "valu_write_vcc_div_fmas")
            if "dpp" in c:
                for _, r in h.uses:
                    if r.kind == "v":
                        check_found("any_w", r.units, "write_vgpr_dpp_read")
                check_found("valu_w", EXEC_UNITS, "valu_write_exec_dpp")
            if "permlane" in c:
                for _, r in h.explicit_uses:
                    if r.kind == "v":
                        check_found("valu_w", r.units, "valu_write_vgpr_permlane")
                check_found("cmpx_w", EXEC_UNITS, "vcmpx_write_exec_permlane")
        if "vmem" in c:
            # checkVMEMHazards: every SGPR/EXEC/M0 operand, implicit ones included
            for _, r in h.uses:
                if not r.is_vector:
                    check_found("valu_w", r.units, "valu_write_sgpr_vmem_read")
        if "m0_reader" in c:
            check_found("salu_m0", (("m0", 0),), "salu_write_m0_read")
        if c & {"valu", "mfma", "vmem", "lds"}:
            check_found("vskip", (VSKIP_UNIT,), "setvskip_vector")
        if c & {"setreg", "getreg"} and h.hwreg is not None:
            rule = "setreg_getreg" if "getreg" in c else "setreg_setreg"
            check_found("setreg", (("hwreg:" + h.hwreg, 0),), rule)
        clause = self._clause_need(h)
        if clause is not None:
            out.append(clause)
        # one entry per (rule, producer): the operand that misses most
        best: dict[tuple[str, int], Need] = {}
        for x in out:
            k = (x.rule, x.producer)
            if k not in best or x.missing > best[k].missing:
                best[k] = x
        return list(best.values())

    def _clause_kind(self, h: HazInst) -> str | None:
        if "smem" in h.classes:
            return "smem"
        if "vmem" in h.classes:
            return "vmem"
        return None

    def _clause_need(self, h: HazInst) -> Need | None:
        """checkSoftClauseHazards (only with XNACK on or any, as our target and Triton's are)."""
        kind = self._clause_kind(h)
        if not self.xnack or kind is None or self.clause is None or self.clause[0] != kind or not self.clause[1]:
            return None
        defs = self.clause[1] | {u for r in h.defs for u in r.units}
        uses = self.clause[2] | {u for _, r in h.uses for u in r.units}
        if "store" in h.classes or defs & uses:
            return Need(f"{kind}_soft_clause", 1, 0, -1)
        return None

    # -- issue
    def issue_nops(self, wait_states: int) -> None:
        self.clock += wait_states
        self.clause = None  # an s_nop is neither SMEM nor VMEM: it ends a soft clause

    def advance(self, h: HazInst, pid: int) -> None:
        """`h` issues: it counts its wait states, then becomes the producer of what it writes."""
        self.clock += h.wait_states
        now = self.clock
        s = self.slots
        c = h.classes
        kind = self._clause_kind(h)
        if kind is None:
            self.clause = None
        else:
            d = frozenset(u for r in h.defs for u in r.units)
            us = frozenset(u for _, r in h.uses for u in r.units)
            if self.clause is not None and self.clause[0] == kind:
                self.clause = (kind, self.clause[1] | d, self.clause[2] | us)
            else:
                self.clause = (kind, d, us)
        if "nop" in c:
            return
        self.producers[pid] = h
        for r in h.defs:
            for u in r.units:
                s["any_w"][u] = {pid: now}
                if "mfma" in c:
                    if r is h.dst:
                        s["mfma_w"][u] = {pid: now}
                elif "valu" in c:
                    s["valu_w"][u] = {pid: now}
                    if "trans" in c:
                        s["trans_w"][u] = {pid: now}
                    if "dot" in c:
                        s["dot_w"][u] = {pid: now}
                    if "cmpx" in c and r.kind == "exec":
                        s["cmpx_w"][u] = {pid: now}
                elif "salu" in c and r.kind == "m0":
                    s["salu_m0"][u] = {pid: now}
        if "mfma" in c and "xdl" in c:
            srcc = h.use("srcC")
            if srcc is not None:
                for u in srcc.units:
                    s["srcc_r"][u] = {pid: now}
        if h.fwd_dst is not None:
            for u in h.fwd_dst.units:
                s["fwd_w"][u] = {pid: now}
        if h.store_data is not None:
            for u in h.store_data.units:
                s["store_d"][u] = {pid: now}
        if "setreg" in c and h.hwreg is not None:
            s["setreg"][("hwreg:" + h.hwreg, 0)] = {pid: now}
        if _writes_vskip(h):
            s["vskip"][VSKIP_UNIT] = {pid: now}


# ---- the pass ----------------------------------------------------------------------------


def _nops(table: IsaTable, count: int) -> list[Inst]:
    per = int(table.fact("max_nop_wait_states").value)
    out = []
    while count > 0:
        n = min(count, per)
        out.append(Inst("s_nop", (Imm(n - 1),), (), "hazard"))
        count -= n
    return out


def _strip_hazard_nops(kernel: Kernel) -> Kernel:
    return kernel.with_blocks(tuple(Block(b.label, tuple(i for i in b.insts if not (i.op == "s_nop" and i.comment == "hazard")))
                                    for b in kernel.blocks))


def entry_tracker(table: IsaTable, producers: dict[int, HazInst], out_state: dict, preds, xnack: bool = True
                  ) -> HazardTracker:
    """A tracker at a block's entry: the exit states its predecessors have so far, merged."""
    ins = [out_state[p] for p in preds if out_state[p] is not None]
    return HazardTracker(table, producers, merge_states(ins) if ins else None, xnack)


def store_exit_state(out_state: dict, block, tracker: HazardTracker) -> bool:
    """Keep the tracker's state as `block`'s exit state; True when that changed it (the
    forward dataflow over the blocks runs until no block's changes)."""
    st = tracker.state()
    if out_state[block] is None or st.key() != out_state[block].key():
        out_state[block] = st
        return True
    return False


def insert_hazard_nops(kernel: Kernel, table: IsaTable | None = None) -> Kernel:
    """Return `kernel` with the fewest s_nop wait states the gfx950 hazard rules require.

    Forward dataflow over the blocks until the inserted counts stop changing; if loops make
    them oscillate, counts are only allowed to grow from then on (which terminates).
    """
    table = table or load_table()
    kernel = _strip_hazard_nops(kernel)
    preds = predecessors(kernel)
    his = {b.label: [from_ir(i, table) for i in b.insts] for b in kernel.blocks}
    pid_base: dict[str, int] = {}
    n = 0
    for b in kernel.blocks:
        pid_base[b.label] = n
        n += len(b.insts)
    producers: dict[int, HazInst] = {}
    out_state: dict[str, HazardState | None] = {b.label: None for b in kernel.blocks}
    inserted: dict[tuple[str, int], int] = {}
    grow_only = False
    for iteration in range(4 * len(kernel.blocks) + 8):
        changed = False
        for bi, b in enumerate(kernel.blocks):
            tr = entry_tracker(table, producers, out_state, preds[b.label])
            for k, h in enumerate(his[b.label]):
                need = max((x.missing for x in tr.needs(h)), default=0)
                key = (b.label, k)
                if grow_only:
                    need = max(need, inserted.get(key, 0))
                if need != inserted.get(key, 0):
                    changed = True
                    inserted[key] = need
                if need:
                    tr.issue_nops(need)
                tr.advance(h, pid_base[b.label] + k)
            changed = store_exit_state(out_state, b.label, tr) or changed
        if not changed:
            break
        if iteration >= len(kernel.blocks) + 4:
            grow_only = True
    else:  # pragma: no cover - grow-only iteration is monotone and bounded
        raise AssertionError("hazard pass did not converge")
    blocks = []
    for b in kernel.blocks:
        insts: list[Inst] = []
        for k, inst in enumerate(b.insts):
            insts.extend(_nops(table, inserted.get((b.label, k), 0)))
            insts.append(inst)
        blocks.append(Block(b.label, tuple(insts)))
    return kernel.with_blocks(tuple(blocks))


def kernel_needs(kernel: Kernel, table: IsaTable | None = None) -> list[tuple[str, int, Need]]:
    """Unmet rules in an IR kernel as it stands (its s_nops counted): (block, index, need)."""
    table = table or load_table()
    preds = predecessors(kernel)
    his = {b.label: [from_ir(i, table) for i in b.insts] for b in kernel.blocks}
    producers: dict[int, HazInst] = {}
    out_state: dict[str, HazardState | None] = {b.label: None for b in kernel.blocks}
    found: list[tuple[str, int, Need]] = []
    for _ in range(len(kernel.blocks) + 3):
        found = []
        changed = False
        pid = 0
        for b in kernel.blocks:
            tr = entry_tracker(table, producers, out_state, preds[b.label])
            for k, h in enumerate(his[b.label]):
                found.extend((b.label, k, x) for x in tr.needs(h))
                tr.advance(h, pid)
                pid += 1
            changed = store_exit_state(out_state, b.label, tr) or changed
        if not changed:
            break
    return found
