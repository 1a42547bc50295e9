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
; %bb.25:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.26:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x2c
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s21
	v_cvt_f32_u32_e32 v2, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_sub_i32 s6, 0, s0
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s3, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	s_xor_b32 s1, s17, s21
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v46, 4, v1
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s3, v2
	s_mul_i32 s6, s6, s3
	s_mul_hi_u32 s6, s3, s6
	s_add_i32 s3, s3, s6
	s_mul_hi_u32 s3, s2, s3
	s_mul_i32 s6, s3, s0
	s_sub_i32 s2, s2, s6
	s_add_i32 s7, s3, 1
	s_sub_i32 s6, s2, s0
	s_cmp_ge_u32 s2, s0
	s_cselect_b32 s3, s7, s3
	s_cselect_b32 s2, s6, s2
	s_add_i32 s6, s3, 1
	s_cmp_ge_u32 s2, s0
	s_cselect_b32 s0, s6, s3
	s_xor_b32 s0, s0, s1
	s_sub_i32 s28, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s22, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s16, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s2, s19, 6
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s1, s0, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s2, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s8, s0
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s3, s23, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v2, 3, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s9, s1
	s_ashr_i32 s6, s3, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s16, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s0, s3
	s_addc_u32 s1, s1, s6
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s24
	s_lshl_b32 s3, s24, 5
	v_add_u32_e32 v4, s3, v2
	v_add_u32_e32 v6, s3, v4
	v_add_u32_e32 v8, s3, v6
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_and_b32_e32 v2, 0x70, v46
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v3, 0
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v6, 2, v13
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v6, s16, v6
	v_or_b32_e32 v7, 64, v6
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v6, v6, s24
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_mov_b32_e32 v4, 0x70
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v5, 3, v0
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v8, v7, s24
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v38, 4, v5
	.loc	1 134 26 is_stmt 0              ; triton_peers.py:134:26
	v_mov_b32_e32 v39, v3
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_bitop3_b32 v4, s2, v4, v12 bitop3:0xc8
	v_lshlrev_b32_e32 v10, 4, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v4, v10, v4, 0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 134 26                        ; triton_peers.py:134:26
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[38:39]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[38:39]
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s25, s18
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s0, 0x60
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s2, s19, 11
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s1, 31
	s_add_u32 s1, s10, s1
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v32, 16, v0
.Ltmp4:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_mul_i32 s21, s19, 0x410
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v4, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v4, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v4, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 134 18                        ; triton_peers.py:134:18
	global_load_dwordx4 v[18:21], v[6:7], off offset:128
	global_load_dwordx4 v[22:25], v[8:9], off offset:128
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v4, 31, v0
	v_and_b32_e32 v7, 32, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_and_b32_e32 v8, 14, v0
	v_lshlrev_b32_e32 v11, 7, v4
	v_lshlrev_b32_e32 v12, 3, v8
	v_lshrrev_b32_e32 v44, 1, v7
	v_xor_b32_e32 v12, v12, v44
	v_lshl_or_b32 v11, s19, 12, v11
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v9, 2, v1
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v15, v11, v12
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v6, 48, v0
	v_lshlrev_b32_e32 v13, 6, v4
	v_bitop3_b32 v14, v9, v44, 48 bitop3:0x6c
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v11, v11, s0, v12 bitop3:0x36
	v_add_u32_e32 v12, 0, v15
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s28, s26
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v16, v15, 32, 0
	v_xad_u32 v15, v15, 64, 0
	v_add_u32_e32 v11, 0, v11
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v17, v10, v6, 0
	v_or3_b32 v10, s2, v13, v14
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s2, s11, s3
	s_ashr_i32 s3, s0, 31
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[60:63], v12
	ds_read_b128 v[64:67], v16
	ds_read_b128 v[52:55], v15
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[56:59], v11
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s6, s1, s0
	s_addc_u32 s7, s2, s3
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s20, 0
.Ltmp7:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v0, 1, v7
	scratch_store_dword off, v4, off offset:240 ; 4-byte Folded Spill
	v_and_b32_e32 v4, 32, v9
.Ltmp8:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s20, 1
.Ltmp9:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v9, v0, v4
.Ltmp10:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cselect_b64 s[2:3], -1, 0
.Ltmp11:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or3_b32 v9, v9, v32, s19
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_add_u32_e32 v6, 0, v10
	v_xad_u32 v10, v10, 32, 0
.Ltmp12:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_and_b64 vcc, exec, s[2:3]
.Ltmp13:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[18:21]
	s_waitcnt vmcnt(1)
	ds_write_b128 v17, v[22:25] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp14:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_cbranch_vccnz .LBB0_2
.Ltmp15:
; %bb.1:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v11, 4, v9
.Ltmp16:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v14, v9, s27
	v_mul_lo_u32 v12, v11, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s21, 0x83e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[14:15], off
	s_add_i32 m0, s21, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[12:13], off
.Ltmp17:
.LBB0_2:                                ; %.critedge
	.loc	1 0 0                           ; triton_peers.py:0
	ds_read_b128 v[18:21], v6
	ds_read_b128 v[22:25], v10
	s_mov_b64 s[8:9], -1
.Ltmp18:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_mov_b64 vcc, vcc
	s_cbranch_vccz .LBB0_4
.Ltmp19:
; %bb.3:                                ; %.critedge6.critedge
	; asyncmark
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_mov_b64 s[8:9], 0
.LBB0_4:                                ; %Flow970
	s_load_dwordx2 s[2:3], s[4:5], 0x4c
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 1
	v_and_b32_e32 v6, 60, v1
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ; %.critedge4
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v10, 8, v9
	v_or_b32_e32 v9, 12, v9
	v_or_b32_e32 v11, s19, v6
.Ltmp20:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v10, v10, s27
.Ltmp21:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, 64, v11
.Ltmp22:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v12, v9, s27
	v_mul_lo_u32 v14, v11, s27
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v16, v13, s27
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[10:11]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[6:7], 0, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s21, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s21, 0xb4a0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[16:17]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	s_mov_b64 s[8:9], 0x80
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[38:39]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s21, 0x105d0
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[10:11], v[16:17], 0, v[38:39]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[8:9]
	; asyncmark
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[8:9]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	s_add_i32 m0, s21, 0x11610
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.Ltmp23:
.LBB0_6:                                ; %.critedge6
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s9, s2, 31
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s28, s28, s3
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s9, s13, s9
	s_ashr_i32 s3, s28, 31
	s_load_dword s8, s[4:5], 0x54
	s_add_u32 s2, s2, s28
	s_addc_u32 s3, s9, s3
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v9, 1, v1
.Ltmp24:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[10:11], s[0:1], exec
.Ltmp25:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v9, 0x70, v9
.Ltmp26:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s9, 1, 0
.Ltmp27:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v10, s19, v9
.Ltmp28:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s9, 1
	s_mul_i32 s9, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
.Ltmp29:
; %bb.7:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v11, 4, v10
.Ltmp30:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v14, v10, s8
	v_mul_lo_u32 v12, v11, s8
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[14:15]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s9
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[14:15], off
	s_add_i32 m0, s9, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[12:13], off
.LBB0_8:                                ; %.critedge8
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_10
.Ltmp31:
; %bb.9:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v11, 8, v10
	v_or_b32_e32 v12, 12, v10
.Ltmp32:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v10, v11, s8
	v_mul_lo_u32 v12, v12, s8
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	s_add_i32 s0, s9, 0x3180
	s_add_i32 m0, s9, 0x2100
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_mov_b32 m0, s0
	s_nop 0
	global_load_lds_dwordx4 v[12:13], off
.Ltmp33:
.LBB0_10:                               ; %.critedge12
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dword s0, s[4:5], 0x20
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[86:87], 24, v[60:61]
	v_lshrrev_b64 v[92:93], 24, v[62:63]
	v_lshrrev_b64 v[100:101], 24, v[64:65]
	v_lshrrev_b64 v[112:113], 24, v[66:67]
	v_lshrrev_b64 v[70:71], 24, v[52:53]
	v_lshrrev_b64 v[76:77], 24, v[54:55]
	v_lshrrev_b64 v[82:83], 24, v[56:57]
	v_lshrrev_b64 v[102:103], 24, v[58:59]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[12:13], 24, v[18:19]
	v_lshrrev_b64 v[26:27], 24, v[20:21]
	v_lshrrev_b64 v[40:41], 24, v[22:23]
	v_lshrrev_b64 v[48:49], 24, v[24:25]
.Ltmp34:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s11, s20, 0xffffff80
.Ltmp35:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v81, 8, v60
	v_lshrrev_b32_e32 v84, 16, v60
	v_lshrrev_b32_e32 v85, 8, v61
	v_lshrrev_b32_e32 v87, 16, v61
	v_lshrrev_b32_e32 v88, 24, v61
	v_lshrrev_b32_e32 v89, 8, v62
	v_lshrrev_b32_e32 v90, 16, v62
	v_lshrrev_b32_e32 v91, 8, v63
	v_lshrrev_b32_e32 v93, 16, v63
	v_lshrrev_b32_e32 v94, 24, v63
	v_lshrrev_b32_e32 v97, 8, v64
	v_lshrrev_b32_e32 v98, 16, v64
	v_lshrrev_b32_e32 v104, 8, v65
	v_lshrrev_b32_e32 v105, 16, v65
	v_lshrrev_b32_e32 v106, 24, v65
	v_lshrrev_b32_e32 v109, 8, v66
	v_lshrrev_b32_e32 v110, 16, v66
	v_lshrrev_b32_e32 v111, 8, v67
	v_lshrrev_b32_e32 v113, 16, v67
	v_lshrrev_b32_e32 v114, 24, v67
	v_lshrrev_b32_e32 v51, 8, v52
	v_lshrrev_b32_e32 v68, 16, v52
	v_lshrrev_b32_e32 v69, 8, v53
	v_lshrrev_b32_e32 v71, 16, v53
	v_lshrrev_b32_e32 v72, 24, v53
	v_lshrrev_b32_e32 v73, 8, v54
	v_lshrrev_b32_e32 v74, 16, v54
	v_lshrrev_b32_e32 v75, 8, v55
	v_lshrrev_b32_e32 v77, 16, v55
	v_lshrrev_b32_e32 v78, 24, v55
	v_lshrrev_b32_e32 v79, 8, v56
	v_lshrrev_b32_e32 v80, 16, v56
	v_lshrrev_b32_e32 v83, 8, v57
	v_lshrrev_b32_e32 v95, 16, v57
	v_lshrrev_b32_e32 v96, 24, v57
	v_lshrrev_b32_e32 v99, 8, v58
	v_lshrrev_b32_e32 v101, 16, v58
	v_lshrrev_b32_e32 v103, 8, v59
	v_lshrrev_b32_e32 v107, 16, v59
	v_lshrrev_b32_e32 v108, 24, v59
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v10, 8, v18
	v_lshrrev_b32_e32 v11, 16, v18
	v_lshrrev_b32_e32 v13, 8, v19
	v_lshrrev_b32_e32 v14, 16, v19
	v_lshrrev_b32_e32 v15, 24, v19
	v_lshrrev_b32_e32 v16, 8, v20
	v_lshrrev_b32_e32 v17, 16, v20
	v_lshrrev_b32_e32 v27, 8, v21
	v_lshrrev_b32_e32 v28, 16, v21
	v_lshrrev_b32_e32 v29, 24, v21
	v_lshrrev_b32_e32 v30, 8, v22
	v_lshrrev_b32_e32 v31, 16, v22
	v_lshrrev_b32_e32 v37, 8, v23
	v_lshrrev_b32_e32 v41, 16, v23
	v_lshrrev_b32_e32 v42, 24, v23
	v_lshrrev_b32_e32 v43, 8, v24
	v_lshrrev_b32_e32 v45, 16, v24
	v_lshrrev_b32_e32 v47, 8, v25
	v_lshrrev_b32_e32 v49, 16, v25
	v_lshrrev_b32_e32 v50, 24, v25
