"""The emulator's fast paths give the same bits as the straightforward rules they shortcut.

Each fast path (benchmarks/emulator_speed.py measures why they exist) is checked against an
independent oracle or the plain rule it replaces, on inputs chosen to hit both the shortcut
and its exits:
- fp8.encode_f32 (a 2^17-entry table) against ml_dtypes' float32 -> FP8 casts (no
  saturation) and against fp8.encode (saturating), for every top-16-bit pattern of a float32
  with several low-bit patterns;
- fpmath.maximum3_f32 against the exact IEEE maximum rule fpmath.maximum_f32 (itself tested
  against a scalar transcription of the ISA rule in test_emulator_maximum3.py);
- fpmath.flush_f32 against a plain definition (|x| < 2^-126 and x != 0 -> signed zero).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import fp8
from zyfagen.emulator.fpmath import flush_f32, maximum3_f32, maximum_f32


@pytest.fixture(autouse=True)
def _quiet_numpy():
    with np.errstate(all="ignore"):
        yield


def _all_classes(low: int | None, seed: int = 0) -> np.ndarray:
    hi = np.arange(1 << 16, dtype=np.uint32) << np.uint32(16)
    if low is None:
        lo = np.random.default_rng(seed).integers(0, 1 << 16, hi.size, dtype=np.uint32)
    else:
        lo = np.uint32(low)
    return (hi | lo).view(np.float32)


@pytest.mark.parametrize("low", [0, 1, 0x8000, 0xFFFF, None])
@pytest.mark.parametrize("fmt,dtype", [(fp8.E4M3, ml_dtypes.float8_e4m3fn),
                                       (fp8.E5M2, ml_dtypes.float8_e5m2)])
def test_encode_f32_table_matches_ml_dtypes_and_encode(fmt, dtype, low):
    x = _all_classes(low)
    got = fp8.encode_f32(x, fmt, saturate=False)
    ref = x.astype(dtype).view(np.uint8).astype(np.uint32)
    nan = np.isnan(x.astype(dtype).astype(np.float32))
    # NaN codes differ in sign and payload between the two (NaN inputs and e4m3 overflow)
    assert np.array_equal(got[~nan], ref[~nan])
    assert np.all(np.isnan(got[nan].astype(np.uint8).view(dtype).astype(np.float32)))
    assert np.all(got[np.isnan(x)] == fmt.nan_code)
    for saturate in (False, True):
        assert np.array_equal(fp8.encode_f32(x, fmt, saturate), fp8.encode(x, fmt, saturate))


def test_encode_f32_of_a_scalar_operand():
    for v in (0.0, -0.0, 1.0, 448.0, 500.0, np.inf, np.nan, 2.0 ** -10):
        x = np.array(v, np.float32)
        assert int(fp8.encode_f32(x)) == int(fp8.encode(x))


def _maximum3_inputs(rng, kind: str) -> list[np.ndarray]:
    x = (rng.standard_normal((3, 64)) * 10).astype(np.float32)
    if kind == "ties":  # equal values in some lanes (one bit pattern each: not zero)
        x[1, ::3] = x[0, ::3]
        x[2, ::5] = x[0, ::5]
    elif kind == "zeros":  # +0 / -0 ties: the exact rule must decide
        x[:, :8] = np.array([0.0, -0.0, -1.0], np.float32)[:, None]
        x[:, 8:16] = np.array([-0.0, 0.0, -1.0], np.float32)[:, None]
    elif kind == "nan":  # quiet and signalling NaNs with payloads
        x[0, 3] = np.uint32(0x7FA00001).view(np.float32)
        x[1, 4] = np.uint32(0xFFC00123).view(np.float32)
    elif kind == "negative":
        x = -np.abs(x)
    return list(x)


@pytest.mark.parametrize("kind", ["random", "ties", "zeros", "nan", "negative"])
def test_maximum3_fast_path_is_the_exact_rule(kind):
    rng = np.random.default_rng(len(kind))
    for _ in range(20):
        a, b, c = _maximum3_inputs(rng, kind)
        want = maximum_f32(maximum_f32(a, b), c).view(np.uint32)
        assert np.array_equal(maximum3_f32(a, b, c).view(np.uint32), want)
        # a constant (0-d) operand, as operands.reader_f32 supplies one
        k = np.array(np.float32(0.5))
        assert np.array_equal(maximum3_f32(a, k, c).view(np.uint32),
                              maximum_f32(maximum_f32(a, k), c).view(np.uint32))


def test_flush_f32_matches_the_plain_definition():
    rng = np.random.default_rng(3)
    bits = rng.integers(0, 1 << 32, 4096, dtype=np.uint64).astype(np.uint32)
    bits[:64] = rng.integers(0, 1 << 23, 64).astype(np.uint32)  # denormals
    bits[64:72] = [0, 0x80000000, 1, 0x807FFFFF, 0x00800000, 0x7F800000, 0x7FC00000, 0xFF800001]
    for chunk in np.split(bits, 64):
        x = chunk.view(np.float32)
        denormal = (np.abs(x) < np.float32(2.0 ** -126)) & (x != 0)
        want = np.where(denormal, np.where(np.signbit(x), np.uint32(0x80000000), np.uint32(0)),
                        chunk)
        assert np.array_equal(flush_f32(x).view(np.uint32), want)
    clean = rng.standard_normal(64).astype(np.float32)  # the fast exit returns the input
    assert flush_f32(clean) is clean
