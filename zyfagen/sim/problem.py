"""A whole attention problem on the whole chip: `zyfagen simulate --occupancy K --problem ...`.

How the pieces join (each one its own module, each with tests of known answers):
- occupancy (grid.py): workgroups per CU from the code object's registers, LDS and waves;
- one CU's timing (the CU engine, engine.simulate with `workgroups`): the waves of that many
  resident workgroups on the 4 SIMDs, barriers across SIMDs, one LDS with its bandwidth and
  measured bank conflicts as stalls; sampled at two trip counts of the key-block loop; a workgroup of n iterations then takes
  overhead + n x per_iteration cycles. The engine fast-forwards a loop whose whole state
  repeats, so its time is exactly affine in the trip count once the loop is steady; the
  extrapolation is checked against a direct run at a third trip count (kept in the result as
  `extrapolation_error`, and in tests/sim/test_problem.py);
- the grid (grid.py): workgroups in dispatch order placed on 256 CUs, tails and causal
  imbalance included: the compute-side makespan;
- global-memory traffic per workgroup read from the code object (the bytes its key-block
  loop loads per iteration, so a kernel whose every wave streams K/V itself is charged for it),
  and the hierarchy's reuse model (hierarchy.py): floors for L1, L2, MALL and HBM;
- the CU's LDS (lds.py): the bytes the loop reads and writes through LDS against its
  bandwidth, plus the bank-conflict cycles measured on the emulator's real addresses when a
  launch contract lets us run one workgroup (our own kernels; see lds.trace_lds).
Kernel time is the longest of the makespan and the floors (a bound-and-bottleneck model: a
kernel overlaps its loads with its math, so the slowest resource sets the pace); `bound`
names the resource with the most cycles.
"""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field, replace
from typing import Any, Callable

import numpy as np

from ..classify import classify
from ..errors import UserError
from ..isa import IsaTable, load_table
from . import grid as gridmod
from .foreign_conflicts import measure_foreign_conflicts
from .hierarchy import HierarchyFacts, WorkgroupTraffic, level_bytes, level_cycles
from .lds import LdsConflicts, LdsFacts, access_bytes
from .loop_costs import LoopCosts
from ..foreign.triton_attn import TritonContract
from .triton_timing import TritonTiming
from .tiling import FOREIGN_TILINGS, Tiling

# the spec params an attention kernel's tiling is read from (tiling_of_params)
TILING_PARAMS = frozenset({"waves_per_workgroup", "block_q", "block_k", "head_dim_qk", "head_dim_v",
                           "output", "causal"})
PROBLEM_KEYS = ("batch", "heads_q", "heads_kv", "seq_q", "seq_k", "causal")
# serving shapes (issue 34): colon-separated lists seqlens_q=1:77:300, seqlens_k=..., window=L:R
# (-1 unbounded), page_size=N
SERVING_KEYS = ("seqlens_q", "seqlens_k", "window", "page_size")
# simulate_problem walks every workgroup of the grid (about 35 us each on one core)
MAX_MODEL_WORKGROUPS = 1 << 20


@dataclass(frozen=True)
class Problem:
    batch: int = 1
    heads_q: int = 1
    heads_kv: int = 0  # 0: as many as heads_q
    seq_q: int = 1024
    seq_k: int = 0  # 0: seq_q
    causal: bool = False
    # packed variable-length sequences (then batch, seq_q and seq_k are their count and longest
    # lengths); a sliding window (left, right), -1 unbounded; the K/V cache's page size (0: none)
    seqlens_q: tuple[int, ...] = ()
    seqlens_k: tuple[int, ...] = ()
    window: tuple[int, int] = (-1, -1)
    page_size: int = 0

    @property
    def serving(self) -> bool:
        return bool(self.seqlens_q) or self.window != (-1, -1)

    def sequences(self) -> list[tuple[int, int]]:
        """(query rows, keys) of each sequence (a dense problem: batch equal ones)."""
        if self.seqlens_q:
            return list(zip(self.seqlens_q, self.seqlens_k))
        return [(self.seq_q, self.keys)] * self.batch

    @property
    def kv_heads(self) -> int:
        return self.heads_kv or self.heads_q

    @property
    def keys(self) -> int:
        return self.seq_k or self.seq_q


def parse_problem(text: str) -> Problem:
    """`batch=1,heads_q=32,heads_kv=8,seq_q=16384,seq_k=16384,causal=0` -> Problem."""
    got: dict[str, int] = {}
    serving: dict[str, Any] = {}
    for part in text.split(","):
        key, eq, value = part.strip().partition("=")
        if key in got or key in serving:
            raise UserError(f"--problem: {key}: given twice; allowed: each key once")
        if key in SERVING_KEYS and eq:
            serving[key] = _serving_value(key, value)
            continue
        if key not in PROBLEM_KEYS or not eq:
            raise UserError(f"--problem: {part.strip()!r}: expected KEY=INTEGER; allowed keys: "
                            f"{', '.join(PROBLEM_KEYS + SERVING_KEYS)}")
        try:
            got[key] = int(value)
        except ValueError:
            raise UserError(f"--problem: {key}: {value!r} is not an integer") from None
        if got[key] < (0 if key == "causal" else 1) or (key == "causal" and got[key] > 1):
            raise UserError(f"--problem: {key}: {value} out of range; allowed: "
                            f"{'0 or 1' if key == 'causal' else 'a positive integer'}")
    if ("seqlens_q" in serving) != ("seqlens_k" in serving):
        raise UserError("--problem: seqlens_q and seqlens_k: give both (one length per sequence each)")
    if "seqlens_q" in serving:
        lq, lk = serving["seqlens_q"], serving["seqlens_k"]
        if len(lq) != len(lk):
            raise UserError(f"--problem: seqlens_k: {len(lk)} lengths; seqlens_q has {len(lq)}")
        clash = [k for k in ("batch", "seq_q", "seq_k") if k in got]
        if clash:
            raise UserError(f"--problem: {clash[0]}: comes from seqlens_q / seqlens_k; allowed: one of them")
        if max(lq) < 1:
            raise UserError("--problem: seqlens_q: every sequence is empty; allowed: at least one query row")
        got.update(batch=len(lq), seq_q=max(lq), seq_k=max(1, max(lk)))
    p = Problem(**{k: (bool(v) if k == "causal" else v) for k, v in got.items()}, **serving)
    if p.causal and p.window[1] > 0:
        raise UserError(f"--problem: window: right {p.window[1]} contradicts causal=1; allowed: 0 or -1")
    if p.heads_q % p.kv_heads:
        raise UserError(f"--problem: heads_q: {p.heads_q} is not a multiple of heads_kv {p.kv_heads}")
    return p


