"""`zyfagen tune`: the search never returns a candidate whose emulated output differs from the
reference, writes a spec and schedule that parse and build, is deterministic, and rejects bad
input with one line and exit status 2.

Oracles: numpy in fp64 under the emulator's documented MFMA accumulation rule (written here,
not taken from zyfagen.tune), the real assembler (every candidate is assembled by clang), and the
schedule grammar (schedules/schedule.lark, through lark) for the written schedule. The kernel is
the fp8_gemm_tile kind: its candidates build and emulate in well under a second.
"""
from __future__ import annotations

import re

import lark
import ml_dtypes
import numpy as np
import pytest

from zyfagen import emulator
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.spec import load_spec
from zyfagen.tune import register_waves, schedule_statements, search_space, tune
from zyfagen.schedule import load_schedule

from conftest import ROOT, run_cli

GEMM = ROOT / "specs" / "gemm_fp8_32x32.yaml"
F8 = ml_dtypes.float8_e4m3fn


def gemm_fp64_rule(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """C = A B^T: each 64-wide K step summed exactly in fp64 (64 e4m3 products fit in 53 bits),
    rounded once to fp32, then added to the fp32 accumulator with one more rounding."""
    c = np.zeros((a.shape[0], b.shape[0]), np.float32)
    af, bf = a.astype(np.float64), b.astype(np.float64)
    for k0 in range(0, a.shape[1], 64):
        c = (c + (af[:, k0:k0 + 64] @ bf[:, k0:k0 + 64].T).astype(np.float32)).astype(np.float32)
    return c


def run_gemm(code: bytes, m=64, n=96, k=192, seed=3) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k)).astype(F8)
    b = rng.standard_normal((n, k)).astype(F8)
    res = emulator.launch(emulator.load(code), dict(a=a, b=b, c=np.zeros((m, n), np.float32), m=m, n=n, k=k),
                          grid=(n // 32, m // 32, 1))
    return res.buffers["c"], gemm_fp64_rule(a, b)


def swap_mfma_operands(label: str, asm: str) -> str:
    """A deliberately wrong kernel as fast as the right one: C += B A^T instead of A B^T."""
    if label == "base":
        return asm
    return re.sub(r"(v_mfma_f32_32x32x64_f8f6f4 \S+, )(v\[\d+:\d+\]), (v\[\d+:\d+\])", r"\1\3, \2", asm)


def test_wrong_candidates_are_rejected_even_when_faster():
    log = []

    class Sink:
        def write(self, s):
            log.append(s)

    result = tune(GEMM, budget=6, asm_hook=swap_mfma_operands, progress=Sink())
    rejected = [e for e in result.evaluations if e.check.startswith("REJECTED")]
    # the corrupted candidates with more waves per SIMD are faster than the base: they were
    # checked, and failed
    assert rejected, "no corrupted candidate was faster than the base, so none was checked"
    assert all(e.objective > result.base.objective for e in rejected)
    assert not any(e.accepted for e in rejected)
    assert result.best.label == "base" and result.best.accepted
    assert all(e.check == "bitwise equal to the reference" for e in result.evaluations if e.accepted)
    text = "".join(log)
    assert "REJECTED, not bitwise equal" in text and text.count("tune: [") == len(result.evaluations)
    # the hook really produced a wrong kernel: the swapped MFMA computes the transpose
    from zyfagen.assemble import assemble

    built = build_spec(GEMM)
    bad = assemble(swap_mfma_operands("x", built.asm_text), "gfx950", "bad.s")
    got, want = run_gemm(bad)
    assert not np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_all_candidates_wrong_is_a_user_error():
    with pytest.raises(UserError, match="no candidate passed the bitwise check"):
        tune(GEMM, budget=2, asm_hook=lambda label, asm: swap_mfma_operands("x", asm), progress=_Null())


class _Null:
    def write(self, s):
        pass


def test_written_spec_and_schedule_parse_build_and_compute_bitwise(tmp_path):
    proc = run_cli("tune", str(GEMM), "--budget", "6", "--out", str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("tune: [") == 6  # a progress line per built candidate
    out = tmp_path / "out"
    spec_path, sched_path = out / "gemm_fp8_32x32_tuned.yaml", out / "gemm_fp8_32x32_tuned.sched"
    assert spec_path.is_file() and sched_path.is_file() and (out / "gemm_fp8_32x32_tuned.tune.json").is_file()
    # the schedule parses with the grammar itself, and with zyfagen's schedule loader
    grammar = lark.Lark((ROOT / "schedules" / "schedule.lark").read_text(), parser="lalr")
    grammar.parse(sched_path.read_text())
    spec = load_spec(spec_path)
    assert spec.params["schedule"] == "gemm_fp8_32x32_tuned.sched"
    sched = load_schedule(spec.params["schedule"], spec.source)
    assert sched.name == "gemm_fp8_32x32_tuned"
    # only tunable parameters changed
    base = load_spec(GEMM)
    for p in ("tile_m", "tile_n", "k_step", "a_format", "b_format"):
        assert spec.params[p] == base.params[p]
    got, want = run_gemm(build_spec(spec_path).code_object)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_same_inputs_give_the_same_files():
    a = tune(GEMM, budget=5, seed=1, progress=_Null())
    b = tune(GEMM, budget=5, seed=1, progress=_Null())
    assert a.files == b.files
    assert [e.label for e in a.evaluations] == [e.label for e in b.evaluations]


def test_search_space_comes_from_the_schema_and_the_grammar():
    spec = load_spec(GEMM)
    dims, state, seeds = search_space(spec, load_schedule("serial"))
    names = {d.name for d in dims}
    assert "spec.accumulator" in names
    for fixed in ("tile_m", "tile_n", "k_step", "a_format", "b_format", "schedule"):
        assert f"spec.{fixed}" not in names
    # every KEYWORD INT|ENUM ; statement of the grammar file is a dimension
    text = (ROOT / "schedules" / "schedule.lark").read_text()
    keywords = set(re.findall(r'^\w+: "(\w+)" (?:INT|[A-Z_]+) ";"$', text, re.M)) - {"priority"}
    assert keywords and {f"sched.{k}" for k in keywords} <= names
    stmts = {s.keyword: s.values for s in schedule_statements()}
    assert stmts["barrier"] == ("between_phases", "none")
    assert set(stmts["load_depth"]) <= {0, 1, 2}
    assert state["spec.accumulator"] == spec.params["accumulator"]


@pytest.mark.parametrize("regs,waves", [(40, 8), (64, 8), (65, 7), (208, 2), (256, 2), (257, 1), (512, 1)])
def test_register_file_caps_waves(regs, waves):
    # 512 VGPR+AGPR per lane per SIMD, allocated in blocks of 8 (cdna4-facts.md)
    assert register_waves(regs) == waves


@pytest.mark.parametrize("args,needle", [
    (("tune", "no/such/spec.yaml"), "no/such/spec.yaml"),
    (("tune", str(GEMM), "--budget", "0"), "--budget"),
    (("tune", str(GEMM), "--budget", "many"), "--budget"),
    (("tune", str(GEMM), "--iterations", "1"), "--iterations"),
    (("tune", str(GEMM), "--keep", "tile_size"), "--keep tile_size"),
], ids=["missing-spec", "zero-budget", "text-budget", "one-iteration", "unknown-keep"])
def test_bad_inputs_give_one_line_and_status_2(args, needle):
    proc = run_cli(*args)
    assert proc.returncode == 2
    lines = [ln for ln in proc.stderr.splitlines() if "Warning" not in ln and "plan is 0" not in ln]
    assert len(lines) == 1 and lines[0].startswith("zyfagen: error: ") and needle in lines[0], proc.stderr


@pytest.mark.parametrize("threads,regs,asked,waves", [
    (64, 208, 2, 2),   # a 1-wave workgroup asking for 2 waves per SIMD, room for 2
    (64, 208, 4, 2),   # asking for more than the register file holds: capped
    (512, 208, 1, 2),  # 8 waves per workgroup over 4 SIMDs: 2 per SIMD
    (512, 320, 1, 0),  # ... but only 1 fits: the workgroup cannot launch
    (256, 320, 2, 1),
])
def test_simulated_occupancy(threads, regs, asked, waves):
    from types import SimpleNamespace

    from zyfagen.tune import simulated_waves

    kernel = SimpleNamespace(metadata={".max_flat_workgroup_size": threads},
                             descriptor=SimpleNamespace(compute_pgm_rsrc1=regs // 8 - 1))
    assert simulated_waves(kernel, asked)[0] == waves


HD64 = ROOT / "specs" / "attention_hd64_lean.yaml"
SMALL_PROBLEM = "batch=1,heads_q=2,heads_kv=1,seq_q=2048,seq_k=2048,causal=0"


def test_problem_makes_the_whole_chip_model_the_objective(tmp_path):
    """tune --problem ranks candidates by the whole-chip model on that problem: the figure it
    keeps for the best is what `simulate --occupancy --problem` says of the spec it writes (an
    independent run of that model on the written file), and the search's order follows it."""
    import json

    out = tmp_path / "tuned"
    assert run_cli("tune", str(HD64), "--budget", "3", "--out", str(out), "--problem", SMALL_PROBLEM).returncode == 0
    log = json.loads((out / "attention_hd64_lean_tuned.tune.json").read_text())
    assert log["problem"] == SMALL_PROBLEM and log["objective"].startswith("whole-chip model")
    cands = [c for c in log["candidates"] if c["figures"] and c["figures"]["chip_tflops"] is not None]
    assert len(cands) >= 2
    best = log["candidates"][log["best"]]
    assert best["figures"]["chip_tflops"] == max(c["figures"]["chip_tflops"] for c in cands if c["accepted"])
    # no candidate that was not checked beats the best on the whole-chip figure
    assert all(c["figures"]["chip_tflops"] <= best["figures"]["chip_tflops"]
               for c in cands if c["check"].startswith("not checked"))
    # tune ranks at its fixed clock (2,400 MHz): the same pinned clock here, no band
    sim = run_cli("simulate", "--occupancy", str(out / "attention_hd64_lean_tuned.yaml"), "--problem",
                  SMALL_PROBLEM, "--format", "json", "--clock-mhz", "2400", "--no-band")
    assert sim.returncode == 0, sim.stderr
    assert round(json.loads(sim.stdout)["tflops"], 2) == best["figures"]["chip_tflops"]


@pytest.mark.parametrize("spec,problem,expect", [
    (GEMM, SMALL_PROBLEM, "has no attention tiling"),
    (HD64, SMALL_PROBLEM.replace("causal=0", "causal=1"), "is not causal"),
    (HD64, "batch=1,heads=2", "heads"),
])
def test_bad_problem_is_one_line_exit_2(tmp_path, spec, problem, expect):
    r = run_cli("tune", str(spec), "--budget", "1", "--out", str(tmp_path / "t"), "--problem", problem)
    assert r.returncode == 2 and expect in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "t").exists()  # nothing half-written


@pytest.mark.parametrize("spec", ["attention_mla192_128_lean", "attention_hd128_lean"])
def test_the_base_candidate_is_the_spec_itself(spec):
    """The schedule tune writes for its base candidate parses to the spec's own schedule (the
    phases' `order program` included: without it the MLA base ran 3,520 instead of 4,364
    TFLOP/s in the whole-chip model), so the base figures are the spec's."""
    from dataclasses import replace

    from zyfagen.schedule import parse_schedule
    from zyfagen.tune import render_schedule

    base_spec = load_spec(ROOT / "specs" / f"{spec}.yaml")
    base_schedule = load_schedule(base_spec.params["schedule"], base_spec.source)
    _, state, _ = search_space(base_spec, base_schedule)
    rendered = parse_schedule(render_schedule(base_schedule.name, state, base_schedule))
    assert any(p.order == "program" for p in base_schedule.phases)
    assert replace(rendered, order=base_schedule.order, source=base_schedule.source) == base_schedule
    assert rendered.order in ("phases", base_schedule.order)  # the default order, spelled out
