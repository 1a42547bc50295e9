"""Issue 30: the hd128 lean family's P path chosen by the rates `zyfagen probe run` measures
(zyfagen.runtime.choice.lean_p_path), on hand-made facts files; and the family band's
arithmetic (sim/clocked.family_speedup_band) on a made-up family whose answer is known."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import ml_dtypes
import numpy as np
import pytest
import yaml

from zyfagen.errors import UserError
from zyfagen.isa import load_table
from zyfagen.runtime import api, choice
from zyfagen.spec import parse_spec

ROOT = Path(__file__).resolve().parents[2]

SCALED, CVT = choice.SCALED_PV_PASSES, choice.CVT_U8_ISSUE
BLOCK_SCALED = {"p_block_scale": True, "p_fixed_shift": 0}
FIXED = {"p_block_scale": False, "p_fixed_shift": 8}


def facts_file(tmp_path, values: dict) -> str:
    """A facts.json as `zyfagen probe run --device hip` writes it (probe/facts.py's format)."""
    doc = {"format": "zyfagen-facts-1", "device": "MI355X (hand-made)",
           "facts": {k: {"value": v, "spread": [v, v], "runs": 3, "probe": "hand"} for k, v in values.items()},
           "observations": {}, "checks": {}}
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(doc))
    return str(path)


def test_table_values_pick_the_shipped_spec():
    """With nothing measured (the table's values) the rule picks the P path of the shipped
    specs/attention_hd128_lean.yaml, read from the file, not from the rule's own constant."""
    shipped = yaml.safe_load((ROOT / "specs" / "attention_hd128_lean.yaml").read_text())["params"]
    got = choice.lean_p_path(load_table())
    assert got == {"p_block_scale": shipped["p_block_scale"], "p_fixed_shift": shipped.get("p_fixed_shift", 0),
                   "p_convert": shipped["p_convert"]}
    assert choice.lean_p_path({}) == got


@pytest.mark.parametrize("rates,want", [
    ({SCALED: 16.0, CVT: 4.0}, dict(BLOCK_SCALED, p_convert="fma_perm_half")),  # both full rate
    ({SCALED: 32.0, CVT: 4.0}, dict(FIXED, p_convert="fma_perm_half")),  # scaled MFMA at half rate
    ({SCALED: 16.5, CVT: 4.0}, dict(FIXED, p_convert="fma_perm_half")),  # any slower than unscaled
    ({SCALED: 16.0, CVT: 16.0}, dict(BLOCK_SCALED, p_convert="fma_perm")),  # conversion at quarter rate
    ({SCALED: 16.0, CVT: 8.0}, dict(BLOCK_SCALED, p_convert="fma_perm")),  # half rate: past the crossover
    ({SCALED: 16.0, CVT: 6.0}, dict(BLOCK_SCALED, p_convert="fma_perm_half")),  # at the crossover
    ({SCALED: 16.0, CVT: 6.5}, dict(BLOCK_SCALED, p_convert="fma_perm")),  # past it
    ({SCALED: 32.0, CVT: 16.0}, dict(FIXED, p_convert="fma_perm")),  # both slow
    ({CVT: 16.0}, dict(BLOCK_SCALED, p_convert="fma_perm")),  # the other rate unmeasured: the table's
])
def test_rule_on_hand_made_rates(rates, want):
    assert choice.lean_p_path(rates) == want
    table = load_table().with_values(rates, status="measured", source="facts_file", source_text="hand-made")
    assert choice.lean_p_path(table) == want


def _call(causal=False):
    rng = np.random.default_rng(0)
    q, k, v = (rng.integers(0, 0x70, (1, 40, 1, 128), dtype=np.uint8).view(ml_dtypes.float8_e4m3fn) for _ in range(3))
    return api.check_call(q, k, v, causal=causal, softmax_scale=None, q_descale=1.0, k_descale=1.0,
                          v_descale=1.0, return_lse=False, out_dtype="bf16", device="emulator")


