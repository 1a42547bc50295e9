"""attention_fwd `qk_format: mxfp8 | mxfp4` (issue 37): Q·K on OCP MX operands through
v_mfma_scale_f32_32x32x64_f8f6f4, P·V in FP8.

Oracles: (1) the kind's reference (numerics.reference with numerics.mx.mx_scores, written from
the MFMA model of emulator/mfma.py's docstring, not from the builder) bit for bit against the code
object in the emulator, with poison around every buffer (NaN e4m3 bytes, E8M0 255 = NaN scales)
and canaries around O; (2) fp64 softmax attention on the dequantised MX values (ml_dtypes' element
types decode them independently of numerics.mx): the kernel's error against it stays within lean
P's error level of the FP8 kernel; (3) llvm-objdump-22's reading of the code object for the
operand formats (cbsz/blgp) and the FP4 operand widths."""
from __future__ import annotations

import re

import ml_dtypes
import numpy as np
import pytest

from zyfagen import emulator
from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.mx import quantize_mx, unpack_codes
from zyfagen.numerics.reference import attention_reference
from zyfagen.spec import load_spec, parse_spec

from conftest import ROOT
from test_attention import CANARY_U16, POISON_FP8, fp8_bytes, padded, spec_text

LEAN = dict(head_dim_qk=128, p_block_scale=True, rowsum="mfma16", p_convert="fma_perm_half",
            v_transpose="lds", kv_sharing="lds", waves_per_workgroup=8, schedule="pingpong_lds")
ML = {"mxfp8": ml_dtypes.float8_e4m3fn, "mxfp6": ml_dtypes.float6_e2m3fn, "mxfp4": ml_dtypes.float4_e2m1fn}
BITS = {"mxfp8": 8, "mxfp6": 6, "mxfp4": 4}
_BUILDS: dict = {}


def _program(params: dict):
    key = tuple(sorted(params.items()))
    if key not in _BUILDS:
        _BUILDS[key] = build_spec(parse_spec(spec_text(params, "attn_mx"))).code_object
    return _BUILDS[key]


def _fp64(q, qs, k, ks, v, dvs, fmt, scale, causal):
    """Softmax attention in float64 on the MX values decoded by ml_dtypes (per head)."""
    def deq(x, s):
        vals = unpack_codes(x, BITS[fmt]).view(ML[fmt]).astype(np.float64)
        return vals * np.repeat(np.ldexp(1.0, s.astype(np.int64) - 127), 32, -1)
    qf, kf = deq(q, qs), deq(k, ks)
    vf = v.view(ml_dtypes.float8_e4m3fn).astype(np.float64) * dvs
    nb, sq, hq, _ = qf.shape
    sk, hkv = kf.shape[1], kf.shape[2]
    out = np.zeros((nb, sq, hq, vf.shape[3]))
    for b in range(nb):
        for h in range(hq):
            kvh = h // (hq // hkv)
            s = qf[b, :, h] @ kf[b, :, kvh].T * scale
            if causal:
                s = np.where(np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq), s, -np.inf)
            mx = s.max(axis=1, keepdims=True)
            w = np.exp(s - np.where(np.isfinite(mx), mx, 0.0))
            den = w.sum(axis=1, keepdims=True)  # 0: a row with no key, whose O is 0
            out[b, :, h] = np.where(den > 0, w @ vf[b, :, kvh], 0.0) / np.where(den > 0, den, 1.0)
    return out


