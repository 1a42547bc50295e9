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
	s_abs_i32 s29, s17
	.loc	1 155 15                        ; triton_peers.py:155:15
	v_readfirstlane_b32 s28, v0
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_rcp_f32_e32 v1, v1
	s_xor_b32 s14, s17, s14
	.loc	1 157 9                         ; triton_peers.py:157:9
	s_and_b32 s30, s28, 0xc0
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_ashr_i32 s14, s14, 31
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 134 22                        ; triton_peers.py:134:22
	s_mul_i32 s15, s15, s18
	.loc	1 135 30                        ; triton_peers.py:135:30
	v_lshlrev_b32_e32 v6, 4, v0
	v_and_b32_e32 v14, 0x70, v6
	.loc	1 131 19                        ; triton_peers.py:131:19
	v_readfirstlane_b32 s33, v1
	s_mul_i32 s31, s31, s33
	s_mul_hi_u32 s31, s33, s31
	s_add_i32 s33, s33, s31
	s_mul_hi_u32 s31, s29, s33
	s_mul_i32 s33, s31, s11
	s_sub_i32 s29, s29, s33
	s_add_i32 s34, s31, 1
	s_sub_i32 s33, s29, s11
	s_cmp_ge_u32 s29, s11
	s_cselect_b32 s31, s34, s31
	s_cselect_b32 s29, s33, s29
	s_add_i32 s33, s31, 1
	s_cmp_ge_u32 s29, s11
	s_cselect_b32 s11, s33, s31
	s_xor_b32 s11, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_and_b32 s74, s28, 0x80
	s_and_b32 s28, s28, 64
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	s_lshl_b32 s16, s16, 6
	.loc	1 131 19 is_stmt 1              ; triton_peers.py:131:19
	s_sub_i32 s11, s11, s14
	.loc	1 132 38                        ; triton_peers.py:132:38
	s_lshr_b32 s33, s74, 2
	s_lshr_b32 s75, s28, 1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s14, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_or_b32 v1, v0, 63, s30
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v117, 3, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s14
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s14, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_or_b32_e32 v32, 32, v117
	.loc	1 132 18 is_stmt 0              ; triton_peers.py:132:18
	v_or_b32_e32 v2, s16, v117
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	s_ashr_i32 s15, s14, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v3, s16, v32
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
	global_load_dwordx4 v[10:13], v[2:3], off
	global_load_dwordx4 v[16:19], v[4:5], off
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_and_b32_e32 v114, 32, v0
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s2, 0x70
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v2, 3, v0
	.loc	1 140 22 is_stmt 1              ; triton_peers.py:140:22
	s_mul_i32 s15, s22, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v6, 4, v1
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v101, 31, v0
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_and_b32_e32 v4, 0x70, v2
	v_lshrrev_b32_e32 v5, 1, v114
	v_bitop3_b32 v1, v6, v1, s2 bitop3:0x78
	s_lshl_b32 s21, s28, 6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_ashr_i32 s22, s15, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_movk_i32 s14, 0x60
	v_lshlrev_b32_e32 v3, 7, v101
	v_add_u32_e32 v115, 0, v1
	.loc	1 140 38                        ; triton_peers.py:140:38
	s_mul_i32 s2, s11, s23
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v1, s21, v4, v5 bitop3:0xf6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s4, s4, s15
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_or_b32_e32 v6, v1, v3
	v_bitop3_b32 v1, v1, s14, v3 bitop3:0x36
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s22
	s_ashr_i32 s14, s2, 31
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s20, s25, s18
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s4, s4, s2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v7, 0, v6
	v_xad_u32 v8, v6, 32, 0
	v_xad_u32 v6, v6, 64, 0
	v_add_u32_e32 v1, 0, v1
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s14
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s2, s20, 31
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s11, s11, s26
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_add_u32 s6, s6, s20
	s_addc_u32 s2, s7, s2
	s_ashr_i32 s7, s11, 31
	s_add_u32 s6, s6, s11
	s_addc_u32 s7, s2, s7
	.loc	1 145 16 is_stmt 1              ; triton_peers.py:145:16
	s_sub_i32 s2, s13, s12
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s76, s2, s16
	v_bitop3_b32 v169, v3, v5, v4 bitop3:0x36
	s_mov_b32 s3, 0
.Ltmp2:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s76, 1
	v_bfe_i32 v120, v0, 3, 1
	v_cmp_eq_u32_e32 vcc, 0, v114
	v_lshlrev_b32_e32 v122, 5, v0
	v_and_b32_e32 v118, 8, v2
	v_and_b32_e32 v119, 16, v0
	v_lshlrev_b32_e32 v121, 6, v0
	v_lshlrev_b32_e32 v123, 2, v0
	v_xor_b32_e32 v124, 32, v169
	v_xor_b32_e32 v125, 64, v169
	v_add_u32_e32 v116, 0, v169
	v_lshl_add_u64 v[96:97], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[98:99], s[6:7], 0, v[14:15]
