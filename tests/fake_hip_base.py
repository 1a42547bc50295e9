"""What the two fake hip-python modules (`hip.hip`) share: runtime/fake_hip.py (records every
call for zyfagen.runtime's tests) and probe/fake_hip.py (the probe runner's; can corrupt a
result). (error, value) tuples like the real module; device memory is a dict of allocations,
and a launch runs the code object in the emulator from the kernel-argument bytes alone
(pointers are looked up in that memory), as a GPU would."""
from __future__ import annotations

import ctypes
import enum

import numpy as np


class FakeHipBase:
    class hipError_t(enum.IntEnum):
        hipSuccess = 0
        hipErrorInvalidValue = 1

    class hipMemcpyKind(enum.IntEnum):
        hipMemcpyHostToDevice = 1
        hipMemcpyDeviceToHost = 2

    def __init__(self, arch=b"gfx950:sramecc+:xnack-"):
        self.arch, self.calls, self.memory, self.modules, self.launches = arch, [], {}, {}, []
        self.next_address = 0x7F00_0000_0000

    def hipGetDeviceCount(self):
        self.calls.append("hipGetDeviceCount")
        return (self.hipError_t.hipSuccess, 1)

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
        self.launches.append(dict(kernarg=kernarg, function=function, symbol=function[1], grid=(gx, gy, gz),
                                  block=(bx, by, bz), shared=sharedMemBytes, stream=stream))
        self._execute(function, kernarg, (gx, gy, gz), bx)
        return (self.hipError_t.hipSuccess,)

    def _execute(self, function, kernarg, grid, block):
        """Run the kernel in the emulator, arguments decoded from the kernarg bytes only."""
        from emulator_util import launch_from_kernarg

        module, symbol = function
        for addr, (name, out) in launch_from_kernarg(self.modules[module], symbol, kernarg, self.memory, grid,
                                                     block).items():
            self.memory[addr][:] = self._result(name, out)

    def _result(self, name: str, out) -> bytes:
        """The bytes the device keeps of output `name` (a subclass may alter them)."""
        return out

    def hipDeviceSynchronize(self):
        return (self.hipError_t.hipSuccess,)

    def hipFree(self, ptr):
        self.calls.append(("hipFree", int(ptr)))
        return (self.hipError_t.hipSuccess,)

    def hipModuleUnload(self, module):
        self.calls.append("hipModuleUnload")
        return (self.hipError_t.hipSuccess,)
