"""`zyfagen emulate`: the command line of the emulator."""
from __future__ import annotations

import argparse

import numpy as np

from ..errors import UserError
from .binding import triple
from .errors import EmulationError
from .loading import load
from .running import DEFAULT_STEP_LIMIT, launch


def _parse_triple(text: str | None, what: str):
    if text is None:
        return None
    try:
        vals = [int(x) for x in text.split(",")]
    except ValueError:
        raise UserError(f"--{what} {text!r}: expected up to three integers like 4,2,1") from None
    return triple(vals, f"--{what}")


def emulate_cli(args: argparse.Namespace) -> int:
    """`zyfagen emulate CODE_OBJECT --args FILE.npz --grid X,Y,Z [--kernarg-layout FILE.yaml] [-o OUT.npz]`.

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
    prog = load(args.code_object, getattr(args, "kernel", None),
                kernarg_layout=getattr(args, "kernarg_layout", None))
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
    for race in result.races:
        print(f"race: {race}")
    if args.output:
        np.savez(args.output, **result.buffers)
    print(f"{prog.name}: {result.waves} waves, {result.wave_instructions} wave-instructions"
          + (f"; buffers written to {args.output}" if args.output else ""))
    return 0
