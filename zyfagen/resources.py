"""Locate the data directories (isa/, templates/, schedules/) in a checkout or an installed wheel."""
from __future__ import annotations

from importlib import resources
from pathlib import Path

_REPO_ROOT = Path(__file__).resolve().parent.parent


def data_dir(name: str) -> Path:
    """Return the directory `name` (one of isa, templates, schedules, specs).

    In a source checkout the top-level directory is used, so edits take effect at once;
    an installed wheel carries the same files as package data under zyfagen/_share/.
    """
    checkout = _REPO_ROOT / name
    if (_REPO_ROOT / "pyproject.toml").is_file() and checkout.is_dir():
        return checkout
    shipped = Path(str(resources.files("zyfagen"))) / "_share" / name
    if shipped.is_dir():
        return shipped
    raise FileNotFoundError(f"zyfagen data directory {name!r} is missing (broken install?)")


def repo_root() -> Path | None:
    """The checkout root when running from a source tree, else None."""
    return _REPO_ROOT if (_REPO_ROOT / "pyproject.toml").is_file() else None
