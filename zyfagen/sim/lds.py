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
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from ..classify import classify
from ..isa import IsaTable, load_table


@dataclass(frozen=True)
class LdsFacts:
    banks: int
    bank_bytes: int
    read_bytes_per_clock: int
    write_bytes_per_clock: int
    transposed_read_rate: float = 1.0  # ds_read_*_tr_* bandwidth as a fraction of a plain read's

    @staticmethod
    def from_table(table: IsaTable | None = None) -> "LdsFacts":
        t = table or load_table()
        return LdsFacts(int(t.fact("lds_banks").value), int(t.fact("lds_bank_bytes").value),
                        int(t.fact("lds_read_bytes_per_clock").value),
                        int(t.fact("lds_write_bytes_per_clock").value),
                        float(t.fact("lds_transposed_read_rate").value))


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


def access_bytes(mnemonic: str, table: IsaTable) -> int:
    """Bytes one wave64 memory instruction moves with every lane active (its data registers'
    width; a load straight into LDS has none: its width comes from the mnemonic)."""
    info = table.ops.get(mnemonic)
    if info is None:
        return 0
    c = classify(mnemonic, table)
    ops = [o for o in info.operands if o.kind in ("v", "av", "a")]
    if c.store:
        data = [o for o in ops if o.is_use and o.name not in ("addr", "vaddr", "voffset")]
    else:
        data = [o for o in ops if o.is_def]
    if not data and c.unit == "vmem":
        # the emulator's one table of access sizes by mnemonic suffix (emulator/memory.py)
        from ..emulator.memory import _SIZES

        return _SIZES.get(mnemonic.rsplit("_", 1)[-1], 0) * 64
    return 4 * sum(o.width for o in data) * 64


def lds_access_bytes(mnemonic: str, table: IsaTable) -> tuple[int, bool]:
    """(bytes, is a write) of one wave64 LDS instruction with every lane active."""
    c = classify(mnemonic, table)
    return access_bytes(mnemonic, table), bool(c.store or c.lds_no_return)


@dataclass(frozen=True)
class LdsConflicts:
    """Bank conflicts of one kernel measured on the emulator's real LDS addresses."""

    per_block: float  # conflict cycles per wave and key block (key-block loop iteration)
    by_address: tuple[tuple[int, float], ...]  # instruction address -> cycles per access


# ---- real addresses: the functional emulator as the front end --------------------------------
# Accel-Sim's split (github accel-sim/accel-sim-framework: a functional front end records each
# warp's accesses, a timing model replays them): each LDS instruction's handler in the
# emulator's decoded program is wrapped so that, before it runs, the lanes' addresses
# (address VGPR + offset, EXEC-masked) are recorded. Nothing in zyfagen/emulator/ changes.


@dataclass(frozen=True)
class LdsTrace:
    """LDS accesses of an emulated launch, costed by `access_cost`."""

    accesses: int
    cycles: int
    ideal_cycles: int
    conflict_cycles: int
    by_mnemonic: dict[str, tuple[int, int, int]]  # mnemonic -> (accesses, cycles, conflict cycles)
    # instruction address -> (accesses, cycles, conflict cycles)
    by_address: dict[int, tuple[int, int, int]] = field(default_factory=dict)

    def conflicts_by_address(self) -> dict[int, float]:
        """Average bank-conflict cycles of one access, per instruction address (the engine's
        `lds_conflicts`)."""
        return {a: c / n for a, (n, _cy, c) in sorted(self.by_address.items()) if n and c}


def _traced_handlers(decoded, table: IsaTable, record) -> tuple:
    from ..classify import classify
    from ..emulator.operands import vgpr_row

    handlers = list(decoded.handlers)
    for i, inst in enumerate(decoded.instructions):
        c = classify(inst.mnemonic, table)
        info = table.ops.get(inst.mnemonic)
        if c.unit != "lds" or info is None or not inst.operands:
            continue
        write = c.store or c.lds_no_return
        data = [o for o in info.operands if o.kind in ("v", "av", "a")
                and (o.is_use if write else o.is_def) and o.name not in ("addr", "vaddr")]
        addr_ops = [k for k, o in enumerate(info.operands) if o.name == "addr"]
        if not data or not addr_ops:
            continue  # bpermute/swizzle-style lane exchanges: no bank access by address
        row = vgpr_row(inst.operands[addr_ops[0]])
        if row is None:
            continue
        total = 4 * sum(o.width for o in data)
        if inst.modifier("offset0") is not None or inst.modifier("offset1") is not None:
            size = total // 2  # ds_read2/ds_write2: two accesses, offsets in units of size
            offs = (int(inst.modifier("offset0") or 0) * size, int(inst.modifier("offset1") or 0) * size)
        else:
            size, offs = total, (int(inst.modifier("offset") or 0),)

        def traced(w, h=handlers[i], row=row, offs=offs, size=size, write=write, m=inst.mnemonic,
                   at=inst.address):
            base = w.v[row].astype(np.int64)
            for off in offs:
                record(m, at, [int(a) + off if on else None for a, on in zip(base, w.exec_mask)],
                       size, write)
            return h(w)

        handlers[i] = traced
    return tuple(handlers)


def trace_lds(program, args: dict, grid: tuple[int, int, int], table: IsaTable | None = None,
              facts: LdsFacts | None = None) -> LdsTrace:
    """Run `program` (an emulator Program) on `args` and cost every LDS access it makes."""
    from dataclasses import replace

    from .. import emulator

    table = table or load_table()
    f = facts or LdsFacts.from_table(table)
    stats: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    at_stats: dict[int, list[int]] = defaultdict(lambda: [0, 0, 0])
    totals = [0, 0, 0, 0]

    def record(mnemonic: str, address: int, addrs: list, size: int, write: bool) -> None:
        c = access_cost(addrs, size, write, f)
        for s in (stats[mnemonic], at_stats[address]):
            s[0] += 1
            s[1] += c.cycles
            s[2] += c.conflict_cycles
        totals[0] += 1
        totals[1] += c.cycles
        totals[2] += c.ideal_cycles
        totals[3] += c.conflict_cycles

    traced = replace(program, decoded=replace(program.decoded,
                                              handlers=_traced_handlers(program.decoded, table, record)))
    emulator.launch(traced, args, grid=grid)
    return LdsTrace(totals[0], totals[1], totals[2], totals[3], {k: tuple(v) for k, v in stats.items()},
                    {k: tuple(v) for k, v in at_stats.items()})
