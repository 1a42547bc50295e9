"""AMD AITER's group-mode (variable-length) fmha_v3_fwd hd128 FP8 kernel runs in the emulator
within the FP8 bound of fp64 attention per sequence (issue 32), with its launch contract
(zyfagen/foreign/aiter.py aiter_group_args: csrc/cpp_itfs/mha_fwd.cu at the commit in
tests/data/aiter/README.md). The bound is tests/emulator/test_aiter.py's."""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter
from zyfagen.numerics.fp8_bound import rounded_p_bound

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter"
F8 = ml_dtypes.float8_e4m3fn
D = aiter.HEAD_DIM



@pytest.mark.parametrize("lens_q,lens_k", [([100, 300], [150, 260]), ([256, 40], [300, 70])])
def test_aiter_group_mode_matches_fp64_per_sequence(lens_q, lens_k):
    prog = load(DATA / "fwd_hd128_fp8_group.co", kernarg_layout=DATA / "fwd_hd128_fp8_group.args.yaml")
    rng = np.random.default_rng(sum(lens_q) + sum(lens_k))
    qs = [rng.standard_normal((n, D)).astype(F8) for n in lens_q]
    ks = [rng.standard_normal((n, D)).astype(F8) for n in lens_k]
    vs = [rng.standard_normal((n, D)).astype(F8) for n in lens_k]
    scale = 1 / np.sqrt(D)
    args = aiter.aiter_group_args(qs, ks, vs, scale)
    res = launch(prog, args, grid=aiter.group_grid(lens_q), block=aiter.BLOCK,
                 memory_model=aiter.MEMORY_MODEL)
    out = res.buffers["ptr_o"][:, 0].astype(np.float64)
    starts = args["ptr_qseq"]
    for b, (q, k, v) in enumerate(zip(qs, ks, vs)):
        qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
        s = qf @ kf.T * scale
        p = np.exp(s - s.max(axis=1, keepdims=True))
        o_star = p @ vf / p.sum(axis=1, keepdims=True)
        err = np.abs(out[starts[b]:starts[b + 1]] - o_star)
        bound = rounded_p_bound(p, vf, o_star)
        assert np.all(err <= bound), f"sequence {b}: error {err.max():.3g} above the FP8 bound"
