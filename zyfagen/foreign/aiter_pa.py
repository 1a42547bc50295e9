"""AMD AITER's paged-attention decode kernels, hsa/gfx950/pa/*.co (ROCm/aiter, MIT; commit in
tests/data/aiter/pa/README.md): their launch contracts, an fp64 reference and its error bound
(issue 32: "every attention object emulated within its fp64 bound").

Contract "decode" (pa_fwd of csrc/py_itfs_cu/asm_pa.cu at e4048607; rewritten here, not copied):
the packed `KernelArgs` struct, pointers in 16-byte slots, 32-bit scalars in 16-byte slots
(`LAYOUT`; the 2tg objects' 256-byte segment ends before ptr_QTP). Q and O [seqs, heads, 128]
contiguous (Qs = heads x 128 x element bytes); the paged cache of op_tests/test_pa.py:
K [blocks, kv_heads, 128 / x, block_size, x] and V [blocks, kv_heads, block_size / x, 128, x]
(asm_V_shuffle), x = 16 / element bytes, block_size 16 (K.size(3); the table's blkSz);
block_tables int32 [seqs, max_blocks] (mblk its row stride in elements), context_lens int32;
Bs, KVs the cache's block and head strides in bytes; sclg2e = log2(e) / sqrt(128) (the kernel
fixes the softmax scale at 1/sqrt(head_size)); GQA = heads / kv_heads; mtp = max_qlen - 1.
Quantised caches (pertokenFp8 e4m3fn, pertokenInt8) pass K_QScale and V_QScale fp32
[blocks, kv_heads, block_size], one dequantisation scale per cached token and head
(pertoken_quant_kvcache_symm of op_tests/test_pa.py): K = Kq x k_scale, V = Vq x v_scale.
Multi-token decode (the mtp objects, e.g. speculative tokens): the same struct with
max_qlen > 1 and ptr_QTP = qo_indptr int32 [seqs + 1]; Q and O rows are the seqs x qlen tokens;
msk1 masks causally among a sequence's new tokens (bottom-right, as op_tests/test_pa_mtp.py's
reference), msk0 lets every new token see the whole context. Launch: grid (kv_heads, seqs, 1),
block 256 (4 waves), all objects under the emulator's `late` memory model.

Contract "ps" (pa_ps_fwd, the persistent *_ps objects): the packed `PsKernelArgs` (16-byte
slots; the per-block objects' 336-byte segment ends before stride_scale_blk/page), the same
cache in pages of the table's blkSz (256 or 1024 tokens), kv_indices (every sequence's pages in
order) with kv_indptr and qo_indptr prefix sums, work tables in get_pa_metadata_v1's format
(aiter/ops/attention.py's docstring, PaWorkInfo of csrc/include/pa.h; `ps_schedule` builds a
valid table of its own, not the builder's CU balancing), fp32 SplitO [rows, heads, 128] and
natural-log SplitLSE [rows, heads] for split works, combined as pa_reduce_v1 does (`ps_reduce`);
per-token scales [blocks, kv_heads, block_size] with their byte strides, or per-block scales
[blocks, kv_heads] (quant_type 6/7, perblock_quant_kvcache_symm of op_tests/test_pa_ps.py).
gqa x qlen <= the object's qTile; mask 1 (causal among a sequence's new tokens). Launch: grid
(workgroups of the work table, 1, 1), block 256.
"""
from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .aiter_mla import combine_by_lse

TABLE = "hsa/gfx950/pa/pa_asm.csv"
HEAD = 128
BLOCK = (256, 1, 1)
MEMORY_MODEL = "late"  # as AITER's other kernels (foreign/aiter.py)
TABLE_PAD = 64  # block-table row padding: the kernels read whole rows of 64 entries
SCLG2E = float(np.float32(math.log2(math.e) / math.sqrt(HEAD)))  # asm_pa.cu's k_scalar

