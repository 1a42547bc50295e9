"""AMD AITER's fmha_v3 attention backward in BF16 (odo, dQdKdV with fp32 atomic dQ, dq_convert;
hd128 non-causal and causal, and hd192/128, the MLA shape) runs in the emulator within the BF16
bound of an fp64 attention backward (issue 32).

Launch contract: zyfagen/foreign/aiter_bwd.py (csrc/cpp_itfs/mha_bwd.cu fmha_v3_bwd and the
structs of csrc/include/mha_bwd.h at the commit in tests/data/aiter/fmha_v3_bwd/README.md).
Oracle: fp64 P = softmax(Q K^T scale) on the same bf16 inputs, D = rowsum(dO * O) with the bf16
O the forward would hand over, dV = P^T dO, dS = P (dO V^T - D), dK = scale dS^T Q,
dQ = scale dS K. Bound per element (each term an upper bound, no fitted constant): the kernel
rounds P and dS to bf16 for its BF16 MFMAs and its outputs to bf16, half an ulp each
(u = 2^-8 relative: round to nearest; a truncating kernel would need 2^-7, and AITER ships
rtne/rtna/rtz variants of other backward kernels);
fp32 work (exp2, accumulation, the atomic dQ sums) adds e = 1e-5 relative to the magnitudes
it sums.
"""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator.atomics import _add_f32, _add_f32_lanes
from zyfagen.foreign import aiter_bwd
from zyfagen.numerics.bwd_bound import bf16_backward_and_bound as _reference

BF = ml_dtypes.bfloat16


@pytest.mark.parametrize("sq,sk,causal,dq", [(128, 192, False, 128),  # a padded key tile (psskddv)
                                             (192, 192, True, 128),
                                             (128, 192, False, 192)])  # the MLA shape, Q/K 192, V 128
def test_aiter_bwd_bf16_matches_fp64(sq, sk, causal, dq):
    rng = np.random.default_rng(sq + sk + dq)
    q = rng.standard_normal((1, sq, 1, dq)).astype(BF)
    do = rng.standard_normal((1, sq, 1, 128)).astype(BF)
    k = rng.standard_normal((1, sk, 1, dq)).astype(BF)
    v = rng.standard_normal((1, sk, 1, 128)).astype(BF)
    scale = 1 / np.sqrt(dq)
    o, lse, d, d_bound, grads, bounds = _reference(q, k, v, do, scale, causal)
    got = aiter_bwd.backward(q, k, v, o, do, lse, scale, causal=causal)
    assert np.all(np.abs(got["d"][0, 0] - d) <= d_bound + 1e-30)
    for name, ref in grads.items():
        out = got[name][0, :, 0].astype(np.float64)
        err = np.abs(out - ref)
        assert np.all(err <= bounds[name]), (f"{name}: error {err.max():.3g} above the BF16 bound at "
                                             f"{np.argwhere(err > bounds[name])[0]}")
        # and not vacuous: the bound is within a few bf16 ulps of the gradient's size
        assert np.median(bounds[name] / np.maximum(np.abs(ref), 1e-3)) < 0.1


def test_add_f32_of_distinct_lanes_is_the_per_lane_rule():
    """The many-lane fast path of atomic add_f32 (distinct addresses) against the per-lane rule
    (exact sum rounded once), on normal, denormal and cancelling operands."""
    rng = np.random.default_rng(3)
    a = np.concatenate([rng.standard_normal(500), rng.standard_normal(100) * 1e-39,
                        rng.standard_normal(100) * 1e30]).astype(np.float32)
    b = np.concatenate([rng.standard_normal(500) * 1e-3, rng.standard_normal(100) * 1e-39,
                        -a[600:] * (1 + 1e-7 * rng.standard_normal(100))]).astype(np.float32)
    fast = _add_f32_lanes(a.view(np.uint32), b.view(np.uint32))
    slow = [_add_f32(int(x), int(y)) for x, y in zip(a.view(np.uint32), b.view(np.uint32))]
    assert fast.tolist() == slow
    assert _add_f32_lanes(np.array([0x7F7FFFFF], np.uint32), np.array([0x7F7FFFFF], np.uint32)) is None