.Ltmp36:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s11, 1
	v_lshlrev_b32_e32 v116, 10, v1
	v_lshlrev_b32_e32 v115, 4, v32
	v_lshlrev_b32_e32 v5, 10, v5
	v_lshlrev_b32_e32 v33, 9, v8
	v_lshlrev_b32_e32 v36, 3, v1
	v_lshlrev_b32_e32 v34, 2, v7
	v_lshlrev_b32_e32 v35, 4, v8
	; asyncmark
	scratch_store_dword off, v5, off offset:64 ; 4-byte Folded Spill
	scratch_store_dword off, v47, off offset:428 ; 4-byte Folded Spill
	scratch_store_dword off, v43, off offset:432 ; 4-byte Folded Spill
	scratch_store_dword off, v45, off offset:444 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:448 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:452 ; 4-byte Folded Spill
	scratch_store_dword off, v27, off offset:456 ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:460 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:464 ; 4-byte Folded Spill
	scratch_store_dword off, v13, off offset:468 ; 4-byte Folded Spill
	scratch_store_dword off, v15, off offset:472 ; 4-byte Folded Spill
	scratch_store_dword off, v17, off offset:476 ; 4-byte Folded Spill
	scratch_store_dword off, v29, off offset:480 ; 4-byte Folded Spill
	scratch_store_dword off, v37, off offset:484 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:488 ; 4-byte Folded Spill
	scratch_store_dword off, v14, off offset:500 ; 4-byte Folded Spill
	scratch_store_dword off, v16, off offset:512 ; 4-byte Folded Spill
	scratch_store_dword off, v28, off offset:516 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:528 ; 4-byte Folded Spill
	scratch_store_dword off, v10, off offset:532 ; 4-byte Folded Spill
	scratch_store_dword off, v30, off offset:536 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[22:25], off offset:540 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[18:21], off offset:556 ; 16-byte Folded Spill
	scratch_store_dword off, v75, off offset:572 ; 4-byte Folded Spill
	scratch_store_dword off, v68, off offset:576 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[60:63], off offset:580 ; 16-byte Folded Spill
	scratch_store_dword off, v72, off offset:604 ; 4-byte Folded Spill
	scratch_store_dword off, v74, off offset:608 ; 4-byte Folded Spill
	scratch_store_dword off, v69, off offset:612 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[52:55], off offset:616 ; 16-byte Folded Spill
	scratch_store_dword off, v78, off offset:640 ; 4-byte Folded Spill
	scratch_store_dword off, v71, off offset:644 ; 4-byte Folded Spill
	scratch_store_dword off, v77, off offset:648 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[56:59], off offset:652 ; 16-byte Folded Spill
	scratch_store_dword off, v51, off offset:668 ; 4-byte Folded Spill
	scratch_store_dword off, v79, off offset:672 ; 4-byte Folded Spill
	scratch_store_dword off, v113, off offset:244 ; 4-byte Folded Spill
	scratch_store_dword off, v109, off offset:248 ; 4-byte Folded Spill
	scratch_store_dword off, v73, off offset:676 ; 4-byte Folded Spill
	scratch_store_dword off, v114, off offset:252 ; 4-byte Folded Spill
	scratch_store_dword off, v111, off offset:264 ; 4-byte Folded Spill
	scratch_store_dword off, v110, off offset:268 ; 4-byte Folded Spill
	scratch_store_dword off, v104, off offset:272 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[64:67], off offset:284 ; 16-byte Folded Spill
	scratch_store_dword off, v105, off offset:300 ; 4-byte Folded Spill
	scratch_store_dword off, v97, off offset:304 ; 4-byte Folded Spill
	scratch_store_dword off, v89, off offset:308 ; 4-byte Folded Spill
	scratch_store_dword off, v90, off offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v103, off offset:316 ; 4-byte Folded Spill
	scratch_store_dword off, v85, off offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v88, off offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v87, off offset:328 ; 4-byte Folded Spill
	scratch_store_dword off, v108, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v107, off offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v106, off offset:348 ; 4-byte Folded Spill
	scratch_store_dword off, v98, off offset:352 ; 4-byte Folded Spill
	scratch_store_dword off, v91, off offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v93, off offset:360 ; 4-byte Folded Spill
	scratch_store_dword off, v94, off offset:364 ; 4-byte Folded Spill
	scratch_store_dword off, v81, off offset:376 ; 4-byte Folded Spill
	scratch_store_dword off, v84, off offset:380 ; 4-byte Folded Spill
	scratch_store_dword off, v99, off offset:384 ; 4-byte Folded Spill
	scratch_store_dword off, v101, off offset:396 ; 4-byte Folded Spill
	scratch_store_dword off, v83, off offset:408 ; 4-byte Folded Spill
	scratch_store_dword off, v96, off offset:412 ; 4-byte Folded Spill
	scratch_store_dword off, v95, off offset:416 ; 4-byte Folded Spill
	scratch_store_dword off, v80, off offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v116, off offset:424 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_14
; %bb.11:                               ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s1, 0xc0c0004
	v_perm_b32 v1, v67, v111, s1
	v_perm_b32 v5, v113, v114, s1
	v_lshl_or_b32 v125, v5, 16, v1
	v_perm_b32 v1, v65, v104, s1
	v_perm_b32 v5, v105, v106, s1
	v_lshl_or_b32 v123, v5, 16, v1
	v_perm_b32 v1, v64, v97, s1
	v_perm_b32 v5, v98, v100, s1
	v_lshl_or_b32 v122, v5, 16, v1
	v_perm_b32 v1, v63, v91, s1
	v_perm_b32 v5, v93, v94, s1
	v_lshl_or_b32 v121, v5, 16, v1
	v_perm_b32 v1, v62, v89, s1
	v_perm_b32 v5, v90, v92, s1
	v_lshl_or_b32 v120, v5, 16, v1
	v_perm_b32 v1, v61, v85, s1
	v_perm_b32 v5, v87, v88, s1
	v_lshl_or_b32 v119, v5, 16, v1
	v_perm_b32 v1, v60, v81, s1
	v_perm_b32 v5, v84, v86, s1
	v_lshl_or_b32 v118, v5, 16, v1
	v_perm_b32 v1, v59, v103, s1
	v_perm_b32 v5, v107, v108, s1
	v_lshl_or_b32 v63, v5, 16, v1
	v_perm_b32 v1, v57, v83, s1
	v_perm_b32 v5, v95, v96, s1
	v_lshl_or_b32 v61, v5, 16, v1
	v_perm_b32 v1, v56, v79, s1
	v_perm_b32 v5, v80, v82, s1
	v_mov_b32_e32 v8, v112
	v_lshl_or_b32 v60, v5, 16, v1
	v_perm_b32 v1, v55, v75, s1
	v_perm_b32 v5, v77, v78, s1
	v_perm_b32 v7, v66, v109, s1
	scratch_store_dwordx2 off, v[8:9], off offset:256 ; 8-byte Folded Spill
	v_perm_b32 v8, v110, v112, s1
	v_lshl_or_b32 v59, v5, 16, v1
	v_perm_b32 v1, v54, v73, s1
	v_perm_b32 v5, v74, v76, s1
	v_lshl_or_b32 v124, v8, 16, v7
	v_mov_b32_e32 v8, v100
	v_perm_b32 v7, v58, v99, s1
	v_lshl_or_b32 v58, v5, 16, v1
	v_perm_b32 v1, v53, v69, s1
	v_perm_b32 v5, v71, v72, s1
	scratch_store_dwordx2 off, v[8:9], off offset:276 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v92
	v_lshl_or_b32 v57, v5, 16, v1
	v_perm_b32 v1, v52, v51, s1
	v_perm_b32 v5, v68, v70, s1
	scratch_store_dwordx2 off, v[8:9], off offset:368 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v86
	v_lshl_or_b32 v56, v5, 16, v1
	v_perm_b32 v1, v25, v47, s1
	v_perm_b32 v5, v49, v50, s1
	scratch_store_dwordx2 off, v[8:9], off offset:332 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v102
	v_lshl_or_b32 v55, v5, 16, v1
	v_perm_b32 v1, v23, v37, s1
	v_perm_b32 v5, v41, v42, s1
	scratch_store_dwordx2 off, v[8:9], off offset:388 ; 8-byte Folded Spill
	v_perm_b32 v8, v101, v102, s1
	v_lshl_or_b32 v53, v5, 16, v1
	v_perm_b32 v1, v22, v30, s1
	v_perm_b32 v5, v31, v40, s1
	v_lshl_or_b32 v62, v8, 16, v7
	v_mov_b32_e32 v8, v82
	v_lshl_or_b32 v52, v5, 16, v1
	v_perm_b32 v1, v21, v27, s1
	v_perm_b32 v5, v28, v29, s1
	scratch_store_dwordx2 off, v[8:9], off offset:400 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v76
	v_lshl_or_b32 v51, v5, 16, v1
	v_perm_b32 v1, v20, v16, s1
	v_perm_b32 v5, v17, v26, s1
	scratch_store_dwordx2 off, v[8:9], off offset:632 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v70
	v_lshl_or_b32 v50, v5, 16, v1
	v_perm_b32 v1, v19, v13, s1
	v_perm_b32 v5, v14, v15, s1
	scratch_store_dwordx2 off, v[8:9], off offset:596 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v48
	v_lshl_or_b32 v49, v5, 16, v1
	v_perm_b32 v1, v18, v10, s1
	v_perm_b32 v5, v11, v12, s1
	scratch_store_dwordx2 off, v[8:9], off offset:436 ; 8-byte Folded Spill
	v_perm_b32 v8, v45, v48, s1
	v_lshl_or_b32 v48, v5, 16, v1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v0, v0, v4
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	v_add_u32_e32 v1, s19, v9
	scratch_store_dwordx2 off, v[2:3], off offset:148 ; 8-byte Folded Spill
	v_add_u32_e32 v2, 0x8c, v1
	v_mul_lo_u32 v2, s8, v2
	scratch_store_dword off, v2, off offset:156 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0x88, v1
	v_mul_lo_u32 v2, s8, v2
	scratch_store_dword off, v2, off offset:160 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0x84, v1
	v_add_u32_e32 v1, 0x80, v1
	v_mul_lo_u32 v1, s8, v1
	v_mul_lo_u32 v2, s8, v2
	scratch_store_dword off, v1, off offset:164 ; 4-byte Folded Spill
	v_add_u32_e32 v1, s19, v6
	scratch_store_dword off, v2, off offset:168 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0xc0, v1
	v_or_b32_e32 v1, 0x80, v1
	v_mul_lo_u32 v1, s27, v1
	v_add3_u32 v0, v0, v32, s19
	scratch_store_dword off, v1, off offset:176 ; 4-byte Folded Spill
	v_add_u32_e32 v1, 0x8c, v0
	v_perm_b32 v7, v24, v43, s1
	v_mul_lo_u32 v1, s27, v1
	v_lshl_or_b32 v54, v8, 16, v7
	v_mov_b32_e32 v8, v40
	scratch_store_dword off, v1, off offset:180 ; 4-byte Folded Spill
	v_add_u32_e32 v1, 0x88, v0
	v_mov_b32_e32 v30, 0
	scratch_store_dwordx2 off, v[8:9], off offset:520 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v26
	v_mul_lo_u32 v1, s27, v1
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
	scratch_store_dwordx4 off, v[48:51], off offset:108 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[52:55], off offset:124 ; 16-byte Folded Spill
	scratch_store_dword off, v1, off offset:184 ; 4-byte Folded Spill
	v_add_u32_e32 v1, 0x84, v0
	v_add_u32_e32 v0, 0x80, v0
	v_accvgpr_write_b32 a109, v31
	v_accvgpr_write_b32 a108, v30
	v_accvgpr_write_b32 a107, v29
	v_accvgpr_write_b32 a106, v28
	v_accvgpr_write_b32 a105, v27
	v_accvgpr_write_b32 a104, v26
	v_accvgpr_write_b32 a103, v25
	v_accvgpr_write_b32 a102, v24
	v_accvgpr_write_b32 a101, v23
	v_accvgpr_write_b32 a100, v22
	v_accvgpr_write_b32 a99, v21
	v_accvgpr_write_b32 a98, v20
	v_accvgpr_write_b32 a97, v19
	v_accvgpr_write_b32 a96, v18
	v_accvgpr_write_b32 a95, v17
	v_accvgpr_write_b32 a94, v16
	v_and_b32_e32 v16, 0x3c00, v116
	scratch_store_dwordx2 off, v[8:9], off offset:504 ; 8-byte Folded Spill
	v_mov_b32_e32 v8, v12
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s1, s0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s12, s8, 7
	v_mul_lo_u32 v2, s27, v2
	s_lshl_b32 s13, s27, 7
	v_mul_lo_u32 v1, s27, v1
	s_mov_b32 s26, 0
	s_mov_b32 s10, 0x83e0
	s_mov_b32 s8, 0x105d0
	v_mul_lo_u32 v0, s27, v0
	s_mov_b64 s[2:3], 0x80
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	v_accvgpr_write_b32 a64, v30
	v_accvgpr_write_b32 a65, v30
	v_accvgpr_write_b32 a62, v30
	v_accvgpr_write_b32 a63, v30
	v_accvgpr_write_b32 a60, v30
	v_accvgpr_write_b32 a61, v30
	v_accvgpr_write_b32 a58, v30
	v_accvgpr_write_b32 a59, v30
	v_accvgpr_write_b32 a56, v30
	v_accvgpr_write_b32 a57, v30
	v_accvgpr_write_b32 a54, v30
	v_accvgpr_write_b32 a55, v30
	v_accvgpr_write_b32 a52, v30
	v_accvgpr_write_b32 a53, v30
	v_accvgpr_write_b32 a50, v30
	v_accvgpr_write_b32 a51, v30
	v_accvgpr_write_b32 a92, v30
	v_accvgpr_write_b32 a93, v30
	v_accvgpr_write_b32 a90, v30
	v_accvgpr_write_b32 a91, v30
	v_accvgpr_write_b32 a88, v30
	v_accvgpr_write_b32 a89, v30
	v_accvgpr_write_b32 a86, v30
	v_accvgpr_write_b32 a87, v30
	v_accvgpr_write_b32 a84, v30
	v_accvgpr_write_b32 a85, v30
	v_accvgpr_write_b32 a82, v30
	v_accvgpr_write_b32 a83, v30
	v_accvgpr_write_b32 a80, v30
	v_accvgpr_write_b32 a81, v30
	v_accvgpr_write_b32 a78, v30
	v_accvgpr_write_b32 a79, v30
	v_accvgpr_write_b32 a124, v30
	v_accvgpr_write_b32 a125, v30
	v_accvgpr_write_b32 a122, v30
	v_accvgpr_write_b32 a123, v30
	v_accvgpr_write_b32 a120, v30
	v_accvgpr_write_b32 a121, v30
	v_accvgpr_write_b32 a118, v30
	v_accvgpr_write_b32 a119, v30
	v_accvgpr_write_b32 a116, v30
	v_accvgpr_write_b32 a117, v30
	v_accvgpr_write_b32 a114, v30
	v_accvgpr_write_b32 a115, v30
	v_accvgpr_write_b32 a112, v30
	v_accvgpr_write_b32 a113, v30
	v_accvgpr_write_b32 a110, v30
	v_accvgpr_write_b32 a111, v30
	scratch_store_dword off, v16, off offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v47, 0xff800000
	v_mov_b32_e32 v49, 0
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[38:39]
	scratch_store_dwordx4 off, v[118:121], off offset:208 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[122:125], off offset:224 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[56:59], off offset:76 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[60:63], off offset:92 ; 16-byte Folded Spill
	scratch_store_dwordx2 off, v[8:9], off offset:492 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[4:5], off offset:140 ; 8-byte Folded Spill
	scratch_store_dword off, v2, off offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v1, off offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v0, off offset:188 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[16:17], off offset:192 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[38:39], off offset:68 ; 8-byte Folded Spill
	.loc	1 0 9 is_stmt 0                 ; :0:9
