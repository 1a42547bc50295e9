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
; %bb.57:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.58:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx8 s[20:27], s[4:5], 0x28
	s_load_dword s28, s[4:5], 0x48
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s22
	v_cvt_f32_u32_e32 v1, s0
	v_and_b32_e32 v6, 0x3ff, v0
	s_xor_b32 s1, s17, s22
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s3, v6
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v1, v1
	s_sub_i32 s6, 0, s0
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s22, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v7, 63, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v47, 4, v6
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s3, v1
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
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_lshl_b32 s30, s22, 6
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_sub_i32 s31, s0, s1
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s30, v7
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s23, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s29, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v127, 3, v13
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s1, s0, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v12, 32, v127
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s8, s0
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s2, s24, s17
	.loc	1 129 18 is_stmt 1              ; triton_peers.py:129:18
	v_or_b32_e32 v1, s29, v127
	v_or_b32_e32 v3, s29, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s9, s1
	s_ashr_i32 s3, s2, 31
	s_add_u32 s0, s0, s2
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v1, s25
	v_mul_lo_u32 v4, v3, s25
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s1, s1, s3
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_lshl_add_u32 v8, s25, 6, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_lshl_add_u32 v10, s25, 5, v8
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[4:5]
	.loc	1 132 21 is_stmt 1              ; triton_peers.py:132:21
	v_mov_b32_e32 v5, 0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[14:15], s[0:1], 0, v[2:3]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v2, 0x70, v47
	.loc	1 132 21 is_stmt 0              ; triton_peers.py:132:21
	v_mov_b32_e32 v3, v5
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[18:21], v[14:15], off
	global_load_dwordx4 v[22:25], v[16:17], off
	global_load_dwordx4 v[26:29], v[8:9], off
	global_load_dwordx4 v[30:33], v[10:11], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v1, 2, v13
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v1, s29, v1
	v_or_b32_e32 v9, 64, v1
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v8, v1, s25
	.loc	1 132 30                        ; triton_peers.py:132:30
	s_movk_i32 s2, 0x70
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v14, 4, v13
	.loc	1 131 57 is_stmt 1              ; triton_peers.py:131:57
	v_mul_lo_u32 v10, v9, s25
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_and_b32_e32 v4, 48, v47
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v15, v14, v13, s2 bitop3:0x78
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v1, 0, v15
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	.loc	1 134 26                        ; triton_peers.py:134:26
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[4:5]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[4:5]
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s26, s18
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v48, 3, v6
	s_movk_i32 s0, 0x60
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v4, 2, v6
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s1, 31
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v1, v[18:21]
	s_waitcnt vmcnt(2)
	ds_write_b128 v1, v[22:25] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v1, v[26:29] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v1, v[30:33] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 134 18                        ; triton_peers.py:134:18
	global_load_dwordx4 v[22:25], v[8:9], off offset:128
	global_load_dwordx4 v[26:29], v[10:11], off offset:128
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v8, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v1, 32, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v0, 48, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v9, 7, v8
	v_lshrrev_b32_e32 v10, 1, v1
	scratch_store_dword off, v1, off offset:80 ; 4-byte Folded Spill
	v_bitop3_b32 v11, v48, v10, s2 bitop3:0x6c
	v_mov_b32_e32 v16, v10
	v_lshl_or_b32 v1, s22, 12, v9
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v20, v14, v0, 0
.Ltmp4:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_sub_u32_e32 v14, v15, v14
.Ltmp5:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s2, s22, 11
	scratch_store_dword off, v8, off offset:84 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v8, 6, v8
	scratch_store_dwordx2 off, v[16:17], off offset:72 ; 8-byte Folded Spill
	v_bitop3_b32 v10, v4, v10, 48 bitop3:0x6c
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v16, v1, v11
	v_bitop3_b32 v1, v1, s0, v11 bitop3:0x36
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s31, s27
.Ltmp6:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v14, 4, v14
.Ltmp7:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s1, s10, s1
.Ltmp8:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v21, v14, v7
.Ltmp9:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_or3_b32 v14, s2, v8, v10
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s2, s11, s3
	s_ashr_i32 s3, s0, 31
.Ltmp10:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v127, s28
.Ltmp11:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s0, s1, s0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v17, 0, v16
	v_add_u32_e32 v19, 0, v1
.Ltmp12:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
.Ltmp13:
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s1, s2, s3
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v18, v16, 32, 0
	v_xad_u32 v16, v16, 64, 0
.Ltmp14:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
.Ltmp15:
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[38:41], v17
	ds_read_b128 v[42:45], v18
	ds_read_b128 v[30:33], v16
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[34:37], v19
.Ltmp16:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_lshlrev_b32_e32 v46, 2, v21
.Ltmp17:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_add_u32_e32 v15, 0, v14
	.loc	1 142 16                        ; triton_peers.py:142:16
	s_sub_i32 s24, s21, s20
.Ltmp18:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
.Ltmp19:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v14, v14, 32, 0
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s16, s24, s29
.Ltmp20:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_bpermute_b32 v0, v46, v0
.Ltmp21:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp22:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_bpermute_b32 v1, v46, v1
	v_cmp_gt_i32_e64 s[2:3], s16, 0
.Ltmp23:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt vmcnt(4)
	ds_write_b128 v20, v[22:25]
	s_waitcnt vmcnt(3)
	ds_write_b128 v20, v[26:29] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[104:107], v15
	.loc	1 137 22                        ; triton_peers.py:137:22
	ds_read_b128 v[16:19], v14
.Ltmp24:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_lshrrev_b64 v[14:15], v21, s[2:3]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s16, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v14, 1, v14
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s19, s22, 10
	v_accvgpr_write_b32 a71, v21
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_add_i32 m0, s19, 0x3160
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_2:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v22, 4, v13
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_lshlrev_b32_e32 v13, 2, v13
	s_lshl_b32 s8, s22, 4
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v22, s28
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_xor_b32_e32 v14, s8, v13
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_sub_u32_e32 v13, v14, v13
.Ltmp25:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v4, 60, v4
.Ltmp26:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v13, 2, v13
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	s_mov_b64 s[2:3], 0x80
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s33, s22, 8
	v_add_u32_e32 v20, v13, v7
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_lshlrev_b32_e32 v21, 2, v20
	s_and_b64 s[8:9], s[6:7], exec
	ds_bpermute_b32 v0, v21, v0
	ds_bpermute_b32 v1, v21, v1
	s_cselect_b32 s8, 1, 0
	v_cmp_ne_u32_e64 s[8:9], s8, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[14:15], v20, s[8:9]
	v_and_b32_e32 v13, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v13
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_add_i32 m0, s33, 0x6160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_4:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[8:9]
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v23, 16, v22
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v0, v23, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], s[6:7], exec
	s_load_dwordx2 s[8:9], s[4:5], 0x4c
	ds_bpermute_b32 v0, v21, v0
	ds_bpermute_b32 v1, v21, v1
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[14:15], v20, s[2:3]
	v_and_b32_e32 v13, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v13
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_add_i32 m0, s33, 0x6560
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.Ltmp27:
.LBB0_6:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[2:3]
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s8, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s31, s31, s9
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s3, s13, s3
	s_ashr_i32 s8, s31, 31
	s_load_dword s23, s[4:5], 0x54
	s_add_u32 s2, s2, s31
	s_addc_u32 s3, s3, s8
.Ltmp28:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v0, 1, v6
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[6:7], s[6:7], exec
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v125, 28, v0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s6, 1, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v14, s22, v125
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s6, 1
	s_mul_i32 s44, s22, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mul_lo_u32 v0, v14, s23
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s44
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_8:
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v12, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_bpermute_b32 v0, v46, v0
	ds_bpermute_b32 v1, v46, v1
	v_cmp_gt_i32_e64 s[8:9], s16, 32
	v_accvgpr_read_b32 v12, a71
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s16, 32
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_lshrrev_b64 v[12:13], v12, s[8:9]
	v_and_b32_e32 v12, 1, v12
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[6:7], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_cmp_eq_u32_e32 vcc, 1, v12
	; asyncmark
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	s_add_i32 m0, s19, 0x4160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[0:1], off
.LBB0_10:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[8:9]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 32, v22
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v0, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	s_mov_b64 s[8:9], 0x80
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_and_b64 s[10:11], s[6:7], exec
	ds_bpermute_b32 v0, v21, v0
	ds_bpermute_b32 v1, v21, v1
	s_cselect_b32 s10, 1, 0
	v_cmp_ne_u32_e64 s[10:11], s10, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[12:13], v20, s[10:11]
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	s_add_i32 m0, s33, 0x6960
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_12:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[10:11]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 48, v22
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v0, v0, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_and_b64 s[8:9], s[6:7], exec
	ds_bpermute_b32 v0, v21, v0
	ds_bpermute_b32 v1, v21, v1
	s_cselect_b32 s8, 1, 0
	v_cmp_ne_u32_e64 s[8:9], s8, 0
	s_nop 1
	v_lshrrev_b64 v[12:13], v20, s[8:9]
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_add_i32 m0, s33, 0x6d60
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[0:1], off
.LBB0_14:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[8:9]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
	v_accvgpr_write_b32 a121, v48
	v_accvgpr_write_b32 a32, v47
	v_accvgpr_write_b32 a118, v21
	v_accvgpr_write_b32 a116, v20
	v_accvgpr_write_b32 a100, v46
	s_cmp_lg_u32 s6, 1
	scratch_store_dword off, v23, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v22, off offset:96 ; 4-byte Folded Spill
	; asyncmark
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v0, 32, v14
	v_mul_lo_u32 v0, v0, s23
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s44, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_16:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[2:3]
	v_accvgpr_write_b32 a81, v1
	v_accvgpr_write_b32 a80, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[4:5]
	v_accvgpr_write_b32 a125, v1
	v_accvgpr_write_b32 a124, v0
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[2:3]
	scratch_store_dword off, v14, off offset:92 ; 4-byte Folded Spill
.Ltmp29:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[14:15], 24, v[104:105]
	v_accvgpr_write_b32 a63, v1
	v_accvgpr_write_b32 a62, v0
	v_add_u32_e32 v0, s30, v7
	v_and_b32_e32 v1, 16, v6
	s_load_dword s38, s[4:5], 0x20
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[20:21], 24, v[30:31]
	v_accvgpr_write_b32 a47, v1
	v_lshrrev_b32_e32 v5, 4, v0
	v_lshrrev_b32_e32 v4, 3, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, v14
	v_lshrrev_b64 v[26:27], 24, v[32:33]
	; asyncmark
	; wait_asyncmark(3)
.Ltmp30:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(3) lgkmcnt(0)
	s_barrier
	scratch_store_dwordx2 off, v[0:1], off  ; 8-byte Folded Spill
	v_mov_b32_e32 v0, v20
.Ltmp31:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[22:23], 24, v[40:41]
	v_lshrrev_b64 v[46:47], 24, v[42:43]
	v_lshrrev_b64 v[62:63], 24, v[36:37]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v96, 16, v105
	v_lshrrev_b32_e32 v126, 24, v105
	v_lshrrev_b64 v[50:51], 24, v[106:107]
	v_lshrrev_b64 v[60:61], 24, v[16:17]
	v_lshrrev_b64 v[68:69], 24, v[18:19]
	s_movk_i32 s0, 0x60
	scratch_store_dwordx2 off, v[0:1], off offset:44 ; 8-byte Folded Spill
	scratch_store_dword off, v96, off offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v126, off offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v26
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v80, 8, v39
	v_lshrrev_b32_e32 v81, 8, v40
	v_lshrrev_b32_e32 v82, 8, v41
	v_lshrrev_b32_e32 v23, 16, v41
	v_lshrrev_b32_e32 v24, 24, v41
	v_lshrrev_b32_e32 v83, 8, v42
	v_lshrrev_b32_e32 v28, 16, v42
	v_lshrrev_b32_e32 v84, 8, v43
	v_lshrrev_b32_e32 v47, 16, v43
	v_lshrrev_b32_e32 v48, 24, v43
	v_lshrrev_b32_e32 v85, 8, v44
	v_lshrrev_b64 v[100:101], 24, v[44:45]
	v_lshrrev_b32_e32 v86, 8, v45
	v_lshrrev_b32_e32 v55, 16, v45
	v_lshrrev_b32_e32 v57, 24, v45
	v_lshrrev_b32_e32 v76, 8, v30
	v_lshrrev_b32_e32 v78, 8, v31
	v_lshrrev_b32_e32 v21, 24, v31
	v_lshrrev_b32_e32 v88, 8, v32
	v_lshrrev_b32_e32 v25, 16, v32
	v_lshrrev_b32_e32 v89, 8, v33
	v_lshrrev_b32_e32 v27, 16, v33
	v_lshrrev_b32_e32 v29, 24, v33
	v_lshrrev_b32_e32 v90, 8, v34
	v_lshrrev_b32_e32 v49, 16, v34
	v_lshrrev_b64 v[52:53], 24, v[34:35]
	v_lshrrev_b32_e32 v91, 8, v35
	v_lshrrev_b32_e32 v54, 16, v35
	v_lshrrev_b32_e32 v56, 24, v35
	v_lshrrev_b32_e32 v92, 8, v36
	v_lshrrev_b32_e32 v59, 16, v36
	v_lshrrev_b32_e32 v93, 8, v37
	v_lshrrev_b32_e32 v63, 16, v37
	v_lshrrev_b32_e32 v65, 24, v37
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v70, 8, v104
	v_lshrrev_b32_e32 v71, 8, v105
	v_lshrrev_b32_e32 v72, 8, v106
	v_lshrrev_b32_e32 v73, 8, v107
	v_lshrrev_b32_e32 v74, 8, v16
	v_lshrrev_b32_e32 v75, 8, v17
	v_lshrrev_b32_e32 v61, 16, v17
	v_lshrrev_b32_e32 v64, 24, v17
	v_lshrrev_b32_e32 v77, 8, v18
	v_lshrrev_b32_e32 v66, 16, v18
	v_lshrrev_b32_e32 v79, 8, v19
	v_lshrrev_b32_e32 v67, 16, v19
	v_lshrrev_b32_e32 v69, 24, v19
.Ltmp32:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_sub_i32 s10, s16, 64
	v_bitop3_b32 v113, v11, s0, v9 bitop3:0x36
	v_or_b32_e32 v118, v10, v8
	v_bitop3_b32 v119, v10, 32, v8 bitop3:0x36
	scratch_store_dwordx2 off, v[0:1], off offset:36 ; 8-byte Folded Spill
	v_mov_b32_e32 v0, v50
