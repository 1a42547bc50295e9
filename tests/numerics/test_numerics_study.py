"""The study end to end on tiny cases: determinism, plumbing against an fp64 recomputation here,
and one-line user errors from the CLI."""
from __future__ import annotations

import json
import math

import numpy as np
import pytest

from zyfagen.cli import main
from zyfagen.numerics import study
from zyfagen.numerics.fp8 import quantize_per_tensor
from zyfagen.numerics.inputs import make_inputs, rng_for
from zyfagen.numerics.schemes import SCHEMES, SchemeInputs, SchemeOptions

TINY = ["--head-dim", "64", "mla", "--seq", "200", "300", "--dist", "gaussian", "activation",
        "--query-rows", "24", "--schemes", "aiter_like", "lean_block_scaled", "lean_block_scaled_lazy2", "-q"]


def test_cli_json_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    assert main(["numerics", *TINY, "--out", str(a)]) == 0
    assert main(["numerics", *TINY, "--out", str(b)]) == 0
    for name in ("numerics.json", "numerics.md", "plots/error_vs_seq_gaussian_hdmla.svg",
                 "plots/decomposition_activation_hd64.svg"):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
    data = json.loads((a / "numerics.json").read_text())
    assert len(data["cases"]) == 8
    assert set(data["cases"][0]["schemes"]) == {"aiter_like", "lean_block_scaled", "lean_block_scaled_lazy2",
                                                "aiter_like+hadamard", "lean_block_scaled+hadamard",
                                                "lean_block_scaled_lazy2+hadamard"}
    desc = data["scheme_descriptions"]
    assert desc["aiter_like"]["model"] == "algorithm" and desc["aiter_like"]["kernel_params"] is None
    assert desc["lean_block_scaled_lazy2"]["model"] == "bit-exact"
    assert desc["lean_block_scaled_lazy2"]["kernel_params"]["rescale_threshold"] == 2.0
    text = (a / "numerics.json").read_text()
    assert text == json.dumps(json.loads(text), sort_keys=True, indent=1) + "\n"
    svg = (a / "plots/error_vs_seq_gaussian_hdmla.svg").read_text()
    assert svg.startswith("<?xml") and svg.rstrip().endswith("</svg>")


def _attention_fp64(q, k, v, scale):
    s = q @ k.T * scale
    p = np.exp(s - s.max(axis=1, keepdims=True))
    return (p / p.sum(axis=1, keepdims=True)) @ v


def test_case_metrics_match_a_direct_recomputation():
    config = study.StudyConfig(head_dims=("64",), seqs=(300,), dists=("activation",),
                               schemes=("lean",), query_rows=20)
    case = study.evaluate_case(config, "activation", "64", 300)
    # Recompute the reference, the dequantised attention and the scheme output here.
    x = make_inputs("activation", 300, 64, 64, 0)
    rows = np.sort(rng_for(0, 7, 300).choice(300, size=20, replace=False))
    scale = 1 / math.sqrt(64)
    ref = _attention_fp64(x.q[rows].astype(np.float64), x.k.astype(np.float64),
                          x.v.astype(np.float64), scale)
    qq, kq, vq = (quantize_per_tensor(a) for a in (x.q, x.k, x.v))
    deq = _attention_fp64(qq.dequantize()[rows], kq.dequantize(), vq.dequantize(), scale)
    out = SCHEMES["lean"].fn(SchemeInputs(qq.data[rows], kq.data, vq.data, qq.descale, kq.descale,
                                          vq.descale, scale), SchemeOptions()).out
    m = case["schemes"]["lean"]
    rel = lambda a, b: np.linalg.norm(a - b) / np.linalg.norm(ref)  # noqa: E731
    assert m["rel_frobenius"] == pytest.approx(rel(out, ref), rel=1e-9)
    assert m["qkv_part_rel_frobenius"] == pytest.approx(rel(deq, ref), rel=1e-9)
    assert m["p_part_rel_frobenius"] == pytest.approx(rel(out, deq), rel=1e-9)
    assert m["max_abs"] == pytest.approx(np.abs(out - ref).max(), rel=1e-9)
    assert case["quantisation"]["plain"]["rel_frobenius"] == pytest.approx(rel(deq, ref), rel=1e-9)
    # On outlier-channel inputs the rotation must shrink the quantisation part.
    assert case["quantisation"]["hadamard"]["rel_frobenius"] < case["quantisation"]["plain"]["rel_frobenius"]


