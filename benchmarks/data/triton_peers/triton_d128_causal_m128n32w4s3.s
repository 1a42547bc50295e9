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
; %bb.38:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.39:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x28
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_load_dword s29, s[4:5], 0x50
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s22
	v_cvt_f32_u32_e32 v1, s2
	v_and_b32_e32 v4, 0x3ff, v0
	s_xor_b32 s3, s17, s22
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s7, v4
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s19, 0, s2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s22, s7, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s6, s17
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s3, s3, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v5, 63, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v104, 4, v4
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s19, s19, s7
	s_mul_hi_u32 s19, s7, s19
	s_add_i32 s7, s7, s19
	s_mul_hi_u32 s7, s6, s7
	s_mul_i32 s19, s7, s2
	s_sub_i32 s6, s6, s19
	s_add_i32 s28, s7, 1
	s_sub_i32 s19, s6, s2
	s_cmp_ge_u32 s6, s2
	s_cselect_b32 s7, s28, s7
	s_cselect_b32 s6, s19, s6
	s_add_i32 s19, s7, 1
	s_cmp_ge_u32 s6, s2
	s_cselect_b32 s2, s19, s7
	s_xor_b32 s2, s2, s3
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_lshl_b32 s19, s22, 6
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_sub_i32 s30, s2, s3
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v1, s19, v5
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s2, s23, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s28, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v32, 3, v1
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s3, s2, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s28, v32
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s8, s2
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s6, s24, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v8, 32, v32
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s3, s9, s3
	s_ashr_i32 s7, s6, 31
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s25
	.loc	1 129 18 is_stmt 1              ; triton_peers.py:129:18
	v_or_b32_e32 v3, s28, v8
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s2, s6
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_lshl_add_u32 v10, s25, 6, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s3, s3, s7
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v6, v3, s25
	v_lshl_add_u32 v12, s25, 5, v10
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_and_b32_e32 v2, 0x70, v104
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v3, 0
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[16:19], v[14:15], off
	global_load_dwordx4 v[20:23], v[6:7], off
	global_load_dwordx4 v[24:27], v[10:11], off
	global_load_dwordx4 v[28:31], v[12:13], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_and_b32_e32 v6, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v0, 32, v0
	s_movk_i32 s2, 0x70
	v_accvgpr_write_b32 a88, v6
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v6, 7, v6
	v_lshlrev_b32_e32 v105, 3, v4
	v_accvgpr_write_b32 a87, v0
	v_lshrrev_b32_e32 v0, 1, v0
	s_movk_i32 s3, 0x60
	.loc	1 137 22 is_stmt 1              ; triton_peers.py:137:22
	s_mul_i32 s6, s26, s18
	v_accvgpr_write_b32 a16, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v7, v105, v0, s2 bitop3:0x6c
	v_lshl_or_b32 v0, s22, 12, v6
	v_or_b32_e32 v9, v0, v7
	v_bitop3_b32 v0, v0, s3, v7 bitop3:0x36
	v_lshlrev_b32_e32 v13, 4, v1
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s6, 31
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v14, v13, v1, s2 bitop3:0x78
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s2, s30, s27
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_add_u32 s6, s10, s6
	s_addc_u32 s3, s11, s3
	s_ashr_i32 s7, s2, 31
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_add_u32_e32 v10, 0, v9
	v_xad_u32 v11, v9, 32, 0
	v_xad_u32 v9, v9, 64, 0
	v_add_u32_e32 v12, 0, v0
.Ltmp4:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v32, s0
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v15, 0, v14
.Ltmp6:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_sub_u32_e32 v13, v14, v13
.Ltmp7:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s2, s6, s2
.Ltmp8:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
.Ltmp9:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s3, s3, s7
.Ltmp10:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
.Ltmp11:
	.loc	1 142 16                        ; triton_peers.py:142:16
	s_sub_i32 s24, s21, s20
.Ltmp12:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
.Ltmp13:
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s16, s24, s28
.Ltmp14:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_cmp_gt_i32_e64 s[6:7], s16, 0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s16, 0
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s33, s22, 10
.Ltmp15:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v15, v[16:19]
	s_waitcnt vmcnt(2)
	ds_write_b128 v15, v[20:23] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v15, v[24:27] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v15, v[28:31] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[22:25], v10
	ds_read_b128 v[26:29], v11
	ds_read_b128 v[14:17], v9
	.loc	1 137 22                        ; triton_peers.py:137:22
	ds_read_b128 v[18:21], v12
.Ltmp16:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 4, v13
	v_add_u32_e32 v107, v9, v5
	v_lshlrev_b32_e32 v106, 2, v107
	ds_bpermute_b32 v0, v106, v0
	ds_bpermute_b32 v1, v106, v1
	v_lshrrev_b64 v[10:11], v107, s[6:7]
	v_and_b32_e32 v9, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_add_i32 m0, s33, 0x3160
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.Ltmp17:
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_mul_i32 s1, s1, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s6, s1, 31
	s_add_u32 s1, s12, s1
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s30, s30, s29
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s7, s13, s6
	s_ashr_i32 s10, s30, 31
	s_load_dword s23, s[4:5], 0x54
	s_add_u32 s6, s1, s30
	s_addc_u32 s7, s7, s10
.Ltmp18:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v0, 1, v4
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[8:9], s[8:9], exec
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v65, 28, v0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s1, 1, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v10, s22, v65
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s1, 1
	s_mul_i32 s42, s22, 0x420
	; asyncmark
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v0, v10, s23
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s42
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_4:
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v8, s0
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_bpermute_b32 v0, v106, v0
	ds_bpermute_b32 v1, v106, v1
	v_cmp_gt_i32_e64 s[10:11], s16, 32
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s16, 32
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_lshrrev_b64 v[8:9], v107, s[10:11]
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	; asyncmark
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_add_i32 m0, s33, 0x4160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[0:1], off
.LBB0_6:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[10:11]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s1, 1, 0
	v_accvgpr_write_b32 a86, v32
	s_cmp_lg_u32 s1, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v0, 32, v10
	v_mul_lo_u32 v0, v0, s23
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s42, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_8:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_load_dword s38, s[4:5], 0x20
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
.Ltmp19:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[12:13], 24, v[24:25]
	v_lshrrev_b64 v[34:35], 24, v[26:27]
	v_lshrrev_b64 v[44:45], 24, v[28:29]
	v_lshrrev_b64 v[112:113], 24, v[14:15]
	v_lshrrev_b64 v[32:33], 24, v[16:17]
	v_lshrrev_b64 v[40:41], 24, v[18:19]
	v_lshrrev_b64 v[50:51], 24, v[20:21]
	v_accvgpr_write_b32 a83, v1
	v_accvgpr_write_b32 a82, v0
	v_or_b32_e32 v0, v7, v6
	v_accvgpr_write_b32 a90, v10
	v_lshrrev_b32_e32 v43, 8, v22
	v_lshrrev_b64 v[120:121], 24, v[22:23]
	v_lshrrev_b32_e32 v48, 8, v23
	v_lshrrev_b32_e32 v122, 16, v23
	v_lshrrev_b32_e32 v9, 24, v23
	v_lshrrev_b32_e32 v53, 8, v24
	v_lshrrev_b32_e32 v10, 16, v24
	v_lshrrev_b32_e32 v55, 8, v25
	v_lshrrev_b32_e32 v11, 16, v25
	v_lshrrev_b32_e32 v30, 24, v25
	v_lshrrev_b32_e32 v57, 8, v26
	v_lshrrev_b32_e32 v31, 16, v26
	v_lshrrev_b32_e32 v59, 8, v27
	v_lshrrev_b32_e32 v37, 16, v27
	v_lshrrev_b32_e32 v38, 24, v27
	v_lshrrev_b32_e32 v61, 8, v28
	v_lshrrev_b32_e32 v42, 16, v28
	v_lshrrev_b32_e32 v62, 8, v29
	v_lshrrev_b32_e32 v45, 16, v29
	v_lshrrev_b32_e32 v47, 24, v29
	v_lshrrev_b32_e32 v109, 16, v15
	v_lshrrev_b32_e32 v113, 24, v15
	v_lshrrev_b32_e32 v8, 8, v16
	v_lshrrev_b32_e32 v13, 16, v16
	v_lshrrev_b32_e32 v33, 8, v17
	v_lshrrev_b32_e32 v35, 16, v17
	v_lshrrev_b32_e32 v36, 24, v17
	v_lshrrev_b32_e32 v54, 8, v18
	v_lshrrev_b32_e32 v39, 16, v18
	v_lshrrev_b32_e32 v56, 8, v19
	v_lshrrev_b32_e32 v41, 16, v19
	v_lshrrev_b32_e32 v46, 24, v19
	v_lshrrev_b32_e32 v58, 8, v20
	v_lshrrev_b32_e32 v49, 16, v20
	v_lshrrev_b32_e32 v60, 8, v21
	v_lshrrev_b32_e32 v51, 16, v21
	v_lshrrev_b32_e32 v52, 24, v21
.Ltmp20:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_sub_i32 s9, s16, 64
	v_accvgpr_write_b32 a84, v0
	v_bitop3_b32 v123, v7, 64, v6 bitop3:0x36
	s_movk_i32 s1, 0x60
	v_add_u32_e32 v0, s19, v5
.Ltmp21:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v100, 16, v22
	v_lshrrev_b32_e32 v64, 8, v14
	v_lshrrev_b32_e32 v63, 16, v14
	v_lshrrev_b32_e32 v119, 8, v15
