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
	s_load_dwordx2 s[0:1], s[4:5], 0x30
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	v_and_b32_e32 v4, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v206, 63, v0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s2, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s79, s2, 0x20006
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s18, s79, 6
	v_or_b32_e32 v2, s18, v206
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s17
	.loc	1 53 14                         ; corpus_make.py:53:14
	s_lshl_b32 s19, s16, 6
	.loc	1 53 34 is_stmt 0               ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v207, 4, v2
	.loc	1 57 17 is_stmt 1               ; corpus_make.py:57:17
	s_ashr_i32 s3, s0, 31
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v3, s19, v207
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s2, s8, s0
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v0, 4, v4
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v6, 0
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_addc_u32 s3, s9, s3
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_and_b32_e32 v0, 0xf0, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; corpus_make.py:0:9
	v_mul_lo_u32 v8, v3, s1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[10:13], v[8:9], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_or_b32_e32 v208, 16, v207
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	v_or_b32_e32 v5, s19, v208
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v5
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v6, v5, s1
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[6:9], v[6:7], off
.LBB0_4:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v5, 32, v3
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v5
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v16, v5, s1
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[18:21], v[16:17], off
.LBB0_6:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s75, s[4:5], 0x28
	s_load_dwordx2 s[72:73], s[4:5], 0x38
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v3, 48, v3
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v3
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v14, v3, s1
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[14:17], v[14:15], off
.LBB0_8:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 50 19 is_stmt 1               ; corpus_make.py:50:19
	s_lshr_b32 s0, s17, 31
	s_add_i32 s0, s17, s0
	s_ashr_i32 s16, s0, 1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v5, 4, v2
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_movk_i32 s0, 0xf0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_bitop3_b32 v22, v5, v2, s0 bitop3:0x78
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v194, 31, v4
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v195, 32, v4
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v2, 0, v22
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s74, s18, 64
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt vmcnt(0)
	ds_write_b128 v2, v[10:13]
	ds_write_b128 v2, v[6:9] offset:4096
	ds_write_b128 v2, v[18:21] offset:8192
	ds_write_b128 v2, v[14:17] offset:12288
	v_lshlrev_b32_e32 v204, 8, v194
	v_lshrrev_b32_e32 v2, 1, v195
	v_lshl_or_b32 v3, s74, 7, v204
	v_xor_b32_e32 v205, v0, v2
	v_or_b32_e32 v2, v3, v205
	v_add_u32_e32 v6, 0, v2
	s_movk_i32 s0, 0x60
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v7, v2, 32, 0
	ds_read_b128 v[138:141], v6
	ds_read_b128 v[142:145], v7
	v_xad_u32 v2, v2, 64, 0
	v_bitop3_b32 v6, v3, s0, v205 bitop3:0x36
	s_movk_i32 s0, 0x80
	v_add_u32_e32 v6, 0, v6
	ds_read_b128 v[130:133], v2
	ds_read_b128 v[134:137], v6
	v_bitop3_b32 v2, v3, s0, v205 bitop3:0x36
	s_movk_i32 s0, 0xa0
	v_add_u32_e32 v2, 0, v2
	v_bitop3_b32 v6, v3, s0, v205 bitop3:0x36
	s_movk_i32 s0, 0xc0
	v_add_u32_e32 v6, 0, v6
	ds_read_b128 v[122:125], v2
	ds_read_b128 v[126:129], v6
	v_bitop3_b32 v2, v3, s0, v205 bitop3:0x36
	s_movk_i32 s0, 0xe0
	v_bitop3_b32 v3, v3, s0, v205 bitop3:0x36
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_mul_i32 s0, s72, s16
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v2, 0, v2
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v3, 0, v3
	ds_read_b128 v[114:117], v2
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[118:121], v3
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_add_u32 s2, s10, s0
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	v_mul_lo_u32 v2, v207, s73
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	v_sub_u32_e32 v247, v22, v5
	.loc	1 63 14 is_stmt 1               ; corpus_make.py:63:14
	s_addc_u32 s3, s11, s1
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	v_ashrrev_i32_e32 v5, 4, v247
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_add_u32_e32 v250, v5, v206
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_lshlrev_b32_e32 v252, 2, v250
	ds_bpermute_b32 v2, v252, v2
	ds_bpermute_b32 v3, v252, v3
	v_cmp_gt_i32_e64 s[0:1], s75, v207
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v207
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s77, s79, 10
	v_lshrrev_b64 v[6:7], v250, s[0:1]
	v_and_b32_e32 v5, 1, v6
	v_cmp_eq_u32_e64 s[0:1], 1, v5
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_add_i32 m0, s77, 0x41e0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[2:3], off
.LBB0_10:
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v239, 4, v206
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v2, s77, v239, v247
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9] offset:16864
.LBB0_12:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 68 30                         ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v2, v208, s73
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_cmp_gt_i32 s75, 0
	.loc	1 68 21                         ; corpus_make.py:68:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s75, v208
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_and_b64 s[0:1], s[6:7], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_cndmask_b32_e64 v5, 0, 1, s[0:1]
	ds_bpermute_b32 v2, v252, v2
	ds_bpermute_b32 v3, v252, v3
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_xor_b64 s[0:1], s[0:1], -1
	s_nop 0
	v_lshrrev_b64 v[6:7], v250, vcc
	v_and_b32_e32 v5, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_add_i32 m0, s77, 0x51e0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[2:3], off
.LBB0_14:
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	s_load_dword s10, s[4:5], 0x40
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v2, s77, v239, v247
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9] offset:20960
.LBB0_16:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 64 18 is_stmt 1               ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s10, s10, s16
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v2, 1, v4
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s1, s10, 31
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_or_b32 v181, v2, 24, s79
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_add_u32 s0, s12, s10
	s_addc_u32 s1, s13, s1
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v181
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[6:7], s[6:7], -1
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mulk_i32 s79, 0x420
	s_or_b64 s[8:9], s[6:7], vcc
	v_lshl_add_u32 v2, v206, 4, s79
	; asyncmark
	s_barrier
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_xor_b64 s[8:9], exec, s[10:11]
; %bb.17:                               ; %.critedge161
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9]
; %bb.18:                               ; %Flow571
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s80, s[4:5], 0x44
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v181, s80
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s79
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_20:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v150, 4, v181
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v150
	s_or_b64 s[6:7], s[6:7], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.21:                               ; %.critedge163
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v2, v[6:9] offset:4224
; %bb.22:                               ; %Flow569
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s8, s[4:5], 0x20
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v2, v150, s80
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s79, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[2:3], off
.LBB0_24:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v3, 0x3fb8aa3b
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshr_b32 s16, s74, 1
	v_or_b32_e32 v152, s19, v194
	.loc	1 62 16                         ; corpus_make.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v146, s8, v3
	.loc	1 73 70                         ; corpus_make.py:73:70
	s_sub_i32 s8, s75, s33
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s76, s18, 0x80
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v80, 3, v195
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_sub_i32 s81, s75, 32
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v2, s16, v152
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[92:93], 24, v[138:139]
	v_lshrrev_b64 v[94:95], 24, v[140:141]
	v_lshrrev_b64 v[86:87], 24, v[142:143]
	v_lshrrev_b64 v[88:89], 24, v[144:145]
	v_lshrrev_b64 v[90:91], 24, v[130:131]
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v200, 3, v80
	v_or_b32_e32 v169, 2, v80
	v_or_b32_e32 v177, 11, v80
	v_or_b32_e32 v199, 10, v80
	v_or_b32_e32 v202, 9, v80
	v_or_b32_e32 v203, 8, v80
	v_or_b32_e32 v167, 24, v80
	v_or_b32_e32 v173, 19, v80
	v_or_b32_e32 v198, 18, v80
	v_or_b32_e32 v201, 17, v80
	v_or_b32_e32 v196, 26, v80
	v_or_b32_e32 v197, 25, v80
	s_mov_b32 s78, 0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s81, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[98:99], 24, v[132:133]
	v_lshrrev_b64 v[100:101], 24, v[134:135]
	v_lshrrev_b64 v[96:97], 24, v[136:137]
	v_lshrrev_b64 v[164:165], 24, v[122:123]
	v_lshrrev_b64 v[174:175], 24, v[124:125]
	v_lshrrev_b64 v[178:179], 24, v[126:127]
	v_lshrrev_b64 v[190:191], 24, v[128:129]
	v_lshrrev_b64 v[76:77], 24, v[114:115]
	v_lshrrev_b64 v[78:79], 24, v[116:117]
	v_lshrrev_b64 v[162:163], 24, v[118:119]
	v_lshrrev_b64 v[170:171], 24, v[120:121]
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v81, 1, v80
	; asyncmark
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc1 .LBB0_26
; %bb.25:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_27
.LBB0_26:
	s_mov_b64 s[6:7], -1
