"""AMD AITER's MLA decode kernels (hsa/gfx950/mla, issue 32) run in the emulator within the
bound of an fp64 reference, one object per launch-contract class.

Contract: zyfagen/foreign/aiter_mla_decode.py (KernelArgs and mla_decode_stage1_asm_fwd of
csrc/py_itfs_cu/asm_mla.cu; the split-KV stage 2 of aiter/mla.py; work tables as
csrc/kernels/mla/metadata/v1_1_device.cuh records them; ROCm/aiter e4048607). Oracle: fp64
softmax(Q K^T / sqrt(576)) V per sequence, K the 576-column cache rows gathered through random
page indices, V their first 512 columns, bottom-right causal over the query tokens
(op_tests/test_mla.py's ref_masked_attention), with numerics.half_bound's bound for P rounded
to bf16, numerics.fp8_bound.rounded_p_bound's for P rounded to e4m3fn (FP8 objects, per-tensor
q_scale / kv_scale applied to Q and to the cache in the reference). Split outputs (fp32 partial O and natural-log LSE) are combined in fp64 with stage 2's
weights; that is a convex combination whose weights are the kernel's own row sums, so the
single-pass bound holds for it (as tests/emulator/test_aiter_mla.py argues for the prefill).
"""
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from zyfagen.emulator import EmulationError
from zyfagen.foreign import aiter_mla_decode as D
from zyfagen.foreign import aiter_mla_emulation as E

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter" / "mla"
# the two rows of hsa/gfx950/mla/mla_asm.csv (e4048607) these objects come from
TABLE = """qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,cprr,knl_name,co_name
bf16,bf16,16,0,4,0,1,0,0,_ZN5aiter39mla_a16w16_qh16_m16x4_n16x1_coex0_mask1E,mla_a16w16_qh16_m16x4_n16x1_coex0_mask1.co
bf16,bf16,16,1,4,0,1,0,0,_ZN5aiter42mla_a16w16_qh16_m16x4_n16x1_coex0_mask1_psE,mla_a16w16_qh16_m16x4_n16x1_coex0_mask1_ps.co
bf16,bf16,64,1,1,0,1,0,0,_ZN5aiter41mla_a16w16_qh64_qseqlen1_gqaratio64_v3_psE,mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps.co
fp8,fp8,16,1,4,0,1,0,0,_ZN5aiter39mla_a8w8_qh16_qseqlen4_gqaratio16_v3_psE,mla_a8w8_qh16_qseqlen4_gqaratio16_v3_ps.co
fp8,fp8,128,0,0,0,1,0,0,_ZN5aiter31mla_a8w8_qh128_m32x4_n16x2_msk1E,mla_a8w8_qh128_m32x4_n16x2_msk1.co
fp8,fp8,16,1,4,0,1,0,1,_ZN5aiter44mla_a8w8_qh16_qseqlen4_gqaratio16_cprr_v3_psE,mla_a8w8_qh16_qseqlen4_gqaratio16_cprr_v3_ps.co
bf16,bf16,16,0,0,1,0,0,0,_ZN5aiter39mla_pfl_bf16_a16w16_causal_subQ16_mqa16E,mla_pfl_bf16_a16w16_causal_subQ16_mqa16.co
"""
V = D.variants({D.TABLES["mla"]: TABLE})


def _data(v):
    return (DATA / v.co_name).read_bytes()


def test_split_kv_bf16_qlen4_causal_matches_fp64():
    """Non-persistent: 16 heads x 4 causal query tokens per sequence, two sequences (150 and
    70 keys, random pages), each split over two workgroups (grid z); the splits' fp32 partial
    O and LSE reduced in fp64."""
    v = V["mla_a16w16_qh16_m16x4_n16x1_coex0_mask1.co"]
    assert D.no_contract(v) is None and D.shape(v) == D.Shape(16, 4, 128)
    o, ref, bound, res = D.run_split(v, _data(v), *D.SPLIT_PROBLEM)
    lse = res.buffers["ptr_LSE"][:8, ..., 0]  # 2 sequences x 4 tokens (then slack rows)
    assert np.all(lse != 0) and np.all(np.isfinite(lse))  # every split wrote its rows
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


