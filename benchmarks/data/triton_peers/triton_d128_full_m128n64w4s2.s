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
; %bb.18:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.19:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x2c
	s_load_dwordx2 s[2:3], s[4:5], 0x4c
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s21
	v_cvt_f32_u32_e32 v2, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_xor_b32 s1, s17, s21
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s7, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	s_sub_i32 s21, 0, s0
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s7, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s6, s17
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_mov_b32_e32 v71, 0
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s7, v2
	s_mul_i32 s21, s21, s7
	s_mul_hi_u32 s21, s7, s21
	s_add_i32 s7, s7, s21
	s_mul_hi_u32 s7, s6, s7
	s_mul_i32 s21, s7, s0
	s_sub_i32 s6, s6, s21
	s_add_i32 s28, s7, 1
	s_sub_i32 s21, s6, s0
	s_cmp_ge_u32 s6, s0
	s_cselect_b32 s7, s28, s7
	s_cselect_b32 s6, s21, s6
	s_add_i32 s21, s7, 1
	s_cmp_ge_u32 s6, s0
	s_cselect_b32 s0, s21, s7
	s_xor_b32 s0, s0, s1
	s_sub_i32 s6, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s22, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s16, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s7, s19, 6
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s1, s0, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s7, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s8, s0
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s8, s23, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v2, 3, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s9, s1
	s_ashr_i32 s9, s8, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s16, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s0, s8
	s_addc_u32 s1, s1, s9
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s24
	s_lshl_b32 s8, s24, 5
	v_add_u32_e32 v4, s8, v2
	v_add_u32_e32 v6, s8, v4
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_add_u32_e32 v8, s8, v6
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_and_b32_e32 v2, 7, v0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v70, 4, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[70:71]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[70:71]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[70:71]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[70:71]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_and_b32_e32 v125, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v3, 32, v0
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	s_movk_i32 s0, 0x70
	v_lshlrev_b32_e32 v5, 7, v125
	v_lshlrev_b32_e32 v4, 3, v1
	v_lshrrev_b32_e32 v124, 1, v3
	s_movk_i32 s1, 0x60
	.loc	1 137 22 is_stmt 1              ; triton_peers.py:137:22
	s_mul_i32 s8, s25, s18
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v3, v4, v124, s0 bitop3:0x6c
	v_lshl_or_b32 v5, s19, 12, v5
	v_mov_b32_e32 v8, 0x70
	v_bitop3_b32 v7, v5, s1, v3 bitop3:0x36
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s1, s8, 31
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v8, s7, v8, v12 bitop3:0xc8
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s6, s26
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_add_u32 s7, s10, s8
	s_addc_u32 s1, s11, s1
	s_ashr_i32 s8, s0, 31
	s_add_u32 s0, s7, s0
	s_addc_u32 s1, s1, s8
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_or_b32_e32 v6, v5, v3
	v_lshlrev_b32_e32 v9, 4, v13
.Ltmp4:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s20, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v0, 56, v0
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v3, 0, v6
	v_xad_u32 v5, v6, 32, 0
	v_xad_u32 v6, v6, 64, 0
	v_add_u32_e32 v7, 0, v7
	v_xad_u32 v8, v9, v8, 0
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s20, 1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_mul_i32 s10, s19, 0x410
.Ltmp7:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v8, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v8, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v8, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v8, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp8:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v10, s19, v0
	v_or_b32_e32 v8, 4, v10
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v10, v10, s27
	v_mul_lo_u32 v8, v8, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s10, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[70:71]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s10, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.Ltmp9:
.LBB0_2:                                ; %.critedge
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_mul_i32 s2, s2, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s7, s2, 31
	.loc	1 0 0                           ; triton_peers.py:0
	ds_read_b128 v[18:21], v3
	ds_read_b128 v[24:27], v5
	ds_read_b128 v[10:13], v6
	ds_read_b128 v[14:17], v7
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s6, s6, s3
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s7, s13, s7
	s_ashr_i32 s3, s6, 31
	s_load_dword s24, s[4:5], 0x54
	s_add_u32 s6, s2, s6
	s_addc_u32 s7, s7, s3
.Ltmp10:
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[2:3], s[8:9], exec
	s_cselect_b32 s2, 1, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_lshrrev_b32_e32 v3, 1, v0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s2, 1
	s_mul_i32 s9, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v5, s19, v3
	v_or_b32_e32 v6, 32, v5
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v8, v5, s24
	v_mul_lo_u32 v6, v6, s24
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[8:9]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s9
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[70:71]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[70:71]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s9, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.Ltmp11:
.LBB0_4:                                ; %.critedge2
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dword s2, s[4:5], 0x20
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[40:41], 24, v[18:19]
	v_lshrrev_b64 v[46:47], 24, v[20:21]
	v_lshrrev_b64 v[54:55], 24, v[24:25]
	v_lshrrev_b64 v[66:67], 24, v[26:27]
	v_lshrrev_b64 v[8:9], 24, v[10:11]
	v_lshrrev_b64 v[30:31], 24, v[12:13]
	v_lshrrev_b64 v[36:37], 24, v[14:15]
	v_lshrrev_b64 v[56:57], 24, v[16:17]
