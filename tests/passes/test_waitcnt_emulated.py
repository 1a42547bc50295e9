"""s_waitcnt checked in the emulator by poisoning (issue 5): launch(..., memory_model="poison").

Load results stay invisible (poisoned) until s_waitcnt drains their counter, and touching a
register still in flight is an EmulationError (zyfagen/emulator/counters.py). Checked here:
- every committed emitted/*.hsaco runs clean in the poison model and gives bitwise the
  results of the immediate model (which tests/kernels/test_attention*.py and test_emulator_gemm.py tie
  to numpy references);
- removing an s_waitcnt from an emitted kernel's .s (reassembled with LLVM) is caught, and so is
  loosening one by a single count;
- Triton's committed code objects, whose waits LLVM's SIInsertWaitcnts placed, run clean: the
  control for the model itself;
- the counter rules on hand-written snippets: in-order vmcnt, scalar loads only at lgkmcnt(0),
  overwriting a register with a load in flight.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
import yaml

from zyfagen.assemble import assemble
from zyfagen.emulator import EmulationError, launch, load

from emulator_util import LANES, make_kernel, prologue

ROOT = Path(__file__).resolve().parents[2]
EMITTED = ROOT / "emitted"
TRITON = ROOT / "tests" / "data" / "triton"
F8 = ml_dtypes.float8_e4m3fn


def _both(prog, args, **kw):
    """Results of the immediate and the poison model (the latter must not raise)."""
    plain = launch(prog, args, **kw).buffers
    poisoned = launch(prog, args, memory_model="poison", **kw).buffers
    return plain, poisoned


def _same_bits(a: dict, b: dict) -> None:
    assert a.keys() == b.keys()
    for name in a:
        assert np.array_equal(a[name].view(np.uint8), b[name].view(np.uint8)), name


def _serving_args(params: dict, seed: int = 0):
    """The kind's own check problem and inputs through its launch harness (for issue 34's
    serving kernels: three packed sequences, one without keys)."""
    from zyfagen.kernels import get_kind
    from zyfagen.kernels.launch import launch_of

    kind = get_kind("attention_fwd")
    full = kind.complete(params)
    problem = kind.check_problem(full)
    launch = launch_of(kind, full, problem, kind.inputs(full, problem, seed))
    return launch.args, dict(grid=launch.grid)


def _attention_args(spec_name: str, seq_q: int, seq_k: int, seed: int = 0):
    params = yaml.safe_load((ROOT / "specs" / f"{spec_name}.yaml").read_text())["params"]
    if any(params.get(f) for f in ("varlen", "window", "softcap", "sinks", "page_size")) \
            or params.get("qkv_format", "e4m3") != "e4m3" or params.get("qk_format", "fp8") != "fp8":
        # serving features, 16-bit Q/K/V (issue 36) and MX Q·K (issue 37): the kind's own
        # inputs in their formats, not the FP8 bytes below
        return _serving_args(params, seed)
    d = params.get("head_dim_qk", 128)
    dv = params.get("head_dim_v", 0) or d
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((seq_q, d)).astype(F8)
    k = rng.standard_normal((seq_k, d)).astype(F8)
    v = rng.standard_normal((seq_k, dv)).astype(F8)
    o = np.zeros((seq_q, dv), np.uint32 if params.get("output") == "fp32" else np.uint16)
    args = dict(q=q, k=k, v=v, o=o, q_descale=1.0, k_descale=1.0, v_descale=1.0,
                softmax_scale=d ** -0.5, seq_q=seq_q, seq_k=seq_k, gqa_group=1, heads_kv=1)
    for name, t in (("q", q), ("k", k), ("v", v), ("o", o)):
        args.update({f"{name}_stride_b": t.size, f"{name}_stride_s": t.shape[1],
                     f"{name}_stride_h": t.size})
    rows = 32 * params.get("waves_per_workgroup", 1)
    return args, dict(grid=((seq_q + rows - 1) // rows, 1, 1))


def _gemm_args(m=64, n=64, k=128, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((m, k)).astype(F8)
    b = rng.standard_normal((n, k)).astype(F8)
    return ({"a": a, "b": b, "c": np.zeros((m, n), np.float32), "m": m, "n": n, "k": k},
            dict(grid=(n // 32, m // 32, 1)))


def _args_for(name: str):
    if name.startswith("gemm"):
        return _gemm_args()
    # 64 queries (two rows of workgroups), two full key blocks and a masked tail
    return _attention_args(name, 64, 300)


EMITTED_KERNELS = sorted(p.stem for p in EMITTED.glob("*.hsaco"))


@pytest.mark.parametrize("name", EMITTED_KERNELS)
def test_emitted_kernel_runs_clean_and_bitwise_equal_in_poison_mode(name):
    args, kw = _args_for(name)
    plain, poisoned = _both(load(EMITTED / f"{name}.hsaco"), args, **kw)
    _same_bits(plain, poisoned)


def test_gemm_in_poison_mode_matches_numpy():
    """The poison model's results against an independent reference, not only the other model."""
    args, kw = _gemm_args(64, 96, 192, seed=3)
    out = launch(load(EMITTED / "gemm_fp8_32x32.hsaco"), args, memory_model="poison", **kw)
    a, b = args["a"].astype(np.float64), args["b"].astype(np.float64)
    acc = np.zeros((64, 96), np.float32)
    for k0 in range(0, 192, 64):
        acc = (acc + (a[:, k0:k0 + 64] @ b[:, k0:k0 + 64].T).astype(np.float32)).astype(np.float32)
    assert np.array_equal(out.buffers["c"].view(np.uint32), acc.view(np.uint32))


