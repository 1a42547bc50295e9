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
; %bb.34:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.35:
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
	v_cvt_f32_u32_e32 v2, s0
	v_and_b32_e32 v1, 0x3ff, v0
	s_sub_i32 s6, 0, s0
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s3, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s19, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	s_xor_b32 s1, s17, s22
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v100, 4, v1
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
	s_sub_i32 s22, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s23, s18
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
	s_mul_i32 s3, s24, s17
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
	v_mul_lo_u32 v2, v2, s25
	s_lshl_b32 s3, s25, 5
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
	v_and_b32_e32 v2, 0x70, v100
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
	v_mul_lo_u32 v6, v6, s25
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_mov_b32_e32 v4, 0x70
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v5, 3, v0
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v8, v7, s25
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v96, 4, v5
	.loc	1 134 26 is_stmt 0              ; triton_peers.py:134:26
	v_mov_b32_e32 v97, v3
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
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[96:97]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[96:97]
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v11, 32, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_and_b32_e32 v99, 14, v0
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v98, 16, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s0, 0x60
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s1, s26, s18
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s2, s19, 11
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s1, 31
	s_add_u32 s1, s10, s1
.Ltmp4:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_mul_i32 s10, s19, 0x410
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
	global_load_dwordx4 v[14:17], v[6:7], off offset:128
	global_load_dwordx4 v[18:21], v[8:9], off offset:128
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v4, 31, v0
	v_lshlrev_b32_e32 v7, 2, v1
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v22, 1, v11
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v6, 48, v0
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v0, 1, v11
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v8, 7, v4
	v_lshlrev_b32_e32 v9, 3, v99
	scratch_store_dword off, v11, off offset:592 ; 4-byte Folded Spill
	scratch_store_dword off, v4, off offset:596 ; 4-byte Folded Spill
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshlrev_b32_e32 v11, 6, v4
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v4, 32, v7
	v_mov_b32_e32 v12, v22
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xor_b32_e32 v9, v9, v22
	.loc	1 134 18                        ; triton_peers.py:134:18
	scratch_store_dwordx2 off, v[12:13], off ; 8-byte Folded Spill
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v12, v0, v4
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshl_or_b32 v8, s19, 12, v8
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or3_b32 v31, v12, v98, s19
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v12, v8, v9
	v_bitop3_b32 v8, v8, s0, v9 bitop3:0x36
	v_add_u32_e32 v9, 0, v12
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_bitop3_b32 v7, v7, v22, 48 bitop3:0x6c
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v13, v12, 32, 0
	v_xad_u32 v12, v12, 64, 0
	v_add_u32_e32 v8, 0, v8
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s22, s27
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[32:35], v9
	ds_read_b128 v[36:39], v13
	ds_read_b128 v[22:25], v12
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[26:29], v8
	.loc	1 134 18 is_stmt 0              ; triton_peers.py:134:18
	v_xad_u32 v10, v10, v6, 0
	v_or3_b32 v6, s2, v11, v7
	.loc	1 137 18 is_stmt 1              ; triton_peers.py:137:18
	s_addc_u32 s2, s11, s3
	s_ashr_i32 s3, s0, 31
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, s3
	.loc	1 142 16                        ; triton_peers.py:142:16
	s_sub_i32 s8, s21, s20
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s9, s8, s16
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s9, 0
.Ltmp7:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v40, 4, v31
.Ltmp8:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s9, 1
.Ltmp9:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[14:17]
	s_waitcnt vmcnt(3)
	ds_write_b128 v10, v[18:21] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp10:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v10, v31, s28
	v_mul_lo_u32 v8, v40, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s10, 0x83e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s10, 0x9420
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_2:                                ; %.critedge
	s_and_b64 s[2:3], s[6:7], exec
	s_cselect_b32 s2, 1, 0
.Ltmp11:
	.loc	1 0 0                           ; triton_peers.py:0
	v_add_u32_e32 v7, 0, v6
	v_xad_u32 v6, v6, 32, 0
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v12, 8, v31
.Ltmp12:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s2, 1
.Ltmp13:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, 12, v31
.Ltmp14:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v8, v12, s28
	v_mul_lo_u32 v10, v13, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s10, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s10, 0xb4a0
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.Ltmp15:
.LBB0_4:                                ; %.critedge4
	.loc	1 0 17                          ; triton_peers.py:0:17
	scratch_store_dword off, v13, off offset:620 ; 4-byte Folded Spill
	scratch_store_dword off, v12, off offset:608 ; 4-byte Folded Spill
	s_load_dwordx2 s[2:3], s[4:5], 0x4c
	ds_read_b128 v[12:15], v7
	ds_read_b128 v[16:19], v6
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_and_b32_e32 v6, 60, v1
.Ltmp16:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_and_b64 s[20:21], s[6:7], exec
.Ltmp17:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v7, s19, v6
.Ltmp18:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s11, 1, 0
.Ltmp19:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v20, 64, v7
.Ltmp20:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s11, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v8, v7, s28
	v_mul_lo_u32 v10, v20, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[96:97]
	s_mov_b64 s[20:21], 0x80
	s_add_i32 m0, s10, 0x105d0
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[20:21]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[96:97]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[20:21]
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s10, 0x11610
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.Ltmp21:
.LBB0_6:                                ; %.critedge6
	.loc	1 138 22                        ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s20, s2, 31
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s22, s22, s3
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s12, s13, s20
	s_ashr_i32 s3, s22, 31
	s_load_dword s11, s[4:5], 0x54
	s_add_u32 s2, s2, s22
	scratch_store_dword off, v20, off offset:628 ; 4-byte Folded Spill
	scratch_store_dword off, v7, off offset:624 ; 4-byte Folded Spill
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshlrev_b32_e32 v7, 1, v1
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s3, s12, s3
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v7, 0x70, v7
.Ltmp22:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[12:13], s[6:7], exec
.Ltmp23:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v20, s19, v7
.Ltmp24:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s12, 1, 0
.Ltmp25:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v21, 4, v20
.Ltmp26:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s12, 1
	s_mul_i32 s12, s19, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_8
; %bb.7:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v10, v20, s11
	v_mul_lo_u32 v8, v21, s11
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s12
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s12, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.LBB0_8:                                ; %.critedge8
	s_and_b64 s[6:7], s[6:7], exec
	s_cselect_b32 s6, 1, 0
.Ltmp27:
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_or_b32_e32 v41, 8, v20
.Ltmp28:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s6, 1
.Ltmp29:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v42, 12, v20
.Ltmp30:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v8, v41, s11
	v_mul_lo_u32 v10, v42, s11
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s12, 0x2100
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s12, 0x3180
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
.Ltmp31:
.LBB0_10:                               ; %.critedge12
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[8:9], 24, v[32:33]
	scratch_store_dwordx2 off, v[8:9], off offset:216 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[34:35]
	scratch_store_dwordx2 off, v[8:9], off offset:152 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[36:37]
	scratch_store_dwordx2 off, v[8:9], off offset:224 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[38:39]
	scratch_store_dwordx2 off, v[8:9], off offset:232 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[22:23]
	scratch_store_dwordx2 off, v[8:9], off offset:192 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[24:25]
	scratch_store_dwordx2 off, v[8:9], off offset:200 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[26:27]
	scratch_store_dwordx2 off, v[8:9], off offset:208 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[28:29]
	scratch_store_dwordx2 off, v[8:9], off offset:160 ; 8-byte Folded Spill
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[8:9], 24, v[12:13]
	scratch_store_dwordx2 off, v[8:9], off offset:144 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[14:15]
	scratch_store_dwordx2 off, v[8:9], off offset:168 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[16:17]
	scratch_store_dwordx2 off, v[8:9], off offset:176 ; 8-byte Folded Spill
	v_lshrrev_b64 v[8:9], 24, v[18:19]
.Ltmp32:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s13, s9, 0xffffff80
	scratch_store_dwordx2 off, v[8:9], off offset:184 ; 8-byte Folded Spill
	s_mov_b32 s26, 0
	s_cmp_gt_i32 s13, 0
	v_lshlrev_b32_e32 v8, 10, v1
	v_lshlrev_b32_e32 v46, 4, v98
	; asyncmark
	scratch_store_dword off, v31, off offset:600 ; 4-byte Folded Spill
	scratch_store_dword off, v40, off offset:604 ; 4-byte Folded Spill
	scratch_store_dword off, v21, off offset:612 ; 4-byte Folded Spill
	scratch_store_dword off, v20, off offset:616 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:632 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:636 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_12
; %bb.11:                               ; %.critedge12.._crit_edge_crit_edge
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v47, 0x3c00, v8
	v_lshrrev_b32_e32 v9, 6, v47
	v_accvgpr_write_b32 a95, v9
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_13
.LBB0_12:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr47
                                        ; implicit-def: $agpr95
.LBB0_13:                               ; %Flow1008
	s_load_dword s38, s[4:5], 0x20
	v_lshl_add_u64 v[94:95], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	s_and_b64 s[2:3], s[6:7], exec
	s_cselect_b32 s2, 1, 0
	v_lshrrev_b32_e32 v81, 8, v32
	v_lshrrev_b32_e32 v54, 16, v32
	v_lshrrev_b32_e32 v83, 8, v33
	v_lshrrev_b32_e32 v55, 16, v33
	v_lshrrev_b32_e32 v57, 24, v33
	v_lshrrev_b32_e32 v85, 8, v34
	v_lshrrev_b32_e32 v59, 16, v34
	v_lshrrev_b32_e32 v87, 8, v35
	v_lshrrev_b32_e32 v61, 16, v35
	v_lshrrev_b32_e32 v63, 24, v35
	v_lshrrev_b32_e32 v89, 8, v36
	v_lshrrev_b32_e32 v65, 16, v36
	v_lshrrev_b32_e32 v91, 8, v37
	v_lshrrev_b32_e32 v67, 16, v37
	v_lshrrev_b32_e32 v69, 24, v37
	v_lshrrev_b32_e32 v92, 8, v38
	v_lshrrev_b32_e32 v72, 16, v38
	v_lshrrev_b32_e32 v93, 8, v39
	v_lshrrev_b32_e32 v73, 16, v39
	v_lshrrev_b32_e32 v74, 24, v39
	v_lshrrev_b32_e32 v76, 8, v22
	v_lshrrev_b32_e32 v56, 16, v22
	v_lshrrev_b32_e32 v79, 8, v23
	v_lshrrev_b32_e32 v58, 16, v23
	v_lshrrev_b32_e32 v60, 24, v23
	v_lshrrev_b32_e32 v80, 8, v24
	v_lshrrev_b32_e32 v62, 16, v24
	v_lshrrev_b32_e32 v82, 8, v25
	v_lshrrev_b32_e32 v64, 16, v25
	v_lshrrev_b32_e32 v66, 24, v25
	v_lshrrev_b32_e32 v84, 8, v26
	v_lshrrev_b32_e32 v68, 16, v26
	v_lshrrev_b32_e32 v86, 8, v27
	v_lshrrev_b32_e32 v70, 16, v27
	v_lshrrev_b32_e32 v71, 24, v27
	v_lshrrev_b32_e32 v88, 8, v28
	v_lshrrev_b32_e32 v75, 16, v28
	v_lshrrev_b32_e32 v90, 8, v29
	v_lshrrev_b32_e32 v77, 16, v29
	v_lshrrev_b32_e32 v78, 24, v29
	v_lshrrev_b32_e32 v20, 8, v12
	v_lshrrev_b32_e32 v9, 16, v12
	v_lshrrev_b32_e32 v40, 8, v13
	v_lshrrev_b32_e32 v11, 16, v13
	v_lshrrev_b32_e32 v31, 24, v13
	v_lshrrev_b32_e32 v41, 8, v14
	v_lshrrev_b32_e32 v21, 16, v14
	v_lshrrev_b32_e32 v42, 8, v15
	v_lshrrev_b32_e32 v43, 16, v15
	v_lshrrev_b32_e32 v44, 24, v15
	v_lshrrev_b32_e32 v45, 8, v16
	v_lshrrev_b32_e32 v30, 16, v16
	v_lshrrev_b32_e32 v102, 8, v17
	v_lshrrev_b32_e32 v48, 16, v17
	v_lshrrev_b32_e32 v49, 24, v17
	v_lshrrev_b32_e32 v10, 8, v18
	v_lshrrev_b32_e32 v50, 16, v18
	v_lshrrev_b32_e32 v51, 8, v19
	v_lshrrev_b32_e32 v52, 16, v19
	v_lshrrev_b32_e32 v53, 24, v19
	scratch_store_dwordx2 off, v[2:3], off offset:472 ; 8-byte Folded Spill
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v101, 10, v5
	v_lshlrev_b32_e32 v2, 9, v99
	v_lshlrev_b32_e32 v1, 3, v1
	scratch_store_dwordx2 off, v[94:95], off offset:464 ; 8-byte Folded Spill
	scratch_store_dword off, v2, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v1, off offset:20 ; 4-byte Folded Spill
	scratch_store_dwordx4 off, v[12:15], off offset:260 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[16:19], off offset:304 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[22:25], off offset:332 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[26:29], off offset:348 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[32:35], off offset:364 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[36:39], off offset:380 ; 16-byte Folded Spill
	scratch_store_dword off, v9, off offset:240 ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:244 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:396 ; 4-byte Folded Spill
	scratch_store_dword off, v20, off offset:252 ; 4-byte Folded Spill
	scratch_store_dword off, v21, off offset:248 ; 4-byte Folded Spill
	scratch_store_dword off, v40, off offset:256 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:276 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:288 ; 4-byte Folded Spill
	scratch_store_dword off, v43, off offset:280 ; 4-byte Folded Spill
	scratch_store_dword off, v44, off offset:284 ; 4-byte Folded Spill
	scratch_store_dword off, v45, off offset:296 ; 4-byte Folded Spill
	scratch_store_dword off, v30, off offset:292 ; 4-byte Folded Spill
	scratch_store_dword off, v102, off offset:300 ; 4-byte Folded Spill
	scratch_store_dword off, v48, off offset:404 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:400 ; 4-byte Folded Spill
	scratch_store_dword off, v10, off offset:320 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:424 ; 4-byte Folded Spill
	scratch_store_dword off, v51, off offset:428 ; 4-byte Folded Spill
	scratch_store_dword off, v52, off offset:432 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:436 ; 4-byte Folded Spill
	scratch_store_dword off, v54, off offset:452 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off offset:456 ; 4-byte Folded Spill
	scratch_store_dword off, v56, off offset:460 ; 4-byte Folded Spill
	scratch_store_dword off, v57, off offset:444 ; 4-byte Folded Spill
	scratch_store_dword off, v58, off offset:448 ; 4-byte Folded Spill
	scratch_store_dword off, v59, off offset:408 ; 4-byte Folded Spill
	scratch_store_dword off, v60, off offset:412 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:416 ; 4-byte Folded Spill
	scratch_store_dword off, v62, off offset:420 ; 4-byte Folded Spill
	scratch_store_dword off, v63, off offset:440 ; 4-byte Folded Spill
	scratch_store_dword off, v64, off offset:560 ; 4-byte Folded Spill
	scratch_store_dword off, v65, off offset:512 ; 4-byte Folded Spill
	scratch_store_dword off, v66, off offset:508 ; 4-byte Folded Spill
	scratch_store_dword off, v67, off offset:504 ; 4-byte Folded Spill
	scratch_store_dword off, v68, off offset:500 ; 4-byte Folded Spill
	scratch_store_dword off, v69, off offset:556 ; 4-byte Folded Spill
	scratch_store_dword off, v70, off offset:496 ; 4-byte Folded Spill
	scratch_store_dword off, v71, off offset:552 ; 4-byte Folded Spill
	scratch_store_dword off, v72, off offset:492 ; 4-byte Folded Spill
	scratch_store_dword off, v73, off offset:548 ; 4-byte Folded Spill
	scratch_store_dword off, v74, off offset:480 ; 4-byte Folded Spill
	scratch_store_dword off, v75, off offset:488 ; 4-byte Folded Spill
	scratch_store_dword off, v76, off offset:484 ; 4-byte Folded Spill
	scratch_store_dword off, v77, off offset:324 ; 4-byte Folded Spill
	scratch_store_dword off, v78, off offset:328 ; 4-byte Folded Spill
	scratch_store_dword off, v79, off offset:544 ; 4-byte Folded Spill
	scratch_store_dword off, v80, off offset:540 ; 4-byte Folded Spill
	scratch_store_dword off, v81, off offset:536 ; 4-byte Folded Spill
	scratch_store_dword off, v82, off offset:532 ; 4-byte Folded Spill
	scratch_store_dword off, v83, off offset:584 ; 4-byte Folded Spill
	scratch_store_dword off, v84, off offset:528 ; 4-byte Folded Spill
	scratch_store_dword off, v85, off offset:524 ; 4-byte Folded Spill
	scratch_store_dword off, v86, off offset:520 ; 4-byte Folded Spill
	scratch_store_dword off, v87, off offset:588 ; 4-byte Folded Spill
	scratch_store_dword off, v88, off offset:516 ; 4-byte Folded Spill
	scratch_store_dword off, v89, off offset:580 ; 4-byte Folded Spill
	scratch_store_dword off, v90, off offset:572 ; 4-byte Folded Spill
	scratch_store_dword off, v91, off offset:576 ; 4-byte Folded Spill
	scratch_store_dword off, v92, off offset:568 ; 4-byte Folded Spill
	scratch_store_dword off, v93, off offset:564 ; 4-byte Folded Spill
	scratch_store_dword off, v98, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v99, off offset:8 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_17
