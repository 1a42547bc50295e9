"""AMD AITER's fmha_v3 backward, one object per launch-contract class beyond batch-mode hd128
and hd192/128 with an fp32 dQ accumulator (test_aiter_bwd.py), runs in the emulator within the
bound of an fp64 attention backward (issue 32): group mode (variable-length sequences,
bottom-right causal with more keys than queries), hd64 FP16 with the 16-bit dQ it writes
itself (no post-processing launch; it rounds toward zero, v_cvt_pkrtz_f16_f32), hd192/192
BF16 truncating (rtz), hd128 a16 (16-bit atomic dQ
accumulator reordered by dq_shuffle), and the sliding window (mask type 3); and a wrong
contract (the window kernel told no window) lands outside the bound.

Each runs the census's runner (zyfagen/foreign/aiter_bwd_numerics.py: companions picked as
csrc/cpp_itfs/mha_bwd.cu get_heuristic_kernel picks them, launch contract
zyfagen/foreign/aiter_bwd.py) on the objects and selection tables committed in
tests/data/aiter/fmha_v3_bwd (AITER e4048607, see its README). Oracle and bound:
zyfagen/numerics/bwd_bound.py (fp64 P, D, dP, dS on the same 16-bit inputs; per-element bound
from the kernel's roundings, no fitted constant).
"""
import dataclasses
from pathlib import Path

import pytest

from zyfagen.foreign import aiter_bwd_numerics as bn

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter" / "fmha_v3_bwd"


def _fetch(repo_path: str) -> bytes:
    return (DATA / Path(repo_path).name).read_bytes()


def _rows() -> dict:
    return bn.variants({p: _fetch(p).decode() for p in bn.TABLES.values()})


@pytest.mark.parametrize("name", ["bwd_hd128_bf16_causal_br_a32_psskddv_group.co",
                                  "bwd_hd64_fp16_a16.co",
                                  "bwd_hd192_bf16_a32_rtz_psskddv.co",
                                  "bwd_hd128_bf16_a16_psskddv.co",
                                  "bwd_hd128_bf16_swa_a32_rtne_psskddv.co"])
def test_contract_class_within_fp64_bound(name):
    rows = _rows()
    assert bn.no_contract(rows[name]) is None
    assert bn.run(rows[name], _fetch(name), _fetch) <= 1.0


def test_companions_are_the_ones_mha_bwd_picks():
    rows = _rows()
    assert bn.select(rows, rows["bwd_hd128_bf16_causal_br_a32_psskddv_group.co"]) == {
        "odo": "bwd_hd128_odo_bf16_group.co", "dqdkdv": "bwd_hd128_bf16_causal_br_a32_psskddv_group.co",
        "post": "bwd_hd128_dq_convert_bf16_group.co"}
    # a16: dq_shuffle (bf16 rows serve fp16 too); hd64 a16 writes dQ itself
    assert bn.select(rows, rows["bwd_hd128_fp16_a16_psskddv.co"])["post"] == "bwd_hd128_dq_shuffle.co"
    assert bn.select(rows, rows["bwd_hd64_fp16_a16.co"])["post"] is None
    assert bn.producer(rows, rows["bwd_hd128_dq_shuffle.co"]).co_name == "bwd_hd128_bf16_a16_psskddv.co"
    # the FP16 hd64 object truncates (v_cvt_pkrtz_f16_f32 in LLVM's disassembly), the hd128 not
    assert bn.truncates(_fetch("bwd_hd64_fp16_a16.co"))
    assert not bn.truncates(_fetch("bwd_hd128_bf16_a32_psskddv.co"))
    swa = rows["bwd_hd128_bf16_swa_a32_rtne_psskddv.co"]
    assert (swa.mask, swa.ts, swa.bf16_cvt) == (3, 192, 0)


def test_window_kernel_without_its_window_is_outside():
    rows = _rows()
    name = "bwd_hd128_bf16_swa_a32_rtne_psskddv.co"
    # launched as mask type 0 (mask_y = mask_x = 0) against the unmasked fp64 reference
    wrong = dataclasses.replace(rows[name], mask=0)
    assert bn.run(wrong, _fetch(name), _fetch) > 1.0


def test_batch_and_head_strides():
    """Two batches of two heads (the census runs one of each): BAs_* / Hs_* as mha_bwd.cu
    fills them from bshd tensors, D padded per batch to whole odo tiles."""
    import ml_dtypes
    import numpy as np

    from zyfagen.foreign import aiter_bwd
    from zyfagen.numerics.bwd_bound import bf16_backward_and_bound

    rng = np.random.default_rng(1)
    h, sq, sk, scale = 2, 64, 128, 1 / np.sqrt(128)
    qs, ks, vs, dos, os_, lses, refs = [], [], [], [], [], [], []
    for _ in range(2):
        q, do = (rng.standard_normal((sq, h, 128)).astype(ml_dtypes.bfloat16) for _ in range(2))
        k, v = (rng.standard_normal((sk, h, 128)).astype(ml_dtypes.bfloat16) for _ in range(2))
        heads = [bf16_backward_and_bound(q[None, :, j:j + 1], k[None, :, j:j + 1], v[None, :, j:j + 1],
                                         do[None, :, j:j + 1], scale) for j in range(h)]
        qs.append(q), ks.append(k), vs.append(v), dos.append(do), refs.append(heads)
        os_.append(np.concatenate([r[0][0] for r in heads], axis=1))
        lses.append(np.concatenate([r[1][0] for r in heads]))
    objects = {"odo": DATA / "bwd_hd128_odo_bf16.co", "dqdkdv": DATA / "bwd_hd128_bf16_a32_psskddv.co",
               "post": DATA / "bwd_hd128_dq_convert_bf16.co"}
    got = aiter_bwd.run(aiter_bwd.Contract(), objects, qs, ks, vs, os_, dos, lses, scale)
    for g, heads in zip(got, refs):
        for j, (_, _, d, d_bound, grads, bounds) in enumerate(heads):
            assert np.all(np.abs(g["d"][j] - d) <= d_bound + 1e-30)
            for name, ref in grads.items():
                assert np.all(np.abs(g[name][:, j].astype(np.float64) - ref) <= bounds[name]), name