.Ltmp12:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_sub_i32 s11, s20, 64
.Ltmp13:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v35, 8, v18
	v_lshrrev_b32_e32 v38, 16, v18
	v_lshrrev_b32_e32 v39, 8, v19
	v_lshrrev_b32_e32 v41, 16, v19
	v_lshrrev_b32_e32 v42, 24, v19
	v_lshrrev_b32_e32 v43, 8, v20
	v_lshrrev_b32_e32 v44, 16, v20
	v_lshrrev_b32_e32 v45, 8, v21
	v_lshrrev_b32_e32 v47, 16, v21
	v_lshrrev_b32_e32 v48, 24, v21
	v_lshrrev_b32_e32 v51, 8, v24
	v_lshrrev_b32_e32 v52, 16, v24
	v_lshrrev_b32_e32 v58, 8, v25
	v_lshrrev_b32_e32 v59, 16, v25
	v_lshrrev_b32_e32 v60, 24, v25
	v_lshrrev_b32_e32 v63, 8, v26
	v_lshrrev_b32_e32 v64, 16, v26
	v_lshrrev_b32_e32 v65, 8, v27
	v_lshrrev_b32_e32 v67, 16, v27
	v_lshrrev_b32_e32 v72, 24, v27
	v_lshrrev_b32_e32 v5, 8, v10
	v_lshrrev_b32_e32 v6, 16, v10
	v_lshrrev_b32_e32 v7, 8, v11
	v_lshrrev_b32_e32 v9, 16, v11
	v_lshrrev_b32_e32 v22, 24, v11
	v_lshrrev_b32_e32 v23, 8, v12
	v_lshrrev_b32_e32 v28, 16, v12
	v_lshrrev_b32_e32 v29, 8, v13
	v_lshrrev_b32_e32 v31, 16, v13
	v_lshrrev_b32_e32 v32, 24, v13
	v_lshrrev_b32_e32 v33, 8, v14
	v_lshrrev_b32_e32 v34, 16, v14
	v_lshrrev_b32_e32 v37, 8, v15
	v_lshrrev_b32_e32 v49, 16, v15
	v_lshrrev_b32_e32 v50, 24, v15
	v_lshrrev_b32_e32 v53, 8, v16
	v_lshrrev_b32_e32 v55, 16, v16
	v_lshrrev_b32_e32 v57, 8, v17
	v_lshrrev_b32_e32 v61, 16, v17
	v_lshrrev_b32_e32 v62, 24, v17
