"""Quantise bf16/fp32 tensors to FP8 (OCP e4m3fn) with the descales `zyfagen.attention` takes.

Per tensor: one descale, amax / 448 (448 is e4m3fn's largest finite value). Per (batch, KV
head): a [batch, heads_kv] array of descales; for Q with grouped-query attention the
`heads_q / heads_kv` query heads that share a KV head share its descale (query head h belongs
to KV head h // group, the kernel's and the reference model's rule, docs/attention.md).
The values divided by their descale are rounded to nearest even by ml_dtypes' cast and clipped
to +-448 first (e4m3fn has no infinity: a value past 464 would become NaN).
"""
from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from .tensors import from_torch_like, is_torch, to_torch_like

E4M3_MAX = 448.0
FP32_MAX = float(np.finfo(np.float32).max)
FP32_TINY = float(np.finfo(np.float32).tiny)
GRANULARITIES = ("tensor", "batch_head")


def _descale32(amax):
    """amax / 448 in fp32, which must be a normal fp32 number (zyfagen.attention refuses 0,
    subnormal and infinite descales; a warning and a 0 descale would be a silent wrong answer)."""
    amax = np.asarray(amax, np.float64)
    small = (amax > 0) & (amax / E4M3_MAX < FP32_TINY)
    if small.any():
        raise ValueError(f"x: largest |value| {float(amax[small].reshape(-1)[0]):.6g} (of a tensor or a "
                         f"[batch, KV head] slice) needs a descale below fp32's normal range; allowed: "
                         f"a largest |value| of 0 or at least {E4M3_MAX * FP32_TINY:.6g}")
    return (amax / E4M3_MAX).astype(np.float32)


def quantize_fp8(x: Any, *, per: str = "tensor", heads_kv: int | None = None) -> tuple[Any, Any]:
    """(e4m3fn tensor, descale) for `x` [batch, seq, heads, head_dim] (numpy or torch, any float
    dtype). `per="tensor"` gives a float descale; `per="batch_head"` a float32 [batch, heads_kv]
    array (`heads_kv` defaults to x's heads; for Q pass the KV heads). x ~= q * descale."""
    if not isinstance(per, str) or per not in GRANULARITIES:
        raise ValueError(f"per: {per!r}; allowed: {', '.join(GRANULARITIES)}")
    torch_in = is_torch(x)
    try:
        arr = from_torch_like(x, float_ok=True)
        if arr.dtype.kind not in "biuf" and arr.dtype != ml_dtypes.bfloat16:
            raise TypeError(f"dtype {arr.dtype}")
        arr = arr.astype(np.float64)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"x: expected real numbers [batch, seq, heads, head_dim] (numpy or torch), "
                        f"got {type(x).__name__} ({str(exc)[:60]})") from None
    if arr.ndim != 4:
        raise ValueError(f"x: expected [batch, seq, heads, head_dim], got shape {tuple(arr.shape)}")
    if not np.isfinite(arr).all():
        raise ValueError("x: holds NaN or infinity; cannot choose a descale")
    nb, _, nh, _ = arr.shape
    if heads_kv is not None and (isinstance(heads_kv, (bool, np.bool_)) or
                                 not isinstance(heads_kv, (int, np.integer))):
        raise TypeError(f"heads_kv: expected an integer, got {heads_kv!r}")
    amax_all = float(np.abs(arr).max()) if arr.size else 0.0
    if amax_all / E4M3_MAX > FP32_MAX:
        raise ValueError(f"x: values up to {amax_all:.6g} need a descale above fp32's largest "
                         f"{FP32_MAX:.6g}; allowed: |x| <= {E4M3_MAX * FP32_MAX:.6g}")
    if per == "tensor":
        amax = amax_all
        descale = float(_descale32(amax)) if amax > 0 else 1.0
        scale = np.full((nb, 1, nh, 1), descale)
        out_descale: Any = descale
    else:
        hkv = nh if heads_kv is None else int(heads_kv)
        if hkv < 1 or nh % hkv:
            raise ValueError(f"heads_kv: {heads_kv!r} must divide the {nh} heads of x")
        group = nh // hkv
        amax = np.abs(arr).reshape(nb, arr.shape[1], hkv, group, arr.shape[3]).max(axis=(1, 3, 4)) \
            if arr.size else np.zeros((nb, hkv))
        d = np.where(amax > 0, _descale32(amax), np.float32(1.0)).astype(np.float32)
        scale = np.repeat(d, group, axis=1)[:, None, :, None].astype(np.float64)
        out_descale = d
    q = np.clip(arr / scale, -E4M3_MAX, E4M3_MAX).astype(np.float32).astype(ml_dtypes.float8_e4m3fn)
    if torch_in:
        q = to_torch_like(q, x)
        if per == "batch_head":
            out_descale = to_torch_like(out_descale, x)
    return q, out_descale
