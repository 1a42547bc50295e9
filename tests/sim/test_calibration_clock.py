"""The clock rule of benchmarks/calibration.py (one rule per part, its numbers isa/ facts):
worked out by hand from the two public figures it rests on."""
import importlib.util
import sys
from pathlib import Path

import pytest

from zyfagen.isa import load_table

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "calibration.py"


def _calibration():
    spec = importlib.util.spec_from_file_location("benchmark_calibration", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_clock_rule_by_hand():
    cal, table = _calibration(), load_table()
    # MI355X: AITER's observed 2,108 MHz (Zyphra's run, claimed), below its 2,400 MHz peak
    assert cal.load_clock_mhz("MI355X", table) == 2108
    # MI350X: 2,108 MHz / 1.2 (the public ~20% real-world MI355X / MI350X gap) = 1,756.7 MHz,
    # 0.80 of its 2,200 MHz peak
    assert cal.load_clock_mhz("MI350X", table) == pytest.approx(1756.667, abs=1e-3)
    # both rest on claims nobody here reproduced: the table says so
    for name in ("mi355x_aiter_fp8_clock_mhz", "mi355x_over_mi350x_sustained_performance"):
        assert table.fact(name).status == "unverified"
    with pytest.raises(ValueError):
        cal.load_clock_mhz("MI300X", table)
    # every calibration point names a part the rule knows
    assert {p.part for p in cal.POINTS} == {"MI355X", "MI350X"}
