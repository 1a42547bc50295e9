"""Trace-driven timing: the functional emulator records each wave's dynamic instruction
stream, the cycle model times it (issues #12/#13).

Design chosen (and why). The static engine walks the code object and decides branches by a
policy (loop back-edges taken `iterations` times, a few scalar values followed). Triton's
key loop exits from its middle on a comparison with the run-time seq_k and returns through
unconditional back-edges, so no static policy leaves it; masked tails (`s_cbranch_execz`)
and GQA/causal bounds are run-time values too. Following Accel-Sim's trace-driven split
(github.com/accel-sim/accel-sim-framework: a functional front end records each warp's
instructions, active mask and addresses; the timing model replays them), the emulator runs
the launch once and records per wave:

- the instruction stream (kernel instruction indices, array('I')) and EXEC before each
  (array('Q')) -- from the emulator's trace hook (emulator/tracing.py, its signature
  unchanged: `launch(..., trace=callback)` receiving TraceStep);
- global memory bytes moved (active lanes x bytes per lane of each vector memory
  instruction, EXEC-masked);
- every LDS access's lane addresses, costed at once into bank-conflict cycles per
  instruction (lds._traced_handlers, the same costing the whole-chip model uses).

The timing engine (engine.simulate) is then run with `branch_outcome`: every branch a wave
reaches is decided by what that wave did next in the recording (per wave and branch
address, in order), so loops, branches and masked tails are the real ones for the recorded
problem; everything else (issue, pipes, latencies, s_waitcnt, barriers across SIMDs, the
CU's LDS with the measured conflicts) is the engine's. The alternative, a replay of the
raw stream with no engine, would duplicate the engine's dependence and pipe logic; feeding
the branch outcomes keeps one engine and one set of timing rules. Fast-forward is off on
this path (the recorded problem is timed instruction by instruction).

The static path stays for our own kernels, whose loop trips the engine knows exactly; a
test checks both agree exactly on an emitted kernel.
"""
from __future__ import annotations

import math

from array import array
from collections import defaultdict, deque
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from ..classify import classify
from ..codeobj import KernelCode
from ..errors import UserError
from ..isa import IsaTable, load_table
from .lds import LdsFacts, _traced_handlers, access_bytes, access_cost


@dataclass(frozen=True)
class WaveStream:
    """One wave's dynamic instruction stream."""

    workgroup: tuple[int, int, int]
    wave: int  # index in its workgroup
    indices: array = field(repr=False)  # kernel instruction index of each executed instruction
    execs: array = field(repr=False)  # EXEC before each (bit i: lane i)
    global_bytes: int  # bytes its vector memory instructions moved (active lanes only)

    def branch_outcomes(self, is_branch: Callable[[int], bool]) -> dict[int, deque]:
        """Per branch instruction index, whether each execution was taken (in order): taken
        when the wave's next instruction is not the one after it."""
        out: dict[int, deque] = defaultdict(deque)
        idx = self.indices
        for k in range(len(idx) - 1):
            i = idx[k]
            if is_branch(i):
                out[i].append(idx[k + 1] != i + 1)
        return out


@dataclass(frozen=True)
class DynamicRecord:
    """What one emulated launch did, per wave, for the timing model."""

    kernel: str
    grid: tuple[int, int, int]
    waves: tuple[WaveStream, ...]
    lds_accesses: int
    lds_cycles: int  # the accesses' LDS clocks (bandwidth + conflicts)
    lds_conflict_cycles: int
    # instruction address -> average conflict cycles of one access (the engine's lds_conflicts)
    lds_conflicts: tuple[tuple[int, float], ...]
    result: Any = field(repr=False, default=None)  # the emulator's LaunchResult (buffers, counts)

    @property
    def instructions(self) -> int:
        return sum(len(w.indices) for w in self.waves)

    def workgroups(self) -> list[tuple[int, int, int]]:
        seen: dict[tuple[int, int, int], None] = {}
        for w in self.waves:
            seen.setdefault(w.workgroup, None)
        return list(seen)


