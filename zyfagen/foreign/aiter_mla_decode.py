"""AMD AITER's MLA decode kernels, hsa/gfx950/mla/*.co and hsa/gfx950/mla_v4/*.co (ROCm/aiter, MIT;
commit in tests/data/aiter/mla/README.md): their launch contract, the split-KV reduction and an
fp64 reference with its error bound (issue 32); also the bf16 absorbed prefill objects
(mla_pfl_bf16_a16w16_causal_*), which take the same struct from mla_prefill_asm_fwd (s_MQA = gqa,
s_Q_Bs one token's bytes, grid (ceil(qlen gqa / 128), batch, 1), bf16 O). The FP8 persistent
prefill objects (mla_pfl_qh192_*) are foreign/aiter_mla.py's; the mla_v4 nm object's own
contract (asm_mla_v4.cu) is foreign/aiter_mla_v4.py's (run() hands mla_v4 variants to it).

Kernel arguments: the packed `KernelArgs` struct of csrc/py_itfs_cu/asm_mla.cu (ROCm/aiter
e4048607), every pointer and 32-bit scalar in a 16-byte slot, filled by mla_decode_stage1_asm_fwd
there (the older mla_dec_stage1_* objects take its first 208 bytes, up to s_log2_plen). Absorbed
MLA: Q [tokens, heads, 576] (kv_lora_rank 512 + rope 64), one KV head, KV cache [pages,
page_size, 1, 576] whose first 512 columns are V, O [tokens, heads, 512]; kv_indptr (pages per
sequence), kv_page_indices, kv_last_page_lens, qo_indptr; softmax scale, and for FP8 per-tensor
fp32 q_scale / kv_scale.

Non-persistent launch (num_kv_splits_indptr given): grid (ceil(qlen gqa / sub_Q), batch, splits),
block 256; split s of sequence b writes fp32 partial O at R[qo, s, head] and its natural-log LSE
at LSE[qo, s, head] (with one split and out_16_nosplit 1, bf16 O straight into R). aiter/mla.py's
_fwd_kernel_stage2_asm combines the first min(splits, ceil(kv_len / mgc)) splits with weights
exp(lse - max) / sum; `reduce_splits` does that in fp64.

Persistent launch (ps objects, work tables given): ptr_STP points at a small table whose first
two 64-bit words are the addresses of work_indptr and work_info_set (asm_mla.cu builds that
10-word table when only the two tensors are passed); grid (workgroups, 1, 1). Work item w
(csrc/include/ps.h MlaWorkInfo, 8 int32: batch, partial_qo_loc, qo_start, qo_end, kv_start,
kv_end, kv_offset = keys of the sequence after kv_end, q_head_range) covers query tokens
qo_start..qo_end against page-index entries kv_start..kv_end; partial_qo_loc -1 writes bf16 O
at RP[qo], else fp32 partial O and LSE at rows partial_qo_loc.. of R / LSE, which
aiter.mla_reduce_v1 combines per reduce_final_map / reduce_partial_map (MlaPartialTileInfo;
csrc/kernels/mla/metadata/v1_1_device.cuh records them so). `work_tables` builds such tables
with a plain rule (each sequence's keys cut into `splits` pieces of whole 16-key units, the
pieces dealt round-robin to the workgroups), not AITER's cost-heap balance: the kernel's
contract is the table's meaning, which any valid table exercises.

Round-robin context parallelism (cprr objects): ptr_GKVTP is the GLOBAL page indptr, with
s_cp_world_size W and s_cp_rank r; local key j is global position j W + r, which the causal
mask compares with the query's global position (op_tests/test_mla_persistent_round_robin.py).

The emulator has no pointer-to-buffer binding, so the persistent table is one buffer holding
its own two addresses: it is bound first (the layout lists ptr_STP first), at the emulator's
first buffer address, zyfagen.emulator.state.BUFFER_BASE.
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Callable

import numpy as np

from .aiter_mla import PsMetadata, combine_by_lse
from .aiter_mla import reduce as reduce_partials

KV_LORA, ROPE = 512, 64
QK_DIM, V_DIM = KV_LORA + ROPE, KV_LORA
BLOCK = (256, 1, 1)  # asm_mla.cu: bdx 256 (4 wave64)
BARRIER_MODE = "hardware"
TABLES = {"mla": "hsa/gfx950/mla/mla_asm.csv", "mla_v4": "hsa/gfx950/mla_v4/mla_v4_asm.csv"}

# KernelArgs (asm_mla.cu): (name, byte offset, kind); pointers that a launch may leave null
# default to null.
_FIELDS = (("ptr_R", 0x00, "buffer"), ("ptr_LSE", 0x10, "buffer"), ("ptr_Q", 0x20, "buffer"),
           ("ptr_KV", 0x30, "buffer"), ("ptr_LTP", 0x40, "buffer"), ("ptr_LTD", 0x50, "buffer"),
           ("ptr_LTL", 0x60, "buffer"), ("scalar", 0x70, "f32"), ("s_MQA", 0x80, "u32"),
           ("s_kv_split", 0x90, "u32"), ("s_Q_Bs", 0xA0, "u32"), ("s_Bs", 0xB0, "u32"),
           ("s_log2_plen", 0xC0, "u32"), ("ptr_QTP", 0xD0, "buffer"), ("ptr_STP", 0xE0, "buffer"),
           ("ptr_RP", 0xF0, "buffer"), ("ptr_QSCALE", 0x100, "buffer"), ("ptr_KVSCALE", 0x110, "buffer"),
           ("out_16_nosplit", 0x120, "u32"), ("ptr_LSEP", 0x130, "buffer"), ("ptr_GKVTP", 0x140, "buffer"),
           ("s_cp_world_size", 0x150, "u32"), ("s_cp_rank", 0x160, "u32"))
_OPTIONAL = {"ptr_STP", "ptr_RP", "ptr_QSCALE", "ptr_KVSCALE", "ptr_LSEP", "ptr_GKVTP"}
_DEFAULTS = {"s_cp_world_size": 1, "s_cp_rank": 0, "out_16_nosplit": 0}


def layout(kernarg_size: int) -> dict:
    """The kernel-argument layout (zyfagen.emulator.load's mapping form) of the fields that fit
    in the object's kernarg segment."""
    args = []
    for name, off, kind in _FIELDS:
        if off + 8 > kernarg_size and not (kind != "buffer" and off + 4 <= kernarg_size):
            continue
        entry = {"name": name, "offset": off, "kind": kind}
        if name in _OPTIONAL:
            entry["default"] = None
        elif name in _DEFAULTS:
            entry["default"] = _DEFAULTS[name]
        args.append(entry)
    return {"kernarg_size": kernarg_size, "args": args}


@dataclass(frozen=True)
class Variant:
    """One row of AITER's MLA selection tables (mla_asm.csv / mla_v4_asm.csv), or one read
    from an object's name (NAME_DERIVED)."""
    co_name: str
    table: str  # "mla" or "mla_v4"
    q_type: str  # bf16 / fp8
    kv_type: str
    gqa: int
    ps: bool
    qseqlen: int  # 0: any (the dispatcher's config_max_seqlen_q 0)
    prefill: bool
    causal: bool
    lse: bool
    cprr: bool
    # True: no selection-table row; fields read from the object's name (NAME_DERIVED), so
    # AITER's dispatcher never selects it
    name_derived: bool = False


def _named(co_name: str, q: str, gqa: int, ps: bool, qseqlen: int, causal: bool, lse: bool) -> Variant:
    return Variant(co_name, "mla", q, q, gqa, ps, qseqlen, False, causal, lse, False, True)


# hsa/gfx950/mla objects with no mla_asm.csv row (e4048607): variants read from their names
# (a16w16 bf16 / a8w8 fp8, gqaratio, qseqlen, _ps, _lse, msk0 non-causal). Each one's kernarg
# metadata (llvm-readelf-22 --notes: segment size and every argument's name, offset, size)
# equals that of the table-row sibling named in its comment, so the same KernelArgs apply.
# Census at e4048607: the three bf16 ones within the bound (0.164-0.168), the 32mx1 within
# (0.150, with its launch from asm_mla.cu at 55a8bdd4dc and stale LDS); of the two _ps_page
# ones (paged) the qseqlen4 within (0.147), the qseqlen2 within (0.155) interleaved as
# its row sibling mla_a8w8_qh16_qseqlen2_gqaratio16_ps, whose output it equals at page size 1;
# the six fp8 qh16/qh32 qseqlen4 non-v3 ones within (0.090-0.167) with their launches read from
# the code objects: the qh32 msk0 pair one split with fp32 R (as their row sibling
# mla_a8w8_qh64_qseqlen4_gqaratio16), the qh16 four interleaved with one split or s_MQA 64.
# Each one's emulation and launch quirks: aiter_mla_emulation.EMULATION.
NAME_DERIVED = {v.co_name: v for v in (
    # = mla_a16w16_qh32_qseqlen4_gqaratio32_lse_ps (384 bytes)
    _named("mla_a16w16_qh16_qseqlen4_gqaratio16_lse_ps.co", "bf16", 16, True, 4, True, True),
    # = mla_a16w16_qh32_qseqlen4_gqaratio32_ps (384 bytes)
    _named("mla_a16w16_qh16_qseqlen4_gqaratio16_ps.co", "bf16", 16, True, 4, True, False),
    # = mla_a16w16_qh64_qseqlen1_gqaratio64_v3 (320 bytes)
    _named("mla_a16w16_qh64_qseqlen1_gqaratio64_lse_v3.co", "bf16", 64, False, 1, True, True),
    # = mla_a8w8_qh64_qseqlen4_gqaratio16 / _msk0 (384 bytes)
    _named("mla_a8w8_qh16_qseqlen4_gqaratio16.co", "fp8", 16, False, 4, True, False),
    _named("mla_a8w8_qh16_qseqlen4_gqaratio16_msk0.co", "fp8", 16, False, 4, False, False),
    # = mla_a8w8_qh16_qseqlen4_gqaratio16_v3_ps / _msk0_v3_ps (384 bytes)
    _named("mla_a8w8_qh16_qseqlen4_gqaratio16_ps.co", "fp8", 16, True, 4, True, False),
    _named("mla_a8w8_qh16_qseqlen4_gqaratio16_msk0_ps.co", "fp8", 16, True, 4, False, False),
    # = mla_a8w8_qh64_qseqlen4_gqaratio16_msk0 (384 bytes; no non-persistent gqa-32 row)
    _named("mla_a8w8_qh32_qseqlen4_gqaratio32_msk0.co", "fp8", 32, False, 4, False, False),
    _named("mla_a8w8_qh32_qseqlen4_gqaratio32_msk0_v2.co", "fp8", 32, False, 4, False, False),
    # = MLA_A16W16_1TG_4W_64mx1_16nx1_Coex0_Msk1_QH16 (288 bytes; its row says Gqa 64). Its
    # launch is AITER's own, from the commit that added it (55a8bdd4dc, "[MLA] nhead64 and
    # nhead32"): csrc/py_itfs_cu/asm_mla.cu there sends bf16 Q and KV, gqa_ratio 32,
    # non-persistent to _ZN5aiter39mla_a16w16_qh16_m32x1_n16x1_coex0_mask1E in this file with
    # sub_Q 64, s_MQA = gqa x max_seqlen_q, grid (ceil(32 max_seqlen_q / 64), batch, kv_split)
    # (op_tests/test_mla.py there: nhead 32, decode_qlen 1); a later table replaced it with the
    # 16mx4 object. See aiter_mla_emulation.EMULATION for its surplus waves.
    _named("MLA_A16W16_1TG_4W_32mx1_16nx1_Coex0_Msk1_QH16.co", "bf16", 32, False, 0, True, False),
    # = mla_a8w8_qh16_qseqlen2_gqaratio16_ps (288 bytes)
    _named("mla_a8w8_qh16_qseqlen2_gqaratio16_ps_page.co", "fp8", 16, True, 2, True, False),
    _named("mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page.co", "fp8", 16, True, 4, True, False),
)}
# name-derived variants zyfagen does not run, and why
NAME_REFUSED = {
}


# How each object is emulated and launched: foreign/aiter_mla_emulation.py (one record per object).
from .aiter_mla_emulation import emulation


def memory_model_for(v: Variant) -> str:
    return emulation(v.co_name).memory_model


def schedule_for(v: Variant) -> str:
    return emulation(v.co_name).schedule


def takes_pages(data: bytes) -> bool:
    """Whether the object's key addressing follows the launch's page size: it loads
    s_log2_plen (KernelArgs 0xc0) and its next instruction naming that register is not
    `s_mov_b32 <reg>, 0`. At e4048607 every hsa/gfx950/mla decode object but the two paged
    ones overwrites it with 0 right after loading it (page size 1 whatever the launch says;
    llvm-objdump-22), so paged KV at page size > 1 is theirs alone."""
    from ..codeobj import disassemble

    insts = [i for _, i in disassemble(data)]
    for k, inst in enumerate(insts):
        ops = inst.operands
        if inst.mnemonic == "s_load_dword" and len(ops) == 3 and ops[1].text == "s[0:1]" \
                and ops[2].value == 0xC0:
            reg = ops[0].text
            for later in insts[k + 1:]:
                if any(o.text == reg for o in later.operands):
                    return later.text != f"s_mov_b32 {reg}, 0"
    return False


# Their census problem: 16-key pages, sequences of whole steps (the qseqlen4 object's last-step
# key mask, at 0x29d0 / 0x338c from the kernel entry, selects between -inf and v40-v47, registers
# no instruction of the object writes (only those 16 v_cndmask_b32 name them, and nothing reads
# them after): dead code, harmless on hardware, where the causal mask already hides the keys
# past the end, but a read of never-written registers the emulator stops at), split in two over
# three workgroups.
PAGED_PROBLEM = ([128, 64], 2, 3)
PAGED_PAGE_SIZE = 16
def variants(texts: dict[str, str]) -> dict[str, Variant]:
    """co_name -> Variant from the selection tables' texts keyed by their mirror paths
    (TABLES' values, as aiter_numerics.Column passes them) or by family ("mla", "mla_v4"); the
    v4 table's leading // comment lines are skipped. The mla table also yields NAME_DERIVED's
    variants of objects it has no row for."""
    family = {path: fam for fam, path in TABLES.items()}
    out: dict[str, Variant] = {}
    for key, text in texts.items():
        table = family.get(key, key)
        lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("//")]
        for row in csv.DictReader(io.StringIO("\n".join(lines))):
            out[row["co_name"]] = Variant(
                row["co_name"], table, row["qType"], row["kvType"], int(row["Gqa"]), row["ps"] == "1",
                int(row["qSeqLen"]), row["prefill"] == "1",
                row["causal"] == "1" and not emulation(row["co_name"]).not_causal, row["lse"] == "1",
                row.get("cprr", "0") == "1")
        if table == "mla":
            out.update({n: v for n, v in NAME_DERIVED.items() if n not in out})
    return out


