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


def test_clock_window_by_hand():
    # 900,000 compute cycles + 100,000 burst cycles at 1,000 MHz: 0.9 ms + 0.1 ms = 1 ms for
    # 1e12 FLOP (1,000 TFLOP/s). 1,250 TFLOP/s needs 0.8 ms: the bursts keep their 0.1 ms,
    # the 900,000 cycles take 0.7 ms at 1,285.7 MHz; 500 TFLOP/s (2 ms): 0.9 ms / 1.9 ms,
    # 473.7 MHz. A kernel paced by a memory floor is clock-independent.
    from types import SimpleNamespace

    cal = _calibration()
    r = SimpleNamespace(tflops=1000.0, kernel_seconds=1e-3, kernel_cycles=1e6, clock_mhz=1000.0,
                        placement=SimpleNamespace(makespan=1e6), cycles={"start/end bursts": 1e5})
    lo, hi = cal.clock_window(r, 500.0, 1250.0)
    assert lo == pytest.approx(900_000 / 1.9e-3 / 1e6) and hi == pytest.approx(900_000 / 0.7e-3 / 1e6)
    paced = SimpleNamespace(**{**vars(r), "placement": SimpleNamespace(makespan=5e5)})
    assert cal.clock_window(paced, 500.0, 1250.0) == (0.0, float("inf"))
