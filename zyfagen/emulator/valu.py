"""Vector ALU semantics: integer, FP32 (incl. packed FP32 and FMA), compares, lane moves, DPP.

Rounding model (one place, used by every FP32 instruction here):
- +, -, *, /, sqrt: numpy float32 arithmetic, IEEE round-to-nearest-even with subnormals, as
  in the default float mode; other MODE round / denorm modes (from the descriptor or
  s_setreg) give each handler its mode's form at decode time (fpmode.fp32_under_mode:
  exact directed rounding, flushes, or an EmulationError for what has no exact model).
- fma / fmac / pk_fma: exact, one rounding (fpmath.fma_f32).
- v_exp_f32 / v_log_f32 / v_rsq_f32: MODEL CHOICE, not a hardware fact. The result is the
  float64 value of 2^x (log2 x, 1/sqrt x) from numpy, rounded once to float32, i.e. (all but
  exactly) correctly rounded. Real hardware is specified to about 1 ulp; kernels whose results
  depend on the last bit of a transcendental cannot be checked bit-exactly by any emulator.
- v_rcp_f32: correctly rounded 1/x (float32 division), same caveat.
- v_max/min_f32: IEEE maxNum/minNum (a NaN operand yields the other operand).
- v_maximum3_f32: IEEE 754-2019 maximum (NaN-propagating), bit-exact NaN choice per
  isa/gfx950.isa (fpmath.maximum_f32).
- `clamp` on an FP32 result (VOP3, and each half of a packed FP32 op): min(max(r, 0), 1) after
  the rounding; NaN gives +0 when MODE.DX10_CLAMP is set (every zyfagen kernel sets it) and
  stays NaN otherwise (clamp_f32; isa/gfx950.isa, fact fp32_clamp_nan_is_zero_dx10).
"""
from __future__ import annotations

import re

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .fpmath import clamp_f32, f64_to_f32, fma_f32, maximum3_f32, maximum_fold
from .fpmode import flush_reader, fp32_under_mode
from .fusion import LaneOp, lane_op
from .operands import (constant_bits, is_constant, mask_reader, reader32, reader64, reader_f32,
                       sdst_index, sgpr_index, vgpr_row, writer32, writer64)
from .semantics import modifier_int, modifier_list, reject_modifiers, semantics
from .state import LANES, Wave, mask_to_int

F32 = np.float32
U32 = np.uint32
_DPP_KEYS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr",
             "wave_ror", "row_mirror", "row_half_mirror", "row_bcast", "row_mask", "bank_mask",
             "bound_ctrl", "fi", "row_newbcast")


# ---- DPP --------------------------------------------------------------------------------

def dpp_source_lanes(inst: DecodedInst) -> np.ndarray:
    """For each lane, the lane its src0 is read from (-1: no valid source). GCN/CDNA DPP."""
    lane = np.arange(LANES)
    row_base, in_row = lane & ~15, lane & 15
    if inst.modifier("quad_perm") is not None:
        perm = modifier_list(inst, "quad_perm", 4)
        return (lane & ~3) + np.array(perm)[lane & 3]
    for key in ("row_shl", "row_shr", "row_ror"):
        if inst.modifier(key) is not None:
            n = modifier_int(inst, key)
            if key == "row_shl":
                src = in_row + n
                return np.where(src < 16, row_base + src, -1)
            if key == "row_shr":
                src = in_row - n
                return np.where(src >= 0, row_base + src, -1)
            return row_base + (in_row - n) % 16
    if inst.modifier("wave_shl") is not None:
        return np.where(lane + 1 < LANES, lane + 1, -1)
    if inst.modifier("wave_shr") is not None:
        return lane - 1
    if inst.modifier("wave_rol") is not None:
        return (lane + 1) % LANES
    if inst.modifier("wave_ror") is not None:
        return (lane - 1) % LANES
    if inst.modifier("row_mirror") is not None:
        return row_base + 15 - in_row
    if inst.modifier("row_half_mirror") is not None:
        return (lane & ~7) + 7 - (lane & 7)
    if inst.modifier("row_newbcast") is not None:  # gfx90a+ 0x150+n = GFX10's row_share:n (LLVM
        return row_base + modifier_int(inst, "row_newbcast")  # SIDefines.h): lane n of the row
    if inst.modifier("row_bcast") is not None:
        n = modifier_int(inst, "row_bcast")
        row = lane >> 4
        if n == 15:  # lane 15 of each row feeds the next row
            return np.where(row >= 1, 16 * row - 1, -1)
        if n == 31:  # lane 31 feeds rows 2 and 3
            return np.where(row >= 2, 31, -1)
    raise EmulationError(f"DPP control of `{inst.text}` is not modelled")


