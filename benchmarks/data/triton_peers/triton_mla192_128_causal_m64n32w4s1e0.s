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
; %bb.11:
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
; %bb.12:
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
	s_sub_i32 s31, 0, s11
	s_abs_i32 s30, s17
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_readfirstlane_b32 s28, v0
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s14, s17, s14
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s29, s28, 0xc0
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_ashr_i32 s14, s14, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v6, 63, v0
	v_or_b32_e32 v7, s29, v6
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s33, v1
	s_mul_i32 s31, s31, s33
	s_mul_hi_u32 s31, s33, s31
	s_add_i32 s33, s33, s31
	s_mul_hi_u32 s31, s30, s33
	s_mul_i32 s33, s31, s11
	s_sub_i32 s30, s30, s33
	s_add_i32 s34, s31, 1
	s_sub_i32 s33, s30, s11
	s_cmp_ge_u32 s30, s11
	s_cselect_b32 s31, s34, s31
	s_cselect_b32 s30, s33, s30
	s_add_i32 s33, s31, 1
	s_cmp_ge_u32 s30, s11
	s_cselect_b32 s11, s33, s31
	s_xor_b32 s11, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_and_b32 s44, s28, 0x80
	s_and_b32 s28, s28, 64
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 6
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_sub_i32 s14, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_lshr_b32 s33, s44, 2
	s_lshr_b32 s45, s28, 1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s11, s15, 31
	s_add_u32 s2, s2, s15
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v1, 3, v7
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s11
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s20, s17
	.loc	1 132 18 is_stmt 1              ; triton_peers.py:132:18
	v_or_b32_e32 v1, s16, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s15, s11, 31
	s_add_u32 s2, s2, s11
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v1, s21
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_and_b32_e32 v8, 7, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s15
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_lshl_add_u32 v4, s21, 5, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v98, 4, v8
	.loc	1 135 21 is_stmt 0              ; triton_peers.py:135:21
	v_mov_b32_e32 v99, 0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[98:99]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[98:99]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[14:17], v[2:3], off
	global_load_dwordx4 v[18:21], v[4:5], off
	v_mov_b32_e32 v4, 0x70
	s_movk_i32 s15, 0x70
	.loc	1 137 18 is_stmt 1              ; triton_peers.py:137:18
	v_and_b32_e32 v9, 12, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v4, s29, v4, v6 bitop3:0xc8
	v_lshlrev_b32_e32 v117, 4, v7
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v12, 2, v9
	v_lshlrev_b32_e32 v115, 1, v9
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v9, 2, v7
	v_lshrrev_b32_e32 v118, 1, v4
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v4, v117, v7, s15 bitop3:0x78
	v_add_u32_e32 v113, 0, v4
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v4, s16, v9
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v110, 32, v0
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_and_b32_e32 v1, 14, v0
	.loc	1 137 18 is_stmt 1              ; triton_peers.py:137:18
	v_and_b32_e32 v5, 48, v0
	v_add_u32_e32 v6, s29, v6
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v4, s21
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v105, 31, v0
	.loc	1 137 39                        ; triton_peers.py:137:39
	v_lshlrev_b32_e32 v2, 4, v0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshlrev_b32_e32 v100, 3, v8
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v8, 3, v1
	v_lshrrev_b32_e32 v10, 1, v110
	v_lshrrev_b32_e32 v116, 3, v6
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_xad_u32 v6, v117, v5, 0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 137 39                        ; triton_peers.py:137:39
	v_and_b32_e32 v2, 48, v2
	.loc	1 137 26 is_stmt 0              ; triton_peers.py:137:26
	v_mov_b32_e32 v3, v99
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v11, 6, v105
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_xor_b32_e32 v122, v8, v10
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_xor_b32_e32 v8, v12, v10
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_or_b32_e32 v12, v8, v11
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_add_u32_e32 v112, 0, v12
	.loc	1 140 22                        ; triton_peers.py:140:22
	s_mul_i32 s22, s22, s18
	.loc	1 140 38 is_stmt 0              ; triton_peers.py:140:38
	s_mul_i32 s2, s14, s23
	.loc	1 141 38 is_stmt 1              ; triton_peers.py:141:38
	s_mul_i32 s3, s14, s26
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_lshl_b32 s14, s28, 5
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_ashr_i32 s15, s22, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v121, 7, v105
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s4, s4, s22
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s11, 0x60
	v_lshlrev_b32_e32 v119, 3, v7
	v_lshrrev_b32_e32 v120, 1, v7
	v_lshl_or_b32 v7, s28, 6, v121
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s15
	s_ashr_i32 s15, s2, 31
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s25, s25, s18
	v_bitop3_b32 v114, v8, 32, v11 bitop3:0x36
	v_or_b32_e32 v10, v122, v121
	s_mov_b32 s20, 0
	v_cmp_eq_u32_e32 vcc, 0, v110
	v_add_u32_e32 v111, 0, v10
	v_bitop3_b32 v123, v122, 32, v121 bitop3:0x36
	v_bitop3_b32 v124, v122, 64, v121 bitop3:0x36
	v_and_b32_e32 v133, 24, v0
	v_lshlrev_b32_e32 v141, 3, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(1)
	ds_write_b128 v113, v[14:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[18:21] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	global_load_dwordx4 v[12:15], v[2:3], off offset:128
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_or_b32_e32 v2, v7, v122
	v_bitop3_b32 v3, v7, s11, v122 bitop3:0x36
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_or3_b32 v7, s14, v11, v8
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s14, s4, s2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v4, 0, v2
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_add_u32_e32 v8, 0, v7
	v_xad_u32 v7, v7, 32, 0
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s15, s5, s15
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s2, s25, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_xad_u32 v5, v2, 32, 0
	v_xad_u32 v2, v2, 64, 0
	v_add_u32_e32 v3, 0, v3
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_add_u32 s4, s6, s25
	.loc	1 135 13                        ; triton_peers.py:135:13
	ds_read_b128 v[86:89], v4
	ds_read_b128 v[90:93], v5
	ds_read_b128 v[74:77], v2
	ds_read_b128 v[78:81], v3
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s5, s7, s2
	s_ashr_i32 s6, s3, 31
	s_add_u32 s2, s4, s3
	s_addc_u32 s3, s5, s6
	.loc	1 145 16                        ; triton_peers.py:145:16
	s_sub_i32 s4, s13, s12
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s46, s4, s16
.Ltmp2:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s46, 1
.Ltmp3:
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v131, 8, v86
	v_lshrrev_b32_e32 v132, 16, v86
	v_lshrrev_b32_e32 v134, 24, v86
	v_lshrrev_b32_e32 v142, 8, v87
	v_lshrrev_b32_e32 v143, 16, v87
	v_lshrrev_b32_e32 v144, 24, v87
	v_lshrrev_b32_e32 v151, 8, v88
	v_lshrrev_b32_e32 v152, 16, v88
	v_lshrrev_b32_e32 v153, 24, v88
	v_lshrrev_b32_e32 v160, 8, v89
	v_lshrrev_b32_e32 v161, 16, v89
	v_lshrrev_b32_e32 v162, 24, v89
	v_lshrrev_b32_e32 v169, 8, v90
	v_lshrrev_b32_e32 v170, 16, v90
	v_lshrrev_b32_e32 v171, 24, v90
	v_lshrrev_b32_e32 v178, 8, v91
	v_lshrrev_b32_e32 v179, 16, v91
	v_lshrrev_b32_e32 v180, 24, v91
	v_lshrrev_b32_e32 v187, 8, v92
	v_lshrrev_b32_e32 v188, 16, v92
	v_lshrrev_b32_e32 v189, 24, v92
	v_lshrrev_b32_e32 v193, 8, v93
	v_lshrrev_b32_e32 v194, 16, v93
	v_lshrrev_b32_e32 v197, 24, v93
	v_lshrrev_b32_e32 v125, 8, v74
	v_lshrrev_b32_e32 v126, 16, v74
	v_lshrrev_b32_e32 v129, 24, v74
	v_lshrrev_b32_e32 v135, 8, v75
	v_lshrrev_b32_e32 v136, 16, v75
	v_lshrrev_b32_e32 v139, 24, v75
	v_lshrrev_b32_e32 v145, 8, v76
	v_lshrrev_b32_e32 v146, 16, v76
	v_lshrrev_b32_e32 v149, 24, v76
	v_lshrrev_b32_e32 v154, 8, v77
	v_lshrrev_b32_e32 v155, 16, v77
	v_lshrrev_b32_e32 v158, 24, v77
	v_lshrrev_b32_e32 v163, 8, v78
	v_lshrrev_b32_e32 v164, 16, v78
	v_lshrrev_b32_e32 v167, 24, v78
	v_lshrrev_b32_e32 v172, 8, v79
	v_lshrrev_b32_e32 v173, 16, v79
	v_lshrrev_b32_e32 v176, 24, v79
	v_lshrrev_b32_e32 v181, 8, v80
	v_lshrrev_b32_e32 v182, 16, v80
	v_lshrrev_b32_e32 v185, 24, v80
	v_lshrrev_b32_e32 v195, 8, v81
	v_lshrrev_b32_e32 v196, 16, v81
	v_lshrrev_b32_e32 v198, 24, v81
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[102:103], s[2:3], 0, v[98:99]
.Ltmp5:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[12:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[82:85], v8
	ds_read_b128 v[94:97], v7
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v127, 8, v82
	v_lshrrev_b32_e32 v128, 16, v82
	v_lshrrev_b32_e32 v130, 24, v82
	v_lshrrev_b32_e32 v137, 8, v83
	v_lshrrev_b32_e32 v138, 16, v83
	v_lshrrev_b32_e32 v140, 24, v83
	v_lshrrev_b32_e32 v147, 8, v84
	v_lshrrev_b32_e32 v148, 16, v84
	v_lshrrev_b32_e32 v150, 24, v84
	v_lshrrev_b32_e32 v156, 8, v85
	v_lshrrev_b32_e32 v157, 16, v85
	v_lshrrev_b32_e32 v159, 24, v85
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v165, 8, v94
	v_lshrrev_b32_e32 v166, 16, v94
	v_lshrrev_b32_e32 v168, 24, v94
	v_lshrrev_b32_e32 v174, 8, v95
	v_lshrrev_b32_e32 v175, 16, v95
	v_lshrrev_b32_e32 v177, 24, v95
	v_lshrrev_b32_e32 v183, 8, v96
	v_lshrrev_b32_e32 v184, 16, v96
	v_lshrrev_b32_e32 v186, 24, v96
	v_lshrrev_b32_e32 v190, 8, v97
	v_lshrrev_b32_e32 v191, 16, v97
	v_lshrrev_b32_e32 v192, 24, v97
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v3, v93, v193, s2
	v_perm_b32 v4, v194, v197, s2
	v_lshl_or_b32 v57, v4, 16, v3
	v_perm_b32 v3, v92, v187, s2
	v_perm_b32 v4, v188, v189, s2
	v_lshl_or_b32 v56, v4, 16, v3
	v_perm_b32 v3, v91, v178, s2
	v_perm_b32 v4, v179, v180, s2
	v_lshl_or_b32 v55, v4, 16, v3
	v_perm_b32 v3, v90, v169, s2
	v_perm_b32 v4, v170, v171, s2
	v_lshl_or_b32 v54, v4, 16, v3
	v_perm_b32 v3, v89, v160, s2
	v_perm_b32 v4, v161, v162, s2
	v_lshl_or_b32 v53, v4, 16, v3
	v_perm_b32 v3, v88, v151, s2
	v_perm_b32 v4, v152, v153, s2
	v_lshl_or_b32 v52, v4, 16, v3
	v_perm_b32 v3, v87, v142, s2
	v_perm_b32 v4, v143, v144, s2
	v_lshl_or_b32 v51, v4, 16, v3
	v_perm_b32 v3, v86, v131, s2
	v_perm_b32 v4, v132, v134, s2
	v_lshl_or_b32 v50, v4, 16, v3
	v_perm_b32 v3, v81, v195, s2
	v_perm_b32 v4, v196, v198, s2
	v_lshl_or_b32 v65, v4, 16, v3
	v_perm_b32 v3, v80, v181, s2
	v_perm_b32 v4, v182, v185, s2
	v_lshl_or_b32 v64, v4, 16, v3
	v_perm_b32 v3, v79, v172, s2
	v_perm_b32 v4, v173, v176, s2
	v_lshl_or_b32 v63, v4, 16, v3
	v_perm_b32 v3, v78, v163, s2
	v_perm_b32 v4, v164, v167, s2
	v_lshl_or_b32 v62, v4, 16, v3
	v_perm_b32 v3, v77, v154, s2
	v_perm_b32 v4, v155, v158, s2
	v_lshl_or_b32 v61, v4, 16, v3
	v_perm_b32 v3, v76, v145, s2
	v_perm_b32 v4, v146, v149, s2
	v_lshl_or_b32 v60, v4, 16, v3
	v_perm_b32 v3, v75, v135, s2
	v_perm_b32 v4, v136, v139, s2
	v_lshl_or_b32 v59, v4, 16, v3
	v_perm_b32 v3, v74, v125, s2
	v_perm_b32 v4, v126, v129, s2
	v_lshl_or_b32 v58, v4, 16, v3
	v_perm_b32 v4, v97, v190, s2
	v_perm_b32 v5, v191, v192, s2
	v_lshl_or_b32 v73, v5, 16, v4
	v_perm_b32 v4, v96, v183, s2
	v_perm_b32 v5, v184, v186, s2
	v_lshl_or_b32 v72, v5, 16, v4
	v_perm_b32 v4, v95, v174, s2
	v_perm_b32 v5, v175, v177, s2
	v_lshl_or_b32 v71, v5, 16, v4
	v_perm_b32 v4, v94, v165, s2
	v_perm_b32 v5, v166, v168, s2
	v_lshl_or_b32 v70, v5, 16, v4
	v_perm_b32 v4, v85, v156, s2
	v_perm_b32 v5, v157, v159, s2
	v_lshl_or_b32 v69, v5, 16, v4
	v_perm_b32 v4, v84, v147, s2
	v_perm_b32 v5, v148, v150, s2
	v_lshl_or_b32 v68, v5, 16, v4
	v_perm_b32 v4, v83, v137, s2
	v_perm_b32 v5, v138, v140, s2
	v_lshl_or_b32 v67, v5, 16, v4
	v_perm_b32 v4, v82, v127, s2
	v_perm_b32 v5, v128, v130, s2
	v_lshl_or_b32 v66, v5, 16, v4
	v_mov_b32_e32 v4, 0x108
	v_mov_b32_e32 v7, 0x210
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_and_b32_e32 v6, 8, v141
	v_cndmask_b32_e64 v7, v7, 0, vcc
	v_lshl_or_b32 v8, v1, 5, v133
	v_mov_b32_e32 v10, 0x420
	v_xor_b32_e32 v5, v4, v105
	v_bitop3_b32 v7, v7, v8, v6 bitop3:0x36
	v_xor_b32_e32 v8, v118, v117
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_lshl_or_b32 v11, v1, 6, v115
	v_and_or_b32 v6, v0, 16, v6
	v_bitop3_b32 v2, v122, s11, v121 bitop3:0x36
	v_bitop3_b32 v3, v120, v119, 48 bitop3:0x6c
	v_bitop3_b32 v4, s45, v4, v105 bitop3:0xf6
	v_bitop3_b32 v5, s45, 16, v5 bitop3:0x36
	v_xor_b32_e32 v9, 8, v8
	v_xor_b32_e32 v10, s45, v10
	v_xad_u32 v6, v11, v6, 0
	s_lshl_b32 s2, s28, 1
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_lshl_b32 s3, s27, 5
	s_lshl_b32 s5, s24, 5
	v_add_u32_e32 v199, 0, v2
	v_add_u32_e32 v200, 0, v3
	v_add_u32_e32 v201, 0, v4
	v_add_u32_e32 v202, 0, v5
	v_add_u32_e32 v203, s33, v7
	v_add_u32_e32 v204, 0, v8
	v_add_u32_e32 v205, 0, v9
	v_add_u32_e32 v206, v6, v10
	v_mov_b32_e32 v32, v99
	v_mov_b32_e32 v33, v99
	v_mov_b32_e32 v30, v99
	v_mov_b32_e32 v31, v99
	v_mov_b32_e32 v28, v99
	v_mov_b32_e32 v29, v99
	v_mov_b32_e32 v26, v99
	v_mov_b32_e32 v27, v99
	v_mov_b32_e32 v24, v99
	v_mov_b32_e32 v25, v99
	v_mov_b32_e32 v22, v99
	v_mov_b32_e32 v23, v99
	v_mov_b32_e32 v20, v99
	v_mov_b32_e32 v21, v99
	v_mov_b32_e32 v18, v99
	v_mov_b32_e32 v19, v99
	v_mov_b32_e32 v16, v99
	v_mov_b32_e32 v17, v99
	v_mov_b32_e32 v14, v99
	v_mov_b32_e32 v15, v99
	v_mov_b32_e32 v12, v99
	v_mov_b32_e32 v13, v99
	v_mov_b32_e32 v10, v99
	v_mov_b32_e32 v11, v99
	v_mov_b32_e32 v8, v99
	v_mov_b32_e32 v9, v99
	v_mov_b32_e32 v6, v99
	v_mov_b32_e32 v7, v99
	v_mov_b32_e32 v4, v99
	v_mov_b32_e32 v5, v99
	v_mov_b32_e32 v2, v99
	v_mov_b32_e32 v3, v99
	v_lshl_add_u32 v207, v105, 2, 0
	v_mov_b32_e32 v212, 0xff800000
	v_mov_b32_e32 v209, 0
	v_add_u32_e32 v208, 0, v123
	v_add_u32_e32 v210, 0, v124
	v_add_u32_e32 v211, 0, v114
	v_mov_b32_e32 v101, v99
	v_mul_lo_u32 v106, s27, v116
	v_mul_lo_u32 v108, s24, v116
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[108:109]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[98:99]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[36:39], v[36:37], off
	s_barrier
	.loc	1 106 30 is_stmt 1              ; triton_peers.py:106:30 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[214:215], v[34:35], 0, v[100:101]
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v107, 31, v106
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v104, v212, v212
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v109, s2, v207
	v_add_u32_e32 v213, s44, v207
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s20, s20, 32
	v_add_u32_e32 v108, s5, v108
	s_cmp_lt_i32 s20, s46
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[36:39]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[216:219], v111
	ds_read_b128 v[220:223], v208
	ds_read_b128 v[224:227], v210
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[216:223], v[50:57], 0
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	global_load_dwordx2 v[216:217], v[214:215], off offset:128
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[228:231], v199
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[214:215], v[102:103], 0, v[106:107]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v106, s3, v106
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b64 v200, v[216:217]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[224:231], v[58:65], v[34:49]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[216:219], v112
	ds_read_b128 v[220:223], v211
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[216:223], v[66:73], v[34:49]
.Ltmp7:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v107, v35, v35
	v_max_f32_e32 v216, v34, v34
	v_max3_f32 v217, v37, v38, v39
	v_max3_f32 v219, v43, v44, v45
	v_max3_f32 v220, v46, v47, v48
	v_max_f32_e32 v107, v216, v107
	v_max3_f32 v218, v40, v41, v42
	v_max3_f32 v216, v219, v220, v49
	v_max3_f32 v107, v107, v36, v217
	v_max3_f32 v107, v107, v218, v216
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v216, v107
	s_nop 1
	v_permlane32_swap_b32_e32 v107, v216
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v216, v216, v216
	v_max_f32_e32 v107, v107, v107
	v_max_f32_e32 v107, v107, v216
.Ltmp10:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v107, s10, v107
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v104, v104, v107
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v107, v212, v104
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v216, v107
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_write_b32 v109, v216
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[220:223], v[214:215], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v107, v34, v35, 1.0
	v_cvt_scalef32_pk_fp8_f32 v109, v38, v39, 1.0
	v_cvt_scalef32_pk_fp8_f32 v214, v46, v47, 1.0
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_read_b32 v212, v213
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v213, v42, v43, 1.0
	v_cvt_scalef32_pk_fp8_f32 v107, v36, v37, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v109, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v214, v48, v49, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cvt_scalef32_pk_fp8_f32 v213, v44, v45, 1.0 op_sel:[0,0,0,1]
	v_lshrrev_b32_e32 v215, 8, v107
	v_lshrrev_b32_e32 v218, 8, v109
	ds_write_b8 v202, v214 offset:1536
	v_lshrrev_b32_e32 v219, 8, v214
	ds_write_b8_d16_hi v202, v214 offset:1664
	v_lshrrev_b32_e32 v214, 24, v214
	ds_write_b8 v201, v107
	ds_write_b8_d16_hi v201, v107 offset:128
	v_lshrrev_b32_e32 v107, 24, v107
	ds_write_b8 v201, v213 offset:1024
	v_lshrrev_b32_e32 v217, 8, v213
	ds_write_b8_d16_hi v201, v213 offset:1152
	v_lshrrev_b32_e32 v213, 24, v213
	ds_write_b8 v202, v109 offset:512
	ds_write_b8_d16_hi v202, v109 offset:640
	v_lshrrev_b32_e32 v109, 24, v109
	ds_write_b8 v201, v215 offset:64
	ds_write_b8 v201, v107 offset:192
	ds_write_b8 v201, v217 offset:1088
	ds_write_b8 v201, v213 offset:1216
	ds_write_b8 v202, v218 offset:576
	ds_write_b8 v202, v109 offset:704
	ds_write_b8 v202, v219 offset:1600
	ds_write_b8 v202, v214 offset:1728
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[214:215], v203
	ds_read_b64_tr_b8 v[218:219], v203 offset:1024
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v204, v[220:221]
	ds_write_b64 v205, v[222:223]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[220:221], v206
	ds_read_b64_tr_b8 v[222:223], v206 offset:2112
	ds_read_b64_tr_b8 v[224:225], v206 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[18:19], v[18:19], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[212:213] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[212:213] op_sel_hi:[1,0]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[212:213], v206 offset:2048
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[220:221], v[214:215], v[18:33]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v34, v34, v36
	v_add_f32_e64 v35, v35, v37
	v_add_f32_e64 v36, v38, v40
	v_add_f32_e64 v37, v39, v41
	v_add_f32_e64 v38, v42, v44
	v_add_f32_e64 v39, v43, v45
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[34:35], v[34:35], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
.Ltmp12:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[224:225], v[214:215], v[2:17]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v34, v34, v36
	v_add_f32_e64 v35, v35, v37
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v34, v34, v35
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v35, v34
	s_nop 1
	v_permlane32_swap_b32_e32 v34, v35
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v107, v34, v35
.Ltmp17:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v107, v209, v216
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[212:213], v[218:219], v[18:33]
	v_mov_b32_e32 v212, v104
	v_mov_b32_e32 v209, v107
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[222:223], v[218:219], v[2:17]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp18:
; %bb.3:                                ; %Flow535
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_load_dwordx2 s[42:43], s[0:1], 0x58
	s_load_dword s47, s[0:1], 0x60
.Ltmp19:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s46, 0x7fffffc0
	s_cbranch_scc1 .LBB0_6
.Ltmp20:
.LBB0_4:                                ; %._crit_edge.._crit_edge56_crit_edge
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	s_lshl_b32 s2, s28, 1
	v_lshlrev_b32_e32 v106, 2, v105
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v34, s2
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
	s_branch .LBB0_10
.LBB0_5:
	.loc	1 0 15 is_stmt 0                ; triton_peers.py:0:15
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v104, 0xff800000
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v33, v17
	v_mov_b32_e32 v32, v17
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v30, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v28, v17
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v24, v17
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v107, v17
	s_load_dwordx2 s[42:43], s[0:1], 0x58
	s_load_dword s47, s[0:1], 0x60
.Ltmp21:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s46, 0x7fffffc0
	s_cbranch_scc0 .LBB0_4
.Ltmp22:
.LBB0_6:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr106
                                        ; implicit-def: $vgpr34
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_7:                                ; %.lr.ph55
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_or_b32_e32 v34, s16, v105
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	v_or_b32_e32 v34, s45, v34
	s_movk_i32 s0, 0x60
.Ltmp23:
	.loc	1 109 47 is_stmt 1              ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v213, s4, v34
	v_bitop3_b32 v34, v122, s0, v121 bitop3:0x36
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v35, v93, v193, s0
	v_perm_b32 v36, v194, v197, s0
	v_lshl_or_b32 v57, v36, 16, v35
	v_perm_b32 v35, v92, v187, s0
	v_perm_b32 v36, v188, v189, s0
	v_lshl_or_b32 v56, v36, 16, v35
	v_perm_b32 v35, v91, v178, s0
	v_perm_b32 v36, v179, v180, s0
	v_lshl_or_b32 v55, v36, 16, v35
	v_perm_b32 v35, v90, v169, s0
	v_perm_b32 v36, v170, v171, s0
	v_lshl_or_b32 v54, v36, 16, v35
	v_perm_b32 v35, v89, v160, s0
	v_perm_b32 v36, v161, v162, s0
	v_lshl_or_b32 v53, v36, 16, v35
	v_perm_b32 v35, v88, v151, s0
	v_perm_b32 v36, v152, v153, s0
	v_lshl_or_b32 v52, v36, 16, v35
	v_perm_b32 v35, v87, v142, s0
	v_perm_b32 v36, v143, v144, s0
	v_lshl_or_b32 v51, v36, 16, v35
	v_perm_b32 v35, v86, v131, s0
	v_perm_b32 v36, v132, v134, s0
	v_lshl_or_b32 v50, v36, 16, v35
	v_perm_b32 v35, v81, v195, s0
	v_perm_b32 v36, v196, v198, s0
	v_lshl_or_b32 v65, v36, 16, v35
	v_perm_b32 v35, v80, v181, s0
	v_perm_b32 v36, v182, v185, s0
	v_lshl_or_b32 v64, v36, 16, v35
	v_perm_b32 v35, v79, v172, s0
	v_perm_b32 v36, v173, v176, s0
	v_lshl_or_b32 v63, v36, 16, v35
	v_perm_b32 v35, v78, v163, s0
	v_perm_b32 v36, v164, v167, s0
	v_lshl_or_b32 v62, v36, 16, v35
	v_perm_b32 v35, v77, v154, s0
	v_perm_b32 v36, v155, v158, s0
	v_lshl_or_b32 v61, v36, 16, v35
	v_perm_b32 v35, v76, v145, s0
	v_perm_b32 v36, v146, v149, s0
	v_lshl_or_b32 v60, v36, 16, v35
	v_perm_b32 v35, v75, v135, s0
	v_perm_b32 v36, v136, v139, s0
	v_lshl_or_b32 v59, v36, 16, v35
	v_perm_b32 v35, v74, v125, s0
	v_perm_b32 v36, v126, v129, s0
	v_lshl_or_b32 v58, v36, 16, v35
	v_perm_b32 v36, v97, v190, s0
	v_perm_b32 v37, v191, v192, s0
	v_lshl_or_b32 v73, v37, 16, v36
	v_perm_b32 v36, v96, v183, s0
	v_perm_b32 v37, v184, v186, s0
	v_lshl_or_b32 v72, v37, 16, v36
	v_perm_b32 v36, v95, v174, s0
	v_perm_b32 v37, v175, v177, s0
	v_lshl_or_b32 v71, v37, 16, v36
	v_perm_b32 v36, v94, v165, s0
	v_perm_b32 v37, v166, v168, s0
	v_lshl_or_b32 v70, v37, 16, v36
	v_perm_b32 v36, v85, v156, s0
	v_perm_b32 v37, v157, v159, s0
	v_lshl_or_b32 v69, v37, 16, v36
	v_perm_b32 v36, v84, v147, s0
	v_perm_b32 v37, v148, v150, s0
	v_lshl_or_b32 v68, v37, 16, v36
	v_perm_b32 v36, v83, v137, s0
	v_perm_b32 v37, v138, v140, s0
	v_lshl_or_b32 v67, v37, 16, v36
	v_perm_b32 v36, v82, v127, s0
	v_perm_b32 v37, v128, v130, s0
	v_lshl_or_b32 v66, v37, 16, v36
	v_mov_b32_e32 v36, 0x108
	v_and_b32_e32 v38, 8, v141
	v_mov_b32_e32 v39, 0x210
	v_cndmask_b32_e64 v36, v36, 0, vcc
	v_cndmask_b32_e64 v39, v39, 0, vcc
	v_lshl_or_b32 v40, v1, 5, v133
	v_mov_b32_e32 v42, 0x420
	v_lshl_or_b32 v1, v1, 6, v115
	v_and_or_b32 v0, v0, 16, v38
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s0, s16, s13
	v_xor_b32_e32 v37, v36, v105
	v_bitop3_b32 v39, v39, v40, v38 bitop3:0x36
	v_xor_b32_e32 v40, v118, v117
	v_cndmask_b32_e64 v42, v42, 0, vcc
	v_xad_u32 v1, v1, v0, 0
	v_add_u32_e32 v0, s0, v116
.Ltmp24:
	.loc	1 97 18                         ; triton_peers.py:97:18 @[ triton_peers.py:148:29 ]
	v_lshrrev_b32_e32 v108, 3, v110
	v_bitop3_b32 v35, v120, v119, 48 bitop3:0x6c
	v_lshlrev_b32_e32 v106, 2, v105
	v_bitop3_b32 v36, s45, v36, v105 bitop3:0xf6
	v_bitop3_b32 v37, s45, 16, v37 bitop3:0x36
	v_xor_b32_e32 v41, 8, v40
	v_xor_b32_e32 v38, s45, v42
.Ltmp25:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_subrev_u32_e32 v42, s12, v0
.Ltmp26:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s48, s46, 64
.Ltmp27:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v109, 3, v108
	v_or_b32_e32 v199, 2, v108
	v_or_b32_e32 v200, 9, v108
	v_or_b32_e32 v201, 8, v108
	v_or_b32_e32 v202, 11, v108
	v_or_b32_e32 v203, 10, v108
	v_or_b32_e32 v204, 17, v108
	v_or_b32_e32 v205, 16, v108
	v_or_b32_e32 v206, 19, v108
	v_or_b32_e32 v207, 18, v108
	v_or_b32_e32 v208, 25, v108
	v_or_b32_e32 v209, 24, v108
	v_or_b32_e32 v210, 27, v108
	v_or_b32_e32 v211, 26, v108
	v_or_b32_e32 v212, 1, v108
	s_lshl_b32 s49, s28, 1
	v_add_u32_e32 v76, 0, v106
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	v_mov_b32_e32 v101, 0
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v0, s27, v42
	s_lshl_b32 s50, s27, 5
	v_mul_lo_u32 v74, s24, v42
	s_lshl_b32 s51, s24, 5
	v_add_u32_e32 v77, 0, v123
	v_add_u32_e32 v78, 0, v124
	v_add_u32_e32 v79, 0, v34
	v_add_u32_e32 v80, 0, v35
	v_add_u32_e32 v81, 0, v114
	v_add_u32_e32 v82, 0, v36
	v_add_u32_e32 v83, 0, v37
	v_add_u32_e32 v84, s33, v39
	v_add_u32_e32 v85, 0, v40
	v_add_u32_e32 v86, 0, v41
	v_add_u32_e32 v87, v1, v38
	v_mov_b32_e32 v88, 0xff800000
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[34:35], s[14:15], 0, v[74:75]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[98:99]
	.loc	1 106 30                        ; triton_peers.py:106:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[92:93], v[34:35], 0, v[100:101]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[34:37], v[36:37], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 101 20                        ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v89, s46, v108
	v_add_u32_e32 v94, s46, v212
	v_add_u32_e32 v96, s46, v109
	v_add_u32_e32 v97, s46, v201
	v_add_u32_e32 v114, s46, v200
	v_add_u32_e32 v118, s46, v204
	v_add_u32_e32 v119, s46, v207
	v_add_u32_e32 v120, s46, v206
	v_add_u32_e32 v121, s46, v209
	v_add_u32_e32 v122, s46, v208
	v_add_u32_e32 v123, s46, v211
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v89, v213
	v_cmp_le_i32_e64 s[40:41], v94, v213
	v_add_u32_e32 v95, s46, v199
	v_add_u32_e32 v115, s46, v203
	v_add_u32_e32 v116, s46, v202
	v_add_u32_e32 v117, s46, v205
	v_add_u32_e32 v124, s46, v210
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[0:1], v96, v213
	v_cmp_le_i32_e64 s[4:5], v114, v213
	v_cmp_le_i32_e64 s[6:7], v97, v213
	v_cmp_le_i32_e64 s[22:23], v118, v213
	v_cmp_le_i32_e64 s[26:27], v120, v213
	v_cmp_le_i32_e64 s[28:29], v119, v213
	v_cmp_le_i32_e64 s[30:31], v122, v213
	v_cmp_le_i32_e64 s[34:35], v121, v213
	v_cmp_le_i32_e64 s[38:39], v123, v213
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[90:91], v[102:103], 0, v[0:1]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[2:3], v95, v213
	v_cmp_le_i32_e64 s[12:13], v116, v213
	v_cmp_le_i32_e64 s[20:21], v115, v213
	v_cmp_le_i32_e64 s[24:25], v117, v213
	v_cmp_le_i32_e64 s[36:37], v124, v213
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v125, v104, v104
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v126, s49, v76
	v_add_u32_e32 v127, s44, v76
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s46, s46, 32
	v_add_u32_e32 v0, s50, v0
	v_add_u32_e32 v74, s51, v74
	s_cmp_lt_i32 s46, s48
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[34:37]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	global_load_dwordx2 v[92:93], v[92:93], off offset:128
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[128:131], v111
	ds_read_b128 v[132:135], v77
	ds_read_b128 v[136:139], v78
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[128:135], v[50:57], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[140:143], v79
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v80, v[92:93]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[136:143], v[58:65], v[34:49]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[128:131], v112
	ds_read_b128 v[132:135], v81
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[34:49], v[128:135], v[66:73], v[34:49]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 15
	s_nop 3
	v_cndmask_b32_e64 v35, v88, v35, s[40:41]
	v_cndmask_b32_e32 v34, v88, v34, vcc
	v_cndmask_b32_e64 v37, v88, v37, s[0:1]
	v_cndmask_b32_e64 v39, v88, v39, s[4:5]
	v_cndmask_b32_e64 v38, v88, v38, s[6:7]
	v_cndmask_b32_e64 v43, v88, v43, s[22:23]
	v_cndmask_b32_e64 v45, v88, v45, s[26:27]
	v_cndmask_b32_e64 v44, v88, v44, s[28:29]
	v_cndmask_b32_e64 v47, v88, v47, s[30:31]
	v_cndmask_b32_e64 v46, v88, v46, s[34:35]
	v_cndmask_b32_e64 v48, v88, v48, s[38:39]
.Ltmp28:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v1, v35, v35
	v_max_f32_e32 v75, v34, v34
.Ltmp29:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v36, v88, v36, s[2:3]
	v_cndmask_b32_e64 v41, v88, v41, s[12:13]
	v_cndmask_b32_e64 v40, v88, v40, s[20:21]
	v_cndmask_b32_e64 v42, v88, v42, s[24:25]
	v_cndmask_b32_e64 v49, v88, v49, s[36:37]
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v89, v37, v38, v39
	v_max3_f32 v93, v43, v44, v45
	v_max3_f32 v94, v46, v47, v48
	v_max_f32_e32 v1, v75, v1
	v_max3_f32 v92, v40, v41, v42
	v_max3_f32 v75, v93, v94, v49
	v_max3_f32 v1, v1, v36, v89
	v_max3_f32 v1, v1, v92, v75
.Ltmp31:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v75, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v1, v75
.Ltmp32:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v75, v75, v75
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v1, v1, v75
.Ltmp33:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v1, s10, v1
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v92, v125, v1
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v1, v104, v92
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v75, v1
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_write_b32 v126, v75
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[114:117], v[90:91], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[92:93] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v1, v34, v35, 1.0
	v_cvt_scalef32_pk_fp8_f32 v89, v38, v39, 1.0
	v_cvt_scalef32_pk_fp8_f32 v91, v42, v43, 1.0
	v_cvt_scalef32_pk_fp8_f32 v93, v46, v47, 1.0
	v_cvt_scalef32_pk_fp8_f32 v1, v36, v37, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v89, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v91, v44, v45, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v93, v48, v49, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_read_b32 v90, v127
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_lshrrev_b32_e32 v94, 8, v1
	v_lshrrev_b32_e32 v95, 8, v91
	v_lshrrev_b32_e32 v96, 8, v89
	v_lshrrev_b32_e32 v97, 8, v93
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v82, v1
	ds_write_b8_d16_hi v82, v1 offset:128
	v_lshrrev_b32_e32 v1, 24, v1
	ds_write_b8 v82, v91 offset:1024
	ds_write_b8_d16_hi v82, v91 offset:1152
	v_lshrrev_b32_e32 v91, 24, v91
	ds_write_b8 v83, v89 offset:512
	ds_write_b8_d16_hi v83, v89 offset:640
	v_lshrrev_b32_e32 v89, 24, v89
	ds_write_b8 v83, v93 offset:1536
	ds_write_b8_d16_hi v83, v93 offset:1664
	v_lshrrev_b32_e32 v93, 24, v93
	ds_write_b8 v82, v94 offset:64
	ds_write_b8 v82, v1 offset:192
	ds_write_b8 v82, v95 offset:1088
	ds_write_b8 v82, v91 offset:1216
	ds_write_b8 v83, v96 offset:576
	ds_write_b8 v83, v89 offset:704
	ds_write_b8 v83, v97 offset:1600
	ds_write_b8 v83, v93 offset:1728
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[94:95], v84
	ds_read_b64_tr_b8 v[96:97], v84 offset:1024
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v85, v[114:115]
	ds_write_b64 v86, v[116:117]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[114:115], v87
	ds_read_b64_tr_b8 v[116:117], v87 offset:2112
	ds_read_b64_tr_b8 v[118:119], v87 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[18:19], v[18:19], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[90:91] op_sel_hi:[1,0]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[90:91], v87 offset:2048
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[114:115], v[94:95], v[18:33]
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v34, v34, v36
	v_add_f32_e64 v35, v35, v37
	v_add_f32_e64 v36, v38, v40
	v_add_f32_e64 v37, v39, v41
	v_add_f32_e64 v38, v42, v44
	v_add_f32_e64 v39, v43, v45
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[34:35], v[34:35], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
	v_mov_b32_e32 v104, v92
.Ltmp35:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[118:119], v[94:95], v[2:17]
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v34, v34, v36
	v_add_f32_e64 v35, v35, v37
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v1, v34, v35
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v34, v1
	s_nop 1
	v_permlane32_swap_b32_e32 v1, v34
.Ltmp39:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v1, v1, v34
.Ltmp40:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v1, v107, v75
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[90:91], v[96:97], v[18:33]
	v_mov_b32_e32 v107, v1
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[116:117], v[96:97], v[2:17]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_8
.Ltmp41:
; %bb.9:                                ; %._crit_edge56.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v34, s49
	v_mov_b32_e32 v107, v1
.LBB0_10:                               ; %._crit_edge56
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v0, s[0:1], v107, v107, s19
	v_rcp_f32_e32 v1, v0
	v_div_scale_f32 v35, vcc, s19, v107, s19
	.loc	1 155 15 is_stmt 0              ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_fma_f32 v36, -v0, v1, 1.0
	v_fmac_f32_e32 v1, v36, v1
	v_mul_f32_e32 v36, v35, v1
	v_fma_f32 v37, -v0, v36, v35
	v_fmac_f32_e32 v36, v37, v1
	v_fma_f32 v0, -v0, v36, v35
	v_div_fmas_f32 v0, v0, v1, v36
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v1, 0, v106
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v0, v0, v107, s19
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v34, v1, v34
	ds_write_b32 v34, v0
	v_add_u32_e32 v0, s44, v1
	.loc	1 156 24 is_stmt 1              ; triton_peers.py:156:24
	s_mul_i32 s0, s42, s18
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshrrev_b32_e32 v1, 2, v110
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s43, s17
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_or_b32_e32 v46, s45, v1
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v1, s33, v105
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_addc_u32 s3, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v1, s16, v1
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[40:41], v[8:9], v[0:1] op_sel_hi:[1,0]
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v8, v1, s47
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	v_pk_mul_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v9, 31, v8
	s_addc_u32 s1, s3, s1
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[2:3], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[4:5], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[0:1] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v0, v18, v19
	v_cvt_pk_bf16_f32 v1, v20, v21
	v_cvt_pk_bf16_f32 v2, v22, v23
	v_cvt_pk_bf16_f32 v3, v24, v25
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[0:1]
	v_lshlrev_b32_e32 v10, 1, v46
	v_mov_b32_e32 v11, 0
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v4, v26, v27
	v_cvt_pk_bf16_f32 v6, v30, v31
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[18:19], v[8:9], 0, v[10:11]
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_cvt_pk_bf16_f32 v5, v28, v29
	v_cvt_pk_bf16_f32 v7, v32, v33
	v_cvt_pk_bf16_f32 v8, v34, v35
	v_cvt_pk_bf16_f32 v9, v36, v37
	v_cvt_pk_bf16_f32 v10, v38, v39
	v_cvt_pk_bf16_f32 v11, v40, v41
	v_cvt_pk_bf16_f32 v12, v42, v43
	v_cvt_pk_bf16_f32 v13, v44, v45
	v_cvt_pk_bf16_f32 v14, v14, v15
	v_cvt_pk_bf16_f32 v15, v16, v17
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[18:19], v[0:3], off
	global_store_dwordx4 v[18:19], v[4:7], off offset:32
	global_store_dwordx4 v[18:19], v[8:11], off offset:128
	global_store_dwordx4 v[18:19], v[12:15], off offset:160
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
	s_endpgm
.Ltmp42:
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
		.amdhsa_next_free_vgpr 232
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 232
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
	.set .Lattn_fwd.num_vgpr, 232
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 52
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6564
; TotalNumSgprs: 58
; NumVgprs: 232
; NumAgprs: 0
; TotalNumVgprs: 232
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 28
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 232
; AccumOffset: 232
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 57
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
	.byte	1                               ; Abbrev [1] 0xb:0xc0 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x9a DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x48 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	148                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0x21 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp7                          ; DW_AT_low_pc
	.long	.Ltmp10-.Ltmp7                  ; DW_AT_high_pc
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
	.byte	4                               ; Abbrev [4] 0x89:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	150                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x95:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0xa1:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xae:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges7                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	113                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0xba:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges8                 ; DW_AT_ranges
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
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
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
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     232
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
