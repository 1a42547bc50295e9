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
	s_load_dwordx8 s[20:27], s[0:1], 0x38
	s_mov_b32 s19, s11
.Ltmp1:
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_abs_i32 s11, s14
	v_cvt_f32_u32_e32 v1, s11
.Ltmp2:
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s28, v0
.Ltmp3:
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s29, s28, 0xc0
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_sub_i32 s28, 0, s11
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s30, s17
	s_xor_b32 s14, s17, s14
	s_ashr_i32 s14, s14, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v11, 4, v0
	v_and_b32_e32 v14, 0x70, v11
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s31, v1
	s_mul_i32 s28, s28, s31
	s_mul_hi_u32 s28, s31, s28
	s_add_i32 s31, s31, s28
	s_mul_hi_u32 s28, s30, s31
	s_mul_i32 s31, s28, s11
	s_sub_i32 s30, s30, s31
	s_add_i32 s33, s28, 1
	s_sub_i32 s31, s30, s11
	s_cmp_ge_u32 s30, s11
	s_cselect_b32 s28, s33, s28
	s_cselect_b32 s30, s31, s30
	s_add_i32 s31, s28, 1
	s_cmp_ge_u32 s30, s11
	s_cselect_b32 s11, s31, s28
	s_xor_b32 s11, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v1, 63, v0
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	s_lshl_b32 s28, s16, 7
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_sub_i32 s11, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v10, s29, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s14, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v2, 3, v10
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v2, s28, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s14
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s20, s17
	.loc	1 132 18 is_stmt 1              ; triton_peers.py:132:18
	v_or_b32_e32 v3, 32, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s15, s14, 31
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v2, s21
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s14
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_lshl_add_u32 v6, s21, 6, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s15
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v3, s21
	v_lshl_add_u32 v8, s21, 5, v6
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 135 21 is_stmt 1              ; triton_peers.py:135:21
	v_mov_b32_e32 v15, 0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[14:15]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[16:19], v[2:3], off
	global_load_dwordx4 v[20:23], v[4:5], off
	global_load_dwordx4 v[24:27], v[6:7], off
	global_load_dwordx4 v[28:31], v[8:9], off
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s2, 0x70
	v_and_b32_e32 v154, 32, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v2, 3, v0
	.loc	1 140 22 is_stmt 1              ; triton_peers.py:140:22
	s_mul_i32 s15, s22, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v5, 4, v10
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v155, 31, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_and_b32_e32 v4, 0x70, v2
	v_lshrrev_b32_e32 v128, 1, v154
	v_bitop3_b32 v5, v5, v10, s2 bitop3:0x78
	s_lshl_b32 s2, s29, 6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_ashr_i32 s16, s15, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s14, 0x60
	v_lshlrev_b32_e32 v3, 7, v155
	v_add_u32_e32 v129, 0, v5
	v_bitop3_b32 v5, s2, v4, v128 bitop3:0xf6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s2, s4, s15
	.loc	1 140 38 is_stmt 0              ; triton_peers.py:140:38
	s_mul_i32 s4, s11, s23
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_or_b32_e32 v6, v5, v3
	v_bitop3_b32 v5, v5, s14, v3 bitop3:0x36
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s16
	s_ashr_i32 s14, s4, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v7, 0, v6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s4, s2, s4
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s2, s25, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v5, 0, v5
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s14
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s14, s2, 31
	s_add_u32 s2, s6, s2
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s11, s11, s26
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s7, s7, s14
	s_ashr_i32 s14, s11, 31
	s_add_u32 s6, s2, s11
	s_addc_u32 s7, s7, s14
	.loc	1 145 16 is_stmt 1              ; triton_peers.py:145:16
	s_sub_i32 s2, s13, s12
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s16, s2, s28
	v_bitop3_b32 v207, v3, v128, v4 bitop3:0x36
	v_add_u32_e32 v1, s29, v1
	s_mov_b32 s3, 0
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s16, 1
	v_lshlrev_b32_e32 v160, 6, v0
	v_lshlrev_b32_e32 v161, 2, v0
	v_and_b32_e32 v159, 8, v2
	v_and_b32_e32 v166, 16, v0
	v_lshrrev_b32_e32 v162, 3, v1
	v_xor_b32_e32 v170, 32, v207
	v_xor_b32_e32 v171, 64, v207
	v_add_u32_e32 v135, 0, v207
	v_lshl_add_u64 v[130:131], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[132:133], s[6:7], 0, v[14:15]