# ---- deliberately broken kernels -------------------------------------------------------------

def _waits(lines: list[str]) -> list[int]:
    return [i for i, line in enumerate(lines) if line.strip().startswith("s_waitcnt")]


def _lds_wait(lines: list[str]) -> int | None:
    """The last vmcnt wait between the first load into LDS and the first LDS read after it."""
    code = [line.split("//")[0].strip() for line in lines]
    first_load = next((i for i, t in enumerate(code) if re.match(r"(global|buffer)_load_lds", t)), None)
    if first_load is None:
        return None
    first_read = next(i for i in range(first_load, len(code)) if code[i].startswith("ds_read"))
    waits = [i for i in range(first_load, first_read) if code[i].startswith("s_waitcnt")
             and "vmcnt" in code[i]]
    return waits[-1] if waits else None


def _broken_cases():
    """(kernel, line index to delete, why) for a sample of waits in the emitted kernels."""
    cases = []
    for name in ("gemm_fp8_32x32", "attention_hd128_lean"):
        lines = (EMITTED / f"{name}.s").read_text().split("\n")
        waits = _waits(lines)
        picks = {}
        for i in waits:
            text = lines[i]
            if "vmcnt" in text:
                picks.setdefault("first vmcnt wait", i)
            if "lgkmcnt" in text:
                picks.setdefault("first lgkmcnt wait", i)
                picks["last lgkmcnt wait"] = i
        if _lds_wait(lines) is not None:
            picks["vmcnt wait for a load to LDS"] = _lds_wait(lines)
        for why, i in picks.items():
            cases.append(pytest.param(name, i, id=f"{name}-{why.replace(' ', '_')}-line{i + 1}"))
    return cases


@pytest.mark.parametrize("name,line", _broken_cases())
def test_removing_a_waitcnt_is_caught(name, line):
    lines = (EMITTED / f"{name}.s").read_text().split("\n")
    broken = "\n".join(lines[:line] + lines[line + 1:])
    prog = load(assemble(broken, source_name=f"{name}_broken.s"))
    args, kw = _args_for(name)
    launch(prog, args, **kw)  # the immediate model cannot tell
    with pytest.raises(EmulationError) as err:
        launch(prog, args, memory_model="poison", **kw)
    msg = str(err.value)
    # names the instruction that used the result too early, the load, and the wave
    assert "wave" in msg and " at 0x" in msg
    assert re.search(r"before (`\w+ .*` at 0x[0-9a-f]+ completed|the load to LDS)", msg), msg


