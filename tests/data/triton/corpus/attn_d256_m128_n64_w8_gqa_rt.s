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
; %bb.56:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.57:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s28, s[4:5], 0x24
	s_load_dwordx2 s[0:1], s[4:5], 0x2c
	s_load_dword s21, s[4:5], 0x34
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s20, s0
	v_cvt_f32_u32_e32 v2, s20
	v_and_b32_e32 v1, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v121, 63, v0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s19, v1
	.loc	1 52 19                         ; corpus_make.py:52:19
	v_rcp_f32_e32 v2, v2
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s18, s19, 0x30006
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s33, s18, 6
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	s_lshl_b32 s29, s16, 7
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v3, v2
	s_sub_i32 s2, 0, s20
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v2, s33, v121
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_mul_i32 s1, s1, s17
	.loc	1 52 19                         ; corpus_make.py:52:19
	v_readfirstlane_b32 s16, v3
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v4, 4, v2
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_mul_i32 s2, s2, s16
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_ashr_i32 s3, s1, 31
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_and_b32_e32 v3, 15, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v6, 0
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	s_mul_hi_u32 s22, s16, s2
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v4, s29, v4
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s2, s8, s1
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v8, 4, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v9, v6
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s28, v4
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_addc_u32 s3, s9, s3
	v_accvgpr_write_b32 a79, v9
	v_accvgpr_write_b32 a78, v8
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 57 9 is_stmt 0                ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; corpus_make.py:0:9
	v_mul_lo_u32 v8, v4, s21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_accvgpr_read_b32 v10, a78
	v_accvgpr_read_b32 v11, a79
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[10:13], v[8:9], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v0, 32, v4
	.loc	1 0 0 is_stmt 0                 ; corpus_make.py:0
	s_abs_i32 s8, s17
	s_add_i32 s16, s16, s22
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s28, v0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v6, v0, s21
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_accvgpr_read_b32 v8, a78
	v_accvgpr_read_b32 v9, a79
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[6:9], v[6:7], off
.LBB0_4:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v0, 64, v4
	.loc	1 0 0 is_stmt 0                 ; corpus_make.py:0
	s_mul_hi_u32 s9, s8, s16
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s28, v0
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
	v_mul_lo_u32 v16, v0, s21
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[16:17]
	v_accvgpr_read_b32 v18, a78
	v_accvgpr_read_b32 v19, a79
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[18:21], v[16:17], off
.LBB0_6:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s16, s[4:5], 0x28
	s_load_dword s6, s[4:5], 0x38
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v0, 0x60, v4
	.loc	1 0 0 is_stmt 0                 ; corpus_make.py:0
	s_ashr_i32 s22, s17, 31
	s_ashr_i32 s23, s0, 31
	.loc	1 53 14                         ; corpus_make.py:53:14
	s_movk_i32 s7, 0x60
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s28, v0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v4, v0, s21
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_accvgpr_read_b32 v14, a78
	v_accvgpr_read_b32 v15, a79
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[14:15]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[14:17], v[4:5], off
.LBB0_8:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 52 19 is_stmt 1               ; corpus_make.py:52:19
	s_mul_i32 s1, s9, s20
	s_sub_i32 s1, s8, s1
	s_xor_b32 s0, s22, s23
	s_add_i32 s2, s9, 1
	s_sub_i32 s3, s1, s20
	s_cmp_ge_u32 s1, s20
	s_cselect_b32 s2, s2, s9
	s_cselect_b32 s1, s3, s1
	s_add_i32 s3, s2, 1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v5, 4, v2
	v_and_b32_e32 v22, 0xf0, v2
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_cmp_ge_u32 s1, s20
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v23, 31, v1
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v0, 32, v1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_xad_u32 v5, v5, v22, 0
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_cselect_b32 s1, s3, s2
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[10:13]
	ds_write_b128 v5, v[6:9] offset:8192
	ds_write_b128 v5, v[18:21] offset:16384
	ds_write_b128 v5, v[14:17] offset:24576
	v_lshlrev_b32_e32 v5, 8, v23
	s_and_b32 s34, s33, 0xc0
	v_lshrrev_b32_e32 v8, 1, v0
	v_accvgpr_read_b32 v6, a78
	v_lshl_or_b32 v5, s34, 7, v5
	v_accvgpr_read_b32 v7, a79
	v_xor_b32_e32 v6, v6, v8
	v_or_b32_e32 v7, v5, v6
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_xor_b32 s1, s1, s0
	v_accvgpr_write_b32 a118, v8
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v8, 0, v7
	.loc	1 52 19                         ; corpus_make.py:52:19
	s_sub_i32 s20, s1, s0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v9, v7, 32, 0
	ds_read_b128 v[72:75], v8
	ds_read_b128 v[68:71], v9
	v_xad_u32 v7, v7, 64, 0
	v_bitop3_b32 v8, v5, s7, v6 bitop3:0x36
	s_movk_i32 s1, 0x80
	v_add_u32_e32 v8, 0, v8
	ds_read_b128 v[98:101], v7
	ds_read_b128 v[102:105], v8
	v_bitop3_b32 v7, v5, s1, v6 bitop3:0x36
	s_movk_i32 s1, 0xa0
	s_movk_i32 s0, 0xc0
	v_add_u32_e32 v7, 0, v7
	v_bitop3_b32 v8, v5, s1, v6 bitop3:0x36
	scratch_store_dword off, v23, off offset:152 ; 4-byte Folded Spill
	v_add_u32_e32 v8, 0, v8
	ds_read_b128 v[20:23], v7
	ds_read_b128 v[26:29], v8
	v_bitop3_b32 v7, v5, s0, v6 bitop3:0x36
	s_movk_i32 s0, 0xe0
	v_bitop3_b32 v5, v5, s0, v6 bitop3:0x36
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_mul_i32 s0, s20, s6
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	.loc	1 57 9 is_stmt 1                ; corpus_make.py:57:9
	v_add_u32_e32 v7, 0, v7
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_add_u32 s0, s10, s0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v5, 0, v5
	ds_read_b128 v[12:15], v7
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[16:19], v5
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_addc_u32 s1, s11, s1
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_and_b32_e32 v42, 48, v1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s16, 0
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v4, s18, v42
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s16, 1
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v4
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s36, s18, 0x410
	s_or_b64 s[6:7], s[6:7], vcc
	v_lshl_add_u32 v6, v121, 4, s36
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[8:9], exec, s[8:9]
; %bb.9:                                ; %.critedge158
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11] offset:33760
; %bb.10:                               ; %Flow611
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s10, s[4:5], 0x3c
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v4, s10
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_accvgpr_read_b32 v10, a78
	v_accvgpr_read_b32 v11, a79
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s36, 0x83e0
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_12:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v5, 8, v4
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v5
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[2:3], s[2:3], -1
	s_or_b64 s[8:9], s[2:3], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.13:                               ; %.critedge160
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11] offset:42080
; %bb.14:                               ; %Flow610
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	s_load_dword s11, s[4:5], 0x40
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v5, s10
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_accvgpr_read_b32 v8, a78
	v_accvgpr_read_b32 v9, a79
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s36, 0xa460
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_16:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 64 18 is_stmt 1               ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s20, s20, s11
	.loc	1 64 14 is_stmt 0               ; corpus_make.py:64:14
	s_ashr_i32 s3, s20, 31
	s_add_u32 s2, s12, s20
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	s_mul_i32 s37, s18, 0x420
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_addc_u32 s3, s13, s3
	v_lshl_add_u32 v6, v121, 4, s37
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_barrier
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_xor_b64 s[6:7], exec, s[12:13]
	s_cbranch_execnz .LBB0_24
; %bb.17:                               ; %Flow609
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s11, s[4:5], 0x44
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_25
.LBB0_18:
	s_or_b64 exec, exec, s[6:7]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_xor_b64 s[6:7], exec, s[6:7]
.LBB0_19:                               ; %.critedge164
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11] offset:8448
                                        ; implicit-def: $vgpr5
.LBB0_20:                               ; %Flow607
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s9, s[4:5], 0x20
	s_lshr_b32 s8, s19, 6
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_22
; %bb.21:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v5, s11
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_accvgpr_read_b32 v6, a78
	v_accvgpr_read_b32 v7, a79
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s37, 0x2100
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.LBB0_22:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v4, 0x3fb8aa3b
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v4, s9, v4
	v_accvgpr_write_b32 a120, v4
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v4, 3, v0
	v_or_b32_e32 v5, 3, v4
	scratch_store_dword off, v5, off offset:36 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 2, v4
	scratch_store_dword off, v5, off offset:100 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 11, v4
	scratch_store_dword off, v5, off offset:84 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 10, v4
	scratch_store_dword off, v5, off offset:88 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 9, v4
	scratch_store_dword off, v5, off offset:92 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 8, v4
	scratch_store_dword off, v5, off offset:96 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 32, v4
	scratch_store_dword off, v5, off offset:72 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 27, v4
	scratch_store_dword off, v5, off offset:60 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 26, v4
	scratch_store_dword off, v5, off offset:68 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 25, v4
	scratch_store_dword off, v5, off offset:76 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 24, v4
	scratch_store_dword off, v5, off offset:64 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 19, v4
	scratch_store_dword off, v5, off offset:40 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 18, v4
	scratch_store_dword off, v5, off offset:44 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 17, v4
	scratch_store_dword off, v5, off offset:48 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 49, v4
	scratch_store_dword off, v5, off offset:52 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 48, v4
	scratch_store_dword off, v5, off offset:56 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 43, v4
	; asyncmark
	scratch_store_dword off, v5, off offset:80 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 42, v4
	scratch_store_dword off, v5, off offset:104 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 41, v4
	v_accvgpr_write_b32 a119, v5
	v_or_b32_e32 v5, 40, v4
	scratch_store_dword off, v5, off offset:116 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 35, v4
	scratch_store_dword off, v5, off offset:108 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 34, v4
	scratch_store_dword off, v5, off offset:128 ; 4-byte Folded Spill
	v_or_b32_e32 v5, 58, v4
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[72:73]
	scratch_store_dword off, v5, off offset:112 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 57, v4
	scratch_store_dwordx2 off, v[6:7], off offset:160 ; 8-byte Folded Spill
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[74:75]
	scratch_store_dword off, v5, off offset:132 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 56, v4
	scratch_store_dwordx2 off, v[6:7], off offset:496 ; 8-byte Folded Spill
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[68:69]
	scratch_store_dword off, v5, off offset:120 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 51, v4
	scratch_store_dwordx2 off, v[6:7], off offset:168 ; 8-byte Folded Spill
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[70:71]
	scratch_store_dword off, v5, off offset:136 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 59, v4
	scratch_store_dwordx2 off, v[6:7], off offset:504 ; 8-byte Folded Spill
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[98:99]
	scratch_store_dword off, v5, off offset:124 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 50, v4
	v_accvgpr_write_b32 a24, v6
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[100:101]
	scratch_store_dword off, v5, off offset:140 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 33, v4
	v_accvgpr_write_b32 a26, v6
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[102:103]
	scratch_store_dword off, v5, off offset:144 ; 4-byte Folded Spill
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 16, v4
	v_accvgpr_write_b32 a28, v6
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[104:105]
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s9, s8, 4
	.loc	1 57 70                         ; corpus_make.py:57:70
	s_lshl_b32 s35, s8, 5
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_sub_i32 s38, s16, 64
	scratch_store_dword off, v5, off offset:148 ; 4-byte Folded Spill
	v_accvgpr_write_b32 a30, v6
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[6:7], 24, v[28:29]
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v5, 1, v4
	s_mov_b32 s8, 0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s38, 0
	v_and_b32_e32 v97, 16, v1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[34:35], 24, v[20:21]
	v_lshrrev_b64 v[46:47], 24, v[22:23]
	v_lshrrev_b64 v[40:41], 24, v[26:27]
	v_accvgpr_write_b32 a0, v6
	v_lshrrev_b64 v[6:7], 24, v[12:13]
	v_lshrrev_b64 v[10:11], 24, v[14:15]
	v_lshrrev_b64 v[32:33], 24, v[16:17]
	v_lshrrev_b64 v[44:45], 24, v[18:19]
	v_mov_b32_e32 v8, v4
	v_accvgpr_write_b32 a109, v5
	.loc	1 54 14                         ; corpus_make.py:54:14
	scratch_store_dwordx4 off, v[8:11], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[12:15], off offset:16 ; 16-byte Folded Spill
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc1 .LBB0_26
; %bb.23:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_mov_b64 s[6:7], 0
	v_accvgpr_write_b32 a16, s16
	v_accvgpr_write_b32 a17, s17
	v_accvgpr_write_b32 a18, s18
	v_accvgpr_write_b32 a19, s19
	v_accvgpr_write_b32 a20, s20
	v_accvgpr_write_b32 a21, s21
	v_accvgpr_write_b32 a22, s22
	v_accvgpr_write_b32 a23, s23
	s_branch .LBB0_27
