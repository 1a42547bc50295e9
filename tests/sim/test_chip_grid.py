"""Occupancy and grid placement: answers worked out by hand from the isa/ facts
(512 unified VGPRs per lane per SIMD in granules of 8, 8 waves per SIMD, 800 SGPRs per SIMD,
160 KiB LDS per CU, 4 SIMDs per CU)."""
import pytest

from zyfagen.isa import load_table
from zyfagen.sim.grid import KernelResources, occupancy, place

TABLE = load_table()


def test_aiter_shape_is_one_workgroup_two_waves_per_simd():
    # 224 VGPRs -> 512 // 224 = 2 waves per SIMD; 8 waves -> 2 per SIMD -> one workgroup;
    # its 160 KiB LDS also allows exactly one
    o = occupancy(KernelResources(vgprs=224, sgprs=96, lds_bytes=160 * 1024, waves=8), TABLE)
    assert (o.workgroups_per_cu, o.waves_per_simd) == (1, 2)


def test_one_wave_workgroups_fill_the_four_simds():
    # 376 VGPRs -> 1 wave per SIMD; one-wave workgroups side by side -> 4 per CU
    o = occupancy(KernelResources(vgprs=376, sgprs=38, lds_bytes=32 * 1024, waves=1), TABLE)
    assert (o.workgroups_per_cu, o.waves_per_simd, o.limited_by) == (4, 1, "vgprs")


def test_two_workgroups_per_cu_limited_by_lds():
    # 128 VGPRs -> 4 waves per SIMD -> 4 four-wave workgroups; 64 KiB LDS -> 160 // 64 = 2
    o = occupancy(KernelResources(vgprs=128, sgprs=32, lds_bytes=64 * 1024, waves=4), TABLE)
    assert (o.workgroups_per_cu, o.waves_per_simd, o.limited_by) == (2, 2, "lds")


def test_wave_limit():
    o = occupancy(KernelResources(vgprs=32, sgprs=16, lds_bytes=0, waves=4), TABLE)
    assert (o.workgroups_per_cu, o.limited_by) == (8, "waves")


def test_sgpr_limit():
    # 100 SGPRs -> 112 allocated -> 800 // 112 = 7 waves per SIMD
    o = occupancy(KernelResources(vgprs=32, sgprs=100, lds_bytes=0, waves=4), TABLE)
    assert (o.workgroups_per_cu, o.limited_by) == (7, "sgprs")


def test_grid_tail_of_one_extra_workgroup():
    # 1,025 equal workgroups of 100 clocks on 256 CUs x 4 slots: two rounds, the second holds
    # one workgroup: makespan 200, balanced 1025 * 100 / 1024
    p = place([100.0] * 1025, 256, 4)
    assert p.makespan == 200.0
    assert p.balanced == pytest.approx(1025 * 100 / 1024)
    assert p.tail == pytest.approx(200 - 1025 * 100 / 1024)


def test_causal_imbalance_is_spread_by_the_greedy_dispatcher():
    # 4 slots, lengths 1..8 in order: slots take 1,2,3,4 then 5 (slot of 1, ends 6),
    # 6 (slot of 2, ends 8), 7 (slot of 3, ends 10), 8 (slot of 4, ends 12)
    p = place([float(i) for i in range(1, 9)], 1, 4)
    assert p.makespan == 12.0 and p.balanced == 9.0


def test_dispatch_fills_every_cu_before_doubling_up():
    # 2 CUs x 2 slots: workgroups 0, 1 go to CU 0 and CU 1 (slots 0 and 2), then 2, 3 to their
    # second slots (1 and 3); the fifth waits for the first to end (workgroup 0: 10 clocks)
    p = place([10.0, 20.0, 30.0, 40.0, 5.0], 2, 2)
    assert p.slot_of == (0, 2, 1, 3, 0)
    assert p.start_of == (0.0, 0.0, 0.0, 0.0, 10.0)


def test_round_bursts():
    # 512 equal workgroups on 256 slots: two rounds, each of 256 workgroups starting and
    # ending together; a third set of 3 unequal ones starts alone
    from zyfagen.sim.grid import place, round_bursts

    p = place([100.0] * 512, 256, 1)
    extra = round_bursts(p, [100.0] * 512, 10.0, 30.0, 2.0)
    assert extra == [256 * (10 + 30) / 2.0] * 512
    p = place([100.0, 150.0, 200.0], 4, 1)
    assert round_bursts(p, [100.0, 150.0, 200.0], 10.0, 30.0, 2.0) == [(3 * 10 + 30) / 2.0] * 3