; %bb.14:                               ; %.lr.ph
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v1, v39, v93, s2
	v_perm_b32 v3, v38, v92, s2
	scratch_load_dwordx2 v[38:39], off, off offset:232 ; 8-byte Folded Reload
	v_perm_b32 v2, v73, v74, s2
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v39, v2, 16, v1
	v_perm_b32 v1, v37, v91, s2
	v_perm_b32 v2, v67, v69, s2
	v_lshl_or_b32 v37, v2, 16, v1
	v_perm_b32 v1, v36, v89, s2
	scratch_load_dwordx2 a[104:105], off, off offset:472 ; 8-byte Folded Reload
	scratch_load_dwordx2 a[106:107], off, off offset:464 ; 8-byte Folded Reload
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, v0, v4
	v_add3_u32 v0, v0, v98, s19
	v_and_b32_e32 v47, 0x3c00, v8
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s20, s11, 7
	s_lshl_b32 s21, s28, 7
	s_mov_b32 s7, 0x83e0
	s_mov_b32 s6, 0x105d0
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	v_accvgpr_write_b32 a109, v97
	v_accvgpr_write_b32 a108, v96
	v_accvgpr_write_b32 a88, v100
	v_accvgpr_write_b32 a82, v101
	scratch_load_dword a102, off, off offset:592 ; 4-byte Folded Reload
	v_perm_b32 v5, v72, v38, s2
	v_lshl_or_b32 v38, v5, 16, v3
	scratch_load_dwordx2 v[2:3], off, off offset:224 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v65, v2, s2
	v_lshl_or_b32 v36, v2, 16, v1
	v_perm_b32 v1, v35, v87, s2
	v_perm_b32 v2, v61, v63, s2
	v_lshl_or_b32 v35, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:152 ; 8-byte Folded Reload
	v_perm_b32 v1, v34, v85, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v59, v2, s2
	v_lshl_or_b32 v34, v2, 16, v1
	v_perm_b32 v1, v33, v83, s2
	v_perm_b32 v2, v55, v57, s2
	v_lshl_or_b32 v33, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:216 ; 8-byte Folded Reload
	v_perm_b32 v1, v32, v81, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v28, v88, s2
	v_perm_b32 v2, v54, v2, s2
	v_lshl_or_b32 v32, v2, 16, v1
	v_perm_b32 v1, v29, v90, s2
	scratch_load_dwordx2 v[28:29], off, off offset:160 ; 8-byte Folded Reload
	v_perm_b32 v2, v77, v78, s2
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v29, v2, 16, v1
	v_perm_b32 v1, v27, v86, s2
	v_perm_b32 v2, v70, v71, s2
	v_lshl_or_b32 v27, v2, 16, v1
	v_perm_b32 v1, v26, v84, s2
	scratch_store_dwordx4 off, v[32:35], off offset:24 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[36:39], off offset:40 ; 16-byte Folded Spill
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v32, 0
	v_perm_b32 v5, v75, v28, s2
	v_lshl_or_b32 v28, v5, 16, v3
	scratch_load_dwordx2 v[2:3], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v68, v2, s2
	v_lshl_or_b32 v26, v2, 16, v1
	v_perm_b32 v1, v25, v82, s2
	v_perm_b32 v2, v64, v66, s2
	v_lshl_or_b32 v25, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:200 ; 8-byte Folded Reload
	v_perm_b32 v1, v24, v80, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v62, v2, s2
	v_lshl_or_b32 v24, v2, 16, v1
	v_perm_b32 v1, v23, v79, s2
	v_perm_b32 v2, v58, v60, s2
	v_lshl_or_b32 v23, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:192 ; 8-byte Folded Reload
	v_perm_b32 v1, v22, v76, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v3, v18, v10, s2
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v10, v62
	v_mov_b32_e32 v8, v62
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v63, v62
	v_mov_b32_e32 v60, v62
	v_mov_b32_e32 v61, v62
	v_mov_b32_e32 v58, v62
	v_mov_b32_e32 v59, v62
	v_mov_b32_e32 v57, v62
	v_mov_b32_e32 v54, v62
	v_mov_b32_e32 v55, v62
	v_accvgpr_write_b32 a124, v62
	v_accvgpr_write_b32 a125, v62
	v_accvgpr_write_b32 a122, v62
	v_accvgpr_write_b32 a123, v62
	v_accvgpr_write_b32 a120, v62
	v_accvgpr_write_b32 a121, v62
	v_accvgpr_write_b32 a118, v62
	v_accvgpr_write_b32 a119, v62
	v_accvgpr_write_b32 a116, v62
	v_accvgpr_write_b32 a117, v62
	v_accvgpr_write_b32 a114, v62
	v_accvgpr_write_b32 a115, v62
	v_accvgpr_write_b32 a112, v62
	v_accvgpr_write_b32 a113, v62
	v_accvgpr_write_b32 a110, v62
	v_accvgpr_write_b32 a111, v62
	v_accvgpr_write_b32 a46, v62
	v_accvgpr_write_b32 a47, v62
	v_accvgpr_write_b32 a44, v62
	v_accvgpr_write_b32 a45, v62
	v_accvgpr_write_b32 a42, v62
	v_accvgpr_write_b32 a43, v62
	v_accvgpr_write_b32 a40, v62
	v_accvgpr_write_b32 a41, v62
	v_accvgpr_write_b32 a38, v62
	v_accvgpr_write_b32 a39, v62
	v_accvgpr_write_b32 a36, v62
	v_accvgpr_write_b32 a37, v62
	v_accvgpr_write_b32 a34, v62
	v_accvgpr_write_b32 a35, v62
	v_accvgpr_write_b32 a32, v62
	v_accvgpr_write_b32 a33, v62
	v_perm_b32 v2, v56, v2, s2
	v_lshl_or_b32 v22, v2, 16, v1
	v_perm_b32 v1, v19, v51, s2
	scratch_load_dwordx2 v[18:19], off, off offset:184 ; 8-byte Folded Reload
	v_perm_b32 v2, v52, v53, s2
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v19, v2, 16, v1
	v_perm_b32 v1, v17, v102, s2
	v_perm_b32 v2, v48, v49, s2
	v_lshl_or_b32 v17, v2, 16, v1
	v_perm_b32 v1, v16, v45, s2
	v_mov_b32_e32 v56, v62
	v_mov_b32_e32 v52, v62
	v_mov_b32_e32 v53, v62
	v_mov_b32_e32 v51, v62
	v_mov_b32_e32 v48, v62
	v_mov_b32_e32 v49, v62
	scratch_store_dwordx4 off, v[22:25], off offset:56 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[26:29], off offset:72 ; 16-byte Folded Spill
	v_perm_b32 v5, v50, v18, s2
	v_lshl_or_b32 v18, v5, 16, v3
	scratch_load_dwordx2 v[2:3], off, off offset:176 ; 8-byte Folded Reload
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v50, v62
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v30, v2, s2
	v_lshl_or_b32 v16, v2, 16, v1
	v_perm_b32 v1, v15, v42, s2
	v_perm_b32 v2, v43, v44, s2
	v_lshl_or_b32 v15, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:168 ; 8-byte Folded Reload
	v_perm_b32 v1, v14, v41, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v21, v2, s2
	v_lshl_or_b32 v14, v2, 16, v1
	v_perm_b32 v1, v13, v40, s2
	v_perm_b32 v2, v11, v31, s2
	v_lshl_or_b32 v13, v2, 16, v1
	scratch_load_dwordx2 v[2:3], off, off offset:144 ; 8-byte Folded Reload
	v_perm_b32 v1, v12, v20, s2
	v_mov_b32_e32 v11, v62
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v62
	v_perm_b32 v2, v9, v2, s2
	v_lshl_or_b32 v12, v2, 16, v1
	v_add_u32_e32 v1, s19, v7
	v_add_u32_e32 v2, 0x8c, v1
	v_mul_lo_u32 v2, s11, v2
	scratch_store_dword off, v2, off offset:120 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0x88, v1
	v_mul_lo_u32 v2, s11, v2
	scratch_store_dword off, v2, off offset:124 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0x84, v1
	v_add_u32_e32 v1, 0x80, v1
	v_mul_lo_u32 v1, s11, v1
	v_mul_lo_u32 v2, s11, v2
	scratch_store_dword off, v1, off offset:132 ; 4-byte Folded Spill
	v_add_u32_e32 v1, s19, v6
	scratch_store_dword off, v2, off offset:128 ; 4-byte Folded Spill
	v_add_u32_e32 v2, 0xc0, v1
	v_or_b32_e32 v1, 0x80, v1
	v_mul_lo_u32 v1, s28, v1
	v_accvgpr_write_b32 a103, v1
	v_add_u32_e32 v1, 0x8c, v0
	v_mul_lo_u32 v1, s28, v1
	v_accvgpr_write_b32 a89, v1
	v_add_u32_e32 v1, 0x88, v0
	v_mul_lo_u32 v1, s28, v1
	v_accvgpr_write_b32 a92, v1
	v_add_u32_e32 v1, 0x84, v0
	v_add_u32_e32 v0, 0x80, v0
	scratch_store_dwordx4 off, v[12:15], off offset:88 ; 16-byte Folded Spill
	s_nop 0
	scratch_store_dwordx4 off, v[16:19], off offset:104 ; 16-byte Folded Spill
	v_mul_lo_u32 v2, s28, v2
	v_mul_lo_u32 v1, s28, v1
	v_mul_lo_u32 v0, s28, v0
	v_accvgpr_write_b32 a83, v2
	v_accvgpr_write_b32 a94, v1
	v_accvgpr_write_b32 a64, v0
	v_mov_b32_e32 v14, v62
	v_mov_b32_e32 v15, v62
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v13, v62
	v_mov_b32_e32 v9, v62
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v62
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v62
	v_accvgpr_write_b32 a63, v15
	v_accvgpr_write_b32 a62, v14
	v_accvgpr_write_b32 a61, v13
	v_accvgpr_write_b32 a60, v12
	v_accvgpr_write_b32 a59, v11
	v_accvgpr_write_b32 a58, v10
	v_accvgpr_write_b32 a57, v9
	v_accvgpr_write_b32 a56, v8
	v_accvgpr_write_b32 a55, v7
	v_accvgpr_write_b32 a54, v6
	v_accvgpr_write_b32 a53, v5
	v_accvgpr_write_b32 a52, v4
	v_accvgpr_write_b32 a51, v3
	v_accvgpr_write_b32 a50, v2
	v_accvgpr_write_b32 a49, v1
	v_accvgpr_write_b32 a48, v0
	v_lshrrev_b32_e32 v0, 6, v47
	s_mov_b64 s[2:3], 0x80
	v_accvgpr_write_b32 a95, v0
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[96:97]
	scratch_store_dwordx2 off, v[0:1], off offset:136 ; 8-byte Folded Spill
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s31, s6
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s24, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s24, s6, 0
	s_mov_b32 s27, s26
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s26, s24, 14
	v_accvgpr_read_b32 v0, a64
	s_lshr_b32 s6, s26, 6
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s22, v0
	v_accvgpr_read_b32 v0, a94
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s26, s6
	s_mov_b32 s30, s7
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v66, s22, v0
	v_accvgpr_read_b32 v0, a92
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v10, a106
	v_accvgpr_read_b32 v11, a107
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s7, s6, 0x83e0
	s_add_i32 s6, s6, s10
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v68, s22, v0
	v_accvgpr_read_b32 v0, a89
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[4:5], v[10:11], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s6, 0x83e0
	; wait_asyncmark(0)
	s_barrier
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v70, s22, v0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	v_lshl_add_u64 v[6:7], v[10:11], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[4:5], off
	s_add_i32 m0, s6, 0x9420
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v71, 31, v70
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[68:69]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s6, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s6, 0xb4a0
	v_add3_u32 v4, s30, v47, v46
	global_load_lds_dwordx4 v[10:11], off
	; asyncmark
	scratch_load_dwordx2 v[30:31], off, off ; 8-byte Folded Reload
	scratch_load_dwordx4 a[24:27], off, off offset:24 ; 16-byte Folded Reload
	scratch_load_dwordx4 a[28:31], off, off offset:40 ; 16-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_accvgpr_read_b32 v31, a95
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s6, s24, 13
	v_accvgpr_read_b32 v0, a103
	s_lshr_b32 s30, s6, 6
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s22, v0
	v_accvgpr_read_b32 v1, a83
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s6, s30
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v2, s22, v1
	v_ashrrev_i32_e32 v1, 31, v0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s6, 0x105d0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 s30, s6, s10
	s_mov_b32 m0, s30
	v_accvgpr_write_b32 a65, v46
	v_accvgpr_write_b32 a93, v47
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s29, s26, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s26, s26, s29
	s_add_i32 s29, s26, s12
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_addk_i32 s25, 0x80
	s_add_i32 s22, s22, s21
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v4, v4, v30, v31
	ds_read_b128 v[6:9], v4
	ds_read_b128 v[10:13], v4 offset:32
	ds_read_b128 v[14:17], v4 offset:64
	ds_read_b128 v[18:21], v4 offset:96
	ds_read_b128 v[22:25], v4 offset:128
	ds_read_b128 v[26:29], v4 offset:160
	ds_read_b128 v[64:67], v4 offset:192
	ds_read_b128 v[68:71], v4 offset:224
	ds_read_b128 v[72:75], v4 offset:512
	ds_read_b128 v[76:79], v4 offset:544
	ds_read_b128 a[0:3], v4 offset:576
	ds_read_b128 a[4:7], v4 offset:608
	ds_read_b128 a[8:11], v4 offset:640
	ds_read_b128 a[12:15], v4 offset:672
	ds_read_b128 a[16:19], v4 offset:704
	ds_read_b128 a[20:23], v4 offset:736
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[6:13], a[24:31], 0
	scratch_load_dwordx4 v[4:7], off, off offset:56 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:72 ; 16-byte Folded Reload
	v_mov_b32_e32 v12, v30
	s_waitcnt lgkmcnt(10)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[22:29], a[24:31], 0
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], a[24:31], 0
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[64:71], v[4:11], v[96:111]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], a[24:31], 0
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[14:21], v[4:11], v[112:127]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], v[4:11], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[16:23], v[4:11], v[64:79]
	scratch_load_dwordx2 v[4:5], off, off offset:136 ; 8-byte Folded Reload
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[2:3]
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[0:1], off
	s_add_i32 m0, s30, 0x1040
	v_accvgpr_read_b32 v0, a82
	global_load_lds_dwordx4 v[2:3], off
	; asyncmark
	scratch_load_dwordx4 a[8:11], off, off offset:88 ; 16-byte Folded Reload
	scratch_load_dwordx4 a[12:15], off, off offset:104 ; 16-byte Folded Reload
	v_accvgpr_read_b32 v1, a88
	v_add3_u32 v0, s31, v12, v0
	v_and_b32_e32 v1, 0x1c0, v1
	v_accvgpr_read_b32 v2, a108
	v_accvgpr_read_b32 v3, a109
	v_add3_u32 v0, v0, v1, v2
	ds_read_b128 v[2:5], v0
	ds_read_b128 v[6:9], v0 offset:32
	ds_read_b128 v[10:13], v0 offset:512
	ds_read_b128 v[14:17], v0 offset:544
	ds_read_b128 v[18:21], v0 offset:4160
	ds_read_b128 v[22:25], v0 offset:4192
	ds_read_b128 a[0:3], v0 offset:4672
	ds_read_b128 a[4:7], v0 offset:4704
	.loc	1 104 21 is_stmt 1              ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], a[8:15], v[64:79]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s29
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], a[8:15], v[112:127]
.Ltmp33:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 1
	v_max_f32_e32 v9, v71, v71