# KernelArgs of asm_pa.cu: (name, kind) in 16-byte slots
_DECODE_FIELDS = (("ptr_O", "buffer"), ("ptr_Q", "buffer"), ("ptr_K", "buffer"), ("ptr_V", "buffer"),
                  ("ptr_BT", "buffer"), ("ptr_CL", "buffer"), ("ptr_KQ", "buffer"), ("ptr_VQ", "buffer"),
                  ("sclg2e", "f32"), ("mblk", "u32"), ("kv_nheads", "u32"), ("Qs", "u32"), ("Bs", "u32"),
                  ("KVs", "u32"), ("mtp", "u32"), ("GQA", "u32"), ("ptr_QTP", "buffer"))


# PsKernelArgs of asm_pa.cu (pa_ps_fwd); the per-block objects' 336-byte segment ends before the
# two scale strides
_PS_FIELDS = (("ptr_O", "buffer"), ("ptr_Q", "buffer"), ("ptr_K", "buffer"), ("ptr_V", "buffer"),
              ("ptr_KVIndices", "buffer"), ("ptr_CL", "buffer"), ("ptr_KQ", "buffer"), ("ptr_VQ", "buffer"),
              ("sclg2e", "f32"), ("kv_nheads", "u32"), ("Qs", "u32"), ("Bs", "u32"), ("KVs", "u32"),
              ("mtp", "u32"), ("GQA", "u32"), ("ptr_QOPtr", "buffer"), ("ptr_KVPtr", "buffer"),
              ("ptr_WorkPtr", "buffer"), ("ptr_WorkInfo", "buffer"), ("ptr_SplitO", "buffer"),
              ("ptr_SplitLSE", "buffer"), ("stride_scale_blk", "u32"), ("stride_scale_page", "u32"))
PER_BLOCK = (6, 7)  # quant_type of the perblockFp8 rows (aiter QuantType per_1x{256,1024}?): one
# scale per page and KV head, K_QScale [blocks, kv_heads]


def layout(kernarg_size: int, fields=_DECODE_FIELDS) -> dict:
    """The emulator's kernel-argument layout for a struct of 16-byte slots, cut at the object's
    kernarg segment size (its metadata); buffers it may leave null default to null."""
    args = []
    for i, (name, kind) in enumerate(fields):
        if 16 * i + 8 > kernarg_size:
            break
        entry = {"name": name, "offset": 16 * i, "kind": kind}
        if name in ("ptr_KQ", "ptr_VQ", "ptr_QTP", "ptr_SplitO", "ptr_SplitLSE"):
            entry["default"] = None
        args.append(entry)
    return {"kernarg_size": kernarg_size, "args": args}


@dataclass(frozen=True)
class Variant:
    """One row of hsa/gfx950/pa/pa_asm.csv."""
    co_name: str
    q_type: str  # bf16, fp16
    kv_type: str  # bf16, fp16, fp8, int8
    gqa: int  # 8, 16; 0 for the persistent (ps) objects, which take any gqa x qlen <= q_tile
    mtp: bool
    mask: int
    hp: int  # 0, 1 hp, 2 uhp
    block_size: int
    ps: bool
    q_tile: int
    quant_type: int  # 0 per token (non-ps), 2 per token, 6/7 per block 256/1024 (ps)


def variants(texts: dict[str, str]) -> dict[str, Variant]:
    """co_name -> Variant from the selection table's text ({TABLE: csv text})."""
    out = {}
    for row in csv.DictReader(io.StringIO(texts[TABLE])):
        out[row["co_name"]] = Variant(row["co_name"], row["qType"], row["kvType"], int(row["Gqa"]),
                                      row["Mtp"] == "1", int(row["Msk"]), int(row["Hp"]), int(row["blkSz"]),
                                      row["ps"] == "1", int(row["qTile"]), int(row["quant_type"]))
    return out


def no_contract(v: Variant | None) -> str | None:
    """None when zyfagen runs this variant, else why not (one line)."""
    if v is None:
        return "not in AITER's selection table"
    return None