def dpp_wrap(inst: DecodedInst, src0_row: int):
    """Return (read_src0(w) -> (values, write_mask)) for a DPP instruction."""
    reject_modifiers(inst, _DPP_KEYS + ("clamp",))
    src = dpp_source_lanes(inst)
    valid = src >= 0
    src_idx = np.where(valid, src, 0)
    row_mask = modifier_int(inst, "row_mask", 0xF)
    bank_mask = modifier_int(inst, "bank_mask", 0xF)
    lane = np.arange(LANES)
    enabled = ((row_mask >> (lane >> 4)) & 1).astype(bool) & ((bank_mask >> (lane & 3)) & 1).astype(bool)
    bound_ctrl = modifier_int(inst, "bound_ctrl", 0) != 0

    def read(w: Wave):
        ex = w.exec_mask
        ok = valid & ex[src_idx]  # a disabled source lane is invalid too
        active = ex & enabled
        need = active & ok
        used = src_idx[need]
        if not w.vfull[src0_row] and not w.vw[src0_row][used].all():
            raise w.unwritten(src0_row, None)
        vals = w.v[src0_row][src_idx]
        if bound_ctrl:
            vals = np.where(ok, vals, U32(0))
            return vals, active
        return vals, active & ok
    return read


# ---- generic builders ---------------------------------------------------------------------

_READERS = {"u32": reader32, "f32": reader_f32, "u64": reader64}


def _src_readers(inst: DecodedInst, kinds: tuple[str, ...], first: int):
    ops = inst.operands[first:first + len(kinds)]
    if len(ops) != len(kinds):
        raise EmulationError(f"{inst.mnemonic} expects {len(kinds)} sources")
    return [_READERS[k](op) for k, op in zip(kinds, ops)]


def vop(kinds: tuple[str, ...], out: str, fn, allow=("clamp",), ufunc=None, lanewise=False,
        fold=None):
    """Factory for `vdst, src0, ...` instructions computing fn(*sources) lane-wise.

    ufunc: a numpy ufunc equal to fn for two sources; with all lanes active it writes straight
    into the destination register (one numpy call instead of two).
    lanewise: fn is elementwise over arrays of any shape, so plain forms (no modifiers, DPP
    or SDWA, default FP32 mode) carry a fusion.LaneOp; fold: its LaneOp.fold.
    """
    def factory(inst: DecodedInst, info, ctx):
        handler = build(inst, info, ctx)
        if (lanewise and not inst.modifiers and inst.encoding not in ("dpp", "sdwa")
                and out in ("u32", "f32") and set(kinds) <= {"u32", "f32"}
                and ctx.float_mode.fp32_default and vgpr_row(inst.operands[0]) is not None
                and len(inst.operands) == 1 + len(kinds)):
            lane_op(handler, LaneOp((inst.mnemonic,), fn, tuple(kinds),
                                    tuple(inst.operands[1:]), 1, vgpr_row(inst.operands[0]), out,
                                    fold))
        return handler

    def build(inst: DecodedInst, info, ctx, fn=fn, ufunc=ufunc):
        if inst.encoding == "sdwa":
            raise EmulationError("SDWA forms are not modelled")
        if not ctx.float_mode.fp32_default and ("f32" in kinds or out == "f32"):
            fn, ufunc = fp32_under_mode(inst.mnemonic, fn, kinds, out, ctx.float_mode), None
        clamp = inst.modifier("clamp") is not None
        if inst.encoding == "dpp":
            if kinds[0] not in ("u32", "f32") or vgpr_row(inst.operands[1]) is None:
                raise EmulationError("DPP source must be a 32-bit VGPR")
            dpp = dpp_wrap(inst, vgpr_row(inst.operands[1]))
            rest = _src_readers(inst, kinds[1:], 2)
            op1 = inst.operands[1]
        else:
            reject_modifiers(inst, allow)
            dpp = None
            srcs = _src_readers(inst, kinds, 1)
        if clamp and out != "f32":
            raise EmulationError(f"clamp on {inst.mnemonic} is not modelled")
        write = writer64(inst.operands[0]) if out == "u64" else writer32(inst.operands[0])
        row = vgpr_row(inst.operands[0])

        def finish(r):
            if out == "f32":
                if clamp:
                    r = clamp_f32(r, ctx.dx10_clamp)
                return np.asarray(r, dtype=F32).view(U32)
            return r

        if dpp is None and ufunc is not None and not clamp and row is not None and len(srcs) == 2:
            s0, s1 = srcs
            as_f32 = out == "f32"

            def run_ufunc(w: Wave):
                a, b = s0(w), s1(w)
                if w.exec_all:
                    ufunc(a, b, out=w.vf[row] if as_f32 else w.v[row])
                    if not w.vfull[row]:
                        w.vw[row] = True
                        w.vfull[row] = True
                else:
                    r = ufunc(a, b)
                    w.write_v(row, r.view(U32) if as_f32 else r)
            return run_ufunc
        if dpp is None and out == "u32" and row is not None:
            n = len(srcs)
            if n == 1:
                s0, = srcs
                return lambda w: w.write_v(row, fn(s0(w)))
            if n == 2:
                s0, s1 = srcs
                return lambda w: w.write_v(row, fn(s0(w), s1(w)))
            if n == 3:
                s0, s1, s2 = srcs
                return lambda w: w.write_v(row, fn(s0(w), s1(w), s2(w)))
        if dpp is None and ufunc is not None and not clamp and row is not None and len(srcs) == 3:
            s0, s1, s2 = srcs  # fn(a, b, c) == ufunc(ufunc(a, b), c): two calls, in place
            tmp = np.empty(LANES, F32 if out == "f32" else U32)

            def run_ufunc3(w: Wave):
                if not w.exec_all:
                    r = fn(s0(w), s1(w), s2(w))
                    return w.write_v(row, r.view(U32) if out == "f32" else r)
                t = ufunc(s0(w), s1(w), out=tmp)
                ufunc(t, s2(w), out=w.vf[row] if out == "f32" else w.v[row])
                if not w.vfull[row]:
                    w.vw[row] = True
                    w.vfull[row] = True
            return run_ufunc3
        if dpp is None and out == "f32" and not clamp and row is not None:
            n = len(srcs)
            if n == 1:
                s0, = srcs
                return lambda w: w.write_v(row, fn(s0(w)).view(U32))
            if n == 2:
                s0, s1 = srcs
                return lambda w: w.write_v(row, fn(s0(w), s1(w)).view(U32))
            if n == 3:
                s0, s1, s2 = srcs
                return lambda w: w.write_v(row, fn(s0(w), s1(w), s2(w)).view(U32))
        if dpp is None:
            n = len(srcs)
            if n == 1:
                s0, = srcs
                return lambda w: write(w, finish(fn(s0(w))))
            if n == 2:
                s0, s1 = srcs
                return lambda w: write(w, finish(fn(s0(w), s1(w))))
            if n == 3:
                s0, s1, s2 = srcs
                return lambda w: write(w, finish(fn(s0(w), s1(w), s2(w))))
            return lambda w: write(w, finish(fn(*(s(w) for s in srcs))))

        def run_dpp(w: Wave):
            vals, mask = dpp(w)
            if kinds[0] == "f32":
                vals = vals.view(F32)
                if op1.abs:
                    vals = np.abs(vals)
                if op1.neg:
                    vals = -vals
            r = finish(fn(vals, *(s(w) for s in rest)))
            w.write_v(row, r, mask)
        return run_dpp
    return factory