.LBB0_24:                               ; %.critedge162
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11]
                                        ; implicit-def: $vgpr4
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s11, s[4:5], 0x44
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_18
.LBB0_25:
	.loc	1 81 30                         ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v4, s11
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_accvgpr_read_b32 v10, a78
	v_accvgpr_read_b32 v11, a79
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[10:11]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s37
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execnz .LBB0_19
	s_branch .LBB0_20
.LBB0_26:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $agpr16_agpr17_agpr18_agpr19_agpr20_agpr21_agpr22_agpr23
.LBB0_27:                               ; %Flow605
	v_lshrrev_b32_e32 v4, 8, v72
	v_accvgpr_write_b32 a5, v4
	v_lshrrev_b32_e32 v4, 16, v73
	v_accvgpr_write_b32 a6, v4
	v_lshrrev_b32_e32 v4, 24, v73
	v_accvgpr_write_b32 a8, v4
	v_lshrrev_b32_e32 v4, 8, v74
	v_accvgpr_write_b32 a7, v4
	v_lshrrev_b32_e32 v4, 16, v74
	v_accvgpr_write_b32 a9, v4
	v_lshrrev_b32_e32 v4, 8, v98
	v_accvgpr_write_b32 a1, v4
	v_lshrrev_b32_e32 v4, 8, v99
	s_and_b32 s31, s9, 0x60
	s_and_b32 s30, s35, 32
	v_accvgpr_write_b32 a3, v4
	v_lshrrev_b32_e32 v4, 16, v99
	s_and_b64 s[6:7], s[6:7], exec
	v_accvgpr_write_b32 a4, v4
	v_lshrrev_b32_e32 v4, 24, v99
	s_cselect_b32 s6, 1, 0
	v_lshlrev_b32_e32 v3, 10, v3
	v_lshrrev_b32_e32 v79, 16, v72
	v_lshrrev_b32_e32 v43, 8, v73
	v_lshrrev_b32_e32 v109, 8, v75
	v_lshrrev_b32_e32 v93, 16, v75
	v_lshrrev_b32_e32 v94, 24, v75
	v_lshrrev_b32_e32 v112, 8, v68
	v_lshrrev_b32_e32 v120, 16, v68
	v_lshrrev_b32_e32 v114, 8, v69
	v_lshrrev_b32_e32 v96, 16, v69
	v_lshrrev_b32_e32 v107, 24, v69
	v_lshrrev_b32_e32 v116, 8, v70
	v_lshrrev_b32_e32 v111, 16, v70
	v_lshrrev_b32_e32 v118, 8, v71
	v_lshrrev_b32_e32 v106, 16, v71
	v_lshrrev_b32_e32 v110, 24, v71
	v_lshrrev_b32_e32 v80, 16, v98
	v_accvgpr_write_b32 a2, v4
	v_lshrrev_b32_e32 v64, 8, v100
	v_lshrrev_b32_e32 v65, 16, v100
	v_lshrrev_b32_e32 v66, 8, v101
	v_lshrrev_b32_e32 v67, 16, v101
	v_lshrrev_b32_e32 v76, 24, v101
	v_lshrrev_b32_e32 v89, 8, v102
	v_lshrrev_b32_e32 v78, 16, v102
	v_lshrrev_b32_e32 v84, 8, v103
	v_lshrrev_b32_e32 v83, 16, v103
	v_lshrrev_b32_e32 v85, 24, v103
	v_lshrrev_b32_e32 v86, 8, v104
	v_lshrrev_b32_e32 v87, 16, v104
	v_lshrrev_b32_e32 v88, 8, v105
	v_lshrrev_b32_e32 v91, 16, v105
	v_lshrrev_b32_e32 v92, 24, v105
	v_lshrrev_b32_e32 v31, 8, v20
	v_lshrrev_b32_e32 v33, 16, v20
	v_lshrrev_b32_e32 v37, 8, v21
	v_lshrrev_b32_e32 v39, 16, v21
	v_lshrrev_b32_e32 v95, 24, v21
	v_lshrrev_b32_e32 v122, 8, v22
	v_lshrrev_b32_e32 v50, 16, v22
	v_lshrrev_b32_e32 v53, 8, v23
	v_lshrrev_b32_e32 v54, 16, v23
	v_lshrrev_b32_e32 v55, 24, v23
	v_lshrrev_b32_e32 v58, 8, v26
	v_lshrrev_b32_e32 v59, 16, v26
	v_lshrrev_b32_e32 v61, 8, v27
	v_lshrrev_b32_e32 v62, 16, v27
	v_lshrrev_b32_e32 v125, 24, v27
	v_lshrrev_b32_e32 v77, 8, v28
	v_lshrrev_b32_e32 v81, 16, v28
	v_lshrrev_b32_e32 v108, 8, v29
	v_lshrrev_b32_e32 v90, 16, v29
	v_lshrrev_b32_e32 v82, 24, v29
	v_lshrrev_b32_e32 v126, 8, v12
	v_lshrrev_b32_e32 v115, 16, v12
	v_lshrrev_b32_e32 v5, 8, v13
	v_lshrrev_b32_e32 v25, 16, v13
	v_lshrrev_b32_e32 v35, 24, v13
	v_lshrrev_b32_e32 v41, 8, v14
	v_lshrrev_b32_e32 v30, 16, v14
	v_lshrrev_b32_e32 v36, 8, v15
	v_lshrrev_b32_e32 v38, 16, v15
	v_lshrrev_b32_e32 v24, 24, v15
	v_lshrrev_b32_e32 v51, 8, v16
	v_lshrrev_b32_e32 v52, 16, v16
	v_lshrrev_b32_e32 v56, 8, v17
	v_lshrrev_b32_e32 v57, 16, v17
	v_lshrrev_b32_e32 v60, 24, v17
	v_lshrrev_b32_e32 v63, 8, v18
	v_lshrrev_b32_e32 v127, 16, v18
	v_lshrrev_b32_e32 v119, 8, v19
	v_lshrrev_b32_e32 v113, 16, v19
	v_lshrrev_b32_e32 v117, 24, v19
	s_cmp_lg_u32 s6, 1
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v124, 0xff800000
	v_accvgpr_write_b32 a65, v3
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v3, 9, v1
	v_lshlrev_b32_e32 v8, 3, v1
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_lshlrev_b32_e32 v9, 6, v1
	v_lshlrev_b32_e32 v7, 2, v1
	v_mov_b32_e32 v49, 0
	scratch_store_dword off, v0, off offset:156 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:32 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, a[0:1], off offset:196 ; 8-byte Folded Spill
	scratch_store_dword off, v39, off offset:204 ; 4-byte Folded Spill
	scratch_store_dword off, v95, off offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:212 ; 4-byte Folded Spill
	scratch_store_dword off, v33, off offset:216 ; 4-byte Folded Spill
	scratch_store_dword off, v37, off offset:228 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:232 ; 4-byte Folded Spill
	scratch_store_dword off, v54, off offset:236 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off offset:240 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:252 ; 4-byte Folded Spill
	scratch_store_dword off, v58, off offset:256 ; 4-byte Folded Spill
	scratch_store_dword off, v59, off offset:260 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:272 ; 4-byte Folded Spill
	scratch_store_dword off, v62, off offset:276 ; 4-byte Folded Spill
	scratch_store_dword off, v122, off offset:280 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[20:23], off offset:284 ; 16-byte Folded Spill
	scratch_store_dword off, v63, off offset:308 ; 4-byte Folded Spill
	scratch_store_dword off, v36, off offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v5, off offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v30, off offset:328 ; 4-byte Folded Spill
	scratch_store_dword off, v24, off offset:332 ; 4-byte Folded Spill
	scratch_store_dword off, v35, off offset:336 ; 4-byte Folded Spill
	scratch_store_dword off, v52, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v25, off offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v38, off offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:368 ; 4-byte Folded Spill
	scratch_store_dword off, v51, off offset:372 ; 4-byte Folded Spill
	scratch_store_dword off, v56, off offset:376 ; 4-byte Folded Spill
	scratch_store_dword off, v60, off offset:380 ; 4-byte Folded Spill
	scratch_store_dword off, v57, off offset:384 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:388 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[16:19], off offset:404 ; 16-byte Folded Spill
	scratch_store_dword off, v76, off offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v90, off offset:424 ; 4-byte Folded Spill
	scratch_store_dword off, v67, off offset:428 ; 4-byte Folded Spill
	scratch_store_dword off, v66, off offset:432 ; 4-byte Folded Spill
	scratch_store_dword off, v89, off offset:436 ; 4-byte Folded Spill
	scratch_store_dword off, v108, off offset:440 ; 4-byte Folded Spill
	scratch_store_dword off, v82, off offset:444 ; 4-byte Folded Spill
	scratch_store_dword off, v65, off offset:448 ; 4-byte Folded Spill
	scratch_store_dword off, v86, off offset:452 ; 4-byte Folded Spill
	scratch_store_dword off, v91, off offset:456 ; 4-byte Folded Spill
	scratch_store_dword off, v92, off offset:460 ; 4-byte Folded Spill
	scratch_store_dword off, v83, off offset:464 ; 4-byte Folded Spill
	scratch_store_dword off, v84, off offset:468 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[26:29], off offset:472 ; 16-byte Folded Spill
	scratch_store_dword off, v78, off offset:488 ; 4-byte Folded Spill
	scratch_store_dword off, v88, off offset:492 ; 4-byte Folded Spill
	scratch_store_dword off, v9, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v4, off offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v87, off offset:512 ; 4-byte Folded Spill
	scratch_store_dword off, v85, off offset:516 ; 4-byte Folded Spill
	scratch_store_dword off, v79, off offset:520 ; 4-byte Folded Spill
	scratch_store_dword off, v7, off offset:188 ; 4-byte Folded Spill
	scratch_store_dword off, v64, off offset:192 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_46
