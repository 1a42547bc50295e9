"""AMD AITER's gfx950 8-bit GEMMs with a pre-shuffled B (ROCm/aiter, MIT; the commit is in
tests/data/aiter/i8gemm/README.md and fp8gemm_blockscale/README.md): the launch contracts of
I8gemm_bf16_perTokenI8_BpreShuffle_32x128 (below) and fp8gemm_bf16_blockscale_BpreShuffle_32x128
(`blockscale_args`).

C = (A B^T) sa sb + bias in bf16, A [M, K] and B [N, K] int8, sa [M, 1] and sb [1, N] fp32
per-token / per-channel scales, bias [1, N] fp32 (csrc/py_itfs_cu/asm_gemm_a8w8.cu
gemm_a8w8_asm; op_tests/test_gemm_a8w8.py's run_torch is the same formula). B is pre-shuffled
as aiter/ops/shuffle.py shuffle_weight(B, layout=(16, 16)) lays it out (op_tests/
test_gemm_a8w8.py): rows in blocks of 16, K in blocks of 32, each as two 16-byte halves of
16 rows: view (N/16, 16, K/32, 2, 16) -> permute (0, 2, 3, 1, 4). Launch: block 256, grid
(N / 128, ceil(M / 32), 1), ks 1.

Buffers as a GPU allocation would absorb them: A's rows carry 128 spare bytes (the op test's
pad_a: the kernel reads a K tile ahead), sa covers whole 32-row tiles; M a multiple of 32 (with
a partial row tile the kernel stores whole tiles past C, as AITER's BF16 GEMM does).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import checkout_path

KERNEL = "_ZN5aiter41I8gemm_bf16_perTokenI8_BpreShuffle_32x128E"
TILE_M, TILE_N = 32, 128
BLOCK = (256, 1, 1)
A_PAD = 128  # bytes past each row of A (op_tests/test_gemm_a8w8.py pad_a)
MEMORY_MODEL = "late"


FILES = {"i8": ("i8gemm", "I8gemm_bf16_perTokenI8_BpreShuffle_32x128"),
         "fp8_blockscale": ("fp8gemm_blockscale", "fp8gemm_bf16_blockscale_BpreShuffle_32x128")}


def _data(kind: str, suffix: str) -> Path | None:
    folder, stem = FILES[kind]
    return checkout_path(f"tests/data/aiter/{folder}/{stem}{suffix}")


def code_object_path(kind: str = "i8") -> Path | None:
    return _data(kind, ".co")


def args_layout_path(kind: str = "i8") -> Path | None:
    return _data(kind, ".args.yaml")


def grid(m: int, n: int) -> tuple[int, int, int]:
    return (n // TILE_N, -(-m // TILE_M), 1)


def shuffle_b(b: np.ndarray) -> np.ndarray:
    """shuffle_weight(b, layout=(16, 16)) for int8 [N, K] (16 elements per 16-byte group)."""
    n, k = b.shape
    return np.ascontiguousarray(b.reshape(n // 16, 16, k // 32, 2, 16).transpose(0, 2, 3, 1, 4)).reshape(n, k)


def gemm_args(a: np.ndarray, b: np.ndarray, sa: np.ndarray, sb: np.ndarray, bias: np.ndarray) -> dict:
    """Arguments for C = (A B^T) sa sb + bias: a [M, K], b [N, K] int8; sa [M], sb [N], bias [N]
    fp32. C (ptr_c) is bf16 [M, N]."""
    import ml_dtypes

    m, k = a.shape
    n = b.shape[0]
    if m % TILE_M or n % TILE_N or k % 128:
        raise ValueError(f"M must be a multiple of {TILE_M}, N of {TILE_N}, K of 128 (got {m}, {n}, {k})")
    a_pad = np.zeros((m, k + A_PAD), np.int8)
    a_pad[:, :k] = a
    return dict(ptr_c=np.zeros((m, n), ml_dtypes.bfloat16), ptr_a=a_pad, ptr_b=shuffle_b(b),
                ptr_sa=np.asarray(sa, np.float32).reshape(m, 1), ptr_sb=np.asarray(sb, np.float32).reshape(1, n),
                ptr_bias=np.asarray(bias, np.float32).reshape(1, n), m=m, n=n, k=k, lda=k + A_PAD, ldb=k,
                ldc=2 * n, ks=1)


# fp8gemm_bf16_blockscale_BpreShuffle_32x128 (csrc/py_itfs_cu/asm_a8w8_blockscale_bpreshuffle.cu,
# KernelArgs 256 bytes): C = sum over 128-wide K blocks kb of (A_kb B_kb^T) sa[m, kb] sb[n/128, kb]
# in bf16 (op_tests/test_gemm_a8w8_blockscale.py run_torch), A [M, K] and B [N, K] e4m3fn, B
# shuffled as above, A's scales stored transposed ([K / 128, M], the op test's x_scale_t), B's
# [N / 128, K / 128]; bias a zero fp32 row (the launcher's zero_bias_buf). Same grid and tiles.
BLOCK_K = 128


def blockscale_args(a: np.ndarray, b: np.ndarray, sa: np.ndarray, sb: np.ndarray) -> dict:
    """a [M, K], b [N, K] e4m3fn; sa [M, K/128], sb [N/128, K/128] fp32. C (ptr_c) bf16 [M, N]."""
    import ml_dtypes

    m, k = a.shape
    n = b.shape[0]
    if m % TILE_M or n % TILE_N or k % BLOCK_K:
        raise ValueError(f"M must be a multiple of {TILE_M}, N of {TILE_N}, K of {BLOCK_K} (got {m}, {n}, {k})")
    return dict(ptr_c=np.zeros((m, n), ml_dtypes.bfloat16), ptr_a=np.ascontiguousarray(a).view(np.uint8),
                ptr_b=shuffle_b(np.ascontiguousarray(b).view(np.uint8)),
                ptr_sa=np.ascontiguousarray(np.asarray(sa, np.float32).T), ptr_sb=np.asarray(sb, np.float32),
                ptr_bias=np.zeros((1, n), np.float32), m=m, n=n, k=k, lda=k, ldb=k, ldc=2 * n, ks=1,
                scale_m=m, scale_n=n // BLOCK_K, scale_k=k // BLOCK_K)
