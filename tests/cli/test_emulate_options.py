"""`zyfagen emulate --memory-model / --schedule / --stale-lds`: the options of
zyfagen.emulator.launch on the command line. Each accepted value reaches the emulator and
changes what it computes the way launch's docstring says (the expected outputs follow from the
kernels below, by hand); each bad value is one error line naming the option and what is allowed.
"""
import sys

import numpy as np
import pytest

from conftest import ROOT, assert_one_error_line, run_main

sys.path.insert(0, str(ROOT / "tests"))
from emulator_util import make_kernel, prologue  # noqa: E402

GEMM_HSACO = ROOT / "emitted" / "gemm_fp8_32x32.hsaco"
ARGS = [("out", "buffer")]
# wave index, lane's byte offset (LDS and out), the wave's index in s30
LANE = ["v_lshrrev_b32 v20, 6, v0", "v_and_b32 v21, 63, v0", "v_lshlrev_b32 v22, 2, v21",
        "v_readfirstlane_b32 s30, v20"]


def _run(tmp_path, body, workgroup_size, *options):
    code = tmp_path / "k.hsaco"
    code.write_bytes(make_kernel(prologue(ARGS) + body, ARGS, lds=256, workgroup_size=workgroup_size))
    np.savez(tmp_path / "in.npz", out=np.zeros(64, np.uint32))
    status, out, err = run_main("emulate", str(code), "--args", str(tmp_path / "in.npz"), "--grid", "1",
                                "-o", str(tmp_path / "out.npz"), *options)
    if status != 0:
        return status, err, None
    return status, err, np.load(tmp_path / "out.npz")["out"]


# two waves: wave 0 writes 5 to LDS, s_barrier, and writes 7 over it a few instructions later
# with no barrier between; wave 1 reads right after the barrier and stores what it read
SAME_PHASE = LANE + [
    "v_mov_b32 v23, 5", "s_cmp_eq_u32 s30, 0", "s_cbranch_scc0 .Lreader",
    "ds_write_b32 v22, v23", "s_waitcnt lgkmcnt(0)", "s_barrier",
    "s_nop 0", "s_nop 0", "s_nop 0", "s_nop 0", "v_mov_b32 v23, 7", "ds_write_b32 v22, v23",
    "s_waitcnt lgkmcnt(0)", "s_endpgm",
    ".Lreader:", "s_barrier", "ds_read_b32 v24, v22", "s_waitcnt lgkmcnt(0)",
    "global_store_dword v22, v24, s[4:5]", "s_endpgm"]


def test_schedule_interleaved_runs_the_waves_side_by_side(tmp_path):
    """'barrier' (default) runs wave 0 alone to its end before the reader goes on: it reads 7;
    'interleaved' issues the reader's ds_read (it has executed fewer instructions) before wave
    0's second write: 5."""
    status, err, out = _run(tmp_path, SAME_PHASE, 128)
    assert status == 0 and np.all(out == 7), (status, err)
    status, err, out = _run(tmp_path, SAME_PHASE, 128, "--schedule", "interleaved")
    assert status == 0 and np.all(out == 5), (status, err)


# one wave reads LDS that no store wrote and stores it
UNWRITTEN = LANE + ["ds_read_b32 v24, v22", "s_waitcnt lgkmcnt(0)", "global_store_dword v22, v24, s[4:5]",
                    "s_endpgm"]


def test_stale_lds_fills_lds_the_kernel_never_wrote(tmp_path):
    """Without --stale-lds the read of never-written LDS stops the run (one error line); with
    --stale-lds 171 every byte read is 0xAB."""
    status, err, _ = _run(tmp_path, UNWRITTEN, 64)
    assert_one_error_line(status, "", err, "emulation of snippet failed")
    status, err, out = _run(tmp_path, UNWRITTEN, 64, "--stale-lds", "171")
    assert status == 0 and np.all(out == 0xABABABAB), (status, err)


# one wave: v24 = 3, LDS = 9; ds_read into v24 and copy v24 in the next instruction, before the
# s_waitcnt that drains the read
EARLY_USE = LANE + ["v_mov_b32 v24, 3", "v_mov_b32 v23, 9", "ds_write_b32 v22, v23", "s_waitcnt lgkmcnt(0)",
                    "ds_read_b32 v24, v22", "v_mov_b32 v25, v24", "s_waitcnt lgkmcnt(0)",
                    "global_store_dword v22, v25, s[4:5]", "s_endpgm"]


def test_memory_model_late_lds_keeps_the_old_register_value(tmp_path):
    """'immediate' (default) lands the ds_read at issue: the copy is 9; 'late_lds' keeps a
    register an LDS read is loading at its old value for uses soon after the read: 3."""
    status, err, out = _run(tmp_path, EARLY_USE, 64)
    assert status == 0 and np.all(out == 9), (status, err)
    status, err, out = _run(tmp_path, EARLY_USE, 64, "--memory-model", "late_lds")
    assert status == 0 and np.all(out == 3), (status, err)


def test_choices_are_the_emulators():
    """--help lists exactly the emulator's MEMORY_MODELS and SCHEDULES (their one home)."""
    from zyfagen.emulator import MEMORY_MODELS, SCHEDULES

    status, out, _ = run_main("emulate", "--help")
    text = " ".join(out.split())
    assert status == 0
    assert f"one of {', '.join(MEMORY_MODELS)} (default" in text and f"one of {', '.join(SCHEDULES)} (default" in text


@pytest.mark.parametrize("extra, words", [
    (["--memory-model", "bogus"], ["--memory-model", "'bogus'", "'late_lds'", "'poison'"]),
    (["--schedule", "sideways"], ["--schedule", "'sideways'", "'barrier'", "'interleaved'"]),
    (["--stale-lds", "256"], ["--stale-lds", "'256'", "0 to 255"]),
    (["--stale-lds", "x"], ["--stale-lds", "'x'", "0 to 255"]),
    (["--schedule", "interleaved", "--memory-model", "late"],
     ["--schedule interleaved", "--memory-model late", "only with --memory-model immediate"]),
])
def test_bad_emulator_options_are_one_error_line(tmp_path, extra, words):
    args = tmp_path / "a.npz"
    np.savez(args, a=np.zeros((64, 128), np.uint8), b=np.zeros((64, 128), np.uint8),
             c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    assert_one_error_line(*run_main("emulate", str(GEMM_HSACO), "--args", str(args), "--grid", "2,2,1", *extra),
                          *words)
