"""A fake hip-python `hip.hip` for the probe runner and selftest: (error, value) tuples like the
real module; a launch runs the code object in the emulator from the kernel-argument bytes alone
(pointers are looked up in the fake's device memory), as a GPU would. `corrupt` = (argument,
byte offset) gets that byte's low bit flipped after each launch: a GPU that computes something else."""
from __future__ import annotations

import sys
import types

from fake_hip_base import FakeHipBase


class FakeHip(FakeHipBase):
    def __init__(self, arch=b"gfx950:sramecc+:xnack-", corrupt: tuple[str, int] | None = None):
        super().__init__(arch)
        self.corrupt, self.freed = corrupt, 0

    def hipDeviceProp_t(self):
        return types.SimpleNamespace(gcnArchName=b"", name=b"", clockRate=0, multiProcessorCount=0)

    def hipGetDeviceProperties(self, props, i):
        props.gcnArchName, props.name = self.arch, b"Fake MI355X (emulator)"
        props.clockRate, props.multiProcessorCount = 2400000, 256
        return (self.hipError_t.hipSuccess,)

    def _execute(self, function, kernarg, grid, block):
        if function[1].startswith("_ZN5aiter"):  # AITER's struct of arguments: launched, not run
            return
        super()._execute(function, kernarg, grid, block)

    def _result(self, name, out):
        data = bytearray(out)
        if self.corrupt and name == self.corrupt[0]:
            data[self.corrupt[1]] ^= 1
        return data

    def hipStreamCreate(self):
        self.streams = getattr(self, "streams", 0) + 1
        return (self.hipError_t.hipSuccess, self.streams)

    def hipStreamSynchronize(self, stream):
        return (self.hipError_t.hipSuccess,)

    def hipStreamDestroy(self, stream):
        return (self.hipError_t.hipSuccess,)

    def hipFree(self, ptr):
        self.freed += 1
        return super().hipFree(ptr)


def install(monkeypatch, fake: FakeHip) -> FakeHip:
    monkeypatch.setitem(sys.modules, "hip", types.SimpleNamespace(hip=fake))
    return fake
