	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	fp8_gemm                        ; -- Begin function fp8_gemm
	.p2align	8
	.type	fp8_gemm,@function
fp8_gemm:                               ; @fp8_gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.17:
	.file	1 "/work/main/tests/data/triton" "make_kernels.py"
	.loc	1 24 0 prologue_end             ; make_kernels.py:24:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.18:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx2 s[0:1], s[4:5], 0x20
	v_and_b32_e32 v4, 0x3ff, v0
.Ltmp1:
	.loc	1 30 10 is_stmt 1               ; make_kernels.py:30:10
	s_lshl_b32 s14, s16, 5
	.loc	1 38 5                          ; make_kernels.py:38:5
	v_readfirstlane_b32 s2, v4
	s_bfe_u32 s15, s2, 0x20006
	.loc	1 30 28                         ; make_kernels.py:30:28
	v_and_b32_e32 v6, 63, v0
	v_lshl_or_b32 v7, s15, 6, v6
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s0, 0
	.loc	1 30 28                         ; make_kernels.py:30:28
	v_lshrrev_b32_e32 v5, 4, v7
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_cselect_b64 s[2:3], -1, 0
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_lshlrev_b32_e32 v7, 2, v7
	s_lshl_b32 s6, s15, 4
	.loc	1 30 10                         ; make_kernels.py:30:10
	v_or_b32_e32 v1, s14, v5
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_xor_b32_e32 v8, s6, v7
	.loc	1 35 29 is_stmt 0               ; make_kernels.py:35:29
	v_mul_lo_u32 v2, v1, s1
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_sub_u32_e32 v7, v8, v7
	.loc	1 32 10 is_stmt 1               ; make_kernels.py:32:10
	v_lshlrev_b32_e32 v24, 2, v4
	.loc	1 35 21                         ; make_kernels.py:35:21
	v_ashrrev_i32_e32 v3, 31, v2
	.loc	1 35 13 is_stmt 0               ; make_kernels.py:35:13
	v_ashrrev_i32_e32 v7, 2, v7
	.loc	1 32 10 is_stmt 1               ; make_kernels.py:32:10
	v_and_b32_e32 v0, 60, v24
	.loc	1 35 21                         ; make_kernels.py:35:21
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[2:3]
	v_mov_b32_e32 v1, 0
	.loc	1 35 13 is_stmt 0               ; make_kernels.py:35:13
	v_add_u32_e32 v27, v7, v6
	.loc	1 35 21                         ; make_kernels.py:35:21
	v_lshl_add_u64 v[2:3], v[16:17], 0, v[0:1]
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_lshlrev_b32_e32 v28, 2, v27
	ds_bpermute_b32 v2, v28, v2
	ds_bpermute_b32 v3, v28, v3
	v_cmp_gt_i32_e64 s[6:7], s0, 0
	s_lshl_b32 s16, s15, 8
	s_nop 0
	v_lshrrev_b64 v[6:7], v27, s[6:7]
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_mov_b32 m0, s16
	.loc	1 35 13                         ; make_kernels.py:35:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_2:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 30 28 is_stmt 1               ; make_kernels.py:30:28
	v_or_b32_e32 v6, 16, v5
	.loc	1 30 10 is_stmt 0               ; make_kernels.py:30:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v2, s14, v6
	.loc	1 35 29 is_stmt 1               ; make_kernels.py:35:29
	v_mul_lo_u32 v2, v2, s1
	.loc	1 35 21 is_stmt 0               ; make_kernels.py:35:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[18:19], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[18:19], 0, v[0:1]
	.loc	1 35 13                         ; make_kernels.py:35:13
	s_and_b64 s[6:7], s[2:3], exec
	s_load_dword s18, s[4:5], 0x28
	ds_bpermute_b32 v2, v28, v2
	ds_bpermute_b32 v3, v28, v3
	s_cselect_b32 s1, 1, 0
	v_cmp_ne_u32_e64 s[6:7], s1, 0
	s_nop 1
	v_lshrrev_b64 v[8:9], v27, s[6:7]
	v_and_b32_e32 v7, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_add_i32 m0, s16, 0x400
	.loc	1 35 13                         ; make_kernels.py:35:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_4:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 31 10 is_stmt 1               ; make_kernels.py:31:10
	s_lshl_b32 s1, s17, 5
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v2, s1, v5
	.loc	1 36 29                         ; make_kernels.py:36:29
	v_mul_lo_u32 v2, v2, s18
	.loc	1 36 21 is_stmt 0               ; make_kernels.py:36:21
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[20:21], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[20:21], 0, v[0:1]
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_and_b64 s[6:7], s[2:3], exec
	ds_bpermute_b32 v2, v28, v2
	ds_bpermute_b32 v3, v28, v3
	s_cselect_b32 s6, 1, 0
	v_cmp_ne_u32_e64 s[6:7], s6, 0
	; asyncmark
	s_nop 1
	v_lshrrev_b64 v[8:9], v27, s[6:7]
	v_and_b32_e32 v5, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_add_i32 m0, s16, 0x1000
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_6:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_or_b64 exec, exec, s[6:7]
	.loc	1 31 10 is_stmt 1               ; make_kernels.py:31:10
	s_waitcnt lgkmcnt(1)
	v_or_b32_e32 v2, s1, v6
	.loc	1 36 29                         ; make_kernels.py:36:29
	v_mul_lo_u32 v2, v2, s18
	.loc	1 36 21 is_stmt 0               ; make_kernels.py:36:21
	s_waitcnt lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[22:23], s[10:11], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[22:23], 0, v[0:1]
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_and_b64 s[2:3], s[2:3], exec
	ds_bpermute_b32 v2, v28, v2
	ds_bpermute_b32 v3, v28, v3
	s_cselect_b32 s2, 1, 0
	v_cmp_ne_u32_e64 s[2:3], s2, 0
	s_mov_b32 s6, 0
	s_nop 0
	v_lshrrev_b64 v[6:7], v27, s[2:3]
	v_and_b32_e32 v1, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_add_i32 m0, s16, 0x1400
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v[2:3], off
.LBB0_8:
	.loc	1 0 13                          ; make_kernels.py:0:13
	s_or_b64 exec, exec, s[2:3]
	.loc	1 30 28 is_stmt 1               ; make_kernels.py:30:28
	v_and_b32_e32 v25, 31, v4
	v_and_b32_e32 v26, 32, v4
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_sub_i32 s3, s0, 64
	s_cmp_lt_i32 s3, 1
	v_lshlrev_b32_e32 v29, 6, v25
	v_and_b32_e32 v30, 48, v24
	v_lshrrev_b32_e32 v31, 1, v26
	; asyncmark
	s_cbranch_scc1 .LBB0_11
