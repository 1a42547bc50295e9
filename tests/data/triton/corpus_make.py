"""Compile the Triton FP8 flash-attention corpus for gfx950 (issue 12), with no GPU.

`python tests/data/triton/corpus_make.py [NAME ...]` (needs triton; 3.9.0 produced the committed
files) writes corpus/NAME.hsaco, corpus/NAME.s (for reading) and corpus/NAME.json (signature,
constexprs, compile options, divisibility hints, dynamic LDS bytes and the launch grid rule) for
every kernel in CORPUS. tests/emulator/test_triton_corpus.py runs the committed code objects
(CI has no triton).

One kernel source, `attn_fwd`, is Triton's fused-attention tutorial forward pass
(python/tutorials/06-fused-attention.py) rewritten here for float8e4nv Q, K, V and fp32 output,
with what real launches need and the tutorial's fast path avoids: masked loads and scores for
sequence lengths that are not multiples of the blocks, a bottom-right causal mask for
seq_q != seq_k (query row i sees keys j <= i + seq_k - seq_q), and grouped-query attention where
query head h reads key/value head h // group, the group either a run-time argument (GROUP = 0)
or a constexpr (GROUP > 0). The corpus covers head dims 64/128/256, BLOCK_M 64/128,
BLOCK_N 32/64/128 and 4 and 8 warps across few kernels.

Divisibility hints: Triton's launcher marks every pointer and every integer argument whose value
is a multiple of 16 with tt.divisibility = 16 (triton/backends/amd/driver.py and
triton/runtime/jit.py specialisation). Tensors are 16-byte aligned and the strides here are
multiples of 16 (head dims and head strides), so they get the hint; the sequence lengths (odd in
the tests), the group and sm_scale do not.
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
OUT = Path(__file__).resolve().parent / "corpus"


@triton.jit
def attn_fwd(Q, K, V, Out, sm_scale, seq_q, seq_k, group,
             stride_qh, stride_qm, stride_kh, stride_kn, stride_vh, stride_vn,
             stride_oh, stride_om,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
             CAUSAL: tl.constexpr, GROUP: tl.constexpr):
    """One program: BLOCK_M query rows of query head program_id(1); Q, K, V [heads, seq, HEAD_DIM]."""
    start_m = tl.program_id(0)
    head = tl.program_id(1)
    if GROUP > 0:
        kv_head = head // GROUP
    else:
        kv_head = head // group
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < seq_q
    q = tl.load(Q + head * stride_qh + offs_m[:, None] * stride_qm + offs_d[None, :],
                mask=row_ok[:, None], other=0.0)
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    k_base = K + kv_head * stride_kh
    v_base = V + kv_head * stride_vh
    for start_n in range(0, seq_k, BLOCK_N):
        cols = start_n + offs_n
        col_ok = cols < seq_k
        k = tl.load(k_base + cols[None, :] * stride_kn + offs_d[:, None],
                    mask=col_ok[None, :], other=0.0)
        qk = tl.dot(q, k) * qk_scale
        visible = col_ok[None, :]
        if CAUSAL:
            visible = visible & (cols[None, :] <= offs_m[:, None] + (seq_k - seq_q))
        qk = tl.where(visible, qk, -float("inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        # as in the tutorial: the row sum of the fp32 P, the numerator from P rounded to e4m3
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_base + cols[:, None] * stride_vn + offs_d[None, :],
                    mask=col_ok[:, None], other=0.0)
        acc = tl.dot(p.to(tl.float8e4nv), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    tl.store(Out + head * stride_oh + offs_m[:, None] * stride_om + offs_d[None, :], acc,
             mask=row_ok[:, None])


SIGNATURE = {"Q": "*fp8e4nv", "K": "*fp8e4nv", "V": "*fp8e4nv", "Out": "*fp32",
             "sm_scale": "fp32", "seq_q": "i32", "seq_k": "i32", "group": "i32",
             "stride_qh": "i32", "stride_qm": "i32", "stride_kh": "i32", "stride_kn": "i32",
             "stride_vh": "i32", "stride_vn": "i32", "stride_oh": "i32", "stride_om": "i32",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "HEAD_DIM": "constexpr",
             "CAUSAL": "constexpr", "GROUP": "constexpr"}
# pointers and strides: the arguments a real launch marks divisible by 16
DIVISIBLE = ["Q", "K", "V", "Out", "stride_qh", "stride_qm", "stride_kh", "stride_kn",
             "stride_vh", "stride_vn", "stride_oh", "stride_om"]

# name: (constexprs, options). GROUP 0 = group is the run-time argument `group`.
CORPUS = {
    "attn_d64_m64_n32_w4_gqa_rt": (
        {"BLOCK_M": 64, "BLOCK_N": 32, "HEAD_DIM": 64, "CAUSAL": False, "GROUP": 0},
        {"num_warps": 4, "num_stages": 2}),
    "attn_d64_m128_n128_w8_causal_gqa4": (
        {"BLOCK_M": 128, "BLOCK_N": 128, "HEAD_DIM": 64, "CAUSAL": True, "GROUP": 4},
        {"num_warps": 8, "num_stages": 2}),
    "attn_d128_m64_n64_w4_causal_gqa_rt": (
        {"BLOCK_M": 64, "BLOCK_N": 64, "HEAD_DIM": 128, "CAUSAL": True, "GROUP": 0},
        {"num_warps": 4, "num_stages": 2}),
    "attn_d128_m128_n64_w8_gqa2": (
        {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 128, "CAUSAL": False, "GROUP": 2},
        {"num_warps": 8, "num_stages": 2}),
    "attn_d128_m64_n128_w4_mha": (
        {"BLOCK_M": 64, "BLOCK_N": 128, "HEAD_DIM": 128, "CAUSAL": False, "GROUP": 1},
        {"num_warps": 4, "num_stages": 2}),
    "attn_d256_m64_n32_w4_causal_gqa2": (
        {"BLOCK_M": 64, "BLOCK_N": 32, "HEAD_DIM": 256, "CAUSAL": True, "GROUP": 2},
        {"num_warps": 4, "num_stages": 2}),
    "attn_d256_m128_n64_w8_gqa_rt": (
        {"BLOCK_M": 128, "BLOCK_N": 64, "HEAD_DIM": 256, "CAUSAL": False, "GROUP": 0},
        {"num_warps": 8, "num_stages": 2}),
}


def compile_kernel(name: str):
    """Triton's compiled kernel for gfx950 with a real launch's divisibility hints."""
    constexprs, options = CORPUS[name]
    attrs = {(list(SIGNATURE).index(arg),): [["tt.divisibility", 16]] for arg in DIVISIBLE}
    src = ASTSource(attn_fwd, SIGNATURE, constexprs, attrs)
    return triton.compile(src, target=GPUTarget("hip", "gfx950", 64), options=options)


def main(names: list[str]) -> None:
    OUT.mkdir(exist_ok=True)
    for name in names or list(CORPUS):
        kernel = compile_kernel(name)
        constexprs, options = CORPUS[name]
        (OUT / f"{name}.hsaco").write_bytes(kernel.asm["hsaco"])
        (OUT / f"{name}.s").write_text(kernel.asm["amdgcn"])
        facts = {
            "triton": triton.__version__, "kernel": "attn_fwd", "target": "gfx950",
            "signature": SIGNATURE, "constexprs": constexprs, "options": options,
            "divisibility_16": DIVISIBLE,
            # arguments after the signature's non-constexpr ones: Triton's two scratch pointers
            "trailing_args": ["global_scratch (null)", "profile_scratch (null)"],
            "shared": kernel.metadata.shared, "num_warps": kernel.metadata.num_warps,
            "grid": ["cdiv(seq_q, BLOCK_M)", "query heads", 1],
            "workgroup": [64 * kernel.metadata.num_warps, 1, 1],
        }
        (OUT / f"{name}.json").write_text(json.dumps(facts, indent=1) + "\n")
        print(f"wrote {name}.hsaco (shared {kernel.metadata.shared} B)")


if __name__ == "__main__":
    main(sys.argv[1:])
