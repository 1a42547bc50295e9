"""attention_fwd: emulated code objects against the bit-exact reference and an fp64 softmax.

Oracles: (1) `zyfagen.numerics.reference`, written from docs/attention.md and independent of the
kernel builder, must give bitwise the same O and LSE as the code object running in the emulator;
(2) plain fp64 softmax attention on the dequantised inputs, which the output must match within
an error bound derived from FP8 precision below; (3) canaries: every buffer is surrounded by
poison (NaN bytes in the gaps between rows and heads and past the end); nothing outside O and LSE
may change, and the emulator itself rejects any access outside a bound buffer.

Error bound per query row (derivation). With P*_j = 2^(c (s_j - M)) the exact weights relative
to the row max M, D* = sum_j P*_j, and the kernel's weights P_j = P*_j + e_j (the row sum is taken
from the same P, so O = sum P_j V_j / sum P_j exactly up to fp32 accumulation):
    O - O* = sum_j e_j (V_j - O*) / sum_j P_j,
    |O - O*| <= sum_j (eps P*_j + a_j) |V_j - O*| / ((1 - eps) D* - sum_j a_j),
where eps is the relative error of one P and a_j an absolute error allowed only below the
normal range (P*_j < tau):
- lean: the byte rounds 8t to an integer (factor 2^(+-1/16)) and reads it as piecewise-linear
  2^t (factor up to 1.0607 at mantissa 3..4): eps = 1.0607 * 2^(1/16) - 1 < 0.108; below
  tau = 2^-6 the bytes are subnormal and t < -7 flushes: a = 2^-7;
- exact: e4m3fn round to nearest: eps = 2^-4; tau = 2^-6, a = 2^-10 (half the subnormal step);
- block scaling multiplies P by 2^k with k >= 8 before rounding: tau and a shrink by 2^-8.
The rescale factors, scores and fp32 accumulation add relative errors near 2^-20 (allowed as
1e-5 of max |V|), and bf16 output rounding 2^-8 |O| (half an ulp, 8 significant bits).
With `rowsum: valu_fp32` the denominator is D = sum of the unrounded fp32 P = D* (1 + eta),
|eta| <= 1e-5 (fp32 arguments, exp2 and sums), while the numerator uses the rounded P, so
    O - O* = (sum_j e_j V_j - eta D* O*) / D,
    |O - O*| <= sum_j (eps P*_j + a_j) |V_j| / ((1 - 1e-5) D*) + 1e-5 |O*| / (1 - 1e-5):
|V_j| replaces |V_j - O*| (the errors no longer cancel against the denominator).
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from zyfagen import emulator
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.reference import attention_fp64, attention_reference, decode_e4m3
from zyfagen.spec import load_spec, parse_spec

from conftest import ROOT

POISON_FP8 = 0x7F  # e4m3fn NaN: any read of it would poison the output
CANARY_U16 = 0x7FA5  # a bf16 NaN pattern the kernel never writes
CANARY_U32 = 0x7FC0DEAD

_BUILDS: dict[tuple, object] = {}


def spec_text(params: dict, name: str = "attn_test") -> str:
    lines = [f"name: {name}", "arch: gfx950", "kind: attention_fwd", "params:"]
    for k, v in params.items():
        lines.append(f"  {k}: {str(v).lower() if isinstance(v, bool) else v}")
    return "\n".join(lines) + "\n"


def program(params: dict, code_object: bytes | None = None):
    """The emulator program for `params` (built once per session), or for a given code object."""
    if code_object is not None:
        return emulator.load(code_object)
    key = tuple(sorted(params.items()))
    if key not in _BUILDS:
        _BUILDS[key] = emulator.load(build_spec(parse_spec(spec_text(params))).code_object)
    return _BUILDS[key]


def fp8_bytes(rng, shape, sigma=1.0) -> tuple[np.ndarray, float]:
    """Gaussian values quantised per tensor to e4m3fn bytes, and the descale."""
    x = rng.standard_normal(shape) * sigma
    descale = float(np.float32(np.abs(x).max() / 448.0))
    b = (x / descale).astype(np.float32).clip(-448, 448).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
    return b, descale


def padded(core: np.ndarray, pad: tuple[int, ...], fill) -> tuple[np.ndarray, np.ndarray]:
    """A larger buffer full of `fill` whose leading corner is `core` (a strided view of it)."""
    buf = np.full(tuple(n + p for n, p in zip(core.shape, pad)), fill, dtype=core.dtype)
    view = buf[tuple(slice(0, n) for n in core.shape)]
    view[...] = core
    return buf, view


def strides(view: np.ndarray) -> list[int]:
    return [s // view.itemsize for s in view.strides]


def run_case(params: dict, *, batch=1, seq_q=32, seq_k=128, heads_q=1, heads_kv=1, seed=0,
             softmax_scale=None, sigma_qk=1.0, code_object: bytes | None = None):
    """Emulate one launch with canaries around every buffer; return outputs and references."""
    d = params.get("head_dim_qk", 128)
    dv = params.get("head_dim_v", 0) or d
    out_fp32 = params.get("output") == "fp32"
    want_lse = params.get("lse", False)
    per_bh = params.get("descale") == "batch_head"
    rng = np.random.default_rng(seed)
    q, dq = fp8_bytes(rng, (batch, seq_q, heads_q, d), sigma_qk)
    k, dk = fp8_bytes(rng, (batch, seq_k, heads_kv, d), sigma_qk)
    v, dvs = fp8_bytes(rng, (batch, seq_k, heads_kv, dv))
    if per_bh:  # different descales per (batch, KV head): rescale the descales, not the bytes
        f = rng.uniform(0.5, 2.0, (3, batch, heads_kv)).astype(np.float32)
        dq, dk, dvs = (np.float32(x) * f[i] for i, x in enumerate((dq, dk, dvs)))
    scale = np.float32(softmax_scale if softmax_scale is not None else 1.0 / np.sqrt(d))

    qbuf, qv = padded(q, (0, 2, 1, 16), POISON_FP8)
    kbuf, kv_ = padded(k, (0, 3, 1, 8), POISON_FP8)
    vbuf, vv = padded(v, (0, 3, 1, 8), POISON_FP8)
    o_dtype, canary = (np.uint32, CANARY_U32) if out_fp32 else (np.uint16, CANARY_U16)
    obuf = np.full((batch, seq_q + 2, heads_q + 1, dv + 8), canary, dtype=o_dtype)
    ov = obuf[:, :seq_q, :heads_q, :dv]
    args = dict(q=qbuf, k=kbuf, v=vbuf, o=obuf, softmax_scale=float(scale), seq_q=seq_q, seq_k=seq_k,
                gqa_group=heads_q // heads_kv, heads_kv=heads_kv)
    if per_bh:
        args.update(q_descale=np.asarray(dq, np.float32), k_descale=np.asarray(dk, np.float32),
                    v_descale=np.asarray(dvs, np.float32))
    else:
        args.update(q_descale=dq, k_descale=dk, v_descale=dvs)
    for t, view in (("q", qv), ("k", kv_), ("v", vv), ("o", ov)):
        sb, ss, sh, _ = strides(view)
        args.update({f"{t}_stride_b": sb, f"{t}_stride_s": ss, f"{t}_stride_h": sh})
    if want_lse:
        lbuf = np.full((batch, heads_q + 1, seq_q + 3), CANARY_U32, dtype=np.uint32)
        lv = lbuf[:, :heads_q, :seq_q]
        sb, sh, _ = strides(lv)
        args.update(lse=lbuf, lse_stride_b=sb, lse_stride_h=sh)
    rows = 32 * params.get("waves_per_workgroup", 1)
    grid = ((seq_q + rows - 1) // rows, heads_q, batch)
    res = emulator.launch(program(params, code_object), args, grid=grid)
    got = res.buffers

    # inputs untouched, canaries intact
    for name, buf in (("q", qbuf), ("k", kbuf), ("v", vbuf)):
        assert np.array_equal(got[name], buf), f"{name} was modified"
    o_after = got["o"]
    outside = np.ones(obuf.shape, bool)
    outside[:, :seq_q, :heads_q, :dv] = False
    assert np.all(o_after[outside] == canary), "a write landed outside O's elements"
    o_bits = o_after[:, :seq_q, :heads_q, :dv]
    lse_bits = None
    if want_lse:
        l_after = got["lse"]
        outside = np.ones(l_after.shape, bool)
        outside[:, :heads_q, :seq_q] = False
        assert np.all(l_after[outside] == CANARY_U32), "a write landed outside LSE's elements"
        lse_bits = l_after[:, :heads_q, :seq_q]

    # the kind's one mapping from spec parameters (defaults included, e.g. the lean P offset)
    cfg = config_from_params(params, output="fp32" if out_fp32 else "bf16")
    kw = dict(softmax_scale=scale, q_descale=dq, k_descale=dk, v_descale=dvs)
    ref = attention_reference(q, k, v, config=cfg, **kw)
    f64 = attention_fp64(q, k, v, causal=cfg.causal, **kw)
    out = o_bits.view(np.float32) if out_fp32 else o_bits.view(ml_dtypes.bfloat16)
    return dict(out=out, out_bits=o_bits, ref=ref, f64=f64, lse_bits=lse_bits, cfg=cfg,
                inputs=(q, k, v), kw=kw, instructions=res.wave_instructions)


def fp64_weights(qf: np.ndarray, kf: np.ndarray, scale: float, causal: bool):
    """One head's fp64 softmax before normalisation: (visible [q, key], exp(s - row max), 0
    where a key is hidden; causal aligned bottom-right). The error bounds weigh by these."""
    sq, sk = qf.shape[0], kf.shape[0]
    s = (qf @ kf.T) * scale
    vis = np.ones((sq, sk), bool)
    if causal:
        vis = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
    s = np.where(vis, s, -np.inf)
    mx = s.max(axis=1, keepdims=True)
    return vis, np.where(vis, np.exp(s - np.where(np.isfinite(mx), mx, 0.0)), 0.0)


def error_bound(case) -> np.ndarray:
    """Per-element bound on |O - O_fp64| from the derivation in the module docstring."""
    cfg = case["cfg"]
    q, k, v = case["inputs"]
    kw = case["kw"]
    lean = cfg.p_mode == "lean"
    eps = 0.108 if lean else 2.0 ** -4
    tau, a = (2.0 ** -6, 2.0 ** -7) if lean else (2.0 ** -6, 2.0 ** -10)
    if cfg.p_block_scale:
        tau, a = tau * 2.0 ** -8, a * 2.0 ** -8
    elif cfg.p_fixed_shift:  # every P carries 2^k: its smallest normal byte is 2^-k lower
        tau, a = tau * 2.0 ** -cfg.p_fixed_shift, a * 2.0 ** -cfg.p_fixed_shift
    nb, sq, hq, _ = q.shape
    _, sk, hkv, dv = v.shape
    group = hq // hkv
    bound = np.zeros((nb, sq, hq, dv))

    def descale(x, b, kvh):
        x = np.asarray(x)
        return float(x if x.ndim == 0 else x[b, kvh])

    for b in range(nb):
        for h in range(hq):
            kvh = h // group
            qf = decode_e4m3(q[b, :, h]) * descale(kw["q_descale"], b, kvh)
            kf = decode_e4m3(k[b, :, kvh]) * descale(kw["k_descale"], b, kvh)
            vf = decode_e4m3(v[b, :, kvh]) * descale(kw["v_descale"], b, kvh)
            vis, p = fp64_weights(qf, kf, float(kw["softmax_scale"]), cfg.causal)
            dstar = p.sum(axis=1)
            o_star = case["f64"][b, :, h]
            aj = np.where(vis & (p < tau), a, 0.0)
            if cfg.rowsum == "valu_fp32":  # denominator from the unrounded P
                dev = np.broadcast_to(np.abs(vf)[None, :, :], (sq, sk, dv))  # |V_j|
                den = (1 - 1e-5) * dstar
            else:
                dev = np.abs(vf[None, :, :] - o_star[:, None, :])  # |V_j - O*|
                den = (1 - eps) * dstar - aj.sum(axis=1)
            num = np.einsum("qj,qjd->qd", eps * p + aj, dev)
            vmax = np.abs(vf).max()
            row = np.where(den[:, None] > 0, num / np.where(den > 0, den, 1.0)[:, None], 2 * vmax)
            row = np.where(vis.any(axis=1)[:, None], row, 0.0)
            bound[b, :, h] = row + 1e-5 * vmax + 2.0 ** -8 * (np.abs(o_star) + row)
    return bound


def check(case, label: str = "") -> dict:
    """Bitwise equality with the reference and the fp64 bound; returns measured errors."""
    ref = case["ref"]
    ref_bits = ref.out.view(np.uint32 if case["cfg"].output == "fp32" else np.uint16)
    diff = case["out_bits"] != ref_bits
    assert not diff.any(), (f"{label}: {int(diff.sum())} of {diff.size} outputs differ from the reference; "
                            f"first at {tuple(np.argwhere(diff)[0])}")
    if case["lse_bits"] is not None:
        ref_lse = ref.lse.view(np.uint32)
        assert np.array_equal(case["lse_bits"], ref_lse), f"{label}: LSE differs from the reference"
    out = case["out"].astype(np.float64)
    err = np.abs(out - case["f64"])
    bound = error_bound(case)
    assert np.all(err <= bound), (f"{label}: error {err.max():.3g} above the FP8 bound at "
                                  f"{tuple(np.argwhere(err > bound)[0])}")
    rel = float(np.linalg.norm(out - case["f64"]) / max(np.linalg.norm(case["f64"]), 1e-30))
    stats = {"max_abs": float(err.max()), "rel_frobenius": rel,
             "worst_bound_ratio": float((err / np.maximum(bound, 1e-30)).max())}
    print(f"{label}: max |err| {stats['max_abs']:.3g}, relative Frobenius {rel:.3g}, "
          f"worst err/bound {stats['worst_bound_ratio']:.3f}")
    return stats


# ---- the configuration matrix ---------------------------------------------------------------

MATRIX = [
    # (id, params, shape)
    ("hd128-lean", dict(head_dim_qk=128), dict(seq_q=64, seq_k=300)),
    ("hd128-lean-scaled", dict(head_dim_qk=128, p_block_scale=True), dict(seq_q=64, seq_k=300)),
    # the original addend 56 (p_offset 0), kept for comparison with the derived default
    ("hd128-lean-scaled-offset0", dict(head_dim_qk=128, p_block_scale=True, p_offset=0.0), dict(seq_q=40, seq_k=300)),
    ("hd128-exact", dict(head_dim_qk=128, p_mode="exact"), dict(seq_q=40, seq_k=260)),
    ("hd128-exact-scaled-valu", dict(head_dim_qk=128, p_mode="exact", p_block_scale=True, rowsum="valu"),
     dict(seq_q=40, seq_k=260)),
    ("hd128-lean-valu", dict(head_dim_qk=128, rowsum="valu"), dict(seq_q=33, seq_k=200)),
    # the 16x16x128 row sum: unscaled (perm V^T, L in the MFMA order), scaled + causal, lazy
    ("hd128-lean-mfma16", dict(head_dim_qk=128, rowsum="mfma16"), dict(seq_q=33, seq_k=200)),
    ("hd128-lean-scaled-mfma16-causal", dict(head_dim_qk=128, p_block_scale=True, rowsum="mfma16", causal=True),
     dict(seq_q=40, seq_k=129)),
    ("hd64-lds-lean-scaled-mfma16-lazy", dict(head_dim_qk=64, p_block_scale=True, rowsum="mfma16", v_transpose="lds",
                                              lazy_rescale="threshold", rescale_threshold=3.0), dict(seq_q=31, seq_k=389)),
    ("hd128-exact-valu-fp32", dict(head_dim_qk=128, p_mode="exact", rowsum="valu_fp32"), dict(seq_q=40, seq_k=260)),
    ("hd64-exact-scaled-valu-fp32-causal-lse", dict(head_dim_qk=64, p_mode="exact", p_block_scale=True,
                                                    rowsum="valu_fp32", causal=True, lse=True),
     dict(seq_q=50, seq_k=150)),
    ("hd128-bk64-exact-valu-fp32-gqa", dict(head_dim_qk=128, block_k=64, p_mode="exact", rowsum="valu_fp32"),
     dict(seq_q=33, seq_k=100, heads_q=2, heads_kv=1)),
    ("hd128-lean-scaled-valu-causal", dict(head_dim_qk=128, p_block_scale=True, rowsum="valu", causal=True),
     dict(seq_q=70, seq_k=200)),
    ("hd128-lean-causal-sq>sk", dict(head_dim_qk=128, causal=True, p_block_scale=True), dict(seq_q=150, seq_k=90)),
    ("hd128-exact-causal-gqa", dict(head_dim_qk=128, p_mode="exact", causal=True),
     dict(seq_q=64, seq_k=64, heads_q=4, heads_kv=2)),
    ("hd64-lean-scaled-gqa", dict(head_dim_qk=64, p_block_scale=True), dict(seq_q=45, seq_k=140, heads_q=3, heads_kv=1)),
    ("hd64-exact-valu", dict(head_dim_qk=64, p_mode="exact", rowsum="valu"), dict(seq_q=32, seq_k=129)),
    ("hd256-lean-scaled", dict(head_dim_qk=256, p_block_scale=True), dict(seq_q=31, seq_k=150)),
    ("hd256-exact-causal", dict(head_dim_qk=256, p_mode="exact", causal=True), dict(seq_q=40, seq_k=60)),
    ("mla-lean-scaled", dict(head_dim_qk=192, head_dim_v=128, p_block_scale=True), dict(seq_q=32, seq_k=170)),
    ("mla-exact-valu-causal", dict(head_dim_qk=192, head_dim_v=128, p_mode="exact", rowsum="valu", causal=True),
     dict(seq_q=50, seq_k=80)),
    ("hd128-bk64-lean-scaled", dict(head_dim_qk=128, block_k=64, p_block_scale=True), dict(seq_q=32, seq_k=150)),
    ("hd128-bk64-exact-causal", dict(head_dim_qk=128, block_k=64, p_mode="exact", causal=True),
     dict(seq_q=60, seq_k=100)),
    ("hd128-fp32-lse-batchhead", dict(head_dim_qk=128, output="fp32", lse=True, descale="batch_head",
                                      p_block_scale=True),
     dict(batch=2, seq_q=33, seq_k=140, heads_q=2, heads_kv=2)),
    ("hd64-lse-causal", dict(head_dim_qk=64, lse=True, causal=True), dict(seq_q=50, seq_k=20)),
]


@pytest.mark.parametrize("label,params,shape", MATRIX, ids=[m[0] for m in MATRIX])
def test_matches_reference_bitwise_and_fp64_within_fp8_bound(label, params, shape):
    check(run_case(params, **shape), label)


@pytest.mark.parametrize("seq_q,seq_k", [(1, 1), (31, 127), (127, 31), (129, 129), (1, 307), (307, 1)])
def test_ragged_lengths_with_canaries(seq_q, seq_k):
    params = dict(head_dim_qk=64, p_block_scale=True, lse=True)
    check(run_case(params, seq_q=seq_q, seq_k=seq_k, seed=seq_q * 1000 + seq_k), f"ragged {seq_q}x{seq_k}")


def test_prime_length_causal_exact():
    check(run_case(dict(head_dim_qk=128, p_mode="exact", causal=True, lse=True), seq_q=311, seq_k=311, seed=7),
          "causal 311x311")


def test_sharp_scores_stress_underflow_and_block_shift():
    """Large scores: most P underflow, the running max moves between blocks."""
    for params in (dict(head_dim_qk=128), dict(head_dim_qk=128, p_block_scale=True),
                   dict(head_dim_qk=128, p_mode="exact", p_block_scale=True)):
        check(run_case(params, seq_q=32, seq_k=384, sigma_qk=3.0, seed=11), f"sharp {params}")


def test_same_inputs_give_the_same_bits():
    a = run_case(dict(head_dim_qk=128, p_block_scale=True), seq_q=40, seq_k=200, seed=3)
    b = run_case(dict(head_dim_qk=128, p_block_scale=True), seq_q=40, seq_k=200, seed=3)
    assert np.array_equal(a["out_bits"], b["out_bits"])


def test_valu_fp32_row_sum_is_the_sum_of_the_unrounded_exponentials():
    """rowsum valu_fp32: LSE = ln(L) + c mu reads the denominator. Against fp64 log-sum-exp it
    is good to fp32 precision, while the rounded-P row sum (valu) is off by the FP8 rounding of
    P; and the output differs from the rounded-sum kernel's (the published mismatch)."""
    shape = dict(seq_q=32, seq_k=256, seed=31)
    fp32 = run_case(dict(head_dim_qk=128, p_mode="exact", rowsum="valu_fp32", lse=True), **shape)
    rounded = run_case(dict(head_dim_qk=128, p_mode="exact", rowsum="valu", lse=True), **shape)
    check(fp32, "valu_fp32 lse")
    check(rounded, "valu lse")
    q, k, _ = fp32["inputs"]
    kw = fp32["kw"]
    s = (decode_e4m3(q[0, :, 0]) * float(kw["q_descale"])) @ (decode_e4m3(k[0, :, 0]) * float(kw["k_descale"])).T
    s = s * float(kw["softmax_scale"])
    mx = s.max(axis=1)
    lse64 = mx + np.log(np.exp(s - mx[:, None]).sum(axis=1))
    err_fp32 = np.abs(fp32["lse_bits"].view(np.float32)[0, 0].astype(np.float64) - lse64)
    err_rounded = np.abs(rounded["lse_bits"].view(np.float32)[0, 0].astype(np.float64) - lse64)
    tol = 1e-5 * (1 + np.abs(lse64))  # fp32 scores, exponent arguments, exp2 and sums
    assert np.all(err_fp32 <= tol), err_fp32.max()
    assert err_rounded.max() > 10 * tol.max()  # the test can tell the two sums apart
    assert not np.array_equal(fp32["out_bits"], rounded["out_bits"])


