"""Helpers of the runtime tests: inputs and an fp64 attention independent of zyfagen's model."""
from __future__ import annotations

import numpy as np


def fp8_inputs(seed, *, batch, seq_q, seq_k, heads_q, heads_kv, d, dv, per="tensor"):
    """Gaussian q, k, v quantised by zyfagen.quantize_fp8, with their descales."""
    from zyfagen import quantize_fp8

    rng = np.random.default_rng(seed)
    q, dq = quantize_fp8(rng.standard_normal((batch, seq_q, heads_q, d)), per=per, heads_kv=heads_kv)
    k, dk = quantize_fp8(rng.standard_normal((batch, seq_k, heads_kv, d)) * 0.7, per=per)
    v, dvs = quantize_fp8(rng.standard_normal((batch, seq_k, heads_kv, dv)), per=per)
    return q, k, v, dq, dk, dvs


def attention_fp64(q, k, v, dq, dk, dv, *, softmax_scale, causal):
    """Plain fp64 softmax attention of the decoded e4m3fn values (independent of zyfagen's
    model): O [b, sq, hq, dv] and the natural-log LSE [b, hq, sq]."""
    def dec(x, d, h_of):
        f = np.asarray(x).astype(np.float64)
        d = np.asarray(d, np.float64)
        if d.ndim == 0:
            return f * d
        return f * d[:, None, h_of, None]

    nb, sq, hq, _ = q.shape
    sk, hkv = k.shape[1], k.shape[2]
    group = hq // hkv
    qf = dec(q, dq, np.arange(hq) // group)
    kf, vf = dec(k, dk, np.arange(hkv)), dec(v, dv, np.arange(hkv))
    o = np.zeros((nb, sq, hq, v.shape[3]))
    lse = np.zeros((nb, hq, sq))
    for b in range(nb):
        for h in range(hq):
            s = qf[b, :, h] @ kf[b, :, h // group].T * softmax_scale
            if causal:
                s = np.where(np.arange(sk)[None, :] <= np.arange(sq)[:, None] + sk - sq, s, -np.inf)
            m = s.max(axis=1, keepdims=True)
            p = np.exp(s - m)
            lse[b, h] = (m[:, 0] + np.log(p.sum(axis=1)))
            o[b, :, h] = p @ vf[b, :, h // group] / p.sum(axis=1, keepdims=True)
    return o, lse
