"""Scratch (private segment) memory: spills and reloads of per-lane values, checked against
numpy; bounds, descriptor and definedness errors. Code assembled by clang-22 (emulator_util)."""

import numpy as np
import pytest

from zyfagen.assemble import assemble
from zyfagen.emulator import load, run_kernel
from zyfagen.emulator.errors import EmulationError

from emulator_util import LANES, compile_llvm_ir, make_kernel, prologue

ARGS = [("x", "buffer"), ("out", "buffer")]


def _run(body: list[str], x: np.ndarray, *, private_segment: int = 64, outs: int = 4,
         memory_model: str = "immediate") -> np.ndarray:
    code = make_kernel(prologue(ARGS) + ["global_load_dword v1, v100, s[4:5]", "s_waitcnt vmcnt(0)"]
                       + body + ["s_endpgm"], ARGS, private_segment=private_segment)
    out = np.zeros((outs, LANES), np.uint32)
    return run_kernel(load(code), {"x": x, "out": out}, grid=(1, 1, 1),
                      memory_model=memory_model)["out"]


def _store_out(i: int, row: str) -> list[str]:
    return [f"s_add_u32 s20, s6, {i * 256}", "s_addc_u32 s21, s7, 0",
            f"global_store_dword v100, {row}, s[20:21]"]


@pytest.mark.parametrize("memory_model", ["immediate", "poison", "late", "early"])
def test_spill_and_reload_per_lane_values(memory_model):
    x = np.random.default_rng(12).integers(0, 2**32, LANES, dtype=np.uint64).astype(np.uint32)
    body = [
        "v_xor_b32 v2, 0xffff, v1", "v_add_u32 v3, 5, v1", "v_add_u32 v5, 1, v1",
        "v_and_b32 v101, 3, v0", "v_lshlrev_b32 v101, 3, v101",   # (lane & 3) * 8
        "s_mov_b32 s33, 16",
        # every lane stores at the same private address: each must get its own value back
        "scratch_store_dword off, v1, s33 offset:4",
        "scratch_store_dwordx2 v101, v[2:3], off offset:32",        # lane-varying address
        "v_mov_b32 v8, 7",
        "s_mov_b32 exec_lo, 0x55555555", "s_mov_b32 exec_hi, 0x55555555",  # even lanes only
        "scratch_store_dword off, v5, s33 offset:-16",               # private address 0
        "v_mov_b32 v1, 0", "v_mov_b32 v2, 0", "v_mov_b32 v3, 0", "v_mov_b32 v5, 0",
        "s_waitcnt vmcnt(0)",
        "scratch_load_dword v8, off, off",
        "s_mov_b64 exec, -1",
        "scratch_load_dword v4, off, s33 offset:4",
        "scratch_load_dwordx2 v[6:7], v101, off offset:32",
        "s_waitcnt vmcnt(0)",
    ] + _store_out(0, "v4") + _store_out(1, "v6") + _store_out(2, "v7") + _store_out(3, "v8")
    got = _run(body, x, memory_model=memory_model)
    even = np.arange(LANES) % 2 == 0
    np.testing.assert_array_equal(got[0], x)
    np.testing.assert_array_equal(got[1], x ^ np.uint32(0xFFFF))
    np.testing.assert_array_equal(got[2], x + np.uint32(5))
    np.testing.assert_array_equal(got[3], np.where(even, x + np.uint32(1), np.uint32(7)))


