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
	s_load_dwordx8 s[20:27], s[4:5], 0x28
	s_load_dwordx2 s[0:1], s[4:5], 0x48
	s_load_dword s6, s[4:5], 0x50
.Ltmp1:
	.loc	1 118 5 is_stmt 1               ; triton_peers.py:118:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s2, s22
	v_cvt_f32_u32_e32 v2, s2
	v_and_b32_e32 v1, 0x3ff, v0
	s_xor_b32 s3, s17, s22
.Ltmp2:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_readfirstlane_b32 s19, v1
.Ltmp3:
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_rcp_f32_e32 v2, v2
	s_sub_i32 s28, 0, s2
	.loc	1 154 9                         ; triton_peers.py:154:9
	s_bfe_u32 s22, s19, 0x20006
	.loc	1 128 19                        ; triton_peers.py:128:19
	s_abs_i32 s7, s17
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_ashr_i32 s3, s3, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_and_b32_e32 v12, 63, v0
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_mov_b32_e32 v71, 0
	.loc	1 128 19                        ; triton_peers.py:128:19
	v_readfirstlane_b32 s19, v2
	s_mul_i32 s28, s28, s19
	s_mul_hi_u32 s28, s19, s28
	s_add_i32 s19, s19, s28
	s_mul_hi_u32 s19, s7, s19
	s_mul_i32 s28, s19, s2
	s_sub_i32 s7, s7, s28
	s_add_i32 s29, s19, 1
	s_sub_i32 s28, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s19, s29, s19
	s_cselect_b32 s7, s28, s7
	s_add_i32 s28, s19, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s28, s19
	s_xor_b32 s2, s2, s3
	s_sub_i32 s7, s2, s3
	.loc	1 131 22                        ; triton_peers.py:131:22
	s_mul_i32 s2, s23, s18
	.loc	1 129 18                        ; triton_peers.py:129:18
	s_lshl_b32 s28, s16, 7
	.loc	1 129 38 is_stmt 0              ; triton_peers.py:129:38
	s_lshl_b32 s16, s22, 6
	.loc	1 131 18 is_stmt 1              ; triton_peers.py:131:18
	s_ashr_i32 s3, s2, 31
	.loc	1 129 38                        ; triton_peers.py:129:38
	v_or_b32_e32 v13, s16, v12
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s8, s2
	.loc	1 131 38 is_stmt 0              ; triton_peers.py:131:38
	s_mul_i32 s8, s24, s17
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshrrev_b32_e32 v2, 3, v13
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_addc_u32 s3, s9, s3
	s_ashr_i32 s9, s8, 31
	.loc	1 129 18                        ; triton_peers.py:129:18
	v_or_b32_e32 v2, s28, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	s_add_u32 s2, s2, s8
	s_addc_u32 s3, s3, s9
	.loc	1 131 57 is_stmt 0              ; triton_peers.py:131:57
	v_mul_lo_u32 v2, v2, s25
	s_lshl_b32 s8, s25, 5
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
	v_lshlrev_b32_e32 v70, 4, v2
	.loc	1 131 18                        ; triton_peers.py:131:18
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[6:7]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	.loc	1 132 21                        ; triton_peers.py:132:21
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[70:71]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[70:71]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[70:71]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[70:71]
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	global_load_dwordx4 v[14:17], v[10:11], off
	global_load_dwordx4 v[18:21], v[4:5], off
	global_load_dwordx4 v[22:25], v[6:7], off
	global_load_dwordx4 v[26:29], v[8:9], off
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_and_b32_e32 v3, 31, v0
	.loc	1 132 30                        ; triton_peers.py:132:30
	v_and_b32_e32 v4, 32, v0
	.loc	1 132 13 is_stmt 0              ; triton_peers.py:132:13
	s_movk_i32 s2, 0x70
.Ltmp4:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v63, 56, v0
	v_accvgpr_write_b32 a57, v3
.Ltmp5:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshlrev_b32_e32 v3, 7, v3
	v_lshlrev_b32_e32 v0, 3, v1
	v_lshrrev_b32_e32 v90, 1, v4
	s_movk_i32 s3, 0x60
	.loc	1 137 22                        ; triton_peers.py:137:22
	s_mul_i32 s8, s26, s18
	v_accvgpr_write_b32 a56, v4
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_bitop3_b32 v4, v0, v90, s2 bitop3:0x6c
	v_lshl_or_b32 v3, s22, 12, v3
	v_bitop3_b32 v6, v3, s3, v4 bitop3:0x36
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_ashr_i32 s3, s8, 31
	.loc	1 137 38 is_stmt 0              ; triton_peers.py:137:38
	s_mul_i32 s2, s7, s27
	.loc	1 137 18                        ; triton_peers.py:137:18
	s_add_u32 s8, s10, s8
	s_addc_u32 s3, s11, s3
	s_ashr_i32 s9, s2, 31
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s3, s9
	.loc	1 142 16 is_stmt 1              ; triton_peers.py:142:16
	s_sub_i32 s11, s21, s20
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_mov_b32_e32 v7, 0x70
	.loc	1 144 20                        ; triton_peers.py:144:20
	s_add_i32 s19, s11, s28
.Ltmp6:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v30, s22, v63
.Ltmp7:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_or_b32_e32 v5, v3, v4
	v_bitop3_b32 v7, s16, v7, v12 bitop3:0xc8
	v_lshlrev_b32_e32 v8, 4, v13
.Ltmp8:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cmp_gt_i32 s19, 0
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v31, 4, v30
.Ltmp9:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_add_u32_e32 v3, 0, v5
	v_xad_u32 v4, v5, 32, 0
	v_xad_u32 v5, v5, 64, 0
	v_add_u32_e32 v6, 0, v6
	v_xad_u32 v7, v8, v7, 0
.Ltmp10:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lt_i32 s19, 1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_mul_i32 s16, s22, 0x410
.Ltmp11:
	.loc	1 132 13                        ; triton_peers.py:132:13
	s_waitcnt vmcnt(3)
	ds_write_b128 v7, v[14:17]
	s_waitcnt vmcnt(2)
	ds_write_b128 v7, v[18:21] offset:4096
	s_waitcnt vmcnt(1)
	ds_write_b128 v7, v[22:25] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[26:29] offset:12288
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp12:
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 99 34 is_stmt 0               ; triton_peers.py:99:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v10, v30, s0
	v_mul_lo_u32 v8, v31, s0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s16, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[70:71]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[10:11], off
	s_add_i32 m0, s16, 0x5220
	s_nop 0
	global_load_lds_dwordx4 v[8:9], off
.Ltmp13:
.LBB0_2:                                ; %.critedge
	.loc	1 138 22 is_stmt 1              ; triton_peers.py:138:22
	s_mul_i32 s1, s1, s18
	.loc	1 138 18 is_stmt 0              ; triton_peers.py:138:18
	s_ashr_i32 s23, s1, 31
	.loc	1 0 0                           ; triton_peers.py:0
	ds_read_b128 v[16:19], v3
	ds_read_b128 v[20:23], v4
	ds_read_b128 v[8:11], v5
	ds_read_b128 v[12:15], v6
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_add_u32 s1, s12, s1
	.loc	1 138 38                        ; triton_peers.py:138:38
	s_mul_i32 s7, s7, s6
	.loc	1 138 18                        ; triton_peers.py:138:18
	s_addc_u32 s12, s13, s23
	s_ashr_i32 s13, s7, 31
	s_load_dword s10, s[4:5], 0x54
	s_add_u32 s6, s1, s7
	s_addc_u32 s7, s12, s13
.Ltmp14:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v64, 1, v63
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_and_b64 s[8:9], s[8:9], exec
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v3, s22, v64
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s1, 1, 0
	v_accvgpr_write_b32 a91, v31
	v_accvgpr_write_b32 a90, v30
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v24, 32, v3
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s1, 1
	s_mul_i32 s33, s22, 0x420
	; asyncmark
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	.loc	1 112 34 is_stmt 0              ; triton_peers.py:112:34 @[ triton_peers.py:145:29 ]
	v_mul_lo_u32 v6, v3, s10
	v_mul_lo_u32 v4, v24, s10
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s33
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[70:71]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[70:71]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[6:7], off
	s_add_i32 m0, s33, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[4:5], off
.Ltmp15:
.LBB0_4:                                ; %.critedge2
	.loc	1 132 13 is_stmt 1              ; triton_peers.py:132:13
	v_lshrrev_b64 v[28:29], 24, v[10:11]
	s_load_dword s38, s[4:5], 0x20
	v_lshrrev_b64 v[32:33], 24, v[20:21]
	v_and_b32_e32 v121, 8, v0
	v_mov_b32_e32 v0, v28
	v_lshrrev_b32_e32 v30, 16, v20
	v_lshrrev_b64 v[36:37], 24, v[12:13]
	; asyncmark
	scratch_store_dwordx2 off, v[0:1], off offset:48 ; 8-byte Folded Spill
	scratch_store_dword off, v30, off offset:28 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v32
	v_lshrrev_b32_e32 v33, 16, v21
	v_lshrrev_b32_e32 v34, 24, v21
	v_lshrrev_b64 v[40:41], 24, v[22:23]
	v_lshrrev_b64 v[6:7], 24, v[8:9]
	v_lshrrev_b32_e32 v29, 16, v11
	v_lshrrev_b32_e32 v31, 24, v11
	v_lshrrev_b32_e32 v35, 16, v12
	scratch_store_dwordx2 off, v[0:1], off offset:64 ; 8-byte Folded Spill
	scratch_store_dword off, v29, off offset:72 ; 4-byte Folded Spill
	scratch_store_dword off, v31, off offset:76 ; 4-byte Folded Spill
	scratch_store_dword off, v33, off offset:80 ; 4-byte Folded Spill
	scratch_store_dword off, v34, off offset:84 ; 4-byte Folded Spill
	scratch_store_dword off, v35, off offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v36
	v_accvgpr_write_b32 a99, v24
	v_lshrrev_b64 v[4:5], 24, v[16:17]
	v_lshrrev_b32_e32 v53, 8, v18
	v_lshrrev_b64 v[24:25], 24, v[18:19]
	v_lshrrev_b32_e32 v38, 16, v22
	v_lshrrev_b32_e32 v7, 24, v9
	v_lshrrev_b32_e32 v52, 8, v11
	v_lshrrev_b32_e32 v54, 8, v12
	v_lshrrev_b64 v[46:47], 24, v[14:15]
.Ltmp16:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_sub_i32 s8, s19, 64
	v_lshl_add_u64 v[80:81], s[2:3], 0, v[70:71]
	v_lshlrev_b32_e32 v68, 4, v1
	scratch_store_dwordx2 off, v[0:1], off offset:92 ; 8-byte Folded Spill
	scratch_store_dword off, v38, off offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v40
	v_accvgpr_write_b32 a98, v3
.Ltmp17:
	.loc	1 132 13                        ; triton_peers.py:132:13
	v_lshrrev_b32_e32 v49, 8, v16
	v_lshrrev_b32_e32 v79, 16, v16
	v_lshrrev_b32_e32 v51, 8, v17
	v_lshrrev_b32_e32 v82, 16, v17
	v_lshrrev_b32_e32 v83, 24, v17
	v_lshrrev_b32_e32 v3, 16, v18
	v_lshrrev_b32_e32 v55, 8, v19
	v_lshrrev_b32_e32 v25, 16, v19
	v_lshrrev_b32_e32 v26, 24, v19
	v_lshrrev_b32_e32 v57, 8, v20
	v_lshrrev_b32_e32 v59, 8, v21
	v_lshrrev_b32_e32 v61, 8, v22
	v_lshrrev_b32_e32 v62, 8, v23
	v_lshrrev_b32_e32 v39, 16, v23
	v_lshrrev_b32_e32 v42, 24, v23
	v_lshrrev_b32_e32 v43, 8, v8
	v_lshrrev_b32_e32 v78, 16, v8
	v_lshrrev_b32_e32 v48, 8, v9
	v_lshrrev_b32_e32 v5, 16, v9
	v_lshrrev_b32_e32 v50, 8, v10
	v_lshrrev_b32_e32 v27, 16, v10
	v_lshrrev_b32_e32 v56, 8, v13
	v_lshrrev_b32_e32 v37, 16, v13
	v_lshrrev_b32_e32 v41, 24, v13
	v_lshrrev_b32_e32 v58, 8, v14
	v_lshrrev_b32_e32 v44, 16, v14
	v_lshrrev_b32_e32 v60, 8, v15
	v_lshrrev_b32_e32 v45, 16, v15
	v_lshrrev_b32_e32 v47, 24, v15
