"""Vector ALU semantics outside the arithmetic families of zyfagen.emulator.valu: the FP32
division sequence (div_scale / div_fmas / div_fixup), lane moves (readlane, writelane,
permlane swaps), v_bitop3_b32 and v_pk_mov_b32. The rounding model is valu's (its docstring).
"""
from __future__ import annotations

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .fpmath import fma_f32, flush_f32
from .fpmode import flush_reader, fp32_under_mode
from .operands import reader32, reader_f32, sdst_index, vgpr_row, writer32
from .semantics import modifier_int, modifier_list, reject_modifiers, semantics
from .state import ALL_LANES, LANES, VCC_LO, Wave
from .valu import F32, U32, _u, vop

# ---- division helpers (Triton's fp32 division sequence) -------------------------------------

_BOUND, _INV_BOUND = F32(2.0 ** 47), F32(2.0 ** -47)  # v_div_scale_f32's no-rescaling range
_MAGNITUDE, _SIGN, _ONE = np.array(0x7FFFFFFF, U32), np.array(0x80000000, U32), np.array(1, U32)
_ZERO_BITS = np.array(0, U32)


def _exp_field(x):
    return ((np.asarray(x, F32).view(U32) >> U32(23)) & U32(0xFF)).astype(np.int32)


@semantics("v_div_scale_f32")
def _div_scale(inst: DecodedInst, info, ctx):
    """D = S0 unless the quotient S2/S1 needs rescaling; only the unscaled cases are modelled.

    RDNA/CDNA ISA pseudocode: a zero numerator or denominator gives NaN (v_div_fixup_f32 then
    produces the IEEE special result); denormal or extreme-exponent operands would be scaled
    by 2^+-64, which this emulator does not model and reports instead.
    """
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    sdst = sdst_index(inst.operands[1])
    s0, s1, s2 = (flush_reader(reader_f32(op), ctx.float_mode) for op in inst.operands[2:5])

    def run(w: Wave):
        x, den, num = s0(w), s1(w), s2(w)
        if np.ndim(x) and np.ndim(den) and np.ndim(num):
            # the usual case in fewest numpy calls: |den| and |num| in [2^-47, 2^47] in every
            # lane, so neither is zero, denormal or near 2^126, |num| >= 2^-103 and the
            # exponents differ by less than 96, with |num / den| far above 2^-126 (no NaN)
            # (a lane with a zero operand gives NaN: padded rows of a masked block meet it)
            ad, an = np.abs(den), np.abs(num)
            if np.maximum(ad, an).max() <= _BOUND:
                small = np.minimum(ad, an)
                lowest = small.min()
                if lowest >= _INV_BOUND:
                    write(w, np.asarray(x, F32).view(U32))
                    w.write_s(sdst, 2, 0)
                    return
                if lowest == 0:
                    zero = small == 0
                    if np.where(zero, _BOUND, small).min() >= _INV_BOUND:
                        write(w, np.where(zero, F32(np.nan), x).astype(F32).view(U32))
                        w.write_s(sdst, 2, 0)
                        return
        x, den, num = (np.broadcast_to(np.asarray(v, F32), (LANES,)) for v in (x, den, num))
        zero = (den == 0) | (num == 0)
        e1, e2 = _exp_field(den), _exp_field(num)
        with np.errstate(all="ignore"):
            q = np.abs(num.astype(np.float64) / den.astype(np.float64))
        special = ~zero & np.isfinite(den) & np.isfinite(num) & (
            (e2 - e1 >= 96) | (e1 == 0) | (np.abs(den) >= 2.0 ** 126) | ((q < 2.0 ** -126) & (q > 0))
            | (e2 <= 23))
        special &= w.exec_mask
        if special.any():
            raise EmulationError("v_div_scale_f32 operands need the 2^64 rescaling path, "
                                 "which is not modelled", np.nonzero(special)[0])
        write(w, np.where(zero, F32(np.nan), x).astype(F32).view(U32))
        w.write_s(sdst, 2, 0)
    return run


