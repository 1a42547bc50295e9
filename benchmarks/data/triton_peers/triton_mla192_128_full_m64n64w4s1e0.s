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
; %bb.9:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 121 0 prologue_end            ; triton_peers.py:121:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.10:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[20:21], s[0:1], 0x38
	s_mov_b32 s12, s11
.Ltmp1:
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_readfirstlane_b32 s22, v0
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s25, s22, 0xc0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v1, 63, v0
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_abs_i32 s11, s14
	.loc	1 132 18                        ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 6
	.loc	1 132 38 is_stmt 0              ; triton_peers.py:132:38
	v_or_b32_e32 v8, s25, v1
	s_and_b32 s19, s22, 0x80
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	s_ashr_i32 s23, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v2, 3, v8
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s15, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_or_b32_e32 v2, s16, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s23
	s_ashr_i32 s20, s15, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v3, 32, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v2, s21
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshlrev_b32_e32 v9, 4, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s20
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v3, s21
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_and_b32_e32 v2, 0x70, v9
	.loc	1 135 21 is_stmt 0              ; triton_peers.py:135:21
	v_mov_b32_e32 v3, 0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[12:15], v[6:7], off
	global_load_dwordx4 v[16:19], v[4:5], off
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v6, 2, v8
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s15, 0x70
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v10, 4, v8
	.loc	1 132 18 is_stmt 1              ; triton_peers.py:132:18
	v_or_b32_e32 v6, s16, v6
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v7, v10, v8, s15 bitop3:0x78
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v6, v6, s21
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v77, 0, v7
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v4, 48, v9
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_mov_b32_e32 v5, v3
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_cvt_f32_u32_e32 v11, s11
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v75, 32, v0
	s_and_b32 s26, s22, 64
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v74, 31, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_bitop3_b32 v10, v10, v0, 48 bitop3:0x78
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_lshl_b32 s3, s26, 6
	v_lshlrev_b32_e32 v8, 7, v74
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_rcp_f32_e32 v11, v11
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_add_u32_e32 v78, 0, v10
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s2, 0x60
.Ltmp2:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cmp_gt_i32 s13, 0
.Ltmp3:
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
	v_lshlrev_b32_e32 v76, 2, v74
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(1)
	ds_write_b128 v77, v[12:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v77, v[16:19] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	global_load_dwordx4 v[16:19], v[6:7], off offset:128
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v9, 0x70, v6
	v_lshrrev_b32_e32 v7, 1, v75
	v_bitop3_b32 v10, s3, v9, v7 bitop3:0xf6
	v_or_b32_e32 v12, v10, v8
	v_bitop3_b32 v10, v10, s2, v8 bitop3:0x36
	v_add_u32_e32 v13, 0, v12
	v_xad_u32 v14, v12, 32, 0
	v_xad_u32 v12, v12, 64, 0
	v_add_u32_e32 v10, 0, v10
	ds_read_b128 v[98:101], v13
	ds_read_b128 v[102:105], v14
	ds_read_b128 v[106:109], v12
	.loc	1 137 26                        ; triton_peers.py:137:26
	ds_read_b128 v[110:113], v10
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s20, v11
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v78, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp5:
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_lshl_b32 s15, s26, 1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v33, s15
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 15 is_stmt 0                ; triton_peers.py:0:15
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr33
.LBB0_3:                                ; %Flow273
	s_lshr_b32 s15, s19, 2
	s_lshr_b32 s24, s26, 1
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_sub_i32 s2, 0, s11
	s_mul_i32 s2, s2, s20
	s_mul_hi_u32 s2, s20, s2
	s_abs_i32 s27, s17
	s_add_i32 s20, s20, s2
	s_mul_hi_u32 s28, s27, s20
	s_ashr_i32 s29, s17, 31
	s_ashr_i32 s14, s14, 31
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_xor_b32 s14, s29, s14
	s_mul_i32 s29, s28, s11
	s_sub_i32 s27, s27, s29
	s_add_i32 s29, s28, 1
	s_sub_i32 s30, s27, s11
	s_cmp_ge_u32 s27, s11
	s_cselect_b32 s28, s29, s28
	s_load_dwordx4 s[20:23], s[0:1], 0x40
	s_load_dwordx2 s[2:3], s[0:1], 0x50
	s_cselect_b32 s27, s30, s27
	s_add_i32 s29, s28, 1
	s_cmp_ge_u32 s27, s11
	s_cselect_b32 s11, s29, s28
	s_xor_b32 s11, s11, s14
	s_sub_i32 s11, s11, s14
	.loc	1 140 22                        ; triton_peers.py:140:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s20, s18
	.loc	1 140 18 is_stmt 0              ; triton_peers.py:140:18
	s_ashr_i32 s20, s14, 31
	s_add_u32 s4, s4, s14
	.loc	1 140 38                        ; triton_peers.py:140:38
	s_mul_i32 s14, s11, s21
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s20
	s_ashr_i32 s20, s14, 31
	s_add_u32 s4, s4, s14
	.loc	1 141 22 is_stmt 1              ; triton_peers.py:141:22
	s_mul_i32 s14, s23, s18
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s20
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s20, s14, 31
	s_add_u32 s6, s6, s14
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s11, s11, s2
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s7, s7, s20
	s_ashr_i32 s2, s11, 31
	s_add_u32 s6, s6, s11
	s_addc_u32 s7, s7, s2
.Ltmp6:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[64:65], s[4:5], 0, v[2:3]
	v_lshl_add_u64 v[68:69], s[6:7], 0, v[2:3]
.Ltmp7:
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v2, 2, v0
.Ltmp8:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[66:67], s[4:5], 0, v[4:5]
.Ltmp9:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_lshl_b32 s2, s26, 5
	v_and_b32_e32 v3, 48, v2
	v_bitop3_b32 v2, v2, v7, 48 bitop3:0x6c
	v_lshlrev_b32_e32 v4, 6, v74
	v_or3_b32 v2, s2, v2, v4
	v_add_u32_e32 v5, 0, v2
	v_lshlrev_b32_e32 v13, 5, v0
	v_xad_u32 v2, v2, 32, 0
	ds_read_b128 v[114:117], v5
	ds_read_b128 v[118:121], v2
	s_movk_i32 s5, 0x110
	v_mov_b32_e32 v11, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v75
	v_and_b32_e32 v13, 0x4c0, v13
	v_bfe_i32 v14, v0, 3, 1
	v_cndmask_b32_e64 v11, v11, 0, vcc
	v_and_b32_e32 v15, 16, v0
	v_and_or_b32 v13, v14, s5, v13
	v_lshlrev_b32_e32 v0, 6, v0
	s_movk_i32 s5, 0xb80
.Ltmp10:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v1, s25, v1
	v_bitop3_b32 v2, v8, v7, v9 bitop3:0x36
	v_bitop3_b32 v4, v4, v7, v3 bitop3:0x36
	v_xor_b32_e32 v12, v11, v74
	v_and_b32_e32 v6, 8, v6
	v_bitop3_b32 v13, s15, v13, v15 bitop3:0xf6
	v_and_or_b32 v0, v0, s5, v3
	v_lshrrev_b32_e32 v32, 3, v1
	v_xor_b32_e32 v5, 32, v2
	v_xor_b32_e32 v8, 64, v2
	v_xor_b32_e32 v9, 0x60, v2
	v_xor_b32_e32 v7, 32, v4
	s_lshl_b32 s4, s26, 1
	v_add_u32_e32 v10, 0, v76
	v_bitop3_b32 v11, s24, v11, v74 bitop3:0xf6
	v_bitop3_b32 v12, s24, 32, v12 bitop3:0x36
	v_or_b32_e32 v16, v13, v6
	v_bitop3_b32 v13, v13, 32, v6 bitop3:0x36
	v_bitop3_b32 v0, s24, v0, v15 bitop3:0x36
	v_add_u32_e32 v3, 0, v6
	v_lshrrev_b32_e32 v6, 2, v1
	v_add_u32_e32 v1, 32, v32
	v_mov_b32_e32 v14, 0
.Ltmp11:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_mov_b32 s2, 0
.Ltmp12:
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_mul_lo_u32 v79, s22, v6
	s_lshl_b32 s5, s22, 6
	v_mul_lo_u32 v70, s3, v1
	s_lshl_b32 s6, s3, 6
	v_mul_lo_u32 v80, s22, v1
	v_mul_lo_u32 v81, s22, v32
	v_add_u32_e32 v82, 0, v2
	v_add_u32_e32 v83, 0, v5
	v_add_u32_e32 v84, 0, v8
	v_add_u32_e32 v85, 0, v9
	v_add_u32_e32 v86, 0, v4
	v_add_u32_e32 v87, 0, v7
	v_add_u32_e32 v88, s4, v10
	v_add_u32_e32 v89, s19, v10
	v_add_u32_e32 v90, 0, v11
	v_add_u32_e32 v91, 0, v12
	v_add_u32_e32 v92, 0, v16
	v_add_u32_e32 v93, 0, v13
	v_add_u32_e32 v94, v3, v0
	s_mov_b32 s7, 0
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v12, v14
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v10, v14
	v_mov_b32_e32 v11, v14
	v_mov_b32_e32 v8, v14
	v_mov_b32_e32 v9, v14
	v_mov_b32_e32 v6, v14
	v_mov_b32_e32 v7, v14
	v_mov_b32_e32 v4, v14
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v2, v14
	v_mov_b32_e32 v3, v14
	v_mov_b32_e32 v0, v14
	v_mov_b32_e32 v1, v14
	v_mov_b32_e32 v30, v14
	v_mov_b32_e32 v31, v14
	v_mov_b32_e32 v28, v14
	v_mov_b32_e32 v29, v14
	v_mov_b32_e32 v26, v14
	v_mov_b32_e32 v27, v14
	v_mov_b32_e32 v24, v14
	v_mov_b32_e32 v25, v14
	v_mov_b32_e32 v22, v14
	v_mov_b32_e32 v23, v14
	v_mov_b32_e32 v20, v14
	v_mov_b32_e32 v21, v14
	v_mov_b32_e32 v18, v14
	v_mov_b32_e32 v19, v14
	v_mov_b32_e32 v16, v14
	v_mov_b32_e32 v17, v14
	v_mul_lo_u32 v72, s3, v32
	v_mov_b32_e32 v96, 0xff800000
	v_mov_b32_e32 v95, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 34                        ; triton_peers.py:102:34 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v32, s2, v81
	v_add_u32_e32 v34, s2, v80
	.loc	1 102 25 is_stmt 0              ; triton_peers.py:102:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[32:33], v[64:65], 0, v[32:33]
	v_lshl_add_u64 v[34:35], v[64:65], 0, v[34:35]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[36:39], v[32:33], off
	global_load_dwordx4 v[40:43], v[34:35], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v73, 31, v72
	v_ashrrev_i32_e32 v71, 31, v70
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v97, v96, v96
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_add_i32 s7, s7, 64
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v77, v[36:39]
	s_waitcnt vmcnt(0)
	ds_write_b128 v77, v[40:43] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[32:35], v82
	ds_read_b128 v[36:39], v83
	ds_read_b128 v[126:129], v83 offset:4096
	ds_read_b128 v[122:125], v82 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[32:39], v[98:105], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[122:129], v[98:105], 0
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v122, s2, v79
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	ds_read_b128 v[124:127], v84
	ds_read_b128 v[128:131], v85
	ds_read_b128 v[136:139], v85 offset:4096
	ds_read_b128 v[132:135], v84 offset:4096
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 106 30 is_stmt 1              ; triton_peers.py:106:30 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[122:123], v[66:67], 0, v[122:123]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_add_i32 s2, s2, s5
	s_cmp_lt_i32 s7, s13
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[124:131], v[106:113], v[48:63]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[122:125], v[122:123], off offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v78, v[122:125]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[132:139], v[106:113], v[32:47]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[126:129], v87
	ds_read_b128 v[122:125], v86
	ds_read_b128 v[130:133], v86 offset:2048
	ds_read_b128 v[134:137], v87 offset:2048
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[122:129], v[114:121], v[48:63]
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[122:123], v[68:69], 0, v[72:73]
	v_lshl_add_u64 v[124:125], v[68:69], 0, v[70:71]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v70, s6, v70
	v_add_u32_e32 v72, s6, v72
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[130:137], v[114:121], v[32:47]
.Ltmp13:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	s_nop 14
	v_max3_f32 v71, v57, v58, v59
	v_max3_f32 v73, v60, v61, v62
	v_max_f32_e32 v130, v49, v49
	v_max_f32_e32 v131, v48, v48
	v_max3_f32 v132, v51, v52, v53
	v_max3_f32 v133, v54, v55, v56
	v_max3_f32 v126, v63, v32, v33
	v_max3_f32 v71, v71, v73, v126
	v_max_f32_e32 v126, v131, v130
	v_max3_f32 v127, v34, v35, v36
	v_max3_f32 v128, v37, v38, v39
	v_max3_f32 v129, v40, v41, v42
	v_max3_f32 v134, v43, v44, v45
	v_max3_f32 v126, v126, v50, v132
	v_max3_f32 v73, v127, v128, v129
	v_max3_f32 v127, v134, v46, v47
	v_max3_f32 v71, v126, v133, v71
	v_max3_f32 v71, v71, v73, v127
.Ltmp14:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v73, v71
	s_nop 1
	v_permlane32_swap_b32_e32 v71, v73
.Ltmp15:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	v_max_f32_e32 v73, v73, v73
	v_max_f32_e32 v71, v71, v71
	v_max_f32_e32 v71, v71, v73
.Ltmp16:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:153:29 ]
	v_mul_f32_e32 v71, s10, v71
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v126, v97, v71
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:153:29 ]
	v_sub_f32_e32 v71, v96, v126
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v71, v71
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], s[10:11], v[52:53], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], s[10:11], v[56:57], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	ds_write_b32 v88, v71
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[138:141], v[122:123], off
	global_load_dwordx4 v[142:145], v[124:125], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[60:61], s[10:11], v[60:61], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], s[10:11], v[50:51], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], s[10:11], v[54:55], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], s[10:11], v[58:59], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], s[10:11], v[62:63], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_cvt_scalef32_pk_fp8_f32 v73, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v96, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v97, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v123, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v124, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v125, v60, v61, 1.0
	v_cvt_scalef32_pk_fp8_f32 v127, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v128, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v96, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v97, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v123, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v124, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v125, v62, v63, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v127, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v128, v46, v47, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	ds_read_b32 v122, v89
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e32 v129, 8, v73
	v_lshrrev_b32_e32 v130, 8, v97
	v_lshrrev_b32_e32 v131, 8, v123
	v_lshrrev_b32_e32 v132, 8, v124
	v_lshrrev_b32_e32 v133, 8, v96
	v_lshrrev_b32_e32 v134, 8, v125
	v_lshrrev_b32_e32 v135, 8, v127
	v_lshrrev_b32_e32 v136, 8, v128
	ds_write_b8 v91, v128 offset:3584
	ds_write_b8_d16_hi v91, v128 offset:3712
	v_lshrrev_b32_e32 v128, 24, v128
	ds_write_b8 v90, v73
	ds_write_b8_d16_hi v90, v73 offset:128
	v_lshrrev_b32_e32 v73, 24, v73
	ds_write_b8 v90, v97 offset:1024
	ds_write_b8_d16_hi v90, v97 offset:1152
	v_lshrrev_b32_e32 v97, 24, v97
	ds_write_b8 v90, v123 offset:2048
	ds_write_b8_d16_hi v90, v123 offset:2176
	v_lshrrev_b32_e32 v123, 24, v123
	ds_write_b8 v90, v124 offset:3072
	ds_write_b8_d16_hi v90, v124 offset:3200
	v_lshrrev_b32_e32 v124, 24, v124
	ds_write_b8 v91, v96 offset:512
	ds_write_b8_d16_hi v91, v96 offset:640
	v_lshrrev_b32_e32 v96, 24, v96
	ds_write_b8 v91, v125 offset:1536
	ds_write_b8_d16_hi v91, v125 offset:1664
	v_lshrrev_b32_e32 v125, 24, v125
	ds_write_b8 v91, v127 offset:2560
	ds_write_b8_d16_hi v91, v127 offset:2688
	v_lshrrev_b32_e32 v127, 24, v127
	ds_write_b8 v90, v129 offset:64
	ds_write_b8 v90, v73 offset:192
	ds_write_b8 v90, v130 offset:1088
	ds_write_b8 v90, v97 offset:1216
	ds_write_b8 v90, v131 offset:2112
	ds_write_b8 v90, v123 offset:2240
	ds_write_b8 v90, v132 offset:3136
	ds_write_b8 v90, v124 offset:3264
	ds_write_b8 v91, v133 offset:576
	ds_write_b8 v91, v96 offset:704
	ds_write_b8 v91, v134 offset:1600
	ds_write_b8 v91, v125 offset:1728
	ds_write_b8 v91, v135 offset:2624
	ds_write_b8 v91, v127 offset:2752
	ds_write_b8 v91, v136 offset:3648
	ds_write_b8 v91, v128 offset:3776
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[128:129], v92
	ds_read_b64_tr_b8 v[132:133], v92 offset:2048
	ds_read_b64_tr_b8 v[130:131], v93 offset:512
	ds_read_b64_tr_b8 v[134:135], v93 offset:2560
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v77, v[138:141]
	s_waitcnt vmcnt(0)
	ds_write_b128 v77, v[142:145] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[140:141], v94 offset:4096
	ds_read_b64_tr_b8 v[142:143], v94 offset:5184
	ds_read_b64_tr_b8 v[136:137], v94
	ds_read_b64_tr_b8 v[138:139], v94 offset:1088
	ds_read_b64_tr_b8 v[144:145], v94 offset:64
	ds_read_b64_tr_b8 v[146:147], v94 offset:1024
	ds_read_b64_tr_b8 v[148:149], v94 offset:4160
	ds_read_b64_tr_b8 v[150:151], v94 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_pk_mul_f32 v[0:1], v[0:1], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[122:123] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[136:143], v[128:135], v[0:15]
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v48, v48, v50
	v_add_f32_e64 v49, v49, v51
	v_add_f32_e64 v50, v52, v54
	v_add_f32_e64 v51, v53, v55
	v_add_f32_e64 v52, v56, v58
	v_add_f32_e64 v53, v57, v59
	v_add_f32_e64 v54, v60, v62
	v_add_f32_e64 v55, v61, v63
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
	v_add_f32_e64 v34, v36, v38
	v_add_f32_e64 v35, v37, v39
	v_add_f32_e64 v36, v40, v42
	v_add_f32_e64 v37, v41, v43
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[40:41], v[48:49], v[50:51]
	v_pk_add_f32 v[42:43], v[52:53], v[54:55]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_mov_b32_e32 v96, v126
