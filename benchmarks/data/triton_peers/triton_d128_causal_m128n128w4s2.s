	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd                        ; -- Begin function attn_fwd
	.p2align	8
	.type	attn_fwd,@function
attn_fwd:                               ; @attn_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.24:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.25:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x28
	s_load_dword s28, s[4:5], 0x48
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s22
	v_cvt_f32_u32_e32 v2, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_sub_i32 s6, 0, s0
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s3, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	s_xor_b32 s1, s17, s22
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	v_and_b32_e32 v32, 32, v0
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s3, v2
	s_mul_i32 s6, s6, s3
	s_mul_hi_u32 s6, s3, s6
	s_add_i32 s3, s3, s6
	s_mul_hi_u32 s3, s2, s3
	s_mul_i32 s6, s3, s0
	s_sub_i32 s2, s2, s6
	s_add_i32 s7, s3, 1
	s_sub_i32 s6, s2, s0
	s_cmp_ge_u32 s2, s0
	s_cselect_b32 s3, s7, s3
	s_cselect_b32 s2, s6, s2
	s_add_i32 s6, s3, 1
	s_cmp_ge_u32 s2, s0
	s_cselect_b32 s0, s6, s3
	s_xor_b32 s0, s0, s1
	s_sub_i32 s22, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s23, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s16, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s2, s19, 6
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s1, s0, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s2, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s8, s0
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s3, s24, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v2, 3, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s9, s1
	s_ashr_i32 s6, s3, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s16, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s0, s3
	s_addc_u32 s1, s1, s6
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s25
	s_lshl_b32 s3, s25, 5
	v_add_u32_e32 v4, s3, v2
	v_add_u32_e32 v6, s3, v4
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_add_u32_e32 v8, s3, v6
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v2, 4, v1
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v2, 0x70, v2
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v3, 0
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v4, 2, v0
	v_and_b32_e32 v30, 31, v0
	v_and_b32_e32 v71, 16, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_and_b32_e32 v72, 14, v0
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v0, 32, v4
	v_lshlrev_b32_e32 v4, 1, v32
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_mov_b32_e32 v7, 0x70
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s26, s18
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v5, 7, v30
	v_lshlrev_b32_e32 v6, 3, v72
	v_lshrrev_b32_e32 v82, 1, v32
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v8, v4, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s0, 0x60
	v_xor_b32_e32 v6, v6, v82
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or3_b32 v31, v8, v71, s19
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshl_or_b32 v8, s19, 12, v5
	v_bitop3_b32 v7, s2, v7, v12 bitop3:0xc8
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s2, s1, 31
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v5, v8, v6
	v_bitop3_b32 v6, v8, s0, v6 bitop3:0x36
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s22, s27
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_add_u32 s1, s10, s1
	s_addc_u32 s2, s11, s2
	s_ashr_i32 s3, s0, 31
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, s3
	.loc	1 142 16 is_stmt 1              ; triton_peers.py:142:16
	s_sub_i32 s9, s21, s20
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s8, s9, s16
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v8, 4, v13
.Ltmp4:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s8, 0
.Ltmp5:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v33, 4, v31
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v7, v8, v7, 0
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s8, 1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_mul_i32 s10, s19, 0x410
.Ltmp7:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v7, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v7, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v7, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp8:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v10, v31, s28
	v_mul_lo_u32 v8, v33, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s10, 0x83e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s10, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_2:                                ; %.critedge
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dwordx2 s[2:3], s[4:5], 0x4c
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[20:21], s[6:7], exec
	s_cselect_b32 s11, 1, 0
	v_add_u32_e32 v7, 0, v5
	v_xad_u32 v8, v5, 32, 0
	v_xad_u32 v5, v5, 64, 0
	v_add_u32_e32 v6, 0, v6
.Ltmp9:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v9, 8, v31
.Ltmp10:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s11, 1
.Ltmp11:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v14, 12, v31
.Ltmp12:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v10, v9, s28
	v_mul_lo_u32 v12, v14, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[0:1], 0, v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s10, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s10, 0xb4a0
	s_nop 0
	global_load_lds_dwordx4 v[12:13], off
.Ltmp13:
.LBB0_4:                                ; %.critedge4
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s20, s2, 31
	scratch_store_dword off, v14, off offset:192 ; 4-byte Folded Spill
	scratch_store_dword off, v9, off offset:188 ; 4-byte Folded Spill
	ds_read_b128 v[18:21], v7
	ds_read_b128 v[22:25], v8
	ds_read_b128 v[10:13], v5
	ds_read_b128 v[14:17], v6
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s22, s22, s3
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s12, s13, s20
	s_ashr_i32 s3, s22, 31
	s_load_dword s11, s[4:5], 0x54
	s_add_u32 s2, s2, s22
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v5, 1, v1
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s3, s12, s3
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v5, 0x70, v5
.Ltmp14:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[12:13], s[6:7], exec
.Ltmp15:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v26, s19, v5
.Ltmp16:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s12, 1, 0
.Ltmp17:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v27, 4, v26
.Ltmp18:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s12, 1
	s_mul_i32 s12, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v8, v26, s11
	v_mul_lo_u32 v6, v27, s11
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s12
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s12, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_6:                                ; %.critedge6
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	scratch_store_dword off, v27, off offset:216 ; 4-byte Folded Spill
	scratch_store_dword off, v33, off offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:196 ; 4-byte Folded Spill
.Ltmp19:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v27, 8, v26
.Ltmp20:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s6, 1
	scratch_store_dword off, v26, off offset:204 ; 4-byte Folded Spill
.Ltmp21:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v26, 12, v26
.Ltmp22:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v6, v27, s11
	v_mul_lo_u32 v8, v26, s11
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s12, 0x2100
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s12, 0x3180
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_8:                                ; %.critedge10
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dword s38, s[4:5], 0x20
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[86:87], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[84:85], s[2:3], 0, v[2:3]
	v_lshlrev_b32_e32 v2, 10, v1
	scratch_store_dword off, v26, off offset:212 ; 4-byte Folded Spill
	scratch_store_dword off, v27, off offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v30, off offset:184 ; 4-byte Folded Spill
.Ltmp23:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[36:37], 24, v[18:19]
	v_lshrrev_b64 v[46:47], 24, v[20:21]
	v_lshrrev_b64 v[56:57], 24, v[22:23]
	v_lshrrev_b64 v[64:65], 24, v[24:25]
	v_lshrrev_b64 v[8:9], 24, v[10:11]
	v_lshrrev_b64 v[30:31], 24, v[12:13]
	v_lshrrev_b64 v[40:41], 24, v[14:15]
	v_lshrrev_b64 v[52:53], 24, v[16:17]
.Ltmp24:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s8, 0xffffff80
	v_and_b32_e32 v81, 0x3c00, v2
	v_lshlrev_b32_e32 v2, 9, v72
	v_lshlrev_b32_e32 v1, 3, v1
.Ltmp25:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v48, 8, v18
	v_lshrrev_b32_e32 v35, 16, v18
	v_lshrrev_b32_e32 v54, 8, v19
	v_lshrrev_b32_e32 v39, 16, v19
	v_lshrrev_b32_e32 v42, 24, v19
	v_lshrrev_b32_e32 v60, 8, v20
	v_lshrrev_b32_e32 v45, 16, v20
	v_lshrrev_b32_e32 v62, 8, v21
	v_lshrrev_b32_e32 v47, 16, v21
	v_lshrrev_b32_e32 v50, 24, v21
	v_lshrrev_b32_e32 v67, 8, v22
	v_lshrrev_b32_e32 v55, 16, v22
	v_lshrrev_b32_e32 v68, 8, v23
	v_lshrrev_b32_e32 v58, 16, v23
	v_lshrrev_b32_e32 v61, 24, v23
	v_lshrrev_b32_e32 v69, 8, v24
	v_lshrrev_b32_e32 v63, 16, v24
	v_lshrrev_b32_e32 v70, 8, v25
	v_lshrrev_b32_e32 v65, 16, v25
	v_lshrrev_b32_e32 v66, 24, v25
	v_lshrrev_b32_e32 v26, 8, v10
	v_lshrrev_b32_e32 v6, 16, v10
	v_lshrrev_b32_e32 v27, 8, v11
	v_lshrrev_b32_e32 v7, 16, v11
	v_lshrrev_b32_e32 v9, 24, v11
	v_lshrrev_b32_e32 v28, 8, v12
	v_lshrrev_b32_e32 v29, 16, v12
	v_lshrrev_b32_e32 v31, 8, v13
	v_lshrrev_b32_e32 v33, 16, v13
	v_lshrrev_b32_e32 v34, 24, v13
	v_lshrrev_b32_e32 v37, 8, v14
	v_lshrrev_b32_e32 v38, 16, v14
	v_lshrrev_b32_e32 v41, 8, v15
	v_lshrrev_b32_e32 v43, 16, v15
	v_lshrrev_b32_e32 v44, 24, v15
	v_lshrrev_b32_e32 v49, 8, v16
	v_lshrrev_b32_e32 v51, 16, v16
	v_lshrrev_b32_e32 v53, 8, v17
	v_lshrrev_b32_e32 v57, 16, v17
	v_lshrrev_b32_e32 v59, 24, v17
.Ltmp26:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_lt_i32 s6, 1
	v_lshlrev_b32_e32 v83, 4, v71
	v_lshrrev_b32_e32 v88, 6, v81
	v_accvgpr_write_b32 a122, v72
	v_accvgpr_write_b32 a126, v2
	v_accvgpr_write_b32 a75, v1
	; asyncmark
	scratch_store_dword off, v68, off       ; 4-byte Folded Spill
	scratch_store_dword off, v70, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v69, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v67, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v63, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v58, off offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v62, off offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v60, off offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, v45, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v48, off offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:64 ; 4-byte Folded Spill
	scratch_store_dword off, v39, off offset:68 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[22:25], off offset:72 ; 16-byte Folded Spill
	scratch_store_dword off, v66, off offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v65, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v47, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v54, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v35, off offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v59, off offset:132 ; 4-byte Folded Spill
	scratch_store_dword off, v57, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:148 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[18:21], off offset:152 ; 16-byte Folded Spill
	scratch_store_dword off, v51, off offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v44, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v38, off offset:180 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_12
