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
	s_abs_i32 s28, s14
	v_cvt_f32_u32_e32 v1, s28
	s_sub_i32 s31, 0, s28
	s_abs_i32 s29, s17
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_readfirstlane_b32 s30, v0
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s14, s17, s14
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s11, s30, 0xc0
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_ashr_i32 s14, s14, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshlrev_b32_e32 v7, 4, v0
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_and_b32_e32 v14, 0x70, v7
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s33, v1
	s_mul_i32 s31, s31, s33
	s_mul_hi_u32 s31, s33, s31
	s_add_i32 s33, s33, s31
	s_mul_hi_u32 s31, s29, s33
	s_mul_i32 s33, s31, s28
	s_sub_i32 s29, s29, s33
	s_add_i32 s34, s31, 1
	s_sub_i32 s33, s29, s28
	s_cmp_ge_u32 s29, s28
	s_cselect_b32 s31, s34, s31
	s_cselect_b32 s29, s33, s29
	s_add_i32 s33, s31, 1
	s_cmp_ge_u32 s29, s28
	s_cselect_b32 s28, s33, s31
	s_xor_b32 s28, s28, s14
	s_sub_i32 s29, s28, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_and_b32 s74, s30, 0x80
	s_and_b32 s28, s30, 64
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 6
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v1, 63, v0
	s_lshr_b32 s33, s74, 2
	s_lshr_b32 s75, s28, 1
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	s_ashr_i32 s14, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v6, s11, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v2, 3, v6
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s14
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_or_b32_e32 v2, s16, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s15, s14, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v3, 32, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s14
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v2, s21
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s15
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v4, v3, s21
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 135 21 is_stmt 1              ; triton_peers.py:135:21
	v_mov_b32_e32 v15, 0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	.loc	1 135 21                        ; triton_peers.py:135:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	global_load_dwordx4 v[16:19], v[2:3], off
	global_load_dwordx4 v[20:23], v[4:5], off
	v_lshlrev_b32_e32 v12, 4, v6
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_and_b32_e32 v128, 31, v0
	v_and_b32_e32 v129, 32, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v4, 3, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v5, 2, v0
	v_bfe_i32 v135, v0, 3, 1
	v_lshlrev_b32_e32 v138, 5, v0
	v_and_b32_e32 v136, 16, v0
	v_lshlrev_b32_e32 v137, 6, v0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v11, 2, v6
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_bitop3_b32 v0, v12, v0, 48 bitop3:0x78
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s15, 0x70
	v_add_u32_e32 v1, s11, v1
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_add_u32_e32 v132, 0, v0
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v0, s16, v11
	v_lshrrev_b32_e32 v142, 2, v1
	v_lshrrev_b32_e32 v141, 3, v1
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v1, v12, v6, s15 bitop3:0x78
	.loc	1 134 57                        ; triton_peers.py:134:57
	v_mul_lo_u32 v0, v0, s21
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v131, 0, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v2, 48, v7
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_mov_b32_e32 v3, v15
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	.loc	1 137 26                        ; triton_peers.py:137:26
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 140 22                        ; triton_peers.py:140:22
	s_mul_i32 s22, s22, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v9, 1, v129
	v_and_b32_e32 v8, 0x70, v4
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_lshlrev_b32_e32 v10, 6, v128
	v_and_b32_e32 v140, 8, v4
	v_bitop3_b32 v4, v5, v9, 48 bitop3:0x6c
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_lshl_b32 s15, s28, 6
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_lshl_b32 s2, s28, 5
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_ashr_i32 s3, s22, 31
	.loc	1 140 38 is_stmt 0              ; triton_peers.py:140:38
	s_mul_i32 s11, s29, s23
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v7, 7, v128
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_and_b32_e32 v139, 48, v5
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s20, 0x60
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s25, s25, s18
	v_bitop3_b32 v5, v10, v9, v139 bitop3:0x36
	v_xor_b32_e32 v134, 32, v5
	v_add_u32_e32 v130, 0, v5
	v_bitop3_b32 v143, v7, v9, v8 bitop3:0x36
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s29, s29, s26
	s_mov_b32 s14, 0
	v_cmp_eq_u32_e32 vcc, 0, v129
	v_xor_b32_e32 v144, 32, v143
	v_xor_b32_e32 v145, 64, v143
	v_add_u32_e32 v133, 0, v143
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	s_waitcnt vmcnt(1)
	ds_write_b128 v131, v[16:19]
	s_waitcnt vmcnt(0)
	ds_write_b128 v131, v[20:23] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	global_load_dwordx4 v[16:19], v[0:1], off offset:128
	v_or3_b32 v1, s2, v4, v10
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s2, s4, s22
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v0, s15, v8, v9 bitop3:0xf6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s3, s5, s3
	s_ashr_i32 s4, s11, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_or_b32_e32 v4, v0, v7
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s2, s2, s11
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v0, v0, s20, v7 bitop3:0x36
	.loc	1 137 18                        ; triton_peers.py:137:18
	v_add_u32_e32 v5, 0, v1
	v_xad_u32 v1, v1, 32, 0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v6, 0, v4
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s3, s3, s4
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s4, s25, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_xad_u32 v7, v4, 32, 0
	v_xad_u32 v4, v4, 64, 0
	v_add_u32_e32 v0, 0, v0
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_add_u32 s5, s6, s25
	.loc	1 135 13                        ; triton_peers.py:135:13
	ds_read_b128 v[100:103], v6
	ds_read_b128 v[104:107], v7
	ds_read_b128 v[88:91], v4
	ds_read_b128 v[92:95], v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s6, s7, s4
	s_ashr_i32 s7, s29, 31
	s_add_u32 s4, s5, s29
	s_addc_u32 s5, s6, s7
	.loc	1 145 16                        ; triton_peers.py:145:16
	s_sub_i32 s6, s13, s12
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s76, s6, s16
	v_lshl_add_u64 v[112:113], s[2:3], 0, v[2:3]