.Ltmp34:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], v[10:17], a[8:15], v[96:111]
.Ltmp35:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
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
.Ltmp36:
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[18:25], a[8:15], v[80:95]
.Ltmp37:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
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
	s_nop 3
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
.Ltmp38:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp40:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v1, v33, v33
	v_max_f32_e32 v28, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[0:1], s[38:39], v[112:113], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[108:109], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[38:39], v[72:73], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v72, v0
	v_exp_f32_e32 v73, v1
	v_exp_f32_e32 v0, v108
	v_exp_f32_e32 v1, v109
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[96:97], s[38:39], v[96:97], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[38:39], v[110:111], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], s[38:39], v[76:77], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v76, v96
	v_exp_f32_e32 v77, v97
	v_mov_b64_e32 v[96:97], v[0:1]
	v_exp_f32_e32 v0, v110
	v_exp_f32_e32 v1, v111
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[80:81], s[38:39], v[80:81], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[84:85], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[34:35], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v80
	v_exp_f32_e32 v1, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[86:87], s[38:39], v[86:87], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[90:91], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[92:93], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[36:37], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v82
	v_exp_f32_e32 v1, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[94:95], s[38:39], v[94:95], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[38:39], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v84
	v_exp_f32_e32 v1, v85
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[114:115], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[88:89], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[40:41], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v86
	v_exp_f32_e32 v1, v87
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[114:115], s[38:39], v[74:75], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v46, v88
	v_exp_f32_e32 v47, v89
	v_mov_b64_e32 v[42:43], v[0:1]
	v_exp_f32_e32 v0, v90
	v_exp_f32_e32 v1, v91
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[18:19], s[38:39], v[78:79], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[38:39], v[116:117], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[118:119], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[44:45], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v92
	v_exp_f32_e32 v1, v93
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[8:9], s[38:39], v[120:121], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], s[38:39], v[122:123], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], s[38:39], v[124:125], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[80:81], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v94
	v_exp_f32_e32 v1, v95
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[14:15], s[38:39], v[126:127], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[98:99], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[100:101], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[82:83], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v64
	v_exp_f32_e32 v1, v65
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[102:103], s[38:39], v[102:103], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[104:105], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[106:107], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[84:85], v[0:1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v0, v66
	v_exp_f32_e32 v1, v67
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[28:29] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v126, v2
	v_exp_f32_e32 v127, v3
	v_mov_b64_e32 v[86:87], v[0:1]
	v_exp_f32_e32 v0, v68
	v_exp_f32_e32 v1, v69
	v_exp_f32_e32 v74, v4
	v_exp_f32_e32 v75, v5
	v_exp_f32_e32 v124, v6
	v_mov_b64_e32 v[88:89], v[0:1]
	v_exp_f32_e32 v0, v114
	v_exp_f32_e32 v1, v115
	v_exp_f32_e32 v125, v7
	v_exp_f32_e32 v120, v8
	v_exp_f32_e32 v121, v9
	v_mov_b64_e32 v[90:91], v[0:1]
	v_exp_f32_e32 v0, v16
	v_exp_f32_e32 v1, v17
	v_exp_f32_e32 v122, v10
	v_exp_f32_e32 v123, v11
	v_exp_f32_e32 v116, v12
	v_mov_b64_e32 v[92:93], v[0:1]
	v_exp_f32_e32 v0, v18
	v_exp_f32_e32 v1, v19
	v_exp_f32_e32 v117, v13
	v_exp_f32_e32 v118, v14
	v_exp_f32_e32 v119, v15
	v_exp_f32_e32 v14, v98
	v_exp_f32_e32 v15, v99
	v_exp_f32_e32 v78, v100
	v_exp_f32_e32 v79, v101
	v_exp_f32_e32 v12, v102
	v_exp_f32_e32 v13, v103
	v_exp_f32_e32 v6, v104
	v_exp_f32_e32 v7, v105
	v_exp_f32_e32 v4, v106
	v_exp_f32_e32 v5, v107
	v_exp_f32_e32 v8, v70
	v_exp_f32_e32 v9, v71
	v_exp_f32_e32 v10, v112
	v_exp_f32_e32 v11, v113
	v_mov_b64_e32 v[94:95], v[0:1]
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v0, v33, v28
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v16, v0
.Ltmp41:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[18:19], v[72:73], v[126:127]
	v_pk_add_f32 v[20:21], v[74:75], v[124:125]
	v_pk_add_f32 v[22:23], v[120:121], v[122:123]
	v_pk_add_f32 v[24:25], v[116:117], v[118:119]
	v_pk_add_f32 v[26:27], v[76:77], v[14:15]
	v_pk_add_f32 v[2:3], v[78:79], v[12:13]
	v_pk_add_f32 v[30:31], v[6:7], v[4:5]
	v_pk_add_f32 v[64:65], v[96:97], v[34:35]
	v_pk_add_f32 v[66:67], v[36:37], v[38:39]
	v_pk_add_f32 v[68:69], v[40:41], v[42:43]
	v_pk_add_f32 v[70:71], v[46:47], v[44:45]
	v_pk_add_f32 v[108:109], v[80:81], v[82:83]
	v_pk_add_f32 v[110:111], v[84:85], v[86:87]
	v_pk_add_f32 v[112:113], v[88:89], v[8:9]
	v_pk_add_f32 v[114:115], v[10:11], v[90:91]
	v_pk_add_f32 v[0:1], v[92:93], v[94:95]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	v_pk_add_f32 v[22:23], v[26:27], v[2:3]
	v_pk_add_f32 v[24:25], v[30:31], v[64:65]
	v_pk_add_f32 v[26:27], v[66:67], v[68:69]
	v_pk_add_f32 v[2:3], v[70:71], v[108:109]
	v_pk_add_f32 v[30:31], v[110:111], v[112:113]
	v_pk_add_f32 v[0:1], v[114:115], v[0:1]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[24:25]
	v_pk_add_f32 v[22:23], v[26:27], v[2:3]
	v_pk_add_f32 v[0:1], v[30:31], v[0:1]
	v_pk_add_f32 v[18:19], v[18:19], v[20:21]
	v_pk_add_f32 v[0:1], v[22:23], v[0:1]
	v_accvgpr_write_b32 a101, v97
	v_pk_add_f32 v[0:1], v[18:19], v[0:1]
	v_accvgpr_write_b32 a100, v96
.Ltmp42:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v0, v0, v1
.Ltmp43:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp44:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v22, v0, v1
.Ltmp45:
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	scratch_load_dword v1, off, off offset:128 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a85, v35
	v_accvgpr_write_b32 a84, v34
	v_accvgpr_write_b32 a99, v39
	v_accvgpr_write_b32 a98, v38
	v_accvgpr_write_b32 a97, v37
	v_accvgpr_write_b32 a96, v36
	v_accvgpr_write_b32 a91, v43
	v_accvgpr_write_b32 a90, v42
	v_accvgpr_write_b32 a127, v41
	v_accvgpr_write_b32 a126, v40
	v_accvgpr_write_b32 a81, v45
	v_accvgpr_write_b32 a80, v44
	v_accvgpr_write_b32 a76, v82
	v_accvgpr_write_b32 a77, v83
	v_accvgpr_write_b32 a87, v81
	v_accvgpr_write_b32 a86, v80
	v_accvgpr_write_b32 a72, v86
	v_accvgpr_write_b32 a73, v87
	v_accvgpr_write_b32 a78, v84
	v_accvgpr_write_b32 a79, v85
	v_accvgpr_write_b32 a74, v88
	v_accvgpr_write_b32 a75, v89
	v_accvgpr_write_b32 a68, v90
	v_accvgpr_write_b32 a69, v91
	v_accvgpr_write_b32 a66, v94
	v_accvgpr_write_b32 a67, v95
	v_accvgpr_write_b32 a70, v92
	v_accvgpr_write_b32 a71, v93
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v22, v32, v16
	v_accvgpr_read_b32 v30, a110
	v_accvgpr_read_b32 v31, a111
	v_accvgpr_read_b32 v32, a112
	v_accvgpr_read_b32 v33, a113
	v_accvgpr_read_b32 v34, a114
	v_accvgpr_read_b32 v35, a115
	v_accvgpr_read_b32 v36, a116
	v_accvgpr_read_b32 v37, a117
	v_accvgpr_read_b32 v38, a118
	v_accvgpr_read_b32 v39, a119
	v_accvgpr_read_b32 v40, a120
	v_accvgpr_read_b32 v41, a121
	v_accvgpr_read_b32 v42, a122
	v_accvgpr_read_b32 v43, a123
	v_accvgpr_read_b32 v44, a124
	v_accvgpr_read_b32 v45, a125
	v_accvgpr_read_b32 v95, a47
	v_accvgpr_read_b32 v94, a46
	v_accvgpr_read_b32 v93, a45
	v_accvgpr_read_b32 v92, a44
	v_accvgpr_read_b32 v91, a43
	v_accvgpr_read_b32 v90, a42
	v_accvgpr_read_b32 v89, a41
	v_accvgpr_read_b32 v88, a40
	v_accvgpr_read_b32 v87, a39
	v_accvgpr_read_b32 v86, a38
	v_accvgpr_read_b32 v85, a37
	v_accvgpr_read_b32 v84, a36
	v_accvgpr_read_b32 v83, a35
	v_accvgpr_read_b32 v82, a34
	v_accvgpr_read_b32 v81, a33
	v_accvgpr_read_b32 v80, a32
	v_accvgpr_read_b32 v111, a63
	v_accvgpr_read_b32 v110, a62
	v_accvgpr_read_b32 v109, a61
	v_accvgpr_read_b32 v108, a60
	v_accvgpr_read_b32 v107, a59
	v_accvgpr_read_b32 v106, a58
	v_accvgpr_read_b32 v105, a57
	v_accvgpr_read_b32 v104, a56
	v_accvgpr_read_b32 v103, a55
	v_accvgpr_read_b32 v102, a54
	v_accvgpr_read_b32 v101, a53
	v_accvgpr_read_b32 v100, a52
	v_accvgpr_read_b32 v99, a51
	v_accvgpr_read_b32 v98, a50
	v_accvgpr_read_b32 v97, a49
	v_accvgpr_read_b32 v96, a48
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[80:81], v[80:81], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[82:83], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[84:85], v[84:85], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[86:87], v[86:87], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[88:89], v[88:89], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[90:91], v[90:91], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[94:95], v[94:95], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[104:105], v[104:105], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[108:109], v[108:109], v[16:17] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], v[16:17] op_sel_hi:[1,0]
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v16, s23, v1
	scratch_load_dword v1, off, off offset:124 ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:132 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v2, a104
	v_accvgpr_read_b32 v3, a105
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[2:3], 0, v[16:17]
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v74, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v75, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v76, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v78, v79, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v6, v7, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v126, v127, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v124, v125, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v122, v123, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v75, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v14, v15, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v12, v13, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v4, v5, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_cvt_scalef32_pk_fp8_f32 v65, v46, v47, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v10, v11, 1.0
	v_accvgpr_read_b32 v47, a93
	v_accvgpr_read_b32 v46, a65
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v18, s23, v1
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	scratch_load_dword v1, off, off offset:120 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s23, v0
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[2:3], 0, v[18:19]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v20, s23, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[0:1], off
	s_add_i32 m0, s29, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v21, 31, v20
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[16:17], off
	s_add_i32 m0, s29, 0x2100
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[20:21], v[2:3], 0, v[20:21]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[18:19], off
	s_add_i32 m0, s29, 0x3180
	v_accvgpr_read_b32 v1, a102
	global_load_lds_dwordx4 v[20:21], off
	; asyncmark
	scratch_load_dword v0, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:16 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v1, 2, v1
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s23, s23, s20
	s_cmp_lt_i32 s25, s13
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v0, 8, v0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s27, v0
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v1, v2
	scratch_load_dword v1, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 4, v1
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v0, v2, v1
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
	v_accvgpr_read_b32 v0, a100
	v_accvgpr_read_b32 v1, a101
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v79, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a84
	v_accvgpr_read_b32 v1, a85
	v_cvt_scalef32_pk_fp8_f32 v79, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a96
	s_nop 0
	v_permlane32_swap_b32_e32 v78, v79
	v_accvgpr_read_b32 v1, a97
	v_cvt_scalef32_pk_fp8_f32 v64, v0, v1, 1.0
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[30:45], a[32:39], v[72:79], v[30:45]
	v_accvgpr_read_b32 v0, a98
	v_accvgpr_read_b32 v1, a99
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a126
	v_accvgpr_read_b32 v1, a127
	v_cvt_scalef32_pk_fp8_f32 v66, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a90
	v_accvgpr_read_b32 v1, a91
	v_cvt_scalef32_pk_fp8_f32 v66, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a80
	v_accvgpr_read_b32 v1, a81
	v_cvt_scalef32_pk_fp8_f32 v65, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a86
	v_accvgpr_read_b32 v1, a87
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[16:23], v[72:79], v[80:95]
	v_accvgpr_read_b32 v0, a76
	v_accvgpr_read_b32 v1, a77
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a78
	v_accvgpr_read_b32 v1, a79
	v_cvt_scalef32_pk_fp8_f32 v68, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a72
	v_accvgpr_read_b32 v1, a73
	v_cvt_scalef32_pk_fp8_f32 v68, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a74
	v_accvgpr_read_b32 v1, a75
	v_cvt_scalef32_pk_fp8_f32 v70, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a68
	v_accvgpr_read_b32 v1, a69
	v_cvt_scalef32_pk_fp8_f32 v69, v0, v1, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[8:15], v[72:79], v[96:111]
	v_accvgpr_read_b32 v0, a70
	v_accvgpr_read_b32 v1, a71
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v71, v0, v1, 1.0
	v_accvgpr_read_b32 v0, a66
	v_accvgpr_read_b32 v1, a67
	v_cvt_scalef32_pk_fp8_f32 v70, v8, v9, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[40:47], v[72:79], v[48:63]
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[30:45], a[56:63], v[64:71], v[30:45]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[24:31], v[64:71], v[80:95]
	s_nop 15
	s_nop 2
	v_accvgpr_write_b32 a125, v45
	v_accvgpr_write_b32 a124, v44
	v_accvgpr_write_b32 a123, v43
	v_accvgpr_write_b32 a122, v42
	v_accvgpr_write_b32 a121, v41
	v_accvgpr_write_b32 a120, v40
	v_accvgpr_write_b32 a119, v39
	v_accvgpr_write_b32 a118, v38
	v_accvgpr_write_b32 a117, v37
	v_accvgpr_write_b32 a116, v36
	v_accvgpr_write_b32 a115, v35
	v_accvgpr_write_b32 a114, v34
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[96:111], a[0:7], v[64:71], v[96:111]
	v_accvgpr_write_b32 a113, v33
	v_accvgpr_write_b32 a112, v32
	v_accvgpr_write_b32 a111, v31
	v_accvgpr_write_b32 a110, v30
	v_accvgpr_write_b32 a32, v80
	v_accvgpr_write_b32 a33, v81
	v_accvgpr_write_b32 a34, v82
	v_accvgpr_write_b32 a35, v83
	v_accvgpr_write_b32 a36, v84
	v_accvgpr_write_b32 a37, v85
	v_accvgpr_write_b32 a38, v86
	v_accvgpr_write_b32 a39, v87
	v_accvgpr_write_b32 a40, v88
	v_accvgpr_write_b32 a41, v89
	v_accvgpr_write_b32 a42, v90
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[48:55], v[64:71], v[48:63]
	v_accvgpr_write_b32 a43, v91
	v_accvgpr_write_b32 a44, v92
	v_accvgpr_write_b32 a45, v93
	v_accvgpr_write_b32 a46, v94
	v_accvgpr_write_b32 a47, v95
	v_accvgpr_write_b32 a48, v96
	v_accvgpr_write_b32 a49, v97
	v_accvgpr_write_b32 a50, v98
	v_accvgpr_write_b32 a51, v99
	v_accvgpr_write_b32 a52, v100
	v_accvgpr_write_b32 a53, v101
	v_accvgpr_write_b32 a54, v102
	v_accvgpr_write_b32 a55, v103
	v_accvgpr_write_b32 a56, v104
	v_accvgpr_write_b32 a57, v105
	v_accvgpr_write_b32 a58, v106
	v_accvgpr_write_b32 a59, v107
	v_accvgpr_write_b32 a60, v108
	v_accvgpr_write_b32 a61, v109
	v_accvgpr_write_b32 a62, v110
	v_accvgpr_write_b32 a63, v111
	v_mov_b32_e32 v33, v28
	v_mov_b32_e32 v32, v22
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_15
; %bb.16:                               ; %Flow1006
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	scratch_load_dword v88, off, off offset:516 ; 4-byte Folded Reload
	scratch_load_dword v89, off, off offset:580 ; 4-byte Folded Reload
	scratch_load_dword v90, off, off offset:572 ; 4-byte Folded Reload
	scratch_load_dword v91, off, off offset:576 ; 4-byte Folded Reload
	scratch_load_dword v92, off, off offset:568 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:564 ; 4-byte Folded Reload
	scratch_load_dword v31, off, off offset:396 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a16, v48
	v_accvgpr_write_b32 a17, v49
	v_accvgpr_write_b32 a18, v50
	v_accvgpr_write_b32 a19, v51
	v_accvgpr_write_b32 a20, v52
	v_accvgpr_write_b32 a21, v53
	v_accvgpr_write_b32 a22, v54
	v_accvgpr_write_b32 a23, v55
	v_accvgpr_write_b32 a24, v56
	v_accvgpr_write_b32 a25, v57
	v_accvgpr_write_b32 a26, v58
	v_accvgpr_write_b32 a27, v59
	v_accvgpr_write_b32 a28, v60
	v_accvgpr_write_b32 a29, v61
	v_accvgpr_write_b32 a30, v62
	v_accvgpr_write_b32 a31, v63
	v_accvgpr_mov_b32 a0, a32
	v_accvgpr_mov_b32 a1, a33
	v_accvgpr_mov_b32 a2, a34
	v_accvgpr_mov_b32 a3, a35
	v_accvgpr_mov_b32 a4, a36
	v_accvgpr_mov_b32 a5, a37
	v_accvgpr_mov_b32 a6, a38
	v_accvgpr_mov_b32 a7, a39
	v_accvgpr_mov_b32 a8, a40
	v_accvgpr_mov_b32 a9, a41
	v_accvgpr_mov_b32 a10, a42
	v_accvgpr_mov_b32 a11, a43
	v_accvgpr_mov_b32 a12, a44
	v_accvgpr_mov_b32 a13, a45
	v_accvgpr_mov_b32 a14, a46
	v_accvgpr_mov_b32 a15, a47
	v_accvgpr_read_b32 v96, a108
	v_accvgpr_read_b32 v97, a109
	v_accvgpr_read_b32 v100, a88
	v_accvgpr_read_b32 v101, a82
	s_branch .LBB0_18