def test_loosening_a_vmcnt_by_one_is_caught():
    """The pass's counts are exact: one more outstanding load than it allows is a bug."""
    lines = (EMITTED / "attention_hd128_lean.s").read_text().split("\n")
    target = next(i for i in _waits(lines) if re.search(r"vmcnt\(([1-9]\d*)\)", lines[i]))
    n = int(re.search(r"vmcnt\((\d+)\)", lines[target])[1])
    lines[target] = lines[target].replace(f"vmcnt({n})", f"vmcnt({n + 1})")
    prog = load(assemble("\n".join(lines), source_name="loosened.s"))
    args, kw = _args_for("attention_hd128_lean")
    # a register load names the wait it needs; a load to LDS read by another wave (the emitted
    # hd128 kernels share K and V through LDS) names the load that had not landed
    with pytest.raises(EmulationError, match=r"needs s_waitcnt vmcnt\(\d+\)|before the load to LDS by .* landed"):
        launch(prog, args, memory_model="poison", **kw)


# ---- Triton's kernels: LLVM's waits are the control -------------------------------------------

def _triton(name):
    return load(TRITON / f"{name}.hsaco"), json.loads((TRITON / f"{name}.json").read_text())["shared"]


def test_triton_kernels_run_clean_in_poison_mode():
    rng = np.random.default_rng(5)
    prog, lds = _triton("fp8_gemm")
    m, n, k = 64, 64, 192
    a, b = rng.standard_normal((m, k)).astype(F8), rng.standard_normal((n, k)).astype(F8)
    _same_bits(*_both(prog, [a, b, np.zeros((m, n), np.float32), m, n, k, k, k, n, None, None],
                      grid=(m // 32, n // 32, 1), dynamic_lds=lds))

    prog, lds = _triton("fp8_gemm_kn")
    b_kn = rng.standard_normal((128, 64)).astype(F8)
    _same_bits(*_both(prog, [a[:, :128].copy(), b_kn, np.zeros((64, 64), np.float32), 64, 64, 128,
                             None, None], grid=(1, 1, 1), dynamic_lds=lds))

    prog, lds = _triton("softmax")
    x = (rng.standard_normal((3, 200)) * 4).astype(np.float32)
    _same_bits(*_both(prog, [np.zeros((3, 200), np.float32), x, 200, 200, 200, None, None],
                      grid=(3, 1, 1), dynamic_lds=lds))

    prog, lds = _triton("fp8_attention_fwd")
    s, d = 128, 128
    q, kk, v = (rng.standard_normal((s, d)).astype(F8) for _ in range(3))
    _same_bits(*_both(prog, [q, kk, v, np.zeros((s, d), np.float32), 0.125, s, d, d, d, d, None,
                             None], grid=(s // 64, 1, 1), dynamic_lds=lds))


# ---- the counter rules on hand-written code ---------------------------------------------------

ARGS = [("x", "buffer"), ("out", "buffer")]


def _snippet(body: list[str], lds: int = 0):
    return load(make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=lds))


def _run(prog):
    x = np.arange(4 * LANES, dtype=np.uint32)
    return launch(prog, {"x": x, "out": np.zeros(LANES, np.uint32)}, grid=1,
                  memory_model="poison").buffers["out"]


def test_vmcnt_completes_the_oldest_loads_first():
    two = ["global_load_dword v20, v100, s[4:5]", "global_load_dword v21, v100, s[4:5] offset:256"]
    ok = _snippet(two + ["s_waitcnt vmcnt(1)", "global_store_dword v100, v20, s[6:7]",
                         "s_waitcnt vmcnt(0)"])
    assert np.array_equal(_run(ok), np.arange(LANES))
    early = _snippet(two + ["s_waitcnt vmcnt(1)", "global_store_dword v100, v21, s[6:7]"])
    with pytest.raises(EmulationError, match=r"uses v21 before `global_load_dword v21.*"
                                             r"needs s_waitcnt vmcnt\(0\)") as err:
        _run(early)
    assert "lanes 0-63" in str(err.value)


def test_stores_count_in_vmcnt():
    body = ["global_load_dword v20, v100, s[4:5]", "global_store_dword v100, v100, s[6:7]",
            "s_waitcnt vmcnt(1)", "global_store_dword v100, v20, s[6:7]"]
    assert np.array_equal(_run(_snippet(body)), np.arange(LANES))  # the store was the younger
    body = ["global_store_dword v100, v100, s[6:7]", "global_load_dword v20, v100, s[4:5]",
            "s_waitcnt vmcnt(1)", "global_store_dword v100, v20, s[6:7]"]
    with pytest.raises(EmulationError, match="uses v20 before"):
        _run(_snippet(body))


def test_scalar_loads_complete_only_at_lgkmcnt_zero():
    body = ["s_load_dword s20, s[4:5], 0x0", "v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v0",
            "s_waitcnt lgkmcnt(1)", "v_mov_b32 v20, s20"]
    with pytest.raises(EmulationError, match=r"uses s20 .*lgkmcnt\(0\)"):
        _run(_snippet(body, lds=256))


def test_overwriting_a_register_with_a_load_in_flight_is_caught():
    body = ["global_load_dword v20, v100, s[4:5]", "v_mov_b32 v20, 0"]
    with pytest.raises(EmulationError, match="uses v20 before `global_load_dword"):
        _run(_snippet(body))
    # a younger load of the same in-order counter may overwrite it: results land in order
    body = ["global_load_dword v20, v100, s[4:5]", "global_load_dword v20, v100, s[4:5] offset:256",
            "s_waitcnt vmcnt(0)", "global_store_dword v100, v20, s[6:7]"]
    assert np.array_equal(_run(_snippet(body)), np.arange(LANES) + LANES)
    # but not a load of another counter (LDS and vector memory may land in either order)
    body = ["v_lshlrev_b32 v1, 2, v0", "ds_write_b32 v1, v0", "global_load_dword v20, v100, s[4:5]",
            "ds_read_b32 v20, v1"]
    with pytest.raises(EmulationError, match="load writes v20 while `global_load_dword"):
        _run(_snippet(body, lds=256))


def test_lds_bytes_of_a_load_to_lds_land_at_the_wait():
    load_lds = ["s_mov_b32 m0, 0", "v_lshlrev_b32 v101, 4, v0",
                "global_load_lds_dword v101, s[4:5]"]  # x[4t] -> LDS 4t
    read = ["ds_read_b32 v20, v100", "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v20, s[6:7]"]
    assert np.array_equal(_run(_snippet(load_lds + ["s_waitcnt vmcnt(0)"] + read, lds=256)),
                          4 * np.arange(LANES))
    with pytest.raises(EmulationError, match=r"ds_read_b32 v20, v100`: LDS read touches LDS "
                                             r"0x0 before the load to LDS by `global_load_lds"):
        _run(_snippet(load_lds + read, lds=256))
    # a write into bytes a load to LDS will still write
    with pytest.raises(EmulationError, match="before the load to LDS"):
        _run(_snippet(load_lds + ["ds_write_b32 v100, v0"], lds=256))


def test_bad_memory_model_is_a_user_error():
    from zyfagen.errors import UserError
    with pytest.raises(UserError, match="memory_model"):
        launch(_snippet([]), {"x": np.zeros(4, np.uint32), "out": np.zeros(LANES, np.uint32)},
               grid=1, memory_model="delayed")
