"""Memory that lands over time: the 'late' and 'early' memory models and the LDS race detector.

On the hardware a load (into registers or, with `lds`, straight into LDS) and an LDS store
complete some hundreds of cycles after issue, at a point between the issue and the s_waitcnt
that drains their counter; other waves run meanwhile. The emulator runs one wave at a time up
to its next s_barrier, so "what another wave sees" needs a policy:

- 'late' (as late as the program allows): a register result lands at the s_waitcnt that drains
  it; a write to LDS (a direct-to-LDS load or a ds_write) becomes visible at the first s_barrier
  release after that drain (the program's only guarantee that other waves see it), or at
  s_endpgm. Two exceptions keep the model from inventing garbage the hardware never shows: a
  wave that uses a register before the wait that would drain it gets the value then (the
  hardware's latency has passed; each such use is reported in `LaunchResult.timing_notes`),
  and a wave reading its own drained or LDS-ordered (ds_write) bytes sees them (LDS
  instructions of one wave execute in order).
- 'early' (as early as possible): everything lands at issue, like the immediate model.
- 'late_lds' ('late' with the LDS read latency): as 'late', but a register an LDS read (ds_*)
  is loading keeps its old value for a use that issues less than lds_latency cycles after the
  read (isa/gfx950.isa fact lds_latency, 64 cycles: an unverified model figure); the read lands
  at its draining s_waitcnt or at a later use. The wave's clock (issue_costs) is a lower bound
  with no stalls: an instruction issues 4 cycles after the previous one (one issue per wave
  every 4 cycles on GCN/CDNA's sequencer) or after its own issue cycles if more (the table's
  `issue`; s_nop N: N + 1), and an MFMA not before the previous MFMA's passes x 4 cycles are
  over. AITER's software-pipelined kernels rely on it both ways:
  mla_a8w8_qh64_qseqlen4_gqaratio16's waves 2-3 issue `ds_read_b128 a[120:123]` (the next K
  tile) at 0x3b10 and read a[120:127] (the V tile the registers still hold) in
  `v_mfma_f32_32x32x64_f8f6f4 v[172:187]` at 0x3b34, 44 cycles later (one ds_read, five
  v_exp_f32), where waves 0-1 run the two in the other order; the epilogue of
  mla_a8w8_qh32_qseqlen4_gqaratio32_msk0 reads the V tile it loads at 0x1261c in an MFMA six
  MFMAs (6 x 64 cycles) later, with no wait between, for the new value. Each held use is a
  timing note.

Under both, the race detector marks the LDS bytes of every write to LDS from issue until the
barrier release after its drain; a wave that reads or writes bytes another wave's write still
has in flight is a race, reported once per pair of instructions in `LaunchResult.races`,
naming both. A kernel whose output differs between the policies depends on timing exactly
where the race report says. Global stores are not deferred (workgroups run one after another).
"""
from __future__ import annotations

import numpy as np

from .counters import CounterModel, Event
from .state import EXEC_LO, Lds, Wave

POLICIES = ("late", "early")
WAVE_ISSUE_CYCLES = 4  # a wave issues at most one instruction per 4 cycles (see 'late_lds')


def lds_hold() -> int:
    """Cycles after its issue before an LDS read can have returned ('late_lds')."""
    from ..isa import load_table
    return int(load_table().fact("lds_latency").value)


def issue_costs(insts) -> tuple[tuple[int, int], ...]:
    """Per instruction, (cycles until the wave's next issue, cycles the MFMA pipe is busy):
    max(4, the table's issue cycles), s_nop N max(4, N + 1); an MFMA's pipe passes x 4."""
    from ..isa import load_table
    table = load_table()
    out = []
    for inst in insts:
        info = table.ops.get(inst.mnemonic)
        cycles = max(WAVE_ISSUE_CYCLES, int(info.issue.value) if info is not None and info.issue else 0)
        if inst.mnemonic == "s_nop" and inst.operands and inst.operands[0].value is not None:
            cycles = max(WAVE_ISSUE_CYCLES, int(inst.operands[0].value) + 1)
        pipe = 4 * int(info.passes.value) if info is not None and info.unit == "mfma" and info.passes else 0
        out.append((cycles, pipe))
    return tuple(out)


