	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	fp8_attention_fwd               ; -- Begin function fp8_attention_fwd
	.p2align	8
	.type	fp8_attention_fwd,@function
fp8_attention_fwd:                      ; @fp8_attention_fwd
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.16:
	.file	1 "/work/main/tests/data/triton" "make_kernels.py"
	.loc	1 73 0 prologue_end             ; make_kernels.py:73:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.17:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[2:3], s[4:5], 0x24
	s_load_dword s26, s[4:5], 0x2c
.Ltmp1:
	.loc	1 73 1 is_stmt 1                ; make_kernels.py:73:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	v_and_b32_e32 v2, 0x3ff, v0
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_and_b32_e32 v8, 63, v0
	.loc	1 100 11                        ; make_kernels.py:100:11
	v_readfirstlane_b32 s0, v2
	.loc	1 101 5                         ; make_kernels.py:101:5
	s_bfe_u32 s22, s0, 0x20006
	.loc	1 79 34                         ; make_kernels.py:79:34
	s_lshl_b32 s7, s22, 6
	v_or_b32_e32 v9, s7, v8
	.loc	1 79 14 is_stmt 0               ; make_kernels.py:79:14
	s_lshl_b32 s6, s16, 6
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_lshrrev_b32_e32 v1, 3, v9
	.loc	1 79 14                         ; make_kernels.py:79:14
	v_or_b32_e32 v1, s6, v1
	.loc	1 82 21 is_stmt 1               ; make_kernels.py:82:21
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v1, s3
	v_lshl_add_u32 v6, s3, 5, v4
	.loc	1 82 17 is_stmt 0               ; make_kernels.py:82:17
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 82 51                         ; make_kernels.py:82:51
	v_and_b32_e32 v3, 7, v0
	.loc	1 82 17                         ; make_kernels.py:82:17
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[4:5]
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 82 51                         ; make_kernels.py:82:51
	v_lshlrev_b32_e32 v98, 4, v3
	.loc	1 82 17                         ; make_kernels.py:82:17
	v_mov_b32_e32 v99, 0
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[98:99]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[98:99]
	.loc	1 82 9                          ; make_kernels.py:82:9
	global_load_dwordx4 v[10:13], v[4:5], off
	global_load_dwordx4 v[14:17], v[6:7], off
	.loc	1 79 34 is_stmt 1               ; make_kernels.py:79:34
	v_and_b32_e32 v129, 31, v0
	.loc	1 82 51                         ; make_kernels.py:82:51
	v_and_b32_e32 v134, 32, v0
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_and_b32_e32 v1, 56, v0
	.loc	1 82 9                          ; make_kernels.py:82:9
	s_movk_i32 s0, 0x70
	v_mov_b32_e32 v0, 0x70
	v_lshlrev_b32_e32 v5, 7, v129
	v_lshlrev_b32_e32 v4, 3, v2
	v_lshrrev_b32_e32 v141, 1, v134
	.loc	1 82 51 is_stmt 0               ; make_kernels.py:82:51
	s_and_b32 s9, s7, 64
	.loc	1 82 9                          ; make_kernels.py:82:9
	s_movk_i32 s1, 0x60
	v_bitop3_b32 v6, v4, v141, s0 bitop3:0x6c
	v_bitop3_b32 v0, s7, v0, v8 bitop3:0xc8
	v_lshlrev_b32_e32 v7, 4, v9
	v_lshl_or_b32 v5, s9, 6, v5
	.loc	1 87 5 is_stmt 1                ; make_kernels.py:87:5
	s_cmp_gt_i32 s2, 0
	.loc	1 82 9                          ; make_kernels.py:82:9
	v_xad_u32 v8, v7, v0, 0
	v_or_b32_e32 v7, v5, v6
	v_bitop3_b32 v9, v5, s1, v6 bitop3:0x36
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s2, 1
	.loc	1 82 9                          ; make_kernels.py:82:9
	v_add_u32_e32 v0, 0, v7
	v_xad_u32 v5, v7, 32, 0
	v_xad_u32 v6, v7, 64, 0
	v_add_u32_e32 v7, 0, v9
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_mul_i32 s3, s22, 0x410
	.loc	1 82 9                          ; make_kernels.py:82:9
	s_waitcnt vmcnt(1)
	ds_write_b128 v8, v[10:13]
	s_waitcnt vmcnt(0)
	ds_write_b128 v8, v[14:17] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_or_b32_e32 v10, s22, v1
	v_or_b32_e32 v8, 4, v10
	.loc	1 88 25                         ; make_kernels.py:88:25
	v_mul_lo_u32 v10, v10, s26
	v_mul_lo_u32 v8, v8, s26
	.loc	1 88 21 is_stmt 0               ; make_kernels.py:88:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_add_i32 m0, s3, 0x41e0
	.loc	1 88 21                         ; make_kernels.py:88:21
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[98:99]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[98:99]
	.loc	1 88 13                         ; make_kernels.py:88:13
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s3, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_2:                                ; %.critedge
	.loc	1 0 0                           ; make_kernels.py:0
	ds_read_b128 v[88:91], v0
	ds_read_b128 v[92:95], v5
	ds_read_b128 v[80:83], v6
	ds_read_b128 v[84:87], v7
	s_load_dword s19, s[4:5], 0x20
	s_load_dword s27, s[4:5], 0x30
	.loc	1 97 13 is_stmt 1               ; make_kernels.py:97:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_lshrrev_b32_e32 v0, 1, v1
	.loc	1 97 13                         ; make_kernels.py:97:13
	s_cmp_lg_u32 s0, 1
	s_mul_i32 s17, s22, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_or_b32_e32 v5, s22, v0
	v_or_b32_e32 v6, 32, v5
	.loc	1 97 25                         ; make_kernels.py:97:25
	v_mul_lo_u32 v8, v5, s27
	v_mul_lo_u32 v6, v6, s27
	.loc	1 97 21 is_stmt 0               ; make_kernels.py:97:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], s[12:13], 0, v[8:9]
	.loc	1 97 13                         ; make_kernels.py:97:13
	s_mov_b32 m0, s17
	.loc	1 97 21                         ; make_kernels.py:97:21
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[98:99]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[98:99]
	.loc	1 97 13                         ; make_kernels.py:97:13
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s17, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_4:                                ; %.critedge2
	.loc	1 79 34 is_stmt 1               ; make_kernels.py:79:34
	s_and_b32 s16, s7, 0x80
	s_lshr_b32 s7, s16, 2
	.loc	1 82 51                         ; make_kernels.py:82:51
	s_lshr_b32 s8, s9, 1
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_sub_i32 s18, s2, 64
	v_bfe_i32 v135, v2, 3, 1
	v_lshlrev_b32_e32 v139, 4, v2
	v_lshlrev_b32_e32 v140, 9, v2
	v_and_b32_e32 v137, 16, v2
	v_lshlrev_b32_e32 v138, 5, v2
	.loc	1 86 16                         ; make_kernels.py:86:16
	v_mov_b32_e32 v2, 0x3fb8aa3b
	.loc	1 82 9                          ; make_kernels.py:82:9
	v_lshrrev_b32_e32 v154, 8, v88
	v_lshrrev_b32_e32 v155, 16, v88
	v_lshrrev_b32_e32 v156, 8, v89
	v_lshrrev_b32_e32 v157, 16, v89
	v_lshrrev_b32_e32 v158, 24, v89
	v_lshrrev_b32_e32 v159, 8, v90
	v_lshrrev_b32_e32 v160, 16, v90
	v_lshrrev_b32_e32 v161, 8, v91
	v_lshrrev_b32_e32 v162, 16, v91
	v_lshrrev_b32_e32 v163, 24, v91
	v_lshrrev_b32_e32 v167, 8, v92
	v_lshrrev_b32_e32 v168, 16, v92
	v_lshrrev_b32_e32 v170, 8, v93
	v_lshrrev_b32_e32 v171, 16, v93
	v_lshrrev_b32_e32 v172, 24, v93
	v_lshrrev_b32_e32 v173, 8, v94
	v_lshrrev_b32_e32 v174, 16, v94
	v_lshrrev_b32_e32 v175, 8, v95
	v_lshrrev_b32_e32 v176, 16, v95
	v_lshrrev_b32_e32 v177, 24, v95
	v_lshrrev_b32_e32 v142, 8, v80
	v_lshrrev_b32_e32 v143, 16, v80
	v_lshrrev_b32_e32 v144, 8, v81
	v_lshrrev_b32_e32 v145, 16, v81
	v_lshrrev_b32_e32 v146, 24, v81
	v_lshrrev_b32_e32 v147, 8, v82
	v_lshrrev_b32_e32 v148, 16, v82
	v_lshrrev_b32_e32 v149, 8, v83
	v_lshrrev_b32_e32 v150, 16, v83
	v_lshrrev_b32_e32 v151, 24, v83
	v_lshrrev_b32_e32 v152, 8, v84
	v_lshrrev_b32_e32 v153, 16, v84
	v_lshrrev_b32_e32 v164, 8, v85
	v_lshrrev_b32_e32 v165, 16, v85
	v_lshrrev_b32_e32 v166, 24, v85
	v_lshrrev_b32_e32 v169, 8, v86
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_cmp_lt_i32 s18, 1
	v_lshlrev_b32_e32 v182, 10, v3
	v_and_b32_e32 v136, 8, v4
	v_cmp_eq_u32_e64 s[0:1], 0, v134
	.loc	1 82 9                          ; make_kernels.py:82:9
	v_lshrrev_b32_e32 v178, 16, v86
	v_lshrrev_b32_e32 v179, 8, v87
	v_lshrrev_b32_e32 v180, 16, v87
	v_lshrrev_b32_e32 v181, 24, v87
	.loc	1 86 16                         ; make_kernels.py:86:16
	v_mul_f32_e32 v96, s19, v2
	.loc	1 82 9                          ; make_kernels.py:82:9
	v_lshrrev_b64 v[108:109], 24, v[88:89]
	v_lshrrev_b64 v[110:111], 24, v[90:91]
	v_lshrrev_b64 v[112:113], 24, v[92:93]
	v_lshrrev_b64 v[114:115], 24, v[94:95]
	v_lshrrev_b64 v[100:101], 24, v[80:81]
	v_lshrrev_b64 v[102:103], 24, v[82:83]
	v_lshrrev_b64 v[104:105], 24, v[84:85]
	v_lshrrev_b64 v[106:107], 24, v[86:87]
	; asyncmark
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	s_mov_b32 s19, 0xc0c0004
	v_perm_b32 v2, v95, v175, s19
	v_perm_b32 v3, v176, v177, s19
	v_lshl_or_b32 v71, v3, 16, v2
	v_perm_b32 v2, v94, v173, s19
	v_perm_b32 v3, v174, v114, s19
	v_lshl_or_b32 v70, v3, 16, v2
	v_perm_b32 v2, v93, v170, s19
	v_perm_b32 v3, v171, v172, s19
	v_lshl_or_b32 v69, v3, 16, v2
	v_perm_b32 v2, v92, v167, s19
	v_perm_b32 v3, v168, v112, s19
	v_lshl_or_b32 v68, v3, 16, v2
	v_perm_b32 v2, v91, v161, s19
	v_perm_b32 v3, v162, v163, s19
	v_lshl_or_b32 v67, v3, 16, v2
	v_perm_b32 v2, v90, v159, s19
	v_perm_b32 v3, v160, v110, s19
	v_lshl_or_b32 v66, v3, 16, v2
	v_perm_b32 v2, v89, v156, s19
	v_perm_b32 v3, v157, v158, s19
	v_lshl_or_b32 v65, v3, 16, v2
	v_perm_b32 v2, v88, v154, s19
	v_perm_b32 v3, v155, v108, s19
	v_lshl_or_b32 v64, v3, 16, v2
	v_perm_b32 v2, v87, v179, s19
	v_perm_b32 v3, v180, v181, s19
	v_lshl_or_b32 v79, v3, 16, v2
	v_perm_b32 v2, v86, v169, s19
	v_perm_b32 v3, v178, v106, s19
	v_lshl_or_b32 v78, v3, 16, v2
	v_perm_b32 v2, v85, v164, s19
	v_perm_b32 v3, v165, v166, s19
	v_lshl_or_b32 v77, v3, 16, v2
	v_perm_b32 v2, v84, v152, s19
	v_perm_b32 v3, v153, v104, s19
	v_lshl_or_b32 v76, v3, 16, v2
	v_perm_b32 v2, v83, v149, s19
	v_perm_b32 v3, v150, v151, s19
	v_lshl_or_b32 v75, v3, 16, v2
	v_perm_b32 v2, v82, v147, s19
	v_perm_b32 v3, v148, v102, s19
	v_lshl_or_b32 v74, v3, 16, v2
	v_perm_b32 v2, v81, v144, s19
	v_perm_b32 v3, v145, v146, s19
	v_lshl_or_b32 v73, v3, 16, v2
	v_perm_b32 v2, v80, v142, s19
	v_perm_b32 v3, v143, v100, s19
	v_lshl_or_b32 v72, v3, 16, v2
	s_movk_i32 s21, 0x110
	v_mov_b32_e32 v2, 0x110
	v_and_b32_e32 v4, 0x4c0, v138
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_and_or_b32 v4, v135, s21, v4
	.loc	1 87 5                          ; make_kernels.py:87:5
	v_add_u32_e32 v0, s22, v0
	v_xor_b32_e32 v3, v2, v129
	v_bitop3_b32 v4, s7, v4, v137 bitop3:0xf6
	v_add_u32_e32 v32, 0x60, v0
	v_or_b32_e32 v33, 64, v0
	v_add_u32_e32 v0, s22, v1
	v_bitop3_b32 v2, s8, v2, v129 bitop3:0xf6
	v_bitop3_b32 v3, s8, 32, v3 bitop3:0x36
	v_or_b32_e32 v5, v4, v136
	v_bitop3_b32 v4, v4, 32, v136 bitop3:0x36
	v_add_u32_e32 v34, 0x44, v0
	v_add_u32_e32 v35, 64, v0
	v_mov_b32_e32 v30, 0
	v_and_b32_e32 v113, 0xc00, v140
	s_lshl_b32 s20, s9, 1
	s_mov_b32 s19, 0
	.loc	1 91 14 is_stmt 1               ; make_kernels.py:91:14
	v_mov_b32_e32 v97, v96
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_lshl_b32 s21, s27, 6
	s_lshl_b32 s22, s26, 6
	s_movk_i32 s25, 0x41e0
	v_add_u32_e32 v101, 0, v2
	v_add_u32_e32 v103, 0, v3
	v_add_u32_e32 v105, 0, v5
	v_add_u32_e32 v107, 0, v4
	s_mov_b32 s24, 0
	s_mov_b32 s23, 0
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
	v_and_b32_e32 v109, 0x180, v139
	v_lshl_add_u32 v111, v129, 2, 0
	v_and_b32_e32 v115, 0x280, v139
	v_lshrrev_b32_e32 v183, 5, v113
	v_mul_lo_u32 v116, s27, v32
	v_mul_lo_u32 v118, s27, v33
	v_mul_lo_u32 v120, s26, v34
	v_mul_lo_u32 v122, s26, v35
	v_mov_b32_e32 v184, 1.0
	v_mov_b32_e32 v185, 0xff800000
	v_lshl_add_u64 v[124:125], s[10:11], 0, v[98:99]
	v_lshl_add_u64 v[126:127], s[12:13], 0, v[98:99]
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s10, s24, 1
	s_cmp_lt_i32 s10, 2
	s_cselect_b32 s24, s10, 0
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_lshl_b32 s10, s24, 13
	s_lshr_b32 s11, s10, 6
	s_add_i32 s11, s10, s11
	.loc	1 88 21 is_stmt 0               ; make_kernels.py:88:21
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_add_i32 s12, s11, s3
	.loc	1 88 21                         ; make_kernels.py:88:21
	v_ashrrev_i32_e32 v121, 31, v120
	v_lshl_add_u64 v[32:33], v[124:125], 0, v[122:123]
	.loc	1 88 13                         ; make_kernels.py:88:13
	v_add3_u32 v36, s25, v182, v109
	s_add_i32 m0, s12, 0x41e0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 88 21                         ; make_kernels.py:88:21
	v_lshl_add_u64 v[34:35], v[124:125], 0, v[120:121]
	.loc	1 88 13                         ; make_kernels.py:88:13
	v_add3_u32 v121, v36, v141, v98
	global_load_lds_dwordx4 v[32:33], off
	s_add_i32 m0, s12, 0x5220
	.loc	1 97 21 is_stmt 1               ; make_kernels.py:97:21
	v_ashrrev_i32_e32 v119, 31, v118
	.loc	1 88 13                         ; make_kernels.py:88:13
	global_load_lds_dwordx4 v[34:35], off
	; asyncmark
	ds_read_b128 v[48:51], v121
	ds_read_b128 v[52:55], v121 offset:32
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[64:71], 0
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[188:191], v121 offset:512
	ds_read_b128 v[192:195], v121 offset:544
	.loc	1 97 21                         ; make_kernels.py:97:21
	v_lshl_add_u64 v[132:133], v[126:127], 0, v[118:119]
	.loc	1 90 16                         ; make_kernels.py:90:16
	v_max_f32_e32 v128, v185, v185
	.loc	1 97 21                         ; make_kernels.py:97:21
	v_ashrrev_i32_e32 v117, 31, v116
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_lshr_b32 s12, s10, 5
	.loc	1 97 21                         ; make_kernels.py:97:21
	v_lshl_add_u64 v[130:131], v[126:127], 0, v[116:117]
	.loc	1 97 13 is_stmt 0               ; make_kernels.py:97:13
	v_add3_u32 v117, s19, v137, v113
	s_add_i32 s19, s10, s12
	s_add_i32 s10, s19, s17
	.loc	1 96 15 is_stmt 1               ; make_kernels.py:96:15
	v_add_u32_e32 v186, s20, v111
	v_add_u32_e32 v99, s16, v111
	.loc	1 97 13                         ; make_kernels.py:97:13
	s_mov_b32 m0, s10
	v_add3_u32 v117, v117, v115, v136
	v_add3_u32 v117, v117, s8, v183
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_add_i32 s23, s23, 64
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[188:195], v[64:71], 0
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[188:191], v121 offset:64
	ds_read_b128 v[192:195], v121 offset:96
	s_add_i32 s25, s11, 0x41e0
	.loc	1 87 5                          ; make_kernels.py:87:5
	v_add_u32_e32 v116, s21, v116
	v_add_u32_e32 v118, s21, v118
	v_add_u32_e32 v120, s22, v120
	v_add_u32_e32 v122, s22, v122
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[188:195], v[72:79], v[32:47]
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[188:191], v121 offset:576
	ds_read_b128 v[192:195], v121 offset:608
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[188:195], v[72:79], v[48:63]
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ make_kernels.py:90:32 ] ]
	s_nop 15
	v_max_f32_e32 v119, v33, v33
	v_max_f32_e32 v121, v32, v32
	v_max3_f32 v123, v35, v36, v37
	v_max3_f32 v188, v41, v42, v43
	v_max3_f32 v189, v44, v45, v46
	v_max_f32_e32 v119, v121, v119
	v_max3_f32 v187, v38, v39, v40
	v_max3_f32 v119, v119, v34, v123
	v_max3_f32 v190, v47, v48, v49
	v_max3_f32 v191, v50, v51, v52
	v_max3_f32 v192, v53, v54, v55
	v_max3_f32 v193, v56, v57, v58
	v_max3_f32 v194, v59, v60, v61
	v_max3_f32 v121, v188, v189, v190
	v_max3_f32 v188, v191, v192, v193
	v_max3_f32 v189, v194, v62, v63
	v_max3_f32 v119, v119, v187, v121
	v_max3_f32 v119, v119, v188, v189
