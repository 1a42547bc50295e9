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
; %bb.55:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.56:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s33, s[4:5], 0x24
	s_load_dwordx2 s[0:1], s[4:5], 0x2c
	s_load_dword s22, s[4:5], 0x34
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s20, s0
	v_cvt_f32_u32_e32 v2, s20
	v_and_b32_e32 v1, 0x3ff, v0
	s_sub_i32 s3, 0, s20
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s2, v1
	.loc	1 52 19                         ; corpus_make.py:52:19
	v_rcp_f32_e32 v2, v2
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s86, s2, 0x20006
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v163, 63, v0
	s_lshl_b32 s18, s86, 6
	.loc	1 52 19                         ; corpus_make.py:52:19
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v3, v2
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v2, s18, v163
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_mul_i32 s1, s1, s17
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_abs_i32 s21, s17
	v_readfirstlane_b32 s2, v3
	s_mul_i32 s3, s3, s2
	s_mul_hi_u32 s3, s2, s3
	.loc	1 53 14                         ; corpus_make.py:53:14
	s_lshl_b32 s19, s16, 6
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_add_i32 s2, s2, s3
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v3, 3, v2
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_ashr_i32 s3, s1, 31
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_mul_hi_u32 s23, s21, s2
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v3, s19, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s2, s8, s1
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_and_b32_e32 v0, 7, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v4, 0
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_addc_u32 s3, s9, s3
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v100, 4, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v101, v4
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; corpus_make.py:0:9
	v_mul_lo_u32 v6, v3, s22
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[100:101]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[8:11], v[6:7], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s16, s[4:5], 0x28
	s_load_dword s6, s[4:5], 0x38
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v3, 32, v3
	.loc	1 0 0 is_stmt 0                 ; corpus_make.py:0
	s_ashr_i32 s7, s17, 31
	s_ashr_i32 s8, s0, 31
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v3
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v4, v3, s22
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[100:101]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[4:7], v[4:5], off
.LBB0_4:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	s_mul_i32 s1, s23, s20
	s_sub_i32 s1, s21, s1
	s_xor_b32 s0, s7, s8
	s_add_i32 s2, s23, 1
	s_sub_i32 s3, s1, s20
	s_cmp_ge_u32 s1, s20
	s_cselect_b32 s2, s2, s23
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	s_cmp_ge_u32 s1, s20
	s_cselect_b32 s1, s3, s2
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v12, 4, v2
	v_and_b32_e32 v2, 0x70, v2
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_xor_b32 s1, s1, s0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v130, 31, v1
	v_and_b32_e32 v131, 32, v1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_xad_u32 v2, v12, v2, 0
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_sub_i32 s8, s1, s0
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s92, s18, 64
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_movk_i32 s0, 0x70
	s_waitcnt vmcnt(0)
	ds_write_b128 v2, v[8:11]
	ds_write_b128 v2, v[4:7] offset:4096
	v_lshlrev_b32_e32 v4, 7, v130
	v_lshlrev_b32_e32 v2, 3, v1
	v_lshrrev_b32_e32 v162, 1, v131
	v_lshl_or_b32 v4, s92, 6, v4
	v_bitop3_b32 v5, v2, v162, s0 bitop3:0x6c
	s_movk_i32 s0, 0x60
	v_or_b32_e32 v6, v4, v5
	v_bitop3_b32 v4, v4, s0, v5 bitop3:0x36
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s8, s6
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	.loc	1 57 9 is_stmt 1                ; corpus_make.py:57:9
	v_add_u32_e32 v7, 0, v6
	v_xad_u32 v8, v6, 32, 0
	v_xad_u32 v6, v6, 64, 0
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_add_u32 s0, s10, s0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_barrier
	ds_read_b128 v[90:93], v7
	ds_read_b128 v[94:97], v8
	v_add_u32_e32 v4, 0, v4
	ds_read_b128 v[82:85], v6
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[86:89], v4
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_addc_u32 s1, s11, s1
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_and_b32_e32 v3, 56, v1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s16, 0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v164, s86, v3
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s16, 1
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v164
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s84, s86, 0x410
	s_or_b64 s[6:7], s[6:7], vcc
	v_lshl_add_u32 v4, v163, 4, s84
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 s[6:7], exec, s[10:11]
; %bb.5:                                ; %.critedge80
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v4, v[6:9] offset:16864
; %bb.6:                                ; %Flow428
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s85, s[4:5], 0x3c
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v164, s85
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[100:101]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s84, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_8:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_or_b32_e32 v176, 4, v164
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v176
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[6:7], s[2:3], -1
	s_or_b64 s[2:3], s[6:7], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_xor_b64 s[2:3], exec, s[10:11]
; %bb.9:                                ; %.critedge82
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v4, v[6:9] offset:21024
; %bb.10:                               ; %Flow426
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dword s9, s[4:5], 0x40
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v176, s85
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[100:101]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s84, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_12:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v3, 1, v3
	.loc	1 64 18                         ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s8, s9
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v182, s86, v3
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s3, s8, 31
	s_add_u32 s2, s12, s8
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v182
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mulk_i32 s86, 0x420
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_addc_u32 s3, s13, s3
	s_or_b64 s[8:9], s[6:7], vcc
	v_lshl_add_u32 v3, v163, 4, s86
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
; %bb.13:                               ; %.critedge84
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
	ds_write_b128 v3, v[4:7]
; %bb.14:                               ; %Flow424
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s87, s[4:5], 0x44
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v182, s87
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[100:101]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s86
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_16:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_or_b32_e32 v206, 32, v182
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v206
	s_or_b64 s[6:7], s[6:7], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.17:                               ; %.critedge86
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v4
	ds_write_b128 v3, v[4:7] offset:4224
; %bb.18:                               ; %Flow422
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s8, s[4:5], 0x20
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v206, s87
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[100:101]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s86, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_20:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v4, 0x3fb8aa3b
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshr_b32 s90, s92, 1
	v_or_b32_e32 v119, s19, v130
	.loc	1 62 16                         ; corpus_make.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v98, s8, v4
	.loc	1 73 70                         ; corpus_make.py:73:70
	s_sub_i32 s8, s16, s33
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s93, s18, 0x80
	v_lshrrev_b32_e32 v64, 3, v131
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_sub_i32 s88, s16, 64
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v3, s90, v119
	.loc	1 53 34 is_stmt 0               ; corpus_make.py:53:34
	v_or_b32_e32 v147, 3, v64
	v_or_b32_e32 v136, 2, v64
	v_or_b32_e32 v141, 11, v64
	v_or_b32_e32 v146, 10, v64
	v_or_b32_e32 v152, 9, v64
	v_or_b32_e32 v157, 8, v64
	v_or_b32_e32 v132, 32, v64
	v_or_b32_e32 v134, 27, v64
	v_or_b32_e32 v137, 26, v64
	v_or_b32_e32 v142, 25, v64
	v_or_b32_e32 v148, 24, v64
	v_or_b32_e32 v153, 19, v64
	v_or_b32_e32 v158, 18, v64
	v_or_b32_e32 v160, 17, v64
	v_or_b32_e32 v133, 49, v64
	v_or_b32_e32 v135, 48, v64
	v_or_b32_e32 v138, 43, v64
	v_or_b32_e32 v143, 42, v64
	v_or_b32_e32 v149, 41, v64
	v_or_b32_e32 v154, 40, v64
	v_or_b32_e32 v159, 35, v64
	v_or_b32_e32 v161, 34, v64
	v_or_b32_e32 v139, 58, v64
	v_or_b32_e32 v144, 57, v64
	v_or_b32_e32 v150, 56, v64
	v_or_b32_e32 v155, 51, v64
	v_or_b32_e32 v140, 59, v64
	v_or_b32_e32 v145, 50, v64
	v_or_b32_e32 v151, 33, v64
	v_or_b32_e32 v156, 16, v64
	s_mov_b32 s94, 0
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_cmp_gt_i32 s88, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[110:111], 24, v[90:91]
	v_lshrrev_b64 v[112:113], 24, v[92:93]
	v_lshrrev_b64 v[114:115], 24, v[94:95]
	v_lshrrev_b64 v[116:117], 24, v[96:97]
	v_lshrrev_b64 v[102:103], 24, v[82:83]
	v_lshrrev_b64 v[104:105], 24, v[84:85]
	v_lshrrev_b64 v[106:107], 24, v[86:87]
	v_lshrrev_b64 v[108:109], 24, v[88:89]
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v65, 1, v64
	; asyncmark
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc1 .LBB0_22
; %bb.21:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_mov_b64 s[6:7], 0
	v_mov_b64_e32 v[66:67], s[16:17]
	v_mov_b64_e32 v[72:73], s[22:23]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_mov_b64_e32 v[68:69], s[18:19]
	s_branch .LBB0_23