; %bb.9:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v1, v25, v70, s0
	v_perm_b32 v2, v65, v66, s0
	v_lshl_or_b32 v79, v2, 16, v1
	v_mov_b32_e32 v2, v64
	v_perm_b32 v1, v24, v69, s0
	scratch_store_dwordx2 off, v[2:3], off offset:16 ; 8-byte Folded Spill
	v_perm_b32 v2, v63, v64, s0
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v23, v68, s0
	v_perm_b32 v2, v58, v61, s0
	v_lshl_or_b32 v77, v2, 16, v1
	v_mov_b32_e32 v2, v56
	v_perm_b32 v1, v22, v67, s0
	scratch_store_dwordx2 off, v[2:3], off offset:24 ; 8-byte Folded Spill
	v_perm_b32 v2, v55, v56, s0
	v_lshl_or_b32 v76, v2, 16, v1
	v_perm_b32 v1, v21, v62, s0
	v_perm_b32 v2, v47, v50, s0
	v_lshl_or_b32 v75, v2, 16, v1
	v_mov_b32_e32 v2, v46
	v_perm_b32 v1, v20, v60, s0
	scratch_store_dwordx2 off, v[2:3], off offset:120 ; 8-byte Folded Spill
	v_perm_b32 v2, v45, v46, s0
	v_lshl_or_b32 v74, v2, 16, v1
	v_perm_b32 v1, v19, v54, s0
	v_perm_b32 v2, v39, v42, s0
	v_lshl_or_b32 v73, v2, 16, v1
	v_mov_b32_e32 v2, v36
	v_perm_b32 v1, v18, v48, s0
	scratch_store_dwordx2 off, v[2:3], off offset:88 ; 8-byte Folded Spill
	v_perm_b32 v2, v35, v36, s0
	v_lshl_or_b32 v72, v2, 16, v1
	v_perm_b32 v1, v17, v53, s0
	v_perm_b32 v2, v57, v59, s0
	v_lshl_or_b32 v21, v2, 16, v1
	v_mov_b32_e32 v2, v52
	v_perm_b32 v1, v16, v49, s0
	scratch_store_dwordx2 off, v[2:3], off offset:140 ; 8-byte Folded Spill
	v_perm_b32 v2, v51, v52, s0
	v_lshl_or_b32 v20, v2, 16, v1
	v_perm_b32 v1, v15, v41, s0
	v_perm_b32 v2, v43, v44, s0
	v_lshl_or_b32 v19, v2, 16, v1
	v_perm_b32 v1, v14, v37, s0
	v_perm_b32 v2, v38, v40, s0
	v_lshl_or_b32 v18, v2, 16, v1
	v_perm_b32 v1, v13, v31, s0
	v_perm_b32 v2, v33, v34, s0
	v_accvgpr_write_b32 a47, v17
	v_accvgpr_write_b32 a46, v16
	v_accvgpr_write_b32 a45, v15
	v_accvgpr_write_b32 a44, v14
	v_lshl_or_b32 v17, v2, 16, v1
	v_perm_b32 v1, v12, v28, s0
	v_perm_b32 v2, v29, v30, s0
	v_lshl_or_b32 v16, v2, 16, v1
	v_perm_b32 v1, v11, v27, s0
	v_perm_b32 v2, v7, v9, s0
	v_lshl_or_b32 v15, v2, 16, v1
	v_perm_b32 v1, v10, v26, s0
	v_perm_b32 v2, v6, v8, s0
	v_lshl_or_b32 v14, v2, 16, v1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v1, s19, v5
	v_add_u32_e32 v2, 0x8c, v1
	v_mul_lo_u32 v2, s11, v2
	v_accvgpr_write_b32 a38, v2
	v_add_u32_e32 v2, 0x88, v1
	v_mul_lo_u32 v2, s11, v2
	v_accvgpr_write_b32 a39, v2
	v_add_u32_e32 v2, 0x84, v1
	v_add_u32_e32 v1, 0x80, v1
	v_add_u32_e32 v0, v4, v0
	v_mul_lo_u32 v1, s11, v1
	v_add3_u32 v0, v0, v71, s19
	v_accvgpr_write_b32 a117, v1
	v_add_u32_e32 v1, 0x8c, v0
	v_mul_lo_u32 v1, s28, v1
	v_accvgpr_write_b32 a125, v1
	v_add_u32_e32 v1, 0x88, v0
	v_mul_lo_u32 v1, s28, v1
	v_accvgpr_write_b32 a127, v1
	v_add_u32_e32 v1, 0x84, v0
	v_add_u32_e32 v0, 0x80, v0
	v_mul_lo_u32 v2, s11, v2
	v_mul_lo_u32 v1, s28, v1
	v_mul_lo_u32 v0, s28, v0
	v_mov_b32_e32 v62, 0
	v_accvgpr_write_b32 a115, v79
	v_accvgpr_write_b32 a114, v78
	v_accvgpr_write_b32 a113, v77
	v_accvgpr_write_b32 a112, v76
	v_accvgpr_write_b32 a111, v75
	v_accvgpr_write_b32 a110, v74
	v_accvgpr_write_b32 a109, v73
	v_accvgpr_write_b32 a108, v72
	v_accvgpr_write_b32 a121, v43
	v_accvgpr_write_b32 a71, v37
	v_accvgpr_write_b32 a74, v40
	v_accvgpr_write_b32 a67, v31
	v_accvgpr_write_b32 a68, v33
	v_accvgpr_write_b32 a69, v34
	v_accvgpr_write_b32 a55, v28
	v_accvgpr_write_b32 a57, v29
	v_accvgpr_write_b32 a66, v30
	v_accvgpr_write_b32 a54, v27
	v_accvgpr_write_b32 a49, v7
	v_accvgpr_write_b32 a51, v9
	v_accvgpr_write_b32 a43, v13
	v_accvgpr_write_b32 a42, v12
	v_accvgpr_write_b32 a41, v11
	v_accvgpr_write_b32 a40, v10
	v_accvgpr_write_b32 a53, v26
	v_accvgpr_write_b32 a48, v6
	v_accvgpr_write_b32 a50, v8
	v_accvgpr_write_b32 a99, v21
	v_accvgpr_write_b32 a98, v20
	v_accvgpr_write_b32 a97, v19
	v_accvgpr_write_b32 a96, v18
	v_accvgpr_write_b32 a95, v17
	v_accvgpr_write_b32 a94, v16
	v_accvgpr_write_b32 a93, v15
	v_accvgpr_write_b32 a92, v14
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s1, s11, 7
	v_accvgpr_write_b32 a116, v2
	s_lshl_b32 s2, s28, 7
	v_accvgpr_write_b32 a52, v1
	s_mov_b32 s0, 0
	s_mov_b32 s23, 0x83e0
	v_accvgpr_write_b32 a56, v0
	s_mov_b32 s3, 0
	s_mov_b32 s7, 0
	s_mov_b32 s13, 0
	s_mov_b32 s20, 0
	v_mov_b32_e32 v63, v62
	v_mov_b32_e32 v60, v62
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v58, v62
	v_mov_b32_e32 v59, v62
	v_mov_b32_e32 v56, v62
	v_mov_b32_e32 v57, v62
	v_mov_b32_e32 v54, v62
	v_mov_b32_e32 v55, v62
	v_mov_b32_e32 v52, v62
	v_mov_b32_e32 v53, v62
	v_mov_b32_e32 v50, v62
	v_mov_b32_e32 v51, v62
	v_mov_b32_e32 v48, v62
	v_mov_b32_e32 v49, v62
	v_mov_b32_e32 v30, v62
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v28, v62
	v_mov_b32_e32 v29, v62
	v_mov_b32_e32 v26, v62
	v_mov_b32_e32 v27, v62
	v_mov_b32_e32 v24, v62
	v_mov_b32_e32 v25, v62
	v_mov_b32_e32 v22, v62
	v_mov_b32_e32 v23, v62
	v_mov_b32_e32 v20, v62
	v_mov_b32_e32 v21, v62
	v_mov_b32_e32 v18, v62
	v_mov_b32_e32 v19, v62
	v_mov_b32_e32 v16, v62
	v_mov_b32_e32 v17, v62
	v_accvgpr_write_b32 a90, v62
	v_accvgpr_write_b32 a91, v62
	v_accvgpr_write_b32 a88, v62
	v_accvgpr_write_b32 a89, v62
	v_accvgpr_write_b32 a86, v62
	v_accvgpr_write_b32 a87, v62
	v_accvgpr_write_b32 a84, v62
	v_accvgpr_write_b32 a85, v62
	v_accvgpr_write_b32 a82, v62
	v_accvgpr_write_b32 a83, v62
	v_accvgpr_write_b32 a80, v62
	v_accvgpr_write_b32 a81, v62
	v_accvgpr_write_b32 a78, v62
	v_accvgpr_write_b32 a79, v62
	v_accvgpr_write_b32 a76, v62
	v_accvgpr_write_b32 a77, v62
	v_mov_b32_e32 v46, v62
	v_mov_b32_e32 v47, v62
	v_mov_b32_e32 v44, v62
	v_mov_b32_e32 v45, v62
	v_mov_b32_e32 v42, v62
	v_mov_b32_e32 v43, v62
	v_mov_b32_e32 v40, v62
	v_mov_b32_e32 v41, v62
	v_mov_b32_e32 v38, v62
	v_mov_b32_e32 v39, v62
	v_mov_b32_e32 v36, v62
	v_mov_b32_e32 v37, v62
	v_mov_b32_e32 v34, v62
	v_mov_b32_e32 v35, v62
	v_accvgpr_write_b32 a123, v32
	v_mov_b32_e32 v32, v62
	v_mov_b32_e32 v33, v62
	v_mov_b32_e32 v69, 0xff800000
	v_accvgpr_write_b32 a124, 0
	v_accvgpr_write_b32 a62, v84
	v_accvgpr_write_b32 a63, v85
	v_accvgpr_write_b32 a70, v71
	v_accvgpr_mov_b32 a118, a122
	v_accvgpr_mov_b32 a119, a126
	v_accvgpr_mov_b32 a120, a75
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s13, s13, 1
	s_cmp_lt_i32 s13, 2
	s_cselect_b32 s13, s13, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s22, s13, 14
	s_lshr_b32 s21, s22, 6
	v_accvgpr_read_b32 v0, a56
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v68, s3, v0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s21, s22, s21
	v_accvgpr_read_b32 v0, a52
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v66, s3, v0
	v_mov_b32_e32 v14, v69
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s24, s21, s10
	v_accvgpr_read_b32 v0, a127
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s3, v0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[68:69], v[86:87], 0, v[68:69]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s24, 0x83e0
	v_accvgpr_read_b32 v0, a125
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v70, s3, v0
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[66:67], v[86:87], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[68:69], off
	s_add_i32 m0, s24, 0x9420
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[64:65], v[86:87], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[66:67], off
	s_add_i32 m0, s24, 0xa460
	v_add3_u32 v0, s23, v81, v83
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[66:67], v[86:87], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[64:65], off
	s_add_i32 m0, s24, 0xb4a0
	v_add3_u32 v0, v0, v82, v88
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	v_accvgpr_write_b32 a32, v82
	v_accvgpr_write_b32 a33, v81
	v_accvgpr_write_b32 a36, v83
	ds_read_b128 v[80:83], v0
	v_accvgpr_write_b32 a34, v86
	v_accvgpr_write_b32 a35, v87
	ds_read_b128 v[84:87], v0 offset:32
	v_accvgpr_write_b32 a37, v88
	ds_read_b128 v[88:91], v0 offset:128
	ds_read_b128 v[92:95], v0 offset:160
	ds_read_b128 a[0:3], v0 offset:512
	ds_read_b128 a[4:7], v0 offset:544
	v_accvgpr_mov_b32 a24, a108
	v_accvgpr_mov_b32 a25, a109
	v_accvgpr_mov_b32 a26, a110
	v_accvgpr_mov_b32 a27, a111
	v_accvgpr_mov_b32 a28, a112
	v_accvgpr_mov_b32 a29, a113
	v_accvgpr_mov_b32 a30, a114
	v_accvgpr_mov_b32 a31, a115
	ds_read_b128 v[2:5], v0 offset:640
	ds_read_b128 v[6:9], v0 offset:672
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[80:87], a[24:31], 0
	v_accvgpr_mov_b32 a107, a99
	v_accvgpr_mov_b32 a106, a98
	v_accvgpr_mov_b32 a105, a97
	v_accvgpr_mov_b32 a104, a96
	v_accvgpr_mov_b32 a103, a95
	v_accvgpr_mov_b32 a102, a94
	v_accvgpr_mov_b32 a101, a93
	v_accvgpr_mov_b32 a100, a92
	s_mov_b32 s23, s0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s0, s22, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s0, s22, s0
	s_add_i32 s22, s0, s12
	s_mov_b32 m0, s22
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_addk_i32 s20, 0x80
	s_add_i32 s3, s3, s2
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[88:95], a[24:31], 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], a[24:31], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[2:9], a[24:31], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[2:5], v0 offset:64
	ds_read_b128 v[6:9], v0 offset:96
	ds_read_b128 a[8:11], v0 offset:192
	ds_read_b128 a[12:15], v0 offset:224
	ds_read_b128 a[16:19], v0 offset:576
	ds_read_b128 a[20:23], v0 offset:608
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], a[100:107], v[112:127]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[8:15], a[100:107], v[96:111]
.Ltmp27:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 1
	v_max3_f32 v1, v112, v113, v114
	v_max3_f32 v2, v115, v116, v117
	v_max3_f32 v3, v118, v119, v120
	v_max3_f32 v1, v1, v2, v3
	v_max3_f32 v2, v121, v122, v123
	v_max3_f32 v3, v124, v125, v126
.Ltmp28:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[16:23], a[100:107], v[80:95]
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max3_f32 v4, v127, v96, v97
	v_max3_f32 v2, v2, v3, v4
	v_max3_f32 v3, v98, v99, v100
	v_max3_f32 v4, v101, v102, v103
	v_max3_f32 v5, v104, v105, v106
	v_max3_f32 v3, v3, v4, v5
	v_max3_f32 v4, v107, v108, v109
	v_max3_f32 v1, v1, v2, v3
	s_nop 11
	v_max3_f32 v5, v110, v111, v80
	v_max3_f32 v6, v81, v82, v83
	v_max3_f32 v4, v4, v5, v6
	v_max3_f32 v5, v84, v85, v86
	v_max3_f32 v6, v87, v88, v89
	v_max3_f32 v7, v90, v91, v92
	v_max3_f32 v5, v5, v6, v7
