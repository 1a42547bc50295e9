"""Vector ALU instructions, each run through clang-assembled kernels, against numpy references."""
from fractions import Fraction

import numpy as np
import pytest

from emulator_util import LANES, lanes_kernel, run_lanes

RNG = np.random.default_rng(3)
SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e-40, -3e-39, 3.4e38, 1.0, -1.5],
                   dtype=np.float32)


def _floats(scale=1.0):
    x = (RNG.standard_normal(LANES) * scale).astype(np.float32)
    x[: SPECIAL.size] = SPECIAL
    return x


# even-aligned 64-bit pairs: v[20:21] = (x, y), v[22:23] = (y, z), v[24:25] = (z, x)
PAIRS = ["v_mov_b32 v20, v1", "v_mov_b32 v21, v2", "v_mov_b32 v22, v2", "v_mov_b32 v23, v3",
         "v_mov_b32 v24, v3", "v_mov_b32 v25, v1"]


def _same_f32(got_bits, ref):
    got = got_bits.view(np.float32)
    ref = np.asarray(ref, np.float32)
    return ((got.view(np.uint32) == ref.view(np.uint32)) | (np.isnan(got) & np.isnan(ref))).all()


@pytest.fixture(autouse=True)
def _quiet_numpy():
    with np.errstate(all="ignore"):
        yield


def test_fp32_arithmetic_rounds_like_ieee():
    x, y, z = _floats(), _floats(4.0)[::-1].copy(), _floats(0.5)
    ops = {
        "v_add_f32 v10, v1, v2": x + y,
        "v_sub_f32 v10, v1, v2": x - y,
        "v_subrev_f32 v10, v1, v2": y - x,
        "v_mul_f32 v10, v1, v2": x * y,
        "v_mul_f32 v10, -v1, |v2|": -x * np.abs(y),
        "v_max_f32 v10, v1, v2": np.fmax(x, y),
        "v_min_f32 v10, v1, v2": np.fmin(x, y),
        "v_max3_f32 v10, v1, v2, v3": np.fmax(np.fmax(x, y), z),
        "v_add_f32 v10, 1.0, v2": np.float32(1.0) + y,
        "v_mul_f32 v10, 0x3fb8aa3b, v2": np.float32(1.4426950216293335) * y,
        "v_add_f32_e64 v10, v1, v2 clamp": np.where(np.isnan(x + y), 0, np.clip(x + y, 0, 1)),
        "v_rcp_f32 v10, v1": np.divide(np.float32(1), x),
        "v_exp_f32 v10, v1": np.exp2(x.astype(np.float64)).astype(np.float32),
        "v_ldexp_f32 v10, v1, 5": np.ldexp(x, 5),
    }
    with np.errstate(all="ignore"):
        refs = list(ops.values())
    out = run_lanes(lanes_kernel(list(ops)), len(ops), x, y, z)
    for i, (text, ref) in enumerate(zip(ops, refs)):
        assert _same_f32(out[i], ref), text


def _fma_ref(a, b, c):
    out = np.empty(LANES, np.float32)
    for i in range(LANES):
        if not (np.isfinite(a[i]) and np.isfinite(b[i]) and np.isfinite(c[i])):
            with np.errstate(all="ignore"):
                out[i] = np.float32(np.float64(a[i]) * np.float64(b[i]) + np.float64(c[i]))
            continue
        exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        if exact == 0:  # the sign of an exact zero follows IEEE, which float64 gets right
            out[i] = np.float32(np.float64(a[i]) * np.float64(b[i]) + np.float64(c[i]))
            continue
        f = np.float32(float(exact))
        cands = [np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))]
        out[i] = min(cands, key=lambda q: (abs(Fraction(float(q)) - exact),
                                           int(np.array(q).view(np.uint32)) & 1))
    return out


