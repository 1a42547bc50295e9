"""Memory that lands over time ('late' / 'early'), the LDS race detector, empty-EXEC memory
operations and the trace hook.

Oracles: the ISA's ordering rules (LDS writes of one wave are seen by another only after the
writer's s_waitcnt and an s_barrier), hand-computed expected values, and llvm-objdump-22's
listing for the trace (every executed address is an instruction address of the kernel).
"""
import numpy as np
import pytest

from emulator_util import LANES, make_kernel, prologue
from zyfagen.codeobj import read_code_object
from zyfagen.emulator import load, launch

ARGS = [("out", "buffer")]


def _two_waves(reader_waits_for_barrier: bool) -> bytes:
    """Wave 0 writes 7 to LDS dword lane; wave 1 reads it (before or after a barrier) and
    stores what it saw to out[lane]."""
    body = prologue(ARGS) + [
        "v_lshrrev_b32 v20, 6, v0",          # wave index
        "v_and_b32 v21, 63, v0",
        "v_lshlrev_b32 v22, 2, v21",         # lane * 4
        "v_readfirstlane_b32 s30, v20",
        "s_cmp_eq_u32 s30, 0",
        "s_cbranch_scc0 .Lreader",
        "v_mov_b32 v23, 5",
        "ds_write_b32 v22, v23",             # wave 0: 5, then (after barrier 1) 7
        "s_waitcnt lgkmcnt(0)",
        "s_barrier",
        "v_mov_b32 v23, 7",
        "ds_write_b32 v22, v23",
        "s_waitcnt lgkmcnt(0)",
        "s_barrier",
        "s_endpgm",
        ".Lreader:",
        "s_barrier",
    ]
    if reader_waits_for_barrier:
        body += ["s_barrier"]
    body += ["ds_read_b32 v24, v22", "s_waitcnt lgkmcnt(0)",
             "global_store_dword v22, v24, s[4:5]"]
    if not reader_waits_for_barrier:
        body += ["s_barrier"]
    body += ["s_endpgm"]
    return make_kernel(body, ARGS, lds=256, workgroup_size=128)


@pytest.mark.parametrize("policy", ["late", "early"])
def test_ordered_lds_handover_has_no_race_and_sees_the_write(policy):
    prog = load(_two_waves(True))
    res = launch(prog, {"out": np.zeros(LANES, np.uint32)}, grid=1, memory_model=policy)
    assert res.races == ()
    assert (res.buffers["out"] == 7).all()


def test_unordered_read_is_a_race_naming_both_instructions():
    prog = load(_two_waves(False))
    seen = {}
    for policy in ("late", "early"):
        res = launch(prog, {"out": np.zeros(LANES, np.uint32)}, grid=1, memory_model=policy)
        seen[policy] = res.buffers["out"]
        assert len(res.races) == 1
        race = res.races[0]
        assert "wave 1" in race and "ds_read_b32 v24, v22" in race
        assert "wave 0's `ds_write_b32 v22, v23` at 0x" in race
    # late: the write is not visible before the barrier; early: it is, at issue
    assert (seen["late"] == 5).all() and (seen["early"] == 7).all()


def test_memory_operations_with_no_active_lane_do_nothing():
    body = prologue(ARGS) + [
        "v_lshlrev_b32 v22, 2, v0", "v_mov_b32 v23, 9", "v_mov_b32 v25, 3",
        "ds_write_b32 v22, v25", "s_waitcnt lgkmcnt(0)",
        "s_mov_b64 s[40:41], exec", "s_mov_b64 exec, 0",
        "v_mov_b32 v22, 0x7fffffff",         # an address far outside LDS: never used
        "ds_write_b32 v22, v23", "ds_read_b32 v24, v22", "global_store_dword v22, v23, s[4:5]",
        "global_load_dword v26, v22, s[4:5]",
        "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_mov_b64 exec, s[40:41]",
        "v_lshlrev_b32 v22, 2, v0", "ds_read_b32 v24, v22", "s_waitcnt lgkmcnt(0)",
        "global_store_dword v22, v24, s[4:5]", "s_endpgm"]
    prog = load(make_kernel(body, ARGS, lds=256))
    for model in ("immediate", "late"):
        res = launch(prog, {"out": np.zeros(LANES, np.uint32)}, grid=1, memory_model=model)
        assert (res.buffers["out"] == 3).all()


