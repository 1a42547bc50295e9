"""Calibration of the whole-chip model and its power model against every public measurement of
AITER's hd128 FP8 forward kernels we can reproduce (zyfagen/sim/calibration.py: the points,
their sources, the rules), each at the clock the power model predicts for its part, with its
residual. Two constants are fitted (FP8 MAC energy, DVFS exponent) from two published clocks;
every other point is held out. docs/model.md holds the table this prints (tests/sim/
test_calibration.py regenerates it from the model and compares).

Targets (issue 30): held-out AITER points mean |error| <= 10%, none above 15%, no per-point or
per-kernel factor.

    python benchmarks/calibration.py [--facts FACTS.json]

--facts: measured facts (`zyfagen probe run --device hip`) in place of the table's values; the
power constants are re-fitted to them. Takes about 1.5 minutes on one core.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zyfagen.errors import UserError  # noqa: E402
from zyfagen.isa import load_table  # noqa: E402
from zyfagen.sim import calibration  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--facts", metavar="FACTS.json", help="measured facts in place of the table's values")
    args = ap.parse_args(argv)
    table = load_table()
    try:
        if args.facts:
            from zyfagen.probe.facts import table_with_facts
            from zyfagen.sim.clocked import refit

            table = refit(table_with_facts(args.facts, table))
        t0 = time.perf_counter()
        rows = calibration.calibrate(table, progress=lambda line: print(line, file=sys.stderr, flush=True))
    except UserError as exc:
        print(f"calibration: error: {exc}", file=sys.stderr)
        return 2
    print(calibration.render(rows), end="")
    print(f"({time.perf_counter() - t0:.0f} s; facts: {args.facts or 'isa/gfx950.isa'})")
    s = calibration.summary(rows)
    return 0 if s["mean_abs_error"] <= 0.10 and s["max_abs_error"] <= 0.15 else 1


if __name__ == "__main__":
    sys.exit(main())
