"""Run zyfagen's kernels from Python: `attention(q, k, v, ...)` with an on-disk kernel cache, on a
gfx950 GPU through HIP or on the CPU through the emulator, and `zyfagen library`.

Modules: `api` (the call, its checks, kernel choice and launch), `quantize` (bf16/fp32 to
e4m3fn with descales), `cache` (the kernel cache), `packer` (the one kernel-argument packer),
`backends` (emulator and HIP), `library` (code-object directories with a manifest), `tensors`
(numpy/torch interop without needing torch).
"""
from __future__ import annotations

from .api import attention
from .quantize import quantize_fp8

__all__ = ["attention", "quantize_fp8"]
