"""AMD AITER's v4 MLA decode kernel, hsa/gfx950/mla_v4/mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co
(ROCm/aiter e4048607, MIT; the selection table hsa/gfx950/mla_v4/mla_v4_asm.csv): its launch
contract, a problem in its packed formats and an fp64 reference with its error bound (issue 32).

Contract, from csrc/py_itfs_cu/asm_mla_v4.cu (mla_decode_v4_asm), aiter/mla.py
(mla_decode_fwd_v4_nm) and op_tests/test_mla_v4_nm.py at e4048607:
- Kernel arguments: the packed MlaV4KernelArgsLegacy struct, every pointer and 32-bit scalar in a
  16-byte slot (FIELDS). On gfx950 the dispatcher fills ptr_R, ptr_LSE, ptr_Q, ptr_KV, ptr_LTP
  (kv_indptr), ptr_LTD (kv_page_indices), ptr_LTL (nullable), scalar_f = 1/sqrt(448 + 64),
  s_gqa_ratio = the raw gqa ratio, s_kv_split = num_kv_splits, s_log2_page, ptr_QTP (qo_indptr),
  ptr_STP (split_indptr), out_16_nosplit = (num_kv_splits == 1), ptr_QROPE, ptr_KVROPE,
  ptr_sink, ptr_valid_split, s_use_valid_split; s_total_kv and s_stride_page stay 0 (the object
  loads neither: its s_load_dword list skips 0xa0 and 0xb0, llvm-objdump-22).
- Formats (test_mla_v4_nm.py's _native_to_2buff_for_asm, the layout "the v4 nm asm kernel's
  reader" takes): each Q row (token, head) and each KV token is 512 bytes, [448 FP8 e4m3fn
  "nope" values | 14 e8m0 scale bytes, the scale of each 64-value tile written twice
  (s0, s0, s1, s1, ..., s6, s6) | 50 pad]; value = fp8 x 2^(e8m0 - 127); the 64 rope values of
  each row / token are BF16 in qrope [tokens, heads, 64] / kvrope [pages, 1, 1, 64]. Page size 1
  (kv_indptr counts keys). The logical head dim is 512 = 448 + 64; V is the whole 512-wide K row
  (the test's golden: "MLA: V == K").
- Math (the test's _torch_attn_decode_bf16_golden): softmax over keys of (q . k) / sqrt(512),
  plus a per-head sink logit sink[h] joining the denominator with no value; O = P V.
- Launch: grid (ceil(gqa max_seqlen_q / sub_Q), num_seqs, num_kv_splits), sub_Q = min(64,
  gqa max_seqlen_q), block 256. With one split the object writes BF16 O straight into ptr_R
  ([tokens, heads, 512]: mla_decode_fwd_v4_nm aliases logits onto output).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

NOPE, ROPE, TILE = 448, 64, 64
ROW = 512  # bytes per packed Q row / KV token
DIM = NOPE + ROPE  # logical head dim, also V's
SCALE = 1 / np.sqrt(DIM)  # asm_mla_v4.cu: 1/sqrt(kV4DimNope + kV4DimRope)
BLOCK = (256, 1, 1)
MEMORY_MODEL = "late"

# MlaV4KernelArgsLegacy (asm_mla_v4.cu): (name, byte offset, kind)
FIELDS = (("ptr_R", 0x00, "buffer"), ("ptr_LSE", 0x10, "buffer"), ("ptr_Q", 0x20, "buffer"),
          ("ptr_KV", 0x30, "buffer"), ("ptr_LTP", 0x40, "buffer"), ("ptr_LTD", 0x50, "buffer"),
          ("ptr_LTL", 0x60, "buffer"), ("scalar_f", 0x70, "f32"), ("s_gqa_ratio", 0x80, "u32"),
          ("s_kv_split", 0x90, "u32"), ("s_total_kv", 0xA0, "u32"), ("s_stride_page", 0xB0, "u32"),
          ("s_log2_page", 0xC0, "u32"), ("ptr_QTP", 0xD0, "buffer"), ("ptr_STP", 0xE0, "buffer"),
          ("out_16_nosplit", 0xF0, "u32"), ("ptr_QROPE", 0x100, "buffer"),
          ("ptr_KVROPE", 0x110, "buffer"), ("ptr_sink", 0x120, "buffer"),
          ("ptr_valid_split", 0x130, "buffer"), ("s_use_valid_split", 0x140, "u32"))
_NULLABLE = {"ptr_LTL", "ptr_valid_split"}
_ZERO = {"s_total_kv", "s_stride_page"}  # not set on gfx950 (the struct is zero-initialised)


def layout(kernarg_size: int) -> dict:
    args = []
    for name, off, kind in FIELDS:
        entry = {"name": name, "offset": off, "kind": kind}
        if name in _NULLABLE:
            entry["default"] = None
        elif name in _ZERO:
            entry["default"] = 0
        args.append(entry)
    return {"kernarg_size": kernarg_size, "args": args}


def pack(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rows x [..., 512] (fp64) -> (packed uint8 [..., 512], the values the kernel reads, fp64):
    test_mla_v4_nm.py's _native_to_2buff_for_asm for the 448 nope values (per 64-value tile a
    power-of-two scale 2^ceil(log2(amax / 448)), e8m0 byte written twice, e4m3fn values) and
    BF16 rope values (returned separately by `rope`)."""
    import ml_dtypes

    nope = x[..., :NOPE]
    out = np.zeros(x.shape[:-1] + (ROW,), np.uint8)
    deq = np.zeros(x.shape[:-1] + (NOPE,))
    fp8_max = float(ml_dtypes.finfo(ml_dtypes.float8_e4m3fn).max)
    for t in range(NOPE // TILE):
        tile = nope[..., t * TILE:(t + 1) * TILE]
        amax = np.maximum(np.abs(tile).max(axis=-1) / fp8_max, 1e-4)
        e = np.ceil(np.log2(amax)).astype(np.int64)
        q8 = (tile / np.exp2(e)[..., None]).astype(ml_dtypes.float8_e4m3fn)
        out[..., t * TILE:(t + 1) * TILE] = q8.view(np.uint8)
        out[..., NOPE + 2 * t] = out[..., NOPE + 2 * t + 1] = (e + 127).astype(np.uint8)
        deq[..., t * TILE:(t + 1) * TILE] = q8.astype(np.float64) * np.exp2(e)[..., None]
    return out, deq


@dataclass(frozen=True)
class Problem:
    q: np.ndarray  # packed [tokens, heads, 512] uint8
    qrope: np.ndarray  # [tokens, heads, 64] bf16
    kv: np.ndarray  # packed [pages, 1, 1, 512] uint8
    kvrope: np.ndarray  # [pages, 1, 1, 64] bf16
    q64: np.ndarray  # [tokens, heads, 512]: the values the kernel reads
    kv64: np.ndarray  # [pages, 512]
    kv_indptr: np.ndarray
    kv_indices: np.ndarray
    sink: np.ndarray  # [heads] fp32
    kv_lens: tuple[int, ...]


def problem(kv_lens: list[int], heads: int = 64, seed: int = 0) -> Problem:
    """One query token per sequence (max_seqlen_q 1), keys on random 1-key pages, random
    per-head sink logits."""
    import ml_dtypes

    rng = np.random.default_rng(seed)
    bs, pages = len(kv_lens), sum(kv_lens) + 3
    q_raw = rng.standard_normal((bs, heads, DIM))
    kv_raw = rng.standard_normal((pages, DIM))
    q, qdeq = pack(q_raw)
    kv, kvdeq = pack(kv_raw)
    qrope = q_raw[..., NOPE:].astype(ml_dtypes.bfloat16)
    kvrope = kv_raw[:, NOPE:].astype(ml_dtypes.bfloat16)
    q64 = np.concatenate([qdeq, qrope.astype(np.float64)], axis=-1)
    kv64 = np.concatenate([kvdeq, kvrope.astype(np.float64)], axis=-1)
    indptr = np.concatenate([[0], np.cumsum(kv_lens)]).astype(np.int32)
    # the kernel reads page-index entries past the last sequence's end (37 keys: entries up to
    # the 40th, buffer_load_dword at 0x438), as AITER's callers allow by over-allocating
    # kv_indices; the padding names page 0
    indices = np.concatenate([rng.permutation(pages)[:indptr[-1]], np.zeros(256)]).astype(np.int32)
    sink = (rng.standard_normal(heads) + 2.0).astype(np.float32)
    return Problem(q, qrope, kv.reshape(pages, 1, 1, ROW), kvrope.reshape(pages, 1, 1, ROPE),
                   q64, kv64, indptr, indices, sink, tuple(kv_lens))


def args(pr: Problem, splits: int = 1) -> dict:
    """mla_decode_v4_asm's arguments for max_seqlen_q 1: with one split O goes as BF16 into
    ptr_R ([tokens, 1, heads, 512]); with more, fp32 partial O and LSE per split."""
    import ml_dtypes

    bs, heads = pr.q.shape[:2]
    r_dtype = ml_dtypes.bfloat16 if splits == 1 else np.float32
    return dict(ptr_R=np.zeros((bs, splits, heads, DIM), r_dtype),
                ptr_LSE=np.zeros((bs, splits, heads, 1), np.float32),
                ptr_Q=pr.q, ptr_KV=pr.kv, ptr_LTP=pr.kv_indptr, ptr_LTD=pr.kv_indices,
                scalar_f=float(SCALE), s_gqa_ratio=heads, s_kv_split=splits, s_log2_page=0,
                ptr_QTP=np.arange(bs + 1, dtype=np.int32),
                ptr_STP=(np.arange(bs + 1) * splits).astype(np.int32),
                out_16_nosplit=int(splits == 1), ptr_QROPE=pr.qrope, ptr_KVROPE=pr.kvrope,
                ptr_sink=pr.sink, ptr_valid_split=np.zeros(bs, np.int32),
                s_use_valid_split=int(splits > 1))


def grid(pr: Problem, splits: int = 1) -> tuple[int, int, int]:
    heads = pr.q.shape[1]
    sub_q = min(64, heads)
    return (-(-heads // sub_q), pr.q.shape[0], splits)


def reference(pr: Problem) -> tuple[np.ndarray, np.ndarray]:
    """fp64 O [tokens, heads, 512] and its bound: softmax((q . k) / sqrt(512)) with the sink,
    V = the K rows, on the values the kernel reads; numerics.half_bound with P rounded to bf16
    and a BF16 O (the kernel's MFMAs are bf16, v_mfma_f32_16x16x32_bf16)."""
    from ..numerics.half_bound import half_attention_and_bound

    heads = pr.q.shape[1]
    out = np.zeros((len(pr.kv_lens), heads, DIM))
    bound = np.zeros_like(out)
    for b, n in enumerate(pr.kv_lens):
        k = pr.kv64[pr.kv_indices[pr.kv_indptr[b]:pr.kv_indptr[b] + n]]
        o, bd = half_attention_and_bound(pr.q64[b][:, None], k[None], k[None], SCALE, False, "bf16",
                                         group=heads, out_fmt="bf16", sinks=pr.sink.astype(np.float64))
        out[b], bound[b] = o[:, 0], bd[:, 0]
    return out, bound


def run(data: bytes, kv_lens: list[int], seed: int = 0, memory_model: str = MEMORY_MODEL,
        splits: int = 1):
    """Returns (O fp64, reference, bound, the launch result). More than one split: the fp32
    partial O and natural-log LSE of each split combined in fp64 with stage 2's weights
    (aiter_mla.combine_by_lse; mla_decode_fwd_v4_nm merges them with _fwd_kernel_stage2_asm)."""
    from ..emulator import launch, load
    from .aiter_mla import combine_by_lse

    pr = problem(kv_lens, seed=seed)
    meta = load(data)
    prog = load(data, kernarg_layout=layout(meta.kernarg_size))
    a = args(pr, splits)
    res = launch(prog, a, grid=grid(pr, splits), block=BLOCK, barrier_mode="hardware",
                 memory_model=memory_model)
    r = res.buffers["ptr_R"].astype(np.float64)
    if splits == 1:
        o = r[:, 0]
    else:
        o = combine_by_lse(np.moveaxis(r, 1, 0), np.moveaxis(res.buffers["ptr_LSE"][..., 0], 1, 0))
    ref, bound = reference(pr)
    return o, ref, bound, res


CENSUS_PROBLEM = [70, 40]


def worst_of(data: bytes) -> float:
    o, ref, bound, _ = run(data, CENSUS_PROBLEM)
    return float(np.max(np.abs(o - ref) / np.maximum(bound, 1e-300)))
