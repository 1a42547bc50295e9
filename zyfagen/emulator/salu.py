"""Scalar ALU, scalar memory and program control semantics.

Values are Python ints (unsigned, 32 or 64 bits); SCC follows the GCN/CDNA scalar ALU rules:
carry/borrow for the unsigned add/sub forms, signed overflow for the i32 add/sub forms,
"result != 0" for the bitwise and shift forms, the comparison for s_cmp_*.
"""
from __future__ import annotations

import re

import numpy as np

from ..codeobj import DecodedInst, Operand
from .errors import EmulationError
from .operands import constant_bits, is_constant, sdst_index, sgpr_index
from .semantics import BARRIER, ENDPGM, DecodeContext, semantics
from .state import EXEC_LO, VCC_LO, Wave

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF


def sreader(op: Operand, width: int = 1):
    """Python-int reader for a scalar source (SGPR, special, scc, or constant)."""
    idx = sgpr_index(op)
    if idx is not None:
        if width == 1:
            def read1(w: Wave, idx=idx):
                x = w.s[idx]
                return w.read_s(idx) if x is None else x
            return read1
        return lambda w, idx=idx: w.read_s(idx, width)
    if op.kind == "scc":
        def read_scc(w: Wave):
            if w.scc is None:
                raise EmulationError("read of never-written scc")
            return w.scc
        return read_scc
    if is_constant(op):
        const = constant_bits(op, width)
        return lambda w: const
    raise EmulationError(f"operand {op.text!r} is not a scalar source")


def _sext32(x: int) -> int:
    return x - (1 << 32) if x & 0x80000000 else x


# ---- issue 32: undefinedness travels with the value. A plain SALU operation (arithmetic, logic,
# move, compare, select) with a never-written general SGPR source (or a never-written SCC it
# reads) gives a never-written general-SGPR destination, and a never-written SCC where it writes
# SCC, instead of stopping; what matters stops later: a branch on SCC/VCC/EXEC, a write to
# VCC/M0/EXEC, a scalar or vector memory address or descriptor, data a store sends to memory
# (all read through Wave.read_s, which reports the never-written register and the using
# instruction). AITER's m16x4 `_ps` MLA decode objects compute `s_mul_i32 s56, 4, s77` with s77
# never written, on a path whose result nothing that matters uses.
NO_SCC = frozenset({"s_mul_i32", "s_mul_hi_u32", "s_ff1_i32_b32", "s_ff1_i32_b64",
                    "s_bfm_b32", "s_bfm_b64", "s_mov_b32", "s_mov_b64", "s_brev_b32",
                    "s_mulk_i32", "s_cselect_b32", "s_cselect_b64"})


def _general_sources(ops, widths) -> list[tuple[int, int]]:
    """(first SGPR, count) of each general-SGPR source (below VCC): the ones whose never-written
    state travels; a never-written VCC/M0/EXEC source keeps stopping."""
    out = []
    for op, n in zip(ops, widths):
        idx = sgpr_index(op)
        if idx is not None and idx + n <= VCC_LO:
            out.append((idx, n))
    return out


def _mark_undefined(w: Wave, err: EmulationError, dst: int | None, width: int,
                    general: list[tuple[int, int]], writes_scc: bool, reads_scc: bool) -> None:
    """After `err` from a SALU operation's reads: if it came from a never-written general
    source (or SCC) and the destination is a general SGPR (or only SCC), mark the
    destination (and SCC, if the operation writes it) never-written; otherwise re-raise."""
    s = w.s
    undefined = any(s[i + k] is None for i, n in general for k in range(n)) or (
        reads_scc and w.scc is None)
    if not undefined or (dst is not None and dst + width > VCC_LO):
        raise err
    if dst is not None:
        s[dst:dst + width] = [None] * width
        w.forget_bits(dst, width)
    if writes_scc:
        w.scc = None


def _travelling(run, inst: DecodedInst, dst: int | None, width: int, widths, reads_scc=False,
                reads_dst=False):
    """`run` with never-written sources carried to the destination (_mark_undefined); dst None:
    the operation writes only SCC (s_cmp*); reads_dst: s_addk/s_mulk read their destination."""
    first = 0 if dst is None or reads_dst else 1
    general = _general_sources(inst.operands[first:], widths)
    if (not general and not reads_scc) or (dst is not None and dst + width > VCC_LO):
        return run
    writes_scc = inst.mnemonic not in NO_SCC

    def wrapped(w: Wave):
        try:
            return run(w)
        except EmulationError as err:
            _mark_undefined(w, err, dst, width, general, writes_scc, reads_scc)
    return wrapped


