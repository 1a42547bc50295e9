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
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v10, 63, v0
	v_or_b32_e32 v11, s29, v10
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
	.loc	1 132 18                        ; triton_peers.py:132:18
	s_lshl_b32 s28, s16, 7
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_sub_i32 s11, s11, s14
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s14, s15, 31
	s_add_u32 s2, s2, s15
	s_addc_u32 s3, s3, s14
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v1, 3, v11
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s15, s14, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v1, s28, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s14
	s_addc_u32 s3, s3, s15
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v1, s21
	s_lshl_b32 s14, s21, 5
	v_add_u32_e32 v4, s14, v2
	v_add_u32_e32 v6, s14, v4
	v_add_u32_e32 v8, s14, v6
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_and_b32_e32 v12, 7, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v130, 4, v12
	.loc	1 135 21 is_stmt 0              ; triton_peers.py:135:21
	v_mov_b32_e32 v131, 0
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[130:131]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[130:131]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[130:131]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[130:131]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[14:17], v[2:3], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	v_mov_b32_e32 v2, 0x70
	s_movk_i32 s14, 0x70
	v_and_b32_e32 v3, 14, v0
	v_bitop3_b32 v9, s29, v2, v10 bitop3:0xc8
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v2, 2, v11
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v152, 4, v11
	v_lshlrev_b32_e32 v5, 3, v3
	v_lshlrev_b32_e32 v150, 6, v3
	v_bitop3_b32 v3, v152, v11, s14 bitop3:0x78
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v2, s28, v2
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v146, 32, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_and_b32_e32 v4, 12, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v129, 0, v3
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v3, 64, v2
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v2, s21
	.loc	1 137 39                        ; triton_peers.py:137:39
	v_lshlrev_b32_e32 v1, 4, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v128, 1, v146
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v8, 2, v4
	v_lshlrev_b32_e32 v151, 1, v4
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v3, s21
	.loc	1 134 18 is_stmt 0              ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_and_b32_e32 v147, 31, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_and_b32_e32 v6, 48, v0
	v_lshlrev_b32_e32 v148, 3, v0
	v_and_b32_e32 v149, 16, v0
	.loc	1 137 39 is_stmt 0              ; triton_peers.py:137:39
	v_and_b32_e32 v0, 48, v1
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_mov_b32_e32 v1, v131
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_xor_b32_e32 v159, v5, v128
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	.loc	1 140 22                        ; triton_peers.py:140:22
	s_mul_i32 s15, s22, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v158, 7, v147
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v7, 6, v147
	v_xor_b32_e32 v8, v8, v128
	s_lshl_b32 s3, s29, 5
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_ashr_i32 s14, s15, 31
	.loc	1 140 38 is_stmt 0              ; triton_peers.py:140:38
	s_mul_i32 s2, s11, s23
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_lshl_or_b32 v13, s29, 6, v158
	s_movk_i32 s30, 0x60
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s16, s25, s18
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_xad_u32 v6, v152, v6, 0
	.loc	1 141 38                        ; triton_peers.py:141:38
	s_mul_i32 s11, s11, s26
	v_add_u32_e32 v10, s29, v10
	s_mov_b32 s20, 0
	v_cmp_eq_u32_e32 vcc, 0, v146
	v_lshlrev_b32_e32 v156, 3, v11
	v_lshrrev_b32_e32 v157, 1, v11
	v_bitop3_b32 v153, v8, 32, v7 bitop3:0x36
	v_lshrrev_b32_e32 v155, 1, v9
	v_lshrrev_b32_e32 v154, 3, v10
	.loc	1 137 39                        ; triton_peers.py:137:39
	v_lshlrev_b32_e32 v132, 3, v12
	v_bitop3_b32 v160, v159, 32, v158 bitop3:0x36
	v_bitop3_b32 v161, v159, 64, v158 bitop3:0x36
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v129, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v129, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v129, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	global_load_dwordx4 v[14:17], v[2:3], off offset:128
	global_load_dwordx4 v[18:21], v[0:1], off offset:128
	v_or_b32_e32 v2, v159, v158
	v_add_u32_e32 v144, 0, v2
	v_or3_b32 v2, s3, v7, v8
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s3, s4, s15
	s_addc_u32 s4, s5, s14
	s_ashr_i32 s5, s2, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_or_b32_e32 v0, v13, v159
	v_or_b32_e32 v3, v8, v7
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s14, s3, s2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v1, v13, s30, v159 bitop3:0x36
	v_add_u32_e32 v4, 0, v0
	v_add_u32_e32 v145, 0, v3
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_add_u32_e32 v3, 0, v2
	v_xad_u32 v2, v2, 32, 0
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s15, s4, s5
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s2, s16, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_xad_u32 v5, v0, 32, 0
	v_xad_u32 v0, v0, 64, 0
	v_add_u32_e32 v1, 0, v1
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_add_u32 s3, s6, s16
	.loc	1 135 13                        ; triton_peers.py:135:13
	ds_read_b128 v[112:115], v4
	ds_read_b128 v[120:123], v5
	ds_read_b128 v[104:107], v0
	ds_read_b128 v[108:111], v1
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s4, s7, s2
	s_ashr_i32 s5, s11, 31
	s_add_u32 s2, s3, s11
	s_addc_u32 s3, s4, s5
	.loc	1 145 16                        ; triton_peers.py:145:16
	s_sub_i32 s4, s13, s12
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s16, s4, s28
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s16, 1
.Ltmp5:
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v167, 8, v112
	v_lshrrev_b32_e32 v168, 16, v112
	v_lshrrev_b32_e32 v170, 24, v112
	v_lshrrev_b32_e32 v176, 8, v113
	v_lshrrev_b32_e32 v177, 16, v113
	v_lshrrev_b32_e32 v179, 24, v113
	v_lshrrev_b32_e32 v185, 8, v114
	v_lshrrev_b32_e32 v186, 16, v114
	v_lshrrev_b32_e32 v188, 24, v114
	v_lshrrev_b32_e32 v192, 8, v115
	v_lshrrev_b32_e32 v193, 16, v115
	v_lshrrev_b32_e32 v195, 24, v115
	v_lshrrev_b32_e32 v200, 8, v120
	v_lshrrev_b32_e32 v201, 16, v120
	v_lshrrev_b32_e32 v203, 24, v120
	v_lshrrev_b32_e32 v209, 8, v121
	v_lshrrev_b32_e32 v210, 16, v121
	v_lshrrev_b32_e32 v212, 24, v121
	v_lshrrev_b32_e32 v218, 8, v122
	v_lshrrev_b32_e32 v220, 16, v122
	v_lshrrev_b32_e32 v226, 24, v122
	v_lshrrev_b32_e32 v229, 8, v123
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt vmcnt(1)
	ds_write_b128 v6, v[14:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[116:119], v3
	ds_read_b128 v[124:127], v2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v230, 16, v123
	v_lshrrev_b32_e32 v231, 24, v123
	v_lshrrev_b32_e32 v162, 8, v104
	v_lshrrev_b32_e32 v163, 16, v104
	v_lshrrev_b32_e32 v164, 24, v104
	v_lshrrev_b32_e32 v171, 8, v105
	v_lshrrev_b32_e32 v172, 16, v105
	v_lshrrev_b32_e32 v173, 24, v105
	v_lshrrev_b32_e32 v180, 8, v106
	v_lshrrev_b32_e32 v181, 16, v106
	v_lshrrev_b32_e32 v182, 24, v106
	v_lshrrev_b32_e32 v189, 8, v107
	v_lshrrev_b32_e32 v196, 16, v107
	v_lshrrev_b32_e32 v197, 24, v107
	v_lshrrev_b32_e32 v204, 8, v108
	v_lshrrev_b32_e32 v205, 16, v108
	v_lshrrev_b32_e32 v206, 24, v108
	v_lshrrev_b32_e32 v213, 8, v109
	v_lshrrev_b32_e32 v214, 16, v109
	v_lshrrev_b32_e32 v215, 24, v109
	v_lshrrev_b32_e32 v221, 8, v110
	v_lshrrev_b32_e32 v222, 16, v110
	v_lshrrev_b32_e32 v223, 24, v110
	v_lshrrev_b32_e32 v228, 8, v111
	v_lshrrev_b32_e32 v232, 16, v111
	v_lshrrev_b32_e32 v233, 24, v111
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v165, 8, v116
	v_lshrrev_b32_e32 v166, 16, v116
	v_lshrrev_b32_e32 v169, 24, v116
	v_lshrrev_b32_e32 v174, 8, v117
	v_lshrrev_b32_e32 v175, 16, v117
	v_lshrrev_b32_e32 v178, 24, v117
	v_lshrrev_b32_e32 v183, 8, v118
	v_lshrrev_b32_e32 v184, 16, v118
	v_lshrrev_b32_e32 v187, 24, v118
	v_lshrrev_b32_e32 v190, 8, v119
	v_lshrrev_b32_e32 v191, 16, v119
	v_lshrrev_b32_e32 v194, 24, v119
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v198, 8, v124
	v_lshrrev_b32_e32 v199, 16, v124
	v_lshrrev_b32_e32 v202, 24, v124
	v_lshrrev_b32_e32 v207, 8, v125
	v_lshrrev_b32_e32 v208, 16, v125
	v_lshrrev_b32_e32 v211, 24, v125
	v_lshrrev_b32_e32 v216, 8, v126
	v_lshrrev_b32_e32 v217, 16, v126
	v_lshrrev_b32_e32 v219, 24, v126
	v_lshrrev_b32_e32 v224, 8, v127
	v_lshrrev_b32_e32 v225, 16, v127
	v_lshrrev_b32_e32 v227, 24, v127
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[134:135], s[2:3], 0, v[130:131]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v1, v123, v229, s2
	v_perm_b32 v2, v230, v231, s2
	v_lshl_or_b32 v87, v2, 16, v1
	v_perm_b32 v1, v122, v218, s2
	v_perm_b32 v2, v220, v226, s2
	v_lshl_or_b32 v86, v2, 16, v1
	v_perm_b32 v1, v121, v209, s2
	v_perm_b32 v2, v210, v212, s2
	v_lshl_or_b32 v85, v2, 16, v1
	v_perm_b32 v1, v120, v200, s2
	v_perm_b32 v2, v201, v203, s2
	v_lshl_or_b32 v84, v2, 16, v1
	v_perm_b32 v1, v115, v192, s2
	v_perm_b32 v2, v193, v195, s2
	v_lshl_or_b32 v83, v2, 16, v1
	v_perm_b32 v1, v114, v185, s2
	v_perm_b32 v2, v186, v188, s2
	v_lshl_or_b32 v82, v2, 16, v1
	v_perm_b32 v1, v113, v176, s2
	v_perm_b32 v2, v177, v179, s2
	v_lshl_or_b32 v81, v2, 16, v1
	v_perm_b32 v1, v112, v167, s2
	v_perm_b32 v2, v168, v170, s2
	v_lshl_or_b32 v80, v2, 16, v1
	v_perm_b32 v1, v111, v228, s2
	v_perm_b32 v2, v232, v233, s2
	v_lshl_or_b32 v95, v2, 16, v1
	v_perm_b32 v1, v110, v221, s2
	v_perm_b32 v2, v222, v223, s2
	v_lshl_or_b32 v94, v2, 16, v1
	v_perm_b32 v1, v109, v213, s2
	v_perm_b32 v2, v214, v215, s2
	v_lshl_or_b32 v93, v2, 16, v1
	v_perm_b32 v1, v108, v204, s2
	v_perm_b32 v2, v205, v206, s2
	v_lshl_or_b32 v92, v2, 16, v1
	v_perm_b32 v1, v107, v189, s2
	v_perm_b32 v2, v196, v197, s2
	v_lshl_or_b32 v91, v2, 16, v1
	v_perm_b32 v1, v106, v180, s2
	v_perm_b32 v2, v181, v182, s2
	v_lshl_or_b32 v90, v2, 16, v1
	v_perm_b32 v1, v105, v171, s2
	v_perm_b32 v2, v172, v173, s2
	v_lshl_or_b32 v89, v2, 16, v1
	v_perm_b32 v1, v104, v162, s2
	v_perm_b32 v2, v163, v164, s2
	v_lshl_or_b32 v88, v2, 16, v1
	v_perm_b32 v2, v127, v224, s2
	v_perm_b32 v3, v225, v227, s2
	v_lshl_or_b32 v103, v3, 16, v2
	v_perm_b32 v2, v126, v216, s2
	v_perm_b32 v3, v217, v219, s2
	v_lshl_or_b32 v102, v3, 16, v2
	v_perm_b32 v2, v125, v207, s2
	v_perm_b32 v3, v208, v211, s2
	v_lshl_or_b32 v101, v3, 16, v2
	v_perm_b32 v2, v124, v198, s2
	v_perm_b32 v3, v199, v202, s2
	v_lshl_or_b32 v100, v3, 16, v2
	v_perm_b32 v2, v119, v190, s2
	v_perm_b32 v3, v191, v194, s2
	v_lshl_or_b32 v99, v3, 16, v2
	v_perm_b32 v2, v118, v183, s2
	v_perm_b32 v3, v184, v187, s2
	v_lshl_or_b32 v98, v3, 16, v2
	v_perm_b32 v2, v117, v174, s2
	v_perm_b32 v3, v175, v178, s2
	v_lshl_or_b32 v97, v3, 16, v2
	v_perm_b32 v2, v116, v165, s2
	v_perm_b32 v3, v166, v169, s2
	v_mov_b32_e32 v4, 0x420
	v_and_or_b32 v6, v148, 8, v149
	v_lshl_or_b32 v96, v3, 16, v2
	v_xor_b32_e32 v2, v155, v152
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_or_b32_e32 v5, v150, v151
	v_bitop3_b32 v7, v150, v6, v151 bitop3:0x36
	v_bitop3_b32 v0, v159, s30, v158 bitop3:0x36
	v_bitop3_b32 v1, v157, v156, 48 bitop3:0x6c
	v_xor_b32_e32 v3, 8, v2
	v_bitop3_b32 v5, v5, v4, v6 bitop3:0xde
	v_bitop3_b32 v4, v7, 32, v4 bitop3:0x36
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	v_mov_b32_e32 v133, v131
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_mul_lo_u32 v138, s27, v154
	s_lshl_b32 s2, s27, 5
	v_mul_lo_u32 v140, s24, v154
	s_lshl_b32 s3, s24, 5
	v_mov_b32_e32 v241, 0xff800000
	v_mov_b32_e32 v234, 0
	v_add_u32_e32 v235, 0, v0
	v_add_u32_e32 v236, 0, v1
	v_add_u32_e32 v237, 0, v2
	v_add_u32_e32 v238, 0, v3
	v_add_u32_e32 v239, 0, v5
	v_add_u32_e32 v240, 0, v4
	v_mov_b32_e32 v62, v131
	v_mov_b32_e32 v63, v131
	v_mov_b32_e32 v60, v131
	v_mov_b32_e32 v61, v131
	v_mov_b32_e32 v58, v131
	v_mov_b32_e32 v59, v131
	v_mov_b32_e32 v56, v131
	v_mov_b32_e32 v57, v131
	v_mov_b32_e32 v54, v131
	v_mov_b32_e32 v55, v131
	v_mov_b32_e32 v52, v131
	v_mov_b32_e32 v53, v131
	v_mov_b32_e32 v50, v131
	v_mov_b32_e32 v51, v131
	v_mov_b32_e32 v48, v131
	v_mov_b32_e32 v49, v131
	v_mov_b32_e32 v46, v131
	v_mov_b32_e32 v47, v131
	v_mov_b32_e32 v44, v131
	v_mov_b32_e32 v45, v131
	v_mov_b32_e32 v42, v131
	v_mov_b32_e32 v43, v131
	v_mov_b32_e32 v40, v131
	v_mov_b32_e32 v41, v131
	v_mov_b32_e32 v38, v131
	v_mov_b32_e32 v39, v131
	v_mov_b32_e32 v36, v131
	v_mov_b32_e32 v37, v131
	v_mov_b32_e32 v34, v131
	v_mov_b32_e32 v35, v131
	v_mov_b32_e32 v32, v131
	v_mov_b32_e32 v33, v131
	v_mov_b32_e32 v30, v131
	v_mov_b32_e32 v31, v131
	v_mov_b32_e32 v28, v131
	v_mov_b32_e32 v29, v131
	v_mov_b32_e32 v26, v131
	v_mov_b32_e32 v27, v131
	v_mov_b32_e32 v24, v131
	v_mov_b32_e32 v25, v131
	v_mov_b32_e32 v22, v131
	v_mov_b32_e32 v23, v131
	v_mov_b32_e32 v20, v131
	v_mov_b32_e32 v21, v131
	v_mov_b32_e32 v18, v131
	v_mov_b32_e32 v19, v131
	v_mov_b32_e32 v16, v131
	v_mov_b32_e32 v17, v131
	v_mov_b32_e32 v14, v131
	v_mov_b32_e32 v15, v131
	v_mov_b32_e32 v12, v131
	v_mov_b32_e32 v13, v131
	v_mov_b32_e32 v10, v131
	v_mov_b32_e32 v11, v131
	v_mov_b32_e32 v8, v131
	v_mov_b32_e32 v9, v131
	v_mov_b32_e32 v6, v131
	v_mov_b32_e32 v7, v131
	v_mov_b32_e32 v4, v131
	v_mov_b32_e32 v5, v131
	v_mov_b32_e32 v2, v131
	v_mov_b32_e32 v3, v131
	v_mov_b32_e32 v0, v131
	v_mov_b32_e32 v1, v131
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v141, 31, v140
	v_lshl_add_u64 v[64:65], s[14:15], 0, v[140:141]
	v_lshl_add_u64 v[66:67], v[64:65], 0, v[130:131]
	.loc	1 106 30                        ; triton_peers.py:106:30 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[142:143], v[64:65], 0, v[132:133]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[64:67], v[66:67], off
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v139, 31, v138
	v_lshl_add_u64 v[136:137], v[134:135], 0, v[138:139]
	v_add_u32_e32 v139, 0, v161
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v242, v241, v241
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s20, s20, 32
	v_add_u32_e32 v138, s2, v138
	v_add_u32_e32 v140, s3, v140
	s_cmp_lt_i32 s20, s16
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	global_load_dwordx2 v[142:143], v[142:143], off offset:128
	v_add_u32_e32 v64, 0, v160
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[244:247], v144
	ds_read_b128 v[248:251], v64
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[244:251], v[80:87], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[244:247], v139
	ds_read_b128 v[248:251], v235
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v139, 0, v153
	s_waitcnt vmcnt(0)
	ds_write_b64 v236, v[142:143]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[252:255], v[136:137], off
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[244:251], v[88:95], v[64:79]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[244:247], v145
	ds_read_b128 v[248:251], v139
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v237, v[252:253]
	ds_write_b64 v238, v[254:255]
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[244:251], v[96:103], v[64:79]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[246:247], v239
.Ltmp7:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 15
	s_nop 0
	v_max_f32_e32 v136, v65, v65
	v_max_f32_e32 v137, v64, v64
	v_max3_f32 v139, v67, v68, v69
	v_max3_f32 v142, v73, v74, v75
	v_max3_f32 v143, v76, v77, v78
	v_max_f32_e32 v136, v137, v136
	v_max3_f32 v141, v70, v71, v72
	v_max3_f32 v137, v142, v143, v79
	v_max3_f32 v136, v136, v66, v139
	v_max3_f32 v136, v136, v141, v137
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_permlane32_swap_b32_e32 v136, v137
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v137, v137, v137
	v_max_f32_e32 v136, v136, v136
	v_max_f32_e32 v136, v136, v137
.Ltmp10:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v136, s10, v136
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v136, v242, v136
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[72:73], s[10:11], v[72:73], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[10:11], v[74:75], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[10:11], v[76:77], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[10:11], v[78:79], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v137, v241, v136
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v142, v137
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v242, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v243, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v242, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v243, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[142:143] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_permlane32_swap_b32_e32 v242, v243
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[142:143] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[246:247], v[242:243], v[48:63]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[246:247], v240
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_mul_f32_e64 v36, v36, v142
	v_mul_f32_e64 v37, v37, v142
	v_mul_f32_e64 v38, v38, v142
	v_mul_f32_e64 v39, v39, v142
	v_pk_mul_f32 v[40:41], v[40:41], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[142:143] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[246:247], v[242:243], v[32:47]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[246:247], v239 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_mul_f32_e64 v20, v20, v142
	v_mul_f32_e64 v21, v21, v142
	v_mul_f32_e64 v22, v22, v142
	v_mul_f32_e64 v23, v23, v142
	v_pk_mul_f32 v[24:25], v[24:25], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[142:143] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[246:247], v[242:243], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[246:247], v240 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_mul_f32_e64 v4, v4, v142
	v_mul_f32_e64 v5, v5, v142
	v_mul_f32_e64 v6, v6, v142
	v_mul_f32_e64 v7, v7, v142
	v_pk_mul_f32 v[8:9], v[8:9], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[142:143] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[142:143] op_sel_hi:[1,0]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[246:247], v[242:243], v[0:15]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[242:243], v239 offset:2048
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v244, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v245, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v244, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v245, v78, v79, 1.0 op_sel:[0,0,0,1]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp12:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v244, v245
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
.Ltmp14:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[242:243], v[244:245], v[48:63]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[242:243], v240 offset:2048
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v70, v76, v78
	v_add_f32_e64 v71, v77, v79
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v241, v136
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp16:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[242:243], v[244:245], v[32:47]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[242:243], v239 offset:2112
	ds_read_b64_tr_b8 v[246:247], v240 offset:2112
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp19:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v137, v64, v65
.Ltmp20:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v137, v234, v142
	v_mov_b32_e32 v234, v137
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[242:243], v[244:245], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[246:247], v[244:245], v[0:15]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.Ltmp21:
.LBB0_3:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v136, 0xff800000
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
	v_mov_b32_e32 v137, v15
.LBB0_4:                                ; %Flow891
	s_load_dwordx2 s[42:43], s[0:1], 0x58
	s_load_dword s33, s[0:1], 0x60
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	s_lshr_b32 s0, s29, 1
	s_or_b32 s0, s0, s28
.Ltmp22:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s16, 0x7fffff7f
.Ltmp23:
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v138, s0, v147
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph55
	.loc	1 0 18 is_stmt 0                ; triton_peers.py:0:18
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v64, v159, s0, v158 bitop3:0x36
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v65, v123, v229, s0
	v_perm_b32 v66, v230, v231, s0
	v_lshl_or_b32 v87, v66, 16, v65
	v_perm_b32 v65, v122, v218, s0
	v_perm_b32 v66, v220, v226, s0
	v_lshl_or_b32 v86, v66, 16, v65
	v_perm_b32 v65, v121, v209, s0
	v_perm_b32 v66, v210, v212, s0
	v_lshl_or_b32 v85, v66, 16, v65
	v_perm_b32 v65, v120, v200, s0
	v_perm_b32 v66, v201, v203, s0
	v_lshl_or_b32 v84, v66, 16, v65
	v_perm_b32 v65, v115, v192, s0
	v_perm_b32 v66, v193, v195, s0
	v_lshl_or_b32 v83, v66, 16, v65
	v_perm_b32 v65, v114, v185, s0
	v_perm_b32 v66, v186, v188, s0
	v_lshl_or_b32 v82, v66, 16, v65
	v_perm_b32 v65, v113, v176, s0
	v_perm_b32 v66, v177, v179, s0
	v_lshl_or_b32 v81, v66, 16, v65
	v_perm_b32 v65, v112, v167, s0
	v_perm_b32 v66, v168, v170, s0
	v_lshl_or_b32 v80, v66, 16, v65
	v_perm_b32 v65, v111, v228, s0
	v_perm_b32 v66, v232, v233, s0
	v_lshl_or_b32 v95, v66, 16, v65
	v_perm_b32 v65, v110, v221, s0
	v_perm_b32 v66, v222, v223, s0
	v_lshl_or_b32 v94, v66, 16, v65
	v_perm_b32 v65, v109, v213, s0
	v_perm_b32 v66, v214, v215, s0
	v_lshl_or_b32 v93, v66, 16, v65
	v_perm_b32 v65, v108, v204, s0
	v_perm_b32 v66, v205, v206, s0
	v_lshl_or_b32 v92, v66, 16, v65
	v_perm_b32 v65, v107, v189, s0
	v_perm_b32 v66, v196, v197, s0
	v_lshl_or_b32 v91, v66, 16, v65
	v_perm_b32 v65, v106, v180, s0
	v_perm_b32 v66, v181, v182, s0
	v_lshl_or_b32 v90, v66, 16, v65
	v_perm_b32 v65, v105, v171, s0
	v_perm_b32 v66, v172, v173, s0
	v_lshl_or_b32 v89, v66, 16, v65
	v_perm_b32 v65, v104, v162, s0
	v_perm_b32 v66, v163, v164, s0
	v_lshl_or_b32 v88, v66, 16, v65
	v_perm_b32 v66, v127, v224, s0
	v_perm_b32 v67, v225, v227, s0
	v_lshl_or_b32 v103, v67, 16, v66
	v_perm_b32 v66, v126, v216, s0
	v_perm_b32 v67, v217, v219, s0
	v_lshl_or_b32 v102, v67, 16, v66
	v_perm_b32 v66, v125, v207, s0
	v_perm_b32 v67, v208, v211, s0
	v_lshl_or_b32 v101, v67, 16, v66
	v_perm_b32 v66, v124, v198, s0
	v_perm_b32 v67, v199, v202, s0
	v_lshl_or_b32 v100, v67, 16, v66
	v_perm_b32 v66, v119, v190, s0
	v_perm_b32 v67, v191, v194, s0
	v_lshl_or_b32 v99, v67, 16, v66
	v_perm_b32 v66, v118, v183, s0
	v_perm_b32 v67, v184, v187, s0
	v_lshl_or_b32 v98, v67, 16, v66
	v_perm_b32 v66, v117, v174, s0
	v_perm_b32 v67, v175, v178, s0
	v_mov_b32_e32 v68, 0x420
	v_lshl_or_b32 v97, v67, 16, v66
	v_perm_b32 v66, v116, v165, s0
	v_perm_b32 v67, v166, v169, s0
	v_cndmask_b32_e64 v68, v68, 0, vcc
	v_or_b32_e32 v69, v150, v151
	v_and_or_b32 v70, v148, 8, v149
.Ltmp24:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s28, s28, s13
	v_lshl_or_b32 v96, v67, 16, v66
	v_xor_b32_e32 v66, v155, v152
	v_bitop3_b32 v71, v150, v70, v151 bitop3:0x36
	v_bitop3_b32 v69, v69, v68, v70 bitop3:0xde
	v_add_u32_e32 v70, s28, v154
.Ltmp25:
	.loc	1 97 18                         ; triton_peers.py:97:18 @[ triton_peers.py:148:29 ]
	v_lshrrev_b32_e32 v139, 3, v146
	v_bitop3_b32 v65, v157, v156, 48 bitop3:0x6c
	v_xor_b32_e32 v67, 8, v66
	v_bitop3_b32 v68, v71, 32, v68 bitop3:0x36
.Ltmp26:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_subrev_u32_e32 v70, s12, v70
.Ltmp27:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s44, s16, 0x80
.Ltmp28:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v140, 3, v139
	v_or_b32_e32 v141, 2, v139
	v_or_b32_e32 v142, 9, v139
	v_or_b32_e32 v143, 8, v139
	v_or_b32_e32 v146, 11, v139
	v_or_b32_e32 v147, 10, v139
	v_or_b32_e32 v234, 17, v139
	v_or_b32_e32 v235, 16, v139
	v_or_b32_e32 v236, 19, v139
	v_or_b32_e32 v237, 18, v139
	v_or_b32_e32 v238, 25, v139
	v_or_b32_e32 v239, 24, v139
	v_or_b32_e32 v240, 27, v139
	v_or_b32_e32 v241, 26, v139
	v_or_b32_e32 v242, 1, v139
	.loc	1 109 47                        ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v243, s4, v138
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	v_mov_b32_e32 v133, 0
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v104, s27, v70
	s_lshl_b32 s45, s27, 5
	v_mul_lo_u32 v106, s24, v70
	s_lshl_b32 s46, s24, 5
	v_add_u32_e32 v108, 0, v160
	v_add_u32_e32 v109, 0, v161
	v_add_u32_e32 v110, 0, v64
	v_add_u32_e32 v111, 0, v65
	v_add_u32_e32 v112, 0, v153
	v_add_u32_e32 v113, 0, v66
	v_add_u32_e32 v114, 0, v67
	v_add_u32_e32 v115, 0, v69
	v_add_u32_e32 v116, 0, v68
	v_mov_b32_e32 v117, 0xff800000
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v107, 31, v106
	v_lshl_add_u64 v[64:65], s[14:15], 0, v[106:107]
	v_lshl_add_u64 v[66:67], v[64:65], 0, v[130:131]
	.loc	1 106 30                        ; triton_peers.py:106:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[120:121], v[64:65], 0, v[132:133]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[64:67], v[66:67], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[118:119], v[134:135], 0, v[104:105]
	.loc	1 101 20                        ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v122, s16, v139
	v_add_u32_e32 v123, s16, v242
	v_add_u32_e32 v125, s16, v140
	v_add_u32_e32 v126, s16, v143
	v_add_u32_e32 v127, s16, v142
	v_add_u32_e32 v151, s16, v234
	v_add_u32_e32 v152, s16, v237
	v_add_u32_e32 v153, s16, v236
	v_add_u32_e32 v154, s16, v239
	v_add_u32_e32 v155, s16, v238
	v_add_u32_e32 v156, s16, v241
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v122, v243
	v_cmp_le_i32_e64 s[40:41], v123, v243
	v_add_u32_e32 v124, s16, v141
	v_add_u32_e32 v148, s16, v147
	v_add_u32_e32 v149, s16, v146
	v_add_u32_e32 v150, s16, v235
	v_add_u32_e32 v157, s16, v240
	v_cmp_le_i32_e64 s[0:1], v125, v243
	v_cmp_le_i32_e64 s[4:5], v127, v243
	v_cmp_le_i32_e64 s[6:7], v126, v243
	v_cmp_le_i32_e64 s[22:23], v151, v243
	v_cmp_le_i32_e64 s[26:27], v153, v243
	v_cmp_le_i32_e64 s[28:29], v152, v243
	v_cmp_le_i32_e64 s[30:31], v155, v243
	v_cmp_le_i32_e64 s[34:35], v154, v243
	v_cmp_le_i32_e64 s[38:39], v156, v243
	v_cmp_le_i32_e64 s[2:3], v124, v243
	v_cmp_le_i32_e64 s[12:13], v149, v243
	v_cmp_le_i32_e64 s[20:21], v148, v243
	v_cmp_le_i32_e64 s[24:25], v150, v243
	v_cmp_le_i32_e64 s[36:37], v157, v243
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v158, v136, v136
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s16, s16, 32
	v_add_u32_e32 v104, s45, v104
	v_add_u32_e32 v106, s46, v106
	s_cmp_lt_i32 s16, s44
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v129, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	global_load_dwordx2 v[120:121], v[120:121], off offset:128
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[160:163], v144
	ds_read_b128 v[164:167], v108
	ds_read_b128 v[168:171], v109
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[160:167], v[80:87], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[172:175], v110
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v111, v[120:121]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[168:175], v[88:95], v[64:79]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[168:171], v[118:119], off
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[160:163], v145
	ds_read_b128 v[164:167], v112
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b64 v113, v[168:169]
	ds_write_b64 v114, v[170:171]
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[160:167], v[96:103], v[64:79]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[124:125], v115
	ds_read_b64_tr_b8 v[126:127], v115 offset:2112
	ds_read_b64_tr_b8 v[148:149], v115 offset:64
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 14
	v_cndmask_b32_e64 v65, v117, v65, s[40:41]
	v_cndmask_b32_e32 v64, v117, v64, vcc
	v_cndmask_b32_e64 v67, v117, v67, s[0:1]
	v_cndmask_b32_e64 v69, v117, v69, s[4:5]
	v_cndmask_b32_e64 v68, v117, v68, s[6:7]
	v_cndmask_b32_e64 v73, v117, v73, s[22:23]
	v_cndmask_b32_e64 v75, v117, v75, s[26:27]
	v_cndmask_b32_e64 v74, v117, v74, s[28:29]
	v_cndmask_b32_e64 v77, v117, v77, s[30:31]
	v_cndmask_b32_e64 v76, v117, v76, s[34:35]
	v_cndmask_b32_e64 v78, v117, v78, s[38:39]
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v105, v65, v65
	v_max_f32_e32 v107, v64, v64
.Ltmp30:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v66, v117, v66, s[2:3]
	v_cndmask_b32_e64 v71, v117, v71, s[12:13]
	v_cndmask_b32_e64 v70, v117, v70, s[20:21]
	v_cndmask_b32_e64 v72, v117, v72, s[24:25]
	v_cndmask_b32_e64 v79, v117, v79, s[36:37]
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v118, v67, v68, v69
	v_max3_f32 v120, v73, v74, v75
	v_max3_f32 v121, v76, v77, v78
	v_max_f32_e32 v105, v107, v105
	v_max3_f32 v119, v70, v71, v72
	v_max3_f32 v107, v120, v121, v79
	v_max3_f32 v105, v105, v66, v118
	v_max3_f32 v105, v105, v119, v107
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v107, v105
	s_nop 1
	v_permlane32_swap_b32_e32 v105, v107
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v107, v107, v107
	v_max_f32_e32 v105, v105, v105
	v_max_f32_e32 v105, v105, v107
.Ltmp34:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v105, s10, v105
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v118, v158, v105
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v105, v136, v118
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v120, v105
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v122, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v123, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v122, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v123, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[120:121] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v122, v123
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[120:121] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[124:125], v[122:123], v[48:63]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[124:125], v116
	ds_read_b64_tr_b8 v[150:151], v116 offset:2112
	ds_read_b64_tr_b8 v[152:153], v116 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v36, v36, v120
	v_mul_f32_e64 v37, v37, v120
	v_pk_mul_f32 v[38:39], v[38:39], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[120:121] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[124:125], v[122:123], v[32:47]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_fma_f32 v72, s10, v72, -v118
	v_fma_f32 v73, s11, v73, -v118
	v_fma_f32 v76, s10, v76, -v118
	v_fma_f32 v77, s11, v77, -v118
	v_fma_f32 v74, s10, v74, -v118
	v_fma_f32 v75, s11, v75, -v118
	v_pk_fma_f32 v[78:79], s[10:11], v[78:79], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v76, v76
	.loc	1 116 19 is_stmt 1              ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[148:149], v[122:123], v[16:31]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v124, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v125, v76, v77, 1.0
	.loc	1 116 19 is_stmt 0              ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[152:153], v[122:123], v[0:15]
	.loc	1 115 17 is_stmt 1              ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[122:123], v115 offset:2048
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v124, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v125, v78, v79, 1.0 op_sel:[0,0,0,1]
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
.Ltmp36:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v124, v125
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
.Ltmp38:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[122:123], v[124:125], v[48:63]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[122:123], v116 offset:2048
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v70, v76, v78
	v_add_f32_e64 v71, v77, v79
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v136, v118
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp40:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[122:123], v[124:125], v[32:47]
.Ltmp41:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp42:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp44:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v64, v137, v120
	v_mov_b32_e32 v137, v64
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[126:127], v[124:125], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[150:151], v[124:125], v[0:15]
	s_cbranch_scc1 .LBB0_6
.Ltmp45:
; %bb.7:                                ; %._crit_edge56.loopexit
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_mov_b32_e32 v137, v64
.LBB0_8:                                ; %._crit_edge56
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v64, s[0:1], v137, v137, s19
	v_rcp_f32_e32 v65, v64
	v_div_scale_f32 v66, vcc, s19, v137, s19
	.loc	1 156 24                        ; triton_peers.py:156:24
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s42, s18
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
	s_mul_i32 s0, s43, s17
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
	v_div_fixup_f32 v64, v64, v137, s19
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v80, v138, s33
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
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
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v81, 31, v80
	s_addc_u32 s1, s3, s1
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[70:71], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[74:75], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[14:15], v[64:65] op_sel_hi:[1,0]
	.loc	1 157 26                        ; triton_peers.py:157:26
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
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[32:33], v[80:81], 1, s[0:1]
	v_mov_b32_e32 v129, 0
	.loc	1 157 26                        ; triton_peers.py:157:26
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
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[128:129]
	.loc	1 157 26                        ; triton_peers.py:157:26
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
	.loc	1 157 9 is_stmt 0               ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[0:3], off
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	.loc	1 157 26                        ; triton_peers.py:157:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 157 9                         ; triton_peers.py:157:9
	global_store_dwordx4 v[32:33], v[16:19], off offset:128
	global_store_dwordx4 v[32:33], v[20:23], off offset:160
	global_store_dwordx4 v[32:33], v[24:27], off offset:192
	global_store_dwordx4 v[32:33], v[28:31], off offset:224
	.loc	1 121 5 is_stmt 1               ; triton_peers.py:121:5
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
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 47
		.amdhsa_accum_offset 256
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
	.set .Lattn_fwd.num_vgpr, 256
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 47
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6976
; TotalNumSgprs: 53
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 53
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
	.byte	7                               ; Abbreviation Code
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
	.byte	4                               ; Abbrev [4] 0x81:0x48 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	148                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	7                               ; Abbrev [7] 0x8d:0x21 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp7                          ; DW_AT_low_pc
	.long	.Ltmp10-.Ltmp7                  ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xa1:0xc DW_TAG_inlined_subroutine
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
	.byte	6                               ; Abbrev [6] 0xba:0xd DW_TAG_inlined_subroutine
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
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
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
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
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
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
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
