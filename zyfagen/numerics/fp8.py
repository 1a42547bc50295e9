"""FP8 helpers on top of ml_dtypes: OCP e4m3fn / e5m2 quantisation and E8M0 scales.

gfx950's FP8 formats are the OCP ones (cdna4-facts.md): e4m3fn (no infinities, 0x7F/0xFF are NaN,
largest finite 448) and e5m2 (largest finite 57344). ml_dtypes implements both with
round-to-nearest-even; its cast sends values beyond the largest finite number to NaN (e4m3fn) or
inf (e5m2), so every quantiser here clamps first, as the saturating hardware conversions
(`v_cvt_pk_fp8_f32` with clamp) do.

E8M0 is the OCP MX scale format used by `v_mfma_scale_*`: one byte, value 2^(byte - 127),
0xFF is NaN. A power-of-two shift 2^-k is the byte 127 - k.
"""
from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np

E4M3 = np.dtype(ml_dtypes.float8_e4m3fn)
E5M2 = np.dtype(ml_dtypes.float8_e5m2)
E4M3_MAX = 448.0
E5M2_MAX = 57344.0
E4M3_ONE_BYTE = 0x38  # 1.0 in e4m3fn: e = 7, m = 0
E4M3_MAX_BYTE = 0x7E  # 448; 0x7F is NaN
E8M0_BIAS = 127

_FORMATS = {"e4m3fn": (E4M3, E4M3_MAX), "e5m2": (E5M2, E5M2_MAX)}


@dataclass(frozen=True)
class Quantized:
    """An FP8 tensor with its per-tensor descale: value = float(data) * descale."""

    data: np.ndarray  # ml_dtypes FP8 array
    descale: float

    def dequantize(self, dtype: type = np.float64) -> np.ndarray:
        return self.data.astype(dtype) * dtype(self.descale)


def fp8_format(name: str) -> tuple[np.dtype, float]:
    """(ml_dtypes dtype, largest finite value) of an FP8 format name."""
    try:
        return _FORMATS[name]
    except KeyError:
        raise ValueError(f"unknown FP8 format {name!r}; known: {', '.join(sorted(_FORMATS))}") from None


def to_fp8(x: np.ndarray, fmt: str = "e4m3fn") -> np.ndarray:
    """Round to FP8 with round-to-nearest-even, saturating at the largest finite value.

    NaN stays NaN. The clamp happens in float32 after the cast to float32, so the result is the
    FP8 number nearest to float32(x), as a hardware conversion from an fp32 register gives.
    """
    dtype, fmax = fp8_format(fmt)
    x32 = np.asarray(x, dtype=np.float32)
    return np.clip(x32, -fmax, fmax).astype(dtype)


def per_tensor_descale(x: np.ndarray, fmt: str = "e4m3fn") -> float:
    """The usual per-tensor descale amax / FP8_MAX, as a float32 value (1.0 for an all-zero tensor)."""
    _, fmax = fp8_format(fmt)
    amax = float(np.max(np.abs(x))) if np.size(x) else 0.0
    if amax == 0.0 or not np.isfinite(amax):
        return 1.0
    return float(np.float32(amax) / np.float32(fmax))


def quantize_per_tensor(x: np.ndarray, fmt: str = "e4m3fn") -> Quantized:
    """Quantise with one scale for the whole tensor: data = fp8(x / descale)."""
    descale = per_tensor_descale(x, fmt)
    scaled = np.asarray(x, dtype=np.float32) / np.float32(descale)
    return Quantized(to_fp8(scaled, fmt), descale)


def fp8_from_bytes(b: np.ndarray, fmt: str = "e4m3fn") -> np.ndarray:
    """Reinterpret uint8 bytes as FP8 values (no rounding)."""
    dtype, _ = fp8_format(fmt)
    return np.ascontiguousarray(b, dtype=np.uint8).view(dtype)


def fp8_to_bytes(x: np.ndarray) -> np.ndarray:
    """The raw bytes of an FP8 array."""
    return np.ascontiguousarray(x).view(np.uint8)


def e8m0_encode(exponent: np.ndarray | int) -> np.ndarray:
    """E8M0 byte for the scale 2^exponent; exponent must lie in [-127, 127]."""
    e = np.asarray(exponent, dtype=np.int64)
    if np.any(e < -E8M0_BIAS) or np.any(e > E8M0_BIAS):
        raise ValueError("E8M0 exponent outside [-127, 127]")
    return (e + E8M0_BIAS).astype(np.uint8)


def e8m0_decode(byte: np.ndarray | int) -> np.ndarray:
    """Value of E8M0 bytes as float64: 2^(byte - 127); 0xFF is NaN."""
    b = np.asarray(byte, dtype=np.int64)
    out = np.ldexp(1.0, b - E8M0_BIAS)
    return np.where(b == 0xFF, np.nan, out)
