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
	.loc	1 132 18                        ; triton_peers.py:132:18
	s_lshl_b32 s28, s16, 7
	.loc	1 131 19                        ; triton_peers.py:131:19
	s_sub_i32 s14, s11, s14
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s11, s15, 31
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v1, 63, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s15
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_or_b32_e32 v10, s29, v1
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_addc_u32 s3, s3, s11
	.loc	1 134 38 is_stmt 0              ; triton_peers.py:134:38
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s20, s17
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	v_lshrrev_b32_e32 v2, 3, v10
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_ashr_i32 s15, s11, 31
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v2, s28, v2
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_add_u32 s2, s2, s11
	s_addc_u32 s3, s3, s15
	.loc	1 134 57 is_stmt 0              ; triton_peers.py:134:57
	v_mul_lo_u32 v2, v2, s21
	s_lshl_b32 s11, s21, 5
	v_add_u32_e32 v4, s11, v2
	v_add_u32_e32 v6, s11, v4
	v_add_u32_e32 v8, s11, v6
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
	.loc	1 140 22 is_stmt 1              ; triton_peers.py:140:22
	s_mul_i32 s15, s22, s18
	.loc	1 132 38                        ; triton_peers.py:132:38
	v_and_b32_e32 v125, 31, v0
	.loc	1 135 30                        ; triton_peers.py:135:30
	s_movk_i32 s2, 0x70
	v_and_b32_e32 v124, 32, v0
	.loc	1 135 13 is_stmt 0              ; triton_peers.py:135:13
	v_and_b32_e32 v3, 14, v0
	v_lshlrev_b32_e32 v126, 4, v10
	.loc	1 140 18 is_stmt 1              ; triton_peers.py:140:18
	s_ashr_i32 s20, s15, 31
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_lshlrev_b32_e32 v130, 7, v125
	v_lshlrev_b32_e32 v4, 3, v3
	v_lshrrev_b32_e32 v112, 1, v124
	v_bitop3_b32 v6, v126, v10, s2 bitop3:0x78
	.loc	1 140 38                        ; triton_peers.py:140:38
	s_mul_i32 s2, s14, s23
	.loc	1 140 18 is_stmt 0              ; triton_peers.py:140:18
	s_add_u32 s4, s4, s15
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	s_movk_i32 s11, 0x60
	v_lshl_or_b32 v5, s29, 6, v130
	v_xor_b32_e32 v134, v4, v112
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s20
	s_ashr_i32 s15, s2, 31
	.loc	1 141 22                        ; triton_peers.py:141:22
	s_mul_i32 s16, s25, s18
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_or_b32_e32 v4, v5, v134
	v_bitop3_b32 v5, v5, s11, v134 bitop3:0x36
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_add_u32 s4, s4, s2
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_add_u32_e32 v7, 0, v4
	v_xad_u32 v8, v4, 32, 0
	v_xad_u32 v4, v4, 64, 0
	v_add_u32_e32 v5, 0, v5
	v_add_u32_e32 v113, 0, v6
	.loc	1 140 18                        ; triton_peers.py:140:18
	s_addc_u32 s5, s5, s15
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_ashr_i32 s2, s16, 31
	s_add_u32 s6, s6, s16
	.loc	1 141 38 is_stmt 0              ; triton_peers.py:141:38
	s_mul_i32 s14, s14, s26
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s2, s7, s2
	s_ashr_i32 s7, s14, 31
	s_add_u32 s6, s6, s14
	.loc	1 135 13 is_stmt 1              ; triton_peers.py:135:13
	v_mov_b32_e32 v2, 0x70
	.loc	1 141 18                        ; triton_peers.py:141:18
	s_addc_u32 s7, s2, s7
	.loc	1 145 16                        ; triton_peers.py:145:16
	s_sub_i32 s2, s13, s12
	.loc	1 135 13                        ; triton_peers.py:135:13
	v_bitop3_b32 v2, s29, v2, v1 bitop3:0xc8
	.loc	1 147 20                        ; triton_peers.py:147:20
	s_add_i32 s16, s2, s28
	v_or_b32_e32 v6, v134, v130
	v_add_u32_e32 v1, s29, v1
	s_mov_b32 s3, 0
