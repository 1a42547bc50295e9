"""Waitcnt pass: insert `s_waitcnt` so every memory result is waited for before first use.

Runs after register allocation. Vector memory results return in order (vmcnt), LDS results
in order (lgkmcnt), scalar loads out of order (so any use of one waits for lgkmcnt(0)).
State per register: how many younger events of the same counter were issued after the load
that writes it; `vmcnt(n)` then completes every event with at least n younger ones. At a
join each register keeps its smallest age, which is the conservative choice. A write to a
register with a load still in flight also waits (the load would overwrite it later).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .classify import limits
from .ir import Block, Inst, Kernel, PReg, WaitCount, predecessors
from .isa import IsaTable, load_table


@dataclass
class _State:
    vm: dict = field(default_factory=dict)  # reg -> age (younger vm events since)
    lds: dict = field(default_factory=dict)  # reg -> age among lgkm in-order events
    smem: set = field(default_factory=set)  # regs written by outstanding scalar loads
    smem_outstanding: bool = False

    def copy(self) -> "_State":
        return _State(dict(self.vm), dict(self.lds), set(self.smem), self.smem_outstanding)

    def key(self):
        return (tuple(sorted(self.vm.items())), tuple(sorted(self.lds.items())),
                tuple(sorted(self.smem)), self.smem_outstanding)


def _regs(o) -> list[tuple[str, int]]:
    if isinstance(o, PReg):
        return [(o.kind, o.index + k) for k in range(o.width)]
    return []


def _merge(states: list[_State]) -> _State:
    out = _State()
    for st in states:
        for r, a in st.vm.items():
            out.vm[r] = min(a, out.vm.get(r, a))
        for r, a in st.lds.items():
            out.lds[r] = min(a, out.lds.get(r, a))
        out.smem |= st.smem
        out.smem_outstanding |= st.smem_outstanding
    return out


def _apply_wait(state: _State, w: WaitCount) -> None:
    if w.vmcnt is not None:
        state.vm = {r: a for r, a in state.vm.items() if a < w.vmcnt}
    if w.lgkmcnt is not None:
        state.lds = {r: a for r, a in state.lds.items() if a < w.lgkmcnt}
        if w.lgkmcnt == 0:
            state.smem.clear()
            state.smem_outstanding = False


def _needed(table: IsaTable, state: _State, inst: Inst) -> WaitCount | None:
    info = table.op(inst.op)
    vm = lgkm = None
    touched = []
    for spec, o in zip(info.operands, inst.operands):
        touched.extend(_regs(o))
    for r in touched:
        if r in state.vm:
            vm = state.vm[r] if vm is None else min(vm, state.vm[r])
        if r in state.lds:
            lgkm = state.lds[r] if lgkm is None else min(lgkm, state.lds[r])
        if r in state.smem:
            lgkm = 0
    if lgkm is not None and state.smem_outstanding:
        lgkm = 0  # scalar loads complete out of order: only lgkmcnt(0) is safe
    if vm is None and lgkm is None:
        return None
    # the counters saturate at their field widths (table facts vmcnt_max / lgkmcnt_max);
    # waiting for a smaller count than needed is always safe
    lim = limits(table)
    if vm is not None:
        vm = min(vm, lim.vmcnt_max)
    if lgkm is not None:
        lgkm = min(lgkm, lim.lgkmcnt_max)
    return WaitCount(vm, lgkm)


def _issue(table: IsaTable, state: _State, inst: Inst) -> None:
    info = table.op(inst.op)
    written = [r for spec, o in zip(info.operands, inst.operands) if spec.is_def for r in _regs(o)]
    if info.unit == "vmem":
        state.vm = {r: a + 1 for r, a in state.vm.items()}
        for r in written:
            state.vm[r] = 0
    elif info.unit == "lds":
        state.lds = {r: a + 1 for r, a in state.lds.items()}
        for r in written:
            state.lds[r] = 0
    elif info.unit == "smem":
        state.lds = {r: a + 1 for r, a in state.lds.items()}
        state.smem |= set(written)
        state.smem_outstanding = True


def insert_waitcnts(kernel: Kernel, table: IsaTable | None = None) -> Kernel:
    """Return `kernel` with minimal s_waitcnt before each first use of a memory result."""
    table = table or load_table()
    preds = predecessors(kernel)
    out_state = {b.label: _State() for b in kernel.blocks}
    result: dict[str, tuple[Inst, ...]] = {}
    for _ in range(2 * len(kernel.blocks) + 2):
        changed = False
        for b in kernel.blocks:
            state = _merge([out_state[p] for p in preds[b.label]])
            insts: list[Inst] = []
            for inst in b.insts:
                if inst.op == "s_waitcnt":
                    _apply_wait(state, inst.operands[0])
                    insts.append(inst)
                    continue
                if inst.op == "s_endpgm":
                    insts.append(inst)
                    continue
                w = _needed(table, state, inst)
                if w is not None:
                    insts.append(Inst("s_waitcnt", (w,), (), "waitcnt"))
                    _apply_wait(state, w)
                insts.append(inst)
                _issue(table, state, inst)
            if state.key() != out_state[b.label].key() or result.get(b.label) != tuple(insts):
                out_state[b.label] = state
                result[b.label] = tuple(insts)
                changed = True
        if not changed:
            break
    return kernel.with_blocks(tuple(Block(b.label, result[b.label]) for b in kernel.blocks))
