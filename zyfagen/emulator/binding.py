"""Argument binding: from the caller's arguments to the kernarg segment's bytes."""
from __future__ import annotations

import struct
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ..errors import UserError
from .loading import ArgSlot, Program


def triple(value, what: str) -> tuple[int, int, int]:
    vals = tuple(int(v) for v in (value if isinstance(value, (tuple, list)) else (value,)))
    if not 1 <= len(vals) <= 3 or any(v < 1 for v in vals):
        raise UserError(f"{what} must be 1 to 3 positive integers, got {value!r}")
    return vals + (1,) * (3 - len(vals))


def pack_value(slot: ArgSlot, value) -> bytes:
    """The bytes of a by-value argument (a layout's value_type decides float vs integer)."""
    if isinstance(value, np.ndarray) and value.ndim > 0:
        raise UserError(f"argument {slot.name!r} is passed by value; got an array")
    if isinstance(value, np.generic) and value.dtype.itemsize == slot.size:
        return value.tobytes()  # a numpy scalar of the argument's size passes its bits
    if slot.value_type == "f32":
        if not isinstance(value, (int, float, np.integer, np.floating)):
            raise UserError(f"argument {slot.name!r} is f32; got {type(value).__name__}")
        return struct.pack("<f", float(value))
    if slot.value_type in ("u32", "i32", "u64") and isinstance(value, (float, np.floating)):
        raise UserError(f"argument {slot.name!r} is {slot.value_type}; got a float {value!r}")
    if isinstance(value, np.generic) and value.dtype.itemsize == slot.size:
        return value.tobytes()
    if isinstance(value, (float, np.floating)):
        fmt = {4: "<f", 8: "<d"}.get(slot.size)
        if fmt is None:
            raise UserError(f"argument {slot.name!r} is {slot.size} bytes; cannot hold a float")
        return struct.pack(fmt, float(value))
    if isinstance(value, (int, np.integer, bool)):
        v = int(value)
        lo = 0 if slot.value_type in ("u32", "u64") else -(1 << (8 * slot.size - 1))
        hi = (1 << (8 * slot.size - 1)) if slot.value_type == "i32" else (1 << (8 * slot.size))
        if not lo <= v < hi:
            raise UserError(f"argument {slot.name!r} ({slot.value_type or f'{slot.size} bytes'}) "
                            f"cannot hold {v}")
        return (v & ((1 << (8 * slot.size)) - 1)).to_bytes(slot.size, "little")
    raise UserError(f"argument {slot.name!r} is passed by value; got {type(value).__name__}")


def bind_args(prog: Program, args) -> dict[str, Any]:
    """The caller's arguments by slot name: a mapping (by name, or arg0, arg1, ... by
    position) or a sequence; optional slots of a layout take their defaults."""
    names = [s.name for s in prog.args]
    if isinstance(args, Mapping):
        bound = dict(args)
        positional = {f"arg{i}": s.name for i, s in enumerate(prog.args)}
        for key in list(bound):
            if key not in names and key in positional:
                bound[positional[key]] = bound.pop(key)
        unknown = [k for k in bound if k not in names]
        if unknown:
            raise UserError(f"kernel {prog.name} has no argument {unknown[0]!r}; it takes "
                            f"{', '.join(names) or 'none'}")
    elif isinstance(args, Sequence):
        if len(args) != len(names):
            raise UserError(f"kernel {prog.name} takes {len(names)} arguments, got {len(args)}")
        bound = dict(zip(names, args))
    else:
        raise UserError("kernel arguments must be a mapping or a sequence")
    for slot in prog.args:
        if slot.name not in bound and not slot.required:
            bound[slot.name] = slot.default
    missing = [n for n in names if n not in bound]
    if missing:
        raise UserError(f"kernel {prog.name}: missing argument {missing[0]!r}")
    return bound


def hidden_value(slot: ArgSlot, grid, block) -> int:
    k = slot.kind
    for axis, c in enumerate("xyz"):
        if k == f"hidden_block_count_{c}":
            return grid[axis]
        if k == f"hidden_group_size_{c}":
            return block[axis]
    if k == "hidden_grid_dims":
        return 3 if grid[2] > 1 or block[2] > 1 else 2 if grid[1] > 1 or block[1] > 1 else 1
    return 0  # offsets, remainders, and pointers to runtime objects the emulator lacks