.Ltmp3:
	.loc	2 216 16                        ; standard.py:216:16 @[ make_kernels.py:90:32 ]
	v_mov_b32_e32 v121, v119
	s_nop 1
	v_permlane32_swap_b32_e32 v119, v121
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ make_kernels.py:90:32 ] ]
	v_max_f32_e32 v121, v121, v121
	v_max_f32_e32 v119, v119, v119
	v_max_f32_e32 v119, v119, v121
.Ltmp5:
	.loc	1 90 32                         ; make_kernels.py:90:32
	v_mul_f32_e32 v119, v96, v119
	.loc	1 90 16 is_stmt 0               ; make_kernels.py:90:16
	v_max_f32_e32 v128, v128, v119
	.loc	1 94 30 is_stmt 1               ; make_kernels.py:94:30
	v_sub_f32_e32 v119, v185, v128
	.loc	1 94 17 is_stmt 0               ; make_kernels.py:94:17
	v_exp_f32_e32 v119, v119
	.loc	1 91 14 is_stmt 1               ; make_kernels.py:91:14
	v_pk_fma_f32 v[32:33], v[96:97], v[32:33], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[96:97], v[36:37], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[96:97], v[44:45], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 96 15                         ; make_kernels.py:96:15
	ds_write_b32 v186, v119 offset:33536
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v186, v99 offset:33536
	.loc	1 97 13                         ; make_kernels.py:97:13
	global_load_lds_dwordx4 v[132:133], off
	s_add_i32 m0, s10, 0x1080
	.loc	1 91 14                         ; make_kernels.py:91:14
	v_pk_fma_f32 v[52:53], v[96:97], v[52:53], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 97 13                         ; make_kernels.py:97:13
	global_load_lds_dwordx4 v[130:131], off
	.loc	1 91 14                         ; make_kernels.py:91:14
	v_pk_fma_f32 v[56:57], v[96:97], v[56:57], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[96:97], v[60:61], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[96:97], v[34:35], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[96:97], v[38:39], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[96:97], v[40:41], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[96:97], v[46:47], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[96:97], v[48:49], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[96:97], v[54:55], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[96:97], v[58:59], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[96:97], v[62:63], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 92 13                         ; make_kernels.py:92:13
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v33, v33
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	.loc	1 91 14                         ; make_kernels.py:91:14
	v_pk_fma_f32 v[42:43], v[96:97], v[42:43], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[96:97], v[50:51], v[128:129] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 92 13                         ; make_kernels.py:92:13
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v51, v51
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v99, v32, v33, 1.0
	v_cvt_scalef32_pk_fp8_f32 v121, v36, v37, 1.0
	v_cvt_scalef32_pk_fp8_f32 v132, v44, v45, 1.0
	v_cvt_scalef32_pk_fp8_f32 v187, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v188, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v189, v60, v61, 1.0
	v_cvt_scalef32_pk_fp8_f32 v123, v40, v41, 1.0
	v_cvt_scalef32_pk_fp8_f32 v133, v48, v49, 1.0
	v_cvt_scalef32_pk_fp8_f32 v99, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v121, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v132, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v187, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v188, v58, v59, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v189, v62, v63, 1.0 op_sel:[0,0,0,1]
	; asyncmark
	.loc	1 97 13                         ; make_kernels.py:97:13
	ds_read_b64_tr_b8 v[196:197], v117
	ds_read_b64_tr_b8 v[198:199], v117 offset:256
	ds_read_b64_tr_b8 v[206:207], v117 offset:320
	ds_read_b64_tr_b8 v[204:205], v117 offset:64
	ds_read_b64_tr_b8 v[200:201], v117 offset:4224
	ds_read_b64_tr_b8 v[202:203], v117 offset:4480
	ds_read_b64_tr_b8 v[210:211], v117 offset:4544
	ds_read_b64_tr_b8 v[208:209], v117 offset:4288
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v123, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v133, v50, v51, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_lshrrev_b32_e32 v117, 8, v99
	ds_write_b8 v101, v188 offset:36560
	v_lshrrev_b32_e32 v190, 8, v188
	ds_write_b8_d16_hi v101, v188 offset:36688
	v_lshrrev_b32_e32 v188, 24, v188
	v_lshrrev_b32_e32 v191, 8, v121
	v_lshrrev_b32_e32 v192, 8, v132
	v_lshrrev_b32_e32 v193, 8, v187
	ds_write_b8 v103, v189 offset:37072
	v_lshrrev_b32_e32 v194, 8, v189
	ds_write_b8_d16_hi v103, v189 offset:37200
	v_lshrrev_b32_e32 v189, 24, v189
	ds_write_b8 v101, v99 offset:33488
	ds_write_b8_d16_hi v101, v99 offset:33616
	v_lshrrev_b32_e32 v99, 24, v99
	ds_write_b8 v101, v123 offset:34512
	v_lshrrev_b32_e32 v130, 8, v123
	ds_write_b8_d16_hi v101, v123 offset:34640
	v_lshrrev_b32_e32 v123, 24, v123
	ds_write_b8 v101, v133 offset:35536
	v_lshrrev_b32_e32 v131, 8, v133
	ds_write_b8_d16_hi v101, v133 offset:35664
	v_lshrrev_b32_e32 v133, 24, v133
	ds_write_b8 v103, v121 offset:34000
	ds_write_b8_d16_hi v103, v121 offset:34128
	v_lshrrev_b32_e32 v121, 24, v121
	ds_write_b8 v103, v132 offset:35024
	ds_write_b8_d16_hi v103, v132 offset:35152
	v_lshrrev_b32_e32 v132, 24, v132
	ds_write_b8 v103, v187 offset:36048
	ds_write_b8_d16_hi v103, v187 offset:36176
	v_lshrrev_b32_e32 v187, 24, v187
	ds_write_b8 v101, v117 offset:33552
	ds_write_b8 v101, v99 offset:33680
	ds_write_b8 v101, v130 offset:34576
	ds_write_b8 v101, v123 offset:34704
	ds_write_b8 v101, v131 offset:35600
	ds_write_b8 v101, v133 offset:35728
	ds_write_b8 v101, v190 offset:36624
	ds_write_b8 v101, v188 offset:36752
	ds_write_b8 v103, v191 offset:34064
	ds_write_b8 v103, v121 offset:34192
	ds_write_b8 v103, v192 offset:35088
	ds_write_b8 v103, v132 offset:35216
	ds_write_b8 v103, v193 offset:36112
	ds_write_b8 v103, v187 offset:36240
	ds_write_b8 v103, v194 offset:37136
	ds_write_b8 v103, v189 offset:37264
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[188:189], v105 offset:33488
	ds_read_b64_tr_b8 v[192:193], v105 offset:35536
	ds_read_b64_tr_b8 v[190:191], v107 offset:34000
	ds_read_b64_tr_b8 v[194:195], v107 offset:36048
	.loc	1 96 15                         ; make_kernels.py:96:15
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
	.loc	1 98 15                         ; make_kernels.py:98:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[196:203], v[188:195], v[16:31]
