"""torch.ops.zyfagen.attention: a custom op with a fake implementation (meta tensors, and
torch.compile tracing it with fake tensors), CPU tensors running in the emulator with the numpy
path's bits. Skipped when torch is not installed (an optional extra)."""
from __future__ import annotations

import numpy as np
import pytest

import zyfagen

from .runtime_util import fp8_inputs

torch = pytest.importorskip("torch")
import zyfagen.runtime.torch_ops  # noqa: E402,F401 - registers the ops


def _t(x):
    return torch.from_numpy(np.ascontiguousarray(x).view(np.uint8)).view(torch.float8_e4m3fn)


@pytest.mark.parametrize("layout, lse", [(None, False), ("bhsd", True)])
def test_fake_implementation_on_meta_tensors(layout, lse):
    q = torch.empty(2, 48, 8, 128, dtype=torch.float8_e4m3fn, device="meta")  # bshd; bhsd: 48 heads, 8 tokens
    k = torch.empty(2, 48, 2, 128, dtype=torch.float8_e4m3fn, device="meta")
    o, l_ = torch.ops.zyfagen.attention(q, k, k, 1.0, 1.0, 1.0, return_lse=lse, out_dtype="fp32", layout=layout)
    assert o.device.type == "meta" and o.dtype == torch.float32
    assert tuple(o.shape) == (2, 48, 8, 128)
    assert tuple(l_.shape) == ((2, 48, 8) if layout == "bhsd" else (2, 8, 48)) if lse else tuple(l_.shape) == (0,)
    with pytest.raises(ValueError, match="^layout: 'sbhd'; allowed: bshd, bhsd$"):
        torch.ops.zyfagen.attention(q, k, k, 1.0, 1.0, 1.0, layout="sbhd")


def test_cpu_tensors_run_in_the_emulator_with_the_numpy_bits():
    q, k, v, dq, dk, dv = fp8_inputs(21, batch=1, seq_q=24, seq_k=40, heads_q=2, heads_kv=1, d=64, dv=64)
    want, want_lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, causal=True,
                                       return_lse=True, device="emulator")
    o, lse = torch.ops.zyfagen.attention(_t(q), _t(k), _t(v), dq, dk, dv, causal=True, return_lse=True)
    assert o.dtype == torch.bfloat16 and np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    assert np.array_equal(lse.numpy(), want_lse)


def test_torch_compile_traces_the_op_in_one_graph():
    """fullgraph=True fails on any graph break; aot_eager traces with fake tensors (the fake
    implementation) and then runs the real op."""
    q, k, v, dq, dk, dv = fp8_inputs(22, batch=1, seq_q=16, seq_k=32, heads_q=1, heads_kv=1, d=64, dv=64)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")

    def layer(q, k, v):
        o, _ = torch.ops.zyfagen.attention(q, k, v, dq, dk, dv)
        return o.float() * 2

    got = torch.compile(layer, fullgraph=True, backend="aot_eager")(_t(q), _t(k), _t(v))
    assert np.array_equal(got.numpy(), want.astype(np.float32) * 2)


def test_varlen_op_fake_and_cpu_bits():
    """torch.ops.zyfagen.attention_varlen: meta shapes, and on CPU tensors the bits of
    zyfagen.attention_varlen on the same numpy arrays (two packed sequences of 20 and 12 rows)."""
    q, k, v, dq, dk, dv = fp8_inputs(23, batch=1, seq_q=32, seq_k=48, heads_q=2, heads_kv=1, d=64, dv=64)
    q, k, v = q[0], k[0], v[0]  # packed [total, heads, dim]
    cu_q, cu_k = np.array([0, 20, 32], np.int32), np.array([0, 30, 48], np.int32)
    want, want_lse = zyfagen.attention_varlen(q, k, v, cu_q, cu_k, causal=True, q_descale=dq, k_descale=dk,
                                              v_descale=dv, return_lse=True, device="emulator")
    tc = [torch.from_numpy(c) for c in (cu_q, cu_k)]
    o, lse = torch.ops.zyfagen.attention_varlen(_t(q), _t(k), _t(v), *tc, dq, dk, dv, causal=True, return_lse=True)
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    assert np.array_equal(lse.numpy(), want_lse)
    meta = [torch.empty(x.shape, dtype=torch.float8_e4m3fn, device="meta") for x in (q, k, v)]
    mo, ml = torch.ops.zyfagen.attention_varlen(*meta, *(c.to("meta") for c in tc), dq, dk, dv)
    assert tuple(mo.shape) == (32, 2, 64) and mo.dtype == torch.bfloat16 and tuple(ml.shape) == (0,)


def test_varlen_op_paged_cache_with_features():
    """torch.ops.zyfagen.attention_varlen with block_table, window, softcap and sinks: the fake
    gives O's shape from the paged cache ([num_blocks, page, heads_kv, d_v]); on CPU tensors the
    bits of zyfagen.attention_varlen on the same numpy arrays."""
    from zyfagen.kernels.attention_fwd.features import paged

    q, k, v, dq, dk, dv = fp8_inputs(24, batch=1, seq_q=32, seq_k=48, heads_q=2, heads_kv=1, d=64, dv=64)
    q, k, v = q[0], k[0], v[0]
    cu_q, cu_k = np.array([0, 20, 32], np.int32), np.array([0, 30, 48], np.int32)
    kc, vc, table = paged(np.random.default_rng(3), k.view(np.uint8)[None], v.view(np.uint8)[None], cu_k, 16)
    kc, vc = kc.view(q.dtype), vc.view(q.dtype)
    sinks = np.array([2.0, -1.0], np.float32)
    feats = dict(causal=True, window_size=(12, 0), softcap=20.0)
    want = zyfagen.attention_varlen(q, kc, vc, cu_q, cu_k, block_table=table, sinks=sinks, q_descale=dq, k_descale=dk,
                                    v_descale=dv, device="emulator", **feats)
    tc = [torch.from_numpy(c) for c in (cu_q, cu_k)]
    o, _ = torch.ops.zyfagen.attention_varlen(_t(q), _t(kc), _t(vc), *tc, dq, dk, dv,
                                              block_table=torch.from_numpy(table), sinks=torch.from_numpy(sinks),
                                              **feats)
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    meta = [torch.empty(x.shape, dtype=torch.float8_e4m3fn, device="meta") for x in (q, kc, vc)]
    mo, _ = torch.ops.zyfagen.attention_varlen(*meta, *(c.to("meta") for c in tc), dq, dk, dv,
                                               block_table=torch.from_numpy(table).to("meta"), **feats)
    assert tuple(mo.shape) == (32, 2, 64) and mo.dtype == torch.bfloat16


def test_attention_op_window_softcap_sinks():
    q, k, v, dq, dk, dv = fp8_inputs(25, batch=1, seq_q=24, seq_k=40, heads_q=2, heads_kv=1, d=64, dv=64)
    sinks = np.array([1.0, 3.0], np.float32)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, window_size=(10, 5), softcap=12.0,
                             sinks=sinks, device="emulator")
    o, _ = torch.ops.zyfagen.attention(_t(q), _t(k), _t(v), dq, dk, dv, window_size=[10, 5], softcap=12.0,
                                       sinks=torch.from_numpy(sinks))
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
