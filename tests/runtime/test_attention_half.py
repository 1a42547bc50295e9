"""zyfagen.attention on BF16 and FP16 inputs (issue 36): no descales, the output in the inputs'
format, a 16-bit kernel of attention_fwd (qkv_format bf16 / fp16). Oracle: fp64 attention on
the same bf16 / fp16 values with the derived per-element bound of numerics/half_bound.py (P
rounded to the format, fp32 accumulation, O rounded to its type); LSE against the fp64
log-sum-exp. Refusals: one line naming the argument (mixed formats, descales, out_dtype).
attention_varlen and the serving features on 16-bit inputs: test_varlen_half.py. The GPU path through the fake HIP module gives the host
path's bits; torch CPU tensors and the ops' fake implementations (skipped without torch)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.numerics.half_bound import half_attention_and_bound

from .fake_hip import DeviceArray

BF16, FP16 = ml_dtypes.bfloat16, np.float16


def _inputs(seed, dtype, *, batch=1, seq_q=40, seq_k=72, heads_q=2, heads_kv=1, d=64, dv=64):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((batch, seq_q, heads_q, d)).astype(dtype),
            (rng.standard_normal((batch, seq_k, heads_kv, d)) * 0.7).astype(dtype),
            rng.standard_normal((batch, seq_k, heads_kv, dv)).astype(dtype))


def _oracle(q, k, v, scale, causal, fmt, out_fmt=None):
    """fp64 O, its bound and the LSE per batch entry ([b, sq, hq, dv], [b, hq, sq])."""
    group = q.shape[2] // k.shape[2]
    outs, bounds, lses = [], [], []
    for b in range(q.shape[0]):
        o, bound = half_attention_and_bound(*(x[b].transpose(1, 0, 2) for x in (q, k, v)), scale, causal, fmt,
                                            group, out_fmt)
        outs.append(o.transpose(1, 0, 2))
        bounds.append(bound.transpose(1, 0, 2))
        qf, kf = q[b].astype(np.float64), k[b].astype(np.float64)
        lse = np.zeros((q.shape[2], q.shape[1]))
        for h in range(q.shape[2]):
            s = qf[:, h] @ kf[:, h // group].T * scale
            if causal:
                s = np.where(np.arange(k.shape[1])[None] <= np.arange(q.shape[1])[:, None] + k.shape[1] - q.shape[1],
                             s, -np.inf)
            m = s.max(axis=1)
            lse[h] = m + np.log(np.exp(s - m[:, None]).sum(axis=1))
        lses.append(lse)
    return np.stack(outs), np.stack(bounds), np.stack(lses)


@pytest.mark.parametrize("dtype, fmt, d, causal", [(BF16, "bf16", 64, True), (FP16, "fp16", 128, False)])
def test_half_inputs_within_the_fp64_bound(dtype, fmt, d, causal):
    q, k, v = _inputs(1, dtype, d=d, dv=d)
    o, lse = zyfagen.attention(q, k, v, causal=causal, return_lse=True, device="emulator")
    assert o.dtype == dtype and o.shape == (1, 40, 2, d)  # the output follows the inputs
    scale = float(np.float32(1 / np.sqrt(d)))
    ref, bound, ref_lse = _oracle(q, k, v, scale, causal, fmt)
    err = np.abs(o.astype(np.float64) - ref)
    assert np.all(err <= bound), f"{fmt}: error {err.max():.3g} above the bound at {np.argwhere(err > bound)[0]}"
    assert 0 < err.max()  # a real kernel's rounding, not the oracle's copy
    # LSE: fp32 scores and an fp32 row sum of the unrounded P
    assert np.abs(lse - ref_lse).max() < 1e-3


def test_bf16_with_fp32_output_and_bhsd():
    q, k, v = _inputs(2, BF16, heads_q=1)
    perm = (0, 2, 1, 3)
    o = zyfagen.attention(*(np.ascontiguousarray(x.transpose(perm)) for x in (q, k, v)), out_dtype="fp32",
                          layout="bhsd", device="emulator")
    assert o.dtype == np.float32 and o.shape == (1, 1, 40, 64)
    ref, bound, _ = _oracle(q, k, v, 1 / 8, False, "bf16", "fp32")
    assert np.all(np.abs(o.transpose(perm) - ref) <= bound)


F8 = ml_dtypes.float8_e4m3fn


@pytest.mark.parametrize("name, exc, change, says", [
    ("k", TypeError, dict(k=np.zeros((1, 72, 1, 64), F8)), "differs from q's bfloat16"),        # bf16 q, FP8 k
    ("v", TypeError, dict(v=np.zeros((1, 72, 1, 64), FP16)), "differs from q's bfloat16"),      # bf16 with fp16
    ("q_descale", ValueError, dict(q_descale=1.0), "take no descale"),
    ("v_descale", ValueError, dict(v_descale=np.ones((1, 1), np.float32)), "take no descale"),
    ("out_dtype", ValueError, dict(out_dtype="fp16"), "with bf16 inputs; allowed: bf16, fp32"),
    ("softmax_scale", ValueError, dict(softmax_scale=1e36), "fp32 scores"),
])
def test_bad_half_calls_are_one_line_naming_the_argument(name, exc, change, says):
    q, k, v = _inputs(3, BF16)
    args = dict(q=q, k=k, v=v, device="emulator") | change
    with pytest.raises(exc) as info:
        zyfagen.attention(args.pop("q"), args.pop("k"), args.pop("v"), **args)
    msg = str(info.value)
    assert msg.startswith(f"{name}: ") and says in msg and "\n" not in msg


def test_fp8_q_with_bf16_k_names_k_and_fp16_out_of_bf16_inputs_is_refused():
    q, k, v = _inputs(4, FP16)
    with pytest.raises(ValueError, match=r"^out_dtype: 'bf16' with fp16 inputs; allowed: fp16, fp32"):
        zyfagen.attention(q, k, v, out_dtype="bf16", device="emulator")
    with pytest.raises(TypeError, match=r"^k: dtype float16 differs from q's float8_e4m3fn"):
        zyfagen.attention(q.astype(F8), k, v.astype(F8), q_descale=1.0, k_descale=1.0, v_descale=1.0)


def test_gpu_arrays_give_the_host_paths_bits(fake_hip):
    q, k, v = _inputs(6, FP16)
    want = zyfagen.attention(q, k, v, causal=True, device="emulator")
    qd, kd, vd = (DeviceArray(fake_hip, np.ascontiguousarray(x)) for x in (q, k, v))  # typestr <f2
    o = DeviceArray(fake_hip, np.zeros(want.shape, np.float16))
    got = zyfagen.attention(qd, kd, vd, causal=True, out=o)
    assert got is o and np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
    # a descale beside 16-bit GPU tensors is refused as on the host
    with pytest.raises(ValueError, match=r"^k_descale: given with fp16 inputs"):
        zyfagen.attention(qd, kd, vd, k_descale=2.0, out=o)


def test_torch_tensors_and_the_ops_fake_types():
    torch = pytest.importorskip("torch")
    import zyfagen.runtime.torch_ops  # noqa: F401 - registers the ops

    q, k, v = _inputs(7, BF16, seq_q=16, seq_k=32, heads_q=1)
    want = zyfagen.attention(q, k, v, device="emulator")
    tq, tk, tv = (torch.from_numpy(np.ascontiguousarray(x).view(np.int16)).view(torch.bfloat16) for x in (q, k, v))
    o, lse = torch.ops.zyfagen.attention(tq, tk, tv)
    assert o.dtype == torch.bfloat16 and lse.shape == (0,)
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    for dt, want_dt in ((torch.float16, torch.float16), (torch.bfloat16, torch.bfloat16)):
        m = torch.empty(1, 16, 2, 128, dtype=dt, device="meta")
        o, _ = torch.ops.zyfagen.attention(m, m, m)
        assert o.device.type == "meta" and o.dtype == want_dt
        o, _ = torch.ops.zyfagen.attention(m, m, m, out_dtype="fp32")
        assert o.dtype == torch.float32
