"""The probe catalog against its oracles: every probe assembles with clang-22, disassembles with
llvm-objdump-22, breaks no gfx950 hazard rule, names table keys `IsaTable.with_values` accepts,
and covers every vector instruction our kernels and AITER's spend time on."""
from __future__ import annotations

import json
import subprocess
from collections import Counter

import pytest

from zyfagen.classify import classify
from zyfagen.codeobj import read_code_object
from zyfagen.hazard_check import check_code_object
from zyfagen.isa import load_table
from zyfagen.probe.build import build_probes, probe_source
from zyfagen.probe.catalog import OBSERVATIONS, PROBES, probe_named
from zyfagen.toolchain import find_toolchain


@pytest.fixture(scope="module")
def codes():
    return build_probes(PROBES)


def test_every_probe_assembles_disassembles_and_is_hazard_free(codes, tmp_path):
    objdump = find_toolchain().llvm_objdump
    for p in PROBES:
        path = tmp_path / f"{p.name}.hsaco"
        path.write_bytes(codes[p.name])
        run = subprocess.run([str(objdump), "-d", "--mcpu=gfx950", str(path)], capture_output=True, text=True)
        assert run.returncode == 0, (p.name, run.stderr)
        assert "<unknown>" not in run.stdout, p.name  # LLVM decodes every word
        assert f"<{p.symbol}>:" in run.stdout
        kernel = read_code_object(codes[p.name]).kernel(p.symbol)
        assert kernel.metadata[".max_flat_workgroup_size"] == p.family.max_block
        assert [a[".name"] for a in kernel.metadata[".args"]] == ["out", "inp", "iterations", "param"]
        assert check_code_object(codes[p.name]) == [], p.name


def test_probe_kernels_hold_the_instruction_they_measure(codes):
    for p in PROBES:
        if p.keys and p.keys[0].endswith((".issue", ".passes")) and p.keys[0].split(".")[0] in load_table().ops:
            mnemonic = p.keys[0].split(".")[0]
            kernel = read_code_object(codes[p.name]).kernel(p.symbol)
            count = sum(1 for i in kernel.instructions if i.mnemonic == mnemonic)
            assert count >= 8 or mnemonic == "s_setprio" and count >= 2, (p.name, mnemonic, count)


def test_every_key_is_a_table_value_or_an_observation():
    table = load_table()
    for p in PROBES:
        for key in p.keys:
            if p.functional or key in OBSERVATIONS:
                continue
            table.value_of(key)  # KeyError names an unknown key
    # the unverified rates the issue names, each measured by some probe
    measured = {k for p in PROBES for k in p.keys}
    for key in ("v_cvt_pk_u8_f32.issue", "v_pk_fma_f32.issue", "v_exp_f32.issue", "v_cvt_pk_fp8_f32.issue",
                "v_maximum3_f32.issue", "v_perm_b32.issue", "v_cvt_u32_f32.issue", "mfma_valu_concurrent",
                "v_mfma_scale_f32_32x32x64_f8f6f4.passes", "v_mfma_f32_16x16x128_f8f6f4.passes",
                "s_setprio.issue", "barrier_release_cycles", "lds_transposed_read_rate", "lds_banks",
                "global_load_lds_dwordx4.issue", "l2_bytes_per_clock_per_channel", "mall_gbytes_per_s",
                "hbm_gbytes_per_s", "launch_overhead_us", "default.valu.latency", "idle_clock_mhz",
                "v_mfma_f32_32x32x16_bf16.passes"):
        assert key in measured, key


def test_every_vector_instruction_our_kernels_and_aiters_use_often_has_a_rate_probe(root):
    # "often": 32 or more times in one kernel's code (summed over every emitted variant, a
    # prologue's few instructions would count as often once there are enough variants)
    counts: Counter = Counter()
    for path in sorted((root / "emitted").glob("*.hsaco")) + [root / "tests/data/aiter/fwd_hd128_fp8.co"]:
        kernel = read_code_object(path.read_bytes()).kernel()
        one = Counter(i.mnemonic for i in kernel.instructions
                      if classify(i.mnemonic).unit in ("valu", "valu_trans", "mfma"))
        for m, n in one.items():
            counts[m] = max(counts[m], n)
    probed = {p.keys[0].split(".")[0] for p in PROBES if p.keys}
    missing = sorted(m for m, n in counts.items() if n >= 32 and m not in probed)
    assert missing == []


def test_the_same_catalog_gives_the_same_bytes(codes):
    p = probe_named("v_cvt_pk_u8_f32")
    assert build_probes([p])[p.name] == codes[p.name]
    assert probe_source(p) == probe_source(p)


def test_probe_build_writes_every_code_object_and_the_manifest(tmp_path, codes):
    from tests.conftest import run_main

    status, out, err = run_main("probe", "build", "-o", str(tmp_path / "p"), "--probe", "v_exp_f32",
                                "--probe", "mfma_valu_coexec", "-q")
    assert (status, out, err) == (0, "", "")
    manifest = json.loads((tmp_path / "p/manifest.json").read_text())
    assert [e["name"] for e in manifest["probes"]] == ["v_exp_f32", "mfma_valu_coexec"]
    entry = manifest["probes"][0]
    assert entry["facts"] == ["v_exp_f32.issue"] and entry["reading"] and entry["measures"]
    assert (tmp_path / "p/v_exp_f32.hsaco").read_bytes() == codes["v_exp_f32"]
    assert sorted(x.name for x in (tmp_path / "p").iterdir()) == ["manifest.json", "mfma_valu_coexec.hsaco",
                                                                  "v_exp_f32.hsaco"]


def test_probe_build_errors_are_one_line(tmp_path):
    from tests.conftest import run_main

    blocker = tmp_path / "file"
    blocker.write_text("x")
    status, out, err = run_main("probe", "build", "-o", str(blocker / "sub"))
    assert status == 2 and err.count("\n") == 1 and "not a directory" in err
    status, out, err = run_main("probe", "build", "-o", str(tmp_path / "q"), "--probe", "nope")
    assert status == 2 and err.count("\n") == 1 and "nope: no such probe" in err and not (tmp_path / "q").exists()