.Ltmp18:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[114:115], s[6:7], 0, v[70:71]
	s_cmp_lt_i32 s8, 1
	v_lshlrev_b32_e32 v71, 10, v2
	v_and_b32_e32 v72, 0x180, v68
	v_lshlrev_b32_e32 v69, 9, v1
	v_and_b32_e32 v123, 16, v1
	v_accvgpr_write_b32 a37, v11
	v_accvgpr_write_b32 a36, v10
	v_accvgpr_write_b32 a35, v9
	v_accvgpr_write_b32 a34, v8
	v_accvgpr_write_b32 a41, v15
	v_accvgpr_write_b32 a40, v14
	v_accvgpr_write_b32 a39, v13
	v_accvgpr_write_b32 a38, v12
	v_accvgpr_write_b32 a45, v19
	v_accvgpr_write_b32 a44, v18
	v_accvgpr_write_b32 a43, v17
	v_accvgpr_write_b32 a42, v16
	v_accvgpr_write_b32 a49, v23
	v_accvgpr_write_b32 a48, v22
	v_accvgpr_write_b32 a47, v21
	v_accvgpr_write_b32 a46, v20
	v_accvgpr_write_b32 a52, v4
	v_accvgpr_write_b32 a54, v6
	v_accvgpr_write_b32 a126, v24
	v_accvgpr_write_b32 a89, v7
	scratch_store_dwordx2 off, v[0:1], off offset:104 ; 8-byte Folded Spill
	scratch_store_dword off, v37, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v39, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v41, off offset:120 ; 4-byte Folded Spill
	scratch_store_dword off, v42, off offset:124 ; 4-byte Folded Spill
	scratch_store_dword off, v43, off offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v44, off offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v46
	v_accvgpr_write_b32 a86, v52
	v_accvgpr_write_b32 a87, v53
	v_accvgpr_write_b32 a88, v54
	v_accvgpr_write_b32 a30, v80
	v_accvgpr_write_b32 a31, v81
	scratch_store_dword off, v3, off offset:60 ; 4-byte Folded Spill
	scratch_store_dword off, v5, off offset:56 ; 4-byte Folded Spill
	scratch_store_dword off, v25, off offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v26, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v27, off offset:24 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], off offset:140 ; 8-byte Folded Spill
	scratch_store_dword off, v45, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v47, off offset:148 ; 4-byte Folded Spill
	scratch_store_dword off, v48, off offset:152 ; 4-byte Folded Spill
	scratch_store_dword off, v49, off offset:156 ; 4-byte Folded Spill
	scratch_store_dword off, v50, off offset:160 ; 4-byte Folded Spill
	scratch_store_dword off, v51, off offset:164 ; 4-byte Folded Spill
	scratch_store_dword off, v55, off       ; 4-byte Folded Spill
	scratch_store_dword off, v56, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v57, off offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v58, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v59, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v60, off offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v61, off offset:16 ; 4-byte Folded Spill
	scratch_store_dword off, v62, off offset:4 ; 4-byte Folded Spill
	scratch_store_dword off, v63, off offset:176 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_8
; %bb.5:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	s_mov_b32 s1, 0xc0c0004
	v_perm_b32 v0, v23, v62, s1
	v_perm_b32 v1, v39, v42, s1
	v_lshl_or_b32 v23, v1, 16, v0
	v_perm_b32 v0, v22, v61, s1
	v_perm_b32 v1, v38, v40, s1
	v_lshl_or_b32 v22, v1, 16, v0
	v_perm_b32 v0, v21, v59, s1
	v_perm_b32 v1, v33, v34, s1
	v_lshl_or_b32 v21, v1, 16, v0
	v_perm_b32 v0, v20, v57, s1
	v_perm_b32 v1, v30, v32, s1
	v_lshl_or_b32 v20, v1, 16, v0
	v_perm_b32 v0, v19, v55, s1
	v_perm_b32 v1, v25, v26, s1
	v_lshl_or_b32 v19, v1, 16, v0
	v_perm_b32 v0, v18, v53, s1
	v_perm_b32 v1, v3, v24, s1
	v_lshl_or_b32 v18, v1, 16, v0
	v_perm_b32 v0, v17, v51, s1
	v_perm_b32 v1, v82, v83, s1
	v_lshl_or_b32 v17, v1, 16, v0
	v_perm_b32 v0, v16, v49, s1
	v_perm_b32 v1, v79, v4, s1
	v_lshl_or_b32 v16, v1, 16, v0
	v_perm_b32 v0, v15, v60, s1
	v_perm_b32 v1, v45, v47, s1
	v_lshl_or_b32 v15, v1, 16, v0
	v_perm_b32 v0, v14, v58, s1
	v_perm_b32 v1, v44, v46, s1
	v_lshl_or_b32 v14, v1, 16, v0
	v_perm_b32 v0, v13, v56, s1
	v_perm_b32 v1, v37, v41, s1
	v_lshl_or_b32 v13, v1, 16, v0
	v_perm_b32 v0, v12, v54, s1
	v_perm_b32 v1, v35, v36, s1
	v_lshl_or_b32 v12, v1, 16, v0
	v_perm_b32 v0, v11, v52, s1
	v_perm_b32 v1, v29, v31, s1
	v_lshl_or_b32 v11, v1, 16, v0
	v_perm_b32 v0, v10, v50, s1
	v_perm_b32 v1, v27, v28, s1
	v_lshl_or_b32 v10, v1, 16, v0
	v_perm_b32 v0, v9, v48, s1
	v_perm_b32 v1, v5, v7, s1
	v_lshl_or_b32 v9, v1, 16, v0
	v_perm_b32 v0, v8, v43, s1
	v_perm_b32 v1, v78, v6, s1
	v_lshl_or_b32 v8, v1, 16, v0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v0, s22, v64
	v_accvgpr_write_b32 a29, v64
	v_add_u32_e32 v64, 0x60, v0
	v_or_b32_e32 v65, 64, v0
	v_add_u32_e32 v0, s22, v63
	v_accvgpr_write_b32 a101, v69
	v_and_b32_e32 v69, 0xc00, v69
	v_accvgpr_write_b32 a100, v68
	v_and_b32_e32 v68, 0x280, v68
	v_add_u32_e32 v66, 0x44, v0
	v_add_u32_e32 v67, 64, v0
	v_mov_b32_e32 v62, 0
	v_accvgpr_write_b32 a53, v68
	v_lshrrev_b32_e32 v68, 5, v69
	v_accvgpr_write_b32 a27, v82
	v_accvgpr_write_b32 a28, v83
	v_accvgpr_write_b32 a25, v79
	v_accvgpr_write_b32 a65, v23
	v_accvgpr_write_b32 a64, v22
	v_accvgpr_write_b32 a63, v21
	v_accvgpr_write_b32 a62, v20
	v_accvgpr_write_b32 a61, v19
	v_accvgpr_write_b32 a60, v18
	v_accvgpr_write_b32 a59, v17
	v_accvgpr_write_b32 a58, v16
	v_accvgpr_write_b32 a26, v78
	v_accvgpr_write_b32 a73, v15
	v_accvgpr_write_b32 a72, v14
	v_accvgpr_write_b32 a71, v13
	v_accvgpr_write_b32 a70, v12
	v_accvgpr_write_b32 a69, v11
	v_accvgpr_write_b32 a68, v10
	v_accvgpr_write_b32 a67, v9
	v_accvgpr_write_b32 a66, v8
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s39, s38
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s2, s10, 6
	s_lshl_b32 s3, s0, 6
	s_mov_b32 s1, 0
	s_movk_i32 s12, 0x41e0
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0
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
	v_accvgpr_write_b32 a33, v69
	v_accvgpr_write_b32 a55, v68
	v_mul_lo_u32 v120, s10, v64
	v_mul_lo_u32 v122, s10, v65
	v_mul_lo_u32 v124, s0, v66
	v_mul_lo_u32 v126, s0, v67
	v_mov_b32_e32 v117, 0xff800000
	v_mov_b32_e32 v64, 0
	v_accvgpr_write_b32 a50, v114
	v_accvgpr_write_b32 a51, v115
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s6, s6, 1
	s_cmp_lt_i32 s6, 2
	s_cselect_b32 s6, s6, 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_lshl_b32 s13, s6, 13
	s_lshr_b32 s9, s13, 6
	s_add_i32 s9, s13, s9
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v127, 31, v126
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s23, s9, s16
	v_accvgpr_write_b32 a74, v64
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[64:65], v[80:81], 0, v[126:127]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s23, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v125, 31, v124
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	global_load_lds_dwordx4 v[64:65], off
	v_add3_u32 v64, s12, v71, v72
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[66:67], v[80:81], 0, v[124:125]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 m0, s23, 0x5220
	v_add3_u32 v80, v64, v90, v70
	global_load_lds_dwordx4 v[66:67], off
	; asyncmark
	ds_read_b128 v[82:85], v80
	ds_read_b128 v[86:89], v80 offset:32
	v_accvgpr_mov_b32 a0, a58
	v_accvgpr_mov_b32 a1, a59
	v_accvgpr_mov_b32 a2, a60
	v_accvgpr_mov_b32 a3, a61
	v_accvgpr_mov_b32 a4, a62
	v_accvgpr_mov_b32 a5, a63
	v_accvgpr_mov_b32 a6, a64
	v_accvgpr_mov_b32 a7, a65
	v_accvgpr_write_b32 a32, v70
	v_mov_b32_e32 v125, v71
	v_mov_b32_e32 v127, v72
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], a[0:7], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[96:99], v80 offset:512
	ds_read_b128 v[100:103], v80 offset:544
	ds_read_b128 v[82:85], v80 offset:64
	ds_read_b128 v[86:89], v80 offset:96
	ds_read_b128 v[104:107], v80 offset:576
	ds_read_b128 v[108:111], v80 offset:608
	v_accvgpr_mov_b32 a8, a66
	v_accvgpr_mov_b32 a9, a67
	v_accvgpr_mov_b32 a10, a68
	v_accvgpr_mov_b32 a11, a69
	v_accvgpr_mov_b32 a12, a70
	v_accvgpr_mov_b32 a13, a71
	v_accvgpr_mov_b32 a14, a72
	v_accvgpr_mov_b32 a15, a73
	v_accvgpr_write_b32 a24, v90
	s_mov_b32 s12, s1
	s_lshr_b32 s1, s13, 5
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s1, s13, s1
	s_add_i32 s13, s1, s33
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[82:89], a[8:15], v[64:79]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	s_mov_b32 m0, s13
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s7, s7, 64
	v_add_u32_e32 v124, s3, v124
	v_add_u32_e32 v126, s3, v126
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[96:103], a[0:7], 0
.Ltmp19:
	.file	2 "/work/wt/peers/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 14
	v_max3_f32 v96, v73, v74, v75
	v_max3_f32 v97, v76, v77, v78
