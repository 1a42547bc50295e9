"""AMD AITER's INT8 GEMM (I8gemm_bf16_perTokenI8_BpreShuffle_32x128, B pre-shuffled) runs in the
emulator against a numpy fp64 matmul (issue 32): C = (A B^T) sa sb + bias, the integer product
exact, within 2^-7 |C| (one bf16 ulp: the kernel truncates its bf16 output, e.g. 11.811 ->
11.75, so half an ulp does not hold) plus 1e-6 of the fp32 terms' magnitudes (the scale
products and the bias add in fp32). A wrong shuffle of B (layout (32, 16), the gemm_a8w8_ASM
docstring's) gave 128% error. Launch contract:
zyfagen/foreign/aiter_i8gemm.py."""
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
