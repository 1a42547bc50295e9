"""Running a kernel: the kernarg segment, the dispatch packet, every workgroup in turn."""
from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import UserError
from .binding import bind_args, hidden_value, pack_value, triple
from .loading import Program
from .scheduler import SCHEDULES, make_workgroup, run_workgroup
from .state import GlobalMemory, WaveStats

DEFAULT_STEP_LIMIT = 5_000_000  # instructions per wave


@dataclass(frozen=True)
class LaunchResult:
    buffers: dict[str, np.ndarray]
    wave_instructions: int
    waves: int
    waitcnt: int
    nop: int
    setprio: int
    barriers: int
    # memory_model 'late' / 'early' (timed.py): LDS races naming both instructions, and uses
    # of a register before the s_waitcnt that drains its load
    races: tuple[str, ...] = ()
    timing_notes: tuple[str, ...] = ()


# launch's memory_model values (described in its docstring); `zyfagen emulate --memory-model`
# offers these
MEMORY_MODELS = ("immediate", "poison", "late", "early", "late_lds")


def launch(prog: Program, args, grid, block=None, *, dynamic_lds: int = 0,
           step_limit: int = DEFAULT_STEP_LIMIT, barrier_mode: str = "strict",
           preload_entry: bool = False, load_hook=None,
           memory_model: str = "immediate", trace=None, unaligned_loads: bool = False,
           stale_lds: int | None = None, schedule: str = "barrier") -> LaunchResult:
    """Run the kernel over a grid of workgroups; return the buffers after the run.

    unaligned_loads: global and buffer loads (and loads into LDS) at addresses not a multiple
    of their alignment read the bytes from that address, as ROCm runs kernels (LLVM's amdhsa
    targets have unaligned-access-mode: SH_MEM_CONFIG's alignment mode is 'unaligned'); by
    default such a load is an EmulationError, as a kernel bug is the likelier cause. AITER's
    MXFP4 attention reads its K block scales at odd byte offsets on purpose.

    stale_lds: a byte value (0-255) every LDS byte of every workgroup starts with, counted as
    written: the hardware does not clear LDS between workgroups, and some kernels compute on LDS
    they never fill and discard the result (AITER's MLA_A16W16_1TG_4W_32mx1: waves 2-3 read Q
    rows 32-63 of a 32-row tile and store nothing). A caller shows the output does not depend on
    such bytes by running under two fills (e.g. 0x00 and 0xFF, bf16/fp32 NaN) and comparing.
    None (default): a read of bytes no store wrote is an error (more often a missing write or
    barrier).

    dynamic_lds: bytes of LDS allocated beyond the kernel's fixed group segment (Triton's
    kernels declare none and get theirs this way; its compiled kernel's `metadata.shared`).

    barrier_mode 'strict' reports a wave that ends while others wait at s_barrier as a deadlock
    (a mismatched barrier is a kernel bug); 'hardware' lets ended waves drop out of the count.

    Kernarg preloading (AMDGPUUsage, "Preloaded Kernel Arguments"): the preloaded dwords are
    always placed in the SGPRs after the user SGPRs. Firmware without preload support runs the
    kernel from its entry, where the compiler puts a 256-byte prologue that loads the same
    values and branches on; firmware with support starts 256 bytes in. preload_entry=True
    starts there (both must give the same result).

    load_hook(wave, first_register, words, lane_mask, counter), if given, receives every vector
    memory and LDS load result instead of the registers (see memory.deliver): a waitcnt model
    can hold results back and write them when their counter drains.

    memory_model 'immediate' (default) delivers every load result at issue. 'poison' checks the
    kernel's s_waitcnt instructions: a load's destination holds a poison pattern until
    s_waitcnt drains its counter (vmcnt in order; lgkmcnt in order for LDS, only at 0 for
    scalar loads), and an instruction that reads or overwrites a register (or LDS bytes) still
    in flight is an EmulationError naming it, the load, the wave and the lanes (counters.py).
    A kernel that passes gives the same results in both models.

    memory_model 'late' and 'early' let memory land over time (timed.py): 'late' delivers
    register loads at the s_waitcnt that drains them and makes writes to LDS visible at the
    barrier after that drain; 'early' delivers everything at issue. Both report LDS races
    (a wave touching bytes another wave's write to LDS has in flight) in `races`, naming both
    instructions, and register uses before their draining wait in `timing_notes`.
    'late_lds' is 'late' with the LDS read latency: a register an LDS read is loading keeps
    its old value for uses that issue less than timed.lds_hold() (64) cycles after the read,
    on the wave's own clock without stalls (timed.py).

    schedule 'barrier' (default) runs each wave of a workgroup by itself up to its next
    s_barrier; 'interleaved' (memory_model 'immediate' only) advances the waves one instruction
    at a time, the one that has executed the fewest first, as the CU's SIMDs issue them side by
    side (scheduler.run_workgroup). The two agree on every program whose waves order all
    their shared LDS accesses by barriers; a kernel that relies on how far apart its waves run
    (a read after a barrier of bytes another wave overwrites later in the same phase) gets the
    hardware's answer only from the second.

    trace(step), if given, receives a tracing.TraceStep (workgroup, wave index, address, text,
    EXEC) before every instruction each wave executes (immediate memory model only); off by
    default, at no cost.
    """
    if stale_lds is not None and not 0 <= stale_lds <= 255:
        raise UserError(f"stale_lds {stale_lds!r}: expected a byte value 0-255 or None")
    if memory_model not in MEMORY_MODELS:
        raise UserError(f"memory_model {memory_model!r}: expected one of {', '.join(MEMORY_MODELS)}")
    if memory_model != "immediate" and load_hook is not None:
        raise UserError(f"memory_model {memory_model!r} and a load_hook cannot be combined")
    if memory_model != "immediate":
        from .counters import CounterModel
        from .timed import TimedModel, lds_hold
        hold = lds_hold() if memory_model == "late_lds" else 0
        prog.decoded.access  # decode the register sets once, before any wave runs
    if trace is not None and memory_model != "immediate":
        raise UserError("a trace callback needs memory_model 'immediate'")
    if schedule not in SCHEDULES:
        raise UserError(f"schedule {schedule!r}: expected one of {', '.join(SCHEDULES)}")
    if schedule == "interleaved" and (memory_model != "immediate" or trace is not None):
        raise UserError("schedule 'interleaved' needs memory_model 'immediate' and no trace")
    races: list[str] = []
    notes: list[str] = []
    grid = triple(grid, "grid")
    meta = prog.kernel.metadata
    if block is None:
        req = meta.get(".reqd_workgroup_size")
        block = tuple(req) if req else (int(meta.get(".max_flat_workgroup_size", 64)), 1, 1)
    block = triple(block, "block")
    threads = block[0] * block[1] * block[2]
    if threads > int(meta.get(".max_flat_workgroup_size", threads)):
        raise UserError(f"block {block} has {threads} work-items; kernel {prog.name} allows "
                        f"{meta.get('.max_flat_workgroup_size')}")
    bound = bind_args(prog, args)
    desc = prog.kernel.descriptor
    # COMPUTE_PGM_RSRC1's float modes (round and denorm, FP32 and FP16/64) are every wave's
    # starting MODE and are applied by the float operations (fpmode.py)
    start = 0
    if preload_entry and desc.kernarg_preload_dwords:
        index_of = {inst.address: i for i, inst in enumerate(prog.kernel.instructions)}
        if 256 not in index_of:
            raise UserError(f"kernel {prog.name} preloads kernel arguments but has no "
                            f"instruction 256 bytes after its entry")
        start = index_of[256]
    memory = GlobalMemory()
    memory.unaligned_loads = unaligned_loads
    kernarg = bytearray(max(prog.kernarg_size, 16))
    buffers: dict[str, Any] = {}
    for slot in prog.args:
        value = bound[slot.name]
        if slot.kind == "global_buffer":
            if value is None:  # a null pointer (e.g. Triton's unused scratch pointers)
                continue
            if not isinstance(value, np.ndarray):
                raise UserError(f"argument {slot.name!r} is a global buffer; pass a numpy array, "
                                f"not {type(value).__name__}")
            buf = memory.bind(slot.name, value)
            buffers[slot.name] = buf
            kernarg[slot.offset:slot.offset + 8] = buf.base.to_bytes(8, "little")
        elif slot.kind == "by_value":
            kernarg[slot.offset:slot.offset + slot.size] = pack_value(slot, value)
        else:
            raise UserError(f"argument {slot.name!r} has value kind {slot.kind!r}, which the "
                            f"emulator cannot bind")
    for slot in prog.hidden:
        v = dynamic_lds if slot.kind == "hidden_dynamic_lds_size" else hidden_value(slot, grid, block)
        kernarg[slot.offset:slot.offset + slot.size] = v.to_bytes(slot.size, "little")
    kernarg_buf = memory.bind("<kernarg segment>", bytes(kernarg))
    # An AQL dispatch packet (hsa_kernel_dispatch_packet_t) for kernels that read it.
    packet = bytearray(64)
    struct.pack_into("<HHHH", packet, 4, block[0], block[1], block[2], 0)
    struct.pack_into("<III", packet, 12, grid[0] * block[0], grid[1] * block[1], grid[2] * block[2])
    struct.pack_into("<II", packet, 24, 0, desc.group_segment_fixed_size + dynamic_lds)
    struct.pack_into("<Q", packet, 40, kernarg_buf.base)
    packet_buf = memory.bind("<dispatch packet>", bytes(packet))
    queue_buf = memory.bind("<queue>", bytes(256))

    totals = WaveStats()
    nwaves = 0
    with np.errstate(all="ignore"):
        for gz in range(grid[2]):
            for gy in range(grid[1]):
                for gx in range(grid[0]):
                    wg = make_workgroup(prog, (gx, gy, gz), block, memory, kernarg_buf.base,
                                        packet_buf.base, queue_buf.base, dynamic_lds,
                                        stale_lds)
                    for w in wg.waves:
                        w.pc = start
                        w.load_hook = load_hook
                        w.trace = trace
                        if memory_model == "poison":
                            w.counters = CounterModel(w)
                        elif memory_model in ("late", "early"):
                            w.counters = TimedModel(w, memory_model, notes)
                        elif memory_model == "late_lds":
                            w.counters = TimedModel(w, "late", notes, hold)
                    run_workgroup(prog, wg, step_limit, barrier_mode, schedule)
                    races.extend(getattr(wg.lds, "races", ()))
                    for w in wg.waves:
                        for f in ("instructions", "waitcnt", "nop", "setprio", "barriers"):
                            setattr(totals, f, getattr(totals, f) + getattr(w.stats, f))
                    nwaves += len(wg.waves)
    out = {name: memory.result(buf) for name, buf in buffers.items()}
    return LaunchResult(out, totals.instructions, nwaves, totals.waitcnt, totals.nop,
                        totals.setprio, totals.barriers, tuple(races), tuple(notes))


def run_kernel(prog: Program, args, grid, block=None, **kw) -> dict[str, np.ndarray]:
    """launch() returning only the buffers."""
    return launch(prog, args, grid, block, **kw).buffers
