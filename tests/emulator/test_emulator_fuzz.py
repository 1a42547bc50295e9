"""Damaged code objects fail cleanly: bit-flipped and truncated corpus code objects either run,
or fail with UserError (the file is not a readable code object) or EmulationError (the program
does something wrong), never with another exception type.

Flips are seeded and land in the kernel's instruction words (the text section), where they
change opcodes, registers, offsets and branch targets.
"""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.emulator import EmulationError, launch, load
from zyfagen.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
GEMM = ROOT / "emitted" / "gemm_fp8_32x32.hsaco"


def _args():
    rng = np.random.default_rng(3)
    a = rng.standard_normal((32, 64)).astype(ml_dtypes.float8_e4m3fn)
    b = rng.standard_normal((32, 64)).astype(ml_dtypes.float8_e4m3fn)
    return {"a": a, "b": b, "c": np.zeros((32, 32), np.float32), "m": 32, "n": 32, "k": 64}


def _run(data: bytes) -> str:
    try:
        prog = load(data)
        launch(prog, _args(), grid=(1, 1, 1), step_limit=20_000)
    except (UserError, EmulationError) as exc:
        return type(exc).__name__
    return "ran"


def _text_range(data: bytes) -> tuple[int, int]:
    from elftools.elf.elffile import ELFFile
    import io
    sec = ELFFile(io.BytesIO(data)).get_section_by_name(".text")
    return sec["sh_offset"], sec["sh_offset"] + sec["sh_size"]


def test_bit_flips_in_the_instructions_fail_cleanly():
    data = GEMM.read_bytes()
    lo, hi = _text_range(data)
    rng = np.random.default_rng(12)
    outcomes = []
    for _ in range(24):
        raw = bytearray(data)
        pos = int(rng.integers(lo, hi))
        raw[pos] ^= 1 << int(rng.integers(0, 8))
        outcomes.append(_run(bytes(raw)))
    assert "EmulationError" in outcomes or "UserError" in outcomes


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9, 0.99])
def test_truncated_code_objects_fail_cleanly(keep):
    data = GEMM.read_bytes()
    assert _run(data[: int(len(data) * keep)]) in ("UserError", "EmulationError")


def test_truncated_instruction_stream_is_an_emulation_error():
    """The kernel's code cut before s_endpgm: running off the end is an EmulationError."""
    co = read_code_object(GEMM)
    k = co.kernel()
    from dataclasses import replace
    cut = replace(k, instructions=k.instructions[: len(k.instructions) // 2])
    from zyfagen.codeobj import CodeObject
    with pytest.raises(EmulationError):
        launch(load(CodeObject(co.path, co.target, {k.name: cut})), _args(), grid=(1, 1, 1))