.LBB0_27:                               ; %Flow566
	s_lshr_b32 s72, s76, 2
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	v_lshrrev_b32_e32 v93, 8, v138
	v_lshrrev_b32_e32 v95, 16, v138
	v_lshrrev_b32_e32 v97, 8, v139
	v_lshrrev_b32_e32 v102, 16, v139
	v_lshrrev_b32_e32 v222, 24, v139
	v_lshrrev_b32_e32 v103, 8, v140
	v_lshrrev_b32_e32 v226, 16, v140
	v_lshrrev_b32_e32 v104, 8, v141
	v_lshrrev_b32_e32 v176, 16, v141
	v_lshrrev_b32_e32 v232, 24, v141
	v_lshrrev_b32_e32 v105, 8, v142
	v_lshrrev_b32_e32 v236, 16, v142
	v_lshrrev_b32_e32 v87, 8, v143
	v_lshrrev_b32_e32 v211, 16, v143
	v_lshrrev_b32_e32 v242, 24, v143
	v_lshrrev_b32_e32 v106, 8, v144
	v_lshrrev_b32_e32 v246, 16, v144
	v_lshrrev_b32_e32 v89, 8, v145
	v_lshrrev_b32_e32 v254, 16, v145
	v_lshrrev_b32_e32 v255, 24, v145
	v_lshrrev_b32_e32 v168, 8, v130
	v_lshrrev_b32_e32 v172, 16, v130
	v_lshrrev_b32_e32 v91, 8, v131
	v_lshrrev_b32_e32 v99, 16, v131
	v_lshrrev_b32_e32 v175, 24, v131
	v_lshrrev_b32_e32 v191, 8, v132
	v_lshrrev_b32_e32 v3, 16, v132
	v_lshrrev_b32_e32 v101, 8, v133
	v_lshrrev_b32_e32 v5, 16, v133
	v_lshrrev_b32_e32 v6, 24, v133
	v_lshrrev_b32_e32 v7, 8, v134
	v_lshrrev_b32_e32 v224, 16, v134
	v_lshrrev_b32_e32 v8, 8, v135
	v_lshrrev_b32_e32 v228, 16, v135
	v_lshrrev_b32_e32 v209, 24, v135
	v_lshrrev_b32_e32 v9, 8, v136
	v_lshrrev_b32_e32 v234, 16, v136
	v_lshrrev_b32_e32 v10, 8, v137
	v_lshrrev_b32_e32 v238, 16, v137
	v_lshrrev_b32_e32 v212, 24, v137
	v_lshrrev_b32_e32 v73, 8, v122
	v_lshrrev_b32_e32 v77, 16, v122
	v_lshrrev_b32_e32 v165, 8, v123
	v_lshrrev_b32_e32 v166, 16, v123
	v_add_u32_e32 v157, s8, v2
	s_cmp_lg_u32 s6, 1
	v_and_b32_e32 v149, 14, v4
	v_lshlrev_b32_e32 v151, 3, v4
	v_and_b32_e32 v155, 16, v4
	v_cmp_eq_u32_e32 vcc, 0, v195
	v_and_b32_e32 v160, 24, v4
	v_lshrrev_b32_e32 v163, 24, v123
	v_lshrrev_b32_e32 v12, 8, v124
	v_lshrrev_b32_e32 v213, 16, v124
	v_lshrrev_b32_e32 v14, 8, v125
	v_lshrrev_b32_e32 v225, 16, v125
	v_lshrrev_b32_e32 v227, 24, v125
	v_lshrrev_b32_e32 v16, 8, v126
	v_lshrrev_b32_e32 v237, 16, v126
	v_lshrrev_b32_e32 v18, 8, v127
	v_lshrrev_b32_e32 v171, 16, v127
	v_lshrrev_b32_e32 v210, 24, v127
	v_lshrrev_b32_e32 v20, 8, v128
	v_lshrrev_b32_e32 v235, 16, v128
	v_lshrrev_b32_e32 v22, 8, v129
	v_lshrrev_b32_e32 v243, 16, v129
	v_lshrrev_b32_e32 v229, 24, v129
	v_lshrrev_b32_e32 v2, 8, v114
	v_lshrrev_b32_e32 v244, 16, v114
	v_lshrrev_b32_e32 v4, 8, v115
	v_lshrrev_b32_e32 v249, 16, v115
	v_lshrrev_b32_e32 v251, 24, v115
	v_lshrrev_b32_e32 v11, 8, v116
	v_lshrrev_b32_e32 v179, 16, v116
	v_lshrrev_b32_e32 v13, 8, v117
	v_lshrrev_b32_e32 v217, 16, v117
	v_lshrrev_b32_e32 v219, 24, v117
	v_lshrrev_b32_e32 v15, 8, v118
	v_lshrrev_b32_e32 v233, 16, v118
	v_lshrrev_b32_e32 v17, 8, v119
	v_lshrrev_b32_e32 v245, 16, v119
	v_lshrrev_b32_e32 v248, 24, v119
	v_lshrrev_b32_e32 v19, 8, v120
	v_lshrrev_b32_e32 v223, 16, v120
	v_lshrrev_b32_e32 v21, 8, v121
	v_lshrrev_b32_e32 v253, 16, v121
	v_lshrrev_b32_e32 v215, 24, v121
	v_or_b32_e32 v161, 16, v80
	v_or_b32_e32 v159, 27, v80
	v_mov_b32_e32 v147, 0
	v_or_b32_e32 v148, v205, v204
	v_mov_b32_e32 v180, 0xff800000
	v_mov_b32_e32 v49, 0
	s_cbranch_scc1 .LBB0_46
