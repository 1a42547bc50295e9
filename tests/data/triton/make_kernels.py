"""Compile the Triton kernels the emulator tests run, for gfx950, with no GPU.

Run `python tests/data/triton/make_kernels.py` (needs triton; 3.9.0 produced the committed
files) to regenerate NAME.hsaco (and NAME.s for reading) in this directory. The tests use
Triton directly when it is installed and these committed code objects otherwise.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
HERE = Path(__file__).resolve().parent


@triton.jit
def fp8_gemm(a_ptr, b_ptr, c_ptr, M, N, K,
             stride_am, stride_bn, stride_cm,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """C[M,N] (fp32) = A[M,K] @ B[N,K].T with A, B float8e4nv; M, N, K multiples of the blocks."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * stride_am + (k0 + rk)[None, :])
        b = tl.load(b_ptr + rn[None, :] * stride_bn + (k0 + rk)[:, None])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc)


@triton.jit
def fp8_gemm_kn(a_ptr, b_ptr, c_ptr, M, N, K,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """C[M,N] (fp32) = A[M,K] @ B[K,N], B row-major (N contiguous): Triton reads B from LDS
    with the transposed ds_read_b64_tr_b8."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + rm[:, None] * K + (k0 + rk)[None, :])
        b = tl.load(b_ptr + (k0 + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    """Row softmax of an fp32 matrix; one program per row; n_cols <= BLOCK (masked)."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def fp8_attention_fwd(Q, K, V, Out, sm_scale, N_CTX,
                      stride_qm, stride_kn, stride_vn, stride_om,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    """Flash-attention forward for one head, adapted from Triton's fused-attention tutorial
    (06-fused-attention.py) to float8e4nv Q, K, V and fp32 output; no causal mask."""
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
    tl.store(Out + offs_m[:, None] * stride_om + offs_d[None, :], acc)


KERNELS = {
    "fp8_gemm": (fp8_gemm,
                 {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", "M": "i32",
                  "N": "i32", "K": "i32", "stride_am": "i32", "stride_bn": "i32",
                  "stride_cm": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
                  "BLOCK_K": "constexpr"},
                 {"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 64}),
    "fp8_gemm_kn": (fp8_gemm_kn,
                    {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "c_ptr": "*fp32", "M": "i32",
                     "N": "i32", "K": "i32", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
                     "BLOCK_K": "constexpr"},
                    {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}),
    "softmax": (softmax,
                {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32", "out_stride": "i32",
                 "n_cols": "i32", "BLOCK": "constexpr"},
                {"BLOCK": 256}),
    "fp8_attention_fwd": (fp8_attention_fwd,
                          {"Q": "*fp8e4nv", "K": "*fp8e4nv", "V": "*fp8e4nv", "Out": "*fp32",
                           "sm_scale": "fp32", "N_CTX": "i32", "stride_qm": "i32",
                           "stride_kn": "i32", "stride_vn": "i32", "stride_om": "i32",
                           "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
                           "HEAD_DIM": "constexpr"},
                          {"BLOCK_M": 64, "BLOCK_N": 64, "HEAD_DIM": 128}),
}


def compile_kernel(name: str):
    """Triton's compiled kernel (`.asm['hsaco']`, `.asm['amdgcn']`) for gfx950."""
    fn, signature, constexprs = KERNELS[name]
    # Triton's launcher marks pointers and ints divisible by 16 (all of ours are) with
    # tt.divisibility; do the same so the loads are vectorised as in a real launch.
    attrs = {(i,): [["tt.divisibility", 16]] for i, (arg, kind) in enumerate(signature.items())
             if kind != "constexpr" and kind != "fp32" and arg not in ("n_cols",)}
    src = ASTSource(fn, signature, constexprs, attrs)
    return triton.compile(src, target=GPUTarget("hip", "gfx950", 64))


def main(names: list[str]) -> None:
    for name in names or list(KERNELS):
        kernel = compile_kernel(name)
        (HERE / f"{name}.hsaco").write_bytes(kernel.asm["hsaco"])
        (HERE / f"{name}.s").write_text(kernel.asm["amdgcn"])
        # launch facts the code object does not carry: dynamic LDS bytes and warps
        facts = {"shared": kernel.metadata.shared, "num_warps": kernel.metadata.num_warps}
        (HERE / f"{name}.json").write_text(json.dumps(facts, indent=1) + "\n")
        print(f"wrote {name}.hsaco")


if __name__ == "__main__":
    main(sys.argv[1:])
