"""Calibration of the whole-chip model: predicted / measured TFLOP/s of AITER's hd128 FP8
forward kernel at its public measured points (target: every point within +-15%).

The model is run unchanged at every point: no per-point factor. The one clock rule: a part
runs FP8 attention at the same fraction of its peak clock, taken from the one public
observation of AITER's clock under that load (2,108 MHz on an MI355X whose peak is 2,400 MHz,
shared/docs/lean-p.md, *claimed*); an MI350X (peak 2,200 MHz) gets the same fraction.

Measured points (public, see shared/docs/cdna4-facts.md and lean-p.md):
- sq 75,600, 5 heads, d 128, non-causal, MI355X-class: 2,107-2,335 TFLOP/s;
- B 1, S 2,048, H 64, D 128, MI350X: 1,342 TFLOP/s;
- Gaussian 32K, d 128 (the lean-P announcement's AITER figure): 1,944 TFLOP/s; batch and
  heads unpublished: we assume 1 x 32 heads (a full chip), and say so in the table.

What moved the figures (session 3), each a modelling fix or a physical cost, none per point:
- wave roles: AITER picks a wave's role from readfirstlane((v0 & 0x3ff) >> 6); the engine did
  not follow that VALU arithmetic, so waves 4-7 ran the waves-0-3 path and the two
  phase-skewed 4-wave groups never overlapped their VALU and MFMA phases (VALU + MFMA busy
  summed to 96%: serialised). Following lane 0 of lane-wise VALU ops: 10,540 -> 8,168 cycles
  per 256-key iteration (-22.5%); 75,600: -20.8% -> 0.0%, 32K: -11.9% -> +13.5%, S2048:
  +12.1% -> +41.6% (the spread was two errors cancelling, not a slow VALU rate).
- the whole CU (4 SIMDs, one LDS): no change for AITER (symmetric, not LDS-bound).
- start/end bursts (grid.round_bursts): workgroups that start together load Q and a first
  K/V block, and those that end together store O, through HBM at once (8 TB/s, sourced):
  S2048 +41.6% -> +23.6% (two synchronised rounds), 32K +13.5% -> +12.4%.
Still open: S2048 on the MI350X needs about 6 us more per launch than the model has (a
launch/dispatch overhead or a lower MI350X clock under load would do it; no primary source
for either was found, so neither is in isa/). The two MI355X points disagree with each other
by ~20% in the model's terms at one clock (both long, VALU-bound): 75,600's 2,335 is AITER's
own figure for this kernel version (exponent trick + frozen max), 32K's 1,944 Zyphra's, whose
run showed 2,108 MHz; the clock depends on the operands, and the 75,600 run's is unpublished.

AITER's code object comes from tests/data/aiter/ when committed, else from the ROCm/aiter
mirror (MIT licence; hsa/gfx950/fmha_v3_fwd/fwd_hd128_fp8.co).

    python benchmarks/calibration.py
"""
from __future__ import annotations

import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zyfagen.codeobj import read_code_object  # noqa: E402
from zyfagen.errors import UserError  # noqa: E402
from zyfagen.isa import load_table  # noqa: E402
from zyfagen.sim.foreign import measure_foreign_conflicts  # noqa: E402
from zyfagen.sim.problem import FOREIGN_TILINGS, parse_problem, simulate_problem  # noqa: E402

AITER_DIR = "hsa/gfx950/fmha_v3_fwd"
MIRROR = Path("/work/.mirror/ROCm+aiter/repo")
LOAD_CLOCK_FRACTION = 2108.0 / 2400.0  # AITER's observed FP8 clock / MI355X peak (claimed)


@dataclass(frozen=True)
class Point:
    name: str
    problem: str
    peak_clock_fact: str
    measured_low: float
    measured_high: float
    assumption: str


POINTS = (
    Point("sq 75,600, h 5, d 128 (MI355X-class)", "batch=1,heads_q=5,heads_kv=5,seq_q=75600",
          "peak_clock_mhz", 2107, 2335, "batch 1"),
    Point("B 1, S 2,048, H 64, D 128 (MI350X)", "batch=1,heads_q=64,heads_kv=64,seq_q=2048",
          "mi350x_peak_clock_mhz", 1342, 1342, "none"),
    Point("Gaussian 32K, d 128 (MI355X)", "batch=1,heads_q=32,heads_kv=32,seq_q=32768",
          "peak_clock_mhz", 1944, 1944, "batch 1 x 32 heads (unpublished)"),
)


def aiter_code_object(name: str = "fwd_hd128_fp8.co") -> bytes | None:
    """One of AITER's gfx950 FMHA code objects: the committed copy, else the mirror's."""
    local = ROOT / "tests" / "data" / "aiter" / name
    if local.exists():
        return local.read_bytes()
    if MIRROR.exists():
        run = subprocess.run(["git", "-C", str(MIRROR), "show", f"HEAD:{AITER_DIR}/{name}"],
                             capture_output=True)
        if run.returncode == 0:
            return run.stdout
    return None


def main() -> int:
    data = aiter_code_object()
    if data is None:
        print("AITER's fwd_hd128_fp8.co not found (tests/data/aiter/ or the ROCm/aiter mirror)")
        return 1
    kernel = read_code_object(data).kernel()
    tiling = FOREIGN_TILINGS[kernel.name]
    # LDS bank conflicts on the emulator's addresses (needs the argument layout sidecar)
    local = ROOT / "tests" / "data" / "aiter" / "fwd_hd128_fp8.co"
    conflicts = measure_foreign_conflicts(local, kernel.name) if local.exists() else None
    table = load_table()
    print(f"kernel {kernel.name}; clock = peak x {LOAD_CLOCK_FRACTION:.3f} (AITER's observed FP8 "
          f"clock fraction, claimed); no per-point factor")
    print(f"{'point':40s} {'clock':>6s} {'predicted':>10s} {'measured':>13s} {'error':>8s}  "
          f"{'bound':14s} model s  assumptions")
    worst = 0.0
    for p in POINTS:
        clock = table.fact(p.peak_clock_fact).value * LOAD_CLOCK_FRACTION
        t0 = time.perf_counter()
        try:
            r = simulate_problem(kernel, tiling, parse_problem(p.problem), clock_mhz=clock, table=table,
                                 lds_conflicts_per_block=conflicts)
        except UserError as exc:
            print(f"{p.name:40s} model failed: {exc}")
            worst = float("inf")
            continue
        secs = time.perf_counter() - t0
        mid = (p.measured_low + p.measured_high) / 2
        # error against the nearest end of a measured range (0 inside it)
        err = 0.0 if p.measured_low <= r.tflops <= p.measured_high else \
            min(abs(r.tflops - p.measured_low), abs(r.tflops - p.measured_high)) / mid
        worst = max(worst, err)
        measured = f"{p.measured_low:,.0f}" if p.measured_low == p.measured_high else \
            f"{p.measured_low:,.0f}-{p.measured_high:,.0f}"
        print(f"{p.name:40s} {clock:6.0f} {r.tflops:10,.0f} {measured:>13s} {100 * err:7.1f}%  "
              f"{r.bound:14s} {secs:7.1f}  {p.assumption}; {r.occupancy.workgroups_per_cu} wg/CU, "
              f"{r.workgroups} workgroups, tail {r.cycles['grid tail']:,.0f} cycles, start/end bursts "
              f"{r.cycles['start/end bursts']:,.0f} cycles")
    print(f"worst error {100 * worst:.1f}% (target 15%)")
    return 0 if worst <= 0.15 else 1


if __name__ == "__main__":
    sys.exit(main())
