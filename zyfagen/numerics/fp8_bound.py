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


def rounded_p_bound(p: np.ndarray, vf: np.ndarray, o_star: np.ndarray,
                    visible: np.ndarray | None = None) -> np.ndarray:
    """Per-element bound for a kernel whose row sum, like its numerator, adds P rounded to
    e4m3fn (AITER's fmha_v3 group-mode and fmha_v4 kernels): p [q, k] the fp64 probabilities,
    vf [k, d] V in fp64, o_star [q, d] the fp64 output. The output is a convex combination of
    V rows weighted by the rounded P, so its error is the weights' error times |V_j - O*|
    over the rounded row sum (at least (1 - eps) D* - sum of the subnormal terms), plus fp32
    accumulation (1e-5 max |V|) and one bf16 ulp (2^-8) of the output. `visible` [q, k] (a
    mask): keys outside it take no part (P = 0 exactly, no subnormal term; the causal
    kernels' masked keys, tests/emulator/test_aiter.py)."""
    aj = np.where((p < TAU) if visible is None else visible & (p < TAU), A, 0.0)
    dev = np.abs(vf[None, :, :] - o_star[:, None, :]) + np.abs(vf)[None, :, :]
    num = np.einsum("qj,qjd->qd", EPS * p + aj, dev)
    row = num / ((1 - EPS) * p.sum(axis=1) - aj.sum(axis=1))[:, None]
    return row + FP32_SUM_REL * np.abs(vf).max() + 2.0 ** -8 * (np.abs(o_star) + row)


# ---- P made as e4m3fn bits (AITER's fmha_v4 MX kernels: mxfp4, mxfp6, f6f4, f4f4) -----------
# Those kernels never call exp for P: the QK MFMA (Q's scale raised by 2^3) plus a bias gives
# x = 8 (s - m) + 56 per key (s, m in log2 units; m the row's running maximum, possibly stale by
# up to 70.5 codes: the kernel rolls the maximum back when a code would pass 126.5),
# v_cvt_pk_u8_f32 rounds x to a byte c (clamped at 0) and the MFMAs read c as an e4m3fn byte,
# so P = e4m3fn(c) for P* = 2^((x - 56) / 8): code 56 is 1.0, each octave 8 codes, the mantissa
# linear in between and codes 0-7 subnormal (c 2^-9). Both the row sum (v_smfmac over the same
# bytes) and the numerator use that P.
_CODE_ONE, _CODES_PER_OCTAVE, _CODE_MAX = 56, 8, 126


def _lean_code_constants() -> tuple[float, float, float, float]:
    """(lo, hi, a, tau): for x >= tau_x = 7.5 (P* >= tau) P / P* lies in [1 + lo, 1 + hi];
    below, |P - (1 + (lo + hi) / 2) P*| <= a. Found over every byte and both ends of its
    rounding interval (P* is monotone in x, P constant on the interval), from ml_dtypes'
    e4m3fn values; 1e-6 widens both for fp32 rounding of x and of the rescale factors."""
    import ml_dtypes

    codes = np.arange(_CODE_MAX + 1, dtype=np.uint8)
    val = codes.view(ml_dtypes.float8_e4m3fn).astype(np.float64)
    pstar = lambda x: 2.0 ** ((x - _CODE_ONE) / _CODES_PER_OCTAVE)  # noqa: E731
    normal = codes >= 8
    c = codes[normal].astype(np.float64)
    lo = float(np.min(val[normal] / pstar(c + 0.5))) - 1 - 1e-6
    hi = float(np.max(val[normal] / pstar(c - 0.5))) - 1 + 1e-6
    mid = 1 + (lo + hi) / 2
    c = codes[~normal].astype(np.float64)
    ends = np.concatenate([c - 0.5, c + 0.5])
    a = float(np.max(np.abs(np.concatenate([val[~normal]] * 2) - mid * pstar(ends))))
    a = max(a, mid * pstar(-0.5))  # x < -0.5: the byte clamps to 0
    return lo, hi, a, pstar(7.5)


def lean_code_p_bound(p: np.ndarray, vf: np.ndarray, o_star: np.ndarray) -> np.ndarray:
    """Per-element bound for a kernel whose P (numerator and row sum alike) is the e4m3fn
    byte of round(8 (s - m) + 56) as above: p [q, k] fp64 probabilities exp(s - max) (P* with
    the final maximum; a stale maximum only moves keys up into the normal codes), vf [k, d],
    o_star [q, d]. With w_j = P*_j + e_j the kernel's weights, O - O* = sum_j e'_j (V_j - O*)
    / sum_j w_j for e'_j = w_j - (1 + mid) P*_j, since sum_j P*_j (V_j - O*) = 0; |e'_j| <=
    eps P*_j (eps = (hi - lo) / 2) for P*_j >= tau, <= a below; sum_j w_j >= (1 + lo) times
    the row's P* above tau. Plus fp32 accumulation (1e-5 max |V|) and one bf16 ulp (2^-8)."""
    lo, hi, a, tau = _lean_code_constants()
    eps = (hi - lo) / 2
    e = np.where(p >= tau, eps * p, a)
    dev = np.abs(vf[None, :, :] - o_star[:, None, :])
    num = np.einsum("qj,qjd->qd", e, dev)
    den = np.maximum((1 + lo) * np.where(p >= tau, p, 0.0).sum(axis=1),
                     (1 + lo) * p.sum(axis=1) - np.where(p < tau, a, 0.0).sum(axis=1))
    row = num / den[:, None]
    return row + FP32_SUM_REL * np.abs(vf).max() + 2.0 ** -8 * (np.abs(o_star) + row)
