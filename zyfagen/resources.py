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


def checkout_path(relative: str) -> Path | None:
    """A file of the source checkout (`relative` to its root: tests/data/..., specs/...), or
    None outside one (an installed wheel) or when it is missing."""
    root = repo_root()
    path = root / relative if root is not None else None
    return path if path is not None and path.is_file() else None


def spec_path(name_or_path: str | Path) -> Path:
    """A spec argument as a path: an existing file as given, else the name of a spec zyfagen
    ships (`attention_hd128_lean`, with or without .yaml) in its specs/ directory; anything
    else is returned unchanged, so the caller's read reports it missing."""
    path = Path(name_or_path)
    if path.exists() or path.parent != Path("."):
        return path
    shipped = data_dir("specs") / (path.name if path.suffix in (".yaml", ".yml") else f"{path.name}.yaml")
    return shipped if shipped.is_file() else path


def existing_target(target: str) -> Path:
    """A CODE_OBJECT_OR_SPEC argument (`simulate`, `--problem`) as an existing file: a path, or
    the name of a spec zyfagen ships (spec_path); a one-line UserError when there is none."""
    from .errors import UserError

    path = spec_path(target)
    if not path.exists():
        raise UserError(f"{target}: no such file")
    return path


def shipped_spec_names() -> list[str]:
    """The names of the specs zyfagen ships."""
    return sorted(p.stem for p in data_dir("specs").glob("*.yaml"))


def aiter_data(relative: str) -> Path | None:
    """A file of AITER's that zyfagen ships (tests/data/aiter in a checkout, zyfagen/_share/aiter
    in a wheel: the FP8 forward code objects the numerics study runs, setup.py THIRD_PARTY), or
    None when neither holds it."""
    root = repo_root()
    candidates = [root / "tests" / "data" / "aiter" / relative] if root is not None else []
    candidates.append(Path(str(resources.files("zyfagen"))) / "_share" / "aiter" / relative)
    return next((p for p in candidates if p.is_file()), None)