.Ltmp6:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
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
	v_mov_b32_e32 v185, v128
.Ltmp7:
	.loc	1 98 15                         ; make_kernels.py:98:15
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[204:211], v[188:195], v[0:15]
.Ltmp8:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_add_f32_e64 v32, v32, v34
	v_add_f32_e64 v33, v33, v35
.Ltmp9:
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_cmp_lt_i32 s23, s18
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ make_kernels.py:93:16 ] ]
	v_add_f32_e32 v32, v32, v33
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp12:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ make_kernels.py:93:16 ] ]
	v_add_f32_e32 v99, v32, v33
.Ltmp13:
	.loc	1 95 15                         ; make_kernels.py:95:15
	v_fmac_f32_e32 v99, v184, v119
	v_mov_b32_e32 v184, v99
	.loc	1 87 5                          ; make_kernels.py:87:5
	s_cbranch_scc1 .LBB0_6
	s_branch .LBB0_8
.LBB0_7:
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	v_mov_b32_e32 v1, 0
	s_mov_b32 s19, 0
	s_movk_i32 s25, 0x41e0
	v_mov_b32_e32 v99, 1.0
	v_mov_b32_e32 v128, 0xff800000
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v30, v1
.LBB0_8:                                ; %Flow313
	s_load_dword s10, s[4:5], 0x34
	.loc	1 87 5 is_stmt 1                ; make_kernels.py:87:5
	s_add_i32 s2, s2, 63
	s_cmp_gt_i32 s2, 63
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_and_b64 vcc, exec, s[2:3]
	; wait_asyncmark(0)
	.loc	1 88 13                         ; make_kernels.py:88:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_11
