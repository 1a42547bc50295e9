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
; %bb.20:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.21:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[0:3], s[4:5], 0x2c
	s_load_dwordx2 s[6:7], s[4:5], 0x3c
	s_load_dword s21, s[4:5], 0x44
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s20, s1
	v_cvt_f32_u32_e32 v2, s20
	s_sub_i32 s23, 0, s20
	s_abs_i32 s22, s17
	v_and_b32_e32 v1, 0x3ff, v0
	v_rcp_f32_e32 v2, v2
	s_xor_b32 s1, s17, s1
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	v_readfirstlane_b32 s19, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_ashr_i32 s1, s1, 31
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s19, 0x20006
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s2, s2, s18
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s24, v2
	s_mul_i32 s23, s23, s24
	s_mul_hi_u32 s23, s24, s23
	s_add_i32 s24, s24, s23
	s_mul_hi_u32 s23, s22, s24
	s_mul_i32 s24, s23, s20
	s_sub_i32 s22, s22, s24
	s_add_i32 s25, s23, 1
	s_sub_i32 s24, s22, s20
	s_cmp_ge_u32 s22, s20
	s_cselect_b32 s23, s25, s23
	s_cselect_b32 s22, s24, s22
	s_add_i32 s24, s23, 1
	s_cmp_ge_u32 s22, s20
	s_cselect_b32 s20, s24, s23
	s_xor_b32 s20, s20, s1
	s_sub_i32 s20, s20, s1
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s16, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s1, s19, 6
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s22, s2, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s1, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s8, s2
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s3, s3, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v2, 3, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s8, s9, s22
	s_ashr_i32 s9, s3, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s16, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s2, s3
	s_addc_u32 s3, s8, s9
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s6
	s_lshl_b32 s8, s6, 5
	v_add_u32_e32 v4, s8, v2
	v_add_u32_e32 v6, s8, v4
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_add_u32_e32 v8, s8, v6
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[2:3]
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_and_b32_e32 v2, 7, v0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v68, 4, v2
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v69, 0
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[68:69]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[68:69]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[68:69]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[68:69]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v5, 2, v13
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v5, s16, v5
	v_or_b32_e32 v7, 64, v5
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v6, v5, s6
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_mov_b32_e32 v3, 0x70
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v4, 3, v0
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v8, v7, s6
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v118, 4, v4
	.loc	1 134 26 is_stmt 0              ; triton_peers.py:134:26
	v_mov_b32_e32 v119, v69
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_bitop3_b32 v3, s1, v3, v12 bitop3:0xc8
	v_lshlrev_b32_e32 v10, 4, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v3, v10, v3, 0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 134 26                        ; triton_peers.py:134:26
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[118:119]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[118:119]
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v123, 31, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s1, 0x70
	s_movk_i32 s2, 0x60
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s3, s7, s18
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v5, 48, v0
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s6, s3, 31
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v5, v10, v5, 0
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v3, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v3, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v3, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v3, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 134 18                        ; triton_peers.py:134:18
	global_load_dwordx4 v[14:17], v[6:7], off offset:128
	global_load_dwordx4 v[18:21], v[8:9], off offset:128
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v3, 32, v0
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v7, 7, v123
	v_lshlrev_b32_e32 v6, 3, v1
	v_lshrrev_b32_e32 v122, 1, v3
	v_bitop3_b32 v9, v6, v122, s1 bitop3:0x6c
	v_lshl_or_b32 v7, s19, 12, v7
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_lshlrev_b32_e32 v8, 2, v1
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v11, v7, v9
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshlrev_b32_e32 v3, 6, v123
	v_bitop3_b32 v8, v8, v122, 48 bitop3:0x6c
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v7, v7, s2, v9 bitop3:0x36
	v_add_u32_e32 v9, 0, v11
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s2, s19, 11
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v12, v11, 32, 0
	v_xad_u32 v11, v11, 64, 0
	v_add_u32_e32 v7, 0, v7
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_or3_b32 v3, s2, v3, v8
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[46:49], v9
	ds_read_b128 v[50:53], v12
	ds_read_b128 v[32:35], v11
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[42:45], v7
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s1, s20, s21
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_add_u32 s2, s10, s3
	.loc	1 134 18 is_stmt 1              ; triton_peers.py:134:18
	v_add_u32_e32 v8, 0, v3
	v_xad_u32 v3, v3, 32, 0
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s3, s11, s6
	s_ashr_i32 s6, s1, 31
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s8, s2, s1
	s_addc_u32 s9, s3, s6
.Ltmp4:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s0, 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s0, 1
	s_mov_b64 s[10:11], -1