.Ltmp20:
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[104:111], a[8:15], v[80:95]
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 15
	s_nop 3
	v_max3_f32 v98, v79, v80, v81
	v_max3_f32 v96, v96, v97, v98
	v_max3_f32 v97, v82, v83, v84
	v_max3_f32 v98, v85, v86, v87
	v_max3_f32 v99, v88, v89, v90
	v_max3_f32 v97, v97, v98, v99
	v_max_f32_e32 v98, v65, v65
	v_max_f32_e32 v99, v64, v64
	v_max_f32_e32 v98, v99, v98
	v_max3_f32 v99, v67, v68, v69
	v_max3_f32 v98, v98, v66, v99
	v_max3_f32 v99, v70, v71, v72
	v_max3_f32 v96, v98, v99, v96
	v_max3_f32 v98, v91, v92, v93
	v_max3_f32 v98, v98, v94, v95
	v_max3_f32 v96, v96, v97, v98
.Ltmp22:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp23:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp24:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v96, s38, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v97, v117, v117
	v_max_f32_e32 v116, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[98:99], s[38:39], v[74:75], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[76:77], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v74, v123
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_ashrrev_i32_e32 v123, 31, v122
	v_accvgpr_read_b32 v77, a51
	v_accvgpr_read_b32 v76, a50
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[96:97], s[38:39], v[72:73], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[72:73], v[76:77], 0, v[122:123]
	v_mov_b32_e32 v123, v74
	v_mov_b32_e32 v74, v121
	v_ashrrev_i32_e32 v121, 31, v120
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[72:73], off
	s_add_i32 m0, s13, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:145:29 ]
	v_lshl_add_u64 v[72:73], v[76:77], 0, v[120:121]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	global_load_lds_dwordx4 v[72:73], off
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b32_e32 v121, v74
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v72, v64
	v_exp_f32_e32 v73, v65
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, s12, v121
	v_accvgpr_read_b32 v65, a33
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[80:81], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[114:115], s[38:39], v[84:85], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[88:89], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[108:109], s[38:39], v[92:93], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v74, v66
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v64, v64, v123, v65
	v_accvgpr_read_b32 v65, a53
	v_accvgpr_read_b32 v66, a55
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[112:113], s[38:39], v[78:79], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[118:119], s[38:39], v[86:87], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[106:107], s[38:39], v[90:91], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[110:111], s[38:39], v[94:95], v[116:117] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v76, v68
	v_exp_f32_e32 v77, v69
	v_exp_f32_e32 v80, v96
	v_exp_f32_e32 v81, v97
	v_exp_f32_e32 v86, v100
	v_exp_f32_e32 v87, v101
	v_exp_f32_e32 v90, v102
	v_exp_f32_e32 v91, v103
	v_exp_f32_e32 v94, v114
	v_exp_f32_e32 v95, v115
	v_exp_f32_e32 v114, v104
	v_exp_f32_e32 v115, v105
	v_exp_f32_e32 v96, v108
	v_exp_f32_e32 v97, v109
	.loc	1 112 17 is_stmt 1              ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_add3_u32 v64, v64, v65, v66
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v75, v67
	v_exp_f32_e32 v78, v70
	v_exp_f32_e32 v79, v71
	v_exp_f32_e32 v84, v98
	v_exp_f32_e32 v85, v99
	v_exp_f32_e32 v88, v112
	v_exp_f32_e32 v89, v113
	v_exp_f32_e32 v92, v82
	v_exp_f32_e32 v93, v83
	v_exp_f32_e32 v112, v118
	v_exp_f32_e32 v113, v119
	v_exp_f32_e32 v118, v106
	v_exp_f32_e32 v119, v107
	v_exp_f32_e32 v98, v110
	v_exp_f32_e32 v99, v111
	; asyncmark
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	ds_read_b64_tr_b8 a[0:1], v64
	ds_read_b64_tr_b8 a[8:9], v64 offset:32
	ds_read_b64_tr_b8 a[16:17], v64 offset:64
	ds_read_b64_tr_b8 v[100:101], v64 offset:96
	ds_read_b64_tr_b8 a[2:3], v64 offset:256
	ds_read_b64_tr_b8 a[10:11], v64 offset:288
	ds_read_b64_tr_b8 a[18:19], v64 offset:320
	ds_read_b64_tr_b8 v[102:103], v64 offset:352
	ds_read_b64_tr_b8 a[4:5], v64 offset:4224
	ds_read_b64_tr_b8 a[12:13], v64 offset:4256
	ds_read_b64_tr_b8 a[20:21], v64 offset:4288
	ds_read_b64_tr_b8 v[104:105], v64 offset:4320
	ds_read_b64_tr_b8 a[6:7], v64 offset:4480
	ds_read_b64_tr_b8 a[14:15], v64 offset:4512
	ds_read_b64_tr_b8 a[22:23], v64 offset:4544
	ds_read_b64_tr_b8 v[106:107], v64 offset:4576
	.loc	1 109 34                        ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v64, v117, v116
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:145:29 ]
	v_exp_f32_e32 v82, v64
	.loc	1 113 26 is_stmt 1              ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v96, v97, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v98, v99, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[82:83] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:145:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[82:83] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[64:71], v[48:63]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	s_add_i32 s12, s9, 0x41e0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v120, s2, v120
	v_add_u32_e32 v122, s2, v122
	s_cmp_lt_i32 s7, s8
	v_mov_b32_e32 v117, v116
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[8:15], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[16:23], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[100:107], v[64:71], v[0:15]
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_add_f32_e64 v64, v72, v74
	v_add_f32_e64 v65, v73, v75
	v_add_f32_e64 v66, v76, v78
	v_add_f32_e64 v67, v77, v79
	v_add_f32_e64 v68, v80, v84
	v_add_f32_e64 v69, v81, v85
	v_add_f32_e64 v70, v86, v88
	v_add_f32_e64 v71, v87, v89
	v_add_f32_e64 v72, v90, v92
	v_add_f32_e64 v73, v91, v93
	v_add_f32_e64 v74, v94, v112
	v_add_f32_e64 v75, v95, v113
	v_add_f32_e64 v76, v114, v118
	v_add_f32_e64 v77, v115, v119
	v_pk_add_f32 v[78:79], v[96:97], v[98:99]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v72, v127
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_accvgpr_read_b32 v81, a31
.Ltmp26:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp27:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v127, v64, v65
	v_accvgpr_read_b32 v64, a74
.Ltmp29:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v127, v64, v82
	v_accvgpr_read_b32 v80, a30
	v_accvgpr_read_b32 v90, a24
	v_mov_b32_e32 v71, v125
	v_accvgpr_read_b32 v70, a32
	v_mov_b32_e32 v64, v127
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_6
; %bb.7:                                ; %Flow1185
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_read_b32 v79, a25
	v_accvgpr_read_b32 v78, a26
	v_accvgpr_read_b32 v82, a27
	v_accvgpr_read_b32 v83, a28
	v_accvgpr_read_b32 v115, a51
	v_accvgpr_read_b32 v114, a50
	s_branch .LBB0_9
.LBB0_8:
	v_mov_b32_e32 v1, 0
	v_accvgpr_write_b32 a101, v69
	v_accvgpr_write_b32 a100, v68
	v_accvgpr_write_b32 a29, v64
	s_mov_b32 s1, 0
	s_movk_i32 s12, 0x41e0
	v_mov_b32_e32 v116, 0xff800000
	v_mov_b32_e32 v127, 0
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
.LBB0_9:                                ; %Flow1186
	s_load_dword s42, s[4:5], 0x60
	s_load_dword s43, s[4:5], 0x24
	s_load_dwordx2 s[40:41], s[4:5], 0x58
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_add_i32 s4, s19, 63
	s_cmp_gt_i32 s4, 63
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_or3_b32 v64, v71, v72, v90
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:145:29 ]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lt_i32 s4, 64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v64, v64, v70
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_store_dwordx2 off, v[90:91], off offset:168 ; 8-byte Folded Spill
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a2, v64
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	v_add_u32_e32 v112, s12, v64
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	scratch_load_dword v64, off, off offset:4 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc0c0004
	v_accvgpr_read_b32 v77, a49
	v_accvgpr_read_b32 v76, a48
	v_accvgpr_read_b32 v75, a47
	v_accvgpr_read_b32 v74, a46
	v_mov_b32_e32 v113, v121
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[118:121], v112
	v_accvgpr_write_b32 a0, v123
	ds_read_b128 v[122:125], v112 offset:32
	v_accvgpr_write_b32 a5, v82
	v_accvgpr_write_b32 a6, v83
	ds_read_b128 v[70:73], v112 offset:96
	ds_read_b128 v[66:69], v112 offset:64
	v_accvgpr_write_b32 a4, v79
	v_accvgpr_write_b32 a3, v78
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v77, v64, s4
	scratch_load_dword v65, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v77, s4
	v_lshl_or_b32 v103, v65, 16, v64
	scratch_load_dword v64, off, off offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v76, v64, s4
	scratch_load_dword v65, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[76:77], off, off offset:104 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v77, a45
	v_perm_b32 v65, v65, v76, s4
	v_lshl_or_b32 v102, v65, 16, v64
	scratch_load_dword v64, off, off offset:12 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v76, a44
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v75, v64, s4
	scratch_load_dword v65, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v75, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v75, s4
	v_lshl_or_b32 v101, v65, 16, v64
	scratch_load_dword v64, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v74, v64, s4
	scratch_load_dword v65, off, off offset:28 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[74:75], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v75, a43
	v_perm_b32 v65, v65, v74, s4
	v_lshl_or_b32 v100, v65, 16, v64
	scratch_load_dword v64, off, off        ; 4-byte Folded Reload
	v_accvgpr_read_b32 v74, a42
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v77, v64, s4
	scratch_load_dword v77, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v77, s4
	v_lshl_or_b32 v99, v65, 16, v64
	scratch_load_dword v65, off, off offset:60 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v64, a87
	v_perm_b32 v64, v76, v64, s4
	v_accvgpr_read_b32 v76, a126
	v_accvgpr_read_b32 v77, a41
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v76, s4
	v_lshl_or_b32 v98, v65, 16, v64
	scratch_load_dword v64, off, off offset:164 ; 4-byte Folded Reload
	v_perm_b32 v65, v82, v83, s4
	v_accvgpr_read_b32 v76, a40
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v75, v64, s4
	v_lshl_or_b32 v97, v65, 16, v64
	scratch_load_dword v64, off, off offset:156 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v75, a39
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v74, v64, s4
	v_accvgpr_read_b32 v74, a52
	v_perm_b32 v65, v79, v74, s4
	v_lshl_or_b32 v96, v65, 16, v64
	scratch_load_dword v64, off, off offset:36 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v74, a38
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[118:125], v[96:103], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[122:125], v112 offset:544
	ds_read_b128 v[118:121], v112 offset:512
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v77, v64, s4
	scratch_load_dword v65, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v77, s4
	v_lshl_or_b32 v111, v65, 16, v64
	scratch_load_dword v64, off, off offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v76, v64, s4
	scratch_load_dword v65, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[76:77], off, off offset:140 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v77, a37
	v_perm_b32 v65, v65, v76, s4
	v_lshl_or_b32 v110, v65, 16, v64
	scratch_load_dword v64, off, off offset:8 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v76, a36
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v75, v64, s4
	scratch_load_dword v65, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v75, off, off offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v75, s4
	v_lshl_or_b32 v109, v65, 16, v64
	v_accvgpr_read_b32 v64, a88
	v_perm_b32 v64, v74, v64, s4
	scratch_load_dword v65, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[74:75], off, off offset:92 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_accvgpr_read_b32 v75, a35
	v_perm_b32 v65, v65, v74, s4
	v_lshl_or_b32 v108, v65, 16, v64
	v_accvgpr_read_b32 v64, a86
	v_perm_b32 v64, v77, v64, s4
	scratch_load_dword v65, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v77, off, off offset:76 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v74, a34
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v77, s4
	v_lshl_or_b32 v107, v65, 16, v64
	scratch_load_dword v64, off, off offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v76, v64, s4
	scratch_load_dword v65, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[76:77], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v76, s4
	v_lshl_or_b32 v106, v65, 16, v64
	scratch_load_dword v64, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v75, v64, s4
	v_accvgpr_read_b32 v75, a89
	s_waitcnt vmcnt(0)
	v_perm_b32 v65, v65, v75, s4
	v_lshl_or_b32 v105, v65, 16, v64
	scratch_load_dword v64, off, off offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v74, v64, s4
	v_accvgpr_read_b32 v74, a54
	v_perm_b32 v65, v78, v74, s4
	v_lshl_or_b32 v104, v65, 16, v64
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], v[104:111], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], v[96:103], 0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:145:29 ]
	ds_read_b128 v[100:103], v112 offset:608
	ds_read_b128 v[96:99], v112 offset:576
	v_accvgpr_read_b32 v123, a0
	v_mov_b32_e32 v121, v113
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:145:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[96:103], v[104:111], v[64:79]
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	v_accvgpr_write_b32 a6, v83
	v_accvgpr_write_b32 a5, v82
	v_accvgpr_write_b32 a4, v79
	v_accvgpr_write_b32 a3, v78
	v_accvgpr_write_b32 a2, v64
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
.LBB0_12:
.Ltmp30:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	s_nop 10
	v_max_f32_e32 v96, v81, v81
	v_max_f32_e32 v97, v80, v80
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v83, v84, v85
	v_max3_f32 v99, v89, v90, v91
	v_max3_f32 v100, v92, v93, v94
	s_nop 1
	v_max3_f32 v101, v95, v64, v65
	v_max3_f32 v98, v86, v87, v88
	v_max3_f32 v102, v66, v67, v68
	v_max3_f32 v103, v69, v70, v71
	v_max3_f32 v104, v72, v73, v74
	v_max3_f32 v105, v75, v76, v77
	v_max3_f32 v96, v96, v82, v97
	v_max3_f32 v97, v99, v100, v101
	v_max3_f32 v99, v102, v103, v104
	v_max3_f32 v100, v105, v78, v79
	v_max3_f32 v96, v96, v98, v97
	v_max3_f32 v96, v96, v99, v100