.Ltmp14:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s11, 1
	v_lshlrev_b32_e32 v73, 10, v2
	v_lshlrev_b32_e32 v68, 4, v1
	v_lshlrev_b32_e32 v69, 9, v1
	v_and_b32_e32 v117, 8, v4
	v_and_b32_e32 v119, 16, v1
	; asyncmark
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s3, 0xc0c0004
	v_perm_b32 v1, v27, v65, s3
	v_perm_b32 v2, v67, v72, s3
	v_lshl_or_b32 v81, v2, 16, v1
	v_perm_b32 v1, v26, v63, s3
	v_perm_b32 v2, v64, v66, s3
	v_lshl_or_b32 v80, v2, 16, v1
	v_perm_b32 v1, v25, v58, s3
	v_perm_b32 v2, v59, v60, s3
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v24, v51, s3
	v_perm_b32 v2, v52, v54, s3
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v21, v45, s3
	v_perm_b32 v2, v47, v48, s3
	v_lshl_or_b32 v77, v2, 16, v1
	v_perm_b32 v1, v20, v43, s3
	v_perm_b32 v2, v44, v46, s3
	v_lshl_or_b32 v76, v2, 16, v1
	v_perm_b32 v1, v19, v39, s3
	v_perm_b32 v2, v41, v42, s3
	v_lshl_or_b32 v75, v2, 16, v1
	v_perm_b32 v1, v18, v35, s3
	v_perm_b32 v2, v38, v40, s3
	v_lshl_or_b32 v74, v2, 16, v1
	v_perm_b32 v1, v17, v57, s3
	v_perm_b32 v2, v61, v62, s3
	v_accvgpr_write_b32 a41, v21
	v_accvgpr_write_b32 a40, v20
	v_accvgpr_write_b32 a39, v19
	v_accvgpr_write_b32 a38, v18
	v_lshl_or_b32 v21, v2, 16, v1
	v_perm_b32 v1, v16, v53, s3
	v_perm_b32 v2, v55, v56, s3
	v_lshl_or_b32 v20, v2, 16, v1
	v_perm_b32 v1, v15, v37, s3
	v_perm_b32 v2, v49, v50, s3
	v_lshl_or_b32 v19, v2, 16, v1
	v_perm_b32 v1, v14, v33, s3
	v_perm_b32 v2, v34, v36, s3
	v_lshl_or_b32 v18, v2, 16, v1
	v_perm_b32 v1, v13, v29, s3
	v_perm_b32 v2, v31, v32, s3
	v_accvgpr_write_b32 a37, v17
	v_accvgpr_write_b32 a36, v16
	v_accvgpr_write_b32 a35, v15
	v_accvgpr_write_b32 a34, v14
	v_lshl_or_b32 v17, v2, 16, v1
	v_perm_b32 v1, v12, v23, s3
	v_perm_b32 v2, v28, v30, s3
	v_lshl_or_b32 v16, v2, 16, v1
	v_perm_b32 v1, v11, v7, s3
	v_perm_b32 v2, v9, v22, s3
	v_lshl_or_b32 v15, v2, 16, v1
	v_perm_b32 v1, v10, v5, s3
	v_perm_b32 v2, v6, v8, s3
	v_lshl_or_b32 v14, v2, 16, v1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v1, s19, v3
	v_accvgpr_write_b32 a89, v65
	v_accvgpr_write_b32 a88, v64
	v_add_u32_e32 v64, 0x60, v1
	v_or_b32_e32 v65, 64, v1
	v_accvgpr_write_b32 a92, v72
	v_add_u32_e32 v0, s19, v0
	v_and_b32_e32 v72, 0x180, v68
	v_accvgpr_write_b32 a27, v69
	v_and_b32_e32 v69, 0xc00, v69
	v_accvgpr_write_b32 a26, v68
	v_and_b32_e32 v68, 0x280, v68
	v_mul_lo_u32 v116, s24, v64
	v_mul_lo_u32 v118, s24, v65
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[70:71]
	v_accvgpr_write_b32 a91, v67
	v_accvgpr_write_b32 a90, v66
	v_accvgpr_write_b32 a54, v30
	v_add_u32_e32 v66, 0x44, v0
	v_add_u32_e32 v67, 64, v0
	v_mov_b32_e32 v30, 0
	v_accvgpr_write_b32 a111, v68
	v_lshrrev_b32_e32 v68, 5, v69
	v_accvgpr_write_b32 a115, v65
	v_accvgpr_write_b32 a114, v64
	v_lshl_add_u64 v[64:65], s[6:7], 0, v[70:71]
	v_accvgpr_write_b32 a25, v125
	v_accvgpr_write_b32 a87, v63
	v_accvgpr_write_b32 a81, v58
	v_accvgpr_write_b32 a82, v59
	v_accvgpr_write_b32 a83, v60
	v_accvgpr_write_b32 a51, v27
	v_accvgpr_write_b32 a50, v26
	v_accvgpr_write_b32 a49, v25
	v_accvgpr_write_b32 a48, v24
	v_accvgpr_write_b32 a75, v51
	v_accvgpr_write_b32 a76, v52
	v_accvgpr_write_b32 a78, v54
	v_accvgpr_write_b32 a69, v45
	v_accvgpr_write_b32 a70, v47
	v_accvgpr_write_b32 a71, v48
	v_accvgpr_write_b32 a66, v43
	v_accvgpr_write_b32 a67, v44
	v_accvgpr_write_b32 a68, v46
	v_accvgpr_write_b32 a63, v39
	v_accvgpr_write_b32 a64, v41
	v_accvgpr_write_b32 a65, v42
	v_accvgpr_write_b32 a59, v35
	v_accvgpr_write_b32 a61, v38
	v_accvgpr_write_b32 a62, v40
	v_accvgpr_write_b32 a101, v81
	v_accvgpr_write_b32 a100, v80
	v_accvgpr_write_b32 a99, v79
	v_accvgpr_write_b32 a98, v78
	v_accvgpr_write_b32 a97, v77
	v_accvgpr_write_b32 a96, v76
	v_accvgpr_write_b32 a95, v75
	v_accvgpr_write_b32 a94, v74
	v_accvgpr_write_b32 a84, v57
	v_accvgpr_write_b32 a85, v61
	v_accvgpr_write_b32 a86, v62
	v_accvgpr_write_b32 a77, v53
	v_accvgpr_write_b32 a79, v55
	v_accvgpr_write_b32 a80, v56
	v_accvgpr_write_b32 a72, v37
	v_accvgpr_write_b32 a73, v49
	v_accvgpr_write_b32 a74, v50
	v_accvgpr_write_b32 a57, v33
	v_accvgpr_write_b32 a58, v34
	v_accvgpr_write_b32 a60, v36
	v_accvgpr_write_b32 a53, v29
	v_accvgpr_write_b32 a55, v31
	v_accvgpr_write_b32 a56, v32
	v_accvgpr_write_b32 a47, v23
	v_accvgpr_write_b32 a52, v28
	v_accvgpr_write_b32 a43, v7
	v_accvgpr_write_b32 a45, v9
	v_accvgpr_write_b32 a46, v22
	v_accvgpr_write_b32 a31, v13
	v_accvgpr_write_b32 a30, v12
	v_accvgpr_write_b32 a29, v11
	v_accvgpr_write_b32 a28, v10
	v_accvgpr_write_b32 a33, v5
	v_accvgpr_write_b32 a42, v6
	v_accvgpr_write_b32 a44, v8
	v_accvgpr_write_b32 a109, v21
	v_accvgpr_write_b32 a108, v20
	v_accvgpr_write_b32 a107, v19
	v_accvgpr_write_b32 a106, v18
	v_accvgpr_write_b32 a105, v17
	v_accvgpr_write_b32 a104, v16
	v_accvgpr_write_b32 a103, v15
	v_accvgpr_write_b32 a102, v14
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, s2
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s12, s24, 6
	s_lshl_b32 s13, s27, 6
	s_mov_b32 s8, 0
	s_movk_i32 s23, 0x41e0
	s_mov_b32 s21, 0
	s_mov_b32 s22, 0
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
	v_accvgpr_write_b32 a93, v72
	v_accvgpr_write_b32 a110, v69
	v_accvgpr_write_b32 a112, v68
	v_mul_lo_u32 v120, s27, v66
	v_mul_lo_u32 v122, s27, v67
	v_mov_b32_e32 v115, 0xff800000
	v_mov_b32_e32 v66, 0
	v_accvgpr_write_b32 a117, v65
	v_accvgpr_write_b32 a116, v64
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s21, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s21, s0, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s1, s21, 13
	s_lshr_b32 s0, s1, 6
	s_add_i32 s0, s1, s0
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s6, s0, s10
	v_accvgpr_write_b32 a113, v66
	v_accvgpr_read_b32 v66, a114
	v_accvgpr_read_b32 v67, a115
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[122:123]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s6, 0x41e0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v64, a93
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v64, s23, v73, v64
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[120:121]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s6, 0x5220
	v_add3_u32 v80, v64, v124, v70
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	ds_read_b128 v[82:85], v80
	ds_read_b128 v[86:89], v80 offset:32
	ds_read_b128 v[96:99], v80 offset:512
	ds_read_b128 v[100:103], v80 offset:544
	v_accvgpr_mov_b32 a0, a94
	v_accvgpr_mov_b32 a1, a95
	v_accvgpr_mov_b32 a2, a96
	v_accvgpr_mov_b32 a3, a97
	v_accvgpr_mov_b32 a4, a98
	v_accvgpr_mov_b32 a5, a99
	v_accvgpr_mov_b32 a6, a100
	v_accvgpr_mov_b32 a7, a101
	v_accvgpr_write_b32 a32, v70
	v_mov_b32_e32 v121, v73
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], a[0:7], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[82:85], v80 offset:64
	ds_read_b128 v[86:89], v80 offset:96
	ds_read_b128 v[104:107], v80 offset:576
	ds_read_b128 v[108:111], v80 offset:608
	v_accvgpr_mov_b32 a8, a102
	v_accvgpr_mov_b32 a9, a103
	v_accvgpr_mov_b32 a10, a104
	v_accvgpr_mov_b32 a11, a105
	v_accvgpr_mov_b32 a12, a106
	v_accvgpr_mov_b32 a13, a107
	v_accvgpr_mov_b32 a14, a108
	v_accvgpr_mov_b32 a15, a109
	s_lshr_b32 s7, s1, 5
	s_mov_b32 s6, s8
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s8, s1, s7
	s_add_i32 s1, s8, s9
	s_mov_b32 m0, s1
	v_accvgpr_write_b32 a24, v124
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], a[8:15], v[64:79]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s22, s22, 64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s23, s0, 0x41e0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v120, s13, v120
	v_add_u32_e32 v122, s13, v122
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], a[0:7], 0
.Ltmp15:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 14
	v_max3_f32 v96, v73, v74, v75
	v_max3_f32 v97, v76, v77, v78
