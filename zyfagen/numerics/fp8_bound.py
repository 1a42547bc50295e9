"""fp64 attention on FP8 inputs and the per-element error bound of the softmax scheme most FP8
flash attentions use (Triton's tutorial, our Triton corpus and peers): the row sum D from fp32
P, the numerator from P rounded to e4m3fn, fp32 accumulation, optionally O rounded to bf16.

Derivation (each term an upper bound, no fitted constant): the rounded weights are P*_j + e_j
with |e_j| <= eps P*_j, eps = 2^-4 for normal e4m3fn bytes, plus a = 2^-10 absolute below
tau = 2^-6 (the subnormal range of P in [0, 1]); D = D* (1 + eta), |eta| <= 1e-5 (fp32 sums
of at most a few thousand positive terms); fp32 accumulation adds at most 1e-5 max |V| and
1e-5 |O|; a bf16 output adds 2^-9 relative (half an ulp of an 8-bit mantissa).
"""
from __future__ import annotations

import numpy as np

EPS, TAU, A = 2.0 ** -4, 2.0 ** -6, 2.0 ** -10
FP32_SUM_REL = 1e-5
BF16_REL = 2.0 ** -9


def fp8_attention_and_bound(q: np.ndarray, k: np.ndarray, v: np.ndarray, group: int,
                            scale: float, causal: bool,
                            out_rel: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """Per head: q [heads_q, seq_q, d_qk], k [heads_kv, seq_k, d_qk], v [heads_kv, seq_k, d]
    (FP8 or any dtype, read as fp64); head h reads KV head h // group; causal is
    bottom-right. Returns (O in fp64, bound), both [heads_q, seq_q, d]; `out_rel` is the
    relative rounding of the kernel's output format (0 for fp32, BF16_REL for bf16)."""
    hq, sq, _ = q.shape
    sk, d = k.shape[1], v.shape[2]
    out, bound = np.zeros((hq, sq, d)), np.zeros((hq, sq, d))
    vis = np.ones((sq, sk), bool)
    if causal:
        vis = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
    for h in range(hq):
        qf, kf, vf = (t.astype(np.float64) for t in (q[h], k[h // group], v[h // group]))
        s = np.where(vis, qf @ kf.T * scale, -np.inf)
        p = np.where(vis, np.exp(s - s.max(axis=1, keepdims=True)), 0.0)
        dstar = p.sum(axis=1)
        o = p @ vf / dstar[:, None]
        num = (EPS * p + np.where(vis & (p < TAU), A, 0.0)) @ np.abs(vf)
        err = (num / ((1 - FP32_SUM_REL) * dstar[:, None]) + FP32_SUM_REL * np.abs(vf).max()
               + FP32_SUM_REL * np.abs(o) / (1 - FP32_SUM_REL))
        out[h], bound[h] = o, err + out_rel * (np.abs(o) + err)
    return out, bound


def rounded_p_bound(p: np.ndarray, vf: np.ndarray, o_star: np.ndarray) -> np.ndarray:
    """Per-element bound for a kernel whose row sum, like its numerator, adds P rounded to
    e4m3fn (AITER's fmha_v3 group-mode and fmha_v4 kernels): p [q, k] the fp64 probabilities,
    vf [k, d] V in fp64, o_star [q, d] the fp64 output. The output is a convex combination of
    V rows weighted by the rounded P, so its error is the weights' error times |V_j - O*|
    over the rounded row sum (at least (1 - eps) D* - sum of the subnormal terms), plus fp32
    accumulation (1e-5 max |V|) and one bf16 ulp (2^-8) of the output."""
    aj = np.where(p < TAU, A, 0.0)
    dev = np.abs(vf[None, :, :] - o_star[:, None, :]) + np.abs(vf)[None, :, :]
    num = np.einsum("qj,qjd->qd", EPS * p + aj, dev)
    row = num / ((1 - EPS) * p.sum(axis=1) - aj.sum(axis=1))[:, None]
    return row + FP32_SUM_REL * np.abs(vf).max() + 2.0 ** -8 * (np.abs(o_star) + row)
