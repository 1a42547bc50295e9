"""zyfagen.attention_varlen, and zyfagen.attention with window_size / softcap / sinks, on GPU arrays
(runtime/device_serving.py), against the fake HIP module, which runs each launch in the emulator
from the kernarg bytes and its own device memory alone: the bits must be the host path's (itself
checked against fp64 in test_varlen.py); a warm call loads no module and uploads nothing."""
from __future__ import annotations

import types

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.kernels.attention_fwd.features import paged
from zyfagen.runtime import device_serving

from .fake_hip import DeviceArray, torch_on_gpu

F8 = ml_dtypes.float8_e4m3fn


def _fp8(rng, shape):
    x = rng.standard_normal(shape)
    d = float(np.float32(np.abs(x).max() / 448))
    return (x / d).astype(np.float32).astype(F8), d


def _packed(seed, lq, lk, hq=2, hkv=1, d=64):
    rng = np.random.default_rng(seed)
    (q, dq), (k, dk), (v, dv) = (_fp8(rng, (sum(n), h, d)) for n, h in ((lq, hq), (lk, hkv), (lk, hkv)))
    cu_q, cu_k = (np.concatenate([[0], np.cumsum(n)]).astype(np.int32) for n in (lq, lk))
    return q, k, v, cu_q, cu_k, dict(q_descale=dq, k_descale=dk, v_descale=dv)


def _dev(fake, x, typestr=None):
    x = np.ascontiguousarray(x)
    if x.dtype == F8:
        return DeviceArray(fake, x.view(np.uint8), "|u1")
    return DeviceArray(fake, x, typestr)


def _bf16_out(fake, shape):
    return DeviceArray(fake, np.zeros(shape, np.uint16), "bfloat16")


def test_varlen_paged_window_softcap_sinks_give_the_host_paths_bits(fake_hip):
    """Three sequences (one with no query), a shuffled 16-token paged cache, causal with a left
    window, softcap and sinks, O and LSE into out=: the host call's bits."""
    lq, lk = (33, 0, 20), (70, 5, 40)
    q, k, v, cu_q, cu_k, ds = _packed(1, lq, lk)
    kc, vc, table = paged(np.random.default_rng(2), k.view(np.uint8)[None], v.view(np.uint8)[None], cu_k, 16)
    kc, vc = kc.view(F8), vc.view(F8)
    sinks = np.array([3.0, -1.5], np.float32)
    feats = dict(causal=True, window_size=(24, 0), softcap=15.0, sinks=sinks)
    want, want_lse = zyfagen.attention_varlen(q, kc, vc, cu_q, cu_k, block_table=table, return_lse=True,
                                              device="emulator", **feats, **ds)
    o, lse = _bf16_out(fake_hip, want.shape), DeviceArray(fake_hip, np.zeros(want_lse.shape, np.float32))
    dev = dict(feats, sinks=_dev(fake_hip, sinks))
    got = zyfagen.attention_varlen(_dev(fake_hip, q), _dev(fake_hip, kc), _dev(fake_hip, vc), cu_q, cu_k,
                                   block_table=_dev(fake_hip, table), return_lse=True, out=(o, lse), **dev, **ds)
    assert got[0] is o and got[1] is lse
    assert np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
    assert np.array_equal(lse.host().reshape(want_lse.shape), want_lse)
    assert len(fake_hip.launches) == 1
    # the kernarg carries the tensors' own addresses: no host copy of q, k, v
    mallocs = [c for c in fake_hip.calls if isinstance(c, tuple) and c[0] == "hipMalloc"]
    copies = [c for c in fake_hip.calls if isinstance(c, tuple) and c[0] == "hipMemcpy"]
    assert len(copies) == 3 and all(n <= 4 * 4 * 64 for _, _, n in copies)  # cu_seqlens x2, tile table
    # a warm call with the same lengths: no upload, no module load, same bits
    o2 = _bf16_out(fake_hip, want.shape)
    zyfagen.attention_varlen(_dev(fake_hip, q), _dev(fake_hip, kc), _dev(fake_hip, vc), cu_q, cu_k,
                             block_table=_dev(fake_hip, table), return_lse=True, out=(o2, lse), **dev, **ds)
    assert np.array_equal(o2.host(np.uint16), o.host(np.uint16))
    assert [c for c in fake_hip.calls if c[0] == "hipMemcpy"] == copies
    assert fake_hip.calls.count("hipModuleLoadData") == 1 and len(device_serving._PLANS) == 1
    assert len([c for c in fake_hip.calls if isinstance(c, tuple) and c[0] == "hipMalloc"]) > len(mallocs)  # inputs


