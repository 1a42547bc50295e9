"""The IR: frozen instructions over virtual registers, basic blocks, and a builder.

A kernel author writes a kernel body with `KernelBuilder`:

    kb = KernelBuilder("scale", workgroup_size=64)
    x_ptr = kb.arg_pointer("x")
    n = kb.arg_value("n", size=4)
    s_ptr = kb.sreg(2, "x_ptr")
    kb.op.s_load_dwordx2(s_ptr, kb.kernarg_ptr, kb.kernarg_offset(x_ptr))
    ...
    kernel = kb.finish()

Every `kb.op.<mnemonic>(...)` call is checked against the ISA table (operand count,
register kinds and widths), so an instruction the table lacks cannot enter the IR.
"""
from __future__ import annotations

import contextlib
import itertools
from dataclasses import dataclass, replace
from typing import Union

from .errors import EmitError
from .classify import classify, limits
from .isa import IsaTable, OperandSpec, load_table

REG_KINDS = ("v", "a", "s")
# "acc": an MFMA accumulator whose home (VGPR or AGPR) the register allocator chooses
ACC = "acc"


@dataclass(frozen=True)
class VReg:
    """A virtual register tuple of `width` dwords. `pin` fixes its physical index."""

    kind: str
    id: int
    width: int = 1
    name: str = ""
    pin: int | None = None

    def __getitem__(self, item: int | slice) -> "RegSlice":
        if isinstance(item, slice):
            lo = item.start or 0
            hi = self.width if item.stop is None else item.stop
        else:
            lo, hi = item, item + 1
        if not (0 <= lo < hi <= self.width):
            raise IndexError(f"{self} has {self.width} dwords; slice [{lo}:{hi}] is outside")
        return RegSlice(self, lo, hi - lo)

    def __str__(self) -> str:
        return f"%{self.kind}{self.id}" + (f"x{self.width}" if self.width > 1 else "") + (f"({self.name})" if self.name else "")


@dataclass(frozen=True)
class RegSlice:
    """Dwords [offset, offset+width) of a virtual register tuple."""

    base: VReg
    offset: int
    width: int

    @property
    def kind(self) -> str:
        return self.base.kind

    def __str__(self) -> str:
        return f"{self.base}[{self.offset}:{self.offset + self.width}]"


@dataclass(frozen=True)
class PReg:
    """A physical register range (produced by register allocation)."""

    kind: str
    index: int
    width: int = 1

    def __str__(self) -> str:
        if self.width == 1:
            return f"{self.kind}{self.index}"
        return f"{self.kind}[{self.index}:{self.index + self.width - 1}]"


