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
; %bb.36:
	.file	1 "/work/wt/tritoncorpus/tests/data/triton" "corpus_make.py"
	.loc	1 41 0 prologue_end             ; corpus_make.py:41:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.37:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr127 : SGPR spill to VGPR lane
	s_load_dwordx2 s[86:87], s[4:5], 0x24
	v_writelane_b32 v127, s14, 0
	s_mov_b32 s33, s17
	s_nop 0
	v_writelane_b32 v127, s15, 1
	v_writelane_b32 v127, s4, 2
	s_load_dword s2, s[4:5], 0x38
	s_nop 0
	v_writelane_b32 v127, s5, 3
.Ltmp1:
	.loc	1 41 1 is_stmt 1                ; corpus_make.py:41:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	v_and_b32_e32 v1, 0x3ff, v0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v2, 63, v0
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_readfirstlane_b32 s17, v1
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_bfe_u32 s14, s17, 0x30006
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshl_b32 s0, s14, 6
	v_accvgpr_write_b32 a41, v2
	v_or_b32_e32 v2, s0, v2
	.loc	1 53 14 is_stmt 0               ; corpus_make.py:53:14
	s_lshl_b32 s18, s16, 7
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v3, 2, v2
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v4, s18, v3
	.loc	1 57 70 is_stmt 1               ; corpus_make.py:57:70
	v_and_b32_e32 v3, 3, v0
	v_lshlrev_b32_e32 v0, 4, v3
	v_writelane_b32 v127, s0, 4
	.loc	1 56 14                         ; corpus_make.py:56:14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s86, v4
	v_accvgpr_write_b32 a40, v0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 9 is_stmt 0                 ; corpus_make.py:0:9
	v_readlane_b32 s4, v127, 2
	v_readlane_b32 s5, v127, 3
	s_load_dwordx2 s[4:5], s[4:5], 0x30
	v_accvgpr_read_b32 v8, a40
	.loc	1 57 17                         ; corpus_make.py:57:17
	v_mov_b32_e32 v9, v6
	.loc	1 57 21                         ; corpus_make.py:57:21
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s3, s4, s33
	.loc	1 57 40                         ; corpus_make.py:57:40
	v_mul_lo_u32 v4, v4, s5
	.loc	1 57 17                         ; corpus_make.py:57:17
	s_ashr_i32 s5, s3, 31
	s_add_u32 s4, s8, s3
	v_ashrrev_i32_e32 v5, 31, v4
	s_addc_u32 s5, s9, s5
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	.loc	1 57 9                          ; corpus_make.py:57:9
	global_load_dwordx4 v[6:9], v[4:5], off
.LBB0_2:
	.loc	1 0 9                           ; corpus_make.py:0:9
	s_or_b64 exec, exec, s[0:1]
	.loc	1 50 19 is_stmt 1               ; corpus_make.py:50:19
	s_ashr_i32 s0, s33, 31
	s_lshr_b32 s0, s0, 30
	s_add_i32 s0, s33, s0
	s_ashr_i32 s16, s0, 2
	v_readlane_b32 s0, v127, 4
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_and_b32 s15, s0, 0xc0
	s_bfe_u32 s8, s0, 0x20006
	s_and_b32 s0, s0, 0x100
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v5, 4, v2
	v_and_b32_e32 v10, 48, v1
	.loc	1 53 34                         ; corpus_make.py:53:34
	s_lshr_b32 s9, s0, 2
	v_and_b32_e32 v11, 32, v1
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_xad_u32 v5, v5, v10, 0
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_and_b32_e32 v0, 60, v1
	v_and_b32_e32 v12, 31, v1
	v_writelane_b32 v127, s0, 5
	s_or_b32 s0, s8, s9
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[6:9]
	v_lshlrev_b32_e32 v5, 2, v1
	v_lshrrev_b32_e32 v7, 1, v11
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v4, s0, v0
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshlrev_b32_e32 v6, 6, v12
	s_lshl_b32 s0, s15, 5
	v_accvgpr_write_b32 a39, v7
	v_bitop3_b32 v7, v5, v7, 48 bitop3:0x6c
	.loc	1 63 18                         ; corpus_make.py:63:18
	s_mul_i32 s2, s2, s16
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_or3_b32 v6, s0, v6, v7
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_ashr_i32 s1, s2, 31
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_add_u32_e32 v7, 0, v6
	.loc	1 63 14                         ; corpus_make.py:63:14
	s_add_u32 s0, s10, s2
	.loc	1 57 9                          ; corpus_make.py:57:9
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_xad_u32 v6, v6, 32, 0
	ds_read_b128 v[58:61], v7
	.loc	1 63 18                         ; corpus_make.py:63:18
	ds_read_b128 v[72:75], v6
	.loc	1 63 14 is_stmt 0               ; corpus_make.py:63:14
	s_addc_u32 s1, s11, s1
	.loc	1 65 5 is_stmt 1                ; corpus_make.py:65:5
	s_cmp_gt_i32 s87, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s87, 1
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s87, v4
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s4, s14, 0x410
	v_accvgpr_write_b32 a22, v11
	s_or_b64 s[2:3], s[2:3], vcc
	v_writelane_b32 v127, s4, 6
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %.critedge38
	s_mul_i32 s4, s14, 0x410
	v_accvgpr_read_b32 v4, a41
	v_mov_b32_e32 v6, 0
	v_lshl_add_u32 v4, v4, 4, s4
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v8, v6
	v_mov_b32_e32 v9, v6
	ds_write_b128 v4, v[6:9] offset:16864
                                        ; implicit-def: $vgpr4
.LBB0_4:                                ; %Flow381
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[4:5], s[2:3]
	v_readlane_b32 s10, v127, 2
	v_readlane_b32 s11, v127, 3
	s_load_dwordx2 s[2:3], s[10:11], 0x3c
	s_lshr_b32 s10, s17, 6
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 68 30 is_stmt 1               ; corpus_make.py:68:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v4, s2
	.loc	1 68 21 is_stmt 0               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_accvgpr_read_b32 v8, a40
	v_mov_b32_e32 v9, 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_mul_i32 s11, s14, 0x410
	.loc	1 68 21                         ; corpus_make.py:68:21
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 m0, s11, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_6:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[4:5]
	.loc	1 53 34 is_stmt 1               ; corpus_make.py:53:34
	s_lshl_b32 s4, s10, 4
	s_and_b32 s19, s4, 0x60
	v_readlane_b32 s4, v127, 4
	v_lshrrev_b32_e32 v4, 1, v0
	s_bfe_u32 s10, s4, 0x10006
	.loc	1 64 18                         ; corpus_make.py:64:18
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s3, s3, s16
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v6, s10, v4
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_ashr_i32 s5, s3, 31
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v6, s19, v6
	.loc	1 64 14                         ; corpus_make.py:64:14
	s_add_u32 s4, s12, s3
	s_addc_u32 s5, s13, s5
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s87, v6
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_xor_b64 s[6:7], s[6:7], -1
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mul_i32 s3, s14, 0x420
	s_or_b64 s[6:7], s[6:7], vcc
	v_writelane_b32 v127, s3, 7
	; asyncmark
	s_barrier
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_xor_b64 s[6:7], exec, s[12:13]
	s_cbranch_execz .LBB0_8
; %bb.7:                                ; %.critedge40
	v_readlane_b32 s3, v127, 7
	v_accvgpr_read_b32 v6, a41
	v_mov_b32_e32 v8, 0
	v_lshl_add_u32 v6, v6, 4, s3
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	ds_write_b128 v6, v[8:11]
                                        ; implicit-def: $vgpr6
.LBB0_8:                                ; %Flow379
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_readlane_b32 s16, v127, 2
	v_readlane_b32 s17, v127, 3
	s_load_dword s12, s[16:17], 0x20
	s_load_dword s3, s[16:17], 0x44
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_10
; %bb.9:
	.loc	1 81 30 is_stmt 1               ; corpus_make.py:81:30
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v6, v6, s3
	.loc	1 81 21 is_stmt 0               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[6:7]
	v_accvgpr_read_b32 v8, a40
	v_mov_b32_e32 v9, 0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_readlane_b32 s11, v127, 7
	.loc	1 81 21                         ; corpus_make.py:81:21
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[8:9]
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_mov_b32 m0, s11
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.LBB0_10:
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 62 16 is_stmt 1               ; corpus_make.py:62:16
	v_mov_b32_e32 v7, 0x3fb8aa3b
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v90, s12, v7
	v_accvgpr_read_b32 v7, a22
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_lshrrev_b32_e32 v7, 3, v7
	v_or_b32_e32 v8, 0x79, v7
	v_accvgpr_write_b32 a31, v8
	v_or_b32_e32 v8, 0x78, v7
	v_accvgpr_write_b32 a32, v8
	v_or_b32_e32 v8, 0x73, v7
	v_accvgpr_write_b32 a33, v8
	v_or_b32_e32 v8, 0x72, v7
	v_readlane_b32 s6, v127, 4
	v_accvgpr_write_b32 a35, v8
	v_or_b32_e32 v8, 0x71, v7
	s_and_b32 s11, s6, 64
	s_lshr_b32 s6, s15, 1
	v_accvgpr_write_b32 a36, v8
	v_or_b32_e32 v8, 0x70, v7
	v_or_b32_e32 v11, s6, v12
	v_writelane_b32 v127, s18, 8
	.loc	1 73 70                         ; corpus_make.py:73:70
	s_sub_i32 s12, s87, s86
	v_accvgpr_write_b32 a34, v8
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_or_b32_e32 v8, 0x6b, v7
	v_accvgpr_write_b32 a17, v7
	v_or_b32_e32 v7, 0x6a, v7
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s6, s87, 0xffffff80
	v_accvgpr_write_b32 a16, v12
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v6, s18, v11
	.loc	1 57 9                          ; corpus_make.py:57:9
	v_lshrrev_b64 v[76:77], 24, v[58:59]
	v_lshrrev_b64 v[78:79], 24, v[60:61]
	v_lshrrev_b64 v[80:81], 24, v[72:73]
	v_lshrrev_b64 v[82:83], 24, v[74:75]
	v_accvgpr_write_b32 a38, v8
	v_accvgpr_write_b32 a37, v7
	v_writelane_b32 v127, s6, 9
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cmp_gt_i32 s6, 0
	s_mov_b32 s88, 0
	; asyncmark
	s_cbranch_scc1 .LBB0_12
; %bb.11:                               ; %.._crit_edge_crit_edge
	.loc	1 67 18                         ; corpus_make.py:67:18
	s_mov_b32 s16, s87
	v_writelane_b32 v127, s16, 10
	s_mov_b64 s[6:7], 0
	s_nop 0
	v_writelane_b32 v127, s17, 11
	v_writelane_b32 v127, s18, 12
	v_writelane_b32 v127, s19, 13
	v_writelane_b32 v127, s20, 14
	v_writelane_b32 v127, s21, 15
	v_writelane_b32 v127, s22, 16
	v_writelane_b32 v127, s23, 17
	s_branch .LBB0_13
.LBB0_12:
	.loc	1 0 18 is_stmt 0                ; corpus_make.py:0:18
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $sgpr20_sgpr21_sgpr22_sgpr23_sgpr24_sgpr25_sgpr26_sgpr27
                                        ; kill: killed $sgpr20_sgpr21_sgpr22_sgpr23_sgpr24_sgpr25_sgpr26_sgpr27
.LBB0_13:                               ; %Flow376
	s_lshr_b32 s11, s11, 1
	s_and_b64 s[6:7], s[6:7], exec
	v_and_b32_e32 v8, 48, v5
	v_writelane_b32 v127, s11, 18
	s_cselect_b32 s6, 1, 0
	v_lshlrev_b32_e32 v3, 10, v3
	v_lshlrev_b32_e32 v5, 2, v2
	v_lshlrev_b32_e32 v16, 9, v1
	v_and_b32_e32 v9, 16, v1
	v_accvgpr_read_b32 v2, a22
	v_lshrrev_b32_e32 v29, 8, v58
	v_lshrrev_b32_e32 v57, 16, v58
	v_lshrrev_b32_e32 v71, 8, v59
	v_lshrrev_b32_e32 v77, 16, v59
	v_lshrrev_b32_e32 v79, 24, v59
	v_lshrrev_b32_e32 v86, 8, v60
	v_lshrrev_b32_e32 v87, 16, v60
	v_lshrrev_b32_e32 v81, 8, v61
	v_lshrrev_b32_e32 v118, 16, v61
	v_lshrrev_b32_e32 v119, 24, v61
	v_lshrrev_b32_e32 v120, 8, v72
	v_lshrrev_b32_e32 v122, 16, v72
	v_lshrrev_b32_e32 v83, 8, v73
	v_lshrrev_b32_e32 v123, 16, v73
	v_lshrrev_b32_e32 v124, 24, v73
	v_lshrrev_b32_e32 v84, 8, v74
	v_lshrrev_b32_e32 v125, 16, v74
	v_lshrrev_b32_e32 v85, 8, v75
	v_lshrrev_b32_e32 v126, 16, v75
	v_lshrrev_b32_e32 v7, 24, v75
	v_add_u32_e32 v93, s12, v6
	v_accvgpr_write_b32 a0, 0
	s_cmp_lg_u32 s6, 1
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v92, 0xff800000
	v_accvgpr_write_b32 a74, v3
	v_lshlrev_b32_e32 v121, 4, v1
	v_lshlrev_b32_e32 v3, 3, v1
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_lshlrev_b32_e32 v10, 6, v1
	v_writelane_b32 v127, s19, 19
	v_accvgpr_write_b32 a24, v9
	v_accvgpr_write_b32 a29, v16
	s_cbranch_scc1 .LBB0_24