.Ltmp5:
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v129, v[16:19]
	s_waitcnt vmcnt(2)
	ds_write_b128 v129, v[20:23] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[24:27] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[28:31] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[112:115], v7
	v_xad_u32 v7, v6, 32, 0
	v_xad_u32 v6, v6, 64, 0
	ds_read_b128 v[116:119], v7
	ds_read_b128 v[120:123], v6
	ds_read_b128 v[124:127], v5
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v156, 8, v112
	v_lshrrev_b32_e32 v157, 16, v112
	v_lshrrev_b32_e32 v158, 24, v112
	v_lshrrev_b32_e32 v163, 8, v113
	v_lshrrev_b32_e32 v164, 16, v113
	v_lshrrev_b32_e32 v165, 24, v113
	v_lshrrev_b32_e32 v167, 8, v114
	v_lshrrev_b32_e32 v168, 16, v114
	v_lshrrev_b32_e32 v169, 24, v114
	v_lshrrev_b32_e32 v172, 8, v115
	v_lshrrev_b32_e32 v173, 16, v115
	v_lshrrev_b32_e32 v174, 24, v115
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v175, 8, v116
	v_lshrrev_b32_e32 v176, 16, v116
	v_lshrrev_b32_e32 v177, 24, v116
	v_lshrrev_b32_e32 v181, 8, v117
	v_lshrrev_b32_e32 v182, 16, v117
	v_lshrrev_b32_e32 v183, 24, v117
	v_lshrrev_b32_e32 v187, 8, v118
	v_lshrrev_b32_e32 v188, 16, v118
	v_lshrrev_b32_e32 v189, 24, v118
	v_lshrrev_b32_e32 v193, 8, v119
	v_lshrrev_b32_e32 v194, 16, v119
	v_lshrrev_b32_e32 v211, 24, v119
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v178, 8, v120
	v_lshrrev_b32_e32 v179, 16, v120
	v_lshrrev_b32_e32 v180, 24, v120
	v_lshrrev_b32_e32 v184, 8, v121
	v_lshrrev_b32_e32 v185, 16, v121
	v_lshrrev_b32_e32 v186, 24, v121
	v_lshrrev_b32_e32 v190, 8, v122
	v_lshrrev_b32_e32 v191, 16, v122
	v_lshrrev_b32_e32 v192, 24, v122
	v_lshrrev_b32_e32 v195, 8, v123
	v_lshrrev_b32_e32 v196, 16, v123
	v_lshrrev_b32_e32 v197, 24, v123
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v198, 8, v124
	v_lshrrev_b32_e32 v199, 16, v124
	v_lshrrev_b32_e32 v200, 24, v124
	v_lshrrev_b32_e32 v201, 8, v125
	v_lshrrev_b32_e32 v202, 16, v125
	v_lshrrev_b32_e32 v203, 24, v125
	v_lshrrev_b32_e32 v204, 8, v126
	v_lshrrev_b32_e32 v205, 16, v126
	v_lshrrev_b32_e32 v206, 24, v126
	v_lshrrev_b32_e32 v208, 8, v127
	v_lshrrev_b32_e32 v209, 16, v127
	v_lshrrev_b32_e32 v210, 24, v127
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s4, 0xc0c0004
	v_perm_b32 v1, v119, v193, s4
	v_perm_b32 v2, v194, v211, s4
	v_lshl_or_b32 v103, v2, 16, v1
	v_perm_b32 v1, v118, v187, s4
	v_perm_b32 v2, v188, v189, s4
	v_lshl_or_b32 v102, v2, 16, v1
	v_perm_b32 v1, v117, v181, s4
	v_perm_b32 v2, v182, v183, s4
	v_lshl_or_b32 v101, v2, 16, v1
	v_perm_b32 v1, v116, v175, s4
	v_perm_b32 v2, v176, v177, s4
	v_lshl_or_b32 v100, v2, 16, v1
	v_perm_b32 v1, v115, v172, s4
	v_perm_b32 v2, v173, v174, s4
	v_lshl_or_b32 v99, v2, 16, v1
	v_perm_b32 v1, v114, v167, s4
	v_perm_b32 v2, v168, v169, s4
	v_lshl_or_b32 v98, v2, 16, v1
	v_perm_b32 v1, v113, v163, s4
	v_perm_b32 v2, v164, v165, s4
	v_lshl_or_b32 v97, v2, 16, v1
	v_perm_b32 v1, v112, v156, s4
	v_perm_b32 v2, v157, v158, s4
	v_lshl_or_b32 v96, v2, 16, v1
	v_perm_b32 v1, v127, v208, s4
	v_perm_b32 v2, v209, v210, s4
	v_lshl_or_b32 v111, v2, 16, v1
	v_perm_b32 v1, v126, v204, s4
	v_perm_b32 v2, v205, v206, s4
	v_lshl_or_b32 v110, v2, 16, v1
	v_perm_b32 v1, v125, v201, s4
	v_perm_b32 v2, v202, v203, s4
	v_lshl_or_b32 v109, v2, 16, v1
	v_perm_b32 v1, v124, v198, s4
	v_perm_b32 v2, v199, v200, s4
	v_lshl_or_b32 v108, v2, 16, v1
	v_perm_b32 v1, v123, v195, s4
	v_perm_b32 v2, v196, v197, s4
	v_lshl_or_b32 v107, v2, 16, v1
	v_perm_b32 v1, v122, v190, s4
	v_perm_b32 v2, v191, v192, s4
	v_lshl_or_b32 v106, v2, 16, v1
	v_perm_b32 v1, v121, v184, s4
	v_perm_b32 v2, v185, v186, s4
	v_lshl_or_b32 v105, v2, 16, v1
	v_perm_b32 v1, v120, v178, s4
	v_perm_b32 v2, v179, v180, s4
	v_lshl_or_b32 v104, v2, 16, v1
	v_and_b32_e32 v1, 0xb80, v160
	v_and_b32_e32 v2, 48, v161
	v_bitop3_b32 v1, v1, v166, v2 bitop3:0x36
	v_xor_b32_e32 v0, 0x60, v207
	v_or_b32_e32 v2, v1, v159
	v_bitop3_b32 v1, v1, 32, v159 bitop3:0x36
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v64, 32, v162
	v_mov_b32_e32 v30, 0
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_lshl_b32 s4, s27, 6
	s_lshl_b32 s5, s24, 6
	v_add_u32_e32 v212, 0, v0
	v_add_u32_e32 v213, 0, v2
	v_add_u32_e32 v214, 0, v1
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
	v_mul_lo_u32 v136, s27, v64
	v_mul_lo_u32 v138, s24, v64
	v_mov_b32_e32 v218, 0xff800000
	v_mov_b32_e32 v216, 0
	v_add_u32_e32 v215, 0, v170
	v_add_u32_e32 v217, 0, v171
	v_mul_lo_u32 v140, s27, v162
	v_mul_lo_u32 v142, s24, v162
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v143, 31, v142
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshl_add_u64 v[64:65], v[130:131], 0, v[142:143]
	v_lshl_add_u64 v[66:67], v[130:131], 0, v[138:139]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[68:71], v[64:65], off
	s_nop 0
	global_load_dwordx4 v[64:67], v[66:67], off
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v141, 31, v140
	v_ashrrev_i32_e32 v137, 31, v136
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v134, v218, v218
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s3, s3, 64
	v_add_u32_e32 v138, s5, v138
	v_add_u32_e32 v142, s5, v142
	s_cmp_lt_i32 s3, s16
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[68:71]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[64:67] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[68:71], v215
	ds_read_b128 v[64:67], v135
	ds_read_b128 v[144:147], v135 offset:4096
	ds_read_b128 v[148:151], v215 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[64:71], v[96:103], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[144:151], v[96:103], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[148:151], v212
	ds_read_b128 v[144:147], v217
	ds_read_b128 v[220:223], v217 offset:4096
	ds_read_b128 v[224:227], v212 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[144:151], v[104:111], v[80:95]
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[144:145], v[132:133], 0, v[140:141]
	v_lshl_add_u64 v[146:147], v[132:133], 0, v[136:137]
	.loc	1 115 17 is_stmt 0              ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[228:231], v[144:145], off
	global_load_dwordx4 v[232:235], v[146:147], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v136, s4, v136
	v_add_u32_e32 v140, s4, v140
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[228:231]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[232:235] offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[220:227], v[104:111], v[64:79]
.Ltmp7:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 6
	v_max_f32_e32 v137, v81, v81
	v_max_f32_e32 v139, v80, v80
	v_max3_f32 v141, v83, v84, v85
	v_max3_f32 v144, v89, v90, v91
	v_max3_f32 v145, v92, v93, v94
	v_max_f32_e32 v137, v139, v137
	v_max3_f32 v143, v86, v87, v88
	v_max3_f32 v137, v137, v82, v141