@dataclass(frozen=True)
class Shape:
    """The problem one object runs: heads (gqa ratio, one KV head), query tokens per sequence,
    sub_Q (query rows per workgroup, non-persistent grid x) as mla_decode_stage1_asm_fwd picks
    them for this object."""
    heads: int
    qlen: int
    sub_q: int
    mqa: int = 0  # s_MQA; 0: heads x qlen

    @property
    def s_mqa(self) -> int:
        return self.mqa or self.heads * self.qlen


def shape(v: Variant) -> Shape:
    """A (heads, qlen) that asm_mla.cu's dispatcher sends to this object, its sub_Q and s_MQA
    (the dispatcher passes s_MQA = gqa, not gqa x qlen, where it folds a shape onto another
    object: bf16 gqa 8 qlen 2, and the persistent gfx950 remaps at its end)."""
    qlen = v.qseqlen or 1
    if v.prefill:  # mla_prefill_asm_fwd: s_MQA = gqa, sub_Q 128; PREFILL_QLEN query tokens
        return Shape(v.gqa, PREFILL_QLEN, 128, v.gqa)
    if v.ps:
        if emulation(v.co_name).mqa_default:
            return Shape(v.gqa, qlen, 128)
        if (v.q_type, v.gqa, qlen) in (("bf16", 32, 4), ("bf16", 64, 1), ("fp8", 16, 4), ("fp8", 32, 4)):
            return Shape(v.gqa, qlen, 128, v.gqa)
        return Shape(v.gqa, qlen, 128)
    if v.gqa == 8 and v.q_type == "bf16" and qlen == 2:
        return Shape(8, 2, 16, 8)
    if v.gqa == 128:
        return Shape(128, 1, 128)
    if v.gqa == 16 and v.q_type == "bf16" and not v.ps and qlen == 1:
        return Shape(16, 1, 16)
    if v.gqa == 16 and v.q_type == "fp8" and qlen == 4:
        return Shape(16, 4, 64)
    if v.gqa in (32, 64) and v.q_type == "bf16" and not v.ps:
        return Shape(v.gqa, 1, 64)
    if v.gqa == 32 and v.q_type == "fp8" and qlen == 1:
        return Shape(32, 1, 32)
    if v.gqa == 8 and not v.ps:
        return Shape(8, qlen, 8 * qlen)
    return Shape(v.gqa, qlen, 128)


