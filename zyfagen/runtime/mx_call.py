"""`zyfagen.attention(q, k, v, qk_format="mxfp4" | "mxfp8", rotate=..., ...)` on host arrays
(issue 37): bf16/fp16/fp32 q, k, v; Q and K quantised by zyfagen.quantize_mx (optionally after
the same Walsh-Hadamard rotation, which leaves Q K^T unchanged in exact arithmetic), V to e4m3fn
with a per-tensor descale (runtime/quantize.py's rule), then the shipped MX kernel
(specs/attention_hd128_{mxfp4,mxfp6,mxfp8}_lean.yaml, or _mxfp4_exact with p_mode="exact"; causal
and LSE as asked) runs in the emulator. GPU tensors are not taken yet.
"""
from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from .tensors import from_torch_like, is_torch, to_torch_like

FORMATS = ("mxfp8", "mxfp6", "mxfp4")
P_MODES = ("lean", "exact")


def _host_float(name: str, x: Any) -> np.ndarray:
    try:
        arr = from_torch_like(x, float_ok=True)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"{name}: expected a host array (numpy or torch CPU) of bf16/fp16/fp32, "
                        f"got {type(x).__name__} ({str(exc)[:60]})") from None
    if is_torch(x) and getattr(x, "device", None) is not None and x.device.type != "cpu":
        raise TypeError(f"{name}: qk_format MX takes host arrays (numpy or torch CPU); got a tensor on {x.device}")
    if arr.dtype not in (np.dtype(np.float32), np.dtype(np.float16), np.dtype(np.float64),
                         np.dtype(ml_dtypes.bfloat16)):
        raise TypeError(f"{name}: dtype {arr.dtype}; allowed with qk_format MX: bfloat16, float16, "
                        "float32 (the values are quantised here)")
    if arr.ndim != 4:
        raise ValueError(f"{name}: expected [batch, seq, heads, head_dim], got shape {tuple(arr.shape)}")
    return arr


def mx_attention(q, k, v, *, qk_format: str, rotate: bool = False, causal: bool = False,
                 softmax_scale: float | None = None, return_lse: bool = False, p_mode: str = "lean",
                 scale_rule: str = "ocp", device: str = "auto"):
    """O [batch, seq_q, heads_q, 128] bf16 (and LSE [batch, heads_q, seq_q] fp32 with return_lse)
    of softmax(scale Q K^T) V with Q K^T from the MX-quantised Q and K (module docstring)."""
    from ..driver import build_spec  # noqa: F401 - the cache's default builder imports it
    from ..kernels.attention_fwd.mx_contract import MxInputs
    from ..kernels.launch import emulate
    from ..numerics.mx import quantize_mx
    from ..resources import spec_path
    from ..spec import load_spec, parse_spec
    from .api import softmax_scale_of
    from .cache import get_or_build
    from .quantize import quantize_fp8

    if not isinstance(qk_format, str) or qk_format not in FORMATS:
        raise ValueError(f"qk_format: {qk_format!r}; allowed: fp8, {', '.join(FORMATS)}")
    if not isinstance(p_mode, str) or p_mode not in P_MODES or (p_mode == "exact" and qk_format != "mxfp4"):
        raise ValueError(f"p_mode: {p_mode!r}; allowed: lean, or exact with qk_format mxfp4")
    if device not in ("auto", "emulator"):
        raise ValueError(f"device: {device!r}; qk_format {qk_format} runs on host arrays in the emulator "
                         "(allowed: auto, emulator)")
    for name, flag in (("causal", causal), ("return_lse", return_lse), ("rotate", rotate)):
        if not isinstance(flag, (bool, np.bool_)):
            raise TypeError(f"{name}: expected True or False, got {flag!r}")
    qa, ka, va = (_host_float(n, x) for n, x in (("q", q), ("k", k), ("v", v)))
    nb, sq, hq, d = qa.shape
    if d % 32:
        raise ValueError(f"q: head_dim {d} is not a multiple of 32 (the MX block); allowed: head_dim 128")
    if ka.shape[0] != nb or ka.shape[3] != d or va.shape[:3] != ka.shape[:3] or hq % ka.shape[2]:
        raise ValueError(f"q, k, v: shapes {tuple(qa.shape)}, {tuple(ka.shape)}, {tuple(va.shape)} do not "
                         "match [batch, seq_q, heads_q, d], [batch, seq_k, heads_kv, d], [batch, seq_k, heads_kv, d_v] "
                         "with heads_q a multiple of heads_kv")
    if (d, va.shape[3]) != (128, 128):
        raise ValueError(f"q, v: head dims {d}, {va.shape[3]}; the MX kernels are built for 128, 128")
    if sq == 0 or ka.shape[1] == 0 or nb == 0:
        raise ValueError("q, k: batch, seq_q and seq_k must be at least 1")
    scale = softmax_scale_of(softmax_scale, d)
    quant = []
    for name, arr in (("q", qa), ("k", ka)):
        try:
            quant.append(quantize_mx(arr, qk_format, bool(rotate), scale_rule=scale_rule))
        except (ValueError, TypeError) as exc:
            raise type(exc)(str(exc).replace("x:", f"{name}:", 1)) from None
    try:
        v8, vd = quantize_fp8(va)
    except (ValueError, TypeError) as exc:
        raise type(exc)(str(exc).replace("x:", "v:", 1)) from None
    (qp, qs), (kp, ks) = quant
    base = f"attention_hd128_{qk_format}_{p_mode}"
    params = dict(load_spec(spec_path(base)).params, causal=bool(causal), lse=bool(return_lse))
    name = base + ("_causal" if causal else "") + ("_lse" if return_lse else "")
    lines = [f"name: {name}", "arch: gfx950", "kind: attention_fwd", "params:"]
    lines += [f"  {key}: {str(val).lower() if isinstance(val, bool) else val}" for key, val in params.items()]
    spec = parse_spec("\n".join(lines) + "\n", f"<{name}>")
    code = get_or_build(spec).code_object
    inputs = MxInputs(qp, kp, np.asarray(v8).view(np.uint8), 1.0, 1.0, float(vd), scale,
                      q_scales=qs, k_scales=ks, qk_format=qk_format)
    outs = emulate(code, "attention_fwd", spec.params, inputs.problem(), inputs)
    o = outs["o"].view(ml_dtypes.bfloat16)
    res = [o] + ([outs["lse"].view(np.float32)] if return_lse else [])
    if is_torch(q):
        res = [to_torch_like(np.ascontiguousarray(x), q) for x in res]
    return (res[0], res[1]) if return_lse else res[0]
