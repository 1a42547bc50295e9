"""`zyfagen emulate`: the command line of the emulator."""
from __future__ import annotations

import argparse
import io

import numpy as np

from ..errors import UserError
from .binding import triple
from .errors import EmulationError
from .loading import load
from .running import DEFAULT_STEP_LIMIT, MEMORY_MODELS, launch
from .scheduler import SCHEDULES


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

    from pathlib import Path

    from ..inputs import check_regular_file

    expected = "expected a .npz archive of arrays and numbers named after the kernel's arguments"
    if Path(path).exists():  # (a missing file keeps its own message below)
        check_regular_file(Path(path), "kernel-argument archive")  # not a FIFO, not /dev/zero
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


# C element types of a buffer's `.type_name` (the metadata's pointer type): bytes, and whether
# the kernel reads them as floating point (then only that float or raw bits of its width fit)
_C_ELEMENTS = {"float": (4, True), "double": (8, True), "half": (2, True), "_Float16": (2, True),
               "__bf16": (2, True), "bfloat16": (2, True),
               "uint8_t": (1, False), "int8_t": (1, False), "char": (1, False), "unsigned char": (1, False),
               "uint16_t": (2, False), "int16_t": (2, False), "short": (2, False),
               "uint32_t": (4, False), "int32_t": (4, False), "int": (4, False), "unsigned int": (4, False),
               "uint64_t": (8, False), "int64_t": (8, False), "long": (8, False)}


def check_buffer_dtypes(prog, bound: dict, path: str) -> None:
    """Each buffer's numpy dtype against its argument's element type in the code object's
    metadata (`.type_name`, e.g. `float*`), where the metadata gives one: a float64 array for a
    `float*` or a float32 array for FP8 bytes (`uint8_t*`) ran and returned garbage. Raw bits of
    the element's width (uint32 for float, uint16 for bf16 held in a byte buffer) are accepted.
    Kinds no kernel reads (strings, objects, complex, datetimes, booleans) are refused always."""
    types = {}
    for i, entry in enumerate(prog.kernel.metadata.get(".args", []) if isinstance(prog.kernel.metadata, dict) else []):
        if isinstance(entry, dict) and entry.get(".value_kind") == "global_buffer":
            name = str(entry.get(".name", f"arg{i}"))
            types[name] = types[f"arg{i}"] = str(entry.get(".type_name", "")).strip()
    buffers = {s.name for s in prog.args if s.kind == "global_buffer"}
    buffers |= {f"arg{i}" for i, s in enumerate(prog.args) if s.kind == "global_buffer"}
    for name, value in bound.items():
        if name not in buffers or not isinstance(value, np.ndarray):
            continue
        dt = value.dtype
        if dt.kind in "OUSMmcb":
            raise UserError(f"{path}: {name}: dtype {dt} is not memory a kernel reads; allowed: numeric arrays")
        tname = types.get(name, "")
        if tname.endswith("*"):
            tname = tname[:-1].strip().removeprefix("const ").strip()
        if tname not in _C_ELEMENTS:
            continue  # no element type in the metadata (a layout file, another compiler): bytes
        size, floating = _C_ELEMENTS[tname]
        raw_bits = dt.kind in "iuV" and dt.itemsize == size
        if floating and not (raw_bits or dt.kind == "f" and dt.itemsize == size):
            raise UserError(f"{path}: {name}: dtype {dt} for a `{tname}*` buffer; allowed: a {size * 8}-bit "
                            f"float array (or unsigned integers of its bits)")
        if not floating and dt.kind == "f" and dt.itemsize != size:
            raise UserError(f"{path}: {name}: dtype {dt} for a `{tname}*` buffer; allowed: {tname} data "
                            f"(integer arrays of its bits, or 1-byte FP8 arrays for bytes)")


def emulate_cli(args: argparse.Namespace) -> int:
    """`zyfagen emulate CODE_OBJECT --args FILE.npz --grid X,Y,Z [--kernarg-layout FILE.yaml] [-o OUT.npz]
    [--memory-model MODEL] [--schedule SCHEDULE] [--stale-lds BYTE]`.

    The npz holds one entry per kernel argument, by name (or arg0, arg1, ... for code objects
    without names): arrays for global buffers (a scalar 0 is a null pointer), scalars for
    by-value arguments. -o writes every bound buffer after the run.
    """
    from ..outputs import check_output_file, write_outputs

    grid = _parse_triple(args.grid, "grid")
    block = _parse_triple(getattr(args, "block", None), "block")
    memory_model = getattr(args, "memory_model", None) or "immediate"
    schedule = getattr(args, "schedule", None) or "barrier"
    stale_lds = getattr(args, "stale_lds", None)
    if memory_model not in MEMORY_MODELS:
        raise UserError(f"--memory-model {memory_model!r}: allowed: {', '.join(MEMORY_MODELS)}")
    if schedule not in SCHEDULES:
        raise UserError(f"--schedule {schedule!r}: allowed: {', '.join(SCHEDULES)}")
    if schedule == "interleaved" and memory_model != "immediate":
        raise UserError(f"--schedule interleaved with --memory-model {memory_model}: allowed: only with "
                        f"--memory-model immediate (the waves side by side see memory land at issue)")
    if stale_lds is not None and not 0 <= stale_lds <= 255:
        raise UserError(f"--stale-lds {stale_lds}: allowed: a byte value, 0 to 255")
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
    check_buffer_dtypes(prog, bound, args.args)
    dynamic_lds = getattr(args, "dynamic_lds", 0) or 0
    step_limit = getattr(args, "step_limit", None) or DEFAULT_STEP_LIMIT
    if not 0 <= dynamic_lds <= MAX_LDS_BYTES:
        raise UserError(f"--dynamic-lds {dynamic_lds}: allowed: 0 to {MAX_LDS_BYTES} bytes (a CU's LDS)")
    if step_limit < 1:
        raise UserError(f"--step-limit {step_limit}: allowed: 1 or more")
    try:
        result = launch(prog, bound, grid, block, dynamic_lds=dynamic_lds, step_limit=step_limit,
                        memory_model=memory_model, schedule=schedule, stale_lds=stale_lds)
    except EmulationError as exc:
        raise UserError(f"{args.code_object}: emulation of {prog.name} failed: {exc}") from None
    except UserError as exc:  # binding the archive's values to the arguments: name the archive
        if str(exc).startswith(str(args.args)):
            raise
        raise UserError(f"{args.args}: {exc}") from None
    for race in result.races:
        print(f"race: {race}")
    if args.output:
        npz = io.BytesIO()
        np.savez(npz, **result.buffers)
        write_outputs({args.output: npz.getvalue()})  # exactly the path given (no added .npz)
    print(f"{prog.name}: {result.waves} waves, {result.wave_instructions} wave-instructions"
          + (f"; buffers written to {args.output}" if args.output else "")
          + (f"; {len(result.races)} LDS race(s)" if result.races else ""))
    return 1 if result.races else 0  # as check-hazards: a finding is status 1, not success
