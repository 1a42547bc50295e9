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
; %bb.31:
	.file	1 "/work/wt/peers/benchmarks" "triton_peers.py"
	.loc	1 118 0 prologue_end            ; triton_peers.py:118:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.32:
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
	s_xor_b32 s1, s17, s22
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s3, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	s_sub_i32 s6, 0, s0
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s22, s3, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s2, s17
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s1, s1, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_mov_b32_e32 v103, 0
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
	s_sub_i32 s30, s0, s1
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s0, s23, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s29, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s2, s22, 6
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
	v_or_b32_e32 v2, s29, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s0, s0, s3
	s_addc_u32 s1, s1, s6
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s25
	s_lshl_b32 s3, s25, 5
	v_add_u32_e32 v4, s3, v2
	v_add_u32_e32 v6, s3, v4
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_add_u32_e32 v8, s3, v6
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[10:11], s[0:1], 0, v[2:3]
	.loc	1 132 30 is_stmt 1              ; triton_peers.py:132:30
	v_and_b32_e32 v2, 7, v0
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_lshlrev_b32_e32 v102, 4, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[102:103]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[102:103]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[102:103]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[102:103]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	v_mov_b32_e32 v4, 0x70
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v5, 2, v13
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v4, s2, v4, v12 bitop3:0xc8
	v_lshlrev_b32_e32 v8, 4, v13
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v5, s29, v5
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_xad_u32 v9, v8, v4, 0
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v6, 64, v5
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v4, v5, s25
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v3, 3, v0
	.loc	1 131 57                        ; triton_peers.py:131:57
	v_mul_lo_u32 v6, v6, s25
	.loc	1 131 18 is_stmt 0              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshlrev_b32_e32 v94, 4, v3
	.loc	1 134 26 is_stmt 0              ; triton_peers.py:134:26
	v_mov_b32_e32 v95, v103
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	.loc	1 134 26                        ; triton_peers.py:134:26
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[94:95]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[94:95]
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s0, 0x70
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v91, 56, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_movk_i32 s1, 0x60
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s2, s26, s18
	.loc	1 137 18 is_stmt 0              ; triton_peers.py:137:18
	s_ashr_i32 s3, s2, 31
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_or_b32_e32 v34, s22, v91
	v_or_b32_e32 v35, 4, v34
.Ltmp4:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_mul_i32 s16, s22, 0x410
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v9, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 134 18                        ; triton_peers.py:134:18
	global_load_dwordx4 v[14:17], v[4:5], off offset:128
	global_load_dwordx4 v[18:21], v[6:7], off offset:128
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v7, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v6, 32, v0
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_and_b32_e32 v4, 48, v0
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v5, 7, v7
	v_lshlrev_b32_e32 v0, 3, v1
	v_lshrrev_b32_e32 v124, 1, v6
	v_bitop3_b32 v9, v0, v124, s0 bitop3:0x6c
	v_lshl_or_b32 v5, s22, 12, v5
	v_accvgpr_write_b32 a35, v6
	v_accvgpr_write_b32 a36, v7
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshlrev_b32_e32 v6, 6, v7
	v_lshlrev_b32_e32 v7, 2, v1
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v10, v5, v9
	v_bitop3_b32 v5, v5, s1, v9 bitop3:0x36
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_bitop3_b32 v7, v7, v124, 48 bitop3:0x6c
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v9, 0, v10
	v_xad_u32 v11, v10, 32, 0
	v_xad_u32 v10, v10, 64, 0
	v_add_u32_e32 v12, 0, v5
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_lshl_b32 s1, s22, 11
	.loc	1 137 38                        ; triton_peers.py:137:38
	s_mul_i32 s0, s30, s27
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_or3_b32 v5, s1, v6, v7
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s1, s10, s2
	.loc	1 132 13                        ; triton_peers.py:132:13
	ds_read_b128 v[26:29], v9
	ds_read_b128 v[30:33], v11
	ds_read_b128 v[22:25], v10
	.loc	1 134 39                        ; triton_peers.py:134:39
	ds_read_b128 v[10:13], v12
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_addc_u32 s2, s11, s3
	s_ashr_i32 s3, s0, 31
	s_add_u32 s0, s1, s0
	s_addc_u32 s1, s2, s3
	.loc	1 142 16                        ; triton_peers.py:142:16
	s_sub_i32 s9, s21, s20
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s19, s9, s29
.Ltmp6:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s19, 0
.Ltmp7:
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_xad_u32 v8, v8, v4, 0
	v_add_u32_e32 v4, 0, v5
	v_xad_u32 v5, v5, 32, 0
.Ltmp8:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lt_i32 s19, 1
.Ltmp9:
	.loc	1 134 18                        ; triton_peers.py:134:18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(1)
	ds_write_b128 v8, v[14:17]
	s_waitcnt vmcnt(0)
	ds_write_b128 v8, v[18:21] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp10:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v8, v34, s28
	v_mul_lo_u32 v6, v35, s28
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], s[0:1], 0, v[8:9]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[102:103]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s16, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[102:103]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[8:9], off
	s_add_i32 m0, s16, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[6:7], off
.Ltmp11:
.LBB0_2:                                ; %.critedge
	.loc	1 0 17                          ; triton_peers.py:0:17
	s_load_dwordx2 s[2:3], s[4:5], 0x4c
	ds_read_b128 v[120:123], v4
	ds_read_b128 v[114:117], v5
.Ltmp12:
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_and_b64 s[10:11], s[6:7], exec
.Ltmp13:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_and_b32_e32 v98, 60, v1
.Ltmp14:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s8, 1, 0
.Ltmp15:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v6, s22, v98
.Ltmp16:
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s8, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v4, v6, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[94:95]
	s_mov_b64 s[10:11], 0x80
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[10:11]
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s16, 0x82d0
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.Ltmp17:
.LBB0_4:
	.loc	1 138 22                        ; triton_peers.py:138:22
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s10, s2, 31
	s_add_u32 s2, s12, s2
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s30, s30, s3
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s10, s13, s10
	s_ashr_i32 s3, s30, 31
	s_load_dword s8, s[4:5], 0x54
	s_add_u32 s2, s2, s30
	s_addc_u32 s3, s10, s3
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshrrev_b32_e32 v99, 1, v91
.Ltmp18:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[6:7], s[6:7], exec
.Ltmp19:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v8, s22, v99
.Ltmp20:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s6, 1, 0
	v_accvgpr_write_b32 a53, v6             ;  Reload Reuse
.Ltmp21:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v9, 32, v8
.Ltmp22:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s6, 1
	s_mul_i32 s33, s22, 0x420
	scratch_store_dword off, v35, off offset:356 ; 4-byte Folded Spill
	scratch_store_dword off, v34, off offset:352 ; 4-byte Folded Spill
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v6, v8, s8
	v_mul_lo_u32 v4, v9, s8
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s33
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[102:103]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[102:103]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s33, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.Ltmp23:
.LBB0_6:                                ; %.critedge2
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[6:7], 24, v[26:27]
	v_lshrrev_b64 v[14:15], 24, v[22:23]
	v_and_b32_e32 v106, 8, v0
	v_mov_b32_e32 v0, v6
	scratch_store_dword off, v9, off offset:360 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:364 ; 4-byte Folded Spill
	v_lshrrev_b32_e32 v5, 16, v27
	v_lshrrev_b32_e32 v7, 24, v27
	v_lshrrev_b64 v[16:17], 24, v[28:29]
	v_lshrrev_b32_e32 v8, 16, v22
	; asyncmark
	scratch_store_dwordx2 off, v[0:1], off offset:304 ; 8-byte Folded Spill
	scratch_store_dwordx4 off, v[30:33], off offset:268 ; 16-byte Folded Spill
	scratch_store_dword off, v5, off offset:316 ; 4-byte Folded Spill
	scratch_store_dword off, v7, off offset:312 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:300 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v14
	v_lshrrev_b32_e32 v9, 16, v28
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[34:35], 24, v[120:121]
	scratch_store_dwordx2 off, v[0:1], off offset:212 ; 8-byte Folded Spill
	scratch_store_dword off, v9, off offset:320 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v16
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v18, 16, v29
	v_lshrrev_b32_e32 v19, 24, v29
	v_lshrrev_b32_e32 v15, 16, v23
	v_lshrrev_b32_e32 v17, 24, v23
	v_lshrrev_b64 v[36:37], 24, v[24:25]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v20, 16, v120
	scratch_store_dwordx2 off, v[0:1], off offset:228 ; 8-byte Folded Spill
	scratch_store_dword off, v15, off offset:236 ; 4-byte Folded Spill
	scratch_store_dword off, v17, off offset:240 ; 4-byte Folded Spill
	scratch_store_dword off, v18, off offset:244 ; 4-byte Folded Spill
	scratch_store_dword off, v19, off offset:248 ; 4-byte Folded Spill
	scratch_store_dword off, v20, off offset:252 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v34
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[40:41], 24, v[30:31]
	v_lshrrev_b32_e32 v21, 16, v24
	scratch_store_dwordx2 off, v[0:1], off offset:256 ; 8-byte Folded Spill
	scratch_store_dword off, v21, off offset:264 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v36
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b64 v[46:47], 24, v[122:123]
	scratch_store_dwordx2 off, v[0:1], off offset:60 ; 8-byte Folded Spill
	v_mov_b32_e32 v0, v40
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b64 v[48:49], 24, v[10:11]
	scratch_store_dwordx2 off, v[0:1], off offset:124 ; 8-byte Folded Spill
	v_mov_b32_e32 v0, v46
	s_load_dword s38, s[4:5], 0x20
	v_lshrrev_b64 v[52:53], 24, v[32:33]
	v_lshrrev_b32_e32 v45, 16, v10
	scratch_store_dwordx2 off, v[0:1], off offset:16 ; 8-byte Folded Spill
	scratch_store_dword off, v45, off offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v48
	v_lshrrev_b32_e32 v50, 16, v32
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v47, 16, v123
	v_lshrrev_b32_e32 v49, 24, v123
	v_lshrrev_b64 v[58:59], 24, v[114:115]
	scratch_store_dwordx2 off, v[0:1], off offset:32 ; 8-byte Folded Spill
	scratch_store_dword off, v47, off offset:24 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:132 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:28 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v52
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v53, 16, v33
	v_lshrrev_b32_e32 v55, 24, v33
	v_lshrrev_b32_e32 v51, 16, v11
	v_lshrrev_b32_e32 v54, 24, v11
	v_lshrrev_b64 v[60:61], 24, v[12:13]
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v56, 16, v114
	scratch_store_dwordx2 off, v[0:1], off offset:116 ; 8-byte Folded Spill
	scratch_store_dword off, v51, off offset:96 ; 4-byte Folded Spill
	scratch_store_dword off, v53, off offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v54, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v56, off offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v58
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v38, 16, v30
	v_lshrrev_b32_e32 v75, 8, v22
	v_lshrrev_b32_e32 v57, 16, v12
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v67, 8, v120
	v_lshrrev_b32_e32 v68, 8, v121
	v_lshrrev_b32_e32 v35, 16, v121
	v_lshrrev_b32_e32 v70, 8, v123
	v_lshrrev_b32_e32 v72, 8, v115
	v_lshrrev_b32_e32 v73, 8, v116
	v_lshrrev_b64 v[64:65], 24, v[116:117]
	v_lshrrev_b32_e32 v74, 8, v117
.Ltmp24:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_sub_i32 s11, s19, 64
	v_lshl_add_u64 v[96:97], s[0:1], 0, v[102:103]
	v_lshl_add_u64 v[92:93], s[2:3], 0, v[102:103]
	v_lshlrev_b32_e32 v101, 10, v2
	v_lshlrev_b32_e32 v125, 4, v1
	v_lshlrev_b32_e32 v2, 10, v3
	scratch_store_dwordx2 off, v[0:1], off offset:40 ; 8-byte Folded Spill
	scratch_store_dword off, v57, off offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v60
