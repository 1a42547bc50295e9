"""`zyfagen.attention` and `zyfagen.attention_varlen`: the public calls, dispatched by where the
tensors are: host arrays to api.host_attention / varlen.py, GPU tensors to device_call.py /
device_serving.py (by address, no host copy)."""
from __future__ import annotations

from .api import host_attention
from .device_call import device_attention, geometry


def attention(q, k, v, *, causal: bool = False, softmax_scale: float | None = None,
              q_descale=None, k_descale=None, v_descale=None, return_lse: bool = False,
              out_dtype: str | None = None, layout: str | None = None, out=None, stream=None,
              spec=None, device: str = "auto", window_size=(-1, -1), softcap: float = 0.0, sinks=None,
              qk_format: str = "fp8", rotate: bool = False):
    """Attention forward on FP8 (e4m3fn), BF16 or FP16 inputs: softmax(scale * (q dq)(k dk)^T)
    (v dv), computed by a zyfagen gfx950 kernel (the algorithm, every rounding included, is
    docs/attention.md).

    q [batch, seq_q, heads_q, head_dim_qk], k [batch, seq_k, heads_kv, head_dim_qk],
    v [batch, seq_k, heads_kv, head_dim_v] (layout "bshd", the default; "bhsd" swaps the seq
    and heads axes of q, k, v and O): numpy arrays (ml_dtypes.float8_e4m3fn, ml_dtypes.bfloat16
    or numpy.float16), torch tensors (float8_e4m3fn, bfloat16, float16) or device arrays, any
    strides with a contiguous last dimension; q, k and v in one format. FP8: descales per tensor
    (numbers) or per (batch, KV head) ([batch, heads_kv] arrays). BF16 / FP16 (issue 36): no
    descales (giving one is refused), an exact-P kernel of that format.
    softmax_scale defaults to 1/sqrt(head_dim_qk); `causal` masks bottom-right aligned
    (flash-attn's convention).

    Returns O [batch, seq_q, heads_q, head_dim_v] (out_dtype: None follows the inputs, bf16 for
    FP8 and BF16 inputs, fp16 for FP16 ones; or "fp32"; in `layout`), and with
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

    qk_format "mxfp4" / "mxfp8" (issue 37; runtime/mx_call.py): q, k, v are bf16/fp16/fp32 host
    arrays; Q and K are quantised by zyfagen.quantize_mx (with `rotate`, after the same
    Walsh-Hadamard rotation), V to e4m3fn with a per-tensor descale, and the MX kernel runs in
    the emulator (head dim 128; causal and return_lse as above; O bf16).
    """
    if qk_format != "fp8" or rotate is not False:
        return _mx_call(q, k, v, qk_format=qk_format, rotate=rotate, causal=causal, softmax_scale=softmax_scale,
                        return_lse=return_lse, device=device,
                        unused=dict(q_descale=q_descale, k_descale=k_descale, v_descale=v_descale, layout=layout,
                                    out=out, stream=stream, spec=spec, softcap=softcap or None, sinks=sinks,
                                    window_size=None if list(window_size) == [-1, -1] else window_size,
                                    out_dtype=None if out_dtype == "bf16" else out_dtype))
    unbounded = isinstance(window_size, (tuple, list)) and list(window_size) == [-1, -1]
    on_gpu = any(geometry(x) is not None for x in (q, k, v))
    if not unbounded or softcap != 0 or sinks is not None:  # issue 34
        from .device_serving import device_dense_serving
        from .varlen import serving_attention

        run = device_dense_serving if on_gpu else serving_attention
        return run(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale, k_descale=k_descale,
                   v_descale=v_descale, return_lse=return_lse, out_dtype=out_dtype, layout=layout, out=out,
                   stream=stream, spec=spec, device=device, window_size=window_size, softcap=softcap,
                   sinks=sinks)
    run = device_attention if on_gpu else host_attention
    return run(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale, k_descale=k_descale,
               v_descale=v_descale, return_lse=return_lse, out_dtype=out_dtype, layout=layout, out=out,
               stream=stream, spec=spec, device=device)


