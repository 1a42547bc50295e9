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


# ---- the spilling Triton corpus kernel: damage aimed at its scratch instructions -------------
# (scratch_load/store_dword .. dwordx4, issue 12). The flips land in the 8 bytes of a scratch
# instruction's encoding: its opcode, VGPRs, SGPR, offset and flags.

SPILL = ROOT / "tests" / "data" / "triton" / "corpus" / "attn_d256_m128_n64_w8_gqa_rt.hsaco"


def _spill_args():
    import json
    facts = json.loads(SPILL.with_suffix(".json").read_text())
    d, sq, sk = facts["constexprs"]["HEAD_DIM"], 37, 45
    rng = np.random.default_rng(5)
    f8 = ml_dtypes.float8_e4m3fn
    q, k, v = (rng.standard_normal((h, s, d)).astype(f8) for h, s in ((2, sq), (1, sk), (1, sk)))
    out = np.zeros((2, sq, d), np.float32)
    return [q, k, v, out, np.float32(d ** -0.5), sq, sk, 2, sq * d, d, sk * d, d, sk * d, d,
            sq * d, d, None, None], facts["shared"]


def _run_spill(data: bytes) -> str:
    args, shared = _spill_args()
    try:
        launch(load(data), args, grid=(1, 1, 1), dynamic_lds=shared, step_limit=60_000)
    except (UserError, EmulationError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return "ran"


def test_bit_flips_in_the_spill_instructions_fail_cleanly():
    data = SPILL.read_bytes()
    kernel = read_code_object(SPILL).kernel()
    base = data.find(kernel.code)
    scratch = [i for i in kernel.instructions if i.mnemonic.startswith("scratch_")]
    wide = [i for i in scratch if i.mnemonic.endswith(("x3", "x4"))]
    assert base > 0 and len(wide) >= 20
    rng = np.random.default_rng(7)
    outcomes = []
    for n in range(4):  # each damaged object costs an llvm-objdump run and a launch
        raw = bytearray(data)
        if n % 2 == 0:  # a wide spill's 13-bit signed offset (bits 12:0 of its first dword)
            inst = wide[int(rng.integers(len(wide)))]
            bit = int(rng.integers(9, 13))
            raw[base + inst.address + bit // 8] ^= 1 << (bit % 8)
        else:  # anywhere in any scratch instruction
            inst = scratch[int(rng.integers(len(scratch)))]
            raw[base + inst.address + int(rng.integers(inst.size))] ^= 1 << int(rng.integers(8))
        outcomes.append(_run_spill(bytes(raw)))
    assert all(o == "ran" or o.startswith(("UserError", "EmulationError")) for o in outcomes)
    # the offset flips reach the new checks: a private address outside the segment
    assert any("scratch_" in o and "private segment" in o for o in outcomes), outcomes


def test_truncated_spill_kernel_fails_cleanly():
    data = SPILL.read_bytes()
    kernel = read_code_object(SPILL).kernel()
    first_x4 = next(i for i in kernel.instructions if i.mnemonic == "scratch_store_dwordx4")
    cut = data.find(kernel.code) + first_x4.address + 4  # half of the 8-byte instruction
    assert _run_spill(data[:cut]).startswith(("UserError", "EmulationError"))
    from dataclasses import replace
    from zyfagen.codeobj import CodeObject
    co = read_code_object(SPILL)
    stop = kernel.instructions.index(first_x4) + 1  # the stream ends right after the x4 spill
    short = replace(kernel, instructions=kernel.instructions[:stop])
    args, shared = _spill_args()
    with pytest.raises(EmulationError):  # running off the end, or a branch out of the kernel
        launch(load(CodeObject(co.path, co.target, {kernel.name: short})), args, grid=(1, 1, 1),
               dynamic_lds=shared)
