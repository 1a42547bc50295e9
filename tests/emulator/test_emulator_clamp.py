"""The `clamp` modifier of packed FP32 (v_pk_fma_f32) and lean P's fma_perm conversion, run as
clang-22-assembled kernels in the emulator. Oracles: an exact fma from Python fractions with
numpy's clip (independent of zyfagen.emulator.fpmath), and numpy's rint for the bytes of
v_cvt_pk_u8_f32 (round half to even, clamp 0..255, NaN -> 0)."""
from fractions import Fraction

import numpy as np
import pytest

from emulator_util import LANES, make_kernel, prologue, run_kernel
from zyfagen.emulator import load

RNG = np.random.default_rng(30)
F32 = np.float32


@pytest.fixture(autouse=True)
def _quiet_numpy():
    with np.errstate(all="ignore"):
        yield


def _fma_exact(a, b, c) -> np.ndarray:
    """fp32 fma with one round-half-even, from the exact rational value (specials by float64)."""
    out = np.empty(LANES, F32)
    for i in range(LANES):
        if not (np.isfinite(a[i]) and np.isfinite(b[i]) and np.isfinite(c[i])):
            out[i] = F32(np.float64(a[i]) * np.float64(b[i]) + np.float64(c[i]))
            continue
        exact = Fraction(float(a[i])) * Fraction(float(b[i])) + Fraction(float(c[i]))
        if exact == 0:
            out[i] = F32(np.float64(a[i]) * np.float64(b[i]) + np.float64(c[i]))
            continue
        f = F32(float(exact))
        cands = [np.nextafter(f, F32(-np.inf)), f, np.nextafter(f, F32(np.inf))]
        out[i] = min(cands, key=lambda q: (abs(Fraction(float(q)) - exact) if np.isfinite(q) else 2 ** 200,
                                           int(np.array(q).view(np.uint32)) & 1))
    return out


def _run(body_ops: list[str], nout: int, x, y, z, dx10_clamp: bool = True) -> np.ndarray:
    """x, y, z (one fp32 per lane) in v1, v2, v3; each op sequence leaves out[i] in v10."""
    args = [("x", "buffer"), ("y", "buffer"), ("z", "buffer"), ("out", "buffer")]
    body = prologue(args) + [f"global_load_dword v{1 + i}, v100, s[{4 + 2 * i}:{5 + 2 * i}]" for i in range(3)]
    body.append("s_waitcnt vmcnt(0)")
    for i, op in enumerate(body_ops):
        body += [op, f"s_add_u32 s20, s10, {i * 256}", "s_addc_u32 s21, s11, 0",
                 "global_store_dword v100, v10, s[20:21]"]
    body.append("s_endpgm")
    out = np.zeros((nout, LANES), np.uint32)
    arrays = {n: np.ascontiguousarray(np.asarray(a, F32)).view(np.uint32) for n, a in (("x", x), ("y", y), ("z", z))}
    res = run_kernel(load(make_kernel(body, args, dx10_clamp=dx10_clamp)), {**arrays, "out": out}, grid=(1, 1, 1))
    return res["out"]


PAIRS = "\n".join(["v_mov_b32 v20, v1", "v_mov_b32 v21, v2", "v_mov_b32 v22, v2", "v_mov_b32 v23, v3",
                   "v_mov_b32 v24, v3", "v_mov_b32 v25, v1"])
PK_CLAMP = PAIRS + "\nv_pk_fma_f32 v[10:11], v[20:21], v[22:23], v[24:25] clamp"


def _clamp_inputs():
    x = (RNG.standard_normal(LANES) * 1.5).astype(F32)
    y = (RNG.standard_normal(LANES) * 1.5).astype(F32)
    z = (RNG.standard_normal(LANES) * 0.7).astype(F32)
    special = [(np.nan, 1, 1), (1, np.nan, 0), (np.inf, 1, 0), (-np.inf, 1, 0), (np.inf, 0, 0),
               (1, 1, 0), (0.5, 2, 0), (1, 1, 2.0 ** -30), (-0.0, 1, -0.0), (1e-30, 1e-10, 0),
               (1, 1e-40, 0), (3e38, 10, 0), (-3e38, 10, 0), (0.25, 4, -1e-45)]
    for i, (a, b, c) in enumerate(special):
        x[i], y[i], z[i] = a, b, c
    return x, y, z


