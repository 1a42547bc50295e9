"""numpy <-> torch without needing torch: torch is an optional extra, looked up only when the
caller's object is a torch tensor (then torch is already imported)."""
from __future__ import annotations

import sys
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