.Ltmp16:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[104:111], a[8:15], v[80:95]
.Ltmp17:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max3_f32 v98, v79, v80, v81
	v_max3_f32 v96, v96, v97, v98
	v_max3_f32 v97, v82, v83, v84
	v_max3_f32 v98, v85, v86, v87
	v_max3_f32 v99, v88, v89, v90
	v_max3_f32 v97, v97, v98, v99
	v_max_f32_e32 v98, v65, v65
	v_max_f32_e32 v99, v64, v64
	v_max_f32_e32 v98, v99, v98
	v_max3_f32 v99, v67, v68, v69
	v_max3_f32 v98, v98, v66, v99
	v_max3_f32 v99, v70, v71, v72
	v_max3_f32 v96, v98, v99, v96
	v_max3_f32 v98, v91, v92, v93
	v_max3_f32 v98, v98, v94, v95
	v_max3_f32 v96, v96, v97, v98
.Ltmp18:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp20:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v96, s2, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v97, v115, v115
	v_max_f32_e32 v114, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[98:99], s[2:3], v[74:75], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[2:3], v[76:77], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v74, v119
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v119, 31, v118
	v_accvgpr_read_b32 v76, a116
	v_accvgpr_read_b32 v77, a117
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[96:97], s[2:3], v[72:73], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[72:73], v[76:77], 0, v[118:119]
	v_mov_b32_e32 v119, v74
	v_mov_b32_e32 v74, v117
	v_ashrrev_i32_e32 v117, 31, v116
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[72:73], off
	s_add_i32 m0, s1, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[72:73], v[76:77], 0, v[116:117]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[72:73], off
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[2:3], v[64:65], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v117, v74
	v_pk_fma_f32 v[66:67], s[2:3], v[66:67], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v64
	v_exp_f32_e32 v73, v65
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s6, v117
	v_accvgpr_read_b32 v65, a110
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[68:69], s[2:3], v[68:69], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[2:3], v[80:81], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[2:3], v[84:85], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[2:3], v[88:89], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[2:3], v[92:93], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v74, v66
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v64, v64, v119, v65
	v_accvgpr_read_b32 v65, a111
	v_accvgpr_read_b32 v66, a112
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[70:71], s[2:3], v[70:71], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[2:3], v[78:79], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[2:3], v[82:83], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[2:3], v[86:87], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[2:3], v[90:91], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[2:3], v[94:95], v[114:115] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v76, v68
	v_exp_f32_e32 v77, v69
	v_exp_f32_e32 v80, v96
	v_exp_f32_e32 v81, v97
	v_exp_f32_e32 v86, v100
	v_exp_f32_e32 v87, v101
	v_exp_f32_e32 v90, v102
	v_exp_f32_e32 v91, v103
	v_exp_f32_e32 v94, v124
	v_exp_f32_e32 v95, v125
	v_exp_f32_e32 v124, v104
	v_exp_f32_e32 v125, v105
	v_exp_f32_e32 v96, v108
	v_exp_f32_e32 v97, v109
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v64, v64, v65, v66
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v75, v67
	v_exp_f32_e32 v78, v70
	v_exp_f32_e32 v79, v71
	v_exp_f32_e32 v84, v98
	v_exp_f32_e32 v85, v99
	v_exp_f32_e32 v88, v112
	v_exp_f32_e32 v89, v113
	v_exp_f32_e32 v92, v82
	v_exp_f32_e32 v93, v83
	v_exp_f32_e32 v112, v126
	v_exp_f32_e32 v113, v127
	v_exp_f32_e32 v126, v106
	v_exp_f32_e32 v127, v107
	v_exp_f32_e32 v98, v110
	v_exp_f32_e32 v99, v111
	; asyncmark
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 a[0:1], v64
	ds_read_b64_tr_b8 a[8:9], v64 offset:32
	ds_read_b64_tr_b8 a[16:17], v64 offset:64
	ds_read_b64_tr_b8 v[100:101], v64 offset:96
	ds_read_b64_tr_b8 a[2:3], v64 offset:256
	ds_read_b64_tr_b8 a[10:11], v64 offset:288
	ds_read_b64_tr_b8 a[18:19], v64 offset:320
	ds_read_b64_tr_b8 v[102:103], v64 offset:352
	ds_read_b64_tr_b8 a[4:5], v64 offset:4224
	ds_read_b64_tr_b8 a[12:13], v64 offset:4256
	ds_read_b64_tr_b8 a[20:21], v64 offset:4288
	ds_read_b64_tr_b8 v[104:105], v64 offset:4320
	ds_read_b64_tr_b8 a[6:7], v64 offset:4480
	ds_read_b64_tr_b8 a[14:15], v64 offset:4512
	ds_read_b64_tr_b8 a[22:23], v64 offset:4544
	ds_read_b64_tr_b8 v[106:107], v64 offset:4576
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v64, v115, v114
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v82, v64
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v124, v125, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v126, v127, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v98, v99, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[82:83] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[82:83] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[0:7], v[64:71], v[16:31]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v116, s12, v116
	v_add_u32_e32 v118, s12, v118
	s_cmp_lt_i32 s22, s11
	v_mov_b32_e32 v115, v114
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[8:15], v[64:71], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[100:107], v[64:71], v[0:15]
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v64, v72, v74
	v_add_f32_e64 v65, v73, v75
	v_add_f32_e64 v66, v76, v78
	v_add_f32_e64 v67, v77, v79
	v_add_f32_e64 v68, v80, v84
	v_add_f32_e64 v69, v81, v85
	v_add_f32_e64 v70, v86, v88
	v_add_f32_e64 v71, v87, v89
	v_add_f32_e64 v72, v90, v92
	v_add_f32_e64 v73, v91, v93
	v_add_f32_e64 v74, v94, v112
	v_add_f32_e64 v75, v95, v113
	v_add_f32_e64 v76, v124, v126
	v_add_f32_e64 v77, v125, v127
	v_pk_add_f32 v[78:79], v[96:97], v[98:99]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_accvgpr_read_b32 v124, a24
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_mov_b32_e32 v73, v121
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v96, v64, v65
	v_accvgpr_read_b32 v64, a113