def test_persistent_bf16_work_tables_match_fp64():
    """Persistent: 64 heads, one query token per sequence, work tables splitting both
    sequences (70 and 40 keys) in two over three workgroups; partial rows reduced as
    mla_reduce_v1 does, whole tiles written straight to the bf16 output."""
    v = V["mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps.co"]
    assert D.no_contract(v) is None
    o, ref, bound, res, t = D.run_persistent(v, _data(v), *D.PS_PROBLEM)
    assert len(t.reduce_partial_map) == 4 and np.all(res.buffers["ptr_LSE"][:4] != 0)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


def test_split_kv_fp8_128_heads_matches_fp64():
    """FP8 non-persistent: 128 heads x 1 query token, E4M3 Q and cache with per-tensor scales
    (0.5, 2.0), two sequences (70 and 40 keys) each split over two workgroups."""
    v = V["mla_a8w8_qh128_m32x4_n16x2_msk1.co"]
    assert D.no_contract(v) is None and D.shape(v) == D.Shape(128, 1, 128)
    o, ref, bound, res = D.run_split(v, _data(v), [70, 40], 2, scales=(0.5, 2.0))
    assert np.all(res.buffers["ptr_LSE"][:2] != 0)  # 2 tokens (then slack rows)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


def test_persistent_fp8_qlen4_matches_fp64():
    """FP8 persistent: 16 heads x 4 causal query tokens (s_MQA 16: asm_mla.cu's gfx950 remap),
    work tables splitting both sequences over three workgroups."""
    v = V["mla_a8w8_qh16_qseqlen4_gqaratio16_v3_ps.co"]
    assert D.shape(v) == D.Shape(16, 4, 128, 16)
    o, ref, bound, res, t = D.run_persistent(v, _data(v), *D.PS_PROBLEM, scales=(0.5, 2.0))
    assert len(t.reduce_final_map) == 2
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


def test_round_robin_context_parallel_masks_on_global_positions():
    """cprr: rank 1 of 2 holds every other key (global position 2j + 1); the kernel masks the 4
    query tokens on global positions (g_kv_indptr, cp_world_size, cp_rank). Within the bound of
    that reference, and outside the plain bottom-right mask's (so the mask is exercised)."""
    v = V["mla_a8w8_qh16_qseqlen4_gqaratio16_cprr_v3_ps.co"]
    assert v.cprr and D.no_contract(v) is None
    o, ref, bound, res, t = D.run_persistent(v, _data(v), *D.PS_PROBLEM)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    sh = D.shape(v)
    pr = D.problem(v, D.PS_PROBLEM[0], sh.qlen, sh.heads)
    assert [D.visible(pr, 0, True)] == [[69, 69, 70, 70]]
    plain, plain_bound = D.reference(v, replace(pr, cp=None), 1 / np.sqrt(D.QK_DIM), True, "bf16")
    assert np.max(np.abs(o - plain) / plain_bound) > 2  # 3.8 measured


def test_bf16_prefill_causal_matches_fp64():
    """mla_prefill_asm_fwd's launch of the bf16 absorbed prefill: 16 heads x 24 query tokens
    against 40 keys, one split, bf16 O; causal bottom-right (the object's name; its table row
    says causal 0, and mla_prefill_fwd passes no mask flag), which the plain reference misses."""
    v = V["mla_pfl_bf16_a16w16_causal_subQ16_mqa16.co"]
    assert v.prefill and D.no_contract(v) is None and D.shape(v) == D.Shape(16, D.PREFILL_QLEN, 128, 16)
    o, ref, bound, res = D.run_split(v, _data(v), [40], 1)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    sh = D.shape(v)
    plain, plain_bound = D.reference(v, D.problem(v, [40], sh.qlen, sh.heads), 1 / np.sqrt(D.QK_DIM), False, "bf16")
    assert np.max(np.abs(o - plain) / plain_bound) > 2


def test_a_stale_ds_read_model_misses_the_bound():
    """Why the contract runs 'immediate': the kernel feeds MFMAs from ds_read results before
    the s_waitcnt that drains them; the 'late' model (results at the wait) makes those MFMAs
    read stale registers and the output misses fp64 by far (so the check can fail)."""
    v = V["mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps.co"]
    o, ref, bound, res, _ = D.run_persistent(v, _data(v), [65], 1, 1, memory_model="late")
    assert res.timing_notes and np.max(np.abs(o - ref) / bound) > 10