def test_varlen_strided_out_and_per_batch_head_descales(fake_hip):
    """O into a strided view (every other row of a bigger array); [batch, heads_kv] descales on
    the device; rows past cu_seqlens_q[-1] untouched."""
    q, k, v, cu_q, cu_k, ds = _packed(3, (20, 17), (30, 50))
    cu_q = np.array([0, 20, 30], np.int32)  # rows 30..36 belong to no sequence
    per = {n: np.full((2, 1), x, np.float32) * np.array([[1.0], [0.5]], np.float32) for n, x in ds.items()}
    want = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, device="emulator", **per)
    rows = want.shape[0]
    # O is big[:, 0] of a [rows, 2, heads, 64] allocation
    o = DeviceArray(fake_hip, np.full((rows, 2, 2, 64), 0x1234, np.uint16), "bfloat16", shape=want.shape,
                    strides=(2 * 2 * 64 * 2, 128, 2))
    big_ptr = o.ptr
    zyfagen.attention_varlen(_dev(fake_hip, q), _dev(fake_hip, k), _dev(fake_hip, v), cu_q, cu_k, out=o,
                             **{n: _dev(fake_hip, x) for n, x in per.items()})
    got = np.frombuffer(bytes(fake_hip.memory[big_ptr]), np.uint16).reshape(rows, 2, 2, 64)
    assert np.array_equal(got[:30, 0], want.view(np.uint16)[:30])
    assert (got[:, 1] == 0x1234).all() and (got[30:] == 0x1234).all()


def test_dense_attention_with_features_on_device(fake_hip):
    """zyfagen.attention with window_size / softcap / sinks, GPU arrays in the bhsd layout."""
    q, k, v, _cq, _ck, ds = _packed(4, (48,), (80,), hq=2, hkv=2)
    q, k, v = (x.reshape(1, -1, 2, 64) for x in (q, k, v))
    sinks = np.array([1.0, 4.0], np.float32)
    feats = dict(window_size=(30, 10), softcap=10.0, sinks=sinks)
    want, want_lse = zyfagen.attention(q, k, v, return_lse=True, device="emulator", **feats, **ds)
    bhsd = [np.ascontiguousarray(x.transpose(0, 2, 1, 3)) for x in (q, k, v)]
    o = _bf16_out(fake_hip, (1, 2, 48, 64))
    lse = DeviceArray(fake_hip, np.zeros(want_lse.shape, np.float32))
    zyfagen.attention(*(_dev(fake_hip, x) for x in bhsd), layout="bhsd", return_lse=True, out=(o, lse),
                      **dict(feats, sinks=_dev(fake_hip, sinks)), **ds)
    assert np.array_equal(o.host(np.uint16).reshape(1, 2, 48, 64), want.view(np.uint16).transpose(0, 2, 1, 3))
    assert np.array_equal(lse.host().reshape(want_lse.shape), want_lse)