.LBB0_17:
	v_mov_b32_e32 v1, 0
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
	v_mov_b32_e32 v65, v1
	v_mov_b32_e32 v64, v1
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v66, v1
	v_mov_b32_e32 v69, v1
	v_mov_b32_e32 v68, v1
	v_mov_b32_e32 v71, v1
	v_mov_b32_e32 v70, v1
	v_mov_b32_e32 v73, v1
	v_mov_b32_e32 v72, v1
	v_mov_b32_e32 v75, v1
	v_mov_b32_e32 v74, v1
	v_mov_b32_e32 v77, v1
	v_mov_b32_e32 v76, v1
	v_mov_b32_e32 v79, v1
	v_mov_b32_e32 v78, v1
	s_mov_b32 s7, 0x83e0
	s_mov_b32 s6, 0x105d0
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v22, 0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a0, v1
	v_accvgpr_write_b32 a3, v1
	v_accvgpr_write_b32 a2, v1
	v_accvgpr_write_b32 a5, v1
	v_accvgpr_write_b32 a4, v1
	v_accvgpr_write_b32 a7, v1
	v_accvgpr_write_b32 a6, v1
	v_accvgpr_write_b32 a9, v1
	v_accvgpr_write_b32 a8, v1
	v_accvgpr_write_b32 a11, v1
	v_accvgpr_write_b32 a10, v1
	v_accvgpr_write_b32 a13, v1
	v_accvgpr_write_b32 a12, v1
	v_accvgpr_write_b32 a15, v1
	v_accvgpr_write_b32 a14, v1
	v_accvgpr_write_b32 a111, v1
	v_accvgpr_write_b32 a110, v1
	v_accvgpr_write_b32 a113, v1
	v_accvgpr_write_b32 a112, v1
	v_accvgpr_write_b32 a115, v1
	v_accvgpr_write_b32 a114, v1
	v_accvgpr_write_b32 a117, v1
	v_accvgpr_write_b32 a116, v1
	v_accvgpr_write_b32 a119, v1
	v_accvgpr_write_b32 a118, v1
	v_accvgpr_write_b32 a121, v1
	v_accvgpr_write_b32 a120, v1
	v_accvgpr_write_b32 a123, v1
	v_accvgpr_write_b32 a122, v1
	v_accvgpr_write_b32 a125, v1
	v_accvgpr_write_b32 a124, v1
	v_accvgpr_write_b32 a63, v15
	v_accvgpr_write_b32 a62, v14
	v_accvgpr_write_b32 a61, v13
	v_accvgpr_write_b32 a60, v12
	v_accvgpr_write_b32 a59, v11
	v_accvgpr_write_b32 a58, v10
	v_accvgpr_write_b32 a57, v9
	v_accvgpr_write_b32 a56, v8
	v_accvgpr_write_b32 a55, v7
	v_accvgpr_write_b32 a54, v6
	v_accvgpr_write_b32 a53, v5
	v_accvgpr_write_b32 a52, v4
	v_accvgpr_write_b32 a51, v3
	v_accvgpr_write_b32 a50, v2
	v_accvgpr_write_b32 a49, v1
	v_accvgpr_write_b32 a48, v0
	v_accvgpr_write_b32 a16, v64
	v_accvgpr_write_b32 a17, v65
	v_accvgpr_write_b32 a18, v66
	v_accvgpr_write_b32 a19, v67
	v_accvgpr_write_b32 a20, v68
	v_accvgpr_write_b32 a21, v69
	v_accvgpr_write_b32 a22, v70
	v_accvgpr_write_b32 a23, v71
	v_accvgpr_write_b32 a24, v72
	v_accvgpr_write_b32 a25, v73
	v_accvgpr_write_b32 a26, v74
	v_accvgpr_write_b32 a27, v75
	v_accvgpr_write_b32 a28, v76
	v_accvgpr_write_b32 a29, v77
	v_accvgpr_write_b32 a30, v78
	v_accvgpr_write_b32 a31, v79
.LBB0_18:                               ; %Flow1009
	; wait_asyncmark(0)
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(62) lgkmcnt(0)
	s_barrier
	scratch_load_dwordx2 v[0:1], off, off   ; 8-byte Folded Reload
	s_load_dword s33, s[4:5], 0x60
	s_load_dword s39, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s2, s9, 0x7f
	s_cmpk_gt_i32 s2, 0x7f
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v1, a95
	s_cselect_b64 vcc, -1, 0
	s_cmpk_lt_i32 s2, 0x80
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v0, v47, v46, v0
	v_add_u32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB0_20
; %bb.19:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v3, off, off offset:480 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:548 ; 4-byte Folded Reload
	s_mov_b32 s2, 0xc0c0004
	scratch_load_dwordx4 v[64:67], off, off offset:380 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[72:75], off, off offset:348 ; 16-byte Folded Reload
	v_accvgpr_write_b32 a36, v0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s7, v0
	v_accvgpr_write_b32 a35, v22
	ds_read_b128 v[8:11], v0 offset:736
	ds_read_b128 v[4:7], v0 offset:704
	ds_read_b128 v[16:19], v0 offset:672
	ds_read_b128 v[12:15], v0 offset:640
	ds_read_b128 v[24:27], v0 offset:96
	ds_read_b128 v[20:23], v0 offset:64
	ds_read_b128 v[80:83], v0
	ds_read_b128 v[84:87], v0 offset:32
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v2, v2, v3, s2
	scratch_load_dword v3, off, off offset:492 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:232 ; 8-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_perm_b32 v1, v67, v93, s2
	v_lshl_or_b32 v71, v2, 16, v1
	v_perm_b32 v1, v66, v92, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v70, v2, 16, v1
	scratch_load_dword v2, off, off offset:504 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:556 ; 4-byte Folded Reload
	v_perm_b32 v1, v65, v91, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	scratch_load_dword v3, off, off offset:512 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:224 ; 8-byte Folded Reload
	v_lshl_or_b32 v69, v2, 16, v1
	v_perm_b32 v1, v64, v89, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v68, v2, 16, v1
	scratch_load_dwordx4 v[64:67], off, off offset:364 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:588 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:416 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:440 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v67, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v67, v2, 16, v1
	scratch_load_dword v1, off, off offset:524 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:152 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v66, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v66, v2, 16, v1
	scratch_load_dword v1, off, off offset:584 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:444 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:456 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v65, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v65, v2, 16, v1
	scratch_load_dword v1, off, off offset:536 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:452 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:216 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v64, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v64, v2, 16, v1
	scratch_load_dword v2, off, off offset:324 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:328 ; 4-byte Folded Reload
	v_perm_b32 v1, v75, v90, s2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[80:87], v[64:71], 0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	scratch_load_dword v3, off, off offset:488 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:160 ; 8-byte Folded Reload
	v_lshl_or_b32 v79, v2, 16, v1
	v_perm_b32 v1, v74, v88, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v78, v2, 16, v1
	scratch_load_dword v1, off, off offset:520 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:496 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:552 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v73, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v77, v2, 16, v1
	scratch_load_dword v1, off, off offset:528 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:500 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v72, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v76, v2, 16, v1
	scratch_load_dwordx4 v[72:75], off, off offset:332 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:532 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:508 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:560 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v75, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v75, v2, 16, v1
	scratch_load_dword v1, off, off offset:540 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v74, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v74, v2, 16, v1
	scratch_load_dword v1, off, off offset:544 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:448 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v73, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v73, v2, 16, v1
	scratch_load_dword v1, off, off offset:484 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:460 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[32:33], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v72, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v32, s2
	v_lshl_or_b32 v72, v2, 16, v1
	s_nop 1
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[20:27], v[72:79], v[48:63]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[24:27], v0 offset:160
	ds_read_b128 v[20:23], v0 offset:128
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[20:27], v[64:71], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[24:27], v0 offset:224
	ds_read_b128 v[20:23], v0 offset:192
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[20:27], v[72:79], v[112:127]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[24:27], v0 offset:544
	ds_read_b128 v[20:23], v0 offset:512
	ds_read_b128 v[84:87], v0 offset:608
	ds_read_b128 v[80:83], v0 offset:576
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 a[64:79], v[20:27], v[64:71], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 a[64:79], v[80:87], v[72:79], a[64:79]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[12:19], v[64:71], 0
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[4:11], v[72:79], v[80:95]
	s_branch .LBB0_21
