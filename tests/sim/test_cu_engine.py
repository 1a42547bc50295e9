"""The CU engine (sim.engine.simulate with `workgroups`): the 4 SIMDs of one CU running the
waves of every resident workgroup, barriers across SIMDs, one LDS shared by the SIMDs with
bank conflicts from the emulator's real addresses as stalls.

Hand-written kernels assembled by clang-22; expected cycles are hand arithmetic over the
rates in isa/gfx950.isa (read from the table, so recalibrating a rate keeps the tests true).
"""
from __future__ import annotations

import functools

import pytest

from zyfagen import emulator
from zyfagen.assemble import assemble
from zyfagen.codeobj import read_code_object
from zyfagen.errors import UserError
from zyfagen.isa import load_table
from zyfagen.sim import simulate
from zyfagen.sim.lds import trace_lds

from asm_kernel import kernel_text

T = load_table()
VALU = int(T.unit_defaults["valu"]["issue"].value)
LDS_ISSUE = int(T.unit_defaults["lds"]["issue"].value)
LDS_LAT = int(T.fact("lds_latency").value)
LDS_READ_BW = int(T.fact("lds_read_bytes_per_clock").value)
SIMDS = int(T.fact("simds_per_cu").value)


@functools.lru_cache(maxsize=None)
def code_object(body: str, workgroup: int) -> bytes:
    return assemble(kernel_text(body, workgroup=workgroup, vgprs=64, sgprs=16, accum_offset=64, lds=65536))


def kernel(body: str, workgroup: int = 256):
    return read_code_object(code_object(body, workgroup)).kernel()


# the wave's index in its workgroup as AITER computes it: v3 = (v0 & 0x3ff) >> 6, then
# readfirstlane (the engine follows lane 0 of these lane-wise VALU operations)
_WAVE_INDEX = ["v_and_b32 v0, 0x3ff, v0", "v_lshrrev_b32 v3, 6, v0", "v_readfirstlane_b32 s0, v3"]
N_LONG = 64


def _one_wave_works(worker: int, n: int = N_LONG) -> str:
    """Wave `worker` of the workgroup does n VALU instructions before s_barrier; the others
    go straight to it; after it every wave does one VALU instruction."""
    return "\n".join(_WAVE_INDEX + [
        f"s_cmp_eq_u32 s0, {worker}", "s_cbranch_scc0 .Lwait",
        *[f"v_add_f32 v{8 + i % 32}, v1, v2" for i in range(n)],
        ".Lwait:", "s_barrier", "v_mul_f32 v40, v1, v2"])


def _after_barrier(r) -> dict[int, int]:
    return {s.wave: s.start for s in r.segments if s.mnemonic == "v_mul_f32"}


def _barrier_issue(r) -> dict[int, int]:
    return {s.wave: s.start for s in r.segments if s.mnemonic == "s_barrier"}


@pytest.mark.parametrize("worker", [0, 3])
def test_a_barrier_spans_the_simds_of_a_workgroup(worker: int):
    # 4 waves, one per SIMD. The worker's SIMD runs its n VALU instructions back to back; the
    # other three waves reach s_barrier early and leave it only when the worker arrives.
    r = simulate(kernel(_one_wave_works(worker)), workgroups=1)
    assert r.waves_per_simd == 1
    barrier, after = _barrier_issue(r), _after_barrier(r)
    assert set(after) == {0, 1, 2, 3}
    lazy = [w for w in range(4) if w != worker]
    assert all(barrier[w] < barrier[worker] - (N_LONG - 1) * VALU for w in lazy)
    # every wave leaves the barrier in the same cycle: the worker's s_barrier issue (one cycle,
    # misc unit default) plus the table's release latency after the last arrival
    release = int(load_table().fact("barrier_release_cycles").value)
    assert set(after.values()) == {barrier[worker] + 1 + release}
    assert barrier[worker] >= N_LONG * VALU
    # the one-SIMD model simulates SIMD 0's wave only: it cannot see wave 3 working
    one = simulate(kernel(_one_wave_works(worker)))
    if worker == 0:
        assert one.total_cycles == r.total_cycles
    else:
        assert one.total_cycles < r.total_cycles - (N_LONG - 1) * VALU