.Ltmp37:
	.p2align	5, , 4
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	scratch_store_dwordx4 off, a[110:113], off ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, a[114:117], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, a[118:121], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, a[122:125], off offset:48 ; 16-byte Folded Spill
	; wait_asyncmark(0)
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(62)
	s_barrier
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	scratch_load_dword v0, off, off offset:188 ; 4-byte Folded Reload
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s7, s24, 1
	s_cmp_lt_i32 s7, 2
	s_cselect_b32 s24, s7, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s7, s24, 14
	s_mov_b32 s28, s8
	s_lshr_b32 s8, s7, 6
	s_add_i32 s8, s7, s8
	s_mov_b32 s27, s10
	s_add_i32 s10, s8, 0x83e0
	s_add_i32 s8, s8, s21
	s_add_i32 m0, s8, 0x83e0
	v_accvgpr_write_b32 a16, v32
	v_mov_b32_e32 v45, v33
	v_accvgpr_write_b32 a17, v34
	v_accvgpr_write_b32 a18, v35
	v_accvgpr_write_b32 a19, v36
	v_accvgpr_write_b32 a20, v115
	s_mov_b32 s6, s26
	s_lshr_b32 s26, s7, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s26, s7, s26
	s_add_i32 s7, s26, s9
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_addk_i32 s25, 0x80
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v64, s22, v0
	scratch_load_dword v0, off, off offset:200 ; 4-byte Folded Reload
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v66, s22, v0
	scratch_load_dword v0, off, off offset:184 ; 4-byte Folded Reload
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v68, s22, v0
	scratch_load_dword v0, off, off offset:180 ; 4-byte Folded Reload
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v70, s22, v0
	scratch_load_dword v0, off, off offset:176 ; 4-byte Folded Reload
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v71, 31, v70
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v16, s22, v0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	scratch_load_dword v0, off, off offset:172 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v17, 31, v16
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v18, s22, v0
	scratch_load_dwordx2 v[0:1], off, off offset:140 ; 8-byte Folded Reload
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s22, s22, s13
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[20:21], v[0:1], 0, v[64:65]
	v_lshl_add_u64 v[22:23], v[0:1], 0, v[66:67]
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[20:21], off
	s_add_i32 m0, s8, 0x9420
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[24:25], v[0:1], 0, v[68:69]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[22:23], off
	s_add_i32 m0, s8, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[26:27], v[0:1], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[24:25], off
	s_add_i32 m0, s8, 0xb4a0
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s8, s24, 13
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[26:27], off
	; asyncmark
	scratch_load_dword v1, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[50:53], off, off offset:208 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[54:57], off, off offset:224 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_add3_u32 v0, s27, v1, v115
	v_lshrrev_b32_e32 v1, 6, v1
	v_add3_u32 v0, v0, v44, v1
	ds_read_b128 v[2:5], v0
	ds_read_b128 v[6:9], v0 offset:32
	ds_read_b128 v[20:23], v0 offset:64
	ds_read_b128 v[24:27], v0 offset:96
	ds_read_b128 v[28:31], v0 offset:128
	ds_read_b128 v[32:35], v0 offset:160
	ds_read_b128 v[36:39], v0 offset:192
	ds_read_b128 v[40:43], v0 offset:224
	ds_read_b128 v[64:67], v0 offset:512
	ds_read_b128 v[68:71], v0 offset:544
	ds_read_b128 v[72:75], v0 offset:576
	ds_read_b128 v[76:79], v0 offset:608
	ds_read_b128 a[0:3], v0 offset:640
	ds_read_b128 a[4:7], v0 offset:672
	ds_read_b128 a[8:11], v0 offset:704
	ds_read_b128 a[12:15], v0 offset:736
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[50:57], 0
	scratch_load_dwordx4 v[0:3], off, off offset:76 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[4:7], off, off offset:92 ; 16-byte Folded Reload
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshr_b32 s27, s8, 6
	s_add_i32 s8, s8, s27
	s_add_i32 s8, s8, 0x105d0
	s_add_i32 s27, s8, s21
	s_mov_b32 m0, s27
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[64:71], v[50:57], 0
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[28:35], v[50:57], 0
	s_waitcnt vmcnt(0) lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], v[0:7], v[80:95]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[50:57], 0
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[20:27], v[0:7], v[112:127]
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[36:43], v[0:7], v[96:111]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[0:7], v[64:79]
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[16:17], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[2:3]
	v_lshl_add_u64 v[18:19], v[0:1], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[16:17], off
	s_add_i32 m0, s27, 0x1040
	v_and_b32_e32 v1, 0x1c0, v46
	global_load_lds_dwordx4 v[18:19], off
	; asyncmark
	scratch_load_dword v0, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[2:3], off, off offset:68 ; 8-byte Folded Reload
	scratch_load_dwordx4 v[34:37], off, off offset:108 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[38:41], off, off offset:124 ; 16-byte Folded Reload
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s7
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(3)
	v_add3_u32 v0, s28, v44, v0
	s_waitcnt vmcnt(2)
	v_add3_u32 v0, v0, v1, v2
	ds_read_b128 v[2:5], v0
	ds_read_b128 v[6:9], v0 offset:32
	ds_read_b128 v[10:13], v0 offset:512
	ds_read_b128 v[14:17], v0 offset:544
	ds_read_b128 v[18:21], v0 offset:4160
	ds_read_b128 v[22:25], v0 offset:4192
	ds_read_b128 v[26:29], v0 offset:4672
	ds_read_b128 v[30:33], v0 offset:4704
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[26:33], v[34:41], v[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[34:41], v[112:127]
.Ltmp38:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 2
	v_max_f32_e32 v9, v71, v71
.Ltmp39:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[10:17], v[34:41], v[96:111]
.Ltmp40:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v10, v70, v70
	v_max3_f32 v12, v64, v65, v66
	v_max3_f32 v13, v67, v68, v69
	v_max3_f32 v0, v112, v113, v114
	v_max3_f32 v1, v115, v116, v117
	v_max3_f32 v2, v118, v119, v120
	v_max3_f32 v3, v121, v122, v123
	v_max3_f32 v4, v124, v125, v126
	v_max_f32_e32 v14, v10, v9
	v_max3_f32 v15, v73, v74, v75
	v_max3_f32 v9, v76, v77, v78
	v_max3_f32 v10, v0, v1, v2
.Ltmp41:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[18:25], v[34:41], v[80:95]
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 6
	v_max3_f32 v5, v127, v96, v97
	v_max3_f32 v6, v98, v99, v100
	v_max3_f32 v7, v101, v102, v103
	v_max3_f32 v8, v104, v105, v106
	v_max3_f32 v19, v107, v108, v109
	v_max3_f32 v4, v3, v4, v5
	v_max3_f32 v5, v6, v7, v8
	v_max3_f32 v3, v14, v72, v15
	v_max3_f32 v4, v10, v4, v5
	v_mov_b32_e32 v8, v44
	v_mov_b32_e32 v10, v46
	s_nop 1
	v_max3_f32 v20, v110, v111, v80
	v_max3_f32 v21, v81, v82, v83
	v_max3_f32 v16, v84, v85, v86
	v_max3_f32 v17, v87, v88, v89
	v_max3_f32 v18, v90, v91, v92
	v_max3_f32 v11, v93, v94, v95
	v_max3_f32 v0, v19, v20, v21
	v_max3_f32 v1, v16, v17, v18
	v_max3_f32 v2, v11, v12, v13
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v9, v79
	v_max3_f32 v0, v4, v0, v1
.Ltmp43:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp44:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp45:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v0, s0, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v1, v47, v47
	v_max_f32_e32 v48, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[104:105], s[0:1], v[104:105], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[0:1], v[98:99], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v104
	v_exp_f32_e32 v1, v105
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[108:109], s[0:1], v[108:109], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[0:1], v[78:79], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v78, v98
	v_exp_f32_e32 v79, v99
	v_mov_b64_e32 v[98:99], v[0:1]
	v_exp_f32_e32 v0, v108
	v_exp_f32_e32 v1, v109
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[96:97], s[0:1], v[96:97], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[0:1], v[110:111], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], s[0:1], v[76:77], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v76, v96
	v_exp_f32_e32 v77, v97
	v_mov_b64_e32 v[96:97], v[0:1]
	v_exp_f32_e32 v0, v110
	v_exp_f32_e32 v1, v111
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[80:81], s[0:1], v[80:81], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[0:1], v[82:83], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[0:1], v[84:85], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[2:3], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v80
	v_exp_f32_e32 v1, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[86:87], s[0:1], v[86:87], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[0:1], v[88:89], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], s[0:1], v[112:113], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[4:5], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v82
	v_exp_f32_e32 v1, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[90:91], s[0:1], v[90:91], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[0:1], v[72:73], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v16
	v_mov_b64_e32 v[6:7], v[0:1]
	v_exp_f32_e32 v0, v84
	v_exp_f32_e32 v1, v85
	v_exp_f32_e32 v73, v17
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[18:19], s[0:1], v[114:115], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[0:1], v[92:93], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[12:13], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v86
	v_exp_f32_e32 v1, v87
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[30:31], s[0:1], v[126:127], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v126, v18
	v_exp_f32_e32 v127, v19
	v_mov_b64_e32 v[14:15], v[0:1]
	v_exp_f32_e32 v0, v88
	v_exp_f32_e32 v1, v89
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[20:21], s[0:1], v[116:117], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[0:1], v[94:95], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[0:1], v[74:75], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[16:17], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v90
	v_exp_f32_e32 v1, v91
	v_exp_f32_e32 v74, v20
	v_exp_f32_e32 v75, v21
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[22:23], s[0:1], v[118:119], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[18:19], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v92
	v_exp_f32_e32 v1, v93
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[0:1], v[64:65], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], s[0:1], v[124:125], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v124, v22
	v_mov_b64_e32 v[20:21], v[0:1]
	v_exp_f32_e32 v0, v94
	v_exp_f32_e32 v1, v95
	v_exp_f32_e32 v125, v23
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[24:25], s[0:1], v[120:121], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[0:1], v[66:67], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[22:23], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v64
	v_exp_f32_e32 v1, v65
	v_exp_f32_e32 v120, v24
	v_exp_f32_e32 v121, v25
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[26:27], s[0:1], v[122:123], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[24:25], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v0, v66
	v_exp_f32_e32 v1, v67
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[70:71], s[0:1], v[70:71], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v122, v26
	v_exp_f32_e32 v123, v27
	v_mov_b64_e32 v[26:27], v[0:1]
	v_exp_f32_e32 v0, v70
	v_exp_f32_e32 v1, v71
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[100:101], s[0:1], v[100:101], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[0:1], v[102:103], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[0:1], v[106:107], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[0:1], v[68:69], v[48:49] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v116, v28
	v_exp_f32_e32 v117, v29
	v_mov_b64_e32 v[28:29], v[0:1]
	v_exp_f32_e32 v0, v34
	v_exp_f32_e32 v1, v35
	v_exp_f32_e32 v118, v30
	v_exp_f32_e32 v119, v31
	v_exp_f32_e32 v52, v100
	v_exp_f32_e32 v53, v101
	v_exp_f32_e32 v56, v102
	v_exp_f32_e32 v57, v103
	v_exp_f32_e32 v54, v106
	v_exp_f32_e32 v55, v107
	v_exp_f32_e32 v58, v68
	v_exp_f32_e32 v59, v69
	v_exp_f32_e32 v50, v112
	v_exp_f32_e32 v51, v113
	v_exp_f32_e32 v60, v114
	v_exp_f32_e32 v61, v115
	v_exp_f32_e32 v62, v32
	v_exp_f32_e32 v63, v33
	v_mov_b64_e32 v[30:31], v[0:1]
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v0, v47, v48
	v_mov_b32_e32 v33, v45
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v32, v0
.Ltmp46:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[34:35], v[72:73], v[126:127]
	v_pk_add_f32 v[36:37], v[74:75], v[124:125]
	v_pk_add_f32 v[38:39], v[120:121], v[122:123]
	v_pk_add_f32 v[40:41], v[116:117], v[118:119]
	v_pk_add_f32 v[42:43], v[76:77], v[78:79]
	v_pk_add_f32 v[44:45], v[52:53], v[56:57]
	v_pk_add_f32 v[46:47], v[98:99], v[54:55]
	v_pk_add_f32 v[64:65], v[96:97], v[2:3]
	v_pk_add_f32 v[66:67], v[4:5], v[6:7]
	v_pk_add_f32 v[68:69], v[12:13], v[14:15]
	v_pk_add_f32 v[70:71], v[16:17], v[18:19]
	v_pk_add_f32 v[108:109], v[20:21], v[22:23]
	v_pk_add_f32 v[110:111], v[24:25], v[26:27]
	v_pk_add_f32 v[112:113], v[58:59], v[28:29]
	v_pk_add_f32 v[114:115], v[50:51], v[60:61]
	v_pk_add_f32 v[0:1], v[62:63], v[30:31]
	v_accvgpr_write_b32 a117, v3
	v_accvgpr_write_b32 a116, v2
	v_accvgpr_write_b32 a75, v7
	v_accvgpr_write_b32 a74, v6
	v_accvgpr_write_b32 a119, v5
	v_accvgpr_write_b32 a118, v4
	v_accvgpr_write_b32 a71, v15
	v_accvgpr_write_b32 a70, v14
	v_accvgpr_write_b32 a115, v13
	v_accvgpr_write_b32 a114, v12
	v_pk_add_f32 v[2:3], v[34:35], v[36:37]
	v_pk_add_f32 v[4:5], v[38:39], v[40:41]
	v_pk_add_f32 v[6:7], v[42:43], v[44:45]
	v_mov_b32_e32 v44, v8
	v_pk_add_f32 v[8:9], v[46:47], v[64:65]
	v_mov_b32_e32 v46, v10
	v_pk_add_f32 v[10:11], v[66:67], v[68:69]
	v_pk_add_f32 v[12:13], v[70:71], v[108:109]
	v_pk_add_f32 v[14:15], v[110:111], v[112:113]
	v_pk_add_f32 v[0:1], v[114:115], v[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	v_pk_add_f32 v[6:7], v[10:11], v[12:13]
	v_pk_add_f32 v[0:1], v[14:15], v[0:1]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_add_f32 v[0:1], v[6:7], v[0:1]
	v_accvgpr_read_b32 v36, a19
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_accvgpr_write_b32 a123, v99
.Ltmp47:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp48:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp49:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v37, v0, v1
.Ltmp50:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	v_accvgpr_write_b32 a122, v98
	v_accvgpr_write_b32 a121, v97
	v_accvgpr_write_b32 a120, v96
	v_accvgpr_write_b32 a67, v19
	v_accvgpr_write_b32 a66, v18
	v_accvgpr_write_b32 a111, v17
	v_accvgpr_write_b32 a110, v16
	v_accvgpr_write_b32 a127, v23
	v_accvgpr_write_b32 a126, v22
	v_accvgpr_write_b32 a113, v21
	v_accvgpr_write_b32 a112, v20
	v_accvgpr_write_b32 a69, v27
	v_accvgpr_write_b32 a68, v26
	v_accvgpr_write_b32 a73, v25
	v_accvgpr_write_b32 a72, v24
	v_accvgpr_write_b32 a77, v29
	v_accvgpr_write_b32 a76, v28
	v_accvgpr_write_b32 a125, v31
	v_accvgpr_write_b32 a124, v30
	v_accvgpr_read_b32 v34, a17
	v_accvgpr_read_b32 v16, a94
	v_accvgpr_read_b32 v17, a95
	v_accvgpr_read_b32 v18, a96
	v_accvgpr_read_b32 v19, a97
	v_accvgpr_read_b32 v20, a98
	v_accvgpr_read_b32 v21, a99
	v_accvgpr_read_b32 v22, a100
	v_accvgpr_read_b32 v23, a101
	v_accvgpr_read_b32 v24, a102
	v_accvgpr_read_b32 v25, a103
	v_accvgpr_read_b32 v26, a104
	v_accvgpr_read_b32 v27, a105
	v_accvgpr_read_b32 v28, a106
	v_accvgpr_read_b32 v29, a107
	v_accvgpr_read_b32 v30, a108
	v_accvgpr_read_b32 v31, a109
	v_accvgpr_read_b32 v95, a65
	v_accvgpr_read_b32 v94, a64
	v_accvgpr_read_b32 v93, a63
	v_accvgpr_read_b32 v92, a62
	v_accvgpr_read_b32 v91, a61
	v_accvgpr_read_b32 v90, a60
	v_accvgpr_read_b32 v89, a59
	v_accvgpr_read_b32 v88, a58
	v_accvgpr_read_b32 v87, a57
	v_accvgpr_read_b32 v86, a56
	v_accvgpr_read_b32 v85, a55
	v_accvgpr_read_b32 v84, a54
	v_accvgpr_read_b32 v83, a53
	v_accvgpr_read_b32 v82, a52
	v_accvgpr_read_b32 v81, a51
	v_accvgpr_read_b32 v80, a50
	v_accvgpr_read_b32 v111, a93
	v_accvgpr_read_b32 v110, a92
	v_accvgpr_read_b32 v109, a91
	v_accvgpr_read_b32 v108, a90
	v_accvgpr_read_b32 v107, a89
	v_accvgpr_read_b32 v106, a88
	v_accvgpr_read_b32 v105, a87
	v_accvgpr_read_b32 v104, a86
	v_accvgpr_read_b32 v103, a85
	v_accvgpr_read_b32 v102, a84
	v_accvgpr_read_b32 v101, a83
	v_accvgpr_read_b32 v100, a82
	v_accvgpr_read_b32 v99, a81
	v_accvgpr_read_b32 v98, a80
	v_accvgpr_read_b32 v97, a79
	v_accvgpr_read_b32 v96, a78
	v_accvgpr_read_b32 v35, a18
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v37, v49, v32
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[16:17], v[16:17], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[32:33] op_sel_hi:[1,0]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[0:1], v[0:1], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[80:81], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[86:87], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[88:89], v[88:89], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[90:91], v[90:91], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[94:95], v[94:95], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[104:105], v[104:105], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[108:109], v[108:109], v[32:33] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], v[32:33] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v115, a20
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v76, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v58, v59, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v74, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v75, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v52, v53, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v126, v127, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v122, v123, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v75, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v56, v57, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_cvt_scalef32_pk_fp8_f32 v69, v50, v51, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v62, v63, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v60, v61, 1.0 op_sel:[0,0,0,1]
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v49, v37
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[2:3], v[2:3], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[4:5], v[4:5], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[6:7], v[6:7], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[8:9], v[8:9], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[10:11], v[10:11], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	s_waitcnt vmcnt(3)
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[12:13], v[12:13], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	scratch_load_dwordx4 v[0:3], off, off   ; 16-byte Folded Reload
	s_nop 0
	scratch_load_dwordx4 v[4:7], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:48 ; 16-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[14:15], v[32:33] op_sel_hi:[1,0]
	scratch_store_dwordx4 off, v[0:3], off  ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[4:7], off offset:16 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[8:11], off offset:32 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:48 ; 16-byte Folded Spill
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	scratch_load_dword v0, off, off offset:164 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v32, a16
	scratch_load_dword v1, off, off offset:168 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[8:9], off, off offset:148 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, s23, v1
	scratch_load_dword v1, off, off offset:160 ; 4-byte Folded Reload
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt vmcnt(1)
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[2:3]
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, s23, v1
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	scratch_load_dword v1, off, off offset:156 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v0, s23, v0
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, s23, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[0:1], off
	v_and_b32_e32 v0, 8, v36
	s_add_i32 m0, s7, 0x1080
	v_add_u32_e32 v0, s6, v0
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[2:3], off
	s_add_i32 m0, s7, 0x2100
	v_add3_u32 v0, v0, v34, v33
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[6:7]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[4:5], off
	s_add_i32 m0, s7, 0x3180
	v_add3_u32 v0, v0, v32, v35
	global_load_lds_dwordx4 v[6:7], off
	; asyncmark
	ds_read_b64_tr_b8 a[40:41], v0
	ds_read_b64_tr_b8 a[32:33], v0 offset:32
	ds_read_b64_tr_b8 a[42:43], v0 offset:8448
	ds_read_b64_tr_b8 a[44:45], v0 offset:256
	ds_read_b64_tr_b8 a[46:47], v0 offset:8704
	ds_read_b64_tr_b8 a[48:49], v0 offset:512
	ds_read_b64_tr_b8 a[50:51], v0 offset:8960
	ds_read_b64_tr_b8 a[52:53], v0 offset:768
	ds_read_b64_tr_b8 a[54:55], v0 offset:9216
	ds_read_b64_tr_b8 a[34:35], v0 offset:8480
	ds_read_b64_tr_b8 a[36:37], v0 offset:288
	ds_read_b64_tr_b8 a[38:39], v0 offset:8736
	ds_read_b64_tr_b8 a[56:57], v0 offset:544
	ds_read_b64_tr_b8 a[58:59], v0 offset:8992
	ds_read_b64_tr_b8 a[60:61], v0 offset:800
	ds_read_b64_tr_b8 a[62:63], v0 offset:9248
	ds_read_b64_tr_b8 a[16:17], v0 offset:64
	ds_read_b64_tr_b8 a[18:19], v0 offset:8512
	ds_read_b64_tr_b8 a[20:21], v0 offset:320
	ds_read_b64_tr_b8 a[22:23], v0 offset:8768
	ds_read_b64_tr_b8 a[24:25], v0 offset:576
	ds_read_b64_tr_b8 a[26:27], v0 offset:9024
	ds_read_b64_tr_b8 a[28:29], v0 offset:832
	ds_read_b64_tr_b8 a[30:31], v0 offset:9280
	ds_read_b64_tr_b8 a[8:9], v0 offset:96
	ds_read_b64_tr_b8 a[10:11], v0 offset:8544
	ds_read_b64_tr_b8 a[12:13], v0 offset:352
	ds_read_b64_tr_b8 a[14:15], v0 offset:8800
	ds_read_b64_tr_b8 a[0:1], v0 offset:608
	ds_read_b64_tr_b8 a[2:3], v0 offset:9056
	ds_read_b64_tr_b8 a[4:5], v0 offset:864
	ds_read_b64_tr_b8 a[6:7], v0 offset:9312
	v_accvgpr_read_b32 v0, a122
	v_accvgpr_read_b32 v1, a123
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v77, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a120
	v_accvgpr_read_b32 v1, a121
	v_cvt_scalef32_pk_fp8_f32 v79, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a116
	v_accvgpr_read_b32 v1, a117
	v_cvt_scalef32_pk_fp8_f32 v79, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a118
	v_accvgpr_read_b32 v1, a119
	v_cvt_scalef32_pk_fp8_f32 v64, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a74
	v_accvgpr_read_b32 v1, a75
	v_cvt_scalef32_pk_fp8_f32 v64, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a114
	v_accvgpr_read_b32 v1, a115
	v_cvt_scalef32_pk_fp8_f32 v66, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a70
	v_accvgpr_read_b32 v1, a71
	v_cvt_scalef32_pk_fp8_f32 v66, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a110
	v_accvgpr_read_b32 v1, a111
	v_cvt_scalef32_pk_fp8_f32 v65, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a66
	v_accvgpr_read_b32 v1, a67
	v_cvt_scalef32_pk_fp8_f32 v65, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a112
	v_accvgpr_read_b32 v1, a113
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a126
	v_accvgpr_read_b32 v1, a127
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a72
	v_accvgpr_read_b32 v1, a73
	v_cvt_scalef32_pk_fp8_f32 v68, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a68
	v_accvgpr_read_b32 v1, a69
	v_cvt_scalef32_pk_fp8_f32 v68, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a76
	v_accvgpr_read_b32 v1, a77
	v_cvt_scalef32_pk_fp8_f32 v70, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a124
	v_accvgpr_read_b32 v1, a125
	scratch_load_dwordx4 a[110:113], off, off ; 16-byte Folded Reload
	scratch_load_dwordx4 a[114:117], off, off offset:16 ; 16-byte Folded Reload
	scratch_load_dwordx4 a[118:121], off, off offset:32 ; 16-byte Folded Reload
	scratch_load_dwordx4 a[122:125], off, off offset:48 ; 16-byte Folded Reload
	v_cvt_scalef32_pk_fp8_f32 v77, v54, v55, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v78, v79
	s_nop 0
	v_permlane32_swap_b32_e32 v76, v77
	v_cvt_scalef32_pk_fp8_f32 v71, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[40:47], v[72:79], v[16:31]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s23, s23, s12
	s_cmp_lt_i32 s25, s11
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[32:39], v[72:79], v[80:95]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[16:23], v[72:79], v[96:111]
	s_waitcnt vmcnt(0) lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 a[110:125], a[8:15], v[72:79], a[110:125]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[48:55], v[64:71], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[56:63], v[64:71], v[80:95]
	s_nop 15
	s_nop 2
	v_accvgpr_write_b32 a109, v31
	v_accvgpr_write_b32 a108, v30
	v_accvgpr_write_b32 a107, v29
	v_accvgpr_write_b32 a106, v28
	v_accvgpr_write_b32 a105, v27
	v_accvgpr_write_b32 a104, v26
	v_accvgpr_write_b32 a103, v25
	v_accvgpr_write_b32 a102, v24
	v_accvgpr_write_b32 a101, v23
	v_accvgpr_write_b32 a100, v22
	v_accvgpr_write_b32 a99, v21
	v_accvgpr_write_b32 a98, v20
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[24:31], v[64:71], v[96:111]
	v_accvgpr_write_b32 a97, v19
	v_accvgpr_write_b32 a96, v18
	v_accvgpr_write_b32 a95, v17
	v_accvgpr_write_b32 a94, v16
	v_accvgpr_write_b32 a50, v80
	v_accvgpr_write_b32 a51, v81
	v_accvgpr_write_b32 a52, v82
	v_accvgpr_write_b32 a53, v83
	v_accvgpr_write_b32 a54, v84
	v_accvgpr_write_b32 a55, v85
	v_accvgpr_write_b32 a56, v86
	v_accvgpr_write_b32 a57, v87
	v_accvgpr_write_b32 a58, v88
	v_accvgpr_write_b32 a59, v89
	v_accvgpr_write_b32 a60, v90
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 a[110:125], a[0:7], v[64:71], a[110:125]
	v_accvgpr_write_b32 a61, v91
	v_accvgpr_write_b32 a62, v92
	v_accvgpr_write_b32 a63, v93
	v_accvgpr_write_b32 a64, v94
	v_accvgpr_write_b32 a65, v95
	v_accvgpr_write_b32 a78, v96
	v_accvgpr_write_b32 a79, v97
	v_accvgpr_write_b32 a80, v98
	v_accvgpr_write_b32 a81, v99
	v_accvgpr_write_b32 a82, v100
	v_accvgpr_write_b32 a83, v101
	v_accvgpr_write_b32 a84, v102
	v_accvgpr_write_b32 a85, v103
	v_accvgpr_write_b32 a86, v104
	v_accvgpr_write_b32 a87, v105
	v_accvgpr_write_b32 a88, v106
	v_accvgpr_write_b32 a89, v107
	v_accvgpr_write_b32 a90, v108
	v_accvgpr_write_b32 a91, v109
	v_accvgpr_write_b32 a92, v110
	v_accvgpr_write_b32 a93, v111
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_12
; %bb.13:                               ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	scratch_load_dwordx2 v[38:39], off, off offset:68 ; 8-byte Folded Reload
	v_mov_b32_e32 v40, v48
	v_accvgpr_mov_b32 a18, a50
	v_accvgpr_mov_b32 a19, a51
	v_accvgpr_mov_b32 a20, a52
	v_accvgpr_mov_b32 a21, a53
	v_accvgpr_mov_b32 a22, a54
	v_accvgpr_mov_b32 a23, a55
	v_accvgpr_mov_b32 a24, a56
	v_accvgpr_mov_b32 a25, a57
	v_accvgpr_mov_b32 a26, a58
	v_accvgpr_mov_b32 a27, a59
	v_accvgpr_mov_b32 a28, a60
	v_accvgpr_mov_b32 a29, a61
	v_accvgpr_mov_b32 a30, a62
	v_accvgpr_mov_b32 a31, a63
	v_accvgpr_mov_b32 a32, a64
	v_accvgpr_mov_b32 a33, a65
	s_branch .LBB0_15
