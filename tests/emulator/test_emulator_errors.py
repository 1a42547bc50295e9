"""Bad programs and bad launches fail clearly: EmulationError names the instruction, its
address, the wave and the lanes; user mistakes are one-line UserErrors (exit status 2)."""
import json
import re

import numpy as np
import pytest

from conftest import run_cli
from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import EmulationError, load, launch, run_kernel
from zyfagen.errors import UserError

ARGS = [("x", "buffer"), ("out", "buffer")]


def _fail(body, *, x=None, lds=0, workgroup_size=64, **kw) -> EmulationError:
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=lds, workgroup_size=workgroup_size)
    x = np.zeros(LANES, np.uint32) if x is None else x
    with pytest.raises(EmulationError) as info:
        run_kernel(load(code), {"x": x, "out": np.zeros(LANES, np.uint32)}, grid=(1, 1, 1),
                   block=(workgroup_size, 1, 1), **kw)
    return info.value


def _located(err: EmulationError, text: str, lanes: str | None):
    msg = str(err)
    assert f"`{text}`" in msg and "workgroup (0,0,0) wave" in msg, msg
    assert re.search(r" at 0x[0-9a-f]+ ", msg), msg
    if lanes is not None:
        assert f"(lanes {lanes})" in msg, msg


def test_out_of_bounds_global_access_names_the_lanes():
    err = _fail(["global_load_dword v20, v100, s[4:5]", "s_waitcnt vmcnt(0)"], x=np.zeros(40, np.uint32))
    _located(err, "global_load_dword v20, v100, s[4:5]", "40-63")
    assert "outside every bound buffer" in str(err) and "'x'" in str(err)


def test_unaligned_access():
    err = _fail(["global_load_dword v20, v100, s[4:5] offset:2"])
    _located(err, "global_load_dword v20, v100, s[4:5] offset:2", "0-63")
    assert "unaligned" in str(err)
    err = _fail(["ds_write_b64 v100, v[100:101]"], lds=1024)
    assert "unaligned" in str(err)


def test_unimplemented_instruction():
    err = _fail(["v_sin_f32 v20, v100"])
    _located(err, "v_sin_f32_e32 v20, v100", "0-63")  # a vector instruction: its active lanes
    assert "unimplemented instruction v_sin_f32" in str(err)
    for model in ("immediate", "late"):  # the plain and the counter models' run loops
        err = _fail(["s_mov_b32 exec_lo, 0x30", "s_mov_b32 exec_hi, 0", "v_sin_f32 v20, v100"],
                    memory_model=model)
        _located(err, "v_sin_f32_e32 v20, v100", "4-5")
    err = _fail(["s_sethalt 1"])  # a scalar instruction names no lanes
    assert "(lanes" not in str(err) and "s_sethalt" in str(err)


def test_read_of_never_written_vector_register_in_active_lanes_only():
    err = _fail(["global_store_dword v100, v50, s[6:7]"])
    _located(err, "global_store_dword v100, v50, s[6:7]", "0-63")
    assert "never-written v50" in str(err)
    # issue 32: VALU arithmetic carries it lane by lane (v20 never-written), a store stops
    err = _fail(["v_add_f32 v20, v50, v100", "global_store_dword v100, v20, s[6:7]"])
    _located(err, "global_store_dword v100, v20, s[6:7]", "0-63")
    # written in lanes 0-31 only; reading it with lanes 0-31 active is fine, all lanes is not
    body = ["s_mov_b64 exec, 0xffffffff", "v_mov_b32 v50, 1", "v_add_u32 v20, v50, v100",
            "global_store_dword v100, v20, s[6:7]", "s_mov_b64 exec, -1", "v_add_u32 v21, v50, v100",
            "global_store_dword v100, v21, s[6:7]"]
    err = _fail(body)
    _located(err, "global_store_dword v100, v21, s[6:7]", "32-63")