.Ltmp31:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp32:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_and_b64 s[2:3], s[2:3], exec
.Ltmp33:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:145:29 ] ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp34:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:145:29 ]
	v_mul_f32_e32 v96, s38, v96
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:145:29 ]
	v_max_f32_e32 v97, v116, v116
	v_max_f32_e32 v96, v97, v96
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:145:29 ]
	v_pk_fma_f32 v[80:81], s[38:39], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], s[38:39], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[38:39], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], s[38:39], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], s[38:39], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], s[38:39], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], s[38:39], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], s[38:39], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:145:29 ]
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
	v_exp_f32_e32 v98, v64
	v_exp_f32_e32 v99, v65
	v_exp_f32_e32 v100, v66
	v_exp_f32_e32 v101, v67
	v_exp_f32_e32 v102, v68
	v_exp_f32_e32 v103, v69
	v_exp_f32_e32 v104, v70
	v_exp_f32_e32 v105, v71
	v_exp_f32_e32 v106, v72
	v_exp_f32_e32 v107, v73
	v_exp_f32_e32 v108, v74
	v_exp_f32_e32 v109, v75
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
.Ltmp35:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_pk_add_f32 v[64:65], v[80:81], v[82:83]
	v_pk_add_f32 v[66:67], v[84:85], v[86:87]
	v_pk_add_f32 v[68:69], v[88:89], v[90:91]
	v_pk_add_f32 v[70:71], v[92:93], v[94:95]
	v_pk_add_f32 v[72:73], v[98:99], v[100:101]
	v_pk_add_f32 v[74:75], v[102:103], v[104:105]
	v_pk_add_f32 v[110:111], v[106:107], v[108:109]
	v_pk_add_f32 v[112:113], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[110:111], v[112:113]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_accvgpr_read_b32 v118, a100
	v_accvgpr_read_b32 v119, a101
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp36:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
.Ltmp37:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v73, v64, v65
.Ltmp38:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:145:29 ]
	v_and_b32_e32 v64, 0xc00, v119
	v_and_b32_e32 v65, 0x280, v118
	v_lshrrev_b32_e32 v66, 5, v64
	v_or3_b32 v65, v121, v123, v65
	v_or3_b32 v72, v65, v66, v64
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v98, v99, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v106, v107, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v76, v77, 1.0
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp40:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v78, v79, 1.0 op_sel:[0,0,0,1]
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cselect_b32 s2, 1, 0
.Ltmp41:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp42:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 113 19 is_stmt 0              ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cmp_lg_u32 s2, 1
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:145:29 ]
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:145:29 ]
	s_cbranch_scc1 .LBB0_14
; %bb.13:
	.loc	1 0 19                          ; triton_peers.py:0:19
	v_accvgpr_write_b32 a9, v72
	v_add_u32_e32 v75, s1, v72
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:145:29 ]
	v_sub_f32_e32 v72, v116, v96
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
	v_mov_b32_e32 v116, v96
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
.Ltmp43:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:145:29 ] ] ]
	v_add_f32_e32 v73, v73, v74
.Ltmp44:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:145:29 ]
	v_fmac_f32_e32 v73, v127, v72
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
	v_mov_b32_e32 v127, v73
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[98:105], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[106:113], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[76:83], v[64:71], v[0:15]
	s_branch .LBB0_15
.Ltmp45:
.LBB0_14:
	.loc	1 0 19 is_stmt 0                ; triton_peers.py:0:19
	v_accvgpr_write_b32 a9, v72
.LBB0_15:
	scratch_load_dword v91, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v117, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[100:101], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dword v126, off, off offset:28 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[92:93], off, off offset:64 ; 8-byte Folded Reload
	scratch_load_dword v99, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v101, off, off offset:76 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v102, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[104:105], off, off offset:92 ; 8-byte Folded Reload
	scratch_load_dword v105, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[108:109], off, off offset:104 ; 8-byte Folded Reload
	scratch_load_dword v107, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v109, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v111, off, off offset:124 ; 4-byte Folded Reload
	scratch_load_dword v112, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v113, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[118:119], off, off offset:140 ; 8-byte Folded Reload
	scratch_load_dword v119, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v120, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v121, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v71, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v122, off, off offset:160 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:164 ; 4-byte Folded Reload
	scratch_load_dword v89, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v96, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v83, a37
	v_accvgpr_read_b32 v82, a36
	v_accvgpr_read_b32 v81, a35
	v_accvgpr_read_b32 v80, a34
	v_accvgpr_read_b32 v79, a41
	v_accvgpr_read_b32 v78, a40
	v_accvgpr_read_b32 v77, a39
	v_accvgpr_read_b32 v76, a38
	v_accvgpr_read_b32 v75, a45
	v_accvgpr_read_b32 v74, a44
	v_accvgpr_read_b32 v73, a43
	v_accvgpr_read_b32 v72, a42
	v_accvgpr_read_b32 v87, a49
	v_accvgpr_read_b32 v86, a48
	v_accvgpr_read_b32 v85, a47
	v_accvgpr_read_b32 v84, a46
	v_accvgpr_read_b32 v88, a52
	v_accvgpr_read_b32 v106, a54
	v_accvgpr_read_b32 v90, a126
	v_accvgpr_read_b32 v97, a89
	v_accvgpr_read_b32 v123, a86
	v_accvgpr_read_b32 v124, a87
	v_accvgpr_read_b32 v125, a88
.Ltmp46:
	.loc	1 96 9 is_stmt 1                ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_gt_i32 s19, 0x7fffff7f
	s_mov_b64 s[2:3], -1
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	s_cbranch_scc0 .LBB0_17
; %bb.16:                               ; %.critedge6.critedge
	; asyncmark
	.loc	1 0 17 is_stmt 0                ; triton_peers.py:0:17
	s_mov_b64 s[2:3], 0
.LBB0_17:                               ; %Flow1184
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s1, 1, 0
	v_accvgpr_write_b32 a8, v127
	s_cmp_lg_u32 s1, 1
	s_cbranch_scc1 .LBB0_19
; %bb.18:                               ; %.critedge4
	v_accvgpr_read_b32 v64, a99
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v68, s19, v64
	v_accvgpr_read_b32 v64, a98
	v_accvgpr_read_b32 v66, a90
	v_add_u32_e32 v69, s19, v64
	v_accvgpr_read_b32 v64, a91
	v_add_u32_e32 v66, s19, v66
	v_add_u32_e32 v64, s19, v64
	.loc	1 99 34                         ; triton_peers.py:99:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v66, v66, s0
	v_mul_lo_u32 v64, v64, s0
	v_accvgpr_write_b32 a0, v114
	v_accvgpr_write_b32 a1, v115
	v_accvgpr_read_b32 v115, a31
	v_accvgpr_read_b32 v114, a30
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[66:67], v[114:115], 0, v[66:67]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s16, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[64:65]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[66:67], off
	s_add_i32 m0, s16, 0x5220
	.loc	1 112 34 is_stmt 1              ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v66, v69, s10
	v_accvgpr_read_b32 v115, a1
	v_accvgpr_read_b32 v114, a0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
	.loc	1 112 34                        ; triton_peers.py:112:34 @[ triton_peers.py:147:29 ]
	v_mul_lo_u32 v64, v68, s10
	.loc	1 112 25 is_stmt 0              ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v67, 31, v66
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[66:67], v[114:115], 0, v[66:67]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s33
	; asyncmark
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[114:115], 0, v[64:65]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[66:67], off
	s_add_i32 m0, s33, 0x1080
	s_nop 0
	global_load_lds_dwordx4 v[64:65], off
.Ltmp47:
.LBB0_19:                               ; %.critedge6
	.loc	1 0 17                          ; triton_peers.py:0:17
	v_accvgpr_read_b32 v64, a57
	.loc	1 129 38 is_stmt 1              ; triton_peers.py:129:38
	v_lshl_or_b32 v64, s22, 5, v64
	.loc	1 129 18 is_stmt 0              ; triton_peers.py:129:18
	v_or_b32_e32 v65, s28, v64
	v_accvgpr_read_b32 v64, a56
	v_accvgpr_write_b32 a68, v114
	v_accvgpr_write_b32 a69, v115
.Ltmp48:
	.loc	1 94 18 is_stmt 1               ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_lshrrev_b32_e32 v114, 3, v64
	v_or_b32_e32 v64, 3, v114
	v_accvgpr_write_b32 a85, v64
	v_or_b32_e32 v64, 2, v114
	v_accvgpr_write_b32 a78, v64
	v_or_b32_e32 v64, 9, v114
	v_accvgpr_write_b32 a84, v64
	v_or_b32_e32 v64, 8, v114
	v_accvgpr_write_b32 a77, v64
	v_or_b32_e32 v64, 11, v114
	v_accvgpr_write_b32 a83, v64
	v_or_b32_e32 v64, 10, v114
	v_accvgpr_write_b32 a76, v64
	v_or_b32_e32 v64, 17, v114
	v_accvgpr_write_b32 a82, v64
	v_or_b32_e32 v64, 16, v114
	v_accvgpr_write_b32 a75, v64
	v_or_b32_e32 v64, 19, v114
	v_accvgpr_write_b32 a116, v64
	v_or_b32_e32 v64, 18, v114
	v_accvgpr_write_b32 a74, v64
	v_or_b32_e32 v64, 25, v114
	v_accvgpr_write_b32 a114, v64
	v_or_b32_e32 v64, 24, v114
	v_accvgpr_write_b32 a65, v64
	v_or_b32_e32 v64, 27, v114
	v_accvgpr_write_b32 a112, v64
	v_or_b32_e32 v64, 32, v114
	v_accvgpr_write_b32 a79, v64
	v_or_b32_e32 v64, 34, v114
	v_accvgpr_write_b32 a71, v64
	v_or_b32_e32 v64, 40, v114
	v_accvgpr_write_b32 a80, v64
	v_or_b32_e32 v64, 42, v114
	v_accvgpr_write_b32 a72, v64
	v_or_b32_e32 v64, 49, v114
	v_accvgpr_write_b32 a70, v64
	v_or_b32_e32 v64, 48, v114
	v_accvgpr_write_b32 a81, v64
	v_or_b32_e32 v64, 51, v114
	v_accvgpr_write_b32 a50, v64
	v_or_b32_e32 v64, 50, v114
	v_accvgpr_write_b32 a73, v64
	v_or_b32_e32 v64, 57, v114
	v_accvgpr_write_b32 a55, v64
	v_or_b32_e32 v64, 56, v114
	v_accvgpr_write_b32 a64, v64
	v_or_b32_e32 v64, 59, v114
	v_accvgpr_write_b32 a53, v64
	v_or_b32_e32 v64, 58, v114
