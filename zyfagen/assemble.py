"""Assembler driver: .s text -> relocatable object -> linked code object (.hsaco)."""
from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

from .errors import AssemblerError
from .toolchain import find_toolchain

_DIAG = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$", re.M)


def assemble(source: str, arch: str = "gfx950", source_name: str = "kernel.s") -> bytes:
    """Assemble and link `source`; return the code object bytes.

    An assembler error is reported as one line with the offending `.s` line quoted.
    """
    tools = find_toolchain()
    with tempfile.TemporaryDirectory(prefix="zyfagen-as-") as tmp:
        s_path = Path(tmp) / source_name
        o_path = Path(tmp) / "kernel.o"
        co_path = Path(tmp) / "kernel.hsaco"
        s_path.write_text(source)
        run = subprocess.run(
            [str(tools.clang), "-x", "assembler", "-target", "amdgcn-amd-amdhsa",
             f"-mcpu={arch}", "-c", str(s_path), "-o", str(o_path)],
            capture_output=True, text=True)
        if run.returncode != 0:
            raise AssemblerError(_describe(run.stderr, source, source_name))
        run = subprocess.run([str(tools.ld_lld), "-shared", "--build-id=none", str(o_path),
                              "-o", str(co_path)], capture_output=True, text=True)
        if run.returncode != 0:
            raise AssemblerError(f"{source_name}: ld.lld failed: {run.stderr.strip().splitlines()[0]}")
        return co_path.read_bytes()


def _describe(stderr: str, source: str, source_name: str) -> str:
    match = _DIAG.search(stderr)
    if not match:
        first = stderr.strip().splitlines()[0] if stderr.strip() else "unknown error"
        return f"{source_name}: clang failed: {first}"
    line_no = int(match["line"])
    lines = source.splitlines()
    text = lines[line_no - 1].strip() if 0 < line_no <= len(lines) else "?"
    return f"{source_name}:{line_no}:{match['col']}: assembler error: {match['msg']} in `{text}`"
