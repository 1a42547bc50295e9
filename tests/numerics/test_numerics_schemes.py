"""Scheme models: the kernel schemes' fast path bitwise against `attention_reference` (the model
the emulated kernels match, tests/kernels/test_attention.py) on the study's inputs, its fma against the
reference's, lazy rescaling with threshold 0 equal to the eager kernel, the AITER-like
reconstruction's exponent trick by hand, and every scheme against fp64 attention on the
dequantised inputs."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.numerics import reference, schemes, study
from zyfagen.numerics.fp8 import quantize_per_tensor
from zyfagen.numerics.inputs import make_inputs
from zyfagen.numerics.schemes import (SCHEMES, SchemeInputs, SchemeOptions, exp2_fp32_bit_trick,
                                      fma_f32_broadcast, kernel_attention, kernel_config)

KERNEL_NAMES = sorted(n for n, s in SCHEMES.items() if s.model == "bit-exact")
# schemes whose row sum is not the sum of the P that multiplies V
MISMATCHED = {"aiter_like", "aiter_like_exp_trick", "exact_fp32_rowsum", "lean_block_scaled_debiased_fp32_rowsum"}
# kernel configurations no registered scheme uses, through the same fast path
EXTRA_PARAMS = [dict(p_mode="lean", p_block_scale=True, rowsum="valu"),
                dict(p_mode="exact", p_block_scale=True, rowsum="valu"),
                dict(p_mode="exact", p_block_scale=True, rowsum="valu_fp32", lazy_rescale="threshold",
                     rescale_threshold=3.5)]


def _study_inputs(dist: str, head_dim: str, seq: int, rows: int, rotation: str = "plain") -> SchemeInputs:
    config = study.StudyConfig(query_rows=rows)
    d_qk, d_v = study.HEAD_DIMS[head_dim]
    x = make_inputs(dist, seq, d_qk, d_v)
    r = study.query_rows(config, seq)
    return study.scheme_inputs(study.prepare_rotation(x.q, x.k, x.v, r, rotation), r, study.softmax_scale(d_qk))


def _reference_out(inp: SchemeInputs, cfg) -> np.ndarray:
    b = lambda x: np.ascontiguousarray(x).view(np.uint8)[None, :, None, :]  # noqa: E731
    res = reference.attention_reference(b(inp.q), b(inp.k), b(inp.v), softmax_scale=inp.softmax_scale,
                                        q_descale=inp.q_descale, k_descale=inp.k_descale,
                                        v_descale=inp.v_descale, config=cfg)
    return res.out[0, :, 0]


CASES = [("gaussian", "128", 700, "plain"), ("activation", "64", 1000, "hadamard"),
         ("activation", "mla", 333, "plain"), ("gaussian", "256", 129, "hadamard")]


@pytest.mark.parametrize("dist,head_dim,seq,rotation", CASES)
def test_kernel_schemes_match_the_reference_bitwise(dist, head_dim, seq, rotation):
    inp = _study_inputs(dist, head_dim, seq, 24, rotation)
    configs = [(n, dict(SCHEMES[n].kernel_params)) for n in KERNEL_NAMES] + \
        [(str(p), p) for p in EXTRA_PARAMS]
    for name, params in configs:
        for key_block in (64, 128):
            cfg = kernel_config(params, key_block)
            got = kernel_attention(inp, cfg)
            if name in SCHEMES:
                assert np.array_equal(got.out, SCHEMES[name].fn(inp, SchemeOptions(key_block=key_block)).out)
            want = _reference_out(inp, cfg)
            assert np.array_equal(got.out.view(np.uint32), want.view(np.uint32)), (name, key_block)
            # The weights describe the output: out = weights @ (V * v_descale), up to the
            # kernel's fp32 roundings of the rescale and accumulation.
            v = inp.v.astype(np.float64) * inp.v_descale
            np.testing.assert_allclose(got.weights @ v, got.out, rtol=1e-5, atol=1e-6 * np.abs(v).max())
            mass = got.weights.sum(axis=1)
            if cfg.rowsum == "valu_fp32":  # the denominator sums the unrounded P
                assert np.abs(mass - 1).max() > 1e-4
            else:  # a convex combination
                np.testing.assert_allclose(mass, 1, atol=1e-5)


def test_fallback_configurations_run_the_reference():
    inp = _study_inputs("gaussian", "64", 600, 8)
    cfg = reference.AttentionConfig(p_mode="lean", p_block_scale=True, block_k=256, output="fp32")
    got = kernel_attention(inp, cfg)
    assert got.weights is None
    assert np.array_equal(got.out, _reference_out(inp, cfg))


def test_lazy_threshold_zero_is_the_eager_kernel():
    # docs/attention.md: with T = 0 the reference moves whenever the max grows.
    inp = _study_inputs("activation", "128", 900, 16)
    eager = kernel_attention(inp, kernel_config(dict(p_block_scale=True)))
    lazy0 = kernel_attention(inp, kernel_config(dict(p_block_scale=True, lazy_rescale="threshold",
                                                     rescale_threshold=0.0)))
    lazy8 = kernel_attention(inp, kernel_config(dict(p_block_scale=True, lazy_rescale="threshold")))
    assert np.array_equal(eager.out, lazy0.out)
    assert eager.rescale_fraction == lazy0.rescale_fraction > lazy8.rescale_fraction
    assert not np.array_equal(eager.out, lazy8.out)


def _f32(bits):
    return np.asarray(bits, np.uint32).view(np.float32)


def test_fast_fma_matches_the_reference_fma():
    rng = np.random.default_rng(4)
    n = 20000
    # random finite fp32 patterns (normals, subnormals, zeros), infinities in a and c
    a = _f32(rng.integers(0, 0x7F800000, n, dtype=np.uint32) | (rng.integers(0, 2, n, dtype=np.uint32) << 31))
    c = _f32(rng.integers(0, 0x7F800000, n, dtype=np.uint32) | (rng.integers(0, 2, n, dtype=np.uint32) << 31))
    a[:50], c[50:100] = -np.inf, np.inf
    # near-ties: c odd, a*b = ulp(c)/2 (1 + 2^-23)(1 - 2^-23) just below half an ulp: a float64
    # sum rounds onto the fp32 tie, and only round-to-odd gets the right neighbour.
    cc = _f32((rng.integers(0x3F800000, 0x4F000000, n, dtype=np.uint32) | 1))
    ulp = np.spacing(cc)
    aa = (ulp / 2 * np.float32(1 + 2.0 ** -23)).astype(np.float32)
    for b in (np.float32(1.5), np.float32(-0.75), np.float32(1 - 2.0 ** -23), np.float32(2.0 ** -30)):
        for x, y in ((a, c), (aa, cc), (-aa, -cc)):
            got = fma_f32_broadcast(x, b, y)
            want = reference.fma_f32(x, b, y)
            assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), b
    # the near-tie case really needs the correction: plain float64 rounding differs somewhere
    naive = (aa.astype(np.float64) * np.float64(1 - 2.0 ** -23) + cc).astype(np.float32)
    assert not np.array_equal(naive, fma_f32_broadcast(aa, np.float32(1 - 2.0 ** -23), cc))


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


# models that give their weights (aiter_real, model "emulated", runs AITER's hd128 code object:
# tests/numerics/test_numerics_aiter_real.py)
@pytest.mark.parametrize("name", sorted(n for n, s in SCHEMES.items() if s.model != "emulated"))
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
    # The weights describe the output: out = weights @ v_dequantised.
    np.testing.assert_allclose(res.weights @ v, res.out, rtol=1e-4, atol=1e-5)
    mass = res.weights.sum(axis=1)
    if name in MISMATCHED:
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


def test_kernel_schemes_reject_options_the_kernels_lack():
    inp, *_ = _inputs(4, 100, 64, seed=1)
    with pytest.raises(ValueError, match="64 keys"):
        SCHEMES["lean"].fn(inp, SchemeOptions(scale_block=32))
    with pytest.raises(ValueError, match="blocks of 64 or 128"):
        SCHEMES["lean"].fn(inp, SchemeOptions(key_block=256))


def test_registry_replace_and_duplicates():
    original = SCHEMES["lean"]
    assert original.model == "bit-exact" and dict(original.kernel_params)["p_mode"] == "lean"
    with pytest.raises(ValueError):
        schemes.register_scheme("lean", original.fn, "dup")
    with pytest.raises(ValueError):
        schemes.register_scheme("a+b", original.fn, "bad name")
    try:
        schemes.register_scheme("lean", original.fn, "stand-in", "algorithm", replace=True)
        assert SCHEMES["lean"].model == "algorithm" and SCHEMES["lean"].kernel_params == ()
    finally:
        SCHEMES["lean"] = original