.Ltmp3:
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(1)
	ds_write_b128 v115, v[10:13]
	s_waitcnt vmcnt(0)
	ds_write_b128 v115, v[16:19] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[80:83], v7
	ds_read_b128 v[84:87], v8
	ds_read_b128 v[88:91], v6
	ds_read_b128 v[92:95], v1
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v126, 8, v80
	v_lshrrev_b32_e32 v127, 16, v80
	v_lshrrev_b32_e32 v128, 24, v80
	v_lshrrev_b32_e32 v129, 8, v81
	v_lshrrev_b32_e32 v130, 16, v81
	v_lshrrev_b32_e32 v131, 24, v81
	v_lshrrev_b32_e32 v132, 8, v82
	v_lshrrev_b32_e32 v133, 16, v82
	v_lshrrev_b32_e32 v134, 24, v82
	v_lshrrev_b32_e32 v137, 8, v83
	v_lshrrev_b32_e32 v138, 16, v83
	v_lshrrev_b32_e32 v140, 24, v83
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v143, 8, v84
	v_lshrrev_b32_e32 v144, 16, v84
	v_lshrrev_b32_e32 v146, 24, v84
	v_lshrrev_b32_e32 v149, 8, v85
	v_lshrrev_b32_e32 v150, 16, v85
	v_lshrrev_b32_e32 v152, 24, v85
	v_lshrrev_b32_e32 v155, 8, v86
	v_lshrrev_b32_e32 v156, 16, v86
	v_lshrrev_b32_e32 v158, 24, v86
	v_lshrrev_b32_e32 v161, 8, v87
	v_lshrrev_b32_e32 v173, 16, v87
	v_lshrrev_b32_e32 v174, 24, v87
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v135, 8, v88
	v_lshrrev_b32_e32 v136, 16, v88
	v_lshrrev_b32_e32 v139, 24, v88
	v_lshrrev_b32_e32 v141, 8, v89
	v_lshrrev_b32_e32 v142, 16, v89
	v_lshrrev_b32_e32 v145, 24, v89
	v_lshrrev_b32_e32 v147, 8, v90
	v_lshrrev_b32_e32 v148, 16, v90
	v_lshrrev_b32_e32 v151, 24, v90
	v_lshrrev_b32_e32 v153, 8, v91
	v_lshrrev_b32_e32 v154, 16, v91
	v_lshrrev_b32_e32 v157, 24, v91
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v159, 8, v92
	v_lshrrev_b32_e32 v160, 16, v92
	v_lshrrev_b32_e32 v162, 24, v92
	v_lshrrev_b32_e32 v163, 8, v93
	v_lshrrev_b32_e32 v164, 16, v93
	v_lshrrev_b32_e32 v165, 24, v93
	v_lshrrev_b32_e32 v166, 8, v94
	v_lshrrev_b32_e32 v167, 16, v94
	v_lshrrev_b32_e32 v168, 24, v94
	v_lshrrev_b32_e32 v170, 8, v95
	v_lshrrev_b32_e32 v171, 16, v95
	v_lshrrev_b32_e32 v172, 24, v95
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_5
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s4, 0xc0c0004
	v_perm_b32 v1, v87, v161, s4
	v_perm_b32 v2, v173, v174, s4
	v_lshl_or_b32 v71, v2, 16, v1
	v_perm_b32 v1, v86, v155, s4
	v_perm_b32 v2, v156, v158, s4
	v_lshl_or_b32 v70, v2, 16, v1
	v_perm_b32 v1, v85, v149, s4
	v_perm_b32 v2, v150, v152, s4
	v_lshl_or_b32 v69, v2, 16, v1
	v_perm_b32 v1, v84, v143, s4
	v_perm_b32 v2, v144, v146, s4
	v_lshl_or_b32 v68, v2, 16, v1
	v_perm_b32 v1, v83, v137, s4
	v_perm_b32 v2, v138, v140, s4
	v_lshl_or_b32 v67, v2, 16, v1
	v_perm_b32 v1, v82, v132, s4
	v_perm_b32 v2, v133, v134, s4
	v_lshl_or_b32 v66, v2, 16, v1
	v_perm_b32 v1, v81, v129, s4
	v_perm_b32 v2, v130, v131, s4
	v_lshl_or_b32 v65, v2, 16, v1
	v_perm_b32 v1, v80, v126, s4
	v_perm_b32 v2, v127, v128, s4
	v_lshl_or_b32 v64, v2, 16, v1
	v_perm_b32 v1, v95, v170, s4
	v_perm_b32 v2, v171, v172, s4
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v94, v166, s4
	v_perm_b32 v2, v167, v168, s4
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v93, v163, s4
	v_perm_b32 v2, v164, v165, s4
	v_lshl_or_b32 v77, v2, 16, v1
	v_perm_b32 v1, v92, v159, s4
	v_perm_b32 v2, v160, v162, s4
	v_lshl_or_b32 v76, v2, 16, v1
	v_perm_b32 v1, v91, v153, s4
	v_perm_b32 v2, v154, v157, s4
	v_lshl_or_b32 v75, v2, 16, v1
	v_perm_b32 v1, v90, v147, s4
	v_perm_b32 v2, v148, v151, s4
	v_lshl_or_b32 v74, v2, 16, v1
	v_perm_b32 v1, v89, v141, s4
	v_perm_b32 v2, v142, v145, s4
	v_lshl_or_b32 v73, v2, 16, v1
	v_perm_b32 v1, v88, v135, s4
	v_perm_b32 v2, v136, v139, s4
	v_lshl_or_b32 v72, v2, 16, v1
	s_movk_i32 s5, 0x110
	v_mov_b32_e32 v1, 0x110
	v_and_b32_e32 v3, 0x4c0, v122
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_and_or_b32 v3, v120, s5, v3
	v_and_b32_e32 v5, 48, v123
	s_movk_i32 s5, 0xb80
	v_xor_b32_e32 v2, v1, v101
	v_bitop3_b32 v3, s33, v3, v119 bitop3:0xf6
	v_and_or_b32 v5, v121, s5, v5
	v_xor_b32_e32 v0, 0x60, v169
	v_bitop3_b32 v1, s75, v1, v101 bitop3:0xf6
	v_bitop3_b32 v2, s75, 32, v2 bitop3:0x36
	v_or_b32_e32 v4, v3, v118
	v_bitop3_b32 v3, v3, 32, v118 bitop3:0x36
	v_bitop3_b32 v5, s75, v5, v119 bitop3:0x36
	v_add_u32_e32 v6, 0, v118
	v_mov_b32_e32 v30, 0
	s_lshl_b32 s4, s28, 1
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_lshl_b32 s5, s27, 6
	s_lshl_b32 s6, s24, 6
	v_add_u32_e32 v175, 0, v0
	v_add_u32_e32 v176, 0, v1
	v_add_u32_e32 v177, 0, v2
	v_add_u32_e32 v178, 0, v4
	v_add_u32_e32 v179, 0, v3
	v_add_u32_e32 v180, v6, v5
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
	v_lshl_add_u32 v181, v101, 2, 0
	v_mul_lo_u32 v102, s27, v32
	v_mul_lo_u32 v104, s24, v32
	v_mov_b32_e32 v182, 0xff800000
	v_mov_b32_e32 v184, 0
	v_add_u32_e32 v183, 0, v124
	v_add_u32_e32 v185, 0, v125
	v_mul_lo_u32 v106, s27, v117
	v_mul_lo_u32 v108, s24, v117
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v109, 31, v108
	v_ashrrev_i32_e32 v105, 31, v104
	v_lshl_add_u64 v[32:33], v[96:97], 0, v[108:109]
	v_lshl_add_u64 v[34:35], v[96:97], 0, v[104:105]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[36:39], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[32:35], v[34:35], off
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v107, 31, v106
	v_ashrrev_i32_e32 v103, 31, v102
	v_lshl_add_u64 v[110:111], v[98:99], 0, v[106:107]
	v_lshl_add_u64 v[112:113], v[98:99], 0, v[102:103]
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v100, v182, v182
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v109, s4, v181
	v_add_u32_e32 v105, s74, v181
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s3, s3, 64
	v_add_u32_e32 v102, s5, v102
	v_add_u32_e32 v104, s6, v104
	v_add_u32_e32 v106, s5, v106
	v_add_u32_e32 v108, s6, v108
	s_cmp_lt_i32 s3, s76
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v115, v[36:39]
	s_waitcnt vmcnt(0)
	ds_write_b128 v115, v[32:35] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[52:55], v183
	ds_read_b128 v[48:51], v116
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[64:71], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[186:189], v116 offset:4096
	ds_read_b128 v[190:193], v183 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[186:193], v[64:71], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[190:193], v175
	ds_read_b128 v[186:189], v185
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[186:193], v[72:79], v[32:47]
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[186:189], v185 offset:4096
	ds_read_b128 v[190:193], v175 offset:4096
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp5:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 15
	v_max_f32_e32 v103, v33, v33