.Ltmp30:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[6:9], v0 offset:704
	ds_read_b128 v[10:13], v0 offset:736
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[6:13], a[100:107], v[64:79]
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max3_f32 v0, v93, v94, v95
	v_mov_b32_e32 v11, v14
	s_nop 15
	s_nop 1
	v_max_f32_e32 v2, v71, v71
	v_max_f32_e32 v3, v70, v70
	v_max3_f32 v6, v64, v65, v66
	v_max3_f32 v7, v67, v68, v69
	v_max_f32_e32 v2, v3, v2
	v_max3_f32 v3, v73, v74, v75
	v_max3_f32 v0, v0, v6, v7
	v_max3_f32 v2, v2, v72, v3
	v_max3_f32 v3, v76, v77, v78
	v_max3_f32 v0, v4, v5, v0
	v_max3_f32 v2, v2, v3, v79
	v_max3_f32 v0, v1, v0, v2
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp34:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v1, v11, v11
	v_max_f32_e32 v0, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[2:3], s[38:39], v[80:81], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[112:113], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a9, v3
	v_accvgpr_write_b32 a8, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[82:83], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], s[38:39], v[114:115], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a11, v3
	v_accvgpr_write_b32 a10, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[84:85], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[116:117], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a13, v3
	v_accvgpr_write_b32 a12, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[86:87], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[38:39], v[118:119], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a15, v3
	v_accvgpr_write_b32 a14, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[88:89], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[38:39], v[120:121], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a17, v3
	v_accvgpr_write_b32 a16, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[90:91], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[38:39], v[122:123], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a19, v3
	v_accvgpr_write_b32 a18, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[92:93], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[38:39], v[124:125], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a21, v3
	v_accvgpr_write_b32 a20, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[94:95], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[38:39], v[126:127], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a25, v3
	v_accvgpr_write_b32 a24, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[64:65], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[38:39], v[96:97], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a23, v3
	v_accvgpr_write_b32 a22, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[66:67], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[38:39], v[98:99], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a27, v3
	v_accvgpr_write_b32 a26, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[68:69], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[38:39], v[100:101], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a29, v3
	v_accvgpr_write_b32 a28, v2
	v_pk_fma_f32 v[2:3], s[38:39], v[70:71], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[102:103], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[104:105], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[106:107], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[108:109], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[110:111], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a31, v3
	v_accvgpr_write_b32 a30, v2
	v_pk_fma_f32 v[12:13], s[38:39], v[72:73], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[74:75], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[76:77], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[78:79], v[0:1] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v10, v0
	v_accvgpr_read_b32 v0, a117
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s7, v0
	v_accvgpr_write_b32 a103, v3
	v_accvgpr_write_b32 a102, v2
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v2, a62
	v_accvgpr_read_b32 v3, a63
	v_lshl_add_u64 v[64:65], v[2:3], 0, v[64:65]
	v_accvgpr_read_b32 v0, a116
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s7, v0
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[2:3], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s22, 0x1080
	v_accvgpr_read_b32 v0, a39
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s7, v0
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[2:3], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s22, 0x2100
	v_accvgpr_read_b32 v0, a38
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s7, v0
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[2:3], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s22, 0x3180
	.loc	1 108 17 is_stmt 1              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v6
	v_exp_f32_e32 v1, v7
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v2, a119
	v_mov_b64_e32 v[66:67], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v114
	v_exp_f32_e32 v1, v115
	v_exp_f32_e32 v92, v120
	v_exp_f32_e32 v93, v121
	v_exp_f32_e32 v114, v126
	v_mov_b64_e32 v[68:69], v[0:1]
	v_exp_f32_e32 v0, v124
	v_exp_f32_e32 v1, v125
	v_exp_f32_e32 v115, v127
	v_exp_f32_e32 v126, v112
	v_exp_f32_e32 v127, v113
	v_mov_b64_e32 v[70:71], v[0:1]
	v_exp_f32_e32 v0, v116
	v_exp_f32_e32 v1, v117
	v_exp_f32_e32 v110, v104
	v_exp_f32_e32 v111, v105
	v_exp_f32_e32 v120, v98
	v_mov_b64_e32 v[116:117], v[0:1]
	v_accvgpr_read_b32 v0, a120
	v_and_b32_e32 v0, 8, v0
	v_accvgpr_read_b32 v1, a123
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s23, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_add3_u32 v0, v0, v1, v2
	v_accvgpr_read_b32 v1, a118
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v121, v99
	v_lshlrev_b32_e32 v1, 4, v1
	v_accvgpr_read_b32 v2, a70
	v_exp_f32_e32 v14, v8
	v_exp_f32_e32 v15, v9
	v_exp_f32_e32 v94, v118
	v_exp_f32_e32 v95, v119
	v_exp_f32_e32 v106, v122
	v_exp_f32_e32 v107, v123
	v_exp_f32_e32 v124, v4
	v_exp_f32_e32 v125, v5
	v_exp_f32_e32 v108, v102
	v_exp_f32_e32 v109, v103
	v_exp_f32_e32 v118, v100
	v_exp_f32_e32 v119, v101
	v_exp_f32_e32 v122, v96
	v_exp_f32_e32 v123, v97
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v96, v0, v2, v1
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v0, v11, v10
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v104, v0
	; asyncmark
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[2:3], v96 offset:64
	ds_read_b64_tr_b8 a[0:1], v96 offset:96
	ds_read_b64_tr_b8 v[4:5], v96 offset:8512
	ds_read_b64_tr_b8 a[2:3], v96 offset:8544
	ds_read_b64_tr_b8 v[6:7], v96 offset:320
	ds_read_b64_tr_b8 a[4:5], v96 offset:352
	ds_read_b64_tr_b8 v[8:9], v96 offset:8768
	ds_read_b64_tr_b8 a[6:7], v96 offset:8800
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0
	v_accvgpr_write_b32 a105, v67
	v_accvgpr_write_b32 a104, v66
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
	v_accvgpr_write_b32 a107, v69
	v_accvgpr_write_b32 a106, v68
	v_cvt_scalef32_pk_fp8_f32 v65, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v70, v71, 1.0
	v_accvgpr_write_b32 a58, v70
	v_accvgpr_write_b32 a59, v71
	v_cvt_scalef32_pk_fp8_f32 v68, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v126, v127, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v110, v111, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v120, v121, 1.0
	v_accvgpr_read_b32 v72, a76
	v_accvgpr_read_b32 v73, a77
	v_accvgpr_read_b32 v74, a78
	v_accvgpr_read_b32 v75, a79
	v_accvgpr_read_b32 v76, a80
	v_accvgpr_read_b32 v77, a81
	v_accvgpr_read_b32 v78, a82
	v_accvgpr_read_b32 v79, a83
	v_accvgpr_read_b32 v80, a84
	v_accvgpr_read_b32 v81, a85
	v_accvgpr_read_b32 v82, a86
	v_accvgpr_read_b32 v83, a87
	v_accvgpr_read_b32 v84, a88
	v_accvgpr_read_b32 v85, a89
	v_accvgpr_read_b32 v86, a90
	v_accvgpr_read_b32 v87, a91
	v_cvt_scalef32_pk_fp8_f32 v64, v14, v15, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v122, v123, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[72:73], v[72:73], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[74:75], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[76:77], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[78:79], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[80:81], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[86:87], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[2:9], v[64:71], v[72:87]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v96 offset:32
	ds_read_b64_tr_b8 v[2:3], v96 offset:8480
	ds_read_b64_tr_b8 v[4:5], v96 offset:288
	ds_read_b64_tr_b8 v[6:7], v96 offset:8736
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_mul_f32_e64 v20, v20, v104
	v_mul_f32_e64 v21, v21, v104
	v_mul_f32_e64 v22, v22, v104
	v_mul_f32_e64 v23, v23, v104
	v_mul_f32_e64 v24, v24, v104
	v_mul_f32_e64 v25, v25, v104
	v_mul_f32_e64 v26, v26, v104
	v_mul_f32_e64 v27, v27, v104
	v_mul_f32_e64 v28, v28, v104
	v_mul_f32_e64 v29, v29, v104
	v_pk_mul_f32 v[30:31], v[30:31], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[0:7], v[64:71], v[16:31]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v96
	ds_read_b64_tr_b8 v[2:3], v96 offset:8448
	ds_read_b64_tr_b8 v[4:5], v96 offset:256
	ds_read_b64_tr_b8 v[6:7], v96 offset:8704
	v_accvgpr_write_b32 a60, v114
	v_accvgpr_write_b32 a61, v115
	v_accvgpr_write_b32 a72, v116
	v_accvgpr_write_b32 a73, v117
	v_accvgpr_read_b32 v8, a28
	v_accvgpr_read_b32 v9, a29
	v_accvgpr_write_b32 a100, v10
	v_accvgpr_write_b32 a65, v15
	v_accvgpr_write_b32 a64, v14
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_accvgpr_read_b32 v10, a30
	v_accvgpr_read_b32 v11, a31
	v_exp_f32_e32 v12, v12
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[0:7], v[64:71], v[48:63]
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v1, a9
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v98, v0
	v_exp_f32_e32 v99, v1
	v_accvgpr_read_b32 v0, a10
	v_accvgpr_read_b32 v1, a11
	v_exp_f32_e32 v100, v0
	v_exp_f32_e32 v101, v1
	v_accvgpr_read_b32 v0, a12
	v_accvgpr_read_b32 v1, a13
	v_exp_f32_e32 v102, v0
	v_exp_f32_e32 v103, v1
	v_accvgpr_read_b32 v0, a14
	v_accvgpr_read_b32 v1, a15
	v_exp_f32_e32 v112, v0
	v_exp_f32_e32 v113, v1
	v_accvgpr_read_b32 v0, a16
	v_accvgpr_read_b32 v1, a17
	v_exp_f32_e32 v114, v0
	v_exp_f32_e32 v115, v1
	v_accvgpr_read_b32 v0, a18
	v_accvgpr_read_b32 v1, a19
	v_exp_f32_e32 v116, v0
	v_exp_f32_e32 v117, v1
	v_accvgpr_read_b32 v0, a20
	v_accvgpr_read_b32 v1, a21
	v_accvgpr_read_b32 v4, a22
	v_accvgpr_read_b32 v5, a23
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_accvgpr_read_b32 v2, a24
	v_accvgpr_read_b32 v3, a25
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v5, v5
	v_accvgpr_read_b32 v6, a26
	v_accvgpr_read_b32 v7, a27
	v_exp_f32_e32 v13, v13
	v_accvgpr_read_b32 v14, a102
	v_accvgpr_read_b32 v15, a103
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v11, v11
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[104:105] op_sel_hi:[1,0]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s7, s7, s1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s23, s21, 0x83e0
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[64:71], v[32:47]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 a[0:1], v96 offset:512
	ds_read_b64_tr_b8 a[8:9], v96 offset:544
	ds_read_b64_tr_b8 a[16:17], v96 offset:576
	ds_read_b64_tr_b8 a[24:25], v96 offset:608
	ds_read_b64_tr_b8 a[2:3], v96 offset:8960
	ds_read_b64_tr_b8 a[10:11], v96 offset:8992
	ds_read_b64_tr_b8 a[18:19], v96 offset:9024
	ds_read_b64_tr_b8 a[26:27], v96 offset:9056
	ds_read_b64_tr_b8 a[4:5], v96 offset:768
	ds_read_b64_tr_b8 a[12:13], v96 offset:800
	ds_read_b64_tr_b8 a[20:21], v96 offset:832
	ds_read_b64_tr_b8 a[28:29], v96 offset:864
	ds_read_b64_tr_b8 a[6:7], v96 offset:9216
	ds_read_b64_tr_b8 a[14:15], v96 offset:9248
	ds_read_b64_tr_b8 a[22:23], v96 offset:9280
	ds_read_b64_tr_b8 a[30:31], v96 offset:9312
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v4, v5, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v8, v9, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v12, v13, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v2, v3, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v6, v7, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v10, v11, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v14, v15, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_pk_add_f32 v[2:3], v[4:5], v[6:7]
.Ltmp36:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], a[16:23], v[64:71], v[72:87]
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v4, v8, v10
	v_add_f32_e64 v5, v9, v11
	v_add_f32_e64 v6, v12, v14
	v_add_f32_e64 v7, v13, v15
	v_add_f32_e64 v8, v90, v88
	v_add_f32_e64 v9, v91, v89
	v_add_f32_e64 v2, v2, v4
	v_add_f32_e64 v3, v3, v5
	v_add_f32_e64 v4, v6, v8
	v_add_f32_e64 v5, v7, v9
	v_accvgpr_read_b32 v88, a37
	v_add_f32_e64 v2, v2, v4
	v_add_f32_e64 v3, v3, v5
.Ltmp38:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_lt_i32 s20, s6
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[64:71], v[48:63]
	s_nop 4
	v_accvgpr_write_b32 a91, v87
	v_accvgpr_write_b32 a90, v86
	v_accvgpr_write_b32 a89, v85
	v_accvgpr_write_b32 a88, v84
	v_accvgpr_write_b32 a87, v83
	v_accvgpr_write_b32 a86, v82
	v_accvgpr_write_b32 a85, v81
	v_accvgpr_write_b32 a84, v80
	v_accvgpr_write_b32 a83, v79
	v_accvgpr_write_b32 a82, v78
	v_accvgpr_write_b32 a81, v77
	v_accvgpr_write_b32 a80, v76
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[64:71], v[16:31]
	v_accvgpr_write_b32 a79, v75
	v_accvgpr_write_b32 a78, v74
	v_accvgpr_write_b32 a77, v73
	v_accvgpr_write_b32 a76, v72
	v_accvgpr_read_b32 v72, a72
	v_accvgpr_read_b32 v73, a73
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v80, v126, v108
	v_add_f32_e64 v81, v127, v109
	v_add_f32_e64 v76, v110, v118
	v_add_f32_e64 v77, v111, v119
	v_add_f32_e64 v74, v98, v100
	v_add_f32_e64 v75, v99, v101
	v_add_f32_e64 v78, v102, v112
	v_add_f32_e64 v79, v103, v113
	v_pk_add_f32 v[84:85], v[114:115], v[116:117]
	v_accvgpr_read_b32 v87, a35
	v_pk_add_f32 v[0:1], v[84:85], v[0:1]
	v_accvgpr_read_b32 v86, a34
.Ltmp40:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[24:31], v[64:71], v[32:47]
	v_accvgpr_read_b32 v64, a104
	v_accvgpr_read_b32 v65, a105
	v_accvgpr_read_b32 v67, a65
	v_accvgpr_read_b32 v66, a64
	v_accvgpr_read_b32 v71, a59
	v_accvgpr_read_b32 v70, a58
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_accvgpr_read_b32 v66, a106
	v_accvgpr_read_b32 v67, a107
	v_add_f32_e64 v70, v70, v72
	v_add_f32_e64 v71, v71, v73
	v_accvgpr_read_b32 v73, a61
	v_accvgpr_read_b32 v72, a60
	v_pk_add_f32 v[66:67], v[66:67], v[94:95]
	v_pk_add_f32 v[68:69], v[92:93], v[106:107]
	v_pk_add_f32 v[82:83], v[72:73], v[124:125]
	v_pk_add_f32 v[72:73], v[120:121], v[122:123]
	v_pk_add_f32 v[10:11], v[64:65], v[66:67]
	v_pk_add_f32 v[12:13], v[68:69], v[70:71]
	v_pk_add_f32 v[14:15], v[82:83], v[80:81]
	v_pk_add_f32 v[64:65], v[76:77], v[72:73]
	v_pk_add_f32 v[66:67], v[74:75], v[78:79]
	v_pk_add_f32 v[6:7], v[10:11], v[12:13]
	v_pk_add_f32 v[8:9], v[14:15], v[64:65]
	v_pk_add_f32 v[0:1], v[66:67], v[0:1]
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_accvgpr_read_b32 v83, a36
	v_pk_add_f32 v[0:1], v[4:5], v[0:1]
	v_accvgpr_read_b32 v81, a33
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v80, v0, v1
	v_accvgpr_read_b32 v0, a124
