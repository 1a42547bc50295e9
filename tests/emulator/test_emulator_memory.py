"""Memory instructions: global, buffer (with its range check), LDS, loads into LDS, transposed
LDS reads, scalar loads, and workgroups of several waves meeting at s_barrier."""
import numpy as np
import pytest

from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import EmulationError, load, launch, run_kernel
from zyfagen.errors import UserError

ARGS = [("x", "buffer"), ("out", "buffer"), ("n", "u32")]


def _run(body, x, out, n=0, lds=0, workgroup_size=64, grid=(1, 1, 1)):
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=lds, workgroup_size=workgroup_size)
    return run_kernel(load(code), {"x": x, "out": out, "n": n}, grid=grid, block=(workgroup_size, 1, 1))["out"]


def test_global_loads_and_stores_of_every_width():
    x = np.arange(1024, dtype=np.uint32) * 0x01010101 + 0x80402010
    body = ["v_lshlrev_b32 v101, 4, v0",  # lane * 16
            "global_load_dwordx4 v[20:23], v101, s[4:5]",
            "global_load_dwordx2 v[24:25], v101, s[4:5] offset:16",
            "global_load_ubyte v26, v101, s[4:5] offset:3",
            "global_load_sbyte v27, v101, s[4:5] offset:3",
            "global_load_ushort v28, v101, s[4:5] offset:6",
            "global_load_sshort v29, v101, s[4:5] offset:6",
            "s_waitcnt vmcnt(0)",
            "v_lshlrev_b32 v102, 5, v0",  # lane * 32 into out
            "global_store_dwordx4 v102, v[20:23], s[6:7]",
            "global_store_dwordx2 v102, v[24:25], s[6:7] offset:16",
            "global_store_dword v102, v26, s[6:7] offset:24",
            "global_store_short v102, v28, s[6:7] offset:28",
            "global_store_byte v102, v27, s[6:7] offset:30",
            "global_store_byte_d16_hi v102, v29, s[6:7] offset:31"]
    out = _run(body, x, np.zeros(64 * 8, np.uint32)).reshape(64, 8)
    xb = x.view(np.uint8).reshape(-1).astype(np.uint32)
    for t in range(LANES):
        base = 16 * t
        assert list(out[t, :4]) == list(x[4 * t:4 * t + 4])
        assert list(out[t, 4:6]) == list(x[4 * t + 4:4 * t + 6])
        assert out[t, 6] == xb[base + 3]
        low = out[t, 7] & 0xFFFF
        assert low == xb[base + 6] | (xb[base + 7] << 8)
        assert (out[t, 7] >> 16) & 0xFF == xb[base + 3]  # sign-extended byte, low byte stored
        sshort = np.int16(np.uint16(xb[base + 6] | (xb[base + 7] << 8)))
        assert (out[t, 7] >> 24) == (np.uint32(np.int32(sshort)) >> 16) & 0xFF


def _copy_first_40_words(stride_bits: str = "0"):
    """Load a word per lane through a raw descriptor of NUM_RECORDS 160 bytes (word 1 ORed with
    stride_bits), add 1 and store it back through one like it; lanes past 40 words load 0 and
    store nothing."""
    x = np.arange(100, 164, dtype=np.uint32)
    body = ["s_mov_b32 s16, s4", f"s_or_b32 s17, s5, {stride_bits}",
            "s_mov_b32 s18, s8", "s_mov_b32 s19, 0x27000",
            "buffer_load_dword v20, v100, s[16:19], 0 offen",
            "s_waitcnt vmcnt(0)",
            "s_mov_b32 s16, s6", f"s_or_b32 s17, s7, {stride_bits}",
            "v_add_u32 v20, 1, v20",
            "buffer_store_dword v20, v100, s[16:19], 0 offen"]
    out = _run(body, x, np.full(LANES, 7, np.uint32), n=40 * 4)
    ref = np.full(LANES, 7, np.uint32)
    ref[:40] = x[:40] + 1
    assert np.array_equal(out, ref)