.Ltmp22:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[114:115], s[2:3], 0, v[2:3]
	s_cmp_lt_i32 s9, 1
	v_bitop3_b32 v116, v7, 32, v6 bitop3:0x36
	v_bitop3_b32 v108, v7, s1, v6 bitop3:0x36
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v118, 0xff800000
	v_mov_b32_e32 v121, 0
	v_lshlrev_b32_e32 v117, 9, v4
	v_and_b32_e32 v110, 16, v4
	v_lshrrev_b32_e32 v66, 3, v0
	v_accvgpr_write_b32 a25, v21
	v_accvgpr_write_b32 a24, v20
	v_accvgpr_write_b32 a23, v19
	v_accvgpr_write_b32 a22, v18
	v_accvgpr_write_b32 a29, v25
	v_accvgpr_write_b32 a28, v24
	v_accvgpr_write_b32 a27, v23
	v_accvgpr_write_b32 a26, v22
	v_accvgpr_write_b32 a33, v29
	v_accvgpr_write_b32 a32, v28
	v_accvgpr_write_b32 a31, v27
	v_accvgpr_write_b32 a30, v26
	v_accvgpr_write_b32 a36, v112
	v_accvgpr_write_b32 a38, v109
	v_accvgpr_write_b32 a40, v120
	v_accvgpr_write_b32 a39, v113
	v_accvgpr_write_b32 a41, v122
	v_accvgpr_write_b32 a42, v8
	v_accvgpr_write_b32 a43, v9
	v_accvgpr_write_b32 a44, v10
	v_accvgpr_write_b32 a46, v12
	v_accvgpr_write_b32 a45, v11
	v_accvgpr_write_b32 a47, v13
	v_accvgpr_write_b32 a48, v30
	v_accvgpr_write_b32 a50, v32
	v_accvgpr_write_b32 a49, v31
	v_accvgpr_write_b32 a51, v33
	v_accvgpr_write_b32 a52, v34
	v_accvgpr_write_b32 a53, v35
	v_accvgpr_write_b32 a54, v36
	v_accvgpr_write_b32 a55, v37
	v_accvgpr_write_b32 a56, v38
	v_accvgpr_write_b32 a57, v39
	v_accvgpr_write_b32 a58, v40
	v_accvgpr_write_b32 a59, v42
	v_accvgpr_write_b32 a60, v44
	v_accvgpr_write_b32 a61, v41
	v_accvgpr_write_b32 a62, v43
	v_accvgpr_write_b32 a63, v45
	v_accvgpr_write_b32 a64, v46
	v_accvgpr_write_b32 a65, v47
	v_accvgpr_write_b32 a66, v48
	v_accvgpr_write_b32 a67, v49
	v_accvgpr_write_b32 a68, v50
	v_accvgpr_write_b32 a69, v51
	v_accvgpr_write_b32 a70, v52
	v_accvgpr_write_b32 a71, v53
	v_accvgpr_write_b32 a72, v54
	v_accvgpr_write_b32 a73, v55
	v_accvgpr_write_b32 a74, v56
	v_accvgpr_write_b32 a75, v57
	v_accvgpr_write_b32 a76, v58
	v_accvgpr_write_b32 a77, v59
	v_accvgpr_write_b32 a78, v60
	v_accvgpr_write_b32 a79, v61
	v_accvgpr_write_b32 a80, v62
	v_accvgpr_write_b32 a81, v123
	; asyncmark
	; wait_asyncmark(2)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_12
; %bb.9:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s1, 0xc0c0004
	v_perm_b32 v0, v29, v62, s1
	v_perm_b32 v1, v45, v47, s1
	v_lshl_or_b32 v87, v1, 16, v0
	v_perm_b32 v0, v28, v61, s1
	v_perm_b32 v1, v42, v44, s1
	v_lshl_or_b32 v86, v1, 16, v0
	v_perm_b32 v0, v27, v59, s1
	v_perm_b32 v1, v37, v38, s1
	v_lshl_or_b32 v85, v1, 16, v0
	v_perm_b32 v0, v26, v57, s1
	v_perm_b32 v1, v31, v34, s1
	v_lshl_or_b32 v84, v1, 16, v0
	v_perm_b32 v0, v25, v55, s1
	v_perm_b32 v1, v11, v30, s1
	v_lshl_or_b32 v83, v1, 16, v0
	v_perm_b32 v0, v24, v53, s1
	v_perm_b32 v1, v10, v12, s1
	v_lshl_or_b32 v82, v1, 16, v0
	v_perm_b32 v0, v23, v48, s1
	v_perm_b32 v1, v122, v9, s1
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v22, v43, s1
	v_perm_b32 v1, v100, v120, s1
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v21, v60, s1
	v_perm_b32 v1, v51, v52, s1
	v_lshl_or_b32 v95, v1, 16, v0
	v_perm_b32 v0, v20, v58, s1
	v_perm_b32 v1, v49, v50, s1
	v_lshl_or_b32 v94, v1, 16, v0
	v_perm_b32 v0, v19, v56, s1
	v_perm_b32 v1, v41, v46, s1
	v_lshl_or_b32 v93, v1, 16, v0
	v_perm_b32 v0, v18, v54, s1
	v_perm_b32 v1, v39, v40, s1
	v_lshl_or_b32 v92, v1, 16, v0
	v_perm_b32 v0, v17, v33, s1
	v_perm_b32 v1, v35, v36, s1
	v_lshl_or_b32 v91, v1, 16, v0
	v_perm_b32 v0, v16, v8, s1
	v_perm_b32 v1, v13, v32, s1
	v_lshl_or_b32 v90, v1, 16, v0
	v_perm_b32 v0, v15, v119, s1
	v_perm_b32 v1, v109, v113, s1
	v_lshl_or_b32 v89, v1, 16, v0
	v_perm_b32 v0, v14, v64, s1
	v_perm_b32 v1, v63, v112, s1
	v_lshl_or_b32 v88, v1, 16, v0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s22, v65
	v_accvgpr_write_b32 a17, v64
	v_or_b32_e32 v64, 64, v0
	v_accvgpr_write_b32 a85, v65
	v_mov_b32_e32 v30, 0
	v_and_b32_e32 v113, 0xc00, v117
	v_and_b32_e32 v65, 0x108, v105
	v_mul_lo_u32 v120, s23, v64
	v_or_b32_e32 v64, 64, v66
	v_accvgpr_write_b32 a35, v100
	v_accvgpr_write_b32 a37, v119
	v_accvgpr_write_b32 a21, v17
	v_accvgpr_write_b32 a20, v16
	v_accvgpr_write_b32 a19, v15
	v_accvgpr_write_b32 a18, v14
	v_accvgpr_write_b32 a34, v63
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s2, s23, 5
	s_mov_b32 s7, 0
	s_movk_i32 s8, 0x3160
	s_movk_i32 s6, 0x4160
	s_movk_i32 s1, 0x1080
	s_lshl_b32 s3, s0, 5
	s_mov_b32 s11, 1
	s_mov_b32 s10, 0
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v28, v30
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v26, v30
	v_mov_b32_e32 v27, v30
	v_mov_b32_e32 v24, v30
	v_mov_b32_e32 v25, v30
	v_mov_b32_e32 v22, v30
	v_mov_b32_e32 v23, v30
	v_mov_b32_e32 v20, v30
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v30
	v_mov_b32_e32 v16, v30
	v_mov_b32_e32 v17, v30
	v_mov_b32_e32 v62, v30
	v_mov_b32_e32 v63, v30
	v_mov_b32_e32 v60, v30
	v_mov_b32_e32 v61, v30
	v_mov_b32_e32 v58, v30
	v_mov_b32_e32 v59, v30
	v_mov_b32_e32 v56, v30
	v_mov_b32_e32 v57, v30
	v_mov_b32_e32 v54, v30
	v_mov_b32_e32 v55, v30
	v_mov_b32_e32 v52, v30
	v_mov_b32_e32 v53, v30
	v_mov_b32_e32 v50, v30
	v_mov_b32_e32 v51, v30
	v_mov_b32_e32 v48, v30
	v_mov_b32_e32 v49, v30
	v_mov_b32_e32 v46, v30
	v_mov_b32_e32 v47, v30
	v_mov_b32_e32 v44, v30
	v_mov_b32_e32 v45, v30
	v_mov_b32_e32 v42, v30
	v_mov_b32_e32 v43, v30
	v_mov_b32_e32 v40, v30
	v_mov_b32_e32 v41, v30
	v_mov_b32_e32 v38, v30
	v_mov_b32_e32 v39, v30
	v_mov_b32_e32 v36, v30
	v_mov_b32_e32 v37, v30
	v_mov_b32_e32 v34, v30
	v_mov_b32_e32 v35, v30
	v_mov_b32_e32 v32, v30
	v_mov_b32_e32 v33, v30
	v_mov_b32_e32 v14, v30
	v_mov_b32_e32 v15, v30
	v_mov_b32_e32 v12, v30
	v_mov_b32_e32 v13, v30
	v_mov_b32_e32 v10, v30
	v_mov_b32_e32 v11, v30
	v_mov_b32_e32 v8, v30
	v_mov_b32_e32 v9, v30
	v_mov_b32_e32 v6, v30
	v_mov_b32_e32 v7, v30
	v_mov_b32_e32 v4, v30
	v_mov_b32_e32 v5, v30
	v_mov_b32_e32 v2, v30
	v_mov_b32_e32 v3, v30
	v_mov_b32_e32 v0, v30
	v_mov_b32_e32 v1, v30
	v_accvgpr_write_b32 a93, v117
	v_accvgpr_write_b32 a92, v105
	v_accvgpr_write_b32 a94, v65
	v_accvgpr_write_b32 a91, v104
	v_and_b32_e32 v105, 0x80, v104
	v_lshrrev_b32_e32 v109, 5, v113
	v_accvgpr_write_b32 a89, v66
	v_mul_lo_u32 v122, s0, v64
	v_mov_b32_e32 v104, 0xff800000
	v_mov_b32_e32 v112, 0
	v_bfrev_b32_e32 v119, -2
	v_mov_b32_e32 v117, v106
	v_mov_b32_e32 v111, v107
	v_mov_b64_e32 v[106:107], v[114:115]
	v_accvgpr_read_b32 v115, a83
	v_accvgpr_read_b32 v114, a82
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s12, s8
	s_mov_b32 s8, s6
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s11, 1
	s_cmp_lt_i32 s6, 3
	s_cselect_b32 s11, s6, 0
	.loc	1 99 25 is_stmt 1               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_lshrrev_b64 v[64:65], v111, exec
	s_lshl_b32 s13, s11, 12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[66:67], v[106:107], 0, v[122:123]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v68, 1, v64
	v_accvgpr_read_b32 v64, a84
	s_add_i32 s6, s13, 0x3160
	v_add_u32_e32 v69, s12, v64
	ds_bpermute_b32 v64, v117, v66
	ds_bpermute_b32 v65, v117, v67
	s_add_i32 s19, s6, s33
	v_mov_b32_e32 v66, s19
	v_cmp_eq_u32_e32 vcc, 1, v68
	v_add_u32_e32 v70, s12, v116
	v_accvgpr_read_b32 v123, a81
	v_cndmask_b32_e32 v66, v119, v66, vcc
	.loc	1 112 25 is_stmt 1              ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_readfirstlane_b32 s19, v66
	s_mov_b32 m0, s19
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s10, s10, 32
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
	; asyncmark
	ds_read_b128 v[96:99], v69
	ds_read_b128 v[100:103], v70
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[96:103], v[80:87], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v97, s12, v123
	v_add_u32_e32 v98, s12, v108
	ds_read_b128 a[0:3], v97
	ds_read_b128 a[4:7], v98
	.loc	1 107 20                        ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v96, v104, v104
	s_mov_b32 s12, s7
	s_mov_b32 s7, s1
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s1, s13, 5
	s_add_i32 s1, s13, s1
	s_add_i32 m0, s1, s42
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v122, s3, v122
	s_cmp_lt_i32 s10, s9
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], v[64:79]
.Ltmp23:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v97, v65, v65
	v_max_f32_e32 v98, v64, v64
	v_max3_f32 v99, v67, v68, v69
	v_max3_f32 v101, v73, v74, v75
	v_max_f32_e32 v97, v98, v97
	v_max3_f32 v98, v76, v77, v78
	v_max3_f32 v100, v70, v71, v72
	v_max3_f32 v98, v101, v98, v79
	v_max3_f32 v97, v97, v66, v99
	v_max3_f32 v97, v97, v100, v98