.Ltmp5:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt vmcnt(1)
	ds_write_b128 v5, v[14:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[18:21] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v8
	.loc	1 137 22                        ; triton_peers.py:137:22
	ds_read_b128 v[18:21], v3
.Ltmp6:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_cbranch_scc0 .LBB0_2
.Ltmp7:
; %bb.1:                                ; %.critedge130
	; asyncmark
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[10:11], 0
.LBB0_2:                                ; %Flow783
	s_load_dwordx2 s[6:7], s[4:5], 0x48
	s_load_dword s21, s[4:5], 0x50
	s_and_b64 s[10:11], s[10:11], exec
	s_cselect_b32 s1, 1, 0
	v_and_b32_e32 v3, 56, v0
	v_and_b32_e32 v0, 60, v0
	s_cmp_lg_u32 s1, 1
	s_mul_i32 s1, s19, 0x410
	s_cbranch_scc1 .LBB0_4
; %bb.3:                                ; %.critedge
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_or_b32_e32 v5, s19, v3
	v_or_b32_e32 v7, 4, v5
	v_or_b32_e32 v8, s19, v0
.Ltmp8:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v12, v5, s6
	v_mul_lo_u32 v8, v8, s6
	v_mul_lo_u32 v10, v7, s6
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[12:13]
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[8:9]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s1, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[10:11], s[8:9], 0, v[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[68:69]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[68:69]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[12:13], off
	s_add_i32 m0, s1, 0x5220
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[118:119]
	s_mov_b64 s[10:11], 0x80
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[10:11], off
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s1, 0x82d0
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[10:11]
	; asyncmark
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[8:9], off
.Ltmp9:
.LBB0_4:
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s7, s7, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s10, s7, 31
	s_add_u32 s7, s12, s7
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s20, s20, s21
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s11, s13, s10
	s_ashr_i32 s12, s20, 31
	s_load_dword s28, s[4:5], 0x54
	s_add_u32 s10, s7, s20
	s_addc_u32 s11, s11, s12
.Ltmp10:
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
.Ltmp11:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_lshrrev_b32_e32 v5, 1, v3
.Ltmp12:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s2, 1
	s_mul_i32 s20, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
.Ltmp13:
; %bb.5:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v7, s19, v5
	v_or_b32_e32 v8, 32, v7
.Ltmp14:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:150:29 ]
	v_mul_lo_u32 v10, v7, s28
	v_mul_lo_u32 v8, v8, s28
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s20
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[8:9], s[10:11], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[68:69]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[68:69]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s20, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.Ltmp15:
.LBB0_6:                                ; %.critedge2
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dword s2, s[4:5], 0x20
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[74:75], 24, v[46:47]
	v_lshrrev_b64 v[80:81], 24, v[48:49]
	v_lshrrev_b64 v[88:89], 24, v[50:51]
	v_lshrrev_b64 v[100:101], 24, v[52:53]
	v_lshrrev_b64 v[56:57], 24, v[32:33]
	v_lshrrev_b64 v[62:63], 24, v[34:35]
	v_lshrrev_b64 v[70:71], 24, v[42:43]
	v_lshrrev_b64 v[90:91], 24, v[44:45]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[8:9], 24, v[14:15]
	v_lshrrev_b64 v[22:23], 24, v[16:17]
	v_lshrrev_b64 v[28:29], 24, v[18:19]
	v_lshrrev_b32_e32 v31, 8, v20
	v_lshrrev_b64 v[38:39], 24, v[20:21]
	v_lshrrev_b32_e32 v37, 8, v21
.Ltmp16:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_sub_i32 s22, s0, 64
	v_lshlrev_b32_e32 v103, 10, v2
	v_lshlrev_b32_e32 v2, 10, v4
.Ltmp17:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v67, 8, v46
	v_lshrrev_b32_e32 v72, 16, v46
	v_lshrrev_b32_e32 v73, 8, v47
	v_lshrrev_b32_e32 v75, 16, v47
	v_lshrrev_b32_e32 v76, 24, v47
	v_lshrrev_b32_e32 v77, 8, v48
	v_lshrrev_b32_e32 v78, 16, v48
	v_lshrrev_b32_e32 v79, 8, v49
	v_lshrrev_b32_e32 v81, 16, v49
	v_lshrrev_b32_e32 v82, 24, v49
	v_lshrrev_b32_e32 v85, 8, v50
	v_lshrrev_b32_e32 v86, 16, v50
	v_lshrrev_b32_e32 v92, 8, v51
	v_lshrrev_b32_e32 v93, 16, v51
	v_lshrrev_b32_e32 v94, 24, v51
	v_lshrrev_b32_e32 v97, 8, v52
	v_lshrrev_b32_e32 v98, 16, v52
	v_lshrrev_b32_e32 v99, 8, v53
	v_lshrrev_b32_e32 v101, 16, v53
	v_lshrrev_b32_e32 v102, 24, v53
	v_lshrrev_b32_e32 v41, 8, v32
	v_lshrrev_b32_e32 v54, 16, v32
	v_lshrrev_b32_e32 v55, 8, v33
	v_lshrrev_b32_e32 v57, 16, v33
	v_lshrrev_b32_e32 v58, 24, v33
	v_lshrrev_b32_e32 v59, 8, v34
	v_lshrrev_b32_e32 v60, 16, v34
	v_lshrrev_b32_e32 v61, 8, v35
	v_lshrrev_b32_e32 v63, 16, v35
	v_lshrrev_b32_e32 v64, 24, v35
	v_lshrrev_b32_e32 v65, 8, v42
	v_lshrrev_b32_e32 v66, 16, v42
	v_lshrrev_b32_e32 v71, 8, v43
	v_lshrrev_b32_e32 v83, 16, v43
	v_lshrrev_b32_e32 v84, 24, v43
	v_lshrrev_b32_e32 v87, 8, v44
	v_lshrrev_b32_e32 v89, 16, v44
	v_lshrrev_b32_e32 v91, 8, v45
	v_lshrrev_b32_e32 v95, 16, v45
	v_lshrrev_b32_e32 v96, 24, v45
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v117, 8, v14
	v_lshrrev_b32_e32 v113, 16, v14
	v_lshrrev_b32_e32 v7, 8, v15
	v_lshrrev_b32_e32 v9, 16, v15
	v_lshrrev_b32_e32 v10, 24, v15
	v_lshrrev_b32_e32 v11, 8, v16
	v_lshrrev_b32_e32 v12, 16, v16
	v_lshrrev_b32_e32 v13, 8, v17
	v_lshrrev_b32_e32 v23, 16, v17
	v_lshrrev_b32_e32 v24, 24, v17
	v_lshrrev_b32_e32 v25, 8, v18
	v_lshrrev_b32_e32 v26, 16, v18
	v_lshrrev_b32_e32 v27, 8, v19
	v_lshrrev_b32_e32 v29, 16, v19
	v_lshrrev_b32_e32 v30, 24, v19
	v_lshrrev_b32_e32 v36, 16, v20
	v_lshrrev_b32_e32 v39, 16, v21
	v_lshrrev_b32_e32 v40, 24, v21
.Ltmp18:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s22, 1
	v_lshlrev_b32_e32 v124, 4, v1
	v_accvgpr_write_b32 a64, v2
	v_lshlrev_b32_e32 v116, 9, v1
	v_and_b32_e32 v114, 8, v6
	v_and_b32_e32 v115, 16, v1
	v_accvgpr_write_b32 a48, v37            ;  Reload Reuse
	v_accvgpr_write_b32 a49, v31            ;  Reload Reuse
	; asyncmark
	scratch_store_dword off, v36, off       ; 4-byte Folded Spill
	scratch_store_dword off, v27, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v24, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v13, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v10, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v26, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v7, off offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v39, off offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v30, off offset:48 ; 4-byte Folded Spill
	scratch_store_dword off, v12, off offset:52 ; 4-byte Folded Spill
	scratch_store_dword off, v29, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v9, off offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v40, off offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v23, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:88 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[18:21], off offset:92 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[14:17], off offset:108 ; 16-byte Folded Spill
	s_cbranch_scc1 .LBB0_10
; %bb.7:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s3, 0xc0c0004
	v_perm_b32 v1, v53, v99, s3
	v_perm_b32 v2, v101, v102, s3
	v_lshl_or_b32 v111, v2, 16, v1
	v_perm_b32 v1, v51, v92, s3
	v_perm_b32 v2, v93, v94, s3
	v_lshl_or_b32 v109, v2, 16, v1
	v_perm_b32 v1, v50, v85, s3
	v_perm_b32 v2, v86, v88, s3
	v_lshl_or_b32 v108, v2, 16, v1
	v_perm_b32 v1, v49, v79, s3
	v_perm_b32 v2, v81, v82, s3
	v_lshl_or_b32 v107, v2, 16, v1
	v_perm_b32 v1, v48, v77, s3
	v_perm_b32 v2, v78, v80, s3
	v_lshl_or_b32 v106, v2, 16, v1
	v_perm_b32 v1, v47, v73, s3
	v_perm_b32 v2, v75, v76, s3
	v_lshl_or_b32 v105, v2, 16, v1
	v_perm_b32 v1, v46, v67, s3
	v_perm_b32 v2, v72, v74, s3
	v_lshl_or_b32 v104, v2, 16, v1
	v_perm_b32 v1, v45, v91, s3
	v_perm_b32 v2, v95, v96, s3
	v_accvgpr_write_b32 a69, v49
	v_accvgpr_write_b32 a68, v48
	v_accvgpr_write_b32 a67, v47
	v_accvgpr_write_b32 a66, v46
	v_lshl_or_b32 v49, v2, 16, v1
	v_perm_b32 v1, v43, v71, s3
	v_perm_b32 v2, v83, v84, s3
	v_lshl_or_b32 v47, v2, 16, v1
	v_perm_b32 v1, v42, v65, s3
	v_perm_b32 v2, v66, v70, s3
	v_lshl_or_b32 v46, v2, 16, v1
	v_perm_b32 v1, v35, v61, s3
	v_perm_b32 v2, v63, v64, s3
	v_perm_b32 v4, v52, v97, s3
	v_perm_b32 v6, v98, v100, s3
	v_accvgpr_write_b32 a63, v45
	v_accvgpr_write_b32 a62, v44
	v_accvgpr_write_b32 a61, v43
	v_accvgpr_write_b32 a60, v42
	v_lshl_or_b32 v45, v2, 16, v1
	v_perm_b32 v1, v34, v59, s3
	v_perm_b32 v2, v60, v62, s3
	v_lshl_or_b32 v110, v6, 16, v4
	v_perm_b32 v4, v44, v87, s3
	v_lshl_or_b32 v44, v2, 16, v1
	v_perm_b32 v1, v33, v55, s3
	v_perm_b32 v2, v57, v58, s3
	v_lshl_or_b32 v43, v2, 16, v1
	v_perm_b32 v1, v32, v41, s3
	v_perm_b32 v2, v54, v56, s3
	v_lshl_or_b32 v42, v2, 16, v1
	v_perm_b32 v1, v21, v37, s3
	v_perm_b32 v2, v39, v40, s3
	v_perm_b32 v6, v89, v90, s3
	v_accvgpr_write_b32 a53, v35
	v_accvgpr_write_b32 a52, v34
	v_accvgpr_write_b32 a51, v33
	v_accvgpr_write_b32 a50, v32
	v_lshl_or_b32 v33, v2, 16, v1
	v_perm_b32 v1, v19, v27, s3
	v_perm_b32 v2, v29, v30, s3
	v_lshl_or_b32 v48, v6, 16, v4
	v_perm_b32 v4, v20, v31, s3
	v_lshl_or_b32 v31, v2, 16, v1
	v_mov_b32_e32 v2, v28
	v_perm_b32 v1, v18, v25, s3
	scratch_store_dwordx2 off, v[2:3], off offset:64 ; 8-byte Folded Spill
	v_perm_b32 v2, v26, v28, s3
	v_lshl_or_b32 v30, v2, 16, v1
	v_perm_b32 v1, v17, v13, s3
	v_perm_b32 v2, v23, v24, s3
	v_lshl_or_b32 v29, v2, 16, v1
	v_mov_b32_e32 v2, v22
	v_perm_b32 v1, v16, v11, s3
	scratch_store_dwordx2 off, v[2:3], off offset:76 ; 8-byte Folded Spill
	v_perm_b32 v2, v12, v22, s3
	v_lshl_or_b32 v28, v2, 16, v1
	v_perm_b32 v1, v15, v7, s3
	v_perm_b32 v2, v9, v10, s3
	v_lshl_or_b32 v27, v2, 16, v1
	v_mov_b32_e32 v2, v8
	v_perm_b32 v1, v14, v117, s3
	scratch_store_dwordx2 off, v[2:3], off offset:40 ; 8-byte Folded Spill
	v_perm_b32 v2, v113, v8, s3
	v_lshl_or_b32 v26, v2, 16, v1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v1, s19, v5
	v_add3_u32 v0, v0, s19, 64
	v_accvgpr_write_b32 a85, v65
	v_accvgpr_write_b32 a84, v64
	v_add_u32_e32 v64, 0x60, v1
	v_or_b32_e32 v65, 64, v1
	v_mul_lo_u32 v0, s6, v0
	v_mov_b32_e32 v6, v38
	v_accvgpr_write_b32 a33, v0
	v_add_u32_e32 v0, s19, v3
	v_mov_b32_e32 v112, v124
	v_mul_lo_u32 v124, s28, v64
	v_mul_lo_u32 v120, s28, v65
	v_lshl_add_u64 v[64:65], s[8:9], 0, v[68:69]
	scratch_store_dwordx2 off, v[6:7], off offset:28 ; 8-byte Folded Spill
	v_perm_b32 v6, v36, v38, s3
	v_add_u32_e32 v1, 0x44, v0
	v_add_u32_e32 v0, 64, v0
	v_accvgpr_write_b32 a54, v64
	v_accvgpr_write_b32 a55, v65
	v_lshl_add_u64 v[64:65], s[10:11], 0, v[68:69]
	v_accvgpr_write_b32 a86, v66
	v_accvgpr_write_b32 a82, v62
	v_lshl_or_b32 v32, v6, 16, v4
	v_mul_lo_u32 v1, s6, v1
	v_mul_lo_u32 v0, s6, v0
	v_mov_b32_e32 v62, 0
	v_and_b32_e32 v66, 0xc00, v116
	v_accvgpr_write_b32 a56, v64
	v_accvgpr_write_b32 a57, v65
	v_lshl_add_u64 v[64:65], s[8:9], 0, v[118:119]
	v_accvgpr_write_b32 a117, v99
	v_accvgpr_write_b32 a119, v101
	v_accvgpr_write_b32 a120, v102
	v_accvgpr_write_b32 a115, v97
	v_accvgpr_write_b32 a116, v98
	v_accvgpr_write_b32 a118, v100
	v_accvgpr_write_b32 a109, v92
	v_accvgpr_write_b32 a110, v93
	v_accvgpr_write_b32 a111, v94
	v_accvgpr_write_b32 a73, v53
	v_accvgpr_write_b32 a72, v52
	v_accvgpr_write_b32 a71, v51
	v_accvgpr_write_b32 a70, v50
	v_accvgpr_write_b32 a103, v85
	v_accvgpr_write_b32 a104, v86
	v_accvgpr_write_b32 a106, v88
	v_accvgpr_write_b32 a97, v79
	v_accvgpr_write_b32 a98, v81
	v_accvgpr_write_b32 a99, v82
	v_accvgpr_write_b32 a94, v77
	v_accvgpr_write_b32 a95, v78
	v_accvgpr_write_b32 a96, v80
	v_accvgpr_write_b32 a91, v73
	v_accvgpr_write_b32 a92, v75
	v_accvgpr_write_b32 a93, v76
	v_accvgpr_write_b32 a87, v67
	v_accvgpr_write_b32 a89, v72
	v_accvgpr_write_b32 a90, v74
	v_accvgpr_write_b32 a34, v104
	v_accvgpr_write_b32 a35, v105
	v_accvgpr_write_b32 a36, v106
	v_accvgpr_write_b32 a37, v107
	v_accvgpr_write_b32 a38, v108
	v_accvgpr_write_b32 a39, v109
	v_accvgpr_write_b32 a40, v110
	v_accvgpr_write_b32 a41, v111
	v_accvgpr_write_b32 a112, v91
	v_accvgpr_write_b32 a113, v95
	v_accvgpr_write_b32 a114, v96
	v_accvgpr_write_b32 a105, v87
	v_accvgpr_write_b32 a107, v89
	v_accvgpr_write_b32 a108, v90
	v_accvgpr_write_b32 a100, v71
	v_accvgpr_write_b32 a101, v83
	v_accvgpr_write_b32 a102, v84
	v_accvgpr_write_b32 a88, v70
	v_accvgpr_write_b32 a59, v61
	v_accvgpr_write_b32 a83, v63
	v_accvgpr_write_b32 a125, v59
	v_accvgpr_write_b32 a124, v60
	v_accvgpr_write_b32 a45, v55
	v_accvgpr_write_b32 a42, v57
	v_accvgpr_write_b32 a126, v58
	v_accvgpr_write_b32 a65, v41
	v_accvgpr_write_b32 a58, v54
	v_accvgpr_write_b32 a32, v56
	v_accvgpr_write_b32 a24, v42
	v_accvgpr_write_b32 a25, v43
	v_accvgpr_write_b32 a26, v44
	v_accvgpr_write_b32 a27, v45
	v_accvgpr_write_b32 a28, v46
	v_accvgpr_write_b32 a29, v47
	v_accvgpr_write_b32 a30, v48
	v_accvgpr_write_b32 a31, v49
	v_accvgpr_write_b32 a43, v25
	v_accvgpr_write_b32 a81, v33
	v_accvgpr_write_b32 a80, v32
	v_accvgpr_write_b32 a79, v31
	v_accvgpr_write_b32 a78, v30
	v_accvgpr_write_b32 a77, v29
	v_accvgpr_write_b32 a76, v28
	v_accvgpr_write_b32 a75, v27
	v_accvgpr_write_b32 a74, v26
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s3, s2
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s23, s28, 6
	s_lshl_b32 s24, s6, 6
	v_accvgpr_write_b32 a122, v1
	s_mov_b32 s13, 0
	s_movk_i32 s21, 0x41e0
	s_mov_b32 s12, 0x82d0
	v_accvgpr_write_b32 a123, v0
	s_mov_b64 s[6:7], 0x80
	s_mov_b32 s25, 0
	s_mov_b32 s26, 0
	s_mov_b32 s27, 0
	v_mov_b32_e32 v63, v62
	v_mov_b32_e32 v60, v62
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v58, v62
	v_mov_b32_e32 v59, v62
	v_mov_b32_e32 v56, v62
	v_mov_b32_e32 v57, v62
	v_mov_b32_e32 v54, v62
	v_mov_b32_e32 v55, v62
	v_mov_b32_e32 v52, v62
	v_mov_b32_e32 v53, v62
	v_mov_b32_e32 v50, v62
	v_mov_b32_e32 v51, v62
	v_mov_b32_e32 v48, v62
	v_mov_b32_e32 v49, v62
	v_mov_b32_e32 v46, v62
	v_mov_b32_e32 v47, v62
	v_mov_b32_e32 v44, v62
	v_mov_b32_e32 v45, v62
	v_mov_b32_e32 v42, v62
	v_mov_b32_e32 v43, v62
	v_mov_b32_e32 v40, v62
	v_mov_b32_e32 v41, v62
	v_mov_b32_e32 v38, v62
	v_mov_b32_e32 v39, v62
	v_mov_b32_e32 v36, v62
	v_mov_b32_e32 v37, v62
	v_mov_b32_e32 v34, v62
	v_mov_b32_e32 v35, v62
	v_mov_b32_e32 v32, v62
	v_mov_b32_e32 v33, v62
	v_mov_b32_e32 v30, v62
	v_mov_b32_e32 v31, v62
	v_mov_b32_e32 v28, v62
	v_mov_b32_e32 v29, v62
	v_mov_b32_e32 v26, v62
	v_mov_b32_e32 v27, v62
	v_mov_b32_e32 v24, v62
	v_mov_b32_e32 v25, v62
	v_mov_b32_e32 v22, v62
	v_mov_b32_e32 v23, v62
	v_mov_b32_e32 v20, v62
	v_mov_b32_e32 v21, v62
	v_mov_b32_e32 v18, v62
	v_mov_b32_e32 v19, v62
	v_mov_b32_e32 v16, v62
	v_mov_b32_e32 v17, v62
	v_mov_b32_e32 v14, v62
	v_mov_b32_e32 v15, v62
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v13, v62
	v_mov_b32_e32 v10, v62
	v_mov_b32_e32 v11, v62
	v_mov_b32_e32 v8, v62
	v_mov_b32_e32 v9, v62
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v62
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v62
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v62
	v_accvgpr_write_b32 a127, v66
	v_mov_b32_e32 v125, 0xff800000
	v_mov_b32_e32 v121, 0
	v_accvgpr_write_b32 a46, v64
	v_accvgpr_write_b32 a47, v65
	v_accvgpr_read_b32 v119, a64
	scratch_store_dword off, v123, off offset:124 ; 4-byte Folded Spill
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s9, s26, 1
	s_cmp_lt_i32 s9, 2
	s_cselect_b32 s26, s9, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s9, s26, 13
	s_mov_b32 s28, s12
	v_accvgpr_read_b32 v64, a123
	v_accvgpr_read_b32 v65, a122
	s_lshr_b32 s12, s9, 6
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v64, s25, v64
	v_add_u32_e32 v66, s25, v65
	v_accvgpr_read_b32 v65, a33
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s12, s9, s12
	s_mov_b32 s11, s21
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v126, s25, v65
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v71, a55
	v_accvgpr_read_b32 v70, a54
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s21, s12, 0x41e0
	s_add_i32 s12, s12, s1
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[64:65], v[70:71], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s12, 0x41e0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	global_load_lds_dwordx4 v[64:65], off
	v_and_b32_e32 v64, 0x180, v112
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	v_add3_u32 v64, s11, v103, v64
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[66:67], v[70:71], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_add_i32 m0, s12, 0x5220
	v_add3_u32 v64, v64, v122, v68
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	v_accvgpr_write_b32 a44, v68
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[70:73], v64 offset:32
	ds_read_b128 v[96:99], v64 offset:64
	v_accvgpr_write_b32 a121, v103
	ds_read_b128 v[100:103], v64 offset:96
	ds_read_b128 v[104:107], v64 offset:512
	ds_read_b128 v[108:111], v64 offset:544
	ds_read_b128 a[0:3], v64 offset:576
	ds_read_b128 a[4:7], v64 offset:608
	v_accvgpr_mov_b32 a8, a34
	v_accvgpr_mov_b32 a9, a35
	v_accvgpr_mov_b32 a10, a36
	v_accvgpr_mov_b32 a11, a37
	v_accvgpr_mov_b32 a12, a38
	v_accvgpr_mov_b32 a13, a39
	v_accvgpr_mov_b32 a14, a40
	v_accvgpr_mov_b32 a15, a41
	v_accvgpr_mov_b32 a16, a24
	v_accvgpr_mov_b32 a17, a25
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], a[8:15], 0
	v_accvgpr_mov_b32 a18, a26
	v_accvgpr_mov_b32 a19, a27
	v_accvgpr_mov_b32 a20, a28
	v_accvgpr_mov_b32 a21, a29
	v_accvgpr_mov_b32 a22, a30
	v_accvgpr_mov_b32 a23, a31
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshl_b32 s11, s26, 12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v127, 31, v126
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	s_lshr_b32 s12, s11, 6
	s_add_i32 s11, s11, s12
	s_add_i32 s12, s11, 0x82d0
	s_add_i32 m0, s12, s1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_lshr_b32 s10, s9, 5
	s_mov_b32 s8, s13
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s13, s9, s10
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[104:111], a[8:15], 0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_add_i32 s9, s13, s20
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_add_i32 s27, s27, 64
	s_add_i32 s25, s25, s24
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], a[16:23], v[80:95]
	v_accvgpr_read_b32 v97, a47
	v_accvgpr_read_b32 v96, a46
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[126:127], v[96:97], 0, v[126:127]
	v_and_b32_e32 v96, 0x1c0, v112
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_add3_u32 v96, s28, v119, v96
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:150:29 ]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[6:7]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_add3_u32 v96, v96, v122, v118
	global_load_lds_dwordx4 v[126:127], off
	; asyncmark
	v_accvgpr_read_b32 v103, a81
	v_accvgpr_read_b32 v102, a80
	v_accvgpr_read_b32 v101, a79
	v_accvgpr_read_b32 v100, a78
	v_accvgpr_read_b32 v99, a77
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], a[16:23], v[64:79]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 a[0:3], v96
	ds_read_b128 a[4:7], v96 offset:32
	ds_read_b128 a[8:11], v96 offset:512
	ds_read_b128 a[12:15], v96 offset:544
	v_accvgpr_read_b32 v98, a76
	v_accvgpr_read_b32 v97, a75
	v_accvgpr_read_b32 v96, a74
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 m0, s9
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], v[96:103], v[80:95]
	v_accvgpr_write_b32 a0, v122
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[96:103], v[64:79]
.Ltmp19:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	s_nop 0
	v_max_f32_e32 v96, v81, v81
	v_max_f32_e32 v97, v80, v80
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v83, v84, v85
	v_max3_f32 v99, v89, v90, v91
	v_max3_f32 v100, v92, v93, v94
	v_max3_f32 v98, v86, v87, v88
	v_max3_f32 v96, v96, v82, v97
	v_max3_f32 v101, v95, v64, v65
	v_max3_f32 v102, v66, v67, v68
	v_max3_f32 v103, v69, v70, v71
	v_max3_f32 v104, v72, v73, v74
	v_max3_f32 v105, v75, v76, v77
	v_max3_f32 v97, v99, v100, v101
	v_max3_f32 v99, v102, v103, v104
	v_max3_f32 v100, v105, v78, v79
	v_max3_f32 v96, v96, v98, v97
	v_max3_f32 v96, v96, v99, v100