; %bb.28:                               ; %.lr.ph
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_lshl_add_u64 v[184:185], s[0:1], 0, v[0:1]
	s_movk_i32 s0, 0x60
	v_accvgpr_write_b32 a20, v152
	v_bitop3_b32 v152, v205, s0, v204 bitop3:0x36
	s_movk_i32 s0, 0x80
	v_bitop3_b32 v153, v205, s0, v204 bitop3:0x36
	s_movk_i32 s0, 0xa0
	v_bitop3_b32 v154, v205, s0, v204 bitop3:0x36
	s_movk_i32 s0, 0xc0
	v_bitop3_b32 v156, v205, s0, v204 bitop3:0x36
	s_movk_i32 s0, 0xe0
	v_bitop3_b32 v158, v205, s0, v204 bitop3:0x36
	s_mov_b32 s0, 0xc0c0004
	v_lshl_add_u64 v[182:183], s[2:3], 0, v[0:1]
	v_perm_b32 v0, v145, v89, s0
	v_perm_b32 v1, v254, v255, s0
	v_accvgpr_write_b32 a67, v89
	v_lshl_or_b32 v89, v1, 16, v0
	v_perm_b32 v0, v144, v106, s0
	v_perm_b32 v1, v246, v88, s0
	v_accvgpr_write_b32 a50, v88
	v_lshl_or_b32 v88, v1, 16, v0
	v_perm_b32 v0, v143, v87, s0
	v_perm_b32 v1, v211, v242, s0
	v_accvgpr_write_b32 a63, v87
	v_lshl_or_b32 v87, v1, 16, v0
	v_perm_b32 v0, v142, v105, s0
	v_perm_b32 v1, v236, v86, s0
	v_accvgpr_write_b32 a46, v86
	v_lshl_or_b32 v86, v1, 16, v0
	v_perm_b32 v0, v141, v104, s0
	v_perm_b32 v1, v176, v232, s0
	v_lshl_or_b32 v85, v1, 16, v0
	v_perm_b32 v0, v140, v103, s0
	v_perm_b32 v1, v226, v94, s0
	v_lshl_or_b32 v84, v1, 16, v0
	v_perm_b32 v0, v139, v97, s0
	v_perm_b32 v1, v102, v222, s0
	v_lshl_or_b32 v83, v1, 16, v0
	v_perm_b32 v0, v138, v93, s0
	v_perm_b32 v1, v95, v92, s0
	v_lshl_or_b32 v82, v1, 16, v0
	v_perm_b32 v0, v137, v10, s0
	v_perm_b32 v1, v238, v212, s0
	v_accvgpr_write_b32 a53, v97
	v_lshl_or_b32 v97, v1, 16, v0
	v_perm_b32 v0, v136, v9, s0
	v_perm_b32 v1, v234, v96, s0
	v_accvgpr_write_b32 a52, v96
	v_lshl_or_b32 v96, v1, 16, v0
	v_perm_b32 v0, v135, v8, s0
	v_perm_b32 v1, v228, v209, s0
	v_accvgpr_write_b32 a47, v95
	v_lshl_or_b32 v95, v1, 16, v0
	v_perm_b32 v0, v134, v7, s0
	v_perm_b32 v1, v224, v100, s0
	v_accvgpr_write_b32 a42, v94
	v_lshl_or_b32 v94, v1, 16, v0
	v_perm_b32 v0, v133, v101, s0
	v_perm_b32 v1, v5, v6, s0
	v_accvgpr_write_b32 a45, v93
	v_lshl_or_b32 v93, v1, 16, v0
	v_perm_b32 v0, v132, v191, s0
	v_perm_b32 v1, v3, v98, s0
	v_accvgpr_write_b32 a40, v92
	v_lshl_or_b32 v92, v1, 16, v0
	v_perm_b32 v0, v131, v91, s0
	v_perm_b32 v1, v99, v175, s0
	v_accvgpr_write_b32 a35, v91
	v_lshl_or_b32 v91, v1, 16, v0
	v_perm_b32 v0, v130, v168, s0
	v_perm_b32 v1, v172, v90, s0
	v_accvgpr_write_b32 a28, v90
	v_lshl_or_b32 v90, v1, 16, v0
	v_perm_b32 v0, v129, v22, s0
	v_perm_b32 v1, v243, v229, s0
	v_accvgpr_write_b32 a61, v105
	v_lshl_or_b32 v105, v1, 16, v0
	v_perm_b32 v0, v128, v20, s0
	v_perm_b32 v1, v235, v190, s0
	v_accvgpr_write_b32 a59, v104
	v_lshl_or_b32 v104, v1, 16, v0
	v_perm_b32 v0, v127, v18, s0
	v_perm_b32 v1, v171, v210, s0
	v_accvgpr_write_b32 a57, v103
	v_lshl_or_b32 v103, v1, 16, v0
	v_perm_b32 v0, v126, v16, s0
	v_perm_b32 v1, v237, v178, s0
	v_accvgpr_write_b32 a54, v102
	v_lshl_or_b32 v102, v1, 16, v0
	v_perm_b32 v0, v125, v14, s0
	v_perm_b32 v1, v225, v227, s0
	v_accvgpr_write_b32 a49, v101
	v_lshl_or_b32 v101, v1, 16, v0
	v_perm_b32 v0, v124, v12, s0
	v_perm_b32 v1, v213, v174, s0
	v_accvgpr_write_b32 a48, v100
	v_lshl_or_b32 v100, v1, 16, v0
	v_perm_b32 v0, v123, v165, s0
	v_perm_b32 v1, v166, v163, s0
	v_accvgpr_write_b32 a37, v99
	v_lshl_or_b32 v99, v1, 16, v0
	v_perm_b32 v0, v122, v73, s0
	v_perm_b32 v1, v77, v164, s0
	v_accvgpr_write_b32 a44, v98
	v_lshl_or_b32 v98, v1, 16, v0
	v_perm_b32 v0, v121, v21, s0
	v_perm_b32 v1, v253, v215, s0
	v_lshl_or_b32 v113, v1, 16, v0
	v_perm_b32 v0, v120, v19, s0
	v_perm_b32 v1, v223, v170, s0
	v_lshl_or_b32 v112, v1, 16, v0
	v_perm_b32 v0, v119, v17, s0
	v_perm_b32 v1, v245, v248, s0
	v_lshl_or_b32 v111, v1, 16, v0
	v_perm_b32 v0, v118, v15, s0
	v_perm_b32 v1, v233, v162, s0
	v_lshl_or_b32 v110, v1, 16, v0
	v_perm_b32 v0, v117, v13, s0
	v_perm_b32 v1, v217, v219, s0
	v_lshl_or_b32 v109, v1, 16, v0
	v_perm_b32 v0, v116, v11, s0
	v_perm_b32 v1, v179, v78, s0
	v_lshl_or_b32 v108, v1, 16, v0
	v_perm_b32 v0, v115, v4, s0
	v_perm_b32 v1, v249, v251, s0
	v_lshl_or_b32 v107, v1, 16, v0
	v_perm_b32 v0, v114, v2, s0
	v_perm_b32 v1, v244, v76, s0
	v_accvgpr_write_b32 a65, v106
	v_lshl_or_b32 v106, v1, 16, v0
	v_mov_b32_e32 v0, 0x108
	v_accvgpr_write_b32 a43, v3
	v_cndmask_b32_e64 v0, v0, 0, vcc
	v_mov_b32_e32 v3, 0x210
	v_accvgpr_write_b32 a66, v4
	v_accvgpr_write_b32 a64, v2
	v_xor_b32_e32 v1, v0, v194
	v_and_b32_e32 v2, 8, v151
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_lshl_or_b32 v4, v149, 5, v160
	v_bitop3_b32 v0, s16, v0, v194 bitop3:0xf6
	v_bitop3_b32 v1, s16, 16, v1 bitop3:0x36
	v_bitop3_b32 v2, v3, v4, v2 bitop3:0x36
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a62, v10
	v_accvgpr_write_b32 a60, v9
	v_accvgpr_write_b32 a58, v8
	v_accvgpr_write_b32 a56, v7
	v_accvgpr_write_b32 a51, v5
	v_accvgpr_write_b32 a55, v6
	v_accvgpr_write_b32 a41, v191
	v_accvgpr_write_b32 a39, v175
	v_accvgpr_write_b32 a31, v168
	v_accvgpr_write_b32 a33, v172
	v_accvgpr_write_b32 a79, v22
	v_accvgpr_write_b32 a77, v20
	v_accvgpr_write_b32 a38, v190
	v_accvgpr_write_b32 a75, v18
	v_accvgpr_write_b32 a73, v16
	v_accvgpr_write_b32 a36, v178
	v_accvgpr_write_b32 a71, v14
	v_accvgpr_write_b32 a69, v12
	v_accvgpr_write_b32 a34, v174
	v_accvgpr_write_b32 a27, v165
	v_accvgpr_write_b32 a29, v166
	v_accvgpr_write_b32 a23, v73
	v_accvgpr_write_b32 a30, v164
	v_accvgpr_write_b32 a25, v77
	v_accvgpr_write_b32 a78, v21
	v_accvgpr_write_b32 a76, v19
	v_accvgpr_write_b32 a32, v170
	v_accvgpr_write_b32 a74, v17
	v_accvgpr_write_b32 a72, v15
	v_accvgpr_write_b32 a26, v162
	v_accvgpr_write_b32 a70, v13
	v_accvgpr_write_b32 a68, v11
	v_accvgpr_write_b32 a24, v78
	v_accvgpr_write_b32 a22, v76
	s_lshl_b32 s82, s74, 1
	s_mov_b32 s84, 0
	v_accvgpr_write_b32 a21, v160
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v186, v146
	v_mov_b32_e32 v187, v146
	v_mov_b32_e32 v188, v146
	v_mov_b32_e32 v189, v146
	s_movk_i32 s40, 0x41e0
	v_mov_b32_e32 v190, v146
	v_mov_b32_e32 v191, v146
	v_mov_b32_e32 v166, 0
	v_mov_b32_e32 v168, 0xff800000
	v_add_u32_e32 v160, 0, v0
	v_add_u32_e32 v162, 0, v1
	v_add_u32_e32 v164, s72, v2
	v_accvgpr_mov_b32 a1, a0
	v_accvgpr_mov_b32 a2, a0
	v_accvgpr_mov_b32 a3, a0
	s_mov_b32 s83, 0
	s_mov_b32 s6, 0
	v_accvgpr_read_b32 v14, a0
	v_accvgpr_read_b32 v15, a0
	v_accvgpr_read_b32 v12, a0
	v_accvgpr_read_b32 v13, a0
	v_accvgpr_read_b32 v10, a0
	v_accvgpr_read_b32 v11, a0
	v_accvgpr_read_b32 v8, a0
	v_accvgpr_read_b32 v9, a0
	v_accvgpr_read_b32 v6, a0
	v_accvgpr_read_b32 v7, a0
	v_accvgpr_read_b32 v4, a0
	v_accvgpr_read_b32 v5, a0
	v_accvgpr_read_b32 v2, a0
	v_accvgpr_read_b32 v3, a0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a0
	v_accvgpr_read_b32 v30, a0
	v_accvgpr_read_b32 v31, a0
	v_accvgpr_read_b32 v28, a0
	v_accvgpr_read_b32 v29, a0
	v_accvgpr_read_b32 v26, a0
	v_accvgpr_read_b32 v27, a0
	v_accvgpr_read_b32 v24, a0
	v_accvgpr_read_b32 v25, a0
	v_accvgpr_read_b32 v22, a0
	v_accvgpr_read_b32 v23, a0
	v_accvgpr_read_b32 v20, a0
	v_accvgpr_read_b32 v21, a0
	v_accvgpr_read_b32 v18, a0
	v_accvgpr_read_b32 v19, a0
	v_accvgpr_read_b32 v16, a0
	v_accvgpr_read_b32 v17, a0
	v_accvgpr_read_b32 v46, a0
	v_accvgpr_read_b32 v47, a0
	v_accvgpr_read_b32 v44, a0
	v_accvgpr_read_b32 v45, a0
	v_accvgpr_read_b32 v42, a0
	v_accvgpr_read_b32 v43, a0
	v_accvgpr_read_b32 v40, a0
	v_accvgpr_read_b32 v41, a0
	v_accvgpr_read_b32 v38, a0
	v_accvgpr_read_b32 v39, a0
	v_accvgpr_read_b32 v36, a0
	v_accvgpr_read_b32 v37, a0
	v_accvgpr_read_b32 v34, a0
	v_accvgpr_read_b32 v35, a0
	v_accvgpr_read_b32 v32, a0
	v_accvgpr_read_b32 v33, a0
	v_accvgpr_read_b32 v62, a0
	v_accvgpr_read_b32 v63, a0
	v_accvgpr_read_b32 v60, a0
	v_accvgpr_read_b32 v61, a0
	v_accvgpr_read_b32 v58, a0
	v_accvgpr_read_b32 v59, a0
	v_accvgpr_read_b32 v56, a0
	v_accvgpr_read_b32 v57, a0
	v_accvgpr_read_b32 v54, a0
	v_accvgpr_read_b32 v55, a0
	v_accvgpr_read_b32 v52, a0
	v_accvgpr_read_b32 v53, a0
	v_accvgpr_read_b32 v50, a0
	v_accvgpr_read_b32 v51, a0
	v_accvgpr_read_b32 v48, a0
	v_accvgpr_read_b32 v49, a0
	s_branch .LBB0_30
