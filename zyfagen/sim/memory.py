"""The memory-system seam of the cycle model.

The engine (zyfagen.sim.engine) decides *when* a wave issues a memory instruction; a
`MemorySystem` decides *when it completes*: the cycle its result may be read and its
s_waitcnt counter event retires. The engine keeps the counters' ordering rules (vector
memory returns in order, LDS in order, scalar loads out of order), so an implementation
only answers one question per instruction:

    complete(wave, inst, t) -> cycle

`wave` is the simulated wave's index, `inst` the prepared instruction (zyfagen.sim.program
`_Inst`: its `unit` is "vmem", "lds" or "smem", `index`, `address`, `mnemonic`, `text`), `t`
the issue cycle. `bind(prog, table)` is called once per simulation before the first
`complete`. An implementation whose answer depends only on (inst, t - the wave's history)
sets `stateless = True`; the engine then may replay a repeating steady state
(fast-forward). A model with shared state (bandwidth, queues, caches) sets it False.

`FixedLatencyMemory`, the first implementation, gives every instruction of a unit the
table's fixed latency (facts vmem_latency, lds_latency, smem_latency). Bandwidth models of
a whole CU or chip plug in here.
"""
from __future__ import annotations

from typing import Protocol, Sequence

from ..isa import IsaTable


class MemorySystem(Protocol):
    stateless: bool

    def bind(self, prog: Sequence, table: IsaTable) -> None:
        """Prepare for one simulation of `prog` (the engine's prepared instructions)."""

    def complete(self, wave: int, inst, t: int) -> int:
        """The cycle at which the memory instruction `inst`, issued by `wave` at `t`, completes."""


class FixedLatencyMemory:
    """Every memory instruction completes a fixed number of cycles after issue (per unit)."""

    stateless = True

    def __init__(self) -> None:
        self.latency: dict[str, int] = {}

    def bind(self, prog: Sequence, table: IsaTable) -> None:
        self.latency = {unit: int(table.fact(f"{unit}_latency").value) for unit in ("vmem", "lds", "smem")}

    def complete(self, wave: int, inst, t: int) -> int:
        return t + self.latency[inst.unit]