def _binop(width: int, fn, scc_rule: str):
    """Factory for `s_op sdst, src0, src1`."""
    def factory(inst: DecodedInst, info, ctx):
        dst = sdst_index(inst.operands[0])
        if inst.mnemonic == "s_mul_i32" and any(is_constant(o) and constant_bits(o, 1) == 0
                                               for o in inst.operands[1:3]):
            # 0 x anything is 0: the other factor's definedness does not matter (AITER's
            # mla_*_v3_ps decode kernels multiply a never-written SGPR by 0); s_mul_i32 sets no SCC
            def run_zero(w: Wave):
                w.write_s(dst, 1, 0)
            return run_zero
        a = sreader(inst.operands[1], width)
        b_width = 1 if scc_rule == "shift64" else width
        b = sreader(inst.operands[2], b_width)
        mask = M32 if width == 1 else M64
        general = _general_sources(inst.operands[1:3], (width, b_width))
        reads_scc = inst.mnemonic in ("s_addc_u32", "s_subb_u32")
        writes_scc = inst.mnemonic not in NO_SCC

        def run(w: Wave):
            try:
                x, y = a(w), b(w)
                r, scc = fn(x, y, w)
            except EmulationError as err:  # a never-written source travels (issue 32)
                return _mark_undefined(w, err, dst, width, general, writes_scc, reads_scc)
            w.write_s(dst, width, r & mask)
            if scc is not None:
                w.scc = scc

        def run32(w: Wave):  # one SGPR that is not EXEC: a plain store (write_s's common case)
            try:
                r, scc = fn(a(w), b(w), w)
            except EmulationError as err:
                return _mark_undefined(w, err, dst, 1, general, writes_scc, reads_scc)
            w.s[dst] = r & M32
            if scc is not None:
                w.scc = scc
        return run32 if width == 1 and dst < EXEC_LO else run
    return factory


def _nz(r, mask=M32):
    return int((r & mask) != 0)


_SALU2 = {
    "s_add_u32": (1, lambda x, y, w: (x + y, int(x + y > M32)), ""),
    "s_addc_u32": (1, lambda x, y, w: (x + y + _scc(w), int(x + y + _scc(w) > M32)), ""),
    "s_sub_u32": (1, lambda x, y, w: (x - y, int(y > x)), ""),
    "s_subb_u32": (1, lambda x, y, w: (x - y - _scc(w), int(y + _scc(w) > x)), ""),
    "s_add_i32": (1, lambda x, y, w: _add_i32(x, y), ""),
    "s_sub_i32": (1, lambda x, y, w: _add_i32(x, (-_sext32(y)) & M32), ""),
    "s_mul_i32": (1, lambda x, y, w: ((_sext32(x) * _sext32(y)), None), ""),
    "s_mul_hi_u32": (1, lambda x, y, w: ((x * y) >> 32, None), ""),
    "s_lshl_b32": (1, lambda x, y, w: (x << (y & 31), _nz(x << (y & 31))), ""),
    "s_lshr_b32": (1, lambda x, y, w: (x >> (y & 31), _nz(x >> (y & 31))), ""),
    "s_ashr_i32": (1, lambda x, y, w: (_sext32(x) >> (y & 31), _nz(_sext32(x) >> (y & 31))), ""),
    "s_and_b32": (1, lambda x, y, w: (x & y, _nz(x & y)), ""),
    "s_or_b32": (1, lambda x, y, w: (x | y, _nz(x | y)), ""),
    "s_xor_b32": (1, lambda x, y, w: (x ^ y, _nz(x ^ y)), ""),
    "s_andn2_b32": (1, lambda x, y, w: (x & ~y, _nz(x & ~y)), ""),
    "s_and_b64": (2, lambda x, y, w: (x & y, _nz(x & y, M64)), ""),
    "s_or_b64": (2, lambda x, y, w: (x | y, _nz(x | y, M64)), ""),
    "s_xor_b64": (2, lambda x, y, w: (x ^ y, _nz(x ^ y, M64)), ""),
    "s_andn2_b64": (2, lambda x, y, w: (x & ~y, _nz(x & ~y, M64)), ""),
    "s_lshl_b64": (2, lambda x, y, w: (x << (y & 63), _nz(x << (y & 63), M64)), "shift64"),
    "s_lshr_b64": (2, lambda x, y, w: (x >> (y & 63), _nz(x >> (y & 63), M64)), "shift64"),
    "s_bfe_u32": (1, lambda x, y, w: _bfe(x, y), ""),
    "s_min_u32": (1, lambda x, y, w: (min(x, y), int(x < y)), ""),
    "s_max_u32": (1, lambda x, y, w: (max(x, y), int(x > y)), ""),
    "s_min_i32": (1, lambda x, y, w: (min(_sext32(x), _sext32(y)), int(_sext32(x) < _sext32(y))), ""),
    "s_max_i32": (1, lambda x, y, w: (max(_sext32(x), _sext32(y)), int(_sext32(x) > _sext32(y))), ""),
}


