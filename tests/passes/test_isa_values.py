"""Fact ranges and replaced values (isa.IsaTable.with_values): the seam through which measured
facts (`--facts`) and the model's bands (one end of an unverified range) reach every stage."""
from pathlib import Path

import pytest

from zyfagen.errors import UserError
from zyfagen.isa import load_table

HEAD = 'source s "a source"\nsource r "a range source"\n'
INST = 'inst v_foo {\n  unit valu\n  example "v_foo v0"\n}\n'


def _table(tmp_path: Path, text: str):
    p = tmp_path / "t.isa"
    p.write_text(HEAD + text)
    return load_table.__wrapped__(str(p))


def test_ranges_parse_on_facts_defaults_and_instructions(tmp_path):
    t = _table(tmp_path, "fact f 4 unverified s range 2 8 r\nfact g 1 sourced s\n"
               "default valu issue 4 unverified s range 4 16 r\n" + INST +
               'inst v_bar {\n  unit valu\n  issue 4 unverified s range 4 32 r\n  example "v_bar v0"\n}\n')
    assert (t.fact("f").low, t.fact("f").high, t.fact("f").range_source) == (2, 8, "r")
    assert not t.fact("g").has_range
    # v_foo inherits the default: only the default's key names that range
    assert list(t.ranged_values()) == ["f", "default.valu.issue", "v_bar.issue"]


@pytest.mark.parametrize("line, message", [
    ("fact f 4 unverified s range 5 8 r\n", "does not hold its value 4"),
    ("fact f 4 sourced s range 2 8 r\n", "only an unverified number has a range"),
    ("fact f 4 unverified s range 2 8 nowhere\n", "range cites unknown source 'nowhere'"),
])
def test_bad_ranges_are_one_line_errors(tmp_path, line, message):
    with pytest.raises(UserError, match=message):
        _table(tmp_path, line)


def test_with_values_replaces_and_propagates_a_default(tmp_path):
    t = _table(tmp_path, "fact f 4 unverified s range 2 8 r\ndefault valu issue 4 unverified s\n" + INST +
               'inst v_bar {\n  unit valu\n  issue 2 sourced s\n  example "v_bar v0"\n}\n')
    t2 = t.with_values({"default.valu.issue": 8, "f": 3})
    # an instruction inheriting the default follows it; one with its own number keeps it
    assert t2.op("v_foo").issue.value == 8 and t2.op("v_foo").issue.status == "measured"
    assert t2.op("v_bar").issue.value == 2
    assert t2.fact("f").value == 3 and "facts_file" in t2.sources
    # the original is untouched (a frozen value between stages)
    assert t.op("v_foo").issue.value == 4 and t.fact("f").value == 4
    t3 = t.with_values({"v_bar.issue": 16})
    assert t3.op("v_bar").issue.value == 16 and t3.op("v_foo").issue.value == 4


@pytest.mark.parametrize("key", ["nope", "v_foo.passes", "v_nope.issue", "default.mfma.issue", "v_foo.colour"])
def test_with_values_refuses_unknown_keys(tmp_path, key):
    t = _table(tmp_path, "default valu issue 4 unverified s\n" + INST)
    with pytest.raises(KeyError, match="v_foo has no passes|names no fact"):
        t.with_values({key: 1})


def test_shipped_table_ranges_hold_and_name_known_sources():
    t = load_table()
    for key, f in t.ranged_values().items():
        assert f.status == "unverified" and f.low <= f.value <= f.high, key
        assert f.range_source in t.sources, key
        assert t.value_of(key) is f