.LBB0_14:
	v_accvgpr_write_b32 a125, 0
	scratch_store_dwordx2 off, v[112:113], off offset:256 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[102:103], off offset:388 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[100:101], off offset:276 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[92:93], off offset:368 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[86:87], off offset:332 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[82:83], off offset:400 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[76:77], off offset:632 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[70:71], off offset:596 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[48:49], off offset:436 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[40:41], off offset:520 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[26:27], off offset:504 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[12:13], off offset:492 ; 8-byte Folded Spill
	s_mov_b32 s26, 0
	s_mov_b32 s10, 0x83e0
	s_mov_b32 s8, 0x105d0
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v37, 0
	v_accvgpr_mov_b32 a124, a125
	v_accvgpr_mov_b32 a123, a125
	v_accvgpr_mov_b32 a122, a125
	v_accvgpr_mov_b32 a121, a125
	v_accvgpr_mov_b32 a120, a125
	v_accvgpr_mov_b32 a119, a125
	v_accvgpr_mov_b32 a118, a125
	v_accvgpr_mov_b32 a117, a125
	v_accvgpr_mov_b32 a116, a125
	v_accvgpr_mov_b32 a115, a125
	v_accvgpr_mov_b32 a114, a125
	v_accvgpr_mov_b32 a113, a125
	v_accvgpr_mov_b32 a112, a125
	v_accvgpr_mov_b32 a111, a125
	v_accvgpr_mov_b32 a110, a125
	v_accvgpr_mov_b32 a93, a125
	v_accvgpr_mov_b32 a92, a125
	v_accvgpr_mov_b32 a91, a125
	v_accvgpr_mov_b32 a90, a125
	v_accvgpr_mov_b32 a89, a125
	v_accvgpr_mov_b32 a88, a125
	v_accvgpr_mov_b32 a87, a125
	v_accvgpr_mov_b32 a86, a125
	v_accvgpr_mov_b32 a85, a125
	v_accvgpr_mov_b32 a84, a125
	v_accvgpr_mov_b32 a83, a125
	v_accvgpr_mov_b32 a82, a125
	v_accvgpr_mov_b32 a81, a125
	v_accvgpr_mov_b32 a80, a125
	v_accvgpr_mov_b32 a79, a125
	v_accvgpr_mov_b32 a78, a125
	v_accvgpr_mov_b32 a33, a125
	v_accvgpr_mov_b32 a32, a125
	v_accvgpr_mov_b32 a31, a125
	v_accvgpr_mov_b32 a30, a125
	v_accvgpr_mov_b32 a29, a125
	v_accvgpr_mov_b32 a28, a125
	v_accvgpr_mov_b32 a27, a125
	v_accvgpr_mov_b32 a26, a125
	v_accvgpr_mov_b32 a25, a125
	v_accvgpr_mov_b32 a24, a125
	v_accvgpr_mov_b32 a23, a125
	v_accvgpr_mov_b32 a22, a125
	v_accvgpr_mov_b32 a21, a125
	v_accvgpr_mov_b32 a20, a125
	v_accvgpr_mov_b32 a19, a125
	v_accvgpr_mov_b32 a18, a125
	v_accvgpr_mov_b32 a109, a125
	v_accvgpr_mov_b32 a108, a125
	v_accvgpr_mov_b32 a107, a125
	v_accvgpr_mov_b32 a106, a125
	v_accvgpr_mov_b32 a105, a125
	v_accvgpr_mov_b32 a104, a125
	v_accvgpr_mov_b32 a103, a125
	v_accvgpr_mov_b32 a102, a125
	v_accvgpr_mov_b32 a101, a125
	v_accvgpr_mov_b32 a100, a125
	v_accvgpr_mov_b32 a99, a125
	v_accvgpr_mov_b32 a98, a125
	v_accvgpr_mov_b32 a97, a125
	v_accvgpr_mov_b32 a96, a125
	v_accvgpr_mov_b32 a95, a125
	v_accvgpr_mov_b32 a94, a125
