"""zyfagen.attention_varlen, and zyfagen.attention's window_size / softcap / sinks, on BF16 and
FP16 inputs (issue 36): the FP8 varlen path with a 16-bit kernel (qkv_format bf16 / fp16, exact
P, fp32 row sum), no descales, O in the inputs' format.

Oracle: fp64 attention per sequence on the same bf16 / fp16 values with the derived per-element
bound of numerics/half_bound.py (window, softcap and sinks as issue 34 defines them); the LSE
against the fp64 log-sum-exp (sink included). Paged caches are gathered through the block table
for the oracle. Refusals: one line naming the argument. GPU arrays by address (the fake HIP
module): the host path's bits."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.kernels.attention_fwd.features import paged
from zyfagen.numerics.half_bound import half_attention_and_bound

from .fake_hip import DeviceArray

BF16, FP16, F8 = ml_dtypes.bfloat16, np.float16, ml_dtypes.float8_e4m3fn


def _packed(seed, dtype, lq, lk, hq=2, hkv=1, d=64):
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((sum(lq), hq, d)).astype(dtype)
    k = (rng.standard_normal((sum(lk), hkv, d)) * 0.7).astype(dtype)
    v = rng.standard_normal((sum(lk), hkv, d)).astype(dtype)
    cu_q, cu_k = (np.concatenate([[0], np.cumsum(n)]).astype(np.int32) for n in (lq, lk))
    return q, k, v, cu_q, cu_k


def _check(q, k, v, cu_q, cu_k, o, lse, fmt, *, causal=False, window=(-1, -1), softcap=0.0, sinks=None):
    """O within the fp64 bound per sequence, LSE within 1e-3 of fp64 (+inf where a row sees no
    key and no sink); returns (max error, max error / bound) over the elements with a bound."""
    group = q.shape[1] // k.shape[1]
    scale = float(np.float32(1 / np.sqrt(q.shape[2])))
    worst, frac = 0.0, 0.0
    for b in range(cu_q.size - 1):
        qs, ks = slice(cu_q[b], cu_q[b + 1]), slice(cu_k[b], cu_k[b + 1])
        if qs.stop == qs.start or ks.stop == ks.start:
            continue  # (no key: O = 0 and LSE = +inf, asserted by the caller)
        qb, kb, vb = (x.transpose(1, 0, 2) for x in (q[qs], k[ks], v[ks]))
        ref, bound = half_attention_and_bound(qb, kb, vb, scale, causal, fmt, group, window=window, softcap=softcap,
                                              sinks=sinks)
        err = np.abs(o[qs].transpose(1, 0, 2).astype(np.float64) - ref)
        assert np.all(err <= bound), f"sequence {b}: error {err.max():.3g} above the bound"
        worst = max(worst, float(err.max()))
        frac = max(frac, float((err[bound > 0] / bound[bound > 0]).max(initial=0.0)))
        # the fp64 LSE (the same masks), sink included
        sq, sk = qb.shape[1], kb.shape[1]
        diag, key = np.arange(sq)[:, None] + sk - sq, np.arange(sk)[None]
        vis = np.ones((sq, sk), bool) & ((key <= diag) if causal else True)
        vis &= (key >= diag - window[0]) if window[0] >= 0 else True
        vis &= (key <= diag + window[1]) if window[1] >= 0 else True
        for h in range(qb.shape[0]):
            s = qb[h].astype(np.float64) @ kb[h // group].astype(np.float64).T * scale
            s = softcap * np.tanh(s / softcap) if softcap else s
            s = np.where(vis, s, -np.inf)
            if sinks is not None:
                s = np.concatenate([s, np.full((sq, 1), float(sinks[h]))], axis=1)
            m = s.max(axis=1, initial=-np.inf)
            with np.errstate(invalid="ignore", divide="ignore"):
                want = np.where(np.isfinite(m), m + np.log(np.exp(s - np.where(np.isfinite(m), m, 0)[:, None])
                                                           .sum(axis=1)), np.inf)
            got = lse[h, qs]
            fin = np.isfinite(want)
            assert np.array_equal(np.isfinite(got), fin) and np.all(got[~fin] == np.inf)
            assert np.abs(got[fin] - want[fin]).max(initial=0.0) < 1e-3
    assert worst > 0  # a real kernel's rounding, not the oracle's copy
    print(f"{fmt}: max |O - fp64| {worst:.3g}, {frac:.3f} of the bound")
    return worst, frac


def test_bf16_varlen_causal_within_the_fp64_bound():
    """Three sequences (one with queries and no key: O = 0, LSE = +inf), GQA 2/1, hd64, causal."""
    q, k, v, cu_q, cu_k = _packed(1, BF16, (30, 8, 45), (80, 0, 60))
    o, lse = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, causal=True, return_lse=True, device="emulator")
    assert o.dtype == BF16 and o.shape == (83, 2, 64) and lse.shape == (2, 83)
    assert not o[30:38].astype(np.float64).any() and np.all(lse[:, 30:38] == np.inf)
    _check(q, k, v, cu_q, cu_k, o, lse, "bf16", causal=True)


def test_bf16_paged_window_softcap_sinks_within_the_fp64_bound():
    """A shuffled 16-token paged bf16 cache, causal with a left window, softcap and sinks."""
    q, k, v, cu_q, cu_k = _packed(2, BF16, (33, 20), (70, 40))
    kc, vc, table = paged(np.random.default_rng(3), k.view(np.uint16)[None], v.view(np.uint16)[None], cu_k, 16)
    kc, vc = kc.view(BF16), vc.view(BF16)
    sinks = np.array([3.0, -1.5], np.float32)
    feats = dict(causal=True, window_size=(24, 0), softcap=15.0, sinks=sinks)
    o, lse = zyfagen.attention_varlen(q, kc, vc, cu_q, cu_k, block_table=table, return_lse=True, device="emulator",
                                      **feats)
    assert o.dtype == BF16 and kc.shape[1:] == (16, 1, 64)
    _check(q, k, v, cu_q, cu_k, o, lse, "bf16", causal=True, window=(24, 0), softcap=15.0, sinks=sinks)
    # the same sequences packed: the same bits (one kernel kind, two argument paths)
    flat = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, device="emulator", **feats)
    assert np.array_equal(flat.view(np.uint16), o.view(np.uint16))


def test_fp16_varlen_softcap_sinks_fp16_output():
    q, k, v, cu_q, cu_k = _packed(4, FP16, (40, 9), (90, 130), d=128)
    sinks = np.array([1.0, 4.0], np.float32)
    o, lse = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, softcap=20.0, sinks=sinks, return_lse=True,
                                      device="emulator")
    assert o.dtype == FP16
    _check(q, k, v, cu_q, cu_k, o, lse, "fp16", softcap=20.0, sinks=sinks)


def test_dense_bf16_window_with_fp32_output():
    """zyfagen.attention with window_size on bf16 [batch, seq, heads, dim]: the varlen oracle on
    each batch entry; O fp32 when asked."""
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal(s).astype(BF16) for s in ((2, 24, 2, 64), (2, 50, 1, 64), (2, 50, 1, 64)))
    o, lse = zyfagen.attention(q, k, v, window_size=(10, 5), out_dtype="fp32", return_lse=True, device="emulator")
    assert o.dtype == np.float32 and o.shape == (2, 24, 2, 64)
    cu_q, cu_k = np.array([0, 24, 48], np.int32), np.array([0, 50, 100], np.int32)
    flat = [x.reshape(-1, *x.shape[2:]) for x in (q, k, v, o)]
    _check(*flat[:3], cu_q, cu_k, flat[3], lse.transpose(1, 0, 2).reshape(2, -1), "bf16", window=(10, 5))


def _args(dtype=BF16):
    q, k, v, cu_q, cu_k = _packed(6, dtype, (20,), (40,))
    return dict(q=q, k=k, v=v, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, device="emulator")


@pytest.mark.parametrize("name, exc, change, says", [
    ("k", TypeError, dict(k=np.zeros((40, 1, 64), F8)), "differs from q's bfloat16"),
    ("v", TypeError, dict(v=np.zeros((40, 1, 64), FP16)), "differs from q's bfloat16"),
    ("q_descale", ValueError, dict(q_descale=1.0), "take no descale"),
    ("k_descale", ValueError, dict(k_descale=np.ones((1, 1), np.float32)), "take no descale"),
    ("out_dtype", ValueError, dict(out_dtype="fp16"), "with bf16 inputs; allowed: bf16, fp32"),
    ("softmax_scale", ValueError, dict(softmax_scale=1e36), "fp32 scores"),
    ("q, v", ValueError, dict(q=np.zeros((20, 2, 96), BF16), k=np.zeros((40, 1, 96), BF16),
                              v=np.zeros((40, 1, 96), BF16)), "not supported for bf16 inputs"),
])
def test_bad_half_varlen_calls_are_one_line_naming_the_argument(name, exc, change, says):
    args = _args() | change
    with pytest.raises(exc) as info:
        zyfagen.attention_varlen(**args)
    msg = str(info.value)
    assert msg.startswith(f"{name}: ") and says in msg and "\n" not in msg


def test_mixed_paged_cache_and_fp8_q_are_refused():
    q, k, v, cu_q, cu_k = _packed(7, FP16, (20,), (40,))
    kc, vc, table = paged(np.random.default_rng(8), k.view(np.uint16)[None], v.view(np.uint16)[None], cu_k, 16)
    with pytest.raises(TypeError, match=r"^v: dtype bfloat16 differs from q's float16"):
        zyfagen.attention_varlen(q, kc.view(FP16), vc.view(BF16), cu_q, cu_k, block_table=table)
    with pytest.raises(TypeError, match=r"^k: dtype float16 differs from q's float8_e4m3fn"):
        zyfagen.attention_varlen(q.astype(F8), k, v, cu_q, cu_k, q_descale=1.0, k_descale=1.0, v_descale=1.0)
    with pytest.raises(ValueError, match=r"^q_descale: given with bf16"):
        zyfagen.attention(q.astype(BF16)[None], k.astype(BF16)[None], v.astype(BF16)[None], softcap=5.0,
                          q_descale=1.0)


def test_gpu_arrays_give_the_host_paths_bits(fake_hip):
    """bf16 GPU arrays by address, a paged cache, window and sinks, O and LSE into out=."""
    q, k, v, cu_q, cu_k = _packed(9, BF16, (33, 20), (70, 40))
    kc, vc, table = paged(np.random.default_rng(10), k.view(np.uint16)[None], v.view(np.uint16)[None], cu_k, 16)
    sinks = np.array([2.0, 0.5], np.float32)
    feats = dict(causal=True, window_size=(24, 0))
    want, want_lse = zyfagen.attention_varlen(q, kc.view(BF16), vc.view(BF16), cu_q, cu_k, block_table=table,
                                              sinks=sinks, return_lse=True, device="emulator", **feats)

    def dev(x, typestr=None):
        return DeviceArray(fake_hip, np.ascontiguousarray(x), typestr)

    o = dev(np.zeros(want.shape, np.uint16), "bfloat16")
    lse = dev(np.zeros(want_lse.shape, np.float32))
    got = zyfagen.attention_varlen(dev(q.view(np.uint16), "bfloat16"), dev(kc, "bfloat16"), dev(vc, "bfloat16"),
                                   cu_q, cu_k, block_table=dev(table), sinks=dev(sinks), return_lse=True,
                                   out=(o, lse), **feats)
    assert got[0] is o
    assert np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
    assert np.array_equal(lse.host(np.float32).reshape(want_lse.shape), want_lse)
    with pytest.raises(ValueError, match=r"^v_descale: given with bf16 inputs"):
        zyfagen.attention_varlen(dev(q.view(np.uint16), "bfloat16"), dev(kc, "bfloat16"), dev(vc, "bfloat16"),
                                 cu_q, cu_k, block_table=dev(table), v_descale=2.0, out=o)


def test_torch_varlen_op_follows_the_inputs():
    torch = pytest.importorskip("torch")
    import zyfagen.runtime.torch_ops  # noqa: F401 - registers the ops

    q, k, v, cu_q, cu_k = _packed(11, FP16, (16,), (32,))
    want = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, device="emulator")
    o, lse = torch.ops.zyfagen.attention_varlen(*(torch.from_numpy(x) for x in (q, k, v, cu_q, cu_k)))
    assert o.dtype == torch.float16 and lse.shape == (0,)
    assert np.array_equal(o.numpy().view(np.uint16), want.view(np.uint16))
    m = torch.empty(16, 2, 64, dtype=torch.bfloat16, device="meta")
    o, _ = torch.ops.zyfagen.attention_varlen(m, m, m, torch.from_numpy(cu_q), torch.from_numpy(cu_k))
    assert o.device.type == "meta" and o.dtype == torch.bfloat16


def test_dense_gpu_softcap_gives_the_host_paths_bits(fake_hip):
    """zyfagen.attention with softcap on fp16 GPU arrays (device_serving's dense path): the host bits."""
    rng = np.random.default_rng(12)
    q, k, v = (rng.standard_normal(s).astype(FP16) for s in ((1, 24, 2, 64), (1, 40, 1, 64), (1, 40, 1, 64)))
    want = zyfagen.attention(q, k, v, softcap=8.0, causal=True, device="emulator")
    assert want.dtype == FP16
    o = DeviceArray(fake_hip, np.zeros(want.shape, np.float16))
    got = zyfagen.attention(*(DeviceArray(fake_hip, x) for x in (q, k, v)), softcap=8.0, causal=True, out=o)
    assert got is o and np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
