"""FP8 encode/decode against ml_dtypes, and the exact FMA against rational arithmetic."""
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import fp8
from zyfagen.emulator.fpmath import fma_f32, sum_to_f32

FORMATS = [(fp8.E4M3, ml_dtypes.float8_e4m3fn), (fp8.E5M2, ml_dtypes.float8_e5m2)]


def _same_codes(got, ref, fmt):
    """Equal codes, or both NaN (NaN payload/sign is not part of the contract)."""
    nan_got = np.isnan(fp8.decode(got, fmt))
    nan_ref = np.isnan(ref.view(np.uint8).view(ref.dtype).astype(np.float64))
    return (got == ref.view(np.uint8)) | (nan_got & nan_ref)


@pytest.mark.parametrize("fmt,dtype", FORMATS, ids=["e4m3", "e5m2"])
@pytest.mark.parametrize("low", [0x0000, 0x8000, 0x7FFF, 0x0001])
def test_encode_matches_ml_dtypes_for_every_upper_half(fmt, dtype, low):
    """All 2^16 upper halves of FP32 bit patterns (and four choices of the lower half, which
    decide ties and sticky bits) round exactly as ml_dtypes does (nearest even, overflow to NaN
    for e4m3 / inf for e5m2)."""
    x = ((np.arange(1 << 16, dtype=np.uint32) << 16) | low).view(np.float32)
    ref = x.astype(dtype)
    assert _same_codes(fp8.encode(x, fmt), ref, fmt).all()


@pytest.mark.parametrize("fmt,dtype", FORMATS, ids=["e4m3", "e5m2"])
def test_saturating_encode_is_ml_dtypes_of_the_clipped_value(fmt, dtype):
    x = (np.arange(1 << 16, dtype=np.uint32) << 16).view(np.float32)
    finite = np.isfinite(x)
    top = fmt.max_finite
    ref = np.clip(x[finite], -top, top).astype(dtype)
    got = fp8.encode(x[finite], fmt, saturate=True)
    assert _same_codes(got, ref, fmt).all()


@pytest.mark.parametrize("fmt,dtype", FORMATS, ids=["e4m3", "e5m2"])
def test_decode_table_matches_ml_dtypes(fmt, dtype):
    ref = np.arange(256, dtype=np.uint8).view(dtype).astype(np.float64)
    got = fp8.decode(np.arange(256), fmt)
    assert np.array_equal(np.isnan(got), np.isnan(ref))
    assert np.array_equal(got[~np.isnan(got)], ref[~np.isnan(ref)])
    assert fmt.values[fmt.max_code] == {"e4m3": 448.0, "e5m2": 57344.0}[fmt.name]


def _round_fraction_f32(x: Fraction) -> np.float32:
    """Nearest-even float32 of an exact rational (independent of the emulator's method)."""
    f = np.float32(float(x))
    cands = [np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))]
    return min(cands, key=lambda c: (abs(Fraction(float(c)) - x),
                                     int(np.array(c, np.float32).view(np.uint32)) & 1))


def test_fma_is_correctly_rounded_where_double_rounding_fails():
    # a*b = 1 + 2^-11 + 2^-24 is a float32 tie; c = 2^-60 breaks it upwards. Rounding a*b + c
    # to float64 first lands exactly on the tie, which then rounds to even: the wrong answer.
    a = np.float32(1 + 2.0 ** -12)
    c = np.float32(2.0 ** -60)
    exact = Fraction(float(a)) ** 2 + Fraction(float(c))
    naive = np.float32(np.float64(a) * np.float64(a) + np.float64(c))
    got = fma_f32(np.array([a]), np.array([a]), np.array([c]))[0]
    assert got == _round_fraction_f32(exact)
    assert naive != got  # the case really distinguishes the two methods


def test_fma_matches_rationals_on_random_and_cancelling_inputs():
    rng = np.random.default_rng(7)
    n = 800
    a = rng.standard_normal(n).astype(np.float32)
    b = (rng.standard_normal(n) * np.exp2(rng.integers(-30, 30, n))).astype(np.float32)
    c = (-(a.astype(np.float64) * b)).astype(np.float32)  # heavy cancellation
    c[::3] = rng.standard_normal(n)[::3].astype(np.float32)
    c[1::7] = np.float32(1e-40)  # subnormal addend
    got = fma_f32(a, b, c)
    for i in range(n):
        ref = _round_fraction_f32(Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i])))
        assert got[i].view(np.uint32) == np.float32(ref).view(np.uint32), (a[i], b[i], c[i])


def test_fma_exact_zeros_keep_the_ieee_sign():
    # p + c == 0 exactly: +0 in round to nearest unless both are -0 (IEEE 754 section 6.3);
    # the fast path must not need the exact fallback for these and must keep the sign
    z, nz, one, m_one = np.float32(0), np.float32(-0.0), np.float32(1), np.float32(-1)
    cases = [((z, one, z), 0x00000000), ((nz, one, nz), 0x80000000), ((z, m_one, z), 0x00000000),
             ((z, m_one, nz), 0x80000000), ((nz, one, z), 0x00000000), ((one, one, m_one), 0x00000000),
             ((m_one, one, one), 0x00000000), ((nz, m_one, nz), 0x00000000)]
    a, b, c = (np.array([case[0][k] for case in cases], np.float32) for k in range(3))
    got = fma_f32(a, b, c).view(np.uint32)
    assert got.tolist() == [bits for _, bits in cases]


def test_sum_to_f32_single_rounding():
    big, tiny = 1.0 + 2.0 ** -24, 2.0 ** -80  # a float32 tie broken by a tiny term
    got = sum_to_f32(np.array([big]), np.array([tiny]))[0]
    assert got == _round_fraction_f32(Fraction(big) + Fraction(tiny))