.Ltmp2:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s76, 1
.Ltmp3:
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshrrev_b32_e32 v152, 8, v100
	v_lshrrev_b32_e32 v153, 16, v100
	v_lshrrev_b32_e32 v154, 24, v100
	v_lshrrev_b32_e32 v161, 8, v101
	v_lshrrev_b32_e32 v162, 16, v101
	v_lshrrev_b32_e32 v163, 24, v101
	v_lshrrev_b32_e32 v170, 8, v102
	v_lshrrev_b32_e32 v171, 16, v102
	v_lshrrev_b32_e32 v172, 24, v102
	v_lshrrev_b32_e32 v184, 8, v103
	v_lshrrev_b32_e32 v185, 16, v103
	v_lshrrev_b32_e32 v187, 24, v103
	v_lshrrev_b32_e32 v193, 8, v104
	v_lshrrev_b32_e32 v194, 16, v104
	v_lshrrev_b32_e32 v196, 24, v104
	v_lshrrev_b32_e32 v202, 8, v105
	v_lshrrev_b32_e32 v203, 16, v105
	v_lshrrev_b32_e32 v205, 24, v105
	v_lshrrev_b32_e32 v208, 8, v106
	v_lshrrev_b32_e32 v209, 16, v106
	v_lshrrev_b32_e32 v211, 24, v106
	v_lshrrev_b32_e32 v212, 8, v107
	v_lshrrev_b32_e32 v213, 16, v107
	v_lshrrev_b32_e32 v216, 24, v107
	v_lshrrev_b32_e32 v146, 8, v88
	v_lshrrev_b32_e32 v147, 16, v88
	v_lshrrev_b32_e32 v148, 24, v88
	v_lshrrev_b32_e32 v155, 8, v89
	v_lshrrev_b32_e32 v156, 16, v89
	v_lshrrev_b32_e32 v157, 24, v89
	v_lshrrev_b32_e32 v164, 8, v90
	v_lshrrev_b32_e32 v165, 16, v90
	v_lshrrev_b32_e32 v166, 24, v90
	v_lshrrev_b32_e32 v173, 8, v91
	v_lshrrev_b32_e32 v174, 16, v91
	v_lshrrev_b32_e32 v175, 24, v91
	v_lshrrev_b32_e32 v179, 8, v92
	v_lshrrev_b32_e32 v180, 16, v92
	v_lshrrev_b32_e32 v181, 24, v92
	v_lshrrev_b32_e32 v188, 8, v93
	v_lshrrev_b32_e32 v189, 16, v93
	v_lshrrev_b32_e32 v190, 24, v93
	v_lshrrev_b32_e32 v197, 8, v94
	v_lshrrev_b32_e32 v198, 16, v94
	v_lshrrev_b32_e32 v199, 24, v94
	v_lshrrev_b32_e32 v214, 8, v95
	v_lshrrev_b32_e32 v215, 16, v95
	v_lshrrev_b32_e32 v217, 24, v95
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[114:115], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[116:117], s[4:5], 0, v[14:15]
.Ltmp5:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_waitcnt vmcnt(0)
	ds_write_b128 v132, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[96:99], v5
	ds_read_b128 v[108:111], v1
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v149, 8, v96
	v_lshrrev_b32_e32 v150, 16, v96
	v_lshrrev_b32_e32 v151, 24, v96
	v_lshrrev_b32_e32 v158, 8, v97
	v_lshrrev_b32_e32 v159, 16, v97
	v_lshrrev_b32_e32 v160, 24, v97
	v_lshrrev_b32_e32 v167, 8, v98
	v_lshrrev_b32_e32 v168, 16, v98
	v_lshrrev_b32_e32 v169, 24, v98
	v_lshrrev_b32_e32 v176, 8, v99
	v_lshrrev_b32_e32 v177, 16, v99
	v_lshrrev_b32_e32 v178, 24, v99
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v182, 8, v108
	v_lshrrev_b32_e32 v183, 16, v108
	v_lshrrev_b32_e32 v186, 24, v108
	v_lshrrev_b32_e32 v191, 8, v109
	v_lshrrev_b32_e32 v192, 16, v109
	v_lshrrev_b32_e32 v195, 24, v109
	v_lshrrev_b32_e32 v200, 8, v110
	v_lshrrev_b32_e32 v201, 16, v110
	v_lshrrev_b32_e32 v204, 24, v110
	v_lshrrev_b32_e32 v206, 8, v111
	v_lshrrev_b32_e32 v207, 16, v111
	v_lshrrev_b32_e32 v210, 24, v111
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v1, v107, v212, s2
	v_perm_b32 v2, v213, v216, s2
	v_lshl_or_b32 v71, v2, 16, v1
	v_perm_b32 v1, v106, v208, s2
	v_perm_b32 v2, v209, v211, s2
	v_lshl_or_b32 v70, v2, 16, v1
	v_perm_b32 v1, v105, v202, s2
	v_perm_b32 v2, v203, v205, s2
	v_lshl_or_b32 v69, v2, 16, v1
	v_perm_b32 v1, v104, v193, s2
	v_perm_b32 v2, v194, v196, s2
	v_lshl_or_b32 v68, v2, 16, v1
	v_perm_b32 v1, v103, v184, s2
	v_perm_b32 v2, v185, v187, s2
	v_lshl_or_b32 v67, v2, 16, v1
	v_perm_b32 v1, v102, v170, s2
	v_perm_b32 v2, v171, v172, s2
	v_lshl_or_b32 v66, v2, 16, v1
	v_perm_b32 v1, v101, v161, s2
	v_perm_b32 v2, v162, v163, s2
	v_lshl_or_b32 v65, v2, 16, v1
	v_perm_b32 v1, v100, v152, s2
	v_perm_b32 v2, v153, v154, s2
	v_lshl_or_b32 v64, v2, 16, v1
	v_perm_b32 v1, v95, v214, s2
	v_perm_b32 v2, v215, v217, s2
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v94, v197, s2
	v_perm_b32 v2, v198, v199, s2
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v93, v188, s2
	v_perm_b32 v2, v189, v190, s2
	v_lshl_or_b32 v77, v2, 16, v1
	v_perm_b32 v1, v92, v179, s2
	v_perm_b32 v2, v180, v181, s2
	v_lshl_or_b32 v76, v2, 16, v1
	v_perm_b32 v1, v91, v173, s2
	v_perm_b32 v2, v174, v175, s2
	v_lshl_or_b32 v75, v2, 16, v1
	v_perm_b32 v1, v90, v164, s2
	v_perm_b32 v2, v165, v166, s2
	v_lshl_or_b32 v74, v2, 16, v1
	v_perm_b32 v1, v89, v155, s2
	v_perm_b32 v2, v156, v157, s2
	v_lshl_or_b32 v73, v2, 16, v1
	v_perm_b32 v1, v88, v146, s2
	v_perm_b32 v2, v147, v148, s2
	v_lshl_or_b32 v72, v2, 16, v1
	v_perm_b32 v1, v111, v206, s2
	v_perm_b32 v2, v207, v210, s2
	v_lshl_or_b32 v87, v2, 16, v1
	v_perm_b32 v1, v110, v200, s2
	v_perm_b32 v2, v201, v204, s2
	v_lshl_or_b32 v86, v2, 16, v1
	v_perm_b32 v1, v109, v191, s2
	v_perm_b32 v2, v192, v195, s2
	v_lshl_or_b32 v85, v2, 16, v1
	v_perm_b32 v1, v108, v182, s2
	v_perm_b32 v2, v183, v186, s2
	v_lshl_or_b32 v84, v2, 16, v1
	v_perm_b32 v1, v99, v176, s2
	v_perm_b32 v2, v177, v178, s2
	v_lshl_or_b32 v83, v2, 16, v1
	v_perm_b32 v1, v98, v167, s2
	v_perm_b32 v2, v168, v169, s2
	v_lshl_or_b32 v82, v2, 16, v1
	v_perm_b32 v1, v97, v158, s2
	v_perm_b32 v2, v159, v160, s2
	v_lshl_or_b32 v81, v2, 16, v1
	v_perm_b32 v1, v96, v149, s2
	v_perm_b32 v2, v150, v151, s2
	v_lshl_or_b32 v80, v2, 16, v1
	s_movk_i32 s3, 0x110
	v_mov_b32_e32 v1, 0x110
	v_and_b32_e32 v3, 0x4c0, v138
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_and_or_b32 v3, v135, s3, v3
	s_movk_i32 s3, 0xb80
	v_xor_b32_e32 v2, v1, v128
	v_bitop3_b32 v3, s33, v3, v136 bitop3:0xf6
	v_and_or_b32 v5, v137, s3, v139
	v_xor_b32_e32 v0, 0x60, v143
	v_bitop3_b32 v1, s75, v1, v128 bitop3:0xf6
	v_bitop3_b32 v2, s75, 32, v2 bitop3:0x36
	v_or_b32_e32 v4, v3, v140
	v_bitop3_b32 v3, v3, 32, v140 bitop3:0x36
	v_bitop3_b32 v5, s75, v5, v136 bitop3:0x36
	v_add_u32_e32 v6, 0, v140
	v_mov_b32_e32 v30, 0
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v32, 32, v141
	s_lshl_b32 s2, s28, 1
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_lshl_b32 s3, s24, 6
	s_lshl_b32 s4, s27, 6
	v_add_u32_e32 v218, 0, v0
	v_add_u32_e32 v219, 0, v1
	v_add_u32_e32 v220, 0, v2
	v_add_u32_e32 v221, 0, v4
	v_add_u32_e32 v222, 0, v3
	v_add_u32_e32 v223, v6, v5
	s_mov_b32 s5, 0
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
	v_mul_lo_u32 v224, s24, v142
	v_mul_lo_u32 v225, s24, v32
	v_mul_lo_u32 v120, s27, v32
	v_mul_lo_u32 v226, s24, v141
	v_mov_b32_e32 v227, 0xff800000
	v_mov_b32_e32 v228, 0
	v_mul_lo_u32 v122, s27, v141
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 34                        ; triton_peers.py:102:34 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v32, s14, v226
	v_add_u32_e32 v34, s14, v225
	.loc	1 102 25 is_stmt 0              ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[32:33], v[114:115], 0, v[32:33]
	v_lshl_add_u64 v[34:35], v[114:115], 0, v[34:35]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[36:39], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[32:35], v[34:35], off
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v118, s14, v224
	v_ashrrev_i32_e32 v119, 31, v118
	.loc	1 106 30 is_stmt 1              ; triton_peers.py:106:30 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[118:119], v[112:113], 0, v[118:119]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_barrier
	v_add_u32_e32 v48, 0, v144
	v_lshl_add_u32 v49, v128, 2, 0
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v230, s2, v49
	v_add_u32_e32 v229, s74, v49
	v_add_u32_e32 v124, 0, v145
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	v_ashrrev_i32_e32 v123, 31, v122
	v_lshl_add_u64 v[126:127], v[116:117], 0, v[120:121]
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v231, v227, v227
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s5, s5, 64
	s_add_i32 s14, s14, s3
	v_add_u32_e32 v120, s4, v120
	s_cmp_lt_i32 s5, s76
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v131, v[36:39]
	s_waitcnt vmcnt(0)
	ds_write_b128 v131, v[32:35] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[240:243], v[118:119], off offset:128
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[54:57], v48
	ds_read_b128 v[50:53], v133
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[50:57], v[64:71], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[232:235], v133 offset:4096
	ds_read_b128 v[236:239], v48 offset:4096
	v_add_u32_e32 v118, 0, v134
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[232:239], v[64:71], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[236:239], v218
	ds_read_b128 v[232:235], v124
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[232:239], v[72:79], v[32:47]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[232:235], v124 offset:4096
	ds_read_b128 v[236:239], v218 offset:4096
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[124:125], v[116:117], 0, v[122:123]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v122, s4, v122
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v132, v[240:243]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[232:239], v[72:79], v[48:63]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[236:239], v118
	ds_read_b128 v[232:235], v130
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[232:239], v[80:87], v[32:47]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[232:235], v130 offset:2048
	ds_read_b128 v[236:239], v118 offset:2048
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp7:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 15
	v_max_f32_e32 v118, v33, v33
