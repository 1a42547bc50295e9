"""Fuzz tests of the runtime call (issue 33): `zyfagen.attention` and `zyfagen.quantize_fp8`
with fuzzed shapes, dtypes, strides, scales, descales, huge (broadcast) sizes, devices, specs
and NaN inputs.

The contract of every case: a ValueError or TypeError of one line whose message starts with
the name of an argument of the call (raised before any build for a bad argument), or an answer
of the right shape and dtype within the FP8 error bound of fp64 attention
(zyfagen.numerics.fp8_bound, the independent oracle) wherever no NaN input reaches it, NaN
exactly where the NaN rule of docs/attention.md ("NaN inputs") puts it, and LSE +inf for rows
that see no key. Never a silent NaN, a wrong shape, a traceback of another type, or a hang.
Hypothesis is derandomized; benchmarks/fuzz_deep.py raises the counts (ZYFAGEN_FUZZ_SCALE).
"""
from __future__ import annotations

import os

import ml_dtypes
import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, event, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from fuzz_util import time_bound  # noqa: E402

SCALE = int(os.environ.get("ZYFAGEN_FUZZ_SCALE", "1"))
F8 = ml_dtypes.float8_e4m3fn
ARG_NAMES = ("q", "k", "v", "q_descale", "k_descale", "v_descale", "softmax_scale", "causal", "return_lse",
             "out_dtype", "spec", "device", "x", "per", "heads_kv", "layout", "out", "stream")
# the runtime's own limit on the scores' base-2 exponent (api.MAX_SCORE_EXPONENT), in log2
LOG2E = 1.4426950408889634


def fuzz_settings(examples: int):
    return settings(max_examples=examples * SCALE, derandomize=True, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck), print_blob=True)


@pytest.fixture(scope="module", autouse=True)
def kernel_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("ZYFAGEN_CACHE_DIR", str(tmp_path_factory.mktemp("fuzz_kernel_cache")))
    from zyfagen.runtime import backends
    mp.setattr(backends, "import_hip", lambda: None)  # no GPU here: "auto" is the emulator
    yield
    mp.undo()


def _named_error(exc: BaseException) -> str:
    text = str(exc)
    assert isinstance(exc, (ValueError, TypeError)), (type(exc).__name__, text)
    assert "\n" not in text, text
    head = text.split(":", 1)[0]
    names = [n.strip() for n in head.split(",")]
    assert names and all(n in ARG_NAMES for n in names), text
    return head


# ---- building the calls --------------------------------------------------------------------------

GOOD_MAGNITUDES = [1e-25, 1e-6, 1.0, 1.0, 1.0, 1.0, 30.0]
GOOD_SCALES = [None, None, None, 1e-20, 0.01, 0.125, 1, 3.0]
BAD = ["magnitude", "scale", "descale", "descale_shape", "layout", "huge", "causal", "out_dtype", "device",
       "spec", "head_dims", "lse_flag"]


