"""Where a packed launch runs: the CPU emulator, or an AMD GPU through HIP (hip-python).

Both take the same `PackedLaunch` (the kernel, its layout, the packer's value bytes, the host
buffers, grid and workgroup size) and return the output buffers by name.

hip-python (PyPI `hip-python`, an optional extra) is imported only when a HIP launch or the
"auto" device probe needs it. Its calls return `(error, value...)` tuples
(https://rocm.docs.amd.com/projects/hip-python, user guide); `extra` of hipModuleLaunchKernel
is given HIP's own argument-buffer form, a void*[5] of HIP_LAUNCH_PARAM_BUFFER_POINTER (0x01),
the bytes, HIP_LAUNCH_PARAM_BUFFER_SIZE (0x02), a pointer to their size_t length and
HIP_LAUNCH_PARAM_END (0x03) (hip_runtime_api.h), so HIP receives exactly the packer's bytes.
"""
from __future__ import annotations

import ctypes
import importlib
import sys
from dataclasses import dataclass
from typing import Any

import numpy as np

from .packer import KernargLayout, pack, unpack_value

HIP_LAUNCH_PARAM_BUFFER_POINTER = 0x01
HIP_LAUNCH_PARAM_BUFFER_SIZE = 0x02
HIP_LAUNCH_PARAM_END = 0x03
ARCH = "gfx950"


@dataclass(frozen=True)
class PackedLaunch:
    """One launch, packed: `kernarg` is `pack(layout, values)` with null pointers (each backend
    fills the pointer slots where it places the buffers: the HIP backend packs again with device
    addresses); `buffers` are contiguous host arrays by argument name."""

    code_object: bytes
    layout: KernargLayout
    values: dict[str, Any]
    kernarg: bytes
    buffers: dict[str, np.ndarray]
    outputs: tuple[str, ...]
    grid: tuple[int, int, int]
    workgroup_size: int


def run_emulator(launch: PackedLaunch) -> dict[str, np.ndarray]:
    """Run in the CPU emulator. Value arguments are handed over as numpy scalars of their slot's
    width holding the packer's bytes, which the emulator copies unchanged into its kernarg
    segment; buffers go into the emulator's own address space."""
    from .. import emulator

    args: dict[str, Any] = {}
    for s in launch.layout.slots:
        args[s.name] = launch.buffers[s.name] if s.kind == "buffer" else unpack_value(launch.layout, launch.kernarg, s.name)
    prog = emulator.load(launch.code_object, launch.layout.symbol)
    res = emulator.launch(prog, args, grid=launch.grid, block=(launch.workgroup_size, 1, 1))
    return {n: res.buffers[n] for n in launch.outputs}


# ---- HIP -------------------------------------------------------------------------------------


def import_hip():
    """hip-python's `hip.hip` module, or None when it is not installed."""
    try:
        return importlib.import_module("hip").hip
    except (ImportError, AttributeError, OSError):
        return None


class HipError(RuntimeError):
    pass


def _check(hip, result, call: str):
    result = result if isinstance(result, tuple) else (result,)
    err = result[0]
    if err != hip.hipError_t.hipSuccess:
        raise HipError(f"{call} failed: {err}")
    rest = result[1:]
    return rest[0] if len(rest) == 1 else rest


def _arch_name(props) -> str:
    name = props.gcnArchName
    if isinstance(name, bytes):
        name = name.split(b"\0")[0].decode(errors="replace")
    return str(name).split(":")[0]  # "gfx950:sramecc+:xnack-" -> "gfx950"


def find_gfx950(hip) -> int | None:
    """The index of the first gfx950 device HIP sees, or None (no device, or HIP not working)."""
    try:
        count = _check(hip, hip.hipGetDeviceCount(), "hipGetDeviceCount")
        for i in range(int(count)):
            props = hip.hipDeviceProp_t()
            _check(hip, hip.hipGetDeviceProperties(props, i), "hipGetDeviceProperties")
            if _arch_name(props) == ARCH:
                return i
    except HipError:
        return None
    return None


def run_hip(hip, device: int, launch: PackedLaunch) -> dict[str, np.ndarray]:
    """Copy the buffers to the GPU, pack the kernel arguments with their device addresses,
    launch, wait, and copy the outputs back."""
    _check(hip, hip.hipSetDevice(device), "hipSetDevice")
    module = _check(hip, hip.hipModuleLoadData(launch.code_object), "hipModuleLoadData")
    device_ptrs: dict[str, Any] = {}
    try:
        function = _check(hip, hip.hipModuleGetFunction(module, launch.layout.symbol.encode()),
                          "hipModuleGetFunction")
        h2d, d2h = hip.hipMemcpyKind.hipMemcpyHostToDevice, hip.hipMemcpyKind.hipMemcpyDeviceToHost
        for name, arr in launch.buffers.items():
            device_ptrs[name] = _check(hip, hip.hipMalloc(max(arr.nbytes, 1)), "hipMalloc")
            if arr.nbytes:
                _check(hip, hip.hipMemcpy(device_ptrs[name], arr, arr.nbytes, h2d), "hipMemcpy")
        kernarg = pack(launch.layout, launch.values, lambda n: int(device_ptrs[n]))
        arg_bytes = ctypes.create_string_buffer(kernarg, len(kernarg))
        arg_size = ctypes.c_size_t(len(kernarg))
        config = (ctypes.c_void_p * 5)(HIP_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(arg_bytes),
                                       HIP_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(arg_size),
                                       HIP_LAUNCH_PARAM_END)
        gx, gy, gz = launch.grid
        _check(hip, hip.hipModuleLaunchKernel(function, gx, gy, gz, launch.workgroup_size, 1, 1,
                                              sharedMemBytes=0, stream=None, kernelParams=None,
                                              extra=ctypes.addressof(config)), "hipModuleLaunchKernel")
        _check(hip, hip.hipDeviceSynchronize(), "hipDeviceSynchronize")
        out = {}
        for name in launch.outputs:
            host = np.empty_like(launch.buffers[name])
            _check(hip, hip.hipMemcpy(host, device_ptrs[name], host.nbytes, d2h), "hipMemcpy")
            out[name] = host
        return out
    finally:
        for ptr in device_ptrs.values():
            hip.hipFree(ptr)
        hip.hipModuleUnload(module)


def notice(message: str) -> None:
    print(f"zyfagen: {message}", file=sys.stderr)
