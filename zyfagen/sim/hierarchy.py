"""The memory hierarchy of the whole chip: bytes each level moves for a grid, and the time that takes.

Levels (facts in isa/gfx950.isa, each with source and status): vector L1 per CU, L2 per XCD,
MALL (Infinity Cache) shared by the chip, HBM. Bandwidth is the only cost here: the latency
of a single access is the per-SIMD engine's business (it already waits vmem_latency), and a
kernel with enough loads in flight hides it; what no number of loads in flight hides is
bandwidth, so the level whose bytes take longest is the candidate bound.

Reuse between workgroups (the analytical model, checked against an LRU cache simulation in
tests/sim/test_hierarchy.py): workgroup i goes to XCD i mod 8 (xcd_dispatch_round_robin) and
each XCD runs its workgroups in rounds of `slots` (32 CUs x resident workgroups per CU).
Co-resident workgroups that read the same K/V (same batch and KV head) walk it front to back
at about the same pace, so one round fills each distinct K/V stream into that XCD's L2 once
(the longest member's keys). The next round re-uses a stream only if every stream of the
round still fits in L2 at the end of it. Everything the grid touches fits the 256 MiB MALL for
the problems we model, so HBM moves each unique byte once; a footprint beyond the MALL makes
MALL misses equal L2 fills.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..isa import IsaTable, load_table


@dataclass(frozen=True)
class HierarchyFacts:
    xcds: int
    cus_per_xcd: int
    line_bytes: int
    vl1_bytes_per_clock: float
    l2_bytes: int
    l2_bytes_per_clock: float  # per XCD, all channels
    mall_bytes: int
    mall_bytes_per_s: float
    hbm_bytes_per_s: float

    @staticmethod
    def from_table(table: IsaTable | None = None) -> "HierarchyFacts":
        t = table or load_table()

        def f(name: str) -> float:
            return t.fact(name).value

        return HierarchyFacts(
            xcds=int(f("xcds")), cus_per_xcd=int(f("cus_per_xcd")), line_bytes=int(f("cache_line_bytes")),
            vl1_bytes_per_clock=f("vl1_bytes_per_clock"), l2_bytes=int(f("l2_bytes_per_xcd")),
            l2_bytes_per_clock=f("l2_channels_per_xcd") * f("l2_bytes_per_clock_per_channel"),
            mall_bytes=int(f("mall_bytes")), mall_bytes_per_s=f("mall_gbytes_per_s") * 1e9,
            # what a kernel reaches of the nominal rate (before issue 30 the model used all of it)
            hbm_bytes_per_s=f("hbm_gbytes_per_s") * 1e9 * f("hbm_achievable_fraction"))


@dataclass(frozen=True)
class WorkgroupTraffic:
    """What one workgroup reads and writes in global memory.

    `stream` names the shared K/V stream it reads (e.g. (batch, kv_head)); `stream_bytes` is
    how much of it (the prefix a causal workgroup sees); `private_bytes` are its own Q reads
    and O writes, which no other workgroup touches.
    """

    stream: tuple[int, ...]
    stream_bytes: int
    private_bytes: int


@dataclass(frozen=True)
class LevelBytes:
    requested: int  # bytes the CUs ask their L1s for (every workgroup's own loads and stores)
    l2_fills: int  # bytes the L2s fetch from the MALL (all XCDs)
    hbm: int  # bytes the MALL moves to or from HBM
    per_xcd_requested: tuple[int, ...]


def xcd_of(index: int, facts: HierarchyFacts) -> int:
    """The XCD the dispatcher sends workgroup `index` (dispatch order) to: round-robin."""
    return index % facts.xcds


def level_bytes(grid: Sequence[WorkgroupTraffic], slots_per_cu: int,
                facts: HierarchyFacts) -> LevelBytes:
    """Bytes each level moves for `grid` (in dispatch order) under the reuse model above."""
    per_xcd: list[list[WorkgroupTraffic]] = [[] for _ in range(facts.xcds)]
    for i, w in enumerate(grid):
        per_xcd[xcd_of(i, facts)].append(w)
    slots = facts.cus_per_xcd * slots_per_cu
    fills = 0
    requested = []
    for wgs in per_xcd:
        requested.append(sum(w.stream_bytes + w.private_bytes for w in wgs))
        resident: dict[tuple[int, ...], int] = {}  # streams left in L2 by the previous round
        for r in range(0, len(wgs), slots):
            want: dict[tuple[int, ...], int] = {}
            for w in wgs[r:r + slots]:
                want[w.stream] = max(want.get(w.stream, 0), w.stream_bytes)
                fills += w.private_bytes  # Q in, O out: once each, no reuse
            for s, b in want.items():
                fills += max(0, b - resident.get(s, 0))
            fits = sum(want.values()) <= facts.l2_bytes
            resident = dict(want) if fits else {}
    unique_streams: dict[tuple[int, ...], int] = {}
    for w in grid:
        unique_streams[w.stream] = max(unique_streams.get(w.stream, 0), w.stream_bytes)
    unique = sum(unique_streams.values()) + sum(w.private_bytes for w in grid)
    hbm = unique if unique <= facts.mall_bytes else fills
    return LevelBytes(sum(requested), fills, hbm, tuple(requested))


@dataclass(frozen=True)
class LevelCycles:
    """Shader clocks each level needs to move its bytes at full bandwidth (the level's floor)."""

    l1: float
    l2: float
    mall: float
    hbm: float


def level_cycles(b: LevelBytes, clock_mhz: float, facts: HierarchyFacts) -> LevelCycles:
    hz = clock_mhz * 1e6
    cus = facts.xcds * facts.cus_per_xcd
    busiest_xcd = max(b.per_xcd_requested) if b.per_xcd_requested else 0
    return LevelCycles(
        l1=b.requested / cus / facts.vl1_bytes_per_clock,
        l2=busiest_xcd / facts.l2_bytes_per_clock,
        mall=b.l2_fills / facts.mall_bytes_per_s * hz,
        hbm=b.hbm / facts.hbm_bytes_per_s * hz)