def _scc(w: Wave) -> int:
    if w.scc is None:
        raise EmulationError("read of never-written scc")
    return w.scc


def _add_i32(x: int, y: int):
    r = _sext32(x) + _sext32(y)
    return r, int(r > 0x7FFFFFFF or r < -0x80000000)


def _bfe(x: int, y: int):
    offset, width = y & 31, (y >> 16) & 0x7F
    r = (x >> offset) & ((1 << width) - 1) if width else 0
    return r, _nz(r)


for _name, (_width, _fn, _rule) in _SALU2.items():
    semantics(_name)(_binop(_width, _fn, _rule))


@semantics("s_mov_b32", "s_mov_b64", "s_movk_i32", "s_not_b32", "s_not_b64", "s_brev_b32")
def _mov(inst: DecodedInst, info, ctx):
    width = 2 if inst.mnemonic.endswith("b64") else 1
    dst = sdst_index(inst.operands[0])
    src = inst.operands[1]
    if inst.mnemonic == "s_movk_i32":
        const = int(src.value) & 0xFFFF
        const = (const - 0x10000 if const & 0x8000 else const) & M32
        return lambda w: w.write_s(dst, 1, const)
    read = sreader(src, width)
    mask = M32 if width == 1 else M64
    if inst.mnemonic.startswith("s_not"):
        def run_not(w):
            r = ~read(w) & mask
            w.write_s(dst, width, r)
            w.scc = int(r != 0)
        return _travelling(run_not, inst, dst, width, (width,))
    if inst.mnemonic == "s_brev_b32":
        return _travelling(lambda w: w.write_s(dst, 1, int(f"{read(w):032b}"[::-1], 2)),
                           inst, dst, 1, (1,))
    src_index = sgpr_index(src)
    if src_index is not None and not inst.modifiers and dst < VCC_LO:
        return _copy_sgprs(dst, src_index, width)
    return lambda w: w.write_s(dst, width, read(w))


def _copy_sgprs(dst: int, src: int, width: int):
    """s_mov_b32/b64 between general SGPRs carries definedness like the hardware (and like
    v_mov_b32 in valu.py): copying a never-written SGPR is allowed and the copy stays
    never-written; a later use that matters (arithmetic, an address, EXEC/VCC/M0, a branch)
    reports it. A copy into VCC, M0 or EXEC reads its source as a use."""
    def run(w: Wave):
        s = w.s
        s[dst:dst + width] = s[src:src + width]
        if w.undefined_bits:
            w.forget_bits(dst, width)
    return run


@semantics("s_addk_i32", "s_mulk_i32")
def _addk(inst: DecodedInst, info, ctx):
    dst = sdst_index(inst.operands[0])
    imm = int(inst.operands[1].value) & 0xFFFF
    imm = imm - 0x10000 if imm & 0x8000 else imm

    if inst.mnemonic == "s_mulk_i32":
        return _travelling(lambda w: w.write_s(dst, 1, (_sext32(w.read_s(dst)) * imm) & M32),
                           inst, dst, 1, (1,), reads_dst=True)

    def run(w):
        r = _sext32(w.read_s(dst)) + imm
        w.write_s(dst, 1, r & M32)
        w.scc = int(r > 0x7FFFFFFF or r < -0x80000000)
    return _travelling(run, inst, dst, 1, (1,), reads_dst=True)


