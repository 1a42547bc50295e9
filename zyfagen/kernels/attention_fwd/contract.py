"""attention_fwd's launch contract, its bitwise gate and its work (see docs/attention.md).

Arguments, in kernarg order: q, k, v, o pointers; lse (with `lse: true`); q/k/v descales
(fp32 values, or pointers to fp32 [batch, heads_kv] arrays with `descale: batch_head`);
softmax_scale (fp32); seq_q, seq_k, gqa_group, heads_kv (u32); q/k/v/o strides (b, s, h;
u32, elements); lse strides (b, h; with `lse: true`). A workgroup of W waves owns W x 32 query
rows: grid (ceil(seq_q / (32 W)), heads_q, batch), 64 W lanes.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from ...sim.phases import BLOCK_MFMA_PHASES, P_PHASES, PHASE_MEANING
from ...sim.phases import PHASES as MODEL_PHASES
from ..kind import CyclePhases, LaunchArg, Params
from ..launch import fp8_tensor
from .layout import MFMA_K, TILE, WAVE_LANES

REFERENCE_BLOCK_K = 128  # keys of the "block" tune reports cycles per (32 queries x 128 keys)


@dataclass(frozen=True)
class AttentionProblem:
    """The shape of one attention call (heads_q = gqa_group x heads_kv)."""

    batch: int = 1
    seq_q: int = 32
    seq_k: int = 128
    heads_q: int = 1
    heads_kv: int = 1


@dataclass(frozen=True)
class AttentionInputs:
    """e4m3fn bytes [batch, seq, heads, dim] with per-tensor fp32 descales."""

    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    q_descale: float
    k_descale: float
    v_descale: float
    softmax_scale: float
    # where the kernel writes (any strides, head dim contiguous); None: zeroed contiguous arrays
    o: np.ndarray | None = None
    lse: np.ndarray | None = None

    def problem(self) -> AttentionProblem:
        nb, sq, hq, _ = self.q.shape
        return AttentionProblem(nb, sq, self.k.shape[1], hq, self.k.shape[2])


def attention_inputs(seed: int, *, batch: int = 1, seq_q: int = 256, seq_k: int = 256,
                     heads: int = 1, head_dim_qk: int = 128, head_dim_v: int = 128,
                     sigma: float = 1.0, qkv_format: str = "e4m3") -> AttentionInputs:
    """Gaussian Q, K, V quantised per tensor to e4m3fn (deterministic for a seed); bf16 / fp16:
    rounded to that format (uint16 bit patterns), descales 1.0."""
    rng = np.random.default_rng(seed)
    if qkv_format != "e4m3":
        from ...numerics.reference import SIXTEEN_BIT
        dt = SIXTEEN_BIT[qkv_format]
        shapes = ((seq_q, head_dim_qk, sigma), (seq_k, head_dim_qk, sigma), (seq_k, head_dim_v, 1.0))
        q, k, v = ((rng.standard_normal((batch, n, heads, d)) * sg).astype(dt).view(np.uint16)
                   for n, d, sg in shapes)
        return AttentionInputs(q, k, v, 1.0, 1.0, 1.0, float(np.float32(1.0 / math.sqrt(head_dim_qk))))
    q, dq = fp8_tensor(rng, (batch, seq_q, heads, head_dim_qk), sigma)
    k, dk = fp8_tensor(rng, (batch, seq_k, heads, head_dim_qk), sigma)
    v, dv = fp8_tensor(rng, (batch, seq_k, heads, head_dim_v), 1.0)
    return AttentionInputs(q, k, v, dq, dk, dv, float(np.float32(1.0 / math.sqrt(head_dim_qk))))


# what a caller must meet (KernelKind.launch_constraints; library manifests repeat them)
LAUNCH_CONSTRAINTS = (
    "q [batch, seq_q, heads_q, head_dim_qk], k [batch, seq_k, heads_kv, head_dim_qk], "
    "v [batch, seq_k, heads_kv, head_dim_v], float8_e4m3fn",
    "batch, seq_q, seq_k >= 1; heads_q a multiple of heads_kv",
    "the last dimension of q, k and v contiguous; strides in elements, non-negative, below 2^32",
    "descales: fp32 per tensor, or [batch, heads_kv] fp32 arrays with descale: batch_head",
)


def _dims(params: Params) -> tuple[int, int]:
    d = int(params["head_dim_qk"])
    return d, int(params["head_dim_v"] or d)


# ---- the launch contract ---------------------------------------------------------------------


def launch_args(params: Params) -> tuple[LaunchArg, ...]:
    per_bh = params["descale"] == "batch_head"
    out = params["output"]
    fmt = params.get("qkv_format", "e4m3")
    args = [LaunchArg("q", "buffer", fmt, "[batch, seq_q, heads_q, head_dim_qk]"),
            LaunchArg("k", "buffer", fmt, "[batch, seq_k, heads_kv, head_dim_qk]"),
            LaunchArg("v", "buffer", fmt, "[batch, seq_k, heads_kv, head_dim_v]"),
            LaunchArg("o", "buffer", out, "[batch, seq_q, heads_q, head_dim_v]")]
    if params["lse"]:
        args.append(LaunchArg("lse", "buffer", "f32", "[batch, heads_q, seq_q], natural log"))
    for t in "qkv":
        args.append(LaunchArg(f"{t}_descale", "buffer", "f32", "[batch, heads_kv]") if per_bh
                    else LaunchArg(f"{t}_descale", "value", "f32"))
    args.append(LaunchArg("softmax_scale", "value", "f32"))
    args += [LaunchArg(n, "value", "u32") for n in ("seq_q", "seq_k", "gqa_group", "heads_kv")]
    args += [LaunchArg(f"{t}_stride_{x}", "value", "u32", "elements") for t in "qkvo" for x in "bsh"]
    if params["lse"]:
        args += [LaunchArg(f"lse_stride_{x}", "value", "u32", "elements") for x in "bh"]
    return tuple(args)


def workgroup_size(params: Params) -> int:
    return WAVE_LANES * int(params["waves_per_workgroup"])


def tile_order(params: Params) -> str:
    """Which query tile a workgroup runs, by dispatch position (grid order, x fastest; the
    values of sim.problem.Tiling.tile_order): the causal K/V-sharing kernels start the longest
    workgroups first (lds_shared._longest_first: in each batch, position n = x + X y runs tile
    X - 1 - floor(n / heads_q) of head n mod heads_q); every other form runs tile x of head y."""
    if params.get("varlen"):  # issue 34: a host-built table, longest tiles first (features.tile_table)
        return "table"
    return "longest_first" if params["causal"] and params["kv_sharing"] == "lds" else "grid"


def grid(params: Params, problem: AttentionProblem) -> tuple[int, int, int]:
    rows = int(params["waves_per_workgroup"]) * int(params["block_q"])
    return (-(-problem.seq_q // rows), problem.heads_q, problem.batch)


def outputs(params: Params) -> tuple[str, ...]:
    return ("o", "lse") if params["lse"] else ("o",)


def arguments(params: Params, problem: AttentionProblem, inputs: AttentionInputs) -> dict[str, Any]:
    """Argument values by name: the inputs, the outputs (given, or zeroed contiguous arrays),
    element strides of each array."""
    q, k, v = inputs.q, inputs.k, inputs.v
    nb, sq, hq, hkv = problem.batch, problem.seq_q, problem.heads_q, problem.heads_kv
    d, dv = _dims(params)
    if (q.shape[3], k.shape[3], v.shape[3]) != (d, d, dv):  # the kernel would read part of each row
        raise ValueError(f"attention_fwd arguments: head dims of q, k, v {q.shape[3]}, {k.shape[3]}, "
                         f"{v.shape[3]}; the kernel's: {d}, {d}, {dv}")
    o = inputs.o if inputs.o is not None else np.zeros((nb, sq, hq, dv), np.uint32 if params["output"] == "fp32"
                                                       else np.uint16)
    args: dict[str, Any] = dict(q=q, k=k, v=v, o=o, softmax_scale=inputs.softmax_scale, seq_q=sq,
                                seq_k=problem.seq_k, gqa_group=hq // hkv, heads_kv=hkv,
                                q_descale=inputs.q_descale, k_descale=inputs.k_descale,
                                v_descale=inputs.v_descale)
    if params["descale"] == "batch_head":
        for t in "qkv":
            args[f"{t}_descale"] = np.full((nb, hkv), getattr(inputs, f"{t}_descale"), np.float32)
    for t, arr in (("q", q), ("k", k), ("v", v), ("o", o)):
        sb, ss, sh, _ = (s // arr.itemsize for s in arr.strides)
        args.update({f"{t}_stride_b": sb, f"{t}_stride_s": ss, f"{t}_stride_h": sh})
    if params["lse"]:
        lse = inputs.lse if inputs.lse is not None else np.zeros((nb, hq, sq), np.uint32)
        args.update(lse=lse, lse_stride_b=lse.strides[0] // lse.itemsize, lse_stride_h=lse.strides[1] // lse.itemsize)
    return args


# ---- the bitwise gate ------------------------------------------------------------------------


def _param_default(name: str):
    from .params import PARAMS

    return next(p.default for p in PARAMS if p.name == name)


_P_OFFSET_DEFAULT = _param_default("p_offset")


def config_from_params(params: Params, **overrides):
    """The reference model's config (`numerics.reference.AttentionConfig`) of attention_fwd spec
    parameters (missing ones take the spec defaults); `overrides` replace fields."""
    from ...numerics.reference import AttentionConfig

    lazy = params.get("lazy_rescale", "off") == "threshold"
    cfg = AttentionConfig(
        p_mode=params.get("p_mode", "lean"), p_block_scale=bool(params.get("p_block_scale", False)),
        p_fixed_shift=int(params.get("p_fixed_shift", 0)),
        p_scale_keys=int(params.get("p_scale_keys", 64)),
        # mfma16 and smfmac compute mfma's L bit for bit (core._rowsum_chunk, _add_rowsums); the
        # emulator checks it
        rowsum={"mfma16": "mfma", "smfmac": "mfma"}.get(params.get("rowsum", "mfma"), params.get("rowsum", "mfma")),
        causal=bool(params.get("causal", False)),
        block_k=int(params.get("block_k", 128)), output=params.get("output", "bf16"),
        rescale_threshold=float(params.get("rescale_threshold", 8.0)) if lazy else None,
        p_offset=float(params.get("p_offset", _P_OFFSET_DEFAULT)),
        p_convert=params.get("p_convert", "cvt_pk_u8") if params.get("p_mode", "lean") == "lean" else "cvt_pk_u8",
        p_correction=params.get("p_correction", "none"),
        # only causal rows of one workgroup differ in block count (non-causal: all walk all)
        waves_per_workgroup=int(params.get("waves_per_workgroup", 1)) if params.get("causal") else 1,
        qkv_format=params.get("qkv_format", "e4m3"))
    return replace(cfg, **overrides)


def check_problem(params: Params) -> AttentionProblem:
    # two key blocks of the largest block_k plus a ragged tail; two workgroups, the second partial
    return AttentionProblem(batch=1, seq_q=37, seq_k=300, heads_q=1, heads_kv=1)


def inputs(params: Params, problem: AttentionProblem, seed: int) -> AttentionInputs:
    d, dv = _dims(params)
    if problem.heads_q != problem.heads_kv:
        raise ValueError("attention_fwd inputs: one set of heads (heads_q == heads_kv)")
    return attention_inputs(seed, batch=problem.batch, seq_q=problem.seq_q, seq_k=problem.seq_k,
                            heads=problem.heads_q, head_dim_qk=d, head_dim_v=dv,
                            qkv_format=params.get("qkv_format", "e4m3"))


def reference(params: Params, problem: AttentionProblem, inputs: AttentionInputs) -> dict[str, np.ndarray]:
    """O (and LSE) bits of the bit-exact numpy model (zyfagen.numerics.reference)."""
    from ...numerics.reference import attention_reference
    cfg = config_from_params(params)
    ref = attention_reference(inputs.q, inputs.k, inputs.v, softmax_scale=inputs.softmax_scale,
                              q_descale=inputs.q_descale, k_descale=inputs.k_descale,
                              v_descale=inputs.v_descale, config=cfg)
    out = {"o": ref.out.view(np.uint32 if cfg.output == "fp32" else np.uint16)}
    if params.get("lse"):
        out["lse"] = ref.lse.view(np.uint32)
    return out


# ---- work ------------------------------------------------------------------------------------


def useful_macs(params: Params, problem: AttentionProblem) -> int:
    """QK^T and PV MACs of the visible (query, key) pairs (causal: bottom-right aligned)."""
    d, dv = _dims(params)
    sq, sk = problem.seq_q, problem.seq_k
    if params["causal"]:
        pairs = sum(max(0, min(sk, q + sk - sq + 1)) for q in range(sq))
    else:
        pairs = sq * sk
    return problem.batch * problem.heads_q * pairs * (d + dv)


def work_unit(params: Params) -> tuple[str, int]:
    d, dv = _dims(params)
    return (f"{TILE}x{REFERENCE_BLOCK_K} block", TILE * REFERENCE_BLOCK_K * (d + dv))


def useful_mac_fraction(params: Params) -> float:
    """Share of the MFMA MACs that are the product itself: `rowsum: mfma` adds one 32x32x64
    MFMA against a matrix of ones per 64 keys and 32 query rows, the MACs of a d_v = 32
    product; `mfma16` one 16x16x128 MFMA, half as many; `smfmac` its 2:4 sparse form, whose
    16,384 products (standing for 32,768 MACs) are a quarter (docs/attention.md, 'Row sum')."""
    d, dv = _dims(params)
    extra = {"mfma": TILE, "mfma16": TILE // 2, "smfmac": TILE // 4}.get(params["rowsum"], 0)
    return (d + dv) / (d + dv + extra)


# The phases the cycle model's dataflow analysis (zyfagen.sim.phases) attributes an attention
# kernel's instructions to: it finds them in any compiler's kernel, so it owns the vocabulary.
PHASES = CyclePhases(names=MODEL_PHASES, meanings=tuple(PHASE_MEANING.items()),
                     block_mfma=BLOCK_MFMA_PHASES, p_valu=P_PHASES)
assert MFMA_K == 64  # useful_mac_fraction's row-sum MFMA is one 32x32x64 per 64 keys