def _u(x):
    return np.asarray(x, dtype=U32)


def _i(x):
    return np.asarray(x, dtype=U32).view(np.int32)


def _sh(x):
    return np.asarray(x, dtype=U32) & U32(31)


def _perm_op(a, b, c):
    return _perm(a, b, c)


_INT_OPS = {
    "v_mov_b32": (("u32",), lambda a: a),
    "v_not_b32": (("u32",), lambda a: ~a),
    "v_bfrev_b32": (("u32",), lambda a: _bitrev(_u(a))),
    "v_add_u32": (("u32", "u32"), lambda a, b: a + b),
    "v_sub_u32": (("u32", "u32"), lambda a, b: a - b),
    "v_subrev_u32": (("u32", "u32"), lambda a, b: b - a),
    "v_mul_lo_u32": (("u32", "u32"), lambda a, b: a * b),
    "v_mul_hi_u32": (("u32", "u32"), lambda a, b: ((_u(a).astype(np.uint64) * _u(b)) >> np.uint64(32)).astype(U32)),
    "v_mul_u32_u24": (("u32", "u32"), lambda a, b: (_u(a) & U32(0xFFFFFF)) * (_u(b) & U32(0xFFFFFF))),
    # signed 24-bit operands (bits 23:0 sign-extended), low 32 bits of the product
    "v_mul_i32_i24": (("u32", "u32"), lambda a, b: (_i24(a) * _i24(b)).astype(np.uint64).astype(U32)),
    "v_mov_b64": (("u64",), lambda a: np.asarray(a, np.uint64)),
    "v_lshlrev_b32": (("u32", "u32"), lambda a, b: b << (a & U32(31))),
    "v_lshrrev_b32": (("u32", "u32"), lambda a, b: b >> (a & U32(31))),
    "v_ashrrev_i32": (("u32", "u32"), lambda a, b: (_i(b) >> _sh(a).astype(np.int32)).view(U32)),
    "v_and_b32": (("u32", "u32"), lambda a, b: a & b),
    "v_or_b32": (("u32", "u32"), lambda a, b: a | b),
    "v_xor_b32": (("u32", "u32"), lambda a, b: a ^ b),
    "v_max_u32": (("u32", "u32"), lambda a, b: np.maximum(a, b)),
    "v_min_u32": (("u32", "u32"), lambda a, b: np.minimum(a, b)),
    "v_max_i32": (("u32", "u32"), lambda a, b: np.maximum(_i(a), _i(b)).view(U32)),
    "v_min_i32": (("u32", "u32"), lambda a, b: np.minimum(_i(a), _i(b)).view(U32)),
    "v_add3_u32": (("u32",) * 3, lambda a, b, c: a + b + c),
    "v_or3_b32": (("u32",) * 3, lambda a, b, c: a | b | c),
    "v_and_or_b32": (("u32",) * 3, lambda a, b, c: (a & b) | c),
    "v_lshl_or_b32": (("u32",) * 3, lambda a, b, c: (a << (b & U32(31))) | c),
    "v_lshl_add_u32": (("u32",) * 3, lambda a, b, c: (a << (b & U32(31))) + c),
    "v_add_lshl_u32": (("u32",) * 3, lambda a, b, c: (a + b) << _sh(c)),
    "v_xad_u32": (("u32",) * 3, lambda a, b, c: (a ^ b) + c),
    "v_mad_u32_u24": (("u32",) * 3, lambda a, b, c: (_u(a) & U32(0xFFFFFF)) * (_u(b) & U32(0xFFFFFF)) + _u(c)),
    "v_bfe_u32": (("u32",) * 3, lambda a, b, c: _bfe_u(_u(a), _sh(b), _sh(c))),
    "v_bfe_i32": (("u32",) * 3, lambda a, b, c: _bfe_i(_u(a), _sh(b), _sh(c))),
    "v_bfi_b32": (("u32",) * 3, lambda a, b, c: (a & b) | (~_u(a) & _u(c))),
    "v_alignbit_b32": (("u32",) * 3, lambda a, b, c: ((((_u(a).astype(np.uint64) << np.uint64(32)) | _u(b)) >> (_sh(c)).astype(np.uint64)) & np.uint64(0xFFFFFFFF)).astype(U32)),
    "v_lshl_add_u64": (("u64", "u32", "u64"), lambda a, b, c: (np.asarray(a, np.uint64) << (np.asarray(b, np.uint64) & np.uint64(7))) + np.asarray(c, np.uint64)),
    "v_lshrrev_b64": (("u32", "u64"), lambda a, b: np.asarray(b, np.uint64) >> (np.asarray(a, np.uint64) & np.uint64(63))),
    "v_lshlrev_b64": (("u32", "u64"), lambda a, b: np.asarray(b, np.uint64) << (np.asarray(a, np.uint64) & np.uint64(63))),
    "v_cvt_f32_u32": (("u32",), lambda a: _u(a).astype(F32)),
    "v_cvt_f32_i32": (("u32",), lambda a: _i(a).astype(F32)),
}
_INT_OUT = {"v_mov_b64": "u64", "v_cvt_f32_u32": "f32", "v_cvt_f32_i32": "f32", "v_lshl_add_u64": "u64",
            "v_lshrrev_b64": "u64", "v_lshlrev_b64": "u64"}


