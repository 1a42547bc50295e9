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
; %bb.20:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.21:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x2c
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s21
	v_cvt_f32_u32_e32 v2, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_sub_i32 s6, 0, s0
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s3, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	s_xor_b32 s1, s17, s21
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	v_and_b32_e32 v30, 16, v0
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
	s_sub_i32 s21, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s22, s18
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
	s_mul_i32 s3, s23, s17
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
	v_mul_lo_u32 v2, v2, s24
	s_lshl_b32 s3, s24, 5
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
	v_and_b32_e32 v7, 31, v0
	v_lshlrev_b32_e32 v4, 2, v0
	v_and_b32_e32 v5, 32, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_and_b32_e32 v6, 14, v0
	v_mov_b32_e32 v10, 0x70
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s25, s18
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v0, 32, v4
	v_lshlrev_b32_e32 v4, 1, v5
	scratch_store_dword off, v7, off        ; 4-byte Folded Spill
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v8, 7, v7
	v_lshlrev_b32_e32 v7, 3, v6
	v_lshrrev_b32_e32 v72, 1, v5
	s_movk_i32 s0, 0x60
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v9, v4, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xor_b32_e32 v11, v7, v72
	v_lshl_or_b32 v8, s19, 12, v8
	v_bitop3_b32 v10, s2, v10, v12 bitop3:0xc8
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s2, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or3_b32 v7, v9, v30, s19
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v9, v8, v11
	v_bitop3_b32 v8, v8, s0, v11 bitop3:0x36
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s21, s26
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_add_u32 s1, s10, s1
	s_addc_u32 s3, s11, s2
	s_ashr_i32 s6, s0, 31
	s_add_u32 s2, s1, s0
	s_addc_u32 s3, s3, s6
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v11, 4, v13
.Ltmp4:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s20, 0
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v10, v11, v10, 0
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s20, 1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_mul_i32 s8, s19, 0x410
.Ltmp7:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[14:17]
	s_waitcnt vmcnt(3)
	ds_write_b128 v10, v[18:21] offset:4096
	s_waitcnt vmcnt(2)
	ds_write_b128 v10, v[22:25] offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b128 v10, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp8:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp9:
; %bb.1:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v10, 4, v7
.Ltmp10:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v12, v7, s27
	v_mul_lo_u32 v10, v10, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s8, 0x83e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	s_add_i32 m0, s8, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.LBB0_2:                                ; %.critedge
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dwordx2 s[6:7], s[4:5], 0x4c
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[10:11], s[0:1], exec
	s_cselect_b32 s9, 1, 0
	v_add_u32_e32 v10, 0, v9
	v_xad_u32 v11, v9, 32, 0
	v_xad_u32 v9, v9, 64, 0
	s_cmp_lg_u32 s9, 1
	v_add_u32_e32 v8, 0, v8
	s_cbranch_scc1 .LBB0_4
.Ltmp11:
; %bb.3:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v12, 8, v7
	v_or_b32_e32 v7, 12, v7
.Ltmp12:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v12, v12, s27
	v_mul_lo_u32 v14, v7, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	s_add_i32 s9, s8, 0xb4a0
	s_add_i32 m0, s8, 0xa460
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	s_mov_b32 m0, s9
	s_nop 0
	global_load_lds_dwordx4 v[14:15], off
.Ltmp13:
.LBB0_4:                                ; %.critedge4
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s6, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s9, s6, 31
	ds_read_b128 v[32:35], v10
	ds_read_b128 v[36:39], v11
	ds_read_b128 v[20:23], v9
	ds_read_b128 v[24:27], v8
	s_add_u32 s6, s12, s6
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s21, s21, s7
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s9, s13, s9
	s_ashr_i32 s7, s21, 31
	s_load_dword s11, s[4:5], 0x54
	s_add_u32 s6, s6, s21
	s_addc_u32 s7, s9, s7
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v7, 1, v1
.Ltmp14:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[12:13], s[0:1], exec
.Ltmp15:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v7, 0x70, v7
.Ltmp16:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s9, 1, 0
.Ltmp17:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v8, s19, v7
.Ltmp18:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s9, 1
	s_mul_i32 s9, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
.Ltmp19:
; %bb.5:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v9, 4, v8
.Ltmp20:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v12, v8, s11
	v_mul_lo_u32 v10, v9, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s9
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	s_add_i32 m0, s9, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.LBB0_6:                                ; %.critedge6
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_8
.Ltmp21:
; %bb.7:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v9, 8, v8
	v_or_b32_e32 v10, 12, v8
.Ltmp22:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v8, v9, s11
	v_mul_lo_u32 v10, v10, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	s_add_i32 s0, s9, 0x3180
	s_add_i32 m0, s9, 0x2100
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_mov_b32 m0, s0
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.Ltmp23:
.LBB0_8:                                ; %.critedge10
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dword s0, s[4:5], 0x20
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[48:49], 24, v[32:33]
	v_lshrrev_b64 v[54:55], 24, v[34:35]
	v_lshrrev_b64 v[62:63], 24, v[36:37]
	v_lshrrev_b64 v[74:75], 24, v[38:39]
	v_lshrrev_b64 v[10:11], 24, v[20:21]
	v_lshrrev_b64 v[28:29], 24, v[22:23]
	v_lshrrev_b64 v[44:45], 24, v[24:25]
	v_lshrrev_b64 v[64:65], 24, v[26:27]
.Ltmp24:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s10, s20, 0xffffff80
.Ltmp25:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v43, 8, v32
	v_lshrrev_b32_e32 v46, 16, v32
	v_lshrrev_b32_e32 v47, 8, v33
	v_lshrrev_b32_e32 v49, 16, v33
	v_lshrrev_b32_e32 v50, 24, v33
	v_lshrrev_b32_e32 v51, 8, v34
	v_lshrrev_b32_e32 v52, 16, v34
	v_lshrrev_b32_e32 v53, 8, v35
	v_lshrrev_b32_e32 v55, 16, v35
	v_lshrrev_b32_e32 v56, 24, v35
	v_lshrrev_b32_e32 v59, 8, v36
	v_lshrrev_b32_e32 v60, 16, v36
	v_lshrrev_b32_e32 v66, 8, v37
	v_lshrrev_b32_e32 v67, 16, v37
	v_lshrrev_b32_e32 v68, 24, v37
	v_lshrrev_b32_e32 v71, 8, v38
	v_lshrrev_b32_e32 v73, 16, v38
	v_lshrrev_b32_e32 v75, 8, v39
	v_lshrrev_b32_e32 v76, 16, v39
	v_lshrrev_b32_e32 v77, 24, v39
	v_lshrrev_b32_e32 v8, 8, v20
	v_lshrrev_b32_e32 v9, 16, v20
	v_lshrrev_b32_e32 v11, 8, v21
	v_lshrrev_b32_e32 v12, 16, v21
	v_lshrrev_b32_e32 v13, 24, v21
	v_lshrrev_b32_e32 v14, 8, v22
	v_lshrrev_b32_e32 v15, 16, v22
	v_lshrrev_b32_e32 v29, 8, v23
	v_lshrrev_b32_e32 v31, 16, v23
	v_lshrrev_b32_e32 v40, 24, v23
	v_lshrrev_b32_e32 v41, 8, v24
	v_lshrrev_b32_e32 v42, 16, v24
	v_lshrrev_b32_e32 v45, 8, v25
	v_lshrrev_b32_e32 v57, 16, v25
	v_lshrrev_b32_e32 v58, 24, v25
	v_lshrrev_b32_e32 v61, 8, v26
	v_lshrrev_b32_e32 v63, 16, v26
	v_lshrrev_b32_e32 v65, 8, v27
	v_lshrrev_b32_e32 v69, 16, v27
	v_lshrrev_b32_e32 v70, 24, v27
.Ltmp26:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s10, 1
	v_lshlrev_b32_e32 v79, 10, v1
	v_lshlrev_b32_e32 v78, 4, v30
	v_lshlrev_b32_e32 v16, 9, v6
	v_lshlrev_b32_e32 v19, 3, v1
	v_lshlrev_b32_e32 v17, 2, v5
	v_lshlrev_b32_e32 v18, 4, v6
	; asyncmark
	scratch_store_dword off, v11, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v29, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v40, off offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:48 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[20:23], off offset:52 ; 16-byte Folded Spill
	scratch_store_dword off, v57, off offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v56, off offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v47, off offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v46, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v15, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v13, off offset:92 ; 4-byte Folded Spill
	scratch_store_dword off, v14, off offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v12, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v9, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v65, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v63, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v68, off offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v66, off offset:132 ; 4-byte Folded Spill
	scratch_store_dword off, v69, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v75, off offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v76, off offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v71, off offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v60, off offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v59, off offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v45, off offset:188 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off offset:192 ; 4-byte Folded Spill
	scratch_store_dword off, v52, off offset:196 ; 4-byte Folded Spill
	scratch_store_dword off, v51, off offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:204 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v77, off offset:220 ; 4-byte Folded Spill
	scratch_store_dword off, v73, off offset:224 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[36:39], off offset:228 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_12