.Ltmp20:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp22:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v96, s2, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v97, v125, v125
	v_max_f32_e32 v126, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[80:81], s[2:3], v[80:81], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[2:3], v[82:83], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[2:3], v[84:85], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[2:3], v[86:87], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[2:3], v[88:89], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[2:3], v[90:91], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[2:3], v[92:93], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[2:3], v[94:95], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[2:3], v[64:65], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[2:3], v[66:67], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[2:3], v[68:69], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[2:3], v[70:71], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[2:3], v[72:73], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[2:3], v[74:75], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[2:3], v[76:77], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[2:3], v[78:79], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v64, v80
	v_exp_f32_e32 v65, v81
	v_exp_f32_e32 v94, v82
	v_exp_f32_e32 v95, v83
	v_exp_f32_e32 v66, v84
	v_exp_f32_e32 v67, v85
	v_exp_f32_e32 v92, v86
	v_exp_f32_e32 v93, v87
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v84, v122
	v_exp_f32_e32 v85, v123
	v_exp_f32_e32 v86, v96
	v_exp_f32_e32 v87, v97
	v_exp_f32_e32 v68, v98
	v_exp_f32_e32 v69, v99
	v_exp_f32_e32 v82, v100
	v_exp_f32_e32 v83, v101
	v_exp_f32_e32 v70, v102
	v_exp_f32_e32 v71, v103
	v_exp_f32_e32 v80, v104
	v_exp_f32_e32 v81, v105
	v_exp_f32_e32 v76, v72
	v_exp_f32_e32 v77, v73
	v_exp_f32_e32 v78, v74
	v_exp_f32_e32 v79, v75
	v_exp_f32_e32 v74, v106
	v_exp_f32_e32 v75, v107
	v_exp_f32_e32 v72, v108
	v_exp_f32_e32 v73, v109