.Ltmp25:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v96, v64, v82
	v_accvgpr_read_b32 v70, a32
	v_mov_b32_e32 v66, v96
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_6
.Ltmp26:
; %bb.7:                                ; %Flow649
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v125, a25
	v_accvgpr_read_b32 v65, a89
	s_branch .LBB0_9
.LBB0_8:
	v_accvgpr_write_b32 a37, v17
	v_accvgpr_write_b32 a36, v16
	v_accvgpr_write_b32 a35, v15
	v_accvgpr_write_b32 a34, v14
	v_mov_b32_e32 v15, 0
	v_accvgpr_write_b32 a92, v72
	v_accvgpr_write_b32 a91, v67
	v_accvgpr_write_b32 a90, v66
	v_accvgpr_write_b32 a88, v64
	v_accvgpr_write_b32 a87, v63
	v_accvgpr_write_b32 a86, v62
	v_accvgpr_write_b32 a85, v61
	v_accvgpr_write_b32 a84, v57
	v_accvgpr_write_b32 a83, v60
	v_accvgpr_write_b32 a82, v59
	v_accvgpr_write_b32 a81, v58
	v_accvgpr_write_b32 a80, v56
	v_accvgpr_write_b32 a79, v55
	v_accvgpr_write_b32 a77, v53
	v_accvgpr_write_b32 a78, v54
	v_accvgpr_write_b32 a76, v52
	v_accvgpr_write_b32 a75, v51
	v_accvgpr_write_b32 a74, v50
	v_accvgpr_write_b32 a73, v49
	v_accvgpr_write_b32 a72, v37
	v_accvgpr_write_b32 a71, v48
	v_accvgpr_write_b32 a70, v47
	v_accvgpr_write_b32 a69, v45
	v_accvgpr_write_b32 a68, v46
	v_accvgpr_write_b32 a67, v44
	v_accvgpr_write_b32 a66, v43
	v_accvgpr_write_b32 a65, v42
	v_accvgpr_write_b32 a64, v41
	v_accvgpr_write_b32 a63, v39
	v_accvgpr_write_b32 a62, v40
	v_accvgpr_write_b32 a61, v38
	v_accvgpr_write_b32 a59, v35
	v_accvgpr_write_b32 a60, v36
	v_accvgpr_write_b32 a58, v34
	v_accvgpr_write_b32 a57, v33
	v_accvgpr_write_b32 a56, v32
	v_accvgpr_write_b32 a55, v31
	v_accvgpr_write_b32 a53, v29
	v_accvgpr_write_b32 a54, v30
	v_accvgpr_write_b32 a52, v28
	v_accvgpr_write_b32 a47, v23
	v_accvgpr_write_b32 a51, v27
	v_accvgpr_write_b32 a50, v26
	v_accvgpr_write_b32 a49, v25
	v_accvgpr_write_b32 a48, v24
	v_accvgpr_write_b32 a46, v22
	v_accvgpr_write_b32 a45, v9
	v_accvgpr_write_b32 a43, v7
	v_accvgpr_write_b32 a44, v8
	v_accvgpr_write_b32 a42, v6
	v_accvgpr_write_b32 a33, v5
	v_accvgpr_write_b32 a41, v21
	v_accvgpr_write_b32 a40, v20
	v_accvgpr_write_b32 a39, v19
	v_accvgpr_write_b32 a38, v18
	v_accvgpr_write_b32 a31, v13
	v_accvgpr_write_b32 a30, v12
	v_accvgpr_write_b32 a29, v11
	v_accvgpr_write_b32 a28, v10
	v_accvgpr_write_b32 a27, v69
	v_accvgpr_write_b32 a26, v68
	s_mov_b32 s8, 0
	s_movk_i32 s23, 0x41e0
	v_mov_b32_e32 v114, 0xff800000
	v_mov_b32_e32 v96, 0
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
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
.LBB0_9:                                ; %Flow650
	s_load_dword s3, s[4:5], 0x60
	s_load_dword s9, s[4:5], 0x24
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x58
	.loc	1 150 29 is_stmt 1              ; triton_peers.py:150:29
	s_add_i32 s0, s20, 63
