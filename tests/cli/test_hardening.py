"""Issue 17 regressions: each input that used to crash, lie or write half a result.

Every case checks the user-error contract (exit 2, exactly one `zyfagen: error:` line on
stderr, nothing written) or, for valid input, a complete and consistent set of outputs.
"""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, assert_one_error_line, files_under, run_main

GEMM = "name: g\narch: gfx950\nkind: fp8_gemm_tile\n"
ATTN = "name: g\narch: gfx950\nkind: attention_fwd\n"


def build_error(tmp_path: Path, spec: bytes | str, *words: str, files: dict | None = None) -> str:
    """Build `spec`; it must fail with one error line naming `words`, writing nothing."""
    for name, data in (files or {}).items():
        (tmp_path / name).write_bytes(data if isinstance(data, bytes) else data.encode())
    path = tmp_path / "s.yaml"
    path.write_bytes(spec if isinstance(spec, bytes) else spec.encode())
    out = tmp_path / "out"
    line = assert_one_error_line(*run_main("build", str(path), "-o", str(out)), *words)
    assert files_under(out) == []
    return line


# ---- spec and YAML --------------------------------------------------------------------------

@pytest.mark.parametrize("spec,words", [
    (GEMM.encode() + b"description: caf\xe9\n", ["s.yaml", "line 4", "0xe9", "UTF-8"]),
    (GEMM + "params: " + "[" * 5000 + "]" * 5000 + "\n", ["nested too deeply"]),
    (GEMM + "? [a, b]\n: 1\n", ["line 4", "a list cannot be a key"]),
    (ATTN + 'params:\n  schedule: "a\\0.sched"\n', ["params.schedule", "control character"]),
    (ATTN + 'params:\n  schedule: "evil\\n\\ts_endpgm ;.sched"\n', ["params.schedule", "control character"]),
    (GEMM + "params: 0\n", ["params", "mapping", "integer"]),
    (GEMM + "params: false\n", ["params", "mapping", "boolean"]),
    (GEMM + 'params: ""\n', ["params", "mapping", "string"]),
    (GEMM + "params: []\n", ["params", "mapping", "list"]),
    (ATTN + "params:\n  lazy_rescale: threshold\n  rescale_threshold: .nan\n",
     ["params.rescale_threshold", "not a finite number"]),
    (ATTN + "params:\n  rescale_threshold: -.inf\n", ["params.rescale_threshold", "not a finite"]),
    (ATTN + "params:\n  head_dim_qk: 0200\n", ["line 5", "leading zero", "octal"]),
    (ATTN + "params:\n  causal: on\n", ["params.causal", "'on' is a string, not a boolean"]),
    (ATTN + "params:\n  lds_address_pairs: 1\n", ["params.lds_address_pairs", "1 is an integer, not a boolean"]),
    (ATTN + "params:\n  head_dim_qk: " + "9" * 5000 + "\n", ["too long"]),
    # issue 17: used to fail inside register allocation ("register kind a not allowed")
    (ATTN + "params:\n  head_dim_qk: 256\n  v_transpose: lds\n",
     ["params.v_transpose", "lds without kv_sharing", "up to 128", "256", "allowed: v_transpose: perm"]),
    (ATTN + "params:\n  head_dim_qk: 128\n  head_dim_v: 256\n  v_transpose: lds\n",
     ["params.v_transpose", "this spec: 256", "kv_sharing: lds"]),
])
def test_bad_spec_is_one_line_and_writes_nothing(tmp_path, spec, words):
    build_error(tmp_path, spec, *words)


@pytest.mark.parametrize("name", ["off", "on", "yes", "no", "true", "False", "NaN", "inf", "null"])
def test_yaml_reserved_words_are_not_kernel_names(tmp_path, name):
    # quoted, so the spec loader sees the string: the assembler's metadata reader would not
    build_error(tmp_path, f"name: '{name}'\narch: gfx950\nkind: fp8_gemm_tile\n", "name", "not a valid kernel name")


def test_a_trailing_newline_in_the_name_is_rejected(tmp_path):
    build_error(tmp_path, 'name: "g\\n"\narch: gfx950\nkind: fp8_gemm_tile\n', "name", "'g\\n'")


