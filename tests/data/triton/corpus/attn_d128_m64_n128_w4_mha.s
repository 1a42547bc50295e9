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
; %bb.84:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.85:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s18, s[4:5], 0x24
	s_load_dwordx2 s[0:1], s[4:5], 0x30
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	v_and_b32_e32 v4, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v221, 63, v0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s2, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s22, s2, 0x20006
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s21, s22, 6
	v_or_b32_e32 v5, s21, v221
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s17
	.loc	1 53 14                         ; corpus_make.py:53:14
	s_lshl_b32 s16, s16, 6
	.loc	1 53 34 is_stmt 0               ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v0, 3, v5
	.loc	1 57 17 is_stmt 1               ; corpus_make.py:57:17
	s_ashr_i32 s3, s0, 31
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v2, s16, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s2, s8, s0
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v0, 4, v4
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v8, 0
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s18, v2
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_addc_u32 s3, s9, s3
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_and_b32_e32 v0, 0x70, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; corpus_make.py:0:9
	v_mul_lo_u32 v6, v2, s1
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[12:15], v[6:7], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s20, s[4:5], 0x28
	s_load_dword s0, s[4:5], 0x38
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v2, 32, v2
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s18, v2
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v2, v2, s1
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[0:1]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[8:11], v[2:3], off
.LBB0_4:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v7, 4, v5
	v_and_b32_e32 v5, 0x70, v5
	v_xad_u32 v5, v7, v5, 0
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	v_and_b32_e32 v173, 31, v4
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v175, 32, v4
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[12:15]
	ds_write_b128 v5, v[8:11] offset:4096
	v_and_b32_e32 v5, 14, v4
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	s_and_b32 s19, s21, 64
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v7, 7, v173
	v_lshlrev_b32_e32 v8, 3, v5
	v_lshrrev_b32_e32 v220, 1, v175
	v_lshl_or_b32 v7, s19, 6, v7
	v_xor_b32_e32 v8, v8, v220
	s_movk_i32 s1, 0x60
	.loc	1 63 18 is_stmt 1               ; corpus_make.py:63:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s17
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_or_b32_e32 v9, v7, v8
	v_bitop3_b32 v7, v7, s1, v8 bitop3:0x36
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v174, 8, v4
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v10, 0, v9
	v_xad_u32 v11, v9, 32, 0
	v_xad_u32 v9, v9, 64, 0
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_add_u32 s2, s10, s0
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshlrev_b32_e32 v2, 2, v174
	v_lshlrev_b32_e32 v3, 1, v175
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_barrier
	ds_read_b128 v[104:107], v10
	ds_read_b128 v[108:111], v11
	v_add_u32_e32 v7, 0, v7
	ds_read_b128 v[96:99], v9
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[100:103], v7
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_addc_u32 s3, s11, s1
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_and_b32_e32 v157, 16, v4
	v_or_b32_e32 v6, v3, v2
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s20, 0
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or3_b32 v6, v6, v157, s22
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s20, 1
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v6
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s11, s22, 0x410
	s_or_b64 s[6:7], s[6:7], vcc
	v_lshl_add_u32 v7, v221, 4, s11
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.5:                                ; %.critedge84
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:33760
; %bb.6:                                ; %Flow506
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s23, s[4:5], 0x3c
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v6, s23
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s11, 0x83e0
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_8:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v8, 4, v6
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v8
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[0:1], s[0:1], -1
	s_or_b64 s[6:7], s[0:1], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.9:                                ; %.critedge86
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:37920
                                        ; implicit-def: $vgpr8
; %bb.10:                               ; %Flow504
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s23
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s11, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_12:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v8, 8, v6
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v8
	s_or_b64 s[6:7], s[0:1], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.13:                               ; %.critedge88
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:42080
                                        ; implicit-def: $vgpr8
; %bb.14:                               ; %Flow502
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_16
; %bb.15:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s23
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s11, 0xa460
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_16:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v6, 12, v6
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v6
	s_or_b64 s[6:7], s[0:1], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 s[6:7], exec, s[8:9]
; %bb.17:                               ; %.critedge90
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:46240
                                        ; implicit-def: $vgpr6
; %bb.18:                               ; %Flow500
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_load_dword s8, s[4:5], 0x40
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_20
; %bb.19:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v6, s23
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[0:1]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s11, 0xb4a0
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_20:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_lshlrev_b32_e32 v6, 1, v4
	v_and_b32_e32 v6, 0x70, v6
	.loc	1 64 18                         ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s8, s17
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v8, s22, v6
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s7, s8, 31
	s_add_u32 s6, s12, s8
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v8
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mul_i32 s12, s22, 0x420
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_addc_u32 s7, s13, s7
	s_or_b64 s[8:9], s[0:1], vcc
	v_lshl_add_u32 v7, v221, 4, s12
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_barrier
	s_and_saveexec_b64 s[24:25], s[8:9]
	s_xor_b64 s[8:9], exec, s[24:25]
; %bb.21:                               ; %.critedge92
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13]
; %bb.22:                               ; %Flow498
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s24, s[4:5], 0x44
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_24
; %bb.23:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v8, s24
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s12
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.LBB0_24:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v9, 4, v8
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v9
	s_or_b64 s[8:9], s[0:1], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[26:27], s[8:9]
	s_xor_b64 s[8:9], exec, s[26:27]
; %bb.25:                               ; %.critedge94
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13] offset:4224
                                        ; implicit-def: $vgpr9
; %bb.26:                               ; %Flow496
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_28
; %bb.27:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v9, s24
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s12, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.LBB0_28:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v9, 8, v8
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v9
	s_or_b64 s[8:9], s[0:1], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[26:27], s[8:9]
	s_xor_b64 s[8:9], exec, s[26:27]
; %bb.29:                               ; %.critedge96
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v12, v10
	v_mov_b32_e32 v13, v10
	ds_write_b128 v7, v[10:13] offset:8448
                                        ; implicit-def: $vgpr9
; %bb.30:                               ; %Flow494
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[8:9], s[8:9]
	s_cbranch_execz .LBB0_32
; %bb.31:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, v9, s24
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s12, 0x2100
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.LBB0_32:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_or_b32_e32 v8, 12, v8
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v8
	s_or_b64 s[0:1], s[0:1], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_xor_b64 s[0:1], exec, s[8:9]
; %bb.33:                               ; %.critedge98
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v7, v[8:11] offset:12672
                                        ; implicit-def: $vgpr8
