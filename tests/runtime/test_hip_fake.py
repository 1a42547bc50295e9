"""The HIP path against a fake hip-python module that records every call and the
kernel-argument bytes, and runs the launched kernel in the emulator from those bytes alone
(as a GPU would: pointers are looked up in the fake's device memory)."""
from __future__ import annotations

import ctypes
import enum
import struct
import sys
import types

import numpy as np
import pytest

import zyfagen
from zyfagen.runtime import api, backends

from .runtime_util import fp8_inputs


class FakeHip:
    """Enough of hip-python's `hip.hip` for zyfagen: (error, value) tuples like the real one."""

    class hipError_t(enum.IntEnum):
        hipSuccess = 0
        hipErrorInvalidValue = 1

    class hipMemcpyKind(enum.IntEnum):
        hipMemcpyHostToDevice = 1
        hipMemcpyDeviceToHost = 2

    def __init__(self, arch=b"gfx950:sramecc+:xnack-"):
        self.arch, self.calls, self.memory, self.launches = arch, [], {}, []
        self.next_address = 0x7F00_0000_0000
        self.modules = {}

    def hipDeviceProp_t(self):
        return types.SimpleNamespace(gcnArchName=b"")

    def hipGetDeviceCount(self):
        self.calls.append("hipGetDeviceCount")
        return (self.hipError_t.hipSuccess, 1)

    def hipGetDeviceProperties(self, props, i):
        props.gcnArchName = self.arch
        return (self.hipError_t.hipSuccess,)

    def hipSetDevice(self, i):
        self.calls.append(("hipSetDevice", i))
        return (self.hipError_t.hipSuccess,)

    def hipModuleLoadData(self, data):
        self.calls.append("hipModuleLoadData")
        handle = len(self.modules) + 1
        self.modules[handle] = bytes(data)
        return (self.hipError_t.hipSuccess, handle)

    def hipModuleGetFunction(self, module, name):
        self.calls.append(("hipModuleGetFunction", name))
        return (self.hipError_t.hipSuccess, (module, name.decode()))

    def hipMalloc(self, n):
        addr = self.next_address
        self.next_address += (n + 255) // 256 * 256 + 4096
        self.memory[addr] = bytearray(n)
        self.calls.append(("hipMalloc", n))
        return (self.hipError_t.hipSuccess, addr)

    def hipMemcpy(self, dst, src, n, kind):
        self.calls.append(("hipMemcpy", int(kind), n))
        if kind == self.hipMemcpyKind.hipMemcpyHostToDevice:
            self.memory[int(dst)][:n] = np.ascontiguousarray(src).view(np.uint8).reshape(-1)[:n].tobytes()
        else:
            dst.view(np.uint8).reshape(-1)[:n] = np.frombuffer(bytes(self.memory[int(src)][:n]), np.uint8)
        return (self.hipError_t.hipSuccess,)

    def hipModuleLaunchKernel(self, function, gx, gy, gz, bx, by, bz, sharedMemBytes, stream,
                              kernelParams, extra):
        # read `extra` the way HIP does: {BUFFER_POINTER, ptr, BUFFER_SIZE, &size, END}
        config = (ctypes.c_void_p * 5).from_address(extra)
        assert [config[0], config[2], config[4]] == [1, 2, 3]
        size = ctypes.c_size_t.from_address(config[3]).value
        kernarg = ctypes.string_at(config[1], size)
        self.launches.append(dict(kernarg=kernarg, grid=(gx, gy, gz), block=(bx, by, bz),
                                  shared=sharedMemBytes, function=function))
        self._execute(function, kernarg, (gx, gy, gz), bx)
        return (self.hipError_t.hipSuccess,)

    def _execute(self, function, kernarg, grid, block):
        """Run the kernel in the emulator, arguments decoded from the kernarg bytes only."""
        from emulator_util import launch_from_kernarg

        module, symbol = function
        for addr, (_name, out) in launch_from_kernarg(self.modules[module], symbol, kernarg, self.memory, grid,
                                                      block).items():
            self.memory[addr][:] = out

    def hipDeviceSynchronize(self):
        return (self.hipError_t.hipSuccess,)

    def hipFree(self, ptr):
        self.calls.append(("hipFree", int(ptr)))
        return (self.hipError_t.hipSuccess,)

    def hipModuleUnload(self, module):
        self.calls.append("hipModuleUnload")
        return (self.hipError_t.hipSuccess,)


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
    assert fake_hip.calls.count("hipModuleUnload") == 1
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
