"""The on-disk kernel cache: each spec built once per zyfagen version and toolchain.

Where: `$ZYFAGEN_CACHE_DIR`, else the platform's user cache directory (platformdirs:
~/.cache/zyfagen on Linux, ~/Library/Caches/zyfagen on macOS, %LOCALAPPDATA%\\zyfagen\\Cache
on Windows).

Key: sha256 of the kind, the complete parameters, the parsed schedule, the arch, the zyfagen
version and the toolchain version (`clang --version`'s first line). A change to any of them is
another entry, so nothing stale is served.

An entry is a directory `KEY/` holding `kernel.hsaco` and `entry.json` (the symbol, the
sha256 of the code object, what the key was made of). It is written into a fresh temporary
directory beside it and renamed into place in one `rename`, which either makes the whole
entry appear or fails because another process's entry got there first (then that one is
used). A reader checks the code object's sha256 against `entry.json`; an entry that does not
match (a truncated or edited file) is moved aside, removed, and built again.
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..version import __version__

CACHE_ENV = "ZYFAGEN_CACHE_DIR"
ENTRY_FORMAT = 1  # bump when the layout of an entry changes


def cache_dir() -> Path:
    """The cache's root directory (not created here)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("zyfagen", appauthor=False))


@functools.lru_cache(maxsize=None)
def _clang_version(clang: str) -> str:
    out = subprocess.run([clang, "--version"], capture_output=True, text=True, check=False).stdout
    return out.splitlines()[0].strip() if out else "unknown"


def toolchain_version() -> str:
    """The assembler that builds the code objects, as `clang --version` names it."""
    from ..toolchain import find_toolchain

    return _clang_version(str(find_toolchain().clang))


def spec_identity(spec) -> dict[str, Any]:
    """What a built code object depends on in a spec (the name is the symbol, so it counts)."""
    return {"name": spec.name, "arch": spec.arch, "kind": spec.kind,
            "params": {k: spec.params[k] for k in sorted(spec.params)},
            # the parsed schedule, not its name: editing a .sched file makes a new entry
            "schedule": repr(spec.schedule) if spec.schedule is not None else None}


def spec_hash(spec) -> str:
    """sha256 of the spec's identity alone (what a library manifest records)."""
    return hashlib.sha256(json.dumps(spec_identity(spec), sort_keys=True).encode()).hexdigest()


def cache_key(spec) -> str:
    ident = {"format": ENTRY_FORMAT, "spec": spec_identity(spec), "zyfagen": __version__,
             "toolchain": toolchain_version()}
    return hashlib.sha256(json.dumps(ident, sort_keys=True).encode()).hexdigest()


@dataclass(frozen=True)
class CachedKernel:
    code_object: bytes
    symbol: str
    path: Path  # the entry's kernel.hsaco
    built: bool  # True when this call built it (a miss or a rebuilt corrupt entry)


def _read_entry(entry: Path) -> CachedKernel | None:
    """The entry's kernel when it is whole and its bytes match their recorded hash, else None."""
    try:
        meta = json.loads((entry / "entry.json").read_text())
        code = (entry / "kernel.hsaco").read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(meta, dict) or meta.get("sha256") != hashlib.sha256(code).hexdigest():
        return None
    return CachedKernel(code, str(meta.get("symbol")), entry / "kernel.hsaco", False)


def _discard(entry: Path) -> None:
    """Move a bad entry out of the way in one rename, then delete it (a concurrent reader sees
    the whole bad entry or nothing, never half of a deletion)."""
    trash = Path(tempfile.mkdtemp(prefix=".trash-", dir=entry.parent))
    try:
        os.rename(entry, trash / "entry")
    except OSError:
        pass  # already gone (another process discarded or replaced it)
    shutil.rmtree(trash, ignore_errors=True)


def get_or_build(spec, build: Callable[[Any], bytes] | None = None, root: Path | None = None) -> CachedKernel:
    """The spec's code object from the cache, building (with `build(spec)`, by default the
    whole zyfagen pipeline) and storing it on a miss or when the entry is corrupt."""
    root = Path(root) if root is not None else cache_dir()
    key = cache_key(spec)
    entry = root / key[:2] / key
    for _ in range(3):  # a rename race with a discard of a corrupt entry: try again
        hit = _read_entry(entry)
        if hit is not None:
            return hit
        if entry.exists():
            _discard(entry)
        code = (build or _build_code_object)(spec)
        entry.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".building-", dir=entry.parent))
        try:
            (staging / "kernel.hsaco").write_bytes(code)
            meta = {"format": ENTRY_FORMAT, "symbol": spec.name,
                    "sha256": hashlib.sha256(code).hexdigest(), "spec": spec_identity(spec),
                    "zyfagen": __version__, "toolchain": toolchain_version()}
            (staging / "entry.json").write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
            try:
                os.rename(staging, entry)
            except OSError:
                pass  # another process renamed its (identical) entry first: use that one
            else:
                return CachedKernel(code, spec.name, entry / "kernel.hsaco", True)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        hit = _read_entry(entry)
        if hit is not None:
            return CachedKernel(hit.code_object, hit.symbol, hit.path, True)
    raise RuntimeError(f"kernel cache {entry}: could not store or read a whole entry")


def _build_code_object(spec) -> bytes:
    from ..driver import build_spec

    return build_spec(spec).code_object
