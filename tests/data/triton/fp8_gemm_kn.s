	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	fp8_gemm_kn                     ; -- Begin function fp8_gemm_kn
	.p2align	8
	.type	fp8_gemm_kn,@function
fp8_gemm_kn:                            ; @fp8_gemm_kn
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.14:
	.file	1 "/work/main/tests/data/triton" "make_kernels.py"
	.loc	1 42 0 prologue_end             ; make_kernels.py:42:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.15:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s6, s[4:5], 0x20
	v_and_b32_e32 v24, 0x3ff, v0
.Ltmp1:
	.loc	1 48 28 is_stmt 1               ; make_kernels.py:48:28
	v_and_b32_e32 v1, 60, v0
	.loc	1 54 13                         ; make_kernels.py:54:13
	v_readfirstlane_b32 s0, v24
	.loc	1 56 5                          ; make_kernels.py:56:5
	s_bfe_u32 s14, s0, 0x20006
	.loc	1 48 10                         ; make_kernels.py:48:10
	s_lshl_b32 s2, s16, 6
	.loc	1 48 28 is_stmt 0               ; make_kernels.py:48:28
	v_or_b32_e32 v3, s14, v1
	v_and_b32_e32 v2, 3, v0
	.loc	1 48 10                         ; make_kernels.py:48:10
	v_or_b32_e32 v0, s2, v3
	.loc	1 53 29 is_stmt 1               ; make_kernels.py:53:29
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v0, s6
	.loc	1 53 21 is_stmt 0               ; make_kernels.py:53:21
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 52 5 is_stmt 1                ; make_kernels.py:52:5
	s_cmp_gt_i32 s6, 0
	.loc	1 48 28                         ; make_kernels.py:48:28
	v_lshlrev_b32_e32 v16, 4, v2
	.loc	1 53 21                         ; make_kernels.py:53:21
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[4:5]
	.loc	1 52 5                          ; make_kernels.py:52:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s6, 1
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_mul_i32 s8, s14, 0x410
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; make_kernels.py:0:13
	v_mov_b32_e32 v17, 0
	v_lshl_add_u64 v[4:5], v[18:19], 0, v[16:17]
	s_add_i32 m0, s8, 0x20e0
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_2:
	.loc	1 48 28 is_stmt 1               ; make_kernels.py:48:28
	s_lshl_b32 s5, s14, 6
	s_and_b32 s7, s5, 0x80
	s_and_b32 s18, s14, 1
	s_lshr_b32 s3, s7, 2
	.loc	1 49 10                         ; make_kernels.py:49:10
	s_lshl_b32 s4, s17, 6
	.loc	1 54 13                         ; make_kernels.py:54:13
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 49 10                         ; make_kernels.py:49:10
	v_or_b32_e32 v0, s4, v16
	.loc	1 54 13                         ; make_kernels.py:54:13
	s_cselect_b32 s0, 1, 0
	.loc	1 48 28                         ; make_kernels.py:48:28
	v_lshrrev_b32_e32 v3, 1, v1
	.loc	1 54 13                         ; make_kernels.py:54:13
	s_mulk_i32 s14, 0x420
	s_cmp_lg_u32 s0, 1
	v_ashrrev_i32_e32 v1, 31, v0
	; asyncmark
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 48 28                         ; make_kernels.py:48:28
	v_or_b32_e32 v4, s18, v3
	v_or_b32_e32 v4, s3, v4
	.loc	1 54 29                         ; make_kernels.py:54:29
	v_mul_lo_u32 v4, v4, s15
	.loc	1 54 21 is_stmt 0               ; make_kernels.py:54:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[0:1]
	.loc	1 54 13                         ; make_kernels.py:54:13
	s_mov_b32 m0, s14
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_4:
	.loc	1 48 28 is_stmt 1               ; make_kernels.py:48:28
	s_and_b32 s5, s5, 64
	.loc	1 52 5                          ; make_kernels.py:52:5
	s_sub_i32 s16, s6, 64
	s_mov_b32 s9, 0
	s_cmp_gt_i32 s16, 0
	v_lshlrev_b32_e32 v25, 4, v24
	v_lshlrev_b32_e32 v5, 3, v24
	v_lshlrev_b32_e32 v4, 9, v24
	v_and_b32_e32 v26, 16, v24
	; asyncmark
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ; %.._crit_edge_crit_edge
	.loc	1 54 13                         ; make_kernels.py:54:13
	v_and_b32_e32 v29, 0x400, v4
	v_and_b32_e32 v27, 0x2c0, v25
	v_and_b32_e32 v28, 8, v5
	v_lshrrev_b32_e32 v30, 5, v29
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_7
.LBB0_6:
	.loc	1 0 13 is_stmt 0                ; make_kernels.py:0:13
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr30
.LBB0_7:                                ; %Flow20
	s_lshr_b32 s5, s5, 1
	s_and_b64 s[0:1], s[0:1], exec
	v_and_b32_e32 v17, 32, v24
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v31, 10, v2
	v_lshrrev_b32_e32 v32, 1, v17
	s_cbranch_scc1 .LBB0_10
