"""Whole problems on the whole chip: the one-wave hd128 lean kernel (built here from a spec; emitted/ now holds the 8-wave LDS-sharing one)
and V per 32-row workgroup, so at 16K its L2 traffic (68.7 GB, worked out below) exceeds what
the L2s move while its MFMAs run: it must come out memory-bound."""
import json
import time

import pytest

from tests.conftest import run_cli
from zyfagen.errors import UserError
from zyfagen.isa import load_table
from zyfagen.sim.problem import Problem, parse_problem, simulate_problem
from zyfagen.sim.trace import chip_trace

import one_wave_lean

HEADLINE = "batch=1,heads_q=32,heads_kv=8,seq_q=16384,seq_k=16384,causal=0"


@pytest.fixture(scope="module")
def one_wave_spec(tmp_path_factory):
    return one_wave_lean.write_spec(tmp_path_factory.mktemp("spec"), "lean_one_wave")


@pytest.fixture(scope="module")
def lean(one_wave_spec):
    return one_wave_lean.build(one_wave_spec)


def test_parse_problem():
    p = parse_problem(HEADLINE)
    assert (p.batch, p.heads_q, p.kv_heads, p.seq_q, p.keys, p.causal) == (1, 32, 8, 16384, 16384, False)
    assert parse_problem("heads_q=4,seq_q=512").keys == 512
    for bad in ("heads=3", "seq_q=x", "causal=2", "heads_q=6,heads_kv=4", "seq_q"):
        with pytest.raises(UserError):
            parse_problem(bad)


def test_lean_kernel_is_memory_bound_at_16k(lean):
    t0 = time.perf_counter()
    r = simulate_problem(lean, one_wave_lean.TILING, parse_problem(HEADLINE), clock_mhz=2400.0)
    assert time.perf_counter() - t0 < 60
    assert r.bound in ("L1", "L2", "MALL", "HBM")
    # requests on paper: 16,384 workgroups x 16,384 keys x 256 B (K and V rows) + Q and O
    per_wg = 16384 * 256 + 32 * 128 + 32 * 128 * 2
    assert r.bytes["requested"] == 16384 * per_wg
    # L2 floor: one XCD's eighth of it at 16 channels x 128 B/clk
    assert r.cycles["L2"] == pytest.approx(16384 * per_wg / 8 / 2048)
    assert r.kernel_cycles == pytest.approx(max(r.cycles["L2"], r.placement.makespan))
    # the extrapolation from sampled trip counts is exact for this loop
    assert r.extrapolation_error < 1e-3
    assert r.tflops == pytest.approx(4 * 32 * 16384 ** 2 * 128 / r.kernel_seconds / 1e12)
    trace = chip_trace(r)
    names = {e["name"] for e in trace["traceEvents"] if e["ph"] == "C"}
    assert {"L2", "HBM", "LDS bandwidth"} <= names
    assert any(e["ph"] == "X" and e["name"] == "workgroup 0" for e in trace["traceEvents"])
    # one CU's steady state from the CU engine: its 4 one-wave workgroups on the 4 SIMDs, and
    # the shared LDS, whose accesses never overlap
    threads = {e["args"]["name"]: e["tid"] for e in trace["traceEvents"]
               if e["ph"] == "M" and e["name"] == "thread_name" and e["pid"] == 3}
    assert {f"SIMD {i} wave {i} mfma" for i in range(4)} <= set(threads)
    lds = sorted((e["ts"], e["dur"]) for e in trace["traceEvents"] if e["ph"] == "X" and e["pid"] == 3
                 and e["tid"] == threads["LDS (shared by the CU's SIMDs)"])
    assert lds and all(a + d <= b + 1e-9 for (a, d), (b, _) in zip(lds, lds[1:]))


def test_grid_tail(lean):
    # seq_q 1,056: 33 query tiles x 32 heads = 1,056 workgroups on 256 CUs x 4 slots: 32 of
    # them run in a second round, so the kernel takes two workgroup times, each
    # overhead + ceil(1056 / 128) = 9 key blocks, and the tail is the bound
    r = simulate_problem(lean, one_wave_lean.TILING, parse_problem("heads_q=32,heads_kv=8,seq_q=1056"))
    one = r.workgroup_overhead_cycles + 9 * r.iteration_cycles
    # bursts: the 1,024 workgroups of the first round start and end together, the 32 of the
    # second too; each loads Q (32 x 128 B) and a first K/V block (128 keys x 256 B) and
    # stores O (32 x 128 x 2 B) at HBM bandwidth (8 TB/s = 3,333.3 B per cycle at 2.4 GHz)
    t = load_table()
    per_cycle = t.fact("hbm_gbytes_per_s").value * 1e9 * t.fact("hbm_achievable_fraction").value / 2400e6
    both = 32 * 128 + 128 * 256 + 32 * 128 * 2
    first, second = one + 1024 * both / per_cycle, one + 32 * both / per_cycle
    assert r.workgroups == 1056 and r.placement.makespan == pytest.approx(first + second)
    assert r.cycles["grid tail"] == pytest.approx(first + second - (1024 * first + 32 * second) / 1024)
    assert r.cycles["start/end bursts"] == pytest.approx((1024 + 32) * both / per_cycle)
    # no memory floor paces it: the bound is the compute side's largest share (the tail and
    # the matrix pipe each take about one workgroup time here)
    compute = ("MFMA", "VALU", "issue", "barrier wait", "memory latency", "grid tail", "start/end bursts")
    assert r.kernel_cycles == r.placement.makespan
    assert r.bound == max(compute, key=r.cycles.get) and r.bound in ("grid tail", "MFMA")


def test_causal_mismatch_is_a_user_error(lean):
    with pytest.raises(UserError, match="causal"):
        simulate_problem(lean, one_wave_lean.TILING, Problem(heads_q=1, seq_q=256, causal=True))


def test_cli_problem_json_and_errors(root, tmp_path, one_wave_spec):
    out = tmp_path / "r.json"
    p = run_cli("simulate", "--occupancy", str(one_wave_spec),
                "--problem", "heads_q=8,heads_kv=2,seq_q=2048", "--format", "json", "-o", str(out),
                "--clock-mhz", "2400", "--no-band")
    assert p.returncode == 0, p.stderr
    d = json.loads(out.read_text())
    assert d["bound"] in d["cycles"] and d["clock_mhz"] == 2400.0 and d["workgroups"] == 8 * 64
    bad = run_cli("simulate", "--occupancy", str(root / "specs" / "attention_hd128_lean.yaml"),
                  "--problem", "heads=3")
    assert bad.returncode == 2 and bad.stderr.startswith("zyfagen: error:") and "Traceback" not in bad.stderr


def test_problem_takes_a_shipped_spec_by_name(tmp_path, monkeypatch, capsys):
    # as `zyfagen build NAME` does: a name, not a path, from any directory (an installed wheel)
    from zyfagen.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "--occupancy", "attention_hd64_lean", "--problem", "heads_q=2,seq_q=512",
                 "--no-band"]) == 0
    assert capsys.readouterr().out.startswith("attention_hd64_lean: ")
    assert main(["simulate", "--occupancy", "no_such_spec", "--problem", "seq_q=512", "--no-band"]) == 2
    assert capsys.readouterr().err == "zyfagen: error: no_such_spec: no such file\n"