; %bb.28:                               ; %.lr.ph
	v_mov_b32_e32 v124, v10
	v_accvgpr_read_b32 v10, a78
	v_accvgpr_read_b32 v11, a79
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[10:11]
	v_accvgpr_write_b32 a67, v1
	v_accvgpr_write_b32 a66, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[10:11]
	s_mov_b32 s0, 0xc0c0004
	v_accvgpr_write_b32 a69, v1
	v_accvgpr_write_b32 a68, v0
	v_perm_b32 v1, v71, v118, s0
	v_perm_b32 v2, v106, v110, s0
	v_lshrrev_b64 v[10:11], 24, v[70:71]
	v_lshl_or_b32 v49, v2, 16, v1
	v_perm_b32 v2, v111, v10, s0
	scratch_load_dwordx2 v[10:11], off, off offset:168 ; 8-byte Folded Reload
	v_perm_b32 v1, v70, v116, s0
	v_lshl_or_b32 v48, v2, 16, v1
	v_perm_b32 v1, v69, v114, s0
	v_perm_b32 v2, v96, v107, s0
	v_lshl_or_b32 v47, v2, 16, v1
	v_perm_b32 v1, v68, v112, s0
	scratch_store_dword off, v96, off offset:704 ; 4-byte Folded Spill
	scratch_store_dword off, v107, off offset:720 ; 4-byte Folded Spill
	v_mov_b32_e32 v96, v46
	v_accvgpr_read_b32 v0, a7
	scratch_store_dword off, v0, off offset:744 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[68:71], off offset:524 ; 16-byte Folded Spill
	scratch_store_dword off, v112, off offset:724 ; 4-byte Folded Spill
	scratch_store_dword off, v43, off offset:748 ; 4-byte Folded Spill
	v_mov_b32_e32 v70, v44
	v_mov_b32_e32 v68, v42
	s_and_b32 s1, s33, 0x80
	s_lshl1_add_u32 s2, s1, 0x10600
	v_and_b32_e32 v7, 48, v7
	v_and_b32_e32 v8, 8, v8
	v_accvgpr_write_b32 a32, 0
	scratch_store_dword off, v106, off offset:712 ; 4-byte Folded Spill
	scratch_store_dword off, v110, off offset:716 ; 4-byte Folded Spill
	scratch_store_dword off, v116, off offset:732 ; 4-byte Folded Spill
	scratch_store_dword off, v125, off offset:600 ; 4-byte Folded Spill
	scratch_store_dword off, v113, off offset:608 ; 4-byte Folded Spill
	scratch_store_dword off, v117, off offset:620 ; 4-byte Folded Spill
	s_mov_b32 s43, 0
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_accvgpr_mov_b32 a52, a120
	v_accvgpr_mov_b32 a53, a120
	v_accvgpr_mov_b32 a96, a120
	v_accvgpr_mov_b32 a97, a120
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s39, s11, 6
	s_lshl_b32 s40, s10, 6
	s_mov_b32 s6, 0x83e0
	v_accvgpr_write_b32 a108, 0
	v_accvgpr_mov_b32 a33, a32
	v_accvgpr_mov_b32 a34, a32
	v_accvgpr_mov_b32 a35, a32
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	scratch_store_dword off, v118, off offset:736 ; 4-byte Folded Spill
	scratch_store_dword off, v111, off offset:708 ; 4-byte Folded Spill
	scratch_store_dword off, v114, off offset:728 ; 4-byte Folded Spill
	scratch_store_dword off, v120, off offset:700 ; 4-byte Folded Spill
	scratch_store_dword off, v109, off offset:740 ; 4-byte Folded Spill
	scratch_store_dword off, v93, off offset:688 ; 4-byte Folded Spill
	scratch_store_dword off, v94, off offset:692 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[72:75], off offset:540 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[102:105], off offset:556 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[98:101], off offset:572 ; 16-byte Folded Spill
	scratch_store_dword off, v77, off offset:612 ; 4-byte Folded Spill
	scratch_store_dword off, v81, off offset:616 ; 4-byte Folded Spill
	scratch_store_dword off, v119, off offset:604 ; 4-byte Folded Spill
	scratch_store_dword off, v126, off offset:588 ; 4-byte Folded Spill
	s_waitcnt vmcnt(26)
	v_perm_b32 v2, v120, v10, s0
	v_lshl_or_b32 v46, v2, 16, v1
	v_perm_b32 v1, v75, v109, s0
	v_perm_b32 v2, v93, v94, s0
	v_lshl_or_b32 v45, v2, 16, v1
	v_perm_b32 v1, v74, v0, s0
	v_accvgpr_read_b32 v0, a9
	v_lshrrev_b64 v[10:11], 24, v[74:75]
	v_perm_b32 v2, v0, v10, s0
	scratch_load_dwordx2 v[10:11], off, off offset:160 ; 8-byte Folded Reload
	v_lshl_or_b32 v44, v2, 16, v1
	scratch_store_dword off, v0, off offset:684 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v0, a6
	v_accvgpr_read_b32 v2, a8
	v_perm_b32 v1, v73, v43, s0
	scratch_store_dword off, v0, off offset:676 ; 4-byte Folded Spill
	scratch_store_dword off, v2, off offset:680 ; 4-byte Folded Spill
	v_perm_b32 v2, v0, v2, s0
	v_accvgpr_read_b32 v0, a5
	v_lshl_or_b32 v43, v2, 16, v1
	v_perm_b32 v1, v72, v0, s0
	scratch_store_dword off, v0, off offset:696 ; 4-byte Folded Spill
	v_accvgpr_read_b32 v0, a30
	s_waitcnt vmcnt(4)
	v_accvgpr_read_b32 v11, a32
	v_perm_b32 v2, v79, v10, s0
	v_lshl_or_b32 v42, v2, 16, v1
	v_perm_b32 v1, v105, v88, s0
	v_perm_b32 v2, v91, v92, s0
	v_accvgpr_write_b32 a117, v49
	v_accvgpr_write_b32 a116, v48
	v_accvgpr_write_b32 a115, v47
	v_accvgpr_write_b32 a114, v46
	v_accvgpr_write_b32 a113, v45
	v_accvgpr_write_b32 a112, v44
	v_accvgpr_write_b32 a111, v43
	v_accvgpr_write_b32 a110, v42
	v_lshl_or_b32 v49, v2, 16, v1
	v_accvgpr_read_b32 v2, a30
	v_perm_b32 v1, v104, v86, s0
	scratch_store_dwordx2 off, v[2:3], off offset:648 ; 8-byte Folded Spill
	v_perm_b32 v2, v87, v0, s0
	v_lshl_or_b32 v48, v2, 16, v1
	v_perm_b32 v1, v103, v84, s0
	v_perm_b32 v2, v83, v85, s0
	v_lshl_or_b32 v47, v2, 16, v1
	v_accvgpr_read_b32 v0, a28
	v_accvgpr_read_b32 v2, a28
	v_perm_b32 v1, v102, v89, s0
	scratch_store_dwordx2 off, v[2:3], off offset:640 ; 8-byte Folded Spill
	v_perm_b32 v2, v78, v0, s0
	v_lshl_or_b32 v46, v2, 16, v1
	v_perm_b32 v1, v101, v66, s0
	v_perm_b32 v2, v67, v76, s0
	v_lshl_or_b32 v45, v2, 16, v1
	v_accvgpr_read_b32 v0, a26
	v_accvgpr_read_b32 v2, a26
	v_perm_b32 v1, v100, v64, s0
	scratch_store_dwordx2 off, v[2:3], off offset:632 ; 8-byte Folded Spill
	v_perm_b32 v2, v65, v0, s0
	v_accvgpr_read_b32 v0, a3
	v_lshl_or_b32 v44, v2, 16, v1
	scratch_store_dword off, v0, off offset:660 ; 4-byte Folded Spill
	v_perm_b32 v1, v99, v0, s0
	v_accvgpr_read_b32 v2, a4
	v_accvgpr_read_b32 v0, a2
	scratch_store_dword off, v2, off offset:664 ; 4-byte Folded Spill
	scratch_store_dword off, v0, off offset:668 ; 4-byte Folded Spill
	v_perm_b32 v2, v2, v0, s0
	v_accvgpr_read_b32 v0, a1
	v_lshl_or_b32 v43, v2, 16, v1
	scratch_store_dword off, v0, off offset:656 ; 4-byte Folded Spill
	v_perm_b32 v1, v98, v0, s0
	v_accvgpr_read_b32 v0, a24
	v_accvgpr_read_b32 v2, a24
	scratch_store_dwordx2 off, v[2:3], off offset:624 ; 8-byte Folded Spill
	scratch_store_dword off, v80, off offset:672 ; 4-byte Folded Spill
	v_perm_b32 v2, v80, v0, s0
	v_lshl_or_b32 v42, v2, 16, v1
	v_perm_b32 v1, v29, v108, s0
	v_perm_b32 v2, v90, v82, s0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_write_b32 a63, v49
	v_accvgpr_write_b32 a62, v48
	v_accvgpr_write_b32 a61, v47
	v_accvgpr_write_b32 a60, v46
	v_accvgpr_write_b32 a59, v45
	v_accvgpr_write_b32 a58, v44
	v_accvgpr_write_b32 a57, v43
	v_accvgpr_write_b32 a56, v42
	v_lshl_or_b32 v49, v2, 16, v1
	v_perm_b32 v1, v28, v77, s0
	v_perm_b32 v2, v81, v0, s0
	v_lshl_or_b32 v48, v2, 16, v1
	v_perm_b32 v1, v27, v61, s0
	v_perm_b32 v2, v62, v125, s0
	v_lshl_or_b32 v47, v2, 16, v1
	v_mov_b32_e32 v2, v40
	v_perm_b32 v1, v26, v58, s0
	scratch_store_dwordx2 off, v[2:3], off offset:244 ; 8-byte Folded Spill
	v_perm_b32 v2, v59, v40, s0
	v_lshl_or_b32 v46, v2, 16, v1
	v_perm_b32 v1, v23, v53, s0
	v_perm_b32 v2, v54, v55, s0
	v_lshl_or_b32 v45, v2, 16, v1
	v_mov_b32_e32 v2, v96
	v_perm_b32 v1, v22, v122, s0
	scratch_store_dwordx2 off, v[2:3], off offset:264 ; 8-byte Folded Spill
	v_perm_b32 v2, v50, v96, s0
	v_lshl_or_b32 v44, v2, 16, v1
	v_perm_b32 v1, v21, v37, s0
	v_perm_b32 v2, v39, v95, s0
	v_lshl_or_b32 v43, v2, 16, v1
	v_mov_b32_e32 v2, v34
	v_perm_b32 v1, v20, v31, s0
	scratch_store_dwordx2 off, v[2:3], off offset:220 ; 8-byte Folded Spill
	v_perm_b32 v2, v33, v34, s0
	v_lshl_or_b32 v42, v2, 16, v1
	v_perm_b32 v1, v19, v119, s0
	v_perm_b32 v2, v113, v117, s0
	v_lshl_or_b32 v23, v2, 16, v1
	v_mov_b32_e32 v2, v70
	v_perm_b32 v1, v18, v63, s0
	scratch_store_dwordx2 off, v[2:3], off offset:312 ; 8-byte Folded Spill
	scratch_store_dword off, v127, off offset:596 ; 4-byte Folded Spill
	v_perm_b32 v2, v127, v70, s0
	v_lshl_or_b32 v22, v2, 16, v1
	v_perm_b32 v1, v17, v56, s0
	v_perm_b32 v2, v57, v60, s0
	v_lshl_or_b32 v21, v2, 16, v1
	v_mov_b32_e32 v2, v32
	v_perm_b32 v1, v16, v51, s0
	scratch_store_dwordx2 off, v[2:3], off offset:300 ; 8-byte Folded Spill
	v_perm_b32 v2, v52, v32, s0
	v_lshl_or_b32 v20, v2, 16, v1
	v_perm_b32 v1, v15, v36, s0
	v_perm_b32 v2, v38, v24, s0
	v_lshl_or_b32 v19, v2, 16, v1
	v_mov_b32_e32 v2, v124
	v_perm_b32 v1, v14, v41, s0
	scratch_store_dwordx2 off, v[2:3], off offset:360 ; 8-byte Folded Spill
	v_perm_b32 v2, v30, v124, s0
	v_lshl_or_b32 v18, v2, 16, v1
	v_perm_b32 v1, v13, v5, s0
	v_perm_b32 v2, v25, v35, s0
	v_lshl_or_b32 v17, v2, 16, v1
	v_mov_b32_e32 v2, v6
	v_perm_b32 v1, v12, v126, s0
	scratch_store_dwordx2 off, v[2:3], off offset:344 ; 8-byte Folded Spill
	scratch_store_dword off, v115, off offset:592 ; 4-byte Folded Spill
	v_perm_b32 v2, v115, v6, s0
	v_lshl_or_b32 v16, v2, 16, v1
	v_and_b32_e32 v1, 0x17c, v4
	scratch_load_dword v4, off, off offset:152 ; 4-byte Folded Reload
	v_and_b32_e32 v0, 0x1c00, v3
	v_mov_b32_e32 v3, 0x220
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_accvgpr_write_b32 a79, v0
	v_add_u32_e32 v0, s18, v68
	v_add_u32_e32 v1, 0x10600, v1
	s_and_b32 s0, s35, 0x80
	v_accvgpr_write_b32 a87, v49
	v_accvgpr_write_b32 a86, v48
	v_accvgpr_write_b32 a85, v47
	v_accvgpr_write_b32 a84, v46
	v_accvgpr_write_b32 a83, v45
	v_accvgpr_write_b32 a82, v44
	v_accvgpr_write_b32 a81, v43
	v_accvgpr_write_b32 a80, v42
	v_accvgpr_write_b32 a95, v23
	v_accvgpr_write_b32 a94, v22
	v_accvgpr_write_b32 a93, v21
	v_accvgpr_write_b32 a92, v20
	v_accvgpr_write_b32 a91, v19
	v_accvgpr_write_b32 a90, v18
	v_accvgpr_write_b32 a89, v17
	v_accvgpr_write_b32 a88, v16
	v_mov_b32_e32 v125, 0xff800000
	v_accvgpr_read_b32 v14, a32
	v_accvgpr_read_b32 v15, a32
	v_accvgpr_read_b32 v12, a32
	v_accvgpr_read_b32 v13, a32
	v_accvgpr_read_b32 v10, a32
	v_accvgpr_read_b32 v30, a32
	v_accvgpr_read_b32 v31, a32
	v_accvgpr_read_b32 v28, a32
	v_accvgpr_read_b32 v29, a32
	v_accvgpr_read_b32 v26, a32
	v_accvgpr_read_b32 v27, a32
	v_accvgpr_read_b32 v24, a32
	v_accvgpr_read_b32 v25, a32
	v_accvgpr_read_b32 v22, a32
	v_accvgpr_read_b32 v23, a32
	v_accvgpr_read_b32 v20, a32
	v_accvgpr_read_b32 v21, a32
	v_accvgpr_read_b32 v18, a32
	v_accvgpr_read_b32 v19, a32
	v_accvgpr_read_b32 v16, a32
	v_accvgpr_read_b32 v17, a32
	v_accvgpr_read_b32 v46, a32
	v_accvgpr_read_b32 v47, a32
	v_accvgpr_read_b32 v44, a32
	v_accvgpr_read_b32 v45, a32
	v_accvgpr_read_b32 v42, a32
	v_accvgpr_read_b32 v43, a32
	v_accvgpr_read_b32 v40, a32
	v_accvgpr_read_b32 v41, a32
	v_accvgpr_read_b32 v38, a32
	v_accvgpr_read_b32 v39, a32
	v_accvgpr_read_b32 v36, a32
	v_accvgpr_read_b32 v37, a32
	v_accvgpr_read_b32 v34, a32
	v_accvgpr_read_b32 v35, a32
	v_accvgpr_read_b32 v32, a32
	v_accvgpr_read_b32 v33, a32
	v_accvgpr_read_b32 v62, a32
	v_accvgpr_read_b32 v63, a32
	v_accvgpr_read_b32 v60, a32
	v_accvgpr_read_b32 v61, a32
	v_accvgpr_read_b32 v58, a32
	v_accvgpr_read_b32 v59, a32
	v_accvgpr_read_b32 v56, a32
	v_accvgpr_read_b32 v57, a32
	v_accvgpr_read_b32 v54, a32
	v_accvgpr_read_b32 v55, a32
	v_accvgpr_read_b32 v52, a32
	v_accvgpr_read_b32 v53, a32
	v_accvgpr_read_b32 v50, a32
	v_accvgpr_read_b32 v51, a32
	v_accvgpr_read_b32 v48, a32
	v_accvgpr_read_b32 v49, a32
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v2, v4, 2, s2
	s_lshr_b32 s2, s34, 1
	v_bitop3_b32 v3, s2, v3, v4 bitop3:0x36
	s_movk_i32 s2, 0xb80
	v_and_or_b32 v7, v9, s2, v7
	v_bitop3_b32 v7, s31, v7, v97 bitop3:0x36
	v_or_b32_e32 v9, v7, v8
	v_bitop3_b32 v7, v7, 64, v8 bitop3:0x36
	v_add_u32_e32 v8, 0x48, v0
	v_mul_lo_u32 v64, s11, v8
	v_accvgpr_write_b32 a64, v8
	v_mul_lo_u32 v8, s10, v8
	v_add_u32_e32 v0, 64, v0
	v_accvgpr_write_b32 a100, v8
	v_mul_lo_u32 v8, s11, v0
	v_accvgpr_write_b32 a99, v0
	v_mul_lo_u32 v0, s10, v0
	v_accvgpr_write_b32 a104, v0
	v_add_u32_e32 v0, s1, v1
	v_accvgpr_write_b32 a101, v0
	v_add_u32_e32 v0, s0, v2
	v_accvgpr_write_b32 a103, v0
	v_add_u32_e32 v0, 0x105d0, v3
	v_accvgpr_write_b32 a105, v0
	v_add_u32_e32 v0, 0x105d0, v9
	v_xor_b32_e32 v4, 16, v3
	v_xor_b32_e32 v5, 64, v3
	v_xor_b32_e32 v6, 0x50, v3
	v_accvgpr_write_b32 a106, v0
	v_add_u32_e32 v0, 0x105d0, v7
	v_accvgpr_write_b32 a102, v8
	v_add_u32_e32 v106, 0x105d0, v4
	v_add_u32_e32 v117, 0x105d0, v5
	v_add_u32_e32 v116, 0x105d0, v6
	v_accvgpr_write_b32 a107, v0
	v_accvgpr_read_b32 v8, a32
	v_accvgpr_read_b32 v9, a32
	v_accvgpr_read_b32 v6, a32
	v_accvgpr_read_b32 v7, a32
	v_accvgpr_read_b32 v4, a32
	v_accvgpr_read_b32 v5, a32
	v_accvgpr_read_b32 v2, a32
	v_accvgpr_read_b32 v3, a32
	v_accvgpr_read_b32 v0, a32
	v_accvgpr_read_b32 v1, a32
	s_branch .LBB0_30