def test_buffer_range_check_masks_out_of_range_lanes():
    """Raw buffer: lanes whose offset + size passes num_records load 0 and store nothing."""
    _copy_first_40_words()


def test_buffer_with_a_stride_but_no_idxen_is_range_checked_as_raw():
    """A descriptor with a stride (AITER's decode kernels OR 0x40000 into word 1: stride 4) used
    without idxen is a raw buffer (AMD CDNA4 ISA guide, 9.1.5.1 "Range Checking": raw when
    AddTID, SwizzleEn and IdxEn are 0; out of range if InstOffset + VGPR offset >= NumRecords,
    in bytes): lanes past num_records bytes load 0 and store nothing, whatever the stride.
    (AITER's mla_a8w8_qh16_qseqlen1_gqaratio16_ps stores its LSE from all four waves at
    offsets 64 w with NumRecords 64, so that only wave 0's row lands.)"""
    _copy_first_40_words("0x40000")  # stride 4 (bits 61:48)


def test_lds_write_read_and_loads_into_lds():
    x = np.arange(1000, 1000 + 4 * LANES, dtype=np.uint32)
    body = ["v_lshlrev_b32 v101, 4, v0",
            "global_load_dwordx4 v[20:23], v101, s[4:5]",
            "s_waitcnt vmcnt(0)",
            "ds_write_b128 v101, v[20:23]",
            "v_sub_u32 v102, 1008, v101",  # read the mirror lane's second half
            "ds_read_b64 v[24:25], v102",
            "ds_write_b8 v100, v20 offset:2048",
            "ds_write_b8_d16_hi v100, v20 offset:2049",
            "ds_read_u16 v26, v100 offset:2048",
            "s_mov_b32 m0, 4096",
            "global_load_lds_dword v101, s[4:5]",  # x[4t] -> LDS 4096 + 4t
            "s_waitcnt vmcnt(0)",
            "ds_read_b32 v27, v100 offset:4096",
            "s_waitcnt lgkmcnt(0)",
            "v_lshlrev_b32 v103, 4, v0",
            "global_store_dwordx2 v103, v[24:25], s[6:7]",
            "global_store_dword v103, v26, s[6:7] offset:8",
            "global_store_dword v103, v27, s[6:7] offset:12"]
    out = _run(body, x, np.zeros((LANES, 4), np.uint32), lds=8192)
    t = np.arange(LANES)
    mirror = 63 - t
    lds_words = x.reshape(LANES, 4)
    assert np.array_equal(out[:, 0], lds_words[mirror, 0]) and np.array_equal(out[:, 1], lds_words[mirror, 1])
    xb = x.reshape(LANES, 4)[:, 0]
    # lane t wrote byte 0 of its x at 2048 + 4t and byte 2 at 2049 + 4t
    assert np.array_equal(out[:, 2], (xb & 0xFF) | (((xb >> 16) & 0xFF) << 8))
    assert np.array_equal(out[:, 3], x[4 * t])


def test_lds_byte_stores_overlap_in_lane_order_and_stay_inside_the_lds():
    # every lane stores its byte 0 (and, _d16_hi, byte 2) at one address: the last lane wins
    # (hardware order of a wave's lanes; Lds.store's rule); then a store past the end is refused
    x = np.arange(LANES, dtype=np.uint32) * 0x00050003 + 0x00100001
    body = ["global_load_dword v20, v100, s[4:5]", "s_waitcnt vmcnt(0)",
            "v_mov_b32 v21, 0", "ds_write_b32 v21, v21 offset:64",
            "ds_write_b8 v21, v20 offset:64", "ds_write_b8_d16_hi v21, v20 offset:65",
            "ds_read_b32 v22, v21 offset:64", "s_waitcnt lgkmcnt(0)",
            "global_store_dword v100, v22, s[6:7]"]
    out = _run(body, x, np.zeros(LANES, np.uint32), lds=1024)
    last = int(x[-1])
    assert np.all(out == (last & 0xFF) | (((last >> 16) & 0xFF) << 8))
    with pytest.raises(EmulationError, match="outside the 1024-byte LDS allocation"):
        _run(["v_mov_b32 v20, 7", "ds_write_b8 v100, v20 offset:900"], x,
             np.zeros(LANES, np.uint32), lds=1024)