.Ltmp33:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v117, 8, v38
	v_lshrrev_b32_e32 v124, 16, v38
	v_lshrrev_b64 v[102:103], 24, v[38:39]
	v_lshrrev_b32_e32 v12, 16, v39
	v_lshrrev_b32_e32 v112, 24, v39
	v_lshrrev_b32_e32 v116, 16, v40
	v_lshrrev_b32_e32 v108, 16, v44
	v_lshrrev_b32_e32 v114, 16, v30
	v_lshrrev_b32_e32 v13, 16, v31
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v121, 16, v104
	v_lshrrev_b32_e32 v15, 16, v106
	v_lshrrev_b32_e32 v51, 16, v107
	v_lshrrev_b32_e32 v53, 24, v107
	v_lshrrev_b32_e32 v58, 16, v16
.Ltmp34:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_lt_i32 s10, 1
	v_or_b32_e32 v123, v11, v9
	v_bitop3_b32 v122, v11, 32, v9 bitop3:0x36
	v_bitop3_b32 v109, v11, 64, v9 bitop3:0x36
	v_lshlrev_b32_e32 v115, 9, v6
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0xff800000
	v_accvgpr_write_b32 a16, v118
	v_accvgpr_write_b32 a17, v119
	v_accvgpr_write_b32 a18, v113
	v_accvgpr_write_b32 a27, v19
	v_accvgpr_write_b32 a26, v18
	v_accvgpr_write_b32 a25, v17
	v_accvgpr_write_b32 a24, v16
	v_accvgpr_write_b32 a28, v30
	v_accvgpr_write_b32 a29, v31
	v_accvgpr_write_b32 a30, v32
	v_accvgpr_write_b32 a31, v33
	v_accvgpr_write_b32 a34, v34
	v_accvgpr_write_b32 a35, v35
	v_accvgpr_write_b32 a36, v36
	v_accvgpr_write_b32 a37, v37
	v_accvgpr_write_b32 a38, v38
	v_accvgpr_write_b32 a39, v39
	v_accvgpr_write_b32 a40, v40
	v_accvgpr_write_b32 a41, v41
	v_accvgpr_write_b32 a42, v42
	v_accvgpr_write_b32 a43, v43
	v_accvgpr_write_b32 a44, v44
	v_accvgpr_write_b32 a45, v45
	v_accvgpr_write_b32 a56, v22
	v_accvgpr_write_b32 a57, v21
	v_accvgpr_write_b32 a58, v23
	v_accvgpr_write_b32 a59, v24
	v_accvgpr_write_b32 a60, v25
	v_accvgpr_write_b32 a61, v28
	v_accvgpr_write_b32 a64, v46
	v_accvgpr_write_b32 a52, v27
	v_accvgpr_write_b32 a65, v29
	v_accvgpr_write_b32 a66, v47
	v_accvgpr_write_b32 a67, v48
	scratch_store_dwordx2 off, v[0:1], off offset:12 ; 8-byte Folded Spill
	v_accvgpr_write_b32 a69, v49
	v_accvgpr_write_b32 a72, v52
	v_accvgpr_write_b32 a74, v54
	v_accvgpr_write_b32 a75, v55
	v_accvgpr_write_b32 a76, v56
	v_accvgpr_write_b32 a77, v57
	v_mov_b32_e32 v0, v60
	v_accvgpr_write_b32 a79, v59
	v_accvgpr_write_b32 a82, v62
	v_accvgpr_write_b32 a73, v61
	v_accvgpr_write_b32 a83, v63
	v_accvgpr_write_b32 a84, v64
	v_accvgpr_write_b32 a85, v65
	v_accvgpr_write_b32 a86, v66
	v_accvgpr_write_b32 a88, v68
	v_accvgpr_write_b32 a87, v67
	v_accvgpr_write_b32 a89, v69
	v_accvgpr_write_b32 a90, v70
	v_accvgpr_write_b32 a91, v71
	v_accvgpr_write_b32 a92, v72
	v_accvgpr_write_b32 a93, v73
	v_accvgpr_write_b32 a94, v74
	v_accvgpr_write_b32 a95, v75
	v_accvgpr_write_b32 a96, v76
	v_accvgpr_write_b32 a98, v77
	v_accvgpr_write_b32 a99, v78
	v_accvgpr_write_b32 a102, v79
	v_accvgpr_write_b32 a103, v88
	v_accvgpr_write_b32 a104, v80
	v_accvgpr_write_b32 a105, v89
	v_accvgpr_write_b32 a106, v81
	v_accvgpr_write_b32 a107, v90
	v_accvgpr_write_b32 a108, v82
	v_accvgpr_write_b32 a109, v91
	v_accvgpr_write_b32 a110, v83
	v_accvgpr_write_b32 a111, v92
	v_accvgpr_write_b32 a112, v84
	v_accvgpr_write_b32 a113, v93
	v_accvgpr_write_b32 a114, v85
	v_accvgpr_write_b32 a115, v86
	v_accvgpr_write_b32 a120, v100
	scratch_store_dword off, v12, off offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v13, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v15, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v51, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v58, off offset:52 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], off offset:24 ; 8-byte Folded Spill
	scratch_store_dword off, v125, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v4, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v5, off offset:108 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_20
; %bb.17:                               ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v0, v45, v86, s0
	v_perm_b32 v1, v55, v57, s0
	v_lshl_or_b32 v87, v1, 16, v0
	v_perm_b32 v0, v44, v85, s0
	v_perm_b32 v1, v108, v100, s0
	v_lshl_or_b32 v86, v1, 16, v0
	v_perm_b32 v0, v43, v84, s0
	v_perm_b32 v1, v47, v48, s0
	v_lshl_or_b32 v85, v1, 16, v0
	v_perm_b32 v0, v42, v83, s0
	v_perm_b32 v1, v28, v46, s0
	v_lshl_or_b32 v84, v1, 16, v0
	v_perm_b32 v0, v41, v82, s0
	v_perm_b32 v1, v23, v24, s0
	v_lshl_or_b32 v83, v1, 16, v0
	v_perm_b32 v0, v40, v81, s0
	v_perm_b32 v1, v116, v22, s0
	v_lshl_or_b32 v82, v1, 16, v0
	v_perm_b32 v0, v39, v80, s0
	v_perm_b32 v1, v12, v112, s0
	v_lshl_or_b32 v81, v1, 16, v0
	v_perm_b32 v0, v38, v117, s0
	v_perm_b32 v1, v124, v102, s0
	v_lshl_or_b32 v80, v1, 16, v0
	v_perm_b32 v0, v37, v93, s0
	v_perm_b32 v1, v63, v65, s0
	v_lshl_or_b32 v95, v1, 16, v0
	v_perm_b32 v0, v35, v91, s0
	v_perm_b32 v1, v54, v56, s0
	v_lshl_or_b32 v93, v1, 16, v0
	v_perm_b32 v0, v34, v90, s0
	v_perm_b32 v1, v49, v52, s0
	v_perm_b32 v2, v36, v92, s0
	v_lshl_or_b32 v92, v1, 16, v0
	v_perm_b32 v0, v33, v89, s0
	v_perm_b32 v1, v27, v29, s0
	v_lshl_or_b32 v91, v1, 16, v0
	v_perm_b32 v0, v32, v88, s0
	v_perm_b32 v1, v25, v26, s0
	v_lshl_or_b32 v90, v1, 16, v0
	v_perm_b32 v0, v31, v78, s0
	v_perm_b32 v1, v13, v21, s0
	v_lshl_or_b32 v89, v1, 16, v0
	v_perm_b32 v0, v30, v76, s0
	v_perm_b32 v1, v114, v20, s0
	v_lshl_or_b32 v88, v1, 16, v0
	v_perm_b32 v0, v19, v79, s0
	v_perm_b32 v1, v67, v69, s0
	v_lshl_or_b32 v103, v1, 16, v0
	v_perm_b32 v0, v17, v75, s0
	v_perm_b32 v1, v61, v64, s0
	v_lshl_or_b32 v101, v1, 16, v0
	v_perm_b32 v0, v16, v74, s0
	v_perm_b32 v1, v58, v60, s0
	v_lshl_or_b32 v100, v1, 16, v0
	v_perm_b32 v0, v107, v73, s0
	v_perm_b32 v1, v51, v53, s0
	v_lshl_or_b32 v99, v1, 16, v0
	v_perm_b32 v0, v106, v72, s0
	v_perm_b32 v1, v15, v50, s0
	v_lshl_or_b32 v98, v1, 16, v0
	v_perm_b32 v0, v105, v71, s0
	v_perm_b32 v1, v96, v126, s0
	v_lshl_or_b32 v97, v1, 16, v0
	v_perm_b32 v0, v104, v70, s0
	v_perm_b32 v1, v121, v14, s0
	v_lshl_or_b32 v96, v1, 16, v0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s22, v125
	v_or_b32_e32 v64, 64, v0
	v_add_u32_e32 v0, 0x50, v5
	v_mul_lo_u32 v0, s28, v0
	v_accvgpr_write_b32 a54, v0
	v_or_b32_e32 v0, 64, v5
	v_mul_lo_u32 v0, s28, v0
	v_perm_b32 v3, v59, v62, s0
	v_accvgpr_write_b32 a48, v0
	v_or_b32_e32 v0, 64, v4
	v_lshl_or_b32 v94, v3, 16, v2
	v_perm_b32 v2, v18, v77, s0
	v_perm_b32 v3, v66, v68, s0
	v_mul_lo_u32 v0, s28, v0
	v_mov_b32_e32 v62, 0
	v_and_b32_e32 v65, 0xc00, v115
	v_accvgpr_write_b32 a119, v127
	v_accvgpr_write_b32 a117, v108
	v_accvgpr_write_b32 a53, v116
	v_accvgpr_write_b32 a49, v112
	v_accvgpr_write_b32 a101, v117
	v_accvgpr_write_b32 a19, v124
	v_accvgpr_write_b32 a46, v102
	v_accvgpr_write_b32 a50, v114
	v_lshl_or_b32 v102, v3, 16, v2
	v_accvgpr_write_b32 a20, v104
	v_accvgpr_write_b32 a21, v105
	v_accvgpr_write_b32 a22, v106
	v_accvgpr_write_b32 a23, v107
	v_accvgpr_write_b32 a33, v121
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s11, s23, 5
	s_lshl_b32 s12, s28, 5
	s_mov_b32 s7, 0
	s_movk_i32 s9, 0x3160
	s_movk_i32 s2, 0x4160
	s_movk_i32 s8, 0x6160
	s_movk_i32 s3, 0x6960
	s_movk_i32 s6, 0x1080
	v_accvgpr_write_b32 a68, v0
	s_mov_b32 s13, 1
	s_mov_b64 s[0:1], 0x80
	s_mov_b32 s25, 0
	s_mov_b32 s26, 0
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
	v_accvgpr_write_b32 a51, v115
	v_accvgpr_write_b32 a70, v65
	v_mul_lo_u32 v112, s23, v64
	v_mov_b32_e32 v104, 0xff800000
	v_mov_b32_e32 v105, 0
	v_accvgpr_mov_b32 a97, a71
	v_accvgpr_read_b32 v117, a100
	v_accvgpr_read_b32 v124, a116
	v_accvgpr_read_b32 v127, a118
	v_accvgpr_mov_b32 a123, a81
	v_accvgpr_mov_b32 a122, a80
	v_accvgpr_read_b32 v120, a124
	v_accvgpr_read_b32 v121, a125
	v_accvgpr_mov_b32 a127, a63
	v_accvgpr_mov_b32 a126, a62
	v_accvgpr_read_b32 v126, a32
	v_accvgpr_read_b32 v116, a121
	v_accvgpr_read_b32 v107, a47
.LBB0_18:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s31, s9
	s_mov_b32 s9, s2
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s2, s13, 1
	v_accvgpr_read_b32 v64, a68
	v_accvgpr_read_b32 v65, a48
	s_cmp_lt_i32 s2, 3
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s25, v64
	v_add_u32_e32 v114, s25, v65
	v_accvgpr_read_b32 v65, a54
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s13, s2, 0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v110, s25, v65
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v66, a122
	v_accvgpr_read_b32 v67, a123
	s_mov_b32 s27, s7
	s_mov_b32 s7, s6
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s6, s13, 12
	v_accvgpr_read_b32 v66, a97
	s_add_i32 s2, s6, 0x3160
	v_lshrrev_b64 v[66:67], v66, exec
	s_mov_b32 s30, s8
	s_mov_b32 s8, s3
	s_add_i32 s3, s2, s19
	ds_bpermute_b32 v64, v117, v64
	ds_bpermute_b32 v65, v117, v65
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	v_mov_b32_e32 v66, s3
	v_bfrev_b32_e32 v108, -2
	v_cndmask_b32_e32 v66, v108, v66, vcc
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v115, 31, v114
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_readfirstlane_b32 s3, v66
	s_mov_b32 m0, s3
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v111, 31, v110
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
	v_add_u32_e32 v64, s31, v123
	; asyncmark
	ds_read_b128 a[0:3], v64
	v_add_u32_e32 v64, s31, v122
	ds_read_b128 a[4:7], v64
	v_add_u32_e32 v64, s31, v109
	ds_read_b128 a[8:11], v64
	v_add_u32_e32 v64, s31, v113
	ds_read_b128 a[12:15], v64
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s31, s13, 11
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[114:115], v[120:121], 0, v[114:115]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 s3, s31, 0x6160
	s_add_i32 s31, s31, s33
	v_mov_b32_e32 v125, v122
	v_mov_b32_e32 v106, v123
	v_lshrrev_b64 v[122:123], v124, exec
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[114:115], v[114:115], 0, s[0:1]
	v_lshl_add_u64 v[110:111], v[120:121], 0, v[110:111]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 s34, s31, 0x6160
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[110:111], v[110:111], 0, s[0:1]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_bpermute_b32 v114, v127, v114
	ds_bpermute_b32 v115, v127, v115
	s_addk_i32 s31, 0x6560
	ds_bpermute_b32 v110, v127, v110
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[88:95], v[64:79]
	v_accvgpr_write_b32 a8, v109
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v109, 1, v122
	v_cmp_eq_u32_e32 vcc, 1, v109
	v_mov_b32_e32 v109, s34
	ds_bpermute_b32 v111, v127, v111
	v_cndmask_b32_e32 v109, v108, v109, vcc
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s26, s26, 32
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_readfirstlane_b32 s34, v109
	v_mov_b32_e32 v109, s31
	v_cndmask_b32_e32 v108, v108, v109, vcc
	s_mov_b32 m0, s34
	v_readfirstlane_b32 s31, v108
	s_waitcnt lgkmcnt(2)
	global_load_lds_dword v[114:115], off
	s_mov_b32 m0, s31
	v_add_u32_e32 v108, s30, v118
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[110:111], off
	; asyncmark
	ds_read_b128 a[0:3], v108
	v_add_u32_e32 v108, s30, v119
	ds_read_b128 a[4:7], v108
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[96:103], v[64:79]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s30, s6, 5
	s_add_i32 s6, s6, s30
	s_add_i32 m0, s6, s44
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s25, s25, s12
	s_cmp_lt_i32 s26, s10