.LBB0_29:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_or_b64 exec, exec, s[0:1]
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v123, v107, v113
	v_accvgpr_read_b32 v96, a108
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v123, v96, v111
	; asyncmark
	scratch_load_dword v96, off, off offset:32 ; 4-byte Folded Reload
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s0, s43, s30
	v_accvgpr_read_b32 v97, a79
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v88, v88, v89, 1.0
	v_accvgpr_read_b32 v98, a55
	v_cvt_scalef32_pk_fp8_f32 v88, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v72, v73, 1.0
	v_accvgpr_read_b32 v71, a105
	v_lshrrev_b32_e32 v70, 8, v88
	v_cvt_scalef32_pk_fp8_f32 v66, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v89, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v89, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v86, v87, 1.0 op_sel:[0,0,0,1]
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[0:1], v[0:1], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[112:113] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[112:113] op_sel_hi:[1,0]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s42, s42, 64
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s6, s44, 0x83e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_lt_i32 s42, s38
	s_mov_b32 s43, s8
	v_accvgpr_write_b32 a108, v123
	v_mov_b32_e32 v125, v124
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v96, 0x108, v96
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v96, s0, v97, v96
	v_lshrrev_b32_e32 v97, 5, v97
	v_add3_u32 v96, v96, v98, v97
	ds_read_b64_tr_b8 a[24:25], v96
	ds_read_b64_tr_b8 a[26:27], v96 offset:8448
	ds_read_b64_tr_b8 a[28:29], v96 offset:512
	ds_read_b64_tr_b8 a[30:31], v96 offset:8960
	ds_read_b64_tr_b8 a[16:17], v96 offset:64
	ds_read_b64_tr_b8 a[18:19], v96 offset:8512
	ds_read_b64_tr_b8 a[20:21], v96 offset:576
	ds_read_b64_tr_b8 a[22:23], v96 offset:9024
	ds_read_b64_tr_b8 a[8:9], v96 offset:128
	ds_read_b64_tr_b8 a[10:11], v96 offset:8576
	ds_read_b64_tr_b8 a[12:13], v96 offset:640
	ds_read_b64_tr_b8 a[14:15], v96 offset:9088
	ds_read_b64_tr_b8 a[0:1], v96 offset:192
	ds_read_b64_tr_b8 a[2:3], v96 offset:8640
	ds_read_b64_tr_b8 a[4:5], v96 offset:704
	ds_read_b64_tr_b8 a[6:7], v96 offset:9152
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v71, v70 offset:128
	ds_write_b8 v71, v64 offset:2048
	v_lshrrev_b32_e32 v70, 8, v64
	ds_write_b8 v71, v70 offset:2176
	ds_write_b8 v71, v66 offset:4096
	v_lshrrev_b32_e32 v70, 8, v66
	ds_write_b8 v71, v70 offset:4224
	ds_write_b8 v71, v68 offset:6144
	v_lshrrev_b32_e32 v70, 8, v68
	ds_write_b8 v71, v88
	ds_write_b8 v71, v70 offset:6272
	ds_write_b8_d16_hi v106, v88 offset:256
	v_lshrrev_b32_e32 v70, 24, v88
	ds_write_b8 v106, v70 offset:384
	ds_write_b8_d16_hi v106, v64 offset:2304
	v_lshrrev_b32_e32 v64, 24, v64
	ds_write_b8 v106, v64 offset:2432
	ds_write_b8_d16_hi v106, v66 offset:4352
	v_lshrrev_b32_e32 v64, 24, v66
	ds_write_b8 v106, v64 offset:4480
	ds_write_b8_d16_hi v106, v68 offset:6400
	v_lshrrev_b32_e32 v64, 24, v68
	ds_write_b8 v106, v64 offset:6528
	ds_write_b8 v117, v89 offset:1024
	v_lshrrev_b32_e32 v64, 8, v89
	ds_write_b8 v117, v64 offset:1152
	ds_write_b8 v117, v65 offset:3072
	v_lshrrev_b32_e32 v64, 8, v65
	ds_write_b8 v117, v64 offset:3200
	ds_write_b8 v117, v67 offset:5120
	v_lshrrev_b32_e32 v64, 8, v67
	ds_write_b8 v117, v64 offset:5248
	ds_write_b8 v117, v69 offset:7168
	v_lshrrev_b32_e32 v64, 8, v69
	ds_write_b8 v117, v64 offset:7296
	ds_write_b8_d16_hi v116, v89 offset:1280
	v_lshrrev_b32_e32 v64, 24, v89
	ds_write_b8 v116, v64 offset:1408
	ds_write_b8_d16_hi v116, v65 offset:3328
	v_lshrrev_b32_e32 v64, 24, v65
	ds_write_b8 v116, v64 offset:3456
	ds_write_b8_d16_hi v116, v67 offset:5376
	v_lshrrev_b32_e32 v64, 24, v67
	ds_write_b8 v116, v64 offset:5504
	ds_write_b8_d16_hi v116, v69 offset:7424
	v_lshrrev_b32_e32 v64, 24, v69
	v_accvgpr_read_b32 v66, a106
	v_accvgpr_read_b32 v70, a107
	ds_write_b8 v116, v64 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[64:65], v66
	ds_read_b64_tr_b8 v[68:69], v66 offset:4096
	ds_read_b64_tr_b8 v[66:67], v70 offset:1024
	ds_read_b64_tr_b8 v[70:71], v70 offset:5120
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[24:31], v[64:71], v[0:15]
	v_accvgpr_read_b32 v97, a55
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[16:23], v[64:71], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[8:15], v[64:71], v[32:47]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[64:71], v[48:63]
	v_accvgpr_read_b32 v66, a100
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_add_u32_e32 v66, s40, v66
	v_accvgpr_write_b32 a100, v66
	v_accvgpr_read_b32 v66, a102
	v_add_u32_e32 v66, s39, v66
	v_accvgpr_write_b32 a102, v66
	v_accvgpr_read_b32 v66, a104
	v_accvgpr_read_b32 v64, a98
	v_add_u32_e32 v66, s40, v66
	v_add_u32_e32 v64, s39, v64
	v_accvgpr_write_b32 a104, v66
	s_cbranch_scc0 .LBB0_47
