"""Conversions: FP32 -> FP8 (plain and scaled), FP8 -> FP32, FP32 -> u8 byte insert, FP32 -> BF16.

FP8 overflow (a status, not a settled fact; see isa/gfx950.isa):
- gfx950's FP8 is OCP e4m3fn / e5m2 (bias 7 / 15). Rounding is to nearest even.
- What a finite value beyond the largest FP8 number becomes depends on the MODE register bit
  23 (FP16_OVFL; the bit number is the table fact `mode_fp8_saturate_bit`). Triton and AMD's libraries set `s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1`
  before FP8 conversions so that finite overflow saturates to +-max (448 for e4m3); with the bit
  clear the result is NaN (e4m3 has no infinity), matching ml_dtypes' astype. Infinities convert
  to NaN (e4m3) in both modes; for e5m2 (bf8) saturation also clamps infinities (unverified).
  (clang-22 rejects the `clamp` modifier on these instructions, so only the mode bit matters.)
  Status: unverified against the CDNA4 ISA text (public kernels' comments and Triton's use of
  the mode bit are the sources); if this changes, it changes here only.
- v_cvt_scalef32_pk_fp8_f32 divides by the FP32 scale first (AMD libraries compute
  scale = 2^(e8m0 - 127) from a block maximum and expect x / scale). Model: x / scale rounded
  once to FP32 (exact for power-of-two scales, the only ones used in practice), then converted.
- v_cvt_pk_u8_f32: round to nearest even, clamp to 0..255, NaN -> 0 (unverified for CDNA4).
"""
from __future__ import annotations

import dataclasses
import functools

import numpy as np

from ..codeobj import DecodedInst
from ..isa import load_table
from . import fp8
from .errors import EmulationError
from .fpmode import DEFAULT, ROUND_TO_INTEGER, conversion_under_mode
from .operands import (constant_bits, is_constant, reader32, reader_f32, vgpr_row, writer32,
                       writer64)
from .semantics import modifier_list, reject_modifiers, semantics
from .fusion import LaneOp, lane_op
from .state import LANES, Wave
from .valu import vop

F32 = np.float32
U32 = np.uint32


def _saturate_mode_mask() -> int:
    """The MODE bit that makes FP8 conversions saturate (isa/gfx950.isa fact, unverified)."""
    return 1 << int(load_table().fact("mode_fp8_saturate_bit").value)


def _to_fp8(x, fmt: fp8.Fp8Format, saturate: bool) -> np.ndarray:
    return fp8.encode_f32(x, fmt, saturate=saturate)  # float32 in, uint32 codes out


def _old_word(w: Wave, row: int) -> np.ndarray:
    """The destination's previous value; lanes never written read as 0 here because a packed
    conversion routinely assembles a fresh register one half at a time."""
    return np.where(w.vw[row], w.v[row], U32(0))


@semantics("v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32", "v_cvt_scalef32_pk_fp8_f32",
           "v_cvt_scalef32_pk_bf8_f32")
def _cvt_pk_fp8(inst: DecodedInst, info, ctx):
    scaled = "scalef32" in inst.mnemonic
    fmt = fp8.E5M2 if "bf8" in inst.mnemonic else fp8.E4M3
    reject_modifiers(inst, ("op_sel",))
    nsrc = 3 if scaled else 2
    op_sel = modifier_list(inst, "op_sel", nsrc + 1)
    if any(op_sel[:nsrc]):
        raise EmulationError(f"source op_sel of {inst.mnemonic} is not modelled")
    word = op_sel[nsrc]
    row = vgpr_row(inst.operands[0])
    a, b = reader_f32(inst.operands[1]), reader_f32(inst.operands[2])
    # a constant scale of 1.0 (Triton's usual operand) divides exactly: x / 1.0 is x, also
    # for denormals, and a NaN stays a NaN of the same sign (FP8 keeps no payload)
    unit = scaled and is_constant(inst.operands[3]) and constant_bits(inst.operands[3]) == 0x3F800000
    scale = reader_f32(inst.operands[3]) if scaled and not unit else None
    shift = U32(16 * word)
    keep = U32(0xFFFF0000 if word == 0 else 0x0000FFFF)
    saturate_bit = _saturate_mode_mask()

    def run(w: Wave):
        x, y = a(w), b(w)
        if scale is not None:
            s = scale(w)
            x, y = np.asarray(x / s, F32), np.asarray(y / s, F32)
        sat = bool(w.mode & saturate_bit)
        lo = _to_fp8(x, fmt, sat)
        hi = _to_fp8(y, fmt, sat)
        new = lo | (hi << U32(8))
        if word:
            new <<= shift
        if row is not None and w.exec_all and w.vfull[row] and new.ndim:
            old = w.v[row]
            np.bitwise_or(np.bitwise_and(old, keep), new, out=old)
        else:
            w.write_v(row, (_old_word(w, row) & keep) | new)
    # unscaled: an FP32 denormal converts to a signed FP8 zero flushed or not
    return conversion_under_mode(run, inst.mnemonic, ctx.float_mode, fp16_fields=True,
                                 denormal_sources=(a, b, scale) if scaled else ())


