"""Probes in the emulator: each computes the catalog's independent answer, and a probe that
computes something else (another instruction, another MODE, another accumulation model) fails its
check. The full set runs in benchmarks/probes.py."""
from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from tests.conftest import run_main
from zyfagen.assemble import assemble
from zyfagen.probe import references
from zyfagen.probe.build import build_probe, probe_source
from zyfagen.probe.catalog import probe_named
from zyfagen.probe.families import MfmaOrder
from zyfagen.probe.run import check_emulator, emulate, launch_of

FAST = ["v_cvt_pk_u8_f32", "v_pk_fma_f32", "v_exp_f32", "v_cvt_pk_fp8_f32", "v_maximum3_f32", "v_perm_b32",
        "v_cvt_u32_f32", "v_cmp_lt_i32", "v_permlane32_swap_b32", "v_lshl_add_u64", "v_accvgpr_read_b32",
        "v_mfma_scale_f32_32x32x64_f8f6f4", "v_mfma_f32_16x16x128_f8f6f4", "v_mfma_f32_16x16x32_bf16", "valu_latency",
        "clock",
        "cvt_pk_u8_round_down", "cvt_pk_fp8_overflow_saturate", "mfma_accumulation_order", "mfma_valu_coexec",
        "setprio_handoff", "s_barrier", "lds_read_b64_tr_b8", "lds_write_b128", "lds_bank_conflicts", "lds_dma",
        "bandwidth_hbm", "empty", "pk_fma_f32_clamp"]


@pytest.mark.parametrize("name", FAST)
def test_probe_computes_the_independent_answer(name):
    probe = probe_named(name)
    results = check_emulator(probe, build_probe(probe))
    assert [r["detail"] for r in results] == [""] * len(probe.emulator_runs)


def _mutated(probe, **changes):
    """The probe with its family changed (another instruction, reference or setup)."""
    return dataclasses.replace(probe, family=dataclasses.replace(probe.family, **changes))


def _add_dwords_without_carry(o, count):
    """v_lshl_add_u64's expectation with the low dword's carry dropped (two 32-bit adds)."""
    return {"d": np.stack([o["a"][0] + o["b"][0], o["a"][1] + o["b"][1]])}


@pytest.mark.parametrize("name, changes, words", [
    # another instruction with the same operands: the kernel computes something else
    ("v_mul_f32", {"mnemonic": "v_add_f32"}, "expected"),
    ("v_maximum3_f32", {"mnemonic": "v_min3_f32"}, "expected"),
    ("v_cvt_pk_u8_f32", {"asm": "{d}, {a}, 2, {c}"}, "expected"),  # another byte
    ("v_lshrrev_b32", {"mnemonic": "v_ashrrev_i32"}, "expected"),
    # lds_address_pairs' 64-bit add (issue 36): a shift of 1, or an expectation without the carry
    ("v_lshl_add_u64", {"asm": "{d}, {a}, 1, {b}"}, "expected"),
    ("v_lshl_add_u64", {"reference": _add_dwords_without_carry}, "expected"),
    # the right instruction, a wrong expectation: the check does not accept anything
    ("v_exp_f32", {"reference": references.ref_mov}, "expected"),
    ("v_cvt_pk_fp8_f32", {"reference": references.ref_cvt_pk_bf16}, "expected"),
    # another MODE: round-up's kernel under round-down's rule, saturation under the NaN rule
    ("cvt_pk_u8_round_up", {"reference": references.u8_under(2)}, "expected"),
    ("cvt_pk_u8_round_rne", {"setup": ("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3",)}, "expected"),
    ("cvt_pk_fp8_overflow_saturate", {"reference": references.fp8_under(False)}, "expected"),
    # the packed FMA without its clamp (issue 30): values past [0, 1] and NaN differ
    ("pk_fma_f32_clamp", {"asm": "{d}, {a}, {b}, {c}"}, "expected"),
    # an MFMA's expectation with half the products
    ("v_mfma_f32_32x32x64_f8f6f4", {"k": 32}, "expected"),
    ("v_mfma_scale_f32_16x16x128_f8f6f4", {"k": 64}, "expected"),
    ("v_mfma_f32_32x32x16_bf16", {"b_word": 0x3F803F80}, "expected"),  # B 1.0 instead of 2.0
])
def test_a_probe_that_computes_something_else_fails(name, changes, words):
    probe = _mutated(probe_named(name), **changes)
    code = assemble(probe_source(probe), source_name=f"{name}.s")
    details = [r["detail"] for r in check_emulator(probe, code)]
    assert all(words in d for d in details), details


def test_the_mfma_cases_separate_the_emulators_model_from_sequential_sums():
    """The accumulation probe's expectation is exact-sum-then-round; a sequential fp32 model (C
    first, products in K order) gives other bits on every case, so the GPU run decides."""
    probe = probe_named("mfma_accumulation_order")
    run = probe.emulator_runs[0]
    launch = launch_of(probe, run)
    recs, _ = emulate(build_probe(probe), probe, launch)
    got = recs.results()[0]
    for i, (_, pairs, c) in enumerate(MfmaOrder.CASES):
        seq = np.float32(c)
        for a, b in pairs:
            seq = np.float32(seq + np.float32(a * b))
        assert got[2 * i, 0] != np.float32(seq).view(np.uint32), i
    assert got[4, 0] == np.float32(8429569.0).view(np.uint32)  # one rounding of 8429568.501953125


