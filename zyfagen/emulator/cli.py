"""`zyfagen emulate`: the command line of the emulator."""
from __future__ import annotations

import argparse
import io

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


# An upper bound on one emulated dispatch, so a mistyped grid is an error, not a run with no end.
MAX_WORKGROUPS = 65536
# gfx950's LDS per CU (isa/gfx950.isa fact lds_bytes_per_cu): no dispatch can have more
MAX_LDS_BYTES = 163840


def _read_args_file(path: str) -> dict[str, np.ndarray]:
    """The --args .npz archive as arrays by name; anything else is one UserError line."""
    import zipfile
    import zlib

    expected = "expected a .npz archive of arrays and numbers named after the kernel's arguments"
    try:
        loaded = np.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise UserError(f"{path}: cannot read kernel arguments: no such file") from None
    except (OSError, ValueError, EOFError, zipfile.BadZipFile, zlib.error) as exc:
        # np.load reports a non-numpy file as "pickled data"; say what we expected instead
        why = "not a .npz archive" if "pickle" in str(exc) else str(exc)[:100]
        raise UserError(f"{path}: cannot read kernel arguments: {why}; {expected}") from None
    if not isinstance(loaded, np.lib.npyio.NpzFile):
        raise UserError(f"{path}: cannot read kernel arguments: a single .npy array, not a .npz "
                        f"archive; {expected}")
    values = {}
    with loaded as npz:
        for key in npz.files:
            try:
                value = npz[key]
            except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile, zlib.error) as exc:
                raise UserError(f"{path}: {key}: cannot read kernel argument: {str(exc)[:100]}") from None
            if not isinstance(value, np.ndarray) or value.dtype.hasobject:
                raise UserError(f"{path}: {key}: not a numpy array; {expected}")
            values[key] = value
    return values


def read_launch_values(prog, path: str) -> dict:
    """The --args archive bound to `prog`'s arguments: arrays for buffers (a scalar 0 is a
    null pointer), scalars for by-value arguments (also used by `simulate --record-args`)."""
    values = _read_args_file(path)
    buffers = {s.name for s in prog.args if s.kind == "global_buffer"}
    buffers |= {f"arg{i}" for i, s in enumerate(prog.args) if s.kind == "global_buffer"}
    bound = {}
    for key, v in values.items():
        if v.ndim == 0 and key in buffers and v == 0:
            bound[key] = None  # a scalar 0 for a pointer argument: a null pointer
        else:
            bound[key] = v if v.ndim else v[()]
    return bound


def emulate_cli(args: argparse.Namespace) -> int:
    """`zyfagen emulate CODE_OBJECT --args FILE.npz --grid X,Y,Z [--kernarg-layout FILE.yaml] [-o OUT.npz]`.

    The npz holds one entry per kernel argument, by name (or arg0, arg1, ... for code objects
    without names): arrays for global buffers (a scalar 0 is a null pointer), scalars for
    by-value arguments. -o writes every bound buffer after the run.
    """
    from ..outputs import check_output_file, write_outputs

    grid = _parse_triple(args.grid, "grid")
    block = _parse_triple(getattr(args, "block", None), "block")
    if grid[0] * grid[1] * grid[2] > MAX_WORKGROUPS:
        raise UserError(f"--grid {args.grid}: {grid[0] * grid[1] * grid[2]} workgroups; allowed: at most "
                        f"{MAX_WORKGROUPS} (the emulator runs one workgroup after another)")
    if block is not None and block[0] * block[1] * block[2] > 1024:
        raise UserError(f"--block {args.block}: {block[0] * block[1] * block[2]} work-items; allowed: "
                        "at most 1024 per workgroup")
    if args.output:
        check_output_file(args.output, "--output")  # before the run, not after it
    prog = load(args.code_object, getattr(args, "kernel", None),
                kernarg_layout=getattr(args, "kernarg_layout", None))
    bound = read_launch_values(prog, args.args)
    dynamic_lds = getattr(args, "dynamic_lds", 0) or 0
    step_limit = getattr(args, "step_limit", None) or DEFAULT_STEP_LIMIT
    if not 0 <= dynamic_lds <= MAX_LDS_BYTES:
        raise UserError(f"--dynamic-lds {dynamic_lds}: allowed: 0 to {MAX_LDS_BYTES} bytes (a CU's LDS)")
    if step_limit < 1:
        raise UserError(f"--step-limit {step_limit}: allowed: 1 or more")
    try:
        result = launch(prog, bound, grid, block, dynamic_lds=dynamic_lds, step_limit=step_limit,
                        memory_model=getattr(args, "memory_model", None) or "immediate")
    except EmulationError as exc:
        raise UserError(f"{args.code_object}: emulation of {prog.name} failed: {exc}") from None
    for race in result.races:
        print(f"race: {race}")
    if args.output:
        npz = io.BytesIO()
        np.savez(npz, **result.buffers)
        write_outputs({args.output: npz.getvalue()})  # exactly the path given (no added .npz)
    print(f"{prog.name}: {result.waves} waves, {result.wave_instructions} wave-instructions"
          + (f"; buffers written to {args.output}" if args.output else ""))
    return 0