def test_stale_lds_fill_reads_as_written():
    """issue 32: launch(stale_lds=b) starts every workgroup's LDS with byte b, counted as written
    (the hardware leaves earlier contents); None keeps the never-written read's value
    undefined, an error at its use (the store), naming the read."""
    body = ["ds_read_b32 v20, v100", "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v20, s[6:7]"]
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=1024)
    args = {"x": np.zeros(LANES, np.uint32), "out": np.zeros(LANES, np.uint32)}
    for fill in (0x00, 0xAB, 0xFF):
        out = run_kernel(load(code), args, grid=1, stale_lds=fill)["out"]
        assert np.all(out == np.uint32(fill * 0x01010101))
    with pytest.raises(EmulationError, match="LDS bytes no store wrote"):
        run_kernel(load(code), args, grid=1)
    with pytest.raises(UserError, match="stale_lds"):
        run_kernel(load(code), args, grid=1, stale_lds=256)


def test_read_of_never_written_scalar_register_and_lds():
    # issue 32: arithmetic carries s41's never-written state to s40; the address stops
    err = _fail(["s_add_u32 s40, s41, 1", "s_mov_b32 s41, 0", "global_load_dword v20, v100, s[40:41]"])
    assert "never-written s40" in str(err)
    # issue 32: LDS bytes no store wrote read as undefined; the use that matters names the read
    err = _fail(["ds_read_b32 v20, v100", "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v20, s[6:7]"],
                lds=1024)
    assert "never-written v20" in str(err) and "global_store_dword" in str(err)
    assert "`ds_read_b32 v20, v100` at 0x" in str(err) and "LDS bytes no store wrote" in str(err)
    err = _fail(["ds_read_b32 v20, v100 offset:1024"], lds=1024)
    assert "outside the 1024-byte LDS allocation" in str(err)
    # the transposed read's own checks: lane t reads 8 bytes at 8t (+ offset)
    tr = ["v_lshlrev_b32 v101, 3, v0", "v_mov_b32 v102, v101", "v_mov_b32 v103, 0",
          "ds_write_b64 v101, v[102:103]"]
    err = _fail(tr + ["ds_read_b64_tr_b8 v[20:21], v101 offset:512"], lds=1000)  # lanes 0-61 fit
    _located(err, "ds_read_b64_tr_b8 v[20:21], v101 offset:512", "61-63")
    assert "outside the 1000-byte LDS allocation" in str(err)
    err = _fail(tr + ["ds_read_b64_tr_b8 v[20:21], v101 offset:4"], lds=1024)
    _located(err, "ds_read_b64_tr_b8 v[20:21], v101 offset:4", "0-63")
    assert "unaligned" in str(err)
    err = _fail(tr + ["ds_read_b64_tr_b8 v[20:21], v101 offset:8", "s_waitcnt lgkmcnt(0)",
                      "global_store_dword v100, v20, s[6:7]", "global_store_dword v100, v21, s[6:7]"],
                lds=1024)
    _located(err, "global_store_dword v100, v21, s[6:7]", "56-63")  # source lane 63's row
    assert "`ds_read_b64_tr_b8 v[20:21], v101 offset:8` at 0x" in str(err)
    assert "LDS bytes no store wrote (first at LDS 0x200, lanes 63)" in str(err)


def test_runaway_loop_hits_the_step_limit():
    err = _fail([".Lspin:", "s_nop 0", "s_branch .Lspin"], step_limit=1000)
    _located(err, "s_branch 65534", None)
    assert "step limit of 1000" in str(err)


def test_barrier_deadlock_is_reported():
    """Wave 1 ends without reaching the s_barrier wave 0 waits at."""
    body = ["v_readfirstlane_b32 s30, v0", "s_cmp_ge_u32 s30, 64", "s_cbranch_scc1 .Lout",
            "s_barrier", ".Lout:"]
    err = _fail(body, workgroup_size=128)
    assert "barrier deadlock" in str(err) and "wave 1 ended" in str(err)
    # with hardware barrier counting, ended waves drop out and the kernel completes
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, workgroup_size=128)
    launch(load(code), {"x": np.zeros(1, np.uint32), "out": np.zeros(1, np.uint32)}, grid=1,
           block=128, barrier_mode="hardware")