; %bb.9:                                ; %.lr.ph
	v_lshl_add_u64 v[80:81], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[2:3]
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_write_b32 a67, v3
	v_accvgpr_write_b32 a66, v2
	v_perm_b32 v1, v39, v75, s1
	v_perm_b32 v2, v76, v77, s1
	v_lshl_or_b32 v87, v2, 16, v1
	v_mov_b32_e32 v2, v74
	v_perm_b32 v1, v38, v71, s1
	scratch_store_dwordx2 off, v[2:3], off offset:140 ; 8-byte Folded Spill
	v_perm_b32 v2, v73, v74, s1
	v_lshl_or_b32 v86, v2, 16, v1
	v_perm_b32 v1, v37, v66, s1
	v_perm_b32 v2, v67, v68, s1
	v_lshl_or_b32 v85, v2, 16, v1
	v_mov_b32_e32 v2, v62
	v_perm_b32 v1, v36, v59, s1
	scratch_store_dwordx2 off, v[2:3], off offset:120 ; 8-byte Folded Spill
	v_perm_b32 v2, v60, v62, s1
	v_lshl_or_b32 v84, v2, 16, v1
	v_perm_b32 v1, v35, v53, s1
	v_perm_b32 v2, v55, v56, s1
	v_lshl_or_b32 v83, v2, 16, v1
	v_mov_b32_e32 v2, v54
	v_perm_b32 v1, v34, v51, s1
	scratch_store_dwordx2 off, v[2:3], off offset:212 ; 8-byte Folded Spill
	v_perm_b32 v2, v52, v54, s1
	v_lshl_or_b32 v82, v2, 16, v1
	v_perm_b32 v1, v33, v47, s1
	v_perm_b32 v2, v49, v50, s1
	v_accvgpr_write_b32 a64, v80
	v_accvgpr_write_b32 a65, v81
	v_lshl_or_b32 v81, v2, 16, v1
	v_mov_b32_e32 v2, v48
	v_perm_b32 v1, v32, v43, s1
	scratch_store_dwordx2 off, v[2:3], off offset:156 ; 8-byte Folded Spill
	v_perm_b32 v2, v46, v48, s1
	v_lshl_or_b32 v80, v2, 16, v1
	v_perm_b32 v1, v27, v65, s1
	v_perm_b32 v2, v69, v70, s1
	v_lshl_or_b32 v39, v2, 16, v1
	v_mov_b32_e32 v2, v64
	v_perm_b32 v1, v26, v61, s1
	scratch_store_dwordx2 off, v[2:3], off offset:148 ; 8-byte Folded Spill
	v_perm_b32 v2, v63, v64, s1
	v_lshl_or_b32 v38, v2, 16, v1
	v_perm_b32 v1, v25, v45, s1
	v_perm_b32 v2, v57, v58, s1
	v_lshl_or_b32 v37, v2, 16, v1
	v_mov_b32_e32 v2, v44
	v_perm_b32 v1, v24, v41, s1
	scratch_store_dwordx2 off, v[2:3], off offset:24 ; 8-byte Folded Spill
	v_perm_b32 v2, v42, v44, s1
	v_lshl_or_b32 v36, v2, 16, v1
	v_perm_b32 v1, v23, v29, s1
	v_perm_b32 v2, v31, v40, s1
	v_accvgpr_write_b32 a111, v35
	v_accvgpr_write_b32 a110, v34
	v_accvgpr_write_b32 a109, v33
	v_accvgpr_write_b32 a108, v32
	v_lshl_or_b32 v35, v2, 16, v1
	v_mov_b32_e32 v2, v28
	v_perm_b32 v1, v22, v14, s1
	scratch_store_dwordx2 off, v[2:3], off offset:32 ; 8-byte Folded Spill
	v_perm_b32 v2, v15, v28, s1
	v_lshl_or_b32 v34, v2, 16, v1
	v_perm_b32 v1, v21, v11, s1
	v_perm_b32 v2, v12, v13, s1
	v_lshl_or_b32 v33, v2, 16, v1
	v_mov_b32_e32 v2, v10
	v_perm_b32 v1, v20, v8, s1
	scratch_store_dwordx2 off, v[2:3], off offset:4 ; 8-byte Folded Spill
	v_perm_b32 v2, v9, v10, s1
	v_lshl_or_b32 v32, v2, 16, v1
	v_add_u32_e32 v1, s19, v7
	v_add_u32_e32 v2, 0x8c, v1
	v_mul_lo_u32 v2, s11, v2
	v_accvgpr_write_b32 a63, v2
	v_add_u32_e32 v2, 0x88, v1
	v_mul_lo_u32 v2, s11, v2
	v_accvgpr_write_b32 a76, v2
	v_add_u32_e32 v2, 0x84, v1
	v_add_u32_e32 v1, 0x80, v1
	v_add_u32_e32 v0, v4, v0
	v_mul_lo_u32 v1, s11, v1
	v_add3_u32 v0, v0, v30, s19
	v_accvgpr_write_b32 a33, v1
	v_add_u32_e32 v1, 0x8c, v0
	v_mul_lo_u32 v1, s27, v1
	v_accvgpr_write_b32 a53, v1
	v_add_u32_e32 v1, 0x88, v0
	v_mul_lo_u32 v1, s27, v1
	v_accvgpr_write_b32 a51, v1
	v_add_u32_e32 v1, 0x84, v0
	v_add_u32_e32 v0, 0x80, v0
	v_mul_lo_u32 v2, s11, v2
	v_mul_lo_u32 v1, s27, v1
	v_mul_lo_u32 v0, s27, v0
	v_mov_b32_e32 v46, 0
	v_and_b32_e32 v20, 0x3c00, v79
	v_accvgpr_write_b32 a78, v67
	v_accvgpr_write_b32 a81, v43
	v_accvgpr_write_b32 a68, v80
	v_accvgpr_write_b32 a69, v81
	v_accvgpr_write_b32 a70, v82
	v_accvgpr_write_b32 a71, v83
	v_accvgpr_write_b32 a72, v84
	v_accvgpr_write_b32 a73, v85
	v_accvgpr_write_b32 a74, v86
	v_accvgpr_write_b32 a75, v87
	v_accvgpr_write_b32 a107, v70
	v_accvgpr_write_b32 a115, v58
	v_accvgpr_write_b32 a127, v27
	v_accvgpr_write_b32 a126, v26
	v_accvgpr_write_b32 a125, v25
	v_accvgpr_write_b32 a124, v24
	v_accvgpr_write_b32 a89, v39
	v_accvgpr_write_b32 a88, v38
	v_accvgpr_write_b32 a87, v37
	v_accvgpr_write_b32 a86, v36
	v_accvgpr_write_b32 a85, v35
	v_accvgpr_write_b32 a84, v34
	v_accvgpr_write_b32 a83, v33
	v_accvgpr_write_b32 a82, v32
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s1, s0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s2, s11, 7
	v_accvgpr_write_b32 a77, v2
	s_lshl_b32 s3, s27, 7
	v_accvgpr_write_b32 a55, v1
	s_mov_b32 s6, 0
	s_mov_b32 s23, 0x83e0
	v_accvgpr_write_b32 a60, v0
	s_mov_b32 s7, 0
	s_mov_b32 s11, 0
	s_mov_b32 s12, 0
	s_mov_b32 s13, 0
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v44, v46
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v42, v46
	v_mov_b32_e32 v43, v46
	v_mov_b32_e32 v40, v46
	v_mov_b32_e32 v41, v46
	v_mov_b32_e32 v38, v46
	v_mov_b32_e32 v39, v46
	v_mov_b32_e32 v36, v46
	v_mov_b32_e32 v37, v46
	v_mov_b32_e32 v34, v46
	v_mov_b32_e32 v35, v46
	v_mov_b32_e32 v32, v46
	v_mov_b32_e32 v33, v46
	v_accvgpr_write_b32 a48, v46
	v_accvgpr_write_b32 a49, v46
	v_accvgpr_write_b32 a46, v46
	v_accvgpr_write_b32 a47, v46
	v_accvgpr_write_b32 a44, v46
	v_accvgpr_write_b32 a45, v46
	v_accvgpr_write_b32 a42, v46
	v_accvgpr_write_b32 a43, v46
	v_accvgpr_write_b32 a40, v46
	v_accvgpr_write_b32 a41, v46
	v_accvgpr_write_b32 a38, v46
	v_accvgpr_write_b32 a39, v46
	v_accvgpr_write_b32 a36, v46
	v_accvgpr_write_b32 a37, v46
	v_accvgpr_write_b32 a34, v46
	v_accvgpr_write_b32 a35, v46
	v_accvgpr_write_b32 a104, v46
	v_accvgpr_write_b32 a105, v46
	v_accvgpr_write_b32 a102, v46
	v_accvgpr_write_b32 a103, v46
	v_accvgpr_write_b32 a100, v46
	v_accvgpr_write_b32 a101, v46
	v_accvgpr_write_b32 a98, v46
	v_accvgpr_write_b32 a99, v46
	v_accvgpr_write_b32 a96, v46
	v_accvgpr_write_b32 a97, v46
	v_accvgpr_write_b32 a94, v46
	v_accvgpr_write_b32 a95, v46
	v_accvgpr_write_b32 a92, v46
	v_accvgpr_write_b32 a93, v46
	v_accvgpr_write_b32 a90, v46
	v_accvgpr_write_b32 a91, v46
	v_mov_b32_e32 v62, v46
	v_mov_b32_e32 v63, v46
	v_mov_b32_e32 v60, v46
	v_mov_b32_e32 v61, v46
	v_mov_b32_e32 v58, v46
	v_mov_b32_e32 v59, v46
	v_mov_b32_e32 v56, v46
	v_mov_b32_e32 v57, v46
	v_mov_b32_e32 v54, v46
	v_mov_b32_e32 v55, v46
	v_mov_b32_e32 v52, v46
	v_mov_b32_e32 v53, v46
	v_mov_b32_e32 v50, v46
	v_mov_b32_e32 v51, v46
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	v_accvgpr_write_b32 a114, v79
	v_accvgpr_write_b32 a80, v20
	v_mov_b32_e32 v0, 0xff800000
	v_accvgpr_write_b32 a106, 0
	v_accvgpr_write_b32 a54, v30
	v_accvgpr_write_b32 a52, v16
	v_accvgpr_write_b32 a61, v17
	v_accvgpr_write_b32 a79, v18
	v_accvgpr_write_b32 a50, v19
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s12, s12, 1
	s_cmp_lt_i32 s12, 2
	s_cselect_b32 s12, s12, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s22, s12, 14
	s_lshr_b32 s21, s22, 6
	v_accvgpr_read_b32 v16, a60
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v68, s7, v16
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s21, s22, s21
	v_accvgpr_read_b32 v16, a55
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v66, s7, v16
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s24, s21, s8
	v_accvgpr_read_b32 v16, a51
	v_accvgpr_read_b32 v18, a64
	v_accvgpr_read_b32 v19, a65
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s7, v16
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[68:69], v[18:19], 0, v[68:69]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s24, 0x83e0
	v_accvgpr_read_b32 v16, a53
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v70, s7, v16
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[66:67], v[18:19], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[68:69], off
	s_add_i32 m0, s24, 0x9420
	v_accvgpr_read_b32 v17, a80
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[64:65], v[18:19], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[66:67], off
	s_add_i32 m0, s24, 0xa460
	v_add3_u32 v16, s23, v17, v78
	v_lshrrev_b32_e32 v17, 6, v17
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[66:67], v[18:19], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[64:65], off
	s_add_i32 m0, s24, 0xb4a0
	v_add3_u32 v16, v16, v72, v17
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	ds_read_b128 v[18:21], v16 offset:640
	ds_read_b128 v[22:25], v16 offset:672
	ds_read_b128 v[80:83], v16
	ds_read_b128 v[84:87], v16 offset:32
	ds_read_b128 v[88:91], v16 offset:128
	ds_read_b128 v[92:95], v16 offset:160
	ds_read_b128 a[0:3], v16 offset:512
	ds_read_b128 a[4:7], v16 offset:544
	v_accvgpr_mov_b32 a24, a68
	v_accvgpr_mov_b32 a25, a69
	v_accvgpr_mov_b32 a26, a70
	v_accvgpr_mov_b32 a27, a71
	v_accvgpr_mov_b32 a28, a72
	v_accvgpr_mov_b32 a29, a73
	v_accvgpr_mov_b32 a30, a74
	v_accvgpr_mov_b32 a31, a75
	v_accvgpr_write_b32 a32, v72
	v_accvgpr_write_b32 a62, v78
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[80:87], a[24:31], 0
	v_accvgpr_mov_b32 a123, a89
	v_accvgpr_mov_b32 a122, a88
	v_accvgpr_mov_b32 a121, a87
	v_accvgpr_mov_b32 a120, a86
	v_accvgpr_mov_b32 a119, a85
	v_accvgpr_mov_b32 a118, a84
	v_accvgpr_mov_b32 a117, a83
	v_accvgpr_mov_b32 a116, a82
	s_mov_b32 s23, s6
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshr_b32 s6, s22, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s6, s22, s6
	s_add_i32 s22, s6, s9
	s_mov_b32 m0, s22
	v_accvgpr_read_b32 v1, a35
	v_accvgpr_read_b32 v14, a48
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[88:95], a[24:31], 0
	v_accvgpr_read_b32 v15, a49
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_addk_i32 s13, 0x80
	s_add_i32 s7, s7, s3
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], a[24:31], 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[18:25], a[24:31], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[18:21], v16 offset:64
	ds_read_b128 v[22:25], v16 offset:96
	ds_read_b128 a[8:11], v16 offset:192
	ds_read_b128 a[12:15], v16 offset:224
	ds_read_b128 a[16:19], v16 offset:576
	ds_read_b128 a[20:23], v16 offset:608
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[18:25], a[116:123], v[112:127]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[8:15], a[116:123], v[96:111]
.Ltmp27:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 1
	v_max3_f32 v17, v112, v113, v114
	v_max3_f32 v18, v115, v116, v117
	v_max3_f32 v19, v118, v119, v120
	v_max3_f32 v17, v17, v18, v19
	v_max3_f32 v18, v121, v122, v123
	v_max3_f32 v19, v124, v125, v126