.Ltmp23:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[98:99], v[64:65], v[94:95]
	v_pk_add_f32 v[100:101], v[66:67], v[92:93]
	v_pk_add_f32 v[102:103], v[88:89], v[90:91]
	v_pk_add_f32 v[104:105], v[84:85], v[86:87]
	v_pk_add_f32 v[106:107], v[68:69], v[82:83]
	v_pk_add_f32 v[108:109], v[70:71], v[80:81]
	v_pk_add_f32 v[110:111], v[76:77], v[78:79]
	v_pk_add_f32 v[122:123], v[74:75], v[72:73]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[122:123]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
.Ltmp24:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v96, v125, v126
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
.Ltmp26:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v96, v96
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v97, v98, v99
.Ltmp28:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v98, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v98
.Ltmp29:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v127, v97, v98
.Ltmp30:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v127, v121, v96
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	v_accvgpr_read_b32 v99, a57
	v_accvgpr_read_b32 v98, a56
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[96:97] op_sel_hi:[1,0]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:150:29 ]
	v_ashrrev_i32_e32 v125, 31, v124
	v_lshl_add_u64 v[96:97], v[98:99], 0, v[120:121]
	v_lshl_add_u64 v[98:99], v[98:99], 0, v[124:125]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:150:29 ]
	global_load_lds_dwordx4 v[96:97], off
	s_add_i32 m0, s9, 0x1080
	v_add_u32_e32 v96, s8, v114
	global_load_lds_dwordx4 v[98:99], off
	v_accvgpr_read_b32 v98, a127
	v_add3_u32 v96, v96, v115, v98
	v_and_b32_e32 v97, 0x280, v112
	v_lshrrev_b32_e32 v98, 5, v98
	v_add3_u32 v96, v96, v97, v98
	v_accvgpr_read_b32 v122, a0
	; asyncmark
	ds_read_b64_tr_b8 v[98:99], v96
	ds_read_b64_tr_b8 a[16:17], v96 offset:32
	ds_read_b64_tr_b8 v[100:101], v96 offset:256
	ds_read_b64_tr_b8 v[102:103], v96 offset:4224
	ds_read_b64_tr_b8 v[104:105], v96 offset:4480
	ds_read_b64_tr_b8 a[18:19], v96 offset:288
	ds_read_b64_tr_b8 a[20:21], v96 offset:4256
	ds_read_b64_tr_b8 a[22:23], v96 offset:4512
	ds_read_b64_tr_b8 a[8:9], v96 offset:64
	ds_read_b64_tr_b8 a[10:11], v96 offset:320
	ds_read_b64_tr_b8 a[12:13], v96 offset:4288
	ds_read_b64_tr_b8 a[14:15], v96 offset:4544
	ds_read_b64_tr_b8 a[0:1], v96 offset:96
	ds_read_b64_tr_b8 a[2:3], v96 offset:352
	ds_read_b64_tr_b8 a[4:5], v96 offset:4320
	ds_read_b64_tr_b8 a[6:7], v96 offset:4576
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v66, v67, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v70, v71, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v72, v73, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_add_u32_e32 v124, s23, v124
	v_add_u32_e32 v120, s23, v120
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[98:105], v[64:71], v[48:63]
	v_accvgpr_read_b32 v103, a121
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_lt_i32 s27, s22
	v_mov_b32_e32 v125, v126
	v_mov_b32_e32 v121, v127
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
	v_accvgpr_read_b32 v68, a44
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_8
.Ltmp31:
; %bb.9:                                ; %Flow780
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	scratch_load_dword v123, off, off offset:124 ; 4-byte Folded Reload
	v_mov_b32_e32 v124, v112
	s_branch .LBB0_11