.Ltmp25:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v77, 8, v26
	v_lshrrev_b32_e32 v4, 16, v26
	v_lshrrev_b32_e32 v79, 8, v27
	v_lshrrev_b32_e32 v81, 8, v28
	v_lshrrev_b32_e32 v83, 8, v29
	v_lshrrev_b32_e32 v85, 8, v30
	v_lshrrev_b32_e32 v87, 8, v31
	v_lshrrev_b32_e32 v42, 16, v31
	v_lshrrev_b32_e32 v43, 24, v31
	v_lshrrev_b32_e32 v89, 8, v32
	v_lshrrev_b32_e32 v90, 8, v33
	v_lshrrev_b32_e32 v76, 8, v23
	v_lshrrev_b32_e32 v78, 8, v24
	v_lshrrev_b32_e32 v80, 8, v25
	v_lshrrev_b32_e32 v39, 16, v25
	v_lshrrev_b32_e32 v41, 24, v25
	v_lshrrev_b32_e32 v82, 8, v10
	v_lshrrev_b32_e32 v84, 8, v11
	v_lshrrev_b32_e32 v86, 8, v12
	v_lshrrev_b32_e32 v88, 8, v13
	v_lshrrev_b32_e32 v61, 16, v13
	v_lshrrev_b32_e32 v63, 24, v13
	.loc	1 134 18                        ; triton_peers.py:134:18
	v_lshrrev_b32_e32 v37, 24, v121
	v_lshrrev_b32_e32 v69, 8, v122
	v_lshrrev_b32_e32 v44, 16, v122
	v_lshrrev_b32_e32 v71, 8, v114
	v_lshrrev_b32_e32 v59, 16, v115
	v_lshrrev_b32_e32 v62, 24, v115
	v_lshrrev_b32_e32 v119, 16, v116
	v_lshrrev_b32_e32 v65, 16, v117
	v_lshrrev_b32_e32 v66, 24, v117
.Ltmp26:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_lt_i32 s11, 1
	v_and_b32_e32 v103, 0x180, v125
	v_accvgpr_write_b32 a87, v2
	v_lshlrev_b32_e32 v100, 9, v1
	v_and_b32_e32 v107, 16, v1
	v_accvgpr_write_b32 a123, v95
	v_accvgpr_write_b32 a122, v94
	v_lshl_add_u64 v[94:95], s[0:1], 0, v[94:95]
	v_accvgpr_write_b32 a32, v124
	v_accvgpr_write_b32 a49, v13
	v_accvgpr_write_b32 a48, v12
	v_accvgpr_write_b32 a47, v11
	v_accvgpr_write_b32 a46, v10
	v_accvgpr_write_b32 a73, v38
	v_accvgpr_write_b32 a75, v35
	scratch_store_dwordx2 off, v[0:1], off offset:48 ; 8-byte Folded Spill
	scratch_store_dword off, v59, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v62, off offset:68 ; 4-byte Folded Spill
	scratch_store_dword off, v63, off offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v64
	v_accvgpr_write_b32 a105, v67
	v_accvgpr_write_b32 a106, v68
	v_accvgpr_write_b32 a108, v70
	v_accvgpr_write_b32 a110, v72
	v_accvgpr_write_b32 a111, v73
	v_accvgpr_write_b32 a112, v74
	v_accvgpr_write_b32 a113, v75
	v_accvgpr_write_b32 a125, v97
	v_accvgpr_write_b32 a124, v96
	v_accvgpr_write_b32 a62, v92
	v_accvgpr_write_b32 a63, v93
	scratch_store_dwordx4 off, v[22:25], off offset:284 ; 16-byte Folded Spill
	scratch_store_dwordx4 off, v[26:29], off offset:324 ; 16-byte Folded Spill
	scratch_store_dword off, v37, off       ; 4-byte Folded Spill
	scratch_store_dword off, v39, off offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:160 ; 4-byte Folded Spill
	scratch_store_dword off, v43, off offset:156 ; 4-byte Folded Spill
	scratch_store_dword off, v44, off offset:12 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], off offset:4 ; 8-byte Folded Spill
	scratch_store_dword off, v65, off offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v66, off offset:88 ; 4-byte Folded Spill
	scratch_store_dword off, v69, off offset:140 ; 4-byte Folded Spill
	scratch_store_dword off, v71, off offset:144 ; 4-byte Folded Spill
	scratch_store_dword off, v76, off offset:168 ; 4-byte Folded Spill
	scratch_store_dword off, v77, off offset:188 ; 4-byte Folded Spill
	scratch_store_dword off, v78, off offset:148 ; 4-byte Folded Spill
	scratch_store_dword off, v79, off offset:192 ; 4-byte Folded Spill
	scratch_store_dword off, v80, off offset:152 ; 4-byte Folded Spill
	scratch_store_dword off, v81, off offset:196 ; 4-byte Folded Spill
	scratch_store_dword off, v82, off offset:172 ; 4-byte Folded Spill
	scratch_store_dword off, v83, off offset:200 ; 4-byte Folded Spill
	scratch_store_dword off, v84, off offset:176 ; 4-byte Folded Spill
	scratch_store_dword off, v85, off offset:204 ; 4-byte Folded Spill
	scratch_store_dword off, v86, off offset:180 ; 4-byte Folded Spill
	scratch_store_dword off, v87, off offset:208 ; 4-byte Folded Spill
	scratch_store_dword off, v88, off offset:184 ; 4-byte Folded Spill
	scratch_store_dword off, v89, off offset:220 ; 4-byte Folded Spill
	scratch_store_dword off, v90, off offset:224 ; 4-byte Folded Spill
	scratch_store_dword off, v91, off offset:340 ; 4-byte Folded Spill
	scratch_store_dword off, v98, off offset:344 ; 4-byte Folded Spill
	scratch_store_dword off, v99, off offset:348 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_10
; %bb.7:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s2, 0xc0c0004
	v_perm_b32 v0, v33, v90, s2
	v_perm_b32 v1, v53, v55, s2
	v_lshl_or_b32 v33, v1, 16, v0
	v_perm_b32 v0, v32, v89, s2
	v_perm_b32 v1, v50, v52, s2
	v_lshl_or_b32 v32, v1, 16, v0
	v_perm_b32 v0, v31, v87, s2
	v_perm_b32 v1, v42, v43, s2
	v_lshl_or_b32 v31, v1, 16, v0
	v_perm_b32 v0, v30, v85, s2
	v_perm_b32 v1, v38, v40, s2
	v_lshl_or_b32 v30, v1, 16, v0
	v_perm_b32 v0, v29, v83, s2
	v_perm_b32 v1, v18, v19, s2
	v_lshl_or_b32 v29, v1, 16, v0
	v_perm_b32 v0, v28, v81, s2
	v_perm_b32 v1, v9, v16, s2
	v_lshl_or_b32 v28, v1, 16, v0
	v_perm_b32 v0, v27, v79, s2
	v_perm_b32 v1, v5, v7, s2
	v_lshl_or_b32 v27, v1, 16, v0
	v_perm_b32 v0, v26, v77, s2
	v_perm_b32 v1, v4, v6, s2
	v_lshl_or_b32 v26, v1, 16, v0
	v_perm_b32 v0, v13, v88, s2
	v_perm_b32 v1, v61, v63, s2
	v_accvgpr_write_b32 a95, v33
	v_accvgpr_write_b32 a94, v32
	v_accvgpr_write_b32 a93, v31
	v_accvgpr_write_b32 a92, v30
	v_accvgpr_write_b32 a91, v29
	v_accvgpr_write_b32 a90, v28
	v_accvgpr_write_b32 a89, v27
	v_accvgpr_write_b32 a88, v26
	v_lshl_or_b32 v29, v1, 16, v0
	v_perm_b32 v0, v11, v84, s2
	v_perm_b32 v1, v51, v54, s2
	v_lshl_or_b32 v27, v1, 16, v0
	v_perm_b32 v0, v10, v82, s2
	v_perm_b32 v1, v45, v48, s2
	v_lshl_or_b32 v26, v1, 16, v0
	v_perm_b32 v0, v25, v80, s2
	v_perm_b32 v1, v39, v41, s2
	v_lshl_or_b32 v25, v1, 16, v0
	v_perm_b32 v0, v24, v78, s2
	v_perm_b32 v1, v21, v36, s2
	v_lshl_or_b32 v24, v1, 16, v0
	v_perm_b32 v0, v23, v76, s2
	v_perm_b32 v1, v15, v17, s2
	v_perm_b32 v2, v12, v86, s2
	v_perm_b32 v3, v57, v60, s2
	v_lshl_or_b32 v23, v1, 16, v0
	v_perm_b32 v0, v22, v75, s2
	v_perm_b32 v1, v8, v14, s2
	v_lshl_or_b32 v28, v3, 16, v2
	v_lshl_or_b32 v22, v1, 16, v0
	v_perm_b32 v0, v117, v74, s2
	v_perm_b32 v1, v65, v66, s2
	v_perm_b32 v2, v116, v73, s2
	v_perm_b32 v3, v119, v64, s2
	v_accvgpr_write_b32 a34, v119
	v_lshl_or_b32 v119, v1, 16, v0
	v_lshl_or_b32 v118, v3, 16, v2
	v_perm_b32 v0, v115, v72, s2
	v_perm_b32 v1, v59, v62, s2
	v_mov_b64_e32 v[2:3], v[114:115]
	v_accvgpr_write_b32 a33, v4
	v_mov_b64_e32 v[4:5], v[116:117]
	v_lshl_or_b32 v117, v1, 16, v0
	v_perm_b32 v0, v2, v71, s2
	v_perm_b32 v1, v56, v58, s2
	v_lshl_or_b32 v116, v1, 16, v0
	v_perm_b32 v0, v123, v70, s2
	v_perm_b32 v1, v47, v49, s2
	v_lshl_or_b32 v115, v1, 16, v0
	v_perm_b32 v0, v122, v69, s2
	v_perm_b32 v1, v44, v46, s2
	v_lshl_or_b32 v114, v1, 16, v0
	v_perm_b32 v0, v121, v68, s2
	v_perm_b32 v1, v35, v37, s2
	v_lshl_or_b32 v113, v1, 16, v0
	v_perm_b32 v0, v120, v67, s2
	v_perm_b32 v1, v20, v34, s2
	v_lshl_or_b32 v112, v1, 16, v0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s22, v99
	v_add_u32_e32 v64, 0x60, v0
	v_or_b32_e32 v65, 64, v0
	v_add3_u32 v0, v98, s22, 64
	v_mul_lo_u32 v0, s28, v0
	v_accvgpr_write_b32 a41, v0
	v_add_u32_e32 v0, s22, v91
	v_add_u32_e32 v1, 0x44, v0
	v_add_u32_e32 v0, 64, v0
	v_mul_lo_u32 v1, s28, v1
	v_mul_lo_u32 v0, s28, v0
	v_mov_b32_e32 v62, 0
	v_and_b32_e32 v66, 0xc00, v100
	v_accvgpr_mov_b32 a39, a123
	v_accvgpr_write_b32 a61, v29
	v_accvgpr_write_b32 a60, v28
	v_accvgpr_write_b32 a59, v27
	v_accvgpr_write_b32 a58, v26
	v_accvgpr_write_b32 a57, v25
	v_accvgpr_write_b32 a56, v24
	v_accvgpr_write_b32 a55, v23
	v_accvgpr_write_b32 a54, v22
	v_accvgpr_write_b32 a31, v5
	v_accvgpr_write_b32 a30, v4
	v_accvgpr_write_b32 a29, v3
	v_accvgpr_write_b32 a28, v2
	v_accvgpr_write_b32 a24, v120
	v_accvgpr_write_b32 a25, v121
	v_accvgpr_write_b32 a26, v122
	v_accvgpr_write_b32 a27, v123
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s12, s8, 6
	s_lshl_b32 s13, s28, 6
	v_accvgpr_write_b32 a74, v1
	s_mov_b32 s7, 0
	s_movk_i32 s10, 0x41e0
	s_mov_b32 s6, 0x82d0
	v_accvgpr_write_b32 a97, v0
	s_mov_b64 s[2:3], 0x80
	s_mov_b32 s23, 0
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
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
	v_accvgpr_write_b32 a40, v100
	v_accvgpr_write_b32 a72, v66
	v_mul_lo_u32 v120, s8, v64
	v_mul_lo_u32 v122, s8, v65
	v_mov_b32_e32 v123, 0xff800000
	v_mov_b32_e32 v121, 0
	v_accvgpr_write_b32 a99, v95
	v_accvgpr_write_b32 a98, v94
	v_accvgpr_mov_b32 a38, a122
	v_accvgpr_mov_b32 a39, a87
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s31, s6
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s24, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s24, s6, 0
	s_mov_b32 s26, s7
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s7, s24, 13
	v_accvgpr_read_b32 v64, a97
	v_accvgpr_read_b32 v65, a74
	s_lshr_b32 s6, s7, 6
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s23, v64
	v_add_u32_e32 v66, s23, v65
	v_accvgpr_read_b32 v65, a41
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s6, s7, s6
	s_mov_b32 s30, s10
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v126, s23, v65
	v_ashrrev_i32_e32 v65, 31, v64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s10, s6, 0x41e0
	s_add_i32 s6, s6, s16
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[64:65], v[96:97], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s6, 0x41e0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[64:65], off
	v_add3_u32 v64, s30, v101, v103
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[66:67], v[96:97], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s6, 0x5220
	v_add3_u32 v64, v64, v124, v102
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[70:73], v64 offset:32
	ds_read_b128 v[96:99], v64 offset:64
	v_accvgpr_write_b32 a16, v106
	v_accvgpr_write_b32 a17, v107
	ds_read_b128 v[104:107], v64 offset:512
	ds_read_b128 v[108:111], v64 offset:544
	ds_read_b128 a[0:3], v64 offset:576
	ds_read_b128 a[4:7], v64 offset:608
	v_accvgpr_mov_b32 a8, a88
	v_accvgpr_mov_b32 a9, a89
	v_accvgpr_mov_b32 a10, a90
	v_accvgpr_mov_b32 a11, a91
	v_accvgpr_mov_b32 a12, a92
	v_accvgpr_mov_b32 a13, a93
	v_accvgpr_mov_b32 a14, a94
	v_accvgpr_mov_b32 a15, a95
	v_accvgpr_write_b32 a84, v102
	v_accvgpr_write_b32 a37, v101
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], a[8:15], 0
	v_accvgpr_write_b32 a101, v103
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[100:103], v64 offset:96
	v_accvgpr_mov_b32 a121, a61
	v_accvgpr_mov_b32 a120, a60
	v_accvgpr_mov_b32 a119, a59
	v_accvgpr_mov_b32 a118, a58
	v_accvgpr_mov_b32 a117, a57
	v_accvgpr_mov_b32 a116, a56
	v_accvgpr_mov_b32 a115, a55
	v_accvgpr_mov_b32 a114, a54
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s6, s24, 12
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v127, 31, v126
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s30, s6, 6
	s_add_i32 s6, s6, s30
	s_add_i32 s6, s6, 0x82d0
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[104:111], a[8:15], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s6, s16
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshr_b32 s27, s7, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s7, s7, s27
	s_add_i32 s27, s7, s33
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s25, s25, 64
	s_add_i32 s23, s23, s13
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], a[114:121], v[80:95]
	v_accvgpr_read_b32 v96, a98
	v_accvgpr_read_b32 v97, a99
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[126:127], v[96:97], 0, v[126:127]
	v_and_b32_e32 v96, 0x1c0, v125
	v_accvgpr_read_b32 v97, a39
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add3_u32 v96, s31, v97, v96
	v_accvgpr_read_b32 v98, a38
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[126:127], v[126:127], 0, s[2:3]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add3_u32 v96, v96, v124, v98
	global_load_lds_dwordx4 v[126:127], off
	; asyncmark
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s27
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], a[114:121], v[64:79]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 a[0:3], v96
	ds_read_b128 a[4:7], v96 offset:32
	ds_read_b128 a[8:11], v96 offset:512
	ds_read_b128 a[12:15], v96 offset:544
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], a[0:7], v[112:119], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[112:119], v[64:79]
.Ltmp27:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 1
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
.Ltmp28:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp30:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v96, s38, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v97, v123, v123
	v_max_f32_e32 v126, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[80:81], s[38:39], v[80:81], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[84:85], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[86:87], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[88:89], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[90:91], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v127, v125
	v_pk_fma_f32 v[124:125], s[38:39], v[92:93], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[94:95], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[64:65], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[66:67], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[68:69], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[70:71], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[76:77], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[78:79], v[126:127] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
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
	v_exp_f32_e32 v84, v124
	v_exp_f32_e32 v85, v125
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
.Ltmp31:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[98:99], v[64:65], v[94:95]
	v_pk_add_f32 v[100:101], v[66:67], v[92:93]
	v_pk_add_f32 v[102:103], v[88:89], v[90:91]
	v_pk_add_f32 v[104:105], v[84:85], v[86:87]
	v_pk_add_f32 v[106:107], v[68:69], v[82:83]
	v_pk_add_f32 v[108:109], v[70:71], v[80:81]
	v_pk_add_f32 v[110:111], v[76:77], v[78:79]
	v_pk_add_f32 v[124:125], v[74:75], v[72:73]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[124:125]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
	v_pk_add_f32 v[100:101], v[102:103], v[104:105]
