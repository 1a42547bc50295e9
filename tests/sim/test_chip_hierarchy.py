"""The memory hierarchy's floors and its K/V reuse model.

Paper numbers: bytes / bandwidth with the isa/ facts. The analytical reuse model
(hierarchy.level_bytes) is checked against an independent LRU cache simulation of each
XCD's L2 with workgroups that walk their K/V stream line by line in lockstep per round."""
from collections import OrderedDict
from dataclasses import replace

import pytest

from zyfagen.isa import load_table
from zyfagen.sim.hierarchy import (HierarchyFacts, WorkgroupTraffic, level_bytes, level_cycles,
                                   xcd_of)

FACTS = HierarchyFacts.from_table(load_table())


def test_hbm_bound_stream_on_paper():
    # 256 workgroups each streaming 4 MiB nobody else reads: 1 GiB from HBM at 8 TB/s x the
    # fraction a kernel reaches (0.85: 158.0 us, 378,967.7 clocks at 2,400 MHz)
    grid = [WorkgroupTraffic((i,), 4 << 20, 0) for i in range(256)]
    b = level_bytes(grid, 1, FACTS)
    assert b.hbm == 1 << 30 and b.l2_fills == 1 << 30
    c = level_cycles(b, 2400.0, FACTS)
    assert c.hbm == pytest.approx(2 ** 30 / (8000e9 * load_table().fact("hbm_achievable_fraction").value) * 2400e6)
    # the same bytes over the L2s: 32 workgroups per XCD x 4 MiB / (16 x 128 B/clk)
    assert c.l2 == pytest.approx(32 * (4 << 20) / 2048)
    # and the L1s: 4 MiB per CU at 128 B/clk
    assert c.l1 == pytest.approx((4 << 20) / 128)
    assert c.mall == pytest.approx(2 ** 30 / 17000e9 * 2400e6)


def test_shared_stream_is_filled_once_per_xcd_round():
    # 512 workgroups all reading one 8 MiB stream (bigger than L2): 2 per CU -> 64 slots per
    # XCD, 64 workgroups per XCD -> one round: one fill per XCD
    grid = [WorkgroupTraffic((0,), 8 << 20, 0) for _ in range(512)]
    b = level_bytes(grid, 2, FACTS)
    assert b.l2_fills == 8 * (8 << 20)
    assert b.hbm == 8 << 20
    assert b.requested == 512 * (8 << 20)


def _lru_fills(grid, slots_per_cu, facts):
    """Independent check: LRU L2 per XCD, lines touched in lockstep by each round."""
    line = facts.line_bytes
    fills = 0
    per_xcd = {}
    for i, w in enumerate(grid):
        per_xcd.setdefault(xcd_of(i, facts), []).append(w)
    slots = facts.cus_per_xcd * slots_per_cu
    capacity = facts.l2_bytes // line
    for wgs in per_xcd.values():
        cache: OrderedDict = OrderedDict()
        for r in range(0, len(wgs), slots):
            members = wgs[r:r + slots]
            fills += sum(w.private_bytes for w in members)
            for j in range(max(w.stream_bytes for w in members) // line):
                for w in members:
                    if j * line >= w.stream_bytes:
                        continue
                    key = (w.stream, j)
                    if key in cache:
                        cache.move_to_end(key)
                    else:
                        fills += line
                        cache[key] = True
                        if len(cache) > capacity:
                            cache.popitem(last=False)
    return fills


SMALL = replace(FACTS, xcds=2, cus_per_xcd=2, line_bytes=128, l2_bytes=64 * 128)


@pytest.mark.parametrize("heads_q,group,stream_lines,slots", [
    (8, 4, 200, 1),   # streams larger than L2: one fill per distinct stream per round
    (8, 2, 200, 2),
    (6, 3, 10, 1),    # streams that fit: the next round re-uses what is resident
    (12, 4, 30, 1),   # two 30-line streams fit 64 lines, three do not
    (8, 8, 50, 2),    # causal-like: every workgroup its own prefix length below
])
def test_reuse_model_agrees_with_lru_simulation(heads_q, group, stream_lines, slots):
    tiles = 6
    grid = []
    for h in range(heads_q):
        for x in range(tiles):
            lines = stream_lines if group != 8 else max(1, stream_lines * (x + 1) // tiles)
            grid.append(WorkgroupTraffic((h // group,), lines * 128, 256))
    model = level_bytes(grid, slots, SMALL).l2_fills
    simulated = _lru_fills(grid, slots, SMALL)
    assert model == pytest.approx(simulated, rel=0.02)
