"""AMD AITER's 8-bit GEMMs with a pre-shuffled B run in the emulator against a numpy fp64 matmul
(issue 32). INT8 (I8gemm_bf16_perTokenI8_BpreShuffle_32x128): C = (A B^T) sa sb + bias, the integer product
exact, within 2^-7 |C| (one bf16 ulp: the kernel truncates its bf16 output, e.g. 11.811 ->
11.75, so half an ulp does not hold) plus 1e-6 of the fp32 terms' magnitudes (the scale
products and the bias add in fp32). A wrong shuffle of B (layout (32, 16), the gemm_a8w8_ASM
docstring's) gave 128% error. Launch contract:
zyfagen/foreign/aiter_i8gemm.py."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter_i8gemm as G


@pytest.mark.parametrize("m,n,k", [(32, 128, 256), (64, 256, 384)])
def test_aiter_i8_gemm_matches_numpy(m, n, k):
    rng = np.random.default_rng(m + n + k)
    a = rng.integers(-128, 128, (m, k)).astype(np.int8)
    b = rng.integers(-128, 128, (n, k)).astype(np.int8)
    sa, sb = rng.uniform(1e-3, 1e-2, m), rng.uniform(1e-3, 1e-2, n)
    bias = rng.uniform(-10, 10, n)
    prog = load(G.code_object_path(), kernarg_layout=G.args_layout_path())
    res = launch(prog, G.gemm_args(a, b, sa, sb, bias), grid=G.grid(m, n), block=G.BLOCK,
                 memory_model=G.MEMORY_MODEL)
    acc = a.astype(np.float64) @ b.astype(np.float64).T  # exact: |sum| < 2^31
    scaled = acc * np.float32(sa)[:, None].astype(np.float64) * np.float32(sb)[None, :].astype(np.float64)
    ref = scaled + np.float32(bias)[None, :].astype(np.float64)
    bound = 2.0 ** -7 * np.abs(ref) + 1e-6 * (np.abs(scaled) + np.abs(bias)[None, :])
    err = np.abs(res.buffers["ptr_c"].astype(np.float64) - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    out = res.buffers["ptr_c"].astype(np.float64)
    # truncation: never away from zero (within the fp32 terms), and not exact
    assert np.all(np.abs(out) <= np.abs(ref) + 1e-6 * (np.abs(scaled) + np.abs(bias)[None, :]))
    assert np.count_nonzero(out != ref) > out.size // 2


@pytest.mark.parametrize("m,n,k", [(32, 128, 256), (64, 256, 384)])
def test_aiter_fp8_blockscale_gemm_matches_numpy(m, n, k):
    """fp8gemm_bf16_blockscale_BpreShuffle_32x128: C = sum_kb (A_kb B_kb^T) sa[m, kb] sb[n/128, kb]
    (128-wide K blocks, op_tests/test_gemm_a8w8_blockscale.py's reference), e4m3fn inputs in
    [0, 0.1) as the op test draws them. Bound: one bf16 ulp (2^-7 |C|, truncation as the INT8
    GEMM) plus K 2^-24 sum |a sa||b sb| (FP32 accumulation)."""
    F8 = ml_dtypes.float8_e4m3fn
    rng = np.random.default_rng(m + n + k + 1)
    a, b = ((rng.random((r, k)) / 10).astype(F8) for r in (m, n))
    sa, sb = rng.random((m, k // 128)).astype(np.float32), rng.random((n // 128, k // 128)).astype(np.float32)
    prog = load(G.code_object_path("fp8_blockscale"), kernarg_layout=G.args_layout_path("fp8_blockscale"))
    res = launch(prog, G.blockscale_args(a, b, sa, sb), grid=G.grid(m, n), block=G.BLOCK,
                 memory_model=G.MEMORY_MODEL)
    af = a.astype(np.float64) * np.repeat(sa, 128, axis=1)
    bf = b.astype(np.float64) * np.repeat(np.repeat(sb, 128, axis=0), 128, axis=1)
    ref = af @ bf.T
    bound = 2.0 ** -7 * np.abs(ref) + k * 2.0 ** -24 * (np.abs(af) @ np.abs(bf).T)
    err = np.abs(res.buffers["ptr_c"].astype(np.float64) - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"


@pytest.mark.parametrize("m,n,k", [(32, 128, 256), (64, 256, 512)])
def test_aiter_fp4_gemm_matches_numpy(m, n, k):
    """f4gemm_bf16_per1x32Fp4_BpreShuffle_32x128 (zyfagen/foreign/aiter_f4gemm.py): D = (A sa)
    (B sb)^T with E2M1 A and B (values of 2 N(0,1)) and E8M0 scales per 32 k varying from 2^-3
    to 2^2, so a k mapping that crosses scale blocks fails. Its MFMA is the 16x16x128 scaled
    f8f6f4 with FP4 operands: this checks the emulator's FP4 layout for that shape (the MXFP4
    attention test checks 32x32x64). Bound: one bf16 ulp (2^-7 |D|) plus FP32 accumulation."""
    from zyfagen.foreign import aiter_f4gemm as F

    F4 = ml_dtypes.float4_e2m1fn
    rng = np.random.default_rng(m + n + k + 2)
    av, bv = ((rng.standard_normal((r, k)) * 2).astype(F4) for r in (m, n))
    sa, sb = (rng.integers(124, 130, (r, k // 32)).astype(np.uint8) for r in (m, n))
    codes = lambda x: np.asarray(x).view(np.uint8) & 0xF  # noqa: E731
    prog = load(F.code_object_path(), kernarg_layout=F.args_layout_path())
    res = launch(prog, F.gemm_args(codes(av), codes(bv), sa, sb), grid=F.grid(m, n), block=F.BLOCK,
                 memory_model=F.MEMORY_MODEL)
    af = av.astype(np.float64) * np.repeat(np.ldexp(1.0, sa.astype(int) - 127), 32, axis=1)
    bf = bv.astype(np.float64) * np.repeat(np.ldexp(1.0, sb.astype(int) - 127), 32, axis=1)
    ref = af @ bf.T
    bound = 2.0 ** -7 * np.abs(ref) + k * 2.0 ** -24 * (np.abs(af) @ np.abs(bf).T)
    err = np.abs(res.buffers["ptr_D"].astype(np.float64) - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
