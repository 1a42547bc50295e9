"""Loading a kernel: decode its instructions and describe its kernel arguments.

Arguments come from the metadata's `.args`, or from a kernel-argument layout (a small YAML
sidecar, `kernarg_layout=`) for foreign code objects whose metadata does not say enough:
AITER's kernels name every padding slot `pad` and take a packed C struct whose fields have
fixed offsets. A layout names each argument's offset and kind (buffer, u32, i32, u64, f32),
and may give a default that makes an argument optional; bytes it does not name are zero.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..codeobj import CodeObject, KernelCode, read_code_object
from ..errors import UserError
from .program import DecodedProgram, decode_kernel

LAYOUT_KINDS = {"buffer": 8, "u32": 4, "i32": 4, "u64": 8, "f32": 4}
_NO_DEFAULT = object()


# the metadata's .type_name of a by-value argument as a value type (pack_value's rules: an
# integer given for a float argument means its value, not its bits)
_METADATA_TYPES = {"float": "f32", "uint32_t": "u32", "unsigned int": "u32", "int": "i32", "int32_t": "i32",
                   "uint64_t": "u64"}


@dataclass(frozen=True)
class ArgSlot:
    name: str
    offset: int
    size: int
    kind: str  # 'global_buffer', 'by_value', or a hidden_* value kind
    value_type: str = ""  # a layout's kind ('u32', 'f32', ...); '' when from metadata
    default: Any = _NO_DEFAULT  # a layout's default; _NO_DEFAULT: the argument is required

    @property
    def required(self) -> bool:
        return self.default is _NO_DEFAULT


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


MAX_LAYOUT_KERNARG_BYTES = 1 << 20


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)  # `offset: true` is not 1


def _layout_slots(layout: str | Path | dict, kernarg_size: int) -> tuple[tuple[ArgSlot, ...], int]:
    """ArgSlots from a kernel-argument layout (a mapping, or a YAML file holding one)."""
    where = "kernel-argument layout"
    if not isinstance(layout, dict):
        from ..inputs import read_text_file
        from ..spec import load_yaml  # the spec files' YAML: UTF-8, YAML 1.2 scalars, bounded nesting

        where = str(layout)
        layout = load_yaml(read_text_file(Path(layout), "kernel-argument layout"), where)
    if not isinstance(layout, dict) or not isinstance(layout.get("args"), list):
        raise UserError(f"{where}: args: expected a list of {{name, offset, kind}} entries")
    unknown = sorted(map(str, set(layout) - {"kernel", "kernarg_size", "args"}))
    if unknown:
        raise UserError(f"{where}: {unknown[0]}: unknown key; allowed: kernel, kernarg_size, args")
    size = layout.get("kernarg_size", kernarg_size)
    if not _is_int(size) or not 0 <= size <= MAX_LAYOUT_KERNARG_BYTES:
        raise UserError(f"{where}: kernarg_size: {size!r}; allowed: an integer from 0 to "
                        f"{MAX_LAYOUT_KERNARG_BYTES} (the emulator allocates the segment)")
    slots: list[ArgSlot] = []
    used: set[int] = set()
    for i, entry in enumerate(layout["args"]):
        field = f"args[{i}]"
        if not isinstance(entry, dict) or set(entry) - {"name", "offset", "kind", "default"}:
            raise UserError(f"{where}: {field}: expected keys name, offset, kind and optional default")
        name, offset, kind = entry.get("name"), entry.get("offset"), entry.get("kind")
        if not isinstance(name, str) or not name or any(s.name == name for s in slots):
            raise UserError(f"{where}: {field}.name: expected a unique non-empty name, got {name!r}")
        if kind not in LAYOUT_KINDS:
            raise UserError(f"{where}: {field}.kind: {kind!r}; allowed: {', '.join(LAYOUT_KINDS)}")
        width = LAYOUT_KINDS[kind]
        if not _is_int(offset) or offset < 0 or offset % min(width, 8) or offset + width > size:
            raise UserError(f"{where}: {field}.offset: {offset!r} must be a multiple of "
                            f"{min(width, 8)} inside the {size}-byte segment")
        span = set(range(offset, offset + width))
        if span & used:
            raise UserError(f"{where}: {field}: {name} overlaps another argument")
        used |= span
        default = entry.get("default", _NO_DEFAULT)
        if default is not _NO_DEFAULT and kind == "buffer" and default is not None:
            raise UserError(f"{where}: {field}.default: a buffer's default can only be null")
        if default is not _NO_DEFAULT and kind != "buffer" and not (
                _is_int(default) or (kind == "f32" and isinstance(default, float))):
            raise UserError(f"{where}: {field}.default: {default!r}; allowed: "
                            f"{'a number' if kind == 'f32' else 'an integer'} for a {kind}")
        slots.append(ArgSlot(name, offset, width, "global_buffer" if kind == "buffer" else "by_value",
                             kind, default))
    return tuple(slots), size


def load(code_object: str | Path | bytes | CodeObject, kernel: str | None = None,
         kernarg_layout: str | Path | dict | None = None) -> Program:
    """Read and decode one kernel of a code object.

    kernarg_layout (a YAML path or a mapping, see this module's doc) replaces the metadata's
    explicit arguments; hidden arguments still come from the metadata.
    """
    co = code_object if isinstance(code_object, CodeObject) else read_code_object(code_object)
    code = co.kernel(kernel)
    args, hidden = [], []
    try:  # metadata of a damaged (or hand-made) code object may lack fields or hold other types
        for entry in code.metadata.get(".args", []):
            kind = str(entry.get(".value_kind", ""))
            slot = ArgSlot(str(entry.get(".name", f"arg{len(args)}")), int(entry[".offset"]),
                           int(entry[".size"]), kind,
                           _METADATA_TYPES.get(str(entry.get(".type_name", "")), ""))
            (hidden if kind.startswith("hidden_") else args).append(slot)
        kernarg_size = int(code.metadata.get(".kernarg_segment_size", code.descriptor.kernarg_size))
    except (KeyError, ValueError, TypeError, AttributeError) as exc:
        raise UserError(f"{co.path}: kernel {code.name}: damaged argument metadata "
                        f"({type(exc).__name__}: {exc})") from None
    if kernarg_layout is not None:
        layout_args, kernarg_size = _layout_slots(kernarg_layout, kernarg_size)
        args = list(layout_args)
    return Program(code, decode_kernel(code), tuple(args), tuple(hidden), kernarg_size)