.Ltmp6:
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[186:193], v[72:79], v[48:63]
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v107, v32, v32
	v_max3_f32 v186, v35, v36, v37
	v_max3_f32 v188, v41, v42, v43
	v_max3_f32 v189, v44, v45, v46
	v_max_f32_e32 v103, v107, v103
	v_max3_f32 v187, v38, v39, v40
	v_max3_f32 v103, v103, v34, v186
	s_nop 12
	v_max3_f32 v190, v47, v48, v49
	v_max3_f32 v191, v50, v51, v52
	v_max3_f32 v192, v53, v54, v55
	v_max3_f32 v193, v56, v57, v58
	v_max3_f32 v194, v59, v60, v61
	v_max3_f32 v107, v188, v189, v190
	v_max3_f32 v188, v191, v192, v193
	v_max3_f32 v189, v194, v62, v63
	v_max3_f32 v103, v103, v187, v107
	v_max3_f32 v103, v103, v188, v189
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v107, v103
	s_nop 1
	v_permlane32_swap_b32_e32 v103, v107
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v107, v107, v107
	v_max_f32_e32 v103, v103, v103
	v_max_f32_e32 v103, v103, v107
.Ltmp10:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v103, s10, v103
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v100, v100, v103
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v103, v182, v100
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v107, v103
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], s[10:11], v[52:53], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_write_b32 v109, v107
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[196:199], v[110:111], off
	global_load_dwordx4 v[200:203], v[112:113], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[60:61], s[10:11], v[60:61], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], s[10:11], v[54:55], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], s[10:11], v[56:57], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], s[10:11], v[62:63], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], s[10:11], v[50:51], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], s[10:11], v[58:59], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
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
	.loc	1 116 26 is_stmt 1              ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v103, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v109, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v112, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v187, v60, v61, 1.0
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	ds_read_b32 v186, v105
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v105, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v110, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v111, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v113, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v103, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v109, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v112, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v187, v62, v63, 1.0 op_sel:[0,0,0,1]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[36:37], v[36:37], v[38:39]
.Ltmp12:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v105, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v110, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v111, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v113, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_lshrrev_b32_e32 v34, 8, v103
	v_lshrrev_b32_e32 v35, 24, v103
	v_lshrrev_b32_e32 v38, 8, v109
	v_lshrrev_b32_e32 v39, 24, v109
	v_lshrrev_b32_e32 v188, 8, v112
	v_lshrrev_b32_e32 v189, 8, v187
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[40:41], v[40:41], v[42:43]
.Ltmp14:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	ds_write_b8 v176, v103
	ds_write_b8_d16_hi v176, v103 offset:128
	ds_write_b8 v176, v109 offset:1024
	ds_write_b8_d16_hi v176, v109 offset:1152
	ds_write_b8 v176, v111 offset:2048
	v_lshrrev_b32_e32 v42, 8, v111
	ds_write_b8_d16_hi v176, v111 offset:2176
	v_lshrrev_b32_e32 v43, 24, v111
	ds_write_b8 v176, v113 offset:3072
	v_lshrrev_b32_e32 v103, 8, v113
	ds_write_b8_d16_hi v176, v113 offset:3200
	v_lshrrev_b32_e32 v109, 24, v113
	ds_write_b8 v177, v105 offset:512
	v_lshrrev_b32_e32 v111, 8, v105
	ds_write_b8_d16_hi v177, v105 offset:640
	v_lshrrev_b32_e32 v105, 24, v105
	ds_write_b8 v177, v110 offset:1536
	v_lshrrev_b32_e32 v113, 8, v110
	ds_write_b8_d16_hi v177, v110 offset:1664
	v_lshrrev_b32_e32 v110, 24, v110
	ds_write_b8 v177, v112 offset:2560
	ds_write_b8_d16_hi v177, v112 offset:2688
	v_lshrrev_b32_e32 v112, 24, v112
	ds_write_b8 v177, v187 offset:3584
	ds_write_b8_d16_hi v177, v187 offset:3712
	v_lshrrev_b32_e32 v187, 24, v187
	ds_write_b8 v176, v34 offset:64
	ds_write_b8 v176, v35 offset:192
	ds_write_b8 v176, v38 offset:1088
	ds_write_b8 v176, v39 offset:1216
	ds_write_b8 v176, v42 offset:2112
	ds_write_b8 v176, v43 offset:2240
	ds_write_b8 v176, v103 offset:3136
	ds_write_b8 v176, v109 offset:3264
	ds_write_b8 v177, v111 offset:576
	ds_write_b8 v177, v105 offset:704
	ds_write_b8 v177, v113 offset:1600
	ds_write_b8 v177, v110 offset:1728
	ds_write_b8 v177, v188 offset:2624
	ds_write_b8 v177, v112 offset:2752
	ds_write_b8 v177, v189 offset:3648
	ds_write_b8 v177, v187 offset:3776
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[188:189], v178
	ds_read_b64_tr_b8 v[192:193], v178 offset:2048
	ds_read_b64_tr_b8 v[190:191], v179 offset:512
	ds_read_b64_tr_b8 v[194:195], v179 offset:2560
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v115, v[196:199]
	s_waitcnt vmcnt(0)
	ds_write_b128 v115, v[200:203] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[200:201], v180 offset:4096
	ds_read_b64_tr_b8 v[202:203], v180 offset:5184
	ds_read_b64_tr_b8 v[196:197], v180
	ds_read_b64_tr_b8 v[198:199], v180 offset:1088
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[34:35], v[44:45], v[46:47]
	v_pk_add_f32 v[38:39], v[48:49], v[50:51]
