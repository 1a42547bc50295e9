"""OCP microscaling (MX) quantisation: `quantize_mx(x, fmt, rotate=False)`.

OCP Microscaling Formats (MX) Specification v1.0 (Open Compute Project, Sept. 2023), section 5:
a block of k = 32 consecutive elements shares one scale X, an E8M0 number (8-bit biased exponent,
2^(code - 127), code 255 NaN); each element P_i is a narrow float and the block means X * P_i.
Section 6.3's conversion: X = 2^(floor(log2(amax)) - emax_elem), where amax is the block's largest
|value| and emax_elem the element format's largest normal exponent; P_i = x_i / X rounded to
nearest even, saturating at the format's largest normal (none of these element types has an
infinity). Blocks run along the last axis (attention's head dimension).

Formats (`fmt`): name -> element type (emax_elem, largest normal):
- "mxfp8": FP8 E4M3 (8, 448)
- "mxfp6": FP6 E2M3 (2, 7.5), the FP6 with the most mantissa: attention's scores come from a
  dot product of values that, after a per-32 scale, span about 2^4 (E2M3's normal range 1..7.5
  plus subnormals to 0.125), so precision beats range. It is also what AITER's fmha_v4 MXFP6
  kernel feeds its MFMA (`v_cvt_scalef32_2xpk16_fp6_f32`, FP6 = E2M3; BF6 is E3M2).
- "mxfp6_e3m2": FP6 E3M2 (4, 28), cheap to offer beside it (same packing)
- "mxfp4": FP4 E2M1 (2, 6)

`scale_rule`: "ocp" (default, the spec's rule above) or "aiter", the rules AITER's fmha_v4
quantisers use (ROCm/aiter csrc/kernels/mha_v4_quant.cu at e4048607): mxfp8 rounds amax's
exponent up when its mantissa is >= 1.75 (then minus 8: nothing saturates); mxfp6 is the OCP
rule; mxfp4 takes 2^ceil(log2(amax / 6)) (nothing saturates; the OCP rule may clip the block's
largest values to 6 X, up to 25% below them). A block of zeros gets code 127 (2^0; any scale is
exact there).

Layout returned (what the attention_fwd kernel reads, `qk_format: mx*`; docs/attention.md):
- values: uint8 [..., d * bits / 8], each row packed as a little-endian bit stream: element j at
  bits [bits*j, bits*j + bits) of the row's bytes. FP8: one byte per element. FP4: element 2i in
  the low nibble of byte i, 2i + 1 in the high nibble. FP6: 4 elements in 3 bytes. This is the
  order the gfx950 f8f6f4 MFMAs read 32 consecutive elements from a lane's registers, so a
  lane's 32-element block is one contiguous run of 32 * bits / 8 bytes of the row.
- scales: uint8 [..., d / 32] E8M0 codes, block b covering elements 32b .. 32b + 31.
With rotate=True the rows are first multiplied by the orthonormal Walsh-Hadamard matrix along
the last axis (numerics/hadamard.py; d must be 2^m or 12 * 2^m); rotate Q and K alike and
Q K^T is unchanged in exact arithmetic.

Element rounding here is written from the formats' value tables (nearest, ties to the even
code), so ml_dtypes' casts stay an independent oracle (tests/numerics/test_numerics_mx.py).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import numpy as np

from .hadamard import hadamard_transform, is_supported_length

BLOCK = 32
E8M0_BIAS = 127
E8M0_NAN = 255
SCALE_RULES = ("ocp", "aiter")


@dataclass(frozen=True)
class MxFormat:
    name: str
    element: str  # e4m3 / e2m3 / e3m2 / e2m1
    bits: int
    exp_bits: int
    man_bits: int
    emax: int  # largest normal exponent (unbiased)
    max_normal: float
    cbsz: int  # the f8f6f4 MFMAs' cbsz / blgp operand-format code

    @property
    def bias(self) -> int:
        return (1 << (self.exp_bits - 1)) - 1


FORMATS = {
    "mxfp8": MxFormat("mxfp8", "e4m3", 8, 4, 3, 8, 448.0, 0),
    "mxfp6": MxFormat("mxfp6", "e2m3", 6, 2, 3, 2, 7.5, 2),
    "mxfp6_e3m2": MxFormat("mxfp6_e3m2", "e3m2", 6, 3, 2, 4, 28.0, 3),
    "mxfp4": MxFormat("mxfp4", "e2m1", 4, 2, 1, 2, 6.0, 4),
}


def mx_format(fmt: str) -> MxFormat:
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise ValueError(f"fmt: {fmt!r}; allowed: {', '.join(FORMATS)}")
    return FORMATS[fmt]


@functools.lru_cache(maxsize=None)
def code_values(fmt: str) -> np.ndarray:
    """float64 value of every code 0 .. 2^bits - 1 (sign | exponent | mantissa, OCP encoding; for
    e4m3, exponent 15 mantissa 7 is NaN), from the bit fields alone."""
    f = FORMATS[fmt]
    codes = np.arange(1 << f.bits)
    sign = np.where(codes >> (f.bits - 1) & 1, -1.0, 1.0)
    e = codes >> f.man_bits & ((1 << f.exp_bits) - 1)
    m = codes & ((1 << f.man_bits) - 1)
    frac = m / (1 << f.man_bits)
    mag = np.where(e == 0, np.ldexp(frac, 1 - f.bias), np.ldexp(1.0 + frac, e - f.bias))
    vals = sign * mag
    if f.element == "e4m3":
        vals[(e == 15) & (m == 7)] = np.nan
    vals.setflags(write=False)
    return vals


@functools.lru_cache(maxsize=None)
def _positive_table(fmt: str) -> tuple[np.ndarray, np.ndarray]:
    """(sorted finite non-negative values, their codes), one code per value (+0, not -0)."""
    f = FORMATS[fmt]
    vals = code_values(fmt)
    pos = np.arange(1 << (f.bits - 1))
    pos = pos[np.isfinite(vals[pos])]
    return vals[pos], pos


def round_to_codes(v: np.ndarray, fmt: str) -> np.ndarray:
    """Codes of float64 values v rounded to nearest (ties to the even code, which is the even
    mantissa), |v| saturated at the largest normal. v must be finite."""
    f = FORMATS[fmt]
    table, codes = _positive_table(fmt)
    a = np.minimum(np.abs(v), f.max_normal)
    hi = np.clip(np.searchsorted(table, a, side="left"), 1, len(table) - 1)
    lo = hi - 1
    dlo, dhi = a - table[lo], table[hi] - a
    pick_hi = (dhi < dlo) | ((dhi == dlo) & (codes[hi] % 2 == 0))
    idx = np.where(a <= table[0], 0, np.where(pick_hi, hi, lo))
    out = codes[idx].astype(np.uint8)
    # the sign bit is kept, also on a value rounding to zero (-0, as a conversion gives)
    return out | (np.signbit(v).astype(np.uint8) << (f.bits - 1))


def _scale_exponents(amax: np.ndarray, f: MxFormat, rule: str) -> np.ndarray:
    """Unbiased E8M0 exponents of the blocks' scales (amax > 0 finite), clamped to [-127, 127]."""
    with np.errstate(divide="ignore"):
        if rule == "aiter" and f.element == "e2m1":
            # 2^ceil(log2(amax / 6)) (in fp32 as AITER computes it)
            q = (amax.astype(np.float32) / np.float32(6.0)).astype(np.float64)
            m, e = np.frexp(q)  # q = m 2^e, m in [0.5, 1)
            exp = np.where(m == 0.5, e - 1, e)
        else:
            m, e = np.frexp(amax)
            exp = e - 1  # floor(log2(amax))
            if rule == "aiter" and f.element == "e4m3":
                exp = np.where(m * 2 >= 1.75, exp + 1, exp)  # mantissa >= 1.75 rounds up
            exp = exp - f.emax
    return np.clip(exp, -E8M0_BIAS, E8M0_BIAS)


