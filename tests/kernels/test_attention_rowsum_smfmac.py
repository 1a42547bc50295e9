"""attention_fwd `rowsum: smfmac` (issue 30): lean P's row sum by the 2:4 sparse
v_smfmac_f32_16x16x128_fp8_fp8 (4 passes, half of mfma16's 16x16x128 dense MFMA), the same
operands AITER's fmha_v4 fp8 kernel sums its P rows with. Oracles: the reference model
(zyfagen.numerics.reference, `rowsum mfma`) bit for bit and the fp64 bound (test_attention.check),
the fp64 NaN reach, and the code object itself (llvm-objdump-22 through read_code_object)."""
from __future__ import annotations

import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.kernels.attention_fwd.contract import useful_mac_fraction
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text
from test_attention_nan import LDS_SHARED_CASE, check_built_nan_reach

LEAN = dict(head_dim_qk=128, p_block_scale=True, rowsum="smfmac", v_transpose="lds", kv_sharing="lds",
            waves_per_workgroup=8, schedule="pingpong_lds", p_convert="fma_perm_half")  # the headline form


@pytest.mark.parametrize("params,shape", [
    (LEAN, dict(seq_q=300, seq_k=307)),
    (dict(LEAN, causal=True, lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    # unscaled P (L += sum, no 2^-k), the one-wave loop, lazy rescaling
    (dict(head_dim_qk=64, block_k=64, rowsum="smfmac", lazy_rescale="threshold", rescale_threshold=8.0,
          output="fp32"), dict(seq_q=40, seq_k=200)),
])
def test_smfmac_rowsum_bitwise(params, shape):
    check(run_case(params, seed=31, **shape), f"rowsum smfmac {params} {shape}")


def test_smfmac_rowsum_instructions():
    """One sparse MFMA per 64-key chunk where mfma16 has one dense 16x16x128, and none of those."""
    counts = {}
    for rowsum in ("mfma16", "smfmac"):
        spec = parse_spec(spec_text(dict(LEAN, rowsum=rowsum), f"attn_rowsum_{rowsum}"))
        mn = [i.mnemonic for i in read_code_object(build_spec(spec).code_object).kernel().instructions]
        counts[rowsum] = (mn.count("v_mfma_f32_16x16x128_f8f6f4"), mn.count("v_smfmac_f32_16x16x128_fp8_fp8"))
    assert counts["mfma16"][0] > 0 and counts["mfma16"][1] == 0
    assert counts["smfmac"] == (0, counts["mfma16"][0])


def test_smfmac_rowsum_keeps_the_nan_contract():
    params, shape, where = LDS_SHARED_CASE
    check_built_nan_reach(dict(params, rowsum="smfmac"), "attn_nan_smfmac", shape, where)


def test_smfmac_rowsum_needs_lean_p():
    with pytest.raises(UserError, match="params.rowsum: smfmac needs p_mode lean"):
        build_spec(parse_spec(spec_text(dict(p_mode="exact", rowsum="smfmac"), "attn_bad_smfmac")))


def test_useful_mac_fraction_counts_the_sparse_products():
    """d = dv = 128: the product's 256 per query row against 32 (mfma), 16 (mfma16), 8 (smfmac)."""
    base = dict(head_dim_qk=128, head_dim_v=0)
    assert useful_mac_fraction(dict(base, rowsum="smfmac")) == 256 / 264
    assert useful_mac_fraction(dict(base, rowsum="mfma16")) == 256 / 272