.Ltmp8:
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[232:239], v[80:87], v[48:63]
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v119, v32, v32
	v_max3_f32 v121, v35, v36, v37
	v_max3_f32 v232, v41, v42, v43
	v_max3_f32 v233, v44, v45, v46
	v_max_f32_e32 v118, v119, v118
	v_max3_f32 v123, v38, v39, v40
	v_max3_f32 v118, v118, v34, v121
	s_nop 12
	v_max3_f32 v234, v47, v48, v49
	v_max3_f32 v235, v50, v51, v52
	v_max3_f32 v236, v53, v54, v55
	v_max3_f32 v237, v56, v57, v58
	v_max3_f32 v238, v59, v60, v61
	v_max3_f32 v119, v232, v233, v234
	v_max3_f32 v232, v235, v236, v237
	v_max3_f32 v233, v238, v62, v63
	v_max3_f32 v118, v118, v123, v119
	v_max3_f32 v118, v118, v232, v233
.Ltmp10:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v119, v118
	s_nop 1
	v_permlane32_swap_b32_e32 v118, v119
.Ltmp11:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v119, v119, v119
	v_max_f32_e32 v118, v118, v118
	v_max_f32_e32 v118, v118, v119
.Ltmp12:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v118, s10, v118
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v118, v231, v118
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], s[10:11], v[50:51], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], s[10:11], v[52:53], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], s[10:11], v[54:55], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], s[10:11], v[56:57], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], s[10:11], v[58:59], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], s[10:11], v[60:61], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], s[10:11], v[62:63], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v119, v227, v118
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v121, v119
	.loc	1 111 17 is_stmt 1              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v40, v40
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_write_b32 v230, v121
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[240:243], v[124:125], off
	global_load_dwordx4 v[244:247], v[126:127], off
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v119, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v124, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v127, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v231, v60, v61, 1.0
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_read_b32 v230, v229
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v123, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v125, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v126, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v229, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v119, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v124, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v127, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v231, v62, v63, 1.0 op_sel:[0,0,0,1]
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp14:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v123, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v125, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v126, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v229, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_lshrrev_b32_e32 v34, 8, v119
	v_lshrrev_b32_e32 v35, 24, v119
	v_lshrrev_b32_e32 v38, 8, v124
	v_lshrrev_b32_e32 v39, 24, v124
	v_lshrrev_b32_e32 v232, 8, v127
	v_lshrrev_b32_e32 v233, 8, v231
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[40:41], v[40:41], v[42:43]
.Ltmp16:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	ds_write_b8 v219, v119
	ds_write_b8_d16_hi v219, v119 offset:128
	ds_write_b8 v219, v124 offset:1024
	ds_write_b8_d16_hi v219, v124 offset:1152
	ds_write_b8 v219, v126 offset:2048
	v_lshrrev_b32_e32 v42, 8, v126
	ds_write_b8_d16_hi v219, v126 offset:2176
	v_lshrrev_b32_e32 v43, 24, v126
	ds_write_b8 v219, v229 offset:3072
	v_lshrrev_b32_e32 v119, 8, v229
	ds_write_b8_d16_hi v219, v229 offset:3200
	v_lshrrev_b32_e32 v124, 24, v229
	ds_write_b8 v220, v123 offset:512
	v_lshrrev_b32_e32 v126, 8, v123
	ds_write_b8_d16_hi v220, v123 offset:640
	v_lshrrev_b32_e32 v123, 24, v123
	ds_write_b8 v220, v125 offset:1536
	v_lshrrev_b32_e32 v229, 8, v125
	ds_write_b8_d16_hi v220, v125 offset:1664
	v_lshrrev_b32_e32 v125, 24, v125
	ds_write_b8 v220, v127 offset:2560
	ds_write_b8_d16_hi v220, v127 offset:2688
	v_lshrrev_b32_e32 v127, 24, v127
	ds_write_b8 v220, v231 offset:3584
	ds_write_b8_d16_hi v220, v231 offset:3712
	v_lshrrev_b32_e32 v231, 24, v231
	ds_write_b8 v219, v34 offset:64
	ds_write_b8 v219, v35 offset:192
	ds_write_b8 v219, v38 offset:1088
	ds_write_b8 v219, v39 offset:1216
	ds_write_b8 v219, v42 offset:2112
	ds_write_b8 v219, v43 offset:2240
	ds_write_b8 v219, v119 offset:3136
	ds_write_b8 v219, v124 offset:3264
	ds_write_b8 v220, v126 offset:576
	ds_write_b8 v220, v123 offset:704
	ds_write_b8 v220, v229 offset:1600
	ds_write_b8 v220, v125 offset:1728
	ds_write_b8 v220, v232 offset:2624
	ds_write_b8 v220, v127 offset:2752
	ds_write_b8 v220, v233 offset:3648
	ds_write_b8 v220, v231 offset:3776
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[232:233], v221
	ds_read_b64_tr_b8 v[236:237], v221 offset:2048
	ds_read_b64_tr_b8 v[234:235], v222 offset:512
	ds_read_b64_tr_b8 v[238:239], v222 offset:2560
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v131, v[240:243]
	s_waitcnt vmcnt(0)
	ds_write_b128 v131, v[244:247] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[244:245], v223 offset:4096
	ds_read_b64_tr_b8 v[246:247], v223 offset:5184
	ds_read_b64_tr_b8 v[240:241], v223
	ds_read_b64_tr_b8 v[242:243], v223 offset:1088
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[34:35], v[44:45], v[46:47]
	v_pk_add_f32 v[38:39], v[48:49], v[50:51]
