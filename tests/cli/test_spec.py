"""Strict spec validation: each mistake is one line, exit status 2, no traceback, no files."""
from pathlib import Path

import pytest

from conftest import run_cli

GOOD = """name: g
arch: gfx950
kind: fp8_gemm_tile
params:
  accumulator: agpr
"""

# (spec text, words the error must contain)
BAD_SPECS = [
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  acumulator: agpr\n", ["params.acumulator", "unknown parameter", "accumulator"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\ncolour: red\n", ["colour", "unknown key"]),
    ("name: g\narch: gfx942\nkind: fp8_gemm_tile\n", ["arch", "'gfx942'", "gfx950"]),
    ("name: g\narch: gfx950\nkind: int8_gemm\n", ["kind", "'int8_gemm'", "fp8_gemm_tile"]),
    ("name: 9lives\narch: gfx950\nkind: fp8_gemm_tile\n", ["name", "'9lives'"]),
    ("arch: gfx950\nkind: fp8_gemm_tile\n", ["name", "missing"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  accumulator: sgpr\n", ["params.accumulator", "'sgpr'", "agpr, vgpr"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  tile_m: 64\n", ["params.tile_m", "64", "32"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  tile_m: '32'\n", ["params.tile_m", "string", "not an integer"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  k_step: true\n", ["params.k_step", "boolean"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams: [1, 2]\n", ["params", "mapping", "list"]),
    ("name: g\nname: h\narch: gfx950\nkind: fp8_gemm_tile\n", ["duplicate key", "'name'", "line 2"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  accumulator: [agpr\n", ["invalid YAML", "line"]),
    ("- name: g\n", ["must be a mapping", "list"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  a_format: e5m2\n", ["params.a_format", "'e5m2'", "e4m3"]),
    ("name: g\narch: gfx950\nkind: fp8_gemm_tile\ndescription: 42\n", ["description", "not a string"]),
]


@pytest.mark.parametrize("text,words", BAD_SPECS, ids=[f"bad{i}" for i in range(len(BAD_SPECS))])
def test_bad_spec_gives_one_line_and_exit_2(tmp_path: Path, text: str, words: list[str]):
    spec = tmp_path / "bad.yaml"
    spec.write_text(text)
    out = tmp_path / "out"
    run = run_cli("build", str(spec), "-o", str(out))
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    error_lines = [l for l in run.stderr.splitlines() if l.startswith("zyfagen: error:")]
    assert len(error_lines) == 1, run.stderr
    line = error_lines[0]
    assert "bad.yaml" in line
    for w in words:
        assert w in line, (w, line)
    assert not out.exists() or not any(out.iterdir())


def test_good_spec_builds(tmp_path: Path):
    spec = tmp_path / "good.yaml"
    spec.write_text(GOOD)
    run = run_cli("build", str(spec), "-o", str(tmp_path / "out"), "-q")
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["g.hsaco", "g.report.json", "g.report.md", "g.s"]


def test_one_bad_spec_among_good_ones_writes_nothing(tmp_path: Path):
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(GOOD)
    bad.write_text(BAD_SPECS[0][0].replace("name: g", "name: b"))
    out = tmp_path / "out"
    run = run_cli("build", str(good), str(bad), "-o", str(out))
    assert run.returncode == 2
    assert not out.exists() or not any(out.iterdir())


def test_missing_spec_file(tmp_path: Path):
    run = run_cli("build", str(tmp_path / "nope.yaml"))
    assert run.returncode == 2 and "no such spec file" in run.stderr and "Traceback" not in run.stderr