.Ltmp27:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s0, 63
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_and_b64 vcc, exec, s[0:1]
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
; %bb.10:                               ; %._crit_edge._crit_edge
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_12
.LBB0_11:
	s_mov_b64 s[6:7], -1
.LBB0_12:                               ; %Flow
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	v_accvgpr_read_b32 v127, a26
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v64, 0x180, v127
	v_add3_u32 v64, s23, v73, v64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 s6, 0xc0c0004
	v_accvgpr_read_b32 v77, a51
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v97, v64, v124, v70
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_perm_b32 v64, v77, v65, s6
	v_accvgpr_read_b32 v65, a91
	v_accvgpr_read_b32 v77, a92
	v_perm_b32 v65, v65, v77, s6
	v_accvgpr_read_b32 v76, a50
	v_lshl_or_b32 v105, v65, 16, v64
	v_accvgpr_read_b32 v64, a87
	v_perm_b32 v64, v76, v64, s6
	v_accvgpr_read_b32 v65, a88
	v_accvgpr_read_b32 v76, a90
	v_perm_b32 v65, v65, v76, s6
	v_accvgpr_read_b32 v75, a49
	v_lshl_or_b32 v104, v65, 16, v64
	v_accvgpr_read_b32 v64, a81
	v_perm_b32 v64, v75, v64, s6
	v_accvgpr_read_b32 v65, a82
	v_accvgpr_read_b32 v75, a83
	v_perm_b32 v65, v65, v75, s6
	v_accvgpr_read_b32 v74, a48
	v_lshl_or_b32 v103, v65, 16, v64
	v_accvgpr_read_b32 v64, a75
	v_perm_b32 v64, v74, v64, s6
	v_accvgpr_read_b32 v65, a76
	v_accvgpr_read_b32 v74, a78
	v_perm_b32 v65, v65, v74, s6
	v_lshl_or_b32 v102, v65, 16, v64
	v_accvgpr_read_b32 v77, a41
	v_accvgpr_read_b32 v64, a69
	v_perm_b32 v64, v77, v64, s6
	v_accvgpr_read_b32 v65, a70
	v_accvgpr_read_b32 v77, a71
	v_perm_b32 v65, v65, v77, s6
	v_accvgpr_read_b32 v76, a40
	v_lshl_or_b32 v101, v65, 16, v64
	v_accvgpr_read_b32 v64, a66
	v_perm_b32 v64, v76, v64, s6
	v_accvgpr_read_b32 v65, a67
	v_accvgpr_read_b32 v76, a68
	v_perm_b32 v65, v65, v76, s6
	v_accvgpr_read_b32 v75, a39
	v_lshl_or_b32 v100, v65, 16, v64
	v_accvgpr_read_b32 v64, a63
	v_perm_b32 v64, v75, v64, s6
	v_accvgpr_read_b32 v65, a64
	v_accvgpr_read_b32 v75, a65
	v_perm_b32 v65, v65, v75, s6
	v_accvgpr_read_b32 v74, a38
	v_lshl_or_b32 v99, v65, 16, v64
	v_accvgpr_read_b32 v64, a59
	v_perm_b32 v64, v74, v64, s6
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v74, a62
	v_perm_b32 v65, v65, v74, s6
	v_lshl_or_b32 v98, v65, 16, v64
	v_accvgpr_read_b32 v77, a37
	v_accvgpr_read_b32 v64, a84
	v_perm_b32 v64, v77, v64, s6
	v_accvgpr_read_b32 v65, a85
	v_accvgpr_read_b32 v77, a86
	v_perm_b32 v65, v65, v77, s6
	v_accvgpr_read_b32 v76, a36
	v_lshl_or_b32 v113, v65, 16, v64
	v_accvgpr_read_b32 v64, a77
	v_mov_b32_e32 v115, v117
	v_mov_b32_e32 v126, v119
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[116:119], v97
	ds_read_b128 v[120:123], v97 offset:32
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_perm_b32 v64, v76, v64, s6
	v_accvgpr_read_b32 v65, a79
	v_accvgpr_read_b32 v76, a80
	v_perm_b32 v65, v65, v76, s6
	v_accvgpr_read_b32 v75, a35
	v_lshl_or_b32 v112, v65, 16, v64
	v_accvgpr_read_b32 v64, a72
	v_perm_b32 v64, v75, v64, s6
	v_accvgpr_read_b32 v65, a73
	v_accvgpr_read_b32 v75, a74
	v_perm_b32 v65, v65, v75, s6
	v_accvgpr_read_b32 v74, a34
	v_lshl_or_b32 v111, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[116:123], v[98:105], 0
	v_accvgpr_read_b32 v64, a57
	v_perm_b32 v64, v74, v64, s6
	v_accvgpr_read_b32 v65, a58
	v_accvgpr_read_b32 v74, a60
	v_perm_b32 v65, v65, v74, s6
	v_lshl_or_b32 v110, v65, 16, v64
	v_accvgpr_read_b32 v77, a31
	v_accvgpr_read_b32 v64, a53
	v_perm_b32 v64, v77, v64, s6
	v_accvgpr_read_b32 v65, a55
	v_accvgpr_read_b32 v77, a56
	v_perm_b32 v65, v65, v77, s6
	v_accvgpr_read_b32 v76, a30
	v_lshl_or_b32 v109, v65, 16, v64
	v_accvgpr_read_b32 v64, a47
	v_perm_b32 v64, v76, v64, s6
	v_accvgpr_read_b32 v65, a52
	v_accvgpr_read_b32 v76, a54
	v_perm_b32 v65, v65, v76, s6
	v_accvgpr_read_b32 v75, a29
	v_lshl_or_b32 v108, v65, 16, v64
	v_accvgpr_read_b32 v64, a43
	v_perm_b32 v64, v75, v64, s6
	v_accvgpr_read_b32 v65, a45
	v_accvgpr_read_b32 v75, a46
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[70:73], v97 offset:96
	ds_read_b128 v[66:69], v97 offset:64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_perm_b32 v65, v65, v75, s6
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[120:123], v97 offset:544
	ds_read_b128 v[116:119], v97 offset:512
	v_accvgpr_read_b32 v74, a28
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_lshl_or_b32 v107, v65, 16, v64
	v_accvgpr_read_b32 v64, a33
	v_perm_b32 v64, v74, v64, s6
	v_accvgpr_read_b32 v65, a42
	v_accvgpr_read_b32 v74, a44
	v_perm_b32 v65, v65, v74, s6
	v_lshl_or_b32 v106, v65, 16, v64
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], v[106:113], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[116:123], v[98:105], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[102:105], v97 offset:608
	ds_read_b128 v[98:101], v97 offset:576
	v_mov_b32_e32 v119, v126
	v_mov_b32_e32 v117, v115
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[106:113], v[64:79]
	s_branch .LBB0_15
