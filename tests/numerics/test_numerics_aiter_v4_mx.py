"""AITER fmha_v4's MX code objects as emulated peer rows of the numerics study (issue 32):
zyfagen.numerics.aiter_real's aiter_v4_{mxfp4,mxfp6,f4f4,f6f4,f8f6}_real. Oracle: fp64 base-2
softmax (f8f6: softmax) on the MX values the row feeds the kernel (quantize_mx, itself tested against ml_dtypes;
values here from ml_dtypes), within the derived lean-P bound
(numerics.fp8_bound.lean_code_p_bound). The error against fp64 attention on the study's FP8
inputs, which the study reports (quantisation included), is printed: at 256 x 256 Gaussian about
5% of max |O| for mxfp4 / mxfp6 and 16-18% for f4f4 / f6f4 (V in FP4 too)."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.numerics.aiter_real import MX_KINDS, REAL_KERNELS
from zyfagen.numerics.fp8_bound import lean_code_p_bound, rounded_p_bound
from zyfagen.numerics.mx import quantize_mx, unpack_codes
from zyfagen.numerics.schemes import SCHEMES, SchemeInputs

F8 = ml_dtypes.float8_e4m3fn
ELEM = {4: ml_dtypes.float4_e2m1fn, 6: ml_dtypes.float6_e2m3fn}


def _mx_values(x: np.ndarray, bits: int, rotate: bool) -> np.ndarray:
    packed, scales = quantize_mx(x, "mxfp4" if bits == 4 else "mxfp6", rotate=rotate, scale_rule="aiter")
    v = unpack_codes(packed, bits).view(ELEM[bits]).astype(np.float64)
    return v * np.repeat(np.ldexp(1.0, scales.astype(int) - 127), 32, axis=-1)


@pytest.mark.parametrize("scheme", sorted(MX_KINDS))
def test_mx_peer_row_matches_fp64_on_its_own_mx_values(scheme):
    rng = np.random.default_rng(4)
    rows, keys, d = 256, 256, 128
    q, k, v = (rng.standard_normal((n, d)).astype(F8) for n in (rows, keys, keys))
    qd, kd, scale = 0.5, 0.25, 1 / np.sqrt(d)
    inputs = SchemeInputs(q, k, v, qd, kd, 1.0, scale)
    assert REAL_KERNELS[scheme].code_object() is not None
    out = SCHEMES[scheme].fn(inputs).out.astype(np.float64)
    kind = MX_KINDS[scheme]
    if kind == "f8f6":  # Q/K as given, V through AITER's FP6 packer (its values returned)
        from zyfagen.foreign.aiter_v4 import pack_v_mxfp6
        vf = pack_v_mxfp6(v.astype(np.float64))[2]
        s = (q.astype(np.float64) * qd) @ (k.astype(np.float64) * kd).T * scale
        p = np.exp(s - s.max(axis=1, keepdims=True))
        o_star = p @ vf / p.sum(axis=1, keepdims=True)
        assert np.all(np.abs(out - o_star) <= rounded_p_bound(p, vf, o_star))
        return
    bits = 4 if kind in ("mxfp4", "f4f4") else 6
    qf = _mx_values(q.astype(np.float64) * (qd * scale * np.log2(np.e)), bits, True)
    kf = _mx_values(k.astype(np.float64) * kd, bits, True)
    vf = v.astype(np.float64)
    if kind in ("f4f4", "f6f4"):  # V: E2M1 with scales per 32 keys and channel
        vf = _mx_values(vf.T, 4, False).T
    s2 = qf @ kf.T
    p = np.exp2(s2 - s2.max(axis=1, keepdims=True))
    o_star = p @ vf / p.sum(axis=1, keepdims=True)
    assert np.all(np.abs(out - o_star) <= lean_code_p_bound(p, vf, o_star))
    s = (q.astype(np.float64) * qd) @ (k.astype(np.float64) * kd).T * scale
    pr = np.exp(s - s.max(axis=1, keepdims=True))
    ref = pr @ v.astype(np.float64) / pr.sum(axis=1, keepdims=True)
    rel = np.abs(out - ref).max() / np.abs(ref).max()
    print(scheme, "max |O - O_ref| / max |O_ref| on the FP8 inputs:", round(float(rel), 4))
    assert rel < 0.25
