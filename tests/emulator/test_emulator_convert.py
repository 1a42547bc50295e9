"""Conversion instructions against ml_dtypes (FP8, BF16) and numpy."""
import ml_dtypes
import numpy as np
import pytest

from emulator_util import LANES, lanes_kernel, run_lanes

SAT_ON = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1"
SAT_OFF = "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 0"
EDGE = np.array([0.0, -0.0, 448.0, 464.0, 463.9, 480.0, 500.0, -1e6, np.inf, -np.inf, np.nan,
                 2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -11, 1e-30, 0.1, 57344.0, 61440.0, 1e5],
                dtype=np.float32)


@pytest.fixture(autouse=True)
def _quiet_numpy():
    with np.errstate(all="ignore"):
        yield


def _inputs(seed):
    rng = np.random.default_rng(seed)
    x = (rng.standard_normal(LANES) * np.exp2(rng.integers(-12, 10, LANES))).astype(np.float32)
    x[: EDGE.size] = EDGE
    return x


def _fp8_codes(x, dtype, saturate):
    x = np.asarray(x, np.float32)
    if saturate:  # finite overflow clamps to the largest finite value; inf stays NaN/inf
        top = float(ml_dtypes.finfo(dtype).max)
        x = np.where(np.isfinite(x), np.clip(x, -top, top), x)
        if dtype == ml_dtypes.float8_e4m3fn:
            x = np.where(np.isinf(x), np.nan, x)
        else:
            x = np.where(np.isinf(x), np.sign(x) * top, x)
    return x.astype(dtype).view(np.uint8).astype(np.uint32)


def _same_fp8(got, ref, dtype):
    g = got.astype(np.uint8).view(dtype).astype(np.float32)
    r = ref.astype(np.uint8).view(dtype).astype(np.float32)
    return np.all((got == ref) | (np.isnan(g) & np.isnan(r)))


@pytest.mark.parametrize("saturate", [False, True])
@pytest.mark.parametrize("fmt", ["fp8", "bf8"])
def test_cvt_pk_fp8_bytes_halves_and_overflow_mode(fmt, saturate):
    dtype = ml_dtypes.float8_e4m3fn if fmt == "fp8" else ml_dtypes.float8_e5m2
    x, y = _inputs(1), _inputs(2)[::-1].copy()
    z = np.full(LANES, 0xA5A5A5A5, np.uint32)
    ops = [f"v_cvt_pk_{fmt}_f32 v10, v1, v2", f"v_cvt_pk_{fmt}_f32 v10, v1, v2 op_sel:[0,0,1]",
           f"v_cvt_scalef32_pk_{fmt}_f32 v10, v1, v2, 0.5 op_sel:[0,0,0,1]",
           # a scale of 1.0 (Triton's) skips the division: the plain conversion's bytes
           f"v_cvt_scalef32_pk_{fmt}_f32 v10, v1, v2, 1.0",
           f"v_cvt_scalef32_pk_{fmt}_f32 v10, v1, v2, 1.0 op_sel:[0,0,0,1]"]
    out = run_lanes(lanes_kernel(ops, setup=[SAT_ON if saturate else SAT_OFF]), len(ops), x, y, z)
    lo, hi = _fp8_codes(x, dtype, saturate), _fp8_codes(y, dtype, saturate)
    assert _same_fp8(out[0] & 0xFF, lo, dtype) and _same_fp8((out[0] >> 8) & 0xFF, hi, dtype)
    assert np.all(out[0] >> 16 == 0xA5A5)  # the other half is kept
    assert _same_fp8((out[1] >> 16) & 0xFF, lo, dtype) and _same_fp8(out[1] >> 24, hi, dtype)
    assert np.all(out[1] & 0xFFFF == 0xA5A5)
    lo2, hi2 = _fp8_codes(x / np.float32(0.5), dtype, saturate), _fp8_codes(y / np.float32(0.5), dtype, saturate)
    assert _same_fp8((out[2] >> 16) & 0xFF, lo2, dtype) and _same_fp8(out[2] >> 24, hi2, dtype)
    assert _same_fp8(out[3] & 0xFF, lo, dtype) and _same_fp8((out[3] >> 8) & 0xFF, hi, dtype)
    assert np.all(out[3] >> 16 == 0xA5A5)
    assert _same_fp8((out[4] >> 16) & 0xFF, lo, dtype) and _same_fp8(out[4] >> 24, hi, dtype)
    assert np.all(out[4] & 0xFFFF == 0xA5A5)