.Ltmp28:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[16:23], a[116:123], v[80:95]
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v20, v127, v96, v97
	v_max3_f32 v18, v18, v19, v20
	v_max3_f32 v19, v98, v99, v100
	v_max3_f32 v20, v101, v102, v103
	v_max3_f32 v21, v104, v105, v106
	v_max3_f32 v19, v19, v20, v21
	v_max3_f32 v20, v107, v108, v109
	v_max3_f32 v17, v17, v18, v19
	s_nop 11
	v_max3_f32 v21, v110, v111, v80
	v_max3_f32 v22, v81, v82, v83
	v_max3_f32 v20, v20, v21, v22
	v_max3_f32 v21, v84, v85, v86
	v_max3_f32 v22, v87, v88, v89
	v_max3_f32 v23, v90, v91, v92
	v_max3_f32 v21, v21, v22, v23
.Ltmp30:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:704
	ds_read_b128 v[26:29], v16 offset:736
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[22:29], a[116:123], v[64:79]
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v16, v93, v94, v95
	s_nop 15
	s_nop 2
	v_max_f32_e32 v18, v71, v71
	v_max_f32_e32 v19, v70, v70
	v_max3_f32 v22, v64, v65, v66
	v_max3_f32 v23, v67, v68, v69
	v_max_f32_e32 v18, v19, v18
	v_max3_f32 v19, v73, v74, v75
	v_max3_f32 v16, v16, v22, v23
	v_max3_f32 v18, v18, v72, v19
	v_max3_f32 v19, v76, v77, v78
	v_max3_f32 v16, v20, v21, v16
	v_max3_f32 v18, v18, v19, v79
	v_max3_f32 v16, v17, v16, v18
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	v_max_f32_e32 v16, v16, v17
.Ltmp34:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v16, s0, v16
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v17, v0, v0
	v_max_f32_e32 v16, v17, v16
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[18:19], s[0:1], v[80:81], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[0:1], v[112:113], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a8, v18
	v_accvgpr_write_b32 a9, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[82:83], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[0:1], v[114:115], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a10, v18
	v_accvgpr_write_b32 a11, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[84:85], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], s[0:1], v[116:117], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a12, v18
	v_accvgpr_write_b32 a13, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[86:87], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[0:1], v[118:119], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a14, v18
	v_accvgpr_write_b32 a15, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[88:89], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[0:1], v[120:121], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a16, v18
	v_accvgpr_write_b32 a17, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[90:91], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[0:1], v[122:123], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a18, v18
	v_accvgpr_write_b32 a19, v19
	v_pk_fma_f32 v[18:19], s[0:1], v[92:93], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[0:1], v[124:125], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a21, v19
	v_accvgpr_write_b32 a20, v18
	v_pk_fma_f32 v[18:19], s[0:1], v[94:95], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[0:1], v[126:127], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a25, v19
	v_accvgpr_write_b32 a24, v18
	v_pk_fma_f32 v[18:19], s[0:1], v[64:65], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[0:1], v[96:97], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a23, v19
	v_accvgpr_write_b32 a22, v18
	v_pk_fma_f32 v[18:19], s[0:1], v[66:67], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[0:1], v[98:99], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a27, v19
	v_accvgpr_write_b32 a26, v18
	v_pk_fma_f32 v[18:19], s[0:1], v[68:69], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[0:1], v[100:101], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[0:1], v[102:103], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[0:1], v[104:105], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[0:1], v[106:107], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[0:1], v[108:109], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[0:1], v[110:111], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_accvgpr_write_b32 a29, v19
	v_accvgpr_write_b32 a28, v18
	v_pk_fma_f32 v[18:19], s[0:1], v[70:71], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], s[0:1], v[72:73], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], s[0:1], v[74:75], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[0:1], v[76:77], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[0:1], v[78:79], v[16:17] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v26, v16
	v_accvgpr_read_b32 v16, a33
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s11, v16
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v16, a66
	v_accvgpr_read_b32 v17, a67
	v_accvgpr_write_b32 a31, v19
	v_accvgpr_write_b32 a30, v18
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	v_accvgpr_read_b32 v18, a77
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s11, v18
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s22, 0x1080
	v_accvgpr_read_b32 v18, a76
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s11, v18
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s22, 0x2100
	v_accvgpr_read_b32 v18, a63
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s11, v18
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[16:17], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s22, 0x3180
	.loc	1 108 17 is_stmt 1              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v4, v4
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v10, v116
	v_exp_f32_e32 v11, v117
	v_accvgpr_read_b32 v16, a50
	v_and_b32_e32 v16, 8, v16
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v16, s23, v16
	v_accvgpr_read_b32 v17, a52
	v_accvgpr_read_b32 v18, a61
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b64_e32 v[6:7], v[4:5]
	v_exp_f32_e32 v4, v8
	v_exp_f32_e32 v5, v9
	v_exp_f32_e32 v92, v120
	v_exp_f32_e32 v93, v121
	v_exp_f32_e32 v8, v124
	v_exp_f32_e32 v9, v125
	v_mov_b64_e32 v[12:13], v[10:11]
	v_exp_f32_e32 v10, v126
	v_exp_f32_e32 v11, v127
	v_exp_f32_e32 v126, v112
	v_exp_f32_e32 v127, v113
	v_exp_f32_e32 v110, v104
	v_exp_f32_e32 v111, v105
	v_exp_f32_e32 v120, v98
	v_exp_f32_e32 v121, v99
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v16, v16, v18, v17
	v_accvgpr_read_b32 v17, a54
	v_accvgpr_read_b32 v18, a79
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v94, v118
	v_exp_f32_e32 v95, v119
	v_exp_f32_e32 v106, v122
	v_exp_f32_e32 v107, v123
	v_exp_f32_e32 v124, v114
	v_exp_f32_e32 v125, v115
	v_exp_f32_e32 v108, v102
	v_exp_f32_e32 v109, v103
	v_exp_f32_e32 v118, v100
	v_exp_f32_e32 v119, v101
	v_exp_f32_e32 v122, v96
	v_exp_f32_e32 v123, v97
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v96, v16, v17, v18
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v16, v0, v26
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v104, v16
	; asyncmark
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[18:19], v96 offset:64
	ds_read_b64_tr_b8 a[0:1], v96 offset:96
	ds_read_b64_tr_b8 v[20:21], v96 offset:8512
	ds_read_b64_tr_b8 a[2:3], v96 offset:8544
	ds_read_b64_tr_b8 v[22:23], v96 offset:320
	ds_read_b64_tr_b8 a[4:5], v96 offset:352
	ds_read_b64_tr_b8 v[24:25], v96 offset:8768
	ds_read_b64_tr_b8 a[6:7], v96 offset:8800
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v2, v3, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v4, v5, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v8, v9, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v10, v11, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v126, v127, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v110, v111, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v120, v121, 1.0
	v_accvgpr_read_b32 v72, a90
	v_accvgpr_read_b32 v73, a91
	v_accvgpr_read_b32 v74, a92
	v_accvgpr_read_b32 v75, a93
	v_accvgpr_read_b32 v76, a94
	v_accvgpr_read_b32 v77, a95
	v_accvgpr_read_b32 v78, a96
	v_accvgpr_read_b32 v79, a97
	v_accvgpr_read_b32 v80, a98
	v_accvgpr_read_b32 v81, a99
	v_accvgpr_read_b32 v82, a100
	v_accvgpr_read_b32 v83, a101
	v_accvgpr_read_b32 v84, a102
	v_accvgpr_read_b32 v85, a103
	v_accvgpr_read_b32 v86, a104
	v_accvgpr_read_b32 v87, a105
	v_cvt_scalef32_pk_fp8_f32 v64, v6, v7, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v12, v13, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v122, v123, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[72:73], v[72:73], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[74:75], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[76:77], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[78:79], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[80:81], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[86:87], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	v_accvgpr_write_b32 a119, v3
	v_accvgpr_write_b32 a118, v2
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[18:25], v[64:71], v[72:87]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[16:17], v96 offset:32
	ds_read_b64_tr_b8 v[18:19], v96 offset:8480
	ds_read_b64_tr_b8 v[20:21], v96 offset:288
	ds_read_b64_tr_b8 v[22:23], v96 offset:8736
	v_accvgpr_write_b32 a121, v5
	v_accvgpr_write_b32 a120, v4
	v_accvgpr_write_b32 a123, v9
	v_accvgpr_write_b32 a122, v8
	v_accvgpr_write_b32 a113, v11
	v_accvgpr_write_b32 a112, v10
	v_accvgpr_write_b32 a57, v7
	v_accvgpr_write_b32 a56, v6
	v_accvgpr_write_b32 a59, v13
	v_accvgpr_write_b32 a58, v12
	v_accvgpr_read_b32 v0, a34
	v_accvgpr_read_b32 v2, a36
	v_accvgpr_read_b32 v3, a37
	v_accvgpr_read_b32 v4, a38
	v_accvgpr_read_b32 v5, a39
	v_accvgpr_read_b32 v6, a40
	v_accvgpr_read_b32 v7, a41
	v_accvgpr_read_b32 v8, a42
	v_accvgpr_read_b32 v9, a43
	v_accvgpr_read_b32 v10, a44
	v_accvgpr_read_b32 v11, a45
	v_accvgpr_read_b32 v12, a46
	v_accvgpr_read_b32 v13, a47
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[0:1], v[0:1], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[64:71], v[0:15]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[16:17], v96
	ds_read_b64_tr_b8 v[18:19], v96 offset:8448
	ds_read_b64_tr_b8 v[20:21], v96 offset:256
	ds_read_b64_tr_b8 v[22:23], v96 offset:8704
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v36, v36, v104
	v_mul_f32_e64 v37, v37, v104
	v_mul_f32_e64 v38, v38, v104
	v_mul_f32_e64 v39, v39, v104
	v_mul_f32_e64 v40, v40, v104
	v_mul_f32_e64 v41, v41, v104
	v_mul_f32_e64 v42, v42, v104
	v_mul_f32_e64 v43, v43, v104
	v_mul_f32_e64 v44, v44, v104
	v_mul_f32_e64 v45, v45, v104
	v_pk_mul_f32 v[46:47], v[46:47], v[104:105] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v24, a28
	v_accvgpr_read_b32 v25, a29
	v_accvgpr_write_b32 a116, v26
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v24, v24
	v_exp_f32_e32 v25, v25
	v_accvgpr_read_b32 v26, a30
	v_accvgpr_read_b32 v27, a31
	v_exp_f32_e32 v28, v28
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[16:23], v[64:71], v[32:47]
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v16, a8
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v98, v16
	v_exp_f32_e32 v99, v17
	v_accvgpr_read_b32 v17, a11
	v_accvgpr_read_b32 v16, a10
	v_exp_f32_e32 v100, v16
	v_exp_f32_e32 v101, v17
	v_accvgpr_read_b32 v17, a13
	v_accvgpr_read_b32 v16, a12
	v_exp_f32_e32 v102, v16
	v_exp_f32_e32 v103, v17
	v_accvgpr_read_b32 v17, a15
	v_accvgpr_read_b32 v16, a14
	v_exp_f32_e32 v112, v16
	v_exp_f32_e32 v113, v17
	v_accvgpr_read_b32 v16, a16
	v_accvgpr_read_b32 v17, a17
	v_exp_f32_e32 v114, v16
	v_exp_f32_e32 v115, v17
	v_accvgpr_read_b32 v16, a18
	v_accvgpr_read_b32 v17, a19
	v_exp_f32_e32 v116, v16
	v_exp_f32_e32 v117, v17
	v_accvgpr_read_b32 v16, a20
	v_accvgpr_read_b32 v17, a21
	v_accvgpr_read_b32 v20, a22
	v_accvgpr_read_b32 v21, a23
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v17, v17
	v_accvgpr_read_b32 v18, a24
	v_accvgpr_read_b32 v19, a25
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_accvgpr_read_b32 v22, a26
	v_accvgpr_read_b32 v23, a27
	v_exp_f32_e32 v29, v29
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v26, v26
	v_exp_f32_e32 v27, v27
	v_exp_f32_e32 v30, v30
	v_exp_f32_e32 v31, v31
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[104:105] op_sel_hi:[1,0]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s11, s11, s2
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s23, s21, 0x83e0
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[64:71], v[48:63]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
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
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v16, v17, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v20, v21, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v24, v25, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v28, v29, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v18, v19, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v22, v23, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v26, v27, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v30, v31, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_pk_add_f32 v[18:19], v[20:21], v[22:23]
.Ltmp36:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[64:71], v[0:15]
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v20, v24, v26
	v_add_f32_e64 v21, v25, v27
	v_add_f32_e64 v22, v28, v30
	v_add_f32_e64 v23, v29, v31
	v_add_f32_e64 v24, v90, v88
	v_add_f32_e64 v25, v91, v89
	v_add_f32_e64 v18, v18, v20
	v_add_f32_e64 v19, v19, v21
	v_add_f32_e64 v20, v22, v24
	v_add_f32_e64 v21, v23, v25