.Ltmp16:
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[44:45], v180 offset:64
	ds_read_b64_tr_b8 v[46:47], v180 offset:1024
	ds_read_b64_tr_b8 v[48:49], v180 offset:4160
	ds_read_b64_tr_b8 v[50:51], v180 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[186:187] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[186:187] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[196:203], v[188:195], v[16:31]
.Ltmp17:
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
	v_mov_b32_e32 v182, v100
.Ltmp18:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[44:51], v[188:195], v[0:15]
.Ltmp19:
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
.Ltmp20:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ] ]
	v_add_f32_e32 v103, v32, v33
.Ltmp23:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v103, v184, v107
	v_mov_b32_e32 v184, v103
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp24:
; %bb.3:                                ; %Flow633
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s77, s[0:1], 0x60
.Ltmp25:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s76, 0x7fffffc0
	s_cbranch_scc1 .LBB0_6
.Ltmp26:
.LBB0_4:                                ; %._crit_edge.._crit_edge116_crit_edge
	.loc	1 155 15 is_stmt 1              ; triton_peers.py:155:15
	s_lshl_b32 s3, s28, 1
	v_lshlrev_b32_e32 v102, 2, v101
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v32, s3
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc0 .LBB0_7
	s_branch .LBB0_10
.LBB0_5:
	.loc	1 0 15 is_stmt 0                ; triton_peers.py:0:15
	v_mov_b32_e32 v100, 0xff800000
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
	v_mov_b32_e32 v103, 0
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s77, s[0:1], 0x60
.Ltmp27:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s76, 0x7fffffc0
	s_cbranch_scc0 .LBB0_4
