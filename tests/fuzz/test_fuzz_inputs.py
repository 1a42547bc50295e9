"""Fuzz tests (issue 17): specs, schedules, command lines, args files and code objects.

Each case goes through `zyfagen.cli.main` in this process (streams captured) and must keep the
contract of fuzz_util.check_contract: exit 0 with a consistent set of outputs, or exit 2 with
exactly one `zyfagen: error:` line and nothing written. Hypothesis is derandomized (the same
cases every run) and the example counts keep the whole file well under a minute on 2 cores;
benchmarks/fuzz_deep.py runs the same properties with many more cases.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from fuzz_util import check_contract, tree  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
GEMM_HSACO = ROOT / "emitted" / "gemm_fp8_32x32.hsaco"
SCALE = int(os.environ.get("ZYFAGEN_FUZZ_SCALE", "1"))  # benchmarks/fuzz_deep.py raises it


def fuzz_settings(examples: int):
    return settings(max_examples=examples * SCALE, derandomize=True, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck), print_blob=True)


# ---- building blocks ------------------------------------------------------------------------

GEMM_SPEC = "name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  accumulator: agpr\n"
ATTN_SPEC = ("name: a\narch: gfx950\nkind: attention_fwd\nparams:\n  head_dim_qk: 64\n  block_k: 64\n"
             "  schedule: serial\n")

# YAML fragments an adversary or a typo produces (raw text, inserted as a value)
YAML_VALUES = [
    "0", "-1", "32", "64", "128", "0200", "0o17", "0x20", "1e-3", "5e-1", ".5", "8.0", "1e308", ".nan",
    "-.inf", "true", "false", "on", "off", "yes", "no", "~", "null", "''", '""', "[]", "{}", "[a, b]",
    "{x: 1}", "'g\\n'", '"a\\0b"', '"\\t"', "9" * 60, "-" + "9" * 30, "&x [*x]", "*nope",
    "!!python/object/apply:os.system ['true']", "!!binary aGk=", "!!float 3", "!!int '7'", "|\n  block",
    "agpr", "vgpr", "auto", "lean", "exact", "lds", "perm", "threshold", "serial", "pingpong2",
    "x.sched", "../specs/x.sched", "/dev/null.sched", "e4m3", "gfx942", "fp8_gemm_tile", "attention_fwd",
    "caf\u00e9", "\u202e", "name", "'true'", "'nan'", "'off'", "_", "g" * 70,
]
KEYS = ["name", "arch", "kind", "description", "params", "extra", "? [a, b]", "1", "'true'"]
PARAM_KEYS = ["accumulator", "tile_m", "k_step", "schedule", "head_dim_qk", "head_dim_v", "block_k",
              "p_mode", "causal", "lse", "output", "rowsum", "v_transpose", "lazy_rescale",
              "rescale_threshold", "waves_per_workgroup", "descale", "bogus"]


@st.composite
def spec_texts(draw, bases=(GEMM_SPEC, ATTN_SPEC)) -> bytes:
    """A valid spec with a few edits: replaced values and keys, deleted lines, raw bytes."""
    lines = draw(st.sampled_from(bases)).splitlines()
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(["param", "param", "top", "delete", "bytes", "nest", "truncate"]))
        if op == "param":
            key = draw(st.sampled_from(PARAM_KEYS))
            lines = [l for l in lines if not l.startswith(f"  {key}:")]
            lines.append(f"  {key}: {draw(st.sampled_from(YAML_VALUES))}")
        elif op == "top":
            key = draw(st.sampled_from(KEYS))
            lines = [l for l in lines if not l.startswith(key + ":")] if draw(st.booleans()) else lines
            lines.insert(0, f"{key}: {draw(st.sampled_from(YAML_VALUES))}")
        elif op == "delete" and lines:
            del lines[draw(st.integers(0, len(lines) - 1))]
        elif op == "nest":
            depth = draw(st.integers(1, 3000))
            lines.append("description: " + "[" * depth + "]" * depth)
        elif op == "truncate":
            text = "\n".join(lines)
            lines = text[: draw(st.integers(0, len(text)))].splitlines()
        else:
            text = "\n".join(lines).encode()
            pos = draw(st.integers(0, len(text)))
            junk = draw(st.binary(min_size=1, max_size=4))
            return text[:pos] + junk + text[pos:] + b"\n"
    return ("\n".join(lines) + "\n").encode()


SCHED_WORDS = ["schedule", "s", "{", "}", ";", "waves_per_simd", "valu_per_mfma", "load_depth", "barrier",
               "wave_offset", "priority_after_loop", "order", "phase", "tags", "priority", "none",
               "between_phases", "phases", "cycle_aware", "load", "qk", "softmax", "rescale", "pv", "rowsum",
               "addr", "store", "bogus", "0", "1", "2", "3", "8", "99", "9" * 40, "-1", "#c\n", "\n", "\x00",
               "\u00e9"]
SHIPPED = sorted((ROOT / "schedules").glob("*.sched"))


@st.composite
def schedule_texts(draw) -> bytes:
    if draw(st.booleans()):
        return " ".join(draw(st.lists(st.sampled_from(SCHED_WORDS), max_size=30))).encode()
    text = draw(st.sampled_from(SHIPPED)).read_bytes()
    for _ in range(draw(st.integers(1, 3))):
        pos = draw(st.integers(0, len(text)))
        if draw(st.booleans()):
            text = text[:pos] + (" " + draw(st.sampled_from(SCHED_WORDS)) + " ").encode() + text[pos:]
        else:
            text = text[:pos] + text[pos + draw(st.integers(1, 12)):]
    return text


def strict_json(text: str):
    """JSON as the standard has it: a bare NaN or Infinity (Python's json accepts them) fails."""
    import json

    def refuse(word):
        raise AssertionError(f"not JSON: {word}")

    return json.loads(text, parse_constant=refuse)


def outputs_consistent(out: Path, name: str) -> None:
    assert tree(out) == sorted(f"{name}.{ext}" for ext in ("hsaco", "report.json", "report.md", "s"))
    report = strict_json((out / f"{name}.report.json").read_text())
    assert report["name"] == name
    assert (out / f"{name}.hsaco").read_bytes()[:4] == b"\x7fELF"


# ---- specs and schedules --------------------------------------------------------------------

@fuzz_settings(200)
@given(spec=spec_texts())
def test_fuzz_spec_parse(spec):
    """Every spec text (attention ones included) is a KernelSpec or one UserError line naming
    the file. Building valid attention specs takes seconds each: benchmarks/fuzz_deep.py does."""
    from zyfagen.errors import UserError
    from zyfagen.spec import KernelSpec, parse_spec

    try:
        text = spec.decode("utf-8")
    except UnicodeDecodeError:
        return  # read_text_file's job: fuzzed through build below
    try:
        assert isinstance(parse_spec(text, "s.yaml"), KernelSpec)
    except UserError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("s.yaml"), str(exc)


@fuzz_settings(30)
@given(spec=spec_texts(bases=(GEMM_SPEC,)))
def test_fuzz_spec_build(tmp_path_factory, spec):
    work = tmp_path_factory.mktemp("spec")
    (work / "s.yaml").write_bytes(spec)
    status, _, _ = check_contract(["build", "s.yaml", "-o", "out", "-q"], work, seconds=60)
    if status == 0:
        from zyfagen.spec import load_spec

        outputs_consistent(work / "out", load_spec(work / "s.yaml").name)
    shutil.rmtree(work)


@fuzz_settings(150)
@given(text=schedule_texts())
def test_fuzz_schedule_parse(text):
    """Every schedule text parses or is one UserError line (in-process: the parser alone)."""
    from zyfagen.errors import UserError
    from zyfagen.schedule import Schedule, parse_schedule

    try:
        sched = parse_schedule(text.decode("utf-8"), "f.sched")
    except UnicodeDecodeError:
        return  # read_text_file's job, fuzzed below through build
    except UserError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("f.sched")
        return
    assert isinstance(sched, Schedule)


@fuzz_settings(25)
@given(text=schedule_texts())
def test_fuzz_schedule_build(tmp_path_factory, text):
    work = tmp_path_factory.mktemp("sched")
    (work / "x.sched").write_bytes(text)
    (work / "s.yaml").write_text("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  schedule: x.sched\n")
    status, _, _ = check_contract(["build", "s.yaml", "-o", "out", "-q"], work, seconds=60)
    if status == 0:
        outputs_consistent(work / "out", "g")
    shutil.rmtree(work)


# ---- command lines --------------------------------------------------------------------------

FLAG_VALUES = ["", "-", "0", "-1", "1", "2", "8", "1025", "99999999999999999999", "inf", "nan", "1e308", "1.5",
               "x", "2,2,1", "0,1,1", "1,1,1,1", "a,b", ",", "text", "json", "svg", "pdf", "poison", "immediate",
               ".", "out", "out/sub", "afile", "afile/sub", "s.yaml", "missing.yaml", "g.hsaco", "a.npz",
               "sched.bogus", "sched.waves_per_simd", "accumulator", "\u00e9", "--", "-o", "--all", "trace", "l.yaml",
               "out/", "heads_q=1", "batch=1,batch=2", "seq_q=99999999999999999999", "causal=1", "x=1"]
COMMANDS = {
    "build": ["-o", "--output", "--dump-dir", "-q", "--bogus"],
    "emulate": ["--args", "--grid", "--block", "--kernel", "-o", "--dynamic-lds", "--step-limit", "--memory-model",
                "--kernarg-layout", "--schedule", "--stale-lds"],
    "simulate": ["--occupancy", "--iterations", "--clock-mhz", "--format", "--waves-per-simd", "--kernel", "-o",
                 "--problem", "--record-args", "--grid", "--dynamic-lds"],
    "check-hazards": ["-q", "--bogus"],
    "tune": ["--budget", "--iterations", "--seed", "--keep", "--out"],
    "library": ["-o", "--output", "-q"],
    "numerics": ["--head-dim", "--seq", "--dist", "--schemes", "--query-rows", "--seed", "--output-dtype", "--out"],
}
# tune and numerics searches take minutes when every argument is right: their fuzzed command
# lines always carry one argument from this list, so the run stops at argument checking
LONG_RUN_BREAKERS = {"tune": ["--budget", "0"], "numerics": ["--seq", "-5"]}


# the gemm kernel's arguments as a kernel-argument layout (offsets from its .s metadata)
GEMM_LAYOUT = ("kernarg_size: 36\nargs:\n  - {name: a, offset: 0, kind: buffer}\n  - {name: b, offset: 8, kind: buffer}\n"
               "  - {name: c, offset: 16, kind: buffer}\n  - {name: m, offset: 24, kind: u32}\n"
               "  - {name: n, offset: 28, kind: u32}\n  - {name: k, offset: 32, kind: u32}\n")


def _workdir(base: Path) -> Path:
    (base / "afile").write_text("x")
    (base / "l.yaml").write_text(GEMM_LAYOUT)
    (base / "s.yaml").write_text(GEMM_SPEC)
    shutil.copy(GEMM_HSACO, base / "g.hsaco")
    import numpy as np

    np.savez(base / "a.npz", a=np.zeros((64, 128), np.uint8), b=np.zeros((64, 128), np.uint8),
             c=np.zeros((64, 64), np.float32), m=64, n=64, k=128)
    return base


# values that make a flag right, so that a good share of fuzzed command lines succeed
GOOD_VALUES = {"--grid": ["2,2,1"], "--args": ["a.npz"], "--iterations": ["2", "8"],
               "--format": ["text", "json", "svg", "trace"], "--kernarg-layout": ["l.yaml"], "--record-args": ["a.npz"],
               "--problem": ["heads_q=1,seq_q=64", "batch=2,heads_q=4,heads_kv=2,seq_q=100,seq_k=300,causal=0"],
               "-o": ["out", "r.out"], "--output": ["out"], "--dump-dir": ["dd"], "--clock-mhz": ["2400"],
               "--waves-per-simd": ["1", "2"], "--memory-model": ["poison", "immediate"], "--step-limit": ["20000"],
               "--schedule": ["barrier", "interleaved"], "--stale-lds": ["0", "255"],
               "--block": ["64,1,1"], "--kernel": ["gemm_fp8_32x32"], "--dynamic-lds": ["0", "1024"]}
REQUIRED = {"emulate": ["--args", "a.npz", "--grid", "2,2,1"], "simulate": ["--occupancy"]}


@st.composite
def command_lines(draw) -> list[str]:
    command = draw(st.sampled_from(sorted(COMMANDS) + ["nope", "--version", "-h"]))
    argv = [command]
    if command in COMMANDS:
        target = {"build": "s.yaml", "emulate": "g.hsaco", "simulate": "g.hsaco", "check-hazards": "g.hsaco",
                  "tune": "s.yaml", "library": "s.yaml", "numerics": None}[command]
        if target and draw(st.integers(0, 3)):
            argv.append(target if draw(st.integers(0, 3)) else draw(st.sampled_from(FLAG_VALUES)))
        if command in REQUIRED and draw(st.integers(0, 3)):
            argv += REQUIRED[command]
        for _ in range(draw(st.integers(0, 3))):
            flag = draw(st.sampled_from(COMMANDS[command]))
            argv.append(flag)
            if draw(st.integers(0, 5)):
                good = GOOD_VALUES.get(flag, [])
                argv.append(draw(st.sampled_from(good if good and draw(st.booleans()) else FLAG_VALUES)))
        argv += LONG_RUN_BREAKERS.get(command, [])
    return argv


@fuzz_settings(120)
@given(argv=command_lines())
def test_fuzz_command_lines(tmp_path_factory, argv):
    work = _workdir(tmp_path_factory.mktemp("cli"))
    if argv[0] in ("--version", "-h"):
        status, out, _ = check_contract(argv, work)
        assert status == 0 and out
        return
    if argv[0] == "build" and "--all" in argv and not {"-o", "--output"} & set(argv):
        argv = argv + ["-o", "out"]  # never rebuild the checkout's emitted/ from a fuzz case
    argv = argv + (["--step-limit", "20000"] if argv[0] == "emulate" else [])
    before = tree(work)
    status, out, _ = check_contract(argv, work, before, seconds=120)
    if status == 0:
        outputs_complete(argv, work, before, out)
    shutil.rmtree(work)


def _last_value(argv: list[str], *flags: str) -> str | None:
    """The value argparse keeps for an option (its last occurrence), or None."""
    value = None
    for i, word in enumerate(argv[:-1]):
        if word in flags:
            value = argv[i + 1]
    return value


def outputs_complete(argv: list[str], work: Path, before: list[str], stdout: str) -> None:
    """Exit 0: what the command says it wrote is there, whole, and its JSON is JSON."""
    import numpy as np

    new = sorted(set(tree(work)) - set(before))
    command, out = argv[0], _last_value(argv, "-o", "--output", "--out")
    if command == "emulate":
        if out:
            with np.load(work / out) as r:
                assert {"a", "b", "c"} <= set(r.files), (argv, r.files)
        else:
            assert new == [], (argv, new)
    elif command == "simulate":
        text = (work / out).read_text() if out else stdout
        assert text, argv
        fmt = _last_value(argv, "--format") or "text"
        if fmt in ("json", "trace"):
            strict_json(text)
        assert new == ([out] if out else []), (argv, new)
    elif command == "library":
        manifest = strict_json((work / out / "manifest.json").read_text())
        assert tree(work / out) == sorted(["manifest.json"] + [k["code_object"] for k in manifest["kernels"]])
    elif command == "build" and out:  # every kernel's four files, nothing else
        names = [r.name[: -len(".report.json")] for r in (work / out).glob("*.report.json")]
        want = {f"{n}.{ext}" for n in names for ext in ("hsaco", "report.json", "report.md", "s")}
        got = set(tree(work / out))
        assert names and (want <= got if _last_value(argv, "--dump-dir") == out else want == got), (argv, got)
        for name in names:
            assert strict_json((work / out / f"{name}.report.json").read_text())["name"] == name


# ---- args files -----------------------------------------------------------------------------

ARG_NAMES = ["a", "b", "c", "m", "n", "k", "arg0", "arg5", "zz", "q"]


@st.composite
def args_archives(draw) -> dict:
    import numpy as np

    base = {"a": np.zeros((64, 128), np.uint8), "b": np.zeros((64, 128), np.uint8),
            "c": np.zeros((64, 64), np.float32), "m": 64, "n": 64, "k": 128}
    for _ in range(draw(st.integers(0, 3))):
        name = draw(st.sampled_from(ARG_NAMES))
        kind = draw(st.sampled_from(["delete", "scalar", "array", "float", "dtype"]))
        if kind == "delete":
            base.pop(name, None)
        elif kind == "scalar":
            base[name] = draw(st.integers(-2**40, 2**64))
        elif kind == "float":
            base[name] = draw(st.floats(allow_nan=True, allow_infinity=True))
        elif kind == "array":
            base[name] = np.zeros(draw(st.integers(0, 70000)), np.uint8)
        else:
            base[name] = np.zeros(4, draw(st.sampled_from(["f2", "c8", "U3", "?", "i8", "V4"])))
    return base


@fuzz_settings(40)
@given(values=args_archives(), grid=st.sampled_from(["1", "2,2,1", "2,2", "3,1,1"]))
def test_fuzz_args_files(tmp_path_factory, values, grid):
    import numpy as np

    work = tmp_path_factory.mktemp("args")
    np.savez(work / "a.npz", **values)
    shutil.copy(GEMM_HSACO, work / "g.hsaco")
    status, out, _ = check_contract(["emulate", "g.hsaco", "--args", "a.npz", "--grid", grid, "-o", "r.npz",
                                     "--step-limit", "20000"], work)
    if status == 0:
        with np.load(work / "r.npz") as r:
            assert {"a", "b", "c"} <= set(r.files)
    shutil.rmtree(work)


# ---- code objects ---------------------------------------------------------------------------

@st.composite
def damaged_code_objects(draw) -> bytes:
    data = bytearray(GEMM_HSACO.read_bytes())
    how = draw(st.sampled_from(["flip", "flip", "truncate", "arch", "zero", "none"]))
    if how == "flip":
        for _ in range(draw(st.integers(1, 8))):
            k = draw(st.integers(0, len(data) - 1))
            data[k] ^= 1 << draw(st.integers(0, 7))
    elif how == "truncate":
        data = data[: draw(st.integers(0, len(data) - 1))]
    elif how == "arch":  # the ELF e_flags mach of another target (0x4c gfx942, 0x3f gfx90a, ...)
        data[48] = draw(st.sampled_from([0x4C, 0x3F, 0x40, 0x30, 0x00, 0xFF]))
    else:
        k = draw(st.integers(0, len(data) - 1))
        data[k:k + 64] = bytes(len(data[k:k + 64]))
    return bytes(data)


@fuzz_settings(40)
@given(data=damaged_code_objects(), command=st.sampled_from(["emulate", "simulate", "check-hazards"]))
def test_fuzz_code_objects(tmp_path_factory, data, command):
    work = _workdir(tmp_path_factory.mktemp("co"))
    (work / "g.hsaco").write_bytes(data)
    argv = {"emulate": ["emulate", "g.hsaco", "--args", "a.npz", "--grid", "2,2,1", "-o", "r.npz",
                        "--step-limit", "20000"],
            "simulate": ["simulate", "--occupancy", "g.hsaco", "-o", "r.txt"],
            "check-hazards": ["check-hazards", "g.hsaco"]}[command]
    check_contract(argv, work, seconds=60)
    shutil.rmtree(work)


# ---- kernel-argument layouts and the modes of simulate ---------------------------------------

LAYOUT_VALUES = ["0", "8", "7", "-8", "36", "99999999999999999999", "true", "null", "buffer", "u32", "i32", "u64",
                 "f32", "f64", "a", "zz", "[1]", "{x: 1}", "''", "1.5", ".nan", "0x10"]


@st.composite
def layout_texts(draw) -> bytes:
    """GEMM_LAYOUT with a few edits: a replaced value, a deleted or duplicated line, a new key."""
    lines = GEMM_LAYOUT.splitlines()
    for _ in range(draw(st.integers(0, 3))):
        op = draw(st.sampled_from(["value", "value", "delete", "dup", "key", "bytes"]))
        k = draw(st.integers(0, len(lines) - 1)) if lines else 0
        if op == "value" and lines:
            import re

            spots = list(re.finditer(r"(?<=: )[^,}\n]+", lines[k]))
            if spots:
                m = draw(st.sampled_from(spots))
                lines[k] = lines[k][:m.start()] + draw(st.sampled_from(LAYOUT_VALUES)) + lines[k][m.end():]
        elif op == "delete" and lines:
            del lines[k]
        elif op == "dup" and lines:
            lines.insert(k, lines[k])
        elif op == "key":
            lines.append(draw(st.sampled_from(["kernel: x", "bogus: 1", "  - {name: d, offset: 40, kind: u32, default: 3}",
                                                "  - {name: e, offset: 24, kind: u32}", "args: []"])))
        else:
            text = "\n".join(lines).encode()
            pos = draw(st.integers(0, len(text)))
            return text[:pos] + draw(st.binary(min_size=1, max_size=3)) + text[pos:]
    return ("\n".join(lines) + "\n").encode()


@fuzz_settings(40)
@given(layout=layout_texts())
def test_fuzz_kernarg_layouts(tmp_path_factory, layout):
    work = _workdir(tmp_path_factory.mktemp("layout"))
    (work / "l.yaml").write_bytes(layout)
    argv = ["emulate", "g.hsaco", "--args", "a.npz", "--grid", "2,2,1", "--kernarg-layout", "l.yaml", "-o", "r.npz",
            "--step-limit", "20000"]
    before = tree(work)
    status, out, _ = check_contract(argv, work, before, seconds=60)
    if status == 0:
        outputs_complete(argv, work, before, out)
    shutil.rmtree(work)


SIMULATE_OPTIONS = {"--problem": ["heads_q=1,seq_q=64", "", "seq_q=99999999999999999999", "batch=1,batch=1", "x"],
                    "--record-args": ["a.npz", "afile", "missing.npz"], "--grid": ["2,2,1", "1", "0,1,1", "x"],
                    "--dynamic-lds": ["0", "1024", "163841", "-1"], "--iterations": ["2", "0", "1025"],
                    "--waves-per-simd": ["1", "9"], "--format": ["text", "json", "svg", "trace"],
                    "-o": ["r.out", "out/", ".", "afile/x"], "--clock-mhz": ["2400", "nan"]}


@fuzz_settings(40)
@given(options=st.dictionaries(st.sampled_from(sorted(SIMULATE_OPTIONS)), st.integers(0, 4), max_size=4),
       target=st.sampled_from(["g.hsaco", "g.hsaco", "s.yaml"]))
def test_fuzz_simulate_modes(tmp_path_factory, options, target):
    """simulate's three modes (one SIMD, --record-args, --problem) and their options mixed:
    exit 0 only with a complete report, else one line. (--problem runs that pass every check
    take ~15 s on an attention spec: benchmarks/fuzz_deep.py runs those.)"""
    work = _workdir(tmp_path_factory.mktemp("simmodes"))
    argv = ["simulate", "--occupancy", target]
    for flag, pick in sorted(options.items()):
        values = SIMULATE_OPTIONS[flag]
        argv += [flag, values[pick % len(values)]]
    before = tree(work)
    status, out, _ = check_contract(argv, work, before, seconds=120)
    if status == 0:
        outputs_complete(argv, work, before, out)
    shutil.rmtree(work)
