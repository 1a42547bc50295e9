"""Find the LLVM tools that assemble and inspect gfx950 code objects.

Search order: $ZYFAGEN_LLVM_DIR, ROCm's /opt/rocm/llvm/bin, then Debian's versioned
names (clang-22, ld.lld-22, llvm-objdump-22, llvm-readelf-22) on PATH.
"""
from __future__ import annotations

import functools
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from .errors import ToolchainError

LLVM_VERSION = 22
ROCM_LLVM_DIR = Path("/opt/rocm/llvm/bin")
TOOLS = ("clang", "ld.lld", "llvm-objdump", "llvm-readelf")
INSTALL_HINT = "install Debian's clang-22 lld-22 llvm-22 (apt-get install clang-22 lld-22 llvm-22) or set ZYFAGEN_LLVM_DIR"


@dataclass(frozen=True)
class Toolchain:
    clang: Path
    ld_lld: Path
    llvm_objdump: Path
    llvm_readelf: Path


def _find(tool: str, llvm_dir: str | None) -> Path:
    if llvm_dir:
        candidate = Path(llvm_dir) / tool
        if os.access(candidate, os.X_OK):
            return candidate
        raise ToolchainError(f"{tool} not found in ZYFAGEN_LLVM_DIR={llvm_dir}; {INSTALL_HINT}")
    rocm = ROCM_LLVM_DIR / tool
    if os.access(rocm, os.X_OK):
        return rocm
    found = shutil.which(f"{tool}-{LLVM_VERSION}")
    if found:
        return Path(found)
    raise ToolchainError(f"{tool}-{LLVM_VERSION} not found on PATH; {INSTALL_HINT}")


@functools.lru_cache(maxsize=None)
def _cached(llvm_dir: str | None) -> Toolchain:
    clang, lld, objdump, readelf = (_find(t, llvm_dir) for t in TOOLS)
    return Toolchain(clang, lld, objdump, readelf)


def find_toolchain() -> Toolchain:
    """Return the toolchain, or raise ToolchainError naming what to install."""
    return _cached(os.environ.get("ZYFAGEN_LLVM_DIR") or None)