.LBB0_22:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr66_vgpr67_vgpr68_vgpr69_vgpr70_vgpr71_vgpr72_vgpr73
.LBB0_23:                               ; %Flow419
	s_lshr_b32 s91, s93, 2
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	v_lshrrev_b32_e32 v177, 8, v90
	v_lshrrev_b32_e32 v178, 16, v90
	v_lshrrev_b32_e32 v179, 8, v91
	v_lshrrev_b32_e32 v180, 16, v91
	v_lshrrev_b32_e32 v181, 24, v91
	v_lshrrev_b32_e32 v183, 8, v92
	v_lshrrev_b32_e32 v184, 16, v92
	v_lshrrev_b32_e32 v187, 8, v93
	v_lshrrev_b32_e32 v188, 16, v93
	v_lshrrev_b32_e32 v190, 24, v93
	v_lshrrev_b32_e32 v193, 8, v94
	v_lshrrev_b32_e32 v194, 16, v94
	v_lshrrev_b32_e32 v197, 8, v95
	v_lshrrev_b32_e32 v198, 16, v95
	v_lshrrev_b32_e32 v200, 24, v95
	v_lshrrev_b32_e32 v201, 8, v96
	v_lshrrev_b32_e32 v202, 16, v96
	v_lshrrev_b32_e32 v203, 8, v97
	v_lshrrev_b32_e32 v204, 16, v97
	v_lshrrev_b32_e32 v205, 24, v97
	v_lshrrev_b32_e32 v117, 8, v82
	v_lshrrev_b32_e32 v165, 16, v82
	v_lshrrev_b32_e32 v166, 8, v83
	v_lshrrev_b32_e32 v167, 16, v83
	v_lshrrev_b32_e32 v168, 24, v83
	v_lshrrev_b32_e32 v169, 8, v84
	v_lshrrev_b32_e32 v170, 16, v84
	v_lshrrev_b32_e32 v171, 8, v85
	v_lshrrev_b32_e32 v172, 16, v85
	v_lshrrev_b32_e32 v173, 24, v85
	v_lshrrev_b32_e32 v174, 8, v86
	v_lshrrev_b32_e32 v175, 16, v86
	v_lshrrev_b32_e32 v185, 8, v87
	v_lshrrev_b32_e32 v186, 16, v87
	v_lshrrev_b32_e32 v189, 24, v87
	v_lshrrev_b32_e32 v191, 8, v88
	v_lshrrev_b32_e32 v192, 16, v88
	v_lshrrev_b32_e32 v195, 8, v89
	v_lshrrev_b32_e32 v196, 16, v89
	v_lshrrev_b32_e32 v199, 24, v89
	v_add_u32_e32 v115, s8, v3
	s_cmp_lg_u32 s6, 1
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v118, 0xff800000
	v_bfe_i32 v103, v1, 3, 1
	v_lshlrev_b32_e32 v207, 10, v0
	v_lshlrev_b32_e32 v111, 4, v1
	v_lshlrev_b32_e32 v113, 9, v1
	v_and_b32_e32 v105, 8, v2
	v_and_b32_e32 v107, 16, v1
	v_cmp_eq_u32_e32 vcc, 0, v131
	v_lshlrev_b32_e32 v109, 5, v1
	v_mov_b32_e32 v17, 0
	s_cbranch_scc1 .LBB0_42
; %bb.24:                               ; %.lr.ph
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_lshl_add_u64 v[120:121], s[0:1], 0, v[100:101]
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v0, v97, v203, s0
	v_perm_b32 v1, v204, v205, s0
	v_lshl_or_b32 v73, v1, 16, v0
	v_perm_b32 v0, v96, v201, s0
	v_perm_b32 v1, v202, v116, s0
	v_lshl_or_b32 v72, v1, 16, v0
	v_perm_b32 v0, v95, v197, s0
	v_perm_b32 v1, v198, v200, s0
	v_lshl_or_b32 v71, v1, 16, v0
	v_perm_b32 v0, v94, v193, s0
	v_perm_b32 v1, v194, v114, s0
	v_lshl_or_b32 v70, v1, 16, v0
	v_perm_b32 v0, v93, v187, s0
	v_perm_b32 v1, v188, v190, s0
	v_lshl_or_b32 v69, v1, 16, v0
	v_perm_b32 v0, v92, v183, s0
	v_perm_b32 v1, v184, v112, s0
	v_lshl_or_b32 v68, v1, 16, v0
	v_perm_b32 v0, v91, v179, s0
	v_perm_b32 v1, v180, v181, s0
	v_lshl_or_b32 v67, v1, 16, v0
	v_perm_b32 v0, v90, v177, s0
	v_perm_b32 v1, v178, v110, s0
	v_lshl_or_b32 v66, v1, 16, v0
	v_perm_b32 v0, v89, v195, s0
	v_perm_b32 v1, v196, v199, s0
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v88, v191, s0
	v_perm_b32 v1, v192, v108, s0
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v87, v185, s0
	v_perm_b32 v1, v186, v189, s0
	v_lshl_or_b32 v79, v1, 16, v0
	v_perm_b32 v0, v86, v174, s0
	v_perm_b32 v1, v175, v106, s0
	v_lshl_or_b32 v78, v1, 16, v0
	v_perm_b32 v0, v85, v171, s0
	v_perm_b32 v1, v172, v173, s0
	v_lshl_or_b32 v77, v1, 16, v0
	v_perm_b32 v0, v84, v169, s0
	v_perm_b32 v1, v170, v104, s0
	v_lshl_or_b32 v76, v1, 16, v0
	v_perm_b32 v0, v83, v166, s0
	v_perm_b32 v1, v167, v168, s0
	v_lshl_or_b32 v75, v1, 16, v0
	v_perm_b32 v0, v82, v117, s0
	v_perm_b32 v1, v165, v102, s0
	v_lshl_or_b32 v74, v1, 16, v0
	s_movk_i32 s0, 0x110
	v_mov_b32_e32 v0, 0x110
	v_and_b32_e32 v2, 0x4c0, v109
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_and_or_b32 v2, v103, s0, v2
	v_xor_b32_e32 v1, v0, v130
	v_bitop3_b32 v2, s91, v2, v107 bitop3:0xf6
	v_bitop3_b32 v0, s90, v0, v130 bitop3:0xf6
	v_bitop3_b32 v1, s90, 32, v1 bitop3:0x36
	v_or_b32_e32 v3, v2, v105
	v_bitop3_b32 v2, v2, 32, v105 bitop3:0x36
	v_mov_b32_e32 v216, 0
	v_lshl_add_u64 v[122:123], s[2:3], 0, v[100:101]
	s_lshl_b32 s89, s92, 1
	s_mov_b32 s97, 0
	v_and_b32_e32 v101, 0xc00, v113
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v124, v98
	v_mov_b32_e32 v125, v98
	v_mov_b32_e32 v126, v98
	v_mov_b32_e32 v127, v98
	s_movk_i32 s2, 0x41e0
	v_mov_b32_e32 v212, 0
	v_mov_b32_e32 v213, 0xff800000
	v_add_u32_e32 v208, 0, v0
	v_add_u32_e32 v209, 0, v1
	v_add_u32_e32 v210, 0, v3
	v_add_u32_e32 v211, 0, v2
	v_mov_b32_e32 v217, v216
	v_mov_b32_e32 v218, v216
	v_mov_b32_e32 v219, v216
	s_mov_b32 s95, 0
	s_mov_b32 s3, 0
	v_mov_b32_e32 v14, v216
	v_mov_b32_e32 v15, v216
	v_mov_b32_e32 v12, v216
	v_mov_b32_e32 v13, v216
	v_mov_b32_e32 v10, v216
	v_mov_b32_e32 v11, v216
	v_mov_b32_e32 v8, v216
	v_mov_b32_e32 v9, v216
	v_mov_b32_e32 v6, v216
	v_mov_b32_e32 v7, v216
	v_mov_b32_e32 v4, v216
	v_mov_b32_e32 v5, v216
	v_mov_b32_e32 v2, v216
	v_mov_b32_e32 v3, v216
	v_mov_b32_e32 v0, v216
	v_mov_b32_e32 v1, v216
	v_mov_b32_e32 v30, v216
	v_mov_b32_e32 v31, v216
	v_mov_b32_e32 v28, v216
	v_mov_b32_e32 v29, v216
	v_mov_b32_e32 v26, v216
	v_mov_b32_e32 v27, v216
	v_mov_b32_e32 v24, v216
	v_mov_b32_e32 v25, v216
	v_mov_b32_e32 v22, v216
	v_mov_b32_e32 v23, v216
	v_mov_b32_e32 v20, v216
	v_mov_b32_e32 v21, v216
	v_mov_b32_e32 v18, v216
	v_mov_b32_e32 v19, v216
	v_mov_b32_e32 v16, v216
	v_mov_b32_e32 v17, v216
	s_branch .LBB0_26
