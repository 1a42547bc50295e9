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
scheduler (kernel entry state, running waves, s_barrier), loading (decoding and the
kernel-argument description, metadata or a layout sidecar), binding (arguments to kernarg
bytes), running (launch), cli (`zyfagen emulate`).
"""
from __future__ import annotations

from .errors import EmulationError
from .loading import ArgSlot, Program, load
from .running import DEFAULT_STEP_LIMIT, MEMORY_MODELS, LaunchResult, launch, run_kernel
from .scheduler import SCHEDULES


def emulate_cli(args):  # imported lazily so `import zyfagen.emulator` stays light
    from .cli import emulate_cli as run
    return run(args)


__all__ = ["EmulationError", "ArgSlot", "Program", "LaunchResult", "DEFAULT_STEP_LIMIT", "MEMORY_MODELS",
           "SCHEDULES", "load", "launch", "run_kernel", "emulate_cli"]
