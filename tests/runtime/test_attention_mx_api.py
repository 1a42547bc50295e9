"""zyfagen.attention(..., qk_format="mxfp4" | "mxfp8", rotate=...) on bf16/fp32 host arrays (issue 37).

Oracles: the kind's bit-exact reference on the same quantised inputs (zyfagen.quantize_mx and
runtime.quantize_fp8 called here), and fp64 softmax attention on the unquantised bf16 values
(the whole call's error: MX quantisation of Q and K included)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.mx import quantize_mx
from zyfagen.numerics.reference import attention_reference
from zyfagen.resources import spec_path
from zyfagen.runtime.quantize import quantize_fp8
from zyfagen.spec import load_spec


def _inputs(seed=0, sq=40, sk=150, hq=2, hkv=1):
    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal(s).astype(ml_dtypes.bfloat16)
               for s in ((1, sq, hq, 128), (1, sk, hkv, 128), (1, sk, hkv, 128)))
    return q, k, v


def _fp64(q, k, v, causal=False):
    qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
    g = qf.shape[2] // kf.shape[2]
    kf, vf = np.repeat(kf, g, 2), np.repeat(vf, g, 2)
    s = np.einsum("bqhd,bkhd->bhqk", qf, kf) / np.sqrt(qf.shape[3])
    if causal:
        sq, sk = s.shape[2:]
        s = np.where(np.arange(sk)[None, :] <= np.arange(sq)[:, None] + sk - sq, s, -np.inf)
    w = np.exp(s - s.max(-1, keepdims=True))
    return np.einsum("bhqk,bkhd->bqhd", w / w.sum(-1, keepdims=True), vf)


@pytest.mark.parametrize("fmt,rotate,causal", [("mxfp4", True, False), ("mxfp8", False, True), ("mxfp6", True, False)])
def test_mx_attention_is_the_kernel_on_quantize_mx(fmt, rotate, causal):
    q, k, v = _inputs()
    o, lse = zyfagen.attention(q, k, v, qk_format=fmt, rotate=rotate, causal=causal, return_lse=True)
    assert o.dtype == ml_dtypes.bfloat16 and o.shape == (1, 40, 2, 128) and lse.shape == (1, 2, 40)
    (qp, qs), (kp, ks) = quantize_mx(q, fmt, rotate), quantize_mx(k, fmt, rotate)
    v8, vd = quantize_fp8(v)
    params = dict(load_spec(spec_path(f"attention_hd128_{fmt}_lean")).params, causal=causal)
    ref = attention_reference(qp, kp, np.asarray(v8).view(np.uint8), softmax_scale=float(np.float32(128 ** -0.5)),
                              v_descale=vd, config=config_from_params(params), qk_mx=(fmt, qs, ks))
    assert np.array_equal(o.view(np.uint16), ref.out.view(np.uint16))
    assert np.array_equal(lse.view(np.uint32), ref.lse.view(np.uint32))
    err = np.linalg.norm(o.astype(np.float64) - _fp64(q, k, v, causal)) / np.linalg.norm(_fp64(q, k, v, causal))
    print(f"{fmt} rotate={rotate}: whole-call error vs fp64 on the bf16 inputs {err:.4f}")
    assert err < {"mxfp4": 0.25, "mxfp6": 0.12, "mxfp8": 0.08}[fmt]


@pytest.mark.parametrize("kw,exc,text", [
    (dict(qk_format="int4"), ValueError, "qk_format: 'int4'; allowed: fp8, mxfp8, mxfp6, mxfp4"),
    (dict(qk_format="mxfp4", q_descale=2.0), ValueError, "q_descale: not taken with qk_format"),
    (dict(qk_format="fp8", rotate=True), ValueError, "rotate: applies to qk_format"),
    (dict(qk_format="mxfp4", device="hip"), ValueError, "device: 'hip'"),
])
def test_mx_attention_one_line_errors(kw, exc, text):
    q, k, v = _inputs()
    with pytest.raises(exc) as err:
        zyfagen.attention(q, k, v, **kw)
    assert text in str(err.value) and "\n" not in str(err.value)


def test_mx_attention_refuses_bad_dtype_and_head_dim():
    q, k, v = _inputs()
    with pytest.raises(TypeError, match="q: dtype int32"):
        zyfagen.attention(q.astype(np.int32), k, v, qk_format="mxfp4")
    bad = np.zeros((1, 8, 1, 100), np.float32)
    with pytest.raises(ValueError, match="not a multiple of 32"):
        zyfagen.attention(bad, bad, bad, qk_format="mxfp4")
    odd = np.zeros((1, 8, 1, 64), np.float32)
    with pytest.raises(ValueError, match="built for 128"):
        zyfagen.attention(odd, odd, odd, qk_format="mxfp4")