@pytest.mark.parametrize("kv_pages,splits,workgroups", [([70, 40], 2, 3), ([5, 300, 17], 3, 4), ([64], 1, 2)])
def test_work_tables_cover_each_sequence_once(kv_pages, splits, workgroups):
    t = D.work_tables(2, kv_pages, splits, workgroups)
    assert t.work_indptr[0] == 0 and t.work_indptr[-1] == len(t.work_info)
    starts = np.concatenate([[0], np.cumsum(kv_pages)])
    for b, n in enumerate(kv_pages):
        mine = sorted(w for w in t.work_info.tolist() if w[0] == b)
        assert mine[0][4] == starts[b] and mine[-1][5] == starts[b + 1]
        assert all(a[5] == c[4] for a, c in zip(mine, mine[1:]))
        assert all(w[6] == starts[b + 1] - w[5] for w in mine)  # kv_offset: keys after the piece
        assert (len(mine) == 1) == (mine[0][1] == -1)
    locs = t.work_info[:, 1][t.work_info[:, 1] >= 0]
    assert len(set(locs.tolist())) == len(locs) == len(t.reduce_partial_map)


def test_selection_table_rows_and_refusals():
    """variants() reads mla_asm.csv / mla_v4_asm.csv rows; no_contract names what is not wired."""
    v4 = "// comment\nqType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,knl_name,co_name\n" \
         "fp8,fp8,64,0,1,0,0,0,_ZN5aiter36mla_a8w8_qh64_qseqlen1_gqaratio64_nmE,mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co\n"
    vs = D.variants({D.TABLES["mla_v4"]: v4})
    nm = vs["mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co"]
    assert nm.table == "mla_v4" and nm.gqa == 64 and not nm.ps
    assert D.no_contract(nm) is None  # foreign/aiter_mla_v4.py (tests/emulator/test_aiter_mla_v4.py)
    assert D.no_contract(None).startswith("not in")


def test_persistent_m16x4_with_a_never_written_sgpr_step_matches_fp64():
    """The m16x4 persistent object computes `s_mul_i32 s56, 4, s77` with s77 written nowhere in
    the kernel and adds s56 to its LSE address register v26 after the last LSE store of a work
    item; nothing uses v26 again before the next item resets it. The never-written state travels
    (issue 32) instead of stopping; the output is checked against fp64."""
    v = V["mla_a16w16_qh16_m16x4_n16x1_coex0_mask1_ps.co"]
    assert D.no_contract(v) is None
    assert D.run(v, _data(v)) <= 1


def test_name_derived_variant_of_a_rowless_object_matches_fp64():
    """mla_a16w16_qh16_qseqlen4_gqaratio16_ps has no mla_asm.csv row; its variant comes from its
    name (bf16, 16 heads x 4 causal tokens, persistent) and the persistent launch of its
    table-row sibling (same kernarg metadata)."""
    name = "mla_a16w16_qh16_qseqlen4_gqaratio16_ps.co"
    v = D.variants({D.TABLES["mla"]: TABLE})[name]
    assert v.name_derived and v.ps and v.causal and (v.gqa, v.qseqlen) == (16, 4)
    assert D.no_contract(v) is None
    assert D.run(v, (DATA / name).read_bytes()) <= 1  # 0.164 measured


def test_32mx1_rowless_object_with_idle_waves_on_stale_lds_matches_fp64():
    """MLA_A16W16_1TG_4W_32mx1 (no mla_asm.csv row; launch from asm_mla.cu at 55a8bdd4dc: gqa
    32, sub_Q 64, grid (1, batch, splits)): its waves 2-3 read Q rows 32-63 of LDS that the
    kernel never fills and store nothing. With the LDS starting as 0x00 or as 0xFF (NaN) bytes
    the output is bit-identical and within fp64's bound (0.150 measured); without stale LDS
    (issue 32, mladef) those reads' values travel as undefined and nothing stores them: the
    same output."""
    name = "MLA_A16W16_1TG_4W_32mx1_16nx1_Coex0_Msk1_QH16.co"
    v = D.variants({D.TABLES["mla"]: TABLE})[name]
    assert v.name_derived and D.no_contract(v) is None and D.shape(v) == D.Shape(32, 1, 64)
    data = (DATA / name).read_bytes()
    assert D.run(v, data) <= 1
    res = D.run_split(v, data, *D.split_problem(v))[3]
    stale = D.run_split(v, data, *D.split_problem(v), stale_lds=0xFF)[3]
    for buf in ("ptr_R", "ptr_LSE"):
        assert res.buffers[buf].tobytes() == stale.buffers[buf].tobytes()


