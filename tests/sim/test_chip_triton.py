"""Triton's FP8 attention in the whole-chip model (zyfagen/foreign/triton_attn.py and sim/triton_timing.py, the peers of
benchmarks/peers.py). The code objects in benchmarks/data/triton_peers/ were compiled by
benchmarks/triton_peers.py with Triton 3.9 and a real launch's divisibility hints (CI has no
triton; the committed files run).

Oracles: llvm-objdump-22 for what the code does (wide loads, MFMAs); the emulator for what a
launch executes (its recorded stream, its output against fp64 attention on the same FP8
inputs within the derived FP8 bound); hand arithmetic for the work a launch must do and for
the grid the contract gives."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from zyfagen.sim.problem import parse_problem, simulate_triton, triton_tiling
from zyfagen.sim.program import mfma_macs
from zyfagen.foreign.triton_attn import check_numerics, triton_contract
from zyfagen.sim.triton_timing import TritonTiming

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "benchmarks" / "data" / "triton_peers"
NAMES = sorted(p.stem for p in DATA.glob("*.hsaco"))


def _objdump(name: str) -> list[str]:
    out = subprocess.run(["llvm-objdump-22", "-d", "--mcpu=gfx950", str(DATA / f"{name}.hsaco")],
                         capture_output=True, text=True, check=True).stdout
    return [m[1] for m in re.finditer(r"^\s+([a-z][a-z0-9_]+)\b", out, re.M)
            if not m[1].startswith(("0", "file"))]


def test_peer_set_covers_both_shapes_masks_and_the_listed_configs():
    facts = [json.loads((DATA / f"{n}.json").read_text()) for n in NAMES]
    assert len(NAMES) == 36  # 9 configs x (d128, MLA 192/128) x (causal, not)
    assert {(f["constexprs"]["D"], f["constexprs"]["DP"]) for f in facts} == {(128, 0), (128, 64)}
    assert {f["constexprs"]["CAUSAL"] for f in facts} == {False, True}
    # AITER's gfx950 flash-attention autotune list includes BLOCK_N 128 with 2 stages
    assert any(f["constexprs"]["BLOCK_N"] == 128 and f["options"]["num_stages"] == 2 for f in facts)
    for f in facts:
        assert f["triton"] == "3.9.0" and f["target"] == "gfx950"
        assert {"Q", "K", "V", "Out", "stride_qm", "stride_kn", "stride_vn", "seq_k"} <= set(f["divisibility_16"])


@pytest.mark.parametrize("name", ["triton_d128_full_m128n64w4s1", "triton_mla192_128_causal_m128n128w4s2"])
def test_hinted_triton_code_objects_load_16_bytes_per_lane(name):
    # with the divisibility hints Q, K and V come in 16-byte loads per lane (dwordx4, to
    # registers or straight to LDS); without them Triton 3.9 loads them a byte at a time
    # (global_load_ubyte: benchmarks/data/triton_attn_fp8_hd128.s, the unhinted build)
    ops = _objdump(name)
    wide = sum(op in ("global_load_dwordx4", "global_load_lds_dwordx4", "buffer_load_dwordx4") for op in ops)
    assert wide >= 4, f"{name}: {wide} 16-byte loads"
    assert not any(op.startswith(("global_load_ubyte", "global_load_sbyte", "buffer_load_ubyte")) for op in ops)
    assert any(op.startswith("v_mfma_f32_32x32x64_f8f6f4") for op in ops)  # FP8 MFMAs
    unhinted = (DATA.parent / "triton_attn_fp8_hd128.s").read_text()
    assert "global_load_ubyte" in unhinted  # the contrast the hints remove


def test_triton_contract_in_the_model_matches_the_recorded_stream_and_hand_arithmetic():
    c = triton_contract(DATA / "triton_d128_full_m128n64w4s1.hsaco")
    assert (c.block_m, c.block_n, c.d_qk, c.d, c.causal) == (128, 64, 128, 128, False)
    timing = TritonTiming(c, sample_trips=4)  # 4, 8, 12 trips (the benchmark samples 8, 16, 24)
    kernel = timing.kernel
    insts = kernel.instructions
    for trips in timing.trips:
        rec = timing.record(trips)
        run = timing.cu_run(trips, 2, 2400.0)
        # the engine issues exactly the recorded stream (cu_run raises otherwise), and its
        # MFMA work is what the emulator executed: MxNxK of every MFMA in the recording ...
        recorded = sum(mfma_macs(insts[i].mnemonic) for w in rec.waves for i in w.indices
                       if insts[i].mnemonic.startswith("v_mfma"))
        assert run.macs_total == 2 * recorded
        # ... and by hand: 128 query rows x (trips x 64) keys x (d_qk 128 for QK^T + d_v 128 for PV)
        assert recorded == 128 * trips * 64 * (128 + 128)
    # the whole chip for 2 query heads on 1 KV head, 1024 x 1024: the contract's grid is
    # 1024 / 128 tiles x 2 heads = 16 workgroups, each 1024 / 64 = 16 key trips
    r = simulate_triton(timing, parse_problem("batch=1,heads_q=2,heads_kv=1,seq_q=1024,causal=0"))
    assert r.workgroups == 16 and r.keys_per_iteration == 64
    assert r.tiling == triton_tiling(c) and r.tiling.dynamic_lds == c.shared > 0
    # a workgroup of 16 trips: the sampled costs against a direct run of a recorded
    # 16-trip workgroup (2 per CU as the occupancy says) -- within the sampled extrapolation
    # error plus 1%
    assert r.occupancy.workgroups_per_cu == 2
    direct = timing.cu_run(16, 2, 2400.0).total_cycles
    model = r.workgroup_overhead_cycles + 16 * r.iteration_cycles
    assert abs(model - direct) / direct <= r.extrapolation_error + 0.01
    assert r.bound in r.cycles and r.tflops > 0


def test_triton_causal_contract_counts_the_diagonal_trips():
    # bottom-right causal, BLOCK_M 128 / BLOCK_N 64: a query tile runs start x 2 off-band
    # trips and 2 masked on-band trips; the recording for n off-band trips does n + 2 trips
    # of 2 x 32 x 32 x 64 x ... MFMA work: 128 rows x (n + 2) x 64 keys x 256 MACs
    c = triton_contract(DATA / "triton_d128_causal_m128n64w4s1.hsaco")
    assert c.masked_blocks == 2
    timing = TritonTiming(c, sample_trips=2)
    insts = timing.kernel.instructions
    n = timing.trips[0]
    rec = timing.record(n)
    recorded = sum(mfma_macs(insts[i].mnemonic) for w in rec.waves for i in w.indices
                   if insts[i].mnemonic.startswith("v_mfma"))
    assert recorded == 128 * (n + 2) * 64 * 256
    r = simulate_triton(timing, parse_problem("batch=1,heads_q=1,seq_q=512,causal=1"))
    assert r.workgroups == 4 and r.tiling.masked_blocks == 2


def test_a_triton_peer_matches_fp64_within_the_fp8_bound():
    # MLA 192/128 causal: split QK (128 + 64 rotary) dots, GQA group 2, the diagonal band
    chk = check_numerics(triton_contract(DATA / "triton_mla192_128_causal_m128n64w4s1.hsaco"))
    assert chk.within_bound, chk
    assert chk.rel_error < 0.1  # not vacuous: an FP8-sized error, not a wrong answer


def test_simulate_problem_cli_takes_a_triton_code_object_with_its_sidecar(tmp_path, capsys):
    from zyfagen.cli import main

    code = str(DATA / "triton_d128_full_m128n64w4s1.hsaco")
    out = tmp_path / "r.json"
    assert main(["simulate", "--occupancy", code, "--problem", "batch=1,heads_q=2,heads_kv=1,seq_q=512",
                 "--format", "json", "-o", str(out), "--no-band"]) == 0
    got = json.loads(out.read_text())
    assert got["workgroups"] == 512 // 128 * 2 and got["tiling"]["dynamic_lds"] == 16384
    assert any("Triton launch contract" in a for a in got["assumptions"])
    # a length the kernel has no mask for: one line, exit 2
    assert main(["simulate", "--occupancy", code, "--problem", "heads_q=1,seq_q=500", "--no-band"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "seq_q 500 is not a multiple of BLOCK_M 128" in err[0]


def test_a_spec_beside_a_json_file_is_not_a_triton_sidecar(tmp_path, capsys):
    """`simulate --problem spec.yaml > spec.json` makes an empty spec.json before zyfagen runs:
    a spec never has a launch sidecar, only a code object does (seen from the command line)."""
    from zyfagen.cli import main

    spec = tmp_path / "hd64.yaml"
    spec.write_text((ROOT / "specs" / "attention_hd64_lean.yaml").read_text())
    (tmp_path / "hd64.json").write_text("")
    out = tmp_path / "r.json"
    assert main(["simulate", "--occupancy", str(spec), "--problem", "batch=1,heads_q=1,seq_q=256,seq_k=256",
                 "--format", "json", "-o", str(out), "--no-band"]) == 0, capsys.readouterr().err
    assert json.loads(out.read_text())["kernel"] == "attention_hd64_lean"
