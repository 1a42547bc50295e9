"""Operand bit activity of an FP8 attention kernel's matrix work, measured from actual inputs.

An MFMA's energy depends on how many operand bits change from one value to the next as the
data streams through the multipliers (the lean-P announcement: the MI355X's clock under load
depends on the operands' bit patterns; shared/docs/lean-p.md). The power model
(zyfagen/sim/power.py) takes one number per launch: the mean fraction of operand bits that
toggle between consecutive FP8 values along each product's reduction dimension, over Q·Kᵀ
(Q and K along the head dimension) and P·V (P and V along the keys), weighted by MACs.
Uniformly random bytes toggle half their bits: `RANDOM_ACTIVITY`, the model's reference.

This is a proxy for the multipliers' switching, not a circuit model: which lane sees which
value in which cycle is undocumented. It separates what the hardware claim separates: the
input distribution (Gaussian or activation-like, numerics/inputs.py) and how P reaches the
matrix pipe (`Tiling.p_form`):
- "lean": P bytes written straight as integers (b = round(8 t + 56 + 8 k), clamped to 0..126,
  t = log2(e) x scale x (s - row max), k per 64-key chunk moving its largest P to the top of
  the FP8 range: docs/attention.md, the power-of-two block scaling);
- "exact": P = exp(s - row max) <= 1 rounded to e4m3fn (AITER's and Triton's kernels, and our
  exact-P kernel).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

RANDOM_ACTIVITY = 0.5  # uniformly random bytes: half the bits change between values
P_FORMS = ("lean", "exact")
_POPCOUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.float64)


@dataclass(frozen=True)
class OperandActivity:
    """Bit-toggle fractions (0..1) of each operand stream, and their MAC-weighted mean."""

    q: float
    k: float
    p: float
    v: float
    mean: float
    source: str  # the inputs it was measured on


def toggle_fraction(b: np.ndarray, axis: int) -> float:
    """Mean fraction of the bits that change between consecutive values along `axis`: bytes
    (uint8, FP8), or 16-bit words (uint16, BF16/FP16 operands)."""
    b = np.asarray(b)
    if b.dtype != np.uint16:
        b = b.astype(np.uint8)
    flips = np.bitwise_xor(np.take(b, np.arange(1, b.shape[axis]), axis=axis),
                           np.take(b, np.arange(0, b.shape[axis] - 1), axis=axis))
    if flips.dtype == np.uint16:
        return float((_POPCOUNT[flips & 0xFF] + _POPCOUNT[flips >> 8]).mean() / 16.0)
    return float(_POPCOUNT[flips].mean() / 8.0)


def _fp8(x: np.ndarray) -> tuple[np.ndarray, float]:
    """(e4m3fn bytes, descale) of a per-tensor quantisation, as zyfagen.quantize_fp8 does."""
    from ..numerics.fp8 import fp8_to_bytes, quantize_per_tensor

    got = quantize_per_tensor(x)
    return fp8_to_bytes(got.data), got.descale


def p_bytes(scores: np.ndarray, p_form: str, chunk: int = 64) -> np.ndarray:
    """The FP8 bytes of P for scaled scores [rows, keys] (natural-log units), per `p_form`."""
    if p_form not in P_FORMS:
        raise ValueError(f"p_form {p_form!r}; allowed: {', '.join(P_FORMS)}")
    s = scores - scores.max(axis=1, keepdims=True)
    if p_form == "exact":
        from ..numerics.fp8 import fp8_to_bytes, to_fp8

        return fp8_to_bytes(to_fp8(np.exp(s)))
    t = s * np.log2(np.e)
    rows, keys = t.shape
    b = 8.0 * t + 56.0
    whole = keys - keys % chunk
    blocks = b[:, :whole].reshape(rows, whole // chunk, chunk)
    # the chunk's shift: its largest byte moved to at most 126 (0x7E = 448) in steps of 8
    shift = 8.0 * np.floor((126.0 - blocks.max(axis=2, keepdims=True)) / 8.0)
    b[:, :whole] = (blocks + shift).reshape(rows, whole)
    return np.clip(np.rint(b), 0, 126).astype(np.uint8)


@functools.lru_cache(maxsize=32)
def operand_activity(dist: str, p_form: str, head_dim_qk: int = 128, head_dim_v: int = 128,
                     rows: int = 256, keys: int = 2048, seed: int = 0, fmt: str = "fp8") -> OperandActivity:
    """Operand activity of one head's attention on `dist` inputs (numerics/inputs.py), Q, K, V
    quantised per tensor to e4m3fn, P formed as `p_form` does; deterministic in its arguments.
    fmt "bf16" (a BF16/FP16 kernel's MFMAs, power.dominant_format; issue 36): Q, K, V and
    P = exp(s - row max) rounded to bf16, toggles over their 16 bits (FP16 operands are
    costed as bf16's, as power.mac_format costs their MACs)."""
    from ..numerics.inputs import make_inputs

    n = max(rows, keys)
    x = make_inputs(dist, n, head_dim_qk, head_dim_v, seed)
    if fmt == "bf16":
        import ml_dtypes

        q, k, v = (a.astype(ml_dtypes.bfloat16) for a in (x.q[:rows], x.k[:keys], x.v[:keys]))
        s = (q.astype(np.float64) @ k.astype(np.float64).T) / np.sqrt(head_dim_qk)
        p = np.exp(s - s.max(axis=1, keepdims=True)).astype(ml_dtypes.bfloat16)
        q, k, v, p = (a.view(np.uint16) for a in (q, k, v, p))
        p_form = "exact, bf16 operands"
    else:
        from ..numerics.fp8 import fp8_from_bytes

        (q, q_descale), (k, k_descale), (v, _) = _fp8(x.q[:rows]), _fp8(x.k[:keys]), _fp8(x.v[:keys])
        qf = fp8_from_bytes(q).astype(np.float64) * q_descale
        kf = fp8_from_bytes(k).astype(np.float64) * k_descale
        scores = (qf @ kf.T) / np.sqrt(head_dim_qk)
        p = p_bytes(scores, p_form)
    tq, tk = toggle_fraction(q, 1), toggle_fraction(k, 1)  # along the head dimension
    tp, tv = toggle_fraction(p, 1), toggle_fraction(v, 0)  # along the keys
    macs_qk, macs_pv = head_dim_qk, head_dim_v
    mean = ((tq + tk) / 2 * macs_qk + (tp + tv) / 2 * macs_pv) / (macs_qk + macs_pv)
    return OperandActivity(tq, tk, tp, tv, mean, f"{dist} inputs (numerics/inputs.py, seed {seed}), "
                           f"{rows} query rows x {keys} keys, d {head_dim_qk}/{head_dim_v}, P {p_form}")
