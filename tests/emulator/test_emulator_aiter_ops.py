"""Instructions AITER's gfx950 code objects use beyond the FP8 attention forward (issue 32).

Each against an independent reference: Python integers for the integer and bit forms (the ISA
guide's definitions), numpy's IEEE float16 / ml_dtypes bfloat16 conversions, an fp64 /
exact-rational matrix product for the MFMAs (the ACCUMULATION MODEL of
zyfagen/emulator/mfma.py: exact sum, one rounding to FP32, one addition of C), never our own
first run.
"""
import zlib
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import EmulationError, load, run_kernel

M32 = 0xFFFFFFFF
RNG = np.random.default_rng(32)


def _run_vector(ops: list[str], inputs: list[np.ndarray], nout: int = 1) -> np.ndarray:
    """Load inputs into v1, v2, ... (one dword per lane each), run ops, store v10, v11, ..."""
    args = [(f"x{i}", "buffer") for i in range(len(inputs))] + [("out", "buffer")]
    body = prologue(args)
    for i in range(len(inputs)):
        body.append(f"global_load_dword v{1 + i}, v100, s[{4 + 2 * i}:{5 + 2 * i}]")
    body.append("s_waitcnt vmcnt(0)")
    body += ops
    out_sreg = 4 + 2 * len(inputs)
    for j in range(nout):
        body.append(f"global_store_dword v100, v{10 + j}, s[{out_sreg}:{out_sreg + 1}] offset:{256 * j}")
    body.append("s_endpgm")
    feed = {f"x{i}": np.asarray(x, np.uint32) for i, x in enumerate(inputs)}
    feed["out"] = np.zeros(nout * LANES, np.uint32)
    return run_kernel(load(make_kernel(body, args)), feed, grid=1)["out"].reshape(nout, LANES)


def _u32(n):
    return RNG.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)


def test_add_sub_i32_wrap_modulo_2_32():
    x, y = _u32(LANES), _u32(LANES)
    out = _run_vector(["v_add_i32 v10, v1, v2", "v_sub_i32 v11, v1, v2", "v_add_i32 v12, v1, 64"],
                      [x, y], 3)
    xi, yi = x.astype(np.int64), y.astype(np.int64)
    assert np.array_equal(out[0], ((xi + yi) & M32).astype(np.uint32))
    assert np.array_equal(out[1], ((xi - yi) & M32).astype(np.uint32))
    assert np.array_equal(out[2], ((xi + 64) & M32).astype(np.uint32))


def test_mbcnt_counts_mask_bits_of_lower_lanes():
    mask_lo, mask_hi = 0xDEADBEEF, 0x0F0F1234
    out = _run_vector([f"v_mov_b32 v3, 0x{mask_lo:x}", f"v_mov_b32 v4, 0x{mask_hi:x}",
                       "v_mbcnt_lo_u32_b32 v10, v3, 0", "v_mbcnt_hi_u32_b32 v11, v4, v10",
                       "v_mbcnt_lo_u32_b32 v12, -1, 0", "v_mbcnt_hi_u32_b32 v12, -1, v12"], [], 3)
    mask = mask_lo | (mask_hi << 32)
    lo = [bin(mask_lo & ((1 << min(t, 32)) - 1)).count("1") for t in range(LANES)]
    full = [bin(mask & ((1 << t) - 1)).count("1") for t in range(LANES)]
    assert out[0].tolist() == lo
    assert out[1].tolist() == full
    assert out[2].tolist() == list(range(LANES))  # the lane id idiom


def test_bfm_swap_nop():
    w, s = RNG.integers(0, 64, LANES).astype(np.uint32), RNG.integers(0, 64, LANES).astype(np.uint32)
    x, y = _u32(LANES), _u32(LANES)
    out = _run_vector(["v_bfm_b32 v10, v1, v2", "v_mov_b32 v11, v3", "v_mov_b32 v12, v4",
                       "v_swap_b32 v11, v12", "v_nop"], [w, s, x, y], 3)
    want = [(((1 << (int(a) & 31)) - 1) << (int(b) & 31)) & M32 for a, b in zip(w, s)]
    assert out[0].tolist() == want
    assert np.array_equal(out[1], y) and np.array_equal(out[2], x)


def test_cmp_class_f32_every_class():
    values = np.array([np.nan, -np.inf, -1.5, -1e-40, -0.0, 0.0, 1e-40, 2.5, np.inf], np.float32)
    bits = values.view(np.uint32).copy()
    bits[0] = 0x7F800001  # a signaling NaN (quiet bit clear)
    qnan = np.uint32(0x7FC00000)
    lanes = np.concatenate([bits, [qnan]] * 7)[:LANES].astype(np.uint32)
    classes = {0x7F800001: 0, 0x7FC00000: 1}
    want_class = [classes.get(int(b), None) for b in lanes]
    for i, b in enumerate(lanes):  # the ISA guide's class order from the value itself
        if want_class[i] is None:
            f = np.uint32(b).view(np.float32)
            neg = bool(b >> 31)
            if np.isinf(f):
                want_class[i] = 2 if neg else 9
            elif f == 0:
                want_class[i] = 5 if neg else 6
            elif abs(f) < np.finfo(np.float32).tiny:
                want_class[i] = 4 if neg else 7
            else:
                want_class[i] = 3 if neg else 8
    masks = RNG.integers(0, 1024, LANES).astype(np.uint32)
    out = _run_vector(["v_cmp_class_f32_e64 s[20:21], v1, v2", "v_mov_b32 v10, s20", "v_mov_b32 v11, s21"],
                      [lanes, masks], 2)
    got = int(out[0][0]) | (int(out[1][0]) << 32)
    want = sum(1 << t for t in range(LANES) if (int(masks[t]) >> want_class[t]) & 1)
    assert got == want


def test_f16_and_bf16_conversions_against_numpy_and_ml_dtypes():
    specials = np.array([0.0, -0.0, 1.0, 65504.0, 65520.0, 1e6, -1e6, np.inf, -np.inf, 6e-8, 3e-8,
                         2.9802322e-08, 1.0009766, 1.00048828125, -1.00048828125], np.float32)
    x = np.concatenate([specials, RNG.standard_normal(LANES - len(specials)).astype(np.float32) * 100])
    y = np.concatenate([RNG.standard_normal(LANES - 3).astype(np.float32) * 1e-5, [np.nan, 7e4, -7e4]]).astype(np.float32)
    halves = RNG.integers(0, 1 << 16, LANES).astype(np.uint32) | (RNG.integers(0, 1 << 16, LANES).astype(np.uint32) << 16)
    out = _run_vector(["v_cvt_pk_f16_f32 v10, v1, v2", "v_cvt_pkrtz_f16_f32 v11, v1, v2",
                       "v_cvt_f32_f16 v12, v3", "v_cvt_f32_bf16 v13, v3"],
                      [x.view(np.uint32), y.view(np.uint32), halves], 4)
    def rne(v):
        with np.errstate(over="ignore"):
            return v.astype(np.float16).view(np.uint16).astype(np.uint32)
    assert np.array_equal(out[0] & 0xFFFF, rne(x)) and np.array_equal(out[0] >> 16, rne(y))

    def rtz(v):  # toward zero from the exact value: the largest-magnitude f16 not beyond it
        res = []
        for f in v.astype(np.float64):
            if np.isnan(f):
                res.append(0x7E00)
                continue
            if np.isinf(f):
                res.append(0x7C00 | (0x8000 if f < 0 else 0))
                continue
            cands = np.arange(0, 0x7C00, dtype=np.uint16).view(np.float16).astype(np.float64)
            k = int(np.searchsorted(cands, abs(f), side="right") - 1)
            res.append(k | (0x8000 if np.signbit(f) else 0))
        return np.array(res, np.uint32)
    got_rtz_hi = out[1] >> 16
    want_hi = rtz(y)
    nan = np.isnan(y)
    assert np.array_equal(out[1] & 0xFFFF, rtz(x))
    assert np.array_equal(got_rtz_hi[~nan], want_hi[~nan]) and (got_rtz_hi[nan] & 0x7E00 == 0x7E00).all()
    low = (halves & 0xFFFF).astype(np.uint16)
    want_f16 = low.view(np.float16).astype(np.float32)
    got_f16 = out[2].view(np.float32)
    assert np.array_equal(np.isnan(got_f16), np.isnan(want_f16))
    ok = ~np.isnan(want_f16)
    assert np.array_equal(got_f16[ok].view(np.uint32), want_f16[ok].view(np.uint32))
    want_bf = low.view(ml_dtypes.bfloat16).astype(np.float32).view(np.uint32)
    assert np.array_equal(out[3], want_bf)