.LBB0_15:                               ; %Flow969
	; wait_asyncmark(0)
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(62) lgkmcnt(0)
	s_barrier
	scratch_load_dwordx4 v[20:23], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dword v3, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[24:25], off, off offset:400 ; 8-byte Folded Reload
	scratch_load_dword v25, off, off offset:376 ; 4-byte Folded Reload
	scratch_load_dword v26, off, off offset:380 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[28:29], off, off offset:332 ; 8-byte Folded Reload
	scratch_load_dword v27, off, off offset:320 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a56, v40
	scratch_load_dword v29, off, off offset:328 ; 4-byte Folded Reload
	scratch_load_dword v30, off, off offset:324 ; 4-byte Folded Reload
	scratch_load_dword v31, off, off offset:308 ; 4-byte Folded Reload
	scratch_load_dword v39, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[40:41], off, off offset:368 ; 8-byte Folded Reload
	scratch_load_dword v41, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v42, off, off offset:360 ; 4-byte Folded Reload
	scratch_load_dword v43, off, off offset:364 ; 4-byte Folded Reload
	scratch_load_dword v45, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dword v47, off, off offset:416 ; 4-byte Folded Reload
	scratch_load_dword v72, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:304 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:352 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:276 ; 8-byte Folded Reload
	scratch_load_dword v73, off, off offset:384 ; 4-byte Folded Reload
	scratch_load_dword v74, off, off offset:396 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[76:77], off, off offset:388 ; 8-byte Folded Reload
	scratch_load_dword v67, off, off offset:272 ; 4-byte Folded Reload
	scratch_load_dword v68, off, off offset:300 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:348 ; 4-byte Folded Reload
	scratch_load_dword v75, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:344 ; 4-byte Folded Reload
	scratch_load_dword v78, off, off offset:340 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:248 ; 4-byte Folded Reload
	scratch_load_dword v79, off, off offset:268 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[80:81], off, off offset:256 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:264 ; 4-byte Folded Reload
	scratch_load_dword v71, off, off offset:244 ; 4-byte Folded Reload
	scratch_load_dword v81, off, off offset:252 ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:424 ; 4-byte Folded Reload
	s_load_dword s1, s[4:5], 0x60
	s_load_dword s6, s[4:5], 0x24
	s_load_dwordx2 s[2:3], s[4:5], 0x58
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s4, s20, 0x7f
	s_cmpk_gt_i32 s4, 0x7f
	v_accvgpr_mov_b32 a2, a110
	v_accvgpr_mov_b32 a3, a111
	v_accvgpr_mov_b32 a4, a112
	v_accvgpr_mov_b32 a5, a113
	v_accvgpr_mov_b32 a6, a114
	v_accvgpr_mov_b32 a7, a115
	v_accvgpr_mov_b32 a8, a116
	v_accvgpr_mov_b32 a9, a117
	v_accvgpr_mov_b32 a10, a118
	v_accvgpr_mov_b32 a11, a119
	v_accvgpr_mov_b32 a12, a120
	v_accvgpr_mov_b32 a13, a121
	v_accvgpr_mov_b32 a14, a122
	v_accvgpr_mov_b32 a15, a123
	v_accvgpr_mov_b32 a16, a124
	v_accvgpr_mov_b32 a17, a125
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s4, 0x80
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x3c00, v0
	v_lshrrev_b32_e32 v1, 6, v0
	v_add3_u32 v0, s10, v0, v115
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 s4, 0xc0c0004
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v0, v0, v44, v1
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_perm_b32 v1, v23, v2, s4
	v_perm_b32 v2, v71, v81, s4
	v_lshl_or_b32 v71, v2, 16, v1
	v_perm_b32 v1, v22, v70, s4
	v_perm_b32 v2, v79, v80, s4
	v_lshl_or_b32 v70, v2, 16, v1
	v_perm_b32 v1, v21, v67, s4
	v_perm_b32 v2, v68, v69, s4
	v_lshl_or_b32 v69, v2, 16, v1
	v_perm_b32 v1, v20, v64, s4
	scratch_load_dwordx4 v[20:23], off, off offset:580 ; 16-byte Folded Reload
	v_perm_b32 v2, v65, v66, s4
	v_lshl_or_b32 v68, v2, 16, v1
	v_perm_b32 v2, v42, v43, s4
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[8:11], v0 offset:96
	ds_read_b128 v[4:7], v0 offset:64
	ds_read_b128 v[12:15], v0
	ds_read_b128 v[16:19], v0 offset:32
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v23, v41, s4
	v_lshl_or_b32 v67, v2, 16, v1
	v_perm_b32 v1, v22, v31, s4
	v_perm_b32 v2, v39, v40, s4
	v_lshl_or_b32 v66, v2, 16, v1
	v_perm_b32 v1, v21, v27, s4
	v_perm_b32 v2, v29, v30, s4
	v_lshl_or_b32 v65, v2, 16, v1
	v_perm_b32 v1, v20, v25, s4
	scratch_load_dwordx4 v[20:23], off, off offset:652 ; 16-byte Folded Reload
	v_perm_b32 v2, v26, v28, s4
	v_lshl_or_b32 v64, v2, 16, v1
	v_perm_b32 v2, v77, v78, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v23, v75, s4
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v22, v73, s4
	v_perm_b32 v2, v74, v76, s4
	v_lshl_or_b32 v78, v2, 16, v1
	v_perm_b32 v1, v21, v45, s4
	v_perm_b32 v2, v47, v72, s4
	v_lshl_or_b32 v77, v2, 16, v1
	scratch_load_dword v1, off, off offset:672 ; 4-byte Folded Reload
	v_perm_b32 v2, v3, v24, s4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[12:19], v[64:71], 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v20, v1, s4
	v_lshl_or_b32 v76, v2, 16, v1
	scratch_load_dwordx4 v[12:15], off, off offset:616 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:572 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:640 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:648 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v75, v2, 16, v1
	scratch_load_dword v1, off, off offset:676 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v14, v1, s4
	scratch_load_dword v2, off, off offset:608 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:632 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v14, s4
	v_lshl_or_b32 v74, v2, 16, v1
	scratch_load_dword v1, off, off offset:612 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:604 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:644 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v73, v2, 16, v1
	scratch_load_dword v1, off, off offset:668 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s4
	scratch_load_dword v2, off, off offset:576 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[12:13], off, off offset:596 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s4
	v_lshl_or_b32 v72, v2, 16, v1
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[4:11], v[72:79], v[48:63]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:160
	ds_read_b128 v[2:5], v0 offset:128
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[64:71], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:224
	ds_read_b128 v[2:5], v0 offset:192
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[72:79], v[112:127]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:544
	ds_read_b128 v[2:5], v0 offset:512
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[2:9], v[64:71], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:608
	ds_read_b128 v[2:5], v0 offset:576
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[2:9], v[72:79], v[96:111]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:672
	ds_read_b128 v[2:5], v0 offset:640
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[2:9], v[64:71], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[4:7], v0 offset:736
	ds_read_b128 v[0:3], v0 offset:704
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[0:7], v[72:79], v[80:95]
	s_branch .LBB0_18