def test_paged_kv_in_keys_with_16_key_pages_matches_fp64():
    """mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page (no mla_asm.csv row): paged KV with 16-key
    pages (s_log2_plen 4), work items counting keys from kv_indptr[b] x 16 (the object shifts
    kv_start right by s_log2_plen for its first page entry and takes key j of a step from page
    entry j >> 4, row j & 15), two sequences of 128 and 64 keys split in two over three
    workgroups (0.147 of the bound measured). With the row siblings' work items counting page
    entries instead, the same launch stops (a partial step) or, with s_log2_plen 0, misses."""
    name = "mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page.co"
    v = D.variants({D.TABLES["mla"]: TABLE})[name]
    assert v.name_derived and v.ps and D.no_contract(v) is None and E.emulation(name).page_step == 32
    data = (DATA / name).read_bytes()
    o, ref, bound, res, t = D.run_persistent(v, data, *D.PAGED_PROBLEM, page_size=D.PAGED_PAGE_SIZE)
    assert res.buffers["ptr_LTP"].tolist() == [0, 8, 12]  # page-index entries per sequence
    assert sorted(t.work_info[:, 4].tolist()) == [0, 64, 128, 160]  # keys, not entries
    assert np.all(np.abs(o - ref) <= bound)


def test_paged_qseqlen2_needs_the_waves_side_by_side():
    """mla_a8w8_qh16_qseqlen2_gqaratio16_ps_page (no mla_asm.csv row): 16 heads x 2 causal
    tokens, 16-key pages, steps of 64 keys, the same problem. Like its row sibling (whose output
    it equals bit for bit at page size 1) it needs the 'interleaved' schedule and unaligned
    loads (its K prefetch through key counters; E.EMULATION); within the bound then
    (0.155 measured), 11x outside when each wave runs alone to its next barrier."""
    name = "mla_a8w8_qh16_qseqlen2_gqaratio16_ps_page.co"
    v = D.variants({D.TABLES["mla"]: TABLE})[name]
    e = E.emulation(name)
    assert e.page_step == 64 and D.schedule_for(v) == "interleaved" and e.unaligned_loads
    data = (DATA / name).read_bytes()
    o, ref, bound, res, t = D.run_persistent(v, data, *D.PAGED_PROBLEM, page_size=D.PAGED_PAGE_SIZE)
    assert np.all(np.abs(o - ref) <= bound)


def test_only_the_page_objects_follow_the_launch_page_size():
    """Every other hsa/gfx950/mla decode object (and the v4 nm) loads s_log2_plen and then
    sets that register to 0 (page size 1 whatever the launch says); the _ps_page objects use it.
    Across all 80 hsa/gfx950/mla objects at e4048607 takes_pages holds for exactly the two
    _ps_page ones (checked when their page_step was written); here on the committed objects."""
    names = ["mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page.co", "MLA_A16W16_1TG_4W_32mx1_16nx1_Coex0_Msk1_QH16.co",
             "mla_a16w16_qh16_m16x4_n16x1_coex0_mask1.co", "mla_a8w8_qh16_qseqlen4_gqaratio16_v3_ps.co",
             "mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co"]
    assert [D.takes_pages((DATA / n).read_bytes()) for n in names] == [True] + [False] * 4
    assert {n for n, e in E.EMULATION.items() if e.page_step} == {
        "mla_a8w8_qh16_qseqlen2_gqaratio16_ps_page.co", "mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page.co"}


# FP8 qseqlen 1/2, gqa 16 (hsa/gfx950/mla/mla_asm.csv rows at e4048607)
FP8_Q12 = D.variants({D.TABLES["mla"]: """qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,cprr,knl_name,co_name
fp8,fp8,16,1,1,0,1,0,0,_ZN5aiter36mla_a8w8_qh16_qseqlen1_gqaratio16_psE,mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co
fp8,fp8,16,0,1,0,1,0,0,_ZN5aiter33mla_a8w8_qh16_qseqlen1_gqaratio16E,mla_a8w8_qh16_qseqlen1_gqaratio16.co
fp8,fp8,16,0,2,0,1,0,0,_ZN5aiter33mla_a8w8_qh16_qseqlen2_gqaratio16E,mla_a8w8_qh16_qseqlen2_gqaratio16.co
"""})


def _within(o, ref, bound):
    err = np.abs(o - ref)
    return bool(np.all(err <= bound))


@pytest.mark.parametrize("name", ["mla_a8w8_qh16_qseqlen1_gqaratio16.co",
                                  "mla_a8w8_qh16_qseqlen2_gqaratio16.co"])