def test_transposed_lds_read_b8():
    """ds_read_b64_tr_b8: in each 16-lane group, lane i receives byte i%8 of the rows read by
    lanes 2r + i//8 (r = 0..7): column i of the 8 x 16 byte block the group addressed."""
    x = np.arange(4 * LANES * 2, dtype=np.uint32) * 0x04040404 + 0x03020100
    body = ["v_lshlrev_b32 v101, 3, v0",
            "global_load_dwordx2 v[20:21], v101, s[4:5]",
            "s_waitcnt vmcnt(0)",
            "ds_write_b64 v101, v[20:21]",
            "s_waitcnt lgkmcnt(0)",
            "ds_read_b64_tr_b8 v[22:23], v101",
            "s_waitcnt lgkmcnt(0)",
            "global_store_dwordx2 v101, v[22:23], s[6:7]"]
    out = _run(body, x, np.zeros((LANES, 2), np.uint32), lds=1024).view(np.uint8).reshape(LANES, 8)
    rows = x[: 2 * LANES].view(np.uint8).reshape(LANES, 8)
    for lane in range(LANES):
        g, i = lane - lane % 16, lane % 16
        assert [out[lane, r] for r in range(8)] == [rows[g + 2 * r + i // 8, i % 8] for r in range(8)]


def test_waves_of_a_workgroup_share_lds_across_a_barrier():
    """Four waves: each writes its lanes' ids to LDS, meets the others at s_barrier, then reads
    the value written by the wave after it (a barrier that did not synchronise would read LDS
    never written, which the emulator reports)."""
    body = ["v_lshlrev_b32 v101, 2, v0",  # v0 = work-item id 0..255
            "ds_write_b32 v101, v0",
            "s_waitcnt lgkmcnt(0)",
            "s_barrier",
            "v_add_u32 v102, 256, v101",
            "v_and_b32 v102, 0x3ff, v102",
            "ds_read_b32 v20, v102",
            "s_waitcnt lgkmcnt(0)",
            "global_store_dword v101, v20, s[6:7]"]
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=1024, workgroup_size=256)
    res = launch(load(code), {"x": np.zeros(1, np.uint32), "out": np.zeros(256, np.uint32), "n": 0},
                 grid=(2, 1, 1), block=(256, 1, 1))
    assert np.array_equal(res.buffers["out"], (np.arange(256) + 64) % 256)
    assert res.waves == 8 and res.barriers == 8 and res.waitcnt > 0


def _racing_exchange(detour: int = 0):
    """Four waves: each writes its id to LDS, meets the others at s_barrier, reads the next wave's
    slot at once, then after 40 VALU instructions (no barrier) overwrites its own slot with 99
    and stores what it read: the shape of AITER's mla_a8w8_qh16_qseqlen1_gqaratio16 epilogue
    (0x62d8 ds_read_b32 of the softmax sums right after s_barrier; wave 0's ds_write_b128 of O at
    0x648c over the same bytes). On the hardware the four waves issue side by side, so every
    read precedes every overwrite by dozens of instructions."""
    body = ["v_lshrrev_b32 v30, 6, v0",           # wave index
            "v_mov_b32 v101, v100",                 # own slot: work-item * 4
            "v_readfirstlane_b32 s20, v30",
            "s_cmp_eq_u32 s20, 3",
            "s_cbranch_scc0 .Lsame"] + ["s_nop 0"] * detour + [  # wave 3 alone: a longer path
            ".Lsame:",
            "ds_write_b32 v101, v30",
            "s_waitcnt lgkmcnt(0)",
            "s_barrier",
            "v_add_u32 v102, 256, v101",
            "v_and_b32 v102, 0x3ff, v102",
            "ds_read_b32 v20, v102",
            "s_waitcnt lgkmcnt(0)"]
    body += ["v_mov_b32 v21, 0"] + ["v_add_u32 v21, 1, v21"] * 40 + [
            "v_mov_b32 v22, 99",
            "ds_write_b32 v101, v22",
            "s_waitcnt lgkmcnt(0)",
            "v_lshlrev_b32 v103, 2, v0",
            "global_store_dword v103, v20, s[6:7]"]
    return load(make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=1024, workgroup_size=256))


