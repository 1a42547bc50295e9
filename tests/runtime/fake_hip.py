"""A fake hip-python module (`hip.hip`) that records every call and the kernel-argument bytes,
and runs a launched kernel in the emulator from those bytes alone (as a GPU would: pointers are
looked up in the fake's device memory); and device arrays in its memory (the CUDA array
interface, as hip-python's and CuPy's arrays have)."""
from __future__ import annotations

import types

import numpy as np

from fake_hip_base import FakeHipBase


class FakeHip(FakeHipBase):
    """Enough of hip-python's `hip.hip` for zyfagen; `calls` records every call."""

    def hipDeviceProp_t(self):
        return types.SimpleNamespace(gcnArchName=b"")

    def hipGetDeviceProperties(self, props, i):
        props.gcnArchName = self.arch
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