.Ltmp38:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s13, s10
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v18, v18, v20
	v_add_f32_e64 v19, v19, v21
.Ltmp40:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], a[16:23], v[64:71], v[72:87]
	s_nop 4
	v_accvgpr_write_b32 a49, v15
	v_accvgpr_write_b32 a48, v14
	v_accvgpr_write_b32 a47, v13
	v_accvgpr_write_b32 a46, v12
	v_accvgpr_write_b32 a45, v11
	v_accvgpr_write_b32 a44, v10
	v_accvgpr_write_b32 a43, v9
	v_accvgpr_write_b32 a42, v8
	v_accvgpr_write_b32 a41, v7
	v_accvgpr_write_b32 a40, v6
	v_accvgpr_write_b32 a39, v5
	v_accvgpr_write_b32 a38, v4
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[64:71], v[32:47]
	v_accvgpr_write_b32 a37, v3
	v_accvgpr_write_b32 a36, v2
	v_accvgpr_write_b32 a35, v1
	v_accvgpr_write_b32 a34, v0
	v_accvgpr_read_b32 v0, a118
	v_accvgpr_read_b32 v1, a119
	v_accvgpr_read_b32 v2, a56
	v_accvgpr_read_b32 v3, a57
	v_accvgpr_write_b32 a105, v87
	v_accvgpr_write_b32 a104, v86
	v_accvgpr_write_b32 a103, v85
	v_accvgpr_write_b32 a102, v84
	v_accvgpr_write_b32 a101, v83
	v_accvgpr_write_b32 a100, v82
	v_accvgpr_write_b32 a99, v81
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[24:31], v[64:71], v[48:63]
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v64, v0, v2
	v_add_f32_e64 v65, v1, v3
	v_accvgpr_read_b32 v0, a120
	v_accvgpr_read_b32 v1, a121
	v_add_f32_e64 v66, v0, v94
	v_add_f32_e64 v67, v1, v95
	v_accvgpr_read_b32 v0, a122
	v_accvgpr_read_b32 v1, a123
	v_accvgpr_read_b32 v2, a58
	v_accvgpr_read_b32 v3, a59
	v_add_f32_e64 v70, v0, v2
	v_add_f32_e64 v71, v1, v3
	v_accvgpr_read_b32 v0, a112
	v_accvgpr_read_b32 v1, a113
	v_accvgpr_write_b32 a98, v80
	v_accvgpr_write_b32 a97, v79
	v_accvgpr_write_b32 a96, v78
	v_accvgpr_write_b32 a95, v77
	v_accvgpr_write_b32 a94, v76
	v_accvgpr_write_b32 a93, v75
	v_accvgpr_write_b32 a92, v74
	v_accvgpr_write_b32 a91, v73
	v_accvgpr_write_b32 a90, v72
	v_pk_add_f32 v[68:69], v[92:93], v[106:107]
	v_pk_add_f32 v[82:83], v[0:1], v[124:125]
	v_pk_add_f32 v[80:81], v[126:127], v[108:109]
	v_pk_add_f32 v[76:77], v[110:111], v[118:119]
	v_pk_add_f32 v[72:73], v[120:121], v[122:123]
	v_pk_add_f32 v[74:75], v[98:99], v[100:101]
	v_pk_add_f32 v[78:79], v[102:103], v[112:113]
	v_pk_add_f32 v[84:85], v[114:115], v[116:117]
	v_pk_add_f32 v[26:27], v[64:65], v[66:67]
	v_pk_add_f32 v[28:29], v[68:69], v[70:71]
	v_pk_add_f32 v[30:31], v[82:83], v[80:81]
	v_pk_add_f32 v[64:65], v[76:77], v[72:73]
	v_pk_add_f32 v[66:67], v[74:75], v[78:79]
	v_pk_add_f32 v[16:17], v[84:85], v[16:17]
	v_pk_add_f32 v[22:23], v[26:27], v[28:29]
	v_pk_add_f32 v[24:25], v[30:31], v[64:65]
	v_pk_add_f32 v[16:17], v[66:67], v[16:17]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	v_pk_add_f32 v[16:17], v[16:17], v[18:19]
	v_accvgpr_read_b32 v78, a62
	v_pk_add_f32 v[16:17], v[20:21], v[16:17]
	v_accvgpr_read_b32 v72, a32
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v16, v16, v17
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v88, v16, v17
	v_accvgpr_read_b32 v16, a106
