"""zyfagen's kernels as torch custom operators: `torch.ops.zyfagen.attention` (FP8 with descales,
or bf16 / fp16 without: issue 36) and
`torch.ops.zyfagen.attention_varlen` (runtime/varlen.py, issue 34), traceable by
torch.compile (each op has a fake implementation giving its outputs' shapes and types, so
FakeTensor/meta tracing never runs a kernel).

The ops are the entries of OPS: a schema, the real implementation (zyfagen.attention: GPU
tensors by address on torch's current stream, CPU tensors in the emulator) and the fake one.
`register()` defines them once per
process; importing this module registers them, and so does importing zyfagen.runtime when
torch is already imported (torch stays an optional extra).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

NAMESPACE = "zyfagen"
_OUT_DTYPES = {"bf16": "bfloat16", "fp32": "float32", "fp16": "float16"}


@dataclass(frozen=True)
class OpEntry:
    name: str
    schema: str  # torch.library's schema of the op's arguments and results (no name)
    impl: Callable[..., Any]
    fake: Callable[..., Any]


def _bshd(layout: str | None, shape) -> tuple[int, int, int, int]:
    b, x, y, d = shape
    return (b, y, x, d) if layout == "bhsd" else (b, x, y, d)


def _out_type(q, out_dtype):
    """O's torch dtype as zyfagen.attention makes it: out_dtype, or None following q (fp16 O
    for fp16 inputs, bf16 for FP8 and bf16; issue 36)."""
    import torch

    if out_dtype is None:
        return torch.float16 if q.dtype == torch.float16 else torch.bfloat16
    if out_dtype not in _OUT_DTYPES:
        raise ValueError(f"out_dtype: {out_dtype!r}; allowed: {', '.join(_OUT_DTYPES)} (None: the inputs' format)")
    return getattr(torch, _OUT_DTYPES[out_dtype])


def _attention_impl(q, k, v, q_descale=None, k_descale=None, v_descale=None, causal=False, softmax_scale=None,
                    return_lse=False, out_dtype=None, layout=None, window_size=(-1, -1), softcap=0.0, sinks=None):
    import torch

    from .entry import attention

    res = attention(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale,
                    k_descale=k_descale, v_descale=v_descale, return_lse=return_lse, out_dtype=out_dtype,
                    layout=layout, device="emulator" if q.device.type == "cpu" else "auto",
                    window_size=tuple(window_size), softcap=softcap, sinks=sinks)
    if return_lse:
        return res
    return res, torch.empty(0, dtype=torch.float32, device=q.device)


def _attention_fake(q, k, v, q_descale=None, k_descale=None, v_descale=None, causal=False, softmax_scale=None,
                    return_lse=False, out_dtype=None, layout=None, window_size=(-1, -1), softcap=0.0, sinks=None):
    import torch

    o_type = _out_type(q, out_dtype)
    if layout not in (None, "bshd", "bhsd"):
        raise ValueError(f"layout: {layout!r}; allowed: bshd, bhsd")
    if q.dim() != 4 or v.dim() != 4:
        raise ValueError(f"q, v: shapes {tuple(q.shape)}, {tuple(v.shape)}; expected 4 dimensions")
    b, sq, hq, _ = _bshd(layout, q.shape)
    dv = v.shape[3]
    o_shape = (b, hq, sq, dv) if layout == "bhsd" else (b, sq, hq, dv)
    o = q.new_empty(o_shape, dtype=o_type)
    lse = q.new_empty((b, hq, sq) if return_lse else (0,), dtype=torch.float32)
    return o, lse


def _varlen_impl(q, k, v, cu_seqlens_q, cu_seqlens_k, q_descale=None, k_descale=None, v_descale=None, max_seqlen_q=None,
                 max_seqlen_k=None, causal=False, window_size=(-1, -1), softcap=0.0, sinks=None, softmax_scale=None,
                 return_lse=False, out_dtype=None, block_table=None):
    import torch

    from .entry import attention_varlen

    # the tile table is made from the lengths on the host (device_serving.py): GPU cu_seqlens
    # are copied to the host here (a few bytes, but it waits for the stream: pass CPU ones)
    cu_seqlens_q, cu_seqlens_k = (c.cpu() if c.device.type not in ("cpu", "meta") else c
                                  for c in (cu_seqlens_q, cu_seqlens_k))
    res = attention_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
                           block_table=block_table, causal=causal, window_size=tuple(window_size), softcap=softcap,
                           sinks=sinks,
                           softmax_scale=softmax_scale, q_descale=q_descale, k_descale=k_descale, v_descale=v_descale,
                           return_lse=return_lse, out_dtype=out_dtype,
                           device="emulator" if q.device.type == "cpu" else "auto")
    if return_lse:
        return res
    return res, torch.empty(0, dtype=torch.float32, device=q.device)


def _varlen_fake(q, k, v, cu_seqlens_q, cu_seqlens_k, q_descale=None, k_descale=None, v_descale=None,
                 max_seqlen_q=None, max_seqlen_k=None, causal=False, window_size=(-1, -1), softcap=0.0, sinks=None,
                 softmax_scale=None, return_lse=False, out_dtype=None, block_table=None):
    import torch

    o_type = _out_type(q, out_dtype)
    kv_dims = 3 if block_table is None else 4  # packed [total, heads, dim] or a paged cache
    if q.dim() != 3 or v.dim() != kv_dims:
        raise ValueError(f"q, v: shapes {tuple(q.shape)}, {tuple(v.shape)}; expected 3 dimensions [total, heads, dim]"
                         + ("" if block_table is None else " for q and 4 [num_blocks, page_size, heads_kv, dim] for "
                            "v with block_table"))
    total_q, hq, _ = q.shape
    o = q.new_empty((total_q, hq, v.shape[-1]), dtype=o_type)
    lse = q.new_empty((hq, total_q) if return_lse else (0,), dtype=torch.float32)
    return o, lse


OPS = (
    OpEntry("attention",
            "(Tensor q, Tensor k, Tensor v, float? q_descale=None, float? k_descale=None, float? v_descale=None, "
            "bool causal=False, float? softmax_scale=None, bool return_lse=False, str? out_dtype=None, "
            "str? layout=None, int[] window_size=[-1, -1], float softcap=0.0, Tensor? sinks=None) -> (Tensor, Tensor)",
            _attention_impl, _attention_fake),
    OpEntry("attention_varlen",
            "(Tensor q, Tensor k, Tensor v, Tensor cu_seqlens_q, Tensor cu_seqlens_k, float? q_descale=None, "
            "float? k_descale=None, float? v_descale=None, int? max_seqlen_q=None, int? max_seqlen_k=None, bool causal=False, "
            "int[] window_size=[-1, -1], float softcap=0.0, Tensor? sinks=None, float? softmax_scale=None, "
            "bool return_lse=False, str? out_dtype=None, Tensor? block_table=None) -> (Tensor, Tensor)",
            _varlen_impl, _varlen_fake),
)

_REGISTERED: dict[str, Any] = {}


def register() -> None:
    """Define every op of OPS as torch.ops.zyfagen.NAME (once per process)."""
    import torch

    for op in OPS:
        if op.name in _REGISTERED:
            continue
        custom = torch.library.custom_op(f"{NAMESPACE}::{op.name}", op.impl, mutates_args=(), schema=op.schema)
        custom.register_fake(op.fake)
        _REGISTERED[op.name] = custom


register()