.Ltmp18:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[144:151], v[128:135], v[16:31]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v32, v36, v32
	v_add_f32_e64 v33, v37, v33
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp23:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:153:29 ]
	v_fmac_f32_e32 v32, v95, v71
	v_mov_b32_e32 v95, v32
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_5
.Ltmp24:
; %bb.6:                                ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v33, s4
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v29, v31
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v27, v31
	v_mov_b32_e32 v26, v31
	v_mov_b32_e32 v25, v31
	v_mov_b32_e32 v24, v31
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v22, v31
	v_mov_b32_e32 v21, v31
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v19, v31
	v_mov_b32_e32 v18, v31
	v_mov_b32_e32 v17, v31
	v_mov_b32_e32 v16, v31
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v14, v31
	v_mov_b32_e32 v13, v31
	v_mov_b32_e32 v12, v31
	v_mov_b32_e32 v11, v31
	v_mov_b32_e32 v10, v31
	v_mov_b32_e32 v9, v31
	v_mov_b32_e32 v8, v31
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v6, v31
	v_mov_b32_e32 v5, v31
	v_mov_b32_e32 v4, v31
	v_mov_b32_e32 v3, v31
	v_mov_b32_e32 v2, v31
	v_mov_b32_e32 v1, v31
	v_mov_b32_e32 v0, v31
