"""Occupancy of one CU and the placement of a whole grid on the chip's CUs.

Occupancy: how many workgroups of a kernel one CU holds at once, from its code object's
register, LDS and wave needs against the facts in isa/gfx950.isa (unified VGPR+AGPR file of
512 per lane per SIMD allocated in granules of 8, SGPRs per SIMD, 160 KiB LDS, 8 waves per
SIMD). A workgroup's waves are spread over the 4 SIMDs, wave w on SIMD w mod 4.

Placement: the dispatcher hands workgroups out in grid order, each to the CU slot that frees
first (a greedy list schedule, as a hardware dispatcher that refills a slot when its
workgroup retires). The makespan minus the perfectly balanced time is the grid tail; with
causal masking workgroups differ in length, so imbalance shows up here as well.
"""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Sequence

from ..isa import IsaTable, load_table


@dataclass(frozen=True)
class KernelResources:
    vgprs: int  # arch VGPRs + AGPRs per lane, as allocated (unified file)
    sgprs: int
    lds_bytes: int  # group segment per workgroup
    waves: int  # per workgroup


@dataclass(frozen=True)
class Occupancy:
    workgroups_per_cu: int
    waves_per_simd: int  # resident waves on the busiest SIMD
    limited_by: str  # waves, vgprs, sgprs or lds


def resources_of(kernel) -> KernelResources:
    """A code object's kernel (codeobj.KernelCode) -> what one workgroup needs."""
    md = kernel.metadata
    # gfx90a+ metadata: .vgpr_count is the unified file (arch VGPRs, rounded to the
    # accum_offset granule, plus AGPRs; AMDGPUUsage "Code Object V3+ Metadata")
    total = int(md.get(".vgpr_count", 0) or 0)
    size = md.get(".max_flat_workgroup_size") or 64
    reqd = md.get(".reqd_workgroup_size")
    if reqd:
        size = math.prod(int(v) for v in reqd)
    return KernelResources(vgprs=max(1, total), sgprs=int(md.get(".sgpr_count", 0) or 0),
                           lds_bytes=int(md.get(".group_segment_fixed_size", 0) or 0),
                           waves=max(1, math.ceil(int(size) / 64)))


def occupancy(res: KernelResources, table: IsaTable | None = None) -> Occupancy:
    t = table or load_table()
    simds = int(t.fact("simds_per_cu").value)
    granule = int(t.fact("vgpr_alloc_granule").value)
    vgpr_waves = int(t.fact("unified_vgprs").value) // (-(-res.vgprs // granule) * granule)
    sg = int(t.fact("sgpr_alloc_granule").value)
    sgpr_waves = int(t.fact("sgprs_per_simd").value) // max(sg, -(-res.sgprs // sg) * sg)
    lds = int(t.fact("lds_bytes_per_cu").value)

    def fit(waves_per_simd: int) -> int:
        # workgroups per CU when each SIMD holds `waves_per_simd` waves: a workgroup of W
        # waves puts ceil(W/4) on its busiest SIMD; narrower ones fill the SIMDs side by side
        if res.waves >= simds:
            return waves_per_simd // -(-res.waves // simds)
        return simds * waves_per_simd // res.waves

    limits = {  # workgroups per CU each resource allows
        "waves": fit(int(t.fact("max_waves_per_simd").value)),
        "vgprs": fit(vgpr_waves),
        "sgprs": fit(sgpr_waves),
        "lds": lds // res.lds_bytes if res.lds_bytes else 1 << 30,
    }
    why = min(limits, key=limits.get)
    wgs = limits[why]
    if wgs < 1:
        raise ValueError(f"a workgroup needing {res} does not fit one CU ({why})")
    return Occupancy(wgs, -(-wgs * res.waves // simds), why)


@dataclass(frozen=True)
class Placement:
    makespan: float  # cycles from the first dispatch to the last workgroup's end
    balanced: float  # total workgroup cycles / slots: the makespan with no tail and no imbalance
    tail: float  # makespan - balanced
    slots: int
    rounds: float  # workgroups / slots
    # per workgroup (dispatch order): the slot it ran in (CU = slot // workgroups per CU)
    # and its start; kept for the trace, left out of JSON
    slot_of: tuple[int, ...] = field(default=(), repr=False)
    start_of: tuple[float, ...] = field(default=(), repr=False)

    def summary(self) -> dict[str, float]:
        return {"makespan": self.makespan, "balanced": self.balanced, "tail": self.tail,
                "slots": self.slots, "rounds": self.rounds}


def place(workgroup_cycles: Sequence[float], cus: int, workgroups_per_cu: int) -> Placement:
    """Greedy dispatch of workgroups (grid order) onto cus x workgroups_per_cu slots."""
    slots = cus * workgroups_per_cu
    # slots spread over the CUs first (slot k on CU k mod cus), as a dispatcher fills every
    # CU before doubling up; ties go to the slot that freed first, then to dispatch order
    free = [(0.0, k, k % cus * workgroups_per_cu + k // cus)
            for k in range(min(slots, len(workgroup_cycles)))]
    heapq.heapify(free)
    end = 0.0
    slot_of, start_of = [], []
    for c in workgroup_cycles:
        start, order, slot = heapq.heappop(free)
        heapq.heappush(free, (start + c, order, slot))
        end = max(end, start + c)
        slot_of.append(slot)
        start_of.append(start)
    balanced = sum(workgroup_cycles) / slots
    return Placement(end, balanced, max(0.0, end - balanced), slots, len(workgroup_cycles) / slots,
                     tuple(slot_of), tuple(start_of))


def round_bursts(placement: Placement, workgroup_cycles: Sequence[float], start_bytes: float,
                 end_bytes: float, bytes_per_cycle: float) -> list[float]:
    """Extra cycles per workgroup (dispatch order) for the memory bursts of workgroups that
    start or end together.

    The engine gives a workgroup's loads a fixed latency, which holds for one workgroup alone.
    Workgroups dispatched in the same cycle (the first round; every round when they are all
    equally long) issue their first loads (Q and the first K/V block: `start_bytes` each) at
    once, and those that end together write O (`end_bytes` each) at once: each burst takes
    its bytes over `bytes_per_cycle` (HBM, where first touches and the output go), and a
    workgroup waits for its whole burst. Workgroups that start or end alone add next to nothing.
    """
    starts: dict[int, int] = {}
    ends: dict[int, int] = {}
    for s, c in zip(placement.start_of, workgroup_cycles):
        starts[round(s)] = starts.get(round(s), 0) + 1
        ends[round(s + c)] = ends.get(round(s + c), 0) + 1
    return [(starts[round(s)] * start_bytes + ends[round(s + c)] * end_bytes) / bytes_per_cycle
            for s, c in zip(placement.start_of, workgroup_cycles)]