.LBB0_6:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr102
                                        ; implicit-def: $vgpr32
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_7:                                ; %.lr.ph115
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v33, v87, v161, s0
	v_perm_b32 v34, v173, v174, s0
	v_lshl_or_b32 v71, v34, 16, v33
	v_perm_b32 v33, v86, v155, s0
	v_perm_b32 v34, v156, v158, s0
	v_lshl_or_b32 v70, v34, 16, v33
	v_perm_b32 v33, v85, v149, s0
	v_perm_b32 v34, v150, v152, s0
	v_lshl_or_b32 v69, v34, 16, v33
	v_perm_b32 v33, v84, v143, s0
	v_perm_b32 v34, v144, v146, s0
	v_lshl_or_b32 v68, v34, 16, v33
	v_perm_b32 v33, v83, v137, s0
	v_perm_b32 v34, v138, v140, s0
	v_lshl_or_b32 v67, v34, 16, v33
	v_perm_b32 v33, v82, v132, s0
	v_perm_b32 v34, v133, v134, s0
	v_lshl_or_b32 v66, v34, 16, v33
	v_perm_b32 v33, v81, v129, s0
	v_perm_b32 v34, v130, v131, s0
	v_lshl_or_b32 v65, v34, 16, v33
	v_perm_b32 v33, v80, v126, s0
	v_perm_b32 v34, v127, v128, s0
	v_lshl_or_b32 v64, v34, 16, v33
	v_perm_b32 v33, v95, v170, s0
	v_perm_b32 v34, v171, v172, s0
	v_lshl_or_b32 v79, v34, 16, v33
	v_perm_b32 v33, v94, v166, s0
	v_perm_b32 v34, v167, v168, s0
	v_lshl_or_b32 v78, v34, 16, v33
	v_perm_b32 v33, v93, v163, s0
	v_perm_b32 v34, v164, v165, s0
	v_lshl_or_b32 v77, v34, 16, v33
	v_perm_b32 v33, v92, v159, s0
	v_perm_b32 v34, v160, v162, s0
	v_lshl_or_b32 v76, v34, 16, v33
	v_perm_b32 v33, v91, v153, s0
	v_perm_b32 v34, v154, v157, s0
	v_lshl_or_b32 v75, v34, 16, v33
	v_perm_b32 v33, v90, v147, s0
	v_perm_b32 v34, v148, v151, s0
	v_lshl_or_b32 v74, v34, 16, v33
	v_perm_b32 v33, v89, v141, s0
	v_perm_b32 v34, v142, v145, s0
	v_lshl_or_b32 v73, v34, 16, v33
	v_perm_b32 v33, v88, v135, s0
	v_perm_b32 v34, v136, v139, s0
	s_movk_i32 s0, 0x110
	v_and_b32_e32 v35, 0x4c0, v122
	v_and_or_b32 v35, v120, s0, v35
	v_and_b32_e32 v37, 48, v123
	s_movk_i32 s0, 0xb80
	v_lshl_or_b32 v72, v34, 16, v33
	v_mov_b32_e32 v33, 0x110
	v_and_or_b32 v37, v121, s0, v37
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s0, s16, s13
.Ltmp28:
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v32, s16, v101
	v_cndmask_b32_e64 v33, v33, 0, vcc
.Ltmp29:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v39, s0, v117
.Ltmp30:
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v32, s75, v32
	v_xor_b32_e32 v34, v33, v101
	v_bitop3_b32 v35, s33, v35, v119 bitop3:0xf6
