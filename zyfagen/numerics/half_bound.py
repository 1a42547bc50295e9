"""fp64 attention on BF16 / FP16 inputs and a per-element error bound for a flash attention that
multiplies P rounded to the input format (issue 36: AITER's BF16 forwards, zyfagen's BF16/FP16
kernels, the runtime's BF16/FP16 calls).

Derivation (each term an upper bound, no fitted constant), as numerics/fp8_bound.rounded_p_bound
for FP8: the kernel's weights are P*_j (1 + e_j), |e_j| <= u (round to nearest: u = 2^-8 for
bf16's 8-bit significand, 2^-11 for fp16's 11), plus a = 2^-25 absolute for an fp16 P below
2^-14 (its subnormal range; bf16 has fp32's exponent range, no subnormal P here). Whether the
row sum adds the rounded or the unrounded P is not documented for AITER, so the output's error
is bounded for either: sum_j (u P*_j + a_j)(|V_j - O*| + |V_j|) / ((1 - u) D* - sum a_j). fp32
accumulation adds 1e-5 max |V|, the output's rounding `out_rel` of |O| (2^-8 for bf16, 2^-11
for fp16: a whole unit in the last place, which also covers a truncating conversion).
The serving features (issue 34's definitions, runtime/varlen.py) change only which keys a row
sees (window), the scores (softcap: cap * tanh(s / cap)) and the denominator (a sink's exp
joins D* with no value): the same bound holds with D* the sink-inclusive denominator.
"""
from __future__ import annotations

import numpy as np

UNIT = {"bf16": 2.0 ** -8, "fp16": 2.0 ** -11}  # relative rounding of P (and of O) per format
FP16_TINY, FP16_SUB_ABS = 2.0 ** -14, 2.0 ** -25
FP32_SUM_REL = 1e-5


def half_attention_and_bound(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float,
                             causal: bool = False, fmt: str = "bf16", group: int = 1,
                             out_fmt: str | None = None, *, window: tuple[int, int] = (-1, -1),
                             softcap: float = 0.0, sinks: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Per head: q [heads_q, seq_q, d_qk], k [heads_kv, seq_k, d_qk], v [heads_kv, seq_k, d]
    (read as fp64); head h reads KV head h // group; causal is bottom-right. Returns (O in
    fp64, bound), both [heads_q, seq_q, d]. `fmt`: the format P is rounded to; `out_fmt`: O's
    (default `fmt`; "fp32" adds nothing). A row that sees no key has O = 0 and bound 0.
    window (left, right; -1 unbounded, bottom-right aligned), softcap (0: off) and sinks (one
    logit per query head) as zyfagen.attention_varlen defines them."""
    if fmt not in UNIT:
        raise ValueError(f"fmt {fmt!r}; allowed: {', '.join(UNIT)}")
    u = UNIT[fmt]
    out_rel = 0.0 if (out_fmt or fmt) == "fp32" else UNIT[out_fmt or fmt]
    hq, sq, _ = q.shape
    sk, d = k.shape[1], v.shape[2]
    out, bound = np.zeros((hq, sq, d)), np.zeros((hq, sq, d))
    diag, key = np.arange(sq)[:, None] + (sk - sq), np.arange(sk)[None, :]
    vis = np.ones((sq, sk), bool)
    if causal:
        vis &= key <= diag
    if window[0] >= 0:
        vis &= key >= diag - window[0]
    if window[1] >= 0:
        vis &= key <= diag + window[1]
    seen = vis.any(axis=1)
    for h in range(hq):
        qf, kf, vf = (t.astype(np.float64) for t in (q[h], k[h // group], v[h // group]))
        s = qf @ kf.T * scale
        if softcap:
            s = softcap * np.tanh(s / softcap)
        s = np.where(vis, s, -np.inf)
        m = np.where(seen, s.max(axis=1, initial=-np.inf), 0.0)
        sink = 0.0
        if sinks is not None:
            m = np.maximum(m, float(sinks[h]))
            sink = np.exp(float(sinks[h]) - m)
        p = np.where(vis, np.exp(s - m[:, None]), 0.0)
        dstar = np.where(seen, p.sum(axis=1) + sink, 1.0)
        o = p @ vf / dstar[:, None]
        a = np.where(vis & (p < FP16_TINY), FP16_SUB_ABS, 0.0) if fmt == "fp16" else np.zeros_like(p)
        w = u * p + a
        num = w @ np.abs(vf)
        for r in range(0, sq, 64):  # sum_j w_j |V_j - O*|, 64 rows at a time (bounded memory)
            num[r:r + 64] += np.einsum("qj,qjd->qd", w[r:r + 64], np.abs(vf[None] - o[r:r + 64, None]))
        row = num / ((1 - u) * dstar - a.sum(axis=1))[:, None]
        err = row + FP32_SUM_REL * np.abs(vf).max() + out_rel * (np.abs(o) + row)
        out[h], bound[h] = o, np.where(seen[:, None], err, 0.0)
    return out, bound
