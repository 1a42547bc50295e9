"""Functional emulator: runs gfx950 code objects on the CPU, wave64 vectorised with numpy.

It executes the *assembled code object* (decoded through zyfagen.codeobj, the one parser from
disassembly to records), never zyfagen's IR, so it checks what the assembler really produced.

    prog = load("kernel.hsaco")                       # or bytes; kernel=NAME if several
    out = run_kernel(prog, {"a": A, "b": B, "c": C, "m": 64, "n": 64, "k": 128}, grid=(2, 2, 1))
    out["c"]                                          # the buffer after the run

Arguments bind by name from the metadata's `.args` (zyfagen's kernels name them); code objects
without names (Triton's) bind by position, as a sequence or as names `arg0`, `arg1`, ...
Global buffers are numpy arrays (copied in; results come back with the same dtype and shape)
or None for a null pointer that must not be dereferenced, by-value arguments are numbers. `launch()` also returns per-wave statistics.

Module map: state (registers, LDS, memory), operands (decode-time operand closures), program
(decoding via the isa/ table), salu, valu, convert, fp8, fpmath, mfma, memory (semantics),
scheduler (kernel entry state, running waves, s_barrier), and this file (argument binding,
launch, the command line).
"""
from __future__ import annotations

import argparse
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..codeobj import CodeObject, KernelCode, read_code_object
from ..errors import UserError
from .errors import EmulationError
from .program import DecodedProgram, decode_kernel
from .scheduler import make_workgroup, run_workgroup
from .state import GlobalMemory, WaveStats

__all__ = ["EmulationError", "Program", "LaunchResult", "load", "launch", "run_kernel",
           "emulate_cli"]

DEFAULT_STEP_LIMIT = 5_000_000  # instructions per wave


@dataclass(frozen=True)
class ArgSlot:
    name: str
    offset: int
    size: int
    kind: str  # 'global_buffer', 'by_value', or a hidden_* value kind


@dataclass(frozen=True)
class Program:
    """A decoded kernel ready to launch."""

    kernel: KernelCode
    decoded: DecodedProgram
    args: tuple[ArgSlot, ...]  # explicit (non-hidden) arguments in order
    hidden: tuple[ArgSlot, ...]
    kernarg_size: int

    @property
    def name(self) -> str:
        return self.kernel.name


@dataclass(frozen=True)
class LaunchResult:
    buffers: dict[str, np.ndarray]
    wave_instructions: int
    waves: int
    waitcnt: int
    nop: int
    setprio: int
    barriers: int


def load(code_object: str | Path | bytes | CodeObject, kernel: str | None = None) -> Program:
    """Read and decode one kernel of a code object."""
    co = code_object if isinstance(code_object, CodeObject) else read_code_object(code_object)
    code = co.kernel(kernel)
    args, hidden = [], []
    for i, entry in enumerate(code.metadata.get(".args", [])):
        kind = entry.get(".value_kind", "")
        slot = ArgSlot(entry.get(".name", f"arg{len(args)}"), int(entry[".offset"]),
                       int(entry[".size"]), kind)
        (hidden if kind.startswith("hidden_") else args).append(slot)
    kernarg_size = int(code.metadata.get(".kernarg_segment_size", code.descriptor.kernarg_size))
    return Program(code, decode_kernel(code), tuple(args), tuple(hidden), kernarg_size)


def _triple(value, what: str) -> tuple[int, int, int]:
    vals = tuple(int(v) for v in (value if isinstance(value, (tuple, list)) else (value,)))
    if not 1 <= len(vals) <= 3 or any(v < 1 for v in vals):
        raise UserError(f"{what} must be 1 to 3 positive integers, got {value!r}")
    return vals + (1,) * (3 - len(vals))