.Ltmp49:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s44, s19, 64
	.loc	1 106 47                        ; triton_peers.py:106:47 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v127, s11, v65
.Ltmp50:
	.loc	1 94 18                         ; triton_peers.py:94:18 @[ triton_peers.py:145:29 ]
	v_or_b32_e32 v115, 26, v114
	v_or_b32_e32 v66, 33, v114
	v_or_b32_e32 v67, 35, v114
	v_or_b32_e32 v68, 41, v114
	v_or_b32_e32 v69, 43, v114
	v_accvgpr_write_b32 a111, v114
	v_accvgpr_write_b32 a33, v64
.Ltmp51:
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cmp_gt_i32 s19, 0x7fffffbf
	; asyncmark
	s_cbranch_scc1 .LBB0_23
; %bb.20:                               ; %.lr.ph420
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	scratch_load_dword v64, off, off offset:4 ; 4-byte Folded Reload
	s_mov_b32 s1, 0xc0c0004
	v_accvgpr_write_b32 a98, v65
	s_waitcnt vmcnt(12)
	v_perm_b32 v65, v109, v111, s1
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s39, s10, 6
	s_lshl_b32 s46, s0, 6
	s_mov_b32 s45, 0
	s_mov_b32 s47, 0
	v_accvgpr_mov_b32 a67, a31
	v_accvgpr_mov_b32 a66, a30
	v_accvgpr_mov_b32 a99, a50
	v_accvgpr_mov_b32 a100, a55
	v_accvgpr_mov_b32 a101, a53
	v_accvgpr_mov_b32 a102, a64
	v_accvgpr_mov_b32 a103, a33
	v_accvgpr_write_b32 a51, v66
	v_accvgpr_write_b32 a32, v67
	v_accvgpr_write_b32 a125, v68
	v_accvgpr_write_b32 a127, v69
	v_accvgpr_mov_b32 a104, a70
	v_accvgpr_mov_b32 a105, a79
	v_accvgpr_mov_b32 a106, a71
	v_accvgpr_mov_b32 a107, a80
	v_accvgpr_mov_b32 a108, a72
	v_accvgpr_mov_b32 a109, a81
	v_accvgpr_mov_b32 a110, a73
	v_accvgpr_mov_b32 a113, a65
	v_accvgpr_mov_b32 a115, a74
	v_accvgpr_mov_b32 a117, a75
	v_accvgpr_mov_b32 a118, a82
	v_accvgpr_mov_b32 a119, a76
	v_accvgpr_mov_b32 a120, a83
	v_accvgpr_mov_b32 a121, a77
	v_accvgpr_mov_b32 a122, a84
	v_accvgpr_mov_b32 a123, a78
	v_accvgpr_mov_b32 a124, a85
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v87, v64, s1
	v_lshl_or_b32 v95, v65, 16, v64
	scratch_load_dword v64, off, off offset:16 ; 4-byte Folded Reload
	v_perm_b32 v65, v105, v108, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v86, v64, s1
	v_lshl_or_b32 v94, v65, 16, v64
	scratch_load_dword v64, off, off offset:12 ; 4-byte Folded Reload
	v_perm_b32 v65, v93, v102, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v85, v64, s1
	v_lshl_or_b32 v93, v65, 16, v64
	scratch_load_dword v64, off, off offset:40 ; 4-byte Folded Reload
	v_perm_b32 v65, v126, v92, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v84, v64, s1
	v_lshl_or_b32 v92, v65, 16, v64
	scratch_load_dword v64, off, off        ; 4-byte Folded Reload
	v_perm_b32 v65, v91, v117, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v75, v64, s1
	v_lshl_or_b32 v91, v65, 16, v64
	v_perm_b32 v64, v74, v124, s1
	v_perm_b32 v65, v89, v90, s1
	v_lshl_or_b32 v90, v65, 16, v64
	v_perm_b32 v64, v73, v70, s1
	v_accvgpr_read_b32 v65, a5
	v_accvgpr_read_b32 v70, a6
	scratch_store_dword off, v65, off offset:184 ; 4-byte Folded Spill
	v_perm_b32 v65, v65, v70, s1
	v_lshl_or_b32 v89, v65, 16, v64
	v_accvgpr_read_b32 v65, a4
	v_perm_b32 v64, v72, v71, s1
	scratch_store_dword off, v65, off offset:192 ; 4-byte Folded Spill
	v_perm_b32 v65, v65, v88, s1
	v_lshl_or_b32 v88, v65, 16, v64
	scratch_load_dword v64, off, off offset:36 ; 4-byte Folded Reload
	v_perm_b32 v65, v119, v120, s1
	v_accvgpr_write_b32 a97, v95
	v_accvgpr_write_b32 a96, v94
	v_accvgpr_write_b32 a95, v93
	v_accvgpr_write_b32 a94, v92
	v_accvgpr_write_b32 a93, v91
	v_accvgpr_write_b32 a92, v90
	v_accvgpr_write_b32 a91, v89
	v_accvgpr_write_b32 a90, v88
	v_accvgpr_read_b32 v88, a8
	v_accvgpr_read_b32 v89, a2
	v_accvgpr_read_b32 v90, a9
	v_accvgpr_read_b32 v95, a111
	v_mov_b32_e32 v91, v115
	v_accvgpr_read_b32 v92, a112
	v_accvgpr_read_b32 v94, a114
	v_accvgpr_read_b32 v93, a116
	scratch_store_dword off, v70, off offset:180 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_perm_b32 v64, v79, v64, s1
	v_lshl_or_b32 v79, v65, 16, v64
	scratch_load_dword v64, off, off offset:32 ; 4-byte Folded Reload
	v_perm_b32 v65, v113, v118, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v78, v64, s1
	v_lshl_or_b32 v78, v65, 16, v64
	scratch_load_dword v64, off, off offset:8 ; 4-byte Folded Reload
	v_perm_b32 v65, v107, v110, s1
	s_waitcnt vmcnt(0)
	v_perm_b32 v64, v77, v64, s1
	v_lshl_or_b32 v77, v65, 16, v64
	v_perm_b32 v64, v76, v125, s1
	v_perm_b32 v65, v103, v104, s1
	v_lshl_or_b32 v76, v65, 16, v64
	v_perm_b32 v64, v83, v123, s1
	v_perm_b32 v65, v99, v101, s1
	v_lshl_or_b32 v75, v65, 16, v64
	v_perm_b32 v64, v82, v122, s1
	v_perm_b32 v65, v98, v100, s1
	v_lshl_or_b32 v74, v65, 16, v64
	v_perm_b32 v64, v81, v121, s1
	v_perm_b32 v65, v96, v97, s1
	v_lshl_or_b32 v73, v65, 16, v64
	v_accvgpr_read_b32 v65, a3
	v_perm_b32 v64, v80, v112, s1
	scratch_store_dword off, v65, off offset:188 ; 4-byte Folded Spill
	v_perm_b32 v65, v65, v106, s1
	s_add_i32 s1, s21, s28
	v_lshl_or_b32 v72, v65, 16, v64
	s_add_i32 s22, s22, s1
	v_accvgpr_read_b32 v64, a29
	v_add_u32_e32 v64, s22, v64
	v_subrev_u32_e32 v64, s20, v64
	v_add_u32_e32 v65, 0x60, v64
	v_add_u32_e32 v64, 64, v64
	v_mul_lo_u32 v98, s10, v64
	scratch_load_dword v64, off, off offset:176 ; 4-byte Folded Reload
	v_mul_lo_u32 v96, s10, v65
	v_accvgpr_write_b32 a56, v72
	v_accvgpr_write_b32 a57, v73
	v_accvgpr_write_b32 a58, v74
	v_accvgpr_write_b32 a59, v75
	v_accvgpr_write_b32 a60, v76
	v_accvgpr_write_b32 a61, v77
	v_accvgpr_write_b32 a62, v78
	v_accvgpr_write_b32 a63, v79
	s_movk_i32 s1, 0x41e0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v64, s22, v64
	v_subrev_u32_e32 v64, s20, v64
	v_add_u32_e32 v65, 0x44, v64
	v_add_u32_e32 v64, 64, v64
	v_mul_lo_u32 v100, s0, v65
	v_mul_lo_u32 v102, s0, v64
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s47, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s47, s0, 0
	.loc	1 99 17 is_stmt 1               ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshl_b32 s49, s47, 13
	s_lshr_b32 s0, s49, 6
	s_add_i32 s48, s49, s0
	.loc	1 99 25 is_stmt 0               ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v103, 31, v102
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s0, s48, s16
	v_accvgpr_read_b32 v66, a66
	v_accvgpr_read_b32 v67, a67
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v101, 31, v100
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 m0, s0, 0x41e0
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[102:103]
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	s_barrier
	v_add_u32_e32 v80, s1, v89
	global_load_lds_dwordx4 v[64:65], off
	s_add_i32 m0, s0, 0x5220
	.loc	1 99 25                         ; triton_peers.py:99:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[64:65], v[66:67], 0, v[100:101]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[64:65], off
	; asyncmark
	ds_read_b128 v[104:107], v80
	ds_read_b128 v[108:111], v80 offset:32
	ds_read_b128 v[118:121], v80 offset:64
	ds_read_b128 v[122:125], v80 offset:96
	v_accvgpr_mov_b32 a8, a90
	v_accvgpr_mov_b32 a9, a91
	v_accvgpr_mov_b32 a10, a92
	v_accvgpr_mov_b32 a11, a93
	v_accvgpr_mov_b32 a12, a94
	v_accvgpr_mov_b32 a13, a95
	v_accvgpr_mov_b32 a14, a96
	v_accvgpr_mov_b32 a15, a97
	.loc	1 98 20 is_stmt 1               ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s19, v95
	v_add_u32_e32 v82, 1, v81
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[104:111], a[8:15], 0
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v82, v127
	v_accvgpr_read_b32 v82, a123
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v82, v127
	v_accvgpr_read_b32 v82, a124
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v82, v127
	v_accvgpr_read_b32 v82, a121
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v82, v127
	v_accvgpr_read_b32 v82, a122
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	v_accvgpr_mov_b32 a16, a56
	v_accvgpr_mov_b32 a17, a57
	v_accvgpr_mov_b32 a18, a58
	v_accvgpr_mov_b32 a19, a59
	v_accvgpr_mov_b32 a20, a60
	v_accvgpr_mov_b32 a21, a61
	v_accvgpr_mov_b32 a22, a62
	v_accvgpr_mov_b32 a23, a63
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v82, v127
	v_accvgpr_read_b32 v82, a119
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], a[16:23], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v82, v127
	v_accvgpr_read_b32 v82, a120
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v82, v127
	v_accvgpr_read_b32 v82, a117
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v82, v127
	v_accvgpr_read_b32 v82, a118
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v82, v127
	v_accvgpr_read_b32 v82, a115
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v82, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v93
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v82, v127
	v_accvgpr_read_b32 v82, a113
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v82
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v82, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v94
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v82, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v91
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[118:121], v80 offset:512
	ds_read_b128 v[122:125], v80 offset:544
	ds_read_b128 a[0:3], v80 offset:576
	ds_read_b128 a[4:7], v80 offset:608
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v82, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s19, v92
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v82, v127
	v_cmp_le_i32_e64 s[30:31], v81, v127
	v_mov_b32_e32 v82, 0xff800000
	v_cndmask_b32_e32 v111, v82, v65, vcc
	v_cndmask_b32_e64 v110, v82, v64, s[30:31]
	v_cndmask_b32_e64 v108, v82, v66, s[0:1]
	v_cndmask_b32_e64 v109, v82, v67, s[2:3]
	v_cndmask_b32_e64 v106, v82, v68, s[4:5]
	v_cndmask_b32_e64 v107, v82, v69, s[6:7]
	v_cndmask_b32_e64 v104, v82, v70, s[8:9]
	v_cndmask_b32_e64 v105, v82, v71, s[10:11]
	v_cndmask_b32_e64 v101, v82, v72, s[12:13]
	v_cndmask_b32_e64 v103, v82, v73, s[34:35]
	v_cndmask_b32_e64 v86, v82, v74, s[36:37]
	v_cndmask_b32_e64 v87, v82, v75, s[20:21]
	v_cndmask_b32_e64 v84, v82, v76, s[22:23]
	v_cndmask_b32_e64 v85, v82, v77, s[24:25]
	v_cndmask_b32_e64 v81, v82, v78, s[26:27]
	v_cndmask_b32_e64 v83, v82, v79, s[28:29]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], a[8:15], 0
	v_accvgpr_read_b32 v80, a51
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v80, v127
	v_accvgpr_read_b32 v80, a106
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v80, v127
	v_accvgpr_read_b32 v80, a32
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v80, v127
	v_accvgpr_read_b32 v80, a107
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v80, v127
	v_accvgpr_read_b32 v80, a125
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v80, v127
	v_accvgpr_read_b32 v80, a108
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v80, v127
	v_accvgpr_read_b32 v80, a127
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], a[16:23], v[64:79]
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v80, v127
	v_accvgpr_read_b32 v80, a109
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v80, v127
	v_accvgpr_read_b32 v80, a104
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v80, v127
	v_accvgpr_read_b32 v80, a110
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v80, v127
	v_accvgpr_read_b32 v80, a99
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v80, v127
	v_accvgpr_read_b32 v80, a102
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v80, v127
	v_accvgpr_read_b32 v80, a100
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v80, v127
	v_accvgpr_read_b32 v80, a103
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v80, v127
	v_accvgpr_read_b32 v80, a101
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v115, v82, v66, s[0:1]
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_lshr_b32 s1, s49, 5
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[34:35], v80, v127
	v_accvgpr_read_b32 v80, a105
	s_mov_b32 s0, s45
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s45, s49, s1
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v80, s19, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v113, v82, v68, s[4:5]
	v_cndmask_b32_e64 v114, v82, v69, s[6:7]
	v_cndmask_b32_e64 v68, v82, v74, s[22:23]
	v_cndmask_b32_e64 v69, v82, v75, s[24:25]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v99, 31, v98
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s45, s33
	v_accvgpr_read_b32 v75, a69
	v_accvgpr_read_b32 v74, a68
	.loc	1 106 21 is_stmt 1              ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[36:37], v80, v127
	v_cndmask_b32_e64 v80, v82, v70, s[8:9]
	v_cndmask_b32_e64 v112, v82, v71, s[10:11]
	v_cndmask_b32_e64 v70, v82, v72, s[12:13]
	v_cndmask_b32_e64 v71, v82, v73, s[20:21]
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[98:99]
	.loc	1 112 17 is_stmt 0              ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 m0, s1
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_ashrrev_i32_e32 v97, 31, v96
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[72:73], off
	s_add_i32 m0, s1, 0x1080
	.loc	1 112 25                        ; triton_peers.py:112:25 @[ triton_peers.py:147:29 ]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[96:97]
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	global_load_lds_dwordx4 v[72:73], off
	.loc	1 106 21 is_stmt 1              ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v117, v82, v64, s[36:37]
	v_cndmask_b32_e32 v119, v82, v65, vcc
	v_cndmask_b32_e64 v118, v82, v67, s[2:3]
