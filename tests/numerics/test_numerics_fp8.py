"""FP8 helpers against an independent decoding of the formats (fp64 formula) and ml_dtypes."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen.numerics import fp8


def _formula_values(ebits: int, mbits: int, bias: int) -> np.ndarray:
    """All finite non-negative values of an FP8 format, from its definition, in fp64."""
    vals = []
    for e in range(2 ** ebits):
        for m in range(2 ** mbits):
            if e == 0:
                vals.append(m * 2.0 ** (1 - bias - mbits))
            else:
                vals.append(2.0 ** (e - bias) * (1 + m / 2 ** mbits))
    return np.array(vals)


E4M3_VALUES = _formula_values(4, 3, 7)[:-1]  # 0x7F is NaN in e4m3fn
E5M2_VALUES = _formula_values(5, 2, 15)[:-4]  # exponent 31 is inf/NaN in e5m2


def _nearest_even(x: float, grid: np.ndarray) -> float:
    """Round |x| to the grid, ties to the value with an even byte (even mantissa)."""
    d = np.abs(grid - abs(x))
    best = np.flatnonzero(d == d.min())
    idx = best[0] if len(best) == 1 else [i for i in best if i % 2 == 0][0]
    return float(np.copysign(grid[idx], x))


@pytest.mark.parametrize("fmt,grid", [("e4m3fn", E4M3_VALUES), ("e5m2", E5M2_VALUES)])
def test_to_fp8_rounds_to_nearest_even_and_saturates(fmt, grid):
    rng = np.random.default_rng(1)
    top = grid[-1]
    x = np.concatenate([
        rng.uniform(-top, top, 400),
        np.exp(rng.uniform(np.log(grid[1] / 4), np.log(top), 400)) * rng.choice([-1, 1], 400),
        (grid[1:-1] + grid[2:]) / 2,  # exact ties
        [top * 1.01, -top * 3, 1e30],
    ]).astype(np.float32)
    got = fp8.to_fp8(x, fmt).astype(np.float64)
    clipped = np.clip(x.astype(np.float64), -top, top)
    want = np.array([_nearest_even(v, grid) for v in clipped])
    np.testing.assert_array_equal(got, want)
    assert np.isnan(fp8.to_fp8(np.array([np.nan]), fmt).astype(np.float64)).all()


def test_e4m3_byte_table_matches_formula():
    # The lean-P reading: byte b = 8e + m is 2^(e-7)(1+m/8), and 0x38 is 1.0.
    got = fp8.fp8_from_bytes(np.arange(127, dtype=np.uint8)).astype(np.float64)
    np.testing.assert_array_equal(got, E4M3_VALUES)
    assert float(fp8.fp8_from_bytes(np.array([fp8.E4M3_ONE_BYTE], np.uint8))[0]) == 1.0
    assert float(fp8.fp8_from_bytes(np.array([fp8.E4M3_MAX_BYTE], np.uint8))[0]) == 448.0
    assert np.isnan(float(fp8.fp8_from_bytes(np.array([0x7F], np.uint8))[0]))


def test_quantize_per_tensor_uses_amax_over_448():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((64, 32)).astype(np.float32) * 3
    q = fp8.quantize_per_tensor(x)
    amax = np.abs(x).max()
    assert q.descale == pytest.approx(amax / 448, rel=1e-7)
    assert np.abs(q.data.astype(np.float64)).max() == 448.0
    # Every element lands within half an e4m3 step (relative 2^-4) or the subnormal step.
    err = np.abs(q.dequantize() - x)
    bound = np.maximum(np.abs(x) * 2.0 ** -4, 2.0 ** -10 * q.descale) * (1 + 1e-6)
    assert (err <= bound).all()
    zero = fp8.quantize_per_tensor(np.zeros(4))
    assert zero.descale == 1.0 and not zero.data.astype(np.float32).any()


def test_e8m0_matches_ml_dtypes():
    e = np.arange(-127, 128)
    b = fp8.e8m0_encode(e)
    oracle = b.view(ml_dtypes.float8_e8m0fnu).astype(np.float64)
    np.testing.assert_array_equal(fp8.e8m0_decode(b), oracle)
    np.testing.assert_array_equal(fp8.e8m0_decode(b), 2.0 ** e)
    assert np.isnan(fp8.e8m0_decode(0xFF))
    with pytest.raises(ValueError):
        fp8.e8m0_encode(128)
