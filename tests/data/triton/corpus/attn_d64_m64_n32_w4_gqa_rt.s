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
; %bb.49:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.50:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[2:3], s[4:5], 0x24
	s_load_dword s0, s[4:5], 0x2c
	s_load_dwordx2 s[6:7], s[4:5], 0x38
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s18, s0
	v_cvt_f32_u32_e32 v1, s18
	v_and_b32_e32 v4, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v77, 63, v0
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_ashr_i32 s21, s0, 31
	v_rcp_f32_e32 v1, v1
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s0, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s22, s0, 0x20006
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_sub_i32 s1, 0, s18
	v_mul_f32_e32 v0, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v0, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s20, s22, 6
	v_or_b32_e32 v8, s20, v77
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	s_lshl_b32 s16, s16, 6
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	v_readfirstlane_b32 s0, v0
	s_mul_i32 s1, s1, s0
	s_mul_hi_u32 s1, s0, s1
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v0, 2, v8
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_abs_i32 s23, s17
	s_add_i32 s0, s0, s1
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v0, s16, v0
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_ashr_i32 s19, s17, 31
	s_mul_hi_u32 s24, s23, s0
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s2, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; corpus_make.py:0:9
	s_load_dwordx2 s[26:27], s[4:5], 0x30
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v2, 4, v4
	v_and_b32_e32 v2, 48, v2
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v3, 0
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s25, s26, s17
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_ashr_i32 s26, s25, 31
	.loc	1 57 40                         ; corpus_make.py:57:40
	v_mul_lo_u32 v6, v0, s27
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s8, s8, s25
	v_ashrrev_i32_e32 v7, 31, v6
	s_addc_u32 s9, s9, s26
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[6:7]
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[2:3]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[10:13], v[2:3], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	s_mul_i32 s1, s24, s18
	s_sub_i32 s1, s23, s1
	s_xor_b32 s0, s19, s21
	s_add_i32 s8, s24, 1
	s_sub_i32 s9, s1, s18
	s_cmp_ge_u32 s1, s18
	s_cselect_b32 s8, s8, s24
	s_cselect_b32 s1, s9, s1
	s_add_i32 s9, s8, 1
	s_cmp_ge_u32 s1, s18
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v2, 4, v8
	v_and_b32_e32 v3, 48, v4
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_cselect_b32 s1, s9, s8
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v73, 32, v4
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_xad_u32 v2, v2, v3, 0
	v_and_b32_e32 v7, 12, v4
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_xor_b32 s1, s1, s0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v61, 31, v4
	.loc	1 57 70                         ; corpus_make.py:57:70
	s_and_b32 s30, s20, 64
	.loc	1 57 9 is_stmt 0                ; corpus_make.py:57:9
	s_waitcnt vmcnt(0)
	ds_write_b128 v2, v[10:13]
	v_lshlrev_b32_e32 v2, 2, v7
	v_lshrrev_b32_e32 v3, 1, v73
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	s_sub_i32 s21, s1, s0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v5, 6, v61
	s_lshl_b32 s0, s30, 5
	v_xor_b32_e32 v6, v2, v3
	v_or3_b32 v2, s0, v5, v6
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_mul_i32 s0, s21, s6
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	s_add_u32 s18, s10, s0
	s_addc_u32 s19, s11, s1
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_lshlrev_b32_e32 v9, 2, v8
	s_lshl_b32 s0, s22, 4
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v90, 4, v8
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v3, 0, v2
	v_xad_u32 v2, v2, 32, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_xor_b32_e32 v10, s0, v9
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[42:45], v3
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[46:49], v2
	.loc	1 68 30                         ; corpus_make.py:68:30
	v_mul_lo_u32 v2, v90, s7
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	v_sub_u32_e32 v91, v10, v9
	.loc	1 57 70 is_stmt 1               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v0, 2, v4
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	v_ashrrev_i32_e32 v9, 2, v91
	.loc	1 57 70 is_stmt 1               ; corpus_make.py:57:70
	v_and_b32_e32 v0, 60, v0
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[2:3]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	v_add_u32_e32 v92, v9, v77
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_lshlrev_b32_e32 v93, 2, v92
	ds_bpermute_b32 v2, v93, v2
	ds_bpermute_b32 v3, v93, v3
	v_cmp_gt_i32_e64 s[0:1], s3, v90
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v90
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s33, s22, 8
	v_lshrrev_b64 v[10:11], v92, s[0:1]
	v_and_b32_e32 v9, 1, v10
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_add_i32 m0, s33, 0x1060
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_4:
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v96, 2, v77
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v2, s33, v96, v91
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, 0
	ds_write_b32 v2, v3 offset:4192
.LBB0_6:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v97, 16, v90
	.loc	1 68 30                         ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v2, v97, s7
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s3, 0
	.loc	1 68 21                         ; corpus_make.py:68:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[8:9], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v97
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], s[18:19], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_and_b64 s[0:1], s[8:9], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_cndmask_b32_e64 v9, 0, 1, s[0:1]
	ds_bpermute_b32 v2, v93, v2
	ds_bpermute_b32 v3, v93, v3
	v_cmp_ne_u32_e32 vcc, 0, v9
	s_xor_b64 s[0:1], s[0:1], -1
	s_nop 0
	v_lshrrev_b64 v[10:11], v92, vcc
	v_and_b32_e32 v9, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v9
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_add_i32 m0, s33, 0x1460
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_8:
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[10:11]
	s_load_dword s6, s[4:5], 0x40
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v2, s33, v96, v91
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_mov_b32_e32 v3, 0
	ds_write_b32 v2, v3 offset:5216