@st.composite
def calls(draw, bad_kind=None):
    """A valid call (random shapes, strided views, per-tensor or per-(batch, head) descales,
    scales, causal, LSE, output type, NaN bytes) with, half the time, one thing made bad
    (always `bad_kind` when given)."""
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 16)))
    bad = bad_kind or draw(st.sampled_from([None] * (2 * len(BAD)) + BAD))
    d, dv = (64, 64) if bad != "head_dims" else draw(st.sampled_from([(96, 96), (64, 128), (128, 64)]))
    if bad is None and draw(st.integers(0, 14)) == 0:
        d, dv = draw(st.sampled_from([(128, 128), (192, 128)]))
    nb = draw(st.integers(1, 2))
    sq, sk = draw(st.integers(1, 40)), draw(st.integers(1, 80))
    hkv = draw(st.integers(1, 2))
    hq = hkv * draw(st.integers(1, 2))
    per = draw(st.sampled_from(["tensor", "tensor", "batch_head"]))
    mag = draw(st.sampled_from(GOOD_MAGNITUDES if bad != "magnitude" else [1e4, 1e19]))
    from zyfagen import quantize_fp8

    q, dq = quantize_fp8(rng.standard_normal((nb, sq, hq, d)) * mag, per=per, heads_kv=hkv)
    k, dk = quantize_fp8(rng.standard_normal((nb, sk, hkv, d)) * mag, per=per)
    v, dvs = quantize_fp8(rng.standard_normal((nb, sk, hkv, dv)), per=per)
    kw = dict(q=q, k=k, v=v, q_descale=dq, k_descale=dk, v_descale=dvs)
    # layouts: strided views of the same values (valid), or something no kernel takes (bad)
    for name in draw(st.lists(st.sampled_from("qkv"), min_size=int(bad == "layout"), max_size=2, unique=True)):
        x = kw[name]
        how = draw(st.sampled_from(["wide", "transposed", "sliced"] if bad != "layout" else
                                   ["flipped", "last_strided", "float32", "e5m2", "uint8", "list", "3d", "empty"]))
        if how == "wide":
            w = np.zeros(x.shape[:3] + (x.shape[3] * 2,), F8)
            w[..., :x.shape[3]] = x
            x = w[..., :x.shape[3]]
        elif how == "transposed":
            x = np.ascontiguousarray(x.transpose(0, 2, 1, 3)).transpose(0, 2, 1, 3)
        elif how == "sliced":
            w = np.zeros((x.shape[0], 2 * x.shape[1]) + x.shape[2:], F8)
            w[:, ::2] = x
            x = w[:, ::2]
        elif how == "flipped":
            x = x[:, ::-1]
        elif how == "last_strided":
            x = np.repeat(x, 2, axis=3)[..., ::2]
        elif how == "float32":
            x = x.astype(np.float32)
        elif how == "e5m2":
            x = x.astype(np.float32).astype(ml_dtypes.float8_e5m2)
        elif how == "uint8":
            x = x.view(np.uint8)
        elif how == "list":
            x = x.astype(np.float32).tolist()
        elif how == "3d":
            x = x[0]
        else:
            x = x[:, :0]
        kw[name] = x
    if bad == "huge":  # stride-0 broadcasts (no memory): refused before any allocation
        name = draw(st.sampled_from("qk"))
        rows = 1 << draw(st.integers(23, 34))  # all past the emulator's reach or 32-bit offsets
        x = kw[name]
        kw[name] = np.broadcast_to(x[:, :1], (x.shape[0], rows) + x.shape[2:])
        if name == "k":
            kw["v"] = np.broadcast_to(kw["v"][:, :1], (x.shape[0], rows) + kw["v"].shape[2:])
    if bad == "descale":
        kw[draw(st.sampled_from(["q_descale", "k_descale", "v_descale"]))] = draw(st.sampled_from(
            [0.0, -1.0, 1e-46, 1e-39, 1e39, float("nan"), float("inf"), "1.0", True, None, 1e30]))
    elif bad == "descale_shape":
        kw[draw(st.sampled_from(["q_descale", "k_descale", "v_descale"]))] = np.ones((nb + 1, hkv), np.float32)
    elif per == "tensor" and draw(st.booleans()):  # a [1, 1] array for one batch and KV head is valid
        if nb == 1 and hkv == 1:
            kw["v_descale"] = np.full((1, 1), kw["v_descale"], np.float32)
    scale = draw(st.sampled_from(GOOD_SCALES if bad != "scale" else
                                 [0.0, -0.5, 1e-46, 1e30, float("nan"), float("inf"), "0.1", True, 1e39, 1j]))
    if scale is not None:
        kw["softmax_scale"] = scale
    kw["causal"] = draw(st.sampled_from([False, True] if bad != "causal" else ["yes", 1, None]))
    kw["return_lse"] = draw(st.sampled_from([False, True, True] if bad != "lse_flag" else ["no", 0]))
    # None: O follows the inputs (bf16 for FP8); fp16 is the output of fp16 inputs only (issue 36)
    kw["out_dtype"] = draw(st.sampled_from(["bf16", "bf16", "fp32", None] if bad != "out_dtype" else
                                           ["fp16", "BF16", 16]))
    kw["device"] = draw(st.sampled_from(["emulator", "emulator", "auto", None] if bad != "device" else
                                        ["hip", "cuda", "gfx950", 0]))
    if bad == "spec":
        kw["spec"] = draw(st.sampled_from(["missing.yaml", "gemm", 42, "empty_dir"]))
    # NaN bytes (e4m3fn 0x7f / 0xff) in one input
    nan_in = draw(st.sampled_from([None] * 6 + ["q", "k", "v"]))
    nan_at = None
    if nan_in is not None and isinstance(kw[nan_in], np.ndarray) and kw[nan_in].dtype == F8 \
            and kw[nan_in].size and kw[nan_in].ndim == 4 and 0 not in kw[nan_in].strides:
        x = np.array(kw[nan_in])  # a copy keeps the values and makes it contiguous
        nan_at = tuple(int(draw(st.integers(0, n - 1))) for n in x.shape)
        x.view(np.uint8)[nan_at] = draw(st.sampled_from([0x7F, 0xFF]))
        kw[nan_in] = x
    return kw, (nan_in if nan_at is not None else None, nan_at)