.LBB0_25:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	s_or_b64 exec, exec, s[0:1]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_add3_u32 v214, s97, v107, v101
	v_and_b32_e32 v215, 0x280, v111
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v34, v35, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v214, v214, v215, v105
	v_lshrrev_b32_e32 v215, 5, v101
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v36, v37, 1.0 op_sel:[0,0,0,1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v214, v214, s90, v215
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v36, v42, v43, 1.0
	v_lshrrev_b32_e32 v42, 8, v34
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[220:221], v214
	ds_read_b64_tr_b8 v[222:223], v214 offset:256
	ds_read_b64_tr_b8 v[230:231], v214 offset:320
	ds_read_b64_tr_b8 v[228:229], v214 offset:64
	ds_read_b64_tr_b8 v[224:225], v214 offset:4224
	ds_read_b64_tr_b8 v[226:227], v214 offset:4480
	ds_read_b64_tr_b8 v[234:235], v214 offset:4544
	ds_read_b64_tr_b8 v[232:233], v214 offset:4288
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v36, v44, v45, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v208, v34 offset:33488
	ds_write_b8 v208, v42 offset:33552
	ds_write_b8_d16_hi v208, v34 offset:33616
	v_lshrrev_b32_e32 v34, 24, v34
	v_cvt_scalef32_pk_fp8_f32 v35, v38, v39, 1.0
	v_cvt_scalef32_pk_fp8_f32 v38, v50, v51, 1.0
	ds_write_b8 v208, v34 offset:33680
	ds_write_b8 v208, v36 offset:34512
	v_lshrrev_b32_e32 v34, 8, v36
	v_cvt_scalef32_pk_fp8_f32 v38, v52, v53, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v208, v34 offset:34576
	ds_write_b8_d16_hi v208, v36 offset:34640
	v_lshrrev_b32_e32 v34, 24, v36
	v_cvt_scalef32_pk_fp8_f32 v35, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v40, v58, v59, 1.0
	ds_write_b8 v208, v34 offset:34704
	ds_write_b8 v208, v38 offset:35536
	v_lshrrev_b32_e32 v34, 8, v38
	v_cvt_scalef32_pk_fp8_f32 v40, v60, v61, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v208, v34 offset:35600
	ds_write_b8_d16_hi v208, v38 offset:35664
	v_lshrrev_b32_e32 v34, 24, v38
	ds_write_b8 v208, v34 offset:35728
	ds_write_b8 v208, v40 offset:36560
	v_lshrrev_b32_e32 v34, 8, v40
	ds_write_b8 v208, v34 offset:36624
	ds_write_b8_d16_hi v208, v40 offset:36688
	v_lshrrev_b32_e32 v34, 24, v40
	v_cvt_scalef32_pk_fp8_f32 v37, v46, v47, 1.0
	ds_write_b8 v208, v34 offset:36752
	ds_write_b8 v209, v35 offset:34000
	v_lshrrev_b32_e32 v34, 8, v35
	v_cvt_scalef32_pk_fp8_f32 v37, v48, v49, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v209, v34 offset:34064
	ds_write_b8_d16_hi v209, v35 offset:34128
	v_lshrrev_b32_e32 v34, 24, v35
	v_cvt_scalef32_pk_fp8_f32 v39, v54, v55, 1.0
	ds_write_b8 v209, v34 offset:34192
	ds_write_b8 v209, v37 offset:35024
	v_lshrrev_b32_e32 v34, 8, v37
	v_cvt_scalef32_pk_fp8_f32 v39, v56, v57, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v209, v34 offset:35088
	ds_write_b8_d16_hi v209, v37 offset:35152
	v_lshrrev_b32_e32 v34, 24, v37
	v_cvt_scalef32_pk_fp8_f32 v41, v62, v63, 1.0
	ds_write_b8 v209, v34 offset:35216
	ds_write_b8 v209, v39 offset:36048
	v_lshrrev_b32_e32 v34, 8, v39
	v_cvt_scalef32_pk_fp8_f32 v41, v128, v129, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v209, v34 offset:36112
	ds_write_b8_d16_hi v209, v39 offset:36176
	v_lshrrev_b32_e32 v34, 24, v39
	ds_write_b8 v209, v34 offset:36240
	ds_write_b8 v209, v41 offset:37072
	v_lshrrev_b32_e32 v34, 8, v41
	ds_write_b8 v209, v34 offset:37136
	ds_write_b8_d16_hi v209, v41 offset:37200
	v_lshrrev_b32_e32 v34, 24, v41
	ds_write_b8 v209, v34 offset:37264
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[34:35], v210 offset:33488
	ds_read_b64_tr_b8 v[38:39], v210 offset:35536
	ds_read_b64_tr_b8 v[36:37], v211 offset:34000
	ds_read_b64_tr_b8 v[40:41], v211 offset:36048
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[220:227], v[34:41], v[0:15]
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v99, v99, v213
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v99, v212, v33
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s2, s98, 0x41e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_lt_i32 s96, s88
	s_mov_b32 s97, s94
	v_mov_b32_e32 v212, v99
	v_mov_b32_e32 v213, v118
	s_mov_b32 s3, s96
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[228:235], v[34:41], v[16:31]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_43
.LBB0_26:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s0, s95, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s95, s0, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s94, s95, 13
	s_lshr_b32 s0, s94, 6
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s96, s3, 64
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s98, s94, s0
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v33, s96, v164
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s6, s98, s84
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v33
	v_lshl_add_u32 v32, v163, 4, s6
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.27:                               ; %.critedge88
                                        ;   in Loop: Header=BB0_26 Depth=1
	ds_write_b128 v32, v[216:219] offset:16864
                                        ; implicit-def: $vgpr33
; %bb.28:                               ; %Flow416
                                        ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	v_mul_lo_u32 v34, v33, s85
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[120:121], 0, v[34:35]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s6, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[34:35], off
.LBB0_30:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v33, s96, v176
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v33
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.31:                               ; %.critedge90
                                        ;   in Loop: Header=BB0_26 Depth=1
	ds_write_b128 v32, v[216:219] offset:21024
                                        ; implicit-def: $vgpr33
; %bb.32:                               ; %Flow415
                                        ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	v_mul_lo_u32 v32, v33, s85
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[120:121], 0, v[32:33]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s6, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[32:33], off
.LBB0_34:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v32, 0x180, v111
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v32, s2, v207, v32
	v_add3_u32 v235, v32, v162, v100
	; asyncmark
	ds_read_b128 v[48:51], v235
	ds_read_b128 v[52:55], v235 offset:32
	ds_read_b128 v[248:251], v235 offset:512
	ds_read_b128 v[252:255], v235 offset:544
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v99, s3, v65
	v_or_b32_e32 v118, s3, v64
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[66:73], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[48:51], v235 offset:64
	ds_read_b128 v[52:55], v235 offset:96
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v221, s3, v141
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[62:63], s16, v99
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v99, v115
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v128, s3, v147
	v_or_b32_e32 v215, s3, v152
	v_or_b32_e32 v220, s3, v146
	v_or_b32_e32 v222, s3, v136
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s16, v221
	v_cmp_gt_i32_e64 s[68:69], s16, v118
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[74:75], v221, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[62:63], s[62:63], s[80:81]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v118, v115
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_mov_b32_e32 v99, v98
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v129, s3, v157
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[74:81], v[32:47]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v228, s3, v148
	v_or_b32_e32 v229, s3, v142
	v_or_b32_e32 v230, s3, v137
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[64:65], s16, v222
	v_cmp_gt_i32_e64 s[50:51], s16, v220
	v_cmp_gt_i32_e64 s[46:47], s16, v215
	v_cmp_gt_i32_e64 s[66:67], s16, v128
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[70:71], v222, v115
	v_cmp_le_i32_e64 s[76:77], v220, v115
	v_cmp_le_i32_e64 s[78:79], v215, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[68:69], s[68:69], s[80:81]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v128, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[74:75], s[52:53], s[74:75]
	v_mov_b32_e32 v118, 0xff800000
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v225, s3, v134
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[248:255], v[66:73], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[248:251], v235 offset:576
	ds_read_b128 v[252:255], v235 offset:608
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_nop 1
	v_mul_f32_e64 v38, v98, v38
	v_mul_f32_e64 v39, v99, v39
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v226, s3, v132
	v_or_b32_e32 v227, s3, v153
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s16, v129
	v_cmp_gt_i32_e64 s[54:55], s16, v230
	v_cmp_gt_i32_e64 s[56:57], s16, v229
	v_cmp_gt_i32_e64 s[58:59], s16, v228
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[66:67], s[66:67], s[80:81]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v129, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[78:79], s[46:47], s[78:79]
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[76:77], s[50:51], s[76:77]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[70:71], s[64:65], s[70:71]
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[248:255], v[74:81], v[48:63]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[64:65], v230, v115
	v_cmp_le_i32_e64 s[82:83], v229, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v39, v118, v39, s[74:75]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[74:75], v228, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mov_b32 v[128:129], v[42:43], v[44:45] op_sel:[1,0]
	v_pk_mov_b32 v[44:45], v[44:45], v[46:47] op_sel:[1,0]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v231, s3, v161
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[60:61], s16, v227
	v_cmp_gt_i32_e64 s[48:49], s16, v226
	v_cmp_gt_i32_e64 s[42:43], s16, v225
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v34, v118, v34, s[70:71]
	v_cndmask_b32_e64 v38, v118, v38, s[76:77]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[76:77], v227, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v37, v118, v37, s[78:79]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[78:79], v226, v115
	v_cmp_le_i32_e64 s[70:71], v225, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[58:59], s[58:59], s[74:75]
	s_and_b64 s[56:57], s[56:57], s[82:83]
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_pk_mul_f32 v[128:129], v[98:99], v[128:129]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[54:55], s[54:55], s[64:65]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45]
	v_pk_mov_b32 v[46:47], v[46:47], v[48:49] op_sel:[1,0]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v242, s3, v144
	v_or_b32_e32 v243, s3, v139
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[20:21], s16, v231
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[60:61], s[60:61], s[76:77]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v220, v118, v45, s[54:55]
	v_cndmask_b32_e64 v45, v118, v44, s[56:57]
	v_cndmask_b32_e64 v44, v118, v129, s[58:59]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[58:59], v231, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[48:49], s[48:49], s[78:79]
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_pk_mul_f32 v[46:47], v[98:99], v[46:47]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[42:43], s[42:43], s[70:71]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v223, s3, v160
	v_or_b32_e32 v224, s3, v158
	v_or_b32_e32 v234, s3, v149
	v_or_b32_e32 v241, s3, v150
	v_or_b32_e32 v245, s3, v151
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[72:73], s16, v243
	v_cmp_gt_i32_e64 s[10:11], s16, v242
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[32:33], v[126:127], v[32:33]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v129, v118, v128, s[60:61]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[60:61], v243, v115
	v_cmp_le_i32_e64 s[78:79], v242, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v48, v118, v47, s[48:49]
	v_cndmask_b32_e64 v221, v118, v46, s[42:43]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[46:47], v[126:127], v[50:51]
	v_pk_mul_f32 v[50:51], v[98:99], v[52:53]
	v_pk_mul_f32 v[52:53], v[98:99], v[54:55]
	v_pk_mul_f32 v[54:55], v[98:99], v[56:57]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[20:21], s[20:21], s[58:59]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v57, v60
	v_mov_b32_e32 v60, v61
	v_mov_b32_e32 v61, v62
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v232, s3, v159
	v_or_b32_e32 v233, s3, v154
	v_or_b32_e32 v236, s3, v143
	v_or_b32_e32 v237, s3, v138
	v_or_b32_e32 v238, s3, v135
	v_or_b32_e32 v239, s3, v133
	v_or_b32_e32 v240, s3, v155
	v_or_b32_e32 v244, s3, v156
	v_or_b32_e32 v246, s3, v145
	v_or_b32_e32 v247, s3, v140
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[40:41], s16, v224
	v_cmp_gt_i32_e64 s[38:39], s16, v223
	v_cmp_gt_i32_e64 s[24:25], s16, v234
	v_cmp_gt_i32_e64 s[18:19], s16, v241
	v_cmp_gt_i32_e64 s[2:3], s16, v245
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[80:81], s[44:45], s[80:81]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v245, v115
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e64 v35, v118, v35, s[66:67]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[66:67], v224, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v32, v118, v32, s[68:69]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[68:69], v223, v115
	v_cmp_le_i32_e64 s[64:65], v234, v115
	v_cmp_le_i32_e64 s[48:49], v241, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mov_b32 v[42:43], v[40:41], v[42:43] op_sel:[1,0]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v46, v118, v46, s[20:21]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v56, v59
	v_pk_mul_f32 v[60:61], v[98:99], v[60:61]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[20:21], s[72:73], s[60:61]
	s_and_b64 s[10:11], s[10:11], s[78:79]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v41, v49
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[36:37], s16, v239
	v_cmp_gt_i32_e64 s[34:35], s16, v238
	v_cmp_gt_i32_e64 s[30:31], s16, v237
	v_cmp_gt_i32_e64 s[28:29], s16, v236
	v_cmp_gt_i32_e64 s[26:27], s16, v233
	v_cmp_gt_i32_e64 s[22:23], s16, v232
	v_cmp_gt_i32_e64 s[12:13], s16, v240
	v_cmp_gt_i32_e64 s[8:9], s16, v247
	v_cmp_gt_i32_e64 s[6:7], s16, v246
	v_cmp_gt_i32_e64 s[0:1], s16, v244
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[44:45], v247, v115
	v_cmp_le_i32_e64 s[46:47], v246, v115
	v_cmp_le_i32_e64 s[52:53], v244, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v36, v118, v36, s[80:81]
	v_cndmask_b32_e64 v33, v118, v33, s[62:63]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v239, v115
	v_cmp_le_i32_e64 s[76:77], v238, v115
	v_cmp_le_i32_e64 s[74:75], v237, v115
	v_cmp_le_i32_e64 s[80:81], v236, v115
	v_cmp_le_i32_e64 s[54:55], v233, v115
	v_cmp_le_i32_e64 s[56:57], v232, v115
	v_cmp_le_i32_e64 s[70:71], v240, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[42:43], v[126:127], v[42:43]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[40:41], s[40:41], s[66:67]
	s_and_b64 s[38:39], s[38:39], s[68:69]
	s_and_b64 s[24:25], s[24:25], s[64:65]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[56:57], v[124:125], v[56:57]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v62, v118, v61, s[20:21]
	v_cndmask_b32_e64 v61, v118, v60, s[10:11]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[18:19], s[48:49]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[40:41], v[124:125], v[40:41]
	v_mov_b32_e32 v59, v63
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[2:3], s[50:51]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v128, v118, v43, s[40:41]
	v_cndmask_b32_e64 v43, v118, v42, s[38:39]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[36:37], s[36:37], s[62:63]
	s_and_b64 s[34:35], s[34:35], s[76:77]
	s_and_b64 s[30:31], s[30:31], s[74:75]
	s_and_b64 s[28:29], s[28:29], s[80:81]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v51, v118, v51, s[24:25]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[24:25], s[26:27], s[54:55]
	s_and_b64 s[22:23], s[22:23], s[56:57]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v60, v118, v57, s[10:11]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[12:13], s[70:71]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[8:9], s[8:9], s[44:45]
	s_and_b64 s[6:7], s[6:7], s[46:47]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v49, v118, v41, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[0:1], s[52:53]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v55, v118, v55, s[36:37]
	v_cndmask_b32_e64 v54, v118, v54, s[34:35]
	v_cndmask_b32_e64 v53, v118, v53, s[30:31]
	v_cndmask_b32_e64 v52, v118, v52, s[28:29]
	v_cndmask_b32_e64 v50, v118, v50, s[24:25]
	v_cndmask_b32_e64 v47, v118, v47, s[22:23]
	v_cndmask_b32_e64 v57, v118, v56, s[10:11]
	v_cndmask_b32_e64 v63, v118, v59, s[8:9]
	v_cndmask_b32_e64 v56, v118, v58, s[6:7]
	v_cndmask_b32_e64 v42, v118, v40, s[0:1]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v40, v32, v33
	v_max3_f32 v41, v35, v36, v37
	v_max3_f32 v59, v43, v128, v129
	v_max3_f32 v99, v44, v45, v220
	v_max3_f32 v118, v221, v48, v49
	v_max3_f32 v58, v38, v39, v42
	v_max3_f32 v215, v46, v47, v50
	v_max3_f32 v222, v51, v52, v53
	v_max3_f32 v223, v54, v55, v56
	v_max3_f32 v224, v57, v60, v61
	v_max3_f32 v40, v40, v34, v41
	v_max3_f32 v41, v59, v99, v118
	v_max3_f32 v59, v215, v222, v223
	v_max3_f32 v99, v224, v62, v63
	v_max3_f32 v40, v40, v58, v41
	v_max3_f32 v40, v40, v59, v99
