"""Triton's FP8 flash-attention forward for gfx950, compiled ahead of time with no GPU.

The kernel is Triton's own fused-attention tutorial forward pass
(triton-lang/triton python/tutorials/06-fused-attention.py: `_attn_fwd` / `_attn_fwd_inner`,
the online softmax in base 2, `tl.dot(q, k)`, `p = exp2(qk)`, `l_i` / `m_i` / `alpha`, the causal
STAGE split into an off-band loop without a mask and an on-band loop with the -1.0e6 mask),
written with plain pointers instead of block pointers / tensor descriptors and with OCP e4m3fn
(`float8e4nv`) Q, K, V, P, per-tensor descales folded into the score scale and the final
normalisation, head dim 128 and bf16 output, so that it runs on exactly the inputs zyfagen's
kernels take.

Block sizes: the tutorial autotunes (on HIP: BLOCK_M in {64, 128}, BLOCK_N in {32, 64},
num_stages 1, num_warps in {4, 8}), which needs a GPU. We take the configuration AMD ships for
this kernel on gfx950: ROCm/aiter aiter/ops/triton/configs/MI350X-MHA-DEFAULT.json, entry
`fwd.default`: BLOCK_M 128, BLOCK_N 64, num_warps 4, num_stages 1, waves_per_eu 2 (within the
tutorial's HIP search space). With 4 waves per 128 query rows each wave owns 32 rows, as in
zyfagen's kernels, and waves_per_eu 2 asks for two waves per SIMD.

    python benchmarks/triton_attention.py     # (needs triton) rewrite benchmarks/data/triton_attn_*

writes NAME.hsaco, NAME.s and NAME.json (dynamic LDS bytes, launch facts) for the non-causal
and causal variants; benchmarks/peers.py uses Triton directly when it is installed and these
committed files otherwise.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

# the behaviour Triton 3.9 defaults to (it warns when unset); fixed so rebuilds are reproducible
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"

# ROCm/aiter aiter/ops/triton/configs/MI350X-MHA-DEFAULT.json, "fwd" -> "default"
CONFIG = {"BLOCK_M": 128, "BLOCK_N": 64, "num_warps": 4, "num_stages": 1, "waves_per_eu": 2}
HEAD_DIM = 128
VARIANTS = {"triton_attn_fp8_hd128": False, "triton_attn_fp8_hd128_causal": True}
# argument order of the compiled kernel (then two trailing scratch pointers Triton adds)
ARG_NAMES = ("q", "k", "v", "o", "sm_scale", "q_descale", "k_descale", "v_descale", "n_ctx",
             "stride_qh", "stride_qm", "stride_kh", "stride_kn", "stride_vh", "stride_vn",
             "stride_oh", "stride_om")


def _kernel_source():
    """The @triton.jit functions (imported lazily so this module loads without triton)."""
    import triton
    import triton.language as tl

    @triton.jit
    def _attn_fwd_inner(acc, l_i, m_i, q, K, V, stride_kn, stride_vn, start_m, qk_scale,
                        BLOCK_M: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_N: tl.constexpr,
                        STAGE: tl.constexpr, offs_m, offs_n, offs_d, N_CTX):
        # STAGE 1: keys left of the diagonal block (causal, no mask); 2: the diagonal block
        # (causal, masked); 3: every key (non-causal) -- as in the tutorial
        if STAGE == 1:
            lo, hi = 0, start_m * BLOCK_M
        elif STAGE == 2:
            lo, hi = start_m * BLOCK_M, (start_m + 1) * BLOCK_M
            lo = tl.multiple_of(lo, BLOCK_M)
        else:
            lo, hi = 0, N_CTX
        for start_n in range(lo, hi, BLOCK_N):
            start_n = tl.multiple_of(start_n, BLOCK_N)
            k = tl.load(K + (start_n + offs_n)[None, :] * stride_kn + offs_d[:, None])
            qk = tl.dot(q, k)
            if STAGE == 2:
                mask = offs_m[:, None] >= (start_n + offs_n[None, :])
                qk = qk * qk_scale + tl.where(mask, 0, -1.0e6)
                m_ij = tl.maximum(m_i, tl.max(qk, 1))
                qk -= m_ij[:, None]
            else:
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
        return acc, l_i, m_i

    @triton.jit
    def attn_fwd_fp8(Q, K, V, Out, sm_scale, q_descale, k_descale, v_descale, N_CTX,
                     stride_qh, stride_qm, stride_kh, stride_kn, stride_vh, stride_vn,
                     stride_oh, stride_om,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
                     STAGE: tl.constexpr):
        start_m = tl.program_id(0)
        off_h = tl.program_id(1)  # 32-bit offsets: the shapes here stay far below 2^31 bytes
        Q += off_h * stride_qh
        K += off_h * stride_kh
        V += off_h * stride_vh
        Out += off_h * stride_oh
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_n = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, HEAD_DIM)
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
        acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
        qk_scale = sm_scale * q_descale * k_descale * 1.44269504  # 1/log(2), as the tutorial
        q = tl.load(Q + offs_m[:, None] * stride_qm + offs_d[None, :])
        if STAGE & 1:
            acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K, V, stride_kn, stride_vn, start_m,
                                            qk_scale, BLOCK_M, HEAD_DIM, BLOCK_N, 4 - STAGE,
                                            offs_m, offs_n, offs_d, N_CTX)
        if STAGE & 2:
            acc, l_i, m_i = _attn_fwd_inner(acc, l_i, m_i, q, K, V, stride_kn, stride_vn, start_m,
                                            qk_scale, BLOCK_M, HEAD_DIM, BLOCK_N, 2,
                                            offs_m, offs_n, offs_d, N_CTX)
        acc = acc * (v_descale / l_i)[:, None]
        tl.store(Out + offs_m[:, None] * stride_om + offs_d[None, :], acc.to(tl.bfloat16))

    return attn_fwd_fp8


SIGNATURE = {"Q": "*fp8e4nv", "K": "*fp8e4nv", "V": "*fp8e4nv", "Out": "*bf16", "sm_scale": "fp32",
             "q_descale": "fp32", "k_descale": "fp32", "v_descale": "fp32", "N_CTX": "i32",
             "stride_qh": "i32", "stride_qm": "i32", "stride_kh": "i32", "stride_kn": "i32",
             "stride_vh": "i32", "stride_vn": "i32", "stride_oh": "i32", "stride_om": "i32",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "HEAD_DIM": "constexpr",
             "STAGE": "constexpr"}


def compile_variant(causal: bool):
    """Triton's compiled kernel for gfx950 (needs triton)."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    fn = _kernel_source()
    constexprs = {"BLOCK_M": CONFIG["BLOCK_M"], "BLOCK_N": CONFIG["BLOCK_N"], "HEAD_DIM": HEAD_DIM,
                  "STAGE": 3 if causal else 1}
    options = {k: CONFIG[k] for k in ("num_warps", "num_stages", "waves_per_eu")}
    return triton.compile(ASTSource(fn, SIGNATURE, constexprs),
                          target=GPUTarget("hip", "gfx950", 64), options=options)


def facts(compiled) -> dict:
    import triton

    return {"triton_version": triton.__version__, "shared": int(compiled.metadata.shared),
            "config": CONFIG, "head_dim": HEAD_DIM, "args": list(ARG_NAMES),
            "source": "benchmarks/triton_attention.py"}


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for name, causal in VARIANTS.items():
        compiled = compile_variant(causal)
        (DATA / f"{name}.hsaco").write_bytes(compiled.asm["hsaco"])
        (DATA / f"{name}.s").write_text(compiled.asm["amdgcn"])
        (DATA / f"{name}.json").write_text(json.dumps(facts(compiled), indent=1, sort_keys=True) + "\n")
        print(f"wrote {DATA / name}.{{hsaco,s,json}}")


if __name__ == "__main__":
    main()