.Ltmp45:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v88, v16, v104
	v_accvgpr_read_b32 v0, a116
	v_accvgpr_write_b32 a106, v88
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_10
; %bb.11:                               ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v90, a116
	s_branch .LBB0_13
.LBB0_12:
	scratch_store_dwordx2 off, v[64:65], off offset:148 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[62:63], off offset:120 ; 8-byte Folded Spill
	v_mov_b32_e32 v63, 0
	v_accvgpr_write_b32 a114, v79
	v_accvgpr_write_b32 a107, v70
	v_accvgpr_write_b32 a78, v67
	v_accvgpr_write_b32 a115, v58
	scratch_store_dwordx2 off, v[54:55], off offset:212 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[48:49], off offset:156 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a81, v43
	scratch_store_dwordx2 off, v[44:45], off offset:24 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[28:29], off offset:32 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a111, v35
	v_accvgpr_write_b32 a110, v34
	v_accvgpr_write_b32 a109, v33
	v_accvgpr_write_b32 a108, v32
	v_accvgpr_write_b32 a127, v27
	v_accvgpr_write_b32 a126, v26
	v_accvgpr_write_b32 a125, v25
	v_accvgpr_write_b32 a124, v24
	v_accvgpr_write_b32 a50, v19
	v_accvgpr_write_b32 a79, v18
	v_accvgpr_write_b32 a61, v17
	v_accvgpr_write_b32 a52, v16
	v_accvgpr_write_b32 a54, v30
	s_mov_b32 s6, 0
	s_mov_b32 s23, 0x83e0
	v_mov_b32_e32 v90, 0xff800000
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v62, v63
	v_mov_b32_e32 v61, v63
	v_mov_b32_e32 v60, v63
	v_mov_b32_e32 v59, v63
	v_mov_b32_e32 v58, v63
	v_mov_b32_e32 v57, v63
	v_mov_b32_e32 v56, v63
	v_mov_b32_e32 v55, v63
	v_mov_b32_e32 v54, v63
	v_mov_b32_e32 v53, v63
	v_mov_b32_e32 v52, v63
	v_mov_b32_e32 v51, v63
	v_mov_b32_e32 v50, v63
	v_mov_b32_e32 v49, v63
	v_mov_b32_e32 v48, v63
	v_accvgpr_write_b32 a105, v63
	v_accvgpr_write_b32 a104, v63
	v_accvgpr_write_b32 a103, v63
	v_accvgpr_write_b32 a102, v63
	v_accvgpr_write_b32 a101, v63
	v_accvgpr_write_b32 a100, v63
	v_accvgpr_write_b32 a99, v63
	v_accvgpr_write_b32 a98, v63
	v_accvgpr_write_b32 a97, v63
	v_accvgpr_write_b32 a96, v63
	v_accvgpr_write_b32 a95, v63
	v_accvgpr_write_b32 a94, v63
	v_accvgpr_write_b32 a93, v63
	v_accvgpr_write_b32 a92, v63
	v_accvgpr_write_b32 a91, v63
	v_accvgpr_write_b32 a90, v63
	v_accvgpr_write_b32 a49, v63
	v_accvgpr_write_b32 a48, v63
	v_accvgpr_write_b32 a47, v63
	v_accvgpr_write_b32 a46, v63
	v_accvgpr_write_b32 a45, v63
	v_accvgpr_write_b32 a44, v63
	v_accvgpr_write_b32 a43, v63
	v_accvgpr_write_b32 a42, v63
	v_accvgpr_write_b32 a41, v63
	v_accvgpr_write_b32 a40, v63
	v_accvgpr_write_b32 a39, v63
	v_accvgpr_write_b32 a38, v63
	v_accvgpr_write_b32 a37, v63
	v_accvgpr_write_b32 a36, v63
	v_accvgpr_write_b32 a35, v63
	v_accvgpr_write_b32 a34, v63
	v_mov_b32_e32 v47, v63
	v_mov_b32_e32 v46, v63
	v_mov_b32_e32 v45, v63
	v_mov_b32_e32 v44, v63
	v_mov_b32_e32 v43, v63
	v_mov_b32_e32 v42, v63
	v_mov_b32_e32 v41, v63
	v_mov_b32_e32 v40, v63
	v_mov_b32_e32 v39, v63
	v_mov_b32_e32 v38, v63
	v_mov_b32_e32 v37, v63
	v_mov_b32_e32 v36, v63
	v_mov_b32_e32 v35, v63
	v_mov_b32_e32 v34, v63
	v_mov_b32_e32 v33, v63
	v_mov_b32_e32 v32, v63
	scratch_store_dwordx2 off, v[74:75], off offset:140 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[10:11], off offset:4 ; 8-byte Folded Spill