.Ltmp5:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v41, v40
	s_nop 1
	v_permlane32_swap_b32_e32 v40, v41
.Ltmp6:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v118, v213, v40, v41
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[32:33], v[32:33], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[34:35], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[36:37], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[222:223], v[38:39], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[128:129], v[128:129], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[224:225], v[44:45], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[220:221], v[220:221], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[226:227], v[48:49], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[228:229], v[46:47], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[230:231], v[50:51], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[232:233], v[52:53], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[234:235], v[54:55], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[236:237], v[56:57], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[238:239], v[60:61], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[240:241], v[62:63], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v34, v32
	v_exp_f32_e32 v35, v33
	v_exp_f32_e32 v36, v40
	v_exp_f32_e32 v37, v41
	v_exp_f32_e32 v38, v58
	v_exp_f32_e32 v39, v59
	v_exp_f32_e32 v40, v222
	v_exp_f32_e32 v41, v223
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v44, v128
	v_exp_f32_e32 v45, v129
	v_exp_f32_e32 v46, v224
	v_exp_f32_e32 v47, v225
	v_exp_f32_e32 v48, v220
	v_exp_f32_e32 v49, v221
	v_exp_f32_e32 v50, v226
	v_exp_f32_e32 v51, v227
	v_exp_f32_e32 v52, v228
	v_exp_f32_e32 v53, v229
	v_exp_f32_e32 v54, v230
	v_exp_f32_e32 v55, v231
	v_exp_f32_e32 v56, v232
	v_exp_f32_e32 v57, v233
	v_exp_f32_e32 v58, v234
	v_exp_f32_e32 v59, v235
	v_exp_f32_e32 v60, v236
	v_exp_f32_e32 v61, v237
	v_exp_f32_e32 v62, v238
	v_exp_f32_e32 v63, v239
	v_exp_f32_e32 v128, v240
	v_exp_f32_e32 v129, v241
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v32, v213, v118
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v33, v32
.Ltmp7:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[220:221], v[34:35], v[36:37]
	v_pk_add_f32 v[222:223], v[38:39], v[40:41]
	v_pk_add_f32 v[224:225], v[42:43], v[44:45]
	v_pk_add_f32 v[226:227], v[46:47], v[48:49]
	v_pk_add_f32 v[228:229], v[50:51], v[52:53]
	v_pk_add_f32 v[230:231], v[54:55], v[56:57]
	v_pk_add_f32 v[232:233], v[58:59], v[60:61]
	v_pk_add_f32 v[234:235], v[62:63], v[128:129]
	v_lshl_add_u32 v32, v130, 2, 0
	v_pk_add_f32 v[220:221], v[220:221], v[222:223]
	v_pk_add_f32 v[222:223], v[224:225], v[226:227]
	v_pk_add_f32 v[224:225], v[228:229], v[230:231]
	v_pk_add_f32 v[226:227], v[232:233], v[234:235]
