"""The calibration table (zyfagen/sim/calibration.py, benchmarks/calibration.py) regenerated from
the model and compared with the copy docs/model.md quotes: the documented residuals are the
model's, not numbers typed in. The measured values are public figures (each point's source);
the two fitted points must come out at their published clocks (the fit's own check)."""
from pathlib import Path

import pytest

from zyfagen.sim import calibration, power

ROOT = Path(__file__).resolve().parents[2]
BEGIN, END = "<!-- calibration table: generated -->", "<!-- end of calibration table -->"


@pytest.fixture(scope="module")
def rows():
    return calibration.calibrate()


def test_documented_calibration_table_is_the_models(rows):
    doc = (ROOT / "docs" / "model.md").read_text()
    quoted = doc.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"
    assert quoted == calibration.render(rows)


def test_fitted_points_meet_their_clocks_and_only_two_constants_are_fitted(rows):
    fitted = [r for r in rows if r.point.role == "fitted"]
    assert len(fitted) == len(power.FITTED) == 2
    for r in fitted:
        assert r.point.figure == "clock_mhz" and r.predicted == pytest.approx(r.point.measured, abs=3.0)
    # every AITER speed or energy point is held out, and each point's kernel exists in the checkout
    assert all(r.point.role == "held out" for r in rows if r.point.name.startswith("AITER") and r.point.role != "fitted")
    assert all((ROOT / p.target).exists() for p in calibration.POINTS)
