"""The one kernel-argument packer: a code object's metadata plus its kind's launch contract.

Where each argument lives (offset, size, buffer or by-value) comes from the code object itself:
the `.args` of the NT_AMDGPU_METADATA note, read by `zyfagen.codeobj` (AMDGPUUsage, "Code
Object V5 Metadata": `.offset`, `.size`, `.value_kind`). What each argument *is* (its name, whether
it is a buffer or a value, the element type a value holds: f32 or u32) comes from the kind's
launch contract (`KernelKind.launch_args`). The two must agree name by name; a code object that
does not match its contract is refused before anything is launched.

Both launch paths use `pack`: the emulator backend hands the emulator the packed value bytes
(and lets it place the buffers in its own address space), the HIP backend hands HIP the packed
bytes with device addresses in the pointer slots.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any, Callable, Mapping

import numpy as np

# bytes of a by-value element type of a launch contract
VALUE_BYTES = {"f32": 4, "u32": 4, "i32": 4, "u64": 8, "f64": 8}
POINTER_BYTES = 8


@dataclass(frozen=True)
class KernargSlot:
    """One explicit kernel argument: where it is (metadata) and what it is (contract)."""

    name: str
    offset: int
    size: int
    kind: str  # "buffer" or "value" (the contract's words)
    element: str  # what the buffer holds or the value is (e4m3, bf16, f32, u32, ...)


@dataclass(frozen=True)
class KernargLayout:
    """The kernel-argument segment of one kernel, checked against its kind's contract."""

    symbol: str
    slots: tuple[KernargSlot, ...]
    kernarg_size: int  # .kernarg_segment_size
    max_workgroup_size: int  # .max_flat_workgroup_size

    def slot(self, name: str) -> KernargSlot:
        for s in self.slots:
            if s.name == name:
                return s
        raise KeyError(name)

    def to_json(self) -> list[dict[str, Any]]:
        return [{"name": s.name, "offset": s.offset, "size": s.size, "kind": s.kind,
                 "element": s.element} for s in self.slots]


class ContractMismatch(RuntimeError):
    """A code object's arguments differ from its kind's launch contract (a build bug)."""


def layout_of(kernel_metadata: Mapping[str, Any], contract) -> KernargLayout:
    """The layout of a kernel from its metadata (`codeobj.KernelCode.metadata`) and its kind's
    contract (`KernelKind.launch_args(params)`, a tuple of `LaunchArg`)."""
    symbol = str(kernel_metadata.get(".name", "?"))
    entries = list(kernel_metadata.get(".args", []))
    hidden = [e for e in entries if str(e.get(".value_kind", "")).startswith("hidden_")]
    if hidden:
        # zyfagen's kernels read no hidden argument; HIP would fill them, the emulator too, but
        # the packer would have to know which, so a code object with them is not ours to launch
        raise ContractMismatch(f"{symbol}: hidden kernel arguments "
                               f"({', '.join(e['.value_kind'] for e in hidden)}) are not packed")
    if [e.get(".name") for e in entries] != [a.name for a in contract]:
        raise ContractMismatch(f"{symbol}: arguments {[e.get('.name') for e in entries]} differ from "
                               f"the launch contract {[a.name for a in contract]}")
    slots = []
    for e, a in zip(entries, contract):
        value_kind, size, offset = e[".value_kind"], int(e[".size"]), int(e[".offset"])
        if a.kind == "buffer":
            ok = value_kind == "global_buffer" and size == POINTER_BYTES
        elif a.kind == "value":
            ok = value_kind == "by_value" and size == VALUE_BYTES.get(a.element)
        else:
            ok = False
        if not ok or offset % min(size, 8):
            raise ContractMismatch(f"{symbol}: argument {a.name} is {value_kind} of {size} bytes at "
                                   f"offset {offset}; the contract says {a.kind} {a.element}")
        slots.append(KernargSlot(a.name, offset, size, a.kind, a.element))
    size = int(kernel_metadata.get(".kernarg_segment_size", 0))
    end = max((s.offset + s.size for s in slots), default=0)
    if size < end:
        raise ContractMismatch(f"{symbol}: kernarg segment of {size} bytes ends before its arguments ({end})")
    return KernargLayout(symbol, tuple(slots), size, int(kernel_metadata.get(".max_flat_workgroup_size", 0)))


