"""Bank conflicts from the emulator's real addresses (sim.lds.trace_lds): a hand-written
kernel whose lane addresses give 2-way and 32-way conflicts; expected cycles by hand from
the isa/ facts (64 banks x 4 B, reads 256 B/clk, writes 128 B/clk)."""
from zyfagen import emulator
from zyfagen.assemble import assemble
from zyfagen.sim.lds import trace_lds

from asm_kernel import kernel_text

_TEXT = kernel_text("""
    v_lshlrev_b32 v1, 3, v0
    v_lshlrev_b32 v4, 8, v0
    v_mov_b32 v5, v0
    ds_write_b32 v1, v0
    ds_write_b64 v4, v[4:5]
    s_waitcnt lgkmcnt(0)
    ds_read_b32 v2, v1
    ds_read_b64 v[6:7], v4
    s_waitcnt lgkmcnt(0)
""", name="lds_pattern", vgprs=8, sgprs=8, accum_offset=8, lds=16384,
                    float_denorm_mode_32=3)


def test_conflicts_measured_on_emulated_addresses():
    prog = emulator.load(assemble(_TEXT))
    t = trace_lds(prog, {}, (1, 1, 1))
    # ds_write_b32 at 8*lane: 2-way -> 2 bank clocks, x2 for the 128 B/clk write port = 4;
    #   conflict free 256 B / 128 = 2
    # ds_write_b64 at 256*lane: 2 phases of 32 lanes on banks 0-1: 32 + 32 bank clocks, x2 =
    #   128; conflict free 512 / 128 = 4
    # ds_read_b32 at 8*lane: 2 clocks, 1 conflict-free
    # ds_read_b64 at 256*lane: 64 clocks, 2 conflict-free
    assert t.by_mnemonic == {"ds_write_b32": (1, 4, 2), "ds_write_b64": (1, 128, 124),
                             "ds_read_b32": (1, 2, 1), "ds_read_b64": (1, 64, 62)}
    assert (t.accesses, t.cycles, t.ideal_cycles) == (4, 198, 9)