.Ltmp24:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v98, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v98
.Ltmp25:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v97, v97, v98
.Ltmp26:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v97, s38, v97
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v118, v96, v97
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[98:99], s[38:39], v[68:69], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[68:69], v[114:115], 0, v[120:121]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[68:69], off
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[100:101], s[38:39], v[70:71], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v70, s12, v105
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[96:97], s[38:39], v[64:65], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v70, v70, v110, v113
	v_accvgpr_read_b32 v71, a94
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[72:73], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v70, v70, v71, v109
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v68, v96
	v_exp_f32_e32 v69, v97
	v_exp_f32_e32 v72, v98
	v_exp_f32_e32 v73, v99
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[124:125], s[38:39], v[74:75], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[38:39], v[78:79], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	; asyncmark
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 a[2:3], v70
	ds_read_b64_tr_b8 a[4:5], v70 offset:32
	ds_read_b64_tr_b8 a[6:7], v70 offset:64
	ds_read_b64_tr_b8 a[8:9], v70 offset:96
	ds_read_b64_tr_b8 a[10:11], v70 offset:512
	ds_read_b64_tr_b8 a[12:13], v70 offset:544
	ds_read_b64_tr_b8 a[14:15], v70 offset:576
	ds_read_b64_tr_b8 a[0:1], v70 offset:608
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v79, v104, v118
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v70, v66
	v_exp_f32_e32 v71, v67
	v_exp_f32_e32 v74, v100
	v_exp_f32_e32 v75, v101
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v66, v79
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[126:127], s[38:39], v[76:77], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v78, v124
	v_exp_f32_e32 v79, v125
	v_exp_f32_e32 v124, v126
	v_exp_f32_e32 v125, v127
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v126, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v127, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v126, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v127, v74, v75, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[66:67] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v126, v127
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[54:55], v[54:55], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[66:67] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[2:3], v[126:127], v[16:31]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v76, v102
	v_exp_f32_e32 v77, v103
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v97, v124, v125, 1.0
	v_cvt_scalef32_pk_fp8_f32 v96, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v96, v78, v79, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[4:5], v[126:127], v[48:63]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v97, v64, v65, 1.0 op_sel:[0,0,0,1]
.Ltmp27:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v68, v68, v70
	v_add_f32_e64 v69, v69, v71
.Ltmp28:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp29:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[70:71], v[72:73], v[74:75]
	v_pk_add_f32 v[72:73], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[124:125], v[64:65]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
.Ltmp30:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[6:7], v[126:127], v[32:47]
.Ltmp31:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v64, v72, v64
	v_add_f32_e64 v65, v73, v65
.Ltmp32:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v120, s2, v120
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v64, v68, v64
	v_add_f32_e64 v65, v69, v65
	v_mov_b32_e32 v104, v118
.Ltmp34:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp36:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], a[8:9], v[126:127], v[0:15]
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v121, v64, v65
.Ltmp38:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v121, v112, v66
	v_mov_b32_e32 v112, v121
	; wait_asyncmark(2)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(2) lgkmcnt(0)
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[10:11], v[96:97], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[12:13], v[96:97], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[14:15], v[96:97], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], a[0:1], v[96:97], v[0:15]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %Flow1447
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v64, a17
	v_accvgpr_read_b32 v112, a36
	v_accvgpr_read_b32 v100, a35
	v_accvgpr_read_b32 v119, a37
	v_accvgpr_read_b32 v109, a38
	v_accvgpr_read_b32 v120, a40
	v_accvgpr_read_b32 v113, a39
	v_accvgpr_read_b32 v122, a41
	v_mov_b64_e32 v[114:115], v[106:107]
	v_mov_b32_e32 v106, v117
	v_mov_b32_e32 v107, v111
	v_accvgpr_read_b32 v104, a91
	v_accvgpr_read_b32 v105, a92
	v_accvgpr_read_b32 v117, a93
	s_branch .LBB0_13
.LBB0_12:
	v_accvgpr_write_b32 a89, v66
	v_accvgpr_write_b32 a85, v65
	v_accvgpr_write_b32 a34, v63
	v_accvgpr_write_b32 a21, v17
	v_accvgpr_write_b32 a20, v16
	v_accvgpr_write_b32 a19, v15
	v_accvgpr_write_b32 a18, v14
	s_mov_b32 s7, 0
	s_movk_i32 s8, 0x3160
	s_movk_i32 s6, 0x4160
	s_movk_i32 s1, 0x1080
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
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v32, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v36, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v38, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v48, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v62, v1
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
.LBB0_13:                               ; %Flow1448
	s_load_dword s19, s[4:5], 0x60
	s_load_dword s43, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s4, s16, 31
	s_cmp_gt_i32 s4, 31
	v_accvgpr_write_b32 a13, v64
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s4, 32
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
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
	v_accvgpr_read_b32 v127, a21
	v_accvgpr_read_b32 v126, a20
	v_accvgpr_read_b32 v125, a19
	v_accvgpr_read_b32 v124, a18
	v_accvgpr_read_b32 v111, a34
	s_cbranch_scc1 .LBB0_15
.Ltmp40:
; %bb.14:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s8, v108
	v_add_u32_e32 v65, s8, v123
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[92:95], v65
	v_add_u32_e32 v64, s8, v116
	v_accvgpr_read_b32 v65, a84
	v_add_u32_e32 v65, s8, v65
	ds_read_b128 a[4:7], v64
	ds_read_b128 a[0:3], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 s5, 0xc0c0004
	v_accvgpr_read_b32 v69, a33
	v_accvgpr_read_b32 v64, a80
	v_perm_b32 v64, v69, v64, s5
	v_accvgpr_read_b32 v65, a63
	v_accvgpr_read_b32 v69, a65
	v_perm_b32 v65, v65, v69, s5
	v_accvgpr_read_b32 v68, a32
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a79
	v_perm_b32 v64, v68, v64, s5
	v_accvgpr_read_b32 v65, a59
	v_accvgpr_read_b32 v68, a60
	v_perm_b32 v65, v65, v68, s5
	v_accvgpr_read_b32 v67, a31
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a77
	v_perm_b32 v64, v67, v64, s5
	v_accvgpr_read_b32 v65, a55
	v_accvgpr_read_b32 v67, a56
	v_perm_b32 v65, v65, v67, s5
	v_accvgpr_read_b32 v66, a30
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a75
	v_perm_b32 v64, v66, v64, s5
	v_accvgpr_read_b32 v65, a49
	v_accvgpr_read_b32 v66, a52
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a29
	v_accvgpr_read_b32 v64, a73
	v_perm_b32 v64, v69, v64, s5
	v_accvgpr_read_b32 v65, a45
	v_accvgpr_read_b32 v69, a48
	v_perm_b32 v65, v65, v69, s5
	v_accvgpr_read_b32 v68, a28
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a71
	v_perm_b32 v64, v68, v64, s5
	v_accvgpr_read_b32 v65, a44
	v_accvgpr_read_b32 v68, a46
	v_perm_b32 v65, v65, v68, s5
	v_accvgpr_read_b32 v67, a27
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a66
	v_accvgpr_read_b32 v65, a43
	v_perm_b32 v64, v67, v64, s5
	v_perm_b32 v65, v122, v65, s5
	v_accvgpr_read_b32 v66, a26
	v_lshl_or_b32 v81, v65, 16, v64
	v_accvgpr_read_b32 v64, a62
	v_perm_b32 v64, v66, v64, s5
	v_perm_b32 v65, v100, v120, s5
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v91, a25
	v_accvgpr_read_b32 v64, a78
	v_accvgpr_read_b32 v65, a69
	v_accvgpr_read_b32 v66, a70
	v_perm_b32 v64, v91, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_accvgpr_read_b32 v90, a24
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a76
	v_accvgpr_read_b32 v65, a67
	v_accvgpr_read_b32 v66, a68
	v_perm_b32 v64, v90, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_accvgpr_read_b32 v89, a23
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a74
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v64, v89, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v89, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	v_accvgpr_read_b32 v88, a22
	v_accvgpr_read_b32 v80, a72
	v_accvgpr_read_b32 v81, a57
	v_accvgpr_read_b32 v82, a58
	v_perm_b32 v80, v88, v80, s5
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v88, v81, 16, v80
	v_accvgpr_read_b32 v80, a51
	v_accvgpr_read_b32 v81, a53
	v_accvgpr_read_b32 v82, a54
	v_perm_b32 v80, v127, v80, s5
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a42
	v_accvgpr_read_b32 v81, a47
	v_accvgpr_read_b32 v82, a50
	v_perm_b32 v80, v126, v80, s5
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v86, v81, 16, v80
	v_perm_b32 v80, v125, v119, s5
	v_perm_b32 v81, v109, v113, s5
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a13
	v_perm_b32 v80, v124, v80, s5
	v_perm_b32 v81, v111, v112, s5
	v_lshl_or_b32 v84, v81, 16, v80
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[92:99], v[84:91], v[64:79]
.LBB0_15:
.Ltmp41:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v80, v65, v65
	v_max_f32_e32 v81, v64, v64
	v_max_f32_e32 v80, v81, v80
	v_max3_f32 v81, v67, v68, v69
	v_max3_f32 v83, v73, v74, v75
	v_max3_f32 v84, v76, v77, v78
	v_max3_f32 v82, v70, v71, v72
	v_max3_f32 v80, v80, v66, v81
	v_max3_f32 v81, v83, v84, v79
	v_max3_f32 v80, v80, v82, v81
