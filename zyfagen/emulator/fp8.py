"""OCP FP8 (e4m3fn, e5m2) encode and decode, vectorised with numpy.

Formats (OCP 8-bit floating point specification v1.0, also ml_dtypes' float8_e4m3fn and
float8_e5m2, which the tests use as the independent reference):
- e4m3fn: bias 7, 3 mantissa bits, no infinities; 0x7F/0xFF are NaN; max normal 448 (0x7E);
  smallest subnormal 2^-9.
- e5m2: bias 15, 2 mantissa bits, IEEE-like; 0x7C is +inf; max normal 57344 (0x7B);
  smallest subnormal 2^-16.

Encoding rounds to nearest, ties to even. What happens on overflow is a parameter:
`saturate=False` gives NaN for e4m3 (there is no infinity) and inf for e5m2, as ml_dtypes does;
`saturate=True` clamps finite overflow to the largest finite value, and infinities to NaN
(e4m3) or the largest finite value (e5m2) (see convert.py for when gfx950 does which).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Fp8Format:
    name: str
    exp_bits: int
    man_bits: int
    bias: int
    has_inf: bool

    @property
    def max_finite(self) -> float:
        return float(self.values[self.max_code])

    @property
    def max_code(self) -> int:
        return 0x7E if not self.has_inf else 0x7B

    @property
    def nan_code(self) -> int:
        return 0x7F if not self.has_inf else 0x7E  # e5m2 quiet NaN 0x7E (0x7D-0x7F are NaN)

    @property
    def values(self) -> np.ndarray:
        return _decode_table(self)


E4M3 = Fp8Format("e4m3", 4, 3, 7, False)
E5M2 = Fp8Format("e5m2", 5, 2, 15, True)

_TABLES: dict[str, np.ndarray] = {}


def _decode_table(fmt: Fp8Format) -> np.ndarray:
    """float64 value of each of the 256 codes (NaN for NaN codes)."""
    table = _TABLES.get(fmt.name)
    if table is None:
        codes = np.arange(256)
        sign = np.where(codes & 0x80, -1.0, 1.0)
        exp = (codes >> fmt.man_bits) & ((1 << fmt.exp_bits) - 1)
        man = codes & ((1 << fmt.man_bits) - 1)
        sub = man / (1 << fmt.man_bits) * 2.0 ** (1 - fmt.bias)
        nrm = (1 + man / (1 << fmt.man_bits)) * 2.0 ** (exp - fmt.bias)
        table = sign * np.where(exp == 0, sub, nrm)
        top = (1 << fmt.exp_bits) - 1
        if fmt.has_inf:
            table = np.where((exp == top) & (man == 0), sign * np.inf, table)
            table = np.where((exp == top) & (man != 0), np.nan, table)
        else:
            table = np.where((exp == top) & (man == (1 << fmt.man_bits) - 1), np.nan, table)
        table.setflags(write=False)
        _TABLES[fmt.name] = table
    return table


def decode(codes: np.ndarray, fmt: Fp8Format = E4M3) -> np.ndarray:
    """FP8 codes (any integer array) -> float64 values (exact)."""
    return _decode_table(fmt)[np.asarray(codes, dtype=np.int64) & 0xFF]


def encode(x: np.ndarray, fmt: Fp8Format = E4M3, saturate: bool = False) -> np.ndarray:
    """float32/float64 values -> uint8 FP8 codes, round to nearest even.

    The input is first taken exactly as float64 (float32 inputs are exact in float64).
    """
    with np.errstate(invalid="ignore"):
        x = np.asarray(x, dtype=np.float64)
    table = _decode_table(fmt)
    positive = table[: fmt.max_code + 1]  # codes 0..max_code are increasing values
    a = np.abs(x)
    # quantum of the binade a falls in (subnormal quantum below the smallest normal)
    min_normal_exp = 1 - fmt.bias
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        _, e = np.frexp(a)  # a = m * 2^e with m in [0.5, 1)
        e = np.maximum(e - 1, min_normal_exp)
        quantum = np.ldexp(1.0, e - fmt.man_bits)
        r = np.rint(a / quantum) * quantum  # exact scaling by powers of two; rint ties to even
    max_finite = positive[-1]
    # largest value that still rounds to max_finite: halfway to the next (absent) step
    out = np.searchsorted(positive, np.minimum(r, max_finite)).astype(np.uint8)
    over = r > max_finite
    if saturate:
        # finite overflow clamps to the largest finite value; an infinity becomes NaN in e4m3
        # (no infinity to keep) and the largest finite value in e5m2
        out = np.where(over & np.isfinite(a), fmt.max_code, out)
        out = np.where(np.isinf(a), fmt.max_code if fmt.has_inf else fmt.nan_code, out)
    else:
        over_code = 0x7C if fmt.has_inf else fmt.nan_code
        out = np.where(over | np.isinf(a), over_code, out)
    out = np.where(np.isnan(x), fmt.nan_code, out)
    sign = np.signbit(x) & ~np.isnan(x)
    return (out | np.where(sign, 0x80, 0)).astype(np.uint8)


_F32_TABLES: dict[tuple[str, bool], np.ndarray] = {}
_HI16 = np.array(16, np.uint32)
_ONE = np.array(1, np.uint32)
_LOW16 = np.array(0xFFFF, np.uint32)


def _f32_table(fmt: Fp8Format, saturate: bool) -> np.ndarray:
    """encode() of one representative of every float32 class (see encode_f32), uint32 codes."""
    key = (fmt.name, saturate)
    table = _F32_TABLES.get(key)
    if table is None:
        hi = np.arange(1 << 16, dtype=np.uint32) << np.uint32(16)
        reps = np.stack([hi, hi | np.uint32(1)], axis=1).reshape(-1).view(np.float32)
        table = encode(reps, fmt, saturate).astype(np.uint32)
        table.setflags(write=False)
        _F32_TABLES[key] = table
    return table


def encode_f32(x: np.ndarray, fmt: Fp8Format = E4M3, saturate: bool = False) -> np.ndarray:
    """encode() of float32 values as uint32 codes, by table: the same result for every input.

    Why a table of 2^17 entries is exact: a float32 is classed by its top 16 bits and whether
    its low 16 bits are zero. Every FP8 value and every rounding midpoint between two FP8
    values (also in the FP8 subnormal range, and the overflow threshold) is a float32 whose
    low 19 bits are zero (FP8 keeps at most 3 of the 23 mantissa bits), so the float32 values
    with the same top 16 bits and non-zero low bits lie strictly between two such points and
    all round alike; NaNs stay NaNs in their class. The class index is
    (bits >> 16) << 1 | (low 16 bits != 0); the table holds encode() of bits 0 or 1 below.
    """
    bits = np.asarray(x, np.float32).view(np.uint32)
    idx = np.left_shift(np.right_shift(bits, _HI16), _ONE)
    idx |= np.minimum(np.bitwise_and(bits, _LOW16), _ONE)
    return _f32_table(fmt, saturate).take(idx)