.LBB0_29:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v165, 0x108, v151
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_add_u32_e32 v165, s84, v165
	v_lshlrev_b32_e32 v170, 9, v149
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v66, v66, v67, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v165, v165, v155, v170
	v_lshlrev_b32_e32 v170, 4, v149
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0 op_sel:[0,0,0,1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v165, v165, s16, v170
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v67, v70, v71, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v74, v75, 1.0
	v_lshrrev_b32_e32 v70, 8, v66
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[174:175], v165
	ds_read_b64_tr_b8 v[220:221], v165 offset:512
	ds_read_b64_tr_b8 v[230:231], v165 offset:64
	ds_read_b64_tr_b8 v[240:241], v165 offset:576
	ds_read_b64_tr_b8 a[4:5], v165 offset:128
	ds_read_b64_tr_b8 a[6:7], v165 offset:640
	ds_read_b64_tr_b8 a[8:9], v165 offset:192
	ds_read_b64_tr_b8 a[10:11], v165 offset:704
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v68, v76, v77, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v160, v66 offset:33248
	ds_write_b8 v160, v70 offset:33312
	ds_write_b8_d16_hi v160, v66 offset:33376
	v_lshrrev_b32_e32 v66, 24, v66
	ds_write_b8 v160, v66 offset:33440
	ds_write_b8 v160, v68 offset:34272
	v_lshrrev_b32_e32 v66, 8, v68
	v_cvt_scalef32_pk_fp8_f32 v67, v72, v73, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v160, v66 offset:34336
	ds_write_b8_d16_hi v160, v68 offset:34400
	v_lshrrev_b32_e32 v66, 24, v68
	v_cvt_scalef32_pk_fp8_f32 v69, v78, v79, 1.0
	ds_write_b8 v160, v66 offset:34464
	ds_write_b8 v162, v67 offset:33760
	v_lshrrev_b32_e32 v66, 8, v67
	v_cvt_scalef32_pk_fp8_f32 v69, v192, v193, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v162, v66 offset:33824
	ds_write_b8_d16_hi v162, v67 offset:33888
	v_lshrrev_b32_e32 v66, 24, v67
	ds_write_b8 v162, v66 offset:33952
	ds_write_b8 v162, v69 offset:34784
	v_lshrrev_b32_e32 v66, 8, v69
	ds_write_b8 v162, v66 offset:34848
	ds_write_b8_d16_hi v162, v69 offset:34912
	v_lshrrev_b32_e32 v66, 24, v69
	ds_write_b8 v162, v66 offset:34976
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[66:67], v164 offset:33248
	ds_read_b64_tr_b8 v[68:69], v164 offset:34272
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[0:1], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65] op_sel_hi:[1,0]
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[174:175], v[66:67], v[0:15]
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v147, v147, v168
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v147, v166, v65
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s40, s86, 0x41e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_lt_i32 s85, s81
	s_mov_b32 s84, s78
	v_mov_b32_e32 v166, v147
	v_mov_b32_e32 v168, v180
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[230:231], v[66:67], v[16:31]
	s_mov_b32 s6, s85
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[4:5], v[66:67], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[8:9], v[66:67], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[220:221], v[68:69], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[240:241], v[68:69], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[6:7], v[68:69], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[10:11], v[68:69], v[48:63]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_47
.LBB0_30:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s0, s83, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s83, s0, 0
	s_add_i32 s85, s6, 32
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v66, s85, v207
	.loc	1 68 30                         ; corpus_make.py:68:30
	v_mul_lo_u32 v64, v66, s73
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[182:183], 0, v[64:65]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_bpermute_b32 v64, v252, v64
	ds_bpermute_b32 v65, v252, v65
	v_cmp_gt_i32_e64 s[0:1], s75, v66
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v66
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s86, s83, 13
	v_lshrrev_b64 v[66:67], v250, s[0:1]
	v_and_b32_e32 v66, 1, v66
	s_add_i32 s7, s86, s77
	v_cmp_eq_u32_e64 s[0:1], 1, v66
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_30 Depth=1
	s_add_i32 m0, s7, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_32:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_add3_u32 v66, s7, v239, v247
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
; %bb.33:                               ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v66, a[0:3] offset:16864
; %bb.34:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v67, s85, v208
	.loc	1 68 30                         ; corpus_make.py:68:30
	v_mul_lo_u32 v64, v67, s73
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[182:183], 0, v[64:65]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_bpermute_b32 v64, v252, v64
	ds_bpermute_b32 v65, v252, v65
	v_cmp_gt_i32_e64 s[0:1], s75, v67
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v67
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_nop 0
	v_lshrrev_b64 v[68:69], v250, s[0:1]
	v_and_b32_e32 v67, 1, v68
	v_cmp_eq_u32_e64 s[0:1], 1, v67
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_30 Depth=1
	s_add_i32 m0, s7, 0x51e0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