; %bb.9:                                ; %._crit_edge._crit_edge
	.loc	1 0 13 is_stmt 0                ; make_kernels.py:0:13
	s_mov_b64 s[4:5], 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc0 .LBB0_12
.LBB0_10:
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
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
	s_branch .LBB0_13
.LBB0_11:
	s_mov_b64 s[4:5], -1
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_10
.LBB0_12:
	.loc	1 88 13 is_stmt 1               ; make_kernels.py:88:13
	v_and_b32_e32 v32, 0x180, v139
	v_add3_u32 v32, s25, v182, v32
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_mov_b32 s4, 0xc0c0004
	.loc	1 88 13                         ; make_kernels.py:88:13
	v_add3_u32 v97, v32, v141, v98
	.loc	1 89 14                         ; make_kernels.py:89:14
	v_perm_b32 v32, v95, v175, s4
	v_perm_b32 v33, v176, v177, s4
	v_lshl_or_b32 v71, v33, 16, v32
	v_perm_b32 v32, v94, v173, s4
	v_perm_b32 v33, v174, v114, s4
	v_lshl_or_b32 v70, v33, 16, v32
	v_perm_b32 v32, v93, v170, s4
	v_perm_b32 v33, v171, v172, s4
	v_lshl_or_b32 v69, v33, 16, v32
	v_perm_b32 v32, v92, v167, s4
	v_perm_b32 v33, v168, v112, s4
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[38:41], v97 offset:96
	ds_read_b128 v[34:37], v97 offset:64
	ds_read_b128 v[116:119], v97
	ds_read_b128 v[120:123], v97 offset:32
	.loc	1 89 14                         ; make_kernels.py:89:14
	v_lshl_or_b32 v68, v33, 16, v32
	v_perm_b32 v32, v91, v161, s4
	v_perm_b32 v33, v162, v163, s4
	v_lshl_or_b32 v67, v33, 16, v32
	v_perm_b32 v32, v90, v159, s4
	v_perm_b32 v33, v160, v110, s4
	v_lshl_or_b32 v66, v33, 16, v32
	v_perm_b32 v32, v89, v156, s4
	v_perm_b32 v33, v157, v158, s4
	v_lshl_or_b32 v65, v33, 16, v32
	v_perm_b32 v32, v88, v154, s4
	v_perm_b32 v33, v155, v108, s4
	v_lshl_or_b32 v64, v33, 16, v32
	v_perm_b32 v32, v87, v179, s4
	v_perm_b32 v33, v180, v181, s4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[116:123], v[64:71], 0
	v_lshl_or_b32 v79, v33, 16, v32
	v_perm_b32 v32, v86, v169, s4
	v_perm_b32 v33, v178, v106, s4
	v_lshl_or_b32 v78, v33, 16, v32
	v_perm_b32 v32, v85, v164, s4
	v_perm_b32 v33, v165, v166, s4
	v_lshl_or_b32 v77, v33, 16, v32
	v_perm_b32 v32, v84, v152, s4
	v_perm_b32 v33, v153, v104, s4
	v_lshl_or_b32 v76, v33, 16, v32
	v_perm_b32 v32, v83, v149, s4
	v_perm_b32 v33, v150, v151, s4
	v_lshl_or_b32 v75, v33, 16, v32
	v_perm_b32 v32, v82, v147, s4
	v_perm_b32 v33, v148, v102, s4
	v_lshl_or_b32 v74, v33, 16, v32
	v_perm_b32 v32, v81, v144, s4
	v_perm_b32 v33, v145, v146, s4
	v_lshl_or_b32 v73, v33, 16, v32
	v_perm_b32 v32, v80, v142, s4
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[84:87], v97 offset:544
	ds_read_b128 v[80:83], v97 offset:512
	.loc	1 89 14                         ; make_kernels.py:89:14
	v_perm_b32 v33, v143, v100, s4
	v_lshl_or_b32 v72, v33, 16, v32
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[34:41], v[72:79], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[80:87], v[64:71], 0
	.loc	1 88 13                         ; make_kernels.py:88:13
	ds_read_b128 v[68:71], v97 offset:608
	ds_read_b128 v[64:67], v97 offset:576
	.loc	1 89 14                         ; make_kernels.py:89:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[64:71], v[72:79], v[32:47]
