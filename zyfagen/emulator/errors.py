"""The emulator's one error type."""
from __future__ import annotations


VECTOR = ("v_", "global_", "buffer_", "flat_", "scratch_", "ds_")  # per-lane instruction prefixes


class EmulationError(Exception):
    """A program did something the emulator refuses to guess about.

    Raised for out-of-bounds or unaligned memory accesses, unimplemented instructions, reads of
    registers never written, runaway loops and barrier deadlocks. Once the scheduler knows
    where it happened, `locate()` adds the instruction text, its address, the wave and the lanes,
    and the message becomes one line naming all of them.
    """

    def __init__(self, what: str, lanes=None) -> None:
        super().__init__(what)
        self.what = what
        self.lanes = None if lanes is None else [int(x) for x in lanes]
        self.instruction: str | None = None
        self.address: int | None = None
        self.wave: str | None = None

    def locate(self, instruction: str, address: int, wave: str) -> "EmulationError":
        if self.instruction is None:
            self.instruction, self.address, self.wave = instruction, address, wave
        return self

    def at(self, inst, wave) -> "EmulationError":
        """locate() at a decoded instruction of a wave. A per-lane (vector) instruction's error
        without lanes of its own names the wave's active lanes: each of them ran it."""
        if self.lanes is None and self.instruction is None and inst.mnemonic.startswith(VECTOR):
            self.lanes = [int(lane) for lane in wave.exec_mask.nonzero()[0]]
        return self.locate(inst.text, inst.address, wave.name)


    def __str__(self) -> str:
        if self.instruction is None:
            return self.what
        lanes = f" (lanes {format_lanes(self.lanes)})" if self.lanes else ""
        return f"{self.wave} at 0x{self.address:x} `{self.instruction}`: {self.what}{lanes}"


def format_lanes(lanes) -> str:
    """[0,1,2,5,7,8] -> '0-2,5,7-8'."""
    lanes = sorted(set(int(x) for x in lanes))
    parts: list[str] = []
    start = prev = None
    for lane in lanes:
        if start is None:
            start = prev = lane
        elif lane == prev + 1:
            prev = lane
        else:
            parts.append(f"{start}" if start == prev else f"{start}-{prev}")
            start = prev = lane
    if start is not None:
        parts.append(f"{start}" if start == prev else f"{start}-{prev}")
    return ",".join(parts)