.Ltmp45:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v80, v0, v104
	v_accvgpr_read_b32 v82, a32
	v_accvgpr_read_b32 v69, a100
	v_accvgpr_write_b32 a124, v80
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %Flow736
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_write_b32 a24, v48
	v_accvgpr_write_b32 a25, v49
	v_accvgpr_write_b32 a26, v50
	v_accvgpr_write_b32 a27, v51
	v_accvgpr_write_b32 a28, v52
	v_accvgpr_write_b32 a29, v53
	v_accvgpr_write_b32 a30, v54
	v_accvgpr_write_b32 a31, v55
	v_accvgpr_write_b32 a32, v56
	v_accvgpr_write_b32 a33, v57
	v_accvgpr_write_b32 a34, v58
	v_accvgpr_write_b32 a35, v59
	v_accvgpr_write_b32 a36, v60
	v_accvgpr_write_b32 a37, v61
	v_accvgpr_write_b32 a38, v62
	v_accvgpr_write_b32 a39, v63
	v_accvgpr_write_b32 a8, v32
	v_accvgpr_write_b32 a9, v33
	v_accvgpr_write_b32 a10, v34
	v_accvgpr_write_b32 a11, v35
	v_accvgpr_write_b32 a12, v36
	v_accvgpr_write_b32 a13, v37
	v_accvgpr_write_b32 a14, v38
	v_accvgpr_write_b32 a15, v39
	v_accvgpr_write_b32 a16, v40
	v_accvgpr_write_b32 a17, v41
	v_accvgpr_write_b32 a18, v42
	v_accvgpr_write_b32 a19, v43
	v_accvgpr_write_b32 a20, v44
	v_accvgpr_write_b32 a21, v45
	v_accvgpr_write_b32 a22, v46
	v_accvgpr_write_b32 a23, v47
	v_accvgpr_read_b32 v32, a123
	v_accvgpr_read_b32 v85, a63
	v_accvgpr_read_b32 v84, a62
	v_accvgpr_read_b32 v36, a100
	s_branch .LBB0_13
.LBB0_12:
	v_mov_b32_e32 v1, 0
	v_accvgpr_write_b32 a70, v71
	scratch_store_dwordx2 off, v[64:65], off offset:16 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[56:57], off offset:24 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[52:53], off offset:140 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[46:47], off offset:120 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a51, v9
	v_accvgpr_write_b32 a49, v7
	v_accvgpr_write_b32 a50, v8
	v_accvgpr_write_b32 a48, v6
	v_accvgpr_write_b32 a47, v17
	v_accvgpr_write_b32 a46, v16
	v_accvgpr_write_b32 a45, v15
	v_accvgpr_write_b32 a44, v14
	v_accvgpr_write_b32 a43, v13
	v_accvgpr_write_b32 a42, v12
	v_accvgpr_write_b32 a41, v11
	v_accvgpr_write_b32 a40, v10
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v64, v1
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v66, v1
	v_mov_b32_e32 v69, v1
	v_mov_b32_e32 v68, v1
	v_mov_b32_e32 v71, v1
	v_mov_b32_e32 v70, v1
	v_mov_b32_e32 v73, v1
	v_mov_b32_e32 v72, v1
	v_mov_b32_e32 v75, v1
	v_mov_b32_e32 v74, v1
	v_mov_b32_e32 v77, v1
	v_mov_b32_e32 v76, v1
	v_mov_b32_e32 v79, v1
	v_mov_b32_e32 v78, v1
	v_accvgpr_write_b32 a121, v43
	v_accvgpr_write_b32 a74, v40
	v_accvgpr_write_b32 a71, v37
	scratch_store_dwordx2 off, v[36:37], off offset:88 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a69, v34
	v_accvgpr_write_b32 a68, v33
	v_accvgpr_write_b32 a67, v31
	v_accvgpr_write_b32 a66, v30
	v_accvgpr_write_b32 a57, v29
	v_accvgpr_write_b32 a55, v28
	v_accvgpr_write_b32 a54, v27
	v_accvgpr_write_b32 a53, v26
	s_mov_b32 s0, 0
	s_mov_b32 s23, 0x83e0
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v80, 0
	v_accvgpr_write_b32 a77, v1
	v_accvgpr_write_b32 a76, v1
	v_accvgpr_write_b32 a79, v1
	v_accvgpr_write_b32 a78, v1
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a80, v1
	v_accvgpr_write_b32 a83, v1
	v_accvgpr_write_b32 a82, v1
	v_accvgpr_write_b32 a85, v1
	v_accvgpr_write_b32 a84, v1
	v_accvgpr_write_b32 a87, v1
	v_accvgpr_write_b32 a86, v1
	v_accvgpr_write_b32 a89, v1
	v_accvgpr_write_b32 a88, v1
	v_accvgpr_write_b32 a91, v1
	v_accvgpr_write_b32 a90, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v30, v1
	v_accvgpr_write_b32 a23, v15
	v_accvgpr_write_b32 a22, v14
	v_accvgpr_write_b32 a21, v13
	v_accvgpr_write_b32 a20, v12
	v_accvgpr_write_b32 a19, v11
	v_accvgpr_write_b32 a18, v10
	v_accvgpr_write_b32 a17, v9
	v_accvgpr_write_b32 a16, v8
	v_accvgpr_write_b32 a15, v7
	v_accvgpr_write_b32 a14, v6
	v_accvgpr_write_b32 a13, v5
	v_accvgpr_write_b32 a12, v4
	v_accvgpr_write_b32 a11, v3
	v_accvgpr_write_b32 a10, v2
	v_accvgpr_write_b32 a9, v1
	v_accvgpr_write_b32 a8, v0
	v_accvgpr_write_b32 a24, v64
	v_accvgpr_write_b32 a25, v65
	v_accvgpr_write_b32 a26, v66
	v_accvgpr_write_b32 a27, v67
	v_accvgpr_write_b32 a28, v68
	v_accvgpr_write_b32 a29, v69
	v_accvgpr_write_b32 a30, v70
	v_accvgpr_write_b32 a31, v71
	v_accvgpr_write_b32 a32, v72
	v_accvgpr_write_b32 a33, v73
	v_accvgpr_write_b32 a34, v74
	v_accvgpr_write_b32 a35, v75
	v_accvgpr_write_b32 a36, v76
	v_accvgpr_write_b32 a37, v77
	v_accvgpr_write_b32 a38, v78
	v_accvgpr_write_b32 a39, v79
.LBB0_13:                               ; %Flow737
	s_load_dword s33, s[4:5], 0x60
	s_load_dword s39, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s1, s8, 0x7f
	s_cmpk_gt_i32 s1, 0x7f
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v0, v81, v83, v82
	v_accvgpr_mov_b32 a109, a91
	v_accvgpr_mov_b32 a108, a90
	v_accvgpr_mov_b32 a107, a89
	v_accvgpr_mov_b32 a106, a88
	v_accvgpr_mov_b32 a105, a87
	v_accvgpr_mov_b32 a104, a86
	v_accvgpr_mov_b32 a103, a85
	v_accvgpr_mov_b32 a102, a84
	v_accvgpr_mov_b32 a101, a83
	v_accvgpr_mov_b32 a100, a82
	v_accvgpr_mov_b32 a99, a81
	v_accvgpr_mov_b32 a98, a80
	v_accvgpr_mov_b32 a97, a79
	v_accvgpr_mov_b32 a96, a78
	v_accvgpr_mov_b32 a95, a77
	v_accvgpr_mov_b32 a94, a76
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s1, 0x80
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, v0, v88
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.14:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	scratch_load_dwordx4 v[12:15], off, off offset:72 ; 16-byte Folded Reload
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v1, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:100 ; 4-byte Folded Reload
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_write_b32 a77, v0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s23, v0
	v_accvgpr_write_b32 a117, v87
	v_accvgpr_write_b32 a116, v86
	v_accvgpr_write_b32 a115, v85
	v_accvgpr_write_b32 a114, v84
	v_accvgpr_write_b32 a92, v82
	ds_read_b128 v[8:11], v0 offset:736
	ds_read_b128 v[4:7], v0 offset:704
	ds_read_b128 v[86:89], v0 offset:672
	ds_read_b128 v[82:85], v0 offset:640
	ds_read_b128 v[68:71], v0 offset:96
	ds_read_b128 v[64:67], v0 offset:64
	ds_read_b128 v[72:75], v0
	ds_read_b128 v[76:79], v0 offset:32
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s1
	v_lshl_or_b32 v63, v2, 16, v1
	scratch_load_dword v1, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[34:35], off, off offset:16 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v14, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v34, s1
	v_lshl_or_b32 v62, v2, 16, v1
	scratch_load_dword v1, off, off         ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s1
	v_lshl_or_b32 v61, v2, 16, v1
	scratch_load_dword v1, off, off offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s1
	scratch_load_dwordx2 v[12:13], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s1
	v_lshl_or_b32 v60, v2, 16, v1
	scratch_load_dwordx4 v[12:15], off, off offset:152 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s1
	v_lshl_or_b32 v59, v2, 16, v1
	scratch_load_dword v1, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[34:35], off, off offset:120 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v15, a47
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v14, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v34, s1
	v_lshl_or_b32 v58, v2, 16, v1
	scratch_load_dword v1, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:68 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v14, a46
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s1
	v_lshl_or_b32 v57, v2, 16, v1
	scratch_load_dword v1, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s1
	scratch_load_dwordx2 v[12:13], off, off offset:88 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v13, a45
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s1
	v_lshl_or_b32 v56, v2, 16, v1
	scratch_load_dword v1, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:136 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[72:79], v[56:63], 0
	v_accvgpr_read_b32 v12, a44
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s1
	scratch_load_dword v3, off, off offset:176 ; 4-byte Folded Reload
	v_perm_b32 v1, v15, v1, s1
	v_lshl_or_b32 v43, v2, 16, v1
	scratch_load_dword v1, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[34:35], off, off offset:140 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:168 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v15, a43
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v14, v1, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v34, s1
	v_lshl_or_b32 v42, v2, 16, v1
	scratch_load_dword v1, off, off offset:172 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v2, a121
	v_perm_b32 v2, v2, v3, s1
	v_accvgpr_read_b32 v3, a69
	v_accvgpr_read_b32 v14, a42
	v_accvgpr_read_b32 v34, a66
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v13, v1, s1
	v_lshl_or_b32 v41, v2, 16, v1
	scratch_load_dword v2, off, off offset:180 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v1, a71
	v_perm_b32 v1, v12, v1, s1
	v_accvgpr_read_b32 v12, a74
	v_accvgpr_read_b32 v13, a41
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s1
	v_lshl_or_b32 v40, v2, 16, v1
	v_accvgpr_read_b32 v1, a67
	v_accvgpr_read_b32 v2, a68
	v_perm_b32 v1, v15, v1, s1
	v_perm_b32 v2, v2, v3, s1
	v_lshl_or_b32 v39, v2, 16, v1
	v_accvgpr_read_b32 v1, a55
	v_accvgpr_read_b32 v2, a57
	v_perm_b32 v1, v14, v1, s1
	v_perm_b32 v2, v2, v34, s1
	v_lshl_or_b32 v38, v2, 16, v1
	v_accvgpr_read_b32 v1, a54
	v_accvgpr_read_b32 v2, a49
	v_accvgpr_read_b32 v3, a51
	v_perm_b32 v1, v13, v1, s1
	v_perm_b32 v2, v2, v3, s1
	v_accvgpr_read_b32 v12, a40
	v_lshl_or_b32 v37, v2, 16, v1
	v_accvgpr_read_b32 v1, a53
	v_perm_b32 v1, v12, v1, s1
	v_accvgpr_read_b32 v2, a48
	v_accvgpr_read_b32 v12, a50
	v_perm_b32 v2, v2, v12, s1
	v_mov_b64_e32 v[44:45], v[42:43]
	v_mov_b64_e32 v[42:43], v[40:41]
	v_mov_b64_e32 v[40:41], v[38:39]
	v_mov_b32_e32 v39, v37
	v_lshl_or_b32 v38, v2, 16, v1
	v_accvgpr_write_b32 a65, v45
	v_accvgpr_write_b32 a64, v44
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[64:71], v[38:45], v[96:111]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[68:71], v0 offset:160
	ds_read_b128 v[64:67], v0 offset:128
	v_accvgpr_write_b32 a63, v43
	v_accvgpr_write_b32 a62, v42
	v_accvgpr_write_b32 a61, v41
	v_accvgpr_write_b32 a60, v40
	v_accvgpr_write_b32 a59, v39
	v_accvgpr_write_b32 a58, v38
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[64:71], v[56:63], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[68:71], v0 offset:224
	ds_read_b128 v[64:67], v0 offset:192
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[64:71], a[58:65], v[112:127]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[68:71], v0 offset:544
	ds_read_b128 v[64:67], v0 offset:512
	ds_read_b128 v[76:79], v0 offset:608
	ds_read_b128 v[72:75], v0 offset:576
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[64:71], v[56:63], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[72:79], a[58:65], v[40:55]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], v[56:63], 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[4:11], a[58:65], v[64:79]
	s_branch .LBB0_16
