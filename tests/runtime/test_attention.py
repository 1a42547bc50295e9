"""zyfagen.attention on the emulator, end to end: against fp64 attention, and bit for bit
against the reference model of docs/attention.md (zyfagen.numerics.reference)."""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.reference import attention_reference
from zyfagen.runtime import api

from .runtime_util import attention_fp64, fp8_inputs

# FP8 P carries 3 mantissa bits (relative rounding up to 2^-4 per probability) and Q, K, V are
# e4m3fn already: 5% relative Frobenius error of O is the FP8 scale of the error, not a fit.
O_RTOL = 0.05
LSE_ATOL = 0.05  # natural log of a row sum within ~5%

# (id, d, dv, batch, seq_q, seq_k, heads_q, heads_kv, causal, lse, out, per)
CASES = [
    ("hd64_ragged", 64, 64, 1, 37, 70, 1, 1, False, False, "bf16", "tensor"),
    ("hd64_causal_gqa_lse", 64, 64, 1, 33, 45, 2, 1, True, True, "bf16", "tensor"),
    ("hd128_batch_head", 128, 128, 2, 20, 40, 1, 1, False, False, "bf16", "batch_head"),
    ("mla192_128_fp32_lse", 192, 128, 1, 16, 50, 1, 1, False, True, "fp32", "tensor"),
]


def _run(case, seed=0):
    _, d, dv, nb, sq, sk, hq, hkv, causal, lse, out, per = case
    q, k, v, dq, dk, dvs = fp8_inputs(seed, batch=nb, seq_q=sq, seq_k=sk, heads_q=hq, heads_kv=hkv,
                                      d=d, dv=dv, per=per)
    res = zyfagen.attention(q, k, v, causal=causal, q_descale=dq, k_descale=dk, v_descale=dvs,
                            return_lse=lse, out_dtype=out, device="emulator")
    o, l_ = res if lse else (res, None)
    return (q, k, v, dq, dk, dvs), o, l_


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_attention_matches_reference_bits_and_fp64(case):
    _, d, dv, nb, sq, sk, hq, hkv, causal, lse, out, per = case
    (q, k, v, dq, dk, dvs), o, l_ = _run(case)
    assert o.shape == (nb, sq, hq, dv)
    assert o.dtype == (ml_dtypes.bfloat16 if out == "bf16" else np.float32)
    scale = float(np.float32(1 / math.sqrt(d)))
    # bitwise: the reference model under the parameters of the spec zyfagen chose
    call = api.check_call(q, k, v, causal=causal, softmax_scale=None, q_descale=dq, k_descale=dk,
                          v_descale=dvs, return_lse=lse, out_dtype=out, device="emulator")
    params = api.default_spec(call).params
    ref = attention_reference(q.view(np.uint8), k.view(np.uint8), v.view(np.uint8), softmax_scale=scale,
                              q_descale=dq, k_descale=dk, v_descale=dvs, config=config_from_params(params))
    assert np.array_equal(o.view(np.uint16 if out == "bf16" else np.uint32),
                          ref.out.view(np.uint16 if out == "bf16" else np.uint32))
    # fp64
    o64, lse64 = attention_fp64(q, k, v, dq, dk, dvs, softmax_scale=scale, causal=causal)
    err = np.linalg.norm(o.astype(np.float64) - o64) / np.linalg.norm(o64)
    assert err < O_RTOL, err
    if lse:
        assert l_.shape == (nb, hq, sq) and l_.dtype == np.float32
        assert np.array_equal(l_.view(np.uint32), ref.lse.view(np.uint32))
        assert np.abs(l_ - lse64).max() < LSE_ATOL


def test_strided_inputs_give_the_contiguous_result():
    """Strides are honoured: q, k, v as views into larger arrays (heads interleaved with
    others, a [b, h, s, d] tensor transposed) give the bits of their contiguous copies."""
    q, k, v, dq, dk, dvs = fp8_inputs(1, batch=1, seq_q=20, seq_k=40, heads_q=1, heads_kv=1, d=64, dv=64)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dvs, device="emulator")
    wide = np.zeros((1, 20, 3, 64), q.dtype)
    wide[:, :, 1] = q[:, :, 0]
    qs = wide[:, :, 1:2]                                        # head stride 64, seq stride 192
    kt = np.ascontiguousarray(k.transpose(0, 2, 1, 3)).transpose(0, 2, 1, 3)  # [b, h, s, d] storage
    vpad = np.zeros((1, 40, 1, 128), v.dtype)
    vpad[..., :64] = v
    vs = vpad[..., :64]                                         # seq stride 128
    assert not qs.flags.c_contiguous and not vs.flags.c_contiguous
    got = zyfagen.attention(qs, kt, vs, q_descale=dq, k_descale=dk, v_descale=dvs, device="emulator")
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))


def test_torch_tensors_in_and_out():
    torch = pytest.importorskip("torch")
    q, k, v, dq, dk, dvs = fp8_inputs(2, batch=1, seq_q=20, seq_k=40, heads_q=1, heads_kv=1, d=64, dv=64)
    want, want_lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dvs,
                                       return_lse=True, device="emulator")
    t = [torch.from_numpy(x.view(np.uint8)).view(torch.float8_e4m3fn) for x in (q, k, v)]
    o, lse = zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dvs, return_lse=True,
                               device="emulator")
    assert isinstance(o, torch.Tensor) and o.dtype == torch.bfloat16 and lse.dtype == torch.float32
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    assert np.array_equal(lse.numpy(), want_lse)
    tq, tdq = zyfagen.quantize_fp8(torch.randn(1, 4, 1, 64, dtype=torch.bfloat16))
    assert tq.dtype == torch.float8_e4m3fn and isinstance(tdq, float)


def test_quantize_round_trips_within_fp8_precision():
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 8, 4, 64)) * np.array([1, 10, 0.1, 3])[None, None, :, None]
    for per, hkv in (("tensor", None), ("batch_head", 2)):
        q, d = zyfagen.quantize_fp8(x, per=per, heads_kv=hkv)
        assert q.dtype == ml_dtypes.float8_e4m3fn
        dd = np.asarray(d, np.float64)
        back = q.astype(np.float64) * (dd if dd.ndim == 0 else np.repeat(dd, 2, axis=1)[:, None, :, None])
        # e4m3fn: 3 mantissa bits, round to nearest: relative error <= 2^-4 for normal values
        big = np.abs(x) > 2 ** -6 * (dd.max() if dd.ndim == 0 else dd.max())
        assert (np.abs(back - x)[big] <= np.abs(x)[big] * 2 ** -4 + 1e-12).all()
        assert np.abs(q.astype(np.float64)).max() == 448.0 or per == "batch_head"
    _, d = zyfagen.quantize_fp8(x, per="batch_head", heads_kv=2)
    assert d.shape == (2, 2) and d.dtype == np.float32