; %bb.8:                                ; %.lr.ph
	.loc	1 52 5 is_stmt 1                ; make_kernels.py:52:5
	s_add_i32 s18, s18, s3
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[0:1]
	v_add3_u32 v0, s18, v3, 64
	v_and_b32_e32 v29, 0x400, v4
	v_mul_lo_u32 v22, s15, v0
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v33, 0x1c0, v25
	s_lshl_b32 s1, s7, 2
	v_and_b32_e32 v27, 0x2c0, v25
	v_and_b32_e32 v28, 8, v5
	v_lshrrev_b32_e32 v30, 5, v29
	s_lshl_b32 s10, s15, 6
	s_movk_i32 s0, 0x20e0
	v_or_b32_e32 v34, 64, v16
	s_mov_b32 s11, 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s17, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	s_mov_b32 s18, s0
	.loc	1 52 5                          ; make_kernels.py:52:5
	s_add_i32 s0, s11, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s11, s0, 0
	.loc	1 53 13 is_stmt 1               ; make_kernels.py:53:13
	s_lshl_b32 s0, s11, 12
	s_lshr_b32 s20, s0, 6
	s_mov_b32 s19, s9
	.loc	1 53 48 is_stmt 0               ; make_kernels.py:53:48
	v_add_u32_e32 v36, s17, v34
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_lshr_b32 s9, s0, 5
	s_add_i32 s20, s0, s20
	.loc	1 53 21                         ; make_kernels.py:53:21
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 54 13 is_stmt 1               ; make_kernels.py:54:13
	s_add_i32 s9, s0, s9
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_add_i32 s0, s20, 0x20e0
	.loc	1 54 21                         ; make_kernels.py:54:21
	v_ashrrev_i32_e32 v23, 31, v22
	.loc	1 53 21                         ; make_kernels.py:53:21
	v_lshl_add_u64 v[36:37], v[18:19], 0, v[36:37]
	.loc	1 53 13 is_stmt 0               ; make_kernels.py:53:13
	s_add_i32 m0, s0, s8
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 54 21 is_stmt 1               ; make_kernels.py:54:21
	v_lshl_add_u64 v[38:39], v[20:21], 0, v[22:23]
	.loc	1 53 13                         ; make_kernels.py:53:13
	global_load_lds_dwordx4 v[36:37], off
	.loc	1 54 13                         ; make_kernels.py:54:13
	s_add_i32 m0, s9, s14
	; asyncmark
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_add_i32 s18, s18, s1
	.loc	1 54 13                         ; make_kernels.py:54:13
	global_load_lds_dwordx4 v[38:39], off
	v_add3_u32 v23, s19, v26, v27
	.loc	1 53 13                         ; make_kernels.py:53:13
	v_add3_u32 v35, s18, v33, v31
	.loc	1 54 13                         ; make_kernels.py:54:13
	v_add3_u32 v23, v23, v28, v29
	.loc	1 53 13                         ; make_kernels.py:53:13
	v_add3_u32 v35, v35, v32, v16
	.loc	1 54 13                         ; make_kernels.py:54:13
	v_add3_u32 v23, v23, s5, v30
	.loc	1 53 13                         ; make_kernels.py:53:13
	ds_read_b128 v[36:39], v35
	ds_read_b128 v[40:43], v35 offset:32
	; asyncmark
	.loc	1 54 13                         ; make_kernels.py:54:13
	ds_read_b64_tr_b8 v[44:45], v23
	ds_read_b64_tr_b8 v[46:47], v23 offset:256
	ds_read_b64_tr_b8 v[48:49], v23 offset:2112
	ds_read_b64_tr_b8 v[50:51], v23 offset:2368
	.loc	1 55 15                         ; make_kernels.py:55:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[44:51], v[36:43], v[0:15]
	.loc	1 52 5                          ; make_kernels.py:52:5
	s_add_i32 s17, s17, 64
	v_add_u32_e32 v22, s10, v22
	s_cmp_lt_i32 s17, s16
	s_cbranch_scc1 .LBB0_9
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s0, 0x20e0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_11:                               ; %._crit_edge
	.loc	1 52 5 is_stmt 1                ; make_kernels.py:52:5
	s_add_i32 s6, s6, 63
	s_cmp_lt_i32 s6, 64
	; wait_asyncmark(0)
	.loc	1 53 13                         ; make_kernels.py:53:13
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 55 15                         ; make_kernels.py:55:15
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 54 13                         ; make_kernels.py:54:13
	v_add3_u32 v18, s9, v26, v27
	v_add3_u32 v18, v18, v28, v29
	v_add3_u32 v18, v18, s5, v30
	ds_read_b64_tr_b8 v[34:35], v18
	ds_read_b64_tr_b8 v[36:37], v18 offset:256
	ds_read_b64_tr_b8 v[38:39], v18 offset:2112
	ds_read_b64_tr_b8 v[40:41], v18 offset:2368
	.loc	1 53 13                         ; make_kernels.py:53:13
	v_and_b32_e32 v18, 0x1c0, v25
	s_lshl2_add_u32 s0, s7, s0
	v_add3_u32 v18, s0, v18, v31
	v_add3_u32 v16, v18, v32, v16
	ds_read_b128 v[26:29], v16
	ds_read_b128 v[30:33], v16 offset:32
	.loc	1 55 15                         ; make_kernels.py:55:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[34:41], v[26:33], v[0:15]
