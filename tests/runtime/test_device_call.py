"""GPU tensors passed by address (runtime/device_call.py), against the fake HIP module, which runs
each launch in the emulator from the kernarg bytes and its own device memory alone: the bits must
be the host path's, for both layouts and with out=; a warm call starts no process and loads no
module again."""
from __future__ import annotations

import subprocess
import types

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.runtime import device_call

from .fake_hip import DeviceArray, torch_on_gpu
from .runtime_util import attention_fp64, fp8_inputs


def _on_device(fake, *arrays):
    return [DeviceArray(fake, x.view(np.uint8), "|u1") for x in arrays]


@pytest.mark.parametrize("layout", ["bshd", "bhsd"])
def test_device_arrays_give_the_host_paths_bits(fake_hip, layout):
    q, k, v, dq, dk, dv = fp8_inputs(5, batch=1, seq_q=40, seq_k=70, heads_q=2, heads_kv=1, d=64, dv=64)
    want, want_lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, causal=True,
                                       return_lse=True, device="emulator")
    perm = (0, 1, 2, 3) if layout == "bshd" else (0, 2, 1, 3)
    # bhsd: contiguous [b, h, s, d] storage, as torch's sdpa layout
    qd, kd, vd = _on_device(fake_hip, *(np.ascontiguousarray(x.transpose(perm)) for x in (q, k, v)))
    o_shape = tuple(want.shape[i] for i in perm)
    o = DeviceArray(fake_hip, np.zeros(o_shape, np.uint16), "<u2")
    o.__cuda_array_interface__["typestr"] = "bfloat16"  # (no typestr names bf16; the fake's own tag)
    lse = DeviceArray(fake_hip, np.zeros(want_lse.shape, np.float32))
    got = zyfagen.attention(qd, kd, vd, q_descale=dq, k_descale=dk, v_descale=dv, causal=True, return_lse=True,
                            layout=layout, out=(o, lse))
    assert got[0] is o and got[1] is lse
    assert np.array_equal(o.host(np.uint16).reshape(o_shape), want.view(np.uint16).transpose(perm))
    # the kernel writes log(0) for keyless rows (none here: causal bottom-right with seq_k > seq_q)
    assert np.array_equal(lse.host().reshape(want_lse.shape), want_lse)
    # and against fp64 (independent of zyfagen's model)
    o64, _ = attention_fp64(q, k, v, dq, dk, dv, softmax_scale=1 / 8, causal=True)
    ref = np.asarray(o.host(np.uint16).reshape(o_shape).view(ml_dtypes.bfloat16), np.float64).transpose(perm)
    assert np.abs(ref - o64).max() / np.abs(o64).max() < 0.05


def test_a_warm_call_starts_no_process_and_loads_no_module(fake_hip, monkeypatch):
    q, k, v, dq, dk, dv = fp8_inputs(6, batch=1, seq_q=16, seq_k=64, heads_q=1, heads_kv=1, d=64, dv=64)
    qd, kd, vd = _on_device(fake_hip, q, k, v)
    o = DeviceArray(fake_hip, np.zeros((1, 16, 1, 64), np.uint16), "bfloat16")
    zyfagen.attention(qd, kd, vd, q_descale=dq, k_descale=dk, v_descale=dv, out=o)
    first = o.host(np.uint16).copy()

    # processes are refused except inside the fake GPU's own work (its emulator disassembles)
    in_fake, real_popen, real_execute = [], subprocess.Popen.__init__, fake_hip._execute

    def no_process(self, *a, **kw):
        if not in_fake:
            raise AssertionError("a warm call started a process")
        return real_popen(self, *a, **kw)

    def execute(*a):
        in_fake.append(1)
        try:
            return real_execute(*a)
        finally:
            in_fake.pop()

    monkeypatch.setattr(subprocess.Popen, "__init__", no_process)
    monkeypatch.setattr(fake_hip, "_execute", execute)
    o2 = DeviceArray(fake_hip, np.zeros((1, 16, 1, 64), np.uint16), "bfloat16")
    zyfagen.attention(qd, kd, vd, q_descale=dq, k_descale=dk, v_descale=dv, out=o2)
    assert np.array_equal(o2.host(np.uint16), first)
    assert fake_hip.calls.count("hipModuleLoadData") == 1 and len(fake_hip.launches) == 2
    # a new descale is a per-call value: same plan, another kernarg
    zyfagen.attention(qd, kd, vd, q_descale=dq * 2, k_descale=dk, v_descale=dv, out=o2)
    assert len(device_call._PLANS) == 1 and fake_hip.launches[1]["kernarg"] != fake_hip.launches[2]["kernarg"]


@pytest.mark.parametrize("change, match", [
    (dict(device="emulator"), "^device: 'emulator' with GPU tensors"),
    (dict(out=None), "^out: GPU arrays other than torch tensors need out="),
    (dict(layout="bsdh"), "^layout: 'bsdh'; allowed: bshd, bhsd"),
    (dict(q_descale=float("inf")), "^q_descale: "),
    (dict(v_descale="1"), "^v_descale: "),
    (dict(stream=None, out="o_wrong"), "^out: "),
    (dict(out="o_broadcast"), r"^out: strides \(0, 0, 64, 1\); the kernel writes the last dimension contiguously "
                              "and every element once"),
])
def test_bad_device_calls_name_the_argument(fake_hip, change, match):
    q, k, v, dq, dk, dv = fp8_inputs(7, batch=1, seq_q=16, seq_k=64, heads_q=1, heads_kv=1, d=64, dv=64)
    qd, kd, vd = _on_device(fake_hip, q, k, v)
    kw = dict(q_descale=dq, k_descale=dk, v_descale=dv,
              out=DeviceArray(fake_hip, np.zeros((1, 16, 1, 64), np.uint16), "bfloat16"))
    if change.get("out") == "o_wrong":
        change = dict(out=DeviceArray(fake_hip, np.zeros((1, 16, 2, 64), np.uint16), "bfloat16"))
    elif change.get("out") == "o_broadcast":  # every query row would land on one row
        change = dict(out=DeviceArray(fake_hip, np.zeros((1, 1, 1, 64), np.uint16), "bfloat16", shape=(1, 16, 1, 64),
                                      strides=(0, 0, 128, 2)))
    kw.update(change)
    with pytest.raises((ValueError, TypeError), match=match):
        zyfagen.attention(qd, kd, vd, **kw)
    assert fake_hip.launches == []