@pytest.mark.parametrize("memory_model", ["immediate", "late"])
def test_wide_spills_dwordx3_x4_reload_at_other_widths(memory_model):
    """x4 and x3 spills (Triton's d256 kernel spills v[8:11]) reloaded through overlapping
    windows. Expected values by hand: private bytes 16..31 hold (x, x^1, x+2, x*3) of the lane,
    bytes 36..47 hold (x+7, x, 9); a reload at byte 20 as x3 sees dwords 1..3 of the first."""
    x = np.random.default_rng(3).integers(0, 2**32, LANES, dtype=np.uint64).astype(np.uint32)
    body = [
        "v_mov_b32 v8, v1", "v_xor_b32 v9, 1, v1", "v_add_u32 v10, 2, v1", "v_mul_lo_u32 v11, 3, v1",
        "v_add_u32 v12, 7, v1", "v_mov_b32 v13, v1", "v_mov_b32 v14, 9",
        "s_mov_b32 s33, 8",
        "scratch_store_dwordx4 off, v[8:11], s33 offset:8",   # bytes 16..31
        "v_mov_b32 v20, 16",
        "scratch_store_dwordx3 v20, v[12:14], off offset:20",  # bytes 36..47
        "scratch_load_dwordx3 v[24:26], off, off offset:20",   # dwords 5, 6, 7
        "scratch_load_dwordx4 v[28:31], v20, s33 offset:12",   # bytes 36..51: 48..51 unwritten
        "s_waitcnt vmcnt(0)",
    ] + _store_out(0, "v24") + _store_out(1, "v26") + _store_out(2, "v28") + _store_out(3, "v30")
    got = _run(body, x, memory_model=memory_model)
    np.testing.assert_array_equal(got[0], x ^ np.uint32(1))
    np.testing.assert_array_equal(got[1], x * np.uint32(3))
    np.testing.assert_array_equal(got[2], x + np.uint32(7))
    np.testing.assert_array_equal(got[3], np.full(LANES, 9, np.uint32))


def test_wide_reload_of_unwritten_bytes_is_reported_only_where_used():
    # v31 of the x4 reload comes from never-written bytes 48..51: copying it is fine, using it not
    body = ["v_mov_b32 v2, v1", "v_mov_b32 v3, 1", "v_mov_b32 v4, 2",
            "scratch_store_dwordx3 off, v[2:4], off offset:36",
            "scratch_load_dwordx4 v[28:31], off, off offset:36", "s_waitcnt vmcnt(0)",
            "v_add_u32 v5, v28, v30", "v_mov_b32 v6, v31", "v_add_u32 v7, v6, v5",
            "v_lshlrev_b32 v8, 2, v0", "global_store_dword v8, v5, s[6:7]"]  # v5: defined
    _run(body, np.zeros(LANES, np.uint32))
    with pytest.raises(EmulationError, match="never-written") as info:  # issue 32: v7 carries it
        _run(body + ["global_store_dword v8, v7, s[6:7]"], np.zeros(LANES, np.uint32))
    assert "`global_store_dword v8, v7, s[6:7]`: read of never-written v7 (lanes 0-63)" in str(info.value)


@pytest.mark.parametrize("access,lanes", [
    ("scratch_store_dwordx4 off, v[4:7], s33 offset:-4", "lanes 4-7"),      # bytes 52..67 of 64
    ("scratch_load_dwordx3 v[4:6], off, s33 offset:0", "lanes 4-7"),        # bytes 56..67
    ("scratch_store_dwordx4 v2, v[4:7], off", "lanes 5-7"),                 # lane 4: 48..63 fits
])
def test_wide_scratch_bounds_are_checked_per_lane(access, lanes):
    # v2 = 12 * lane; lanes 4-7 active (lane 4 at byte 48 fits 16 bytes in 64, lane 5 at 60 not)
    with pytest.raises(EmulationError) as info:
        _run(["v_mul_u32_u24 v2, 12, v0", "v_mov_b32 v4, 0", "v_mov_b32 v5, 0", "v_mov_b32 v6, 0",
              "v_mov_b32 v7, 0", "s_mov_b32 s33, 56", "s_mov_b32 exec_lo, 0xf0",
              "s_mov_b32 exec_hi, 0", access], np.zeros(LANES, np.uint32))
    msg = str(info.value)
    assert "outside the 64-byte private segment" in msg and lanes in msg, msg
    assert access.split()[0] in msg and "wave 0" in msg, msg


@pytest.mark.parametrize("access", ["scratch_store_dword off, v1, off offset:64",
                                    "scratch_load_dwordx2 v[2:3], off, s33 offset:4"])
def test_out_of_bounds_scratch_is_an_emulation_error(access):
    x = np.zeros(LANES, np.uint32)
    with pytest.raises(EmulationError) as info:
        _run(["s_mov_b32 s33, 56", "s_mov_b32 exec_lo, 0xf0", "s_mov_b32 exec_hi, 0", access], x)
    msg = str(info.value)
    assert "outside the 64-byte private segment" in msg and "lanes 4-7" in msg, msg
    assert "scratch_" in msg and "wave 0" in msg, msg


def test_lane_varying_address_names_only_the_lanes_out_of_bounds():
    with pytest.raises(EmulationError) as info:
        _run(["v_lshlrev_b32 v2, 2, v0", "scratch_store_dword v2, v1, off offset:4"],
             np.zeros(LANES, np.uint32))
    assert "at private address 0x40" in str(info.value) and "lanes 15-63" in str(info.value)