@semantics("s_cselect_b32", "s_cselect_b64")
def _cselect(inst: DecodedInst, info, ctx):
    """D = SCC ? S0 : S1. Between general SGPRs the selected source's definedness travels with
    it (issue 32: an AITER backward kernel selects a never-written SGPR on a path that never
    uses the result); the unselected source is not read; SCC itself must be defined."""
    width = 2 if inst.mnemonic.endswith("b64") else 1
    dst = sdst_index(inst.operands[0])
    a, b = sreader(inst.operands[1], width), sreader(inst.operands[2], width)
    if dst >= VCC_LO:
        return lambda w: w.write_s(dst, width, a(w) if _scc(w) else b(w))
    ia, ib = sgpr_index(inst.operands[1]), sgpr_index(inst.operands[2])
    ia = ia if ia is not None and ia < VCC_LO else None
    ib = ib if ib is not None and ib < VCC_LO else None

    def run(w: Wave):
        if w.scc is None:  # a select on a never-written SCC gives a never-written result
            w.s[dst:dst + width] = [None] * width
            w.forget_bits(dst, width)
            return
        pick, idx = (a, ia) if w.scc else (b, ib)
        if idx is not None:
            w.s[dst:dst + width] = w.s[idx:idx + width]
            w.forget_bits(dst, width)
        else:
            w.write_s(dst, width, pick(w))
    return run


_CMP = {"eq": lambda x, y: x == y, "lg": lambda x, y: x != y, "lt": lambda x, y: x < y,
        "le": lambda x, y: x <= y, "gt": lambda x, y: x > y, "ge": lambda x, y: x >= y}


def _cmp_factory(inst: DecodedInst, info, ctx):
    m = re.match(r"s_cmp_(eq|lg|lt|le|gt|ge)_(u32|i32|u64)$", inst.mnemonic)
    rel, kind = _CMP[m[1]], m[2]
    width = 2 if kind == "u64" else 1
    a, b = sreader(inst.operands[0], width), sreader(inst.operands[1], width)
    if kind == "i32":
        def run_i(w):
            w.scc = int(rel(_sext32(a(w)), _sext32(b(w))))
        return _travelling(run_i, inst, None, 0, (width, width))

    def run_u(w):
        w.scc = int(rel(a(w), b(w)))
    return _travelling(run_u, inst, None, 0, (width, width))


for _rel in _CMP:
    for _kind in ("u32", "i32"):
        semantics(f"s_cmp_{_rel}_{_kind}")(_cmp_factory)
semantics("s_cmp_eq_u64", "s_cmp_lg_u64")(_cmp_factory)


def _cmpk_factory(inst: DecodedInst, info, ctx):
    """s_cmpk_<rel>_<i32|u32> sdst, simm16: SCC = sdst <rel> the 16-bit constant, sign-extended
    for i32, zero-extended for u32."""
    m = re.match(r"s_cmpk_(eq|lg|lt|le|gt|ge)_(u32|i32)$", inst.mnemonic)
    rel, signed = _CMP[m[1]], m[2] == "i32"
    a = sreader(inst.operands[0])
    imm = int(inst.operands[1].value) & 0xFFFF
    if signed and imm & 0x8000:
        imm -= 0x10000

    def run(w):
        x = a(w)
        w.scc = int(rel(_sext32(x) if signed else x, imm))
    return _travelling(run, inst, None, 0, (1,))


for _rel in _CMP:
    for _kind in ("u32", "i32"):
        semantics(f"s_cmpk_{_rel}_{_kind}")(_cmpk_factory)


@semantics("s_abs_i32")
def _abs(inst: DecodedInst, info, ctx):
    dst = sdst_index(inst.operands[0])
    a = sreader(inst.operands[1])

    def run(w):
        r = abs(_sext32(a(w))) & M32  # |-2^31| wraps to 0x80000000
        w.write_s(dst, 1, r)
        w.scc = int(r != 0)
    return _travelling(run, inst, dst, 1, (1,))


