"""MFMA (matrix FMA) semantics for the FP8 forms of gfx950 and their register layouts.

ACCUMULATION MODEL (a documented model choice, used for every MFMA here and by the tests'
numpy references; the order and width of the hardware's internal sums are not documented):

    D = fp32( fp32( sum_k A[m,k] * B[k,n] ) + C[m,n] )

1. Every product of two FP8 values is exact, and the products of one instruction are summed
   exactly (no intermediate rounding).
2. The exact dot product is rounded once to FP32 (nearest even, subnormals kept).
3. It is added to C with one FP32 rounding.
For the scaled forms (v_mfma_scale_*), each 32-element block of K has an E8M0 scale per row of
A and per column of B; the block's exact sum is multiplied by 2^(sa-127) * 2^(sb-127) (exact:
a power of two; 255 means NaN) before the single rounding of step 2.

Why float64 is exact for e4m3 x e4m3 (the fast path): an e4m3 value is an integer multiple of
2^-9 (the smallest subnormal) and at most 448 < 2^9, so a product is a multiple of 2^-18 of
magnitude < 2^18, and a sum of K <= 128 products is a multiple of 2^-18 of magnitude
< 2^7 * 2^18 = 2^25. Every partial sum is therefore an integer count of 2^-18 below 2^43 <= 2^53,
exactly representable in float64, whatever order BLAS adds in. Scaling a block by a power of two
stays exact in float64 (exponents stay within +-600). Other formats (e5m2 involved) are checked
against the same bound per instruction and fall back to exact integer arithmetic when it fails;
combining several scaled blocks uses TwoSum and falls back to exact rationals if any step is
inexact.

REGISTER LAYOUTS (lane t of 64; "byte j" is byte j of the operand's registers taken in order):
Sources: ROCm blog "Matrix Core Programming on AMD CDNA3 and CDNA4 architecture"
(rocm.blogs.amd.com/software-tools-optimization/matrix-cores-cdna) and, for the CDNA3 forms, the
AMD matrix instruction calculator (github.com/ROCm/amd_matrix_instruction_calculator). The tests
check them with matrices whose entries identify their position, and end-to-end through kernels
that Triton compiled for gfx950.
- 32x32x64 f8f6f4 (FP8): A row t%32, byte j < 16 holds k = 16*(t//32) + j, byte j >= 16 holds
  k = 32 + 16*(t//32) + (j-16). B column t%32 with the same k. D/C register 4i+j (i, j < 4):
  row 8i + 4*(t//32) + j, column t%32.
- 16x16x128 f8f6f4 (FP8): A row t%16, byte j < 16: k = 16*(t//16) + j, byte j >= 16:
  k = 64 + 16*(t//16) + (j-16). D/C register j: row 4*(t//16) + j, column t%16.
- 32x32x16 fp8 (CDNA3 form): A row t%32, byte j: k = 8*(t//32) + j; D as 32x32x64.
- 16x16x32 fp8 (CDNA3 form): A row t%16, byte j: k = 8*(t//16) + j; D as 16x16x128.
- Scales: for row m (column n) and K block b, the scale is in lane m + M*b (n + N*b) of the
  scale register, byte op_sel[i] + 2*op_sel_hi[i] (i = 0 for A, 1 for B); unverified for
  non-zero bytes.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..codeobj import DecodedInst
from ..isa import load_table
from . import fp8
from .errors import EmulationError
from .fpmode import denormal_lanes, not_modelled
from .fpmath import round_to_odd_f64, two_sum
from .definedness import d_undefined, defined_copy, lanes_undefined, rows_undefined, write_d
from .operands import is_constant, constant_bits, reader32, vgpr_row
from .semantics import modifier_int, modifier_list, reject_modifiers, semantics
from .state import LANES, Wave

F32 = np.float32
E8M0_VALUES = np.ldexp(1.0, np.arange(256) - 127)  # 255 (NaN) is handled before lookup
_BLOCK_OF = {k: np.arange(k) // 32 for k in (64, 128)}
_FORMATS = {0: fp8.E4M3, 1: fp8.E5M2}
_GRANULE = {"e4m3": 9, "e5m2": 16, "e2m3": 3, "e3m2": 4, "e2m1": 1}  # value = integer * 2^-granule


@dataclass(frozen=True)
class SmallFloat:
    """An OCP MX element format of the f8f6f4 MFMAs narrower than 8 bits (cbsz/blgp 2 E2M3,
    3 E3M2, 4 E2M1): `values` decodes codes 0..2^bits-1 (ml_dtypes' float6_e2m3fn,
    float6_e3m2fn, float4_e2m1fn: no infinity, no NaN), padded to 256 entries like FP8's."""

    name: str
    bits: int
    values: np.ndarray


def _small(name: str, bits: int, dtype_name: str) -> SmallFloat:
    import ml_dtypes

    codes = np.arange(1 << bits, dtype=np.uint8)
    table = np.zeros(256)
    table[:1 << bits] = codes.view(getattr(ml_dtypes, dtype_name)).astype(np.float64)
    table.setflags(write=False)
    return SmallFloat(name, bits, table)


_SMALL = {2: _small("e2m3", 6, "float6_e2m3fn"), 3: _small("e3m2", 6, "float6_e3m2fn"),
          4: _small("e2m1", 4, "float4_e2m1fn")}


def element_codes(regs: np.ndarray, bits: int) -> np.ndarray:
    """(64, 32) codes of the 32 elements each lane's registers hold, element j at bits
    [bits*j, bits*j + bits) of the lane's registers taken in order (little-endian)."""
    lane = lane_bytes(regs)  # (64, 4 * nregs)
    if bits == 8:
        return lane
    flat = np.unpackbits(lane, axis=1, bitorder="little")[:, :32 * bits].reshape(LANES, 32, bits)
    return (flat * (1 << np.arange(bits, dtype=np.uint8))).sum(axis=2).astype(np.uint8)


