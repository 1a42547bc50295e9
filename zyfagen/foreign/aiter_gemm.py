"""AMD AITER's gfx950 BF16 GEMM bf16gemm_bf16_tn_256x256 (ROCm/aiter, MIT; the commit is in
tests/data/aiter/bf16gemm/README.md): its launch contract.

csrc/py_itfs_cu/asm_gemm_a16w16.cu packs `KernelArgs` (16-byte slots, 352 bytes) for
D = A B^T with A [M, K] and B [N, K] bf16 (row-major, "tn"), alpha 1, beta 0, strides in bytes,
stride_C0 = stride_D0 = N x the output's bytes, is_out_b16 for a bf16 D, splitk 1 (this
kernel's csv row has no split-K; K a multiple of 64). Launch: block 256, grid
(ceil(N / 256), ceil(M / 256), splitk).

The kernel prefetches past the end of A and B (the K tile after the last, data it never uses):
a GPU allocation absorbs that read, the emulator needs the buffers padded (PAD_ROWS zero rows).
M a multiple of 256 only: with a partial last row tile the emulator sees the kernel store whole
256-row tiles past the end of D (whether the hardware's buffer range check clips those stores
was not settled here).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import checkout_path

KERNEL = "_ZN5aiter24bf16gemm_bf16_tn_256x256E"
TILE = 256
BLOCK = (256, 1, 1)
PAD_ROWS = 64
MEMORY_MODEL = "late"


def _data(name: str) -> Path | None:
    return checkout_path(f"tests/data/aiter/bf16gemm/{name}")


def code_object_path() -> Path | None:
    return _data("bf16gemm_bf16_tn_256x256.co")


def args_layout_path() -> Path | None:
    return _data("bf16gemm_bf16_tn_256x256.args.yaml")


def grid(m: int, n: int) -> tuple[int, int, int]:
    return (-(-n // TILE), -(-m // TILE), 1)


def gemm_args(a: np.ndarray, b: np.ndarray) -> dict:
    """Arguments for D = A B^T, A [M, K] and B [N, K] bf16 (ml_dtypes); D (ptr_D) bf16 [M, N]."""
    import ml_dtypes

    m, k = a.shape
    n = b.shape[0]
    if k % 64 or m % TILE:
        raise ValueError(f"K must be a multiple of 64 and M of {TILE} (got M {m}, K {k})")

    def padded(x: np.ndarray) -> np.ndarray:
        return np.concatenate([x, np.zeros((PAD_ROWS, k), ml_dtypes.bfloat16)])
    return dict(ptr_D=np.zeros((m, n), ml_dtypes.bfloat16), ptr_A=padded(a), ptr_B=padded(b),
                alpha=1.0, beta=0.0, stride_D0=2 * n, stride_C0=2 * n, stride_A0=2 * k,
                stride_B0=2 * k, M=m, N=n, K=k, splitk=1, is_out_b16=1)
