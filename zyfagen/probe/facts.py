"""facts.json: measured facts, as `zyfagen probe run` writes them and `simulate --facts` reads them.

    {"format": "zyfagen-facts-1", "device": "...",
     "facts": {"KEY": {"value": float, "spread": [min, max], "runs": int, "probe": "probe name"}},
     "observations": {...same shape, for numbers the table has no fact for...},
     "checks": {"PROBE": {"ok": bool, ...}}}

KEY is a key of `IsaTable.with_values`: a global fact (`hbm_gbytes_per_s`),
`MNEMONIC.issue|passes|latency` or `default.UNIT.issue|latency`. `read_facts` checks a file
and returns KEY -> value; a bad file is one UserError line naming the file and the field.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Mapping

from ..errors import UserError
from ..inputs import read_text_file

FORMAT = "zyfagen-facts-1"
ENTRY_FIELDS = ("value", "spread", "runs", "probe")


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def check_facts(doc: Any, where: str) -> dict[str, float]:
    """KEY -> value of a parsed facts document; UserError `where: FIELD: ...` on a mistake."""
    if not isinstance(doc, dict):
        raise UserError(f"{where}: not a JSON object; allowed: a facts file from `zyfagen probe run`")
    if doc.get("format") != FORMAT:
        raise UserError(f"{where}: format: {doc.get('format')!r}; allowed: {FORMAT!r}")
    if not isinstance(doc.get("device"), str):
        raise UserError(f"{where}: device: missing or not a string; allowed: the device the probes ran on")
    facts = doc.get("facts")
    if not isinstance(facts, dict):
        raise UserError(f"{where}: facts: missing or not an object; allowed: {{KEY: {{value, spread, runs, probe}}}}")
    out: dict[str, float] = {}
    for key, entry in facts.items():
        field = f"facts.{key}"
        if not isinstance(entry, dict):
            raise UserError(f"{where}: {field}: not an object; allowed: {{value, spread, runs, probe}}")
        extra = sorted(set(entry) - set(ENTRY_FIELDS))
        missing = [f for f in ENTRY_FIELDS if f not in entry]
        if extra or missing:
            what = f"unknown field {extra[0]!r}" if extra else f"missing field {missing[0]!r}"
            raise UserError(f"{where}: {field}: {what}; allowed: {', '.join(ENTRY_FIELDS)}")
        value, spread, runs = entry["value"], entry["spread"], entry["runs"]
        if not _number(value) or value < 0:
            raise UserError(f"{where}: {field}.value: {value!r}; allowed: a finite number >= 0")
        if (not isinstance(spread, list) or len(spread) != 2 or not all(_number(x) for x in spread)
                or not spread[0] <= value <= spread[1]):
            raise UserError(f"{where}: {field}.spread: {spread!r}; allowed: [min, max] around the value")
        if not isinstance(runs, int) or isinstance(runs, bool) or runs < 1:
            raise UserError(f"{where}: {field}.runs: {runs!r}; allowed: a positive integer")
        if not isinstance(entry["probe"], str):
            raise UserError(f"{where}: {field}.probe: {entry['probe']!r}; allowed: a probe name")
        out[key] = float(value)
    return out


def read_facts(path: str | Path) -> dict[str, float]:
    """KEY -> measured value from a facts.json (checked); UserError on a bad file."""
    path = Path(path)
    text = read_text_file(path, "facts file")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError(f"{path}: line {exc.lineno}: not JSON ({exc.msg}); allowed: a facts file from "
                        "`zyfagen probe run`") from None
    values = check_facts(doc, str(path))
    if not values:
        raise UserError(f"{path}: facts: empty (device {doc['device']!r} measured nothing; the emulator does not "
                        "time); allowed: a facts file from `zyfagen probe run --device hip`")
    return values


def table_with_facts(path: str | Path, table=None):
    """The instruction table with the file's measured values in place of the table's; a key the
    table does not know is a UserError naming it."""
    from ..isa import load_table

    table = table or load_table()
    values = read_facts(path)
    for key in values:
        try:
            table.value_of(key)
        except KeyError:
            raise UserError(f"{path}: facts.{key}: not a value of the {table.arch} table; allowed: a global fact, "
                            "MNEMONIC.issue|passes|latency or default.UNIT.issue|latency") from None
    return table.with_values(values, status="measured", source="facts_file",
                             source_text=f"measured facts from {Path(path).name} (zyfagen probe run)")


def summary(values: list[float], probe: str) -> dict[str, Any]:
    """One facts.json entry from repeated measurements: median, [min, max], count, probe."""
    ordered = sorted(float(v) for v in values)
    n = len(ordered)
    median = ordered[n // 2] if n % 2 else 0.5 * (ordered[n // 2 - 1] + ordered[n // 2])
    return {"value": median, "spread": [ordered[0], ordered[-1]], "runs": n, "probe": probe}


def split_known(values: Mapping[str, dict[str, Any]], table=None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(entries the table knows -> facts, the rest -> observations)."""
    from ..isa import load_table

    table = table or load_table()
    facts, observations = {}, {}
    for key, entry in values.items():
        try:
            table.value_of(key)
            facts[key] = entry
        except KeyError:
            observations[key] = entry
    return facts, observations