def test_torch_gpu_tensors_varlen_on_the_current_stream(fake_hip, monkeypatch):
    """torch tensors reporting cuda:0 (bytes mirrored into the fake's memory at their address):
    O allocated through torch, torch's current stream, stream= winning."""
    torch = pytest.importorskip("torch")
    made = []

    def empty(shape, dtype, device):  # torch's allocation on the "GPU": zeros in the fake's memory
        typ = {torch.bfloat16: ml_dtypes.bfloat16}.get(dtype, np.float32)
        made.append(torch_on_gpu(fake_hip, np.zeros(shape, typ)))
        return made[-1]

    monkeypatch.setattr(torch, "empty", empty)
    q, k, v, cu_q, cu_k, ds = _packed(5, (24, 9), (40, 33))
    want = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, causal=True, device="emulator", **ds)
    streams = []
    monkeypatch.setattr(torch.cuda, "current_stream", lambda index=None: types.SimpleNamespace(cuda_stream=0x5151))
    real = fake_hip.hipModuleLaunchKernel
    monkeypatch.setattr(fake_hip, "hipModuleLaunchKernel",
                        lambda *a, **kw: streams.append(kw["stream"]) or real(*a, **kw))
    on_gpu = [torch_on_gpu(fake_hip, x) for x in (q, k, v)]
    o = zyfagen.attention_varlen(*on_gpu, torch.from_numpy(cu_q), torch.from_numpy(cu_k), causal=True, **ds)
    assert o is made[0] and streams == [0x5151]
    assert bytes(fake_hip.memory[o.data_ptr()]) == want.view(np.uint8).tobytes()
    zyfagen.attention_varlen(*on_gpu, cu_q, cu_k, causal=True, stream=types.SimpleNamespace(cuda_stream=7), **ds)
    assert streams[-1] == 7


@pytest.mark.parametrize("change, match", [
    (dict(cu_seqlens_q="device"), "^cu_seqlens_q: a GPU array; with GPU q, k, v give cu_seqlens on the host"),
    (dict(block_table="host"), "^block_table: a host array beside GPU tensors"),
    (dict(sinks="host"), "^sinks: a host array beside GPU tensors"),
    (dict(device="emulator"), "^device: 'emulator' with GPU tensors"),
    (dict(cu_seqlens_k=np.array([0, 30, 20], np.int32)), "^cu_seqlens_k: not monotonic"),
    (dict(window_size=(4, 2), causal=True), "^window_size: right 2 contradicts causal=True"),
    (dict(out=None), "^out: GPU arrays other than torch tensors need out="),
])
def test_bad_device_varlen_calls_name_the_argument(fake_hip, change, match):
    q, k, v, cu_q, cu_k, ds = _packed(6, (16, 8), (30, 20))
    kw = dict(cu_seqlens_q=cu_q, cu_seqlens_k=cu_k, out=_bf16_out(fake_hip, (24, 2, 64)), **ds)
    if change.get("cu_seqlens_q") == "device":
        change = dict(cu_seqlens_q=_dev(fake_hip, cu_q))
    if change.get("block_table") == "host":
        kc, vc, table = paged(np.random.default_rng(0), k.view(np.uint8)[None], v.view(np.uint8)[None], cu_k, 16)
        change, k, v = dict(block_table=table), kc.view(F8), vc.view(F8)
    if change.get("sinks") == "host":
        change = dict(sinks=np.zeros(2, np.float32))
    kw.update(change)
    with pytest.raises((ValueError, TypeError), match=match):
        zyfagen.attention_varlen(_dev(fake_hip, q), _dev(fake_hip, k), _dev(fake_hip, v), **kw)
    assert fake_hip.launches == []