.LBB0_14:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
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
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
.LBB0_15:
.Ltmp28:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 10
	v_max_f32_e32 v97, v81, v81
	v_max_f32_e32 v98, v80, v80
	v_max_f32_e32 v97, v98, v97
	v_max3_f32 v98, v83, v84, v85
	v_max3_f32 v100, v89, v90, v91
	v_max3_f32 v101, v92, v93, v94
	s_nop 1
	v_max3_f32 v102, v95, v64, v65
	v_max3_f32 v99, v86, v87, v88
	v_max3_f32 v103, v66, v67, v68
	v_max3_f32 v104, v69, v70, v71
	v_max3_f32 v105, v72, v73, v74
	v_max3_f32 v106, v75, v76, v77
	v_max3_f32 v97, v97, v82, v98
	v_max3_f32 v98, v100, v101, v102
	v_max3_f32 v100, v103, v104, v105
	v_max3_f32 v101, v106, v78, v79
	v_max3_f32 v97, v97, v99, v98
	v_max3_f32 v97, v97, v100, v101
.Ltmp29:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v98, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v98
.Ltmp30:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[6:7], exec, s[0:1]
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v98, v98, v98
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v97, v97, v98
.Ltmp32:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v97, s2, v97
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v98, v114, v114
	v_max_f32_e32 v98, v98, v97
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[80:81], s[2:3], v[80:81], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[2:3], v[82:83], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[2:3], v[84:85], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[2:3], v[86:87], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[2:3], v[88:89], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[2:3], v[90:91], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[2:3], v[92:93], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[2:3], v[94:95], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[2:3], v[64:65], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[2:3], v[66:67], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[2:3], v[68:69], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[2:3], v[70:71], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[2:3], v[72:73], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[2:3], v[74:75], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[2:3], v[76:77], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[2:3], v[78:79], v[98:99] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v82, v82
	v_exp_f32_e32 v83, v83
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
	v_exp_f32_e32 v100, v64
	v_exp_f32_e32 v101, v65
	v_exp_f32_e32 v102, v66
	v_exp_f32_e32 v103, v67
	v_exp_f32_e32 v104, v68
	v_exp_f32_e32 v105, v69
	v_exp_f32_e32 v106, v70
	v_exp_f32_e32 v107, v71
	v_exp_f32_e32 v108, v72
	v_exp_f32_e32 v109, v73
	v_exp_f32_e32 v110, v74
	v_exp_f32_e32 v111, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v64, v114, v98
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v64
.Ltmp33:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[64:65], v[80:81], v[82:83]
	v_pk_add_f32 v[66:67], v[84:85], v[86:87]
	v_pk_add_f32 v[68:69], v[88:89], v[90:91]
	v_pk_add_f32 v[70:71], v[92:93], v[94:95]
	v_pk_add_f32 v[74:75], v[100:101], v[102:103]
	v_pk_add_f32 v[98:99], v[104:105], v[106:107]
	v_pk_add_f32 v[112:113], v[108:109], v[110:111]
	v_pk_add_f32 v[114:115], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[74:75], v[98:99]
	v_pk_add_f32 v[70:71], v[112:113], v[114:115]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