@pytest.mark.parametrize("dx10", [True, False])
def test_pk_fma_clamp_both_halves(dx10):
    """lo = clamp(fma(x, y, z)), hi = clamp(fma(y, z, x)); NaN -> +0 only with DX10_CLAMP."""
    x, y, z = _clamp_inputs()
    out = _run([PK_CLAMP, PK_CLAMP + "\nv_mov_b32 v10, v11"], 2, x, y, z, dx10_clamp=dx10)
    for got, r in zip(out, (_fma_exact(x, y, z), _fma_exact(y, z, x))):
        ref = np.clip(r, F32(0), F32(1)).astype(F32)  # numpy clip keeps NaN
        if dx10:
            ref = np.where(np.isnan(r), F32(0), ref).astype(F32)
        g = got.view(F32)
        same = (got == ref.view(np.uint32)) | (np.isnan(g) & np.isnan(ref)) | ((g == 0) & (ref == 0))
        assert same.all(), [(i, g[i], ref[i]) for i in np.flatnonzero(~same)]
    assert (out[0].view(F32)[:2] == 0).all() == dx10  # the NaN lanes


def _u8_rint(x) -> np.ndarray:
    """v_cvt_pk_u8_f32's byte: round half to even, clamp to 0..255, NaN -> 0 (numpy)."""
    r = np.rint(np.where(np.isnan(x), 0.0, np.asarray(x, np.float64)))
    return np.clip(r, 0, 255).astype(np.uint32)


# scale A8 and B by 2^-8 (exact for normal values and for 0, inf, NaN), then the kernel's
# clamped packed FMA, y + 2^15 (rounds 256 y to an integer in the low mantissa bits) and a
# v_perm_b32 of byte 0; the same with the magic 2^23 + 256 y as a second FMA
FMA_PERM = "\n".join([
    "v_mul_f32 v30, 0x3b800000, v2", "v_mul_f32 v31, 0x3b800000, v3",
    "v_mov_b32 v40, v1", "v_mov_b32 v41, v1", "v_mov_b32 v42, v30", "v_mov_b32 v43, v30",
    "v_mov_b32 v44, v31", "v_mov_b32 v45, v31",
    "s_mov_b32 s40, 0x47000000", "s_mov_b32 s42, 0x0c0c0400",
    "v_pk_fma_f32 v[46:47], v[40:41], v[42:43], v[44:45] clamp",
    "v_pk_add_f32 v[46:47], v[46:47], s[40:41] op_sel_hi:[1,0]",
    "v_perm_b32 v10, v47, v46, s42",
])
FMA_FMA_PERM = FMA_PERM.replace("v_pk_add_f32 v[46:47], v[46:47], s[40:41] op_sel_hi:[1,0]",
                                "s_mov_b32 s40, 0x43800000\nv_mov_b32 v48, 0x4b000000\nv_mov_b32 v49, 0x4b000000\n"
                                "v_pk_fma_f32 v[46:47], v[46:47], s[40:41], v[48:49] op_sel_hi:[1,0,1]")


def _conversion_inputs():
    """(S, A8, B) per lane: x = fma(S, A8, B) is lean P's FMA. Exact ties k + 1/2 (A8 = 1,
    B = 56), their fp32 neighbours, the ends 255.5 and 256, specials, and random kernel-like
    scores; A8 and B normal (or 0, inf, NaN) or, for tiny A8, scores within 2^26 and B of a
    lean addend, as every kernel input is (docs/attention.md, step 4)."""
    s = (RNG.standard_normal(LANES) * 20).astype(F32)
    a8 = (RNG.uniform(0.5, 12, LANES)).astype(F32)
    b = (RNG.uniform(-200, 300, LANES)).astype(F32)
    cases = []
    for k in (0, 1, 2, 3, 54, 55, 56, 57, 119, 120, 126, 254, 255):
        t = F32(k + 0.5 - 56)
        cases += [(t, 1, 56), (np.nextafter(t, F32(-1e9)), 1, 56), (np.nextafter(t, F32(1e9)), 1, 56)]
    cases += [(199.5, 1, 56), (200, 1, 56), (np.nextafter(F32(199.5), F32(0)), 1, 56), (1e30, 1, 56),
              (-1e30, 1, 56), (np.nan, 1, 56), (np.inf, 1, 56), (-np.inf, 1, 56), (1, np.inf, 56),
              (1, np.nan, 56), (3e38, 3e38, 0), (-3e38, 3e38, 0), (-56.3, 1, 56), (-56.5, 1, 56),
              (-0.0, 1, 0), (1e-40, 1, 0), (3, 1e-44, 56.5), (2 ** 25, 2 ** -130, 55.5), (0, 0, 0),
              (7.25, 8, -1e-30), (1, 1, 0.5), (1, 1, 1.5)]
    for i, (si, ai, bi) in enumerate(cases):
        s[i], a8[i], b[i] = si, ai, bi
    return s, a8, b


