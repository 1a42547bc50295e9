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
; %bb.36:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.37:
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
	v_cvt_f32_u32_e32 v1, s0
	v_and_b32_e32 v7, 0x3ff, v0
	s_sub_i32 s6, 0, s0
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s3, v7
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v1, v1
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	s_xor_b32 s1, s17, s21
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v6, 63, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v111, 4, v7
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s3, v1
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
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_lshl_b32 s28, s19, 6
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_sub_i32 s30, s0, s1
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v12, s28, v6
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s22, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s16, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v1, 3, v12
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s1, s0, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, 32, v1
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s8, s0
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s2, s23, s17
	.loc	1 129 18 is_stmt 1              ; triton_peers.py:129:18
	v_or_b32_e32 v2, s16, v1
	v_or_b32_e32 v3, s16, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s9, s1
	s_ashr_i32 s3, s2, 31
	s_add_u32 s0, s0, s2
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s24
	v_mul_lo_u32 v4, v3, s24
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s1, s3
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_lshl_add_u32 v8, s24, 6, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_lshl_add_u32 v10, s24, 5, v8
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[4:5]
	.loc	1 132 21 is_stmt 1              ; triton_peers.py:132:21
	v_mov_b32_e32 v5, 0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[2:3]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v2, 0x70, v111
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v3, v5
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[18:21], v[14:15], off
	global_load_dwordx4 v[22:25], v[16:17], off
	global_load_dwordx4 v[26:29], v[8:9], off
	global_load_dwordx4 v[30:33], v[10:11], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v8, 2, v12
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v8, s16, v8
	v_or_b32_e32 v9, 64, v8
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v8, v8, s24
	.loc	1 132 30                        ; triton_peers.py:132:30
	s_movk_i32 s2, 0x70
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v14, 4, v12
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v10, v9, s24
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_and_b32_e32 v4, 48, v111
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v15, v14, v12, s2 bitop3:0x78
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v16, 0, v15
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	.loc	1 134 26                        ; triton_peers.py:134:26
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[4:5]
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v117, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v4, 32, v0
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s25, s18
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v46, 3, v7
	v_lshrrev_b32_e32 v114, 1, v4
	s_movk_i32 s0, 0x60
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v0, 48, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s1, 31
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v4, 2, v7
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v16, v[18:21]
	s_waitcnt vmcnt(2)
	ds_write_b128 v16, v[22:25] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v16, v[26:29] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v16, v[30:33] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 134 18                        ; triton_peers.py:134:18
	global_load_dwordx4 v[22:25], v[8:9], off offset:128
	global_load_dwordx4 v[26:29], v[10:11], off offset:128
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v9, 7, v117
	v_bitop3_b32 v11, v46, v114, s2 bitop3:0x6c
	v_lshl_or_b32 v16, s19, 12, v9
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s2, s19, 11
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v17, v16, v11
	v_bitop3_b32 v16, v16, s0, v11 bitop3:0x36
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v20, v14, v0, 0
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s30, s26
.Ltmp4:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_sub_u32_e32 v14, v15, v14
.Ltmp5:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s1, s10, s1
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshlrev_b32_e32 v8, 6, v117
	v_bitop3_b32 v10, v4, v114, 48 bitop3:0x6c
.Ltmp6:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v14, 4, v14
.Ltmp7:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s3, s11, s3
	s_ashr_i32 s6, s0, 31
.Ltmp8:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v1, s27
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v123, v14, v6
.Ltmp9:
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_or3_b32 v14, s2, v8, v10
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s2, s1, s0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v18, 0, v17
.Ltmp10:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
.Ltmp11:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s3, s3, s6
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v19, v17, 32, 0
	v_xad_u32 v17, v17, 64, 0
	v_add_u32_e32 v16, 0, v16
