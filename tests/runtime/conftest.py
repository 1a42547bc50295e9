"""Runtime tests share one kernel cache per test session (each kernel is built once)."""
from __future__ import annotations

import pytest


@pytest.fixture(scope="session", autouse=True)
def session_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    root = tmp_path_factory.mktemp("kernel_cache")
    mp.setenv("ZYFAGEN_CACHE_DIR", str(root))
    yield root
    mp.undo()