def test_two_workgroups_share_the_simds_but_not_their_barriers():
    # two resident workgroups of 4 waves: SIMD 0 holds wave 0 of each, and both wave 0s do
    # the long work, so they share SIMD 0's VALU (the older wave issues first). Each
    # workgroup's barrier waits for its own wave 0 only.
    r = simulate(kernel(_one_wave_works(0)), workgroups=2)
    assert r.waves_per_simd == 2
    after = _after_barrier(r)
    assert len(after) == 8
    # the waves of a workgroup leave its barrier together (wave 0's next VALU instruction may
    # wait up to one VALU issue for the other workgroup's stream on SIMD 0)
    wg0 = [after[w] for w in range(4)]
    wg1 = [after[w] for w in range(4, 8)]
    assert len(set(wg0[1:])) == 1 and len(set(wg1[1:])) == 1
    assert 0 <= wg0[0] - wg0[1] <= VALU and 0 <= wg1[0] - wg1[1] <= VALU
    t0, t1 = wg0[1], wg1[1]
    # the second workgroup's wave 0 gets SIMD 0's VALU only after the first one's stream
    assert t1 - t0 >= N_LONG * VALU - VALU
    assert t1 >= 2 * N_LONG * VALU
    # a workgroup whose waves do not all fit is refused
    with pytest.raises(UserError, match="do not fit one CU"):
        simulate(kernel(_one_wave_works(0)), workgroups=9)


def test_the_wave_role_is_followed_through_lane_wise_valu():
    # the same kernel in the one-SIMD model, 8-wave workgroup: SIMD 0 holds waves 0 and 4;
    # only wave 4 (index computed as above) does the long work
    body = "\n".join(_WAVE_INDEX + ["s_cmp_eq_u32 s0, 4", "s_cbranch_scc0 .Lskip",
                                    *[f"v_add_f32 v{8 + i % 32}, v1, v2" for i in range(N_LONG)],
                                    ".Lskip:"])
    r = simulate(kernel(body, workgroup=512))
    adds = [s for s in r.segments if s.mnemonic == "v_add_f32"]
    assert {s.wave for s in adds} == {1}  # simulated wave 1 is the workgroup's wave 4
    assert len(adds) == N_LONG


M = 32


def _lds_stream(read: str, m: int = M, fill: bool = False) -> str:
    # v1 = lane * 16 bytes (lane = v0 & 63): m reads, every 8 waited for (lgkmcnt has 4 bits);
    # `fill` writes the bytes first (the emulator refuses reads of never-written LDS)
    out = ["v_and_b32 v1, 63, v0", "v_lshlrev_b32 v1, 4, v1"]
    if fill:
        out += [f"v_mov_b32 v{4 + i}, 0" for i in range(4)]
        out += ["ds_write_b128 v1, v[4:7]", "s_waitcnt lgkmcnt(0)"]
    for i in range(m):
        out.append(read)
        if i % 8 == 7:
            out.append("s_waitcnt lgkmcnt(0)")
    return "\n".join(out)


def _lds_span(r) -> int:
    """Cycles from the first LDS read of any wave to the last one's issue."""
    reads = [s.start for s in r.segments if s.mnemonic.startswith("ds_read")]
    return max(reads) - min(reads)