.Ltmp52:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v72, v103, v86, v87
	v_max3_f32 v73, v84, v85, v81
	v_max3_f32 v74, v83, v117, v119
	v_max3_f32 v72, v72, v73, v74
	v_max3_f32 v73, v115, v118, v113
	v_max3_f32 v74, v114, v80, v112
	v_max3_f32 v75, v70, v71, v68
	v_max3_f32 v73, v73, v74, v75
	v_max_f32_e32 v74, v111, v111
	v_max_f32_e32 v75, v110, v110
	v_max_f32_e32 v74, v75, v74
	v_max3_f32 v75, v109, v106, v107
.Ltmp53:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v66, v82, v76, s[26:27]
	v_cndmask_b32_e64 v67, v82, v77, s[28:29]
.Ltmp54:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v74, v74, v108, v75
	v_max3_f32 v75, v104, v105, v101
.Ltmp55:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e64 v64, v82, v78, s[30:31]
	v_cndmask_b32_e64 v65, v82, v79, s[34:35]
.Ltmp56:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v72, v74, v75, v72
	v_max3_f32 v74, v69, v66, v67
	v_max3_f32 v74, v74, v64, v65
	v_max3_f32 v72, v72, v73, v74
.Ltmp57:
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v73, s0, v90
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
.Ltmp58:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e32 v72, v73
.Ltmp59:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v73, v73, v73
	v_max_f32_e32 v72, v72, v72
	v_max_f32_e32 v72, v72, v73
.Ltmp60:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v72, s38, v72
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v73, v116, v116
	v_max_f32_e32 v82, v73, v72
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v81, s38, v81, -v82
	v_fma_f32 v83, s38, v83, -v82
	v_fma_f32 v72, s38, v110, -v82
	v_fma_f32 v73, s38, v111, -v82
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v110, v81
	v_exp_f32_e32 v111, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v81, s38, v117, -v82
	v_fma_f32 v83, s38, v119, -v82
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v97, v116, v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v116, v81
	v_exp_f32_e32 v117, v83
	.loc	1 108 30 is_stmt 0              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v81, s38, v115, -v82
	v_fma_f32 v83, s38, v118, -v82
	v_fma_f32 v76, s38, v106, -v82
	v_fma_f32 v77, s38, v107, -v82
	v_fma_f32 v99, s38, v101, -v82
	v_fma_f32 v101, s38, v103, -v82
	v_fma_f32 v84, s38, v84, -v82
	v_fma_f32 v85, s38, v85, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v118, v81
	v_exp_f32_e32 v119, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v81, s38, v113, -v82
	v_fma_f32 v83, s38, v114, -v82
	v_fma_f32 v70, s38, v70, -v82
	v_fma_f32 v71, s38, v71, -v82
	v_fma_f32 v66, s38, v66, -v82
	v_fma_f32 v67, s38, v67, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v72, v72
	v_exp_f32_e32 v73, v73
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v74, s38, v108, -v82
	v_fma_f32 v75, s38, v109, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v76, v76
	v_exp_f32_e32 v77, v77
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v78, s38, v104, -v82
	v_fma_f32 v79, s38, v105, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v104, v99
	v_exp_f32_e32 v105, v101
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v86, s38, v86, -v82
	v_fma_f32 v87, s38, v87, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v108, v84
	v_exp_f32_e32 v109, v85
	v_exp_f32_e32 v120, v81
	v_exp_f32_e32 v121, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v80, s38, v80, -v82
	v_fma_f32 v81, s38, v112, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v124, v70
	v_exp_f32_e32 v125, v71
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v68, s38, v68, -v82
	v_fma_f32 v69, s38, v69, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v114, v66
	v_exp_f32_e32 v115, v67
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_fma_f32 v64, s38, v64, -v82
	v_fma_f32 v65, s38, v65, -v82
	.loc	1 108 17                        ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v74, v74
	v_exp_f32_e32 v75, v75
	v_exp_f32_e32 v78, v78
	v_exp_f32_e32 v79, v79
	v_exp_f32_e32 v106, v86
	v_exp_f32_e32 v107, v87
	v_exp_f32_e32 v122, v80
	v_exp_f32_e32 v123, v81
	v_exp_f32_e32 v112, v68
	v_exp_f32_e32 v113, v69
	v_exp_f32_e32 v80, v64
	v_exp_f32_e32 v81, v65
	.loc	1 109 21 is_stmt 1              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v126, v97
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v104, v105, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v108, v109, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v116, v117, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v120, v121, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v124, v125, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v114, v115, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v106, v107, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v110, v111, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v118, v119, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v122, v123, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v112, v113, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v80, v81, 1.0 op_sel:[0,0,0,1]
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[126:127] op_sel_hi:[1,0]
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[126:127] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[126:127] op_sel_hi:[1,0]
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[24:31], v[64:71], v[48:63]
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_add_i32 s0, s19, 64
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_add_i32 s1, s48, 0x41e0
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s39, v96
	v_add_u32_e32 v98, s39, v98
	v_add_u32_e32 v100, s46, v100
	v_add_u32_e32 v102, s46, v102
	s_mov_b32 s19, s0
	s_cmp_lt_i32 s0, s44
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
.Ltmp61:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_add_f32_e64 v64, v72, v74
	v_add_f32_e64 v65, v73, v75
	v_add_f32_e64 v66, v76, v78
	v_add_f32_e64 v67, v77, v79
	v_add_f32_e64 v68, v104, v106
	v_add_f32_e64 v69, v105, v107
	v_add_f32_e64 v70, v108, v110
	v_add_f32_e64 v71, v109, v111
	v_add_f32_e64 v72, v116, v118
	v_add_f32_e64 v73, v117, v119
	v_add_f32_e64 v74, v120, v122
	v_add_f32_e64 v75, v121, v123
	v_add_f32_e64 v76, v124, v112
	v_add_f32_e64 v77, v125, v113
	v_pk_add_f32 v[78:79], v[114:115], v[80:81]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_add_f32 v[68:69], v[72:73], v[74:75]
	v_pk_add_f32 v[70:71], v[76:77], v[78:79]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_mov_b32_e32 v116, v82
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp62:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	s_nop 0
	v_add_f32_e32 v64, v64, v65
.Ltmp63:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v65, v64
	s_nop 1
	v_permlane32_swap_b32_e32 v64, v65
.Ltmp64:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v64, v64, v65
.Ltmp65:
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v64, v88, v126
	v_mov_b32_e32 v88, v64
	.loc	1 96 9                          ; triton_peers.py:96:9 @[ triton_peers.py:147:29 ]
	s_cbranch_scc1 .LBB0_21
