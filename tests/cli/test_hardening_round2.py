"""Issue 33 regressions on the command line: each input that used to hang, crash with a
traceback, lie (garbage out with exit 0) or break the one-line contract.

User errors: exit 2, exactly one `zyfagen: error:` line on stderr, nothing written.
"""
import io
import os
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from conftest import ROOT, assert_one_error_line, files_under, run_main

GEMM_HSACO = ROOT / "emitted" / "gemm_fp8_32x32.hsaco"


def _gemm_args(tmp_path, name="args.npz", **change):
    args = dict(a=np.zeros((64, 128), np.uint8), b=np.zeros((64, 128), np.uint8),
                c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    args.update(change)
    path = tmp_path / name
    np.savez(path, **args)
    return path


# ---- emulate: buffers --------------------------------------------------------------------------

@pytest.mark.parametrize("change,words", [
    (dict(a=np.zeros((64, 128), np.float32)), ["a: dtype float32", "uint8_t*", "allowed"]),
    (dict(c=np.zeros((64, 64), np.float64)), ["c: dtype float64", "float*", "allowed"]),
    (dict(c=np.zeros((64, 64), np.float16)), ["c: dtype float16", "float*"]),
    (dict(b=np.zeros((64, 128), "U1")), ["b: dtype <U1", "allowed: numeric arrays"]),
    (dict(c=np.zeros((64, 64), np.complex64)), ["c: dtype complex64"]),
])
def test_emulate_buffer_dtype_against_the_metadata(tmp_path, change, words):
    """A float64 C or float32 FP8 bytes ran and returned garbage with exit 0."""
    args = _gemm_args(tmp_path, **change)
    out = tmp_path / "out.npz"
    assert_one_error_line(*run_main("emulate", str(GEMM_HSACO), "--args", str(args), "--grid", "2,2,1",
                                    "-o", str(out)), *words)
    assert not out.exists()


def test_emulate_raw_bits_of_the_element_width_are_accepted(tmp_path):
    """uint32 bits for a `float*` buffer and e4m3fn (1-byte) arrays for `uint8_t*` ones."""
    import ml_dtypes
    args = _gemm_args(tmp_path, b=np.zeros((64, 128), ml_dtypes.float8_e4m3fn), c=np.zeros((64, 64), np.uint32))
    status, out, err = run_main("emulate", str(GEMM_HSACO), "--args", str(args), "--grid", "2,2,1")
    assert status == 0 and err == "", err


def test_emulate_zero_size_buffer_is_one_error_line(tmp_path):
    """A zero-byte buffer crashed the load path with an AttributeError traceback."""
    args = _gemm_args(tmp_path, a=np.zeros((0, 128), np.uint8))
    assert_one_error_line(*run_main("emulate", str(GEMM_HSACO), "--args", str(args), "--grid", "2,2,1"),
                          "outside every bound buffer", "'a' (0 bytes)")


@pytest.mark.parametrize("content", [b"", b"\0" * 10, b"PK\x03\x04"])
def test_emulate_empty_or_broken_args_file_is_one_error_line(tmp_path, content):
    path = tmp_path / "args.npz"
    path.write_bytes(content)
    assert_one_error_line(*run_main("emulate", str(GEMM_HSACO), "--args", str(path), "--grid", "1"),
                          "args.npz", "cannot read kernel arguments")


def _racy_kernel(tmp_path):
    sys.path.insert(0, str(ROOT / "tests"))
    from emulator_util import make_kernel, prologue

    args = [("out", "buffer")]
    body = prologue(args) + [
        "v_lshrrev_b32 v20, 6, v0", "v_and_b32 v21, 63, v0", "v_lshlrev_b32 v22, 2, v21",
        "v_readfirstlane_b32 s30, v20", "s_cmp_eq_u32 s30, 0", "s_cbranch_scc0 .Lreader",
        "v_mov_b32 v23, 5", "ds_write_b32 v22, v23", "s_waitcnt lgkmcnt(0)", "s_barrier",
        "v_mov_b32 v23, 7", "ds_write_b32 v22, v23", "s_waitcnt lgkmcnt(0)", "s_barrier", "s_endpgm",
        ".Lreader:", "s_barrier", "ds_read_b32 v24, v22", "s_waitcnt lgkmcnt(0)",
        "global_store_dword v22, v24, s[4:5]", "s_barrier", "s_endpgm"]
    path = tmp_path / "racy.hsaco"
    path.write_bytes(make_kernel(body, args, lds=256, workgroup_size=128))
    np.savez(tmp_path / "racy.npz", out=np.zeros(64, np.uint32))
    return path, tmp_path / "racy.npz"


@pytest.mark.parametrize("model", ["early", "late"])
def test_emulate_races_found_exit_1(tmp_path, model):
    """`--memory-model early` printed its races and exited 0, as if all was well."""
    code, args = _racy_kernel(tmp_path)
    status, out, err = run_main("emulate", str(code), "--args", str(args), "--grid", "1", "--memory-model", model)
    assert status == 1 and err == "", (status, err)
    assert out.count("race: ") == 1 and "1 LDS race(s)" in out


# ---- code objects: what is read ------------------------------------------------------------------

@pytest.mark.parametrize("command", ["emulate", "simulate", "check-hazards"])
def test_device_and_fifo_are_refused_without_reading(tmp_path, command):
    """/dev/zero was read without limit; a FIFO blocked for ever."""
    fifo = tmp_path / "fifo.hsaco"
    os.mkfifo(fifo)
    extra = {"emulate": ["--args", str(_gemm_args(tmp_path)), "--grid", "1"], "simulate": ["--occupancy"],
             "check-hazards": []}[command]
    for target in ("/dev/zero", str(fifo)):
        argv = [command, target, *extra] if command != "simulate" else [command, *extra, target]
        started = time.monotonic()
        assert_one_error_line(*run_main(*argv), target, "not a regular file")
        assert time.monotonic() - started < 10


def test_spec_and_args_fifo_are_refused(tmp_path):
    fifo = tmp_path / "s.yaml"
    os.mkfifo(fifo)
    assert_one_error_line(*run_main("build", str(fifo), "-o", str(tmp_path / "o")), "not a regular file")
    fifo2 = tmp_path / "a.npz"
    os.mkfifo(fifo2)
    assert_one_error_line(*run_main("emulate", str(GEMM_HSACO), "--args", str(fifo2), "--grid", "1"),
                          "not a regular file")


def _descriptor_offset(data: bytes) -> int:
    from elftools.elf.elffile import ELFFile
    elf = ELFFile(io.BytesIO(data))
    sym = next(s for s in elf.get_section_by_name(".symtab").iter_symbols() if s.name.endswith(".kd"))
    sec = elf.get_section(sym["st_shndx"])
    return sym["st_value"] - sec["sh_addr"] + sec["sh_offset"]


@pytest.mark.parametrize("field,fmt,at,value,words", [
    ("lds", "<I", 0, 0xFFFFFFFF, ["group_segment_fixed_size 4294967295", "at most 163840"]),
    ("preload", "<H", 58, 0x7F | (500 << 7), ["user and", "SGPRs", "allowed"]),
    ("preload_past_kernarg", "<H", 58, 2 | (40 << 7), ["kernarg preload", "past the"]),
    ("scratch", "<I", 4, 0xFFFFFFF0, ["private_segment_fixed_size 4294967280", "at most 131056"]),
])
@pytest.mark.parametrize("command", ["emulate", "simulate", "check-hazards"])
def test_kernel_descriptor_fields_are_validated(tmp_path, field, fmt, at, value, words, command):
    """4 GiB of LDS was accepted; SGPR and preload fields past the file gave an IndexError."""
    data = bytearray(GEMM_HSACO.read_bytes())
    struct.pack_into(fmt, data, _descriptor_offset(bytes(data)) + at, value)
    path = tmp_path / f"{field}.hsaco"
    path.write_bytes(bytes(data))
    extra = {"emulate": ["--args", str(_gemm_args(tmp_path)), "--grid", "1"], "simulate": ["--occupancy"],
             "check-hazards": []}[command]
    argv = [command, str(path), *extra] if command != "simulate" else [command, *extra, str(path)]
    assert_one_error_line(*run_main(*argv), "kernel descriptor", *words)


# ---- simulate ------------------------------------------------------------------------------------

def _spin(tmp_path) -> Path:
    from zyfagen.assemble import assemble
    from zyfagen.emit import emit_kernel
    from zyfagen.hazards import insert_hazard_nops
    from zyfagen.ir import KernelBuilder, LabelRef
    from zyfagen.regalloc import allocate
    from zyfagen.waitcnt import insert_waitcnts

    kb = KernelBuilder("spin", workgroup_size=64)
    kb.label("top")
    kb.op.s_branch(LabelRef("top"))
    kb.op.s_endpgm()
    allocated = allocate(kb.finish())
    final = insert_hazard_nops(insert_waitcnts(allocated.kernel))
    path = tmp_path / "spin.hsaco"
    path.write_bytes(assemble(emit_kernel(final, allocated.usage, source="test")))
    return path


def test_simulate_kernel_branching_to_itself_stops_at_the_step_limit(tmp_path):
    """It never ended (memory grew); now the same step limit as emulate's ends it."""
    spin = _spin(tmp_path)
    started = time.monotonic()
    assert_one_error_line(*run_main("simulate", "--occupancy", str(spin), "--step-limit", "20000"),
                          "spin: more than 20000 instructions per wave", "--step-limit")
    assert time.monotonic() - started < 20
    # emulate stops the same kernel at the same option
    np.savez(tmp_path / "none.npz")
    assert_one_error_line(*run_main("emulate", str(spin), "--args", str(tmp_path / "none.npz"), "--grid", "1",
                                    "--step-limit", "20000"), "spin")


def test_simulate_step_limit_is_refused_where_it_does_not_apply(tmp_path):
    assert_one_error_line(*run_main("simulate", "--occupancy", str(GEMM_HSACO), "--problem", "batch=1",
                                    "--step-limit", "5"), "--step-limit: does not apply to --problem")


# ---- check-hazards, tune ------------------------------------------------------------------------

def test_check_hazards_good_then_bad_file_is_one_error_line(tmp_path):
    """It printed the good file's summary on stderr, then the error: two stderr lines."""
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes(b"\x7fELF garbage")
    status, out, err = run_main("check-hazards", str(GEMM_HSACO), str(bad))
    assert_one_error_line(status, out, err, "bad.hsaco")
    assert out == ""


def test_check_hazards_reports_go_to_stdout():
    status, out, err = run_main("check-hazards", str(GEMM_HSACO))
    assert status == 0 and err == ""
    assert out.strip().endswith("gemm_fp8_32x32.hsaco: 0 hazard violation(s)")


@pytest.mark.parametrize("place", ["/proc/zyfagen-tuned", "/sys/zyfagen-tuned"])
def test_tune_out_that_cannot_be_written_fails_before_the_search(tmp_path, place):
    """access() says yes to root in /proc and /sys: the search ran, then the write failed."""
    if not Path(place).parent.exists():
        pytest.skip(f"no {Path(place).parent}")
    started = time.monotonic()
    assert_one_error_line(*run_main("tune", str(ROOT / "specs" / "gemm_fp8_32x32.yaml"), "--budget", "2",
                                    "--out", place), place, "--out")
    assert time.monotonic() - started < 5
    assert not Path(place).exists()


# ---- signals --------------------------------------------------------------------------------------

def _default_sigint():
    """A child whose SIGINT is at its default, whatever ours is: a shell without job control
    starts background jobs with SIGINT ignored, and Python then keeps ignoring it (as it should:
    nohup's meaning), which is not what these tests are about."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _long_command(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "zyfagen", "build", "--all", "-o", str(tmp_path / "e")],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_sigint)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_two_signals_in_quick_succession_leave_one_line_and_nothing_written(tmp_path, sig):
    """The second signal landed in the first one's clean-up or report: a traceback about one
    run in five. Sent here back to back, while a build is under way."""
    for attempt in range(3):
        proc = _long_command(tmp_path)
        assert proc.stdout.readline().startswith("[1/")
        proc.send_signal(sig)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 128 + sig, err
        assert "Traceback" not in err and len(err.splitlines()) == 1, err
        assert files_under(tmp_path) == []


def test_signal_turned_into_an_import_error_exits_as_the_signal(tmp_path):
    """numpy's C extensions turn an interrupted import into ImportError: that ended in an
    ImportError traceback and exit 1. Simulated: the command is interrupted and the exception
    that reaches main is the ImportError."""
    script = (
        "import os, signal, sys, time\n"
        "import zyfagen.cli as cli\n"
        "def importing(args):\n"
        "    try:\n"
        "        os.kill(os.getpid(), signal.SIGINT); time.sleep(5)\n"
        "    except KeyboardInterrupt:\n"
        "        raise ImportError('numpy._core.multiarray failed to import')\n"
        "cli._cmd_build = importing\n"
        "sys.exit(cli.main(['build', 'x.yaml']))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60,
                         preexec_fn=_default_sigint)
    assert run.returncode == 130 and run.stderr == "zyfagen: interrupted\n", run.stderr


def test_simulate_problem_takes_zyfagen_code_objects_with_their_build_report(tmp_path):
    """`simulate --problem` refused zyfagen's own code objects (it wanted the spec); the build
    report (or library manifest) beside the code object carries the parameters, checked
    against the code object's own arguments. The figures equal those of the spec."""
    args = ["--problem", "batch=1,heads_q=4,seq_q=512", "--no-band", "--format", "json"]
    status, by_code, err = run_main("simulate", "--occupancy", str(ROOT / "emitted" / "attention_hd64_lean.hsaco"), *args)
    assert status == 0, err
    status, by_spec, err = run_main("simulate", "--occupancy", str(ROOT / "specs" / "attention_hd64_lean.yaml"), *args)
    assert status == 0, err
    import json
    a, b = json.loads(by_code), json.loads(by_spec)
    assert a == b and a["kernel"] == "attention_hd64_lean" and a["tflops"] > 0
    # without a report beside it: one line saying what to pass
    alone = tmp_path / "attention_hd64_lean.hsaco"
    alone.write_bytes((ROOT / "emitted" / "attention_hd64_lean.hsaco").read_bytes())
    assert_one_error_line(*run_main("simulate", "--occupancy", str(alone), *args),
                          "no launch contract for --problem", "report.json")
    # a report of another kernel renamed beside it: refused, not trusted
    report = json.loads((ROOT / "emitted" / "attention_hd64_lean.report.json").read_text())
    report["params"]["lse"] = True
    (tmp_path / "attention_hd64_lean.report.json").write_text(json.dumps(report))
    assert_one_error_line(*run_main("simulate", "--occupancy", str(alone), *args),
                          "attention_hd64_lean.report.json: does not describe kernel attention_hd64_lean")


def test_record_args_total_includes_the_hbm_floor(tmp_path):
    """--record-args reported an HBM floor above its own total cycles (the engine's memory
    has a latency, no bandwidth). With a slow HBM the floor binds and the total is it."""
    from zyfagen import emulator
    from zyfagen.isa import load_table
    from zyfagen.sim.dynamic import predict_recorded, record_launch

    prog = emulator.load(str(GEMM_HSACO))
    args = dict(a=np.zeros((64, 128), np.uint8), b=np.zeros((64, 128), np.uint8),
                c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    rec = record_launch(prog, args, (2, 2, 1))
    for hbm in (8000.0, 10.0):
        table = load_table().with_values({"hbm_gbytes_per_s": hbm})
        p = predict_recorded(prog.kernel, rec, table=table)
        assert p.cycles >= max(p.candidates.values()) - 1e-9 or p.bound != "HBM"
        assert p.cycles >= p.candidates["HBM"]
    assert p.bound == "HBM" and p.cycles == int(np.ceil(p.candidates["HBM"]))
