"""The one place zyfagen writes files: a command's outputs appear as a set or not at all.

`write_outputs({path: data, ...})` first checks every target (a directory where a file should
go, a file where a directory should be, ...), then writes each file into a temporary directory
created next to its target (same file system, so the final move is a rename), and only when
every file is written renames them all into place with SIGINT and SIGTERM held back, so an
interrupt either leaves nothing of this command or lets the renames finish. On any failure the
temporary directories, and any output directories this call created, are removed again. Files
are created with mode 0666 minus the umask (like `open(..., "w")`), not tempfile's 0600.

`check_output_dir` and `check_output_file` let a command reject an unusable output location
before it does long work (a build, a tuning search, an emulation).
"""
from __future__ import annotations

import contextlib
import os
import shutil
import signal
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

from .errors import UserError

_STAGING_PREFIX = ".zyfagen-staging-"


def _nearest_existing(path: Path) -> Path:
    p = path
    while not os.path.lexists(p):
        if p.parent == p:
            break
        p = p.parent
    return p


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def check_output_dir(path: str | Path, what: str = "output directory") -> Path:
    """`path` is, or can be made, a directory we may write into; else a UserError line."""
    path = Path(path)
    if "\0" in str(path):
        raise UserError(f"{str(path)!r}: {what}: the path contains a NUL byte")
    if str(path) == "":
        raise UserError(f"{what}: empty path")
    existing = _nearest_existing(path)
    if not existing.is_dir():
        where = "" if existing == path else f" (because {existing} is not a directory)"
        raise UserError(f"{path}: {what}: not a directory{where}; give a directory path")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise UserError(f"{path}: {what}: permission denied to write in {existing}")
    try:  # access() says yes to root everywhere (/proc, /sys): try a directory there, remove it
        os.rmdir(tempfile.mkdtemp(prefix=".zyfagen-probe-", dir=existing))
    except OSError as exc:
        raise UserError(f"{path}: {what}: cannot write in {existing} ({_reason(exc)})") from None
    return path


def check_output_file(path: str | Path, what: str = "output file") -> Path:
    """`path` can be written as a file (it is not a directory, its folder can exist)."""
    raw = os.fspath(path)  # before Path(): Path("new/") drops the slash that says "directory"
    path = Path(path)
    if "\0" in raw:
        raise UserError(f"{raw!r}: {what}: the path contains a NUL byte")
    if raw in ("", ".", "..") or path.is_dir():
        raise UserError(f"{raw}: {what}: is a directory; give a file path")
    if os.path.basename(raw) in ("", ".", ".."):  # "new/", "new/.": a directory's name
        raise UserError(f"{raw}: {what}: names a directory; give a file path")
    check_output_dir(path.parent if str(path.parent) else Path("."), f"{what}'s directory")
    return path


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Hold SIGINT/SIGTERM back while the block runs (delivered right after it)."""
    held = {signal.SIGINT, signal.SIGTERM}
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    except (AttributeError, ValueError, OSError):  # no pthread_sigmask on this platform
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _make_dirs(path: Path, created: list[Path]) -> None:
    missing = []
    p = path
    while not os.path.lexists(p):
        missing.append(p)
        if p.parent == p:
            break
        p = p.parent
    for d in reversed(missing):
        os.mkdir(d)  # mode 0777 minus the umask
        created.append(d)


def write_outputs(files: Mapping[str | Path, bytes | str]) -> list[Path]:
    """Write every file of one command, all or none. Returns the paths written."""
    targets = [(Path(p), data.encode() if isinstance(data, str) else bytes(data))
               for p, data in files.items()]
    for path, _ in targets:  # every target is checked before anything is written
        check_output_file(path)
    created: list[Path] = []
    staging: dict[Path, Path] = {}
    staged: list[tuple[Path, Path]] = []
    moved = False
    current = Path(".")
    try:
        try:
            for path, data in targets:
                current = path
                folder = path.parent
                if folder not in staging:
                    _make_dirs(folder, created)
                    staging[folder] = Path(tempfile.mkdtemp(prefix=_STAGING_PREFIX, dir=folder))
                tmp = staging[folder] / path.name
                fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                staged.append((tmp, path))
            with _signals_held():
                for tmp, path in staged:
                    current = path
                    os.replace(tmp, path)
                moved = True
        except OSError as exc:
            raise UserError(f"{current}: cannot write: {_reason(exc)}") from None
    finally:
        for tmp_dir in staging.values():
            shutil.rmtree(tmp_dir, ignore_errors=True)
        if not moved:
            for d in reversed(created):
                with contextlib.suppress(OSError):
                    os.rmdir(d)
    return [path for _, path in targets]