@semantics("s_and_saveexec_b64", "s_or_saveexec_b64", "s_andn2_saveexec_b64")
def _saveexec(inst: DecodedInst, info, ctx):
    dst = sdst_index(inst.operands[0])
    src = sreader(inst.operands[1], 2)
    op = {"s_and_saveexec_b64": lambda e, s: s & e, "s_or_saveexec_b64": lambda e, s: s | e,
          "s_andn2_saveexec_b64": lambda e, s: s & ~e & M64}[inst.mnemonic]

    def run(w: Wave):
        s = src(w)
        old = w.read_s(EXEC_LO, 2)
        w.write_s(dst, 2, old)
        new = op(old, s)
        w.write_s(EXEC_LO, 2, new)
        w.scc = int(new != 0)
    return run


# ---- program control -----------------------------------------------------------------

@semantics("s_branch")
def _branch(inst, info, ctx: DecodeContext):
    target = ctx.branch_index(inst)
    return lambda w: target


def _cond_branch(cond):
    def factory(inst, info, ctx: DecodeContext):
        target = ctx.branch_index(inst)

        def run(w):
            return target if cond(w) else None
        return run
    return factory


semantics("s_cbranch_scc0")(_cond_branch(lambda w: _scc(w) == 0))
semantics("s_cbranch_scc1")(_cond_branch(lambda w: _scc(w) == 1))
semantics("s_cbranch_vccz")(_cond_branch(lambda w: w.read_s(VCC_LO, 2) == 0))
semantics("s_cbranch_vccnz")(_cond_branch(lambda w: w.read_s(VCC_LO, 2) != 0))
semantics("s_cbranch_execz")(_cond_branch(lambda w: w.exec_int == 0))
semantics("s_cbranch_execnz")(_cond_branch(lambda w: w.exec_int != 0))


@semantics("s_endpgm")
def _endpgm(inst, info, ctx):
    return lambda w: ENDPGM


@semantics("s_barrier")
def _barrier(inst, info, ctx):
    return lambda w: BARRIER


def _counting(field: str):
    def factory(inst, info, ctx):
        def run(w: Wave):
            stats = w.stats
            setattr(stats, field, getattr(stats, field) + 1)
        return run
    return factory


# No functional effect: the emulator delivers every memory result at issue (see memory.py for
# the hook a later counter model can use), so waits, nops and priorities are only counted.
semantics("s_waitcnt")(_counting("waitcnt"))
semantics("s_nop")(_counting("nop"))
semantics("s_setprio")(_counting("setprio"))

# MODE bit 28: VSKIP (AMD's CDNA3 ISA guide, MODE register table; gem5's Vega model quotes the
# ISA's S_SETVSKIP text: VSKIP = S0.u[S1.u[4:0]], and while it is set no VOP*/M*BUF/MIMG/DS/FLAT/
# EXP instruction issues; skipped memory instructions leave the wait counters alone).
VSKIP_BIT = 28


@semantics("s_setvskip")
def _setvskip(inst: DecodedInst, info, ctx):
    """s_setvskip src0, src1: MODE.VSKIP = bit (src1 & 31) of src0; program.decode_kernel makes
    the vector instructions of a kernel that has s_setvskip honour it."""
    a, b = sreader(inst.operands[0]), sreader(inst.operands[1])

    def run(w: Wave):
        bit = (a(w) >> (b(w) & 31)) & 1
        w.mode = (w.mode & ~(1 << VSKIP_BIT)) | (bit << VSKIP_BIT)
    return run


# VGPR indexing (gfx9 ISA guide, S_SET_GPR_IDX_ON / _OFF / _IDX; MODE bit 27 GPR_IDX_EN): ON sets
# the enable, M0[7:0] = S0[7:0] and M0[15:12] = the raw S1 field (bit 0 VSRC0_REL, 1 VSRC1_REL,
# 2 VSRC2_REL, 3 VDST_REL), the other M0 bits kept; the VALU instructions that follow add
# M0[7:0] to the VGPR numbers of the enabled operands (program._gpr_indexed).
GPR_IDX_BIT = 27
_M0 = 124