.Ltmp42:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp43:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], s[2:3], exec
.Ltmp44:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp45:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v81, v118, v118
	v_max_f32_e32 v80, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a14, v100
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v90, v66
	v_exp_f32_e32 v91, v67
	v_exp_f32_e32 v92, v68
	v_exp_f32_e32 v93, v69
	v_exp_f32_e32 v94, v70
	v_exp_f32_e32 v95, v71
	v_exp_f32_e32 v96, v72
	v_exp_f32_e32 v97, v73
	v_exp_f32_e32 v98, v74
	v_exp_f32_e32 v99, v75
	v_exp_f32_e32 v100, v76
	v_exp_f32_e32 v101, v77
	v_exp_f32_e32 v102, v78
	v_exp_f32_e32 v103, v79
.Ltmp46:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[66:67], v[64:65], v[90:91]
	v_pk_add_f32 v[68:69], v[92:93], v[94:95]
	v_pk_add_f32 v[70:71], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[100:101], v[102:103]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
	v_accvgpr_write_b32 a17, v108
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
.Ltmp47:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v68, 0x80, v104
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v69, v66, v67
.Ltmp49:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v66, 0xc00, v117
	v_and_b32_e32 v67, 0x108, v105
	v_lshrrev_b32_e32 v71, 5, v66
	v_or3_b32 v67, v68, v110, v67
	v_or3_b32 v108, v67, v71, v66
	v_add_u32_e32 v66, s7, v108
	ds_read_b64_tr_b8 v[86:87], v66
	ds_read_b64_tr_b8 v[82:83], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[74:75], v66 offset:96
	ds_read_b64_tr_b8 v[88:89], v66 offset:512
	ds_read_b64_tr_b8 v[84:85], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[72:73], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v70, v69
.Ltmp51:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v102, v103, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s2, 1, 0
	v_accvgpr_write_b32 a18, v116
.Ltmp52:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v69, v70
.Ltmp53:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v68, v118, v80
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v68, v68
	v_mov_b32_e32 v118, v80
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[86:87], v[66:67], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[82:83], v[66:67], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[66:67], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[66:67], v[0:15]
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v66, v69, v70
.Ltmp55:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v66, v121, v68
	v_mov_b32_e32 v121, v66
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[88:89], v[64:65], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[84:85], v[64:65], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[78:79], v[64:65], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[64:65], v[0:15]
.LBB0_17:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s4, 63
	v_accvgpr_read_b32 v110, a86
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s4, 64
.Ltmp56:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_waitcnt lgkmcnt(0)
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
.Ltmp57:
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_read_b32 v64, a17
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s6, v64
	v_add_u32_e32 v65, s6, v123
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[92:95], v65
	v_accvgpr_read_b32 v64, a18
	v_add_u32_e32 v64, s6, v64
	v_accvgpr_read_b32 v65, a84
	v_add_u32_e32 v65, s6, v65
	ds_read_b128 a[4:7], v64
	ds_read_b128 a[0:3], v65
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 s4, 0xc0c0004
	v_accvgpr_read_b32 v69, a33
	v_accvgpr_read_b32 v64, a80
	v_perm_b32 v64, v69, v64, s4
	v_accvgpr_read_b32 v65, a63
	v_accvgpr_read_b32 v69, a65
	v_perm_b32 v65, v65, v69, s4
	v_accvgpr_read_b32 v68, a32
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a79
	v_perm_b32 v64, v68, v64, s4
	v_accvgpr_read_b32 v65, a59
	v_accvgpr_read_b32 v68, a60
	v_perm_b32 v65, v65, v68, s4
	v_accvgpr_read_b32 v67, a31
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a77
	v_perm_b32 v64, v67, v64, s4
	v_accvgpr_read_b32 v65, a55
	v_accvgpr_read_b32 v67, a56
	v_perm_b32 v65, v65, v67, s4
	v_accvgpr_read_b32 v66, a30
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a75
	v_perm_b32 v64, v66, v64, s4
	v_accvgpr_read_b32 v65, a49
	v_accvgpr_read_b32 v66, a52
	v_perm_b32 v65, v65, v66, s4
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a29
	v_accvgpr_read_b32 v64, a73
	v_perm_b32 v64, v69, v64, s4
	v_accvgpr_read_b32 v65, a45
	v_accvgpr_read_b32 v69, a48
	v_perm_b32 v65, v65, v69, s4
	v_accvgpr_read_b32 v68, a28
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a71
	v_perm_b32 v64, v68, v64, s4
	v_accvgpr_read_b32 v65, a44
	v_accvgpr_read_b32 v68, a46
	v_perm_b32 v65, v65, v68, s4
	v_accvgpr_read_b32 v67, a27
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a66
	v_accvgpr_read_b32 v65, a43
	v_perm_b32 v64, v67, v64, s4
	v_perm_b32 v65, v122, v65, s4
	v_accvgpr_read_b32 v66, a26
	v_lshl_or_b32 v81, v65, 16, v64
	v_accvgpr_read_b32 v64, a62
	v_accvgpr_read_b32 v65, a14
	v_perm_b32 v64, v66, v64, s4
	v_perm_b32 v65, v65, v120, s4
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v91, a25
	v_accvgpr_read_b32 v64, a78
	v_accvgpr_read_b32 v65, a69
	v_accvgpr_read_b32 v66, a70
	v_perm_b32 v64, v91, v64, s4
	v_perm_b32 v65, v65, v66, s4
	v_accvgpr_read_b32 v90, a24
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a76
	v_accvgpr_read_b32 v65, a67
	v_accvgpr_read_b32 v66, a68
	v_perm_b32 v64, v90, v64, s4
	v_perm_b32 v65, v65, v66, s4
	v_accvgpr_read_b32 v89, a23
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a74
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v64, v89, v64, s4
	v_perm_b32 v65, v65, v66, s4
	v_lshl_or_b32 v89, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	v_accvgpr_read_b32 v88, a22
	v_accvgpr_read_b32 v80, a72
	v_accvgpr_read_b32 v81, a57
	v_accvgpr_read_b32 v82, a58
	v_perm_b32 v80, v88, v80, s4
	v_perm_b32 v81, v81, v82, s4
	v_lshl_or_b32 v88, v81, 16, v80
	v_accvgpr_read_b32 v80, a51
	v_accvgpr_read_b32 v81, a53
	v_accvgpr_read_b32 v82, a54
	v_perm_b32 v80, v127, v80, s4
	v_perm_b32 v81, v81, v82, s4
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a42
	v_accvgpr_read_b32 v81, a47
	v_accvgpr_read_b32 v82, a50
	v_perm_b32 v80, v126, v80, s4
	v_perm_b32 v81, v81, v82, s4
	v_lshl_or_b32 v86, v81, 16, v80
	v_perm_b32 v80, v125, v119, s4
	v_perm_b32 v81, v109, v113, s4
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a13
	v_perm_b32 v80, v124, v80, s4
	v_perm_b32 v81, v111, v112, s4
	v_lshl_or_b32 v84, v81, 16, v80
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[92:99], v[84:91], v[64:79]
.LBB0_19:
.Ltmp58:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v80, v65, v65
	v_max_f32_e32 v81, v64, v64
	v_max_f32_e32 v80, v81, v80
	v_max3_f32 v81, v67, v68, v69
	v_max3_f32 v83, v73, v74, v75
	v_max3_f32 v84, v76, v77, v78
	v_max3_f32 v82, v70, v71, v72
	v_max3_f32 v80, v80, v66, v81
	v_max3_f32 v81, v83, v84, v79
	v_max3_f32 v80, v80, v82, v81
.Ltmp59:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp60:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], s[2:3], exec
.Ltmp61:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp62:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v81, v118, v118
	v_max_f32_e32 v80, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v90, v66
	v_exp_f32_e32 v91, v67
	v_exp_f32_e32 v92, v68
	v_exp_f32_e32 v93, v69
	v_exp_f32_e32 v94, v70
	v_exp_f32_e32 v95, v71
	v_exp_f32_e32 v96, v72
	v_exp_f32_e32 v97, v73
	v_exp_f32_e32 v98, v74
	v_exp_f32_e32 v99, v75
	v_exp_f32_e32 v100, v76
	v_exp_f32_e32 v101, v77
	v_exp_f32_e32 v102, v78
	v_exp_f32_e32 v103, v79
.Ltmp63:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[66:67], v[64:65], v[90:91]
	v_pk_add_f32 v[68:69], v[92:93], v[94:95]
	v_pk_add_f32 v[70:71], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[100:101], v[102:103]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
	s_nop 0
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	s_nop 0
	v_add_f32_e32 v69, v66, v67
.Ltmp65:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v66, s1, v108
	ds_read_b64_tr_b8 v[86:87], v66
	ds_read_b64_tr_b8 v[82:83], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[74:75], v66 offset:96
	ds_read_b64_tr_b8 v[88:89], v66 offset:512
	ds_read_b64_tr_b8 v[84:85], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[72:73], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0
.Ltmp66:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v70, v69
.Ltmp67:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v102, v103, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s1, 1, 0
.Ltmp68:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v69, v70
.Ltmp69:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s1, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	s_cbranch_scc1 .LBB0_21
; %bb.20:
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v68, v118, v80
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v68, v68
	v_mov_b32_e32 v118, v80
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[86:87], v[66:67], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[82:83], v[66:67], v[48:63]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[66:67], v[32:47]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[66:67], v[0:15]
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v66, v69, v70
.Ltmp71:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v66, v121, v68
	v_mov_b32_e32 v121, v66
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[88:89], v[64:65], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[84:85], v[64:65], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[78:79], v[64:65], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[64:65], v[0:15]
.Ltmp72:
.LBB0_21:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s16, v110
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s0
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v64, v106, v64
	ds_bpermute_b32 v65, v106, v65
	v_mov_b32_e32 v66, 0x7fffff80
	v_cmp_lt_i32_e32 vcc, s16, v66
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s16, 0x7fffff80
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[66:67], v107, vcc
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_23
; %bb.22:
	s_add_i32 m0, s33, 0x3160
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_23:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	v_accvgpr_read_b32 v105, a83
	v_accvgpr_read_b32 v104, a82
	v_accvgpr_read_b32 v88, a14
	v_accvgpr_read_b32 v68, a90
	; asyncmark
	s_cbranch_scc1 .LBB0_25
