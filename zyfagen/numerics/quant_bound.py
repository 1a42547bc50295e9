"""fp64 attention and a per-element error bound for a kernel that quantises its query and its
probabilities on the fly (issue 32: AITER's paged-attention decode kernels, hsa/gfx950/pa).

Those kernels take a 16-bit Q and a KV cache (16-bit, or e4m3fn / int8 with one dequantisation
scale per token), and for an 8-bit cache quantise Q per row (scale 448 / max|Q| into e4m3fn,
127 / max|Q| into int8 by v_cvt_i32_f32, which truncates) and P x v_scale per tile the same way
before their 8-bit MFMAs (read from the disassembly: v_max3_f32 of |x|, v_rcp_f32, v_mul_f32 by
448.0 or 127.0, v_cvt_pk_fp8_f32 or v_cvt_i32_f32). The reference's inputs are Q as given and the
dequantised K and V (stored value x its scale); every kernel deviation is bounded, no fitted
constant:

- Scores. The kernel's Q' = Q + dQ with |dQ_d| <= dq_d (e4m3fn: 2^-4 |Q_d| + 2^-10 A / 448, a
  half unit relative plus the subnormal half unit at scale A / 448, A >= the row's max |Q|;
  int8 truncation: A / 127), so s'_j = s_j + e_j with |e_j| <= delta_j = scale sum_d dq_d |K_jd|
  plus fp32's accumulation (d 2^-24 scale sum_d |Q_d K_jd|) and exp2's argument rounding
  (2^-21 (1 + |s_j| + |m|)).
- Weights. With the kernel's stabiliser m' (its running maximum) the weights are
  p'_j = c p_j e^(e_j), c = e^(m - m') common to numerator and row sum, so relative to c p_j
  each weight is off by at most r_j = e^delta_j - 1; rounding P to the MFMA format (relative u_p,
  absolute a_j in units of the kernel's P <= 1, i.e. a_j e^Delta after dividing by c,
  Delta = max_j delta_j) gives |weight_j / c - p_j| <= w_j = ((1 + r_j)(1 + u_p) - 1) p_j
  + a_j e^Delta.
- Output. O = sum (p_j + g_j) V_j / sum (p_j + h_j) with |g_j|, |h_j| <= w_j (the row sum adds
  either the rounded or the unrounded weights: both covered), so
  |O - O*| <= sum_j w_j (|V_j - O*| + |V_j|) / (D* - sum_j w_j) (infinite when D* <= sum w),
  plus fp32 accumulation ((keys + d) 2^-24 max |V|) and the output's rounding out_rel (|O*| + that).
"""
from __future__ import annotations

import numpy as np

F32_U = 2.0 ** -24
E4M3_REL, E4M3_SUB, E4M3_MAX = 2.0 ** -4, 2.0 ** -10, 448.0
INT8_MAX = 127.0


def q_error(q: np.ndarray, fmt: str | None, amax: float | None = None) -> np.ndarray:
    """Per-element bound of |Q' - Q| for Q quantised into `fmt` ("fp8", "int8" or None: no
    quantisation) at scale fmt max / amax (amax >= the max |Q| the kernel's scale sees; default
    max |q|)."""
    q = np.abs(np.asarray(q, np.float64))
    a = float(q.max(initial=0.0)) if amax is None else float(amax)
    if fmt is None:
        return np.zeros_like(q)
    if fmt == "fp8":
        return E4M3_REL * q + E4M3_SUB * a / E4M3_MAX
    if fmt == "int8":
        return np.full_like(q, a / INT8_MAX)
    raise ValueError(f"fmt {fmt!r}; allowed: fp8, int8, None")


def attention_and_bound(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, vis: np.ndarray,
                        dq: np.ndarray, u_p: float, a_p: np.ndarray | float,
                        out_rel: float, lse: bool = False) -> tuple[np.ndarray, ...]:
    """One head: q [rows, d], k [keys, d], v [keys, dv] (fp64 values: Q as the kernel reads it,
    K and V dequantised), vis [rows, keys] which keys each row sees, dq [rows, d] the bound of
    the kernel's Q error (q_error), u_p / a_p the relative / absolute (per key, in units of the
    kernel's P <= 1) rounding of the weights, out_rel the output format's relative rounding.
    Returns (O*, bound) [rows, dv]; a row that sees no key has O* = 0, bound 0. With lse=True
    also the natural-log sum of exp(scores) [rows] and its bound: the kernel's row sum is
    c (D* + sum of terms within +-w_j) and its stabiliser cancels c, so
    |LSE - LSE*| <= -log(1 - sum_j w_j / D*) (plus fp32's 2^-22 (1 + |LSE*|))."""
    q, k, v = (np.asarray(x, np.float64) for x in (q, k, v))
    d = q.shape[1]
    s = q @ k.T * scale
    seen = vis.any(axis=1)
    s = np.where(vis, s, -np.inf)
    m = np.where(seen, s.max(axis=1, initial=-np.inf), 0.0)
    p = np.where(vis, np.exp(s - m[:, None]), 0.0)
    dstar = np.where(seen, p.sum(axis=1), 1.0)
    o = p @ v / dstar[:, None]
    sabs = np.abs(q) @ np.abs(k).T * scale
    delta = (dq @ np.abs(k).T * scale + d * F32_U * sabs
             + 2.0 ** -21 * (1 + np.abs(np.where(vis, s, 0.0)) + np.abs(m)[:, None]))
    delta = np.where(vis, delta, 0.0)
    big = delta.max(axis=1, keepdims=True)
    w = np.where(vis, (np.exp(delta) * (1 + u_p) - 1) * p + np.broadcast_to(a_p, p.shape) * np.exp(big), 0.0)
    den = dstar - w.sum(axis=1)
    num = w @ np.abs(v) + np.einsum("rj,rjd->rd", w, np.abs(v[None] - o[:, None]))
    with np.errstate(divide="ignore"):
        row = np.where((den > 0)[:, None], num / np.maximum(den, 1e-300)[:, None], np.inf)
    err = row + (k.shape[0] + d) * F32_U * np.abs(v).max(initial=0.0) + out_rel * (np.abs(o) + row)
    o, err = np.where(seen[:, None], o, 0.0), np.where(seen[:, None], err, 0.0)
    if not lse:
        return o, err
    lse_star = m + np.log(dstar)
    frac = w.sum(axis=1) / dstar
    with np.errstate(divide="ignore", invalid="ignore"):
        lse_bound = np.where(frac < 1, -np.log1p(-np.minimum(frac, 1 - 1e-300)), np.inf)
    return o, err, lse_star, lse_bound + 2.0 ** -22 * (1 + np.abs(lse_star))