.Ltmp32:
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v96, v123, v126
.Ltmp33:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[98:99], v[98:99], v[100:101]
.Ltmp34:
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v96, v96
.Ltmp35:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v97, v98, v99
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v98, v97
	s_nop 1
	v_permlane32_swap_b32_e32 v97, v98
	v_accvgpr_read_b32 v107, a63
	v_accvgpr_read_b32 v106, a62
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v108, v97, v98
.Ltmp38:
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v108, v121, v96
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
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
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v121, 31, v120
	v_lshl_add_u64 v[96:97], v[106:107], 0, v[122:123]
	v_lshl_add_u64 v[98:99], v[106:107], 0, v[120:121]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[96:97], off
	s_add_i32 m0, s27, 0x1080
	v_accvgpr_read_b32 v106, a16
	global_load_lds_dwordx4 v[98:99], off
	v_mov_b32_e32 v125, v127
	v_accvgpr_read_b32 v107, a17
	v_add_u32_e32 v96, s26, v106
	v_accvgpr_read_b32 v98, a72
	v_add3_u32 v96, v96, v107, v98
	v_and_b32_e32 v97, 0x280, v125
	v_lshrrev_b32_e32 v98, 5, v98
	v_add3_u32 v96, v96, v97, v98
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
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
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
	v_accvgpr_read_b32 v124, a32
	v_accvgpr_read_b32 v96, a124
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[98:105], v[64:71], v[48:63]
	v_accvgpr_read_b32 v97, a125
	v_accvgpr_read_b32 v103, a101
	v_accvgpr_read_b32 v101, a37
	v_accvgpr_read_b32 v102, a84
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v120, s12, v120
	v_add_u32_e32 v122, s12, v122
	s_cmp_lt_i32 s25, s11
	v_mov_b32_e32 v123, v126
	v_mov_b32_e32 v121, v108
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_8
; %bb.9:                                ; %Flow1322
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v123, a27
	v_accvgpr_read_b32 v122, a26
	v_accvgpr_read_b32 v121, a25
	v_accvgpr_read_b32 v120, a24
	v_accvgpr_read_b32 v117, a31
	v_accvgpr_read_b32 v116, a30
	v_accvgpr_read_b32 v115, a29
	v_accvgpr_read_b32 v114, a28
	v_accvgpr_read_b32 v119, a34
	v_accvgpr_read_b32 v94, a98
	v_accvgpr_read_b32 v95, a99
	s_branch .LBB0_11
.LBB0_10:
	v_mov_b32_e32 v1, 0
	v_accvgpr_write_b32 a40, v100
	v_accvgpr_write_b32 a33, v4
	s_mov_b32 s7, 0
	s_movk_i32 s10, 0x41e0
	s_mov_b32 s6, 0x82d0
	v_mov_b32_e32 v126, 0xff800000
	v_mov_b32_e32 v108, 0
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
.LBB0_11:                               ; %Flow1323
	s_load_dword s44, s[4:5], 0x60
	s_load_dword s45, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s4, s19, 63
	s_cmp_gt_i32 s4, 63
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v64, v101, v103, v124
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s4, 64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, v64, v102
	v_accvgpr_read_b32 v70, a33
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a10, v64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v112, s10, v64
	scratch_load_dwordx4 v[66:69], off, off offset:268 ; 16-byte Folded Reload
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v64, off, off offset:224 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc0c0004
	v_accvgpr_read_b32 v93, a49
	v_accvgpr_read_b32 v92, a48
	v_accvgpr_read_b32 v91, a47
	v_accvgpr_read_b32 v90, a46
	v_accvgpr_write_b32 a16, v108
	v_accvgpr_write_b32 a12, v107
	v_accvgpr_write_b32 a11, v106
	v_accvgpr_write_b32 a4, v114
	v_accvgpr_write_b32 a5, v115
	v_accvgpr_write_b32 a6, v116
	v_accvgpr_write_b32 a7, v117
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[114:117], v112
	v_accvgpr_write_b32 a0, v120
	v_accvgpr_write_b32 a1, v121
	v_accvgpr_write_b32 a2, v122
	v_accvgpr_write_b32 a3, v123
	v_mov_b32_e32 v113, v119
	ds_read_b128 v[118:121], v112 offset:32
	v_accvgpr_write_b32 a13, v70
	ds_read_b128 v[86:89], v112 offset:96
	ds_read_b128 v[82:85], v112 offset:64
	v_accvgpr_write_b32 a42, v94
	v_accvgpr_write_b32 a43, v95
	v_accvgpr_read_b32 v123, a3
	v_accvgpr_read_b32 v122, a2
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v80, off, off offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v69, v64, s4
	scratch_load_dword v69, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v80, v90, v80, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v69, s4
	v_lshl_or_b32 v103, v65, 16, v64
	scratch_load_dword v64, off, off offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v68, v64, s4
	scratch_load_dwordx2 v[68:69], off, off offset:116 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v68, s4
	v_lshl_or_b32 v102, v65, 16, v64
	scratch_load_dword v64, off, off offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v67, v64, s4
	scratch_load_dword v67, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v67, s4
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dword v64, off, off offset:204 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v65, a73
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v66, v64, s4
	scratch_load_dwordx2 v[66:67], off, off offset:124 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s4
	v_lshl_or_b32 v100, v65, 16, v64
	scratch_load_dwordx4 v[66:69], off, off offset:324 ; 16-byte Folded Reload
	scratch_load_dword v64, off, off offset:200 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v69, v64, s4
	scratch_load_dword v65, off, off offset:244 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:248 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v69, s4
	v_lshl_or_b32 v99, v65, 16, v64
	scratch_load_dword v64, off, off offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v68, v64, s4
	scratch_load_dwordx2 v[68:69], off, off offset:228 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:320 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v68, s4
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dword v64, off, off offset:192 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v67, v64, s4
	scratch_load_dword v67, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v67, s4
	v_lshl_or_b32 v97, v65, 16, v64
	scratch_load_dword v64, off, off offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v66, v64, s4
	scratch_load_dwordx2 v[66:67], off, off offset:304 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v70, v66, s4
	v_lshl_or_b32 v96, v65, 16, v64
	scratch_load_dword v64, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v93, v64, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s4
	v_lshl_or_b32 v111, v65, 16, v64
	scratch_load_dword v64, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v92, v64, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s4
	v_lshl_or_b32 v110, v65, 16, v64
	scratch_load_dword v64, off, off offset:176 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v91, v64, s4
	scratch_load_dwordx2 v[90:91], off, off offset:32 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v65, v66, v65, s4
	v_lshl_or_b32 v109, v65, 16, v64
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[114:121], v[96:103], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[118:121], v112 offset:544
	ds_read_b128 v[114:117], v112 offset:512
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v90, s4
	v_lshl_or_b32 v108, v81, 16, v80
	scratch_load_dwordx4 v[90:93], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dword v80, off, off offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v80, v93, v80, s4
	scratch_load_dword v93, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v81, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v93, v81, s4
	v_lshl_or_b32 v107, v81, 16, v80
	scratch_load_dword v80, off, off offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v80, v92, v80, s4
	scratch_load_dwordx2 v[92:93], off, off offset:60 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:264 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v92, s4
	v_lshl_or_b32 v106, v81, 16, v80
	scratch_load_dword v80, off, off offset:168 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v80, v91, v80, s4
	scratch_load_dword v81, off, off offset:236 ; 4-byte Folded Reload
	scratch_load_dword v91, off, off offset:240 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v91, s4
	v_lshl_or_b32 v105, v81, 16, v80
	v_accvgpr_read_b32 v80, a113
	v_perm_b32 v80, v90, v80, s4
	scratch_load_dwordx2 v[90:91], off, off offset:212 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v90, s4
	v_lshl_or_b32 v104, v81, 16, v80
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], v[104:111], v[64:79]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[114:121], v[96:103], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[100:103], v112 offset:608
	ds_read_b128 v[96:99], v112 offset:576
	v_mov_b32_e32 v119, v113
	v_accvgpr_read_b32 v117, a7
	v_accvgpr_read_b32 v116, a6
	v_accvgpr_read_b32 v115, a5
	v_accvgpr_read_b32 v114, a4
	v_accvgpr_read_b32 v121, a1
	v_accvgpr_read_b32 v120, a0
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], v[104:111], v[80:95]
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a42, v94
	v_accvgpr_write_b32 a43, v95
	v_mov_b32_e32 v94, 0
	v_accvgpr_write_b32 a13, v70
	v_accvgpr_write_b32 a12, v107
	v_accvgpr_write_b32 a11, v106
	v_accvgpr_write_b32 a10, v64
	v_accvgpr_write_b32 a16, v108
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
.LBB0_14:
	v_accvgpr_read_b32 v97, a87
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v96, 0x1c0, v125
	v_or3_b32 v96, v97, v96, v124
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_and_b64 s[4:5], s[2:3], exec
	v_accvgpr_read_b32 v98, a122
	s_cselect_b32 s4, 1, 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v96, v96, v98
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s4, 1
	v_accvgpr_write_b32 a87, v96
	v_accvgpr_read_b32 v99, a123
	s_cbranch_scc1 .LBB0_16
