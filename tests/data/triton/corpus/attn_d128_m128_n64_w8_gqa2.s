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
; %bb.39:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.40:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dword s26, s[4:5], 0x24
	s_load_dwordx2 s[0:1], s[4:5], 0x30
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	v_and_b32_e32 v1, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v116, 63, v0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s20, v1
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s18, s20, 0x30006
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s30, s18, 6
	v_or_b32_e32 v2, s30, v116
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s17
	.loc	1 53 14                         ; corpus_make.py:53:14
	s_lshl_b32 s27, s16, 7
	.loc	1 53 34 is_stmt 0               ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v3, 3, v2
	.loc	1 57 17 is_stmt 1               ; corpus_make.py:57:17
	s_ashr_i32 s3, s0, 31
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v4, s27, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_add_u32 s2, s8, s0
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_and_b32_e32 v3, 7, v0
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v6, 0
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s26, v4
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_addc_u32 s3, s9, s3
	.loc	1 57 70 is_stmt 0               ; corpus_make.py:57:70
	v_lshlrev_b32_e32 v100, 4, v3
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v101, v6
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9                           ; corpus_make.py:0:9
	v_mul_lo_u32 v8, v4, s1
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[100:101]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[10:13], v[8:9], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s16, s[4:5], 0x28
	s_load_dword s0, s[4:5], 0x38
	.loc	1 53 14 is_stmt 1               ; corpus_make.py:53:14
	v_or_b32_e32 v0, 64, v4
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s26, v0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 57 40 is_stmt 0               ; corpus_make.py:57:40
	v_mul_lo_u32 v4, v0, s1
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[100:101]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[6:9], v[4:5], off
.LBB0_4:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[6:7]
	.loc	1 50 19 is_stmt 1               ; corpus_make.py:50:19
	s_lshr_b32 s1, s17, 31
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v5, 4, v2
	v_and_b32_e32 v14, 0x70, v2
	.loc	1 50 19                         ; corpus_make.py:50:19
	s_add_i32 s1, s17, s1
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v104, 31, v1
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_and_b32_e32 v105, 32, v1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_xad_u32 v5, v5, v14, 0
	.loc	1 50 19                         ; corpus_make.py:50:19
	s_ashr_i32 s21, s1, 1
	.loc	1 54 14                         ; corpus_make.py:54:14
	s_and_b32 s31, s30, 0xc0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_movk_i32 s1, 0x70
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[10:13]
	ds_write_b128 v5, v[6:9] offset:8192
	v_lshlrev_b32_e32 v6, 7, v104
	v_lshlrev_b32_e32 v5, 3, v1
	v_lshrrev_b32_e32 v7, 1, v105
	v_lshl_or_b32 v6, s31, 6, v6
	v_accvgpr_write_b32 a70, v7
	v_bitop3_b32 v7, v5, v7, s1 bitop3:0x6c
	s_movk_i32 s1, 0x60
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s0, s21
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_or_b32_e32 v8, v6, v7
	v_bitop3_b32 v6, v6, s1, v7 bitop3:0x36
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_ashr_i32 s1, s0, 31
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v9, 0, v8
	v_xad_u32 v10, v8, 32, 0
	v_xad_u32 v8, v8, 64, 0
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_add_u32 s0, s10, s0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_barrier
	ds_read_b128 v[34:37], v9
	ds_read_b128 v[38:41], v10
	v_add_u32_e32 v6, 0, v6
	ds_read_b128 v[58:61], v8
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[92:95], v6
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_addc_u32 s1, s11, s1
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	v_and_b32_e32 v0, 56, v1
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s16, 0
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v4, s18, v0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s16, 1
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v4
	s_or_b64 s[2:3], s[2:3], vcc
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s34, s18, 0x410
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %.critedge78
	v_mov_b32_e32 v6, 0
	v_lshl_add_u32 v4, v116, 4, s34
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v4, v[6:9] offset:16864
                                        ; implicit-def: $vgpr4
.LBB0_6:                                ; %Flow420
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[2:3]
	s_load_dwordx2 s[2:3], s[4:5], 0x3c
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v4, s2
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[100:101]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s34, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_8:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 54 14 is_stmt 1               ; corpus_make.py:54:14
	s_and_b32 s33, s30, 0x100
	s_lshr_b32 s11, s31, 6
	s_lshr_b32 s19, s33, 3
	.loc	1 64 18                         ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s3, s3, s21
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v4, 1, v0
	s_or_b32 s6, s19, s11
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s7, s3, 31
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v6, s6, v4
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_add_u32 s6, s12, s3
	s_addc_u32 s7, s13, s7
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v6
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[8:9], s[8:9], -1
	s_or_b64 s[8:9], s[8:9], vcc
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mul_i32 s35, s18, 0x420
	; asyncmark
	s_barrier
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execz .LBB0_10
; %bb.9:                                ; %.critedge80
	v_mov_b32_e32 v8, 0
	v_lshl_add_u32 v6, v116, 4, s35
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11]
                                        ; implicit-def: $vgpr6
.LBB0_10:                               ; %Flow418
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[8:9], s[8:9]
	s_load_dword s12, s[4:5], 0x20
	s_load_dword s3, s[4:5], 0x44
	s_lshr_b32 s10, s20, 6
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v6, s3
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[100:101]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s35
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_12:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[8:9]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v6, 0x3fb8aa3b
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_lshrrev_b32_e32 v64, 3, v105
	.loc	1 62 16                         ; corpus_make.py:62:16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v98, s12, v6
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v6, 3, v64
	v_accvgpr_write_b32 a28, v6
	v_or_b32_e32 v6, 32, v64
	v_accvgpr_write_b32 a29, v6
	v_or_b32_e32 v6, 27, v64
	v_accvgpr_write_b32 a30, v6
	v_or_b32_e32 v6, 26, v64
	v_accvgpr_write_b32 a31, v6
	v_or_b32_e32 v6, 25, v64
	v_accvgpr_write_b32 a32, v6
	v_or_b32_e32 v6, 24, v64
	v_accvgpr_write_b32 a33, v6
	v_or_b32_e32 v6, 19, v64
	v_accvgpr_write_b32 a34, v6
	v_or_b32_e32 v6, 18, v64
	v_accvgpr_write_b32 a35, v6
	v_or_b32_e32 v6, 17, v64
	v_accvgpr_write_b32 a36, v6
	v_or_b32_e32 v6, 49, v64
	v_accvgpr_write_b32 a37, v6
	v_or_b32_e32 v6, 48, v64
	v_accvgpr_write_b32 a38, v6
	v_or_b32_e32 v6, 43, v64
	v_accvgpr_write_b32 a39, v6
	v_or_b32_e32 v6, 42, v64
	v_accvgpr_write_b32 a40, v6
	v_or_b32_e32 v6, 41, v64
	v_accvgpr_write_b32 a41, v6
	v_or_b32_e32 v6, 40, v64
	v_accvgpr_write_b32 a42, v6
	v_or_b32_e32 v6, 35, v64
	v_accvgpr_write_b32 a43, v6
	v_or_b32_e32 v6, 34, v64
	v_accvgpr_write_b32 a44, v6
	v_or_b32_e32 v6, 58, v64
	v_accvgpr_write_b32 a45, v6
	v_or_b32_e32 v6, 57, v64
	v_accvgpr_write_b32 a46, v6
	v_or_b32_e32 v6, 56, v64
	v_accvgpr_write_b32 a47, v6
	v_or_b32_e32 v6, 51, v64
	v_accvgpr_write_b32 a48, v6
	v_or_b32_e32 v6, 59, v64
	v_accvgpr_write_b32 a49, v6
	v_or_b32_e32 v6, 50, v64
	v_accvgpr_write_b32 a50, v6
	v_or_b32_e32 v6, 33, v64
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s12, s10, 4
	v_accvgpr_write_b32 a51, v6
	.loc	1 57 70                         ; corpus_make.py:57:70
	s_lshl_b32 s13, s10, 5
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_sub_i32 s36, s16, 64
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v6, 16, v64
	v_or_b32_e32 v7, 1, v64
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[42:43], 24, v[34:35]
	v_lshrrev_b64 v[44:45], 24, v[36:37]
	.loc	1 54 14                         ; corpus_make.py:54:14
	v_or_b32_e32 v115, 2, v64
	v_or_b32_e32 v110, 11, v64
	v_or_b32_e32 v112, 10, v64
	v_or_b32_e32 v113, 9, v64
	v_or_b32_e32 v114, 8, v64
	s_mov_b32 s10, 0
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s36, 0
	v_accvgpr_write_b32 a52, v6
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[80:81], 24, v[38:39]
	v_lshrrev_b64 v[74:75], 24, v[40:41]
	v_lshrrev_b64 v[62:63], 24, v[58:59]
	v_lshrrev_b64 v[76:77], 24, v[60:61]
	v_lshrrev_b64 v[78:79], 24, v[92:93]
	v_lshrrev_b64 v[46:47], 24, v[94:95]
	v_accvgpr_write_b32 a53, v7
	; asyncmark
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc1 .LBB0_14
; %bb.13:                               ; %.._crit_edge_crit_edge
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_mov_b64 s[8:9], 0
	v_mov_b64_e32 v[66:67], s[16:17]
	v_mov_b64_e32 v[72:73], s[22:23]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_mov_b64_e32 v[68:69], s[18:19]
	s_branch .LBB0_15
