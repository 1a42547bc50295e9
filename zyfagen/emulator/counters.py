"""The poison memory model: load results stay invisible until s_waitcnt says they arrived.

`launch(..., memory_model="poison")` runs every wave through `run_wave_poison` with a
`CounterModel`. It checks a kernel's s_waitcnt instructions (issue 5's waitcnt pass, LLVM's
SIInsertWaitcnts for Triton's kernels) rather than trusting them:

- A vector-memory load (global_*, buffer_*) is a vmcnt event; an LDS instruction (ds_*) an
  lgkmcnt event; a scalar load (s_load_*) an lgkmcnt event that completes out of order. Stores
  count too (gfx9 has no separate store counter), with nothing to deliver.
- At issue the load reads memory, but its destination registers get the poison pattern
  0xFFC0DEAD (a float32 NaN) and stay pending; loads into LDS mark their LDS bytes pending.
- `s_waitcnt vmcnt(N)` completes the oldest vmcnt events until at most N are outstanding
  (vector memory returns in order). `lgkmcnt(N)` does the same for LDS events; scalar loads
  may return in any order, so they are modelled as completing only at lgkmcnt(0). Completing
  an event writes its data.
- Any instruction that reads or writes a pending register (operands and implicit operands as
  the isa/ table lists them) is an EmulationError naming that instruction, the load, the wave
  and the load's lanes. The exception is a load whose destination is pending from an older
  load of the same in-order counter (vmcnt after vmcnt, LDS after LDS): the results land in
  issue order, so the newer one wins, as on the hardware. Reading or writing pending LDS bytes
  (any wave of the workgroup) is an error as well.
- s_endpgm completes the wave's outstanding events (their LDS writes still land).

Registers are tracked whole, not per lane, like LLVM's waitcnt insertion and zyfagen's pass.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from ..codeobj import DecodedInst, waitcnt_counts
from ..classify import classify
from ..isa import IsaTable, load_table
from .errors import EmulationError
from .operands import sgpr_index, vgpr_row
from .semantics import BARRIER
from .state import EXEC_LO, M0, VCC_LO, Wave, sgpr_name, vgpr_name

if TYPE_CHECKING:
    from . import Program

POISON = np.uint32(0xFFC0DEAD)  # a quiet NaN as float32; as an integer, an unlikely address
_IMPLICIT = {"vcc": (VCC_LO, VCC_LO + 1), "exec": (EXEC_LO, EXEC_LO + 1), "m0": (M0,)}
_UNIT_COUNTER = {"vmem": "vm", "lds": "lgkm", "smem": "smem"}


@dataclass
class Event:
    """One memory instruction in flight."""

    counter: str  # 'vm', 'lgkm' (LDS, in order) or 'smem' (out of order)
    index: int  # instruction index
    text: str
    address: int
    # (row, words, lanes); words None: those lanes become never-written (Wave.unwrite_v)
    vrows: list[tuple[int, np.ndarray | None, np.ndarray]] = field(default_factory=list)
    sregs: list[tuple[int, int]] = field(default_factory=list)  # (sgpr, value)
    # (byte addresses, bytes, states): states None if all written, else 1 or 3 per byte (Lds)
    lds: list[tuple[np.ndarray, np.ndarray, np.ndarray | None]] = field(default_factory=list)
    lanes: np.ndarray | None = None

    def describe(self) -> str:
        return f"`{self.text}` at 0x{self.address:x}"


@dataclass(frozen=True)
class InstAccess:
    """Decode-time facts the model needs about one instruction."""

    vrows: frozenset[int]  # VGPR/AGPR rows it reads or writes, except a load's destination
    sregs: frozenset[int]  # SGPRs likewise (incl. implicit vcc/exec/m0)
    load_vrows: frozenset[int]  # destination rows of a load (checked at delivery)
    load_sregs: frozenset[int]
    counter: str | None  # the counter it increments, if a memory instruction
    wait: tuple[int | None, int | None] | None  # (vmcnt, lgkmcnt) of an s_waitcnt
    scc: bool  # reads or writes SCC (never pending; kept for completeness)
    all_vrows: frozenset[int] = frozenset()  # vrows | load_vrows (decoded once)
    all_sregs: frozenset[int] = frozenset()  # sregs | load_sregs


def _regs(op, width: int) -> tuple[list[int], list[int]]:
    row = vgpr_row(op)
    if row is not None:
        return list(range(row, row + max(op.width, width, 1))), []
    idx = sgpr_index(op)
    if idx is not None:
        n = max(op.width, 1) if op.kind in ("s", "ttmp") else (2 if op.kind in ("vcc", "exec") else 1)
        return [], list(range(idx, idx + n))
    return [], []


def decode_access(insts: tuple[DecodedInst, ...], table: IsaTable | None = None) -> tuple[InstAccess, ...]:
    table = table or load_table()
    out = []
    for inst in insts:
        info = table.ops.get(inst.mnemonic)
        counter = _UNIT_COUNTER.get(classify(inst.mnemonic, table).unit)
        specs = info.operands if info is not None else ()
        vr: set[int] = set()
        sr: set[int] = set()
        lv: set[int] = set()
        ls: set[int] = set()
        has_data = not (inst.modifier("lds") is not None and inst.mnemonic.startswith("buffer_"))
        skip = 0 if has_data else 1  # buffer_* ... lds has no vdata operand in the text
        for k, op in enumerate(inst.operands):
            spec = specs[k + skip] if k + skip < len(specs) else None
            v, s = _regs(op, 1)
            is_load_dst = (counter is not None and spec is not None and spec.direction == "out")
            if is_load_dst:
                lv.update(v)
                ls.update(s)
            else:
                vr.update(v)
                sr.update(s)
        scc = False
        if info is not None:
            for name in info.implicit_in + info.implicit_out:
                if name == "scc":
                    scc = True
                sr.update(_IMPLICIT.get(name, ()))
        wait = waitcnt_counts(inst) if inst.mnemonic == "s_waitcnt" else None
        out.append(InstAccess(frozenset(vr), frozenset(sr), frozenset(lv), frozenset(ls),
                              counter, wait, scc, frozenset(vr | lv), frozenset(sr | ls)))
    return tuple(out)


class CounterModel:
    """The in-flight memory events of one wave."""

    holds_lds_stores = False  # ds_write lands at issue (timed.TimedModel defers it)

    def __init__(self, wave: Wave) -> None:
        self.wave = wave
        self.vm: deque[Event] = deque()
        self.lgkm: deque[Event] = deque()
        self.smem: list[Event] = []
        self.pending_v: dict[int, Event] = {}
        self.pending_s: dict[int, Event] = {}
        self.current: Event | None = None  # the event of the instruction being executed
        self.hold = 0  # timed.TimedModel under 'late_lds': cycles an LDS read cannot be back
        self.clock = 0  # the wave's issue clock in cycles ('late_lds' only; issue())
        self.step = 0  # the current instruction's issue cycle ('late_lds' only)
        self.mfma_free = 0  # the cycle the MFMA pipe takes the wave's next MFMA

    # -- issue
    def issue(self, cost: tuple[int, int]) -> None:
        """'late_lds': the current instruction issues at self.step (after the previous one's
        issue cycles, and an MFMA after the pipe frees); cost as timed.issue_costs."""
        cycles, pipe = cost
        t = max(self.clock, self.mfma_free) if pipe else self.clock
        self.step, self.clock = t, t + cycles
        if pipe:
            self.mfma_free = t + pipe

    def begin(self, index: int, inst: DecodedInst, counter: str) -> None:
        self.current = Event(counter, index, inst.text, inst.address)

    def end(self) -> None:
        ev, self.current = self.current, None
        {"vm": self.vm, "lgkm": self.lgkm}.get(ev.counter, self.smem).append(ev)

    def _event(self, what: str) -> Event:
        if self.current is None:  # a load from an instruction the isa table does not call memory
            raise EmulationError(f"{what} from an instruction outside the vmem/lds/smem units")
        return self.current

    def _claim_v(self, ev: Event, row: int) -> None:
        old = self.pending_v.get(row)
        if old is not None and old is not ev and not (old.counter == ev.counter != "smem"):
            raise EmulationError(
                f"load writes {vgpr_name(row)} while {old.describe()} ({_counter_name(old)}) "
                f"is still in flight; the two may land in either order", old.lanes)
        self.pending_v[row] = ev

    def load_vgprs(self, w: Wave, row: int, words: np.ndarray, mask: np.ndarray) -> None:
        """A load result for registers row.. (words: (n_active, ndw)) in the lanes of mask."""
        ev = self._event("register load")
        lanes = np.flatnonzero(mask)
        words = np.array(words, dtype=np.uint32)
        for k in range(words.shape[1]):
            self._claim_v(ev, row + k)
            ev.vrows.append((row + k, words[:, k], lanes))
            w.v[row + k, lanes] = POISON
        ev.lanes = lanes if ev.lanes is None else np.union1d(ev.lanes, lanes)

    def unwrite_vgprs(self, w: Wave, row: int, lanes: np.ndarray) -> None:
        """Part of a load result: `row` becomes never-written in `lanes` when it lands."""
        ev = self._event("register load")
        self._claim_v(ev, row)
        ev.vrows.append((row, None, lanes))
        w.v[row, lanes] = POISON
        ev.lanes = lanes if ev.lanes is None else np.union1d(ev.lanes, lanes)

    def load_sgprs(self, w: Wave, first: int, values: list[int]) -> None:
        ev = self._event("scalar load")
        for k, value in enumerate(values):
            old = self.pending_s.get(first + k)
            if old is not None and old is not ev:
                raise EmulationError(
                    f"scalar load writes {sgpr_name(first + k)} while {old.describe()} "
                    f"({_counter_name(old)}) is still in flight; they may land in either order")
            self.pending_s[first + k] = ev
            ev.sregs.append((first + k, value))
            w.s[first + k] = int(POISON)

    def load_lds(self, w: Wave, addrs: np.ndarray, data: np.ndarray, lanes: np.ndarray) -> None:
        """A load into LDS: bytes `data` (n,) for LDS byte addresses `addrs` (n,)."""
        ev = self._event("load to LDS")
        lds = w.lds
        state = lds.written[addrs]
        if np.count_nonzero(state == 2):
            raise EmulationError(f"load to LDS writes LDS bytes another load to LDS still in "
                                 f"flight will write (first at LDS 0x{int(addrs[state == 2][0]):x})",
                                 lanes)
        ev.lds.append((addrs.copy(), data.copy(), None))
        if not any(x is ev for x in lds.in_flight):
            lds.in_flight.append(ev)
        lds.pending_bytes += addrs.size
        lds.written[addrs] = 2
        lds.data[addrs] = 0xAD
        ev.lanes = lanes

    # -- completion
    def _complete(self, ev: Event) -> None:
        w = self.wave
        for row, words, lanes in ev.vrows:
            if words is None:
                if self.pending_v.get(row) is ev:
                    del self.pending_v[row]
                w.unwrite_now(row, lanes)
                continue
            w.v[row, lanes] = words
            if not w.vfull[row]:
                w.vw[row, lanes] = True
                if w.vw[row].all():
                    w.vfull[row] = True
            if self.pending_v.get(row) is ev:
                del self.pending_v[row]
        for idx, value in ev.sregs:
            w.s[idx] = value
            if self.pending_s.get(idx) is ev:
                del self.pending_s[idx]
            if idx in (EXEC_LO, EXEC_LO + 1):
                w.refresh_exec()
        for addrs, data, states in ev.lds:
            w.lds.data[addrs] = data
            if states is None:
                w.lds.written[addrs] = 1
            else:
                w.lds.land_states(addrs, states)
            w.lds.pending_bytes -= addrs.size
        if ev.lds:
            w.lds.in_flight = [x for x in w.lds.in_flight if x is not ev]

    def wait(self, vm: int | None, lgkm: int | None) -> None:
        if vm is not None:
            while len(self.vm) > vm:
                self._complete(self.vm.popleft())
        if lgkm is not None:
            while len(self.lgkm) > lgkm:
                self._complete(self.lgkm.popleft())
            if lgkm == 0:
                for ev in self.smem:
                    self._complete(ev)
                self.smem.clear()

    def drain(self) -> None:
        self.wait(0, 0)

    # -- checks
    def check(self, acc: InstAccess) -> None:
        """Raise if the instruction about to run touches a register still pending."""
        if self.pending_v and not self.pending_v.keys().isdisjoint(acc.all_vrows):
            hit = acc.vrows & self.pending_v.keys()
            if hit:
                row = min(hit)
                ev = self.pending_v[row]
                raise EmulationError(
                    f"uses {vgpr_name(row)} before {ev.describe()} completed: its result is "
                    f"still in flight ({self._needed(ev)})", ev.lanes)
            for row in acc.load_vrows & self.pending_v.keys():
                old = self.pending_v[row]
                if old.counter != acc.counter or old.counter == "smem":
                    raise EmulationError(
                        f"load writes {vgpr_name(row)} while {old.describe()} "
                        f"({_counter_name(old)}) is still in flight; the two may land in either "
                        f"order ({self._needed(old)})", old.lanes)
        if self.pending_s and not self.pending_s.keys().isdisjoint(acc.all_sregs):
            hit = acc.all_sregs & self.pending_s.keys()
            if hit:
                idx = min(hit)
                ev = self.pending_s[idx]
                raise EmulationError(
                    f"uses {sgpr_name(idx)} before {ev.describe()} completed: its result is "
                    f"still in flight ({self._needed(ev)})")

    def _needed(self, ev: Event) -> str:
        if ev.counter == "smem":
            return "a scalar load needs s_waitcnt lgkmcnt(0)"
        queue = self.vm if ev.counter == "vm" else self.lgkm
        younger = len(queue) - 1 - list(queue).index(ev)
        return f"needs s_waitcnt {_counter_name(ev)}({younger}) or less"


def _counter_name(ev: Event) -> str:
    return "vmcnt" if ev.counter == "vm" else "lgkmcnt"


def run_wave_poison(w: Wave, prog: "Program", step_limit: int) -> None:
    """scheduler.run_wave with the counter model: checks before each instruction, s_waitcnt
    drains, memory instructions become events."""
    handlers = prog.decoded.handlers
    insts = prog.decoded.instructions
    access = prog.decoded.access
    n = len(insts)
    model: CounterModel = w.counters
    costs = prog.decoded.issue_costs if model.hold else None  # 'late_lds': the wave's clock
    pc = w.pc
    stats = w.stats
    steps = stats.instructions
    try:
        while True:
            if pc >= n:
                last = insts[-1]
                raise EmulationError("execution ran past the last instruction").locate(
                    last.text, last.address, w.name)
            acc = access[pc]
            if costs is not None:
                model.issue(costs[pc])
            # check() does nothing unless the instruction touches a pending register
            pv, ps = model.pending_v, model.pending_s
            if (pv and not pv.keys().isdisjoint(acc.all_vrows)) or \
                    (ps and not ps.keys().isdisjoint(acc.all_sregs)):
                model.check(acc)
            if acc.wait is not None:
                model.wait(*acc.wait)
            w.pc = pc
            if acc.counter is not None:
                model.begin(pc, insts[pc], acc.counter)
                nxt = handlers[pc](w)
                model.end()
            else:
                nxt = handlers[pc](w)
            steps += 1
            if nxt is None:
                pc += 1
            elif nxt >= 0:
                if steps > step_limit:
                    raise EmulationError(f"step limit of {step_limit} instructions reached "
                                         f"(runaway loop?)")
                pc = nxt
            elif nxt == BARRIER:
                pc += 1
                w.at_barrier = True
                stats.barriers += 1
                break
            else:
                model.drain()
                w.done = True
                break
    except EmulationError as exc:
        model.current = None
        w.pc = pc
        stats.instructions = steps
        inst = insts[min(pc, len(insts) - 1)]
        raise exc.at(inst, w)
    w.pc = pc
    stats.instructions = steps
