"""AMD AITER's BF16 GEMM (bf16gemm_bf16_tn_256x256) runs in the emulator against a numpy fp64
matmul (issue 32): D = A B^T rounded to bf16, within 2^-8 |D| (bf16 output) plus K 2^-24
sum |a||b| (FP32 accumulation). Launch contract: zyfagen/foreign/aiter_gemm.py."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter_gemm


@pytest.mark.parametrize("m,n,k", [(256, 256, 128), (512, 256, 192)])
def test_aiter_bf16_gemm_matches_numpy(m, n, k):
    prog = load(aiter_gemm.code_object_path(), kernarg_layout=aiter_gemm.args_layout_path())
    rng = np.random.default_rng(m + n + k)
    a = rng.standard_normal((m, k)).astype(ml_dtypes.bfloat16)
    b = rng.standard_normal((n, k)).astype(ml_dtypes.bfloat16)
    res = launch(prog, aiter_gemm.gemm_args(a, b), grid=aiter_gemm.grid(m, n), block=aiter_gemm.BLOCK,
                 memory_model=aiter_gemm.MEMORY_MODEL)
    af, bf = a.astype(np.float64), b.astype(np.float64)
    ref = af @ bf.T
    bound = 2.0 ** -8 * np.abs(ref) + k * 2.0 ** -24 * (np.abs(af) @ np.abs(bf).T)
    err = np.abs(res.buffers["ptr_D"].astype(np.float64) - ref)
    assert np.all(err <= bound), f"error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
