"""`zyfagen.attention`: the public call, dispatched by where the tensors are: host arrays to
api.host_attention, GPU tensors to device_call.device_attention (by address, no host copy)."""
from __future__ import annotations

from .api import host_attention
from .device_call import device_attention, geometry


def attention(q, k, v, *, causal: bool = False, softmax_scale: float | None = None,
              q_descale=None, k_descale=None, v_descale=None, return_lse: bool = False,
              out_dtype: str = "bf16", layout: str | None = None, out=None, stream=None,
              spec=None, device: str = "auto", window_size=(-1, -1), softcap: float = 0.0, sinks=None):
    """FP8 (e4m3fn) attention forward: softmax(scale * (q dq)(k dk)^T) (v dv), computed by a
    zyfagen gfx950 kernel (the algorithm, every rounding included, is docs/attention.md).

    q [batch, seq_q, heads_q, head_dim_qk], k [batch, seq_k, heads_kv, head_dim_qk],
    v [batch, seq_k, heads_kv, head_dim_v] (layout "bshd", the default; "bhsd" swaps the seq
    and heads axes of q, k, v and O): numpy arrays (ml_dtypes.float8_e4m3fn), torch tensors
    (torch.float8_e4m3fn) or device arrays, any strides with a contiguous last dimension.
    Descales per tensor (numbers) or per (batch, KV head) ([batch, heads_kv] arrays).
    softmax_scale defaults to 1/sqrt(head_dim_qk); `causal` masks bottom-right aligned
    (flash-attn's convention).

    Returns O [batch, seq_q, heads_q, head_dim_v] (bf16 or fp32, in `layout`), and with
    return_lse also the natural-log log-sum-exp [batch, heads_q, seq_q] (fp32); `out=` (O, or
    (O, LSE)) receives them instead. `spec`: a spec path, a shipped spec's name, a loaded spec
    or a `zyfagen library` directory instead of the kernel zyfagen picks. `device`: "hip" (a
    gfx950 GPU through hip-python), "emulator" (the CPU emulator, slow) or "auto".

    GPU tensors (torch on ROCm, or objects with __cuda_array_interface__) are passed to the
    kernel by address on their device, on `stream` (default: torch's current stream), with
    no host copy and no wait (runtime/device_call.py); torch CPU tensors run in the emulator.

    window_size (left, right) (-1 unbounded), softcap (0: off) and sinks ([heads_q] fp32) as in
    zyfagen.attention_varlen (runtime/varlen.py; GPU tensors through runtime/device_serving.py,
    with sinks as a GPU array).
    """
    unbounded = isinstance(window_size, (tuple, list)) and list(window_size) == [-1, -1]
    if not unbounded or softcap != 0 or sinks is not None:  # issue 34
        from .varlen import serving_attention

        return serving_attention(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale,
                                 k_descale=k_descale, v_descale=v_descale, return_lse=return_lse,
                                 out_dtype=out_dtype, layout=layout, out=out, stream=stream, spec=spec,
                                 device=device, window_size=window_size, softcap=softcap, sinks=sinks)
    if geometry(q) is not None or geometry(k) is not None or geometry(v) is not None:
        run = device_attention
    else:
        run = host_attention
    return run(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale, k_descale=k_descale,
               v_descale=v_descale, return_lse=return_lse, out_dtype=out_dtype, layout=layout, out=out,
               stream=stream, spec=spec, device=device)