.LBB0_13:                               ; %Flow707
	s_load_dword s1, s[4:5], 0x60
	s_load_dword s7, s[4:5], 0x24
	s_load_dwordx2 s[2:3], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s4, s20, 0x7f
	s_cmpk_gt_i32 s4, 0x7f
	v_accvgpr_write_b32 a77, v63
	v_accvgpr_write_b32 a76, v62
	v_accvgpr_write_b32 a75, v61
	v_accvgpr_write_b32 a74, v60
	v_accvgpr_write_b32 a73, v59
	v_accvgpr_write_b32 a72, v58
	v_accvgpr_write_b32 a71, v57
	v_accvgpr_write_b32 a70, v56
	v_accvgpr_write_b32 a69, v55
	v_accvgpr_write_b32 a68, v54
	v_accvgpr_write_b32 a67, v53
	v_accvgpr_write_b32 a66, v52
	v_accvgpr_write_b32 a65, v51
	v_accvgpr_write_b32 a64, v50
	v_accvgpr_write_b32 a63, v49
	v_accvgpr_write_b32 a62, v48
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s4, 0x80
	v_accvgpr_mov_b32 a26, a34
	v_accvgpr_mov_b32 a27, a35
	v_accvgpr_mov_b32 a28, a36
	v_accvgpr_mov_b32 a29, a37
	v_accvgpr_mov_b32 a30, a38
	v_accvgpr_mov_b32 a31, a39
	v_accvgpr_mov_b32 a32, a40
	v_accvgpr_mov_b32 a33, a41
	v_accvgpr_mov_b32 a34, a42
	v_accvgpr_mov_b32 a35, a43
	v_accvgpr_mov_b32 a36, a44
	v_accvgpr_mov_b32 a37, a45
	v_accvgpr_mov_b32 a38, a46
	v_accvgpr_mov_b32 a39, a47
	v_accvgpr_mov_b32 a40, a48
	v_accvgpr_mov_b32 a41, a49
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_15
; %bb.14:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_read_b32 v16, a114
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v16, 0x3c00, v16
	v_lshrrev_b32_e32 v17, 6, v16
	v_add3_u32 v16, s23, v16, v78
	v_add3_u32 v16, v16, v72, v17
	scratch_load_dwordx4 v[28:31], off, off offset:228 ; 16-byte Folded Reload
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	scratch_load_dword v17, off, off offset:164 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:220 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc0c0004
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[24:27], v16 offset:96
	ds_read_b128 v[20:23], v16 offset:64
	ds_read_b128 v[64:67], v16
	ds_read_b128 v[68:71], v16 offset:32
	v_accvgpr_write_b32 a8, v72
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v31, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v7, v18, 16, v17
	scratch_load_dword v17, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v17, v30, v17, s4
	scratch_load_dwordx2 v[30:31], off, off offset:140 ; 8-byte Folded Reload
	scratch_load_dword v18, off, off offset:224 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v31, a111
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v30, s4
	v_lshl_or_b32 v6, v18, 16, v17
	scratch_load_dword v17, off, off offset:132 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v18, a78
	v_accvgpr_read_b32 v30, a110
	v_perm_b32 v18, v18, v19, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v29, v17, s4
	v_lshl_or_b32 v5, v18, 16, v17
	scratch_load_dword v17, off, off offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v28, v17, s4
	scratch_load_dwordx2 v[28:29], off, off offset:120 ; 8-byte Folded Reload
	scratch_load_dword v18, off, off offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v29, a109
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v28, s4
	v_lshl_or_b32 v4, v18, 16, v17
	scratch_load_dword v17, off, off offset:76 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:192 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v28, a108
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v31, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v3, v18, 16, v17
	scratch_load_dword v17, off, off offset:200 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v31, a127
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v30, v17, s4
	scratch_load_dword v30, off, off offset:196 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[18:19], off, off offset:212 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v30, v18, s4
	v_lshl_or_b32 v2, v18, 16, v17
	scratch_load_dword v17, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:208 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v30, a126
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v29, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v1, v18, 16, v17
	v_accvgpr_read_b32 v17, a81
	v_perm_b32 v17, v28, v17, s4
	scratch_load_dword v18, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[28:29], off, off offset:156 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v19, a107
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v29, a125
	v_perm_b32 v18, v18, v28, s4
	v_lshl_or_b32 v0, v18, 16, v17
	scratch_load_dword v17, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:136 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v28, a124
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[64:71], v[0:7], 0
	s_waitcnt vmcnt(1)
	v_perm_b32 v17, v31, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v87, v18, 16, v17
	scratch_load_dword v17, off, off offset:176 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v19, a115
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v30, v17, s4
	scratch_load_dword v18, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[30:31], off, off offset:148 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v30, s4
	v_lshl_or_b32 v86, v18, 16, v17
	scratch_load_dword v17, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v17, v29, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v85, v18, 16, v17
	scratch_load_dword v17, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[18:19], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v19, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v28, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v19, v18, s4
	v_lshl_or_b32 v84, v18, 16, v17
	scratch_load_dwordx4 v[28:31], off, off offset:52 ; 16-byte Folded Reload
	scratch_load_dword v17, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v31, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v19, v18, s4
	v_lshl_or_b32 v83, v18, 16, v17
	scratch_load_dword v17, off, off offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v30, v17, s4
	scratch_load_dwordx2 v[30:31], off, off offset:32 ; 8-byte Folded Reload
	scratch_load_dword v18, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v30, s4
	v_lshl_or_b32 v82, v18, 16, v17
	scratch_load_dword v17, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v19, off, off offset:92 ; 4-byte Folded Reload
	scratch_load_dword v18, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v29, v17, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v19, s4
	v_lshl_or_b32 v81, v18, 16, v17
	scratch_load_dword v17, off, off offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v28, v17, s4
	scratch_load_dwordx2 v[28:29], off, off offset:4 ; 8-byte Folded Reload
	scratch_load_dword v18, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v18, v28, s4
	v_lshl_or_b32 v80, v18, 16, v17
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[20:27], v[80:87], v[112:127]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:160
	ds_read_b128 v[18:21], v16 offset:128
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[18:25], v[0:7], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:224
	ds_read_b128 v[18:21], v16 offset:192
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[18:25], v[80:87], v[96:111]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:544
	ds_read_b128 v[18:21], v16 offset:512
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[18:25], v[0:7], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:608
	ds_read_b128 v[18:21], v16 offset:576
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[18:25], v[80:87], v[48:63]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[22:25], v16 offset:672
	ds_read_b128 v[18:21], v16 offset:640
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[18:25], v[0:7], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[20:23], v16 offset:736
	ds_read_b128 v[16:19], v16 offset:704
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[16:23], v[80:87], v[64:79]
	s_branch .LBB0_16
.LBB0_15:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a8, v72
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
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
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
.LBB0_16:
.Ltmp46:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 2
	v_max_f32_e32 v82, v71, v71
	v_max_f32_e32 v83, v70, v70
	v_max3_f32 v16, v112, v113, v114
	v_max3_f32 v17, v115, v116, v117
	v_max3_f32 v18, v118, v119, v120
	v_max3_f32 v19, v121, v122, v123
	v_max3_f32 v20, v124, v125, v126
	v_max3_f32 v21, v127, v96, v97
	v_max3_f32 v22, v98, v99, v100
	v_max3_f32 v23, v101, v102, v103
	v_max3_f32 v24, v104, v105, v106
	v_max3_f32 v25, v107, v108, v109
	v_max3_f32 v26, v110, v111, v48
	v_max3_f32 v27, v49, v50, v51
	v_max3_f32 v28, v52, v53, v54
	v_max3_f32 v29, v55, v56, v57
	v_max3_f32 v30, v58, v59, v60
	v_max3_f32 v31, v61, v62, v63
	v_max3_f32 v80, v64, v65, v66
	v_max3_f32 v81, v67, v68, v69
	v_max_f32_e32 v82, v83, v82
	v_max3_f32 v83, v73, v74, v75
	v_max3_f32 v84, v76, v77, v78
	v_max3_f32 v16, v16, v17, v18
	v_max3_f32 v17, v19, v20, v21
	v_max3_f32 v18, v22, v23, v24
	v_max3_f32 v19, v25, v26, v27
	v_max3_f32 v20, v28, v29, v30
	v_max3_f32 v21, v31, v80, v81
	v_max3_f32 v22, v82, v72, v83
	v_max3_f32 v16, v16, v17, v18
	v_max3_f32 v17, v19, v20, v21
	v_max3_f32 v18, v22, v84, v79
	v_max3_f32 v16, v16, v17, v18
.Ltmp47:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v17, v16
	s_nop 1
	v_permlane32_swap_b32_e32 v16, v17
.Ltmp48:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[4:5], vcc, exec
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v17, v17, v17
	v_max_f32_e32 v16, v16, v16
	v_max_f32_e32 v16, v16, v17
