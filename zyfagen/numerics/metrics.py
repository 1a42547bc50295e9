"""Error metrics of an attention output against a reference, and of attention weights.

All metrics are computed in float64.
- relative Frobenius error: ||O - R||_F / ||R||_F over the whole output;
- max abs error: max |O - R| over all elements;
- cosine similarity: <O, R> / (||O|| ||R||) of the flattened outputs;
- per-row KL divergence of attention weights, KL(w || p) = sum_j w_j (log w_j - log p_j), where
  p is the reference softmax row and w the weights the scheme effectively applied to the rows of
  V, normalised to sum 1. This direction is used because FP8 schemes flush small weights to
  exactly zero: KL(w || p) stays finite (0 log 0 = 0) while KL(p || w) would be infinite.
  How far a scheme's weights are from summing to 1 (a numerator/denominator mismatch) is
  reported separately as the row mass error |sum_j W_j - 1|.
"""
from __future__ import annotations

import numpy as np


def relative_frobenius_error(out: np.ndarray, ref: np.ndarray) -> float:
    o = np.asarray(out, dtype=np.float64)
    r = np.asarray(ref, dtype=np.float64)
    denom = np.linalg.norm(r)
    if denom == 0.0:
        return float(np.linalg.norm(o - r))
    return float(np.linalg.norm(o - r) / denom)


def max_abs_error(out: np.ndarray, ref: np.ndarray) -> float:
    diff = np.asarray(out, dtype=np.float64) - np.asarray(ref, dtype=np.float64)
    return float(np.max(np.abs(diff))) if diff.size else 0.0


def cosine_similarity(out: np.ndarray, ref: np.ndarray) -> float:
    o = np.asarray(out, dtype=np.float64).ravel()
    r = np.asarray(ref, dtype=np.float64).ravel()
    denom = np.linalg.norm(o) * np.linalg.norm(r)
    if denom == 0.0:
        return 1.0 if not o.any() and not r.any() else 0.0
    return float(np.dot(o, r) / denom)


def row_kl_divergence(weights: np.ndarray, ref_log_probs: np.ndarray) -> np.ndarray:
    """KL(w_i || p_i) per row i; `weights` non-negative (normalised here), `ref_log_probs` = log p.

    Rows whose weights are all zero get +inf (the scheme put no mass anywhere).
    """
    w = np.asarray(weights, dtype=np.float64)
    logp = np.asarray(ref_log_probs, dtype=np.float64)
    mass = w.sum(axis=-1)
    # With q = w / mass: KL = sum q (log q - log p) = (1/mass) sum w (log w - log p) - log mass,
    # where a zero weight contributes 0 (0 log 0 = 0; log p is finite).
    logw = np.log(w, out=np.zeros_like(w), where=w > 0)
    logw -= logp
    np.copyto(logw, 0.0, where=w <= 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        kl = np.einsum("...j,...j->...", w, logw) / mass - np.log(mass)
    kl = np.where(mass > 0, kl, np.inf)
    # Tiny negative values are fp64 rounding of a true 0 (identical distributions).
    return np.maximum(kl, 0.0)


def row_mass_error(weights: np.ndarray) -> np.ndarray:
    """|sum_j W_ij - 1| per row: zero when the weights applied to V form a convex combination."""
    return np.abs(np.asarray(weights, dtype=np.float64).sum(axis=-1) - 1.0)


def log_softmax(scores: np.ndarray) -> np.ndarray:
    """log softmax along the last axis in float64."""
    s = np.asarray(scores, dtype=np.float64)
    m = s.max(axis=-1, keepdims=True)
    z = s - m
    return z - np.log(np.exp(z).sum(axis=-1, keepdims=True))