def record_launch(program, args, grid, *, dynamic_lds: int = 0, table: IsaTable | None = None,
                  **launch_options: Any) -> DynamicRecord:
    """Run `program` (emulator.load) in the emulator and record every wave's stream."""
    from .. import emulator

    table = table or load_table()
    facts = LdsFacts.from_table(table)
    insts = program.decoded.instructions
    index_of = {inst.address: i for i, inst in enumerate(insts)}
    # bytes per active lane of each vector memory instruction (emulator-independent: the table)
    lane_bytes = {}
    for i, inst in enumerate(insts):
        if classify(inst.mnemonic, table).unit == "vmem":
            lane_bytes[i] = access_bytes(inst.mnemonic, table) // 64
    streams: dict[tuple, tuple[array, array, list[int]]] = {}

    def hook(step) -> None:
        key = (step.workgroup, step.wave)
        s = streams.get(key)
        if s is None:
            s = streams[key] = (array("I"), array("Q"), [0])
        i = index_of[step.address]
        s[0].append(i)
        s[1].append(step.exec_mask)
        b = lane_bytes.get(i)
        if b:
            s[2][0] += b * step.exec_mask.bit_count()

    lds = [0, 0, 0]
    at: dict[int, list[int]] = defaultdict(lambda: [0, 0])

    def lds_record(mnemonic: str, address: int, addrs: list, size: int, write: bool) -> None:
        c = access_cost(addrs, size, write, facts)
        lds[0] += 1
        lds[1] += c.cycles
        lds[2] += c.conflict_cycles
        at[address][0] += 1
        at[address][1] += c.conflict_cycles

    traced = replace(program, decoded=replace(program.decoded,
                                              handlers=_traced_handlers(program.decoded, table, lds_record)))
    result = emulator.launch(traced, args, grid=grid, dynamic_lds=dynamic_lds, trace=hook, **launch_options)
    waves = tuple(WaveStream(wg, wave, idx, ex, b[0])
                  for (wg, wave), (idx, ex, b) in streams.items())
    conflicts = tuple((a, c / n) for a, (n, c) in sorted(at.items()) if n and c)
    return DynamicRecord(program.name, tuple(grid), waves, lds[0], lds[1], lds[2], conflicts, result)


def branch_policy(kernel: KernelCode, record: DynamicRecord, table: IsaTable | None = None
                  ) -> Callable[[int, int, int], bool]:
    """The engine's `branch_outcome`: engine workgroup g (its waves' `group`) replays recorded
    workgroup g mod the number recorded; wave `wave_id` replays that wave's outcomes."""
    table = table or load_table()
    insts = kernel.instructions

    def is_branch(i: int) -> bool:
        c = classify(insts[i].mnemonic, table)
        return insts[i].mnemonic == "s_branch" or bool(c.conditional_branch)

    order = record.workgroups()
    by_wave = {(order.index(w.workgroup), w.wave): w for w in record.waves}
    queues: dict[tuple[int, int], dict[int, deque]] = {}

    def outcome(group: int, wave_id: int, index: int) -> bool:
        key = (group, wave_id)
        q = queues.get(key)
        if q is None:
            stream = by_wave.get((group % len(order), wave_id))
            if stream is None:
                raise UserError(f"{kernel.name}: the recording has no wave {wave_id} of a workgroup")
            q = queues[key] = stream.branch_outcomes(is_branch)
        pending = q.get(index)
        if not pending:
            raise UserError(f"{kernel.name}: wave {wave_id} reaches the branch at 0x"
                            f"{insts[index].address:x} more often than the recorded launch did")
        return pending.popleft()

    return outcome


@dataclass(frozen=True)
class DynamicPrediction:
    """One recorded workgroup timed on one CU (all its waves on the 4 SIMDs, one LDS)."""

    kernel: str
    cycles: int
    instructions: int  # wave instructions the engine issued
    recorded_instructions: int  # wave instructions of the recorded workgroup
    tflops: float  # of this workgroup alone on one CU, scaled to the chip's CUs
    bound: str
    candidates: dict[str, float]  # cycles each candidate bound accounts for
    global_bytes: int
    lds_conflict_cycles: int
    macs: int  # multiply-accumulates of the workgroup's MFMAs
    # the engine's own cycles for the workgroup, before the HBM floor (`cycles` is the larger):
    # what the static path's per-workgroup compute time is checked against
    engine_cycles: int = 0