.Ltmp50:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v16, s0, v16
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v17, v90, v90
	v_max_f32_e32 v16, v17, v16
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[18:19], s[0:1], v[112:113], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], s[0:1], v[114:115], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], s[0:1], v[116:117], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], s[0:1], v[118:119], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[26:27], s[0:1], v[120:121], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], s[0:1], v[122:123], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], s[0:1], v[124:125], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], s[0:1], v[126:127], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[126:127], v[62:63]
	v_mov_b64_e32 v[124:125], v[60:61]
	v_mov_b64_e32 v[122:123], v[58:59]
	v_mov_b64_e32 v[120:121], v[56:57]
	v_mov_b64_e32 v[118:119], v[54:55]
	v_mov_b64_e32 v[116:117], v[52:53]
	v_mov_b64_e32 v[114:115], v[50:51]
	v_mov_b64_e32 v[112:113], v[48:49]
	v_pk_fma_f32 v[82:83], s[0:1], v[96:97], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[0:1], v[98:99], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[0:1], v[100:101], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v48, v90
	v_pk_fma_f32 v[90:91], s[0:1], v[102:103], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[0:1], v[104:105], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[0:1], v[106:107], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[0:1], v[108:109], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[0:1], v[110:111], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[0:1], v[112:113], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[0:1], v[114:115], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[0:1], v[116:117], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[0:1], v[118:119], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[0:1], v[120:121], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[0:1], v[122:123], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[0:1], v[124:125], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[0:1], v[126:127], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[0:1], v[64:65], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[0:1], v[66:67], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[0:1], v[68:69], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[0:1], v[70:71], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[0:1], v[72:73], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[0:1], v[74:75], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[0:1], v[76:77], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[0:1], v[78:79], v[16:17] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v50, v18
	v_exp_f32_e32 v51, v19
	v_exp_f32_e32 v52, v20
	v_exp_f32_e32 v53, v21
	v_exp_f32_e32 v54, v22
	v_exp_f32_e32 v55, v23
	v_exp_f32_e32 v56, v24
	v_exp_f32_e32 v57, v25
	v_exp_f32_e32 v58, v26
	v_exp_f32_e32 v59, v27
	v_exp_f32_e32 v60, v28
	v_exp_f32_e32 v61, v29
	v_exp_f32_e32 v62, v30
	v_exp_f32_e32 v63, v31
	v_exp_f32_e32 v0, v80
	v_exp_f32_e32 v1, v81
	v_exp_f32_e32 v2, v82
	v_exp_f32_e32 v3, v83
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v82, v90
	v_exp_f32_e32 v83, v91
	v_exp_f32_e32 v90, v92
	v_exp_f32_e32 v91, v93
	v_exp_f32_e32 v92, v94
	v_exp_f32_e32 v93, v95
	v_exp_f32_e32 v94, v96
	v_exp_f32_e32 v95, v97
	v_exp_f32_e32 v96, v98
	v_exp_f32_e32 v97, v99
	v_exp_f32_e32 v98, v100
	v_exp_f32_e32 v99, v101
	v_exp_f32_e32 v100, v102
	v_exp_f32_e32 v101, v103
	v_exp_f32_e32 v102, v104
	v_exp_f32_e32 v103, v105
	v_exp_f32_e32 v104, v106
	v_exp_f32_e32 v105, v107
	v_exp_f32_e32 v106, v108
	v_exp_f32_e32 v107, v109
	v_exp_f32_e32 v108, v110
	v_exp_f32_e32 v109, v111
	v_exp_f32_e32 v110, v112
	v_exp_f32_e32 v111, v113
	v_exp_f32_e32 v112, v114
	v_exp_f32_e32 v113, v115
	v_exp_f32_e32 v114, v116
	v_exp_f32_e32 v115, v117
	v_exp_f32_e32 v116, v118
	v_exp_f32_e32 v117, v119
	v_exp_f32_e32 v118, v120
	v_exp_f32_e32 v119, v121
	v_exp_f32_e32 v120, v122
	v_exp_f32_e32 v121, v123
	v_exp_f32_e32 v122, v124
	v_exp_f32_e32 v123, v125
	v_exp_f32_e32 v124, v126
	v_exp_f32_e32 v125, v127
	v_exp_f32_e32 v126, v64
	v_exp_f32_e32 v127, v65
	v_exp_f32_e32 v80, v66
	v_exp_f32_e32 v81, v67
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v16, v48, v16
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v48, v16
.Ltmp51:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[78:79], v[50:51], v[52:53]
	v_pk_add_f32 v[76:77], v[54:55], v[56:57]
	v_pk_add_f32 v[74:75], v[58:59], v[60:61]
	v_pk_add_f32 v[72:73], v[62:63], v[0:1]
	v_pk_add_f32 v[70:71], v[2:3], v[84:85]
	v_pk_add_f32 v[68:69], v[86:87], v[82:83]
	v_pk_add_f32 v[64:65], v[90:91], v[92:93]
	v_pk_add_f32 v[66:67], v[94:95], v[96:97]
	v_pk_add_f32 v[30:31], v[98:99], v[100:101]
	v_pk_add_f32 v[28:29], v[102:103], v[104:105]
	v_pk_add_f32 v[26:27], v[106:107], v[108:109]
	v_pk_add_f32 v[24:25], v[110:111], v[112:113]
	v_pk_add_f32 v[22:23], v[114:115], v[116:117]
	v_pk_add_f32 v[20:21], v[118:119], v[120:121]
	v_pk_add_f32 v[18:19], v[122:123], v[124:125]
	v_pk_add_f32 v[16:17], v[126:127], v[80:81]
	v_pk_add_f32 v[76:77], v[78:79], v[76:77]
	v_pk_add_f32 v[72:73], v[74:75], v[72:73]
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[28:29], v[30:31], v[28:29]
	v_pk_add_f32 v[24:25], v[26:27], v[24:25]
	v_pk_add_f32 v[20:21], v[22:23], v[20:21]
	v_pk_add_f32 v[16:17], v[18:19], v[16:17]
	v_pk_add_f32 v[18:19], v[76:77], v[72:73]
	v_pk_add_f32 v[22:23], v[68:69], v[64:65]
	v_pk_add_f32 v[24:25], v[28:29], v[24:25]
	v_pk_add_f32 v[16:17], v[20:21], v[16:17]
	v_pk_add_f32 v[18:19], v[18:19], v[22:23]
	v_pk_add_f32 v[16:17], v[24:25], v[16:17]
.Ltmp52:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v50, v51, 1.0
.Ltmp53:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[16:17], v[18:19], v[16:17]
.Ltmp54:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v54, v55, 1.0
.Ltmp55:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v89, v16, v17
.Ltmp56:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v65, v58, v59, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v62, v63, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v2, v3, 1.0
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
.Ltmp57:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v16, v89
.Ltmp58:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v52, v53, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v56, v57, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v60, v61, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v72, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v75, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v120, v121, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v80, v81, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s0, 1, 0
.Ltmp59:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v89, v16
.Ltmp60:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s0, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_permlane32_swap_b32_e32 v78, v79
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_18
; %bb.17:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_mov_b32_e32 v49, v16
	v_accvgpr_read_b32 v16, a50
	v_and_b32_e32 v16, 8, v16
	v_add_u32_e32 v16, s6, v16
	v_accvgpr_read_b32 v17, a52
	v_accvgpr_read_b32 v18, a61
	v_add3_u32 v16, v16, v18, v17
	v_accvgpr_read_b32 v17, a54
	v_accvgpr_read_b32 v18, a79
	v_add3_u32 v16, v16, v17, v18
	ds_read_b64_tr_b8 v[22:23], v16 offset:768
	ds_read_b64_tr_b8 v[24:25], v16
	ds_read_b64_tr_b8 v[90:91], v16 offset:32
	ds_read_b64_tr_b8 v[98:99], v16 offset:64
	ds_read_b64_tr_b8 v[80:81], v16 offset:96
	ds_read_b64_tr_b8 v[26:27], v16 offset:8448
	ds_read_b64_tr_b8 v[92:93], v16 offset:8480
	ds_read_b64_tr_b8 v[100:101], v16 offset:8512
	ds_read_b64_tr_b8 v[82:83], v16 offset:8544
	ds_read_b64_tr_b8 v[28:29], v16 offset:256
	ds_read_b64_tr_b8 v[94:95], v16 offset:288
	ds_read_b64_tr_b8 v[102:103], v16 offset:320
	ds_read_b64_tr_b8 v[84:85], v16 offset:352
	ds_read_b64_tr_b8 v[30:31], v16 offset:8704
	ds_read_b64_tr_b8 v[96:97], v16 offset:8736
	ds_read_b64_tr_b8 v[104:105], v16 offset:8768
	ds_read_b64_tr_b8 v[86:87], v16 offset:8800
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[48:49] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v17, a91
	v_accvgpr_read_b32 v0, a26
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[24:31], v[64:71], v[32:47]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[24:25], v16 offset:9216
	ds_read_b64_tr_b8 v[18:19], v16 offset:512
	ds_read_b64_tr_b8 v[106:107], v16 offset:544
	ds_read_b64_tr_b8 v[114:115], v16 offset:576
	ds_read_b64_tr_b8 a[0:1], v16 offset:608
	ds_read_b64_tr_b8 v[20:21], v16 offset:8960
	ds_read_b64_tr_b8 v[108:109], v16 offset:8992
	ds_read_b64_tr_b8 v[116:117], v16 offset:9024
	ds_read_b64_tr_b8 a[2:3], v16 offset:9056
	ds_read_b64_tr_b8 v[110:111], v16 offset:800
	ds_read_b64_tr_b8 v[118:119], v16 offset:832
	ds_read_b64_tr_b8 a[4:5], v16 offset:864
	ds_read_b64_tr_b8 v[112:113], v16 offset:9248
	ds_read_b64_tr_b8 v[120:121], v16 offset:9280
	ds_read_b64_tr_b8 a[6:7], v16 offset:9312
	v_accvgpr_read_b32 v16, a90
	v_accvgpr_read_b32 v26, a100
	v_accvgpr_read_b32 v27, a101
	v_accvgpr_read_b32 v28, a102
	v_accvgpr_read_b32 v29, a103
	v_accvgpr_read_b32 v30, a104
	v_accvgpr_read_b32 v31, a105
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[30:31], v[30:31], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v1, a27
	v_accvgpr_read_b32 v2, a28
	v_accvgpr_read_b32 v3, a29
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(9)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[18:25], v[72:79], v[32:47]
	v_accvgpr_read_b32 v18, a92
	v_accvgpr_read_b32 v19, a93
	v_accvgpr_read_b32 v20, a94
	v_accvgpr_read_b32 v21, a95
	v_accvgpr_read_b32 v22, a96
	v_accvgpr_read_b32 v23, a97
	v_accvgpr_read_b32 v24, a98
	v_accvgpr_read_b32 v25, a99
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v24, v24, v48
	v_mul_f32_e64 v25, v25, v48
	v_mul_f32_e64 v22, v22, v48
	v_mul_f32_e64 v23, v23, v48
	v_mul_f32_e64 v20, v20, v48
	v_mul_f32_e64 v21, v21, v48
	v_pk_mul_f32 v[18:19], v[18:19], v[48:49] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v4, a30
	v_accvgpr_read_b32 v5, a31
	v_accvgpr_read_b32 v6, a32
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[98:105], v[64:71], v[16:31]
	v_accvgpr_read_b32 v7, a33
	v_accvgpr_read_b32 v8, a34
	v_accvgpr_read_b32 v9, a35
	v_accvgpr_read_b32 v10, a36
	v_accvgpr_read_b32 v11, a37
	v_accvgpr_read_b32 v12, a38
	v_accvgpr_read_b32 v13, a39
	v_accvgpr_read_b32 v14, a40
	v_accvgpr_read_b32 v15, a41
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v14, v14, v48
	v_mul_f32_e64 v15, v15, v48
	v_mul_f32_e64 v12, v12, v48
	v_mul_f32_e64 v13, v13, v48
	v_pk_mul_f32 v[10:11], v[10:11], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[48:49] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v50, a64
	v_accvgpr_read_b32 v51, a65
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[90:97], v[64:71], v[0:15]
	v_mov_b64_e32 v[104:105], v[30:31]
	v_mov_b64_e32 v[102:103], v[28:29]
	v_mov_b64_e32 v[100:101], v[26:27]
	v_mov_b64_e32 v[98:99], v[24:25]
	v_mov_b64_e32 v[96:97], v[22:23]
	v_mov_b64_e32 v[94:95], v[20:21]
	v_mov_b64_e32 v[92:93], v[18:19]
	v_mov_b64_e32 v[90:91], v[16:17]
	v_mov_b32_e32 v16, v49
	v_mov_b32_e32 v18, v48
	v_accvgpr_read_b32 v48, a62
	v_accvgpr_read_b32 v49, a63
	v_accvgpr_read_b32 v52, a66
	v_accvgpr_read_b32 v53, a67
	v_accvgpr_read_b32 v54, a68
	v_accvgpr_read_b32 v55, a69
	v_accvgpr_read_b32 v56, a70
	v_accvgpr_read_b32 v57, a71
	v_accvgpr_read_b32 v58, a72
	v_accvgpr_read_b32 v59, a73
	v_accvgpr_read_b32 v60, a74
	v_accvgpr_read_b32 v61, a75
	v_accvgpr_read_b32 v62, a76
	v_accvgpr_read_b32 v63, a77
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[18:19] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[18:19] op_sel_hi:[1,0]
	scratch_load_dword v19, off, off        ; 4-byte Folded Reload
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[106:113], v[72:79], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[80:87], v[64:71], v[48:63]
	v_accvgpr_read_b32 v84, a8
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[90:105], v[114:121], v[72:79], v[90:105]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[72:79], v[48:63]
	s_branch .LBB0_19