.LBB0_15:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a77, v0
	v_accvgpr_write_b32 a117, v87
	v_accvgpr_write_b32 a116, v86
	v_accvgpr_write_b32 a115, v85
	v_accvgpr_write_b32 a114, v84
	v_accvgpr_write_b32 a92, v82
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
.LBB0_16:
.Ltmp46:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 2
	v_max_f32_e32 v83, v71, v71
	v_max_f32_e32 v84, v70, v70
	v_max3_f32 v0, v96, v97, v98
	v_max3_f32 v1, v99, v100, v101
	v_max3_f32 v2, v102, v103, v104
	v_max3_f32 v3, v105, v106, v107
	v_max3_f32 v4, v108, v109, v110
	v_max3_f32 v5, v111, v112, v113
	v_max3_f32 v6, v114, v115, v116
	v_max3_f32 v7, v117, v118, v119
	v_max3_f32 v8, v120, v121, v122
	v_max3_f32 v9, v123, v124, v125
	v_max3_f32 v10, v126, v127, v40
	v_max3_f32 v11, v41, v42, v43
	v_max3_f32 v12, v44, v45, v46
	v_max3_f32 v13, v47, v48, v49
	v_max3_f32 v14, v50, v51, v52
	v_max3_f32 v15, v53, v54, v55
	v_max3_f32 v81, v64, v65, v66
	v_max3_f32 v82, v67, v68, v69
	v_max_f32_e32 v83, v84, v83
	v_max3_f32 v84, v73, v74, v75
	v_max3_f32 v85, v76, v77, v78
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max3_f32 v2, v6, v7, v8
	v_max3_f32 v3, v9, v10, v11
	v_max3_f32 v4, v12, v13, v14
	v_max3_f32 v5, v15, v81, v82
	v_max3_f32 v6, v83, v72, v84
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max3_f32 v2, v6, v85, v79
	v_max3_f32 v0, v0, v1, v2
.Ltmp47:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp48:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], vcc, exec
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp50:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v1, v36, v36
	v_max_f32_e32 v38, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[0:1], s[38:39], v[96:97], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[98:99], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[38:39], v[100:101], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[102:103], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], s[38:39], v[104:105], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], s[38:39], v[106:107], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], s[38:39], v[108:109], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], s[38:39], v[110:111], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[112:113], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[114:115], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[116:117], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[118:119], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[120:121], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[122:123], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[38:39], v[124:125], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[126:127], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[40:41], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[42:43], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[44:45], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[46:47], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[48:49], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[50:51], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[38:39], v[52:53], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[38:39], v[54:55], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[64:65], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[38:39], v[66:67], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[38:39], v[68:69], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[38:39], v[70:71], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[38:39], v[72:73], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[38:39], v[74:75], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[38:39], v[76:77], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[38:39], v[78:79], v[38:39] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v42, v0
	v_exp_f32_e32 v43, v1
	v_exp_f32_e32 v44, v2
	v_exp_f32_e32 v45, v3
	v_exp_f32_e32 v46, v4
	v_exp_f32_e32 v47, v5
	v_exp_f32_e32 v48, v6
	v_exp_f32_e32 v49, v7
	v_exp_f32_e32 v52, v8
	v_exp_f32_e32 v53, v9
	v_exp_f32_e32 v54, v10
	v_exp_f32_e32 v55, v11
	v_exp_f32_e32 v56, v12
	v_exp_f32_e32 v57, v13
	v_exp_f32_e32 v58, v14
	v_exp_f32_e32 v59, v15
	v_exp_f32_e32 v60, v82
	v_exp_f32_e32 v61, v83
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v120
	v_exp_f32_e32 v121, v121
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	v_exp_f32_e32 v124, v124
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_exp_f32_e32 v127, v127
	v_exp_f32_e32 v82, v64
	v_exp_f32_e32 v83, v65
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v0, v36, v38
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v40, v0
.Ltmp51:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[78:79], v[42:43], v[44:45]
	v_pk_add_f32 v[74:75], v[46:47], v[48:49]
	v_pk_add_f32 v[76:77], v[52:53], v[54:55]
	v_pk_add_f32 v[70:71], v[56:57], v[58:59]
	v_pk_add_f32 v[72:73], v[60:61], v[84:85]
	v_pk_add_f32 v[66:67], v[86:87], v[88:89]
	v_pk_add_f32 v[68:69], v[90:91], v[92:93]
	v_pk_add_f32 v[64:65], v[94:95], v[96:97]
	v_pk_add_f32 v[14:15], v[98:99], v[100:101]
	v_pk_add_f32 v[12:13], v[102:103], v[104:105]
	v_pk_add_f32 v[10:11], v[106:107], v[108:109]
	v_pk_add_f32 v[8:9], v[110:111], v[112:113]
	v_pk_add_f32 v[6:7], v[114:115], v[116:117]
	v_pk_add_f32 v[4:5], v[118:119], v[120:121]
	v_pk_add_f32 v[2:3], v[122:123], v[124:125]
	v_pk_add_f32 v[0:1], v[126:127], v[82:83]
	v_pk_add_f32 v[74:75], v[78:79], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[70:71]
	v_pk_add_f32 v[66:67], v[72:73], v[66:67]
	v_pk_add_f32 v[64:65], v[68:69], v[64:65]
	v_pk_add_f32 v[12:13], v[14:15], v[12:13]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
	v_pk_add_f32 v[4:5], v[6:7], v[4:5]
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_pk_add_f32 v[2:3], v[74:75], v[70:71]
	v_pk_add_f32 v[6:7], v[66:67], v[64:65]
	v_pk_add_f32 v[8:9], v[12:13], v[8:9]
	v_pk_add_f32 v[0:1], v[4:5], v[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[0:1], v[8:9], v[0:1]
	v_accvgpr_read_b32 v34, a75
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_accvgpr_read_b32 v33, a126
.Ltmp52:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v81, v0, v1
.Ltmp53:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v0, 8, v34
	v_lshl_or_b32 v0, v32, 2, v0
	v_accvgpr_read_b32 v1, a70
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v42, v43, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v46, v47, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v60, v61, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v74, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v106, v107, 1.0
	v_cvt_scalef32_pk_fp8_f32 v75, v110, v111, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v118, v119, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v122, v123, 1.0
	v_cvt_scalef32_pk_fp8_f32 v79, v126, v127, 1.0
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v50, v81
.Ltmp55:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v0, v0, v33, v1
	v_accvgpr_read_b32 v1, a122
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v44, v45, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v48, v49, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v72, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v75, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v120, v121, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v82, v83, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s1, 1, 0
.Ltmp56:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v81, v50
.Ltmp57:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_lshl_add_u32 v0, v1, 4, v0
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s1, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_mov_b32_e32 v124, v40
	v_accvgpr_write_b32 a52, v38
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_permlane32_swap_b32_e32 v78, v79
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_18
; %bb.17:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_accvgpr_write_b32 a76, v0
	v_add_u32_e32 v0, s0, v0
	v_accvgpr_write_b32 a118, v36
	v_mov_b32_e32 v122, v32
	ds_read_b64_tr_b8 v[6:7], v0 offset:768
	ds_read_b64_tr_b8 v[8:9], v0
	ds_read_b64_tr_b8 v[90:91], v0 offset:32
	ds_read_b64_tr_b8 v[98:99], v0 offset:64
	ds_read_b64_tr_b8 v[82:83], v0 offset:96
	ds_read_b64_tr_b8 v[10:11], v0 offset:8448
	ds_read_b64_tr_b8 v[92:93], v0 offset:8480
	ds_read_b64_tr_b8 v[100:101], v0 offset:8512
	ds_read_b64_tr_b8 v[84:85], v0 offset:8544
	ds_read_b64_tr_b8 v[12:13], v0 offset:256
	ds_read_b64_tr_b8 v[94:95], v0 offset:288
	ds_read_b64_tr_b8 v[102:103], v0 offset:320
	ds_read_b64_tr_b8 v[86:87], v0 offset:352
	ds_read_b64_tr_b8 v[14:15], v0 offset:8704
	ds_read_b64_tr_b8 v[96:97], v0 offset:8736
	ds_read_b64_tr_b8 v[104:105], v0 offset:8768
	ds_read_b64_tr_b8 v[88:89], v0 offset:8800
	v_accvgpr_read_b32 v47, a39
	v_accvgpr_read_b32 v46, a38
	v_accvgpr_read_b32 v45, a37
	v_accvgpr_read_b32 v44, a36
	v_accvgpr_read_b32 v43, a35
	v_accvgpr_read_b32 v42, a34
	v_accvgpr_read_b32 v41, a33
	v_accvgpr_read_b32 v40, a32
	v_accvgpr_read_b32 v39, a31
	v_accvgpr_read_b32 v38, a30
	v_accvgpr_read_b32 v37, a29
	v_accvgpr_read_b32 v36, a28
	v_accvgpr_read_b32 v35, a27
	v_accvgpr_read_b32 v34, a26
	v_accvgpr_read_b32 v33, a25
	v_accvgpr_read_b32 v32, a24
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[46:47], v[46:47], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[124:125] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v1, a95
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[8:15], v[64:71], v[32:47]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[8:9], v0 offset:9216
	ds_read_b64_tr_b8 v[2:3], v0 offset:512
	ds_read_b64_tr_b8 v[106:107], v0 offset:544
	ds_read_b64_tr_b8 v[114:115], v0 offset:576
	ds_read_b64_tr_b8 a[0:1], v0 offset:608
	ds_read_b64_tr_b8 v[4:5], v0 offset:8960
	ds_read_b64_tr_b8 v[108:109], v0 offset:8992
	ds_read_b64_tr_b8 v[116:117], v0 offset:9024
	ds_read_b64_tr_b8 a[2:3], v0 offset:9056
	ds_read_b64_tr_b8 v[110:111], v0 offset:800
	ds_read_b64_tr_b8 v[118:119], v0 offset:832
	ds_read_b64_tr_b8 a[4:5], v0 offset:864
	ds_read_b64_tr_b8 v[112:113], v0 offset:9248
	ds_read_b64_tr_b8 v[120:121], v0 offset:9280
	ds_read_b64_tr_b8 a[6:7], v0 offset:9312
	v_accvgpr_read_b32 v0, a94
	v_accvgpr_read_b32 v10, a104
	v_accvgpr_read_b32 v11, a105
	v_accvgpr_read_b32 v12, a106
	v_accvgpr_read_b32 v13, a107
	v_accvgpr_read_b32 v14, a108
	v_accvgpr_read_b32 v15, a109
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[2:9], v[72:79], v[32:47]
	v_accvgpr_read_b32 v2, a96
	v_accvgpr_read_b32 v3, a97
	v_accvgpr_read_b32 v4, a98
	v_accvgpr_read_b32 v5, a99
	v_accvgpr_read_b32 v6, a100
	v_accvgpr_read_b32 v7, a101
	v_accvgpr_read_b32 v8, a102
	v_accvgpr_read_b32 v9, a103
	s_nop 11
	v_accvgpr_write_b32 a24, v32
	v_accvgpr_write_b32 a25, v33
	v_accvgpr_write_b32 a26, v34
	v_accvgpr_write_b32 a27, v35
	v_accvgpr_write_b32 a28, v36
	v_accvgpr_write_b32 a29, v37
	v_accvgpr_write_b32 a30, v38
	v_accvgpr_write_b32 a31, v39
	v_accvgpr_write_b32 a32, v40
	v_accvgpr_write_b32 a33, v41
	v_accvgpr_write_b32 a34, v42
	v_accvgpr_write_b32 a35, v43
	v_accvgpr_write_b32 a36, v44
	v_accvgpr_write_b32 a37, v45
	v_accvgpr_write_b32 a38, v46
	v_accvgpr_write_b32 a39, v47
	v_mov_b32_e32 v32, v124
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[98:105], v[64:71], v[0:15]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_mul_f32_e64 v26, v26, v32
	v_mul_f32_e64 v27, v27, v32
	v_mul_f32_e64 v24, v24, v32
	v_mul_f32_e64 v25, v25, v32
	v_mul_f32_e64 v22, v22, v32
	v_mul_f32_e64 v23, v23, v32
	v_mul_f32_e64 v20, v20, v32
	v_mul_f32_e64 v21, v21, v32
	v_mul_f32_e64 v18, v18, v32
	v_mul_f32_e64 v19, v19, v32
	v_mul_f32_e64 v16, v16, v32
	v_mul_f32_e64 v17, v17, v32
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[114:121], v[72:79], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[90:97], v[64:71], v[16:31]
	s_nop 15
	s_nop 2
	v_accvgpr_write_b32 a109, v15
	v_accvgpr_write_b32 a108, v14
	v_accvgpr_write_b32 a107, v13
	v_accvgpr_write_b32 a106, v12
	v_accvgpr_write_b32 a105, v11
	v_accvgpr_write_b32 a104, v10
	v_accvgpr_write_b32 a103, v9
	v_accvgpr_write_b32 a102, v8
	v_accvgpr_write_b32 a101, v7
	v_accvgpr_write_b32 a100, v6
	v_accvgpr_write_b32 a99, v5
	v_accvgpr_write_b32 a98, v4
	v_accvgpr_write_b32 a97, v3
	v_accvgpr_write_b32 a96, v2
	v_accvgpr_write_b32 a95, v1
	v_accvgpr_write_b32 a94, v0
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v15, a23
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[106:113], v[72:79], v[16:31]
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[82:89], v[64:71], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[72:79], v[0:15]
	s_branch .LBB0_19
.Ltmp58:
.LBB0_18:
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_accvgpr_write_b32 a76, v0
	v_accvgpr_write_b32 a118, v36
	v_mov_b32_e32 v122, v32
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_accvgpr_read_b32 v4, a12
	v_accvgpr_read_b32 v5, a13
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v7, a15
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v15, a23
.LBB0_19:
	scratch_load_dword v87, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v105, off, off offset:104 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[118:119], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v113, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v115, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v117, off, off offset:40 ; 4-byte Folded Reload
	scratch_load_dword v119, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dword v120, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v121, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v123, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v125, off, off offset:32 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[126:127], off, off offset:16 ; 8-byte Folded Reload
	scratch_load_dword v116, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dword v100, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dword v96, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[102:103], off, off offset:120 ; 8-byte Folded Reload
	scratch_load_dword v86, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v101, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v92, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[94:95], off, off offset:88 ; 8-byte Folded Reload
	scratch_load_dword v72, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[74:77], off, off offset:152 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[82:85], off, off offset:72 ; 16-byte Folded Reload
	scratch_load_dword v93, off, off offset:68 ; 4-byte Folded Reload
	scratch_load_dword v95, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v104, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:140 ; 8-byte Folded Reload
	scratch_load_dword v112, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v127, off, off offset:96 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v67, a43
	v_accvgpr_read_b32 v66, a42
	v_accvgpr_read_b32 v65, a41
	v_accvgpr_read_b32 v64, a40
	v_accvgpr_read_b32 v71, a47
	v_accvgpr_read_b32 v70, a46
	v_accvgpr_read_b32 v69, a45
	v_accvgpr_read_b32 v68, a44
	v_accvgpr_read_b32 v88, a48
	v_accvgpr_read_b32 v48, a50
	v_accvgpr_read_b32 v89, a49
	v_accvgpr_read_b32 v107, a51
	v_accvgpr_read_b32 v73, a53
	v_accvgpr_read_b32 v78, a54
	v_accvgpr_read_b32 v79, a55
	v_accvgpr_read_b32 v90, a57
	v_accvgpr_read_b32 v108, a66
	v_accvgpr_read_b32 v91, a67
	v_accvgpr_read_b32 v109, a68
	v_accvgpr_read_b32 v110, a69
	v_accvgpr_read_b32 v111, a71
	v_accvgpr_read_b32 v114, a74
	v_accvgpr_read_b32 v99, a121
.Ltmp59:
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_gt_i32 s8, 0x7fffff7f
	s_mov_b64 s[0:1], -1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v106, v32
	s_cbranch_scc0 .LBB0_21
; %bb.20:                               ; %.critedge22.critedge
	; asyncmark
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[0:1], 0
.LBB0_21:                               ; %Flow
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_accvgpr_write_b32 a73, v15
	v_accvgpr_write_b32 a72, v14
	v_accvgpr_write_b32 a71, v13
	v_accvgpr_write_b32 a70, v12
	v_accvgpr_write_b32 a69, v11
	v_accvgpr_write_b32 a68, v10
	v_accvgpr_write_b32 a67, v9
	v_accvgpr_write_b32 a66, v8
	v_accvgpr_write_b32 a65, v7
	v_accvgpr_write_b32 a64, v6
	v_accvgpr_write_b32 a63, v5
	v_accvgpr_write_b32 a62, v4
	v_accvgpr_write_b32 a61, v3
	v_accvgpr_write_b32 a60, v2
	v_accvgpr_write_b32 a59, v1
	v_accvgpr_write_b32 a58, v0
	s_cmp_lg_u32 s0, 1
	v_accvgpr_write_b32 a8, v16
	v_accvgpr_write_b32 a9, v17
	v_accvgpr_write_b32 a10, v18
	v_accvgpr_write_b32 a11, v19
	v_accvgpr_write_b32 a12, v20
	v_accvgpr_write_b32 a13, v21
	v_accvgpr_write_b32 a14, v22
	v_accvgpr_write_b32 a15, v23
	v_accvgpr_write_b32 a16, v24
	v_accvgpr_write_b32 a17, v25
	v_accvgpr_write_b32 a18, v26
	v_accvgpr_write_b32 a19, v27
	v_accvgpr_write_b32 a20, v28
	v_accvgpr_write_b32 a21, v29
	v_accvgpr_write_b32 a22, v30
	v_accvgpr_write_b32 a23, v31
	v_accvgpr_read_b32 v16, a24
	v_accvgpr_read_b32 v17, a25
	v_accvgpr_read_b32 v18, a26
	v_accvgpr_read_b32 v19, a27
	v_accvgpr_read_b32 v20, a28
	v_accvgpr_read_b32 v21, a29
	v_accvgpr_read_b32 v22, a30
	v_accvgpr_read_b32 v23, a31
	v_accvgpr_read_b32 v24, a32
	v_accvgpr_read_b32 v25, a33
	v_accvgpr_read_b32 v26, a34
	v_accvgpr_read_b32 v27, a35
	v_accvgpr_read_b32 v28, a36
	v_accvgpr_read_b32 v29, a37
	v_accvgpr_read_b32 v30, a38
	v_accvgpr_read_b32 v31, a39
	s_cbranch_scc1 .LBB0_23
; %bb.22:                               ; %.critedge12
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	scratch_load_dword v4, off, off offset:212 ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dword v6, off, off offset:196 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:188 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v12, a116
	v_accvgpr_read_b32 v13, a117
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s10, 0x83e0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v8, s8, v4
	scratch_load_dword v4, off, off offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v0, s8, v0
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v0, v0, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[12:13], 0, v[0:1]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v6, s8, v6
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, s8, v2
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v6, v6, s28
	v_mul_lo_u32 v2, v2, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], v[12:13], 0, v[6:7]
	v_lshl_add_u64 v[2:3], v[12:13], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s10, 0x9420
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v9, s8, v4
	scratch_load_dword v4, off, off offset:216 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v10, s8, v4
	scratch_load_dword v4, off, off offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v11, s8, v4
	scratch_load_dword v4, off, off offset:200 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v6, v11, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, s8, v4
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v4, v4, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[12:13], 0, v[4:5]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[4:5], off
	s_add_i32 m0, s10, 0xa460
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v4, v10, s11
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[2:3], off
	s_add_i32 m0, s10, 0xb4a0
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v2, v8, s11
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[0:1], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v0, v9, s11
	v_accvgpr_read_b32 v8, a114
	v_accvgpr_read_b32 v9, a115
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[6:7]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s12
	; asyncmark
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[4:5]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s12, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[4:5], off
	s_add_i32 m0, s12, 0x2100
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[0:1], off
	s_add_i32 m0, s12, 0x3180
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_23:                               ; %.critedge22
	.loc	1 0 17                          ; triton_peers.py:0:17
	v_accvgpr_read_b32 v0, a118
	v_accvgpr_read_b32 v2, a52
	; asyncmark
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	scratch_load_dword v1, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:12 ; 4-byte Folded Reload
.Ltmp60:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_cndmask_b32_e32 v33, v0, v2, vcc
.Ltmp61:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	scratch_load_dword v2, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off         ; 4-byte Folded Reload
	s_mov_b32 s0, 0xc0c0004
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v0, v81, v50
.Ltmp63:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(4)
	v_perm_b32 v10, v116, v127, s0
