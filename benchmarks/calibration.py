"""Calibration of the whole-chip model: predicted / measured TFLOP/s of AITER's hd128 FP8
forward kernel at its public measured points (target: every point within +-15%).

The model is run unchanged at every point: no per-point factor. One clock rule per part, its
numbers facts in isa/gfx950.isa (source and status there):
- MI355X: 2,108 MHz, AITER's clock in the one public run that reports it (Zyphra's, claimed;
  mi355x_aiter_fp8_clock_mhz);
- MI350X: that clock over the public MI355X / MI350X sustained-performance ratio, 1.2
  (SemiAccurate: ~10% apart on raw FLOPS, "the real world delta is more towards 20% at the
  system level"; The Register: "in the real world ... the performance delta is actually
  clo[ser]", cut off in the copy found; mi355x_over_mi350x_sustained_performance,
  unverified): 1,757 MHz, 0.80 of its 2,200 MHz peak (the MI355X's is 0.88). Same silicon,
  1,000 W against 1,400 W: a compute-bound kernel's throughput scales with the clock.

| point (measured)                   | clock MHz | predicted | measured    | error  | +-15% for clock | assumptions                      |
|------------------------------------|-----------|-----------|-------------|--------|-----------------|----------------------------------|
| sq 75,600, h 5, d 128, MI355X-class | 2,108     | 2,108     | 2,107-2,335 | 0.0%   | 1,773-2,672     | batch 1; clock of another run    |
| B 1, S 2,048, H 64, D 128, MI350X   | 1,757     | 1,521     | 1,342       | +13.4% | 1,275-1,785     | MI350X clock rule (unverified)   |
| Gaussian 32K, d 128, MI355X         | 2,108     | 2,183     | 1,944       | +12.3% | 1,591-2,159     | batch 1 x 32 heads (unpublished) |
(session 4; before it, with one rule "0.878 x peak" for both parts: 2,108 / 1,654 (+23.3%) /
2,183 (+12.3%). Every point: AITER's fwd_hd128_fp8.co, 1 workgroup per CU (VGPR-limited),
bound VALU, LDS bank conflicts measured on the emulator's addresses.)

"+-15% for clock": the clocks at which the same cycles would stay within the target (compute
cycles scale with the clock, HBM bursts keep their seconds; clock_window, checked against
direct runs: S2048 at 1,785 MHz gives +14.98%, at 1,790 +15.3%).
Margins, honestly: S2048 is inside +-15% only through the MI350X rule, and only just: the
point needs an MI350X clock of at most ~1,785 MHz (0.81 of peak; the ratio at least ~1.18).
At the old rule's 1,932 MHz it is +23.3%. The 32K point is 2.7 points inside (2.4% of clock), at
the clock observed for AITER (if Zyphra's 1,944 comes from that run, the model is ~12% optimistic
per cycle on long problems); 75,600 is inside its range at its bottom end.

What was checked and ruled out as the S2048 gap (session 4):
- host launch latency: not in the measured figures. AITER's op_tests/test_mha_fp8.py and
  FlyDSL's tests/kernels/test_flash_attn_fwd.py (run_aiter_fp8_bench) both time with
  run_perftest, which sums the torch-profiler *device* time of the kernels of each call
  (aiter/test_common.py get_trace_perf: self_device_time_total), and fmha_v3_fwd
  (csrc/py_itfs_cu/asm_mha_fwd.cu) launches the one asm kernel for these calls (O given or
  torch::empty, LSE empty, no dropout kernel; grid ceil(S/256) x H x B, mha_fwd.cu
  get_grid_dim). What the device timestamps hold beyond the workgroups (the command
  processor's start, the end-of-kernel release) has no primary source with a number for
  gfx950: not modelled. FlyDSL's bench_fn takes no tensor arguments, so its inputs are not
  rotated (warm MALL; the model sends first touches to HBM: if anything slower).
- trip counts: the emulator-recorded stream of one AITER workgroup over 2,048 keys
  (sim/dynamic.py) times to 70,100 cycles against --problem's 4,776 + 8 x 8,170 = 70,136
  (tests/sim/test_chip_aiter.py checks it): no masked or extra iteration is missing.
- memory: S2048's HBM / MALL / L2 floors are 18-36 thousand cycles against a compute
  makespan of 160 thousand (2 rounds of 512 workgroups on 256 CUs).
Cross-check of the MI350X rule, not a calibration point (no shape or exact figure given):
FlyDSL PR #711 (MI350X, AITER's native fp8 fmha_v3_fwd, warmup 10 / iters 100) reports that
aiter "reaches ~1600-1750 TF on large shapes" non-causal; the model at 1,757 MHz gives ~1,820
on a long problem (32K x 32 heads): +4% to +14%, the same per-cycle optimism as the 32K point.

What moved the figures before (session 3), each a modelling fix or a physical cost:
- wave roles: AITER picks a wave's role from readfirstlane((v0 & 0x3ff) >> 6); following lane
  0 of lane-wise VALU ops: 10,540 -> 8,168 cycles per 256-key iteration (-22.5%);
- the whole CU (4 SIMDs, one LDS): no change for AITER (symmetric, not LDS-bound);
- start/end bursts (grid.round_bursts): workgroups that start together load Q and a first
  K/V block, and those that end together store O, through HBM at once (8 TB/s, sourced):
  S2048 +41.6% -> +23.6%, 32K +13.5% -> +12.4%.

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
from zyfagen.sim.foreign_conflicts import measure_foreign_conflicts  # noqa: E402
from zyfagen.sim.problem import FOREIGN_TILINGS, parse_problem, simulate_problem  # noqa: E402

AITER_DIR = "hsa/gfx950/fmha_v3_fwd"
MIRROR = Path("/work/.mirror/ROCm+aiter/repo")


def load_clock_mhz(part: str, table) -> float:
    """The clock a part runs AITER's FP8 attention at (one rule for every point; the numbers
    and their sources are facts in isa/gfx950.isa): an MI355X at AITER's observed clock, an
    MI350X at that clock over the public MI355X / MI350X sustained-performance ratio; never
    above the part's peak."""
    mi355x = table.fact("mi355x_aiter_fp8_clock_mhz").value
    if part == "MI355X":
        return min(mi355x, table.fact("peak_clock_mhz").value)
    if part == "MI350X":
        return min(mi355x / table.fact("mi355x_over_mi350x_sustained_performance").value,
                   table.fact("mi350x_peak_clock_mhz").value)
    raise ValueError(f"no clock rule for {part}")