; %bb.9:                                ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	v_bitop3_b32 v1, v24, v31, 48 bitop3:0x6c
	.loc	1 34 5                          ; make_kernels.py:34:5
	v_or_b32_e32 v34, 64, v0
	v_mov_b32_e32 v0, 0
	v_bitop3_b32 v32, v30, v29, v31 bitop3:0xde
	v_bitop3_b32 v33, v1, 32, v29 bitop3:0x36
	s_movk_i32 s2, 0x1000
	v_bfrev_b32_e32 v35, -2
	s_mov_b32 s7, 0
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v11, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v13, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v15, v0
	s_mov_b32 s8, 0
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 0 5                           ; make_kernels.py:0:5
	s_mov_b32 s9, s6
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_add_i32 s6, s7, 1
	.loc	1 35 21 is_stmt 1               ; make_kernels.py:35:21
	v_add_u32_e32 v36, s8, v34
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_cmp_lt_i32 s6, 2
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_lshrrev_b64 v[38:39], v27, exec
	.loc	1 35 21 is_stmt 0               ; make_kernels.py:35:21
	v_ashrrev_i32_e32 v37, 31, v36
	.loc	1 34 5 is_stmt 1                ; make_kernels.py:34:5
	s_cselect_b32 s7, s6, 0
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_and_b32_e32 v44, 1, v38
	.loc	1 35 21 is_stmt 0               ; make_kernels.py:35:21
	v_lshl_add_u64 v[38:39], v[16:17], 0, v[36:37]
	.loc	1 35 13                         ; make_kernels.py:35:13
	s_lshl_b32 s6, s7, 11
	.loc	1 35 21                         ; make_kernels.py:35:21
	v_lshl_add_u64 v[40:41], v[18:19], 0, v[36:37]
	.loc	1 35 13                         ; make_kernels.py:35:13
	ds_bpermute_b32 v38, v28, v38
	ds_bpermute_b32 v39, v28, v39
	s_add_i32 s10, s6, s16
	.loc	1 36 21 is_stmt 1               ; make_kernels.py:36:21
	v_lshl_add_u64 v[42:43], v[20:21], 0, v[36:37]
	.loc	1 35 13                         ; make_kernels.py:35:13
	ds_bpermute_b32 v40, v28, v40
	ds_bpermute_b32 v41, v28, v41
	v_mov_b32_e32 v45, s10
	s_add_i32 s11, s10, 0x400
	v_cmp_eq_u32_e32 vcc, 1, v44
	.loc	1 36 21                         ; make_kernels.py:36:21
	v_lshl_add_u64 v[36:37], v[22:23], 0, v[36:37]
	.loc	1 36 13 is_stmt 0               ; make_kernels.py:36:13
	ds_bpermute_b32 v42, v28, v42
	ds_bpermute_b32 v43, v28, v43
	s_add_i32 s17, s10, 0x1000
	s_addk_i32 s10, 0x1400
	.loc	1 35 13 is_stmt 1               ; make_kernels.py:35:13
	v_cndmask_b32_e32 v44, v35, v45, vcc
	v_mov_b32_e32 v45, s11
	.loc	1 36 13                         ; make_kernels.py:36:13
	ds_bpermute_b32 v36, v28, v36
	ds_bpermute_b32 v37, v28, v37
	v_mov_b32_e32 v46, s17
	v_mov_b32_e32 v47, s10
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_readfirstlane_b32 s10, v44
	v_cndmask_b32_e32 v44, v35, v45, vcc
	.loc	1 36 13                         ; make_kernels.py:36:13
	v_cndmask_b32_e32 v45, v35, v46, vcc
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_readfirstlane_b32 s11, v44
	s_mov_b32 m0, s10
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 36 13                         ; make_kernels.py:36:13
	v_cndmask_b32_e32 v46, v35, v47, vcc
	v_readfirstlane_b32 s17, v45
	.loc	1 35 13                         ; make_kernels.py:35:13
	global_load_lds_dword v[38:39], off
	s_mov_b32 m0, s11
	.loc	1 36 13                         ; make_kernels.py:36:13
	v_readfirstlane_b32 s18, v46
	.loc	1 35 13                         ; make_kernels.py:35:13
	global_load_lds_dword v[40:41], off
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_mov_b32 m0, s17
	; asyncmark
	v_add_u32_e32 v38, s2, v32
	global_load_lds_dword v[42:43], off
	s_mov_b32 m0, s18
	v_add_u32_e32 v39, s2, v33
	global_load_lds_dword v[36:37], off
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_add_u32_e32 v36, s9, v32
	v_add_u32_e32 v37, s9, v33
	ds_read_b128 v[40:43], v36
	ds_read_b128 v[44:47], v37
	; asyncmark
	.loc	1 36 13                         ; make_kernels.py:36:13
	ds_read_b128 v[48:51], v38
	ds_read_b128 v[52:55], v39
	.loc	1 37 15                         ; make_kernels.py:37:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[48:55], v[40:47], v[0:15]
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_add_i32 s8, s8, 64
	.loc	1 36 13                         ; make_kernels.py:36:13
	s_add_i32 s2, s6, 0x1000
	.loc	1 34 5                          ; make_kernels.py:34:5
	s_cmp_lt_i32 s8, s3
	s_cbranch_scc1 .LBB0_10
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 5 is_stmt 0                 ; make_kernels.py:0:5
	v_mov_b32_e32 v15, 0
	s_movk_i32 s2, 0x1000
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
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
.LBB0_12:                               ; %Flow20
	s_load_dword s3, s[4:5], 0x2c
	.loc	1 34 5 is_stmt 1                ; make_kernels.py:34:5
	s_add_i32 s0, s0, 63
	s_cmp_lt_i32 s0, 64
	; wait_asyncmark(0)
	.loc	1 35 13                         ; make_kernels.py:35:13
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc0 .LBB0_15
; %bb.13:
	.loc	1 38 5                          ; make_kernels.py:38:5
	s_cmp_lg_u32 s15, 0
	s_cbranch_scc0 .LBB0_16