.Ltmp8:
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 2
	v_max3_f32 v146, v95, v64, v65
	v_max3_f32 v147, v66, v67, v68
	v_max3_f32 v148, v69, v70, v71
	v_max3_f32 v149, v72, v73, v74
	v_max3_f32 v150, v75, v76, v77
	v_max3_f32 v139, v144, v145, v146
	v_max3_f32 v144, v147, v148, v149
	v_max3_f32 v145, v150, v78, v79
	v_max3_f32 v137, v137, v143, v139
	v_max3_f32 v137, v137, v144, v145
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v139, v137
	s_nop 1
	v_permlane32_swap_b32_e32 v137, v139
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v139, v139, v139
	v_max_f32_e32 v137, v137, v137
	v_max_f32_e32 v137, v137, v139
.Ltmp12:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v137, s10, v137
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v134, v134, v137
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[80:81], s[10:11], v[80:81], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[10:11], v[82:83], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[10:11], v[84:85], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[10:11], v[86:87], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[10:11], v[88:89], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[10:11], v[90:91], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[10:11], v[92:93], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[10:11], v[94:95], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[144:145], s[10:11], v[72:73], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[150:151], s[10:11], v[76:77], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[10:11], v[74:75], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[220:221], s[10:11], v[78:79], v[134:135] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v72, v80
	v_exp_f32_e32 v73, v81
	v_exp_f32_e32 v76, v82
	v_exp_f32_e32 v77, v83
	v_exp_f32_e32 v78, v84
	v_exp_f32_e32 v79, v85
	v_exp_f32_e32 v80, v86
	v_exp_f32_e32 v81, v87
	v_exp_f32_e32 v82, v88
	v_exp_f32_e32 v83, v89
	v_exp_f32_e32 v84, v90
	v_exp_f32_e32 v85, v91
	v_exp_f32_e32 v86, v92
	v_exp_f32_e32 v87, v93
	v_exp_f32_e32 v90, v94
	v_exp_f32_e32 v91, v95
	v_exp_f32_e32 v94, v64
	v_exp_f32_e32 v95, v65
	v_exp_f32_e32 v148, v68
	v_exp_f32_e32 v149, v69
	v_exp_f32_e32 v88, v144
	v_exp_f32_e32 v89, v145
	v_exp_f32_e32 v144, v150
	v_exp_f32_e32 v145, v151
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v137, v218, v134
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v146, v66
	v_exp_f32_e32 v147, v67
	v_exp_f32_e32 v152, v70
	v_exp_f32_e32 v153, v71
	v_exp_f32_e32 v92, v74
	v_exp_f32_e32 v93, v75
	v_exp_f32_e32 v150, v220
	v_exp_f32_e32 v151, v221
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v74, v137
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v78, v79, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v82, v83, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v148, v149, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v144, v145, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v76, v77, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v146, v147, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v152, v153, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v150, v151, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[74:75] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[222:223], v213 offset:4096
	ds_read_b64_tr_b8 v[224:225], v213 offset:5184
	ds_read_b64_tr_b8 v[218:219], v213
	ds_read_b64_tr_b8 v[220:221], v213 offset:1088
	ds_read_b64_tr_b8 v[226:227], v213 offset:64
	ds_read_b64_tr_b8 v[228:229], v213 offset:1024
	ds_read_b64_tr_b8 v[230:231], v213 offset:4160
	ds_read_b64_tr_b8 v[232:233], v213 offset:5120
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[218:225], v[64:71], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[222:223], v214 offset:4096
	ds_read_b64_tr_b8 v[224:225], v214 offset:5184
	ds_read_b64_tr_b8 v[218:219], v214
	ds_read_b64_tr_b8 v[220:221], v214 offset:1088
	ds_read_b64_tr_b8 v[234:235], v214 offset:64
	ds_read_b64_tr_b8 v[236:237], v214 offset:1024
	ds_read_b64_tr_b8 v[238:239], v214 offset:4160
	ds_read_b64_tr_b8 v[240:241], v214 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_mul_f32_e64 v48, v48, v74
	v_mul_f32_e64 v49, v49, v74
	v_mul_f32_e64 v50, v50, v74
	v_mul_f32_e64 v51, v51, v74
	v_mul_f32_e64 v52, v52, v74
	v_mul_f32_e64 v53, v53, v74
	v_pk_mul_f32 v[54:55], v[54:55], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[74:75] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[218:225], v[64:71], v[48:63]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v72, v72, v76
	v_add_f32_e64 v73, v73, v77
	v_add_f32_e64 v76, v78, v80
	v_add_f32_e64 v77, v79, v81
	v_add_f32_e64 v78, v82, v84
	v_add_f32_e64 v79, v83, v85
	v_add_f32_e64 v80, v86, v90
	v_add_f32_e64 v81, v87, v91
	v_add_f32_e64 v82, v94, v146
	v_add_f32_e64 v83, v95, v147
	v_add_f32_e64 v84, v148, v152
	v_add_f32_e64 v85, v149, v153
	v_mov_b32_e32 v218, v134