.LBB0_13:
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ make_kernels.py:90:32 ] ]
	s_nop 13
	v_max_f32_e32 v64, v49, v49
	v_max_f32_e32 v65, v48, v48
	v_max_f32_e32 v64, v65, v64
	v_max3_f32 v65, v51, v52, v53
	v_max3_f32 v67, v57, v58, v59
	v_max3_f32 v68, v60, v61, v62
	v_max3_f32 v69, v63, v32, v33
	v_max3_f32 v66, v54, v55, v56
	v_max3_f32 v70, v34, v35, v36
	v_max3_f32 v71, v37, v38, v39
	v_max3_f32 v72, v40, v41, v42
	v_max3_f32 v73, v43, v44, v45
	v_max3_f32 v64, v64, v50, v65
	v_max3_f32 v65, v67, v68, v69
	v_max3_f32 v67, v70, v71, v72
	v_max3_f32 v68, v73, v46, v47
	v_max3_f32 v64, v64, v66, v65
	v_max3_f32 v64, v64, v67, v68
.Ltmp15:
	.loc	2 216 16                        ; standard.py:216:16 @[ make_kernels.py:90:32 ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ make_kernels.py:90:32 ] ]
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	v_max_f32_e32 v64, v64, v65
.Ltmp17:
	.loc	1 90 32                         ; make_kernels.py:90:32
	v_mul_f32_e32 v64, v96, v64
	.loc	1 90 16 is_stmt 0               ; make_kernels.py:90:16
	v_max_f32_e32 v65, v128, v128
	v_max_f32_e32 v64, v65, v64
	.loc	1 91 14 is_stmt 1               ; make_kernels.py:91:14
	v_pk_fma_f32 v[48:49], v[96:97], v[48:49], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[50:51], v[96:97], v[50:51], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[52:53], v[96:97], v[52:53], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[54:55], v[96:97], v[54:55], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[56:57], v[96:97], v[56:57], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[58:59], v[96:97], v[58:59], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[60:61], v[96:97], v[60:61], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[62:63], v[96:97], v[62:63], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], v[96:97], v[32:33], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[96:97], v[34:35], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[96:97], v[36:37], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[96:97], v[38:39], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], v[96:97], v[40:41], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[96:97], v[42:43], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[96:97], v[44:45], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], v[96:97], v[46:47], v[64:65] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 92 13                         ; make_kernels.py:92:13
	v_exp_f32_e32 v66, v48
	v_exp_f32_e32 v67, v49
	v_exp_f32_e32 v68, v50
	v_exp_f32_e32 v69, v51
	v_exp_f32_e32 v70, v52
	v_exp_f32_e32 v71, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v60, v60
	v_exp_f32_e32 v61, v61
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v72, v32
	v_exp_f32_e32 v73, v33
	v_exp_f32_e32 v74, v34
	v_exp_f32_e32 v75, v35
	v_exp_f32_e32 v76, v36
	v_exp_f32_e32 v77, v37
	v_exp_f32_e32 v78, v38
	v_exp_f32_e32 v79, v39
	v_exp_f32_e32 v80, v40
	v_exp_f32_e32 v81, v41
	v_exp_f32_e32 v82, v42
	v_exp_f32_e32 v83, v43
	v_exp_f32_e32 v84, v44
	v_exp_f32_e32 v85, v45
	v_exp_f32_e32 v86, v46
	v_exp_f32_e32 v87, v47
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_pk_add_f32 v[32:33], v[66:67], v[68:69]
	v_pk_add_f32 v[34:35], v[70:71], v[54:55]
	v_pk_add_f32 v[36:37], v[56:57], v[58:59]
	v_pk_add_f32 v[38:39], v[60:61], v[62:63]
	v_pk_add_f32 v[40:41], v[72:73], v[74:75]
	v_pk_add_f32 v[42:43], v[76:77], v[78:79]
	v_pk_add_f32 v[44:45], v[80:81], v[82:83]
	v_pk_add_f32 v[46:47], v[84:85], v[86:87]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
	v_pk_add_f32 v[36:37], v[40:41], v[42:43]
	v_pk_add_f32 v[38:39], v[44:45], v[46:47]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
	v_pk_add_f32 v[34:35], v[36:37], v[38:39]