def test_fma_perm_gives_the_bytes_of_cvt_pk_u8_below_255_5():
    """Byte 0 of the fma_perm sequence equals v_cvt_pk_u8_f32 of x = fma(S, A8, B) for every
    x below 255.5 (ties, NaN and -inf included) and is 0 from 255.5 on (+inf included): the
    reference's p_convert fma_perm rule."""
    s, a8, b = _conversion_inputs()
    old, new, xs, new2 = _run(["v_fma_f32 v11, v1, v2, v3\nv_mov_b32 v10, 0\nv_cvt_pk_u8_f32 v10, v11, 0, v10",
                               FMA_PERM, "v_fma_f32 v10, v1, v2, v3", FMA_FMA_PERM], 4, s, a8, b)
    assert (new2 == new).all()
    x = _fma_exact(s, a8, b)
    assert ((xs == x.view(np.uint32)) | np.isnan(x)).all()  # the emulator's fma, independently
    assert (old == _u8_rint(x)).all()
    want = np.where(x >= 255.5, 0, _u8_rint(x))
    assert ((new & 0xFF) == want).all(), [(i, s[i], a8[i], b[i], x[i], new[i]) for i in np.flatnonzero((new & 0xFF) != want)]
    assert ((new >> 8 & 0xFF) == want).all() and (new >> 16 == 0).all()  # the hi half: same x
    assert {0, 1, 2, 4, 54, 56, 120, 126, 255} <= set(old.tolist())  # ties went both ways
    assert (x >= 255.5).any() and (old[x >= 255.5] == 255).all()


def test_fma_perm_packs_four_bytes():
    """The dword of slots 0-3 as the kernel makes it: clamp(x / 256) by the FMA, + 2^15, two
    v_perm_b32 to [b0, b1, 0, 0] and [0, 0, b2, b3], one v_or_b32."""
    x = (RNG.standard_normal(LANES) * 60 + 40).astype(F32)
    y = (RNG.standard_normal(LANES) * 60 + 40).astype(F32)
    z = (RNG.standard_normal(LANES) * 60 + 40).astype(F32)
    x[:4] = [np.nan, 300, -1, 255.5]
    seq = "\n".join([
        "v_add_f32 v4, 1.0, v1",  # the fourth value: x + 1
        "s_mov_b32 s40, 0x3b800000", "s_mov_b32 s44, 0x47000000",
        "s_mov_b32 s42, 0x0c0c0400", "s_mov_b32 s43, 0x04000c0c",
        "v_mov_b32 v20, v1", "v_mov_b32 v21, v2", "v_mov_b32 v22, v3", "v_mov_b32 v23, v4",
        "v_pk_fma_f32 v[20:21], v[20:21], s[40:41], v[50:51] op_sel_hi:[1,0,0] clamp",
        "v_pk_fma_f32 v[22:23], v[22:23], s[40:41], v[50:51] op_sel_hi:[1,0,0] clamp",
        "v_pk_add_f32 v[20:21], v[20:21], s[44:45] op_sel_hi:[1,0]",
        "v_pk_add_f32 v[22:23], v[22:23], s[44:45] op_sel_hi:[1,0]",
        "v_perm_b32 v10, v21, v20, s42", "v_perm_b32 v22, v23, v22, s43", "v_or_b32 v10, v10, v22"])
    out = _run(["v_mov_b32 v50, 0\n" + seq], 1, x, y, z)[0]
    vals = [x, y, z, (x + F32(1)).astype(F32)]
    want = sum(np.where(v >= 255.5, 0, _u8_rint(v)).astype(np.uint32) << np.uint32(8 * i) for i, v in enumerate(vals))
    assert (out == want).all()