.Ltmp14:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[226:233], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[234:241], v[64:71], v[0:15]
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v64, v88, v92
	v_add_f32_e64 v65, v89, v93
	v_add_f32_e64 v66, v144, v150
	v_add_f32_e64 v67, v145, v151
	v_add_f32_e64 v68, v72, v76
	v_add_f32_e64 v69, v73, v77
	v_add_f32_e64 v70, v78, v80
	v_add_f32_e64 v71, v79, v81
	v_add_f32_e64 v72, v82, v84
	v_add_f32_e64 v73, v83, v85
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_add_f32_e64 v66, v68, v70
	v_add_f32_e64 v67, v69, v71
	v_pk_add_f32 v[64:65], v[72:73], v[64:65]
	s_nop 0
	v_pk_add_f32 v[64:65], v[66:67], v[64:65]
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	s_nop 0
	v_add_f32_e32 v64, v64, v65
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v141, v64, v65
.Ltmp19:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v141, v216, v74
	v_mov_b32_e32 v216, v141
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.Ltmp20:
.LBB0_3:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v134, 0xff800000
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v141, 0
.LBB0_4:                                ; %Flow933
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s33, s[0:1], 0x60
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	s_lshr_b32 s0, s29, 1
	s_or_b32 s0, s0, s28
.Ltmp21:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s16, 0x7fffff7f
.Ltmp22:
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v140, s0, v155
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph115
	.loc	1 0 18 is_stmt 0                ; triton_peers.py:0:18
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v65, v119, v193, s0
	v_perm_b32 v66, v194, v211, s0
	v_lshl_or_b32 v103, v66, 16, v65
	v_perm_b32 v65, v118, v187, s0
	v_perm_b32 v66, v188, v189, s0
	v_lshl_or_b32 v102, v66, 16, v65
	v_perm_b32 v65, v117, v181, s0
	v_perm_b32 v66, v182, v183, s0
	v_lshl_or_b32 v101, v66, 16, v65
	v_perm_b32 v65, v116, v175, s0
	v_perm_b32 v66, v176, v177, s0
	v_lshl_or_b32 v100, v66, 16, v65
	v_perm_b32 v65, v115, v172, s0
	v_perm_b32 v66, v173, v174, s0
	v_lshl_or_b32 v99, v66, 16, v65
	v_perm_b32 v65, v114, v167, s0
	v_perm_b32 v66, v168, v169, s0
	v_lshl_or_b32 v98, v66, 16, v65
	v_perm_b32 v65, v113, v163, s0
	v_perm_b32 v66, v164, v165, s0
	v_lshl_or_b32 v97, v66, 16, v65
	v_perm_b32 v65, v112, v156, s0
	v_perm_b32 v66, v157, v158, s0
	v_lshl_or_b32 v96, v66, 16, v65
	v_perm_b32 v65, v127, v208, s0
	v_perm_b32 v66, v209, v210, s0
	v_lshl_or_b32 v111, v66, 16, v65
	v_perm_b32 v65, v126, v204, s0
	v_perm_b32 v66, v205, v206, s0
	v_lshl_or_b32 v110, v66, 16, v65
	v_perm_b32 v65, v125, v201, s0
	v_perm_b32 v66, v202, v203, s0
	v_lshl_or_b32 v109, v66, 16, v65
	v_perm_b32 v65, v124, v198, s0
	v_perm_b32 v66, v199, v200, s0
	v_lshl_or_b32 v108, v66, 16, v65
	v_perm_b32 v65, v123, v195, s0
	v_perm_b32 v66, v196, v197, s0
	v_lshl_or_b32 v107, v66, 16, v65
	v_perm_b32 v65, v122, v190, s0
	v_perm_b32 v66, v191, v192, s0
	v_lshl_or_b32 v106, v66, 16, v65
	v_perm_b32 v65, v121, v184, s0
	v_perm_b32 v66, v185, v186, s0
	v_lshl_or_b32 v105, v66, 16, v65
	v_perm_b32 v65, v120, v178, s0
	v_perm_b32 v66, v179, v180, s0