.LBB0_10:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 64 18 is_stmt 1               ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s21, s21, s6
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v3, 3, v8
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s1, s21, 31
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v102, 30, v3
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_add_u32 s0, s12, s21
	s_addc_u32 s1, s13, s1
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v102
	v_lshl_add_u32 v2, v77, 2, s33
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_barrier
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
; %bb.11:                               ; %.critedge42
	v_mov_b32_e32 v8, 0
	ds_write_b32 v2, v8
; %bb.12:                               ; %Flow288
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[10:11], s[10:11]
	s_load_dword s34, s[4:5], 0x44
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_14
; %bb.13:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v102, s34
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s33
	s_nop 0
	global_load_lds_dword v[8:9], off
.LBB0_14:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v119, 1, v3
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v119
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[8:9], s[8:9], -1
	s_or_b64 s[8:9], s[8:9], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
; %bb.15:                               ; %.critedge44
	v_mov_b32_e32 v3, 0
	ds_write_b32 v2, v3 offset:1056
; %bb.16:                               ; %Flow287
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s6, s[4:5], 0x20
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_18
; %bb.17:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v119, s34
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s33, 0x420
	s_nop 0
	global_load_lds_dword v[2:3], off
.LBB0_18:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v2, 0x3fb8aa3b
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s31, s20, 0x80
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v32, 3, v73
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_sub_i32 s35, s3, 32
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[52:53], 24, v[42:43]
	v_lshrrev_b64 v[54:55], 24, v[44:45]
	v_lshrrev_b64 v[56:57], 24, v[46:47]
	v_lshrrev_b64 v[58:59], 24, v[48:49]
	.loc	1 62 16                         ; corpus_make.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v50, s6, v2
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v33, 1, v32
	v_or_b32_e32 v78, 3, v32
	v_or_b32_e32 v89, 2, v32
	v_or_b32_e32 v85, 11, v32
	v_or_b32_e32 v86, 10, v32
	v_or_b32_e32 v87, 9, v32
	v_or_b32_e32 v88, 8, v32
	v_or_b32_e32 v79, 24, v32
	v_or_b32_e32 v80, 19, v32
	v_or_b32_e32 v81, 18, v32
	v_or_b32_e32 v82, 17, v32
	v_or_b32_e32 v83, 26, v32
	v_or_b32_e32 v84, 25, v32
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s35, 0
	s_mov_b32 s36, 0
	; asyncmark
	s_cbranch_scc1 .LBB0_20
; %bb.19:                               ; %.._crit_edge_crit_edge
	.loc	1 67 18                         ; corpus_make.py:67:18
	s_mov_b32 s20, s3
	s_mov_b32 s8, s3
	s_mov_b32 s12, s3
	s_mov_b64 s[28:29], 0
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 18 is_stmt 0                ; corpus_make.py:0:18
	s_mov_b64 s[28:29], -1
                                        ; implicit-def: $sgpr12_sgpr13
                                        ; implicit-def: $sgpr8_sgpr9_sgpr10_sgpr11
                                        ; implicit-def: $sgpr20_sgpr21_sgpr22_sgpr23_sgpr24_sgpr25_sgpr26_sgpr27
.LBB0_21:                               ; %Flow284
	s_lshr_b32 s9, s31, 2
	s_lshr_b32 s6, s30, 1
	s_and_b64 s[10:11], s[28:29], exec
	s_cselect_b32 s10, 1, 0
	v_lshrrev_b32_e32 v98, 8, v42
	v_lshrrev_b32_e32 v99, 16, v42
	v_lshrrev_b32_e32 v100, 8, v43
	v_lshrrev_b32_e32 v101, 16, v43
	v_lshrrev_b32_e32 v103, 24, v43
	v_lshrrev_b32_e32 v104, 8, v44
	v_lshrrev_b32_e32 v105, 16, v44
	v_lshrrev_b32_e32 v106, 8, v45
	v_lshrrev_b32_e32 v107, 16, v45
	v_lshrrev_b32_e32 v108, 24, v45
	v_lshrrev_b32_e32 v109, 8, v46
	v_lshrrev_b32_e32 v110, 16, v46
	v_lshrrev_b32_e32 v111, 8, v47
	v_lshrrev_b32_e32 v112, 16, v47
	v_lshrrev_b32_e32 v113, 24, v47
	v_lshrrev_b32_e32 v114, 8, v48
	v_lshrrev_b32_e32 v115, 16, v48
	v_lshrrev_b32_e32 v116, 8, v49
	v_lshrrev_b32_e32 v117, 16, v49
	v_lshrrev_b32_e32 v118, 24, v49
	v_or_b32_e32 v95, 16, v32
	v_or_b32_e32 v94, 27, v32
	v_mov_b32_e32 v53, 0
	s_cmp_lg_u32 s10, 1
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v60, 0xff800000
	v_or_b32_e32 v120, v6, v5
	v_lshlrev_b32_e32 v74, 4, v7
	v_lshlrev_b32_e32 v55, 3, v4
	v_lshlrev_b32_e32 v76, 9, v4
	v_and_b32_e32 v75, 16, v4
	v_cmp_eq_u32_e32 vcc, 0, v73
	v_lshlrev_b32_e32 v57, 5, v4
	v_and_b32_e32 v59, 24, v4
	s_cbranch_scc1 .LBB0_40