.Ltmp18:
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[44:45], v223 offset:64
	ds_read_b64_tr_b8 v[46:47], v223 offset:1024
	ds_read_b64_tr_b8 v[48:49], v223 offset:4160
	ds_read_b64_tr_b8 v[50:51], v223 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[230:231] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[230:231] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[240:247], v[232:239], v[16:31]
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v42, v52, v54
	v_add_f32_e64 v43, v53, v55
	v_add_f32_e64 v32, v32, v36
	v_add_f32_e64 v33, v33, v37
	v_add_f32_e64 v34, v40, v34
	v_add_f32_e64 v35, v41, v35
	v_add_f32_e64 v36, v38, v42
	v_add_f32_e64 v37, v39, v43
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
	v_mov_b32_e32 v227, v118
.Ltmp20:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[44:51], v[232:239], v[0:15]
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v44, v56, v58
	v_add_f32_e64 v45, v57, v59
	v_add_f32_e64 v46, v60, v62
	v_add_f32_e64 v47, v61, v63
	v_add_f32_e64 v38, v44, v46
	v_add_f32_e64 v39, v45, v47
	v_add_f32_e64 v34, v36, v38
	v_add_f32_e64 v35, v37, v39
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp24:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v119, v32, v33
.Ltmp25:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v119, v228, v121
	v_mov_b32_e32 v228, v119
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp26:
; %bb.3:                                ; %Flow647
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s77, s[0:1], 0x60
.Ltmp27:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s76, 0x7fffffc0
	s_cbranch_scc1 .LBB0_6