.Ltmp23:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s28, s28, s13
	v_lshl_or_b32 v104, v66, 16, v65
	v_and_b32_e32 v65, 0xb80, v160
	v_and_b32_e32 v66, 48, v161
	v_add_u32_e32 v67, s28, v162
	v_bitop3_b32 v65, v65, v166, v66 bitop3:0x36
	v_subrev_u32_e32 v67, s12, v67
.Ltmp24:
	.loc	1 97 18                         ; triton_peers.py:97:18 @[ triton_peers.py:148:29 ]
	v_lshrrev_b32_e32 v142, 3, v154
	v_xor_b32_e32 v64, 0x60, v207
	v_or_b32_e32 v66, v65, v159
	v_bitop3_b32 v65, v65, 32, v159 bitop3:0x36
.Ltmp25:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v68, 32, v67
.Ltmp26:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s74, s16, 0x80
.Ltmp27:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v143, 3, v142
	v_or_b32_e32 v144, 2, v142
	v_or_b32_e32 v145, 9, v142
	v_or_b32_e32 v146, 8, v142
	v_or_b32_e32 v147, 11, v142
	v_or_b32_e32 v148, 10, v142
	v_or_b32_e32 v149, 17, v142
	v_or_b32_e32 v150, 16, v142
	v_or_b32_e32 v151, 19, v142
	v_or_b32_e32 v152, 18, v142
	v_or_b32_e32 v153, 25, v142
	v_or_b32_e32 v154, 24, v142
	v_or_b32_e32 v155, 27, v142
	v_or_b32_e32 v212, 26, v142
	v_or_b32_e32 v213, 33, v142
	v_or_b32_e32 v214, 32, v142
	v_or_b32_e32 v215, 35, v142
	v_or_b32_e32 v216, 34, v142
	v_or_b32_e32 v217, 41, v142
	v_or_b32_e32 v218, 40, v142
	v_or_b32_e32 v219, 43, v142
	v_or_b32_e32 v220, 42, v142
	v_or_b32_e32 v221, 49, v142
	v_or_b32_e32 v222, 48, v142
	v_or_b32_e32 v223, 51, v142
	v_or_b32_e32 v224, 50, v142
	v_or_b32_e32 v225, 57, v142
	v_or_b32_e32 v226, 56, v142
	v_or_b32_e32 v227, 59, v142
	v_or_b32_e32 v228, 58, v142
	v_or_b32_e32 v229, 1, v142
	.loc	1 109 47                        ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v230, s2, v140
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v112, s24, v68
	s_lshl_b32 s75, s24, 6
	v_mul_lo_u32 v114, s27, v68
	s_lshl_b32 s76, s27, 6
	v_mul_lo_u32 v116, s27, v67
	v_mul_lo_u32 v118, s24, v67
	v_add_u32_e32 v156, 0, v170
	v_add_u32_e32 v157, 0, v171
	v_add_u32_e32 v158, 0, v64
	v_add_u32_e32 v159, 0, v66
	v_add_u32_e32 v160, 0, v65
	v_mov_b32_e32 v161, 0xff800000
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v119, 31, v118
	v_ashrrev_i32_e32 v113, 31, v112
	v_lshl_add_u64 v[64:65], v[130:131], 0, v[118:119]
	v_lshl_add_u64 v[66:67], v[130:131], 0, v[112:113]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[68:71], v[64:65], off
	s_nop 0
	global_load_dwordx4 v[64:67], v[66:67], off
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v117, 31, v116
	v_ashrrev_i32_e32 v115, 31, v114
	v_lshl_add_u64 v[120:121], v[132:133], 0, v[116:117]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[122:123], v[132:133], 0, v[114:115]
	.loc	1 101 20                        ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v124, s16, v142
	v_add_u32_e32 v125, s16, v229
	v_add_u32_e32 v127, s16, v143
	v_add_u32_e32 v136, s16, v146
	v_add_u32_e32 v137, s16, v145
	v_add_u32_e32 v119, s16, v150
	v_add_u32_e32 v139, s16, v149
	v_add_u32_e32 v162, s16, v152
	v_add_u32_e32 v163, s16, v151
	v_add_u32_e32 v164, s16, v154
	v_add_u32_e32 v165, s16, v153
	v_add_u32_e32 v166, s16, v212
	v_add_u32_e32 v167, s16, v155
	v_add_u32_e32 v168, s16, v214
	v_add_u32_e32 v169, s16, v213
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v124, v230
	v_cmp_le_i32_e64 s[72:73], v125, v230
	v_add_u32_e32 v126, s16, v144
	v_add_u32_e32 v138, s16, v148
	v_add_u32_e32 v113, s16, v147
	v_add_u32_e32 v170, s16, v216
	v_add_u32_e32 v171, s16, v215
	v_add_u32_e32 v172, s16, v218
	v_add_u32_e32 v173, s16, v217
	v_cmp_le_i32_e64 s[0:1], v127, v230
	v_cmp_le_i32_e64 s[4:5], v137, v230
	v_cmp_le_i32_e64 s[6:7], v136, v230
	v_cmp_le_i32_e64 s[22:23], v139, v230
	v_cmp_le_i32_e64 s[24:25], v119, v230
	v_cmp_le_i32_e64 s[26:27], v163, v230
	v_cmp_le_i32_e64 s[28:29], v162, v230
	v_cmp_le_i32_e64 s[30:31], v165, v230
	v_cmp_le_i32_e64 s[34:35], v164, v230
	v_cmp_le_i32_e64 s[36:37], v167, v230
	v_cmp_le_i32_e64 s[38:39], v166, v230
	v_cmp_le_i32_e64 s[40:41], v169, v230
	v_cmp_le_i32_e64 s[42:43], v168, v230
	v_cmp_le_i32_e64 s[2:3], v126, v230
	v_cmp_le_i32_e64 s[12:13], v113, v230
	v_cmp_le_i32_e64 s[20:21], v138, v230
	v_cmp_le_i32_e64 s[44:45], v171, v230
	v_cmp_le_i32_e64 s[46:47], v170, v230
	v_cmp_le_i32_e64 s[48:49], v173, v230
	v_cmp_le_i32_e64 s[50:51], v172, v230
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v112, s75, v112
	v_add_u32_e32 v114, s76, v114
	v_add_u32_e32 v116, s76, v116
	v_add_u32_e32 v118, s75, v118
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[68:71]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[64:67] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[196:199], v[120:121], off
	global_load_dwordx4 v[200:203], v[122:123], off
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[84:87], v156
	ds_read_b128 v[80:83], v135
	ds_read_b128 v[174:177], v135 offset:4096
	ds_read_b128 v[178:181], v156 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[80:87], v[96:103], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[174:181], v[96:103], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[184:187], v158
	ds_read_b128 v[180:183], v157
	ds_read_b128 v[188:191], v157 offset:4096
	ds_read_b128 v[192:195], v158 offset:4096
	v_add_u32_e32 v174, s16, v220
	v_add_u32_e32 v175, s16, v219
	v_add_u32_e32 v176, s16, v222
	v_add_u32_e32 v177, s16, v221
	v_add_u32_e32 v178, s16, v224
	v_add_u32_e32 v179, s16, v223
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[52:53], v175, v230
	v_cmp_le_i32_e64 s[54:55], v174, v230
	v_cmp_le_i32_e64 s[56:57], v177, v230
	v_cmp_le_i32_e64 s[58:59], v176, v230
	v_cmp_le_i32_e64 s[60:61], v179, v230
	v_cmp_le_i32_e64 s[62:63], v178, v230
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[180:187], v[104:111], v[64:79]
	v_add_u32_e32 v180, s16, v226
	v_add_u32_e32 v181, s16, v225
	v_add_u32_e32 v182, s16, v228
	v_add_u32_e32 v183, s16, v227
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[64:65], v181, v230
	v_cmp_le_i32_e64 s[66:67], v180, v230
	v_cmp_le_i32_e64 s[68:69], v183, v230
	v_cmp_le_i32_e64 s[70:71], v182, v230
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v184, v134, v134
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s16, s16, 64
	s_cmp_lt_i32 s16, s74
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[196:199]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[200:203] offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[188:195], v[104:111], v[80:95]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 3
	v_cndmask_b32_e64 v65, v161, v65, s[72:73]
	v_cndmask_b32_e32 v64, v161, v64, vcc
	v_cndmask_b32_e64 v67, v161, v67, s[0:1]
	v_cndmask_b32_e64 v69, v161, v69, s[4:5]
	v_cndmask_b32_e64 v68, v161, v68, s[6:7]
	v_cndmask_b32_e64 v121, v161, v73, s[22:23]
	v_cndmask_b32_e64 v120, v161, v72, s[24:25]
	v_cndmask_b32_e64 v75, v161, v75, s[26:27]
	v_cndmask_b32_e64 v74, v161, v74, s[28:29]
	v_cndmask_b32_e64 v77, v161, v77, s[30:31]
	v_cndmask_b32_e64 v76, v161, v76, s[34:35]
	v_cndmask_b32_e64 v79, v161, v79, s[36:37]
	v_cndmask_b32_e64 v78, v161, v78, s[38:39]