def _serving_value(key: str, value: str):
    try:
        vals = tuple(int(v) for v in value.split(":"))
    except ValueError:
        raise UserError(f"--problem: {key}: {value!r} is not {'an integer' if key == 'page_size' else 'integers separated by colons'}") from None
    if key == "page_size":
        if len(vals) != 1 or vals[0] not in (16, 32, 64, 128, 256):
            raise UserError(f"--problem: page_size: {value}; allowed: 16, 32, 64, 128 or 256")
        return vals[0]
    if key == "window":
        if len(vals) != 2 or min(vals) < -1:
            raise UserError(f"--problem: window: {value!r}; allowed: LEFT:RIGHT, each >= 0 or -1 (unbounded)")
        return vals
    if not vals or min(vals) < 0:
        raise UserError(f"--problem: {key}: {value!r}; allowed: lengths >= 0 separated by colons")
    return vals


def tiling_of_params(kind, params: dict[str, Any]) -> Tiling:
    """The tiling of a kernel of `kind` (a KernelKind with the TILING_PARAMS) built from
    complete `params`; its dispatch order is the kind's own (KernelKind.tile_order)."""
    rows = int(params["waves_per_workgroup"]) * int(params["block_q"])
    d = int(params["head_dim_qk"])
    return Tiling(rows, d, int(params.get("head_dim_v") or d), 4 if params["output"] == "fp32" else 2,
                  bool(params["causal"]), "spec params (waves_per_workgroup x block_q rows)",
                  tile_order=kind.tile_order(params) if kind.tile_order is not None else "grid",
                  p_form="lean" if params.get("p_mode") == "lean" else "exact",
                  varlen=bool(params.get("varlen", False)), window=bool(params.get("window", False)),
                  page_size=int(params.get("page_size", 0)),
                  in_bytes=2 if params.get("qkv_format") in ("bf16", "fp16") else 1)


@dataclass(frozen=True)
class LoopTraffic:
    """Bytes one wave moves per key-block loop iteration, read from the code object."""

    global_bytes: int
    lds_read_bytes: int
    lds_write_bytes: int
    lds_transposed_read_bytes: int = 0  # of lds_read_bytes: ds_read_*_tr_* (their own rate)


def loop_traffic(kernel, loop: tuple[int, int], table: IsaTable) -> LoopTraffic:
    return traffic_of((i for i in kernel.instructions if loop[0] <= i.address <= loop[1]), table)


def traffic_of(instructions, table: IsaTable) -> LoopTraffic:
    """The bytes these instructions move (each once, at full wave width)."""
    g = lr = lw = ltr = 0
    for inst in instructions:
        c = classify(inst.mnemonic, table)
        if c.unit == "vmem":
            b = access_bytes(inst.mnemonic, table)
            g += b
            # loaded straight into LDS: AITER's `buffer_load ... lds` and our
            # `global_load_lds_dwordx4` alike (before issue 30 only the first counted)
            if inst.modifier("lds") is not None or inst.mnemonic.startswith("global_load_lds_"):
                lw += b
        elif c.unit == "lds" and "bpermute" not in inst.mnemonic and "swizzle" not in inst.mnemonic:
            b = access_bytes(inst.mnemonic, table)
            if c.store or c.lds_no_return:
                lw += b
            else:
                lr += b
                if "_tr_" in inst.mnemonic:
                    ltr += b
    return LoopTraffic(g, lr, lw, ltr)