@semantics("s_set_gpr_idx_on")
def _set_gpr_idx_on(inst: DecodedInst, info, ctx):
    a = sreader(inst.operands[0])
    if inst.words:
        enables = (inst.words[0] >> 8) & 0xF  # the SOPC ssrc1 field, read raw
    else:  # text only (isa/ examples): gpr_idx(SRC0,SRC1,SRC2,DST) as LLVM prints it
        names = re.findall(r"SRC0|SRC1|SRC2|DST", inst.operands[1].text if len(inst.operands) > 1 else "")
        enables = sum({"SRC0": 1, "SRC1": 2, "SRC2": 4, "DST": 8}[n] for n in set(names))

    def run(w: Wave):
        idx = a(w) & 0xFF
        old = w.s[_M0] or 0  # bits the instruction keeps; a never-written M0 keeps zeros
        w.write_s(_M0, 1, (old & 0xFFFF0F00) | (enables << 12) | idx)
        w.mode |= 1 << GPR_IDX_BIT
    return run


@semantics("s_set_gpr_idx_off")
def _set_gpr_idx_off(inst: DecodedInst, info, ctx):
    def run(w: Wave):
        w.mode &= ~(1 << GPR_IDX_BIT)
    return run


_HWREG = re.compile(r"hwreg\((?P<reg>\w+)(?:,\s*(?P<off>\d+),\s*(?P<size>\d+))?\)")


@semantics("s_setreg_imm32_b32", "s_setreg_b32")
def _setreg(inst: DecodedInst, info, ctx):
    """MODE field writes; the float fields (bits 7:0) take effect on the next float operation
    (program._mode_following decodes those per mode for kernels that write them)."""
    m = _HWREG.match(inst.operands[0].text)
    if not m or m["reg"] != "HW_REG_MODE":
        raise EmulationError(f"s_setreg of {inst.operands[0].text} is not modelled (only HW_REG_MODE)")
    off = int(m["off"] or 0)
    size = int(m["size"] or 32)
    field_mask = ((1 << size) - 1) << off
    if inst.mnemonic == "s_setreg_b32":
        read = sreader(inst.operands[1])

        def run_sgpr(w: Wave):
            w.mode = (w.mode & ~field_mask) | ((int(read(w)) << off) & field_mask)
        return run_sgpr
    value = constant_bits(inst.operands[1])

    def run(w: Wave):
        w.mode = (w.mode & ~field_mask) | ((value << off) & field_mask)
    return run


# ---- scalar memory ---------------------------------------------------------------------

@semantics("s_memtime", "s_memrealtime")
def _clock_counter(inst: DecodedInst, info, ctx):
    """The emulator does not time: both counters read as the number of counter reads the wave
    made before this one (0, 1, 2, ...), a deterministic, strictly increasing value. A probe
    kernel (zyfagen/probe/) thus sees a positive delta of 1 between two reads of one counter,
    whatever runs between them; on a GPU the delta is shader clocks or 100 MHz ticks."""
    dst = sdst_index(inst.operands[0])

    def run(w: Wave):
        n = getattr(w, "clock_reads", 0)
        w.clock_reads = n + 1
        if w.counters is not None:  # the poison memory model holds the result back (lgkmcnt)
            return w.counters.load_sgprs(w, dst, [n, 0])
        w.write_s(dst, 2, n)
    return run


@semantics("s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16")
def _s_load(inst: DecodedInst, info, ctx):
    ndw = {"s_load_dword": 1, "s_load_dwordx2": 2, "s_load_dwordx4": 4, "s_load_dwordx8": 8,
           "s_load_dwordx16": 16}[inst.mnemonic]
    dst = sdst_index(inst.operands[0])
    base = sreader(inst.operands[1], 2)
    off = sreader(inst.operands[2]) if len(inst.operands) > 2 else (lambda w: 0)
    lanes = np.zeros(1, dtype=np.int64)

    def run(w: Wave):
        addr = (base(w) + off(w)) & M64
        if addr % 4:
            raise EmulationError(f"unaligned scalar load at 0x{addr:x}")
        if w.counters is None and dst + ndw <= EXEC_LO:  # inside one buffer: plain ints
            buf = w.memory.buffer_at(addr)
            if buf is not None and addr + 4 * ndw <= buf.base + buf.nbytes:
                start = addr - buf.base
                w.s[dst:dst + ndw] = buf.data[start:start + 4 * ndw].view(np.uint32).tolist()
                return
        data = w.memory.load_dwords(np.array([addr], dtype=np.uint64), ndw, lanes, "scalar load")
        if w.counters is not None:  # the poison memory model holds the result back
            return w.counters.load_sgprs(w, dst, [int(x) for x in data[0]])
        for k in range(ndw):
            w.s[dst + k] = int(data[0, k])
    return run