.LBB0_14:
	s_mov_b64 s[8:9], -1
                                        ; implicit-def: $vgpr66_vgpr67_vgpr68_vgpr69_vgpr70_vgpr71_vgpr72_vgpr73
.LBB0_15:                               ; %Flow415
	s_and_b32 s29, s12, 0x60
	s_and_b32 s28, s13, 32
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 1, 0
	v_and_b32_e32 v103, 8, v5
	v_and_b32_e32 v32, 16, v1
	v_lshrrev_b32_e32 v43, 8, v34
	v_lshrrev_b32_e32 v45, 16, v34
	v_lshrrev_b32_e32 v47, 8, v35
	v_lshrrev_b32_e32 v67, 16, v35
	v_lshrrev_b32_e32 v79, 24, v35
	v_lshrrev_b32_e32 v68, 8, v36
	v_lshrrev_b32_e32 v81, 16, v36
	v_lshrrev_b32_e32 v69, 8, v37
	v_lshrrev_b32_e32 v82, 16, v37
	v_lshrrev_b32_e32 v83, 24, v37
	v_lshrrev_b32_e32 v70, 8, v38
	v_lshrrev_b32_e32 v6, 16, v38
	v_lshrrev_b32_e32 v71, 8, v39
	v_lshrrev_b32_e32 v9, 16, v39
	v_lshrrev_b32_e32 v11, 24, v39
	v_lshrrev_b32_e32 v72, 8, v40
	v_lshrrev_b32_e32 v12, 16, v40
	v_lshrrev_b32_e32 v73, 8, v41
	v_lshrrev_b32_e32 v75, 16, v41
	v_lshrrev_b32_e32 v13, 24, v41
	v_lshrrev_b32_e32 v63, 8, v58
	v_lshrrev_b32_e32 v96, 16, v58
	v_lshrrev_b32_e32 v97, 8, v59
	v_lshrrev_b32_e32 v102, 16, v59
	v_lshrrev_b32_e32 v111, 24, v59
	v_lshrrev_b32_e32 v119, 8, v60
	v_lshrrev_b32_e32 v120, 16, v60
	v_lshrrev_b32_e32 v77, 8, v61
	v_lshrrev_b32_e32 v121, 16, v61
	v_lshrrev_b32_e32 v122, 24, v61
	v_lshrrev_b32_e32 v48, 8, v92
	v_lshrrev_b32_e32 v49, 16, v92
	v_lshrrev_b32_e32 v123, 8, v93
	v_lshrrev_b32_e32 v124, 16, v93
	v_lshrrev_b32_e32 v125, 24, v93
	v_lshrrev_b32_e32 v126, 8, v94
	v_lshrrev_b32_e32 v127, 16, v94
	v_lshrrev_b32_e32 v7, 8, v95
	v_lshrrev_b32_e32 v8, 16, v95
	v_lshrrev_b32_e32 v10, 24, v95
	s_cmp_lg_u32 s8, 1
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v118, 0xff800000
	v_lshlrev_b32_e32 v65, 10, v3
	v_lshlrev_b32_e32 v117, 4, v1
	v_lshlrev_b32_e32 v109, 2, v2
	v_lshlrev_b32_e32 v108, 9, v1
	v_cmp_eq_u32_e32 vcc, 0, v105
	v_lshlrev_b32_e32 v106, 6, v1
	v_lshlrev_b32_e32 v107, 2, v1
	v_mov_b32_e32 v17, 0
	v_accvgpr_write_b32 a22, v103
	v_accvgpr_write_b32 a23, v32
	s_cbranch_scc1 .LBB0_26
