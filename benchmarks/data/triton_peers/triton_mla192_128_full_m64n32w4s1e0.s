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
	s_and_b32 s27, s22, 0xc0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v6, 63, v0
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_abs_i32 s11, s14
	.loc	1 132 18                        ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 6
	.loc	1 132 38 is_stmt 0              ; triton_peers.py:132:38
	v_or_b32_e32 v2, s27, v6
	s_and_b32 s19, s22, 0x80
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	s_ashr_i32 s23, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v1, 3, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s15, s20, s17
	.loc	1 132 18 is_stmt 1              ; triton_peers.py:132:18
	v_or_b32_e32 v4, s16, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s23
	s_ashr_i32 s20, s15, 31
	s_add_u32 s2, s2, s15
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v4, s21
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_and_b32_e32 v3, 7, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s20
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_lshl_add_u32 v8, s21, 5, v4
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v50, 4, v3
	.loc	1 135 21 is_stmt 0              ; triton_peers.py:135:21
	v_mov_b32_e32 v51, 0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[50:51]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[50:51]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[12:15], v[4:5], off
	global_load_dwordx4 v[16:19], v[8:9], off
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v5, 2, v2
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	v_or_b32_e32 v5, s16, v5
	.loc	1 137 39 is_stmt 1              ; triton_peers.py:137:39
	v_lshlrev_b32_e32 v4, 4, v0
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v10, v5, s21
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s15, 0x70
	.loc	1 137 39                        ; triton_peers.py:137:39
	v_and_b32_e32 v8, 48, v4
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v4, 4, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_mov_b32_e32 v9, v51
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v7, v4, v2, s15 bitop3:0x78
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v63, 0, v7
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_cvt_f32_u32_e32 v11, s11
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v60, 31, v0
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v61, 32, v0
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_and_b32_e32 v5, 14, v0
	v_lshrrev_b32_e32 v7, 1, v61
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_and_b32 s28, s22, 64
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	v_rcp_f32_e32 v11, v11
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s2, 0x60
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_and_b32_e32 v10, 48, v0
	v_xad_u32 v10, v4, v10, 0
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	v_cvt_u32_f32_e32 v11, v11
.Ltmp2:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cmp_gt_i32 s13, 0
	v_lshlrev_b32_e32 v62, 2, v60