def test_yaml_1_2_floats_are_numbers():
    from zyfagen.spec import load_yaml

    # YAML 1.1 (PyYAML's default) reads 1e-3 as a string, 0o17 as a string and on as True
    doc = load_yaml("a: 1e-3\nb: 0o17\nc: on\nd: .5\ne: 0x10\nf: -2\ng: TRUE\nh: ~\ni: 0\n", "t")
    assert doc == {"a": 0.001, "b": 15, "c": "on", "d": 0.5, "e": 16, "f": -2, "g": True, "h": None, "i": 0}
    assert type(doc["a"]) is float and type(doc["b"]) is int


def test_a_spec_with_1e_minus_1_threshold_is_valid():
    from zyfagen.spec import parse_spec

    spec = parse_spec(ATTN + "params:\n  lazy_rescale: threshold\n  rescale_threshold: 5e-1\n")
    assert spec["rescale_threshold"] == 0.5


# ---- schedules ------------------------------------------------------------------------------

SCHED_HEAD = ATTN + "params:\n  schedule: my.sched\n"


@pytest.mark.parametrize("sched,words", [
    (b"schedule x { \xff }", ["my.sched", "line 1", "0xff", "UTF-8"]),
    ("schedule x { waves_per_simd " + "9" * 5000 + "; }", ["my.sched:1:29", "waves_per_simd", "1 to 8"]),
    ("schedule x { waves_per_simd 2; waves_per_simd 1; }", ["my.sched:1:47", "waves_per_simd is given twice"]),
    ("schedule x { phase a { tags qk; } phase a { tags pv; } }", ["phase a is defined twice"]),
    ("schedule x { phase a { tags qk; tags pv; } }", ["phase a: tags is given twice"]),
    ("schedule x { phase a { tags qk sotfmax; } }", ["unknown tag 'sotfmax'", "softmax"]),
    ("schedule x { phase a { tags qk; priority 9; } }", ["priority 9 out of range", "0 to 3"]),
    ("schedule x { waves_per_simd two; }", ["syntax error", "expected a number"]),
    ("schedul x { }", ["syntax error", "expected 'schedule'"]),
])
def test_bad_schedule_is_one_line_without_grammar_names(tmp_path, sched, words):
    line = build_error(tmp_path, SCHED_HEAD, *words, files={"my.sched": sched})
    for internal in ("SCHEDULE", "LBRACE", "SEMICOLON", "NAME", "INT", "$END"):
        assert internal not in line.split("near")[-1], line


def test_schedule_and_source_text_reach_the_assembly_only_as_comments():
    """A spec path (or summary) holding a newline must stay inside its `//` comment."""
    from zyfagen.emit import comment_text

    assert comment_text("evil\n\ts_endpgm ;.sched") == "evil\\n\\ts_endpgm ;.sched"
    from zyfagen.driver import build_spec
    from zyfagen.spec import parse_spec

    spec = parse_spec(GEMM, source="evil\n\ts_endpgm ;.yaml")
    result = build_spec(spec, source="evil\n\ts_endpgm ;.yaml")
    plain = build_spec(parse_spec(GEMM))
    assert result.asm_text.count("s_endpgm") == plain.asm_text.count("s_endpgm") + 1  # the comment
    assert [l for l in result.asm_text.splitlines() if l.startswith("\ts_endpgm")] == \
        [l for l in plain.asm_text.splitlines() if l.startswith("\ts_endpgm")]
    assert result.code_object == plain.code_object  # comments never reach the code object


# ---- output locations and the atomic set ----------------------------------------------------

@pytest.fixture()
def gemm_spec(tmp_path):
    path = tmp_path / "g.yaml"
    path.write_text(GEMM)
    return path


