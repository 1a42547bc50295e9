"""LDS bank conflicts from addresses: expected cycles worked out by hand from the isa/ facts
(64 banks x 4 bytes, 256 B/clk reads, 128 B/clk writes): a wave64 access is split into
phases of 256 bytes; a phase takes as many clocks as its busiest bank has distinct dwords."""
from zyfagen.isa import load_table
from zyfagen.sim.lds import LdsFacts, access_cost


def test_facts_come_from_the_table():
    f = LdsFacts.from_table(load_table())
    assert (f.banks, f.bank_bytes, f.read_bytes_per_clock) == (64, 4, 256)


def test_b32_unit_stride_is_conflict_free():
    c = access_cost([4 * i for i in range(64)], 4)
    assert (c.cycles, c.ideal_cycles, c.conflict_cycles, c.ways) == (1, 1, 0, 1)


def test_b32_stride_two_dwords_is_two_way():
    # lane i -> dword 2i -> bank 2i mod 64: the 32 even banks get two dwords each
    c = access_cost([8 * i for i in range(64)], 4)
    assert (c.cycles, c.ideal_cycles, c.conflict_cycles, c.ways) == (2, 1, 1, 2)


def test_b32_stride_four_dwords_is_four_way():
    c = access_cost([16 * i for i in range(64)], 4)
    assert (c.cycles, c.ways) == (4, 4)


def test_b64_rows_of_256_bytes_are_32_way():
    # 32 lanes per phase, every lane on banks 0 and 1 with its own dwords: 32 clocks a phase,
    # two phases; conflict free would be 512 B / 256 B/clk = 2 clocks
    c = access_cost([256 * i for i in range(64)], 8)
    assert (c.cycles, c.ideal_cycles, c.conflict_cycles, c.ways) == (64, 2, 62, 32)


def test_same_dword_is_a_broadcast():
    assert access_cost([0] * 64, 4).cycles == 1


def test_b128_consecutive_takes_four_phases_without_conflict():
    c = access_cost([16 * i for i in range(64)], 16)
    assert (c.cycles, c.conflict_cycles) == (4, 0)


def test_lanes_with_exec_off_take_no_part():
    # only even lanes active, stride 8 bytes between lanes -> 16 B apart -> banks 4k: 2-way
    addrs = [8 * i if i % 2 == 0 else None for i in range(64)]
    c = access_cost(addrs, 4)
    assert (c.cycles, c.bytes) == (2, 128)


def test_writes_run_at_the_write_bandwidth():
    # 256 bytes conflict free: one bank clock, stretched to 256/128 = 2 clocks of write port
    c = access_cost([4 * i for i in range(64)], 4, write=True)
    assert (c.cycles, c.ideal_cycles, c.conflict_cycles) == (2, 2, 0)