@semantics("v_cvt_pk_f32_fp8", "v_cvt_pk_f32_bf8")
def _cvt_pk_f32_fp8(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ("op_sel", "src0_sel"))
    fmt = fp8.E5M2 if "bf8" in inst.mnemonic else fp8.E4M3
    # the high word is selected by op_sel (VOP3) or, as llvm-objdump prints it, SDWA src0_sel
    sel = inst.modifier("src0_sel")
    if sel not in (None, "WORD_0", "WORD_1"):
        raise EmulationError(f"src0_sel:{sel} of {inst.mnemonic} is not modelled")
    word = 1 if sel == "WORD_1" else modifier_list(inst, "op_sel", 1)[0]
    src = reader32(inst.operands[1])
    write = writer64(inst.operands[0])
    table = fmt.values.astype(F32).view(U32).astype(np.uint64)

    def run(w: Wave):
        v = np.asarray(src(w), U32) >> U32(16 * word)
        lo = table[v & U32(0xFF)]
        hi = table[(v >> U32(8)) & U32(0xFF)]
        write(w, lo | (hi << np.uint64(32)))
    return run


def _pack_u8(x, old, shift, keep, round_=np.rint):
    """v_cvt_pk_u8_f32 lane-wise: byte shift/8 of old replaced by x clamped to [0, 255] and
    rounded by round_ (the MODE's FP32 field: fact cvt_pk_u8_rounds_by_mode in isa/gfx950.isa;
    clamping and rounding to an integer commute for every direction). fmax/fmin map NaN to the
    other operand, so NaN -> 0."""
    t = np.fmax(x, _ZERO_F32)
    np.fmin(t, _TOP_F32, out=t)
    byte = round_(t, out=t).astype(U32)
    np.left_shift(byte, shift, out=byte)
    return np.bitwise_or(np.bitwise_and(old, keep, dtype=U32), byte, out=byte)


# 0-d arrays: cheap ufunc operands (numpy scalars cost more per call)
_ZERO_F32, _TOP_F32 = np.array(0, F32), np.array(255, F32)


