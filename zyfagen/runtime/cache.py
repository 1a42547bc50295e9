"""The on-disk kernel cache: each spec built once per zyfagen build and toolchain.

Where: `$ZYFAGEN_CACHE_DIR`, else the platform's user cache directory (platformdirs:
~/.cache/zyfagen on Linux, ~/Library/Caches/zyfagen on macOS, %LOCALAPPDATA%\\zyfagen\\Cache
on Windows).

Key: sha256 of the kind, the complete parameters, the parsed schedule, the arch, the zyfagen
version, the toolchain version (`clang --version`'s first line) and a hash of zyfagen's own
code and data (its Python sources, templates, isa table and schedules: `source_hash`). A change
to any of them is another entry, so nothing stale is served: an edited template makes the next
call build again, not serve the kernel of the old one.

Size: bounded by `$ZYFAGEN_CACHE_MAX_BYTES` (default 1 GiB); after each store the least
recently used entries (by the time their entry.json was last read, which a hit updates) are
removed until the cache fits. `zyfagen cache list | clear | path` shows and empties it.

An entry is a directory `KEY/` holding `kernel.hsaco` and `entry.json` (the symbol, the
sha256 of the code object, what the key was made of). It is written into a fresh temporary
directory beside it and renamed into place in one `rename`, which either makes the whole
entry appear or fails because another process's entry got there first (then that one is
used). A reader checks the code object's sha256 against `entry.json`; an entry that does not
match (a truncated or edited file) is moved aside, removed, and built again. A hash alone does
not say *which* kernel an entry holds, so `entry.json` also records the key it was stored under,
and the code object's metadata must name the spec's kernel: an entry copied or swapped in from
another key is treated as corrupt. A cache directory that cannot be written is found before
any build; the call then builds into a temporary directory for its process (one notice).
"""
from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..version import __version__

CACHE_ENV = "ZYFAGEN_CACHE_DIR"
MAX_BYTES_ENV = "ZYFAGEN_CACHE_MAX_BYTES"
DEFAULT_MAX_BYTES = 1 << 30  # a code object is ~0.1 MB: thousands of kernels
ENTRY_FORMAT = 2  # bump when the layout of an entry changes (2: entry.json records its key)


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


@functools.lru_cache(maxsize=1)
def source_hash() -> str:
    """sha256 over zyfagen's own inputs to a build: every Python source of the package and the
    files of templates/, isa/ and schedules/ (names and bytes, in sorted order). Computed once
    per process (a few milliseconds); a warm call never needs it (api.kernel_for)."""
    from ..resources import data_dir

    package = Path(__file__).resolve().parent.parent
    roots = [("zyfagen", package, "*.py")] + [(name, data_dir(name), "*") for name in ("templates", "isa", "schedules")]
    h = hashlib.sha256()
    for label, root, pattern in roots:
        for path in sorted(p for p in root.rglob(pattern) if p.is_file() and "__pycache__" not in p.parts):
            if label == "zyfagen" and "_share" in path.relative_to(root).parts:
                continue  # an installed wheel's data: hashed as templates/, isa/, schedules/
            h.update(f"{label}/{path.relative_to(root).as_posix()}\0".encode())
            h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def cache_key(spec) -> str:
    ident = {"format": ENTRY_FORMAT, "spec": spec_identity(spec), "zyfagen": __version__,
             "toolchain": toolchain_version(), "sources": source_hash()}
    return hashlib.sha256(json.dumps(ident, sort_keys=True).encode()).hexdigest()


@dataclass(frozen=True)
class CachedKernel:
    code_object: bytes
    symbol: str
    path: Path  # the entry's kernel.hsaco
    built: bool  # True when this call built it (a miss or a rebuilt corrupt entry)


def _kernel_names(code: bytes) -> list[str]:
    """The kernel names in a code object's metadata note ([] when it cannot be read)."""
    from ..codeobj import read_metadata
    from ..errors import UserError

    try:
        meta = read_metadata(code)
        return [str(k.get(".name")) for k in meta.get("amdhsa.kernels", []) if isinstance(k, dict)]
    except (UserError, AttributeError, TypeError, ValueError, OSError):
        return []


def _read_entry(entry: Path, key: str | None = None, symbol: str | None = None) -> CachedKernel | None:
    """The entry's kernel when it is whole, its bytes match their recorded hash and it is the
    entry of `key` holding kernel `symbol` (its entry.json records the key it was stored under
    and the code object's metadata names the kernel: an entry copied or swapped from another
    key is not served), else None."""
    try:
        meta = json.loads((entry / "entry.json").read_text())
        code = (entry / "kernel.hsaco").read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(meta, dict) or meta.get("sha256") != hashlib.sha256(code).hexdigest():
        return None
    if key is not None and (meta.get("key") != key or meta.get("symbol") != symbol):
        return None
    if key is not None and code[:4] == b"\x7fELF" and symbol not in _kernel_names(code):
        return None  # (not an ELF at all: reading it later is a clear error of its own)
    try:
        os.utime(entry / "entry.json")  # last used: what eviction orders by
    except OSError:
        pass  # a read-only cache is still served
    return CachedKernel(code, str(meta.get("symbol")), entry / "kernel.hsaco", False)


_FALLBACK: dict[str, Path] = {}