.Ltmp35:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 14
	v_max_f32_e32 v108, v65, v65
	v_max_f32_e32 v109, v64, v64
	v_max_f32_e32 v108, v109, v108
	v_max3_f32 v109, v67, v68, v69
	v_max3_f32 v111, v73, v74, v75
	v_max3_f32 v113, v76, v77, v78
	v_max3_f32 v110, v70, v71, v72
	v_max3_f32 v108, v108, v66, v109
	v_max3_f32 v109, v111, v113, v79
	v_max3_f32 v108, v108, v110, v109
.Ltmp36:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v109, v108
	s_nop 1
	v_permlane32_swap_b32_e32 v108, v109
.Ltmp37:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v109, v109, v109
	v_max_f32_e32 v108, v108, v108
	v_max_f32_e32 v108, v108, v109
.Ltmp38:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v108, s38, v108
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v109, v104, v104
	v_max_f32_e32 v110, v109, v108
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[72:73], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[74:75], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[122:123], s[38:39], v[76:77], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[38:39], v[78:79], v[110:111] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v76, v64
	v_exp_f32_e32 v77, v65
	v_exp_f32_e32 v78, v66
	v_exp_f32_e32 v79, v67
	v_exp_f32_e32 v72, v68
	v_exp_f32_e32 v73, v69
	v_exp_f32_e32 v74, v70
	v_exp_f32_e32 v75, v71
	v_exp_f32_e32 v68, v108
	v_exp_f32_e32 v69, v109
	v_exp_f32_e32 v70, v114
	v_exp_f32_e32 v71, v115
	v_exp_f32_e32 v64, v122
	v_exp_f32_e32 v65, v123
	v_exp_f32_e32 v66, v118
	v_exp_f32_e32 v67, v119
.Ltmp39:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[108:109], v[76:77], v[78:79]
	v_pk_add_f32 v[114:115], v[72:73], v[74:75]
	v_pk_add_f32 v[118:119], v[68:69], v[70:71]
	v_pk_add_f32 v[122:123], v[64:65], v[66:67]
	v_pk_add_f32 v[108:109], v[108:109], v[114:115]
	v_pk_add_f32 v[114:115], v[118:119], v[122:123]
.Ltmp40:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v104, v104, v110
.Ltmp41:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[108:109], v[108:109], v[114:115]
.Ltmp42:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v104, v104
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v108, v108, v109
.Ltmp44:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v109, v108
	s_nop 1
	v_permlane32_swap_b32_e32 v108, v109
.Ltmp45:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v111, v108, v109
.Ltmp46:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v111, v105, v104
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[104:105] op_sel_hi:[1,0]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v113, 31, v112
	v_accvgpr_read_b32 v104, a126
	v_accvgpr_read_b32 v105, a127
	v_lshl_add_u64 v[104:105], v[104:105], 0, v[112:113]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[104:105], off
	v_and_b32_e32 v104, 0x80, v126
	v_add_u32_e32 v104, s27, v104
	v_accvgpr_read_b32 v108, a70
	v_add3_u32 v104, v104, v107, v108
	v_and_b32_e32 v105, 0x108, v116
	v_lshrrev_b32_e32 v108, 5, v108
	v_add3_u32 v108, v104, v105, v108
	; asyncmark
	ds_read_b64_tr_b8 a[4:5], v108 offset:512
	ds_read_b64_tr_b8 a[6:7], v108
	ds_read_b64_tr_b8 a[0:1], v108 offset:32
	ds_read_b64_tr_b8 a[2:3], v108 offset:544
	ds_read_b64_tr_b8 v[114:115], v108 offset:64
	ds_read_b64_tr_b8 v[122:123], v108 offset:576
	ds_read_b64_tr_b8 v[104:105], v108 offset:96
	ds_read_b64_tr_b8 v[108:109], v108 offset:608
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v76, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v68, v69, 1.0
	s_nop 0
	v_permlane32_swap_b32_e32 v76, v77
	v_cvt_scalef32_pk_fp8_f32 v69, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v70, v71, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[6:7], v[76:77], v[48:63]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v69, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v119, a17
	s_nop 0
	v_permlane32_swap_b32_e32 v68, v69
	v_accvgpr_read_b32 v118, a16
	v_accvgpr_read_b32 v113, a18
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v112, s11, v112
	; wait_asyncmark(3)
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(4) lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[0:1], v[76:77], v[32:47]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[114:115], v[76:77], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[104:105], v[76:77], v[0:15]
	v_mov_b32_e32 v104, v110
	v_mov_b32_e32 v105, v111
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[4:5], v[68:69], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[2:3], v[68:69], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[122:123], v[68:69], v[16:31]
	v_mov_b32_e32 v123, v106
	v_mov_b32_e32 v122, v125
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[108:109], v[68:69], v[0:15]
	v_accvgpr_read_b32 v109, a8
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_18
; %bb.19:                               ; %Flow1590
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	scratch_load_dword v115, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v126, off, off offset:64 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v107, a23
	v_accvgpr_read_b32 v106, a22
	v_accvgpr_read_b32 v105, a21
	v_accvgpr_read_b32 v104, a20
	v_accvgpr_read_b32 v124, a19
	v_accvgpr_read_b32 v102, a46
	v_accvgpr_read_b32 v121, a33
	v_accvgpr_read_b32 v112, a49
	v_accvgpr_read_b32 v114, a50
	v_accvgpr_read_b32 v116, a53
	v_accvgpr_read_b32 v117, a101
	v_accvgpr_read_b32 v108, a117
	v_accvgpr_read_b32 v100, a120
	v_accvgpr_read_b32 v127, a119
	s_branch .LBB0_21
.LBB0_20:
	v_accvgpr_write_b32 a51, v115
	s_mov_b32 s7, 0
	s_movk_i32 s9, 0x3160
	s_movk_i32 s2, 0x4160
	s_movk_i32 s8, 0x6160
	s_movk_i32 s3, 0x6960
	s_movk_i32 s6, 0x1080
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v12, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v14, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v16, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v18, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v20, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v22, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v24, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v26, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v28, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v30, v1
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v32, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v34, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v36, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v38, v1
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v1
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v45, v1
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v47, v1
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v48, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v50, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v52, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v54, v1
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v62, v1
	v_mov_b32_e32 v115, v96
.LBB0_21:                               ; %Flow1591
	scratch_load_dword v125, off, off offset:68 ; 4-byte Folded Reload
	s_load_dword s45, s[4:5], 0x60
	s_load_dword s46, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s4, s16, 31
	s_cmp_gt_i32 s4, 31
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s4, 32
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s9, v113
	v_add_u32_e32 v65, s9, v109
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[92:95], v65
	v_add_u32_e32 v64, s9, v122
	v_add_u32_e32 v65, s9, v123
	ds_read_b128 a[4:7], v64
	ds_read_b128 a[0:3], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 s5, 0xc0c0004
	v_accvgpr_read_b32 v69, a45
	v_accvgpr_read_b32 v64, a115
	v_perm_b32 v64, v69, v64, s5
	v_accvgpr_read_b32 v65, a75
	v_accvgpr_read_b32 v69, a77
	v_perm_b32 v65, v65, v69, s5
	v_accvgpr_read_b32 v68, a44
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a114
	v_perm_b32 v64, v68, v64, s5
	v_perm_b32 v65, v108, v100, s5
	v_accvgpr_read_b32 v67, a43
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a112
	v_perm_b32 v64, v67, v64, s5
	v_accvgpr_read_b32 v65, a66
	v_accvgpr_read_b32 v67, a67
	v_perm_b32 v65, v65, v67, s5
	v_accvgpr_read_b32 v66, a42
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a110
	v_perm_b32 v64, v66, v64, s5
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v65, v65, v66, s5
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a41
	v_accvgpr_read_b32 v64, a108
	v_perm_b32 v64, v69, v64, s5
	v_accvgpr_read_b32 v65, a58
	v_accvgpr_read_b32 v69, a59
	v_perm_b32 v65, v65, v69, s5
	v_accvgpr_read_b32 v68, a40
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a106
	v_perm_b32 v64, v68, v64, s5
	v_accvgpr_read_b32 v68, a56
	v_perm_b32 v65, v116, v68, s5
	v_accvgpr_read_b32 v67, a39
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a104
	v_accvgpr_read_b32 v66, a38
	v_perm_b32 v64, v67, v64, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v125, v112, s5
	v_lshl_or_b32 v81, v65, 16, v64
	v_perm_b32 v64, v66, v117, s5
	v_perm_b32 v65, v124, v102, s5
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v91, a37
	v_accvgpr_read_b32 v64, a113
	v_accvgpr_read_b32 v65, a83
	v_accvgpr_read_b32 v66, a85
	v_perm_b32 v64, v91, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_accvgpr_read_b32 v90, a36
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a111
	v_accvgpr_read_b32 v65, a79
	v_accvgpr_read_b32 v66, a82
	v_perm_b32 v64, v90, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_accvgpr_read_b32 v89, a35
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a109
	v_accvgpr_read_b32 v65, a74
	v_accvgpr_read_b32 v66, a76
	v_perm_b32 v64, v89, v64, s5
	v_perm_b32 v65, v65, v66, s5
	v_accvgpr_read_b32 v88, a34
	v_lshl_or_b32 v89, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	v_accvgpr_read_b32 v80, a107
	v_accvgpr_read_b32 v81, a69
	v_accvgpr_read_b32 v82, a72
	v_perm_b32 v80, v88, v80, s5
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v88, v81, 16, v80
	v_accvgpr_read_b32 v85, a31
	v_accvgpr_read_b32 v80, a105
	v_perm_b32 v80, v85, v80, s5
	v_accvgpr_read_b32 v81, a52
	v_accvgpr_read_b32 v85, a65
	v_perm_b32 v81, v81, v85, s5
	v_accvgpr_read_b32 v84, a30
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a103
	v_perm_b32 v80, v84, v80, s5
	scratch_load_dwordx2 v[84:85], off, off offset:36 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v81, a60
	v_accvgpr_read_b32 v83, a29
	v_accvgpr_read_b32 v82, a28
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v84, s5
	v_lshl_or_b32 v86, v81, 16, v80
	scratch_load_dword v81, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v80, a99
	v_perm_b32 v80, v83, v80, s5
	v_accvgpr_read_b32 v83, a57
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v83, s5
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a96
	v_perm_b32 v80, v82, v80, s5
	scratch_load_dwordx2 v[82:83], off, off offset:44 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v114, v82, s5
	v_lshl_or_b32 v84, v81, 16, v80
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[92:99], v[84:91], v[64:79]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, v78
	v_mov_b32_e32 v76, v78
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v74, v78
	v_mov_b32_e32 v75, v78
	v_mov_b32_e32 v72, v78
	v_mov_b32_e32 v73, v78
	v_mov_b32_e32 v70, v78
	v_mov_b32_e32 v71, v78
	v_mov_b32_e32 v68, v78
	v_mov_b32_e32 v69, v78
	v_mov_b32_e32 v66, v78
	v_mov_b32_e32 v67, v78
	v_mov_b32_e32 v64, v78
	v_mov_b32_e32 v65, v78
.LBB0_24:
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_and_b64 s[10:11], s[0:1], exec
	s_cselect_b32 s5, 1, 0
	v_accvgpr_read_b32 v89, a32
	v_accvgpr_read_b32 v85, a47
	v_accvgpr_read_b32 v86, a51
	v_mov_b32_e32 v120, v102
	s_cmp_lg_u32 s5, 1
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v80, s8, v119
	v_add_u32_e32 v81, s8, v118
	ds_read_b128 v[94:97], v80
	ds_read_b128 v[90:93], v81
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_mov_b32 s5, 0xc0c0004
	v_accvgpr_read_b32 v85, a27
	v_accvgpr_read_b32 v80, a102
	v_perm_b32 v80, v85, v80, s5
	v_accvgpr_read_b32 v81, a87
	v_accvgpr_read_b32 v85, a89
	v_perm_b32 v81, v81, v85, s5
	v_accvgpr_read_b32 v84, a26
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a98
	v_perm_b32 v80, v84, v80, s5
	v_accvgpr_read_b32 v81, a86
	v_accvgpr_read_b32 v84, a88
	v_perm_b32 v81, v81, v84, s5
	v_accvgpr_read_b32 v83, a25
	v_mov_b32_e32 v98, v86
	v_lshl_or_b32 v86, v81, 16, v80
	v_accvgpr_read_b32 v80, a95
	v_perm_b32 v80, v83, v80, s5
	v_accvgpr_read_b32 v81, a73
	v_accvgpr_read_b32 v83, a84
	v_perm_b32 v81, v81, v83, s5
	v_accvgpr_read_b32 v82, a24
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a94
	v_perm_b32 v80, v82, v80, s5
	scratch_load_dwordx2 v[82:83], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v84, v81, 16, v80
	scratch_load_dword v81, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v82, off, off offset:32 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v80, a93
	v_perm_b32 v80, v107, v80, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v82, s5
	v_lshl_or_b32 v83, v81, 16, v80
	scratch_load_dword v81, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[100:101], off, off offset:12 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v80, a92
	v_perm_b32 v80, v106, v80, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v100, s5
	scratch_load_dwordx2 v[100:101], off, off ; 8-byte Folded Reload
	v_lshl_or_b32 v82, v81, 16, v80
	v_accvgpr_read_b32 v80, a91
	v_perm_b32 v80, v105, v80, s5
	v_perm_b32 v81, v115, v126, s5
	v_lshl_or_b32 v81, v81, 16, v80
	v_accvgpr_read_b32 v80, a90
	v_perm_b32 v80, v104, v80, s5
	s_waitcnt vmcnt(0)
	v_perm_b32 v88, v121, v100, s5
	v_lshl_or_b32 v80, v88, 16, v80
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[90:97], v[80:87], v[64:79]
	v_mov_b32_e32 v86, v98
	v_accvgpr_read_b32 v85, a47
.LBB0_26:
.Ltmp47:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 1
	v_max_f32_e32 v80, v65, v65
	v_max_f32_e32 v81, v64, v64
	v_max_f32_e32 v80, v81, v80
	v_max3_f32 v81, v67, v68, v69
	v_max3_f32 v83, v73, v74, v75
	v_max3_f32 v84, v76, v77, v78
	v_max3_f32 v82, v70, v71, v72
	v_max3_f32 v80, v80, v66, v81
	v_max3_f32 v81, v83, v84, v79
	v_max3_f32 v80, v80, v82, v81
