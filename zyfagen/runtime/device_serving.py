"""`zyfagen.attention_varlen`, and `zyfagen.attention` with window_size / softcap / sinks, on GPU
tensors: passed by address, launched on a stream, no host copy of any tensor (issues 34, 35).

The launch-plan machinery of device_call.py: the first call of a signature makes a plan (every
check of varlen.py on zero-byte numpy stand-ins with the tensors' shapes and strides, the kernel,
its module, the kernarg bytes packed once); a warm call only checks its descales, fills the
addresses and scales into the template and launches.

The varlen kernels take more pointers than the dense ones: cu_seqlens_q / _k, the tile table
(features.tile_table: the (sequence, query tile, head) work list, longest first, which also sets
the grid), block_table and sinks. The tile table is made from the sequence lengths, so
cu_seqlens must be HOST arrays (numpy or CPU torch int32; vLLM keeps them beside the GPU copy as
query_start_loc_cpu / seq_lens_cpu): each distinct cu_seqlens pair is part of a plan's signature,
and its plan uploads cu_seqlens and the tile table to the device once (a few hundred bytes,
freed when the plan is evicted) and reuses them on every later call with the same lengths.
The upload is a synchronous hipMemcpy: the first call of new lengths (once per engine step,
whatever the layer count) waits for it (benchmarks/runtime_overhead.py --varlen).
block_table, sinks and [batch, heads_kv] descales must be GPU arrays (the kernel reads them by
address, per call). The host never reads GPU memory, so a GPU block table's entries and the
score range (api._check_exponent_range) are not checked, and rows the kernel does not write keep
what `out=` held: varlen rows past cu_seqlens_q[-1] (torch-allocated outputs get O = 0 and
LSE = +inf there). A row that sees no key gets flash-attn's LSE +inf from the kernel itself, on
the GPU as on the host.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from . import backends
from .api import _spec_key
from .device_call import (_OUT_TYPES, _SHADOW, _kind_of, _shadow, _stream_of, allocate, call_scales,
                          check_descales, check_out, geometry)
from .tensors import device_tensor, is_device_tensor, is_torch


@dataclass
class ServingPlan:
    """Everything a warm call of one signature needs (device_call.Plan's fields and the plan's
    own uploads)."""

    template: Any  # packer.KernargTemplate
    function: Any
    device: int
    grid: tuple[int, int, int]
    block: int
    out_shapes: tuple[tuple[int, ...], tuple[int, ...]]
    per_bh: bool
    return_lse: bool
    scale: float
    runtime: Any
    uploads: tuple[int, ...]  # device addresses of cu_seqlens_q, cu_seqlens_k, tile_table (varlen)
    zero_rows: bool  # rows no sequence owns: allocated O zeros, LSE +inf
    half: bool = False  # bf16 / fp16 inputs (issue 36): no descales, the kernel's are 1.0
    out_dtype: str = "bf16"  # O's type as the call resolved it (None follows the inputs)


_PLANS: dict[tuple, ServingPlan] = {}
MAX_PLANS = 1024  # a plan per batch composition (cu_seqlens) in a ragged stream: keep the newest


def _host_key(cu: Any) -> Any:
    """A host cu_seqlens' part of a signature (its bytes); a GPU or other object's type (the plan
    then refuses it)."""
    if isinstance(cu, np.ndarray):
        return (cu.dtype.str, cu.shape, cu.tobytes())
    if is_torch(cu) and cu.device.type == "cpu":
        return (str(cu.dtype), tuple(cu.shape), cu.numpy().tobytes())
    return type(cu)


def _remember(sig: tuple | None, plan: ServingPlan) -> None:
    if sig is None:
        return
    if len(_PLANS) >= MAX_PLANS:
        # the oldest quarter at once: hipFree waits for the device, so a stream of ever-new
        # lengths waits once per MAX_PLANS / 4 new plans, not on every call
        for key in list(_PLANS)[:max(1, MAX_PLANS // 4)]:
            old = _PLANS.pop(key)
            for ptr in old.uploads:
                old.runtime.free(ptr)
    _PLANS[sig] = plan


def _hashable(sig: tuple) -> tuple | None:
    try:
        hash(sig)
    except TypeError:
        return None
    return sig


def _gpu_inputs(q, k, v) -> tuple:
    gs = (geometry(q), geometry(k), geometry(v))
    if any(g is None for g in gs):
        name = "qkv"[[g is None for g in gs].index(True)]
        raise TypeError(f"{name}: a host array beside GPU tensors; give q, k and v on one device")
    return gs


def _launch(plan: ServingPlan, q, gs, out, descales, extras, out_dtype, stream):
    scalars, scale = ((1.0, 1.0, 1.0), plan.scale) if plan.half else call_scales(plan.per_bh, plan.scale, descales)
    if out is None:
        outs = allocate(q, plan.out_shapes, plan.return_lse, plan.out_dtype, zero=plan.zero_rows)
    else:
        outs = out if plan.return_lse else (out,)
    if plan.grid[0] * plan.grid[1] * plan.grid[2]:  # no query row at all: nothing to launch
        kernarg = plan.template.fill(*(g[1] for g in gs), *(geometry(o)[1] for o in outs), *scalars, float(scale),
                                     *plan.uploads, *(geometry(x)[1] for x in extras if x is not None))
        plan.runtime.launch(plan.device, plan.function, plan.grid, plan.block, kernarg,
                            _stream_of(stream, q, plan.device))
    if out is not None:
        return out
    return (outs[0], outs[1]) if plan.return_lse else outs[0]


def device_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q, max_seqlen_k, block_table, causal,
                  window_size, softcap, sinks, softmax_scale, q_descale, k_descale, v_descale, return_lse, out_dtype,
                  out, stream, spec, device):
    """zyfagen.attention_varlen for GPU tensors (module docstring)."""
    gs = _gpu_inputs(q, k, v)
    descales = (q_descale, k_descale, v_descale)
    window = tuple(window_size) if isinstance(window_size, (list, tuple)) else window_size
    sig = _hashable(("varlen", *(g[0] for g in gs), _host_key(cu_seqlens_q), _host_key(cu_seqlens_k), max_seqlen_q,
                     max_seqlen_k, _kind_of(block_table), causal, window, softcap, _kind_of(sinks), softmax_scale,
                     return_lse, out_dtype, _kind_of(out), _kind_of(descales), _spec_key(spec), device))
    plan = _PLANS.get(sig) if sig is not None else None
    if plan is None:
        from .varlen import check_varlen_call

        shadows, index = _check_gpu(q, k, v, block_table, sinks, descales, device, paged=block_table is not None)
        for name, cu in (("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k)):
            if is_device_tensor(cu):
                raise ValueError(f"{name}: a GPU array; with GPU q, k, v give cu_seqlens on the host (numpy or CPU "
                                 "torch int32, e.g. vLLM's query_start_loc_cpu): zyfagen makes the kernel's tile "
                                 "table from the lengths there and uploads it once per distinct cu_seqlens")
        call = check_varlen_call(*shadows["qkv"], cu_seqlens_q, cu_seqlens_k, max_seqlen_q=max_seqlen_q,
                                 max_seqlen_k=max_seqlen_k, block_table=shadows["block_table"], causal=causal,
                                 window_size=window_size, softcap=softcap, sinks=shadows["sinks"],
                                 softmax_scale=softmax_scale, q_descale=shadows["descales"][0],
                                 k_descale=shadows["descales"][1], v_descale=shadows["descales"][2],
                                 return_lse=return_lse, out_dtype=out_dtype, device="hip", read_values=False)
        total_q, hq, dv = call.q.shape[1], call.q.shape[2], call.v.shape[3]
        plan = _make_plan(call, spec, index, shadows, out, ((total_q, hq, dv), (hq, total_q)),
                          lambda o: o[None], zero_rows=int(call.cu_q[-1]) < total_q)
        _remember(sig, plan)
    return _launch(plan, q, gs, out, descales, (sinks, block_table), out_dtype, stream)


def device_dense_serving(q, k, v, *, causal, softmax_scale, q_descale, k_descale, v_descale, return_lse, out_dtype,
                         layout, out, stream, spec, device, window_size, softcap, sinks):
    """zyfagen.attention with window_size / softcap / sinks for GPU tensors (module docstring)."""
    gs = _gpu_inputs(q, k, v)
    descales = (q_descale, k_descale, v_descale)
    window = tuple(window_size) if isinstance(window_size, (list, tuple)) else window_size
    sig = _hashable(("dense", *(g[0] for g in gs), causal, window, softcap, _kind_of(sinks), softmax_scale,
                     return_lse, out_dtype, layout, _kind_of(out), _kind_of(descales), _spec_key(spec), device))
    plan = _PLANS.get(sig) if sig is not None else None
    if plan is None:
        from .api import BSHD_OF, check_call, output_shapes
        from .varlen import serving_call

        shadows, index = _check_gpu(q, k, v, None, sinks, descales, device, paged=False)
        dq, dk, dv = shadows["descales"]
        call = check_call(*shadows["qkv"], causal=causal, softmax_scale=softmax_scale, q_descale=dq, k_descale=dk,
                          v_descale=dv, return_lse=return_lse, out_dtype=out_dtype, device="hip", layout=layout,
                          read_values=False)
        axes = BSHD_OF[call.layout]
        plan = _make_plan(serving_call(call, window_size, softcap, shadows["sinks"]), spec, index, shadows, out,
                          output_shapes(call), lambda o: o.transpose(axes), zero_rows=False)
        _remember(sig, plan)
    return _launch(plan, q, gs, out, descales, (sinks,), out_dtype, stream)


def _check_gpu(q, k, v, block_table, sinks, descales, device, *, paged: bool) -> tuple[dict, int]:
    """The checks only GPU tensors need (one device, element types, gfx950 through hip-python)
    and numpy stand-ins of them for varlen.py's checks."""
    if device not in ("auto", "hip"):
        raise ValueError(f"device: {device!r} with GPU tensors; allowed: auto, hip (the emulator "
                         f"runs host arrays: move the tensors to the CPU for it)")
    tensors = {n: device_tensor(x) for n, x in (("q", q), ("k", k), ("v", v))}
    for name, x, dtype in (("block_table", block_table, "int32"), ("sinks", sinks, "float32")):
        if x is None:
            continue
        if not is_device_tensor(x):
            raise TypeError(f"{name}: a host array beside GPU tensors; give a {dtype} GPU array (the kernel reads "
                            f"it by address)")
        tensors[name] = t = device_tensor(x)
        if t.dtype != dtype:
            raise TypeError(f"{name}: dtype {t.dtype}; expected {dtype}")
        if t.strides[-1] != 1:
            raise ValueError(f"{name}: strides {t.strides}; the last dimension must be contiguous")
    devices = {t.device for t in tensors.values()}
    if len(devices) > 1:
        raise ValueError(f"{', '.join(tensors)}: on devices {sorted(devices, key=str)}; allowed: one device")
    for name in "qkv":
        if tensors[name].dtype not in _SHADOW:
            raise TypeError(f"{name}: dtype {tensors[name].dtype}; expected {' or '.join(_SHADOW)}")
    # bf16 / fp16 (issue 36): descales go to the host checks as given, which refuse them in one line
    half = tensors["q"].dtype != "float8_e4m3fn"
    per_bh, host_descales = (False, list(descales)) if half else check_descales(descales)
    shadows = {"qkv": [_shadow(tensors[n], _SHADOW[tensors[n].dtype]) for n in "qkv"], "per_bh": per_bh,
               "descales": host_descales,
               "block_table": _shadow(tensors["block_table"], np.int32) if block_table is not None else None,
               "sinks": _shadow(tensors["sinks"], np.float32) if sinks is not None else None,
               "table_stride": tensors["block_table"].strides[0] if block_table is not None else None}
    hip = backends.import_hip()
    if hip is None or backends.find_gfx950(hip) is None:
        why = "hip-python is not installed" if hip is None else "HIP sees no gfx950 device"
        raise ValueError(f"device: GPU tensors need a gfx950 GPU through hip-python; {why}")
    index = tensors["q"].device
    return shadows, backends.find_gfx950(hip) if index is None else index


