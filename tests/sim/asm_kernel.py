"""Hand-written one-kernel gfx950 assembly for the cycle-model tests: a body of instructions
(then s_endpgm) with the register counts, LDS bytes and workgroup size the test wants in its
descriptor and metadata, as the occupancy and CU-engine models read them."""
from __future__ import annotations


def kernel_text(body: str, *, name: str = "k", workgroup: int = 64, vgprs: int, sgprs: int, accum_offset: int,
                lds: int = 0, agprs: int | None = None, float_denorm_mode_32: int | None = None) -> str:
    """The assembly text; `body` one instruction per line (indentation free). The descriptor
    names the LDS size and FP32 denormal mode only when given (the assembler's defaults
    otherwise); `agprs` adds the metadata's .agpr_count."""
    lines = "\n".join("\t" + line.strip() for line in body.strip().splitlines())
    descriptor = [f"\t\t.amdhsa_next_free_vgpr {vgprs}", f"\t\t.amdhsa_next_free_sgpr {sgprs}",
                  f"\t\t.amdhsa_accum_offset {accum_offset}"]
    if lds:
        descriptor.append(f"\t\t.amdhsa_group_segment_fixed_size {lds}")
    if float_denorm_mode_32 is not None:
        descriptor.append(f"\t\t.amdhsa_float_denorm_mode_32 {float_denorm_mode_32}")
    agpr_count = "" if agprs is None else f"    .agpr_count:     {agprs}\n"
    descriptor_lines = "\n".join(descriptor)
    return f"""\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	{name}
	.p2align	8
	.type	{name},@function
{name}:
{lines}
	s_endpgm
.L{name}_end:
	.size	{name}, .L{name}_end-{name}
	.rodata
	.p2align	6
	.amdhsa_kernel {name}
{descriptor_lines}
		.amdhsa_system_vgpr_workitem_id 0
	.end_amdhsa_kernel
	.text
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           {name}
    .symbol:         {name}.kd
    .kernarg_segment_size: 0
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count:     {sgprs}
    .vgpr_count:     {vgprs}
{agpr_count}    .max_flat_workgroup_size: {workgroup}
    .args: []
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
"""