class TimedModel(CounterModel):
    """In-flight memory of one wave under the 'late' or 'early' policy."""

    holds_lds_stores = True

    def __init__(self, wave: Wave, policy: str, notes: list[str], hold: int = 0) -> None:
        super().__init__(wave)
        self.policy = policy
        self.hold = hold  # 'late_lds': cycles an LDS read's registers keep their old value
        self.notes = notes  # shared by the launch: timing reliances
        lds = wave.lds
        if not hasattr(lds, "flight_id"):
            _arm(lds)

    # -- issue
    def begin(self, index: int, inst, counter: str) -> None:
        super().begin(index, inst, counter)
        self.current.wave = self.wave
        self.current.drained = False
        self.current.step = self.step
        self.wave.lds.actor = (self.wave, inst)

    def load_vgprs(self, w: Wave, row: int, words: np.ndarray, mask: np.ndarray) -> None:
        if self.policy == "early":
            from .memory import write_rows
            return write_rows(w, row, words, mask)
        ev = self._event("register load")
        lanes = np.flatnonzero(mask)
        words = np.array(words, dtype=np.uint32)
        for k in range(words.shape[1]):
            self.pending_v[row + k] = ev  # a newer load of the same row wins (in order)
            ev.vrows.append((row + k, words[:, k], lanes))
        ev.lanes = lanes if ev.lanes is None else np.union1d(ev.lanes, lanes)

    def unwrite_vgprs(self, w: Wave, row: int, lanes: np.ndarray) -> None:
        if self.policy == "early":
            return w.unwrite_now(row, lanes)
        ev = self._event("register load")
        self.pending_v[row] = ev
        ev.vrows.append((row, None, lanes))
        ev.lanes = lanes if ev.lanes is None else np.union1d(ev.lanes, lanes)

    def load_sgprs(self, w: Wave, first: int, values: list[int]) -> None:
        if self.policy == "early":
            for k, value in enumerate(values):
                w.s[first + k] = value
                if first + k in (EXEC_LO, EXEC_LO + 1):
                    w.refresh_exec()
            return
        ev = self._event("scalar load")
        for k, value in enumerate(values):
            self.pending_s[first + k] = ev
            ev.sregs.append((first + k, value))

    def load_lds(self, w: Wave, addrs: np.ndarray, data: np.ndarray, lanes: np.ndarray,
                 states: np.ndarray | None = None) -> None:
        """A write to LDS (direct-to-LDS load or ds_write): bytes `data` at byte addresses;
        states as Event.lds (a ds_write of never-written register lanes)."""
        ev = self._event("write to LDS")
        lds = w.lds
        if lds.flight_bytes:
            touch(lds, addrs, lanes, "write to LDS", write=True)
        ev.lds.append((addrs.copy(), data.copy(), states))
        ev.lanes = lanes
        if self.policy == "early":
            lds.data[addrs] = data
            if states is None:
                lds.written[addrs] = 1
            else:
                lds.land_states(addrs, states)
        _mark(lds, ev, addrs)

    store_lds = load_lds

    # -- completion
    def _complete(self, ev: Event) -> None:
        lds_parts, ev.lds = ev.lds, []
        super()._complete(ev)  # registers (the LDS part is ours)
        ev.lds = lds_parts
        if lds_parts:
            ev.drained = True
            self.wave.lds.drained.append(ev)

    def check(self, acc) -> None:
        """A use of a register still in flight: the value arrives now (the hardware's latency
        has passed by then) and the reliance on timing is noted."""
        pending_v = self.pending_v
        if pending_v and not pending_v.keys().isdisjoint(acc.all_vrows):
            for row in sorted(acc.all_vrows & pending_v.keys()):
                ev = pending_v.get(row)
                if ev is None:
                    continue
                if self.hold and ev.counter == "lgkm" and self.step - ev.step < self.hold:
                    # 'late_lds': the read cannot be back yet; the old value is used
                    self._note(ev, f"v{row}", f" {self.step - ev.step} cycles after issue "
                                              f"(its old value: 'late_lds')")
                    continue
                self._note(ev, f"v{row}")
                self._complete_through(ev)
        pending_s = self.pending_s
        if pending_s and not pending_s.keys().isdisjoint(acc.all_sregs):
            for idx in sorted(acc.all_sregs & pending_s.keys()):
                ev = pending_s.get(idx)
                if ev is not None:
                    self._note(ev, f"s{idx}")
                    self._complete_through(ev)

    def _note(self, ev: Event, reg: str, how: str = "") -> None:
        if len(self.notes) < 1000:
            lds = self.wave.lds
            user = getattr(lds, "pc_text", "")
            self.notes.append(f"{self.wave.name}: {reg} used{user}{how} before the s_waitcnt that "
                              f"drains {ev.describe()} ({self._needed(ev)})")

    def _complete_through(self, ev: Event) -> None:
        if ev.counter == "smem":
            self.smem.remove(ev)
            self._complete(ev)
            return
        queue = self.vm if ev.counter == "vm" else self.lgkm
        while queue:
            done = queue.popleft()
            self._complete(done)
            if done is ev:
                break

    def drain(self) -> None:  # s_endpgm: everything lands, LDS included
        super().drain()
        land(self.wave.lds, only=self.wave)