.LBB0_30:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s41, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s41, s0, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s45, s41, 14
	s_lshr_b32 s0, s45, 6
	v_accvgpr_write_b32 a98, v64
	v_accvgpr_read_b32 v64, a99
	s_add_i32 s44, s45, s0
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v64, s42, v64
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s7, s44, s36
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v64
	v_lshl_add_u32 v64, v121, 4, s7
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.31:                               ; %.critedge166
                                        ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v64, a[32:35] offset:33760
; %bb.32:                               ; %Flow604
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_30 Depth=1
	v_accvgpr_read_b32 v68, a104
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_accvgpr_read_b32 v66, a66
	v_accvgpr_read_b32 v67, a67
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[68:69]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s7, 0x83e0
	s_nop 0
	global_load_lds_dwordx4 v[66:67], off
.LBB0_34:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v65, a64
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v65, s42, v65
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e64 s[0:1], s16, v65
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
; %bb.35:                               ; %.critedge168
                                        ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v64, a[32:35] offset:42080
; %bb.36:                               ; %Flow603
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[2:3], s[2:3]
	v_accvgpr_write_b32 a54, v121
	s_xor_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_30 Depth=1
	v_accvgpr_read_b32 v66, a100
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_accvgpr_read_b32 v64, a66
	v_accvgpr_read_b32 v65, a67
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[66:67]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s7, 0xa460
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_38:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v64, 4, v97
	v_accvgpr_read_b32 v65, a65
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v64, s6, v65, v64
	v_accvgpr_read_b32 v66, a78
	v_accvgpr_read_b32 v65, a118
	v_add3_u32 v64, v64, v65, v66
	; asyncmark
	v_accvgpr_write_b32 a55, v97
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[70:73], v64 offset:32
	ds_read_b128 v[96:99], v64 offset:64
	ds_read_b128 v[100:103], v64 offset:96
	ds_read_b128 a[0:3], v64 offset:128
	ds_read_b128 a[4:7], v64 offset:160
	ds_read_b128 a[8:11], v64 offset:192
	ds_read_b128 a[12:15], v64 offset:224
	ds_read_b128 a[16:19], v64 offset:512
	ds_read_b128 a[20:23], v64 offset:544
	ds_read_b128 a[24:27], v64 offset:576
	ds_read_b128 a[28:31], v64 offset:608
	ds_read_b128 a[36:39], v64 offset:640
	ds_read_b128 a[40:43], v64 offset:672
	ds_read_b128 a[44:47], v64 offset:704
	ds_read_b128 a[48:51], v64 offset:736
	v_accvgpr_mov_b32 a70, a110
	v_accvgpr_mov_b32 a71, a111
	v_accvgpr_mov_b32 a72, a112
	v_accvgpr_mov_b32 a73, a113
	v_accvgpr_mov_b32 a74, a114
	v_accvgpr_mov_b32 a75, a115
	v_accvgpr_mov_b32 a76, a116
	v_accvgpr_mov_b32 a77, a117
	v_accvgpr_read_b32 v104, a120
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_accvgpr_read_b32 v105, a120
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], a[70:77], 0
	v_accvgpr_mov_b32 a127, a63
	v_accvgpr_mov_b32 a126, a62
	v_accvgpr_mov_b32 a125, a61
	v_accvgpr_mov_b32 a124, a60
	v_accvgpr_mov_b32 a123, a59
	v_accvgpr_mov_b32 a122, a58
	v_accvgpr_mov_b32 a121, a57
	v_accvgpr_mov_b32 a120, a56
	v_accvgpr_read_b32 v115, a95
	v_accvgpr_read_b32 v114, a94
	v_accvgpr_read_b32 v113, a93
	v_accvgpr_read_b32 v112, a92
	v_accvgpr_read_b32 v111, a91
	v_accvgpr_read_b32 v110, a90
	v_accvgpr_read_b32 v109, a89
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[16:23], a[70:77], 0
	v_accvgpr_read_b32 v108, a88
	v_accvgpr_read_b32 v127, a97
	v_accvgpr_read_b32 v126, a96
	v_mov_b32_e32 v107, 0xff800000
	v_accvgpr_read_b32 v119, a53
	v_accvgpr_read_b32 v118, a52
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], a[120:127], v[80:95]
	v_accvgpr_read_b32 v103, a87
	v_accvgpr_read_b32 v102, a86
	v_accvgpr_read_b32 v101, a85
	v_accvgpr_read_b32 v100, a84
	v_accvgpr_read_b32 v99, a83
	v_accvgpr_read_b32 v98, a82
	v_accvgpr_read_b32 v97, a81
	v_accvgpr_read_b32 v96, a80
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[24:31], a[120:127], v[64:79]
	v_accvgpr_write_b32 a120, v104
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], v[96:103], v[80:95]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[36:43], v[96:103], v[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[8:15], v[108:115], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[44:51], v[108:115], v[64:79]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dwordx4 v[108:111], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[112:115], off, off offset:16 ; 16-byte Folded Reload
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_nop 15
	v_pk_mov_b32 v[122:123], v[88:89], v[90:91] op_sel:[1,0]
	v_pk_mov_b32 v[120:121], v[92:93], v[94:95] op_sel:[1,0]
	v_pk_mov_b32 v[90:91], v[90:91], v[92:93] op_sel:[1,0]
	v_pk_mul_f32 v[86:87], v[104:105], v[86:87]
	v_pk_mul_f32 v[84:85], v[104:105], v[84:85]
	v_pk_mul_f32 v[82:83], v[104:105], v[82:83]
	v_pk_mul_f32 v[80:81], v[126:127], v[80:81]
	v_pk_mul_f32 v[90:91], v[104:105], v[90:91]
	v_pk_mov_b32 v[92:93], v[94:95], v[64:65] op_sel:[1,0]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v64, off, off offset:88 ; 4-byte Folded Reload
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[98:99], v[126:127], v[66:67]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v66, off, off offset:96 ; 4-byte Folded Reload
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v95, v76
	v_mov_b32_e32 v96, v77
	v_pk_mul_f32 v[76:77], v[104:105], v[68:69]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v68, off, off offset:36 ; 4-byte Folded Reload
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v89, v65
	v_mov_b32_e32 v94, v75
	v_mov_b32_e32 v75, v79
	v_pk_mul_f32 v[100:101], v[104:105], v[74:75]
	v_accvgpr_read_b32 v75, a109
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v74, s42, v75
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[104:105], v[72:73]
	v_pk_mul_f32 v[70:71], v[104:105], v[70:71]
	v_mov_b32_e32 v97, v78
	v_pk_mul_f32 v[88:89], v[118:119], v[88:89]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v64, s42, v64
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v64
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v64, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v66, s42, v66
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v68, s42, v68
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s42, v64
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v64
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v64, v107, v86, s[2:3]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v66
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v66, off, off offset:92 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v65, v107, v87, s[6:7]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v66, s42, v66
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v66
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v107, v84, s[2:3]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v68
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v68, off, off offset:100 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v107, v85, s[6:7]
	v_cndmask_b32_e64 v69, v107, v83, s[2:3]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v74
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v74, s42, v108
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v68, s42, v68
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v68
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v103, v107, v81, s[2:3]
	s_nop 0
	v_cndmask_b32_e64 v68, v107, v82, s[6:7]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v82, off, off offset:132 ; 4-byte Folded Reload
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v74
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v74, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v82, s42, v82
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s16, v82
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v82, off, off offset:140 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v102, v107, v80, s[6:7]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v82, s42, v82
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s16, v82
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v82, off, off offset:124 ; 4-byte Folded Reload
	v_or_b32_e32 v74, s42, v74
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v74
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v74, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v82, s42, v82
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v80, v107, v72, s[2:3]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v72, off, off offset:104 ; 4-byte Folded Reload
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s16, v82
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v72, s42, v72
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v72
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v72, off, off offset:80 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v87, v107, v101, s[12:13]
	v_cndmask_b32_e64 v78, v107, v70, s[2:3]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v70, off, off offset:116 ; 4-byte Folded Reload
	v_or_b32_e32 v74, s42, v74
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v74
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v72, s42, v72
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v81, v107, v73, s[6:7]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v72
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v70, s42, v70
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v70
	v_accvgpr_read_b32 v70, a119
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v70, s42, v70
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v79, v107, v71, s[6:7]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v70
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v70, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v72, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v82, off, off offset:112 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v76, v107, v76, s[2:3]
	v_cndmask_b32_e64 v77, v107, v77, s[6:7]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v70, s42, v70
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v70
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v70, off, off offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v72, s42, v72
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v74, v107, v98, s[2:3]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v72
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v72, off, off offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v70, s42, v70
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v70
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[70:71], v[118:119], v[94:95]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v94, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v72, s42, v72
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v75, v107, v99, s[6:7]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v72
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[104:105], v[96:97]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v83, v107, v70, s[2:3]
	v_cndmask_b32_e64 v85, v107, v72, s[8:9]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v72, off, off offset:48 ; 4-byte Folded Reload
	v_or_b32_e32 v82, s42, v82
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s16, v82
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v84, v107, v71, s[6:7]
	v_cndmask_b32_e64 v82, v107, v100, s[10:11]
	v_cndmask_b32_e64 v86, v107, v73, s[18:19]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[70:71], v[126:127], v[122:123]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v94, s42, v94
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[20:21], s16, v94
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v94, off, off offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v72, s42, v72
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s16, v72
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v72, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v94, s42, v94
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[22:23], s16, v94
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v94, off, off offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v72, s42, v72
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v72
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[104:105], v[92:93]
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v92, off, off offset:60 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v100, v107, v71, s[6:7]
	v_cndmask_b32_e64 v71, v107, v70, s[2:3]
	v_cndmask_b32_e64 v70, v107, v88, s[22:23]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshr_b32 s2, s45, 5
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v94, s42, v94
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[24:25], s16, v94
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v94, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v92, s42, v92
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s16, v92
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v92, off, off offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v94, s42, v94
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s16, v94
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v97, v107, v72, s[8:9]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s8, s45, s2
	s_add_i32 s6, s8, s37
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v92, s42, v92
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s16, v92
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v92, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v92, s42, v92
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s16, v92
	.loc	1 66 16                         ; corpus_make.py:66:16
	scratch_load_dword v92, off, off offset:64 ; 4-byte Folded Reload
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v72, v107, v73, s[10:11]
	v_cndmask_b32_e64 v101, v107, v90, s[12:13]
	v_cndmask_b32_e64 v73, v107, v89, s[24:25]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v88, v71, v100, v101
	v_max3_f32 v90, v97, v72, v73
.Ltmp5:
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v92, s42, v92
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s16, v92
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[92:93], v[104:105], v[120:121]
	v_accvgpr_read_b32 v121, a54
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v96, v107, v93, s[26:27]
	v_cndmask_b32_e64 v99, v107, v92, s[20:21]
	v_cndmask_b32_e64 v98, v107, v91, s[18:19]
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v89, v98, v99, v96
	v_max3_f32 v88, v88, v89, v90
	v_max3_f32 v89, v74, v75, v76
	v_max3_f32 v90, v77, v78, v79
	v_max3_f32 v91, v80, v81, v82
	v_max3_f32 v89, v89, v90, v91
	v_max_f32_e32 v90, v102, v103
	v_max3_f32 v91, v69, v66, v67
	v_max3_f32 v90, v90, v68, v91
	v_max3_f32 v91, v64, v65, v70
	v_max3_f32 v88, v90, v91, v88
	v_max3_f32 v90, v83, v84, v85
	v_max3_f32 v90, v90, v86, v87
	v_max3_f32 v88, v88, v89, v90
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v89, v88
	s_nop 1
	v_permlane32_swap_b32_e32 v88, v89
.Ltmp8:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v124, v125, v88, v89
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[88:89], v[102:103], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v68
	v_exp_f32_e32 v91, v69
	v_exp_f32_e32 v92, v66
	v_exp_f32_e32 v93, v67
	v_exp_f32_e32 v94, v64
	v_exp_f32_e32 v95, v65
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[64:65], v[70:71], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[100:101], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[98:99], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[96:97], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[72:73], v[72:73], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[80:81], v[80:81], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[86:87], v[124:125] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v82, v82
	v_exp_f32_e32 v83, v83
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
.Ltmp9:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[96:97], v[88:89], v[90:91]
	v_pk_add_f32 v[98:99], v[92:93], v[94:95]
	v_pk_add_f32 v[100:101], v[68:69], v[70:71]
	v_pk_add_f32 v[96:97], v[96:97], v[98:99]
	v_pk_add_f32 v[98:99], v[64:65], v[66:67]
	v_pk_add_f32 v[102:103], v[76:77], v[78:79]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[72:73], v[74:75]
	v_pk_add_f32 v[112:113], v[84:85], v[86:87]
	v_pk_add_f32 v[100:101], v[100:101], v[102:103]
	v_pk_add_f32 v[102:103], v[80:81], v[82:83]
	v_pk_add_f32 v[96:97], v[96:97], v[98:99]
	v_pk_add_f32 v[102:103], v[102:103], v[112:113]
	v_lshl_add_u32 v120, v121, 4, s6
	v_pk_add_f32 v[98:99], v[100:101], v[102:103]
	s_nop 0
	v_pk_add_f32 v[96:97], v[96:97], v[98:99]
.Ltmp10:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	s_nop 0
	v_add_f32_e32 v107, v96, v97
.Ltmp11:
	.loc	1 77 30                         ; corpus_make.py:77:30
	v_sub_f32_e32 v96, v125, v124
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v111, v96
	v_accvgpr_read_b32 v96, a101
.Ltmp12:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v113, v107
	s_nop 1
	v_permlane32_swap_b32_e32 v107, v113
.Ltmp13:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v96, v111
	v_accvgpr_read_b32 v96, a103
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v112, v96
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execnz .LBB0_42
; %bb.39:                               ; %Flow602
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execnz .LBB0_43
.LBB0_40:                               ;   in Loop: Header=BB0_30 Depth=1
	s_or_b64 exec, exec, s[2:3]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execnz .LBB0_44
.LBB0_41:                               ; %Flow
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_29
	s_branch .LBB0_45
.LBB0_42:                               ; %.critedge170
                                        ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_write_b128 v120, a[32:35]
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_40
.LBB0_43:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_accvgpr_read_b32 v98, a102
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v99, 31, v98
	v_accvgpr_read_b32 v97, a69
	v_accvgpr_read_b32 v96, a68
	v_lshl_add_u64 v[96:97], v[96:97], 0, v[98:99]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_mov_b32 m0, s6
	s_nop 0
	global_load_lds_dwordx4 v[96:97], off
	s_or_b64 exec, exec, s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_41
.LBB0_44:                               ; %.critedge172
                                        ;   in Loop: Header=BB0_30 Depth=1
	ds_write_b128 v120, a[32:35] offset:8448
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_29
.LBB0_45:                               ;   in Loop: Header=BB0_30 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_accvgpr_read_b32 v98, a98
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v99, 31, v98
	v_accvgpr_read_b32 v97, a69
	v_accvgpr_read_b32 v96, a68
	v_lshl_add_u64 v[96:97], v[96:97], 0, v[98:99]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_add_i32 m0, s6, 0x2100
	s_nop 0
	global_load_lds_dwordx4 v[96:97], off
	s_branch .LBB0_29
.LBB0_46:
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_mov_b32_e32 v38, v46
	v_mov_b32_e32 v36, v44
	v_mov_b32_e32 v30, v10
	scratch_store_dwordx2 off, v[40:41], off offset:244 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[38:39], off offset:264 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[36:37], off offset:312 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[34:35], off offset:220 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[32:33], off offset:300 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[30:31], off offset:360 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[6:7], off offset:344 ; 8-byte Folded Spill
	s_mov_b32 s6, 0x83e0
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
	v_mov_b32_e32 v122, v43
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
	v_accvgpr_read_b32 v88, a6
	v_accvgpr_read_b32 v89, a8
	v_accvgpr_read_b32 v90, a9
	v_accvgpr_read_b32 v95, a5
	v_mov_b32_e32 v76, v120
	v_accvgpr_read_b32 v108, a7
	v_mov_b32_e32 v64, v115
	v_mov_b32_e32 v65, v113
	v_mov_b32_e32 v66, v119
	v_mov_b32_e32 v67, v117
	v_mov_b32_e32 v117, v80
	v_accvgpr_read_b32 v119, a1
	v_accvgpr_read_b32 v78, a4
	v_accvgpr_read_b32 v79, a3
	v_accvgpr_read_b32 v80, a2
	s_branch .LBB0_48
.LBB0_47:                               ; %._crit_edge.loopexit
	scratch_load_dwordx4 v[98:101], off, off offset:572 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[102:105], off, off offset:556 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[72:75], off, off offset:540 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[68:71], off, off offset:524 ; 16-byte Folded Reload
	scratch_load_dword v126, off, off offset:588 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:592 ; 4-byte Folded Reload
	scratch_load_dword v127, off, off offset:596 ; 4-byte Folded Reload
	scratch_load_dword v125, off, off offset:600 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:604 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:608 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:612 ; 4-byte Folded Reload
	scratch_load_dword v81, off, off offset:616 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:620 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[112:113], off, off offset:624 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[114:115], off, off offset:632 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[116:117], off, off offset:640 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[118:119], off, off offset:648 ; 8-byte Folded Reload
	v_accvgpr_write_b32 a16, s16
	v_accvgpr_write_b32 a17, s17
	v_accvgpr_write_b32 a18, s18
	v_accvgpr_write_b32 a19, s19
	v_accvgpr_write_b32 a20, s20
	v_accvgpr_write_b32 a21, s21
	v_accvgpr_write_b32 a22, s22
	v_accvgpr_write_b32 a23, s23
	s_waitcnt vmcnt(3)
	v_accvgpr_write_b32 a24, v112
	s_waitcnt vmcnt(2)
	v_accvgpr_write_b32 a26, v114
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a28, v116
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a30, v118
	scratch_load_dword v119, off, off offset:656 ; 4-byte Folded Reload
	scratch_load_dword v117, off, off offset:672 ; 4-byte Folded Reload
	scratch_load_dword v79, off, off offset:660 ; 4-byte Folded Reload
	scratch_load_dword v78, off, off offset:664 ; 4-byte Folded Reload
	scratch_load_dword v80, off, off offset:668 ; 4-byte Folded Reload
	scratch_load_dword v88, off, off offset:676 ; 4-byte Folded Reload
	scratch_load_dword v89, off, off offset:680 ; 4-byte Folded Reload
	scratch_load_dword v90, off, off offset:684 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:688 ; 4-byte Folded Reload
	scratch_load_dword v94, off, off offset:692 ; 4-byte Folded Reload
	scratch_load_dword v95, off, off offset:696 ; 4-byte Folded Reload
	scratch_load_dword v76, off, off offset:700 ; 4-byte Folded Reload
	scratch_load_dword v122, off, off offset:748 ; 4-byte Folded Reload
	scratch_load_dword v96, off, off offset:704 ; 4-byte Folded Reload
	scratch_load_dword v107, off, off offset:720 ; 4-byte Folded Reload
	scratch_load_dword v108, off, off offset:744 ; 4-byte Folded Reload
	scratch_load_dword v111, off, off offset:708 ; 4-byte Folded Reload
	scratch_load_dword v106, off, off offset:712 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:716 ; 4-byte Folded Reload
	scratch_load_dword v109, off, off offset:740 ; 4-byte Folded Reload
	scratch_load_dword v112, off, off offset:724 ; 4-byte Folded Reload
	scratch_load_dword v114, off, off offset:728 ; 4-byte Folded Reload
	scratch_load_dword v116, off, off offset:732 ; 4-byte Folded Reload
	scratch_load_dword v118, off, off offset:736 ; 4-byte Folded Reload
.LBB0_48:                               ; %Flow606
	scratch_load_dword v121, off, off offset:192 ; 4-byte Folded Reload
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s5, s16, 63
	s_ashr_i32 s2, s5, 31
	s_lshr_b32 s2, s2, 26
	s_add_i32 s2, s5, s2
	s_ashr_i32 s2, s2, 6
	s_max_i32 s4, s2, 1
	s_cmp_gt_i32 s5, 63
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s5, 64
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(62) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_50
; %bb.49:
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s5, 0xc0c0004
	v_accvgpr_write_b32 a17, v64
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v71, v118, s5
	v_mov_b32_e32 v115, v65
	v_perm_b32 v65, v70, v116, s5
	v_perm_b32 v70, v73, v122, s5
	v_perm_b32 v71, v72, v95, s5
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_lshlrev_b32_e32 v72, 4, v97
	v_accvgpr_read_b32 v73, a65
	v_mov_b32_e32 v113, v66
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v66, v69, v114, s5
	v_perm_b32 v69, v74, v108, s5
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_add3_u32 v72, s6, v73, v72
	v_accvgpr_read_b32 v74, a78
	v_accvgpr_read_b32 v73, a118
	v_add3_u32 v120, v72, v73, v74
	.loc	1 70 14                         ; corpus_make.py:70:14
	scratch_load_dwordx2 v[72:73], off, off offset:504 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v73, v106, v110, s5
	v_mov_b32_e32 v110, v79
	v_lshl_or_b32 v79, v73, 16, v64
	v_perm_b32 v64, v96, v107, s5
	v_mov_b32_e32 v114, v67
	v_perm_b32 v67, v68, v112, s5
	v_perm_b32 v68, v75, v109, s5
	v_mov_b32_e32 v109, v78
	v_mov_b32_e32 v106, v77
	v_lshl_or_b32 v77, v64, 16, v66
	v_mov_b32_e32 v108, v81
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[84:87], v120 offset:224
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v72, v111, v72, s5
	v_lshl_or_b32 v78, v72, 16, v65
	scratch_load_dwordx2 v[64:65], off, off offset:168 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v76, v64, s5
	v_lshl_or_b32 v76, v64, 16, v67
	v_perm_b32 v64, v93, v94, s5
	v_lshl_or_b32 v75, v64, 16, v68
	scratch_load_dwordx2 v[64:65], off, off offset:496 ; 8-byte Folded Reload
	v_mov_b32_e32 v68, v80
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v90, v64, s5
	v_lshl_or_b32 v74, v64, 16, v69
	v_perm_b32 v64, v88, v89, s5
	v_lshl_or_b32 v73, v64, 16, v70
	scratch_load_dwordx2 v[66:67], off, off offset:160 ; 8-byte Folded Reload
	scratch_load_dword v64, off, off offset:520 ; 4-byte Folded Reload
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[80:83], v120 offset:192
	ds_read_b128 v[92:95], v120 offset:160
	ds_read_b128 v[88:91], v120 offset:128
	ds_read_b128 a[4:7], v120 offset:96
	ds_read_b128 a[0:3], v120 offset:64
	ds_read_b128 a[8:11], v120
	ds_read_b128 a[12:15], v120 offset:32
	v_mov_b32_e32 v70, v127
	v_mov_b32_e32 v127, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s5
	v_lshl_or_b32 v72, v64, 16, v71
	scratch_load_dword v64, off, off offset:492 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:456 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:460 ; 4-byte Folded Reload
	v_mov_b32_e32 v71, v125
	v_mov_b32_e32 v125, v114
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v105, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v105, v65, 16, v64
	scratch_load_dword v64, off, off offset:452 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:512 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v66, a30
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v104, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v104, v65, 16, v64
	scratch_load_dword v64, off, off offset:468 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:464 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:516 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v103, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v103, v65, 16, v64
	scratch_load_dword v64, off, off offset:436 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:488 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v66, a28
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v102, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v102, v65, 16, v64
	scratch_load_dword v64, off, off offset:432 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:428 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v101, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s5
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dword v65, off, off offset:448 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v66, a26
	v_perm_b32 v64, v100, v121, s5
	v_mov_b32_e32 v121, v113
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v100, v65, 16, v64
	v_perm_b32 v64, v99, v110, s5
	v_perm_b32 v65, v109, v68, s5
	v_accvgpr_read_b32 v66, a24
	v_lshl_or_b32 v99, v65, 16, v64
	v_perm_b32 v64, v98, v119, s5
	v_perm_b32 v65, v117, v66, s5
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dwordx4 v[66:69], off, off offset:472 ; 16-byte Folded Reload
	scratch_load_dword v64, off, off offset:440 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a18, v98
	v_accvgpr_write_b32 a19, v99
	v_accvgpr_write_b32 a20, v100
	v_accvgpr_write_b32 a21, v101
	v_accvgpr_write_b32 a22, v102
	v_accvgpr_write_b32 a23, v103
	v_accvgpr_write_b32 a24, v104
	v_accvgpr_write_b32 a25, v105
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v69, v64, s5
	scratch_load_dword v65, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:444 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v69, s5
	v_lshl_or_b32 v103, v65, 16, v64
	v_mov_b32_e32 v64, v106
	v_perm_b32 v64, v68, v64, s5
	scratch_load_dwordx2 v[68:69], off, off offset:196 ; 8-byte Folded Reload
	v_mov_b32_e32 v65, v108
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[104:119], a[8:15], v[72:79], 0
	v_accvgpr_write_b32 a10, v97
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v68, s5
	v_lshl_or_b32 v102, v65, 16, v64
	scratch_load_dword v64, off, off offset:272 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:276 ; 4-byte Folded Reload
	v_mfma_f32_32x32x64_f8f6f4 v[104:119], a[0:7], a[18:25], v[104:119]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[4:7], v120 offset:544
	ds_read_b128 a[0:3], v120 offset:512
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v67, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v71, s5
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dword v64, off, off offset:256 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v66, v64, s5
	scratch_load_dwordx2 v[66:67], off, off offset:244 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v100, v65, 16, v64
	scratch_load_dwordx4 v[66:69], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dword v64, off, off offset:232 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v69, v64, s5
	scratch_load_dword v65, off, off offset:236 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:240 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v69, s5
	v_lshl_or_b32 v99, v65, 16, v64
	scratch_load_dword v64, off, off offset:280 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v68, v64, s5
	scratch_load_dword v65, off, off offset:252 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[68:69], off, off offset:264 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v68, s5
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dword v64, off, off offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v67, v64, s5
	scratch_load_dword v65, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v67, s5
	v_lshl_or_b32 v97, v65, 16, v64
	scratch_load_dword v64, off, off offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v66, v64, s5
	scratch_load_dword v65, off, off offset:216 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:220 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	scratch_load_dwordx4 v[66:69], off, off offset:404 ; 16-byte Folded Reload
	v_lshl_or_b32 v96, v65, 16, v64
	v_perm_b32 v65, v127, v125, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v69, v121, s5
	v_lshl_or_b32 v71, v65, 16, v64
	scratch_load_dword v64, off, off offset:308 ; 4-byte Folded Reload
	v_mfma_f32_32x32x64_f8f6f4 v[104:119], v[88:95], v[96:103], v[104:119]
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v68, v64, s5
	scratch_load_dwordx2 v[68:69], off, off offset:312 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v70, v68, s5
	v_lshl_or_b32 v70, v65, 16, v64
	scratch_load_dword v64, off, off offset:376 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v67, v64, s5
	scratch_load_dword v67, off, off offset:380 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:384 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v67, s5
	v_lshl_or_b32 v69, v65, 16, v64
	scratch_load_dword v64, off, off offset:372 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v66, v64, s5
	scratch_load_dwordx2 v[66:67], off, off offset:300 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:340 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v68, v65, 16, v64
	scratch_load_dwordx4 v[88:91], off, off offset:388 ; 16-byte Folded Reload
	scratch_load_dword v64, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:332 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:356 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v91, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v67, v65, 16, v64
	scratch_load_dword v64, off, off offset:368 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v90, v64, s5
	scratch_load_dword v65, off, off offset:328 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[90:91], off, off offset:360 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v90, s5
	v_lshl_or_b32 v66, v65, 16, v64
	scratch_load_dword v64, off, off offset:324 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v89, v64, s5
	scratch_load_dword v89, off, off offset:336 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:352 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v89, s5
	v_lshl_or_b32 v65, v65, 16, v64
	v_perm_b32 v64, v88, v126, s5
	scratch_load_dwordx2 v[88:89], off, off offset:344 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v89, a17
	v_perm_b32 v88, v89, v88, s5
	v_lshl_or_b32 v64, v88, 16, v64
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[104:119], v[80:87], v[64:71], v[104:119]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], v[72:79], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[76:79], v120 offset:608
	ds_read_b128 v[72:75], v120 offset:576
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], a[18:25], v[80:95]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[76:79], v120 offset:672
	ds_read_b128 v[72:75], v120 offset:640
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], v[96:103], v[80:95]
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[76:79], v120 offset:736
	ds_read_b128 v[72:75], v120 offset:704
	s_nop 7
	v_mov_b32_e32 v96, v112
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], v[64:71], v[80:95]
	v_mov_b32_e32 v72, v113
	v_mov_b32_e32 v73, v114
	v_mov_b32_e32 v74, v115
	v_mov_b32_e32 v75, v116
	v_mov_b32_e32 v76, v117
	v_mov_b32_e32 v77, v118
	v_mov_b32_e32 v78, v119
	s_nop 12
	v_mov_b32_e32 v97, v81
	v_mov_b32_e32 v98, v90
	v_mov_b32_e32 v99, v95
	v_mov_b32_e32 v79, v80
	v_mov_b32_e32 v80, v91
	v_mov_b32_e32 v81, v92
	v_mov_b32_e32 v90, v93
	v_mov_b32_e32 v91, v94
	s_branch .LBB0_51