def test_cvt_pk_u8_bf16_and_fp8_to_f32():
    x = np.concatenate([np.array([-3.0, -0.4, 0.5, 1.5, 2.5, 254.5, 255.6, 300.0, np.nan], np.float32),
                        np.linspace(-10, 270, LANES - 9).astype(np.float32)])
    y = _inputs(5)
    z = np.full(LANES, 0x11223344, np.uint32)
    codes = np.random.default_rng(9).integers(0, 2 ** 32, LANES, dtype=np.uint64).astype(np.uint32)
    ops = ["v_cvt_pk_u8_f32 v10, v1, 0, v3", "v_cvt_pk_u8_f32 v10, v1, 2, v3",
           "v_cvt_pk_bf16_f32 v10, v1, v2",
           "v_cvt_pk_f32_fp8 v[10:11], v3", "v_cvt_pk_f32_fp8 v[10:11], v3 src0_sel:WORD_1\nv_mov_b32 v10, v11"]
    out = run_lanes(lanes_kernel(ops[:3]), 3, x, y, z)
    byte = np.clip(np.rint(np.nan_to_num(x, nan=0.0)), 0, 255).astype(np.uint32)
    assert np.array_equal(out[0], (z & ~np.uint32(0xFF)) | byte)
    assert np.array_equal(out[1], (z & ~np.uint32(0xFF0000)) | (byte << 16))
    bf = lambda v: v.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)  # noqa: E731
    got_lo, got_hi = out[2] & 0xFFFF, out[2] >> 16
    ref_lo, ref_hi = bf(x), bf(y)
    isnan = lambda b: np.isnan(b.astype(np.uint16).view(ml_dtypes.bfloat16).astype(np.float32))  # noqa: E731
    assert np.all((got_lo == ref_lo) | (isnan(got_lo) & isnan(ref_lo)))
    assert np.all((got_hi == ref_hi) | (isnan(got_hi) & isnan(ref_hi)))
    # the in-place forms: the destination is also the old value, or the old value is 0
    out = run_lanes(lanes_kernel(["v_cvt_pk_u8_f32 v10, v1, 1, v10", "v_cvt_pk_u8_f32 v10, v1, 3, 0"]),
                    2, x, y, z)
    assert np.array_equal(out[0], (z & ~np.uint32(0xFF00)) | (byte << 8))
    assert np.array_equal(out[1], byte << 24)
    out = run_lanes(lanes_kernel(ops[3:]), 2, x, y, codes)
    dec = lambda b: b.astype(np.uint8).view(ml_dtypes.float8_e4m3fn).astype(np.float32)  # noqa: E731
    for row, shift in ((0, 0), (1, 24)):
        got = out[row].view(np.float32)
        ref = dec((codes >> shift) & 0xFF)
        assert np.all((got == ref) | (np.isnan(got) & np.isnan(ref)))


def test_cvt_pk_bf16_without_nan_rounds_ties_to_even_in_both_orders():
    # the all-lanes form without NaN rounds both halves together; ml_dtypes is the oracle
    ties = np.array([1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8, -(1 + 2.0 ** -8), np.inf, -np.inf, 0.0,
                     -0.0, 1e-40, -1e-39, 3.39e38], np.float32)
    rng = np.random.default_rng(4)
    x = np.concatenate([ties, (rng.standard_normal(LANES - ties.size) * 1e3).astype(np.float32)])
    y = (rng.standard_normal(LANES) * 1e-3).astype(np.float32)
    out = run_lanes(lanes_kernel(["v_cvt_pk_bf16_f32 v10, v1, v2", "v_cvt_pk_bf16_f32 v10, v2, v1"]),
                    2, x, y, y)
    bf = lambda v: v.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)  # noqa: E731
    assert out[0].tolist() == (bf(x) | (bf(y) << 16)).tolist()
    assert out[1].tolist() == (bf(y) | (bf(x) << 16)).tolist()


def test_cvt_pk_bf16_under_a_lane_mask_writes_the_active_lanes_only():
    x = np.random.default_rng(6).standard_normal(LANES).astype(np.float32)
    y = (x * 3).astype(np.float32)
    body = "\n".join(["v_mov_b32 v10, 0x5555", "s_mov_b32 exec_lo, 0xffff", "s_mov_b32 exec_hi, 0xffff",
                      "v_cvt_pk_bf16_f32 v10, v1, v2", "s_mov_b64 exec, -1"])
    out = run_lanes(lanes_kernel([body]), 1, x, y, y)
    bf = lambda v: v.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)  # noqa: E731
    active = (np.arange(LANES) % 32) < 16
    assert out[0].tolist() == np.where(active, bf(x) | (bf(y) << 16), 0x5555).tolist()
