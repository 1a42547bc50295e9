"""A fake hip-python `hip.hip` for the probe runner and selftest: (error, value) tuples like the
real module; a launch runs the code object in the emulator from the kernel-argument bytes alone
(pointers are looked up in the fake's device memory), as a GPU would. `corrupt` = (argument,
byte offset) gets that byte's low bit flipped after each launch: a GPU that computes something else."""
from __future__ import annotations

import ctypes
import enum
import sys
import types

import numpy as np



class FakeHip:
    class hipError_t(enum.IntEnum):
        hipSuccess = 0
        hipErrorInvalidValue = 1

    class hipMemcpyKind(enum.IntEnum):
        hipMemcpyHostToDevice = 1
        hipMemcpyDeviceToHost = 2

    def __init__(self, arch=b"gfx950:sramecc+:xnack-", corrupt: tuple[str, int] | None = None):
        self.arch, self.corrupt = arch, corrupt
        self.memory, self.modules, self.launches, self.freed = {}, {}, [], 0
        self.next_address = 0x7F00_0000_0000

    def hipDeviceProp_t(self):
        return types.SimpleNamespace(gcnArchName=b"", name=b"", clockRate=0, multiProcessorCount=0)

    def hipGetDeviceCount(self):
        return (self.hipError_t.hipSuccess, 1)

    def hipGetDeviceProperties(self, props, i):
        props.gcnArchName, props.name = self.arch, b"Fake MI355X (emulator)"
        props.clockRate, props.multiProcessorCount = 2400000, 256
        return (self.hipError_t.hipSuccess,)

    def hipSetDevice(self, i):
        return (self.hipError_t.hipSuccess,)

    def hipModuleLoadData(self, data):
        handle = len(self.modules) + 1
        self.modules[handle] = bytes(data)
        return (self.hipError_t.hipSuccess, handle)

    def hipModuleGetFunction(self, module, name):
        return (self.hipError_t.hipSuccess, (module, name.decode()))

    def hipMalloc(self, n):
        addr = self.next_address
        self.next_address += (n + 255) // 256 * 256 + 4096
        self.memory[addr] = bytearray(n)
        return (self.hipError_t.hipSuccess, addr)

    def hipMemcpy(self, dst, src, n, kind):
        if kind == self.hipMemcpyKind.hipMemcpyHostToDevice:
            self.memory[int(dst)][:n] = np.ascontiguousarray(src).view(np.uint8).reshape(-1)[:n].tobytes()
        else:
            dst.view(np.uint8).reshape(-1)[:n] = np.frombuffer(bytes(self.memory[int(src)][:n]), np.uint8)
        return (self.hipError_t.hipSuccess,)

    def hipModuleLaunchKernel(self, function, gx, gy, gz, bx, by, bz, sharedMemBytes, stream, kernelParams, extra):
        config = (ctypes.c_void_p * 5).from_address(extra)
        assert [config[0], config[2], config[4]] == [1, 2, 3]
        size = ctypes.c_size_t.from_address(config[3]).value
        kernarg = ctypes.string_at(config[1], size)
        self.launches.append(dict(symbol=function[1], grid=(gx, gy, gz), block=(bx, by, bz), stream=stream))
        self._execute(function, kernarg, (gx, gy, gz), bx)
        return (self.hipError_t.hipSuccess,)

    def _execute(self, function, kernarg, grid, block):
        from emulator_util import launch_from_kernarg

        module, symbol = function
        if symbol.startswith("_ZN5aiter"):  # AITER's struct of arguments: launched, not run
            return
        for addr, (name, out) in launch_from_kernarg(self.modules[module], symbol, kernarg, self.memory, grid,
                                                     block).items():
            data = bytearray(out)
            if self.corrupt and name == self.corrupt[0]:
                data[self.corrupt[1]] ^= 1
            self.memory[addr][:] = data

    def hipStreamCreate(self):
        self.streams = getattr(self, "streams", 0) + 1
        return (self.hipError_t.hipSuccess, self.streams)

    def hipStreamSynchronize(self, stream):
        return (self.hipError_t.hipSuccess,)

    def hipStreamDestroy(self, stream):
        return (self.hipError_t.hipSuccess,)

    def hipDeviceSynchronize(self):
        return (self.hipError_t.hipSuccess,)

    def hipFree(self, ptr):
        self.freed += 1
        return (self.hipError_t.hipSuccess,)

    def hipModuleUnload(self, module):
        return (self.hipError_t.hipSuccess,)


def install(monkeypatch, fake: FakeHip) -> FakeHip:
    monkeypatch.setitem(sys.modules, "hip", types.SimpleNamespace(hip=fake))
    return fake