@pytest.mark.parametrize("flag,where,words", [
    ("-o", "afile", ["afile", "output directory", "not a directory"]),
    ("-o", "afile/sub", ["afile/sub", "because", "afile is not a directory"]),
    ("--dump-dir", "afile", ["afile", "dump directory", "not a directory"]),
])
def test_unusable_output_location_is_reported_before_building(tmp_path, gemm_spec, flag, where, words):
    (tmp_path / "afile").write_text("x")
    args = ["build", str(gemm_spec), flag, str(tmp_path / where)]
    if flag != "-o":
        args += ["-o", str(tmp_path / "out")]
    status, out, err = run_main(*args)
    assert_one_error_line(status, out, err, *words)
    assert out == ""  # failed before the first progress line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "g.yaml"]


def test_build_error_is_the_only_line_on_stderr(tmp_path):
    (tmp_path / "bad.yaml").write_text(GEMM + "params:\n  accumulator: sgpr\n")
    status, out, err = run_main("build", str(tmp_path / "bad.yaml"), "-o", str(tmp_path / "o"))
    assert_one_error_line(status, out, err, "params.accumulator")
    assert "[1/1] building" in out  # progress goes to stdout


def test_outputs_follow_the_umask_and_come_as_a_set(tmp_path, gemm_spec):
    old = os.umask(0o027)
    try:
        status, out, err = run_main("build", str(gemm_spec), "-o", str(tmp_path / "o"), "--dump-dir",
                                    str(tmp_path / "d"), "-q")
    finally:
        os.umask(old)
    assert status == 0 and err == "" and out == ""
    assert files_under(tmp_path / "o") == ["g.hsaco", "g.report.json", "g.report.md", "g.s"]
    assert files_under(tmp_path / "d") == ["allocated", "allocated/g.txt", "final", "final/g.txt", "ir",
                                           "ir/g.txt", "pressure", "pressure/g.txt", "scheduled", "scheduled/g.txt"]
    for p in (tmp_path / "o").iterdir():
        assert p.stat().st_mode & 0o777 == 0o640, p
    assert (tmp_path / "d" / "ir").stat().st_mode & 0o777 == 0o750


def test_an_interrupt_while_writing_leaves_nothing(tmp_path, monkeypatch):
    from zyfagen import outputs

    real_open, calls = os.open, []

    def flaky_open(path, flags, mode=0o777, **kw):
        calls.append(path)
        if len(calls) == 3:  # the third file (rmtree opens more afterwards)
            raise KeyboardInterrupt
        return real_open(path, flags, mode, **kw)

    monkeypatch.setattr(outputs.os, "open", flaky_open)
    files = {tmp_path / "new" / f"f{i}": b"x" for i in range(4)}
    with pytest.raises(KeyboardInterrupt):
        outputs.write_outputs(files)
    assert files_under(tmp_path) == []  # not even the directory it created


def test_a_write_error_is_one_line_and_leaves_nothing(tmp_path, monkeypatch):
    from zyfagen import outputs
    from zyfagen.errors import UserError

    real_open = os.open

    def full_disk(path, flags, mode=0o777, **kw):
        if str(path).endswith("f2"):
            raise OSError(28, "No space left on device")
        return real_open(path, flags, mode, **kw)

    monkeypatch.setattr(outputs.os, "open", full_disk)
    with pytest.raises(UserError, match="f2: cannot write: No space left on device"):
        outputs.write_outputs({tmp_path / f"f{i}": b"x" for i in range(4)})
    assert files_under(tmp_path) == []


def test_sigterm_during_build_all_leaves_no_partial_set(tmp_path):
    """Terminated after the first spec was built: no output at all, no staging directory."""
    out = tmp_path / "emitted"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "zyfagen", "build", "--all", "-o", str(out)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = proc.stdout.readline()
    assert first.startswith("[1/"), first
    second = proc.stdout.readline()  # the first spec is built; the second is being built
    assert second.startswith("[2/"), second
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert err.strip() == "zyfagen: terminated"
    assert files_under(tmp_path) == []


# ---- argparse -------------------------------------------------------------------------------

