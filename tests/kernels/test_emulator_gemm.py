"""zyfagen's fp8_gemm_tile code object (specs/gemm_fp8_32x32.yaml), emulated over several
M, N, K, equals a numpy reference bitwise under the documented accumulation rule: each
v_mfma_f32_32x32x64_f8f6f4 step adds fp32(exact 64-term dot product) to the fp32 accumulator
with one rounding (zyfagen/emulator/mfma.py)."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.driver import build_spec
from zyfagen.emulator import load, launch

F8 = ml_dtypes.float8_e4m3fn


@pytest.fixture(scope="module")
def gemm(root):
    return load(build_spec(root / "specs" / "gemm_fp8_32x32.yaml").code_object)


def _reference(a, b):
    """Chained MFMA steps over K in blocks of 64; float64 sums of e4m3 products are exact."""
    acc = np.zeros((a.shape[0], b.shape[0]), np.float32)
    for k0 in range(0, a.shape[1], 64):
        step = a[:, k0:k0 + 64].astype(np.float64) @ b[:, k0:k0 + 64].astype(np.float64).T
        acc = (acc + step.astype(np.float32)).astype(np.float32)
    return acc


@pytest.mark.parametrize("m,n,k,dist", [(32, 32, 64, "normal"), (64, 96, 256, "normal"),
                                        (96, 32, 512, "wide"), (32, 64, 128, "extreme")])
def test_gemm_tile_matches_accumulation_rule_bitwise(gemm, m, n, k, dist):
    rng = np.random.default_rng(m * 7 + n * 3 + k)
    if dist == "normal":
        a, b = rng.standard_normal((m, k)), rng.standard_normal((n, k))
    elif dist == "wide":  # magnitudes over many binades: roundings in every step
        a = rng.standard_normal((m, k)) * np.exp2(rng.integers(-8, 8, (m, k)))
        b = rng.standard_normal((n, k)) * np.exp2(rng.integers(-8, 8, (n, k)))
    else:  # e4m3 extremes: max normal, subnormals, zeros of both signs
        choices = np.array([448.0, -448.0, 2.0 ** -9, -(2.0 ** -9), 0.0, -0.0, 1.0, 0.875])
        a, b = rng.choice(choices, (m, k)), rng.choice(choices, (n, k))
    a, b = np.clip(a, -448, 448).astype(F8), np.clip(b, -448, 448).astype(F8)  # no NaN codes
    res = launch(gemm, {"a": a, "b": b, "c": np.zeros((m, n), np.float32), "m": m, "n": n, "k": k},
                 grid=(n // 32, m // 32, 1))
    assert np.array_equal(res.buffers["c"].view(np.uint32), _reference(a, b).view(np.uint32))
    assert res.waves == (m // 32) * (n // 32)


def test_gemm_tile_binds_arguments_by_name(gemm):
    assert [s.name for s in gemm.args] == ["a", "b", "c", "m", "n", "k"]