def test_lds_bandwidth_bound_stream_with_four_simds_contending():
    # ds_read_b128: 64 lanes x 16 B = 1,024 B, i.e. 1024 / 256 = 4 LDS clocks per access.
    # One wave issues one LDS instruction every LDS_ISSUE cycles: alone it uses all of the
    # LDS; four waves on four SIMDs ask four times the bandwidth and are paced by the LDS.
    per_access = 64 * 16 // LDS_READ_BW
    assert per_access == LDS_ISSUE == 4  # the test is built for this balance
    body = _lds_stream("ds_read_b128 v[4:7], v1")
    alone = simulate(kernel(body, workgroup=64), workgroups=1)
    four = simulate(kernel(body, workgroup=256), workgroups=1)
    # the last of M (resp. 4M) accesses starts (M-1) (resp. 4M-1) access times after the
    # first, plus the drains at the 3 intermediate waits (an access's result after lds_latency)
    drains = (M // 8 - 1) * LDS_LAT
    assert (M - 1) * per_access <= _lds_span(alone) <= (M - 1) * per_access + drains + 8
    # 4M accesses of per_access clocks each on the one LDS (the oldest ready wave goes first)
    assert (4 * M - 1) * per_access <= _lds_span(four) <= 4 * M * per_access + drains + 8
    # the one-SIMD model (SIMDs symmetric, no shared LDS) sees no contention
    one = simulate(kernel(body, workgroup=256))
    assert _lds_span(one) == _lds_span(alone)


def test_bank_conflicts_from_real_addresses_stall_the_waves():
    # ds_read_b32 at 16 B per lane: lane i reads dword 4i, bank 4i mod 64: 16 banks, 4
    # distinct dwords each: 4 clocks instead of 1 (lds.access_cost). The emulator supplies
    # the addresses; the engine makes every access hold the LDS 4 clocks.
    body = _lds_stream("ds_read_b32 v4, v1", fill=True)
    data = code_object(body, 256)
    trace = trace_lds(emulator.load(data), {}, (1, 1, 1))
    k = read_code_object(data).kernel()
    reads = {d.address for d in k.instructions if d.mnemonic == "ds_read_b32"}
    conflicts = trace.conflicts_by_address()
    assert len(reads) == M and {conflicts[a] for a in reads} == {3.0}
    assert trace.by_mnemonic["ds_read_b32"] == (4 * M, 4 * 4 * M, 3 * 4 * M)  # 4 waves
    clean = simulate(k, workgroups=1)
    stalled = simulate(k, workgroups=1, lds_conflicts=conflicts)
    # conflict free: 1 LDS clock per access, each SIMD issues every LDS_ISSUE = 4 cycles, so
    # four SIMDs just fill the LDS: the issue rate paces them
    # (the four fills hold the LDS 8 clocks each at 128 B/clk: the waves start 8 apart)
    drains, stagger = (M // 8 - 1) * LDS_LAT, 3 * 8
    assert (M - 1) * LDS_ISSUE <= _lds_span(clean) <= (M - 1) * LDS_ISSUE + drains + stagger + 8
    # 4-way: 4 clocks per access and 4 SIMDs: 16 clocks per round of the four waves
    assert (4 * M - 1) * 4 <= _lds_span(stalled) <= 4 * M * 4 + drains + stagger + 8


def test_whole_cu_fast_forward_is_exact():
    # The emitted 8-wave lean kernel (two waves per SIMD, LDS-shared K/V) on a whole CU:
    # replaying the repeating steady state gives exactly what simulating every cycle gives.
    # (pipe may change emitted/: the property holds for any kernel whose loop settles.)
    from pathlib import Path

    data = (Path(__file__).resolve().parents[2] / "emitted" / "attention_hd128_lean.hsaco").read_bytes()
    k = read_code_object(data).kernel()
    a = simulate(k, iterations=12, workgroups=1)
    b = simulate(k, iterations=12, workgroups=1, fast_forward=False)
    assert a.to_json(timeline=True) == b.to_json(timeline=True)
    assert a.instructions_executed == b.instructions_executed


def test_loop_trips_override_one_loop():
    # an outer loop (left by a forward branch at the end of its body, as AITER's loop over
    # two query tiles) around an inner key loop of one MFMA per trip
    mfma = "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], a[0:15]"
    body = "\n".join([".Louter:", "s_nop 0", ".Linner:", mfma, "s_cbranch_scc1 .Linner",
                      "s_cmp_eq_u32 s1, s2", "s_cbranch_scc1 .Ldone", "s_branch .Louter", ".Ldone:"])
    k = kernel(body, workgroup=64)
    outer = next(d.address for d in k.instructions if d.mnemonic == "s_branch")
    mfma_cycles = T.mfma_cycles("v_mfma_f32_32x32x64_f8f6f4")
    count = lambda r: r.macs_total // (32 * 32 * 64)  # noqa: E731  (MFMAs executed)
    # by default every loop runs `iterations` times: the outer one passes n + 1 times
    assert count(simulate(k, iterations=3)) == 4 * 3
    one = simulate(k, iterations=3, loop_trips={outer: 0})
    assert count(one) == 3
    assert one.total_cycles >= 3 * mfma_cycles
    assert one.loop == (k.instructions[1].address, k.instructions[2].address)  # the inner loop
