"""The power-and-clock model (sim/power.py) and the bands (sim/bands.py), issue 30.

Oracles: hand arithmetic on hand-made activity counts (the power equation and its closed-form
clock); the fit inverting the forward model on synthetic anchors whose constants are known; a
VALU-bound kernel whose band over one instruction's rate is that rate's ratio; and the fitted
constants stored in isa/ recomputed from the model (they are not free choices).
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from zyfagen import sim
from zyfagen.errors import UserError
from zyfagen.isa import load_table
from zyfagen.sim import bands, power
from zyfagen.sim.activity import operand_activity, p_bytes, toggle_fraction

from test_occupancy import kernel

ROOT = Path(__file__).resolve().parents[2]


def _facts(**kw) -> power.PowerFacts:
    base = dict(board_w=1000.0, peak_mhz=2000.0, floor_mhz=100.0, static_w=200.0, dvfs_exponent=2.0, mac_pj=1.0,
                valu_cycle_pj=0.0, mfma_fixed_fraction=1.0, lds_pj_per_byte=0.0, l2_pj_per_byte=0.0,
                mall_pj_per_byte=0.0, hbm_pj_per_byte=0.0)
    base.update(kw)
    return power.PowerFacts(**base)


def _activity(**kw) -> power.Activity:
    base = dict(macs=1e12, bit_activity=0.5, valu_cycles=0.0, lds_bytes=0.0, l2_bytes=0.0, mall_bytes=0.0,
                hbm_bytes=0.0, flops=2e12, compute_cycles=2e6, fixed_seconds=0.0)
    base.update(kw)
    return power.Activity(**base)


def test_power_at_a_clock_is_the_equation_by_hand():
    f = _facts(valu_cycle_pj=10.0, lds_pj_per_byte=2.0, hbm_pj_per_byte=30.0, mfma_fixed_fraction=0.5)
    a = _activity(bit_activity=0.25, valu_cycles=1e9, lds_bytes=1e10, hbm_bytes=1e9, fixed_seconds=1e-4)
    p = power.at_clock(a, f, 1000.0)
    seconds = 2e6 / 1e9 + 1e-4  # 2 ms of cycles at 1 GHz plus the fixed part
    scale = (1000 / 2000) ** 2
    matrix = 1e12 * 1e-12 * (0.5 + 0.5 * 0.25 / 0.5)  # activity 0.25 of random's 0.5: 3/4 of the energy
    core = matrix + 1e9 * 10e-12 + 1e10 * 2e-12
    hbm = 1e9 * 30e-12  # the memory rail does not scale with the core clock
    assert p.seconds == pytest.approx(seconds)
    assert p.watts == pytest.approx(200 + scale * core / seconds + hbm / seconds)
    assert p.watts_by_part["matrix"] == pytest.approx(scale * matrix / seconds)
    assert p.tflops == pytest.approx(2e12 / seconds / 1e12)
    assert p.tflop_per_joule == pytest.approx(p.tflops / p.watts)


def test_sustained_clock_has_the_closed_form():
    # matrix energy only: P(f) = static + (f/pk)^g x E x f / C, so f = pk (L' C / (E pk))^(1/(1+g))
    f, a = _facts(), _activity()
    e, c, g = 1.0, 2e6, 2.0  # J, cycles, exponent
    expect_hz = 2000e6 * ((1000 - 200) * c / (e * 2000e6)) ** (1 / (1 + g))
    got = power.sustained(a, f)
    assert got.limited_by == "board power"
    assert got.clock_mhz == pytest.approx(expect_hz / 1e6, rel=1e-6)
    assert got.watts == pytest.approx(1000.0, rel=1e-6)
    # a light launch runs at the peak clock; one that cannot fit runs at the floor
    assert power.sustained(_activity(macs=1e9), f).limited_by == "peak clock"
    assert power.sustained(a, replace(f, static_w=2000.0)).limited_by == "clock floor"


def test_ceiling_is_the_ideal_kernel_in_closed_form():
    # the ideal kernel: only the useful MACs (flops / 2), every SIMD's matrix pipe busy at the dense
    # FP8 rate (a 32x32x64 MFMA = 65,536 MACs per 16 passes x 4 cycles: 1,024 per SIMD-cycle, 256
    # CUs x 4 SIMDs: the 5.03 PFLOP/s FP8 peak at 2.4 GHz), nothing else drawing power: the
    # kernel's own row sums, VALU, LDS and HBM work (heavy here) change nothing
    table = load_table()
    rate = 1024 * 4 * 256
    assert power.peak_macs_per_cycle(table) == rate
    assert [power.peak_macs_per_cycle(table, f) / rate for f in ("bf16", "int8", "fp4")] == [0.5, 1, 2]
    f = _facts(valu_cycle_pj=50.0, lds_pj_per_byte=5.0, hbm_pj_per_byte=40.0, mfma_fixed_fraction=0.5)
    useful = 1e13
    a = _activity(macs=3e13, flops=2 * useful, bit_activity=0.25, valu_cycles=1e10, lds_bytes=1e12,
                  hbm_bytes=1e11, compute_cycles=9e7, fixed_seconds=1e-3)
    cycles = useful / rate
    e = useful * 1e-12 * (0.5 + 0.5 * 0.25 / 0.5)  # J at the peak clock's voltage
    g = 2.0
    expect_hz = 2000e6 * ((1000 - 200) * cycles / (e * 2000e6)) ** (1 / (1 + g))
    got = power.ceiling(a, f, table)
    assert got.clock_mhz == pytest.approx(expect_hz / 1e6, rel=1e-6)
    assert got.tflops == pytest.approx(2 * rate * expect_hz / 1e12, rel=1e-6)
    assert got.watts == pytest.approx(1000.0, rel=1e-6) and got.limited_by == "ideal kernel: board power"
    # pinned: the ideal kernel at that clock
    assert power.ceiling(a, f, table, 500.0).tflops == pytest.approx(2 * rate * 500e6 / 1e12)
    # no kernel of the problem beats it: the real launch, at its own sustained clock, is slower
    assert power.sustained(a, f).tflops < got.tflops


def test_fit_recovers_known_constants_from_synthetic_anchors():
    # two launches of different busy-ness; their clocks under known constants; the fit inverts
    table = load_table()
    truth = replace(power.PowerFacts.from_table(table), mac_pj=1.1, dvfs_exponent=1.7)
    busy = _activity(macs=1.3e12, valu_cycles=1.0e9, compute_cycles=1.25e6, bit_activity=0.44)
    idle = _activity(macs=1.2e12, valu_cycles=1.7e9, compute_cycles=2.2e6, bit_activity=0.36)
    anchors = [(a, power.sustained(a, truth).clock_mhz) for a in (idle, busy)]
    assert anchors[0][1] > anchors[1][1]  # the busier launch runs slower
    got = power.fit_power(anchors, table)
    assert got["fp8_mac_energy_pj"] == pytest.approx(1.1, rel=1e-6)
    assert got["dvfs_power_exponent"] == pytest.approx(1.7, rel=1e-6)


def test_the_stored_fit_is_the_fit_of_the_published_clocks():
    # isa/ stores the two fitted constants; they must be what the model fits, not a choice
    from zyfagen.sim import clocked

    table = load_table()
    got = power.fit_power(clocked.anchor_activities(table), table)
    for name, value in got.items():
        assert table.fact(name).value == pytest.approx(value, rel=2e-3), name
    # (tests/sim/test_calibration.py: the model then predicts each anchor at its published clock)


def test_operand_activity_reads_the_bits():
    import numpy as np

    assert toggle_fraction(np.array([[0x00, 0xFF, 0x00]], np.uint8), 1) == 1.0
    assert toggle_fraction(np.array([[0x0F, 0x0F]], np.uint8), 1) == 0.0
    assert toggle_fraction(np.array([[0x01], [0x03]], np.uint8), 0) == 1 / 8
    # lean P bytes: 8 t + 56 with the chunk shifted up by 8 k toward 126; exact P: exp <= 1 in e4m3fn
    s = np.array([[0.0, -np.log(2.0)] * 32])  # scores 0 and -ln 2: t = 0 and -1
    lean = p_bytes(s, "lean")
    # k whole: the largest byte moves up by 8 k = 64 (56 -> 120 <= 126; 72 would pass 126)
    assert set(lean[0].tolist()) == {120, 112}
    exact = p_bytes(s, "exact")
    assert set(exact[0].tolist()) == {0x38, 0x30}  # 1.0 and 0.5 in e4m3fn
    a = operand_activity("gaussian", "lean", 64, 64, rows=64, keys=256)
    assert 0 < a.mean < 1 and a.mean == pytest.approx(((a.q + a.k) / 2 + (a.p + a.v) / 2) / 2)


def test_bf16_operand_activity_counts_sixteen_bits():
    # issue 36: a BF16 kernel's operands are 16-bit words
    import ml_dtypes
    import numpy as np

    assert toggle_fraction(np.array([[0x0000, 0xFFFF]], np.uint16), 1) == 1.0
    assert toggle_fraction(np.array([[0x00FF, 0x0100]], np.uint16), 1) == 9 / 16
    a = operand_activity("gaussian", "exact", 64, 64, rows=64, keys=256, fmt="bf16")
    assert "bf16" in a.source and 0 < a.mean < 1
    # P = exp(s - max) in bf16: the row max's P is 1.0 = 0x3F80
    x = np.array([1.0, 0.5], ml_dtypes.bfloat16).view(np.uint16)
    assert x.tolist() == [0x3F80, 0x3F00] and toggle_fraction(x[None], 1) == 1 / 16


def test_band_of_a_valu_bound_kernel_is_its_rate_range():
    # 64 independent v_cvt_pk_u8_f32: the one-SIMD model is bound by their issue, 4 to 16 cycles
    body = "\n".join(f"v_cvt_pk_u8_f32 v{10 + i}, v1, 0, v{10 + i}" for i in range(64))
    k = kernel(body)
    table = load_table()
    keys, skipped = bands.relevant_keys(table, [k])
    assert "v_cvt_pk_u8_f32.issue" in keys
    assert "v_mfma_scale_f32_32x32x64_f8f6f4.passes" in skipped  # an instruction it never issues
    assert "default.valu_trans.issue" in skipped  # no transcendental inherits it here

    def evaluate(variant, key):
        return {"cycles": float(sim.simulate(k, table=variant).total_cycles)}, ""
    base = evaluate(table, "")[0]
    runs = bands.band_runs(evaluate, table, ["v_cvt_pk_u8_f32.issue", "barrier_release_cycles"])
    b = bands.band_of("cycles", base, runs, ["v_cvt_pk_u8_f32.issue", "barrier_release_cycles"])
    assert b.moved_most == "v_cvt_pk_u8_f32.issue"
    issue = table.op("v_cvt_pk_u8_f32").issue
    assert b.high - b.low == pytest.approx(64 * (issue.high - issue.low), rel=0.02)
    assert b.spread_of("barrier_release_cycles") == 0  # no barrier in it


def test_cli_problem_predicts_the_clock_and_pins_it_on_request(tmp_path):
    import json

    from zyfagen.cli import main

    spec = str(ROOT / "specs" / "attention_hd128_lean.yaml")
    problem = "batch=1,heads_q=32,heads_kv=8,seq_q=4096"
    out = tmp_path / "p.json"
    assert main(["simulate", "--occupancy", spec, "--problem", problem, "--no-band", "--format", "json",
                 "-o", str(out)]) == 0
    got = json.loads(out.read_text())
    table = load_table()
    assert got["clock"]["rule"].startswith("predicted by the power model")
    assert got["clock"]["limited_by"] == "board power" and got["clock_mhz"] < table.fact("peak_clock_mhz").value
    assert got["power"]["watts"] == pytest.approx(table.fact("board_power_w").value, rel=1e-4)
    assert got["band"] is None
    # the ideal kernel of the problem bounds it, at a clock the same limit allows
    assert got["ceiling"]["tflops"] == pytest.approx(2 * 1024 * 4 * 256 * got["ceiling"]["clock_mhz"] * 1e6 / 1e12,
                                                     rel=1e-4)
    assert got["tflops"] < got["ceiling"]["tflops"] and got["ceiling"]["share"] == pytest.approx(
        got["tflops"] / got["ceiling"]["tflops"], abs=1e-4)
    assert main(["simulate", "--occupancy", spec, "--problem", problem, "--no-band", "--format", "json",
                 "-o", str(out), "--clock-mhz", "2000"]) == 0
    pinned = json.loads(out.read_text())
    assert pinned["clock_mhz"] == 2000 and pinned["clock"]["limited_by"] == "pinned"
    assert pinned["ceiling"]["clock_mhz"] == 2000
    # the same cycles: time scales with the clock (compute-bound), TFLOP/s with it
    assert pinned["tflops"] / got["tflops"] == pytest.approx(2000 / got["clock_mhz"], rel=0.02)


def test_band_rerun_refits_the_power_model(monkeypatch):
    # two power-only facts (cheap: the cycle model is unchanged, the anchors are re-fitted)
    from zyfagen.sim import clocked

    monkeypatch.setattr(bands, "relevant_keys", lambda table, kernels: (
        ["static_power_w", "mfma_data_independent_fraction"], ["v_cvt_pk_u8_f32.issue"]))
    t = clocked.target_of(str(ROOT / "specs" / "attention_hd128_lean.yaml"))
    pred, got = clocked.predict_with_band(t, sim.problem.parse_problem("batch=1,heads_q=32,heads_kv=8,seq_q=4096"))
    b = got["TFLOP/s"]
    assert len(b.ends) == 4 and all(e.figure is not None and not e.note for e in b.ends)
    assert b.low <= b.base <= b.high and b.base == pytest.approx(pred.result.tflops)
    assert b.moved_most in ("static_power_w", "mfma_data_independent_fraction")
    # each end still meets both published clocks: the re-fit is what the band runs
    table = load_table()
    variant = table.with_values({"static_power_w": 450.0}, status="unverified", source="probe_pending")
    fitted = clocked.refit(variant, list(clocked._base_anchors(table)))
    f = power.PowerFacts.from_table(fitted)
    for a, clock in clocked._base_anchors(table):
        assert power.sustained(a, f).clock_mhz == pytest.approx(clock, abs=1.0)
    text = clocked.render_text(pred, got)
    assert "band (each unverified fact at both ends of its range" in text and "TFLOP/s" in text


def _inst(mnemonic: str, **mods):
    from types import SimpleNamespace

    return SimpleNamespace(mnemonic=mnemonic, modifiers=tuple((k, str(v)) for k, v in mods.items()))


def test_mac_format_reads_the_operand_format_from_the_mnemonic_and_cbsz_blgp():
    cases = {("v_mfma_f32_32x32x64_f8f6f4", ()): "fp8",
             ("v_mfma_scale_f32_16x16x128_f8f6f4", (("cbsz", 4), ("blgp", 4))): "fp4",  # FP4 x FP4
             ("v_mfma_f32_32x32x64_f8f6f4", (("cbsz", 2), ("blgp", 0))): "fp8",  # FP6 x FP8: the FP8 rate
             ("v_smfmac_f32_16x16x128_fp8_fp8", ()): "fp8", ("v_mfma_f32_32x32x16_bf8_fp8", ()): "fp8",
             ("v_mfma_f32_32x32x16_bf16", ()): "bf16", ("v_mfma_f32_32x32x8_bf16", ()): "bf16",
             ("v_mfma_f32_16x16x32_f16", ()): "bf16", ("v_mfma_i32_32x32x32_i8", ()): "int8",
             ("v_mfma_f32_32x32x2_f32", ()): None, ("v_mfma_f64_16x16x4_f64", ()): None}
    for (m, mods), want in cases.items():
        assert power.mac_format(_inst(m, **dict(mods))) == want, m


def test_mac_energy_weight_of_aiter_v4_counted_from_llvm_objdump():
    # oracle: llvm-objdump-22's own disassembly of the code object, MACs from the MxNxK in each
    # mnemonic, bf16 MACs at the table's ratio; our reader and weighting must agree
    import re
    import subprocess
    from types import SimpleNamespace

    from zyfagen.codeobj import read_code_object

    path = ROOT / "tests" / "data" / "aiter" / "fmha_v4_fwd" / "fwd_hd128_fp8.co"
    text = subprocess.run(["llvm-objdump-22", "-d", "--mcpu=gfx950", str(path)], capture_output=True,
                          text=True, check=True).stdout
    table = load_table()
    ratio = table.fact("bf16_mac_energy_ratio").value
    total = weighted = 0
    for m, mm, nn, kk in re.findall(r"\b(v_s?mfmac?_\w+?_(\d+)x(\d+)x(\d+)\w*)", text):
        macs = int(mm) * int(nn) * int(kk)  # dense-equivalent; a 4:2 sparse one multiplies half
        total += macs
        weighted += macs * (ratio if "bf16" in m else 1) * (0.5 if m.startswith("v_smfmac") else 1)
    assert total == 192 * 65536 + 24 * 32768 + 6 * 8192  # 96 + 96 scaled 32x32x64, 24 smfmac, 6 bf16
    assert 0.95 < weighted / total < 0.99  # the sparse row sums' half outweighs the bf16 MFMAs
    kernel = read_code_object(path).kernel()
    assert power.mac_energy_weight(kernel, table) == pytest.approx(weighted / total, rel=1e-12)
    assert power.formats_of(kernel) == {"fp8", "bf16"} and power.dominant_format(kernel) == "fp8"
    # the weight reaches the matrix energy
    a = _activity()
    assert power.energies_j(replace(a, mac_energy_weight=2.0), _facts())["matrix"] == pytest.approx(
        2 * power.energies_j(a, _facts())["matrix"])
    # a kernel mostly of a format without an energy fact is refused in one line
    f32 = SimpleNamespace(name="k", instructions=[_inst("v_mfma_f32_32x32x2_f32")] * 3)
    with pytest.raises(UserError, match="pin the clock"):
        power.mac_energy_weight(f32, table)
    # only the formats a kernel uses have their energy fact in its band
    keep, skip = bands.relevant_keys(table, [kernel])
    assert "bf16_mac_energy_ratio" in keep and {"fp4_mac_energy_ratio", "int8_mac_energy_ratio"} <= set(skip)