def test_trace_hook_sees_every_executed_instruction_with_exec():
    code = _two_waves(True)
    prog = load(code)
    steps = []
    res = launch(prog, {"out": np.zeros(LANES, np.uint32)}, grid=1, trace=steps.append)
    assert len(steps) == res.wave_instructions
    addresses = {i.address for i in read_code_object(code).kernel().instructions}
    assert {s.address for s in steps} <= addresses
    assert {s.wave for s in steps} == {0, 1}
    assert all(s.exec_mask == (1 << 64) - 1 for s in steps)
    assert steps[-1].text == "s_endpgm"
    # off by default: the same run without a trace
    assert launch(prog, {"out": np.zeros(LANES, np.uint32)}, grid=1).wave_instructions == len(steps)


def _early_use(gap: int, mfma: bool = False) -> bytes:
    """One wave: LDS holds 9, v24 holds 3; `ds_read_b32 v24` (9), then `gap` other
    instructions (v_mov, or with mfma two 32x32x64 FP8 MFMAs of 16 passes each), a use of v24
    (copied to v25), the draining wait, a second copy (v26); out[lane] = v25,
    out[64 + lane] = v26."""
    between = ["v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[60:67], v[60:67], v[40:55]"] * 2 if mfma \
        else ["v_mov_b32 v30, 0"] * gap
    body = prologue(ARGS) + [
        "v_and_b32 v21, 63, v0",
        "v_lshlrev_b32 v22, 2, v21",
        "v_mov_b32 v23, 9",
        "ds_write_b32 v22, v23",
        "s_waitcnt lgkmcnt(0)",
    ] + [f"v_mov_b32 v{r}, 0" for r in list(range(40, 56)) + list(range(60, 68))] + [
        "v_mov_b32 v24, 3",
        "ds_read_b32 v24, v22",
    ] + between + [
        "v_mov_b32 v25, v24",
        "s_waitcnt lgkmcnt(0)",
        "v_mov_b32 v26, v24",
        "global_store_dword v22, v25, s[4:5]",
        "global_store_dword v22, v26, s[4:5] offset:256",
        "s_endpgm",
    ]
    return make_kernel(body, ARGS, lds=256, workgroup_size=64)


@pytest.mark.parametrize("gap,mfma,held", [(0, False, True), (14, False, True), (15, False, False),
                                           (40, False, False), (2, True, False)])
def test_late_lds_holds_an_lds_read_for_lds_latency_cycles(gap, mfma, held):
    """'late_lds': a use issued less than lds_hold() = 64 cycles after the ds_read reads the old
    register value, later ones the loaded value; the wave's clock counts 4 cycles per
    instruction (the use after 14 v_mov is 60 cycles after the read, after 15 it is 64) and an
    MFMA's 16 passes x 4 cycles before the next MFMA issues (two MFMAs: >= 68 cycles). 'late'
    delivers the loaded value at any use. Both note the reliance."""
    from zyfagen.emulator.timed import lds_hold
    assert lds_hold() == 64
    prog = load(_early_use(gap, mfma))
    out = {}
    for policy in ("late", "late_lds"):
        res = launch(prog, {"out": np.zeros(2 * LANES, np.uint32)}, grid=1, memory_model=policy)
        out[policy] = res.buffers["out"]
        notes = [n for n in res.timing_notes if "ds_read_b32 v24, v22" in n]
        assert len(notes) == 1
        assert ("its old value: 'late_lds'" in notes[0]) == (policy == "late_lds" and held)
    assert (out["late"] == 9).all()
    assert (out["late_lds"][:LANES] == (3 if held else 9)).all()
    assert (out["late_lds"][LANES:] == 9).all()  # the draining wait delivers it
