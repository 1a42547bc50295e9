"""attention_fwd with BF16 / FP16 Q, K, V (issue 36, `qkv_format`; zyfagen/kernels/attention_fwd/bf16.py).

Oracles: the kind's bit-exact reference model (zyfagen.numerics.reference, written from
docs/attention.md) equals the emulated code object bit for bit (O and LSE), with canaries around
every buffer; and the error against an fp64 softmax on the same 16-bit inputs stays within the
bound derived here:
- every P the kernel multiplies is the exact P_j = exp(s_j - m) up to the rounding to the 16-bit
  format (relative u = 2^-8 for bf16, 2^-11 for fp16) and a few fp32 roundings (the score's
  fp32 accumulation, v_exp_f32): |P~_j - P_j| <= eps P_j with eps = u (1 + 2^-6);
- rowsum valu_fp32 divides by the sum of the unrounded fp32 P (relative 1e-5): |O - O*| <=
  eps sum P_j |V_j| / L*; valu and mfma divide by the sum of the same rounded P:
  |O - O*| <= eps sum P_j |V_j - O*| / ((1 - eps) L*);
- plus the fp32 accumulations (1e-5 max |V|) and the rounding of O to the output format
  (u (|O*| + bound)).
"""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from zyfagen import emulator
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.kernels.attention_fwd import config_from_params
from zyfagen.numerics.reference import attention_fp64, attention_reference, decode_qkv
from zyfagen.spec import parse_spec

from test_attention import fp64_weights, padded, spec_text, strides

DT = {"bf16": ml_dtypes.bfloat16, "fp16": np.float16}
UNIT = {"bf16": 2.0 ** -8, "fp16": 2.0 ** -11}
POISON16 = {"bf16": 0x7FC1, "fp16": 0x7E01}  # NaNs: any read of a pad element poisons O
CANARY_U16, CANARY_U32 = 0x7FA5, 0x7FC0DEAD

BASE = dict(head_dim_qk=128, block_k=64, qkv_format="bf16", p_mode="exact", rowsum="valu_fp32",
            v_transpose="lds", kv_sharing="lds", waves_per_workgroup=8, schedule="pingpong_lds")

_BUILDS: dict = {}


def program(params: dict):
    key = tuple(sorted(params.items()))
    if key not in _BUILDS:
        _BUILDS[key] = emulator.load(build_spec(parse_spec(spec_text(params))).code_object)
    return _BUILDS[key]