def test_fma_fmac_and_packed_fp32():
    x, y = _floats(), _floats(3.0)
    z = (-(x.astype(np.float64) * y)).astype(np.float32)  # cancellation stresses the rounding
    z[::4] = _floats()[::4]
    x[20] = y[20] = np.float32(1 + 2.0 ** -12)  # a*b on a float32 tie...
    z[20] = np.float32(2.0 ** -60)  # ...broken by c
    ops = ["v_fma_f32 v10, v1, v2, v3", "v_fmac_f32 v10, v1, v2", "v_fma_f32 v10, -v1, v2, v3",
           "v_pk_fma_f32 v[10:11], v[20:21], v[22:23], v[24:25]\nv_mov_b32 v10, v11",
           "v_pk_mul_f32 v[10:11], v[20:21], v[22:23] op_sel_hi:[1,0]\nv_mov_b32 v10, v11",
           "v_pk_add_f32 v[10:11], v[20:21], v[22:23] op_sel:[1,0] neg_lo:[0,1]",
           "v_pk_fma_f32 v[10:11], v[20:21], v[22:23], v[24:25] op_sel_hi:[1,1,0] neg_hi:[0,0,1]\nv_mov_b32 v10, v11"]
    out = run_lanes(lanes_kernel(ops, setup=PAIRS), len(ops), x, y, z)
    # v[20:21] = (x, y); v[22:23] = (y, z); v[24:25] = (z, x)
    refs = [_fma_ref(x, y, z), _fma_ref(x, y, z), _fma_ref(-x, y, z),
            _fma_ref(y, z, x),  # hi halves: v2*v3+v4
            y * y,  # hi: v2 (hi of v[20:21]) * v2 (lo of v[22:23], op_sel_hi 0)
            y + (-y),  # lo: v2 (op_sel 1 -> hi of v[20:21]) + -(v2)
            _fma_ref(y, z, -z)]  # hi: v2*v3 + -(v3) (op_sel_hi 0 -> lo of v[24:25] = v3)
    for i, (text, ref) in enumerate(zip(ops, refs)):
        assert _same_f32(out[i], ref), text


