"""zyfagen.quantize_mx against independent oracles: ml_dtypes' float8_e4m3fn / float6_e2m3fn /
float6_e3m2fn / float4_e2m1fn / float8_e8m0fnu casts, the OCP MX v1.0 scale rule computed per
block with Python's math.frexp, AITER's rules transcribed from their bit manipulations
(csrc/kernels/mha_v4_quant.cu), the packing written out bit by bit, and fp64 error bounds."""
from __future__ import annotations

import math
import struct

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.numerics.mx import FORMATS, dequantize_mx, pack_codes, quantize_mx, unpack_codes

ML = {"mxfp8": ml_dtypes.float8_e4m3fn, "mxfp6": ml_dtypes.float6_e2m3fn,
      "mxfp6_e3m2": ml_dtypes.float6_e3m2fn, "mxfp4": ml_dtypes.float4_e2m1fn}
EMAX = {"mxfp8": 8, "mxfp6": 2, "mxfp6_e3m2": 4, "mxfp4": 2}  # OCP MX v1.0 table 2
MAXN = {"mxfp8": 448.0, "mxfp6": 7.5, "mxfp6_e3m2": 28.0, "mxfp4": 6.0}


def _inputs(seed: int, rows: int = 24, d: int = 128) -> np.ndarray:
    """fp32 rows whose 32-blocks span magnitudes 2^-20 .. 2^20, with exact powers of two, values
    just under them, zeros, a zero block and outliers."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((rows, d)) * np.exp2(rng.integers(-20, 20, (rows, d // 32, 1))).repeat(32, -1).reshape(rows, d)
    x[0, :32] = 0.0
    x[1, 5] = 2.0 ** 7
    x[2, 40] = -(2.0 ** 3) * 1.75
    x[3, 70] = np.nextafter(np.float32(16.0), np.float32(0))
    x[4, 100] = 50.0 * np.abs(x[4, 96:128]).max()
    return x.astype(np.float32)


def _ocp_scale_exp(block: np.ndarray, fmt: str) -> int:
    amax = float(np.abs(block).max())
    if amax == 0:
        return 0
    return max(-127, min(127, math.frexp(amax)[1] - 1 - EMAX[fmt]))


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_codes_and_scales_match_ml_dtypes(fmt):
    x = _inputs(1)
    packed, scales = quantize_mx(x, fmt)
    f = FORMATS[fmt]
    assert packed.dtype == np.uint8 and packed.shape == (24, 128 * f.bits // 8)
    assert scales.dtype == np.uint8 and scales.shape == (24, 4)
    codes = unpack_codes(packed, f.bits)
    for r in range(x.shape[0]):
        for b in range(4):
            blk = x[r, 32 * b:32 * b + 32].astype(np.float64)
            e = _ocp_scale_exp(blk, fmt)
            assert scales[r, b] == e + 127
            # the scale's value through ml_dtypes' E8M0 type
            assert float(np.uint8(scales[r, b]).view(ml_dtypes.float8_e8m0fnu)) == 2.0 ** e
            v = np.clip(blk / 2.0 ** e, -MAXN[fmt], MAXN[fmt]).astype(np.float32)  # exact in fp32
            want = v.astype(ML[fmt]).view(np.uint8)
            np.testing.assert_array_equal(codes[r, 32 * b:32 * b + 32], want, err_msg=f"row {r} block {b}")


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_dequantized_values_within_half_an_element_step_of_fp64(fmt):
    x = _inputs(2).astype(np.float64)
    packed, scales = quantize_mx(x, fmt)
    deq = dequantize_mx(packed, scales, fmt)
    # ml_dtypes' value of each code times 2^(scale - 127): the same numbers
    codes = unpack_codes(packed, FORMATS[fmt].bits)
    ml_vals = codes.view(ML[fmt]).astype(np.float64) * np.repeat(2.0 ** (scales.astype(np.int64) - 127), 32, -1)
    np.testing.assert_array_equal(deq, ml_vals)
    # error per element: at most the element step at the block's top binade (rounding is half
    # of it; saturation at the largest normal, the OCP rule's only other loss, at most one step,
    # two for e4m3, whose top binade ends at 1.75 2^8 = 448, its all-ones mantissa being NaN)
    f = FORMATS[fmt]
    steps = 2 if fmt == "mxfp8" else 1
    step = steps * np.repeat(2.0 ** (scales.astype(np.int64) - 127 + f.emax - f.man_bits), 32, -1)
    assert np.all(np.abs(deq - x) <= step)


def test_aiter_rules_from_their_bit_manipulations():
    """AITER's quantisers (mha_v4_quant.cu at e4048607), transcribed on fp32 bits here."""
    x = _inputs(3)

    def bits(v: float) -> int:
        return struct.unpack("<I", struct.pack("<f", v))[0]

    def f32(b: int) -> float:
        return struct.unpack("<f", struct.pack("<I", b))[0]

    _, s8 = quantize_mx(x, "mxfp8", scale_rule="aiter")
    _, s4 = quantize_mx(x, "mxfp4", scale_rule="aiter")
    _, s6 = quantize_mx(x, "mxfp6", scale_rule="aiter")
    _, s6o = quantize_mx(x, "mxfp6")
    np.testing.assert_array_equal(s6, s6o)  # AITER's MXFP6 rule is the OCP one
    for r in range(x.shape[0]):
        for b in range(4):
            amax = float(np.abs(x[r, 32 * b:32 * b + 32]).max())
            if amax == 0:
                continue
            rounded = ((bits(amax) + 0x00200000) & 0x7F800000) >> 23
            assert s8[r, b] == (rounded - 8 if rounded > 8 else 0)
            q = np.float32(amax) / np.float32(6.0)
            assert s4[r, b] == ((bits(float(q)) + 0x007FFFFF) & 0x7F800000) >> 23
    # neither rule saturates: every block's largest value is within its range
    for fmt, s in (("mxfp8", s8), ("mxfp4", s4)):
        top = np.abs(x).reshape(24, 4, 32).max(-1)
        assert np.all(top <= MAXN[fmt] * 2.0 ** (s.astype(np.int64) - 127))
        assert f32(0) == 0.0


