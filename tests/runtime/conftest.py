"""Runtime tests share one kernel cache per test session (each kernel is built once), and each
module that asks builds one library directory."""
from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session", autouse=True)
def session_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    root = tmp_path_factory.mktemp("kernel_cache")
    mp.setenv("ZYFAGEN_CACHE_DIR", str(root))
    yield root
    mp.undo()


@pytest.fixture(scope="module")
def library(tmp_path_factory):
    """A library directory (`zyfagen library`) of the hd64 lean attention and the FP8 GEMM specs."""
    from zyfagen.cli import main

    specs = Path(__file__).resolve().parents[2] / "specs"
    out = tmp_path_factory.mktemp("lib")
    assert main(["library", str(specs / "attention_hd64_lean.yaml"), str(specs / "gemm_fp8_32x32.yaml"),
                 "-o", str(out), "-q"]) == 0
    return out




@pytest.fixture
def fake_hip(monkeypatch):
    """The fake hip-python module (fake_hip.py) as `hip.hip`, with no launch plan kept from
    another test (device_call's and device_serving's)."""
    import sys
    import types

    from zyfagen.runtime import device_call, device_serving

    from .fake_hip import FakeHip

    fake = FakeHip()
    monkeypatch.setitem(sys.modules, "hip", types.SimpleNamespace(hip=fake))
    monkeypatch.setattr(device_call, "_PLANS", {})
    monkeypatch.setattr(device_serving, "_PLANS", {})
    return fake