.LBB0_14:                               ; %.critedge4
	.loc	1 24 1                          ; make_kernels.py:24:1
	s_endpgm
.LBB0_15:
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_bitop3_b32 v16, v24, v31, 48 bitop3:0x6c
	v_bitop3_b32 v17, v30, v29, v31 bitop3:0xde
	v_bitop3_b32 v16, v16, 32, v29 bitop3:0x36
	.loc	1 36 13                         ; make_kernels.py:36:13
	v_add_u32_e32 v18, s2, v16
	v_add_u32_e32 v19, s2, v17
	.loc	1 35 13                         ; make_kernels.py:35:13
	v_add_u32_e32 v16, s6, v16
	v_add_u32_e32 v17, s6, v17
	.loc	1 36 13                         ; make_kernels.py:36:13
	ds_read_b128 v[32:35], v18
	ds_read_b128 v[28:31], v19
	.loc	1 35 13                         ; make_kernels.py:35:13
	ds_read_b128 v[20:23], v16
	ds_read_b128 v[16:19], v17
	.loc	1 37 15                         ; make_kernels.py:37:15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[28:35], v[16:23], v[0:15]
	.loc	1 38 5                          ; make_kernels.py:38:5
	s_cmp_lg_u32 s15, 0
	s_cbranch_scc1 .LBB0_14