.Ltmp19:
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v65, v70, v71, 1.0
.Ltmp20:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_pk_add_f32 v[32:33], v[32:33], v[34:35]
.Ltmp21:
	.loc	1 97 13                         ; make_kernels.py:97:13
	v_and_b32_e32 v38, 0xc00, v140
.Ltmp22:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ make_kernels.py:93:16 ] ]
	v_add_f32_e32 v33, v32, v33
.Ltmp23:
	.loc	1 94 30                         ; make_kernels.py:94:30
	v_sub_f32_e32 v32, v128, v64
	.loc	1 94 17 is_stmt 0               ; make_kernels.py:94:17
	v_exp_f32_e32 v36, v32
	.loc	1 98 22 is_stmt 1               ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v65, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v55, v60, v61, 1.0
	v_mov_b32_e32 v60, 0x110
	.loc	1 96 15                         ; make_kernels.py:96:15
	v_lshlrev_b32_e32 v32, 2, v129
	.loc	1 97 13                         ; make_kernels.py:97:13
	v_and_b32_e32 v39, 0x280, v139
	v_lshrrev_b32_e32 v40, 5, v38
	v_add3_u32 v38, s19, v137, v38
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0
	v_cndmask_b32_e64 v60, v60, 0, s[0:1]
	.loc	1 98 15 is_stmt 0               ; make_kernels.py:98:15
	s_and_b64 s[0:1], exec, s[2:3]
	.loc	1 96 15 is_stmt 1               ; make_kernels.py:96:15
	v_lshl_or_b32 v34, s9, 1, v32
	v_or_b32_e32 v32, s16, v32
	.loc	1 97 13                         ; make_kernels.py:97:13
	v_add3_u32 v38, v38, v39, v136
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v64, v68, v69, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v60, s8, v60, v129 bitop3:0xf6
	.loc	1 96 15                         ; make_kernels.py:96:15
	v_add_u32_e32 v34, 0, v34
	v_add_u32_e32 v37, 0, v32
	.loc	1 97 13                         ; make_kernels.py:97:13
	v_add3_u32 v42, v38, s8, v40
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v54, v56, v57, 1.0
	v_cvt_scalef32_pk_fp8_f32 v55, v62, v63, 1.0 op_sel:[0,0,0,1]
	v_add_u32_e32 v61, 0, v60
	v_lshrrev_b32_e32 v62, 8, v64
	.loc	1 96 15                         ; make_kernels.py:96:15
	ds_write_b32 v34, v36 offset:33536
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v37 offset:33536
	.loc	1 97 13                         ; make_kernels.py:97:13
	ds_read_b64_tr_b8 v[46:47], v42
	ds_read_b64_tr_b8 v[48:49], v42 offset:256
	ds_read_b64_tr_b8 v[40:41], v42 offset:320
	ds_read_b64_tr_b8 v[38:39], v42 offset:64
	ds_read_b64_tr_b8 v[50:51], v42 offset:4224
	ds_read_b64_tr_b8 v[52:53], v42 offset:4480
	ds_read_b64_tr_b8 v[44:45], v42 offset:4544
	ds_read_b64_tr_b8 v[42:43], v42 offset:4288
	.loc	1 98 22                         ; make_kernels.py:98:22
	v_cvt_scalef32_pk_fp8_f32 v54, v58, v59, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v61, v62 offset:33552
	ds_write_b8_d16_hi v61, v64 offset:33616
	v_lshrrev_b32_e32 v62, 24, v64
	v_cvt_scalef32_pk_fp8_f32 v56, v72, v73, 1.0
	ds_write_b8 v61, v62 offset:33680
	ds_write_b8 v61, v54 offset:34512
	v_lshrrev_b32_e32 v62, 8, v54
	v_cvt_scalef32_pk_fp8_f32 v56, v74, v75, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v61, v62 offset:34576
	ds_write_b8_d16_hi v61, v54 offset:34640
	v_lshrrev_b32_e32 v54, 24, v54
	v_cvt_scalef32_pk_fp8_f32 v58, v80, v81, 1.0
	ds_write_b8 v61, v54 offset:34704
	ds_write_b8 v61, v56 offset:35536
	v_lshrrev_b32_e32 v54, 8, v56
	v_cvt_scalef32_pk_fp8_f32 v58, v82, v83, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v61, v54 offset:35600
	ds_write_b8_d16_hi v61, v56 offset:35664
	v_lshrrev_b32_e32 v54, 24, v56
	ds_write_b8 v61, v54 offset:35728
	ds_write_b8 v61, v58 offset:36560
	v_lshrrev_b32_e32 v54, 8, v58
	ds_write_b8 v61, v54 offset:36624
	ds_write_b8_d16_hi v61, v58 offset:36688
	v_lshrrev_b32_e32 v54, 24, v58
	ds_write_b8 v61, v54 offset:36752
	v_xad_u32 v54, v60, 32, 0
	v_lshrrev_b32_e32 v56, 8, v65
	ds_write_b8 v54, v56 offset:34064
	ds_write_b8_d16_hi v54, v65 offset:34128
	v_lshrrev_b32_e32 v56, 24, v65
	v_cvt_scalef32_pk_fp8_f32 v57, v76, v77, 1.0
	ds_write_b8 v54, v56 offset:34192
	ds_write_b8 v54, v55 offset:35024
	v_lshrrev_b32_e32 v56, 8, v55
	v_cvt_scalef32_pk_fp8_f32 v57, v78, v79, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v56 offset:35088
	ds_write_b8_d16_hi v54, v55 offset:35152
	v_lshrrev_b32_e32 v55, 24, v55
	v_cvt_scalef32_pk_fp8_f32 v59, v84, v85, 1.0
	ds_write_b8 v54, v55 offset:35216
	ds_write_b8 v54, v57 offset:36048
	v_lshrrev_b32_e32 v55, 8, v57
	v_cvt_scalef32_pk_fp8_f32 v59, v86, v87, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v55 offset:36112
	ds_write_b8_d16_hi v54, v57 offset:36176
	v_lshrrev_b32_e32 v55, 24, v57
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_mov_b32_e32 v35, v33
.Ltmp25:
	.loc	1 98 22                         ; make_kernels.py:98:22
	ds_write_b8 v54, v55 offset:36240
	ds_write_b8 v54, v59 offset:37072
	v_lshrrev_b32_e32 v55, 8, v59
	.loc	1 98 15 is_stmt 0               ; make_kernels.py:98:15
	s_cselect_b32 s0, 1, 0