def test_evicted_plans_free_their_uploads(fake_hip, monkeypatch):
    """Each distinct cu_seqlens makes a plan with its own device copies of cu_seqlens and the tile
    table; the oldest plan's are freed when it is evicted, and the newest serve new calls."""
    monkeypatch.setattr(device_serving, "MAX_PLANS", 1)
    q, k, v, cu_q, cu_k, ds = _packed(7, (16, 8), (30, 20))
    dev = [_dev(fake_hip, x) for x in (q, k, v)]
    for last in (50, 49):
        cu = np.array([0, 30, last], np.int32)
        want = zyfagen.attention_varlen(q, k, v, cu_q, cu, device="emulator", **ds)
        o = _bf16_out(fake_hip, want.shape)
        zyfagen.attention_varlen(*dev, cu_q, cu, out=o, **ds)
        assert np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
    freed = [c[1] for c in fake_hip.calls if isinstance(c, tuple) and c[0] == "hipFree"]
    (plan,) = device_serving._PLANS.values()
    assert len(freed) == 3 and not set(freed) & set(plan.uploads)


def test_torch_outputs_rows_of_no_sequence(fake_hip, monkeypatch):
    """Rows past cu_seqlens_q[-1] belong to no sequence: torch-allocated O is 0 and LSE +inf
    there, as on the host path."""
    torch = pytest.importorskip("torch")

    def full(shape, value, dtype, device):
        return torch_on_gpu(fake_hip, np.full(shape, value, np.float32))

    def zeros(shape, dtype, device):
        return torch_on_gpu(fake_hip, np.zeros(shape, ml_dtypes.bfloat16))

    monkeypatch.setattr(torch, "zeros", zeros)
    monkeypatch.setattr(torch, "full", full)
    monkeypatch.setattr(torch.cuda, "current_stream", lambda index=None: types.SimpleNamespace(cuda_stream=0x5151))
    q, k, v, cu_q, cu_k, ds = _packed(8, (16, 12), (30, 20))
    cu_q = np.array([0, 16, 20], np.int32)
    want, want_lse = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, return_lse=True, device="emulator", **ds)
    o, lse = zyfagen.attention_varlen(*(torch_on_gpu(fake_hip, x) for x in (q, k, v)), cu_q, cu_k, return_lse=True,
                                      **ds)
    assert bytes(fake_hip.memory[o.data_ptr()]) == want.view(np.uint8).tobytes()
    assert bytes(fake_hip.memory[lse.data_ptr()]) == want_lse.view(np.uint8).tobytes()
    assert np.isposinf(want_lse[:, 20:]).all() and not want.view(np.uint16)[20:].any()


def test_torch_op_on_gpu_tensors_goes_by_address(fake_hip, monkeypatch):
    """torch.ops.zyfagen.attention_varlen with GPU q, k, v, a GPU block table and host
    cu_seqlens: the device path (by address, torch's allocation), the host call's bits."""
    torch = pytest.importorskip("torch")
    import zyfagen.runtime.torch_ops  # noqa: F401 - registers the ops

    def empty(shape, dtype, device):
        typ = {torch.bfloat16: ml_dtypes.bfloat16}.get(dtype, np.float32)
        return torch_on_gpu(fake_hip, np.zeros(shape, typ))

    monkeypatch.setattr(torch, "empty", empty)
    monkeypatch.setattr(torch.cuda, "current_stream", lambda index=None: types.SimpleNamespace(cuda_stream=0x5151))
    q, k, v, cu_q, cu_k, ds = _packed(9, (24, 9), (40, 33))
    kc, vc, table = paged(np.random.default_rng(4), k.view(np.uint8)[None], v.view(np.uint8)[None], cu_k, 16)
    kc, vc = kc.view(F8), vc.view(F8)
    want = zyfagen.attention_varlen(q, kc, vc, cu_q, cu_k, block_table=table, causal=True, device="emulator", **ds)
    o, _ = torch.ops.zyfagen.attention_varlen(*(torch_on_gpu(fake_hip, x) for x in (q, kc, vc)),
                                              torch.from_numpy(cu_q), torch.from_numpy(cu_k), *ds.values(),
                                              causal=True, block_table=torch_on_gpu(fake_hip, table))
    assert len(fake_hip.launches) == 1
    assert bytes(fake_hip.memory[o.data_ptr()]) == want.view(np.uint8).tobytes()