def run16(params: dict, *, batch=1, seq_q=32, seq_k=128, heads_q=1, heads_kv=1, seed=0, sigma=1.0):
    """One emulated launch with canaries; outputs, reference and fp64 results."""
    fmt = params.get("qkv_format", "bf16")
    d = params.get("head_dim_qk", 128)
    dv = params.get("head_dim_v", 0) or d
    out_fmt = params.get("output", "bf16")
    rng = np.random.default_rng(seed)
    q, k, v = ((rng.standard_normal(shape) * sg).astype(DT[fmt]).view(np.uint16) for shape, sg in (
        ((batch, seq_q, heads_q, d), sigma), ((batch, seq_k, heads_kv, d), sigma), ((batch, seq_k, heads_kv, dv), 1.0)))
    scale = np.float32(1.0 / math.sqrt(d))
    qbuf, qv = padded(q, (0, 2, 1, 16), POISON16[fmt])
    kbuf, kv_ = padded(k, (0, 3, 1, 8), POISON16[fmt])
    vbuf, vv = padded(v, (0, 3, 1, 8), POISON16[fmt])
    o_dtype, canary = (np.uint32, CANARY_U32) if out_fmt == "fp32" else (np.uint16, CANARY_U16)
    obuf = np.full((batch, seq_q + 2, heads_q + 1, dv + 8), canary, dtype=o_dtype)
    ov = obuf[:, :seq_q, :heads_q, :dv]
    args = dict(q=qbuf, k=kbuf, v=vbuf, o=obuf, softmax_scale=float(scale), seq_q=seq_q, seq_k=seq_k,
                gqa_group=heads_q // heads_kv, heads_kv=heads_kv, q_descale=1.0, k_descale=1.0, v_descale=1.0)
    for t, view in (("q", qv), ("k", kv_), ("v", vv), ("o", ov)):
        sb, ss, sh, _ = strides(view)
        args.update({f"{t}_stride_b": sb, f"{t}_stride_s": ss, f"{t}_stride_h": sh})
    lse = params.get("lse", False)
    if lse:
        lbuf = np.full((batch, heads_q + 1, seq_q + 3), CANARY_U32, dtype=np.uint32)
        sb, sh, _ = strides(lbuf[:, :heads_q, :seq_q])
        args.update(lse=lbuf, lse_stride_b=sb, lse_stride_h=sh)
    rows = 32 * params["waves_per_workgroup"]
    res = emulator.launch(program(params), args, grid=((seq_q + rows - 1) // rows, heads_q, batch))
    got = res.buffers
    for name, buf in (("q", qbuf), ("k", kbuf), ("v", vbuf)):
        assert np.array_equal(got[name], buf), f"{name} was modified"
    outside = np.ones(obuf.shape, bool)
    outside[:, :seq_q, :heads_q, :dv] = False
    assert np.all(got["o"][outside] == canary), "a write landed outside O's elements"
    lse_bits = None
    if lse:
        outside = np.ones(got["lse"].shape, bool)
        outside[:, :heads_q, :seq_q] = False
        assert np.all(got["lse"][outside] == CANARY_U32), "a write landed outside LSE's elements"
        lse_bits = got["lse"][:, :heads_q, :seq_q]
    cfg = config_from_params(params)
    ref = attention_reference(q, k, v, softmax_scale=scale, config=cfg)
    f64 = attention_fp64(q, k, v, softmax_scale=scale, causal=cfg.causal, qkv_format=fmt)
    o_bits = got["o"][:, :seq_q, :heads_q, :dv]
    out = o_bits.view(np.float32) if out_fmt == "fp32" else o_bits.view(DT[out_fmt])
    return dict(out=out, out_bits=o_bits, ref=ref, f64=f64, lse_bits=lse_bits, cfg=cfg, inputs=(q, k, v),
                scale=scale, fmt=fmt, out_fmt=out_fmt)


def bound16(case) -> np.ndarray:
    """The module docstring's bound, per element."""
    cfg, fmt = case["cfg"], case["fmt"]
    q, k, v = case["inputs"]
    eps = UNIT[fmt] * (1 + 2.0 ** -6)
    u_out = {"fp32": 2.0 ** -24}.get(case["out_fmt"], UNIT.get(case["out_fmt"], 0.0))
    nb, sq, hq, _ = q.shape
    _, sk, hkv, dv = v.shape
    bound = np.zeros((nb, sq, hq, dv))
    for b in range(nb):
        for h in range(hq):
            kvh = h // (hq // hkv)
            qf, kf, vf = (decode_qkv(x, fmt) for x in (q[b, :, h], k[b, :, kvh], v[b, :, kvh]))
            vis, p = fp64_weights(qf, kf, float(case["scale"]), cfg.causal)
            lstar = p.sum(axis=1)
            o_star = case["f64"][b, :, h]
            if cfg.rowsum == "valu_fp32":
                num, den = eps * (p @ np.abs(vf)), (1 - 1e-5) * lstar
            else:
                num = eps * np.einsum("qj,qjd->qd", p, np.abs(vf[None, :, :] - o_star[:, None, :]))
                den = (1 - eps) * lstar
            row = np.where(den[:, None] > 0, num / np.where(den > 0, den, 1.0)[:, None], 0.0)
            vmax = np.abs(vf).max()
            bound[b, :, h] = row + 1e-5 * vmax + u_out * (np.abs(o_star) + row)
    return bound


def check16(case, label: str) -> dict:
    ref = case["ref"]
    ref_bits = ref.out.view(np.uint32 if case["out_fmt"] == "fp32" else np.uint16)
    diff = case["out_bits"] != ref_bits
    assert not diff.any(), (f"{label}: {int(diff.sum())} of {diff.size} outputs differ from the reference; "
                            f"first at {tuple(np.argwhere(diff)[0])}")
    if case["lse_bits"] is not None:
        assert np.array_equal(case["lse_bits"], ref.lse.view(np.uint32)), f"{label}: LSE differs from the reference"
    out = case["out"].astype(np.float64)
    err = np.abs(out - case["f64"])
    bound = bound16(case)
    assert np.all(err <= bound), f"{label}: error {err.max():.3g} above the bound at {tuple(np.argwhere(err > bound)[0])}"
    rel = float(np.linalg.norm(out - case["f64"]) / max(np.linalg.norm(case["f64"]), 1e-30))
    ratio = float((err / np.maximum(bound, 1e-30)).max())
    print(f"{label}: max |err| {err.max():.3g}, relative Frobenius {rel:.3g}, worst err/bound {ratio:.3f}")
    return {"rel": rel, "ratio": ratio}


HD64 = dict(BASE, head_dim_qk=64, block_k=128)  # 256-byte K + V rows: five 128-key buffers fit
# one wave per SIMD (the MLA spec before k_read_ahead: two tiles of K at 8 waves need 284 registers)
MLA = dict(BASE, head_dim_qk=192, head_dim_v=128, waves_per_workgroup=4, schedule="cycle1")
HD256 = dict(BASE, head_dim_qk=256, waves_per_workgroup=4, schedule="cycle1")  # two 64-key buffers
# MLA at two waves per SIMD: K read one fragment at a time (k_read_ahead), four 40 KiB buffers
MLA8 = dict(BASE, head_dim_qk=192, head_dim_v=128, k_read_ahead=2, row_max="max3_by_tile", o_init="pk_mov",
            schedule="pingpong_lds1_slotted")


@pytest.mark.parametrize("params,shape", [
    (BASE, dict(seq_q=300, seq_k=307)),
    (dict(BASE, causal=True, lse=True), dict(seq_q=257, seq_k=300, heads_q=2, heads_kv=1)),
    (dict(BASE, rowsum="valu", output="fp32"), dict(seq_q=40, seq_k=129)),
    (dict(BASE, rowsum="mfma", lse=True), dict(seq_q=70, seq_k=200)),
    (dict(BASE, lazy_rescale="threshold", rescale_threshold=3.0), dict(seq_q=31, seq_k=389)),
    (dict(HD64, causal=True), dict(seq_q=257, seq_k=300, heads_q=3, heads_kv=1)),
    (dict(MLA, lse=True), dict(seq_q=100, seq_k=170)),
    (dict(MLA8, causal=True, lse=True), dict(seq_q=257, seq_k=300, heads_q=2, heads_kv=1)),
    (dict(HD256, causal=True), dict(seq_q=130, seq_k=150)),
    (dict(BASE, qkv_format="fp16", output="fp16"), dict(seq_q=64, seq_k=250)),
    # LDS read addresses moved two at a time (v_lshl_add_u64): 8 key blocks pass the wrap of the
    # five buffers, where the step is negative and the low half's carry must meet the high's -1
    (dict(BASE, lds_address_pairs=True, schedule="pingpong_lds_slotted"), dict(seq_q=64, seq_k=449)),
    (dict(BASE, qkv_format="fp16", output="fp16", rowsum="valu", causal=True), dict(seq_q=64, seq_k=100)),
    # block_k 32: a P chunk of one S^T tile (8 P / V^T dwords, two PV MFMAs per O^T tile), its
    # row max the tile's, its VALU row sum over slots 0..15; GQA, causal + LSE, the mfma row sum;
    # fp32 O, so that the PV MFMAs' order shows (reversed, 10,486 of 66,560 outputs differ; in
    # bf16 O none did)
    (dict(HD256, block_k=32, causal=True, lse=True, output="fp32"), dict(seq_q=130, seq_k=150, heads_q=2, heads_kv=1)),
    (dict(BASE, block_k=32, rowsum="mfma", causal=True, lse=True), dict(seq_q=70, seq_k=100, heads_q=2, heads_kv=1)),
    (dict(BASE, block_k=32, rowsum="valu", qkv_format="fp16", output="fp16"), dict(seq_q=40, seq_k=77)),
    # block_k 32 with the shipped hd128 options: a chunk's row max is its one tile's (max3_by_tile)
    (dict(BASE, block_k=32, row_max="max3_by_tile", o_init="pk_mov", lds_address_pairs=True,
          schedule="pingpong_lds_slotted", causal=True), dict(seq_q=70, seq_k=100)),
])
def test_bf16_bitwise_and_fp64_bound(params, shape):
    check16(run16(params, seed=36, **shape), f"{params} {shape}")


EMITTED16 = ["attention_hd128_bf16", "attention_hd128_bf16_causal", "attention_hd64_bf16", "attention_hd256_bf16",
             "attention_mla192_128_bf16", "attention_mla192_128_bf16_causal", "attention_hd128_fp16"]


@pytest.mark.parametrize("name", EMITTED16)
def test_emitted_16bit_code_objects_run_bitwise_and_pass_the_hazard_check(name):
    """The committed code objects (emitted/, built by `zyfagen build --all`) themselves, against
    the reference and the fp64 bound, and their metadata: the registers fit the schedule's waves
    per SIMD (256 for two, 512 for one), no scratch."""
    import yaml
    from zyfagen.codeobj import read_metadata
    from zyfagen.hazard_check import check_code_object
    from conftest import ROOT

    params = yaml.safe_load((ROOT / "specs" / f"{name}.yaml").read_text())["params"]
    code = (ROOT / "emitted" / f"{name}.hsaco").read_bytes()
    meta = read_metadata(code)["amdhsa.kernels"][0]
    per_simd = 2 if params["waves_per_workgroup"] == 8 else 1
    assert meta[".vgpr_count"] <= 512 // per_simd and meta[".private_segment_fixed_size"] == 0
    assert check_code_object(code) == []
    key = tuple(sorted(params.items()))
    _BUILDS[key] = emulator.load(code)
    try:
        check16(run16(params, seed=7, seq_q=70, seq_k=150, heads_q=2, heads_kv=1), f"emitted {name}")
    finally:
        del _BUILDS[key]


@pytest.mark.parametrize("change,field", [
    (dict(p_mode="lean"), "p_mode"),
    (dict(p_block_scale=True), "p_block_scale"),
    (dict(rowsum="mfma16"), "rowsum"),
    (dict(kv_sharing="none", waves_per_workgroup=1, schedule="serial"), "qkv_format"),
    (dict(descale="batch_head"), "descale"),
    (dict(output="fp16"), "output"),
    (dict(qkv_format="fp16", output="bf16"), "output"),
    (dict(qkv_format="e4m3", p_mode="lean", rowsum="mfma", output="fp16"), "output"),
    (dict(block_k=128), "kv_sharing"),  # 5 buffers of 128 bf16 keys exceed the LDS
    (dict(qkv_format="e4m3", block_k=32), "block_k"),  # FP8's P chunk is one MFMA's 64 keys
    (dict(k_read_ahead=2, waves_per_workgroup=4, schedule="cycle1"), "k_read_ahead"),  # no pipelined matrix phase
])
def test_unsupported_16bit_specs_give_one_line_errors(change, field):
    with pytest.raises(UserError) as e:
        build_spec(parse_spec(spec_text(dict(BASE, **change))))
    msg = str(e.value)
    assert "\n" not in msg and f"params.{field}" in msg and "allowed" in msg, msg


@pytest.mark.parametrize("row_bytes", [128, 256, 512])
def test_v_swizzle_makes_ds_read_b64_tr_b16_conflict_free(row_bytes):
    """V's row key in the 16-bit kernels (bf16.tr16_row_key) is a permutation of the segment
    keys per swizzle period, and the kernel's ds_read_b64_tr_b16 lane pattern (bf16._vt_read_lanes:
    lane i + 16b + 32h reads key 8s + 4h + i / 4, segment 4T + 2b + (i % 4) / 2, byte 8 (i % 2))
    meets no bank conflict in lds_geometry.bank_conflicts' model; FP8's key gives every read two
    extra passes."""
    from zyfagen.kernels.attention_fwd.bf16 import tr16_row_key
    from zyfagen.kernels.attention_fwd.lds_geometry import bank_conflicts, row_key, swizzle_mask, swizzle_period

    m = swizzle_mask(row_bytes)
    period = swizzle_period(row_bytes)
    keys = [tr16_row_key(r, row_bytes) for r in range(period)]
    assert sorted(set(keys)) == list(range(m + 1))

    def extra(keyf):
        total = 0
        for t in range(row_bytes // 64):
            for s in range(2):
                addrs = []
                for lane in range(64):
                    i, b, h = lane % 16, (lane // 16) % 2, lane // 32
                    row, logical = 8 * s + 4 * h + i // 4, 4 * t + 2 * b + (i % 4) // 2
                    phys = (logical & ~m) | ((logical & m) ^ keyf(row, row_bytes))
                    addrs.append(row * row_bytes + 16 * phys + 8 * (i % 2))
                total += bank_conflicts(addrs, 8)
        return total
    assert extra(tr16_row_key) == 0
    assert extra(row_key) == 2 * 2 * (row_bytes // 64)


# ---- serving features (issue 34's loop) with 16-bit inputs: the kind's own inputs and bitwise gate

@pytest.mark.parametrize("extra,lq,lk", [
    (dict(varlen=True), (1, 77, 300, 0, 33), (5, 77, 129, 40, 0)),
    (dict(varlen=True, causal=True, lse=True), (70, 1, 200), (100, 64, 130)),
    (dict(varlen=True, causal=True, window=True, page_size=16), (70, 130), (100, 150)),
    (dict(varlen=True, softcap=True, sinks=True, qkv_format="fp16", output="fp16"), (40, 9), (90, 130)),
    # the 8-wave MLA kernel (k_read_ahead) under zyfagen.attention_varlen's features, paged
    (dict(MLA8, varlen=True, causal=True, window=True, sinks=True, page_size=16), (70, 130), (100, 150)),
])
def test_16bit_serving_features_bitwise_and_within_the_bound(extra, lq, lk):
    """varlen (with causal, LSE, window, 16-token pages, softcap, sinks) on 16-bit inputs through
    the kind's launch contract (features.inputs / arguments / reference): bitwise equal to the
    reference per sequence; plain varlen also within the fp64 bound per sequence."""
    from zyfagen.kernels import get_kind
    from zyfagen.kernels.attention_fwd import features
    from zyfagen.kernels.attention_fwd.features import ServingProblem
    from zyfagen.kernels.launch import compare_bits, launch_of, reference_bits

    kind = get_kind("attention_fwd")
    params = dict(BASE, **extra)
    full = kind.complete(params)
    window = (60, 0) if extra.get("window") else (-1, -1)
    problem = ServingProblem(len(lq), max(lq), max(lk), 2, 1, tuple(lq), tuple(lk), window)
    inp = features.inputs(full, problem, 5)
    launch = launch_of(kind, full, problem, inp)
    res = emulator.launch(program(params), launch.args, grid=launch.grid)
    got = {n: res.buffers[n] for n in launch.outputs}
    why = compare_bits(got, reference_bits(kind, full, problem, inp))
    assert not why, f"{extra}: {why}"
    if set(extra) - {"varlen", "causal", "lse"}:
        return  # window / softcap / sinks: the bitwise gate only (their fp64 forms: test_attention_serving)
    cq, ck = np.concatenate([[0], np.cumsum(lq)]), np.concatenate([[0], np.cumsum(lk)])
    out = got["o"][0].view(DT["bf16"])
    for b in range(len(lq)):
        if lq[b] == 0:
            continue
        qs, ks = slice(cq[b], cq[b + 1]), slice(ck[b], ck[b + 1])
        q1, k1, v1 = inp.q[:, qs], inp.k[:, ks], inp.v[:, ks]
        if lk[b] == 0:
            assert not out[qs].astype(np.float64).any()
            continue
        f64 = attention_fp64(q1, k1, v1, softmax_scale=inp.softmax_scale, causal=bool(extra.get("causal")),
                             qkv_format="bf16")
        case = dict(cfg=config_from_params(full), fmt="bf16", out_fmt="bf16", inputs=(q1, k1, v1),
                    scale=inp.softmax_scale, f64=f64)
        err = np.abs(out[qs][None].astype(np.float64) - f64)
        assert np.all(err <= bound16(case)), f"{extra} sequence {b}: error {err.max():.3g} above the bound"


def test_16bit_nan_inputs_reach_the_rows_the_reference_says():
    """docs 'NaN inputs' with bf16: a NaN in one Q element, one K row and one V element. The
    rows (and, for V, columns) that see them are NaN in the kernel exactly where the reference
    has NaN; every other output is bit-equal. The NaNs go in after the reference inputs are made,
    so run16's own bitwise check is done here by position."""
    params = dict(BASE, causal=True)
    rng = np.random.default_rng(3)
    sq, sk, d = 70, 150, 128
    q, k, v = ((rng.standard_normal(s)).astype(ml_dtypes.bfloat16).view(np.uint16)
               for s in ((1, sq, 1, d), (1, sk, 1, d), (1, sk, 1, d)))
    nan = np.uint16(0x7FC0)
    q[0, 5, 0, 17] = nan  # row 5
    k[0, 100, 0, 3] = nan  # key 100: every row that sees it (causal: rows >= 100 - (sk - sq) = 20)
    v[0, 40, 0, 9] = nan  # key 40, column 9: rows that see key 40 (causal: rows >= 0 here), column 9
    o = np.zeros((1, sq, 1, d), np.uint16)
    args = dict(q=q, k=k, v=v, o=o, softmax_scale=float(np.float32(1 / math.sqrt(d))), seq_q=sq, seq_k=sk,
                gqa_group=1, heads_kv=1, q_descale=1.0, k_descale=1.0, v_descale=1.0)
    for t, arr in (("q", q), ("k", k), ("v", v), ("o", o)):
        sb, ss, sh, _ = strides(arr)
        args.update({f"{t}_stride_b": sb, f"{t}_stride_s": ss, f"{t}_stride_h": sh})
    got = emulator.launch(program(params), args, grid=(1, 1, 1)).buffers["o"].view(ml_dtypes.bfloat16)
    ref = attention_reference(q, k, v, softmax_scale=args["softmax_scale"], config=config_from_params(params)).out
    g, r = np.isnan(got.astype(np.float32)), np.isnan(ref.astype(np.float32))
    assert g.any() and not g.all()
    assert np.array_equal(g, r), f"NaN positions differ: kernel {int(g.sum())}, reference {int(r.sum())}"
    assert np.array_equal(got.view(np.uint16)[~g], ref.view(np.uint16)[~r])
    assert g[0, 5, 0].all() and g[0, sq - 1, 0].all()  # the Q row; a row that sees key 100