.LBB0_10:
	s_nop 0
	v_mov_b32_e32 v15, 0
	v_accvgpr_write_b32 a120, v102
	v_accvgpr_write_b32 a119, v101
	v_accvgpr_write_b32 a117, v99
	v_accvgpr_write_b32 a118, v100
	v_accvgpr_write_b32 a116, v98
	v_accvgpr_write_b32 a115, v97
	v_accvgpr_write_b32 a114, v96
	v_accvgpr_write_b32 a113, v95
	v_accvgpr_write_b32 a112, v91
	v_accvgpr_write_b32 a111, v94
	v_accvgpr_write_b32 a110, v93
	v_accvgpr_write_b32 a109, v92
	v_accvgpr_write_b32 a108, v90
	v_accvgpr_write_b32 a107, v89
	v_accvgpr_write_b32 a105, v87
	v_accvgpr_write_b32 a106, v88
	v_accvgpr_write_b32 a104, v86
	v_accvgpr_write_b32 a103, v85
	v_accvgpr_write_b32 a102, v84
	v_accvgpr_write_b32 a101, v83
	v_accvgpr_write_b32 a100, v71
	v_accvgpr_write_b32 a99, v82
	v_accvgpr_write_b32 a98, v81
	v_accvgpr_write_b32 a97, v79
	v_accvgpr_write_b32 a96, v80
	v_accvgpr_write_b32 a95, v78
	v_accvgpr_write_b32 a94, v77
	v_accvgpr_write_b32 a93, v76
	v_accvgpr_write_b32 a92, v75
	v_accvgpr_write_b32 a91, v73
	v_accvgpr_write_b32 a90, v74
	v_accvgpr_write_b32 a89, v72
	v_accvgpr_write_b32 a87, v67
	v_accvgpr_write_b32 a88, v70
	v_accvgpr_write_b32 a86, v66
	v_accvgpr_write_b32 a85, v65
	v_accvgpr_write_b32 a84, v64
	v_accvgpr_write_b32 a83, v63
	v_accvgpr_write_b32 a59, v61
	v_accvgpr_write_b32 a82, v62
	v_accvgpr_write_b32 a124, v60
	v_accvgpr_write_b32 a125, v59
	v_accvgpr_write_b32 a126, v58
	v_accvgpr_write_b32 a42, v57
	v_accvgpr_write_b32 a45, v55
	v_accvgpr_write_b32 a32, v56
	v_accvgpr_write_b32 a58, v54
	v_accvgpr_write_b32 a65, v41
	v_accvgpr_write_b32 a73, v53
	v_accvgpr_write_b32 a72, v52
	v_accvgpr_write_b32 a71, v51
	v_accvgpr_write_b32 a70, v50
	v_accvgpr_write_b32 a69, v49
	v_accvgpr_write_b32 a68, v48
	v_accvgpr_write_b32 a67, v47
	v_accvgpr_write_b32 a66, v46
	v_accvgpr_write_b32 a63, v45
	v_accvgpr_write_b32 a62, v44
	v_accvgpr_write_b32 a61, v43
	v_accvgpr_write_b32 a60, v42
	scratch_store_dwordx2 off, v[38:39], off offset:28 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a53, v35
	v_accvgpr_write_b32 a52, v34
	v_accvgpr_write_b32 a51, v33
	v_accvgpr_write_b32 a50, v32
	scratch_store_dwordx2 off, v[28:29], off offset:64 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a43, v25
	scratch_store_dwordx2 off, v[22:23], off offset:76 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[8:9], off offset:40 ; 8-byte Folded Spill
	s_mov_b32 s13, 0
	s_movk_i32 s21, 0x41e0
	s_mov_b32 s12, 0x82d0
	v_mov_b32_e32 v126, 0xff800000
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
	v_accvgpr_read_b32 v119, a64