def test_rcp_iflag_is_the_reciprocal():
    x = np.concatenate([[1.0, -2.0, 3.0, 0.0, -0.0, np.inf], RNG.standard_normal(LANES - 6) * 10]).astype(np.float32)
    out = _run_vector(["v_rcp_iflag_f32 v10, v1"], [x.view(np.uint32)])
    with np.errstate(divide="ignore"):
        want = (1.0 / x.astype(np.float64)).astype(np.float32)
    assert np.array_equal(out[0].view(np.float32), want)


def _salu(ops: list[str], result_regs: list[str], svals: list[int]) -> list[int]:
    args = [("out", "buffer")]
    body = prologue(args) + [f"s_mov_b32 s{20 + i}, 0x{v:x}" for i, v in enumerate(svals)] + ops
    for j, r in enumerate(result_regs):
        body += [f"v_mov_b32 v10, {r}", f"v_mov_b32 v11, {j * 4}",
                 "global_store_dword v11, v10, s[4:5]"]
    body.append("s_endpgm")
    out = run_kernel(load(make_kernel(body, args)), {"out": np.zeros(len(result_regs), np.uint32)}, grid=1)["out"]
    return [int(v) for v in out]


@pytest.mark.parametrize("value", [0, 1, 0x80000000, 0x00F00000, 0xFFFFFFFF])
def test_ff1_bfm_scalar(value):
    hi = 0x00010000
    got = _salu(["s_ff1_i32_b32 s30, s20", "s_ff1_i32_b64 s31, s[20:21]", "s_bfm_b32 s32, 5, 3",
                 "s_bfm_b64 s[34:35], 40, 4", "s_cmp_lg_u64 s[20:21], 0", "s_cselect_b32 s36, 1, 0"],
                ["s30", "s31", "s32", "s34", "s35", "s36"], [value, hi if value == 0 else 0])
    low = (value & -value).bit_length() - 1 if value else -1
    v64 = value | ((hi if value == 0 else 0) << 32)
    ff64 = (v64 & -v64).bit_length() - 1 if v64 else -1
    bfm64 = ((1 << 40) - 1) << 4
    assert got == [low & M32, ff64 & M32, ((1 << 5) - 1) << 3, bfm64 & M32, bfm64 >> 32, int(v64 != 0)]


# ---- BF16 / FP16 / INT8 MFMAs -------------------------------------------------------------

def _mfma_kernel(mnemonic: str, m: int, k: int, nregs: int, ncregs: int, c_zero: bool):
    """A and B from per-lane dword rows (nregs each), C from ncregs rows, D stored likewise."""
    args = [("a", "buffer"), ("b", "buffer"), ("c", "buffer"), ("d", "buffer")]
    body = prologue(args)
    for r in range(nregs):
        body.append(f"global_load_dword v{10 + r}, v100, s[4:5] offset:{256 * r}")
        body.append(f"global_load_dword v{20 + r}, v100, s[6:7] offset:{256 * r}")
    for r in range(ncregs):
        body.append(f"global_load_dword v{30 + r}, v100, s[8:9] offset:{256 * r}")
    body.append("s_waitcnt vmcnt(0)")
    c = "0" if c_zero else f"v[30:{30 + ncregs - 1}]"
    body.append(f"{mnemonic} v[50:{50 + ncregs - 1}], v[10:{10 + nregs - 1}], v[20:{20 + nregs - 1}], {c}")
    body.append("s_nop 15")
    for r in range(ncregs):
        body.append(f"global_store_dword v100, v{50 + r}, s[10:11] offset:{256 * r}")
    body.append("s_endpgm")
    return load(make_kernel(body, args))