# ---- the oracle ------------------------------------------------------------------------------

def _per_head(d, nb, hkv):
    return np.broadcast_to(np.asarray(d, np.float64).reshape((nb, hkv) if np.ndim(d) else ()), (nb, hkv))


def _check_answer(kw, res, nan):
    from zyfagen.numerics.fp8_bound import BF16_REL, fp8_attention_and_bound

    q, k, v = (np.asarray(kw[n]) for n in "qkv")
    nb, sq, hq, d = q.shape
    sk, hkv, dv = v.shape[1], v.shape[2], v.shape[3]
    group = hq // hkv
    causal, lse_on = bool(kw["causal"]), kw["return_lse"]
    out, lse = res if lse_on else (res, None)
    out_dtype = kw.get("out_dtype") or "bf16"
    assert out.shape == (nb, sq, hq, dv) and out.dtype == (ml_dtypes.bfloat16 if out_dtype == "bf16" else np.float32)
    got = out.astype(np.float64)
    scale = kw.get("softmax_scale")
    scale = float(np.float32(1 / np.sqrt(d))) if scale is None else float(np.float32(scale))
    dq, dk, dvv = (_per_head(kw[n], nb, hkv) for n in ("q_descale", "k_descale", "v_descale"))
    vis = np.ones((sq, sk), bool)
    if causal:
        vis = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
    sees = vis.any(axis=1)
    qb, kb, vb = (x.view(np.uint8) for x in (q, k, v))
    nan_kind, at = nan
    for b in range(nb):
        heads = np.arange(hq) // group
        qf = (q[b].astype(np.float64) * dq[b][heads][None, :, None]).transpose(1, 0, 2)
        kf = (k[b].astype(np.float64) * dk[b][None, :, None]).transpose(1, 0, 2)
        vf = (v[b].astype(np.float64) * dvv[b][None, :, None]).transpose(1, 0, 2)
        must_nan = np.zeros((hq, sq, dv), bool)
        may_nan = np.zeros((hq, sq, dv), bool)
        if nan_kind is not None and at[0] == b:
            _, row, head, col = at
            if nan_kind == "q":
                must_nan[head, row] = sees[row]
                qf[head, row] = 0.0
            elif nan_kind == "k":
                for h in np.flatnonzero(heads == head):
                    must_nan[h] = vis[:, row][:, None]
                kf[head, row] = 0.0
            else:
                for h in np.flatnonzero(heads == head):
                    must_nan[h, :, col] = vis[:, row]
                    may_nan[h, :, col] = True  # the documented addition: walked blocks, P = 0
                vf[head, row, col] = 0.0
        with np.errstate(all="ignore"):
            want, bound = fp8_attention_and_bound(qf, kf, vf, group, scale, causal,
                                                  out_rel=BF16_REL if out_dtype == "bf16" else 0.0)
        want = np.where(sees[None, :, None], want, 0.0)
        bound = np.where(sees[None, :, None], bound, 0.0)
        g = got[b].transpose(1, 0, 2)
        isnan = np.isnan(g)
        assert (isnan[must_nan]).all(), "a NaN input did not reach an output it must reach"
        assert not (isnan & ~must_nan & ~may_nan).any(), "a NaN where no NaN input reaches"
        ok = isnan | (np.abs(g - want) <= bound * 1.0001 + 1e-300)
        assert ok.all(), ("outside the FP8 bound", float(np.nanmax(np.abs(g - want) - bound)))
        if lse_on:
            lb = lse[b]  # [hq, sq]
            assert lse.shape == (nb, hq, sq) and lse.dtype == np.float32
            assert (lb[:, ~sees] == np.inf).all(), "LSE of a keyless row is not +inf"
            row_nan = must_nan.any(axis=2) if nan_kind in ("q", "k") else np.zeros((hq, sq), bool)
            assert np.isnan(lb[row_nan]).all() and not np.isnan(lb[~row_nan]).any()
            with np.errstate(all="ignore"):
                for h in range(hq):
                    s = qf[h] @ kf[heads[h]].T * scale
                    s = np.where(vis, s, -np.inf)
                    m = s.max(axis=1)
                    ref = m + np.log(np.exp(s - np.where(sees, m, 0)[:, None]).sum(axis=1))
                    good = sees & ~row_nan[h]
                    # the row sum carries FP8 P's error (<= 2^-4 relative per weight, a few
                    # more % from lean P's piecewise-linear exp2): ln(1.15) < 0.15
                    assert (np.abs(lb[h, good] - ref[good]) <= 0.15 + 1e-6 * np.abs(ref[good])).all()