.LBB0_17:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, v94
	v_mov_b32_e32 v92, v94
	v_mov_b32_e32 v93, v94
	v_mov_b32_e32 v90, v94
	v_mov_b32_e32 v91, v94
	v_mov_b32_e32 v88, v94
	v_mov_b32_e32 v89, v94
	v_mov_b32_e32 v86, v94
	v_mov_b32_e32 v87, v94
	v_mov_b32_e32 v84, v94
	v_mov_b32_e32 v85, v94
	v_mov_b32_e32 v82, v94
	v_mov_b32_e32 v83, v94
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v80, v94
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v81, v94
	v_mov_b32_e32 v110, v94
	v_mov_b32_e32 v111, v94
	v_mov_b32_e32 v108, v94
	v_mov_b32_e32 v109, v94
	v_mov_b32_e32 v106, v94
	v_mov_b32_e32 v107, v94
	v_mov_b32_e32 v104, v94
	v_mov_b32_e32 v105, v94
	v_mov_b32_e32 v102, v94
	v_mov_b32_e32 v103, v94
	v_mov_b32_e32 v100, v94
	v_mov_b32_e32 v101, v94
	v_mov_b32_e32 v98, v94
	v_mov_b32_e32 v99, v94
	v_mov_b32_e32 v96, v94
	v_mov_b32_e32 v97, v94
	v_mov_b32_e32 v126, v94
	v_mov_b32_e32 v127, v94
	v_mov_b32_e32 v124, v94
	v_mov_b32_e32 v125, v94
	v_mov_b32_e32 v122, v94
	v_mov_b32_e32 v123, v94
	v_mov_b32_e32 v120, v94
	v_mov_b32_e32 v121, v94
	v_mov_b32_e32 v118, v94
	v_mov_b32_e32 v119, v94
	v_mov_b32_e32 v116, v94
	v_mov_b32_e32 v117, v94
	v_mov_b32_e32 v114, v94
	v_mov_b32_e32 v115, v94
	v_mov_b32_e32 v112, v94
	v_mov_b32_e32 v113, v94
	v_mov_b32_e32 v62, v94
	v_mov_b32_e32 v63, v94
	v_mov_b32_e32 v60, v94
	v_mov_b32_e32 v61, v94
	v_mov_b32_e32 v58, v94
	v_mov_b32_e32 v59, v94
	v_mov_b32_e32 v56, v94
	v_mov_b32_e32 v57, v94
	v_mov_b32_e32 v54, v94
	v_mov_b32_e32 v55, v94
	v_mov_b32_e32 v52, v94
	v_mov_b32_e32 v53, v94
	v_mov_b32_e32 v50, v94
	v_mov_b32_e32 v51, v94
	v_mov_b32_e32 v48, v94
	v_mov_b32_e32 v49, v94
.LBB0_18:
	scratch_load_dword v1, off, off offset:64 ; 4-byte Folded Reload
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_and_b64 s[4:5], vcc, exec
	s_cselect_b32 s4, 1, 0
	v_accvgpr_write_b32 a54, v37
	v_accvgpr_write_b32 a53, v36
	v_accvgpr_write_b32 a52, v35
	v_accvgpr_write_b32 a51, v34
	v_accvgpr_write_b32 a50, v33
	v_accvgpr_write_b32 a1, v32
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 0x1c0, v46
	s_waitcnt vmcnt(0)
	v_add3_u32 v1, s8, v44, v1
	v_add3_u32 v0, v1, v0, v38
	scratch_load_dwordx4 v[12:15], off, off offset:540 ; 16-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	scratch_load_dword v1, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:448 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:452 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc0c0004
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[4:7], v0
	ds_read_b128 v[8:11], v0 offset:32
	v_accvgpr_write_b32 a0, v44
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v71, v2, 16, v1
	scratch_load_dword v1, off, off offset:432 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v14, v1, s4
	scratch_load_dwordx2 v[14:15], off, off offset:436 ; 8-byte Folded Reload
	scratch_load_dword v2, off, off offset:444 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v14, s4
	v_lshl_or_b32 v70, v2, 16, v1
	scratch_load_dword v1, off, off offset:484 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:488 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:528 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v69, v2, 16, v1
	scratch_load_dword v1, off, off offset:536 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s4
	scratch_load_dword v2, off, off offset:464 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[12:13], off, off offset:520 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s4
	v_lshl_or_b32 v68, v2, 16, v1
	scratch_load_dwordx4 v[12:15], off, off offset:556 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:456 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:480 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:516 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v67, v2, 16, v1
	scratch_load_dword v1, off, off offset:512 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v14, v1, s4
	scratch_load_dword v2, off, off offset:476 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:504 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v14, s4
	v_lshl_or_b32 v66, v2, 16, v1
	scratch_load_dword v1, off, off offset:468 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:472 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:500 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s4
	v_lshl_or_b32 v65, v2, 16, v1
	scratch_load_dword v1, off, off offset:532 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s4
	scratch_load_dword v2, off, off offset:460 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[12:13], off, off offset:492 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v12, s4
	v_lshl_or_b32 v64, v2, 16, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[4:11], v[64:71], v[48:63]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:544
	ds_read_b128 v[2:5], v0 offset:512
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[64:71], v[112:127]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[6:9], v0 offset:4192
	ds_read_b128 v[2:5], v0 offset:4160
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[2:9], v[64:71], v[96:111]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[4:7], v0 offset:4704
	ds_read_b128 v[0:3], v0 offset:4672
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[0:7], v[64:71], v[80:95]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 21 is_stmt 0                ; triton_peers.py:0:21
	v_accvgpr_write_b32 a0, v44