.LBB0_20:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_mov_b32_e32 v94, 0
	v_accvgpr_write_b32 a36, v0
	v_mov_b32_e32 v14, v94
	v_mov_b32_e32 v15, v94
	v_mov_b32_e32 v12, v94
	v_mov_b32_e32 v13, v94
	v_mov_b32_e32 v10, v94
	v_mov_b32_e32 v11, v94
	v_mov_b32_e32 v8, v94
	v_mov_b32_e32 v9, v94
	v_mov_b32_e32 v6, v94
	v_mov_b32_e32 v7, v94
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v94
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v94
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, v94
	v_accvgpr_write_b32 a35, v22
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
	v_accvgpr_write_b32 a79, v15
	v_accvgpr_write_b32 a78, v14
	v_accvgpr_write_b32 a77, v13
	v_accvgpr_write_b32 a76, v12
	v_accvgpr_write_b32 a75, v11
	v_accvgpr_write_b32 a74, v10
	v_accvgpr_write_b32 a73, v9
	v_accvgpr_write_b32 a72, v8
	v_accvgpr_write_b32 a71, v7
	v_accvgpr_write_b32 a70, v6
	v_accvgpr_write_b32 a69, v5
	v_accvgpr_write_b32 a68, v4
	v_accvgpr_write_b32 a67, v3
	v_accvgpr_write_b32 a66, v2
	v_accvgpr_write_b32 a65, v1
	v_accvgpr_write_b32 a64, v0
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
.LBB0_21:
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	scratch_load_dwordx2 v[2:3], off, off   ; 8-byte Folded Reload
	v_and_b32_e32 v0, 0x1c0, v100
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s2, 1, 0
	v_accvgpr_read_b32 v32, a110
	v_accvgpr_read_b32 v33, a111
	v_accvgpr_read_b32 v34, a112
	v_accvgpr_read_b32 v35, a113
	v_accvgpr_read_b32 v36, a114
	v_accvgpr_read_b32 v37, a115
	v_accvgpr_read_b32 v38, a116
	v_accvgpr_read_b32 v39, a117
	v_accvgpr_read_b32 v40, a118
	v_accvgpr_read_b32 v41, a119
	v_accvgpr_read_b32 v42, a120
	v_accvgpr_read_b32 v43, a121
	v_accvgpr_read_b32 v44, a122
	v_accvgpr_read_b32 v45, a123
	v_accvgpr_read_b32 v46, a124
	v_accvgpr_read_b32 v47, a125
	s_cmp_lg_u32 s2, 1
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v101, v0, v2
	v_add_u32_e32 v0, v0, v96
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	.loc	1 0 21 is_stmt 0                ; triton_peers.py:0:21
	scratch_load_dwordx4 v[12:15], off, off offset:304 ; 16-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	scratch_load_dword v1, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:432 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:436 ; 4-byte Folded Reload
	s_mov_b32 s2, 0xc0c0004
	v_accvgpr_write_b32 a37, v0
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s6, v0
	ds_read_b128 v[4:7], v0
	ds_read_b128 v[8:11], v0 offset:32
	v_accvgpr_write_b32 a32, v96
	v_accvgpr_write_b32 a33, v97
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v71, v2, 16, v1
	scratch_load_dword v1, off, off offset:320 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v14, v1, s2
	scratch_load_dword v3, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:184 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v14, s2
	v_lshl_or_b32 v70, v2, 16, v1
	scratch_load_dword v1, off, off offset:300 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:400 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:404 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v13, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v69, v2, 16, v1
	scratch_load_dword v1, off, off offset:296 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s2
	scratch_load_dword v3, off, off offset:292 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[12:13], off, off offset:176 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v12, s2
	v_lshl_or_b32 v68, v2, 16, v1
	scratch_load_dwordx4 v[12:15], off, off offset:260 ; 16-byte Folded Reload
	scratch_load_dword v1, off, off offset:288 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:280 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v1, v15, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v3, s2
	v_lshl_or_b32 v67, v2, 16, v1
	scratch_load_dword v1, off, off offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v14, v1, s2
	scratch_load_dword v3, off, off offset:248 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[14:15], off, off offset:168 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v14, s2
	v_lshl_or_b32 v66, v2, 16, v1
	scratch_load_dword v1, off, off offset:256 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v1, v13, v1, s2
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v2, v31, s2
	v_lshl_or_b32 v65, v2, 16, v1
	scratch_load_dword v1, off, off offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v12, v1, s2
	scratch_load_dword v3, off, off offset:240 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[12:13], off, off offset:144 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v3, v12, s2
	v_lshl_or_b32 v64, v2, 16, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[4:11], v[64:71], v[48:63]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[6:9], v0 offset:544
	ds_read_b128 v[2:5], v0 offset:512
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[112:127], v[2:9], v[64:71], v[112:127]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[6:9], v0 offset:4192
	ds_read_b128 v[2:5], v0 offset:4160
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 a[64:79], v[2:9], v[64:71], a[64:79]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[4:7], v0 offset:4704
	ds_read_b128 v[0:3], v0 offset:4672
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[0:7], v[64:71], v[80:95]
	s_branch .LBB0_24
.LBB0_23:
	.loc	1 0 21 is_stmt 0                ; triton_peers.py:0:21
	v_accvgpr_write_b32 a37, v0
	v_accvgpr_write_b32 a32, v96
	v_accvgpr_write_b32 a33, v97
.LBB0_24:
	s_nop 14
	v_accvgpr_read_b32 v64, a64
	v_accvgpr_read_b32 v65, a65
	v_accvgpr_read_b32 v66, a66
	v_accvgpr_read_b32 v67, a67
	v_accvgpr_read_b32 v68, a68
	v_accvgpr_read_b32 v69, a69
	v_accvgpr_read_b32 v70, a70
	v_accvgpr_read_b32 v71, a71
	v_accvgpr_read_b32 v72, a72
	v_accvgpr_read_b32 v73, a73
	v_accvgpr_read_b32 v74, a74
	v_accvgpr_read_b32 v75, a75
	v_accvgpr_read_b32 v76, a76
	v_accvgpr_read_b32 v77, a77
	v_accvgpr_read_b32 v78, a78
	v_accvgpr_read_b32 v79, a79
.Ltmp46:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v18, v87, v87
	v_max_f32_e32 v19, v86, v86
	v_max3_f32 v0, v48, v49, v50
	v_max3_f32 v1, v51, v52, v53
	v_max3_f32 v2, v54, v55, v56
	v_max3_f32 v3, v57, v58, v59
	v_max3_f32 v4, v60, v61, v62
	v_max3_f32 v5, v63, v112, v113
	v_max3_f32 v6, v114, v115, v116
	v_max3_f32 v7, v117, v118, v119
	v_max3_f32 v8, v120, v121, v122
	v_max3_f32 v9, v123, v124, v125
	v_max3_f32 v10, v126, v127, v64
	v_max3_f32 v11, v65, v66, v67
	v_max3_f32 v12, v68, v69, v70
	v_max3_f32 v13, v71, v72, v73
	v_max3_f32 v14, v74, v75, v76
	v_max3_f32 v15, v77, v78, v79
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
.Ltmp47:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp48:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], vcc, exec
.Ltmp49:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp50:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v1, v28, v28
	v_max_f32_e32 v96, v1, v0
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[0:1], s[38:39], v[48:49], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[2:3], s[38:39], v[50:51], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[4:5], s[38:39], v[52:53], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[6:7], s[38:39], v[54:55], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[8:9], s[38:39], v[56:57], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], s[38:39], v[58:59], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], s[38:39], v[60:61], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[14:15], s[38:39], v[62:63], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], s[38:39], v[112:113], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[18:19], s[38:39], v[114:115], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[20:21], s[38:39], v[116:117], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[22:23], s[38:39], v[118:119], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[24:25], s[38:39], v[120:121], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[26:27], s[38:39], v[122:123], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v48, v28
	v_pk_fma_f32 v[28:29], s[38:39], v[124:125], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[30:31], s[38:39], v[126:127], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[38:39], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[38:39], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[116:117], s[38:39], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[38:39], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], s[38:39], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v72, v0
	v_exp_f32_e32 v73, v1
	v_exp_f32_e32 v50, v2
	v_exp_f32_e32 v51, v3
	v_exp_f32_e32 v2, v4
	v_exp_f32_e32 v3, v5
	v_exp_f32_e32 v0, v6
	v_exp_f32_e32 v1, v7
	v_exp_f32_e32 v4, v8
	v_exp_f32_e32 v5, v9
	v_exp_f32_e32 v6, v10
	v_exp_f32_e32 v7, v11
	v_exp_f32_e32 v68, v12
	v_exp_f32_e32 v69, v13
	v_exp_f32_e32 v66, v14
	v_exp_f32_e32 v67, v15
	v_exp_f32_e32 v64, v16
	v_exp_f32_e32 v65, v17
	v_exp_f32_e32 v88, v18
	v_exp_f32_e32 v89, v19
	v_exp_f32_e32 v90, v20
	v_exp_f32_e32 v91, v21
	v_exp_f32_e32 v92, v22
	v_exp_f32_e32 v93, v23
	v_exp_f32_e32 v94, v24
	v_exp_f32_e32 v95, v25
	v_exp_f32_e32 v98, v26
	v_exp_f32_e32 v99, v27
	v_exp_f32_e32 v100, v28
	v_exp_f32_e32 v101, v29
	v_exp_f32_e32 v102, v30
	v_exp_f32_e32 v103, v31
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v114, v114
	v_exp_f32_e32 v115, v115
	v_exp_f32_e32 v116, v116
	v_exp_f32_e32 v117, v117
	v_exp_f32_e32 v118, v118
	v_exp_f32_e32 v119, v119
	v_exp_f32_e32 v120, v80
	v_exp_f32_e32 v121, v81
	v_exp_f32_e32 v122, v82
	v_exp_f32_e32 v123, v83
	v_exp_f32_e32 v124, v84
	v_exp_f32_e32 v125, v85
	v_exp_f32_e32 v126, v86
	v_exp_f32_e32 v127, v87
	v_exp_f32_e32 v84, v70
	v_exp_f32_e32 v85, v71
	v_exp_f32_e32 v86, v74
	v_exp_f32_e32 v87, v75
	v_exp_f32_e32 v80, v76
	v_exp_f32_e32 v81, v77
	v_exp_f32_e32 v82, v78
	v_exp_f32_e32 v83, v79
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v8, v48, v96
	v_accvgpr_write_b32 a34, v48
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v48, v8
.Ltmp51:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[8:9], v[72:73], v[50:51]
	v_pk_add_f32 v[10:11], v[2:3], v[0:1]
	v_pk_add_f32 v[12:13], v[4:5], v[6:7]
	v_pk_add_f32 v[14:15], v[68:69], v[66:67]
	v_pk_add_f32 v[16:17], v[64:65], v[88:89]
	v_pk_add_f32 v[18:19], v[90:91], v[92:93]
	v_pk_add_f32 v[20:21], v[94:95], v[98:99]
	v_pk_add_f32 v[22:23], v[100:101], v[102:103]
	v_pk_add_f32 v[24:25], v[104:105], v[106:107]
	v_pk_add_f32 v[26:27], v[108:109], v[110:111]
	v_pk_add_f32 v[28:29], v[112:113], v[114:115]
	v_pk_add_f32 v[30:31], v[116:117], v[118:119]
	v_pk_add_f32 v[70:71], v[120:121], v[122:123]
	v_pk_add_f32 v[74:75], v[124:125], v[126:127]
	v_pk_add_f32 v[76:77], v[84:85], v[86:87]
	v_pk_add_f32 v[78:79], v[80:81], v[82:83]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
	v_pk_add_f32 v[10:11], v[12:13], v[14:15]
	v_pk_add_f32 v[12:13], v[16:17], v[18:19]
	v_pk_add_f32 v[14:15], v[20:21], v[22:23]
	v_pk_add_f32 v[16:17], v[24:25], v[26:27]
	v_pk_add_f32 v[18:19], v[28:29], v[30:31]
	v_pk_add_f32 v[20:21], v[70:71], v[74:75]
	v_pk_add_f32 v[22:23], v[76:77], v[78:79]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
	v_pk_add_f32 v[10:11], v[12:13], v[14:15]
	v_pk_add_f32 v[12:13], v[16:17], v[18:19]
	v_pk_add_f32 v[14:15], v[20:21], v[22:23]
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
	v_pk_add_f32 v[10:11], v[12:13], v[14:15]
	scratch_load_dword v28, off, off offset:592 ; 4-byte Folded Reload
	v_pk_add_f32 v[8:9], v[8:9], v[10:11]
.Ltmp52:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v75, v68, v69, 1.0
.Ltmp53:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v97, v8, v9
.Ltmp54:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v8, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v8
	v_accvgpr_write_b32 a39, v8
.Ltmp55:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v8, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v9, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v10, off, off offset:16 ; 4-byte Folded Reload
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v74, v2, v3, 1.0
	v_cvt_scalef32_pk_fp8_f32 v73, v4, v5, 1.0
	v_cvt_scalef32_pk_fp8_f32 v75, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v79, v100, v101, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v104, v105, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v112, v113, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v124, v125, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v72, v50, v51, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v74, v0, v1, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v73, v6, v7, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v76, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v78, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v98, v99, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v102, v103, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v64, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v114, v115, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v122, v123, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v126, v127, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v82, v83, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s2, 1, 0
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v72, v73
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_permlane32_swap_b32_e32 v78, v79
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v8, 8, v8
	v_lshl_or_b32 v8, v28, 2, v8
	s_waitcnt vmcnt(0)
	v_or3_b32 v8, v8, v10, v9
	scratch_load_dword v9, off, off offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v8, v9, 4, v8
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_26
; %bb.25:
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v80, s26, v8
	ds_read_b64_tr_b8 v[0:1], v80
	ds_read_b64_tr_b8 v[2:3], v80 offset:8448
	ds_read_b64_tr_b8 v[4:5], v80 offset:256
	ds_read_b64_tr_b8 v[6:7], v80 offset:8704
	v_accvgpr_write_b32 a38, v8
	v_accvgpr_read_b32 v8, a16
	v_accvgpr_read_b32 v9, a17
	v_accvgpr_read_b32 v10, a18
	v_accvgpr_read_b32 v11, a19
	v_accvgpr_read_b32 v12, a20
	v_accvgpr_read_b32 v13, a21
	v_accvgpr_read_b32 v14, a22
	v_accvgpr_read_b32 v15, a23
	v_accvgpr_read_b32 v16, a24
	v_accvgpr_read_b32 v17, a25
	v_accvgpr_read_b32 v18, a26
	v_accvgpr_read_b32 v19, a27
	v_accvgpr_read_b32 v20, a28
	v_accvgpr_read_b32 v21, a29
	v_accvgpr_read_b32 v22, a30
	v_accvgpr_read_b32 v23, a31
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[22:23], v[22:23], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[48:49] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[8:23], v[0:7], v[72:79], v[8:23]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[4:5], v80 offset:768
	ds_read_b64_tr_b8 v[6:7], v80 offset:9216
	ds_read_b64_tr_b8 v[0:1], v80 offset:512
	ds_read_b64_tr_b8 v[2:3], v80 offset:8960
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_mul_f32_e64 v42, v42, v48
	v_mul_f32_e64 v43, v43, v48
	v_mul_f32_e64 v40, v40, v48
	v_mul_f32_e64 v41, v41, v48
	v_mul_f32_e64 v38, v38, v48
	v_mul_f32_e64 v39, v39, v48
	v_mul_f32_e64 v36, v36, v48
	v_mul_f32_e64 v37, v37, v48
	v_mul_f32_e64 v34, v34, v48
	v_mul_f32_e64 v35, v35, v48
	v_pk_mul_f32 v[32:33], v[32:33], v[48:49] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v24, a60
	v_accvgpr_read_b32 v25, a61
	v_accvgpr_read_b32 v26, a62
	v_accvgpr_read_b32 v27, a63
	v_pk_mul_f32 v[26:27], v[26:27], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[48:49] op_sel_hi:[1,0]
	v_mov_b32_e32 v94, v48
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[8:23], v[0:7], v[64:71], v[8:23]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:32
	ds_read_b64_tr_b8 v[2:3], v80 offset:8480
	ds_read_b64_tr_b8 v[4:5], v80 offset:288
	ds_read_b64_tr_b8 v[6:7], v80 offset:8736
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[0:7], v[72:79], v[32:47]
	.loc	1 0 0                           ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:544
	ds_read_b64_tr_b8 v[2:3], v80 offset:8992
	ds_read_b64_tr_b8 v[4:5], v80 offset:800
	ds_read_b64_tr_b8 v[6:7], v80 offset:9248
	s_nop 9
	v_accvgpr_write_b32 a31, v23
	v_accvgpr_write_b32 a30, v22
	v_accvgpr_write_b32 a29, v21
	v_accvgpr_write_b32 a28, v20
	v_accvgpr_write_b32 a27, v19
	v_accvgpr_write_b32 a26, v18
	v_accvgpr_write_b32 a25, v17
	v_accvgpr_write_b32 a24, v16
	v_accvgpr_write_b32 a23, v15
	v_accvgpr_write_b32 a22, v14
	v_accvgpr_write_b32 a21, v13
	v_accvgpr_write_b32 a20, v12
	v_accvgpr_write_b32 a19, v11
	v_accvgpr_write_b32 a18, v10
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[0:7], v[64:71], v[32:47]
	.loc	1 0 0                           ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:64
	ds_read_b64_tr_b8 v[2:3], v80 offset:8512
	ds_read_b64_tr_b8 v[4:5], v80 offset:320
	ds_read_b64_tr_b8 v[6:7], v80 offset:8768
	v_accvgpr_write_b32 a17, v9
	v_accvgpr_write_b32 a16, v8
	v_accvgpr_read_b32 v23, a15
	v_accvgpr_read_b32 v22, a14
	v_accvgpr_read_b32 v21, a13
	v_accvgpr_read_b32 v20, a12
	v_accvgpr_read_b32 v19, a11
	v_accvgpr_read_b32 v18, a10
	v_accvgpr_read_b32 v17, a9
	v_accvgpr_read_b32 v16, a8
	v_accvgpr_read_b32 v15, a7
	v_accvgpr_read_b32 v14, a6
	v_accvgpr_read_b32 v13, a5
	v_accvgpr_read_b32 v12, a4
	v_accvgpr_read_b32 v11, a3
	v_accvgpr_read_b32 v10, a2
	v_accvgpr_read_b32 v9, a1
	v_accvgpr_read_b32 v8, a0
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[22:23], v[22:23], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[48:49] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[8:23], v[0:7], v[72:79], v[8:23]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:576
	ds_read_b64_tr_b8 v[2:3], v80 offset:9024
	ds_read_b64_tr_b8 v[4:5], v80 offset:832
	ds_read_b64_tr_b8 v[6:7], v80 offset:9280
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[8:23], v[0:7], v[64:71], v[8:23]
	.loc	1 0 0                           ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:96
	ds_read_b64_tr_b8 v[2:3], v80 offset:8544
	ds_read_b64_tr_b8 v[4:5], v80 offset:352
	ds_read_b64_tr_b8 v[6:7], v80 offset:8800
	s_nop 15
	v_accvgpr_write_b32 a0, v8
	v_accvgpr_write_b32 a1, v9
	v_accvgpr_write_b32 a2, v10
	v_accvgpr_write_b32 a3, v11
	v_accvgpr_write_b32 a4, v12
	v_accvgpr_write_b32 a5, v13
	v_accvgpr_write_b32 a6, v14
	v_accvgpr_write_b32 a7, v15
	v_accvgpr_write_b32 a8, v16
	v_accvgpr_write_b32 a9, v17
	v_accvgpr_write_b32 a10, v18
	v_accvgpr_write_b32 a11, v19
	v_accvgpr_write_b32 a12, v20
	v_accvgpr_write_b32 a13, v21
	v_accvgpr_write_b32 a14, v22
	v_accvgpr_write_b32 a15, v23
	v_accvgpr_read_b32 v12, a48
	v_accvgpr_read_b32 v13, a49
	v_accvgpr_read_b32 v14, a50
	v_accvgpr_read_b32 v15, a51
	v_accvgpr_read_b32 v16, a52
	v_accvgpr_read_b32 v17, a53
	v_accvgpr_read_b32 v18, a54
	v_accvgpr_read_b32 v19, a55
	v_accvgpr_read_b32 v20, a56
	v_accvgpr_read_b32 v21, a57
	v_accvgpr_read_b32 v22, a58
	v_accvgpr_read_b32 v23, a59
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[22:23], v[22:23], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[48:49] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[48:49] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[12:27], v[0:7], v[72:79], v[12:27]
	.loc	1 0 0 is_stmt 0                 ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[0:1], v80 offset:608
	ds_read_b64_tr_b8 v[2:3], v80 offset:9056
	ds_read_b64_tr_b8 v[4:5], v80 offset:864
	ds_read_b64_tr_b8 v[6:7], v80 offset:9312
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[12:27], v[0:7], v[64:71], v[12:27]
	s_branch .LBB0_27