.Ltmp3:
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(1)
	ds_write_b128 v63, v[12:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v63, v[16:19] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	global_load_dwordx4 v[16:19], v[8:9], off offset:128
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v8, 7, v60
	v_lshlrev_b32_e32 v9, 3, v5
	v_xor_b32_e32 v9, v9, v7
	v_lshl_or_b32 v12, s28, 6, v8
	v_or_b32_e32 v13, v12, v9
	v_bitop3_b32 v12, v12, s2, v9 bitop3:0x36
	v_add_u32_e32 v14, 0, v13
	v_xad_u32 v15, v13, 32, 0
	v_xad_u32 v13, v13, 64, 0
	v_add_u32_e32 v12, 0, v12
	ds_read_b128 v[80:83], v14
	ds_read_b128 v[84:87], v15
	ds_read_b128 v[88:91], v13
	.loc	1 137 39                        ; triton_peers.py:137:39
	ds_read_b128 v[92:95], v12
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s20, v11
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp5:
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_lshl_b32 s15, s28, 1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v32, s15
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 15 is_stmt 0                ; triton_peers.py:0:15
	s_mov_b64 s[2:3], -1
                                        ; implicit-def: $vgpr32
.LBB0_3:                                ; %Flow215
	s_lshr_b32 s15, s19, 2
	s_lshr_b32 s26, s28, 1
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_mov_b32_e32 v49, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_sub_i32 s2, 0, s11
	s_mul_i32 s2, s2, s20
	s_mul_hi_u32 s2, s20, s2
	s_abs_i32 s3, s17
	s_add_i32 s20, s20, s2
	s_mul_hi_u32 s2, s3, s20
	v_mov_b32_e32 v10, 0x70
	v_bitop3_b32 v6, s27, v10, v6 bitop3:0xc8
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_mul_i32 s27, s2, s11
	s_ashr_i32 s29, s17, 31
	s_ashr_i32 s14, s14, 31
	s_sub_i32 s3, s3, s27
	s_xor_b32 s14, s29, s14
	s_add_i32 s27, s2, 1
	s_sub_i32 s29, s3, s11
	s_cmp_ge_u32 s3, s11
	s_cselect_b32 s2, s27, s2
	s_load_dwordx4 s[20:23], s[0:1], 0x40
	s_load_dwordx2 s[24:25], s[0:1], 0x50
	s_cselect_b32 s3, s29, s3
	s_add_i32 s27, s2, 1
	s_cmp_ge_u32 s3, s11
	s_cselect_b32 s2, s27, s2
	s_xor_b32 s2, s2, s14
	s_sub_i32 s11, s2, s14
	.loc	1 140 22                        ; triton_peers.py:140:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s20, s18
	.loc	1 140 18 is_stmt 0              ; triton_peers.py:140:18
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	.loc	1 140 38                        ; triton_peers.py:140:38
	s_mul_i32 s4, s11, s21
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s3, s5, s3
	s_ashr_i32 s5, s4, 31
	s_add_u32 s2, s2, s4
	.loc	1 141 22 is_stmt 1              ; triton_peers.py:141:22
	s_mul_i32 s4, s23, s18
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s3, s3, s5
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s6, s4
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s11, s11, s24
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s5, s7, s5
	s_ashr_i32 s6, s11, 31
	s_add_u32 s4, s4, s11
	.loc	1 137 18 is_stmt 1              ; triton_peers.py:137:18
	v_and_b32_e32 v11, 12, v0
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s5, s5, s6
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v12, 2, v11
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[52:53], s[4:5], 0, v[50:51]
.Ltmp7:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_lshl_b32 s4, s28, 5
	v_lshlrev_b32_e32 v10, 6, v60
	v_xor_b32_e32 v13, v12, v7
	v_or3_b32 v14, s4, v10, v13
	v_add_u32_e32 v15, 0, v14
	v_xad_u32 v14, v14, 32, 0
	s_movk_i32 s5, 0x60
	ds_read_b128 v[96:99], v15
	ds_read_b128 v[100:103], v14
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshlrev_b32_e32 v48, 3, v3
	v_or_b32_e32 v3, v9, v8
	v_bitop3_b32 v14, v9, 32, v8 bitop3:0x36
	v_bitop3_b32 v15, v9, 64, v8 bitop3:0x36
	v_bitop3_b32 v8, v9, s5, v8 bitop3:0x36
	v_lshlrev_b32_e32 v9, 3, v2
	v_lshrrev_b32_e32 v2, 1, v2
	v_bitop3_b32 v2, v2, v9, 48 bitop3:0x6c
	v_bitop3_b32 v9, v13, 32, v10 bitop3:0x36
	v_cmp_eq_u32_e32 vcc, 0, v61
	v_and_b32_e32 v13, 24, v0
	v_lshlrev_b32_e32 v16, 3, v0
	v_mov_b32_e32 v17, 0x210
	v_bitop3_b32 v7, v12, v10, v7 bitop3:0xde
	v_mov_b32_e32 v10, 0x108
	v_and_b32_e32 v16, 8, v16
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_lshl_or_b32 v13, v5, 5, v13
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_bitop3_b32 v13, v17, v13, v16 bitop3:0x36
	v_lshrrev_b32_e32 v6, 1, v6
	v_lshlrev_b32_e32 v11, 1, v11
	v_mov_b32_e32 v17, 0x420
	v_xor_b32_e32 v12, v10, v60
	v_xor_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_lshl_or_b32 v5, v5, 6, v11
	v_and_or_b32 v0, v0, 16, v16
	v_bitop3_b32 v10, s26, v10, v60 bitop3:0xf6
	v_bitop3_b32 v12, s26, 16, v12 bitop3:0x36
	v_xor_b32_e32 v6, 8, v4
	v_xor_b32_e32 v11, s26, v17
	v_xad_u32 v0, v5, v0, 0
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_mov_b32 s4, 0
	s_lshl_b32 s5, s28, 1
	v_add_u32_e32 v64, 0, v62
.Ltmp8:
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_mul_lo_u32 v54, s25, v1
	s_lshl_b32 s6, s25, 5
	v_mul_lo_u32 v56, s22, v1
	s_lshl_b32 s7, s22, 5
	v_mov_b32_e32 v79, 0xff800000
	v_add_u32_e32 v65, 0, v3
	v_add_u32_e32 v66, 0, v14
	v_add_u32_e32 v67, 0, v15
	v_add_u32_e32 v68, 0, v8
	v_add_u32_e32 v69, 0, v2
	v_add_u32_e32 v70, 0, v7
	v_add_u32_e32 v71, 0, v9
	v_add_u32_e32 v72, 0, v10
	v_add_u32_e32 v73, 0, v12
	v_add_u32_e32 v74, s15, v13
	v_add_u32_e32 v75, 0, v4
	v_add_u32_e32 v76, 0, v6
	v_add_u32_e32 v77, v0, v11
	v_mov_b32_e32 v30, v49
	v_mov_b32_e32 v31, v49
	v_mov_b32_e32 v28, v49
	v_mov_b32_e32 v29, v49
	v_mov_b32_e32 v26, v49
	v_mov_b32_e32 v27, v49
	v_mov_b32_e32 v24, v49
	v_mov_b32_e32 v25, v49
	v_mov_b32_e32 v22, v49
	v_mov_b32_e32 v23, v49
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v21, v49
	v_mov_b32_e32 v18, v49
	v_mov_b32_e32 v19, v49
	v_mov_b32_e32 v16, v49
	v_mov_b32_e32 v17, v49
	v_mov_b32_e32 v14, v49
	v_mov_b32_e32 v15, v49
	v_mov_b32_e32 v12, v49
	v_mov_b32_e32 v13, v49
	v_mov_b32_e32 v10, v49
	v_mov_b32_e32 v11, v49
	v_mov_b32_e32 v8, v49
	v_mov_b32_e32 v9, v49
	v_mov_b32_e32 v6, v49
	v_mov_b32_e32 v7, v49
	v_mov_b32_e32 v4, v49
	v_mov_b32_e32 v5, v49
	v_mov_b32_e32 v2, v49
	v_mov_b32_e32 v3, v49
	v_mov_b32_e32 v0, v49
	v_mov_b32_e32 v1, v49
	v_mov_b32_e32 v78, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[56:57]
	v_lshl_add_u64 v[34:35], v[32:33], 0, v[50:51]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[34:37], v[34:35], off
	.loc	1 106 30 is_stmt 1              ; triton_peers.py:106:30 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[48:49]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v55, 31, v54
	v_lshl_add_u64 v[58:59], v[52:53], 0, v[54:55]
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v57, v79, v79
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_add_i32 s4, s4, 32
	v_add_u32_e32 v54, s6, v54
	v_add_u32_e32 v56, s7, v56
	s_cmp_lt_i32 s4, s13
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v63, v[34:37]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	global_load_dwordx2 v[116:117], v[32:33], off offset:128
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	ds_read_b128 v[104:107], v65
	ds_read_b128 v[108:111], v66
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[104:111], v[80:87], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	ds_read_b128 v[108:111], v67
	ds_read_b128 v[112:115], v68
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v105, s5, v64
	v_add_u32_e32 v106, s19, v64
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b64 v69, v[116:117]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[108:115], v[88:95], v[32:47]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[108:111], v70
	ds_read_b128 v[112:115], v71
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[108:115], v[96:103], v[32:47]
.Ltmp9:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v55, v33, v33
	v_max_f32_e32 v104, v32, v32
	v_max3_f32 v107, v35, v36, v37
	v_max3_f32 v109, v41, v42, v43
	v_max3_f32 v110, v44, v45, v46
	v_max_f32_e32 v55, v104, v55
	v_max3_f32 v108, v38, v39, v40
	v_max3_f32 v104, v109, v110, v47
	v_max3_f32 v55, v55, v34, v107
	v_max3_f32 v55, v55, v108, v104
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v104, v55
	s_nop 1
	v_permlane32_swap_b32_e32 v55, v104
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	v_max_f32_e32 v104, v104, v104
	v_max_f32_e32 v55, v55, v55
	v_max_f32_e32 v55, v55, v104
.Ltmp12:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:153:29 ]
	v_mul_f32_e32 v55, s10, v55
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v104, v57, v55
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:153:29 ]
	v_sub_f32_e32 v55, v79, v104
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v55, v55
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	ds_write_b32 v105, v55
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[110:113], v[58:59], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_cvt_scalef32_pk_fp8_f32 v57, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v59, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v79, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v105, v44, v45, 1.0
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	ds_read_b32 v58, v106
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_cvt_scalef32_pk_fp8_f32 v57, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v59, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v105, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_lshrrev_b32_e32 v106, 8, v57
	v_lshrrev_b32_e32 v107, 8, v79
	v_lshrrev_b32_e32 v108, 8, v59
	v_lshrrev_b32_e32 v109, 8, v105
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v72, v57
	ds_write_b8_d16_hi v72, v57 offset:128
	v_lshrrev_b32_e32 v57, 24, v57
	ds_write_b8 v72, v79 offset:1024
	ds_write_b8_d16_hi v72, v79 offset:1152
	v_lshrrev_b32_e32 v79, 24, v79
	ds_write_b8 v73, v59 offset:512
	ds_write_b8_d16_hi v73, v59 offset:640
	v_lshrrev_b32_e32 v59, 24, v59
	ds_write_b8 v73, v105 offset:1536
	ds_write_b8_d16_hi v73, v105 offset:1664
	v_lshrrev_b32_e32 v105, 24, v105
	ds_write_b8 v72, v106 offset:64
	ds_write_b8 v72, v57 offset:192
	ds_write_b8 v72, v107 offset:1088
	ds_write_b8 v72, v79 offset:1216
	ds_write_b8 v73, v108 offset:576
	ds_write_b8 v73, v59 offset:704
	ds_write_b8 v73, v109 offset:1600
	ds_write_b8 v73, v105 offset:1728
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[106:107], v74
	ds_read_b64_tr_b8 v[108:109], v74 offset:1024
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v75, v[110:111]
	ds_write_b64 v76, v[112:113]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[110:111], v77
	ds_read_b64_tr_b8 v[112:113], v77 offset:64
	ds_read_b64_tr_b8 v[114:115], v77 offset:2048
	ds_read_b64_tr_b8 v[116:117], v77 offset:2112
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[58:59] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[58:59] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[110:111], v[106:107], v[16:31]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
	v_add_f32_e64 v34, v36, v38
	v_add_f32_e64 v35, v37, v39
	v_add_f32_e64 v36, v40, v42
	v_add_f32_e64 v37, v41, v43
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_mov_b32_e32 v79, v104
.Ltmp14:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[112:113], v[106:107], v[0:15]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v33, v32, v33
.Ltmp19:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:153:29 ]
	v_fmac_f32_e32 v33, v78, v55
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[114:115], v[108:109], v[16:31]
	v_mov_b32_e32 v78, v33
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[116:117], v[108:109], v[0:15]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_5
.Ltmp20:
; %bb.6:                                ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v32, s5
	v_mov_b32_e32 v49, v33
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v15, 0
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
.LBB0_8:                                ; %Flow216
	s_load_dwordx2 s[2:3], s[0:1], 0x58
	s_load_dword s4, s[0:1], 0x60
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v33, s[0:1], v49, v49, s12
	v_rcp_f32_e32 v34, v33
	v_div_scale_f32 v35, vcc, s12, v49, s12
	.loc	1 155 15 is_stmt 0              ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fma_f32 v36, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v36, v34
	v_mul_f32_e32 v36, v35, v34
	v_fma_f32 v37, -v33, v36, v35
	v_fmac_f32_e32 v36, v37, v34
	v_fma_f32 v33, -v33, v36, v35
	v_div_fmas_f32 v33, v33, v34, v36
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v34, 0, v62
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v33, v33, v49, s12
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v32, v34, v32
	ds_write_b32 v32, v33
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
	v_lshrrev_b32_e32 v33, 2, v61
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s3, s17
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_or_b32_e32 v48, s26, v33
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v33, s15, v60
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_addc_u32 s5, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v49, s16, v33
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[42:43], v[8:9], v[32:33] op_sel_hi:[1,0]
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v8, v49, s4
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v9, 31, v8
	s_addc_u32 s1, s5, s1
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[14:15], v[32:33] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v0, v16, v17
	v_cvt_pk_bf16_f32 v1, v18, v19
	v_cvt_pk_bf16_f32 v2, v20, v21
	v_cvt_pk_bf16_f32 v3, v22, v23
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[0:1]
	v_lshlrev_b32_e32 v10, 1, v48
	v_mov_b32_e32 v11, 0
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v4, v24, v25
	v_cvt_pk_bf16_f32 v6, v28, v29
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[16:17], v[8:9], 0, v[10:11]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v5, v26, v27
	v_cvt_pk_bf16_f32 v7, v30, v31
	v_cvt_pk_bf16_f32 v8, v34, v35
	v_cvt_pk_bf16_f32 v9, v36, v37
	v_cvt_pk_bf16_f32 v10, v38, v39
	v_cvt_pk_bf16_f32 v11, v40, v41
	v_cvt_pk_bf16_f32 v12, v42, v43
	v_cvt_pk_bf16_f32 v13, v44, v45
	v_cvt_pk_bf16_f32 v14, v46, v47
	v_cvt_pk_bf16_f32 v15, v32, v33
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:128
	global_store_dwordx4 v[16:17], v[12:15], off offset:160
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_endpgm
.Ltmp21:
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 120
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
	.set .Lattn_fwd.num_vgpr, 118
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 30
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3292
; TotalNumSgprs: 36
; NumVgprs: 118
; NumAgprs: 0
; TotalNumVgprs: 118
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 36
; NumVGPRsForWavesPerEU: 118
; AccumOffset: 120
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 29
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
	.quad	.Ltmp9                          ; DW_AT_low_pc
	.long	.Ltmp12-.Ltmp9                  ; DW_AT_high_pc
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
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     118
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