.Ltmp48:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp49:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp50:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp51:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v81, v110, v110
	v_max_f32_e32 v80, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[80:81] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v90, v66
	v_exp_f32_e32 v91, v67
	v_exp_f32_e32 v92, v68
	v_exp_f32_e32 v93, v69
	v_exp_f32_e32 v94, v70
	v_exp_f32_e32 v95, v71
	v_exp_f32_e32 v96, v72
	v_exp_f32_e32 v97, v73
	v_exp_f32_e32 v98, v74
	v_exp_f32_e32 v99, v75
	v_exp_f32_e32 v100, v76
	v_exp_f32_e32 v101, v77
	v_exp_f32_e32 v102, v78
	v_exp_f32_e32 v103, v79
.Ltmp52:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[66:67], v[64:65], v[90:91]
	v_pk_add_f32 v[68:69], v[92:93], v[94:95]
	v_pk_add_f32 v[70:71], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[100:101], v[102:103]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
.Ltmp53:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s0, 1, 0
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
.Ltmp55:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v68, 0x80, v89
.Ltmp56:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v69, v66, v67
	v_accvgpr_read_b32 v67, a121
.Ltmp57:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v66, 0xc00, v86
	v_and_b32_e32 v67, 0x108, v67
	v_lshrrev_b32_e32 v71, 5, v66
	v_or3_b32 v67, v68, v85, v67
	v_or3_b32 v71, v67, v71, v66
	v_add_u32_e32 v66, s7, v71
	ds_read_b64_tr_b8 v[86:87], v66
	ds_read_b64_tr_b8 v[82:83], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[74:75], v66 offset:96
	ds_read_b64_tr_b8 v[88:89], v66 offset:512
	ds_read_b64_tr_b8 v[84:85], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[72:73], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0
.Ltmp58:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v70, v69
.Ltmp59:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v102, v103, 1.0 op_sel:[0,0,0,1]
.Ltmp60:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v69, v70
.Ltmp61:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s0, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_28
; %bb.27:
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v68, v110, v80
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v68, v68
	v_mov_b32_e32 v110, v80
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[86:87], v[66:67], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[82:83], v[66:67], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[76:77], v[66:67], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[66:67], v[0:15]
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v66, v69, v70
.Ltmp63:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v66, v111, v68
	v_mov_b32_e32 v111, v66
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[88:89], v[64:65], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[84:85], v[64:65], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[64:65], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[64:65], v[0:15]
.LBB0_28:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s4, 63
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s4, 64
	v_accvgpr_write_b32 a119, v71
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(3) lgkmcnt(0)
	s_barrier
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_30
; %bb.29:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s2, v113
	v_add_u32_e32 v65, s2, v109
	ds_read_b128 v[96:99], v64
	ds_read_b128 v[92:95], v65
	v_add_u32_e32 v64, s2, v122
	v_add_u32_e32 v65, s2, v123
	v_mov_b32_e32 v101, v114
	v_mov_b32_e32 v102, v116
	v_mov_b32_e32 v103, v117
	ds_read_b128 v[116:119], v64
	v_mov_b32_e32 v100, v112
	s_waitcnt vmcnt(2)
	ds_read_b128 v[112:115], v65
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 s2, 0xc0c0004
	v_accvgpr_read_b32 v69, a45
	v_accvgpr_read_b32 v64, a115
	v_perm_b32 v64, v69, v64, s2
	v_accvgpr_read_b32 v65, a75
	v_accvgpr_read_b32 v69, a77
	v_perm_b32 v65, v65, v69, s2
	v_accvgpr_read_b32 v68, a44
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a114
	v_perm_b32 v64, v68, v64, s2
	v_accvgpr_read_b32 v68, a120
	v_perm_b32 v65, v108, v68, s2
	v_accvgpr_read_b32 v67, a43
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a112
	v_perm_b32 v64, v67, v64, s2
	v_accvgpr_read_b32 v65, a66
	v_accvgpr_read_b32 v67, a67
	v_perm_b32 v65, v65, v67, s2
	v_accvgpr_read_b32 v66, a42
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a110
	v_perm_b32 v64, v66, v64, s2
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v65, v65, v66, s2
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a41
	v_accvgpr_read_b32 v64, a108
	v_perm_b32 v64, v69, v64, s2
	v_accvgpr_read_b32 v65, a58
	v_accvgpr_read_b32 v69, a59
	v_perm_b32 v65, v65, v69, s2
	v_accvgpr_read_b32 v68, a40
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a106
	v_perm_b32 v64, v68, v64, s2
	v_accvgpr_read_b32 v68, a56
	v_perm_b32 v65, v102, v68, s2
	v_accvgpr_read_b32 v67, a39
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a104
	v_accvgpr_read_b32 v66, a38
	v_perm_b32 v64, v67, v64, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v125, v100, s2
	v_lshl_or_b32 v81, v65, 16, v64
	v_perm_b32 v64, v66, v103, s2
	v_mov_b32_e32 v66, v120
	v_perm_b32 v65, v124, v66, s2
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v91, a37
	v_accvgpr_read_b32 v64, a113
	v_accvgpr_read_b32 v65, a83
	v_accvgpr_read_b32 v66, a85
	v_perm_b32 v64, v91, v64, s2
	v_perm_b32 v65, v65, v66, s2
	v_accvgpr_read_b32 v90, a36
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a111
	v_accvgpr_read_b32 v65, a79
	v_accvgpr_read_b32 v66, a82
	v_perm_b32 v64, v90, v64, s2
	v_perm_b32 v65, v65, v66, s2
	v_accvgpr_read_b32 v89, a35
	v_lshl_or_b32 v90, v65, 16, v64
	v_accvgpr_read_b32 v64, a109
	v_accvgpr_read_b32 v65, a74
	v_accvgpr_read_b32 v66, a76
	v_perm_b32 v64, v89, v64, s2
	v_perm_b32 v65, v65, v66, s2
	v_accvgpr_read_b32 v88, a34
	v_lshl_or_b32 v89, v65, 16, v64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[112:119], v[80:87], 0
	v_accvgpr_read_b32 v80, a107
	v_accvgpr_read_b32 v81, a69
	v_accvgpr_read_b32 v82, a72
	v_perm_b32 v80, v88, v80, s2
	v_perm_b32 v81, v81, v82, s2
	v_lshl_or_b32 v88, v81, 16, v80
	v_accvgpr_read_b32 v85, a31
	v_accvgpr_read_b32 v80, a105
	v_perm_b32 v80, v85, v80, s2
	v_accvgpr_read_b32 v81, a52
	v_accvgpr_read_b32 v85, a65
	v_perm_b32 v81, v81, v85, s2
	v_accvgpr_read_b32 v84, a30
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a103
	scratch_load_dword v115, off, off offset:60 ; 4-byte Folded Reload
	v_perm_b32 v80, v84, v80, s2
	scratch_load_dwordx2 v[84:85], off, off offset:36 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v81, a60
	v_accvgpr_read_b32 v83, a29
	v_accvgpr_read_b32 v82, a28
	v_mov_b32_e32 v114, v101
	v_mov_b32_e32 v117, v103
	v_mov_b32_e32 v116, v102
	v_mov_b32_e32 v112, v100
	v_accvgpr_read_b32 v119, a17
	v_accvgpr_read_b32 v118, a16
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v84, s2
	v_lshl_or_b32 v86, v81, 16, v80
	scratch_load_dword v81, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v80, a99
	v_perm_b32 v80, v83, v80, s2
	v_accvgpr_read_b32 v83, a57
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v83, s2
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a96
	v_perm_b32 v80, v82, v80, s2
	scratch_load_dwordx2 v[82:83], off, off offset:44 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v114, v82, s2
	v_lshl_or_b32 v84, v81, 16, v80
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[92:99], v[84:91], v[64:79]
	s_branch .LBB0_31
.LBB0_30:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, v78
	v_mov_b32_e32 v76, v78
	v_mov_b32_e32 v77, v78
	v_mov_b32_e32 v74, v78
	v_mov_b32_e32 v75, v78
	v_mov_b32_e32 v72, v78
	v_mov_b32_e32 v73, v78
	v_mov_b32_e32 v70, v78
	v_mov_b32_e32 v71, v78
	v_mov_b32_e32 v68, v78
	v_mov_b32_e32 v69, v78
	v_mov_b32_e32 v66, v78
	v_mov_b32_e32 v67, v78
	v_mov_b32_e32 v64, v78
	v_mov_b32_e32 v65, v78
.LBB0_31:
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	v_accvgpr_read_b32 v113, a100
	s_cmp_lg_u32 s2, 1
.Ltmp64:
	.loc	1 145 29                        ; triton_peers.py:145:29
	s_mov_b32 s39, s38
.Ltmp65:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v80, s3, v119
	v_add_u32_e32 v81, s3, v118
	ds_read_b128 v[94:97], v80
	ds_read_b128 v[90:93], v81
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_mov_b32 s2, 0xc0c0004
	v_accvgpr_read_b32 v85, a27
	v_accvgpr_read_b32 v80, a102
	v_perm_b32 v80, v85, v80, s2
	v_accvgpr_read_b32 v81, a87
	v_accvgpr_read_b32 v85, a89
	v_perm_b32 v81, v81, v85, s2
	v_accvgpr_read_b32 v84, a26
	v_lshl_or_b32 v87, v81, 16, v80
	v_accvgpr_read_b32 v80, a98
	v_perm_b32 v80, v84, v80, s2
	v_accvgpr_read_b32 v81, a86
	v_accvgpr_read_b32 v84, a88
	v_perm_b32 v81, v81, v84, s2
	v_accvgpr_read_b32 v83, a25
	v_lshl_or_b32 v86, v81, 16, v80
	v_accvgpr_read_b32 v80, a95
	v_perm_b32 v80, v83, v80, s2
	v_accvgpr_read_b32 v81, a73
	v_accvgpr_read_b32 v83, a84
	v_perm_b32 v81, v81, v83, s2
	v_accvgpr_read_b32 v82, a24
	v_lshl_or_b32 v85, v81, 16, v80
	v_accvgpr_read_b32 v80, a94
	v_perm_b32 v80, v82, v80, s2
	scratch_load_dwordx2 v[82:83], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v82, s2
	v_lshl_or_b32 v84, v81, 16, v80
	scratch_load_dword v81, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v82, off, off offset:32 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v80, a93
	v_perm_b32 v80, v107, v80, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v82, s2
	v_lshl_or_b32 v83, v81, 16, v80
	scratch_load_dword v81, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[88:89], off, off offset:12 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v80, a92
	v_perm_b32 v80, v106, v80, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v88, s2
	scratch_load_dwordx2 v[88:89], off, off ; 8-byte Folded Reload
	v_lshl_or_b32 v82, v81, 16, v80
	v_accvgpr_read_b32 v80, a91
	v_perm_b32 v80, v105, v80, s2
	v_perm_b32 v81, v115, v126, s2
	v_lshl_or_b32 v81, v81, 16, v80
	v_accvgpr_read_b32 v80, a90
	v_perm_b32 v80, v104, v80, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v88, v121, v88, s2
	v_lshl_or_b32 v80, v88, 16, v80
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[90:97], v[80:87], v[64:79]
.LBB0_33:
.Ltmp66:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max_f32_e32 v80, v65, v65
	v_max_f32_e32 v81, v64, v64
	v_max_f32_e32 v80, v81, v80
	v_max3_f32 v81, v67, v68, v69
	v_max3_f32 v83, v73, v74, v75
	v_max3_f32 v84, v76, v77, v78
	v_max3_f32 v82, v70, v71, v72
	v_max3_f32 v80, v80, v66, v81
	v_max3_f32 v81, v83, v84, v79
	v_max3_f32 v80, v80, v82, v81
.Ltmp67:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp68:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[0:1], s[0:1], exec
.Ltmp69:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp70:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v81, v110, v110
	v_max_f32_e32 v80, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[80:81] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v90, v66
	v_exp_f32_e32 v91, v67
	v_exp_f32_e32 v92, v68
	v_exp_f32_e32 v93, v69
	v_exp_f32_e32 v94, v70
	v_exp_f32_e32 v95, v71
	v_exp_f32_e32 v96, v72
	v_exp_f32_e32 v97, v73
	v_exp_f32_e32 v98, v74
	v_exp_f32_e32 v99, v75
	v_exp_f32_e32 v100, v76
	v_exp_f32_e32 v101, v77
	v_exp_f32_e32 v102, v78
	v_exp_f32_e32 v103, v79
.Ltmp71:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[66:67], v[64:65], v[90:91]
	v_pk_add_f32 v[68:69], v[92:93], v[94:95]
	v_pk_add_f32 v[70:71], v[96:97], v[98:99]
	v_pk_add_f32 v[72:73], v[100:101], v[102:103]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
	v_accvgpr_write_b32 a20, v104
	v_accvgpr_write_b32 a21, v105
	v_accvgpr_write_b32 a22, v106
	v_accvgpr_write_b32 a23, v107
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_accvgpr_read_b32 v105, a119
.Ltmp72:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v69, v66, v67
.Ltmp73:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v66, s6, v105
	ds_read_b64_tr_b8 v[86:87], v66
	ds_read_b64_tr_b8 v[82:83], v66 offset:32
	ds_read_b64_tr_b8 v[76:77], v66 offset:64
	ds_read_b64_tr_b8 v[74:75], v66 offset:96
	ds_read_b64_tr_b8 v[88:89], v66 offset:512
	ds_read_b64_tr_b8 v[84:85], v66 offset:544
	ds_read_b64_tr_b8 v[78:79], v66 offset:576
	ds_read_b64_tr_b8 v[72:73], v66 offset:608
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0
.Ltmp74:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v70, v69
.Ltmp75:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v102, v103, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s0, 1, 0
.Ltmp76:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v69, v70
.Ltmp77:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s0, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v68, v110, v80
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v68, v68
	v_mov_b32_e32 v110, v80
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[62:63], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[86:87], v[66:67], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[82:83], v[66:67], v[32:47]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[76:77], v[66:67], v[16:31]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[66:67], v[0:15]
.Ltmp78:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v66, v69, v70
.Ltmp79:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v66, v111, v68
	v_mov_b32_e32 v111, v66
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[88:89], v[64:65], v[48:63]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[84:85], v[64:65], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[64:65], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[72:73], v[64:65], v[0:15]
.Ltmp80:
.LBB0_35:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s16, v127
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	s_waitcnt lgkmcnt(4)
	v_accvgpr_read_b32 v74, a80
	v_accvgpr_read_b32 v75, a81
	v_lshl_add_u64 v[64:65], v[74:75], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v64, v113, v64
	ds_bpermute_b32 v65, v113, v65
	v_mov_b32_e32 v66, 0x7fffff80
	v_cmp_lt_i32_e32 vcc, s16, v66
	v_accvgpr_read_b32 v66, a71
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s16, 0x7fffff80
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[66:67], v66, vcc
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_and_b32_e32 v66, 1, v66
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_mov_b64 s[2:3], exec
	scratch_load_dword v71, off, off offset:96 ; 4-byte Folded Reload
	s_and_b64 s[4:5], s[2:3], vcc
	v_accvgpr_read_b32 v70, a120
	v_mov_b32_e32 v96, v120
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.36:
	s_add_i32 m0, s19, 0x3160
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_37:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v64, s16, v71
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v76, a124
	v_accvgpr_read_b32 v77, a125
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[76:77], 0, v[64:65]
	s_mov_b64 s[2:3], 0x80
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	v_accvgpr_read_b32 v73, a118
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v64, v73, v64
	ds_bpermute_b32 v65, v73, v65
	s_and_b64 s[4:5], s[0:1], exec
	s_cselect_b32 s4, 1, 0
	v_cmp_ne_u32_e64 s[4:5], s4, 0
	v_accvgpr_read_b32 v72, a116
	; asyncmark
	s_nop 0
	v_lshrrev_b64 v[66:67], v72, s[4:5]
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_mov_b64 s[4:5], exec
	scratch_load_dword v78, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dword v79, off, off offset:92 ; 4-byte Folded Reload
	s_and_b64 s[6:7], s[4:5], vcc
	v_accvgpr_read_b32 v69, a63
	v_accvgpr_read_b32 v68, a62
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB0_39
; %bb.38:
	s_add_i32 m0, s33, 0x6160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[64:65], off