.Ltmp56:
.LBB0_26:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_mov_b32_e32 v94, v48
	v_accvgpr_write_b32 a38, v8
	v_accvgpr_read_b32 v12, a48
	v_accvgpr_read_b32 v13, a49
	v_accvgpr_read_b32 v14, a50
	v_accvgpr_read_b32 v15, a51
	v_accvgpr_read_b32 v16, a52
	v_accvgpr_read_b32 v17, a53
	v_accvgpr_read_b32 v18, a54
	v_accvgpr_read_b32 v19, a55
	v_accvgpr_read_b32 v20, a56
	v_accvgpr_read_b32 v21, a57
	v_accvgpr_read_b32 v22, a58
	v_accvgpr_read_b32 v23, a59
	v_accvgpr_read_b32 v24, a60
	v_accvgpr_read_b32 v25, a61
	v_accvgpr_read_b32 v26, a62
	v_accvgpr_read_b32 v27, a63
.LBB0_27:
	scratch_load_dword v62, off, off offset:560 ; 4-byte Folded Reload
	scratch_load_dword v63, off, off offset:512 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:508 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:504 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:500 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:556 ; 4-byte Folded Reload
	scratch_load_dword v68, off, off offset:496 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:552 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:492 ; 4-byte Folded Reload
	scratch_load_dword v71, off, off offset:548 ; 4-byte Folded Reload
	scratch_load_dword v72, off, off offset:480 ; 4-byte Folded Reload
	scratch_load_dword v73, off, off offset:488 ; 4-byte Folded Reload
	scratch_load_dword v74, off, off offset:484 ; 4-byte Folded Reload
	scratch_load_dword v75, off, off offset:544 ; 4-byte Folded Reload
	scratch_load_dword v76, off, off offset:540 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:536 ; 4-byte Folded Reload
	scratch_load_dword v78, off, off offset:532 ; 4-byte Folded Reload
	scratch_load_dword v79, off, off offset:584 ; 4-byte Folded Reload
	scratch_load_dword v80, off, off offset:528 ; 4-byte Folded Reload
	scratch_load_dword v81, off, off offset:524 ; 4-byte Folded Reload
	scratch_load_dword v82, off, off offset:520 ; 4-byte Folded Reload
	scratch_load_dword v83, off, off offset:588 ; 4-byte Folded Reload
	scratch_load_dword v84, off, off offset:516 ; 4-byte Folded Reload
	scratch_load_dword v85, off, off offset:580 ; 4-byte Folded Reload
	scratch_load_dword v86, off, off offset:572 ; 4-byte Folded Reload
	scratch_load_dword v87, off, off offset:576 ; 4-byte Folded Reload
	scratch_load_dword v88, off, off offset:568 ; 4-byte Folded Reload
	scratch_load_dword v89, off, off offset:564 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[90:91], off, off offset:472 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[92:93], off, off offset:464 ; 8-byte Folded Reload
.Ltmp57:
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	scratch_load_dword v29, off, off offset:396 ; 4-byte Folded Reload
	scratch_load_dword v30, off, off offset:404 ; 4-byte Folded Reload
	scratch_load_dword v31, off, off offset:400 ; 4-byte Folded Reload
	scratch_load_dword v48, off, off offset:424 ; 4-byte Folded Reload
	scratch_load_dword v49, off, off offset:428 ; 4-byte Folded Reload
	scratch_load_dword v50, off, off offset:432 ; 4-byte Folded Reload
	scratch_load_dword v51, off, off offset:436 ; 4-byte Folded Reload
	scratch_load_dword v52, off, off offset:452 ; 4-byte Folded Reload
	scratch_load_dword v53, off, off offset:456 ; 4-byte Folded Reload
	scratch_load_dword v54, off, off offset:460 ; 4-byte Folded Reload
	scratch_load_dword v55, off, off offset:444 ; 4-byte Folded Reload
	scratch_load_dword v56, off, off offset:448 ; 4-byte Folded Reload
	scratch_load_dword v57, off, off offset:408 ; 4-byte Folded Reload
	scratch_load_dword v58, off, off offset:412 ; 4-byte Folded Reload
	scratch_load_dword v59, off, off offset:416 ; 4-byte Folded Reload
	scratch_load_dword v60, off, off offset:420 ; 4-byte Folded Reload
	scratch_load_dword v61, off, off offset:440 ; 4-byte Folded Reload
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s9, 0x7fffff80
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_gt_i32 s9, 0x7fffff7f
	s_mov_b64 s[4:5], -1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_cbranch_scc0 .LBB0_29
; %bb.28:                               ; %.critedge20.critedge
	; asyncmark
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[4:5], 0
.LBB0_29:                               ; %Flow
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_31
; %bb.30:                               ; %.critedge14
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	scratch_load_dword v0, off, off offset:620 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:628 ; 4-byte Folded Reload
	scratch_load_dword v6, off, off offset:624 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:608 ; 4-byte Folded Reload
	scratch_load_dword v8, off, off offset:604 ; 4-byte Folded Reload
	scratch_load_dword v10, off, off offset:600 ; 4-byte Folded Reload
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s10, 0x83e0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v0, s9, v0
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v4, s9, v4
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v6, s9, v6
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v2, s9, v2
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v8, s9, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v10, s9, v10
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v10, v10, s28
	v_mul_lo_u32 v8, v8, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v2, v2, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], v[92:93], 0, v[10:11]
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v0, v0, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v4, v4, s28
	v_mul_lo_u32 v6, v6, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[8:9], v[92:93], 0, v[8:9]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s10, 0x9420
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[92:93], 0, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s10, 0xa460
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[0:1], v[92:93], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[2:3], off
	s_add_i32 m0, s10, 0xb4a0
	v_accvgpr_read_b32 v2, a32
	v_accvgpr_read_b32 v3, a33
	global_load_lds_dwordx4 v[0:1], off
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[2:3]
	s_mov_b64 s[0:1], 0x80
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s10, 0x105d0
	; asyncmark
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[0:1]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[2:3], off
	s_add_i32 m0, s10, 0x11610
	s_nop 0
	global_load_lds_dwordx4 v[0:1], off
.LBB0_31:                               ; %.critedge20
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	v_accvgpr_write_b32 a63, v27
	v_accvgpr_write_b32 a62, v26
	v_accvgpr_write_b32 a61, v25
	v_accvgpr_write_b32 a60, v24
	v_accvgpr_write_b32 a59, v23
	v_accvgpr_write_b32 a58, v22
	v_accvgpr_write_b32 a57, v21
	v_accvgpr_write_b32 a56, v20
	v_accvgpr_write_b32 a55, v19
	v_accvgpr_write_b32 a54, v18
	v_accvgpr_write_b32 a53, v17
	v_accvgpr_write_b32 a52, v16
	v_accvgpr_write_b32 a51, v15
	v_accvgpr_write_b32 a50, v14
	v_accvgpr_write_b32 a49, v13
	v_accvgpr_write_b32 a48, v12
	s_cmp_lg_u32 s0, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_33
; %bb.32:                               ; %.critedge22
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	scratch_load_dword v0, off, off offset:616 ; 4-byte Folded Reload
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s12
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, s9, v0
	scratch_load_dword v0, off, off offset:612 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v6, v6, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], v[90:91], 0, v[6:7]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s12, 0x1080
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v4, s9, v0
	scratch_load_dword v0, off, off offset:636 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v4, v4, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[90:91], 0, v[4:5]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[4:5], off
	s_add_i32 m0, s12, 0x2100
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, s9, v0
	scratch_load_dword v0, off, off offset:632 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v2, v2, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[90:91], 0, v[2:3]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[2:3], off
	s_add_i32 m0, s12, 0x3180
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s9, v0
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v0, v0, s11
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[90:91], 0, v[0:1]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[0:1], off
.Ltmp58:
.LBB0_33:                               ; %.critedge26
	.loc	1 0 17                          ; triton_peers.py:0:17
	v_accvgpr_read_b32 v0, a34
.Ltmp59:
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_cndmask_b32_e32 v21, v0, v96, vcc
	v_accvgpr_read_b32 v0, a39
.Ltmp60:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v0, v97, v0
	v_accvgpr_read_b32 v1, a35
.Ltmp61:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v0, v1, v94
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_accvgpr_write_b32 a65, v0
.Ltmp62:
	.loc	1 129 38                        ; triton_peers.py:129:38
	scratch_load_dword v0, off, off offset:596 ; 4-byte Folded Reload
	; asyncmark
	; wait_asyncmark(0)
.Ltmp63:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	s_barrier
	scratch_load_dwordx4 v[4:7], off, off offset:380 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[8:11], off, off offset:364 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[12:15], off, off offset:348 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[16:19], off, off offset:332 ; 16-byte Folded Reload
	s_mov_b32 s0, 0xc0c0004
