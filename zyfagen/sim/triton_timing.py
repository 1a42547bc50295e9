"""Triton attention kernels in the whole-chip model (`--problem`): their key-loop timing.

The launch contract (grid, arguments, what problems it covers) is zyfagen/foreign/triton_attn.py.

Why the trace-driven path: the key loop's trip count is the run-time seq_k (or, for
causal, start_m x BLOCK_M + seq_k - seq_q off the diagonal, then BLOCK_M / BLOCK_N masked
trips), and the loop is left from its middle through a compare on it; the static engine's
branch policy never leaves such a loop. So the emulator runs one workgroup of a small launch
of this contract whose key loop has n trips (seq_q = BLOCK_M, seq_k = n x BLOCK_N, plus
BLOCK_M for causal), sim/dynamic.py records its stream, and the CU engine (all resident
workgroups of the CU replaying it, one LDS with the measured bank conflicts) times it,
branches decided as the recorded waves took them. Three trip counts n, 2n, 3n give the cost of
a trip (slope), a workgroup's fixed cost (intercept) and the extrapolation error at 3n; the
whole-chip model then places the problem's workgroups (sim/problem.py). How exact: with
n = 8 (the default), triton_d128_full_m128n64w4s1's 16K-key workgroup (256 trips, 2 per CU)
recorded and timed directly takes 884,708 cycles, the samples predict 883,658 (-0.12%);
with n = 4 the slope was 1.5% low. A 16K prediction takes seconds (three short recordings).
"""
from __future__ import annotations

from typing import Any

from ..errors import UserError
from ..foreign.triton_attn import TritonContract, launch_args, make_inputs
from ..isa import IsaTable, load_table
from .lds import LdsConflicts
from .loop_costs import LoopCosts


class TritonTiming:
    """Loop costs of one Triton code object from recorded launches (see the module docstring);
    recordings and CU runs are cached, so several problems on one kernel sample it once."""

    def __init__(self, c: TritonContract, table: IsaTable | None = None, sample_trips: int = 8):
        from .. import emulator

        self.contract = c
        self.table = table or load_table()
        self.program = emulator.load(c.path)
        self.kernel = self.program.kernel
        self.trips = (sample_trips, 2 * sample_trips, 3 * sample_trips)
        self._records: dict[int, Any] = {}
        self._runs: dict[tuple, Any] = {}

    def record(self, trips: int):
        """One workgroup whose off-diagonal key loop runs `trips` trips (emulated, recorded)."""
        from .dynamic import record_launch

        if trips not in self._records:
            c = self.contract
            seq_k = trips * c.block_n + (c.block_m if c.causal else 0)
            x = make_inputs(c, 1, 1, 1, c.block_m, seq_k, seed=trips)
            args, grid = launch_args(c, x)
            self._records[trips] = record_launch(self.program, args, grid, dynamic_lds=c.shared,
                                                 table=self.table)
        return self._records[trips]

    def cu_run(self, trips: int, workgroups_per_cu: int, clock_mhz: float):
        """The CU engine: `workgroups_per_cu` resident workgroups replaying the recording."""
        from .dynamic import branch_policy
        from .engine import simulate

        key = (trips, workgroups_per_cu, clock_mhz)
        if key not in self._runs:
            rec = self.record(trips)
            r = simulate(self.kernel, iterations=1, clock_mhz=clock_mhz, table=self.table,
                         workgroups=workgroups_per_cu, lds_conflicts=dict(rec.lds_conflicts),
                         branch_outcome=branch_policy(self.kernel, rec, self.table))
            recorded = sum(len(w.indices) for w in rec.waves)  # one workgroup was recorded
            if r.instructions_executed != workgroups_per_cu * recorded:
                raise ValueError(f"{self.kernel.name}: the engine issued {r.instructions_executed} "
                                 f"wave instructions, the recording {workgroups_per_cu} x {recorded}")
            self._runs[key] = r
        return self._runs[key]

    def check(self, problem) -> None:
        """A clear error for a problem the launch contract does not cover."""
        self.contract.check(problem.batch, problem.heads_q, problem.kv_heads, problem.seq_q, problem.keys)

    def conflicts(self) -> LdsConflicts:
        """Bank-conflict cycles per wave and key-loop trip, on the emulator's addresses."""
        n = self.trips[1]
        rec = self.record(n)
        trips = n + (self.contract.masked_blocks if self.contract.causal else 0)
        return LdsConflicts(rec.lds_conflict_cycles / (self.contract.num_warps * trips), rec.lds_conflicts)

    def loop_costs(self, workgroups_per_cu: int, clock_mhz: float) -> LoopCosts:
        """simulate_problem's `loop_costs`: a trip's cost is the CU time's slope in the trip
        count (every resident workgroup one trip longer), the fixed cost its intercept; a
        causal tile's BLOCK_M / BLOCK_N masked trips are inside every sample, so they are
        counted at the slope and their extra cost over an unmasked trip stays in the fixed
        cost (exact for every tile of these problems, which all run that many)."""
        n1, n2, n3 = self.trips
        t1, t2, t3 = (self.cu_run(n, workgroups_per_cu, clock_mhz).total_cycles for n in self.trips)
        slope = (t2 - t1) / (n2 - n1)
        error = abs(t3 - (t1 + (n3 - n1) * slope)) / t3
        c = self.contract
        masked = c.masked_blocks if c.causal else 0
        overhead = t1 - (n1 + masked) * slope
        steady = self.cu_run(n2, workgroups_per_cu, clock_mhz)
        if steady.loop is None or steady.block is None:
            raise UserError(f"{c.path.name}: the cycle model found no key-block loop")
        note = (f"Triton launch contract (zyfagen/foreign/triton_attn.py, {c.path.name}): key-loop trips timed "
                f"on the emulator's recorded stream of one workgroup at {n1}/{n2}/{n3} trips "
                f"(BLOCK_N {c.block_n} keys each), all {workgroups_per_cu} resident workgroups of a "
                f"CU replaying it; a trip {slope:,.0f} cycles, fixed cost {overhead:,.0f}")
        return LoopCosts(overhead, slope, slope, float(c.block_n), error, steady, note)
