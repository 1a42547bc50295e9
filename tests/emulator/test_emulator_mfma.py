"""MFMA semantics and register layouts.

Layouts are written out here independently of zyfagen/emulator/mfma.py, from the ROCm blog
"Matrix Core Programming on AMD CDNA3 and CDNA4 architecture"
(rocm.blogs.amd.com/software-tools-optimization/matrix-cores-cdna) and, for the CDNA3 FP8
forms, the AMD matrix instruction calculator (github.com/ROCm/amd_matrix_instruction_calculator):
- 32x32x64 f8f6f4: lane t holds row t%32 of A (column of B), bytes 0-15 = K 16*(t//32)+0..15,
  bytes 16-31 = K 32+16*(t//32)+0..15; D register 4i+j = row 8i+4*(t//32)+j, column t%32.
- 16x16x128 f8f6f4: row t%16, bytes 0-15 = K 16*(t//16)+0..15, bytes 16-31 = K 64+16*(t//16)+..;
  D register j = row 4*(t//16)+j, column t%16.
- CDNA3 32x32x16 / 16x16x32 fp8: 8 bytes per lane, K 8*(t//32)+0..7 / 8*(t//16)+0..7.
- Scaled forms: the E8M0 scale of row m (column n), K block b of 32 sits in lane m + M*b.
Random FP8 matrices make every element matter (a misplaced element changes the product), and
the same layouts are checked end to end by Triton's GEMM kernels (test_emulator_triton.py).
Reference arithmetic: exact integer / rational sums rounded once to FP32, then + C in FP32 (the
documented accumulation model).
"""
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import load, run_kernel

E4M3, E5M2 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
ARGS = [("a", "buffer"), ("b", "buffer"), ("c", "buffer"), ("out", "buffer"), ("sa", "buffer"),
        ("sb", "buffer")]