def _pack(matrix_codes: np.ndarray, m: int, k: int, elem_bytes: int) -> np.ndarray:
    """(M, K) element codes -> (nregs, 64) dwords by the documented layout: lane t holds
    k = per*(t//M) .. per*(t//M)+per-1 of row t%M, element j at byte j*elem_bytes."""
    per = k // (LANES // m)
    lanes = np.zeros((LANES, per), matrix_codes.dtype)
    for t in range(LANES):
        lanes[t] = matrix_codes[t % m, per * (t // m):per * (t // m) + per]
    return np.ascontiguousarray(lanes).view(np.uint32).T.copy()


def _c_rows(m: int) -> np.ndarray:
    """(ncregs, 64) -> (row, column) of D/C register r, lane t (cdna4-facts.md)."""
    ncregs = m * m // LANES
    pos = np.zeros((ncregs, LANES, 2), np.int64)
    for r in range(ncregs):
        for t in range(LANES):
            if m == 32:
                pos[r, t] = (8 * (r // 4) + 4 * (t // 32) + r % 4, t % 32)
            else:
                pos[r, t] = (4 * (t // 16) + r, t % 16)
    return pos


@pytest.mark.parametrize("mnemonic", ["v_mfma_f32_32x32x16_bf16", "v_mfma_f32_16x16x32_bf16",
                                      "v_mfma_f32_32x32x8_bf16", "v_mfma_f32_16x16x16_bf16",
                                      "v_mfma_f32_32x32x16_f16", "v_mfma_f32_16x16x32_f16",
                                      "v_mfma_f32_16x16x16_f16", "v_mfma_f32_32x32x8_f16"])
def test_float_mfma_against_exact_reference(mnemonic):
    rng = np.random.default_rng(zlib.crc32(mnemonic.encode()))  # independent of test order
    m = int(mnemonic.split("_")[3].split("x")[0])
    k = int(mnemonic.split("_")[3].split("x")[2])
    bf16 = mnemonic.endswith("bf16")
    dt = ml_dtypes.bfloat16 if bf16 else np.float16
    a = (rng.standard_normal((m, k)) * 4).astype(dt)
    b = (rng.standard_normal((m, k)) * 4).astype(dt)  # B as (N, K)
    a[0, :4] = np.array([3e4, -3e4, 1e-3, 7], dt)  # cancellation the order of sums would show
    b[0, :4] = np.array([1, 1, 1, 1], dt)
    per = k // (LANES // m)
    nregs, ncregs = per * 2 // 4, m * m // LANES
    c = (rng.standard_normal((ncregs, LANES)) * 10).astype(np.float32)
    prog = _mfma_kernel(mnemonic, m, k, nregs, ncregs, c_zero=False)
    res = run_kernel(prog, {"a": _pack(a.view(np.uint16), m, k, 2), "b": _pack(b.view(np.uint16), m, k, 2),
                            "c": c, "d": np.zeros((ncregs, LANES), np.float32)}, grid=1)["d"]
    pos = _c_rows(m)
    af, bf = a.astype(np.float64), b.astype(np.float64)
    want = np.empty((ncregs, LANES), np.float32)
    for r in range(ncregs):
        for t in range(LANES):
            i, j = pos[r, t]
            exact = sum((Fraction(float(x)) * Fraction(float(y)) for x, y in zip(af[i], bf[j])), Fraction(0))
            dot = _nearest(exact, np.float32, np.uint32)  # one rounding of the exact dot product
            want[r, t] = _nearest(Fraction(float(dot)) + Fraction(float(c[r, t])), np.float32, np.uint32)
    assert np.array_equal(res.reshape(ncregs, LANES).view(np.uint32), want.view(np.uint32))


@pytest.mark.parametrize("mnemonic", ["v_mfma_i32_32x32x32_i8", "v_mfma_i32_16x16x32_i8"])
def test_int8_mfma_wraps_int32(mnemonic):
    m = int(mnemonic.split("_")[3].split("x")[0])
    k = int(mnemonic.split("_")[3].split("x")[2])
    a = RNG.integers(-128, 128, (m, k)).astype(np.int8)
    b = RNG.integers(-128, 128, (m, k)).astype(np.int8)
    per = k // (LANES // m)
    nregs, ncregs = per // 4, m * m // LANES
    c = RNG.integers(-(1 << 31), 1 << 31, (ncregs, LANES)).astype(np.int32)
    c[0, 0] = 0x7FFFFFFF  # wraps
    prog = _mfma_kernel(mnemonic, m, k, nregs, ncregs, c_zero=False)
    res = run_kernel(prog, {"a": _pack(a.view(np.uint8), m, k, 1), "b": _pack(b.view(np.uint8), m, k, 1),
                            "c": c.view(np.uint32), "d": np.zeros((ncregs, LANES), np.uint32)}, grid=1)["d"]
    pos = _c_rows(m)
    full = a.astype(np.int64) @ b.astype(np.int64).T
    want = np.array([[(int(full[pos[r, t][0], pos[r, t][1]]) + int(c[r, t])) & M32 for t in range(LANES)]
                     for r in range(ncregs)], np.uint32)
    assert np.array_equal(res.reshape(ncregs, LANES), want)


def test_unmodelled_instruction_stops_only_when_executed():
    """An instruction the emulator cannot run (here an MFMA with a broadcast modifier, which
    the table lists but the emulator rejects at decode) stops the run only if it executes."""
    args = [("out", "buffer")]
    mfma = "v_mfma_f32_32x32x8_bf16 v[0:15], v[20:21], v[22:23], 0 cbsz:1 abid:1"
    body = prologue(args) + ["s_branch .Lskip", mfma, ".Lskip:",
                             "v_mov_b32 v10, 7", "global_store_dword v100, v10, s[4:5]", "s_endpgm"]
    out = run_kernel(load(make_kernel(body, args)), {"out": np.zeros(LANES, np.uint32)}, grid=1)["out"]
    assert (out == 7).all()
    body = prologue(args) + [mfma, "s_endpgm"]
    with pytest.raises(EmulationError, match="cbsz"):
        run_kernel(load(make_kernel(body, args)), {"out": np.zeros(LANES, np.uint32)}, grid=1)


@pytest.mark.parametrize("mask", [0b0101, 0b1010, 0x80000003])
def test_setvskip_skips_vector_instructions_while_the_chosen_bit_is_set(mask):
    """s_setvskip s0, n: VSKIP = bit n & 31 of s0 (the ISA guide's S_SETVSKIP); while set, VALU
    and vector memory (here atomics, as AITER's fmoe kernels use it) do not issue; scalar work
    goes on. Reference: the rule in Python integers, deciding which of four stores land."""
    args = [("out", "buffer")]
    body = prologue(args) + [f"s_mov_b32 s20, 0x{mask:x}", "v_mov_b32 v10, 0"]
    for n in range(4):
        body += [f"s_setvskip s20, {n if n < 3 else 33}", f"v_add_u32 v10, v10, {1 << n}",
                 f"global_atomic_add_f32 v100, v11, s[4:5] offset:{256 * n}", "s_add_u32 s21, s21, 1",
                 "s_setvskip 0, 0"]
    body[len(prologue(args)):len(prologue(args))] = ["v_mov_b32 v11, 1.0", "s_mov_b32 s21, 0"]
    body += ["v_cvt_f32_u32 v12, v10", "global_store_dword v100, v12, s[4:5] offset:1024",
             "v_cvt_f32_u32 v13, s21", "global_store_dword v100, v13, s[4:5] offset:1280", "s_endpgm"]
    out = run_kernel(load(make_kernel(body, args)), {"out": np.zeros(6 * LANES, np.float32)}, grid=1)["out"]
    out = out.reshape(6, LANES)
    runs = [not (mask >> (b & 31)) & 1 for b in (0, 1, 2, 33)]
    for n in range(4):
        assert (out[n] == (1.0 if runs[n] else 0.0)).all()
    assert (out[4] == sum(1 << n for n in range(4) if runs[n])).all()
    assert (out[5] == 4).all()  # the scalar adds all ran


def test_dpp_row_newbcast_shares_one_lane_per_row():
    """row_newbcast:n (gfx90a+; the encoding GFX10 calls row_share:n, LLVM SIDefines.h):
    every lane reads lane n of its row of 16 (AITER's fp8 block-scale GEMMs multiply by it)."""
    x = RNG.standard_normal(LANES).astype(np.float32)
    y = RNG.standard_normal(LANES).astype(np.float32)
    out = _run_vector(["v_mul_f32_dpp v10, v1, v2 row_newbcast:5 row_mask:0xf bank_mask:0xf",
                       "v_mov_b32_dpp v11, v1 row_newbcast:0 row_mask:0xf bank_mask:0xf"],
                      [x.view(np.uint32), y.view(np.uint32)], 2)
    src = (np.arange(LANES) & ~15)
    assert np.array_equal(out[0].view(np.float32), x[src + 5] * y)
    assert np.array_equal(out[1].view(np.float32), x[src])


def _nearest(exact: Fraction, dtype, uint):
    """The value of `dtype` nearest the exact rational, ties to the even bit pattern (finite)."""
    guess = np.array(float(exact)).astype(np.float32).astype(dtype).reshape(1)
    bits = int(guess.view(uint)[0])
    cands = [np.array([b], uint).view(dtype)[0] for b in (bits - 1, bits, bits + 1)
             if 0 <= b < np.iinfo(uint).max]
    cands = [c for c in cands if np.isfinite(np.float64(c))]
    best = min(cands, key=lambda c: (abs(Fraction(float(c)) - exact),
                                     int(np.array([c], dtype).view(uint)[0]) & 1))
    return best


def test_fp_atomics_add_in_lane_order():
    """global/buffer atomic add_f32, pk_add_f16, pk_add_bf16 without return: every active lane
    adds into its address in lane order, exact sum rounded once (fractions / ml_dtypes)."""
    args = [("f32", "buffer"), ("h", "buffer"), ("bf", "buffer"), ("x", "buffer"), ("y", "buffer")]
    body = prologue(args) + [
        "global_load_dword v1, v100, s[10:11]", "global_load_dword v2, v100, s[12:13]",
        "s_waitcnt vmcnt(0)",
        "v_and_b32 v3, 3, v0", "v_lshlrev_b32 v3, 2, v3",  # four addresses, 16 lanes each
        "global_atomic_add_f32 v3, v1, s[4:5]",
        "global_atomic_pk_add_f16 v3, v2, s[6:7]",
        "s_mov_b32 s16, s8", "s_mov_b32 s17, s9", "s_mov_b32 s18, 16", "s_mov_b32 s19, 0x27000",
        "buffer_atomic_pk_add_bf16 v2, v3, s[16:19], 0 offen",
        "buffer_atomic_add_f32 v1, v3, s[16:19], 0 offen offset:16",  # out of range: dropped
        "s_endpgm"]
    x = (RNG.standard_normal(LANES) * 1000).astype(np.float32)
    x[5] = 1e-3
    hv = (RNG.standard_normal(2 * LANES) * 10).astype(np.float16)
    y = hv.view(np.uint32)
    start32 = np.array([1.0, -2.5, 3e7, 0.1], np.float32)
    start16 = np.array([0.5, -1.0, 100.0, 3.0, 0.25, 7.0, -8.0, 1e3], np.float16)
    bf16_start = np.array([1, 2, 3, 4, 5, 6, 7, 8], ml_dtypes.bfloat16)
    res = run_kernel(load(make_kernel(body, args)),
                     {"f32": start32.copy(), "h": start16.view(np.uint32).copy(),
                      "bf": bf16_start.view(np.uint32).copy(), "x": x, "y": y}, grid=1)
    want32, want16, wantbf = start32.copy(), start16.copy(), bf16_start.copy()
    hb = y.view(np.uint16).view(ml_dtypes.bfloat16)
    for t in range(LANES):
        a = t % 4
        exact = Fraction(float(want32[a])) + Fraction(float(x[t]))
        want32[a] = _nearest(exact, np.float32, np.uint32)
        for h in range(2):
            s16 = Fraction(float(want16[2 * a + h])) + Fraction(float(hv[2 * t + h]))
            want16[2 * a + h] = _nearest(s16, np.float16, np.uint16)
            s = Fraction(float(wantbf[2 * a + h])) + Fraction(float(hb[2 * t + h]))
            wantbf[2 * a + h] = _nearest(s, ml_dtypes.bfloat16, np.uint16)
    assert np.array_equal(res["f32"].view(np.uint32), want32.view(np.uint32))
    assert np.array_equal(res["h"].view(np.uint16), want16.view(np.uint16))
    assert np.array_equal(res["bf"].view(np.uint16), wantbf.view(np.uint16))


def test_smfmac_fp8_against_the_documented_sparse_layout():
    """v_smfmac_f32_16x16x128_fp8_fp8 against a numpy product built from the layout stated in
    zyfagen/emulator/mfma.py (A lane t: row t%16, stored byte j at k = 32(t//16) + 4(j//2) +
    idx_j; B and D as the dense 16x16x128 form); AITER's fmha_v4 kernel checks the same layout
    end to end (tests/emulator/test_aiter_v4.py)."""
    F8 = ml_dtypes.float8_e4m3fn
    a = RNG.standard_normal((LANES, 16)).astype(F8)      # per lane: 16 stored values
    b = RNG.standard_normal((LANES, 32)).astype(F8)
    pairs = np.array([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
    choice = pairs[RNG.integers(0, 6, (LANES, 8))]       # two distinct positions per group
    idx = np.zeros(LANES, np.uint64)
    for j in range(16):
        idx |= choice[:, j // 2, j % 2].astype(np.uint64) << np.uint64(2 * j)
    c = RNG.standard_normal((4, LANES)).astype(np.float32)
    args = [("a", "buffer"), ("b", "buffer"), ("c", "buffer"), ("i", "buffer"), ("d", "buffer")]
    body = prologue(args)
    for r in range(4):
        body.append(f"global_load_dword v{10 + r}, v100, s[4:5] offset:{256 * r}")
        body.append(f"global_load_dword v{30 + r}, v100, s[8:9] offset:{256 * r}")
    for r in range(8):
        body.append(f"global_load_dword v{20 + r}, v100, s[6:7] offset:{256 * r}")
    body += ["global_load_dword v40, v100, s[10:11]", "s_waitcnt vmcnt(0)",
             "v_smfmac_f32_16x16x128_fp8_fp8 v[30:33], v[10:13], v[20:27], v40", "s_nop 15"]
    for r in range(4):
        body.append(f"global_store_dword v100, v{30 + r}, s[12:13] offset:{256 * r}")
    body.append("s_endpgm")
    regs = lambda x: np.ascontiguousarray(x.view(np.uint8)).view(np.uint32).T.copy()  # noqa: E731
    out = run_kernel(load(make_kernel(body, args)),
                     {"a": regs(a), "b": regs(b), "c": c.copy(), "i": idx.astype(np.uint32),
                      "d": np.zeros((4, LANES), np.float32)}, grid=1)["d"].reshape(4, LANES)
    dense_a = np.zeros((16, 128))
    dense_b = np.zeros((128, 16))
    for t in range(LANES):
        g = t // 16
        for j in range(16):
            dense_a[t % 16, 32 * g + 4 * (j // 2) + choice[t, j // 2, j % 2]] += float(a[t, j])
        for j in range(32):
            k = 16 * g + j if j < 16 else 64 + 16 * g + j - 16
            dense_b[k, t % 16] = float(b[t, j])
    dot = dense_a @ dense_b  # exact: e4m3 products, 128 terms (mfma.py's argument)
    want = np.empty((4, LANES), np.float32)
    for r in range(4):
        for t in range(LANES):
            want[r, t] = np.float32(np.float32(dot[4 * (t // 16) + r, t % 16]) + c[r, t])
    assert np.array_equal(out.view(np.uint32), want.view(np.uint32))


def test_cvt_scalef32_pk_bf16_fp8_against_ml_dtypes():
    """E4M3 bytes (word op_sel[0]) times a power-of-two scale to bf16: exact (ml_dtypes)."""
    F8 = ml_dtypes.float8_e4m3fn
    codes = RNG.integers(0, 256, (LANES, 4)).astype(np.uint8)
    codes[codes == 0x7F] = 0x10  # keep NaNs out of the exact comparison
    codes[codes == 0xFF] = 0x90
    words = codes.view(np.uint32).reshape(LANES)
    scales = np.ldexp(1.0, RNG.integers(-20, 20, LANES)).astype(np.float32)
    out = _run_vector(["v_cvt_scalef32_pk_bf16_fp8 v10, v1, v2",
                       "v_cvt_scalef32_pk_bf16_fp8 v11, v1, v2 op_sel:[1,0,0]"],
                      [words, scales.view(np.uint32)], 2)
    vals = codes.view(F8).astype(np.float64) * scales[:, None].astype(np.float64)
    want = vals.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)  # exact values
    assert np.array_equal(out[0], want[:, 0] | (want[:, 1] << 16))
    assert np.array_equal(out[1], want[:, 2] | (want[:, 3] << 16))
    with pytest.raises(EmulationError, match="power of two"):
        _run_vector(["v_cvt_scalef32_pk_bf16_fp8 v10, v1, v2"], [words, np.full(LANES, 3.0, np.float32).view(np.uint32)])


@pytest.mark.parametrize("start,data", [(5, 7), (0, 7), (9, 3), (3, 3)])
def test_scalar_store_and_atomic_dec(start, data):
    """s_store_dword writes SDATA at SBASE + SOFFSET; s_atomic_dec: MEM = (MEM == 0 or MEM > DATA)
    ? DATA : MEM - 1 (the ISA guide's rule, in Python integers)."""
    args = [("out", "buffer")]
    body = prologue(args) + ["s_mov_b32 s20, 0x12345678", "s_mov_b32 s21, 8",
                             "s_store_dword s20, s[4:5], s21", f"s_mov_b32 s22, {data}",
                             "s_mov_b32 s23, 0", "s_atomic_dec s22, s[4:5], s23",
                             "s_waitcnt lgkmcnt(0)", "s_endpgm"]
    out = run_kernel(load(make_kernel(body, args)),
                     {"out": np.array([start, 0, 0, 0], np.uint32)}, grid=1)["out"]
    assert out[2] == 0x12345678
    assert out[0] == (data if start == 0 or start > data else start - 1)


@pytest.mark.parametrize("cbsz,blgp", [(4, 4), (2, 3), (3, 0), (0, 4)])
def test_f8f6f4_mfma_with_fp6_fp4_operands(cbsz, blgp):
    """v_mfma_f32_32x32x64_f8f6f4 with FP6 (E2M3 2, E3M2 3) / FP4 (E2M1 4) operands against a
    numpy product of ml_dtypes' values: an FP6/FP4 lane t holds k = 32 (t // 32) + j in element
    j, bits packed low first; an FP8 lane bytes 0-15 at k = 16 (t // 32) + j and 16-31 at
    32 + 16 (t // 32) + j - 16 (zyfagen/emulator/mfma.py; the FP4 one found end to end with
    AITER's MXFP4 attention, tests/emulator/test_aiter_v4.py)."""
    fmts = {0: (ml_dtypes.float8_e4m3fn, 8), 2: (ml_dtypes.float6_e2m3fn, 6),
            3: (ml_dtypes.float6_e3m2fn, 6), 4: (ml_dtypes.float4_e2m1fn, 4)}
    rng = np.random.default_rng(cbsz * 10 + blgp)

    def operand(fmt):
        dtype, bits = fmts[fmt]
        codes = rng.integers(0, 1 << bits, (LANES, 32)).astype(np.uint8)
        if bits == 8:
            codes[(codes & 0x7F) == 0x7F] = 0x10  # no NaN
        vals = codes.view(dtype).astype(np.float64) if bits == 8 else \
            np.array([float(np.array([c], np.uint8).view(dtype)[0]) for c in codes.reshape(-1)]).reshape(LANES, 32)
        bitstream = ((codes[:, :, None] >> np.arange(bits)) & 1).astype(np.uint8).reshape(LANES, 32 * bits)
        regs = np.packbits(bitstream, axis=1, bitorder="little").view(np.uint32).T.copy()
        return vals, regs
    (av, ar), (bv, br) = operand(cbsz), operand(blgp)
    na, nb = ar.shape[0], br.shape[0]
    c = rng.standard_normal((16, LANES)).astype(np.float32)
    args = [("a", "buffer"), ("b", "buffer"), ("c", "buffer"), ("d", "buffer")]
    body = prologue(args)
    for r in range(na):
        body.append(f"global_load_dword v{10 + r}, v100, s[4:5] offset:{256 * r}")
    for r in range(nb):
        body.append(f"global_load_dword v{20 + r}, v100, s[6:7] offset:{256 * r}")
    for r in range(16):
        body.append(f"global_load_dword v{30 + r}, v100, s[8:9] offset:{256 * r}")
    body += ["s_waitcnt vmcnt(0)",
             f"v_mfma_f32_32x32x64_f8f6f4 v[50:65], v[10:{10 + na - 1}], v[20:{20 + nb - 1}], v[30:45]"
             f" cbsz:{cbsz} blgp:{blgp}", "s_nop 15", "s_nop 4"]
    for r in range(16):
        body.append(f"global_store_dword v100, v{50 + r}, s[10:11] offset:{256 * r}")
    body.append("s_endpgm")
    out = run_kernel(load(make_kernel(body, args)), {"a": ar, "b": br, "c": c.copy(),
                                                      "d": np.zeros((16, LANES), np.float32)},
                     grid=1)["d"].reshape(16, LANES)
    dense_a, dense_b = np.zeros((32, 64)), np.zeros((32, 64))

    def k_of(t, j, fmt):
        if fmts[fmt][1] < 8:
            return 32 * (t // 32) + j
        return 16 * (t // 32) + j if j < 16 else 32 + 16 * (t // 32) + j - 16
    for t in range(LANES):
        for j in range(32):
            dense_a[t % 32, k_of(t, j, cbsz)] = av[t, j]
            dense_b[t % 32, k_of(t, j, blgp)] = bv[t, j]
    dot = dense_a @ dense_b.T  # exact: small formats, 64 terms
    pos = _c_rows(32)
    want = np.array([[np.float32(np.float32(dot[pos[r, t][0], pos[r, t][1]]) + c[r, t]) for t in range(LANES)]
                     for r in range(16)], np.float32)
    assert np.array_equal(out.view(np.uint32), want.view(np.uint32))


def test_cvt_scalef32_pk_fp4_f32_nearest_even_with_saturation():
    """Two FP32 values over a scale to E2M1 codes in one byte of vdst (op_sel[2:3] picks it):
    reference by search over the 8 magnitudes {0, .5, 1, 1.5, 2, 3, 4, 6}, ties to the even
    code, beyond 6 (and infinity) saturating."""
    mags = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6])

    def ref(x):
        m = min(abs(float(x)), 6.0)
        d = np.abs(mags - m)
        best = [i for i in range(8) if d[i] == d.min()]
        i = best[0] if len(best) == 1 else next(i for i in best if i % 2 == 0)
        return i | (8 if np.signbit(x) else 0)
    x = np.concatenate([[5.0, 0.25, 0.75, 2.5, 100.0, -100.0, np.inf, -0.0, 1.25, 3.5],
                        RNG.standard_normal(LANES - 10) * 4]).astype(np.float32)
    y = (RNG.standard_normal(LANES) * 8).astype(np.float32)
    scale = np.full(LANES, 0.5, np.float32)
    old = RNG.integers(0, 1 << 32, LANES, dtype=np.uint64).astype(np.uint32)
    out = _run_vector(["v_mov_b32 v10, v4", "v_cvt_scalef32_pk_fp4_f32 v10, v1, v2, v3 op_sel:[0,0,1,0]"],
                      [x.view(np.uint32), y.view(np.uint32), scale.view(np.uint32), old])
    byte = np.array([ref(a / 0.5) | (ref(b / 0.5) << 4) for a, b in zip(x, y)], np.uint32)
    assert np.array_equal(out[0], (old & ~np.uint32(0xFF00)) | (byte << 8))


def test_gpr_idx_mode_offsets_the_enabled_vgpr_operands():
    """s_set_gpr_idx_on s, gpr_idx(...) (the ISA guide's VGPR indexing mode): the following VALU
    operations add M0[7:0] to the VGPR numbers of the enabled operands (DST: AITER's topksoftmax
    writes a lane of v[11 + s] with v_writelane_b32); s_set_gpr_idx_off ends it. Reference: the
    rule in Python on the register numbers."""
    args = [("out", "buffer")]
    idx = 3
    body = prologue(args) + [f"v_mov_b32 v{20 + i}, {i}" for i in range(8)] + [
        "v_mov_b32 v10, 100", f"s_mov_b32 s30, {idx}", "s_mov_b32 s31, 5",
        "s_set_gpr_idx_on s30, gpr_idx(DST)", "v_writelane_b32 v20, 0, s31",  # v23[lane 5] = 0
        "v_mov_b32 v21, v10",  # v24 = 100
        "s_set_gpr_idx_off", "s_set_gpr_idx_on s30, gpr_idx(SRC0)", "v_mov_b32 v30, v20",  # v30 = v23
        "s_set_gpr_idx_off", "v_mov_b32 v31, v20"]  # plain again: v31 = v20
    regs = [20 + i for i in range(8)] + [30, 31]
    for j, r in enumerate(regs):
        body.append(f"global_store_dword v100, v{r}, s[4:5] offset:{256 * j}")
    body.append("s_endpgm")
    out = run_kernel(load(make_kernel(body, args)), {"out": np.zeros(len(regs) * LANES, np.uint32)},
                     grid=1)["out"].reshape(len(regs), LANES)
    want = {20 + i: np.full(LANES, i, np.uint32) for i in range(8)}
    want[20 + idx][5] = 0
    want[21 + idx][:] = 100
    want[30], want[31] = want[20 + idx].copy(), want[20].copy()
    for j, r in enumerate(regs):
        assert np.array_equal(out[j], want[r]), f"v{r}"


def test_buffer_load_short_d16_keeps_the_high_half():
    """buffer_load_short_d16 (AITER's bf16 topksoftmax): 16 bits into the low half, the high half
    kept (GFX9 D16 loads, LLVM's load-lo16.ll for gfx900); lanes past num_records load 0 into
    the low half. Reference: the rule on Python integers."""
    args = [("x", "buffer"), ("out", "buffer"), ("n", "u32")]
    x = RNG.integers(0, 1 << 16, 2 * LANES, dtype=np.uint64).astype(np.uint16)
    body = prologue(args) + ["s_mov_b32 s16, s4", "s_mov_b32 s17, s5", "s_mov_b32 s18, s8",
                             "s_mov_b32 s19, 0x27000", "v_lshlrev_b32 v101, 1, v0",
                             "v_mov_b32 v20, 0xabcd1234", "v_lshlrev_b32 v21, 20, v0",
                             "buffer_load_short_d16 v20, v101, s[16:19], 0 offen",
                             "buffer_load_short_d16 v21, v101, s[16:19], 0 offen offset:128",
                             "s_waitcnt vmcnt(0)",
                             "global_store_dword v100, v20, s[6:7]",
                             "global_store_dword v100, v21, s[6:7] offset:256", "s_endpgm"]
    n_bytes = 200  # the first load's 64 lanes in range, the second's lanes 0-35 only
    out = run_kernel(load(make_kernel(body, args)), {"x": x, "out": np.zeros(2 * LANES, np.uint32),
                                                     "n": n_bytes}, grid=1)["out"].reshape(2, LANES)
    for t in range(LANES):
        lo0 = int(x[t]) if 2 * t + 2 <= n_bytes else 0
        lo1 = int(x[64 + t]) if 128 + 2 * t + 2 <= n_bytes else 0
        assert out[0, t] == (0xABCD0000 | lo0)
        assert out[1, t] == (((t << 20) & 0xFFFF0000) | lo1)


def test_unaligned_loads_read_the_bytes_at_the_address():
    """launch(unaligned_loads=True) (ROCm's unaligned access mode; AITER's MXFP4 attention reads
    K scales at odd byte offsets): a dword at byte 4t + 1 is bytes 4t+1 .. 4t+4, through the
    global load, the buffer load and the load into LDS; without it the load is an error."""
    args = [("x", "buffer"), ("out", "buffer")]
    x = RNG.integers(0, 256, 4 * LANES + 16, dtype=np.uint64).astype(np.uint8)
    body = prologue(args) + ["v_lshlrev_b32 v101, 2, v0",
                             "global_load_dword v20, v101, s[4:5] offset:1",
                             "s_mov_b32 s16, s4", "s_mov_b32 s17, s5", "s_mov_b32 s18, 0x1000",
                             "s_mov_b32 s19, 0x27000", "buffer_load_dword v21, v101, s[16:19], 0 offen offset:3",
                             "s_mov_b32 m0, 0", "global_load_lds_dword v101, s[4:5] offset:2",
                             "s_waitcnt vmcnt(0)", "ds_read_b32 v22, v101", "s_waitcnt lgkmcnt(0)"]
    for j, r in enumerate((20, 21, 22)):
        body.append(f"global_store_dword v101, v{r}, s[6:7] offset:{256 * j}")
    body.append("s_endpgm")
    prog = load(make_kernel(body, args, lds=1024))
    out = run_kernel(prog, {"x": x, "out": np.zeros(3 * LANES, np.uint32)}, grid=1,
                     unaligned_loads=True)["out"].reshape(3, LANES)
    for j, off in enumerate((1, 3, 2)):
        want = np.array([int.from_bytes(x[4 * t + off:4 * t + off + 4].tobytes(), "little") for t in range(LANES)])
        assert np.array_equal(out[j], want.astype(np.uint32))
    with pytest.raises(EmulationError, match="unaligned"):
        run_kernel(prog, {"x": x, "out": np.zeros(3 * LANES, np.uint32)}, grid=1)


def test_ds_read_b64_tr_b4_is_the_tr_b8_rule_at_4_bits():
    """ds_read_b64_tr_b4 (AITER's f4f4 / f6f4 attention): within each 16 lanes, result lane i's
    nibble r is nibble i of lane r's 8-byte LDS row, the b8 rule (lane r*P + i // E, element
    i % E) with E = 16. A model choice stated in emulator/memory.py, not a hardware fact; this
    checks the vectorised transpose against that rule written per nibble."""
    args = [("x", "buffer"), ("out", "buffer")]
    x = RNG.integers(0, 1 << 32, 2 * LANES, dtype=np.uint64).astype(np.uint32)
    body = prologue(args) + ["v_lshlrev_b32 v101, 3, v0", "global_load_dwordx2 v[20:21], v101, s[4:5]",
                             "s_waitcnt vmcnt(0)", "ds_write_b64 v101, v[20:21]", "s_waitcnt lgkmcnt(0)",
                             "ds_read_b64_tr_b4 v[22:23], v101", "s_waitcnt lgkmcnt(0)",
                             "global_store_dwordx2 v101, v[22:23], s[6:7]", "s_endpgm"]
    out = run_kernel(load(make_kernel(body, args, lds=1024)), {"x": x, "out": np.zeros(2 * LANES, np.uint32)},
                     grid=1)["out"]
    rows = [int(x[2 * t]) | (int(x[2 * t + 1]) << 32) for t in range(LANES)]
    for t in range(LANES):
        g, i = t - t % 16, t % 16
        want = sum(((rows[g + r] >> (4 * i)) & 0xF) << (4 * r) for r in range(16))
        assert int(out[2 * t]) | (int(out[2 * t + 1]) << 32) == want, f"lane {t}"


def test_ds_read_b64_tr_b16_gives_each_lane_one_column_of_a_4x16_block():
    """ds_read_b64_tr_b16 as the CDNA4 ISA guide states it ('MFMA transpose load from LDS'): per 16
    lanes, lanes 4r .. 4r + 3 address row r (4 consecutive 16-bit elements each, in lane order)
    of a 4 x 16 block of a row-major matrix; afterwards lane i holds column i, rows 0..3 in its
    four 16-bit halves (4 consecutive K values of one column: the operand of a 16-bit MFMA). Rows
    here are 96 bytes apart and each group's block starts elsewhere, so only the lane addresses
    place the rows. Reference: that statement, element by element on the LDS contents (the BF16
    attention kernels read V^T so, issue 36)."""
    args = [("x", "buffer"), ("out", "buffer")]
    lds = 4096
    x = RNG.integers(0, 1 << 16, lds // 2, dtype=np.int64).astype(np.uint16)
    addr = np.zeros(LANES, np.uint32)
    for t in range(LANES):
        g, i = t // 16, t % 16
        addr[t] = 1024 * g + 40 + 96 * (i // 4) + 8 * (i % 4)
    body = prologue(args) + ["v_lshlrev_b32 v101, 2, v0", "v_lshlrev_b32 v102, 3, v0"]
    for k in range(lds // 256):  # x into LDS, 256 bytes per instruction
        body += [f"global_load_dword v20, v101, s[4:5] offset:{256 * k}", "s_waitcnt vmcnt(0)",
                 f"ds_write_b32 v101, v20 offset:{256 * k}"]
    body += ["s_waitcnt lgkmcnt(0)", f"v_add_u32 v104, {lds}, v101", "global_load_dword v103, v104, s[4:5]",
             "s_waitcnt vmcnt(0)",
             "ds_read_b64_tr_b16 v[22:23], v103", "s_waitcnt lgkmcnt(0)",
             "global_store_dwordx2 v102, v[22:23], s[6:7]", "s_endpgm"]
    buf = np.concatenate([x.view(np.uint32), addr])
    out = run_kernel(load(make_kernel(body, args, lds=lds)), {"x": buf, "out": np.zeros(2 * LANES, np.uint32)},
                     grid=1)["out"].view(np.uint16).reshape(LANES, 4)
    for t in range(LANES):
        g, i = t // 16, t % 16
        want = [x[(1024 * g + 40 + 96 * r) // 2 + i] for r in range(4)]
        assert out[t].tolist() == [int(w) for w in want], f"lane {t}"


def test_global_atomic_cmpswap_x2_swaps_where_equal_and_returns_the_old_value():
    """global_atomic_cmpswap_x2 (the ISA guide: tmp = MEM; MEM = tmp == cmp ? src : tmp; sc0
    returns tmp): every other lane's cmp matches memory. Reference: the rule on Python ints."""
    args = [("x", "buffer"), ("d", "buffer"), ("out", "buffer")]
    mem = RNG.integers(0, 1 << 63, LANES, dtype=np.int64).astype(np.uint64)
    src = RNG.integers(0, 1 << 63, LANES, dtype=np.int64).astype(np.uint64)
    cmp = np.where(np.arange(LANES) % 2 == 0, mem, mem ^ np.uint64(1))
    d = np.stack([src, cmp], axis=1).view(np.uint32)  # per lane: src lo, hi, cmp lo, hi
    body = prologue(args) + ["v_lshlrev_b32 v101, 3, v0", "v_lshlrev_b32 v102, 4, v0",
                             "global_load_dwordx4 v[20:23], v102, s[6:7]", "s_waitcnt vmcnt(0)",
                             "global_atomic_cmpswap_x2 v[24:25], v101, v[20:23], s[4:5] sc0",
                             "s_waitcnt vmcnt(0)", "global_store_dwordx2 v101, v[24:25], s[8:9]", "s_endpgm"]
    res = run_kernel(load(make_kernel(body, args)), {"x": mem.copy(), "d": d, "out": np.zeros(LANES, np.uint64)},
                     grid=1)
    even = np.arange(LANES) % 2 == 0
    assert np.array_equal(res["x"], np.where(even, src, mem))
    assert np.array_equal(res["out"], mem)


# ---- more forms AITER's objects use (a census of every gfx950 object's mnemonics found these
# without a test naming them): compares and selects against Python's integer / IEEE rules ----

S32 = {"i32": lambda v: v - (1 << 32) if v >> 31 else v, "u32": lambda v: v}
_SCALAR_CMP = {"eq": lambda a, b: a == b, "ge": lambda a, b: a >= b, "gt": lambda a, b: a > b,
               "le": lambda a, b: a <= b, "lt": lambda a, b: a < b}
_PAIRS = [(0, 0), (1, 2), (2, 1), (0xFFFFFFFF, 1), (1, 0xFFFFFFFF), (0x80000000, 0x7FFFFFFF),
          (0x7FFFFFFF, 0x80000000), (0x12345678, 0x12345678)]


@pytest.mark.parametrize("op", ["s_cmp_eq_i32", "s_cmp_ge_i32", "s_cmp_gt_u32", "s_cmp_le_i32", "s_cmp_le_u32"])
def test_scalar_compares_set_scc_by_their_signedness(op):
    _, rel, ty = op.split("_")[1:]
    got = [_salu([f"{op} s20, s21", "s_cselect_b32 s30, 1, 0"], ["s30"], [a, b])[0] for a, b in _PAIRS]
    want = [int(_SCALAR_CMP[rel](S32[ty](a), S32[ty](b))) for a, b in _PAIRS]
    assert got == want


def test_scalar_cmpk_cselect64_lshl1_add_min_xor():
    a, b = 0xF000_0003, 0x0000_1234
    got = _salu(["s_cmpk_eq_u32 s21, 0x1234", "s_cselect_b32 s30, 1, 0",
                 "s_cmpk_eq_u32 s20, 0x1234", "s_cselect_b32 s31, 1, 0",
                 "s_cmp_gt_u32 s20, s21", "s_cselect_b64 s[32:33], s[20:21], s[22:23]",
                 "s_cmp_gt_u32 s21, s20", "s_cselect_b64 s[34:35], s[20:21], s[22:23]",
                 "s_lshl1_add_u32 s36, s20, s21", "s_min_u32 s37, s20, s21", "s_xor_b32 s38, s20, s21"],
                ["s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38"], [a, b, 0xAAAA5555, 0x0F0F0F0F])
    assert got == [1, 0, a, b, 0xAAAA5555, 0x0F0F0F0F, ((a << 1) + b) & M32, min(a, b), a ^ b]


@pytest.mark.parametrize("op", ["v_cmp_le_u32_e32", "v_cmp_lt_u32_e32", "v_cmp_le_u32_e64", "v_cmp_lt_u32_e64",
                                "v_cmp_ge_u32_e64", "v_cmp_ge_i32_e64", "v_cmp_le_i32_e64"])
def test_vector_integer_compares_write_the_lane_mask(op):
    x = np.concatenate([np.array([a for a, _ in _PAIRS], np.uint32), _u32(LANES - len(_PAIRS))])
    y = np.concatenate([np.array([b for _, b in _PAIRS], np.uint32), _u32(LANES - len(_PAIRS))])
    y[40:48] = x[40:48]  # some equal lanes
    mask = "vcc" if op.endswith("_e32") else "s[30:31]"
    sel = "v_cndmask_b32 v10, 0, 1, vcc" if mask == "vcc" else "v_cndmask_b32_e64 v10, 0, 1, s[30:31]"
    out = _run_vector([f"{op} {mask}, v1, v2", sel], [x, y])
    rel, ty = op.split("_")[2], op.split("_")[3]
    want = [int(_SCALAR_CMP[rel](S32[ty](int(a)), S32[ty](int(b)))) for a, b in zip(x, y)]
    assert out[0].tolist() == want


def test_vector_float_and_64_bit_compares():
    x = np.concatenate([[1.0, 2.0, np.nan, 0.0, -0.0, np.inf, -np.inf, 3.0], RNG.standard_normal(LANES - 8)]).astype(np.float32)
    y = np.concatenate([[1.0, 1.0, 1.0, -0.0, 0.0, np.inf, 1.0, np.nan], RNG.standard_normal(LANES - 8)]).astype(np.float32)
    lo, hi = _u32(LANES), _u32(LANES) & 3  # 64-bit values differing in the high dword too
    lo2, hi2 = _u32(LANES), _u32(LANES) & 3
    out = _run_vector(["v_cmp_ge_f32_e64 s[30:31], v1, v2", "v_cndmask_b32_e64 v10, 0, 1, s[30:31]",
                       "v_cmp_nge_f32_e32 vcc, v1, v2", "v_cndmask_b32 v11, 0, 1, vcc",
                       "v_mov_b32 v20, v3", "v_mov_b32 v21, v4", "v_mov_b32 v22, v5", "v_mov_b32 v23, v6",
                       "v_cmp_le_u64_e64 s[30:31], v[20:21], v[22:23]", "v_cndmask_b32_e64 v12, 0, 1, s[30:31]"],
                      [x.view(np.uint32), y.view(np.uint32), lo, hi, lo2, hi2], 3)
    xf, yf = x.astype(np.float64), y.astype(np.float64)
    with np.errstate(invalid="ignore"):
        ge = xf >= yf  # IEEE: false when either is NaN; nge is its negation (true on NaN)
    assert out[0].tolist() == ge.astype(int).tolist()
    assert out[1].tolist() == (~ge).astype(int).tolist()
    a64 = lo.astype(np.uint64) | (hi.astype(np.uint64) << np.uint64(32))
    b64 = lo2.astype(np.uint64) | (hi2.astype(np.uint64) << np.uint64(32))
    assert out[2].tolist() == (a64 <= b64).astype(int).tolist()


def test_subrev_and_min_u32():
    x, y = _u32(LANES), _u32(LANES)
    out = _run_vector(["v_subrev_u32_e32 v10, v1, v2", "v_min_u32_e32 v11, v1, v2"], [x, y], 2)
    xi, yi = x.astype(np.int64), y.astype(np.int64)
    assert np.array_equal(out[0], ((yi - xi) & M32).astype(np.uint32))
    assert np.array_equal(out[1], np.minimum(x, y))


# ---- DPP controls AITER's pa / topksoftmax / bwd / mla objects use, against the ISA guide's
# lane rules (wave64 rows of 16 lanes; DPP moves src0 only; a lane whose source is out of its row
# keeps its destination unless bound_ctrl, which reads 0 instead) ----

def _dpp_source(control: str) -> tuple[np.ndarray, np.ndarray]:
    """(source lane of each lane, whether it is in range) for one DPP control."""
    lane = np.arange(LANES)
    row, pos = lane // 16 * 16, lane % 16
    kind, _, arg = control.partition(":")
    if kind == "quad_perm":
        perm = [int(v) for v in arg.strip("[]").split(",")]
        return lane // 4 * 4 + np.array([perm[i % 4] for i in lane]), np.ones(LANES, bool)
    n = int(arg)
    if kind == "row_shr":
        return row + pos - n, pos >= n
    if kind == "row_ror":
        return row + (pos - n) % 16, np.ones(LANES, bool)
    if kind == "row_newbcast":
        return row + n, np.ones(LANES, bool)
    raise ValueError(control)


@pytest.mark.parametrize("inst, control, bound", [
    ("v_max_f32_dpp", "quad_perm:[1,0,3,2]", False), ("v_max_f32_dpp", "quad_perm:[2,3,0,1]", False),
    ("v_max_f32_dpp", "row_shr:8", False), ("v_add_f32_dpp", "row_ror:8", False),
    ("v_add_f32_dpp", "row_ror:4", False),  # (a rotation by 8 of 16 lanes cannot tell direction)
    ("v_subrev_f32_dpp", "quad_perm:[3,3,3,3]", False), ("v_or_b32_dpp", "row_shr:8", True),
    ("v_mul_u32_u24_dpp", "row_newbcast:8", False)])
def test_dpp_controls_move_src0_by_the_isa_lane_rules(inst, control, bound):
    x, y = RNG.standard_normal(LANES).astype(np.float32), RNG.standard_normal(LANES).astype(np.float32)
    if inst in ("v_or_b32_dpp", "v_mul_u32_u24_dpp"):
        x, y = _u32(LANES).view(np.float32), _u32(LANES).view(np.float32)
    suffix = " bound_ctrl:1" if bound else ""
    out = _run_vector(["v_mov_b32 v10, v2", f"{inst} v10, v1, v10 {control} row_mask:0xf bank_mask:0xf{suffix}"],
                      [x.view(np.uint32), y.view(np.uint32)])
    src, valid = _dpp_source(control)
    xs = x[np.clip(src, 0, LANES - 1)].astype(np.float64)
    xu = x.view(np.uint32)[np.clip(src, 0, LANES - 1)].astype(np.int64)
    yf, yu = y.astype(np.float64), y.view(np.uint32).astype(np.int64)
    op = inst.removesuffix("_dpp")
    if op == "v_max_f32":
        want = np.maximum(xs, yf).astype(np.float32).view(np.uint32)
    elif op == "v_add_f32":
        want = (xs + yf).astype(np.float32).view(np.uint32)
    elif op == "v_subrev_f32":
        want = (yf - xs).astype(np.float32).view(np.uint32)
    elif op == "v_or_b32":
        want = (np.where(valid, xu, 0) | yu).astype(np.uint32)
    else:  # v_mul_u32_u24: the low 24 bits of each, low 32 bits of the product
        want = (((xu & 0xFFFFFF) * (yu & 0xFFFFFF)) & M32).astype(np.uint32)
    if not bound:
        want = np.where(valid, want, y.view(np.uint32))
    assert np.array_equal(out[0], want)


@pytest.mark.parametrize("word", [0, 1])
def test_cvt_pk_f32_fp8_sdwa_converts_the_selected_word(word):
    x = _u32(LANES)
    out = _run_vector([f"v_cvt_pk_f32_fp8_sdwa v[10:11], v1 src0_sel:WORD_{word}"], [x], 2)
    b = x.view(np.uint8).reshape(LANES, 4)[:, 2 * word:2 * word + 2]
    want = b.copy().view(ml_dtypes.float8_e4m3fn).astype(np.float32)
    for k in range(2):
        got = out[k].view(np.float32)
        assert np.array_equal(np.isnan(got), np.isnan(want[:, k]))
        ok = ~np.isnan(want[:, k])
        assert np.array_equal(got[ok].view(np.uint32), want[ok, k].view(np.uint32))


def test_ds_read_u8_zero_extends_the_byte_at_each_lanes_address():
    """ds_read_u8 (the ISA guide: one byte from LDS, zero-extended to 32 bits; AITER's fmoe
    objects): lanes read odd and even byte addresses, some bytes >= 0x80 (no sign extension).
    Reference: the byte of the LDS contents at that address."""
    args = [("x", "buffer"), ("out", "buffer")]
    lds = 1024
    x = RNG.integers(0, 256, lds, dtype=np.int64).astype(np.uint8)
    addr = ((np.arange(LANES) * 13 + 7) % lds).astype(np.uint32)
    body = prologue(args) + ["v_lshlrev_b32 v101, 2, v0"]
    for k in range(lds // 256):  # x into LDS, 256 bytes per instruction
        body += [f"global_load_dword v20, v101, s[4:5] offset:{256 * k}", "s_waitcnt vmcnt(0)",
                 f"ds_write_b32 v101, v20 offset:{256 * k}"]
    body += ["s_waitcnt lgkmcnt(0)", f"v_add_u32 v104, {lds}, v101", "global_load_dword v103, v104, s[4:5]",
             "s_waitcnt vmcnt(0)", "ds_read_u8 v22, v103", "s_waitcnt lgkmcnt(0)",
             "global_store_dword v101, v22, s[6:7]", "s_endpgm"]
    buf = np.concatenate([x.view(np.uint32), addr])
    out = run_kernel(load(make_kernel(body, args, lds=lds)), {"x": buf, "out": np.zeros(LANES, np.uint32)},
                     grid=1)["out"]
    assert out.tolist() == [int(x[a]) for a in addr]