; %bb.24:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s16, v68
	v_mul_lo_u32 v64, v64, s23
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[104:105], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s42
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_25:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s16, 32
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s1, v110
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s0
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
.Ltmp73:
	.loc	1 148 41 is_stmt 1              ; triton_peers.py:148:41
	s_add_i32 s4, s16, 0x80
.Ltmp74:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[64:65]
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v64, v106, v64
	ds_bpermute_b32 v65, v106, v65
	v_mov_b32_e32 v66, s4
	v_cmp_lt_i32_e32 vcc, s1, v66
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s1, s4
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[66:67], v107, vcc
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	; asyncmark
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_27
; %bb.26:
	s_add_i32 m0, s33, 0x4160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
.LBB0_27:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[4:5]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	v_mov_b64_e32 v[98:99], v[124:125]
	v_mov_b64_e32 v[100:101], v[126:127]
	v_mov_b32_e32 v117, v107
	v_mov_b64_e32 v[112:113], v[114:115]
	s_cmp_lg_u32 s2, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v64, s1, v68
	v_mul_lo_u32 v64, v64, s23
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[104:105], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s42, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.Ltmp75:
.LBB0_29:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_waitcnt lgkmcnt(1)
	v_accvgpr_read_b32 v64, a88
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshl_or_b32 v64, s22, 5, v64
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v65, s28, v64
	v_accvgpr_read_b32 v64, a87
.Ltmp76:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v122, 3, v64
.Ltmp77:
	.loc	1 106 47                        ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v120, s24, v65
.Ltmp78:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v115, 1, v122
	v_or_b32_e32 v114, 3, v122
	v_or_b32_e32 v109, 2, v122
	v_or_b32_e32 v127, 9, v122
	v_or_b32_e32 v69, 8, v122
	v_or_b32_e32 v68, 11, v122
	v_or_b32_e32 v70, 10, v122
	v_or_b32_e32 v110, 17, v122
	v_or_b32_e32 v71, 16, v122
	v_or_b32_e32 v123, 19, v122
	v_or_b32_e32 v116, 18, v122
	v_or_b32_e32 v72, 25, v122
	v_or_b32_e32 v125, 24, v122
	v_or_b32_e32 v64, 27, v122
	v_or_b32_e32 v66, 26, v122
.Ltmp79:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s16, 0x7fffffc0
	; asyncmark
	; wait_asyncmark(2)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_31
; %bb.30:                               ; %.._crit_edge530_crit_edge
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[2:3], 0
	s_branch .LBB0_32
.LBB0_31:
	s_mov_b64 s[2:3], -1
.LBB0_32:                               ; %Flow
	s_add_i32 s47, s16, 64
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	s_mov_b32 s49, 1
	s_cbranch_scc1 .LBB0_36
; %bb.33:                               ; %.lr.ph529
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_write_b32 a20, v69
	v_accvgpr_read_b32 v69, a33
	v_accvgpr_write_b32 a83, v64
	v_accvgpr_read_b32 v64, a80
	v_accvgpr_write_b32 a15, v65
	v_perm_b32 v64, v69, v64, s1
	v_accvgpr_read_b32 v65, a63
	v_accvgpr_read_b32 v69, a65
	v_perm_b32 v65, v65, v69, s1
	v_accvgpr_write_b32 a19, v68
	v_accvgpr_read_b32 v68, a32
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a79
	v_perm_b32 v64, v68, v64, s1
	v_accvgpr_read_b32 v65, a59
	v_accvgpr_read_b32 v68, a60
	v_perm_b32 v65, v65, v68, s1
	v_accvgpr_read_b32 v67, a31
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a77
	v_perm_b32 v64, v67, v64, s1
	v_accvgpr_read_b32 v65, a55
	v_accvgpr_read_b32 v67, a56
	v_perm_b32 v65, v65, v67, s1
	v_accvgpr_write_b32 a82, v66
	v_accvgpr_read_b32 v66, a30
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a75
	v_perm_b32 v64, v66, v64, s1
	v_accvgpr_read_b32 v65, a49
	v_accvgpr_read_b32 v66, a52
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a29
	v_accvgpr_read_b32 v64, a73
	v_perm_b32 v64, v69, v64, s1
	v_accvgpr_read_b32 v65, a45
	v_accvgpr_read_b32 v69, a48
	v_perm_b32 v65, v65, v69, s1
	v_accvgpr_read_b32 v68, a28
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a71
	v_perm_b32 v64, v68, v64, s1
	v_accvgpr_read_b32 v65, a44
	v_accvgpr_read_b32 v68, a46
	v_perm_b32 v65, v65, v68, s1
	v_accvgpr_read_b32 v67, a27
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a66
	v_perm_b32 v64, v67, v64, s1
	v_accvgpr_read_b32 v65, a41
	v_accvgpr_read_b32 v67, a43
	v_perm_b32 v65, v65, v67, s1
	v_accvgpr_read_b32 v66, a26
	v_lshl_or_b32 v81, v65, 16, v64
	v_accvgpr_read_b32 v64, a62
	v_perm_b32 v64, v66, v64, s1
	v_accvgpr_read_b32 v66, a40
	v_perm_b32 v65, v88, v66, s1
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v69, a25
	v_accvgpr_read_b32 v64, a78
	v_perm_b32 v64, v69, v64, s1
	v_accvgpr_read_b32 v65, a69
	v_accvgpr_read_b32 v69, a70
	v_perm_b32 v65, v65, v69, s1
	v_accvgpr_read_b32 v68, a24
	v_lshl_or_b32 v95, v65, 16, v64
	v_accvgpr_read_b32 v64, a76
	v_perm_b32 v64, v68, v64, s1
	v_accvgpr_read_b32 v65, a67
	v_accvgpr_read_b32 v68, a68
	v_perm_b32 v65, v65, v68, s1
	v_accvgpr_read_b32 v67, a23
	v_lshl_or_b32 v94, v65, 16, v64
	v_accvgpr_read_b32 v64, a74
	v_perm_b32 v64, v67, v64, s1
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v67, a64
	v_perm_b32 v65, v65, v67, s1
	v_accvgpr_read_b32 v66, a22
	v_lshl_or_b32 v93, v65, 16, v64
	v_accvgpr_read_b32 v64, a72
	v_perm_b32 v64, v66, v64, s1
	v_accvgpr_read_b32 v65, a57
	v_accvgpr_read_b32 v66, a58
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v92, v65, 16, v64
	v_accvgpr_read_b32 v64, a51
	v_accvgpr_write_b32 a21, v70
	v_accvgpr_write_b32 a35, v71
	v_mov_b64_e32 v[70:71], v[100:101]
	v_accvgpr_read_b32 v65, a53
	v_accvgpr_read_b32 v66, a54
	v_perm_b32 v64, v71, v64, s1
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a42
	v_accvgpr_read_b32 v65, a47
	v_accvgpr_read_b32 v66, a50
	v_perm_b32 v64, v70, v64, s1
	v_perm_b32 v65, v65, v66, s1
	v_mov_b64_e32 v[68:69], v[98:99]
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v65, a38
	v_accvgpr_read_b32 v66, a39
	v_perm_b32 v64, v69, v119, s1
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v89, v65, 16, v64
	v_accvgpr_read_b32 v64, a13
	v_accvgpr_read_b32 v66, a36
	v_perm_b32 v64, v68, v64, s1
	v_perm_b32 v65, v111, v66, s1
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s21, s28
	v_lshl_or_b32 v88, v65, 16, v64
	s_add_i32 s22, s22, s1
	v_accvgpr_read_b32 v64, a85
	v_add_u32_e32 v64, s22, v64
	v_subrev_u32_e32 v64, s20, v64
	v_add_u32_e32 v64, 64, v64
	v_mul_lo_u32 v124, s23, v64
	v_accvgpr_read_b32 v64, a89
	v_add_u32_e32 v64, s1, v64
	v_subrev_u32_e32 v64, s20, v64
	v_add_u32_e32 v64, 64, v64
	v_accvgpr_write_b32 a12, v119
	v_accvgpr_write_b32 a8, v98
	v_accvgpr_write_b32 a9, v99
	v_accvgpr_write_b32 a10, v100
	v_accvgpr_write_b32 a11, v101
	s_lshl_b32 s50, s23, 5
	v_mul_lo_u32 v126, s0, v64
	s_mov_b32 s46, 0
	s_movk_i32 s48, 0x3160
	s_movk_i32 s45, 0x4160
	s_movk_i32 s44, 0x1080
	s_lshl_b32 s51, s0, 5
	v_bfrev_b32_e32 v111, -2
	v_accvgpr_write_b32 a37, v110
	v_mov_b32_e32 v110, 0xff800000
	s_mov_b32 s52, s16
	v_accvgpr_read_b32 v119, a81
	v_accvgpr_write_b32 a85, v116
	v_accvgpr_write_b32 a86, v72
	v_mov_b32_e32 v107, v108
	v_accvgpr_read_b32 v108, a17
	v_accvgpr_write_b32 a87, v125
	v_accvgpr_read_b32 v116, a18
