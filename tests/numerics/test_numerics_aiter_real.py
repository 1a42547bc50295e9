"""AITER's real kernel (`aiter_real`, model "emulated") in the numerics study.

Oracles: a direct emulator launch of AITER's code object (tests/data/aiter/fwd_hd128_fp8.co) with
its arguments written out here from the kernarg-layout sidecar, as tests/emulator/test_aiter.py
does (not through zyfagen.foreign.aiter), and fp64 numpy attention on the unquantised and on the
dequantised FP8 inputs. The study's figures must be the ones recomputed here from those.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.cli import main
from zyfagen.emulator import launch, load
from zyfagen.numerics import study, study_report
from zyfagen.numerics.aiter_real import AITER_REAL, AITER_V4_REAL
from zyfagen.numerics.fp8 import quantize_per_tensor
from zyfagen.numerics.inputs import make_inputs, rng_for
from zyfagen.numerics.schemes import SCHEMES, SchemeInputs, SchemeOptions

AITER = Path(__file__).resolve().parents[1] / "data" / "aiter"
D = 128


def _direct_launch(q8, k8, v8, descales, scale, where=AITER, barrier_mode="strict"):
    """AITER's code object on one head: arguments as AITER's launcher fills fmha_fwd_v3_args (v4's
    FmhaV4Kernarg has the same offsets: csrc/py_itfs_cu/asm_mha_v4_fwd.cu's static_asserts)."""
    prog = load(where / "fwd_hd128_fp8.co", kernarg_layout=where / "fwd_hd128_fp8.args.yaml")
    sq, sk = q8.shape[0], k8.shape[0]
    args = dict(ptr_o=np.zeros((sq, D), ml_dtypes.bfloat16), ptr_q=q8, ptr_k=k8, ptr_v=v8,
                scalar=scale, s_seq_len=sq, s_Seqs=D, s_Ts=256 * D, s_Hs=D, s_Bs=sq * D, s_gqa=1,
                s_k_Seqs=D, s_k_Hs=D, s_k_Bs=sk * D, s_kv_seq_len=sk, s_qk_head_dim=D,
                s_v_head_dim=D, s_q_head_num=1, s_v_Seqs=D, s_v_Hs=D, s_v_Bs=sk * D,
                s_o_Seqs=2 * D, s_o_Hs=2 * D, s_o_Bs=sq * 2 * D,
                ptr_q_descale=np.float32([descales[0]]), ptr_k_descale=np.float32([descales[1]]),
                ptr_v_descale=np.float32([descales[2]]),
                s_descale_q_Bs=0, s_descale_q_Hs=0, s_descale_k_Bs=0, s_descale_k_Hs=0,
                s_descale_v_Bs=0, s_descale_v_Hs=0)
    res = launch(prog, args, grid=(-(-sq // 256), 1, 1), block=(512, 1, 1), memory_model="late",
                 barrier_mode=barrier_mode)
    return res.buffers["ptr_o"].astype(np.float64)


def _fp64_attention(q, k, v, scale):
    s = q @ k.T * scale
    p = np.exp(s - s.max(axis=1, keepdims=True))
    return (p / p.sum(axis=1, keepdims=True)) @ v


def _emulated_rows(seq, n_rows, n_emulated):
    """The study's rows, restated here: the case's seeded sample of query rows, and the indices
    (into those) of an emulated scheme's seeded sample of them."""
    rows = np.sort(rng_for(0, 7, seq).choice(seq, size=n_rows, replace=False))
    return rows, np.sort(rng_for(0, 11, seq).choice(n_rows, size=n_emulated, replace=False))


def _bf16_parts(out, x, picked, q, k, v, scale):
    """A BF16 kernel's output against fp64 attention on the original inputs (total) and on the
    bf16-rounded ones it read (P part), and the rounding's own share (QKV part), each over the
    fp64 answer's norm."""
    ref = _fp64_attention(x.q[picked].astype(np.float64), x.k.astype(np.float64), x.v.astype(np.float64), scale)
    same = _fp64_attention(*(a.astype(np.float64) for a in (q, k, v)), scale)
    norm = np.linalg.norm(ref)
    return np.linalg.norm(out - ref) / norm, np.linalg.norm(out - same) / norm, np.linalg.norm(same - ref) / norm


# v4 with an odd number of 128-key tiles (300 keys: 3) needs the hardware barrier count
@pytest.mark.parametrize("scheme,where,barrier_mode", [(AITER_REAL, AITER, "strict"),
                                                       (AITER_V4_REAL, AITER / "fmha_v4_fwd", "hardware")])
def test_study_entry_matches_a_direct_launch_against_fp64(scheme, where, barrier_mode):
    seq, n_rows, n_emulated = 300, 40, 24
    config = study.StudyConfig(head_dims=("128",), seqs=(seq,), dists=("sink",), query_rows=n_rows,
                               schemes=("aiter_like", "lean_block_scaled_debiased", scheme),
                               emulated_rows=n_emulated)
    case = study.evaluate_case(config, "sink", "128", seq)
    entry = case["schemes"][scheme]
    assert scheme + "+hadamard" not in case["schemes"]

    # the rows: the case's seeded sample, and the emulated scheme's seeded sample of those
    rows, sub = _emulated_rows(seq, n_rows, n_emulated)
    x = make_inputs("sink", seq, D, D, 0)
    qq, kq, vq = (quantize_per_tensor(a) for a in (x.q, x.k, x.v))
    scale = float(np.float32(1 / math.sqrt(D)))
    picked = rows[sub]
    out = _direct_launch(qq.data[picked], kq.data, vq.data, (qq.descale, kq.descale, vq.descale), scale,
                         where, barrier_mode)
    ref = _fp64_attention(x.q[picked].astype(np.float64), x.k.astype(np.float64), x.v.astype(np.float64), scale)
    deq = _fp64_attention(qq.dequantize()[picked], kq.dequantize(), vq.dequantize(), scale)
    norm = np.linalg.norm(ref)
    assert entry["rel_frobenius"] == pytest.approx(np.linalg.norm(out - ref) / norm, rel=1e-9)
    assert entry["p_part_rel_frobenius"] == pytest.approx(np.linalg.norm(out - deq) / norm, rel=1e-9)
    assert entry["qkv_part_rel_frobenius"] == pytest.approx(np.linalg.norm(deq - ref) / norm, rel=1e-9)
    assert entry["max_abs"] == pytest.approx(np.abs(out - ref).max(), rel=1e-9)
    # the kernel is an FP8 attention, not noise: its own part is a few percent at most, and more
    # than rounding the exact answer to its bf16 output
    bf16 = deq.astype(ml_dtypes.bfloat16).astype(np.float64)
    assert entry["bf16_floor_p_part"] == pytest.approx(np.linalg.norm(bf16 - deq) / norm, rel=1e-6)
    assert entry["bf16_floor_p_part"] < entry["p_part_rel_frobenius"] < 0.05
    assert (entry["query_rows"], entry["model"], entry["output_dtype"], entry["rotation"]) == \
        (n_emulated, "emulated", "bf16", "plain")
    # every other scheme on the same rows, from the scheme itself on the case's rows
    lean = SCHEMES["lean_block_scaled_debiased"].fn(
        SchemeInputs(qq.data[rows], kq.data, vq.data, qq.descale, kq.descale, vq.descale, scale),
        SchemeOptions()).out[sub].astype(np.float64)
    same = entry["same_rows"]["lean_block_scaled_debiased"]
    assert same["p_part_rel_frobenius"] == pytest.approx(np.linalg.norm(lean - deq) / norm, rel=1e-9)
    assert same["rel_frobenius"] == pytest.approx(np.linalg.norm(lean - ref) / norm, rel=1e-9)
    lean16 = lean.astype(np.float32).astype(ml_dtypes.bfloat16).astype(np.float64)
    assert same["p_part_bf16_output"] == pytest.approx(np.linalg.norm(lean16 - deq) / norm, rel=1e-9)
    assert set(entry["same_rows"]) == {"aiter_like", "lean_block_scaled_debiased"}


def test_json_labels_the_real_kernel_apart_from_the_reconstruction(tmp_path):
    out = tmp_path / "o"
    argv = ["numerics", "--head-dim", "128", "64", "--seq", "200", "--dist", "gaussian",
            "--query-rows", "20", "--emulated-rows", "12", "--schemes", "aiter_like", AITER_REAL,
            AITER_V4_REAL, "lean_block_scaled", "--out", str(out), "-q"]
    assert main(argv) == 0
    data = json.loads((out / "numerics.json").read_text())
    desc = data["scheme_descriptions"]
    assert desc[AITER_REAL]["model"] == "emulated" and "real code object" in desc[AITER_REAL]["description"]
    assert desc["aiter_like"]["model"] == "algorithm" and "reconstruction" in desc["aiter_like"]["description"]
    assert data["config"]["emulated_rows"] == 12
    assert data["config"]["emulated_code_objects"] == {
        AITER_REAL: "tests/data/aiter/fwd_hd128_fp8.co", AITER_V4_REAL: "tests/data/aiter/fmha_v4_fwd/fwd_hd128_fp8.co"}
    assert desc[AITER_V4_REAL]["model"] == "emulated" and "fmha_v4" in desc[AITER_V4_REAL]["description"]
    by_hd = {c["head_dim"]: c for c in data["cases"]}
    assert AITER_REAL not in by_hd["64"]["schemes"]  # AITER's kernel is head dim 128 only
    real = by_hd["128"]["schemes"][AITER_REAL]
    assert real["query_rows"] == 12 and set(real["same_rows"]) == {"aiter_like", "lean_block_scaled"}
    v4 = by_hd["128"]["schemes"][AITER_V4_REAL]
    assert v4["query_rows"] == 12 and v4["p_part_rel_frobenius"] < 0.05
    assert AITER_V4_REAL not in by_hd["64"]["schemes"]
    md = (out / "numerics.md").read_text()
    assert "aiter_real (emulated, 12 rows)" in md and "REAL code object" in md
    assert "aiter_v4_real (emulated, 12 rows)" in md and "fmha_v4_fwd/fwd_hd128_fp8.co" in md
    for kind in ("error_vs_seq", "kernel_only_vs_seq"):
        svg = (out / f"plots/{kind}_gaussian_hd128.svg").read_text()
        assert "aiter_real (emulated)" in svg and "aiter_v4_real (emulated)" in svg and "aiter_like" in svg
        assert "aiter_real" not in (out / f"plots/{kind}_gaussian_hd64.svg").read_text()
    assert "aiter_real" in (out / "plots/decomposition_gaussian_hd128.svg").read_text()


def _fake_case(dist, real_p_part):
    names = ("lean_block_scaled_debiased", "lean_block_scaled", "exact_rounded_rowsum", "aiter_like")
    schemes = {n: {"rel_frobenius": 0.1, "p_part_rel_frobenius": p}
               for n, p in zip(names, (0.011, 0.012, 0.010, 0.030))}
    if real_p_part is not None:
        schemes[AITER_REAL] = {"rel_frobenius": 0.2, "p_part_rel_frobenius": real_p_part, "query_rows": 256,
                               "bf16_floor_p_part": 0.001, "same_rows": {
                                   "lean_block_scaled_debiased": {"rel_frobenius": 0.1, "p_part_rel_frobenius": 0.008,
                                                                  "p_part_bf16_output": 0.009},
                                   "aiter_like": {"rel_frobenius": 0.15, "p_part_rel_frobenius": 0.02}}}
    return {"dist": dist, "head_dim": "128", "seq": 16384, "query_rows": 512, "schemes": schemes}


def test_targets_judge_sink_inputs_against_the_real_kernel_on_its_rows():
    (with_real,) = study.targets([_fake_case("sink", 0.04)])
    assert with_real["judged_against"] == AITER_REAL
    # lean on the real kernel's rows (0.008), not on all rows (0.011): 1 - 0.008 / 0.04; judged like
    # for like, with lean's output rounded to bf16 as AITER's is (0.009): 1 - 0.009 / 0.04
    assert with_real["aiter_real"]["reduction"] == pytest.approx(0.8)
    assert with_real["reduction_vs_aiter"] == pytest.approx(0.775)
    assert with_real["aiter_like"]["reduction"] == pytest.approx(1 - 0.011 / 0.03)
    lines = study.target_lines([with_real])
    assert any("vs AITER's real kernel" in line and "+80.0% lower (+77.5% with bf16 output)" in line
               and "met)" in line for line in lines)
    (without,) = study.targets([_fake_case("sink", None)])
    assert without["judged_against"] == "aiter_like" and without["aiter_real"] is None
    assert any("our reconstruction" in line and "NOT judged" in line for line in study.target_lines([without]))


def test_markdown_target_table_shows_the_real_kernel_row():
    tiny = study.StudyConfig(head_dims=("64",), seqs=(64,), dists=("gaussian",), schemes=("aiter_like",),
                             query_rows=8)
    result = study._round(study.run_study(tiny))
    result["targets"] = study._round(study.targets([_fake_case("sink", 0.04)]))
    md = study_report.render_markdown(result, [])
    (row,) = [line for line in md.splitlines() if line.startswith("| sink | 16K |")]
    assert "| 256 |" in row and "8.000e-03 (9.000e-03)" in row and "80.0% (77.5%) lower" in row


def test_bf16_study_entry_matches_a_direct_launch_against_fp64():
    # issue 36: AITER's BF16 forward on the study's inputs rounded to bf16; oracles a direct
    # emulator launch (arguments written out here from the kernarg-layout sidecar) and fp64
    # attention on the original and on the bf16-rounded inputs
    from zyfagen.numerics.aiter_real import AITER_BF16_REAL

    seq, n_rows, n_emulated = 300, 40, 24
    config = study.StudyConfig(head_dims=("128",), seqs=(seq,), dists=("activation",), query_rows=n_rows,
                               schemes=("aiter_like", AITER_BF16_REAL), emulated_rows=n_emulated)
    entry = study.evaluate_case(config, "activation", "128", seq)["schemes"][AITER_BF16_REAL]
    rows, sub = _emulated_rows(seq, n_rows, n_emulated)
    picked = rows[sub]
    x = make_inputs("activation", seq, D, D, 0)
    q, k, v = (a.astype(ml_dtypes.bfloat16) for a in (x.q[picked], x.k, x.v))
    scale = float(np.float32(1 / math.sqrt(D)))
    prog = load(AITER / "fwd_hd128_bf16.co", kernarg_layout=AITER / "fwd_hd128_bf16.args.yaml")
    pad = np.zeros((384, D), ml_dtypes.bfloat16)  # K, V to whole 64-key tiles plus the one it prefetches
    kp, vp = pad.copy(), pad.copy()
    kp[:seq], vp[:seq] = k, v
    b = 2 * D  # bytes per row
    args = dict(ptr_o=np.zeros((n_emulated, D), ml_dtypes.bfloat16), ptr_q=q, ptr_k=kp, ptr_v=vp, scalar=scale,
                s_seq_len=n_emulated, s_Seqs=b, s_Ts=256 * b, s_Hs=b, s_Bs=n_emulated * b, s_gqa=1, s_k_Seqs=b,
                s_k_Hs=b, s_k_Bs=seq * b, s_kv_seq_len=seq, s_qk_head_dim=D, s_v_head_dim=D, s_q_head_num=1,
                s_v_Seqs=b, s_v_Hs=b, s_v_Bs=seq * b, s_o_Seqs=b, s_o_Hs=b, s_o_Bs=n_emulated * b)
    out = launch(prog, args, grid=(1, 1, 1), block=(512, 1, 1), memory_model="late").buffers["ptr_o"].astype(np.float64)
    total, p_part, qkv_part = _bf16_parts(out, x, picked, q, k, v, scale)
    assert entry["rel_frobenius"] == pytest.approx(total, rel=1e-9)
    assert entry["p_part_rel_frobenius"] == pytest.approx(p_part, rel=1e-9)
    assert entry["qkv_part_rel_frobenius"] == pytest.approx(qkv_part, rel=1e-9)
    # a BF16 attention: its own part under 1%, and at least rounding the exact answer to bf16
    assert entry["bf16_floor_p_part"] <= entry["p_part_rel_frobenius"] < 0.01
    assert (entry["qkv_format"], entry["model"], entry["query_rows"], entry["same_rows"]) == \
        ("bf16", "emulated", n_emulated, {})


def test_bf16_mla_study_entries_match_a_direct_launch_against_fp64():
    # issue 36: the MLA shape's pair (head dim "mla", 192/128): AITER's fwd_hd192_hd128_bf16.co
    # against a direct launch (arguments written out here: strides in bytes, ts_qo 128, a
    # 256-thread block, K and V padded to whole 128-key tiles plus the one it prefetches) and
    # fp64 attention; zyfagen's attention_mla192_128_bf16 beside it, under 1% kernel-only
    from zyfagen.numerics.aiter_real import AITER_BF16_MLA_REAL, AITER_BF16_REAL, ZYFAGEN_BF16_MLA, applies

    assert applies(192, 128, AITER_BF16_MLA_REAL) and applies(192, 128, ZYFAGEN_BF16_MLA)
    assert not applies(128, 128, AITER_BF16_MLA_REAL) and not applies(192, 128, AITER_BF16_REAL)
    seq, n_rows, n_emulated, dq, dv = 300, 40, 24, 192, 128
    config = study.StudyConfig(head_dims=("mla",), seqs=(seq,), dists=("gaussian",), query_rows=n_rows,
                               schemes=("aiter_like", AITER_BF16_MLA_REAL, ZYFAGEN_BF16_MLA), emulated_rows=n_emulated)
    case = study.evaluate_case(config, "gaussian", "mla", seq)
    entry = case["schemes"][AITER_BF16_MLA_REAL]
    rows, sub = _emulated_rows(seq, n_rows, n_emulated)
    picked = rows[sub]
    x = make_inputs("gaussian", seq, dq, dv, 0)
    q, k, v = (a.astype(ml_dtypes.bfloat16) for a in (x.q[picked], x.k, x.v))
    scale = float(np.float32(1 / math.sqrt(dq)))
    prog = load(AITER / "fwd_hd192_hd128_bf16.co", kernarg_layout=AITER / "fwd_hd192_hd128_bf16.args.yaml")
    kp, vp = np.zeros((512, dq), ml_dtypes.bfloat16), np.zeros((512, dv), ml_dtypes.bfloat16)
    kp[:seq], vp[:seq] = k, v
    bq, bv = 2 * dq, 2 * dv
    args = dict(ptr_o=np.zeros((n_emulated, dv), ml_dtypes.bfloat16), ptr_q=q, ptr_k=kp, ptr_v=vp, scalar=scale,
                s_seq_len=n_emulated, s_Seqs=bq, s_Ts=128 * bq, s_Hs=bq, s_Bs=n_emulated * bq, s_gqa=1, s_k_Seqs=bq,
                s_k_Hs=bq, s_k_Bs=seq * bq, s_kv_seq_len=seq, s_qk_head_dim=dq, s_v_head_dim=dv, s_q_head_num=1,
                s_v_Seqs=bv, s_v_Hs=bv, s_v_Bs=seq * bv, s_o_Seqs=bv, s_o_Hs=bv, s_o_Bs=n_emulated * bv, s_opt=5)
    out = launch(prog, args, grid=(1, 1, 1), block=(256, 1, 1), memory_model="late").buffers["ptr_o"].astype(np.float64)
    total, p_part, qkv_part = _bf16_parts(out, x, picked, q, k, v, scale)
    assert entry["rel_frobenius"] == pytest.approx(total, rel=1e-9)
    assert entry["p_part_rel_frobenius"] == pytest.approx(p_part, rel=1e-9)
    assert entry["bf16_floor_p_part"] <= entry["p_part_rel_frobenius"] < 0.01
    ours = case["schemes"][ZYFAGEN_BF16_MLA]
    assert ours["qkv_part_rel_frobenius"] == pytest.approx(entry["qkv_part_rel_frobenius"], rel=1e-12)
    assert ours["bf16_floor_p_part"] <= ours["p_part_rel_frobenius"] < 0.01
    assert (ours["query_rows"], ours["model"]) == (n_emulated, "emulated")
    assert any(line.startswith("BF16 MLA 192/128 gaussian 0K keys, 24 rows: zyfagen") and "no target" in line
               for line in study.half_lines([case]))