.Ltmp8:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v215, s89, v32
	v_add_u32_e32 v32, s93, v32
.Ltmp9:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[220:221], v[220:221], v[222:223]
	v_pk_add_f32 v[222:223], v[224:225], v[226:227]
.Ltmp10:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v215, v33 offset:33536
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32 offset:33536
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshr_b32 s99, s94, 5
.Ltmp11:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[220:221], v[220:221], v[222:223]
.Ltmp12:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s94, s94, s99
.Ltmp13:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v99, v220, v221
.Ltmp14:
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v214, s96, v182
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v213, v99
.Ltmp16:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s2, s94, s86
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v214
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v99, v213
	v_lshl_add_u32 v215, v163, 4, s2
.Ltmp18:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.35:                               ; %.critedge92
                                        ;   in Loop: Header=BB0_26 Depth=1
	ds_write_b128 v215, v[216:219]
                                        ; implicit-def: $vgpr214
; %bb.36:                               ; %Flow414
                                        ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v220, v214, s87
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v221, 31, v220
	v_lshl_add_u64 v[220:221], v[122:123], 0, v[220:221]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s2
	s_nop 0
	global_load_lds_dwordx4 v[220:221], off
.LBB0_38:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v214, s96, v206
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v214
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.39:                               ; %.critedge94
                                        ;   in Loop: Header=BB0_26 Depth=1
	ds_write_b128 v215, v[216:219] offset:4224
                                        ; implicit-def: $vgpr214
; %bb.40:                               ; %Flow413
                                        ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_25
; %bb.41:                               ;   in Loop: Header=BB0_26 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v214, v214, s87
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v215, 31, v214
	v_lshl_add_u64 v[214:215], v[122:123], 0, v[214:215]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s2, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[214:215], off
	s_branch .LBB0_25
.LBB0_42:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_movk_i32 s2, 0x41e0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v1, 0
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
	s_branch .LBB0_44
.LBB0_43:                               ; %._crit_edge.loopexit
	v_mov_b64_e32 v[72:73], s[22:23]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_mov_b64_e32 v[68:69], s[18:19]
	v_mov_b64_e32 v[66:67], s[16:17]
.LBB0_44:                               ; %Flow420
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s0, s16, 63
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 26
	s_load_dwordx2 s[86:87], s[4:5], 0x48
	s_add_i32 s1, s0, s1
	s_ashr_i32 s3, s1, 6
	s_cmp_gt_i32 s0, 63
	s_cselect_b64 s[88:89], -1, 0
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_and_b64 vcc, exec, s[88:89]
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_46
; %bb.45:                               ; %._crit_edge._crit_edge
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_47
.LBB0_46:
	s_mov_b64 s[0:1], -1
.LBB0_47:                               ; %Flow
	s_max_i32 s3, s3, 1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_49