def test_integer_and_bitwise():
    x = RNG.integers(0, 2 ** 32, LANES, dtype=np.uint64).astype(np.uint32)
    y = RNG.integers(0, 2 ** 32, LANES, dtype=np.uint64).astype(np.uint32)
    z = RNG.integers(0, 2 ** 32, LANES, dtype=np.uint64).astype(np.uint32)
    x[:4] = [0, 0xFFFFFFFF, 0x80000000, 7]
    sh = y & 31
    xi = x.view(np.int32)
    table = 0x6C

    def bitop3(a, b, c, t):
        r = np.zeros(LANES, np.uint64)
        for bit in range(32):
            idx = ((a >> bit) & 1).astype(int) * 4 + ((b >> bit) & 1).astype(int) * 2 + ((c >> bit) & 1).astype(int)
            r |= ((t >> idx) & 1).astype(np.uint64) << np.uint64(bit)
        return r.astype(np.uint32)

    def perm(a, b, s):
        out = []
        for ai, bi, si in zip(a.tolist(), b.tolist(), s.tolist()):
            src = (ai << 32) | bi
            word = 0
            for k in range(4):
                sel = (si >> 8 * k) & 0xFF
                if sel < 8:
                    byte = (src >> 8 * sel) & 0xFF
                elif sel < 12:
                    byte = 0xFF if (src >> (16 * (sel - 8) + 15)) & 1 else 0
                elif sel == 12:
                    byte = 0
                else:
                    byte = 0xFF
                word |= byte << 8 * k
            out.append(word)
        return np.array(out, np.uint32)

    sel = RNG.integers(0, 16, (LANES, 4)).astype(np.uint32)
    sel = sel[:, 0] | sel[:, 1] << 8 | sel[:, 2] << 16 | sel[:, 3] << 24
    ops = {
        "v_add_u32 v10, v1, v2": x + y,
        "v_sub_u32 v10, v1, v2": x - y,
        "v_mul_lo_u32 v10, v1, v2": x * y,
        "v_mul_hi_u32 v10, v1, v2": ((x.astype(np.uint64) * y) >> np.uint64(32)).astype(np.uint32),
        "v_lshlrev_b32 v10, v2, v1": x << sh,
        "v_lshrrev_b32 v10, v2, v1": x >> sh,
        "v_ashrrev_i32 v10, v2, v1": (xi >> sh.astype(np.int32)).view(np.uint32),
        "v_xor_b32 v10, v1, v2": x ^ y,
        "v_not_b32 v10, v1": ~x,
        "v_add3_u32 v10, v1, v2, v3": x + y + z,
        "v_xad_u32 v10, v1, v2, v3": (x ^ y) + z,
        "v_lshl_or_b32 v10, v1, 6, v3": (x << 6) | z,
        "v_and_or_b32 v10, v1, v2, v3": (x & y) | z,
        "v_bfe_u32 v10, v1, 10, 10": (x >> 10) & 0x3FF,
        "v_bfe_i32 v10, v1, 3, 5": (((xi >> 3) & 31) - (((xi >> 7) & 1) << 5)).astype(np.int32).view(np.uint32),
        "v_bfrev_b32 v10, v1": np.array([int(f"{v:032b}"[::-1], 2) for v in x.tolist()], np.uint32),
        f"v_bitop3_b32 v10, v1, v2, v3 bitop3:0x{table:x}": bitop3(x, y, z, table),
        "v_perm_b32 v10, v1, v2, v3": None,
        "v_max_i32 v10, v1, v2": np.maximum(xi, y.view(np.int32)).view(np.uint32),
        "v_cvt_f32_u32 v10, v1": x.astype(np.float32).view(np.uint32),
        "v_mul_u32_u24 v10, v1, v2": (x & 0xFFFFFF) * (y & 0xFFFFFF),
        # the VOP3 form with an SGPR second source (mla_a8w8_qh8_qseqlen1_gqaratio8_v3's page
        # offset: v_mul_u32_u24_e64 v190, v23, s68)
        "v_readfirstlane_b32 s40, v2\nv_mul_u32_u24_e64 v10, v1, s40": (x & 0xFFFFFF) * (y[0] & 0xFFFFFF),
    }
    ops["v_perm_b32 v10, v1, v2, v3"] = perm(x, y, sel)
    out = run_lanes(lanes_kernel(list(ops)), len(ops), x, y, sel if False else z)
    for i, (text, ref) in enumerate(ops.items()):
        if text.startswith("v_perm"):
            continue
        assert np.array_equal(out[i], ref), text
    out = run_lanes(lanes_kernel(["v_perm_b32 v10, v1, v2, v3"]), 1, x, y, sel)
    assert np.array_equal(out[0], perm(x, y, sel))
    # scalar selectors take compiled byte-picking plans (a gather for scattered picks, 0x00
    # and 0xFF bytes as constants; sign copies 8-11 keep the general path); the destination
    # may alias a source
    rng = np.random.default_rng(12)
    sels = [0x06020400, 0x07030501, 0x05040100, 0x03020100, 0x07060504, 0x00010203,
            0x0C0C0C0C, 0x0D090800, 0x01050307,
            # constant bytes in a plan (Triton packs FP8 pairs with 0x0c0c0004)
            0x0C0C0004, 0x0D0C0501, 0xFF0C0100, 0x0E040C06, 0x0C0D0D0D, 0x07060D0C]
    sels += [int(v) for v in rng.integers(0, 2 ** 32, 6)]
    ops = []
    for i, value in enumerate(sels):
        ops.append(f"s_mov_b32 s40, 0x{value:x}\nv_perm_b32 v10, v1, v2, s40")
    ops.append("s_mov_b32 s40, 0x6020400\nv_mov_b32 v10, v1\nv_perm_b32 v10, v10, v2, s40")
    ops.append("s_mov_b32 s40, 0x7030501\nv_mov_b32 v10, v2\nv_perm_b32 v10, v1, v10, s40")
    out = run_lanes(lanes_kernel(ops), len(ops), x, y, z)
    for i, value in enumerate(sels):
        assert np.array_equal(out[i], perm(x, y, np.full(LANES, value, np.uint32))), hex(value)
    assert np.array_equal(out[-2], perm(x, y, np.full(LANES, 0x06020400, np.uint32)))
    assert np.array_equal(out[-1], perm(x, y, np.full(LANES, 0x07030501, np.uint32)))