def _arm(lds: Lds) -> None:
    """Add the race detector's state to a workgroup's LDS."""
    lds.race_hook = touch
    lds.barrier_hook = land
    lds.flight_id = np.zeros(lds.data.size, np.int32)  # 0: no write in flight
    lds.flight_events = {}
    lds.flight_bytes = 0
    lds.drained = []
    lds.actor = None
    lds.races = []
    lds.race_pairs = set()
    lds.next_id = 1


def _mark(lds: Lds, ev: Event, addrs: np.ndarray) -> None:
    eid = lds.next_id
    lds.next_id += 1
    ev.flight_ids = getattr(ev, "flight_ids", []) + [eid]
    lds.flight_events[eid] = ev
    fresh = lds.flight_id[addrs] == 0
    lds.flight_bytes += int(np.count_nonzero(fresh))
    lds.flight_id[addrs] = eid


def land(lds: Lds, only: Wave | None = None) -> None:
    """Barrier release (or a wave's end): drained writes to LDS land and leave flight."""
    if not getattr(lds, "drained", None):
        return
    keep = []
    for ev in lds.drained:
        if only is not None and ev.wave is not only:
            keep.append(ev)
            continue
        _land_event(lds, ev)
    lds.drained = keep


def _land_event(lds: Lds, ev: Event) -> None:
    policy = ev.wave.counters.policy
    ids = getattr(ev, "flight_ids", [])
    for (addrs, data, states), eid in zip(ev.lds, ids):
        mine = lds.flight_id[addrs] == eid
        if policy == "late":
            lds.data[addrs[mine]] = data[mine]
            if states is None:
                lds.written[addrs[mine]] = 1
            else:
                lds.land_states(addrs[mine], states[mine])
        lds.flight_id[addrs[mine]] = 0
        lds.flight_bytes -= int(np.count_nonzero(mine))
        lds.flight_events.pop(eid, None)
    ev.lds = []


def touch(lds: Lds, idx: np.ndarray, lanes: np.ndarray, what: str, write: bool) -> None:
    """An access to LDS bytes idx by lds.actor while writes to LDS are in flight."""
    ids = lds.flight_id[np.asarray(idx).reshape(-1)]
    if not np.count_nonzero(ids):
        return
    actor = lds.actor
    wave, inst = actor if actor is not None else (None, None)
    for eid in np.unique(ids[ids != 0]):
        ev = lds.flight_events.get(int(eid))
        if ev is None:
            continue
        if ev.wave is wave and (ev.counter == "lgkm" or ev.drained):
            # program order within one wave (LDS), or a wait this wave already passed
            if ev.wave.counters.policy == "late" and not write:
                _land_event(lds, ev)
                if ev in lds.drained:
                    lds.drained.remove(ev)
            continue
        key = (int(eid) if ev.wave is wave else id(ev), None if inst is None else inst.address,
               None if wave is None else wave.name)
        pair = (ev.text, ev.address, None if inst is None else inst.address)
        if pair in lds.race_pairs or len(lds.races) >= 200:
            continue
        lds.race_pairs.add(pair)
        first = int(np.asarray(idx).reshape(-1)[ids == eid][0])
        who = "its own" if ev.wave is wave else f"{ev.wave.name}'s"
        doing = "writes" if write else "reads"
        inst_txt = f"`{inst.text}` at 0x{inst.address:x}" if inst is not None else what
        lds.races.append(f"{wave.name if wave else '?'}: {inst_txt} {doing} LDS 0x{first:x} while "
                         f"{who} {ev.describe()} is in flight (issued, not yet drained and "
                         f"released by a barrier)")
        del key