def _pack(codes: np.ndarray, m: int, kind: str) -> np.ndarray:
    """(M, K) byte matrix -> per-lane operand bytes (64, nbytes)."""
    k = codes.shape[1]
    nbytes = 32 if kind == "f8f6f4" else 8
    out = np.zeros((LANES, nbytes), np.uint8)
    for t in range(LANES):
        row, g = t % m, t // m
        for j in range(nbytes):
            if kind == "f8f6f4":
                kk = (16 * g + j) if j < 16 else (k // 2 + 16 * g + j - 16)
            else:
                kk = 8 * g + j
            out[t, j] = codes[row, kk]
    return out


def _c_pos(m: int, t: int, r: int) -> tuple[int, int]:
    if m == 32:
        i, j = r // 4, r % 4
        return 8 * i + 4 * (t // 32) + j, t % 32
    return 4 * (t // 16) + r, t % 16


def _c_regs(cmat: np.ndarray) -> np.ndarray:
    m = cmat.shape[0]
    regs = np.zeros((LANES, 16), np.float32)
    for t in range(LANES):
        for r in range(m * m // LANES):
            regs[t, r] = cmat[_c_pos(m, t, r)]
    return regs


def _c_matrix(regs: np.ndarray, m: int) -> np.ndarray:
    out = np.zeros((m, m), np.float32)
    for t in range(LANES):
        for r in range(m * m // LANES):
            out[_c_pos(m, t, r)] = regs[t, r]
    return out


def _round_f32(x: Fraction) -> np.float32:
    f = np.float32(float(x))
    cands = [np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))]
    return min(cands, key=lambda q: (abs(Fraction(float(q)) - x), int(np.array(q).view(np.uint32)) & 1))


def _exact_ints(codes, dtype):
    """FP8 codes -> (Python-int values, power-of-two exponent) with value = int * 2^exp."""
    v = codes.view(dtype).astype(np.float64)
    exp = -9 if dtype == E4M3 else -16
    return (v * 2.0 ** -exp).astype(np.int64).astype(object), exp


def _reference(a, b, cmat, fa=E4M3, fb=E4M3, sa=None, sb=None):
    """fp32(fp32(exact sum of A B^T, blocks scaled by 2^(sa+sb-254)) + C)."""
    m, k = a.shape
    ai, ea = _exact_ints(a, fa)
    bi, eb = _exact_ints(b, fb)
    nblk = 1 if sa is None else k // 32
    step = k // nblk
    out = np.zeros((m, m), np.float32)
    sums = [ai[:, s * step:(s + 1) * step] @ bi[:, s * step:(s + 1) * step].T for s in range(nblk)]
    for i in range(m):
        for j in range(m):
            total = Fraction(0)
            for s in range(nblk):
                term = Fraction(int(sums[s][i, j])) * Fraction(2) ** (ea + eb)
                if sa is not None:
                    term *= Fraction(2) ** (int(sa[i, s]) + int(sb[j, s]) - 254)
                total += term
            out[i, j] = np.float32(_round_f32(total) + np.float32(cmat[i, j]))
    return out


def _kernel(mfma: str, agpr: bool = False) -> bytes:
    body = prologue(ARGS) + [
        "v_lshlrev_b32 v101, 5, v0", "v_lshlrev_b32 v102, 6, v0",
        "global_load_dwordx4 v[20:23], v101, s[4:5]", "global_load_dwordx4 v[24:27], v101, s[4:5] offset:16",
        "global_load_dwordx4 v[28:31], v101, s[6:7]", "global_load_dwordx4 v[32:35], v101, s[6:7] offset:16"]
    body += [f"global_load_dwordx4 v[{40 + 4 * i}:{43 + 4 * i}], v102, s[8:9] offset:{16 * i}" for i in range(4)]
    body += ["global_load_dword v60, v100, s[12:13]", "global_load_dword v61, v100, s[14:15]",
             "s_waitcnt vmcnt(0)"]
    if agpr:
        body += [f"v_accvgpr_write_b32 a{i}, v{40 + i}" for i in range(16)]
        body += [mfma, "s_nop 15"] + [f"v_accvgpr_read_b32 v{40 + i}, a{i}" for i in range(16)]
    else:
        body += [mfma, "s_nop 15"]
    body += [f"global_store_dwordx4 v102, v[{40 + 4 * i}:{43 + 4 * i}], s[10:11] offset:{16 * i}" for i in range(4)]
    body.append("s_endpgm")
    return make_kernel(body, ARGS, agprs=16 if agpr else 0)


def _run(code, a_lanes, b_lanes, c_regs, sa=None, sb=None) -> np.ndarray:
    pad = lambda x: np.pad(x, ((0, 0), (0, 32 - x.shape[1])))  # noqa: E731
    args = {"a": pad(a_lanes), "b": pad(b_lanes), "c": c_regs.copy(), "out": np.zeros((LANES, 16), np.float32),
            "sa": np.zeros(LANES, np.uint32) if sa is None else sa,
            "sb": np.zeros(LANES, np.uint32) if sb is None else sb}
    return run_kernel(load(code), args, grid=(1, 1, 1))["out"]


def _random_fp8(rng, shape, dtype, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(dtype).view(np.uint8)


@pytest.mark.parametrize("mnemonic,m,k,kind,fa,fb,mods", [
    ("v_mfma_f32_32x32x64_f8f6f4", 32, 64, "f8f6f4", E4M3, E4M3, ""),
    ("v_mfma_f32_16x16x128_f8f6f4", 16, 128, "f8f6f4", E4M3, E4M3, ""),
    ("v_mfma_f32_32x32x64_f8f6f4", 32, 64, "f8f6f4", E5M2, E4M3, " cbsz:1"),
    ("v_mfma_f32_16x16x128_f8f6f4", 16, 128, "f8f6f4", E4M3, E5M2, " blgp:1"),
    ("v_mfma_f32_32x32x16_fp8_fp8", 32, 16, "cdna3", E4M3, E4M3, ""),
    ("v_mfma_f32_16x16x32_bf8_fp8", 16, 32, "cdna3", E5M2, E4M3, ""),
])
def test_mfma_layout_and_accumulation(mnemonic, m, k, kind, fa, fb, mods):
    rng = np.random.default_rng(11)
    a = _random_fp8(rng, (m, k), fa)
    b = _random_fp8(rng, (m, k), fb)
    cmat = (rng.standard_normal((m, m)) * 4).astype(np.float32)
    nregs = 8 if kind == "f8f6f4" else 2
    dregs = m * m // LANES
    text = (f"{mnemonic} v[40:{39 + dregs}], v[20:{19 + nregs}], v[28:{27 + nregs}], "
            f"v[40:{39 + dregs}]{mods}")
    got = _c_matrix(_run(_kernel(text), _pack(a, m, kind), _pack(b, m, kind), _c_regs(cmat)), m)
    assert np.array_equal(got.view(np.uint32), _reference(a, b, cmat, fa, fb).view(np.uint32))


def test_mfma_accumulates_in_agprs_and_sums_exactly():
    """Huge and tiny products in one dot product: only an exact sum rounded once matches (the
    e5m2 x e4m3 case leaves float64's exact range, so this also checks the exact fallback)."""
    rng = np.random.default_rng(12)
    a_vals = rng.choice([57344.0, -57344.0, 2.0 ** -16, 1.0], size=(32, 64)).astype(E5M2)
    b_vals = rng.choice([448.0, -448.0, 2.0 ** -9, 0.5], size=(32, 64)).astype(E4M3)
    a, b = a_vals.view(np.uint8), b_vals.view(np.uint8)
    cmat = np.zeros((32, 32), np.float32)
    text = "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[20:27], v[28:35], a[0:15] cbsz:1"
    got = _c_matrix(_run(_kernel(text, agpr=True), _pack(a, 32, "f8f6f4"), _pack(b, 32, "f8f6f4"),
                         _c_regs(cmat)), 32)
    assert np.array_equal(got.view(np.uint32), _reference(a, b, cmat, E5M2, E4M3).view(np.uint32))


@pytest.mark.parametrize("mnemonic,m,k,byte_a,byte_b,spread", [
    ("v_mfma_scale_f32_32x32x64_f8f6f4", 32, 64, 0, 0, 4),
    ("v_mfma_scale_f32_32x32x64_f8f6f4", 32, 64, 1, 2, 4),
    ("v_mfma_scale_f32_16x16x128_f8f6f4", 16, 128, 3, 0, 60),
])
def test_scaled_mfma_blocks_and_scale_bytes(mnemonic, m, k, byte_a, byte_b, spread):
    rng = np.random.default_rng(13)
    a = _random_fp8(rng, (m, k), E4M3)
    b = _random_fp8(rng, (m, k), E4M3)
    cmat = (rng.standard_normal((m, m))).astype(np.float32)
    nblk = k // 32
    sa = rng.integers(127 - spread, 127 + spread + 1, (m, nblk))
    sb = rng.integers(127 - spread, 127 + spread + 1, (m, nblk))
    # scale registers: row/column r, block s in lane r + M*s, in the selected byte; other
    # bytes hold garbage that must be ignored
    def regs(scales, byte):
        words = rng.integers(0, 2 ** 32, LANES, dtype=np.uint64).astype(np.uint32)
        for s in range(nblk):
            for r in range(m):
                lane = r + m * s
                words[lane] = (words[lane] & ~np.uint32(0xFF << (8 * byte))) | np.uint32(scales[r, s] << (8 * byte))
        return words
    dregs = m * m // LANES
    op_sel = f"op_sel:[{byte_a & 1},{byte_b & 1},0] op_sel_hi:[{byte_a >> 1},{byte_b >> 1},0]"
    text = f"{mnemonic} v[40:{39 + dregs}], v[20:27], v[28:35], v[40:{39 + dregs}], v60, v61 {op_sel}"
    got = _c_matrix(_run(_kernel(text), _pack(a, m, "f8f6f4"), _pack(b, m, "f8f6f4"), _c_regs(cmat),
                         regs(sa, byte_a), regs(sb, byte_b)), m)
    ref = _reference(a, b, cmat, sa=sa, sb=sb)
    assert np.array_equal(got.view(np.uint32), ref.view(np.uint32))


def test_mfma_with_inline_zero_accumulator():
    rng = np.random.default_rng(14)
    a = _random_fp8(rng, (16, 128), E4M3)
    b = _random_fp8(rng, (16, 128), E4M3)
    text = "v_mfma_f32_16x16x128_f8f6f4 v[40:43], v[20:27], v[28:35], 0"
    got = _c_matrix(_run(_kernel(text), _pack(a, 16, "f8f6f4"), _pack(b, 16, "f8f6f4"),
                         np.full((LANES, 16), np.nan, np.float32)), 16)
    ref = _reference(a, b, np.zeros((16, 16), np.float32))
    assert np.array_equal(got.view(np.uint32), ref.view(np.uint32))


@pytest.mark.parametrize("mnemonic,m,k", [("v_mfma_f32_32x32x64_f8f6f4", 32, 64),
                                          ("v_mfma_f32_16x16x128_f8f6f4", 16, 128)])
def test_selector_matrices_read_out_every_operand_element(mnemonic, m, k):
    """B (then A) is a 0/1 selector with one 1 per row, so each output element is exactly one
    element of the other operand; sweeping the selector's offset reads out all of it. The
    operand's entries are distinct (value = code of (row + 3*k) mod 120, never NaN) so a
    misplaced byte shows up as a wrong value, not a lucky match."""
    one = np.array(1.0, E4M3).view(np.uint8)
    data = ((np.arange(m)[:, None] + 3 * np.arange(k)[None, :]) % 120).astype(np.uint8)
    dregs = m * m // LANES
    code = _kernel(f"{mnemonic} v[40:{39 + dregs}], v[20:27], v[28:35], 0")
    for offset in range(0, k, m):
        sel = np.zeros((m, k), np.uint8)
        sel[np.arange(m), offset + np.arange(m)] = one  # row n picks k = offset + n
        # D = A B^T: D[i, n] = A[i, offset + n]
        d = _c_matrix(_run(code, _pack(data, m, "f8f6f4"), _pack(sel, m, "f8f6f4"), _c_regs(np.zeros((m, m)))), m)
        assert np.array_equal(d, data[:, offset:offset + m].view(E4M3).astype(np.float32))
        # and with the roles swapped: D[i, n] = B[n, offset + i]
        d = _c_matrix(_run(code, _pack(sel, m, "f8f6f4"), _pack(data, m, "f8f6f4"), _c_regs(np.zeros((m, m)))), m)
        assert np.array_equal(d, data[:, offset:offset + m].view(E4M3).astype(np.float32).T)


def test_operand_changes_between_mfmas_are_seen():
    """The emulator reuses decoded operands while their registers (and scales) are unchanged;
    flipping one bit of B, or changing the B scales, between two MFMAs must change the result."""
    rng = np.random.default_rng(15)
    m, k = 32, 64
    a = _random_fp8(rng, (m, k), E4M3)
    b = _random_fp8(rng, (m, k), E4M3) & np.uint8(0x7E)  # finite codes, also after ^1
    sa = rng.integers(124, 130, (m, 2))
    sb = rng.integers(124, 129, (m, 2))
    words = lambda s: np.array([s[t % m, t // m] for t in range(LANES)], np.uint32)  # noqa: E731
    mfma = "v_mfma_scale_f32_32x32x64_f8f6f4 v[40:55], v[20:27], v[28:35], v[40:55], v60, v61"
    text = "\n".join([mfma, "s_nop 15", "v_xor_b32 v28, 1, v28", mfma, "s_nop 15",
                      "v_add_u32 v61, 1, v61", mfma])
    cmat = (rng.standard_normal((m, m))).astype(np.float32)
    got = _c_matrix(_run(_kernel(text), _pack(a, m, "f8f6f4"), _pack(b, m, "f8f6f4"), _c_regs(cmat),
                         words(sa), words(sb)), m)
    b2 = b.copy()
    for t in range(LANES):  # byte 0 of v28 in lane t is B[t % 32, 16 * (t // 32)]
        b2[t % 32, 16 * (t // 32)] ^= 1
    d1 = _reference(a, b, cmat, sa=sa, sb=sb)
    d2 = _reference(a, b2, d1, sa=sa, sb=sb)
    d3 = _reference(a, b2, d2, sa=sa, sb=sb + 1)
    assert np.array_equal(got.view(np.uint32), d3.view(np.uint32))
