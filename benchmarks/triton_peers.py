"""Triton FP8 flash-attention forward kernels for gfx950, the peers of benchmarks/peers.py.

    .venv/bin/python benchmarks/triton_peers.py [NAME ...]   # needs triton (3.9.0 wrote the data)

writes benchmarks/data/triton_peers/NAME.{hsaco,s,json} for every kernel in KERNELS (head dim
128 and MLA 192/128, causal and not, over the gfx950 autotune configurations below). The
committed files let peers.py and the tests run without triton (CI has none); the .json sidecar
is the launch contract zyfagen/foreign/triton_attn.py reads (argument order, constexprs,
options, dynamic LDS bytes, grid rule).

The kernel (`attn_fwd`, written here) is Triton's fused-attention tutorial forward
(triton-lang/triton python/tutorials/06-fused-attention.py: online softmax in base 2, the
causal split into an off-band loop without a mask and an on-band loop over the diagonal
BLOCK_M keys with one) in OCP e4m3fn (`float8e4nv`) Q, K, V and P with per-tensor descales
folded into the score scale and the output scale, bf16 O, and what the four problems need:
grouped-query attention (query head h reads KV head h // group, group a run-time argument),
bottom-right causal alignment for seq_q <= seq_k (row i sees keys j <= i + seq_k - seq_q), a
batch grid axis, and MLA's split QK head dim: d_qk = D + DP with DP the rotary part, scored as
dot(q[:, :D], k[:D]) + dot(q[:, D:], k[D:]) (two power-of-two dots, no padding; the split AITER's
Triton MHA makes for its `BLOCK_DMODEL_PE`, aiter/ops/triton/attention/mha.py). Like the
tutorial it assumes seq_q % BLOCK_M == 0 and seq_k % BLOCK_N == 0 (no load masks: the fastest
form of the loop); the launch contract refuses other lengths.

Divisibility hints: Triton's launcher marks pointers and every integer argument whose value is
a multiple of 16 with tt.divisibility 16 (triton/runtime/jit.py specialisation). Tensors are
16-byte aligned; the strides (multiples of the head dims), seq_q and seq_k (multiples of the
blocks) are multiples of 16 in every problem here, so all get the hint; qk_scale, o_scale and
group do not. (A real launch with group 1 would also specialise it to the constant 1; the
run-time division it costs is a few scalar instructions per workgroup.)

Configurations (Triton's and AITER's lists for gfx950 / MI350X-MI355X):
- ROCm/aiter aiter/ops/triton/_triton_kernels/flash_attn_triton_amd/fwd_prefill.py,
  get_fwd_prefill_configs("on"), the `arch.name == "gfx950"` list (commit af02117f):
  BLOCK_M 128 with BLOCK_N 64 / num_warps 4 / num_stages 1, BLOCK_N 64 / 2 warps / 1 stage,
  BLOCK_N 64 / 4 warps / 2 stages, BLOCK_N 128 / 4 warps / 2 stages; waves_per_eu 2 in all;
- ROCm/aiter aiter/ops/triton/configs/gfx950-MHA-DEFAULT.json (commit dad8bab3), "fwd":
  "default" (= the first above) and "pe" (the config AITER's Triton MHA takes with a rotary head
  part: BLOCK_M 128, BLOCK_N 32, 4 warps, 3 stages, waves_per_eu 2);
- Triton's tutorial autotune space on HIP (06-fused-attention.py `configs` and `keep`):
  BLOCK_M {64, 128} x BLOCK_N {32, 64}, num_stages 1, num_warps 4 (8 is dropped when
  BLOCK_M x BLOCK_N < 128 x 128), waves_per_eu left to the compiler (0): all four.
AITER is MIT-licensed (its LICENSE), Triton MIT; no code of theirs is copied: the
configurations are numbers, the kernel below is written for this benchmark.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

# the behaviour Triton 3.9 defaults to (it warns when unset); fixed so rebuilds are reproducible
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")

DATA = Path(__file__).resolve().parent / "data" / "triton_peers"

# name -> (BLOCK_M, BLOCK_N, num_warps, num_stages, waves_per_eu, where it is listed)
CONFIGS = {
    "m128n64w4s1": (128, 64, 4, 1, 2, "aiter fwd_prefill.py gfx950 #1; gfx950-MHA-DEFAULT.json fwd.default"),
    "m128n64w2s1": (128, 64, 2, 1, 2, "aiter fwd_prefill.py gfx950 #2"),
    "m128n64w4s2": (128, 64, 4, 2, 2, "aiter fwd_prefill.py gfx950 #3"),
    "m128n128w4s2": (128, 128, 4, 2, 2, "aiter fwd_prefill.py gfx950 #4"),
    "m128n32w4s3": (128, 32, 4, 3, 2, "aiter gfx950-MHA-DEFAULT.json fwd.pe"),
    # Triton's tutorial HIP space (no waves_per_eu: 0, the compiler's choice; suffix e0)
    "m64n32w4s1e0": (64, 32, 4, 1, 0, "Triton tutorial 06-fused-attention.py HIP configs"),
    "m64n64w4s1e0": (64, 64, 4, 1, 0, "Triton tutorial 06-fused-attention.py HIP configs"),
    "m128n32w4s1e0": (128, 32, 4, 1, 0, "Triton tutorial 06-fused-attention.py HIP configs"),
    "m128n64w4s1e0": (128, 64, 4, 1, 0, "Triton tutorial 06-fused-attention.py HIP configs"),
}
# head dims (D, DP): V and the first QK part D, the rotary QK part DP (0: none)
SHAPES = {"d128": (128, 0), "mla192_128": (128, 64)}
KERNELS = {f"triton_{shape}_{'causal' if causal else 'full'}_{cfg}": (shape, causal, cfg)
           for shape in SHAPES for causal in (False, True) for cfg in CONFIGS}

SIGNATURE = {"Q": "*fp8e4nv", "K": "*fp8e4nv", "V": "*fp8e4nv", "Out": "*bf16",
             "qk_scale": "fp32", "o_scale": "fp32", "seq_q": "i32", "seq_k": "i32", "group": "i32",
             "stride_qz": "i32", "stride_qh": "i32", "stride_qm": "i32",
             "stride_kz": "i32", "stride_kh": "i32", "stride_kn": "i32",
             "stride_vz": "i32", "stride_vh": "i32", "stride_vn": "i32",
             "stride_oz": "i32", "stride_oh": "i32", "stride_om": "i32",
             "BLOCK_M": "constexpr", "BLOCK_N": "constexpr", "D": "constexpr", "DP": "constexpr",
             "CAUSAL": "constexpr"}
DIVISIBLE = [n for n, t in SIGNATURE.items() if t.startswith("*") or n.startswith("stride")
             or n in ("seq_q", "seq_k")]


def _kernel_source():
    """The @triton.jit functions (imported lazily so this module loads without triton)."""
    import triton
    import triton.language as tl

    @triton.jit
    def _keys(acc, l_i, m_i, q, qp, k_base, v_base, stride_kn, stride_vn, lo, hi, offs_m, diag,
              qk_scale, BLOCK_N: tl.constexpr, D: tl.constexpr, DP: tl.constexpr,
              MASK: tl.constexpr):
        # keys [lo, hi) in BLOCK_N steps; MASK: the diagonal band (row i sees j <= i + diag)
        offs_n = tl.arange(0, BLOCK_N)
        offs_d = tl.arange(0, D)
        for start_n in range(lo, hi, BLOCK_N):
            start_n = tl.multiple_of(start_n, BLOCK_N)
            cols = start_n + offs_n
            k = tl.load(k_base + cols[None, :] * stride_kn + offs_d[:, None])
            s = tl.dot(q, k)
            if DP > 0:
                offs_p = D + tl.arange(0, DP)
                kp = tl.load(k_base + cols[None, :] * stride_kn + offs_p[:, None])
                s = tl.dot(qp, kp, s)
            if MASK:
                s = tl.where(cols[None, :] <= offs_m[:, None] + diag, s, -float("inf"))
            m_ij = tl.maximum(m_i, tl.max(s, 1) * qk_scale)
            p = tl.math.exp2(s * qk_scale - m_ij[:, None])
            alpha = tl.math.exp2(m_i - m_ij)
            l_i = l_i * alpha + tl.sum(p, 1)
            acc = acc * alpha[:, None]
            v = tl.load(v_base + cols[:, None] * stride_vn + offs_d[None, :])
            acc = tl.dot(p.to(tl.float8e4nv), v, acc)
            m_i = m_ij
        return acc, l_i, m_i

    @triton.jit
    def attn_fwd(Q, K, V, Out, qk_scale, o_scale, seq_q, seq_k, group,
                 stride_qz, stride_qh, stride_qm, stride_kz, stride_kh, stride_kn,
                 stride_vz, stride_vh, stride_vn, stride_oz, stride_oh, stride_om,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, D: tl.constexpr, DP: tl.constexpr,
                 CAUSAL: tl.constexpr):
        # program (query tile, query head, batch); Q, K [batch, seq, heads, D + DP], V, O
        # [batch, seq, heads, D]; qk_scale = softmax scale x q/k descales x log2(e)
        start_m = tl.program_id(0)
        head = tl.program_id(1)
        z = tl.program_id(2)
        kv_head = head // group
        offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_d = tl.arange(0, D)
        q_base = Q + z * stride_qz + head * stride_qh + offs_m[:, None] * stride_qm
        q = tl.load(q_base + offs_d[None, :])
        if DP > 0:
            qp = tl.load(q_base + D + tl.arange(0, DP)[None, :])
        else:
            qp = q
        k_base = K + z * stride_kz + kv_head * stride_kh
        v_base = V + z * stride_vz + kv_head * stride_vh
        m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
        l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
        acc = tl.zeros([BLOCK_M, D], dtype=tl.float32)
        diag = seq_k - seq_q
        if CAUSAL:
            band = start_m * BLOCK_M + diag  # keys before it are visible to every row
            acc, l_i, m_i = _keys(acc, l_i, m_i, q, qp, k_base, v_base, stride_kn, stride_vn,
                                  0, band, offs_m, diag, qk_scale, BLOCK_N, D, DP, False)
            acc, l_i, m_i = _keys(acc, l_i, m_i, q, qp, k_base, v_base, stride_kn, stride_vn,
                                  band, band + BLOCK_M, offs_m, diag, qk_scale, BLOCK_N, D, DP, True)
        else:
            acc, l_i, m_i = _keys(acc, l_i, m_i, q, qp, k_base, v_base, stride_kn, stride_vn,
                                  0, seq_k, offs_m, diag, qk_scale, BLOCK_N, D, DP, False)
        acc = acc * (o_scale / l_i)[:, None]
        o_ptrs = Out + z * stride_oz + head * stride_oh + offs_m[:, None] * stride_om + offs_d[None, :]
        tl.store(o_ptrs, acc.to(tl.bfloat16))

    return attn_fwd


def compile_kernel(name: str):
    """Triton's compiled kernel for gfx950 with a real launch's divisibility hints."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    shape, causal, cfg = KERNELS[name]
    d, dp = SHAPES[shape]
    bm, bn, warps, stages, wpe, _ = CONFIGS[cfg]
    constexprs = {"BLOCK_M": bm, "BLOCK_N": bn, "D": d, "DP": dp, "CAUSAL": causal}
    attrs = {(list(SIGNATURE).index(a),): [["tt.divisibility", 16]] for a in DIVISIBLE}
    options = {"num_warps": warps, "num_stages": stages, "waves_per_eu": wpe}
    return triton.compile(ASTSource(_kernel_source(), SIGNATURE, constexprs, attrs),
                          target=GPUTarget("hip", "gfx950", 64), options=options)


