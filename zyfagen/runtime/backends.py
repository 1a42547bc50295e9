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


_PROGRAMS: dict[tuple[bytes, str], Any] = {}


def run_emulator(launch: PackedLaunch) -> dict[str, np.ndarray]:
    """Run in the CPU emulator. Value arguments are handed over as numpy scalars of their slot's
    width holding the packer's bytes, which the emulator copies unchanged into its kernarg
    segment; buffers go into the emulator's own address space. The decoded program is kept
    per kernel and process (the emulator's module cache: decoding runs llvm-objdump)."""
    from .. import emulator

    args: dict[str, Any] = {}
    for s in launch.layout.slots:
        args[s.name] = launch.buffers[s.name] if s.kind == "buffer" else unpack_value(launch.layout, launch.kernarg, s.name)
    key = (launch.code_object, launch.layout.symbol)
    prog = _PROGRAMS.get(key)
    if prog is None:
        prog = _PROGRAMS[key] = emulator.load(launch.code_object, launch.layout.symbol)
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


class HipRuntime:
    """hip-python with a module cache per device: each code object is loaded (hipModuleLoadData)
    and its kernel looked up (hipModuleGetFunction) once per device and process, then every
    launch reuses the function. Modules stay loaded until the process ends (a serving engine
    calls the same few kernels for its lifetime)."""

    def __init__(self, hip):
        self.hip = hip
        self.success = hip.hipError_t.hipSuccess
        self._functions: dict[tuple[int, bytes, str], Any] = {}
        self._device: int | None = None  # the device this runtime last made current

    def set_device(self, device: int) -> None:
        if device != self._device:
            _check(self.hip, self.hip.hipSetDevice(device), "hipSetDevice")
            self._device = device

    def function(self, device: int, code_object: bytes, symbol: str):
        """The kernel's function handle on `device` (loading its module on first use). The key
        holds the code object's bytes: Python hashes a bytes object once, so a warm lookup
        with the same object costs a dictionary probe."""
        key = (device, code_object, symbol)
        hit = self._functions.get(key)
        if hit is None:
            self.set_device(device)
            module = _check(self.hip, self.hip.hipModuleLoadData(code_object), "hipModuleLoadData")
            hit = _check(self.hip, self.hip.hipModuleGetFunction(module, symbol.encode()), "hipModuleGetFunction")
            self._functions[key] = hit
        return hit

    def upload(self, device: int, arr: np.ndarray) -> int:
        """A device copy of a small host array (a launch plan's own metadata: cu_seqlens and the
        tile table of varlen); its address. It stays until `free`."""
        self.set_device(device)
        arr = np.ascontiguousarray(arr)
        ptr = _check(self.hip, self.hip.hipMalloc(max(arr.nbytes, 1)), "hipMalloc")
        if arr.nbytes:
            h2d = self.hip.hipMemcpyKind.hipMemcpyHostToDevice
            _check(self.hip, self.hip.hipMemcpy(ptr, arr, arr.nbytes, h2d), "hipMemcpy")
        return int(ptr)

    def free(self, ptr: int) -> None:
        """Free an `upload` (hipFree waits for the device's work that may still read it)."""
        self.hip.hipFree(ptr)

    def launch(self, device: int, function, grid: tuple[int, int, int], block: int, kernarg: bytearray,
               stream: Any = None) -> None:
        """Launch on `stream` (None: the device's null stream) with the packed argument bytes;
        asynchronous, as any launch on a stream. A null-stream launch goes to the current
        device, which others (torch) may have changed: it is set every time."""
        if stream is None:
            _check(self.hip, self.hip.hipSetDevice(device), "hipSetDevice")
            self._device = device
        n = len(kernarg)
        arg_bytes = (ctypes.c_char * n).from_buffer(kernarg)
        arg_size = ctypes.c_size_t(n)
        config = (ctypes.c_void_p * 5)(HIP_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(arg_bytes),
                                       HIP_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(arg_size),
                                       HIP_LAUNCH_PARAM_END)
        err = self.hip.hipModuleLaunchKernel(function, grid[0], grid[1], grid[2], block, 1, 1,
                                             sharedMemBytes=0, stream=stream, kernelParams=None,
                                             extra=ctypes.addressof(config))
        if (err[0] if isinstance(err, tuple) else err) != self.success:
            _check(self.hip, err, "hipModuleLaunchKernel")


_RUNTIMES: dict[int, HipRuntime] = {}


def hip_runtime(hip) -> HipRuntime:
    """The process's HipRuntime for this hip module (one per module object: tests swap fakes)."""
    rt = _RUNTIMES.get(id(hip))
    if rt is None or rt.hip is not hip:
        rt = _RUNTIMES[id(hip)] = HipRuntime(hip)
    return rt


def run_hip(hip, device: int, launch: PackedLaunch) -> dict[str, np.ndarray]:
    """Host arrays on the GPU: copy the buffers in, pack the kernel arguments with their device
    addresses, launch (the module from the per-device cache), wait, and copy the outputs back."""
    rt = hip_runtime(hip)
    function = rt.function(device, launch.code_object, launch.layout.symbol)
    rt.set_device(device)
    device_ptrs: dict[str, Any] = {}
    try:
        h2d, d2h = hip.hipMemcpyKind.hipMemcpyHostToDevice, hip.hipMemcpyKind.hipMemcpyDeviceToHost
        for name, arr in launch.buffers.items():
            device_ptrs[name] = _check(hip, hip.hipMalloc(max(arr.nbytes, 1)), "hipMalloc")
            if arr.nbytes:
                _check(hip, hip.hipMemcpy(device_ptrs[name], arr, arr.nbytes, h2d), "hipMemcpy")
        kernarg = bytearray(pack(launch.layout, launch.values, lambda n: int(device_ptrs[n])))
        rt.launch(device, function, launch.grid, launch.workgroup_size, kernarg)
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


def notice(message: str) -> None:
    print(f"zyfagen: {message}", file=sys.stderr)