def test_fp8_qseqlen_1_2_split_kv_needs_the_waves_side_by_side(name):
    """FP8 non-persistent, 16 heads x 1 or 2 causal tokens, E4M3 Q and cache with per-tensor
    scales (0.5, 2.0), two sequences (150 and 140 keys) split over two workgroups (grid z; split
    s takes 128-key blocks s, s + 2, ...). The kernels read LDS right after a barrier that another
    wave overwrites later in the same phase (aiter_mla_emulation.EMULATION): under the emulator's
    'interleaved' schedule (waves side by side, as on the CU) within the bound (0.076 / 0.088
    measured); run one wave at a time to each barrier, waves 1-3 take wave 0's O tile for the
    softmax sums and the output misses (nan / 5.5x)."""
    v = FP8_Q12[name]
    assert D.schedule_for(v) == "interleaved" and D.memory_model_for(v) == "immediate"
    o, ref, bound, res = D.run_split(v, (DATA / name).read_bytes(), [150, 140], 2, scales=(0.5, 2.0))
    assert _within(o, ref, bound)
    assert np.all(res.buffers["ptr_LSE"][:2 * v.qseqlen] != 0)  # both splits wrote their rows
    o, ref, bound, _ = D.run_split(v, (DATA / name).read_bytes(), [150, 140], 2, scales=(0.5, 2.0),
                                   schedule="barrier", memory_model="late")
    assert not _within(o, ref, bound)


def test_fp8_qseqlen1_persistent_drops_the_lse_stores_past_num_records():
    """FP8 persistent, 16 heads x 1 token, work tables over three workgroups: workgroup 0 runs
    (sequence 0, keys 0-31) and then (sequence 1, keys 16-39). Every wave stores the LSE row at
    offset 64 x wave with NUM_RECORDS 64 in a stride-4 descriptor (0x6484 buffer_store_dword v1):
    a raw buffer (CDNA4 ISA 9.1.5.1), so only wave 0's lands and the rows after each partial row
    stay as they were; with the stride read as structured (the old emulator rule) waves 1-3 wrote
    the next three rows, over another work item's partial LSE (2.3x the bound)."""
    name = "mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co"
    v = FP8_Q12[name]
    o, ref, bound, res, t = D.run_persistent(v, (DATA / name).read_bytes(), *D.PS_PROBLEM)
    used = sorted(int(p) for p in t.work_info[:, 1] if p >= 0)
    assert used == [0, 1, 2, 3]
    lse = res.buffers["ptr_LSE"][:, 0, :, 0]
    assert np.all(lse[:4] != 0) and np.all(lse[4:] == 0)
    assert _within(o, ref, bound)


# rows of hsa/gfx950/mla/mla_asm.csv (e4048607) for the FP8 qseqlen4 objects below
FP8_Q4_TABLE = """qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,cprr,knl_name,co_name
fp8,fp8,16,0,4,0,1,0,0,_ZN5aiter33mla_a8w8_qh64_qseqlen4_gqaratio16E,mla_a8w8_qh64_qseqlen4_gqaratio16.co
fp8,fp8,8,1,4,0,1,0,0,_ZN5aiter35mla_a8w8_qh32_qseqlen4_gqaratio8_psE,mla_a8w8_qh32_qseqlen4_gqaratio8_ps.co
"""
V_Q4 = D.variants({D.TABLES["mla"]: FP8_Q4_TABLE})


def test_fp8_qh64_qlen4_one_split_fp32_with_lds_latency_matches_fp64():
    """mla_a8w8_qh64_qseqlen4_gqaratio16 (16 heads x 4 causal tokens, non-persistent): its R /
    LSE stores carry no split index (every split of a sequence writes rows qo_start + t) and
    its R is fp32, so it runs one split with fp32 R (its Emulation's fp32_r); its waves 2-3 read the
    V tile in a[120:127] 7 instructions after issuing a ds_read over it, so it runs 'late_lds'.
    200 keys reach that loop step: within the bound there (0.091 measured), 3.1x the bound
    under 'late'; with two splits tokens 2-3 are never written."""
    v = V_Q4["mla_a8w8_qh64_qseqlen4_gqaratio16.co"]
    assert D.shape(v) == D.Shape(16, 4, 64) and D.split_problem(v)[1] == 1
    assert D.memory_model_for(v) == "late_lds"
    o, ref, bound, res = D.run_split(v, _data(v), [200], 1)
    assert res.buffers["ptr_R"].dtype == np.float32
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    assert any("'late_lds'" in n for n in res.timing_notes)
    o, ref, bound, _ = D.run_split(v, _data(v), [200], 1, memory_model="late")
    assert np.max(np.abs(o - ref) / bound) > 2
    _, _, _, res = D.run_split(v, _data(v), [200], 2)
    r = res.buffers["ptr_R"]  # [tokens + slack, splits, heads, 512]: flat rows 0-3 only
    assert np.all(r[:2] != 0) and np.all(r[2:4] == 0)


