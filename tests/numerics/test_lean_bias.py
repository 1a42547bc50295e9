"""The lean P addend offset: closed form against sampling, and its use as the spec default.

Oracles: an independent midpoint sampling of the phase (numpy float64) for the closed-form mean
factor; the e4m3fn value table of ml_dtypes for the byte values; and the defining property
H(delta*) = 1. The emulated bitwise equality of the debiased kernels with the reference is
tests/numerics/test_numerics_bitexact.py (schemes lean_debiased, lean_block_scaled_debiased and
the emitted lean code objects, which use the derived default).
"""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from zyfagen.kernels.attention_fwd.params import PARAMS
from zyfagen.numerics import reference
from zyfagen.numerics.lean_bias import (U8_ROUNDINGS, debias_offset, exact_relative_spread,
                                        mean_factor, relative_spread)


def _sampled_mean_factor(rounding: str, delta: float, n: int = 1 << 20) -> float:
    y = (np.arange(n) + 0.5) * (8.0 / n)
    x = 56.0 + y + delta
    b = (np.rint(x) if rounding == "rne" else np.floor(x)).astype(np.uint8)
    value = b.view(ml_dtypes.float8_e4m3fn).astype(np.float64)  # byte 56 is 1.0
    # g = value / 2^t with t = -y/8
    return float(np.mean(value * 2.0 ** (-y / 8)))


@pytest.mark.parametrize("rounding", U8_ROUNDINGS)
@pytest.mark.parametrize("delta", [0.0, -0.3, 0.2])
def test_closed_form_matches_sampling(rounding, delta):
    assert mean_factor(rounding, delta) == pytest.approx(_sampled_mean_factor(rounding, delta), rel=1e-6)  # sampling error ~1e-7


@pytest.mark.parametrize("rounding", U8_ROUNDINGS)
def test_offset_removes_the_mean_bias(rounding):
    d = debias_offset(rounding)
    assert mean_factor(rounding, d) == pytest.approx(1.0, abs=1e-12)
    # the row maximum (t = 0) still writes byte 56 = 1.0 exactly
    x = np.float32(56.0 + d)
    assert int(np.rint(x) if rounding == "rne" else np.floor(x)) == 56


def test_rounding_moves_the_offset_by_half_a_byte():
    # floor(x + 1/2) = rint(x) except at ties (measure zero)
    assert debias_offset("trunc") - debias_offset("rne") == pytest.approx(0.5, abs=1e-12)
    assert debias_offset("rne") == pytest.approx(-8 * math.log2(1.0403590409), abs=1e-8)


def test_spread_is_what_no_addend_can_remove():
    s0 = relative_spread("rne", 0.0)
    assert relative_spread("rne", debias_offset("rne")) == pytest.approx(s0, rel=1e-3)
    # lean P's key-to-key spread exceeds exact P's (nearest e4m3fn to 2^t)
    assert s0 > 1.1 * exact_relative_spread()


def test_spec_default_is_the_derived_offset():
    default = next(p.default for p in PARAMS if p.name == "p_offset")
    assert default == debias_offset("rne")


def test_u8_roundings():
    x = np.array([2.7, 2.5, 3.5, -1.0, 300.0, np.nan], np.float32)
    assert reference.u8_f32(x).tolist() == [3, 2, 4, 0, 255, 0]
    assert reference.u8_f32(x, "trunc").tolist() == [2, 2, 3, 0, 255, 0]
