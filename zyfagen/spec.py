"""Kernel specs: YAML -> frozen `KernelSpec`, with strict validation.

Every mistake is one line naming the file, the field path, the bad value and what is
allowed. Duplicate keys, unknown keys, wrong types and out-of-range values are errors.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from .errors import UserError
from .kernels.kind import REQUIRED, KernelSpec, Param  # noqa: F401 - the spec's value types, re-exported

ARCHES = ("gfx950",)
NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


class _StrictLoader(yaml.SafeLoader):
    """A YAML loader that rejects duplicate keys instead of keeping the last one."""


def _construct_mapping(loader: _StrictLoader, node: yaml.MappingNode, deep: bool = False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen[key] = True
    return loader.construct_mapping(node, deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)

TOP_LEVEL = ("name", "arch", "kind", "description", "params")


def _type_name(v: Any) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "list",
            dict: "mapping", type(None): "null"}.get(type(v), type(v).__name__)


def _check_param(src: str, path: str, p: Param, v: Any) -> Any:
    def bad(what: str) -> UserError:
        return UserError(f"{src}: {path}: {v!r} {what}; allowed: {p.allowed()}")

    if p.type is bool:
        if not isinstance(v, bool):
            raise bad(f"is a {_type_name(v)}, not a boolean")
    elif p.type is int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise bad(f"is a {_type_name(v)}, not an integer")
    elif p.type is float:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise bad(f"is a {_type_name(v)}, not a number")
        v = float(v)
    elif p.type is str:
        if not isinstance(v, str):
            raise bad(f"is a {_type_name(v)}, not a string")
    if p.choices is not None and v not in p.choices:
        raise bad("is not allowed")
    if p.min is not None and v < p.min:
        raise bad("is too small")
    if p.max is not None and v > p.max:
        raise bad("is too large")
    if p.multiple_of and v % p.multiple_of:
        raise bad(f"is not a multiple of {p.multiple_of}")
    return v


def parse_spec(text: str, source: str = "<string>") -> KernelSpec:
    """Validate spec text; raise UserError naming the first mistake."""
    from .kernels import kind_params, known_kinds

    try:
        doc = yaml.load(text, Loader=_StrictLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1} column {mark.column + 1}: " if mark else ""
        raise UserError(f"{source}: {where}invalid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise UserError(f"{source}: invalid YAML: {exc}") from None
    if not isinstance(doc, dict):
        raise UserError(f"{source}: the spec must be a mapping with keys {', '.join(TOP_LEVEL)}; "
                        f"got a {_type_name(doc)}")
    for key in doc:
        if key not in TOP_LEVEL:
            raise UserError(f"{source}: {key}: unknown key; allowed: {', '.join(TOP_LEVEL)}")
    for key in ("name", "arch", "kind"):
        if key not in doc:
            raise UserError(f"{source}: {key}: missing required key")
    name = doc["name"]
    if not isinstance(name, str) or not NAME_RE.match(name):
        raise UserError(f"{source}: name: {name!r} is not a valid kernel name; allowed: letters, "
                        "digits and _, starting with a letter or _, at most 64 characters")
    arch = doc["arch"]
    if arch not in ARCHES:
        raise UserError(f"{source}: arch: {arch!r} is not supported; allowed: {', '.join(ARCHES)}")
    kind = doc["kind"]
    if kind not in known_kinds():
        raise UserError(f"{source}: kind: {kind!r} is not a kernel kind; allowed: {', '.join(known_kinds())}")
    description = doc.get("description", "")
    if not isinstance(description, str):
        raise UserError(f"{source}: description: {description!r} is a {_type_name(description)}, not a string")
    raw = doc.get("params", {}) or {}
    if not isinstance(raw, dict):
        raise UserError(f"{source}: params: must be a mapping, got a {_type_name(raw)}")
    schema = {p.name: p for p in kind_params(kind)}
    for key in raw:
        if key not in schema:
            raise UserError(f"{source}: params.{key}: unknown parameter for kind {kind}; "
                            f"allowed: {', '.join(schema)}")
    params: dict[str, Any] = {}
    for p in schema.values():
        if p.name in raw:
            params[p.name] = _check_param(source, f"params.{p.name}", p, raw[p.name])
        elif p.default is REQUIRED:
            raise UserError(f"{source}: params.{p.name}: missing required parameter; allowed: {p.allowed()}")
        else:
            params[p.name] = p.default
    from .kernels import load_spec_schedule, validate

    schedule = load_spec_schedule(kind, params, source)
    spec = KernelSpec(name, arch, kind, params, description, source, schedule)
    validate(spec, schedule)
    return spec


def load_spec(path: str | Path) -> KernelSpec:
    """Read and validate a spec file."""
    path = Path(path)
    try:
        text = path.read_text()
    except FileNotFoundError:
        raise UserError(f"{path}: no such spec file") from None
    except OSError as exc:
        raise UserError(f"{path}: cannot read: {exc.strerror}") from None
    return parse_spec(text, str(path))