def test_fp8_gqa8_qlen4_persistent_drops_the_tile_rows_past_the_work_item():
    """mla_a8w8_qh32_qseqlen4_gqaratio8_ps (8 heads x 4 causal tokens, persistent): waves 2-3
    compute rows 32-63 of a 64-row tile, tokens 4-7 past the work item, and store them at
    partial row + 4.. through a stride-4 buffer resource whose num_records covers the item's
    4 tokens; the byte-offset range check drops them (emulator/memory.py). Without it they
    overwrite the next pieces' partial rows and the second sequence misses fp64 by 13x."""
    v = V_Q4["mla_a8w8_qh32_qseqlen4_gqaratio8_ps.co"]
    assert D.no_contract(v) is None and D.shape(v) == D.Shape(8, 4, 128)
    o, ref, bound, res, t = D.run_persistent(v, _data(v), *D.PS_PROBLEM)
    assert len(t.reduce_partial_map) == 4  # both sequences split: partial rows 0-15
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


# ---- issue 32 (mladef): the qh8 decode's 16-row MFMA tile holds 8 heads ------------------------
QH8_ROW = ("bf16,bf16,8,0,1,0,1,0,0,_ZN5aiter36mla_a16w16_qh8_qseqlen1_gqaratio8_v3E,"
           "mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co")  # hsa/gfx950/mla/mla_asm.csv, e4048607


def test_qh8_decode_with_never_stored_padding_rows_matches_fp64():
    """mla_a16w16_qh8_qseqlen1_gqaratio8_v3 (sub_Q 8, asm_mla.cu): S = K Q^T takes Q's 8 heads
    as MFMA columns 0-7 of 16; columns 8-15 come from LDS rows no store writes (ds_read_b128
    at 0x67c, LDS 0xa00: lanes 8-15 of each 16). Their values travel as undefined (issue 32,
    emulator/definedness.py) through the MFMAs, the softmax (v_max3, v_cmp_u_f32 +
    v_cndmask, v_exp) and P V, and the kernel never stores them; the padding rows' LDS
    bytes are reused for K tiles after a barrier. Before: the emulator stopped at that read.
    0.132 of the bound measured."""
    v = D.variants({D.TABLES["mla"]: TABLE.splitlines()[0] + "\n" + QH8_ROW + "\n"})[
        "mla_a16w16_qh8_qseqlen1_gqaratio8_v3.co"]
    assert D.shape(v) == D.Shape(8, 1, 8)
    o, ref, bound, res = D.run_split(v, _data(v), *D.SPLIT_PROBLEM)
    lse = res.buffers["ptr_LSE"][:2, ..., 0]  # 2 sequences x 1 token
    assert np.all(lse != 0) and np.all(np.isfinite(lse))
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


A16W8_ROW = ("bf16,fp8,16,1,4,0,1,0,0,_ZN5aiter41mla_a16w8_qh16_m16x4_n16x1_coex0_mask1_psE,"
             "mla_a16w8_qh16_m16x4_n16x1_coex0_mask1_ps.co")  # hsa/gfx950/mla/mla_asm.csv, e4048607


def test_a16w8_persistent_decode_sees_ds_writes_issued_before_a_barrier():
    """mla_a16w8_qh16_m16x4_n16x1_coex0_mask1_ps (bf16 Q, FP8 cache with a per-tensor
    kv_scale, persistent): its waves ds_write a tile, wait only lgkmcnt(4), s_barrier, and
    read the other waves' bytes; under the 'late' memory model those writes are still in
    flight (the read stops, naming them), under its own model ('immediate', E.EMULATION)
    it matches fp64 with P in bf16 (kv_scale 0.625: 0.165 of the bound measured)."""
    v = D.variants({D.TABLES["mla"]: TABLE.splitlines()[0] + "\n" + A16W8_ROW + "\n"})[
        "mla_a16w8_qh16_m16x4_n16x1_coex0_mask1_ps.co"]
    assert D.memory_model_for(v) == "immediate"
    o, ref, bound, res, t = D.run_persistent(v, _data(v), *D.PS_PROBLEM, scales=(1.0, 0.625))
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    with pytest.raises(EmulationError, match="which a write still in flight"):
        D.run_persistent(v, _data(v), *D.PS_PROBLEM, memory_model="late")