.Ltmp28:
.LBB0_4:                                ; %._crit_edge.._crit_edge118_crit_edge
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	s_lshl_b32 s2, s28, 1
	v_lshlrev_b32_e32 v120, 2, v128
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v32, s2
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
	s_branch .LBB0_10
.LBB0_5:
	.loc	1 0 15 is_stmt 0                ; triton_peers.py:0:15
	v_mov_b32_e32 v118, 0xff800000
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
	v_mov_b32_e32 v119, 0
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s77, s[0:1], 0x60
.Ltmp29:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s76, 0x7fffffc0
	s_cbranch_scc0 .LBB0_4
.LBB0_6:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr120
                                        ; implicit-def: $vgpr32
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_7:                                ; %.lr.ph117
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v33, v107, v212, s0
	v_perm_b32 v34, v213, v216, s0
	v_lshl_or_b32 v71, v34, 16, v33
	v_perm_b32 v33, v106, v208, s0
	v_perm_b32 v34, v209, v211, s0
	v_lshl_or_b32 v70, v34, 16, v33
	v_perm_b32 v33, v105, v202, s0
	v_perm_b32 v34, v203, v205, s0
	v_lshl_or_b32 v69, v34, 16, v33
	v_perm_b32 v33, v104, v193, s0
	v_perm_b32 v34, v194, v196, s0
	v_lshl_or_b32 v68, v34, 16, v33
	v_perm_b32 v33, v103, v184, s0
	v_perm_b32 v34, v185, v187, s0
	v_lshl_or_b32 v67, v34, 16, v33
	v_perm_b32 v33, v102, v170, s0
	v_perm_b32 v34, v171, v172, s0
	v_lshl_or_b32 v66, v34, 16, v33
	v_perm_b32 v33, v101, v161, s0
	v_perm_b32 v34, v162, v163, s0
	v_lshl_or_b32 v65, v34, 16, v33
	v_perm_b32 v33, v100, v152, s0
	v_perm_b32 v34, v153, v154, s0
	v_lshl_or_b32 v64, v34, 16, v33
	v_perm_b32 v33, v95, v214, s0
	v_perm_b32 v34, v215, v217, s0
	v_lshl_or_b32 v79, v34, 16, v33
	v_perm_b32 v33, v94, v197, s0
	v_perm_b32 v34, v198, v199, s0
	v_lshl_or_b32 v78, v34, 16, v33
	v_perm_b32 v33, v93, v188, s0
	v_perm_b32 v34, v189, v190, s0
	v_lshl_or_b32 v77, v34, 16, v33
	v_perm_b32 v33, v92, v179, s0
	v_perm_b32 v34, v180, v181, s0
	v_lshl_or_b32 v76, v34, 16, v33
	v_perm_b32 v33, v91, v173, s0
	v_perm_b32 v34, v174, v175, s0
	v_lshl_or_b32 v75, v34, 16, v33
	v_perm_b32 v33, v90, v164, s0
	v_perm_b32 v34, v165, v166, s0
	v_lshl_or_b32 v74, v34, 16, v33
	v_perm_b32 v33, v89, v155, s0
	v_perm_b32 v34, v156, v157, s0
	v_lshl_or_b32 v73, v34, 16, v33
	v_perm_b32 v33, v88, v146, s0
	v_perm_b32 v34, v147, v148, s0
	v_lshl_or_b32 v72, v34, 16, v33
	v_perm_b32 v33, v111, v206, s0
	v_perm_b32 v34, v207, v210, s0
	v_lshl_or_b32 v87, v34, 16, v33
	v_perm_b32 v33, v110, v200, s0
	v_perm_b32 v34, v201, v204, s0
	v_lshl_or_b32 v86, v34, 16, v33
	v_perm_b32 v33, v109, v191, s0
	v_perm_b32 v34, v192, v195, s0
	v_lshl_or_b32 v85, v34, 16, v33
	v_perm_b32 v33, v108, v182, s0
	v_perm_b32 v34, v183, v186, s0
	v_lshl_or_b32 v84, v34, 16, v33
	v_perm_b32 v33, v99, v176, s0
	v_perm_b32 v34, v177, v178, s0
	v_lshl_or_b32 v83, v34, 16, v33
	v_perm_b32 v33, v98, v167, s0
	v_perm_b32 v34, v168, v169, s0
	v_lshl_or_b32 v82, v34, 16, v33
	v_perm_b32 v33, v97, v158, s0
	v_perm_b32 v34, v159, v160, s0
	v_lshl_or_b32 v81, v34, 16, v33
	v_perm_b32 v33, v96, v149, s0
	v_perm_b32 v34, v150, v151, s0
	s_movk_i32 s0, 0x110
	v_and_b32_e32 v35, 0x4c0, v138
	v_and_or_b32 v35, v135, s0, v35
	s_movk_i32 s0, 0xb80
	v_and_or_b32 v37, v137, s0, v139
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s0, s16, s13
	v_add_u32_e32 v39, s0, v142
	v_lshl_or_b32 v80, v34, 16, v33
	v_mov_b32_e32 v33, 0x110
	v_subrev_u32_e32 v39, s12, v39
.Ltmp30:
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v32, s16, v128
	v_cndmask_b32_e64 v33, v33, 0, vcc
.Ltmp31:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v93, s24, v39
	v_add_u32_e32 v39, s0, v141
.Ltmp32:
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v32, s75, v32
	v_xor_b32_e32 v34, v33, v128
	v_bitop3_b32 v35, s33, v35, v136 bitop3:0xf6
