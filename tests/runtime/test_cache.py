"""The kernel cache: two processes building at once, a corrupt entry rebuilt, keys that move
with the zyfagen and toolchain versions."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest

from zyfagen.runtime import cache
from zyfagen.spec import load_spec

SPEC = Path(__file__).resolve().parents[2] / "specs" / "gemm_fp8_32x32.yaml"


def _entries(root: Path):
    return [p for p in root.glob("*/*") if not p.name.startswith(".")]


def _leftovers(root: Path):
    return [p for p in root.glob("*/.*")]


def test_two_processes_build_the_same_kernel_at_once(tmp_path):
    """Both processes miss (their builds take a second, so they overlap), both build, one rename
    wins; each gets a whole, identical code object and one entry remains, no staging left. The
    build is a stand-in (the cache's protocol is under test, not the compiler)."""
    script = textwrap.dedent("""
        import hashlib, time, types
        from zyfagen.runtime.cache import get_or_build
        def slow(spec):
            time.sleep(1.0)
            return b"code object of " + spec.name.encode() * 1000
        spec = types.SimpleNamespace(name="k", arch="gfx950", kind="fp8_gemm_tile",
                                     params={"accumulator": "agpr"}, schedule=None)
        got = get_or_build(spec, slow)
        print(got.built, hashlib.sha256(got.code_object).hexdigest())
    """)
    env = {**os.environ, "ZYFAGEN_CACHE_DIR": str(tmp_path)}
    procs = [subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [o[1] for o in outs]
    lines = [o[0].split() for o in outs]
    assert [b for b, _ in lines] == ["True", "True"]  # both missed: the builds overlapped
    assert lines[0][1] == lines[1][1]
    [entry] = _entries(tmp_path)
    assert hashlib.sha256((entry / "kernel.hsaco").read_bytes()).hexdigest() == lines[0][1]
    assert _leftovers(tmp_path) == []
    # a third look is a hit (the key holds zyfagen's source hash, which this process computed
    # once, maybe minutes ago: taken again now, as the two processes just did, in case the
    # checkout was edited meanwhile)
    cache.source_hash.cache_clear()
    spec = types.SimpleNamespace(name="k", arch="gfx950", kind="fp8_gemm_tile",
                                 params={"accumulator": "agpr"}, schedule=None)
    again = cache.get_or_build(spec, lambda s: pytest.fail("rebuilt"), root=tmp_path)
    assert not again.built and hashlib.sha256(again.code_object).hexdigest() == lines[0][1]


@pytest.mark.parametrize("damage", ["truncate", "flip", "entry_json", "missing_code"])
def test_corrupt_entry_is_detected_and_rebuilt(tmp_path, damage):
    spec = load_spec(SPEC)
    first = cache.get_or_build(spec, root=tmp_path)
    assert first.built
    [entry] = _entries(tmp_path)
    code = entry / "kernel.hsaco"
    if damage == "truncate":
        code.write_bytes(first.code_object[: len(first.code_object) // 2])
    elif damage == "flip":
        b = bytearray(first.code_object)
        b[len(b) // 2] ^= 1
        code.write_bytes(bytes(b))
    elif damage == "entry_json":
        (entry / "entry.json").write_text("{")
    else:
        code.unlink()
    builds = []
    again = cache.get_or_build(spec, lambda s: builds.append(s) or first.code_object, root=tmp_path)
    assert again.built and builds == [spec]
    assert again.code_object == first.code_object == code.read_bytes()
    meta = json.loads((entry / "entry.json").read_text())
    assert meta["sha256"] == hashlib.sha256(first.code_object).hexdigest()
    assert _leftovers(tmp_path) == []
    assert not cache.get_or_build(spec, root=tmp_path).built


def test_key_follows_versions_and_spec(monkeypatch):
    spec = load_spec(SPEC)
    key = cache.cache_key(spec)
    monkeypatch.setattr(cache, "__version__", "9.9.9")
    assert cache.cache_key(spec) != key
    monkeypatch.undo()
    monkeypatch.setattr(cache, "toolchain_version", lambda: "clang version 99")
    assert cache.cache_key(spec) != key
    monkeypatch.undo()
    other = type(spec)(spec.name, spec.arch, spec.kind, {**spec.params, "accumulator": "vgpr"},
                       spec.description, spec.source, spec.schedule)
    assert cache.cache_key(other) != key
    assert cache.cache_key(spec) == key


def test_cache_dir_override_and_platform_default(monkeypatch, tmp_path):
    monkeypatch.setenv("ZYFAGEN_CACHE_DIR", str(tmp_path / "c"))
    assert cache.cache_dir() == tmp_path / "c"
    monkeypatch.delenv("ZYFAGEN_CACHE_DIR")
    import platformdirs
    assert cache.cache_dir() == Path(platformdirs.user_cache_dir("zyfagen", appauthor=False))