def test_packing_bit_by_bit():
    rng = np.random.default_rng(4)
    c4 = rng.integers(0, 16, (3, 64)).astype(np.uint8)
    p4 = pack_codes(c4, 4)
    np.testing.assert_array_equal(p4, c4[:, 0::2] | (c4[:, 1::2] << 4))
    c6 = rng.integers(0, 64, (3, 64)).astype(np.uint8)
    p6 = pack_codes(c6, 6).astype(np.int64)
    a, b, c, d = (c6[:, i::4].astype(np.int64) for i in range(4))
    want = np.stack([a | (b & 3) << 6, b >> 2 | (c & 15) << 4, c >> 4 | d << 2], -1).reshape(3, 48)
    np.testing.assert_array_equal(p6, want)
    np.testing.assert_array_equal(unpack_codes(p6.astype(np.uint8), 6), c6)
    np.testing.assert_array_equal(unpack_codes(p4, 4), c4)


@pytest.mark.parametrize("fmt", ["mxfp8", "mxfp4"])
def test_rotation_is_hadamard_then_quantise_and_keeps_scores(fmt):
    from zyfagen.numerics.hadamard import hadamard_matrix

    rng = np.random.default_rng(5)
    q = rng.standard_normal((16, 128))
    k = rng.standard_normal((20, 128))
    k[:, 3] *= 30.0  # an outlier channel: what rotation is for
    h = hadamard_matrix(128)
    for a in (q, k):
        got = quantize_mx(a, fmt, rotate=True)
        want = quantize_mx(a @ h.T, fmt)
        np.testing.assert_array_equal(got[0], want[0])
        np.testing.assert_array_equal(got[1], want[1])
    exact = q @ k.T
    err = {}
    for rot in (False, True):
        qd = dequantize_mx(*quantize_mx(q, fmt, rotate=rot), fmt)
        kd = dequantize_mx(*quantize_mx(k, fmt, rotate=rot), fmt)
        err[rot] = np.linalg.norm(qd @ kd.T - exact) / np.linalg.norm(exact)
    if fmt == "mxfp4":  # the outlier channel no longer sets 32 channels' scale (at 3 bits of
        # precision the rotation wins; at e4m3's it need not: there both are within 5%)
        assert err[True] < 0.9 * err[False]
    assert max(err.values()) < (0.05 if fmt == "mxfp8" else 0.25)


def test_public_name_and_dtypes():
    x = _inputs(6).astype(ml_dtypes.bfloat16)
    p, s = zyfagen.quantize_mx(x, "mxfp4", rotate=False)
    p2, s2 = quantize_mx(x.astype(np.float32), "mxfp4")
    np.testing.assert_array_equal(p, p2)
    np.testing.assert_array_equal(s, s2)
    x4 = x.reshape(2, 3, 4, 128)
    p4, s4 = quantize_mx(x4, "mxfp6")
    assert p4.shape == (2, 3, 4, 96) and s4.shape == (2, 3, 4, 4)


def test_torch_cpu_input():
    torch = pytest.importorskip("torch")
    x = _inputs(7)
    p, s = quantize_mx(torch.from_numpy(x).to(torch.bfloat16), "mxfp8")
    want = quantize_mx(x.astype(ml_dtypes.bfloat16), "mxfp8")
    np.testing.assert_array_equal(p, want[0])
    np.testing.assert_array_equal(s, want[1])


@pytest.mark.parametrize("args, kwargs, exc, text", [
    ((np.zeros((2, 128)), "mxfp5"), {}, ValueError, "fmt: 'mxfp5'; allowed: mxfp8, mxfp6"),
    ((np.zeros((2, 100)), "mxfp4"), {}, ValueError, "multiple of 32"),
    ((np.full((2, 32), np.nan), "mxfp4"), {}, ValueError, "NaN"),
    ((np.zeros((2, 160)), "mxfp4", True), {}, ValueError, "no Hadamard transform of head dim 160"),
    ((np.zeros((2, 32)), "mxfp4", 1), {}, TypeError, "rotate"),
    ((np.zeros((2, 32)), "mxfp4"), {"scale_rule": "x"}, ValueError, "scale_rule"),
    ((np.zeros((2, 32), complex), "mxfp4"), {}, TypeError, "x: expected real numbers"),
])
def test_one_line_errors(args, kwargs, exc, text):
    with pytest.raises(exc, match=None) as info:
        quantize_mx(*args, **kwargs)
    assert text in str(info.value) and "\n" not in str(info.value)