.Ltmp33:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_subrev_u32_e32 v39, s12, v39
.Ltmp34:
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v121, 3, v129
.Ltmp35:
	.loc	1 109 47                        ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v243, s6, v32
	v_xor_b32_e32 v32, 0x60, v143
	v_lshlrev_b32_e32 v120, 2, v128
	v_bitop3_b32 v33, s75, v33, v128 bitop3:0xf6
	v_bitop3_b32 v34, s75, 32, v34 bitop3:0x36
	v_or_b32_e32 v36, v35, v140
	v_bitop3_b32 v35, v35, 32, v140 bitop3:0x36
	v_bitop3_b32 v37, s75, v37, v136 bitop3:0x36
	v_add_u32_e32 v38, 0, v140
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v40, 32, v39
.Ltmp36:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s78, s76, 64
.Ltmp37:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v122, 3, v121
	v_or_b32_e32 v123, 2, v121
	v_or_b32_e32 v124, 9, v121
	v_or_b32_e32 v125, 8, v121
	v_or_b32_e32 v126, 11, v121
	v_or_b32_e32 v127, 10, v121
	v_or_b32_e32 v218, 17, v121
	v_or_b32_e32 v219, 16, v121
	v_or_b32_e32 v220, 19, v121
	v_or_b32_e32 v221, 18, v121
	v_or_b32_e32 v222, 25, v121
	v_or_b32_e32 v223, 24, v121
	v_or_b32_e32 v224, 27, v121
	v_or_b32_e32 v225, 26, v121
	v_or_b32_e32 v226, 33, v121
	v_or_b32_e32 v227, 32, v121
	v_or_b32_e32 v228, 35, v121
	v_or_b32_e32 v229, 34, v121
	v_or_b32_e32 v230, 41, v121
	v_or_b32_e32 v231, 40, v121
	v_or_b32_e32 v232, 43, v121
	v_or_b32_e32 v233, 42, v121
	v_or_b32_e32 v234, 49, v121
	v_or_b32_e32 v235, 48, v121
	v_or_b32_e32 v236, 51, v121
	v_or_b32_e32 v237, 50, v121
	v_or_b32_e32 v238, 57, v121
	v_or_b32_e32 v239, 56, v121
	v_or_b32_e32 v240, 59, v121
	v_or_b32_e32 v241, 58, v121
	v_or_b32_e32 v242, 1, v121
	s_lshl_b32 s79, s28, 1
	s_mov_b32 s80, 0
	v_add_u32_e32 v92, 0, v120
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s81, s24, 6
	v_mul_lo_u32 v94, s24, v40
	v_mul_lo_u32 v88, s27, v40
	s_lshl_b32 s82, s27, 6
	v_mul_lo_u32 v90, s27, v39
	v_mul_lo_u32 v95, s24, v39
	v_add_u32_e32 v96, 0, v144
	v_add_u32_e32 v97, 0, v145
	v_add_u32_e32 v98, 0, v32
	v_add_u32_e32 v99, 0, v134
	v_add_u32_e32 v100, 0, v33
	v_add_u32_e32 v101, 0, v34
	v_add_u32_e32 v102, 0, v36
	v_add_u32_e32 v103, 0, v35
	v_add_u32_e32 v104, v38, v37
	v_mov_b32_e32 v105, 0xff800000
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 34                        ; triton_peers.py:102:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v32, s80, v95
	v_add_u32_e32 v34, s80, v94
	.loc	1 102 25 is_stmt 0              ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[32:33], v[114:115], 0, v[32:33]
	v_lshl_add_u64 v[34:35], v[114:115], 0, v[34:35]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[36:39], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[32:35], v[34:35], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 101 20 is_stmt 1              ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v107, s76, v121
	v_add_u32_e32 v106, s76, v242
	v_add_u32_e32 v137, s76, v122
	v_add_u32_e32 v109, s76, v125
	v_add_u32_e32 v138, s76, v124
	v_add_u32_e32 v140, s76, v218
	v_add_u32_e32 v134, s76, v221
	v_add_u32_e32 v141, s76, v220
	v_add_u32_e32 v135, s76, v223
	v_add_u32_e32 v142, s76, v222
	v_add_u32_e32 v136, s76, v225
	v_add_u32_e32 v150, s76, v224
	v_add_u32_e32 v143, s76, v227
	v_add_u32_e32 v151, s76, v226
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v107, v243
	v_cmp_le_i32_e64 s[72:73], v106, v243
	v_add_u32_e32 v108, s76, v123
	v_add_u32_e32 v110, s76, v127
	v_add_u32_e32 v139, s76, v126
	v_add_u32_e32 v111, s76, v219
	v_add_u32_e32 v144, s76, v229
	v_add_u32_e32 v152, s76, v228
	v_add_u32_e32 v145, s76, v231
	v_add_u32_e32 v153, s76, v230
	v_add_u32_e32 v146, s76, v233
	v_add_u32_e32 v154, s76, v232
	v_add_u32_e32 v147, s76, v235
	v_add_u32_e32 v155, s76, v234
	v_add_u32_e32 v148, s76, v237
	v_add_u32_e32 v156, s76, v236
	v_add_u32_e32 v149, s76, v239
	v_add_u32_e32 v157, s76, v238
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v91, 31, v90
	v_ashrrev_i32_e32 v89, 31, v88
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[0:1], v137, v243
	v_cmp_le_i32_e64 s[4:5], v138, v243
	v_cmp_le_i32_e64 s[6:7], v109, v243
	v_cmp_le_i32_e64 s[22:23], v140, v243
	v_cmp_le_i32_e64 s[26:27], v141, v243
	v_cmp_le_i32_e64 s[28:29], v134, v243
	v_cmp_le_i32_e64 s[30:31], v142, v243
	v_cmp_le_i32_e64 s[34:35], v135, v243
	v_cmp_le_i32_e64 s[36:37], v150, v243
	v_cmp_le_i32_e64 s[38:39], v136, v243
	v_cmp_le_i32_e64 s[40:41], v151, v243
	v_cmp_le_i32_e64 s[42:43], v143, v243
	v_cmp_le_i32_e64 s[2:3], v108, v243
	v_cmp_le_i32_e64 s[12:13], v139, v243
	v_cmp_le_i32_e64 s[20:21], v110, v243
	v_cmp_le_i32_e64 s[24:25], v111, v243
	v_cmp_le_i32_e64 s[44:45], v152, v243
	v_cmp_le_i32_e64 s[46:47], v144, v243
	v_cmp_le_i32_e64 s[48:49], v153, v243
	v_cmp_le_i32_e64 s[50:51], v145, v243
	v_cmp_le_i32_e64 s[52:53], v154, v243
	v_cmp_le_i32_e64 s[54:55], v146, v243
	v_cmp_le_i32_e64 s[56:57], v155, v243
	v_cmp_le_i32_e64 s[58:59], v147, v243
	v_cmp_le_i32_e64 s[60:61], v156, v243
	v_cmp_le_i32_e64 s[62:63], v148, v243
	v_cmp_le_i32_e64 s[64:65], v157, v243
	v_cmp_le_i32_e64 s[66:67], v149, v243
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v131, v[36:39]
	s_waitcnt vmcnt(0)
	ds_write_b128 v131, v[32:35] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[52:55], v96
	ds_read_b128 v[48:51], v133
	ds_read_b128 v[158:161], v133 offset:4096
	ds_read_b128 v[162:165], v96 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[64:71], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[158:165], v[64:71], 0
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v160, s80, v93
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[166:169], v98
	ds_read_b128 v[162:165], v97
	ds_read_b128 v[170:173], v97 offset:4096
	ds_read_b128 v[174:177], v98 offset:4096
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v161, 31, v160
	.loc	1 106 30 is_stmt 1              ; triton_peers.py:106:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[160:161], v[112:113], 0, v[160:161]
	v_add_u32_e32 v158, s76, v241
	v_add_u32_e32 v159, s76, v240
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[68:69], v159, v243
	v_cmp_le_i32_e64 s[70:71], v158, v243
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s76, s76, 64
	s_add_i32 s80, s80, s81
	s_cmp_lt_i32 s76, s78
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[162:169], v[72:79], v[32:47]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[160:163], v[160:161], off offset:128
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b128 v132, v[160:163]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[170:177], v[72:79], v[48:63]
	.loc	1 106 22                        ; triton_peers.py:106:22 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[164:167], v99
	ds_read_b128 v[160:163], v130
	ds_read_b128 v[168:171], v130 offset:2048
	ds_read_b128 v[172:175], v99 offset:2048
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[160:167], v[80:87], v[32:47]
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[160:161], v[116:117], 0, v[90:91]
	v_lshl_add_u64 v[162:163], v[116:117], 0, v[88:89]
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v164, v118, v118
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v165, s79, v92
	v_add_u32_e32 v166, s74, v92
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v88, s82, v88
	v_add_u32_e32 v90, s82, v90
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 12
	v_cndmask_b32_e64 v33, v105, v33, s[72:73]
	.loc	1 107 21                        ; triton_peers.py:107:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[168:175], v[80:87], v[48:63]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e32 v32, v105, v32, vcc
	v_cndmask_b32_e64 v35, v105, v35, s[0:1]
	v_cndmask_b32_e64 v37, v105, v37, s[4:5]
	v_cndmask_b32_e64 v36, v105, v36, s[6:7]
	v_cndmask_b32_e64 v41, v105, v41, s[22:23]
	v_cndmask_b32_e64 v43, v105, v43, s[26:27]
	v_cndmask_b32_e64 v42, v105, v42, s[28:29]
	v_cndmask_b32_e64 v45, v105, v45, s[30:31]
	v_cndmask_b32_e64 v44, v105, v44, s[34:35]
	v_cndmask_b32_e64 v47, v105, v47, s[36:37]
	v_cndmask_b32_e64 v46, v105, v46, s[38:39]