def writable_root(root: Path) -> Path:
    """`root` when an entry can be written there (checked before any build: creating the
    directory and a file in it), else a temporary directory for this process, with a one-line
    notice (a build that cannot be stored still runs; the next process builds again)."""
    try:
        root.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(prefix=".probe-", dir=root) as probe:
            (Path(probe) / "x").write_bytes(b"")
        return root
    except OSError as exc:
        why = exc.strerror or type(exc).__name__
    if str(root) not in _FALLBACK:
        _FALLBACK[str(root)] = Path(tempfile.mkdtemp(prefix="zyfagen-cache-"))
        print(f"zyfagen: kernel cache {root} cannot be written ({why}); using "
              f"{_FALLBACK[str(root)]} for this process (set {CACHE_ENV} to a writable directory)",
              file=sys.stderr)
    return _FALLBACK[str(root)]


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
    max_bytes()  # a bad bound is found before the build, not after it
    key = cache_key(spec)
    entry = root / key[:2] / key
    for _ in range(3):  # a rename race with a discard of a corrupt entry: try again
        hit = _read_entry(entry, key, spec.name)
        if hit is not None:
            return hit
        if entry.exists():
            try:
                _discard(entry)
            except OSError:
                pass  # a read-only cache: build into the fallback below
        writable = writable_root(root)
        if writable != root:
            root, entry = writable, writable / key[:2] / key
            hit = _read_entry(entry, key, spec.name)
            if hit is not None:
                return hit
        code = (build or _build_code_object)(spec)
        entry.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".building-", dir=entry.parent))
        try:
            (staging / "kernel.hsaco").write_bytes(code)
            meta = {"format": ENTRY_FORMAT, "key": key, "symbol": spec.name,
                    "sha256": hashlib.sha256(code).hexdigest(), "spec": spec_identity(spec),
                    "zyfagen": __version__, "toolchain": toolchain_version()}
            (staging / "entry.json").write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
            try:
                os.rename(staging, entry)
            except OSError:
                pass  # another process renamed its (identical) entry first: use that one
            else:
                evict(root, keep=entry)
                return CachedKernel(code, spec.name, entry / "kernel.hsaco", True)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        hit = _read_entry(entry, key, spec.name)
        if hit is not None:
            return CachedKernel(hit.code_object, hit.symbol, hit.path, True)
    raise RuntimeError(f"kernel cache {entry}: could not store or read a whole entry")


def _build_code_object(spec) -> bytes:
    from ..driver import build_spec

    return build_spec(spec).code_object


# ---- listing, clearing, the size bound ------------------------------------------------------


def max_bytes() -> int:
    """The cache's size bound ($ZYFAGEN_CACHE_MAX_BYTES, default 1 GiB)."""
    from ..errors import UserError

    text = os.environ.get(MAX_BYTES_ENV)
    if not text:
        return DEFAULT_MAX_BYTES
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise UserError(f"{MAX_BYTES_ENV}: {text!r}; allowed: a whole number of bytes (0 keeps only the newest entry)")
    return value


@dataclass(frozen=True)
class Entry:
    path: Path
    key: str
    symbol: str
    kind: str
    size: int  # bytes of its files
    last_used: float  # seconds since the epoch (entry.json's modification time)


def entries(root: Path | None = None) -> list[Entry]:
    """The cache's whole entries, least recently used first (staging and trash are not)."""
    root = Path(root) if root is not None else cache_dir()
    out = []
    for path in root.glob("??/*"):
        if path.name.startswith(".") or not path.is_dir():
            continue
        try:
            meta = json.loads((path / "entry.json").read_text())
            size = sum(f.stat().st_size for f in path.iterdir())
            used = (path / "entry.json").stat().st_mtime
        except (OSError, ValueError):
            continue  # half-removed or damaged: get_or_build discards it when asked for it
        if isinstance(meta, dict):
            out.append(Entry(path, path.name, str(meta.get("symbol")), str(meta.get("spec", {}).get("kind")),
                             size, used))
    return sorted(out, key=lambda e: (e.last_used, e.key))


def evict(root: Path, keep: Path | None = None, limit: int | None = None) -> list[Entry]:
    """Remove least recently used entries until the cache fits `limit` (default max_bytes());
    `keep` (the entry just stored) stays. Returns what was removed."""
    limit = max_bytes() if limit is None else limit
    found = entries(root)
    total = sum(e.size for e in found)
    removed = []
    for e in found:
        if total <= limit:
            break
        if keep is not None and e.path == keep:
            continue
        _discard(e.path)
        total -= e.size
        removed.append(e)
    return removed


def clear(root: Path | None = None) -> list[Entry]:
    """Remove every entry (each in one rename, as a corrupt one is)."""
    return evict(Path(root) if root is not None else cache_dir(), limit=-1)


def cache_cli(args) -> int:
    """`zyfagen cache path | list | clear`."""
    import time

    from ..errors import UserError

    root = cache_dir()
    limit = max_bytes()  # a bad bound is the only line, before anything is printed
    if args.cache_command == "path":
        print(root)
    elif args.cache_command == "list":
        found = entries(root) if root.is_dir() else []
        for e in reversed(found):  # most recently used first
            stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(e.last_used))
            print(f"{e.key[:16]}  {e.size:>9} B  {stamp}  {e.kind}  {e.symbol}")
        print(f"{len(found)} entries, {sum(e.size for e in found)} bytes of at most {limit} in {root}")
    elif args.cache_command == "clear":
        removed = clear(root) if root.is_dir() else []
        print(f"removed {len(removed)} entries ({sum(e.size for e in removed)} bytes) from {root}")
    else:
        raise UserError("cache: no subcommand given; allowed: path, list, clear (see zyfagen cache --help)")
    return 0