def clock_window(r, low_tflops: float, high_tflops: float) -> tuple[float, float]:
    """The clocks (MHz) at which the prediction `r` would land between two throughputs: how
    much the clock rule may be off before a point leaves the target. The compute cycles scale
    with the clock, the HBM bursts (start/end bursts) keep their seconds; a kernel paced by a
    memory floor keeps its seconds too (then any clock gives the same figure)."""
    flops = r.tflops * 1e12 * r.kernel_seconds
    if r.kernel_cycles > r.placement.makespan:  # a memory floor paces it: clock-independent
        return (0.0, float("inf")) if low_tflops <= r.tflops <= high_tflops else (0.0, 0.0)
    burst_s = r.cycles["start/end bursts"] / (r.clock_mhz * 1e6)
    compute = r.kernel_cycles - r.cycles["start/end bursts"]

    def clock_at(tflops: float) -> float:
        left = flops / (tflops * 1e12) - burst_s
        return compute / left / 1e6 if left > 0 else float("inf")
    return clock_at(low_tflops), clock_at(high_tflops)


@dataclass(frozen=True)
class Point:
    name: str
    problem: str
    part: str
    measured_low: float
    measured_high: float
    assumption: str


POINTS = (
    Point("sq 75,600, h 5, d 128 (MI355X-class)", "batch=1,heads_q=5,heads_kv=5,seq_q=75600",
          "MI355X", 2107, 2335, "batch 1"),
    Point("B 1, S 2,048, H 64, D 128 (MI350X)", "batch=1,heads_q=64,heads_kv=64,seq_q=2048",
          "MI350X", 1342, 1342, "none"),
    Point("Gaussian 32K, d 128 (MI355X)", "batch=1,heads_q=32,heads_kv=32,seq_q=32768",
          "MI355X", 1944, 1944, "batch 1 x 32 heads (unpublished)"),
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
    print(f"kernel {kernel.name}; clock: MI355X {load_clock_mhz('MI355X', table):,.0f} MHz (AITER's "
          f"observed FP8 clock, claimed), MI350X {load_clock_mhz('MI350X', table):,.0f} MHz (that / "
          f"{table.fact('mi355x_over_mi350x_sustained_performance').value:g}, the public sustained "
          f"MI355X / MI350X ratio, secondary); no per-point factor")
    print(f"{'point':40s} {'clock':>6s} {'predicted':>10s} {'measured':>13s} {'error':>8s}  "
          f"{'+-15% for clock':>16s}  {'bound':14s} model s  assumptions")
    worst = 0.0
    for p in POINTS:
        clock = load_clock_mhz(p.part, table)
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
        lo, hi = clock_window(r, p.measured_low - 0.15 * mid, p.measured_high + 0.15 * mid)
        print(f"{p.name:40s} {clock:6.0f} {r.tflops:10,.0f} {measured:>13s} {100 * err:7.1f}%  "
              f"{lo:7,.0f}-{hi:<8,.0f}  {r.bound:14s} {secs:7.1f}  {p.assumption}; "
              f"{r.occupancy.workgroups_per_cu} wg/CU, "
              f"{r.workgroups} workgroups, tail {r.cycles['grid tail']:,.0f} cycles, start/end bursts "
              f"{r.cycles['start/end bursts']:,.0f} cycles")
    print(f"worst error {100 * worst:.1f}% (target 15%)")
    return 0 if worst <= 0.15 else 1


if __name__ == "__main__":
    sys.exit(main())