.Ltmp38:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v89, v33, v33
	v_max_f32_e32 v91, v32, v32
.Ltmp39:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v34, v105, v34, s[2:3]
	v_cndmask_b32_e64 v39, v105, v39, s[12:13]
	s_nop 4
	v_cndmask_b32_e64 v49, v105, v49, s[40:41]
	v_cndmask_b32_e64 v48, v105, v48, s[42:43]
	v_cndmask_b32_e64 v38, v105, v38, s[20:21]
	v_cndmask_b32_e64 v40, v105, v40, s[24:25]
	v_cndmask_b32_e64 v51, v105, v51, s[44:45]
	v_cndmask_b32_e64 v50, v105, v50, s[46:47]
	v_cndmask_b32_e64 v53, v105, v53, s[48:49]
	v_cndmask_b32_e64 v52, v105, v52, s[50:51]
	v_cndmask_b32_e64 v55, v105, v55, s[52:53]
	v_cndmask_b32_e64 v54, v105, v54, s[54:55]
	v_cndmask_b32_e64 v57, v105, v57, s[56:57]
	v_cndmask_b32_e64 v56, v105, v56, s[58:59]
	v_cndmask_b32_e64 v59, v105, v59, s[60:61]
	v_cndmask_b32_e64 v58, v105, v58, s[62:63]
	v_cndmask_b32_e64 v61, v105, v61, s[64:65]
	v_cndmask_b32_e64 v60, v105, v60, s[66:67]
.Ltmp40:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v106, v35, v36, v37
	v_max3_f32 v108, v41, v42, v43
	v_max3_f32 v109, v44, v45, v46
	v_max3_f32 v110, v47, v48, v49
	v_max_f32_e32 v89, v91, v89
.Ltmp41:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v63, v105, v63, s[68:69]
	v_cndmask_b32_e64 v62, v105, v62, s[70:71]
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v107, v38, v39, v40
	v_max3_f32 v111, v50, v51, v52
	v_max3_f32 v134, v53, v54, v55
	v_max3_f32 v135, v56, v57, v58
	v_max3_f32 v136, v59, v60, v61
	v_max3_f32 v91, v108, v109, v110
	v_max3_f32 v89, v89, v34, v106
	v_max3_f32 v108, v111, v134, v135
	v_max3_f32 v109, v136, v62, v63
	v_max3_f32 v89, v89, v107, v91
	v_max3_f32 v89, v89, v108, v109
.Ltmp43:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v91, v89
	s_nop 1
	v_permlane32_swap_b32_e32 v89, v91
.Ltmp44:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v91, v91, v91
	v_max_f32_e32 v89, v89, v89
	v_max_f32_e32 v89, v89, v91