; %bb.16:                               ; %.lr.ph
	s_mov_b32 s8, 0xc0c0004
	v_perm_b32 v1, v41, v73, s8
	v_perm_b32 v2, v75, v13, s8
	v_accvgpr_write_b32 a116, v73
	v_lshl_or_b32 v73, v2, 16, v1
	v_perm_b32 v1, v40, v72, s8
	v_perm_b32 v2, v12, v74, s8
	v_accvgpr_write_b32 a114, v72
	v_lshl_or_b32 v72, v2, 16, v1
	v_perm_b32 v1, v39, v71, s8
	v_perm_b32 v2, v9, v11, s8
	v_accvgpr_write_b32 a110, v71
	v_lshl_or_b32 v71, v2, 16, v1
	v_perm_b32 v1, v38, v70, s8
	v_perm_b32 v2, v6, v80, s8
	v_accvgpr_write_b32 a106, v70
	v_lshl_or_b32 v70, v2, 16, v1
	v_perm_b32 v1, v37, v69, s8
	v_perm_b32 v2, v82, v83, s8
	v_accvgpr_write_b32 a100, v69
	v_lshl_or_b32 v69, v2, 16, v1
	v_perm_b32 v1, v36, v68, s8
	v_perm_b32 v2, v81, v44, s8
	v_accvgpr_write_b32 a96, v68
	v_lshl_or_b32 v68, v2, 16, v1
	v_perm_b32 v1, v35, v47, s8
	v_perm_b32 v2, v67, v79, s8
	v_accvgpr_write_b32 a94, v67
	v_lshl_or_b32 v67, v2, 16, v1
	v_perm_b32 v1, v34, v43, s8
	v_perm_b32 v2, v45, v42, s8
	v_lshl_or_b32 v66, v2, 16, v1
	v_perm_b32 v1, v95, v7, s8
	v_perm_b32 v2, v8, v10, s8
	v_accvgpr_write_b32 a97, v81
	v_lshl_or_b32 v81, v2, 16, v1
	v_perm_b32 v1, v94, v126, s8
	v_perm_b32 v2, v127, v46, s8
	v_accvgpr_write_b32 a90, v80
	v_lshl_or_b32 v80, v2, 16, v1
	v_perm_b32 v1, v93, v123, s8
	v_perm_b32 v2, v124, v125, s8
	v_accvgpr_write_b32 a95, v79
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v92, v48, s8
	v_perm_b32 v2, v49, v78, s8
	v_accvgpr_write_b32 a76, v78
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v61, v77, s8
	v_perm_b32 v2, v121, v122, s8
	v_accvgpr_write_b32 a84, v77
	v_lshl_or_b32 v77, v2, 16, v1
	v_perm_b32 v1, v60, v119, s8
	v_perm_b32 v2, v120, v76, s8
	v_accvgpr_write_b32 a74, v76
	v_lshl_or_b32 v76, v2, 16, v1
	v_perm_b32 v1, v59, v97, s8
	v_perm_b32 v2, v102, v111, s8
	s_and_b32 s9, s30, 0x80
	v_accvgpr_write_b32 a117, v75
	v_lshl_or_b32 v75, v2, 16, v1
	v_perm_b32 v1, v58, v63, s8
	v_perm_b32 v2, v96, v62, s8
	s_lshl1_add_u32 s8, s9, 0
	v_mov_b32_e32 v3, 0x220
	v_accvgpr_write_b32 a92, v74
	v_lshl_or_b32 v74, v2, 16, v1
	v_lshl_add_u32 v2, v104, 2, s8
	s_lshr_b32 s8, s31, 1
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_accvgpr_write_b32 a109, v8
	v_bitop3_b32 v3, s8, v3, v104 bitop3:0x36
	v_and_b32_e32 v8, 48, v107
	s_movk_i32 s8, 0xb80
	v_and_or_b32 v8, v106, s8, v8
	v_accvgpr_write_b32 a65, v37
	v_accvgpr_write_b32 a64, v36
	v_accvgpr_write_b32 a63, v35
	v_accvgpr_write_b32 a62, v34
	v_and_b32_e32 v1, 0x17c, v109
	v_bitop3_b32 v8, s29, v8, v32 bitop3:0x36
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s11, s11, s19
	v_lshl_add_u64 v[34:35], s[0:1], 0, v[100:101]
	v_accvgpr_write_b32 a111, v9
	v_accvgpr_write_b32 a107, v6
	v_accvgpr_write_b32 a108, v7
	v_accvgpr_write_b32 a99, v124
	v_accvgpr_write_b32 a81, v119
	v_add_u32_e32 v1, 0, v1
	s_lshr_b32 s10, s33, 1
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v6, 64, v3
	v_xor_b32_e32 v7, 0x50, v3
	v_or_b32_e32 v9, v8, v103
	v_bitop3_b32 v8, v8, 64, v103 bitop3:0x36
	v_add3_u32 v119, s11, v4, 64
	v_add3_u32 v124, v0, s18, 64
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a121, v35
	v_accvgpr_write_b32 a120, v34
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[100:101]
	v_accvgpr_write_b32 a21, v105
	v_accvgpr_write_b32 a118, v13
	v_accvgpr_write_b32 a115, v12
	v_accvgpr_write_b32 a113, v11
	v_accvgpr_write_b32 a69, v41
	v_accvgpr_write_b32 a68, v40
	v_accvgpr_write_b32 a67, v39
	v_accvgpr_write_b32 a66, v38
	v_accvgpr_write_b32 a101, v82
	v_accvgpr_write_b32 a103, v83
	v_accvgpr_write_b32 a80, v44
	v_accvgpr_write_b32 a93, v47
	v_accvgpr_write_b32 a89, v43
	v_accvgpr_write_b32 a78, v42
	v_accvgpr_write_b32 a91, v45
	v_accvgpr_write_b32 a112, v10
	v_accvgpr_write_b32 a104, v126
	v_accvgpr_write_b32 a82, v46
	v_accvgpr_write_b32 a105, v127
	v_accvgpr_write_b32 a98, v123
	v_accvgpr_write_b32 a102, v125
	v_accvgpr_write_b32 a58, v92
	v_accvgpr_write_b32 a59, v93
	v_accvgpr_write_b32 a60, v94
	v_accvgpr_write_b32 a61, v95
	v_accvgpr_write_b32 a87, v48
	v_accvgpr_write_b32 a88, v49
	v_accvgpr_write_b32 a85, v121
	v_accvgpr_write_b32 a86, v122
	v_accvgpr_write_b32 a83, v120
	v_accvgpr_write_b32 a75, v97
	v_accvgpr_write_b32 a77, v102
	v_accvgpr_write_b32 a79, v111
	v_accvgpr_write_b32 a54, v58
	v_accvgpr_write_b32 a55, v59
	v_accvgpr_write_b32 a56, v60
	v_accvgpr_write_b32 a57, v61
	v_accvgpr_write_b32 a71, v63
	v_accvgpr_write_b32 a72, v62
	v_accvgpr_write_b32 a73, v96
	v_accvgpr_write_b32 a27, v109
	s_mov_b32 s41, 0
	v_accvgpr_write_b32 a20, v104
	v_accvgpr_write_b32 a25, v107
	v_accvgpr_write_b32 a24, v106
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v120, v98
	v_mov_b32_e32 v121, v98
	v_mov_b32_e32 v122, v98
	v_mov_b32_e32 v123, v98
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s37, s3, 6
	s_movk_i32 s8, 0x41e0
	s_lshl_b32 s38, s2, 6
	v_add_u32_e32 v125, s9, v1
	v_add_u32_e32 v126, s10, v2
	v_add_u32_e32 v127, 0, v3
	v_add_u32_e32 v111, 0, v5
	v_add_u32_e32 v82, 0, v6
	v_add_u32_e32 v83, 0, v7
	v_add_u32_e32 v84, 0, v9
	v_add_u32_e32 v85, 0, v8
	v_accvgpr_mov_b32 a1, a0
	v_accvgpr_mov_b32 a2, a0
	v_accvgpr_mov_b32 a3, a0
	s_mov_b32 s39, 0
	s_mov_b32 s40, 0
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
	v_accvgpr_write_b32 a26, v108
	v_and_b32_e32 v86, 0xc00, v108
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v88, 0xff800000
	v_accvgpr_write_b32 a123, v35
	v_accvgpr_write_b32 a122, v34
	v_mul_lo_u32 v102, s3, v119
	v_mul_lo_u32 v104, s2, v124
	v_mov_b32_e32 v105, v32
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 0 5 is_stmt 0                 ; corpus_make.py:0:5
	s_or_b64 exec, exec, s[0:1]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_add3_u32 v90, s41, v105, v86
	v_and_b32_e32 v91, 0x280, v117
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v34, v35, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v90, v90, v91, v103
	v_lshrrev_b32_e32 v91, 5, v86
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v34, v36, v37, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v36, v42, v43, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v90, v90, s28, v91
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v35, v38, v39, 1.0
	v_cvt_scalef32_pk_fp8_f32 v36, v44, v45, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v38, v50, v51, 1.0
	v_lshrrev_b32_e32 v42, 8, v34
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 a[4:5], v90
	ds_read_b64_tr_b8 a[6:7], v90 offset:256
	ds_read_b64_tr_b8 a[14:15], v90 offset:320
	ds_read_b64_tr_b8 a[12:13], v90 offset:64
	ds_read_b64_tr_b8 a[8:9], v90 offset:4224
	ds_read_b64_tr_b8 a[10:11], v90 offset:4480
	ds_read_b64_tr_b8 a[18:19], v90 offset:4544
	ds_read_b64_tr_b8 a[16:17], v90 offset:4288
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v35, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v38, v52, v53, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v40, v58, v59, 1.0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v127, v42 offset:33616
	ds_write_b8 v127, v36 offset:35536
	v_lshrrev_b32_e32 v42, 8, v36
	v_cvt_scalef32_pk_fp8_f32 v40, v60, v61, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v127, v42 offset:35664
	ds_write_b8 v127, v38 offset:37584
	v_lshrrev_b32_e32 v42, 8, v38
	ds_write_b8 v127, v42 offset:37712
	ds_write_b8 v127, v40 offset:39632
	v_lshrrev_b32_e32 v42, 8, v40
	ds_write_b8 v127, v34 offset:33488
	ds_write_b8 v127, v42 offset:39760
	ds_write_b8_d16_hi v111, v34 offset:33744
	v_lshrrev_b32_e32 v34, 24, v34
	ds_write_b8 v111, v34 offset:33872
	ds_write_b8_d16_hi v111, v36 offset:35792
	v_lshrrev_b32_e32 v34, 24, v36
	ds_write_b8 v111, v34 offset:35920
	ds_write_b8_d16_hi v111, v38 offset:37840
	v_lshrrev_b32_e32 v34, 24, v38
	v_cvt_scalef32_pk_fp8_f32 v37, v46, v47, 1.0
	ds_write_b8 v111, v34 offset:37968
	ds_write_b8_d16_hi v111, v40 offset:39888
	v_lshrrev_b32_e32 v34, 24, v40
	v_cvt_scalef32_pk_fp8_f32 v37, v48, v49, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v39, v54, v55, 1.0
	ds_write_b8 v111, v34 offset:40016
	ds_write_b8 v82, v35 offset:34512
	v_lshrrev_b32_e32 v34, 8, v35
	v_cvt_scalef32_pk_fp8_f32 v39, v56, v57, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v41, v62, v63, 1.0
	ds_write_b8 v82, v34 offset:34640
	ds_write_b8 v82, v37 offset:36560
	v_lshrrev_b32_e32 v34, 8, v37
	v_cvt_scalef32_pk_fp8_f32 v41, v106, v107, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v82, v34 offset:36688
	ds_write_b8 v82, v39 offset:38608
	v_lshrrev_b32_e32 v34, 8, v39
	ds_write_b8 v82, v34 offset:38736
	ds_write_b8 v82, v41 offset:40656
	v_lshrrev_b32_e32 v34, 8, v41
	ds_write_b8 v82, v34 offset:40784
	ds_write_b8_d16_hi v83, v35 offset:34768
	v_lshrrev_b32_e32 v34, 24, v35
	ds_write_b8 v83, v34 offset:34896
	ds_write_b8_d16_hi v83, v37 offset:36816
	v_lshrrev_b32_e32 v34, 24, v37
	ds_write_b8 v83, v34 offset:36944
	ds_write_b8_d16_hi v83, v39 offset:38864
	v_lshrrev_b32_e32 v34, 24, v39
	ds_write_b8 v83, v34 offset:38992
	ds_write_b8_d16_hi v83, v41 offset:40912
	v_lshrrev_b32_e32 v34, 24, v41
	ds_write_b8 v83, v34 offset:41040
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[34:35], v84 offset:33488
	ds_read_b64_tr_b8 v[38:39], v84 offset:37584
	ds_read_b64_tr_b8 v[36:37], v85 offset:34512
	ds_read_b64_tr_b8 v[40:41], v85 offset:38608
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
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[4:11], v[34:41], v[0:15]
.Ltmp2:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v99, v88, v89
.Ltmp3:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v99, v87, v33
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s40, s40, 64
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s8, s42, 0x41e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_add_u32_e32 v102, s37, v102
	v_add_u32_e32 v104, s38, v104
	s_cmp_lt_i32 s40, s36
	s_mov_b32 s41, s10
	v_mov_b32_e32 v87, v99
	v_mov_b32_e32 v88, v118
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[12:19], v[34:41], v[16:31]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_27
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s39, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s39, s0, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s43, s39, 13
	s_lshr_b32 s0, s43, 6
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v32, s40, v124
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s42, s43, s0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s16, v32
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s2, s42, s34
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.19:                               ; %.critedge82
                                        ;   in Loop: Header=BB0_18 Depth=1
	v_lshl_add_u32 v32, v116, 4, s2
	ds_write_b128 v32, a[0:3] offset:16864