.LBB0_21:
.Ltmp51:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 2
	v_max_f32_e32 v18, v87, v87
	v_max_f32_e32 v19, v86, v86
	s_waitcnt vmcnt(1)
	v_max3_f32 v0, v48, v49, v50
	s_waitcnt vmcnt(0)
	v_max3_f32 v1, v51, v52, v53
	v_max3_f32 v2, v54, v55, v56
	v_max3_f32 v3, v57, v58, v59
	v_max3_f32 v4, v60, v61, v62
	v_max3_f32 v5, v63, v112, v113
	v_max3_f32 v6, v114, v115, v116
	v_max3_f32 v7, v117, v118, v119
	v_max3_f32 v8, v120, v121, v122
	v_max3_f32 v9, v123, v124, v125
	v_max3_f32 v10, v126, v127, v96
	v_max3_f32 v11, v97, v98, v99
	v_max3_f32 v12, v100, v101, v102
	v_max3_f32 v13, v103, v104, v105
	v_max3_f32 v14, v106, v107, v108
	v_max3_f32 v15, v109, v110, v111
	v_max3_f32 v16, v80, v81, v82
	v_max3_f32 v17, v83, v84, v85
	v_max_f32_e32 v18, v19, v18
	v_max3_f32 v19, v89, v90, v91
	v_max3_f32 v20, v92, v93, v94
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max3_f32 v2, v6, v7, v8
	v_max3_f32 v3, v9, v10, v11
	v_max3_f32 v4, v12, v13, v14
	v_max3_f32 v5, v15, v16, v17
	v_max3_f32 v6, v18, v88, v19
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max3_f32 v2, v6, v20, v95
	v_max3_f32 v0, v0, v1, v2
.Ltmp52:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp53:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[4:5], vcc, exec
.Ltmp54:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
	v_mov_b64_e32 v[2:3], v[48:49]
	v_mov_b64_e32 v[4:5], v[50:51]
	v_mov_b64_e32 v[6:7], v[52:53]
	v_mov_b64_e32 v[8:9], v[54:55]
	v_mov_b64_e32 v[10:11], v[56:57]
	v_mov_b64_e32 v[12:13], v[58:59]
	v_mov_b64_e32 v[14:15], v[60:61]
	v_mov_b64_e32 v[16:17], v[62:63]
	v_accvgpr_read_b32 v48, a56
.Ltmp55:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v0, s0, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v1, v48, v48
	v_max_f32_e32 v0, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[2:3], s[0:1], v[2:3], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[0:1], v[4:5], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], s[0:1], v[6:7], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], s[0:1], v[8:9], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], s[0:1], v[10:11], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], s[0:1], v[12:13], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], s[0:1], v[14:15], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], s[0:1], v[16:17], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[18:19], s[0:1], v[112:113], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], s[0:1], v[114:115], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], s[0:1], v[116:117], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], s[0:1], v[118:119], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[26:27], s[0:1], v[120:121], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[28:29], s[0:1], v[122:123], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], s[0:1], v[124:125], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[32:33], s[0:1], v[126:127], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], s[0:1], v[96:97], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], s[0:1], v[98:99], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], s[0:1], v[100:101], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[40:41], s[0:1], v[102:103], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], s[0:1], v[104:105], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], s[0:1], v[106:107], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[46:47], s[0:1], v[108:109], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[0:1], v[110:111], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], s[0:1], v[80:81], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[0:1], v[82:83], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[0:1], v[84:85], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[120:121], s[0:1], v[86:87], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[0:1], v[88:89], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[124:125], s[0:1], v[90:91], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[126:127], s[0:1], v[92:93], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[0:1], v[94:95], v[0:1] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_exp_f32_e32 v66, v4
	v_exp_f32_e32 v67, v5
	v_exp_f32_e32 v68, v6
	v_exp_f32_e32 v69, v7
	v_exp_f32_e32 v70, v8
	v_exp_f32_e32 v71, v9
	v_exp_f32_e32 v72, v10
	v_exp_f32_e32 v73, v11
	v_exp_f32_e32 v74, v12
	v_exp_f32_e32 v75, v13
	v_exp_f32_e32 v76, v14
	v_exp_f32_e32 v77, v15
	v_exp_f32_e32 v78, v16
	v_exp_f32_e32 v79, v17
	v_exp_f32_e32 v82, v18
	v_exp_f32_e32 v83, v19
	v_exp_f32_e32 v84, v20
	v_exp_f32_e32 v85, v21
	v_exp_f32_e32 v86, v22
	v_exp_f32_e32 v87, v23
	v_exp_f32_e32 v88, v24
	v_exp_f32_e32 v89, v25
	v_exp_f32_e32 v90, v26
	v_exp_f32_e32 v91, v27
	v_exp_f32_e32 v92, v28
	v_exp_f32_e32 v93, v29
	v_exp_f32_e32 v94, v30
	v_exp_f32_e32 v95, v31
	v_exp_f32_e32 v96, v32
	v_exp_f32_e32 v97, v33
	v_exp_f32_e32 v98, v34
	v_exp_f32_e32 v99, v35
	v_exp_f32_e32 v100, v36
	v_exp_f32_e32 v101, v37
	v_exp_f32_e32 v102, v38
	v_exp_f32_e32 v103, v39
	v_exp_f32_e32 v104, v40
	v_exp_f32_e32 v105, v41
	v_exp_f32_e32 v106, v42
	v_exp_f32_e32 v107, v43
	v_exp_f32_e32 v108, v44
	v_exp_f32_e32 v109, v45
	v_exp_f32_e32 v110, v46
	v_exp_f32_e32 v111, v47
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v114, v80
	v_exp_f32_e32 v115, v81
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v120
	v_exp_f32_e32 v121, v121
	v_exp_f32_e32 v122, v122
	v_exp_f32_e32 v123, v123
	v_exp_f32_e32 v124, v124
	v_exp_f32_e32 v125, v125
	v_exp_f32_e32 v126, v126
	v_exp_f32_e32 v127, v127
	v_exp_f32_e32 v80, v64
	v_exp_f32_e32 v81, v65
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v0, v48, v0
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v34, v0
.Ltmp56:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[0:1], v[2:3], v[66:67]
	v_pk_add_f32 v[4:5], v[68:69], v[70:71]
	v_pk_add_f32 v[6:7], v[72:73], v[74:75]
	v_pk_add_f32 v[8:9], v[76:77], v[78:79]
	v_pk_add_f32 v[10:11], v[82:83], v[84:85]
	v_pk_add_f32 v[12:13], v[86:87], v[88:89]
	v_pk_add_f32 v[14:15], v[90:91], v[92:93]
	v_pk_add_f32 v[16:17], v[94:95], v[96:97]
	v_pk_add_f32 v[18:19], v[98:99], v[100:101]
	v_pk_add_f32 v[20:21], v[102:103], v[104:105]
	v_pk_add_f32 v[22:23], v[106:107], v[108:109]
	v_pk_add_f32 v[24:25], v[110:111], v[112:113]
	v_pk_add_f32 v[26:27], v[114:115], v[116:117]
	v_pk_add_f32 v[28:29], v[118:119], v[120:121]
	v_pk_add_f32 v[30:31], v[122:123], v[124:125]
	v_pk_add_f32 v[32:33], v[126:127], v[80:81]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	v_pk_add_f32 v[6:7], v[10:11], v[12:13]
	v_pk_add_f32 v[8:9], v[14:15], v[16:17]
	v_pk_add_f32 v[10:11], v[18:19], v[20:21]
	v_pk_add_f32 v[12:13], v[22:23], v[24:25]
	v_pk_add_f32 v[14:15], v[26:27], v[28:29]
	v_pk_add_f32 v[16:17], v[30:31], v[32:33]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
	v_pk_add_f32 v[6:7], v[10:11], v[12:13]
	v_pk_add_f32 v[8:9], v[14:15], v[16:17]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[4:5], v[6:7], v[8:9]
.Ltmp57:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v2, v3, 1.0
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
.Ltmp59:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v76, v77, 1.0
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp61:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v74, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v106, v107, 1.0
	v_cvt_scalef32_pk_fp8_f32 v75, v110, v111, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v118, v119, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v122, v123, 1.0
	v_cvt_scalef32_pk_fp8_f32 v79, v126, v127, 1.0
