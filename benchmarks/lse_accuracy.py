"""LSE error of attention_fwd's P modes against fp64 (docs/attention.md "LSE accuracy", issue 37).

    python benchmarks/lse_accuracy.py [SEQ ...]     (default 4096 16384; about a minute each)

Head dim 128, the numerics study's Gaussian, activation-like and sink inputs (numerics/inputs.py,
seed 0), quantised per tensor to e4m3fn as the study does, 64 sampled query rows against all
keys. Each P mode's LSE comes from zyfagen.numerics.reference (bit for bit the kernels'), the
oracle is the fp64 log-sum-exp of the same FP8 inputs. Prints max / mean absolute error in nats.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from zyfagen.numerics import reference as ref  # noqa: E402
from zyfagen.numerics.inputs import make_inputs  # noqa: E402
from zyfagen.numerics.schemes import DEBIASED_OFFSET, PHASE_OFFSET, kernel_config  # noqa: E402
from zyfagen.numerics.study import prepare_rotation, softmax_scale  # noqa: E402

CONFIGS = {
    "exact P, rowsum mfma": dict(p_mode="exact", p_block_scale=False, rowsum="mfma"),
    "exact P, rowsum valu_fp32": dict(p_mode="exact", p_block_scale=False, rowsum="valu_fp32"),
    "lean block-scaled, debiased": dict(p_mode="lean", p_block_scale=True, rowsum="mfma", p_offset=DEBIASED_OFFSET),
    # issue 37: the same lean bytes, exact P's unrounded fp32 value summed (one v_exp_f32 per P)
    "lean block-scaled, valu_fp32": dict(p_mode="lean", p_block_scale=True, rowsum="valu_fp32",
                                         p_offset=DEBIASED_OFFSET),
    "lean block-scaled, phase": dict(p_mode="lean", p_block_scale=True, rowsum="mfma", p_offset=PHASE_OFFSET,
                                     p_correction="phase"),
}


def main() -> None:
    seqs = [int(a) for a in sys.argv[1:]] or [4096, 16384]
    scale = softmax_scale(128)
    for seq in seqs:
        for dist in ("gaussian", "activation", "sink"):
            inp = make_inputs(dist, seq, 128, 128, seed=0)
            rows = np.sort(np.random.default_rng(1).choice(seq, 64, replace=False))
            prep = prepare_rotation(inp.q, inp.k, inp.v, rows, "plain")
            q = prep.q.data[rows].view(np.uint8)[None, :, None, :]
            k = prep.k.data.view(np.uint8)[None, :, None, :]
            v = prep.v.data.view(np.uint8)[None, :, None, :]
            s = (ref.decode_e4m3(q[0, :, 0]) * prep.q.descale) @ (ref.decode_e4m3(k[0, :, 0]) * prep.k.descale).T * scale
            m = s.max(axis=1)
            lse64 = m + np.log(np.exp(s - m[:, None]).sum(axis=1))
            for name, params in CONFIGS.items():
                res = ref.attention_reference(q, k, v, softmax_scale=scale, q_descale=prep.q.descale,
                                              k_descale=prep.k.descale, v_descale=prep.v.descale,
                                              config=kernel_config(params))
                err = np.abs(res.lse[0, 0].astype(np.float64) - lse64)
                print(f"{dist:10s} seq {seq:6d}  {name:28s} max {err.max():.2e}  mean {err.mean():.2e}", flush=True)


if __name__ == "__main__":
    main()