def run_mx(params: dict, *, seq_q=64, seq_k=300, batch=1, heads_q=1, heads_kv=1, seed=0, rotate=False,
           outlier=0.0, code_object: bytes | None = None):
    fmt = params["qk_format"]
    rng = np.random.default_rng(seed)
    qx = rng.standard_normal((batch, seq_q, heads_q, 128))
    kx = rng.standard_normal((batch, seq_k, heads_kv, 128))
    kx[..., 5] += outlier  # an outlier channel (what rotation is for)
    (q, qs), (k, ks) = quantize_mx(qx, fmt, rotate), quantize_mx(kx, fmt, rotate)
    v, dvs = fp8_bytes(rng, (batch, seq_k, heads_kv, 128))
    scale = float(np.float32(1 / np.sqrt(128)))
    qb, qv = padded(q, (0, 2, 1, 16), POISON_FP8)
    kb, kv_ = padded(k, (0, 3, 1, 8), POISON_FP8)
    vb, vv = padded(v, (0, 3, 1, 8), POISON_FP8)
    qsb, qsv = padded(qs, (0, 2, 1, 4), 255)
    ksb, ksv = padded(ks, (0, 3, 1, 4), 255)
    ob = np.full((batch, seq_q + 2, heads_q + 1, 136), CANARY_U16, np.uint16)
    ov = ob[:, :seq_q, :heads_q, :128]
    args = dict(q=qb, k=kb, v=vb, o=ob, q_scales=qsb, k_scales=ksb, softmax_scale=scale, seq_q=seq_q,
                seq_k=seq_k, gqa_group=heads_q // heads_kv, heads_kv=heads_kv, q_descale=1.0, k_descale=1.0,
                v_descale=dvs)
    for t, view in (("q", qv), ("k", kv_), ("v", vv), ("o", ov), ("q_scales", qsv), ("k_scales", ksv)):
        sb, ss, sh, _ = (s // view.itemsize for s in view.strides)
        pre = t if t.endswith("scales") else t
        args.update({f"{pre}_stride_b": sb, f"{pre}_stride_s": ss, f"{pre}_stride_h": sh})
    grid = ((seq_q + 255) // 256, heads_q, batch)
    res = emulator.launch(emulator.load(code_object or _program(params)), args, grid=grid)
    got = res.buffers["o"]
    outside = np.ones(ob.shape, bool)
    outside[:, :seq_q, :heads_q, :128] = False
    assert np.all(got[outside] == CANARY_U16), "a write landed outside O"
    bits = got[:, :seq_q, :heads_q, :128]
    cfg = config_from_params(params)
    ref = attention_reference(q, k, v, softmax_scale=scale, v_descale=dvs, config=cfg, qk_mx=(fmt, qs, ks))
    out = bits.view(ml_dtypes.bfloat16).astype(np.float64)
    f64 = _fp64(q, qs, k, ks, v, dvs, fmt, scale, cfg.causal)
    return dict(bits=bits, ref_bits=ref.out.view(np.uint16), out=out, f64=f64)


def rel(case) -> float:
    return float(np.linalg.norm(case["out"] - case["f64"]) / np.linalg.norm(case["f64"]))


@pytest.mark.parametrize("fmt", ["mxfp4", "mxfp8", "mxfp6"])
@pytest.mark.parametrize("extra,shape", [
    ({}, dict(seq_q=64, seq_k=300)),  # two full blocks and a masked tail
    (dict(causal=True, p_mode="exact", p_block_scale=False, rowsum="valu_fp32", p_convert="cvt_pk_u8"),
     dict(seq_q=257, seq_k=130, batch=2, heads_q=2, heads_kv=1)),  # exact P, GQA, two workgroups
])
def test_mx_bitwise_and_fp64(fmt, extra, shape):
    params = dict(LEAN, qk_format=fmt, **extra)
    if fmt in ("mxfp8", "mxfp6"):
        params["schedule"] = "pingpong_lds_d1"  # five 34 KiB buffers would not fit LDS
    case = run_mx(params, seed=7, **shape)
    diff = case["bits"] != case["ref_bits"]
    assert not diff.any(), f"{int(diff.sum())} outputs differ from the reference, first {tuple(np.argwhere(diff)[0])}"
    err = rel(case)
    print(f"{fmt} {extra}: relative Frobenius error vs fp64 {err:.4f}")
    assert err < 0.04  # lean P's level on FP8 inputs (test_attention: 1.6-3.0%)


def test_mx_lds_address_pairs_bitwise():
    """MXFP4 with its K read addresses in pairs (lds_address_pairs: one v_lshl_add_u64 per pair
    in each block's copy): the reference's bits over 8 key blocks."""
    case = run_mx(dict(LEAN, qk_format="mxfp4", lds_address_pairs=True), seed=7, seq_q=64, seq_k=900)
    diff = case["bits"] != case["ref_bits"]
    assert not diff.any(), f"{int(diff.sum())} outputs differ from the reference"


def test_mx_scales_matter():
    """The same case with every K scale one step up doubles the scores: the kernel's output moves
    with the reference's (so the bitwise test cannot pass with the scales ignored)."""
    params = dict(LEAN, qk_format="mxfp4")
    a = run_mx(params, seed=3, seq_q=32, seq_k=128)
    assert not np.array_equal(a["bits"], np.zeros_like(a["bits"]))
    b = run_mx(params, seed=3, seq_q=32, seq_k=128, outlier=40.0)
    assert not np.array_equal(a["bits"], b["bits"])
    assert np.array_equal(b["bits"], b["ref_bits"])


def test_mx_code_object_formats():
    """llvm-objdump-22's reading: QK^T by the scaled MFMA with E2M1 A and B in 4 registers."""
    insts = read_code_object(_program(dict(LEAN, qk_format="mxfp4"))).kernel().instructions
    qk = [i for i in insts if i.mnemonic == "v_mfma_scale_f32_32x32x64_f8f6f4" and "cbsz:4" in i.text]
    # 4 tiles x 2 d chunks per block, in the full-block loop and the masked tail loop
    assert len(qk) == 16 and all("blgp:4" in i.text for i in qk)
    for i in qk:  # A and B: 4 registers each (32 E2M1 values per lane)
        for src in re.findall(r"[va]\[(\d+):(\d+)\]", i.text)[1:3]:
            assert int(src[1]) - int(src[0]) + 1 == 4, i.text
    assert any(i.mnemonic == "global_load_lds_dword" for i in insts)


@pytest.mark.parametrize("bad,needle", [
    (dict(qk_format="mxfp4", kv_sharing="none", waves_per_workgroup=1, schedule="serial"), "K/V-sharing"),
    (dict(qk_format="mxfp4", softcap=True), "softcap"),
    (dict(qk_format="mxfp3"), "qk_format"),
])
def test_mx_refuses_what_it_does_not_build(bad, needle):
    with pytest.raises(UserError) as err:
        build_spec(parse_spec(spec_text(dict(LEAN, **bad), "attn_bad")))
    assert needle in str(err.value) and "\n" not in str(err.value)


EMITTED = sorted(p.stem for p in (ROOT / "specs").glob("attention_*.yaml")
                 if load_spec(p).params.get("qk_format", "fp8") != "fp8")


def test_mx_specs_are_emitted():
    assert {"attention_hd128_mxfp4_lean", "attention_hd128_mxfp8_lean", "attention_hd128_mxfp6_lean",
            "attention_hd128_mxfp4_exact"} <= set(EMITTED)


@pytest.mark.parametrize("name", EMITTED)
def test_emitted_mx_code_objects(name):
    """The committed code objects, as a user gets them, on rotated inputs with an outlier channel."""
    spec = load_spec(ROOT / "specs" / f"{name}.yaml")
    code = (ROOT / "emitted" / f"{spec.name}.hsaco").read_bytes()
    case = run_mx(dict(spec.params), seq_q=33, seq_k=150, heads_q=2, heads_kv=1, seed=5, rotate=True,
                  outlier=6.0, code_object=code)
    assert np.array_equal(case["bits"], case["ref_bits"]), name
    assert rel(case) < 0.04, (name, rel(case))