; %bb.22:                               ; %._crit_edge421.loopexit
	.loc	1 0 9 is_stmt 0                 ; triton_peers.py:0:9
	v_accvgpr_write_b32 a0, v91
	scratch_load_dword v91, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v117, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v98, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[100:101], off, off offset:48 ; 8-byte Folded Reload
	scratch_load_dword v126, off, off offset:28 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[92:93], off, off offset:64 ; 8-byte Folded Reload
	scratch_load_dword v99, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v101, off, off offset:76 ; 4-byte Folded Reload
	scratch_load_dword v93, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v102, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v103, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[104:105], off, off offset:92 ; 8-byte Folded Reload
	scratch_load_dword v105, off, off offset:100 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[108:109], off, off offset:104 ; 8-byte Folded Reload
	scratch_load_dword v107, off, off offset:112 ; 4-byte Folded Reload
	scratch_load_dword v109, off, off offset:116 ; 4-byte Folded Reload
	scratch_load_dword v110, off, off offset:120 ; 4-byte Folded Reload
	scratch_load_dword v111, off, off offset:124 ; 4-byte Folded Reload
	scratch_load_dword v112, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v113, off, off offset:132 ; 4-byte Folded Reload
	scratch_load_dwordx2 v[118:119], off, off offset:140 ; 8-byte Folded Reload
	scratch_load_dword v119, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v120, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v121, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v71, off, off offset:156 ; 4-byte Folded Reload
	scratch_load_dword v122, off, off offset:160 ; 4-byte Folded Reload
	scratch_load_dword v70, off, off offset:164 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a2, v89
	scratch_load_dword v94, off, off offset:184 ; 4-byte Folded Reload
	scratch_load_dword v95, off, off offset:180 ; 4-byte Folded Reload
	scratch_load_dword v89, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword a4, off, off offset:192 ; 4-byte Folded Reload
	scratch_load_dword a3, off, off offset:188 ; 4-byte Folded Reload
	scratch_load_dword v96, off, off offset:56 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v115, a32
	v_accvgpr_read_b32 v114, a51
	v_accvgpr_write_b32 a9, v90
	v_mov_b32_e32 v116, v82
	v_accvgpr_write_b32 a8, v64
	v_accvgpr_read_b32 v83, a37
	v_accvgpr_read_b32 v82, a36
	v_accvgpr_read_b32 v81, a35
	v_accvgpr_read_b32 v80, a34
	v_accvgpr_read_b32 v79, a41
	v_accvgpr_read_b32 v78, a40
	v_accvgpr_read_b32 v77, a39
	v_accvgpr_read_b32 v76, a38
	v_accvgpr_read_b32 v75, a45
	v_accvgpr_read_b32 v74, a44
	v_accvgpr_read_b32 v73, a43
	v_accvgpr_read_b32 v72, a42
	v_accvgpr_read_b32 v87, a49
	v_accvgpr_read_b32 v86, a48
	v_accvgpr_read_b32 v85, a47
	v_accvgpr_read_b32 v84, a46
	v_accvgpr_read_b32 v88, a52
	v_accvgpr_read_b32 v106, a54
	v_accvgpr_read_b32 v90, a126
	v_accvgpr_read_b32 v97, a89
	v_accvgpr_read_b32 v123, a86
	v_accvgpr_read_b32 v124, a87
	v_accvgpr_read_b32 v125, a88
	s_branch .LBB0_24
.LBB0_23:
	v_accvgpr_write_b32 a0, v115
	v_accvgpr_write_b32 a127, v69
	v_accvgpr_write_b32 a125, v68
	v_mov_b32_e32 v115, v67
	v_mov_b32_e32 v114, v66
	v_accvgpr_write_b32 a98, v65
	s_mov_b32 s45, 0
	s_movk_i32 s1, 0x41e0
	v_accvgpr_read_b32 v94, a5
	v_accvgpr_read_b32 v95, a6
.LBB0_24:                               ; %._crit_edge421
	.loc	1 100 17 is_stmt 1              ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_mov_b32 s0, 0xc0c0004
	; wait_asyncmark(0)
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(0)
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	scratch_load_dword v64, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v65, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v67, off, off offset:40 ; 4-byte Folded Reload
	v_perm_b32 v70, v73, v70, s0
	v_perm_b32 v71, v72, v71, s0
	scratch_load_dword v72, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v73, off, off offset:32 ; 4-byte Folded Reload
	scratch_load_dword v66, off, off offset:12 ; 4-byte Folded Reload
	v_perm_b32 v69, v74, v124, s0
	scratch_load_dword v74, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v68, off, off        ; 4-byte Folded Reload
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	s_barrier
	s_mov_b32 s39, s38
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt vmcnt(7)
	v_perm_b32 v64, v87, v64, s0
	s_waitcnt vmcnt(6)
	v_perm_b32 v65, v86, v65, s0
	s_waitcnt vmcnt(5)
	v_perm_b32 v67, v84, v67, s0
	s_waitcnt vmcnt(4)
	v_perm_b32 v72, v79, v72, s0
	s_waitcnt vmcnt(3)
	v_perm_b32 v73, v78, v73, s0
	v_perm_b32 v78, v81, v121, s0
	v_perm_b32 v81, v109, v111, s0
	s_waitcnt vmcnt(2)
	v_perm_b32 v66, v85, v66, s0
	v_lshl_or_b32 v87, v81, 16, v64
	v_perm_b32 v64, v93, v102, s0
	v_lshl_or_b32 v85, v64, 16, v66
	v_perm_b32 v64, v126, v92, s0
	s_waitcnt vmcnt(0)
	v_perm_b32 v68, v75, v68, s0
	v_lshl_or_b32 v84, v64, 16, v67
	v_perm_b32 v64, v91, v117, s0
	v_perm_b32 v75, v76, v125, s0
	v_perm_b32 v76, v83, v123, s0
	v_lshl_or_b32 v83, v64, 16, v68
	v_perm_b32 v64, v89, v90, s0
	v_perm_b32 v74, v77, v74, s0
	v_perm_b32 v77, v82, v122, s0
	v_lshl_or_b32 v82, v64, 16, v69
	v_perm_b32 v64, v94, v95, s0
	v_lshl_or_b32 v81, v64, 16, v70
	v_accvgpr_read_b32 v64, a4
	v_perm_b32 v79, v80, v112, s0
	v_perm_b32 v80, v105, v108, s0
	v_perm_b32 v64, v64, v88, s0
	v_lshl_or_b32 v86, v80, 16, v65
	v_lshl_or_b32 v80, v64, 16, v71
	v_perm_b32 v64, v113, v118, s0
	v_lshl_or_b32 v94, v64, 16, v73
	v_perm_b32 v64, v107, v110, s0
	v_lshl_or_b32 v93, v64, 16, v74
	v_perm_b32 v64, v103, v104, s0
	v_lshl_or_b32 v92, v64, 16, v75
	v_perm_b32 v64, v99, v101, s0
	v_lshl_or_b32 v91, v64, 16, v76
	v_perm_b32 v64, v98, v100, s0
	v_lshl_or_b32 v90, v64, 16, v77
	v_perm_b32 v64, v96, v97, s0
	v_lshl_or_b32 v89, v64, 16, v78
	v_accvgpr_read_b32 v64, a2
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v112, s1, v64
	ds_read_b128 v[98:101], v112
	ds_read_b128 v[102:105], v112 offset:32
	v_accvgpr_read_b32 v64, a85
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v64
	v_accvgpr_read_b32 v64, a3
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	v_perm_b32 v65, v119, v120, s0
	v_perm_b32 v64, v64, v106, s0
	v_lshl_or_b32 v95, v65, 16, v72
	v_lshl_or_b32 v88, v64, 16, v79
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[98:105], v[80:87], 0
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v96, v127
	v_accvgpr_read_b32 v96, a78
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v96, v127
	v_accvgpr_read_b32 v96, a84
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[2:3], v96, v127
	v_accvgpr_read_b32 v96, a77
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[4:5], v96, v127
	v_accvgpr_read_b32 v96, a83
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[118:121], v112 offset:64
	ds_read_b128 v[122:125], v112 offset:96
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[6:7], v96, v127
	v_accvgpr_read_b32 v96, a76
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[8:9], v96, v127
	v_accvgpr_read_b32 v96, a82
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], v[88:95], v[64:79]
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[10:11], v96, v127
	v_accvgpr_read_b32 v96, a75
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[12:13], v96, v127
	v_accvgpr_read_b32 v96, a116
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[20:21], v96, v127
	v_accvgpr_read_b32 v96, a74
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[22:23], v96, v127
	v_accvgpr_read_b32 v96, a114
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[24:25], v96, v127
	v_accvgpr_read_b32 v96, a65
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[26:27], v96, v127
	v_accvgpr_read_b32 v96, a112
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[28:29], v96, v127
	v_accvgpr_read_b32 v96, a111
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, s44, v96
	v_accvgpr_read_b32 v97, a0
	.loc	1 99 17                         ; triton_peers.py:99:17 @[ triton_peers.py:147:29 ]
	ds_read_b128 v[118:121], v112 offset:512
	ds_read_b128 v[122:125], v112 offset:544
	ds_read_b128 a[0:3], v112 offset:576
	ds_read_b128 a[4:7], v112 offset:608
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[30:31], v96, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v96, 1, v96
	v_add_u32_e32 v97, s44, v97
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_mov_b32_e32 v113, 0xff800000
	v_cmp_le_i32_e64 s[34:35], v97, v127
	v_cmp_le_i32_e64 s[36:37], v96, v127
	v_cndmask_b32_e64 v96, v113, v64, s[30:31]
	v_cndmask_b32_e32 v99, v113, v67, vcc
	v_cndmask_b32_e64 v97, v113, v65, s[36:37]
	v_cndmask_b32_e64 v98, v113, v66, s[0:1]
	v_cndmask_b32_e64 v101, v113, v69, s[2:3]
	v_cndmask_b32_e64 v100, v113, v68, s[4:5]
	v_cndmask_b32_e64 v103, v113, v71, s[6:7]
	v_cndmask_b32_e64 v102, v113, v70, s[8:9]
	v_cndmask_b32_e64 v105, v113, v73, s[10:11]
	v_cndmask_b32_e64 v104, v113, v72, s[12:13]
	v_cndmask_b32_e64 v107, v113, v75, s[20:21]
	v_cndmask_b32_e64 v106, v113, v74, s[22:23]
	v_cndmask_b32_e64 v109, v113, v77, s[24:25]
	v_cndmask_b32_e64 v108, v113, v76, s[26:27]
	v_cndmask_b32_e64 v111, v113, v79, s[28:29]
	v_cndmask_b32_e64 v110, v113, v78, s[34:35]
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[118:125], v[80:87], 0
	v_accvgpr_read_b32 v80, a79
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v81, s44, v114
	v_add_u32_e32 v80, s44, v80
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v81, v127
	v_accvgpr_read_b32 v82, a71
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v83, s44, v115
	v_add_u32_e32 v82, s44, v82
	v_accvgpr_read_b32 v85, a125
	v_accvgpr_read_b32 v84, a80
	v_add_u32_e32 v85, s44, v85
	v_add_u32_e32 v84, s44, v84
	v_accvgpr_read_b32 v87, a127
	v_accvgpr_read_b32 v86, a72
	v_add_u32_e32 v87, s44, v87
	v_add_u32_e32 v86, s44, v86
	.loc	1 100 17                        ; triton_peers.py:100:17 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], a[0:7], v[88:95], v[64:79]
	v_accvgpr_read_b32 v88, a81
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v88, s44, v88
	v_accvgpr_read_b32 v89, a70
	v_accvgpr_read_b32 v90, a73
.Ltmp66:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v105, v106, v107
	v_max3_f32 v92, v108, v109, v110
.Ltmp67:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v89, s44, v89
	v_add_u32_e32 v90, s44, v90
.Ltmp68:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v97, v97
.Ltmp69:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v89, v127
	s_nop 9
	v_cndmask_b32_e32 v65, v113, v65, vcc
	v_cmp_le_i32_e32 vcc, v80, v127
	v_cndmask_b32_e64 v73, v113, v73, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v64, v113, v64, vcc
	v_cmp_le_i32_e32 vcc, v83, v127
.Ltmp70:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v80, v111, v64, v65
	v_max3_f32 v80, v91, v92, v80
.Ltmp71:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v67, v113, v67, vcc
	v_cmp_le_i32_e32 vcc, v82, v127