.Ltmp26:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ make_kernels.py:93:16 ]
	v_permlane32_swap_b32_e32 v33, v35
.Ltmp27:
	.loc	1 98 22                         ; make_kernels.py:98:22
	ds_write_b8 v54, v55 offset:37136
	ds_write_b8_d16_hi v54, v59 offset:37200
	v_lshrrev_b32_e32 v55, 24, v59
	.loc	1 98 15 is_stmt 0               ; make_kernels.py:98:15
	s_cmp_lg_u32 s0, 1
	.loc	1 98 22                         ; make_kernels.py:98:22
	ds_write_b8 v61, v64 offset:33488
	ds_write_b8 v54, v65 offset:34000
	ds_write_b8 v54, v55 offset:37264
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 98 15                         ; make_kernels.py:98:15
	s_cbranch_scc1 .LBB0_15
; %bb.14:
	.loc	1 0 0                           ; make_kernels.py:0
	v_and_b32_e32 v54, 0x4c0, v138
	v_and_b32_e32 v55, 0x110, v135
	v_bitop3_b32 v54, v55, v137, v54 bitop3:0x36
	v_or3_b32 v54, s7, v54, v136
	v_add_u32_e32 v55, 0, v54
	v_xad_u32 v54, v54, 32, 0
	ds_read_b64_tr_b8 v[56:57], v55 offset:33488
	ds_read_b64_tr_b8 v[60:61], v55 offset:35536
	ds_read_b64_tr_b8 v[58:59], v54 offset:34000
	ds_read_b64_tr_b8 v[62:63], v54 offset:36048
	.loc	1 96 15 is_stmt 1               ; make_kernels.py:96:15
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	.loc	1 98 15                         ; make_kernels.py:98:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[46:53], v[56:63], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[38:45], v[56:63], v[0:15]
.LBB0_15:
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ make_kernels.py:93:16 ] ]
	v_add_f32_e32 v32, v33, v35