.LBB0_18:
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	scratch_load_dword v19, off, off        ; 4-byte Folded Reload
	v_accvgpr_read_b32 v84, a8
	v_accvgpr_read_b32 v90, a90
	v_accvgpr_read_b32 v91, a91
	v_accvgpr_read_b32 v92, a92
	v_accvgpr_read_b32 v93, a93
	v_accvgpr_read_b32 v94, a94
	v_accvgpr_read_b32 v95, a95
	v_accvgpr_read_b32 v96, a96
	v_accvgpr_read_b32 v97, a97
	v_accvgpr_read_b32 v98, a98
	v_accvgpr_read_b32 v99, a99
	v_accvgpr_read_b32 v100, a100
	v_accvgpr_read_b32 v101, a101
	v_accvgpr_read_b32 v102, a102
	v_accvgpr_read_b32 v103, a103
	v_accvgpr_read_b32 v104, a104
	v_accvgpr_read_b32 v105, a105
	v_accvgpr_read_b32 v0, a26
	v_accvgpr_read_b32 v1, a27
	v_accvgpr_read_b32 v2, a28
	v_accvgpr_read_b32 v3, a29
	v_accvgpr_read_b32 v4, a30
	v_accvgpr_read_b32 v5, a31
	v_accvgpr_read_b32 v6, a32
	v_accvgpr_read_b32 v7, a33
	v_accvgpr_read_b32 v8, a34
	v_accvgpr_read_b32 v9, a35
	v_accvgpr_read_b32 v10, a36
	v_accvgpr_read_b32 v11, a37
	v_accvgpr_read_b32 v12, a38
	v_accvgpr_read_b32 v13, a39
	v_accvgpr_read_b32 v14, a40
	v_accvgpr_read_b32 v15, a41
	v_mov_b32_e32 v18, v48
	v_accvgpr_read_b32 v48, a62
	v_accvgpr_read_b32 v49, a63
	v_accvgpr_read_b32 v50, a64
	v_accvgpr_read_b32 v51, a65
	v_accvgpr_read_b32 v52, a66
	v_accvgpr_read_b32 v53, a67
	v_accvgpr_read_b32 v54, a68
	v_accvgpr_read_b32 v55, a69
	v_accvgpr_read_b32 v56, a70
	v_accvgpr_read_b32 v57, a71
	v_accvgpr_read_b32 v58, a72
	v_accvgpr_read_b32 v59, a73
	v_accvgpr_read_b32 v60, a74
	v_accvgpr_read_b32 v61, a75
	v_accvgpr_read_b32 v62, a76
	v_accvgpr_read_b32 v63, a77
.LBB0_19:
.Ltmp61:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v16, v89, v16
.Ltmp62:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v16, v88, v18
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e32 v16, v88, v16, vcc
.Ltmp63:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v17, s[4:5], v16, v16, s7
	v_rcp_f32_e32 v18, v17
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v19, s19, 5, v19
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v82, s16, v19
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_scale_f32 v19, vcc, s7, v16, s7
	v_fma_f32 v20, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v20, v18
	v_mul_f32_e32 v20, v19, v18
	v_fma_f32 v21, -v17, v20, v19
	v_fmac_f32_e32 v20, v21, v18
	v_fma_f32 v17, -v17, v20, v19
	v_div_fmas_f32 v17, v17, v18, v20
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s4, s2, s18
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fixup_f32 v16, v17, v16, s7
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_ashr_i32 s5, s4, 31
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[18:19], v[16:17], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[16:17], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[16:17], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[16:17], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[16:17], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[16:17], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[16:17], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[16:17], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[16:17], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[16:17], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[16:17], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[16:17], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[16:17], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[16:17], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[16:17], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[16:17], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[16:17], v[98:99] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[16:17], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[16:17], v[102:103] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[16:17], v[104:105] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[16:17], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[16:17], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[16:17], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[16:17], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[16:17], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[16:17], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[16:17], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[16:17], v[62:63] op_sel_hi:[0,1]
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v16, v82, s1
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[4:5], 1
	s_add_u32 s2, s14, s0
	.loc	1 153 40                        ; triton_peers.py:153:40
	s_mul_i32 s0, s3, s17
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s4, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	v_ashrrev_i32_e32 v17, 31, v16
	s_addc_u32 s1, s4, s1
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[0:1]
	v_mov_b32_e32 v85, 0
	.loc	1 154 26 is_stmt 1              ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v18, v19
	v_cvt_pk_bf16_f32 v1, v20, v21
	v_cvt_pk_bf16_f32 v2, v22, v23
	v_cvt_pk_bf16_f32 v3, v24, v25
	v_cvt_pk_bf16_f32 v4, v26, v27
	v_cvt_pk_bf16_f32 v5, v28, v29
	v_cvt_pk_bf16_f32 v6, v30, v31
	v_cvt_pk_bf16_f32 v7, v32, v33
	v_cvt_pk_bf16_f32 v8, v34, v35
	v_cvt_pk_bf16_f32 v9, v36, v37
	v_cvt_pk_bf16_f32 v10, v38, v39
	v_cvt_pk_bf16_f32 v11, v40, v41
	v_cvt_pk_bf16_f32 v12, v42, v43
	v_cvt_pk_bf16_f32 v14, v46, v47
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[32:33], v[16:17], 0, v[84:85]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v44, v45
	v_cvt_pk_bf16_f32 v15, v86, v87
	v_cvt_pk_bf16_f32 v16, v88, v89
	v_cvt_pk_bf16_f32 v17, v90, v91
	v_cvt_pk_bf16_f32 v18, v92, v93
	v_cvt_pk_bf16_f32 v19, v94, v95
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_cvt_pk_bf16_f32 v20, v96, v97
	v_cvt_pk_bf16_f32 v21, v98, v99
	v_cvt_pk_bf16_f32 v22, v100, v101
	v_cvt_pk_bf16_f32 v23, v64, v65
	v_cvt_pk_bf16_f32 v24, v66, v67
	v_cvt_pk_bf16_f32 v25, v68, v69
	v_cvt_pk_bf16_f32 v26, v70, v71
	v_cvt_pk_bf16_f32 v27, v72, v73
	v_cvt_pk_bf16_f32 v28, v74, v75
	v_cvt_pk_bf16_f32 v29, v76, v77
	v_cvt_pk_bf16_f32 v30, v78, v79
	v_cvt_pk_bf16_f32 v31, v80, v81
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v20, v22
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[0:3], off
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[16:19], off offset:128
	global_store_dwordx4 v[32:33], v[20:23], off offset:160
	global_store_dwordx4 v[32:33], v[24:27], off offset:192
	global_store_dwordx4 v[32:33], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp64:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 248
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
	.set .Lattn_fwd.numbered_sgpr, 28
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 248
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13744
; TotalNumSgprs: 34
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 248
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
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
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
.Ldebug_ranges2:
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
.Ldebug_ranges3:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
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
    .private_segment_fixed_size: 248
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 77
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