.Ltmp64:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v0, v80, v124
.Ltmp65:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v7, v75, v87, s0
.Ltmp66:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_cndmask_b32_e32 v0, v80, v0, vcc
	v_accvgpr_write_b32 a56, v0
.Ltmp67:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshl_or_b32 v0, s19, 5, v72
.Ltmp68:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v5, v77, v123, s0
	v_perm_b32 v8, v74, v86, s0
	v_perm_b32 v9, v125, v126, s0
.Ltmp69:
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v11, s16, v0
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v0, 3, v122
.Ltmp70:
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v6, v76, v120, s0
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	v_accvgpr_write_b32 a57, v11
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v12, v64, v73, s0
	v_perm_b32 v14, v89, v107, s0
	v_perm_b32 v88, v88, v48, s0
	v_lshl_or_b32 v88, v88, 16, v12
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v12, 0xff800000
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(3)
	v_perm_b32 v1, v85, v1, s0
	v_lshl_or_b32 v87, v10, 16, v1
	v_perm_b32 v1, v117, v121, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v4, v82, v4, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v83, v3, s0
	v_lshl_or_b32 v85, v1, 16, v3
	v_perm_b32 v1, v105, v118, s0
	v_perm_b32 v2, v84, v2, s0
	v_lshl_or_b32 v84, v1, 16, v4
	v_perm_b32 v1, v97, v103, s0
	v_perm_b32 v3, v92, v94, s0
	v_lshl_or_b32 v86, v9, 16, v2
	v_lshl_or_b32 v83, v1, 16, v5
	v_perm_b32 v1, v96, v102, s0
	v_lshl_or_b32 v80, v3, 16, v8
	v_perm_b32 v3, v71, v113, s0
	v_perm_b32 v5, v115, v119, s0
	v_accvgpr_read_b32 v9, a77
	v_lshl_or_b32 v82, v1, 16, v6
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v97, s8, v0
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v0, v93, v95, s0
	v_perm_b32 v6, v104, v106, s0
	v_lshl_or_b32 v95, v5, 16, v3
	v_perm_b32 v3, v70, v101, s0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v106, 0, v9
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_lshl_or_b32 v94, v6, 16, v3
	v_perm_b32 v6, v99, v100, s0
	v_perm_b32 v8, v69, v98, s0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[98:101], v106 offset:33760
	ds_read_b128 v[102:105], v106 offset:33792
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v9, v68, v111, s0
	v_perm_b32 v10, v112, v114, s0
	v_lshl_or_b32 v81, v0, 16, v7
	v_lshl_or_b32 v92, v10, 16, v9
	v_perm_b32 v9, v67, v91, s0
	v_perm_b32 v10, v109, v110, s0
	.loc	1 106 47                        ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s9, v11
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_lshl_or_b32 v91, v10, 16, v9
	v_perm_b32 v9, v66, v79, s0
	v_perm_b32 v11, v65, v78, s0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[80:87], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[98:101], v106 offset:33824
	ds_read_b128 v[102:105], v106 offset:33856
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v10, v90, v108, s0
	v_lshl_or_b32 v93, v6, 16, v8
	v_lshl_or_b32 v90, v10, 16, v9
	v_lshl_or_b32 v89, v14, 16, v11
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 1, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v97, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 2, v97
	v_add_u32_e32 v2, 3, v97
	v_add_u32_e32 v4, 8, v97
	v_add_u32_e32 v3, 9, v97
	v_add_u32_e32 v5, 10, v97
	v_add_u32_e32 v7, 11, v97
	v_add_u32_e32 v6, 16, v97
	v_add_u32_e32 v8, 17, v97
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[88:95], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v13, 18, v97
	v_add_u32_e32 v9, 19, v97
	v_add_u32_e32 v10, 24, v97
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[108:111], v106 offset:33888
	ds_read_b128 v[112:115], v106 offset:33920
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v15, 25, v97
	v_add_u32_e32 v11, 26, v97
	v_add_u32_e32 v14, 27, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 11
	v_cndmask_b32_e32 v120, v12, v64, vcc
	v_cmp_le_i32_e32 vcc, v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 34, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v122, v12, v65, vcc
	v_cmp_le_i32_e32 vcc, v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 32, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v96
	v_cndmask_b32_e32 v121, v12, v66, vcc
	v_cmp_le_i32_e32 vcc, v2, v96
	s_nop 1
	v_cndmask_b32_e32 v123, v12, v67, vcc
	v_cmp_le_i32_e32 vcc, v4, v96
	s_nop 1
	v_cndmask_b32_e32 v50, v12, v68, vcc
	v_cmp_le_i32_e32 vcc, v3, v96
	s_nop 1
	v_cndmask_b32_e32 v60, v12, v69, vcc
	v_cmp_le_i32_e32 vcc, v5, v96
	s_nop 1
	v_cndmask_b32_e32 v59, v12, v70, vcc
	v_cmp_le_i32_e32 vcc, v7, v96
	s_nop 1
	v_cndmask_b32_e32 v61, v12, v71, vcc
	v_cmp_le_i32_e32 vcc, v6, v96
	s_nop 1
	v_cndmask_b32_e32 v48, v12, v72, vcc
	v_cmp_le_i32_e32 vcc, v8, v96
	s_nop 1
	v_cndmask_b32_e32 v49, v12, v73, vcc
	v_cmp_le_i32_e32 vcc, v13, v96
	s_nop 1
	v_cndmask_b32_e32 v32, v12, v74, vcc
	v_cmp_le_i32_e32 vcc, v9, v96
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[2:5], v106 offset:33952
	ds_read_b128 v[6:9], v106 offset:33984
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v58, v12, v75, vcc
	v_cmp_le_i32_e32 vcc, v10, v96
	s_nop 1
	v_cndmask_b32_e32 v52, v12, v76, vcc
	v_cmp_le_i32_e32 vcc, v15, v96
	s_nop 1
	v_cndmask_b32_e32 v13, v12, v77, vcc
	v_cmp_le_i32_e32 vcc, v11, v96
	s_nop 1
	v_cndmask_b32_e32 v55, v12, v78, vcc
	v_cmp_le_i32_e32 vcc, v14, v96
	s_nop 1
	v_cndmask_b32_e32 v51, v12, v79, vcc
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[108:115], v[80:87], 0
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 35, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 40, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 41, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 42, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 43, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 48, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 49, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v1, v96
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[2:9], v[88:95], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 50, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 51, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 56, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 57, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 58, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 59, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v1, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v1, 33, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 6
	v_cndmask_b32_e64 v117, v12, v64, s[34:35]
	v_cmp_le_i32_e64 s[34:35], v1, v96
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v106 offset:34272
	ds_read_b128 v[4:7], v106 offset:34304
	ds_read_b128 v[98:101], v106 offset:34336
	ds_read_b128 v[102:105], v106 offset:34368
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v116, v12, v65, s[34:35]
	v_cndmask_b32_e32 v118, v12, v66, vcc
	v_cndmask_b32_e64 v126, v12, v67, s[0:1]
	v_cndmask_b32_e64 v56, v12, v68, s[2:3]
	v_cndmask_b32_e64 v57, v12, v69, s[4:5]
	v_cndmask_b32_e64 v15, v12, v70, s[6:7]
	v_cndmask_b32_e64 v54, v12, v71, s[8:9]
	v_cndmask_b32_e64 v53, v12, v72, s[10:11]
	v_cndmask_b32_e64 v14, v12, v73, s[12:13]
	v_cndmask_b32_e64 v10, v12, v74, s[20:21]
	v_cndmask_b32_e64 v11, v12, v75, s[22:23]
	v_cndmask_b32_e64 v8, v12, v76, s[24:25]
	v_cndmask_b32_e64 v9, v12, v77, s[26:27]
	v_cndmask_b32_e64 v62, v12, v78, s[28:29]
	v_cndmask_b32_e64 v63, v12, v79, s[30:31]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[80:87], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x41, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x42, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x43, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x48, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x49, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x4a, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x4b, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x50, v97
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[88:95], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x51, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x52, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x53, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x58, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x59, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x5a, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x5b, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 64, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v0, v96
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v106 offset:34400
	ds_read_b128 v[4:7], v106 offset:34432
	ds_read_b128 a[0:3], v106 offset:34464
	ds_read_b128 a[4:7], v106 offset:34496
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v98, v12, v64, s[36:37]
	v_cndmask_b32_e32 v99, v12, v65, vcc
	v_cndmask_b32_e64 v100, v12, v66, s[0:1]
	v_cndmask_b32_e64 v101, v12, v67, s[2:3]
	v_cndmask_b32_e64 v102, v12, v68, s[4:5]
	v_cndmask_b32_e64 v103, v12, v69, s[6:7]
	v_cndmask_b32_e64 v104, v12, v70, s[8:9]
	v_cndmask_b32_e64 v105, v12, v71, s[10:11]
	v_cndmask_b32_e64 v113, v12, v72, s[12:13]
	v_cndmask_b32_e64 v107, v12, v73, s[20:21]
	v_cndmask_b32_e64 v114, v12, v74, s[22:23]
	v_cndmask_b32_e64 v115, v12, v75, s[24:25]
	v_cndmask_b32_e64 v127, v12, v76, s[26:27]
	v_cndmask_b32_e64 v119, v12, v77, s[28:29]
	v_cndmask_b32_e64 v34, v12, v78, s[30:31]
	v_cndmask_b32_e64 v35, v12, v79, s[34:35]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[80:87], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x61, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x62, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x63, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x68, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x69, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x6a, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x6b, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x70, v97
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x71, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x72, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x73, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x78, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x79, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x7a, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x7b, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x60, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v0, v96
.Ltmp71:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v0, v120, v122, v121
	v_max3_f32 v1, v123, v50, v60
	v_max3_f32 v2, v59, v61, v48
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v49, v32, v58
	v_max3_f32 v2, v52, v13, v55
	v_max3_f32 v3, v51, v117, v116
	v_max3_f32 v1, v1, v2, v3
	v_max3_f32 v2, v118, v126, v56
	v_max3_f32 v3, v57, v15, v54
	v_max3_f32 v4, v53, v14, v10
	v_max3_f32 v2, v2, v3, v4
	v_max3_f32 v3, v11, v8, v9
	v_max3_f32 v4, v62, v63, v98
	v_max3_f32 v5, v99, v100, v101
