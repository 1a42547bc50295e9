"""Run zyfagen's kernels from Python: `attention(q, k, v, ...)` with an on-disk kernel cache, on a
gfx950 GPU through HIP or on the CPU through the emulator, and `zyfagen library`.

Modules: `entry` (`attention`, `attention_varlen`, dispatched by where the tensors are), `varlen`
(packed sequences and the serving features on host arrays), `device_serving` (them on GPU tensors), `api` (the call's checks,
kernel choice, the host-array launch), `quantize` (bf16/fp32 to
e4m3fn with descales), `cache` (the kernel cache), `packer` (the one kernel-argument packer),
`backends` (emulator and HIP, the per-device module cache), `device_call` (GPU tensors by
address: launch plans), `library` (code-object directories with a manifest), `tensors`
(numpy/torch interop without needing torch), `torch_ops` (torch.ops.zyfagen.*, registered here
when torch is already imported, else by importing zyfagen.runtime.torch_ops).
"""
from __future__ import annotations

from .entry import attention, attention_varlen
from .quantize import quantize_fp8

__all__ = ["attention", "attention_varlen", "quantize_fp8"]

import sys as _sys

if _sys.modules.get("torch") is not None:  # torch stays optional: never imported here
    from . import torch_ops  # noqa: F401 - registers torch.ops.zyfagen.*
