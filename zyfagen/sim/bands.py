"""Bands: every whole-chip figure re-run with each unverified fact at both ends of its range.

A speed figure is only as good as the facts under it, and several of ours are unmeasured (a
conversion's rate, the scaled MFMA's passes, the barrier's cost, the power model's constants).
Each carries a plausible range in isa/gfx950.isa (`range LOW HIGH SOURCE`). `band()` re-runs a
figure once per range end, one fact at a time, the rest at their table values, and reports the
lowest and highest result and the fact that moves the figure most. The power model's two fitted
constants are not varied: they are re-fitted at every end (sim/clocked.refit), so each variant
still meets the published clocks. An end at which no fit exists contradicts those clocks (under
our kernel as the stand-in for the published lean-P one): it is run with the stored constants,
and its note says so, so the band still shows what that end would cost.

One fact at a time, not every corner at once: the band says how far each unmeasured fact alone
can move a figure, and which one the first GPU hour should measure first (`zyfagen probe`).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..errors import UserError
from ..isa import IsaTable
from . import power
from .program import CONDITIONAL_FACTS, uses_fact


@dataclass(frozen=True)
class FactEnd:
    key: str
    value: float
    figure: float | None  # None: no result at this end (`note` says why)
    note: str = ""


@dataclass(frozen=True)
class Band:
    figure: str  # what was banded, e.g. "TFLOP/s"
    base: float
    low: float
    high: float
    ends: tuple[FactEnd, ...]
    moved_most: str  # the fact whose ends spread the figure most ("" when none moves it)
    skipped: tuple[str, ...]  # ranged facts the figure cannot depend on (unused instructions)

    def spread_of(self, key: str) -> float:
        return _spread(self.ends, self.base, key)

    def to_json(self) -> dict:
        r = lambda x: None if x is None else round(float(x), 4)  # noqa: E731
        return {"figure": self.figure, "base": r(self.base), "low": r(self.low), "high": r(self.high),
                "moved_most": self.moved_most,
                "ends": [{"fact": e.key, "value": e.value, "figure": r(e.figure), **({"note": e.note} if e.note else {})}
                         for e in self.ends],
                "not_used": list(self.skipped)}


def _spread(ends, base: float, key: str) -> float:
    """How far one fact's ends (and the base) spread a figure."""
    got = [e.figure for e in ends if e.key == key and e.figure is not None]
    return (max(got + [base]) - min(got + [base])) if got else 0.0


def relevant_keys(table: IsaTable, kernels: Iterable) -> tuple[list[str], list[str]]:
    """(ranged keys a figure of these kernels can depend on, those it cannot): an instruction's
    own quantity only when one of the kernels uses it; a unit default only when one of them
    uses an instruction inheriting it; a format's MAC energy only when one of them has MFMAs of
    that format; every other global fact. The power fit's own constants are never varied."""
    kernels = list(kernels)
    used = {i.mnemonic for k in kernels for i in k.instructions}
    formats = set().union(*(power.formats_of(k) for k in kernels)) if kernels else set()
    format_facts = {name: fmt for fmt, name in power.FORMAT_ENERGY_FACTS.items()}
    keep, skip = [], []
    for key, fact in table.ranged_values().items():
        if key in power.FITTED:
            continue
        if key in format_facts:  # a format's MAC energy: only where a kernel has such MFMAs
            (keep if format_facts[key] in formats else skip).append(key)
            continue
        if key in CONDITIONAL_FACTS:  # a global fact only some instruction forms depend on
            (keep if any(uses_fact(k, key) for k in kernels) else skip).append(key)
            continue
        parts = key.split(".")
        if len(parts) == 2:
            ok = parts[0] in used
        elif len(parts) == 3:
            unit, q = parts[1], parts[2]
            ok = any(m in table.ops and table.ops[m].unit == unit and getattr(table.ops[m], q) is fact for m in used)
        else:
            ok = True
        (keep if ok else skip).append(key)
    return keep, skip


def band_runs(evaluate: Callable[[IsaTable, str], tuple[dict[str, float], str]], table: IsaTable,
              keys: list[str], progress: Callable[[str], None] | None = None
              ) -> list[tuple[str, float, dict[str, float] | None, str]]:
    """Re-run `evaluate(table_variant, key) -> (figures, note)` with each key at both ends of
    its range: [(key, value, figures or None, note)]."""
    runs = [(k, v) for k in keys for v in (table.value_of(k).low, table.value_of(k).high)
            if v != table.value_of(k).value]
    out = []
    for n, (key, value) in enumerate(runs, 1):
        if progress:
            progress(f"[band {n}/{len(runs)}] {key} = {value:g}")
        src = table.value_of(key).range_source
        variant = table.with_values({key: value}, status="unverified", source=src, source_text=table.sources[src])
        try:
            got, note = evaluate(variant, key)
            out.append((key, value, got, note))
        except UserError as exc:  # a variant the model cannot run
            out.append((key, value, None, str(exc)))
    return out


def band_of(figure: str, base: dict[str, float], runs, keys: list[str], skipped: tuple[str, ...] = ()) -> Band:
    """The band of one figure over `band_runs`' results."""
    ends = tuple(FactEnd(k, v, None if got is None else float(got[figure]), note) for k, v, got, note in runs)
    got = [e.figure for e in ends if e.figure is not None]
    b = float(base[figure])
    spreads = {k: _spread(ends, b, k) for k in keys}
    moved = max(spreads, key=spreads.get) if spreads and max(spreads.values()) > 0 else ""
    return Band(figure, b, min(got + [b]), max(got + [b]), ends, moved, tuple(skipped))
