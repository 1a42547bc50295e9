"""Decode-time operand access: each operand becomes a small closure reading or writing a wave.

Building the closures once per instruction (not per execution) keeps the per-step cost small.
Conventions for values:
- a 32-bit vector source reads as a uint32 array of 64 lanes, or a 0-d uint32 array when the
  operand is an SGPR or a constant (numpy broadcasts it; a 0-d array is a much cheaper ufunc
  operand than a numpy scalar). An SGPR reader refills one 0-d array per operand, so a
  handler must use the value before the next read of the same operand, never keep it;
- a 64-bit source reads as uint64 (array or scalar);
- float sources are the same bits viewed as float32, with |x| and -x modifiers applied.

Inline constants: integers are their two's-complement bits (also in float instructions, where
they are tiny denormals, as on the hardware); floats such as 1.0 or 0.5 are float32 bits; a
64-bit operand sign-extends an integer constant and zero-extends a literal.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np

from ..codeobj import Operand
from .errors import EmulationError
from .state import AGPR_BASE, EXEC_LO, M0, VCC_LO, Wave

_SPECIAL_SGPR = {"vcc": VCC_LO, "vcc_lo": VCC_LO, "vcc_hi": VCC_LO + 1, "exec": EXEC_LO,
                 "exec_lo": EXEC_LO, "exec_hi": EXEC_LO + 1, "m0": M0}
Reader = Callable[[Wave], object]


def sgpr_index(op: Operand) -> int | None:
    if op.kind == "s":
        return op.index
    if op.kind == "ttmp":
        return 108 + op.index
    return _SPECIAL_SGPR.get(op.kind)


def vgpr_row(op: Operand) -> int | None:
    if op.kind == "v":
        return op.index
    if op.kind == "a":
        return AGPR_BASE + op.index
    return None


def constant_bits(op: Operand, width: int = 1) -> int:
    """The raw bits a constant operand supplies (width in dwords)."""
    if op.kind == "fimm":
        bits = int(np.array(op.value, dtype=np.float32).view(np.uint32))
        if op.neg:
            bits ^= 0x80000000
        if width == 2:
            # 64-bit float inline constants are not modelled (no f64 instructions emulated)
            raise EmulationError(f"float constant {op.text} in a 64-bit operand is not modelled")
        return bits
    value = int(op.value)
    if op.neg:
        value = -value
    mask = (1 << (32 * width)) - 1
    if width == 2 and value >= 0 and value > 64:
        return value & 0xFFFFFFFF  # 32-bit literal, zero-extended
    return value & mask


def is_constant(op: Operand) -> bool:
    return op.kind in ("imm", "fimm")


def _frozen(value) -> np.ndarray:
    """A read-only 0-d array: numpy ufuncs take a 0-d array operand several times faster than
    a numpy scalar (same dtype and promotion rules), so scalar operands are read as these."""
    box = np.array(value)
    box.setflags(write=False)
    return box


def reader32(op: Operand) -> Reader:
    """uint32 lanes (array) or uint32 scalar, with no float modifiers applied."""
    row = vgpr_row(op)
    if row is not None:
        def read_v(w: Wave, row=row):
            if not w.vfull[row]:
                w.check_v(row)
            return w.v[row]
        return read_v
    idx = sgpr_index(op)
    if idx is not None:
        box = np.zeros((), np.uint32)

        def read_s(w: Wave, idx=idx):
            x = w.s[idx]
            if x is None:
                x = w.read_s(idx)
            box[()] = x
            return box
        return read_s
    if op.kind == "scc":
        def read_scc(w: Wave):
            if w.scc is None:
                raise EmulationError("read of never-written scc")
            return np.uint32(w.scc)
        return read_scc
    if is_constant(op):
        const = _frozen(np.uint32(constant_bits(op)))
        return lambda w, const=const: const
    raise EmulationError(f"operand {op.text!r} cannot be read as a 32-bit value")


def reader64(op: Operand) -> Reader:
    """uint64 lanes or scalar from a register pair or constant."""
    row = vgpr_row(op)
    if row is not None:
        def read_v64(w: Wave, row=row):
            if not w.vfull[row]:
                w.check_v(row)
            if not w.vfull[row + 1]:
                w.check_v(row + 1)
            return np.ascontiguousarray(w.v[row:row + 2].T).view(np.uint64).reshape(-1)
        return read_v64
    idx = sgpr_index(op)
    if idx is not None:
        box = np.zeros((), np.uint64)

        def read_s64(w: Wave, idx=idx):
            box[()] = w.read_s(idx, 2)
            return box
        return read_s64
    if is_constant(op):
        const = _frozen(np.uint64(constant_bits(op, 2)))
        return lambda w, const=const: const
    raise EmulationError(f"operand {op.text!r} cannot be read as a 64-bit value")


def reader_f32(op: Operand, abs_: bool | None = None, neg: bool | None = None) -> Reader:
    """float32 view with |x| and -x source modifiers (VOP3 neg/abs)."""
    raw = reader32(op)
    a = op.abs if abs_ is None else abs_
    n = op.neg if neg is None else neg
    if is_constant(op):  # constant_bits already applied a neg() modifier
        const = np.uint32(constant_bits(op)).view(np.float32)
        if a:
            const = np.abs(const)
        const = _frozen(const)
        return lambda w: const
    row = vgpr_row(op)
    if not a and not n and row is not None:
        def read_vf(w: Wave, row=row):
            if not w.vfull[row]:
                w.check_v(row)
            return w.vf[row]
        return read_vf
    if not a and not n:
        return lambda w: raw(w).view(np.float32)
    if a and not n:
        return lambda w: np.abs(raw(w).view(np.float32))
    if n and not a:
        return lambda w: -raw(w).view(np.float32)
    return lambda w: -np.abs(raw(w).view(np.float32))


def mask_reader(op: Operand) -> Reader:
    """A 64-bit lane mask operand (vcc, s[n:n+1]) as a bool array."""
    from .state import int_to_mask
    idx = sgpr_index(op)
    if idx is None:
        raise EmulationError(f"operand {op.text!r} is not a lane mask")
    return lambda w, idx=idx: int_to_mask(w.read_s(idx, 2))


def block_reader(op: Operand, nregs: int, lanes_all: bool = False) -> Reader:
    """(nregs, 64) uint32 view of consecutive vector registers.

    lanes_all: check written-ness in all 64 lanes (MFMA reads every lane regardless of EXEC).
    """
    row = vgpr_row(op)
    if row is None:
        raise EmulationError(f"operand {op.text!r} must be a vector register range")
    rows = range(row, row + nregs)
    from .state import ALL_LANES

    def read_block(w: Wave):
        vfull = w.vfull
        for r in rows:
            if not vfull[r]:
                w.check_v(r, ALL_LANES if lanes_all else None)
        return w.v[row:row + nregs]
    return read_block


def writer32(op: Operand) -> Callable[[Wave, object], None]:
    row = vgpr_row(op)
    if row is not None:
        return lambda w, value, row=row: w.write_v(row, value)
    raise EmulationError(f"operand {op.text!r} is not a vector register destination")


def writer64(op: Operand) -> Callable[[Wave, object], None]:
    row = vgpr_row(op)
    if row is None:
        raise EmulationError(f"operand {op.text!r} is not a vector register destination")

    def write64(w: Wave, value, row=row):
        value = np.asarray(value, dtype=np.uint64)
        if value.ndim == 0:
            value = np.full(64, value)
        halves = value.view(np.uint32).reshape(-1, 2).T
        if w.exec_all:
            w.v[row:row + 2] = halves
            for r in (row, row + 1):
                if not w.vfull[r]:
                    w.vw[r] = True
                    w.vfull[r] = True
        else:
            w.write_v(row, halves[0])
            w.write_v(row + 1, halves[1])
    return write64


def sdst_index(op: Operand) -> int:
    idx = sgpr_index(op)
    if idx is None:
        raise EmulationError(f"operand {op.text!r} is not a scalar destination")
    return idx