.Ltmp31:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_subrev_u32_e32 v39, s12, v39
.Ltmp32:
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v104, 3, v114
.Ltmp33:
	.loc	1 109 47                        ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v197, s2, v32
	v_xor_b32_e32 v32, 0x60, v169
	v_lshlrev_b32_e32 v102, 2, v101
	v_bitop3_b32 v33, s75, v33, v101 bitop3:0xf6
	v_bitop3_b32 v34, s75, 32, v34 bitop3:0x36
	v_or_b32_e32 v36, v35, v118
	v_bitop3_b32 v35, v35, 32, v118 bitop3:0x36
	v_bitop3_b32 v37, s75, v37, v119 bitop3:0x36
	v_add_u32_e32 v38, 0, v118
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v40, 32, v39
.Ltmp34:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s78, s76, 64
.Ltmp35:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v105, 3, v104
	v_or_b32_e32 v106, 2, v104
	v_or_b32_e32 v107, 9, v104
	v_or_b32_e32 v108, 8, v104
	v_or_b32_e32 v109, 11, v104
	v_or_b32_e32 v110, 10, v104
	v_or_b32_e32 v111, 17, v104
	v_or_b32_e32 v112, 16, v104
	v_or_b32_e32 v113, 19, v104
	v_or_b32_e32 v175, 18, v104
	v_or_b32_e32 v176, 25, v104
	v_or_b32_e32 v177, 24, v104
	v_or_b32_e32 v178, 27, v104
	v_or_b32_e32 v179, 26, v104
	v_or_b32_e32 v180, 33, v104
	v_or_b32_e32 v181, 32, v104
	v_or_b32_e32 v182, 35, v104
	v_or_b32_e32 v183, 34, v104
	v_or_b32_e32 v184, 41, v104
	v_or_b32_e32 v185, 40, v104
	v_or_b32_e32 v186, 43, v104
	v_or_b32_e32 v187, 42, v104
	v_or_b32_e32 v188, 49, v104
	v_or_b32_e32 v189, 48, v104
	v_or_b32_e32 v190, 51, v104
	v_or_b32_e32 v191, 50, v104
	v_or_b32_e32 v192, 57, v104
	v_or_b32_e32 v193, 56, v104
	v_or_b32_e32 v194, 59, v104
	v_or_b32_e32 v195, 58, v104
	v_or_b32_e32 v196, 1, v104
	s_lshl_b32 s79, s28, 1
	v_add_u32_e32 v88, 0, v102
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v80, s24, v40
	s_lshl_b32 s80, s24, 6
	v_mul_lo_u32 v82, s27, v40
	s_lshl_b32 s81, s27, 6
	v_mul_lo_u32 v84, s27, v39
	v_mul_lo_u32 v86, s24, v39
	v_add_u32_e32 v89, 0, v124
	v_add_u32_e32 v90, 0, v125
	v_add_u32_e32 v91, 0, v32
	v_add_u32_e32 v92, 0, v33
	v_add_u32_e32 v93, 0, v34
	v_add_u32_e32 v94, 0, v36
	v_add_u32_e32 v95, 0, v35
	v_add_u32_e32 v117, v38, v37
	v_mov_b32_e32 v118, 0xff800000
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v87, 31, v86
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[32:33], v[96:97], 0, v[86:87]
	v_lshl_add_u64 v[34:35], v[96:97], 0, v[80:81]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[36:39], v[32:33], off
	s_nop 0
	global_load_dwordx4 v[32:35], v[34:35], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 101 20 is_stmt 1              ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v120, s76, v104
	v_add_u32_e32 v119, s76, v196
	v_add_u32_e32 v123, s76, v105
	v_add_u32_e32 v122, s76, v108
	v_add_u32_e32 v125, s76, v107
	v_add_u32_e32 v129, s76, v111
	v_add_u32_e32 v128, s76, v175
	v_add_u32_e32 v131, s76, v113
	v_add_u32_e32 v130, s76, v177
	v_add_u32_e32 v87, s76, v176
	v_add_u32_e32 v81, s76, v179
	v_add_u32_e32 v133, s76, v178
	v_add_u32_e32 v132, s76, v181
	v_add_u32_e32 v135, s76, v180
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v120, v197
	v_cmp_le_i32_e64 s[72:73], v119, v197
	v_add_u32_e32 v121, s76, v106
	v_add_u32_e32 v124, s76, v110
	v_add_u32_e32 v127, s76, v109
	v_add_u32_e32 v126, s76, v112
	v_add_u32_e32 v134, s76, v183
	v_add_u32_e32 v137, s76, v182
	v_add_u32_e32 v136, s76, v185
	v_add_u32_e32 v139, s76, v184
	v_add_u32_e32 v138, s76, v187
	v_add_u32_e32 v141, s76, v186
	v_add_u32_e32 v140, s76, v189
	v_add_u32_e32 v143, s76, v188
	v_add_u32_e32 v142, s76, v191
	v_add_u32_e32 v148, s76, v190
	v_add_u32_e32 v149, s76, v193
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v83, 31, v82
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[0:1], v123, v197
	v_cmp_le_i32_e64 s[4:5], v125, v197
	v_cmp_le_i32_e64 s[6:7], v122, v197
	v_cmp_le_i32_e64 s[22:23], v129, v197
	v_cmp_le_i32_e64 s[26:27], v131, v197
	v_cmp_le_i32_e64 s[28:29], v128, v197
	v_cmp_le_i32_e64 s[30:31], v87, v197
	v_cmp_le_i32_e64 s[34:35], v130, v197
	v_cmp_le_i32_e64 s[36:37], v133, v197
	v_cmp_le_i32_e64 s[38:39], v81, v197
	v_cmp_le_i32_e64 s[40:41], v135, v197
	v_cmp_le_i32_e64 s[42:43], v132, v197
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v85, 31, v84
	v_lshl_add_u64 v[146:147], v[98:99], 0, v[82:83]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[2:3], v121, v197
	v_cmp_le_i32_e64 s[12:13], v127, v197
	v_cmp_le_i32_e64 s[20:21], v124, v197
	v_cmp_le_i32_e64 s[24:25], v126, v197
	v_cmp_le_i32_e64 s[44:45], v137, v197
	v_cmp_le_i32_e64 s[46:47], v134, v197
	v_cmp_le_i32_e64 s[48:49], v139, v197
	v_cmp_le_i32_e64 s[50:51], v136, v197
	v_cmp_le_i32_e64 s[52:53], v141, v197
	v_cmp_le_i32_e64 s[54:55], v138, v197
	v_cmp_le_i32_e64 s[56:57], v143, v197
	v_cmp_le_i32_e64 s[58:59], v140, v197
	v_cmp_le_i32_e64 s[60:61], v148, v197
	v_cmp_le_i32_e64 s[62:63], v142, v197
	v_cmp_le_i32_e64 s[66:67], v149, v197
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[144:145], v[98:99], 0, v[84:85]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v80, s80, v80
	v_add_u32_e32 v82, s81, v82
	v_add_u32_e32 v84, s81, v84
	v_add_u32_e32 v86, s80, v86
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1)
	ds_write_b128 v115, v[36:39]
	s_waitcnt vmcnt(0)
	ds_write_b128 v115, v[32:35] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[52:55], v89
	ds_read_b128 v[48:51], v116
	ds_read_b128 v[150:153], v116 offset:4096
	ds_read_b128 v[154:157], v89 offset:4096
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[64:71], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[150:157], v[64:71], 0
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[158:161], v91
	ds_read_b128 v[154:157], v90
	ds_read_b128 v[162:165], v90 offset:4096
	ds_read_b128 v[166:169], v91 offset:4096
	v_add_u32_e32 v150, s76, v192
	v_add_u32_e32 v151, s76, v195
	v_add_u32_e32 v152, s76, v194
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[64:65], v150, v197
	v_cmp_le_i32_e64 s[68:69], v152, v197
	v_cmp_le_i32_e64 s[70:71], v151, v197
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v153, v100, v100
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s76, s76, 64
	s_cmp_lt_i32 s76, s78
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[154:161], v[72:79], v[32:47]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v154, s79, v88
	v_add_u32_e32 v155, s74, v88
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[162:169], v[72:79], v[48:63]
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 15
	s_nop 0
	v_cndmask_b32_e64 v33, v118, v33, s[72:73]
	v_cndmask_b32_e32 v32, v118, v32, vcc
	v_cndmask_b32_e64 v35, v118, v35, s[0:1]
	v_cndmask_b32_e64 v37, v118, v37, s[4:5]
	v_cndmask_b32_e64 v36, v118, v36, s[6:7]
	v_cndmask_b32_e64 v41, v118, v41, s[22:23]
	v_cndmask_b32_e64 v43, v118, v43, s[26:27]
	v_cndmask_b32_e64 v42, v118, v42, s[28:29]
	v_cndmask_b32_e64 v45, v118, v45, s[30:31]
	v_cndmask_b32_e64 v44, v118, v44, s[34:35]
	v_cndmask_b32_e64 v47, v118, v47, s[36:37]
	v_cndmask_b32_e64 v46, v118, v46, s[38:39]