@pytest.mark.parametrize("detour", [0, 120])
def test_interleaved_schedule_runs_waves_side_by_side(detour):
    """schedule 'interleaved' (scheduler.run_interleaved): the waves advance one instruction at a
    time, so each reads the next wave's id before any overwrite; the default schedule runs wave 0
    to its end first, and wave 3 reads wave 0's 99. With detour, wave 3 runs 120 more
    instructions before the barrier than the others: after the release all four resume together
    (progress counted from the phase start), so wave 3 still reads before wave 0 overwrites."""
    prog = _racing_exchange(detour)

    def run(**kw):
        return launch(prog, {"x": np.zeros(1, np.uint32), "out": np.zeros(256, np.uint32), "n": 0},
                      grid=(1, 1, 1), block=(256, 1, 1), **kw)
    side = run(schedule="interleaved")
    assert np.array_equal(side.buffers["out"], (np.arange(256) // 64 + 1) % 4)
    assert side.barriers == 4 and side.wave_instructions == run().wave_instructions
    alone = run().buffers["out"]
    assert np.array_equal(alone[192:], np.full(64, 99))  # the race the default schedule loses
    # a program without the race gives the same answer either way
    code = make_kernel(prologue(ARGS) + ["v_lshlrev_b32 v101, 2, v0", "ds_write_b32 v101, v0",
                                         "s_waitcnt lgkmcnt(0)", "s_barrier",
                                         "v_add_u32 v102, 256, v101", "v_and_b32 v102, 0x3ff, v102",
                                         "ds_read_b32 v20, v102", "s_waitcnt lgkmcnt(0)",
                                         "global_store_dword v101, v20, s[6:7]", "s_endpgm"],
                       ARGS, lds=1024, workgroup_size=256)
    outs = [launch(load(code), {"x": np.zeros(1, np.uint32), "out": np.zeros(256, np.uint32), "n": 0},
                   grid=(1, 1, 1), block=(256, 1, 1), schedule=s).buffers["out"]
            for s in ("barrier", "interleaved")]
    assert np.array_equal(outs[0], outs[1])
    with pytest.raises(UserError, match="interleaved"):
        run(schedule="interleaved", memory_model="late")
    with pytest.raises(UserError, match="schedule"):
        run(schedule="sideways")


def test_scalar_loads_and_branches_count_a_loop():
    """s_load_dword of the by-value argument, then a scalar loop n times (SCC branches)."""
    body = ["s_mov_b32 s20, 0", "s_mov_b32 s21, 0",
            ".Lloop:",
            "s_add_u32 s20, s20, 3",
            "s_add_u32 s21, s21, 1",
            "s_cmp_lt_u32 s21, s8",
            "s_cbranch_scc1 .Lloop",
            "v_mov_b32 v20, s20",
            "global_store_dword v100, v20, s[6:7]"]
    out = _run(body, np.zeros(1, np.uint32), np.zeros(LANES, np.uint32), n=17)
    assert (out == 51).all()


def test_exec_masking_and_vector_branches():
    """v_cmp + s_and_saveexec + s_cbranch_execz: only lanes below n take the branch body."""
    body = ["v_cmp_gt_u32 vcc, s8, v0",
            "v_mov_b32 v20, 5",
            "s_and_saveexec_b64 s[30:31], vcc",
            "s_cbranch_execz .Lskip",
            "v_mov_b32 v20, 9",
            ".Lskip:",
            "s_or_b64 exec, exec, s[30:31]",
            "global_store_dword v100, v20, s[6:7]"]
    out = _run(body, np.zeros(1, np.uint32), np.zeros(LANES, np.uint32), n=23)
    assert np.array_equal(out, np.where(np.arange(LANES) < 23, 9, 5))
    out = _run(body, np.zeros(1, np.uint32), np.zeros(LANES, np.uint32), n=0)
    assert (out == 5).all()


def test_load_hook_sees_every_load_and_can_withhold_results():
    """The hook a waitcnt model plugs into: every load result passes through it with its
    counter; results it does not deliver stay unwritten, so a premature use is an error."""
    from zyfagen.emulator import EmulationError
    from zyfagen.emulator.memory import deliver

    x = np.arange(LANES, dtype=np.uint32)
    body = ["global_load_dword v20, v100, s[4:5]", "ds_write_b32 v100, v20", "s_waitcnt vmcnt(0) lgkmcnt(0)",
            "ds_read_b32 v21, v100", "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v21, s[6:7]"]
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS, lds=256)
    seen = []

    def passthrough(w, row, words, mask, counter):
        seen.append((row, counter))
        w.load_hook = None
        deliver(w, row, words, mask, counter)
        w.load_hook = passthrough

    res = launch(load(code), {"x": x, "out": np.zeros(LANES, np.uint32), "n": 0}, grid=1,
                 load_hook=passthrough)
    assert np.array_equal(res.buffers["out"], x)
    assert seen == [(20, "vmcnt"), (21, "lgkmcnt")]
    # withheld v20 goes through LDS as a never-written copy (issue 32) into v21: its store stops
    with pytest.raises(EmulationError, match="never-written v21") as info:
        launch(load(code), {"x": x, "out": np.zeros(LANES, np.uint32), "n": 0}, grid=1,
               load_hook=lambda *a: None)
    assert "global_store_dword" in str(info.value)


def test_structured_buffer_index_stride_and_record_range():
    """idxen with a stride (AITER's backward kernels): address = base + soffset + stride * index
    + offset, and with a stride NUM_RECORDS counts records (GCN/CDNA ISA "Range Checking"):
    lanes whose index reaches it load 0 and store nothing. Index and offset from v[30:31] when
    both idxen and offen."""
    x = np.arange(1000, 1000 + 4 * LANES, dtype=np.uint32)
    body = ["s_mov_b32 s16, s4", "s_or_b32 s17, s5, 0xc0000",  # stride 12 bytes (bits 61:48)
            "s_mov_b32 s18, 20", "s_mov_b32 s19, 0x27000",      # 20 records
            "buffer_load_dword v20, v0, s[16:19], 0 idxen offset:4",
            "v_mov_b32 v30, v0", "v_mov_b32 v31, 8",
            "buffer_load_dword v21, v[30:31], s[16:19], 4 idxen offen",
            "s_waitcnt vmcnt(0)",
            "v_lshlrev_b32 v101, 3, v0",
            "global_store_dwordx2 v101, v[20:21], s[6:7]"]
    out = _run(body, x, np.full((LANES, 2), 7, np.uint32))
    t = np.arange(LANES)
    want0 = np.where(t < 20, x[np.minimum(3 * t + 1, 4 * LANES - 1)], 0)
    want1 = np.where(t < 20, x[np.minimum(3 * t + 3, 4 * LANES - 1)], 0)  # (12t + 8 + 4) / 4
    assert np.array_equal(out[:, 0], want0) and np.array_equal(out[:, 1], want1)
