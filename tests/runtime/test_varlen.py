"""zyfagen.attention_varlen and zyfagen.attention's window_size / softcap / sinks (issue 34).

Oracles: the fp64 attention of tests/kernels/test_attention_serving.py (serving_fp64, written from
the issue's definitions) within the FP8 bound derived there; flash-attn's stated conventions for
the LSE of a row with no key (+inf, O = 0); and, between the two calls, bit equality of a dense
call with features and the same sequence packed into a varlen call (one kernel kind, two
argument paths). Bad calls: one ValueError/TypeError naming the argument, before any kernel is
chosen or built or anything launched.
"""
from __future__ import annotations

import importlib.util

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.runtime import backends, varlen

from conftest import ROOT

_spec = importlib.util.spec_from_file_location("serving_oracle", ROOT / "tests" / "kernels" / "test_attention_serving.py")


def _oracle():
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "kernels"))
    mod = importlib.util.module_from_spec(_spec)
    _spec.loader.exec_module(mod)
    return mod


F8 = ml_dtypes.float8_e4m3fn


def fp8(rng, shape):
    x = rng.standard_normal(shape)
    d = float(np.float32(np.abs(x).max() / 448))
    return (x / d).astype(np.float32).astype(F8), d


def packed(seed=0, lq=(30, 0, 70), lk=(150, 10, 140), hq=4, hkv=2, d=128):
    rng = np.random.default_rng(seed)
    q, dq = fp8(rng, (sum(lq), hq, d))
    k, dk = fp8(rng, (sum(lk), hkv, d))
    v, dv = fp8(rng, (sum(lk), hkv, d))
    cu_q = np.concatenate([[0], np.cumsum(lq)]).astype(np.int32)
    cu_k = np.concatenate([[0], np.cumsum(lk)]).astype(np.int32)
    return dict(q=q, k=k, v=v, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, q_descale=dq, k_descale=dk, v_descale=dv)


def _check_fp64(args, out, lse=None, **features):
    m = _oracle()
    raw = {n: args[n].view(np.uint8) for n in "qkv"}
    kw = dict(scale=1 / np.sqrt(args["q"].shape[2]), dq=args["q_descale"], dk=args["k_descale"],
              dv=args["v_descale"], causal=features.get("causal", False),
              window=features.get("window_size", (-1, -1)), softcap=features.get("softcap", 0.0),
              sinks=features.get("sinks"))
    kw["scale"] = float(np.float32(kw["scale"]))
    o_star, lse_star = m.serving_fp64(raw["q"], raw["k"], raw["v"], args["cu_seqlens_q"], args["cu_seqlens_k"], **kw)
    bound = m.fp8_bound(raw["q"], raw["k"], raw["v"], args["cu_seqlens_q"], args["cu_seqlens_k"], o_star, **kw)
    err = np.abs(out.astype(np.float64) - o_star)
    assert np.all(err <= bound), f"error {err.max():.3g} above the FP8 bound"
    if lse is not None:
        fin = np.isfinite(lse_star)
        assert np.array_equal(np.isfinite(lse), fin) and np.all(lse[~fin] == np.inf)
        assert np.all(np.abs(lse[fin] - lse_star[fin]) <= 0.11 + 1e-4 * np.abs(lse_star[fin]))
    return float(np.linalg.norm(out.astype(np.float64) - o_star) / np.linalg.norm(o_star))


@pytest.mark.parametrize("features", [
    dict(),
    dict(causal=True, window_size=(48, 0), softcap=30.0, sinks=np.array([1.0, 4.0, 6.0, 0.5], np.float32)),
    dict(window_size=(20, 30)),
], ids=["plain", "causal-window-softcap-sinks", "window"])
def test_varlen_call_within_fp8_bound_of_fp64(features):
    """Three packed sequences (one with no query rows, 30 and 70 queries over 150 and 140
    keys, GQA 4/2), hd128: within the FP8 bound of the fp64 oracle; LSE +inf exactly where the
    oracle has no key, within lean P's 0.11 elsewhere."""
    args = packed()
    o, lse = zyfagen.attention_varlen(**args, **features, return_lse=True, device="emulator")
    assert o.shape == (100, 4, 128) and o.dtype == ml_dtypes.bfloat16 and lse.shape == (4, 100)
    rel = _check_fp64(args, o, lse, **features)
    print(f"{features}: relative Frobenius error vs fp64 {rel:.4f}")


def test_rows_with_no_key_give_zero_and_plus_inf():
    """A sequence with queries and no key: O = 0 and LSE = +inf (flash-attn); a causal row
    whose window holds no key likewise; with a sink the LSE is the sink (its denominator)."""
    args = packed(lq=(5, 40), lk=(0, 40), hq=2, hkv=1, d=64)
    o, lse = zyfagen.attention_varlen(**args, return_lse=True, device="emulator")
    assert np.all(o[:5].astype(np.float32) == 0) and np.all(lse[:, :5] == np.inf)
    assert np.isfinite(lse[:, 5:]).all()
    sinks = np.array([2.5, -1.0], np.float32)
    o, lse = zyfagen.attention_varlen(**args, sinks=sinks, return_lse=True, device="emulator")
    assert np.all(o[:5].astype(np.float32) == 0)
    assert np.allclose(lse[:, :5], sinks[:, None], rtol=0, atol=1e-5)


