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
; %bb.5:
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
; %bb.6:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[20:21], s[0:1], 0x38
	s_mov_b32 s12, s11
.Ltmp1:
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
.Ltmp2:
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	v_readfirstlane_b32 s11, v0
.Ltmp3:
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s19, s11, 0xc0
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_abs_i32 s11, s14
	.loc	1 132 18                        ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 7
	.loc	1 132 38 is_stmt 0              ; triton_peers.py:132:38
	v_and_b32_e32 v3, 63, v0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	s_ashr_i32 s22, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v12, s19, v3
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s15, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v64, 3, v12
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s22
	s_ashr_i32 s20, s15, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v1, s16, v64
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	s_addc_u32 s3, s3, s20
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v1, s21
	s_lshl_b32 s15, s21, 5
	v_add_u32_e32 v6, s15, v4
	v_add_u32_e32 v8, s15, v6
	v_add_u32_e32 v10, s15, v8
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v1, 4, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v14, 0x70, v1
	.loc	1 135 21 is_stmt 0              ; triton_peers.py:135:21
	v_mov_b32_e32 v15, 0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[14:15]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[16:19], v[4:5], off
	global_load_dwordx4 v[20:23], v[6:7], off
	global_load_dwordx4 v[24:27], v[8:9], off
	global_load_dwordx4 v[28:31], v[10:11], off
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	v_cvt_f32_u32_e32 v1, s11
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s2, 0x70
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v2, 4, v12
	v_bitop3_b32 v5, v2, v12, s2 bitop3:0x78
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	v_rcp_f32_e32 v4, v1
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v1, 32, v0
	s_mov_b32 s15, 0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v81, 31, v0
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v90, 0, v5
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cmp_lt_i32 s13, 1
	v_lshrrev_b32_e32 v80, 1, v1
.Ltmp5:
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s24, v4
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v90, v[16:19]
	s_waitcnt vmcnt(2)
	ds_write_b128 v90, v[20:23] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v90, v[24:27] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v90, v[28:31] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_3
.Ltmp7:
; %bb.1:                                ; %.lr.ph
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0
	s_sub_i32 s27, 0, s11
	s_mul_i32 s27, s27, s24
	s_mul_hi_u32 s27, s24, s27
	s_abs_i32 s26, s17
	s_add_i32 s24, s24, s27
	s_ashr_i32 s25, s17, 31
	s_ashr_i32 s14, s14, 31
	s_mul_hi_u32 s24, s26, s24
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_xor_b32 s14, s25, s14
	s_mul_i32 s25, s24, s11
	s_sub_i32 s25, s26, s25
	s_add_i32 s26, s24, 1
	s_sub_i32 s27, s25, s11
	s_cmp_ge_u32 s25, s11
	s_cselect_b32 s24, s26, s24
	s_load_dwordx4 s[20:23], s[0:1], 0x40
	s_load_dwordx2 s[2:3], s[0:1], 0x50
	s_cselect_b32 s25, s27, s25
	s_add_i32 s26, s24, 1
	s_cmp_ge_u32 s25, s11
	s_cselect_b32 s11, s26, s24
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
	.loc	1 0 0                           ; triton_peers.py:0
	v_mov_b32_e32 v4, 0x70
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s7, s7, s20
	s_ashr_i32 s2, s11, 31
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_and_b32_e32 v6, 14, v0
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0
	v_bitop3_b32 v3, s19, v4, v3 bitop3:0xc8
	.loc	1 141 18 is_stmt 1              ; triton_peers.py:141:18
	s_add_u32 s6, s6, s11
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v4, 7, v81
	v_lshlrev_b32_e32 v7, 3, v6
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s7, s7, s2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshl_or_b32 v5, s19, 6, v4
	v_xor_b32_e32 v8, v7, v80
	s_movk_i32 s2, 0x60
	v_or_b32_e32 v9, v5, v8
	v_bitop3_b32 v5, v5, s2, v8 bitop3:0x36
	v_xad_u32 v10, v9, 64, 0
	v_add_u32_e32 v5, 0, v5
	ds_read_b128 v[102:105], v10
	ds_read_b128 v[106:109], v5
	v_add_u32_e32 v5, 0, v9
	v_xad_u32 v9, v9, 32, 0
	ds_read_b128 v[110:113], v5
	ds_read_b128 v[114:117], v9
	v_bitop3_b32 v5, v7, v4, v80 bitop3:0xde
	v_bitop3_b32 v7, v8, 32, v4 bitop3:0x36
	v_bitop3_b32 v9, v8, 64, v4 bitop3:0x36
	v_bitop3_b32 v4, v8, s2, v4 bitop3:0x36
	v_lshlrev_b32_e32 v8, 1, v0
	v_lshlrev_b32_e32 v10, 3, v0
	v_and_b32_e32 v0, 16, v0
	v_lshrrev_b32_e32 v3, 1, v3
	v_lshlrev_b32_e32 v6, 6, v6
	v_and_b32_e32 v8, 24, v8
	v_mov_b32_e32 v11, 0x420
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_and_or_b32 v0, v10, 8, v0
	v_xor_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v1, v11, 0, vcc
	v_or_b32_e32 v11, v6, v8
	v_bitop3_b32 v6, v6, v0, v8 bitop3:0x36
	v_mov_b32_e32 v30, 0
	v_xor_b32_e32 v3, 8, v2
	v_bitop3_b32 v0, v11, v1, v0 bitop3:0xde
	v_bitop3_b32 v1, v6, 32, v1 bitop3:0x36
