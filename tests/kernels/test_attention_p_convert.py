"""attention_fwd `p_convert: fma_perm` (issue 30): lean P's byte without v_cvt_pk_u8_f32, from a
clamped packed FMA, a magic-number add and v_perm_b32 (docs/attention.md step 4). Oracles: the
reference model (zyfagen.numerics.reference, written from docs/attention.md) bit for bit and the
fp64 bound (test_attention.check), the fp64 NaN reach of test_attention_nan, and the code object
itself (llvm-objdump-22 through read_code_object) for which instructions make P."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.reference import attention_reference
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text
from test_attention_nan import LDS_SHARED_CASE, check_built_nan_reach

FMA_PERM = dict(head_dim_qk=128, p_block_scale=True, rowsum="mfma16", v_transpose="lds", kv_sharing="lds",
                waves_per_workgroup=8, schedule="pingpong_lds", p_convert="fma_perm")  # the emitted form


@pytest.mark.parametrize("params,shape", [
    (FMA_PERM, dict(seq_q=300, seq_k=307)),  # P made in place in the scores (pv_lag)
    (dict(FMA_PERM, causal=True, lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    # fresh registers per pair (no pv_lag), unscaled P with lazy rescaling (x up to 120 + 56)
    (dict(head_dim_qk=64, block_k=64, p_convert="fma_perm", lazy_rescale="threshold", rescale_threshold=8.0,
          rowsum="valu", output="fp32"), dict(seq_q=40, seq_k=200)),
    (dict(head_dim_qk=128, p_block_scale=True, v_transpose="lds", schedule="cycle1", kv_sharing="lds",
          waves_per_workgroup=4, p_convert="fma_perm", descale="batch_head"),
     dict(batch=2, seq_q=70, seq_k=300, heads_q=2, heads_kv=2)),
    # half the bytes by the conversion, in place and with fresh pairs
    (dict(FMA_PERM, p_convert="fma_perm_half", causal=True), dict(seq_q=129, seq_k=300)),
    (dict(head_dim_qk=64, block_k=64, p_convert="fma_perm_half", rowsum="valu"), dict(seq_q=33, seq_k=130)),
])
def test_fma_perm_bitwise(params, shape):
    check(run_case(params, seed=30, **shape), f"fma_perm {params} {shape}")


def test_fma_perm_makes_p_without_the_conversion():
    """The loop makes every P byte with the clamped FMA, the 2^15 add and v_perm_b32: 64 + 64 +
    32 + 16 instructions per 128-key block of a wave, and no v_cvt_pk_u8_f32 at all."""
    spec = parse_spec(spec_text(FMA_PERM, "attn_fma_perm"))
    insts = read_code_object(build_spec(spec).code_object).kernel().instructions
    mnemonics = [i.mnemonic for i in insts]
    assert "v_cvt_pk_u8_f32" not in mnemonics
    clamped = [i for i in insts if i.mnemonic == "v_pk_fma_f32" and i.modifier("clamp") is not None]
    adds = [i for i in insts if i.mnemonic == "v_pk_add_f32"]
    assert len(clamped) == len(adds) > 0 and len(clamped) % 32 == 0  # 32 per block, per copy of the body
    assert mnemonics.count("v_perm_b32") == len(clamped)  # 2 per dword of 4 bytes = 1 per pair
    half = parse_spec(spec_text(dict(FMA_PERM, p_convert="fma_perm_half"), "attn_fma_perm_half"))
    insts = read_code_object(build_spec(half).code_object).kernel().instructions
    clamped = [i for i in insts if i.mnemonic == "v_pk_fma_f32" and i.modifier("clamp") is not None]
    cvts = [i for i in insts if i.mnemonic == "v_cvt_pk_u8_f32"]
    assert len(cvts) == 2 * len(clamped) > 0  # per dword: one clamped pair, one converted pair
    assert [i.mnemonic for i in insts].count("v_perm_b32") == len(clamped)


def test_fma_perm_keeps_the_nan_contract():
    """NaN in Q, K, V reaches what fp64 attention says; clamp under DX10_CLAMP turns a NaN x
    into byte 0 as v_cvt_pk_u8_f32 does."""
    params, shape, where = LDS_SHARED_CASE
    check_built_nan_reach(dict(params, p_convert="fma_perm"), "attn_nan_fma_perm", shape, where)


@pytest.mark.parametrize("convert", ["fma_perm", "fma_perm_half"])
def test_past_255_5_the_bytes_follow_the_reference_rule(convert):
    """A softmax scale far past what the runtime accepts (c |S| <= 2^16) rounds B = 56 + 8k - 8c mu
    by up to 256, so x = fma(S, 8c, B) reaches 255.5 and beyond: there fma_perm writes 0 and
    v_cvt_pk_u8_f32 255 (fma_perm_half: on bytes 0, 1 of each P dword). The reference models each
    rule; the kernel matches its own bit for bit, and the case does reach the rule (the
    references differ; for fma_perm_half also from fma_perm's: the halves are the right ones)."""
    params = dict(FMA_PERM, output="fp32", p_convert=convert)
    case = run_case(params, seed=5, seq_q=64, seq_k=256, softmax_scale=2.0 ** 26)
    ref = case["ref"].out

    def same(a, b):  # bits equal, or both NaN (a byte 0x7f / 0xff is an FP8 NaN: its sign is no contract)
        return np.array_equal(a.view(np.uint32), b.view(np.uint32)) or bool(
            ((a.view(np.uint32) == b.view(np.uint32)) | (np.isnan(a) & np.isnan(b))).all())

    assert same(case["out_bits"].view(np.float32), ref)
    for other in ("cvt_pk_u8", "fma_perm") if convert == "fma_perm_half" else ("cvt_pk_u8",):
        res = attention_reference(*case["inputs"], config=config_from_params(dict(params, p_convert=other)),
                                  **case["kw"])
        assert not same(res.out, ref), other


@pytest.mark.parametrize("params,needle", [
    (dict(p_convert="fast"), "params.p_convert"),
    (dict(p_convert="fma_perm", p_mode="exact"), "params.p_convert: fma_perm converts lean P"),
    (dict(p_convert="fma_perm_half", p_mode="exact"), "params.p_convert: fma_perm_half converts lean P"),
])
def test_p_convert_rejects(params, needle):
    with pytest.raises(UserError, match=needle) as exc:
        parse_spec(spec_text(params, "attn_bad_convert"))
    assert "\n" not in str(exc.value)
