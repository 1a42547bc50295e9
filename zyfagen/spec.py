"""Kernel specs: YAML -> frozen `KernelSpec`, with strict validation.

Every mistake is one line naming the file, the field path, the bad value and what is
allowed. Duplicate keys, unknown keys, wrong types and out-of-range values are errors.
"""
from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import yaml

from .errors import UserError
from .inputs import read_text_file
from .kernels.kind import REQUIRED, KernelSpec, Param  # noqa: F401 - the spec's value types, re-exported

ARCHES = ("gfx950",)
# fullmatch (no `$`, which also accepts a trailing newline): the name becomes an assembler symbol
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,63}")
# Words a YAML reader (the code object's HSA metadata is YAML to LLVM and the runtime) takes
# for a boolean, null or special number: a kernel of that name gets invalid metadata.
RESERVED_NAMES = frozenset(("true", "false", "yes", "no", "on", "off", "y", "n", "null",
                            "nan", "inf", "infinity"))


class _StrictLoader(yaml.SafeLoader):
    """The spec's YAML dialect: YAML 1.2 core-schema scalars, duplicate keys rejected.

    PyYAML implements YAML 1.1, where `1e-3` is a string, `0200` is octal 128 and `on`, `off`,
    `yes`, `no` are booleans. Specs follow YAML 1.2's core schema instead (what most other
    YAML libraries do): booleans are only true/false, numbers with an exponent are floats,
    and a decimal integer with a leading zero is rejected as ambiguous (write 200 or 0o200).
    """


_BOOL, _INT, _FLOAT, _NULL = (f"tag:yaml.org,2002:{t}" for t in ("bool", "int", "float", "null"))
_LEADING_ZERO = "tag:zyfagen,2026:leading-zero-int"
_StrictLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in (_BOOL, _INT, _FLOAT, _NULL)]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
# resolvers are tried in the order added: the leading-zero check before the integer one
_StrictLoader.add_implicit_resolver(_BOOL, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                    list("tTfF"))
_StrictLoader.add_implicit_resolver(_NULL, re.compile(r"^(?:~|null|Null|NULL|)$"),
                                    ["~", "n", "N", ""])
_StrictLoader.add_implicit_resolver(_LEADING_ZERO, re.compile(r"^[-+]?0[0-9]+$"),
                                    list("-+0"))