.Ltmp28:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v72, v65, v65
	v_max_f32_e32 v73, v64, v64
.Ltmp29:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v81, v161, v81, s[40:41]
	v_cndmask_b32_e64 v80, v161, v80, s[42:43]
	v_cndmask_b32_e64 v66, v161, v66, s[2:3]
	v_cndmask_b32_e64 v71, v161, v71, s[12:13]
	v_cndmask_b32_e64 v70, v161, v70, s[20:21]
	v_cndmask_b32_e64 v83, v161, v83, s[44:45]
	v_cndmask_b32_e64 v82, v161, v82, s[46:47]
	v_cndmask_b32_e64 v85, v161, v85, s[48:49]
	v_cndmask_b32_e64 v84, v161, v84, s[50:51]
	v_cndmask_b32_e64 v87, v161, v87, s[52:53]
	v_cndmask_b32_e64 v86, v161, v86, s[54:55]
	v_cndmask_b32_e64 v89, v161, v89, s[56:57]
	v_cndmask_b32_e64 v88, v161, v88, s[58:59]
	v_cndmask_b32_e64 v91, v161, v91, s[60:61]
	v_cndmask_b32_e64 v90, v161, v90, s[62:63]
	v_cndmask_b32_e64 v93, v161, v93, s[64:65]
	v_cndmask_b32_e64 v92, v161, v92, s[66:67]
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v113, v67, v68, v69
	v_max3_f32 v117, v121, v74, v75
	v_max3_f32 v119, v76, v77, v78
	v_max3_f32 v122, v79, v80, v81
	v_max_f32_e32 v72, v73, v72