; %bb.15:
	scratch_load_dword v97, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:88 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc0c0004
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v104, s6, v96
	v_accvgpr_read_b32 v96, a112
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	v_perm_b32 v96, v117, v96, s4
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v104 offset:32
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	scratch_load_dword v105, off, off       ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v97, v97, v98, s4
	scratch_load_dwordx2 v[98:99], off, off offset:4 ; 8-byte Folded Reload
	v_lshl_or_b32 v103, v97, 16, v96
	v_accvgpr_read_b32 v96, a111
	v_perm_b32 v96, v116, v96, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v119, v98, s4
	v_lshl_or_b32 v102, v97, 16, v96
	scratch_load_dword v98, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:68 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v96, a110
	v_perm_b32 v96, v115, v96, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v98, v97, s4
	v_lshl_or_b32 v101, v97, 16, v96
	scratch_load_dword v96, off, off offset:144 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[98:99], off, off offset:40 ; 8-byte Folded Reload
	scratch_load_dword v97, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v96, v114, v96, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v98, s4
	v_lshl_or_b32 v100, v97, 16, v96
	scratch_load_dword v97, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:28 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v96, a108
	v_perm_b32 v96, v123, v96, s4
	s_waitcnt vmcnt(0)
	v_perm_b32 v97, v97, v98, s4
	v_lshl_or_b32 v99, v97, 16, v96
	scratch_load_dword v96, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v97, off, off offset:12 ; 4-byte Folded Reload
	v_mov_b32_e32 v98, v125
	scratch_load_dwordx2 v[124:125], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v125, v98
	v_perm_b32 v96, v122, v96, s4
	v_perm_b32 v97, v97, v124, s4
	v_lshl_or_b32 v98, v97, 16, v96
	v_accvgpr_read_b32 v97, a75
	v_perm_b32 v97, v97, v105, s4
	scratch_load_dword v105, off, off offset:252 ; 4-byte Folded Reload
	v_mov_b32_e32 v124, v119
	scratch_load_dwordx2 v[118:119], off, off offset:256 ; 8-byte Folded Reload
	v_accvgpr_read_b32 v96, a106
	v_perm_b32 v96, v121, v96, s4
	v_lshl_or_b32 v97, v97, 16, v96
	v_accvgpr_read_b32 v96, a105
	v_perm_b32 v96, v120, v96, s4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v119, v124
	v_perm_b32 v105, v105, v118, s4
	v_lshl_or_b32 v96, v105, 16, v96
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[106:113], v[96:103], v[64:79]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[108:111], v104 offset:544
	ds_read_b128 v[104:107], v104 offset:512
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[104:111], v[96:103], v[80:95]
.LBB0_16:
.Ltmp39:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
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
.Ltmp40:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp41:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], s[2:3], exec
.Ltmp42:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp43:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v96, s38, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v97, v126, v126
	v_max_f32_e32 v96, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[80:81], s[38:39], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[38:39], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
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
.Ltmp44:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[72:73], v[64:65], v[66:67]
	v_pk_add_f32 v[74:75], v[68:69], v[70:71]
	v_pk_add_f32 v[102:103], v[98:99], v[100:101]
	v_pk_add_f32 v[104:105], v[76:77], v[78:79]
	v_pk_add_f32 v[106:107], v[80:81], v[82:83]
	v_pk_add_f32 v[108:109], v[84:85], v[86:87]
	v_pk_add_f32 v[110:111], v[88:89], v[90:91]
	v_pk_add_f32 v[112:113], v[92:93], v[94:95]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_add_f32 v[74:75], v[102:103], v[104:105]
	v_pk_add_f32 v[102:103], v[106:107], v[108:109]
	v_pk_add_f32 v[104:105], v[110:111], v[112:113]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_add_f32 v[74:75], v[102:103], v[104:105]
.Ltmp45:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
.Ltmp46:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
.Ltmp47:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
.Ltmp48:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v73, v72, v73
	v_accvgpr_read_b32 v72, a40
.Ltmp49:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v72, 0xc00, v72
	v_and_b32_e32 v75, 0x280, v125
	v_accvgpr_read_b32 v102, a11
	v_accvgpr_read_b32 v103, a12
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v92, v93, 1.0
.Ltmp50:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp51:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v97, 5, v72
	v_or3_b32 v75, v102, v103, v75
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v65, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s2, 1, 0
	v_accvgpr_read_b32 v124, a36
.Ltmp52:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp53:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v72, v75, v97, v72
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_18
; %bb.17:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_accvgpr_write_b32 a17, v72
	v_add_u32_e32 v75, s7, v72
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v72, v126, v96
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v72, v72
	.loc	1 0 0                           ; triton_peers.py:0 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 v[84:85], v75
	ds_read_b64_tr_b8 v[98:99], v75 offset:32
	ds_read_b64_tr_b8 v[106:107], v75 offset:64
	ds_read_b64_tr_b8 v[76:77], v75 offset:96
	ds_read_b64_tr_b8 v[86:87], v75 offset:256
	ds_read_b64_tr_b8 v[100:101], v75 offset:288
	ds_read_b64_tr_b8 v[108:109], v75 offset:320
	ds_read_b64_tr_b8 v[78:79], v75 offset:352
	ds_read_b64_tr_b8 v[88:89], v75 offset:4224
	ds_read_b64_tr_b8 v[102:103], v75 offset:4256
	ds_read_b64_tr_b8 v[110:111], v75 offset:4288
	ds_read_b64_tr_b8 v[80:81], v75 offset:4320
	ds_read_b64_tr_b8 v[90:91], v75 offset:4480
	ds_read_b64_tr_b8 v[104:105], v75 offset:4512
	ds_read_b64_tr_b8 v[112:113], v75 offset:4544
	ds_read_b64_tr_b8 v[82:83], v75 offset:4576
	v_mov_b32_e32 v126, v96
	.loc	1 111 19 is_stmt 1              ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
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
.Ltmp54:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v73, v73, v74
	v_accvgpr_read_b32 v74, a16
.Ltmp55:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v73, v74, v72
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[84:91], v[64:71], v[48:63]
	v_accvgpr_write_b32 a16, v73
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[98:105], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[106:113], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[76:83], v[64:71], v[0:15]
	s_branch .LBB0_19
.Ltmp56:
.LBB0_18:
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_accvgpr_write_b32 a17, v72
.LBB0_19:
	scratch_load_dwordx4 v[72:75], off, off offset:324 ; 16-byte Folded Reload
	scratch_load_dwordx2 v[88:89], off, off offset:304 ; 8-byte Folded Reload
	scratch_load_dwordx4 v[84:87], off, off offset:268 ; 16-byte Folded Reload
	scratch_load_dword v89, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dword v90, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:300 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[102:103], off, off offset:212 ; 8-byte Folded Reload
	scratch_load_dword v91, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[92:93], off, off offset:228 ; 8-byte Folded Reload
	scratch_load_dword v101, off, off offset:236 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:240 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:244 ; 4-byte Folded Reload
	scratch_load_dword v94, off, off offset:248 ; 4-byte Folded Reload
	scratch_load_dword v127, off, off offset:252 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[64:65], off, off offset:256 ; 8-byte Folded Reload
	scratch_load_dwordx4 v[80:83], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dword v100, off, off offset:264 ; 4-byte Folded Reload
.Ltmp57:
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_lt_i32 s19, 0x7fffff80
	v_accvgpr_read_b32 v79, a49
	v_accvgpr_read_b32 v78, a48
	v_accvgpr_read_b32 v77, a47
	v_accvgpr_read_b32 v76, a46
	v_accvgpr_read_b32 v95, a73
	v_accvgpr_read_b32 v109, a75
	v_accvgpr_read_b32 v107, a105
	v_accvgpr_read_b32 v106, a106
	v_accvgpr_read_b32 v104, a108
	v_accvgpr_read_b32 v98, a110
	v_accvgpr_read_b32 v97, a111
	v_accvgpr_read_b32 v96, a112
	v_accvgpr_read_b32 v99, a113
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_gt_i32 s19, 0x7fffff7f
	s_mov_b64 s[4:5], -1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v118, v64
	s_cbranch_scc0 .LBB0_21
; %bb.20:                               ; %.critedge330
	; asyncmark
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[4:5], 0
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_23
	s_branch .LBB0_22
.LBB0_21:                               ; %Flow1320
	s_and_b64 s[4:5], s[4:5], exec
	s_cselect_b32 s4, 1, 0
	s_cmp_lg_u32 s4, 1
	s_cbranch_scc1 .LBB0_23
.LBB0_22:                               ; %.critedge4
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	scratch_load_dword v66, off, off offset:356 ; 4-byte Folded Reload
	scratch_load_dword v68, off, off offset:352 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v64, a53             ;  Reload Reuse
	v_add_u32_e32 v64, s19, v64
	v_accvgpr_read_b32 v70, a124
	v_accvgpr_read_b32 v71, a125
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s28
	.loc	1 99 17 is_stmt 0               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s16, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], s[0:1], 0, v[64:65]
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	s_mov_b64 s[0:1], 0x80
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v66, s19, v66
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v68, s19, v68
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v68, v68, s28
	v_mul_lo_u32 v66, v66, s28
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v69, 31, v68
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[68:69], v[70:71], 0, v[68:69]
	v_lshl_add_u64 v[66:67], v[70:71], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[68:69], off
	s_add_i32 m0, s16, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[66:67], off
	v_accvgpr_read_b32 v66, a122
	v_accvgpr_read_b32 v67, a123
	.loc	1 103 30 is_stmt 1              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[66:67]
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[0:1]
	.loc	1 103 22 is_stmt 0              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s16, 0x82d0
	; asyncmark
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.LBB0_23:
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	; asyncmark
	s_cbranch_scc1 .LBB0_25