def _pack_value(slot: ArgSlot, value) -> bytes:
    if isinstance(value, np.ndarray) and value.ndim > 0:
        raise UserError(f"argument {slot.name!r} is passed by value; got an array")
    if isinstance(value, np.generic) and value.dtype.itemsize == slot.size:
        return value.tobytes()
    if isinstance(value, (float, np.floating)):
        fmt = {4: "<f", 8: "<d"}.get(slot.size)
        if fmt is None:
            raise UserError(f"argument {slot.name!r} is {slot.size} bytes; cannot hold a float")
        return struct.pack(fmt, float(value))
    if isinstance(value, (int, np.integer, bool)):
        v = int(value)
        if not -(1 << (8 * slot.size - 1)) <= v < (1 << (8 * slot.size)):
            raise UserError(f"argument {slot.name!r} ({slot.size} bytes) cannot hold {v}")
        return (v & ((1 << (8 * slot.size)) - 1)).to_bytes(slot.size, "little")
    raise UserError(f"argument {slot.name!r} is passed by value; got {type(value).__name__}")


def _bind_args(prog: Program, args) -> dict[str, Any]:
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
                            f"{', '.join(names)}")
    elif isinstance(args, Sequence):
        if len(args) != len(names):
            raise UserError(f"kernel {prog.name} takes {len(names)} arguments, got {len(args)}")
        bound = dict(zip(names, args))
    else:
        raise UserError("kernel arguments must be a mapping or a sequence")
    missing = [n for n in names if n not in bound]
    if missing:
        raise UserError(f"kernel {prog.name}: missing argument {missing[0]!r}")
    return bound


def _hidden_value(slot: ArgSlot, grid, block) -> int:
    k = slot.kind
    for axis, c in enumerate("xyz"):
        if k == f"hidden_block_count_{c}":
            return grid[axis]
        if k == f"hidden_group_size_{c}":
            return block[axis]
    if k == "hidden_grid_dims":
        return 3 if grid[2] > 1 or block[2] > 1 else 2 if grid[1] > 1 or block[1] > 1 else 1
    return 0  # offsets, remainders, and pointers to runtime objects the emulator lacks


def launch(prog: Program, args, grid, block=None, *, dynamic_lds: int = 0,
           step_limit: int = DEFAULT_STEP_LIMIT, barrier_mode: str = "strict",
           preload_entry: bool = False, load_hook=None,
           memory_model: str = "immediate") -> LaunchResult:
    """Run the kernel over a grid of workgroups; return the buffers after the run.

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
    """
    if memory_model not in ("immediate", "poison"):
        raise UserError(f"memory_model {memory_model!r}: expected 'immediate' or 'poison'")
    if memory_model == "poison" and load_hook is not None:
        raise UserError("memory_model 'poison' and a load_hook cannot be combined")
    if memory_model == "poison":
        from .counters import CounterModel
        prog.decoded.access  # decode the register sets once, before any wave runs
    grid = _triple(grid, "grid")
    meta = prog.kernel.metadata
    if block is None:
        req = meta.get(".reqd_workgroup_size")
        block = tuple(req) if req else (int(meta.get(".max_flat_workgroup_size", 64)), 1, 1)
    block = _triple(block, "block")
    threads = block[0] * block[1] * block[2]
    if threads > int(meta.get(".max_flat_workgroup_size", threads)):
        raise UserError(f"block {block} has {threads} work-items; kernel {prog.name} allows "
                        f"{meta.get('.max_flat_workgroup_size')}")
    bound = _bind_args(prog, args)
    desc = prog.kernel.descriptor
    rsrc1 = desc.compute_pgm_rsrc1
    if (rsrc1 >> 12) & 3 != 0 or (rsrc1 >> 16) & 3 != 3:
        raise EmulationError(f"kernel {prog.name}: FP32 float mode (round {(rsrc1 >> 12) & 3}, "
                             f"denorm {(rsrc1 >> 16) & 3}) is not modelled; only round-to-nearest "
                             f"with FP32 denormals enabled (float_denorm_mode_32 3)")
    start = 0
    if preload_entry and desc.kernarg_preload_dwords:
        index_of = {inst.address: i for i, inst in enumerate(prog.kernel.instructions)}
        if 256 not in index_of:
            raise UserError(f"kernel {prog.name} preloads kernel arguments but has no "
                            f"instruction 256 bytes after its entry")
        start = index_of[256]
    memory = GlobalMemory()
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
            kernarg[slot.offset:slot.offset + slot.size] = _pack_value(slot, value)
        else:
            raise UserError(f"argument {slot.name!r} has value kind {slot.kind!r}, which the "
                            f"emulator cannot bind")
    for slot in prog.hidden:
        v = dynamic_lds if slot.kind == "hidden_dynamic_lds_size" else _hidden_value(slot, grid, block)
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
                                        packet_buf.base, queue_buf.base, dynamic_lds)
                    for w in wg.waves:
                        w.pc = start
                        w.load_hook = load_hook
                        if memory_model == "poison":
                            w.counters = CounterModel(w)
                    run_workgroup(prog, wg, step_limit, barrier_mode)
                    for w in wg.waves:
                        for f in ("instructions", "waitcnt", "nop", "setprio", "barriers"):
                            setattr(totals, f, getattr(totals, f) + getattr(w.stats, f))
                    nwaves += len(wg.waves)
    out = {name: memory.result(buf) for name, buf in buffers.items()}
    return LaunchResult(out, totals.instructions, nwaves, totals.waitcnt, totals.nop,
                        totals.setprio, totals.barriers)