def quantize_mx(x: Any, fmt: str, rotate: bool = False, *, scale_rule: str = "ocp") -> tuple[np.ndarray, np.ndarray]:
    """(packed values uint8 [..., d * bits / 8], E8M0 scales uint8 [..., d / 32]) of x
    [..., d] (numpy or torch CPU, any real float dtype incl. bf16), d a multiple of 32; see the
    module docstring for the layout, the formats and the scale rules. x ~= dequantize_mx(...)."""
    f = mx_format(fmt)
    if not isinstance(rotate, (bool, np.bool_)):
        raise TypeError(f"rotate: expected True or False, got {rotate!r}")
    if not isinstance(scale_rule, str) or scale_rule not in SCALE_RULES:
        raise ValueError(f"scale_rule: {scale_rule!r}; allowed: {', '.join(SCALE_RULES)}")
    arr = _as_float64(x)
    if arr.ndim < 1 or arr.shape[-1] % BLOCK or arr.shape[-1] == 0:
        raise ValueError(f"x: last dimension (head dim) must be a positive multiple of {BLOCK}, "
                         f"got shape {tuple(arr.shape)}")
    if not np.isfinite(arr).all():
        raise ValueError("x: holds NaN or infinity; cannot choose E8M0 scales")
    d = arr.shape[-1]
    if rotate:
        if not is_supported_length(d):
            raise ValueError(f"rotate: no Hadamard transform of head dim {d}; allowed: 2^m or 12*2^m")
        arr = hadamard_transform(arr)
    blocks = arr.reshape(*arr.shape[:-1], d // BLOCK, BLOCK)
    amax = np.abs(blocks).max(axis=-1)
    exp = np.where(amax > 0, _scale_exponents(np.where(amax > 0, amax, 1.0), f, scale_rule), 0)
    scaled = blocks * np.ldexp(1.0, -exp)[..., None]  # exact: a power of two, no underflow here
    codes = round_to_codes(scaled, fmt).reshape(arr.shape)
    return pack_codes(codes, f.bits), (exp + E8M0_BIAS).astype(np.uint8)


def _as_float64(x: Any) -> np.ndarray:
    import ml_dtypes

    from ..runtime.tensors import from_torch_like
    try:
        arr = from_torch_like(x, float_ok=True)
        if arr.dtype.kind not in "biuf" and arr.dtype != ml_dtypes.bfloat16:
            raise TypeError(f"dtype {arr.dtype}")
        return np.asarray(arr, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"x: expected real numbers [..., head_dim] (numpy or torch CPU), "
                        f"got {type(x).__name__} ({str(exc)[:60]})") from None


def pack_codes(codes: np.ndarray, bits: int) -> np.ndarray:
    """uint8 [..., n * bits / 8]: codes [..., n] as a little-endian bit stream per row."""
    codes = np.asarray(codes, np.uint8)
    if bits == 8:
        return codes.copy()
    lead, n = codes.shape[:-1], codes.shape[-1]
    bitsarr = np.unpackbits(codes[..., None], axis=-1, bitorder="little")[..., :bits]
    return np.packbits(bitsarr.reshape(*lead, n * bits), axis=-1, bitorder="little")


def unpack_codes(packed: np.ndarray, bits: int) -> np.ndarray:
    """Inverse of pack_codes: uint8 codes [..., n] from [..., n * bits / 8] bytes."""
    packed = np.asarray(packed, np.uint8)
    if bits == 8:
        return packed.copy()
    lead, nbytes = packed.shape[:-1], packed.shape[-1]
    n = nbytes * 8 // bits
    flat = np.unpackbits(packed, axis=-1, bitorder="little").reshape(*lead, n, bits)
    return (flat * (1 << np.arange(bits, dtype=np.uint8))).sum(axis=-1).astype(np.uint8)


def dequantize_mx(values: np.ndarray, scales: np.ndarray, fmt: str) -> np.ndarray:
    """float64 [..., d]: the values quantize_mx's (values, scales) stand for (NaN where a scale
    is 255 or an e4m3 code is NaN)."""
    f = mx_format(fmt)
    codes = unpack_codes(values, f.bits)
    vals = code_values(fmt)[codes]
    scales = np.asarray(scales, np.uint8)
    s = np.where(scales == E8M0_NAN, np.nan, np.ldexp(1.0, scales.astype(np.int64) - E8M0_BIAS))
    d = vals.shape[-1]
    return (vals.reshape(*vals.shape[:-1], d // BLOCK, BLOCK) * s[..., None]).reshape(vals.shape)


# ---- the kernel's QK^T on MX operands (the bit-exact model of qk_format mx*) ----------------


def _exact_pair_f32(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """fp32 of the exact a + b (float64 a, b each exact): TwoSum (Knuth) gives a + b = s + e
    exactly; rounding s to odd where e != 0 and then to fp32 rounds the exact sum once (53 bits
    >= 24 + 2, Boldo and Melquiond's round-to-odd)."""
    s = a + b
    bb = s - a
    e = (a - (s - bb)) + (b - bb)
    fix = (e != 0) & (s.view(np.int64) & 1 == 0) & np.isfinite(s)
    s = np.where(fix, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return s.astype(np.float32)


def mx_scores(q_vals: np.ndarray, q_exp: np.ndarray, k_vals: np.ndarray, k_exp: np.ndarray) -> np.ndarray:
    """fp32 S [sq, sk] as `v_mfma_scale_f32_32x32x64_f8f6f4` accumulates it over d in 64-channel
    chunks (docs/attention.md 'Scores'; the emulator's model, emulator/mfma.py): per chunk the
    exact sum of its two 32-channel blocks, each block's exact dot product times
    2^(e_q + e_k), rounded once to fp32, then added to the running S with one rounding.
    q_vals / k_vals: element values (float64, unscaled); q_exp / k_exp: unbiased scale exponents
    [rows, d / 32]. A block's dot product is exact in float64: at most 32 products of e4m3 values
    (multiples of 2^-18 below 2^18) stay below 2^23 in units of 2^-18, far inside 53 bits."""
    sq, d = q_vals.shape
    s = np.zeros((sq, k_vals.shape[0]), np.float32)
    for c0 in range(0, d, 2 * BLOCK):
        parts = []
        for b0 in (c0, c0 + BLOCK):
            blk = b0 // BLOCK
            dot = q_vals[:, b0:b0 + BLOCK] @ k_vals[:, b0:b0 + BLOCK].T
            parts.append(dot * np.ldexp(1.0, q_exp[:, blk][:, None] + k_exp[:, blk][None, :]))
        s = (_exact_pair_f32(*parts) + np.float32(0)) + s
    return s


def mx_operands(values: np.ndarray, scales: np.ndarray, fmt: str) -> tuple[np.ndarray, np.ndarray]:
    """(element values float64 [..., d], unbiased scale exponents int64 [..., d / 32]) of
    quantize_mx's output."""
    f = mx_format(fmt)
    vals = code_values(fmt)[unpack_codes(values, f.bits)]
    return vals, np.asarray(scales, np.int64) - E8M0_BIAS