def test_headline_reductions_are_computed_from_the_cases():
    fake = {"dist": "gaussian", "head_dim": "128", "seq": 16384,
            "quantisation": {"plain": {"rel_frobenius": 0.04}, "hadamard": {"rel_frobenius": 0.02}},
            "schemes": {n: {"rel_frobenius": v, "p_part_rel_frobenius": v / 2, "max_abs": v, "kl_mean": v}
                        for n, v in (("aiter_like", 0.1), ("lean_block_scaled", 0.03))}}
    fake["schemes"]["lean_block_scaled"]["rescale_fraction"] = 0.04
    fake["schemes"]["lean_block_scaled_lazy8"] = {"rel_frobenius": 0.033, "p_part_rel_frobenius": 0.012,
                                                  "rescale_fraction": 0.01}
    head = study.headline([fake])
    entry = head["lean_block_scaled_vs_aiter_like"][0]
    assert entry["plain"]["rel_frobenius"] == pytest.approx(0.7)
    assert "both_hadamard" not in entry
    assert head["hadamard_qkv_part"][0]["ratio"] == pytest.approx(0.5)
    (lazy,) = head["lazy_rescale"]
    assert lazy["scheme"] == "lean_block_scaled_lazy8" and lazy["threshold"] == 8.0
    assert lazy["error_change"] == pytest.approx(0.1) and lazy["p_part_change"] == pytest.approx(-0.2)
    assert (lazy["rescale_fraction"], lazy["eager_rescale_fraction"]) == (0.01, 0.04)
    assert any("lazy rescale threshold 8 changes the error of lean_block_scaled by +10.00%" in line
               for line in study.headline_lines(head))


@pytest.mark.parametrize("argv,needle", [
    (["--head-dim", "96"], "--head-dim '96'"),
    (["--seq", "abc"], "--seq 'abc'"),
    (["--seq", "0"], "--seq 0"),
    (["--dist", "uniform"], "--dist 'uniform'"),
    (["--schemes", "fast"], "--schemes 'fast'"),
    (["--query-rows", "-3"], "--query-rows"),
    (["--emulated-rows", "0"], "--emulated-rows 0"),
    (["--output-dtype", "fp16"], "--output-dtype"),
])
def test_bad_inputs_give_one_line_errors(argv, needle, capsys, tmp_path):
    assert main(["numerics", *argv, "--out", str(tmp_path / "o"), "-q"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("zyfagen: error: numerics: ") and needle in err
    assert not (tmp_path / "o").exists()


def test_out_is_a_file(capsys, tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    assert main(["numerics", "--seq", "100", "--head-dim", "64", "--out", str(f), "-q"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a directory" in err


def test_bf16_output_rounds_the_scheme_output():
    base = dict(head_dims=("64",), seqs=(256,), dists=("gaussian",), schemes=("lean_block_scaled",),
                query_rows=16)
    fp32 = study.evaluate_case(study.StudyConfig(**base), "gaussian", "64", 256)
    bf16 = study.evaluate_case(study.StudyConfig(**base, output_dtype="bf16"), "gaussian", "64", 256)
    a = fp32["schemes"]["lean_block_scaled"]["rel_frobenius"]
    b = bf16["schemes"]["lean_block_scaled"]["rel_frobenius"]
    # bf16 keeps 8 significant bits: the error moves, by at most about 2^-8 relative.
    assert a != b and abs(a - b) < 2.0 ** -8


class _Tty:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s

    def flush(self):
        pass

    def isatty(self):
        return True


def test_progress_bar_rewrites_one_line_on_a_terminal():
    stream = _Tty()
    bar = study.Progress(total=10, stream=stream)
    bar.case("gaussian hd128 seq 1024")
    bar.advance(5)
    bar.advance(5)
    bar.finish()
    assert stream.text.count("\r") == 2 and " 50.0%" in stream.text and "100.0%" in stream.text
    assert stream.text.endswith("s\n")


def test_activation_inputs_have_the_documented_structure():
    x = make_inputs("activation", 4096, 128, 128, seed=3)
    y = make_inputs("activation", 1024, 128, 128, seed=3)
    assert x.q.dtype == np.float32
    # Outlier K channels carry a constant offset of the documented size, at every seq length.
    kmean = np.abs(x.k.mean(axis=0))
    out = np.flatnonzero(kmean > 5)
    assert len(out) == 4 and np.allclose(kmean[out], 10, rtol=0.05)
    np.testing.assert_array_equal(out, np.flatnonzero(np.abs(y.k.mean(axis=0)) > 5))
    # The same Q channels are the large ones.
    assert set(np.argsort(x.q.std(axis=0))[-4:]) == set(out)
    again = make_inputs("activation", 4096, 128, 128, seed=3)
    np.testing.assert_array_equal(again.v, x.v)


def test_sink_inputs_give_key0_the_documented_share():
    # oracle: an fp64 softmax of the generated float32 inputs, independent of the bisection
    for seq in (300, 2048):
        x = make_inputs("sink", seq, 128, 128, seed=1)
        s = x.q.astype(np.float64) @ x.k.astype(np.float64).T / np.sqrt(128)
        s -= s.max(axis=1, keepdims=True)
        w = np.exp(s)
        w /= w.sum(axis=1, keepdims=True)
        share = w[:, 0].mean()
        assert 0.4 < share < 0.65, share  # sink_share 0.5, set on a subsample of the queries
        assert share > 5 * w[:, 1:].mean(axis=0).max()  # no other key comes close on average