def no_contract(v: Variant | None) -> str | None:
    """None when zyfagen runs this variant, else why not (one line)."""
    if v is None:
        return "not in AITER's MLA selection tables"
    if v.table == "mla_v4" and not v.co_name.endswith("_nm.co"):
        return "mla_v4 object other than the nm decode: no contract (aiter_mla_v4 wires the nm one)"
    if v.name_derived and v.co_name in NAME_REFUSED:
        return NAME_REFUSED[v.co_name]
    return None


def _pages(rng, kv_lens: list[int], page_size: int):
    """kv_indptr (pages per sequence), page indices (a random permutation of the pool, then
    padding: the kernels read whole 16-entry groups past a sequence's end, as AITER's callers
    allow by over-allocating kv_indices) and kv_last_page_lens."""
    npages = [-(-n // page_size) for n in kv_lens]
    pool = sum(npages) + 3
    perm = rng.permutation(pool).astype(np.int32)
    indptr = np.concatenate([[0], np.cumsum(npages)]).astype(np.int32)
    indices = np.concatenate([perm[:indptr[-1]], np.zeros(1024, np.int32)])
    last = np.array([n - (p - 1) * page_size for n, p in zip(kv_lens, npages)], np.int32)
    return pool, indptr, indices, last


def _elem(t: str):
    import ml_dtypes
    return ml_dtypes.float8_e4m3fn if t == "fp8" else ml_dtypes.bfloat16


@dataclass(frozen=True)
class Problem:
    q: np.ndarray  # [tokens + pad, heads, 576] (padding tokens: a workgroup reads whole 128-row tiles)
    kv: np.ndarray  # [pages, page_size, 1, 576]
    qo_indptr: np.ndarray
    kv_indptr: np.ndarray  # pages per sequence
    kv_indices: np.ndarray
    kv_last: np.ndarray
    kv_lens: tuple[int, ...]
    qlen: int
    page_size: int
    scales: tuple[float, float]  # q_scale, kv_scale (FP8 only)
    cp: tuple[int, int, tuple[int, ...]] | None = None  # cprr: world, rank, global key lengths

    @property
    def tokens(self) -> int:
        return int(self.qo_indptr[-1])


def problem(v: Variant, kv_lens: list[int], qlen: int, heads: int, seed: int = 0,
            page_size: int = 1, scales: tuple[float, float] = (1.0, 1.0)) -> Problem:
    """Random inputs; a cprr object's keys are rank CP_RANK's shard of CP_WORLD round-robin
    ranks, global lengths W n + r (so that the shard has kv_lens[b] keys)."""
    rng = np.random.default_rng(seed)
    pool, indptr, indices, last = _pages(rng, kv_lens, page_size)
    bs = len(kv_lens)
    kv = rng.standard_normal((pool, page_size, 1, QK_DIM)).astype(_elem(v.kv_type))
    q = rng.standard_normal((bs * qlen + max(4, 128 // heads + 1), heads, QK_DIM)).astype(_elem(v.q_type))
    cp = (CP_WORLD, CP_RANK, tuple(CP_WORLD * n + CP_RANK for n in kv_lens)) if v.cprr else None
    return Problem(q, kv, (np.arange(bs + 1) * qlen).astype(np.int32), indptr, indices, last,
                   tuple(kv_lens), qlen, page_size, scales, cp)


CP_WORLD, CP_RANK = 2, 1  # the cprr objects' problem: rank 1 of 2


def split_args(v: Variant, pr: Problem, sh: Shape, splits: int, scale: float) -> dict:
    """Non-persistent kernel arguments (mla_decode_stage1_asm_fwd with num_kv_splits_indptr):
    R fp32 [tokens, splits, heads, 512] (bf16 [tokens, 1, heads, 512] when splits is 1),
    LSE fp32 [tokens, splits, heads, 1], each with 4 tokens of slack. (The older
    mla_dec_stage1_* objects store whole 32-row tiles; mla_dec_stage1_bf16_a16w16_subQ16_mqa16
    bounds them by stride-4 resources without idxen whose NUM_RECORDS, 0x800 s_MQA and 4 s_MQA,
    are the bytes of one (token, split) block: the rows past it are dropped, a raw range check.)"""
    import ml_dtypes

    tokens, heads = pr.tokens, pr.q.shape[1]
    bs = len(pr.kv_lens)
    r_dtype = ml_dtypes.bfloat16 if splits == 1 and not emulation(v.co_name).fp32_r else np.float32
    a = dict(ptr_R=np.zeros((tokens + 4, splits, heads, V_DIM), r_dtype),
             ptr_LSE=np.zeros((tokens + 4, splits, heads, 1), np.float32),
             ptr_Q=pr.q, ptr_KV=pr.kv, ptr_LTP=pr.kv_indptr, ptr_LTD=pr.kv_indices, ptr_LTL=pr.kv_last,
             scalar=float(scale), s_MQA=sh.s_mqa, s_kv_split=splits,
             s_Q_Bs=heads * QK_DIM * pr.q.itemsize * (1 if v.prefill else pr.qlen),
             s_Bs=pr.page_size * QK_DIM * pr.kv.itemsize, s_log2_plen=int(np.log2(pr.page_size)),
             ptr_QTP=pr.qo_indptr, ptr_STP=(np.arange(bs + 1) * splits).astype(np.int32),
             out_16_nosplit=int(splits == 1))
    if pr.cp is not None:  # asm_mla.cu: ptr_GKVTP, the GLOBAL page indptr (page size 1 here)
        world, rank, glens = pr.cp
        a.update(ptr_GKVTP=np.concatenate([[0], np.cumsum(glens)]).astype(np.int32),
                 s_cp_world_size=world, s_cp_rank=rank)
    if v.q_type == "fp8":
        a.update(ptr_QSCALE=np.array([pr.scales[0]], np.float32))
    if v.kv_type == "fp8":
        a.update(ptr_KVSCALE=np.array([pr.scales[1]], np.float32))
    return a


def split_grid(sh: Shape, batch: int, splits: int) -> tuple[int, int, int]:
    return (-(-sh.heads * sh.qlen // sh.sub_q), batch, splits)


def reduce_splits(r: np.ndarray, lse: np.ndarray) -> np.ndarray:
    """O [tokens, heads, 512] in fp64 from the splits' partial O and LSE (stage 2's rule:
    weights exp(lse_s - max) / sum over the splits). The callers keep every split non-empty
    (at least one key), as AITER's get_meta_param does by capping the split count."""
    r64 = r.astype(np.float64)
    if r.shape[1] == 1:
        return r64[:, 0]
    return combine_by_lse(np.moveaxis(r64, 1, 0), np.moveaxis(lse[..., 0], 1, 0))


def visible(pr: Problem, b: int, causal: bool) -> list[int]:
    """Keys (a prefix of the sequence's local keys) each of sequence b's query tokens sees:
    all; bottom-right causal (token t of qlen sees n - qlen + 1 + t); or with round-robin
    context parallelism (cp: world W, rank r, global lengths) local key j sits at global
    position j W + r and token t at G - qlen + t (op_tests/test_mla_persistent_round_robin.py)."""
    n = pr.kv_lens[b]
    if not causal:
        return [n] * pr.qlen
    if pr.cp is None:
        return [max(0, n - pr.qlen + 1 + t) for t in range(pr.qlen)]
    world, rank, glens = pr.cp
    return [min(n, max(0, (glens[b] - pr.qlen + t - rank) // world + 1)) for t in range(pr.qlen)]


def reference(v: Variant, pr: Problem, scale: float, causal: bool, out_fmt: str):
    """fp64 O [tokens, heads, 512] and its per-element bound: softmax(Q K^T scale) V per query
    token over the keys it sees (visible()), K = the 576-column cache rows, V their first 512
    columns (op_tests/test_mla.py's ref_masked_attention). Bounds: numerics.half_bound for bf16
    P (bf16 Q: also the a16w8 objects, whose FP8 cache values are exact in bf16);
    numerics.fp8_bound.rounded_p_bound for P rounded to e4m3fn (FP8 Q and cache)."""
    from ..numerics.fp8_bound import rounded_p_bound
    from ..numerics.half_bound import half_attention_and_bound

    heads = pr.q.shape[1]
    out = np.zeros((pr.tokens, heads, V_DIM))
    bound = np.zeros_like(out)
    flat = pr.kv.reshape(-1, QK_DIM)
    for b, n in enumerate(pr.kv_lens):
        pages = pr.kv_indices[pr.kv_indptr[b]:pr.kv_indptr[b + 1]]
        rows = (pages[:, None] * pr.page_size + np.arange(pr.page_size)[None]).reshape(-1)[:n]
        k = flat[rows].astype(np.float64) * pr.scales[1]
        for t, m in enumerate(visible(pr, b, causal)):
            tok = b * pr.qlen + t
            if m == 0:
                continue  # no key: O 0 (AITER's reference too)
            q = pr.q[tok].astype(np.float64) * pr.scales[0]  # [heads, 576]
            km, vm = k[:m], k[:m, :V_DIM]
            if v.q_type == "fp8":  # P rounded to e4m3 for an FP8 P V MFMA; bf16 Q (a16w8): bf16
                s = q @ km.T * scale
                p = np.exp(s - s.max(axis=1, keepdims=True))
                o = p @ vm / p.sum(axis=1, keepdims=True)
                out[tok], bound[tok] = o, rounded_p_bound(p, vm, o)
            else:
                o, bd = half_attention_and_bound(q[:, None], km[None], vm[None], scale, False, "bf16",
                                                 group=heads, out_fmt=out_fmt)
                out[tok], bound[tok] = o[:, 0], bd[:, 0]
    return out, bound


def _load(data: bytes):
    from ..emulator import load
    meta = load(data)
    return load(data, kernarg_layout=layout(meta.kernarg_size))


def run_split(v: Variant, data: bytes, kv_lens: list[int], splits: int, seed: int = 0,
              page_size: int = 1, scales: tuple[float, float] = (1.0, 1.0),
              memory_model: str | None = None, stale_lds: int | None = None,
              schedule: str | None = None):
    """Run a non-persistent object on sequences of kv_lens keys; returns (O fp64 reduced
    from the splits, reference, bound, the launch result). stale_lds: emulator.launch's."""
    from ..emulator import launch

    sh = shape(v)
    pr = problem(v, kv_lens, sh.qlen, sh.heads, seed, page_size, scales)
    prog = _load(data)
    a = split_args(v, pr, sh, splits, 1 / np.sqrt(QK_DIM))
    names = {s.name for s in prog.args}
    a = {k: x for k, x in a.items() if k in names}
    res = launch(prog, a, grid=split_grid(sh, len(kv_lens), splits), block=BLOCK,
                 barrier_mode=BARRIER_MODE,
                 memory_model=memory_model or memory_model_for(v), stale_lds=stale_lds,
                 schedule=schedule or schedule_for(v))
    o = reduce_splits(res.buffers["ptr_R"][:pr.tokens], res.buffers["ptr_LSE"][:pr.tokens])
    ref, bound = reference(v, pr, 1 / np.sqrt(QK_DIM), (v.causal or v.prefill) and sh.qlen > 1,
                           "bf16" if splits == 1 and not emulation(v.co_name).fp32_r else "fp32")
    return o, ref, bound, res


def worst(o: np.ndarray, ref: np.ndarray, bound: np.ndarray) -> float:
    return float(np.max(np.abs(o - ref) / np.maximum(bound, 1e-300)))


def run(v: Variant, data: bytes, fetch: Callable[[str], bytes] | None = None) -> float:
    """One small problem in the emulator; max(error / bound) over every output element."""
    why = no_contract(v)
    if why:
        raise ValueError(f"{v.co_name if v else 'object'}: {why}")
    if v.table == "mla_v4":  # the nm decode's own contract (asm_mla_v4.cu)
        from . import aiter_mla_v4
        return aiter_mla_v4.worst_of(data)
    emu = emulation(v.co_name)
    if v.ps and emu.page_step:
        return worst(*run_persistent(v, data, *PAGED_PROBLEM, page_size=PAGED_PAGE_SIZE)[:3])
    if v.ps:
        return worst(*run_persistent(v, data, PS_PROBLEM[0], PS_PROBLEM[1], PS_PROBLEM[2])[:3])
    if v.prefill:
        return worst(*run_split(v, data, *PREFILL_PROBLEM)[:3])
    if emu.stale_lds:
        return run_stale(v, data)
    return worst(*run_split(v, data, *split_problem(v))[:3])


def run_stale(v: Variant, data: bytes) -> float:
    """The census run of an object with stale_lds fills (Emulation): the split problem under
    each fill; the outputs must be bit-identical (else ValueError: the output reads LDS no store
    wrote)."""
    fills = emulation(v.co_name).stale_lds
    runs = [run_split(v, data, *split_problem(v), stale_lds=fill) for fill in fills]
    first = runs[0][3].buffers
    for fill, other in zip(fills[1:], runs[1:]):
        for name in ("ptr_R", "ptr_LSE"):
            a, b = first[name], other[3].buffers[name]
            if a.tobytes() != b.tobytes():
                raise ValueError(f"{v.co_name}: {name} differs between stale LDS fills "
                                 f"0x{fills[0]:02x} and 0x{fill:02x}: the output reads LDS "
                                 f"no store wrote")
    return max(worst(*r[:3]) for r in runs)


# The census's problems (the tests' too): two sequences, keys split two ways; persistent over
# three workgroups (pieces of 32 + 38 and 16 + 24 page-index entries).
SPLIT_PROBLEM = ([150, 70], 2)
# bf16 prefill (mla_pfl_bf16_a16w16_causal_*; aiter/mla.py mla_prefill_fwd: one split, bf16 O,
# causal bottom-right as op_tests/test_mla.py's absorbed-prefill reference): 24 query tokens
# against 40 and 70 keys
PREFILL_QLEN = 24
PREFILL_PROBLEM = ([40, 70], 1)
FP8_SPLIT_PROBLEM = ([300, 260], 2)  # FP8 kernels split in 128-key units: get_meta_param caps
# the split count at ceil(average keys / 128) (its get_block_n_fp8) so that no split is empty


def split_problem(v: Variant) -> tuple[list[int], int]:
    sh = shape(v)
    if emulation(v.co_name).one_split:
        return FP8_SPLIT_PROBLEM[0], 1
    return FP8_SPLIT_PROBLEM if v.q_type == "fp8" and sh.heads * sh.qlen in (16, 32) else SPLIT_PROBLEM
PS_PROBLEM = ([70, 40], 2, 3)


# ---- persistent --------------------------------------------------------------------------

# The work tables are the prefill's record (aiter_mla.PsMetadata: get_mla_metadata_v1's five
# arrays); only the partial-row slack differs: some decode kernels store whole 16-row tiles and
# AITER sizes R / LSE by get_mla_metadata_info's maximum work count.
WorkTables = PsMetadata


def partial_rows(t: WorkTables) -> int:
    """Rows of R / LSE to allocate: the last partial row plus 64 rows of slack."""
    used = t.work_info[:, 1][t.work_info[:, 1] >= 0]
    return int(used.max(initial=0)) + 64


def work_tables(qlen: int, kv_pages: list[int], splits: int, workgroups: int, unit: int = 16,
                starts: list[int] | None = None) -> WorkTables:
    """Work tables for sequences of qlen queries and kv_pages page-index entries: each
    sequence's entries cut into `splits` pieces of whole `unit`s (one piece: written straight
    to O), pieces dealt round-robin over the workgroups. starts: each sequence's first kv
    position (default: the sequences back to back), e.g. keys of a paged object (Emulation.page_step)."""
    per_wg: list[list[tuple[int, ...]]] = [[] for _ in range(workgroups)]
    finals, partials, loc, kv0, n = [], [], 0, 0, 0
    for b, pages in enumerate(kv_pages):
        if starts is not None:
            kv0 = starts[b]
        units = -(-pages // unit)
        cuts = [min(pages, unit * (units * i // splits)) for i in range(splits + 1)]
        cuts = sorted(set(cuts))
        pieces = list(zip(cuts, cuts[1:]))
        qs, qe = b * qlen, (b + 1) * qlen
        if len(pieces) > 1:
            finals.append((qs, qe))
            partials.append([])
        for lo, hi in pieces:
            part = -1
            if len(pieces) > 1:
                part, loc = loc, loc + qlen
                partials[-1].append(part)
            per_wg[n % workgroups].append((b, part, qs, qe, kv0 + lo, kv0 + hi, pages - hi, 0))
            n += 1
        kv0 += pages
    indptr = np.concatenate([[0], np.cumsum([len(w) for w in per_wg])]).astype(np.int32)
    info = np.array([w for ws in per_wg for w in ws], np.int32).reshape(-1, 8)
    rptr = np.concatenate([[0], np.cumsum([len(p) for p in partials])]).astype(np.int32)
    return WorkTables(indptr, info, rptr, np.array(finals, np.int32).reshape(-1, 2),
                      np.array([x for p in partials for x in p], np.int32))


def stp_table(t: WorkTables) -> np.ndarray:
    """The buffer ptr_STP points at, bound first (at BUFFER_BASE): ten 64-bit words (the first
    two the addresses of work_indptr and work_info_set, which follow in the same buffer)."""
    from ..emulator.state import BUFFER_BASE

    indptr_at = 80
    info_at = (indptr_at + 4 * t.work_indptr.size + 15) // 16 * 16
    raw = np.zeros(info_at + 4 * t.work_info.size, np.uint8)
    raw[:16] = np.array([BUFFER_BASE + indptr_at, BUFFER_BASE + info_at], np.uint64).view(np.uint8)
    raw[indptr_at:indptr_at + 4 * t.work_indptr.size] = t.work_indptr.astype(np.int32).view(np.uint8)
    raw[info_at:] = t.work_info.astype(np.int32).reshape(-1).view(np.uint8)
    return raw


def persistent_layout(kernarg_size: int) -> dict:
    """layout() with ptr_STP first, so that the emulator binds its buffer first."""
    lay = layout(kernarg_size)
    args = sorted(lay["args"], key=lambda a: a["name"] != "ptr_STP")
    return {"kernarg_size": kernarg_size, "args": args}


def persistent_args(v: Variant, pr: Problem, sh: Shape, t: WorkTables, scale: float) -> dict:
    """Persistent kernel arguments (mla_decode_stage1_asm_fwd with work_indptr and
    work_info_set): R fp32 [partial rows, 1, heads, 512], LSE [partial rows, 1, heads, 1],
    RP bf16 O [tokens, heads, 512], s_kv_split 1 (splitData.size(1)), out_16_nosplit 1."""
    import ml_dtypes

    a = split_args(v, pr, sh, 1, scale)
    rows, heads = partial_rows(t), pr.q.shape[1]
    a.update(ptr_R=np.zeros((rows, 1, heads, V_DIM), np.float32),
             ptr_LSE=np.zeros((rows, 1, heads, 1), np.float32),
             ptr_RP=np.zeros((pr.tokens, heads, V_DIM), ml_dtypes.bfloat16),
             ptr_STP=stp_table(t), s_kv_split=1, out_16_nosplit=1)
    if v.lse:
        a["ptr_LSEP"] = np.zeros((pr.tokens, heads), np.float32)
    return a


def reduce_work(out: np.ndarray, r: np.ndarray, lse: np.ndarray, t: WorkTables) -> np.ndarray:
    """O in fp64 with the split tiles combined as aiter.mla_reduce_v1 does (aiter_mla.reduce:
    R [rows, 1, heads, 512], LSE [rows, 1, heads, 1])."""
    return reduce_partials(out, r[:, 0], lse[:, 0, :, 0], t)


def run_persistent(v: Variant, data: bytes, kv_lens: list[int], splits: int, workgroups: int,
                   seed: int = 0, page_size: int = 1, scales: tuple[float, float] = (1.0, 1.0),
                   memory_model: str | None = None, schedule: str | None = None):
    """Run a persistent object on work tables from work_tables(); returns (O fp64 with the
    split tiles reduced, reference, bound, the launch result, the work tables)."""
    from ..emulator import launch, load

    sh = shape(v)
    pr = problem(v, kv_lens, sh.qlen, sh.heads, seed, page_size, scales)
    emu = emulation(v.co_name)
    if emu.page_step:  # keys, each sequence from key kv_indptr[b] x page_size
        t = work_tables(sh.qlen, list(kv_lens), splits, workgroups, unit=emu.page_step,
                        starts=[int(p) * page_size for p in pr.kv_indptr[:-1]])
    else:
        t = work_tables(sh.qlen, [int(x) for x in np.diff(pr.kv_indptr)], splits, workgroups)
    meta = load(data)
    prog = load(data, kernarg_layout=persistent_layout(meta.kernarg_size))
    a = persistent_args(v, pr, sh, t, 1 / np.sqrt(QK_DIM))
    names = {s.name for s in prog.args}
    a = {k: x for k, x in a.items() if k in names}
    res = launch(prog, a, grid=(workgroups, 1, 1), block=BLOCK,
                 barrier_mode=BARRIER_MODE,
                 memory_model=memory_model or memory_model_for(v),
                 unaligned_loads=emu.unaligned_loads, schedule=schedule or emu.schedule)
    o = reduce_work(res.buffers["ptr_RP"][:pr.tokens], res.buffers["ptr_R"], res.buffers["ptr_LSE"], t)
    ref, bound = reference(v, pr, 1 / np.sqrt(QK_DIM), v.causal and sh.qlen > 1, "bf16")
    return o, ref, bound, res, t