def test_host_array_beside_device_arrays_is_refused(fake_hip):
    q, k, v, dq, dk, dv = fp8_inputs(7, batch=1, seq_q=16, seq_k=64, heads_q=1, heads_kv=1, d=64, dv=64)
    qd, = _on_device(fake_hip, q)
    with pytest.raises(TypeError, match="^k: a host array beside GPU tensors"):
        zyfagen.attention(qd, k, v, q_descale=dq, k_descale=dk, v_descale=dv)


def test_per_batch_head_descales_on_the_device(fake_hip):
    """[batch, heads_kv] descales as fp32 device arrays: their addresses go into the kernarg."""
    q, k, v, dq, dk, dv = fp8_inputs(8, batch=2, seq_q=20, seq_k=40, heads_q=2, heads_kv=2, d=64, dv=64,
                                     per="batch_head")
    assert np.asarray(dq).shape == (2, 2)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    qd, kd, vd = _on_device(fake_hip, q, k, v)
    ds = [DeviceArray(fake_hip, np.asarray(d, np.float32)) for d in (dq, dk, dv)]
    o = DeviceArray(fake_hip, np.zeros(want.shape, np.uint16), "bfloat16")
    zyfagen.attention(qd, kd, vd, q_descale=ds[0], k_descale=ds[1], v_descale=ds[2], out=o)
    assert np.array_equal(o.host(np.uint16).reshape(want.shape), want.view(np.uint16))
    with pytest.raises(TypeError, match="^k_descale: with \\[batch, heads_kv\\] descales on the GPU"):
        zyfagen.attention(qd, kd, vd, q_descale=ds[0], k_descale=1.0, v_descale=ds[2], out=o)


def test_torch_cpu_tensors_run_in_the_emulator_even_with_a_gpu(fake_hip):
    torch = pytest.importorskip("torch")
    q, k, v, dq, dk, dv = fp8_inputs(9, batch=1, seq_q=16, seq_k=32, heads_q=1, heads_kv=1, d=64, dv=64)
    t = [torch.from_numpy(x.view(np.uint8)).view(torch.float8_e4m3fn) for x in (q, k, v)]
    o = zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dv)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    assert np.array_equal(o.view(torch.int16).numpy(), want.view(np.int16))
    assert fake_hip.launches == [] and "hipModuleLoadData" not in fake_hip.calls


def test_torch_gpu_tensors_by_address_on_the_current_stream(fake_hip, monkeypatch):
    """Torch tensors on a GPU (a CPU torch build here: a subclass reporting device cuda:0, its
    bytes mirrored into the fake's memory at the tensor's own address), with torch's current
    stream handed to the launch and out= receiving O."""
    torch = pytest.importorskip("torch")

    def gpu(x):
        return torch_on_gpu(fake_hip, x)

    q, k, v, dq, dk, dv = fp8_inputs(10, batch=1, seq_q=24, seq_k=48, heads_q=2, heads_kv=1, d=64, dv=64)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    streams = []
    monkeypatch.setattr(torch.cuda, "current_stream", lambda index=None: streams.append(index) or
                        types.SimpleNamespace(cuda_stream=0x5151))
    real_launch = fake_hip.hipModuleLaunchKernel

    def launch(*a, **kw):
        streams.append(kw["stream"])
        return real_launch(*a, **kw)

    monkeypatch.setattr(fake_hip, "hipModuleLaunchKernel", launch)
    o = gpu(np.zeros(want.shape, ml_dtypes.bfloat16))
    got = zyfagen.attention(gpu(q), gpu(k), gpu(v), q_descale=dq, k_descale=dk, v_descale=dv, out=o)
    assert got is o and streams == [0, 0x5151]
    assert bytes(fake_hip.memory[o.data_ptr()]) == want.view(np.uint8).tobytes()
    # an explicit stream= wins
    zyfagen.attention(gpu(q), gpu(k), gpu(v), q_descale=dq, k_descale=dk, v_descale=dv, out=o,
                      stream=types.SimpleNamespace(cuda_stream=0x77))
    assert streams[-1] == 0x77


def test_plans_are_bounded(fake_hip, monkeypatch):
    monkeypatch.setattr(device_call, "MAX_PLANS", 2)
    q, k, v, dq, dk, dv = fp8_inputs(14, batch=1, seq_q=48, seq_k=48, heads_q=1, heads_kv=1, d=64, dv=64)
    for n in (16, 32, 48):  # three shapes: the first plan made goes
        qd, kd, vd = _on_device(fake_hip, q[:, :n], k, v)
        o = DeviceArray(fake_hip, np.zeros((1, n, 1, 64), np.uint16), "bfloat16")
        zyfagen.attention(qd, kd, vd, q_descale=dq, k_descale=dk, v_descale=dv, out=o)
    assert [key[0][0] for key in device_call._PLANS] == [(1, 32, 1, 64), (1, 48, 1, 64)]