.LBB0_34:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s49, 1
	s_cmp_lt_i32 s0, 3
	s_cselect_b32 s49, s0, 0
	v_mov_b32_e32 v66, v127
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v127, 31, v126
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s53, s49, 12
	s_mov_b32 s0, s48
	s_mov_b32 s48, s45
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[112:113], 0, v[126:127]
	v_mov_b32_e32 v127, v66
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s45, s53, 0x3160
	v_lshrrev_b64 v[66:67], v117, exec
	s_add_i32 s1, s45, s33
	ds_bpermute_b32 v64, v106, v64
	ds_bpermute_b32 v65, v106, v65
	v_and_b32_e32 v66, 1, v66
	v_mov_b32_e32 v67, s1
	v_cmp_eq_u32_e32 vcc, 1, v66
	.loc	1 112 25 is_stmt 1              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v125, 31, v124
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v126, s51, v126
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v66, v111, v67, vcc
	s_nop 0
	v_readfirstlane_b32 s1, v66
	s_mov_b32 m0, s1
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v64, a84
	v_add_u32_e32 v64, s0, v64
	; asyncmark
	v_add_u32_e32 v65, s0, v116
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[100:103], v65
	v_add_u32_e32 v64, s0, v119
	v_add_u32_e32 v65, s0, v108
	ds_read_b128 a[0:3], v64
	ds_read_b128 a[4:7], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[96:103], v[80:87], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v122
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v114
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v109
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v127
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v96, v120
	v_accvgpr_read_b32 v96, a20
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v96, v120
	v_accvgpr_read_b32 v96, a19
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v96, v120
	v_accvgpr_read_b32 v96, a21
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v96, v120
	v_accvgpr_read_b32 v96, a37
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v96, v120
	v_accvgpr_read_b32 v96, a35
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v123
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v96, v120
	v_accvgpr_read_b32 v96, a85
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v96, v120
	v_accvgpr_read_b32 v96, a86
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v96, v120
	v_accvgpr_read_b32 v96, a87
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v96, v120
	v_accvgpr_read_b32 v96, a83
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v96, v120
	v_accvgpr_read_b32 v96, a82
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s52, v115
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v101, v110, v67, s[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_lshr_b32 s1, s53, 5
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v96, v120
	s_mov_b32 s0, s46
	s_mov_b32 s46, s44
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s44, s53, s1
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v103, v110, v65, s[36:37]
	v_cndmask_b32_e32 v102, v110, v64, vcc
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s44, s42
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[104:105], 0, v[124:125]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 106 21 is_stmt 1              ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v100, v110, v66, s[2:3]
	v_cndmask_b32_e64 v99, v110, v69, s[4:5]
	v_cndmask_b32_e64 v98, v110, v68, s[6:7]
	v_cndmask_b32_e64 v97, v110, v71, s[8:9]
	v_cndmask_b32_e64 v96, v110, v70, s[10:11]
	v_cndmask_b32_e64 v73, v110, v73, s[12:13]
	v_cndmask_b32_e64 v71, v110, v75, s[22:23]
	v_cndmask_b32_e64 v70, v110, v74, s[24:25]
	v_cndmask_b32_e64 v69, v110, v77, s[26:27]
	v_cndmask_b32_e64 v68, v110, v76, s[28:29]
	v_cndmask_b32_e64 v66, v110, v78, s[34:35]
.Ltmp80:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v103, v103
	v_max_f32_e32 v65, v102, v102
.Ltmp81:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v67, v110, v79, s[30:31]
.Ltmp82:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v65, v64
	v_max3_f32 v65, v73, v70, v71
	v_max3_f32 v74, v68, v69, v66
.Ltmp83:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v72, v110, v72, s[20:21]
.Ltmp84:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v65, v65, v74, v67
	v_max3_f32 v74, v101, v98, v99
	v_max3_f32 v64, v64, v100, v74
	v_max3_f32 v74, v96, v97, v72
	v_max3_f32 v64, v64, v74, v65
.Ltmp85:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp86:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	v_max_f32_e32 v64, v64, v65
.Ltmp87:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v64, s38, v64
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v65, v118, v118
	v_max_f32_e32 v64, v65, v64
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[76:77], s[38:39], v[100:101], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[102:103], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v78, v76
	v_exp_f32_e32 v79, v77
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[76:77], s[38:39], v[98:99], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[96:97], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v98, v72
	v_exp_f32_e32 v99, v73
	v_exp_f32_e32 v100, v70
	v_exp_f32_e32 v101, v71
	v_exp_f32_e32 v102, v68
	v_exp_f32_e32 v103, v69
	v_exp_f32_e32 v68, v66
	v_exp_f32_e32 v69, v67
.Ltmp88:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[66:67], v[74:75], v[78:79]
	v_pk_add_f32 v[70:71], v[76:77], v[96:97]
.Ltmp89:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v76, v77, 1.0
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[74:75], v[66:67], v[70:71]
	v_pk_add_f32 v[66:67], v[98:99], v[100:101]
	v_pk_add_f32 v[76:77], v[102:103], v[68:69]
.Ltmp91:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v98, v99, 1.0
.Ltmp92:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[76:77], v[66:67], v[76:77]
.Ltmp93:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v65, v118, v64
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v67, s0, v107
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v100, v101, 1.0 op_sel:[0,0,0,1]
	; asyncmark
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[78:79], v67
	ds_read_b64_tr_b8 v[96:97], v67 offset:32
	ds_read_b64_tr_b8 v[98:99], v67 offset:64
	ds_read_b64_tr_b8 v[100:101], v67 offset:96
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v66, v65
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v72, v73
	v_cvt_scalef32_pk_fp8_f32 v71, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v68, v69, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[66:67] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[66:67] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[72:73], v[16:31]
.Ltmp94:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v68, v74, v76
	v_add_f32_e64 v69, v75, v77
.Ltmp95:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v70, v71
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v65, v68, v69
.Ltmp97:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s52, s52, 32
	v_add_u32_e32 v124, s50, v124
	s_cmp_lt_i32 s52, s47
	v_mov_b32_e32 v118, v64
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[96:97], v[72:73], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[98:99], v[72:73], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[100:101], v[72:73], v[0:15]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[72:73], v67 offset:512
	ds_read_b64_tr_b8 v[74:75], v67 offset:544
	ds_read_b64_tr_b8 v[76:77], v67 offset:576
	ds_read_b64_tr_b8 v[78:79], v67 offset:608
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v67, v65
	s_nop 1
	v_permlane32_swap_b32_e32 v65, v67
.Ltmp99:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v65, v65, v67
.Ltmp100:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v65, v121, v66
	v_mov_b32_e32 v121, v65
	; wait_asyncmark(2)
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(2) lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[74:75], v[70:71], v[48:63]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[70:71], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[72:73], v[70:71], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[78:79], v[70:71], v[0:15]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cbranch_scc1 .LBB0_34
; %bb.35:                               ; %._crit_edge530.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v117, a82
	v_accvgpr_read_b32 v106, a83
	v_mov_b32_e32 v118, v64
	v_mov_b32_e32 v121, v65
	v_accvgpr_read_b32 v101, a11
	v_accvgpr_read_b32 v100, a10
	v_accvgpr_read_b32 v99, a9
	v_accvgpr_read_b32 v98, a8
	v_accvgpr_read_b32 v119, a12
	v_accvgpr_read_b32 v67, a75
	v_accvgpr_read_b32 v66, a77
	v_accvgpr_read_b32 v65, a79
	v_accvgpr_read_b32 v111, a34
	v_accvgpr_read_b32 v88, a14
	v_accvgpr_read_b32 v110, a37
	v_mov_b32_e32 v108, v107
	v_accvgpr_read_b32 v116, a85
	v_accvgpr_read_b32 v125, a87
	v_accvgpr_read_b32 v68, a19
	v_accvgpr_read_b32 v69, a20
	v_accvgpr_read_b32 v70, a21
	v_accvgpr_read_b32 v71, a35
	s_branch .LBB0_37
.LBB0_36:
	v_accvgpr_write_b32 a86, v72
	v_mov_b32_e32 v117, v66
	v_mov_b32_e32 v106, v64
	v_accvgpr_write_b32 a15, v65
	s_mov_b32 s46, 0
	s_movk_i32 s48, 0x3160
	s_movk_i32 s45, 0x4160
	s_movk_i32 s44, 0x1080
	v_accvgpr_read_b32 v67, a75
	v_accvgpr_read_b32 v66, a77
	v_accvgpr_read_b32 v65, a79
.LBB0_37:                               ; %._crit_edge530
	v_mov_b32_e32 v112, v119
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v119, s47, v68
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 s0, 0xc0c0004
	v_accvgpr_read_b32 v68, a30
	v_perm_b32 v67, v68, v67, s0
	v_accvgpr_read_b32 v75, a29
	v_accvgpr_read_b32 v68, a73
	v_perm_b32 v68, v75, v68, s0
	v_accvgpr_read_b32 v80, a22
	v_accvgpr_read_b32 v75, a72
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v126, s47, v127
	v_add_u32_e32 v127, s47, v70
	v_add_u32_e32 v124, s47, v71
	v_accvgpr_read_b32 v71, a33
	v_accvgpr_read_b32 v70, a32
	v_accvgpr_read_b32 v64, a80
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v75, v80, v75, s0
	v_accvgpr_read_b32 v76, a59
	v_accvgpr_read_b32 v80, a60
	v_accvgpr_read_b32 v77, a63
	v_accvgpr_read_b32 v79, a65
	v_perm_b32 v64, v71, v64, s0
	v_perm_b32 v65, v70, v65, s0
	v_perm_b32 v76, v76, v80, s0
	v_perm_b32 v77, v77, v79, s0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v107, s47, v69
	v_accvgpr_read_b32 v69, a31
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_lshl_or_b32 v95, v77, 16, v64
	v_lshl_or_b32 v94, v76, 16, v65
	v_accvgpr_read_b32 v64, a55
	v_accvgpr_read_b32 v65, a56
	v_perm_b32 v66, v69, v66, s0
	v_perm_b32 v64, v64, v65, s0
	v_lshl_or_b32 v93, v64, 16, v66
	v_accvgpr_read_b32 v64, a49
	v_accvgpr_read_b32 v66, a52
	v_perm_b32 v64, v64, v66, s0
	v_lshl_or_b32 v92, v64, 16, v67
	v_accvgpr_read_b32 v64, a45
	v_accvgpr_read_b32 v65, a48
	v_perm_b32 v64, v64, v65, s0
	v_accvgpr_read_b32 v74, a28
	v_accvgpr_read_b32 v69, a71
	v_lshl_or_b32 v91, v64, 16, v68
	v_accvgpr_read_b32 v64, a44
	v_accvgpr_read_b32 v66, a46
	v_perm_b32 v69, v74, v69, s0
	v_perm_b32 v64, v64, v66, s0
	v_accvgpr_read_b32 v73, a27
	v_accvgpr_read_b32 v70, a66
	v_lshl_or_b32 v90, v64, 16, v69
	v_accvgpr_read_b32 v64, a41
	v_accvgpr_read_b32 v65, a43
	v_perm_b32 v70, v73, v70, s0
	v_perm_b32 v64, v64, v65, s0
	v_accvgpr_read_b32 v72, a26
	v_accvgpr_read_b32 v71, a62
	v_lshl_or_b32 v89, v64, 16, v70
	v_accvgpr_read_b32 v64, a40
	v_perm_b32 v71, v72, v71, s0
	v_perm_b32 v64, v88, v64, s0
	v_lshl_or_b32 v88, v64, 16, v71
	v_accvgpr_read_b32 v64, a67
	v_accvgpr_read_b32 v66, a68
	v_accvgpr_read_b32 v83, a25
	v_accvgpr_read_b32 v82, a24
	v_accvgpr_read_b32 v72, a78
	v_accvgpr_read_b32 v73, a76
	v_perm_b32 v64, v64, v66, s0
	v_accvgpr_read_b32 v65, a69
	v_accvgpr_read_b32 v66, a70
	v_perm_b32 v72, v83, v72, s0
	v_perm_b32 v73, v82, v73, s0
	v_perm_b32 v65, v65, v66, s0
	v_accvgpr_read_b32 v81, a23
	v_accvgpr_read_b32 v74, a74
	v_lshl_or_b32 v87, v65, 16, v72
	v_lshl_or_b32 v86, v64, 16, v73
	v_accvgpr_read_b32 v64, a61
	v_accvgpr_read_b32 v65, a64
	v_perm_b32 v74, v81, v74, s0
	v_perm_b32 v64, v64, v65, s0
	v_lshl_or_b32 v85, v64, 16, v74
	v_accvgpr_read_b32 v64, a57
	v_accvgpr_read_b32 v66, a58
	v_perm_b32 v64, v64, v66, s0
	v_lshl_or_b32 v84, v64, 16, v75
	v_accvgpr_read_b32 v64, a53
	v_accvgpr_read_b32 v65, a54
	v_perm_b32 v64, v64, v65, s0
	v_accvgpr_read_b32 v65, a51
	v_mov_b64_e32 v[70:71], v[100:101]
	v_perm_b32 v65, v71, v65, s0
	v_lshl_or_b32 v83, v64, 16, v65
	v_accvgpr_read_b32 v64, a47
	v_accvgpr_read_b32 v66, a50
	v_accvgpr_read_b32 v97, a84
	v_perm_b32 v64, v64, v66, s0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v65, s48, v97
	v_accvgpr_read_b32 v66, a18
	v_mov_b64_e32 v[68:69], v[98:99]
	ds_read_b128 v[98:101], v65
	v_add_u32_e32 v65, s48, v66
	v_accvgpr_read_b32 v78, a81
	ds_read_b128 v[102:105], v65
	v_accvgpr_write_b32 a8, v108
	v_add_u32_e32 v65, s48, v78
	v_accvgpr_read_b32 v108, a17
	ds_read_b128 a[0:3], v65
	v_add_u32_e32 v65, s48, v108
	ds_read_b128 a[4:7], v65
	v_accvgpr_read_b32 v65, a42
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v65, v70, v65, s0
	v_lshl_or_b32 v82, v64, 16, v65
	v_accvgpr_read_b32 v65, a38
	v_accvgpr_read_b32 v66, a39
	v_perm_b32 v64, v69, v112, s0
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v81, v65, 16, v64
	v_accvgpr_read_b32 v64, a13
	v_accvgpr_read_b32 v66, a36
	v_perm_b32 v64, v68, v64, s0
	v_perm_b32 v65, v111, v66, s0
	v_lshl_or_b32 v80, v65, 16, v64
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[88:95], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s47, v115
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s47, v122
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s47, v114
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s47, v109
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v104, 0xff800000
	v_cmp_le_i32_e64 s[4:5], v96, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v111, s47, v110
	v_add_u32_e32 v110, s47, v116
	v_accvgpr_read_b32 v96, a86
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v127, v120
	v_cmp_le_i32_e64 s[10:11], v119, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v115, s47, v125
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v112, s47, v96
	v_add_u32_e32 v116, s47, v117
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v124, v120
	v_accvgpr_write_b32 a11, v124
	v_cmp_le_i32_e64 s[20:21], v111, v120
	v_cmp_le_i32_e64 s[22:23], v110, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s47, v123
	v_accvgpr_write_b32 a13, v127
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v115, v120
	v_cmp_le_i32_e64 s[28:29], v112, v120
	v_cmp_le_i32_e64 s[30:31], v116, v120
	v_accvgpr_mov_b32 a10, a18
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v117, s47, v106
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v113, v120
	v_accvgpr_write_b32 a18, v107
	v_accvgpr_write_b32 a14, v119
	v_cmp_le_i32_e64 s[6:7], v126, v120
	v_accvgpr_write_b32 a12, v126
	v_cmp_le_i32_e64 s[34:35], v117, v120
	v_cndmask_b32_e64 v124, v104, v70, s[8:9]
	v_cndmask_b32_e64 v125, v104, v71, s[10:11]
	v_cndmask_b32_e32 v103, v104, v65, vcc
	v_cndmask_b32_e64 v102, v104, v64, s[0:1]
	v_cndmask_b32_e64 v127, v104, v73, s[20:21]
	v_cndmask_b32_e64 v97, v104, v74, s[22:23]
.Ltmp101:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v125, v125
	v_max_f32_e32 v65, v124, v124
.Ltmp102:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v100, v104, v66, s[4:5]
	v_cmp_le_i32_e32 vcc, v107, v120
	v_cndmask_b32_e64 v105, v104, v76, s[26:27]
	v_cndmask_b32_e64 v106, v104, v77, s[28:29]
	v_cndmask_b32_e64 v107, v104, v78, s[30:31]
.Ltmp103:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v65, v64
	v_max_f32_e32 v65, v97, v97
	v_max_f32_e32 v66, v127, v127
.Ltmp104:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v101, v104, v67, s[2:3]
	v_cndmask_b32_e32 v119, v104, v68, vcc
	v_cndmask_b32_e64 v99, v104, v75, s[24:25]
.Ltmp105:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v65, v66, v65
	v_max3_f32 v66, v105, v106, v107
	v_max3_f32 v65, v65, v99, v66
	v_max_f32_e32 v66, v119, v119
	v_max_f32_e32 v67, v101, v101
.Ltmp106:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v123, v104, v69, s[6:7]
.Ltmp107:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v66, v67, v66
	v_max3_f32 v67, v102, v103, v100
.Ltmp108:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v126, v104, v72, s[12:13]
.Ltmp109:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v66, v67, v66, v123
.Ltmp110:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v108, v104, v79, s[34:35]
.Ltmp111:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v64, v66, v64, v126
	v_max3_f32 v64, v64, v65, v108
.Ltmp112:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp113:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	v_max_f32_e32 v64, v64, v65
.Ltmp114:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v64, s38, v64
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v65, v118, v118
	v_max_f32_e32 v98, v65, v64
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v64, v118, v98
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v96, v64
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_addk_i32 s16, 0x60
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[64:65], v[16:17], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[18:19], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[32:33], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[34:35], v[96:97] op_sel_hi:[1,0]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[32:33], s[38:39], v[102:103], v[98:99] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[38:39], v[100:101], v[98:99] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[70:71], v[22:23], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[38:39], v[96:97] op_sel_hi:[1,0]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v38, v34
	v_exp_f32_e32 v39, v35
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[68:69], v[20:21], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[36:37], v[96:97] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v34, v32, v33, 1.0
.Ltmp115:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[36:37], v[32:33], v[38:39]
.Ltmp116:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v32, s38, v119, -v98
	v_fma_f32 v33, s38, v123, -v98
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v34, v38, v39, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v35, s38, v124, -v98
	v_fma_f32 v39, s38, v125, -v98
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v38, v35
	v_exp_f32_e32 v39, v39
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v35, v32, v33, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[72:73], v[24:25], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[40:41], v[96:97] op_sel_hi:[1,0]
.Ltmp117:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[40:41], v[32:33], v[38:39]
.Ltmp118:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v35, v38, v39, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v32, s38, v126, -v98
	v_fma_f32 v33, s38, v127, -v98
	v_fma_f32 v38, s38, v97, -v98
	v_fma_f32 v39, s38, v99, -v98
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[74:75], v[26:27], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[42:43], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[28:29], v[96:97] op_sel_hi:[1,0]
.Ltmp119:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[42:43], v[32:33], v[38:39]
.Ltmp120:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v32, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v32, v38, v39, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v33, s38, v105, -v98
	v_fma_f32 v39, s38, v106, -v98
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[28:29], v[44:45], v[96:97] op_sel_hi:[1,0]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v38, v33
	v_exp_f32_e32 v39, v39
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v33, s38, v107, -v98
	v_fma_f32 v45, s38, v108, -v98
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v44, v33
	v_exp_f32_e32 v45, v45
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v33, v38, v39, 1.0
	v_accvgpr_read_b32 v123, a8
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[78:79], v[30:31], v[96:97] op_sel_hi:[1,0]
.Ltmp121:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[38:39], v[38:39], v[44:45]
.Ltmp122:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v33, v44, v45, 1.0 op_sel:[0,0,0,1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v44, s46, v123
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[46:47], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[96:97] op_sel_hi:[1,0]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[46:47], v44
	ds_read_b64_tr_b8 v[100:101], v44 offset:32
	ds_read_b64_tr_b8 v[102:103], v44 offset:64
	ds_read_b64_tr_b8 v[106:107], v44 offset:96
	ds_read_b64_tr_b8 v[118:119], v44 offset:512
	ds_read_b64_tr_b8 v[124:125], v44 offset:544
	ds_read_b64_tr_b8 v[126:127], v44 offset:576
	ds_read_b64_tr_b8 v[44:45], v44 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v34, v35
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[102:103], v[34:35], v[16:31]
	.loc	1 113 26 is_stmt 0              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp123:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v36, v36, v40
	v_add_f32_e64 v37, v37, v41
	v_add_f32_e64 v38, v42, v38
	v_add_f32_e64 v39, v43, v39
.Ltmp124:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v97, s16, v122
.Ltmp125:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp126:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v99, 1, v97
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[100:101], v[34:35], v[48:63]
.Ltmp127:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v102, v36, v37
.Ltmp128:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v97, v120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v100, s16, v109
	v_add_u32_e32 v101, s16, v114
	v_add_u32_e32 v108, 32, v117
.Ltmp129:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v103, v102
	s_nop 1
	v_permlane32_swap_b32_e32 v102, v103
.Ltmp130:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[64:79], v[46:47], v[34:35], v[64:79]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[106:107], v[34:35], v[0:15]
	v_accvgpr_read_b32 v34, a84
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v34, s45, v34
	v_accvgpr_read_b32 v35, a10
	v_add_u32_e32 v35, s45, v35
	ds_read_b128 a[0:3], v34
	ds_read_b128 a[4:7], v35
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v106, 32, v112
	v_add_u32_e32 v107, 32, v116
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[126:127], v[32:33], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[124:125], v[32:33], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[64:79], v[118:119], v[32:33], v[64:79]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[44:45], v[32:33], v[0:15]
	v_accvgpr_read_b32 v32, a18
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, 32, v32
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[88:95], 0
	v_accvgpr_read_b32 v91, a81
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v91, s45, v91
	v_accvgpr_read_b32 v92, a17
	v_add_u32_e32 v92, s45, v92
	ds_read_b128 a[0:3], v91
	ds_read_b128 a[4:7], v92
	v_accvgpr_read_b32 v88, a12
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v88, 32, v88
	v_accvgpr_read_b32 v89, a13
	v_add_u32_e32 v89, 32, v89
	v_accvgpr_read_b32 v90, a14
	v_add_u32_e32 v90, 32, v90
	v_accvgpr_read_b32 v91, a11
	v_add_u32_e32 v91, 32, v91
	v_add_u32_e32 v92, 32, v111
	v_add_u32_e32 v93, 32, v110
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[80:87], v[32:47]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v94, 32, v113
	v_add_u32_e32 v95, 32, v115
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 15
	s_nop 1
	v_cndmask_b32_e32 v32, v104, v32, vcc
	v_cmp_le_i32_e32 vcc, v99, v120
.Ltmp131:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v32, v32
.Ltmp132:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v33, v104, v33, vcc
	v_cmp_le_i32_e32 vcc, v100, v120
	s_nop 1
	v_cndmask_b32_e32 v80, v104, v34, vcc
	v_cmp_le_i32_e32 vcc, v101, v120
.Ltmp133:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v34, v33, v33
	v_max_f32_e32 v34, v81, v34
.Ltmp134:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v35, v104, v35, vcc
	v_cmp_le_i32_e32 vcc, v105, v120
	s_nop 1
	v_cndmask_b32_e32 v36, v104, v36, vcc
	v_cmp_le_i32_e32 vcc, v88, v120
	s_nop 1
	v_cndmask_b32_e32 v37, v104, v37, vcc
	v_cmp_le_i32_e32 vcc, v89, v120
.Ltmp135:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v35, v36, v37
	v_max3_f32 v34, v34, v80, v81
.Ltmp136:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v38, v104, v38, vcc
	v_cmp_le_i32_e32 vcc, v90, v120
	s_nop 1
	v_cndmask_b32_e32 v39, v104, v39, vcc
	v_cmp_le_i32_e32 vcc, v91, v120
	s_nop 1
	v_cndmask_b32_e32 v40, v104, v40, vcc
	v_cmp_le_i32_e32 vcc, v92, v120
.Ltmp137:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v38, v39, v40
.Ltmp138:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v41, v104, v41, vcc
	v_cmp_le_i32_e32 vcc, v93, v120
	s_nop 1
	v_cndmask_b32_e32 v42, v104, v42, vcc
	v_cmp_le_i32_e32 vcc, v94, v120
	s_nop 1
	v_cndmask_b32_e32 v43, v104, v43, vcc
	v_cmp_le_i32_e32 vcc, v95, v120
.Ltmp139:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v83, v41, v42, v43
.Ltmp140:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v44, v104, v44, vcc
	v_cmp_le_i32_e32 vcc, v106, v120
	s_nop 1
	v_cndmask_b32_e32 v45, v104, v45, vcc
	v_cmp_le_i32_e32 vcc, v107, v120
	s_nop 1
	v_cndmask_b32_e32 v46, v104, v46, vcc
	v_cmp_le_i32_e32 vcc, v108, v120
.Ltmp141:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v84, v44, v45, v46
.Ltmp142:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v47, v104, v47, vcc
.Ltmp143:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v83, v84, v47
	v_max3_f32 v34, v34, v82, v81
.Ltmp144:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v81, v34
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v81
.Ltmp145:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v34, v34, v34
	v_max_f32_e32 v34, v34, v81
.Ltmp146:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v34, s38, v34
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v34, v98, v34
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[32:33], s[38:39], v[32:33], v[34:35] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_fma_f32 v80, s38, v80, -v34
	v_fma_f32 v36, s38, v36, -v34
	v_fma_f32 v37, s38, v37, -v34
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v86, v32
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v32, v98, v34
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v35, s38, v35, -v34
	v_fma_f32 v38, s38, v38, -v34
	v_fma_f32 v39, s38, v39, -v34
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v87, v33
	v_exp_f32_e32 v88, v80
	v_exp_f32_e32 v90, v36
	v_exp_f32_e32 v91, v37
	.loc	1 109 21 is_stmt 1              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v80, v32
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v89, v35
	v_exp_f32_e32 v92, v38
	v_exp_f32_e32 v93, v39
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v40, s38, v40, -v34
	v_fma_f32 v41, s38, v41, -v34
	v_fma_f32 v42, s38, v42, -v34
	v_fma_f32 v43, s38, v43, -v34
	v_fma_f32 v44, s38, v44, -v34
	v_fma_f32 v45, s38, v45, -v34
	v_fma_f32 v46, s38, v46, -v34
	v_fma_f32 v47, s38, v47, -v34
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[64:65], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[66:67], v[80:81] op_sel_hi:[1,0]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v66, s44, v123
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v90, v91, 1.0
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v100, v42
	v_exp_f32_e32 v101, v43
	v_exp_f32_e32 v84, v46
	v_exp_f32_e32 v85, v47
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[36:37], v[68:69], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[70:71], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[74:75], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[78:79], v[80:81] op_sel_hi:[1,0]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[68:69], v66
	ds_read_b64_tr_b8 v[70:71], v66 offset:32
	ds_read_b64_tr_b8 v[74:75], v66 offset:64
	ds_read_b64_tr_b8 v[78:79], v66 offset:96
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v92, v93, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v94, v40
	v_exp_f32_e32 v95, v41
	v_exp_f32_e32 v82, v44
	v_exp_f32_e32 v83, v45
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[40:41], v[72:73], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[76:77], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_cvt_scalef32_pk_fp8_f32 v67, v82, v83, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v84, v85, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[68:69], v[64:65], v[32:47]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[68:69], v66 offset:512
	ds_read_b64_tr_b8 v[98:99], v66 offset:544
	ds_read_b64_tr_b8 v[104:105], v66 offset:576
	ds_read_b64_tr_b8 v[106:107], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v100, v101, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[50:51], v[50:51], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[68:69], v[66:67], v[32:47]
.Ltmp147:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v68, v86, v88
	v_add_f32_e64 v69, v87, v89
	v_add_f32_e64 v72, v94, v100
	v_add_f32_e64 v73, v95, v101
.Ltmp148:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v0, v0, v80
	v_mul_f32_e64 v1, v1, v80
	v_pk_mul_f32 v[2:3], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[70:71], v[64:65], v[48:63]
.Ltmp149:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v70, v90, v92
	v_add_f32_e64 v71, v91, v93
.Ltmp150:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v10, v10, v80
	v_mul_f32_e64 v11, v11, v80
.Ltmp151:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v68, v68, v70
	v_add_f32_e64 v69, v69, v71
.Ltmp152:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[12:13], v[12:13], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[80:81] op_sel_hi:[1,0]
.Ltmp153:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v76, v102, v103
.Ltmp154:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v76, v121, v96
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[74:75], v[64:65], v[16:31]
.Ltmp155:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v74, v82, v84
	v_add_f32_e64 v75, v83, v85
	v_add_f32_e64 v70, v72, v74
	v_add_f32_e64 v71, v73, v75
	v_add_f32_e64 v68, v68, v70
	v_add_f32_e64 v69, v69, v71
.Ltmp156:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v68, v68, v69
.Ltmp157:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v69, v68
.Ltmp158:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[78:79], v[64:65], v[0:15]
.Ltmp159:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	s_nop 0
	v_permlane32_swap_b32_e32 v68, v69
.Ltmp160:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v64, v68, v69
.Ltmp161:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v64, v76, v80
.Ltmp162:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s43
	v_rcp_f32_e32 v68, v65
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
.Ltmp163:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[98:99], v[66:67], v[48:63]
.Ltmp164:
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
.Ltmp165:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[104:105], v[66:67], v[16:31]
.Ltmp166:
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s1, s3, s1
.Ltmp167:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[106:107], v[66:67], v[0:15]
.Ltmp168:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v66, -v65, v68, 1.0
	v_fmac_f32_e32 v68, v66, v68
	v_div_scale_f32 v66, vcc, s43, v64, s43
	v_mul_f32_e32 v67, v66, v68
	v_fma_f32 v69, -v65, v67, v66
	v_fmac_f32_e32 v67, v69, v68
	v_fma_f32 v65, -v65, v67, v66
	v_div_fmas_f32 v65, v65, v68, v67
	v_div_fixup_f32 v64, v65, v64, s43
	.loc	1 152 15 is_stmt 0              ; triton_peers.py:152:15
	v_pk_mul_f32 v[66:67], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v0, a15
	.loc	1 153 59 is_stmt 1              ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s19
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[68:69], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[64:65], v[38:39] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v66, v67
	v_cvt_pk_bf16_f32 v1, v68, v69
	v_cvt_pk_bf16_f32 v2, v36, v37
	v_cvt_pk_bf16_f32 v3, v38, v39
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[80:81], 1, s[0:1]
	v_accvgpr_read_b32 v38, a16
	v_mov_b32_e32 v39, 0
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v4, v40, v41
	v_cvt_pk_bf16_f32 v5, v42, v43
	v_cvt_pk_bf16_f32 v6, v44, v45
	v_cvt_pk_bf16_f32 v7, v46, v47
	v_cvt_pk_bf16_f32 v8, v48, v49
	v_cvt_pk_bf16_f32 v9, v50, v51
	v_cvt_pk_bf16_f32 v10, v52, v53
	v_cvt_pk_bf16_f32 v11, v54, v55
	v_cvt_pk_bf16_f32 v12, v56, v57
	v_cvt_pk_bf16_f32 v14, v58, v59
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
	v_cvt_pk_bf16_f32 v24, v60, v61
	v_cvt_pk_bf16_f32 v25, v62, v63
	v_cvt_pk_bf16_f32 v26, v70, v71
	v_cvt_pk_bf16_f32 v27, v72, v73
	v_cvt_pk_bf16_f32 v28, v74, v75
	v_cvt_pk_bf16_f32 v29, v76, v77
	v_cvt_pk_bf16_f32 v30, v78, v79
	v_cvt_pk_bf16_f32 v31, v64, v65
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
.Ltmp169:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
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
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 223
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
	.set .Lattn_fwd.num_agpr, 95
	.set .Lattn_fwd.numbered_sgpr, 54
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16112
; TotalNumSgprs: 60
; NumVgprs: 128
; NumAgprs: 95
; TotalNumVgprs: 223
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 223
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
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
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
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
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
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
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
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
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
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
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
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
  - .agpr_count:     95
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
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     223
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