def test_rows_that_see_no_key_give_zero():
    """Causal with seq_q > seq_k: the first seq_q - seq_k rows see no key (as common libraries)."""
    case = run_case(dict(head_dim_qk=64, causal=True, lse=True), seq_q=70, seq_k=5)
    assert np.all(case["out"][:, :65].astype(np.float64) == 0.0)
    assert np.all(np.isposinf(case["lse_bits"].view(np.float32)[:, :, :65]))  # flash-attn's +inf
    check(case, "no-key rows")


BAD_SPECS = [
    (dict(head_dim_qk=96), "params.head_dim_qk"),
    (dict(head_dim_qk=192), "params.head_dim_v"),
    (dict(head_dim_qk=128, head_dim_v=192), "params.head_dim_v"),
    (dict(block_k=96), "params.block_k"),
    (dict(block_k=256), "params.block_k"),
    (dict(block_q=64), "params.block_q"),
    (dict(p_mode="fast"), "params.p_mode"),
    (dict(rowsum="sum"), "params.rowsum"),
    (dict(p_mode="exact", rowsum="mfma16"), "params.rowsum"),  # an exact P byte may be NaN
    (dict(qkv_format="bf16"), "params.qkv_format"),
    (dict(p_block_scale=1), "params.p_block_scale"),
    (dict(output="fp16"), "params.output"),
    (dict(head_size=128), "params.head_size"),
]


