"""static_loop_costs reuses its CU-engine runs (issue 30: bands were slow) without changing a
figure: the same problem at other clocks, and under a table that differs in a power-only fact,
gives what a fresh run gives; a cycle fact the kernel reads, or one of its instructions' rates,
makes a new run. Oracle: the engine itself, re-run with the cache emptied."""
import pytest

from zyfagen.isa import load_table
from zyfagen.sim import problem as pm
from zyfagen.sim.problem import parse_problem, simulate_problem

from one_wave_lean import TILING, build, write_spec

PROBLEM = parse_problem("batch=1,heads_q=4,heads_kv=4,seq_q=1024")


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    return build(write_spec(tmp_path_factory.mktemp("spec"), "lean_one_wave_reuse"))


def _fresh(kernel, table, clock):
    pm._LOOP_COSTS.clear()
    return simulate_problem(kernel, TILING, PROBLEM, clock_mhz=clock, table=table)


def test_reuse_gives_the_fresh_figures(kernel, monkeypatch):
    table = load_table()
    power_only = table.with_values({"static_power_w": 350.0}, status="unverified")
    fresh = {c: _fresh(kernel, table, c).to_json() for c in (1500.0, 2100.0)}
    pm._LOOP_COSTS.clear()
    simulate_problem(kernel, TILING, PROBLEM, clock_mhz=1800.0, table=table)
    calls = []
    monkeypatch.setattr(pm, "_static_loop_costs", lambda *a, **k: calls.append(a) or pytest.fail("re-ran"))
    for c in (1500.0, 2100.0):
        assert simulate_problem(kernel, TILING, PROBLEM, clock_mhz=c, table=table).to_json() == fresh[c]
        assert simulate_problem(kernel, TILING, PROBLEM, clock_mhz=c, table=power_only).to_json() == fresh[c]
    assert calls == []


@pytest.mark.parametrize("key, value", [("vmem_latency", 900.0), ("v_exp_f32.issue", 16.0)])
def test_a_cycle_fact_the_kernel_reads_runs_the_engine_again(kernel, key, value):
    table = load_table()
    pm._LOOP_COSTS.clear()
    simulate_problem(kernel, TILING, PROBLEM, clock_mhz=2000.0, table=table)
    variant = table.with_values({key: value}, status="unverified")
    assert pm.cycle_fingerprint(kernel, variant) != pm.cycle_fingerprint(kernel, table)
    got = simulate_problem(kernel, TILING, PROBLEM, clock_mhz=2000.0, table=variant).to_json()
    assert got == _fresh(kernel, variant, 2000.0).to_json()


def test_an_instruction_the_kernel_does_not_use_leaves_the_fingerprint(kernel):
    table = load_table()
    assert "v_smfmac_f32_16x16x128_fp8_fp8" not in {i.mnemonic for i in kernel.instructions}
    variant = table.with_values({"v_smfmac_f32_16x16x128_fp8_fp8.passes": 8.0}, status="unverified")
    assert pm.cycle_fingerprint(kernel, variant) == pm.cycle_fingerprint(kernel, table)
    # nor does a global fact charged only to a form it lacks (packed FP32 with clamp)
    assert not any(i.mnemonic.startswith("v_pk_") and i.modifier("clamp") is not None for i in kernel.instructions)
    variant = table.with_values({"pk_f32_clamp_extra_issue": 8.0}, status="unverified")
    assert pm.cycle_fingerprint(kernel, variant) == pm.cycle_fingerprint(kernel, table)
