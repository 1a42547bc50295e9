"""Dependency graph (networkx) over the instructions of one basic block.

Nodes are instruction indices. Edges carry `kind` (raw, war, waw, mem, fence) and
`latency` in cycles: the producer's result latency from `isa/` for RAW edges, 0 for
order-only edges. Registers are compared dword by dword, virtual or physical alike;
implicit operands (scc, vcc, exec) count as registers.
"""
from __future__ import annotations

import networkx as nx

from .ir import Inst, PReg, RegSlice, Special, VReg
from .classify import classify
from .isa import IsaTable, load_table

# instructions that order everything around them (a scheduler must not move work across)
FENCES = ("s_barrier", "s_waitcnt", "s_setprio", "s_nop", "s_endpgm", "s_branch")
MEMORY_UNITS = ("vmem", "lds", "smem")


# explicit special-register operands, named as the isa/ table's implicit operands
_SPECIAL_UNITS = {"vcc": "vcc", "vcc_lo": "vcc", "exec": "exec", "exec_lo": "exec", "m0": "m0", "scc": "scc"}


def _dwords(o) -> list[tuple]:
    if isinstance(o, Special):
        unit = _SPECIAL_UNITS.get(o.name)
        return [("implicit", unit)] if unit else []
    if isinstance(o, VReg):
        return [("virt", o.id, k) for k in range(o.width)]
    if isinstance(o, RegSlice):
        return [("virt", o.base.id, o.offset + k) for k in range(o.width)]
    if isinstance(o, PReg):
        return [(o.kind, o.index + k) for k in range(o.width)]
    return []


def inst_regs(table: IsaTable, inst: Inst) -> tuple[set, set]:
    """(dwords read, dwords written) by `inst`, including implicit registers."""
    info = table.op(inst.op)
    reads, writes = set(), set()
    for spec, o in zip(info.operands, inst.operands):
        if spec.is_use:
            reads.update(_dwords(o))
        if spec.is_def:
            writes.update(_dwords(o))
    reads.update(("implicit", r) for r in info.implicit_in)
    writes.update(("implicit", r) for r in info.implicit_out)
    return reads, writes


def result_latency(table: IsaTable, op: str) -> int:
    """Cycles from issue until a dependent instruction may read the result (from isa/)."""
    info = table.op(op)
    if info.unit == "mfma":
        return table.mfma_cycles(op)
    if info.unit == "vmem":
        return int(table.fact("vmem_latency").value)
    if info.unit == "lds":
        return int(table.fact("lds_latency").value)
    if info.unit == "smem":
        return int(table.fact("smem_latency").value)
    if info.latency is not None:
        return int(info.latency.value)
    return int(info.issue.value)


def _mem_kind(table: IsaTable, inst: Inst) -> tuple[str, bool] | None:
    """(address space, is_store) for memory instructions."""
    info = table.op(inst.op)
    if info.unit not in MEMORY_UNITS:
        return None
    space = "lds" if info.unit == "lds" else "global"
    cls = classify(inst.op, table)
    is_store = not info.defs or cls.store
    if cls.unit == "smem" and not cls.store:
        space, is_store = "scalar", False
    return space, is_store


def build_dag(insts: tuple[Inst, ...] | list[Inst], table: IsaTable | None = None) -> nx.DiGraph:
    """The dependency DAG of one block's instructions."""
    table = table or load_table()
    g = nx.DiGraph()
    last_write: dict = {}
    reads_since: dict = {}
    last_fence = None
    mem_ops: list[tuple[int, str, bool]] = []
    since_fence: list[int] = []

    def edge(a: int, b: int, kind: str, latency: int) -> None:
        if g.has_edge(a, b):
            data = g.edges[a, b]
            if latency > data["latency"]:
                data["latency"], data["kind"] = latency, kind
        else:
            g.add_edge(a, b, kind=kind, latency=latency)

    for i, inst in enumerate(insts):
        g.add_node(i, inst=inst)
        reads, writes = inst_regs(table, inst)
        for r in reads:
            if r in last_write:
                w = last_write[r]
                edge(w, i, "raw", result_latency(table, insts[w].op))
        for r in writes:
            if r in last_write:
                edge(last_write[r], i, "waw", 1)
            for rd in reads_since.get(r, ()):
                if rd != i:
                    edge(rd, i, "war", 0)
        for r in reads:
            reads_since.setdefault(r, set()).add(i)
        for r in writes:
            last_write[r] = i
            reads_since[r] = set()
        mk = _mem_kind(table, inst)
        if mk is not None:
            space, is_store = mk
            for j, sp, st in mem_ops:
                if sp == space and (st or is_store) and space != "scalar":
                    edge(j, i, "mem", 0)
            mem_ops.append((i, space, is_store))
        is_fence = inst.op in FENCES or classify(inst.op, table).branch
        if is_fence:
            for j in since_fence:
                edge(j, i, "fence", 0)
            since_fence = []
            last_fence = i
        elif last_fence is not None:
            edge(last_fence, i, "fence", 0)
        since_fence.append(i)
    return g


def critical_path_heights(g: nx.DiGraph, table: IsaTable | None = None) -> dict[int, int]:
    """Longest latency-weighted path from each node to the end of the block."""
    table = table or load_table()
    height: dict[int, int] = {}
    for n in reversed(list(nx.topological_sort(g))):
        inst = g.nodes[n]["inst"]
        own = int(table.op(inst.op).issue.value)
        # a result nobody in this block reads is read later (the next iteration: a prefetch),
        # so its own latency is still on the critical path
        feeds = any(g.edges[n, s]["kind"] == "raw" for s in g.successors(n))
        tail = 0 if feeds or not inst_regs(table, inst)[1] else result_latency(table, inst.op)
        height[n] = own + max([tail] + [g.edges[n, s]["latency"] + height[s] for s in g.successors(n)])
    return height