.LBB0_39:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[4:5]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1) lgkmcnt(1)
	v_add_u32_e32 v64, s16, v78
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[76:77], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v64, v73, v64
	ds_bpermute_b32 v65, v73, v65
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[66:67], v72, s[2:3]
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_41
; %bb.40:
	s_add_i32 m0, s33, 0x6560
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[64:65], off
.LBB0_41:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[2:3]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_43
; %bb.42:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_add_u32_e32 v64, s16, v79
	v_mul_lo_u32 v64, v64, s23
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[68:69], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s44
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_43:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s6, s16, 32
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v64, s6, v127
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
.Ltmp81:
	.loc	1 148 41 is_stmt 1              ; triton_peers.py:148:41
	s_add_i32 s2, s16, 0x80
.Ltmp82:
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[74:75], 0, v[64:65]
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v64, v113, v64
	ds_bpermute_b32 v65, v113, v65
	v_mov_b32_e32 v66, s2
	v_cmp_lt_i32_e32 vcc, s6, v66
	v_accvgpr_read_b32 v66, a71
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s6, s2
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[66:67], v66, vcc
	v_and_b32_e32 v66, 1, v66
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cselect_b64 s[0:1], -1, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_cmp_eq_u32_e32 vcc, 1, v66
	; asyncmark
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
; %bb.44:
	s_add_i32 m0, s19, 0x4160
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
.LBB0_45:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_or_b64 exec, exec, s[2:3]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v64, s6, v71
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[76:77], 0, v[64:65]
	s_mov_b64 s[2:3], 0x80
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_and_b64 s[4:5], s[0:1], exec
	ds_bpermute_b32 v64, v73, v64
	ds_bpermute_b32 v65, v73, v65
	s_cselect_b32 s4, 1, 0
	v_cmp_ne_u32_e64 s[4:5], s4, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[66:67], v72, s[4:5]
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_47
; %bb.46:
	s_add_i32 m0, s33, 0x6960
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[64:65], off
.LBB0_47:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[4:5]
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v64, s6, v78
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[76:77], 0, v[64:65]
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_and_b64 s[2:3], s[0:1], exec
	ds_bpermute_b32 v64, v73, v64
	ds_bpermute_b32 v65, v73, v65
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_nop 1
	v_lshrrev_b64 v[66:67], v72, s[2:3]
	v_and_b32_e32 v66, 1, v66
	v_cmp_eq_u32_e32 vcc, 1, v66
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_49
; %bb.48:
	s_add_i32 m0, s33, 0x6d60
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[64:65], off
.LBB0_49:
	.loc	1 0 22                          ; triton_peers.py:0:22
	s_or_b64 exec, exec, s[2:3]
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_51
; %bb.50:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(1)
	v_add_u32_e32 v64, s6, v79
	v_mul_lo_u32 v64, v64, s23
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[68:69], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s44, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.Ltmp83:
.LBB0_51:
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt lgkmcnt(1)
	scratch_load_dword v64, off, off offset:84 ; 4-byte Folded Reload
.Ltmp84:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s51, s16, 64
	s_cmp_gt_i32 s16, 0x7fffffbf
.Ltmp85:
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v64, s22, 5, v64
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v65, s29, v64
.Ltmp86:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	scratch_load_dword v64, off, off offset:80 ; 4-byte Folded Reload
.Ltmp87:
	.loc	1 106 47                        ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v126, s24, v65
	; asyncmark
	; wait_asyncmark(3)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	s_waitcnt vmcnt(0)
.Ltmp88:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v127, 3, v64
	v_or_b32_e32 v82, 3, v127
	v_or_b32_e32 v85, 2, v127
	v_or_b32_e32 v83, 9, v127
	v_or_b32_e32 v86, 8, v127
	v_or_b32_e32 v84, 11, v127
	v_or_b32_e32 v87, 10, v127
	v_or_b32_e32 v64, 17, v127
	v_or_b32_e32 v78, 16, v127
	v_or_b32_e32 v66, 19, v127
	v_or_b32_e32 v79, 18, v127
	v_or_b32_e32 v67, 25, v127
	v_or_b32_e32 v80, 24, v127
	v_or_b32_e32 v71, 27, v127
	v_or_b32_e32 v81, 26, v127
.Ltmp89:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cbranch_scc1 .LBB0_55
; %bb.52:                               ; %.lr.ph555
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s0, 0xc0c0004
	v_accvgpr_write_b32 a62, v68
	v_accvgpr_write_b32 a63, v69
	v_accvgpr_read_b32 v69, a45
	v_accvgpr_write_b32 a47, v64
	v_accvgpr_read_b32 v64, a115
	v_accvgpr_write_b32 a32, v65
	v_perm_b32 v64, v69, v64, s0
	v_accvgpr_read_b32 v65, a75
	v_accvgpr_read_b32 v69, a77
	v_perm_b32 v65, v65, v69, s0
	v_accvgpr_read_b32 v68, a44
	v_accvgpr_write_b32 a97, v87
	v_lshl_or_b32 v87, v65, 16, v64
	v_accvgpr_read_b32 v64, a114
	v_perm_b32 v64, v68, v64, s0
	v_perm_b32 v65, v108, v70, s0
	v_accvgpr_write_b32 a51, v67
	v_accvgpr_read_b32 v67, a43
	v_accvgpr_write_b32 a121, v86
	v_lshl_or_b32 v86, v65, 16, v64
	v_accvgpr_read_b32 v64, a112
	v_perm_b32 v64, v67, v64, s0
	v_accvgpr_read_b32 v65, a66
	v_accvgpr_read_b32 v67, a67
	v_perm_b32 v65, v65, v67, s0
	v_accvgpr_write_b32 a48, v66
	v_accvgpr_read_b32 v66, a42
	v_accvgpr_write_b32 a122, v85
	v_lshl_or_b32 v85, v65, 16, v64
	v_accvgpr_read_b32 v64, a110
	v_perm_b32 v64, v66, v64, s0
	v_accvgpr_read_b32 v65, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v65, v65, v66, s0
	v_accvgpr_write_b32 a123, v84
	v_lshl_or_b32 v84, v65, 16, v64
	v_accvgpr_read_b32 v69, a41
	v_accvgpr_read_b32 v64, a108
	v_perm_b32 v64, v69, v64, s0
	v_accvgpr_read_b32 v65, a58
	v_accvgpr_read_b32 v69, a59
	v_perm_b32 v65, v65, v69, s0
	v_accvgpr_read_b32 v68, a40
	v_accvgpr_write_b32 a126, v83
	v_lshl_or_b32 v83, v65, 16, v64
	v_accvgpr_read_b32 v64, a106
	v_perm_b32 v64, v68, v64, s0
	v_accvgpr_read_b32 v68, a56
	v_perm_b32 v65, v116, v68, s0
	v_accvgpr_read_b32 v67, a39
	v_accvgpr_write_b32 a127, v82
	v_lshl_or_b32 v82, v65, 16, v64
	v_accvgpr_read_b32 v64, a104
	v_accvgpr_read_b32 v66, a38
	v_perm_b32 v64, v67, v64, s0
	v_perm_b32 v65, v125, v112, s0
	v_accvgpr_write_b32 a70, v81
	v_lshl_or_b32 v81, v65, 16, v64
	v_perm_b32 v64, v66, v117, s0
	v_perm_b32 v65, v124, v96, s0
	v_accvgpr_write_b32 a68, v80
	v_lshl_or_b32 v80, v65, 16, v64
	v_accvgpr_read_b32 v65, a83
	v_accvgpr_read_b32 v66, a85
	v_accvgpr_read_b32 v70, a36
	v_perm_b32 v65, v65, v66, s0
	v_accvgpr_read_b32 v66, a111
	v_accvgpr_write_b32 a54, v71
	v_accvgpr_read_b32 v71, a37
	v_accvgpr_read_b32 v64, a113
	v_perm_b32 v66, v70, v66, s0
	v_accvgpr_read_b32 v67, a79
	v_accvgpr_read_b32 v70, a82
	v_perm_b32 v64, v71, v64, s0
	v_perm_b32 v67, v67, v70, s0
	v_accvgpr_read_b32 v69, a35
	v_lshl_or_b32 v95, v65, 16, v64
	v_lshl_or_b32 v94, v67, 16, v66
	v_accvgpr_read_b32 v64, a109
	v_accvgpr_read_b32 v65, a74
	v_accvgpr_read_b32 v66, a76
	v_perm_b32 v64, v69, v64, s0
	v_perm_b32 v65, v65, v66, s0
	v_accvgpr_read_b32 v68, a34
	v_lshl_or_b32 v93, v65, 16, v64
	v_accvgpr_read_b32 v64, a107
	v_accvgpr_read_b32 v65, a69
	v_accvgpr_read_b32 v66, a72
	v_perm_b32 v64, v68, v64, s0
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v92, v65, 16, v64
	v_accvgpr_read_b32 v69, a31
	v_accvgpr_read_b32 v64, a105
	v_perm_b32 v64, v69, v64, s0
	v_accvgpr_read_b32 v65, a52
	v_accvgpr_read_b32 v69, a65
	v_perm_b32 v65, v65, v69, s0
	v_accvgpr_read_b32 v68, a30
	v_lshl_or_b32 v91, v65, 16, v64
	v_accvgpr_read_b32 v64, a103
	v_perm_b32 v64, v68, v64, s0
	scratch_load_dwordx2 v[68:69], off, off offset:36 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v65, a60
	v_accvgpr_read_b32 v67, a29
	v_accvgpr_read_b32 v66, a28
	v_accvgpr_read_b32 v70, a26
	v_accvgpr_read_b32 v71, a27
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v69, a25
	v_accvgpr_write_b32 a46, v96
	v_accvgpr_write_b32 a117, v108
	v_accvgpr_write_b32 a53, v116
	v_accvgpr_write_b32 a49, v112
	v_accvgpr_write_b32 a101, v117
	v_accvgpr_write_b32 a19, v124
	v_accvgpr_write_b32 a50, v114
	v_accvgpr_write_b32 a33, v121
	s_mov_b32 s53, 1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s54, s23, 5
	s_lshl_b32 s55, s28, 5
	v_accvgpr_write_b32 a78, v109
	s_mov_b32 s50, 0
	s_movk_i32 s52, 0x3160
	s_movk_i32 s49, 0x4160
	s_movk_i32 s48, 0x6960
	s_movk_i32 s47, 0x1080
	s_mov_b64 s[42:43], 0x80
	s_mov_b32 s56, 0
	v_mov_b32_e32 v106, v123
	v_mov_b32_e32 v123, v118
	v_mov_b32_e32 v104, v119
	v_mov_b32_e32 v125, v122
	v_accvgpr_read_b32 v122, a18
	v_accvgpr_read_b32 v107, a71
	v_accvgpr_write_b32 a71, v78
	v_accvgpr_write_b32 a55, v79
	v_perm_b32 v65, v65, v68, s0
	v_lshl_or_b32 v90, v65, 16, v64
	scratch_load_dword v65, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v64, a99
	v_perm_b32 v64, v67, v64, s0
	v_accvgpr_read_b32 v67, a57
	v_accvgpr_read_b32 v68, a24
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v67, s0
	v_lshl_or_b32 v89, v65, 16, v64
	v_accvgpr_read_b32 v64, a96
	v_perm_b32 v64, v66, v64, s0
	scratch_load_dwordx2 v[66:67], off, off offset:44 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v67, a86
	v_perm_b32 v65, v114, v66, s0
	v_lshl_or_b32 v88, v65, 16, v64
	v_accvgpr_read_b32 v65, a87
	v_accvgpr_read_b32 v66, a89
	v_perm_b32 v65, v65, v66, s0
	v_accvgpr_read_b32 v66, a98
	v_accvgpr_read_b32 v64, a102
	v_perm_b32 v66, v70, v66, s0
	v_accvgpr_read_b32 v70, a88
	v_perm_b32 v64, v71, v64, s0
	v_perm_b32 v67, v67, v70, s0
	v_lshl_or_b32 v103, v65, 16, v64
	v_lshl_or_b32 v102, v67, 16, v66
	v_accvgpr_read_b32 v64, a95
	v_accvgpr_read_b32 v65, a73
	v_accvgpr_read_b32 v66, a84
	v_perm_b32 v64, v69, v64, s0
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dwordx2 v[66:67], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:52 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v64, a94
	v_perm_b32 v64, v68, v64, s0
	v_accvgpr_read_b32 v71, a23
	v_accvgpr_read_b32 v70, a22
	v_accvgpr_read_b32 v69, a21
	v_accvgpr_read_b32 v68, a20
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v100, v65, 16, v64
	scratch_load_dword v65, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:32 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v64, a93
	v_perm_b32 v64, v71, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v99, v65, 16, v64
	scratch_load_dword v65, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:12 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v64, a92
	v_perm_b32 v64, v70, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dword v65, off, off offset:64 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off ; 8-byte Folded Reload
	v_accvgpr_read_b32 v64, a91
	v_perm_b32 v64, v69, v64, s0
	s_waitcnt vmcnt(1)
	v_perm_b32 v65, v115, v65, s0
	v_lshl_or_b32 v97, v65, 16, v64
	v_accvgpr_read_b32 v64, a90
	v_perm_b32 v64, v68, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v121, v66, s0
	v_lshl_or_b32 v96, v65, 16, v64
	scratch_load_dword v65, off, off offset:108 ; 4-byte Folded Reload
	s_add_i32 s0, s21, s29
	scratch_load_dword v64, off, off offset:100 ; 4-byte Folded Reload
	s_add_i32 s22, s22, s0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v65, s0, v65
	v_subrev_u32_e32 v65, s20, v65
	v_add_u32_e32 v66, 0x50, v65
	v_add_u32_e32 v65, 64, v65
	v_mul_lo_u32 v108, s28, v65
	scratch_load_dword v65, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v64, s22, v64
	v_subrev_u32_e32 v64, s20, v64
	v_add_u32_e32 v64, 64, v64
	v_mul_lo_u32 v124, s28, v66
	v_mul_lo_u32 v112, s23, v64
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v65, s0, v65
	v_subrev_u32_e32 v65, s20, v65
	v_add_u32_e32 v65, 64, v65
	v_mul_lo_u32 v109, s28, v65
	s_movk_i32 s0, 0x6160
