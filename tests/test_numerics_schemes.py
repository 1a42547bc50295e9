"""Scheme models: the lean-P byte formula against a direct piecewise-linear 2^t, exact cancellation
of block scaling, and every scheme against fp64 attention on the dequantised inputs."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.numerics import schemes
from zyfagen.numerics.fp8 import fp8_from_bytes, quantize_per_tensor
from zyfagen.numerics.schemes import (SCHEMES, SchemeInputs, SchemeOptions, block_shift,
                                      exp2_fp32_bit_trick, lean_p_bytes)


def _piecewise_linear_exp2(u: float) -> float:
    """2^u interpolated linearly between integer u, linear to 0 over [-7, -6], clamped at 448."""
    if u <= -7:
        return 0.0
    if u < -6:
        return (u + 7) * 2.0 ** -6
    e = np.floor(u)
    return min(448.0, 2.0 ** e * (1 + (u - e)))


def _away_from_ties(t: np.ndarray) -> np.ndarray:
    frac = np.abs(8 * t.astype(np.float64) - np.floor(8 * t.astype(np.float64)) - 0.5)
    return t[frac > 1e-3]


@pytest.mark.parametrize("shift", [0, 3, 8, 20])
def test_lean_byte_is_piecewise_linear_exp2(shift):
    rng = np.random.default_rng(shift)
    t = _away_from_ties(np.concatenate([rng.uniform(-30, 0, 2000), -np.arange(0, 30) * 1.0 + 0.01,
                                        rng.uniform(-0.5, 0, 200)]).astype(np.float32))
    got = fp8_from_bytes(lean_p_bytes(t, shift)).astype(np.float64)
    # The byte rounds 8t to an integer: P is the piecewise-linear 2^u at u = round(8t)/8 + shift.
    want = np.array([_piecewise_linear_exp2(np.rint(8 * float(x)) / 8 + shift) for x in t])
    np.testing.assert_array_equal(got, want)


def test_piecewise_linear_error_bound():
    # lean-p.md: at most about 6% relative error against 2^t in the normal range.
    u = np.linspace(-6, 8, 10001)
    pl = np.array([_piecewise_linear_exp2(x) for x in u])
    rel = pl / 2.0 ** u - 1
    assert rel.min() >= 0 and rel.max() < 0.0615


def test_adding_8k_to_a_normal_byte_multiplies_by_2k_exactly():
    for k in range(0, 15):
        b = np.arange(8, 127 - 8 * k, dtype=np.int64)
        if b.size == 0:
            continue
        shifted = fp8_from_bytes((b + 8 * k).astype(np.uint8)).astype(np.float64)
        plain = fp8_from_bytes(b.astype(np.uint8)).astype(np.float64)
        np.testing.assert_array_equal(shifted * 2.0 ** -k, plain)


def test_block_shift_puts_block_max_in_top_binade():
    rng = np.random.default_rng(5)
    t = -np.abs(rng.standard_normal((8, 256)) * 6).astype(np.float32)
    t[3, 64:128] = -np.inf  # an empty block
    k = block_shift(t, 64)
    top = lean_p_bytes(t.reshape(8, 4, 64).max(axis=2), k)
    finite = np.isfinite(t.reshape(8, 4, 64).max(axis=2))
    assert (top[finite] <= 126).all() and (top[finite] >= 119).all()
    assert k[3, 1] == 0


def test_exp2_bit_trick_is_piecewise_linear():
    t = np.array([0.0, -1.0, -5.0, -0.5, -2.25, -126.0], np.float32)
    got = exp2_fp32_bit_trick(t).astype(np.float64)
    want = np.array([1.0, 0.5, 2.0 ** -5, 0.75, 2.0 ** -3 * 1.75, 2.0 ** -126])
    np.testing.assert_array_equal(got, want)
    assert exp2_fp32_bit_trick(np.array([-200.0, -np.inf], np.float32)).tolist() == [0.0, 0.0]


def _inputs(rows: int, keys: int, d: int, seed: int, spread: float = 1.0):
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((rows, d)) * spread
    k = rng.standard_normal((keys, d))
    v = rng.standard_normal((keys, d)) + 0.5
    qq, kq, vq = (quantize_per_tensor(x) for x in (q, k, v))
    scale = 1 / np.sqrt(d)
    inp = SchemeInputs(qq.data, kq.data, vq.data, qq.descale, kq.descale, vq.descale, scale)
    return inp, qq.dequantize(), kq.dequantize(), vq.dequantize()


def _fp64_attention(q, k, v, scale):
    s = q @ k.T * scale
    p = np.exp(s - s.max(axis=1, keepdims=True))
    return (p / p.sum(axis=1, keepdims=True)) @ v


def test_block_scaling_cancels_exactly_when_nothing_underflows():
    # Scores in a narrow band keep every lean byte normal (t >= -6), so the 2^k shift and the 2^-k
    # descale must cancel bit for bit: block-scaled output == plain lean output.
    inp, *_ = _inputs(32, 300, 64, seed=1, spread=0.3)
    plain = SCHEMES["lean"].fn(inp, SchemeOptions())
    scaled = SCHEMES["lean_block_scaled"].fn(inp, SchemeOptions())
    s = inp.q.astype(np.float64) @ inp.k.astype(np.float64).T
    c = inp.q_descale * inp.k_descale * inp.softmax_scale * np.log2(np.e)
    t_final = (s - s.max(axis=1, keepdims=True)) * c  # <= t against the running max
    assert lean_p_bytes(t_final.astype(np.float32)).min() >= 8  # the premise: all normal
    np.testing.assert_array_equal(scaled.out, plain.out)
    np.testing.assert_array_equal(scaled.weights, plain.weights)


@pytest.mark.parametrize("name", sorted(SCHEMES))
@pytest.mark.parametrize("keys", [129, 300])
def test_schemes_close_to_fp64_on_dequantised_inputs(name, keys):
    inp, q, k, v = _inputs(40, keys, 64, seed=keys)
    ref = _fp64_attention(q, k, v, inp.softmax_scale)
    res = SCHEMES[name].fn(inp, SchemeOptions())
    assert res.out.dtype == np.float32 and res.out.shape == ref.shape
    err = np.linalg.norm(res.out - ref) / np.linalg.norm(ref)
    # P carries at most ~2^-4 (rounding) + 6% (piecewise-linear) relative error per weight, and
    # the weights are averaged: the output error must stay well inside that.
    assert err < 0.1, err
    # The weights describe the output exactly: out = weights @ v_dequantised.
    np.testing.assert_allclose(res.weights @ v, res.out, rtol=1e-4, atol=1e-5)
    mass = res.weights.sum(axis=1)
    if name.startswith("aiter_like"):
        assert np.abs(mass - 1).max() > 1e-6  # numerator and denominator use different P
    else:
        np.testing.assert_allclose(mass, 1, atol=1e-5)  # an exact convex combination


def test_block_scaling_keeps_mass_that_lean_flushes():
    # Many keys 8-10 binades below one dominant key: lean flushes them (t < -7), block scaling not.
    d, keys = 64, 512
    rng = np.random.default_rng(9)
    q = np.zeros((4, d))
    q[:, 0] = 1
    k = np.zeros((keys, d))
    k[:, 0] = -6.5 * np.sqrt(d) + 0.3 * rng.standard_normal(keys)
    k[0, 0] = 0.0
    v = rng.standard_normal((keys, d)) + 1.0
    qq, kq, vq = (quantize_per_tensor(x) for x in (q, k, v))
    inp = SchemeInputs(qq.data, kq.data, vq.data, qq.descale, kq.descale, vq.descale, 1 / np.sqrt(d))
    ref = _fp64_attention(qq.dequantize(), kq.dequantize(), vq.dequantize(), inp.softmax_scale)
    err = {n: np.linalg.norm(SCHEMES[n].fn(inp, SchemeOptions()).out - ref) / np.linalg.norm(ref)
           for n in ("lean", "lean_block_scaled")}
    assert err["lean_block_scaled"] < 0.05 < err["lean"]


def test_registry_replace_and_duplicates():
    original = SCHEMES["lean"]
    with pytest.raises(ValueError):
        schemes.register_scheme("lean", original.fn, "dup")
    with pytest.raises(ValueError):
        schemes.register_scheme("a+b", original.fn, "bad name")
    try:
        schemes.register_scheme("lean", original.fn, "bit-exact stand-in", "bit-exact", replace=True)
        assert SCHEMES["lean"].model == "bit-exact"
    finally:
        SCHEMES["lean"] = original