.Ltmp72:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v81, v12, v64, s[36:37]
	v_cndmask_b32_e32 v106, v12, v65, vcc
	v_cndmask_b32_e64 v124, v12, v66, s[0:1]
	v_cndmask_b32_e64 v125, v12, v67, s[2:3]
	v_cndmask_b32_e64 v110, v12, v68, s[4:5]
	v_cndmask_b32_e64 v111, v12, v69, s[6:7]
.Ltmp73:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v3, v3, v4, v5
	v_max3_f32 v4, v102, v103, v104
	v_max3_f32 v5, v105, v113, v107
	v_max3_f32 v6, v114, v115, v127
	v_max3_f32 v4, v4, v5, v6
	v_max3_f32 v5, v119, v34, v35
	v_max3_f32 v6, v81, v106, v124
	v_max3_f32 v7, v125, v110, v111
.Ltmp74:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v112, v12, v70, s[8:9]
	v_cndmask_b32_e64 v65, v12, v71, s[10:11]
.Ltmp75:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v5, v5, v6, v7
.Ltmp76:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v73, v12, v73, s[20:21]
	v_cndmask_b32_e64 v74, v12, v74, s[22:23]
	v_cndmask_b32_e64 v108, v12, v75, s[24:25]
.Ltmp77:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max_f32_e32 v2, v65, v65
	v_max_f32_e32 v3, v112, v112
.Ltmp78:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v72, v12, v72, s[12:13]
	v_cndmask_b32_e64 v109, v12, v76, s[26:27]
	v_cndmask_b32_e64 v75, v12, v77, s[28:29]
	v_cndmask_b32_e64 v76, v12, v78, s[30:31]
.Ltmp79:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v2, v3, v2
	v_max3_f32 v3, v73, v74, v108
.Ltmp80:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v77, v12, v79, s[34:35]
.Ltmp81:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v2, v2, v72, v3
	v_max3_f32 v3, v109, v75, v76
	v_max3_f32 v2, v2, v3, v77
	v_max3_f32 v0, v0, v1, v2
.Ltmp82:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp83:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp84:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v1, v33, v33
	v_max_f32_e32 v64, v1, v0
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v0, v33, v64
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v80, v0
	v_accvgpr_read_b32 v0, a8
	v_accvgpr_read_b32 v1, a9
	v_accvgpr_read_b32 v2, a10
	v_accvgpr_read_b32 v3, a11
	v_mov_b32_e32 v79, v32
	v_accvgpr_write_b32 a0, v35
	v_accvgpr_write_b32 a1, v34
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[0:1], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v0, a94
	v_accvgpr_read_b32 v1, a95
	v_accvgpr_read_b32 v2, a96
	v_accvgpr_read_b32 v3, a97
	v_pk_mul_f32 v[82:83], v[16:17], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[18:19], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[0:1], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[2:3], v[80:81] op_sel_hi:[1,0]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v120, -v64
	v_fma_f32 v1, s38, v122, -v64
	v_fma_f32 v2, s38, v121, -v64
	v_fma_f32 v3, s38, v123, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v66, v13
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v13, a21
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[44:45], v[12:13], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v12, a106
	v_accvgpr_read_b32 v13, a107
	v_mov_b32_e32 v78, v48
	v_pk_mul_f32 v[94:95], v[28:29], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[12:13], v[80:81] op_sel_hi:[1,0]
.Ltmp85:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[12:13], v[0:1], v[2:3]
.Ltmp86:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v48, v0, v1, 1.0
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v50, -v64
	v_fma_f32 v1, s38, v60, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v48, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v59, -v64
	v_fma_f32 v3, s38, v61, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v67, v15
	v_mov_b32_e32 v68, v14
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v15, a23
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[46:47], v[14:15], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v14, a108
	v_accvgpr_read_b32 v15, a109
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v50, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[96:97], v[30:31], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[14:15], v[80:81] op_sel_hi:[1,0]
.Ltmp87:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[14:15], v[0:1], v[2:3]
.Ltmp88:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v50, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v78, -v64
	v_fma_f32 v1, s38, v49, -v64
	v_fma_f32 v2, s38, v79, -v64
	v_fma_f32 v3, s38, v58, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v70, v10
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v49, v0, v1, 1.0
	v_mov_b32_e32 v69, v11
.Ltmp89:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[78:79], v[0:1], v[2:3]
.Ltmp90:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v52, -v64
	v_fma_f32 v1, s38, v66, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v49, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v55, -v64
	v_fma_f32 v3, s38, v51, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v51, v0, v1, 1.0
	v_accvgpr_write_b32 a2, v9
	v_mov_b32_e32 v71, v8
.Ltmp91:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[122:123], v[0:1], v[2:3]
.Ltmp92:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v51, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v117, -v64
	v_fma_f32 v1, s38, v116, -v64
	v_fma_f32 v2, s38, v118, -v64
	v_fma_f32 v3, s38, v126, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v4, a12
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v52, v0, v1, 1.0
	v_accvgpr_read_b32 v5, a13
.Ltmp93:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[120:121], v[0:1], v[2:3]
.Ltmp94:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v56, -v64
	v_fma_f32 v1, s38, v57, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v52, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v67, -v64
	v_fma_f32 v3, s38, v54, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v54, v0, v1, 1.0
	v_accvgpr_read_b32 v6, a14
	v_accvgpr_read_b32 v7, a15
.Ltmp95:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[66:67], v[0:1], v[2:3]
.Ltmp96:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v54, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v53, -v64
	v_fma_f32 v1, s38, v68, -v64
	v_fma_f32 v2, s38, v70, -v64
	v_fma_f32 v3, s38, v69, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v8, a16
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v53, v0, v1, 1.0
	v_accvgpr_read_b32 v9, a17
.Ltmp97:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[68:69], v[0:1], v[2:3]
	v_accvgpr_read_b32 v1, a2
.Ltmp98:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v53, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v71, -v64
	v_fma_f32 v1, s38, v1, -v64
	v_fma_f32 v2, s38, v62, -v64
	v_fma_f32 v3, s38, v63, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v10, a18
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v55, v0, v1, 1.0
	v_accvgpr_read_b32 v11, a19
.Ltmp99:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[70:71], v[0:1], v[2:3]
.Ltmp100:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v98, -v64
	v_fma_f32 v1, s38, v99, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v55, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v100, -v64
	v_fma_f32 v3, s38, v101, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v56, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[36:37], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[6:7], v[80:81] op_sel_hi:[1,0]
.Ltmp101:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[98:99], v[0:1], v[2:3]
.Ltmp102:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v56, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v102, -v64
	v_fma_f32 v1, s38, v103, -v64
	v_fma_f32 v2, s38, v104, -v64
	v_fma_f32 v3, s38, v105, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[40:41], v[8:9], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v58, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[42:43], v[10:11], v[80:81] op_sel_hi:[1,0]
.Ltmp103:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[100:101], v[0:1], v[2:3]
.Ltmp104:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v113, -v64
	v_fma_f32 v1, s38, v107, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v58, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v114, -v64
	v_fma_f32 v3, s38, v115, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v57, v0, v1, 1.0
	v_accvgpr_read_b32 v4, a98
	v_accvgpr_read_b32 v5, a99
.Ltmp105:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[102:103], v[0:1], v[2:3]
.Ltmp106:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v57, v2, v3, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v2, a1
	v_accvgpr_read_b32 v3, a0
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v127, -v64
	v_fma_f32 v1, s38, v119, -v64
	v_fma_f32 v2, s38, v2, -v64
	v_fma_f32 v3, s38, v3, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v6, a100
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v59, v0, v1, 1.0
	v_accvgpr_read_b32 v7, a101