.LBB0_11:                               ; %Flow781
	s_load_dword s3, s[4:5], 0x60
	s_load_dword s8, s[4:5], 0x24
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x58
	.loc	1 150 29 is_stmt 1              ; triton_peers.py:150:29
	s_add_i32 s6, s0, 63
.Ltmp32:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	s_cmp_gt_i32 s6, 63
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s6, 64
	s_cselect_b64 s[6:7], -1, 0
	v_accvgpr_write_b32 a3, v113
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_and_b64 vcc, exec, s[6:7]
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(1) lgkmcnt(0)
	s_barrier
	s_cbranch_vccnz .LBB0_14
; %bb.12:
	v_and_b32_e32 v64, 0x180, v124
	v_add3_u32 v64, s21, v103, v64
	v_add3_u32 v112, v64, v122, v68
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_mov_b32 s9, 0xc0c0004
	v_accvgpr_read_b32 v69, a73
	v_accvgpr_read_b32 v64, a117
	v_perm_b32 v64, v69, v64, s9
	v_accvgpr_read_b32 v65, a119
	v_accvgpr_read_b32 v69, a120
	v_perm_b32 v65, v65, v69, s9
	v_accvgpr_read_b32 v68, a72
	v_lshl_or_b32 v103, v65, 16, v64
	v_accvgpr_read_b32 v64, a115
	v_perm_b32 v64, v68, v64, s9
	v_accvgpr_read_b32 v65, a116
	v_accvgpr_read_b32 v68, a118
	v_perm_b32 v65, v65, v68, s9
	v_accvgpr_read_b32 v67, a71
	v_lshl_or_b32 v102, v65, 16, v64
	v_accvgpr_read_b32 v64, a109
	v_perm_b32 v64, v67, v64, s9
	v_accvgpr_read_b32 v65, a110
	v_accvgpr_read_b32 v67, a111
	v_perm_b32 v65, v65, v67, s9
	v_accvgpr_read_b32 v66, a70
	v_lshl_or_b32 v101, v65, 16, v64
	v_accvgpr_read_b32 v64, a103
	v_perm_b32 v64, v66, v64, s9
	v_accvgpr_read_b32 v65, a104
	v_accvgpr_read_b32 v66, a106
	v_perm_b32 v65, v65, v66, s9
	v_lshl_or_b32 v100, v65, 16, v64
	v_accvgpr_read_b32 v69, a69
	v_accvgpr_read_b32 v64, a97
	v_perm_b32 v64, v69, v64, s9
	v_accvgpr_read_b32 v65, a98
	v_accvgpr_read_b32 v69, a99
	v_perm_b32 v65, v65, v69, s9
	v_accvgpr_read_b32 v68, a68
	v_lshl_or_b32 v99, v65, 16, v64
	v_accvgpr_read_b32 v64, a94
	v_perm_b32 v64, v68, v64, s9
	v_accvgpr_read_b32 v65, a95
	v_accvgpr_read_b32 v68, a96
	v_perm_b32 v65, v65, v68, s9
	v_accvgpr_read_b32 v67, a67
	v_lshl_or_b32 v98, v65, 16, v64
	v_accvgpr_read_b32 v64, a91
	v_perm_b32 v64, v67, v64, s9
	v_accvgpr_read_b32 v65, a92
	v_accvgpr_read_b32 v67, a93
	v_perm_b32 v65, v65, v67, s9
	v_mov_b32_e32 v113, v114
	v_mov_b32_e32 v125, v115
	v_accvgpr_write_b32 a0, v116
	v_accvgpr_write_b32 a1, v117
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[114:117], v112
	v_accvgpr_write_b32 a2, v118
	ds_read_b128 v[118:121], v112 offset:32
	v_accvgpr_read_b32 v66, a66
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_lshl_or_b32 v97, v65, 16, v64
	v_accvgpr_read_b32 v64, a87
	v_perm_b32 v64, v66, v64, s9
	v_accvgpr_read_b32 v65, a89
	v_accvgpr_read_b32 v66, a90
	v_perm_b32 v65, v65, v66, s9
	v_lshl_or_b32 v96, v65, 16, v64
	v_accvgpr_read_b32 v93, a63
	v_accvgpr_read_b32 v64, a112
	v_accvgpr_read_b32 v65, a113
	v_accvgpr_read_b32 v66, a114
	v_perm_b32 v64, v93, v64, s9
	v_perm_b32 v65, v65, v66, s9
	v_accvgpr_read_b32 v92, a62
	v_lshl_or_b32 v111, v65, 16, v64
	v_accvgpr_read_b32 v64, a105
	v_accvgpr_read_b32 v65, a107
	v_accvgpr_read_b32 v66, a108
	v_perm_b32 v64, v92, v64, s9
	v_perm_b32 v65, v65, v66, s9
	v_accvgpr_read_b32 v91, a61
	v_lshl_or_b32 v110, v65, 16, v64
	v_accvgpr_read_b32 v64, a100
	v_accvgpr_read_b32 v65, a101
	v_accvgpr_read_b32 v66, a102
	v_perm_b32 v64, v91, v64, s9
	v_perm_b32 v65, v65, v66, s9
	v_accvgpr_read_b32 v90, a60
	v_lshl_or_b32 v109, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[114:121], v[96:103], 0
	v_accvgpr_read_b32 v80, a85
	v_perm_b32 v80, v90, v80, s9
	v_accvgpr_read_b32 v81, a86
	v_accvgpr_read_b32 v90, a88
	v_perm_b32 v81, v81, v90, s9
	v_lshl_or_b32 v108, v81, 16, v80
	v_accvgpr_read_b32 v93, a53
	v_accvgpr_read_b32 v80, a59
	v_perm_b32 v80, v93, v80, s9
	v_accvgpr_read_b32 v81, a83
	v_accvgpr_read_b32 v93, a84
	v_perm_b32 v81, v81, v93, s9
	v_accvgpr_read_b32 v92, a52
	v_lshl_or_b32 v107, v81, 16, v80
	v_accvgpr_read_b32 v80, a125
	v_perm_b32 v80, v92, v80, s9
	v_accvgpr_read_b32 v81, a124
	v_accvgpr_read_b32 v92, a82
	v_perm_b32 v81, v81, v92, s9
	v_accvgpr_read_b32 v91, a51
	v_lshl_or_b32 v106, v81, 16, v80
	v_accvgpr_read_b32 v80, a45
	v_perm_b32 v80, v91, v80, s9
	v_accvgpr_read_b32 v81, a42
	v_accvgpr_read_b32 v91, a126
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[86:89], v112 offset:96
	ds_read_b128 v[82:85], v112 offset:64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_perm_b32 v81, v81, v91, s9
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[118:121], v112 offset:544
	ds_read_b128 v[114:117], v112 offset:512
	v_accvgpr_read_b32 v90, a50
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	v_lshl_or_b32 v105, v81, 16, v80
	v_accvgpr_read_b32 v80, a65
	v_perm_b32 v80, v90, v80, s9
	v_accvgpr_read_b32 v81, a58
	v_accvgpr_read_b32 v90, a32
	v_perm_b32 v81, v81, v90, s9
	v_lshl_or_b32 v104, v81, 16, v80
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], v[104:111], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[114:121], v[96:103], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[100:103], v112 offset:608
	ds_read_b128 v[96:99], v112 offset:576
	v_accvgpr_read_b32 v119, a64
	v_accvgpr_read_b32 v117, a1
	v_accvgpr_read_b32 v118, a2
	v_accvgpr_read_b32 v116, a0
	v_mov_b32_e32 v115, v125
	v_mov_b32_e32 v114, v113
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], v[104:111], v[80:95]
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_and_b64 s[6:7], exec, s[6:7]
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_15
.LBB0_13:
	.loc	1 0 21 is_stmt 0                ; triton_peers.py:0:21
	s_mov_b64 s[6:7], -1
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc0 .LBB0_16
	s_branch .LBB0_17