.Ltmp4:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cmp_lt_i32 s16, 1
	v_lshrrev_b32_e32 v132, 1, v2
	v_lshlrev_b32_e32 v128, 6, v3
	v_lshlrev_b32_e32 v133, 1, v0
	v_lshlrev_b32_e32 v129, 3, v0
	v_and_b32_e32 v131, 16, v0
	v_cmp_eq_u32_e32 vcc, 0, v124
	v_lshrrev_b32_e32 v127, 3, v1
	v_add_u32_e32 v119, 0, v6
	v_bitop3_b32 v143, v134, 32, v130 bitop3:0x36
	v_bitop3_b32 v144, v134, 64, v130 bitop3:0x36
	v_lshl_add_u64 v[114:115], s[4:5], 0, v[14:15]
	v_lshl_add_u64 v[116:117], s[6:7], 0, v[14:15]
.Ltmp5:
	.loc	1 135 13                        ; triton_peers.py:135:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v113, v[16:19]
	s_waitcnt vmcnt(2)
	ds_write_b128 v113, v[20:23] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v113, v[24:27] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[28:31] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[96:99], v7
	ds_read_b128 v[100:103], v8
	ds_read_b128 v[104:107], v4
	ds_read_b128 v[108:111], v5
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v135, 8, v96
	v_lshrrev_b32_e32 v136, 16, v96
	v_lshrrev_b32_e32 v137, 24, v96
	v_lshrrev_b32_e32 v138, 8, v97
	v_lshrrev_b32_e32 v139, 16, v97
	v_lshrrev_b32_e32 v140, 24, v97
	v_lshrrev_b32_e32 v141, 8, v98
	v_lshrrev_b32_e32 v142, 16, v98
	v_lshrrev_b32_e32 v145, 24, v98
	v_lshrrev_b32_e32 v146, 8, v99
	v_lshrrev_b32_e32 v147, 16, v99
	v_lshrrev_b32_e32 v148, 24, v99
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v152, 8, v100
	v_lshrrev_b32_e32 v153, 16, v100
	v_lshrrev_b32_e32 v154, 24, v100
	v_lshrrev_b32_e32 v158, 8, v101
	v_lshrrev_b32_e32 v159, 16, v101
	v_lshrrev_b32_e32 v160, 24, v101
	v_lshrrev_b32_e32 v164, 8, v102
	v_lshrrev_b32_e32 v177, 16, v102
	v_lshrrev_b32_e32 v178, 24, v102
	v_lshrrev_b32_e32 v182, 8, v103
	v_lshrrev_b32_e32 v183, 16, v103
	v_lshrrev_b32_e32 v184, 24, v103
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v149, 8, v104
	v_lshrrev_b32_e32 v150, 16, v104
	v_lshrrev_b32_e32 v151, 24, v104
	v_lshrrev_b32_e32 v155, 8, v105
	v_lshrrev_b32_e32 v156, 16, v105
	v_lshrrev_b32_e32 v157, 24, v105
	v_lshrrev_b32_e32 v161, 8, v106
	v_lshrrev_b32_e32 v162, 16, v106
	v_lshrrev_b32_e32 v163, 24, v106
	v_lshrrev_b32_e32 v165, 8, v107
	v_lshrrev_b32_e32 v166, 16, v107
	v_lshrrev_b32_e32 v167, 24, v107
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v168, 8, v108
	v_lshrrev_b32_e32 v169, 16, v108
	v_lshrrev_b32_e32 v170, 24, v108
	v_lshrrev_b32_e32 v171, 8, v109
	v_lshrrev_b32_e32 v172, 16, v109
	v_lshrrev_b32_e32 v173, 24, v109
	v_lshrrev_b32_e32 v174, 8, v110
	v_lshrrev_b32_e32 v175, 16, v110
	v_lshrrev_b32_e32 v176, 24, v110
	v_lshrrev_b32_e32 v179, 8, v111
	v_lshrrev_b32_e32 v180, 16, v111
	v_lshrrev_b32_e32 v181, 24, v111