STAGE1_ROW = ("bf16,bf16,16,0,1,0,1,0,0,_ZN5aiter39mla_dec_stage1_bf16_a16w16_subQ16_mqa16E,"
              "mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co")  # hsa/gfx950/mla/mla_asm.csv, e4048607


def test_stage1_subq16_stores_stay_inside_each_sequences_bytes():
    """mla_dec_stage1_bf16_a16w16_subQ16_mqa16 writes R [tokens, splits, heads, 512] and LSE
    [tokens, splits, heads, 1] as KernelArgs implies, through stride-4 buffer resources without
    idxen (s_or_b32 s9/s13, 0x40000) whose NUM_RECORDS (s10 = 0x800 s_MQA, s14 = 4 s_MQA)
    are the bytes of one (token, split) block of heads from the block's start: its 32-row
    store tiles (16 heads) reach 16 rows past it and the hardware drops those lanes (a raw
    range check, CDNA4 ISA 9.1.5.1). Read as structured (NUM_RECORDS counting 4-byte records)
    they landed over the next blocks, the second sequence's rows: 10.6x the bound; now 0.132.
    The slack rows after the last token stay untouched."""
    v = D.variants({D.TABLES["mla"]: TABLE.splitlines()[0] + "\n" + STAGE1_ROW + "\n"})[
        "mla_dec_stage1_bf16_a16w16_subQ16_mqa16.co"]
    o, ref, bound, res = D.run_split(v, _data(v), *D.SPLIT_PROBLEM)
    assert np.all(res.buffers["ptr_R"][2:] == 0) and np.all(res.buffers["ptr_LSE"][2:] == 0)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


QH8_Q2 = D.variants({D.TABLES["mla"]: TABLE.splitlines()[0] + "\n" + "\n".join(
    f"bf16,bf16,8,0,2,0,1,0,0,_ZN5aiter{len(n) - 3}{n[:-3]}E,{n}" for n in (
        "mla_a16w16_qh8_qseqlen2_gqaratio8.co", "mla_a16w16_qh8_qseqlen2_gqaratio8_causal.co")) + "\n"})


@pytest.mark.parametrize("name, causal", [("mla_a16w16_qh8_qseqlen2_gqaratio8.co", False),
                                          ("mla_a16w16_qh8_qseqlen2_gqaratio8_causal.co", True)])