; %bb.14:                               ; %.lr.ph
	s_mov_b32 s6, 0xc0c0004
	v_perm_b32 v1, v75, v85, s6
	v_perm_b32 v2, v126, v7, s6
	v_lshl_or_b32 v55, v2, 16, v1
	v_perm_b32 v1, v74, v84, s6
	v_perm_b32 v2, v125, v82, s6
	v_lshl_or_b32 v54, v2, 16, v1
	v_perm_b32 v1, v73, v83, s6
	v_perm_b32 v2, v123, v124, s6
	v_lshl_or_b32 v53, v2, 16, v1
	v_perm_b32 v1, v72, v120, s6
	v_perm_b32 v2, v122, v80, s6
	v_lshl_or_b32 v52, v2, 16, v1
	v_perm_b32 v1, v61, v81, s6
	v_perm_b32 v2, v118, v119, s6
	v_lshl_or_b32 v51, v2, 16, v1
	v_perm_b32 v1, v60, v86, s6
	v_perm_b32 v2, v87, v78, s6
	v_writelane_b32 v127, s33, 20
	v_lshl_or_b32 v50, v2, 16, v1
	v_perm_b32 v1, v59, v71, s6
	v_perm_b32 v2, v77, v79, s6
	v_lshl_or_b32 v49, v2, 16, v1
	v_perm_b32 v1, v58, v29, s6
	v_perm_b32 v2, v57, v76, s6
	v_readlane_b32 s6, v127, 4
	s_and_b32 s6, s6, 0x80
	v_lshl_or_b32 v48, v2, 16, v1
	s_lshl1_add_u32 s11, s6, 0
	v_accvgpr_read_b32 v2, a16
	s_mov_b32 s7, 0
	v_lshl_add_u32 v2, v2, 2, s11
	s_movk_i32 s11, 0xb80
	v_writelane_b32 v127, s7, 21
	v_accvgpr_write_b32 a23, v8
	v_and_or_b32 v8, v10, s11, v8
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	s_mov_b32 s12, s87
	v_readlane_b32 s7, v127, 5
	v_bitop3_b32 v8, s19, v8, v9 bitop3:0x36
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_writelane_b32 v127, s12, 10
	v_and_b32_e32 v1, 0x17c, v5
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s8, s8, s9
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_writelane_b32 v127, s13, 11
	v_writelane_b32 v127, s14, 12
	v_writelane_b32 v127, s15, 13
	v_writelane_b32 v127, s16, 14
	v_writelane_b32 v127, s17, 15
	v_add_u32_e32 v1, 0, v1
	v_accvgpr_write_b32 a28, v3
	v_and_b32_e32 v12, 8, v3
	v_mov_b32_e32 v3, 0x220
	v_writelane_b32 v127, s18, 16
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s10, s10, s19
	v_add_u32_e32 v0, s8, v0
	s_lshr_b32 s7, s7, 1
	v_cndmask_b32_e64 v3, v3, 0, vcc
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_writelane_b32 v127, s19, 17
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_add_u32_e32 v4, s10, v4
	s_lshl_b32 s10, s3, 7
	v_add_u32_e32 v20, 0x80, v0
	v_add_u32_e32 v0, s6, v1
	v_accvgpr_read_b32 v18, a40
	v_accvgpr_read_b32 v19, a0
	v_xor_b32_e32 v3, v11, v3
	v_or_b32_e32 v9, v8, v12
	v_writelane_b32 v127, s10, 23
	s_lshl_b32 s8, s2, 7
	v_accvgpr_write_b32 a80, v0
	v_add_u32_e32 v0, s7, v2
	v_and_b32_e32 v21, 0x1c0, v121
	v_and_b32_e32 v16, 0x400, v16
	v_accvgpr_write_b32 a73, v7
	v_accvgpr_write_b32 a30, v5
	v_accvgpr_write_b32 a26, v11
	v_xor_b32_e32 v5, 16, v3
	v_xor_b32_e32 v6, 64, v3
	v_xor_b32_e32 v7, 0x50, v3
	v_accvgpr_write_b32 a25, v10
	v_bitop3_b32 v8, v8, 64, v12 bitop3:0x36
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v10, v90
	v_mov_b32_e32 v11, v90
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_add_u32_e32 v17, 0x80, v4
	v_writelane_b32 v127, s8, 24
	v_accvgpr_write_b32 a81, v0
	v_add_u32_e32 v0, 0, v9
	v_accvgpr_mov_b32 a1, a0
	v_accvgpr_mov_b32 a2, a0
	v_accvgpr_mov_b32 a3, a0
	s_mov_b32 s6, 0
	v_accvgpr_write_b32 a83, v21
	v_and_b32_e32 v21, 0x2c0, v121
	v_accvgpr_write_b32 a85, v16
	v_lshrrev_b32_e32 v16, 5, v16
	v_lshl_add_u64 v[22:23], s[0:1], 0, v[18:19]
	v_lshl_add_u64 v[18:19], s[4:5], 0, v[18:19]
	v_accvgpr_write_b32 a71, v85
	v_accvgpr_write_b32 a72, v126
	v_accvgpr_write_b32 a69, v84
	v_accvgpr_write_b32 a56, v82
	v_accvgpr_write_b32 a70, v125
	v_accvgpr_write_b32 a66, v83
	v_accvgpr_write_b32 a67, v123
	v_accvgpr_write_b32 a68, v124
	v_accvgpr_write_b32 a46, v72
	v_accvgpr_write_b32 a47, v73
	v_accvgpr_write_b32 a48, v74
	v_accvgpr_write_b32 a49, v75
	v_accvgpr_write_b32 a64, v120
	v_accvgpr_write_b32 a54, v80
	v_accvgpr_write_b32 a65, v122
	v_accvgpr_write_b32 a61, v81
	v_accvgpr_write_b32 a62, v118
	v_accvgpr_write_b32 a63, v119
	v_accvgpr_write_b32 a59, v86
	v_accvgpr_write_b32 a52, v78
	v_accvgpr_write_b32 a60, v87
	v_accvgpr_write_b32 a55, v71
	v_accvgpr_write_b32 a57, v77
	v_accvgpr_write_b32 a58, v79
	v_accvgpr_write_b32 a42, v58
	v_accvgpr_write_b32 a43, v59
	v_accvgpr_write_b32 a44, v60
	v_accvgpr_write_b32 a45, v61
	v_accvgpr_write_b32 a51, v29
	v_accvgpr_write_b32 a50, v76
	v_accvgpr_write_b32 a53, v57
	v_accvgpr_write_b32 a75, v12
	v_accvgpr_write_b32 a77, v11
	v_accvgpr_write_b32 a76, v10
	s_movk_i32 s72, 0x41e0
	v_add_u32_e32 v78, 0, v3
	v_add_u32_e32 v83, 0, v5
	v_add_u32_e32 v62, 0, v6
	v_add_u32_e32 v63, 0, v7
	v_accvgpr_write_b32 a82, v0
	v_add_u32_e32 v65, 0, v8
	v_writelane_b32 v127, s6, 25
	s_mov_b32 s33, 0
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
	v_accvgpr_mov_b32 a21, a3
	v_accvgpr_mov_b32 a20, a2
	v_accvgpr_mov_b32 a19, a1
	v_accvgpr_mov_b32 a18, a0
	v_accvgpr_read_b32 v1, a0
	v_accvgpr_write_b32 a27, v121
	v_accvgpr_write_b32 a84, v21
	v_accvgpr_write_b32 a86, v16
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v67, 0xff800000
	v_mov_b32_e32 v126, 0xff800000
	v_accvgpr_write_b32 a89, v23
	v_accvgpr_write_b32 a88, v22
	v_accvgpr_write_b32 a91, v19
	v_accvgpr_write_b32 a90, v18
	v_accvgpr_write_b32 a78, v17
	v_mul_lo_u32 v66, s3, v17
	v_accvgpr_write_b32 a79, v20
	v_mul_lo_u32 v68, s2, v20
	s_branch .LBB0_16
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp2:
	.p2align	5
.LBB0_15:                               ;   in Loop: Header=BB0_16 Depth=1
	s_or_b64 exec, exec, s[0:1]
	.loc	1 81 13 is_stmt 1               ; corpus_make.py:81:13
	v_readlane_b32 s0, v127, 21
	v_accvgpr_read_b32 v56, a84
	v_accvgpr_read_b32 v57, a85
	v_add3_u32 v56, s0, v57, v56
	v_readlane_b32 s0, v127, 18
	v_accvgpr_read_b32 v57, a24
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v16, v16, v17, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v56, v56, s0, v57
	v_accvgpr_read_b32 v57, a75
	v_accvgpr_read_b32 v58, a86
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v16, v18, v19, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v18, v24, v25, 1.0
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_add3_u32 v56, v56, v57, v58
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v17, v20, v21, 1.0
	v_cvt_scalef32_pk_fp8_f32 v18, v26, v27, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v20, v32, v33, 1.0
	v_lshrrev_b32_e32 v32, 8, v16
	; asyncmark
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 a[0:1], v56
	ds_read_b64_tr_b8 a[2:3], v56 offset:256
	ds_read_b64_tr_b8 a[4:5], v56 offset:2112
	ds_read_b64_tr_b8 a[6:7], v56 offset:2368
	ds_read_b64_tr_b8 a[8:9], v56 offset:4224
	ds_read_b64_tr_b8 a[10:11], v56 offset:4480
	ds_read_b64_tr_b8 a[12:13], v56 offset:6336
	ds_read_b64_tr_b8 a[14:15], v56 offset:6592
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v17, v22, v23, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v20, v34, v35, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v22, v40, v41, 1.0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v78, v32 offset:33616
	ds_write_b8 v78, v18 offset:35536
	v_lshrrev_b32_e32 v32, 8, v18
	v_cvt_scalef32_pk_fp8_f32 v22, v42, v43, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v24, v70, v71, 1.0
	ds_write_b8 v78, v32 offset:35664
	ds_write_b8 v78, v20 offset:37584
	v_lshrrev_b32_e32 v32, 8, v20
	v_cvt_scalef32_pk_fp8_f32 v24, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v26, v100, v101, 1.0
	ds_write_b8 v78, v32 offset:37712
	ds_write_b8 v78, v22 offset:39632
	v_lshrrev_b32_e32 v32, 8, v22
	v_cvt_scalef32_pk_fp8_f32 v19, v28, v29, 1.0
	v_cvt_scalef32_pk_fp8_f32 v26, v102, v103, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v28, v108, v109, 1.0
	ds_write_b8 v78, v32 offset:39760
	ds_write_b8 v78, v24 offset:41680
	v_lshrrev_b32_e32 v32, 8, v24
	v_cvt_scalef32_pk_fp8_f32 v19, v30, v31, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v28, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v30, v116, v117, 1.0
	ds_write_b8 v78, v32 offset:41808
	ds_write_b8 v78, v26 offset:43728
	v_lshrrev_b32_e32 v32, 8, v26
	v_cvt_scalef32_pk_fp8_f32 v30, v118, v119, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v78, v32 offset:43856
	ds_write_b8 v78, v28 offset:45776
	v_lshrrev_b32_e32 v32, 8, v28
	ds_write_b8 v78, v32 offset:45904
	ds_write_b8 v78, v30 offset:47824
	v_lshrrev_b32_e32 v32, 8, v30
	ds_write_b8 v78, v16 offset:33488
	ds_write_b8 v78, v32 offset:47952
	ds_write_b8_d16_hi v83, v16 offset:33744
	v_lshrrev_b32_e32 v16, 24, v16
	ds_write_b8 v83, v16 offset:33872
	ds_write_b8_d16_hi v83, v18 offset:35792
	v_lshrrev_b32_e32 v16, 24, v18
	ds_write_b8 v83, v16 offset:35920
	ds_write_b8_d16_hi v83, v20 offset:37840
	v_lshrrev_b32_e32 v16, 24, v20
	ds_write_b8 v83, v16 offset:37968
	ds_write_b8_d16_hi v83, v22 offset:39888
	v_lshrrev_b32_e32 v16, 24, v22
	ds_write_b8 v83, v16 offset:40016
	ds_write_b8_d16_hi v83, v24 offset:41936
	v_lshrrev_b32_e32 v16, 24, v24
	ds_write_b8 v83, v16 offset:42064
	ds_write_b8_d16_hi v83, v26 offset:43984
	v_lshrrev_b32_e32 v16, 24, v26
	ds_write_b8 v83, v16 offset:44112
	ds_write_b8_d16_hi v83, v28 offset:46032
	v_lshrrev_b32_e32 v16, 24, v28
	ds_write_b8 v83, v16 offset:46160
	ds_write_b8_d16_hi v83, v30 offset:48080
	v_lshrrev_b32_e32 v16, 24, v30
	v_cvt_scalef32_pk_fp8_f32 v21, v36, v37, 1.0
	ds_write_b8 v83, v16 offset:48208
	ds_write_b8 v62, v17 offset:34512
	v_lshrrev_b32_e32 v16, 8, v17
	v_cvt_scalef32_pk_fp8_f32 v21, v38, v39, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v23, v44, v45, 1.0
	ds_write_b8 v62, v16 offset:34640
	ds_write_b8 v62, v19 offset:36560
	v_lshrrev_b32_e32 v16, 8, v19
	v_cvt_scalef32_pk_fp8_f32 v23, v46, v47, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v25, v96, v97, 1.0
	ds_write_b8 v62, v16 offset:36688
	ds_write_b8 v62, v21 offset:38608
	v_lshrrev_b32_e32 v16, 8, v21
	v_cvt_scalef32_pk_fp8_f32 v25, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v27, v104, v105, 1.0
	ds_write_b8 v62, v16 offset:38736
	ds_write_b8 v62, v23 offset:40656
	v_lshrrev_b32_e32 v16, 8, v23
	v_cvt_scalef32_pk_fp8_f32 v27, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v29, v112, v113, 1.0
	ds_write_b8 v62, v16 offset:40784
	ds_write_b8 v62, v25 offset:42704
	v_lshrrev_b32_e32 v16, 8, v25
	v_cvt_scalef32_pk_fp8_f32 v29, v114, v115, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v31, v120, v121, 1.0
	ds_write_b8 v62, v16 offset:42832
	ds_write_b8 v62, v27 offset:44752
	v_lshrrev_b32_e32 v16, 8, v27
	v_cvt_scalef32_pk_fp8_f32 v31, v122, v123, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v62, v16 offset:44880
	ds_write_b8 v62, v29 offset:46800
	v_lshrrev_b32_e32 v16, 8, v29
	ds_write_b8 v62, v16 offset:46928
	ds_write_b8 v62, v31 offset:48848
	v_lshrrev_b32_e32 v16, 8, v31
	ds_write_b8 v62, v16 offset:48976
	ds_write_b8_d16_hi v63, v17 offset:34768
	v_lshrrev_b32_e32 v16, 24, v17
	ds_write_b8 v63, v16 offset:34896
	ds_write_b8_d16_hi v63, v19 offset:36816
	v_lshrrev_b32_e32 v16, 24, v19
	ds_write_b8 v63, v16 offset:36944
	ds_write_b8_d16_hi v63, v21 offset:38864
	v_lshrrev_b32_e32 v16, 24, v21
	ds_write_b8 v63, v16 offset:38992
	ds_write_b8_d16_hi v63, v23 offset:40912
	v_lshrrev_b32_e32 v16, 24, v23
	ds_write_b8 v63, v16 offset:41040
	ds_write_b8_d16_hi v63, v25 offset:42960
	v_lshrrev_b32_e32 v16, 24, v25
	ds_write_b8 v63, v16 offset:43088
	ds_write_b8_d16_hi v63, v27 offset:45008
	v_lshrrev_b32_e32 v16, 24, v27
	ds_write_b8 v63, v16 offset:45136
	ds_write_b8_d16_hi v63, v29 offset:47056
	v_lshrrev_b32_e32 v16, 24, v29
	ds_write_b8 v63, v16 offset:47184
	ds_write_b8_d16_hi v63, v31 offset:49104
	v_lshrrev_b32_e32 v16, 24, v31
	ds_write_b8 v63, v16 offset:49232
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[18:19], v65 offset:34512
	ds_read_b64_tr_b8 v[22:23], v65 offset:38608
	v_accvgpr_read_b32 v26, a82
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[0:1], v[0:1], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[124:125] op_sel_hi:[1,0]
	.loc	1 83 22                         ; corpus_make.py:83:22
	ds_read_b64_tr_b8 v[16:17], v26 offset:33488
	ds_read_b64_tr_b8 v[20:21], v26 offset:37584
	ds_read_b64_tr_b8 v[24:25], v26 offset:41680
	ds_read_b64_tr_b8 v[28:29], v26 offset:45776
	ds_read_b64_tr_b8 v[26:27], v65 offset:42704
	ds_read_b64_tr_b8 v[30:31], v65 offset:46800
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[16:23], v[0:15]
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_readlane_b32 s0, v127, 31
	s_add_i32 s72, s0, 0x41e0
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_readlane_b32 s0, v127, 23
.Ltmp3:
	.file	2 "/work/wt/tritoncorpus/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v91, v77, v91
