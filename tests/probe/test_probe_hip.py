"""The HIP probe runner and `zyfagen selftest` against a fake hip-python that runs each launch in
the emulator (tests/probe/fake_hip.py), faithful or deliberately wrong."""
from __future__ import annotations

import json

import pytest

from tests.conftest import run_main
from zyfagen.probe.build import build_probes, select
from zyfagen.probe.hip import open_device, run_hip
from zyfagen.probe.selftest import emitted_kernels, render_markdown, selftest

from .fake_hip import FakeHip, install

PROBES = ["v_cvt_pk_u8_f32", "cvt_pk_u8_round_up", "mfma_valu_coexec", "lds_bank_conflicts", "empty"]


def _run(fake, names=PROBES, repeats=2):
    hip, device = open_device()
    probes = list(select(names))
    return run_hip(hip, device, probes, build_probes(probes), repeats=repeats, use_emulator_runs=True)


def test_runner_writes_facts_with_spread_from_the_counters(monkeypatch):
    fake = install(monkeypatch, FakeHip())
    doc = _run(fake)
    assert doc["format"] == "zyfagen-facts-1" and doc["device"] == "Fake MI355X (emulator)"
    assert all(c["ok"] for c in doc["checks"].values()), doc["checks"]
    # the emulator's counters advance by one per read: the memtime delta is 2 in every wave, so
    # the cycles per instruction are 2 / (32 per trip x 1 trip x 1 wave per SIMD) (catalog rule)
    assert doc["facts"]["v_cvt_pk_u8_f32.issue"] == {"value": 2 / 32, "spread": [2 / 32, 2 / 32], "runs": 2,
                                                     "probe": "v_cvt_pk_u8_f32"}
    assert doc["facts"]["mfma_valu_concurrent"]["value"] == 1.0  # 2 + 2 - 2 over min(2, 2)
    assert doc["facts"]["lds_banks"]["runs"] == 2
    assert doc["observations"]["launch_overhead_us"]["value"] > 0  # host-timed: not in the table
    assert "cvt_pk_u8_round_up" not in {f["probe"] for f in doc["facts"].values()}  # functional: checks only
    launched = {(x["symbol"], x["block"][0]) for x in fake.launches}
    assert ("probe_mfma_valu_coexec", 512) in launched
    from zyfagen.probe.facts import check_facts

    assert check_facts(json.loads(json.dumps(doc)), "doc") == {k: v["value"] for k, v in doc["facts"].items()}


@pytest.mark.parametrize("probe", ["v_cvt_pk_u8_f32", "cvt_pk_u8_round_up"])
def test_a_gpu_that_computes_something_else_fails_the_check(monkeypatch, probe):
    """A flipped result bit: a timing probe fails against the catalog's answer, a functional
    probe against the emulator's bits on the same inputs; a failed probe gives no fact."""
    install(monkeypatch, FakeHip(corrupt=("out", 8 * 64 * 4)))  # wave 0's first result dword
    doc = _run(None, [probe], repeats=1)
    check = doc["checks"][probe]
    assert not check["ok"] and "lane 0" in check["detail"]
    assert ("emulator gives" in check["detail"]) == (probe == "cvt_pk_u8_round_up")
    assert doc["facts"] == {}


def test_probe_run_hip_errors_are_one_line(tmp_path, monkeypatch):
    install(monkeypatch, FakeHip(arch=b"gfx942:sramecc+:xnack-"))
    status, out, err = run_main("probe", "run", "--device", "hip", "-o", str(tmp_path / "f.json"))
    assert status == 2 and err.count("\n") == 1 and "no gfx950 GPU" in err and not (tmp_path / "f.json").exists()