.Ltmp45:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v89, s10, v89
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v106, v164, v89
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v89, v118, v106
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v89, v89
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_write_b32 v165, v89
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[144:147], v[160:161], off
	global_load_dwordx4 v[148:151], v[162:163], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], s[10:11], v[52:53], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], s[10:11], v[56:57], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], s[10:11], v[60:61], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], s[10:11], v[50:51], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], s[10:11], v[54:55], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], s[10:11], v[58:59], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], s[10:11], v[62:63], v[106:107] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v91, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v107, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v109, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v110, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v111, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v118, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v134, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v135, v60, v61, 1.0
	v_cvt_scalef32_pk_fp8_f32 v91, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v107, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v109, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v110, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v111, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v118, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v134, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v135, v62, v63, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_read_b32 v108, v166
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e32 v136, 8, v91
	v_lshrrev_b32_e32 v137, 8, v109
	v_lshrrev_b32_e32 v138, 8, v111
	ds_write_b8 v100, v134 offset:3072
	v_lshrrev_b32_e32 v139, 8, v134
	ds_write_b8_d16_hi v100, v134 offset:3200
	v_lshrrev_b32_e32 v134, 24, v134
	v_lshrrev_b32_e32 v140, 8, v107
	v_lshrrev_b32_e32 v141, 8, v110
	v_lshrrev_b32_e32 v142, 8, v118
	ds_write_b8 v101, v135 offset:3584
	v_lshrrev_b32_e32 v143, 8, v135
	ds_write_b8_d16_hi v101, v135 offset:3712
	v_lshrrev_b32_e32 v135, 24, v135
	ds_write_b8 v100, v91
	ds_write_b8_d16_hi v100, v91 offset:128
	v_lshrrev_b32_e32 v91, 24, v91
	ds_write_b8 v100, v109 offset:1024
	ds_write_b8_d16_hi v100, v109 offset:1152
	v_lshrrev_b32_e32 v109, 24, v109
	ds_write_b8 v100, v111 offset:2048
	ds_write_b8_d16_hi v100, v111 offset:2176
	v_lshrrev_b32_e32 v111, 24, v111
	ds_write_b8 v101, v107 offset:512
	ds_write_b8_d16_hi v101, v107 offset:640
	v_lshrrev_b32_e32 v107, 24, v107
	ds_write_b8 v101, v110 offset:1536
	ds_write_b8_d16_hi v101, v110 offset:1664
	v_lshrrev_b32_e32 v110, 24, v110
	ds_write_b8 v101, v118 offset:2560
	ds_write_b8_d16_hi v101, v118 offset:2688
	v_lshrrev_b32_e32 v118, 24, v118
	ds_write_b8 v100, v136 offset:64
	ds_write_b8 v100, v91 offset:192
	ds_write_b8 v100, v137 offset:1088
	ds_write_b8 v100, v109 offset:1216
	ds_write_b8 v100, v138 offset:2112
	ds_write_b8 v100, v111 offset:2240
	ds_write_b8 v100, v139 offset:3136
	ds_write_b8 v100, v134 offset:3264
	ds_write_b8 v101, v140 offset:576
	ds_write_b8 v101, v107 offset:704
	ds_write_b8 v101, v141 offset:1600
	ds_write_b8 v101, v110 offset:1728
	ds_write_b8 v101, v142 offset:2624
	ds_write_b8 v101, v118 offset:2752
	ds_write_b8 v101, v143 offset:3648
	ds_write_b8 v101, v135 offset:3776
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[134:135], v102
	ds_read_b64_tr_b8 v[138:139], v102 offset:2048
	ds_read_b64_tr_b8 v[136:137], v103 offset:512
	ds_read_b64_tr_b8 v[140:141], v103 offset:2560
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v131, v[144:147]
	s_waitcnt vmcnt(0)
	ds_write_b128 v131, v[148:151] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[146:147], v104 offset:4096
	ds_read_b64_tr_b8 v[148:149], v104 offset:5184
	ds_read_b64_tr_b8 v[142:143], v104
	ds_read_b64_tr_b8 v[144:145], v104 offset:1088
	ds_read_b64_tr_b8 v[150:151], v104 offset:64
	ds_read_b64_tr_b8 v[152:153], v104 offset:1024
	ds_read_b64_tr_b8 v[154:155], v104 offset:4160
	ds_read_b64_tr_b8 v[156:157], v104 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
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
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[142:149], v[134:141], v[16:31]
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
	v_add_f32_e64 v34, v36, v38
	v_add_f32_e64 v35, v37, v39
	v_add_f32_e64 v36, v40, v42
	v_add_f32_e64 v37, v41, v43
	v_add_f32_e64 v38, v44, v46
	v_add_f32_e64 v39, v45, v47
	v_add_f32_e64 v40, v48, v50
	v_add_f32_e64 v41, v49, v51
	v_add_f32_e64 v42, v52, v54
	v_add_f32_e64 v43, v53, v55
	v_add_f32_e64 v44, v56, v58
	v_add_f32_e64 v45, v57, v59
	v_pk_add_f32 v[46:47], v[60:61], v[62:63]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_mov_b32_e32 v118, v106
.Ltmp47:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[150:157], v[134:141], v[0:15]
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v33, v32, v33
.Ltmp52:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v33, v119, v89
	v_mov_b32_e32 v119, v33
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_8
.Ltmp53:
; %bb.9:                                ; %._crit_edge118.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v32, s79
	v_mov_b32_e32 v119, v33
.LBB0_10:                               ; %._crit_edge118
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v33, s[0:1], v119, v119, s19
	v_rcp_f32_e32 v34, v33
	v_div_scale_f32 v35, vcc, s19, v119, s19
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
	v_add_u32_e32 v34, 0, v120
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v33, v33, v119, s19
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_add_u32_e32 v32, v34, v32
	ds_write_b32 v32, v33
	v_add_u32_e32 v32, s74, v34
	.loc	1 156 24 is_stmt 1              ; triton_peers.py:156:24
	s_mul_i32 s0, s14, s18
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshrrev_b32_e32 v33, 2, v129
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s15, s17
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_or_b32_e32 v48, s75, v33
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v33, s33, v128
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_addc_u32 s3, s9, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v49, s16, v33
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 155 15                        ; triton_peers.py:155:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[42:43], v[8:9], v[32:33] op_sel_hi:[1,0]
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v8, v49, s77
	.loc	1 156 18 is_stmt 0              ; triton_peers.py:156:18
	s_add_u32 s0, s2, s0
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	.loc	1 156 18                        ; triton_peers.py:156:18
	v_ashrrev_i32_e32 v9, 31, v8
	s_addc_u32 s1, s3, s1
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
.Ltmp54:
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
		.amdhsa_next_free_vgpr 248
		.amdhsa_next_free_sgpr 83
		.amdhsa_accum_offset 248
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
	.set .Lattn_fwd.num_vgpr, 248
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 83
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8336
; TotalNumSgprs: 89
; NumVgprs: 248
; NumAgprs: 0
; TotalNumVgprs: 248
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 89
; NumVGPRsForWavesPerEU: 248
; AccumOffset: 248
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 61
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
	.byte	148                             ; DW_AT_call_line
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
	.byte	150                             ; DW_AT_call_line
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
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
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
    .sgpr_count:     89
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     248
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