; %bb.24:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	scratch_load_dword v64, off, off offset:364 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v69, a63
	v_accvgpr_read_b32 v68, a62
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s33
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v66, s19, v64
	scratch_load_dword v64, off, off offset:360 ; 4-byte Folded Reload
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v66, v66, s8
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_lshl_add_u64 v[66:67], v[68:69], 0, v[66:67]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[66:67], off
	s_add_i32 m0, s33, 0x1080
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v64, s19, v64
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v64, s8
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[68:69], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
.Ltmp58:
.LBB0_25:                               ; %.critedge6
	.loc	1 0 17                          ; triton_peers.py:0:17
	v_accvgpr_read_b32 v65, a35
	.loc	1 134 39 is_stmt 1              ; triton_peers.py:134:39
	v_lshrrev_b32_e32 v69, 3, v65
	v_or_b32_e32 v65, 3, v69
	v_accvgpr_write_b32 a98, v65
	v_or_b32_e32 v65, 2, v69
	v_accvgpr_write_b32 a72, v65
	v_or_b32_e32 v65, 9, v69
	v_accvgpr_write_b32 a97, v65
	v_or_b32_e32 v65, 8, v69
	v_accvgpr_write_b32 a95, v65
	v_or_b32_e32 v65, 11, v69
	v_accvgpr_write_b32 a94, v65
	v_or_b32_e32 v65, 10, v69
	v_accvgpr_write_b32 a50, v65
	v_or_b32_e32 v65, 17, v69
	v_accvgpr_write_b32 a78, v65
	v_or_b32_e32 v65, 16, v69
	v_accvgpr_write_b32 a127, v65
	v_or_b32_e32 v65, 19, v69
	v_accvgpr_write_b32 a71, v65
	v_or_b32_e32 v65, 18, v69
	v_accvgpr_write_b32 a109, v65
	v_or_b32_e32 v65, 25, v69
	v_accvgpr_write_b32 a70, v65
	v_or_b32_e32 v65, 24, v69
	v_accvgpr_write_b32 a104, v65
	v_or_b32_e32 v65, 27, v69
	v_accvgpr_write_b32 a69, v65
	v_or_b32_e32 v65, 26, v69
	v_accvgpr_write_b32 a96, v65
	v_or_b32_e32 v65, 34, v69
	v_accvgpr_write_b32 a54, v65
	v_or_b32_e32 v65, 40, v69
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_lshl_or_b32 v64, s22, 5, v124
	v_accvgpr_write_b32 a66, v65
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v65, 42, v69
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v64, s29, v64
	v_accvgpr_write_b32 a56, v65
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v65, 48, v69
	v_or_b32_e32 v66, 50, v69
.Ltmp59:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s46, s19, 64
	.loc	1 106 47                        ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v125, s9, v64
.Ltmp60:
	.loc	1 134 39                        ; triton_peers.py:134:39
	v_or_b32_e32 v108, 33, v69
	v_or_b32_e32 v111, 32, v69
	v_or_b32_e32 v112, 35, v69
	v_or_b32_e32 v105, 41, v69
	v_or_b32_e32 v70, 43, v69
	v_or_b32_e32 v71, 49, v69
	v_accvgpr_write_b32 a67, v65
	v_or_b32_e32 v65, 51, v69
	v_accvgpr_write_b32 a85, v66
	v_or_b32_e32 v66, 57, v69
	v_or_b32_e32 v68, 56, v69
	v_or_b32_e32 v67, 59, v69
	v_accvgpr_write_b32 a68, v69
	v_or_b32_e32 v69, 58, v69
.Ltmp61:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_gt_i32 s19, 0x7fffffbf
	; asyncmark
	s_cbranch_scc1 .LBB0_29
; %bb.26:                               ; %.lr.ph427
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_write_b32 a84, v64
	scratch_load_dword v64, off, off offset:224 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a99, v65
	v_accvgpr_write_b32 a114, v66
	scratch_load_dword v66, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:164 ; 4-byte Folded Reload
	s_mov_b32 s0, 0xc0c0004
	v_accvgpr_write_b32 a115, v67
	v_accvgpr_write_b32 a0, v112
	v_accvgpr_write_b32 a76, v108
	v_accvgpr_write_b32 a126, v68
	v_accvgpr_write_b32 a86, v69
	v_accvgpr_mov_b32 a33, a13
	v_accvgpr_write_b32 a101, v119
	v_accvgpr_write_b32 a38, v114
	v_accvgpr_write_b32 a39, v115
	v_accvgpr_write_b32 a40, v116
	v_accvgpr_write_b32 a41, v117
	v_accvgpr_write_b32 a34, v120
	v_accvgpr_write_b32 a35, v121
	v_accvgpr_write_b32 a36, v122
	v_accvgpr_write_b32 a37, v123
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s39, s8, 6
	s_lshl_b32 s49, s28, 6
	s_mov_b32 s47, 0
	s_mov_b32 s48, 0x82d0
	s_mov_b64 s[42:43], 0x80
	s_mov_b32 s50, 0
	s_mov_b32 s51, 0
	v_accvgpr_mov_b32 a82, a10
	v_accvgpr_read_b32 v124, a87
	v_accvgpr_mov_b32 a83, a0
	v_accvgpr_write_b32 a64, v105
	v_accvgpr_write_b32 a102, v70
	v_accvgpr_write_b32 a65, v71
	v_accvgpr_mov_b32 a44, a54
	v_accvgpr_mov_b32 a55, a66
	v_accvgpr_mov_b32 a45, a56
	v_accvgpr_mov_b32 a57, a67
	v_accvgpr_mov_b32 a58, a85
	v_accvgpr_mov_b32 a59, a68
	v_accvgpr_mov_b32 a60, a96
	v_accvgpr_mov_b32 a61, a69
	v_accvgpr_mov_b32 a74, a104
	v_accvgpr_mov_b32 a88, a70
	v_accvgpr_mov_b32 a89, a109
	v_accvgpr_mov_b32 a90, a71
	v_accvgpr_mov_b32 a91, a127
	v_accvgpr_mov_b32 a92, a78
	v_accvgpr_mov_b32 a93, a50
	v_accvgpr_mov_b32 a79, a94
	v_accvgpr_mov_b32 a51, a95
	v_accvgpr_mov_b32 a80, a97
	v_accvgpr_mov_b32 a52, a72
	v_accvgpr_mov_b32 a81, a98
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v87, v64, s0
	v_accvgpr_read_b32 v87, a17
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v113, v65, 16, v64
	scratch_load_dword v64, off, off offset:220 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:116 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v86, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v112, v65, 16, v64
	scratch_load_dword v64, off, off offset:208 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:160 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v86, a16
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v85, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_mov_b32_e32 v85, v111
	v_lshl_or_b32 v111, v65, 16, v64
	scratch_load_dword v64, off, off offset:204 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:124 ; 8-byte Folded Reload
	scratch_load_dwordx2 v[68:69], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dword v67, off, off offset:104 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a103, v85
	s_waitcnt vmcnt(3)
	v_perm_b32 v64, v84, v64, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v65, v95, v66, s0
	v_mov_b32_e32 v84, v110
	v_lshl_or_b32 v110, v65, 16, v64
	scratch_load_dword v64, off, off offset:200 ; 4-byte Folded Reload
	v_perm_b32 v65, v93, v94, s0
	s_waitcnt vmcnt(1)
	v_perm_b32 v67, v67, v68, s0
	scratch_load_dwordx2 v[68:69], off, off offset:4 ; 8-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v75, v64, s0
	v_mov_b32_e32 v75, v109
	v_lshl_or_b32 v109, v65, 16, v64
	scratch_load_dword v64, off, off offset:196 ; 4-byte Folded Reload
	v_perm_b32 v65, v91, v92, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v74, v64, s0
	v_lshl_or_b32 v108, v65, 16, v64
	scratch_load_dword v64, off, off offset:192 ; 4-byte Folded Reload
	v_perm_b32 v65, v89, v90, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v73, v64, s0
	v_mov_b32_e32 v73, v107
	v_lshl_or_b32 v107, v65, 16, v64
	scratch_load_dword v64, off, off offset:188 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v65, a13
	v_perm_b32 v65, v65, v88, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v72, v64, s0
	v_mov_b32_e32 v72, v106
	v_lshl_or_b32 v106, v65, 16, v64
	scratch_load_dword v65, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:184 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a123, v113
	v_accvgpr_write_b32 a122, v112
	v_accvgpr_write_b32 a121, v111
	v_accvgpr_write_b32 a120, v110
	v_accvgpr_write_b32 a119, v109
	v_accvgpr_write_b32 a118, v108
	v_accvgpr_write_b32 a117, v107
	v_accvgpr_write_b32 a116, v106
	s_waitcnt vmcnt(1)
	v_perm_b32 v65, v65, v66, s0
	scratch_load_dword v66, off, off offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v79, v64, s0
	v_lshl_or_b32 v95, v65, 16, v64
	scratch_load_dword v64, off, off offset:176 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v66, v78, v66, s0
	v_lshl_or_b32 v94, v67, 16, v66
	scratch_load_dword v66, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v77, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s0
	v_lshl_or_b32 v93, v65, 16, v64
	scratch_load_dword v64, off, off offset:172 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:32 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v76, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v92, v65, 16, v64
	scratch_load_dword v64, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v83, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s0
	v_lshl_or_b32 v91, v65, 16, v64
	scratch_load_dword v64, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:60 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v67, v119, v68, s0
	v_perm_b32 v64, v82, v64, s0
	v_perm_b32 v65, v100, v66, s0
	v_lshl_or_b32 v90, v65, 16, v64
	scratch_load_dword v64, off, off offset:168 ; 4-byte Folded Reload
	v_perm_b32 v65, v101, v103, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v81, v64, s0
	v_lshl_or_b32 v89, v65, 16, v64
	v_perm_b32 v64, v80, v99, s0
	v_perm_b32 v65, v84, v102, s0
	v_lshl_or_b32 v88, v65, 16, v64
	scratch_load_dword v65, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:88 ; 4-byte Folded Reload
	v_perm_b32 v64, v117, v96, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_perm_b32 v66, v116, v97, s0
	v_lshl_or_b32 v103, v65, 16, v64
	v_lshl_or_b32 v102, v67, 16, v66
	scratch_load_dword v66, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:68 ; 4-byte Folded Reload
	v_perm_b32 v64, v115, v98, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s0
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dword v64, off, off offset:144 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:40 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v114, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v100, v65, 16, v64
	scratch_load_dword v65, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:28 ; 4-byte Folded Reload
	v_perm_b32 v64, v123, v104, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v99, v65, 16, v64
	scratch_load_dword v64, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v122, v64, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s0
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dword v65, off, off        ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:344 ; 4-byte Folded Reload
	v_perm_b32 v64, v121, v72, s0
	s_waitcnt vmcnt(1)
	v_perm_b32 v65, v75, v65, s0
	v_lshl_or_b32 v97, v65, 16, v64
	v_perm_b32 v64, v120, v73, s0
	v_perm_b32 v65, v127, v118, s0
	s_add_i32 s0, s21, s29
	s_add_i32 s22, s22, s0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v66, s22, v66
	v_subrev_u32_e32 v66, s20, v66
	v_add_u32_e32 v66, 64, v66
	v_mul_lo_u32 v66, s28, v66
	v_lshl_or_b32 v96, v65, 16, v64
	scratch_load_dword v64, off, off offset:348 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a77, v66
	scratch_load_dword v66, off, off offset:340 ; 4-byte Folded Reload
	s_movk_i32 s0, 0x41e0
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v64, s22, v64
	v_subrev_u32_e32 v64, s20, v64
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v66, s22, v66
	v_subrev_u32_e32 v66, s20, v66
	v_add_u32_e32 v67, 0x44, v66
	v_add_u32_e32 v66, 64, v66
	v_add_u32_e32 v65, 0x60, v64
	v_add_u32_e32 v64, 64, v64
	v_mul_lo_u32 v67, s28, v67
	v_mul_lo_u32 v66, s28, v66
	v_accvgpr_write_b32 a107, v67
	v_accvgpr_write_b32 a100, v66
	v_mul_lo_u32 v104, s8, v65
	v_mul_lo_u32 v106, s8, v64
