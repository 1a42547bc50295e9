"""numpy <-> torch without needing torch (an optional extra, looked up only when the caller's
object is a torch tensor, so torch is already imported), and device tensors (GPU torch tensors,
CUDA-array-interface arrays) described by address for a launch."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np


def _torch():
    return sys.modules.get("torch")


def is_torch(x: Any) -> bool:
    torch = _torch()
    return torch is not None and isinstance(x, torch.Tensor)


def dtype_name(x: Any) -> str:
    """'float8_e4m3fn', 'bfloat16', 'float32', ... for numpy arrays and torch tensors alike."""
    if is_torch(x):
        return str(x.dtype).removeprefix("torch.")
    return np.asarray(x).dtype.name if not hasattr(x, "dtype") else np.dtype(x.dtype).name


def from_torch_like(x: Any, *, float_ok: bool = False) -> np.ndarray:
    """A numpy view (numpy input, or a CPU torch tensor: strides kept) or copy (a torch tensor on
    a device). FP8 tensors come back as ml_dtypes.float8_e4m3fn, bf16 as ml_dtypes.bfloat16."""
    if not is_torch(x):
        return np.asarray(x)
    torch = _torch()
    t = x.detach()
    if t.device.type != "cpu":
        t = t.cpu()
    if t.dtype == getattr(torch, "float8_e4m3fn", None):
        return t.view(torch.uint8).numpy().view(ml_dtypes.float8_e4m3fn)
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
    if float_ok or t.dtype in (torch.float32, torch.float64):
        return t.numpy()
    return t.numpy()


def to_torch_like(arr: np.ndarray, like: Any) -> Any:
    """`arr` as a torch tensor on `like`'s device (FP8 and bf16 by bit views)."""
    torch = _torch()
    arr = np.ascontiguousarray(arr)
    if arr.dtype == ml_dtypes.float8_e4m3fn:
        t = torch.from_numpy(arr.view(np.uint8)).view(torch.float8_e4m3fn)
    elif arr.dtype == ml_dtypes.bfloat16:
        t = torch.from_numpy(arr.view(np.int16)).view(torch.bfloat16)
    else:
        t = torch.from_numpy(arr)
    return t.to(like.device)


# ---- device tensors: passed to the kernel by pointer, never copied through the host ----------

# e4m3fn, bf16 and fp32 as a device array names them: torch's dtype names, or the typestr of
# the CUDA array interface (https://numba.readthedocs.io/en/stable/cuda/cuda_array_interface.html,
# which hip-python's and CuPy's device arrays implement), which has no FP8 type: one-byte
# unsigned elements there are taken as e4m3fn bytes, as zyfagen's numpy arrays are
_TYPESTR = {"|u1": "float8_e4m3fn", "<u1": "float8_e4m3fn", "<f4": "float32", "<f2": "float16", "<i4": "int32"}
_ITEMSIZE = {"float8_e4m3fn": 1, "bfloat16": 2, "float16": 2, "float32": 4, "uint8": 1, "int32": 4}


@dataclass(frozen=True)
class DeviceTensor:
    """A tensor in GPU memory, as zyfagen passes it to a kernel: its address, shape and
    strides (in elements), element type, the device's index and the object it came from."""

    ptr: int
    shape: tuple[int, ...]
    strides: tuple[int, ...]
    dtype: str
    device: int | None  # None: the array does not say (the CUDA array interface)
    owner: Any = field(repr=False, compare=False)

    @property
    def signature(self) -> tuple:
        """What a launch plan depends on (everything but the address)."""
        return (self.shape, self.strides, self.dtype, self.device)

    def permuted(self, order: tuple[int, ...]) -> "DeviceTensor":
        return DeviceTensor(self.ptr, tuple(self.shape[i] for i in order), tuple(self.strides[i] for i in order),
                            self.dtype, self.device, self.owner)


def is_device_tensor(x: Any) -> bool:
    """A torch tensor on a GPU (ROCm's torch calls its GPUs "cuda"), or any object with the
    CUDA array interface that is not a host array."""
    if is_torch(x):
        return x.device.type not in ("cpu", "meta")
    return hasattr(x, "__cuda_array_interface__") and not isinstance(x, np.ndarray)


def device_tensor(x: Any) -> DeviceTensor:
    """The DeviceTensor of a GPU torch tensor or a CUDA-array-interface object (no copy)."""
    if is_torch(x):
        name = str(x.dtype).removeprefix("torch.")
        return DeviceTensor(x.data_ptr(), tuple(x.shape), tuple(x.stride()), name, x.device.index, x)
    cai = x.__cuda_array_interface__
    shape = tuple(int(n) for n in cai["shape"])
    dtype = _TYPESTR.get(cai["typestr"], cai["typestr"])
    size = _ITEMSIZE.get(dtype, 1)
    if cai.get("strides") is None:  # C-contiguous
        strides, acc = [], 1
        for n in reversed(shape):
            strides.append(acc)
            acc *= n
        strides = tuple(reversed(strides))
    else:
        strides = tuple(int(s) // size for s in cai["strides"])
    return DeviceTensor(int(cai["data"][0]), shape, strides, dtype, None, x)