@dataclass(frozen=True)
class ChipResult:
    kernel: str
    problem: Problem
    tiling: Tiling
    clock_mhz: float
    occupancy: gridmod.Occupancy
    workgroups: int
    workgroup_cycles: tuple[float, ...]  # dispatch order, compute side
    keys_per_iteration: float
    iteration_cycles: float
    workgroup_overhead_cycles: float
    masked_iteration_cycles: float  # one iteration of the masked loops (= iteration_cycles if none)
    extrapolation_error: float  # |direct - extrapolated| / direct at the check trip count
    placement: gridmod.Placement
    kernel_cycles: float
    kernel_seconds: float
    tflops: float
    mfma_busy: float
    bound: str
    cycles: dict[str, float]  # per candidate bound
    bytes: dict[str, int]
    assumptions: tuple[str, ...]
    # the CU run the steady state comes from (its timeline: trace.chip_trace); not in JSON
    cu_run: Any = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        r = lambda x: round(float(x), 4)  # noqa: E731
        return {
            "kernel": self.kernel,
            "model": "zyfagen whole-chip model (gfx950: 256 CUs, 4 SIMDs each, L1/L2/MALL/HBM)",
            "problem": asdict(self.problem),
            "tiling": asdict(self.tiling),
            "clock_mhz": self.clock_mhz,
            "occupancy": asdict(self.occupancy),
            "workgroups": self.workgroups,
            "keys_per_iteration": r(self.keys_per_iteration),
            "iteration_cycles": r(self.iteration_cycles),
            "workgroup_overhead_cycles": r(self.workgroup_overhead_cycles),
            "masked_iteration_cycles": r(self.masked_iteration_cycles),
            "extrapolation_error": r(self.extrapolation_error),
            "placement": {k: r(v) for k, v in self.placement.summary().items()},
            "kernel_cycles": r(self.kernel_cycles),
            "kernel_time_us": r(self.kernel_seconds * 1e6),
            "tflops": r(self.tflops),
            "mfma_busy": r(self.mfma_busy),
            "bound": self.bound,
            "cycles": {k: r(v) for k, v in self.cycles.items()},
            "bytes": dict(self.bytes),
            "assumptions": list(self.assumptions),
        }


def _visible_keys(q_end: int, p: Problem) -> int:
    """Keys the last row of a tile ending at q_end sees (causal: bottom-right aligned)."""
    if not p.causal:
        return p.keys
    return max(0, min(p.keys, q_end - 1 + p.keys - p.seq_q + 1))


# static_loop_costs' CU-engine runs, reused: the engine counts cycles and reads the table's
# cycle facts only (the clock turns cycles into TFLOP/s in its summary alone), so the power
# model's clock iterations, and a band's ends that move only power facts, need no new run
_LOOP_COSTS: dict[tuple, tuple[Any, LoopCosts]] = {}
_LOOP_COSTS_MAX = 64


def cycle_fingerprint(kernel, table: IsaTable) -> tuple:
    """Every table value the CU engine can read for `kernel`: the global facts but the power
    model's own (power.POWER_FACTS) and those charged to instruction forms it lacks
    (program.CONDITIONAL_FACTS), the unit defaults, and the quantities of the instructions
    the kernel uses. Two tables with equal fingerprints give the engine equal cycles."""
    from .power import POWER_FACTS
    from .program import CONDITIONAL_FACTS, uses_fact

    used = sorted({i.mnemonic for i in kernel.instructions} & table.ops.keys())
    value = lambda f: None if f is None else f.value  # noqa: E731
    unread = POWER_FACTS | {k for k in CONDITIONAL_FACTS if not uses_fact(kernel, k)}
    return (tuple((k, f.value) for k, f in table.facts.items() if k not in unread),
            tuple((u, q, f.value) for u, qs in table.unit_defaults.items() for q, f in qs.items()),
            tuple((m, value(table.ops[m].issue), value(table.ops[m].latency), value(table.ops[m].passes))
                  for m in used))


def static_loop_costs(kernel, tiling: Tiling, workgroups_per_cu: int, clock_mhz: float,
                      table: IsaTable, sample_iterations: int = 8,
                      by_address: dict[int, float] | None = None) -> LoopCosts:
    """The CU engine on the code object's own control flow, every loop `n` times (the key
    loop's trips known, as in our kernels and AITER's), sampled at several n. Reused for an
    equal kernel, tiling, residency, conflicts and cycle facts (`cycle_fingerprint`) at any
    clock: only the steady run's own TFLOP/s fields are restated at this clock."""
    by_address = by_address or {}
    key = (id(kernel), tiling, workgroups_per_cu, sample_iterations, tuple(sorted(by_address.items())),
           cycle_fingerprint(kernel, table))
    hit = _LOOP_COSTS.get(key)
    if hit is not None and hit[0] is kernel:
        costs = hit[1]
        r = costs.steady
        if r.clock_mhz != clock_mhz:  # the same cycles: TFLOP/s scale with the clock
            k = clock_mhz / r.clock_mhz
            r = replace(r, clock_mhz=clock_mhz, tflops_total=r.tflops_total * k,
                        tflops_steady=None if r.tflops_steady is None else r.tflops_steady * k)
            costs = replace(costs, steady=r)
        return costs
    costs = _static_loop_costs(kernel, tiling, workgroups_per_cu, clock_mhz, table, sample_iterations, by_address)
    if len(_LOOP_COSTS) >= _LOOP_COSTS_MAX:
        _LOOP_COSTS.pop(next(iter(_LOOP_COSTS)))
    _LOOP_COSTS[key] = (kernel, costs)
    return costs