def _i24(x):
    v = np.asarray(x, dtype=U32).astype(np.int64) & 0xFFFFFF
    return v - ((v & 0x800000) << 1)


def _bitrev(x):
    x = np.asarray(x, dtype=U32)
    b = x.view(np.uint8).reshape(x.shape + (4,)) if x.ndim else np.array([x]).view(np.uint8)
    r = np.unpackbits(b, bitorder="little").reshape(-1, 32)[:, ::-1]
    out = np.packbits(r, bitorder="little").view(U32)
    return out if x.ndim else out[0]


def _bfe_u(x, off, width):
    w = width.astype(np.uint64)
    mask = ((np.uint64(1) << w) - np.uint64(1)).astype(U32)
    return (x >> off) & mask


def _bfe_i(x, off, width):
    r = _bfe_u(x, off, width).astype(np.int64)
    w = np.asarray(width, dtype=np.int64)
    sign = np.where(w > 0, (r >> np.maximum(w - 1, 0)) & 1, 0)
    r = np.where(sign == 1, r - (np.int64(1) << w), r)
    return r.astype(np.int32).view(U32)


_SIGN_BITS = np.array([15, 31, 47, 63], dtype=np.uint64)


_ROWS = np.arange(LANES)[:, None]
_PERM_PLANS: dict[int, object] = {}
_UNPLANNED = object()


