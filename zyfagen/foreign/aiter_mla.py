"""AMD AITER's persistent FP8 MLA prefill kernels, hsa/gfx950/mla/mla_pfl_qh192_vh128_m32x8_n128x1_
causal{0,1}.co (ROCm/aiter, MIT; the commit is in tests/data/aiter/mla/README.md): their launch
contract and the work tables that schedule them.

Kernel arguments: `PsKernelArgs` of csrc/py_itfs_cu/asm_mla.cu (layout in the sidecar
mla_pfl_qh192_vh128.args.yaml), filled by mla_prefill_ps_asm_fwd there: Q [tokens, heads, 192],
K [pages, heads_kv, 192], V [pages, heads_kv, 128] in E4M3 with per-tensor fp32 scales, O bf16
[tokens, heads, 128]; pages of one token (op_tests/test_mla_prefill_ps.py's block_size 1).
Launch: grid (len(work_indptr) - 1, 1, 1), block 512.

Scheduling (persistent): workgroup g runs the work items work_info[work_indptr[g]:
work_indptr[g + 1]], each 8 int32 (csrc/include/ps.h WorkInfo: batch, partial_o_loc, qo_start,
qo_end, kv_start, kv_end, kv_offset, q_head_range). `ps_metadata` builds them as
get_ps_metadata_v1 does (csrc/kernels/mla/metadata/v1_2_host.cuh kn_generate_ps_metadata and
generate_reduce_info; rewritten here, not copied): query tiles of qlen_granularity tokens (256 for
MHA, tile_q 256 / gqa), key units of kvlen_granularity (128), split evenly over the workgroups; a
tile whose keys span workgroups writes fp32 partial O and its natural-log LSE at rows
partial_o_loc.. of PartialO [rows, heads, 128] / PartialLSE [rows, heads], which `reduce`
combines as aiter.mla_reduce_v1 does (aiter/mla.py's reference Triton reduce: weights
exp(lse - logsumexp(lses))); a tile done whole writes O directly (partial_o_loc -1).
"""
from __future__ import annotations

from dataclasses import dataclass
from math import gcd
from pathlib import Path

import numpy as np

from ..resources import repo_root

KERNELS = {False: "_ZN5aiter40mla_pfl_qh192_vh128_m32x8_n128x1_causal0E",
           True: "_ZN5aiter40mla_pfl_qh192_vh128_m32x8_n128x1_causal1E"}
QK_DIM, V_DIM = 192, 128
TILE_Q, TILE_KV = 256, 128  # aiter/mla.py mla_prefill_ps_fwd tile_q; op_tests' tile_kv
BLOCK = (512, 1, 1)
MEMORY_MODEL = "late"  # as AITER's fmha kernels (foreign/aiter.py)
BARRIER_MODE = "hardware"


def code_object_path(causal: bool = False) -> Path | None:
    """The code object in a source checkout (tests/data/aiter/mla), or None."""
    root = repo_root()
    path = (root / "tests" / "data" / "aiter" / "mla" /
            f"mla_pfl_qh192_vh128_m32x8_n128x1_causal{int(causal)}.co") if root is not None else None
    return path if path is not None and path.is_file() else None


def args_layout_path() -> Path | None:
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / "mla" / "mla_pfl_qh192_vh128.args.yaml" if root else None
    return path if path is not None and path.is_file() else None


@dataclass(frozen=True)
class PsMetadata:
    work_indptr: np.ndarray  # int32 [workgroups + 1]
    work_info: np.ndarray  # int32 [works, 8]
    reduce_indptr: np.ndarray  # int32 [finals + 1]
    reduce_final_map: np.ndarray  # int32 [finals, 2]: qo_start, qo_end
    reduce_partial_map: np.ndarray  # int32 [partials]: partial_o_loc

    @property
    def partial_rows(self) -> int:
        """Rows of PartialO / PartialLSE the work items write (at least one tile)."""
        return int(self.work_info[:, 1].max(initial=0)) + TILE_Q


