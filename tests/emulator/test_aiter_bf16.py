"""AMD AITER's fmha_v3_fwd BF16 kernels (hd128, and hd192 Q/K with hd128 V: the MLA prefill
shape; non-causal, and causal: issue 36) run in the emulator within the BF16 bound of an
fp64 reference (issue 32); its v_mfma_f32_32x32x16_bf16 products check the emulator's BF16 MFMA
layout end to end (the BF16 issue's instructions).

Launch contract: zyfagen/foreign/aiter.py aiter_bf16_args (csrc/cpp_itfs/mha_fwd.cu
init_fmha_fwd_v3_args for bf16 at the commit in tests/data/aiter/README.md). Bound: as
tests/emulator/test_aiter.py's with P rounded to bf16 (relative 2^-8 allowed, twice the unit
roundoff, for a row sum of the rounded or the unrounded P; no subnormal term in this range) and
the bf16 output's 2^-8 relative.
"""
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import launch, load
from zyfagen.foreign import aiter
from zyfagen.numerics.half_bound import half_attention_and_bound

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter"
D = aiter.HEAD_DIM


@pytest.mark.parametrize("name,dq,sq,sk", [("fwd_hd128_bf16", 128, 256, 256),
                                            ("fwd_hd128_bf16", 128, 200, 300),
                                            ("fwd_hd192_hd128_bf16", 192, 128, 256),  # MLA prefill shape
                                            ("fwd_hd192_hd128_bf16", 192, 100, 200),
                                            # causal (issue 36): bottom-right; one workgroup runs
                                            # query tiles x and tiles-1-x
                                            ("fwd_hd128_bf16_causal", 128, 512, 512),
                                            ("fwd_hd128_bf16_causal", 128, 300, 400),
                                            ("fwd_hd192_hd128_bf16_causal", 192, 256, 320)])
def test_aiter_bf16_matches_fp64(name, dq, sq, sk):
    prog = load(DATA / f"{name}.co", kernarg_layout=DATA / f"{name}.args.yaml")
    causal = name.endswith("_causal")
    rng = np.random.default_rng(sq * sk + dq)
    q, k = (rng.standard_normal((n, dq)).astype(ml_dtypes.bfloat16) for n in (sq, sk))
    v = rng.standard_normal((sk, D)).astype(ml_dtypes.bfloat16)
    scale = 1 / np.sqrt(dq)
    rows = aiter.bf16_rows(dq)
    res = launch(prog, aiter.aiter_bf16_args(q, k, v, scale, causal), grid=aiter.bf16_grid(sq, dq, causal),
                 block=(2 * rows, 1, 1), memory_model=aiter.MEMORY_MODEL)
    o_star, bound = (x[0] for x in half_attention_and_bound(q[None], k[None], v[None], scale, causal))
    out = res.buffers["ptr_o"].astype(np.float64)
    err = np.abs(out - o_star)
    assert np.all(err <= bound), f"error {err.max():.3g} above the BF16 bound at {np.argwhere(err > bound)[0]}"