@semantics("v_cvt_pk_u8_f32")
def _cvt_pk_u8(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    x = reader_f32(inst.operands[1])
    old = reader32(inst.operands[3])
    sel_op = inst.operands[2]
    round_ = ROUND_TO_INTEGER[ctx.float_mode.round32]
    if sel_op.kind == "imm" and not ctx.float_mode.round32:
        shift = U32(8 * (int(sel_op.value) & 3))
        keep = ~(U32(0xFF) << shift)
        # 0-d arrays and scratch rows: cheap ufunc operands, no allocation (see operands.py)
        zero, top = np.array(0, F32), np.array(255, F32)
        shift_a, keep_a = np.array(shift), np.array(keep)
        scratch, byte = np.empty(LANES, F32), np.empty(LANES, U32)
        row = vgpr_row(inst.operands[0])

        k = int(sel_op.value) & 3
        old_row = vgpr_row(inst.operands[3])
        old_zero = is_constant(inst.operands[3]) and constant_bits(inst.operands[3]) & int(keep) == 0

        def into(xs, dst):
            """The other three bytes are the destination's own (or zero): write byte k of n
            registers (dst, (n, 64)) in place from xs; the clamped, rounded value fits a byte
            exactly. fmax/fmin map NaN to the other operand, so NaN -> 0; rint rounds half to
            even. Also LaneOp.into for fused windows."""
            t = np.fmax(xs, zero)
            np.fmin(t, top, out=t)
            if old_zero:
                dst[...] = 0
            np.rint(t, out=dst.view(np.uint8)[..., k::4], casting="unsafe")
        in_place = old_row == row or old_zero

        def run(w: Wave):
            if w.exec_all and in_place:
                if not old_zero:
                    old(w)  # the read check of the old value
                into(x(w)[None], w.v[row:row + 1])
                if not w.vfull[row]:
                    w.vw[row] = True
                    w.vfull[row] = True
                return
            t = np.fmax(x(w), zero, out=scratch)
            np.fmin(t, top, out=t)
            np.rint(t, out=t)
            np.copyto(byte, t, casting="unsafe")
            np.left_shift(byte, shift_a, out=byte)
            if w.exec_all:
                dst = w.v[row]
                np.bitwise_and(old(w), keep_a, out=dst)
                np.bitwise_or(dst, byte, out=dst)
                if not w.vfull[row]:
                    w.vw[row] = True
                    w.vfull[row] = True
            else:
                write(w, _pack_u8(x(w), old(w), shift_a, keep_a))
        if row is not None:
            lane_op(run, LaneOp(("v_cvt_pk_u8_f32", k), functools.partial(_pack_u8, shift=shift_a,
                                                                       keep=keep_a),
                                ("f32", "u32"), (inst.operands[1], inst.operands[3]), 1, row, "u32",
                                into=into if in_place else None))
        return run
    sel = reader32(sel_op)

    def run_var(w: Wave):  # a byte select from a register, or a directed round mode
        shift = (np.asarray(sel(w), U32) & U32(3)) * U32(8)
        write(w, _pack_u8(x(w), old(w), shift, ~(U32(0xFF) << shift), round_))
    return run_var


@semantics("v_cvt_pk_bf16_f32")
def _cvt_pk_bf16(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    a, b = reader_f32(inst.operands[1]), reader_f32(inst.operands[2])

    # 0-d array constants (cheap ufunc operands). In uint32 the rounding add cannot overflow
    # for a non-NaN value (at most 0xFF800000 + 0x8000); NaNs take the quieted-truncation branch.
    c7fff, c16, c1, c40, cffff = (np.array(v, U32) for v in (0x7FFF, 16, 1, 0x40, 0xFFFF))

    def bf16(x):
        f = np.asarray(x, F32)
        bits = f.view(U32)
        rounded = (bits + c7fff + ((bits >> c16) & c1)) >> c16
        nan = np.isnan(f)
        if np.count_nonzero(nan):
            rounded = np.where(nan, (bits >> c16) | c40, rounded)
        return rounded & cffff

    def run(w: Wave):
        write(w, bf16(a(w)) | (bf16(b(w)) << c16))
    rows = [vgpr_row(op) for op in inst.operands[:3]]
    if (None in rows or inst.encoding in ("dpp", "sdwa") or inst.operands[1].abs or inst.operands[1].neg
            or inst.operands[2].abs or inst.operands[2].neg or ctx.float_mode != DEFAULT):
        return conversion_under_mode(run, inst.mnemonic, ctx.float_mode, fp16_fields=True,
                                     denormal_sources=(a, b))
    dst, ra, rb = rows
    both = np.array([ra, rb], np.intp)

    def run_pair(w: Wave):  # sources written in all lanes: both halves rounded in one bf16 call
        v, vfull = w.v, w.vfull
        if not (vfull[ra] and vfull[rb]):
            return run(w)
        bits = v[ra:ra + 2] if rb == ra + 1 else v.take(both, axis=0)
        rounded = bf16(bits.view(F32))
        np.left_shift(rounded[1], c16, out=rounded[1])
        if not w.exec_all:  # the active lanes only (an epilogue's row mask)
            return w.write_v(dst, np.bitwise_or(rounded[0], rounded[1]))
        np.bitwise_or(rounded[0], rounded[1], out=v[dst])
        if not vfull[dst]:
            w.vw[dst] = True
            vfull[dst] = True
    return run_pair


_BELOW_2_32, _TWO_32 = np.array(4294967040.0, F32), np.array(2.0 ** 32, F32)


@semantics("v_cvt_u32_f32", "v_cvt_i32_f32")
def _cvt_int(inst, info, ctx):
    signed = inst.mnemonic == "v_cvt_i32_f32"

    def conv(a):
        if not signed:  # in float32: NaN and negatives -> 0 (fmax), >= 2^32 saturates
            t = np.fmax(a, _ZERO_F32)
            r = np.fmin(t, _BELOW_2_32).astype(U32)  # float32 to uint32 truncates below 2^32
            big = np.greater_equal(t, _TWO_32)
            if np.count_nonzero(big):
                r[big] = 0xFFFFFFFF
            return r
        t = np.trunc(np.asarray(a, np.float64))
        t = np.where(np.isnan(t), 0, t)
        return np.clip(t, -2.0 ** 31, 2.0 ** 31 - 1).astype(np.int64).astype(np.int32).view(U32)
    return vop(("f32",), "u32", conv)(inst, info, ctx)


# ---- issue 32: FP16 / BF16 conversions (CDNA ISA guide V_CVT_F32_F16, V_CVT_F32_BF16,
# V_CVT_PK_F16_F32, V_CVT_PKRTZ_F16_F32) ----------------------------------------------------
# f16 -> f32 and bf16 -> f32 are exact (bf16 is the top half of an f32: D = S0[15:0] << 16).
# f32 -> f16: nearest even (v_cvt_pk_f16_f32) or toward zero (v_cvt_pkrtz_f16_f32, "RTZ"
# whatever the MODE round field), subnormal f16 results kept; RTZ never overflows to infinity
# (a finite value beyond 65504 gives +-65504), infinities and NaN stay (NaN quieted).
F16 = np.float16


def f32_to_f16_bits(x, toward_zero: bool) -> np.ndarray:
    f = np.asarray(x, F32)
    with np.errstate(over="ignore", invalid="ignore"):
        h = f.astype(F16)  # numpy: IEEE nearest even, subnormals kept
        if toward_zero:
            wide = np.abs(h.astype(np.float64)) > np.abs(f.astype(np.float64))
            wide &= np.isfinite(f)
            h = np.where(wide, np.nextafter(h, F16(0)), h)
    return np.asarray(h, F16).view(np.uint16).astype(U32)


@semantics("v_cvt_pk_f16_f32", "v_cvt_pkrtz_f16_f32")
def _cvt_pk_f16(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    rtz = inst.mnemonic == "v_cvt_pkrtz_f16_f32"
    write = writer32(inst.operands[0])
    a, b = reader_f32(inst.operands[1]), reader_f32(inst.operands[2])

    def run(w: Wave):
        write(w, f32_to_f16_bits(a(w), rtz) | (f32_to_f16_bits(b(w), rtz) << U32(16)))
    mode = ctx.float_mode
    if rtz:  # its rounding is fixed (toward zero): only the denormal fields of a mode matter
        mode = dataclasses.replace(mode, round32=0, round16_64=0)
    return conversion_under_mode(run, inst.mnemonic, mode, fp16_fields=True,
                                 denormal_sources=(a, b))


@semantics("v_cvt_f32_f16", "v_cvt_f32_bf16")
def _cvt_f32_half(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    if inst.encoding in ("dpp", "sdwa") or inst.operands[1].abs or inst.operands[1].neg:
        raise EmulationError(f"{inst.mnemonic} with DPP/SDWA or source modifiers is not modelled")
    write = writer32(inst.operands[0])
    a = reader32(inst.operands[1])
    if inst.mnemonic == "v_cvt_f32_bf16":
        return lambda w: write(w, (np.asarray(a(w), U32) & U32(0xFFFF)) << U32(16))
    mode = ctx.float_mode
    if mode.denorm16_64 != 3:  # whether an f16 denormal source flushes: not modelled
        def checked(w: Wave):
            h = (np.asarray(a(w), U32) & U32(0xFFFF)).astype(np.uint16)
            sub = ((h & 0x7C00) == 0) & ((h & 0x3FF) != 0)
            if np.count_nonzero(np.broadcast_to(sub, (LANES,)) & w.exec_mask):
                raise EmulationError(f"{inst.mnemonic} of an FP16 denormal under float mode "
                                     f"({mode.describe()}) is not modelled")
            write(w, h.view(F16).astype(F32).view(U32))
        return checked
    return lambda w: write(w, (np.asarray(a(w), U32) & U32(0xFFFF)).astype(np.uint16).view(F16).astype(F32).view(U32))


@semantics("v_cvt_scalef32_pk_bf16_fp8")
def _cvt_scalef32_pk_bf16_fp8(inst: DecodedInst, info, ctx):
    """Two E4M3 bytes of src0 (word op_sel[0]) times the FP32 scale, as two bf16 (D[15:0] from
    the lower byte). MODEL: the product is exact for a power-of-two scale (E8M0-derived, the
    only kind AITER's mla_v4 kernel passes) and an E4M3 value fits bf16, so no rounding rule is
    needed; any other scale, whose rounding (or use of the exponent only) is not documented in
    the sources read here, raises EmulationError."""
    reject_modifiers(inst, ("op_sel",))
    word = modifier_list(inst, "op_sel", 3)[0]
    write = writer32(inst.operands[0])
    src, scale = reader32(inst.operands[1]), reader_f32(inst.operands[2])
    lut = fp8.E4M3.values

    def run(w: Wave):
        s = np.broadcast_to(np.asarray(scale(w), F32), (LANES,))
        mant, exp = np.frexp(s.astype(np.float64))
        if np.count_nonzero((mant != 0.5) & np.isfinite(s) & (s != 0) & w.exec_mask):
            raise EmulationError(f"{inst.mnemonic} with a scale that is not a power of two is not modelled")
        codes = (np.asarray(src(w), U32) >> U32(16 * word)) & U32(0xFFFF)
        vals = lut.take(np.stack([codes & U32(0xFF), codes >> U32(8)])) * s.astype(np.float64)
        halves = (vals.astype(F32).view(U32) >> U32(16)).astype(U32)  # exact: no rounding
        nan = np.isnan(vals)
        halves = np.where(nan, U32(0x7FC0), halves)
        write(w, halves[0] | (halves[1] << U32(16)))
    return conversion_under_mode(run, inst.mnemonic, ctx.float_mode, fp16_fields=True)


@semantics("v_cvt_scalef32_pk_fp4_f32")
def _cvt_scalef32_pk_fp4(inst: DecodedInst, info, ctx):
    """src0 / scale and src1 / scale (each rounded to FP32 first, as v_cvt_scalef32_pk_fp8_f32)
    to two E2M1 codes, src0's in the low nibble, written into byte op_sel[2] + 2 op_sel[3] of
    vdst (the other bytes kept). MODEL CHOICES, unverified: nearest even, finite overflow and
    infinities saturate to +-6 (E2M1 has neither infinity nor NaN; ml_dtypes' float4_e2m1fn
    rule); a NaN source raises EmulationError; the byte select bits."""
    import ml_dtypes

    reject_modifiers(inst, ("op_sel",))
    sel = modifier_list(inst, "op_sel", 4)
    if sel[0] or sel[1]:
        raise EmulationError(f"source op_sel of {inst.mnemonic} is not modelled")
    shift = U32(8 * (sel[2] + 2 * sel[3]))
    keep = U32(0xFFFFFFFF ^ (0xFF << int(shift)))
    row = vgpr_row(inst.operands[0])
    a, b, scale = (reader_f32(op) for op in inst.operands[1:4])

    def code(x):
        return np.asarray(x, F32).astype(ml_dtypes.float4_e2m1fn).view(np.uint8).astype(U32) & U32(0xF)

    def run(w: Wave):
        s = scale(w)
        x, y = np.asarray(a(w) / s, F32), np.asarray(b(w) / s, F32)
        if np.count_nonzero((np.isnan(np.broadcast_to(x, (LANES,))) | np.isnan(np.broadcast_to(y, (LANES,))))
                            & w.exec_mask):
            raise EmulationError(f"{inst.mnemonic} of a NaN is not modelled (E2M1 has no NaN)")
        new = (code(x) | (code(y) << U32(4))) << shift
        w.write_v(row, (_old_word(w, row) & keep) | new)
    return conversion_under_mode(run, inst.mnemonic, ctx.float_mode, fp16_fields=True,
                                 denormal_sources=(a, b, scale))