def test_qh8_qseqlen2_pair_side_by_side_matches_fp64(name, causal):
    """The bf16 qh8 qseqlen2 pair (asm_mla.cu: sub_Q 16 = 2 tokens x 8 heads, s_MQA 8; both
    mla_asm.csv rows say causal 1, qseqlen 2): run with the waves side by side
    (aiter_mla_emulation.EMULATION) both are within fp64's bound (0.132 measured), the plain one
    against a non-causal reference (Emulation.not_causal: its code has no causal mask block, the
    _causal one's has). Before: both stopped at a transposed LDS read (0x15b4)."""
    v = QH8_Q2[name]
    assert v.causal == causal and D.schedule_for(v) == "interleaved"
    assert D.shape(v) == D.Shape(8, 2, 16, 8)
    o, ref, bound, res = D.run_split(v, _data(v), *D.SPLIT_PROBLEM)
    err = np.abs(o - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


def test_fp8_gqa8_qlen1_split_kv_needs_the_waves_side_by_side():
    """mla_a8w8_qh8_qseqlen1_gqaratio8_v3 (8 heads x 1 token, non-persistent, sub_Q 8, the
    mla_asm.csv row at e4048607): after its s_barrier at 0x12dc every wave reads the P tile from
    LDS 0.. (0x12e0) and wave 0 writes its running maximum over those bytes 13 instructions later
    (0x1314), no barrier between. Side by side (the 'interleaved' schedule) within the bound
    (0.162 measured on the census problem); one wave at a time to each barrier, 23x."""
    table = """qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,cprr,knl_name,co_name
fp8,fp8,8,0,1,0,1,0,0,_ZN5aiter34mla_a8w8_qh8_qseqlen1_gqaratio8_v3E,mla_a8w8_qh8_qseqlen1_gqaratio8_v3.co
"""
    v = D.variants({D.TABLES["mla"]: table})["mla_a8w8_qh8_qseqlen1_gqaratio8_v3.co"]
    assert D.shape(v) == D.Shape(8, 1, 8) and D.schedule_for(v) == "interleaved"
    o, ref, bound, res = D.run_split(v, _data(v), [150, 70], 2)
    assert _within(o, ref, bound)
    o, ref, bound, _ = D.run_split(v, _data(v), [150, 70], 2, schedule="barrier", memory_model="late")
    assert not _within(o, ref, bound)


def test_fp8_qh32_qlen4_rowless_object_one_split_fp32_matches_fp64():
    """mla_a8w8_qh32_qseqlen4_gqaratio32_msk0 (no mla_asm.csv row; 32 heads x 4 tokens, no
    mask, non-persistent): as its qh64 sibling, its R stores carry no split index (only its LSE
    store does) and R is fp32 (Emulation.fp32_r). One split: within the bound (0.091 on the
    census problem); two splits: tokens 2-3 of each sequence never written."""
    name = "mla_a8w8_qh32_qseqlen4_gqaratio32_msk0.co"
    v = D.NAME_DERIVED[name]
    assert not v.causal and D.shape(v) == D.Shape(32, 4, 128) and D.split_problem(v)[1] == 1
    o, ref, bound, res = D.run_split(v, (DATA / name).read_bytes(), [200], 1)
    assert res.buffers["ptr_R"].dtype == np.float32 and _within(o, ref, bound)
    _, _, _, res = D.run_split(v, (DATA / name).read_bytes(), [200], 2)
    r = res.buffers["ptr_R"]
    assert np.all(r[:2] != 0) and np.all(r[2:4] == 0)


def test_fp8_qh16_qlen4_rowless_objects_need_the_waves_side_by_side():
    """The name-derived mla_a8w8_qh16_qseqlen4_gqaratio16 (non-persistent) and _ps (no
    mla_asm.csv row; 16 heads x 4 causal tokens): both read the P tile after a barrier that
    wave 0 overwrites with its running maximum 13 instructions later ('interleaved'); the
    non-persistent one runs one split (its bf16 single-split store is right, its fp32 split
    rows ignore the split: Emulation.one_split), the persistent one reads Q through s_MQA x 576 bytes,
    so s_MQA = 64 (Emulation.mqa_default). Within the bound side by side (0.091 / 0.167 on the
    census problems); the non-persistent one 11x+ one wave at a time."""
    plain = D.NAME_DERIVED["mla_a8w8_qh16_qseqlen4_gqaratio16.co"]
    ps = D.NAME_DERIVED["mla_a8w8_qh16_qseqlen4_gqaratio16_ps.co"]
    assert D.schedule_for(plain) == D.schedule_for(ps) == "interleaved"
    assert D.split_problem(plain)[1] == 1 and D.shape(ps).s_mqa == 64
    data = (DATA / plain.co_name).read_bytes()
    o, ref, bound, _ = D.run_split(plain, data, [200], 1)
    assert _within(o, ref, bound)
    o, ref, bound, _ = D.run_split(plain, data, [200], 1, schedule="barrier", memory_model="late")
    assert not _within(o, ref, bound)
    o, ref, bound, _, _ = D.run_persistent(ps, (DATA / ps.co_name).read_bytes(), *D.PS_PROBLEM)
    assert _within(o, ref, bound)


def test_every_emulation_record_is_a_launch_the_emulator_accepts():
    """aiter_mla_emulation.EMULATION (one record per object): each names a memory model and a
    schedule the emulator has, 'interleaved' only with the 'immediate' memory model
    (emulator.launch refuses the rest), byte fills for stale LDS, one split wherever R is fp32
    at one split, and a why."""
    from zyfagen.emulator import MEMORY_MODELS, SCHEDULES

    for name, e in [("DEFAULT", E.DEFAULT), *E.EMULATION.items()]:
        assert (name == "DEFAULT" or name.endswith(".co")) and e.why, name
        assert e.memory_model in MEMORY_MODELS and e.schedule in SCHEDULES, name
        assert e.schedule != "interleaved" or e.memory_model == "immediate", name
        assert all(0 <= f <= 255 for f in e.stale_lds) and (not e.fp32_r or e.one_split), name
    assert E.emulation("not_an_object.co") is E.DEFAULT