@pytest.mark.parametrize("argv,words", [
    ([], ["no command given", "build"]),
    (["nope"], ["invalid choice: 'nope'"]),
    (["build", "--bogus"], ["unrecognized arguments: --bogus"]),
    (["build", "-o"], ["build: argument -o/--output: expected one argument"]),
    (["emulate", "x.hsaco"], ["emulate: the following arguments are required: --args, --grid"]),
    (["simulate", "--iterations", "x", "t"], ["simulate: argument --iterations: 'x' is not an integer"]),
    (["simulate", "--iterations", "1000000", "t"], ["--iterations: '1000000' is out of range; allowed: 1 to 1024"]),
    (["simulate", "--clock-mhz", "inf", "t"], ["--clock-mhz: 'inf' is out of range"]),
    (["simulate", "--clock-mhz", "nan", "t"], ["--clock-mhz: 'nan' is out of range"]),
    (["simulate", "--clock-mhz", "1e308", "t"], ["--clock-mhz: '1e308' is out of range"]),
    (["simulate", "--waves-per-simd", "0", "t"], ["--waves-per-simd: '0' is out of range"]),
    (["emulate", "k", "--args", "a", "--grid", "1", "--dynamic-lds", "10000000000000"],
     ["--dynamic-lds: '10000000000000' is out of range; allowed: 0 to 163840"]),
    (["simulate", "t", "--format", "pdf"], ["simulate: argument --format: invalid choice: 'pdf'"]),
    (["tune"], ["tune: the following arguments are required: SPEC"]),
    (["check-hazards"], ["check-hazards: the following arguments are required"]),
])
def test_argparse_mistake_is_one_line_exit_2(argv, words):
    assert_one_error_line(*run_main(*argv), *words)


