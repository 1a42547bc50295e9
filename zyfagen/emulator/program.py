"""Decoding a kernel's instructions into handlers, keyed by the isa/ table.

Every decoded instruction is looked up in `isa/gfx950.isa` (zyfagen.isa.load_table); its
`semantics` key (the mnemonic unless the table says otherwise) selects a handler factory
registered by one of the family modules (salu, valu, convert, mfma, memory). The factory runs
once per instruction and returns a closure `handler(wave) -> next` where next is None (fall
through), an instruction index (branch), or one of BARRIER / ENDPGM.

An instruction missing from the table or without semantics still decodes: its handler raises
EmulationError when (and only if) it executes.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from ..codeobj import DecodedInst, KernelCode
from ..isa import IsaTable, OpInfo, load_table
from .errors import EmulationError

BARRIER = -1
ENDPGM = -2

Handler = Callable[[object], "int | None"]
Factory = Callable[[DecodedInst, OpInfo, "DecodeContext"], Handler]
SEMANTICS: dict[str, Factory] = {}


def semantics(*keys: str):
    """Register a handler factory for one or more semantics keys."""
    def register(factory: Factory) -> Factory:
        for key in keys:
            if key in SEMANTICS:
                raise RuntimeError(f"semantics {key} registered twice")
            SEMANTICS[key] = factory
        return factory
    return register


@dataclass(frozen=True)
class DecodeContext:
    kernel: KernelCode
    index_of: dict[int, int]  # kernel-relative byte address -> instruction index

    def branch_index(self, inst: DecodedInst) -> int:
        target = inst.branch_target
        if target is None or target not in self.index_of:
            raise EmulationError(f"branch target {target} is not an instruction of the kernel")
        return self.index_of[target]


def _failing(error: EmulationError) -> Handler:
    def fail(w):
        raise EmulationError(error.what, error.lanes)
    return fail


@dataclass(frozen=True)
class DecodedProgram:
    kernel: KernelCode
    handlers: tuple[Handler, ...]
    instructions: tuple[DecodedInst, ...]

    @cached_property
    def access(self):
        """Per instruction, the registers and counter the poison memory model checks
        (counters.InstAccess); decoded on first use."""
        from .counters import decode_access
        return decode_access(self.instructions)


def decode_kernel(kernel: KernelCode, table: IsaTable | None = None) -> DecodedProgram:
    from . import convert, memory, mfma, salu, valu  # noqa: F401  (register the families)

    table = table or load_table()
    ctx = DecodeContext(kernel, {inst.address: i for i, inst in enumerate(kernel.instructions)})
    handlers: list[Handler] = []
    for inst in kernel.instructions:
        info = table.ops.get(inst.mnemonic)
        if info is None:
            handlers.append(_failing(EmulationError(
                f"unimplemented instruction {inst.mnemonic}: not in isa/gfx950.isa")))
            continue
        factory = SEMANTICS.get(info.semantics)
        if factory is None:
            handlers.append(_failing(EmulationError(
                f"unimplemented instruction {inst.mnemonic}: no emulator semantics "
                f"{info.semantics!r}")))
            continue
        try:
            handlers.append(factory(inst, info, ctx))
        except EmulationError as exc:
            handlers.append(_failing(exc))
    return DecodedProgram(kernel, tuple(handlers), kernel.instructions)


def modifier_list(inst: DecodedInst, name: str, n: int) -> list[int]:
    """op_sel:[0,1] style modifier as ints (default all zero)."""
    raw = inst.modifier(name)
    if raw is None:
        return [0] * n
    vals = [int(x) for x in raw.strip("[]").split(",")]
    return vals + [0] * (n - len(vals))


def modifier_int(inst: DecodedInst, name: str, default: int = 0) -> int:
    raw = inst.modifier(name)
    if raw is None:
        return default
    if raw == "":
        return 1
    return int(raw, 0)


def reject_modifiers(inst: DecodedInst, allowed: tuple[str, ...]) -> None:
    for key, value in inst.modifiers:
        if key not in allowed:
            raise EmulationError(f"modifier {key}{':' + value if value else ''} of "
                                 f"{inst.mnemonic} is not modelled")