.LBB0_50:
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	s_waitcnt vmcnt(11)
	v_mov_b32_e32 v96, 0
	v_accvgpr_write_b32 a10, v97
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	v_mov_b32_e32 v72, v96
	v_mov_b32_e32 v73, v96
	v_mov_b32_e32 v74, v96
	v_mov_b32_e32 v75, v96
	v_mov_b32_e32 v76, v96
	v_mov_b32_e32 v77, v96
	v_mov_b32_e32 v78, v96
	v_mov_b32_e32 v79, v96
	v_mov_b32_e32 v104, v96
	v_mov_b32_e32 v105, v96
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v106, v96
	v_mov_b32_e32 v107, v96
	v_mov_b32_e32 v108, v96
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v109, v96
	v_mov_b32_e32 v110, v96
	v_mov_b32_e32 v111, v96
	v_mov_b32_e32 v82, v96
	v_mov_b32_e32 v83, v96
	v_mov_b32_e32 v84, v96
	v_mov_b32_e32 v85, v96
	v_mov_b32_e32 v86, v96
	v_mov_b32_e32 v87, v96
	v_mov_b32_e32 v88, v96
	v_mov_b32_e32 v89, v96
	v_mov_b32_e32 v80, v96
	v_mov_b32_e32 v81, v96
	v_mov_b32_e32 v90, v96
	v_mov_b32_e32 v91, v96
