"""AITER's persistent FP8 MLA prefill (mla_pfl_qh192_vh128_*) in the whole-chip model: its costs
per workgroup, per work item and per 128-key block, from recorded launches.

The launch contract and work tables are zyfagen/foreign/aiter_mla.py. Why recorded: the kernel
reads its work list (work_indptr / work_info) and every trip count from memory, so the static
branch policy never reaches its MFMAs (the engine refuses: sim/engine.py's workless-path check).
As for Triton (sim/triton_timing.py), the emulator runs one workgroup of a small launch, its
stream is recorded (sim/dynamic.py) and the CU engine times it with the recorded branches.
Samples, each one workgroup: one work item of n1, n2, n3 key blocks (a 256-query tile against
n x 128 keys: the slope is a block's cost, the extrapolation error is checked at n3), and two
work items (a 512-query sequence: the second item's fixed cost). A workgroup with works w then
takes prologue + sum_w (per_work + blocks_w x per_block) cycles (simulate_problem's persistent
branch). Causal samples put the diagonal (two masked blocks of a 256-row tile) in every item:
its extra cost sits in per_work, charged also to split pieces that have no diagonal (an
over-count, stated in the result). Recording needs the emulator's 'immediate' memory model (its
trace hook): the values may then differ from the 'late' model's, the control flow does not
(the work tables and lengths alone decide it; tests/sim/test_chip_aiter_mla.py checks the
recorded stream against the work list).
"""
from __future__ import annotations

from typing import Any

from ..errors import UserError
from ..foreign import aiter_mla
from ..isa import IsaTable, load_table
from .lds import LdsConflicts
from .loop_costs import LoopCosts


