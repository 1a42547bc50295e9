"""The gfx950 instruction table: isa/gfx950.isa parsed with lark into frozen records.

Every other stage asks this module for instruction facts; none repeats them.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

import lark

from .errors import UserError
from .resources import data_dir

STATUSES = ("sourced", "derived", "unverified", "measured")
UNITS = ("mfma", "valu", "valu_trans", "salu", "lds", "vmem", "smem", "branch", "misc")


@dataclass(frozen=True)
class Fact:
    """A number with where it came from and how sure we are of it; an unverified number may
    carry its plausible range [low, high] and the source of that range (the model's bands)."""

    value: float
    status: str
    source: str
    low: float | None = None
    high: float | None = None
    range_source: str | None = None

    @property
    def has_range(self) -> bool:
        return self.low is not None


@dataclass(frozen=True)
class OperandSpec:
    name: str
    direction: str  # in | out | inout
    kind: str  # see the header of isa/gfx950.isa
    width: int  # dwords

    @property
    def is_def(self) -> bool:
        return self.direction in ("out", "inout")

    @property
    def is_use(self) -> bool:
        return self.direction in ("in", "inout")


@dataclass(frozen=True)
class OpInfo:
    mnemonic: str
    unit: str
    issue: Fact  # cycles the unit is busy issuing it (per wave64)
    latency: Fact | None  # cycles until the result can be read, where modelled
    passes: Fact | None  # MFMA passes
    operands: tuple[OperandSpec, ...]
    implicit_in: tuple[str, ...]
    implicit_out: tuple[str, ...]
    modifiers: tuple[str, ...]
    flags: tuple[str, ...]
    semantics: str  # key into the emulator's semantic families; defaults to the mnemonic
    example: str

    @property
    def defs(self) -> tuple[OperandSpec, ...]:
        return tuple(o for o in self.operands if o.is_def)

    @property
    def uses(self) -> tuple[OperandSpec, ...]:
        return tuple(o for o in self.operands if o.is_use)


@dataclass(frozen=True)
class HazardRule:
    """Wait states between a producer and a consumer (isa/gfx950.isa `hazard` lines).

    `waits` is a constant, or one value per MFMA pass count (keyed by the passes of the
    MFMA the rule names); `cite` names the LLVM function and constant.
    """

    name: str
    waits: int | tuple[tuple[int, int], ...]
    status: str
    source: str
    cite: str

    def wait_states(self, passes: int = 0) -> int:
        if isinstance(self.waits, int):
            return self.waits
        table = dict(self.waits)
        if passes not in table:
            raise KeyError(f"hazard {self.name} has no value for {passes}-pass MFMAs")
        return table[passes]

    @property
    def max_wait_states(self) -> int:
        return self.waits if isinstance(self.waits, int) else max(v for _, v in self.waits)


@dataclass(frozen=True)
class MfmaPasses:
    """MFMA pass count for mnemonics matching `pattern`; `nonf8` when no operand is FP8."""

    pattern: str
    passes: int
    nonf8: int | None
    status: str
    source: str


@dataclass(frozen=True)
class IsaTable:
    arch: str
    sources: dict[str, str]
    facts: dict[str, Fact]
    ops: dict[str, OpInfo]
    # per-unit default quantities (`default UNIT issue ...`), for instructions the table
    # does not list (the cycle model reads other compilers' kernels through these)
    unit_defaults: dict[str, dict[str, Fact]] = field(default_factory=dict)
    # hazard rules and MFMA pass patterns (zyfagen/hazards.py); named instruction classes by
    # mnemonic pattern, in file order (zyfagen/classify.py)
    hazards: dict[str, HazardRule] = field(default_factory=dict)
    mfma_passes: tuple[MfmaPasses, ...] = ()
    classes: dict[str, tuple[str, Fact]] = field(default_factory=dict)

    def op(self, mnemonic: str) -> OpInfo:
        try:
            return self.ops[mnemonic]
        except KeyError:
            raise KeyError(f"{mnemonic!r} is not in the {self.arch} instruction table") from None

    def __contains__(self, mnemonic: str) -> bool:
        return mnemonic in self.ops

    def fact(self, name: str) -> Fact:
        return self.facts[name]

    def mfma_cycles(self, mnemonic: str) -> int:
        info = self.op(mnemonic)
        assert info.passes is not None, mnemonic
        return int(info.passes.value * self.facts["mfma_cycles_per_pass"].value)

    def value_of(self, key: str) -> Fact:
        """The fact behind a value key (see `with_values`)."""
        kind, name, quantity = _split_key(self, key)
        if kind == "fact":
            return self.facts[name]
        if kind == "default":
            return self.unit_defaults[name][quantity]
        got = getattr(self.ops[name], quantity)
        if got is None:
            raise KeyError(f"{key}: {name} has no {quantity} in the table")
        return got

    def ranged_values(self) -> dict[str, Fact]:
        """Every value key whose fact carries a plausible range, in table order: global facts,
        unit defaults (`default.UNIT.QUANTITY`), then instructions' own quantities
        (`MNEMONIC.QUANTITY`; an instruction inheriting its unit's default is covered by the
        default's key)."""
        out: dict[str, Fact] = {k: f for k, f in self.facts.items() if f.has_range}
        for unit, quantities in self.unit_defaults.items():
            out.update({f"default.{unit}.{q}": f for q, f in quantities.items() if f.has_range})
        for m, info in self.ops.items():
            defaults = self.unit_defaults.get(info.unit, {})
            for q in _OP_QUANTITIES:
                f = getattr(info, q)
                if f is not None and f.has_range and defaults.get(q) is not f:
                    out[f"{m}.{q}"] = f
        return out

    def with_values(self, values: Mapping[str, float], status: str = "measured",
                    source: str = "facts_file", source_text: str = "measured facts given by the user") -> "IsaTable":
        """A copy of the table with some numbers replaced (measured facts, or one end of an
        unverified fact's range for the model's bands). Keys: a global fact name
        (`hbm_gbytes_per_s`), `MNEMONIC.issue|passes|latency` for a listed instruction, or
        `default.UNIT.issue|latency` for a unit default, which every instruction of that unit
        without its own value inherits. An unknown key raises KeyError naming it."""
        if status not in STATUSES:
            raise ValueError(f"status {status!r}: allowed {', '.join(STATUSES)}")
        facts = dict(self.facts)
        defaults = {u: dict(q) for u, q in self.unit_defaults.items()}
        ops = dict(self.ops)
        for key, value in values.items():
            value = float(value)
            kind, name, quantity = _split_key(self, key)
            if kind == "fact":
                facts[name] = Fact(value, status, source)
            elif kind == "default":
                old = self.unit_defaults[name][quantity]
                new = Fact(value, status, source)
                defaults[name][quantity] = new
                for m, info in ops.items():
                    if info.unit == name and getattr(info, quantity) is old:
                        ops[m] = replace(info, **{quantity: new})
            else:
                if getattr(ops[name], quantity) is None:
                    raise KeyError(f"{key}: {name} has no {quantity} in the table")
                ops[name] = replace(ops[name], **{quantity: Fact(value, status, source)})
        return replace(self, sources={**self.sources, source: source_text}, facts=facts, ops=ops,
                       unit_defaults=defaults)


_OP_QUANTITIES = ("issue", "latency", "passes")


def _split_key(table: IsaTable, key: str) -> tuple[str, str, str]:
    """('fact', NAME, '') | ('default', UNIT, QUANTITY) | ('op', MNEMONIC, QUANTITY)."""
    if key in table.facts:
        return "fact", key, ""
    parts = key.split(".")
    if len(parts) == 3 and parts[0] == "default" and parts[1] in table.unit_defaults \
            and parts[2] in table.unit_defaults[parts[1]]:
        return "default", parts[1], parts[2]
    if len(parts) == 2 and parts[0] in table.ops and parts[1] in _OP_QUANTITIES:
        return "op", parts[0], parts[1]
    raise KeyError(f"{key!r} names no fact of the {table.arch} table (a global fact, "
                   "MNEMONIC.issue|passes|latency or default.UNIT.issue|latency)")


class _Builder(lark.Transformer):
    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def start(self, items):
        return items

    def source(self, c):
        return ("source", str(c[0]), c[1][1:-1])

    def fact(self, c):
        return ("fact", str(c[0]), Fact(float(c[1]), str(c[2]), str(c[3]), *(c[4] if len(c) > 4 else ())),
                c[0].line)

    def quantity(self, c):
        return ("quantity", str(c[0]), Fact(float(c[1]), str(c[2]), str(c[3]), *(c[4] if len(c) > 4 else ())))

    def fact_range(self, c):
        return (float(c[0]), float(c[1]), str(c[2]))

    def unit_default(self, c):
        return ("default", str(c[0]), [q for q in c[1:]])

    def unit(self, c):
        return ("unit", str(c[0]))

    def operand(self, c):
        return OperandSpec(str(c[0]), str(c[1]), str(c[2]), int(c[3]))

    def operands(self, c):
        return ("operands", tuple(c))

    def implicit_reg(self, c):
        return (str(c[0]), str(c[1]))

    def implicit(self, c):
        return ("implicit", tuple(c))

    def modifiers(self, c):
        return ("modifiers", tuple(str(x) for x in c))

    def flags(self, c):
        return ("flags", tuple(str(x) for x in c))

    def semantics(self, c):
        return ("semantics", str(c[0]))

    def example(self, c):
        return ("example", c[0][1:-1])

    def inst(self, c):
        return ("inst", str(c[0]), c[1:], c[0].line)

    def waits_const(self, c):
        return int(c[0])

    def waits_by_passes(self, c):
        return tuple(c)

    def pass_wait(self, c):
        return (int(c[0]), int(c[1]))

    def hazard(self, c):
        return ("hazard", HazardRule(str(c[0]), c[1], str(c[2]), str(c[3]), c[4][1:-1]), c[0].line)

    def mfma_passes(self, c):
        nonf8 = int(c[2]) if len(c) == 5 else None
        return ("mfma_passes", MfmaPasses(c[0][1:-1], int(c[1]), nonf8, str(c[-2]), str(c[-1])), c[1].line)

    def inst_class(self, c):
        return ("class", str(c[0]), c[1][1:-1], Fact(0.0, str(c[2]), str(c[3])), c[0].line)


def _error(path: Path, line: int, what: str) -> UserError:
    return UserError(f"{path}:{line}: {what}")


def _check_range(path: Path, line: int, name: str, f: Fact) -> None:
    """A range holds its value, and only an unverified number has one (a sourced or measured
    number is not re-run at other values)."""
    if f.low is None:
        return
    if not f.low <= f.value <= f.high:
        raise _error(path, line, f"{name}: range {f.low:g}..{f.high:g} does not hold its value {f.value:g}")
    if f.status != "unverified":
        raise _error(path, line, f"{name}: only an unverified number has a range (this one is {f.status})")


@functools.lru_cache(maxsize=None)
def load_table(path: str | None = None) -> IsaTable:
    """Parse the instruction table (default: the shipped isa/gfx950.isa)."""
    isa_dir = data_dir("isa")
    table_path = Path(path) if path else isa_dir / "gfx950.isa"
    parser = lark.Lark((isa_dir / "isa.lark").read_text(), parser="lalr")
    text = table_path.read_text()
    try:
        tree = parser.parse(text)
    except lark.exceptions.UnexpectedInput as exc:
        raise _error(table_path, exc.line, f"column {exc.column}: syntax error near "
                     f"{text.splitlines()[exc.line - 1].strip()!r}") from None
    items = _Builder(table_path).transform(tree)
    sources: dict[str, str] = {}
    facts: dict[str, Fact] = {}
    defaults: dict[str, dict[str, Fact]] = {}
    ops: dict[str, OpInfo] = {}
    hazards: dict[str, HazardRule] = {}
    mfma_passes: list[MfmaPasses] = []
    classes: dict[str, tuple[str, Fact]] = {}
    for item in items:
        if item[0] == "source":
            sources[item[1]] = item[2]
        elif item[0] == "fact":
            facts[item[1]] = item[2]
            _check_range(table_path, item[3], item[1], item[2])
        elif item[0] == "default":
            defaults[item[1]] = {q[1]: q[2] for q in item[2]}
    for item in items:
        if item[0] == "hazard":
            rule, line = item[1], item[2]
            if rule.name in hazards:
                raise _error(table_path, line, f"hazard {rule.name} is listed twice")
            if rule.source not in sources:
                raise _error(table_path, line, f"hazard {rule.name}: unknown source {rule.source!r}")
            if not isinstance(rule.waits, int) and sorted(p for p, _ in rule.waits) != [2, 4, 8, 16]:
                raise _error(table_path, line, f"hazard {rule.name}: give one value for each of 2, 4, 8 and 16 passes")
            hazards[rule.name] = rule
        elif item[0] == "mfma_passes":
            if item[1].source not in sources:
                raise _error(table_path, item[2], f"mfma_passes: unknown source {item[1].source!r}")
            mfma_passes.append(item[1])
        elif item[0] == "class":
            _, name, pattern, fact, line = item
            if fact.source not in sources:
                raise _error(table_path, line, f"class {name}: unknown source {fact.source!r}")
            if name in classes:
                raise _error(table_path, line, f"class {name} is listed twice")
            classes[name] = (pattern, fact)
    for item in items:
        if item[0] != "inst":
            continue
        _, mnemonic, fields, line = item
        if mnemonic in ops:
            raise _error(table_path, line, f"instruction {mnemonic} is listed twice")
        got: dict[str, object] = {"quantity": {}}
        for f in fields:
            if f[0] == "quantity":
                got["quantity"][f[1]] = f[2]
            else:
                got[f[0]] = f[1]
        if "unit" not in got:
            raise _error(table_path, line, f"instruction {mnemonic} has no unit")
        if "example" not in got:
            raise _error(table_path, line, f"instruction {mnemonic} has no example line")
        unit = got["unit"]
        quantities = {**defaults.get(unit, {}), **got["quantity"]}
        if "issue" not in quantities:
            raise _error(table_path, line, f"instruction {mnemonic} has no issue rate and unit {unit} no default")
        for qname, q in quantities.items():
            if q.source not in sources:
                raise _error(table_path, line, f"{mnemonic}: unknown source {q.source!r}")
            _check_range(table_path, line, f"{mnemonic}.{qname}", q)
        if unit == "mfma" and "passes" not in quantities:
            raise _error(table_path, line, f"MFMA {mnemonic} needs a pass count")
        implicit = got.get("implicit", ())
        ops[mnemonic] = OpInfo(
            mnemonic=mnemonic,
            unit=unit,
            issue=quantities["issue"],
            latency=quantities.get("latency"),
            passes=quantities.get("passes"),
            operands=got.get("operands", ()),
            implicit_in=tuple(r for d, r in implicit if d in ("in", "inout")),
            implicit_out=tuple(r for d, r in implicit if d in ("out", "inout")),
            modifiers=got.get("modifiers", ()),
            flags=got.get("flags", ()),
            semantics=got.get("semantics", mnemonic),
            example=got["example"],
        )
    for name, f in facts.items():
        if f.source not in sources:
            raise UserError(f"{table_path}: fact {name} cites unknown source {f.source!r}")
        if f.range_source is not None and f.range_source not in sources:
            raise UserError(f"{table_path}: fact {name}'s range cites unknown source {f.range_source!r}")
    for unit, quantities in defaults.items():
        for qname, q in quantities.items():
            if q.range_source is not None and q.range_source not in sources:
                raise UserError(f"{table_path}: default {unit} {qname}'s range cites unknown source {q.range_source!r}")
    for m, info in ops.items():
        for qname in _OP_QUANTITIES:
            q = getattr(info, qname)
            if q is not None and q.range_source is not None and q.range_source not in sources:
                raise UserError(f"{table_path}: {m} {qname}'s range cites unknown source {q.range_source!r}")
    return IsaTable(arch="gfx950", sources=sources, facts=facts, ops=ops, unit_defaults=defaults,
                    hazards=hazards, mfma_passes=tuple(mfma_passes), classes=classes)
