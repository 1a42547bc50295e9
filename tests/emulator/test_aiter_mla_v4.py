"""AMD AITER's v4 MLA decode object hsa/gfx950/mla_v4/mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co
(ROCm/aiter e4048607, MIT; tests/data/aiter/mla/README.md) runs in the emulator within the bound
of an fp64 reference (issue 32).

Contract: zyfagen/foreign/aiter_mla_v4.py (MlaV4KernelArgsLegacy and mla_decode_v4_asm of
csrc/py_itfs_cu/asm_mla_v4.cu, mla_decode_fwd_v4_nm of aiter/mla.py, the packed formats of
op_tests/test_mla_v4_nm.py). Oracle: fp64 softmax((q . k) / sqrt(512)) with a per-head sink
logit in the denominator, V = the 512-wide K rows, on the values the kernel reads (FP8 nope x
2^(e8m0 - 127), BF16 rope), with numerics.half_bound's bound for P rounded to bf16 and a BF16 O.
"""
from pathlib import Path

import numpy as np

from zyfagen.foreign import aiter_mla_decode as D
from zyfagen.foreign import aiter_mla_v4 as M

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter" / "mla"
NAME = "mla_a8w8_qh64_qseqlen1_gqaratio64_nm.co"
# hsa/gfx950/mla_v4/mla_v4_asm.csv (e4048607) without its leading // comment lines
TABLE = ("qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,knl_name,co_name\n"
         "fp8,fp8,64,0,1,0,0,0,_ZN5aiter36mla_a8w8_qh64_qseqlen1_gqaratio64_nmE," + NAME + "\n")


def test_packed_rows_carry_each_tile_scale_twice():
    """test_mla_v4_nm.py's layout: 448 e4m3fn values, then each 64-value tile's e8m0 scale
    twice (the kernel reads both copies: with one copy per tile the output misses the bound
    by 133x), then padding to 512 bytes."""
    x = np.zeros((1, M.DIM))
    x[0, :M.NOPE] = np.repeat(2.0 ** np.arange(7), 64)  # tile t: amax 2^t -> scale 2^(t - 8)
    packed, deq = M.pack(x)
    assert packed.shape == (1, M.ROW) and np.all(deq == x[:, :M.NOPE])
    scales = packed[0, M.NOPE:M.NOPE + 14].astype(int) - 127
    assert scales.tolist() == [t - 8 for t in range(7) for _ in (0, 1)]
    assert not packed[0, M.NOPE + 14:].any()


def test_nm_decode_with_sinks_matches_fp64():
    """64 heads x 1 token, 37 keys on random 1-key pages, one split (BF16 O straight into
    ptr_R), random per-head sink logits: within the bound (0.332 measured); the same output
    against a reference without the sinks misses it (so the sink pointer is read)."""
    v = D.variants({D.TABLES["mla_v4"]: TABLE})[NAME]
    assert v.table == "mla_v4" and D.no_contract(v) is None
    o, ref, bound, res = M.run((DATA / NAME).read_bytes(), [37])
    assert np.all(np.abs(o - ref) <= bound), float(np.max(np.abs(o - ref) / bound))
    pr = M.problem([37])
    from dataclasses import replace
    ref0, bound0 = M.reference(replace(pr, sink=np.full_like(pr.sink, -np.inf)))
    assert np.max(np.abs(o - ref0) / bound0) > 10


def test_nm_decode_split_in_two_matches_fp64():
    """The same object with num_kv_splits 2 (grid z 2, split_indptr [0, 2, 4], fp32 partial O
    and LSE per split, the valid-split count written for stage 2): sequences of 100 and 70
    keys, the splits combined in fp64 with stage 2's weights, within the bound (0.150
    measured); every sequence reports both splits valid."""
    o, ref, bound, res = M.run((DATA / NAME).read_bytes(), [100, 70], splits=2)
    assert res.buffers["ptr_valid_split"].tolist() == [2, 2]
    assert np.all(np.abs(o - ref) <= bound), float(np.max(np.abs(o - ref) / bound))