class MlaTiming:
    """Costs of one MLA prefill code object from recorded launches (cached per sample)."""

    def __init__(self, path, causal: bool, table: IsaTable | None = None, sample_blocks: int = 4):
        from .. import emulator

        self.causal = causal
        self.table = table or load_table()
        self.program = emulator.load(path, kernarg_layout=aiter_mla.args_layout_path())
        self.kernel = self.program.kernel
        self.blocks = (sample_blocks, 2 * sample_blocks, 3 * sample_blocks)
        self._records: dict[tuple[int, int], Any] = {}
        self._runs: dict[tuple, Any] = {}

    def check(self, problem) -> None:
        if problem.kv_heads != problem.heads_q:
            raise UserError(f"--problem: heads_kv: {problem.kv_heads}; allowed: {problem.heads_q} (AITER's MLA "
                            "prefill is MHA: mla_asm.csv lists Gqa 1)")
        if problem.keys != problem.seq_q:
            raise UserError(f"--problem: seq_k: {problem.keys}; allowed: seq_q ({problem.seq_q}): a prefill")

    def record(self, blocks: int, tiles: int = 1):
        """One workgroup running `tiles` 256-query tiles against blocks x 128 keys."""
        import ml_dtypes
        import numpy as np

        from .dynamic import record_launch

        key = (blocks, tiles)
        if key not in self._records:
            qn, kn = tiles * aiter_mla.TILE_Q, blocks * aiter_mla.TILE_KV
            meta = aiter_mla.ps_metadata([qn], [kn], 1, causal=self.causal)
            rng = np.random.default_rng(blocks)
            f8 = ml_dtypes.float8_e4m3fn
            q = rng.standard_normal((qn, 1, aiter_mla.QK_DIM)).astype(f8)
            k = rng.standard_normal((kn, 1, aiter_mla.QK_DIM)).astype(f8)
            v = rng.standard_normal((kn, 1, aiter_mla.V_DIM)).astype(f8)
            args = aiter_mla.args(q, k, v, [qn], [kn], meta, 1 / np.sqrt(aiter_mla.QK_DIM))
            self._records[key] = record_launch(self.program, args, aiter_mla.grid(meta), table=self.table,
                                               block=aiter_mla.BLOCK, barrier_mode=aiter_mla.BARRIER_MODE)
        return self._records[key]

    def cu_run(self, blocks: int, tiles: int, workgroups_per_cu: int, clock_mhz: float):
        from .dynamic import branch_policy
        from .engine import simulate

        key = (blocks, tiles, workgroups_per_cu, clock_mhz)
        if key not in self._runs:
            rec = self.record(blocks, tiles)
            r = simulate(self.kernel, iterations=1, clock_mhz=clock_mhz, table=self.table,
                         workgroups=workgroups_per_cu, lds_conflicts=dict(rec.lds_conflicts),
                         branch_outcome=branch_policy(self.kernel, rec, self.table))
            recorded = sum(len(w.indices) for w in rec.waves)
            if r.instructions_executed != workgroups_per_cu * recorded:
                raise ValueError(f"{self.kernel.name}: the engine issued {r.instructions_executed} "
                                 f"wave instructions, the recording {workgroups_per_cu} x {recorded}")
            self._runs[key] = r
        return self._runs[key]

    def conflicts(self) -> LdsConflicts:
        """Bank-conflict cycles per wave and 128-key block, on the emulator's addresses."""
        n = self.blocks[1]
        rec = self.record(n)
        return LdsConflicts(rec.lds_conflict_cycles / (8 * n), rec.lds_conflicts)

    def loop_costs(self, workgroups_per_cu: int, clock_mhz: float) -> LoopCosts:
        n1, n2, n3 = self.blocks
        t1, t2, t3 = (self.cu_run(n, 1, workgroups_per_cu, clock_mhz).total_cycles for n in self.blocks)
        slope = (t2 - t1) / (n2 - n1)
        error = abs(t3 - (t1 + (n3 - n1) * slope)) / t3
        # two items: the 512-query sequence's tiles see n2 and (causal) n2 - 2 blocks
        two = self.cu_run(n2, 2, workgroups_per_cu, clock_mhz).total_cycles
        extra_blocks = n2 - (2 if self.causal else 0)
        per_work = two - t2 - extra_blocks * slope
        prologue = t1 - per_work - n1 * slope
        steady = self.cu_run(n2, 1, workgroups_per_cu, clock_mhz)
        if steady.loop is None or steady.block is None:
            raise UserError(f"{self.kernel.name}: the cycle model found no key-block loop")
        note = (f"AITER persistent MLA prefill (zyfagen/foreign/aiter_mla.py): work lists from get_ps_metadata_v1 "
                f"on 256 workgroups; costs timed on the emulator's recorded stream of one workgroup (one work item "
                f"of {n1}/{n2}/{n3} 128-key blocks, and two items): a block {slope:,.0f} cycles, a work item "
                f"{per_work:,.0f}, the workgroup's prologue {prologue:,.0f}"
                + ("; a causal item's diagonal cost is charged to every item, split pieces too" if self.causal
                   else "") + "; AITER's mla_reduce_v1 launch for split tiles is not included")
        return LoopCosts(prologue, slope, slope, float(aiter_mla.TILE_KV), error, steady, note, per_work,
                         self.traffic_per_block())

    def traffic_per_block(self):
        """Bytes a wave moves per 128-key block, from the recorded streams at n1 and n2 blocks
        (the key loop's code holds branches its waves split over: counting each of its
        instructions for every wave doubled K/V and LDS bytes)."""
        from .problem import LoopTraffic, traffic_of

        n1, n2, _ = self.blocks
        insts = self.kernel.instructions
        t1, t2 = (traffic_of((insts[i] for w in self.record(n).waves for i in w.indices), self.table)
                  for n in (n1, n2))
        per = (n2 - n1) * len(self.record(n1).waves)
        return LoopTraffic(*(round((b - a) / per) for a, b in zip(
            (t1.global_bytes, t1.lds_read_bytes, t1.lds_write_bytes, t1.lds_transposed_read_bytes),
            (t2.global_bytes, t2.lds_read_bytes, t2.lds_write_bytes, t2.lds_transposed_read_bytes))))