.Ltmp36:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v81, v33, v33
	v_max_f32_e32 v83, v32, v32
.Ltmp37:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v34, v118, v34, s[2:3]
	v_cndmask_b32_e64 v49, v118, v49, s[40:41]
	v_cndmask_b32_e64 v48, v118, v48, s[42:43]
	v_cndmask_b32_e64 v39, v118, v39, s[12:13]
	v_cndmask_b32_e64 v38, v118, v38, s[20:21]
	v_cndmask_b32_e64 v40, v118, v40, s[24:25]
	v_cndmask_b32_e64 v51, v118, v51, s[44:45]
	v_cndmask_b32_e64 v50, v118, v50, s[46:47]
	v_cndmask_b32_e64 v53, v118, v53, s[48:49]
	v_cndmask_b32_e64 v52, v118, v52, s[50:51]
	v_cndmask_b32_e64 v55, v118, v55, s[52:53]
	v_cndmask_b32_e64 v54, v118, v54, s[54:55]
	v_cndmask_b32_e64 v57, v118, v57, s[56:57]
	v_cndmask_b32_e64 v56, v118, v56, s[58:59]
	v_cndmask_b32_e64 v59, v118, v59, s[60:61]
	v_cndmask_b32_e64 v58, v118, v58, s[62:63]
	v_cndmask_b32_e64 v61, v118, v61, s[64:65]
	v_cndmask_b32_e64 v60, v118, v60, s[66:67]
.Ltmp38:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v85, v35, v36, v37
	v_max3_f32 v119, v41, v42, v43
	v_max3_f32 v120, v44, v45, v46
	v_max3_f32 v121, v47, v48, v49
	v_max_f32_e32 v81, v83, v81
.Ltmp39:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v63, v118, v63, s[68:69]
	v_cndmask_b32_e64 v62, v118, v62, s[70:71]
.Ltmp40:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v87, v38, v39, v40
	v_max3_f32 v122, v50, v51, v52
	v_max3_f32 v123, v53, v54, v55
	v_max3_f32 v124, v56, v57, v58
	v_max3_f32 v125, v59, v60, v61
	v_max3_f32 v83, v119, v120, v121
	v_max3_f32 v81, v81, v34, v85
	v_max3_f32 v119, v122, v123, v124
	v_max3_f32 v120, v125, v62, v63
	v_max3_f32 v81, v81, v87, v83
	v_max3_f32 v81, v81, v119, v120
