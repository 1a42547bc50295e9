"""AMD AITER's paged-attention decode kernels (hsa/gfx950/pa, tests/data/aiter/pa) run in the
emulator within the bound of an fp64 reference (issue 32).

Contract: zyfagen/foreign/aiter_pa.py (KernelArgs of csrc/py_itfs_cu/asm_pa.cu, the paged cache
of op_tests/test_pa.py, ROCm/aiter e4048607). Oracle: fp64 softmax(Q K^T / sqrt(128)) V per
sequence over its context read through the block table, K and V dequantised (stored value x
per-token scale), with zyfagen.numerics.quant_bound's bound (Q and P quantised on the fly for
an 8-bit cache, P rounded to bf16/fp16 otherwise).
"""
from pathlib import Path

import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter_pa as P

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter" / "pa"


def _variants():
    return P.variants({P.TABLE: (DATA / "pa_asm.csv").read_text()})


def _decode(name, lens, kv_heads, qlen=1):
    v = _variants()[name]
    data = (DATA / name).read_bytes()
    p = P.make_problem(v, lens, kv_heads=kv_heads, qlen=qlen)
    size = 272 if "1tg" in name else 256  # the objects' kernarg segments (metadata)
    res = launch(load(data, kernarg_layout=P.layout(size)), P.decode_args(p), grid=P.decode_grid(p),
                 block=P.BLOCK, memory_model=P.MEMORY_MODEL)
    ref, bound = P.reference(v, p)
    out = res.buffers["ptr_O"].astype(np.float64)
    err = np.abs(out - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    # the bound discriminates: well below the output's size (a zero or misplaced output fails)
    assert np.median(bound) < 0.5 * np.median(np.abs(ref))
    return v, p, out


@pytest.mark.parametrize("name,lens,kv_heads", [
    ("pa_bf16_noquant_gqa8_1tg_4w.co", [40, 97], 2),  # bf16 cache, contexts crossing 16-token blocks
    ("pa_bf16_pertokenFp8_gqa8_2tg_4w.co", [40, 97], 2),  # e4m3fn cache, per-token scales
    ("pa_fp16_pertokenInt8_gqa16_2tg_4w.co", [33, 70], 1),  # int8 cache, fp16 Q, gqa 16
])
def test_pa_decode_matches_fp64(name, lens, kv_heads):
    _decode(name, lens, kv_heads)


def test_pa_mtp_causal_matches_fp64():
    """Multi-token decode (qlen 2 per sequence, qo_indptr): msk1 is causal bottom-right among
    the new tokens; the unmasked reference is far outside the bound (the mask is really there)."""
    import dataclasses

    v, p, out = _decode("pa_bf16_noquant_gqa8_1tg_4w_mtp_msk1.co", [40, 97], 1, qlen=2)
    ref, bound = P.reference(dataclasses.replace(v, mask=0), p)
    assert np.max(np.abs(out - ref) / bound) > 2


def test_pa_persistent_split_matches_fp64():
    """Persistent (ps) object, per-block FP8 cache in 256-token pages, query tile 16 = gqa 8 x
    2 tokens (causal): a 300-token sequence split over two works (fp32 partial O + natural-log
    LSE, reduced in fp64 as pa_reduce_v1 does) and a 97-token one whole, two KV heads; each
    split's own partial O and LSE are within the bound of its key range's reference."""
    name = "pa_bf16_perblockFp8_blk256_1tg_4w_qlen16_msk1_ps.co"
    v = _variants()[name]
    assert (v.block_size, v.q_tile, v.quant_type) == (256, 16, 6)
    assert P.run_ps(v, (DATA / name).read_bytes(), [300, 97], kv_heads=2) <= 1


def test_pa_persistent_qlen40_stores_a_half_written_register_to_lds_and_matches_fp64():
    """Query tile 40 (gqa 8 x 5 tokens): the object stores `ds_write_b128 v246, v[188:191]
    offset:4096` with v191 never written and never uses those LDS bytes where it matters
    (issue 32: LDS carries definedness); a 300-token sequence split over two works and a
    97-token one, within the fp64 bound (the emulator stopped at that store before)."""
    name = "pa_bf16_perblockFp8_blk256_1tg_4w_qlen40_msk1_ps.co"
    v = _variants()[name]
    assert (v.block_size, v.q_tile) == (256, 40)
    assert P.run_ps(v, (DATA / name).read_bytes(), [300, 97], kv_heads=1) <= 1


def test_ps_schedule_splits_pages():
    import ml_dtypes

    v = _variants()["pa_bf16_perblockFp8_blk256_1tg_4w_qlen16_msk1_ps.co"]
    p = P.make_problem(v, [600, 97], kv_heads=1, qlen=1)
    s = P.ps_schedule(p, 2)
    # 600 tokens = 3 pages: split 2 + 1 pages, partial rows 0 and 1; 97 tokens whole
    assert s.work_info[:, [0, 1, 4, 5]].tolist() == [[0, 0, 0, 2], [0, 1, 2, 3], [1, -1, 3, 4]]
    assert s.partial_rows == 2 and p.q.dtype == ml_dtypes.bfloat16


def test_pa_cache_layout_is_test_pa_layout():
    """pack_cache: K [blocks, heads, 128/x, bs, x], V [blocks, heads, bs/x, 128, x] (x = 8 for a
    16-bit cache), element (b, h, t, d) where op_tests/test_pa.py's kv_cache_factory and
    asm_V_shuffle put it."""
    k = np.arange(2 * 1 * 16 * 128, dtype=np.float16).reshape(2, 1, 16, 128)
    kc, vc = P.pack_cache(k, k + 1, 16)
    b, t, d = 1, 5, 77
    assert kc[b, 0, d // 8, t, d % 8] == k[b, 0, t, d]
    assert vc[b, 0, t // 8, d, t % 8] == k[b, 0, t, d] + 1


def test_pa_variants_cover_the_table():
    v = _variants()
    assert len(v) == 51
    assert P.no_contract(v["pa_bf16_noquant_gqa8_1tg_4w.co"]) is None
    assert P.no_contract(None) == "not in AITER's selection table"