.Ltmp64:
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v96, 3, v28
.Ltmp65:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v116, s9, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v123, 0xff800000
.Ltmp66:
	.loc	1 129 38                        ; triton_peers.py:129:38
	s_waitcnt vmcnt(4)
	v_lshl_or_b32 v0, s19, 5, v0
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v20, s16, v0
.Ltmp67:
	.loc	1 106 47 is_stmt 1              ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v112, s8, v20
	.loc	1 106 21 is_stmt 0              ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v116, v112
	v_accvgpr_write_b32 a66, v20
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(3)
	v_perm_b32 v0, v7, v89, s0
	v_perm_b32 v1, v6, v88, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v6, v9, v79, s0
	v_perm_b32 v7, v8, v77, s0
	s_waitcnt vmcnt(1)
	v_perm_b32 v8, v15, v86, s0
	v_perm_b32 v9, v14, v84, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v14, v17, v75, s0
	v_perm_b32 v15, v16, v74, s0
	scratch_load_dwordx2 v[16:17], off, off offset:232 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v71, v72, s0
	v_perm_b32 v2, v5, v87, s0
	v_lshl_or_b32 v87, v17, 16, v0
	v_perm_b32 v0, v65, v67, s0
	v_perm_b32 v3, v4, v85, s0
	v_lshl_or_b32 v85, v0, 16, v2
	v_perm_b32 v4, v11, v83, s0
	v_perm_b32 v5, v10, v81, s0
	v_perm_b32 v10, v13, v82, s0
	v_perm_b32 v11, v12, v80, s0
	v_perm_b32 v12, v19, v78, s0
	v_perm_b32 v13, v18, v76, s0
	v_perm_b32 v16, v70, v16, s0
	v_lshl_or_b32 v86, v16, 16, v1
	scratch_load_dwordx2 v[0:1], off, off offset:224 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v63, v0, s0
	v_lshl_or_b32 v84, v0, 16, v3
	v_perm_b32 v0, v59, v61, s0
	v_lshl_or_b32 v83, v0, 16, v4
	scratch_load_dwordx2 v[0:1], off, off offset:152 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v57, v0, s0
	v_lshl_or_b32 v82, v0, 16, v5
	v_perm_b32 v0, v53, v55, s0
	v_lshl_or_b32 v81, v0, 16, v6
	scratch_load_dwordx2 v[0:1], off, off offset:216 ; 8-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dwordx2 v[4:5], off, off offset:184 ; 8-byte Folded Reload
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_perm_b32 v0, v52, v0, s0
	v_lshl_or_b32 v80, v0, 16, v7
	scratch_load_dwordx2 v[0:1], off, off offset:160 ; 8-byte Folded Reload
	scratch_load_dword v1, off, off offset:324 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:328 ; 4-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(3)
	v_perm_b32 v3, v48, v4, s0
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v0, v73, v0, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v1, v2, s0
	v_lshl_or_b32 v94, v0, 16, v9
	v_perm_b32 v0, v68, v69, s0
	v_lshl_or_b32 v95, v1, 16, v8
	v_lshl_or_b32 v93, v0, 16, v10
	scratch_load_dwordx2 v[0:1], off, off offset:208 ; 8-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v2, off, off offset:320 ; 4-byte Folded Reload
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_perm_b32 v0, v66, v0, s0
	v_lshl_or_b32 v92, v0, 16, v11
	v_perm_b32 v0, v62, v64, s0
	v_lshl_or_b32 v91, v0, 16, v12
	scratch_load_dwordx2 v[0:1], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v60, v0, s0
	v_lshl_or_b32 v90, v0, 16, v13
	v_perm_b32 v0, v56, v58, s0
	v_lshl_or_b32 v89, v0, 16, v14
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v0, v54, v0, s0
	v_lshl_or_b32 v88, v0, 16, v15
	scratch_load_dwordx4 v[12:15], off, off offset:304 ; 16-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v0, v50, v51, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v15, v49, s0
	v_lshl_or_b32 v103, v0, 16, v1
	scratch_load_dword v1, off, off offset:300 ; 4-byte Folded Reload
	v_perm_b32 v0, v30, v31, s0
	v_perm_b32 v2, v14, v2, s0
	v_lshl_or_b32 v102, v3, 16, v2
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v13, v1, s0
	v_lshl_or_b32 v101, v0, 16, v1
	v_accvgpr_read_b32 v0, a36
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v117, 0, v0
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v0, off, off offset:296 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:292 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[2:3], off, off offset:176 ; 8-byte Folded Reload
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[4:7], v117 offset:33760
	ds_read_b128 v[8:11], v117 offset:33792
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[4:11], v[80:87], 0
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v3, off, off offset:248 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[4:5], off, off offset:168 ; 8-byte Folded Reload
	scratch_load_dword v5, off, off offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_perm_b32 v0, v12, v0, s0
	s_waitcnt vmcnt(3)
	v_perm_b32 v1, v1, v2, s0
	v_lshl_or_b32 v100, v1, 16, v0
	scratch_load_dwordx4 v[12:15], off, off offset:260 ; 16-byte Folded Reload
	scratch_load_dword v0, off, off offset:288 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:280 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_perm_b32 v3, v3, v4, s0
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v4, 1, v116
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(4)
	v_perm_b32 v5, v5, v29, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v0, v15, v0, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v1, v2, s0
	v_lshl_or_b32 v99, v1, 16, v0
	scratch_load_dword v0, off, off offset:276 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:256 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v0, v14, v0, s0
	s_waitcnt vmcnt(1)
	v_perm_b32 v1, v13, v1, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v12, v2, s0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[6:9], v117 offset:33824
	ds_read_b128 v[10:13], v117 offset:33856
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[6:13], v[88:95], v[64:79]
	v_accvgpr_read_b32 v7, a37
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v7, 0, v7
	v_add_u32_e32 v104, 0x105d0, v7
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v7, off, off offset:240 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[8:9], off, off offset:144 ; 8-byte Folded Reload
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[10:13], v104
	ds_read_b128 v[14:17], v104 offset:32
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_lshl_or_b32 v98, v3, 16, v0
	v_lshl_or_b32 v97, v5, 16, v1
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 2, v116
	v_add_u32_e32 v3, 3, v116
	v_add_u32_e32 v6, 8, v116
	v_add_u32_e32 v1, 9, v116
	v_add_u32_e32 v5, 10, v116
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, 16, v116
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v7, v7, v8, s0
	v_lshl_or_b32 v96, v7, 16, v2
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 17, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v2, v112
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[10:17], v[96:103], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 18, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v2, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 19, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v2, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 24, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v2, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 25, v116
	v_add_u32_e32 v8, 11, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v2, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 26, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v2, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v2, 27, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v2, v112
	s_nop 6
	v_cndmask_b32_e64 v120, v123, v64, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v4, v112
	v_cndmask_b32_e32 v24, v123, v73, vcc
	v_cndmask_b32_e64 v20, v123, v74, s[0:1]
	v_cndmask_b32_e64 v122, v123, v65, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v0, v112
	v_cndmask_b32_e64 v22, v123, v75, s[2:3]
	v_cndmask_b32_e64 v18, v123, v76, s[4:5]
	v_cndmask_b32_e64 v121, v123, v66, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v3, v112
	v_cndmask_b32_e64 v19, v123, v77, s[6:7]
	v_cndmask_b32_e64 v16, v123, v78, s[8:9]
	v_cndmask_b32_e64 v118, v123, v67, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v6, v112
	v_cndmask_b32_e64 v17, v123, v79, s[10:11]
	s_nop 0
	v_cndmask_b32_e64 v25, v123, v68, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v1, v112
	s_nop 1
	v_cndmask_b32_e64 v27, v123, v69, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v5, v112
	s_nop 1
	v_cndmask_b32_e64 v26, v123, v70, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v8, v112
	s_nop 1
	v_cndmask_b32_e64 v28, v123, v71, s[12:13]
	v_cmp_le_i32_e64 s[12:13], v9, v112
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v117 offset:33888
	ds_read_b128 v[4:7], v117 offset:33920
	ds_read_b128 v[8:11], v117 offset:33952
	ds_read_b128 v[12:15], v117 offset:33984
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v23, v123, v72, s[12:13]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v104 offset:512
	ds_read_b128 v[4:7], v104 offset:544
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[8:15], v[88:95], v[64:79]
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[96:103], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 33, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 34, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 35, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 40, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 41, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 42, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 43, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 48, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 49, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 50, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 51, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 56, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 57, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 58, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 59, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 32, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v0, v112
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v117 offset:34272
	ds_read_b128 v[4:7], v117 offset:34304
	ds_read_b128 v[8:11], v117 offset:34336
	ds_read_b128 v[12:15], v117 offset:34368
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v124, v123, v64, s[36:37]
	v_cndmask_b32_e32 v125, v123, v65, vcc
	v_cndmask_b32_e64 v57, v123, v66, s[0:1]
	v_cndmask_b32_e64 v58, v123, v67, s[2:3]
	v_cndmask_b32_e64 v55, v123, v68, s[4:5]
	v_cndmask_b32_e64 v56, v123, v69, s[6:7]
	v_cndmask_b32_e64 v53, v123, v70, s[8:9]
	v_cndmask_b32_e64 v54, v123, v71, s[10:11]
	v_cndmask_b32_e64 v51, v123, v72, s[12:13]
	v_cndmask_b32_e64 v52, v123, v73, s[20:21]
	v_cndmask_b32_e64 v49, v123, v74, s[22:23]
	v_cndmask_b32_e64 v50, v123, v75, s[24:25]
	v_cndmask_b32_e64 v31, v123, v76, s[26:27]
	v_cndmask_b32_e64 v48, v123, v77, s[28:29]
	v_cndmask_b32_e64 v29, v123, v78, s[30:31]
	v_cndmask_b32_e64 v30, v123, v79, s[34:35]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v104 offset:4160
	ds_read_b128 v[4:7], v104 offset:4192
	v_accvgpr_write_b32 a35, v30
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[8:15], v[88:95], v[64:79]
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[96:103], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x41, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x42, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x43, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x48, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x49, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x4a, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x4b, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x50, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x51, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x52, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x53, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x58, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x59, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x5a, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x5b, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 64, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v0, v112
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v117 offset:34400
	ds_read_b128 v[4:7], v117 offset:34432
	ds_read_b128 v[8:11], v117 offset:34464
	ds_read_b128 v[12:15], v117 offset:34496
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v106, v123, v64, s[36:37]
	v_cndmask_b32_e32 v105, v123, v65, vcc
	v_cndmask_b32_e64 v108, v123, v66, s[0:1]
	v_cndmask_b32_e64 v107, v123, v67, s[2:3]
	v_cndmask_b32_e64 v110, v123, v68, s[4:5]
	v_cndmask_b32_e64 v109, v123, v69, s[6:7]
	v_cndmask_b32_e64 v113, v123, v70, s[8:9]
	v_cndmask_b32_e64 v111, v123, v71, s[10:11]
	v_cndmask_b32_e64 v114, v123, v72, s[12:13]
	v_cndmask_b32_e64 v115, v123, v73, s[20:21]
	v_cndmask_b32_e64 v126, v123, v74, s[22:23]
	v_cndmask_b32_e64 v119, v123, v75, s[24:25]
	v_cndmask_b32_e64 v61, v123, v76, s[26:27]
	v_cndmask_b32_e64 v127, v123, v77, s[28:29]
	v_cndmask_b32_e64 v59, v123, v78, s[30:31]
	v_cndmask_b32_e64 v60, v123, v79, s[34:35]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[0:3], v104 offset:4672
	ds_read_b128 v[4:7], v104 offset:4704
	v_accvgpr_write_b32 a34, v61
	v_accvgpr_write_b32 a32, v60
	v_mov_b32_e32 v104, v57
	v_accvgpr_write_b32 a33, v59
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[8:15], v[88:95], v[64:79]
	v_mov_b32_e32 v95, v50
	v_accvgpr_read_b32 v12, a28
	v_accvgpr_read_b32 v13, a29
	v_accvgpr_read_b32 v14, a30
	v_accvgpr_read_b32 v15, a31
	v_mov_b32_e32 v92, v58
	v_mov_b32_e32 v94, v54
	v_mov_b32_e32 v93, v53
	v_accvgpr_read_b32 v8, a24
	v_accvgpr_read_b32 v9, a25
	v_accvgpr_read_b32 v10, a26
	v_accvgpr_read_b32 v11, a27
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[0:7], v[96:103], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x61, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x62, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x63, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x68, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x69, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x6a, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x6b, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x70, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x71, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x72, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x73, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x78, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x79, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x7a, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x7b, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v0, v112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0x60, v116
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v0, v112
.Ltmp68:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v0, v120, v122, v121
	v_max3_f32 v1, v118, v25, v27
	v_max3_f32 v2, v26, v28, v23
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v24, v20, v22
	v_max3_f32 v2, v18, v19, v16
	v_max3_f32 v3, v17, v124, v125
	v_max3_f32 v1, v1, v2, v3
	v_max3_f32 v2, v57, v58, v55
	v_max3_f32 v3, v56, v53, v54
	v_max3_f32 v4, v51, v52, v49
	v_max3_f32 v2, v2, v3, v4
	v_max3_f32 v3, v50, v31, v48
	v_max3_f32 v4, v29, v30, v106
	v_max3_f32 v5, v105, v108, v107
.Ltmp69:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v81, v123, v64, s[36:37]
	v_cndmask_b32_e32 v89, v123, v65, vcc
	v_cndmask_b32_e64 v90, v123, v66, s[0:1]
	v_cndmask_b32_e64 v91, v123, v67, s[2:3]
	v_cndmask_b32_e64 v88, v123, v68, s[4:5]
	v_cndmask_b32_e64 v82, v123, v69, s[6:7]
.Ltmp70:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v3, v3, v4, v5
	v_max3_f32 v4, v110, v109, v113
	v_max3_f32 v5, v111, v114, v115
	v_max3_f32 v6, v126, v119, v61
	v_max3_f32 v4, v4, v5, v6
	v_max3_f32 v5, v127, v59, v60
	v_max3_f32 v6, v81, v89, v90
	v_max3_f32 v7, v91, v88, v82
.Ltmp71:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v83, v123, v70, s[8:9]
	v_cndmask_b32_e64 v84, v123, v71, s[10:11]
.Ltmp72:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v5, v5, v6, v7
.Ltmp73:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v86, v123, v73, s[20:21]
	v_cndmask_b32_e64 v87, v123, v74, s[22:23]
	v_cndmask_b32_e64 v116, v123, v75, s[24:25]
.Ltmp74:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v0, v0, v1, v2
	v_max3_f32 v1, v3, v4, v5
	v_max_f32_e32 v2, v84, v84
	v_max_f32_e32 v3, v83, v83
.Ltmp75:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v85, v123, v72, s[12:13]
	v_cndmask_b32_e64 v117, v123, v76, s[26:27]
	v_cndmask_b32_e64 v77, v123, v77, s[28:29]
	v_cndmask_b32_e64 v78, v123, v78, s[30:31]
.Ltmp76:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v2, v3, v2
	v_max3_f32 v3, v86, v87, v116
.Ltmp77:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v79, v123, v79, s[34:35]
.Ltmp78:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v2, v2, v85, v3
	v_max3_f32 v3, v117, v77, v78
	v_max3_f32 v2, v2, v3, v79
	v_max3_f32 v0, v0, v1, v2
.Ltmp79:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_permlane32_swap_b32_e32 v0, v1
.Ltmp80:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v1, v1, v1
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e32 v0, v0, v1
.Ltmp81:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v0, s38, v0
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v1, v21, v21
	v_max_f32_e32 v112, v1, v0
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v0, v21, v112
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v80, v0
	v_accvgpr_read_b32 v0, a16
	v_accvgpr_read_b32 v1, a17
	v_mov_b32_e32 v96, v49
	v_mov_b32_e32 v99, v48
	v_accvgpr_read_b32 v2, a18
	v_accvgpr_read_b32 v3, a19
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[0:1], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v1, a1
	v_mov_b32_e32 v67, v16
	v_mov_b32_e32 v68, v17
	v_mov_b32_e32 v100, v51
	v_pk_mul_f32 v[50:51], v[2:3], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_pk_mul_f32 v[16:17], v[0:1], v[80:81] op_sel_hi:[1,0]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v120, -v112
	v_fma_f32 v1, s38, v122, -v112
	v_mov_b32_e32 v70, v19
	v_mov_b32_e32 v69, v18
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[18:19], v[2:3], v[80:81] op_sel_hi:[1,0]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v121, -v112
	v_fma_f32 v3, s38, v118, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v75, v27
	v_mov_b32_e32 v66, v25
	v_mov_b32_e32 v76, v28
	v_mov_b32_e32 v74, v26
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[60:61], v[12:13], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v0, v1, 1.0
	v_mov_b32_e32 v97, v29
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[28:29], v[12:13], v[80:81] op_sel_hi:[1,0]
.Ltmp82:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[12:13], v[0:1], v[2:3]
.Ltmp83:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v66, -v112
	v_fma_f32 v1, s38, v75, -v112
	v_fma_f32 v2, s38, v74, -v112
	v_fma_f32 v3, s38, v76, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v72, v23
	v_mov_b32_e32 v73, v24
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[62:63], v[14:15], v[80:81] op_sel_hi:[1,0]
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_mov_b32_e32 v71, v22
	v_mov_b32_e32 v65, v20
	v_mov_b32_e32 v98, v31
	v_pk_mul_f32 v[30:31], v[14:15], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v0, v1, 1.0
.Ltmp84:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[14:15], v[0:1], v[2:3]
.Ltmp85:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v72, -v112
	v_fma_f32 v1, s38, v73, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v65, -v112
	v_fma_f32 v3, s38, v71, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v65, v0, v1, 1.0
	v_mov_b32_e32 v102, v55
	v_mov_b32_e32 v103, v56
.Ltmp86:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[122:123], v[0:1], v[2:3]
.Ltmp87:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v65, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v69, -v112
	v_fma_f32 v1, s38, v70, -v112
	v_fma_f32 v2, s38, v67, -v112
	v_fma_f32 v3, s38, v68, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_mov_b32_e32 v101, v52
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v67, v0, v1, 1.0
	v_accvgpr_read_b32 v4, a20
.Ltmp88:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[120:121], v[0:1], v[2:3]
.Ltmp89:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v124, -v112
	v_fma_f32 v1, s38, v125, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v67, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v104, -v112
	v_fma_f32 v3, s38, v92, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v0, v1, 1.0
	v_accvgpr_read_b32 v5, a21
	v_accvgpr_read_b32 v6, a22
.Ltmp90:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[124:125], v[0:1], v[2:3]
.Ltmp91:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v102, -v112
	v_fma_f32 v1, s38, v103, -v112
	v_fma_f32 v2, s38, v93, -v112
	v_fma_f32 v3, s38, v94, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v7, a23
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[52:53], v[4:5], v[80:81] op_sel_hi:[1,0]
.Ltmp92:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[92:93], v[0:1], v[2:3]
.Ltmp93:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v100, -v112
	v_fma_f32 v1, s38, v101, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v96, -v112
	v_fma_f32 v3, s38, v95, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v69, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[54:55], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[8:9], v[80:81] op_sel_hi:[1,0]