def _static_loop_costs(kernel, tiling: Tiling, workgroups_per_cu: int, clock_mhz: float,
                       table: IsaTable, sample_iterations: int, by_address: dict[int, float]) -> LoopCosts:
    from ..classify import classifier
    from .engine import _prepare, simulate  # the CU engine

    n1, n2, n3 = sample_iterations, 2 * sample_iterations, 3 * sample_iterations
    # loops around the key-block loop (a loop over query tiles) pass once: the samples time
    # one query tile; a workgroup's tiles are added up below
    prog, _unknown, loops, main_loop, _note, _fast = _prepare(kernel, table, tiling.main_loop)
    outer = {prog[b].address: 0 for h, b in loops
             if main_loop and (h, b) != main_loop and h <= main_loop[0] and main_loop[1] <= b}
    branches = classifier(table)
    if not {x.address for x in prog if branches(x.mnemonic).conditional_branch} >= set(tiling.mask_skips):
        raise ValueError(f"{kernel.name}: mask skips {tiling.mask_skips} are not branches of the kernel")

    def run(n: int, skips: tuple[int, ...] = tiling.mask_skips):
        # one CU simulated whole: its resident workgroups' waves on the 4 SIMDs, one LDS
        return simulate(kernel, iterations=n, clock_mhz=clock_mhz, workgroups=workgroups_per_cu, table=table,
                        lds_conflicts=by_address, loop_trips=outer, main_loop_at=tiling.main_loop,
                        taken_branches=frozenset(skips))
    runs = {n: run(n) for n in (1, 2, n1, n2, n3)}
    r2 = runs[n2]
    if r2.block is None or r2.loop is None or not r2.loop_iteration_cycles:
        raise UserError(f"{kernel.name}: the cycle model found no key-block loop to extrapolate")
    # The engine runs every loop of the kernel `n` times. Its time is affine in n once the
    # loops are steady (fast-forward replays an exactly repeating state): checked at n3.
    slope = (runs[n2].total_cycles - runs[n1].total_cycles) / (n2 - n1)
    direct = runs[n3].total_cycles
    extrap_err = abs(direct - (runs[n1].total_cycles + (n3 - n1) * slope)) / direct
    # A real launch runs the key-block loop once per key block and the kernel's other loops
    # (GQA division, masked tail) a few times at most: the time outside every loop is
    # 2 T(1) - T(2) (all loops once, minus all loops twice), and the key-block loop adds its
    # steady iteration time per block. Over-counts at most one first iteration per loop.
    per_iter = float(r2.loop_iteration_cycles)
    # a masked block's cost: one more trip of the masked loops, every other loop once
    masked_cost = per_iter
    if tiling.masked_loops:
        edges = {prog[b].address for _h, b in loops}
        if not set(tiling.masked_loops) <= edges:  # a launch contract that does not fit its kernel
            raise ValueError(f"{kernel.name}: masked loops {tiling.masked_loops} are not loops of the kernel")

        def once(trips: int) -> int:
            return simulate(kernel, iterations=1, clock_mhz=clock_mhz, workgroups=workgroups_per_cu,
                            table=table, lds_conflicts=by_address,
                            loop_trips={**outer, **{a: trips for a in tiling.masked_loops}},
                            main_loop_at=tiling.main_loop).total_cycles
        masked_cost = float(once(2) - once(1))
    if tiling.mask_skips:  # a masked block runs the masking its unmasked trips skip
        masked_cost = (run(n2, ()).total_cycles - run(n1, ()).total_cycles) / (n2 - n1)
    overhead = max(0.0, 2.0 * runs[1].total_cycles - runs[2].total_cycles - tiling.blocks_outside_loop * per_iter)
    waves = gridmod.resources_of(kernel).waves
    rows_per_wave = tiling.rows_per_workgroup / waves
    keys_per_iter = tiling.keys_per_iteration or r2.block.qk_macs / (rows_per_wave * tiling.head_dim_qk)
    return LoopCosts(overhead, per_iter, masked_cost, keys_per_iter, extrap_err, r2)