.Ltmp31:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v95, v161, v95, s[68:69]
	v_cndmask_b32_e64 v94, v161, v94, s[70:71]
.Ltmp32:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v115, v70, v71, v120
	v_max3_f32 v123, v82, v83, v84
	v_max3_f32 v124, v85, v86, v87
	v_max3_f32 v125, v88, v89, v90
	v_max3_f32 v126, v91, v92, v93
	v_max3_f32 v73, v117, v119, v122
	v_max3_f32 v72, v72, v66, v113
	v_max3_f32 v117, v123, v124, v125
	v_max3_f32 v119, v126, v94, v95
	v_max3_f32 v72, v72, v115, v73
	v_max3_f32 v72, v72, v117, v119
.Ltmp33:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e32 v72, v73
.Ltmp34:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v73, v73, v73
	v_max_f32_e32 v72, v72, v72
	v_max_f32_e32 v72, v72, v73
.Ltmp35:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v72, s10, v72
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v72, v184, v72
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[10:11], v[120:121], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[10:11], v[74:75], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[10:11], v[76:77], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[10:11], v[80:81], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[138:139], s[10:11], v[84:85], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[164:165], s[10:11], v[88:89], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[168:169], s[10:11], v[92:93], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[10:11], v[78:79], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[136:137], s[10:11], v[82:83], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[162:163], s[10:11], v[86:87], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[166:167], s[10:11], v[90:91], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[170:171], s[10:11], v[94:95], v[72:73] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v74, v64
	v_exp_f32_e32 v75, v65
	v_exp_f32_e32 v80, v68
	v_exp_f32_e32 v81, v69
	v_exp_f32_e32 v84, v120
	v_exp_f32_e32 v85, v121
	v_exp_f32_e32 v86, v122
	v_exp_f32_e32 v87, v123
	v_exp_f32_e32 v88, v76
	v_exp_f32_e32 v89, v77
	v_exp_f32_e32 v120, v126
	v_exp_f32_e32 v121, v127
	v_exp_f32_e32 v126, v138
	v_exp_f32_e32 v127, v139
	v_exp_f32_e32 v90, v164
	v_exp_f32_e32 v91, v165
	v_exp_f32_e32 v122, v168
	v_exp_f32_e32 v123, v169
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v73, v134, v72
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v78, v66
	v_exp_f32_e32 v79, v67
	v_exp_f32_e32 v82, v70
	v_exp_f32_e32 v83, v71
	v_exp_f32_e32 v92, v124
	v_exp_f32_e32 v93, v125
	v_exp_f32_e32 v124, v136
	v_exp_f32_e32 v125, v137
	v_exp_f32_e32 v138, v162
	v_exp_f32_e32 v139, v163
	v_exp_f32_e32 v94, v166
	v_exp_f32_e32 v95, v167
	v_exp_f32_e32 v136, v170
	v_exp_f32_e32 v137, v171
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v76, v73
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v126, v127, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v122, v123, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v138, v139, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v136, v137, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[76:77] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[166:167], v159 offset:4096
	ds_read_b64_tr_b8 v[168:169], v159 offset:5184
	ds_read_b64_tr_b8 v[162:163], v159
	ds_read_b64_tr_b8 v[164:165], v159 offset:1088
	ds_read_b64_tr_b8 v[170:171], v159 offset:64
	ds_read_b64_tr_b8 v[172:173], v159 offset:1024
	ds_read_b64_tr_b8 v[174:175], v159 offset:4160
	ds_read_b64_tr_b8 v[176:177], v159 offset:5120
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[162:169], v[64:71], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[166:167], v160 offset:4096
	ds_read_b64_tr_b8 v[168:169], v160 offset:5184
	ds_read_b64_tr_b8 v[162:163], v160
	ds_read_b64_tr_b8 v[164:165], v160 offset:1088
	ds_read_b64_tr_b8 v[178:179], v160 offset:64
	ds_read_b64_tr_b8 v[180:181], v160 offset:1024
	ds_read_b64_tr_b8 v[182:183], v160 offset:4160
	ds_read_b64_tr_b8 v[184:185], v160 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v48, v48, v76
	v_mul_f32_e64 v49, v49, v76
	v_mul_f32_e64 v50, v50, v76
	v_mul_f32_e64 v51, v51, v76
	v_mul_f32_e64 v52, v52, v76
	v_mul_f32_e64 v53, v53, v76
	v_pk_mul_f32 v[54:55], v[54:55], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[76:77] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[76:77] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[162:169], v[64:71], v[48:63]
	v_mov_b32_e32 v134, v72
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v72, v74, v78
	v_add_f32_e64 v73, v75, v79
	v_add_f32_e64 v74, v80, v82
	v_add_f32_e64 v75, v81, v83
	v_add_f32_e64 v78, v84, v86
	v_add_f32_e64 v79, v85, v87
	v_add_f32_e64 v80, v88, v92
	v_add_f32_e64 v81, v89, v93
	v_add_f32_e64 v82, v120, v124
	v_add_f32_e64 v83, v121, v125
	v_add_f32_e64 v84, v126, v138
	v_add_f32_e64 v85, v127, v139