.Ltmp4:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v91, v125, v69
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_add_u32_e32 v66, s0, v66
	v_readlane_b32 s0, v127, 24
	s_addk_i32 s33, 0x80
	v_mov_b32_e32 v125, v91
	v_add_u32_e32 v68, s0, v68
	v_readlane_b32 s0, v127, 9
	s_cmp_lt_i32 s33, s0
	v_writelane_b32 v127, s88, 21
	v_mov_b32_e32 v67, v92
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[24:31], v[0:15]
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_cbranch_scc0 .LBB0_25
.LBB0_16:                               ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s0, v127, 25
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s0, s0, 0
	v_writelane_b32 v127, s0, 25
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshl_b32 s1, s0, 13
	v_accvgpr_read_b32 v16, a79
	s_lshr_b32 s0, s1, 6
	v_writelane_b32 v127, s1, 29
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v16, s33, v16
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s1, s1, s0
	v_readlane_b32 s0, v127, 6
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e32 vcc, s87, v16
	v_writelane_b32 v127, s1, 31
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_add_i32 s2, s1, s0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.17:                               ; %.critedge42
                                        ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	v_accvgpr_read_b32 v16, a41
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_lshl_add_u32 v16, v16, 4, s2
	ds_write_b128 v16, a[18:21] offset:16864
; %bb.18:                               ; %Flow372
                                        ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 68 21 is_stmt 1               ; corpus_make.py:68:21
	v_ashrrev_i32_e32 v69, 31, v68
	v_accvgpr_read_b32 v16, a88
	v_accvgpr_read_b32 v17, a89
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[68:69]
	.loc	1 68 13 is_stmt 0               ; corpus_make.py:68:13
	s_add_i32 m0, s2, 0x41e0
	s_nop 0
	global_load_lds_dwordx4 v[16:17], off