.Ltmp6:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s4, 0xc0c0004
	v_perm_b32 v1, v103, v182, s4
	v_perm_b32 v2, v183, v184, s4
	v_lshl_or_b32 v87, v2, 16, v1
	v_perm_b32 v1, v102, v164, s4
	v_perm_b32 v2, v177, v178, s4
	v_lshl_or_b32 v86, v2, 16, v1
	v_perm_b32 v1, v101, v158, s4
	v_perm_b32 v2, v159, v160, s4
	v_lshl_or_b32 v85, v2, 16, v1
	v_perm_b32 v1, v100, v152, s4
	v_perm_b32 v2, v153, v154, s4
	v_lshl_or_b32 v84, v2, 16, v1
	v_perm_b32 v1, v99, v146, s4
	v_perm_b32 v2, v147, v148, s4
	v_lshl_or_b32 v83, v2, 16, v1
	v_perm_b32 v1, v98, v141, s4
	v_perm_b32 v2, v142, v145, s4
	v_lshl_or_b32 v82, v2, 16, v1
	v_perm_b32 v1, v97, v138, s4
	v_perm_b32 v2, v139, v140, s4
	v_lshl_or_b32 v81, v2, 16, v1
	v_perm_b32 v1, v96, v135, s4
	v_perm_b32 v2, v136, v137, s4
	v_lshl_or_b32 v80, v2, 16, v1
	v_perm_b32 v1, v111, v179, s4
	v_perm_b32 v2, v180, v181, s4
	v_lshl_or_b32 v95, v2, 16, v1
	v_perm_b32 v1, v110, v174, s4
	v_perm_b32 v2, v175, v176, s4
	v_lshl_or_b32 v94, v2, 16, v1
	v_perm_b32 v1, v109, v171, s4
	v_perm_b32 v2, v172, v173, s4
	v_lshl_or_b32 v93, v2, 16, v1
	v_perm_b32 v1, v108, v168, s4
	v_perm_b32 v2, v169, v170, s4
	v_lshl_or_b32 v92, v2, 16, v1
	v_perm_b32 v1, v107, v165, s4
	v_perm_b32 v2, v166, v167, s4
	v_lshl_or_b32 v91, v2, 16, v1
	v_perm_b32 v1, v106, v161, s4
	v_perm_b32 v2, v162, v163, s4
	v_lshl_or_b32 v90, v2, 16, v1
	v_perm_b32 v1, v105, v155, s4
	v_perm_b32 v2, v156, v157, s4
	v_lshl_or_b32 v89, v2, 16, v1
	v_perm_b32 v1, v104, v149, s4
	v_perm_b32 v2, v150, v151, s4
	v_and_b32_e32 v3, 24, v133
	v_mov_b32_e32 v4, 0x420
	v_and_or_b32 v6, v129, 8, v131
	v_lshl_or_b32 v88, v2, 16, v1
	v_xor_b32_e32 v1, v132, v126
	v_cndmask_b32_e64 v4, v4, 0, vcc
	v_or_b32_e32 v5, v128, v3
	v_bitop3_b32 v3, v128, v6, v3 bitop3:0x36
	v_bitop3_b32 v0, v134, s11, v130 bitop3:0x36
	v_xor_b32_e32 v2, 8, v1
	v_bitop3_b32 v5, v5, v4, v6 bitop3:0xde
	v_bitop3_b32 v3, v3, 32, v4 bitop3:0x36
	v_mov_b32_e32 v30, 0
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_lshl_b32 s4, s27, 5
	s_lshl_b32 s5, s24, 5
	v_add_u32_e32 v185, 0, v0
	v_add_u32_e32 v186, 0, v1
	v_add_u32_e32 v187, 0, v2
	v_add_u32_e32 v188, 0, v5
	v_add_u32_e32 v189, 0, v3
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
	v_mov_b32_e32 v193, 0xff800000
	v_mov_b32_e32 v191, 0
	v_add_u32_e32 v190, 0, v143
	v_add_u32_e32 v192, 0, v144
	v_mul_lo_u32 v120, s27, v127
	v_mul_lo_u32 v122, s24, v127
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[122:123]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[64:67], v[64:65], off
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v118, v193, v193
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_add_i32 s3, s3, 32
	v_add_u32_e32 v122, s5, v122
	s_cmp_lt_i32 s3, s16
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[194:197], v119
	ds_read_b128 v[198:201], v190
	ds_read_b128 v[202:205], v192
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[194:201], v[80:87], 0
	.loc	1 115 25                        ; triton_peers.py:115:25 @[ triton_peers.py:148:29 ]
	v_lshl_add_u64 v[194:195], v[116:117], 0, v[120:121]
	.loc	1 115 17 is_stmt 0              ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	global_load_dwordx4 v[198:201], v[194:195], off
	.loc	1 102 17 is_stmt 1              ; triton_peers.py:102:17 @[ triton_peers.py:148:29 ]
	ds_read_b128 v[206:209], v185
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	v_add_u32_e32 v120, s4, v120
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b64 v186, v[198:199]
	ds_write_b64 v187, v[200:201]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[202:209], v[88:95], v[64:79]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[198:199], v188
	ds_read_b64_tr_b8 v[200:201], v188 offset:2112
	ds_read_b64_tr_b8 v[202:203], v188 offset:64