def test_runtime_builds_the_picked_path_from_the_facts_file(tmp_path, monkeypatch):
    """$ZYFAGEN_FACTS (a probe's facts.json) moves the default hd128 spec's P path; other
    head dims and an unset variable keep their specs; a bad file is one RuntimeError."""
    monkeypatch.delenv(choice.FACTS_ENV, raising=False)
    plain = api.default_spec(_call()).params
    assert (plain["p_block_scale"], plain["p_convert"]) == (True, "fma_perm_half")
    monkeypatch.setenv(choice.FACTS_ENV, facts_file(tmp_path, {SCALED: 32.0, CVT: 16.0, "vmem_latency": 700.0}))
    spec = api.default_spec(_call(causal=True))
    assert {k: spec.params[k] for k in ("p_block_scale", "p_fixed_shift", "p_convert", "causal")} == \
        dict(FIXED, p_convert="fma_perm", causal=True)
    assert spec.name == "attention_hd128_lean_fixed_shift_fma_perm_causal"
    assert api._spec_key(None) != ("default", None)  # the memo follows the file
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    monkeypatch.setenv(choice.FACTS_ENV, str(bad))
    with pytest.raises(RuntimeError, match="ZYFAGEN_FACTS: .*format"):
        api.default_spec(_call())


def test_fixed_shift_refused_beside_the_block_scale():
    text = (ROOT / "specs" / "attention_hd128_lean.yaml").read_text() + "  p_fixed_shift: 8\n"
    with pytest.raises(UserError) as exc:
        parse_spec(text, "x.yaml")
    assert str(exc.value) == ("x.yaml: params.p_fixed_shift: 8 with p_block_scale true (its per-chunk shift "
                              "replaces this one); allowed: p_fixed_shift 0, or p_block_scale false")


# ---- the family band's arithmetic ------------------------------------------------------------

def test_family_band_takes_the_picked_member_at_each_end(monkeypatch):
    """A made-up family and peer whose times are simple functions of two ranged facts: the
    shipped member takes (scaled passes / 16) s plus (cvt issue - 4) / 8 s, the fallback member
    1.25 s whatever they are, the peer 1.5 s. The rule picks the fallback where the scaled
    passes exceed 16. Known answers: at passes 32 the single spec 1.5 / 2 = 0.75, the family
    1.5 / 1.25 = 1.2; at cvt 16 both 1.5 / 2.5 = 0.6 (the rule keeps the shipped member there),
    the low end of both bands."""
    from zyfagen.sim import bands, clocked

    table = load_table()
    keys = [SCALED, CVT]

    def seconds(name, v):
        passes, cvt = float(v.value_of(SCALED).value), float(v.value_of(CVT).value)
        return {"ours": passes / 16 + (cvt - 4) / 8, "fallback": 1.25, "peer": 1.5}[name]

    def fake_predict(t, problem, v, *a, **kw):
        return SimpleNamespace(result=SimpleNamespace(kernel_seconds=seconds(t.name, v)),
                               power=SimpleNamespace(clock_mhz=2000.0))
    monkeypatch.setattr(clocked, "predict", fake_predict)
    monkeypatch.setattr(clocked, "anchor_targets", lambda: [])
    monkeypatch.setattr(clocked, "refit", lambda v, anchors=None: v)
    monkeypatch.setattr(clocked, "_base_anchors", lambda t: ())
    monkeypatch.setattr(clocked, "_variant_anchors", lambda v, k: [])
    monkeypatch.setattr(bands, "relevant_keys", lambda t, kernels: (keys, []))
    ours, fallback, peer = (SimpleNamespace(name=n, kernel=None) for n in ("ours", "fallback", "peer"))
    pick = lambda v: fallback if float(v.value_of(SCALED).value) > 16 else ours  # noqa: E731
    _, single, family = clocked.family_speedup_band(ours, peer, None, table, pick=pick, family=(fallback,))
    ends = {(e.key, e.value): e.figure for e in family.ends}
    assert single.base == family.base == pytest.approx(1.5)
    single_ends = {(e.key, e.value): e.figure for e in single.ends}
    assert single_ends[(SCALED, 32.0)] == pytest.approx(0.75) and ends[(SCALED, 32.0)] == pytest.approx(1.2)
    assert ends[(CVT, 16.0)] == single_ends[(CVT, 16.0)] == pytest.approx(0.6)
    assert family.low == single.low == pytest.approx(0.6)
    assert family.high == pytest.approx(1.5)  # cvt's low end is the table's 4: no run, the base