; %bb.48:
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_and_b32_e32 v32, 0x180, v111
	v_add3_u32 v32, s2, v207, v32
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s0, 0xc0c0004
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_add3_u32 v67, v32, v162, v100
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v32, v97, v203, s0
	v_perm_b32 v33, v204, v205, s0
	v_lshl_or_b32 v75, v33, 16, v32
	v_perm_b32 v32, v96, v201, s0
	v_perm_b32 v33, v202, v116, s0
	v_lshl_or_b32 v74, v33, 16, v32
	v_perm_b32 v32, v95, v197, s0
	v_perm_b32 v33, v198, v200, s0
	v_lshl_or_b32 v73, v33, 16, v32
	v_perm_b32 v32, v94, v193, s0
	v_perm_b32 v33, v194, v114, s0
	v_lshl_or_b32 v72, v33, 16, v32
	v_perm_b32 v32, v93, v187, s0
	v_perm_b32 v33, v188, v190, s0
	v_lshl_or_b32 v71, v33, 16, v32
	v_perm_b32 v32, v92, v183, s0
	v_perm_b32 v33, v184, v112, s0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[54:57], v67 offset:96
	ds_read_b128 v[50:53], v67 offset:64
	ds_read_b128 v[120:123], v67
	ds_read_b128 v[124:127], v67 offset:32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_lshl_or_b32 v70, v33, 16, v32
	v_perm_b32 v32, v91, v179, s0
	v_perm_b32 v33, v180, v181, s0
	v_lshl_or_b32 v69, v33, 16, v32
	v_perm_b32 v32, v90, v177, s0
	v_perm_b32 v33, v178, v110, s0
	v_lshl_or_b32 v68, v33, 16, v32
	v_perm_b32 v32, v89, v195, s0
	v_perm_b32 v33, v196, v199, s0
	v_lshl_or_b32 v89, v33, 16, v32
	v_perm_b32 v32, v88, v191, s0
	v_perm_b32 v33, v192, v108, s0
	v_lshl_or_b32 v88, v33, 16, v32
	v_perm_b32 v32, v87, v185, s0
	v_perm_b32 v33, v186, v189, s0
	v_lshl_or_b32 v87, v33, 16, v32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[120:127], v[68:75], 0
	v_perm_b32 v48, v86, v174, s0
	v_perm_b32 v49, v175, v106, s0
	v_lshl_or_b32 v86, v49, 16, v48
	v_perm_b32 v48, v85, v171, s0
	v_perm_b32 v49, v172, v173, s0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[94:97], v67 offset:544
	ds_read_b128 v[90:93], v67 offset:512
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_lshl_or_b32 v85, v49, 16, v48
	v_perm_b32 v48, v84, v169, s0
	v_perm_b32 v49, v170, v104, s0
	v_lshl_or_b32 v84, v49, 16, v48
	v_perm_b32 v48, v83, v166, s0
	v_perm_b32 v49, v167, v168, s0
	v_lshl_or_b32 v83, v49, 16, v48
	v_perm_b32 v48, v82, v117, s0
	v_perm_b32 v49, v165, v102, s0
	v_lshl_or_b32 v82, v49, 16, v48
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[50:57], v[82:89], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[90:97], v[68:75], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[72:75], v67 offset:608
	ds_read_b128 v[68:71], v67 offset:576
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[68:75], v[82:89], v[48:63]
	s_nop 13
	v_mov_b32_e32 v68, v40
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v69, v49
	v_mov_b32_e32 v70, v58
	v_mov_b32_e32 v71, v63
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v48, v59
	v_mov_b32_e32 v49, v60
	v_mov_b32_e32 v58, v61
	v_mov_b32_e32 v59, v62
	s_branch .LBB0_50
.LBB0_49:
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, v68
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v68
	v_mov_b32_e32 v40, v68
	v_mov_b32_e32 v41, v68
	v_mov_b32_e32 v42, v68
	v_mov_b32_e32 v43, v68
	v_mov_b32_e32 v44, v68
	v_mov_b32_e32 v45, v68
	v_mov_b32_e32 v46, v68
	v_mov_b32_e32 v47, v68
	v_mov_b32_e32 v32, v68
	v_mov_b32_e32 v33, v68
	v_mov_b32_e32 v34, v68
	v_mov_b32_e32 v35, v68
	v_mov_b32_e32 v36, v68
	v_mov_b32_e32 v37, v68
	v_mov_b32_e32 v38, v68
	v_mov_b32_e32 v39, v68
	v_mov_b32_e32 v50, v68
	v_mov_b32_e32 v51, v68
	v_mov_b32_e32 v52, v68
	v_mov_b32_e32 v53, v68
	v_mov_b32_e32 v54, v68
	v_mov_b32_e32 v55, v68
	v_mov_b32_e32 v56, v68
	v_mov_b32_e32 v57, v68
	v_mov_b32_e32 v48, v68
	v_mov_b32_e32 v49, v68
	v_mov_b32_e32 v58, v68
	v_mov_b32_e32 v59, v68