def _lshl_add(n: int):
    return lambda x, y, w: ((x << n) + y, int(((x << n) & M32) + y > M32))


for _n in (1, 2, 3, 4):
    semantics(f"s_lshl{_n}_add_u32")(_binop(1, _lshl_add(_n), ""))


# ---- issue 32: bit-field masks and find-first-one (CDNA ISA guide S_BFM_B32/B64,
# S_FF1_I32_B32/B64: neither writes SCC; find-first-one of 0 is -1) -------------------------
def _unary(width_in: int, fn):
    def factory(inst: DecodedInst, info, ctx):
        dst = sdst_index(inst.operands[0])
        a = sreader(inst.operands[1], width_in)
        return _travelling(lambda w: w.write_s(dst, 1, fn(a(w)) & M32), inst, dst, 1, (width_in,))
    return factory


def _ff1(x: int) -> int:
    return (x & -x).bit_length() - 1 if x else -1


semantics("s_ff1_i32_b32")(_unary(1, _ff1))
semantics("s_ff1_i32_b64")(_unary(2, _ff1))


@semantics("s_bfm_b32", "s_bfm_b64")
def _bfm(inst: DecodedInst, info, ctx):
    """D = ((1 << S0[n:0]) - 1) << S1[n:0], n = 4 (b32) or 5 (b64); both sources 32-bit."""
    wide = inst.mnemonic.endswith("b64")
    dst = sdst_index(inst.operands[0])
    a, b = sreader(inst.operands[1]), sreader(inst.operands[2])
    bits = 63 if wide else 31
    mask = M64 if wide else M32
    return _travelling(
        lambda w: w.write_s(dst, 2 if wide else 1, (((1 << (a(w) & bits)) - 1) << (b(w) & bits)) & mask),
        inst, dst, 2 if wide else 1, (1, 1))


@semantics("s_sleep")
def _sleep(inst: DecodedInst, info, ctx):
    return lambda w: None  # only time passes; the emulator has no clock


# ---- issue 32: scalar stores and the scalar atomic decrement (AITER's split-K bf16 GEMMs count
# finished tiles with them). CDNA ISA guide: S_STORE_DWORD writes SDATA at SBASE + OFFSET (+ the
# offset modifier), aligned; S_ATOMIC_DEC: tmp = MEM; MEM = (tmp == 0 || tmp > DATA) ? DATA :
# tmp - 1; with glc SDATA receives tmp. The scalar cache's write-back (s_dcache_wb) is not
# modelled: a store is visible at once.
def _scalar_address(inst: DecodedInst):
    base = sreader(inst.operands[1], 2)
    off = sreader(inst.operands[2]) if len(inst.operands) > 2 else (lambda w: 0)
    extra = int(inst.modifier("offset") or 0, 0) if inst.modifier("offset") else 0

    def address(w: Wave) -> int:
        addr = (base(w) + off(w) + extra) & M64
        if addr % 4:
            raise EmulationError(f"unaligned scalar memory access at 0x{addr:x}")
        return addr
    return address


@semantics("s_store_dword", "s_atomic_dec")
def _s_store(inst: DecodedInst, info, ctx):
    address = _scalar_address(inst)
    data = sreader(inst.operands[0])
    dst = sdst_index(inst.operands[0])
    ret = inst.modifier("glc") is not None
    lane = np.zeros(1, dtype=np.int64)
    dec = inst.mnemonic == "s_atomic_dec"

    def run(w: Wave):
        addr = np.array([address(w)], np.uint64)
        value = data(w)
        if dec:
            old = int(w.memory.load_dwords(addr, 1, lane, "scalar atomic")[0, 0])
            new = value if old == 0 or old > value else old - 1
            w.memory.store(addr, np.array([[new]], np.uint32).view(np.uint8), lane, "scalar atomic")
            if ret:
                w.write_s(dst, 1, old)
            return
        w.memory.store(addr, np.array([[value]], np.uint32).view(np.uint8), lane, "scalar store")
    return run
