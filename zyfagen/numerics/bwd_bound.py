"""fp64 attention backward on BF16 inputs and a per-element error bound for AITER's fmha_v3
BF16 and FP16 backward (issue 32; tests/emulator/test_aiter_bwd.py, the census's --numerics).

Oracle: fp64 P = softmax(Q K^T scale) on the same bf16 inputs, D = rowsum(dO * O) with the bf16
O the forward would hand over, dV = P^T dO, dS = P (dO V^T - D), dK = scale dS^T Q,
dQ = scale dS K. Bound per element (each term an upper bound, no fitted constant): the kernel
rounds P and dS to bf16 for its BF16 MFMAs and its outputs to bf16, half an ulp each
(u = 2^-8 relative: round to nearest; a truncating kernel would need 2^-7); fp32 work (exp2,
accumulation, the atomic dQ sums) adds e = 1e-5 relative to the magnitudes it sums.
A truncating kernel (AITER's *_rtz_* objects, bf16_cvt 2) rounds with u = 2^-7. A 16-bit dQ
accumulator (atomic32 0, the *_a16_* objects) rounds each of its `dq_adds` atomic adds to the
dtype: u times the sum of the magnitudes it has added so far, at most u x dq_adds x
scale (|dS| |K|) in all.
Masks (`visible`): key j is visible from query i when j - i - off lies in [-left, right], off 0
for a top-left mask and seq_k - seq_q for a bottom-right one (ck_tile's mask coordinates,
csrc/include/ck_tile_shim.h compute_mask_coordinates, ROCm/aiter e4048607); causal is right 0,
left unbounded.
"""
from __future__ import annotations

import numpy as np

E = 1e-5
UNIT = {"bf16": 2.0 ** -8, "fp16": 2.0 ** -11}  # relative rounding, round to nearest
SUB_ABS = {"bf16": 0.0, "fp16": 2.0 ** -25}  # half of fp16's smallest subnormal step (2^-24)


def visible(seq_q: int, seq_k: int, mask: int, window: tuple[int, int] = (-1, 0)) -> np.ndarray | None:
    """bool [seq_q, seq_k] of the keys each query sees, or None (all): AITER's asm mask type 0
    none, 1 causal top-left, 2 causal bottom-right, 3 the bottom-right window (left, right)
    (a negative side is unbounded)."""
    if mask == 0:
        return None
    left, right = window if mask == 3 else (-1, 0)
    rel = np.arange(seq_k)[None, :] - np.arange(seq_q)[:, None] - (0 if mask == 1 else seq_k - seq_q)
    ok = np.ones((seq_q, seq_k), bool)
    if left >= 0:
        ok &= rel >= -left
    if right >= 0:
        ok &= rel <= right
    return ok


def bf16_backward_and_bound(q: np.ndarray, k: np.ndarray, v: np.ndarray, do: np.ndarray, scale: float,
                            causal: bool = False, fmt: str = "bf16", mask: np.ndarray | None = None,
                            rtz: bool = False, dq_adds: int = 0) -> tuple:
    """q, k [1, seq, 1, dq], v, do [1, seq, 1, dv] bf16 (fmt "fp16": float16, the fp16
    kernels: u = 2^-11 and 2^-25 absolute for a P or dS in fp16's subnormal range); causal is
    top-left; mask (bool [seq_q, seq_k], `visible`) replaces it; rtz: the kernel truncates P,
    dS and its outputs (u = 2^-7); dq_adds: the number of 16-bit atomic adds into each dQ
    element (0: an fp32 accumulator). Every query must see a key. Returns (o [1, seq_q, 1, dv] in the input format, lse fp32 [1, 1, seq_q], D, D's
    bound, grads {dq, dk, dv} in fp64, their bounds)."""
    U, a = UNIT[fmt] * (2 if rtz else 1), SUB_ABS[fmt] * (2 if rtz else 1)  # noqa: N806 (the derivation's names)
    qf, kf, vf, dof = (x[0, :, 0].astype(np.float64) for x in (q, k, v, do))
    s = qf @ kf.T * scale
    if mask is None and causal:
        mask = visible(qf.shape[0], kf.shape[0], 1)
    if mask is not None:
        if not mask.any(axis=1).all():
            raise ValueError("a query row sees no key (its softmax is undefined)")
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=1, keepdims=True)
    o = (p @ vf).astype(q.dtype)  # the forward's output, in the input format
    lse = (m[:, 0] + np.log(e.sum(axis=1))).astype(np.float32)
    d = (dof * o.astype(np.float64)).sum(axis=1)
    dp = dof @ vf.T
    ds = p * (dp - d[:, None])
    grads = {"dv": p.T @ dof, "dk": scale * ds.T @ qf, "dq": scale * ds @ kf}
    # bounds: P rounded to bf16 for dV; dS from fp32 P, dP and D, rounded to bf16
    e_ds = a + U * np.abs(ds) + E * p * (np.abs(dp - d[:, None]) + np.abs(dof) @ np.abs(vf).T + np.abs(d)[:, None])
    raw = {"dv": (U + E) * (p.T @ np.abs(dof)) + a * np.abs(dof).sum(axis=0)[None, :],
           "dk": scale * (e_ds.T @ np.abs(qf) + E * np.abs(ds).T @ np.abs(qf)),
           "dq": scale * (e_ds @ np.abs(kf) + (E + U * dq_adds) * np.abs(ds) @ np.abs(kf))}
    bounds = {n: b + U * (np.abs(grads[n]) + b) + a for n, b in raw.items()}
    d_bound = E * (np.abs(dof) * np.abs(o.astype(np.float64))).sum(axis=1)
    return o[None, :, None], lse[None, None], d, d_bound, grads, bounds