def test_launch_argument_errors_are_user_errors():
    prog = load(make_kernel(prologue(ARGS) + ["s_endpgm"], ARGS))
    ok = {"x": np.zeros(4, np.uint32), "out": np.zeros(4, np.uint32)}
    with pytest.raises(UserError, match="missing argument 'out'"):
        run_kernel(prog, {"x": ok["x"]}, grid=1)
    with pytest.raises(UserError, match="has no argument 'y'"):
        run_kernel(prog, {**ok, "y": 1}, grid=1)
    with pytest.raises(UserError, match="global buffer; pass a numpy array"):
        run_kernel(prog, {**ok, "x": 3}, grid=1)
    with pytest.raises(UserError, match="grid must be"):
        run_kernel(prog, ok, grid=(0, 1))
    with pytest.raises(UserError, match="takes 2 arguments, got 1"):
        run_kernel(prog, [ok["x"]], grid=1)


def test_cli_runs_a_kernel_and_reports_errors(tmp_path):
    body = ["s_lshl_b32 s30, s2, 8", "v_add_u32 v100, s30, v100",  # s2: workgroup id x
            "global_load_dword v20, v100, s[4:5]", "s_waitcnt vmcnt(0)", "v_add_u32 v20, 1, v20",
            "global_store_dword v100, v20, s[6:7]"]
    co = tmp_path / "k.hsaco"
    co.write_bytes(make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS))
    np.savez(tmp_path / "args.npz", x=np.arange(128, dtype=np.uint32), out=np.zeros(128, np.uint32))
    run = run_cli("emulate", str(co), "--args", str(tmp_path / "args.npz"), "--grid", "2",
                  "-o", str(tmp_path / "out.npz"))
    assert run.returncode == 0, run.stderr
    with np.load(tmp_path / "out.npz") as out:
        assert np.array_equal(out["out"], np.arange(128) + 1)
    assert "2 waves" in run.stdout
    # an out-of-bounds grid: one line, exit status 2, no traceback
    run = run_cli("emulate", str(co), "--args", str(tmp_path / "args.npz"), "--grid", "3")
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.count("\n") == 1 and "outside every bound buffer" in run.stderr
    run = run_cli("emulate", str(co), "--args", str(tmp_path / "missing.npz"), "--grid", "1")
    assert run.returncode == 2 and "cannot read kernel arguments" in run.stderr
    run = run_cli("emulate", str(co), "--args", str(tmp_path / "args.npz"), "--grid", "a,b")
    assert run.returncode == 2 and "--grid" in run.stderr


def test_cli_runs_a_triton_kernel_with_null_scratch_pointers(tmp_path, root):
    data = root / "tests" / "data" / "triton"
    x = np.random.default_rng(5).standard_normal((2, 100)).astype(np.float32)
    np.savez(tmp_path / "args.npz", arg0=np.zeros_like(x), arg1=x, arg2=100, arg3=100, arg4=100,
             arg5=0, arg6=0)
    lds = json.loads((data / "softmax.json").read_text())["shared"]
    run = run_cli("emulate", str(data / "softmax.hsaco"), "--args", str(tmp_path / "args.npz"),
                  "--grid", "2", "--dynamic-lds", str(lds), "-o", str(tmp_path / "out.npz"))
    assert run.returncode == 0, run.stderr
    with np.load(tmp_path / "out.npz") as out:
        e = np.exp(x - x.max(axis=1, keepdims=True))
        np.testing.assert_allclose(out["arg0"], e / e.sum(axis=1, keepdims=True), rtol=2e-6)
