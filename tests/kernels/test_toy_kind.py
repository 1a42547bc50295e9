"""A kernel kind from a test-only package (tests/kernels/toy_kind), registered at run time:
the spec parser, the driver, the launch harness, the bitwise gate, `tune` and the cycle model
take it with no edit anywhere else.

Oracles: numpy in fp64 under the emulator's documented MFMA rule, written in the toy package
(not zyfagen's), for G = A A^T; the LLVM assembler (every build is assembled by clang-22); the
code object's own metadata for the argument list and workgroup size.
"""
from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen import kernels
from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.kernels.launch import bitwise_check, emulate, launch_of
from zyfagen.spec import parse_spec
from zyfagen.tune import tune

SPEC = "name: toy\narch: gfx950\nkind: toy_gram\nparams:\n  accumulator: {acc}\n"


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.syspath_prepend(str(Path(__file__).parent))
    kernels.register("toy_gram", "toy_kind")
    yield kernels.get_kind("toy_gram")
    kernels.unregister("toy_gram")


def test_toy_kind_builds_and_its_launch_contract_is_the_code_objects(toy):
    built = build_spec(parse_spec(SPEC.format(acc="vgpr")))
    kc = read_code_object(built.code_object).kernel()
    meta_args = [a for a in kc.metadata[".args"] if not a[".value_kind"].startswith("hidden_")]
    contract = toy.launch_args(toy.complete({}))
    assert [a[".name"] for a in meta_args] == [a.name for a in contract]
    assert [a[".value_kind"] == "global_buffer" for a in meta_args] == [a.kind == "buffer" for a in contract]
    assert int(kc.metadata[".max_flat_workgroup_size"]) == toy.workgroup_size({})


@pytest.mark.parametrize("acc", ["agpr", "vgpr"])
def test_launch_harness_runs_the_toy_kind_bitwise(toy, acc):
    code = build_spec(parse_spec(SPEC.format(acc=acc))).code_object
    problem = toy.check_problem({})
    inp = toy.inputs({}, problem, seed=3)
    got = emulate(code, toy, {"accumulator": acc}, problem, inp)["g"]
    # independent of the toy's reference: G is symmetric and its diagonal is the row norms
    a = inp["a"].view(ml_dtypes.float8_e4m3fn).astype(np.float64)
    g = got.view(np.float32)
    assert np.array_equal(g, g.T)
    assert np.allclose(np.diag(g), (a * a).sum(axis=1), rtol=1e-5)
    assert bitwise_check(code, "toy_gram", {"accumulator": acc}, seed=3) == ""
    assert launch_of("toy_gram", {}, problem, inp).grid == (1, 1, 1)


def test_bitwise_gate_rejects_a_wrong_toy_kernel(toy):
    from zyfagen.assemble import assemble

    built = build_spec(parse_spec(SPEC.format(acc="agpr")))
    # drop the last store: one G element stays zero
    lines = built.asm_text.splitlines()
    last = max(i for i, line in enumerate(lines) if "global_store_dword" in line)
    bad = assemble("\n".join(lines[:last] + lines[last + 1:]) + "\n", "gfx950", "bad.s")
    assert "values differ from the reference" in bitwise_check(bad, toy, {}, seed=3)


def test_tune_and_the_cycle_model_take_the_toy_kind(toy, tmp_path):
    spec = tmp_path / "toy.yaml"
    spec.write_text(SPEC.format(acc="agpr"))

    class Log:
        text = ""

        def write(self, s):
            Log.text += s

    result = tune(spec, budget=3, progress=Log())
    assert result.best.accepted and result.best.check == "bitwise equal to the reference"
    assert "32x32x64 step" in Log.text  # the toy's own work unit
    # the tuner never changes a problem parameter, and searched the toy's tunable one
    assert all(d.name != "spec.element" for d in result.dimensions)
    assert any(d.name == "spec.accumulator" for d in result.dimensions)
    # the cycle model on the toy's code object: a steady state in its K loop, phases the kind names
    from zyfagen.sim import simulate

    kc = read_code_object(build_spec(spec).code_object).kernel()
    occ = simulate(kc, iterations=8)
    assert occ.loop is not None and occ.mfma_busy_steady is not None
    assert set(occ.block.mfma_cycles_by_phase) <= set(toy.phases.names)
    assert occ.macs_total == 8 * toy.work_unit({})[1]  # 8 iterations of one 32x32x64 MFMA
