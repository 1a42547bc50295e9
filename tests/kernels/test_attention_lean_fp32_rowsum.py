"""`rowsum: valu_fp32` with lean P (issue 37): the bytes are lean P's, the row sum adds exact P's
unrounded fp32 value 2^(t + k) (one v_exp_f32 per P), so LSE is good to fp32 rounding.
Oracles: the reference model bit for bit and the fp64 bound (test_attention.check), and fp64
log-sum-exp of the same FP8 inputs for the LSE."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.numerics.reference import decode_e4m3

from test_attention import check, run_case
from test_attention_shared import PINGPONG


def _lse64(case) -> np.ndarray:
    q, k, _ = case["inputs"]
    kw = case["kw"]
    s = (decode_e4m3(q[0, :, 0]) * float(kw["q_descale"])) @ (decode_e4m3(k[0, :, 0]) * float(kw["k_descale"])).T
    s = s * float(kw["softmax_scale"])
    if case["cfg"].causal:
        sq, sk = s.shape
        s = np.where(np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq), s, -np.inf)
    mx = s.max(axis=1)
    return mx + np.log(np.exp(s - mx[:, None]).sum(axis=1))


@pytest.mark.parametrize("params,shape", [
    (dict(head_dim_qk=64, p_block_scale=True, rowsum="valu_fp32", causal=True, lse=True), dict(seq_q=50, seq_k=150)),
    (dict(head_dim_qk=128, block_k=64, rowsum="valu_fp32", lse=True, p_convert="fma_perm"), dict(seq_q=33, seq_k=100)),
    # the shipped hd128 loop (8 waves, K/V through LDS, ping-pong) with fma_perm_half bytes; with
    # p_correction phase too it needs 264 registers, past the 256 of two waves per SIMD
    (dict(PINGPONG, rowsum="valu_fp32", p_convert="fma_perm_half", lse=True), dict(seq_q=129, seq_k=300)),
])
def test_lean_valu_fp32_bitwise_and_lse_to_fp32(params, shape):
    case = run_case(params, seed=37, **shape)
    check(case, f"lean valu_fp32 {params}")
    lse64 = _lse64(case)
    err = np.abs(case["lse_bits"].view(np.float32)[0, 0].astype(np.float64) - lse64)
    assert np.all(err <= 1e-5 * (1 + np.abs(lse64))), err.max()


def test_lean_valu_fp32_lse_beats_the_byte_sum():
    """The same lean bytes summed as bytes (mfma) give an LSE off by their piecewise-linear
    error; the fp32 sum does not, so the test tells the two apart."""
    shape = dict(seq_q=32, seq_k=256, seed=31)
    base = dict(head_dim_qk=128, p_block_scale=True, lse=True)
    fp32 = run_case(dict(base, rowsum="valu_fp32"), **shape)
    byte = run_case(dict(base, rowsum="mfma"), **shape)
    lse64 = _lse64(fp32)
    e32 = np.abs(fp32["lse_bits"].view(np.float32)[0, 0] - lse64).max()
    e8 = np.abs(byte["lse_bits"].view(np.float32)[0, 0] - lse64).max()
    assert e8 > 30 * e32, (e8, e32)