.LBB0_53:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s53, 1
	s_cmp_lt_i32 s1, 3
	s_cselect_b32 s53, s1, 0
	.loc	1 99 34 is_stmt 1               ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s56, v109
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s58, s53, 12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	s_mov_b32 s1, s52
	s_mov_b32 s52, s49
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s49, s58, 0x3160
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[74:75], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[70:71], v107, exec
	s_add_i32 s2, s49, s19
	ds_bpermute_b32 v64, v113, v64
	ds_bpermute_b32 v65, v113, v65
	v_and_b32_e32 v70, 1, v70
	v_mov_b32_e32 v71, s2
	v_cmp_eq_u32_e32 vcc, 1, v70
	v_bfrev_b32_e32 v70, -2
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s57, s53, 11
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v71, v70, v71, vcc
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v66, s56, v108
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s2, v71
	s_mov_b32 m0, s2
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 s2, s57, s33
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_lshrrev_b64 v[64:65], v72, exec
	v_and_b32_e32 v64, 1, v64
	s_add_i32 s3, s2, 0x6160
	v_mov_b32_e32 v65, s3
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_addk_i32 s2, 0x6560
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v64, v70, v65, vcc
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v68, s56, v124
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s3, v64
	v_mov_b32_e32 v64, s2
	v_cndmask_b32_e32 v64, v70, v64, vcc
	; asyncmark
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[66:67], v[76:77], 0, v[66:67]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s2, v64
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s1, v106
	ds_read_b128 v[114:117], v64
	v_add_u32_e32 v64, s1, v125
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[118:121], v64
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[66:67], v[66:67], 0, s[42:43]
	v_lshl_add_u64 v[68:69], v[76:77], 0, v[68:69]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v66, v73, v66
	ds_bpermute_b32 v67, v73, v67
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[68:69], v[68:69], 0, s[42:43]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_bpermute_b32 v68, v73, v68
	ds_bpermute_b32 v69, v73, v69
	v_accvgpr_read_b32 v64, a78
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s1, v64
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s3
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 a[0:3], v64
	v_add_u32_e32 v64, s1, v122
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	global_load_lds_dword v[66:67], off
	s_mov_b32 m0, s2
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 a[4:7], v64
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s0, v123
	s_waitcnt lgkmcnt(2)
	global_load_lds_dword v[68:69], off
	; asyncmark
	ds_read_b128 a[8:11], v64
	v_add_u32_e32 v64, s0, v104
	ds_read_b128 a[12:15], v64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[114:121], v[80:87], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v127
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v113, v126
	v_accvgpr_read_b32 v113, a127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v113, v126
	v_accvgpr_read_b32 v113, a122
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v113, v126
	v_accvgpr_read_b32 v113, a126
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v113, v126
	v_accvgpr_read_b32 v113, a121
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v113, v126
	v_accvgpr_read_b32 v113, a123
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v113, v126
	v_accvgpr_read_b32 v113, a97
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v113, v126
	v_accvgpr_read_b32 v113, a47
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v113, v126
	v_accvgpr_read_b32 v113, a71
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v113, v126
	v_accvgpr_read_b32 v113, a48
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v113, v126
	v_accvgpr_read_b32 v113, a55
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[96:103], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v113, v126
	v_accvgpr_read_b32 v113, a51
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v113, v126
	v_accvgpr_read_b32 v113, a68
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v113, v126
	v_accvgpr_read_b32 v113, a54
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v113, v126
	v_accvgpr_read_b32 v113, a70
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v113, v126
.Ltmp90:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v113, 1, v127
.Ltmp91:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v113, s16, v113
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v113, v126
	v_mov_b32_e32 v113, 0xff800000
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s16, s16, 32
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v119, v113, v67, s[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_lshr_b32 s1, s58, 5
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v121, v113, v65, s[30:31]
	v_cndmask_b32_e32 v120, v113, v64, vcc
	v_cndmask_b32_e64 v118, v113, v66, s[2:3]
	v_cndmask_b32_e64 v117, v113, v69, s[4:5]
	v_cndmask_b32_e64 v116, v113, v68, s[6:7]
	v_cndmask_b32_e64 v115, v113, v71, s[8:9]
	v_cndmask_b32_e64 v114, v113, v70, s[10:11]
	v_cndmask_b32_e64 v73, v113, v73, s[12:13]
	v_cndmask_b32_e64 v72, v113, v72, s[34:35]
	v_cndmask_b32_e64 v67, v113, v75, s[36:37]
	v_cndmask_b32_e64 v66, v113, v74, s[20:21]
	v_cndmask_b32_e64 v71, v113, v77, s[22:23]
	v_cndmask_b32_e64 v70, v113, v76, s[24:25]
	v_cndmask_b32_e64 v69, v113, v79, s[26:27]
	v_cndmask_b32_e64 v68, v113, v78, s[28:29]
	s_mov_b32 s0, s50
	s_mov_b32 s50, s47
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v113, 31, v112
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s47, s58, s1
	v_accvgpr_read_b32 v65, a63
	v_accvgpr_read_b32 v64, a62
	s_add_i32 m0, s47, s44
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[112:113]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
.Ltmp92:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v121, v121
	v_max_f32_e32 v65, v120, v120
	v_max_f32_e32 v64, v65, v64
	v_max3_f32 v65, v73, v66, v67
	v_max3_f32 v74, v70, v71, v68
	v_max3_f32 v65, v65, v74, v69
	v_max3_f32 v74, v119, v116, v117
	v_max3_f32 v64, v64, v118, v74
	v_max3_f32 v74, v114, v115, v72
	v_max3_f32 v64, v64, v74, v65
.Ltmp93:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp94:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	v_max_f32_e32 v64, v64, v65
.Ltmp95:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v64, s38, v64
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v65, v110, v110
	v_max_f32_e32 v64, v65, v64
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[74:75], s[38:39], v[120:121], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[118:119], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[116:117], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[114:115], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[64:65] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v116, v72
	v_exp_f32_e32 v117, v73
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v118, v70
	v_exp_f32_e32 v119, v71
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
.Ltmp96:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[70:71], v[74:75], v[76:77]
	v_pk_add_f32 v[72:73], v[78:79], v[114:115]
	; asyncmark
	v_pk_add_f32 v[120:121], v[118:119], v[68:69]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_add_f32 v[72:73], v[116:117], v[66:67]
.Ltmp97:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s56, s56, s55
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[72:73], v[72:73], v[120:121]
	v_accvgpr_read_b32 v113, a100
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
.Ltmp99:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v72, v110, v64
.Ltmp100:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v65, v70, v71
.Ltmp101:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v70, v65
	s_nop 1
	v_permlane32_swap_b32_e32 v65, v70
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v65, v65, v70
.Ltmp103:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v70, v72
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v74, v75, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v74, s0, v105
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v73, v78, v79, 1.0
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v65, v111, v70
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v76, v77, 1.0 op_sel:[0,0,0,1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[76:77], v74 offset:32
	ds_read_b64_tr_b8 v[78:79], v74 offset:64
	ds_read_b64_tr_b8 v[110:111], v74 offset:96
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v73, v114, v115, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[70:71] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v72, v73
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[70:71] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[72:73], v[32:47]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[76:77], v74
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v52, v52, v70
	v_mul_f32_e64 v53, v53, v70
	v_mul_f32_e64 v54, v54, v70
	v_mul_f32_e64 v55, v55, v70
	v_pk_mul_f32 v[56:57], v[56:57], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[70:71] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[70:71] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[78:79], v[72:73], v[16:31]
	.loc	1 113 26 is_stmt 0              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v118, v119, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v68, v69, 1.0 op_sel:[0,0,0,1]
	s_mov_b32 s0, s48
	s_nop 0
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 s48, s57, 0x6160
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[76:77], v[72:73], v[48:63]
	v_accvgpr_read_b32 v76, a124
	v_accvgpr_read_b32 v77, a125
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v112, s54, v112
	s_cmp_lt_i32 s16, s51
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[110:111], v[72:73], v[0:15]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[66:67], v74 offset:512
	ds_read_b64_tr_b8 v[68:69], v74 offset:544
	ds_read_b64_tr_b8 v[72:73], v74 offset:576
	ds_read_b64_tr_b8 v[74:75], v74 offset:608
	v_mov_b32_e32 v111, v65
	v_mov_b32_e32 v110, v64
	; wait_asyncmark(3)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(4) lgkmcnt(0)
	s_barrier
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[68:69], v[70:71], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[72:73], v[70:71], v[16:31]
	v_accvgpr_read_b32 v73, a118
	v_accvgpr_read_b32 v72, a116
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[66:67], v[70:71], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[70:71], v[0:15]
	v_accvgpr_read_b32 v74, a80
	v_accvgpr_read_b32 v75, a81
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cbranch_scc1 .LBB0_53
; %bb.54:                               ; %._crit_edge556.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_mov_b32 a62, a71
	v_mov_b32_e32 v110, v64
	v_mov_b32_e32 v111, v65
	v_accvgpr_read_b32 v109, a78
	v_mov_b32_e32 v122, v125
	v_mov_b32_e32 v123, v106
	v_accvgpr_read_b32 v124, a19
	v_accvgpr_read_b32 v96, a46
	v_accvgpr_read_b32 v121, a33
	v_accvgpr_read_b32 v112, a49
	v_accvgpr_read_b32 v114, a50
	v_accvgpr_read_b32 v116, a53
	v_accvgpr_read_b32 v117, a101
	v_accvgpr_read_b32 v108, a117
	v_accvgpr_read_b32 v70, a120
	v_accvgpr_read_b32 v82, a127
	v_accvgpr_read_b32 v83, a126
	v_accvgpr_read_b32 v84, a123
	v_accvgpr_read_b32 v85, a122
	v_accvgpr_read_b32 v86, a121
	v_accvgpr_read_b32 v87, a97
	s_branch .LBB0_56
.LBB0_55:
	v_accvgpr_write_b32 a70, v81
	v_accvgpr_write_b32 a68, v80
	v_accvgpr_write_b32 a55, v79
	v_accvgpr_write_b32 a62, v78
	v_accvgpr_write_b32 a54, v71
	v_accvgpr_write_b32 a51, v67
	v_accvgpr_write_b32 a48, v66
	v_accvgpr_write_b32 a47, v64
	v_accvgpr_write_b32 a32, v65
	s_mov_b32 s50, 0
	s_movk_i32 s52, 0x3160
	s_movk_i32 s49, 0x4160
	s_movk_i32 s0, 0x6160
	s_movk_i32 s48, 0x6960
	s_movk_i32 s47, 0x1080
.LBB0_56:                               ; %._crit_edge556
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_read_b32 v69, a43
	v_accvgpr_read_b32 v67, a112
	v_accvgpr_read_b32 v68, a42
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v67, v69, v67, s1
	v_accvgpr_read_b32 v69, a110
	v_perm_b32 v68, v68, v69, s1
	v_accvgpr_read_b32 v75, a41
	v_accvgpr_read_b32 v69, a108
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v65, s51, v87
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v69, v75, v69, s1
	v_accvgpr_read_b32 v77, a35
	v_accvgpr_read_b32 v75, a109
	v_accvgpr_write_b32 a46, v65
	v_accvgpr_read_b32 v71, a45
	v_accvgpr_read_b32 v65, a115
	v_accvgpr_read_b32 v76, a34
	v_perm_b32 v75, v77, v75, s1
	v_accvgpr_read_b32 v77, a107
	v_mov_b32_e32 v64, v108
	v_mov_b32_e32 v97, v124
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v124, s51, v83
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v65, v71, v65, s1
	v_accvgpr_read_b32 v73, a39
	v_accvgpr_read_b32 v71, a104
	v_perm_b32 v76, v76, v77, s1
	v_accvgpr_read_b32 v83, a31
	v_accvgpr_read_b32 v77, a105
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v108, s51, v127
	v_add_u32_e32 v127, s51, v85
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v64, v64, v70, s1
	v_accvgpr_read_b32 v70, a44
	v_accvgpr_read_b32 v66, a114
	v_perm_b32 v71, v73, v71, s1
	v_accvgpr_read_b32 v79, a37
	v_accvgpr_read_b32 v73, a113
	v_perm_b32 v77, v83, v77, s1
	v_accvgpr_read_b32 v85, a25
	v_accvgpr_read_b32 v83, a95
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v125, s51, v84
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v66, v70, v66, s1
	v_accvgpr_read_b32 v74, a40
	v_accvgpr_read_b32 v70, a106
	v_perm_b32 v73, v79, v73, s1
	v_accvgpr_read_b32 v81, a29
	v_accvgpr_read_b32 v79, a99
	v_accvgpr_read_b32 v84, a24
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v83, v85, v83, s1
	v_accvgpr_read_b32 v85, a94
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v70, v74, v70, s1
	v_accvgpr_read_b32 v78, a36
	v_accvgpr_read_b32 v74, a111
	v_accvgpr_read_b32 v80, a28
	v_perm_b32 v79, v81, v79, s1
	v_accvgpr_read_b32 v81, a96
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v84, v84, v85, s1
	v_accvgpr_read_b32 v89, a23
	v_accvgpr_read_b32 v85, a93
	v_accvgpr_write_b32 a19, v121
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v121, s51, v82
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v74, v78, v74, s1
	v_accvgpr_read_b32 v82, a30
	v_accvgpr_read_b32 v78, a103
	v_perm_b32 v80, v80, v81, s1
	v_accvgpr_read_b32 v87, a27
	v_accvgpr_read_b32 v81, a102
	v_accvgpr_read_b32 v88, a22
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v104, v89, v85, s1
	v_accvgpr_read_b32 v85, a92
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v120, s51, v86
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v78, v82, v78, s1
	v_accvgpr_read_b32 v86, a26
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v81, v87, v81, s1
	v_accvgpr_read_b32 v82, a98
	v_accvgpr_read_b32 v87, a21
	v_perm_b32 v105, v88, v85, s1
	v_accvgpr_read_b32 v85, a91
	v_perm_b32 v82, v86, v82, s1
	v_accvgpr_read_b32 v86, a20
	v_perm_b32 v106, v87, v85, s1
	v_accvgpr_read_b32 v85, a90
	v_perm_b32 v107, v86, v85, s1
	v_accvgpr_read_b32 v85, a75
	v_accvgpr_read_b32 v86, a77
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v85, v85, v86, s1
	v_lshl_or_b32 v95, v85, 16, v65
	v_lshl_or_b32 v94, v64, 16, v66
	v_accvgpr_read_b32 v64, a66
	v_accvgpr_read_b32 v65, a67
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v93, v64, 16, v67
	v_accvgpr_read_b32 v64, a61
	v_accvgpr_read_b32 v66, a64
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v92, v64, 16, v68
	v_accvgpr_read_b32 v64, a58
	v_accvgpr_read_b32 v65, a59
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v91, v64, 16, v69
	v_accvgpr_read_b32 v64, a56
	v_perm_b32 v64, v116, v64, s1
	v_lshl_or_b32 v90, v64, 16, v70
	scratch_load_dword v64, off, off offset:68 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v72, a38
	v_perm_b32 v72, v72, v117, s1
	v_accvgpr_read_b32 v66, a82
	v_accvgpr_read_b32 v65, a83
	v_accvgpr_write_b32 a33, v108
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v124, v126
	v_accvgpr_write_b32 a40, v124
	v_accvgpr_read_b32 v124, a46
	v_cmp_le_i32_e64 s[30:31], v127, v126
	v_accvgpr_write_b32 a36, v121
	v_accvgpr_write_b32 a38, v120
	v_cmp_le_i32_e64 s[4:5], v124, v126
	v_cmp_le_i32_e64 s[6:7], v125, v126
	v_accvgpr_write_b32 a43, v125
	v_accvgpr_mov_b32 a49, a18
	v_accvgpr_mov_b32 a34, a16
	v_accvgpr_mov_b32 a35, a17
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v112, s1
	v_lshl_or_b32 v89, v64, 16, v71
	v_perm_b32 v64, v97, v96, s1
	v_lshl_or_b32 v88, v64, 16, v72
	v_accvgpr_read_b32 v64, a79
	v_perm_b32 v64, v64, v66, s1
	v_accvgpr_read_b32 v66, a85
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v103, v65, 16, v73
	v_lshl_or_b32 v102, v64, 16, v74
	v_accvgpr_read_b32 v64, a74
	v_accvgpr_read_b32 v65, a76
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v101, v64, 16, v75
	v_accvgpr_read_b32 v64, a69
	v_accvgpr_read_b32 v66, a72
	v_perm_b32 v64, v64, v66, s1
	scratch_load_dwordx2 v[66:67], off, off offset:36 ; 8-byte Folded Reload
	v_lshl_or_b32 v100, v64, 16, v76
	v_accvgpr_read_b32 v64, a52
	v_accvgpr_read_b32 v65, a65
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v99, v64, 16, v77
	v_accvgpr_read_b32 v64, a60
	v_accvgpr_read_b32 v65, a57
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v98, v64, 16, v78
	scratch_load_dword v64, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v66, a88
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v97, v64, 16, v79
	scratch_load_dwordx2 v[64:65], off, off offset:44 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v65, a87
	v_perm_b32 v64, v114, v64, s1
	v_lshl_or_b32 v96, v64, 16, v80
	v_accvgpr_read_b32 v64, a86
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v64, v64, v66, s1
	v_accvgpr_read_b32 v66, a89
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v87, v65, 16, v81
	v_lshl_or_b32 v86, v64, 16, v82
	v_accvgpr_read_b32 v64, a73
	v_accvgpr_read_b32 v65, a84
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v85, v64, 16, v83
	scratch_load_dwordx2 v[66:67], off, off offset:24 ; 8-byte Folded Reload
	scratch_load_dword v64, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v84, v64, 16, v84
	scratch_load_dword v64, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v83, v64, 16, v104
	scratch_load_dword v64, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:12 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v65, a18
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, 1, v108
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v104, v126
	v_accvgpr_read_b32 v104, a62
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v82, v64, 16, v105
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s52, v123
	ds_read_b128 v[112:115], v64
	v_add_u32_e32 v64, s52, v122
	ds_read_b128 v[116:119], v64
	v_add_u32_e32 v64, s52, v109
	ds_read_b128 a[0:3], v64
	v_add_u32_e32 v64, s52, v65
	v_accvgpr_read_b32 v65, a16
	ds_read_b128 a[4:7], v64
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s0, v65
	v_accvgpr_read_b32 v65, a17
	ds_read_b128 a[8:11], v64
	v_add_u32_e32 v64, s0, v65
	ds_read_b128 a[12:15], v64
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v64, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v81, v64, 16, v106
	scratch_load_dwordx2 v[64:65], off, off ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v65, a19
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v106, s51, v104
	v_accvgpr_read_b32 v104, a47
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v106, v126
	v_accvgpr_write_b32 a47, v127
	v_accvgpr_write_b32 a37, v106
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v64, v65, v64, s1
	v_lshl_or_b32 v80, v64, 16, v107
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[112:119], v[88:95], 0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v107, s51, v104
	v_accvgpr_read_b32 v104, a55
	v_add_u32_e32 v112, s51, v104
	v_accvgpr_read_b32 v104, a48
	v_add_u32_e32 v113, s51, v104
	v_accvgpr_read_b32 v104, a68
	v_add_u32_e32 v114, s51, v104
	v_accvgpr_read_b32 v104, a51
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v117, 0xff800000
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v115, s51, v104
	v_accvgpr_read_b32 v104, a70
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v108, v126
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v116, s51, v104
	v_accvgpr_read_b32 v104, a54
	v_add_u32_e32 v104, s51, v104
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[96:103], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v107, v126
	v_accvgpr_write_b32 a39, v107
	v_cmp_le_i32_e64 s[12:13], v112, v126
	v_accvgpr_write_b32 a41, v112
	v_cmp_le_i32_e64 s[20:21], v113, v126
	v_accvgpr_write_b32 a42, v113
	v_cmp_le_i32_e64 s[22:23], v114, v126
	v_cmp_le_i32_e64 s[24:25], v115, v126
	v_cmp_le_i32_e64 s[26:27], v116, v126
	v_cmp_le_i32_e64 s[28:29], v104, v126
	v_accvgpr_write_b32 a44, v114
	v_accvgpr_write_b32 a45, v115
	v_accvgpr_write_b32 a46, v116
	v_mov_b32_e32 v125, v104
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[80:87], v[64:79]
	v_accvgpr_write_b32 a8, v109
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 15
	s_nop 2
	v_cndmask_b32_e64 v108, v117, v64, s[0:1]
	v_cndmask_b32_e32 v109, v117, v65, vcc
	v_cmp_le_i32_e32 vcc, v121, v126
	v_cmp_le_i32_e64 s[0:1], v120, v126
	v_cndmask_b32_e64 v113, v117, v69, s[2:3]
	v_cndmask_b32_e32 v107, v117, v67, vcc
	v_cndmask_b32_e64 v112, v117, v68, s[0:1]
.Ltmp104:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v109, v109
	v_max_f32_e32 v65, v108, v108
.Ltmp105:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v105, v117, v66, s[30:31]
	v_cndmask_b32_e64 v118, v117, v73, s[10:11]
	v_cndmask_b32_e64 v119, v117, v74, s[12:13]
	v_cndmask_b32_e64 v120, v117, v75, s[20:21]
	v_cndmask_b32_e64 v121, v117, v76, s[22:23]
	v_mov_b32_e32 v67, v122
	v_cndmask_b32_e64 v122, v117, v77, s[24:25]
	v_cndmask_b32_e64 v127, v117, v78, s[26:27]
.Ltmp106:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v64, v65, v64
	v_max3_f32 v65, v107, v112, v113
.Ltmp107:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v114, v117, v70, s[4:5]
	v_cndmask_b32_e64 v115, v117, v71, s[6:7]
	v_cndmask_b32_e64 v116, v117, v72, s[8:9]
	v_mov_b32_e32 v68, v123
	v_cndmask_b32_e64 v123, v117, v79, s[28:29]
.Ltmp108:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v64, v64, v105, v65
	v_max3_f32 v65, v118, v119, v120
	v_max3_f32 v66, v121, v122, v127
	v_max3_f32 v65, v65, v66, v123
	v_max3_f32 v66, v114, v115, v116
	v_max3_f32 v64, v64, v66, v65
.Ltmp109:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp110:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v65, v65, v65
	v_max_f32_e32 v64, v64, v64
	v_max_f32_e32 v64, v64, v65
.Ltmp111:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v64, s38, v64
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v65, v110, v110
	v_max_f32_e32 v106, v65, v64
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v64, v110, v106
	v_accvgpr_read_b32 v110, a119
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v104, v64
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s50, v110
	ds_read_b64_tr_b8 a[16:17], v64
	ds_read_b64_tr_b8 a[18:19], v64 offset:32
	ds_read_b64_tr_b8 a[20:21], v64 offset:64
	ds_read_b64_tr_b8 a[22:23], v64 offset:96
	ds_read_b64_tr_b8 a[24:25], v64 offset:512
	ds_read_b64_tr_b8 a[26:27], v64 offset:544
	ds_read_b64_tr_b8 a[28:29], v64 offset:576
	ds_read_b64_tr_b8 a[30:31], v64 offset:608
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s49, v68
	; wait_asyncmark(0)
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 a[0:3], v64
	v_add_u32_e32 v64, s49, v67
	ds_read_b128 a[4:7], v64
	v_accvgpr_read_b32 v64, a8
	v_add_u32_e32 v64, s49, v64
	ds_read_b128 a[8:11], v64
	v_accvgpr_read_b32 v64, a49
	v_add_u32_e32 v64, s49, v64
	ds_read_b128 a[12:15], v64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], 0
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v88, s38, v108, -v106
	v_fma_f32 v89, s39, v109, -v106
	v_fma_f32 v90, s38, v105, -v106
	v_fma_f32 v91, s38, v107, -v106
	v_fma_f32 v92, s38, v112, -v106
	v_fma_f32 v93, s38, v113, -v106
	v_fma_f32 v94, s38, v114, -v106
	v_fma_f32 v95, s38, v115, -v106
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v94, v94
	v_exp_f32_e32 v95, v95
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[96:103], v[64:79]
.Ltmp112:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v96, v88, v90
	v_add_f32_e64 v97, v89, v91
.Ltmp113:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v88, v88, v89, 1.0
.Ltmp114:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v98, v92, v94
	v_add_f32_e64 v99, v93, v95
.Ltmp115:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v88, v90, v91, 1.0 op_sel:[0,0,0,1]
.Ltmp116:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v96, v96, v98
	v_add_f32_e64 v97, v97, v99
	v_accvgpr_read_b32 v98, a34
.Ltmp117:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v98, s48, v98
	v_accvgpr_read_b32 v99, a35
	v_add_u32_e32 v99, s48, v99
	ds_read_b128 a[0:3], v98
	ds_read_b128 a[4:7], v99
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v89, v92, v93, 1.0
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v90, s38, v116, -v106
	v_fma_f32 v91, s38, v118, -v106
	v_fma_f32 v92, s38, v119, -v106
	v_fma_f32 v93, s38, v120, -v106
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], v[64:79]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v90, v90
	v_exp_f32_e32 v91, v91
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v93, v93
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v89, v94, v95, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[104:105] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[104:105] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v88, v89
.Ltmp118:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[94:95], v[90:91], v[92:93]
.Ltmp119:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v90, v90, v91, 1.0
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[16:17], v[88:89], v[48:63]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v90, v92, v93, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v91, s38, v127, -v106
	v_fma_f32 v93, s38, v123, -v106
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v92, v91
	v_exp_f32_e32 v93, v93
	v_accvgpr_read_b32 v98, a37
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v98, 32, v98
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[20:21], v[88:89], v[16:31]
	v_accvgpr_read_b32 v99, a39
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v99, 32, v99
	v_accvgpr_read_b32 v100, a41
	v_add_u32_e32 v100, 32, v100
	v_accvgpr_read_b32 v101, a42
	v_add_u32_e32 v101, 32, v101
	v_accvgpr_read_b32 v102, a44
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[18:19], v[88:89], v[32:47]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v102, 32, v102
	v_accvgpr_read_b32 v103, a45
	v_add_u32_e32 v103, 32, v103
	v_accvgpr_read_b32 v105, a46
	v_add_u32_e32 v105, 32, v105
	v_add_u32_e32 v107, 32, v125
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], a[22:23], v[88:89], v[0:15]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v88, s38, v121, -v106
	v_fma_f32 v89, s38, v122, -v106
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v88, v88
	v_exp_f32_e32 v89, v89
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cvt_scalef32_pk_fp8_f32 v91, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v91, v92, v93, 1.0 op_sel:[0,0,0,1]
.Ltmp120:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[88:89], v[88:89], v[92:93]
.Ltmp121:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v90, v91
	v_accvgpr_read_b32 v92, a47
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v92, 32, v92
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], a[28:29], v[90:91], v[16:31]
	v_accvgpr_read_b32 v93, a36