.Ltmp37:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[170:177], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[178:185], v[64:71], v[0:15]
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v64, v90, v94
	v_add_f32_e64 v65, v91, v95
	v_add_f32_e64 v66, v122, v136
	v_add_f32_e64 v67, v123, v137
	v_add_f32_e64 v68, v72, v74
	v_add_f32_e64 v69, v73, v75
	v_add_f32_e64 v70, v78, v80
	v_add_f32_e64 v71, v79, v81
	v_add_f32_e64 v72, v82, v84
	v_add_f32_e64 v73, v83, v85
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_add_f32_e64 v66, v68, v70
	v_add_f32_e64 v67, v69, v71
	v_pk_add_f32 v[64:65], v[72:73], v[64:65]
	s_nop 0
	v_pk_add_f32 v[64:65], v[66:67], v[64:65]
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	s_nop 0
	v_add_f32_e32 v64, v64, v65
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp42:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v64, v141, v76
	v_mov_b32_e32 v141, v64
	s_cbranch_scc1 .LBB0_6
.Ltmp43:
; %bb.7:                                ; %._crit_edge116.loopexit
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_mov_b32_e32 v141, v64
.LBB0_8:                                ; %._crit_edge116
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v64, s[0:1], v141, v141, s19
	v_rcp_f32_e32 v65, v64
	v_div_scale_f32 v66, vcc, s19, v141, s19
	.loc	1 156 24                        ; triton_peers.py:156:24
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s14, s18
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_ashr_i32 s1, s0, 31
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_fma_f32 v67, -v64, v65, 1.0
	v_fmac_f32_e32 v65, v67, v65
	v_mul_f32_e32 v67, v66, v65
	v_fma_f32 v68, -v64, v67, v66
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fmac_f32_e32 v67, v68, v65
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s15, s17
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_fma_f32 v64, -v64, v67, v66
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_addc_u32 s3, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fmas_f32 v64, v64, v65, v67
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v64, v64, v141, s19
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v80, v140, s33
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v81, 31, v80
	s_addc_u32 s1, s3, s1
	.loc	1 155 15                        ; triton_peers.py:155:15
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
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[0:1], v[64:65] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v0, v16, v17
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[16:17], v[80:81], 1, s[0:1]
	v_mov_b32_e32 v129, 0
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[70:71], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[14:15], v[64:65] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
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
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[128:129]
	.loc	1 157 26                        ; triton_peers.py:157:26
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
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[0:3], off
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[4:7], off offset:32
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[8:11], off offset:64
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[12:15], off offset:96
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[48:49], v[16:19], off offset:128
	global_store_dwordx4 v[48:49], v[20:23], off offset:160
	global_store_dwordx4 v[48:49], v[24:27], off offset:192
	global_store_dwordx4 v[48:49], v[28:31], off offset:224
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_endpgm
.Ltmp44:
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
		.amdhsa_next_free_vgpr 242
		.amdhsa_next_free_sgpr 77
		.amdhsa_accum_offset 244
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
	.set .Lattn_fwd.num_vgpr, 242
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 77
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7508
; TotalNumSgprs: 83
; NumVgprs: 242
; NumAgprs: 0
; TotalNumVgprs: 242
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 83
; NumVGPRsForWavesPerEU: 242
; AccumOffset: 244
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 60
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
	.byte	150                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
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
	.byte	113                             ; DW_AT_call_line
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
	.byte	148                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x8d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
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
	.byte	113                             ; DW_AT_call_line
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
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
    .sgpr_count:     83
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     242
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