# ---- the paged cache ---------------------------------------------------------------------------
def pack_cache(k: np.ndarray, v: np.ndarray, block_size: int) -> tuple[np.ndarray, np.ndarray]:
    """K, V [blocks, kv_heads, block_size, 128] (token-major) as the kernel's cache layouts:
    K [blocks, kv_heads, 128 / x, block_size, x], V [blocks, kv_heads, block_size / x, 128, x],
    x = 16 / element bytes."""
    nb, kh, bs, d = k.shape
    x = 16 // k.dtype.itemsize
    kc = np.ascontiguousarray(k.reshape(nb, kh, bs, d // x, x).transpose(0, 1, 3, 2, 4))
    vc = np.ascontiguousarray(v.reshape(nb, kh, bs // x, x, d).transpose(0, 1, 2, 4, 3))
    return kc, vc


@dataclass(frozen=True)
class Problem:
    """A decode problem: per sequence its query rows and the tokens of its context, through a
    block table. Token-major caches k_tok/v_tok [blocks, kv_heads, block_size, 128] hold the
    stored values (bf16/fp16, e4m3fn or int8); k_scale/v_scale [blocks, kv_heads, block_size]
    (None for an unquantised cache)."""
    q: np.ndarray  # [seqs x qlen, heads, 128]
    k_tok: np.ndarray
    v_tok: np.ndarray
    k_scale: np.ndarray | None
    v_scale: np.ndarray | None
    block_tables: np.ndarray  # int32 [seqs, max_blocks]
    context_lens: np.ndarray  # int32 [seqs]
    qlen: int = 1

    @property
    def kv_heads(self) -> int:
        return self.k_tok.shape[1]

    @property
    def block_size(self) -> int:
        return self.k_tok.shape[2]

    def keys(self, s: int) -> tuple[np.ndarray, np.ndarray]:
        """Sequence s's dequantised K and V, fp64 [kv_heads, context, 128]."""
        n, bs = int(self.context_lens[s]), self.block_size
        rows = [(int(self.block_tables[s, j // bs]), j % bs) for j in range(n)]
        idx_b, idx_t = (np.array(c) for c in zip(*rows))
        k = self.k_tok[idx_b, :, idx_t].astype(np.float64)  # [n, kv_heads, 128]
        v = self.v_tok[idx_b, :, idx_t].astype(np.float64)
        if self.k_scale is not None:
            k = k * self.k_scale[idx_b, :, idx_t][..., None]
            v = v * self.v_scale[idx_b, :, idx_t][..., None]
        return np.moveaxis(k, 0, 1), np.moveaxis(v, 0, 1)


def make_problem(v: Variant, context_lens: list[int], kv_heads: int = 1, qlen: int = 1,
                 seed: int = 0) -> Problem:
    """Random inputs (uniform Q in (-1, 1) as op_tests/test_pa.py; K, V below), the cache's
    blocks shuffled through the block tables, quantised per token as pertoken_quant does
    (scale = max |x| / dtype max over the 128 values of a token and head, stored = x / scale)."""
    import ml_dtypes

    rng = np.random.default_rng(seed)
    bs = v.block_size
    dt = {"bf16": ml_dtypes.bfloat16, "fp16": np.float16}
    heads = kv_heads * v.gqa
    per_seq = [-(-n // bs) for n in context_lens]
    nblocks = sum(per_seq) + 1  # one spare block nobody reads
    order = rng.permutation(nblocks)
    tables = np.zeros((len(context_lens), -(-max(per_seq) // TABLE_PAD) * TABLE_PAD), np.int32)
    at = 0
    for s, m in enumerate(per_seq):
        tables[s, :m] = order[at:at + m]
        at += m
    q = rng.uniform(-1, 1, (len(context_lens) * qlen, heads, HEAD))
    if v.kv_type == "fp8":
        q = fp8_grid_q(q, rng)
    q = q.astype(dt[v.q_type])
    # K three times test_pa.py's range (a peaked softmax: rows differ), V in (0, 2) (|O*| near 1,
    # far above its bound: a zero or misplaced output fails)
    k = rng.uniform(-3, 3, (nblocks, kv_heads, bs, HEAD))
    vv = rng.uniform(0, 2, (nblocks, kv_heads, bs, HEAD))
    if v.kv_type in dt:
        return Problem(q, k.astype(dt[v.kv_type]), vv.astype(dt[v.kv_type]), None, None, tables,
                       np.array(context_lens, np.int32), qlen)
    # the cache is made in the query's type first (test_pa.py's kv_cache_factory), then quantised
    k, vv = (x.astype(dt[v.q_type]).astype(np.float64) for x in (k, vv))
    qdt, qmax = ((ml_dtypes.float8_e4m3fn, 448.0) if v.kv_type == "fp8" else (np.int8, 127.0))
    out = []
    for x in (k, vv):
        scale = (np.abs(x).max(axis=-1) / qmax).astype(np.float32)
        if v.quant_type in PER_BLOCK:  # one scale per page and head (perblock_quant_kvcache_symm)
            scale = np.repeat(scale.max(axis=-1, keepdims=True), bs, axis=-1)
        y = x / scale[..., None].astype(np.float64)
        y = np.rint(y).clip(-127, 127).astype(np.int8) if qdt is np.int8 else y.astype(qdt)
        out += [y, scale]
    return Problem(q, out[0], out[2], out[1], out[3], tables, np.array(context_lens, np.int32), qlen)


Q_GRID_AMAX = 0.875  # 448 / 512: the fp8 kernels' Q scale 448 / max|Q| is then 512


def fp8_grid_q(q: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Q on the FP8 kernels' quantisation grid: every row's max |Q| is Q_GRID_AMAX (one element
    set to +-0.875) and every element an e4m3fn value / 512 (exact in bf16 and fp16), so the
    kernel's Q x 448 x rcp(max|Q|) is an e4m3fn value times (1 +- 2^-22) (v_rcp_f32 within one
    ulp) and v_cvt_pk_fp8_f32 (round to nearest) returns it: the kernel's quantised Q is Q."""
    import ml_dtypes

    y = (q * Q_GRID_AMAX * 512).astype(ml_dtypes.float8_e4m3fn).astype(np.float64) / 512
    rows = y.reshape(-1, y.shape[-1])
    rows[np.arange(len(rows)), rng.integers(0, y.shape[-1], len(rows))] = Q_GRID_AMAX * rng.choice([-1, 1], len(rows))
    return rows.reshape(y.shape)


def decode_args(p: Problem) -> dict:
    """KernelArgs for a decode problem (pa_fwd's filling)."""
    kc, vc = pack_cache(p.k_tok, p.v_tok, p.block_size)
    seqs_q, heads, _ = p.q.shape
    el = p.q.dtype.itemsize
    args = dict(ptr_O=np.zeros_like(p.q), ptr_Q=np.ascontiguousarray(p.q), ptr_K=kc, ptr_V=vc,
                ptr_BT=np.ascontiguousarray(p.block_tables), ptr_CL=np.ascontiguousarray(p.context_lens),
                sclg2e=SCLG2E, mblk=p.block_tables.shape[1], kv_nheads=p.kv_heads, Qs=heads * HEAD * el,
                Bs=kc[0].nbytes, KVs=kc[0, 0].nbytes, mtp=p.qlen - 1, GQA=heads // p.kv_heads)
    if p.qlen > 1:  # qo_indptr: pa_fwd passes it with max_qlen > 1 (the mtp objects)
        args["ptr_QTP"] = np.arange(0, seqs_q + 1, p.qlen, dtype=np.int32)
    if p.k_scale is not None:
        args.update(ptr_KQ=np.ascontiguousarray(p.k_scale), ptr_VQ=np.ascontiguousarray(p.v_scale))
    return args


def decode_grid(p: Problem) -> tuple[int, int, int]:
    return (p.kv_heads, len(p.context_lens), 1)


# ---- fp64 reference and bound ------------------------------------------------------------------
_OUT_REL = {"bf16": 2.0 ** -7, "fp16": 2.0 ** -10}  # a whole unit: covers truncating conversions
# P's rounding into a 16-bit MFMA operand: bf16 by adding 0x8000 and keeping the high half
# (round to nearest, v_add3_u32 x, 0x7fff, 1 in the bf16 objects), fp16 by v_cvt_pkrtz_f16_f32
# (toward zero: a whole unit, 2^-24 absolute below fp16's normal range)
_P_ROUND = {"bf16": (2.0 ** -8, 0.0), "fp16": (2.0 ** -10, 2.0 ** -24)}


def reference(v: Variant, p: Problem, keys: dict[int, tuple[int, int]] | None = None,
              lse: bool = False) -> tuple[np.ndarray, ...]:
    """fp64 O* and its bound (numerics/quant_bound), both [seqs x qlen, heads, 128]: softmax of
    Q K^T / sqrt(128) over each sequence's context (query token t of qlen sees all but the
    last qlen - 1 - t keys when masked: causal bottom-right) times V, K and V dequantised.
    keys: sequence -> (first, end) token range to restrict to (a split work's share); lse:
    also the natural-log LSE and its bound, [seqs x qlen, heads]."""
    from ..numerics.quant_bound import E4M3_MAX, E4M3_SUB, INT8_MAX, attention_and_bound, q_error

    heads = p.q.shape[1]
    g = heads // p.kv_heads
    quant = v.kv_type if v.kv_type in ("fp8", "int8") else None
    o = np.zeros(p.q.shape)
    bound = np.zeros(p.q.shape)
    lse_star, lse_bound = np.zeros(p.q.shape[:2]), np.zeros(p.q.shape[:2])
    for s in range(len(p.context_lens)):
        n = int(p.context_lens[s])
        k, vv = p.keys(s)
        rows = slice(s * p.qlen, (s + 1) * p.qlen)
        vis = np.ones((p.qlen, n), bool)
        if v.mask:
            vis &= np.arange(n)[None, :] <= np.arange(p.qlen)[:, None] + (n - p.qlen)
        if keys is not None and s in keys:
            a, e = keys[s]
            vis &= (np.arange(n) >= a) & (np.arange(n) < e)
        if quant is None:
            u_p, a_p = _P_ROUND[v.kv_type]
        else:
            bs = p.block_size
            vs = np.array([p.v_scale[p.block_tables[s, j // bs], :, j % bs] for j in range(n)],
                          np.float64)  # [n, kv_heads]
        for kh in range(p.kv_heads):
            qg = p.q[rows, kh * g:(kh + 1) * g].astype(np.float64)  # [qlen, g, 128]
            # int8: worst case (truncation, amax over the workgroup's rows: at least each row's);
            # fp8: none (Q on the grid, fp8_grid_q)
            dq = q_error(qg, "int8" if quant == "int8" else None)
            if quant is not None:
                u_p = 2.0 ** -4 if quant == "fp8" else 0.0
                unit = E4M3_SUB / E4M3_MAX if quant == "fp8" else 1 / INT8_MAX
                a_p = unit * vs[:, kh].max() / vs[:, kh]
            for h in range(g):
                got = attention_and_bound(qg[:, h], k[kh], vv[kh], 1 / math.sqrt(HEAD), vis,
                                          dq[:, h], u_p, a_p, _OUT_REL[v.q_type], lse=True)
                o[rows, kh * g + h], bound[rows, kh * g + h] = got[:2]
                lse_star[rows, kh * g + h], lse_bound[rows, kh * g + h] = got[2:]
    return (o, bound, lse_star, lse_bound) if lse else (o, bound)


def _worst(out: np.ndarray, ref: np.ndarray, bound: np.ndarray) -> float:
    return float(np.max(np.abs(out.astype(np.float64) - ref) / np.maximum(bound, 1e-300)))


def run(v: Variant, data: bytes, fetch: Callable[[str], bytes] | None = None) -> float:
    """Run the object on one small problem (two sequences crossing block boundaries, two KV
    heads, two query tokens each for an mtp object; a ps object: run_ps); returns max(error / bound) over the output (<= 1: within bound)."""
    from ..codeobj import read_code_object
    from ..emulator import launch, load

    why = no_contract(v)
    if why is not None:
        raise ValueError(f"{v.co_name}: {why}")
    if v.ps:  # two sequences, the longer over two pages (split, reduced), two KV heads
        return run_ps(v, data, [v.block_size + 44, 97], kv_heads=2)
    size = int(read_code_object(data).kernel().metadata[".kernarg_segment_size"])
    p = make_problem(v, [40, 97], kv_heads=2, qlen=2 if v.mtp else 1)
    res = launch(load(data, kernarg_layout=layout(size)), decode_args(p), grid=decode_grid(p),
                 block=BLOCK, memory_model=MEMORY_MODEL)
    ref, bound = reference(v, p)
    return _worst(res.buffers["ptr_O"], ref, bound)


# ---- the persistent (ps) contract --------------------------------------------------------------
@dataclass(frozen=True)
class Schedule:
    """Work tables in get_pa_metadata_v1's format (aiter/ops/attention.py's docstring, PaWorkInfo
    of csrc/include/pa.h): work_indptr [workgroups + 1]; work_info [works, 8] int32 = batch,
    partial_qo_loc (-1: O directly), qo_start, qo_end (global token rows), kv_start, kv_end
    (positions in kv_indices), kv_offset (unused), q_head_range (start | end << 16)."""
    work_indptr: np.ndarray
    work_info: np.ndarray
    partial_rows: int  # rows of SplitO / SplitLSE the works write


def ps_schedule(p: Problem, splits: int = 1) -> Schedule:
    """One workgroup per (KV head, sequence, split): the sequence's pages cut into `splits`
    nearly equal runs (a split work writes fp32 partial O and its LSE at its own rows of
    SplitO / SplitLSE; `ps_reduce` combines them). A valid table of the format the metadata
    builder fills (its own balancing over the CUs is not reproduced)."""
    g = p.q.shape[1] // p.kv_heads
    pages = [-(-int(n) // p.block_size) for n in p.context_lens]
    kv_ptr = np.concatenate([[0], np.cumsum(pages)])
    works, rows = [], 0
    for kh in range(p.kv_heads):
        for b in range(len(pages)):
            cuts = np.linspace(0, pages[b], min(splits, pages[b]) + 1).round().astype(int)
            for a, e in zip(cuts, cuts[1:]):
                loc = -1
                if len(cuts) > 2:
                    loc, rows = rows, rows + p.qlen
                works.append((b, loc, b * p.qlen, (b + 1) * p.qlen, kv_ptr[b] + a, kv_ptr[b] + e, 0,
                              (kh * g) | ((kh + 1) * g) << 16))
    info = np.array(works, np.int32).reshape(-1, 8)
    return Schedule(np.arange(len(info) + 1, dtype=np.int32), info, rows)


def ps_args(v: Variant, p: Problem, sched: Schedule) -> dict:
    """PsKernelArgs (pa_ps_fwd's filling): kv_indices the pages of every sequence in order,
    kv_indptr their prefix sums, qo_indptr the query rows'; SplitO fp32 [rows, heads, 128],
    SplitLSE fp32 [rows, heads] (pa_persistent_fwd's logits / splitLse)."""
    kc, vc = pack_cache(p.k_tok, p.v_tok, p.block_size)
    seqs_q, heads, _ = p.q.shape
    bs = p.block_size
    pages = [-(-int(n) // bs) for n in p.context_lens]
    indices = np.concatenate([p.block_tables[s, :m] for s, m in enumerate(pages)]).astype(np.int32)
    rows = max(sched.partial_rows, 1)
    args = dict(ptr_O=np.zeros_like(p.q), ptr_Q=np.ascontiguousarray(p.q), ptr_K=kc, ptr_V=vc,
                ptr_KVIndices=indices, ptr_CL=np.ascontiguousarray(p.context_lens), sclg2e=SCLG2E,
                kv_nheads=p.kv_heads, Qs=heads * HEAD * p.q.dtype.itemsize, Bs=kc[0].nbytes,
                KVs=kc[0, 0].nbytes, mtp=p.qlen - 1, GQA=heads // p.kv_heads,
                ptr_QOPtr=np.arange(0, seqs_q + 1, p.qlen, dtype=np.int32),
                ptr_KVPtr=np.concatenate([[0], np.cumsum(pages)]).astype(np.int32),
                ptr_WorkPtr=sched.work_indptr, ptr_WorkInfo=sched.work_info,
                ptr_SplitO=np.zeros((rows, heads, HEAD), np.float32),
                ptr_SplitLSE=np.zeros((rows, heads), np.float32))
    if p.k_scale is not None:
        if v.quant_type in PER_BLOCK:
            ks, vs = (np.ascontiguousarray(x[:, :, 0]) for x in (p.k_scale, p.v_scale))
        else:
            ks, vs = np.ascontiguousarray(p.k_scale), np.ascontiguousarray(p.v_scale)
        args.update(ptr_KQ=ks, ptr_VQ=vs)
        if v.quant_type not in PER_BLOCK:  # the per-block objects' segment has no strides
            args.update(stride_scale_blk=ks[0, 0].nbytes, stride_scale_page=ks[0].nbytes)
    return args


def ps_grid(sched: Schedule) -> tuple[int, int, int]:
    return (len(sched.work_indptr) - 1, 1, 1)


def ps_reduce(out: np.ndarray, split_o: np.ndarray, split_lse: np.ndarray, sched: Schedule) -> np.ndarray:
    """O with split works combined as pa_reduce_v1 (mla_reduce_v1) does, in fp64: for each
    query tile and head range, sum over its partials of exp(lse - logsumexp(lses)) x partial O."""
    o = out.astype(np.float64).copy()
    groups: dict[tuple[int, int, int], list[int]] = {}
    for b, loc, qs, qe, _, _, _, hr in sched.work_info.tolist():
        if loc >= 0:
            groups.setdefault((qs, qe, hr), []).append(loc)
    for (qs, qe, hr), locs in groups.items():
        h0, h1 = hr & 0xFFFF, hr >> 16
        n = qe - qs
        o[qs:qe, h0:h1] = combine_by_lse(np.stack([split_o[a:a + n, h0:h1] for a in locs]),
                                         np.stack([split_lse[a:a + n, h0:h1] for a in locs]))
    return o


def ps_shape(v: Variant) -> tuple[int, int]:
    """(gqa, qlen) filling a ps object's query tile (gqa x qlen = q_tile, pa_ps_fwd's rule
    gqa_ratio x max_qlen <= qTile): gqa 8 for tiles 16 and 40, 16 for 32, 48 and 64."""
    gqa = 8 if v.q_tile in (16, 40) else 16
    return gqa, v.q_tile // gqa


def run_ps(v: Variant, data: bytes, lens: list[int], kv_heads: int = 1, splits: int = 2,
           seed: int = 0) -> float:
    """Run a ps object on sequences of `lens` tokens (query tile filled, ps_shape), each split
    over `splits` works; returns the worst error / bound over the reduced O (ps_reduce) and
    every split work's own partial O and LSE against the fp64 reference of its key range."""
    import dataclasses

    from ..codeobj import read_code_object
    from ..emulator import launch, load

    gqa, qlen = ps_shape(v)
    v = dataclasses.replace(v, gqa=gqa)
    size = int(read_code_object(data).kernel().metadata[".kernarg_segment_size"])
    p = make_problem(v, lens, kv_heads=kv_heads, qlen=qlen, seed=seed)
    sched = ps_schedule(p, splits)
    res = launch(load(data, kernarg_layout=layout(size, _PS_FIELDS)), ps_args(v, p, sched),
                 grid=ps_grid(sched), block=BLOCK, memory_model=MEMORY_MODEL)
    split_o, split_lse = res.buffers["ptr_SplitO"], res.buffers["ptr_SplitLSE"]
    ref, bound = reference(v, p)
    worst = _worst(ps_reduce(res.buffers["ptr_O"], split_o, split_lse, sched), ref, bound)
    kv_ptr = np.concatenate([[0], np.cumsum([-(-int(n) // p.block_size) for n in p.context_lens])])
    for b, loc, qs, qe, ks, ke, _, hr in sched.work_info.tolist():
        if loc < 0:
            continue
        first, end = ((x - kv_ptr[b]) * p.block_size for x in (ks, ke))
        po, pb, pl, plb = reference(v, p, keys={b: (first, end)}, lse=True)
        h = slice(hr & 0xFFFF, hr >> 16)
        rows = slice(loc, loc + qe - qs)
        worst = max(worst, _worst(split_o[rows, h], po[qs:qe, h], pb[qs:qe, h]),
                    _worst(split_lse[rows, h], pl[qs:qe, h], plb[qs:qe, h]))
    return worst
