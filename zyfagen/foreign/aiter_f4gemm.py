"""AMD AITER's gfx950 FP4 GEMM f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128 (ROCm/aiter, MIT; the
commit is in tests/data/aiter/f4gemm/README.md): its launch contract.

D = (A * sa) (B * sb)^T in bf16: A [M, K] and B [N, K] FP4 E2M1 (two a byte, low nibble first),
sa [M, K/32] and sb [N, K/32] E8M0 scales per 32 k (csrc/py_itfs_cu/asm_gemm_a4w4.cu
gemm_a4w4_asm; op_tests/test_gemm_a4w4.py's run_torch). B pre-shuffled as the 8-bit GEMMs'
(aiter_i8gemm.shuffle_b on its bytes); both scale tensors padded to 256 rows and 8 columns and
shuffled as aiter/ops/shuffle.py shuffle_scale does: view (rows/32, 2, 16, cols/8, 2, 4) ->
permute (0, 3, 5, 2, 4, 1). Launch: block 256, grid (ceil(N / 128), ceil(M / 32), 1).
Buffers carry spare rows and bytes a GPU allocation would absorb (the kernel reads a tile ahead).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import checkout_path
from .aiter_i8gemm import shuffle_b
from .aiter_v4 import pack_e2m1

KERNEL = "_ZN5aiter41f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128E"
TILE_M, TILE_N = 32, 128
BLOCK = (256, 1, 1)
MEMORY_MODEL = "late"


def _data(suffix: str) -> Path | None:
    return checkout_path(f"tests/data/aiter/f4gemm/f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128{suffix}")


def code_object_path() -> Path | None:
    return _data(".co")


def args_layout_path() -> Path | None:
    return _data(".args.yaml")


def grid(m: int, n: int) -> tuple[int, int, int]:
    return (-(-n // TILE_N), -(-m // TILE_M), 1)


def shuffle_scale(s: np.ndarray) -> np.ndarray:
    """E8M0 codes [rows, K/32] padded (rows to 256, columns to 8, with 127 = 2^0) and shuffled."""
    rows, cols = s.shape
    p = np.full((-(-rows // 256) * 256, -(-cols // 8) * 8), 127, np.uint8)
    p[:rows, :cols] = s
    r, c = p.shape
    return np.ascontiguousarray(p.reshape(r // 32, 2, 16, c // 8, 2, 4).transpose(0, 3, 5, 2, 4, 1)).reshape(r, c)


def gemm_args(a_codes: np.ndarray, b_codes: np.ndarray, sa: np.ndarray, sb: np.ndarray) -> dict:
    """a_codes [M, K], b_codes [N, K] E2M1 codes (0..15); sa [M, K/32], sb [N, K/32] E8M0 codes.
    D (ptr_D) is bf16 [M, N]. K a multiple of 256, N of 128."""
    import ml_dtypes

    m, k = a_codes.shape
    n = b_codes.shape[0]
    if k % 256 or n % TILE_N:
        raise ValueError(f"K must be a multiple of 256 and N of {TILE_N} (got N {n}, K {k})")
    a = np.zeros((m + 256, k // 2 + 128), np.uint8)
    a[:m, :k // 2] = pack_e2m1(a_codes)
    b = np.zeros((n + 256, k // 2), np.uint8)
    b[:n] = shuffle_b(pack_e2m1(b_codes))
    sas, sbs = shuffle_scale(np.asarray(sa, np.uint8)), shuffle_scale(np.asarray(sb, np.uint8))
    return dict(ptr_D=np.zeros((m, n), ml_dtypes.bfloat16), ptr_A=a, ptr_B=b, alpha=1.0, beta=0.0,
                stride_D0=n, stride_C0=n, stride_A0=2 * a.shape[1], stride_B0=k, M=m, N=n, K=k,
                ptr_ScaleA=sas, ptr_ScaleB=sbs, stride_ScaleA0=sas.shape[1], stride_ScaleB0=sbs.shape[1])