.LBB0_36:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
; %bb.37:                               ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v66, a[0:3] offset:20960
; %bb.38:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v64, s40, v148
	s_waitcnt lgkmcnt(0)
	v_bitop3_b32 v65, v205, 32, v204 bitop3:0x36
	; asyncmark
	v_add_u32_e32 v65, s40, v65
	ds_read_b128 a[4:7], v64
	ds_read_b128 a[8:11], v65
	v_bitop3_b32 v165, v205, 64, v204 bitop3:0x36
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[4:11], v[82:89], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_add_u32_e32 v165, s40, v165
	v_add_u32_e32 v178, s40, v152
	ds_read_b128 a[4:7], v165
	ds_read_b128 a[8:11], v178
	v_add_u32_e32 v165, s40, v153
	v_add_u32_e32 v178, s40, v154
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v147, s6, v81
	v_or_b32_e32 v220, s6, v169
	v_or_b32_e32 v172, s6, v80
	v_or_b32_e32 v174, s6, v200
	v_or_b32_e32 v175, s6, v203
	v_or_b32_e32 v180, s6, v202
	v_or_b32_e32 v192, s6, v199
	v_or_b32_e32 v193, s6, v177
	v_or_b32_e32 v221, s6, v161
	v_or_b32_e32 v230, s6, v201
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[4:11], v[90:97], v[64:79]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[4:7], v165
	ds_read_b128 a[8:11], v178
	v_add_u32_e32 v165, s40, v156
	v_add_u32_e32 v178, s40, v158
	ds_read_b128 a[12:15], v165
	ds_read_b128 a[16:19], v178
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v231, s6, v198
	v_or_b32_e32 v240, s6, v173
	v_or_b32_e32 v241, s6, v167
	v_or_b32_e32 v214, s6, v196
	v_or_b32_e32 v216, s6, v197
	v_or_b32_e32 v218, s6, v159
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s75, v220
	v_cmp_gt_i32_e64 s[24:25], s75, v147
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[40:41], v220, v157
	v_cmp_le_i32_e64 s[54:55], v147, v157
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v147, v146
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[4:11], v[98:105], v[64:79]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s75, v193
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[42:43], v193, v157
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[6:7], s[40:41]
	v_mov_b32_e32 v165, 0xff800000
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s75, v192
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[44:45], v192, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s75, v180
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[46:47], v180, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s75, v175
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[48:49], v175, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[20:21], s75, v174
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v174, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[22:23], s75, v172
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v172, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s75, v221
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[12:19], v[106:113], v[64:79]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[56:57], v221, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[28:29], s75, v241
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[58:59], v241, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[30:31], s75, v240
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[60:61], v240, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[34:35], s75, v231
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v231, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[36:37], s75, v230
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[64:65], v230, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[38:39], s75, v218
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[70:71], v218, v157
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s75, v214
	v_cmp_gt_i32_e64 s[0:1], s75, v216
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[66:67], v214, v157
	v_cmp_le_i32_e64 s[68:69], v216, v157
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[2:3], s[66:67]
	s_and_b64 s[0:1], s[0:1], s[68:69]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v170, s85, v181
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v170
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[66:67], v[146:147], v[66:67]
	v_pk_mul_f32 v[70:71], v[146:147], v[70:71]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v165, v66, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[8:9], s[42:43]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v71, v165, v71, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[10:11], s[44:45]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[68:69], v[146:147], v[68:69]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v70, v165, v70, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[12:13], s[46:47]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v69, v165, v69, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[18:19], s[48:49]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v68, v165, v68, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[20:21], s[50:51]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[64:65], v[186:187], v[64:65]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v165, v67, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[22:23], s[52:53]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v64, v165, v64, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[24:25], s[54:55]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v72, v146, v72
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v65, v165, v65, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[26:27], s[56:57]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v172, v165, v72, s[6:7]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v72, v73
	v_mov_b32_e32 v73, v74
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_pk_mul_f32 v[74:75], v[146:147], v[74:75]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[28:29], s[58:59]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v75, v165, v75, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[30:31], s[60:61]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[188:189], v[72:73]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v74, v165, v74, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[34:35], s[62:63]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v73, v165, v73, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[36:37], s[64:65]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v79, v146, v79
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v72, v165, v72, s[6:7]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[38:39], s[70:71]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v147, v165, v79, s[6:7]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v76, v64, v65
	v_max3_f32 v79, v67, v68, v69
	v_max3_f32 v79, v76, v66, v79
.Ltmp5:
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_pk_mul_f32 v[76:77], v[190:191], v[76:77]
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v175, v72, v73, v74
.Ltmp7:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v77, v165, v77, s[2:3]
	v_cndmask_b32_e64 v76, v165, v76, s[0:1]
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v78, v75, v76, v77
	v_max3_f32 v174, v70, v71, v172
	v_max3_f32 v78, v175, v78, v147
	v_max3_f32 v78, v79, v174, v78
.Ltmp9:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v79, v78
	s_nop 1
	v_permlane32_swap_b32_e32 v78, v79
.Ltmp10:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v180, v168, v78, v79
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[64:65], v[64:65], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[66:67], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[192:193], v[68:69], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[174:175], v[70:71], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v165, v172, v180
	v_pk_add_f32 v[220:221], v[72:73], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[230:231], v[74:75], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[240:241], v[76:77], v[180:181] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v147, v147, v180
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v66, v64
	v_exp_f32_e32 v67, v65
	v_exp_f32_e32 v68, v78
	v_exp_f32_e32 v69, v79
	v_exp_f32_e32 v70, v192
	v_exp_f32_e32 v71, v193
	v_exp_f32_e32 v72, v174
	v_exp_f32_e32 v73, v175
	v_exp_f32_e32 v74, v165
	v_exp_f32_e32 v75, v220
	v_exp_f32_e32 v76, v221
	v_exp_f32_e32 v77, v230
	v_exp_f32_e32 v78, v231
	v_exp_f32_e32 v79, v240
	v_exp_f32_e32 v192, v241
	v_exp_f32_e32 v193, v147
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v64, v168, v180
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v65, v64
	v_lshl_add_u32 v64, v194, 2, 0
.Ltmp11:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[174:175], v[66:67], v[68:69]
	v_pk_add_f32 v[220:221], v[70:71], v[72:73]
	v_pk_add_f32 v[230:231], v[74:75], v[76:77]
	v_pk_add_f32 v[240:241], v[78:79], v[192:193]
.Ltmp12:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v165, s82, v64
	v_add_u32_e32 v64, s76, v64
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[174:175], v[174:175], v[220:221]
	v_pk_add_f32 v[220:221], v[230:231], v[240:241]
.Ltmp14:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v165, v65 offset:33280
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v64, v64 offset:33280
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[174:175], v[174:175], v[220:221]
.Ltmp16:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_lshr_b32 s0, s86, 5
.Ltmp17:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v147, v174, v175
.Ltmp18:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s78, s86, s0
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v168, v147
.Ltmp20:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s2, s78, s79
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v147, v168
	v_lshl_add_u32 v172, v206, 4, s2
.Ltmp22:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.39:                               ; %.critedge165
                                        ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v172, a[0:3]
                                        ; implicit-def: $vgpr170
; %bb.40:                               ; %Flow562
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v174, v170, s80
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v175, 31, v174
	v_lshl_add_u64 v[174:175], v[184:185], 0, v[174:175]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s2
	s_nop 0
	global_load_lds_dwordx4 v[174:175], off
.LBB0_42:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v170, s85, v150
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s75, v170
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.43:                               ; %.critedge167
                                        ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v172, a[0:3] offset:4224
                                        ; implicit-def: $vgpr170
; %bb.44:                               ; %Flow
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_29
; %bb.45:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_mul_lo_u32 v174, v170, s80
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v175, 31, v174
	v_lshl_add_u64 v[174:175], v[184:185], 0, v[174:175]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s2, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[174:175], off
	s_branch .LBB0_29
.LBB0_46:
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_accvgpr_write_b32 a79, v22
	v_accvgpr_write_b32 a78, v21
	v_accvgpr_write_b32 a77, v20
	v_accvgpr_write_b32 a76, v19
	v_accvgpr_write_b32 a75, v18
	v_accvgpr_write_b32 a74, v17
	v_accvgpr_write_b32 a73, v16
	v_accvgpr_write_b32 a72, v15
	v_accvgpr_write_b32 a71, v14
	v_accvgpr_write_b32 a70, v13
	v_accvgpr_write_b32 a69, v12
	v_accvgpr_write_b32 a68, v11
	v_accvgpr_write_b32 a66, v4
	v_accvgpr_write_b32 a64, v2
	v_accvgpr_write_b32 a62, v10
	v_accvgpr_write_b32 a60, v9
	v_accvgpr_write_b32 a58, v8
	v_accvgpr_write_b32 a56, v7
	v_accvgpr_write_b32 a55, v6
	v_accvgpr_write_b32 a51, v5
	v_accvgpr_write_b32 a43, v3
	s_movk_i32 s40, 0x41e0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v17, 0
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
	s_branch .LBB0_48
.LBB0_47:                               ; %._crit_edge.loopexit
	v_accvgpr_read_b32 v152, a20
	v_accvgpr_read_b32 v160, a21
	v_accvgpr_read_b32 v76, a22
	v_accvgpr_read_b32 v78, a24
	v_accvgpr_read_b32 v162, a26
	v_accvgpr_read_b32 v90, a28
	v_accvgpr_read_b32 v164, a30
	v_accvgpr_read_b32 v170, a32
	v_accvgpr_read_b32 v174, a34
	v_accvgpr_read_b32 v178, a36
	v_accvgpr_read_b32 v190, a38
	v_accvgpr_read_b32 v92, a40
	v_accvgpr_read_b32 v94, a42
	v_accvgpr_read_b32 v98, a44
	v_accvgpr_read_b32 v86, a46
	v_accvgpr_read_b32 v100, a48
	v_accvgpr_read_b32 v88, a50
	v_accvgpr_read_b32 v96, a52
	v_accvgpr_read_b32 v73, a23
	v_accvgpr_read_b32 v77, a25
	v_accvgpr_read_b32 v165, a27
	v_accvgpr_read_b32 v166, a29
	v_accvgpr_read_b32 v168, a31
	v_accvgpr_read_b32 v172, a33
	v_accvgpr_read_b32 v91, a35
	v_accvgpr_read_b32 v99, a37
	v_accvgpr_read_b32 v175, a39
	v_accvgpr_read_b32 v191, a41
	v_accvgpr_read_b32 v93, a45
	v_accvgpr_read_b32 v95, a47
	v_accvgpr_read_b32 v101, a49
	v_accvgpr_read_b32 v97, a53
	v_accvgpr_read_b32 v102, a54
	v_accvgpr_read_b32 v103, a57
	v_accvgpr_read_b32 v104, a59
	v_accvgpr_read_b32 v105, a61
	v_accvgpr_read_b32 v87, a63
	v_accvgpr_read_b32 v106, a65
	v_accvgpr_read_b32 v89, a67