def _persistent_workgroups(problem: Problem, tiling: Tiling, costs: LoopCosts, traffic: LoopTraffic,
                           waves: int, kv_bytes_per_key: float, cus: int):
    """Per workgroup of a persistent kernel (one per CU, AITER's available_tgs) that has work
    items: cycles (its prologue, then per item a fixed cost and its key blocks) and traffic (K/V
    of its items, named by the first item's (batch, head); Q in and O or fp32 partial O out);
    and the LDS bytes."""
    from ..foreign.aiter_mla import ps_metadata

    meta = ps_metadata([problem.seq_q] * problem.batch, [problem.keys] * problem.batch, cus,
                       heads_k=problem.kv_heads, causal=problem.causal)
    cycles, moved = [], []
    lds = [0.0, 0.0, 0.0]
    for g in range(cus):
        items = meta.work_info[meta.work_indptr[g]:meta.work_indptr[g + 1]]
        total, kv, private = costs.overhead, 0, 0
        for b, loc, qs, qe, ks, ke, _off, _heads in items.tolist():
            blocks = -(-(ke - ks) // tiling.keys_per_iteration)
            total += costs.per_work + blocks * costs.per_iteration
            kv += int((ke - ks) * kv_bytes_per_key)
            rows = qe - qs
            private += rows * tiling.head_dim_qk * tiling.in_bytes + rows * tiling.head_dim_v * (tiling.out_bytes if loc < 0 else 4)
            lds[0] += blocks * traffic.lds_read_bytes * waves
            lds[1] += blocks * traffic.lds_transposed_read_bytes * waves
            lds[2] += blocks * traffic.lds_write_bytes * waves
        if not len(items):  # nothing to do: it leaves at once (not placed)
            continue
        first = items[0].tolist()
        cycles.append(total)
        moved.append(WorkgroupTraffic((first[0], first[7] & 0xFFFF), kv, private))
    return cycles, moved, tuple(lds)


def _bounds(lq: int, lk: int, causal: bool, window: tuple[int, int]) -> tuple[int, int]:
    """(hi_off, lo_off): row q of a sequence sees keys q + lo_off <= j < min(q + hi_off, lk)
    (flash-attn's bottom-right alignment; window -1: unbounded, taken as lq + lk)."""
    far = lq + lk
    left, right = (far if w < 0 else min(w, far) for w in window)
    if causal:
        right = 0
    return lk - lq + right + 1, lk - lq - left


def _tile_blocks(lq: int, lk: int, q0: int, rows: int, bk: int, causal: bool,
                 window: tuple[int, int]) -> tuple[int, int]:
    """(key blocks walked, of them full) by the workgroup of rows q0.. of a sequence: from the
    block of its first row's first key to its last row's last, full where every row sees
    every key of the block (docs/attention.md 'Serving features')."""
    last = min(q0 + rows, lq) - 1
    hi_off, lo_off = _bounds(lq, lk, causal, window)
    end = min(lk, last + hi_off)
    if end <= 0:
        return 0, 0
    start, stop = max(q0 + lo_off, 0) // bk, -(-end // bk)
    full_begin = -(-max(last + lo_off, 0) // bk)
    full_end = max(min(q0 + hi_off, lk), 0) // bk
    iters = max(0, stop - start)
    return iters, max(0, min(full_end, stop) - max(full_begin, start))


def _visible_pairs(lq: int, lk: int, causal: bool, window: tuple[int, int]) -> int:
    hi_off, lo_off = _bounds(lq, lk, causal, window)
    q = np.arange(lq, dtype=np.int64)
    return int(np.maximum(np.minimum(q + hi_off, lk) - np.maximum(q + lo_off, 0), 0).sum())


def _serving_workgroups(problem: Problem, tiling: Tiling, costs: LoopCosts, traffic: LoopTraffic, waves: int,
                        kv_bytes_per_key: float, group: int):
    """Workgroups of a packed-sequence (or windowed) launch in dispatch order: the host's tile
    table, longest first (varlen), else grid order; each costs the overhead plus its full
    blocks at the key loop's rate and its edge blocks (window ends, causal diagonal, ragged
    tail) at the masked rate. Returns (cycles, traffic, LDS bytes, blocks, visible pairs)."""
    rows, bk = tiling.rows_per_workgroup, costs.keys_per_iteration
    seqs = problem.sequences()
    window = problem.window
    tiles = [(b, t) for b, (lq, _lk) in enumerate(seqs) for t in range(-(-lq // rows))]
    work = {bt: _tile_blocks(*seqs[bt[0]], bt[1] * rows, rows, int(bk), problem.causal, window) for bt in tiles}
    if tiling.tile_order == "table":
        tiles.sort(key=lambda bt: (-work[bt][0], bt))
    wg_cycles, wg_traffic = [], []
    lds = [0.0, 0.0, 0.0]
    blocks = 0
    for b, t in tiles:
        iters, full = work[(b, t)]
        lq = seqs[b][0]
        n_rows = min(lq, (t + 1) * rows) - t * rows
        private = n_rows * tiling.head_dim_qk * tiling.in_bytes + n_rows * tiling.head_dim_v * tiling.out_bytes
        for h in range(problem.heads_q):
            wg_cycles.append(costs.overhead + full * costs.per_iteration + (iters - full) * costs.masked_iteration)
            wg_traffic.append(WorkgroupTraffic((b, h // group), int(iters * bk * kv_bytes_per_key), private))
            lds[0] += iters * traffic.lds_read_bytes * waves
            lds[1] += iters * traffic.lds_transposed_read_bytes * waves
            lds[2] += iters * traffic.lds_write_bytes * waves
            blocks += iters
    pairs = sum(_visible_pairs(lq, lk, problem.causal, window) for lq, lk in seqs)
    return wg_cycles, wg_traffic, tuple(lds), blocks, pairs


def _tile_and_head(order: str, x: int, h: int, tiles: int, heads: int) -> tuple[int, int]:
    """The (query tile, head) that the workgroup at grid (x, h) runs (Tiling.tile_order)."""
    if order == "reversed":
        return tiles - 1 - x, h
    if order == "longest_first":  # n = x + tiles h in the batch
        n = x + tiles * h
        return tiles - 1 - n // heads, n % heads
    return x, h


def simulate_problem(kernel, tiling: Tiling, problem: Problem, clock_mhz: float = 2400.0,
                     table: IsaTable | None = None, sample_iterations: int = 8,
                     lds_conflicts_per_block: "float | LdsConflicts | None" = None,
                     loop_costs: "Callable[[int, float], LoopCosts] | None" = None) -> ChipResult:
    """Predict one kernel launch for `problem` on the whole chip (see the module docstring).

    lds_conflicts_per_block: bank-conflict cycles measured on the emulator's real addresses
    (measure_lds_conflicts: per instruction, stalls in the CU engine, and per key block, a
    floor on the CU's LDS time; a bare number gives the floor only); None when nobody
    measured them (the result says so).

    loop_costs(workgroups per CU, clock) -> LoopCosts: for a kernel whose key loop's trips
    are run-time values the static engine cannot follow (Triton's: sim/triton_timing.py
    times them from the emulator's recorded stream); None: static_loop_costs."""
    by_address: dict[int, float] = {}
    if isinstance(lds_conflicts_per_block, LdsConflicts):
        by_address = dict(lds_conflicts_per_block.by_address)
        lds_conflicts_per_block = lds_conflicts_per_block.per_block

    table = table or load_table()
    if tiling.causal != problem.causal:
        raise UserError(f"--problem: causal: {int(problem.causal)} but the kernel is "
                        f"{'' if tiling.causal else 'not '}causal; allowed: {int(tiling.causal)}")
    if problem.seqlens_q and not tiling.varlen:
        raise UserError("--problem: seqlens_q: packed sequences need a kernel with varlen: true; this one is dense")
    if problem.window != (-1, -1) and not tiling.window:
        raise UserError("--problem: window: needs a kernel with window: true (it walks only the window's blocks)")
    if problem.page_size and problem.page_size != tiling.page_size:
        raise UserError(f"--problem: page_size: {problem.page_size} but the kernel's is {tiling.page_size}; "
                        f"allowed: {tiling.page_size or 'none (a kernel with page_size reads a paged cache)'}")
    serving = problem.serving or tiling.varlen
    tiles = -(-problem.seq_q // tiling.rows_per_workgroup)
    workgroups = problem.batch * problem.heads_q * (-(-tiles // 2) if tiling.tiles_per_workgroup == 2 else tiles)
    if serving:
        workgroups = sum(-(-lq // tiling.rows_per_workgroup) for lq, _ in problem.sequences()) * problem.heads_q
    if tiling.persistent:  # work items (query tiles or pieces of them) on one workgroup per CU
        workgroups = problem.batch * problem.heads_q * tiles
    if workgroups > MAX_MODEL_WORKGROUPS:  # placed one by one below: a bound on the run time
        raise UserError(f"--problem: {workgroups} workgroups (batch x heads_q x query tiles); allowed: at most "
                        f"{MAX_MODEL_WORKGROUPS} (the model places every workgroup, under a minute at the limit "
                        f"on one core)")
    res = gridmod.resources_of(kernel)
    # LDS a launch allocates beyond the code object's fixed group segment (Triton's)
    res = replace(res, lds_bytes=res.lds_bytes + tiling.dynamic_lds)
    occ = gridmod.occupancy(res, table)
    costs = (loop_costs(occ.workgroups_per_cu, clock_mhz) if loop_costs is not None else
             static_loop_costs(kernel, tiling, occ.workgroups_per_cu, clock_mhz, table,
                               sample_iterations, by_address))
    r2, per_iter, masked_cost = costs.steady, costs.per_iteration, costs.masked_iteration
    overhead, extrap_err, keys_per_iter = costs.overhead, costs.extrapolation_error, costs.keys_per_iteration
    waves = res.waves

    cus = int(table.fact("compute_units").value)
    slots_per_cu = occ.workgroups_per_cu
    # a SIMD's waves belong to `groups` workgroups running side by side: each slot of the
    # placement is one of them, and it lasts as long as the SIMD's run
    group = problem.heads_q // problem.kv_heads
    traffic = costs.traffic or loop_traffic(kernel, r2.loop, table)
    kv_bytes_per_key = traffic.global_bytes * waves / keys_per_iter  # what the kernel loads
    wg_cycles: list[float] = []
    wg_traffic: list[WorkgroupTraffic] = []
    lds_read = lds_write = lds_read_tr = 0.0
    pairs = tiling.tiles_per_workgroup == 2
    if tiling.persistent:
        wg_cycles, wg_traffic, (lds_read, lds_read_tr, lds_write) = _persistent_workgroups(
            problem, tiling, costs, traffic, waves, kv_bytes_per_key, cus)
    serving_totals = None
    if serving:
        wg_cycles, wg_traffic, (lds_read, lds_read_tr, lds_write), *serving_totals = _serving_workgroups(
            problem, tiling, costs, traffic, waves, kv_bytes_per_key, group)
    for b in range(problem.batch if not (tiling.persistent or serving) else 0):  # grid (x: query tile, y: head, z: batch)
        for h in range(problem.heads_q):
            for x0 in range(-(-tiles // 2) if pairs else tiles):
                x, hq = _tile_and_head(tiling.tile_order, x0, h, tiles, problem.heads_q)
                cycles_wg = 0.0
                kv = private = 0
                for tile in ([x] + ([tiles - 1 - x] if tiles - 1 - x > x else [])) if pairs else [x]:
                    q_end = min(problem.seq_q, (tile + 1) * tiling.rows_per_workgroup)
                    keys = _visible_keys(q_end, problem)
                    iters = -(-keys // keys_per_iter) if keys else 0
                    if tiling.key_tile and keys:  # work ends at the last visible key tile (Tiling.key_tile)
                        iters = -(-keys // tiling.key_tile) * tiling.key_tile / keys_per_iter
                    # the causal diagonal block, or a ragged last one, runs masked
                    masked = min(iters, tiling.masked_blocks) if problem.causal or keys % keys_per_iter else 0
                    cycles_wg += overhead + (iters - masked) * per_iter + masked * masked_cost
                    rows = q_end - tile * tiling.rows_per_workgroup
                    private += rows * tiling.head_dim_qk * tiling.in_bytes + rows * tiling.head_dim_v * tiling.out_bytes
                    kv += int(keys * kv_bytes_per_key)
                    lds_read += iters * traffic.lds_read_bytes * waves
                    lds_read_tr += iters * traffic.lds_transposed_read_bytes * waves
                    lds_write += iters * traffic.lds_write_bytes * waves
                wg_cycles.append(cycles_wg)
                wg_traffic.append(WorkgroupTraffic((b, hq // group), kv, private))
    hf = HierarchyFacts.from_table(table)
    # workgroups that start (end) together load Q and their first K/V block (store O) in one
    # burst over HBM: placed once, their bursts added, placed again
    first = gridmod.place(wg_cycles, cus, slots_per_cu)
    rows = min(problem.seq_q, tiling.rows_per_workgroup)
    start_bytes = (rows * tiling.head_dim_qk + min(problem.keys, keys_per_iter) * (tiling.head_dim_qk
                                                                                  + tiling.head_dim_v)) * tiling.in_bytes
    end_bytes = rows * tiling.head_dim_v * tiling.out_bytes
    bursts = gridmod.round_bursts(first, wg_cycles, start_bytes, end_bytes,
                                  hf.hbm_bytes_per_s / (clock_mhz * 1e6))
    wg_cycles = [c + b for c, b in zip(wg_cycles, bursts)]
    placement = gridmod.place(wg_cycles, cus, slots_per_cu)
    lb = level_bytes(wg_traffic, slots_per_cu, hf)
    lc = level_cycles(lb, clock_mhz, hf)
    lf = LdsFacts.from_table(table)
    lds_cycles = ((lds_read - lds_read_tr) / lf.read_bytes_per_clock
                  + lds_read_tr / (lf.read_bytes_per_clock * lf.transposed_read_rate)
                  + lds_write / lf.write_bytes_per_clock) / cus
    blocks = sum(-(-_visible_keys(min(problem.seq_q, (x + 1) * tiling.rows_per_workgroup), problem)
                    // keys_per_iter) for x in range(tiles)) * problem.batch * problem.heads_q
    if serving_totals:
        blocks = serving_totals[0]
    conflict_cycles = (lds_conflicts_per_block or 0.0) * blocks * waves / cus

    # the compute side's makespan split by what its SIMDs spend the time on (steady state)
    span = placement.makespan
    mfma = (r2.mfma_busy_steady or r2.mfma_busy_total) * (span - placement.tail)
    valu = (r2.valu_busy_steady or r2.valu_busy_total) * (span - placement.tail)
    idle = {i.reason: i.steady_cycles for i in r2.idle_reasons}
    window = (r2.steady_window[1] - r2.steady_window[0]) if r2.steady_window else r2.total_cycles
    scale = (span - placement.tail) / window if window else 0.0
    cycles = {
        "MFMA": mfma,
        "VALU": valu,
        "issue": (idle.get("issue_conflict", 0) + idle.get("other_work", 0) + idle.get("nop", 0)) * scale,
        "barrier wait": idle.get("barrier", 0) * scale,
        "memory latency": idle.get("memory", 0) * scale,
        "grid tail": placement.tail,
        "start/end bursts": placement.makespan - first.makespan,
        "LDS bandwidth": lds_cycles,
        "bank conflicts": conflict_cycles,
        "L1": lc.l1,
        "L2": lc.l2,
        "MALL": lc.mall,
        "HBM": lc.hbm,
    }
    kernel_cycles = max(span, lds_cycles + conflict_cycles, lc.l1, lc.l2, lc.mall, lc.hbm)
    if kernel_cycles > span:  # a shared resource paces the kernel
        bound = max(("LDS bandwidth", "bank conflicts", "L1", "L2", "MALL", "HBM"), key=cycles.get)
        if bound in ("LDS bandwidth", "bank conflicts") and conflict_cycles > lds_cycles:
            bound = "bank conflicts"
    else:
        bound = max(("MFMA", "VALU", "issue", "barrier wait", "memory latency", "grid tail",
                     "start/end bursts"), key=cycles.get)
    seconds = kernel_cycles / (clock_mhz * 1e6)
    pairs = sum(min(problem.keys, max(0, q + problem.keys - problem.seq_q + 1)) for q in range(problem.seq_q)) \
        if problem.causal else problem.seq_q * problem.keys
    flops = 2.0 * problem.batch * problem.heads_q * pairs * (tiling.head_dim_qk + tiling.head_dim_v)
    if serving_totals:  # each sequence's visible pairs (its window, its causal diagonal)
        flops = 2.0 * problem.heads_q * serving_totals[1] * (tiling.head_dim_qk + tiling.head_dim_v)
    assumptions = ((costs.note,) if costs.note else ()) + (() if not problem.causal else (
        "causal: a query tile's diagonal key block is its one masked block (timed by the kernel's "
        "masked loops when its launch contract names them, else at the key-block loop's rate)",)) + (
        f"one clock, {clock_mhz:g} MHz, for the whole run (DVFS within a launch is not modelled; "
        f"peak_clock_mhz in isa/ is {table.fact('peak_clock_mhz').value:g}: sim/power.py predicts "
        "the clock a launch sustains)",
        "workgroups dispatched in grid order (grid x fastest, then y, then z), "
        "round-robin over the 8 XCDs, each to the CU slot that frees first; query tile per "
        f"dispatch position: {tiling.tile_order} (Tiling.tile_order)",
        "every memory level's time is its bytes at full bandwidth (isa/ facts); kernel time is "
        "the longest of the compute makespan and those floors (loads overlap the math)",
        "co-resident workgroups reading the same K/V share one L2 fill per XCD per round",
        "workgroups that start together load Q and their first K/V block, and those that end "
        "together store O, in one burst at HBM bandwidth each (added to their time)",
        f"one CU simulated whole ({occ.workgroups_per_cu} resident workgroups on 4 SIMDs, barriers "
        "across SIMDs, one LDS whose bandwidth and measured bank conflicts stall the waves); every "
        "CU runs alike",
        "LDS bank conflicts: " + (f"{lds_conflicts_per_block:g} cycles per wave and key block, measured "
                                  "on the emulator's addresses of one small launch (64 banks x 4 B, "
                                  "unverified), counted against the CU's LDS bandwidth"
                                  + (f"; per instruction ({len(by_address)} instructions conflict) "
                                     "as stalls in the CU engine" if by_address else "")
                                  if lds_conflicts_per_block is not None else
                                  "not measured for this kernel (no launch contract to emulate it)"),
    )
    return ChipResult(kernel.name, problem, tiling, clock_mhz, occ, len(wg_cycles), tuple(wg_cycles),
                      keys_per_iter,
                      per_iter, overhead, masked_cost, extrap_err, placement, kernel_cycles, seconds,
                      flops / seconds / 1e12, mfma / kernel_cycles if kernel_cycles else 0.0,
                      bound, cycles,
                      {"requested": lb.requested, "l2_fills": lb.l2_fills, "hbm": lb.hbm,
                       "lds_read": int(lds_read), "lds_write": int(lds_write)},
                      assumptions, r2)


def triton_tiling(c: TritonContract) -> Tiling:
    """A Triton attn_fwd's tiling, from its launch contract (zyfagen/foreign/triton_attn.py)."""
    return Tiling(c.block_m, c.d_qk, c.d, 2, c.causal,
                  f"Triton launch sidecar {c.path.name} (config {c.config}: BLOCK_M {c.block_m}, "
                  f"BLOCK_N {c.block_n}, {c.num_warps} warps)",
                  masked_blocks=c.masked_blocks, dynamic_lds=c.shared)


def simulate_triton(timing: TritonTiming, problem: Problem, clock_mhz: float = 2400.0) -> ChipResult:
    """A Triton attn_fwd on the whole chip: its key-loop trips timed from recorded launches."""
    c = timing.contract
    c.check(problem.batch, problem.heads_q, problem.kv_heads, problem.seq_q, problem.keys)
    return simulate_problem(timing.kernel, triton_tiling(c), problem, clock_mhz=clock_mhz,
                            table=timing.table, lds_conflicts_per_block=timing.conflicts(),
                            loop_costs=timing.loop_costs)


def resolve(target: str, kernel_name: str | None = None):
    """CODE_OBJECT_OR_SPEC -> (kernel, tiling, measured bank-conflict cycles per key block)."""
    from .. import codeobj
    from ..resources import existing_target

    path = existing_target(target)
    if path.suffix in (".yaml", ".yml"):
        from ..driver import build_spec
        from ..kernels import get_kind
        from ..spec import load_spec

        spec = load_spec(path)
        kind = get_kind(spec.kind)
        if not TILING_PARAMS <= set(kind.param_names()):
            raise UserError(f"{target}: kind: {spec.kind} has no attention tiling for --problem; "
                            f"allowed: a kind with params {', '.join(sorted(TILING_PARAMS))}")
        params = kind.complete(dict(spec.params))
        data = build_spec(spec).code_object
        kernel = codeobj.read_code_object(data).kernel()
        return kernel, tiling_of_params(kind, params), measure_lds_conflicts(data, kind, params)
    kernel = codeobj.read_code_object(path).kernel(kernel_name)
    by_content = FOREIGN_TILINGS.get("sha256:" + hashlib.sha256(path.read_bytes()).hexdigest())
    if by_content is not None:  # a foreign kernel whose symbol another one shares (AITER v4 / v3)
        return kernel, by_content, None
    if kernel.name not in FOREIGN_TILINGS:
        from ..runtime.library import built_params  # zyfagen's own: NAME.report.json or manifest.json

        own = built_params(path, kernel)
        if own is not None and TILING_PARAMS <= set(own[0].param_names()):
            kind, params, _ = own
            return kernel, tiling_of_params(kind, params), measure_lds_conflicts(path.read_bytes(), kind, params)
        raise UserError(f"{target}: kernel {kernel.name}: no launch contract for --problem; allowed: a spec "
                        f"(.yaml), an attention code object zyfagen built with its {kernel.name}.report.json "
                        f"or library manifest.json beside it, or one of {', '.join(n for n in FOREIGN_TILINGS if not n.startswith('sha256:'))}")
    return kernel, FOREIGN_TILINGS[kernel.name], measure_foreign_conflicts(path, kernel.name)


def measure_lds_conflicts(code_object: bytes, kind, params: dict[str, Any], blocks: int = 4) -> LdsConflicts:
    """Bank-conflict cycles per wave and key block of one of our attention kernels: one
    workgroup emulated over `blocks` key blocks through the kind's launch harness, every LDS
    access costed from its lanes' real addresses (lds.trace_lds)."""
    from dataclasses import replace

    from .. import emulator
    from ..kernels.launch import launch_of
    from .lds import trace_lds

    rows = int(params["waves_per_workgroup"]) * int(params["block_q"])
    keys = blocks * int(params["block_k"])
    # the kind's own problem type, reshaped to one head and one query tile
    small = replace(kind.check_problem(params), batch=1, heads_q=1, heads_kv=1,
                    seq_q=rows if not params["causal"] else keys, seq_k=keys)
    launch = launch_of(kind, params, small, kind.inputs(params, small, 0))
    trace = trace_lds(emulator.load(code_object), launch.args, launch.grid)
    wgs = launch.grid[0] * launch.grid[1] * launch.grid[2]
    waves = int(params["waves_per_workgroup"])
    visible = blocks if not params["causal"] else (blocks + 1) / 2  # causal: triangle
    return LdsConflicts(trace.conflict_cycles / (wgs * waves * visible),
                        tuple(trace.conflicts_by_address().items()))


def render_cycles(r: ChipResult) -> list[str]:
    """The text report's body: cycles by candidate bound, then the model's assumptions (the
    header with clock, power and band is sim/clocked.render_text's)."""
    lines = ["cycles by candidate bound:"]
    lines += [f"  {k:15s} {v:14,.0f}" for k, v in sorted(r.cycles.items(), key=lambda kv: -kv[1])]
    return lines + ["assumptions:"] + [f"  - {a}" for a in r.assumptions]