.LBB0_14:
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
	v_mov_b32_e32 v80, v94
	v_mov_b32_e32 v81, v94
	v_mov_b32_e32 v78, v94
	v_mov_b32_e32 v79, v94
	v_mov_b32_e32 v76, v94
	v_mov_b32_e32 v77, v94
	v_mov_b32_e32 v74, v94
	v_mov_b32_e32 v75, v94
	v_mov_b32_e32 v72, v94
	v_mov_b32_e32 v73, v94
	v_mov_b32_e32 v70, v94
	v_mov_b32_e32 v71, v94
	v_mov_b32_e32 v68, v94
	v_mov_b32_e32 v69, v94
	v_mov_b32_e32 v66, v94
	v_mov_b32_e32 v67, v94
	v_mov_b32_e32 v64, v94
	v_mov_b32_e32 v65, v94
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_and_b64 s[6:7], exec, s[6:7]
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_13
.LBB0_15:                               ; %._crit_edge155
	.loc	1 0 21 is_stmt 0                ; triton_peers.py:0:21
	s_mov_b64 s[6:7], 0
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	s_cbranch_scc1 .LBB0_17
.LBB0_16:
	scratch_load_dwordx4 v[98:101], off, off offset:92 ; 16-byte Folded Reload
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v96, 0x1c0, v124
	v_add3_u32 v96, s12, v119, v96
	v_add3_u32 v104, v96, v122, v118
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_mov_b32 s6, 0xc0c0004
	v_accvgpr_read_b32 v96, a48             ;  Reload Reuse
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v104 offset:32
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v96, v101, v96, s6
	scratch_load_dword v97, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v101, off, off offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v101, s6
	v_lshl_or_b32 v103, v97, 16, v96
	v_accvgpr_read_b32 v96, a49             ;  Reload Reuse
	v_perm_b32 v96, v100, v96, s6
	scratch_load_dword v97, off, off        ; 4-byte Folded Reload
	scratch_load_dwordx2 v[100:101], off, off offset:28 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v100, s6
	v_lshl_or_b32 v102, v97, 16, v96
	scratch_load_dword v96, off, off offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v96, v99, v96, s6
	scratch_load_dword v99, off, off offset:48 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v99, s6
	v_lshl_or_b32 v101, v97, 16, v96
	v_accvgpr_read_b32 v96, a43
	v_perm_b32 v96, v98, v96, s6
	scratch_load_dword v97, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[98:99], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v98, s6
	v_lshl_or_b32 v100, v97, 16, v96
	scratch_load_dwordx4 v[118:121], off, off offset:108 ; 16-byte Folded Reload
	scratch_load_dword v96, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v96, v121, v96, s6
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v98, s6
	v_lshl_or_b32 v99, v97, 16, v96
	scratch_load_dword v96, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v96, v120, v96, s6
	scratch_load_dword v97, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[120:121], off, off offset:76 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v120, s6
	v_lshl_or_b32 v98, v97, 16, v96
	scratch_load_dword v96, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v105, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v96, v119, v96, s6
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v105, s6
	v_lshl_or_b32 v97, v97, 16, v96
	v_perm_b32 v96, v118, v117, s6
	scratch_load_dwordx2 v[118:119], off, off offset:40 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v105, a3
	s_waitcnt vmcnt(0)
	v_perm_b32 v105, v105, v118, s6
	v_lshl_or_b32 v96, v105, 16, v96
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[106:113], v[96:103], v[64:79]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:150:29 ]
	ds_read_b128 v[108:111], v104 offset:544
	ds_read_b128 v[104:107], v104 offset:512
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[104:111], v[96:103], v[80:95]
.LBB0_17:
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	s_nop 15
	v_max_f32_e32 v96, v65, v65
	v_max_f32_e32 v97, v64, v64
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v67, v68, v69
	v_max3_f32 v99, v73, v74, v75
	v_max3_f32 v100, v76, v77, v78
	v_max3_f32 v101, v79, v80, v81
	v_max3_f32 v98, v70, v71, v72
	v_max3_f32 v102, v82, v83, v84
	v_max3_f32 v103, v85, v86, v87
	v_max3_f32 v104, v88, v89, v90
	v_max3_f32 v105, v91, v92, v93
	v_max3_f32 v96, v96, v66, v97
	v_max3_f32 v97, v99, v100, v101
	v_max3_f32 v99, v102, v103, v104
	v_max3_f32 v100, v105, v94, v95
	v_max3_f32 v96, v96, v98, v97
	v_max3_f32 v96, v96, v99, v100