def _value_bytes(slot: KernargSlot, value: Any) -> bytes:
    if isinstance(value, np.ndarray):
        if value.ndim:
            raise TypeError(f"kernel argument {slot.name} is a {slot.element} value; got an array")
        value = value[()]
    if slot.element in ("f32", "f64"):
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise TypeError(f"kernel argument {slot.name} is {slot.element}; got {type(value).__name__}")
        dtype = np.dtype("<f4" if slot.element == "f32" else "<f8")
        return np.asarray(value, dtype=dtype).tobytes()  # round to nearest even, like a C cast
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"kernel argument {slot.name} is {slot.element}; got {type(value).__name__}")
    v = int(value)
    signed = slot.element.startswith("i")
    lo, hi = (-(1 << (8 * slot.size - 1)), 1 << (8 * slot.size - 1)) if signed else (0, 1 << (8 * slot.size))
    if not lo <= v < hi:
        raise ValueError(f"kernel argument {slot.name} ({slot.element}) cannot hold {v}")
    return v.to_bytes(slot.size, "little", signed=signed)


def pack(layout: KernargLayout, values: Mapping[str, Any], address_of: Callable[[str], int]) -> bytes:
    """The kernarg segment's bytes: each value at its offset in its contract type, each buffer's
    address (`address_of(name)`, 0 for a null pointer) as a little-endian 64-bit pointer; the
    bytes between arguments are zero."""
    out = bytearray(layout.kernarg_size)
    for s in layout.slots:
        if s.kind == "buffer":
            out[s.offset:s.offset + 8] = struct.pack("<Q", int(address_of(s.name)))
        else:
            if s.name not in values:
                raise KeyError(f"no value for kernel argument {s.name}")
            out[s.offset:s.offset + s.size] = _value_bytes(s, values[s.name])
    return bytes(out)


def unpack_value(layout: KernargLayout, kernarg: bytes, name: str) -> np.generic:
    """The packed bytes of one by-value argument as a numpy scalar of the same width (the
    emulator copies a numpy scalar's bytes unchanged)."""
    s = layout.slot(name)
    return np.frombuffer(kernarg, dtype="<u4" if s.size == 4 else "<u8", count=1, offset=s.offset)[0]


def pointer_at(layout: KernargLayout, kernarg: bytes, name: str) -> int:
    s = layout.slot(name)
    return struct.unpack_from("<Q", kernarg, s.offset)[0]


_SLOT_FORMAT = {("buffer", 8): "<Q", ("value", 4, "f32"): "<f", ("value", 4, "u32"): "<I",
                ("value", 4, "i32"): "<i", ("value", 8, "u64"): "<Q", ("value", 8, "f64"): "<d"}


class KernargTemplate:
    """The kernarg bytes of one launch plan, packed once with `pack` (every value checked), and
    the slots that change per call (buffer addresses, per-call fp32 values) filled in by one
    precompiled struct each: no Python loop over tensor elements, a few pack_into calls."""

    def __init__(self, layout: KernargLayout, values: Mapping[str, Any], varying: tuple[str, ...]):
        self.layout = layout
        self.base = pack(layout, values, lambda name: 0)
        self.varying = varying
        self._setters = []
        for name in varying:
            s = layout.slot(name)
            fmt = _SLOT_FORMAT[("buffer", 8)] if s.kind == "buffer" else _SLOT_FORMAT[("value", s.size, s.element)]
            self._setters.append((struct.Struct(fmt).pack_into, s.offset))

    def fill(self, *values: Any) -> bytearray:
        """The bytes with `values` (in `varying`'s order: addresses as ints, fp32 values as
        floats, already checked by the caller) in their slots."""
        out = bytearray(self.base)
        for (pack_into, offset), value in zip(self._setters, values):
            pack_into(out, offset, value)
        return out