def predict_recorded(kernel: KernelCode, record: DynamicRecord, clock_mhz: float = 2400.0,
                     table: IsaTable | None = None, max_cycles: int = 50_000_000) -> DynamicPrediction:
    """Time the first recorded workgroup on one CU and say what bounds it: the largest of
    the matrix pipe's busy cycles, the vector ALU's, the waves' barrier and memory waits,
    the CU's LDS clocks (bandwidth + bank conflicts) and its global bytes at the CU's share
    of the HBM bandwidth."""
    from .engine import simulate

    table = table or load_table()
    first = record.workgroups()[0]
    mine = [w for w in record.waves if w.workgroup == first]
    r = simulate(kernel, iterations=1, clock_mhz=clock_mhz, table=table, workgroups=1,
                 lds_conflicts=dict(record.lds_conflicts), branch_outcome=branch_policy(kernel, record, table),
                 max_cycles=max_cycles)
    # the executed stream must be the recorded one (same count of wave instructions)
    recorded = sum(len(w.indices) for w in mine)
    if r.instructions_executed != recorded:
        raise UserError(f"{kernel.name}: the cycle model issued {r.instructions_executed} wave "
                        f"instructions for a workgroup that executed {recorded} in the emulator")
    nwg = len(record.workgroups())
    gbytes = sum(w.global_bytes for w in mine)
    hbm_per_cu = float(table.fact("hbm_gbytes_per_s").value) * 1e9 / (
        int(table.fact("compute_units").value) * clock_mhz * 1e6)
    idle = {i.reason: i.cycles for i in r.idle_reasons}
    engine_total = float(r.total_cycles)
    candidates = {"MFMA": r.mfma_busy_total * engine_total, "VALU": r.valu_busy_total * engine_total,
                  "barrier wait": float(idle.get("barrier", 0)),
                  "memory latency": float(idle.get("memory", 0)),
                  "LDS bandwidth": (record.lds_cycles - record.lds_conflict_cycles) / nwg,
                  "bank conflicts": record.lds_conflict_cycles / nwg,
                  "HBM": gbytes / hbm_per_cu}
    bound = max(candidates, key=candidates.get)
    # the engine's memory has a latency, not a bandwidth: the workgroup takes at least its
    # bytes at the CU's share of HBM (a floor above the engine's total was reported as is)
    total = max(engine_total, float(math.ceil(candidates["HBM"])))
    cus = int(table.fact("compute_units").value)
    flops = 2.0 * r.macs_total
    tflops = flops * cus / (total / (clock_mhz * 1e6)) / 1e12 if total else 0.0
    return DynamicPrediction(kernel.name, int(total), r.instructions_executed, recorded, tflops,
                             bound, candidates, gbytes, record.lds_conflict_cycles // nwg, r.macs_total,
                             int(engine_total))


def record_cli(args) -> int:
    """`zyfagen simulate --occupancy CODE_OBJECT --record-args FILE.npz --grid X,Y,Z
    [--kernarg-layout FILE.yaml] [--dynamic-lds N] [--format text|json] [-o FILE]`."""
    import json
    import sys
    from dataclasses import asdict

    from ..emulator import EmulationError, load
    from ..emulator.cli import MAX_LDS_BYTES, MAX_WORKGROUPS, _parse_triple, read_launch_values
    from ..outputs import check_output_file, write_outputs

    # (cli._check_simulate_mode refused --problem, --format svg/trace and the one-SIMD options)
    if not args.grid:
        raise UserError("simulate: --record-args needs --grid X,Y,Z (the launch's grid)")
    grid = _parse_triple(args.grid, "grid")
    if grid[0] * grid[1] * grid[2] > MAX_WORKGROUPS:
        raise UserError(f"--grid {args.grid}: allowed: at most {MAX_WORKGROUPS} workgroups")
    if not 0 <= args.dynamic_lds <= MAX_LDS_BYTES:
        raise UserError(f"--dynamic-lds {args.dynamic_lds}: allowed: 0 to {MAX_LDS_BYTES} bytes")
    if args.output:
        check_output_file(args.output, "--output")
    prog = load(args.target, args.kernel, kernarg_layout=getattr(args, "kernarg_layout", None))
    values = read_launch_values(prog, args.record_args)
    table = getattr(args, "table", None)  # `--facts`: measured values in place of the table's
    try:
        step_limit = getattr(args, "step_limit", None)
        rec = record_launch(prog, values, grid, dynamic_lds=args.dynamic_lds, table=table,
                            **({"step_limit": step_limit} if step_limit else {}))
    except EmulationError as exc:
        raise UserError(f"{args.target}: emulation of {prog.name} failed: {exc}") from None
    p = predict_recorded(prog.kernel, rec, clock_mhz=args.clock_mhz, table=table)
    out = {"model": "zyfagen cycle model driven by the emulator's recorded stream (one workgroup, one CU)",
           "clock_mhz": args.clock_mhz, "grid": list(grid),
           "recorded_wave_instructions": rec.instructions, **asdict(p)}
    if args.format == "json":
        text = json.dumps(out, indent=2) + "\n"
    else:
        text = (f"{p.kernel}: workgroup (0,0,0) of grid {grid}: {p.cycles} cycles on one CU at "
                f"{args.clock_mhz:g} MHz, {p.instructions} wave-instructions (as recorded), "
                f"bound: {p.bound}\ncycles by candidate bound:\n"
                + "".join(f"  {k}: {v:.0f}\n" for k, v in p.candidates.items()))
    if args.output:
        write_outputs({args.output: text})
    else:
        sys.stdout.write(text)
    return 0