.Ltmp7:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	s_nop 14
	v_max_f32_e32 v121, v65, v65
	v_max_f32_e32 v123, v64, v64
	v_max3_f32 v194, v67, v68, v69
	v_max3_f32 v196, v73, v74, v75
	v_max3_f32 v197, v76, v77, v78
	v_max_f32_e32 v121, v123, v121
	v_max3_f32 v195, v70, v71, v72
	v_max3_f32 v123, v196, v197, v79
	v_max3_f32 v121, v121, v66, v194
	v_max3_f32 v121, v121, v195, v123
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ]
	v_mov_b32_e32 v123, v121
	s_nop 1
	v_permlane32_swap_b32_e32 v121, v123
.Ltmp9:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:148:29 ] ] ]
	v_max_f32_e32 v123, v123, v123
	v_max_f32_e32 v121, v121, v121
	v_max_f32_e32 v121, v121, v123
.Ltmp10:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:148:29 ]
	v_mul_f32_e32 v121, s10, v121
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:148:29 ]
	v_max_f32_e32 v118, v118, v121
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:148:29 ]
	v_sub_f32_e32 v121, v193, v118
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v194, v121
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v196, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v197, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v196, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v197, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[194:195] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_permlane32_swap_b32_e32 v196, v197
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[194:195] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[198:199], v[196:197], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[198:199], v189
	ds_read_b64_tr_b8 v[204:205], v189 offset:2112
	ds_read_b64_tr_b8 v[206:207], v189 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:148:29 ]
	v_mul_f32_e64 v52, v52, v194
	v_mul_f32_e64 v53, v53, v194
	v_pk_mul_f32 v[54:55], v[54:55], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[194:195] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[194:195] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[198:199], v[196:197], v[48:63]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:148:29 ]
	v_fma_f32 v72, s10, v72, -v118
	v_fma_f32 v73, s11, v73, -v118
	v_fma_f32 v76, s10, v76, -v118
	v_fma_f32 v77, s11, v77, -v118
	v_fma_f32 v74, s10, v74, -v118
	v_fma_f32 v75, s11, v75, -v118
	v_pk_fma_f32 v[78:79], s[10:11], v[78:79], v[118:119] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v76, v76
	.loc	1 116 19 is_stmt 1              ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[202:203], v[196:197], v[32:47]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:148:29 ]
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v198, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v199, v76, v77, 1.0
	.loc	1 116 19 is_stmt 0              ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[206:207], v[196:197], v[0:15]
	.loc	1 115 17 is_stmt 1              ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[196:197], v188 offset:2048
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_cvt_scalef32_pk_fp8_f32 v198, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v199, v78, v79, 1.0 op_sel:[0,0,0,1]
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
.Ltmp12:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:148:29 ]
	v_permlane32_swap_b32_e32 v198, v199
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
.Ltmp14:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[196:197], v[198:199], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:148:29 ]
	ds_read_b64_tr_b8 v[196:197], v189 offset:2048
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:148:29 ] ]
	v_add_f32_e64 v70, v76, v78
	v_add_f32_e64 v71, v77, v79
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v193, v118
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp16:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[196:197], v[198:199], v[48:63]
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
	v_add_f32_e32 v121, v64, v65