@pytest.mark.parametrize("params,field", BAD_SPECS, ids=[f for _, f in BAD_SPECS])
def test_bad_specs_give_one_line_errors(params, field):
    with pytest.raises(UserError) as exc:
        parse_spec(spec_text(params), "bad.yaml")
    msg = str(exc.value)
    assert msg.startswith("bad.yaml: ") and field in msg and "\n" not in msg


# issue 34's serving specs (varlen, window, softcap, sinks) take their own arguments:
# test_attention_serving.py runs their emitted code objects
EMITTED = sorted(p.stem for p in (ROOT / "specs").glob("attention_*.yaml")
                 if not any(load_spec(p).params.get(f) for f in ("varlen", "window", "softcap", "sinks"))
                 and load_spec(p).params.get("qk_format", "fp8") == "fp8"  # MX: test_attention_mx.py
                 and load_spec(p).params.get("qkv_format", "e4m3") == "e4m3")  # 16-bit: test_attention_bf16.py


@pytest.mark.parametrize("name", EMITTED)
def test_emitted_code_objects_run_correctly(name):
    """The committed code object of each attention spec, run as a user would get it."""
    spec = load_spec(ROOT / "specs" / f"{name}.yaml")
    code = (ROOT / "emitted" / f"{spec.name}.hsaco").read_bytes()
    check(run_case(dict(spec.params), seq_q=33, seq_k=150, heads_q=2, heads_kv=1, seed=5, code_object=code),
          f"emitted {spec.name}")