_StrictLoader.add_implicit_resolver(
    _INT, re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
_StrictLoader.add_implicit_resolver(
    _FLOAT, re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                       r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"), list("-+.0123456789"))

_MAX_NUMBER_CHARS = 40  # far beyond any parameter; keeps int() off megabyte digit strings


def _number_text(loader: _StrictLoader, node: yaml.ScalarNode) -> str:
    text = loader.construct_scalar(node)
    if len(text) > _MAX_NUMBER_CHARS:
        raise yaml.constructor.ConstructorError(
            None, None, f"number with {len(text)} characters is too long", node.start_mark)
    return text


def _construct_int(loader: _StrictLoader, node: yaml.ScalarNode) -> int:
    return int(_number_text(loader, node), 0)


def _construct_float(loader: _StrictLoader, node: yaml.ScalarNode) -> float:
    text = _number_text(loader, node).lower()
    sign = -1.0 if text.startswith("-") else 1.0
    if text.lstrip("+-") == ".inf":
        return sign * float("inf")
    if text == ".nan":
        return float("nan")
    return float(text)


def _reject_leading_zero(loader: _StrictLoader, node: yaml.ScalarNode):
    raise yaml.constructor.ConstructorError(
        None, None, f"{node.value} has a leading zero (YAML 1.1 reads it as octal); "
        "write it without the zero, as 0o... for octal, or quote it for a string", node.start_mark)


def _construct_mapping(loader: _StrictLoader, node: yaml.MappingNode, deep: bool = False):
    seen = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, f"{_a_type(key)} cannot be a key", key_node.start_mark) from None
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen[key] = True
    return loader.construct_mapping(node, deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_StrictLoader.add_constructor(_INT, _construct_int)
_StrictLoader.add_constructor(_FLOAT, _construct_float)
_StrictLoader.add_constructor(_LEADING_ZERO, _reject_leading_zero)


_MAX_FLOW_DEPTH = 64  # PyYAML's scanner is quadratic in flow nesting: 3,000 levels take seconds


def _flow_depth(text: str) -> int:
    depth = deepest = 0
    for m in re.finditer(r"[\[\]{}]", text):  # brackets inside quotes count too: harmless here
        depth = depth + 1 if m.group() in "[{" else max(depth - 1, 0)
        deepest = max(deepest, depth)
    return deepest


def load_yaml(text: str, source: str) -> Any:
    """Parse YAML text in the spec dialect; any mistake is one UserError line."""
    if _flow_depth(text) > _MAX_FLOW_DEPTH:
        raise UserError(f"{source}: invalid YAML: nested too deeply (more than {_MAX_FLOW_DEPTH} "
                        "levels of [ ] or { })")
    try:
        return yaml.load(text, Loader=_StrictLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"line {mark.line + 1} column {mark.column + 1}: " if mark else ""
        raise UserError(f"{source}: {where}invalid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise UserError(f"{source}: invalid YAML: {exc}") from None
    except RecursionError:
        raise UserError(f"{source}: invalid YAML: nested too deeply") from None


TOP_LEVEL = ("name", "arch", "kind", "description", "params")


def _a_type(v: Any) -> str:
    """v's YAML type with its article, for error messages: 'an integer', 'a string'."""
    name = {bool: "boolean", int: "integer", float: "number", str: "string", list: "list",
            dict: "mapping", type(None): "null"}.get(type(v), type(v).__name__)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _check_param(src: str, path: str, p: Param, v: Any) -> Any:
    def bad(what: str) -> UserError:
        return UserError(f"{src}: {path}: {v!r} {what}; allowed: {p.allowed()}")

    if p.type is bool:
        if not isinstance(v, bool):
            raise bad(f"is {_a_type(v)}, not a boolean")
    elif p.type is int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise bad(f"is {_a_type(v)}, not an integer")
    elif p.type is float:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise bad(f"is {_a_type(v)}, not a number")
        if not math.isfinite(v):
            raise bad("is not a finite number")
        v = float(v)
    elif p.type is str:
        if not isinstance(v, str):
            raise bad(f"is {_a_type(v)}, not a string")
        if not v.isprintable():
            # a string parameter may reach a generated file (the schedule names a file)
            raise bad("contains a control character")
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

    doc = load_yaml(text, source)
    if not isinstance(doc, dict):
        raise UserError(f"{source}: the spec must be a mapping with keys {', '.join(TOP_LEVEL)}; "
                        f"got {_a_type(doc)}")
    for key in doc:
        if key not in TOP_LEVEL:
            raise UserError(f"{source}: {key}: unknown key; allowed: {', '.join(TOP_LEVEL)}")
    for key in ("name", "arch", "kind"):
        if key not in doc:
            raise UserError(f"{source}: {key}: missing required key")
    name = doc["name"]
    if not isinstance(name, str) or not NAME_RE.fullmatch(name) or name.lower() in RESERVED_NAMES:
        raise UserError(f"{source}: name: {name!r} is not a valid kernel name; allowed: letters, "
                        "digits and _, starting with a letter or _, at most 64 characters, "
                        f"not one of {', '.join(sorted(RESERVED_NAMES))} (any case)")
    arch = doc["arch"]
    if arch not in ARCHES:
        raise UserError(f"{source}: arch: {arch!r} is not supported; allowed: {', '.join(ARCHES)}")
    kind = doc["kind"]
    if kind not in known_kinds():
        raise UserError(f"{source}: kind: {kind!r} is not a kernel kind; allowed: {', '.join(known_kinds())}")
    description = doc.get("description", "")
    if not isinstance(description, str):
        raise UserError(f"{source}: description: {description!r} is {_a_type(description)}, not a string")
    raw = doc.get("params")
    if raw is None:  # absent, or `params:` with nothing after it
        raw = {}
    if not isinstance(raw, dict):
        raise UserError(f"{source}: params: must be a mapping of parameter names to values, got {_a_type(raw)}")
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
    """Read and validate a spec file, or a spec zyfagen ships named without a path
    (`attention_hd128_lean`: resources.spec_path)."""
    from .resources import shipped_spec_names, spec_path

    given = Path(path)
    path = spec_path(given)
    if not path.exists() and given.parent == Path(".") and given.suffix in ("", ".yaml", ".yml"):
        raise UserError(f"{given}: no such file, nor a spec zyfagen ships; shipped: "
                        f"{', '.join(shipped_spec_names())}")
    return parse_spec(read_text_file(path, "spec file"), str(path))
