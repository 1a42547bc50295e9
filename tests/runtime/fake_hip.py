"""A fake hip-python module (`hip.hip`) that records every call and the kernel-argument bytes,
and runs a launched kernel in the emulator from those bytes alone (as a GPU would: pointers are
looked up in the fake's device memory); and device arrays in its memory (the CUDA array
interface, as hip-python's and CuPy's arrays have)."""
from __future__ import annotations

import ctypes
import enum
import types

import numpy as np


class FakeHip:
    """Enough of hip-python's `hip.hip` for zyfagen: (error, value) tuples like the real one."""

    class hipError_t(enum.IntEnum):
        hipSuccess = 0
        hipErrorInvalidValue = 1

    class hipMemcpyKind(enum.IntEnum):
        hipMemcpyHostToDevice = 1
        hipMemcpyDeviceToHost = 2

    def __init__(self, arch=b"gfx950:sramecc+:xnack-"):
        self.arch, self.calls, self.memory, self.launches = arch, [], {}, []
        self.next_address = 0x7F00_0000_0000
        self.modules = {}

    def hipDeviceProp_t(self):
        return types.SimpleNamespace(gcnArchName=b"")

    def hipGetDeviceCount(self):
        self.calls.append("hipGetDeviceCount")
        return (self.hipError_t.hipSuccess, 1)

    def hipGetDeviceProperties(self, props, i):
        props.gcnArchName = self.arch
        return (self.hipError_t.hipSuccess,)

    def hipSetDevice(self, i):
        self.calls.append(("hipSetDevice", i))
        return (self.hipError_t.hipSuccess,)

    def hipModuleLoadData(self, data):
        self.calls.append("hipModuleLoadData")
        handle = len(self.modules) + 1
        self.modules[handle] = bytes(data)
        return (self.hipError_t.hipSuccess, handle)

    def hipModuleGetFunction(self, module, name):
        self.calls.append(("hipModuleGetFunction", name))
        return (self.hipError_t.hipSuccess, (module, name.decode()))

    def hipMalloc(self, n):
        addr = self.next_address
        self.next_address += (n + 255) // 256 * 256 + 4096
        self.memory[addr] = bytearray(n)
        self.calls.append(("hipMalloc", n))
        return (self.hipError_t.hipSuccess, addr)

    def hipMemcpy(self, dst, src, n, kind):
        self.calls.append(("hipMemcpy", int(kind), n))
        if kind == self.hipMemcpyKind.hipMemcpyHostToDevice:
            self.memory[int(dst)][:n] = np.ascontiguousarray(src).view(np.uint8).reshape(-1)[:n].tobytes()
        else:
            dst.view(np.uint8).reshape(-1)[:n] = np.frombuffer(bytes(self.memory[int(src)][:n]), np.uint8)
        return (self.hipError_t.hipSuccess,)

    def hipModuleLaunchKernel(self, function, gx, gy, gz, bx, by, bz, sharedMemBytes, stream,
                              kernelParams, extra):
        # read `extra` the way HIP does: {BUFFER_POINTER, ptr, BUFFER_SIZE, &size, END}
        config = (ctypes.c_void_p * 5).from_address(extra)
        assert [config[0], config[2], config[4]] == [1, 2, 3]
        size = ctypes.c_size_t.from_address(config[3]).value
        kernarg = ctypes.string_at(config[1], size)
        self.launches.append(dict(kernarg=kernarg, grid=(gx, gy, gz), block=(bx, by, bz),
                                  shared=sharedMemBytes, function=function))
        self._execute(function, kernarg, (gx, gy, gz), bx)
        return (self.hipError_t.hipSuccess,)

    def _execute(self, function, kernarg, grid, block):
        """Run the kernel in the emulator, arguments decoded from the kernarg bytes only."""
        from emulator_util import launch_from_kernarg

        module, symbol = function
        for addr, (_name, out) in launch_from_kernarg(self.modules[module], symbol, kernarg, self.memory, grid,
                                                      block).items():
            self.memory[addr][:] = out

    def hipDeviceSynchronize(self):
        return (self.hipError_t.hipSuccess,)

    def hipFree(self, ptr):
        self.calls.append(("hipFree", int(ptr)))
        return (self.hipError_t.hipSuccess,)

    def hipModuleUnload(self, module):
        self.calls.append("hipModuleUnload")
        return (self.hipError_t.hipSuccess,)


class DeviceArray:
    """An array in the fake's device memory with the CUDA array interface (one allocation; the
    address is its start). `typestr` '|u1' holds e4m3fn bytes, '<f4' fp32, '<u2' bf16 bits."""

    def __init__(self, fake: "FakeHip", host: np.ndarray, typestr: str | None = None, shape=None, strides=None):
        host = np.ascontiguousarray(host)
        _, self.ptr = fake.hipMalloc(host.nbytes)
        fake.memory[self.ptr][:] = host.view(np.uint8).reshape(-1).tobytes()
        self.fake, self.dtype = fake, host.dtype
        self.shape = tuple(shape or host.shape)
        self.__cuda_array_interface__ = {"shape": self.shape, "typestr": typestr or host.dtype.str,
                                         "data": (self.ptr, False), "strides": strides, "version": 3}

    def host(self, dtype=None) -> np.ndarray:
        """The allocation's bytes now, as a flat array of `dtype`."""
        return np.frombuffer(bytes(self.fake.memory[self.ptr]), dtype or self.dtype)


_ON_GPU = None


def torch_on_gpu(fake: FakeHip, x: np.ndarray):
    """A torch tensor reporting device cuda:0 (a CPU torch build here: a subclass), holding x
    (e4m3fn and bf16 by bit views), its bytes mirrored into the fake's memory at the tensor's
    own address, as a GPU tensor's would be."""
    import ml_dtypes
    import torch

    global _ON_GPU
    if _ON_GPU is None:  # one class for every such tensor (torch dispatches on mixed subclasses)
        class OnGpu(torch.Tensor):
            @property
            def device(self):
                return torch.device("cuda", 0)

        _ON_GPU = OnGpu
    OnGpu = _ON_GPU
    x = np.ascontiguousarray(x)
    views = {np.dtype(ml_dtypes.float8_e4m3fn): (np.uint8, torch.float8_e4m3fn),
             np.dtype(ml_dtypes.bfloat16): (np.int16, torch.bfloat16)}
    raw, typ = views.get(x.dtype, (x.dtype, None))
    t = torch.from_numpy(x.view(raw))
    g = torch.Tensor._make_subclass(OnGpu, t.view(typ) if typ is not None else t)
    fake.memory[g.data_ptr()] = bytearray(x.view(np.uint8).tobytes())
    return g