@semantics("v_div_fmas_f32")
def _div_fmas(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    a, b, c = (reader_f32(op) for op in inst.operands[1:4])
    fma = fp32_under_mode("v_div_fmas_f32", fma_f32, ("f32",) * 3, "f32", ctx.float_mode)

    def run(w: Wave):
        if w.read_s(VCC_LO, 2) & w.exec_int:
            raise EmulationError("v_div_fmas_f32 with VCC set (rescaled division) is not modelled")
        write(w, fma(a(w), b(w), c(w)).view(U32))
    return run


@semantics("v_div_fixup_f32")
def _div_fixup(inst: DecodedInst, info, ctx):
    """IEEE special cases of S2 / S1 given the quotient estimate S0 (ISA pseudocode)."""
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    s0, s1, s2 = (flush_reader(reader_f32(op), ctx.float_mode) for op in inst.operands[1:4])
    out = flush_f32 if ctx.float_mode.flush_out32 else np.asarray

    def run(w: Wave):
        q, den, num = s0(w), s1(w), s2(w)
        if np.ndim(q) and np.ndim(den) and np.ndim(num):
            db, nb = den.view(U32), num.view(U32)
            nm = nb & _MAGNITUDE
            # den finite and nonzero (magnitude bits - 1 below 0x7f7fffff; zero wraps round)
            # and num finite in every lane: the result is |q|, or 0 where num is 0, with the
            # sign of den * num
            if int(np.subtract(db & _MAGNITUDE, _ONE).max()) < 0x7F7FFFFF and int(nm.max()) < 0x7F800000:
                r = np.where(nm == 0, _ZERO_BITS, q.view(U32) & _MAGNITUDE) | ((db ^ nb) & _SIGN)
                write(w, out(r.view(F32)).view(U32))
                return
        q, den, num = (np.broadcast_to(np.asarray(v, F32), (LANES,)) for v in (q, den, num))
        neg = np.signbit(den) ^ np.signbit(num)
        inf = np.where(neg, F32(-np.inf), F32(np.inf))
        zero = np.where(neg, F32(-0.0), F32(0.0))
        r = np.where(neg, -np.abs(q), np.abs(q))
        r = np.where((np.abs(den) == np.inf) | (num == 0), zero, r)
        r = np.where((den == 0) | (np.abs(num) == np.inf), inf, r)
        r = np.where(((den == 0) & (num == 0)) | ((np.abs(den) == np.inf) & (np.abs(num) == np.inf)),
                     F32(np.nan), r)
        r = np.where(np.isnan(num), num, r)
        r = np.where(np.isnan(den), den, r)
        write(w, out(np.asarray(r, F32)).view(U32))
    return run


# ---- lane moves -------------------------------------------------------------------------------

@semantics("v_readfirstlane_b32")
def _readfirstlane(inst: DecodedInst, info, ctx):
    dst = sdst_index(inst.operands[0])
    row = vgpr_row(inst.operands[0 + 1])
    if row is None:
        read = reader32(inst.operands[1])
        return lambda w: w.write_s(dst, 1, int(read(w)))

    def run(w: Wave):
        if w.exec_all:
            lane = 0
        else:
            active = np.flatnonzero(w.exec_mask)
            lane = int(active[0]) if active.size else 0
        if not w.vw[row, lane]:
            raise w.unwritten(row, np.arange(LANES) == lane)
        w.write_s(dst, 1, int(w.v[row, lane]))
    return run


@semantics("v_readlane_b32")
def _readlane(inst: DecodedInst, info, ctx):
    dst = sdst_index(inst.operands[0])
    row = vgpr_row(inst.operands[1])
    sel = reader32(inst.operands[2])

    def run(w: Wave):
        lane = int(sel(w)) & 63
        if not w.vw[row, lane]:
            raise w.unwritten(row, np.arange(LANES) == lane)
        w.write_s(dst, 1, int(w.v[row, lane]))
    return run


@semantics("v_writelane_b32")
def _writelane(inst: DecodedInst, info, ctx):
    row = vgpr_row(inst.operands[0])
    val = reader32(inst.operands[1])
    sel = reader32(inst.operands[2])

    def run(w: Wave):
        lane = int(sel(w)) & 63
        w.write_v(row, U32(int(val(w))), np.arange(LANES) == lane)
    return run


@semantics("v_permlane32_swap_b32", "v_permlane16_swap_b32")
def _permlane_swap(inst: DecodedInst, info, ctx):
    """gfx950 lane swaps between vdst and src0 (both read and written).

    permlane32: lanes 32-63 of vdst trade places with lanes 0-31 of src0.
    permlane16: within each 32-lane half, the odd 16-lane rows of vdst trade with the even rows
    of src0. (LLVM IntrinsicsAMDGPU.td: amdgcn_permlane16_swap / amdgcn_permlane32_swap.)
    Modelled for EXEC all ones only.
    """
    reject_modifiers(inst, ("fi", "bound_ctrl"))
    r0, r1 = vgpr_row(inst.operands[0]), vgpr_row(inst.operands[1])
    lane = np.arange(LANES)
    if inst.mnemonic == "v_permlane32_swap_b32":
        dst_lanes = lane[32:]
        src_lanes = lane[:32]
    else:
        dst_lanes = np.concatenate([lane[16:32], lane[48:64]])
        src_lanes = np.concatenate([lane[0:16], lane[32:48]])

    def run(w: Wave):
        if not w.exec_all:
            raise EmulationError(f"{inst.mnemonic} with a partial EXEC mask is not modelled")
        w.check_v(r0, ALL_LANES)
        w.check_v(r1, ALL_LANES)
        a = w.v[r0, dst_lanes].copy()
        w.v[r0, dst_lanes] = w.v[r1, src_lanes]
        w.v[r1, src_lanes] = a
    return run


@semantics("v_bitop3_b32")
def _bitop3(inst: DecodedInst, info, ctx):
    """Any bitwise function of three inputs given by its truth table `bitop3:` (bit i of the
    table is the result for src0 bit = i>>2, src1 bit = (i>>1)&1, src2 bit = i&1, the
    convention of LLVM's SIISelLowering, where src0/src1/src2 alone are 0xf0/0xcc/0xaa)."""
    table = modifier_int(inst, "bitop3", 0)
    terms = [i for i in range(8) if table >> i & 1]

    def fn(a, b, c):
        a, b, c = _u(a), _u(b), _u(c)
        out = np.zeros(np.broadcast(a, b, c).shape, dtype=U32)
        for i in terms:
            out |= (a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c)
        return out
    return vop(("u32",) * 3, "u32", fn, allow=("bitop3",))(inst, info, ctx)


@semantics("v_pk_mov_b32")
def _pk_mov(inst: DecodedInst, info, ctx):
    """D[31:0] = S0 dword op_sel[0], D[63:32] = S1 dword op_sel[1] (LLVM VOP3PInstructions.td,
    V_PK_MOV_B32: op_sel picks the half of each source; no arithmetic, bits copied)."""
    reject_modifiers(inst, ("op_sel",))
    sel = modifier_list(inst, "op_sel", 2)
    dst = vgpr_row(inst.operands[0])
    srcs = [vgpr_row(inst.operands[1]), vgpr_row(inst.operands[2])]
    if dst is None or None in srcs:
        raise EmulationError("v_pk_mov_b32 with SGPR or constant operands is not modelled")
    lo_row, hi_row = srcs[0] + sel[0], srcs[1] + sel[1]

    def run(w: Wave):
        w.check_v(lo_row)
        w.check_v(hi_row)
        lo, hi = w.v[lo_row].copy(), w.v[hi_row].copy()  # sources may overlap the destination
        w.write_v(dst, lo)
        w.write_v(dst + 1, hi)
    return run