; %bb.34:                               ; %Flow492
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[0:1], s[0:1]
	s_load_dword s8, s[4:5], 0x20
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_36
; %bb.35:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v8, v8, s24
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[0:1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s12, 0x3180
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_36:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v7, 0x3fb8aa3b
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v158, 3, v175
	.loc	1 62 16                         ; corpus_make.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v112, s8, v7
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v7, 32, v158
	v_accvgpr_write_b32 a26, v7
	v_or_b32_e32 v7, 27, v158
	v_accvgpr_write_b32 a27, v7
	v_or_b32_e32 v7, 18, v158
	v_accvgpr_write_b32 a28, v7
	v_or_b32_e32 v7, 17, v158
	v_accvgpr_write_b32 a29, v7
	v_or_b32_e32 v7, 49, v158
	v_accvgpr_write_b32 a30, v7
	v_or_b32_e32 v7, 48, v158
	v_accvgpr_write_b32 a31, v7
	v_or_b32_e32 v7, 43, v158
	v_accvgpr_write_b32 a32, v7
	v_or_b32_e32 v7, 42, v158
	v_accvgpr_write_b32 a33, v7
	v_or_b32_e32 v7, 41, v158
	v_accvgpr_write_b32 a34, v7
	v_or_b32_e32 v7, 40, v158
	v_accvgpr_write_b32 a35, v7
	v_or_b32_e32 v7, 35, v158
	v_accvgpr_write_b32 a36, v7
	v_or_b32_e32 v7, 34, v158
	v_accvgpr_write_b32 a37, v7
	v_or_b32_e32 v7, 0x42, v158
	v_accvgpr_write_b32 a38, v7
	v_or_b32_e32 v7, 0x41, v158
	v_accvgpr_write_b32 a39, v7
	v_or_b32_e32 v7, 64, v158
	v_accvgpr_write_b32 a40, v7
	v_or_b32_e32 v7, 59, v158
	v_accvgpr_write_b32 a41, v7
	v_or_b32_e32 v7, 58, v158
	v_accvgpr_write_b32 a42, v7
	v_or_b32_e32 v7, 57, v158
	v_accvgpr_write_b32 a43, v7
	v_or_b32_e32 v7, 56, v158
	v_accvgpr_write_b32 a44, v7
	v_or_b32_e32 v7, 51, v158
	v_accvgpr_write_b32 a45, v7
	v_or_b32_e32 v7, 0x53, v158
	v_accvgpr_write_b32 a46, v7
	v_or_b32_e32 v7, 0x52, v158
	v_accvgpr_write_b32 a47, v7
	v_or_b32_e32 v7, 0x51, v158
	v_accvgpr_write_b32 a48, v7
	v_or_b32_e32 v7, 0x50, v158
	v_accvgpr_write_b32 a49, v7
	v_or_b32_e32 v7, 0x4b, v158
	v_accvgpr_write_b32 a50, v7
	v_or_b32_e32 v7, 0x4a, v158
	v_accvgpr_write_b32 a51, v7
	v_or_b32_e32 v7, 0x49, v158
	v_accvgpr_write_b32 a52, v7
	v_or_b32_e32 v7, 0x48, v158
	v_accvgpr_write_b32 a53, v7
	v_or_b32_e32 v7, 0x68, v158
	v_accvgpr_write_b32 a54, v7
	v_or_b32_e32 v7, 0x63, v158
	v_accvgpr_write_b32 a55, v7
	v_or_b32_e32 v7, 0x62, v158
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s10, s21, 0x80
	v_accvgpr_write_b32 a56, v7
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v7, 0x61, v158
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s21, s20, 0xffffff80
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v196, 11, v158
	v_or_b32_e32 v197, 10, v158
	v_or_b32_e32 v198, 9, v158
	v_or_b32_e32 v199, 8, v158
	v_or_b32_e32 v247, 26, v158
	v_or_b32_e32 v248, 25, v158
	v_or_b32_e32 v250, 24, v158
	v_or_b32_e32 v252, 19, v158
	v_accvgpr_write_b32 a57, v7
	s_mov_b32 s13, 0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s21, 0
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v206, 0x60, v158
	v_or_b32_e32 v207, 0x5b, v158
	v_or_b32_e32 v208, 0x5a, v158
	v_or_b32_e32 v209, 0x59, v158
	v_or_b32_e32 v200, 0x79, v158
	v_or_b32_e32 v201, 0x78, v158
	v_or_b32_e32 v202, 0x73, v158
	v_or_b32_e32 v203, 0x72, v158
	v_or_b32_e32 v204, 0x71, v158
	v_or_b32_e32 v219, 0x70, v158
	v_or_b32_e32 v205, 0x6b, v158
	v_or_b32_e32 v218, 0x6a, v158
	v_or_b32_e32 v210, 0x7b, v158
	v_or_b32_e32 v211, 0x7a, v158
	v_or_b32_e32 v212, 0x69, v158
	v_or_b32_e32 v213, 0x58, v158
	v_or_b32_e32 v214, 0x43, v158
	v_or_b32_e32 v215, 50, v158
	v_or_b32_e32 v216, 33, v158
	v_or_b32_e32 v217, 16, v158
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[80:81], 24, v[104:105]
	v_lshrrev_b64 v[82:83], 24, v[106:107]
	v_lshrrev_b64 v[84:85], 24, v[108:109]
	v_lshrrev_b64 v[86:87], 24, v[110:111]
	v_lshrrev_b64 v[74:75], 24, v[96:97]
	v_lshrrev_b64 v[76:77], 24, v[98:99]
	v_lshrrev_b64 v[78:79], 24, v[100:101]
	v_lshrrev_b64 v[88:89], 24, v[102:103]
	; asyncmark
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc1 .LBB0_38
; %bb.37:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_39
.LBB0_38:
	s_mov_b64 s[0:1], -1
.LBB0_39:                               ; %Flow490
	s_lshr_b32 s9, s10, 2
	s_lshr_b32 s8, s19, 1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_lshlrev_b32_e32 v7, 2, v175
	v_lshrrev_b32_e32 v79, 8, v104
	v_lshrrev_b32_e32 v89, 16, v104
	v_lshrrev_b32_e32 v81, 8, v105
	v_lshrrev_b32_e32 v90, 16, v105
	v_lshrrev_b32_e32 v91, 24, v105
	v_lshrrev_b32_e32 v92, 8, v106
	v_lshrrev_b32_e32 v93, 16, v106
	v_lshrrev_b32_e32 v83, 8, v107
	v_lshrrev_b32_e32 v94, 16, v107
	v_lshrrev_b32_e32 v95, 24, v107
	v_lshrrev_b32_e32 v151, 8, v108
	v_lshrrev_b32_e32 v152, 16, v108
	v_lshrrev_b32_e32 v85, 8, v109
	v_lshrrev_b32_e32 v156, 16, v109
	v_lshrrev_b32_e32 v159, 24, v109
	v_lshrrev_b32_e32 v162, 8, v110
	v_lshrrev_b32_e32 v163, 16, v110
	v_lshrrev_b32_e32 v87, 8, v111
	v_lshrrev_b32_e32 v167, 16, v111
	v_lshrrev_b32_e32 v168, 24, v111
	v_lshrrev_b32_e32 v75, 8, v96
	v_lshrrev_b32_e32 v77, 16, v96
	v_lshrrev_b32_e32 v115, 8, v97
	v_lshrrev_b32_e32 v116, 16, v97
	v_lshrrev_b32_e32 v117, 24, v97
	v_lshrrev_b32_e32 v118, 8, v98
	v_lshrrev_b32_e32 v120, 16, v98
	v_lshrrev_b32_e32 v146, 8, v99
	v_lshrrev_b32_e32 v147, 16, v99
	v_lshrrev_b32_e32 v148, 24, v99
	v_lshrrev_b32_e32 v149, 8, v100
	v_lshrrev_b32_e32 v150, 16, v100
	v_lshrrev_b32_e32 v153, 8, v101
	v_lshrrev_b32_e32 v154, 16, v101
	v_lshrrev_b32_e32 v155, 24, v101
	v_lshrrev_b32_e32 v160, 8, v102
	v_lshrrev_b32_e32 v161, 16, v102
	v_lshrrev_b32_e32 v164, 8, v103
	v_lshrrev_b32_e32 v165, 16, v103
	v_lshrrev_b32_e32 v166, 24, v103
	v_mov_b32_e32 v17, 0
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v114, 0xff800000
	v_lshlrev_b32_e32 v32, 10, v4
	v_lshlrev_b32_e32 v226, 4, v157
	v_lshlrev_b32_e32 v119, 9, v5
	v_lshlrev_b32_e32 v177, 3, v4
	v_accvgpr_write_b32 a25, v7
	v_lshlrev_b32_e32 v121, 4, v5
	v_cmp_eq_u32_e64 s[0:1], 0, v175
	v_lshlrev_b32_e32 v176, 5, v4
	v_cmp_eq_u32_e32 vcc, 0, v174
	s_cbranch_scc1 .LBB0_74
; %bb.40:                               ; %.lr.ph
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	v_lshl_add_u64 v[132:133], s[2:3], 0, v[0:1]
	s_mov_b32 s2, 0xc0c0004
	v_lshl_add_u64 v[134:135], s[6:7], 0, v[0:1]
	v_perm_b32 v0, v111, v87, s2
	v_perm_b32 v1, v167, v168, s2
	v_accvgpr_write_b32 a103, v87
	v_lshl_or_b32 v87, v1, 16, v0
	v_perm_b32 v0, v110, v162, s2
	v_perm_b32 v1, v163, v86, s2
	v_accvgpr_write_b32 a72, v86
	v_lshl_or_b32 v86, v1, 16, v0
	v_perm_b32 v0, v109, v85, s2
	v_perm_b32 v1, v156, v159, s2
	v_accvgpr_write_b32 a93, v85
	v_lshl_or_b32 v85, v1, 16, v0
	v_perm_b32 v0, v108, v151, s2
	v_perm_b32 v1, v152, v84, s2
	v_accvgpr_write_b32 a70, v84
	v_lshl_or_b32 v84, v1, 16, v0
	v_perm_b32 v0, v107, v83, s2
	v_perm_b32 v1, v94, v95, s2
	v_accvgpr_write_b32 a83, v83
	v_lshl_or_b32 v83, v1, 16, v0
	v_perm_b32 v0, v106, v92, s2
	v_perm_b32 v1, v93, v82, s2
	v_accvgpr_write_b32 a68, v82
	v_lshl_or_b32 v82, v1, 16, v0
	v_perm_b32 v0, v105, v81, s2
	v_perm_b32 v1, v90, v91, s2
	v_accvgpr_write_b32 a73, v81
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v104, v79, s2
	v_perm_b32 v1, v89, v80, s2
	v_accvgpr_write_b32 a64, v80
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v103, v164, s2
	v_perm_b32 v1, v165, v166, s2
	v_accvgpr_write_b32 a85, v95
	v_lshl_or_b32 v95, v1, 16, v0
	v_perm_b32 v0, v102, v160, s2
	v_perm_b32 v1, v161, v88, s2
	v_accvgpr_write_b32 a84, v94
	v_lshl_or_b32 v94, v1, 16, v0
	v_perm_b32 v0, v101, v153, s2
	v_perm_b32 v1, v154, v155, s2
	v_accvgpr_write_b32 a79, v93
	v_lshl_or_b32 v93, v1, 16, v0
	v_perm_b32 v0, v100, v149, s2
	v_perm_b32 v1, v150, v78, s2
	v_accvgpr_write_b32 a78, v92
	v_lshl_or_b32 v92, v1, 16, v0
	v_perm_b32 v0, v99, v146, s2
	v_perm_b32 v1, v147, v148, s2
	v_accvgpr_write_b32 a75, v91
	v_lshl_or_b32 v91, v1, 16, v0
	v_perm_b32 v0, v98, v118, s2
	v_perm_b32 v1, v120, v76, s2
	v_accvgpr_write_b32 a74, v90
	v_lshl_or_b32 v90, v1, 16, v0
	v_perm_b32 v0, v97, v115, s2
	v_perm_b32 v1, v116, v117, s2
	v_accvgpr_write_b32 a65, v89
	v_lshl_or_b32 v89, v1, 16, v0
	v_perm_b32 v0, v96, v75, s2
	v_perm_b32 v1, v77, v74, s2
	v_accvgpr_write_b32 a66, v88
	v_lshl_or_b32 v88, v1, 16, v0
	v_mov_b32_e32 v0, 0x10600
	v_add_u32_e32 v2, v3, v2
	v_lshl_add_u32 v233, v173, 2, v0
	v_mov_b32_e32 v0, 0x110
	v_add_u32_e32 v239, s22, v6
	v_add3_u32 v251, v2, v157, s22
	v_cndmask_b32_e64 v1, v0, 0, s[0:1]
	v_cndmask_b32_e64 v0, v0, 0, vcc
	s_movk_i32 s0, 0x4c0
	v_add_u32_e32 v6, 0x8c, v239
	v_add_u32_e32 v2, 0x8c, v251
	v_and_or_b32 v0, v176, s0, v0
	v_mul_lo_u32 v241, s24, v6
	v_add_u32_e32 v6, 0x88, v239
	v_mul_lo_u32 v253, s23, v2
	v_add_u32_e32 v2, 0x88, v251
	v_and_b32_e32 v236, 8, v177
	v_xor_b32_e32 v4, v1, v173
	v_bitop3_b32 v0, s9, v0, v157 bitop3:0xf6
	v_mul_lo_u32 v243, s24, v6
	v_add_u32_e32 v6, 0x84, v239
	v_mul_lo_u32 v127, s23, v2
	v_add_u32_e32 v2, 0x84, v251
	v_accvgpr_write_b32 a71, v117
	v_bitop3_b32 v1, s8, v1, v173 bitop3:0xf6
	v_bitop3_b32 v4, s8, 32, v4 bitop3:0x36
	v_or_b32_e32 v5, v0, v236
	v_bitop3_b32 v0, v0, 32, v236 bitop3:0x36
	v_mul_lo_u32 v246, s24, v6
	v_add_u32_e32 v6, 0x80, v239
	v_mul_lo_u32 v117, s23, v2
	v_add_u32_e32 v2, 0x80, v251
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a22, v175
	v_accvgpr_write_b32 a21, v174
	v_accvgpr_write_b32 a106, v32
	v_and_b32_e32 v231, 0x3c00, v32
	v_accvgpr_write_b32 a104, v167
	v_accvgpr_write_b32 a105, v168
	v_accvgpr_write_b32 a98, v162
	v_accvgpr_write_b32 a99, v163
	v_accvgpr_write_b32 a94, v156
	v_accvgpr_write_b32 a95, v159
	v_accvgpr_write_b32 a88, v151
	v_accvgpr_write_b32 a89, v152
	v_accvgpr_write_b32 a63, v79
	v_accvgpr_write_b32 a100, v164
	v_accvgpr_write_b32 a101, v165
	v_accvgpr_write_b32 a102, v166
	v_accvgpr_write_b32 a96, v160
	v_accvgpr_write_b32 a97, v161
	v_accvgpr_write_b32 a90, v153
	v_accvgpr_write_b32 a91, v154
	v_accvgpr_write_b32 a92, v155
	v_accvgpr_write_b32 a86, v149
	v_accvgpr_write_b32 a62, v78
	v_accvgpr_write_b32 a87, v150
	v_accvgpr_write_b32 a80, v146
	v_accvgpr_write_b32 a81, v147
	v_accvgpr_write_b32 a82, v148
	v_accvgpr_write_b32 a76, v118
	v_accvgpr_write_b32 a60, v76
	v_accvgpr_write_b32 a77, v120
	v_accvgpr_write_b32 a67, v115
	v_accvgpr_write_b32 a69, v116
	v_accvgpr_write_b32 a59, v75
	v_accvgpr_write_b32 a58, v74
	v_accvgpr_write_b32 a61, v77
	s_lshl_b32 s2, s19, 1
	s_mov_b32 s26, 0
	v_accvgpr_write_b32 a24, v177
	v_accvgpr_write_b32 a20, v173
	v_accvgpr_write_b32 a23, v176
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v136, v112
	v_mov_b32_e32 v137, v112
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s3, s24, 7
	v_mul_lo_u32 v249, s24, v6
	s_lshl_b32 s6, s23, 7
	s_mov_b32 s27, 0x83e0
	v_mul_lo_u32 v123, s23, v2
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v126, 0xff800000
	v_add_u32_e32 v116, 0x105d0, v1
	v_add_u32_e32 v118, 0x105d0, v4
	v_add_u32_e32 v120, 0x105d0, v5
	v_add_u32_e32 v122, 0x105d0, v0
	v_accvgpr_mov_b32 a1, a0
	v_accvgpr_mov_b32 a2, a0
	v_accvgpr_mov_b32 a3, a0
	s_mov_b32 s7, 0
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_mov_b32 s24, 0
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
	s_branch .LBB0_42
.LBB0_41:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v115, a25
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_add3_u32 v115, s26, v115, v119
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v34, v35, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v115, v115, s8, v157
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v36, v37, 1.0 op_sel:[0,0,0,1]
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v115, v115, v236, v121
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v35, v38, v39, 1.0
	v_cvt_scalef32_pk_fp8_f32 v36, v42, v43, 1.0
	v_cvt_scalef32_pk_fp8_f32 v38, v50, v51, 1.0
	v_lshrrev_b32_e32 v50, 8, v34
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[160:161], v115
	ds_read_b64_tr_b8 v[162:163], v115 offset:8448
	ds_read_b64_tr_b8 v[164:165], v115 offset:256
	ds_read_b64_tr_b8 v[166:167], v115 offset:8704
	ds_read_b64_tr_b8 v[168:169], v115 offset:512
	ds_read_b64_tr_b8 v[170:171], v115 offset:8960
	ds_read_b64_tr_b8 v[172:173], v115 offset:768
	ds_read_b64_tr_b8 v[174:175], v115 offset:9216
	ds_read_b64_tr_b8 v[176:177], v115 offset:64
	ds_read_b64_tr_b8 v[178:179], v115 offset:8512
	ds_read_b64_tr_b8 v[180:181], v115 offset:320
	ds_read_b64_tr_b8 v[182:183], v115 offset:8768
	ds_read_b64_tr_b8 v[184:185], v115 offset:576
	ds_read_b64_tr_b8 v[186:187], v115 offset:9024
	ds_read_b64_tr_b8 v[188:189], v115 offset:832
	ds_read_b64_tr_b8 v[190:191], v115 offset:9280
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v36, v44, v45, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v116, v34
	ds_write_b8 v116, v50 offset:64
	ds_write_b8_d16_hi v116, v34 offset:128
	v_lshrrev_b32_e32 v34, 24, v34
	ds_write_b8 v116, v34 offset:192
	ds_write_b8 v116, v36 offset:1024
	v_lshrrev_b32_e32 v34, 8, v36
	v_cvt_scalef32_pk_fp8_f32 v38, v52, v53, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:1088
	ds_write_b8_d16_hi v116, v36 offset:1152
	v_lshrrev_b32_e32 v34, 24, v36
	v_cvt_scalef32_pk_fp8_f32 v35, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v40, v58, v59, 1.0
	ds_write_b8 v116, v34 offset:1216
	ds_write_b8 v116, v38 offset:2048
	v_lshrrev_b32_e32 v34, 8, v38
	v_cvt_scalef32_pk_fp8_f32 v40, v60, v61, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:2112
	ds_write_b8_d16_hi v116, v38 offset:2176
	v_lshrrev_b32_e32 v34, 24, v38
	v_cvt_scalef32_pk_fp8_f32 v42, v66, v67, 1.0
	ds_write_b8 v116, v34 offset:2240
	ds_write_b8 v116, v40 offset:3072
	v_lshrrev_b32_e32 v34, 8, v40
	v_cvt_scalef32_pk_fp8_f32 v42, v68, v69, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:3136
	ds_write_b8_d16_hi v116, v40 offset:3200
	v_lshrrev_b32_e32 v34, 24, v40
	v_cvt_scalef32_pk_fp8_f32 v44, v74, v75, 1.0
	ds_write_b8 v116, v34 offset:3264
	ds_write_b8 v116, v42 offset:4096
	v_lshrrev_b32_e32 v34, 8, v42
	v_cvt_scalef32_pk_fp8_f32 v44, v76, v77, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:4160
	ds_write_b8_d16_hi v116, v42 offset:4224
	v_lshrrev_b32_e32 v34, 24, v42
	v_cvt_scalef32_pk_fp8_f32 v37, v46, v47, 1.0
	v_cvt_scalef32_pk_fp8_f32 v46, v140, v141, 1.0
	ds_write_b8 v116, v34 offset:4288
	ds_write_b8 v116, v44 offset:5120
	v_lshrrev_b32_e32 v34, 8, v44
	v_cvt_scalef32_pk_fp8_f32 v46, v142, v143, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:5184
	ds_write_b8_d16_hi v116, v44 offset:5248
	v_lshrrev_b32_e32 v34, 24, v44
	v_cvt_scalef32_pk_fp8_f32 v37, v48, v49, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v48, v148, v149, 1.0
	ds_write_b8 v116, v34 offset:5312
	ds_write_b8 v116, v46 offset:6144
	v_lshrrev_b32_e32 v34, 8, v46
	v_cvt_scalef32_pk_fp8_f32 v48, v150, v151, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v116, v34 offset:6208
	ds_write_b8_d16_hi v116, v46 offset:6272
	v_lshrrev_b32_e32 v34, 24, v46
	ds_write_b8 v116, v34 offset:6336
	ds_write_b8 v116, v48 offset:7168
	v_lshrrev_b32_e32 v34, 8, v48
	ds_write_b8 v116, v34 offset:7232
	ds_write_b8_d16_hi v116, v48 offset:7296
	v_lshrrev_b32_e32 v34, 24, v48
	ds_write_b8 v116, v34 offset:7360
	ds_write_b8 v118, v35 offset:512
	v_lshrrev_b32_e32 v34, 8, v35
	ds_write_b8 v118, v34 offset:576
	ds_write_b8_d16_hi v118, v35 offset:640
	v_lshrrev_b32_e32 v34, 24, v35
	v_cvt_scalef32_pk_fp8_f32 v39, v54, v55, 1.0
	ds_write_b8 v118, v34 offset:704
	ds_write_b8 v118, v37 offset:1536
	v_lshrrev_b32_e32 v34, 8, v37
	v_cvt_scalef32_pk_fp8_f32 v39, v56, v57, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:1600
	ds_write_b8_d16_hi v118, v37 offset:1664
	v_lshrrev_b32_e32 v34, 24, v37
	v_cvt_scalef32_pk_fp8_f32 v41, v62, v63, 1.0
	ds_write_b8 v118, v34 offset:1728
	ds_write_b8 v118, v39 offset:2560
	v_lshrrev_b32_e32 v34, 8, v39
	v_cvt_scalef32_pk_fp8_f32 v41, v64, v65, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:2624
	ds_write_b8_d16_hi v118, v39 offset:2688
	v_lshrrev_b32_e32 v34, 24, v39
	v_cvt_scalef32_pk_fp8_f32 v43, v70, v71, 1.0
	ds_write_b8 v118, v34 offset:2752
	ds_write_b8 v118, v41 offset:3584
	v_lshrrev_b32_e32 v34, 8, v41
	v_cvt_scalef32_pk_fp8_f32 v43, v72, v73, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:3648
	ds_write_b8_d16_hi v118, v41 offset:3712
	v_lshrrev_b32_e32 v34, 24, v41
	v_cvt_scalef32_pk_fp8_f32 v45, v78, v79, 1.0
	ds_write_b8 v118, v34 offset:3776
	ds_write_b8 v118, v43 offset:4608
	v_lshrrev_b32_e32 v34, 8, v43
	v_cvt_scalef32_pk_fp8_f32 v45, v138, v139, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:4672
	ds_write_b8_d16_hi v118, v43 offset:4736
	v_lshrrev_b32_e32 v34, 24, v43
	v_cvt_scalef32_pk_fp8_f32 v47, v144, v145, 1.0
	ds_write_b8 v118, v34 offset:4800
	ds_write_b8 v118, v45 offset:5632
	v_lshrrev_b32_e32 v34, 8, v45
	v_cvt_scalef32_pk_fp8_f32 v47, v146, v147, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:5696
	ds_write_b8_d16_hi v118, v45 offset:5760
	v_lshrrev_b32_e32 v34, 24, v45
	v_cvt_scalef32_pk_fp8_f32 v49, v152, v153, 1.0
	ds_write_b8 v118, v34 offset:5824
	ds_write_b8 v118, v47 offset:6656
	v_lshrrev_b32_e32 v34, 8, v47
	v_cvt_scalef32_pk_fp8_f32 v49, v154, v155, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v118, v34 offset:6720
	ds_write_b8_d16_hi v118, v47 offset:6784
	v_lshrrev_b32_e32 v34, 24, v47
	ds_write_b8 v118, v34 offset:6848
	ds_write_b8 v118, v49 offset:7680
	v_lshrrev_b32_e32 v34, 8, v49
	ds_write_b8 v118, v34 offset:7744
	ds_write_b8_d16_hi v118, v49 offset:7808
	v_lshrrev_b32_e32 v34, 24, v49
	ds_write_b8 v118, v34 offset:7872
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[34:35], v120
	ds_read_b64_tr_b8 v[38:39], v120 offset:2048
	ds_read_b64_tr_b8 v[36:37], v122 offset:512
	ds_read_b64_tr_b8 v[40:41], v122 offset:2560
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
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[160:167], v[34:41], v[0:15]
	.loc	1 83 22 is_stmt 0               ; corpus_make.py:83:22
	ds_read_b64_tr_b8 v[42:43], v120 offset:4096
	ds_read_b64_tr_b8 v[46:47], v120 offset:6144
	ds_read_b64_tr_b8 v[44:45], v122 offset:4608
	ds_read_b64_tr_b8 v[48:49], v122 offset:6656
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v113, v113, v126
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v113, v124, v33
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_addk_i32 s24, 0x80
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s27, s25, 0x83e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s22, s22, s3
	s_add_i32 s7, s7, s6
	s_cmp_lt_i32 s24, s21
	s_mov_b32 s26, s13
	v_mov_b32_e32 v124, v113
	v_mov_b32_e32 v126, v114
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[176:183], v[34:41], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[168:175], v[42:49], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[184:191], v[42:49], v[16:31]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_75
.LBB0_42:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s23, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s23, s0, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s13, s23, 14
	s_lshr_b32 s0, s13, 6
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v33, s24, v251
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s25, s13, s0
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v32, 0x80, v33
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s28, s25, s11
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v32
	v_lshl_add_u32 v32, v221, 4, s28
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.43:                               ; %.critedge100
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v32, a[0:3] offset:33760
; %bb.44:                               ; %Flow488
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_add_u32_e32 v34, s7, v123
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[132:133], 0, v[34:35]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s28, 0x83e0
	s_nop 0
	global_load_lds_dwordx4 v[34:35], off
.LBB0_46:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v34, 0x84, v33
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v34
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.47:                               ; %.critedge102
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v32, a[0:3] offset:37920
; %bb.48:                               ; %Flow487
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	v_add_u32_e32 v34, s7, v117
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[132:133], 0, v[34:35]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s28, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[34:35], off
.LBB0_50:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v34, 0x88, v33
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v34
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.51:                               ; %.critedge104
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v32, a[0:3] offset:42080
; %bb.52:                               ; %Flow486
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	v_add_u32_e32 v34, s7, v127
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[132:133], 0, v[34:35]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s28, 0xa460
	s_nop 0
	global_load_lds_dwordx4 v[34:35], off
.LBB0_54:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v33, 0x8c, v33
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v33
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.55:                               ; %.critedge106
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v32, a[0:3] offset:46240
; %bb.56:                               ; %Flow485
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_add_u32_e32 v32, s7, v253
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[32:33], v[132:133], 0, v[32:33]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s28, 0xb4a0
	s_nop 0
	global_load_lds_dwordx4 v[32:33], off
.LBB0_58:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v32, s27, v231, v226
	v_lshrrev_b32_e32 v33, 6, v231
	v_add3_u32 v114, v32, v220, v33
	; asyncmark
	ds_read_b128 v[48:51], v114
	ds_read_b128 v[52:55], v114 offset:32
	v_accvgpr_read_b32 v56, a27
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v149, s24, v56
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[80:87], 0
	v_accvgpr_read_b32 v48, a29
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v143, s24, v48
	v_accvgpr_read_b32 v48, a28
	v_add_u32_e32 v144, s24, v48
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[48:51], v114 offset:64
	ds_read_b128 v[52:55], v114 offset:96
	v_accvgpr_read_b32 v56, a26
	ds_read_b128 v[64:67], v114 offset:128
	ds_read_b128 v[68:71], v114 offset:160
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v150, s24, v56
	v_accvgpr_read_b32 v56, a37
	v_add_u32_e32 v152, s24, v56
	v_accvgpr_read_b32 v56, a36
	v_add_u32_e32 v153, s24, v56
	v_accvgpr_read_b32 v56, a35
	v_add_u32_e32 v154, s24, v56
	v_accvgpr_read_b32 v56, a34
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[48:55], v[88:95], v[32:47]
	v_accvgpr_read_b32 v48, a33
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v160, s24, v48
	v_accvgpr_read_b32 v48, a32
	v_add_u32_e32 v161, s24, v48
	v_accvgpr_read_b32 v48, a31
	v_add_u32_e32 v162, s24, v48
	v_accvgpr_read_b32 v48, a30
	v_add_u32_e32 v163, s24, v48
	v_accvgpr_read_b32 v48, a45
	v_add_u32_e32 v165, s24, v48
	v_accvgpr_read_b32 v48, a44
	v_add_u32_e32 v166, s24, v48
	v_accvgpr_read_b32 v48, a43
	v_add_u32_e32 v167, s24, v48
	v_accvgpr_read_b32 v48, a42
	v_add_u32_e32 v168, s24, v48
	v_accvgpr_read_b32 v48, a41
	v_add_u32_e32 v169, s24, v48
	v_accvgpr_read_b32 v48, a40
	v_add_u32_e32 v170, s24, v48
	v_accvgpr_read_b32 v48, a39
	v_add_u32_e32 v171, s24, v48
	v_accvgpr_read_b32 v48, a38
	v_add_u32_e32 v155, s24, v56
	v_add_u32_e32 v172, s24, v48
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[64:71], v[80:87], 0
	v_accvgpr_read_b32 v64, a53
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v174, s24, v64
	v_accvgpr_read_b32 v64, a52
	v_add_u32_e32 v175, s24, v64
	v_accvgpr_read_b32 v64, a51
	v_add_u32_e32 v176, s24, v64
	v_accvgpr_read_b32 v64, a50
	v_add_u32_e32 v177, s24, v64
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[64:67], v114 offset:192
	ds_read_b128 v[68:71], v114 offset:224
	ds_read_b128 v[184:187], v114 offset:512
	ds_read_b128 v[188:191], v114 offset:544
	v_accvgpr_read_b32 v72, a49
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v222, s24, v72
	v_accvgpr_read_b32 v72, a48
	v_add_u32_e32 v223, s24, v72
	v_accvgpr_read_b32 v72, a47
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[64:71], v[88:95], v[48:63]
	v_accvgpr_read_b32 v64, a57
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v245, s24, v64
	v_accvgpr_read_b32 v64, a56
	v_add_u32_e32 v254, s24, v64
	v_accvgpr_read_b32 v64, a55
	v_add_u32_e32 v224, s24, v72
	v_accvgpr_read_b32 v72, a46
	v_add_u32_e32 v255, s24, v64
	v_accvgpr_read_b32 v64, a54
	v_add_u32_e32 v225, s24, v72
	v_add_u32_e32 v115, s24, v64
	v_add_u32_e32 v113, s24, v158
	v_add_u32_e32 v128, s24, v239
	v_add_u32_e32 v129, 1, v113
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[4:7], v114 offset:640
	ds_read_b128 a[8:11], v114 offset:672
	ds_read_b128 a[12:15], v114 offset:704
	ds_read_b128 a[16:19], v114 offset:736
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[184:191], v[80:87], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[188:191], v114 offset:576
	ds_read_b128 v[192:195], v114 offset:608
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v186, 0x80, v128
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v114, v112, v32
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v113
	v_mov_b32_e32 v240, 0xff800000
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v130, 2, v113
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v186
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v186, v112, v33
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v242, v240, v114, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v129
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v131, 3, v113
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v187, v112, v34
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v129, v240, v186, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v130
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v138, s24, v199
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[188:195], v[88:95], v[64:79]
	v_mul_f32_e32 v188, v112, v35
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v130, v240, v187, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v131
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v139, s24, v198
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v189, v112, v36
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v131, v240, v188, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v138
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v140, s24, v197
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v190, v112, v37
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v138, v240, v189, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v139
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v141, s24, v196
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v191, v112, v38
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v139, v240, v190, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v140
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v142, s24, v217
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v192, v112, v39
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v140, v240, v191, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v141
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v193, v112, v40
	v_mul_f32_e32 v194, v112, v41
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v141, v240, v192, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v142
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v145, s24, v252
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v195, v112, v42
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v142, v240, v193, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v143
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v146, s24, v250
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v227, v112, v43
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v143, v240, v194, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v144
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v147, s24, v248
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v230, v112, v44
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v144, v240, v195, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v145
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v148, s24, v247
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v232, v112, v45
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v145, v240, v227, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v146
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v237, v112, v46
	v_mul_f32_e32 v238, v112, v47
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v146, v240, v230, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v147
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v151, s24, v216
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v48, v112, v48
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v147, v240, v232, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v148
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[4:11], v[80:87], 0
	v_mul_f32_e32 v49, v112, v49
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v148, v240, v237, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v149
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v50, v112, v50
	v_mul_f32_e32 v51, v112, v51
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v149, v240, v238, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v150
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v52, v112, v52
	v_mul_f32_e32 v53, v112, v53
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v48, v240, v48, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v151
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v54, v112, v54
	v_mul_f32_e32 v55, v112, v55
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v49, v240, v49, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v152
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v56, v112, v56
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v164, s24, v215
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v50, v240, v50, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v153
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v57, v112, v57
	v_mul_f32_e32 v58, v112, v58
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v51, v240, v51, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v154
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v59, v112, v59
	v_mul_f32_e32 v60, v112, v60
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v52, v240, v52, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v155
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v61, v112, v61
	v_mul_f32_e32 v62, v112, v62
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v53, v240, v53, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v160
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v63, v112, v63
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[12:19], v[88:95], v[32:47]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v54, v240, v54, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v161
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v64, v112, v64
	v_mul_f32_e32 v65, v112, v65
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v55, v240, v55, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v162
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v173, s24, v214
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v66, v112, v66
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v56, v240, v56, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v163
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v67, v112, v67
	v_mul_f32_e32 v68, v112, v68
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v57, v240, v57, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v164
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v69, v112, v69
	v_mul_f32_e32 v70, v112, v70
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v58, v240, v58, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v165
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v71, v112, v71
	v_mul_f32_e32 v72, v112, v72
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v59, v240, v59, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v166
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v73, v112, v73
	v_mul_f32_e32 v74, v112, v74
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v60, v240, v60, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v167
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v228, s24, v213
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v75, v112, v75
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v61, v240, v61, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v168
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v229, s24, v209
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v76, v112, v76
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v62, v240, v62, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v169
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v234, s24, v208
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v77, v112, v77
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v63, v240, v63, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v170
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v235, s24, v207
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v78, v112, v78
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v64, v240, v64, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v171
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v244, s24, v206
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v79, v112, v79
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v65, v240, v65, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v172
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v32, v112, v32
	v_mul_f32_e32 v33, v112, v33
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v240, v66, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v173
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v34, v112, v34
	v_mul_f32_e32 v35, v112, v35
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v240, v67, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v174
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v125, s24, v212
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v36, v112, v36
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v68, v240, v68, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v175
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v156, s24, v219
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v37, v112, v37
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v69, v240, v69, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v176
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v113, v112
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v159, s24, v200
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v70, v240, v70, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v177
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v178, s24, v201
	v_or_b32_e32 v179, s24, v202
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v71, v240, v71, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v222
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v180, s24, v203
	v_or_b32_e32 v181, s24, v204
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v72, v240, v72, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v223
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v182, s24, v218
	v_or_b32_e32 v183, s24, v205
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v73, v240, v73, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v224
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v184, s24, v211
	v_add_u32_e32 v185, s24, v210
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v74, v240, v74, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v225
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v46, v112, v46
	v_mul_f32_e32 v47, v112, v47
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v75, v240, v75, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v228
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v114, v53, v54, v55
	v_max3_f32 v154, v56, v57, v58
.Ltmp5:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v76, v240, v76, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v229
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v155, v59, v60, v61
	v_max3_f32 v160, v68, v69, v70
.Ltmp7:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v77, v240, v77, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v234
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v161, v71, v72, v73
	v_max3_f32 v162, v74, v75, v76
.Ltmp9:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v78, v240, v78, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v235
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshr_b32 s27, s13, 5
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s13, s13, s27
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v79, v240, v79, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v244
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v163, v77, v78, v79
.Ltmp11:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s27, s13, s12
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v150, v240, v32, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v245
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v151, v240, v33, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v254
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[32:33], v[136:137], v[38:39]
	v_pk_mul_f32 v[38:39], v[112:113], v[44:45]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v152, v240, v34, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v255
.Ltmp12:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v44, v140, v141, v142
	v_max3_f32 v45, v143, v144, v145
.Ltmp13:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v153, v240, v35, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[34:35], v[112:113], v[40:41]
.Ltmp14:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v164, v150, v151, v152
.Ltmp15:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v115, v240, v36, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v125
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v125, v240, v37, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v156
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[36:37], v[112:113], v[42:43]
.Ltmp16:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v42, v242, v129, v130
.Ltmp17:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v34, v240, v34, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v159
.Ltmp18:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v43, v131, v138, v139
	v_max3_f32 v113, v50, v51, v52
.Ltmp19:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v39, v240, v39, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v178
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v156, v62, v63, v64
	v_max3_f32 v159, v65, v66, v67
.Ltmp21:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v38, v240, v38, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v179
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v165, v153, v115, v125
	v_max3_f32 v42, v42, v43, v44
.Ltmp23:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v37, v240, v37, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v180
.Ltmp24:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v44, v113, v114, v154
.Ltmp25:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e64 v36, v240, v36, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v181
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v35, v240, v35, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v182
.Ltmp26:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v167, v35, v36, v37
.Ltmp27:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e64 v32, v240, v32, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v183
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e64 v33, v240, v33, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v184
.Ltmp28:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v166, v32, v33
	v_max3_f32 v113, v166, v34, v167
.Ltmp29:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v40, v240, v46, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s20, v185
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v46, v146, v147, v148
	v_max3_f32 v168, v38, v39, v40
.Ltmp31:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v41, v240, v47, s[0:1]
.Ltmp32:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v47, v149, v48, v49
	v_max3_f32 v43, v45, v46, v47
	v_max3_f32 v45, v155, v156, v159
	v_max3_f32 v46, v160, v161, v162
	v_max3_f32 v47, v163, v164, v165
	v_max3_f32 v42, v42, v43, v44
	v_max3_f32 v43, v45, v46, v47
	v_max3_f32 v44, v113, v168, v41
	v_max3_f32 v42, v42, v43, v44
.Ltmp33:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v43, v42
	s_nop 1
	v_permlane32_swap_b32_e32 v42, v43
.Ltmp34:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v114, v126, v42, v43
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_sub_f32_e32 v42, v242, v114
	v_sub_f32_e32 v43, v129, v114
	v_sub_f32_e32 v44, v130, v114
	v_sub_f32_e32 v45, v131, v114
	v_sub_f32_e32 v46, v138, v114
	v_sub_f32_e32 v47, v139, v114
	v_sub_f32_e32 v113, v140, v114
	v_sub_f32_e32 v129, v141, v114
	v_sub_f32_e32 v130, v142, v114
	v_sub_f32_e32 v131, v143, v114
	v_sub_f32_e32 v138, v144, v114
	v_sub_f32_e32 v139, v145, v114
	v_sub_f32_e32 v140, v146, v114
	v_sub_f32_e32 v141, v147, v114
	v_sub_f32_e32 v142, v148, v114
	v_sub_f32_e32 v143, v149, v114
	v_sub_f32_e32 v144, v48, v114
	v_sub_f32_e32 v145, v49, v114
	v_sub_f32_e32 v146, v50, v114
	v_sub_f32_e32 v147, v51, v114
	v_sub_f32_e32 v154, v52, v114
	v_sub_f32_e32 v155, v53, v114
	v_sub_f32_e32 v156, v54, v114
	v_sub_f32_e32 v159, v55, v114
	v_sub_f32_e32 v160, v56, v114
	v_sub_f32_e32 v161, v57, v114
	v_sub_f32_e32 v162, v58, v114
	v_sub_f32_e32 v163, v59, v114
	v_sub_f32_e32 v164, v60, v114
	v_sub_f32_e32 v165, v61, v114
	v_sub_f32_e32 v166, v62, v114
	v_sub_f32_e32 v167, v63, v114
	v_sub_f32_e32 v168, v64, v114
	v_sub_f32_e32 v169, v65, v114
	v_sub_f32_e32 v170, v66, v114
	v_sub_f32_e32 v171, v67, v114
	v_sub_f32_e32 v172, v68, v114
	v_sub_f32_e32 v173, v69, v114
	v_sub_f32_e32 v174, v70, v114
	v_sub_f32_e32 v175, v71, v114
	v_sub_f32_e32 v176, v72, v114
	v_sub_f32_e32 v177, v73, v114
	v_sub_f32_e32 v178, v74, v114
	v_sub_f32_e32 v179, v75, v114
	v_sub_f32_e32 v180, v76, v114
	v_sub_f32_e32 v181, v77, v114
	v_sub_f32_e32 v182, v78, v114
	v_sub_f32_e32 v183, v79, v114
	v_sub_f32_e32 v184, v150, v114
	v_sub_f32_e32 v185, v151, v114
	v_sub_f32_e32 v186, v152, v114
	v_sub_f32_e32 v187, v153, v114
	v_sub_f32_e32 v115, v115, v114
	v_sub_f32_e32 v125, v125, v114
	v_pk_add_f32 v[32:33], v[32:33], v[114:115] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[148:149], v[34:35], v[114:115] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[150:151], v[36:37], v[114:115] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[152:153], v[38:39], v[114:115] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v188, v40, v114
	v_sub_f32_e32 v189, v41, v114
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v34, v42
	v_exp_f32_e32 v35, v43
	v_exp_f32_e32 v36, v44
	v_exp_f32_e32 v37, v45
	v_exp_f32_e32 v38, v46
	v_exp_f32_e32 v39, v47
	v_exp_f32_e32 v40, v113
	v_exp_f32_e32 v41, v129
	v_exp_f32_e32 v42, v130
	v_exp_f32_e32 v43, v131
	v_exp_f32_e32 v44, v138
	v_exp_f32_e32 v45, v139
	v_exp_f32_e32 v46, v140
	v_exp_f32_e32 v47, v141
	v_exp_f32_e32 v48, v142
	v_exp_f32_e32 v49, v143
	v_exp_f32_e32 v50, v144
	v_exp_f32_e32 v51, v145
	v_exp_f32_e32 v52, v146
	v_exp_f32_e32 v53, v147
	v_exp_f32_e32 v54, v154
	v_exp_f32_e32 v55, v155
	v_exp_f32_e32 v56, v156
	v_exp_f32_e32 v57, v159
	v_exp_f32_e32 v58, v160
	v_exp_f32_e32 v59, v161
	v_exp_f32_e32 v60, v162
	v_exp_f32_e32 v61, v163
	v_exp_f32_e32 v62, v164
	v_exp_f32_e32 v63, v165
	v_exp_f32_e32 v64, v166
	v_exp_f32_e32 v65, v167
	v_exp_f32_e32 v66, v168
	v_exp_f32_e32 v67, v169
	v_exp_f32_e32 v68, v170
	v_exp_f32_e32 v69, v171
	v_exp_f32_e32 v70, v172
	v_exp_f32_e32 v71, v173
	v_exp_f32_e32 v72, v174
	v_exp_f32_e32 v73, v175
	v_exp_f32_e32 v74, v176
	v_exp_f32_e32 v75, v177
	v_exp_f32_e32 v76, v178
	v_exp_f32_e32 v77, v179
	v_exp_f32_e32 v78, v180
	v_exp_f32_e32 v79, v181
	v_exp_f32_e32 v138, v182
	v_exp_f32_e32 v139, v183
	v_exp_f32_e32 v140, v184
	v_exp_f32_e32 v141, v185
	v_exp_f32_e32 v142, v186
	v_exp_f32_e32 v143, v187
	v_exp_f32_e32 v144, v115
	v_exp_f32_e32 v145, v125
	v_exp_f32_e32 v146, v32
	v_exp_f32_e32 v147, v33
	v_exp_f32_e32 v148, v148
	v_exp_f32_e32 v149, v149
	v_exp_f32_e32 v150, v150
	v_exp_f32_e32 v151, v151
	v_exp_f32_e32 v152, v152
	v_exp_f32_e32 v153, v153
	v_exp_f32_e32 v154, v188
	v_exp_f32_e32 v155, v189
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v32, v126, v114
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v33, v32
.Ltmp35:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[224:225], v[34:35], v[36:37]
	v_pk_add_f32 v[234:235], v[38:39], v[40:41]
	v_pk_add_f32 v[244:245], v[42:43], v[44:45]
	v_pk_add_f32 v[254:255], v[46:47], v[48:49]
	v_pk_add_f32 v[130:131], v[50:51], v[52:53]
	v_pk_add_f32 v[222:223], v[54:55], v[56:57]
	v_pk_add_f32 v[228:229], v[58:59], v[60:61]
	v_pk_add_f32 v[160:161], v[62:63], v[64:65]
	v_pk_add_f32 v[162:163], v[66:67], v[68:69]
	v_pk_add_f32 v[164:165], v[70:71], v[72:73]
	v_pk_add_f32 v[166:167], v[74:75], v[76:77]
	v_pk_add_f32 v[168:169], v[78:79], v[138:139]
	v_pk_add_f32 v[170:171], v[140:141], v[142:143]
	v_pk_add_f32 v[172:173], v[144:145], v[146:147]
	v_pk_add_f32 v[174:175], v[148:149], v[150:151]
	v_pk_add_f32 v[176:177], v[152:153], v[154:155]
	v_pk_add_f32 v[224:225], v[224:225], v[234:235]
	v_pk_add_f32 v[234:235], v[244:245], v[254:255]
	v_pk_add_f32 v[130:131], v[130:131], v[222:223]
	v_pk_add_f32 v[160:161], v[228:229], v[160:161]
	v_pk_add_f32 v[162:163], v[162:163], v[164:165]
	v_pk_add_f32 v[164:165], v[166:167], v[168:169]
	v_pk_add_f32 v[166:167], v[170:171], v[172:173]
	v_pk_add_f32 v[168:169], v[174:175], v[176:177]
.Ltmp36:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v32, s2, v233
.Ltmp37:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[170:171], v[224:225], v[234:235]
	v_pk_add_f32 v[130:131], v[130:131], v[160:161]
	v_pk_add_f32 v[160:161], v[162:163], v[164:165]
	v_pk_add_f32 v[162:163], v[166:167], v[168:169]
.Ltmp38:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v32, v33
	v_add_u32_e32 v32, s10, v233
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[130:131], v[170:171], v[130:131]
	v_pk_add_f32 v[160:161], v[160:161], v[162:163]
.Ltmp40:
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[130:131], v[130:131], v[160:161]
	v_lshl_add_u32 v129, v221, 4, s27
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v113, v130, v131
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v126, v113
	s_nop 1
	v_permlane32_swap_b32_e32 v113, v126
.Ltmp44:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.59:                               ; %.critedge108
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v129, a[0:3]
; %bb.60:                               ; %Flow484
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_add_u32_e32 v130, s22, v249
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshl_add_u64 v[130:131], v[134:135], 0, v[130:131]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_mov_b32 m0, s27
	s_nop 0
	global_load_lds_dwordx4 v[130:131], off
.LBB0_62:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v115, 0x84, v128
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v115
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.63:                               ; %.critedge110
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v129, a[0:3] offset:4224
; %bb.64:                               ; %Flow483
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_add_u32_e32 v130, s22, v246
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshl_add_u64 v[130:131], v[134:135], 0, v[130:131]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s27, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[130:131], off
.LBB0_66:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v115, 0x88, v128
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s20, v115
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.67:                               ; %.critedge112
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v129, a[0:3] offset:8448
; %bb.68:                               ; %Flow482
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_70
; %bb.69:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	v_add_u32_e32 v130, s22, v243
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v131, 31, v130
	v_lshl_add_u64 v[130:131], v[134:135], 0, v[130:131]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 m0, s27, 0x2100
	s_nop 0
	global_load_lds_dwordx4 v[130:131], off
.LBB0_70:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_add_u32_e32 v115, 0x8c, v128
	v_cmp_le_i32_e32 vcc, s20, v115
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.71:                               ; %.critedge114
                                        ;   in Loop: Header=BB0_42 Depth=1
	ds_write_b128 v129, a[0:3] offset:12672
; %bb.72:                               ; %Flow
                                        ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_41
; %bb.73:                               ;   in Loop: Header=BB0_42 Depth=1
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_add_u32_e32 v128, s22, v241
	v_ashrrev_i32_e32 v129, 31, v128
	v_lshl_add_u64 v[128:129], v[134:135], 0, v[128:129]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_add_i32 m0, s27, 0x3180
	s_nop 0
	global_load_lds_dwordx4 v[128:129], off
	s_branch .LBB0_41
.LBB0_74:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_mov_b32 s27, 0x83e0
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
	s_branch .LBB0_76
.LBB0_75:                               ; %Flow489
	v_accvgpr_read_b32 v173, a20
	v_accvgpr_read_b32 v174, a21
	v_accvgpr_read_b32 v175, a22
	v_accvgpr_read_b32 v176, a23
	v_accvgpr_read_b32 v177, a24
	v_accvgpr_read_b32 v74, a58
	v_accvgpr_read_b32 v76, a60
	v_accvgpr_read_b32 v78, a62
	v_accvgpr_read_b32 v80, a64
	v_accvgpr_read_b32 v88, a66
	v_accvgpr_read_b32 v82, a68
	v_accvgpr_read_b32 v84, a70
	v_accvgpr_read_b32 v75, a59
	v_accvgpr_read_b32 v77, a61
	v_accvgpr_read_b32 v86, a72
	v_accvgpr_read_b32 v79, a63
	v_accvgpr_read_b32 v89, a65
	v_accvgpr_read_b32 v115, a67
	v_accvgpr_read_b32 v116, a69
	v_accvgpr_read_b32 v117, a71
	v_accvgpr_read_b32 v81, a73
	v_accvgpr_read_b32 v90, a74
	v_accvgpr_read_b32 v91, a75
	v_accvgpr_read_b32 v118, a76
	v_accvgpr_read_b32 v120, a77
	v_accvgpr_read_b32 v92, a78
	v_accvgpr_read_b32 v93, a79
	v_accvgpr_read_b32 v146, a80
	v_accvgpr_read_b32 v147, a81
	v_accvgpr_read_b32 v148, a82
	v_accvgpr_read_b32 v83, a83
	v_accvgpr_read_b32 v94, a84
	v_accvgpr_read_b32 v95, a85
	v_accvgpr_read_b32 v149, a86
	v_accvgpr_read_b32 v150, a87
	v_accvgpr_read_b32 v151, a88
	v_accvgpr_read_b32 v152, a89
	v_accvgpr_read_b32 v153, a90
	v_accvgpr_read_b32 v154, a91
	v_accvgpr_read_b32 v155, a92
	v_accvgpr_read_b32 v85, a93
	v_accvgpr_read_b32 v156, a94
	v_accvgpr_read_b32 v159, a95
	v_accvgpr_read_b32 v160, a96
	v_accvgpr_read_b32 v161, a97
	v_accvgpr_read_b32 v162, a98
	v_accvgpr_read_b32 v163, a99
	v_accvgpr_read_b32 v164, a100
	v_accvgpr_read_b32 v165, a101
	v_accvgpr_read_b32 v166, a102
	v_accvgpr_read_b32 v87, a103
	v_accvgpr_read_b32 v167, a104
	v_accvgpr_read_b32 v168, a105
	v_accvgpr_read_b32 v32, a106
.LBB0_76:                               ; %Flow491
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s5, s20, 0x7f
	s_ashr_i32 s2, s5, 31
	s_lshr_b32 s2, s2, 25
	s_add_i32 s2, s5, s2
	s_ashr_i32 s2, s2, 7
	s_max_i32 s4, s2, 1
	s_cmpk_gt_i32 s5, 0x7f
	s_cselect_b64 s[2:3], -1, 0
	s_cmpk_lt_i32 s5, 0x80
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_78
; %bb.77:
	v_and_b32_e32 v32, 0x3c00, v32
	v_lshrrev_b32_e32 v33, 6, v32
	v_add3_u32 v32, s27, v32, v226
	v_add3_u32 v32, v32, v220, v33
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s5, 0xc0c0004
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[126:129], v32 offset:736
	ds_read_b128 v[122:125], v32 offset:704
	ds_read_b128 v[134:137], v32 offset:672
	ds_read_b128 v[130:133], v32 offset:640
	ds_read_b128 v[38:41], v32 offset:608
	ds_read_b128 v[34:37], v32 offset:576
	ds_read_b128 v[142:145], v32 offset:544
	ds_read_b128 v[138:141], v32 offset:512
	ds_read_b128 v[46:49], v32 offset:224
	ds_read_b128 v[42:45], v32 offset:192
	ds_read_b128 v[54:57], v32 offset:160
	ds_read_b128 v[50:53], v32 offset:128
	ds_read_b128 v[62:65], v32 offset:96
	ds_read_b128 v[58:61], v32 offset:64
	ds_read_b128 v[66:69], v32
	ds_read_b128 v[70:73], v32 offset:32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v32, v111, v87, s5
	v_perm_b32 v33, v167, v168, s5
	v_lshl_or_b32 v111, v33, 16, v32
	v_perm_b32 v32, v110, v162, s5
	v_perm_b32 v33, v163, v86, s5
	v_lshl_or_b32 v110, v33, 16, v32
	v_perm_b32 v32, v109, v85, s5
	v_perm_b32 v33, v156, v159, s5
	v_lshl_or_b32 v109, v33, 16, v32
	v_perm_b32 v32, v108, v151, s5
	v_perm_b32 v33, v152, v84, s5
	v_lshl_or_b32 v108, v33, 16, v32
	v_perm_b32 v32, v107, v83, s5
	v_perm_b32 v33, v94, v95, s5
	v_lshl_or_b32 v107, v33, 16, v32
	v_perm_b32 v32, v106, v92, s5
	v_perm_b32 v33, v93, v82, s5
	v_lshl_or_b32 v106, v33, 16, v32
	v_perm_b32 v32, v105, v81, s5
	v_perm_b32 v33, v90, v91, s5
	v_lshl_or_b32 v105, v33, 16, v32
	v_perm_b32 v32, v104, v79, s5
	v_perm_b32 v33, v89, v80, s5
	v_lshl_or_b32 v104, v33, 16, v32
	v_perm_b32 v32, v103, v164, s5
	v_perm_b32 v33, v165, v166, s5
	v_lshl_or_b32 v103, v33, 16, v32
	v_perm_b32 v33, v161, v88, s5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], v[104:111], 0
	v_perm_b32 v32, v102, v160, s5
	v_lshl_or_b32 v102, v33, 16, v32
	v_perm_b32 v32, v101, v153, s5
	v_perm_b32 v33, v154, v155, s5
	v_lshl_or_b32 v101, v33, 16, v32
	v_perm_b32 v32, v100, v149, s5
	v_perm_b32 v33, v150, v78, s5
	v_lshl_or_b32 v100, v33, 16, v32
	v_perm_b32 v32, v99, v146, s5
	v_perm_b32 v33, v147, v148, s5
	v_lshl_or_b32 v99, v33, 16, v32
	v_perm_b32 v32, v98, v118, s5
	v_perm_b32 v33, v120, v76, s5
	v_lshl_or_b32 v98, v33, 16, v32
	v_perm_b32 v32, v97, v115, s5
	v_perm_b32 v33, v116, v117, s5
	v_lshl_or_b32 v97, v33, 16, v32
	v_perm_b32 v32, v96, v75, s5
	v_perm_b32 v33, v77, v74, s5
	v_lshl_or_b32 v96, v33, 16, v32
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[58:65], v[96:103], v[80:95]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[50:57], v[104:111], 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[42:49], v[96:103], v[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[138:145], v[104:111], 0
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[34:41], v[96:103], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[130:137], v[104:111], 0
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[122:129], v[96:103], v[32:47]
	s_nop 13
	v_mov_b32_e32 v96, v88
	v_mov_b32_e32 v97, v65
	v_mov_b32_e32 v98, v74
	v_mov_b32_e32 v99, v51
	v_mov_b32_e32 v100, v60
	v_mov_b32_e32 v74, v75
	v_mov_b32_e32 v75, v76
	v_mov_b32_e32 v76, v77
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v78, v79
	v_mov_b32_e32 v79, v48
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v49, v50
	v_mov_b32_e32 v88, v89
	v_mov_b32_e32 v89, v90
	v_mov_b32_e32 v90, v91
	v_mov_b32_e32 v91, v92
	v_mov_b32_e32 v92, v93
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v101, v37
	v_mov_b32_e32 v94, v95
	v_mov_b32_e32 v95, v64
	v_mov_b32_e32 v50, v61
	v_mov_b32_e32 v51, v62
	v_mov_b32_e32 v60, v63
	v_mov_b32_e32 v61, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v36
	s_branch .LBB0_79
.LBB0_78:
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, v96
	v_mov_b32_e32 v98, v96
	v_mov_b32_e32 v99, v96
	v_mov_b32_e32 v100, v96
	v_mov_b32_e32 v101, v96
	v_mov_b32_e32 v46, v96
	v_mov_b32_e32 v47, v96
	v_mov_b32_e32 v52, v96
	v_mov_b32_e32 v53, v96
	v_mov_b32_e32 v54, v96
	v_mov_b32_e32 v55, v96
	v_mov_b32_e32 v56, v96
	v_mov_b32_e32 v57, v96
	v_mov_b32_e32 v58, v96
	v_mov_b32_e32 v59, v96
	v_mov_b32_e32 v74, v96
	v_mov_b32_e32 v75, v96
	v_mov_b32_e32 v76, v96
	v_mov_b32_e32 v77, v96
	v_mov_b32_e32 v78, v96
	v_mov_b32_e32 v79, v96
	v_mov_b32_e32 v48, v96
	v_mov_b32_e32 v49, v96
	v_mov_b32_e32 v88, v96
	v_mov_b32_e32 v89, v96
	v_mov_b32_e32 v90, v96
	v_mov_b32_e32 v91, v96
	v_mov_b32_e32 v92, v96
	v_mov_b32_e32 v93, v96
	v_mov_b32_e32 v94, v96
	v_mov_b32_e32 v95, v96
	v_mov_b32_e32 v80, v96
	v_mov_b32_e32 v81, v96
	v_mov_b32_e32 v82, v96
	v_mov_b32_e32 v83, v96
	v_mov_b32_e32 v84, v96
	v_mov_b32_e32 v85, v96
	v_mov_b32_e32 v86, v96
	v_mov_b32_e32 v87, v96
	v_mov_b32_e32 v50, v96
	v_mov_b32_e32 v51, v96
	v_mov_b32_e32 v60, v96
	v_mov_b32_e32 v61, v96
	v_mov_b32_e32 v32, v96
	v_mov_b32_e32 v33, v96
	v_mov_b32_e32 v34, v96
	v_mov_b32_e32 v35, v96
	v_mov_b32_e32 v66, v96
	v_mov_b32_e32 v67, v96
	v_mov_b32_e32 v68, v96
	v_mov_b32_e32 v69, v96
	v_mov_b32_e32 v70, v96
	v_mov_b32_e32 v71, v96
	v_mov_b32_e32 v72, v96
	v_mov_b32_e32 v73, v96
	v_mov_b32_e32 v38, v96
	v_mov_b32_e32 v39, v96
	v_mov_b32_e32 v40, v96
	v_mov_b32_e32 v41, v96
	v_mov_b32_e32 v42, v96
	v_mov_b32_e32 v43, v96
	v_mov_b32_e32 v44, v96
	v_mov_b32_e32 v45, v96
.LBB0_79:
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_lshl_b32 s4, s4, 7
	s_addk_i32 s4, 0xff80
	v_accvgpr_read_b32 v36, a26
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v110, s4, v36
	v_accvgpr_read_b32 v36, a27
	v_or_b32_e32 v111, s4, v36
	v_accvgpr_read_b32 v36, a28
	v_or_b32_e32 v120, s4, v36
	v_accvgpr_read_b32 v36, a29
	v_or_b32_e32 v122, s4, v36
	v_accvgpr_read_b32 v36, a30
	v_or_b32_e32 v123, s4, v36
	v_accvgpr_read_b32 v36, a31
	v_or_b32_e32 v124, s4, v36
	v_accvgpr_read_b32 v36, a32
	v_or_b32_e32 v125, s4, v36
	v_accvgpr_read_b32 v36, a33
	v_or_b32_e32 v126, s4, v36
	v_accvgpr_read_b32 v36, a34
	v_or_b32_e32 v127, s4, v36
	v_accvgpr_read_b32 v36, a35
	v_or_b32_e32 v128, s4, v36
	v_accvgpr_read_b32 v36, a36
	v_or_b32_e32 v129, s4, v36
	v_accvgpr_read_b32 v36, a37
	v_or_b32_e32 v130, s4, v36
	v_accvgpr_read_b32 v36, a38
	v_or_b32_e32 v131, s4, v36
	v_accvgpr_read_b32 v36, a39
	v_or_b32_e32 v132, s4, v36
	v_accvgpr_read_b32 v36, a40
	v_or_b32_e32 v133, s4, v36
	v_accvgpr_read_b32 v36, a41
	v_or_b32_e32 v134, s4, v36
	v_accvgpr_read_b32 v36, a42
	v_or_b32_e32 v135, s4, v36
	v_accvgpr_read_b32 v36, a43
	v_or_b32_e32 v136, s4, v36
	v_accvgpr_read_b32 v36, a44
	v_or_b32_e32 v137, s4, v36
	v_accvgpr_read_b32 v36, a45
	v_or_b32_e32 v138, s4, v36
	v_accvgpr_read_b32 v36, a46
	v_or_b32_e32 v139, s4, v36
	v_accvgpr_read_b32 v36, a47
	v_or_b32_e32 v140, s4, v36
	v_accvgpr_read_b32 v36, a48
	v_or_b32_e32 v141, s4, v36
	v_accvgpr_read_b32 v36, a49
	v_or_b32_e32 v142, s4, v36
	v_accvgpr_read_b32 v36, a50
	v_or_b32_e32 v143, s4, v36
	v_accvgpr_read_b32 v36, a51
	v_or_b32_e32 v144, s4, v36
	v_accvgpr_read_b32 v36, a52
	v_or_b32_e32 v145, s4, v36
	v_accvgpr_read_b32 v36, a53
	v_or_b32_e32 v146, s4, v36
	v_accvgpr_read_b32 v36, a54
	v_or_b32_e32 v147, s4, v36
	v_accvgpr_read_b32 v36, a55
	v_or_b32_e32 v148, s4, v36
	v_accvgpr_read_b32 v36, a56
	v_or_b32_e32 v102, s4, v196
	v_or_b32_e32 v149, s4, v36
	v_accvgpr_read_b32 v36, a57
	v_or_b32_e32 v103, s4, v197
	v_or_b32_e32 v150, s4, v36
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[36:37], v[112:113], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[112:113], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[112:113], v[84:85] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[112:113], v[86:87] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[112:113], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[112:113], v[98:99] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[112:113], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[112:113], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[112:113], v[88:89] op_sel_hi:[0,1]
	v_pk_mul_f32 v[90:91], v[112:113], v[90:91] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[112:113], v[92:93] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[112:113], v[94:95] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[112:113], v[66:67] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[112:113], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[112:113], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[112:113], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[112:113], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[112:113], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[112:113], v[78:79] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[112:113], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[112:113], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[112:113], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[112:113], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[112:113], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[112:113], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[112:113], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[112:113], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[112:113], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[112:113], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[112:113], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[112:113], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[112:113], v[44:45] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v112, 0xff800000
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v102
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v104, s4, v198
	v_or_b32_e32 v105, s4, v199
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v81, v112, v81, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v103
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v106, s4, v158
	v_or_b32_e32 v107, 3, v106
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v80, v112, v80, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v104
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v108, 2, v106
	v_or_b32_e32 v109, 1, v106
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v65, v112, v65, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v105
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v115, s4, v247
	v_or_b32_e32 v116, s4, v248
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v64, v112, v64, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v107
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v117, s4, v250
	v_or_b32_e32 v118, s4, v252
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v63, v112, v63, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v106
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v151, s4, v206
	v_or_b32_e32 v152, s4, v207
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v36, v112, v36, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v108
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v153, s4, v208
	v_or_b32_e32 v154, s4, v209
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v62, v112, v62, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v109
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v155, s4, v219
	v_or_b32_e32 v156, s4, v200
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v37, v112, v37, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v110
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v159, s4, v201
	v_or_b32_e32 v160, s4, v202
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v96, v112, v95, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v111
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v161, s4, v203
	v_or_b32_e32 v162, s4, v204
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v95, v112, v94, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v115
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v163, s4, v218
	v_or_b32_e32 v164, s4, v205
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v94, v112, v93, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v116
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v165, s4, v210
	v_or_b32_e32 v166, s4, v211
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v93, v112, v92, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v117
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v167, s4, v212
	v_or_b32_e32 v168, s4, v213
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v92, v112, v91, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v118
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v169, s4, v214
	v_or_b32_e32 v170, s4, v215
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v91, v112, v90, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v120
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v171, s4, v216
	v_or_b32_e32 v172, s4, v217
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v90, v112, v89, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v122
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v89, v112, v88, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v123
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cmp_lg_u32 s2, 1
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v73, v112, v73, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v124
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v72, v112, v72, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v125
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v71, v112, v71, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v126
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v70, v112, v70, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v127
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v69, v112, v69, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v128
.Ltmp45:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v103, v69, v70, v71
.Ltmp46:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v68, v112, v68, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v129
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v67, v112, v67, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v130
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v66, v112, v66, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v131
.Ltmp47:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v102, v66, v67, v68
.Ltmp48:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v98, v112, v49, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v132
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v49, v112, v48, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v133
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v48, v112, v79, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v134
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v79, v112, v78, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v135
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v78, v112, v77, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v136
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v106, v78, v79, v48
.Ltmp50:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v77, v112, v76, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v137
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v76, v112, v75, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v138
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v75, v112, v74, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v139
.Ltmp51:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v105, v75, v76, v77
.Ltmp52:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v59, v112, v59, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v140
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v58, v112, v58, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v141
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v57, v112, v57, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v142
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v56, v112, v56, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v143
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v55, v112, v55, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v144
.Ltmp53:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v109, v55, v56, v57
.Ltmp54:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v54, v112, v54, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v145
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v53, v112, v53, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v146
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v52, v112, v52, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v147
.Ltmp55:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v108, v52, v53, v54
.Ltmp56:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v100, v112, v35, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v148
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v35, v112, v34, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v149
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v34, v112, v33, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v150
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v33, v112, v32, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v151
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v32, v112, v61, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v152
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v61, v112, v60, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v153
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v60, v112, v51, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v154
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v51, v112, v50, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v155
.Ltmp57:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v111, v51, v60, v61
.Ltmp58:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v40, v112, v40, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v156
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v45, v112, v45, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v159
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v44, v112, v44, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v160
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v43, v112, v43, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v161
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v42, v112, v42, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v162
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v41, v112, v41, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v163
.Ltmp59:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v117, v41, v42, v43
.Ltmp60:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v38, v112, v38, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v164
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v39, v112, v39, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v165
.Ltmp61:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v116, v38, v39
.Ltmp62:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v47, v112, v47, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v166
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v46, v112, v46, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v167
.Ltmp63:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v118, v44, v45, v46
.Ltmp64:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v101, v112, v87, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v168
.Ltmp65:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v115, v35, v100, v101
.Ltmp66:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v50, v112, v86, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v169
.Ltmp67:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v86, v92, v93, v94
	v_max3_f32 v110, v58, v59, v50
.Ltmp68:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v99, v112, v85, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v170
.Ltmp69:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v85, v89, v90, v91
	v_max3_f32 v107, v49, v98, v99
.Ltmp70:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v74, v112, v84, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v171
.Ltmp71:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v104, v72, v73, v74
.Ltmp72:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v97, v112, v83, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s20, v172
.Ltmp73:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v83, v63, v64, v65
	v_max3_f32 v87, v95, v96, v97
.Ltmp74:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v88, v112, v82, vcc
.Ltmp75:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v82, v36, v37, v62
	v_max3_f32 v84, v80, v81, v88
	v_max3_f32 v112, v32, v33, v34
	v_max3_f32 v82, v82, v83, v84
	v_max3_f32 v83, v85, v86, v87
	v_max3_f32 v84, v102, v103, v104
	v_max3_f32 v85, v105, v106, v107
	v_max3_f32 v86, v108, v109, v110
	v_max3_f32 v87, v111, v112, v115
	v_max3_f32 v102, v116, v40, v117
	v_max3_f32 v82, v82, v83, v84
	v_max3_f32 v83, v85, v86, v87
	v_max3_f32 v84, v102, v118, v47
	v_max3_f32 v82, v82, v83, v84
.Ltmp76:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v83, v82
	s_nop 1
	v_permlane32_swap_b32_e32 v82, v83
.Ltmp77:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v82, v114, v82, v83
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[36:37], v[36:37], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[80:81], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[88:89], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[90:91], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[92:93], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[94:95], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[96:97], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[72:73], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[74:75], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[76:77], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[78:79], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[98:99], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[32:33], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[34:35], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[100:101], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[44:45], v[44:45], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[46:47], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v98, v36
	v_exp_f32_e32 v99, v37
	v_exp_f32_e32 v100, v62
	v_exp_f32_e32 v101, v63
	v_exp_f32_e32 v102, v64
	v_exp_f32_e32 v103, v65
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v84, v84
	v_exp_f32_e32 v85, v85
	v_exp_f32_e32 v86, v86
	v_exp_f32_e32 v87, v87
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v104, v66
	v_exp_f32_e32 v105, v67
	v_exp_f32_e32 v106, v68
	v_exp_f32_e32 v107, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v108, v48
	v_exp_f32_e32 v109, v49
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	v_exp_f32_e32 v110, v52
	v_exp_f32_e32 v111, v53
	v_exp_f32_e32 v116, v54
	v_exp_f32_e32 v117, v55
	v_exp_f32_e32 v122, v56
	v_exp_f32_e32 v123, v57
	v_exp_f32_e32 v124, v58
	v_exp_f32_e32 v125, v59
	v_exp_f32_e32 v126, v50
	v_exp_f32_e32 v127, v51
	v_exp_f32_e32 v128, v60
	v_exp_f32_e32 v129, v61
	v_exp_f32_e32 v130, v32
	v_exp_f32_e32 v131, v33
	v_exp_f32_e32 v132, v34
	v_exp_f32_e32 v133, v35
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v134, v38
	v_exp_f32_e32 v135, v39
	v_exp_f32_e32 v136, v40
	v_exp_f32_e32 v137, v41
	v_exp_f32_e32 v138, v42
	v_exp_f32_e32 v139, v43
	v_exp_f32_e32 v140, v44
	v_exp_f32_e32 v141, v45
	v_exp_f32_e32 v142, v46
	v_exp_f32_e32 v143, v47
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v32, v114, v82
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v35, v32
.Ltmp78:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[98:99], v[100:101]
	v_pk_add_f32 v[36:37], v[102:103], v[80:81]
	v_pk_add_f32 v[38:39], v[84:85], v[86:87]
	v_pk_add_f32 v[40:41], v[88:89], v[90:91]
	v_pk_add_f32 v[42:43], v[92:93], v[104:105]
	v_pk_add_f32 v[44:45], v[106:107], v[70:71]
	v_pk_add_f32 v[46:47], v[72:73], v[74:75]
	v_pk_add_f32 v[48:49], v[76:77], v[78:79]
	v_pk_add_f32 v[50:51], v[108:109], v[94:95]
	v_pk_add_f32 v[52:53], v[110:111], v[116:117]
	v_pk_add_f32 v[54:55], v[122:123], v[124:125]
	v_pk_add_f32 v[56:57], v[126:127], v[128:129]
	v_pk_add_f32 v[58:59], v[130:131], v[132:133]
	v_pk_add_f32 v[60:61], v[96:97], v[134:135]
	v_pk_add_f32 v[62:63], v[136:137], v[138:139]
	v_pk_add_f32 v[64:65], v[140:141], v[142:143]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
	v_pk_add_f32 v[38:39], v[42:43], v[44:45]
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[42:43], v[50:51], v[52:53]
	v_pk_add_f32 v[44:45], v[54:55], v[56:57]
	v_pk_add_f32 v[46:47], v[58:59], v[60:61]
	v_pk_add_f32 v[48:49], v[62:63], v[64:65]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
	v_pk_add_f32 v[38:39], v[42:43], v[44:45]
	v_pk_add_f32 v[40:41], v[46:47], v[48:49]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
	v_pk_add_f32 v[36:37], v[38:39], v[40:41]
.Ltmp79:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v83, v98, v99, 1.0
.Ltmp80:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
.Ltmp81:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v98, v102, v103, 1.0
.Ltmp82:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v36, v32, v33
.Ltmp83:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshlrev_b32_e32 v32, 2, v173
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v98, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v80, v84, v85, 1.0
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshl_or_b32 v34, s19, 1, v32
	v_accvgpr_read_b32 v38, a25
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v80, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_mov_b32_e32 v86, 0x110
	v_cmp_eq_u32_e32 vcc, 0, v175
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v33, 0x10600, v34
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v38, s13, v38, v119
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cndmask_b32_e64 v87, v86, 0, vcc
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v33, v35
	v_or_b32_e32 v33, s10, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v82, 8, v177
	v_add3_u32 v38, v38, s8, v157
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v83, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_bitop3_b32 v87, s8, v87, v173 bitop3:0xf6
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v32, 0x10600, v33
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v40, v38, v82, v121
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v81, v88, v89, 1.0
	v_add_u32_e32 v88, 0x105d0, v87
	v_lshrrev_b32_e32 v89, 8, v83
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v32, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[54:55], v40
	ds_read_b64_tr_b8 v[58:59], v40 offset:256
	ds_read_b64_tr_b8 v[50:51], v40 offset:320
	ds_read_b64_tr_b8 v[46:47], v40 offset:64
	ds_read_b64_tr_b8 v[56:57], v40 offset:8448
	ds_read_b64_tr_b8 v[60:61], v40 offset:8704
	ds_read_b64_tr_b8 v[52:53], v40 offset:8768
	ds_read_b64_tr_b8 v[48:49], v40 offset:8512
	ds_read_b64_tr_b8 v[62:63], v40 offset:512
	ds_read_b64_tr_b8 v[66:67], v40 offset:768
	ds_read_b64_tr_b8 v[42:43], v40 offset:832
	ds_read_b64_tr_b8 v[38:39], v40 offset:576
	ds_read_b64_tr_b8 v[64:65], v40 offset:8960
	ds_read_b64_tr_b8 v[68:69], v40 offset:9216
	ds_read_b64_tr_b8 v[44:45], v40 offset:9280
	ds_read_b64_tr_b8 v[40:41], v40 offset:9024
	.loc	1 83 22                         ; corpus_make.py:83:22
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v88, v83
	ds_write_b8 v88, v89 offset:64
	ds_write_b8_d16_hi v88, v83 offset:128
	v_lshrrev_b32_e32 v83, 24, v83
	v_cvt_scalef32_pk_fp8_f32 v84, v92, v93, 1.0
	ds_write_b8 v88, v83 offset:192
	ds_write_b8 v88, v80 offset:1024
	v_lshrrev_b32_e32 v83, 8, v80
	v_cvt_scalef32_pk_fp8_f32 v84, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v85, v106, v107, 1.0
	ds_write_b8 v88, v83 offset:1088
	ds_write_b8_d16_hi v88, v80 offset:1152
	v_lshrrev_b32_e32 v80, 24, v80
	v_cvt_scalef32_pk_fp8_f32 v85, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v72, v73, 1.0
	ds_write_b8 v88, v80 offset:1216
	ds_write_b8 v88, v84 offset:2048
	v_lshrrev_b32_e32 v80, 8, v84
	v_cvt_scalef32_pk_fp8_f32 v70, v74, v75, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v88, v80 offset:2112
	ds_write_b8_d16_hi v88, v84 offset:2176
	v_lshrrev_b32_e32 v80, 24, v84
	v_cvt_scalef32_pk_fp8_f32 v72, v108, v109, 1.0
	ds_write_b8 v88, v80 offset:2240
	ds_write_b8 v88, v70 offset:3072
	v_lshrrev_b32_e32 v80, 8, v70
	v_cvt_scalef32_pk_fp8_f32 v72, v94, v95, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v88, v80 offset:3136
	ds_write_b8_d16_hi v88, v70 offset:3200
	v_lshrrev_b32_e32 v70, 24, v70
	v_cvt_scalef32_pk_fp8_f32 v74, v122, v123, 1.0
	ds_write_b8 v88, v70 offset:3264
	ds_write_b8 v88, v72 offset:4096
	v_lshrrev_b32_e32 v70, 8, v72
	v_cvt_scalef32_pk_fp8_f32 v74, v124, v125, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v88, v70 offset:4160
	ds_write_b8_d16_hi v88, v72 offset:4224
	v_lshrrev_b32_e32 v70, 24, v72
	v_cvt_scalef32_pk_fp8_f32 v71, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v130, v131, 1.0
	ds_write_b8 v88, v70 offset:4288
	ds_write_b8 v88, v74 offset:5120
	v_lshrrev_b32_e32 v70, 8, v74
	v_cvt_scalef32_pk_fp8_f32 v76, v132, v133, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v88, v70 offset:5184
	ds_write_b8_d16_hi v88, v74 offset:5248
	v_lshrrev_b32_e32 v70, 24, v74
	v_cvt_scalef32_pk_fp8_f32 v71, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v136, v137, 1.0
	ds_write_b8 v88, v70 offset:5312
	ds_write_b8 v88, v76 offset:6144
	v_lshrrev_b32_e32 v70, 8, v76
	v_cvt_scalef32_pk_fp8_f32 v78, v138, v139, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v88, v70 offset:6208
	ds_write_b8_d16_hi v88, v76 offset:6272
	v_lshrrev_b32_e32 v70, 24, v76
	ds_write_b8 v88, v70 offset:6336
	ds_write_b8 v88, v78 offset:7168
	v_lshrrev_b32_e32 v70, 8, v78
	ds_write_b8 v88, v70 offset:7232
	ds_write_b8_d16_hi v88, v78 offset:7296
	v_lshrrev_b32_e32 v70, 24, v78
	v_mov_b32_e32 v72, 0x105d0
	ds_write_b8 v88, v70 offset:7360
	v_xad_u32 v70, v87, 32, v72
	v_lshrrev_b32_e32 v74, 8, v98
	v_cvt_scalef32_pk_fp8_f32 v81, v90, v91, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v70, v74 offset:576
	ds_write_b8_d16_hi v70, v98 offset:640
	v_lshrrev_b32_e32 v74, 24, v98
	ds_write_b8 v70, v74 offset:704
	ds_write_b8 v70, v81 offset:1536
	v_lshrrev_b32_e32 v74, 8, v81
	ds_write_b8 v70, v74 offset:1600
	ds_write_b8_d16_hi v70, v81 offset:1664
	v_lshrrev_b32_e32 v74, 24, v81
	ds_write_b8 v70, v74 offset:1728
	ds_write_b8 v70, v85 offset:2560
	v_lshrrev_b32_e32 v74, 8, v85
	ds_write_b8 v70, v74 offset:2624
	ds_write_b8_d16_hi v70, v85 offset:2688
	v_lshrrev_b32_e32 v74, 24, v85
	v_cvt_scalef32_pk_fp8_f32 v73, v110, v111, 1.0
	ds_write_b8 v70, v74 offset:2752
	ds_write_b8 v70, v71 offset:3584
	v_lshrrev_b32_e32 v74, 8, v71
	v_cvt_scalef32_pk_fp8_f32 v73, v116, v117, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v70, v74 offset:3648
	ds_write_b8_d16_hi v70, v71 offset:3712
	v_lshrrev_b32_e32 v71, 24, v71
	v_cvt_scalef32_pk_fp8_f32 v75, v126, v127, 1.0
	ds_write_b8 v70, v71 offset:3776
	ds_write_b8 v70, v73 offset:4608
	v_lshrrev_b32_e32 v71, 8, v73
	v_cvt_scalef32_pk_fp8_f32 v75, v128, v129, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v70, v71 offset:4672
	ds_write_b8_d16_hi v70, v73 offset:4736
	v_lshrrev_b32_e32 v71, 24, v73
	v_cvt_scalef32_pk_fp8_f32 v77, v96, v97, 1.0
	ds_write_b8 v70, v71 offset:4800
	ds_write_b8 v70, v75 offset:5632
	v_lshrrev_b32_e32 v71, 8, v75
	v_cvt_scalef32_pk_fp8_f32 v77, v134, v135, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v70, v71 offset:5696
	ds_write_b8_d16_hi v70, v75 offset:5760
	v_lshrrev_b32_e32 v71, 24, v75
	v_cvt_scalef32_pk_fp8_f32 v79, v140, v141, 1.0
	ds_write_b8 v70, v71 offset:5824
	ds_write_b8 v70, v77 offset:6656
	v_lshrrev_b32_e32 v71, 8, v77
	v_cvt_scalef32_pk_fp8_f32 v79, v142, v143, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v70, v71 offset:6720
	ds_write_b8_d16_hi v70, v77 offset:6784
	v_lshrrev_b32_e32 v71, 24, v77
	ds_write_b8 v70, v71 offset:6848
	ds_write_b8 v70, v79 offset:7680
	v_lshrrev_b32_e32 v71, 8, v79
	ds_write_b8 v70, v71 offset:7744
	ds_write_b8_d16_hi v70, v79 offset:7808
	v_lshrrev_b32_e32 v71, 24, v79
	v_cmp_eq_u32_e32 vcc, 0, v174
	ds_write_b8 v70, v98 offset:512
	ds_write_b8 v70, v71 offset:7872
	v_and_b32_e32 v70, 0x4c0, v176
	v_cndmask_b32_e64 v71, v86, 0, vcc
	v_bitop3_b32 v70, v71, v157, v70 bitop3:0x36
	v_or3_b32 v73, s9, v70, v82
	v_add_u32_e32 v74, 0x105d0, v73
	v_xad_u32 v76, v73, 32, v72
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[78:79], v74
	ds_read_b64_tr_b8 v[82:83], v74 offset:2048
	ds_read_b64_tr_b8 v[70:71], v74 offset:4096
	ds_read_b64_tr_b8 v[74:75], v74 offset:6144
	ds_read_b64_tr_b8 v[80:81], v76 offset:512
	ds_read_b64_tr_b8 v[84:85], v76 offset:2560
	ds_read_b64_tr_b8 v[72:73], v76 offset:4608
	ds_read_b64_tr_b8 v[76:77], v76 offset:6656
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v37, v36
	s_nop 1
	v_permlane32_swap_b32_e32 v36, v37
.Ltmp85:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cbranch_scc1 .LBB0_81
; %bb.80:
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
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[54:61], v[78:85], v[0:15]
.Ltmp86:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v32, v36, v37
.Ltmp87:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v32, v113, v35
	v_mov_b32_e32 v113, v32
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[46:53], v[78:85], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[62:69], v[70:77], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[38:45], v[70:77], v[16:31]
.LBB0_81:
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_or_b32 s9, s9, s16
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	v_or_b32_e32 v32, s9, v173
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s18, v32
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_add_u32_e32 v34, 0, v34
	ds_write_b32 v34, v113
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_83
; %bb.82:                               ; %.critedge
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_add_u32_e32 v33, 0, v33
	ds_read_b32 v34, v33
	.loc	1 86 20                         ; corpus_make.py:86:20
	s_mul_i32 s2, s0, s17
	.loc	1 86 39 is_stmt 0               ; corpus_make.py:86:39
	v_mul_lo_u32 v32, v32, s1
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	s_nop 3
	v_div_scale_f32 v38, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v39, v38
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v35, s8, v158
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_add_u32 s2, s14, s2
	s_addc_u32 s3, s15, s3
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b32_e32 v36, 2, v35
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_fma_f32 v35, -v38, v39, 1.0
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[2:3]
	v_mov_b32_e32 v37, 0
	.loc	1 85 11                         ; corpus_make.py:85:11
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
.LBB0_83:                               ; %.critedge12
	.loc	1 41 1                          ; corpus_make.py:41:1
	s_endpgm
.Ltmp88:
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
		.amdhsa_next_free_vgpr 363
		.amdhsa_next_free_sgpr 29
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
	.set .Lattn_fwd.num_agpr, 107
	.set .Lattn_fwd.numbered_sgpr, 29
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 17500
; TotalNumSgprs: 35
; NumVgprs: 256
; NumAgprs: 107
; TotalNumVgprs: 363
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 45
; NumSGPRsForWavesPerEU: 35
; NumVGPRsForWavesPerEU: 363
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
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
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
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
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
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
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
  - .agpr_count:     107
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
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     363
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