def test_argparse_mistake_in_a_subprocess_is_one_line():
    run = subprocess.run([sys.executable, "-m", "zyfagen", "build", "--bogus"], cwd=ROOT, capture_output=True,
                         text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert_one_error_line(run.returncode, run.stdout, run.stderr, "--bogus")


def test_undecodable_path_is_printed_not_crashed(tmp_path):
    name = os.fsdecode(b"\xff.yaml")  # what Python makes of a non-UTF-8 argv entry
    status, out, err = run_main("build", str(tmp_path / name), "-o", str(tmp_path / "o"))
    assert_one_error_line(status, out, err, "no such spec file")


# ---- code objects, emulate, simulate, tune --------------------------------------------------

GEMM_HSACO = ROOT / "emitted" / "gemm_fp8_32x32.hsaco"

FOREIGN_KERNEL = """\t.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
\t.amdhsa_code_object_version 5
\t.text
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_endpgm
.Lk_end:
\t.size k, .Lk_end-k
\t.rodata
\t.p2align 6
\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr 1
\t\t.amdhsa_next_free_sgpr 1
\t\t.amdhsa_accum_offset 4
\t.end_amdhsa_kernel
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 1
    .vgpr_count: 1
    .max_flat_workgroup_size: 64
    .args: []
amdhsa.target: amdgcn-amd-amdhsa--{arch}
amdhsa.version: [1, 2]
...
\t.end_amdgpu_metadata
"""


@pytest.fixture(scope="module", params=["gfx942", "gfx90a"])
def foreign_code_object(request, tmp_path_factory):
    """A code object LLVM assembled for another target (the oracle for its ELF e_flags)."""
    from zyfagen.assemble import assemble

    path = tmp_path_factory.mktemp("foreign") / f"k_{request.param}.hsaco"
    path.write_bytes(assemble(FOREIGN_KERNEL.format(arch=request.param), request.param, "k.s"))
    return request.param, path


@pytest.mark.parametrize("command", ["emulate", "simulate", "check-hazards"])
def test_foreign_architecture_is_one_clear_error(tmp_path, foreign_code_object, command):
    arch, path = foreign_code_object
    np = pytest.importorskip("numpy")
    np.savez(tmp_path / "a.npz", x=np.zeros(1))
    argv = {"emulate": ["emulate", str(path), "--args", str(tmp_path / "a.npz"), "--grid", "1"],
            "simulate": ["simulate", "--occupancy", str(path)],
            "check-hazards": ["check-hazards", str(path)]}[command]
    assert_one_error_line(*run_main(*argv), f"code object is for {arch}", "allowed: gfx950")


@pytest.fixture(scope="module")
def gemm_args(tmp_path_factory):
    import numpy as np

    d = tmp_path_factory.mktemp("args")
    good = d / "good.npz"
    np.savez(good, a=np.zeros((64, 128), np.uint8), b=np.zeros((64, 128), np.uint8),
             c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    np.save(d / "one.npy", np.zeros(3))
    data = good.read_bytes()
    (d / "truncated.npz").write_bytes(data[: len(data) // 2])
    import zipfile

    with zipfile.ZipFile(d / "notarray.npz", "w") as z:
        z.writestr("a.npy", b"hello")
    return d


@pytest.mark.parametrize("args_file,extra,words", [
    ("one.npy", [], ["a single .npy array, not a .npz archive"]),
    ("truncated.npz", [], ["cannot read kernel arguments"]),
    ("notarray.npz", [], ["a: not a numpy array"]),
    ("good.npz", ["--grid", "99999999999999999999,1,1"], ["workgroups; allowed: at most 65536"]),
    ("good.npz", ["-o", "."], ["is a directory; give a file path"]),
])
def test_emulate_bad_arguments_are_one_line(tmp_path, gemm_args, args_file, extra, words):
    argv = ["emulate", str(GEMM_HSACO), "--args", str(gemm_args / args_file)]
    argv += extra if "--grid" in extra else ["--grid", "2,2,1"] + extra
    assert_one_error_line(*run_main(*argv, cwd=tmp_path), *words)
    assert files_under(tmp_path) == []


def test_emulate_output_goes_exactly_where_asked_and_says_so(tmp_path, gemm_args):
    import numpy as np

    status, out, err = run_main("emulate", str(GEMM_HSACO), "--args", str(gemm_args / "good.npz"),
                                "--grid", "2,2,1", "-o", str(tmp_path / "new" / "result"))
    assert status == 0, err
    assert f"written to {tmp_path / 'new' / 'result'}" in out
    assert files_under(tmp_path) == ["new", "new/result"]  # no .npz appended, no staging left
    with np.load(tmp_path / "new" / "result") as npz:
        assert sorted(npz.files) == ["a", "b", "c"]


def test_an_integer_for_a_float_argument_means_its_value():
    """softmax_scale: 1 in an args file is 1.0, not the bits 0x00000001 (a denormal)."""
    import struct

    from zyfagen.emulator.binding import pack_value as _pack_value
    from zyfagen.emulator.loading import ArgSlot
    from zyfagen.errors import UserError

    slot = ArgSlot("softmax_scale", 0, 4, "by_value", "f32")  # the metadata's float (loading)
    assert _pack_value(slot, 1) == struct.pack("<f", 1.0)
    import numpy as np

    assert _pack_value(slot, np.int64(3)) == struct.pack("<f", 3.0)  # what np.savez makes of 3
    assert _pack_value(slot, np.uint32(0x3F800000)) == struct.pack("<f", 1.0)  # same size: bits
    with pytest.raises(UserError, match="seq_q.*u32; got a float"):
        _pack_value(ArgSlot("seq_q", 0, 4, "by_value", "u32"), 1.5)


@pytest.mark.parametrize("flip", ["truncated", "bitflip"])
def test_damaged_code_objects_are_one_line(tmp_path, flip):
    data = bytearray(GEMM_HSACO.read_bytes())
    if flip == "truncated":
        data = data[: len(data) // 3]
    else:
        for k in range(64, len(data), 97):  # flip one bit in every 97th byte after the ELF header
            data[k] ^= 1 << (k % 8)
    path = tmp_path / "bad.hsaco"
    path.write_bytes(bytes(data))
    status, out, err = run_main("check-hazards", str(path))
    assert_one_error_line(status, out, err, "bad.hsaco")


@pytest.mark.parametrize("out", [".", "sdir"])
def test_simulate_output_to_a_directory_is_refused_and_leaves_nothing(tmp_path, out):
    (tmp_path / "sdir").mkdir()
    status, o, err = run_main("simulate", "--occupancy", str(GEMM_HSACO), "-o", out, cwd=tmp_path)
    assert_one_error_line(status, o, err, "is a directory")
    assert files_under(tmp_path) == ["sdir"]


def test_simulate_output_file_is_written_with_nothing_else(tmp_path):
    status, o, err = run_main("simulate", "--occupancy", str(GEMM_HSACO), "--format", "json", "-o", "r.json",
                              cwd=tmp_path)
    assert status == 0, err
    assert files_under(tmp_path) == ["r.json"]
    import json

    assert json.loads((tmp_path / "r.json").read_text())["iterations"] == 8


@pytest.mark.parametrize("argv,words", [
    (["--keep", "sched.bogus"], ["--keep sched.bogus", "sched.waves_per_simd"]),
    (["--out", "afile"], ["afile", "--out", "not a directory"]),
])
def test_tune_rejects_bad_keep_and_out_before_searching(tmp_path, argv, words):
    (tmp_path / "afile").write_text("x")
    spec = ROOT / "specs" / "gemm_fp8_32x32.yaml"
    status, out, err = run_main("tune", str(spec), "--budget", "50", *argv, cwd=tmp_path)
    assert_one_error_line(status, out, err, *words)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


# ---- found on re-checking issue 17 from the command line ----------------------------------

@pytest.mark.parametrize("out", ["new/", "new/.", "x/y/", "sdir/.."])
@pytest.mark.parametrize("command", ["simulate", "emulate"])
def test_an_output_file_named_like_a_directory_is_refused(tmp_path, gemm_args, command, out):
    """`-o new/` used to write a file called `new` (Path() drops the trailing slash)."""
    (tmp_path / "sdir").mkdir()
    argv = {"simulate": ["simulate", "--occupancy", str(GEMM_HSACO)],
            "emulate": ["emulate", str(GEMM_HSACO), "--args", str(gemm_args / "good.npz"), "--grid", "2,2,1"]}[command]
    status, o, err = run_main(*argv, "-o", out, cwd=tmp_path)
    assert_one_error_line(status, o, err, f"{out}: --output: ", "directory; give a file path")
    assert files_under(tmp_path) == ["sdir"]


@pytest.fixture()
def unwritable_dir(tmp_path):
    """A directory nobody may write into: mode 0555, and for root (who ignores modes) the
    immutable attribute (chattr +i, ext4/xfs/btrfs); skipped where neither holds."""
    d = tmp_path / "ro"
    d.mkdir()
    d.chmod(0o555)
    immutable = False
    if os.access(d, os.W_OK):
        immutable = subprocess.run(["chattr", "+i", str(d)], capture_output=True).returncode == 0
        if not immutable or os.access(d, os.W_OK):
            pytest.skip("cannot make an unwritable directory here")
    yield d
    if immutable:
        subprocess.run(["chattr", "-i", str(d)], capture_output=True)
    d.chmod(0o755)


@pytest.mark.parametrize("flag,where", [("-o", "ro"), ("-o", "ro/out"), ("--dump-dir", "ro/d")])
def test_build_into_an_unwritable_place_is_one_line_before_building(tmp_path, gemm_spec, unwritable_dir,
                                                                    flag, where):
    args = [flag, str(tmp_path / where)] + (["-o", str(tmp_path / "o")] if flag != "-o" else [])
    status, out, err = run_main("build", str(gemm_spec), *args)
    assert_one_error_line(status, out, err, "permission denied to write in", str(unwritable_dir))
    assert out == ""  # refused before the first progress line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.yaml", "ro"] and files_under(unwritable_dir) == []


@pytest.mark.parametrize("extra,words", [
    (["--problem", "heads_q=1", "--format", "svg"], ["--format svg: not with --problem", "text, json, trace"]),
    (["--problem", "heads_q=1", "--iterations", "3"], ["--iterations: does not apply to --problem"]),
    (["--problem", "heads_q=1", "--waves-per-simd", "2"], ["--waves-per-simd: does not apply to --problem"]),
    (["--problem", "heads_q=1", "--record-args", "a.npz", "--grid", "1"], ["--record-args: does not apply"]),
    (["--problem", ""], ["--problem: '': expected KEY=INTEGER"]),  # used to be ignored (a falsy string)
    (["--record-args", "a.npz", "--grid", "1", "--iterations", "2"], ["--iterations: does not apply to --record-args"]),
    (["--record-args", "a.npz", "--grid", "1", "--format", "svg"], ["--format svg: not with --record-args"]),
    (["--grid", "2,2,1"], ["--grid: does not apply to one SIMD"]),
    (["--dynamic-lds", "1024"], ["--dynamic-lds: does not apply to one SIMD"]),
    (["--format", "trace"], ["--format trace: not with one SIMD", "text, json, svg"]),
])
def test_a_simulate_option_its_mode_would_ignore_is_one_line(tmp_path, extra, words):
    """Each of these used to exit 0 with a report made without the option (or failed only
    after the model ran)."""
    status, out, err = run_main("simulate", "--occupancy", str(GEMM_HSACO), *extra, "-o", "r.txt", cwd=tmp_path)
    assert_one_error_line(status, out, err, *words)
    assert files_under(tmp_path) == []


def test_problem_keys_once_and_a_bounded_grid():
    """A key given twice used to be taken silently (the last won); seq_q = 10^20 ran for ever
    (the model walks every workgroup): the workgroup count is bounded before any modelling."""
    from zyfagen.codeobj import read_code_object
    from zyfagen.errors import UserError
    from zyfagen.sim.problem import FOREIGN_TILINGS, MAX_MODEL_WORKGROUPS, parse_problem, simulate_problem

    with pytest.raises(UserError, match="batch: given twice"):
        parse_problem("batch=1,heads_q=2,batch=2")
    kernel = read_code_object(ROOT / "tests" / "data" / "aiter" / "fwd_hd128_fp8.co").kernel()
    tiling = FOREIGN_TILINGS[kernel.name]
    # by hand: ceil(seq_q / rows) query tiles per (batch, head), one workgroup each
    seq_q = tiling.rows_per_workgroup * (MAX_MODEL_WORKGROUPS // 4) + 1
    with pytest.raises(UserError, match=f"--problem: {4 * (MAX_MODEL_WORKGROUPS // 4 + 1)} workgroups"):
        simulate_problem(kernel, tiling, parse_problem(f"batch=2,heads_q=2,seq_q={seq_q}"))
    with pytest.raises(UserError, match="workgroups"):
        simulate_problem(kernel, tiling, parse_problem("seq_q=99999999999999999999"))


def test_an_argument_for_a_kernel_without_arguments_says_so(tmp_path):
    import numpy as np
    from zyfagen.assemble import assemble

    (tmp_path / "k.hsaco").write_bytes(assemble(FOREIGN_KERNEL.format(arch="gfx950"), "gfx950", "k.s"))
    np.savez(tmp_path / "a.npz", x=np.zeros(1))
    status, out, err = run_main("emulate", "k.hsaco", "--args", "a.npz", "--grid", "1", cwd=tmp_path)
    assert_one_error_line(status, out, err, "kernel k has no argument 'x'; it takes none")


def test_library_checks_its_directory_first_and_keeps_stderr_for_the_error(tmp_path, gemm_spec):
    """`library -o FILE` used to build every kernel, print a progress line on stderr and then
    fail: two stderr lines, late. Progress now goes to stdout, as build's does."""
    (tmp_path / "afile").write_text("x")
    status, out, err = run_main("library", str(gemm_spec), "-o", str(tmp_path / "afile"))
    assert_one_error_line(status, out, err, "afile: library directory: not a directory")
    assert out == ""  # refused before the first build
    status, out, err = run_main("library", str(gemm_spec), "-o", str(tmp_path / "lib"))
    assert status == 0 and err == "", err
    assert out.splitlines() == [f"[1/1] building {gemm_spec}", f"wrote 1 kernel(s) and manifest.json in {tmp_path / 'lib'}"]
    assert files_under(tmp_path / "lib") == ["g.hsaco", "manifest.json"]


GEMM_LAYOUT = """kernarg_size: 36
args:
  - {name: a, offset: 0, kind: buffer}
  - {name: b, offset: 8, kind: buffer}
  - {name: c, offset: 16, kind: buffer}
  - {name: m, offset: 24, kind: u32}
  - {name: n, offset: 28, kind: u32}
  - {name: k, offset: 32, kind: u32}
"""


@pytest.mark.parametrize("layout,words", [
    # each of the first three was a traceback (UnicodeDecodeError, RecursionError, OverflowError)
    (b"args: [\xff]\n", ["line 1: byte 0xff is not UTF-8"]),
    ("args: " + "[" * 5000 + "]" * 5000 + "\n", ["nested too deeply"]),
    (GEMM_LAYOUT.replace("36", "99999999999999999999"), ["kernarg_size: 99999999999999999999; allowed"]),
    # accepted before: an unknown key, a boolean offset (read as 0), a list as a u32 default
    (GEMM_LAYOUT + "bogus: 1\n", ["bogus: unknown key; allowed: kernel, kernarg_size, args"]),
    (GEMM_LAYOUT.replace("offset: 0,", "offset: false,"), ["args[0].offset: False"]),
    (GEMM_LAYOUT.replace("offset: 32, kind: u32", "offset: 32, kind: u32, default: [1]"),
     ["args[5].default: [1]; allowed: an integer for a u32"]),
])
def test_bad_kernarg_layout_is_one_line(tmp_path, gemm_args, layout, words):
    (tmp_path / "l.yaml").write_bytes(layout if isinstance(layout, bytes) else layout.encode())
    before = files_under(tmp_path)
    status, out, err = run_main("emulate", str(GEMM_HSACO), "--args", str(gemm_args / "good.npz"), "--grid",
                                "2,2,1", "--kernarg-layout", "l.yaml", "-o", "r.npz", cwd=tmp_path)
    assert_one_error_line(status, out, err, "l.yaml: ", *words)
    assert files_under(tmp_path) == before


def test_a_kernarg_layout_that_matches_the_metadata_gives_the_same_result(tmp_path):
    """The layout above spells out what the gemm kernel's metadata says (offsets by hand from
    the .s metadata: three 8-byte pointers, then three u32): the same buffers come back."""
    import numpy as np

    (tmp_path / "l.yaml").write_text(GEMM_LAYOUT)
    rng = np.random.default_rng(3)  # finite e4m3 bytes (0x7f/0xff are NaN), A != B
    a, b = (rng.integers(0, 0x7F, (64, 128)).astype(np.uint8) | rng.integers(0, 2, (64, 128)).astype(np.uint8) << 7
            for _ in range(2))
    np.savez(tmp_path / "in.npz", a=a, b=b, c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    args = ["emulate", str(GEMM_HSACO), "--args", "in.npz", "--grid", "2,2,1"]
    assert run_main(*args, "-o", "plain.npz", cwd=tmp_path)[0] == 0
    assert run_main(*args, "--kernarg-layout", "l.yaml", "-o", "layout.npz", cwd=tmp_path)[0] == 0
    with np.load(tmp_path / "plain.npz") as a, np.load(tmp_path / "layout.npz") as b:
        assert sorted(a.files) == sorted(b.files) and all(np.array_equal(a[f], b[f]) for f in a.files)
        assert np.count_nonzero(a["c"]) > 4000  # a real product, not zeros both ways


def test_ctrl_c_while_the_command_line_is_imported_exits_130_quietly(monkeypatch, capsys):
    """The console script used to be `zyfagen.cli:main`: a Ctrl-C while its `from zyfagen.cli
    import main` line ran (hundreds of ms of imports) was a KeyboardInterrupt traceback. The
    script and `python -m zyfagen` now call zyfagen.run, which imports cli inside its handler."""
    import builtins
    import tomllib

    import zyfagen

    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]["zyfagen"] == "zyfagen:run"
    assert "from . import run" in (ROOT / "zyfagen" / "__main__.py").read_text()
    real_import = builtins.__import__

    def interrupted(name, globals=None, locals=None, fromlist=(), level=0):
        if (level == 1 and name == "cli") or name == "zyfagen.cli":
            raise KeyboardInterrupt  # what SIGINT does in the middle of the import
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", interrupted)
    assert zyfagen.run() == 130
    assert capsys.readouterr().err == ""
