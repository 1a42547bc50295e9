"""The `out` buffer every probe kernel writes (templates/probe/base.s.j2).

Wave w of workgroup g writes record g * W + w, W = the kernel's largest workgroup / 64; a
record is (8 + R) rows of 64 dwords (one per lane): rows 0-3 the s_memtime value before and
after the timed loop (lo, hi, lo, hi), rows 4-7 the s_memrealtime values likewise (every lane
holds the same), then one row per result register.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

LANES = 64
TIMING_ROWS = 8


@dataclass(frozen=True)
class Run:
    """One launch of a probe: loop trips, its `param` argument, workgroups and lanes."""

    iterations: int
    param: int = 0
    grid: int = 1
    block: int = 64
    label: str = ""

    @property
    def waves(self) -> int:
        return self.grid * (self.block // LANES)

    def with_iterations(self, iterations: int) -> "Run":
        return Run(iterations, self.param, self.grid, self.block, self.label)

    def to_json(self) -> dict:
        return {"iterations": self.iterations, "param": self.param, "grid": self.grid, "block": self.block,
                **({"label": self.label} if self.label else {})}


def out_dwords(max_block: int, grid: int, results: int) -> int:
    return grid * (max_block // LANES) * (TIMING_ROWS + results) * LANES


@dataclass(frozen=True)
class Records:
    run: object  # catalog.Run
    rows: np.ndarray  # (waves launched, 8 + R, 64) uint32, in (workgroup, wave) order

    @classmethod
    def parse(cls, out: np.ndarray, run, max_block: int, results: int) -> "Records":
        per = max_block // LANES
        flat = np.ascontiguousarray(out).view(np.uint32).reshape(-1)
        recs = flat[:out_dwords(max_block, run.grid, results)].reshape(run.grid, per, TIMING_ROWS + results, LANES)
        return cls(run, recs[:, :run.block // LANES].reshape(-1, TIMING_ROWS + results, LANES).copy())

    def _counter(self, row: int) -> np.ndarray:
        r = self.rows[:, row:row + 2, 0].astype(np.uint64)
        return r[:, 0] | (r[:, 1] << np.uint64(32))

    def memtime_deltas(self) -> np.ndarray:
        """Shader clocks between the two s_memtime reads, per wave."""
        return (self._counter(2) - self._counter(0)).astype(np.float64)

    def realtime_deltas(self) -> np.ndarray:
        return (self._counter(6) - self._counter(4)).astype(np.float64)

    def realtime_span(self) -> float:
        """Constant-counter ticks from the first wave's start to the last wave's end."""
        return float(self._counter(6).max() - self._counter(4).min())

    def clock_mhz(self, realtime_mhz: float) -> float:
        """The shader clock over the timed loops: memtime ticks per realtime tick (summed over
        waves, so short waves weigh little)."""
        rt = self.realtime_deltas().sum()
        return float(self.memtime_deltas().sum() / rt * realtime_mhz) if rt else float("nan")

    def results(self) -> np.ndarray:
        return self.rows[:, TIMING_ROWS:]

    def wave_roles(self) -> np.ndarray:
        """1 for waves 0-3 of their workgroup, 2 for waves 4-7 (templates/probe/roles.s.j2)."""
        per = self.run.block // LANES
        return np.where(np.arange(len(self.rows)) % per < 4, 1, 2)
