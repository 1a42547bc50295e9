"""AMD AITER's fmha_v4_fwd FP8 attention kernel runs in the emulator within the FP8 bound of an
fp64 reference (issue 32; the model issue's peer).

Launch contract: zyfagen/foreign/aiter_v4.py (csrc/py_itfs_cu/asm_mha_v4_fwd.cu at the commit
in tests/data/aiter/fmha_v4_fwd/README.md). Oracle: fp64 softmax(Q K^T qd kd scale) V vd on the
same FP8 inputs, with the error bound of tests/emulator/test_aiter.py (P rounded to e4m3:
relative 2^-4 when normal, absolute 2^-10 below 2^-6; the row sum from the rounded or the
unrounded P; bf16 output 2^-8 relative). The kernel forms its row sums with
v_smfmac_f32_16x16x128_fp8_fp8 over a pattern of FP8 ones, so this end-to-end check also tests
the emulator's sparse-MFMA layout (zyfagen/emulator/mfma.py) where the kernel relies on it: a
wrong B or D layout mixed two queries' sums (24% error) in an earlier attempt.
"""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter_v4

F8 = ml_dtypes.float8_e4m3fn
D = aiter_v4.HEAD_DIM


def _bound(p, vf, o_star):
    eps, tau, a = 2.0 ** -4, 2.0 ** -6, 2.0 ** -10
    aj = np.where(p < tau, a, 0.0)
    dev = np.abs(vf[None, :, :] - o_star[:, None, :]) + np.abs(vf)[None, :, :]
    num = np.einsum("qj,qjd->qd", eps * p + aj, dev)
    row = num / ((1 - eps) * p.sum(axis=1) - aj.sum(axis=1))[:, None]
    return row + 1e-5 * np.abs(vf).max() + 2.0 ** -8 * (np.abs(o_star) + row)


@pytest.mark.parametrize("sq,sk,descales", [(256, 256, (1.0, 1.0, 1.0)),
                                            (200, 300, (1.0, 1.0, 1.0)),   # masked odd lengths
                                            (256, 384, (0.5, 2.0, 0.25)),  # descales; odd tiles
                                            (512, 128, (1.0, 1.0, 1.0))])  # two workgroups
def test_aiter_v4_fp8_matches_fp64(sq, sk, descales):
    prog = load(aiter_v4.code_object_path(), kernarg_layout=aiter_v4.args_layout_path())
    rng = np.random.default_rng(sq + sk)
    q, k, v = (rng.standard_normal((n, D)).astype(F8) for n in (sq, sk, sk))
    scale = 1 / np.sqrt(D)
    args = aiter_v4.aiter_fp8_args(q, k, v, scale, descales)
    res = launch(prog, args, grid=aiter_v4.grid(sq), block=aiter_v4.BLOCK,
                 barrier_mode=aiter_v4.BARRIER_MODE)
    qd, kd, vd = descales
    qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
    s = qf @ kf.T * (scale * qd * kd)
    p = np.exp(s - s.max(axis=1, keepdims=True))
    o_star = p @ (vf * vd) / p.sum(axis=1, keepdims=True)
    out = res.buffers["ptr_o"][0, :, 0].astype(np.float64)
    err = np.abs(out - o_star)
    bound = _bound(p, vf * vd, o_star)
    assert np.all(err <= bound), f"error {err.max():.3g} above the FP8 bound at {np.argwhere(err > bound)[0]}"
    assert res.waves == 8 * aiter_v4.grid(sq)[0]
