"""README's first-screen attention call runs as written (on the emulator here)."""
from __future__ import annotations

import re
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]


def test_readme_attention_call_runs(capsys):
    text = (ROOT / "README.md").read_text()
    head = text[: text.index("## Two commands")]  # the first screen
    [block] = re.findall(r"```py\n(.*?)```", head, re.S)
    scope: dict = {}
    exec(block, scope)  # noqa: S102 - documentation example
    assert scope["out"].shape == (1, 64, 2, 64) and scope["lse"].shape == (1, 2, 64)
    assert np.isfinite(scope["out"].astype(np.float32)).all()
    assert "No GPU exists" in head