.LBB0_50:
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_lshl_b32 s0, s3, 6
	s_sub_i32 s0, s0, 64
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v73, s0, v157
	v_or_b32_e32 v74, s0, v152
	v_or_b32_e32 v75, s0, v146
	v_or_b32_e32 v76, s0, v141
	v_or_b32_e32 v77, s0, v136
	v_or_b32_e32 v65, s0, v65
	v_or_b32_e32 v67, s0, v64
	v_or_b32_e32 v72, s0, v147
	v_or_b32_e32 v83, s0, v137
	v_or_b32_e32 v84, s0, v134
	v_or_b32_e32 v85, s0, v132
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s16, v77
	v_cmp_gt_i32_e64 s[54:55], s16, v76
	v_cmp_gt_i32_e64 s[56:57], s16, v75
	v_cmp_gt_i32_e64 s[58:59], s16, v74
	v_cmp_gt_i32_e64 s[64:65], s16, v73
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[70:71], v77, v115
	v_cmp_le_i32_e64 s[72:73], v76, v115
	v_cmp_le_i32_e64 s[74:75], v75, v115
	v_cmp_le_i32_e64 s[76:77], v74, v115
	v_cmp_le_i32_e64 s[78:79], v73, v115
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v78, s0, v160
	v_or_b32_e32 v79, s0, v158
	v_or_b32_e32 v80, s0, v153
	v_or_b32_e32 v81, s0, v148
	v_or_b32_e32 v82, s0, v142
	v_or_b32_e32 v87, s0, v159
	v_or_b32_e32 v101, s0, v151
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[66:67], s16, v72
	v_cmp_lt_i32_e64 s[62:63], v67, v66
	v_cmp_gt_i32_e64 s[60:61], s16, v65
	v_cmp_gt_i32_e64 s[46:47], s16, v85
	v_cmp_gt_i32_e64 s[48:49], s16, v84
	v_cmp_gt_i32_e64 s[44:45], s16, v83
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[98:99], v[38:39] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v72, v115
	v_cmp_le_i32_e64 s[82:83], v67, v115
	v_cmp_le_i32_e64 s[84:85], v65, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[64:65], s[64:65], s[78:79]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[78:79], v85, v115
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_mov_b32_e32 v65, 0xff800000
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[58:59], s[58:59], s[76:77]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[76:77], v84, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[56:57], s[56:57], s[74:75]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[74:75], v83, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[54:55], s[54:55], s[72:73]
	s_and_b64 s[52:53], s[52:53], s[70:71]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v86, s0, v161
	v_or_b32_e32 v88, s0, v154
	v_or_b32_e32 v89, s0, v149
	v_or_b32_e32 v90, s0, v143
	v_or_b32_e32 v91, s0, v138
	v_or_b32_e32 v92, s0, v135
	v_or_b32_e32 v93, s0, v133
	v_or_b32_e32 v94, s0, v155
	v_or_b32_e32 v95, s0, v150
	v_or_b32_e32 v96, s0, v144
	v_or_b32_e32 v97, s0, v139
	v_or_b32_e32 v100, s0, v156
	v_or_b32_e32 v102, s0, v145
	v_or_b32_e32 v104, s0, v140
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[42:43], s16, v82
	v_cmp_gt_i32_e64 s[40:41], s16, v81
	v_cmp_gt_i32_e64 s[38:39], s16, v80
	v_cmp_gt_i32_e64 s[36:37], s16, v79
	v_cmp_lt_i32_e64 s[34:35], v78, v66
	v_cmp_gt_i32_e64 s[18:19], s16, v87
	v_cmp_gt_i32_e64 s[0:1], s16, v101
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[32:33], v[98:99], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[98:99], v[46:47] op_sel_hi:[0,1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[84:85], s[60:61], s[84:85]
	s_and_b64 s[82:83], s[62:63], s[82:83]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v101, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[80:81], s[66:67], s[80:81]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[72:73], v82, v115
	v_cmp_le_i32_e64 s[70:71], v81, v115
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e64 v34, v65, v34, s[52:53]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v80, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v39, v65, v39, s[54:55]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[54:55], v79, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v38, v65, v38, s[56:57]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[56:57], v78, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[48:49], s[48:49], s[76:77]
	s_and_b64 s[46:47], s[46:47], s[78:79]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[78:79], v87, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[44:45], s[44:45], s[74:75]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[30:31], s16, v93
	v_cmp_gt_i32_e64 s[28:29], s16, v92
	v_cmp_gt_i32_e64 s[26:27], s16, v91
	v_cmp_gt_i32_e64 s[24:25], s16, v90
	v_cmp_gt_i32_e64 s[22:23], s16, v89
	v_cmp_gt_i32_e64 s[20:21], s16, v88
	v_cmp_lt_i32_e64 s[68:69], v86, v66
	v_cmp_gt_i32_e64 s[12:13], s16, v97
	v_cmp_gt_i32_e64 s[10:11], s16, v96
	v_cmp_gt_i32_e64 s[8:9], s16, v95
	v_cmp_gt_i32_e64 s[6:7], s16, v94
	v_cmp_gt_i32_e64 s[4:5], s16, v104
	v_cmp_gt_i32_e64 s[2:3], s16, v102
	v_cmp_gt_i32_e32 vcc, s16, v100
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[60:61], v[98:99], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[98:99], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[98:99], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v104, v115
	v_cmp_le_i32_e64 s[60:61], v102, v115
	v_cmp_le_i32_e64 s[66:67], v100, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v37, v65, v37, s[58:59]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[58:59], v93, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v36, v65, v36, s[64:65]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[64:65], v92, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v35, v65, v35, s[80:81]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v91, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v32, v65, v32, s[82:83]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[82:83], v90, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v33, v65, v33, s[84:85]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[84:85], v89, v115
	v_cmp_le_i32_e64 s[76:77], v88, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v65, v47, s[46:47]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[46:47], v86, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v47, v65, v46, s[48:49]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[48:49], v97, v115
	v_cmp_le_i32_e64 s[74:75], v96, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v46, v65, v45, s[44:45]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[44:45], v95, v115
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[42:43], s[42:43], s[72:73]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[72:73], v94, v115
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[40:41], s[40:41], s[70:71]
	s_and_b64 s[38:39], s[38:39], s[52:53]
	s_and_b64 s[36:37], s[36:37], s[54:55]
	s_and_b64 s[34:35], s[34:35], s[56:57]
	s_and_b64 s[18:19], s[18:19], s[78:79]
	s_and_b64 s[0:1], s[0:1], s[62:63]
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_pk_mul_f32 v[62:63], v[98:99], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[98:99], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[98:99], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[98:99], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[98:99], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v45, v65, v44, s[42:43]
	v_cndmask_b32_e64 v44, v65, v43, s[40:41]
	v_cndmask_b32_e64 v43, v65, v42, s[38:39]
	v_cndmask_b32_e64 v42, v65, v41, s[36:37]
	v_cndmask_b32_e64 v41, v65, v40, s[34:35]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[30:31], s[30:31], s[58:59]
	s_and_b64 s[28:29], s[28:29], s[64:65]
	s_and_b64 s[26:27], s[26:27], s[80:81]
	s_and_b64 s[24:25], s[24:25], s[82:83]
	s_and_b64 s[22:23], s[22:23], s[84:85]
	s_and_b64 s[20:21], s[20:21], s[76:77]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v51, v65, v51, s[18:19]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[18:19], s[68:69], s[46:47]
	s_and_b64 s[12:13], s[12:13], s[48:49]
	s_and_b64 s[10:11], s[10:11], s[74:75]
	s_and_b64 s[8:9], s[8:9], s[44:45]
	s_and_b64 s[6:7], s[6:7], s[72:73]
	s_and_b64 s[4:5], s[4:5], s[50:51]
	s_and_b64 s[2:3], s[2:3], s[60:61]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v65, v61, s[0:1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, vcc, s[66:67]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v57, v65, v57, s[30:31]
	v_cndmask_b32_e64 v56, v65, v56, s[28:29]
	v_cndmask_b32_e64 v55, v65, v55, s[26:27]
	v_cndmask_b32_e64 v54, v65, v54, s[24:25]
	v_cndmask_b32_e64 v53, v65, v53, s[22:23]
	v_cndmask_b32_e64 v52, v65, v52, s[20:21]
	v_cndmask_b32_e64 v50, v65, v50, s[18:19]
	v_cndmask_b32_e64 v68, v65, v59, s[12:13]
	v_cndmask_b32_e64 v59, v65, v58, s[10:11]
	v_cndmask_b32_e64 v58, v65, v49, s[8:9]
	v_cndmask_b32_e64 v49, v65, v48, s[6:7]
	v_cndmask_b32_e64 v69, v65, v63, s[4:5]
	v_cndmask_b32_e64 v48, v65, v62, s[2:3]
	v_cndmask_b32_e32 v40, v65, v60, vcc
.Ltmp19:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v60, v32, v33
	v_max3_f32 v61, v35, v36, v37
	v_max3_f32 v63, v41, v42, v43
	v_max3_f32 v65, v44, v45, v46
	v_max3_f32 v70, v47, v66, v67
	v_max3_f32 v62, v38, v39, v40
	v_max3_f32 v71, v50, v51, v52
	v_max3_f32 v72, v53, v54, v55
	v_max3_f32 v73, v56, v57, v48
	v_max3_f32 v74, v49, v58, v59
	v_max3_f32 v60, v60, v34, v61
	v_max3_f32 v61, v63, v65, v70
	v_max3_f32 v63, v71, v72, v73
	v_max3_f32 v65, v74, v68, v69
	v_max3_f32 v60, v60, v62, v61
	v_max3_f32 v60, v60, v63, v65
.Ltmp20:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v61, v60
	s_nop 1
	v_permlane32_swap_b32_e32 v60, v61
.Ltmp21:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v60, v118, v60, v61
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[32:33], v[32:33], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[36:37], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[66:67], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[68:69], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v68, v32
	v_exp_f32_e32 v69, v33
	v_exp_f32_e32 v70, v34
	v_exp_f32_e32 v71, v35
	v_exp_f32_e32 v72, v36
	v_exp_f32_e32 v73, v37
	v_exp_f32_e32 v74, v38
	v_exp_f32_e32 v75, v39
	v_exp_f32_e32 v76, v40
	v_exp_f32_e32 v77, v41
	v_exp_f32_e32 v78, v42
	v_exp_f32_e32 v79, v43
	v_exp_f32_e32 v80, v44
	v_exp_f32_e32 v81, v45
	v_exp_f32_e32 v82, v46
	v_exp_f32_e32 v83, v47
	v_exp_f32_e32 v62, v62
	v_exp_f32_e32 v63, v63
	v_exp_f32_e32 v84, v50
	v_exp_f32_e32 v85, v51
	v_exp_f32_e32 v86, v52
	v_exp_f32_e32 v87, v53
	v_exp_f32_e32 v54, v54
	v_exp_f32_e32 v55, v55
	v_exp_f32_e32 v56, v56
	v_exp_f32_e32 v57, v57
	v_exp_f32_e32 v88, v48
	v_exp_f32_e32 v89, v49
	v_exp_f32_e32 v58, v58
	v_exp_f32_e32 v59, v59
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v32, v118, v60
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v35, v32
.Ltmp22:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[68:69], v[70:71]
	v_pk_add_f32 v[36:37], v[72:73], v[74:75]
	v_pk_add_f32 v[38:39], v[76:77], v[78:79]
	v_pk_add_f32 v[40:41], v[80:81], v[82:83]
	v_pk_add_f32 v[42:43], v[62:63], v[84:85]
	v_pk_add_f32 v[44:45], v[86:87], v[54:55]
	v_pk_add_f32 v[46:47], v[56:57], v[88:89]
	v_pk_add_f32 v[48:49], v[58:59], v[66:67]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
	v_pk_add_f32 v[38:39], v[42:43], v[44:45]
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
.Ltmp23:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v62, v62, v63, 1.0
	v_cvt_scalef32_pk_fp8_f32 v63, v86, v87, 1.0
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
.Ltmp25:
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v38, 0xc00, v113
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v63, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v54, v56, v57, 1.0
	v_mov_b32_e32 v56, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v131
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v36, v32, v33
.Ltmp27:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshlrev_b32_e32 v32, 2, v130
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v39, 0x280, v111
	v_lshrrev_b32_e32 v40, 5, v38
	v_add3_u32 v38, s94, v107, v38
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v60, v68, v69, 1.0
	v_cndmask_b32_e64 v56, v56, 0, vcc
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshl_or_b32 v33, s92, 1, v32
	v_or_b32_e32 v32, s93, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v38, v38, v39, v105
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v60, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v56, s90, v56, v130 bitop3:0xf6
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v34, 0, v33
	v_add_u32_e32 v33, 0, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v42, v38, s90, v40
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v65, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v55, v58, v59, 1.0
	v_add_u32_e32 v57, 0, v56
	v_lshrrev_b32_e32 v58, 8, v60
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v34, v35 offset:33536
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v33 offset:33536
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[46:47], v42
	ds_read_b64_tr_b8 v[48:49], v42 offset:256
	ds_read_b64_tr_b8 v[40:41], v42 offset:320
	ds_read_b64_tr_b8 v[38:39], v42 offset:64
	ds_read_b64_tr_b8 v[50:51], v42 offset:4224
	ds_read_b64_tr_b8 v[52:53], v42 offset:4480
	ds_read_b64_tr_b8 v[44:45], v42 offset:4544
	ds_read_b64_tr_b8 v[42:43], v42 offset:4288
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v65, v78, v79, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v57, v58 offset:33552
	ds_write_b8_d16_hi v57, v60 offset:33616
	v_lshrrev_b32_e32 v58, 24, v60
	ds_write_b8 v57, v58 offset:33680
	ds_write_b8 v57, v65 offset:34512
	v_lshrrev_b32_e32 v58, 8, v65
	v_cvt_scalef32_pk_fp8_f32 v62, v84, v85, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:34576
	ds_write_b8_d16_hi v57, v65 offset:34640
	v_lshrrev_b32_e32 v58, 24, v65
	ds_write_b8 v57, v58 offset:34704
	ds_write_b8 v57, v62 offset:35536
	v_lshrrev_b32_e32 v58, 8, v62
	v_cvt_scalef32_pk_fp8_f32 v54, v88, v89, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:35600
	ds_write_b8_d16_hi v57, v62 offset:35664
	v_lshrrev_b32_e32 v58, 24, v62
	v_cvt_scalef32_pk_fp8_f32 v61, v72, v73, 1.0
	ds_write_b8 v57, v58 offset:35728
	ds_write_b8 v57, v54 offset:36560
	v_lshrrev_b32_e32 v58, 8, v54
	v_cvt_scalef32_pk_fp8_f32 v61, v74, v75, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:36624
	ds_write_b8_d16_hi v57, v54 offset:36688
	v_lshrrev_b32_e32 v54, 24, v54
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	ds_write_b8 v57, v54 offset:36752
	v_xad_u32 v54, v56, 32, 0
	v_lshrrev_b32_e32 v56, 8, v61
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v56 offset:34064
	ds_write_b8_d16_hi v54, v61 offset:34128
	v_lshrrev_b32_e32 v56, 24, v61
	ds_write_b8 v54, v56 offset:34192
	ds_write_b8 v54, v68 offset:35024
	v_lshrrev_b32_e32 v56, 8, v68
	ds_write_b8 v54, v56 offset:35088
	ds_write_b8_d16_hi v54, v68 offset:35152
	v_lshrrev_b32_e32 v56, 24, v68
	ds_write_b8 v54, v56 offset:35216
	ds_write_b8 v54, v63 offset:36048
	v_lshrrev_b32_e32 v56, 8, v63
	v_cvt_scalef32_pk_fp8_f32 v55, v66, v67, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v56 offset:36112
	ds_write_b8_d16_hi v54, v63 offset:36176
	v_lshrrev_b32_e32 v56, 24, v63
	ds_write_b8 v54, v56 offset:36240
	ds_write_b8 v54, v55 offset:37072
	v_lshrrev_b32_e32 v56, 8, v55
	ds_write_b8 v54, v56 offset:37136
	ds_write_b8_d16_hi v54, v55 offset:37200
	v_lshrrev_b32_e32 v55, 24, v55
	ds_write_b8 v54, v61 offset:34000
	ds_write_b8 v54, v55 offset:37264
	v_and_b32_e32 v54, 0x4c0, v109
	v_and_b32_e32 v55, 0x110, v103
	v_bitop3_b32 v54, v55, v107, v54 bitop3:0x36
	v_or3_b32 v54, s91, v54, v105
	ds_write_b8 v57, v60 offset:33488
	v_add_u32_e32 v56, 0, v54
	v_xad_u32 v60, v54, 32, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[54:55], v56 offset:33488
	ds_read_b64_tr_b8 v[58:59], v56 offset:35536
	ds_read_b64_tr_b8 v[56:57], v60 offset:34000
	ds_read_b64_tr_b8 v[60:61], v60 offset:36048
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_and_b64 s[0:1], exec, s[88:89]
.Ltmp28:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v37, v36
.Ltmp29:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp30:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v36, v37
.Ltmp31:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cbranch_scc1 .LBB0_52
; %bb.51:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[46:53], v[54:61], v[0:15]
.Ltmp32:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v32, v36, v37
.Ltmp33:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v32, v99, v35
	v_mov_b32_e32 v99, v32
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[38:45], v[54:61], v[16:31]
.LBB0_52:
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v32, s91, v119
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v32
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_write_b32 v34, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_54
; %bb.53:                               ; %.critedge
	.loc	1 86 20 is_stmt 0               ; corpus_make.py:86:20
	s_mul_i32 s0, s86, s17
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	ds_read_b32 v34, v33
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s14, s0
	.loc	1 86 39 is_stmt 0               ; corpus_make.py:86:39
	v_mul_lo_u32 v32, v32, s87
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_addc_u32 s1, s15, s1
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[0:1]
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	s_nop 2
	v_div_scale_f32 v38, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v39, v38
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v35, s90, v64
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshlrev_b32_e32 v36, 2, v35
	v_mov_b32_e32 v37, 0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_fma_f32 v35, -v38, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v31, v34, v31
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[36:37]
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v37, -v38, v36, v35
	v_fmac_f32_e32 v36, v37, v39
	v_div_scale_f32 v37, s[0:1], v34, v34, v30
	v_fma_f32 v35, -v38, v36, v35
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v31, v35, v34, v31
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v30, v34, v30
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v29
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v30, v35, v34, v30
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v29, v34, v29
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v28
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v29, v35, v34, v29
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v28, v34, v28
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v27
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v28, v35, v34, v28
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v27, v34, v27
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v26
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v27, v35, v34, v27
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v26, v34, v26
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v25
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v26, v35, v34, v26
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v25, v34, v25
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v24
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v25, v35, v34, v25
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v24, v34, v24
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v23
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v24, v35, v34, v24
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v23, v34, v23
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v22
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v23, v35, v34, v23
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v22, v34, v22
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v21
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v22, v35, v34, v22
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v21, v34, v21
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v20
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v21, v35, v34, v21
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v20, v34, v20
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v19
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v20, v35, v34, v20
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v19, v34, v19
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v18
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v19, v35, v34, v19
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v18, v34, v18
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v17
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v18, v35, v34, v18
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v17, v34, v17
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v16
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v17, v35, v34, v17
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v16, v34, v16
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v15
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v16, v35, v34, v16
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v15, v34, v15
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v14
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v15, v35, v34, v15
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v14, v34, v14
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v13
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v14, v35, v34, v14
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v13, v34, v13
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v12
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v13, v35, v34, v13
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v12, v34, v12
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v11
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v12, v35, v34, v12
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v11, v34, v11
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v10
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v11, v35, v34, v11
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v10, v34, v10
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v9
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v10, v35, v34, v10
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v9, v34, v9
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v8
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v9, v35, v34, v9
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v8, v34, v8
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v0
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v8, v35, v34, v8
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v0, v34, v0
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v1
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v0, v35, v34, v0
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v1, v34, v1
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v2
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v1, v35, v34, v1
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v2, v34, v2
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v3
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v2, v35, v34, v2
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v3, v34, v3
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v7
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v3, v35, v34, v3
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v7, v34, v7
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v6
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v7, v35, v34, v7
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v6, v34, v6
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v5
	v_rcp_f32_e32 v39, v37
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v6, v35, v34, v6
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v5, v34, v5
	v_mul_f32_e32 v36, v35, v39
	v_fma_f32 v38, -v37, v36, v35
	v_fmac_f32_e32 v36, v38, v39
	v_fma_f32 v35, -v37, v36, v35
	v_div_scale_f32 v37, s[0:1], v34, v34, v4
	v_rcp_f32_e32 v38, v37
	v_div_fmas_f32 v35, v35, v39, v36
	v_div_fixup_f32 v5, v35, v34, v5
	v_fma_f32 v35, -v37, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v4, v34, v4
	v_mul_f32_e32 v36, v35, v38
	v_fma_f32 v39, -v37, v36, v35
	v_fmac_f32_e32 v36, v39, v38
	v_fma_f32 v35, -v37, v36, v35
	v_div_fmas_f32 v35, v35, v38, v36
	v_div_fixup_f32 v4, v35, v34, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	global_store_dwordx4 v[32:33], v[0:3], off
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	global_store_dwordx4 v[32:33], v[16:19], off offset:256
	global_store_dwordx4 v[32:33], v[20:23], off offset:288
	global_store_dwordx4 v[32:33], v[24:27], off offset:320
	global_store_dwordx4 v[32:33], v[28:31], off offset:352
.LBB0_54:                               ; %.critedge12
	.loc	1 41 1                          ; corpus_make.py:41:1
	s_endpgm
.Ltmp34:
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
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 100
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
	.set .Lattn_fwd.numbered_sgpr, 100
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11736
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
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
    .sgpr_count:     106
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
