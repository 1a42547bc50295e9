"""The semantics registry the emulator's instruction families fill (salu, valu, convert, mfma,
memory): handler factories keyed by the table's `semantics` key, the decode context they
receive, the BARRIER / ENDPGM handler results, and the modifier helpers they share. Families
import this module; zyfagen.emulator.program imports the families, so nothing imports back.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..codeobj import DecodedInst, KernelCode
from ..isa import OpInfo
from .errors import EmulationError
from .fpmode import DEFAULT, FloatMode

BARRIER = -1
ENDPGM = -2
# a handler of the lockstep table (scheduler.run_lockstep) stopping a wave before an
# instruction the waves of a workgroup may run together
PAUSE = -3

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
    # the float mode the handlers are built for (fpmode.py): the descriptor's, or, for a
    # kernel that writes MODE's float fields, the wave's mode when the instruction runs
    float_mode: FloatMode = DEFAULT
    # MODE.DX10_CLAMP (COMPUTE_PGM_RSRC1 bit 21, AMDGPUUsage): the `clamp` modifier of an FP32
    # op gives 0 for NaN when set, passes the NaN through when clear. The descriptor's value;
    # an s_setreg of MODE bit 8 is not followed (no kernel here writes it)
    dx10_clamp: bool = True

    def branch_index(self, inst: DecodedInst) -> int:
        target = inst.branch_target
        if target is None or target not in self.index_of:
            raise EmulationError(f"branch target {target} is not an instruction of the kernel")
        return self.index_of[target]


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


@semantics("unmodelled")
def unmodelled(inst: DecodedInst, info: OpInfo, ctx: DecodeContext) -> Handler:
    """Table entries (isa/gfx950.isa `semantics unmodelled`) the cycle model and the hazard
    checker know but the emulator does not run: the instruction decodes and stops the
    emulation with an EmulationError naming it if (and only if) it executes."""
    what = (f"unimplemented instruction {inst.mnemonic}: isa/gfx950.isa lists it (unit, rate, "
            f"operands) but the emulator has no semantics for it")

    def fail(w):
        raise EmulationError(what)
    return fail