.Ltmp107:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[104:105], v[0:1], v[2:3]
.Ltmp108:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v81, -v64
	v_fma_f32 v1, s38, v106, -v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v59, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v124, -v64
	v_fma_f32 v3, s38, v125, -v64
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v8, a102
	v_accvgpr_read_b32 v9, a103
	v_accvgpr_read_b32 v10, a104
	v_accvgpr_read_b32 v11, a105
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v60, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[86:87], v[20:21], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[88:89], v[22:23], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[90:91], v[24:25], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[26:27], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[80:81] op_sel_hi:[1,0]
.Ltmp109:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[106:107], v[0:1], v[2:3]
.Ltmp110:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v60, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v110, -v64
	v_fma_f32 v1, s38, v111, -v64
	v_fma_f32 v2, s38, v112, -v64
	v_fma_f32 v3, s38, v65, -v64
	v_fma_f32 v4, s38, v72, -v64
	v_fma_f32 v5, s38, v73, -v64
	v_fma_f32 v6, s38, v74, -v64
	v_fma_f32 v7, s38, v108, -v64
	v_fma_f32 v8, s38, v109, -v64
	v_fma_f32 v9, s38, v75, -v64
	v_fma_f32 v10, s38, v76, -v64
	v_fma_f32 v11, s38, v77, -v64
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v108, v0
	v_exp_f32_e32 v109, v1
	v_exp_f32_e32 v110, v2
	v_exp_f32_e32 v111, v3
	v_exp_f32_e32 v112, v4
	v_exp_f32_e32 v113, v5
	v_exp_f32_e32 v114, v6
	v_exp_f32_e32 v115, v7
	v_exp_f32_e32 v116, v8
	v_exp_f32_e32 v117, v9
	v_exp_f32_e32 v118, v10
	v_exp_f32_e32 v119, v11
	v_accvgpr_read_b32 v0, a76
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0, v0
	ds_read_b64_tr_b8 v[2:3], v0
	ds_read_b64_tr_b8 a[16:17], v0 offset:32
	ds_read_b64_tr_b8 a[24:25], v0 offset:64
	ds_read_b64_tr_b8 a[0:1], v0 offset:96
	ds_read_b64_tr_b8 v[4:5], v0 offset:8448
	ds_read_b64_tr_b8 a[18:19], v0 offset:8480
	ds_read_b64_tr_b8 a[26:27], v0 offset:8512
	ds_read_b64_tr_b8 a[2:3], v0 offset:8544
	ds_read_b64_tr_b8 v[6:7], v0 offset:256
	ds_read_b64_tr_b8 a[20:21], v0 offset:288
	ds_read_b64_tr_b8 a[28:29], v0 offset:320
	ds_read_b64_tr_b8 a[4:5], v0 offset:352
	ds_read_b64_tr_b8 v[8:9], v0 offset:8704
	ds_read_b64_tr_b8 a[22:23], v0 offset:8736
	ds_read_b64_tr_b8 a[30:31], v0 offset:8768
	ds_read_b64_tr_b8 a[6:7], v0 offset:8800
	ds_read_b64_tr_b8 a[32:33], v0 offset:512
	ds_read_b64_tr_b8 a[40:41], v0 offset:544
	ds_read_b64_tr_b8 a[48:49], v0 offset:576
	ds_read_b64_tr_b8 a[8:9], v0 offset:608
	ds_read_b64_tr_b8 a[34:35], v0 offset:8960
	ds_read_b64_tr_b8 a[42:43], v0 offset:8992
	ds_read_b64_tr_b8 a[50:51], v0 offset:9024
	ds_read_b64_tr_b8 a[10:11], v0 offset:9056
	ds_read_b64_tr_b8 a[36:37], v0 offset:768
	ds_read_b64_tr_b8 a[44:45], v0 offset:800
	ds_read_b64_tr_b8 a[52:53], v0 offset:832
	ds_read_b64_tr_b8 a[12:13], v0 offset:864
	ds_read_b64_tr_b8 a[38:39], v0 offset:9216
	ds_read_b64_tr_b8 a[46:47], v0 offset:9248
	ds_read_b64_tr_b8 a[54:55], v0 offset:9280
	ds_read_b64_tr_b8 a[14:15], v0 offset:9312
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v48, v49
	v_permlane32_swap_b32_e32 v50, v51
	v_permlane32_swap_b32_e32 v52, v53
	v_permlane32_swap_b32_e32 v54, v55
.Ltmp111:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[0:1], v[108:109], v[110:111]
	v_accvgpr_read_b32 v10, a68
.Ltmp112:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[82:97], v[2:9], v[48:55], v[82:97]
.Ltmp113:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v2, v112, v114
	v_add_f32_e64 v3, v113, v115
	v_add_f32_e64 v4, v116, v118
	v_add_f32_e64 v5, v117, v119
	v_add_f32_e64 v6, v12, v14
	v_add_f32_e64 v7, v13, v15
	v_add_f32_e64 v8, v78, v122
	v_add_f32_e64 v9, v79, v123
	v_add_f32_e64 v72, v106, v0
	v_add_f32_e64 v73, v107, v1
	v_add_f32_e64 v74, v2, v4
	v_add_f32_e64 v75, v3, v5
	v_add_f32_e64 v76, v6, v8
	v_add_f32_e64 v77, v7, v9
	v_accvgpr_read_b32 v0, a58
	v_accvgpr_read_b32 v1, a59
	v_accvgpr_read_b32 v2, a60
	v_accvgpr_read_b32 v3, a61
	v_accvgpr_read_b32 v4, a62
	v_accvgpr_read_b32 v5, a63
	v_accvgpr_read_b32 v6, a64
	v_accvgpr_read_b32 v7, a65
	v_accvgpr_read_b32 v8, a66
	v_accvgpr_read_b32 v9, a67
	v_accvgpr_read_b32 v11, a69
	v_accvgpr_read_b32 v12, a70
	v_accvgpr_read_b32 v13, a71
	v_accvgpr_read_b32 v14, a72
	v_accvgpr_read_b32 v15, a73
.Ltmp114:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[0:1], v[0:1], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[48:55], v[32:47]
.Ltmp115:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v64, v120, v66
	v_add_f32_e64 v65, v121, v67
	v_add_f32_e64 v66, v68, v70
	v_add_f32_e64 v67, v69, v71
	v_add_f32_e64 v68, v98, v100
	v_add_f32_e64 v69, v99, v101
	v_add_f32_e64 v70, v102, v104
	v_add_f32_e64 v71, v103, v105
.Ltmp116:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v62, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v61, v112, v113, 1.0
	v_cvt_scalef32_pk_fp8_f32 v63, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v62, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v61, v114, v115, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v63, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v56, v57
	v_permlane32_swap_b32_e32 v58, v59
	v_permlane32_swap_b32_e32 v60, v61
	v_permlane32_swap_b32_e32 v62, v63
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[48:55], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[24:31], v[48:55], v[16:31]
.Ltmp117:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v48, v64, v66
	v_add_f32_e64 v49, v65, v67
	v_add_f32_e64 v50, v68, v70
	v_add_f32_e64 v51, v69, v71
	v_add_f32_e64 v52, v72, v74
	v_add_f32_e64 v53, v73, v75
	v_add_f32_e64 v48, v76, v48
	v_add_f32_e64 v49, v77, v49
	v_add_f32_e64 v50, v50, v52
	v_add_f32_e64 v51, v51, v53
	v_add_f32_e64 v48, v48, v50
	v_add_f32_e64 v49, v49, v51
.Ltmp118:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v48, v48, v49
.Ltmp119:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v49, v48
	s_nop 1
	v_permlane32_swap_b32_e32 v48, v49
.Ltmp120:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v48, v48, v49
	v_accvgpr_read_b32 v49, a56
.Ltmp121:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v48, v49, v80
.Ltmp122:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v49, s[0:1], v48, v48, s39
.Ltmp123:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[40:47], v[56:63], v[32:47]
.Ltmp124:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_rcp_f32_e32 v50, v49
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v51, -v49, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, s39, v48, s39
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v49, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_fma_f32 v49, -v49, v52, v51
	v_div_fmas_f32 v49, v49, v50, v52
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_fixup_f32 v48, v49, v48, s39
.Ltmp125:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[56:63], v[0:15]
.Ltmp126:
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v66, v48, v32
	v_mul_f32_e64 v67, v48, v33
	v_mul_f32_e64 v32, v48, v42
	v_mul_f32_e64 v33, v48, v43
	v_mul_f32_e64 v42, v48, v44
	v_mul_f32_e64 v43, v48, v45
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v36, v48, v36
	v_mul_f32_e64 v37, v48, v37
	v_mul_f32_e64 v38, v48, v38
	v_mul_f32_e64 v39, v48, v39
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s1, s3, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[68:69], v[48:49], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[48:49], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[48:49], v[46:47] op_sel_hi:[0,1]
.Ltmp127:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[82:97], a[32:39], v[56:63], v[82:97]
.Ltmp128:
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v44, v48, v0
	v_mul_f32_e64 v45, v48, v1
	v_accvgpr_read_b32 v0, a57
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s33
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 152 15 is_stmt 1              ; triton_peers.py:152:15
	v_mul_f32_e64 v46, v48, v2
	v_mul_f32_e64 v47, v48, v3
	v_mul_f32_e64 v70, v48, v4
	v_mul_f32_e64 v71, v48, v5
	v_mul_f32_e64 v72, v48, v6
	v_mul_f32_e64 v73, v48, v7
	v_mul_f32_e64 v74, v48, v8
	v_mul_f32_e64 v75, v48, v9
	v_pk_mul_f32 v[76:77], v[48:49], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[48:49], v[12:13] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v10, v36, v37
	v_cvt_pk_bf16_f32 v11, v38, v39
.Ltmp129:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[48:55], v[56:63], v[16:31]
.Ltmp130:
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[80:81], 1, s[0:1]
	v_accvgpr_read_b32 v38, a92
	v_mov_b32_e32 v39, 0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v50, v48, v82
	v_mul_f32_e64 v51, v48, v83
	v_mul_f32_e64 v52, v48, v84
	v_mul_f32_e64 v53, v48, v85
	v_mul_f32_e64 v54, v48, v86
	v_mul_f32_e64 v55, v48, v87
	v_mul_f32_e64 v56, v48, v88
	v_mul_f32_e64 v57, v48, v89
	v_mul_f32_e64 v58, v48, v90
	v_mul_f32_e64 v59, v48, v91
	v_pk_mul_f32 v[60:61], v[48:49], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[48:49], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[48:49], v[96:97] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v50, v51
	v_cvt_pk_bf16_f32 v1, v52, v53
	v_cvt_pk_bf16_f32 v2, v54, v55
	v_cvt_pk_bf16_f32 v3, v56, v57
	v_cvt_pk_bf16_f32 v4, v58, v59
	v_cvt_pk_bf16_f32 v5, v60, v61
	v_cvt_pk_bf16_f32 v6, v62, v63
	v_cvt_pk_bf16_f32 v7, v64, v65
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[16:17], v[48:49], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[48:49], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[48:49], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[48:49], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[48:49], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[48:49], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[48:49], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[48:49], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[48:49], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v8, v66, v67
	v_cvt_pk_bf16_f32 v9, v68, v69
	v_cvt_pk_bf16_f32 v12, v40, v41
	v_cvt_pk_bf16_f32 v14, v42, v43
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[38:39]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v32, v33
	v_cvt_pk_bf16_f32 v15, v34, v35
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cvt_pk_bf16_f32 v18, v20, v21
	v_cvt_pk_bf16_f32 v19, v22, v23
	v_cvt_pk_bf16_f32 v20, v24, v25
	v_cvt_pk_bf16_f32 v21, v26, v27
	v_cvt_pk_bf16_f32 v22, v28, v29
	v_cvt_pk_bf16_f32 v23, v30, v31
	v_cvt_pk_bf16_f32 v24, v44, v45
	v_cvt_pk_bf16_f32 v25, v46, v47
	v_cvt_pk_bf16_f32 v26, v70, v71
	v_cvt_pk_bf16_f32 v27, v72, v73
	v_cvt_pk_bf16_f32 v28, v74, v75
	v_cvt_pk_bf16_f32 v29, v76, v77
	v_cvt_pk_bf16_f32 v30, v78, v79
	v_cvt_pk_bf16_f32 v31, v48, v49
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	v_permlane32_swap_b32_e32 v24, v26
	v_permlane32_swap_b32_e32 v25, v27
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[36:37], v[0:3], off
	global_store_dwordx4 v[36:37], v[4:7], off offset:32
	global_store_dwordx4 v[36:37], v[8:11], off offset:64
	global_store_dwordx4 v[36:37], v[12:15], off offset:96
	global_store_dwordx4 v[36:37], v[16:19], off offset:128
	global_store_dwordx4 v[36:37], v[20:23], off offset:160
	global_store_dwordx4 v[36:37], v[24:27], off offset:192
	global_store_dwordx4 v[36:37], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp131:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 224
		.amdhsa_kernarg_size 376
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 128
		.amdhsa_reserve_vcc 1
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
	.set .Lattn_fwd.num_vgpr, 128
	.set .Lattn_fwd.num_agpr, 128
	.set .Lattn_fwd.numbered_sgpr, 42
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 224
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 20328
; TotalNumSgprs: 48
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 224
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0xb8 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x92 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	147                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	107                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x59:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x66:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x72:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x81:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	145                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x8d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	107                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x99:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges7                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xa6:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges8                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0xb2:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges9                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_peers.py"               ; string offset=7 ; triton_peers.py
.Linfo_string2:
	.asciz	"/work/wt/peers/benchmarks"     ; string offset=23 ; /work/wt/peers/benchmarks
.Linfo_string3:
	.asciz	"attn_fwd"                      ; string offset=49 ; attn_fwd
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     128
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .value_kind:     by_value
      - .offset:         88
        .size:           4
        .value_kind:     by_value
      - .offset:         92
        .size:           4
        .value_kind:     by_value
      - .offset:         96
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .offset:         120
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         124
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         128
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         132
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         134
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         136
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         138
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         140
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         142
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         160
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         168
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         176
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         184
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         200
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         208
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         216
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         224
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         232
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         320
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 376
    .max_flat_workgroup_size: 256
    .name:           attn_fwd
    .private_segment_fixed_size: 224
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 65
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
