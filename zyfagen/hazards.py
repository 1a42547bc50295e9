"""Hazard pass: insert the wait states (s_nop) gfx950 needs between dependent instructions.

Runs after register allocation, on physical registers. The wait-state counts come from
`isa/gfx950.isa` facts. This first version covers the rules the generated kernels hit:
MFMA result -> any other read/write, VALU write -> MFMA read, VALU SGPR write -> memory
read of that SGPR, and transcendental result -> VALU read. Across blocks it is a forward
dataflow: at a join, each register keeps the fewest wait states already elapsed.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ir import Block, Imm, Inst, Kernel, PReg, successors
from .isa import IsaTable, load_table

# A pending hazard: registers written by a producer and the wait states each consumer class needs.
_MEM_UNITS = ("vmem", "lds", "smem")


@dataclass(frozen=True)
class _Pending:
    need_any: int  # wait states before any non-exempt consumer touches the registers
    need_mfma_srcc_same: int  # consumer is an MFMA reading exactly these registers as SrcC
    only_units: tuple[str, ...] = ()  # restrict to consumers of these units (empty: all)
    elapsed: int = 0
    producer_range: tuple[str, int, int] | None = None  # MFMA dst, for the same-SrcC exemption


def _regs(o) -> list[tuple[str, int]]:
    if isinstance(o, PReg):
        return [(o.kind, o.index + k) for k in range(o.width)]
    return []


def _wait_states(inst: Inst) -> int:
    if inst.op == "s_nop":
        return int(inst.operands[0].value) + 1
    return 1


def _required(table: IsaTable, state: dict, inst: Inst) -> int:
    info = table.op(inst.op)
    need = 0
    for idx, (spec, o) in enumerate(zip(info.operands, inst.operands)):
        for r in _regs(o):
            p = state.get(r)
            if p is None:
                continue
            if p.only_units and info.unit not in p.only_units:
                continue
            same_range = isinstance(o, PReg) and p.producer_range == (o.kind, o.index, o.width)
            if info.unit == "mfma" and spec.name in ("src2", "vdst") and same_range:
                # back-to-back accumulation into the identical C range needs no wait
                need = max(need, p.need_mfma_srcc_same - p.elapsed)
            else:
                need = max(need, p.need_any - p.elapsed)
    return need


def _produce(table: IsaTable, state: dict, inst: Inst) -> None:
    info = table.op(inst.op)
    facts = table.facts
    for spec, o in zip(info.operands, inst.operands):
        if not spec.is_def:
            continue
        for r in _regs(o):
            if info.unit == "mfma":
                passes = int(info.passes.value)
                state[r] = _Pending(passes + int(facts["hazard_mfma_result_extra"].value), 0,
                                    producer_range=(o.kind, o.index, o.width))
            elif info.unit in ("valu", "valu_trans") and r[0] in ("v", "a"):
                w = int(facts["hazard_valu_write_mfma_read"].value)
                if info.unit == "valu_trans":
                    w2 = int(facts["hazard_trans_result_valu_read"].value)
                    state[r] = _Pending(max(w, w2), max(w, w2))
                else:
                    state[r] = _Pending(w, w, ("mfma",))
            elif info.unit in ("valu", "valu_trans") and r[0] == "s":
                state[r] = _Pending(int(facts["hazard_valu_write_sgpr_vmem_read"].value), 0, _MEM_UNITS)
            else:
                state.pop(r, None)


def _advance(state: dict, n: int) -> dict:
    out = {}
    for r, p in state.items():
        e = p.elapsed + n
        if e < max(p.need_any, p.need_mfma_srcc_same):
            out[r] = _Pending(p.need_any, p.need_mfma_srcc_same, p.only_units, e, p.producer_range)
    return out


def _merge(states: list[dict]) -> dict:
    out: dict = {}
    for st in states:
        for r, p in st.items():
            q = out.get(r)
            if q is None or (p.need_any - p.elapsed) > (q.need_any - q.elapsed):
                out[r] = p
    return out


def _nops(table: IsaTable, count: int) -> list[Inst]:
    per = int(table.fact("max_nop_wait_states").value)
    out = []
    while count > 0:
        n = min(count, per)
        out.append(Inst("s_nop", (Imm(n - 1),), (), "hazard"))
        count -= n
    return out


def insert_hazard_nops(kernel: Kernel, table: IsaTable | None = None) -> Kernel:
    """Return `kernel` with the fewest s_nop wait states this pass's rules require."""
    table = table or load_table()
    succ = successors(kernel)
    preds: dict[str, list[str]] = {b.label: [] for b in kernel.blocks}
    for b, ss in succ.items():
        for s in ss:
            preds[s].append(b)
    out_state: dict[str, dict] = {b.label: {} for b in kernel.blocks}
    result: dict[str, tuple[Inst, ...]] = {}
    for _ in range(len(kernel.blocks) + 2):
        changed = False
        for b in kernel.blocks:
            state = _merge([out_state[p] for p in preds[b.label]])
            insts: list[Inst] = []
            for inst in b.insts:
                need = _required(table, state, inst)
                if need > 0:
                    for nop in _nops(table, need):
                        insts.append(nop)
                        state = _advance(state, _wait_states(nop))
                insts.append(inst)
                # the instruction itself is one wait state for older producers; its own
                # results start counting from zero after it
                state = _advance(state, _wait_states(inst))
                _produce(table, state, inst)
            if state != out_state[b.label] or result.get(b.label) != tuple(insts):
                out_state[b.label] = state
                result[b.label] = tuple(insts)
                changed = True
        if not changed:
            break
    return kernel.with_blocks(tuple(Block(b.label, result[b.label]) for b in kernel.blocks))