.Ltmp20:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:148:29 ]
	v_fmac_f32_e32 v121, v191, v194
	v_mov_b32_e32 v191, v121
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:148:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[200:201], v[198:199], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[204:205], v[198:199], v[0:15]
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:148:29 ]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.Ltmp21:
.LBB0_3:
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
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
	v_mov_b32_e32 v121, 0
.LBB0_4:                                ; %Flow877
	s_load_dwordx2 s[14:15], s[0:1], 0x58
	s_load_dword s33, s[0:1], 0x60
	.loc	1 132 38 is_stmt 1              ; triton_peers.py:132:38
	s_lshr_b32 s0, s29, 1
	s_or_b32 s0, s0, s28
.Ltmp22:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s16, 0x7fffff7f
.Ltmp23:
	.loc	1 132 18                        ; triton_peers.py:132:18
	v_or_b32_e32 v120, s0, v125
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph59
	.loc	1 0 18 is_stmt 0                ; triton_peers.py:0:18
	s_movk_i32 s0, 0x60
	v_bitop3_b32 v64, v134, s0, v130 bitop3:0x36
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v65, v103, v182, s0
	v_perm_b32 v66, v183, v184, s0
	v_lshl_or_b32 v87, v66, 16, v65
	v_perm_b32 v65, v102, v164, s0
	v_perm_b32 v66, v177, v178, s0
	v_lshl_or_b32 v86, v66, 16, v65
	v_perm_b32 v65, v101, v158, s0
	v_perm_b32 v66, v159, v160, s0
	v_lshl_or_b32 v85, v66, 16, v65
	v_perm_b32 v65, v100, v152, s0
	v_perm_b32 v66, v153, v154, s0
	v_lshl_or_b32 v84, v66, 16, v65
	v_perm_b32 v65, v99, v146, s0
	v_perm_b32 v66, v147, v148, s0
	v_lshl_or_b32 v83, v66, 16, v65
	v_perm_b32 v65, v98, v141, s0
	v_perm_b32 v66, v142, v145, s0
	v_lshl_or_b32 v82, v66, 16, v65
	v_perm_b32 v65, v97, v138, s0
	v_perm_b32 v66, v139, v140, s0
	v_lshl_or_b32 v81, v66, 16, v65
	v_perm_b32 v65, v96, v135, s0
	v_perm_b32 v66, v136, v137, s0
	v_lshl_or_b32 v80, v66, 16, v65
	v_perm_b32 v65, v111, v179, s0
	v_perm_b32 v66, v180, v181, s0
	v_lshl_or_b32 v95, v66, 16, v65
	v_perm_b32 v65, v110, v174, s0
	v_perm_b32 v66, v175, v176, s0
	v_lshl_or_b32 v94, v66, 16, v65
	v_perm_b32 v65, v109, v171, s0
	v_perm_b32 v66, v172, v173, s0
	v_lshl_or_b32 v93, v66, 16, v65
	v_perm_b32 v65, v108, v168, s0
	v_perm_b32 v66, v169, v170, s0
	v_lshl_or_b32 v92, v66, 16, v65
	v_perm_b32 v65, v107, v165, s0
	v_perm_b32 v66, v166, v167, s0
	v_lshl_or_b32 v91, v66, 16, v65
	v_perm_b32 v65, v106, v161, s0
	v_perm_b32 v66, v162, v163, s0
	v_lshl_or_b32 v90, v66, 16, v65
	v_perm_b32 v65, v105, v155, s0
	v_perm_b32 v66, v156, v157, s0
	v_and_b32_e32 v67, 24, v133
	v_mov_b32_e32 v68, 0x420
	v_and_or_b32 v70, v129, 8, v131
	v_lshl_or_b32 v89, v66, 16, v65
	v_perm_b32 v65, v104, v149, s0
	v_perm_b32 v66, v150, v151, s0
	v_cndmask_b32_e64 v68, v68, 0, vcc
	v_or_b32_e32 v69, v128, v67
	v_bitop3_b32 v67, v128, v70, v67 bitop3:0x36
