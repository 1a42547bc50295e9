"""`zyfagen.attention` on GPU tensors: passed by address, launched on a stream, no host copy.

A serving engine calls the same few shapes thousands of times a second, so the first call of a
shape makes a launch plan (every check of the call, the kernel from api.kernel_for, the module
from the per-device cache, the kernarg bytes packed once by packer.KernargTemplate) and every
later call with the same signature (shapes, strides, element types, device, flags, spec) only
checks its descales, fills the addresses and scales into the template and launches:
benchmarks/runtime_overhead.py measures it. The host never reads GPU memory, so the checks that
read the inputs' values (api._check_exponent_range) do not run here; shapes, strides, types and
descales are checked as for host arrays (the same check_call, on zero-byte numpy stand-ins with
the tensors' shapes and strides).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import ml_dtypes
import numpy as np

from . import backends
from .api import _spec_key
from .tensors import DeviceTensor, device_tensor, is_device_tensor, is_torch

FP32_MAX = float(np.finfo(np.float32).max)
# scales whose fp32 product chain (attention_fwd/core.py) cannot leave fp32's normal range:
# inside this range the kernel gets them as given, outside api._kernel_scales folds them
_SAFE_LO, _SAFE_HI = 2.0 ** -40, 2.0 ** 40
_OUT_TYPES = {"bf16": "bfloat16", "fp32": "float32", "fp16": "float16"}
# the element types of GPU q, k, v (issue 36: bf16 / fp16 besides e4m3fn) and the numpy type of
# their zero-byte stand-ins for check_call
_SHADOW = {"float8_e4m3fn": ml_dtypes.float8_e4m3fn, "bfloat16": ml_dtypes.bfloat16, "float16": np.float16}


@dataclass
class Plan:
    """Everything a warm call of one signature needs."""

    kernel: Any  # api.ChosenKernel
    template: Any  # packer.KernargTemplate; varying: q, k, v, o[, lse], descales..., softmax_scale
    function: Any  # the HIP function handle on `device`
    device: int
    grid: tuple[int, int, int]
    block: int
    out_shapes: tuple[tuple[int, ...], tuple[int, ...]]
    per_bh: bool  # descales are device arrays (pointers), not values
    return_lse: bool
    half: bool  # bf16 / fp16 inputs: no descales (the kernel gets 1.0)
    scale: float  # the call's softmax_scale, folded with the descales per call
    runtime: Any  # backends.HipRuntime of the hip module the plan was made with
    out_dtype: str = "bf16"  # O's type as the call resolved it (None follows the inputs)


_PLANS: dict[tuple, Plan] = {}
# an engine with ragged prompt lengths makes a plan per length (about 0.3 ms each, measured with
# the fake HIP of benchmarks/runtime_overhead.py): keep the most recent ones, not all
MAX_PLANS = 4096


def _shadow(t: DeviceTensor, dtype) -> np.ndarray:
    """A numpy array with `t`'s shape and strides over no memory (never read): check_call and
    the kind's contract see the tensor's geometry without its bytes."""
    size = np.dtype(dtype).itemsize
    base = np.zeros(1, dtype)
    return np.lib.stride_tricks.as_strided(base, shape=t.shape, strides=tuple(s * size for s in t.strides),
                                           writeable=False)


def _descale_value(name: str, d: Any) -> float:
    """A per-tensor descale of a warm call, checked as check_call checks it (fp32, normal)."""
    if type(d) is float or type(d) is int:
        x = float(d)
    else:
        if isinstance(d, (bool, np.bool_)) or not isinstance(d, (int, float, np.number)):
            raise TypeError(f"{name}: expected a number (or a [batch, heads_kv] device array), "
                            f"got {type(d).__name__}")
        x = float(d)
    if not 1.1754943508222875e-38 <= x <= FP32_MAX:
        raise ValueError(f"{name}: {x!r} is not a normal fp32 number; allowed: descales from "
                         f"1.17549e-38 to {FP32_MAX:.6g}")
    return x


def _stream_of(stream: Any, q: Any, index: int) -> Any:
    if stream is not None:
        return getattr(stream, "cuda_stream", stream)  # a torch stream, or HIP's own handle
    if is_torch(q):
        import torch

        return torch.cuda.current_stream(index).cuda_stream
    cai = getattr(q, "__cuda_array_interface__", None)
    return cai.get("stream") if isinstance(cai, dict) and isinstance(cai.get("stream"), int) else None


def geometry(x: Any) -> tuple[tuple, int] | None:
    """(what a plan depends on, address) of a GPU tensor, or None for anything else: the
    warm-call form of tensors.device_tensor (no conversion, a few attribute reads)."""
    torch = sys.modules.get("torch")
    if torch is not None and isinstance(x, torch.Tensor):
        if x.device.type in ("cpu", "meta"):
            return None
        return (x.shape, x.stride(), x.dtype, x.device), x.data_ptr()
    cai = getattr(x, "__cuda_array_interface__", None)
    if cai is None or isinstance(x, np.ndarray):
        return None
    return (tuple(cai["shape"]), cai["typestr"], cai.get("strides")), cai["data"][0]


def _kind_of(x: Any) -> Any:
    """A descale's or out='s part of a plan's signature: a GPU array's geometry, else its type."""
    if isinstance(x, (tuple, list)):
        return tuple(_kind_of(y) for y in x)
    g = geometry(x)
    return type(x) if g is None else g[0]


_NAMES = ("q_descale", "k_descale", "v_descale")


def device_attention(q, k, v, *, causal, softmax_scale, q_descale, k_descale, v_descale, return_lse,
                     out_dtype, layout, out, stream, spec, device):
    """zyfagen.attention for GPU tensors (see the module's docstring)."""
    gq, gk, gv = geometry(q), geometry(k), geometry(v)
    if gq is None or gk is None or gv is None:
        name = "q" if gq is None else "k" if gk is None else "v"
        raise TypeError(f"{name}: a host array beside GPU tensors; give q, k and v on one device")
    descales = (q_descale, k_descale, v_descale)
    spec_key = ("default",) if spec is None else _spec_key(spec)
    sig = (gq[0], gk[0], gv[0], causal, softmax_scale, return_lse, out_dtype, layout, _kind_of(out),
           _kind_of(descales), spec_key, device)
    plan = _PLANS.get(sig)
    if plan is None:
        plan = _make_plan(device_tensor(q), device_tensor(k), device_tensor(v), causal=causal,
                          softmax_scale=softmax_scale, descales=descales, return_lse=return_lse,
                          out_dtype=out_dtype, layout=layout, out=out, spec=spec, device=device)
        if spec_key is not None:
            if len(_PLANS) >= MAX_PLANS:
                del _PLANS[next(iter(_PLANS))]  # the oldest plan made
            _PLANS[sig] = plan
    # per call: descales (values change between calls), outputs, addresses, stream
    scalars, scale = ((1.0, 1.0, 1.0), plan.scale) if plan.half else call_scales(plan.per_bh, plan.scale, descales)
    if out is None:
        outs = _allocate(q, plan, plan.out_dtype)
    else:
        outs = out if plan.return_lse else (out,)
    kernarg = plan.template.fill(gq[1], gk[1], gv[1], *(geometry(o)[1] for o in outs), *scalars, float(scale))
    plan.runtime.launch(plan.device, plan.function, plan.grid, plan.block, kernarg,
                        _stream_of(stream, q, plan.device))
    if out is not None:
        return out
    return (outs[0], outs[1]) if plan.return_lse else outs[0]


def call_scales(per_bh: bool, scale: float, descales) -> tuple[tuple, float]:
    """A warm call's descale slots (device addresses, or checked values folded with the scale
    as api._kernel_scales does when their fp32 product chain could leave fp32's range) and the
    softmax_scale slot."""
    if per_bh:
        return tuple(geometry(d)[1] for d in descales), scale
    dq, dk, dv = (_descale_value(n, d) for n, d in zip(_NAMES, descales))
    c = scale * dq * dk
    if not (_SAFE_LO <= scale <= _SAFE_HI and _SAFE_LO <= dq <= _SAFE_HI and _SAFE_LO <= dk <= _SAFE_HI
            and _SAFE_LO <= c <= _SAFE_HI):
        from .api import _kernel_scales

        scale, dq, dk = _kernel_scales(scale, dq, dk)
    return (dq, dk, dv), scale


def _allocate(q: Any, plan: Plan, out_dtype: str):
    return allocate(q, plan.out_shapes, plan.return_lse, out_dtype)


def allocate(q: Any, shapes, return_lse: bool, out_dtype: str, *, zero: bool = False):
    """O (and LSE) on q's device through torch; `zero`: O zeros and LSE +inf (rows the kernel
    does not write: varlen rows past cu_seqlens_q[-1])."""
    if not is_torch(q):
        raise ValueError("out: GPU arrays other than torch tensors need out= (O, or (O, LSE) with "
                         "return_lse): zyfagen allocates GPU memory only through torch")
    import torch

    make = torch.zeros if zero else torch.empty
    o = make(shapes[0], dtype=getattr(torch, _OUT_TYPES[out_dtype]), device=q.device)
    if not return_lse:
        return (o,)
    lse = torch.full(shapes[1], float("inf"), dtype=torch.float32, device=q.device) if zero else \
        torch.empty(shapes[1], dtype=torch.float32, device=q.device)
    return o, lse


def check_descales(descales) -> tuple[bool, list]:
    """(per_bh, host stand-ins for check_call): [batch, heads_kv] fp32 device arrays (all three)
    or per-tensor numbers."""
    per_bh = any(is_device_tensor(d) for d in descales)
    if not per_bh:
        return False, list(descales)
    for name, d in zip(_NAMES, descales):
        if not is_device_tensor(d):
            raise TypeError(f"{name}: with [batch, heads_kv] descales on the GPU, all three must be "
                            f"fp32 GPU arrays; got {type(d).__name__}")
        t = device_tensor(d)
        if t.dtype != "float32" or len(t.shape) != 2 or t.strides != (t.shape[1], 1):
            raise ValueError(f"{name}: {t.dtype} {t.shape} strides {t.strides}; expected a contiguous "
                             f"float32 [batch, heads_kv] array")
    return True, [np.ones(device_tensor(d).shape, np.float32) for d in descales]


def check_out(out, return_lse: bool, wants, index) -> list[np.ndarray]:
    """`out=` beside GPU inputs: O (or (O, LSE)) GPU arrays of the wanted (shape, dtype) on
    `index`, as zero-byte numpy stand-ins with their strides (uint16 / uint32 elements)."""
    given = list(out) if isinstance(out, (tuple, list)) else [out]
    if len(given) != (2 if return_lse else 1):
        raise TypeError("out: with return_lse=True give (O, LSE), else O")
    views = []
    for i, (x, (shape, dt)) in enumerate(zip(given, wants)):
        name = "out" if not return_lse else f"out[{i}]"
        if not is_device_tensor(x):
            raise TypeError(f"{name}: expected a GPU array beside GPU inputs, got {type(x).__name__}")
        t = device_tensor(x)
        if t.shape != shape or t.dtype != dt or (t.device is not None and t.device != index):
            raise ValueError(f"{name}: {t.dtype} {t.shape} on device {t.device}; expected {dt} {shape} "
                             f"on device {index}")
        if t.strides[-1] != 1 or any(st < 1 and n > 1 for st, n in zip(t.strides, t.shape)):
            raise ValueError(f"{name}: strides {t.strides}; the kernel writes the last dimension "
                             f"contiguously and every element once (other strides positive)")
        views.append(_shadow(t, np.uint32 if dt == "float32" else np.uint16))
    return views


def _make_plan(qd: DeviceTensor, kd: DeviceTensor, vd: DeviceTensor, *, causal, softmax_scale, descales,
               return_lse, out_dtype, layout, out, spec, device) -> Plan:
    """The first call of a signature: every check, the kernel, its module, the kernarg template."""
    from ..kernels import get_kind
    from ..kernels.attention_fwd import AttentionInputs
    from ..kernels.launch import launch_of
    from .api import BSHD_OF, KIND, _kernel_scales, check_call, kernarg_layout, kernel_for, output_shapes
    from .packer import KernargTemplate

    if device not in ("auto", "hip"):
        raise ValueError(f"device: {device!r} with GPU tensors; allowed: auto, hip (the emulator "
                         f"runs host arrays: move the tensors to the CPU for it)")
    devices = {t.device for t in (qd, kd, vd)}
    if len(devices) > 1:
        raise ValueError(f"q, k, v: on devices {sorted(devices, key=str)}; allowed: one device")
    shadows = []
    for name, t in (("q", qd), ("k", kd), ("v", vd)):
        if t.dtype not in _SHADOW:
            raise TypeError(f"{name}: dtype {t.dtype}; expected {' or '.join(_SHADOW)}")
        if len(t.shape) != 4:
            raise ValueError(f"{name}: shape {t.shape}; expected 4 dimensions")
        shadows.append(_shadow(t, _SHADOW[t.dtype]))
    half = qd.dtype != "float8_e4m3fn"  # (mixed formats: check_call refuses them in one line)
    per_bh, host_descales = (False, list(descales)) if half else check_descales(descales)
    call = check_call(*shadows, causal=causal, softmax_scale=softmax_scale, q_descale=host_descales[0],
                      k_descale=host_descales[1], v_descale=host_descales[2], return_lse=return_lse,
                      out_dtype=out_dtype, device="hip", layout=layout, read_values=False)
    hip = backends.import_hip()
    index = qd.device
    if hip is None or backends.find_gfx950(hip) is None:
        why = "hip-python is not installed" if hip is None else "HIP sees no gfx950 device"
        raise ValueError(f"device: GPU tensors need a gfx950 GPU through hip-python; {why}")
    if index is None:
        index = backends.find_gfx950(hip)
    o_shape, lse_shape = output_shapes(call)
    o_view = lse_view = None
    if out is not None:
        wants = [(o_shape, _OUT_TYPES[call.out_dtype])] + ([(lse_shape, "float32")] if call.return_lse else [])
        views = check_out(out, call.return_lse, wants, index)
        o_view = views[0].transpose(BSHD_OF[call.layout])
        lse_view = views[1] if call.return_lse else None
    kernel = kernel_for(call, spec)
    kind = get_kind(KIND)
    params = kernel.params
    if per_bh:  # pointers: the template's addresses are filled per call
        dq, dk, dv = (np.ones(call.q.shape[:1] + call.k.shape[2:3], np.float32) for _ in range(3))
        scale = call.softmax_scale
    elif half:
        scale, dq, dk, dv = call.softmax_scale, 1.0, 1.0, 1.0
    else:
        scale, dq, dk = _kernel_scales(call.softmax_scale, *call.descales[:2])
        dv = call.descales[2]
    inputs = AttentionInputs(call.q, call.k, call.v, dq, dk, dv, scale, o=o_view, lse=lse_view)
    launch = launch_of(kind, params, call.problem(), inputs)
    layout_ = kernarg_layout(kernel)
    buffers = ("q", "k", "v", "o") + (("lse",) if call.return_lse else ())
    varying = buffers + ("q_descale", "k_descale", "v_descale", "softmax_scale")
    values = {s.name: launch.args[s.name] for s in layout_.slots if s.kind == "value"}
    template = KernargTemplate(layout_, values, varying)
    rt = backends.hip_runtime(hip)
    function = rt.function(index, kernel.code_object, kernel.symbol)
    return Plan(kernel, template, function, index, launch.grid, launch.workgroup_size, (o_shape, lse_shape),
                per_bh, call.return_lse, half, call.softmax_scale, rt, call.out_dtype)
