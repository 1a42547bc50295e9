"""AMD AITER's persistent FP8 MLA prefill kernels (mla_pfl_qh192_vh128_m32x8_n128x1_causal{0,1})
run in the emulator within the FP8 bound of an fp64 reference (issue 32; issue 30's MLA peer).

Launch contract and work tables: zyfagen/foreign/aiter_mla.py (PsKernelArgs of
csrc/py_itfs_cu/asm_mla.cu, get_ps_metadata_v1 of csrc/kernels/mla/metadata/v1_2_host.cuh, at the
commit in tests/data/aiter/mla/README.md). Oracle: fp64 softmax(Q K^T qs ks scale) V vs per
sequence (bottom-right causal, as op_tests/test_mla_prefill_ps.py's reference), with
zyfagen.numerics.fp8_bound's bound (P rounded to e4m3 in the numerator, bf16 output). Tiles whose
keys the work tables split over workgroups come back as fp32 partial O and natural-log LSE; the
fp64 combination of aiter_mla.reduce (mla_reduce_v1's rule) must meet the same bound: it is a
convex combination with weights D*_s / D*, so the per-split bounds add up to the whole row's.
"""
import numpy as np
import pytest

from zyfagen.foreign import aiter_mla as M


def _run(lens, workgroups, causal, heads=1, scales=(1.0, 1.0, 1.0), seed=0):
    worst, meta, res = M.run_against_fp64(lens, workgroups, causal, heads, scales, seed)
    assert worst <= 1.0, f"lengths {lens}: error {worst:.3g} x the FP8 bound"
    return meta, res


def test_mla_prefill_one_tile_matches_fp64():
    meta, res = _run([256], 1, causal=False)
    assert meta.work_info.tolist() == [[0, -1, 0, 256, 0, 256, 0, 1 << 16]]
    assert res.waves == 8


def test_mla_prefill_causal_split_tiles_match_fp64():
    """640 causal tokens over 3 workgroups: two query tiles' keys are split (partial O + LSE
    reduced in fp64), per-tensor scales, a partial last tile."""
    meta, _ = _run([640], 3, causal=True, scales=(0.5, 2.0, 0.25))
    assert len(meta.reduce_partial_map) == 4 and (meta.work_info[:, 1] == -1).sum() == 1


def test_mla_prefill_two_sequences_two_heads_match_fp64():
    """Variable lengths (200, 330) and two heads: one work list per head (q_head_range)."""
    meta, _ = _run([200, 330], 4, causal=True, heads=2)
    assert sorted({int(w[7]) for w in meta.work_info}) == [1 << 16, 1 | 2 << 16]


@pytest.mark.parametrize("lens,workgroups,heads,causal", [([640], 3, 1, True), ([513, 90, 1000], 7, 2, False),
                                                          ([300, 300], 5, 4, True)])
def test_ps_metadata_covers_each_tile_once(lens, workgroups, heads, causal):
    """Every (head, query tile) gets its visible key blocks exactly once, split pieces carry
    distinct partial rows, and work lists respect work_indptr."""
    meta = M.ps_metadata(lens, lens, workgroups, heads_k=heads, causal=causal)
    assert meta.work_indptr[0] == 0 and meta.work_indptr[-1] == len(meta.work_info)
    assert np.all(np.diff(meta.work_indptr) >= 0)
    kv_ptr = np.concatenate([[0], np.cumsum(lens)])
    qo_ptr = kv_ptr  # prefill: as many queries as keys
    seen: dict = {}
    for b, loc, qs, qe, ks, ke, _, hr in meta.work_info.tolist():
        seen.setdefault((hr, qs, qe, b), []).append((ks, ke, loc))
    for (hr, qs, qe, b), pieces in seen.items():
        pieces.sort()
        assert pieces[0][0] == kv_ptr[b]
        assert all(a[1] == c[0] for a, c in zip(pieces, pieces[1:]))
        visible = qe - qo_ptr[b] if causal else lens[b]  # bottom-right with seq_q == seq_k
        assert pieces[-1][1] == kv_ptr[b] + min(-(-visible // M.TILE_KV) * M.TILE_KV, lens[b])
        assert (len(pieces) == 1) == (pieces[0][2] == -1)
    tiles = sum(-(-n // M.TILE_Q) for n in lens)
    assert len(seen) == tiles * heads