.Ltmp24:
	.loc	1 99 9 is_stmt 1                ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s28, s28, s13
	v_lshl_or_b32 v88, v66, 16, v65
	v_xor_b32_e32 v65, v132, v126
	v_bitop3_b32 v69, v69, v68, v70 bitop3:0xde
	v_bitop3_b32 v67, v67, 32, v68 bitop3:0x36
	v_add_u32_e32 v68, s28, v127
.Ltmp25:
	.loc	1 97 18                         ; triton_peers.py:97:18 @[ triton_peers.py:148:29 ]
	v_lshrrev_b32_e32 v122, 3, v124
	v_xor_b32_e32 v66, 8, v65
.Ltmp26:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_subrev_u32_e32 v68, s12, v68
.Ltmp27:
	.loc	1 151 41                        ; triton_peers.py:151:41
	s_add_i32 s42, s16, 0x80
.Ltmp28:
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_or_b32_e32 v123, 3, v122
	v_or_b32_e32 v124, 2, v122
	v_or_b32_e32 v125, 9, v122
	v_or_b32_e32 v185, 8, v122
	v_or_b32_e32 v186, 11, v122
	v_or_b32_e32 v187, 10, v122
	v_or_b32_e32 v188, 17, v122
	v_or_b32_e32 v189, 16, v122
	v_or_b32_e32 v190, 19, v122
	v_or_b32_e32 v191, 18, v122
	v_or_b32_e32 v192, 25, v122
	v_or_b32_e32 v193, 24, v122
	v_or_b32_e32 v194, 27, v122
	v_or_b32_e32 v195, 26, v122
	v_or_b32_e32 v196, 1, v122
	.loc	1 109 47                        ; triton_peers.py:109:47 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v197, s2, v120
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	s_mov_b32 s11, s10
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v96, s27, v68
	s_lshl_b32 s43, s27, 5
	v_mul_lo_u32 v98, s24, v68
	s_lshl_b32 s44, s24, 5
	v_add_u32_e32 v100, 0, v143
	v_add_u32_e32 v101, 0, v144
	v_add_u32_e32 v102, 0, v64
	v_add_u32_e32 v103, 0, v65
	v_add_u32_e32 v104, 0, v66
	v_add_u32_e32 v105, 0, v69
	v_add_u32_e32 v106, 0, v67
	v_mov_b32_e32 v107, 0xff800000
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 102 25                        ; triton_peers.py:102:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v99, 31, v98
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[98:99]
	.loc	1 102 17 is_stmt 0              ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[64:67], v[64:65], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 115 25 is_stmt 1              ; triton_peers.py:115:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v97, 31, v96
	v_lshl_add_u64 v[108:109], v[116:117], 0, v[96:97]
	.loc	1 101 20                        ; triton_peers.py:101:20 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v110, s16, v122
	v_add_u32_e32 v111, s16, v196
	v_add_u32_e32 v127, s16, v123
	v_add_u32_e32 v128, s16, v185
	v_add_u32_e32 v129, s16, v125
	v_add_u32_e32 v133, s16, v188
	v_add_u32_e32 v134, s16, v191
	v_add_u32_e32 v135, s16, v190
	v_add_u32_e32 v136, s16, v193
	v_add_u32_e32 v99, s16, v192
	v_add_u32_e32 v137, s16, v195
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e32 vcc, v110, v197
	v_cmp_le_i32_e64 s[40:41], v111, v197
	v_add_u32_e32 v126, s16, v124
	v_add_u32_e32 v130, s16, v187
	v_add_u32_e32 v131, s16, v186
	v_add_u32_e32 v132, s16, v189
	v_cmp_le_i32_e64 s[0:1], v127, v197
	v_cmp_le_i32_e64 s[4:5], v129, v197
	v_cmp_le_i32_e64 s[6:7], v128, v197
	v_cmp_le_i32_e64 s[22:23], v133, v197
	v_cmp_le_i32_e64 s[26:27], v135, v197
	v_cmp_le_i32_e64 s[28:29], v134, v197
	v_cmp_le_i32_e64 s[30:31], v99, v197
	v_cmp_le_i32_e64 s[34:35], v136, v197
	v_cmp_le_i32_e64 s[38:39], v137, v197
	v_cmp_le_i32_e64 s[2:3], v126, v197
	v_cmp_le_i32_e64 s[12:13], v131, v197
	v_cmp_le_i32_e64 s[20:21], v130, v197
	v_cmp_le_i32_e64 s[24:25], v132, v197
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v96, s43, v96
	v_add_u32_e32 v98, s44, v98
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b128 v113, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[138:141], v119
	ds_read_b128 v[142:145], v100
	ds_read_b128 v[146:149], v101
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[138:145], v[80:87], 0
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	global_load_dwordx4 v[140:143], v[108:109], off
	.loc	1 102 17                        ; triton_peers.py:102:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[150:153], v102
	v_add_u32_e32 v138, s16, v194
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cmp_le_i32_e64 s[36:37], v138, v197
	.loc	1 110 20                        ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v139, v118, v118
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 99 9                          ; triton_peers.py:99:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s16, s16, 32
	s_cmp_lt_i32 s16, s42
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	ds_write_b64 v103, v[140:141]
	ds_write_b64 v104, v[142:143]
	.loc	1 103 17                        ; triton_peers.py:103:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[146:153], v[88:95], v[64:79]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[128:129], v105
	ds_read_b64_tr_b8 v[130:131], v105 offset:2112
	ds_read_b64_tr_b8 v[132:133], v105 offset:64
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	s_nop 14
	v_cndmask_b32_e64 v65, v107, v65, s[40:41]
	v_cndmask_b32_e32 v64, v107, v64, vcc
	v_cndmask_b32_e64 v67, v107, v67, s[0:1]
	v_cndmask_b32_e64 v69, v107, v69, s[4:5]
	v_cndmask_b32_e64 v68, v107, v68, s[6:7]
	v_cndmask_b32_e64 v73, v107, v73, s[22:23]
	v_cndmask_b32_e64 v75, v107, v75, s[26:27]
	v_cndmask_b32_e64 v74, v107, v74, s[28:29]
	v_cndmask_b32_e64 v77, v107, v77, s[30:31]
	v_cndmask_b32_e64 v76, v107, v76, s[34:35]
	v_cndmask_b32_e64 v78, v107, v78, s[38:39]
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v97, v65, v65
	v_max_f32_e32 v99, v64, v64