def _contiguous(shape: tuple[int, ...], dtype) -> np.ndarray:
    size, strides, acc = np.dtype(dtype).itemsize, [], 1
    for n in reversed(shape):
        strides.append(acc * size)
        acc *= n
    return np.lib.stride_tricks.as_strided(np.zeros(1, dtype), shape, tuple(reversed(strides)), writeable=False)


def _make_plan(call, spec, index: int, shadows: dict, out, shapes, to_bshd, *, zero_rows: bool) -> ServingPlan:
    """A checked varlen.ServingCall's plan: the kernel, its module, the plan's uploads and the
    kernarg template with the output strides of `out=` (or of torch's contiguous outputs)."""
    from ..kernels import get_kind
    from ..kernels.attention_fwd.features import ServingInputs
    from ..kernels.launch import launch_of
    from .api import KIND, _kernel_scales, kernarg_layout
    from .packer import KernargTemplate
    from .varlen import _kernel

    o_type = _OUT_TYPES[call.out_dtype]
    wants = [(shapes[0], o_type)] + ([(shapes[1], "float32")] if call.return_lse else [])
    if out is not None:
        views = check_out(out, call.return_lse, wants, index)
    else:
        views = [_contiguous(s, np.uint32 if t == "float32" else np.uint16) for s, t in wants]
    kernel = _kernel(call, spec)
    if shadows["per_bh"]:  # pointers: the template's addresses are filled per call
        nb = call.cu_q.size - 1 if call.cu_q is not None else call.q.shape[0]
        dq, dk, dv = (np.ones((nb, call.k.shape[2]), np.float32) for _ in range(3))
        scale = call.softmax_scale
    else:
        scale, dq, dk = _kernel_scales(call.softmax_scale, *call.descales[:2])
        dv = call.descales[2]
    inputs = ServingInputs(call.q, call.k, call.v, dq, dk, dv, scale, cu_seqlens_q=call.cu_q, cu_seqlens_k=call.cu_k,
                           window=call.window, softcap=call.softcap, sinks=call.sinks, block_table=call.block_table)
    launch = launch_of(get_kind(KIND), kernel.params, inputs.problem(), inputs)
    layout = kernarg_layout(kernel)
    values = {s.name: launch.args[s.name] for s in layout.slots if s.kind == "value"}
    # the outputs' own strides (elements), in the kernel's [b, s, h, d] and [b, h, s] order
    # (varlen: O [total_q, heads_q, d_v] and LSE [heads_q, total_q] are the kernel's batch 0)
    o = to_bshd(views[0])
    first = 1 if call.cu_q is not None else 0
    values.update({f"o_stride_{a}": st // o.itemsize for a, st in zip("bsh"[first:], o.strides[first:3])})
    if call.return_lse:
        lse = views[1]
        values.update({f"lse_stride_{a}": st // 4 for a, st in zip("bh"[first:], lse.strides[:2 - first])})
    if shadows["table_stride"] is not None:
        values["block_table_stride"] = shadows["table_stride"]
    rt = backends.hip_runtime(backends.import_hip())
    uploaded = ("cu_seqlens_q", "cu_seqlens_k", "tile_table") if call.cu_q is not None else ()
    extras = tuple(n for n in ("sinks", "block_table") if shadows[n] is not None)
    varying = ("q", "k", "v", "o") + (("lse",) if call.return_lse else ()) + \
        ("q_descale", "k_descale", "v_descale", "softmax_scale") + uploaded + extras
    template = KernargTemplate(layout, values, varying)
    function = rt.function(index, kernel.code_object, kernel.symbol)
    uploads = tuple(rt.upload(index, np.asarray(launch.args[n], np.int32)) for n in uploaded)
    return ServingPlan(template, function, index, launch.grid, launch.workgroup_size, tuple(shapes),
                       shadows["per_bh"], call.return_lse, call.softmax_scale, rt, uploads, zero_rows,
                       call.qkv_format != "e4m3", call.out_dtype)