def _compile_perm(picks: list[int]):
    """A selector that picks bytes (and sets some to 0x00 or 0xFF), as masks and shifts: the
    picked bytes are grouped by source word and by how far they move, and each group is one
    mask and one shift (a byte interleave such as 0x06020400 is two groups; 0xFF bytes one OR).
    Four groups (no constant byte then): one byte gather instead.
    The plan is called as plan(a, b, out) and may write `out` (which may alias a or b) last."""
    groups: dict[tuple[int, int], int] = {}
    ones = 0  # destination bytes set to 0xFF (selector 13 and above); 12 leaves a byte 0
    for dst_byte, p in enumerate(picks):
        if p >= 12:
            ones |= (0xFF << (8 * dst_byte)) if p > 12 else 0
            continue
        key = (p // 4, 8 * (dst_byte - p % 4))  # (word: 0 = b, 1 = a; left shift in bits)
        groups[key] = groups.get(key, 0) | (0xFF << (8 * (p % 4)))
    if not groups:
        return None  # constant bytes only: the general path
    if len(groups) > 3:
        flat = np.arange(LANES)[:, None] * 8 + np.array(picks)[None, :]

        def gather(a, b, out=None):
            words = np.empty((LANES, 2), dtype=U32)
            words[:, 0] = b
            words[:, 1] = a
            r = words.view(np.uint8).reshape(-1)[flat].view(U32).reshape(LANES)
            if out is None:
                return r
            out[...] = r
            return out
        return gather
    steps = []
    for (word, shift), mask in groups.items():
        kept = 0xFFFFFFFF if shift == 0 else \
            (1 << (32 - shift)) - 1 if shift > 0 else 0xFFFFFFFF & ~((1 << -shift) - 1)
        steps.append((word, None if mask == kept else np.array(mask, U32),
                      np.left_shift if shift > 0 else np.right_shift, np.array(abs(shift), U32)))
    # an unmasked, unshifted source (at most one) goes first: `out` may alias it
    steps.sort(key=lambda st: st[1] is not None or bool(st[3]))
    ones_word = np.array(ones, U32) if ones else None

    def apply(a, b, out=None):
        parts = []
        for word, mask, move, amount in steps:
            t = a if word else b
            if mask is not None:
                t = np.bitwise_and(t, mask)
            if amount:
                t = move(t, amount)
            parts.append(t)
        if ones_word is not None:
            parts.append(ones_word)
        if len(parts) == 1:
            if out is None:
                return parts[0]
            out[...] = parts[0]
            return out
        r = np.bitwise_or(parts[0], parts[1], out=out)
        for t in parts[2:]:
            r = np.bitwise_or(r, t, out=out)
        return r
    return apply


def _perm_plan(sel: int):
    """Compiled byte picker for a selector that only picks bytes (the common case), else None."""
    plan = _PERM_PLANS.get(sel, _UNPLANNED)
    if plan is _UNPLANNED:
        picks = [(sel >> (8 * k)) & 0xFF for k in range(4)]
        # bytes 0-7 picked, 12 (0x00) and 13+ (0xFF) constants; sign copies (8-11): general path
        plan = _compile_perm(picks) if all(p < 8 or p >= 12 for p in picks) else None
        _PERM_PLANS[sel] = plan
    return plan


def _perm(a, b, sel):
    """v_perm_b32: bytes of {a, b} (b = bytes 0-3, a = bytes 4-7) selected by each byte of sel.

    Selector 0-7 picks a byte; 8-11 replicate the sign bit of byte 1, 3, 5, 7; 12 gives 0x00;
    13 and above give 0xFF (GCN3/CDNA ISA, V_PERM_B32).
    """
    sel = np.asarray(sel, U32)
    if sel.ndim == 0:
        plan = _perm_plan(int(sel))
        if plan is not None:
            out = plan(a, b)
            return out if np.ndim(out) else np.full(LANES, out, dtype=U32)
    words = np.empty((LANES, 2), dtype=U32)
    words[:, 0] = b
    words[:, 1] = a
    src = words.view(np.uint8)  # (64, 8)
    table = np.empty((LANES, 14), dtype=np.uint8)
    table[:, :8] = src
    table[:, 8:12] = (src[:, 1::2] >> 7) * np.uint8(0xFF)
    table[:, 12] = 0
    table[:, 13] = 0xFF
    if sel.ndim == 0:
        s = np.minimum(np.frombuffer(int(sel).to_bytes(4, "little"), np.uint8), 13)
        out = table[:, s]
    else:
        s = np.minimum(np.broadcast_to(sel, (LANES,)).copy().view(np.uint8).reshape(LANES, 4), 13)
        out = table[_ROWS, s]
    return np.ascontiguousarray(out).view(U32).reshape(LANES)


@semantics("v_lshl_add_u64")
def _lshl_add_u64(inst: DecodedInst, info, ctx):
    """(a << (b & 7)) + c on 64-bit lanes; with a constant shift and EXEC all ones, one add
    (and one shift) straight into the destination pair."""
    kinds, fn = _INT_OPS["v_lshl_add_u64"]
    generic = vop(kinds, "u64", fn)(inst, info, ctx)
    ops = inst.operands
    row = vgpr_row(ops[0])
    if inst.encoding in ("dpp", "sdwa") or inst.modifiers or row is None or len(ops) != 4 \
            or not is_constant(ops[2]):
        return generic
    shift = np.array(constant_bits(ops[2]) & 7, np.uint64)
    a, c = reader64(ops[1]), reader64(ops[3])

    def run(w: Wave):
        if not w.exec_all:
            return generic(w)
        x = a(w)
        if shift:
            x = np.left_shift(x, shift)
        r = np.add(x, c(w))
        if r.ndim == 0:
            return generic(w)
        w.v[row:row + 2] = r.view(U32).reshape(LANES, 2).T
        vfull = w.vfull
        if not (vfull[row] and vfull[row + 1]):
            w.vw[row:row + 2] = True
            vfull[row] = vfull[row + 1] = True
    return run


@semantics("v_perm_b32")
def _perm_factory(inst: DecodedInst, info, ctx):
    """v_perm_b32 with a scalar selector (SGPR or constant, the usual case): the compiled plan
    for its value, written straight into the destination when EXEC is all ones."""
    generic = vop(("u32",) * 3, "u32", _perm_op)(inst, info, ctx)
    sel_op = inst.operands[3] if len(inst.operands) > 3 else None
    row = vgpr_row(inst.operands[0])
    if inst.encoding in ("dpp", "sdwa") or inst.modifiers or sel_op is None or row is None \
            or vgpr_row(sel_op) is not None:
        return generic
    a, b, sel = reader32(inst.operands[1]), reader32(inst.operands[2]), reader32(sel_op)

    def run(w: Wave):
        if not w.exec_all:
            return generic(w)
        plan = _perm_plan(int(sel(w)))
        if plan is None:
            return generic(w)
        plan(a(w), b(w), w.v[row])
        if not w.vfull[row]:
            w.vw[row] = True
            w.vfull[row] = True
    return run


_INT_UFUNCS = {"v_add_u32": np.add, "v_sub_u32": np.subtract, "v_mul_lo_u32": np.multiply,
               "v_and_b32": np.bitwise_and, "v_or_b32": np.bitwise_or, "v_xor_b32": np.bitwise_xor,
               "v_max_u32": np.maximum, "v_min_u32": np.minimum}
for _name, (_kinds, _fn) in _INT_OPS.items():
    if _name in ("v_lshl_add_u64", "v_mov_b32", "v_mov_b64"):  # their own factories (fast or copying forms)
        continue
    semantics(_name)(vop(_kinds, _INT_OUT.get(_name, "u32"), _fn, ufunc=_INT_UFUNCS.get(_name),
                         lanewise=_name != "v_bfrev_b32"))  # _bitrev flattens its result


def _copy_rows(dst: int, src: int):
    """A register-to-register copy that carries definedness like the hardware: copying a
    never-written register (LLVM copies one in a loop that runs zero times) is allowed and the
    copy stays never-written in those lanes; only a later use that matters reports it."""
    def run(w: Wave):
        m = slice(None) if w.exec_all else w.exec_mask
        w.v[dst, m] = w.v[src, m]
        full = w.vfull[src] and (w.exec_all or w.vfull[dst])
        if not (full and w.vfull[dst]):
            w.vw[dst, m] = w.vw[src, m]
            full = bool(w.vw[dst].all())
        if w.vfull[dst] and not full:  # lanes of dst became never-written
            w.forget_full()
        w.vfull[dst] = full
    return run


def _plain_vgpr_copy(inst: DecodedInst) -> tuple[int, int] | None:
    if inst.encoding in ("dpp", "sdwa") or inst.modifiers or len(inst.operands) != 2:
        return None
    dst, src = inst.operands
    if src.neg or src.abs or vgpr_row(dst) is None or vgpr_row(src) is None:
        return None
    return vgpr_row(dst), vgpr_row(src)


def _identity(a):
    return a


@semantics("mov")
def _mov(inst: DecodedInst, info, ctx):
    """v_accvgpr_read/write/mov: a 32-bit copy between VGPRs, AGPRs and scalars."""
    rows = _plain_vgpr_copy(inst)
    if rows is not None:
        return _copy_rows(*rows)
    return vop(("u32",), "u32", lambda a: a, allow=())(inst, info, ctx)


def _fmax(a, b):
    return np.fmax(a, b)


def _fmin(a, b):
    return np.fmin(a, b)


_F32_OPS = {
    "v_add_f32": (2, lambda a, b: a + b),
    "v_sub_f32": (2, lambda a, b: a - b),
    "v_subrev_f32": (2, lambda a, b: b - a),
    "v_mul_f32": (2, lambda a, b: a * b),
    "v_max_f32": (2, _fmax),
    "v_min_f32": (2, _fmin),
    "v_max3_f32": (3, lambda a, b, c: _fmax(_fmax(a, b), c)),
    "v_min3_f32": (3, lambda a, b, c: _fmin(_fmin(a, b), c)),
    "v_maximum3_f32": (3, maximum3_f32),
    "v_fma_f32": (3, lambda a, b, c: fma_f32(a, b, c)),
    "v_exp_f32": (1, lambda a: f64_to_f32(np.exp2(np.asarray(a, np.float64)))),
    "v_log_f32": (1, lambda a: f64_to_f32(np.log2(np.asarray(a, np.float64)))),
    "v_rcp_f32": (1, lambda a: F32(1) / a),
    "v_sqrt_f32": (1, lambda a: np.sqrt(a)),
    "v_rsq_f32": (1, lambda a: f64_to_f32(1.0 / np.sqrt(np.asarray(a, np.float64)))),
    "v_trunc_f32": (1, np.trunc),
    "v_floor_f32": (1, np.floor),
    "v_ceil_f32": (1, np.ceil),
    "v_rndne_f32": (1, np.rint),
    "v_fract_f32": (1, lambda a: a - np.floor(a)),
}
_F32_UFUNCS = {"v_add_f32": np.add, "v_sub_f32": np.subtract, "v_mul_f32": np.multiply,
               "v_max_f32": np.fmax, "v_min_f32": np.fmin,
               "v_max3_f32": np.fmax, "v_min3_f32": np.fmin}  # the 3-source forms: chained
for _name, (_n, _fn) in _F32_OPS.items():
    semantics(_name)(vop(("f32",) * _n, "f32", _fn, ufunc=_F32_UFUNCS.get(_name), lanewise=True,
                         fold=maximum_fold if _name == "v_maximum3_f32" else None))


@semantics("v_ldexp_f32")
def _ldexp(inst, info, ctx):
    return vop(("f32", "u32"), "f32",
               lambda a, e: np.ldexp(np.asarray(a, F32), np.clip(_i(e), -400, 400)))(inst, info, ctx)


@semantics("v_fmac_f32")
def _fmac(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    if inst.encoding in ("dpp", "sdwa"):
        raise EmulationError("DPP/SDWA fmac is not modelled")
    a, b = reader_f32(inst.operands[1]), reader_f32(inst.operands[2])
    c = reader_f32(inst.operands[0], abs_=False, neg=False)
    write = writer32(inst.operands[0])
    fma = fp32_under_mode("v_fmac_f32", fma_f32, ("f32",) * 3, "f32", ctx.float_mode)
    return lambda w: write(w, fma(a(w), b(w), c(w)).view(U32))


# ---- packed FP32 (VOP3P) -------------------------------------------------------------------

def _pk(nsrc: int, fn, out_fn=None):
    """VOP3P packed FP32: result dword h (0 = lo, 1 = hi) is fn of, per source i, dword
    op_sel[i] (for lo) or op_sel_hi[i] (for hi) of its register pair, negated by
    neg_lo[i] / neg_hi[i]. Both halves are computed together on (2, 64) arrays.
    out_fn(*sources, out=float32 array): the same function writing into `out` (EXEC all ones)."""
    def factory(inst: DecodedInst, info, ctx, fn=fn, out_fn=out_fn):
        reject_modifiers(inst, ("op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp"))
        if not ctx.float_mode.fp32_default:
            fn, out_fn = fp32_under_mode(inst.mnemonic, fn, ("f32",) * nsrc, "f32", ctx.float_mode), None
        clamp = inst.modifier("clamp") is not None
        if clamp:  # both halves clamped after the rounding (lean P's fma_perm conversion)
            dx10, unclamped = ctx.dx10_clamp, fn
            fn, out_fn = (lambda *a: clamp_f32(unclamped(*a), dx10)), None
        op_sel = modifier_list(inst, "op_sel", nsrc)
        op_sel_hi = modifier_list(inst, "op_sel_hi", nsrc) if inst.modifier("op_sel_hi") else [1] * nsrc
        neg_lo = modifier_list(inst, "neg_lo", nsrc)
        neg_hi = modifier_list(inst, "neg_hi", nsrc)
        getters = []
        for k, op in enumerate(inst.operands[1:1 + nsrc]):
            row, idx = vgpr_row(op), sgpr_index(op)
            sign = None
            if neg_lo[k] or neg_hi[k]:
                sign = np.array([[-1.0 if neg_lo[k] else 1.0], [-1.0 if neg_hi[k] else 1.0]], F32)
            if row is not None:
                rows = [row + op_sel[k], row + op_sel_hi[k]]
                straight = rows == [row, row + 1]
                unique = tuple(sorted(set(rows)))

                def get(w, row=row, rows=rows, straight=straight, sign=sign, unique=unique):
                    vfull = w.vfull
                    for r in unique:
                        if not vfull[r]:
                            w.check_v(r)
                    x = w.vf[row:row + 2] if straight else w.vf[rows]
                    return x if sign is None else x * sign
            elif idx is not None:
                sels = (op_sel[k], op_sel_hi[k])

                # only the dwords op_sel / op_sel_hi pick are read (Triton reuses s[n:n+1]
                # with op_sel_hi 0 where s(n+1) was never written: its value cannot matter)
                def get(w, idx=idx, sels=sels, sign=sign):
                    x = np.array([[w.read_s(idx + sels[0])], [w.read_s(idx + sels[1])]],
                                 dtype=U32).view(F32)
                    return x if sign is None else x * sign
            else:
                raise EmulationError(f"constant operand {op.text} of a packed FP32 op is not modelled")
            getters.append(get)
        dst = vgpr_row(inst.operands[0])

        g0 = getters[0]
        g1 = getters[1]
        g2 = getters[2] if nsrc > 2 else None

        def run(w: Wave):
            if w.exec_all and out_fn is not None:
                # straight into the destination pair (numpy handles overlap with a source)
                dst_f = w.vf[dst:dst + 2]
                if g2 is not None:
                    out_fn(g0(w), g1(w), g2(w), out=dst_f)
                else:
                    out_fn(g0(w), g1(w), out=dst_f)
                vfull = w.vfull
                if not (vfull[dst] and vfull[dst + 1]):
                    w.vw[dst:dst + 2] = True
                    vfull[dst] = vfull[dst + 1] = True
                return
            r = fn(g0(w), g1(w), g2(w)) if g2 is not None else fn(g0(w), g1(w))
            r = np.asarray(r, F32).view(U32)
            if w.exec_all:
                w.v[dst:dst + 2] = r
                for q in (dst, dst + 1):
                    if not w.vfull[q]:
                        w.vw[q] = True
                        w.vfull[q] = True
            else:
                w.write_v(dst, r[0])
                w.write_v(dst + 1, r[1])
        srcs = inst.operands[1:1 + nsrc]
        if ((out_fn is not None or clamp) and ctx.float_mode.fp32_default and dst is not None
                and not any(neg_lo) and not any(neg_hi) and not any(op_sel) and all(op_sel_hi)
                and all(vgpr_row(op) is not None for op in srcs)):
            key = (inst.mnemonic, "clamp", ctx.dx10_clamp) if clamp else (inst.mnemonic,)
            lane_op(run, LaneOp(key, fn, ("f32",) * nsrc, tuple(srcs), 2, dst, "f32"))
        return run
    return factory


def _reg(op, k):
    from ..codeobj import Operand
    return Operand(op.text, op.kind, op.index + k, 1)


semantics("v_pk_fma_f32")(_pk(3, fma_f32, fma_f32))
semantics("v_pk_mul_f32")(_pk(2, lambda a, b: a * b, np.multiply))
semantics("v_pk_add_f32")(_pk(2, lambda a, b: a + b, np.add))


@semantics("v_cndmask_b32")
def _cndmask(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    if inst.encoding in ("dpp", "sdwa"):
        raise EmulationError("DPP/SDWA v_cndmask is not modelled")
    a, b = reader32(inst.operands[1]), reader32(inst.operands[2])
    if inst.operands[1].neg or inst.operands[1].abs or inst.operands[2].neg or inst.operands[2].abs:
        a, b = reader_f32(inst.operands[1]), reader_f32(inst.operands[2])
        fa, fb = a, b
        a = lambda w: np.asarray(fa(w), F32).view(U32)  # noqa: E731
        b = lambda w: np.asarray(fb(w), F32).view(U32)  # noqa: E731
    mask = mask_reader(inst.operands[3]) if len(inst.operands) > 3 else mask_reader(_vcc())
    write = writer32(inst.operands[0])
    return lambda w: write(w, np.where(mask(w), b(w), a(w)))


def _vcc():
    from ..codeobj import Operand
    return Operand("vcc", "vcc", 0, 2)


# ---- compares --------------------------------------------------------------------------------

_REL = {"eq": np.equal, "ne": np.not_equal, "lg": np.not_equal, "lt": np.less,
        "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal}


def _cmp(inst: DecodedInst, info, ctx):
    m = re.match(r"v_cmp_(eq|ne|lg|lt|le|gt|ge|neq|nlt|nle|ngt|nge|o|u)_(u32|i32|f32)$", inst.mnemonic)
    rel, kind = m[1], m[2]
    reject_modifiers(inst, ())
    if inst.encoding in ("dpp", "sdwa"):
        raise EmulationError("DPP/SDWA compares are not modelled")
    dst = sdst_index(inst.operands[0])
    if kind == "f32":
        a, b = (flush_reader(reader_f32(op), ctx.float_mode) for op in inst.operands[1:3])
        if rel == "lg":  # ordered not-equal
            fn = lambda x, y: (x != y) & ~np.isnan(x) & ~np.isnan(y)  # noqa: E731
        elif rel == "o":
            fn = lambda x, y: ~np.isnan(x) & ~np.isnan(y)  # noqa: E731
        elif rel == "u":
            fn = lambda x, y: np.isnan(x) | np.isnan(y)  # noqa: E731
        elif rel.startswith("n") and rel != "ne":
            base = _REL[rel[1:] if rel != "neq" else "eq"]
            fn = lambda x, y, base=base: ~base(x, y)  # noqa: E731  (unordered or not-rel)
        else:
            fn = _REL[rel]
    else:
        ra, rb = reader32(inst.operands[1]), reader32(inst.operands[2])
        if kind == "i32":
            a, b = (lambda w: _i(ra(w))), (lambda w: _i(rb(w)))
        else:
            a, b = (lambda w: _u(ra(w))), (lambda w: _u(rb(w)))
        fn = _REL[rel]

    def run(w: Wave):
        r = fn(a(w), b(w))
        if r.ndim == 0:
            r = np.full(LANES, r)
        w.write_s(dst, 2, mask_to_int(r & w.exec_mask))
    return run


for _rel in ("eq", "ne", "lt", "le", "gt", "ge"):
    for _kind in ("u32", "i32"):
        semantics(f"v_cmp_{_rel}_{_kind}")(_cmp)
for _rel in ("eq", "lg", "lt", "le", "gt", "ge", "neq", "nlt", "nle", "ngt", "nge", "o", "u"):
    semantics(f"v_cmp_{_rel}_f32")(_cmp)


@semantics("v_add_co_u32", "v_sub_co_u32", "v_addc_co_u32")
def _add_co(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    write = writer32(inst.operands[0])
    sdst = sdst_index(inst.operands[1])
    a, b = reader32(inst.operands[2]), reader32(inst.operands[3])
    carry_in = mask_reader(inst.operands[4]) if inst.mnemonic == "v_addc_co_u32" else None
    sub = inst.mnemonic == "v_sub_co_u32"

    def run(w: Wave):
        x = _u(a(w)).astype(np.int64)
        y = _u(b(w)).astype(np.int64)
        r = x - y if sub else x + y + (carry_in(w).astype(np.int64) if carry_in else 0)
        carry = (r < 0) if sub else (r > 0xFFFFFFFF)
        write(w, (r & 0xFFFFFFFF).astype(U32))
        w.write_s(sdst, 2, mask_to_int(np.broadcast_to(carry, (LANES,)) & w.exec_mask))
    return run