def test_compares_select_and_64bit_shifts():
    x, y = _floats(), _floats()[::-1].copy()
    ops = ["v_cmp_gt_f32 vcc, v1, v2\nv_cndmask_b32 v10, 0, 1, vcc",
           "v_cmp_lt_f32_e64 s[30:31], v1, v2\nv_cndmask_b32_e64 v10, 0, 1, s[30:31]",
           "v_cmp_neq_f32 vcc, v1, v2\nv_cndmask_b32 v10, 0, 1, vcc",
           "v_cmp_eq_u32 vcc, v1, v2\nv_cndmask_b32 v10, v1, v2, vcc",
           "v_cmp_gt_i32 vcc, 0, v1\nv_cndmask_b32 v10, 0, 1, vcc",
           "v_lshrrev_b64 v[10:11], 4, v[20:21]",
           "v_lshl_add_u64 v[10:11], v[20:21], 3, v[22:23]\nv_mov_b32 v10, v11",
           "v_lshl_add_u64 v[10:11], v[20:21], 0, v[22:23]",
           "v_lshl_add_u64 v[20:21], v[20:21], 1, v[22:23]\nv_mov_b32 v10, v21"]
    out = run_lanes(lanes_kernel(ops, setup=PAIRS), len(ops), x, y, x)
    with np.errstate(invalid="ignore"):
        assert np.array_equal(out[0], (x > y).astype(np.uint32))
        assert np.array_equal(out[1], (x < y).astype(np.uint32))
        assert np.array_equal(out[2], ~(x == y) * 1)
    xb, yb = x.view(np.uint32), y.view(np.uint32)
    assert np.array_equal(out[3], np.where(xb == yb, yb, xb))
    assert np.array_equal(out[4], (x.view(np.int32) < 0).astype(np.uint32))
    pair = xb.astype(np.uint64) | (yb.astype(np.uint64) << np.uint64(32))
    assert np.array_equal(out[5], ((pair >> np.uint64(4)) & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    pair2 = yb.astype(np.uint64) | (xb.astype(np.uint64) << np.uint64(32))  # v[22:23] = (y, z=x)
    assert np.array_equal(out[6], (((pair << np.uint64(3)) + pair2) >> np.uint64(32)).astype(np.uint32))
    assert np.array_equal(out[7], ((pair + pair2) & np.uint64(0xFFFFFFFF)).astype(np.uint32))
    assert np.array_equal(out[8], (((pair << np.uint64(1)) + pair2) >> np.uint64(32)).astype(np.uint32))


def _dpp_ref(src, old, source_lane, row_mask=0xF, bank_mask=0xF, bound_ctrl=False):
    """DPP as the GCN3/CDNA ISA describes it: lane i reads source_lane(i); invalid sources
    read 0 with bound_ctrl, else leave the lane unwritten; row/bank masks disable writes."""
    out = old.copy()
    for i in range(LANES):
        if not (row_mask >> (i // 16) & 1 and bank_mask >> (i % 4) & 1):
            continue
        s = source_lane(i)
        if s is None:
            if bound_ctrl:
                out[i] = 0
            continue
        out[i] = src[s]
    return out


def test_dpp_lane_patterns():
    x = np.arange(100, 164, dtype=np.uint32)
    z = np.arange(1000, 1064, dtype=np.uint32)
    cases = {
        "v_mov_b32_dpp v10, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf":
            _dpp_ref(x, z, lambda i: (i & ~3) + [2, 3, 0, 1][i & 3]),
        "v_mov_b32_dpp v10, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1":
            _dpp_ref(x, z, lambda i: i - 8 if i % 16 >= 8 else None, bound_ctrl=True),
        "v_mov_b32_dpp v10, v1 row_shl:3 row_mask:0xf bank_mask:0xf":
            _dpp_ref(x, z, lambda i: i + 3 if i % 16 < 13 else None),
        "v_mov_b32_dpp v10, v1 row_bcast:15 row_mask:0xa bank_mask:0xf":
            _dpp_ref(x, z, lambda i: 16 * (i // 16) - 1 if i >= 16 else None, row_mask=0xA),
        "v_mov_b32_dpp v10, v1 row_bcast:31 row_mask:0xc bank_mask:0xf":
            _dpp_ref(x, z, lambda i: 31 if i >= 32 else None, row_mask=0xC),
        "v_mov_b32_dpp v10, v1 row_ror:5 row_mask:0xf bank_mask:0x5":
            _dpp_ref(x, z, lambda i: 16 * (i // 16) + (i % 16 - 5) % 16, bank_mask=0x5),
        "v_add_u32_dpp v10, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1":
            _dpp_ref(x, z, lambda i: i - 1 if i % 16 >= 1 else None, bound_ctrl=True) + x,
        "v_mov_b32_dpp v10, v1 row_mirror row_mask:0xf bank_mask:0xf":
            _dpp_ref(x, z, lambda i: 16 * (i // 16) + 15 - i % 16),
    }
    out = run_lanes(lanes_kernel(list(cases)), len(cases), x, x, z)
    for i, (text, ref) in enumerate(cases.items()):
        assert np.array_equal(out[i], ref), text


def test_cross_lane_moves():
    x = np.arange(100, 164, dtype=np.uint32)
    z = np.arange(1000, 1064, dtype=np.uint32)
    ops = ["v_readlane_b32 s30, v1, 37\nv_mov_b32 v10, s30",
           "v_readfirstlane_b32 s30, v1\nv_mov_b32 v10, s30",
           "v_writelane_b32 v10, s2, 9",  # s2 = workgroup id x = 0
           "v_permlane32_swap_b32 v10, v2",  # v10 = z, v2 = x
           "v_mov_b32 v10, v2",  # v2 after the swap
           "v_mov_b32 v5, v1\nv_permlane16_swap_b32 v10, v5",
           "v_lshlrev_b32 v5, 2, v0\nv_xor_b32 v5, 4, v5\nds_bpermute_b32 v10, v5, v1\ns_waitcnt lgkmcnt(0)"]
    out = run_lanes(lanes_kernel(ops), len(ops), x, x, z)
    assert (out[0] == 137).all() and (out[1] == 100).all()
    ref = z.copy(); ref[9] = 0
    assert np.array_equal(out[2], ref)
    assert np.array_equal(out[3], np.concatenate([z[:32], x[:32]]))
    assert np.array_equal(out[4], np.concatenate([z[32:], x[32:]]))
    ref16 = z.copy()
    for half in (0, 32):
        ref16[half + 16:half + 32] = x[half:half + 16]
    assert np.array_equal(out[5], ref16)
    assert np.array_equal(out[6], x[np.arange(LANES) ^ 1])


def test_division_sequence_handles_zero_numerators():
    """Triton's fp32 division (div_scale, rcp, fma refinement, div_fmas, div_fixup) on
    ordinary and zero numerators equals IEEE division."""
    num = (RNG.standard_normal(LANES) * 10).astype(np.float32)
    num[:3] = [0.0, -0.0, 1.0]
    den = (RNG.random(LANES) * 100 + 0.5).astype(np.float32)
    seq = ["v_div_scale_f32 v4, s[30:31], v2, v2, v1",
           "v_div_scale_f32 v5, vcc, v1, v2, v1",
           "v_rcp_f32 v6, v4",
           "v_fma_f32 v7, -v4, v6, 1.0",
           "v_fmac_f32 v6, v7, v6",
           "v_mul_f32 v7, v5, v6",
           "v_fma_f32 v8, -v4, v7, v5",
           "v_fmac_f32 v7, v8, v6",
           "v_fma_f32 v8, -v4, v7, v5",
           "v_div_fmas_f32 v8, v8, v6, v7",
           "v_div_fixup_f32 v10, v8, v2, v1"]
    out = run_lanes(lanes_kernel(["\n".join(seq)]), 1, num, den)
    assert _same_f32(out[0], num / den)


def test_packed_fp32_reads_only_the_sgpr_dwords_op_sel_picks():
    # Triton 3.9 (benchmarks/data/triton_peers/triton_d128_causal_m128n128w4s2.s) multiplies by
    # s[38:39] with op_sel_hi:[0,...] on a path where s39 was never written: both halves take
    # s38, so the kernel is well defined and must run. Here s41 is never written; the result is
    # x * 0.5 + z in the low halves (reference: the same fma in numpy-exact rounding, _fma_ref)
    x = _floats()
    z = (-(x.astype(np.float64) * 0.5)).astype(np.float32)  # cancellation, no overflow
    z[::4] = _floats()[::4]
    ops = ["s_mov_b32 s40, 0x3f000000\n"  # 0.5
           "v_pk_fma_f32 v[10:11], s[40:41], v[20:21], v[24:25] op_sel_hi:[0,1,1]\nv_mov_b32 v10, v11",
           "s_mov_b32 s40, 0x3f000000\n"
           "v_pk_fma_f32 v[10:11], s[40:41], v[20:21], v[24:25] op_sel_hi:[0,1,1]"]
    out = run_lanes(lanes_kernel(ops, setup=PAIRS), len(ops), x, np.zeros_like(x), z)
    half = np.full(LANES, 0.5, np.float32)
    # v[20:21] = (x, y = 0); v[24:25] = (z, x): hi = 0.5 * 0 + x, lo = 0.5 * x + z
    assert _same_f32(out[0], _fma_ref(half, np.zeros_like(x), x))
    assert _same_f32(out[1], _fma_ref(half, x, z))


def test_float_to_int_conversions_truncate_and_saturate():
    # reference in float64: truncate toward zero, NaN -> 0, clamp to the integer range
    x = np.concatenate([SPECIAL, np.array([0.999, 2.5, -2.5, 4294967040.0, 4294967296.0, 1e20,
                                           2147483648.0, -2147483904.0, 16777217.0], np.float32)])
    x = np.concatenate([x, (RNG.standard_normal(LANES - x.size) * 3e9).astype(np.float32)])
    t = np.trunc(x.astype(np.float64))
    t[np.isnan(t)] = 0
    ops = {"v_cvt_u32_f32 v10, v1": np.clip(t, 0, 2.0 ** 32 - 1).astype(np.uint64).astype(np.uint32),
           "v_cvt_i32_f32 v10, v1": np.clip(t, -2.0 ** 31, 2.0 ** 31 - 1).astype(np.int64)
           .astype(np.int32).view(np.uint32)}
    out = run_lanes(lanes_kernel(list(ops)), len(ops), x, x, x)
    for i, (text, ref) in enumerate(ops.items()):
        assert out[i].view(np.uint32).tolist() == ref.tolist(), text


def _division(num, den) -> np.ndarray:
    seq = ["v_div_scale_f32 v4, s[30:31], v2, v2, v1",
           "v_div_scale_f32 v5, vcc, v1, v2, v1",
           "v_rcp_f32 v6, v4",
           "v_fma_f32 v7, -v4, v6, 1.0",
           "v_fmac_f32 v6, v7, v6",
           "v_mul_f32 v7, v5, v6",
           "v_fma_f32 v8, -v4, v7, v5",
           "v_fmac_f32 v7, v8, v6",
           "v_fma_f32 v8, -v4, v7, v5",
           "v_div_fmas_f32 v8, v8, v6, v7",
           "v_div_fixup_f32 v10, v8, v2, v1"]
    return run_lanes(lanes_kernel(["\n".join(seq)]), 1, num, den)[0]


def test_division_sequence_on_ordinary_and_special_operands():
    """The same sequence with every lane ordinary (mixed signs, magnitudes 2^-40..2^40: the
    path with no lane near a rescaling bound) and with infinities, NaNs, zeros and signed
    zeros among them: IEEE float32 division (numpy) in every case."""
    mag = lambda: np.exp2(RNG.uniform(-40, 40, LANES))  # noqa: E731
    sign = lambda: np.where(RNG.random(LANES) < 0.5, -1.0, 1.0)  # noqa: E731
    num = (mag() * sign()).astype(np.float32)
    den = (mag() * sign()).astype(np.float32)
    assert _same_f32(_division(num, den), num / den)
    num[:8] = [np.inf, -np.inf, np.nan, 3.0, -0.0, 0.0, np.inf, 2.0]
    den[:8] = [2.0, np.inf, 1.0, np.nan, 5.0, -np.inf, 0.0, -0.0]
    with np.errstate(all="ignore"):
        assert _same_f32(_division(num, den), num / den)


def test_div_scale_gives_nan_where_an_operand_is_zero_and_s0_elsewhere():
    # ISA pseudocode (V_DIV_SCALE_F32): a zero denominator or numerator gives NaN; ordinary
    # operands (no 2^64 rescaling) give S0 unchanged. Both the all-ordinary and the
    # some-zero lanes, with numerator and denominator on either side of S0
    num = (RNG.standard_normal(LANES) * 10).astype(np.float32)
    den = (RNG.random(LANES) * 100 + 0.5).astype(np.float32)
    for zeros in ([], [0, 5], [7, 63]):
        n, d = num.copy(), den.copy()
        if zeros:
            n[zeros[0]] = -0.0
            d[zeros[1]] = 0.0
        out = run_lanes(lanes_kernel(["v_div_scale_f32 v10, vcc, v1, v2, v1",
                                      "v_div_scale_f32 v10, vcc, v2, v2, v1"]), 2, n, d)
        hit = np.zeros(LANES, bool)
        hit[zeros] = True
        for k, s0 in enumerate((n, d)):
            got = out[k].view(np.float32)
            assert np.isnan(got[hit]).all()
            assert _same_f32(out[k][~hit], s0[~hit])