.LBB0_27:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s1, s51, 1
	s_cmp_lt_i32 s1, 2
	s_cselect_b32 s51, s1, 0
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s53, s51, 13
	v_accvgpr_read_b32 v64, a100
	s_lshr_b32 s1, s53, 6
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s50, v64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s52, s53, s1
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v66, a124
	v_accvgpr_read_b32 v67, a125
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s52, s16
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s1, 0x41e0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v64, a107
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s50, v64
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s1, 0x5220
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s2, s51, 12
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v64, a77
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s50, v64
	.loc	1 103 22 is_stmt 1              ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_lshr_b32 s3, s2, 6
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v65, 31, v64
	v_accvgpr_read_b32 v67, a43
	v_accvgpr_read_b32 v66, a42
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 s2, s2, s3
	s_mov_b32 s1, s48
	.loc	1 103 30 is_stmt 0              ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[64:65]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 s48, s2, 0x82d0
	.loc	1 103 30                        ; triton_peers.py:103:30 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[42:43]
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s48, s16
	; asyncmark
	v_accvgpr_mov_b32 a24, a116
	global_load_lds_dwordx4 v[64:65], off
	v_accvgpr_read_b32 v64, a82
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v64, s0, v64
	v_accvgpr_mov_b32 a25, a117
	v_accvgpr_mov_b32 a26, a118
	v_accvgpr_mov_b32 a27, a119
	v_accvgpr_mov_b32 a28, a120
	v_accvgpr_mov_b32 a29, a121
	v_accvgpr_mov_b32 a30, a122
	v_accvgpr_mov_b32 a31, a123
	ds_read_b128 v[108:111], v64
	ds_read_b128 v[112:115], v64 offset:32
	ds_read_b128 v[116:119], v64 offset:64
	ds_read_b128 v[120:123], v64 offset:96
	ds_read_b128 a[0:3], v64 offset:512
	ds_read_b128 a[4:7], v64 offset:544
	ds_read_b128 a[8:11], v64 offset:576
	ds_read_b128 a[12:15], v64 offset:608
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[108:115], a[24:31], 0
	v_accvgpr_read_b32 v80, a59
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	v_add_u32_e32 v81, 1, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v81, v125
	v_accvgpr_read_b32 v81, a52
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s1, v124
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v81, v125
	v_accvgpr_read_b32 v81, a81
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v81, v125
	v_accvgpr_read_b32 v81, a51
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v81, v125
	v_accvgpr_read_b32 v81, a80
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[116:123], v[88:95], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	; asyncmark
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[108:111], v105
	ds_read_b128 v[112:115], v105 offset:32
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v81, v125
	v_accvgpr_read_b32 v81, a93
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v81, v125
	v_accvgpr_read_b32 v81, a79
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v81, v125
	v_accvgpr_read_b32 v81, a91
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v81, v125
	v_accvgpr_read_b32 v81, a92
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[108:115], v[96:103], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v81, v125
	v_accvgpr_read_b32 v81, a89
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v81, v125
	v_accvgpr_read_b32 v81, a90
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v81, v125
	v_accvgpr_read_b32 v81, a74
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v81, v125
	v_accvgpr_read_b32 v81, a88
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v81, v125
	v_accvgpr_read_b32 v81, a60
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v81, v125
	v_accvgpr_read_b32 v81, a61
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v81
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v81, v125
	v_cmp_le_i32_e64 s[30:31], v80, v125
	v_mov_b32_e32 v107, 0xff800000
	v_cndmask_b32_e32 v117, v107, v65, vcc
	v_cndmask_b32_e64 v116, v107, v64, s[30:31]
	v_cndmask_b32_e64 v114, v107, v66, s[0:1]
	v_cndmask_b32_e64 v115, v107, v67, s[2:3]
	v_cndmask_b32_e64 v112, v107, v68, s[4:5]
	v_cndmask_b32_e64 v113, v107, v69, s[6:7]
	v_cndmask_b32_e64 v110, v107, v70, s[8:9]
	v_cndmask_b32_e64 v111, v107, v71, s[10:11]
	v_cndmask_b32_e64 v108, v107, v72, s[12:13]
	v_cndmask_b32_e64 v109, v107, v73, s[34:35]
	v_cndmask_b32_e64 v84, v107, v74, s[36:37]
	v_cndmask_b32_e64 v85, v107, v75, s[20:21]
	v_cndmask_b32_e64 v82, v107, v76, s[22:23]
	v_cndmask_b32_e64 v83, v107, v77, s[24:25]
	v_cndmask_b32_e64 v80, v107, v78, s[26:27]
	v_cndmask_b32_e64 v81, v107, v79, s[28:29]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], a[24:31], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 a[16:19], v105 offset:512
	ds_read_b128 a[20:23], v105 offset:544
	v_accvgpr_read_b32 v105, a76
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v105, v125
	v_accvgpr_read_b32 v105, a44
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v105, v125
	v_accvgpr_read_b32 v105, a83
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v105, v125
	v_accvgpr_read_b32 v105, a55
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v105, v125
	v_accvgpr_read_b32 v105, a64
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[88:95], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v105, v125
	v_accvgpr_read_b32 v105, a45
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v105, v125
	v_accvgpr_read_b32 v105, a102
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v105, v125
	v_accvgpr_read_b32 v105, a57
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v105, v125
	v_accvgpr_read_b32 v105, a65
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v105, v125
	v_accvgpr_read_b32 v105, a58
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[16:23], v[96:103], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v105, v125
	v_accvgpr_read_b32 v105, a99
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v105, v125
	v_accvgpr_read_b32 v105, a126
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v105, v125
	v_accvgpr_read_b32 v105, a114
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v105, v125
	v_accvgpr_read_b32 v105, a86
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v105, v125
	v_accvgpr_read_b32 v105, a115
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v105, v125
	v_accvgpr_read_b32 v105, a103
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v105, s19, v105
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v105, v125
	v_cndmask_b32_e64 v118, v107, v66, s[0:1]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshr_b32 s1, s53, 5
	s_mov_b32 s0, s47
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s47, s53, s1
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v124, v107, v64, s[36:37]
	v_cndmask_b32_e32 v127, v107, v65, vcc
	v_cndmask_b32_e64 v119, v107, v67, s[2:3]
	v_cndmask_b32_e64 v120, v107, v68, s[4:5]
	v_cndmask_b32_e64 v121, v107, v69, s[6:7]
	v_cndmask_b32_e64 v122, v107, v70, s[8:9]
	v_cndmask_b32_e64 v123, v107, v71, s[10:11]
	v_cndmask_b32_e64 v70, v107, v72, s[12:13]
	v_cndmask_b32_e64 v71, v107, v73, s[20:21]
	v_cndmask_b32_e64 v68, v107, v74, s[22:23]
	v_cndmask_b32_e64 v69, v107, v75, s[24:25]
	v_cndmask_b32_e64 v66, v107, v76, s[26:27]
	v_cndmask_b32_e64 v67, v107, v77, s[28:29]
	v_cndmask_b32_e64 v64, v107, v78, s[30:31]
	v_cndmask_b32_e64 v65, v107, v79, s[34:35]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v107, 31, v106
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s47, s33
	v_accvgpr_read_b32 v75, a63
	v_accvgpr_read_b32 v74, a62
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[106:107]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s1
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v105, 31, v104
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[72:73], off
	s_add_i32 m0, s1, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[104:105]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[72:73], off
.Ltmp62:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v72, v109, v84, v85
	v_max3_f32 v73, v82, v83, v80
	v_max3_f32 v74, v81, v124, v127
	v_max3_f32 v72, v72, v73, v74
	v_max3_f32 v73, v118, v119, v120
	v_max3_f32 v74, v121, v122, v123
	v_max3_f32 v75, v70, v71, v68
	v_max3_f32 v73, v73, v74, v75
	v_max_f32_e32 v74, v117, v117
	v_max_f32_e32 v75, v116, v116
	v_max_f32_e32 v74, v75, v74
	v_max3_f32 v75, v115, v112, v113
	v_max3_f32 v74, v74, v114, v75
	v_max3_f32 v75, v110, v111, v108
	v_max3_f32 v72, v74, v75, v72
	v_max3_f32 v74, v69, v66, v67
	v_max3_f32 v74, v74, v64, v65
	v_max3_f32 v72, v72, v73, v74
.Ltmp63:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v73, s0, v87
	; asyncmark
	ds_read_b64_tr_b8 a[24:25], v73
	ds_read_b64_tr_b8 a[16:17], v73 offset:32
	ds_read_b64_tr_b8 a[8:9], v73 offset:64
	ds_read_b64_tr_b8 a[0:1], v73 offset:96
	ds_read_b64_tr_b8 a[26:27], v73 offset:256
	ds_read_b64_tr_b8 a[18:19], v73 offset:288
	ds_read_b64_tr_b8 a[10:11], v73 offset:320
	ds_read_b64_tr_b8 a[2:3], v73 offset:352
	ds_read_b64_tr_b8 a[28:29], v73 offset:4224
	ds_read_b64_tr_b8 a[20:21], v73 offset:4256
	ds_read_b64_tr_b8 a[12:13], v73 offset:4288
	ds_read_b64_tr_b8 a[4:5], v73 offset:4320
	ds_read_b64_tr_b8 a[30:31], v73 offset:4480
	ds_read_b64_tr_b8 a[22:23], v73 offset:4512
	ds_read_b64_tr_b8 a[14:15], v73 offset:4544
	ds_read_b64_tr_b8 a[6:7], v73 offset:4576
.Ltmp64:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e32 v72, v73
.Ltmp65:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v73, v73, v73
	v_max_f32_e32 v72, v72, v72
	v_max_f32_e32 v72, v72, v73
.Ltmp66:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v72, s38, v72
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v73, v126, v126
	v_max_f32_e32 v105, v73, v72
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v80, -v105
	v_fma_f32 v81, s38, v81, -v105
	v_fma_f32 v74, s38, v114, -v105
	v_fma_f32 v75, s38, v115, -v105
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v114, v80
	v_exp_f32_e32 v115, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v124, -v105
	v_fma_f32 v81, s38, v127, -v105
	v_fma_f32 v72, s38, v116, -v105
	v_fma_f32 v73, s38, v117, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v116, v80
	v_exp_f32_e32 v117, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v118, -v105
	v_fma_f32 v81, s38, v119, -v105
	v_fma_f32 v76, s38, v112, -v105
	v_fma_f32 v77, s38, v113, -v105
	v_fma_f32 v108, s38, v108, -v105
	v_fma_f32 v109, s38, v109, -v105
	v_fma_f32 v82, s38, v82, -v105
	v_fma_f32 v83, s38, v83, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v118, v80
	v_exp_f32_e32 v119, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v120, -v105
	v_fma_f32 v81, s38, v121, -v105
	v_fma_f32 v70, s38, v70, -v105
	v_fma_f32 v71, s38, v71, -v105
	v_fma_f32 v66, s38, v66, -v105
	v_fma_f32 v67, s38, v67, -v105
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v107, v126, v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v78, s38, v110, -v105
	v_fma_f32 v79, s38, v111, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v84, s38, v84, -v105
	v_fma_f32 v85, s38, v85, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v112, v82
	v_exp_f32_e32 v113, v83
	v_exp_f32_e32 v120, v80
	v_exp_f32_e32 v121, v81
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v122, -v105
	v_fma_f32 v81, s38, v123, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v126, v70
	v_exp_f32_e32 v127, v71
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v68, s38, v68, -v105
	v_fma_f32 v69, s38, v69, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v82, v66
	v_exp_f32_e32 v83, v67
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v64, s38, v64, -v105
	v_fma_f32 v65, s38, v65, -v105
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v110, v84
	v_exp_f32_e32 v111, v85
	v_exp_f32_e32 v122, v80
	v_exp_f32_e32 v123, v81
	v_exp_f32_e32 v80, v68
	v_exp_f32_e32 v81, v69
	v_exp_f32_e32 v84, v64
	v_exp_f32_e32 v85, v65
	.loc	1 109 21 is_stmt 1              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v124, v107
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v112, v113, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v126, v127, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v82, v83, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v114, v115, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v122, v123, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v84, v85, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[124:125] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[124:125] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[124:125] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[24:31], v[64:71], v[48:63]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s19, 64
	s_add_i32 s50, s50, s49
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s0, s52, 0x41e0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s39, v104
	v_add_u32_e32 v106, s39, v106
	s_mov_b32 s19, s1
	s_cmp_lt_i32 s1, s46
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
.Ltmp67:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v64, v72, v74
	v_add_f32_e64 v65, v73, v75
	v_add_f32_e64 v66, v76, v78
	v_add_f32_e64 v67, v77, v79
	v_add_f32_e64 v68, v108, v110
	v_add_f32_e64 v69, v109, v111
	v_add_f32_e64 v70, v112, v114
	v_add_f32_e64 v71, v113, v115
	v_add_f32_e64 v72, v116, v118
	v_add_f32_e64 v73, v117, v119
	v_add_f32_e64 v74, v120, v122
	v_add_f32_e64 v75, v121, v123
	v_add_f32_e64 v76, v126, v80
	v_add_f32_e64 v77, v127, v81
	v_pk_add_f32 v[78:79], v[82:83], v[84:85]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v126, v105
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp68:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	s_nop 0
	v_add_f32_e32 v64, v64, v65