; %bb.20:                               ; %Flow412
                                        ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v105, 31, v104
	v_accvgpr_read_b32 v32, a120
	v_accvgpr_read_b32 v33, a121
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[104:105]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s2, 0x41e0
	v_accvgpr_read_b32 v105, a23
	global_load_lds_dwordx4 v[32:33], off
.LBB0_22:                               ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v32, 0x180, v117
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v32, s8, v65, v32
	v_accvgpr_read_b32 v33, a70
	v_add3_u32 v32, v32, v33, v100
	; asyncmark
	ds_read_b128 v[34:37], v32
	ds_read_b128 v[38:41], v32 offset:32
	ds_read_b128 v[90:93], v32 offset:64
	ds_read_b128 v[94:97], v32 offset:96
	ds_read_b128 a[4:7], v32 offset:512
	ds_read_b128 a[8:11], v32 offset:544
	ds_read_b128 a[12:15], v32 offset:576
	ds_read_b128 a[16:19], v32 offset:608
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[34:41], v[66:73], 0
	v_mov_b32_e32 v99, v98
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v64
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[4:11], v[66:73], 0
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[90:97], v[74:81], v[48:63]
	v_mov_b32_e32 v94, 0xff800000
	v_accvgpr_read_b32 v96, a33
	v_accvgpr_read_b32 v95, a32
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v96, s40, v96
	v_or_b32_e32 v95, s40, v95
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s16, v96
	v_accvgpr_read_b32 v96, a48
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v96, s40, v96
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s16, v95
	v_accvgpr_read_b32 v95, a49
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v95, s40, v95
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[12:19], v[74:81], v[32:47]
	s_nop 6
	v_mul_f32_e64 v106, v98, v52
	v_mul_f32_e64 v107, v99, v53
	v_pk_mov_b32 v[52:53], v[56:57], v[58:59] op_sel:[1,0]
	v_pk_mul_f32 v[90:91], v[98:99], v[54:55]
	v_pk_mul_f32 v[92:93], v[122:123], v[48:49]
	v_pk_mov_b32 v[54:55], v[60:61], v[62:63] op_sel:[1,0]
	v_pk_mov_b32 v[58:59], v[58:59], v[60:61] op_sel:[1,0]
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51]
	v_pk_mul_f32 v[52:53], v[122:123], v[52:53]
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59]
	v_pk_mul_f32 v[54:55], v[98:99], v[54:55]
	s_nop 1
	v_mov_b32_e32 v57, v33
	v_mov_b32_e32 v48, v43
	v_mov_b32_e32 v43, v47
	v_pk_mul_f32 v[60:61], v[122:123], v[34:35]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v34, s40, v110
	v_or_b32_e32 v35, s40, v112
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mov_b32 v[62:63], v[62:63], v[32:33] op_sel:[1,0]
	v_pk_mul_f32 v[32:33], v[120:121], v[56:57]
	v_mov_b32_e32 v49, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_pk_mul_f32 v[56:57], v[98:99], v[36:37]
	v_pk_mul_f32 v[46:47], v[98:99], v[38:39]
	v_pk_mul_f32 v[38:39], v[98:99], v[42:43]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v37, s40, v114
	v_accvgpr_read_b32 v43, a28
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v35
	v_cmp_gt_i32_e64 s[0:1], s16, v34
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v36, s40, v113
	v_or_b32_e32 v43, s40, v43
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v35, v94, v91, s[0:1]
	v_cndmask_b32_e32 v34, v94, v90, vcc
	v_accvgpr_read_b32 v91, a53
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v37
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v42, s40, v115
	v_or_b32_e32 v90, s40, v91
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v36
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v36, v94, v106, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v43
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v37, v94, v107, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v42
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v43, v94, v51, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a38
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v42, v94, v50, s[0:1]
	v_accvgpr_read_b32 v50, a34
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v89
	v_accvgpr_read_b32 v89, a37
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	v_or_b32_e32 v97, s40, v50
	v_accvgpr_read_b32 v50, a29
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v51, v94, v93, vcc
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a40
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[40:41], v[98:99], v[40:41]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v101, s40, v50
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v50, v94, v92, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v89
	v_accvgpr_read_b32 v89, a39
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v40, v94, v40, vcc
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a42
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v41, v94, v41, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v89
	v_accvgpr_read_b32 v89, a41
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v46, v94, v46, vcc
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a44
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v47, v94, v47, s[0:1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v89
	v_accvgpr_read_b32 v89, a43
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v57, v94, v57, s[0:1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v90
	v_accvgpr_read_b32 v90, a35
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v56, v94, v56, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v89
	v_accvgpr_read_b32 v89, a30
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	v_accvgpr_read_b32 v91, a31
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v61, v94, v61, vcc
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a36
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v91, s40, v91
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v60, v94, v60, s[0:1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v90, s40, v90
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v89
	v_accvgpr_read_b32 v89, a45
	v_accvgpr_read_b32 v92, a46
	v_accvgpr_read_b32 v93, a47
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	v_or_b32_e32 v92, s40, v92
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s16, v97
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v93, s40, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s16, v91
	v_accvgpr_read_b32 v91, a50
	v_cmp_gt_i32_e64 s[18:19], s16, v90
	v_accvgpr_read_b32 v90, a51
	v_cmp_gt_i32_e64 s[2:3], s16, v101
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v97, s40, v91
	v_or_b32_e32 v101, s40, v90
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[20:21], s16, v89
	v_cmp_gt_i32_e64 s[22:23], s16, v92
	v_cmp_gt_i32_e64 s[24:25], s16, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v90, v94, v55, s[12:13]
	v_cndmask_b32_e64 v55, v94, v54, s[10:11]
	v_cndmask_b32_e64 v54, v94, v59, s[8:9]
	v_cndmask_b32_e64 v59, v94, v58, s[6:7]
	v_cndmask_b32_e32 v58, v94, v53, vcc
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[48:49], v[120:121], v[48:49]
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v96
	v_accvgpr_read_b32 v89, a52
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v92, v94, v45, s[20:21]
	v_cndmask_b32_e64 v45, v94, v44, s[22:23]
	v_cndmask_b32_e64 v44, v94, v49, s[24:25]
	v_cndmask_b32_e32 v49, v94, v48, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v97
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[62:63], v[98:99], v[62:63]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v89, s40, v89
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v48, v94, v38, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v101
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v91, v94, v62, s[0:1]
	v_cndmask_b32_e64 v62, v94, v63, s[2:3]
	v_cndmask_b32_e64 v53, v94, v52, s[18:19]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s16, v95
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v63, v94, v33, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v89
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v93, v94, v39, s[0:1]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v33, v43, v36, v37
.Ltmp5:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v52, v94, v32, vcc
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v32, v50, v51
	v_max3_f32 v39, v53, v58, v59
	v_max3_f32 v89, v54, v55, v90
	v_max3_f32 v94, v91, v62, v63
	v_max3_f32 v38, v34, v35, v52
	v_max3_f32 v95, v60, v61, v56
	v_max3_f32 v39, v39, v89, v94
	v_max3_f32 v89, v57, v46, v47
	v_max3_f32 v94, v40, v41, v48
	v_max3_f32 v32, v32, v42, v33
	v_max3_f32 v33, v49, v44, v45
	v_max3_f32 v89, v95, v89, v94
	v_max3_f32 v33, v33, v92, v93
	v_max3_f32 v32, v32, v38, v39
	v_max3_f32 v32, v32, v89, v33
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v33, v32
	s_nop 1
	v_permlane32_swap_b32_e32 v32, v33
.Ltmp8:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v118, v88, v32, v33
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[32:33], v[50:51], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[42:43], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[36:37], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[34:35], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[90:91], v[90:91], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[40:41], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v34, v32
	v_exp_f32_e32 v35, v33
	v_exp_f32_e32 v36, v38
	v_exp_f32_e32 v37, v39
	v_exp_f32_e32 v38, v42
	v_exp_f32_e32 v39, v43
	v_exp_f32_e32 v40, v50
	v_exp_f32_e32 v41, v51
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[106:107], v[46:47], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[96:97], v[48:49], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[44:45], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v42, v52
	v_exp_f32_e32 v43, v53
	v_exp_f32_e32 v44, v58
	v_exp_f32_e32 v45, v59
	v_exp_f32_e32 v46, v54
	v_exp_f32_e32 v47, v55
	v_exp_f32_e32 v48, v90
	v_exp_f32_e32 v49, v91
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[56:57], v[56:57], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[92:93], v[92:93], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
.Ltmp9:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[34:35], v[36:37]
	v_pk_add_f32 v[90:91], v[38:39], v[40:41]
.Ltmp10:
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[62:63], v[62:63], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[60:61], v[118:119] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v54, v56
	v_exp_f32_e32 v55, v57
	v_exp_f32_e32 v56, v106
	v_exp_f32_e32 v57, v107
	v_exp_f32_e32 v106, v92
	v_exp_f32_e32 v107, v93
.Ltmp11:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[90:91]
	v_pk_add_f32 v[90:91], v[42:43], v[44:45]
	v_pk_add_f32 v[92:93], v[46:47], v[48:49]
.Ltmp12:
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v50, v62
	v_exp_f32_e32 v51, v63
	v_exp_f32_e32 v52, v60
	v_exp_f32_e32 v53, v61
.Ltmp13:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[90:91], v[90:91], v[92:93]
.Ltmp14:
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v58, v94
	v_exp_f32_e32 v59, v95
	v_exp_f32_e32 v60, v96
	v_exp_f32_e32 v61, v97
	v_exp_f32_e32 v62, v108
	v_exp_f32_e32 v63, v109
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[90:91], v[32:33], v[90:91]
.Ltmp16:
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_add_u32_e32 v32, s40, v119
	v_cmp_le_i32_e32 vcc, s16, v32
	.loc	1 77 30                         ; corpus_make.py:77:30
	v_sub_f32_e32 v32, v88, v118
	.loc	1 77 17 is_stmt 0               ; corpus_make.py:77:17
	v_exp_f32_e32 v33, v32
.Ltmp17:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[92:93], v[50:51], v[52:53]
	v_pk_add_f32 v[94:95], v[54:55], v[56:57]
	v_pk_add_f32 v[96:97], v[62:63], v[106:107]
	v_pk_add_f32 v[92:93], v[92:93], v[94:95]
	v_pk_add_f32 v[94:95], v[58:59], v[60:61]
.Ltmp18:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v125, v33 offset:33536
.Ltmp19:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[94:95], v[94:95], v[96:97]
.Ltmp20:
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_waitcnt lgkmcnt(0)
.Ltmp21:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[92:93], v[92:93], v[94:95]
.Ltmp22:
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_barrier
	ds_read_b32 v32, v126 offset:33536
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[88:89], v[90:91], v[92:93]
.Ltmp24:
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshr_b32 s0, s43, 5
.Ltmp25:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v88, v88, v89
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v89, v88
.Ltmp27:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s10, s43, s0
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v88, v89
.Ltmp29:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s2, s10, s35
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.23:                               ; %.critedge84
                                        ;   in Loop: Header=BB0_18 Depth=1
	v_lshl_add_u32 v90, v116, 4, s2
	ds_write_b128 v90, a[0:3]
; %bb.24:                               ; %Flow411
                                        ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_17
; %bb.25:                               ;   in Loop: Header=BB0_18 Depth=1
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v103, 31, v102
	v_accvgpr_read_b32 v90, a122
	v_accvgpr_read_b32 v91, a123
	v_lshl_add_u64 v[90:91], v[90:91], 0, v[102:103]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_mov_b32 m0, s2
	v_accvgpr_read_b32 v103, a22
	global_load_lds_dwordx4 v[90:91], off
	s_branch .LBB0_17
.LBB0_26:
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_accvgpr_write_b32 a118, v13
	v_accvgpr_write_b32 a115, v12
	v_accvgpr_write_b32 a113, v11
	v_accvgpr_write_b32 a112, v10
	v_accvgpr_write_b32 a111, v9
	v_accvgpr_write_b32 a109, v8
	v_accvgpr_write_b32 a108, v7
	v_accvgpr_write_b32 a107, v6
	s_movk_i32 s8, 0x41e0
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
	s_branch .LBB0_28
.LBB0_27:                               ; %._crit_edge.loopexit
	v_mov_b64_e32 v[72:73], s[22:23]
	v_mov_b64_e32 v[70:71], s[20:21]
	v_mov_b64_e32 v[68:69], s[18:19]
	v_mov_b64_e32 v[66:67], s[16:17]
	v_accvgpr_read_b32 v104, a20
	v_accvgpr_read_b32 v105, a21
	v_accvgpr_read_b32 v106, a24
	v_accvgpr_read_b32 v107, a25
	v_accvgpr_read_b32 v108, a26
	v_accvgpr_read_b32 v109, a27
	v_accvgpr_read_b32 v61, a57
	v_accvgpr_read_b32 v60, a56
	v_accvgpr_read_b32 v59, a55
	v_accvgpr_read_b32 v58, a54
	v_accvgpr_read_b32 v95, a61
	v_accvgpr_read_b32 v94, a60
	v_accvgpr_read_b32 v93, a59
	v_accvgpr_read_b32 v92, a58
	v_accvgpr_read_b32 v34, a62
	v_accvgpr_read_b32 v35, a63
	v_accvgpr_read_b32 v36, a64
	v_accvgpr_read_b32 v37, a65
	v_accvgpr_read_b32 v38, a66
	v_accvgpr_read_b32 v39, a67
	v_accvgpr_read_b32 v40, a68
	v_accvgpr_read_b32 v41, a69
	v_accvgpr_read_b32 v62, a72
	v_accvgpr_read_b32 v76, a74
	v_accvgpr_read_b32 v78, a76
	v_accvgpr_read_b32 v42, a78
	v_accvgpr_read_b32 v44, a80
	v_accvgpr_read_b32 v63, a71
	v_accvgpr_read_b32 v96, a73
	v_accvgpr_read_b32 v46, a82
	v_accvgpr_read_b32 v97, a75
	v_accvgpr_read_b32 v102, a77
	v_accvgpr_read_b32 v111, a79
	v_accvgpr_read_b32 v119, a81
	v_accvgpr_read_b32 v120, a83
	v_accvgpr_read_b32 v77, a84
	v_accvgpr_read_b32 v121, a85
	v_accvgpr_read_b32 v122, a86
	v_accvgpr_read_b32 v48, a87
	v_accvgpr_read_b32 v49, a88
	v_accvgpr_read_b32 v80, a90
	v_accvgpr_read_b32 v74, a92
	v_accvgpr_read_b32 v43, a89
	v_accvgpr_read_b32 v45, a91
	v_accvgpr_read_b32 v47, a93
	v_accvgpr_read_b32 v67, a94
	v_accvgpr_read_b32 v79, a95
	v_accvgpr_read_b32 v68, a96
	v_accvgpr_read_b32 v81, a97
	v_accvgpr_read_b32 v123, a98
	v_accvgpr_read_b32 v124, a99
	v_accvgpr_read_b32 v69, a100
	v_accvgpr_read_b32 v82, a101
	v_accvgpr_read_b32 v125, a102
	v_accvgpr_read_b32 v83, a103
	v_accvgpr_read_b32 v126, a104
	v_accvgpr_read_b32 v127, a105
	v_accvgpr_read_b32 v70, a106
	v_accvgpr_read_b32 v71, a110
	v_accvgpr_read_b32 v72, a114
	v_accvgpr_read_b32 v73, a116
	v_accvgpr_read_b32 v75, a117
.LBB0_28:                               ; %Flow416
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_add_i32 s2, s16, 63
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 26
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_add_i32 s3, s2, s3
	s_ashr_i32 s6, s3, 6
	s_cmp_gt_i32 s2, 63
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_and_b64 vcc, exec, s[2:3]
	; wait_asyncmark(0)
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_30
; %bb.29:                               ; %._crit_edge._crit_edge
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_31
.LBB0_30:
	s_mov_b64 s[4:5], -1
.LBB0_31:                               ; %Flow
	s_max_i32 s6, s6, 1
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_and_b32_e32 v32, 0x180, v117
	v_add3_u32 v32, s8, v65, v32
	v_accvgpr_read_b32 v33, a70
	v_add3_u32 v65, v32, v33, v100
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s4, 0xc0c0004
	v_accvgpr_read_b32 v33, a118
	v_perm_b32 v32, v41, v73, s4
	v_perm_b32 v33, v75, v33, s4
	v_lshl_or_b32 v75, v33, 16, v32
	v_accvgpr_read_b32 v33, a115
	v_perm_b32 v32, v40, v72, s4
	v_perm_b32 v33, v33, v74, s4
	v_lshl_or_b32 v74, v33, 16, v32
	v_perm_b32 v32, v39, v71, s4
	v_accvgpr_read_b32 v33, a111
	v_accvgpr_read_b32 v39, a113
	v_perm_b32 v33, v33, v39, s4
	v_lshl_or_b32 v73, v33, 16, v32
	v_accvgpr_read_b32 v33, a107
	v_perm_b32 v32, v38, v70, s4
	v_perm_b32 v33, v33, v80, s4
	v_lshl_or_b32 v72, v33, 16, v32
	v_perm_b32 v32, v37, v69, s4
	v_perm_b32 v33, v82, v83, s4
	v_lshl_or_b32 v71, v33, 16, v32
	v_perm_b32 v32, v36, v68, s4
	v_perm_b32 v33, v81, v44, s4
	v_lshl_or_b32 v70, v33, 16, v32
	v_perm_b32 v32, v35, v47, s4
	v_perm_b32 v33, v67, v79, s4
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[54:57], v65 offset:96
	ds_read_b128 v[50:53], v65 offset:64
	ds_read_b128 v[84:87], v65
	ds_read_b128 v[88:91], v65 offset:32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_lshl_or_b32 v69, v33, 16, v32
	v_perm_b32 v32, v34, v43, s4
	v_perm_b32 v33, v45, v42, s4
	v_lshl_or_b32 v68, v33, 16, v32
	v_accvgpr_read_b32 v32, a108
	v_accvgpr_read_b32 v33, a109
	v_accvgpr_read_b32 v34, a112
	v_perm_b32 v32, v95, v32, s4
	v_perm_b32 v33, v33, v34, s4
	v_lshl_or_b32 v83, v33, 16, v32
	v_perm_b32 v32, v94, v126, s4
	v_perm_b32 v33, v127, v46, s4
	v_lshl_or_b32 v82, v33, 16, v32
	v_perm_b32 v32, v93, v123, s4
	v_perm_b32 v33, v124, v125, s4
	v_lshl_or_b32 v81, v33, 16, v32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[84:91], v[68:75], 0
	v_perm_b32 v48, v92, v48, s4
	v_perm_b32 v49, v49, v78, s4
	v_lshl_or_b32 v80, v49, 16, v48
	v_perm_b32 v48, v61, v77, s4
	v_perm_b32 v49, v121, v122, s4
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[88:91], v65 offset:544
	ds_read_b128 v[84:87], v65 offset:512
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_lshl_or_b32 v79, v49, 16, v48
	v_perm_b32 v48, v60, v119, s4
	v_perm_b32 v49, v120, v76, s4
	v_lshl_or_b32 v78, v49, 16, v48
	v_perm_b32 v48, v59, v97, s4
	v_perm_b32 v49, v102, v111, s4
	v_lshl_or_b32 v77, v49, 16, v48
	v_perm_b32 v48, v58, v63, s4
	v_perm_b32 v49, v96, v62, s4
	v_lshl_or_b32 v76, v49, 16, v48
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[50:57], v[76:83], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[84:91], v[68:75], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[72:75], v65 offset:608
	ds_read_b128 v[68:71], v65 offset:576
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[68:75], v[76:83], v[48:63]
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
	s_branch .LBB0_34
.LBB0_33:
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
.LBB0_34:
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_lshl_b32 s4, s6, 6
	s_sub_i32 s4, s4, 64
	v_accvgpr_read_b32 v60, a28
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v75, s4, v60
	v_accvgpr_read_b32 v60, a29
	v_or_b32_e32 v78, s4, v60
	v_accvgpr_read_b32 v60, a30
	v_or_b32_e32 v79, s4, v60
	v_accvgpr_read_b32 v60, a31
	v_or_b32_e32 v80, s4, v60
	v_accvgpr_read_b32 v60, a32
	v_or_b32_e32 v81, s4, v60
	v_accvgpr_read_b32 v60, a33
	v_or_b32_e32 v82, s4, v60
	v_accvgpr_read_b32 v60, a34
	v_or_b32_e32 v83, s4, v60
	v_accvgpr_read_b32 v60, a35
	v_or_b32_e32 v84, s4, v60
	v_accvgpr_read_b32 v60, a36
	v_or_b32_e32 v85, s4, v60
	v_accvgpr_read_b32 v60, a37
	v_or_b32_e32 v86, s4, v60
	v_accvgpr_read_b32 v60, a38
	v_or_b32_e32 v87, s4, v60
	v_accvgpr_read_b32 v60, a39
	v_or_b32_e32 v88, s4, v60
	v_accvgpr_read_b32 v60, a40
	v_or_b32_e32 v89, s4, v60
	v_accvgpr_read_b32 v60, a41
	v_or_b32_e32 v90, s4, v60
	v_accvgpr_read_b32 v60, a42
	v_or_b32_e32 v65, s4, v115
	v_or_b32_e32 v91, s4, v60
	v_accvgpr_read_b32 v60, a43
	v_or_b32_e32 v67, s4, v110
	v_or_b32_e32 v92, s4, v60
	v_accvgpr_read_b32 v60, a44
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[34:35], v[98:99], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[98:99], v[70:71] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v70, 0xff800000
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v65
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v72, s4, v112
	v_or_b32_e32 v93, s4, v60
	v_accvgpr_read_b32 v60, a45
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[38:39], v[98:99], v[38:39] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v34, v70, v34, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v67
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v73, s4, v113
	v_or_b32_e32 v94, s4, v60
	v_accvgpr_read_b32 v60, a46
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v39, v70, v39, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v72
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v74, s4, v114
	v_or_b32_e32 v95, s4, v60
	v_accvgpr_read_b32 v60, a47
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[36:37], v[98:99], v[36:37] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v38, v70, v38, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v73
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v96, s4, v60
	v_accvgpr_read_b32 v60, a48
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v37, v70, v37, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v74
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v76, s4, v64
	v_accvgpr_read_b32 v61, a53
	v_or_b32_e32 v97, s4, v60
	v_accvgpr_read_b32 v60, a49
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v36, v70, v36, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v75
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v77, s4, v61
	v_or_b32_e32 v100, s4, v60
	v_accvgpr_read_b32 v60, a50
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[32:33], v[98:99], v[32:33] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v35, v70, v35, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v76, v66
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v101, s4, v60
	v_accvgpr_read_b32 v60, a51
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v32, v70, v32, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v77
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v102, s4, v60
	v_accvgpr_read_b32 v60, a52
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[46:47], v[98:99], v[46:47] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v33, v70, v33, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v78
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v103, s4, v60
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[60:61], v[98:99], v[68:69] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v68, v70, v47, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v79
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[44:45], v[98:99], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[98:99], v[42:43] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v47, v70, v46, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v80
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[40:41], v[98:99], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[98:99], v[56:57] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v46, v70, v45, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v81
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[54:55], v[98:99], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[98:99], v[52:53] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v45, v70, v44, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v82
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[50:51], v[98:99], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[98:99], v[58:59] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v44, v70, v43, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v83
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[48:49], v[98:99], v[48:49] op_sel_hi:[0,1]
.Ltmp30:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v65, v44, v45, v46
.Ltmp31:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v43, v70, v42, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v84
	.loc	1 80 15                         ; corpus_make.py:80:15
	s_and_b32 s4, s30, 0x80
	s_lshr_b32 s5, s33, 1
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v42, v70, v41, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v85, v66
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v41, v70, v40, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v86
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v57, v70, v57, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v87
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v56, v70, v56, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v88
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v55, v70, v55, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v89
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v54, v70, v54, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v90
	v_accvgpr_read_b32 v90, a22
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v53, v70, v53, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v91
.Ltmp32:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v72, v53, v54, v55
	v_accvgpr_read_b32 v91, a23
.Ltmp33:
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v52, v70, v52, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v92
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v51, v70, v51, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_lt_i32_e32 vcc, v93, v66
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v50, v70, v50, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v94
.Ltmp34:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v71, v50, v51, v52
.Ltmp35:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v66, v70, v59, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v95
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v59, v70, v58, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v96
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v58, v70, v49, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v97
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 1
	v_cndmask_b32_e32 v49, v70, v48, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v100
.Ltmp36:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v74, v49, v58, v59
.Ltmp37:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v67, v70, v63, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v101
.Ltmp38:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v63, v41, v42, v43
.Ltmp39:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v48, v70, v62, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v102
.Ltmp40:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v73, v56, v57, v48
.Ltmp41:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v69, v70, v61, vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s16, v103
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v61, v35, v36, v37
.Ltmp43:
	.loc	1 74 14                         ; corpus_make.py:74:14
	s_nop 0
	v_cndmask_b32_e32 v40, v70, v60, vcc
.Ltmp44:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max_f32_e32 v60, v32, v33
	v_max3_f32 v70, v47, v68, v69
	v_max3_f32 v62, v38, v39, v40
	v_max3_f32 v60, v60, v34, v61
	v_max3_f32 v61, v63, v65, v70
	v_max3_f32 v63, v71, v72, v73
	v_max3_f32 v65, v74, v66, v67
	v_max3_f32 v60, v60, v62, v61
	v_max3_f32 v60, v60, v63, v65
.Ltmp45:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v61, v60
	s_nop 1
	v_permlane32_swap_b32_e32 v60, v61
.Ltmp46:
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
	v_pk_add_f32 v[62:63], v[68:69], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[50:51], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[48:49], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[60:61] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
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
.Ltmp47:
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
.Ltmp48:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v62, v62, v63, 1.0
.Ltmp49:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[32:33], v[32:33], v[36:37]
.Ltmp50:
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v63, v86, v87, 1.0
.Ltmp51:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v36, v32, v33
.Ltmp52:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_and_b32_e32 v32, 0x17c, v109
	v_or_b32_e32 v32, s4, v32
	v_add_u32_e32 v34, 0, v32
	v_lshlrev_b32_e32 v32, 2, v104
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v38, 0xc00, v108
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v63, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v54, v56, v57, 1.0
	v_mov_b32_e32 v56, 0x220
	v_cmp_eq_u32_e32 vcc, 0, v105
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_lshl_or_b32 v32, s4, 1, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v39, 0x280, v117
	v_lshrrev_b32_e32 v40, 5, v38
	v_add3_u32 v38, s10, v91, v38
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v60, v68, v69, 1.0
	s_lshr_b32 s4, s31, 1
	v_cndmask_b32_e64 v56, v56, 0, vcc
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_or_b32_e32 v32, s5, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v38, v38, v39, v90
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v60, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v76, v77, 1.0
	v_bitop3_b32 v56, s4, v56, v104 bitop3:0x36
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v33, 0, v32
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v42, v38, s28, v40
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v65, v78, v79, 1.0 op_sel:[0,0,0,1]
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
	v_cvt_scalef32_pk_fp8_f32 v62, v84, v85, 1.0 op_sel:[0,0,0,1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v57, v58 offset:33616
	ds_write_b8 v57, v65 offset:35536
	v_lshrrev_b32_e32 v58, 8, v65
	v_cvt_scalef32_pk_fp8_f32 v54, v88, v89, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v57, v58 offset:35664
	ds_write_b8 v57, v62 offset:37584
	v_lshrrev_b32_e32 v58, 8, v62
	ds_write_b8 v57, v58 offset:37712
	ds_write_b8 v57, v54 offset:39632
	v_lshrrev_b32_e32 v58, 8, v54
	ds_write_b8 v57, v60 offset:33488
	ds_write_b8 v57, v58 offset:39760
	v_xad_u32 v57, v56, 16, 0
	v_lshrrev_b32_e32 v58, 24, v60
	ds_write_b8 v57, v58 offset:33872
	ds_write_b8_d16_hi v57, v65 offset:35792
	v_lshrrev_b32_e32 v58, 24, v65
	v_cvt_scalef32_pk_fp8_f32 v61, v72, v73, 1.0
	ds_write_b8 v57, v58 offset:35920
	ds_write_b8_d16_hi v57, v62 offset:37840
	v_lshrrev_b32_e32 v58, 24, v62
	v_cvt_scalef32_pk_fp8_f32 v61, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	ds_write_b8 v57, v58 offset:37968
	ds_write_b8_d16_hi v57, v54 offset:39888
	v_lshrrev_b32_e32 v54, 24, v54
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	ds_write_b8_d16_hi v57, v60 offset:33744
	ds_write_b8 v57, v54 offset:40016
	v_xad_u32 v54, v56, 64, 0
	v_lshrrev_b32_e32 v57, 8, v61
	ds_write_b8 v54, v57 offset:34640
	ds_write_b8 v54, v68 offset:36560
	v_lshrrev_b32_e32 v57, 8, v68
	v_cvt_scalef32_pk_fp8_f32 v55, v66, v67, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v54, v57 offset:36688
	ds_write_b8 v54, v63 offset:38608
	v_lshrrev_b32_e32 v57, 8, v63
	ds_write_b8 v54, v57 offset:38736
	ds_write_b8 v54, v55 offset:40656
	v_lshrrev_b32_e32 v57, 8, v55
	ds_write_b8 v54, v61 offset:34512
	ds_write_b8 v54, v57 offset:40784
	v_xor_b32_e32 v54, 0x50, v56
	v_add_u32_e32 v54, 0, v54
	v_lshrrev_b32_e32 v56, 24, v61
	ds_write_b8 v54, v56 offset:34896
	ds_write_b8_d16_hi v54, v68 offset:36816
	v_lshrrev_b32_e32 v56, 24, v68
	ds_write_b8 v54, v56 offset:36944
	ds_write_b8_d16_hi v54, v63 offset:38864
	v_lshrrev_b32_e32 v56, 24, v63
	ds_write_b8 v54, v56 offset:38992
	ds_write_b8_d16_hi v54, v55 offset:40912
	v_lshrrev_b32_e32 v55, 24, v55
	ds_write_b8_d16_hi v54, v61 offset:34768
	ds_write_b8 v54, v55 offset:41040
	v_and_b32_e32 v54, 48, v107
	s_movk_i32 s4, 0xb80
	v_and_or_b32 v54, v106, s4, v54
	v_bitop3_b32 v54, s29, v54, v91 bitop3:0x36
	v_or_b32_e32 v54, v54, v90
	v_add_u32_e32 v56, 0, v54
	v_xad_u32 v60, v54, 64, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[54:55], v56 offset:33488
	ds_read_b64_tr_b8 v[58:59], v56 offset:37584
	ds_read_b64_tr_b8 v[56:57], v60 offset:34512
	ds_read_b64_tr_b8 v[60:61], v60 offset:38608
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_and_b64 s[2:3], exec, s[2:3]
.Ltmp53:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v37, v36
.Ltmp54:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
.Ltmp55:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v36, v37
.Ltmp56:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cbranch_scc1 .LBB0_36
; %bb.35:
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
.Ltmp57:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v32, v36, v37
.Ltmp58:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v32, v99, v35
	v_mov_b32_e32 v99, v32
	.loc	1 83 15                         ; corpus_make.py:83:15
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[38:45], v[54:61], v[16:31]
.LBB0_36:
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_or_b32 s29, s29, s27
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	v_or_b32_e32 v32, s29, v104
	.loc	1 56 14 is_stmt 1               ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s26, v32
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_write_b32 v34, v99
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_38
; %bb.37:                               ; %.critedge
	.loc	1 85 11                         ; corpus_make.py:85:11
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
	s_nop 5
	v_div_scale_f32 v38, s[0:1], v34, v34, v31
	v_rcp_f32_e32 v39, v38
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_or_b32_e32 v35, s28, v64
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
.LBB0_38:                               ; %.critedge12
	.loc	1 41 1                          ; corpus_make.py:41:1
	s_endpgm
.Ltmp59:
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
		.amdhsa_next_free_vgpr 252
		.amdhsa_next_free_sgpr 44
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
	.set .Lattn_fwd.num_agpr, 124
	.set .Lattn_fwd.numbered_sgpr, 44
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 0
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12412
; TotalNumSgprs: 50
; NumVgprs: 128
; NumAgprs: 124
; TotalNumVgprs: 252
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 252
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
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
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
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
  - .agpr_count:     124
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
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     252
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