def main(names: list[str]) -> None:
    import triton

    DATA.mkdir(parents=True, exist_ok=True)
    for name in names or list(KERNELS):
        shape, causal, cfg = KERNELS[name]
        d, dp = SHAPES[shape]
        bm, bn, warps, stages, wpe, listed = CONFIGS[cfg]
        kernel = compile_kernel(name)
        (DATA / f"{name}.hsaco").write_bytes(kernel.asm["hsaco"])
        (DATA / f"{name}.s").write_text(kernel.asm["amdgcn"])
        facts = {
            "triton": triton.__version__, "kernel": "attn_fwd", "target": "gfx950",
            "generator": "benchmarks/triton_peers.py", "config": cfg, "config_source": listed,
            "signature": SIGNATURE, "divisibility_16": DIVISIBLE,
            "constexprs": {"BLOCK_M": bm, "BLOCK_N": bn, "D": d, "DP": dp, "CAUSAL": causal},
            "options": {"num_warps": warps, "num_stages": stages, "waves_per_eu": wpe},
            # after the signature's run-time arguments: Triton's two scratch pointers
            "trailing_args": ["global_scratch (null)", "profile_scratch (null)"],
            "shared": int(kernel.metadata.shared), "num_warps": int(kernel.metadata.num_warps),
            "grid": ["seq_q / BLOCK_M", "heads_q", "batch"],
            "workgroup": [64 * int(kernel.metadata.num_warps), 1, 1],
        }
        (DATA / f"{name}.json").write_text(json.dumps(facts, indent=1) + "\n")
        print(f"wrote {name}.hsaco (shared {kernel.metadata.shared} B)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