.Ltmp122:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v88, v94, v88
	v_add_f32_e64 v89, v95, v89
.Ltmp123:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v93, 32, v93
	v_accvgpr_read_b32 v94, a38
	v_add_u32_e32 v94, 32, v94
	v_accvgpr_read_b32 v95, a40
	v_add_u32_e32 v95, 32, v95
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], a[24:25], v[90:91], v[48:63]
.Ltmp124:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v88, v96, v88
	v_add_f32_e64 v89, v97, v89
.Ltmp125:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, 32, v124
	v_accvgpr_read_b32 v97, a43
	v_add_u32_e32 v97, 32, v97
.Ltmp126:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v88, v88, v89
.Ltmp127:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v89, v88
	s_nop 1
	v_permlane32_swap_b32_e32 v88, v89
.Ltmp128:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], a[26:27], v[90:91], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], a[30:31], v[90:91], v[0:15]
	v_accvgpr_read_b32 v91, a33
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v90, 32, v91
	v_add_u32_e32 v91, 33, v91
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v90, v126
	s_nop 1
	v_cndmask_b32_e32 v64, v117, v64, vcc
	v_cmp_le_i32_e32 vcc, v91, v126
.Ltmp129:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v64, v64
.Ltmp130:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v65, v117, v65, vcc
	v_cmp_le_i32_e32 vcc, v92, v126
	s_nop 1
	v_cndmask_b32_e32 v66, v117, v66, vcc
	v_cmp_le_i32_e32 vcc, v93, v126
	s_nop 1
	v_cndmask_b32_e32 v67, v117, v67, vcc
	v_cmp_le_i32_e32 vcc, v94, v126
	s_nop 1
	v_cndmask_b32_e32 v80, v117, v68, vcc
	v_cmp_le_i32_e32 vcc, v95, v126
