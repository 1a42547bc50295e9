"""Scheduling stage: IR kernel -> scheduled IR kernel.

This first version implements the `serial` schedule: one wave, instructions in the order
the kernel builder wrote them. The two-wave interleaving schedules of issue 5 plug in here.
"""
from __future__ import annotations

from .errors import UserError
from .ir import Kernel

SCHEDULES = ("serial",)


def schedule(kernel: Kernel, name: str = "serial") -> Kernel:
    """Order the instructions of `kernel` according to the named schedule."""
    if name not in SCHEDULES:
        raise UserError(f"schedule {name!r} is not available; allowed: {', '.join(SCHEDULES)}")
    return kernel