.Ltmp72:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v91, v96, v96
	v_max_f32_e32 v81, v91, v81
.Ltmp73:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v66, v113, v66, vcc
	v_cmp_le_i32_e32 vcc, v85, v127
.Ltmp74:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v99, v100, v101
	v_max3_f32 v81, v81, v98, v91
.Ltmp75:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v69, v113, v69, vcc
	v_cmp_le_i32_e32 vcc, v84, v127
.Ltmp76:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v91, v102, v103, v104
	v_max3_f32 v80, v81, v91, v80
.Ltmp77:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v68, v113, v68, vcc
	v_cmp_le_i32_e32 vcc, v87, v127
.Ltmp78:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v81, v66, v67, v68
	v_accvgpr_read_b32 v84, a55
.Ltmp79:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v71, v113, v71, vcc
	v_cmp_le_i32_e32 vcc, v86, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v84, s44, v84
	v_accvgpr_read_b32 v85, a33
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v70, v113, v70, vcc
	v_cmp_le_i32_e32 vcc, v88, v127
.Ltmp80:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v69, v70, v71
	v_accvgpr_read_b32 v86, a53
.Ltmp81:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v72, v113, v72, vcc
	v_cmp_le_i32_e32 vcc, v90, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v85, s44, v85
	v_add_u32_e32 v86, s44, v86
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cndmask_b32_e32 v74, v113, v74, vcc
.Ltmp82:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v83, v72, v73, v74
	v_max3_f32 v81, v81, v82, v83
	v_accvgpr_read_b32 v82, a50
.Ltmp83:
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v82, s44, v82
	v_accvgpr_read_b32 v83, a64
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e32 vcc, v82, v127
	.loc	1 98 20                         ; triton_peers.py:98:20 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v83, s44, v83
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	v_cmp_le_i32_e64 s[0:1], v86, v127
	v_cndmask_b32_e32 v75, v113, v75, vcc
	v_cmp_le_i32_e32 vcc, v84, v127
	v_cndmask_b32_e64 v79, v113, v79, s[0:1]
	s_nop 0
	v_cndmask_b32_e32 v77, v113, v77, vcc
	v_cmp_le_i32_e32 vcc, v83, v127
	s_nop 1
	v_cndmask_b32_e32 v76, v113, v76, vcc
	v_cmp_le_i32_e32 vcc, v85, v127
.Ltmp84:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v75, v76, v77
.Ltmp85:
	.loc	1 106 21                        ; triton_peers.py:106:21 @[ triton_peers.py:147:29 ]
	s_nop 0
	v_cndmask_b32_e32 v78, v113, v78, vcc
.Ltmp86:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max3_f32 v82, v82, v78, v79
	v_max3_f32 v80, v80, v81, v82
.Ltmp87:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v81, v80
	s_nop 1
	v_permlane32_swap_b32_e32 v80, v81
.Ltmp88:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_peers.py:107:36 @[ triton_peers.py:147:29 ] ] ]
	v_max_f32_e32 v81, v81, v81
	v_max_f32_e32 v80, v80, v80
	v_max_f32_e32 v80, v80, v81
.Ltmp89:
	.loc	1 107 36                        ; triton_peers.py:107:36 @[ triton_peers.py:147:29 ]
	v_mul_f32_e32 v80, s38, v80
	.loc	1 107 20 is_stmt 0              ; triton_peers.py:107:20 @[ triton_peers.py:147:29 ]
	v_max_f32_e32 v81, v116, v116
	v_max_f32_e32 v112, v81, v80
	.loc	1 108 30 is_stmt 1              ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[80:81], s[38:39], v[96:97], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], s[38:39], v[98:99], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], s[38:39], v[100:101], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], s[38:39], v[104:105], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], s[38:39], v[108:109], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[96:97], s[38:39], v[64:65], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[98:99], s[38:39], v[66:67], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 108 17 is_stmt 0              ; triton_peers.py:108:17 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v64, v80
	v_exp_f32_e32 v65, v81
	v_exp_f32_e32 v66, v82
	v_exp_f32_e32 v67, v83
	.loc	1 108 30                        ; triton_peers.py:108:30 @[ triton_peers.py:147:29 ]
	v_pk_fma_f32 v[86:87], s[38:39], v[102:103], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], s[38:39], v[106:107], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], s[38:39], v[110:111], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], s[38:39], v[68:69], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], s[38:39], v[70:71], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], s[38:39], v[72:73], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[100:101], s[38:39], v[74:75], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[102:103], s[38:39], v[76:77], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[104:105], s[38:39], v[78:79], v[112:113] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
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
	v_exp_f32_e32 v96, v100
	v_exp_f32_e32 v97, v101
	v_exp_f32_e32 v98, v102
	v_exp_f32_e32 v99, v103
	v_exp_f32_e32 v100, v104
	v_exp_f32_e32 v101, v105
	.loc	1 109 34 is_stmt 1              ; triton_peers.py:109:34 @[ triton_peers.py:147:29 ]
	v_sub_f32_e32 v68, v116, v112
	.loc	1 109 21 is_stmt 0              ; triton_peers.py:109:21 @[ triton_peers.py:147:29 ]
	v_exp_f32_e32 v72, v68
.Ltmp90:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[102:103], v[64:65], v[66:67]
	v_accvgpr_read_b32 v68, a9
.Ltmp91:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	.loc	1 112 17                        ; triton_peers.py:112:17 @[ triton_peers.py:147:29 ]
	v_add_u32_e32 v68, s45, v68
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
.Ltmp92:
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
.Ltmp93:
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_pk_mul_f32 v[48:49], v[48:49], v[72:73] op_sel_hi:[1,0]
.Ltmp94:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
.Ltmp95:
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
.Ltmp96:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v73, v74, v75
.Ltmp97:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v70, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v98, v99, 1.0
.Ltmp98:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_mov_b32_e32 v74, v73
.Ltmp99:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_cvt_scalef32_pk_fp8_f32 v68, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v96, v97, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v100, v101, 1.0 op_sel:[0,0,0,1]
.Ltmp100:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp101:
	.loc	1 113 26                        ; triton_peers.py:113:26 @[ triton_peers.py:147:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
.Ltmp102:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_peers.py:110:33 @[ triton_peers.py:147:29 ] ] ]
	v_add_f32_e32 v73, v73, v74
	v_accvgpr_read_b32 v74, a8
.Ltmp103:
	.loc	1 113 19                        ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[112:119], v[64:71], v[32:47]
	.loc	1 110 19                        ; triton_peers.py:110:19 @[ triton_peers.py:147:29 ]
	v_fmac_f32_e32 v73, v74, v72
	.loc	1 111 19                        ; triton_peers.py:111:19 @[ triton_peers.py:147:29 ]
	v_mul_f32_e64 v0, v0, v72
	v_mul_f32_e64 v1, v1, v72
	v_mul_f32_e64 v2, v2, v72
	v_mul_f32_e64 v3, v3, v72
	v_mul_f32_e64 v4, v4, v72
	v_mul_f32_e64 v5, v5, v72
	v_mul_f32_e64 v6, v6, v72
	v_mul_f32_e64 v7, v7, v72
	v_mul_f32_e64 v8, v8, v72
	v_mul_f32_e64 v9, v9, v72
	v_mul_f32_e64 v10, v10, v72
	v_mul_f32_e64 v11, v11, v72
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[72:73] op_sel_hi:[1,0]
.Ltmp104:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_div_scale_f32 v74, s[0:1], v73, v73, s43
	v_rcp_f32_e32 v75, v74
	.loc	1 153 24                        ; triton_peers.py:153:24
	s_mul_i32 s0, s40, s18
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s2, s14, s0
.Ltmp105:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[64:71], v[0:15]
.Ltmp106:
	.loc	1 153 40                        ; triton_peers.py:153:40
	s_mul_i32 s0, s41, s17
	.loc	1 153 18 is_stmt 0              ; triton_peers.py:153:18
	s_addc_u32 s3, s15, s1
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
.Ltmp107:
	.loc	1 113 19 is_stmt 1              ; triton_peers.py:113:19 @[ triton_peers.py:147:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[104:111], v[64:71], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[120:127], v[64:71], v[16:31]
.Ltmp108:
	.loc	1 152 22                        ; triton_peers.py:152:22
	v_fma_f32 v64, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v64, v75
	v_div_scale_f32 v64, vcc, s43, v73, s43
	v_mul_f32_e32 v65, v64, v75
	v_fma_f32 v66, -v74, v65, v64
	v_fmac_f32_e32 v65, v66, v75
	v_fma_f32 v64, -v74, v65, v64
	v_div_fmas_f32 v64, v64, v75, v65
	v_div_fixup_f32 v64, v64, v73, s43
	.loc	1 152 15 is_stmt 0              ; triton_peers.py:152:15
	v_mul_f32_e64 v38, v64, v38
	v_mul_f32_e64 v39, v64, v39
	v_mul_f32_e64 v76, v64, v10
	v_mul_f32_e64 v77, v64, v11
	.loc	1 154 26 is_stmt 1              ; triton_peers.py:154:26
	v_cvt_pk_bf16_f32 v11, v38, v39
	scratch_load_dwordx2 v[38:39], off, off offset:168 ; 8-byte Folded Reload
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[66:67], v[64:65], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[64:65], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[64:65], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v0, a98
	.loc	1 153 59                        ; triton_peers.py:153:59
	v_mul_lo_u32 v80, v0, s42
	.loc	1 152 15                        ; triton_peers.py:152:15
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[64:65], v[36:37] op_sel_hi:[0,1]
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
	.loc	1 153 18                        ; triton_peers.py:153:18
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[38:39]
	.loc	1 154 26                        ; triton_peers.py:154:26
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
.Ltmp109:
.Lfunc_end0:
	.size	attn_fwd, .Lfunc_end0-attn_fwd
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 200
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
	.set .Lattn_fwd.numbered_sgpr, 50
	.set .Lattn_fwd.num_named_barrier, 0
	.set .Lattn_fwd.private_seg_size, 200
	.set .Lattn_fwd.uses_vcc, 1
	.set .Lattn_fwd.uses_flat_scratch, 0
	.set .Lattn_fwd.has_dyn_sized_stack, 0
	.set .Lattn_fwd.has_recursion, 0
	.set .Lattn_fwd.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16520
; TotalNumSgprs: 56
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 200
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
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	.Ltmp47-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	.Ltmp104-.Lfunc_begin0
	.quad	.Ltmp105-.Lfunc_begin0
	.quad	.Ltmp106-.Lfunc_begin0
	.quad	.Ltmp107-.Lfunc_begin0
	.quad	.Ltmp108-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp58-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
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
	.quad	.Ltmp89-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp52-.Lfunc_begin0
	.quad	.Ltmp53-.Lfunc_begin0
	.quad	.Ltmp54-.Lfunc_begin0
	.quad	.Ltmp55-.Lfunc_begin0
	.quad	.Ltmp56-.Lfunc_begin0
	.quad	.Ltmp57-.Lfunc_begin0
	.quad	.Ltmp59-.Lfunc_begin0
	.quad	.Ltmp60-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp61-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp62-.Lfunc_begin0
	.quad	.Ltmp63-.Lfunc_begin0
	.quad	.Ltmp64-.Lfunc_begin0
	.quad	.Ltmp65-.Lfunc_begin0
	.quad	.Ltmp96-.Lfunc_begin0
	.quad	.Ltmp97-.Lfunc_begin0
	.quad	.Ltmp102-.Lfunc_begin0
	.quad	.Ltmp103-.Lfunc_begin0
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
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp48-.Lfunc_begin0
	.quad	.Ltmp49-.Lfunc_begin0
	.quad	.Ltmp50-.Lfunc_begin0
	.quad	.Ltmp51-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges9:
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
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
    .private_segment_fixed_size: 200
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         attn_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 49
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
