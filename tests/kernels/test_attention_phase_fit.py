"""attention_fwd `p_correction: phase_fit` (issue 37): lean P's x plus 2.75 (phi^2 - phi), phi the
phase of u = x / 8 (docs/attention.md "Lean P: the phase correction"). Oracles: the reference model
bit for bit and the fp64 bound (test_attention.check); the code object (llvm-objdump-22 through
read_code_object) for what makes P; ml_dtypes' e4m3fn rounding of the fp64 2^t for the claim that
the fitted gain's bytes are as near 2^t per key as exact P's."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.numerics import lean_bias
from zyfagen.numerics import reference as ref
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text
from test_attention_p_correction import PHASE

FIT = dict(PHASE, p_correction="phase_fit", p_offset=0.012234427711973694)  # specs/attention_hd128_lean_phase_fit.yaml


def test_offset_is_the_derived_one():
    assert lean_bias.phase_fit_offset() == pytest.approx(FIT["p_offset"], abs=1e-9)


@pytest.mark.parametrize("params,shape", [
    (FIT, dict(seq_q=300, seq_k=307)),  # P made in place in the scores (pv_lag)
    (dict(FIT, causal=True, lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    (dict(head_dim_qk=64, block_k=64, p_correction="phase_fit", p_offset=FIT["p_offset"],
          lazy_rescale="threshold", rescale_threshold=8.0, rowsum="valu", output="fp32"), dict(seq_q=40, seq_k=200)),
])
def test_phase_fit_bitwise(params, shape):
    check(run_case(params, seed=39, **shape), f"phase_fit {params} {shape}")


def test_phase_fit_bytes_differ_from_phase_and_cost_one_more_fma_per_pair():
    fit = run_case(FIT, seed=39, seq_q=64, seq_k=256)
    check(fit, "phase_fit")
    phase = run_case(dict(FIT, p_correction="phase"), seed=39, seq_q=64, seq_k=256)
    assert not np.array_equal(fit["out_bits"], phase["out_bits"])

    def counts(params, name):
        m = [i.mnemonic for i in read_code_object(build_spec(parse_spec(spec_text(params, name))).code_object)
             .kernel().instructions]
        return m.count("v_fract_f32"), m.count("v_pk_fma_f32")
    f_fit, fma_fit = counts(FIT, "attn_fit")
    f_ph, fma_ph = counts(PHASE, "attn_phase")
    assert f_fit == f_ph > 0 and fma_fit - fma_ph == f_ph // 2


def test_fitted_gain_is_as_near_as_exact_p_per_key():
    """Over an even phase (three octaves, c = 1, mu = 0) the bytes' factor f(b) / 2^t has mean 1
    at the derived offset, a spread within 0.5% of exact P's (ml_dtypes' nearest e4m3fn) and
    below phase's (gain 1); the maximum writes byte 56."""
    t = -(np.arange(1 << 16) + 0.5) / (1 << 16) * 3
    s = t.astype(np.float32)
    exact = np.exp2(s.astype(np.float64)).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)

    def factor(x):
        return ref.decode_e4m3(ref.u8_f32(x)) / np.exp2(s.astype(np.float64))
    fit = factor(ref.phase_corrected_x(s, np.float32(8), np.float32(56 + FIT["p_offset"]), lean_bias.PHASE_FIT_GAIN))
    ph = factor(ref.phase_corrected_x(s, np.float32(8), np.float32(56 + lean_bias.phase_offset())))
    g_exact = exact / np.exp2(s.astype(np.float64))
    spread = lambda g: g.std() / g.mean()  # noqa: E731
    assert abs(fit.mean() - 1) < 2e-3
    assert spread(fit) < 1.005 * spread(g_exact) and spread(fit) < 0.95 * spread(ph)
    assert ref.u8_f32(ref.phase_corrected_x(np.float32(0), np.float32(8), np.float32(56 + FIT["p_offset"]),
                                            lean_bias.PHASE_FIT_GAIN)) == 56