.LBB0_48:                               ; %Flow567
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s1, s75, 31
	s_ashr_i32 s0, s1, 31
	s_lshr_b32 s0, s0, 27
	s_load_dwordx2 s[68:69], s[4:5], 0x48
	s_add_i32 s0, s1, s0
	s_ashr_i32 s0, s0, 5
	s_max_i32 s0, s0, 1
	s_cmp_gt_i32 s1, 31
	v_mov_b32_e32 v82, 0
	s_cselect_b64 s[70:71], -1, 0
	s_cmp_lt_i32 s1, 32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v83, v82
	v_mov_b32_e32 v84, v82
	v_mov_b32_e32 v85, v82
	v_mov_b32_e32 v74, v82
	v_mov_b32_e32 v75, v82
	v_mov_b32_e32 v64, v82
	v_mov_b32_e32 v65, v82
	v_mov_b32_e32 v66, v82
	v_mov_b32_e32 v67, v82
	v_mov_b32_e32 v68, v82
	v_mov_b32_e32 v69, v82
	v_mov_b32_e32 v70, v82
	v_mov_b32_e32 v71, v82
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	s_movk_i32 s1, 0xe0
	v_bitop3_b32 v64, v205, s1, v204 bitop3:0x36
	v_add_u32_e32 v64, s40, v64
	s_movk_i32 s1, 0xc0
	ds_read_b128 v[186:189], v64
	v_bitop3_b32 v64, v205, s1, v204 bitop3:0x36
	v_add_u32_e32 v64, s40, v64
	s_movk_i32 s1, 0xa0
	ds_read_b128 v[182:185], v64
	v_bitop3_b32 v64, v205, s1, v204 bitop3:0x36
	v_add_u32_e32 v64, s40, v64
	s_movk_i32 s1, 0x80
	ds_read_b128 a[4:7], v64
	v_bitop3_b32 v64, v205, s1, v204 bitop3:0x36
	v_add_u32_e32 v64, s40, v64
	s_movk_i32 s1, 0x60
	ds_read_b128 a[0:3], v64
	v_bitop3_b32 v64, v205, s1, v204 bitop3:0x36
	v_add_u32_e32 v64, s40, v64
	ds_read_b128 a[12:15], v64
	v_xad_u32 v64, v148, 64, s40
	ds_read_b128 a[8:11], v64
	v_xad_u32 v64, v148, 32, s40
	ds_read_b128 a[20:23], v64
	v_add_u32_e32 v64, s40, v148
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s1, 0xc0c0004
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[16:19], v64
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v64, v145, v89, s1
	v_perm_b32 v65, v254, v255, s1
	v_lshl_or_b32 v113, v65, 16, v64
	v_perm_b32 v64, v144, v106, s1
	v_perm_b32 v65, v246, v88, s1
	v_lshl_or_b32 v112, v65, 16, v64
	v_perm_b32 v64, v143, v87, s1
	v_perm_b32 v65, v211, v242, s1
	v_lshl_or_b32 v111, v65, 16, v64
	v_perm_b32 v64, v142, v105, s1
	v_perm_b32 v65, v236, v86, s1
	v_lshl_or_b32 v110, v65, 16, v64
	v_perm_b32 v64, v141, v104, s1
	v_perm_b32 v65, v176, v232, s1
	v_lshl_or_b32 v109, v65, 16, v64
	v_perm_b32 v64, v140, v103, s1
	v_perm_b32 v65, v226, v94, s1
	v_lshl_or_b32 v108, v65, 16, v64
	v_perm_b32 v64, v139, v97, s1
	v_perm_b32 v65, v102, v222, s1
	v_lshl_or_b32 v107, v65, 16, v64
	v_perm_b32 v64, v138, v93, s1
	v_perm_b32 v65, v95, v92, s1
	v_lshl_or_b32 v106, v65, 16, v64
	v_accvgpr_read_b32 v64, a62
	v_perm_b32 v64, v137, v64, s1
	v_perm_b32 v65, v238, v212, s1
	v_lshl_or_b32 v105, v65, 16, v64
	v_accvgpr_read_b32 v64, a60
	v_perm_b32 v64, v136, v64, s1
	v_perm_b32 v65, v234, v96, s1
	v_lshl_or_b32 v104, v65, 16, v64
	v_accvgpr_read_b32 v64, a58
	v_perm_b32 v64, v135, v64, s1
	v_perm_b32 v65, v228, v209, s1
	v_lshl_or_b32 v103, v65, 16, v64
	v_accvgpr_read_b32 v64, a56
	v_perm_b32 v64, v134, v64, s1
	v_perm_b32 v65, v224, v100, s1
	v_lshl_or_b32 v102, v65, 16, v64
	v_accvgpr_read_b32 v65, a51
	v_accvgpr_read_b32 v66, a55
	v_perm_b32 v64, v133, v101, s1
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v101, v65, 16, v64
	v_accvgpr_read_b32 v65, a43
	v_perm_b32 v64, v132, v191, s1
	v_perm_b32 v65, v65, v98, s1
	v_lshl_or_b32 v100, v65, 16, v64
	v_perm_b32 v64, v131, v91, s1
	v_perm_b32 v65, v99, v175, s1
	v_lshl_or_b32 v99, v65, 16, v64
	v_perm_b32 v64, v130, v168, s1
	v_perm_b32 v65, v172, v90, s1
	v_lshl_or_b32 v98, v65, 16, v64
	v_accvgpr_read_b32 v64, a79
	v_perm_b32 v64, v129, v64, s1
	v_perm_b32 v65, v243, v229, s1
	v_lshl_or_b32 v97, v65, 16, v64
	v_accvgpr_read_b32 v64, a77
	v_perm_b32 v64, v128, v64, s1
	v_perm_b32 v65, v235, v190, s1
	v_lshl_or_b32 v96, v65, 16, v64
	v_accvgpr_read_b32 v64, a75
	v_perm_b32 v64, v127, v64, s1
	v_perm_b32 v65, v171, v210, s1
	v_lshl_or_b32 v95, v65, 16, v64
	v_accvgpr_read_b32 v64, a73
	v_perm_b32 v64, v126, v64, s1
	v_perm_b32 v65, v237, v178, s1
	v_lshl_or_b32 v94, v65, 16, v64
	v_accvgpr_read_b32 v64, a71
	v_perm_b32 v64, v125, v64, s1
	v_perm_b32 v65, v225, v227, s1
	v_lshl_or_b32 v93, v65, 16, v64
	v_accvgpr_read_b32 v64, a69
	v_perm_b32 v64, v124, v64, s1
	v_perm_b32 v65, v213, v174, s1
	v_lshl_or_b32 v92, v65, 16, v64
	v_perm_b32 v64, v123, v165, s1
	v_perm_b32 v65, v166, v163, s1
	v_lshl_or_b32 v91, v65, 16, v64
	v_perm_b32 v64, v122, v73, s1
	v_perm_b32 v65, v77, v164, s1
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a78
	v_perm_b32 v64, v121, v64, s1
	v_perm_b32 v65, v253, v215, s1
	v_lshl_or_b32 v89, v65, 16, v64
	v_accvgpr_read_b32 v64, a76
	v_perm_b32 v64, v120, v64, s1
	v_perm_b32 v65, v223, v170, s1
	v_lshl_or_b32 v88, v65, 16, v64
	v_accvgpr_read_b32 v64, a74
	v_perm_b32 v64, v119, v64, s1
	v_perm_b32 v65, v245, v248, s1
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a72
	v_perm_b32 v64, v118, v64, s1
	v_perm_b32 v65, v233, v162, s1
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a70
	v_perm_b32 v64, v117, v64, s1
	v_perm_b32 v65, v217, v219, s1
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a68
	v_perm_b32 v64, v116, v64, s1
	v_perm_b32 v65, v179, v78, s1
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v64, a66
	v_perm_b32 v64, v115, v64, s1
	v_perm_b32 v65, v249, v251, s1
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a64
	v_perm_b32 v64, v114, v64, s1
	v_perm_b32 v65, v244, v76, s1
	v_lshl_or_b32 v82, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[16:23], v[106:113], 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[98:105], v[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[90:97], v[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[182:189], v[82:89], v[64:79]
	s_nop 15
	s_nop 3
	v_mov_b32_e32 v82, v77
	v_mov_b32_e32 v83, v78
	v_mov_b32_e32 v84, v73
	v_mov_b32_e32 v85, v74
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
.LBB0_50:
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s0, s0, 5
	s_sub_i32 s0, s0, 32
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v91, s0, v169
	v_or_b32_e32 v78, s0, v81
	v_or_b32_e32 v90, s0, v177
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s75, v91
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[36:37], v91, v157
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s0, v199
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[4:5], s75, v90
	v_cmp_gt_i32_e64 s[20:21], s75, v78
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[66:67], v[146:147], v[66:67] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[38:39], v90, v157
	v_cmp_le_i32_e64 s[50:51], v78, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v78, 0xff800000
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[2:3], s[36:37]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v88, s0, v202
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s75, v89
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[70:71], v[146:147], v[70:71] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[40:41], v89, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v78, v66, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[4:5], s[38:39]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v87, s0, v203
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s75, v88
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[42:43], v88, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v71, v78, v71, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[6:7], s[40:41]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v86, s0, v200
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s75, v87
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[68:69], v[146:147], v[68:69] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[44:45], v87, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v70, v78, v70, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[8:9], s[42:43]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v81, s0, v80
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s75, v86
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[46:47], v86, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v69, v78, v69, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[10:11], s[44:45]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s75, v81
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[48:49], v81, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v68, v78, v68, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[12:13], s[46:47]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v92, s0, v161
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[64:65], v[146:147], v[64:65] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v78, v67, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[18:19], s[48:49]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v96, s0, v167
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[22:23], s75, v92
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v92, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v64, v78, v64, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[20:21], s[50:51]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v95, s0, v173
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[24:25], s75, v96
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v100, v146, v72
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[54:55], v96, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v65, v78, v65, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[22:23], s[52:53]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v94, s0, v198
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s75, v95
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[74:75], v[146:147], v[74:75] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[56:57], v95, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v81, v78, v100, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[24:25], s[54:55]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v93, s0, v201
	v_or_b32_e32 v97, s0, v196
	v_or_b32_e32 v98, s0, v197
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[28:29], s75, v94
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[58:59], v94, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v75, v78, v75, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[26:27], s[56:57]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v99, s0, v159
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[30:31], s75, v93
	v_cmp_gt_i32_e64 s[0:1], s75, v97
	v_cmp_gt_i32_e32 vcc, s75, v98
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[146:147], v[84:85] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[60:61], v93, v157
	v_cmp_le_i32_e64 s[62:63], v97, v157
	v_cmp_le_i32_e64 s[64:65], v98, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v74, v78, v74, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[28:29], s[58:59]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[34:35], s75, v99
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[76:77], v[146:147], v[82:83] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[66:67], v99, v157
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v73, v78, v73, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[30:31], s[60:61]
	s_and_b64 s[0:1], s[0:1], s[62:63]
	s_and_b64 vcc, vcc, s[64:65]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v79, v146, v79
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v72, v78, v72, s[2:3]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[34:35], s[66:67]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v77, v78, v77, s[0:1]
	v_cndmask_b32_e32 v76, v78, v76, vcc
	v_cndmask_b32_e64 v79, v78, v79, s[2:3]
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v82, v64, v65
	v_max3_f32 v83, v67, v68, v69
	v_max3_f32 v85, v72, v73, v74
	v_max3_f32 v78, v75, v76, v77
	v_max3_f32 v84, v70, v71, v81
	v_max3_f32 v82, v82, v66, v83
	v_max3_f32 v78, v85, v78, v79
	v_max3_f32 v78, v82, v84, v78
.Ltmp24:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v82, v78
	s_nop 1
	v_permlane32_swap_b32_e32 v78, v82
.Ltmp25:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v78, v180, v78, v82
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[64:65], v[64:65], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v81, v81, v78
	v_pk_add_f32 v[72:73], v[72:73], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[78:79] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v79, v79, v78
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v86, v64
	v_exp_f32_e32 v87, v65
	v_exp_f32_e32 v92, v66
	v_exp_f32_e32 v93, v67
	v_exp_f32_e32 v94, v68
	v_exp_f32_e32 v95, v69
	v_exp_f32_e32 v96, v70
	v_exp_f32_e32 v97, v71
	v_exp_f32_e32 v98, v81
	v_exp_f32_e32 v99, v72
	v_exp_f32_e32 v72, v73
	v_exp_f32_e32 v73, v74
	v_exp_f32_e32 v100, v75
	v_exp_f32_e32 v101, v76
	v_exp_f32_e32 v102, v77
	v_exp_f32_e32 v103, v79
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v64, v180, v78
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v67, v64
.Ltmp26:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[64:65], v[86:87], v[92:93]
	v_pk_add_f32 v[68:69], v[94:95], v[96:97]
	v_pk_add_f32 v[70:71], v[98:99], v[72:73]
	v_pk_add_f32 v[74:75], v[100:101], v[102:103]
	v_pk_add_f32 v[64:65], v[64:65], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[74:75]
.Ltmp27:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v81, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v87, v98, v99, 1.0
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[64:65], v[64:65], v[68:69]
.Ltmp29:
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v71, 0x108, v151
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v87, v72, v73, 1.0 op_sel:[0,0,0,1]
	v_mov_b32_e32 v73, 0x108
	v_cmp_eq_u32_e32 vcc, 0, v195
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v68, v64, v65
.Ltmp31:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshlrev_b32_e32 v64, 2, v194
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_lshlrev_b32_e32 v70, 9, v149
	v_add_u32_e32 v71, s78, v71
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cndmask_b32_e64 v73, v73, 0, vcc
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshl_or_b32 v65, s74, 1, v64
	v_or_b32_e32 v64, s76, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_lshlrev_b32_e32 v74, 4, v149
	v_add3_u32 v70, v71, v155, v70
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v81, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v73, s16, v73, v194 bitop3:0xf6
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v66, 0, v65
	v_add_u32_e32 v65, 0, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v70, v70, s16, v74
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_add_u32_e32 v92, 0, v73
	v_lshrrev_b32_e32 v93, 8, v81
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v66, v67 offset:33280
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v64, v65 offset:33280
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[88:89], v70
	ds_read_b64_tr_b8 v[82:83], v70 offset:64
	ds_read_b64_tr_b8 v[76:77], v70 offset:128
	ds_read_b64_tr_b8 v[74:75], v70 offset:192
	ds_read_b64_tr_b8 v[90:91], v70 offset:512
	ds_read_b64_tr_b8 v[84:85], v70 offset:576
	ds_read_b64_tr_b8 v[78:79], v70 offset:640
	ds_read_b64_tr_b8 v[70:71], v70 offset:704
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v92, v81 offset:33248
	ds_write_b8 v92, v93 offset:33312
	ds_write_b8_d16_hi v92, v81 offset:33376
	v_lshrrev_b32_e32 v81, 24, v81
	v_cvt_scalef32_pk_fp8_f32 v86, v94, v95, 1.0
	ds_write_b8 v92, v81 offset:33440
	ds_write_b8 v92, v87 offset:34272
	v_lshrrev_b32_e32 v81, 8, v87
	v_cvt_scalef32_pk_fp8_f32 v86, v96, v97, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v92, v81 offset:34336
	ds_write_b8_d16_hi v92, v87 offset:34400
	v_lshrrev_b32_e32 v81, 24, v87
	v_cvt_scalef32_pk_fp8_f32 v72, v100, v101, 1.0
	ds_write_b8 v92, v81 offset:34464
	v_xad_u32 v73, v73, 16, 0
	v_lshrrev_b32_e32 v81, 8, v86
	v_cvt_scalef32_pk_fp8_f32 v72, v102, v103, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v73, v81 offset:33824
	ds_write_b8_d16_hi v73, v86 offset:33888
	v_lshrrev_b32_e32 v81, 24, v86
	ds_write_b8 v73, v81 offset:33952
	ds_write_b8 v73, v72 offset:34784
	v_lshrrev_b32_e32 v81, 8, v72
	ds_write_b8 v73, v81 offset:34848
	ds_write_b8_d16_hi v73, v72 offset:34912
	v_lshrrev_b32_e32 v72, 24, v72
	ds_write_b8 v73, v72 offset:34976
	v_mov_b32_e32 v72, 0x210
	v_cndmask_b32_e64 v72, v72, 0, vcc
	ds_write_b8 v73, v86 offset:33760
	v_lshl_or_b32 v73, v149, 5, v160
	v_and_or_b32 v72, v151, 8, v72
	v_xad_u32 v72, v72, v73, s72
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[86:87], v72 offset:33248
	ds_read_b64_tr_b8 v[72:73], v72 offset:34272
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_and_b64 s[0:1], s[70:71], exec
.Ltmp32:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v69, v68
.Ltmp33:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v68, v69
	s_cbranch_scc1 .LBB0_52
.Ltmp35:
; %bb.51:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[64:65] op_sel_hi:[1,0]
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[88:89], v[86:87], v[0:15]
.Ltmp36:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v64, v68, v69
.Ltmp37:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v64, v147, v67
	v_mov_b32_e32 v147, v64
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[82:83], v[86:87], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[86:87], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[74:75], v[86:87], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[90:91], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[84:85], v[72:73], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[78:79], v[72:73], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[70:71], v[72:73], v[48:63]
.LBB0_52:
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v64, s72, v152
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s33, v64
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_write_b32 v66, v147
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_54
; %bb.53:                               ; %.critedge
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_read_b32 v66, v65
	.loc	1 86 20                         ; corpus_make.py:86:20
	s_mul_i32 s0, s68, s17
	.loc	1 86 14 is_stmt 0               ; corpus_make.py:86:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s14, s0
	.loc	1 86 39                         ; corpus_make.py:86:39
	v_mul_lo_u32 v64, v64, s69
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_addc_u32 s1, s15, s1
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[64:65], 2, s[0:1]
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v70, s[0:1], v66, v66, v63
	v_rcp_f32_e32 v71, v70
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v67, s16, v80
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshlrev_b32_e32 v68, 2, v67
	v_mov_b32_e32 v69, 0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_fma_f32 v67, -v70, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v63, v66, v63
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[68:69]
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v69, -v70, v68, v67
	v_fmac_f32_e32 v68, v69, v71
	v_div_scale_f32 v69, s[0:1], v66, v66, v62
	v_fma_f32 v67, -v70, v68, v67
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v63, v67, v66, v63
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v62, v66, v62
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v61
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v62, v67, v66, v62
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v61, v66, v61
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v60
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v61, v67, v66, v61
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v60, v66, v60
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v59
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v60, v67, v66, v60
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v59, v66, v59
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v58
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v59, v67, v66, v59
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v58, v66, v58
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v57
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v58, v67, v66, v58
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v57, v66, v57
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v56
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v57, v67, v66, v57
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v56, v66, v56
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v55
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v56, v67, v66, v56
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v55, v66, v55
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v54
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v55, v67, v66, v55
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v54, v66, v54
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v53
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v54, v67, v66, v54
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v53, v66, v53
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v52
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v53, v67, v66, v53
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v52, v66, v52
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v51
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v52, v67, v66, v52
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v51, v66, v51
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v50
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v51, v67, v66, v51
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v50, v66, v50
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v49
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v50, v67, v66, v50
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v49, v66, v49
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v48
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v49, v67, v66, v49
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v48, v66, v48
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v47
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v48, v67, v66, v48
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v47, v66, v47
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v46
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v47, v67, v66, v47
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v46, v66, v46
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v45
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v46, v67, v66, v46
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v45, v66, v45
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v44
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v45, v67, v66, v45
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v44, v66, v44
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v43
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v44, v67, v66, v44
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v43, v66, v43
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v42
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v43, v67, v66, v43
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v42, v66, v42
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v41
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v42, v67, v66, v42
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v41, v66, v41
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v40
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v41, v67, v66, v41
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v40, v66, v40
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v39
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v40, v67, v66, v40
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v39, v66, v39
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v38
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v39, v67, v66, v39
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v38, v66, v38
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v37
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v38, v67, v66, v38
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v37, v66, v37
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v36
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v37, v67, v66, v37
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v36, v66, v36
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v35
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v36, v67, v66, v36
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v35, v66, v35
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v34
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v35, v67, v66, v35
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v34, v66, v34
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v33
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v34, v67, v66, v34
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v33, v66, v33
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v32
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v33, v67, v66, v33
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v32, v66, v32
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v31
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v32, v67, v66, v32
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v31, v66, v31
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v30
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v31, v67, v66, v31
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v30, v66, v30
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v29
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v30, v67, v66, v30
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v29, v66, v29
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v28
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v29, v67, v66, v29
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v28, v66, v28
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v27
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v28, v67, v66, v28
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v27, v66, v27
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v26
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v27, v67, v66, v27
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v26, v66, v26
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v25
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v26, v67, v66, v26
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v25, v66, v25
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v24
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v25, v67, v66, v25
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v24, v66, v24
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v23
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v24, v67, v66, v24
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v23, v66, v23
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v22
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v23, v67, v66, v23
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v22, v66, v22
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v21
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v22, v67, v66, v22
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v21, v66, v21
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v20
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v21, v67, v66, v21
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v20, v66, v20
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v19
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v20, v67, v66, v20
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v19, v66, v19
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v18
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v19, v67, v66, v19
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v18, v66, v18
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v17
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v18, v67, v66, v18
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v17, v66, v17
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v16
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v17, v67, v66, v17
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v16, v66, v16
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v15
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v16, v67, v66, v16
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v15, v66, v15
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v14
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v15, v67, v66, v15
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v14, v66, v14
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v13
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v14, v67, v66, v14
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v13, v66, v13
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v12
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v13, v67, v66, v13
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v12, v66, v12
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v11
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v12, v67, v66, v12
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v11, v66, v11
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v10
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v11, v67, v66, v11
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v10, v66, v10
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v9
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v10, v67, v66, v10
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v9, v66, v9
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v8
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v9, v67, v66, v9
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v8, v66, v8
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v0
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v8, v67, v66, v8
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v0, v66, v0
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v1
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v0, v67, v66, v0
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v1, v66, v1
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v2
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v1, v67, v66, v1
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v2, v66, v2
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v3
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v2, v67, v66, v2
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v3, v66, v3
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v7
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v3, v67, v66, v3
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v7, v66, v7
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v6
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v7, v67, v66, v7
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v6, v66, v6
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v5
	v_rcp_f32_e32 v71, v69
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v6, v67, v66, v6
	v_fma_f32 v67, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v67, v71
	v_div_scale_f32 v67, vcc, v5, v66, v5
	v_mul_f32_e32 v68, v67, v71
	v_fma_f32 v70, -v69, v68, v67
	v_fmac_f32_e32 v68, v70, v71
	v_fma_f32 v67, -v69, v68, v67
	v_div_scale_f32 v69, s[0:1], v66, v66, v4
	v_rcp_f32_e32 v70, v69
	v_div_fmas_f32 v67, v67, v71, v68
	v_div_fixup_f32 v5, v67, v66, v5
	v_fma_f32 v67, -v69, v70, 1.0
	v_fmac_f32_e32 v70, v67, v70
	v_div_scale_f32 v67, vcc, v4, v66, v4
	v_mul_f32_e32 v68, v67, v70
	v_fma_f32 v71, -v69, v68, v67
	v_fmac_f32_e32 v68, v71, v70
	v_fma_f32 v67, -v69, v68, v67
	v_div_fmas_f32 v67, v67, v70, v68
	v_div_fixup_f32 v4, v67, v66, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	global_store_dwordx4 v[64:65], v[0:3], off
	global_store_dwordx4 v[64:65], v[4:7], off offset:32
	global_store_dwordx4 v[64:65], v[8:11], off offset:64
	global_store_dwordx4 v[64:65], v[12:15], off offset:96
	global_store_dwordx4 v[64:65], v[16:19], off offset:256
	global_store_dwordx4 v[64:65], v[20:23], off offset:288
	global_store_dwordx4 v[64:65], v[24:27], off offset:320
	global_store_dwordx4 v[64:65], v[28:31], off offset:352
	global_store_dwordx4 v[64:65], v[32:35], off offset:512
	global_store_dwordx4 v[64:65], v[36:39], off offset:544
	global_store_dwordx4 v[64:65], v[40:43], off offset:576
	global_store_dwordx4 v[64:65], v[44:47], off offset:608
	global_store_dwordx4 v[64:65], v[48:51], off offset:768
	global_store_dwordx4 v[64:65], v[52:55], off offset:800
	global_store_dwordx4 v[64:65], v[56:59], off offset:832
	global_store_dwordx4 v[64:65], v[60:63], off offset:864
.LBB0_54:                               ; %.critedge28
	.loc	1 41 1                          ; corpus_make.py:41:1
	s_endpgm
.Ltmp38:
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
		.amdhsa_next_free_vgpr 336
		.amdhsa_next_free_sgpr 87
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
	.set .Lattn_fwd.num_agpr, 80
	.set .Lattn_fwd.numbered_sgpr, 87
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15140
; TotalNumSgprs: 93
; NumVgprs: 256
; NumAgprs: 80
; TotalNumVgprs: 336
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 41
; NumSGPRsForWavesPerEU: 93
; NumVGPRsForWavesPerEU: 336
; AccumOffset: 256
; Occupancy: 1
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
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
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
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
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
  - .agpr_count:     80
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
    .sgpr_count:     93
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     336
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