.Ltmp69:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp70:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp71:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v64, v86, v124
	v_accvgpr_read_b32 v124, a87
	v_mov_b32_e32 v86, v64
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cbranch_scc1 .LBB0_27
; %bb.28:                               ; %._crit_edge428.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_write_b32 a17, v87
	scratch_load_dwordx2 v[88:89], off, off offset:304 ; 8-byte Folded Reload
	scratch_load_dwordx4 v[84:87], off, off offset:268 ; 16-byte Folded Reload
	scratch_load_dword v89, off, off offset:316 ; 4-byte Folded Reload
	scratch_load_dword v90, off, off offset:312 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:300 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[102:103], off, off offset:212 ; 8-byte Folded Reload
	scratch_load_dword v91, off, off offset:320 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[92:93], off, off offset:228 ; 8-byte Folded Reload
	scratch_load_dword v101, off, off offset:236 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:240 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:244 ; 4-byte Folded Reload
	scratch_load_dword v94, off, off offset:248 ; 4-byte Folded Reload
	scratch_load_dword v127, off, off offset:252 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[118:119], off, off offset:256 ; 8-byte Folded Reload
	scratch_load_dword v100, off, off offset:264 ; 4-byte Folded Reload
	scratch_load_dwordx4 v[80:83], off, off offset:284 ; 16-byte Folded Reload
	scratch_load_dwordx4 v[72:75], off, off offset:324 ; 16-byte Folded Reload
	v_accvgpr_mov_b32 a28, a103
	v_accvgpr_mov_b32 a26, a102
	v_accvgpr_mov_b32 a24, a83
	v_accvgpr_mov_b32 a20, a115
	v_accvgpr_mov_b32 a19, a114
	v_accvgpr_mov_b32 a18, a99
	v_accvgpr_mov_b32 a10, a82
	v_mov_b32_e32 v126, v105
	v_accvgpr_write_b32 a16, v64
	v_accvgpr_read_b32 v123, a37
	v_accvgpr_read_b32 v122, a36
	v_accvgpr_read_b32 v121, a35
	v_accvgpr_read_b32 v120, a34
	v_accvgpr_read_b32 v117, a41
	v_accvgpr_read_b32 v116, a40
	v_accvgpr_read_b32 v115, a39
	v_accvgpr_read_b32 v114, a38
	v_accvgpr_read_b32 v79, a49
	v_accvgpr_read_b32 v78, a48
	v_accvgpr_read_b32 v77, a47
	v_accvgpr_read_b32 v76, a46
	v_accvgpr_read_b32 v108, a33
	v_accvgpr_read_b32 v95, a73
	v_accvgpr_read_b32 v109, a75
	s_waitcnt vmcnt(3)
	v_accvgpr_read_b32 v119, a101
	v_accvgpr_read_b32 v107, a105
	v_accvgpr_read_b32 v106, a106
	v_accvgpr_read_b32 v104, a108
	v_accvgpr_read_b32 v98, a110
	v_accvgpr_read_b32 v97, a111
	v_accvgpr_read_b32 v96, a112
	v_accvgpr_read_b32 v99, a113
	s_branch .LBB0_30
.LBB0_29:
	v_accvgpr_write_b32 a28, v111
	v_accvgpr_write_b32 a65, v71
	v_accvgpr_write_b32 a26, v70
	v_accvgpr_write_b32 a64, v105
	v_accvgpr_write_b32 a24, v112
	v_accvgpr_write_b32 a76, v108
	v_accvgpr_write_b32 a86, v69
	v_accvgpr_write_b32 a126, v68
	v_accvgpr_write_b32 a20, v67
	v_accvgpr_write_b32 a19, v66
	v_accvgpr_write_b32 a18, v65
	v_accvgpr_write_b32 a84, v64
	s_mov_b32 s47, 0
	s_movk_i32 s0, 0x41e0
	s_mov_b32 s48, 0x82d0
	v_accvgpr_read_b32 v124, a87
	v_accvgpr_read_b32 v108, a13
.LBB0_30:                               ; %._crit_edge428
	; wait_asyncmark(0)
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	scratch_load_dword v65, off, off offset:220 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dword v71, off, off offset:188 ; 4-byte Folded Reload
	s_mov_b32 s1, 0xc0c0004
	scratch_load_dword v64, off, off offset:224 ; 4-byte Folded Reload
	scratch_load_dword v69, off, off offset:196 ; 4-byte Folded Reload
	scratch_load_dword v68, off, off offset:200 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:208 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:204 ; 4-byte Folded Reload
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	v_perm_b32 v96, v117, v96, s1
	v_perm_b32 v97, v116, v97, s1
	v_perm_b32 v98, v115, v98, s1
	v_perm_b32 v104, v123, v104, s1
	v_perm_b32 v106, v121, v106, s1
	v_perm_b32 v107, v120, v107, s1
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v121, s48, v124
	s_mov_b32 s39, s38
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(7)
	v_perm_b32 v65, v86, v65, s1
	s_waitcnt vmcnt(6)
	v_perm_b32 v70, v73, v70, s1
	scratch_load_dword v73, off, off offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_perm_b32 v71, v72, v71, s1
	scratch_load_dword v72, off, off offset:184 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_perm_b32 v69, v74, v69, s1
	scratch_load_dword v74, off, off offset:176 ; 4-byte Folded Reload
	v_perm_b32 v64, v87, v64, s1
	s_waitcnt vmcnt(1)
	v_perm_b32 v72, v79, v72, s1
	v_perm_b32 v79, v80, v99, s1
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dword v80, off, off offset:144 ; 4-byte Folded Reload
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_perm_b32 v74, v77, v74, s1
	scratch_load_dword v77, off, off offset:148 ; 4-byte Folded Reload
	v_perm_b32 v73, v78, v73, s1
	scratch_load_dword v78, off, off offset:168 ; 4-byte Folded Reload
	v_perm_b32 v68, v75, v68, s1
	scratch_load_dword v75, off, off offset:172 ; 4-byte Folded Reload
	v_perm_b32 v66, v85, v66, s1
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(3)
	v_perm_b32 v99, v114, v80, s1
	scratch_load_dword v80, off, off offset:140 ; 4-byte Folded Reload
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(2)
	v_perm_b32 v78, v81, v78, s1
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v105, v122, v80, s1
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	scratch_load_dwordx2 v[80:81], off, off offset:116 ; 8-byte Folded Reload
	scratch_load_dword v81, off, off offset:132 ; 4-byte Folded Reload
	v_perm_b32 v77, v82, v77, s1
	v_perm_b32 v75, v76, v75, s1
	scratch_load_dword v76, off, off offset:152 ; 4-byte Folded Reload
	v_perm_b32 v67, v84, v67, s1
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v122, 0xff800000
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(1)
	v_perm_b32 v80, v81, v80, s1
	scratch_load_dword v82, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v81, off, off offset:164 ; 4-byte Folded Reload
	v_lshl_or_b32 v86, v80, 16, v65
	s_waitcnt vmcnt(0)
	v_perm_b32 v81, v81, v82, s1
	v_lshl_or_b32 v87, v81, 16, v64
	scratch_load_dword v65, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v64, off, off offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v85, v64, 16, v66
	scratch_load_dwordx2 v[64:65], off, off offset:124 ; 8-byte Folded Reload
	v_perm_b32 v76, v83, v76, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v95, v64, s1
	v_lshl_or_b32 v84, v64, 16, v67
	v_perm_b32 v64, v93, v94, s1
	v_lshl_or_b32 v83, v64, 16, v68
	v_perm_b32 v64, v91, v92, s1
	v_lshl_or_b32 v82, v64, 16, v69
	v_perm_b32 v64, v89, v90, s1
	v_lshl_or_b32 v81, v64, 16, v70
	v_perm_b32 v64, v108, v88, s1
	v_lshl_or_b32 v80, v64, 16, v71
	scratch_load_dwordx2 v[66:67], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dword v64, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	scratch_load_dword v66, off, off offset:108 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:112 ; 4-byte Folded Reload
	v_lshl_or_b32 v94, v64, 16, v73
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v66, v65, s1
	v_lshl_or_b32 v95, v65, 16, v72
	scratch_load_dword v64, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v93, v64, 16, v74
	scratch_load_dwordx2 v[66:67], off, off offset:32 ; 8-byte Folded Reload
	scratch_load_dword v64, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v92, v64, 16, v75
	scratch_load_dword v64, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v91, v64, 16, v76
	scratch_load_dwordx2 v[64:65], off, off offset:60 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v100, v64, s1
	v_lshl_or_b32 v90, v64, 16, v77
	v_perm_b32 v64, v101, v103, s1
	v_lshl_or_b32 v89, v64, 16, v78
	v_perm_b32 v64, v110, v102, s1
	v_lshl_or_b32 v88, v64, 16, v79
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	scratch_load_dwordx2 v[64:65], off, off offset:4 ; 8-byte Folded Reload
	scratch_load_dword v65, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_perm_b32 v64, v119, v64, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v66, s1
	v_lshl_or_b32 v103, v65, 16, v96
	v_lshl_or_b32 v102, v64, 16, v97
	scratch_load_dword v64, off, off offset:56 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v101, v64, 16, v98
	scratch_load_dwordx2 v[66:67], off, off offset:40 ; 8-byte Folded Reload
	scratch_load_dword v64, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v100, v64, 16, v99
	scratch_load_dword v64, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v65, s1
	v_lshl_or_b32 v99, v64, 16, v104
	scratch_load_dword v64, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[66:67], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v64, v66, s1
	v_lshl_or_b32 v98, v64, 16, v105
	scratch_load_dword v64, off, off        ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v109, v64, s1
	v_lshl_or_b32 v97, v64, 16, v106
	v_perm_b32 v64, v127, v118, s1
	v_lshl_or_b32 v96, v64, 16, v107
	v_accvgpr_read_b32 v64, a10
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v120, s0, v64
	ds_read_b128 v[104:107], v120
	ds_read_b128 v[108:111], v120 offset:32
	ds_read_b128 v[112:115], v120 offset:64
	ds_read_b128 v[116:119], v120 offset:96
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[104:111], v[80:87], 0
	v_accvgpr_read_b32 v104, a98
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v104, v125
	v_accvgpr_read_b32 v104, a72
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v104, v125
	v_accvgpr_read_b32 v104, a97
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v104, v125
	v_accvgpr_read_b32 v104, a95
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v104, v125
	v_accvgpr_read_b32 v104, a94
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v104, v125
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[112:119], v[88:95], v[64:79]
	v_accvgpr_read_b32 v104, a50
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[106:109], v121
	ds_read_b128 v[110:113], v121 offset:32
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v104, v125
	v_accvgpr_read_b32 v104, a78
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v104, v125
	v_accvgpr_read_b32 v104, a127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v104, v125
	v_accvgpr_read_b32 v104, a71
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v104, v125
	v_accvgpr_read_b32 v104, a109
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[106:113], v[96:103], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v104, v125
	v_accvgpr_read_b32 v104, a70
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v104, v125
	v_accvgpr_read_b32 v104, a104
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v104, v125
	v_accvgpr_read_b32 v104, a69
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v104, v125
	v_accvgpr_read_b32 v104, a96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v104, v125
	v_accvgpr_read_b32 v104, a68
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, s46, v104
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 a[0:3], v120 offset:512
	ds_read_b128 a[4:7], v120 offset:544
	ds_read_b128 a[8:11], v120 offset:576
	ds_read_b128 a[12:15], v120 offset:608
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v104, v125
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v104, 1, v104
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v104, v125
	v_cndmask_b32_e64 v104, v122, v64, s[34:35]
	v_cndmask_b32_e32 v107, v122, v67, vcc
	v_cndmask_b32_e64 v105, v122, v65, s[36:37]
	v_cndmask_b32_e64 v106, v122, v66, s[0:1]
	v_cndmask_b32_e64 v109, v122, v69, s[2:3]
	v_cndmask_b32_e64 v108, v122, v68, s[4:5]
	v_cndmask_b32_e64 v111, v122, v71, s[6:7]
	v_cndmask_b32_e64 v110, v122, v70, s[8:9]
	v_cndmask_b32_e64 v113, v122, v73, s[10:11]
	v_cndmask_b32_e64 v112, v122, v72, s[12:13]
	v_cndmask_b32_e64 v115, v122, v75, s[20:21]
	v_cndmask_b32_e64 v114, v122, v74, s[22:23]
	v_cndmask_b32_e64 v117, v122, v77, s[24:25]
	v_cndmask_b32_e64 v116, v122, v76, s[26:27]
	v_cndmask_b32_e64 v119, v122, v79, s[28:29]
	v_cndmask_b32_e64 v118, v122, v78, s[30:31]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[80:87], 0
	.loc	1 103 22                        ; triton_peers.py:103:22 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[80:83], v121 offset:512
	ds_read_b128 v[84:87], v121 offset:544
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[8:15], v[88:95], v[64:79]
	v_accvgpr_read_b32 v88, a67
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v88, s46, v88
	v_accvgpr_read_b32 v89, a65
	v_accvgpr_read_b32 v90, a85
