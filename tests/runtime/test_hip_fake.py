"""The HIP path against a fake hip-python module that records every call and the
kernel-argument bytes, and runs the launched kernel in the emulator from those bytes alone
(as a GPU would: pointers are looked up in the fake's device memory)."""
from __future__ import annotations

import struct
import sys
import types

import numpy as np
import pytest

import zyfagen
from zyfagen.runtime import api

from .fake_hip import FakeHip
from .runtime_util import fp8_inputs


@pytest.fixture
def fake_hip(monkeypatch):
    fake = FakeHip()
    monkeypatch.setitem(sys.modules, "hip", types.SimpleNamespace(hip=fake))
    return fake


def test_hip_path_packs_what_the_emulator_path_packs(fake_hip, monkeypatch):
    q, k, v, dq, dk, dv = fp8_inputs(4, batch=1, seq_q=40, seq_k=50, heads_q=2, heads_kv=1, d=64, dv=64)
    packed = []
    real = api.pack_launch
    monkeypatch.setattr(api, "pack_launch", lambda *a: packed.append(real(*a)) or packed[-1])
    want, want_lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv,
                                       return_lse=True, causal=True, device="emulator")
    got, got_lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv,
                                     return_lse=True, causal=True, device="hip")
    emu_launch, hip_launch = packed
    [rec] = fake_hip.launches
    layout = hip_launch.layout
    # launch dimensions: the contract's grid (ceil(seq_q / (32 W)), heads_q, batch) with the
    # hd64 spec's W = 8 waves (specs/attention_hd64_lean.yaml): ceil(40 / 256) = 1, 8 x 64 lanes
    assert rec["grid"] == emu_launch.grid == (1, 2, 1) and rec["block"] == (512, 1, 1)
    assert rec["shared"] == 0 and len(rec["kernarg"]) == layout.kernarg_size
    # every value byte equals the emulator path's; every pointer is a buffer the fake received
    mask = bytearray(b"\xff" * layout.kernarg_size)
    for s in layout.slots:
        if s.kind == "buffer":
            mask[s.offset:s.offset + 8] = bytes(8)
            addr = struct.unpack_from("<Q", rec["kernarg"], s.offset)[0]
            assert addr in fake_hip.memory
            if s.name in ("q", "k", "v"):
                assert bytes(fake_hip.memory[addr]) == emu_launch.buffers[s.name].tobytes()
    keep = lambda b: bytes(x & m for x, m in zip(b, mask))
    assert keep(rec["kernarg"]) == keep(emu_launch.kernarg)
    assert any(m for m in mask)
    # and the kernel the fake ran from those bytes computed the emulator path's bits
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))
    assert np.array_equal(got_lse.view(np.uint32), want_lse.view(np.uint32))
    # the module cache: a second call loads nothing again and keeps the module loaded
    again = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True,
                              causal=True, device="hip")
    assert np.array_equal(again[0].view(np.uint16), want.view(np.uint16))
    assert fake_hip.calls.count("hipModuleLoadData") == 1 and "hipModuleUnload" not in fake_hip.calls
    assert sum(1 for c in fake_hip.calls if c[0] == "hipFree") == sum(1 for c in fake_hip.calls if c[0] == "hipMalloc")


def test_auto_picks_hip_with_a_gfx950_and_the_emulator_otherwise(fake_hip, capsys, monkeypatch):
    assert api.resolve_device("auto")[0] == "hip"
    fake_hip.arch = b"gfx942:sramecc+:xnack-"
    monkeypatch.setattr(api, "_NOTICE_SHOWN", False)
    assert api.resolve_device("auto")[0] == "emulator"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "emulator" in err and "gfx950" in err
    with pytest.raises(ValueError, match="^device: 'hip'"):
        api.resolve_device("hip")