.Ltmp94:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[94:95], v[0:1], v[2:3]
.Ltmp95:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v69, v2, v3, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v3, a35
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v98, -v112
	v_fma_f32 v1, s38, v99, -v112
	v_fma_f32 v2, s38, v97, -v112
	v_fma_f32 v3, s38, v3, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[58:59], v[10:11], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v71, v0, v1, 1.0
	v_accvgpr_read_b32 v4, a4
.Ltmp96:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[96:97], v[0:1], v[2:3]
.Ltmp97:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v106, -v112
	v_fma_f32 v1, s38, v105, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v71, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v108, -v112
	v_fma_f32 v3, s38, v107, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v0, v1, 1.0
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[98:99], v[0:1], v[2:3]
.Ltmp99:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v72, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v110, -v112
	v_fma_f32 v1, s38, v109, -v112
	v_fma_f32 v2, s38, v113, -v112
	v_fma_f32 v3, s38, v111, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v7, a7
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v74, v0, v1, 1.0
	v_accvgpr_read_b32 v8, a8
.Ltmp100:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[100:101], v[0:1], v[2:3]
.Ltmp101:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v114, -v112
	v_fma_f32 v1, s38, v115, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v74, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v126, -v112
	v_fma_f32 v3, s38, v119, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v73, v0, v1, 1.0
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
.Ltmp102:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[102:103], v[0:1], v[2:3]
.Ltmp103:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v73, v2, v3, 1.0 op_sel:[0,0,0,1]
	v_accvgpr_read_b32 v0, a34
	v_accvgpr_read_b32 v2, a33
	v_accvgpr_read_b32 v3, a32
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v0, -v112
	v_fma_f32 v1, s38, v127, -v112
	v_fma_f32 v2, s38, v2, -v112
	v_fma_f32 v3, s38, v3, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_accvgpr_read_b32 v11, a11
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v75, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[20:21], v[4:5], v[80:81] op_sel_hi:[1,0]
.Ltmp104:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[104:105], v[0:1], v[2:3]
.Ltmp105:
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v81, -v112
	v_fma_f32 v1, s38, v89, -v112
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v75, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v1, v1
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v2, s38, v90, -v112
	v_fma_f32 v3, s38, v91, -v112
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v76, v0, v1, 1.0
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[22:23], v[6:7], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[8:9], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[10:11], v[80:81] op_sel_hi:[1,0]
.Ltmp106:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[106:107], v[0:1], v[2:3]
.Ltmp107:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v76, v2, v3, 1.0 op_sel:[0,0,0,1]
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v0, s38, v88, -v112
	v_fma_f32 v1, s38, v82, -v112
	v_fma_f32 v2, s38, v83, -v112
	v_fma_f32 v3, s38, v84, -v112
	v_fma_f32 v4, s38, v85, -v112
	v_fma_f32 v5, s38, v86, -v112
	v_fma_f32 v6, s38, v87, -v112
	v_fma_f32 v7, s38, v116, -v112
	v_fma_f32 v8, s38, v117, -v112
	v_fma_f32 v9, s38, v77, -v112
	v_fma_f32 v10, s38, v78, -v112
	v_fma_f32 v11, s38, v79, -v112
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v108, v0
	v_exp_f32_e32 v109, v1
	v_exp_f32_e32 v110, v2
	v_exp_f32_e32 v111, v3
	v_exp_f32_e32 v112, v4
	v_exp_f32_e32 v113, v5
	v_exp_f32_e32 v114, v6
	v_exp_f32_e32 v115, v7
	v_exp_f32_e32 v116, v8
	v_exp_f32_e32 v117, v9
	v_exp_f32_e32 v118, v10
	v_exp_f32_e32 v119, v11
	v_accvgpr_read_b32 v0, a38
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v0, 0, v0
	ds_read_b64_tr_b8 v[2:3], v0
	ds_read_b64_tr_b8 a[8:9], v0 offset:32
	ds_read_b64_tr_b8 a[16:17], v0 offset:64
	ds_read_b64_tr_b8 v[82:83], v0 offset:96
	ds_read_b64_tr_b8 v[4:5], v0 offset:8448
	ds_read_b64_tr_b8 a[10:11], v0 offset:8480
	ds_read_b64_tr_b8 a[18:19], v0 offset:8512
	ds_read_b64_tr_b8 v[84:85], v0 offset:8544
	ds_read_b64_tr_b8 v[6:7], v0 offset:256
	ds_read_b64_tr_b8 a[12:13], v0 offset:288
	ds_read_b64_tr_b8 a[20:21], v0 offset:320
	ds_read_b64_tr_b8 v[86:87], v0 offset:352
	ds_read_b64_tr_b8 v[8:9], v0 offset:8704
	ds_read_b64_tr_b8 a[14:15], v0 offset:8736
	ds_read_b64_tr_b8 a[22:23], v0 offset:8768
	ds_read_b64_tr_b8 v[88:89], v0 offset:8800
	ds_read_b64_tr_b8 a[24:25], v0 offset:512
	ds_read_b64_tr_b8 a[32:33], v0 offset:544
	ds_read_b64_tr_b8 a[40:41], v0 offset:576
	ds_read_b64_tr_b8 a[0:1], v0 offset:608
	ds_read_b64_tr_b8 a[26:27], v0 offset:8960
	ds_read_b64_tr_b8 a[34:35], v0 offset:8992
	ds_read_b64_tr_b8 a[42:43], v0 offset:9024
	ds_read_b64_tr_b8 a[2:3], v0 offset:9056
	ds_read_b64_tr_b8 a[28:29], v0 offset:768
	ds_read_b64_tr_b8 a[36:37], v0 offset:800
	ds_read_b64_tr_b8 a[44:45], v0 offset:832
	ds_read_b64_tr_b8 a[4:5], v0 offset:864
	ds_read_b64_tr_b8 a[30:31], v0 offset:9216
	ds_read_b64_tr_b8 a[38:39], v0 offset:9248
	ds_read_b64_tr_b8 a[46:47], v0 offset:9280
	ds_read_b64_tr_b8 a[6:7], v0 offset:9312
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
.Ltmp108:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[0:1], v[108:109], v[110:111]
.Ltmp109:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[2:9], v[64:71], v[48:63]
.Ltmp110:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v2, v112, v114
	v_add_f32_e64 v3, v113, v115
	v_add_f32_e64 v4, v116, v118
	v_add_f32_e64 v5, v117, v119
	v_add_f32_e64 v6, v12, v14
	v_add_f32_e64 v7, v13, v15
	v_add_f32_e64 v8, v122, v120
	v_add_f32_e64 v9, v123, v121
.Ltmp111:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v34, v34, v80
	v_mul_f32_e64 v35, v35, v80
	v_mul_f32_e64 v36, v36, v80
	v_mul_f32_e64 v37, v37, v80
	v_mul_f32_e64 v38, v38, v80
	v_mul_f32_e64 v39, v39, v80
	v_pk_mul_f32 v[40:41], v[40:41], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[80:81] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[80:81] op_sel_hi:[1,0]
.Ltmp112:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[90:91], v[124:125], v[92:93]
	v_pk_add_f32 v[92:93], v[94:95], v[96:97]
	v_pk_add_f32 v[94:95], v[98:99], v[100:101]
	v_pk_add_f32 v[96:97], v[102:103], v[104:105]
	v_pk_add_f32 v[98:99], v[106:107], v[0:1]
	v_pk_add_f32 v[100:101], v[2:3], v[4:5]
	v_pk_add_f32 v[102:103], v[6:7], v[8:9]
	v_accvgpr_read_b32 v0, a48
	v_accvgpr_read_b32 v1, a49
	v_accvgpr_read_b32 v2, a50
	v_accvgpr_read_b32 v3, a51
	v_accvgpr_read_b32 v4, a52
	v_accvgpr_read_b32 v5, a53
	v_accvgpr_read_b32 v6, a54
	v_accvgpr_read_b32 v7, a55
	v_accvgpr_read_b32 v8, a56
	v_accvgpr_read_b32 v9, a57
	v_accvgpr_read_b32 v10, a58
	v_accvgpr_read_b32 v11, a59
	v_accvgpr_read_b32 v12, a60
	v_accvgpr_read_b32 v13, a61
	v_accvgpr_read_b32 v14, a62
	v_accvgpr_read_b32 v15, a63
.Ltmp113:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[8:15], v[64:71], v[32:47]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v0, v0, v80
	v_mul_f32_e64 v1, v1, v80
	v_mul_f32_e64 v2, v2, v80
	v_mul_f32_e64 v3, v3, v80
	v_mul_f32_e64 v4, v4, v80
	v_mul_f32_e64 v5, v5, v80
	v_mul_f32_e64 v6, v6, v80
	v_mul_f32_e64 v7, v7, v80
	v_mul_f32_e64 v8, v8, v80
	v_mul_f32_e64 v9, v9, v80
	v_mul_f32_e64 v10, v10, v80
	v_mul_f32_e64 v11, v11, v80
	v_mul_f32_e64 v12, v12, v80
	v_mul_f32_e64 v13, v13, v80
	v_pk_mul_f32 v[14:15], v[14:15], v[80:81] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v78, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v77, v112, v113, 1.0
	v_cvt_scalef32_pk_fp8_f32 v79, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v78, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v77, v114, v115, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v79, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v72, v73
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[82:89], v[64:71], v[0:15]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v74, v75
	v_permlane32_swap_b32_e32 v76, v77
	v_permlane32_swap_b32_e32 v78, v79
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[16:23], v[64:71], v[16:31]
.Ltmp114:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v64, v90, v92
	v_add_f32_e64 v65, v91, v93
	v_add_f32_e64 v66, v94, v96
	v_add_f32_e64 v67, v95, v97
	v_add_f32_e64 v68, v98, v100
	v_add_f32_e64 v69, v99, v101
	v_add_f32_e64 v64, v102, v64
	v_add_f32_e64 v65, v103, v65
	v_add_f32_e64 v66, v66, v68
	v_add_f32_e64 v67, v67, v69
	v_add_f32_e64 v64, v64, v66
	v_add_f32_e64 v65, v65, v67
.Ltmp115:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp116:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp117:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
	v_accvgpr_read_b32 v65, a65
.Ltmp118:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v64, v65, v80
.Ltmp119:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v65, s[0:1], v64, v64, s39
.Ltmp120:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[32:39], v[72:79], v[32:47]
.Ltmp121:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_rcp_f32_e32 v66, v65
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 22 is_stmt 1              ; triton_peers.py:152:22
	v_fma_f32 v67, -v65, v66, 1.0
	v_fmac_f32_e32 v66, v67, v66
	v_div_scale_f32 v67, vcc, s39, v64, s39
	v_mul_f32_e32 v68, v67, v66
	v_fma_f32 v69, -v65, v68, v67
	v_fmac_f32_e32 v68, v69, v66
	v_fma_f32 v65, -v65, v68, v67
	v_div_fmas_f32 v65, v65, v66, v68
	v_div_fixup_f32 v64, v65, v64, s39
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_add_u32 s2, s14, s0
	.loc	1 153 40 is_stmt 0              ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
.Ltmp122:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[72:79], v[0:15]
.Ltmp123:
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v38, v64, v38
	v_mul_f32_e64 v39, v64, v39
	v_mul_f32_e64 v66, v64, v32
	v_mul_f32_e64 v67, v64, v33
	v_mul_f32_e64 v32, v64, v42
	v_mul_f32_e64 v33, v64, v43
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
	v_pk_mul_f32 v[68:69], v[64:65], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[64:65], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[64:65], v[46:47] op_sel_hi:[0,1]
.Ltmp124:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[24:31], v[72:79], v[48:63]
.Ltmp125:
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v44, v64, v0
	v_mul_f32_e64 v45, v64, v1
	v_accvgpr_read_b32 v0, a66
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s33
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 152 15 is_stmt 1              ; triton_peers.py:152:15
	v_mul_f32_e64 v46, v64, v2
	v_mul_f32_e64 v47, v64, v3
	v_mul_f32_e64 v70, v64, v4
	v_mul_f32_e64 v71, v64, v5
.Ltmp126:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[40:47], v[72:79], v[16:31]
.Ltmp127:
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_mul_f32_e64 v76, v64, v10
	v_mul_f32_e64 v77, v64, v11
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v11, v38, v39
	scratch_load_dwordx2 v[38:39], off, off ; 8-byte Folded Reload
	.loc	1 152 15                        ; triton_peers.py:152:15
	s_nop 5
	v_mul_f32_e64 v48, v64, v48
	v_mul_f32_e64 v49, v64, v49
	v_mul_f32_e64 v50, v64, v50
	v_mul_f32_e64 v51, v64, v51
	v_mul_f32_e64 v52, v64, v52
	v_mul_f32_e64 v53, v64, v53
	v_mul_f32_e64 v54, v64, v54
	v_mul_f32_e64 v55, v64, v55
	v_mul_f32_e64 v56, v64, v56
	v_mul_f32_e64 v57, v64, v57
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v48, v49
	v_cvt_pk_bf16_f32 v1, v50, v51
	v_cvt_pk_bf16_f32 v2, v52, v53
	v_cvt_pk_bf16_f32 v3, v54, v55
	v_cvt_pk_bf16_f32 v10, v36, v37
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[16:17], v[64:65], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[64:65], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[64:65], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[64:65], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
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
.Ltmp128:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 644
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
	.set .Lattn_fwd.numbered_sgpr, 42
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 644
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 23468
; TotalNumSgprs: 48
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 644
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
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp119-.Lfunc_begin0
	.quad	.Ltmp120-.Lfunc_begin0
	.quad	.Ltmp121-.Lfunc_begin0
	.quad	.Ltmp122-.Lfunc_begin0
	.quad	.Ltmp123-.Lfunc_begin0
	.quad	.Ltmp124-.Lfunc_begin0
	.quad	.Ltmp125-.Lfunc_begin0
	.quad	.Ltmp126-.Lfunc_begin0
	.quad	.Ltmp127-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp72-.Lfunc_begin0
	.quad	.Ltmp73-.Lfunc_begin0
	.quad	.Ltmp74-.Lfunc_begin0
	.quad	.Ltmp75-.Lfunc_begin0
	.quad	.Ltmp76-.Lfunc_begin0
	.quad	.Ltmp77-.Lfunc_begin0
	.quad	.Ltmp78-.Lfunc_begin0
	.quad	.Ltmp79-.Lfunc_begin0
	.quad	.Ltmp80-.Lfunc_begin0
	.quad	.Ltmp81-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp82-.Lfunc_begin0
	.quad	.Ltmp83-.Lfunc_begin0
	.quad	.Ltmp84-.Lfunc_begin0
	.quad	.Ltmp85-.Lfunc_begin0
	.quad	.Ltmp86-.Lfunc_begin0
	.quad	.Ltmp87-.Lfunc_begin0
	.quad	.Ltmp88-.Lfunc_begin0
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	.Ltmp90-.Lfunc_begin0
	.quad	.Ltmp91-.Lfunc_begin0
	.quad	.Ltmp92-.Lfunc_begin0
	.quad	.Ltmp93-.Lfunc_begin0
	.quad	.Ltmp94-.Lfunc_begin0
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	.Ltmp112-.Lfunc_begin0
	.quad	.Ltmp113-.Lfunc_begin0
	.quad	.Ltmp114-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp115-.Lfunc_begin0
	.quad	.Ltmp116-.Lfunc_begin0
	.quad	.Ltmp117-.Lfunc_begin0
	.quad	.Ltmp118-.Lfunc_begin0
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
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
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
    .private_segment_fixed_size: 644
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 160
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
