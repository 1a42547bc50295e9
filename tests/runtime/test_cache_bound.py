"""The kernel cache cannot go stale and stays bounded: its key follows zyfagen's own templates
(and sources, isa table, schedules), least recently used entries go first when it is full, and
`zyfagen cache path | list | clear`."""
from __future__ import annotations

import os
import shutil
import time
import types
from pathlib import Path

import pytest

from conftest import assert_one_error_line, run_main
from zyfagen import resources
from zyfagen.runtime import cache

ROOT = Path(__file__).resolve().parents[2]


def _spec(name="k"):
    return types.SimpleNamespace(name=name, arch="gfx950", kind="fp8_gemm_tile",
                                 params={"accumulator": "agpr"}, schedule=None)


def test_a_template_change_is_a_new_key_and_a_new_build(tmp_path, monkeypatch):
    templates = tmp_path / "templates"
    shutil.copytree(ROOT / "templates", templates)
    real = resources.data_dir
    monkeypatch.setattr(resources, "data_dir", lambda name: templates if name == "templates" else real(name))
    cache.source_hash.cache_clear()
    try:
        spec, root = _spec(), tmp_path / "cache"
        before = cache.cache_key(spec)
        assert cache.get_or_build(spec, lambda s: b"old kernel", root=root).built
        assert cache.get_or_build(spec, lambda s: pytest.fail("rebuilt"), root=root).code_object == b"old kernel"
        one = sorted(templates.glob("*.j2"))[0]
        one.write_text(one.read_text() + "\n{# an edit #}\n")
        cache.source_hash.cache_clear()
        assert cache.cache_key(spec) != before
        again = cache.get_or_build(spec, lambda s: b"new kernel", root=root)
        assert again.built and again.code_object == b"new kernel"
    finally:
        cache.source_hash.cache_clear()


def test_source_hash_covers_sources_templates_isa_and_schedules():
    """Each of the four inputs moves the hash (the function above reads them through data_dir)."""
    h = cache.source_hash()
    assert len(h) == 64 and h == cache.source_hash()
    for name in ("templates", "isa", "schedules"):
        assert any(resources.data_dir(name).iterdir())


def _store(root, name, size, when):
    got = cache.get_or_build(_spec(name), lambda s: b"x" * size, root=root)
    os.utime(got.path.parent / "entry.json", (when, when))
    return got.path.parent


def test_least_recently_used_entries_go_first(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.MAX_BYTES_ENV, str(10 ** 9))
    a, b, c = (_store(tmp_path, n, 4000, t) for n, t in (("a", 1000), ("b", 2000), ("c", 3000)))
    cache.get_or_build(_spec("a"), lambda s: pytest.fail("rebuilt"), root=tmp_path)  # a hit: a is newest now
    assert [e.symbol for e in cache.entries(tmp_path)] == ["b", "c", "a"]
    size = cache.entries(tmp_path)[0].size
    monkeypatch.setenv(cache.MAX_BYTES_ENV, str(3 * size + 100))  # room for three entries of this size
    d = _store(tmp_path, "d", 4000, time.time() + 10)  # after a's hit
    assert [e.symbol for e in cache.entries(tmp_path)] == ["c", "a", "d"] and not b.exists()
    assert a.exists() and c.exists() and d.exists()
    monkeypatch.setenv(cache.MAX_BYTES_ENV, "0")  # the entry just stored always stays
    _store(tmp_path, "e", 10, time.time() + 20)
    assert [e.symbol for e in cache.entries(tmp_path)] == ["e"]
    assert [p for p in tmp_path.glob("*/.*")] == []  # no staging or trash left


def test_cache_command(tmp_path, monkeypatch):
    monkeypatch.setenv("ZYFAGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv(cache.MAX_BYTES_ENV, raising=False)
    status, out, err = run_main("cache", "path")
    assert (status, out, err) == (0, f"{tmp_path}\n", "")
    _store(tmp_path, "kernel_one", 100, 1000)
    _store(tmp_path, "kernel_two", 100, 2000)
    status, out, _ = run_main("cache", "list")
    lines = out.splitlines()
    assert status == 0 and "kernel_two" in lines[0] and "kernel_one" in lines[1]
    assert lines[2].startswith("2 entries, ") and f"of at most {1 << 30} in {tmp_path}" in lines[2]
    status, out, _ = run_main("cache", "clear")
    assert status == 0 and out.startswith("removed 2 entries") and cache.entries(tmp_path) == []
    assert_one_error_line(*run_main("cache"), "cache: no subcommand given; allowed: path, list, clear")
    assert_one_error_line(*run_main("cache", "purge"), "cache", "purge")
    monkeypatch.setenv(cache.MAX_BYTES_ENV, "lots")
    assert_one_error_line(*run_main("cache", "list"), "ZYFAGEN_CACHE_MAX_BYTES: 'lots'")