.Ltmp29:
	.loc	1 95 15                         ; make_kernels.py:95:15
	v_fmac_f32_e32 v32, v99, v36
	.loc	1 87 5                          ; make_kernels.py:87:5
	v_cndmask_b32_e64 v32, v99, v32, s[2:3]
	.loc	1 100 11                        ; make_kernels.py:100:11
	ds_write_b32 v34, v32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v33, v37
	.loc	1 79 34                         ; make_kernels.py:79:34
	v_or_b32_e32 v34, s7, v129
	.loc	1 79 14 is_stmt 0               ; make_kernels.py:79:14
	v_or_b32_e32 v34, s6, v34
	.loc	1 82 51 is_stmt 1               ; make_kernels.py:82:51
	v_lshrrev_b32_e32 v32, 3, v134
	.loc	1 101 20                        ; make_kernels.py:101:20
	v_mul_lo_u32 v34, v34, s10
	.loc	1 100 11                        ; make_kernels.py:100:11
	s_waitcnt lgkmcnt(0)
	s_nop 6
	v_div_scale_f32 v35, s[0:1], v33, v33, v16
	v_rcp_f32_e32 v36, v35
	.loc	1 82 51                         ; make_kernels.py:82:51
	v_or_b32_e32 v32, s8, v32
	.loc	1 101 14                        ; make_kernels.py:101:14
	v_lshlrev_b32_e32 v32, 2, v32
	.loc	1 100 11                        ; make_kernels.py:100:11
	v_fma_f32 v37, -v35, v36, 1.0
	v_fmac_f32_e32 v36, v37, v36
	v_div_scale_f32 v37, vcc, v16, v33, v16
	v_mul_f32_e32 v38, v37, v36
	v_fma_f32 v39, -v35, v38, v37
	v_fmac_f32_e32 v38, v39, v36
	v_fma_f32 v35, -v35, v38, v37
	v_div_scale_f32 v37, s[0:1], v33, v33, v17
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v36, v38
	v_div_fixup_f32 v16, v35, v33, v16
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v17, v33, v17
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v18
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v17, v35, v33, v17
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v18, v33, v18
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v19
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v18, v35, v33, v18
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v19, v33, v19
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v20
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v19, v35, v33, v19
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v20, v33, v20
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v21
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v20, v35, v33, v20
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v21, v33, v21
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v22
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v21, v35, v33, v21
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v22, v33, v22
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v23
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v22, v35, v33, v22
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v23, v33, v23
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v24
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v23, v35, v33, v23
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v24, v33, v24
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v25
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v24, v35, v33, v24
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v25, v33, v25
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v26
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v25, v35, v33, v25
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v26, v33, v26
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v27
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v26, v35, v33, v26
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v27, v33, v27
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v28
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v27, v35, v33, v27
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v28, v33, v28
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v29
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v28, v35, v33, v28
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v29, v33, v29
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v30
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v29, v35, v33, v29
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v30, v33, v30
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v31
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v30, v35, v33, v30
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v31, v33, v31
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v0
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v31, v35, v33, v31
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v0, v33, v0
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v1
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v0, v35, v33, v0
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v1, v33, v1
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v2
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v1, v35, v33, v1
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v2, v33, v2
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v3
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v2, v35, v33, v2
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v3, v33, v3
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v4
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v3, v35, v33, v3
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v4, v33, v4
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v5
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v4, v35, v33, v4
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v5, v33, v5
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v6
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v5, v35, v33, v5
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v6, v33, v6
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v7
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v6, v35, v33, v6
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v7, v33, v7
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v8
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v7, v35, v33, v7
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v8, v33, v8
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v9
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v8, v35, v33, v8
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v9, v33, v9
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v10
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v9, v35, v33, v9
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v10, v33, v10
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v11
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v10, v35, v33, v10
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v11, v33, v11
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v12
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v11, v35, v33, v11
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v12, v33, v12
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v13
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v12, v35, v33, v12
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v13, v33, v13
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v14
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v13, v35, v33, v13
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v14, v33, v14
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v33, v33, v15
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v14, v35, v33, v14
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v15, v33, v15
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v15, v35, v33, v15
	.loc	1 101 14                        ; make_kernels.py:101:14
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[14:15]
	v_mov_b32_e32 v33, 0
	v_lshl_add_u64 v[32:33], v[34:35], 0, v[32:33]
	.loc	1 101 5 is_stmt 0               ; make_kernels.py:101:5
	global_store_dwordx4 v[32:33], v[16:19], off
	global_store_dwordx4 v[32:33], v[20:23], off offset:32
	global_store_dwordx4 v[32:33], v[24:27], off offset:64
	global_store_dwordx4 v[32:33], v[28:31], off offset:96
	global_store_dwordx4 v[32:33], v[0:3], off offset:256
	global_store_dwordx4 v[32:33], v[4:7], off offset:288
	global_store_dwordx4 v[32:33], v[8:11], off offset:320
	global_store_dwordx4 v[32:33], v[12:15], off offset:352
	.loc	1 73 1 is_stmt 1                ; make_kernels.py:73:1
	s_endpgm
.Ltmp30:
.Lfunc_end0:
	.size	fp8_attention_fwd, .Lfunc_end0-fp8_attention_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_attention_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 328
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
		.amdhsa_next_free_vgpr 212
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 212
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
	.set .Lfp8_attention_fwd.num_vgpr, 212
	.set .Lfp8_attention_fwd.num_agpr, 0
	.set .Lfp8_attention_fwd.numbered_sgpr, 28
	.set .Lfp8_attention_fwd.num_named_barrier, 0
	.set .Lfp8_attention_fwd.private_seg_size, 0
	.set .Lfp8_attention_fwd.uses_vcc, 1
	.set .Lfp8_attention_fwd.uses_flat_scratch, 0
	.set .Lfp8_attention_fwd.has_dyn_sized_stack, 0
	.set .Lfp8_attention_fwd.has_recursion, 0
	.set .Lfp8_attention_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8500
; TotalNumSgprs: 34
; NumVgprs: 212
; NumAgprs: 0
; TotalNumVgprs: 212
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 212
; AccumOffset: 212
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 52
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	90                              ; DW_AT_call_line
	.byte	32                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	93                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"make_kernels.py"               ; string offset=7 ; make_kernels.py
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=23 ; /work/main/tests/data/triton
.Linfo_string3:
	.asciz	"fp8_attention_fwd"             ; string offset=52 ; fp8_attention_fwd
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
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         76
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         84
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         86
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         88
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         90
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         92
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         94
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         136
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         152
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         160
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         168
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         176
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         184
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         192
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         272
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 328
    .max_flat_workgroup_size: 256
    .name:           fp8_attention_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         fp8_attention_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     212
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