def test_paged_cache_equals_the_packed_call():
    """block_table: K/V in a cache of shuffled 16-token blocks (NaN in the unused ones, table
    entries past each sequence's pages outside the cache) gives the bits of the same keys
    packed, LSE included; and both are within the FP8 bound of fp64 (the packed check above)."""
    from zyfagen.kernels.attention_fwd import features

    args = packed(seed=2, lq=(30, 5, 70), lk=(150, 0, 140))
    rng = np.random.default_rng(8)
    cache_k, cache_v, table = features.paged(rng, args["k"].view(np.uint8)[None], args["v"].view(np.uint8)[None],
                                             args["cu_seqlens_k"], 16)
    feats = dict(causal=True, window_size=(64, 0), return_lse=True, device="emulator")
    o, lse = zyfagen.attention_varlen(**args, **feats)
    paged_args = dict(args, k=cache_k.view(F8), v=cache_v.view(F8), block_table=table)
    o2, lse2 = zyfagen.attention_varlen(**paged_args, **feats)
    assert np.array_equal(o.view(np.uint16), o2.view(np.uint16)) and np.array_equal(lse, lse2)
    _check_fp64(args, o, lse, causal=True, window_size=(64, 0))


def test_dense_features_equal_the_packed_call():
    """zyfagen.attention with window_size / softcap / sinks on a batch of two equal-length
    sequences gives the bits of attention_varlen on the same rows packed."""
    rng = np.random.default_rng(4)
    q, dq = fp8(rng, (2, 40, 2, 64))
    k, dk = fp8(rng, (2, 90, 1, 64))
    v, dv = fp8(rng, (2, 90, 1, 64))
    feats = dict(causal=True, window_size=(30, 0), softcap=20.0, sinks=np.array([3.0, 5.0], np.float32))
    kw = dict(q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True, device="emulator")
    o, lse = zyfagen.attention(q, k, v, **feats, **kw)
    cu_q, cu_k = np.array([0, 40, 80], np.int32), np.array([0, 90, 180], np.int32)
    o2, lse2 = zyfagen.attention_varlen(q.reshape(80, 2, 64), k.reshape(180, 1, 64), v.reshape(180, 1, 64),
                                        cu_q, cu_k, **feats, **kw)
    assert np.array_equal(o.reshape(80, 2, 64).view(np.uint16), o2.view(np.uint16))
    assert np.array_equal(lse.transpose(1, 0, 2).reshape(2, 80), lse2)
    plain = zyfagen.attention(q, k, v, causal=True, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    assert not np.array_equal(plain.view(np.uint16), o.view(np.uint16))


@pytest.fixture
def no_launch(monkeypatch):
    def refuse(*a, **kw):
        raise AssertionError("a kernel was built or launched for a bad call")
    monkeypatch.setattr(varlen, "_kernel", refuse)
    monkeypatch.setattr(backends, "run_emulator", refuse)


def _bad_cases():
    g = packed(lq=(8, 8), lk=(16, 16), hq=2, hkv=1, d=64)
    i64 = g["cu_seqlens_q"].astype(np.int64)
    return [
        ("cu_seqlens_q", TypeError, "expected int32", dict(cu_seqlens_q=i64)),
        ("cu_seqlens_k", TypeError, "int32", dict(cu_seqlens_k=g["cu_seqlens_k"].astype(np.float32))),
        ("cu_seqlens_q", ValueError, "starts at 1", dict(cu_seqlens_q=np.array([1, 8, 16], np.int32))),
        ("cu_seqlens_k", ValueError, "not monotonic", dict(cu_seqlens_k=np.array([0, 20, 16], np.int32))),
        ("cu_seqlens_q", ValueError, "past q's 16 rows", dict(cu_seqlens_q=np.array([0, 8, 17], np.int32))),
        ("cu_seqlens_k", ValueError, "1 sequences", dict(cu_seqlens_k=np.array([0, 32], np.int32))),
        ("k", ValueError, "with block_table expected 4 dimensions", dict(block_table=np.zeros((2, 1), np.int32))),
        ("k", ValueError, "page size 8", dict(k=np.zeros((4, 8, 1, 64), F8), v=np.zeros((4, 8, 1, 64), F8),
                                             block_table=np.zeros((2, 2), np.int32))),
        ("block_table", ValueError, r"entry \[1, 0\] = 4 is outside the cache's 4 blocks",
         dict(k=np.zeros((4, 16, 1, 64), F8), v=np.zeros((4, 16, 1, 64), F8),
              block_table=np.array([[0, 9], [4, 1]], np.int32))),
        ("block_table", ValueError, "sequence 0 has 40 keys, 3 pages of 16; the table holds 2", dict(
            k=np.zeros((4, 16, 1, 64), F8), v=np.zeros((4, 16, 1, 64), F8), block_table=np.zeros((2, 2), np.int32),
            cu_seqlens_k=np.array([0, 40, 56], np.int32))),
        ("block_table", TypeError, "int32", dict(k=np.zeros((4, 16, 1, 64), F8), v=np.zeros((4, 16, 1, 64), F8),
                                                block_table=np.zeros((2, 1), np.int64))),
        ("cu_seqlens_k", ValueError, "past k's 32 rows", dict(cu_seqlens_k=np.array([0, 16, 33], np.int32))),
        ("window_size", ValueError, "contradicts causal", dict(causal=True, window_size=(4, 3))),
        ("window_size", ValueError, "right -2", dict(window_size=(4, -2))),
        ("sinks", ValueError, r"shape \(3,\)", dict(sinks=np.zeros(3, np.float32))),
        ("sinks", TypeError, "dtype int", dict(sinks=np.zeros(2, np.int32))),
        ("softcap", ValueError, "-1.0", dict(softcap=-1.0)),
        ("max_seqlen_q", ValueError, "below the longest", dict(max_seqlen_q=4)),
        ("q", ValueError, "3 dimensions", dict(q=g["q"][None])),
        ("q", TypeError, "float8_e4m3fn", dict(q=g["q"].astype(np.float32))),
        ("q", ValueError, "heads_q 2 is not a multiple", dict(k=np.zeros((32, 3, 64), F8), v=np.zeros((32, 3, 64), F8))),
        ("v_descale", ValueError, "missing", dict(v_descale=None)),
        ("device", ValueError, "allowed", dict(device="gpu")),
    ]


@pytest.mark.parametrize("name,exc,match,bad", _bad_cases(), ids=[f"{c[0]}-{i}" for i, c in enumerate(_bad_cases())])
def test_bad_varlen_calls_fail_first(no_launch, name, exc, match, bad):
    args = dict(packed(lq=(8, 8), lk=(16, 16), hq=2, hkv=1, d=64), device="emulator")
    args.update(bad)
    with pytest.raises(exc, match=match) as info:
        zyfagen.attention_varlen(**args)
    msg = str(info.value)
    assert msg.startswith(f"{name}:") and "\n" not in msg, msg


def test_dense_call_refuses_bad_features(no_launch):
    rng = np.random.default_rng(0)
    q, dq = fp8(rng, (1, 8, 2, 64))
    kw = dict(q_descale=dq, k_descale=dq, v_descale=dq, device="emulator")
    with pytest.raises(ValueError, match="^sinks: shape"):
        zyfagen.attention(q, q[:, :, :1], q[:, :, :1], sinks=np.zeros(5, np.float32), **kw)
    with pytest.raises(ValueError, match="^window_size: right 2 contradicts causal"):
        zyfagen.attention(q, q[:, :, :1], q[:, :, :1], causal=True, window_size=(3, 2), **kw)
    with pytest.raises(TypeError, match="^window_size: expected"):
        zyfagen.attention(q, q[:, :, :1], q[:, :, :1], window_size=5, **kw)


def test_host_out_receives_the_returned_bits():
    """out= with host arrays: attention_varlen's (O, LSE) and a dense call's O with features
    (bhsd) receive the bits the call returns without out=."""
    args = dict(packed(lq=(20, 12), lk=(40, 24), hq=2, hkv=1, d=64), device="emulator", causal=True, softcap=12.0)
    want, want_lse = zyfagen.attention_varlen(**args, return_lse=True)
    o, lse = np.zeros(want.shape, ml_dtypes.bfloat16), np.zeros(want_lse.shape, np.float32)
    got = zyfagen.attention_varlen(**args, return_lse=True, out=(o, lse))
    assert got[0] is o and got[1] is lse
    assert np.array_equal(o.view(np.uint16), want.view(np.uint16)) and np.array_equal(lse, want_lse)
    rng = np.random.default_rng(3)
    (q, dq), (k, dk) = fp8(rng, (1, 2, 24, 64)), fp8(rng, (1, 1, 40, 64))
    kw = dict(q_descale=dq, k_descale=dk, v_descale=dk, layout="bhsd", window_size=(8, 4), sinks=np.ones(2, np.float32),
              device="emulator")
    want = zyfagen.attention(q, k, k, **kw)
    o = np.zeros(want.shape, ml_dtypes.bfloat16)
    assert zyfagen.attention(q, k, k, out=o, **kw) is o and np.array_equal(o.view(np.uint16), want.view(np.uint16))


def test_bad_host_out_fails_first(no_launch):
    args = dict(packed(lq=(8, 8), lk=(16, 16), hq=2, hkv=1, d=64), device="emulator")
    with pytest.raises(ValueError, match=r"^out: bfloat16 \(16, 2, 32\); expected bfloat16 \(16, 2, 64\)$"):
        zyfagen.attention_varlen(**args, out=np.zeros((16, 2, 32), ml_dtypes.bfloat16))
    with pytest.raises(TypeError, match=r"^out: with return_lse=True give \(O, LSE\)$"):
        zyfagen.attention_varlen(**args, return_lse=True, out=np.zeros((16, 2, 64), ml_dtypes.bfloat16))
    with pytest.raises(ValueError, match="^stream: applies to GPU tensors"):
        zyfagen.attention_varlen(**args, stream=1)