@fuzz_settings(30)
@given(case=calls())
def test_fuzz_attention_call(tmp_path_factory, case):
    _check_call(tmp_path_factory, case)


@pytest.mark.parametrize("bad_kind", BAD)
def test_fuzz_each_kind_of_bad_call(tmp_path_factory, bad_kind):
    """Every kind of bad argument in every run of the suite (the derandomized draw above may
    pick few of them): a few calls each, all refused before any build."""
    @fuzz_settings(3)
    @given(case=calls(bad_kind=bad_kind))
    def prop(case):
        _check_call(tmp_path_factory, case)
    prop()


def _check_call(tmp_path_factory, case):
    import zyfagen

    kw, nan = case
    kw = dict(kw)
    spec = kw.get("spec")
    if spec == "missing.yaml":
        kw["spec"] = str(tmp_path_factory.mktemp("nospec") / "missing.yaml")
    elif spec == "gemm":
        from zyfagen.resources import data_dir
        kw["spec"] = str(data_dir("specs") / "gemm_fp8_32x32.yaml")
    elif spec == "empty_dir":
        kw["spec"] = str(tmp_path_factory.mktemp("emptylib"))
    if kw.get("device") is None:
        kw.pop("device")
    args = {n: kw.pop(n) for n in "qkv"}
    try:
        with time_bound(120):
            res = zyfagen.attention(args["q"], args["k"], args["v"], **kw)
    except (ValueError, TypeError) as exc:
        event(f"refused: {_named_error(exc)}")
        return
    event("answered" + (f" (NaN in {nan[0]})" if nan[0] else ""))
    _check_answer({**args, **kw}, res, nan)


@fuzz_settings(60)
@given(shape=st.sampled_from([(1, 3, 2, 8), (2, 1, 4, 4), (1, 0, 2, 4), (3, 4), (1, 2, 3, 4)]),
       magnitude=st.sampled_from([0.0, 1e-45, 1e-38, 1e-30, 1.0, 1e30, 1e38, 1e42, 1e300, np.inf, np.nan]),
       per=st.sampled_from(["tensor", "batch_head", "head", None]),
       heads_kv=st.sampled_from([None, 1, 2, 3, 0, -1, 2.5, 2.0, "2", True]),
       dtype=st.sampled_from([np.float64, np.float32, ml_dtypes.bfloat16, np.float16]))
def test_fuzz_quantize(shape, magnitude, per, heads_kv, dtype):
    import zyfagen

    with np.errstate(all="ignore"):
        x = (np.random.default_rng(0).standard_normal(shape) * magnitude).astype(dtype)
    try:
        q, d = zyfagen.quantize_fp8(x, per=per, heads_kv=heads_kv)
    except (ValueError, TypeError) as exc:
        event(f"refused: {_named_error(exc)}")
        return
    event("answered")
    assert q.dtype == F8 and q.shape == x.shape
    dd = np.asarray(d, np.float64)
    assert np.isfinite(dd).all() and (dd >= np.finfo(np.float32).tiny).all(), d
    assert not np.isnan(q.astype(np.float32)).any()
    xf = x.astype(np.float64)
    if dd.ndim == 0:
        back = q.astype(np.float64) * dd
    else:
        group = shape[2] // dd.shape[1]
        back = q.astype(np.float64) * np.repeat(dd, group, axis=1)[:, None, :, None]
    # e4m3fn: relative 2^-4 for normal values, absolute half its subnormal step (2^-10) below
    step = dd.max() * 2.0 ** -10
    assert (np.abs(back - xf) <= np.abs(xf) * 2 ** -4 + step * 1.0001).all()
