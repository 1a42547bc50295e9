"""Decoding a kernel's instructions into handlers, keyed by the isa/ table.

Every decoded instruction is looked up in `isa/gfx950.isa` (zyfagen.isa.load_table); its
`semantics` key (the mnemonic unless the table says otherwise) selects a handler factory
registered by one of the family modules (salu, valu, convert, mfma, memory, scratch). The factory runs
once per instruction and returns a closure `handler(wave) -> next` where next is None (fall
through), an instruction index (branch), or one of BARRIER / ENDPGM.

An instruction missing from the table or without semantics still decodes: its handler raises
EmulationError when (and only if) it executes.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..codeobj import DecodedInst, KernelCode
from ..isa import IsaTable, load_table
from .errors import EmulationError
from .semantics import (BARRIER, ENDPGM, SEMANTICS, DecodeContext, Handler,  # noqa: F401 (re-exported)
                        modifier_int, modifier_list, reject_modifiers, semantics)

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
    from . import convert, memory, mfma, salu, scratch, valu, valu_lanes  # noqa: F401  (register the families)

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