.LBB0_8:                                ; %Flow274
	s_load_dwordx2 s[2:3], s[0:1], 0x58
	s_load_dword s4, s[0:1], 0x60
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v34, s[0:1], v32, v32, s12
	v_rcp_f32_e32 v35, v34
	v_div_scale_f32 v36, vcc, s12, v32, s12
	.loc	1 155 15 is_stmt 0              ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fma_f32 v37, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v37, v35
	v_mul_f32_e32 v37, v36, v35
	v_fma_f32 v38, -v34, v37, v36
	v_fmac_f32_e32 v37, v38, v35
	v_fma_f32 v34, -v34, v37, v36
	v_div_fmas_f32 v34, v34, v35, v37
	v_div_fixup_f32 v32, v34, v32, s12
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v34, 0, v76
	v_add_u32_e32 v33, v34, v33
	ds_write_b32 v33, v32
	v_add_u32_e32 v32, s19, v34
	.loc	1 156 24 is_stmt 1              ; triton_peers.py:156:24
	s_mul_i32 s0, s2, s18
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshrrev_b32_e32 v33, 2, v75
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s3, s17
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_or_b32_e32 v34, s24, v33
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v33, s15, v74
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_addc_u32 s5, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v33, s16, v33
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v32, v33, s4
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	v_ashrrev_i32_e32 v33, 31, v32
	s_addc_u32 s1, s5, s1
	.loc	1 157 26 is_stmt 1              ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_cvt_pk_bf16_f32 v2, v4, v5
	v_cvt_pk_bf16_f32 v3, v6, v7
	v_cvt_pk_bf16_f32 v4, v8, v9
	v_cvt_pk_bf16_f32 v6, v12, v13
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[8:9], v[32:33], 1, s[0:1]
	v_lshlrev_b32_e32 v12, 1, v34
	v_mov_b32_e32 v13, 0
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[32:33], v[8:9], 0, v[12:13]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v5, v10, v11
	v_cvt_pk_bf16_f32 v7, v14, v15
	v_cvt_pk_bf16_f32 v8, v16, v17
	v_cvt_pk_bf16_f32 v9, v18, v19
	v_cvt_pk_bf16_f32 v10, v20, v21
	v_cvt_pk_bf16_f32 v11, v22, v23
	v_cvt_pk_bf16_f32 v12, v24, v25
	v_cvt_pk_bf16_f32 v13, v26, v27
	v_cvt_pk_bf16_f32 v14, v28, v29
	v_cvt_pk_bf16_f32 v15, v30, v31
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[0:3], off
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	global_store_dwordx4 v[32:33], v[8:11], off offset:128
	global_store_dwordx4 v[32:33], v[12:15], off offset:160
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_endpgm
.Ltmp25:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 120
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 152
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 152
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
	.set .Lattn_fwd.num_vgpr, 152
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 31
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3968
; TotalNumSgprs: 37
; NumVgprs: 152
; NumAgprs: 0
; TotalNumVgprs: 152
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 152
; AccumOffset: 152
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 37
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
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
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
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
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
	.byte	1                               ; Abbrev [1] 0xb:0x80 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x5a DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x48 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	153                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0x21 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp13                         ; DW_AT_low_pc
	.long	.Ltmp16-.Ltmp13                 ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x61:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x6e:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	113                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x7a:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
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
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .max_flat_workgroup_size: 256
    .name:           attn_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     152
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