def test_selftest_reports_bitwise_agreement_and_a_mismatch(monkeypatch, tmp_path):
    kernels = emitted_kernels(["gemm_fp8_32x32"])
    install(monkeypatch, FakeHip())
    hip, device = open_device("selftest")
    good = selftest(hip, device, kernels, select(["v_exp_f32"]), 1, use_emulator_runs=True)
    [k] = good["kernels"]
    assert good["ok"] and k["ok"] and k["outputs"] == {"c": {"equal": True}}
    assert k["emulator_vs_reference"] == "bitwise equal"
    assert "| gemm_fp8_32x32 | yes | bitwise equal |  |" in render_markdown(good)

    fake = install(monkeypatch, FakeHip(corrupt=("c", 4 * 37)))  # element 37 of C, low mantissa bit
    hip, device = open_device("selftest")
    bad = selftest(hip, device, kernels, select(["v_exp_f32"]), 1, use_emulator_runs=True)
    [k] = bad["kernels"]
    assert not bad["ok"] and not k["ok"]
    assert k["outputs"]["c"]["elements_differing"] == 1 and k["outputs"]["c"]["first_index"] == 37
    assert k["emulator_vs_reference"] == "bitwise equal"  # the emulator agrees with numpy: the GPU differs
    assert "| gemm_fp8_32x32 | NO |" in render_markdown(bad)
    assert fake.freed and len(fake.launches) >= 2


def test_selftest_command_writes_one_report(monkeypatch, tmp_path):
    install(monkeypatch, FakeHip())
    out = tmp_path / "report"
    status, stdout, err = run_main("selftest", "--device", "hip", "-o", str(out), "--kernel", "gemm_fp8_32x32",
                                   "--probe", "cvt_pk_fp8_overflow_nan", "--repeats", "1", "--no-clock")
    assert (status, err) == (0, "")
    assert sorted(p.name for p in out.iterdir()) == ["facts.json", "selftest.json", "selftest.md"]
    report = json.loads((out / "selftest.json").read_text())
    assert report["format"] == "zyfagen-selftest-1" and report["ok"]
    assert report["probes"]["checks"]["cvt_pk_fp8_overflow_nan"]["ok"]
    assert report["device"]["arch"].startswith("gfx950")


@pytest.mark.parametrize("argv, words", [
    (["--device", "emulator"], "--device emulator: unknown device; allowed: hip"),
    (["--device", "hip", "--kernel", "nope"], "--kernel nope: no emitted kernel"),
    (["--device", "hip"], "hip-python is not installed"),
])
def test_selftest_errors_are_one_line(monkeypatch, tmp_path, argv, words):
    import sys

    monkeypatch.setitem(sys.modules, "hip", None)
    status, out, err = run_main("selftest", "-o", str(tmp_path / "r"), *argv)
    assert status == 2 and err.count("\n") == 1 and words in err, err
    assert not (tmp_path / "r").exists()


def test_sustained_clock_samples_beside_each_kernel(monkeypatch):
    """The clock probe spins on its own stream while each kernel runs on another; on the fake (the
    emulator's counters: one tick per read) the sampler's window is 7 memtime and 7 realtime
    ticks, so the clock reads as realtime_counter_mhz (100). AITER's kernel is launched with its
    own argument struct (the fake records it without running it)."""
    from zyfagen.probe.selftest import sustained_clocks

    fake = install(monkeypatch, FakeHip())
    hip, device = open_device("selftest")
    got = sustained_clocks(hip, device, emitted_kernels(["gemm_fp8_32x32"]), problem_of=lambda p: p,
                           launches=2, ticks=5)
    assert sorted(got) == ["sustained_clock_mhz.aiter_fwd_hd128_fp8", "sustained_clock_mhz.gemm_fp8_32x32"]
    assert got["sustained_clock_mhz.gemm_fp8_32x32"]["value"] == 100.0
    symbols = [(x["symbol"], x["stream"]) for x in fake.launches]
    assert symbols[:3] == [("gemm_fp8_32x32", 1), ("gemm_fp8_32x32", 1), ("probe_clock", 2)]
    aiter = [x for x in fake.launches if x["symbol"].startswith("_ZN5aiter")]
    assert len(aiter) == 2 and aiter[0]["grid"] == (256, 1, 1) and aiter[0]["block"] == (512, 1, 1)