.Ltmp30:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v66, v107, v66, s[2:3]
	v_cndmask_b32_e64 v71, v107, v71, s[12:13]
	v_cndmask_b32_e64 v70, v107, v70, s[20:21]
	v_cndmask_b32_e64 v72, v107, v72, s[24:25]
	v_cndmask_b32_e64 v79, v107, v79, s[36:37]
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max3_f32 v108, v67, v68, v69
	v_max3_f32 v110, v73, v74, v75
	v_max3_f32 v111, v76, v77, v78
	v_max_f32_e32 v97, v99, v97
	v_max3_f32 v109, v70, v71, v72
	v_max3_f32 v99, v110, v111, v79
	v_max3_f32 v97, v97, v66, v108
	v_max3_f32 v97, v97, v109, v99
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v99, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v99
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:110:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v99, v99, v99
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v97, v97, v99
.Ltmp34:
	.loc	1 110 36                        ; triton_peers.py:110:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v97, s10, v97
	.loc	1 110 20 is_stmt 0              ; triton_peers.py:110:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v108, v139, v97
	.loc	1 111 30 is_stmt 1              ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[10:11], v[64:65], v[108:109] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[10:11], v[68:69], v[108:109] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[10:11], v[66:67], v[108:109] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[10:11], v[70:71], v[108:109] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v97, v118, v108
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 112 21                        ; triton_peers.py:112:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v110, v97
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v126, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v127, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v126, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v127, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[110:111] op_sel_hi:[1,0]
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v126, v127
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[110:111] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[128:129], v[126:127], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[128:129], v106
	ds_read_b64_tr_b8 v[134:135], v106 offset:2112
	ds_read_b64_tr_b8 v[136:137], v106 offset:64
	.loc	1 114 19                        ; triton_peers.py:114:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v52, v52, v110
	v_mul_f32_e64 v53, v53, v110
	v_pk_mul_f32 v[54:55], v[54:55], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[110:111] op_sel_hi:[1,0]
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[128:129], v[126:127], v[48:63]
	.loc	1 111 30                        ; triton_peers.py:111:30 @[ triton_peers.py:150:29 ]
	v_fma_f32 v72, s10, v72, -v108
	v_fma_f32 v73, s11, v73, -v108
	v_fma_f32 v76, s10, v76, -v108
	v_fma_f32 v77, s11, v77, -v108
	v_fma_f32 v74, s10, v74, -v108
	v_fma_f32 v75, s11, v75, -v108
	v_pk_fma_f32 v[78:79], s[10:11], v[78:79], v[108:109] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 111 17 is_stmt 0              ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v76, v76
	.loc	1 116 19 is_stmt 1              ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[132:133], v[126:127], v[32:47]
	.loc	1 111 17                        ; triton_peers.py:111:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v128, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v129, v76, v77, 1.0
	.loc	1 116 19 is_stmt 0              ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[136:137], v[126:127], v[0:15]
	.loc	1 115 17 is_stmt 1              ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[126:127], v105 offset:2048
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v128, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v129, v78, v79, 1.0 op_sel:[0,0,0,1]
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
.Ltmp36:
	.loc	1 116 26                        ; triton_peers.py:116:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v128, v129
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
.Ltmp38:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[126:127], v[128:129], v[16:31]
	.loc	1 115 17                        ; triton_peers.py:115:17 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[126:127], v106 offset:2048
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:113:33 @[ triton_peers.py:150:29 ] ]
	v_add_f32_e64 v70, v76, v78
	v_add_f32_e64 v71, v77, v79
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v118, v108
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp40:
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[126:127], v[128:129], v[48:63]
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
	v_fmac_f32_e32 v64, v121, v110
	v_mov_b32_e32 v121, v64
	.loc	1 116 19                        ; triton_peers.py:116:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[130:131], v[128:129], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[134:135], v[128:129], v[0:15]
	s_cbranch_scc1 .LBB0_6
.Ltmp45:
; %bb.7:                                ; %._crit_edge60.loopexit
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_mov_b32_e32 v121, v64
.LBB0_8:                                ; %._crit_edge60
	.loc	1 155 22 is_stmt 1              ; triton_peers.py:155:22
	v_div_scale_f32 v64, s[0:1], v121, v121, s19
	v_rcp_f32_e32 v65, v64
	v_div_scale_f32 v66, vcc, s19, v121, s19
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
	v_div_fixup_f32 v64, v64, v121, s19
	.loc	1 156 59                        ; triton_peers.py:156:59
	v_mul_lo_u32 v80, v120, s33
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
	v_mov_b32_e32 v113, 0
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
	v_lshl_add_u64 v[48:49], v[16:17], 0, v[112:113]
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
		.amdhsa_next_free_vgpr 210
		.amdhsa_next_free_sgpr 45
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
	.set .Lattn_fwd.num_vgpr, 210
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 45
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6068
; TotalNumSgprs: 51
; NumVgprs: 210
; NumAgprs: 0
; TotalNumVgprs: 210
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 210
; AccumOffset: 212
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
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
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     210
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