def test_memory_probes_stream_past_the_caches_they_do_not_measure():
    """bandwidth_mall/hbm: `param` makes the step between a thread's loads the launch's threads x
    16 bytes, so one pass touches every 16-byte slot of the buffer once and a timed run makes
    whole passes; bandwidth_l2: a thread's loads are 64 KiB apart, more than a CU's 32 KiB vector
    L1 (isa fact vl1_bytes) holds, inside an L2-resident 2 MiB buffer."""
    from zyfagen.isa import load_table

    table = load_table()
    for name in ("bandwidth_mall", "bandwidth_hbm"):
        run = probe_named(name).gpu_runs[0]
        size, step = 1 << (run.param & 31), 1 << (run.param >> 8)
        assert step == run.grid * run.block * 16 and size % step == 0 and (run.iterations * 8 * step) % size == 0
        assert size > table.fact("l2_bytes_per_xcd").value * table.fact("xcds").value
    assert 1 << (probe_named("bandwidth_hbm").gpu_runs[0].param & 31) > table.fact("mall_bytes").value
    run = probe_named("bandwidth_l2").gpu_runs[0]
    size, step = 1 << (run.param & 31), 1 << (run.param >> 8)
    assert step > table.fact("vl1_bytes").value and size <= table.fact("l2_bytes_per_xcd").value
    run = probe_named("bandwidth_hbm").emulator_runs[1]  # the streaming rule, small enough to enumerate
    size, step = 1 << (run.param & 31), 1 << (run.param >> 8)
    threads = np.arange(run.grid * run.block, dtype=np.int64)
    offsets = np.concatenate([(threads * 16 + n * step) % size for n in range(size // step)])
    assert np.unique(offsets).size == size // 16 == offsets.size


def test_clock_counters_count_reads_not_time():
    """s_memtime / s_memrealtime in the emulator: the number of counter reads the wave made
    before this one (deterministic, strictly increasing; zyfagen/emulator/salu.py)."""
    probe = probe_named("v_exp_f32")
    launch = launch_of(probe, probe.emulator_runs[1])
    recs, _ = emulate(build_probe(probe), probe, launch)
    rows = recs.rows[:, :8, 0]
    # memtime start, end; realtime start, end: reads 0, 2 and 1, 3 of each wave
    assert rows.tolist() == [[0, 0, 2, 0, 1, 0, 3, 0]] * 2


def test_probe_run_on_the_emulator_writes_checks_and_no_timing(tmp_path):
    out = tmp_path / "facts.json"
    status, stdout, err = run_main("probe", "run", "--device", "emulator", "-o", str(out),
                                   "--probe", "v_cvt_pk_u8_f32", "--probe", "s_barrier")
    assert (status, err) == (0, "")
    assert "[1/2] v_cvt_pk_u8_f32: ok" in stdout
    doc = json.loads(out.read_text())
    assert doc["format"] == "zyfagen-facts-1" and doc["device"] == "emulator" and doc["facts"] == {}
    assert doc["checks"]["v_cvt_pk_u8_f32"]["ok"] and doc["checks"]["s_barrier"]["facts"] == ["barrier_release_cycles"]


@pytest.mark.parametrize("argv, words", [
    (["--device", "gpu0"], "--device gpu0: unknown device; allowed: emulator, hip"),
    (["--device", "emulator", "--probe", "nope"], "nope: no such probe"),
    (["--device", "hip"], "hip-python is not installed"),
])
def test_probe_run_errors_are_one_line(tmp_path, monkeypatch, argv, words):
    import sys

    monkeypatch.setitem(sys.modules, "hip", None)  # no hip-python, whatever this machine has
    status, out, err = run_main("probe", "run", "-o", str(tmp_path / "f.json"), *argv)
    assert status == 2 and err.count("\n") == 1 and words in err, err
    assert not (tmp_path / "f.json").exists()


def test_probe_run_refuses_an_unwritable_output(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    status, out, err = run_main("probe", "run", "--device", "emulator", "-o", str(blocker / "f.json"))
    assert status == 2 and err.count("\n") == 1 and "not a directory" in err


def test_memory_answer_shortcut_matches_the_loads_one_by_one():
    """MemoryStream.expected sums whole passes by column sums; against every load one by one on
    a run with a partial pass (3 trips: 24 steps over 8 rows... and 16 rows)."""
    from zyfagen.probe.families import MemoryStream
    from zyfagen.probe.records import Run

    probe = probe_named("bandwidth_l2")
    for size in (1 << 16, 1 << 17):
        run = Run(iterations=3, param=MemoryStream.param(size, 1 << 13), grid=2, block=256)
        inp = launch_of(probe, run).inp.reshape(-1, 64)
        flat = inp.reshape(-1).astype(np.uint64)
        tid = np.arange(run.waves * 64)
        acc = np.zeros((4, tid.size), np.uint64)
        for n in range(8 * run.iterations):
            off = (tid * 16 + n * (1 << 13)) % size // 4
            for k in range(4):
                acc[k] += flat[off + k]
        got = np.concatenate(probe.family.expected(run, inp), axis=1)
        assert np.array_equal(got, (acc & 0xFFFFFFFF).astype(np.uint32))