def test_scratch_without_a_private_segment_is_an_emulation_error():
    with pytest.raises(EmulationError, match="no private segment"):
        _run(["scratch_store_dword off, v1, off"], np.zeros(LANES, np.uint32), private_segment=0)


def test_scratch_access_with_no_active_lane_does_nothing():
    x = np.arange(LANES, dtype=np.uint32)
    got = _run(["v_mov_b32 v2, v1", "s_mov_b64 exec, 0",
                "scratch_store_dword off, v1, off offset:4000",
                "scratch_load_dword v2, off, off offset:4000", "s_mov_b64 exec, -1",
                "s_waitcnt vmcnt(0)"] + _store_out(0, "v2"), x, outs=1)
    np.testing.assert_array_equal(got[0], x)


def test_reloading_a_never_written_spill_stays_never_written():
    # a spill of a never-written register is a copy (allowed); the reload's use is reported
    with pytest.raises(EmulationError, match="never-written") as info:
        _run(["scratch_store_dword off, v50, off offset:8", "scratch_load_dword v2, off, off offset:8",
              "s_waitcnt vmcnt(0)", "v_add_u32 v3, v2, v1", "v_lshlrev_b32 v8, 2, v0",
              "global_store_dword v8, v3, s[6:7]"], np.zeros(LANES, np.uint32))
    assert "global_store_dword v8, v3" in str(info.value)  # issue 32: the add carries it


# A private array LLVM itself places in scratch (clang-22 -O2 for gfx950 emits 16
# `scratch_store_dword off, v, off offset:4k` and a lane-indexed `scratch_load_dword v, v, off`,
# with `.amdhsa_enable_private_segment 1` and a 68-byte private segment).
_PRIVATE_ARRAY_IR = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @private_array(ptr addrspace(1) %out, i32 %i) {
  %a = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %fill
fill:
  %j = phi i32 [0, %0], [%jn, %fill]
  %m = mul i32 %tid, %j
  %v0 = add i32 %m, %j
  %p = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %j
  store volatile i32 %v0, ptr addrspace(5) %p
  %jn = add i32 %j, 1
  %c = icmp ult i32 %jn, 16
  br i1 %c, label %fill, label %done
done:
  %s = add i32 %tid, %i
  %k = and i32 %s, 15
  %q = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %k
  %v = load volatile i32, ptr addrspace(5) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_llvm_compiled_private_array_matches_numpy():
    asm = compile_llvm_ir(_PRIVATE_ARRAY_IR)
    assert "scratch_load_dword" in asm and "scratch_store_dword" in asm
    prog = load(assemble(asm, source_name="private_array.s"))
    got = run_kernel(prog, {"out": np.zeros(LANES, np.uint32), "i": np.uint32(5)},
                     grid=(1, 1, 1), block=(LANES, 1, 1))["out"]
    lane = np.arange(LANES, dtype=np.uint32)
    k = (lane + 5) & 15
    np.testing.assert_array_equal(got, lane * k + k)


def test_a_spill_under_a_partial_exec_reloads_only_the_lanes_it_wrote():
    # `off`/`off` spills (one row of the private memory): the even lanes spill x, all lanes
    # reload; the odd lanes' reload stays never-written (a store of it is reported), and
    # an earlier full spill in the same slot is overwritten only where the lanes were active
    x = np.arange(LANES, dtype=np.uint32) * 3 + 1
    even = ["s_mov_b32 exec_lo, 0x55555555", "s_mov_b32 exec_hi, 0x55555555"]
    body = even + ["scratch_store_dword off, v1, off offset:12", "s_mov_b64 exec, -1",
                   "scratch_load_dword v2, off, off offset:12", "s_waitcnt vmcnt(0)"]
    with pytest.raises(EmulationError, match="never-written v2") as info:
        _run(body + _store_out(0, "v2"), x)
    assert "(lanes " + ",".join(map(str, range(1, LANES, 2))) + ")" in str(info.value)
    v7 = ["v_mov_b32 v7, 7", "scratch_store_dword off, v7, off offset:12"]
    got = _run(v7 + body + _store_out(0, "v2"), x)
    np.testing.assert_array_equal(got[0], np.where(np.arange(LANES) % 2 == 0, x, np.uint32(7)))