; %bb.22:                               ; %.lr.ph
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[0:1]
	s_mov_b32 s0, 0xc0c0004
	v_lshl_add_u64 v[62:63], s[18:19], 0, v[0:1]
	v_perm_b32 v0, v49, v116, s0
	v_perm_b32 v1, v117, v118, s0
	v_lshl_or_b32 v41, v1, 16, v0
	v_perm_b32 v0, v48, v114, s0
	v_perm_b32 v1, v115, v58, s0
	v_lshl_or_b32 v40, v1, 16, v0
	v_perm_b32 v0, v47, v111, s0
	v_perm_b32 v1, v112, v113, s0
	v_lshl_or_b32 v39, v1, 16, v0
	v_perm_b32 v0, v46, v109, s0
	v_perm_b32 v1, v110, v56, s0
	v_lshl_or_b32 v38, v1, 16, v0
	v_perm_b32 v0, v45, v106, s0
	v_perm_b32 v1, v107, v108, s0
	v_lshl_or_b32 v37, v1, 16, v0
	v_perm_b32 v0, v44, v104, s0
	v_perm_b32 v1, v105, v54, s0
	v_lshl_or_b32 v36, v1, 16, v0
	v_perm_b32 v0, v43, v100, s0
	v_perm_b32 v1, v101, v103, s0
	v_lshl_or_b32 v35, v1, 16, v0
	v_perm_b32 v0, v42, v98, s0
	v_perm_b32 v1, v99, v52, s0
	v_lshl_or_b32 v34, v1, 16, v0
	v_mov_b32_e32 v0, 0x108
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_mov_b32_e32 v3, 0x210
	s_movk_i32 s0, 0x1c0
	v_xor_b32_e32 v1, v0, v61
	v_and_b32_e32 v2, 8, v55
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_and_or_b32 v4, v57, s0, v59
	v_bitop3_b32 v0, s6, v0, v61 bitop3:0xf6
	v_bitop3_b32 v1, s6, 16, v1 bitop3:0x36
	v_bitop3_b32 v2, v3, v4, v2 bitop3:0x36
	v_mov_b32_e32 v14, 0
	v_and_b32_e32 v127, 0x400, v76
	v_bitop3_b32 v121, v6, 32, v5 bitop3:0x36
	s_lshl_b32 s13, s30, 1
	s_mov_b32 s19, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	s_mov_b32 s20, s3
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v66, v50
	v_mov_b32_e32 v67, v50
	.loc	1 67 18                         ; corpus_make.py:67:18
	s_mov_b32 s8, s3
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v68, v50
	v_mov_b32_e32 v69, v50
	.loc	1 67 18                         ; corpus_make.py:67:18
	s_mov_b32 s12, s3
	s_movk_i32 s23, 0x1060
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v70, v50
	v_mov_b32_e32 v71, v50
	v_add_u32_e32 v122, 0, v0
	v_add_u32_e32 v123, 0, v1
	v_add_u32_e32 v124, s9, v2
	s_mov_b32 s18, 0
	s_mov_b32 s24, 0
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
	v_lshl_add_u32 v125, v61, 2, 0
	v_and_b32_e32 v126, 0x108, v55
	v_lshrrev_b32_e32 v128, 5, v127
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v72, 0xff800000
	v_mov_b32_e32 v129, 0xff800000
	s_branch .LBB0_24
