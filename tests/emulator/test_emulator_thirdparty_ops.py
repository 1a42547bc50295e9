"""Instructions and float modes that AITER's and Triton's gfx950 kernels use (issue 12).

Oracles: Python/numpy integer arithmetic for the integer forms (the ISA's definitions: 24-bit
signed operands, |x| with SCC = result != 0, SIMM16 sign- or zero-extended), and IEEE float32
(numpy) with denormals replaced by signed zeros for the flush mode.
"""
import numpy as np

from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import load, run_kernel

M32 = 0xFFFFFFFF


def _i24(x):
    x = np.asarray(x, np.int64) & 0xFFFFFF
    return x - ((x & 0x800000) << 1)


def test_v_mul_i32_i24_plain_and_dpp():
    args = [("x", "buffer"), ("y", "buffer"), ("out", "buffer")]
    body = prologue(args) + [
        "global_load_dword v1, v100, s[4:5]", "global_load_dword v2, v100, s[6:7]",
        "s_waitcnt vmcnt(0)",
        "v_mul_i32_i24_e32 v10, v1, v2",
        "v_mov_b32 v11, 0",
        "v_mul_i32_i24_dpp v11, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf",
        "global_store_dword v100, v10, s[8:9]",
        "global_store_dword v100, v11, s[8:9] offset:256",
        "s_endpgm"]
    rng = np.random.default_rng(5)
    x = rng.integers(0, 1 << 32, LANES, dtype=np.uint64).astype(np.uint32)
    y = rng.integers(0, 1 << 32, LANES, dtype=np.uint64).astype(np.uint32)
    out = run_kernel(load(make_kernel(body, args)), {"x": x, "y": y, "out": np.zeros(2 * LANES, np.uint32)},
                     grid=1)["out"]
    want = (_i24(x) * _i24(y)) & M32
    assert np.array_equal(out[:LANES], want.astype(np.uint32))
    # row_shr:1 reads src0 from lane - 1 within each row of 16; lane 0 of a row has no source
    # and (bound_ctrl off) keeps the old value, 0
    lanes = np.arange(LANES)
    src = np.where(lanes % 16 == 0, -1, lanes - 1)
    want_dpp = np.where(src >= 0, (_i24(x[np.maximum(src, 0)]) * _i24(y)) & M32, 0)
    assert np.array_equal(out[LANES:], want_dpp.astype(np.uint32))


def test_v_mov_b64_copies_a_pair():
    args = [("x", "buffer"), ("out", "buffer")]
    body = prologue(args) + ["v_lshlrev_b32 v101, 3, v0", "global_load_dwordx2 v[2:3], v101, s[4:5]",
                             "s_waitcnt vmcnt(0)", "v_mov_b64_e32 v[10:11], v[2:3]",
                             "global_store_dwordx2 v101, v[10:11], s[6:7]", "s_endpgm"]
    x = np.arange(2 * LANES, dtype=np.uint32) * 0x01010101
    out = run_kernel(load(make_kernel(body, args)), {"x": x, "out": np.zeros(2 * LANES, np.uint32)}, grid=1)["out"]
    assert np.array_equal(out, x)


def _salu(ops: list[str], vals: list[int]) -> list[tuple[int, int]]:
    args = [("vals", "buffer"), ("out", "buffer")]
    body = prologue(args) + ["s_load_dwordx4 s[20:23], s[4:5], 0x0", "s_waitcnt lgkmcnt(0)"]
    for i, op in enumerate(ops):
        body += ["s_mov_b32 s40, 0", op, "s_cselect_b32 s41, 1, 0", "v_mov_b32 v10, s40",
                 "v_mov_b32 v11, s41", "v_mov_b32 v12, 0",
                 f"global_store_dwordx2 v12, v[10:11], s[6:7] offset:{8 * i}"]
    body.append("s_endpgm")
    out = run_kernel(load(make_kernel(body, args)), {"vals": np.array(vals, np.uint32),
                                                      "out": np.zeros(2 * len(ops), np.uint32)}, grid=1)["out"]
    return [(int(out[2 * i]), int(out[2 * i + 1])) for i in range(len(ops))]


