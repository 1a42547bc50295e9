"""Scheduling stage: IR kernel -> scheduled IR kernel, following a declarative schedule.

Schedules live in `schedules/*.sched` (grammar: schedules/schedule.lark). A schedule names
the phases of a loop body by instruction tags (the kernel builder tags each instruction
with `kb.phase(...)`), their order and issue priority, how many non-MFMA instructions to
slot between consecutive MFMAs, whether waves meet at an `s_barrier` between phases, and
whether odd waves start one phase late (the two-waves-per-SIMD ping-pong), how the list
scheduler picks the next instruction (`order phases`: longest latency path first, with the
`valu_per_mfma` slots; `order cycle_aware`: a cycle model of one in-order wave, see
`_CycleAwareOrder`), and the software-pipelining depth of the loads (`load_depth`, which
the kernel builders read: it changes the program, not just its order), and whether the PV
MFMAs of a key block run one iteration late, beside the next block's QK^T (`pv_lag`, also
read by the builder).

The list scheduler never breaks a dependency of the DAG (zyfagen.dag). When a schedule rule
cannot be met without breaking one, the rule gives way and the reason is recorded in
`ScheduledKernel.notes`.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import lark
import networkx as nx

from .dag import build_dag, critical_path_heights
from .errors import UserError
from .inputs import read_text_file
from .ir import Block, Imm, Inst, Kernel, LabelRef, VReg
from .classify import classify
from .isa import IsaTable, load_table
from .resources import data_dir


@dataclass(frozen=True)
class Phase:
    name: str
    tags: tuple[str, ...]
    priority: int | None = None
    order: str | None = None  # "program": the builder's order; "merged": its two streams merged;
    # "slotted": list order around the previous phase's MFMA issue slots (_CycleAwareOrder.slotted)
    # `priority N at_barrier`: the phase's s_setprio goes in front of its first s_barrier (work
    # before that barrier issues at the previous phase's priority); else at the phase's start
    priority_at_barrier: bool = False
    slot_lead: int = 0  # `order slotted lead N`: the slots start N cycles before the phase


@dataclass(frozen=True)
class Schedule:
    name: str
    waves_per_simd: int = 1
    valu_per_mfma: int = 0
    load_depth: int = 0
    pv_lag: int = 0
    barrier: str = "none"
    wave_offset: int = 0
    phases: tuple[Phase, ...] = ()
    priority_after_loop: int | None = None
    order: str = "phases"
    source: str = ""

    @property
    def reorders(self) -> bool:
        return bool(self.phases) or self.order == "cycle_aware"


@dataclass(frozen=True)
class ScheduledKernel:
    kernel: Kernel
    schedule: Schedule
    notes: tuple[str, ...] = field(default=())


# ---- parsing ------------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _parser() -> lark.Lark:
    return lark.Lark((data_dir("schedules") / "schedule.lark").read_text(), parser="lalr")


def available_schedules() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in data_dir("schedules").glob("*.sched")))


# Every tag a kernel builder gives its loop-body instructions (KernelBuilder.phase); a schedule
# naming any other tag has a typo, which would otherwise leave its phase silently empty.
PHASE_TAGS = ("load", "qk", "softmax", "rescale", "pv", "rowsum", "addr", "store")

# what an error message calls each grammar terminal (lark's own names are grammar-internal)
_TERMINAL_WORDS = {"INT": "a number", "NAME": "a name", "BARRIER_MODE": "none or between_phases",
                   "ORDER_MODE": "phases or cycle_aware", "PHASE_ORDER": "program, merged or slotted",
                   "PRIORITY_AT": "at_barrier", "$END": "end of file"}
_STATEMENT_LIMITS = {"waves_per_simd": (1, 8), "valu_per_mfma": (0, 64), "load_depth": (0, 2), "pv_lag": (0, 1),
                     "wave_offset": (0, 2), "lead": (0, 16), "priority_after_loop": (0, 3), "priority": (0, 3)}


def _expected_words(expected: set[str]) -> list[str]:
    words = []
    for term in sorted(expected):
        if term in _TERMINAL_WORDS:
            words.append(_TERMINAL_WORDS[term])
            continue
        try:
            pattern = _parser().get_terminal(term).pattern
        except KeyError:
            continue
        if pattern.type == "str":
            words.append(repr(pattern.value))
    return sorted(set(words))


def _small_int(tok, keyword: str, source: str) -> int:
    lo, hi = _STATEMENT_LIMITS[keyword]
    # compare digit strings first: int() of a 5,000-digit string is refused by Python
    text = str(tok).lstrip("0") or "0"
    if len(text) > 3 or not lo <= int(text) <= hi:
        raise UserError(f"{source}:{tok.line}:{tok.column}: {keyword} {str(tok)[:20]} out of range; "
                        f"allowed: {lo} to {hi}")
    return int(text)


def parse_schedule(text: str, source: str = "<string>") -> Schedule:
    """Parse schedule text; a syntax or value error names the line and column."""
    try:
        tree = _parser().parse(text)
    except lark.exceptions.UnexpectedInput as exc:
        lines = text.splitlines()
        near = lines[exc.line - 1].strip()[:60] if 0 < exc.line <= len(lines) else ""
        expected = ""
        if isinstance(exc, lark.exceptions.UnexpectedToken):
            words = _expected_words(exc.expected)[:8]
            expected = f"; expected {' or '.join(words)}" if words else ""
        where = f"{exc.line}:{exc.column}" if exc.line > 0 else "end"
        raise UserError(f"{source}:{where}: schedule syntax error near {near!r}{expected}") from None
    sched = tree.children[0]
    name = str(sched.children[0])
    values: dict = {"phases": []}
    seen_tags: dict[str, str] = {}
    seen_statements: dict[str, int] = {}
    for stmt in sched.children[1:]:
        kind = stmt.data
        tok = stmt.children[0]
        key = {"waves": "waves_per_simd", "setprio_default": "priority_after_loop"}.get(kind, kind)
        if kind == "phase":
            pname = str(tok)
            if pname in (p.name for p in values["phases"]):
                raise UserError(f"{source}:{tok.line}:{tok.column}: phase {pname} is defined twice")
            tags, prio, porder, seen_inner, prio_late, lead = (), None, None, set(), False, 0
            for ps in stmt.children[1:]:
                inner = ps.children[0]
                if ps.data in seen_inner:
                    raise UserError(f"{source}:{inner.line}:{inner.column}: phase {pname}: "
                                    f"{ps.data} is given twice")
                seen_inner.add(ps.data)
                if ps.data == "tags":
                    tags = tuple(str(t) for t in ps.children)
                    for t in ps.children:
                        if str(t) not in PHASE_TAGS:
                            raise UserError(f"{source}:{t.line}:{t.column}: phase {pname}: unknown tag "
                                            f"{str(t)!r}; allowed: {', '.join(PHASE_TAGS)}")
                elif ps.data == "phase_order":
                    porder = str(inner)
                    if len(ps.children) > 1:
                        if porder != "slotted":
                            raise UserError(f"{source}:{inner.line}:{inner.column}: phase {pname}: lead "
                                            f"is for order slotted only")
                        lead = _small_int(ps.children[1], "lead", source)
                else:
                    prio = _small_int(inner, "priority", source)
                    prio_late = len(ps.children) > 1
            for t in tags:
                if t in seen_tags:
                    raise UserError(f"{source}: phase {pname}: tag {t!r} is already in phase {seen_tags[t]}")
                seen_tags[t] = pname
            values["phases"].append(Phase(pname, tags, prio, porder, prio_late, lead))
            continue
        if key in seen_statements:
            raise UserError(f"{source}:{tok.line}:{tok.column}: {key} is given twice "
                            f"(first on line {seen_statements[key]})")
        seen_statements[key] = tok.line
        values[key] = str(tok) if kind in ("barrier", "order") else _small_int(tok, key, source)
    if values.get("wave_offset") and values.get("waves_per_simd", 1) < 2:
        raise UserError(f"{source}: wave_offset needs waves_per_simd of 2 or more")
    values["phases"] = tuple(values["phases"])
    return Schedule(name=name, source=source, **values)


def load_schedule(name_or_path: str, relative_to: str | Path | None = None) -> Schedule:
    """Load a schedule by name (schedules/NAME.sched) or by path (relative to a spec file)."""
    if not name_or_path.isprintable():
        raise UserError(f"schedule {name_or_path!r} contains a control character")
    if name_or_path.endswith(".sched"):
        path = Path(name_or_path)
        if not path.is_absolute() and relative_to is not None:
            path = Path(relative_to).parent / path
    else:
        path = data_dir("schedules") / f"{name_or_path}.sched"
        if name_or_path not in available_schedules():
            raise UserError(f"schedule {name_or_path!r} not found; allowed: {', '.join(available_schedules())} "
                            "or a path to a .sched file")
    return parse_schedule(read_text_file(path, "schedule file"), str(path))


# ---- list scheduling ------------------------------------------------------------------------


_BRANCHES = ("s_branch", "s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
             "s_cbranch_execz", "s_cbranch_execnz")


def _is_branch(op: str) -> bool:
    """Control flow stays last in its block (zyfagen.classify)."""
    cls = classify(op)
    return cls.branch or cls.ends_program


# `order merged`: LDS accesses per MFMA shadow. Whole-CU model (one LDS for the 4 SIMDs, which
# a barrier keeps in step), BF16 hd128 pingpong_lds_merged (row_max max3), CU cycles per loop
# iteration, before reads could pass other work: 1 per shadow 4,310 (reads land too late), 2:
# 2,249, 3: 2,404, 4: 2,432, no cap 2,321; the builder's clumps (order program) 2,598. Clumps
# of 8 reads from 4 waves at once hold the LDS for 64-128 cycles, and the wave that loses the
# LDS cannot issue its next MFMA meanwhile. Reads passing the DMA arithmetic (row_max
# max3_by_tile): 2,197 -> 2,181 (with 3 per shadow: 2,372).
MERGED_LDS_PER_MFMA = 2


class _CycleAwareOrder:
    """List scheduling for one in-order wave with a cycle model (`order cycle_aware`).

    Time advances by each instruction's issue cycles (isa/); an instruction may start when the
    results it reads are ready (the DAG's RAW latencies: the producer's result latency from
    isa/), an MFMA also when the matrix pipe is free (its passes). MFMAs keep the builder's
    relative order (it encodes the pipeline: the products feeding the longest chain first) and
    issue as soon as they can; other work fills the shadows of the MFMAs when it can start,
    and finish issuing, before the next MFMA could: of the work that can issue now, what the
    earliest MFMA needs first (loads before everything, since they feed later iterations),
    then the longest latency path to the end of the block. When the next MFMA still waits for
    work of its own, that work goes first. Branches stay last. Only DAG-ready instructions are
    ever picked, so no dependence is broken.
    """

    def __init__(self, insts: tuple[Inst, ...], g: nx.DiGraph, table: IsaTable) -> None:
        self.insts, self.g, self.table = insts, g, table
        n = len(insts)
        units = [table.op(i.op).unit for i in insts]
        self.unit = units
        self.is_mfma = [u == "mfma" for u in units]
        self.issue = [max(1, int(table.op(i.op).issue.value)) for i in insts]
        self.pipe = [table.mfma_cycles(i.op) if m else 0 for i, m in zip(insts, self.is_mfma)]
        # heights over the block without its branch; loads feed the next iterations (no reader
        # in this block): their latency is the longest path there is, so they and their address
        # arithmetic go first; LDS reads (V^T) early too, so an MFMA never waits for them
        # (the plain longest latency path here, not dag.critical_path_heights: this model's
        # priorities should not move when that helper's heuristics do)
        core = [i for i in range(n) if not _is_branch(insts[i].op)]
        height: dict[int, int] = {}
        vmem = int(table.fact("vmem_latency").value)
        for i in reversed(core):  # instruction order is a topological order of the DAG
            h = int(table.op(insts[i].op).issue.value) + max(
                (g.edges[i, s_]["latency"] + height[s_] for s_ in g.successors(i) if s_ in height), default=0)
            if units[i] == "vmem":
                h = max(h, self.issue[i] + 4 * vmem)
            elif units[i] == "lds":
                h = max(h, self.issue[i] + 2 * vmem)
            for s_ in g.successors(i):
                if s_ in height:
                    h = max(h, self.issue[i] + g.edges[i, s_]["latency"] + height[s_])
            height[i] = h
        self.height = height
        mfmas = [i for i in range(n) if self.is_mfma[i]]
        self.ancestors = {i: nx.ancestors(g, i) for i in mfmas}
        # deadline: the position of the first MFMA that needs an instruction; loads come first
        self.deadline = [len(mfmas)] * n
        for k, m in reversed(list(enumerate(mfmas))):
            for a in self.ancestors[m]:
                self.deadline[a] = k
        for i in range(n):
            if units[i] in ("vmem", "lds"):
                self.deadline[i] = -1
        self.start = [0] * n
        self.done: set[int] = set()
        self.t = self.mfma_free = 0

    def place_in_order(self, members: list[int]) -> None:
        """Issue `members` in the order given (a phase with `order program`), so that the
        phases after it see them placed and timed."""
        g = self.g
        for i in members:
            e = self.t
            for p in g.predecessors(i):
                e = max(e, self.start[p] + g.edges[p, i]["latency"])
            if self.is_mfma[i]:
                e = max(e, self.mfma_free)
                self.mfma_free = e + self.pipe[i]
            self.start[i] = e
            self.t = e + self.issue[i]
            self.done.add(i)

    def merge(self, members: list[int]) -> list[int]:
        """`order merged`: the MFMAs of `members` keep the builder's order, and so does the
        other work, except that an LDS read whose DAG predecessors are placed may pass the
        work in front of it (the DAG's fences keep it behind every s_waitcnt and s_barrier).
        The streams merge so that the next other instruction (a passing read first) goes
        first when it can finish issuing before the matrix pipe frees and, for an LDS access,
        fewer than MERGED_LDS_PER_MFMA went since the last MFMA; else the MFMA (an MFMA waits
        for an other instruction only when it reads its result). The builder's clumps of
        operand reads and DMA arithmetic between two MFMAs then spread over the shadows of
        the MFMAs after them instead of holding the matrix pipe. No instruction moves in
        front of an MFMA that preceded it in the builder's order: no live range grows."""
        g, is_mfma = self.g, self.is_mfma
        mfmas = [i for i in members if is_mfma[i]]
        others = [i for i in members if not is_mfma[i]]
        out: list[int] = []

        def est(i: int) -> int:
            e = self.t
            for p in g.predecessors(i):
                e = max(e, self.start[p] + g.edges[p, i]["latency"])
            return max(e, self.mfma_free) if is_mfma[i] else e

        def ready(i: int) -> bool:
            return all(p in self.done for p in g.predecessors(i))

        # MFMAs in front of each other instruction in the builder's order: one never moves in
        # front of an MFMA that preceded it (that could only lengthen live ranges)
        before, n = {}, 0
        for i in members:
            if is_mfma[i]:
                n += 1
            else:
                before[i] = n
        mi = lds_since = 0
        pending = list(others)
        while mi < len(mfmas) or pending:
            m = mfmas[mi] if mi < len(mfmas) else None
            o = pending[0] if pending else None
            if m is not None and ready(m) and lds_since < MERGED_LDS_PER_MFMA:
                # an LDS read the DAG lets pass the work in front of it (address arithmetic of
                # the DMA, never a fence) goes first: its reader waits for its latency
                r = next((i for i in pending if self.unit[i] == "lds" and before[i] <= mi and ready(i)), None)
                if r is not None and est(r) + self.issue[r] <= max(self.mfma_free, self.t):
                    o = r
            if m is None or not ready(m):
                pick = o  # the next other instruction is ready: its predecessors precede it
            elif (o is None or _is_branch(self.insts[o].op) and len(pending) == 1 or not ready(o)
                  or before[o] > mi):
                pick = m
            else:
                fits = est(o) + self.issue[o] <= max(self.mfma_free, self.t)
                if self.unit[o] == "lds" and lds_since >= MERGED_LDS_PER_MFMA:
                    fits = False
                pick = o if fits else m
            at = est(pick)
            if is_mfma[pick]:
                lds_since = 0
            elif self.unit[pick] == "lds":
                lds_since += 1
            self._place(pick, at)
            if is_mfma[pick]:
                mi += 1
            else:
                pending.remove(pick)
            out.append(pick)
        return out

    def _place(self, pick: int, at: int) -> None:
        """Issue instruction `pick` at cycle `at`: this wave's clock moves past its issue
        cycles, an MFMA keeps the matrix pipe busy for its passes."""
        self.done.add(pick)
        self.start[pick] = at
        self.t = at + self.issue[pick]
        if self.is_mfma[pick]:
            self.mfma_free = at + self.pipe[pick]

    def _release(self, pick: int, pending: set[int], ready: set[int]) -> None:
        """After `pick` is placed: the successors whose predecessors are all placed are ready."""
        ready.discard(pick)
        pending.discard(pick)
        for s_ in self.g.successors(pick):
            if s_ in pending and all(p in self.done for p in self.g.predecessors(s_)):
                ready.add(s_)

    def slotted(self, members: list[int], period: int, hold: int) -> list[int]:
        """`order slotted` (issue 36): the phase a wave runs while the other wave of its SIMD
        runs the MFMA phase (ping-pong). That wave issues an MFMA every `period` cycles, each
        holding the SIMD's vector issue port for `hold` cycles (isa/ fact
        mfma_issue_uses_valu_port); a VALU instruction of this wave that started less than its
        issue cycles before such a slot delays the MFMA (a v_exp_f32, 8 issue cycles, started 4
        cycles before the slot costs the matrix pipe 4). List scheduling with this wave's cycle
        model from the phase's start, the slots at start + k * period: of the DAG-ready
        instructions, the one that can start first without overlapping a slot (a VALU
        instruction that would straddle one waits until after it, so a 4-cycle one goes in
        front of an 8-cycle one when only 4 cycles remain), ties by the longest latency path
        to the end of the block. Branches stay last; only DAG-ready instructions are picked."""
        g, insts, height = self.g, self.insts, self.height
        t0 = self.t
        port = [u in ("valu", "valu_trans", "mfma") for u in self.unit]

        def start_at(i: int, e: int) -> int:
            if self.is_mfma[i]:
                e = max(e, self.mfma_free)
            if not port[i] or period <= hold:
                return e
            c = self.issue[i]
            while True:
                a = t0 + (e - t0) // period * period
                if e < a + hold:  # inside a slot
                    e = a + hold
                elif e + c > a + period:  # would straddle the next slot
                    e = a + period + hold
                else:
                    return e

        pending = set(members)
        ready = {i for i in pending if all(p in self.done for p in g.predecessors(i))}
        out = []
        while ready:
            cands = [i for i in ready if not _is_branch(insts[i].op)] or list(ready)
            times = {}
            for i in cands:
                e = self.t
                for p in g.predecessors(i):
                    e = max(e, self.start[p] + g.edges[p, i]["latency"])
                times[i] = start_at(i, e)
            pick = min(cands, key=lambda i: (times[i], -height.get(i, 0), i))
            self._place(pick, times[pick])
            out.append(pick)
            self._release(pick, pending, ready)
        assert not pending, "dependency cycle in a block"  # pragma: no cover
        return out

    def order(self, members: list[int]) -> list[int]:
        """Order `members` (their predecessors outside `members` are already placed)."""
        g, insts, is_mfma = self.g, self.insts, self.is_mfma
        height, deadline = self.height, self.deadline
        pending = set(members)
        mfma_order = [i for i in sorted(members) if is_mfma[i]]
        ready = {i for i in pending if all(p in self.done for p in g.predecessors(i))}
        out = []
        while ready:
            def est(i: int) -> int:
                e = self.t
                for p in g.predecessors(i):
                    e = max(e, self.start[p] + g.edges[p, i]["latency"])
                return max(e, self.mfma_free) if is_mfma[i] else e

            cands = [i for i in ready if not _is_branch(insts[i].op)] or list(ready)
            times = {i: est(i) for i in cands}
            nxt = next((i for i in mfma_order if i not in self.done), None)
            others = [i for i in cands if not is_mfma[i]]
            m_at = times.get(nxt) if nxt is not None else None
            pick = None
            if m_at is None and nxt is not None:
                needed = [i for i in others if i in self.ancestors[nxt]]
                others = needed or others
            if others:
                now = [i for i in others if times[i] <= self.t]
                if now:
                    o = min(now, key=lambda i: (deadline[i], -height.get(i, 0), i))
                else:
                    o = min(others, key=lambda i: (times[i], -height.get(i, 0), i))
                if m_at is None or times[o] + self.issue[o] <= m_at:
                    pick = o
            if pick is None:
                pick = nxt if m_at is not None else min(others, key=lambda i: (times[i], -height.get(i, 0), i))
            self._place(pick, times[pick])
            out.append(pick)
            self._release(pick, pending, ready)
        assert not pending, "dependency cycle in a block"  # pragma: no cover
        return out


def _schedule_block(insts: tuple[Inst, ...], sched: Schedule, table: IsaTable, notes: list[str],
                    label: str) -> list[Inst]:
    g = build_dag(insts, table)
    height = critical_path_heights(g, table)
    phases = sched.phases or (Phase("body", ()),)  # order cycle_aware without phases: one phase
    phase_of_tag = {t: k for k, p in enumerate(sched.phases) for t in p.tags}
    wanted = {i: phase_of_tag.get(inst.tag) for i, inst in enumerate(insts)}
    # effective phase: no earlier than any predecessor's (the DAG wins over the schedule)
    eff: dict[int, int] = {}
    for i in range(len(insts)):  # instruction order is a topological order of the DAG
        floor = max((eff[p] for p in g.predecessors(i)), default=0)
        want = wanted[i]
        if want is not None and want < floor:
            blocker = max(g.predecessors(i), key=lambda p: (eff[p], p))  # ties: the latest, so notes are reproducible
            notes.append(f"block {label}: phase rule not met: `{insts[i]}` ({phases[want].name}) "
                         f"depends on `{insts[blocker]}` ({phases[eff[blocker]].name})")
        eff[i] = max(floor, want if want is not None else floor)
    used_phases = sorted({eff[i] for i in eff if wanted[i] is not None})
    merged = any(p.order in ("merged", "slotted") for p in phases)
    cycle = _CycleAwareOrder(insts, g, table) if sched.order == "cycle_aware" or merged else None
    order: list[Inst] = []
    done: set[int] = set()
    since_mfma = None  # non-MFMA instructions issued since the last MFMA (None: no MFMA yet)
    for k in range(len(phases)):
        members = [i for i in range(len(insts)) if eff[i] == k]
        if not members:
            continue
        if len(used_phases) > 1 and k in used_phases:
            if sched.barrier == "between_phases" and order:
                order.append(Inst("s_barrier", (), (), f"phase {phases[k].name}", "sched"))
            if phases[k].priority is not None:
                setprio_at = len(order)
                order.append(Inst("s_setprio", (Imm(phases[k].priority),), (), f"phase {phases[k].name}", "sched"))
        if phases[k].order == "program":
            # instruction order is a topological order of the DAG, and every predecessor of a
            # member is in this phase or an earlier one: no dependence is broken
            order.extend(insts[i] for i in members)
            done.update(members)
            if cycle is not None:  # the cycle-aware phases after this one wait for these
                cycle.place_in_order(members)
            last = next((n for n, i in enumerate(reversed(members)) if table.op(insts[i].op).unit == "mfma"), None)
            since_mfma = last if last is not None else (None if since_mfma is None else since_mfma + len(members))
            continue
        if phases[k].order == "merged":
            placed = [insts[i] for i in cycle.merge(members)]
            if phases[k].priority_at_barrier and len(used_phases) > 1 and k in used_phases \
                    and phases[k].priority is not None:
                # the s_setprio just emitted moves in front of the phase's first s_barrier
                bar = next((n for n, x in enumerate(placed) if x.op == "s_barrier"), None)
                if bar is not None:
                    placed.insert(bar, order.pop(setprio_at))
            order.extend(placed)
            done.update(members)
            last = next((n for n, i in enumerate(reversed(order)) if table.op(i.op).unit == "mfma"), None)
            since_mfma = last
            continue
        if phases[k].order == "slotted":
            # the MFMAs of the block's other phases: their pipe cycles are the period of the
            # other wave's issue slots, their issue cycles the slots' length
            mf = [i for i in range(len(insts)) if eff[i] != k and table.op(insts[i].op).unit == "mfma"]
            period = max((table.mfma_cycles(insts[i].op) for i in mf), default=0)
            hold = max((max(1, int(table.op(insts[i].op).issue.value)) for i in mf), default=0)
            cycle.t -= phases[k].slot_lead  # slotted's grid starts at the cycle model's time
            order.extend(insts[i] for i in cycle.slotted(members, period, hold))
            done.update(members)
            continue
        if cycle is not None and sched.order == "cycle_aware":
            order.extend(insts[i] for i in cycle.order(members))
            continue
        pending = set(members)
        while pending:
            ready = sorted((i for i in pending if all(p in done for p in g.predecessors(i))),
                           key=lambda i: (-height[i], i))
            assert ready, "DAG cycle"  # pragma: no cover - build_dag only makes forward edges
            is_mfma = {i: table.op(insts[i].op).unit == "mfma" for i in ready}
            pick = ready[0]
            if sched.valu_per_mfma:
                mfmas = [i for i in ready if is_mfma[i]]
                others = [i for i in ready if not is_mfma[i] and insts[i].op not in ("s_cbranch_scc0", "s_cbranch_scc1", "s_branch")]
                # after an MFMA, slot up to N other instructions before the next one; before
                # the first MFMA of the block keep the builder's order (it puts prefetches
                # ahead of the MFMA that hides them, and hoisting more would add pressure)
                if since_mfma is None:
                    pick = min(ready)
                elif since_mfma < sched.valu_per_mfma and others:
                    pick = others[0]
                elif mfmas:
                    pick = mfmas[0]
            # a branch must stay last in its block
            if _is_branch(insts[pick].op) and len(pending) > 1:
                pick = next(i for i in ready if i != pick) if len(ready) > 1 else pick
            order.append(insts[pick])
            done.add(pick)
            pending.discard(pick)
            if table.op(insts[pick].op).unit == "mfma":
                since_mfma = 0
            elif since_mfma is not None:
                since_mfma += 1
    if len(used_phases) > 1 and sched.priority_after_loop is not None:
        order.insert(len(order) - 1 if order and classify(order[-1].op).conditional_branch else len(order),
                     Inst("s_setprio", (Imm(sched.priority_after_loop),), (), "end of loop body", "sched"))
    assert len(order) - sum(1 for x in order if x.tag == "sched") == len(insts)
    return order


def _wave_offset(kernel: Kernel, waves_per_simd: int = 2, balance_after_loop: bool = False) -> Kernel:
    """Odd waves run one extra s_barrier at entry; even waves one extra before s_endpgm.

    With `balance_after_loop` (`wave_offset 2`, issue 36) the odd waves' extra barrier goes
    right after the last s_barrier in front of the first loop that holds a barrier (the
    prologue's barriers then pair half with half, each a stronger guarantee than before, and the
    odd waves run the prologue beside the even waves instead of after the even waves' first
    prologue barrier), and the even waves' at the start of the block after the kernel's last
    loop: the odd waves' last loop barrier pairs with it, and the odd waves run their last phase
    and epilogue while the even waves run theirs (the code after the last loop must hold no
    s_barrier). The loop's barriers pair as with wave_offset 1.

    "Odd" counts waves in SIMD order: wave i of a workgroup runs on SIMD i % 4, so the waves
    sharing a SIMD are i and i + simds, where simds = waves / waves_per_simd (at most 4). A wave
    is late when (i // simds) is odd (for a workgroup of 8 waves: waves 4-7).
    """
    simds = max(1, kernel.workgroup_size // 64 // max(1, waves_per_simd))
    shift = 6 + (simds.bit_length() - 1)
    wid = VReg("s", 10**9, 1, "wave_parity")
    wid_end = VReg("s", 10**9 + 1, 1, "wave_parity_end")
    tid = None
    for inst in kernel.insts:
        for o in inst.operands:
            if isinstance(o, VReg) and o.name == "workitem_id":
                tid = o
    tid = tid or VReg("v", 10**9 + 2, 1, "workitem_id", pin=0)

    def parity(reg: VReg) -> list[Inst]:
        return [Inst("v_readfirstlane_b32", (reg, tid), (), "wave id * 64", "sched"),
                Inst("s_lshr_b32", (reg, reg, Imm(shift)), (), "", "sched"),
                Inst("s_and_b32", (reg, reg, Imm(1)), (), "wave parity", "sched")]

    blocks = list(kernel.blocks)
    after = None
    if balance_after_loop:
        index = {b.label: n for n, b in enumerate(blocks)}
        back = [n for n, b in enumerate(blocks) if b.insts and b.insts[-1].op in _BRANCHES
                and any(isinstance(o, LabelRef) and index.get(o.name, n + 1) <= n for o in b.insts[-1].operands)]
        if not back or back[-1] + 1 >= len(blocks):
            raise UserError(f"{kernel.name}: wave_offset 2 needs a loop with code after it")
        after = back[-1] + 1
        if any(i.op == "s_barrier" for b in blocks[after:] for i in b.insts):
            raise UserError(f"{kernel.name}: wave_offset 2: the code after the last loop holds an s_barrier")
    # where the odd waves' extra barrier goes: at entry, or (wave_offset 2) right after the last
    # s_barrier in front of the first loop, so that the odd waves run the prologue beside the
    # even waves instead of after the even waves' first prologue barrier
    late = None
    if balance_after_loop:
        index = {b.label: n for n, b in enumerate(blocks)}
        # the first loop with a barrier in its body (not a scalar loop such as the GQA division)
        heads = [index[o.name] for n, b in enumerate(blocks) if b.insts and b.insts[-1].op in _BRANCHES
                 for o in b.insts[-1].operands if isinstance(o, LabelRef) and index.get(o.name, n + 1) <= n
                 and any(i.op == "s_barrier" for c in blocks[index[o.name]:n + 1] for i in c.insts)]
        late = next(((n, k) for n in reversed(range(min(heads, default=0))) for k in reversed(range(len(blocks[n].insts)))
                     if blocks[n].insts[k].op == "s_barrier"), None)

    def offset_barrier(label: str, before: tuple, after_: tuple) -> list:
        return [Block(label, before + tuple(parity(wid)) + (
                    Inst("s_cmp_eq_u32", (wid, Imm(0)), (), "", "sched"),
                    Inst("s_cbranch_scc1", (LabelRef(f"{label}_wave_offset_done"),), (), "even waves skip", "sched"))),
                Block(f"{label}_wave_offset", (Inst("s_barrier", (), (), "odd waves start one phase late", "sched"),)),
                Block(f"{label}_wave_offset_done", after_)]
    first = blocks[0]
    if late is None:
        head = Block(first.label, tuple(parity(wid) + [
            Inst("s_cmp_eq_u32", (wid, Imm(0)), (), "", "sched"),
            Inst("s_cbranch_scc1", (LabelRef("wave_offset_done"),), (), "even waves skip", "sched")]))
        offset = Block("wave_offset", (Inst("s_barrier", (), (), "odd waves start one phase late", "sched"),))
        rest = Block("wave_offset_done", first.insts)
        out = [head, offset, rest]
    elif late[0] == 0:
        out = offset_barrier(first.label, first.insts[:late[1] + 1], first.insts[late[1] + 1:])
    else:
        out = [first]
    for n, b in enumerate(blocks[1:], 1):
        if late is not None and n == late[0]:
            out += offset_barrier(b.label, b.insts[:late[1] + 1], b.insts[late[1] + 1:])
            if n == after:
                raise UserError(f"{kernel.name}: wave_offset 2: the last loop's code after it holds the offset")
        elif n == after:
            out += [Block(b.label, tuple(parity(wid_end)) + (
                        Inst("s_cmp_eq_u32", (wid_end, Imm(1)), (), "", "sched"),
                        Inst("s_cbranch_scc1", (LabelRef(f"{b.label}_balanced"),), (), "odd waves skip", "sched"))),
                    Block(f"{b.label}_balance", (Inst("s_barrier", (), (), "even waves: balance the barrier count",
                                                      "sched"),)),
                    Block(f"{b.label}_balanced", b.insts)]
        elif after is None and b.insts and b.insts[-1].op == "s_endpgm":
            body = Block(b.label, b.insts[:-1] + tuple(parity(wid_end)) + (
                Inst("s_cmp_eq_u32", (wid_end, Imm(1)), (), "", "sched"),
                Inst("s_cbranch_scc1", (LabelRef(f"{b.label}_exit"),), (), "odd waves skip", "sched")))
            out += [body, Block(f"{b.label}_balance", (Inst("s_barrier", (), (), "even waves: balance the barrier count", "sched"),)),
                    Block(f"{b.label}_exit", (b.insts[-1],))]
        else:
            out.append(b)
    return kernel.with_blocks(tuple(out))


def schedule(kernel: Kernel, sched: Schedule | str = "serial", table: IsaTable | None = None) -> ScheduledKernel:
    """Order the instructions of `kernel` by the schedule, never breaking a DAG edge."""
    table = table or load_table()
    if isinstance(sched, str):
        sched = load_schedule(sched)
    notes: list[str] = []
    blocks = []
    for b in kernel.blocks:
        if sched.reorders and any(i.tag for i in b.insts):
            blocks.append(Block(b.label, tuple(_schedule_block(b.insts, sched, table, notes, b.label))))
        else:
            blocks.append(b)
    out = kernel.with_blocks(tuple(blocks))
    if sched.wave_offset:
        out = _wave_offset(out, sched.waves_per_simd, balance_after_loop=sched.wave_offset == 2)
    return ScheduledKernel(out, sched, tuple(notes))