.LBB0_13:                               ; %._crit_edge._crit_edge
	.loc	1 48 28                         ; make_kernels.py:48:28
	v_lshrrev_b32_e32 v16, 3, v17
	v_and_or_b32 v17, v24, 31, s3
	.loc	1 48 10 is_stmt 0               ; make_kernels.py:48:10
	v_or_b32_e32 v17, s2, v17
	.loc	1 48 28                         ; make_kernels.py:48:28
	v_or_b32_e32 v16, s5, v16
	.loc	1 56 22 is_stmt 1               ; make_kernels.py:56:22
	v_mul_lo_u32 v18, v17, s15
	.loc	1 49 10                         ; make_kernels.py:49:10
	v_or_b32_e32 v16, s4, v16
	.loc	1 56 14                         ; make_kernels.py:56:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 56 5 is_stmt 0                ; make_kernels.py:56:5
	s_nop 9
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 42 1 is_stmt 1                ; make_kernels.py:42:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	fp8_gemm_kn, .Lfunc_end0-fp8_gemm_kn
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_gemm_kn
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 52
		.amdhsa_next_free_sgpr 21
		.amdhsa_accum_offset 52
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .Lfp8_gemm_kn.num_vgpr, 52
	.set .Lfp8_gemm_kn.num_agpr, 0
	.set .Lfp8_gemm_kn.numbered_sgpr, 21
	.set .Lfp8_gemm_kn.num_named_barrier, 0
	.set .Lfp8_gemm_kn.private_seg_size, 0
	.set .Lfp8_gemm_kn.uses_vcc, 0
	.set .Lfp8_gemm_kn.uses_flat_scratch, 0
	.set .Lfp8_gemm_kn.has_dyn_sized_stack, 0
	.set .Lfp8_gemm_kn.has_recursion, 0
	.set .Lfp8_gemm_kn.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1276
; TotalNumSgprs: 27
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 27
; NumVGPRsForWavesPerEU: 52
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"make_kernels.py"               ; string offset=7 ; make_kernels.py
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=23 ; /work/main/tests/data/triton
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         136
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         152
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         160
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         168
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         176
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         256
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .max_flat_workgroup_size: 256
    .name:           fp8_gemm_kn
    .private_segment_fixed_size: 0
    .sgpr_count:     27
    .sgpr_spill_count: 0
    .symbol:         fp8_gemm_kn.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