.Ltmp72:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v113, v114, v115
	v_max3_f32 v92, v116, v117, v118
.Ltmp73:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v89, s46, v89
	v_add_u32_e32 v90, s46, v90
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v89, v125
	.loc	1 104 21                        ; triton_peers.py:104:21 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[80:87], v[96:103], v[64:79]
	v_accvgpr_read_b32 v81, a76
	v_accvgpr_read_b32 v80, a28
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s46, v81
	v_add_u32_e32 v80, s46, v80
	v_accvgpr_read_b32 v83, a24
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v81, v125
	v_accvgpr_read_b32 v82, a54
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v83, s46, v83
	v_add_u32_e32 v82, s46, v82
	v_accvgpr_read_b32 v85, a64
	v_accvgpr_read_b32 v84, a66
	v_add_u32_e32 v85, s46, v85
	v_add_u32_e32 v84, s46, v84
	v_accvgpr_read_b32 v87, a26
	v_accvgpr_read_b32 v86, a56
	v_add_u32_e32 v87, s46, v87
	v_add_u32_e32 v86, s46, v86
.Ltmp74:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v105, v105
.Ltmp75:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 1
	v_cndmask_b32_e32 v65, v122, v65, vcc
	v_cmp_le_i32_e32 vcc, v80, v125
	v_cndmask_b32_e64 v73, v122, v73, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v64, v122, v64, vcc
	v_cmp_le_i32_e32 vcc, v83, v125
.Ltmp76:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v80, v119, v64, v65
	v_max3_f32 v80, v91, v92, v80
.Ltmp77:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v67, v122, v67, vcc
	v_cmp_le_i32_e32 vcc, v82, v125
.Ltmp78:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v91, v104, v104
	v_max_f32_e32 v81, v91, v81
.Ltmp79:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v66, v122, v66, vcc
	v_cmp_le_i32_e32 vcc, v85, v125
.Ltmp80:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v107, v108, v109
	v_max3_f32 v81, v81, v106, v91
.Ltmp81:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v69, v122, v69, vcc
	v_cmp_le_i32_e32 vcc, v84, v125
.Ltmp82:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v110, v111, v112
	v_max3_f32 v80, v81, v91, v80
.Ltmp83:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v68, v122, v68, vcc
	v_cmp_le_i32_e32 vcc, v87, v125
.Ltmp84:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v66, v67, v68
	v_accvgpr_read_b32 v84, a19
.Ltmp85:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v71, v122, v71, vcc
	v_cmp_le_i32_e32 vcc, v86, v125
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v84, s46, v84
	v_accvgpr_read_b32 v85, a86
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v70, v122, v70, vcc
	v_cmp_le_i32_e32 vcc, v88, v125
.Ltmp86:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v69, v70, v71
	v_accvgpr_read_b32 v86, a20
.Ltmp87:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v72, v122, v72, vcc
	v_cmp_le_i32_e32 vcc, v90, v125
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v85, s46, v85
	v_add_u32_e32 v86, s46, v86
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v74, v122, v74, vcc
.Ltmp88:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v83, v72, v73, v74
	v_max3_f32 v81, v81, v82, v83
	v_accvgpr_read_b32 v82, a18
.Ltmp89:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s46, v82
	v_accvgpr_read_b32 v83, a126
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v82, v125
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v83, s46, v83
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v86, v125
	v_cndmask_b32_e32 v75, v122, v75, vcc
	v_cmp_le_i32_e32 vcc, v84, v125
	v_cndmask_b32_e64 v79, v122, v79, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v77, v122, v77, vcc
	v_cmp_le_i32_e32 vcc, v83, v125
	s_nop 1
	v_cndmask_b32_e32 v76, v122, v76, vcc
	v_cmp_le_i32_e32 vcc, v85, v125
.Ltmp90:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v75, v76, v77
.Ltmp91:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v78, v122, v78, vcc
.Ltmp92:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v82, v78, v79
	v_max3_f32 v80, v80, v81, v82
.Ltmp93:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp94:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp95:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v81, v126, v126
	v_max_f32_e32 v100, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[80:81], s[38:39], v[104:105], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[106:107], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[108:109], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[112:113], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[116:117], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[64:65], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[66:67], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v64, v80
	v_exp_f32_e32 v65, v81
	v_exp_f32_e32 v66, v82
	v_exp_f32_e32 v67, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[86:87], s[38:39], v[110:111], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[114:115], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[38:39], v[118:119], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[74:75], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[76:77], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[78:79], v[100:101] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v74, v84
	v_exp_f32_e32 v75, v85
	v_exp_f32_e32 v78, v88
	v_exp_f32_e32 v79, v89
	v_exp_f32_e32 v82, v92
	v_exp_f32_e32 v83, v93
	v_exp_f32_e32 v76, v86
	v_exp_f32_e32 v77, v87
	v_exp_f32_e32 v80, v90
	v_exp_f32_e32 v81, v91
	v_exp_f32_e32 v84, v94
	v_exp_f32_e32 v85, v95
	v_exp_f32_e32 v86, v96
	v_exp_f32_e32 v87, v97
	v_exp_f32_e32 v88, v98
	v_exp_f32_e32 v89, v99
	v_exp_f32_e32 v90, v68
	v_exp_f32_e32 v91, v69
	v_exp_f32_e32 v92, v70
	v_exp_f32_e32 v93, v71
	v_exp_f32_e32 v94, v72
	v_exp_f32_e32 v95, v73
	v_exp_f32_e32 v96, v102
	v_exp_f32_e32 v97, v103
	v_exp_f32_e32 v98, v104
	v_exp_f32_e32 v99, v105
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v68, v126, v100
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v100, v106
	v_exp_f32_e32 v101, v107
	.loc	1 109 21                        ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v72, v68
.Ltmp96:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[102:103], v[64:65], v[66:67]
	v_accvgpr_read_b32 v68, a17
.Ltmp97:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v68, s47, v68
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v78, v79, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v82, v83, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	ds_read_b64_tr_b8 v[104:105], v68
	ds_read_b64_tr_b8 v[112:113], v68 offset:32
	ds_read_b64_tr_b8 v[120:121], v68 offset:64
	ds_read_b64_tr_b8 a[0:1], v68 offset:96
	ds_read_b64_tr_b8 v[106:107], v68 offset:256
	ds_read_b64_tr_b8 v[114:115], v68 offset:288
	ds_read_b64_tr_b8 v[122:123], v68 offset:320
	ds_read_b64_tr_b8 a[2:3], v68 offset:352
	ds_read_b64_tr_b8 v[108:109], v68 offset:4224
	ds_read_b64_tr_b8 v[116:117], v68 offset:4256
	ds_read_b64_tr_b8 v[124:125], v68 offset:4288
	ds_read_b64_tr_b8 a[4:5], v68 offset:4320
	ds_read_b64_tr_b8 v[110:111], v68 offset:4480
	ds_read_b64_tr_b8 v[118:119], v68 offset:4512
	ds_read_b64_tr_b8 v[126:127], v68 offset:4544
	ds_read_b64_tr_b8 a[6:7], v68 offset:4576
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v66, v76, v77, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v86, v87, 1.0
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_add_f32 v[76:77], v[78:79], v[80:81]
	v_pk_add_f32 v[78:79], v[82:83], v[84:85]
	v_pk_add_f32 v[80:81], v[86:87], v[88:89]
	v_pk_add_f32 v[82:83], v[90:91], v[92:93]
	v_pk_add_f32 v[84:85], v[94:95], v[96:97]
	v_pk_add_f32 v[86:87], v[98:99], v[100:101]
	v_pk_add_f32 v[74:75], v[102:103], v[74:75]
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	v_pk_add_f32 v[78:79], v[80:81], v[82:83]
	v_pk_add_f32 v[80:81], v[84:85], v[86:87]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_add_f32 v[76:77], v[78:79], v[80:81]
.Ltmp99:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[72:73] op_sel_hi:[1,0]
.Ltmp100:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
.Ltmp101:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[50:51], v[50:51], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[72:73] op_sel_hi:[1,0]
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v73, v74, v75
.Ltmp103:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp104:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v98, v99, 1.0
.Ltmp105:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp106:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v100, v101, 1.0 op_sel:[0,0,0,1]
.Ltmp107:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v73, v73, v74
	v_accvgpr_read_b32 v74, a16
.Ltmp108:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v73, v74, v72
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[112:119], v[64:71], v[32:47]
.Ltmp109:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v74, s[0:1], v73, v73, s45
	v_rcp_f32_e32 v75, v74
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s2, s14, s0
	.loc	1 153 40                        ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
	.loc	1 153 18                        ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
.Ltmp110:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[104:111], v[64:71], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[120:127], v[64:71], v[16:31]
.Ltmp111:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v64, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v64, v75
	v_div_scale_f32 v64, vcc, s45, v73, s45
	v_mul_f32_e32 v65, v64, v75
	v_fma_f32 v66, -v74, v65, v64
	v_fmac_f32_e32 v65, v66, v75
	v_fma_f32 v64, -v74, v65, v64
	v_div_fmas_f32 v64, v64, v75, v65
	v_div_fixup_f32 v64, v64, v73, s45
	.loc	1 152 15 is_stmt 0              ; triton_peers.py:152:15
	v_mul_f32_e64 v66, v64, v32
	v_mul_f32_e64 v67, v64, v33
	v_mul_f32_e64 v32, v64, v42
	v_mul_f32_e64 v33, v64, v43
	v_pk_mul_f32 v[42:43], v[64:65], v[44:45] op_sel_hi:[0,1]
	s_nop 3
	v_pk_mul_f32 v[44:45], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v0, a84
	.loc	1 153 59 is_stmt 1              ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s44
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[64:65], v[38:39] op_sel_hi:[0,1]
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_ashrrev_i32_e32 v81, 31, v80
	.loc	1 152 15                        ; triton_peers.py:152:15
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
	v_pk_mul_f32 v[76:77], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[78:79], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[64:65], v[14:15] op_sel_hi:[0,1]
	.loc	1 154 26                        ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v0, v48, v49
	v_cvt_pk_bf16_f32 v1, v50, v51
	v_cvt_pk_bf16_f32 v2, v52, v53
	v_cvt_pk_bf16_f32 v3, v54, v55
	v_cvt_pk_bf16_f32 v10, v36, v37
	v_cvt_pk_bf16_f32 v11, v38, v39
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[80:81], 1, s[0:1]
	v_accvgpr_read_b32 v38, a32
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
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[38:39]
	.loc	1 154 26                        ; triton_peers.py:154:26
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
	.loc	1 154 9 is_stmt 0               ; triton_peers.py:154:9
	global_store_dwordx4 v[36:37], v[0:3], off
	global_store_dwordx4 v[36:37], v[4:7], off offset:32
	global_store_dwordx4 v[36:37], v[8:11], off offset:64
	global_store_dwordx4 v[36:37], v[12:15], off offset:96
	global_store_dwordx4 v[36:37], v[16:19], off offset:128
	global_store_dwordx4 v[36:37], v[20:23], off offset:160
	global_store_dwordx4 v[36:37], v[24:27], off offset:192
	global_store_dwordx4 v[36:37], v[28:31], off offset:224
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_endpgm
.Ltmp112:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 372
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
	.set .Lattn_fwd.numbered_sgpr, 54
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 372
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 19616
; TotalNumSgprs: 60
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 372
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
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp109-.Lfunc_begin0
	.quad	.Ltmp110-.Lfunc_begin0
	.quad	.Ltmp111-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
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
	.quad	.Ltmp95-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp66-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp67-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp98-.Lfunc_begin0
	.quad	.Ltmp99-.Lfunc_begin0
	.quad	.Ltmp100-.Lfunc_begin0
	.quad	.Ltmp101-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp68-.Lfunc_begin0
	.quad	.Ltmp69-.Lfunc_begin0
	.quad	.Ltmp70-.Lfunc_begin0
	.quad	.Ltmp71-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
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
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
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
    .private_segment_fixed_size: 372
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 93
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