.LBB0_20:                               ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_or_b64 exec, exec, s[0:1]
	v_accvgpr_read_b32 v16, a17
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v69, s33, v16
	v_add_u32_e32 v35, 3, v69
	v_add_u32_e32 v32, 10, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s87, v35
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v35, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v31, 11, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s87, v32
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[80:81], s[8:9], s[10:11]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v32, v93
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[28:29], s87, v31
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[74:75], s[26:27], s[10:11]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v31, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[28:29], s[10:11]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v30, 16, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s10, 33
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[30:31], s87, v30
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v29, 17, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s11, 34
	v_cmp_le_i32_e64 s[10:11], v30, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[30:31], s[10:11]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v21, 33, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s10, 35
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v20, 34, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[34:35], s87, v29
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s11, 36
	v_cmp_le_i32_e64 s[10:11], v29, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v22, 32, v69
	v_add_u32_e32 v19, 35, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[50:51], s87, v21
	v_cmp_gt_i32_e64 s[88:89], s87, v20
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[34:35], s[10:11]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[30:31], v21, v93
	v_cmp_le_i32_e64 s[34:35], v20, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v33, 9, v69
	v_add_u32_e32 v23, 27, v69
	v_add_u32_e32 v18, 40, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[48:49], s87, v22
	v_cmp_gt_i32_e64 s[90:91], s87, v19
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[28:29], v22, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[30:31], s[50:51], s[30:31]
	s_and_b64 s[50:51], s[88:89], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v19, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v24, 26, v69
	v_add_u32_e32 v17, 41, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[22:23], s87, v33
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[24:25], v33, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[46:47], s87, v23
	v_cmp_gt_i32_e64 s[92:93], s87, v18
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[26:27], v23, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[28:29], s[48:49], s[28:29]
	s_and_b64 s[48:49], s[90:91], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v18, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v25, 25, v69
	v_add_u32_e32 v16, 42, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s87, v24
	v_cmp_gt_i32_e64 s[94:95], s87, v17
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[76:77], s[22:23], s[24:25]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[24:25], v24, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[26:27], s[46:47], s[26:27]
	s_and_b64 s[46:47], s[92:93], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v17, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v34, 8, v69
	v_add_u32_e32 v26, 24, v69
	v_add_u32_e32 v38, 43, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s87, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[20:21], v69, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[42:43], s87, v25
	v_cmp_gt_i32_e64 s[96:97], s87, v16
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[22:23], v25, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[24:25], s[44:45], s[24:25]
	s_and_b64 s[44:45], s[94:95], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v16, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v27, 19, v69
	v_add_u32_e32 v39, 48, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s87, v34
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[14:15], v34, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[40:41], s87, v26
	v_cmp_gt_i32_e64 s[98:99], s87, v38
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[82:83], s[18:19], s[20:21]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[20:21], v26, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[22:23], s[42:43], s[22:23]
	s_and_b64 s[42:43], s[96:97], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v38, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v28, 18, v69
	v_add_u32_e32 v40, 49, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[38:39], s87, v27
	v_cmp_gt_i32_e32 vcc, s87, v39
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[78:79], s[12:13], s[14:15]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[14:15], v27, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[20:21], s[40:41], s[20:21]
	s_and_b64 s[40:41], s[98:99], s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v39, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v41, 50, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[36:37], s87, v28
	v_cmp_gt_i32_e64 s[62:63], s87, v40
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v28, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[14:15], s[38:39], s[14:15]
	s_and_b64 s[38:39], vcc, s[34:35]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e32 vcc, v40, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v42, 51, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[16:17], s87, v41
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[12:13], s[36:37], s[12:13]
	s_and_b64 s[36:37], s[62:63], vcc
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e32 vcc, v41, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v43, 56, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[4:5], s87, v42
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[34:35], s[16:17], vcc
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e32 vcc, v42, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v45, 58, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s87, v43
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[4:5], vcc
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[4:5], v43, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v46, 59, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[56:57], s87, v45
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[4:5], s[52:53], s[4:5]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v45, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v47, 64, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[58:59], s87, v46
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[62:63], s[56:57], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v46, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v56, 0x41, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[60:61], s87, v47
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[92:93], s[58:59], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v47, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v57, 0x42, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[64:65], s87, v56
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[94:95], s[60:61], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v56, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v58, 0x43, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[66:67], s87, v57
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[98:99], s[64:65], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v57, v93
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[68:69], s87, v58
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[96:97], s[66:67], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v58, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[52:53], s[68:69], s[52:53]
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v37, 1, v69
	v_add_u32_e32 v59, 0x48, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s52, 37
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v36, 2, v69
	v_add_u32_e32 v60, 0x49, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[70:71], s87, v37
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[0:1], v37, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[18:19], s87, v59
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s53, 38
	v_cmp_le_i32_e64 s[52:53], v59, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v61, 0x4a, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s87, v36
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[6:7], v36, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[84:85], s[70:71], s[0:1]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s87, v60
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[18:19], s[18:19], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v60, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v70, 0x4b, v69
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[70:71], s[2:3], s[6:7]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s87, v61
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[0:1], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v61, v93
	v_accvgpr_read_b32 v16, a39
	v_accvgpr_read_b32 v17, a74
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_add_u32_e32 v71, 0x50, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s87, v70
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[2:3], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v70, v93
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v16, s72, v16, v17
	v_accvgpr_read_b32 v18, a40
	v_accvgpr_read_b32 v17, a83
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s87, v71
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[6:7], s[52:53]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[52:53], v71, v93
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_add3_u32 v71, v16, v17, v18
	; asyncmark
	ds_read_b128 v[16:19], v71
	ds_read_b128 v[20:23], v71 offset:32
	ds_read_b128 v[94:97], v71 offset:512
	ds_read_b128 v[98:101], v71 offset:544
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v44, 57, v69
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[54:55], s87, v44
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[16:17], v44, v93
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[16:23], v[48:55], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[0:3], v71 offset:4160
	ds_read_b128 a[4:7], v71 offset:4192
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v72, 0x51, v69
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[54:55], s[16:17]
	s_and_b64 s[8:9], s[8:9], s[52:53]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s87, v72
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[54:55], v72, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[52:53], s[52:53], s[54:55]
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_writelane_b32 v127, s52, 27
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v77, 0x52, v69
	v_add_u32_e32 v70, 0x53, v69
	.loc	1 68 13                         ; corpus_make.py:68:13
	v_writelane_b32 v127, s53, 28
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v114, 0x58, v69
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s52, v127, 33
	v_readlane_b32 s53, v127, 34
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v115, 0x59, v69
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[94:101], v[48:55], 0
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v116, 0x5a, v69
	v_add_u32_e32 v117, 0x5b, v69
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v56, v90, v35
	v_mul_f32_e32 v57, v90, v36
	v_mul_f32_e32 v59, v90, v38
	v_mul_f32_e32 v60, v90, v39
	v_mul_f32_e32 v61, v90, v40
	v_mul_f32_e32 v73, v90, v42
	v_mul_f32_e32 v81, v90, v46
	v_mul_f32_e32 v58, v90, v37
	v_mul_f32_e32 v74, v90, v43
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_add_u32_e32 v109, 0x60, v69
	v_add_u32_e32 v104, 0x61, v69
	v_add_u32_e32 v98, 0x62, v69
	v_add_u32_e32 v96, 0x63, v69
	v_add_u32_e32 v94, 0x68, v69
	v_add_u32_e32 v91, 0x69, v69
	v_add_u32_e32 v37, 0x7a, v69
	v_add_u32_e32 v43, 0x7b, v69
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v85, v90, v16
	v_accvgpr_read_b32 v16, a38
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v35, s33, v16
	v_accvgpr_read_b32 v16, a37
	v_or_b32_e32 v36, s33, v16
	v_accvgpr_read_b32 v16, a36
	v_or_b32_e32 v38, s33, v16
	v_accvgpr_read_b32 v16, a35
	v_or_b32_e32 v39, s33, v16
	v_accvgpr_read_b32 v16, a33
	v_or_b32_e32 v40, s33, v16
	v_accvgpr_read_b32 v16, a32
	v_or_b32_e32 v42, s33, v16
	v_accvgpr_read_b32 v16, a31
	v_or_b32_e32 v46, s33, v16
	v_accvgpr_read_b32 v16, a34
	v_or_b32_e32 v95, s33, v16
	v_accvgpr_read_b32 v16, a78
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v86, v90, v17
	v_mul_f32_e32 v87, v90, v18
	v_mul_f32_e32 v88, v90, v19
	v_mul_f32_e32 v89, v90, v20
	v_mul_f32_e32 v112, v90, v21
	v_mul_f32_e32 v113, v90, v22
	v_mul_f32_e32 v110, v90, v23
	v_mul_f32_e32 v108, v90, v24
	v_mul_f32_e32 v106, v90, v25
	v_mul_f32_e32 v105, v90, v26
	v_mul_f32_e32 v102, v90, v27
	v_mul_f32_e32 v101, v90, v28
	v_mul_f32_e32 v99, v90, v29
	v_mul_f32_e32 v97, v90, v30
	v_mul_f32_e32 v92, v90, v31
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_add_u32_e32 v118, s33, v16
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[0:7], v[48:55], 0
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 a[0:3], v71 offset:4672
	ds_read_b128 a[4:7], v71 offset:4704
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v69, v126, v60, s[52:53]
	v_readlane_b32 s52, v127, 35
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v72, v90, v41
	v_mul_f32_e32 v84, v90, v47
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s53, v127, 36
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v80, v90, v45
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v45, v126, v58, s[76:77]
	v_cndmask_b32_e64 v47, v126, v59, s[74:75]
	v_cndmask_b32_e64 v100, v126, v61, s[52:53]
	v_cndmask_b32_e64 v103, v126, v72, s[10:11]
	v_cndmask_b32_e64 v58, v126, v81, s[24:25]
	v_cndmask_b32_e64 v59, v126, v84, s[26:27]
	v_cndmask_b32_e64 v60, v126, v85, s[28:29]
	v_cndmask_b32_e64 v61, v126, v86, s[30:31]
	v_cndmask_b32_e64 v72, v126, v87, s[50:51]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v33, v90, v33
	v_mul_f32_e32 v75, v90, v44
	v_mul_f32_e32 v119, v90, v16
	v_mul_f32_e32 v120, v90, v17
	v_mul_f32_e32 v121, v90, v18
	v_mul_f32_e32 v122, v90, v19
	v_mul_f32_e32 v123, v90, v20
	v_mul_f32_e32 v124, v90, v21
	v_mul_f32_e32 v82, v90, v22
	v_mul_f32_e32 v79, v90, v23
	v_mul_f32_e32 v76, v90, v24
	v_mul_f32_e32 v64, v90, v25
	v_mul_f32_e32 v71, v90, v26
	v_mul_f32_e32 v81, v90, v27
	v_mul_f32_e32 v84, v90, v28
	v_mul_f32_e32 v85, v90, v29
	v_mul_f32_e32 v86, v90, v30
	v_mul_f32_e32 v87, v90, v31
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[0:7], v[48:55], 0
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[88:89], s87, v77
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v33, v126, v33, s[84:85]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[84:85], s87, v70
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v44, v126, v57, s[78:79]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[78:79], s87, v116
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v107, v126, v73, s[12:13]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v77, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v77, v126, v108, s[38:39]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v70, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v70, v126, v106, s[36:37]
	v_cndmask_b32_e32 v102, v126, v102, vcc
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e32 vcc, v116, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s36, v127, 37
	v_readlane_b32 s38, v127, 27
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[76:77], s87, v117
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v101, v126, v101, s[4:5]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[4:5], v117, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s37, v127, 38
	v_readlane_b32 s39, v127, 28
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[78:79], vcc
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[74:75], s87, v109
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v111, v126, v74, s[14:15]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[14:15], s87, v95
	v_cmp_gt_i32_e64 s[60:61], s87, v46
	v_cmp_gt_i32_e64 s[58:59], s87, v42
	v_cmp_gt_i32_e64 s[56:57], s87, v40
	v_cmp_gt_i32_e64 s[54:55], s87, v39
	v_cmp_gt_i32_e64 s[52:53], s87, v38
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v74, v126, v89, s[46:47]
	v_cndmask_b32_e64 v89, v126, v105, s[34:35]
	v_cndmask_b32_e64 v99, v126, v99, s[16:17]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[16:17], v109, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v105, v126, v122, s[36:37]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[36:37], v95, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v95, v126, v123, s[18:19]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[18:19], v46, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v46, v126, v124, s[0:1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[0:1], v42, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v42, v126, v82, s[2:3]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v40, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v40, v126, v79, s[6:7]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[6:7], v39, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v39, v126, v76, s[8:9]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[8:9], v38, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v38, v126, v64, s[38:39]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[10:11], s[88:89], s[10:11]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v64, v126, v86, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[76:77], s[4:5]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v34, v90, v34
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[72:73], s87, v104
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v73, v126, v88, s[48:49]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[48:49], s87, v35
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v88, v126, v110, s[40:41]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v16, v90, v16
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[24:25], v104, v93
	v_cmp_le_i32_e64 s[40:41], v35, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v35, v126, v71, s[10:11]
	v_cndmask_b32_e32 v71, v126, v87, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[74:75], s[16:17]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v34, v126, v34, s[70:71]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[70:71], s87, v98
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v17, v90, v17
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[26:27], v98, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v76, v126, v16, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[72:73], s[24:25]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v32, v90, v32
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[68:69], s87, v96
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v18, v90, v18
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[28:29], v96, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[12:13], s[84:85], s[12:13]
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e32 v79, v126, v17, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[70:71], s[26:27]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v32, v126, v32, s[82:83]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[82:83], s87, v114
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v41, v126, v56, s[80:81]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[66:67], s87, v94
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v56, v126, v75, s[20:21]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[50:51], s87, v36
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[20:21], v114, v93
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v19, v90, v19
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[30:31], v94, v93
	v_cmp_le_i32_e64 s[38:39], v36, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v36, v126, v81, s[12:13]
	v_cndmask_b32_e32 v81, v126, v18, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[68:69], s[28:29]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[80:81], s87, v115
	v_cmp_gt_i32_e64 s[64:65], s87, v91
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v57, v126, v80, s[22:23]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[22:23], v115, v93
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v20, v90, v20
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[34:35], v91, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[12:13], s[82:83], s[20:21]
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e32 v82, v126, v19, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[66:67], s[30:31]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[46:47], s87, v37
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v21, v90, v21
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v37, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v37, v126, v84, s[12:13]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[12:13], s[80:81], s[22:23]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v84, v126, v20, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[64:65], s[34:35]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mov_b32_e32 v91, v90
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v75, v126, v112, s[44:45]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s87, v43
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v97, v126, v97, s[62:63]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v43, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v43, v126, v85, s[12:13]
	v_cndmask_b32_e32 v85, v126, v21, vcc
	v_accvgpr_read_b32 v16, a76
	v_accvgpr_read_b32 v17, a77
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[18:19], v[90:91], v[24:25]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[14:15], s[36:37]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[16:17], v[16:17], v[22:23]
	v_pk_mul_f32 v[22:23], v[90:91], v[28:29]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v18, v126, v18, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[60:61], s[18:19]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v23, v126, v23, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[58:59], s[0:1]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[20:21], v[90:91], v[26:27]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v22, v126, v22, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[56:57], s[2:3]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v21, v126, v21, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[54:55], s[6:7]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v20, v126, v20, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[52:53], s[8:9]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v19, v126, v19, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[50:51], s[38:39]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v16, v126, v16, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[48:49], s[40:41]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v30, v90, v30
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v17, v126, v17, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[46:47], s[10:11]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v80, v126, v113, s[42:43]
	v_cndmask_b32_e64 v104, v126, v92, s[92:93]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v31, v90, v31
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v98, v126, v119, s[94:95]
	v_cndmask_b32_e64 v96, v126, v120, s[98:99]
	v_cndmask_b32_e64 v94, v126, v121, s[96:97]
	v_cndmask_b32_e32 v24, v126, v30, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[44:45], s[62:63]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v25, v126, v31, vcc
.Ltmp5:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v26, v32, v33, v34
	v_max3_f32 v27, v41, v44, v45
	v_max3_f32 v28, v47, v69, v100
	v_max3_f32 v29, v103, v107, v111
	v_max3_f32 v30, v56, v57, v58
	v_max3_f32 v31, v59, v60, v61
	v_max3_f32 v86, v72, v73, v74
	v_max3_f32 v87, v75, v80, v88
	v_max3_f32 v91, v77, v70, v89
	v_max3_f32 v92, v102, v101, v99
	v_max3_f32 v106, v97, v104, v98
	v_max3_f32 v108, v96, v94, v105
	v_max3_f32 v109, v95, v46, v42
	v_max3_f32 v110, v40, v39, v38
	v_max3_f32 v112, v35, v36, v37
	v_max3_f32 v113, v43, v64, v71
	v_max3_f32 v114, v76, v79, v81
	v_max3_f32 v115, v82, v84, v85
	v_max_f32_e32 v116, v16, v17
	v_max3_f32 v117, v19, v20, v21
.Ltmp6:
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_le_i32_e64 s[90:91], s87, v118
.Ltmp7:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v118, v22, v23, v24
	v_max3_f32 v26, v26, v27, v28
	v_max3_f32 v27, v29, v30, v31
	v_max3_f32 v28, v86, v87, v91
	v_max3_f32 v29, v92, v106, v108
	v_max3_f32 v30, v109, v110, v112
	v_max3_f32 v31, v113, v114, v115
	v_max3_f32 v86, v116, v18, v117
	v_max3_f32 v26, v26, v27, v28
	v_max3_f32 v27, v29, v30, v31
	v_max3_f32 v28, v86, v118, v25
	v_max3_f32 v26, v26, v27, v28
.Ltmp8:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v27, v26
	s_nop 1
	v_permlane32_swap_b32_e32 v26, v27
.Ltmp9:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v92, v67, v26, v27
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_sub_f32_e32 v26, v32, v92
	v_sub_f32_e32 v27, v33, v92
	v_sub_f32_e32 v28, v34, v92
	v_sub_f32_e32 v29, v41, v92
	v_sub_f32_e32 v30, v44, v92
	v_sub_f32_e32 v31, v45, v92
	v_sub_f32_e32 v32, v47, v92
	v_sub_f32_e32 v33, v69, v92
	v_sub_f32_e32 v34, v100, v92
	v_sub_f32_e32 v41, v103, v92
	v_sub_f32_e32 v44, v107, v92
	v_sub_f32_e32 v45, v111, v92
	v_sub_f32_e32 v47, v56, v92
	v_sub_f32_e32 v56, v57, v92
	v_sub_f32_e32 v57, v58, v92
	v_sub_f32_e32 v58, v59, v92
	v_sub_f32_e32 v59, v60, v92
	v_sub_f32_e32 v60, v61, v92
	v_sub_f32_e32 v61, v72, v92
	v_sub_f32_e32 v69, v73, v92
	v_sub_f32_e32 v72, v74, v92
	v_sub_f32_e32 v73, v75, v92
	v_sub_f32_e32 v74, v80, v92
	v_sub_f32_e32 v75, v88, v92
	v_sub_f32_e32 v77, v77, v92
	v_sub_f32_e32 v70, v70, v92
	v_sub_f32_e32 v80, v89, v92
	v_sub_f32_e32 v86, v102, v92
	v_sub_f32_e32 v87, v101, v92
	v_sub_f32_e32 v88, v99, v92
	v_sub_f32_e32 v89, v97, v92
	v_sub_f32_e32 v91, v104, v92
	v_sub_f32_e32 v97, v98, v92
	v_sub_f32_e32 v96, v96, v92
	v_sub_f32_e32 v94, v94, v92
	v_sub_f32_e32 v98, v105, v92
	v_sub_f32_e32 v99, v95, v92
	v_sub_f32_e32 v100, v46, v92
	v_sub_f32_e32 v101, v42, v92
	v_sub_f32_e32 v102, v40, v92
	v_pk_add_f32 v[114:115], v[16:17], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[116:117], v[18:19], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[118:119], v[20:21], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[22:23], v[92:93] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v16, v26
	v_exp_f32_e32 v17, v27
	v_exp_f32_e32 v18, v28
	v_exp_f32_e32 v19, v29
	v_exp_f32_e32 v20, v30
	v_exp_f32_e32 v21, v31
	v_exp_f32_e32 v22, v32
	v_exp_f32_e32 v23, v33
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_sub_f32_e32 v103, v39, v92
	v_sub_f32_e32 v104, v38, v92
	v_sub_f32_e32 v105, v35, v92
	v_sub_f32_e32 v106, v36, v92
	v_sub_f32_e32 v107, v37, v92
	v_sub_f32_e32 v108, v43, v92
	v_sub_f32_e32 v64, v64, v92
	v_sub_f32_e32 v109, v71, v92
	v_sub_f32_e32 v76, v76, v92
	v_sub_f32_e32 v79, v79, v92
	v_sub_f32_e32 v81, v81, v92
	v_sub_f32_e32 v82, v82, v92
	v_sub_f32_e32 v84, v84, v92
	v_sub_f32_e32 v85, v85, v92
	v_sub_f32_e32 v122, v24, v92
	v_sub_f32_e32 v123, v25, v92
	.loc	1 76 13                         ; corpus_make.py:76:13
	v_exp_f32_e32 v24, v34
	v_exp_f32_e32 v25, v41
	v_exp_f32_e32 v26, v44
	v_exp_f32_e32 v27, v45
	v_exp_f32_e32 v28, v47
	v_exp_f32_e32 v29, v56
	v_exp_f32_e32 v30, v57
	v_exp_f32_e32 v31, v58
	v_exp_f32_e32 v32, v59
	v_exp_f32_e32 v33, v60
	v_exp_f32_e32 v34, v61
	v_exp_f32_e32 v35, v69
	v_exp_f32_e32 v36, v72
	v_exp_f32_e32 v37, v73
	v_exp_f32_e32 v38, v74
	v_exp_f32_e32 v39, v75
	v_exp_f32_e32 v40, v77
	v_exp_f32_e32 v41, v70
	v_exp_f32_e32 v42, v80
	v_exp_f32_e32 v43, v86
	v_exp_f32_e32 v44, v87
	v_exp_f32_e32 v45, v88
	v_exp_f32_e32 v46, v89
	v_exp_f32_e32 v47, v91
	v_exp_f32_e32 v70, v97
	v_exp_f32_e32 v71, v96
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v98
	v_exp_f32_e32 v96, v99
	v_exp_f32_e32 v97, v100
	v_exp_f32_e32 v98, v101
	v_exp_f32_e32 v99, v102
	v_exp_f32_e32 v100, v103
	v_exp_f32_e32 v101, v104
	v_exp_f32_e32 v102, v105
	v_exp_f32_e32 v103, v106
	v_exp_f32_e32 v104, v107
	v_exp_f32_e32 v105, v108
	v_exp_f32_e32 v106, v64
	v_exp_f32_e32 v107, v109
	v_exp_f32_e32 v108, v76
	v_exp_f32_e32 v109, v79
	v_exp_f32_e32 v110, v81
	v_exp_f32_e32 v111, v82
	v_exp_f32_e32 v112, v84
	v_exp_f32_e32 v113, v85
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v120
	v_exp_f32_e32 v121, v121
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v56, v67, v92
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[58:59], v[16:17], v[18:19]
	v_pk_add_f32 v[60:61], v[20:21], v[22:23]
.Ltmp11:
	.loc	1 77 17                         ; corpus_make.py:77:17
	v_exp_f32_e32 v69, v56
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[72:73], v[24:25], v[26:27]
	v_pk_add_f32 v[74:75], v[28:29], v[30:31]
	v_pk_add_f32 v[86:87], v[32:33], v[34:35]
	v_pk_add_f32 v[88:89], v[36:37], v[38:39]
	v_pk_add_f32 v[80:81], v[40:41], v[42:43]
	v_pk_add_f32 v[84:85], v[44:45], v[46:47]
	v_pk_add_f32 v[56:57], v[70:71], v[94:95]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_add_f32 v[60:61], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_add_f32 v[74:75], v[100:101], v[102:103]
	v_pk_add_f32 v[86:87], v[86:87], v[88:89]
	v_pk_add_f32 v[88:89], v[104:105], v[106:107]
	v_pk_add_f32 v[80:81], v[80:81], v[84:85]
	v_pk_add_f32 v[84:85], v[108:109], v[110:111]
	v_pk_add_f32 v[56:57], v[56:57], v[60:61]
	v_pk_add_f32 v[60:61], v[112:113], v[114:115]
	v_pk_add_f32 v[74:75], v[74:75], v[88:89]
	v_pk_add_f32 v[88:89], v[116:117], v[118:119]
	v_pk_add_f32 v[60:61], v[84:85], v[60:61]
	v_pk_add_f32 v[84:85], v[120:121], v[122:123]
	v_pk_add_f32 v[58:59], v[58:59], v[72:73]
	v_pk_add_f32 v[84:85], v[88:89], v[84:85]
	v_pk_add_f32 v[72:73], v[86:87], v[80:81]
	v_pk_add_f32 v[56:57], v[56:57], v[74:75]
	v_pk_add_f32 v[60:61], v[60:61], v[84:85]
	v_pk_add_f32 v[58:59], v[58:59], v[72:73]
	v_pk_add_f32 v[56:57], v[56:57], v[60:61]
	v_readlane_b32 s43, v127, 29
	v_pk_add_f32 v[56:57], v[58:59], v[56:57]
.Ltmp13:
	.loc	1 68 13                         ; corpus_make.py:68:13
	s_lshr_b32 s42, s43, 5
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v77, v56, v57
	v_accvgpr_read_b32 v56, a80
.Ltmp15:
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v56, v69 offset:33536
	v_accvgpr_read_b32 v56, a81
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v124, v56 offset:33536
.Ltmp16:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v91, v77
.Ltmp17:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s88, s43, s42
	v_readlane_b32 s0, v127, 7
.Ltmp18:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v77, v91
.Ltmp19:
	.loc	1 81 13                         ; corpus_make.py:81:13
	s_add_i32 s2, s88, s0
	s_and_saveexec_b64 s[0:1], s[90:91]
	s_xor_b64 s[0:1], exec, s[0:1]
; %bb.21:                               ; %.critedge44
                                        ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 0 13 is_stmt 0                ; corpus_make.py:0:13
	v_accvgpr_read_b32 v56, a41
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_lshl_add_u32 v56, v56, 4, s2
	ds_write_b128 v56, a[18:21]
; %bb.22:                               ; %Flow371
                                        ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 0 13                          ; corpus_make.py:0:13
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_15
; %bb.23:                               ;   in Loop: Header=BB0_16 Depth=1
	.loc	1 81 21 is_stmt 1               ; corpus_make.py:81:21
	v_ashrrev_i32_e32 v67, 31, v66
	v_accvgpr_read_b32 v56, a90
	v_accvgpr_read_b32 v57, a91
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[66:67]
	.loc	1 81 13 is_stmt 0               ; corpus_make.py:81:13
	s_mov_b32 m0, s2
	s_nop 0
	global_load_lds_dwordx4 v[56:57], off
	s_branch .LBB0_15
.LBB0_24:
	.loc	1 0 13                          ; corpus_make.py:0:13
	v_accvgpr_write_b32 a73, v7
	v_accvgpr_write_b32 a30, v5
	v_accvgpr_write_b32 a28, v3
	v_accvgpr_write_b32 a26, v11
	v_accvgpr_write_b32 a25, v10
	v_accvgpr_write_b32 a23, v8
	s_movk_i32 s72, 0x41e0
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
	s_branch .LBB0_26
.LBB0_25:                               ; %Flow374
	s_nop 15
	s_nop 2
	v_accvgpr_write_b32 a0, v1
	v_readlane_b32 s33, v127, 20
	v_accvgpr_read_b32 v121, a27
	v_accvgpr_read_b32 v61, a45
	v_accvgpr_read_b32 v60, a44
	v_accvgpr_read_b32 v59, a43
	v_accvgpr_read_b32 v58, a42
	v_accvgpr_read_b32 v75, a49
	v_accvgpr_read_b32 v74, a48
	v_accvgpr_read_b32 v73, a47
	v_accvgpr_read_b32 v72, a46
	v_accvgpr_read_b32 v76, a50
	v_accvgpr_read_b32 v78, a52
	v_accvgpr_read_b32 v80, a54
	v_accvgpr_read_b32 v82, a56
	v_accvgpr_read_b32 v29, a51
	v_accvgpr_read_b32 v57, a53
	v_accvgpr_read_b32 v71, a55
	v_accvgpr_read_b32 v77, a57
	v_accvgpr_read_b32 v79, a58
	v_accvgpr_read_b32 v86, a59
	v_accvgpr_read_b32 v87, a60
	v_accvgpr_read_b32 v81, a61
	v_accvgpr_read_b32 v118, a62
	v_accvgpr_read_b32 v119, a63
	v_accvgpr_read_b32 v120, a64
	v_accvgpr_read_b32 v122, a65
	v_accvgpr_read_b32 v83, a66
	v_accvgpr_read_b32 v123, a67
	v_accvgpr_read_b32 v124, a68
	v_accvgpr_read_b32 v84, a69
	v_accvgpr_read_b32 v125, a70
	v_accvgpr_read_b32 v85, a71
	v_accvgpr_read_b32 v126, a72
.LBB0_26:                               ; %Flow377
	v_readlane_b32 s0, v127, 2
	v_readlane_b32 s1, v127, 3
	s_load_dwordx2 s[0:1], s[0:1], 0x48
	; wait_asyncmark(0)
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	v_writelane_b32 v127, s0, 27
	s_nop 1
	v_writelane_b32 v127, s1, 28
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_add_i32 s0, s87, 0x7f
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 25
	s_add_i32 s1, s0, s1
	s_ashr_i32 s2, s1, 7
	s_cmpk_gt_i32 s0, 0x7f
	s_cselect_b64 s[0:1], -1, 0
	v_writelane_b32 v127, s0, 25
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_and_b64 vcc, exec, s[0:1]
	s_nop 0
	v_writelane_b32 v127, s1, 26
	s_cbranch_vccnz .LBB0_28
; %bb.27:                               ; %._crit_edge._crit_edge
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_29
.LBB0_28:
	s_mov_b64 s[0:1], -1
.LBB0_29:                               ; %Flow
	s_max_i32 s2, s2, 1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_mov_b32_e32 v20, 0
	s_cmp_lg_u32 s0, 1
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	s_cbranch_scc1 .LBB0_31
; %bb.30:
	.loc	1 0 14 is_stmt 0                ; corpus_make.py:0:14
	v_accvgpr_read_b32 v16, a39
	v_accvgpr_read_b32 v17, a74
	.loc	1 68 13 is_stmt 1               ; corpus_make.py:68:13
	v_and_b32_e32 v1, 0x1c0, v121
	v_add3_u32 v16, s72, v16, v17
	v_accvgpr_read_b32 v18, a40
	v_add3_u32 v1, v16, v1, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	s_mov_b32 s0, 0xc0c0004
	v_accvgpr_read_b32 v16, a73
	.loc	1 68 13                         ; corpus_make.py:68:13
	ds_read_b128 v[114:117], v1 offset:4704
	ds_read_b128 v[110:113], v1 offset:4672
	ds_read_b128 v[36:39], v1 offset:4192
	ds_read_b128 v[32:35], v1 offset:4160
	ds_read_b128 v[22:25], v1 offset:544
	ds_read_b128 v[18:21], v1 offset:512
	ds_read_b128 v[40:43], v1
	ds_read_b128 v[44:47], v1 offset:32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_perm_b32 v1, v75, v85, s0
	v_perm_b32 v16, v126, v16, s0
	v_lshl_or_b32 v85, v16, 16, v1
	v_perm_b32 v1, v74, v84, s0
	v_perm_b32 v16, v125, v82, s0
	v_lshl_or_b32 v84, v16, 16, v1
	v_perm_b32 v1, v73, v83, s0
	v_perm_b32 v16, v123, v124, s0
	v_lshl_or_b32 v83, v16, 16, v1
	v_perm_b32 v1, v72, v120, s0
	v_perm_b32 v16, v122, v80, s0
	v_lshl_or_b32 v82, v16, 16, v1
	v_perm_b32 v1, v61, v81, s0
	v_perm_b32 v16, v118, v119, s0
	v_lshl_or_b32 v81, v16, 16, v1
	v_perm_b32 v1, v60, v86, s0
	v_perm_b32 v16, v87, v78, s0
	v_lshl_or_b32 v80, v16, 16, v1
	v_perm_b32 v1, v59, v71, s0
	v_perm_b32 v16, v77, v79, s0
	v_lshl_or_b32 v79, v16, 16, v1
	v_perm_b32 v1, v58, v29, s0
	v_perm_b32 v16, v57, v76, s0
	v_lshl_or_b32 v78, v16, 16, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[62:77], v[40:47], v[78:85], 0
	v_mfma_f32_32x32x64_f8f6f4 v[46:61], v[18:25], v[78:85], 0
	s_nop 15
	s_nop 2
	v_mov_b32_e32 v108, v71
	v_mov_b32_e32 v109, v72
	v_mov_b32_e32 v106, v73
	v_mov_b32_e32 v107, v74
	v_mov_b32_e32 v104, v75
	v_mov_b32_e32 v105, v76
	v_mov_b32_e32 v102, v77
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[32:39], v[78:85], 0
	v_mov_b32_e32 v100, v57
	v_mov_b32_e32 v101, v58
	v_mov_b32_e32 v98, v59
	v_mov_b32_e32 v99, v60
	v_mov_b32_e32 v94, v61
	v_mov_b32_e32 v103, v46
	s_nop 13
	v_mov_b32_e32 v96, v17
	v_mov_b32_e32 v17, v30
	v_mov_b32_e32 v88, v31
	v_mfma_f32_32x32x64_f8f6f4 v[30:45], v[110:117], v[78:85], 0
	v_mov_b32_e32 v95, v16
	v_mov_b32_e32 v97, v18
	v_mov_b32_e32 v16, v29
	s_nop 15
	s_nop 0
	v_mov_b32_e32 v89, v30
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v31, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v34
.LBB0_31:
	.loc	1 65 5                          ; corpus_make.py:65:5
	s_lshl_b32 s14, s2, 7
	s_addk_i32 s14, 0xff80
	v_accvgpr_read_b32 v1, a17
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v18, s14, v1
	v_or_b32_e32 v80, 18, v18
	v_or_b32_e32 v111, 35, v18
	v_or_b32_e32 v110, 34, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s87, v80
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v80, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[4:5], s87, v111
	v_accvgpr_read_b32 v80, a38
	v_cmp_gt_i32_e64 s[10:11], s87, v110
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[20:21], v110, v93
	v_writelane_b32 v127, s4, 29
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v110, s14, v80
	v_accvgpr_read_b32 v80, a37
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s5, 30
	v_cmp_le_i32_e64 s[4:5], v111, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v111, s14, v80
	v_accvgpr_read_b32 v80, a36
	v_or_b32_e32 v112, s14, v80
	v_accvgpr_read_b32 v80, a35
	v_or_b32_e32 v113, s14, v80
	v_accvgpr_read_b32 v80, a33
	v_or_b32_e32 v114, s14, v80
	v_accvgpr_read_b32 v80, a32
	v_or_b32_e32 v115, s14, v80
	v_accvgpr_read_b32 v80, a31
	v_or_b32_e32 v116, s14, v80
	v_accvgpr_read_b32 v80, a34
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_readlane_b32 s92, v127, 10
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v86, 32, v18
	v_or_b32_e32 v117, s14, v80
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[14:15], s92, v111
	v_cmp_gt_i32_e64 s[2:3], s87, v86
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[22:23], v86, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_readlane_b32 s93, v127, 11
	v_readlane_b32 s94, v127, 12
	v_readlane_b32 s95, v127, 13
	v_readlane_b32 s96, v127, 14
	v_readlane_b32 s97, v127, 15
	v_readlane_b32 s98, v127, 16
	v_readlane_b32 s99, v127, 17
	v_writelane_b32 v127, s14, 21
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[22:23], s[2:3], s[22:23]
	s_and_b64 s[2:3], s[10:11], s[20:21]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_writelane_b32 v127, s15, 22
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s2, 31
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v72, 1, v18
	v_or_b32_e32 v57, 3, v18
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_writelane_b32 v127, s3, 32
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[58:59], v[90:91], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[90:91], v[66:67] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v66, 9, v18
	v_or_b32_e32 v75, 17, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v29, v90, v47
	v_pk_mul_f32 v[46:47], v[90:91], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[90:91], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[90:91], v[52:53] op_sel_hi:[0,1]
	v_mul_f32_e32 v52, v90, v56
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v81, 19, v18
	v_or_b32_e32 v82, 24, v18
	v_or_b32_e32 v120, 40, v18
	.loc	1 73 23                         ; corpus_make.py:73:23
	v_readlane_b32 s2, v127, 29
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v71, 2, v18
	v_accvgpr_write_b32 a2, v52
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[52:53], v[90:91], v[54:55] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v84, 26, v18
	v_or_b32_e32 v85, 27, v18
	v_or_b32_e32 v87, 33, v18
	v_or_b32_e32 v76, 41, v18
	v_or_b32_e32 v55, 43, v18
	v_or_b32_e32 v54, 48, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s87, v72
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[78:79], v72, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[62:63], s87, v57
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[72:73], v57, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v77, 51, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[54:55], s87, v66
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[16:17], v66, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v66, 59, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[42:43], s87, v75
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[46:47], v75, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[34:35], s87, v81
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[38:39], v81, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[36:37], s87, v82
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[40:41], v82, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s87, v18
	v_cmp_gt_i32_e64 s[48:49], s87, v120
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[14:15], v18, v93
	v_cmp_le_i32_e64 s[84:85], v120, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	v_readlane_b32 s3, v127, 30
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v1, 8, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[60:61], v[90:91], v[64:65] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[90:91], v[68:69] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v68, 10, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[76:77], s87, v71
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[82:83], v71, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v56, 64, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s87, v84
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[30:31], v84, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s87, v85
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[18:19], v85, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[6:7], s87, v87
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v87, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[58:59], s87, v76
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[90:91], vcc, s[14:15]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[66:67], v76, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[92:93], s[0:1], s[78:79]
	s_and_b64 s[96:97], s[62:63], s[72:73]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e32 vcc, s87, v55
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v55, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[54:55], s[16:17]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[54:55], s87, v54
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[72:73], v54, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[98:99], s[42:43], s[46:47]
	s_and_b64 s[34:35], s[34:35], s[38:39]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[38:39], s87, v77
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[36:37], s[36:37], s[40:41]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[40:41], v77, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[4:5], s[2:3], s[4:5]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[2:3], s87, v66
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[42:43], s[48:49], s[84:85]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[48:49], v66, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v73, 11, v18
	v_or_b32_e32 v74, 16, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[70:71], s87, v1
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v1, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[64:65], s87, v68
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[74:75], v68, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v57, 0x41, v18
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[94:95], s[76:77], s[82:83]
	s_and_b64 s[26:27], s[26:27], s[30:31]
	s_and_b64 s[30:31], s[8:9], s[18:19]
	s_and_b64 s[18:19], s[6:7], s[12:13]
	s_and_b64 s[66:67], s[58:59], s[66:67]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[58:59], s87, v56
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[82:83], vcc, s[62:63]
	s_and_b64 vcc, s[54:55], s[72:73]
	s_and_b64 s[6:7], s[38:39], s[40:41]
	s_and_b64 s[72:73], s[2:3], s[48:49]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v56, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v83, 25, v18
	v_or_b32_e32 v67, 42, v18
	v_or_b32_e32 v78, 50, v18
	v_or_b32_e32 v69, 58, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s87, v73
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[60:61], v73, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[56:57], s87, v74
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[68:69], v74, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v68, 0x42, v18
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[70:71], s[70:71], s[80:81]
	s_and_b64 s[64:65], s[64:65], s[74:75]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[74:75], s87, v57
	v_writelane_b32 v127, s6, 29
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[80:81], s[58:59], s[2:3]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v57, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v79, 49, v18
	v_or_b32_e32 v71, 56, v18
	v_or_b32_e32 v72, 0x43, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[24:25], s87, v83
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[28:29], v83, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v75, 0x50, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[78:79], s87, v67
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[76:77], v67, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[60:61], s[52:53], s[60:61]
	s_and_b64 s[52:53], s[56:57], s[68:69]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[56:57], s87, v78
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[46:47], s[44:45], s[50:51]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[44:45], v78, v93
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s87, v69
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[10:11], v69, v93
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[62:63], s87, v68
	v_writelane_b32 v127, s7, 30
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[6:7], s[74:75], s[2:3]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v68, v93
	.loc	1 70 14 is_stmt 1               ; corpus_make.py:70:14
	v_mul_f32_e32 v34, v90, v70
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v70, 57, v18
	v_or_b32_e32 v73, 0x4a, v18
	v_or_b32_e32 v125, 0x51, v18
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[14:15], s87, v79
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[16:17], v79, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[28:29], s[24:25], s[28:29]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[24:25], s87, v71
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v71, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[76:77], s[78:79], s[76:77]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[78:79], s87, v72
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[54:55], s[56:57], s[44:45]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[38:39], s87, v75
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[56:57], s[12:13], s[10:11]
	s_and_b64 s[58:59], s[62:63], s[2:3]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v72, v93
	v_cmp_le_i32_e64 s[12:13], v75, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v119, 0x49, v18
	v_or_b32_e32 v74, 0x4b, v18
	v_or_b32_e32 v126, 0x52, v18
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_mov_b32_e32 v87, 0xff800000
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[8:9], s87, v70
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[68:69], v70, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[20:21], s[14:15], s[16:17]
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[16:17], s87, v73
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[14:15], s[24:25], s[50:51]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[40:41], s87, v125
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[62:63], s[78:79], s[2:3]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v73, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[50:51], s[38:39], s[12:13]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v125, v93
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v118, 0x48, v18
	v_or_b32_e32 v1, 0x53, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[80:81], v[90:91], v[108:109] op_sel_hi:[0,1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s87, v74
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[24:25], s[8:9], s[68:69]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[84:85], s87, v126
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[76:77], v[90:91], v[94:95] op_sel_hi:[0,1]
	v_mul_f32_e32 v95, v90, v19
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[8:9], s[16:17], s[2:3]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v74, v93
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[68:69], s[40:41], s[12:13]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v126, v93
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e64 v19, v87, v65, s[60:61]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[60:61], s87, v119
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[16:17], v119, v93
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v120, 0x58, v18
	v_or_b32_e32 v122, 0x59, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[70:71], v[90:91], v[98:99] op_sel_hi:[0,1]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[10:11], s87, v1
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[72:73], v[90:91], v[24:25] op_sel_hi:[0,1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[2:3], s[44:45], s[2:3]
	s_and_b64 s[78:79], s[84:85], s[12:13]
	.loc	1 73 34 is_stmt 0               ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[12:13], v1, v93
	.loc	1 67 18 is_stmt 1               ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[44:45], s87, v118
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v25, v87, v63, s[0:1]
	v_cndmask_b32_e64 v63, v87, v81, s[46:47]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[20:21], v[90:91], v[20:21] op_sel_hi:[0,1]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[46:47], v118, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[60:61], s[16:17]
	v_accvgpr_write_b32 a1, v121
	.loc	1 66 16 is_stmt 1               ; corpus_make.py:66:16
	v_or_b32_e32 v121, 0x5a, v18
	v_or_b32_e32 v123, 0x5b, v18
	v_or_b32_e32 v124, 0x60, v18
	v_or_b32_e32 v108, 0x61, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[82:83], v[90:91], v[106:107] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v106, 0x62, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[54:55], v[90:91], v[104:105] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v104, 0x63, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[84:85], v[90:91], v[102:103] op_sel_hi:[0,1]
	.loc	1 66 16                         ; corpus_make.py:66:16
	v_or_b32_e32 v105, 0x68, v18
	v_or_b32_e32 v107, 0x69, v18
	v_or_b32_e32 v103, 0x7a, v18
	v_or_b32_e32 v102, 0x7b, v18
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[74:75], v[90:91], v[26:27] op_sel_hi:[0,1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[84:85], s[10:11], s[12:13]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v18, v87, v64, s[64:65]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[48:49], s87, v120
	v_cmp_gt_i32_e64 s[10:11], s87, v122
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v24, v87, v62, s[70:71]
	v_cndmask_b32_e64 v62, v87, v80, s[98:99]
	v_cndmask_b32_e32 v26, v87, v52, vcc
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[64:65], v[90:91], v[88:89] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[90:91], v[30:31] op_sel_hi:[0,1]
	v_mul_f32_e32 v88, v90, v45
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v31, v87, v49, s[66:67]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[66:67], v120, v93
	v_cmp_le_i32_e32 vcc, v122, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v45, v87, v71, s[56:57]
	v_cndmask_b32_e64 v71, v87, v21, s[16:17]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[44:45], s[46:47]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[66:67], v[90:91], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[90:91], v[22:23] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v94, v87, v34, s[52:53]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[74:75], s87, v105
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v22, v87, v84, s[30:31]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[52:53], s87, v107
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v84, v87, v29, s[18:19]
	v_cndmask_b32_e64 v27, v87, v53, s[20:21]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_mul_f32_e32 v1, v90, v28
	v_pk_mul_f32 v[52:53], v[90:91], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[90:91], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[90:91], v[42:43] op_sel_hi:[0,1]
	v_mul_f32_e32 v86, v90, v44
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v42, v87, v76, s[72:73]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[72:73], v105, v93
	v_cmp_le_i32_e64 s[56:57], v107, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v44, v87, v70, s[24:25]
	v_cndmask_b32_e64 v70, v87, v20, s[16:17]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[48:49], s[66:67]
	s_and_b64 vcc, s[10:11], vcc
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[78:79], v[90:91], v[96:97] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v57, v87, v61, s[96:97]
	v_cndmask_b32_e64 v56, v87, v60, s[94:95]
	v_cndmask_b32_e64 v60, v87, v58, s[90:91]
	v_cndmask_b32_e64 v61, v87, v59, s[92:93]
	v_cndmask_b32_e64 v23, v87, v85, s[22:23]
	v_cndmask_b32_e64 v55, v87, v55, s[26:27]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[26:27], s87, v117
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v59, v87, v83, s[36:37]
	v_cndmask_b32_e64 v58, v87, v82, s[34:35]
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[82:83], v[90:91], v[32:33] op_sel_hi:[0,1]
	v_mul_f32_e32 v85, v90, v35
	v_pk_mul_f32 v[32:33], v[90:91], v[38:39] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v30, v87, v48, s[42:43]
	v_readlane_b32 s42, v127, 31
	v_accvgpr_read_b32 v38, a2
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[24:25], v117, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v49, v87, v67, s[14:15]
	v_readlane_b32 s14, v127, 29
	v_cndmask_b32_e64 v1, v87, v1, s[16:17]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[74:75], s[72:73]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v52, v87, v52, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[52:53], s[56:57]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[0:1], s87, v124
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v54, v87, v54, s[28:29]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[28:29], s87, v116
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s43, v127, 32
	v_cndmask_b32_e64 v89, v87, v38, s[54:55]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[54:55], v124, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v38, v87, v78, s[6:7]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[6:7], v116, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_readlane_b32 s15, v127, 30
	v_cndmask_b32_e64 v21, v87, v83, s[16:17]
	v_cndmask_b32_e32 v83, v87, v85, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[26:27], s[24:25]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[40:41], s87, v123
	v_cmp_gt_i32_e64 s[30:31], s87, v115
	.loc	1 70 14                         ; corpus_make.py:70:14
	v_pk_mul_f32 v[34:35], v[90:91], v[40:41] op_sel_hi:[0,1]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v40, v87, v46, s[42:43]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[42:43], v123, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v48, v87, v66, s[14:15]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[14:15], v115, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[0:1], s[54:55]
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e32 v32, v87, v32, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[28:29], s[6:7]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[12:13], s87, v121
	v_cmp_gt_i32_e64 s[34:35], s87, v114
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v41, v87, v47, s[4:5]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[4:5], v121, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v90, v87, v95, s[62:63]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[62:63], v114, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v65, v87, v65, s[0:1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[40:41], s[42:43]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v37, v87, v37, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[30:31], s[14:15]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[36:37], s87, v113
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v47, v87, v75, s[84:85]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[84:85], v113, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v64, v87, v64, s[0:1]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[0:1], s[12:13], s[4:5]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v36, v87, v36, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[34:35], s[62:63]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[38:39], s87, v112
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v46, v87, v74, s[78:79]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[78:79], v112, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v53, v87, v53, s[0:1]
	v_cndmask_b32_e32 v35, v87, v35, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[36:37], s[84:85]
	v_readlane_b32 s0, v127, 21
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[70:71], s87, v104
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v17, v87, v51, s[82:83]
	v_cndmask_b32_e64 v43, v87, v77, s[80:81]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[80:81], v104, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v51, v87, v73, s[68:69]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[68:69], v111, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v34, v87, v34, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[38:39], s[78:79]
	v_readlane_b32 s1, v127, 22
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[64:65], s87, v106
	v_cmp_gt_i32_e64 s[18:19], s87, v110
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v16, v87, v50, s[76:77]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[82:83], v106, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v50, v87, v72, s[50:51]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[50:51], v110, v93
	.loc	1 73 23 is_stmt 0               ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[70:71], s[80:81]
	.loc	1 74 14 is_stmt 1               ; corpus_make.py:74:14
	v_cndmask_b32_e32 v33, v87, v33, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[0:1], s[68:69]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[90:91], s87, v108
	v_cmp_gt_i32_e64 s[20:21], s87, v103
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[76:77], v108, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v67, v87, v69, s[2:3]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[2:3], v103, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v20, v87, v82, s[16:17]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[64:65], s[82:83]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v28, v87, v28, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[18:19], s[50:51]
	.loc	1 67 18                         ; corpus_make.py:67:18
	v_cmp_gt_i32_e64 s[22:23], s87, v102
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v66, v87, v68, s[8:9]
	.loc	1 73 34                         ; corpus_make.py:73:34
	v_cmp_le_i32_e64 s[8:9], v102, v93
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v69, v87, v81, s[16:17]
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 s[16:17], s[90:91], s[76:77]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v29, v87, v29, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[20:21], s[2:3]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e64 v39, v87, v79, s[58:59]
	v_cndmask_b32_e64 v68, v87, v80, s[16:17]
	v_cndmask_b32_e32 v93, v87, v86, vcc
	.loc	1 73 23                         ; corpus_make.py:73:23
	s_and_b64 vcc, s[22:23], s[8:9]
	.loc	1 74 14                         ; corpus_make.py:74:14
	v_cndmask_b32_e32 v110, v87, v88, vcc
.Ltmp20:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ corpus_make.py:75:32 ] ]
	v_max3_f32 v72, v60, v61, v56
	v_max3_f32 v73, v57, v24, v25
	v_max3_f32 v74, v18, v19, v94
	v_max3_f32 v75, v62, v63, v58
	v_max3_f32 v76, v59, v54, v55
	v_max3_f32 v77, v22, v23, v84
	v_max3_f32 v78, v40, v41, v30
	v_max3_f32 v79, v31, v16, v17
	v_max3_f32 v80, v26, v27, v89
	v_max3_f32 v81, v48, v49, v44
	v_max3_f32 v82, v45, v42, v43
	v_max3_f32 v85, v38, v39, v90
	v_max3_f32 v86, v70, v71, v66
	v_max3_f32 v87, v67, v50, v51
	v_max3_f32 v88, v46, v47, v1
	v_max3_f32 v95, v52, v53, v64
	v_max3_f32 v96, v65, v68, v69
	v_max3_f32 v97, v20, v21, v83
	v_max_f32_e32 v98, v28, v29
	v_max3_f32 v99, v33, v34, v35
	v_max3_f32 v100, v36, v37, v93
	v_max3_f32 v72, v72, v73, v74
	v_max3_f32 v73, v75, v76, v77
	v_max3_f32 v74, v78, v79, v80
	v_max3_f32 v75, v81, v82, v85
	v_max3_f32 v76, v86, v87, v88
	v_max3_f32 v77, v95, v96, v97
	v_max3_f32 v78, v98, v32, v99
	v_max3_f32 v72, v72, v73, v74
	v_max3_f32 v73, v75, v76, v77
	v_max3_f32 v74, v78, v100, v110
	v_max3_f32 v72, v72, v73, v74
.Ltmp21:
	.loc	2 216 16                        ; standard.py:216:16 @[ corpus_make.py:75:32 ]
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e32 v72, v73
.Ltmp22:
	.loc	1 75 16                         ; corpus_make.py:75:16
	v_max3_f32 v82, v92, v72, v73
	.loc	1 76 26                         ; corpus_make.py:76:26
	v_pk_add_f32 v[60:61], v[60:61], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[24:25], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[72:73], v[18:19], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v111, v94, v82
	v_pk_add_f32 v[62:63], v[62:63], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[58:59], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[54:55], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[74:75], v[22:23], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v112, v84, v82
	v_pk_add_f32 v[40:41], v[40:41], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[76:77], v[30:31], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[78:79], v[26:27], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v113, v89, v82
	v_pk_add_f32 v[48:49], v[48:49], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[80:81], v[44:45], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[84:85], v[42:43], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[86:87], v[38:39], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v90, v90, v82
	v_pk_add_f32 v[70:71], v[70:71], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[88:89], v[50:51], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[46:47], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v1, v1, v82
	v_pk_add_f32 v[96:97], v[52:53], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[98:99], v[64:65], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[100:101], v[20:21], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v83, v83, v82
	v_pk_add_f32 v[102:103], v[28:29], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[104:105], v[32:33], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[106:107], v[34:35], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[108:109], v[36:37], v[82:83] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_sub_f32_e32 v93, v93, v82
	v_sub_f32_e32 v110, v110, v82
	.loc	1 76 13 is_stmt 0               ; corpus_make.py:76:13
	v_exp_f32_e32 v18, v60
	v_exp_f32_e32 v19, v61
	v_exp_f32_e32 v20, v56
	v_exp_f32_e32 v21, v57
	v_exp_f32_e32 v22, v24
	v_exp_f32_e32 v23, v25
	v_exp_f32_e32 v24, v72
	v_exp_f32_e32 v25, v73
	v_exp_f32_e32 v26, v111
	v_exp_f32_e32 v27, v62
	v_exp_f32_e32 v28, v63
	v_exp_f32_e32 v29, v58
	v_exp_f32_e32 v30, v59
	v_exp_f32_e32 v31, v54
	v_exp_f32_e32 v32, v55
	v_exp_f32_e32 v33, v74
	v_exp_f32_e32 v34, v75
	v_exp_f32_e32 v35, v112
	v_exp_f32_e32 v36, v40
	v_exp_f32_e32 v37, v41
	v_exp_f32_e32 v38, v76
	v_exp_f32_e32 v39, v77
	v_exp_f32_e32 v40, v16
	v_exp_f32_e32 v41, v17
	v_exp_f32_e32 v42, v78
	v_exp_f32_e32 v43, v79
	v_exp_f32_e32 v44, v113
	v_exp_f32_e32 v45, v48
	v_exp_f32_e32 v46, v49
	v_exp_f32_e32 v47, v80
	v_exp_f32_e32 v48, v81
	v_exp_f32_e32 v49, v84
	v_exp_f32_e32 v50, v85
	v_exp_f32_e32 v51, v86
	v_exp_f32_e32 v52, v87
	v_exp_f32_e32 v53, v90
	v_exp_f32_e32 v54, v70
	v_exp_f32_e32 v55, v71
	v_exp_f32_e32 v56, v66
	v_exp_f32_e32 v57, v67
	v_exp_f32_e32 v58, v88
	v_exp_f32_e32 v59, v89
	v_exp_f32_e32 v60, v94
	v_exp_f32_e32 v61, v95
	v_exp_f32_e32 v62, v1
	v_exp_f32_e32 v63, v96
	v_exp_f32_e32 v64, v97
	v_exp_f32_e32 v65, v98
	v_exp_f32_e32 v66, v99
	v_exp_f32_e32 v67, v68
	v_exp_f32_e32 v68, v69
	v_exp_f32_e32 v69, v100
	v_exp_f32_e32 v70, v101
	v_exp_f32_e32 v71, v83
	v_exp_f32_e32 v72, v102
	v_exp_f32_e32 v73, v103
	v_exp_f32_e32 v74, v104
	v_exp_f32_e32 v75, v105
	v_exp_f32_e32 v76, v106
	v_exp_f32_e32 v77, v107
	v_exp_f32_e32 v78, v108
	v_exp_f32_e32 v79, v109
	v_exp_f32_e32 v80, v93
	v_exp_f32_e32 v81, v110
	.loc	1 77 30 is_stmt 1               ; corpus_make.py:77:30
	v_sub_f32_e32 v1, v92, v82
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[82:83], v[18:19], v[20:21]
	v_pk_add_f32 v[84:85], v[22:23], v[24:25]
	v_pk_add_f32 v[86:87], v[26:27], v[28:29]
	v_pk_add_f32 v[88:89], v[30:31], v[32:33]
	v_pk_add_f32 v[92:93], v[34:35], v[36:37]
	v_pk_add_f32 v[94:95], v[38:39], v[40:41]
	v_pk_add_f32 v[96:97], v[42:43], v[44:45]
	v_pk_add_f32 v[98:99], v[46:47], v[48:49]
	v_pk_add_f32 v[100:101], v[50:51], v[52:53]
	v_pk_add_f32 v[102:103], v[54:55], v[56:57]
	v_pk_add_f32 v[104:105], v[58:59], v[60:61]
	v_pk_add_f32 v[106:107], v[62:63], v[64:65]
	v_pk_add_f32 v[108:109], v[66:67], v[68:69]
	v_pk_add_f32 v[110:111], v[70:71], v[72:73]
	v_pk_add_f32 v[112:113], v[74:75], v[76:77]
	v_pk_add_f32 v[114:115], v[78:79], v[80:81]
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	v_pk_add_f32 v[84:85], v[86:87], v[88:89]
	v_pk_add_f32 v[86:87], v[92:93], v[94:95]
	v_pk_add_f32 v[88:89], v[96:97], v[98:99]
	v_pk_add_f32 v[92:93], v[100:101], v[102:103]
	v_pk_add_f32 v[94:95], v[104:105], v[106:107]
	v_pk_add_f32 v[96:97], v[108:109], v[110:111]
	v_pk_add_f32 v[98:99], v[112:113], v[114:115]
.Ltmp24:
	.loc	1 77 17                         ; corpus_make.py:77:17
	v_exp_f32_e32 v17, v1
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	v_pk_add_f32 v[84:85], v[86:87], v[88:89]
	v_pk_add_f32 v[86:87], v[92:93], v[94:95]
	v_pk_add_f32 v[88:89], v[96:97], v[98:99]
	v_accvgpr_read_b32 v1, a30
.Ltmp26:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_readlane_b32 s0, v127, 4
.Ltmp27:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	v_pk_add_f32 v[84:85], v[86:87], v[88:89]
.Ltmp28:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_and_b32_e32 v1, 0x17c, v1
	s_and_b32 s0, s0, 0x80
.Ltmp29:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
.Ltmp30:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_or_b32_e32 v1, s0, v1
	v_accvgpr_read_b32 v89, a16
.Ltmp31:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v84, v82, v83
.Ltmp32:
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_add_u32_e32 v83, 0, v1
	v_lshlrev_b32_e32 v1, 2, v89
	v_readlane_b32 s1, v127, 5
	s_lshr_b32 s1, s1, 1
	v_lshl_or_b32 v1, s0, 1, v1
	v_or_b32_e32 v1, s1, v1
	v_add_u32_e32 v82, 0, v1
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v87, a29
	.loc	1 81 13                         ; corpus_make.py:81:13
	v_and_b32_e32 v1, 0x2c0, v1
	v_and_b32_e32 v87, 0x400, v87
	v_accvgpr_read_b32 v86, a28
	v_lshrrev_b32_e32 v88, 5, v87
	v_add3_u32 v1, s88, v87, v1
	v_readlane_b32 s0, v127, 18
	v_accvgpr_read_b32 v87, a24
	v_and_b32_e32 v86, 8, v86
	v_add3_u32 v1, v1, s0, v87
	v_add3_u32 v1, v1, v86, v88
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_write_b32 v83, v17 offset:33536
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 81 13                         ; corpus_make.py:81:13
	ds_read_b64_tr_b8 v[92:93], v1
	ds_read_b64_tr_b8 v[94:95], v1 offset:256
	ds_read_b64_tr_b8 v[96:97], v1 offset:2112
	ds_read_b64_tr_b8 v[98:99], v1 offset:2368
	ds_read_b64_tr_b8 v[100:101], v1 offset:4224
	ds_read_b64_tr_b8 v[102:103], v1 offset:4480
	ds_read_b64_tr_b8 v[104:105], v1 offset:6336
	ds_read_b64_tr_b8 v[106:107], v1 offset:6592
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v1, v18, v19, 1.0
	v_cvt_scalef32_pk_fp8_f32 v1, v20, v21, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v20, v30, v31, 1.0
	v_cvt_scalef32_pk_fp8_f32 v21, v34, v35, 1.0
	v_accvgpr_read_b32 v34, a22
	v_cvt_scalef32_pk_fp8_f32 v20, v32, v33, 1.0 op_sel:[0,0,0,1]
	v_mov_b32_e32 v33, 0x220
	v_cmp_eq_u32_e32 vcc, 0, v34
	v_accvgpr_read_b32 v34, a26
	v_cvt_scalef32_pk_fp8_f32 v19, v26, v27, 1.0
	v_cndmask_b32_e64 v33, v33, 0, vcc
	v_xor_b32_e32 v33, v34, v33
	v_cvt_scalef32_pk_fp8_f32 v19, v28, v29, 1.0 op_sel:[0,0,0,1]
	v_add_u32_e32 v34, 0, v33
	v_lshrrev_b32_e32 v35, 8, v1
	.loc	1 80 15                         ; corpus_make.py:80:15
	ds_read_b32 v16, v82 offset:33536
	.loc	1 83 22                         ; corpus_make.py:83:22
	v_cvt_scalef32_pk_fp8_f32 v18, v22, v23, 1.0
	v_cvt_scalef32_pk_fp8_f32 v21, v36, v37, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v23, v42, v43, 1.0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b8 v34, v35 offset:33616
	ds_write_b8 v34, v19 offset:35536
	v_lshrrev_b32_e32 v35, 8, v19
	v_cvt_scalef32_pk_fp8_f32 v18, v24, v25, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v23, v44, v45, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v25, v50, v51, 1.0
	ds_write_b8 v34, v35 offset:35664
	ds_write_b8 v34, v21 offset:37584
	v_lshrrev_b32_e32 v35, 8, v21
	v_cvt_scalef32_pk_fp8_f32 v25, v52, v53, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v27, v58, v59, 1.0
	ds_write_b8 v34, v35 offset:37712
	ds_write_b8 v34, v23 offset:39632
	v_lshrrev_b32_e32 v35, 8, v23
	v_cvt_scalef32_pk_fp8_f32 v27, v60, v61, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v29, v66, v67, 1.0
	ds_write_b8 v34, v35 offset:39760
	ds_write_b8 v34, v25 offset:41680
	v_lshrrev_b32_e32 v35, 8, v25
	v_cvt_scalef32_pk_fp8_f32 v29, v68, v69, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v31, v74, v75, 1.0
	ds_write_b8 v34, v35 offset:41808
	ds_write_b8 v34, v27 offset:43728
	v_lshrrev_b32_e32 v35, 8, v27
	v_cvt_scalef32_pk_fp8_f32 v31, v76, v77, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v34, v35 offset:43856
	ds_write_b8 v34, v29 offset:45776
	v_lshrrev_b32_e32 v35, 8, v29
	ds_write_b8 v34, v35 offset:45904
	ds_write_b8 v34, v31 offset:47824
	v_lshrrev_b32_e32 v35, 8, v31
	ds_write_b8 v34, v1 offset:33488
	ds_write_b8 v34, v35 offset:47952
	v_xad_u32 v34, v33, 16, 0
	ds_write_b8_d16_hi v34, v1 offset:33744
	v_lshrrev_b32_e32 v1, 24, v1
	ds_write_b8 v34, v1 offset:33872
	ds_write_b8_d16_hi v34, v19 offset:35792
	v_lshrrev_b32_e32 v1, 24, v19
	ds_write_b8 v34, v1 offset:35920
	ds_write_b8_d16_hi v34, v21 offset:37840
	v_lshrrev_b32_e32 v1, 24, v21
	ds_write_b8 v34, v1 offset:37968
	ds_write_b8_d16_hi v34, v23 offset:39888
	v_lshrrev_b32_e32 v1, 24, v23
	ds_write_b8 v34, v1 offset:40016
	ds_write_b8_d16_hi v34, v25 offset:41936
	v_lshrrev_b32_e32 v1, 24, v25
	ds_write_b8 v34, v1 offset:42064
	ds_write_b8_d16_hi v34, v27 offset:43984
	v_lshrrev_b32_e32 v1, 24, v27
	ds_write_b8 v34, v1 offset:44112
	ds_write_b8_d16_hi v34, v29 offset:46032
	v_lshrrev_b32_e32 v1, 24, v29
	ds_write_b8 v34, v1 offset:46160
	ds_write_b8_d16_hi v34, v31 offset:48080
	v_lshrrev_b32_e32 v1, 24, v31
	v_cvt_scalef32_pk_fp8_f32 v22, v38, v39, 1.0
	ds_write_b8 v34, v1 offset:48208
	v_xad_u32 v1, v33, 64, 0
	v_lshrrev_b32_e32 v19, 8, v18
	v_cvt_scalef32_pk_fp8_f32 v22, v40, v41, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v24, v46, v47, 1.0
	ds_write_b8 v1, v19 offset:34640
	ds_write_b8 v1, v20 offset:36560
	v_lshrrev_b32_e32 v19, 8, v20
	v_cvt_scalef32_pk_fp8_f32 v24, v48, v49, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v26, v54, v55, 1.0
	ds_write_b8 v1, v19 offset:36688
	ds_write_b8 v1, v22 offset:38608
	v_lshrrev_b32_e32 v19, 8, v22
	v_cvt_scalef32_pk_fp8_f32 v26, v56, v57, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v28, v62, v63, 1.0
	ds_write_b8 v1, v19 offset:38736
	ds_write_b8 v1, v24 offset:40656
	v_lshrrev_b32_e32 v19, 8, v24
	v_cvt_scalef32_pk_fp8_f32 v28, v64, v65, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v30, v70, v71, 1.0
	ds_write_b8 v1, v19 offset:40784
	ds_write_b8 v1, v26 offset:42704
	v_lshrrev_b32_e32 v19, 8, v26
	v_cvt_scalef32_pk_fp8_f32 v30, v72, v73, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v32, v78, v79, 1.0
	ds_write_b8 v1, v19 offset:42832
	ds_write_b8 v1, v28 offset:44752
	v_lshrrev_b32_e32 v19, 8, v28
	v_cvt_scalef32_pk_fp8_f32 v32, v80, v81, 1.0 op_sel:[0,0,0,1]
	ds_write_b8 v1, v19 offset:44880
	ds_write_b8 v1, v30 offset:46800
	v_lshrrev_b32_e32 v19, 8, v30
	ds_write_b8 v1, v19 offset:46928
	ds_write_b8 v1, v32 offset:48848
	v_lshrrev_b32_e32 v19, 8, v32
	ds_write_b8 v1, v18 offset:34512
	ds_write_b8 v1, v19 offset:48976
	v_xor_b32_e32 v1, 0x50, v33
	v_add_u32_e32 v1, 0, v1
	ds_write_b8_d16_hi v1, v18 offset:34768
	v_lshrrev_b32_e32 v18, 24, v18
	ds_write_b8 v1, v18 offset:34896
	ds_write_b8_d16_hi v1, v20 offset:36816
	v_lshrrev_b32_e32 v18, 24, v20
	ds_write_b8 v1, v18 offset:36944
	ds_write_b8_d16_hi v1, v22 offset:38864
	v_lshrrev_b32_e32 v18, 24, v22
	ds_write_b8 v1, v18 offset:38992
	ds_write_b8_d16_hi v1, v24 offset:40912
	v_lshrrev_b32_e32 v18, 24, v24
	ds_write_b8 v1, v18 offset:41040
	ds_write_b8_d16_hi v1, v26 offset:42960
	v_lshrrev_b32_e32 v18, 24, v26
	ds_write_b8 v1, v18 offset:43088
	ds_write_b8_d16_hi v1, v28 offset:45008
	v_lshrrev_b32_e32 v18, 24, v28
	ds_write_b8 v1, v18 offset:45136
	ds_write_b8_d16_hi v1, v30 offset:47056
	v_lshrrev_b32_e32 v18, 24, v30
	ds_write_b8 v1, v18 offset:47184
	ds_write_b8_d16_hi v1, v32 offset:49104
	v_lshrrev_b32_e32 v18, 24, v32
	ds_write_b8 v1, v18 offset:49232
	s_movk_i32 s0, 0xb80
	v_accvgpr_read_b32 v1, a23
	v_accvgpr_read_b32 v18, a25
	v_and_or_b32 v1, v18, s0, v1
	v_readlane_b32 s2, v127, 19
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_bitop3_b32 v1, s2, v1, v87 bitop3:0x36
	v_or_b32_e32 v1, v1, v86
	v_add_u32_e32 v20, 0, v1
	v_xad_u32 v1, v1, 64, 0
	ds_read_b64_tr_b8 v[18:19], v20 offset:33488
	ds_read_b64_tr_b8 v[22:23], v20 offset:37584
	ds_read_b64_tr_b8 v[26:27], v20 offset:41680
	ds_read_b64_tr_b8 v[30:31], v20 offset:45776
	ds_read_b64_tr_b8 v[20:21], v1 offset:34512
	ds_read_b64_tr_b8 v[24:25], v1 offset:38608
	ds_read_b64_tr_b8 v[28:29], v1 offset:42704
	ds_read_b64_tr_b8 v[32:33], v1 offset:46800
	.loc	1 83 15 is_stmt 0               ; corpus_make.py:83:15
	v_readlane_b32 s0, v127, 25
	v_readlane_b32 s1, v127, 26
	s_and_b64 s[0:1], exec, s[0:1]
.Ltmp33:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_mov_b32_e32 v85, v84
.Ltmp34:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
.Ltmp35:
	.loc	2 314 12                        ; standard.py:314:12 @[ corpus_make.py:79:29 ]
	v_permlane32_swap_b32_e32 v84, v85
	v_accvgpr_read_b32 v34, a0
.Ltmp36:
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 65 5                          ; corpus_make.py:65:5
	v_mov_b32_e32 v1, v34
	.loc	1 80 15                         ; corpus_make.py:80:15
	v_pk_mul_f32 v[14:15], v[14:15], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[16:17] op_sel_hi:[1,0]
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ corpus_make.py:79:29 ] ]
	v_add_f32_e32 v16, v84, v85
.Ltmp38:
	.loc	1 79 15                         ; corpus_make.py:79:15
	v_fmac_f32_e32 v16, v91, v17
	.loc	1 83 15                         ; corpus_make.py:83:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[92:99], v[18:25], v[0:15]
	v_mov_b32_e32 v91, v16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[100:107], v[26:33], v[0:15]
	s_nop 15
	s_nop 3
	v_mov_b32_e32 v34, v1
.LBB0_33:
	.loc	1 53 34                         ; corpus_make.py:53:34
	v_readlane_b32 s0, v127, 8
	s_or_b32 s0, s2, s0
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_write_b32 v83, v91
	.loc	1 53 14                         ; corpus_make.py:53:14
	v_or_b32_e32 v16, s0, v89
	.loc	1 56 14                         ; corpus_make.py:56:14
	v_cmp_gt_i32_e32 vcc, s86, v16
	.loc	1 85 11                         ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 86 5                          ; corpus_make.py:86:5
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_35
; %bb.34:                               ; %.critedge
	.loc	1 57 70                         ; corpus_make.py:57:70
	v_readlane_b32 s0, v127, 18
	v_accvgpr_read_b32 v1, a17
	v_readlane_b32 s4, v127, 27
	v_or_b32_e32 v18, s0, v1
	.loc	1 86 20                         ; corpus_make.py:86:20
	s_mul_i32 s0, s4, s33
	.loc	1 85 11                         ; corpus_make.py:85:11
	ds_read_b32 v1, v82
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_ashr_i32 s1, s0, 31
	v_readlane_b32 s5, v127, 28
	s_lshl_b64 s[0:1], s[0:1], 2
	v_readlane_b32 s2, v127, 0
	v_readlane_b32 s3, v127, 1
	s_add_u32 s0, s2, s0
	.loc	1 86 39 is_stmt 0               ; corpus_make.py:86:39
	v_mul_lo_u32 v16, v16, s5
	.loc	1 86 14                         ; corpus_make.py:86:14
	s_addc_u32 s1, s3, s1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[0:1]
	.loc	1 85 11 is_stmt 1               ; corpus_make.py:85:11
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v20, s[0:1], v1, v1, v15
	v_rcp_f32_e32 v21, v20
	.loc	1 86 14                         ; corpus_make.py:86:14
	v_lshlrev_b32_e32 v18, 2, v18
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[18:19]
	.loc	1 85 11                         ; corpus_make.py:85:11
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v15, v1, v15
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v14
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v15, v18, v1, v15
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v14, v1, v14
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v13
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v14, v18, v1, v14
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v13, v1, v13
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v12
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v13, v18, v1, v13
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v12, v1, v12
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v11
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v12, v18, v1, v12
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v11, v1, v11
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v10
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v11, v18, v1, v11
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v10, v1, v10
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v9
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v10, v18, v1, v10
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v9, v1, v9
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v8
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v9, v18, v1, v9
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v8, v1, v8
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v0
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v18, v18, v22, v19
	v_div_fixup_f32 v8, v18, v1, v8
	v_fma_f32 v18, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	v_div_scale_f32 v18, vcc, v0, v1, v0
	v_mul_f32_e32 v19, v18, v21
	v_fma_f32 v22, -v20, v19, v18
	v_fmac_f32_e32 v19, v22, v21
	v_fma_f32 v18, -v20, v19, v18
	v_div_scale_f32 v20, s[0:1], v1, v1, v34
	v_rcp_f32_e32 v22, v20
	v_div_fmas_f32 v18, v18, v21, v19
	v_div_fixup_f32 v18, v18, v1, v0
	v_fma_f32 v0, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v34, v1, v34
	v_mul_f32_e32 v19, v0, v22
	v_fma_f32 v21, -v20, v19, v0
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v0, -v20, v19, v0
	v_div_scale_f32 v20, s[0:1], v1, v1, v2
	v_rcp_f32_e32 v21, v20
	v_div_fmas_f32 v0, v0, v22, v19
	v_div_fixup_f32 v19, v0, v1, v34
	v_fma_f32 v0, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v0, v21
	v_div_scale_f32 v0, vcc, v2, v1, v2
	v_mul_f32_e32 v22, v0, v21
	v_fma_f32 v23, -v20, v22, v0
	v_fmac_f32_e32 v22, v23, v21
	v_div_scale_f32 v23, s[0:1], v1, v1, v3
	v_rcp_f32_e32 v24, v23
	v_fma_f32 v0, -v20, v22, v0
	v_div_fmas_f32 v0, v0, v21, v22
	v_div_fixup_f32 v20, v0, v1, v2
	v_fma_f32 v0, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v0, v24
	v_div_scale_f32 v0, vcc, v3, v1, v3
	v_mul_f32_e32 v2, v0, v24
	v_fma_f32 v21, -v23, v2, v0
	v_fmac_f32_e32 v2, v21, v24
	v_div_scale_f32 v22, s[0:1], v1, v1, v7
	v_fma_f32 v0, -v23, v2, v0
	v_rcp_f32_e32 v23, v22
	v_div_fmas_f32 v0, v0, v24, v2
	v_div_fixup_f32 v21, v0, v1, v3
	v_fma_f32 v0, -v22, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v7, v1, v7
	v_mul_f32_e32 v2, v0, v23
	v_fma_f32 v3, -v22, v2, v0
	v_fmac_f32_e32 v2, v3, v23
	v_div_scale_f32 v3, s[0:1], v1, v1, v6
	v_fma_f32 v0, -v22, v2, v0
	v_rcp_f32_e32 v22, v3
	v_div_fmas_f32 v0, v0, v23, v2
	v_div_fixup_f32 v7, v0, v1, v7
	v_fma_f32 v0, -v3, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v6, v1, v6
	v_mul_f32_e32 v2, v0, v22
	v_fma_f32 v23, -v3, v2, v0
	v_fmac_f32_e32 v2, v23, v22
	v_fma_f32 v0, -v3, v2, v0
	v_div_scale_f32 v3, s[0:1], v1, v1, v5
	v_rcp_f32_e32 v23, v3
	v_div_fmas_f32 v0, v0, v22, v2
	v_div_fixup_f32 v6, v0, v1, v6
	v_fma_f32 v0, -v3, v23, 1.0
	v_fmac_f32_e32 v23, v0, v23
	v_div_scale_f32 v0, vcc, v5, v1, v5
	v_mul_f32_e32 v2, v0, v23
	v_fma_f32 v22, -v3, v2, v0
	v_fmac_f32_e32 v2, v22, v23
	v_fma_f32 v0, -v3, v2, v0
	v_div_scale_f32 v3, s[0:1], v1, v1, v4
	v_rcp_f32_e32 v22, v3
	v_div_fmas_f32 v0, v0, v23, v2
	v_div_fixup_f32 v5, v0, v1, v5
	v_fma_f32 v0, -v3, v22, 1.0
	v_fmac_f32_e32 v22, v0, v22
	v_div_scale_f32 v0, vcc, v4, v1, v4
	v_mul_f32_e32 v2, v0, v22
	v_fma_f32 v23, -v3, v2, v0
	v_fmac_f32_e32 v2, v23, v22
	v_fma_f32 v0, -v3, v2, v0
	v_div_fmas_f32 v0, v0, v22, v2
	v_div_fixup_f32 v4, v0, v1, v4
	.loc	1 86 5                          ; corpus_make.py:86:5
	global_store_dwordx4 v[16:17], v[18:21], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
.LBB0_35:                               ; %.critedge4
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
		.amdhsa_next_free_vgpr 220
		.amdhsa_next_free_sgpr 100
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
	.set .Lattn_fwd.num_agpr, 92
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
; codeLenInByte = 16236
; TotalNumSgprs: 106
; NumVgprs: 128
; NumAgprs: 92
; TotalNumVgprs: 220
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 220
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 0
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
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
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
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
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
  - .agpr_count:     92
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
    .sgpr_count:     106
    .sgpr_spill_count: 57
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     220
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