@dataclass(frozen=True)
class Special:
    """A named hardware register or keyword operand: vcc, exec, scc, m0, off."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Imm:
    """An integer immediate (inline constant or literal, as the ISA table allows)."""

    value: int

    def __str__(self) -> str:
        return str(self.value) if -16 <= self.value <= 64 else hex(self.value & 0xFFFFFFFF)


@dataclass(frozen=True)
class FImm:
    """A floating-point inline constant (0.5, 1.0, 2.0, 4.0 and negatives)."""

    value: float

    def __str__(self) -> str:
        return repr(float(self.value))


@dataclass(frozen=True)
class LabelRef:
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class WaitCount:
    """Operand of s_waitcnt; None means 'do not wait on this counter'."""

    vmcnt: int | None = None
    lgkmcnt: int | None = None

    def __str__(self) -> str:
        parts = []
        if self.vmcnt is not None:
            parts.append(f"vmcnt({self.vmcnt})")
        if self.lgkmcnt is not None:
            parts.append(f"lgkmcnt({self.lgkmcnt})")
        if parts:
            return " ".join(parts)
        lim = limits()  # all-ones fields: wait for nothing
        return f"vmcnt({lim.vmcnt_max}) lgkmcnt({lim.lgkmcnt_max})"


Operand = Union[VReg, RegSlice, PReg, Special, Imm, FImm, LabelRef, WaitCount]

INLINE_FLOATS = (0.5, 1.0, 2.0, 4.0, -0.5, -1.0, -2.0, -4.0)


@dataclass(frozen=True)
class Inst:
    """One instruction. `tag` names the kernel phase it belongs to (qk, softmax, pv, rescale,
    load, ...); schedules refer to phases by these tags."""

    op: str
    operands: tuple[Operand, ...]
    modifiers: tuple[str, ...] = ()
    comment: str = ""
    tag: str = ""

    def __str__(self) -> str:
        ops = ", ".join(str(o) for o in self.operands)
        mods = (" " + " ".join(self.modifiers)) if self.modifiers else ""
        return f"{self.op} {ops}{mods}".strip()


@dataclass(frozen=True)
class Block:
    label: str
    insts: tuple[Inst, ...]


@dataclass(frozen=True)
class KernelArg:
    """One kernel argument: its name, value kind, byte size and offset in the kernarg segment."""

    name: str
    value_kind: str  # global_buffer | by_value
    size: int
    offset: int
    type_name: str = ""

    @property
    def address_space(self) -> str | None:
        return "global" if self.value_kind == "global_buffer" else None


@dataclass(frozen=True)
class Kernel:
    """A whole kernel in IR form: arguments, blocks and launch facts."""

    name: str
    args: tuple[KernelArg, ...]
    blocks: tuple[Block, ...]
    workgroup_size: int
    lds_bytes: int
    workgroup_ids: tuple[bool, bool, bool]
    kernarg_size: int
    accumulator_home: str = "auto"  # where regalloc should prefer to put "acc" registers

    @property
    def insts(self) -> tuple[Inst, ...]:
        return tuple(i for b in self.blocks for i in b.insts)

    def with_blocks(self, blocks: tuple[Block, ...]) -> "Kernel":
        return Kernel(self.name, self.args, tuple(blocks), self.workgroup_size, self.lds_bytes,
                      self.workgroup_ids, self.kernarg_size, self.accumulator_home)


# ---- operand checking ---------------------------------------------------------------


def _reg_kind_width(o: Operand) -> tuple[str, int] | None:
    if isinstance(o, (VReg, RegSlice, PReg)):
        return o.kind, o.width
    return None


def operand_fits(spec: OperandSpec, o: Operand) -> str | None:
    """Why `o` cannot fill operand `spec`, or None when it can."""
    kw = _reg_kind_width(o)
    kind = spec.kind
    if kind == "label":
        return None if isinstance(o, (LabelRef, Imm)) else "needs a label"
    if kind == "imm":
        return None if isinstance(o, (Imm, WaitCount)) else "needs an immediate"
    if kind == "saddr":
        if isinstance(o, Special) and o.name == "off":
            return None
        if kw == ("s", 2):
            return None
        return "needs an SGPR pair or off"
    if isinstance(o, Special):
        if kind in ("s", "ss", "ssl", "vs", "vsl", "soff") and o.name in ("vcc", "exec", "m0", "vcc_lo", "exec_lo"):
            return None
        return f"{o.name} not allowed"
    if isinstance(o, (Imm, FImm)):
        if kind in ("avi", "vs", "vsl", "ss", "ssl", "soff"):
            inline = (isinstance(o, Imm) and -16 <= o.value <= 64) or (isinstance(o, FImm) and o.value in INLINE_FLOATS)
            if inline or kind in ("vsl", "ssl"):
                if isinstance(o, FImm) and not inline:
                    return "a float literal must be given as Imm(bits)"
                return None
            return f"{o} is not an inline constant and this operand takes no literal"
        return "needs a register"
    if kw is None:
        return f"unsupported operand {o!r}"
    if kind == "vaddr":
        return None if kw[0] == "v" and kw[1] in (1, 2) else "needs a VGPR offset or a VGPR pair"
    rk, width = kw
    if rk == ACC:
        if kind in ("v", "a", "av", "avi", "vs", "vsl"):
            return None if width == spec.width else f"width {width} dwords, expected {spec.width}"
        return f"an accumulator cannot fill a {kind} operand"
    allowed = {"v": ("v",), "a": ("a",), "av": ("v", "a"), "avi": ("v", "a"), "s": ("s",),
               "ss": ("s",), "ssl": ("s",), "vs": ("v", "s"), "vsl": ("v", "s"), "soff": ("s",)}[kind]
    if rk not in allowed:
        return f"register kind {rk} not allowed (allowed: {'/'.join(allowed)})"
    if width != spec.width and not (rk == "s" and kind in ("vs", "vsl") and width == spec.width):
        return f"width {width} dwords, expected {spec.width}"
    return None


# f8f6f4 MFMA sources hold 32 elements per lane: 8 dwords of FP8, 6 of FP6 (cbsz/blgp 2, 3), 4 of
# FP4 (4). LLVM's gfx950 MFMA definitions take VReg_256 / VReg_192 / VReg_128 sources by format
# (the _f8_f8 .. _f4_f4 variants of V_MFMA_*_F8F6F4), and clang-22 assembles e.g. v[16:19] with
# cbsz:4; the table's av8 is the FP8 width.
_F8F6F4_DWORDS = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4}


def _f8f6f4_source_widths(inst: Inst) -> dict[str, int]:
    mods = dict(m.split(":", 1) for m in inst.modifiers if ":" in m)
    try:
        return {"src0": _F8F6F4_DWORDS[int(mods.get("cbsz", "0"))],
                "src1": _F8F6F4_DWORDS[int(mods.get("blgp", "0"))]}
    except (KeyError, ValueError):
        return {}


def check_inst(table: IsaTable, inst: Inst) -> None:
    """Raise EmitError when `inst` does not match its ISA table entry."""
    if inst.op not in table:
        raise EmitError(f"instruction {inst.op!r} is not in the gfx950 instruction table (isa/gfx950.isa)")
    info = table.op(inst.op)
    if len(inst.operands) != len(info.operands):
        raise EmitError(f"{inst.op}: {len(inst.operands)} operands given, the table lists "
                        f"{len(info.operands)} ({', '.join(o.name for o in info.operands)})")
    narrow = _f8f6f4_source_widths(inst) if inst.op.endswith("_f8f6f4") else {}
    for spec, o in zip(info.operands, inst.operands):
        if spec.name in narrow:
            spec = replace(spec, width=narrow[spec.name])
        why = operand_fits(spec, o)
        if why:
            raise EmitError(f"{inst.op}: operand {spec.name} = {o}: {why}")
    names = [o.name for o in info.operands]
    if "vaddr" in names and "saddr" in names:
        vaddr, saddr = inst.operands[names.index("vaddr")], inst.operands[names.index("saddr")]
        want = 2 if isinstance(saddr, Special) else 1
        if _reg_kind_width(vaddr)[1] != want:
            raise EmitError(f"{inst.op}: vaddr must be {want} dword(s) when saddr is {saddr}")
    for mod in inst.modifiers:
        key = mod.split(":")[0]
        if key not in info.modifiers:
            raise EmitError(f"{inst.op}: modifier {key!r} not allowed (allowed: {', '.join(info.modifiers) or 'none'})")


def reg_defs_uses(table: IsaTable, inst: Inst) -> tuple[list[Operand], list[Operand]]:
    """Register operands written and read by `inst`, per the ISA table."""
    info = table.op(inst.op)
    defs, uses = [], []
    for spec, o in zip(info.operands, inst.operands):
        if _reg_kind_width(o) is None:
            continue
        if spec.is_def:
            defs.append(o)
        if spec.is_use:
            uses.append(o)
    return defs, uses


# ---- builder ----------------------------------------------------------------------------


class _Ops:
    """`kb.op.v_add_f32(dst, a, b)` appends a checked instruction named exactly as LLVM spells it."""

    def __init__(self, builder: "KernelBuilder") -> None:
        self._builder = builder

    def __getattr__(self, mnemonic: str):
        table = self._builder.table
        if mnemonic not in table:
            raise EmitError(f"instruction {mnemonic!r} is not in the gfx950 instruction table (isa/gfx950.isa)")

        def emit(*operands: Operand, mods: tuple[str, ...] | list[str] = (), comment: str = "") -> Inst:
            return self._builder.append(Inst(mnemonic, tuple(operands), tuple(mods), comment,
                                             self._builder.current_phase))

        emit.__name__ = mnemonic
        return emit


class KernelBuilder:
    """Builds a `Kernel` block by block. Registers are virtual until allocation."""

    def __init__(self, name: str, workgroup_size: int = 64, table: IsaTable | None = None) -> None:
        self.name = name
        self.workgroup_size = workgroup_size
        self.table = table or load_table()
        self.op = _Ops(self)
        self._ids = itertools.count()
        self._args: list[KernelArg] = []
        self._kernarg_end = 0
        self._blocks: list[Block] = []
        self._label = "entry"
        self._insts: list[Inst] = []
        self._labels: set[str] = {"entry"}
        self._wg_ids = [False, False, False]
        self.lds_bytes = 0
        # kernel inputs: kernarg segment pointer in s[0:1]; workitem id in v0
        self.kernarg_ptr = VReg("s", next(self._ids), 2, "kernarg_ptr", pin=0)
        self.workitem_id = VReg("v", next(self._ids), 1, "workitem_id", pin=0)
        self._wg_regs: dict[int, VReg] = {}
        self.current_phase = ""
        self.accumulator_home = "auto"

    @contextlib.contextmanager
    def phase(self, name: str):
        """Tag every instruction appended inside the block with phase `name`."""
        outer, self.current_phase = self.current_phase, name
        try:
            yield
        finally:
            self.current_phase = outer

    # -- registers
    def vreg(self, width: int = 1, name: str = "") -> VReg:
        return VReg("v", next(self._ids), width, name)

    def areg(self, width: int = 1, name: str = "") -> VReg:
        return VReg("a", next(self._ids), width, name)

    def accreg(self, width: int = 1, name: str = "") -> VReg:
        """An accumulator: register allocation puts it in VGPRs or AGPRs (see regalloc)."""
        return VReg(ACC, next(self._ids), width, name)

    def sreg(self, width: int = 1, name: str = "") -> VReg:
        return VReg("s", next(self._ids), width, name)

    def reg(self, kind: str, width: int = 1, name: str = "") -> VReg:
        if kind not in REG_KINDS:
            raise ValueError(f"register kind must be one of {REG_KINDS}")
        return VReg(kind, next(self._ids), width, name)

    def workgroup_id(self, dim: int) -> VReg:
        """The workgroup id in dimension 0, 1 or 2 (an SGPR set by the hardware at launch)."""
        if dim not in self._wg_regs:
            self._wg_ids[dim] = True
            self._wg_regs[dim] = VReg("s", next(self._ids), 1, "workgroup_id_" + "xyz"[dim])
        return self._wg_regs[dim]

    # -- arguments
    def _add_arg(self, name: str, kind: str, size: int, type_name: str) -> KernelArg:
        if any(a.name == name for a in self._args):
            raise ValueError(f"kernel argument {name!r} declared twice")
        align = min(size, 8)
        offset = (self._kernarg_end + align - 1) // align * align
        arg = KernelArg(name, kind, size, offset, type_name)
        self._args.append(arg)
        self._kernarg_end = offset + size
        return arg

    def arg_pointer(self, name: str, type_name: str = "") -> KernelArg:
        return self._add_arg(name, "global_buffer", 8, type_name)

    def arg_value(self, name: str, size: int = 4, type_name: str = "") -> KernelArg:
        return self._add_arg(name, "by_value", size, type_name)

    # -- code
    def append(self, inst: Inst) -> Inst:
        check_inst(self.table, inst)
        self._insts.append(inst)
        return inst

    def label(self, name: str) -> LabelRef:
        """End the current block and start a new one named `name`."""
        if name in self._labels:
            raise ValueError(f"label {name!r} defined twice")
        self._labels.add(name)
        self._blocks.append(Block(self._label, tuple(self._insts)))
        self._label, self._insts = name, []
        return LabelRef(name)

    def finish(self) -> Kernel:
        blocks = tuple(self._blocks) + (Block(self._label, tuple(self._insts)),)
        # workgroup-id SGPRs follow the two user SGPRs of the kernarg pointer, in x, y, z order
        pins = {}
        next_sgpr = 2
        for dim in range(3):
            if self._wg_ids[dim]:
                pins[dim] = next_sgpr
                next_sgpr += 1
        renames = {r: VReg(r.kind, r.id, r.width, r.name, pin=pins[d]) for d, r in self._wg_regs.items()}
        if renames:
            blocks = tuple(Block(b.label, tuple(_rename(i, renames) for i in b.insts)) for b in blocks)
        kernarg_size = (self._kernarg_end + 7) // 8 * 8
        return Kernel(self.name, tuple(self._args), blocks, self.workgroup_size, self.lds_bytes,
                      tuple(self._wg_ids), kernarg_size, self.accumulator_home)


def _rename(inst: Inst, renames: dict[VReg, VReg]) -> Inst:
    def sub(o: Operand) -> Operand:
        if isinstance(o, VReg) and o in renames:
            return renames[o]
        if isinstance(o, RegSlice) and o.base in renames:
            return RegSlice(renames[o.base], o.offset, o.width)
        return o

    return Inst(inst.op, tuple(sub(o) for o in inst.operands), inst.modifiers, inst.comment, inst.tag)


def successors(kernel: Kernel) -> dict[str, tuple[str, ...]]:
    """Control-flow successors of each block, from its last instruction."""
    out: dict[str, tuple[str, ...]] = {}
    labels = [b.label for b in kernel.blocks]
    for i, b in enumerate(kernel.blocks):
        nxt = labels[i + 1] if i + 1 < len(labels) else None
        last = b.insts[-1] if b.insts else None
        if last is not None and last.op == "s_endpgm":
            out[b.label] = ()
        elif last is not None and last.op == "s_branch":
            out[b.label] = (str(last.operands[0]),)
        elif last is not None and classify(last.op).conditional_branch:
            out[b.label] = tuple(x for x in (str(last.operands[0]), nxt) if x)
        else:
            out[b.label] = (nxt,) if nxt else ()
    return out


def predecessors(kernel: Kernel) -> dict[str, list[str]]:
    """Control-flow predecessors of each block (the inverse of `successors`)."""
    preds: dict[str, list[str]] = {b.label: [] for b in kernel.blocks}
    for b, ss in successors(kernel).items():
        for s in ss:
            preds[s].append(b)
    return preds