.LBB0_23:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_add3_u32 v132, s19, v75, v74
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v16, v16, v17, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v132, v132, v126, v127
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v16, v18, v19, 1.0 op_sel:[0,0,0,1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v132, v132, s6, v128
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v17, v20, v21, 1.0
	v_cvt_scalef32_pk_fp8_f32 v18, v24, v25, 1.0
	v_lshrrev_b32_e32 v20, 8, v16
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[134:135], v132
	ds_read_b64_tr_b8 v[136:137], v132 offset:512
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v18, v26, v27, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v122, v16 offset:8288
	ds_write_b8 v122, v20 offset:8352
	ds_write_b8_d16_hi v122, v16 offset:8416
	v_lshrrev_b32_e32 v16, 24, v16
	ds_write_b8 v122, v16 offset:8480
	ds_write_b8 v122, v18 offset:9312
	v_lshrrev_b32_e32 v16, 8, v18
	v_cvt_scalef32_pk_fp8_f32 v17, v22, v23, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v122, v16 offset:9376
	ds_write_b8_d16_hi v122, v18 offset:9440
	v_lshrrev_b32_e32 v16, 24, v18
	v_cvt_scalef32_pk_fp8_f32 v19, v28, v29, 1.0
	ds_write_b8 v122, v16 offset:9504
	ds_write_b8 v123, v17 offset:8800
	v_lshrrev_b32_e32 v16, 8, v17
	v_cvt_scalef32_pk_fp8_f32 v19, v30, v31, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v123, v16 offset:8864
	ds_write_b8_d16_hi v123, v17 offset:8928
	v_lshrrev_b32_e32 v16, 24, v17
	ds_write_b8 v123, v16 offset:8992
	ds_write_b8 v123, v19 offset:9824
	v_lshrrev_b32_e32 v16, 8, v19
	ds_write_b8 v123, v16 offset:9888
	ds_write_b8_d16_hi v123, v19 offset:9952
	v_lshrrev_b32_e32 v16, 24, v19
	ds_write_b8 v123, v16 offset:10016
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[16:17], v124 offset:8288
	ds_read_b64_tr_b8 v[18:19], v124 offset:9312
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v51, v51, v133
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v51, v130, v131
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[134:135], v[16:17], v[0:15]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s23, s22, 0x1060
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_lt_i32 s21, s35
	s_mov_b32 s19, s36
	v_mov_b32_e32 v130, v51
	v_mov_b32_e32 v72, v60
	s_mov_b32 s24, s21
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[136:137], v[18:19], v[0:15]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_41
.LBB0_24:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s0, s18, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s18, s0, 0
	s_add_i32 s21, s24, 32
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v18, s21, v90
	.loc	1 68 30                         ; corpus_make.py:68:30
	v_mul_lo_u32 v16, v18, s7
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[62:63], 0, v[16:17]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_bpermute_b32 v16, v93, v16
	ds_bpermute_b32 v17, v93, v17
	v_cmp_gt_i32_e64 s[0:1], s3, v18
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v18
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s22, s18, 11
	v_lshrrev_b64 v[18:19], v92, s[0:1]
	v_and_b32_e32 v18, 1, v18
	s_add_i32 s25, s22, s33
	v_cmp_eq_u32_e64 s[0:1], 1, v18
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_24 Depth=1
	s_add_i32 m0, s25, 0x1060
	s_nop 0
	global_load_lds_dword v[16:17], off
.LBB0_26:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[10:11]
	v_add3_u32 v18, s25, v96, v91
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
; %bb.27:                               ;   in Loop: Header=BB0_24 Depth=1
	ds_write_b32 v18, v53 offset:4192
; %bb.28:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v19, s21, v97
	.loc	1 68 30                         ; corpus_make.py:68:30
	v_mul_lo_u32 v16, v19, s7
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[62:63], 0, v[16:17]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_bpermute_b32 v16, v93, v16
	ds_bpermute_b32 v17, v93, v17
	v_cmp_gt_i32_e64 s[0:1], s3, v19
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v19
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_nop 0
	v_lshrrev_b64 v[20:21], v92, s[0:1]
	v_and_b32_e32 v19, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v19
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_24 Depth=1
	s_add_i32 m0, s25, 0x1460
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[16:17], off
.LBB0_30:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[10:11]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
; %bb.31:                               ;   in Loop: Header=BB0_24 Depth=1
	ds_write_b32 v18, v53 offset:5216
; %bb.32:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v16, s23, v120
	; asyncmark
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v17, s23, v121
	ds_read_b128 v[148:151], v16
	ds_read_b128 v[152:155], v17
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v60, s24, v89
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v51, v50
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[148:155], v[34:41], 0
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v131, s24, v85
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v60
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v133, s24, v86
	v_or_b32_e32 v134, s24, v87
	v_or_b32_e32 v135, s24, v88
	v_or_b32_e32 v136, s24, v78
	v_or_b32_e32 v137, s24, v32
	v_or_b32_e32 v138, s24, v33
	v_or_b32_e32 v139, s24, v95
	v_or_b32_e32 v140, s24, v79
	v_or_b32_e32 v141, s24, v80
	v_or_b32_e32 v142, s24, v81
	v_or_b32_e32 v143, s24, v82
	v_or_b32_e32 v146, s24, v94
	v_or_b32_e32 v144, s24, v83
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_nop 4
	v_pk_mul_f32 v[18:19], v[50:51], v[18:19]
	v_pk_mul_f32 v[22:23], v[50:51], v[22:23]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v18, v129, v18, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v131
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[20:21], v[50:51], v[20:21]
	v_pk_mul_f32 v[16:17], v[66:67], v[16:17]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v23, v129, v23, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v133
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v24, v50, v24
	v_mul_f32_e32 v31, v50, v31
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v22, v129, v22, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v134
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v145, s24, v84
	v_or_b32_e32 v132, s21, v102
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v21, v129, v21, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v135
	v_cmp_le_i32_e32 vcc, s3, v132
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e64 v20, v129, v20, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v136
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v19, v129, v19, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v137
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v16, v129, v16, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v138
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v17, v129, v17, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v139
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v131, v129, v24, s[0:1]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v24, v25
	v_mov_b32_e32 v25, v26
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
	v_pk_mul_f32 v[26:27], v[50:51], v[26:27]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v140
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[24:25], v[68:69], v[24:25]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v28, v16, v17
.Ltmp5:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v27, v129, v27, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v141
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v60, v22, v23, v131
.Ltmp7:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e64 v26, v129, v26, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v142
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v25, v129, v25, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v143
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v24, v129, v24, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v146
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v133, v24, v25, v26
.Ltmp9:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e64 v51, v129, v31, s[0:1]
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v31, v19, v20, v21
	v_max3_f32 v31, v28, v18, v31
.Ltmp11:
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_pk_mul_f32 v[28:29], v[70:71], v[28:29]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v144
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v29, v129, v29, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s3, v145
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v28, v129, v28, s[0:1]
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v30, v27, v28, v29
	v_max3_f32 v30, v133, v30, v51
	v_max3_f32 v30, v31, v60, v30
.Ltmp13:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v31, v30
	s_nop 1
	v_permlane32_swap_b32_e32 v30, v31
.Ltmp14:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v60, v72, v30, v31
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[30:31], v[24:25], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v51, v51, v60
	v_pk_add_f32 v[16:17], v[16:17], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v131, v131, v60
	v_pk_add_f32 v[134:135], v[26:27], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[136:137], v[28:29], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v26, v31
	v_exp_f32_e32 v31, v51
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v51, v72, v60
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v18, v18
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v20, v20
	v_exp_f32_e32 v21, v21
	v_exp_f32_e32 v22, v22
	v_exp_f32_e32 v23, v23
	v_exp_f32_e32 v24, v131
	v_exp_f32_e32 v25, v30
	v_exp_f32_e32 v27, v134
	v_exp_f32_e32 v28, v135
	v_exp_f32_e32 v29, v136
	v_exp_f32_e32 v30, v137
	.loc	1 77 17                         ; corpus_make.py:77:17
	v_exp_f32_e32 v131, v51
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v72, s13, v125
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[134:135], v[16:17], v[18:19]
	v_pk_add_f32 v[136:137], v[20:21], v[22:23]
	v_pk_add_f32 v[138:139], v[24:25], v[26:27]
	v_pk_add_f32 v[140:141], v[28:29], v[30:31]
.Ltmp16:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v72, v131 offset:8320
	v_add_u32_e32 v72, s31, v125
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[134:135], v[134:135], v[136:137]
	v_pk_add_f32 v[136:137], v[138:139], v[140:141]
.Ltmp18:
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v72, v72 offset:8320
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[134:135], v[134:135], v[136:137]
.Ltmp20:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_lshr_b32 s0, s22, 5
.Ltmp21:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v51, v134, v135
.Ltmp22:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s36, s22, s0
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v133, v51
.Ltmp24:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s10, s36, s33
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v51, v133
	v_lshl_add_u32 v134, v77, 2, s10
.Ltmp26:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.33:                               ; %.critedge46
                                        ;   in Loop: Header=BB0_24 Depth=1
	ds_write_b32 v134, v53
                                        ; implicit-def: $vgpr132
; %bb.34:                               ; %Flow280
                                        ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v136, v132, s34
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v137, 31, v136
	v_lshl_add_u64 v[136:137], v[64:65], 0, v[136:137]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s10
	s_nop 0
	global_load_lds_dword v[136:137], off
.LBB0_36:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v132, s21, v119
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s3, v132
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.37:                               ; %.critedge48
                                        ;   in Loop: Header=BB0_24 Depth=1
	ds_write_b32 v134, v53 offset:1056
                                        ; implicit-def: $vgpr132
; %bb.38:                               ; %Flow
                                        ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_23
; %bb.39:                               ;   in Loop: Header=BB0_24 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v134, v132, s34
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v135, 31, v134
	v_lshl_add_u64 v[134:135], v[64:65], 0, v[134:135]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s10, 0x420
	s_nop 0
	global_load_lds_dword v[134:135], off
	s_branch .LBB0_23
.LBB0_40:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_movk_i32 s23, 0x1060
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	s_branch .LBB0_42
.LBB0_41:                               ; %._crit_edge.loopexit
	s_nop 10
	v_mov_b32_e32 v53, v1
.LBB0_42:                               ; %Flow285
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s10, s3, 31
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_ashr_i32 s4, s10, 31
	s_lshr_b32 s4, s4, 27
	s_add_i32 s4, s10, s4
	s_ashr_i32 s4, s4, 5
	s_max_i32 s7, s4, 1
	s_cmp_gt_i32 s10, 31
	v_mov_b32_e32 v34, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s10, 32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v36, v34
	v_mov_b32_e32 v37, v34
	v_mov_b32_e32 v26, v34
	v_mov_b32_e32 v27, v34
	v_mov_b32_e32 v16, v34
	v_mov_b32_e32 v17, v34
	v_mov_b32_e32 v18, v34
	v_mov_b32_e32 v19, v34
	v_mov_b32_e32 v20, v34
	v_mov_b32_e32 v21, v34
	v_mov_b32_e32 v22, v34
	v_mov_b32_e32 v23, v34
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_44
; %bb.43:
	v_xad_u32 v1, v120, 32, s23
	v_add_u32_e32 v16, s23, v120
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s10, 0xc0c0004
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[66:69], v1
	ds_read_b128 v[62:65], v16
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v1, v49, v116, s10
	v_perm_b32 v16, v117, v118, s10
	v_lshl_or_b32 v41, v16, 16, v1
	v_perm_b32 v1, v48, v114, s10
	v_perm_b32 v16, v115, v58, s10
	v_lshl_or_b32 v40, v16, 16, v1
	v_perm_b32 v1, v47, v111, s10
	v_perm_b32 v16, v112, v113, s10
	v_lshl_or_b32 v39, v16, 16, v1
	v_perm_b32 v1, v46, v109, s10
	v_perm_b32 v16, v110, v56, s10
	v_lshl_or_b32 v38, v16, 16, v1
	v_perm_b32 v1, v45, v106, s10
	v_perm_b32 v16, v107, v108, s10
	v_lshl_or_b32 v37, v16, 16, v1
	v_perm_b32 v1, v44, v104, s10
	v_perm_b32 v16, v105, v54, s10
	v_lshl_or_b32 v36, v16, 16, v1
	v_perm_b32 v1, v43, v100, s10
	v_perm_b32 v16, v101, v103, s10
	v_lshl_or_b32 v35, v16, 16, v1
	v_perm_b32 v1, v42, v98, s10
	v_perm_b32 v16, v99, v52, s10
	v_lshl_or_b32 v34, v16, 16, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[62:69], v[34:41], 0
	s_nop 15
	s_nop 3
	v_mov_b32_e32 v34, v29
	v_mov_b32_e32 v35, v30
	v_mov_b32_e32 v36, v25
	v_mov_b32_e32 v37, v26
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
.LBB0_44:
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s7, s7, 5
	s_sub_i32 s7, s7, 32
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v1, s7, v89
	v_or_b32_e32 v30, s7, v85
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[18:19], v[50:51], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[50:51], v[34:35] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v34, 0xff800000
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v1
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v38, s7, v86
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[22:23], v[50:51], v[22:23] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v18, v34, v18, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v30
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v39, s7, v87
	v_or_b32_e32 v40, s7, v88
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v23, v34, v23, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v38
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[20:21], v[50:51], v[20:21] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v41, s7, v78
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v22, v34, v22, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v39
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v42, s7, v32
	v_or_b32_e32 v33, s7, v33
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v21, v34, v21, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v40
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[16:17], v[50:51], v[16:17] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v43, s7, v95
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v20, v34, v20, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v41
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v44, s7, v79
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v54, v50, v24
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v19, v34, v19, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v42
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v45, s7, v80
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[26:27], v[50:51], v[26:27] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v16, v34, v16, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v33
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v46, s7, v81
	v_or_b32_e32 v47, s7, v82
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v17, v34, v17, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v43
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[24:25], v[50:51], v[36:37] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v52, s7, v94
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v1, v34, v54, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v44
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v48, s7, v83
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v31, v50, v31
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v27, v34, v27, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v45
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v49, s7, v84
.Ltmp27:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v30, v16, v17
.Ltmp28:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v26, v34, v26, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v46
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v33, v19, v20, v21
	v_max3_f32 v30, v30, v18, v33
.Ltmp30:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v25, v34, v25, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s8, v47
.Ltmp31:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v35, v22, v23, v1
.Ltmp32:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_and_b64 s[4:5], s[4:5], exec
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v24, v34, v24, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v52
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v36, v24, v25, v26
.Ltmp34:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v31, v34, v31, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s3, v48
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_movk_i32 s3, 0x1c0
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v29, v34, v29, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s12, v49
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v28, v34, v28, vcc
.Ltmp35:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v33, v27, v28, v29
	v_max3_f32 v33, v36, v33, v31
	v_max3_f32 v30, v30, v35, v33
.Ltmp36:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v33, v30
	s_nop 1
	v_permlane32_swap_b32_e32 v30, v33
.Ltmp37:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v30, v60, v30, v33
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[16:17], v[16:17], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[18:19], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[20:21], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[22:23], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v1, v1, v30
	v_pk_add_f32 v[24:25], v[24:25], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[28:29], v[30:31] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v31, v31, v30
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v34, v16
	v_exp_f32_e32 v35, v17
	v_exp_f32_e32 v36, v18
	v_exp_f32_e32 v37, v19
	v_exp_f32_e32 v38, v20
	v_exp_f32_e32 v39, v21
	v_exp_f32_e32 v40, v22
	v_exp_f32_e32 v41, v23
	v_exp_f32_e32 v42, v1
	v_exp_f32_e32 v43, v24
	v_exp_f32_e32 v44, v25
	v_exp_f32_e32 v45, v26
	v_exp_f32_e32 v26, v27
	v_exp_f32_e32 v27, v28
	v_exp_f32_e32 v28, v29
	v_exp_f32_e32 v29, v31
.Ltmp38:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[16:17], v[34:35], v[36:37]
	v_pk_add_f32 v[20:21], v[38:39], v[40:41]
	v_pk_add_f32 v[22:23], v[42:43], v[44:45]
	v_pk_add_f32 v[24:25], v[26:27], v[28:29]
.Ltmp39:
	.loc	1 77 30                         ; corpus_make.py:77:30
	v_sub_f32_e32 v1, v60, v30
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
.Ltmp41:
	.loc	1 77 17                         ; corpus_make.py:77:17
	v_exp_f32_e32 v19, v1
.Ltmp42:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[16:17], v[16:17], v[20:21]
.Ltmp43:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshlrev_b32_e32 v1, 2, v61
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v20, v16, v17
.Ltmp45:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshl_or_b32 v16, s30, 1, v1
	v_or_b32_e32 v1, s31, v1
	v_add_u32_e32 v17, 0, v1
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v1, 0x108, v55
	v_and_b32_e32 v22, 0x400, v76
	v_add3_u32 v24, s36, v75, v74
	v_lshrrev_b32_e32 v23, 5, v22
	v_add3_u32 v1, v24, v1, v22
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v18, 0, v16
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v1, v1, s6, v23
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v26, v26, v27, 1.0
	v_mov_b32_e32 v27, 0x108
	v_cmp_eq_u32_e32 vcc, 0, v73
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v18, v19 offset:8320
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[24:25], v1
	ds_read_b64_tr_b8 v[22:23], v1 offset:512
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v1, v34, v35, 1.0
	v_cndmask_b32_e64 v27, v27, 0, vcc
	v_cvt_scalef32_pk_fp8_f32 v1, v36, v37, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v27, s6, v27, v61 bitop3:0xf6
	v_cvt_scalef32_pk_fp8_f32 v31, v42, v43, 1.0
	v_cvt_scalef32_pk_fp8_f32 v26, v28, v29, 1.0 op_sel:[0,0,0,1]
	v_add_u32_e32 v28, 0, v27
	v_lshrrev_b32_e32 v29, 8, v1
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_read_b32 v16, v17 offset:8320
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v31, v44, v45, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v28, v1 offset:8288
	ds_write_b8 v28, v29 offset:8352
	ds_write_b8_d16_hi v28, v1 offset:8416
	v_lshrrev_b32_e32 v1, 24, v1
	v_cvt_scalef32_pk_fp8_f32 v30, v38, v39, 1.0
	ds_write_b8 v28, v1 offset:8480
	ds_write_b8 v28, v31 offset:9312
	v_lshrrev_b32_e32 v1, 8, v31
	v_cvt_scalef32_pk_fp8_f32 v30, v40, v41, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v28, v1 offset:9376
	ds_write_b8_d16_hi v28, v31 offset:9440
	v_lshrrev_b32_e32 v1, 24, v31
	ds_write_b8 v28, v1 offset:9504
	v_xad_u32 v1, v27, 16, 0
	v_lshrrev_b32_e32 v27, 8, v30
	ds_write_b8 v1, v27 offset:8864
	ds_write_b8_d16_hi v1, v30 offset:8928
	v_lshrrev_b32_e32 v27, 24, v30
	ds_write_b8 v1, v27 offset:8992
	ds_write_b8 v1, v26 offset:9824
	v_lshrrev_b32_e32 v27, 8, v26
	ds_write_b8 v1, v27 offset:9888
	ds_write_b8_d16_hi v1, v26 offset:9952
	v_lshrrev_b32_e32 v26, 24, v26
	ds_write_b8 v1, v30 offset:8800
	ds_write_b8 v1, v26 offset:10016
	v_mov_b32_e32 v1, 0x210
	v_cndmask_b32_e64 v1, v1, 0, vcc
	v_and_or_b32 v26, v57, s3, v59
	v_and_or_b32 v1, v55, 8, v1
	v_xad_u32 v1, v1, v26, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[28:29], v1 offset:8288
	ds_read_b64_tr_b8 v[26:27], v1 offset:9312
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v21, v20
.Ltmp47:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cselect_b32 s3, 1, 0
	s_cmp_lg_u32 s3, 1
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v20, v21
	s_cbranch_scc1 .LBB0_46
.Ltmp49:
; %bb.45:
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_mov_b32_e32 v1, v53
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[16:17] op_sel_hi:[1,0]
.Ltmp50:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v16, v20, v21
.Ltmp51:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v16, v51, v19
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[24:25], v[28:29], v[0:15]
	v_mov_b32_e32 v51, v16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[22:23], v[26:27], v[0:15]
	s_nop 11
	v_mov_b32_e32 v53, v1
.LBB0_46:
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_or_b32 s9, s9, s16
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	v_or_b32_e32 v1, s9, v61
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s2, v1
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_write_b32 v18, v51
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_48
; %bb.47:                               ; %.critedge
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_read_b32 v20, v17
	.loc	1 86 20                         ; corpus_make.py:86:20
	s_mul_i32 s2, s0, s17
	.loc	1 86 14 is_stmt 0               ; corpus_make.py:86:14
	s_ashr_i32 s3, s2, 31
	.loc	1 86 39                         ; corpus_make.py:86:39
	v_mul_lo_u32 v16, v1, s1
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_lshl_b64 s[2:3], s[2:3], 2
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v1, s[0:1], v20, v20, v15
	v_rcp_f32_e32 v21, v1
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_add_u32 s2, s14, s2
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v18, s6, v32
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_addc_u32 s3, s15, s3
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_lshlrev_b32_e32 v18, 2, v18
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_fma_f32 v18, -v1, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v15, v20, v15
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v1, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v1, -v1, v19, v18
	v_div_scale_f32 v18, s[0:1], v20, v20, v14
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v1, v1, v21, v19
	v_div_fixup_f32 v15, v1, v20, v15
	v_fma_f32 v1, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v14, v20, v14
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v21, -v18, v19, v1
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v13
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v14, v1, v20, v14
	v_fma_f32 v1, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v1, v21
	v_div_scale_f32 v1, vcc, v13, v20, v13
	v_mul_f32_e32 v19, v1, v21
	v_fma_f32 v22, -v18, v19, v1
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v12
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v1, v1, v21, v19
	v_div_fixup_f32 v13, v1, v20, v13
	v_fma_f32 v1, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v12, v20, v12
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v21, -v18, v19, v1
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v11
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v12, v1, v20, v12
	v_fma_f32 v1, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v1, v21
	v_div_scale_f32 v1, vcc, v11, v20, v11
	v_mul_f32_e32 v19, v1, v21
	v_fma_f32 v22, -v18, v19, v1
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v10
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v1, v1, v21, v19
	v_div_fixup_f32 v11, v1, v20, v11
	v_fma_f32 v1, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v10, v20, v10
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v21, -v18, v19, v1
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v9
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v10, v1, v20, v10
	v_fma_f32 v1, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v1, v21
	v_div_scale_f32 v1, vcc, v9, v20, v9
	v_mul_f32_e32 v19, v1, v21
	v_fma_f32 v22, -v18, v19, v1
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v8
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v1, v1, v21, v19
	v_div_fixup_f32 v9, v1, v20, v9
	v_fma_f32 v1, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v8, v20, v8
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v21, -v18, v19, v1
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v0
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v8, v1, v20, v8
	v_fma_f32 v1, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v1, v21
	v_div_scale_f32 v1, vcc, v0, v20, v0
	v_mul_f32_e32 v19, v1, v21
	v_fma_f32 v22, -v18, v19, v1
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v53
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v1, v1, v21, v19
	v_div_fixup_f32 v0, v1, v20, v0
	v_fma_f32 v1, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v1, v22
	v_div_scale_f32 v1, vcc, v53, v20, v53
	v_mul_f32_e32 v19, v1, v22
	v_fma_f32 v21, -v18, v19, v1
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v1, -v18, v19, v1
	v_div_scale_f32 v18, s[0:1], v20, v20, v2
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v1, v1, v22, v19
	v_div_fixup_f32 v1, v1, v20, v53
	v_fma_f32 v19, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v19, v21
	v_div_scale_f32 v19, vcc, v2, v20, v2
	v_mul_f32_e32 v22, v19, v21
	v_fma_f32 v23, -v18, v22, v19
	v_fmac_f32_e32 v22, v23, v21
	v_fma_f32 v18, -v18, v22, v19
	v_div_scale_f32 v19, s[0:1], v20, v20, v3
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v18, v18, v21, v22
	v_div_fixup_f32 v2, v18, v20, v2
	v_fma_f32 v18, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_div_scale_f32 v18, vcc, v3, v20, v3
	v_mul_f32_e32 v21, v18, v23
	v_fma_f32 v22, -v19, v21, v18
	v_fmac_f32_e32 v21, v22, v23
	v_fma_f32 v18, -v19, v21, v18
	v_div_scale_f32 v19, s[0:1], v20, v20, v7
	v_rcp_f32_e32 v22, v19
	v_div_fmas_f32 v18, v18, v23, v21
	v_div_fixup_f32 v3, v18, v20, v3
	v_fma_f32 v18, -v19, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v7, v20, v7
	v_mul_f32_e32 v21, v18, v22
	v_fma_f32 v23, -v19, v21, v18
	v_fmac_f32_e32 v21, v23, v22
	v_fma_f32 v18, -v19, v21, v18
	v_div_scale_f32 v19, s[0:1], v20, v20, v6
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v18, v18, v22, v21
	v_div_fixup_f32 v7, v18, v20, v7
	v_fma_f32 v18, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_div_scale_f32 v18, vcc, v6, v20, v6
	v_mul_f32_e32 v21, v18, v23
	v_fma_f32 v22, -v19, v21, v18
	v_fmac_f32_e32 v21, v22, v23
	v_fma_f32 v18, -v19, v21, v18
	v_div_scale_f32 v19, s[0:1], v20, v20, v5
	v_rcp_f32_e32 v22, v19
	v_div_fmas_f32 v18, v18, v23, v21
	v_div_fixup_f32 v6, v18, v20, v6
	v_fma_f32 v18, -v19, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v5, v20, v5
	v_mul_f32_e32 v21, v18, v22
	v_fma_f32 v23, -v19, v21, v18
	v_fmac_f32_e32 v21, v23, v22
	v_fma_f32 v18, -v19, v21, v18
	v_div_scale_f32 v19, s[0:1], v20, v20, v4
	v_rcp_f32_e32 v23, v19
	v_div_fmas_f32 v18, v18, v22, v21
	v_div_fixup_f32 v5, v18, v20, v5
	v_fma_f32 v18, -v19, v23, 1.0
	v_fmac_f32_e32 v23, v18, v23
	v_div_scale_f32 v18, vcc, v4, v20, v4
	v_mul_f32_e32 v21, v18, v23
	v_fma_f32 v22, -v19, v21, v18
	v_fmac_f32_e32 v21, v22, v23
	v_fma_f32 v18, -v19, v21, v18
	v_div_fmas_f32 v18, v18, v23, v21
	v_div_fixup_f32 v4, v18, v20, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
.LBB0_48:                               ; %.critedge4
	.loc	1 41 1                          ; corpus_make.py:41:1
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
		.amdhsa_kernarg_size 352
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
		.amdhsa_next_free_vgpr 156
		.amdhsa_next_free_sgpr 37
		.amdhsa_accum_offset 156
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
	.set .Lattn_fwd.num_vgpr, 156
	.set .Lattn_fwd.num_agpr, 0
	.set .Lattn_fwd.numbered_sgpr, 37
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6724
; TotalNumSgprs: 43
; NumVgprs: 156
; NumAgprs: 0
; TotalNumVgprs: 156
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 43
; NumVGPRsForWavesPerEU: 156
; AccumOffset: 156
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 38
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
	.byte	5                               ; DW_FORM_data2
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
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	79                              ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5b:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	75                              ; DW_AT_call_line
	.byte	32                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x67:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
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
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"corpus_make.py"                ; string offset=7 ; corpus_make.py
.Linfo_string2:
	.asciz	"/work/wt/tritoncorpus/tests/data/triton" ; string offset=22 ; /work/wt/tritoncorpus/tests/data/triton
.Linfo_string3:
	.asciz	"attn_fwd"                      ; string offset=62 ; attn_fwd
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
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .offset:         96
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         100
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         104
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         108
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         110
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         112
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         114
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         116
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         118
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         144
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         152
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         160
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         176
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         184
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         192
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         200
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         208
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         296
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 352
    .max_flat_workgroup_size: 256
    .name:           attn_fwd
    .private_segment_fixed_size: 0
    .sgpr_count:     43
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     156
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
