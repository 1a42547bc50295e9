"""Every AMD AITER fmha_v3_fwd object on gfx950 takes one launch contract (issue 32):
zyfagen/foreign/aiter.py's v3_args / v3_grid / v3_layout / v3_block, transcribed from
csrc/cpp_itfs/mha_fwd.cu init_fmha_fwd_v3_args and get_grid_dim and hsa/gfx950/fmha_v3_fwd/
fmha_fwd.csv (ts_qo, ts_kv) at the commit in tests/data/aiter/README.md. One object per
contract class the older, per-object contracts did not cover runs within its fp64 bound
(v3_against_fp64: fp8bf16 under numerics.fp8_bound.rounded_p_bound, bf16 under
numerics.half_bound), per sequence of a variable-length batch:
- hd256 FP8 (ts_kv 64) in causal group mode: the grid's third axis halved (tg_div 2);
- hd192/128 BF16 group mode: workgroup 256, ts_qo 128, and K/V readable one key tile past
  each sequence's last whole tile, counted from the sequence's start;
- hd128 BF16 causal group mode: the 512-byte struct's sequence-start pointers.
A committed object of the older contracts (hd128 FP8 batch) gives the same verdict through the
general one."""
from pathlib import Path

import pytest

from zyfagen.foreign import aiter

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter"


@pytest.mark.parametrize("name,dtype,dq,dv,causal,group", [
    ("fwd_hd256_fp8_causal_group", "fp8bf16", 256, 256, True, True),
    ("fwd_hd192_hd128_bf16_group", "bf16", 192, 128, False, True),
    ("fwd_hd128_bf16_causal_group", "bf16", 128, 128, True, True),
    ("fwd_hd128_fp8", "fp8bf16", 128, 128, False, False),
])
def test_v3_contract_within_fp64_bound(name, dtype, dq, dv, causal, group):
    assert aiter.v3_against_fp64(DATA / f"{name}.co", dtype, dq, dv, causal, group) <= 1.0


def test_v3_grid_and_padding_follow_mha_fwd():
    assert aiter.v3_grid([100, 600], 256, 256, True, True) == (1, 2, 2)  # ceil(ceil(600/256)/2)
    assert aiter.v3_grid([600], 128, 128, False, False) == (3, 1, 1)
    assert aiter.v3_grid([300], 192, 128, True, False) == (2, 1, 1)  # ts_qo 128: 3 tiles, halved
    assert aiter.v3_block(192, 128) == (256, 1, 1) and aiter.v3_block(256, 256) == (512, 1, 1)
    import ml_dtypes
    import numpy as np

    bf = ml_dtypes.bfloat16
    qs = [np.zeros((n, 192), bf) for n in (100, 200)]
    ks = [np.zeros((n, 192), bf) for n in (150, 260)]
    vs = [np.zeros((n, 128), bf) for n in (150, 260)]
    args = aiter.v3_args(qs, ks, vs, 0.1, False, True)
    assert args["ptr_k"].shape == (150 + 4 * 128, 192)  # 260 keys: 3 tiles of 128, and one more
    assert args["s_Ts"] == 128 * 2 * 192 and args["s_Bs"] == 0 and list(args["ptr_kseq"]) == [0, 150, 410]
    assert "ptr_q_descale" not in args and aiter.v3_layout("bf16")["kernarg_size"] == 512
    assert aiter.v3_layout("fp8bf16")["kernarg_size"] == 656