.Ltmp34:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp35:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_and_b64 s[6:7], s[0:1], exec
.Ltmp36:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:150:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp37:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:150:29 ]
	v_mul_f32_e32 v96, s2, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:150:29 ]
	v_max_f32_e32 v97, v126, v126
	v_max_f32_e32 v96, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:150:29 ]
	v_pk_fma_f32 v[64:65], s[2:3], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[2:3], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[2:3], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[2:3], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[2:3], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[2:3], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[2:3], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[2:3], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], s[2:3], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[2:3], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[2:3], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[2:3], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[2:3], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[2:3], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[2:3], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[2:3], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v98, v72
	v_exp_f32_e32 v99, v73
	v_exp_f32_e32 v100, v74
	v_exp_f32_e32 v101, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v80, v80
	v_exp_f32_e32 v81, v81
	v_exp_f32_e32 v82, v82
	v_exp_f32_e32 v83, v83
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
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:150:29 ]
	v_sub_f32_e32 v72, v126, v96
.Ltmp38:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[74:75], v[64:65], v[66:67]
	v_pk_add_f32 v[96:97], v[68:69], v[70:71]
	v_pk_add_f32 v[102:103], v[98:99], v[100:101]
	v_pk_add_f32 v[104:105], v[76:77], v[78:79]
	v_pk_add_f32 v[106:107], v[80:81], v[82:83]
	v_pk_add_f32 v[108:109], v[84:85], v[86:87]
	v_pk_add_f32 v[110:111], v[88:89], v[90:91]
	v_pk_add_f32 v[112:113], v[92:93], v[94:95]
	v_pk_add_f32 v[74:75], v[74:75], v[96:97]
	v_pk_add_f32 v[96:97], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[112:113]
	v_pk_add_f32 v[74:75], v[74:75], v[96:97]
	v_pk_add_f32 v[96:97], v[102:103], v[104:105]
.Ltmp39:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:150:29 ]
	v_exp_f32_e32 v72, v72
.Ltmp40:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_pk_add_f32 v[74:75], v[74:75], v[96:97]
.Ltmp41:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v73, v74, v75
.Ltmp43:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v92, v93, 1.0
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp45:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cselect_b32 s2, 1, 0
.Ltmp46:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp47:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:150:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	.loc	1 0 0                           ; triton_peers.py:0 @[ triton_peers.py:150:29 ]
	v_and_b32_e32 v75, 0xc00, v116
	v_add_u32_e32 v78, s13, v114
	v_and_b32_e32 v76, 0x280, v124
	v_lshrrev_b32_e32 v77, 5, v75
	v_add3_u32 v75, v78, v115, v75
	v_add3_u32 v75, v75, v76, v77
	ds_read_b64_tr_b8 v[76:77], v75
	ds_read_b64_tr_b8 v[84:85], v75 offset:32
	ds_read_b64_tr_b8 v[92:93], v75 offset:64
	ds_read_b64_tr_b8 v[100:101], v75 offset:96
	ds_read_b64_tr_b8 v[78:79], v75 offset:256
	ds_read_b64_tr_b8 v[86:87], v75 offset:288
	ds_read_b64_tr_b8 v[94:95], v75 offset:320
	ds_read_b64_tr_b8 v[102:103], v75 offset:352
	ds_read_b64_tr_b8 v[80:81], v75 offset:4224
	ds_read_b64_tr_b8 v[88:89], v75 offset:4256
	ds_read_b64_tr_b8 v[96:97], v75 offset:4288
	ds_read_b64_tr_b8 v[104:105], v75 offset:4320
	ds_read_b64_tr_b8 v[82:83], v75 offset:4480
	ds_read_b64_tr_b8 v[90:91], v75 offset:4512
	ds_read_b64_tr_b8 v[98:99], v75 offset:4544
	ds_read_b64_tr_b8 v[106:107], v75 offset:4576
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:150:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:150:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[76:83], v[64:71], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[84:91], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[92:99], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[100:107], v[64:71], v[0:15]
.LBB0_19:
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:150:29 ] ] ]
	v_add_f32_e32 v64, v73, v74
.Ltmp49:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:150:29 ]
	v_fmac_f32_e32 v64, v127, v72
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:150:29 ]
	v_cndmask_b32_e64 v64, v127, v64, s[0:1]
.Ltmp50:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s8
	v_rcp_f32_e32 v66, v65
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v67, s19, 5, v123
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v80, s16, v67
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_scale_f32 v67, vcc, s8, v64, s8
	v_fma_f32 v68, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v68, v66
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s4, s18
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_mul_f32_e32 v68, v67, v66
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v69, -v65, v68, v67
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fmac_f32_e32 v68, v69, v66
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s5, s17
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v65, -v65, v68, v67
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v80, s3
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_div_fmas_f32 v65, v65, v66, v68
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_fixup_f32 v64, v65, v64, s8
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[64:65], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	s_addc_u32 s1, s3, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v48, v49
	v_cvt_pk_bf16_f32 v1, v50, v51
	v_cvt_pk_bf16_f32 v2, v52, v53
	v_cvt_pk_bf16_f32 v3, v54, v55
	v_cvt_pk_bf16_f32 v4, v56, v57
	v_cvt_pk_bf16_f32 v5, v58, v59
	v_cvt_pk_bf16_f32 v6, v60, v61
	v_cvt_pk_bf16_f32 v7, v62, v63
	v_cvt_pk_bf16_f32 v8, v32, v33
	v_cvt_pk_bf16_f32 v9, v34, v35
	v_cvt_pk_bf16_f32 v10, v36, v37
	v_cvt_pk_bf16_f32 v11, v38, v39
	v_cvt_pk_bf16_f32 v12, v40, v41
	v_cvt_pk_bf16_f32 v14, v44, v45
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[32:33], v[80:81], 1, s[0:1]
	v_mov_b32_e32 v123, 0
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v13, v42, v43
	v_cvt_pk_bf16_f32 v15, v46, v47
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cvt_pk_bf16_f32 v18, v20, v21
	v_cvt_pk_bf16_f32 v19, v22, v23
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[122:123]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v20, v24, v25
	v_cvt_pk_bf16_f32 v21, v26, v27
	v_cvt_pk_bf16_f32 v22, v28, v29
	v_cvt_pk_bf16_f32 v23, v30, v31
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
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[0:3], off
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[32:33], v[16:19], off offset:128
	global_store_dwordx4 v[32:33], v[20:23], off offset:160
	global_store_dwordx4 v[32:33], v[24:27], off offset:192
	global_store_dwordx4 v[32:33], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp51:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 132
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
	.set .Lattn_fwd.private_seg_size, 132
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10628
; TotalNumSgprs: 35
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 132
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
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
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
    .private_segment_fixed_size: 132
    .sgpr_count:     35
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 42
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
