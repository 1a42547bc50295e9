"""Kernel entry state and the wave scheduler.

`make_workgroup` builds the waves of one workgroup in the state the hardware dispatches them
(AMDGPUUsage, "Initial Kernel Execution State"): user SGPRs in hardware order, preloaded
kernel arguments after them, workgroup ids after those, work-item ids packed in v0, EXEC set
for the work-items that exist. `run_workgroup` runs each wave until it reaches s_barrier or
s_endpgm, releases the barrier when every live wave waits at it, and reports deadlocks.
Workgroups run one after another; the waves of one workgroup share its LDS.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from .errors import EmulationError
from .semantics import BARRIER, PAUSE
from .state import EXEC_LO, LANE_IDS, LANES, GlobalMemory, Lds, Wave, Workgroup

if TYPE_CHECKING:
    from . import Program


def _float_mode(rsrc1: int) -> int:
    """MODE register at wave start from COMPUTE_PGM_RSRC1 (AMDGPUUsage)."""
    float_mode = (rsrc1 >> 12) & 0xFF
    dx10 = (rsrc1 >> 21) & 1
    ieee = (rsrc1 >> 23) & 1
    return float_mode | (dx10 << 8) | (ieee << 9)


def make_workgroup(prog: "Program", ids, block, memory: GlobalMemory, kernarg_base: int,
                    packet_base: int, queue_base: int, dynamic_lds: int = 0,
                    stale_lds: int | None = None) -> Workgroup:
    desc = prog.kernel.descriptor
    threads = block[0] * block[1] * block[2]
    nwaves = math.ceil(threads / LANES)
    wg = Workgroup(ids, Lds(desc.group_segment_fixed_size + dynamic_lds, stale_lds),
                   v=np.zeros((nwaves, 512, LANES), np.uint32),
                   vw=np.zeros((nwaves, 512, LANES), bool))
    kernarg_words = memory.buffers[[b.base for b in memory.buffers].index(kernarg_base)].data.view(np.uint32)
    user = desc.user_sgprs
    mode = _float_mode(desc.compute_pgm_rsrc1)
    for wi in range(nwaves):
        w = Wave(f"workgroup ({ids[0]},{ids[1]},{ids[2]}) wave {wi}", wg, memory, mode,
                 wg.v[wi], wg.vw[wi], wi)
        values = {"kernarg_segment_ptr": kernarg_base, "dispatch_ptr": packet_base,
                  "queue_ptr": queue_base, "dispatch_id": 0, "private_segment_buffer": 0,
                  "flat_scratch_init": 0, "private_segment_size": 0}
        i = 0
        while i < len(user):
            name = user[i]
            width = user.count(name) if name != "private_segment_buffer" else 4
            w.write_s(i, width, values[name])
            i += width
        n = len(user)
        pre = desc.kernarg_preload_dwords
        off = desc.kernarg_preload_offset_dwords
        for k in range(pre):
            w.s[n + k] = int(kernarg_words[off + k])
        n = desc.user_sgpr_count
        for axis, enabled in enumerate(desc.workgroup_id_enabled):
            if enabled:
                w.s[n] = ids[axis]
                n += 1
        rsrc2 = desc.compute_pgm_rsrc2
        if rsrc2 >> 10 & 1:  # workgroup info
            w.s[n] = 0
            n += 1
        if rsrc2 & 1:  # private segment wave byte offset
            w.s[n] = 0
            n += 1
        flat = wi * LANES + LANE_IDS.astype(np.int64)
        valid = flat < threads
        x = flat % block[0]
        y = (flat // block[0]) % block[1]
        z = flat // (block[0] * block[1])
        comps = desc.workitem_id_components
        # gfx90a+ pack the work-item ids in v0: x bits 0-9, y 10-19, z 20-29 (AMDGPUUsage,
        # "Initial Kernel Execution State"; LLVM reads y as v_bfe_u32 v, v0, 10, 10).
        v0 = x | ((y << 10) if comps > 1 else 0) | ((z << 20) if comps > 2 else 0)
        w.write_s(EXEC_LO, 2, int(sum(1 << int(l) for l in np.nonzero(valid)[0])))
        w.write_v(0, v0.astype(np.uint32))
        wg.waves.append(w)
    return wg


def run_wave(w: Wave, prog: "Program", step_limit: int, handlers=None) -> None:
    """Run w until s_barrier, s_endpgm or (with the lockstep table as handlers) a pause."""
    if handlers is None:
        handlers = prog.decoded.fused  # a fused window counts its instructions in w.fused_steps
    insts = prog.decoded.instructions
    pc = w.pc
    stats = w.stats
    steps = stats.instructions
    try:
        while True:
            nxt = handlers[pc](w)
            steps += 1
            if nxt is None:
                pc += 1
            elif nxt >= 0:  # a taken branch: the only way to run forever
                if steps > step_limit:
                    raise EmulationError(f"step limit of {step_limit} instructions reached "
                                         f"(runaway loop?)")
                pc = nxt
            elif nxt == BARRIER:
                pc += 1
                w.at_barrier = True
                stats.barriers += 1
                break
            elif nxt == PAUSE:  # stopped before the instruction at pc, which has not run
                steps -= 1
                w.paused = True
                break
            else:
                w.done = True
                break
    except EmulationError as exc:
        w.pc = pc
        stats.instructions = steps + w.fused_steps
        w.fused_steps = 0
        inst = insts[pc]
        raise exc.at(inst, w)
    except IndexError:
        if pc >= len(insts):
            last = insts[-1]
            raise EmulationError("execution ran past the last instruction").locate(
                last.text, last.address, w.name) from None
        raise
    w.pc = pc
    stats.instructions = steps + w.fused_steps
    w.fused_steps = 0


# run the waves of a workgroup in lockstep where they can (run_lockstep); off only to compare
LOCKSTEP = True


def _step_alone(w: Wave, prog: "Program", pc: int) -> None:
    """Run the (fused) instruction at pc in w by itself, as run_wave would."""
    try:
        nxt = prog.decoded.fused[pc](w)
    except EmulationError as exc:
        w.stats.instructions += w.fused_steps
        w.fused_steps = 0
        raise exc.at(prog.decoded.instructions[pc], w)
    if nxt is not None and nxt < 0:  # batchable ones are VALU windows and LDS read runs
        raise AssertionError(f"a batchable instruction returned {nxt}")
    w.pc = pc + 1 if nxt is None else nxt
    w.stats.instructions += 1


def run_lockstep(prog: "Program", waves: list[Wave], step_limit: int) -> None:
    """Run waves until each is at s_barrier or done, as run_wave would, but running the
    instructions that have a batch handler (DecodedProgram.batched) for all the waves at once
    when consecutive waves have stopped before the same one: a workgroup's waves run the same code on
    different rows, and one numpy call on (waves, rows, 64) costs little more than one on
    (rows, 64). The batch handler gives bitwise the registers the waves would compute alone,
    or None, and then each wave runs the instruction alone. Waves interleave at these points
    instead of running to the barrier one by one: the same results for every program whose
    waves do not race on memory between barriers (tests/emulator/test_emulator_lockstep.py)."""
    table, batched = prog.decoded.paused, prog.decoded.batched
    while True:
        for w in waves:
            if not (w.done or w.at_barrier or w.paused):
                run_wave(w, prog, step_limit, table)
        paused = [w for w in waves if w.paused]
        if not paused:
            return
        pc = min(w.pc for w in paused)  # the wave furthest behind first (loops re-converge)
        group = [w for w in paused if w.pc == pc]
        first, last = group[0].index, group[-1].index
        # consecutive waves: their registers are one view of the workgroup's stack
        nxt = batched[pc](group, slice(first, last + 1)) \
            if len(group) > 1 and last - first + 1 == len(group) else None
        if nxt is None:
            for w in group:
                _step_alone(w, prog, pc)
        else:
            for w in group:
                w.pc = nxt
                w.stats.instructions += 1
        for w in group:
            w.paused = False


def _lockstep_applies(waves: list[Wave]) -> bool:
    return LOCKSTEP and len(waves) > 1 and all(
        w.trace is None and w.counters is None and w.load_hook is None for w in waves)


def run_interleaved(prog: "Program", waves: list[Wave], step_limit: int) -> None:
    """Run waves until each is at s_barrier or done, one (fused) instruction at a time, always
    the wave that has executed the fewest instructions since this phase began (the barrier
    release that started it, or the launch; the lowest index on a tie): the 'interleaved'
    schedule (see run_workgroup). Counting from the phase start, not the launch, lets waves
    that took different paths before resume together, as they do when a barrier releases."""
    handlers = prog.decoded.fused  # a fused window counts its instructions in w.fused_steps
    insts = prog.decoded.instructions
    live = [w for w in waves if not (w.done or w.at_barrier)]
    start = {w.index: w.stats.instructions for w in live}
    while live:
        w = live[0]
        for other in live[1:]:
            if other.stats.instructions - start[other.index] < w.stats.instructions - start[w.index]:
                w = other
        pc = w.pc
        stats = w.stats
        try:
            nxt = handlers[pc](w)
        except EmulationError as exc:
            stats.instructions += w.fused_steps
            w.fused_steps = 0
            raise exc.at(insts[pc], w)
        except IndexError:
            if pc >= len(insts):
                raise EmulationError("execution ran past the last instruction").locate(
                    insts[-1].text, insts[-1].address, w.name) from None
            raise
        stats.instructions += 1 + w.fused_steps
        w.fused_steps = 0
        if nxt is None:
            w.pc = pc + 1
        elif nxt >= 0:  # a taken branch: the only way to run forever
            if stats.instructions > step_limit:
                raise EmulationError(f"step limit of {step_limit} instructions reached "
                                     f"(runaway loop?)").at(insts[pc], w)
            w.pc = nxt
        elif nxt == BARRIER:
            w.pc = pc + 1
            w.at_barrier = True
            stats.barriers += 1
            live.remove(w)
        else:
            w.done = True
            live.remove(w)


SCHEDULES = ("barrier", "interleaved")


def run_workgroup(prog: "Program", wg: Workgroup, step_limit: int, barrier_mode: str,
                  schedule: str = "barrier") -> None:
    """Run a workgroup's waves to the end, releasing each s_barrier when every live wave waits
    at it. schedule 'barrier' runs each wave by itself up to its next s_barrier (the waves'
    order between barriers is immaterial to a program whose waves do not race on LDS);
    'interleaved' advances them one instruction at a time, the wave furthest behind first
    (run_interleaved), as the CU's SIMDs issue a workgroup's waves side by side: for kernels
    that rely on how far apart the waves run, e.g. a read right after a barrier of bytes that
    another wave overwrites dozens of instructions later without a barrier between."""
    from .counters import run_wave_poison

    waves = wg.waves
    lockstep = wg.v is not None and _lockstep_applies(waves)
    interleave = schedule == "interleaved"
    while True:
        if interleave:
            run_interleaved(prog, waves, step_limit)
        elif lockstep:
            run_lockstep(prog, waves, step_limit)
        for w in waves:
            if not w.done and not w.at_barrier:
                if w.trace is not None:
                    from .tracing import run_wave_traced
                    run_wave_traced(w, prog, step_limit)
                elif w.counters is not None:
                    run_wave_poison(w, prog, step_limit)
                else:
                    run_wave(w, prog, step_limit)
        alive = [w for w in waves if not w.done]
        if not alive:
            return
        ended = [w for w in waves if w.done]
        if ended and barrier_mode == "strict":
            inst = prog.decoded.instructions[alive[0].pc - 1]
            raise EmulationError(
                f"barrier deadlock: {len(alive)} wave(s) wait at s_barrier but "
                f"{', '.join(x.name for x in ended)} ended without reaching it").locate(
                inst.text, inst.address, alive[0].name)
        for w in alive:
            w.at_barrier = False
        wg.lds.epoch += 1  # barrier release: state.Lds.missing_write_check's ordering
        if getattr(wg.lds, "drained", None):  # timed memory models (timed.py)
            wg.lds.barrier_hook(wg.lds)