def attention_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q: int | None = None,
                     max_seqlen_k: int | None = None, block_table=None, causal: bool = False,
                     window_size: tuple[int, int] = (-1, -1), softcap: float = 0.0, sinks=None,
                     softmax_scale: float | None = None, q_descale=None, k_descale=None, v_descale=None,
                     return_lse: bool = False, out_dtype: str | None = None, out=None, stream=None, spec=None,
                     device: str = "auto"):
    """FP8 (e4m3fn), BF16 or FP16 attention over packed variable-length sequences in one kernel
    launch (flash-attn's flash_attn_varlen_func conventions; module docstring).

    q [total_q, heads_q, head_dim_qk], k [total_k, heads_kv, head_dim_qk], v [total_k,
    heads_kv, head_dim_v] (numpy ml_dtypes.float8_e4m3fn / ml_dtypes.bfloat16 / numpy.float16, or
    torch float8_e4m3fn / bfloat16 / float16; one format for q, k, v; contiguous last dimension);
    cu_seqlens_q / cu_seqlens_k int32 [batch + 1]. max_seqlen_q / _k: optional (checked against
    cu_seqlens). FP8: descales per tensor, or [batch, heads_kv] arrays. BF16 / FP16 (issue 36):
    no descales (refused), an exact-P kernel of that format (qkv_format bf16 / fp16).
    window_size (left, right), softcap, sinks [heads_q] fp32: flash-attn's / gpt-oss's meaning.
    block_table (int32 [batch, max_blocks]): k and v are then a paged cache [num_blocks,
    page_size, heads_kv, dim] (page_size 16..256, a power of two) and sequence b's key j is row
    j % page_size of block block_table[b, j // page_size]; cu_seqlens_k gives the lengths.

    Returns O [total_q, heads_q, head_dim_v] (out_dtype None follows the inputs: bf16 for FP8
    and BF16, fp16 for FP16; or "fp32") and with return_lse the LSE
    [heads_q, total_q] (fp32, natural log; +inf for a row that sees no key and has no sink).

    GPU tensors (q, k, v, and block_table, sinks and [batch, heads_kv] descales when given) are
    passed by address on their device, on `stream` (default: torch's current stream), into
    `out=` (O, or (O, LSE)) or torch-allocated outputs, with no host copy of them and no wait
    (runtime/device_serving.py). cu_seqlens_q / _k must then be HOST int32 arrays (numpy or
    CPU torch; vLLM keeps them as query_start_loc_cpu / seq_lens_cpu): the kernel's tile table,
    longest sequence first, and the grid are made on the host from the lengths, and with them
    uploaded once per distinct cu_seqlens (kept with the launch plan). The host never reads GPU
    memory, so a GPU block_table's entries and the score range are not checked.
    """
    from .device_serving import device_varlen
    from .varlen import host_attention_varlen

    run = device_varlen if any(geometry(x) is not None for x in (q, k, v)) else host_attention_varlen
    return run(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q=max_seqlen_q, max_seqlen_k=max_seqlen_k,
               block_table=block_table, causal=causal, window_size=window_size, softcap=softcap, sinks=sinks,
               softmax_scale=softmax_scale, q_descale=q_descale, k_descale=k_descale, v_descale=v_descale,
               return_lse=return_lse, out_dtype=out_dtype, out=out, stream=stream, spec=spec, device=device)


def _mx_call(q, k, v, *, unused: dict, **kw):
    """qk_format MX: the arguments that path does not take are refused by name, then mx_call."""
    from .mx_call import mx_attention

    if kw["qk_format"] == "fp8":
        raise ValueError("rotate: applies to qk_format mxfp8 / mxfp4 (the MX quantiser rotates Q and K); "
                         "with fp8 inputs pass rotate=False")
    given = [name for name, val in unused.items() if val is not None]
    if given:
        raise ValueError(f"{given[0]}: not taken with qk_format {kw['qk_format']!r} (Q, K, V are quantised "
                         "from bf16/fp16/fp32 by zyfagen; O is bf16, bshd, host arrays)")
    return mx_attention(q, k, v, **kw)