.LBB0_51:
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	scratch_load_dword v64, off, off offset:100 ; 4-byte Folded Reload
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s4, s4, 6
	s_sub_i32 s4, s4, 64
	v_accvgpr_read_b32 v126, a120
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_and_b32 s5, s35, 0x80
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v100, s4, v64
	scratch_load_dword v64, off, off offset:84 ; 4-byte Folded Reload
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v100
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v101, s4, v64
	scratch_load_dword v64, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v102, s4, v64
	scratch_load_dword v64, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v103, s4, v64
	scratch_load_dword v64, off, off offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v112, s4, v64
	scratch_load_dword v64, off, off offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v113, s4, v64
	scratch_load_dwordx4 v[64:67], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[68:71], off, off offset:16 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_accvgpr_read_b32 v65, a109
	v_or_b32_e32 v115, s4, v65
	v_or_b32_e32 v114, s4, v64
	scratch_load_dword v64, off, off offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v116, s4, v64
	scratch_load_dword v64, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v117, s4, v64
	scratch_load_dword v64, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v118, s4, v64
	scratch_load_dword v64, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v119, s4, v64
	scratch_load_dword v64, off, off offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v120, s4, v64
	scratch_load_dword v64, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v121, s4, v64
	scratch_load_dword v64, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v122, s4, v64
	scratch_load_dword v64, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v125, s4, v64
	scratch_load_dword v64, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v127, s4, v64
	scratch_load_dword v64, off, off offset:56 ; 4-byte Folded Reload
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[66:67], v[126:127], v[106:107] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[126:127], v[110:111] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[126:127], v[108:109] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[126:127], v[98:99] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v98, a16
	v_pk_mul_f32 v[78:79], v[126:127], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[126:127], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[126:127], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[126:127], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[126:127], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[126:127], v[88:89] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[126:127], v[86:87] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[126:127], v[84:85] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[126:127], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[126:127], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[126:127], v[80:81] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a15, v64
	scratch_load_dword v64, off, off offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a14, v64
	scratch_load_dword v64, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a13, v64
	v_accvgpr_read_b32 v64, a119
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a12, v64
	scratch_load_dword v64, off, off offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a11, v64
	scratch_load_dword v64, off, off offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a9, v64
	scratch_load_dword v64, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a8, v64
	scratch_load_dword v64, off, off offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a7, v64
	scratch_load_dword v64, off, off offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a6, v64
	scratch_load_dword v64, off, off offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a5, v64
	scratch_load_dword v64, off, off offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a4, v64
	scratch_load_dword v64, off, off offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a3, v64
	scratch_load_dword v64, off, off offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a2, v64
	scratch_load_dword v64, off, off offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a1, v64
	scratch_load_dword v64, off, off offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a0, v64
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[64:65], v[126:127], v[104:105] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v104, 0xff800000
	v_cndmask_b32_e32 v66, v104, v66, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v101
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_and_b32 s4, s33, 0x80
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v71, v104, v71, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v102
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v70, v104, v70, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v103
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v69, v104, v69, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v112
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v68, v104, v68, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v113
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v67, v104, v67, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v114, v98
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v64, v104, v64, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v115
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v65, v104, v65, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v116
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v96, v104, v79, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v117
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v79, v104, v78, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v118
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v78, v104, v77, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v119
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v77, v104, v76, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v120
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v76, v104, v75, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v121
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v100, v76, v77, v78
.Ltmp15:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v75, v104, v74, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v122
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v74, v104, v73, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v125, v98
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v73, v104, v72, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v127
	v_accvgpr_read_b32 v72, a15
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v89, v104, v89, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a14
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v88, v104, v88, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a13
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v87, v104, v87, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a12
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v86, v104, v86, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a11
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v85, v104, v85, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a9
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v103, v85, v86, v87
.Ltmp17:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v84, v104, v84, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a8
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v83, v104, v83, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v72, v98
	v_accvgpr_read_b32 v72, a7
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v82, v104, v82, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a6
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v102, v82, v83, v84
.Ltmp19:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v98, v104, v91, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a5
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v91, v104, v90, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a4
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v90, v104, v81, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a3
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v81, v104, v80, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a2
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v105, v81, v90, v91
.Ltmp21:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v99, v104, v95, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a1
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v95, v73, v74, v75
.Ltmp23:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v80, v104, v94, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	v_accvgpr_read_b32 v72, a0
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v97, v104, v93, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v93, v67, v68, v69
	v_max3_f32 v101, v79, v96, v97
.Ltmp25:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v72, v104, v92, vcc
.Ltmp26:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v92, v64, v65
	v_max3_f32 v94, v70, v71, v72
	v_max3_f32 v104, v88, v89, v80
	v_max3_f32 v92, v92, v66, v93
	v_max3_f32 v93, v95, v100, v101
	v_max3_f32 v95, v102, v103, v104
	v_max3_f32 v100, v105, v98, v99
	v_max3_f32 v92, v92, v94, v93
	v_max3_f32 v92, v92, v95, v100
.Ltmp27:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v93, v92
	s_nop 1
	v_permlane32_swap_b32_e32 v92, v93