.Ltmp8:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[82:83], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[84:85], s[6:7], 0, v[14:15]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_lshl_b32 s2, s3, 5
	s_lshl_b32 s4, s22, 5
	v_add_u32_e32 v91, 0, v5
	v_add_u32_e32 v92, 0, v7
	v_add_u32_e32 v93, 0, v9
	v_add_u32_e32 v94, 0, v4
	v_add_u32_e32 v95, 0, v2
	v_add_u32_e32 v96, 0, v3
	v_add_u32_e32 v97, 0, v0
	v_add_u32_e32 v98, 0, v1
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
	v_mul_lo_u32 v86, s3, v64
	v_mul_lo_u32 v88, s22, v64
	v_mov_b32_e32 v100, 0xff800000
	v_mov_b32_e32 v99, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshl_add_u64 v[64:65], v[82:83], 0, v[88:89]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[64:67], v[64:65], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:153:29 ]
	v_ashrrev_i32_e32 v87, 31, v86
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v89, v100, v100
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_add_i32 s15, s15, 32
	v_add_u32_e32 v88, s4, v88
	s_cmp_lt_i32 s15, s13
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v90, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[118:121], v91
	ds_read_b128 v[122:125], v92
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], v[110:117], 0
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:153:29 ]
	v_lshl_add_u64 v[118:119], v[84:85], 0, v[86:87]
	.loc	1 115 17 is_stmt 0              ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	global_load_dwordx4 v[128:131], v[118:119], off
	.loc	1 102 17 is_stmt 1              ; triton_peers.py:102:17 @[ triton_peers.py:153:29 ]
	ds_read_b128 v[120:123], v93
	ds_read_b128 v[124:127], v94
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	v_add_u32_e32 v86, s2, v86
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b64 v95, v[128:129]
	ds_write_b64 v96, v[130:131]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[120:127], v[102:109], v[64:79]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[122:123], v97
	ds_read_b64_tr_b8 v[124:125], v97 offset:64
	ds_read_b64_tr_b8 v[126:127], v97 offset:2048
	ds_read_b64_tr_b8 v[128:129], v97 offset:2112
.Ltmp9:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	s_nop 13
	v_max_f32_e32 v87, v65, v65
	v_max_f32_e32 v101, v64, v64
	v_max3_f32 v118, v67, v68, v69
	v_max3_f32 v120, v73, v74, v75
	v_max3_f32 v121, v76, v77, v78
	v_max_f32_e32 v87, v101, v87
	v_max3_f32 v119, v70, v71, v72
	v_max3_f32 v101, v120, v121, v79
	v_max3_f32 v87, v87, v66, v118
	v_max3_f32 v87, v87, v119, v101
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v101, v87
	s_nop 1
	v_permlane32_swap_b32_e32 v87, v101
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:153:29 ] ] ]
	v_max_f32_e32 v101, v101, v101
	v_max_f32_e32 v87, v87, v87
	v_max_f32_e32 v87, v87, v101
