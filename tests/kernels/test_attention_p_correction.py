"""attention_fwd `p_correction: phase` (issue 37): lean P's byte moved towards the e4m3fn value
nearest to 2^t by the phase of u = x / 8 (docs/attention.md "Lean P: the phase correction").
Oracles: the reference model (zyfagen.numerics.reference, written from docs/attention.md) bit for
bit and the fp64 bound (test_attention.check); the code object itself (llvm-objdump-22 through
read_code_object) for the instructions that make P; the correction's own claim (closer to exact P
than lean P per key) against ml_dtypes' e4m3fn rounding of the fp64 2^t."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.numerics import lean_bias
from zyfagen.numerics import reference as ref
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text

PHASE = dict(head_dim_qk=128, p_block_scale=True, rowsum="mfma16", v_transpose="lds", kv_sharing="lds",
             waves_per_workgroup=8, schedule="pingpong_lds", p_correction="phase",
             p_offset=-0.2886068119516949)  # the emitted form (specs/attention_hd128_lean_phase.yaml)


@pytest.mark.parametrize("params,shape", [
    (PHASE, dict(seq_q=300, seq_k=307)),  # P made in place in the scores (pv_lag)
    (dict(PHASE, causal=True, lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    # fresh registers per pair (no pv_lag), unscaled P with lazy rescaling (x up to 120 + 56)
    (dict(head_dim_qk=64, block_k=64, p_correction="phase", lazy_rescale="threshold",
          rescale_threshold=8.0, rowsum="valu", output="fp32"), dict(seq_q=40, seq_k=200)),
])
def test_phase_bitwise(params, shape):
    check(run_case(params, seed=37, **shape), f"phase {params} {shape}")


def test_phase_changes_the_bytes():
    """The case above is one where the correction moves bytes: its reference differs from lean P's
    with the same offset (so the bitwise test cannot pass by ignoring the parameter)."""
    case = run_case(PHASE, seed=37, seq_q=64, seq_k=256)
    check(case, "phase")
    plain = dict(PHASE)
    plain.pop("p_correction")
    other = run_case(plain, seed=37, seq_q=64, seq_k=256)
    assert not np.array_equal(case["out_bits"], other["out_bits"])


def test_phase_makes_p_with_fract_and_two_more_fmas():
    """Per 128-key block of a wave: 64 v_fract_f32 and 32 + 64 v_pk_fma_f32 make P (lean: 32),
    then 64 v_cvt_pk_u8_f32 as before."""
    def counts(params, name):
        insts = read_code_object(build_spec(parse_spec(spec_text(params, name))).code_object).kernel().instructions
        m = [i.mnemonic for i in insts]
        return m.count("v_fract_f32"), m.count("v_pk_fma_f32"), m.count("v_cvt_pk_u8_f32")
    plain = dict(PHASE)
    plain.pop("p_correction")
    f0, fma0, cvt0 = counts(plain, "attn_lean")
    f1, fma1, cvt1 = counts(PHASE, "attn_phase")
    assert f0 == 0 and cvt1 == cvt0 > 0 and f1 == cvt1  # one fract per P byte
    assert fma1 - fma0 == f1  # two more packed FMAs per pair of P


@pytest.mark.parametrize("bad,needle", [
    (dict(p_mode="exact"), "p_mode exact"),
    (dict(p_convert="fma_perm_half"), "p_convert fma_perm_half"),
    (dict(p_correction="quadratic"), "p_correction"),
])
def test_phase_refuses_what_it_does_not_build(bad, needle):
    with pytest.raises(UserError) as err:
        build_spec(parse_spec(spec_text(dict(PHASE, **bad), "attn_bad")))
    assert needle in str(err.value) and "\n" not in str(err.value)


def test_phase_offset_is_unbiased_and_spread_is_nearer_exact():
    """Against ml_dtypes: over an even phase the corrected bytes' factor f(b) / 2^t has mean 1 at
    the derived offset (so the row maximum, byte 56, carries no bias against the other keys),
    and its spread lies between exact P's (nearest e4m3fn value) and lean P's."""
    t = -(np.arange(1 << 16) + 0.5) / (1 << 16) * 3  # three octaves below the maximum
    s = t.astype(np.float32)  # scores with c = 1 (so A8 = 8) and mu = 0: x = 8 t + B
    delta = lean_bias.phase_offset()
    bias = np.float32(56 + delta)
    corrected = ref.decode_e4m3(ref.u8_f32(ref.phase_corrected_x(s, np.float32(8), bias)))
    lean = ref.decode_e4m3(ref.u8_f32(ref.fma_f32(s, np.float32(8), np.float32(56 + lean_bias.debias_offset()))))
    exact = np.exp2(s.astype(np.float64)).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    g = {n: p / np.exp2(s.astype(np.float64)) for n, p in (("c", corrected), ("l", lean), ("e", exact))}
    spread = {n: v.std() / v.mean() for n, v in g.items()}
    assert abs(g["c"].mean() - 1) < 2e-3
    assert spread["e"] < spread["c"] < 0.93 * spread["l"]
    # the maximum itself: byte 56 (1.0) exactly
    assert ref.u8_f32(ref.phase_corrected_x(np.float32(0), np.float32(8), bias)) == 56


HALF = dict(PHASE, p_correction="phase_half", p_offset=-0.3729346617799365)


@pytest.mark.parametrize("params,shape", [
    (HALF, dict(seq_q=300, seq_k=307)),  # in place (pv_lag)
    (dict(head_dim_qk=64, block_k=64, p_correction="phase_half", rowsum="valu", output="fp32"),
     dict(seq_q=33, seq_k=130)),  # fresh pairs
])
def test_phase_half_bitwise(params, shape):
    check(run_case(params, seed=38, **shape), f"phase_half {params} {shape}")


def test_phase_half_corrects_half_the_bytes():
    """Half the v_fract_f32 of phase; its reference differs from both phase's and lean P's (with
    the same offset), so the bitwise test checks which keys are corrected."""
    def fracts(params, name):
        insts = read_code_object(build_spec(parse_spec(spec_text(params, name))).code_object).kernel().instructions
        return [i.mnemonic for i in insts].count("v_fract_f32")
    assert 2 * fracts(HALF, "attn_half") == fracts(PHASE, "attn_phase") > 0
    half = run_case(HALF, seed=38, seq_q=64, seq_k=256)
    check(half, "phase_half")
    for other in (dict(HALF, p_correction="phase"), dict(HALF, p_correction="none")):
        assert not np.array_equal(half["out_bits"], run_case(other, seed=38, seq_q=64, seq_k=256)["out_bits"])