.Ltmp28:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v92, v124, v92, v93
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[64:65], v[64:65], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[66:67], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[68:69], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[102:103], v[70:71], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[72:73], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[96:97], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[82:83], v[82:83], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[84:85], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[86:87], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[88:89], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[98:99], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v66, v64
	v_exp_f32_e32 v67, v65
	v_exp_f32_e32 v68, v94
	v_exp_f32_e32 v69, v95
	v_exp_f32_e32 v70, v100
	v_exp_f32_e32 v71, v101
	v_exp_f32_e32 v72, v102
	v_exp_f32_e32 v73, v103
	v_exp_f32_e32 v110, v104
	v_exp_f32_e32 v111, v105
	v_exp_f32_e32 v112, v74
	v_exp_f32_e32 v113, v75
	v_exp_f32_e32 v114, v76
	v_exp_f32_e32 v115, v77
	v_exp_f32_e32 v116, v78
	v_exp_f32_e32 v117, v79
	v_exp_f32_e32 v118, v96
	v_exp_f32_e32 v119, v97
	v_exp_f32_e32 v120, v82
	v_exp_f32_e32 v121, v83
	v_exp_f32_e32 v126, v84
	v_exp_f32_e32 v127, v85
	v_exp_f32_e32 v74, v86
	v_exp_f32_e32 v75, v87
	v_exp_f32_e32 v76, v88
	v_exp_f32_e32 v77, v89
	v_exp_f32_e32 v78, v80
	v_exp_f32_e32 v79, v81
	v_exp_f32_e32 v80, v90
	v_exp_f32_e32 v81, v91
	v_exp_f32_e32 v82, v98
	v_exp_f32_e32 v83, v99
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v64, v124, v92
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v98, v64
.Ltmp29:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[64:65], v[66:67], v[68:69]
	v_pk_add_f32 v[84:85], v[70:71], v[72:73]
	v_pk_add_f32 v[86:87], v[110:111], v[112:113]
	v_pk_add_f32 v[88:89], v[114:115], v[116:117]
	v_pk_add_f32 v[90:91], v[118:119], v[120:121]
	v_pk_add_f32 v[92:93], v[126:127], v[74:75]
	v_pk_add_f32 v[94:95], v[76:77], v[78:79]
	v_pk_add_f32 v[96:97], v[80:81], v[82:83]
	v_pk_add_f32 v[64:65], v[64:65], v[84:85]
	v_pk_add_f32 v[84:85], v[86:87], v[88:89]
	v_pk_add_f32 v[86:87], v[90:91], v[92:93]
	v_pk_add_f32 v[88:89], v[94:95], v[96:97]
	v_pk_add_f32 v[64:65], v[64:65], v[84:85]
	v_pk_add_f32 v[84:85], v[86:87], v[88:89]
.Ltmp30:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v66, v66, v67, 1.0
.Ltmp31:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[64:65], v[64:65], v[84:85]
.Ltmp32:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v67, v70, v71, 1.0
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v125, v64, v65
.Ltmp34:
	.loc	1 80 15                         ; corpus_make.py:80:15
	scratch_load_dword v64, off, off offset:184 ; 4-byte Folded Reload
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v71, v126, v127, 1.0
	v_accvgpr_write_b32 a11, v98
	v_cvt_scalef32_pk_fp8_f32 v71, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_mov_b32_e32 v74, 0x220
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v110, v111, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v72, v73, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v118, v119, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v76, v77, 1.0
	v_lshrrev_b32_e32 v76, 8, v66
	v_cvt_scalef32_pk_fp8_f32 v70, v120, v121, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v72, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v82, v83, 1.0 op_sel:[0,0,0,1]
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v65, v125
	s_nop 1
	v_permlane32_swap_b32_e32 v125, v65
.Ltmp36:
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v64, 0x17c, v64
	v_or_b32_e32 v64, s4, v64
	v_accvgpr_write_b32 a9, v64
	v_add_u32_e32 v64, 0x10600, v64
	ds_write_b32 v64, v98
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v122, off, off offset:152 ; 4-byte Folded Reload
	.loc	1 81 13                         ; corpus_make.py:81:13
	scratch_load_dword v84, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v124, off, off offset:32 ; 4-byte Folded Reload
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v64, 2, v122
	v_lshl_or_b32 v64, s4, 1, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v84, 0x1c00, v84
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v85, 0x108, v124
	s_add_i32 s4, s8, s30
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_or_b32_e32 v64, s5, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_lshrrev_b32_e32 v86, 5, v84
	v_add3_u32 v84, s4, v84, v85
	v_accvgpr_read_b32 v85, a10
	v_accvgpr_write_b32 a8, v64
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v64, 0x10600, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v84, v84, v85, v86
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_read_b32 v64, v64
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[102:103], v84
	ds_read_b64_tr_b8 v[94:95], v84 offset:64
	ds_read_b64_tr_b8 v[86:87], v84 offset:128
	ds_read_b64_tr_b8 a[0:1], v84 offset:192
	ds_read_b64_tr_b8 v[104:105], v84 offset:8448
	ds_read_b64_tr_b8 v[96:97], v84 offset:8512
	ds_read_b64_tr_b8 v[88:89], v84 offset:8576
	ds_read_b64_tr_b8 a[2:3], v84 offset:8640
	ds_read_b64_tr_b8 v[106:107], v84 offset:512
	ds_read_b64_tr_b8 v[98:99], v84 offset:576
	ds_read_b64_tr_b8 v[90:91], v84 offset:640
	ds_read_b64_tr_b8 a[4:5], v84 offset:704
	ds_read_b64_tr_b8 v[108:109], v84 offset:8960
	ds_read_b64_tr_b8 v[100:101], v84 offset:9024
	ds_read_b64_tr_b8 v[92:93], v84 offset:9088
	ds_read_b64_tr_b8 a[6:7], v84 offset:9152
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v75, off, off offset:156 ; 4-byte Folded Reload
	s_lshr_b32 s4, s34, 1
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v75
	s_nop 1
	v_cndmask_b32_e64 v74, v74, 0, vcc
	v_bitop3_b32 v74, s4, v74, v122 bitop3:0x36
	v_add_u32_e32 v75, 0x105d0, v74
	ds_write_b8 v75, v76 offset:128
	ds_write_b8 v75, v68 offset:2048
	v_lshrrev_b32_e32 v76, 8, v68
	ds_write_b8 v75, v76 offset:2176
	ds_write_b8 v75, v70 offset:4096
	v_lshrrev_b32_e32 v76, 8, v70
	ds_write_b8 v75, v76 offset:4224
	ds_write_b8 v75, v72 offset:6144
	v_lshrrev_b32_e32 v76, 8, v72
	ds_write_b8 v75, v66
	ds_write_b8 v75, v76 offset:6272
	v_mov_b32_e32 v75, 0x105d0
	v_xad_u32 v76, v74, 16, v75
	ds_write_b8_d16_hi v76, v66 offset:256
	v_lshrrev_b32_e32 v66, 24, v66
	ds_write_b8 v76, v66 offset:384
	ds_write_b8_d16_hi v76, v68 offset:2304
	v_lshrrev_b32_e32 v66, 24, v68
	ds_write_b8 v76, v66 offset:2432
	ds_write_b8_d16_hi v76, v70 offset:4352
	v_lshrrev_b32_e32 v66, 24, v70
	ds_write_b8 v76, v66 offset:4480
	ds_write_b8_d16_hi v76, v72 offset:6400
	v_lshrrev_b32_e32 v66, 24, v72
	ds_write_b8 v76, v66 offset:6528
	v_xad_u32 v66, v74, 64, v75
	v_lshrrev_b32_e32 v68, 8, v67
	ds_write_b8 v66, v68 offset:1152
	ds_write_b8 v66, v69 offset:3072
	v_lshrrev_b32_e32 v68, 8, v69
	ds_write_b8 v66, v68 offset:3200
	ds_write_b8 v66, v71 offset:5120
	v_lshrrev_b32_e32 v68, 8, v71
	ds_write_b8 v66, v68 offset:5248
	ds_write_b8 v66, v73 offset:7168
	v_lshrrev_b32_e32 v68, 8, v73
	ds_write_b8 v66, v67 offset:1024
	ds_write_b8 v66, v68 offset:7296
	v_xor_b32_e32 v66, 0x50, v74
	v_add_u32_e32 v66, 0x105d0, v66
	ds_write_b8_d16_hi v66, v67 offset:1280
	v_lshrrev_b32_e32 v67, 24, v67
	ds_write_b8 v66, v67 offset:1408
	ds_write_b8_d16_hi v66, v69 offset:3328
	v_lshrrev_b32_e32 v67, 24, v69
	ds_write_b8 v66, v67 offset:3456
	ds_write_b8_d16_hi v66, v71 offset:5376
	v_lshrrev_b32_e32 v67, 24, v71
	ds_write_b8 v66, v67 offset:5504
	ds_write_b8_d16_hi v66, v73 offset:7424
	v_lshrrev_b32_e32 v67, 24, v73
	ds_write_b8 v66, v67 offset:7552
	s_waitcnt lgkmcnt(0)
	s_barrier
	scratch_load_dword v66, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:176 ; 4-byte Folded Reload
	s_movk_i32 s4, 0xb80
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v66, 48, v66
	s_waitcnt vmcnt(0)
	v_and_or_b32 v66, v67, s4, v66
	v_bitop3_b32 v66, s31, v66, v85 bitop3:0x36
	v_and_or_b32 v66, v124, 8, v66
	v_add_u32_e32 v68, 0x105d0, v66
	v_xad_u32 v72, v66, 64, v75
	ds_read_b64_tr_b8 v[66:67], v68
	ds_read_b64_tr_b8 v[70:71], v68 offset:4096
	ds_read_b64_tr_b8 v[68:69], v72 offset:1024
	ds_read_b64_tr_b8 v[72:73], v72 offset:5120
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	.loc	1 80 15 is_stmt 1               ; corpus_make.py:80:15
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
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[102:109], v[66:73], v[0:15]
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v64, v125, v65
	v_accvgpr_read_b32 v65, a11
.Ltmp38:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v64, v123, v65
	v_mov_b32_e32 v123, v64
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[94:101], v[66:73], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[86:93], v[66:73], v[32:47]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[66:73], v[48:63]
.LBB0_53:
	.loc	1 53 14                         ; corpus_make.py:53:14
	scratch_load_dword v64, off, off offset:152 ; 4-byte Folded Reload
	.loc	1 53 34 is_stmt 0               ; corpus_make.py:53:34
	s_or_b32 s31, s31, s29
	v_accvgpr_read_b32 v65, a9
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	v_add_u32_e32 v65, 0, v65
	ds_write_b32 v65, v123
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v64, s31, v64
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s28, v64
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_55
; %bb.54:                               ; %.critedge
	.loc	1 57 70                         ; corpus_make.py:57:70
	scratch_load_dwordx4 v[68:71], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 v[72:75], off, off offset:16 ; 16-byte Folded Reload
	v_accvgpr_read_b32 v65, a8
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_add_u32_e32 v65, 0, v65
	ds_read_b32 v66, v65
	.loc	1 86 20                         ; corpus_make.py:86:20
	s_mul_i32 s2, s0, s17
	.loc	1 86 39 is_stmt 0               ; corpus_make.py:86:39
	v_mul_lo_u32 v64, v64, s1
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_div_scale_f32 v70, s[0:1], v66, v66, v63
	v_rcp_f32_e32 v71, v70
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[64:65], 2, s[2:3]
	v_mov_b32_e32 v69, 0
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v67, s30, v68
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshlrev_b32_e32 v68, 2, v67
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
.LBB0_55:                               ; %.critedge28
	.loc	1 41 1                          ; corpus_make.py:41:1
	s_endpgm
.Ltmp39:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 756
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
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 128
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
	.set .Lattn_fwd.num_vgpr, 128
	.set .Lattn_fwd.num_agpr, 128
	.set .Lattn_fwd.numbered_sgpr, 46
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 756
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 21176
; TotalNumSgprs: 52
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 756
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
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
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
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
	.quad	.Ltmp27-.Lfunc_begin0
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
  - .agpr_count:     128
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
    .max_flat_workgroup_size: 512
    .name:           attn_fwd
    .private_segment_fixed_size: 756
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 202
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