.Ltmp12:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:153:29 ]
	v_mul_f32_e32 v87, s10, v87
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:153:29 ]
	v_max_f32_e32 v118, v89, v87
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:153:29 ]
	v_sub_f32_e32 v87, v100, v118
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v120, v87
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_cvt_scalef32_pk_fp8_f32 v100, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v101, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v100, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v101, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[120:121] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_permlane32_swap_b32_e32 v100, v101
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[120:121] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[122:123], v[100:101], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:153:29 ]
	ds_read_b64_tr_b8 v[122:123], v98
	ds_read_b64_tr_b8 v[130:131], v98 offset:64
	ds_read_b64_tr_b8 v[132:133], v98 offset:2048
	ds_read_b64_tr_b8 v[134:135], v98 offset:2112
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:153:29 ]
	v_mul_f32_e64 v52, v52, v120
	v_mul_f32_e64 v53, v53, v120
	v_pk_mul_f32 v[54:55], v[54:55], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[120:121] op_sel_hi:[1,0]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_pk_fma_f32 v[72:73], s[10:11], v[72:73], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[10:11], v[76:77], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[122:123], v[100:101], v[48:63]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:153:29 ]
	v_fma_f32 v74, s10, v74, -v118
	v_fma_f32 v75, s11, v75, -v118
	v_fma_f32 v78, s10, v78, -v118
	v_fma_f32 v79, s11, v79, -v118
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v74, v74
	.loc	1 116 19 is_stmt 1              ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[124:125], v[100:101], v[32:47]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:153:29 ]
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_cvt_scalef32_pk_fp8_f32 v122, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v123, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v122, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v123, v78, v79, 1.0 op_sel:[0,0,0,1]
	.loc	1 116 19 is_stmt 0              ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[130:131], v[100:101], v[0:15]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:153:29 ]
	v_permlane32_swap_b32_e32 v122, v123
.Ltmp13:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_add_f32_e64 v66, v68, v70
	v_add_f32_e64 v67, v69, v71
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
.Ltmp14:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[126:127], v[122:123], v[16:31]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_mov_b32_e32 v100, v118
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:153:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp19:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:153:29 ]
	v_fmac_f32_e32 v64, v99, v120
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:153:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[132:133], v[122:123], v[48:63]
	v_mov_b32_e32 v99, v64
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[128:129], v[122:123], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[134:135], v[122:123], v[0:15]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:153:29 ]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.Ltmp20:
.LBB0_3:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
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
	v_mov_b32_e32 v64, 0
.LBB0_4:                                ; %Flow340
	s_load_dwordx2 s[2:3], s[0:1], 0x58
	s_load_dword s4, s[0:1], 0x60
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s12
	v_rcp_f32_e32 v66, v65
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_lshr_b32 s0, s19, 1
	v_or_b32_e32 v67, s0, v81
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	v_or_b32_e32 v81, s16, v67
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_fma_f32 v67, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v67, v66
	v_div_scale_f32 v67, vcc, s12, v64, s12
	.loc	1 156 24                        ; triton_peers.py:156:24
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s2, s18
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_mul_f32_e32 v68, v67, v66
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_ashr_i32 s1, s0, 31
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fma_f32 v69, -v65, v68, v67
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fmac_f32_e32 v68, v69, v66
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s3, s17
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_fma_f32 v65, -v65, v68, v67
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v82, v81, s4
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_addc_u32 s4, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_fmas_f32 v65, v65, v66, v68
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v64, v65, v64, s12
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v83, 31, v82
	s_addc_u32 s1, s4, s1
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[70:71], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[14:15], v[64:65] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v0, v16, v17
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
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[16:17], v[82:83], 1, s[0:1]
	v_mov_b32_e32 v81, 0
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v13, v58, v59
	v_cvt_pk_bf16_f32 v15, v62, v63
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[80:81]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v16, v32, v33
	v_cvt_pk_bf16_f32 v17, v34, v35
	v_cvt_pk_bf16_f32 v18, v36, v37
	v_cvt_pk_bf16_f32 v19, v38, v39
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
	v_permlane32_swap_b32_e32 v21, v23
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[0:3], off
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[4:7], off offset:32
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v28, v30
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[8:11], off offset:64
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[12:15], off offset:96
	global_store_dwordx4 v[48:49], v[16:19], off offset:128
	global_store_dwordx4 v[48:49], v[20:23], off offset:160
	global_store_dwordx4 v[48:49], v[24:27], off offset:192
	global_store_dwordx4 v[48:49], v[28:31], off offset:224
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
		.amdhsa_next_free_vgpr 136
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 136
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
	.set .Lattn_fwd.num_vgpr, 136
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 28
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3480
; TotalNumSgprs: 34
; NumVgprs: 136
; NumAgprs: 0
; TotalNumVgprs: 136
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 16
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 136
; AccumOffset: 136
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 33
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
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     136
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
