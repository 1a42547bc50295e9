"""An optional per-instruction trace of each wave's dynamic instruction stream.

`launch(..., trace=callback)` calls `callback(step)` with a `TraceStep` before every
instruction a wave executes: the workgroup id, the wave's index in its workgroup, the
instruction's kernel-relative byte address, its text, and EXEC as a 64-bit integer. Waves run
one after another up to each s_barrier (scheduler.py), so steps of different waves interleave
at barriers, not cycle by cycle; a timing model orders them itself. With trace=None (the
default) the ordinary run loop runs and the trace costs nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import EmulationError
from .semantics import BARRIER
from .state import EXEC_LO, Wave

if TYPE_CHECKING:
    from . import Program


@dataclass(frozen=True, slots=True)
class TraceStep:
    workgroup: tuple[int, int, int]
    wave: int  # index of the wave in its workgroup
    address: int  # kernel-relative byte address of the instruction
    text: str
    exec_mask: int  # EXEC before the instruction (bit i: lane i)


def run_wave_traced(w: Wave, prog: "Program", step_limit: int) -> None:
    """scheduler.run_wave, calling w.trace(TraceStep) before each instruction."""
    handlers = prog.decoded.handlers
    insts = prog.decoded.instructions
    hook = w.trace
    wg_ids = tuple(w.wg.ids)
    index = w.wg.waves.index(w)
    pc = w.pc
    stats = w.stats
    steps = stats.instructions
    try:
        while True:
            if pc >= len(insts):
                last = insts[-1]
                raise EmulationError("execution ran past the last instruction").locate(
                    last.text, last.address, w.name)
            inst = insts[pc]
            exec_bits = (w.s[EXEC_LO + 1] or 0) << 32 | (w.s[EXEC_LO] or 0)
            hook(TraceStep(wg_ids, index, inst.address, inst.text, exec_bits))
            nxt = handlers[pc](w)
            steps += 1
            if nxt is None:
                pc += 1
            elif nxt >= 0:
                if steps > step_limit:
                    raise EmulationError(f"step limit of {step_limit} instructions reached "
                                         f"(runaway loop?)")
                pc = nxt
            elif nxt == BARRIER:
                pc += 1
                w.at_barrier = True
                stats.barriers += 1
                break
            else:
                w.done = True
                break
    except EmulationError as exc:
        w.pc = pc
        stats.instructions = steps
        inst = insts[min(pc, len(insts) - 1)]
        raise exc.at(inst, w)
    w.pc = pc
    stats.instructions = steps