.Ltmp12:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
.Ltmp13:
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[38:41], v18
	ds_read_b128 v[42:45], v19
	ds_read_b128 v[30:33], v17
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[34:37], v16
.Ltmp14:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_lshlrev_b32_e32 v102, 2, v123
.Ltmp15:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_add_u32_e32 v15, 0, v14
.Ltmp16:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
.Ltmp17:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v14, v14, 32, 0
.Ltmp18:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_bpermute_b32 v0, v102, v0
.Ltmp19:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp20:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_bpermute_b32 v1, v102, v1
	v_cmp_gt_i32_e64 s[6:7], s20, 0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s20, 0
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s21, s19, 10
.Ltmp21:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt vmcnt(1)
	ds_write_b128 v20, v[22:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[26:29] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[118:121], v15
	.loc	1 137 22                        ; triton_peers.py:137:22
	ds_read_b128 v[18:21], v14
.Ltmp22:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_lshrrev_b64 v[14:15], v123, s[6:7]
	v_and_b32_e32 v14, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_add_i32 m0, s21, 0x3160
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_2:
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[6:7]
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_lshrrev_b32_e32 v14, 4, v12
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_lshlrev_b32_e32 v12, 2, v12
	s_lshl_b32 s8, s19, 4
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v14, s27
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_xor_b32_e32 v15, s8, v12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_sub_u32_e32 v12, v15, v12
.Ltmp23:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v4, 60, v4
.Ltmp24:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v12, 2, v12
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	s_mov_b64 s[6:7], 0x80
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s22, s19, 8
	v_add_u32_e32 v125, v12, v6
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[6:7]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_lshlrev_b32_e32 v116, 2, v125
	s_and_b64 s[8:9], s[0:1], exec
	ds_bpermute_b32 v0, v116, v0
	ds_bpermute_b32 v1, v116, v1
	s_cselect_b32 s8, 1, 0
	v_cmp_ne_u32_e64 s[8:9], s8, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[16:17], v125, s[8:9]
	v_and_b32_e32 v12, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_add_i32 m0, s22, 0x6160
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_4:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[8:9]
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 16, v14
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v0, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[6:7]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_and_b64 s[6:7], s[0:1], exec
	s_load_dwordx2 s[8:9], s[4:5], 0x4c
	ds_bpermute_b32 v0, v116, v0
	ds_bpermute_b32 v1, v116, v1
	s_cselect_b32 s6, 1, 0
	v_cmp_ne_u32_e64 s[6:7], s6, 0
	s_nop 1
	v_lshrrev_b64 v[16:17], v125, s[6:7]
	v_and_b32_e32 v12, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_add_i32 m0, s22, 0x6560
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.Ltmp25:
.LBB0_6:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[6:7]
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s6, s8, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s7, s6, 31
	s_add_u32 s6, s12, s6
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s30, s30, s9
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s7, s13, s7
	s_ashr_i32 s8, s30, 31
	s_load_dword s29, s[4:5], 0x54
	s_add_u32 s6, s6, s30
	s_addc_u32 s7, s7, s8
.Ltmp26:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_lshrrev_b32_e32 v0, 1, v7
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[0:1], s[0:1], exec
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v12, 28, v0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s0, 1, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v15, s19, v12
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s0, 1
	s_mul_i32 s12, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v15, s29
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s12
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_8:
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v13, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_bpermute_b32 v0, v102, v0
	ds_bpermute_b32 v1, v102, v1
	v_cmp_gt_i32_e64 s[8:9], s20, 32
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s20, 32
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_lshrrev_b64 v[16:17], v123, s[8:9]
	v_and_b32_e32 v13, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v13
	; asyncmark
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_add_i32 m0, s21, 0x4160
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[0:1], off
.LBB0_10:
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[8:9]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 32, v14
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v0, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	s_mov_b64 s[8:9], 0x80
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_and_b64 s[10:11], s[0:1], exec
	ds_bpermute_b32 v0, v116, v0
	ds_bpermute_b32 v1, v116, v1
	s_cselect_b32 s10, 1, 0
	v_cmp_ne_u32_e64 s[10:11], s10, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[16:17], v125, s[10:11]
	v_and_b32_e32 v13, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v13
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_add_i32 m0, s22, 0x6960
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_12:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[10:11]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 48, v14
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, v0, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_and_b64 s[8:9], s[0:1], exec
	ds_bpermute_b32 v0, v116, v0
	ds_bpermute_b32 v1, v116, v1
	s_cselect_b32 s8, 1, 0
	v_cmp_ne_u32_e64 s[8:9], s8, 0
	s_nop 1
	v_lshrrev_b64 v[16:17], v125, s[8:9]
	v_and_b32_e32 v13, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v13
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_add_i32 m0, s22, 0x6d60
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_14:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[8:9]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_accvgpr_write_b32 a114, v46
	s_cmp_lg_u32 s0, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 32, v15
	v_mul_lo_u32 v0, v0, s29
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_add_i32 m0, s12, 0x1080
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.Ltmp27:
.LBB0_16:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_load_dword s0, s[4:5], 0x20
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[74:75], 24, v[38:39]
	v_lshrrev_b64 v[80:81], 24, v[40:41]
	v_lshrrev_b64 v[92:93], 24, v[42:43]
	v_lshrrev_b64 v[100:101], 24, v[44:45]
	v_lshrrev_b64 v[58:59], 24, v[30:31]
	v_lshrrev_b64 v[64:65], 24, v[32:33]
	v_lshrrev_b64 v[70:71], 24, v[34:35]
	v_lshrrev_b64 v[94:95], 24, v[36:37]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[14:15], 24, v[118:119]
	v_lshrrev_b64 v[24:25], 24, v[120:121]
	v_lshrrev_b64 v[46:47], 24, v[18:19]
	v_lshrrev_b64 v[52:53], 24, v[20:21]
.Ltmp28:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_sub_i32 s13, s20, 64
	s_movk_i32 s1, 0x60
.Ltmp29:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v72, 8, v38
	v_lshrrev_b32_e32 v73, 16, v38
	v_lshrrev_b32_e32 v75, 8, v39
	v_lshrrev_b32_e32 v76, 16, v39
	v_lshrrev_b32_e32 v77, 24, v39
	v_lshrrev_b32_e32 v78, 8, v40
	v_lshrrev_b32_e32 v79, 16, v40
	v_lshrrev_b32_e32 v81, 8, v41
	v_lshrrev_b32_e32 v82, 16, v41
	v_lshrrev_b32_e32 v83, 24, v41
	v_lshrrev_b32_e32 v84, 8, v42
	v_lshrrev_b32_e32 v90, 16, v42
	v_lshrrev_b32_e32 v85, 8, v43
	v_lshrrev_b32_e32 v96, 16, v43
	v_lshrrev_b32_e32 v97, 24, v43
	v_lshrrev_b32_e32 v86, 8, v44
	v_lshrrev_b32_e32 v87, 16, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v0, 8, v45
	v_lshrrev_b32_e32 v1, 16, v45
	v_lshrrev_b32_e32 v101, 24, v45
	v_lshrrev_b32_e32 v56, 8, v30
	v_lshrrev_b32_e32 v57, 16, v30
	v_lshrrev_b32_e32 v59, 8, v31
	v_lshrrev_b32_e32 v60, 16, v31
	v_lshrrev_b32_e32 v61, 24, v31
	v_lshrrev_b32_e32 v62, 8, v32
	v_lshrrev_b32_e32 v63, 16, v32
	v_lshrrev_b32_e32 v65, 8, v33
	v_lshrrev_b32_e32 v66, 16, v33
	v_lshrrev_b32_e32 v67, 24, v33
	v_lshrrev_b32_e32 v68, 8, v34
	v_lshrrev_b32_e32 v69, 16, v34
	v_lshrrev_b32_e32 v71, 8, v35
	v_lshrrev_b32_e32 v88, 16, v35
	v_lshrrev_b32_e32 v89, 24, v35
	v_lshrrev_b32_e32 v91, 8, v36
	v_lshrrev_b32_e32 v93, 16, v36
	v_lshrrev_b32_e32 v95, 8, v37
	v_lshrrev_b32_e32 v98, 16, v37
	v_lshrrev_b32_e32 v99, 24, v37
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v115, 8, v118
	v_lshrrev_b32_e32 v122, 16, v118
	v_lshrrev_b32_e32 v13, 8, v119
	v_lshrrev_b32_e32 v16, 16, v119
	v_lshrrev_b32_e32 v17, 24, v119
	v_lshrrev_b32_e32 v22, 8, v120
	v_lshrrev_b32_e32 v23, 16, v120
	v_lshrrev_b32_e32 v25, 8, v121
	v_lshrrev_b32_e32 v26, 16, v121
	v_lshrrev_b32_e32 v27, 24, v121
	v_lshrrev_b32_e32 v28, 8, v18
	v_lshrrev_b32_e32 v29, 16, v18
	v_lshrrev_b32_e32 v47, 8, v19
	v_lshrrev_b32_e32 v48, 16, v19
	v_lshrrev_b32_e32 v49, 24, v19
	v_lshrrev_b32_e32 v50, 8, v20
	v_lshrrev_b32_e32 v51, 16, v20
	v_lshrrev_b32_e32 v53, 8, v21
	v_lshrrev_b32_e32 v54, 16, v21
	v_lshrrev_b32_e32 v55, 24, v21
.Ltmp30:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s13, 1
	v_or_b32_e32 v108, v11, v9
	v_bitop3_b32 v126, v11, 32, v9 bitop3:0x36
	v_bitop3_b32 v127, v11, 64, v9 bitop3:0x36
	v_bitop3_b32 v106, v11, s1, v9 bitop3:0x36
	v_mov_b32_e32 v104, 0xff800000
	v_mov_b32_e32 v105, 0
	v_or_b32_e32 v109, v10, v8
	v_bitop3_b32 v110, v10, 32, v8 bitop3:0x36
	v_lshlrev_b32_e32 v112, 9, v7
	v_and_b32_e32 v107, 16, v7
	v_mov_b32_e32 v15, 0
	; asyncmark
	; wait_asyncmark(3)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_20
; %bb.17:                               ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_write_b32 a111, v0
	v_perm_b32 v0, v45, v0, s1
	v_accvgpr_write_b32 a112, v1
	v_perm_b32 v1, v1, v101, s1
	v_accvgpr_write_b32 a109, v87
	v_perm_b32 v8, v87, v100, s1
	v_lshl_or_b32 v87, v1, 16, v0
	v_perm_b32 v0, v43, v85, s1
	v_perm_b32 v1, v96, v97, s1
	v_accvgpr_write_b32 a101, v85
	v_lshl_or_b32 v85, v1, 16, v0
	v_perm_b32 v0, v42, v84, s1
	v_perm_b32 v1, v90, v92, s1
	v_accvgpr_write_b32 a96, v84
	v_lshl_or_b32 v84, v1, 16, v0
	v_perm_b32 v0, v41, v81, s1
	v_perm_b32 v1, v82, v83, s1
	v_accvgpr_write_b32 a92, v83
	v_lshl_or_b32 v83, v1, 16, v0
	v_perm_b32 v0, v40, v78, s1
	v_perm_b32 v1, v79, v80, s1
	v_accvgpr_write_b32 a91, v82
	v_lshl_or_b32 v82, v1, 16, v0
	v_perm_b32 v0, v39, v75, s1
	v_perm_b32 v1, v76, v77, s1
	v_accvgpr_write_b32 a89, v81
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v38, v72, s1
	v_perm_b32 v1, v73, v74, s1
	v_accvgpr_write_b32 a90, v80
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v37, v95, s1
	v_perm_b32 v1, v98, v99, s1
	v_perm_b32 v7, v44, v86, s1
	v_accvgpr_write_b32 a105, v95
	v_lshl_or_b32 v95, v1, 16, v0
	v_perm_b32 v0, v35, v71, s1
	v_perm_b32 v1, v88, v89, s1
	v_accvgpr_write_b32 a108, v86
	v_lshl_or_b32 v86, v8, 16, v7
	v_accvgpr_write_b32 a100, v93
	v_perm_b32 v8, v93, v94, s1
	v_lshl_or_b32 v93, v1, 16, v0
	v_perm_b32 v0, v34, v68, s1
	v_perm_b32 v1, v69, v70, s1
	v_accvgpr_write_b32 a98, v92
	v_lshl_or_b32 v92, v1, 16, v0
	v_perm_b32 v0, v33, v65, s1
	v_perm_b32 v1, v66, v67, s1
	v_accvgpr_write_b32 a99, v91
	v_perm_b32 v7, v36, v91, s1
	v_lshl_or_b32 v91, v1, 16, v0
	v_perm_b32 v0, v32, v62, s1
	v_perm_b32 v1, v63, v64, s1
	v_accvgpr_write_b32 a97, v90
	v_lshl_or_b32 v90, v1, 16, v0
	v_perm_b32 v0, v31, v59, s1
	v_perm_b32 v1, v60, v61, s1
	v_accvgpr_write_b32 a95, v89
	v_lshl_or_b32 v89, v1, 16, v0
	v_perm_b32 v0, v30, v56, s1
	v_perm_b32 v1, v57, v58, s1
	v_accvgpr_write_b32 a94, v88
	v_lshl_or_b32 v88, v1, 16, v0
	v_perm_b32 v0, v21, v53, s1
	v_perm_b32 v1, v54, v55, s1
	v_lshl_or_b32 v103, v1, 16, v0
	v_perm_b32 v0, v19, v47, s1
	v_perm_b32 v1, v48, v49, s1
	v_accvgpr_write_b32 a113, v101
	v_lshl_or_b32 v101, v1, 16, v0
	v_perm_b32 v0, v18, v28, s1
	v_perm_b32 v1, v29, v46, s1
	v_accvgpr_write_b32 a110, v100
	v_lshl_or_b32 v100, v1, 16, v0
	v_perm_b32 v0, v121, v25, s1
	v_perm_b32 v1, v26, v27, s1
	v_accvgpr_write_b32 a107, v99
	v_lshl_or_b32 v99, v1, 16, v0
	v_perm_b32 v0, v120, v22, s1
	v_perm_b32 v1, v23, v24, s1
	v_accvgpr_write_b32 a106, v98
	v_lshl_or_b32 v98, v1, 16, v0
	v_perm_b32 v0, v119, v13, s1
	v_perm_b32 v1, v16, v17, s1
	v_accvgpr_write_b32 a104, v97
	v_lshl_or_b32 v97, v1, 16, v0
	v_perm_b32 v0, v118, v115, s1
	v_perm_b32 v1, v122, v14, s1
	v_accvgpr_write_b32 a103, v96
	v_lshl_or_b32 v96, v1, 16, v0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	v_accvgpr_write_b32 a121, v1
	v_accvgpr_write_b32 a120, v0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	v_accvgpr_write_b32 a123, v1
	v_accvgpr_write_b32 a122, v0
	v_add_u32_e32 v0, s19, v12
	v_accvgpr_write_b32 a74, v64
	v_or_b32_e32 v64, 64, v0
	v_add_u32_e32 v0, s28, v6
	v_lshrrev_b32_e32 v1, 4, v0
	v_add_u32_e32 v2, 0x50, v1
	v_or_b32_e32 v1, 64, v1
	v_lshrrev_b32_e32 v0, 3, v0
	v_accvgpr_write_b32 a102, v94
	v_lshl_or_b32 v94, v8, 16, v7
	v_accvgpr_write_b32 a72, v62
	v_perm_b32 v7, v20, v50, s1
	v_perm_b32 v8, v51, v52, s1
	v_mul_lo_u32 v2, s27, v2
	v_mul_lo_u32 v1, s27, v1
	v_or_b32_e32 v0, 64, v0
	v_mov_b32_e32 v62, 0
	v_accvgpr_write_b32 a17, v117
	v_accvgpr_write_b32 a16, v114
	v_accvgpr_write_b32 a38, v42
	v_accvgpr_write_b32 a39, v43
	v_accvgpr_write_b32 a40, v44
	v_accvgpr_write_b32 a41, v45
	v_accvgpr_write_b32 a87, v78
	v_accvgpr_write_b32 a88, v79
	v_accvgpr_write_b32 a83, v75
	v_accvgpr_write_b32 a85, v76
	v_accvgpr_write_b32 a86, v77
	v_accvgpr_write_b32 a34, v38
	v_accvgpr_write_b32 a35, v39
	v_accvgpr_write_b32 a36, v40
	v_accvgpr_write_b32 a37, v41
	v_accvgpr_write_b32 a81, v72
	v_accvgpr_write_b32 a82, v73
	v_accvgpr_write_b32 a84, v74
	v_accvgpr_write_b32 a93, v71
	v_accvgpr_write_b32 a30, v34
	v_accvgpr_write_b32 a31, v35
	v_accvgpr_write_b32 a32, v36
	v_accvgpr_write_b32 a33, v37
	v_accvgpr_write_b32 a78, v68
	v_accvgpr_write_b32 a79, v69
	v_accvgpr_write_b32 a80, v70
	v_accvgpr_write_b32 a75, v65
	v_accvgpr_write_b32 a76, v66
	v_accvgpr_write_b32 a77, v67
	v_accvgpr_write_b32 a73, v63
	v_accvgpr_write_b32 a69, v59
	v_accvgpr_write_b32 a70, v60
	v_accvgpr_write_b32 a71, v61
	v_accvgpr_write_b32 a26, v30
	v_accvgpr_write_b32 a27, v31
	v_accvgpr_write_b32 a28, v32
	v_accvgpr_write_b32 a29, v33
	v_accvgpr_write_b32 a66, v56
	v_accvgpr_write_b32 a67, v57
	v_accvgpr_write_b32 a68, v58
	v_accvgpr_write_b32 a63, v53
	v_accvgpr_write_b32 a64, v54
	v_accvgpr_write_b32 a65, v55
	v_accvgpr_write_b32 a60, v50
	v_accvgpr_write_b32 a61, v51
	v_accvgpr_write_b32 a62, v52
	v_mov_b32_e32 v117, v102
	v_lshl_or_b32 v102, v8, 16, v7
	v_accvgpr_write_b32 a57, v47
	v_accvgpr_write_b32 a58, v48
	v_accvgpr_write_b32 a59, v49
	v_accvgpr_write_b32 a25, v21
	v_accvgpr_write_b32 a24, v20
	v_accvgpr_write_b32 a23, v19
	v_accvgpr_write_b32 a22, v18
	v_accvgpr_write_b32 a54, v28
	v_accvgpr_write_b32 a55, v29
	v_accvgpr_write_b32 a56, v46
	v_accvgpr_write_b32 a51, v25
	v_accvgpr_write_b32 a52, v26
	v_accvgpr_write_b32 a53, v27
	v_accvgpr_write_b32 a48, v22
	v_accvgpr_write_b32 a49, v23
	v_accvgpr_write_b32 a50, v24
	v_accvgpr_write_b32 a45, v13
	v_accvgpr_write_b32 a46, v16
	v_accvgpr_write_b32 a47, v17
	v_accvgpr_write_b32 a18, v118
	v_accvgpr_write_b32 a19, v119
	v_accvgpr_write_b32 a20, v120
	v_accvgpr_write_b32 a21, v121
	v_accvgpr_write_b32 a42, v115
	v_accvgpr_write_b32 a43, v122
	v_accvgpr_write_b32 a44, v14
	v_accvgpr_write_b32 a118, v106
	v_accvgpr_write_b32 a117, v107
	v_lshl_add_u64 v[106:107], s[2:3], 0, v[4:5]
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s1, s0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s23, s29, 5
	v_accvgpr_write_b32 a119, v2
	s_lshl_b32 s24, s27, 5
	v_accvgpr_write_b32 a124, v1
	s_mov_b32 s9, 0
	s_movk_i32 s11, 0x3160
	s_movk_i32 s6, 0x4160
	s_movk_i32 s10, 0x6160
	s_movk_i32 s7, 0x6960
	s_movk_i32 s8, 0x1080
	v_mul_lo_u32 v120, s27, v0
	s_mov_b32 s25, 1
	s_mov_b64 s[2:3], 0x80
	s_mov_b32 s26, 0
	s_mov_b32 s27, 0
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
	v_mov_b32_e32 v32, v62
	v_mov_b32_e32 v33, v62
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
	v_mov_b32_e32 v14, v62
	v_mov_b32_e32 v15, v62
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v13, v62
	v_mov_b32_e32 v10, v62
	v_mov_b32_e32 v11, v62
	v_mov_b32_e32 v8, v62
	v_mov_b32_e32 v9, v62
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v62
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v62
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v62
	v_accvgpr_write_b32 a115, v112
	v_and_b32_e32 v121, 0xc00, v112
	v_mul_lo_u32 v112, s29, v64
	v_mov_b32_e32 v113, 0xff800000
	v_mov_b32_e32 v122, 0
	v_accvgpr_read_b32 v124, a114
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s30, s11
	s_mov_b32 s11, s6
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s6, s25, 1
	s_cmp_lt_i32 s6, 3
	v_accvgpr_read_b32 v65, a124
	s_cselect_b32 s25, s6, 0
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s26, v120
	v_add_u32_e32 v114, s26, v65
	v_accvgpr_read_b32 v65, a119
	s_mov_b32 s28, s9
	s_mov_b32 s9, s8
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v104, s26, v65
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v66, a120
	v_accvgpr_read_b32 v67, a121
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s8, s25, 12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s6, s8, 0x3160
	v_lshrrev_b64 v[66:67], v123, exec
	s_mov_b32 s29, s10
	s_mov_b32 s10, s7
	s_add_i32 s7, s6, s21
	ds_bpermute_b32 v64, v117, v64
	ds_bpermute_b32 v65, v117, v65
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	v_mov_b32_e32 v66, s7
	v_accvgpr_write_b32 a116, v123
	v_bfrev_b32_e32 v123, -2
	v_cndmask_b32_e32 v66, v123, v66, vcc
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v115, 31, v114
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s7, v66
	s_mov_b32 m0, s7
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v105, 31, v104
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
	v_add_u32_e32 v64, s30, v108
	; asyncmark
	ds_read_b128 a[0:3], v64
	v_add_u32_e32 v64, s30, v126
	ds_read_b128 a[4:7], v64
	v_add_u32_e32 v64, s30, v127
	ds_read_b128 a[8:11], v64
	v_accvgpr_read_b32 v64, a118
	v_add_u32_e32 v64, s30, v64
	ds_read_b128 a[12:15], v64
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s30, s25, 11
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[114:115], v[106:107], 0, v[114:115]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_add_i32 s7, s30, 0x6160
	s_add_i32 s30, s30, s22
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[2:3]
	v_lshl_add_u64 v[104:105], v[106:107], 0, v[104:105]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_add_i32 s31, s30, 0x6160
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[104:105], v[104:105], 0, s[2:3]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_bpermute_b32 v114, v116, v114
	ds_bpermute_b32 v115, v116, v115
	s_addk_i32 s30, 0x6560
	ds_bpermute_b32 v104, v116, v104
	ds_bpermute_b32 v105, v116, v105
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s27, s27, 32
	s_add_i32 s26, s26, s24
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[88:95], v[64:79]
	v_accvgpr_write_b32 a8, v126
	v_accvgpr_write_b32 a9, v127
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_lshrrev_b64 v[126:127], v125, exec
	v_accvgpr_write_b32 a12, v108
	v_and_b32_e32 v108, 1, v126
	v_cmp_eq_u32_e32 vcc, 1, v108
	v_mov_b32_e32 v108, s31
	s_nop 0
	v_cndmask_b32_e32 v108, v123, v108, vcc
	s_nop 0
	v_readfirstlane_b32 s31, v108
	v_mov_b32_e32 v108, s30
	v_cndmask_b32_e32 v108, v123, v108, vcc
	s_mov_b32 m0, s31
	v_readfirstlane_b32 s30, v108
	s_waitcnt lgkmcnt(2)
	global_load_lds_dword v[114:115], off
	s_mov_b32 m0, s30
	v_mov_b32_e32 v123, v109
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[104:105], off
	v_add_u32_e32 v104, s29, v109
	; asyncmark
	ds_read_b128 a[0:3], v104
	v_add_u32_e32 v104, s29, v110
	ds_read_b128 a[4:7], v104
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[96:103], v[64:79]
	v_accvgpr_write_b32 a0, v110
	v_accvgpr_write_b32 a1, v111
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_lshr_b32 s29, s8, 5
	s_add_i32 s8, s8, s29
	s_add_i32 m0, s8, s12
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s27, s13
.Ltmp31:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 13
	v_max_f32_e32 v104, v65, v65
	v_max_f32_e32 v105, v64, v64
	v_max_f32_e32 v104, v105, v104
	v_max3_f32 v105, v67, v68, v69
	v_max3_f32 v109, v73, v74, v75
	v_max3_f32 v110, v76, v77, v78
	v_max3_f32 v108, v70, v71, v72
	v_max3_f32 v104, v104, v66, v105
	v_max3_f32 v105, v109, v110, v79
	v_max3_f32 v104, v104, v108, v105
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v105, v104
	s_nop 1
	v_permlane32_swap_b32_e32 v104, v105
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v105, v105, v105
	v_max_f32_e32 v104, v104, v104
	v_max_f32_e32 v104, v104, v105
.Ltmp34:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v104, s0, v104
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v105, v113, v113
	v_max_f32_e32 v104, v105, v104
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[0:1], v[64:65], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[0:1], v[66:67], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[0:1], v[68:69], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[0:1], v[70:71], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[0:1], v[72:73], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[0:1], v[74:75], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[0:1], v[76:77], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[0:1], v[78:79], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v76, v64
	v_exp_f32_e32 v77, v65
	v_exp_f32_e32 v78, v66
	v_exp_f32_e32 v79, v67
	v_exp_f32_e32 v72, v68
	v_exp_f32_e32 v73, v69
	v_exp_f32_e32 v74, v70
	v_exp_f32_e32 v75, v71
	v_exp_f32_e32 v68, v114
	v_exp_f32_e32 v69, v115
	v_exp_f32_e32 v70, v126
	v_exp_f32_e32 v71, v127
	v_exp_f32_e32 v64, v108
	v_exp_f32_e32 v65, v109
	v_exp_f32_e32 v66, v110
	v_exp_f32_e32 v67, v111
.Ltmp35:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[110:111], v[76:77], v[78:79]
	v_pk_add_f32 v[114:115], v[72:73], v[74:75]
	v_pk_add_f32 v[126:127], v[68:69], v[70:71]
	v_pk_add_f32 v[118:119], v[64:65], v[66:67]
	v_pk_add_f32 v[110:111], v[110:111], v[114:115]
	v_pk_add_f32 v[114:115], v[126:127], v[118:119]
.Ltmp36:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v105, v113, v104
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[110:111], v[110:111], v[114:115]
.Ltmp38:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v108, v105
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v105, v110, v111
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v109, v105
	s_nop 1
	v_permlane32_swap_b32_e32 v105, v109
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v105, v105, v109
.Ltmp42:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v105, v122, v108
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[108:109] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[108:109] op_sel_hi:[1,0]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v113, 31, v112
	v_accvgpr_read_b32 v108, a122
	v_accvgpr_read_b32 v109, a123
	v_lshl_add_u64 v[108:109], v[108:109], 0, v[112:113]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[108:109], off
	v_accvgpr_read_b32 v111, a1
	v_and_b32_e32 v108, 0x80, v111
	v_add_u32_e32 v108, s28, v108
	v_accvgpr_read_b32 v109, a117
	v_add3_u32 v108, v108, v109, v121
	v_and_b32_e32 v109, 0x108, v124
	v_lshrrev_b32_e32 v110, 5, v121
	v_add3_u32 v108, v108, v109, v110
	v_accvgpr_read_b32 v127, a9
	v_accvgpr_read_b32 v126, a8
	; asyncmark
	v_accvgpr_read_b32 v110, a0
	v_mov_b32_e32 v109, v123
	ds_read_b64_tr_b8 a[8:9], v108 offset:512
	ds_read_b64_tr_b8 a[10:11], v108
	ds_read_b64_tr_b8 a[4:5], v108 offset:32
	ds_read_b64_tr_b8 a[6:7], v108 offset:544
	ds_read_b64_tr_b8 a[0:1], v108 offset:64
	ds_read_b64_tr_b8 a[2:3], v108 offset:576
	ds_read_b64_tr_b8 v[114:115], v108 offset:96
	ds_read_b64_tr_b8 v[122:123], v108 offset:608
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v76, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v68, v69, 1.0
	s_nop 0
	v_permlane32_swap_b32_e32 v76, v77
	v_cvt_scalef32_pk_fp8_f32 v69, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[10:11], v[76:77], v[48:63]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v69, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v108, a12
	s_nop 0
	v_permlane32_swap_b32_e32 v68, v69
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v112, s23, v112
	v_mov_b32_e32 v113, v104
	; wait_asyncmark(3)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(4) lgkmcnt(0)
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[4:5], v[76:77], v[32:47]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[0:1], v[76:77], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[114:115], v[76:77], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[8:9], v[68:69], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[6:7], v[68:69], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[2:3], v[68:69], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[122:123], v[68:69], v[0:15]
	v_accvgpr_read_b32 v123, a116
	v_mov_b32_e32 v122, v105
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_18
.Ltmp43:
; %bb.19:                               ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v114, a16
	v_accvgpr_read_b32 v117, a17
	v_accvgpr_read_b32 v121, a21
	v_accvgpr_read_b32 v120, a20
	v_accvgpr_read_b32 v119, a19
	v_accvgpr_read_b32 v118, a18
	v_accvgpr_read_b32 v115, a42
	v_accvgpr_read_b32 v122, a43
	v_accvgpr_read_b32 v106, a118
	v_accvgpr_read_b32 v107, a117
	s_branch .LBB0_21
.LBB0_20:
	v_accvgpr_write_b32 a115, v112
	v_accvgpr_write_b32 a113, v101
	v_accvgpr_write_b32 a112, v1
	v_accvgpr_write_b32 a111, v0
	v_accvgpr_write_b32 a110, v100
	v_accvgpr_write_b32 a109, v87
	v_accvgpr_write_b32 a108, v86
	v_accvgpr_write_b32 a107, v99
	v_accvgpr_write_b32 a106, v98
	v_accvgpr_write_b32 a105, v95
	v_accvgpr_write_b32 a104, v97
	v_accvgpr_write_b32 a103, v96
	v_accvgpr_write_b32 a101, v85
	v_accvgpr_write_b32 a102, v94
	v_accvgpr_write_b32 a100, v93
	v_accvgpr_write_b32 a99, v91
	v_accvgpr_write_b32 a98, v92
	v_accvgpr_write_b32 a97, v90
	v_accvgpr_write_b32 a96, v84
	v_accvgpr_write_b32 a95, v89
	v_accvgpr_write_b32 a94, v88
	v_accvgpr_write_b32 a93, v71
	v_accvgpr_write_b32 a92, v83
	v_accvgpr_write_b32 a91, v82
	v_accvgpr_write_b32 a89, v81
	v_accvgpr_write_b32 a90, v80
	v_accvgpr_write_b32 a88, v79
	v_accvgpr_write_b32 a87, v78
	v_accvgpr_write_b32 a86, v77
	v_accvgpr_write_b32 a85, v76
	v_accvgpr_write_b32 a83, v75
	v_accvgpr_write_b32 a84, v74
	v_accvgpr_write_b32 a82, v73
	v_accvgpr_write_b32 a81, v72
	v_accvgpr_write_b32 a80, v70
	v_accvgpr_write_b32 a79, v69
	v_accvgpr_write_b32 a78, v68
	v_accvgpr_write_b32 a77, v67
	v_accvgpr_write_b32 a76, v66
	v_accvgpr_write_b32 a75, v65
	v_accvgpr_write_b32 a74, v64
	v_accvgpr_write_b32 a73, v63
	v_accvgpr_write_b32 a72, v62
	v_accvgpr_write_b32 a71, v61
	v_accvgpr_write_b32 a70, v60
	v_accvgpr_write_b32 a69, v59
	v_accvgpr_write_b32 a68, v58
	v_accvgpr_write_b32 a67, v57
	v_accvgpr_write_b32 a66, v56
	v_accvgpr_write_b32 a65, v55
	v_accvgpr_write_b32 a64, v54
	v_accvgpr_write_b32 a63, v53
	v_accvgpr_write_b32 a62, v52
	v_accvgpr_write_b32 a61, v51
	v_accvgpr_write_b32 a60, v50
	v_accvgpr_write_b32 a59, v49
	v_accvgpr_write_b32 a58, v48
	v_accvgpr_write_b32 a57, v47
	v_accvgpr_write_b32 a56, v46
	v_accvgpr_write_b32 a55, v29
	v_accvgpr_write_b32 a54, v28
	v_accvgpr_write_b32 a53, v27
	v_accvgpr_write_b32 a52, v26
	v_accvgpr_write_b32 a51, v25
	v_accvgpr_write_b32 a50, v24
	v_accvgpr_write_b32 a49, v23
	v_accvgpr_write_b32 a48, v22
	v_accvgpr_write_b32 a47, v17
	v_accvgpr_write_b32 a46, v16
	v_accvgpr_write_b32 a45, v13
	v_accvgpr_write_b32 a44, v14
	v_accvgpr_write_b32 a38, v42
	v_accvgpr_write_b32 a39, v43
	v_accvgpr_write_b32 a40, v44
	v_accvgpr_write_b32 a41, v45
	v_accvgpr_write_b32 a34, v38
	v_accvgpr_write_b32 a35, v39
	v_accvgpr_write_b32 a36, v40
	v_accvgpr_write_b32 a37, v41
	v_accvgpr_write_b32 a30, v34
	v_accvgpr_write_b32 a31, v35
	v_accvgpr_write_b32 a32, v36
	v_accvgpr_write_b32 a33, v37
	v_accvgpr_write_b32 a26, v30
	v_accvgpr_write_b32 a27, v31
	v_accvgpr_write_b32 a28, v32
	v_accvgpr_write_b32 a29, v33
	v_accvgpr_write_b32 a25, v21
	v_accvgpr_write_b32 a24, v20
	v_accvgpr_write_b32 a23, v19
	v_accvgpr_write_b32 a22, v18
	s_mov_b32 s9, 0
	s_movk_i32 s11, 0x3160
	s_movk_i32 s6, 0x4160
	s_movk_i32 s10, 0x6160
	s_movk_i32 s7, 0x6960
	s_movk_i32 s8, 0x1080
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
.LBB0_21:                               ; %Flow1036
	s_load_dword s12, s[4:5], 0x60
	s_load_dword s13, s[4:5], 0x24
	s_load_dwordx2 s[2:3], s[4:5], 0x58
	.loc	1 150 29 is_stmt 1              ; triton_peers.py:150:29
	s_add_i32 s1, s20, 31
.Ltmp44:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s1, 31
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s1, 32
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s11, v106
	v_add_u32_e32 v65, s11, v127
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[92:95], v65
	v_add_u32_e32 v64, s11, v126
	v_add_u32_e32 v65, s11, v108
	v_accvgpr_write_b32 a0, v126
	v_mov_b32_e32 v116, v110
	v_mov_b32_e32 v123, v111
	ds_read_b128 v[110:113], v64
	v_mov_b32_e32 v88, v109
	v_mov_b32_e32 v124, v108
	v_mov_b32_e32 v125, v106
	v_mov_b32_e32 v126, v107
	ds_read_b128 v[106:109], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, 0xc0c0004
	v_accvgpr_read_b32 v69, a41
	v_accvgpr_read_b32 v64, a111
	v_accvgpr_read_b32 v65, a112
	v_accvgpr_read_b32 v70, a113
	v_perm_b32 v64, v69, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v68, a40
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a108
	v_accvgpr_read_b32 v65, a109
	v_accvgpr_read_b32 v70, a110
	v_perm_b32 v64, v68, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v67, a39
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a101
	v_accvgpr_read_b32 v65, a103
	v_accvgpr_read_b32 v70, a104
	v_perm_b32 v64, v67, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v66, a38
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a96
	v_perm_b32 v64, v66, v64, s11
	v_accvgpr_read_b32 v65, a97
	v_accvgpr_read_b32 v66, a98
	v_perm_b32 v65, v65, v66, s11
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a37
	v_accvgpr_read_b32 v64, a89
	v_accvgpr_read_b32 v65, a91
	v_accvgpr_read_b32 v70, a92
	v_perm_b32 v64, v69, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v68, a36
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a87
	v_accvgpr_read_b32 v65, a88
	v_accvgpr_read_b32 v70, a90
	v_perm_b32 v64, v68, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v67, a35
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a83
	v_accvgpr_read_b32 v65, a85
	v_accvgpr_read_b32 v70, a86
	v_perm_b32 v64, v67, v64, s11
	v_perm_b32 v65, v65, v70, s11
	v_accvgpr_read_b32 v66, a34
	v_lshl_or_b32 v81, v65, 16, v64
	v_accvgpr_read_b32 v64, a81
	v_perm_b32 v64, v66, v64, s11
	v_accvgpr_read_b32 v65, a82
	v_accvgpr_read_b32 v66, a84
	v_perm_b32 v65, v65, v66, s11
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v103, a33
	v_accvgpr_read_b32 v64, a105
	v_accvgpr_read_b32 v65, a106
	v_accvgpr_read_b32 v66, a107
	v_perm_b32 v64, v103, v64, s11
	v_perm_b32 v65, v65, v66, s11
	v_accvgpr_read_b32 v102, a32
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a99
	v_accvgpr_read_b32 v65, a100
	v_accvgpr_read_b32 v66, a102
	v_perm_b32 v64, v102, v64, s11
	v_perm_b32 v65, v65, v66, s11
	v_accvgpr_read_b32 v101, a31
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a93
	v_accvgpr_read_b32 v65, a94
	v_accvgpr_read_b32 v66, a95
	v_perm_b32 v64, v101, v64, s11
	v_perm_b32 v65, v65, v66, s11
	v_lshl_or_b32 v89, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[106:113], v[80:87], 0
	v_accvgpr_read_b32 v100, a30
	v_accvgpr_read_b32 v80, a78
	v_accvgpr_read_b32 v81, a79
	v_accvgpr_read_b32 v82, a80
	v_perm_b32 v80, v100, v80, s11
	v_perm_b32 v81, v81, v82, s11
	v_mov_b32_e32 v109, v88
	v_lshl_or_b32 v88, v81, 16, v80
	v_accvgpr_read_b32 v103, a29
	v_accvgpr_read_b32 v80, a75
	v_accvgpr_read_b32 v81, a76
	v_accvgpr_read_b32 v82, a77
	v_perm_b32 v80, v103, v80, s11
	v_perm_b32 v81, v81, v82, s11
	v_accvgpr_read_b32 v102, a28
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a72
	v_accvgpr_read_b32 v81, a73
	v_accvgpr_read_b32 v82, a74
	v_perm_b32 v80, v102, v80, s11
	v_perm_b32 v81, v81, v82, s11
	v_accvgpr_read_b32 v101, a27
	v_lshl_or_b32 v86, v81, 16, v80
	v_accvgpr_read_b32 v80, a69
	v_accvgpr_read_b32 v81, a70
	v_accvgpr_read_b32 v82, a71
	v_perm_b32 v80, v101, v80, s11
	v_perm_b32 v81, v81, v82, s11
	v_accvgpr_read_b32 v100, a26
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a66
	v_accvgpr_read_b32 v81, a67
	v_accvgpr_read_b32 v82, a68
	v_perm_b32 v80, v100, v80, s11
	v_perm_b32 v81, v81, v82, s11
	v_lshl_or_b32 v84, v81, 16, v80
	v_accvgpr_write_b32 a1, v127
	v_mov_b32_e32 v107, v126
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[92:99], v[84:91], v[64:79]
	v_mov_b32_e32 v106, v125
	v_mov_b32_e32 v108, v124
	v_mov_b32_e32 v111, v123
	v_mov_b32_e32 v110, v116
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v78, 0
	v_accvgpr_write_b32 a1, v127
	v_accvgpr_write_b32 a0, v126
	v_mov_b32_e32 v79, v78
	v_mov_b32_e32 v76, v78
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v74, v78
	v_mov_b32_e32 v75, v78
	v_mov_b32_e32 v72, v78
	v_mov_b32_e32 v73, v78
	v_mov_b32_e32 v70, v78
	v_mov_b32_e32 v71, v78
	v_mov_b32_e32 v68, v78
	v_mov_b32_e32 v69, v78
	v_mov_b32_e32 v66, v78
	v_mov_b32_e32 v67, v78
	v_mov_b32_e32 v64, v78
	v_mov_b32_e32 v65, v78
.LBB0_24:
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_and_b64 s[20:21], s[4:5], exec
	s_cselect_b32 s11, 1, 0
	v_accvgpr_read_b32 v116, a44
	v_accvgpr_read_b32 v123, a45
	v_accvgpr_read_b32 v124, a46
	v_accvgpr_read_b32 v125, a47
	v_accvgpr_read_b32 v126, a48
	v_accvgpr_read_b32 v127, a49
	v_accvgpr_read_b32 v89, a114
	s_cmp_lg_u32 s11, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v80, s10, v110
	v_add_u32_e32 v81, s10, v109
	ds_read_b128 v[94:97], v80
	ds_read_b128 v[90:93], v81
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_mov_b32 s10, 0xc0c0004
	v_accvgpr_read_b32 v101, a25
	v_accvgpr_read_b32 v80, a63
	v_accvgpr_read_b32 v81, a64
	v_accvgpr_read_b32 v82, a65
	v_perm_b32 v80, v101, v80, s10
	v_perm_b32 v81, v81, v82, s10
	v_accvgpr_read_b32 v100, a24
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a60
	v_accvgpr_read_b32 v81, a61
	v_accvgpr_read_b32 v82, a62
	v_perm_b32 v80, v100, v80, s10
	v_perm_b32 v81, v81, v82, s10
	v_accvgpr_read_b32 v99, a23
	v_lshl_or_b32 v86, v81, 16, v80
	v_accvgpr_read_b32 v80, a57
	v_accvgpr_read_b32 v81, a58
	v_accvgpr_read_b32 v82, a59
	v_perm_b32 v80, v99, v80, s10
	v_perm_b32 v81, v81, v82, s10
	v_accvgpr_read_b32 v98, a22
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a54
	v_accvgpr_read_b32 v81, a55
	v_accvgpr_read_b32 v82, a56
	v_perm_b32 v80, v98, v80, s10
	v_perm_b32 v81, v81, v82, s10
	v_lshl_or_b32 v84, v81, 16, v80
	v_accvgpr_read_b32 v80, a51
	v_accvgpr_read_b32 v81, a52
	v_accvgpr_read_b32 v82, a53
	v_perm_b32 v80, v121, v80, s10
	v_perm_b32 v81, v81, v82, s10
	v_accvgpr_read_b32 v82, a50
	v_lshl_or_b32 v83, v81, 16, v80
	v_perm_b32 v80, v120, v126, s10
	v_perm_b32 v81, v127, v82, s10
	v_lshl_or_b32 v82, v81, 16, v80
	v_perm_b32 v80, v119, v123, s10
	v_perm_b32 v81, v124, v125, s10
	v_lshl_or_b32 v81, v81, 16, v80
	v_perm_b32 v80, v118, v115, s10
	v_perm_b32 v88, v122, v116, s10
	v_lshl_or_b32 v80, v88, 16, v80
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[90:97], v[80:87], v[64:79]
.LBB0_26:
.Ltmp45:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
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
.Ltmp46:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp47:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[4:5], s[4:5], exec
.Ltmp48:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp49:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v80, s0, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v81, v104, v104
	v_max_f32_e32 v80, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[0:1], v[64:65], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[0:1], v[66:67], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[0:1], v[68:69], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[0:1], v[70:71], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[0:1], v[72:73], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[0:1], v[74:75], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[0:1], v[76:77], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[0:1], v[78:79], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
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
.Ltmp50:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[64:65], v[90:91]
	v_pk_add_f32 v[68:69], v[92:93], v[94:95]
	v_pk_add_f32 v[70:71], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[100:101], v[102:103]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
.Ltmp51:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s4, 1, 0
.Ltmp52:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
.Ltmp53:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v68, 0x80, v111
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v69, v66, v67
	v_accvgpr_read_b32 v66, a115
.Ltmp55:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v66, 0xc00, v66
	v_and_b32_e32 v67, 0x108, v89
	v_lshrrev_b32_e32 v71, 5, v66
	v_or3_b32 v67, v68, v107, v67
	v_or3_b32 v81, v67, v71, v66
	v_add_u32_e32 v66, s9, v81
	ds_read_b64_tr_b8 v[86:87], v66
	ds_read_b64_tr_b8 v[82:83], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[74:75], v66 offset:96
	ds_read_b64_tr_b8 v[88:89], v66 offset:512
	ds_read_b64_tr_b8 v[84:85], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[72:73], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0
.Ltmp56:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v70, v69
.Ltmp57:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v102, v103, 1.0 op_sel:[0,0,0,1]
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v69, v70
.Ltmp59:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s4, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_28
; %bb.27:
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v68, v104, v80
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v68, v68
	v_mov_b32_e32 v104, v80
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
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
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[86:87], v[66:67], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[82:83], v[66:67], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[76:77], v[66:67], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[66:67], v[0:15]
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v66, v69, v70
.Ltmp61:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v66, v105, v68
	v_mov_b32_e32 v105, v66
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[88:89], v[64:65], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[84:85], v[64:65], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[64:65], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[64:65], v[0:15]
.LBB0_28:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s1, 63
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s1, 64
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_30
; %bb.29:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s6, v106
	v_accvgpr_read_b32 v65, a1
	v_add_u32_e32 v65, s6, v65
	ds_read_b128 v[98:101], v64
	ds_read_b128 v[94:97], v65
	v_accvgpr_read_b32 v64, a0
	v_add_u32_e32 v64, s6, v64
	v_add_u32_e32 v65, s6, v108
	v_mov_b32_e32 v102, v110
	ds_read_b128 v[110:113], v64
	v_mov_b32_e32 v80, v109
	ds_read_b128 v[106:109], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_read_b32 v69, a41
	v_accvgpr_read_b32 v64, a111
	v_perm_b32 v64, v69, v64, s1
	v_accvgpr_read_b32 v65, a112
	v_accvgpr_read_b32 v69, a113
	v_perm_b32 v65, v65, v69, s1
	v_accvgpr_read_b32 v68, a40
	v_lshl_or_b32 v89, v65, 16, v64
	v_accvgpr_read_b32 v64, a108
	v_perm_b32 v64, v68, v64, s1
	v_accvgpr_read_b32 v65, a109
	v_accvgpr_read_b32 v68, a110
	v_perm_b32 v65, v65, v68, s1
	v_accvgpr_read_b32 v67, a39
	v_lshl_or_b32 v88, v65, 16, v64
	v_accvgpr_read_b32 v64, a101
	v_perm_b32 v64, v67, v64, s1
	v_accvgpr_read_b32 v65, a103
	v_accvgpr_read_b32 v67, a104
	v_perm_b32 v65, v65, v67, s1
	v_accvgpr_read_b32 v66, a38
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a96
	v_perm_b32 v64, v66, v64, s1
	v_accvgpr_read_b32 v65, a97
	v_accvgpr_read_b32 v66, a98
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v69, a37
	v_accvgpr_read_b32 v64, a89
	v_perm_b32 v64, v69, v64, s1
	v_accvgpr_read_b32 v65, a91
	v_accvgpr_read_b32 v69, a92
	v_perm_b32 v65, v65, v69, s1
	v_accvgpr_read_b32 v68, a36
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a87
	v_perm_b32 v64, v68, v64, s1
	v_accvgpr_read_b32 v65, a88
	v_accvgpr_read_b32 v68, a90
	v_perm_b32 v65, v65, v68, s1
	v_accvgpr_read_b32 v67, a35
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v64, a83
	v_perm_b32 v64, v67, v64, s1
	v_accvgpr_read_b32 v65, a85
	v_accvgpr_read_b32 v67, a86
	v_perm_b32 v65, v65, v67, s1
	v_accvgpr_read_b32 v66, a34
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a81
	v_perm_b32 v64, v66, v64, s1
	v_accvgpr_read_b32 v65, a82
	v_accvgpr_read_b32 v66, a84
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v93, a33
	v_accvgpr_read_b32 v64, a105
	v_accvgpr_read_b32 v65, a106
	v_accvgpr_read_b32 v66, a107
	v_perm_b32 v64, v93, v64, s1
	v_perm_b32 v65, v65, v66, s1
	v_accvgpr_read_b32 v92, a32
	v_lshl_or_b32 v93, v65, 16, v64
	v_accvgpr_read_b32 v64, a99
	v_accvgpr_read_b32 v65, a100
	v_accvgpr_read_b32 v66, a102
	v_perm_b32 v64, v92, v64, s1
	v_perm_b32 v65, v65, v66, s1
	v_accvgpr_read_b32 v91, a31
	v_lshl_or_b32 v92, v65, 16, v64
	v_accvgpr_read_b32 v64, a93
	v_accvgpr_read_b32 v65, a94
	v_accvgpr_read_b32 v66, a95
	v_perm_b32 v64, v91, v64, s1
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v91, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[106:113], v[82:89], 0
	v_accvgpr_read_b32 v90, a30
	v_mov_b32_e32 v109, v80
	v_accvgpr_read_b32 v80, a78
	v_accvgpr_read_b32 v82, a79
	v_accvgpr_read_b32 v84, a80
	v_perm_b32 v80, v90, v80, s1
	v_perm_b32 v82, v82, v84, s1
	v_lshl_or_b32 v90, v82, 16, v80
	v_accvgpr_read_b32 v87, a29
	v_accvgpr_read_b32 v80, a75
	v_accvgpr_read_b32 v82, a76
	v_accvgpr_read_b32 v83, a77
	v_perm_b32 v80, v87, v80, s1
	v_perm_b32 v82, v82, v83, s1
	v_accvgpr_read_b32 v86, a28
	v_lshl_or_b32 v89, v82, 16, v80
	v_accvgpr_read_b32 v80, a72
	v_perm_b32 v80, v86, v80, s1
	v_accvgpr_read_b32 v82, a73
	v_accvgpr_read_b32 v86, a74
	v_perm_b32 v82, v82, v86, s1
	v_accvgpr_read_b32 v85, a27
	v_lshl_or_b32 v88, v82, 16, v80
	v_accvgpr_read_b32 v80, a69
	v_accvgpr_read_b32 v82, a70
	v_accvgpr_read_b32 v83, a71
	v_perm_b32 v80, v85, v80, s1
	v_perm_b32 v82, v82, v83, s1
	v_accvgpr_read_b32 v84, a26
	v_lshl_or_b32 v87, v82, 16, v80
	v_accvgpr_read_b32 v80, a66
	v_perm_b32 v80, v84, v80, s1
	v_accvgpr_read_b32 v82, a67
	v_accvgpr_read_b32 v84, a68
	v_perm_b32 v82, v82, v84, s1
	v_lshl_or_b32 v86, v82, 16, v80
	v_mov_b32_e32 v110, v102
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[94:101], v[86:93], v[64:79]
	s_branch .LBB0_31
.LBB0_30:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, v78
	v_mov_b32_e32 v76, v78
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v74, v78
	v_mov_b32_e32 v75, v78
	v_mov_b32_e32 v72, v78
	v_mov_b32_e32 v73, v78
	v_mov_b32_e32 v70, v78
	v_mov_b32_e32 v71, v78
	v_mov_b32_e32 v68, v78
	v_mov_b32_e32 v69, v78
	v_mov_b32_e32 v66, v78
	v_mov_b32_e32 v67, v78
	v_mov_b32_e32 v64, v78
	v_mov_b32_e32 v65, v78
.LBB0_31:
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_and_b64 s[4:5], vcc, exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
.Ltmp62:
	.loc	1 150 29                        ; triton_peers.py:150:29
	s_mov_b32 s1, s0
.Ltmp63:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v80, s7, v110
	v_add_u32_e32 v82, s7, v109
	ds_read_b128 v[94:97], v80
	ds_read_b128 v[90:93], v82
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_mov_b32 s4, 0xc0c0004
	v_accvgpr_read_b32 v87, a25
	v_accvgpr_read_b32 v80, a63
	v_accvgpr_read_b32 v82, a64
	v_accvgpr_read_b32 v83, a65
	v_perm_b32 v80, v87, v80, s4
	v_perm_b32 v82, v82, v83, s4
	v_accvgpr_read_b32 v86, a24
	v_lshl_or_b32 v89, v82, 16, v80
	v_accvgpr_read_b32 v80, a60
	v_perm_b32 v80, v86, v80, s4
	v_accvgpr_read_b32 v82, a61
	v_accvgpr_read_b32 v86, a62
	v_perm_b32 v82, v82, v86, s4
	v_accvgpr_read_b32 v85, a23
	v_lshl_or_b32 v88, v82, 16, v80
	v_accvgpr_read_b32 v80, a57
	v_accvgpr_read_b32 v82, a58
	v_accvgpr_read_b32 v83, a59
	v_perm_b32 v80, v85, v80, s4
	v_perm_b32 v82, v82, v83, s4
	v_accvgpr_read_b32 v84, a22
	v_lshl_or_b32 v87, v82, 16, v80
	v_accvgpr_read_b32 v80, a54
	v_perm_b32 v80, v84, v80, s4
	v_accvgpr_read_b32 v82, a55
	v_accvgpr_read_b32 v84, a56
	v_perm_b32 v82, v82, v84, s4
	v_lshl_or_b32 v86, v82, 16, v80
	v_accvgpr_read_b32 v80, a51
	v_accvgpr_read_b32 v82, a52
	v_accvgpr_read_b32 v83, a53
	v_perm_b32 v80, v121, v80, s4
	v_perm_b32 v82, v82, v83, s4
	v_lshl_or_b32 v85, v82, 16, v80
	v_accvgpr_read_b32 v82, a50
	v_perm_b32 v80, v120, v126, s4
	v_perm_b32 v82, v127, v82, s4
	v_lshl_or_b32 v84, v82, 16, v80
	v_perm_b32 v80, v119, v123, s4
	v_perm_b32 v82, v124, v125, s4
	v_lshl_or_b32 v83, v82, 16, v80
	v_perm_b32 v80, v118, v115, s4
	v_perm_b32 v82, v122, v116, s4
	v_lshl_or_b32 v82, v82, 16, v80
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[90:97], v[82:89], v[64:79]
.LBB0_33:
.Ltmp64:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v80, v65, v65
	v_max_f32_e32 v82, v64, v64
	v_max_f32_e32 v80, v82, v80
	v_max3_f32 v82, v67, v68, v69
	v_max3_f32 v84, v73, v74, v75
	v_max3_f32 v85, v76, v77, v78
	v_max3_f32 v83, v70, v71, v72
	v_max3_f32 v80, v80, v66, v82
	v_max3_f32 v82, v84, v85, v79
	v_max3_f32 v80, v80, v83, v82
.Ltmp65:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v82, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v82
.Ltmp66:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v82, v82, v82
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v82
.Ltmp67:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v80, s0, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v82, v104, v104
	v_max_f32_e32 v80, v82, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[0:1], v[64:65], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[0:1], v[66:67], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[0:1], v[68:69], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[0:1], v[70:71], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[0:1], v[72:73], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[0:1], v[74:75], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[0:1], v[76:77], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[0:1], v[78:79], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[0:1], vcc, exec
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v88, v64
	v_exp_f32_e32 v89, v65
	v_exp_f32_e32 v90, v66
	v_exp_f32_e32 v91, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v92, v70
	v_exp_f32_e32 v93, v71
	v_exp_f32_e32 v94, v72
	v_exp_f32_e32 v95, v73
	v_exp_f32_e32 v96, v74
	v_exp_f32_e32 v97, v75
	v_exp_f32_e32 v98, v76
	v_exp_f32_e32 v99, v77
	v_exp_f32_e32 v100, v78
	v_exp_f32_e32 v101, v79
.Ltmp68:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[88:89], v[90:91]
	v_pk_add_f32 v[70:71], v[68:69], v[92:93]
	v_pk_add_f32 v[72:73], v[94:95], v[96:97]
	v_pk_add_f32 v[74:75], v[98:99], v[100:101]
	v_pk_add_f32 v[66:67], v[66:67], v[70:71]
	v_pk_add_f32 v[70:71], v[72:73], v[74:75]
.Ltmp69:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v64, v104, v80
.Ltmp70:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[66:67], v[70:71]
.Ltmp71:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v64, v64
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v65, v66, v67
.Ltmp73:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v66, s8, v81
	ds_read_b64_tr_b8 v[84:85], v66
	ds_read_b64_tr_b8 v[80:81], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[72:73], v66 offset:96
	ds_read_b64_tr_b8 v[86:87], v66 offset:512
	ds_read_b64_tr_b8 v[82:83], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[74:75], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v98, v99, 1.0
.Ltmp74:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v70, v65
.Ltmp75:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v100, v101, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s0, 1, 0
.Ltmp76:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v65, v70
.Ltmp77:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s0, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v68, v69
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[64:65] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[84:85], v[66:67], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[80:81], v[66:67], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[76:77], v[66:67], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[66:67], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[86:87], v[68:69], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[82:83], v[68:69], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[68:69], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[68:69], v[0:15]
.LBB0_35:
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v65, v65, v70
.Ltmp79:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v65, v105, v64
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e32 v64, v105, v65, vcc
.Ltmp80:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s13
	v_rcp_f32_e32 v66, v65
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshl_or_b32 v67, s19, 5, v117
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	s_waitcnt lgkmcnt(6)
	v_or_b32_e32 v80, s16, v67
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_scale_f32 v67, vcc, s13, v64, s13
	v_fma_f32 v68, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v68, v66
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s2, s18
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
	s_mul_i32 s0, s3, s17
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v65, -v65, v68, v67
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s4, s15, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fmas_f32 v65, v65, v66, v68
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fixup_f32 v64, v65, v64, s13
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v80, s12
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15 is_stmt 1              ; triton_peers.py:152:15
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
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	s_addc_u32 s1, s4, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[4:5] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(4)
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v48, v49
	v_cvt_pk_bf16_f32 v1, v50, v51
	v_cvt_pk_bf16_f32 v2, v52, v53
	v_cvt_pk_bf16_f32 v3, v54, v55
	v_cvt_pk_bf16_f32 v4, v56, v57
	v_cvt_pk_bf16_f32 v5, v58, v59
	v_cvt_pk_bf16_f32 v6, v60, v61
	v_cvt_pk_bf16_f32 v7, v62, v63
	v_cvt_pk_bf16_f32 v8, v32, v33
	v_cvt_pk_bf16_f32 v9, v34, v35
	v_cvt_pk_bf16_f32 v10, v36, v37
	v_cvt_pk_bf16_f32 v11, v38, v39
	v_cvt_pk_bf16_f32 v12, v40, v41
	v_cvt_pk_bf16_f32 v14, v44, v45
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[32:33], v[80:81], 1, s[0:1]
	v_mov_b32_e32 v115, 0
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v42, v43
	v_cvt_pk_bf16_f32 v15, v46, v47
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cvt_pk_bf16_f32 v18, v20, v21
	v_cvt_pk_bf16_f32 v19, v22, v23
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[114:115]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v20, v24, v25
	v_cvt_pk_bf16_f32 v21, v26, v27
	v_cvt_pk_bf16_f32 v22, v28, v29
	v_cvt_pk_bf16_f32 v23, v30, v31
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
.Ltmp81:
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
		.amdhsa_next_free_vgpr 253
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
	.set .Lattn_fwd.num_agpr, 125
	.set .Lattn_fwd.numbered_sgpr, 32
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12640
; TotalNumSgprs: 38
; NumVgprs: 128
; NumAgprs: 125
; TotalNumVgprs: 253
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 253
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
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
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
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
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
  - .agpr_count:     125
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     253
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