.LBB0_16:                               ; %.critedge
	.loc	1 30 10                         ; make_kernels.py:30:10
	v_or_b32_e32 v17, s14, v25
	.loc	1 30 28 is_stmt 0               ; make_kernels.py:30:28
	v_lshrrev_b32_e32 v16, 3, v26
	.loc	1 38 22 is_stmt 1               ; make_kernels.py:38:22
	v_mul_lo_u32 v18, s3, v17
	.loc	1 31 10                         ; make_kernels.py:31:10
	v_or_b32_e32 v16, s1, v16
	.loc	1 38 14                         ; make_kernels.py:38:14
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[12:13]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[18:19]
	.loc	1 38 5 is_stmt 0                ; make_kernels.py:38:5
	s_nop 9
	global_store_dwordx4 v[16:17], v[0:3], off
	global_store_dwordx4 v[16:17], v[4:7], off offset:32
	global_store_dwordx4 v[16:17], v[8:11], off offset:64
	global_store_dwordx4 v[16:17], v[12:15], off offset:96
	.loc	1 24 1 is_stmt 1                ; make_kernels.py:24:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	fp8_gemm, .Lfunc_end0-fp8_gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
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
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 19
		.amdhsa_accum_offset 56
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
	.set .Lfp8_gemm.num_vgpr, 56
	.set .Lfp8_gemm.num_agpr, 0
	.set .Lfp8_gemm.numbered_sgpr, 19
	.set .Lfp8_gemm.num_named_barrier, 0
	.set .Lfp8_gemm.private_seg_size, 0
	.set .Lfp8_gemm.uses_vcc, 1
	.set .Lfp8_gemm.uses_flat_scratch, 0
	.set .Lfp8_gemm.has_dyn_sized_stack, 0
	.set .Lfp8_gemm.has_recursion, 0
	.set .Lfp8_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1640
; TotalNumSgprs: 25
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"make_kernels.py"               ; string offset=7 ; make_kernels.py
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=23 ; /work/main/tests/data/triton
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
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
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
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
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           fp8_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         fp8_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