@dataclass(frozen=True)
class MfmaShape:
    m: int
    n: int
    k: int
    bytes_per_lane: int
    a_lane: np.ndarray  # (M, K) lane holding A[m, k]
    a_byte: np.ndarray  # (M, K) byte index within the lane's operand bytes
    c_lane: np.ndarray  # (M, N)
    c_reg: np.ndarray  # (M, N)

    @property
    def a_flat(self) -> np.ndarray:
        """(M, K) index into the bytes of the operand's registers as stored (register r, lane t,
        byte b at r*256 + t*4 + b)."""
        return (self.a_byte // 4) * 256 + self.a_lane * 4 + self.a_byte % 4

    @property
    def c_flat(self) -> np.ndarray:
        """(M, N) index into the accumulator registers' dwords as stored (r*64 + t)."""
        return self.c_reg * LANES + self.c_lane

    @property
    def c_inverse(self) -> np.ndarray:
        """For each accumulator dword r*64 + t, its index in the row-major (M, N) matrix."""
        inv = np.empty(self.m * self.n, dtype=np.int64)
        inv[self.c_flat.reshape(-1)] = np.arange(self.m * self.n)
        return inv


def _layout(m: int, k: int, kind: str) -> tuple[np.ndarray, np.ndarray]:
    """(lane, byte) of element [row, k] of A (B uses the same with row -> column)."""
    rows = np.arange(m)[:, None]
    ks = np.arange(k)[None, :]
    groups = LANES // m
    if kind == "f8f6f4":
        half = k // 2  # bytes 0-15 cover the first half of K, bytes 16-31 the second
        per = half // groups  # 16
        second = ks >= half
        kk = np.where(second, ks - half, ks)
        g = kk // per
        byte = kk % per + np.where(second, per, 0)
    else:  # CDNA3 fp8 forms: 8 consecutive k per lane
        per = k // groups
        g = ks // per
        byte = ks % per
    lane = rows + m * g
    return np.broadcast_to(lane, (m, k)).copy(), np.broadcast_to(byte, (m, k)).copy()


def _c_layout(m: int) -> tuple[np.ndarray, np.ndarray]:
    rows = np.arange(m)[:, None]
    cols = np.arange(m)[None, :]
    if m == 32:
        i, r = rows // 8, rows % 8
        return (cols + 32 * (r // 4)) + 0 * rows, (4 * i + r % 4) + 0 * cols
    return (cols + 16 * (rows // 4)) + 0 * rows, (rows % 4) + 0 * cols


def shape_for(mnemonic: str) -> MfmaShape:
    m = re.search(r"_(\d+)x(\d+)x(\d+)_", mnemonic)
    mm, nn, kk = int(m[1]), int(m[2]), int(m[3])
    kind = "f8f6f4" if "f8f6f4" in mnemonic else "cdna3"
    a_lane, a_byte = _layout(mm, kk, kind)
    c_lane, c_reg = _c_layout(mm)
    return MfmaShape(mm, nn, kk, 32 if kind == "f8f6f4" else 8, a_lane, a_byte, c_lane, c_reg)


def lane_bytes(regs: np.ndarray) -> np.ndarray:
    """(nregs, 64) uint32 -> (64, 4*nregs) uint8 (register 0's bytes first)."""
    return np.ascontiguousarray(regs.T).view(np.uint8)


def gather_matrix(regs: np.ndarray, shape: MfmaShape) -> np.ndarray:
    """The (M or N, K) byte matrix an operand holds."""
    return lane_bytes(regs)[shape.a_lane, shape.a_byte]


def _fraction_to_f32(x: Fraction) -> np.float32:
    f = float(x)
    err = x - Fraction(f)
    return np.float32(round_to_odd_f64(np.float64(f), np.float64(1.0 if err > 0 else -1.0 if err < 0 else 0.0)))


def _exact_int_dot(a_codes, fa, b_codes, fb) -> tuple[np.ndarray, int]:
    """Exact integer matrix product of FP8 matrices: returns (object ints, power-of-two exponent)."""
    ga, gb = _GRANULE[fa.name], _GRANULE[fb.name]
    ai = (fa.values[a_codes] * 2.0 ** ga)
    bi = (fb.values[b_codes] * 2.0 ** gb)
    if not (np.isfinite(ai).all() and np.isfinite(bi).all()):
        return None, 0
    return ai.astype(np.int64).astype(object) @ bi.astype(np.int64).astype(object).T, -(ga + gb)


def dot_blocks(a_codes: np.ndarray, fa: fp8.Fp8Format, b_codes: np.ndarray, fb: fp8.Fp8Format,
               block: int | None = None, scale_a: np.ndarray | None = None,
               scale_b: np.ndarray | None = None) -> np.ndarray:
    """fp32( sum_k A[m,k] B[n,k] (* block scales) ), the exact dot product rounded once.

    a_codes (M, K) and b_codes (N, K) are FP8 codes; scale_a (M, K/block) and scale_b
    (N, K/block) are E8M0 codes. Returns float32 (M, N).
    """
    av, bv = fa.values.take(a_codes), fb.values.take(b_codes)
    k = a_codes.shape[1]
    nblk = 1 if block is None else k // block
    exact_fast = fa is fp8.E4M3 and fb is fp8.E4M3
    if not exact_fast:
        bound = np.abs(av) @ np.abs(bv).T
        if not np.all(bound < 2.0 ** (52 - _GRANULE[fa.name] - _GRANULE[fb.name])):
            return _exact_path(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b)
    if scale_a is None:
        return (av @ bv.T).astype(F32)
    sa_max, sb_max = int(scale_a.max()), int(scale_b.max())
    if sa_max == 255 or sb_max == 255:
        return dot_blocks_float_only(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b)
    # Block b's sum is a multiple of 2^(e_b - 18) below 2^(e_b + 25) (e4m3), e_b the combined
    # scale exponent; summing the blocks in float64 is exact when max e_b - min e_b <= 10
    # (43 + 10 bits). Then one matmul over all of K with the scales folded into the inputs
    # (multiplying by a power of two is exact) gives the exact total. Otherwise: per-block
    # sums, TwoSum, and rationals where TwoSum reports an inexact step.
    step = k // nblk
    fac_a = E8M0_VALUES[scale_a]
    fac_b = E8M0_VALUES[scale_b]
    spread = (sa_max + sb_max) - (int(scale_a.min()) + int(scale_b.min()))
    with np.errstate(invalid="ignore", over="ignore"):
        if exact_fast and spread <= 10:
            blk = _BLOCK_OF[k]
            return ((av * fac_a[:, blk]) @ (bv * fac_b[:, blk]).T).astype(F32)
        parts = [(av[:, b * step:(b + 1) * step] * fac_a[:, b:b + 1])
                 @ (bv[:, b * step:(b + 1) * step] * fac_b[:, b:b + 1]).T for b in range(nblk)]
        s = parts[0]
        inexact = np.zeros(s.shape, dtype=bool)
        for p in parts[1:]:
            s, err = two_sum(s, p)
            inexact |= (err != 0) & np.isfinite(err)
        out = s.astype(F32)
    if inexact.any():
        if len(parts) == 2:
            s, err = two_sum(parts[0], parts[1])
            fixed = round_to_odd_f64(s, np.where(np.isfinite(err), err, 0.0)).astype(F32)
            out = np.where(inexact, fixed, out)
        else:
            for i, j in zip(*np.nonzero(inexact)):
                out[i, j] = _fraction_to_f32(sum(Fraction(float(p[i, j])) for p in parts))
    return out


def _exact_path(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b) -> np.ndarray:
    k = a_codes.shape[1]
    step = k // nblk
    m, n = a_codes.shape[0], b_codes.shape[0]
    total = np.empty((m, n), dtype=object)
    total[:] = Fraction(0)
    for blk in range(nblk):
        sl = slice(blk * step, (blk + 1) * step)
        ints, exp = _exact_int_dot(a_codes[:, sl], fa, b_codes[:, sl], fb)
        if ints is None:  # NaN or infinity among the inputs: float64 gives the IEEE answer
            return dot_blocks_float_only(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b)
        for i in range(m):
            for j in range(n):
                v = Fraction(int(ints[i, j])) * Fraction(2) ** exp
                if scale_a is not None:
                    sa, sb = int(scale_a[i, blk]), int(scale_b[j, blk])
                    if sa == 255 or sb == 255:
                        return dot_blocks_float_only(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b)
                    v *= Fraction(2) ** (sa + sb - 254)
                total[i, j] += v
    out = np.empty((m, n), dtype=F32)
    for i in range(m):
        for j in range(n):
            out[i, j] = _fraction_to_f32(total[i, j])
    return out


def dot_blocks_float_only(a_codes, fa, b_codes, fb, nblk, scale_a, scale_b) -> np.ndarray:
    """Non-finite inputs: the result is NaN or infinity, which float64 gets right."""
    av, bv = fa.values[a_codes], fb.values[b_codes]
    step = a_codes.shape[1] // nblk
    s = 0.0
    with np.errstate(invalid="ignore", over="ignore"):
        for blk in range(nblk):
            sl = slice(blk * step, (blk + 1) * step)
            p = av[:, sl] @ bv[:, sl].T
            if scale_a is not None:
                sa = scale_a[:, blk].astype(np.float64)
                sb = scale_b[:, blk].astype(np.float64)
                p = p * np.where(sa == 255, np.nan, np.exp2(sa - 127))[:, None] \
                    * np.where(sb == 255, np.nan, np.exp2(sb - 127))[None, :]
            s = s + p
        return np.asarray(s).astype(F32)


def _mfma_factory(inst: DecodedInst, info, ctx):
    mn = inst.mnemonic
    scaled = mn.startswith("v_mfma_scale_")
    shape = shape_for(mn)
    if "f8f6f4" in mn:
        reject_modifiers(inst, ("cbsz", "blgp", "op_sel", "op_sel_hi"))
        cbsz, blgp = modifier_int(inst, "cbsz"), modifier_int(inst, "blgp")
        if cbsz not in _FORMATS and cbsz not in _SMALL or blgp not in _FORMATS and blgp not in _SMALL:
            raise EmulationError(f"{mn} with cbsz:{cbsz} blgp:{blgp}: no such operand format")
        fa, fb = (_FORMATS.get(x) or _SMALL[x] for x in (cbsz, blgp))
        nregs = 8
    else:
        reject_modifiers(inst, ())
        m = re.search(r"_(fp8|bf8)_(fp8|bf8)$", mn)
        fa = fp8.E4M3 if m[1] == "fp8" else fp8.E5M2
        fb = fp8.E4M3 if m[2] == "fp8" else fp8.E5M2
        nregs = 2
    ncregs = shape.m * shape.n // LANES
    dst = vgpr_row(inst.operands[0])
    a_row, b_row = vgpr_row(inst.operands[1]), vgpr_row(inst.operands[2])
    if a_row is None or b_row is None or dst is None:
        raise EmulationError(f"{mn}: A, B and D must be registers")
    a_flat, c_inv = shape.a_flat, shape.c_inverse
    # FP6 / FP4 operands fill 6 / 4 registers (32 elements per lane, packed at `bits` each, low
    # bits first): lane t holds 32 consecutive k, element j at k = 32 * (t // M) + j (unlike
    # FP8's two runs of 16). Checked end to end: AITER's fmha_v4 MXFP4 kernel (per-32-channel
    # E8M0 scales, which a k mapping crossing scale blocks breaks) within the FP8 bound of fp64
    # (tests/emulator/test_aiter_v4.py), and for 16x16x128 AITER's FP4 GEMM against numpy
    # (tests/emulator/test_aiter_i8gemm.py; the FP8-like layout fails both). FP6: by analogy
    bits_a, bits_b = (getattr(f, "bits", 8) for f in (fa, fb))
    small_lane = np.arange(shape.m)[:, None] + shape.m * (np.arange(shape.k)[None, :] // 32)
    small_elem = np.broadcast_to(np.arange(shape.k)[None, :] % 32, small_lane.shape)

    def small_map(bits: int):
        return (small_lane, small_elem) if bits < 8 else (shape.a_lane, shape.a_byte)
    nregs_a, nregs_b = (nregs * b // 8 for b in (bits_a, bits_b))
    c_op = inst.operands[3]
    if is_constant(c_op):
        cval = np.array(np.uint32(constant_bits(c_op)).view(F32))
    elif vgpr_row(c_op) is None:
        raise EmulationError(f"{mn}: C must be a register range or a constant")
    if scaled:
        op_sel = modifier_list(inst, "op_sel", 3)
        op_sel_hi = modifier_list(inst, "op_sel_hi", 3)
        byte_a = op_sel[0] + 2 * op_sel_hi[0]
        byte_b = op_sel[1] + 2 * op_sel_hi[1]
        sa_read, sb_read = reader32(inst.operands[4]), reader32(inst.operands[5])
        nblk = shape.k // 32
        # scale of row m, block b sits in lane m + M*b
        scale_lane = np.arange(shape.m)[:, None] + shape.m * np.arange(nblk)[None, :]

        flat_of = {byte: scale_lane * 4 + byte for byte in {byte_a, byte_b}}  # decoded once

        def scale_codes(v, byte: int) -> np.ndarray:
            """(M or N, K/32) E8M0 codes from the scale operand's value (a register or a scalar)."""
            if np.ndim(v) == 0:
                return np.full(scale_lane.shape, (int(v) >> (8 * byte)) & 0xFF, np.uint8)
            return v.view(np.uint8)[flat_of[byte]]

    e4m3 = fa is fp8.E4M3 and fb is fp8.E4M3
    lut = fp8.E4M3.values
    c_take = c_inv.astype(np.intp)
    c_const = is_constant(c_op)
    k_blocks = shape.k // 32

    layout = (shape.m, shape.n, shape.k, nregs, "f8f6f4" in mn)  # which a_flat applies
    # float modes (fpmode.py): the MFMA's rounding is modelled as nearest even only, and its
    # FP32 denormal flush is not documented, so a flushing mode raises where a denormal C,
    # intermediate or result would make the answer depend on it
    mode = ctx.float_mode
    if mode.round32:
        raise not_modelled(mn, mode)
    flush_check = mode.denorm32 != 3
    # D's dwords in register order (r*64 + t) are whole rows of the (M, N) product, in the
    # order c_rows, when c_take maps each run of N dwords to one row (checked here): then A's
    # values are cached with their rows in that order and the product is D's layout already
    # (a row selection of an exact product: the same bits as gathering afterwards)
    ct = c_take.reshape(shape.m, shape.n)
    c_rows = ct[:, 0] // shape.n
    rows_only = bool(np.array_equal(ct, c_rows[:, None] * shape.n + np.arange(shape.n)))
    a_key = (a_row, layout, "a rows in D order" if rows_only else "a")
    b_key = (b_row, layout, "b transposed")

    # decoding gathers whole dwords where A's layout keeps each register dword's four bytes
    # together, in order, along K (the f8f6f4 forms: 4x fewer indices than a byte gather)
    flat4 = a_flat.reshape(shape.m, -1, 4)
    by_dword = bool(np.all(flat4 % 4 == np.arange(4)) and
                    np.all(flat4 // 4 == flat4[:, :, :1] // 4))
    a_dw = (flat4[:, :, 0] // 4).astype(np.intp)
    a_take = a_flat.astype(np.intp)
    a_shared: list = []  # [(raw, sraw, (values, lowest, highest scale code))]: see values()
    b_shared: list = []

    # the same gathers with A's rows already in D's order (one copy fewer per decode)
    a_dw_rows, a_take_rows = a_dw[c_rows], a_take[c_rows]

    def decode(regs: np.ndarray, in_d_order: bool) -> np.ndarray:
        if by_dword:
            return lut.take(regs.reshape(-1).take(a_dw_rows if in_d_order else a_dw).view(np.uint8))
        return lut.take(regs.view(np.uint8).reshape(-1).take(a_take_rows if in_d_order else a_take))

    def values(w: Wave, key: tuple, regs: np.ndarray, scale, byte: int, shared: list,
               rows=None, transpose=False):
        """(float64 values, block-scaled if any scale is not 2^0; the smallest and largest
        scale code) of an e4m3 operand: (M, K), or (K, N) when transpose (B, ready for the
        product). scale: the scale operand's value (None if unscaled), its byte `byte` used.
        Decoding is a pure function of the register and scale bytes, so it is cached by
        content: per wave and operand registers (kernels feed Q, or P, to several MFMAs in a
        row), and per instruction for the last two contents seen by any wave (the waves of a
        workgroup read the same K and V tiles from LDS)."""
        raw = regs.tobytes()
        if scale is None:
            sraw = b""
        else:
            sraw = bytes((byte,)) + (scale.tobytes() if np.ndim(scale) else int(scale).to_bytes(4, "little"))
        hit = w.mfma_operands.get(key)
        if hit is not None and hit[0] == raw and hit[1] == sraw:
            return hit[2]
        for entry in shared:
            if entry[0] == raw and entry[1] == sraw:
                w.mfma_operands[key] = entry
                return entry[2]
        v = decode(regs, rows is not None)
        lo = hi = None
        if scale is not None:
            codes = scale_codes(scale, byte)
            lo, hi = int(codes.min()), int(codes.max())
            if (lo, hi) != (127, 127) and hi != 255:
                if rows is not None:
                    codes = codes[rows]
                v = (v.reshape(-1, k_blocks, 32) * E8M0_VALUES.take(codes)[:, :, None]).reshape(v.shape)
        if transpose:
            v = np.ascontiguousarray(v.T)
        entry = (raw, sraw, (v, lo, hi))
        w.mfma_operands[key] = entry
        shared.append(entry)
        if len(shared) > 2:
            del shared[0]
        return entry[2]

    written_key = object()  # in w.full_keys once D's registers are marked written
    ab_key, c_key = object(), object()  # ... once A and B (C) were found fully written
    ab_rows = tuple(range(a_row, a_row + nregs_a)) + tuple(range(b_row, b_row + nregs_b))
    c_row = None if c_const else vgpr_row(c_op)
    c_rows_all = () if c_const else tuple(range(c_row, c_row + ncregs))

    # scale operands in VGPRs: read in every lane (issue 32: an undefined lane makes its row's
    # or column's D elements undefined, see d_undefined)
    s_rows = [vgpr_row(inst.operands[4]), vgpr_row(inst.operands[5])] if scaled else [None, None]
    if s_rows[0] is not None:
        sa_read = lambda w, r=s_rows[0]: w.v[r]  # noqa: E731
    if s_rows[1] is not None:
        sb_read = lambda w, r=s_rows[1]: w.v[r]  # noqa: E731

    def undefined_inputs(w: Wave) -> np.ndarray | None:
        """D elements (ncregs, 64) that an undefined A row, B column or scale reaches."""
        rows = rows_undefined(lanes_undefined(w, a_row, nregs_a), shape.m)
        cols = rows_undefined(lanes_undefined(w, b_row, nregs_b), shape.n)
        for k, sr in enumerate(s_rows):
            if sr is not None:
                bad = rows_undefined(lanes_undefined(w, sr, 1), shape.m if k == 0 else shape.n)
                if bad is not None:
                    if k == 0:
                        rows = bad if rows is None else rows | bad
                    else:
                        cols = bad if cols is None else cols | bad
        return d_undefined(shape.c_reg, shape.c_lane, ncregs, rows, cols, None)

    def run(w: Wave):
        undefined = None
        if ab_key not in w.full_keys:
            if all(w.vfull[r] for r in ab_rows) and all(sr is None or w.vfull[sr] for sr in s_rows):
                w.full_keys.add(ab_key)
            else:
                undefined = undefined_inputs(w)
        a_regs, b_regs = w.v[a_row:a_row + nregs_a], w.v[b_row:b_row + nregs_b]
        if undefined is not None:
            a_regs, b_regs = defined_copy(w, a_row, nregs_a), defined_copy(w, b_row, nregs_b)
        dot = acc = None
        if e4m3:
            sa = sa_read(w) if scaled else None
            sb = sb_read(w) if scaled else None
            av, lo_a, hi_a = values(w, a_key, a_regs, sa, byte_a if scaled else 0, a_shared,
                                    c_rows if rows_only else None)
            bt, lo_b, hi_b = values(w, b_key, b_regs, sb, byte_b if scaled else 0, b_shared,
                                    transpose=True)
            # dot_blocks' single-matmul path applies: no NaN scale (255) and a spread of
            # combined scale exponents of at most 10 (the exactness bound in dot_blocks)
            if not scaled or (hi_a != 255 and hi_b != 255 and hi_a + hi_b - lo_a - lo_b <= 10):
                # the fast path of dot_blocks (same exact sums; see its comments)
                dot = np.dot(av, bt).astype(F32)
                if rows_only:
                    acc = dot.reshape(ncregs, LANES)
        if dot is None:
            if bits_a == 8 and bits_b == 8:
                a_codes = a_regs.view(np.uint8).reshape(-1).take(a_flat)
                b_codes = b_regs.view(np.uint8).reshape(-1).take(a_flat)
            else:
                a_codes = element_codes(a_regs, bits_a)[small_map(bits_a)]
                b_codes = element_codes(b_regs, bits_b)[small_map(bits_b)]
            if scaled:
                dot = dot_blocks(a_codes, fa, b_codes, fb, 32, scale_codes(sa_read(w), byte_a),
                                 scale_codes(sb_read(w), byte_b))
            else:
                dot = dot_blocks(a_codes, fa, b_codes, fb)
        # D = dot + C elementwise, computed in the accumulator registers' own order
        if acc is None:
            acc = dot.reshape(-1).take(c_take).reshape(ncregs, LANES)
        out = w.vf[dst:dst + ncregs]
        if c_const:
            cin = cval
        else:
            cin = w.vf[c_row:c_row + ncregs]
            if c_key not in w.full_keys:
                if all(w.vfull[r] for r in c_rows_all):
                    w.full_keys.add(c_key)
                else:  # D[i][j] reads C[i][j] only: undefined there (issue 32)
                    c_bad = ~w.vw[c_row:c_row + ncregs]
                    undefined = c_bad if undefined is None else undefined | c_bad
                    cin = defined_copy(w, c_row, ncregs).view(F32)
        if undefined is not None:
            acc = np.where(undefined, F32(0), acc)
        if flush_check and np.count_nonzero(hit := denormal_lanes(acc, cin)):
            raise EmulationError(f"{mn}: an FP32 denormal C or dot product under float mode "
                                 f"({mode.describe()}) is not modelled", np.nonzero(hit)[0])
        np.add(acc, cin, out=out)
        if flush_check and np.count_nonzero(hit := denormal_lanes(out)):
            raise EmulationError(f"{mn}: an FP32 denormal result under float mode "
                                 f"({mode.describe()}) is not modelled", np.nonzero(hit)[0])
        if undefined is not None:
            return write_d(w, dst, w.v[dst:dst + ncregs].copy(), undefined)
        if written_key not in w.full_keys:
            w.vw[dst:dst + ncregs] = True
            w.vfull[dst:dst + ncregs] = [True] * ncregs
            w.full_keys.add(written_key)
    return run


semantics("mfma_f8f6f4", "mfma_scale_f8f6f4", "mfma_fp8_cdna3")(_mfma_factory)


# ---- issue 32: BF16, FP16 and INT8 MFMAs -------------------------------------------------
# Layout (sources: the AMD matrix instruction calculator for the CDNA3 forms
# v_mfma_f32_32x32x8_bf16 / 16x16x16 / i8 and the ROCm CDNA3/CDNA4 matrix-core blog for the
# gfx950 double-K forms 32x32x16 / 16x16x32): lane t holds K/(64/M) consecutive k of row
# t % M of A (column t % M of B), starting at k = (K/(64/M)) * (t // M); element j of the
# lane's operand registers (16-bit halves or bytes, register 0's low half first) is the j-th
# of them. D/C as for the FP8 forms. The order of the sums is not documented: the
# ACCUMULATION MODEL at the top of this module applies (exact dot product, one rounding to
# FP32, one FP32 addition of C). INT8: D = C + sum a*b modulo 2^32 (int32 accumulator).
_ELEM = {"bf16": 2, "f16": 2, "i8": 1}


def shape_16bit(mnemonic: str) -> tuple[MfmaShape, str, int]:
    """(shape with per-element lane / index maps in a_lane / a_byte, element kind, registers
    per A or B operand) of a bf16 / f16 / i8 MFMA mnemonic."""
    m = re.match(r"v_mfma_[fi]32_(\d+)x(\d+)x(\d+)_(bf16|f16|i8)$", mnemonic)
    if m is None:
        raise EmulationError(f"{mnemonic}: not a BF16/FP16/INT8 MFMA")
    mm, nn, kk, kind = int(m[1]), int(m[2]), int(m[3]), m[4]
    per = kk // (LANES // mm)
    rows, ks = np.arange(mm)[:, None], np.arange(kk)[None, :]
    lane = np.broadcast_to(rows + mm * (ks // per), (mm, kk)).copy()
    elem = np.broadcast_to(ks % per, (mm, kk)).copy()
    c_lane, c_reg = _c_layout(mm)
    return (MfmaShape(mm, nn, kk, per * _ELEM[kind], lane, elem, c_lane, c_reg), kind,
            per * _ELEM[kind] // 4)


def operand_elements(regs: np.ndarray, shape: MfmaShape, kind: str) -> np.ndarray:
    """The (M or N, K) matrix of an operand's registers, as float64 (bf16, f16) or int64 (i8)."""
    lanes = np.ascontiguousarray(regs.T)  # (64, nregs): one lane's registers in order
    if kind == "i8":
        return lanes.view(np.int8)[shape.a_lane, shape.a_byte].astype(np.int64)
    halves = lanes.view(np.uint16)[shape.a_lane, shape.a_byte]
    if kind == "f16":
        return halves.view(np.float16).astype(np.float64)
    return (halves.astype(np.uint32) << np.uint32(16)).view(F32).astype(np.float64)


def exact_dot_f32(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """fp32(sum_k a[m,k] * b[n,k]) rounded once, for float64 matrices whose products are exact
    (bf16 x bf16, f16 x f16): one float64 matmul when every partial sum is provably exact (all
    products are multiples of the smallest one's ulp and the sums stay below 2^53 of it), else
    per element an exact sum by math.fsum."""
    with np.errstate(all="ignore"):
        dot = a @ b.T
    finite = np.isfinite(a).all() and np.isfinite(b).all()
    if not finite:
        return dot.astype(F32)
    nz_a, nz_b = a[a != 0], b[b != 0]
    if nz_a.size == 0 or nz_b.size == 0:
        return dot.astype(F32)
    # each value is an integer below 2^11 times 2^(exponent - 10); the product's granule is
    # 2^(ea + eb - 20): the sum is exact when max |sum| < 2^53 granules of the smallest
    granule = np.ldexp(1.0, int(np.frexp(np.abs(nz_a)).__getitem__(1).min())
                       + int(np.frexp(np.abs(nz_b)).__getitem__(1).min()) - 24)
    bound = float(np.abs(a).max(axis=1).max()) * float(np.abs(b).max()) * a.shape[1]
    if granule > 0 and bound < granule * 2.0 ** 53:
        return dot.astype(F32)
    # math.fsum is the correctly rounded float64 of an exact sum; a second fsum of the terms and
    # minus that result gives the sign of what it dropped, so round-to-odd then the FP32 cast
    # rounds the exact sum once (no double rounding)
    prods = (a[:, None, :] * b[None, :, :]).tolist()  # exact products
    hi = np.empty(dot.shape)
    lo = np.empty(dot.shape)
    for i, row in enumerate(prods):
        for j, terms in enumerate(row):
            hi[i, j] = s = math.fsum(terms)
            lo[i, j] = math.fsum(terms + [-s])
    return round_to_odd_f64(hi, lo).astype(F32)


DENORMAL_RULE = ("FP16/BF16 MFMAs ignore the MODE denorm fields: denormal A/B, C, dot product "
                 "and result are kept (isa fact mfma_16bit_float_keeps_denormals, unverified)")


def keeps_denormals() -> bool:
    """Whether the FP16/BF16 MFMAs keep denormals whatever the float mode (DENORMAL_RULE)."""
    return load_table().fact("mfma_16bit_float_keeps_denormals").value == 1


@semantics("mfma_16bit")
def _mfma_16bit(inst: DecodedInst, info, ctx):
    mn = inst.mnemonic
    reject_modifiers(inst, ())  # cbsz / abid / blgp broadcasts are not modelled
    shape, kind, nregs = shape_16bit(mn)
    ncregs = shape.m * shape.n // LANES
    dst = vgpr_row(inst.operands[0])
    a_row, b_row = vgpr_row(inst.operands[1]), vgpr_row(inst.operands[2])
    c_op = inst.operands[3]
    c_const = is_constant(c_op)
    c_row = None if c_const else vgpr_row(c_op)
    if c_const:
        cbits = np.uint32(constant_bits(c_op))
    if a_row is None or b_row is None or (c_row is None and not c_const):
        raise EmulationError(f"{mn}: A, B and C must be registers (C may be a constant)")
    if dst is None:
        raise EmulationError(f"{mn}: D must be a register range")
    mode = ctx.float_mode
    if kind != "i8" and mode.round32:
        raise not_modelled(mn, mode)
    # FP16/BF16 operands under a flushing mode: by isa/gfx950.isa fact
    # mfma_16bit_float_keeps_denormals (unverified; sources: PyTorch's numerical_accuracy notes,
    # MIOpen's MI200 MFMA page: only MI200 flushed FP16/BF16 MFMA denormals, as a hardware
    # property) the MODE denorm fields do not apply: inputs, C and result keep their denormals
    # (DENORMAL_RULE). With the fact at 0 such operands raise, naming the mode.
    keep = kind != "i8" and keeps_denormals()
    flush_check = kind != "i8" and mode.denorm32 != 3 and not keep
    half_flush = kind == "f16" and mode.denorm16_64 != 3 and not keep
    c_take = shape.c_inverse.astype(np.intp)

    def run(w: Wave):
        # issue 32: D[i][j] undefined where A row i, B column j or C[i][j] is (d_undefined)
        rows = rows_undefined(lanes_undefined(w, a_row, nregs), shape.m)
        cols = rows_undefined(lanes_undefined(w, b_row, nregs), shape.n)
        c_bad = None if c_const or lanes_undefined(w, c_row, ncregs) is None \
            else ~w.vw[c_row:c_row + ncregs]
        undefined = d_undefined(shape.c_reg, shape.c_lane, ncregs, rows, cols, c_bad)
        if undefined is None:
            a_regs, b_regs = w.v[a_row:a_row + nregs], w.v[b_row:b_row + nregs]
            cin = (np.full((ncregs, LANES), cbits, np.uint32) if c_const
                   else np.array(w.v[c_row:c_row + ncregs], np.uint32))
        else:
            a_regs, b_regs = defined_copy(w, a_row, nregs), defined_copy(w, b_row, nregs)
            cin = (np.full((ncregs, LANES), cbits, np.uint32) if c_const
                   else defined_copy(w, c_row, ncregs))
        a = operand_elements(a_regs, shape, kind)
        b = operand_elements(b_regs, shape, kind)
        if kind == "i8":
            dot = (a @ b.T).reshape(-1).take(c_take).reshape(ncregs, LANES)
            acc = (dot + cin.view(np.int32).astype(np.int64)) & 0xFFFFFFFF
            out = acc.astype(np.uint32)
        else:
            if half_flush and np.count_nonzero((np.abs(a) < 2.0 ** -14) & (a != 0)) + \
                    np.count_nonzero((np.abs(b) < 2.0 ** -14) & (b != 0)):
                raise EmulationError(f"{mn}: an FP16 denormal operand under float mode "
                                     f"({mode.describe()}) is not modelled (isa fact "
                                     f"mfma_16bit_float_keeps_denormals is 0)")
            dot = exact_dot_f32(a, b).reshape(-1).take(c_take).reshape(ncregs, LANES)
            c = cin.view(F32)
            tiny = float(np.finfo(F32).tiny)
            if flush_check and (np.count_nonzero(hit := denormal_lanes(dot, c))
                                or np.count_nonzero((np.abs(a) < tiny) & (a != 0))
                                or np.count_nonzero((np.abs(b) < tiny) & (b != 0))):
                raise EmulationError(f"{mn}: an FP32-range denormal operand, C or dot product "
                                     f"under float mode ({mode.describe()}) is not modelled")
            with np.errstate(all="ignore"):
                out = (dot + c).astype(F32).view(np.uint32)
            if flush_check and np.count_nonzero(hit := denormal_lanes(out.view(F32))):
                raise EmulationError(f"{mn}: an FP32 denormal result under float mode "
                                     f"({mode.describe()}) is not modelled", np.nonzero(hit)[0])
        write_d(w, dst, out, undefined)
    return run


# ---- issue 32: the sparse FP8 MFMA (v_smfmac_f32_16x16x128_fp8_fp8) ----------------------
# D(16x16) = C + A(16x128, 2:4 structured sparse) x B(128x16); vdst is also C. Layout, a MODEL
# CHOICE that is unverified except as AITER's fmha_v4 fp8 kernel exercises it (its row sums by
# a sparse MFMA of ones reach the fp64 attention bound, tests/emulator/test_aiter_v4.py):
# lane t, row (A) / column (B) t % 16, lane group g = t // 16 covers k in [32g, 32g + 32);
# A's 16 stored bytes j sit in k = 32g + 4*(j // 2) + idx_j, idx_j = bits 2j+1:2j of the lane's
# index VGPR (two stored values per group of four k); B and D as the dense 16x16x128 f8f6f4
# form (B byte j < 16: k = 16g + j, else 64 + 16g + j - 16). Accumulation as the ACCUMULATION MODEL above (exact e4m3 sums).
@semantics("smfmac_fp8")
def _smfmac_fp8(inst: DecodedInst, info, ctx):
    mn = inst.mnemonic
    if mn != "v_smfmac_f32_16x16x128_fp8_fp8":
        raise EmulationError(f"{mn}: only v_smfmac_f32_16x16x128_fp8_fp8 is modelled")
    reject_modifiers(inst, ())  # cbsz / abid select other index sets: not modelled
    if ctx.float_mode.round32:
        raise not_modelled(mn, ctx.float_mode)
    flush_check = ctx.float_mode.denorm32 != 3
    dst = vgpr_row(inst.operands[0])
    a_row, b_row, i_row = (vgpr_row(inst.operands[k]) for k in (1, 2, 3))
    if None in (dst, a_row, b_row, i_row):
        raise EmulationError(f"{mn}: D, A, B and the index must be registers")
    lut = fp8.E4M3.values
    t = np.arange(LANES)
    rows, groups = t % 16, t // 16
    j = np.arange(16)
    a_k_base = 32 * groups[:, None] + 4 * (j[None, :] // 2)  # (64, 16) before the index
    jb = np.arange(32)[None, :]  # B as the dense 16x16x128 f8f6f4 form
    b_k = np.where(jb < 16, 16 * groups[:, None] + jb, 64 + 16 * groups[:, None] + jb - 16)
    c_lane, c_reg = _c_layout(16)

    def run(w: Wave):
        # issue 32: lane t's A bytes and index select row t % 16's elements; B column t % 16
        a_lanes, i_lanes = lanes_undefined(w, a_row, 4), lanes_undefined(w, i_row, 1)
        bad_rows = rows_undefined(a_lanes if i_lanes is None else i_lanes if a_lanes is None
                                  else a_lanes | i_lanes, 16)
        bad_cols = rows_undefined(lanes_undefined(w, b_row, 8), 16)
        ab_bad = d_undefined(c_reg, c_lane, 4, bad_rows, bad_cols, None)
        if ab_bad is None:
            a_regs, b_regs, i_regs = w.v[a_row:a_row + 4], w.v[b_row:b_row + 8], w.v[i_row:i_row + 1]
        else:
            a_regs, b_regs, i_regs = (defined_copy(w, r, n) for r, n in ((a_row, 4), (b_row, 8), (i_row, 1)))
        a_bytes = lane_bytes(a_regs)  # (64, 16)
        b_bytes = lane_bytes(b_regs)  # (64, 32)
        idx = i_regs[0].astype(np.int64)  # (64,)
        sel = (idx[:, None] >> (2 * j[None, :])) & 3
        a = np.zeros((16, 128))
        np.add.at(a, (np.broadcast_to(rows[:, None], (LANES, 16)), a_k_base + sel), lut.take(a_bytes))
        b = np.zeros((128, 16))
        b[b_k, np.broadcast_to((t % 16)[:, None], (LANES, 32))] = lut.take(b_bytes)
        dot = (a @ b).astype(F32)  # exact in float64 (e4m3, K = 128), one rounding
        d = np.empty((4, LANES), F32)
        d[c_reg, c_lane] = dot
        cin, written = _accumulator(w, dst, 4)
        out = (d + cin).astype(F32)
        if flush_check:
            # Whether the MFMA flushes an FP32 denormal C, dot product or result under a
            # flushing float mode is not modelled: such elements become never-written (their
            # bits unknown), an error only where the kernel uses them. AITER's v4 MX kernels
            # keep stale bytes (denormal as fp32) in the two accumulator registers whose row
            # sums they never read.
            tiny = np.finfo(F32).tiny
            unknown = np.zeros((4, LANES), bool)
            for x in (d, cin, out):
                unknown |= (np.abs(x) < tiny) & (x != 0)
            if unknown.any():
                written = (np.ones((4, LANES), bool) if written is None else written) & ~unknown
        if ab_bad is not None:
            written = (np.ones((4, LANES), bool) if written is None else written) & ~ab_bad
        w.v[dst:dst + 4] = out.view(np.uint32)
        _mark_written(w, dst, written)
    return run


def _accumulator(w: Wave, row: int, n: int) -> tuple[np.ndarray, np.ndarray | None]:
    """C read in place (vdst is C): its fp32 values, zero where never written, and which
    lanes were written (None: all). Element (r, lane) of D depends on C only at (r, lane), so
    a never-written C element gives a never-written D element and stops nothing by itself
    (definedness travels with the value, issue 32): AITER's f4f4 attention zeroes only two of
    its v_smfmac row-sum accumulator's four registers and reads only those two."""
    cin = np.array(w.v[row:row + n], np.uint32).view(F32)
    if all(w.vfull[row:row + n]):
        return cin, None
    written = w.vw[row:row + n].copy()
    cin[~written] = 0.0
    return cin, written


def _mark_written(w: Wave, row: int, written: np.ndarray | None) -> None:
    n = 4 if written is None else written.shape[0]
    if written is None:
        w.vw[row:row + n] = True
        w.vfull[row:row + n] = [True] * n
        return
    w.vw[row:row + n] = written
    for r in range(n):
        full = bool(written[r].all())
        if w.vfull[row + r] and not full:
            w.forget_full()
        w.vfull[row + r] = full