.Ltmp41:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v83, v81
	s_nop 1
	v_permlane32_swap_b32_e32 v81, v83
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v83, v83, v83
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v81, v81, v83
.Ltmp43:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v81, s10, v81
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v120, v153, v81
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v81, v100, v120
	.loc	1 112 21 is_stmt 0              ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v81, v81
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[32:33], s[10:11], v[32:33], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[10:11], v[36:37], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[10:11], v[40:41], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_write_b32 v154, v81
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[134:137], v[144:145], off
	global_load_dwordx4 v[138:141], v[146:147], off
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[44:45], s[10:11], v[44:45], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], s[10:11], v[48:49], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], s[10:11], v[52:53], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], s[10:11], v[56:57], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], s[10:11], v[60:61], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[10:11], v[34:35], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[10:11], v[38:39], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[10:11], v[42:43], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[10:11], v[46:47], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], s[10:11], v[50:51], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], s[10:11], v[54:55], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], s[10:11], v[58:59], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], s[10:11], v[62:63], v[120:121] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
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
	v_cvt_scalef32_pk_fp8_f32 v83, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v85, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v87, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v100, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v119, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v121, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v123, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v124, v60, v61, 1.0
	v_cvt_scalef32_pk_fp8_f32 v83, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v85, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v87, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v100, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v119, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v121, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v123, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v124, v62, v63, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	ds_read_b32 v122, v155
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e32 v125, 8, v83
	v_lshrrev_b32_e32 v126, 8, v87
	v_lshrrev_b32_e32 v127, 8, v119
	v_lshrrev_b32_e32 v128, 8, v123
	v_lshrrev_b32_e32 v129, 8, v85
	v_lshrrev_b32_e32 v130, 8, v100
	v_lshrrev_b32_e32 v131, 8, v121
	ds_write_b8 v93, v124 offset:3584
	v_lshrrev_b32_e32 v132, 8, v124
	ds_write_b8_d16_hi v93, v124 offset:3712
	v_lshrrev_b32_e32 v124, 24, v124
	ds_write_b8 v92, v83
	ds_write_b8_d16_hi v92, v83 offset:128
	v_lshrrev_b32_e32 v83, 24, v83
	ds_write_b8 v92, v87 offset:1024
	ds_write_b8_d16_hi v92, v87 offset:1152
	v_lshrrev_b32_e32 v87, 24, v87
	ds_write_b8 v92, v119 offset:2048
	ds_write_b8_d16_hi v92, v119 offset:2176
	v_lshrrev_b32_e32 v119, 24, v119
	ds_write_b8 v92, v123 offset:3072
	ds_write_b8_d16_hi v92, v123 offset:3200
	v_lshrrev_b32_e32 v123, 24, v123
	ds_write_b8 v93, v85 offset:512
	ds_write_b8_d16_hi v93, v85 offset:640
	v_lshrrev_b32_e32 v85, 24, v85
	ds_write_b8 v93, v100 offset:1536
	ds_write_b8_d16_hi v93, v100 offset:1664
	v_lshrrev_b32_e32 v100, 24, v100
	ds_write_b8 v93, v121 offset:2560
	ds_write_b8_d16_hi v93, v121 offset:2688
	v_lshrrev_b32_e32 v121, 24, v121
	ds_write_b8 v92, v125 offset:64
	ds_write_b8 v92, v83 offset:192
	ds_write_b8 v92, v126 offset:1088
	ds_write_b8 v92, v87 offset:1216
	ds_write_b8 v92, v127 offset:2112
	ds_write_b8 v92, v119 offset:2240
	ds_write_b8 v92, v128 offset:3136
	ds_write_b8 v92, v123 offset:3264
	ds_write_b8 v93, v129 offset:576
	ds_write_b8 v93, v85 offset:704
	ds_write_b8 v93, v130 offset:1600
	ds_write_b8 v93, v100 offset:1728
	ds_write_b8 v93, v131 offset:2624
	ds_write_b8 v93, v121 offset:2752
	ds_write_b8 v93, v132 offset:3648
	ds_write_b8 v93, v124 offset:3776
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[124:125], v94
	ds_read_b64_tr_b8 v[128:129], v94 offset:2048
	ds_read_b64_tr_b8 v[126:127], v95 offset:512
	ds_read_b64_tr_b8 v[130:131], v95 offset:2560
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v115, v[134:137]
	s_waitcnt vmcnt(0)
	ds_write_b128 v115, v[138:141] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[136:137], v117 offset:4096
	ds_read_b64_tr_b8 v[138:139], v117 offset:5184
	ds_read_b64_tr_b8 v[132:133], v117
	ds_read_b64_tr_b8 v[134:135], v117 offset:1088
	ds_read_b64_tr_b8 v[140:141], v117 offset:64
	ds_read_b64_tr_b8 v[142:143], v117 offset:1024
	ds_read_b64_tr_b8 v[144:145], v117 offset:4160
	ds_read_b64_tr_b8 v[146:147], v117 offset:5120
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[122:123] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[122:123] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[132:139], v[124:131], v[16:31]
.Ltmp44:
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
	v_mov_b32_e32 v100, v120
.Ltmp45:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[140:147], v[124:131], v[0:15]
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v33, v32, v33
.Ltmp50:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v33, v103, v81
	v_mov_b32_e32 v103, v33
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_8
.Ltmp51:
; %bb.9:                                ; %._crit_edge116.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_mov_b32_e32 v32, s79
	v_mov_b32_e32 v103, v33
.LBB0_10:                               ; %._crit_edge116
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v33, s[0:1], v103, v103, s19
	v_rcp_f32_e32 v34, v33
	v_div_scale_f32 v35, vcc, s19, v103, s19
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
	v_add_u32_e32 v34, 0, v102
	.loc	1 155 22                        ; triton_peers.py:155:22
	v_div_fixup_f32 v33, v33, v103, s19
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
	v_lshrrev_b32_e32 v33, 2, v114
	.loc	1 156 18                        ; triton_peers.py:156:18
	s_add_u32 s2, s8, s0
	.loc	1 156 40 is_stmt 0              ; triton_peers.py:156:40
	s_mul_i32 s0, s15, s17
	.loc	1 135 30 is_stmt 1              ; triton_peers.py:135:30
	v_or_b32_e32 v48, s75, v33
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v33, s33, v101
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
.Ltmp52:
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
		.amdhsa_next_free_vgpr 204
		.amdhsa_next_free_sgpr 82
		.amdhsa_accum_offset 204
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
	.set .Lattn_fwd.num_vgpr, 204
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 82
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7432
; TotalNumSgprs: 88
; NumVgprs: 204
; NumAgprs: 0
; TotalNumVgprs: 204
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 88
; NumVGPRsForWavesPerEU: 204
; AccumOffset: 204
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 50
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
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
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
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     204
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
