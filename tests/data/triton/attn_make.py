"""Compile the Triton FP8 attention forward that the occupancy tests run, for gfx950, no GPU.

`python tests/data/triton/attn_make.py` (needs triton; 3.9.0 produced the committed files)
writes attn_fp8_fwd_hd128.hsaco (and .s for reading) next to this script. The kernel is
Triton's fused-attention tutorial (06-fused-attention.py) forward pass, cut to one head,
non-causal, with float8e4nv Q, K, V, head dim 128 and bf16 output. BLOCK_M = 256 query rows
over num_warps = 8 gives each wave 32 rows and two waves per SIMD, as in the kernels zyfagen
generates; BLOCK_N = 64 keys per loop iteration (128 spills registers in Triton 3.9).
CI has no triton: tests use the committed code object.
"""
from __future__ import annotations

from pathlib import Path

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

HERE = Path(__file__).resolve().parent
NAME = "attn_fp8_fwd_hd128"
CONSTEXPRS = {"BLOCK_M": 256, "BLOCK_N": 64, "HEAD_DIM": 128}
OPTIONS = {"num_warps": 8, "num_stages": 2}


@triton.jit
def attn_fp8_fwd_hd128(Q, K, V, Out, sm_scale, N_CTX, stride_qm, stride_kn, stride_vn, stride_om,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :])
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    for start_n in range(0, N_CTX, BLOCK_N):
        k = tl.load(K + (start_n + offs_n)[None, :] * stride_kn + offs_d[:, None])
        qk = tl.dot(q, k)
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        l_ij = tl.sum(p, 1)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + l_ij
        acc = acc * alpha[:, None]
        v = tl.load(V + (start_n + offs_n)[:, None] * stride_vn + offs_d[None, :])
        acc = tl.dot(p.to(tl.float8e4nv), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    tl.store(Out + offs_m[:, None] * stride_om + offs_d[None, :], acc.to(tl.bfloat16))


SIGNATURE = {"Q": "*fp8e4nv", "K": "*fp8e4nv", "V": "*fp8e4nv", "Out": "*bf16", "sm_scale": "fp32",
             "N_CTX": "i32", "stride_qm": "i32", "stride_kn": "i32", "stride_vn": "i32",
             "stride_om": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
             "HEAD_DIM": "constexpr"}


def main() -> None:
    kernel = triton.compile(ASTSource(attn_fp8_fwd_hd128, SIGNATURE, CONSTEXPRS),
                            target=GPUTarget("hip", "gfx950", 64), options=OPTIONS)
    (HERE / f"{NAME}.hsaco").write_bytes(kernel.asm["hsaco"])
    (HERE / f"{NAME}.s").write_text(kernel.asm["amdgcn"])
    print(f"wrote {NAME}.hsaco with triton {triton.__version__}")


if __name__ == "__main__":
    main()