.Ltmp131:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v68, v65, v65
	v_max_f32_e32 v68, v81, v68
.Ltmp132:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v69, v117, v69, vcc
	v_cmp_le_i32_e32 vcc, v96, v126
.Ltmp133:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v67, v80, v69
	v_max3_f32 v68, v68, v66, v81
.Ltmp134:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v70, v117, v70, vcc
	v_cmp_le_i32_e32 vcc, v97, v126
	s_nop 1
	v_cndmask_b32_e32 v71, v117, v71, vcc
	v_cmp_le_i32_e32 vcc, v98, v126
	s_nop 1
	v_cndmask_b32_e32 v72, v117, v72, vcc
	v_cmp_le_i32_e32 vcc, v99, v126
.Ltmp135:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v70, v71, v72
.Ltmp136:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v73, v117, v73, vcc
	v_cmp_le_i32_e32 vcc, v100, v126
	s_nop 1
	v_cndmask_b32_e32 v74, v117, v74, vcc
	v_cmp_le_i32_e32 vcc, v101, v126
	s_nop 1
	v_cndmask_b32_e32 v75, v117, v75, vcc
	v_cmp_le_i32_e32 vcc, v102, v126
.Ltmp137:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v83, v73, v74, v75
.Ltmp138:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v76, v117, v76, vcc
	v_cmp_le_i32_e32 vcc, v103, v126
	s_nop 1
	v_cndmask_b32_e32 v77, v117, v77, vcc
	v_cmp_le_i32_e32 vcc, v105, v126
	s_nop 1
	v_cndmask_b32_e32 v78, v117, v78, vcc
	v_cmp_le_i32_e32 vcc, v107, v126
.Ltmp139:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v84, v76, v77, v78
.Ltmp140:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v79, v117, v79, vcc
.Ltmp141:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v83, v84, v79
	v_max3_f32 v68, v68, v82, v81
.Ltmp142:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v81, v68
	s_nop 1
	v_permlane32_swap_b32_e32 v68, v81
.Ltmp143:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v68, v68, v68
	v_max_f32_e32 v68, v68, v81
.Ltmp144:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v68, s38, v68
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v68, v106, v68
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[68:69] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_fma_f32 v80, s38, v80, -v68
	v_fma_f32 v69, s38, v69, -v68
	v_fma_f32 v81, s38, v70, -v68
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v70, v64
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v64, v106, v68
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v66, s38, v66, -v68
	v_fma_f32 v67, s38, v67, -v68
	v_fma_f32 v82, s38, v71, -v68
	v_fma_f32 v85, s38, v74, -v68
	v_fma_f32 v86, s38, v75, -v68
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v71, v65
	v_exp_f32_e32 v74, v80
	v_exp_f32_e32 v75, v69
	.loc	1 109 21 is_stmt 1              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v64, v64
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v83, s38, v72, -v68
	v_fma_f32 v84, s38, v73, -v68
	v_fma_f32 v87, s38, v76, -v68
	v_fma_f32 v90, s38, v77, -v68
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v72, v66
	v_exp_f32_e32 v73, v67
	v_exp_f32_e32 v76, v81
	v_exp_f32_e32 v77, v82
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v91, s38, v78, -v68
	v_fma_f32 v92, s38, v79, -v68
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v78, v83
	v_exp_f32_e32 v79, v84
	v_exp_f32_e32 v80, v85
	v_exp_f32_e32 v81, v86
	v_exp_f32_e32 v66, v87
	v_exp_f32_e32 v67, v90
	v_exp_f32_e32 v68, v91
	v_exp_f32_e32 v69, v92
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] op_sel_hi:[1,0]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v65, s47, v110
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v82, v70, v71, 1.0
	v_cvt_scalef32_pk_fp8_f32 v83, v74, v75, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[84:85], v65
	ds_read_b64_tr_b8 v[86:87], v65 offset:32
	ds_read_b64_tr_b8 v[90:91], v65 offset:64
	ds_read_b64_tr_b8 v[92:93], v65 offset:96
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v82, v72, v73, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v83, v76, v77, 1.0 op_sel:[0,0,0,1]
.Ltmp145:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
.Ltmp146:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v82, v83
.Ltmp147:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[72:73], v[74:75], v[76:77]
	v_pk_add_f32 v[74:75], v[78:79], v[80:81]
.Ltmp148:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[84:85], v[82:83], v[48:63]
	.loc	1 113 26 is_stmt 0              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v85, v66, v67, 1.0
.Ltmp149:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v66, v66, v68
	v_add_f32_e64 v67, v67, v69
.Ltmp150:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v85, v68, v69, 1.0 op_sel:[0,0,0,1]
.Ltmp151:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v68, v70, v72
	v_add_f32_e64 v69, v71, v73
	v_pk_add_f32 v[66:67], v[74:75], v[66:67]
.Ltmp152:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[94:95], v65 offset:512
	ds_read_b64_tr_b8 v[96:97], v65 offset:544
	ds_read_b64_tr_b8 v[98:99], v65 offset:576
	ds_read_b64_tr_b8 v[100:101], v65 offset:608
.Ltmp153:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[66:67], v[68:69], v[66:67]
.Ltmp154:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[34:35], v[34:35], v[64:65] op_sel_hi:[1,0]
.Ltmp155:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v66, v66, v67
.Ltmp156:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[36:37], v[36:37], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] op_sel_hi:[1,0]
.Ltmp157:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v65, v88, v89
.Ltmp158:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v67, v66
.Ltmp159:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[86:87], v[82:83], v[32:47]
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v65, v111, v104
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v0, v0, v64
	v_mul_f32_e64 v1, v1, v64
	v_mul_f32_e64 v2, v2, v64
	v_mul_f32_e64 v3, v3, v64
	v_pk_mul_f32 v[4:5], v[4:5], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[64:65] op_sel_hi:[1,0]
.Ltmp160:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_permlane32_swap_b32_e32 v66, v67
.Ltmp161:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v66, v66, v67
.Ltmp162:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[92:93], v[82:83], v[0:15]
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v66, v65, v64
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v16, v16, v64
	v_mul_f32_e64 v17, v17, v64
	v_mul_f32_e64 v18, v18, v64
	v_mul_f32_e64 v19, v19, v64
	v_pk_mul_f32 v[20:21], v[20:21], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[64:65] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[64:65] op_sel_hi:[1,0]
.Ltmp163:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v64, s[0:1], v66, v66, s46
	v_rcp_f32_e32 v65, v64
.Ltmp164:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v84, v78, v79, 1.0
	v_cvt_scalef32_pk_fp8_f32 v84, v80, v81, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[90:91], v[82:83], v[16:31]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_permlane32_swap_b32_e32 v84, v85
.Ltmp165:
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v67, -v64, v65, 1.0
	v_fmac_f32_e32 v65, v67, v65
	v_div_scale_f32 v67, vcc, s46, v66, s46
	v_mul_f32_e32 v68, v67, v65
	v_fma_f32 v69, -v64, v68, v67
	v_fmac_f32_e32 v68, v69, v65
.Ltmp166:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[96:97], v[84:85], v[32:47]
.Ltmp167:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v64, -v64, v68, v67
	v_div_fmas_f32 v64, v64, v65, v68
	v_div_fixup_f32 v64, v64, v66, s46
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s2, s14, s0
.Ltmp168:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[100:101], v[84:85], v[0:15]
.Ltmp169:
	.loc	1 153 40                        ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 15 is_stmt 1              ; triton_peers.py:152:15
	v_mul_f32_e64 v38, v64, v38
	v_mul_f32_e64 v39, v64, v39
	v_pk_mul_f32 v[66:67], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[42:43] op_sel_hi:[0,1]
.Ltmp170:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[94:95], v[84:85], v[48:63]
.Ltmp171:
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v42, v64, v44
	v_mul_f32_e64 v43, v64, v45
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s0, s2, s0
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v36, v64, v36
	v_mul_f32_e64 v37, v64, v37
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s1, s3, s1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v11, v38, v39
	scratch_load_dwordx2 v[38:39], off, off offset:72 ; 8-byte Folded Reload
.Ltmp172:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[98:99], v[84:85], v[16:31]
.Ltmp173:
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v44, v64, v0
	v_mul_f32_e64 v45, v64, v1
	v_accvgpr_read_b32 v0, a32
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s45
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 152 15 is_stmt 1              ; triton_peers.py:152:15
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[64:65], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v48, v49
	v_cvt_pk_bf16_f32 v1, v50, v51
	v_cvt_pk_bf16_f32 v2, v52, v53
	v_cvt_pk_bf16_f32 v3, v54, v55
	v_cvt_pk_bf16_f32 v10, v36, v37
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[80:81], 1, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v39, 0
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v4, v56, v57
	v_cvt_pk_bf16_f32 v5, v58, v59
	v_cvt_pk_bf16_f32 v6, v60, v61
	v_cvt_pk_bf16_f32 v7, v62, v63
	v_cvt_pk_bf16_f32 v8, v66, v67
	v_cvt_pk_bf16_f32 v9, v68, v69
	v_cvt_pk_bf16_f32 v12, v40, v41
	v_cvt_pk_bf16_f32 v14, v42, v43
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_cvt_pk_bf16_f32 v13, v32, v33
	v_cvt_pk_bf16_f32 v15, v34, v35
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cvt_pk_bf16_f32 v18, v20, v21
	v_cvt_pk_bf16_f32 v19, v22, v23
	v_cvt_pk_bf16_f32 v20, v24, v25
	v_cvt_pk_bf16_f32 v21, v26, v27
	v_cvt_pk_bf16_f32 v22, v28, v29
	v_cvt_pk_bf16_f32 v23, v30, v31
	v_cvt_pk_bf16_f32 v24, v44, v45
	v_cvt_pk_bf16_f32 v25, v46, v47
	v_cvt_pk_bf16_f32 v26, v70, v71
	v_cvt_pk_bf16_f32 v27, v72, v73
	v_cvt_pk_bf16_f32 v28, v74, v75
	v_cvt_pk_bf16_f32 v29, v76, v77
	v_cvt_pk_bf16_f32 v30, v78, v79
	v_cvt_pk_bf16_f32 v31, v64, v65
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	v_permlane32_swap_b32_e32 v24, v26
	v_permlane32_swap_b32_e32 v25, v27
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[38:39]
	.loc	1 154 9                         ; triton_peers.py:154:9
	global_store_dwordx4 v[36:37], v[0:3], off
	global_store_dwordx4 v[36:37], v[4:7], off offset:32
	global_store_dwordx4 v[36:37], v[8:11], off offset:64
	global_store_dwordx4 v[36:37], v[12:15], off offset:96
	global_store_dwordx4 v[36:37], v[16:19], off offset:128
	global_store_dwordx4 v[36:37], v[20:23], off offset:160
	global_store_dwordx4 v[36:37], v[24:27], off offset:192
	global_store_dwordx4 v[36:37], v[28:31], off offset:224
	.loc	1 118 5                         ; triton_peers.py:118:5
	s_endpgm
.Ltmp174:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 116
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
	.set .Lattn_fwd.numbered_sgpr, 59
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 116
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 21468
; TotalNumSgprs: 65
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 116
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
	.byte	1                               ; Abbrev [1] 0xb:0xb8 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x92 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	147                             ; DW_AT_call_line
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
	.byte	4                               ; Abbrev [4] 0x81:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	145                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x8d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	107                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x99:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges7                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xa6:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges8                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	110                             ; DW_AT_call_line
	.byte	33                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0xb2:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges9                 ; DW_AT_ranges
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
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp163-.Lfunc_begin0
	.quad	.Ltmp164-.Lfunc_begin0
	.quad	.Ltmp165-.Lfunc_begin0
	.quad	.Ltmp166-.Lfunc_begin0
	.quad	.Ltmp167-.Lfunc_begin0
	.quad	.Ltmp168-.Lfunc_begin0
	.quad	.Ltmp169-.Lfunc_begin0
	.quad	.Ltmp170-.Lfunc_begin0
	.quad	.Ltmp171-.Lfunc_begin0
	.quad	.Ltmp172-.Lfunc_begin0
	.quad	.Ltmp173-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp129-.Lfunc_begin0
	.quad	.Ltmp130-.Lfunc_begin0
	.quad	.Ltmp131-.Lfunc_begin0
	.quad	.Ltmp132-.Lfunc_begin0
	.quad	.Ltmp133-.Lfunc_begin0
	.quad	.Ltmp134-.Lfunc_begin0
	.quad	.Ltmp135-.Lfunc_begin0
	.quad	.Ltmp136-.Lfunc_begin0
	.quad	.Ltmp137-.Lfunc_begin0
	.quad	.Ltmp138-.Lfunc_begin0
	.quad	.Ltmp139-.Lfunc_begin0
	.quad	.Ltmp140-.Lfunc_begin0
	.quad	.Ltmp141-.Lfunc_begin0
	.quad	.Ltmp142-.Lfunc_begin0
	.quad	.Ltmp143-.Lfunc_begin0
	.quad	.Ltmp144-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp128-.Lfunc_begin0
	.quad	.Ltmp145-.Lfunc_begin0
	.quad	.Ltmp146-.Lfunc_begin0
	.quad	.Ltmp147-.Lfunc_begin0
	.quad	.Ltmp148-.Lfunc_begin0
	.quad	.Ltmp149-.Lfunc_begin0
	.quad	.Ltmp150-.Lfunc_begin0
	.quad	.Ltmp151-.Lfunc_begin0
	.quad	.Ltmp152-.Lfunc_begin0
	.quad	.Ltmp153-.Lfunc_begin0
	.quad	.Ltmp154-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp159-.Lfunc_begin0
	.quad	.Ltmp160-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	.Ltmp155-.Lfunc_begin0
	.quad	.Ltmp156-.Lfunc_begin0
	.quad	.Ltmp157-.Lfunc_begin0
	.quad	.Ltmp158-.Lfunc_begin0
	.quad	.Ltmp161-.Lfunc_begin0
	.quad	.Ltmp162-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
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
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
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
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
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
    .private_segment_fixed_size: 116
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 28
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
