"""Trace-driven timing (sim/dynamic.py): the emulator's recorded stream decides the engine's
branches. Oracles: the emulator's own instruction count and its outputs (the recording is
what it executed), and the static engine, exact for our kernels once it is given the same
loop trips: both paths must then agree to the cycle."""
from dataclasses import replace
from pathlib import Path

from zyfagen import emulator
from zyfagen.codeobj import read_code_object
from zyfagen.isa import load_table
from zyfagen.kernels import get_kind
from zyfagen.kernels.launch import launch_of
from zyfagen.sim.dynamic import branch_policy, record_launch
from zyfagen.sim.engine import _prepare, simulate
from zyfagen.sim.program import K_BRANCH, K_CBRANCH
from zyfagen.spec import load_spec

ROOT = Path(__file__).resolve().parents[2]


def _record(name: str, blocks: int):
    spec = load_spec(ROOT / "specs" / f"{name}.yaml")
    kind = get_kind(spec.kind)
    params = kind.complete(dict(spec.params))
    keys = blocks * int(params["block_k"])
    rows = int(params["waves_per_workgroup"]) * int(params["block_q"])
    small = replace(kind.check_problem(params), batch=1, heads_q=1, heads_kv=1,
                    seq_q=keys if params["causal"] else rows, seq_k=keys)
    launch = launch_of(kind, params, small, kind.inputs(params, small, 0))
    data = (ROOT / "emitted" / f"{name}.hsaco").read_bytes()
    return read_code_object(data).kernel(), record_launch(emulator.load(data), launch.args, launch.grid)


def test_static_and_recorded_paths_agree_exactly_on_an_emitted_kernel():
    # the causal hd128 lean kernel over 3 key blocks (two query tiles): the static engine
    # given the loop trips the emulated launch took (read off the recorded back-edges)
    # and the engine driven by the recorded branch outcomes time the same stream: identical
    # results, timeline included (tolerance 0)
    kernel, rec = _record("attention_hd128_lean_causal", 3)
    assert rec.instructions == rec.result.wave_instructions
    prog, _u, loops, _main, *_ = _prepare(kernel, load_table())
    outcomes = rec.waves[0].branch_outcomes(lambda i: prog[i].kind in (K_BRANCH, K_CBRANCH))
    trips = {}
    for _h, b in loops:
        taken = list(outcomes.get(b, ()))
        trips[prog[b].address] = len(taken) // max(1, taken.count(False)) if taken else 0
    assert any(t > 1 for t in trips.values())  # the key loop really loops
    conflicts = dict(rec.lds_conflicts)
    static = simulate(kernel, iterations=3, workgroups=1, fast_forward=False,
                      lds_conflicts=conflicts, loop_trips=trips)
    dynamic = simulate(kernel, iterations=3, workgroups=1, lds_conflicts=conflicts,
                       branch_outcome=branch_policy(kernel, rec))
    assert static.to_json(timeline=True) == dynamic.to_json(timeline=True)
    # and the engine issued exactly what the emulator executed for that workgroup
    first = rec.workgroups()[0]
    assert dynamic.instructions_executed == sum(len(w.indices) for w in rec.waves
                                                if w.workgroup == first)


def test_a_run_time_trip_count_is_the_recorded_one():
    # a loop whose trip count is a kernel argument, left from its middle (as Triton's key
    # loop: the exit test sits before an unconditional back-edge, which the static branch
    # policy never leaves): the engine driven by the recording issues exactly the emulator's
    # instructions and n MFMAs (known by construction: one 32x32x64 MFMA per trip)
    import sys
    sys.path.insert(0, str(ROOT / "tests"))
    from emulator_util import make_kernel, prologue

    from zyfagen.sim.program import mfma_macs

    args = [("n", "u32")]
    init = [f"v_mov_b32 v{i}, 0" for i in range(16)] + \
        [f"v_accvgpr_write_b32 a{i}, 0" for i in range(16)]
    body = prologue(args) + init + [
        ".Lloop:",
        "s_sub_u32 s4, s4, 1",
        "s_cmp_eq_u32 s4, 0",
        "s_cbranch_scc1 .Ldone",
        "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], a[0:15]",
        "s_branch .Lloop",
        ".Ldone:",
        "s_endpgm"]
    code = make_kernel(body, args, agprs=16)
    kernel = read_code_object(code).kernel()
    macs = mfma_macs("v_mfma_f32_32x32x64_f8f6f4")
    cycles = {}
    for n in (4, 9):
        rec = record_launch(emulator.load(code), {"n": n}, (1, 1, 1))
        r = simulate(kernel, workgroups=1, branch_outcome=branch_policy(kernel, rec))
        assert r.instructions_executed == rec.result.wave_instructions == rec.instructions
        assert r.macs_total == (n - 1) * macs
        cycles[n] = r.total_cycles
    assert cycles[9] > cycles[4]


def test_simulate_record_args_on_a_triton_kernel(tmp_path, capsys):
    # `zyfagen simulate --record-args`: a Triton corpus kernel (run-time seq_k, masked tail)
    # from the command line; its figures are those of predict_recorded on the same launch
    import json

    import ml_dtypes
    import numpy as np

    from zyfagen.cli import main
    from zyfagen.sim.dynamic import predict_recorded

    corpus = ROOT / "tests" / "data" / "triton" / "corpus"
    name = "attn_d64_m64_n32_w4_gqa_rt"
    facts = json.loads((corpus / f"{name}.json").read_text())
    rng = np.random.default_rng(1)
    hq, hkv, sq, sk, d = 2, 1, 69, 77, 64
    q, k, v = (rng.standard_normal(s).astype(ml_dtypes.float8_e4m3fn)
               for s in ((hq, sq, d), (hkv, sk, d), (hkv, sk, d)))
    vals = [q, k, v, np.zeros((hq, sq, d), np.float32), np.float32(d ** -0.5), sq, sk, hq // hkv,
            sq * d, d, sk * d, d, sk * d, d, sq * d, d, 0, 0]
    npz = tmp_path / "args.npz"
    np.savez(npz, **{f"arg{i}": np.asarray(x) for i, x in enumerate(vals)})
    grid = (-(-sq // 64), hq, 1)
    out = tmp_path / "r.json"
    code = corpus / f"{name}.hsaco"
    assert main(["simulate", "--occupancy", str(code), "--record-args", str(npz), "--grid",
                 ",".join(map(str, grid)), "--dynamic-lds", str(facts["shared"]), "--format", "json",
                 "-o", str(out)]) == 0
    got = json.loads(out.read_text())
    prog = emulator.load(code)
    direct = predict_recorded(prog.kernel, record_launch(
        prog, [None if isinstance(x, int) and x == 0 and i >= 16 else x for i, x in enumerate(vals)],
        grid, dynamic_lds=facts["shared"]))
    assert got["cycles"] == direct.cycles and got["bound"] == direct.bound
    assert got["instructions"] == got["recorded_instructions"] > 0
    # a missing grid is one line, exit 2
    assert main(["simulate", "--occupancy", str(code), "--record-args", str(npz)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("zyfagen: error:") and "--grid" in err