def run_kernel(prog: Program, args, grid, block=None, **kw) -> dict[str, np.ndarray]:
    """launch() returning only the buffers."""
    return launch(prog, args, grid, block, **kw).buffers


# ---- command line ---------------------------------------------------------------------------

def _parse_triple(text: str | None, what: str):
    if text is None:
        return None
    try:
        vals = [int(x) for x in text.split(",")]
    except ValueError:
        raise UserError(f"--{what} {text!r}: expected up to three integers like 4,2,1") from None
    return _triple(vals, f"--{what}")


def emulate_cli(args: argparse.Namespace) -> int:
    """`zyfagen emulate CODE_OBJECT --args FILE.npz --grid X,Y,Z [-o OUT.npz]`.

    The npz holds one entry per kernel argument, by name (or arg0, arg1, ... for code objects
    without names): arrays for global buffers (a scalar 0 is a null pointer), scalars for
    by-value arguments. -o writes every bound buffer after the run.
    """
    grid = _parse_triple(args.grid, "grid")
    block = _parse_triple(getattr(args, "block", None), "block")
    try:
        with np.load(args.args, allow_pickle=False) as npz:
            if not hasattr(npz, "files"):
                raise ValueError("a single .npy array, not a .npz archive")
            values = {k: npz[k] for k in npz.files}
    except FileNotFoundError:
        raise UserError(f"{args.args}: cannot read kernel arguments: no such file") from None
    except (OSError, ValueError) as exc:
        # np.load reports a non-numpy file as "pickled data"; say what we expected instead
        why = "not a .npz archive" if "pickle" in str(exc) else str(exc)
        raise UserError(f"{args.args}: cannot read kernel arguments: {why}; "
                        "expected a .npz archive of arrays and numbers named after the kernel's arguments") from None
    prog = load(args.code_object, getattr(args, "kernel", None))
    buffers = {s.name for s in prog.args if s.kind == "global_buffer"}
    buffers |= {f"arg{i}" for i, s in enumerate(prog.args) if s.kind == "global_buffer"}
    bound = {}
    for key, v in values.items():
        if v.ndim == 0 and key in buffers and v == 0:
            bound[key] = None  # a scalar 0 for a pointer argument: a null pointer
        else:
            bound[key] = v if v.ndim else v[()]
    dynamic_lds = getattr(args, "dynamic_lds", 0) or 0
    step_limit = getattr(args, "step_limit", None) or DEFAULT_STEP_LIMIT
    if dynamic_lds < 0 or step_limit < 1:
        raise UserError("--dynamic-lds must be >= 0 and --step-limit >= 1")
    try:
        result = launch(prog, bound, grid, block, dynamic_lds=dynamic_lds, step_limit=step_limit,
                        memory_model=getattr(args, "memory_model", None) or "immediate")
    except EmulationError as exc:
        raise UserError(f"{args.code_object}: emulation of {prog.name} failed: {exc}") from None
    if args.output:
        np.savez(args.output, **result.buffers)
    print(f"{prog.name}: {result.waves} waves, {result.wave_instructions} wave-instructions"
          + (f"; buffers written to {args.output}" if args.output else ""))
    return 0
