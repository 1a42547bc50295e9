"""The CU's one LDS: bandwidth and bank conflicts computed from the lanes' real byte addresses.

Model (numbers from isa/gfx950.isa: lds_banks, lds_bank_bytes, lds_read_bytes_per_clock):
the LDS serves `banks` dwords per clock, one per bank. A wave64 access of `B` bytes per lane is
split into phases of as many consecutive lanes as fill one clock's bandwidth
(banks * bank_bytes / B: 64 lanes for b32, 32 for b64, 16 for b128). Inside a phase each bank
serves its distinct dwords one per clock; lanes reading the same dword share it (broadcast).
A phase therefore takes as many clocks as its busiest bank has distinct dwords, and the access
takes the sum over its phases. The conflict-free cost is ceil(active bytes / bandwidth); the
rest is bank-conflict cycles. Lanes with EXEC off take no part.

The phase split mirrors what CDNA3's ISA guide describes for wide LDS reads (half/quarter
waves per pass); that gfx950 keeps it with 64 banks is unverified (see lds_banks in isa/).
Transposed reads (ds_read_b64_tr_b8 and friends) read 8 bytes per lane at the lane's
address like ds_read_b64, so they go through the same rule.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Sequence

from ..isa import IsaTable, load_table


@dataclass(frozen=True)
class LdsFacts:
    banks: int
    bank_bytes: int
    read_bytes_per_clock: int
    write_bytes_per_clock: int

    @staticmethod
    def from_table(table: IsaTable | None = None) -> "LdsFacts":
        t = table or load_table()
        return LdsFacts(int(t.fact("lds_banks").value), int(t.fact("lds_bank_bytes").value),
                        int(t.fact("lds_read_bytes_per_clock").value),
                        int(t.fact("lds_write_bytes_per_clock").value))


@dataclass(frozen=True)
class LdsAccessCost:
    """Clocks one wave's LDS access holds the CU's LDS, and how many of them are conflicts."""

    cycles: int
    ideal_cycles: int
    conflict_cycles: int
    ways: int  # worst bank's distinct dwords in one phase (1 = conflict free)
    bytes: int  # bytes moved for the active lanes


def access_cost(addresses: Sequence[int | None], bytes_per_lane: int, write: bool = False,
                facts: LdsFacts | None = None) -> LdsAccessCost:
    """Cost of one wave's LDS access; `addresses[lane]` is its byte address, None when EXEC is off."""
    f = facts or LdsFacts.from_table()
    if bytes_per_lane <= 0 or bytes_per_lane % f.bank_bytes:
        raise ValueError(f"LDS access of {bytes_per_lane} bytes per lane is not whole dwords")
    width = f.banks * f.bank_bytes
    lanes_per_phase = max(1, width // bytes_per_lane)
    dwords_per_lane = bytes_per_lane // f.bank_bytes
    cycles = worst = active = 0
    for start in range(0, len(addresses), lanes_per_phase):
        per_bank: dict[int, set[int]] = defaultdict(set)
        for a in addresses[start:start + lanes_per_phase]:
            if a is None:
                continue
            active += 1
            first = a // f.bank_bytes
            for dw in range(first, first + dwords_per_lane):
                per_bank[dw % f.banks].add(dw)
        if per_bank:
            ways = max(len(s) for s in per_bank.values())
            cycles += ways
            worst = max(worst, ways)
    moved = active * bytes_per_lane
    rate = f.write_bytes_per_clock if write else f.read_bytes_per_clock
    # a write port narrower than the banks stretches each clock (CDNA3-rate writes)
    if write and rate < width:
        cycles = -(-cycles * width // rate)
    ideal = -(-moved // rate)
    return LdsAccessCost(cycles, ideal, cycles - ideal, worst, moved)