.Ltmp34:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v100, v101, 1.0
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp36:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v84, v85, 1.0
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v73, v64, v65
.Ltmp38:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v104, v105, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v76, v77, 1.0
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp40:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v102, v103, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v78, v79, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s2, 1, 0
.Ltmp41:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp42:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_accvgpr_read_b32 v75, a27
	v_and_b32_e32 v75, 0xc00, v75
	v_add_u32_e32 v78, s8, v117
	v_and_b32_e32 v76, 0x280, v127
	v_lshrrev_b32_e32 v77, 5, v75
	v_add3_u32 v75, v78, v119, v75
	v_add3_u32 v75, v75, v76, v77
	ds_read_b64_tr_b8 v[76:77], v75
	ds_read_b64_tr_b8 v[84:85], v75 offset:32
	ds_read_b64_tr_b8 v[98:99], v75 offset:64
	ds_read_b64_tr_b8 v[106:107], v75 offset:96
	ds_read_b64_tr_b8 v[78:79], v75 offset:256
	ds_read_b64_tr_b8 v[86:87], v75 offset:288
	ds_read_b64_tr_b8 v[100:101], v75 offset:320
	ds_read_b64_tr_b8 v[108:109], v75 offset:352
	ds_read_b64_tr_b8 v[80:81], v75 offset:4224
	ds_read_b64_tr_b8 v[88:89], v75 offset:4256
	ds_read_b64_tr_b8 v[102:103], v75 offset:4288
	ds_read_b64_tr_b8 v[110:111], v75 offset:4320
	ds_read_b64_tr_b8 v[82:83], v75 offset:4480
	ds_read_b64_tr_b8 v[90:91], v75 offset:4512
	ds_read_b64_tr_b8 v[104:105], v75 offset:4544
	ds_read_b64_tr_b8 v[112:113], v75 offset:4576
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[30:31], v[30:31], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[76:83], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[84:91], v[64:71], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[98:105], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[106:113], v[64:71], v[0:15]
.LBB0_17:
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v73, v74
.Ltmp44:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v64, v96, v72
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v64, v96, v64, s[0:1]
.Ltmp45:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s9
	v_rcp_f32_e32 v66, v65
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshl_or_b32 v67, s19, 5, v125
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v80, s16, v67
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_scale_f32 v67, vcc, s9, v64, s9
	v_fma_f32 v68, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v68, v66
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s4, s18
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_mul_f32_e32 v68, v67, v66
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v69, -v65, v68, v67
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fmac_f32_e32 v68, v69, v66
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s5, s17
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v65, -v65, v68, v67
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v80, s3
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_fmas_f32 v65, v65, v66, v68
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fixup_f32 v64, v65, v64, s9
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	s_addc_u32 s1, s3, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[64:65], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[64:65], v[0:1] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v16, v17
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[16:17], v[80:81], 1, s[0:1]
	v_mov_b32_e32 v125, 0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v1, v18, v19
	v_cvt_pk_bf16_f32 v2, v20, v21
	v_cvt_pk_bf16_f32 v3, v22, v23
	v_cvt_pk_bf16_f32 v4, v24, v25
	v_cvt_pk_bf16_f32 v5, v26, v27
	v_cvt_pk_bf16_f32 v6, v28, v29
	v_cvt_pk_bf16_f32 v7, v30, v31
	v_cvt_pk_bf16_f32 v8, v48, v49
	v_cvt_pk_bf16_f32 v9, v50, v51
	v_cvt_pk_bf16_f32 v10, v52, v53
	v_cvt_pk_bf16_f32 v11, v54, v55
	v_cvt_pk_bf16_f32 v12, v56, v57
	v_cvt_pk_bf16_f32 v14, v60, v61
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[124:125]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v58, v59
	v_cvt_pk_bf16_f32 v15, v62, v63
	v_cvt_pk_bf16_f32 v16, v32, v33
	v_cvt_pk_bf16_f32 v17, v34, v35
	v_cvt_pk_bf16_f32 v18, v36, v37
	v_cvt_pk_bf16_f32 v19, v38, v39
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_cvt_pk_bf16_f32 v20, v40, v41
	v_cvt_pk_bf16_f32 v21, v42, v43
	v_cvt_pk_bf16_f32 v22, v44, v45
	v_cvt_pk_bf16_f32 v23, v46, v47
	v_cvt_pk_bf16_f32 v24, v66, v67
	v_cvt_pk_bf16_f32 v25, v68, v69
	v_cvt_pk_bf16_f32 v26, v70, v71
	v_cvt_pk_bf16_f32 v27, v72, v73
	v_cvt_pk_bf16_f32 v28, v74, v75
	v_cvt_pk_bf16_f32 v29, v76, v77
	v_cvt_pk_bf16_f32 v30, v78, v79
	v_cvt_pk_bf16_f32 v31, v64, v65
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v20, v22
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[48:49], v[0:3], off
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[48:49], v[4:7], off offset:32
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[48:49], v[8:11], off offset:64
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[48:49], v[12:15], off offset:96
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[48:49], v[16:19], off offset:128
	global_store_dwordx4 v[48:49], v[20:23], off offset:160
	global_store_dwordx4 v[48:49], v[24:27], off offset:192
	global_store_dwordx4 v[48:49], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp46:
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
		.amdhsa_next_free_vgpr 246
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
	.set .Lattn_fwd.num_agpr, 118
	.set .Lattn_fwd.numbered_sgpr, 29
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8824
; TotalNumSgprs: 35
; NumVgprs: 128
; NumAgprs: 118
; TotalNumVgprs: 246
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 246
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
	.byte	1                               ; Abbrev [1] 0xb:0x78 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x52 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	150                             ; DW_AT_call_line
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
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
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
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
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
  - .agpr_count:     118
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     246
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
