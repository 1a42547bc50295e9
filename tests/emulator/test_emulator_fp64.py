"""FP64 arithmetic and the FP32 <-> FP64 conversions under every MODE round / denorm mode.

Oracle (independent of zyfagen/emulator/fp64.py's floor-based rounding): CPython's own
correctly rounded nearest-even result (float(Fraction), an exact integer division; numpy's
float64 -> float32 cast for FP32 results), moved one step with math.nextafter / numpy.nextafter
when the exact rational value (fractions.Fraction) lies on the wrong side of it for the
direction; IEEE 754 6.3 exact-zero signs; the AMDGPUUsage denorm meanings (0 flush inputs and
results, 1 results, 2 inputs, 3 none), for FP64 by FLOAT_*_16_64 and for FP32 by FLOAT_*_32
(field choice: Mesa ACO aco_insert_fp_mode.cpp). Kernels by hand, assembled by clang-22.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from zyfagen.emulator import load, run_kernel

from emulator_util import LANES, make_kernel, prologue

ARGS = [("x", "buffer"), ("y", "buffer"), ("z", "buffer"), ("out", "buffer")]
TINY64 = 2.0 ** -1022
MAX32 = float(np.finfo(np.float32).max)


def _direct(q: Fraction, r: float, rmode: int, step, top: float) -> float:
    """r = nearest-even rounding of q (inf on overflow); the directed result."""
    if rmode == 0:
        return r
    if math.isinf(r):  # overflow: RNE went to inf
        to_max = rmode == 3 or (rmode == 1 and q < 0) or (rmode == 2 and q > 0)
        return math.copysign(top, r) if to_max else r
    fr = Fraction(r)
    if rmode == 1 and fr < q:
        return step(r, math.inf)
    if rmode == 2 and fr > q:
        return step(r, -math.inf)
    if rmode == 3 and abs(fr) > abs(q):
        return step(r, 0.0)
    return r


def _rne64(q: Fraction) -> float:
    try:
        return float(q)
    except OverflowError:
        return math.inf if q > 0 else -math.inf


def _flush(v: float, tiny: float) -> float:
    return math.copysign(0.0, v) if v != 0 and abs(v) < tiny else v


def _neg(v: float) -> bool:
    return math.copysign(1.0, v) < 0


def _f64_op(kind, a, b, c, rmode, d):
    fin, fout = d in (0, 2), d in (0, 1)
    if fin:
        a, b, c = (_flush(v, TINY64) for v in (a, b, c))
    if kind == "mul":
        q, zneg = Fraction(a) * Fraction(b), _neg(a) != _neg(b)
        x = y = None
    else:
        x, nx = (Fraction(a), _neg(a)) if kind == "add" else (Fraction(a) * Fraction(b), _neg(a) != _neg(b))
        y, ny = (Fraction(b), _neg(b)) if kind == "add" else (Fraction(c), _neg(c))
        q = x + y
        zeros = x == 0 and y == 0
        zneg = (nx and ny) if zeros and nx == ny else rmode == 2
    if q == 0:
        r = -0.0 if zneg else 0.0
    else:
        r = _direct(q, _rne64(q), rmode, math.nextafter, float(np.finfo(np.float64).max))
    return _flush(r, TINY64) if fout else r


def _cvt_f32_f64(a, rmode32, d32, d64):
    if d64 in (0, 2):
        a = _flush(a, TINY64)
    with np.errstate(over="ignore"):
        r = float(np.float64(a).astype(np.float32))
    if a != 0:
        step = lambda v, t: float(np.nextafter(np.float32(v), np.float32(t)))  # noqa: E731
        r = _direct(Fraction(a), r, rmode32, step, MAX32)
    return _flush(r, 2.0 ** -126) if d32 in (0, 1) else r


def _inputs():
    tiny, sub = TINY64, 2.0 ** -1074
    big = float(np.finfo(np.float64).max)
    cases = [
        (1.0, 2.0 ** -53, 0.5), (1.0, 3 * 2.0 ** -54, 1.0), (-1.0, -(2.0 ** -53), -1.0),
        (1.5, -1.5, 0.0), (-0.0, 0.0, -0.0), (-0.0, -0.0, 0.0), (0.0, 0.0, -0.0), (3.0, -3.0, -0.0),
        (big, big, -big), (-big, -big, big), (big, 2.0 ** 970, 1.0), (3 * sub, 0.5, 0.0),
        (sub, sub, sub), (tiny, -sub, 0.0), (tiny - sub, sub, 1.0), (-3 * sub, 0.25, -0.0),
        (2.0 ** -600, 2.0 ** -500, 0.0), (0.1, 10.0, -1.0), (1 / 3, 3.0, -1.0), (5 * sub, -5 * sub, sub),
        (1.0 + 2.0 ** -52, 1.0 - 2.0 ** -53, -1.0), (1.0 + 2.0 ** -24, 2.0, 0.0),   # FP32 ties
        (3.4028235677973366e38, 1.0, 0.0), (-3.5e38, 1.0, 0.0), (1e-40, 1.0, 0.0),  # FP32 range
        (2.0 ** -150, 1.0, 0.0), (-(2.0 ** -149) * 1.5, 1.0, 0.0), (1e-310, 1e10, 1e-300),
    ]
    rng = np.random.default_rng(64)
    rows = [list(c) for c in cases]
    while len(rows) < LANES:
        e = rng.integers(-1074, 1024, 3) if len(rows) % 2 else rng.integers(-160, 130, 3)
        rows.append(list(np.ldexp(rng.uniform(1, 2, 3), e) * rng.choice([-1, 1], 3)))
    arr = np.array(rows, np.float64)
    return arr[:, 0].copy(), arr[:, 1].copy(), arr[:, 2].copy()


OPS = [("add", "v_add_f64 v[10:11], v[2:3], v[4:5]"), ("mul", "v_mul_f64 v[10:11], v[2:3], v[4:5]"),
       ("fma", "v_fma_f64 v[10:11], v[2:3], v[4:5], v[6:7]"), ("cvt32", "v_cvt_f32_f64 v10, v[2:3]"),
       ("cvt64", "v_cvt_f64_f32 v[10:11], v10")]
MODES = [r | r << 2 | d << 4 | d << 6 for d in (3, 0, 1, 2) for r in range(4)]


def test_fp64_ops_and_conversions_under_every_mode_lane_by_lane():
    x, y, z = _inputs()
    body = prologue(ARGS) + ["v_lshlrev_b32 v101, 3, v0"]
    for i, reg in enumerate(("v[2:3]", "v[4:5]", "v[6:7]")):
        body.append(f"global_load_dwordx2 {reg}, v101, s[{4 + 2 * i}:{5 + 2 * i}]")
    body.append("s_waitcnt vmcnt(0)")
    row = 0
    for mode in MODES:
        body.append(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x{mode:x}")
        for kind, line in OPS:
            if kind == "cvt64":  # v10 = the FP32 bits of x's low dword, converted up
                body.append("v_mov_b32 v10, v2")
            body += [line, f"s_add_u32 s20, s10, {row * 512}", "s_addc_u32 s21, s11, 0",
                     "global_store_dwordx2 v101, v[10:11], s[20:21]"]
            row += 1
    code = make_kernel(body + ["s_endpgm"], ARGS)
    out = np.zeros((row, LANES), np.float64)
    got = run_kernel(load(code), {"x": x, "y": y, "z": z, "out": out}, grid=(1, 1, 1))["out"]
    got_bits = got.view(np.uint64)
    failures, row = [], 0
    for mode in MODES:
        r, d = mode & 3, (mode >> 4) & 3
        for kind, _ in OPS:
            for lane in range(LANES):
                a, b, c = float(x[lane]), float(y[lane]), float(z[lane])
                if kind in ("add", "mul", "fma"):
                    want = np.float64(_f64_op(kind, a, b, c, r, d)).view(np.uint64)
                    have = got_bits[row, lane]
                elif kind == "cvt32":
                    want = np.float32(_cvt_f32_f64(a, r, d, d)).view(np.uint32)
                    have = np.uint32(got_bits[row, lane] & 0xFFFFFFFF)
                else:
                    f = float(np.uint32(np.float64(a).view(np.uint64) & 0xFFFFFFFF).view(np.float32))
                    if math.isnan(f):
                        row_ok = math.isnan(got[row, lane])
                        failures += [] if row_ok else [(kind, hex(mode), lane)]
                        continue
                    want = np.float64(_flush(f, 2.0 ** -126) if d in (0, 2) else f).view(np.uint64)
                    have = got_bits[row, lane]
                if want != have:
                    failures.append((kind, hex(mode), lane, a, b, c, hex(int(have)), hex(int(want))))
            row += 1
    assert failures[:6] == []
    # not vacuous: directed modes and flushes change FP64 results
    assert not np.array_equal(got[0], got[5]) and not np.array_equal(got[0], got[20])  # add: RU, flush
