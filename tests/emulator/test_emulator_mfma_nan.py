"""FP8 NaN operands in the attention MFMA (docs/attention.md "NaN inputs"): an e4m3fn NaN byte
(0x7f, 0xff) in A poisons its D row, in B its D column, also where the other factor is 0
(0 x NaN = NaN); a NaN in C stays in place; every other element keeps its exact-sum bits.
Oracle: fp64 products summed element by element (NaN positions) and the exact rational sum of
test_emulator_mfma (the other values)."""
import numpy as np

from test_emulator_mfma import E4M3, _c_matrix, _c_regs, _kernel, _pack, _random_fp8, _reference, _run


def test_fp8_nan_reaches_its_row_and_column_only():
    rng = np.random.default_rng(23)
    m, k = 32, 64
    a = _random_fp8(rng, (m, k), E4M3)
    b = _random_fp8(rng, (m, k), E4M3)
    a[3, 5] = 0x7F
    b[7, 9] = 0xFF
    a[20, :] = 0  # row 20 meets B's NaN only through 0 x NaN
    cmat = rng.standard_normal((m, m)).astype(np.float32)
    cmat[15, 15] = np.nan
    got = _c_matrix(_run(_kernel("v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[20:27], v[28:35], v[40:55]"),
                         _pack(a, m, "f8f6f4"), _pack(b, m, "f8f6f4"), _c_regs(cmat)), m)
    fa = a.view(E4M3).astype(np.float64)
    fb = b.view(E4M3).astype(np.float64)
    with np.errstate(invalid="ignore"):
        want_nan = np.isnan((fa[:, None, :] * fb[None, :, :]).sum(axis=2) + cmat)
    assert want_nan[3].all() and want_nan[:, 7].all() and want_nan[20, 7] and want_nan.sum() == 2 * m
    assert np.array_equal(np.isnan(got), want_nan)
    clean = _reference(np.where(a == 0x7F, 0, a), np.where(b == 0xFF, 0, b), np.nan_to_num(cmat))
    assert np.array_equal(got[~want_nan].view(np.uint32), clean[~want_nan].view(np.uint32))