def ps_metadata(qo_lens: list[int], kv_lens: list[int], workgroups: int, heads_k: int = 1,
                gqa_ratio: int = 1, causal: bool = False, block_size: int = 1) -> PsMetadata:
    """The work tables get_ps_metadata_v1 builds for sequences of these query and key lengths on
    `workgroups` workgroups (AITER: the device's CU count), with op_tests/test_mla_prefill_ps.py's
    granularities (q heads gqa_ratio, q length TILE_Q / gqa_ratio, kv max(TILE_KV, block_size))."""
    qlen_g, kv_g = TILE_Q // gqa_ratio, max(TILE_KV, block_size)
    blocks_per_unit = kv_g // block_size
    qo_ptr = np.concatenate([[0], np.cumsum(qo_lens)]).astype(int)
    kv_ptr = np.concatenate([[0], np.cumsum([-(-n // block_size) for n in kv_lens])]).astype(int)
    clusters = gcd(heads_k, workgroups)
    tgs, kheads = workgroups // clusters, heads_k // clusters
    indptr = np.zeros(workgroups + 1, np.int64)
    works: list[tuple[int, ...]] = []
    # query tiles, visited head, tail, head+1, tail-1, ... within a sequence (v1_2_host.cuh)
    tiles = []
    for b, (qn, kn) in enumerate(zip(qo_lens, kv_lens)):
        ranges = [(s, min(s + qlen_g, qn)) for s in range(0, qn, qlen_g)]
        for i in range(len(ranges)):
            s, e = ranges[i // 2 if i % 2 == 0 else len(ranges) - 1 - i // 2]
            eff = min(kn - qn + e, kn) if causal else kn
            units = -(-eff // kv_g)
            tiles.append((b, s + qo_ptr[b], e + qo_ptr[b], units * blocks_per_unit, eff, units))
    total = sum(t[5] for t in tiles)
    average, remainder = divmod(total, tgs)
    for cluster in range(clusters):
        tile = block = partial = 0
        for tg in range(tgs):
            for kh in range(kheads):
                head = cluster * kheads + kh
                head_range = (head * gqa_ratio & 0xFFFF) | ((head + 1) * gqa_ratio << 16)
                saved = (tile, block, partial)
                capacity = (average + (tg < remainder)) * blocks_per_unit
                while tile < len(tiles) and capacity > 0:
                    b, qs, qe, nblocks, eff, _ = tiles[tile]
                    kv_start = block + kv_ptr[b]
                    if eff - block * block_size <= capacity * block_size:
                        used = nblocks - block
                        loc = -1 if block == 0 else qlen_g * partial
                        partial += block != 0
                        works.append((b, loc, qs, qe, kv_start, min(kv_start + used, kv_ptr[b + 1]),
                                      0, head_range))
                        tile, block = tile + 1, 0
                    else:
                        used = capacity
                        kv_end = min(kv_start + used, kv_ptr[b + 1])
                        works.append((b, qlen_g * partial, qs, qe, kv_start, kv_end,
                                      kv_lens[b] - (kv_end - kv_ptr[b]) * block_size, head_range))
                        partial += 1
                        block += used
                    capacity -= used
                if kh != kheads - 1:
                    tile, block, partial = saved
            indptr[cluster * tgs + tg + 1] = len(works)
    info = np.array(works, np.int64).reshape(-1, 8)
    finals: dict[tuple[int, int], set[int]] = {}
    for w in info:
        if w[1] != -1:
            finals.setdefault((int(w[2]), int(w[3])), set()).add(int(w[1]))
    keys = sorted(finals)
    rptr = np.concatenate([[0], np.cumsum([len(finals[k]) for k in keys])])
    return PsMetadata(indptr.astype(np.int32), info.astype(np.int32), rptr.astype(np.int32),
                      np.array(keys, np.int32).reshape(-1, 2),
                      np.array([p for k in keys for p in sorted(finals[k])], np.int32))


def args(q: np.ndarray, k: np.ndarray, v: np.ndarray, qo_lens: list[int], kv_lens: list[int],
         meta: PsMetadata,
         softmax_scale: float, scales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> dict:
    """Kernel arguments: q [tokens, heads, 192], k [pages, heads, 192], v [pages, heads, 128]
    (e4m3fn; pages of one token, in order: kv_page_indices is the identity), per-tensor scales
    (q, k, v). ptr_O is bf16 [tokens, heads, 128]; ptr_PartialO / ptr_PartialLSE fp32."""
    import ml_dtypes

    tokens, heads, _ = q.shape
    pages = k.shape[0]
    rows = meta.partial_rows
    return dict(ptr_Q=np.ascontiguousarray(q), ptr_K=np.ascontiguousarray(k), ptr_V=np.ascontiguousarray(v),
                ptr_O=np.zeros((tokens, heads, V_DIM), ml_dtypes.bfloat16),
                ptr_PartialO=np.zeros((rows, heads, V_DIM), np.float32),
                ptr_PartialLSE=np.zeros((rows, heads), np.float32),
                ptr_WorkIndptr=meta.work_indptr, ptr_WorkInfo=meta.work_info,
                ptr_QOIndptr=np.concatenate([[0], np.cumsum(qo_lens)]).astype(np.int32),
                ptr_KVIndptr=np.concatenate([[0], np.cumsum(kv_lens)]).astype(np.int32), ptr_KVPageIndices=np.arange(pages, dtype=np.int32),
                ptr_QScale=np.array([scales[0]], np.float32), ptr_KScale=np.array([scales[1]], np.float32),
                ptr_VScale=np.array([scales[2]], np.float32), scalar=float(softmax_scale),
                num_q_tokens=tokens, num_head_q=heads, num_page=pages, num_used_page=pages)


def grid(meta: PsMetadata) -> tuple[int, int, int]:
    return (len(meta.work_indptr) - 1, 1, 1)


def combine_by_lse(parts: np.ndarray, lses: np.ndarray) -> np.ndarray:
    """Split partial outputs combined in fp64 as mla_reduce_v1 (and pa_reduce_v1, and the MLA
    decode's stage 2) do: parts [k, ..., d], lses [k, ...] (natural log); the sum over k of
    exp(lse - logsumexp(lses)) x part."""
    lses = lses.astype(np.float64)
    top = lses.max(axis=0)
    total = top + np.log(np.exp(lses - top).sum(axis=0))
    return (np.exp(lses - total)[..., None] * parts.astype(np.float64)).sum(axis=0)


def reduce(out: np.ndarray, partial_o: np.ndarray, partial_lse: np.ndarray, meta: PsMetadata) -> np.ndarray:
    """O with the split tiles combined (aiter.mla_reduce_v1's rule, combine_by_lse), in fp64."""
    o = out.astype(np.float64).copy()
    for f, (qs, qe) in enumerate(meta.reduce_final_map):
        locs = meta.reduce_partial_map[meta.reduce_indptr[f]:meta.reduce_indptr[f + 1]]
        n = qe - qs
        o[qs:qe] = combine_by_lse(np.stack([partial_o[loc:loc + n] for loc in locs]),
                                  np.stack([partial_lse[loc:loc + n] for loc in locs]))
    return o


def run_against_fp64(lens: list[int], workgroups: int, causal: bool, heads: int = 1,
                     scales: tuple[float, float, float] = (1.0, 1.0, 1.0), seed: int = 0,
                     data: bytes | Path | None = None) -> tuple[float, PsMetadata, object]:
    """Run the prefill object (`data`: its bytes, else the committed one for `causal`) on random
    E4M3 sequences of these lengths (prefill: as many queries as keys) over `workgroups`
    workgroups, reduce the split tiles in fp64 and compare with the fp64 reference per sequence
    (bottom-right causal, as op_tests/test_mla_prefill_ps.py) under zyfagen.numerics.fp8_bound's
    bound (bf16 output). Returns (max error / bound over every output element, the work tables,
    the launch result). The tests (tests/emulator/test_aiter_mla.py) and the census's numerics
    column (foreign/aiter_numerics.py) both run this."""
    import ml_dtypes

    from ..emulator import launch, load
    from ..numerics.fp8_bound import BF16_REL, fp8_attention_and_bound

    f8 = ml_dtypes.float8_e4m3fn
    meta = ps_metadata(lens, lens, workgroups, heads_k=heads, causal=causal)
    rng = np.random.default_rng(seed)
    tokens = sum(lens)
    q, k = (rng.standard_normal((tokens, heads, QK_DIM)).astype(f8) for _ in range(2))
    v = rng.standard_normal((tokens, heads, V_DIM)).astype(f8)
    scale = 1 / np.sqrt(QK_DIM)
    prog = load(code_object_path(causal) if data is None else data, kernarg_layout=args_layout_path())
    res = launch(prog, args(q, k, v, lens, lens, meta, scale, scales), grid=grid(meta),
                 block=BLOCK, barrier_mode=BARRIER_MODE, memory_model=MEMORY_MODEL)
    out = reduce(res.buffers["ptr_O"], res.buffers["ptr_PartialO"], res.buffers["ptr_PartialLSE"], meta)
    worst, start = 0.0, 0
    for n in lens:
        rows = slice(start, start + n)
        start += n
        qs, ks, vs = (np.moveaxis(x[rows].astype(np.float64), 1, 0) for x in (q, k, v))
        ref, bound = fp8_attention_and_bound(qs * scales[0], ks * scales[1], vs * scales[2], 1,
                                             scale, causal, BF16_REL)
        err = np.abs(np.moveaxis(out[rows], 1, 0) - ref)
        worst = max(worst, float(np.max(err / np.maximum(bound, 1e-300))))
    return worst, meta, res
