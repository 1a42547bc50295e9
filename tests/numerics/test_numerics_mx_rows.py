"""The numerics study's MX Q*K rows (issue 37, `zyfagen numerics --qk-formats ...`): Q and K
quantised by zyfagen.quantize_mx per 32 channels, V e4m3fn per tensor. Oracles: the scores the
kernel schemes use against an fp64 product of Q and K decoded by ml_dtypes' element types (not
mx.py's value tables) times 2^(scale - 127), rounded as the MFMA does per 64 channels; every
scheme against fp64 attention on the same MX inputs (the kernel-only part stays at the FP8-P
level); the default study's JSON keeps its keys."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen.numerics import reference, schemes, study
from zyfagen.numerics.inputs import make_inputs
from zyfagen.numerics.mx import unpack_codes

ELEMENTS = {"mxfp8": (ml_dtypes.float8_e4m3fn, 8), "mxfp6": (ml_dtypes.float6_e2m3fn, 6),
            "mxfp4": (ml_dtypes.float4_e2m1fn, 4)}


def _prep(fmt: str, rotation: str = "plain", seq: int = 256, rows: int = 32):
    x = make_inputs("gaussian", seq, 128, 128, seed=3)
    r = study.query_rows(study.StudyConfig(query_rows=rows), seq)
    prep = study.prepare_rotation(x.q, x.k, x.v, r, rotation, fmt)
    return x, r, prep, study.scheme_inputs(prep, r, study.softmax_scale(128))


def _ml_dtypes_values(packed: np.ndarray, scales: np.ndarray, fmt: str) -> np.ndarray:
    dtype, bits = ELEMENTS[fmt]
    vals = unpack_codes(packed, bits).view(dtype).astype(np.float64)
    return vals * np.repeat(np.ldexp(1.0, scales.astype(np.int64) - 127), 32, axis=-1)


@pytest.mark.parametrize("fmt", sorted(ELEMENTS))
def test_mx_scores_are_the_scaled_mfma_of_the_mx_values(fmt):
    _x, _r, _prep_, inp = _prep(fmt)
    assert inp.qk_format == fmt and inp.q_descale == inp.k_descale == 1.0
    qf = _ml_dtypes_values(inp.q, inp.q_scales, fmt)
    kf = _ml_dtypes_values(inp.k, inp.k_scales, fmt)
    want = np.zeros((qf.shape[0], kf.shape[0]), np.float32)
    for c0 in (0, 64):
        want = reference.mfma_round(qf[:, c0:c0 + 64] @ kf[:, c0:c0 + 64].T, want)
    got = schemes._scores(inp).s
    assert np.array_equal(got, want)
    # and they are MX values: at most 2^bits codes per block scale, not the FP8 per-tensor ones
    assert not np.array_equal(got, schemes._scores(_prep("fp8")[3]).s)


@pytest.mark.parametrize("fmt,rotation", [("mxfp4", "plain"), ("mxfp6", "hadamard")])
def test_mx_variant_schemes_against_fp64_on_the_same_mx_inputs(fmt, rotation):
    """Kernel-only error of the FP8-P schemes on MX scores: the same few-percent level as with
    FP8 Q*K (P and V are FP8 either way); the QKV part is the format's."""
    _x, r, prep, inp = _prep(fmt, rotation)
    o64, _ = study._attention_fp64(prep.q_rows_deq, prep.k_deq, prep.v_deq_t, inp.softmax_scale)
    for name in ("exact_rounded_rowsum", "lean_block_scaled_debiased", "aiter_like"):
        out = schemes.SCHEMES[name].fn(inp, schemes.SchemeOptions()).out.astype(np.float64)
        rel = np.linalg.norm(out - o64) / np.linalg.norm(o64)
        assert 0.005 < rel < 0.06, (name, rel)


def test_study_runs_mx_variants_and_keeps_the_default_json_keys():
    base = dict(head_dims=("128",), seqs=(256,), dists=("gaussian",),
                schemes=("exact_rounded_rowsum", "lean_block_scaled_debiased"), query_rows=16)
    plain = study.run_study(study.StudyConfig(**base))
    assert "qk_formats" not in plain["config"] and plain["config"]["rotations"] == ["plain", "hadamard"]
    mx = study.run_study(study.StudyConfig(**base, qk_formats=("fp8", "mxfp4")))
    case = mx["cases"][0]
    assert mx["config"]["rotations"] == ["plain", "hadamard", "mxfp4", "mxfp4+hadamard"]
    assert set(case["quantisation"]) == set(mx["config"]["rotations"])
    assert "lean_block_scaled_debiased+mxfp4+hadamard" in case["schemes"]
    # FP4 Q and K cost far more than FP8 in the quantisation part (fp64 against fp64)
    assert case["quantisation"]["mxfp4"]["rel_frobenius"] > 2 * case["quantisation"]["plain"]["rel_frobenius"]
    # the fp8 rows are the same figures with or without the MX variants beside them
    assert case["schemes"]["lean_block_scaled_debiased"] == plain["cases"][0]["schemes"]["lean_block_scaled_debiased"]


def test_bad_qk_format_is_one_line(capsys, tmp_path):
    from zyfagen.cli import main

    rc = main(["numerics", "--qk-formats", "mxfp5", "--out", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert rc == 2 and "--qk-formats" in err and "mxfp4" in err and err.count("\n") == 1


def test_aiter_v4_mx_peer_same_rows_hold_the_mx_rows():
    """AITER fmha_v4's MXFP4 code object (aiter_real.MX_KINDS, on the FP8 rows) beside our mxfp4
    rows: its same_rows hold them, each with the total error (vs fp64 on the unquantised inputs,
    the like-for-like figure) and the kernel-only error against fp64 on its own MX inputs, which
    the test recomputes from the case's figures; fp8 rows keep only their unrotated entries."""
    from zyfagen.numerics.aiter_real import code_object_path

    if code_object_path("aiter_v4_mxfp4_real") is None:
        pytest.skip("AITER's fmha_v4 code objects are not in this installation")
    cfg = study.StudyConfig(head_dims=("128",), seqs=(256,), dists=("gaussian",), query_rows=16, emulated_rows=16,
                            schemes=("lean_block_scaled_debiased", "aiter_v4_mxfp4_real"), qk_formats=("fp8", "mxfp4"))
    case = study.run_study(cfg)["cases"][0]
    peer = case["schemes"]["aiter_v4_mxfp4_real"]
    assert 0.003 < peer["p_part_rel_frobenius"] < 0.2
    same = peer["same_rows"]
    assert set(same) == {"lean_block_scaled_debiased", "lean_block_scaled_debiased+mxfp4",
                         "lean_block_scaled_debiased+mxfp4+hadamard"}
    # with 16 rows the sample is the case's rows: same_rows equal the case's own figures
    for name in same:
        assert same[name]["rel_frobenius"] == pytest.approx(case["schemes"][name]["rel_frobenius"], rel=1e-9)
        assert same[name]["p_part_rel_frobenius"] == pytest.approx(case["schemes"][name]["p_part_rel_frobenius"],
                                                                   rel=1e-9)