def test_s_abs_i32_and_s_cmpk():
    vals = [0xFFFFFFF9, 0x80000000, 5, 0]  # -7, INT_MIN, 5, 0
    got = _salu(["s_abs_i32 s40, s20", "s_abs_i32 s40, s21", "s_abs_i32 s40, s23",
                 "s_cmpk_gt_i32 s20, 0xfff0",   # -7 > -16 (signed SIMM16)
                 "s_cmpk_gt_u32 s20, 0xfff0",   # 0xfffffff9 > 0xfff0 (zero-extended)
                 "s_cmpk_gt_i32 s22, 0x5", "s_cmpk_le_i32 s22, 0x5", "s_cmpk_lg_u32 s23, 0x0"], vals)
    assert got[0] == (7, 1)
    assert got[1] == (0x80000000, 1)  # |INT_MIN| wraps
    assert got[2] == (0, 0)
    assert [scc for _, scc in got[3:]] == [int(-7 > -16), int(0xFFFFFFF9 > 0xFFF0), 0, 1, 0]


def test_fp32_denormal_flush_mode_from_the_descriptor():
    args = [("x", "buffer"), ("y", "buffer"), ("out", "buffer")]
    body = prologue(args) + [
        "global_load_dword v1, v100, s[4:5]", "global_load_dword v2, v100, s[6:7]", "s_waitcnt vmcnt(0)",
        "v_mul_f32_e32 v10, v1, v2", "v_add_f32_e32 v11, v1, v2", "v_fma_f32 v12, v1, v2, v2",
        "global_store_dword v100, v10, s[8:9]", "global_store_dword v100, v11, s[8:9] offset:256",
        "global_store_dword v100, v12, s[8:9] offset:512", "s_endpgm"]
    rng = np.random.default_rng(9)
    tiny = np.finfo(np.float32).tiny
    x = (rng.standard_normal(LANES) * tiny * 4).astype(np.float32)  # normals and denormals
    x[:4] = [tiny / 4, -tiny / 8, tiny, 3.0]
    y = rng.choice(np.array([0.5, -0.25, 1.0, 2.0 ** -3, tiny / 2], np.float32), LANES)

    def flush(a):
        a = np.asarray(a, np.float32)
        return np.where((np.abs(a) < tiny) & (a != 0), np.copysign(np.float32(0), a), a).astype(np.float32)

    results = {}
    for mode in (3, 0):
        code = make_kernel(body, args, denorm_mode_32=mode)
        out = run_kernel(load(code), {"x": x, "y": y, "out": np.zeros(3 * LANES, np.float32)}, grid=1)["out"]
        results[mode] = out.reshape(3, LANES)
    with np.errstate(all="ignore"):
        keep = [x * y, x + y, (x.astype(np.float64) * y + y).astype(np.float32)]
        fx, fy = flush(x), flush(y)
        flushed = [flush(fx * fy), flush(fx + fy), flush((fx.astype(np.float64) * fy + fy).astype(np.float32))]
    for got, want in zip(results[3], keep):
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
    for got, want in zip(results[0], flushed):
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32))
    assert not np.array_equal(results[0], results[3])  # the inputs do exercise the mode


def test_copying_a_never_written_register_is_allowed_and_stays_undefined():
    """Hardware copies whatever a register holds; only a use that matters is a bug. A copy of
    a never-written VGPR (as LLVM emits before a loop that runs zero times) runs; arithmetic
    on the copy carries it (issue 32) and the store of the result is reported."""
    from zyfagen.emulator import EmulationError
    import pytest
    args = [("out", "buffer")]
    ok = prologue(args) + ["v_mov_b32 v20, v50", "v_accvgpr_write_b32 a1, v51",
                           "v_accvgpr_read_b32 v21, a1", "v_mov_b32 v22, 5",
                           "global_store_dword v100, v22, s[4:5]", "s_endpgm"]
    out = run_kernel(load(make_kernel(ok, args, agprs=4)), {"out": np.zeros(LANES, np.uint32)}, grid=1)["out"]
    assert (out == 5).all()
    bad = prologue(args) + ["v_mov_b32 v20, v50", "v_add_u32 v22, v20, v100",
                            "global_store_dword v100, v22, s[4:5]", "s_endpgm"]
    with pytest.raises(EmulationError, match="never-written v22"):
        run_kernel(load(make_kernel(bad, args)), {"out": np.zeros(LANES, np.uint32)}, grid=1)