.Ltmp62:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v4, v0
.Ltmp63:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v72, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v75, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v116, v117, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v120, v121, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v80, v81, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s0, 1, 0
.Ltmp64:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v0, v4
.Ltmp65:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s0, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_permlane32_swap_b32_e32 v78, v79
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_mov_b32_e32 v48, v0
	v_accvgpr_read_b32 v0, a53
	v_and_b32_e32 v0, 8, v0
	v_add_u32_e32 v0, s26, v0
	v_accvgpr_read_b32 v1, a50
	v_accvgpr_read_b32 v2, a51
	v_add3_u32 v0, v0, v2, v1
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a52
	v_add3_u32 v0, v0, v1, v2
	ds_read_b64_tr_b8 v[6:7], v0 offset:768
	ds_read_b64_tr_b8 v[8:9], v0
	ds_read_b64_tr_b8 v[16:17], v0 offset:32
	ds_read_b64_tr_b8 v[24:25], v0 offset:64
	ds_read_b64_tr_b8 v[80:81], v0 offset:96
	ds_read_b64_tr_b8 v[10:11], v0 offset:8448
	ds_read_b64_tr_b8 v[18:19], v0 offset:8480
	ds_read_b64_tr_b8 v[26:27], v0 offset:8512
	ds_read_b64_tr_b8 v[82:83], v0 offset:8544
	ds_read_b64_tr_b8 v[12:13], v0 offset:256
	ds_read_b64_tr_b8 v[20:21], v0 offset:288
	ds_read_b64_tr_b8 v[28:29], v0 offset:320
	ds_read_b64_tr_b8 v[84:85], v0 offset:352
	ds_read_b64_tr_b8 v[14:15], v0 offset:8704
	ds_read_b64_tr_b8 v[22:23], v0 offset:8736
	ds_read_b64_tr_b8 v[30:31], v0 offset:8768
	ds_read_b64_tr_b8 v[86:87], v0 offset:8800
	v_accvgpr_read_b32 v111, a109
	v_accvgpr_read_b32 v110, a108
	v_accvgpr_read_b32 v109, a107
	v_accvgpr_read_b32 v108, a106
	v_accvgpr_read_b32 v107, a105
	v_accvgpr_read_b32 v106, a104
	v_accvgpr_read_b32 v105, a103
	v_accvgpr_read_b32 v104, a102
	v_accvgpr_read_b32 v103, a101
	v_accvgpr_read_b32 v102, a100
	v_accvgpr_read_b32 v101, a99
	v_accvgpr_read_b32 v100, a98
	v_accvgpr_read_b32 v99, a97
	v_accvgpr_read_b32 v98, a96
	v_accvgpr_read_b32 v97, a95
	v_accvgpr_read_b32 v96, a94
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[110:111], v[110:111], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[108:109], v[108:109], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[104:105], v[104:105], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], v[34:35] op_sel_hi:[1,0]
	v_mov_b32_e32 v1, v4
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[4:5], v0 offset:8960
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[8:15], v[64:71], v[96:111]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[8:9], v0 offset:9216
	ds_read_b64_tr_b8 v[2:3], v0 offset:512
	ds_read_b64_tr_b8 v[32:33], v0 offset:544
	ds_read_b64_tr_b8 v[40:41], v0 offset:576
	ds_read_b64_tr_b8 v[88:89], v0 offset:608
	v_mov_b32_e32 v10, v34
	v_accvgpr_read_b32 v127, a33
	v_accvgpr_read_b32 v126, a32
	v_accvgpr_read_b32 v125, a31
	v_accvgpr_read_b32 v124, a30
	v_accvgpr_read_b32 v123, a29
	v_accvgpr_read_b32 v122, a28
	v_accvgpr_read_b32 v121, a27
	v_accvgpr_read_b32 v120, a26
	v_accvgpr_read_b32 v119, a25
	v_accvgpr_read_b32 v118, a24
	v_accvgpr_read_b32 v117, a23
	v_accvgpr_read_b32 v116, a22
	v_accvgpr_read_b32 v115, a21
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[2:9], v[72:79], v[96:111]
	scratch_load_dword v3, off, off offset:240 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v114, a20
	v_accvgpr_read_b32 v113, a19
	v_accvgpr_read_b32 v112, a18
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_mul_f32_e64 v126, v126, v10
	v_mul_f32_e64 v127, v127, v10
	v_mul_f32_e64 v124, v124, v10
	v_mul_f32_e64 v125, v125, v10
	v_mul_f32_e64 v122, v122, v10
	v_mul_f32_e64 v123, v123, v10
	v_mul_f32_e64 v120, v120, v10
	v_mul_f32_e64 v121, v121, v10
	v_mul_f32_e64 v118, v118, v10
	v_mul_f32_e64 v119, v119, v10
	v_pk_mul_f32 v[116:117], v[116:117], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[114:115], v[114:115], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[112:113], v[112:113], v[10:11] op_sel_hi:[1,0]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:150:29 ]
	ds_read_b64_tr_b8 v[34:35], v0 offset:8992
	ds_read_b64_tr_b8 v[42:43], v0 offset:9024
	ds_read_b64_tr_b8 v[90:91], v0 offset:9056
	ds_read_b64_tr_b8 v[36:37], v0 offset:800
	ds_read_b64_tr_b8 v[44:45], v0 offset:832
	ds_read_b64_tr_b8 v[92:93], v0 offset:864
	ds_read_b64_tr_b8 v[38:39], v0 offset:9248
	ds_read_b64_tr_b8 v[46:47], v0 offset:9280
	ds_read_b64_tr_b8 v[94:95], v0 offset:9312
	v_mov_b32_e32 v0, v48
	v_accvgpr_read_b32 v48, a78
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[16:23], v[64:71], v[112:127]
	v_accvgpr_read_b32 v49, a79
	v_accvgpr_read_b32 v50, a80
	v_accvgpr_read_b32 v51, a81
	v_accvgpr_read_b32 v52, a82
	v_accvgpr_read_b32 v53, a83
	v_accvgpr_read_b32 v54, a84
	v_accvgpr_read_b32 v55, a85
	v_accvgpr_read_b32 v56, a86
	v_accvgpr_read_b32 v57, a87
	v_accvgpr_read_b32 v58, a88
	v_accvgpr_read_b32 v59, a89
	v_accvgpr_read_b32 v60, a90
	v_accvgpr_read_b32 v61, a91
	v_accvgpr_read_b32 v62, a92
	v_accvgpr_read_b32 v63, a93
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[32:39], v[72:79], v[112:127]
	v_mov_b32_e32 v34, v10
	v_mov_b64_e32 v[6:7], v[96:97]
	v_mov_b64_e32 v[8:9], v[98:99]
	v_mov_b64_e32 v[10:11], v[100:101]
	v_mov_b64_e32 v[12:13], v[102:103]
	v_mov_b64_e32 v[14:15], v[104:105]
	v_mov_b64_e32 v[16:17], v[106:107]
	v_mov_b64_e32 v[18:19], v[108:109]
	v_mov_b64_e32 v[20:21], v[110:111]
	v_accvgpr_read_b32 v111, a17
	v_accvgpr_read_b32 v110, a16
	v_accvgpr_read_b32 v109, a15
	v_accvgpr_read_b32 v108, a14
	v_accvgpr_read_b32 v107, a13
	v_accvgpr_read_b32 v106, a12
	v_accvgpr_read_b32 v105, a11
	v_accvgpr_read_b32 v104, a10
	v_accvgpr_read_b32 v103, a9
	v_accvgpr_read_b32 v102, a8
	v_accvgpr_read_b32 v101, a7
	v_accvgpr_read_b32 v100, a6
	v_accvgpr_read_b32 v99, a5
	v_accvgpr_read_b32 v98, a4
	v_accvgpr_read_b32 v97, a3
	v_accvgpr_read_b32 v96, a2
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[108:109], v[108:109], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[104:105], v[104:105], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], v[34:35] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[24:31], v[64:71], v[48:63]
	v_mov_b32_e32 v4, v1
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[80:87], v[64:71], v[96:111]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[40:47], v[72:79], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[88:95], v[72:79], v[96:111]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	scratch_load_dword v3, off, off offset:240 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v111, a17
	v_accvgpr_read_b32 v110, a16
	v_accvgpr_read_b32 v109, a15
	v_accvgpr_read_b32 v108, a14
	v_accvgpr_read_b32 v107, a13
	v_accvgpr_read_b32 v106, a12
	v_accvgpr_read_b32 v105, a11
	v_accvgpr_read_b32 v104, a10
	v_accvgpr_read_b32 v103, a9
	v_accvgpr_read_b32 v102, a8
	v_accvgpr_read_b32 v101, a7
	v_accvgpr_read_b32 v100, a6
	v_accvgpr_read_b32 v99, a5
	v_accvgpr_read_b32 v98, a4
	v_accvgpr_read_b32 v97, a3
	v_accvgpr_read_b32 v96, a2
	v_accvgpr_read_b32 v48, a78
	v_accvgpr_read_b32 v49, a79
	v_accvgpr_read_b32 v50, a80
	v_accvgpr_read_b32 v51, a81
	v_accvgpr_read_b32 v52, a82
	v_accvgpr_read_b32 v53, a83
	v_accvgpr_read_b32 v54, a84
	v_accvgpr_read_b32 v55, a85
	v_accvgpr_read_b32 v56, a86
	v_accvgpr_read_b32 v57, a87
	v_accvgpr_read_b32 v58, a88
	v_accvgpr_read_b32 v59, a89
	v_accvgpr_read_b32 v60, a90
	v_accvgpr_read_b32 v61, a91
	v_accvgpr_read_b32 v62, a92
	v_accvgpr_read_b32 v63, a93
	v_accvgpr_read_b32 v127, a33
	v_accvgpr_read_b32 v126, a32
	v_accvgpr_read_b32 v125, a31
	v_accvgpr_read_b32 v124, a30
	v_accvgpr_read_b32 v123, a29
	v_accvgpr_read_b32 v122, a28
	v_accvgpr_read_b32 v121, a27
	v_accvgpr_read_b32 v120, a26
	v_accvgpr_read_b32 v119, a25
	v_accvgpr_read_b32 v118, a24
	v_accvgpr_read_b32 v117, a23
	v_accvgpr_read_b32 v116, a22
	v_accvgpr_read_b32 v115, a21
	v_accvgpr_read_b32 v114, a20
	v_accvgpr_read_b32 v113, a19
	v_accvgpr_read_b32 v112, a18
	v_accvgpr_read_b32 v6, a94
	v_accvgpr_read_b32 v7, a95
	v_accvgpr_read_b32 v8, a96
	v_accvgpr_read_b32 v9, a97
	v_accvgpr_read_b32 v10, a98
	v_accvgpr_read_b32 v11, a99
	v_accvgpr_read_b32 v12, a100
	v_accvgpr_read_b32 v13, a101
	v_accvgpr_read_b32 v14, a102
	v_accvgpr_read_b32 v15, a103
	v_accvgpr_read_b32 v16, a104
	v_accvgpr_read_b32 v17, a105
	v_accvgpr_read_b32 v18, a106
	v_accvgpr_read_b32 v19, a107
	v_accvgpr_read_b32 v20, a108
	v_accvgpr_read_b32 v21, a109
.LBB0_24:
	v_accvgpr_read_b32 v1, a54
.Ltmp66:
	.loc	2 287 12 is_stmt 1              ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v0, v0, v4
.Ltmp67:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v0, v1, v34
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e32 v0, v1, v0, vcc
.Ltmp68:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v1, s[4:5], v0, v0, s6
	v_rcp_f32_e32 v2, v1
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v3, s19, 5, v3
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v66, s16, v3
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_scale_f32 v3, vcc, s6, v0, s6
	v_fma_f32 v4, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v4, v2
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s4, s2, s18
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_mul_f32_e32 v4, v3, v2
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_ashr_i32 s5, s4, 31
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v5, -v1, v4, v3
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v66, v66, s1
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[4:5], 1
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fmac_f32_e32 v4, v5, v2
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s3, s17
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v1, -v1, v4, v3
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s4, s15, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fmas_f32 v1, v1, v2, v4
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fixup_f32 v0, v1, v0, s6
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[2:3], v[0:1], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[0:1], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[0:1], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[0:1], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[0:1], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[0:1], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[0:1], v[112:113] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v67, 31, v66
	s_addc_u32 s1, s4, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[20:21], v[0:1], v[114:115] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[0:1], v[116:117] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[0:1], v[118:119] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[0:1], v[120:121] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[0:1], v[122:123] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[0:1], v[124:125] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[0:1], v[126:127] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[0:1], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[0:1], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[0:1], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[0:1], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[0:1], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[0:1], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[0:1], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[0:1], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[0:1], v[96:97] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[0:1], v[98:99] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[0:1], v[100:101] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[0:1], v[102:103] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[0:1], v[104:105] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[0:1], v[106:107] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[0:1], v[108:109] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[0:1], v[110:111] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v2, v3
	v_cvt_pk_bf16_f32 v2, v6, v7
	v_cvt_pk_bf16_f32 v3, v8, v9
	v_cvt_pk_bf16_f32 v7, v16, v17
	v_cvt_pk_bf16_f32 v8, v18, v19
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[16:17], v[66:67], 1, s[0:1]
	v_accvgpr_read_b32 v18, a0
	v_mov_b32_e32 v19, 0
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v1, v4, v5
	v_cvt_pk_bf16_f32 v4, v10, v11
	v_cvt_pk_bf16_f32 v5, v12, v13
	v_cvt_pk_bf16_f32 v6, v14, v15
	v_cvt_pk_bf16_f32 v9, v20, v21
	v_cvt_pk_bf16_f32 v10, v22, v23
	v_cvt_pk_bf16_f32 v11, v24, v25
	v_cvt_pk_bf16_f32 v12, v26, v27
	v_cvt_pk_bf16_f32 v14, v30, v31
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[66:67], v[16:17], 0, v[18:19]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v28, v29
	v_cvt_pk_bf16_f32 v15, v32, v33
	v_cvt_pk_bf16_f32 v16, v34, v35
	v_cvt_pk_bf16_f32 v17, v36, v37
	v_cvt_pk_bf16_f32 v18, v38, v39
	v_cvt_pk_bf16_f32 v19, v40, v41
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_cvt_pk_bf16_f32 v20, v42, v43
	v_cvt_pk_bf16_f32 v21, v44, v45
	v_cvt_pk_bf16_f32 v22, v46, v47
	v_cvt_pk_bf16_f32 v23, v48, v49
	v_cvt_pk_bf16_f32 v24, v50, v51
	v_cvt_pk_bf16_f32 v25, v52, v53
	v_cvt_pk_bf16_f32 v26, v54, v55
	v_cvt_pk_bf16_f32 v27, v56, v57
	v_cvt_pk_bf16_f32 v28, v58, v59
	v_cvt_pk_bf16_f32 v29, v60, v61
	v_cvt_pk_bf16_f32 v30, v62, v63
	v_cvt_pk_bf16_f32 v31, v64, v65
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v20, v22
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[66:67], v[0:3], off
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[66:67], v[4:7], off offset:32
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[66:67], v[8:11], off offset:64
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[66:67], v[12:15], off offset:96
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[66:67], v[16:19], off offset:128
	global_store_dwordx4 v[66:67], v[20:23], off offset:160
	global_store_dwordx4 v[66:67], v[24:27], off offset:192
	global_store_dwordx4 v[66:67], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp69:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 684
		.amdhsa_kernarg_size 376
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
		.amdhsa_next_free_sgpr 96
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
	.set .Lattn_fwd.numbered_sgpr, 29
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 684
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16428
; TotalNumSgprs: 35
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 684
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 0
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
	.byte	1                               ; Abbrev [1] 0xb:0x78 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x52 DW_TAG_subprogram
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
	.byte	107                             ; DW_AT_call_line
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
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x72:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges4                 ; DW_AT_ranges
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
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
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
      - .offset:         120
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         124
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         128
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         132
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         134
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         136
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         138
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         140
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         142
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         160
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         168
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         176
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         184
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         200
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         208
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         216
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         224
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         232
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         240
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         320
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 376
    .max_flat_workgroup_size: 256
    .name:           attn_fwd
    .private_segment_fixed_size: 684
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 322
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
