"""Bank conflicts from the emulator's real addresses (sim.lds.trace_lds): a hand-written
kernel whose lane addresses give 2-way and 32-way conflicts; expected cycles by hand from
the isa/ facts (64 banks x 4 B, reads 256 B/clk, writes 128 B/clk)."""
from zyfagen import emulator
from zyfagen.assemble import assemble
from zyfagen.sim.lds import trace_lds

_TEXT = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	lds_pattern
	.p2align	8
	.type	lds_pattern,@function
lds_pattern:
	v_lshlrev_b32 v1, 3, v0
	v_lshlrev_b32 v4, 8, v0
	v_mov_b32 v5, v0
	ds_write_b32 v1, v0
	ds_write_b64 v4, v[4:5]
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v2, v1
	ds_read_b64 v[6:7], v4
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Llds_pattern_end:
	.size	lds_pattern, .Llds_pattern_end-lds_pattern
	.rodata
	.p2align	6
	.amdhsa_kernel lds_pattern
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.text
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           lds_pattern
    .symbol:         lds_pattern.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 16384
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     8
    .vgpr_count:     8
    .max_flat_workgroup_size: 64
    .args: []
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
"""


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
