	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fwd_fp8                    ; -- Begin function attn_fwd_fp8
	.p2align	8
	.type	attn_fwd_fp8,@function
attn_fwd_fp8:                           ; @attn_fwd_fp8
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "/work/main/benchmarks" "triton_attention.py"
	.loc	1 88 0 prologue_end             ; triton_attention.py:88:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.7:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr200 : SGPR spill to VGPR lane
	s_mov_b64 s[34:35], s[0:1]
	v_writelane_b32 v200, s14, 0
	v_writelane_b32 v200, s13, 1
	v_writelane_b32 v200, s12, 2
	v_writelane_b32 v200, s11, 3
	v_writelane_b32 v200, s10, 4
	v_writelane_b32 v200, s8, 5
	s_nop 1
	v_writelane_b32 v200, s9, 6
.Ltmp1:
	.loc	1 88 5 is_stmt 1                ; triton_attention.py:88:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
.Ltmp2:
	.loc	1 82 17                         ; triton_attention.py:82:17 @[ triton_attention.py:108:29 ]
	v_readfirstlane_b32 s1, v0
.Ltmp3:
	.loc	1 95 14                         ; triton_attention.py:95:14
	s_mul_i32 s15, s15, s17
	.loc	1 116 9                         ; triton_attention.py:116:9
	s_and_b32 s11, s1, 0xc0
	.loc	1 95 9                          ; triton_attention.py:95:9
	s_ashr_i32 s8, s15, 31
	s_add_u32 s0, s2, s15
	v_writelane_b32 v200, s17, 7
	s_addc_u32 s8, s3, s8
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_lshl_b32 s2, s16, 7
	v_writelane_b32 v200, s2, 8
	v_writelane_b32 v200, s34, 9
	s_load_dword s33, s[34:35], 0x38
	.loc	1 99 38 is_stmt 0               ; triton_attention.py:99:38
	s_lshr_b32 s1, s1, 7
	s_or_b32 s2, s1, s2
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_or_b32 s3, s2, 2
	s_or_b32 s14, s2, 4
	s_or_b32 s15, s2, 6
	s_or_b32 s18, s2, 8
	s_or_b32 s19, s2, 10
	s_or_b32 s20, s2, 12
	s_or_b32 s21, s2, 14
	s_or_b32 s22, s2, 16
	s_or_b32 s23, s2, 18
	s_or_b32 s24, s2, 20
	s_or_b32 s25, s2, 22
	s_or_b32 s26, s2, 24
	s_or_b32 s27, s2, 26
	s_or_b32 s28, s2, 28
	s_or_b32 s29, s2, 30
	s_or_b32 s30, s2, 32
	s_or_b32 s31, s2, 34
	s_or_b32 s45, s2, 36
	s_or_b32 s44, s2, 38
	s_or_b32 s46, s2, 40
	s_or_b32 s47, s2, 42
	s_or_b32 s65, s2, 44
	s_or_b32 s85, s2, 46
	s_or_b32 s64, s2, 48
	s_or_b32 s63, s2, 50
	s_or_b32 s62, s2, 52
	s_or_b32 s61, s2, 54
	s_or_b32 s60, s2, 56
	s_or_b32 s84, s2, 58
	s_or_b32 s83, s2, 60
	s_or_b32 s73, s2, 62
	s_or_b32 s72, s2, 64
	s_or_b32 s71, s2, 0x42
	s_or_b32 s67, s2, 0x44
	s_or_b32 s66, s2, 0x46
	s_or_b32 s70, s2, 0x48
	s_or_b32 s69, s2, 0x4a
	s_or_b32 s68, s2, 0x4c
	s_or_b32 s82, s2, 0x4e
	s_or_b32 s81, s2, 0x50
	s_or_b32 s80, s2, 0x52
	s_or_b32 s79, s2, 0x54
	s_or_b32 s78, s2, 0x56
	s_or_b32 s77, s2, 0x58
	s_or_b32 s75, s2, 0x5a
	s_or_b32 s74, s2, 0x5c
	s_or_b32 s76, s2, 0x5e
	s_or_b32 s95, s2, 0x60
	s_or_b32 s94, s2, 0x62
	s_or_b32 s91, s2, 0x64
	s_or_b32 s90, s2, 0x66
	s_or_b32 s89, s2, 0x68
	s_or_b32 s88, s2, 0x6a
	s_or_b32 s87, s2, 0x6c
	s_or_b32 s86, s2, 0x6e
	s_or_b32 s93, s2, 0x70
	s_or_b32 s92, s2, 0x72
	s_or_b32 s9, s2, 0x74
	s_or_b32 s13, s2, 0x76
	s_or_b32 s12, s2, 0x78
	s_or_b32 s10, s2, 0x7a
	s_or_b32 s16, s2, 0x7c
	s_or_b32 s17, s2, 0x7e
	.loc	1 106 25 is_stmt 1              ; triton_attention.py:106:25
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s2, s33
	v_writelane_b32 v200, s35, 10
	s_mul_i32 s34, s20, s33
	.loc	1 106 21 is_stmt 0              ; triton_attention.py:106:21
	s_ashr_i32 s20, s2, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s3, s3, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s42, s0, s2
	s_addc_u32 s43, s8, s20
	s_ashr_i32 s2, s3, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s14, s14, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s40, s0, s3
	s_addc_u32 s41, s8, s2
	s_ashr_i32 s2, s14, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s15, s15, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s38, s0, s14
	s_addc_u32 s39, s8, s2
	s_ashr_i32 s2, s15, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s18, s18, s33
	s_mul_i32 s48, s26, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s26, s0, s15
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s49, s27, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s27, s8, s2
	s_ashr_i32 s2, s18, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s19, s19, s33
	s_mul_i32 s36, s22, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s22, s0, s18
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s37, s23, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s23, s8, s2
	s_ashr_i32 s2, s19, 31
	s_add_u32 s20, s0, s19
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s35, s21, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s21, s8, s2
	s_ashr_i32 s2, s34, 31
	s_add_u32 s18, s0, s34
	s_addc_u32 s19, s8, s2
	s_ashr_i32 s3, s35, 31
	s_add_u32 s2, s0, s35
	s_addc_u32 s3, s8, s3
	s_ashr_i32 s14, s36, 31
	s_add_u32 s58, s0, s36
	s_addc_u32 s59, s8, s14
	s_ashr_i32 s14, s37, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s24, s24, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s56, s0, s37
	s_addc_u32 s57, s8, s14
	s_ashr_i32 s14, s24, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s25, s25, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s50, s0, s24
	s_addc_u32 s51, s8, s14
	s_ashr_i32 s14, s25, 31
	s_add_u32 s36, s0, s25
	s_addc_u32 s37, s8, s14
	s_ashr_i32 s14, s48, 31
	s_add_u32 s34, s0, s48
	s_addc_u32 s35, s8, s14
	s_ashr_i32 s14, s49, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s28, s28, s33
	s_mul_i32 s52, s30, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s30, s0, s49
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s53, s31, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s31, s8, s14
	s_ashr_i32 s14, s28, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s29, s29, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s24, s0, s28
	s_addc_u32 s25, s8, s14
	s_ashr_i32 s14, s29, 31
	s_add_u32 s28, s0, s29
	s_addc_u32 s29, s8, s14
	s_ashr_i32 s14, s52, 31
	s_add_u32 s54, s0, s52
	s_addc_u32 s55, s8, s14
	s_ashr_i32 s14, s53, 31
	s_add_u32 s52, s0, s53
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s45, s45, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s53, s8, s14
	s_ashr_i32 s14, s45, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s44, s44, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s48, s0, s45
	s_addc_u32 s49, s8, s14
	s_ashr_i32 s14, s44, 31
	s_add_u32 s44, s0, s44
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s46, s46, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s45, s8, s14
	s_ashr_i32 s15, s46, 31
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_and_b32_e32 v1, 63, v0
	.loc	1 106 55                        ; triton_attention.py:106:55
	v_mov_b32_e32 v2, 0x7f
	.loc	1 106 25 is_stmt 0              ; triton_attention.py:106:25
	s_mul_i32 s14, s47, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s46, s0, s46
	.loc	1 106 55                        ; triton_attention.py:106:55
	v_bitop3_b32 v14, s11, v2, v1 bitop3:0xc8
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s47, s8, s15
	s_ashr_i32 s15, s14, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v4, v14, s[42:43]
	global_load_ubyte v7, v14, s[58:59]
	global_load_ubyte v8, v14, s[56:57]
	global_load_ubyte v9, v14, s[50:51]
	global_load_ubyte v10, v14, s[54:55]
	global_load_ubyte v11, v14, s[52:53]
	global_load_ubyte v5, v14, s[40:41]
	global_load_ubyte v6, v14, s[38:39]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s42, s0, s14
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s65, s65, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s43, s8, s15
	s_ashr_i32 s14, s65, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s85, s85, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s40, s0, s65
	s_addc_u32 s41, s8, s14
	s_ashr_i32 s14, s85, 31
	s_add_u32 s38, s0, s85
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s64, s64, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s39, s8, s14
	s_ashr_i32 s14, s64, 31
	s_add_u32 s96, s0, s64
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s63, s63, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s97, s8, s14
	s_ashr_i32 s14, s63, 31
	s_add_u32 s64, s0, s63
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s62, s62, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s65, s8, s14
	s_ashr_i32 s14, s62, 31
	s_add_u32 s62, s0, s62
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s61, s61, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s63, s8, s14
	s_ashr_i32 s14, s61, 31
	s_add_u32 s58, s0, s61
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s60, s60, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s59, s8, s14
	s_ashr_i32 s14, s60, 31
	s_add_u32 s60, s0, s60
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s84, s84, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s61, s8, s14
	s_ashr_i32 s14, s84, 31
	s_add_u32 s56, s0, s84
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s83, s83, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s57, s8, s14
	s_ashr_i32 s14, s83, 31
	s_add_u32 s50, s0, s83
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s73, s73, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s51, s8, s14
	s_ashr_i32 s14, s73, 31
	s_add_u32 s54, s0, s73
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s72, s72, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s55, s8, s14
	s_ashr_i32 s14, s72, 31
	s_add_u32 s52, s0, s72
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s71, s71, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s53, s8, s14
	s_ashr_i32 s14, s71, 31
	s_add_u32 s84, s0, s71
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s67, s67, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s85, s8, s14
	s_ashr_i32 s14, s67, 31
	s_add_u32 s72, s0, s67
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s66, s66, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s73, s8, s14
	s_ashr_i32 s14, s66, 31
	s_add_u32 s66, s0, s66
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s70, s70, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s67, s8, s14
	s_ashr_i32 s14, s70, 31
	s_add_u32 s70, s0, s70
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s69, s69, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s71, s8, s14
	s_ashr_i32 s14, s69, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v13, v14, s[64:65]
	global_load_ubyte v16, v14, s[84:85]
	global_load_ubyte v25, v14, s[72:73]
	global_load_ubyte v15, v14, s[52:53]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s64, s0, s69
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s68, s68, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s65, s8, s14
	s_ashr_i32 s14, s68, 31
	s_add_u32 s68, s0, s68
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s82, s82, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s69, s8, s14
	s_ashr_i32 s14, s82, 31
	s_add_u32 s52, s0, s82
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s81, s81, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s53, s8, s14
	s_ashr_i32 s14, s81, 31
	s_add_u32 s82, s0, s81
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s80, s80, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s83, s8, s14
	s_ashr_i32 s14, s80, 31
	s_add_u32 s80, s0, s80
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s79, s79, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s81, s8, s14
	s_ashr_i32 s14, s79, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v12, v14, s[96:97]
	global_load_ubyte v17, v14, s[82:83]
	global_load_ubyte v18, v14, s[80:81]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s82, s0, s79
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s78, s78, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s83, s8, s14
	s_ashr_i32 s14, s78, 31
	s_add_u32 s78, s0, s78
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s77, s77, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s79, s8, s14
	s_ashr_i32 s14, s77, 31
	s_add_u32 s84, s0, s77
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s75, s75, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s85, s8, s14
	s_ashr_i32 s14, s75, 31
	s_add_u32 s80, s0, s75
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s74, s74, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s81, s8, s14
	s_ashr_i32 s14, s74, 31
	s_add_u32 s74, s0, s74
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s76, s76, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s75, s8, s14
	s_ashr_i32 s14, s76, 31
	s_add_u32 s76, s0, s76
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s95, s95, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s77, s8, s14
	s_ashr_i32 s14, s95, 31
	s_add_u32 s96, s0, s95
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s94, s94, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s97, s8, s14
	s_ashr_i32 s14, s94, 31
	s_add_u32 s94, s0, s94
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s91, s91, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s95, s8, s14
	s_ashr_i32 s14, s91, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v19, v14, s[96:97]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s96, s0, s91
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s90, s90, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s97, s8, s14
	s_ashr_i32 s14, s90, 31
	s_add_u32 s98, s0, s90
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s89, s89, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s99, s8, s14
	s_ashr_i32 s14, s89, 31
	s_add_u32 vcc_lo, s0, s89
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s88, s88, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 vcc_hi, s8, s14
	s_ashr_i32 s14, s88, 31
	s_add_u32 s90, s0, s88
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s87, s87, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s91, s8, s14
	s_ashr_i32 s14, s87, 31
	s_add_u32 s88, s0, s87
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s86, s86, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s89, s8, s14
	s_ashr_i32 s14, s86, 31
	s_add_u32 s86, s0, s86
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s93, s93, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s87, s8, s14
	s_ashr_i32 s15, s93, 31
	s_add_u32 s14, s0, s93
	s_addc_u32 s15, s8, s15
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s92, s92, s33
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v20, v14, s[14:15]
	global_load_ubyte v21, v14, s[94:95]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s15, s92, 31
	s_add_u32 s14, s0, s92
	s_addc_u32 s15, s8, s15
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s9, s9, s33
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v22, v14, s[14:15]
	global_load_ubyte v23, v14, s[48:49]
	global_load_ubyte v24, v14, s[62:63]
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s14, s13, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s13, s9, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s48, s12, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s12, s0, s9
	s_addc_u32 s13, s8, s13
	s_ashr_i32 s9, s14, 31
	s_add_u32 s14, s0, s14
	s_addc_u32 s15, s8, s9
	s_ashr_i32 s9, s48, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s10, s10, s33
	s_mul_i32 s49, s16, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s16, s0, s48
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s33, s17, s33
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s17, s8, s9
	s_ashr_i32 s9, s10, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v26, v14, s[82:83]
	global_load_ubyte v27, v14, s[96:97]
	global_load_ubyte v28, v14, s[12:13]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s12, s0, s10
	s_addc_u32 s13, s8, s9
	s_ashr_i32 s9, s49, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v29, v14, s[26:27]
	global_load_ubyte v30, v14, s[36:37]
	global_load_ubyte v31, v14, s[44:45]
	global_load_ubyte v32, v14, s[58:59]
	global_load_ubyte v33, v14, s[66:67]
	global_load_ubyte v34, v14, s[78:79]
	global_load_ubyte v35, v14, s[98:99]
	global_load_ubyte v36, v14, s[14:15]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s14, s0, s49
	s_addc_u32 s15, s8, s9
	s_ashr_i32 s9, s33, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v45, v14, s[20:21]
	global_load_ubyte v46, v14, s[30:31]
	global_load_ubyte v47, v14, s[42:43]
	global_load_ubyte v48, v14, s[56:57]
	global_load_ubyte v49, v14, s[64:65]
	global_load_ubyte v50, v14, s[80:81]
	global_load_ubyte v51, v14, s[90:91]
	global_load_ubyte v52, v14, s[12:13]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s12, s0, s33
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v37, v14, s[22:23]
	global_load_ubyte v38, v14, s[34:35]
	global_load_ubyte v39, v14, s[46:47]
	global_load_ubyte v40, v14, s[60:61]
	global_load_ubyte v41, v14, s[70:71]
	global_load_ubyte v42, v14, s[84:85]
	global_load_ubyte v43, v14, vcc
	global_load_ubyte v44, v14, s[16:17]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s13, s8, s9
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v53, v14, s[18:19]
	global_load_ubyte v54, v14, s[24:25]
	global_load_ubyte v55, v14, s[40:41]
	global_load_ubyte v56, v14, s[50:51]
	global_load_ubyte v57, v14, s[68:69]
	global_load_ubyte v58, v14, s[74:75]
	global_load_ubyte v59, v14, s[88:89]
	global_load_ubyte v60, v14, s[14:15]
	global_load_ubyte v61, v14, s[2:3]
	global_load_ubyte v62, v14, s[28:29]
	global_load_ubyte v63, v14, s[38:39]
	global_load_ubyte v64, v14, s[54:55]
	global_load_ubyte v65, v14, s[52:53]
	global_load_ubyte v66, v14, s[76:77]
	global_load_ubyte v67, v14, s[86:87]
	global_load_ubyte v68, v14, s[12:13]
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_or_b32_e32 v2, s11, v1
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_add_u32_e32 v105, 0, v2
	v_bitop3_b32 v2, s11, 16, v1 bitop3:0x36
	v_add_u32_e32 v106, 0, v2
	v_bitop3_b32 v2, s11, 32, v1 bitop3:0x36
	v_add_u32_e32 v107, 0, v2
	v_bitop3_b32 v2, s11, 48, v1 bitop3:0x36
	v_add_u32_e32 v108, 0, v2
	v_bitop3_b32 v2, s11, 64, v1 bitop3:0x36
	v_add_u32_e32 v109, 0, v2
	v_mov_b32_e32 v2, 0x50
	v_bitop3_b32 v2, s11, v2, v1 bitop3:0x36
	v_add_u32_e32 v110, 0, v2
	v_mov_b32_e32 v2, 0x60
	v_bitop3_b32 v2, s11, v2, v1 bitop3:0x36
	v_add_u32_e32 v111, 0, v2
	v_mov_b32_e32 v2, 0x70
	v_readlane_b32 s10, v200, 0
	.loc	1 106 55 is_stmt 0              ; triton_attention.py:106:55
	v_and_b32_e32 v3, 32, v0
	v_bitop3_b32 v1, s11, v2, v1 bitop3:0x36
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_and_b32_e32 v97, 31, v0
	.loc	1 106 13                        ; triton_attention.py:106:13
	s_mov_b32 s16, 0
	v_add_u32_e32 v112, 0, v1
.Ltmp4:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_cmp_lt_i32 s10, 1
	v_lshrrev_b32_e32 v96, 1, v3
.Ltmp5:
	.loc	1 106 13                        ; triton_attention.py:106:13
	s_waitcnt vmcnt(62)
	ds_write_b8 v105, v4
	ds_write_b8 v105, v7 offset:2048
	s_waitcnt vmcnt(59)
	ds_write_b8 v105, v10 offset:4096
	s_waitcnt vmcnt(51)
	ds_write_b8 v105, v12 offset:6144
	ds_write_b8 v105, v15 offset:8192
	s_waitcnt vmcnt(50)
	ds_write_b8 v105, v17 offset:10240
	s_waitcnt vmcnt(48)
	ds_write_b8 v105, v19 offset:12288
	s_waitcnt vmcnt(47)
	ds_write_b8 v105, v20 offset:14336
	ds_write_b8 v106, v5 offset:256
	ds_write_b8 v106, v8 offset:2304
	ds_write_b8 v106, v11 offset:4352
	ds_write_b8 v106, v13 offset:6400
	ds_write_b8 v106, v16 offset:8448
	ds_write_b8 v106, v18 offset:10496
	s_waitcnt vmcnt(46)
	ds_write_b8 v106, v21 offset:12544
	s_waitcnt vmcnt(45)
	ds_write_b8 v106, v22 offset:14592
	ds_write_b8 v107, v6 offset:512
	ds_write_b8 v107, v9 offset:2560
	s_waitcnt vmcnt(44)
	ds_write_b8 v107, v23 offset:4608
	s_waitcnt vmcnt(43)
	ds_write_b8 v107, v24 offset:6656
	ds_write_b8 v107, v25 offset:8704
	s_waitcnt vmcnt(42)
	ds_write_b8 v107, v26 offset:10752
	s_waitcnt vmcnt(41)
	ds_write_b8 v107, v27 offset:12800
	s_waitcnt vmcnt(40)
	ds_write_b8 v107, v28 offset:14848
	s_waitcnt vmcnt(39)
	ds_write_b8 v108, v29 offset:768
	s_waitcnt vmcnt(38)
	ds_write_b8 v108, v30 offset:2816
	s_waitcnt vmcnt(37)
	ds_write_b8 v108, v31 offset:4864
	s_waitcnt vmcnt(36)
	ds_write_b8 v108, v32 offset:6912
	s_waitcnt vmcnt(35)
	ds_write_b8 v108, v33 offset:8960
	s_waitcnt vmcnt(34)
	ds_write_b8 v108, v34 offset:11008
	s_waitcnt vmcnt(33)
	ds_write_b8 v108, v35 offset:13056
	s_waitcnt vmcnt(32)
	ds_write_b8 v108, v36 offset:15104
	s_waitcnt vmcnt(23)
	ds_write_b8 v109, v37 offset:1024
	s_waitcnt vmcnt(22)
	ds_write_b8 v109, v38 offset:3072
	s_waitcnt vmcnt(21)
	ds_write_b8 v109, v39 offset:5120
	s_waitcnt vmcnt(20)
	ds_write_b8 v109, v40 offset:7168
	s_waitcnt vmcnt(19)
	ds_write_b8 v109, v41 offset:9216
	s_waitcnt vmcnt(18)
	ds_write_b8 v109, v42 offset:11264
	s_waitcnt vmcnt(17)
	ds_write_b8 v109, v43 offset:13312
	s_waitcnt vmcnt(16)
	ds_write_b8 v109, v44 offset:15360
	ds_write_b8 v110, v45 offset:1280
	ds_write_b8 v110, v46 offset:3328
	ds_write_b8 v110, v47 offset:5376
	ds_write_b8 v110, v48 offset:7424
	ds_write_b8 v110, v49 offset:9472
	ds_write_b8 v110, v50 offset:11520
	ds_write_b8 v110, v51 offset:13568
	ds_write_b8 v110, v52 offset:15616
	s_waitcnt vmcnt(15)
	ds_write_b8 v111, v53 offset:1536
	s_waitcnt vmcnt(14)
	ds_write_b8 v111, v54 offset:3584
	s_waitcnt vmcnt(13)
	ds_write_b8 v111, v55 offset:5632
	s_waitcnt vmcnt(12)
	ds_write_b8 v111, v56 offset:7680
	s_waitcnt vmcnt(11)
	ds_write_b8 v111, v57 offset:9728
	s_waitcnt vmcnt(10)
	ds_write_b8 v111, v58 offset:11776
	s_waitcnt vmcnt(9)
	ds_write_b8 v111, v59 offset:13824
	s_waitcnt vmcnt(8)
	ds_write_b8 v111, v60 offset:15872
	s_waitcnt vmcnt(7)
	ds_write_b8 v112, v61 offset:1792
	s_waitcnt vmcnt(6)
	ds_write_b8 v112, v62 offset:3840
	s_waitcnt vmcnt(5)
	ds_write_b8 v112, v63 offset:5888
	s_waitcnt vmcnt(4)
	ds_write_b8 v112, v64 offset:7936
	s_waitcnt vmcnt(3)
	ds_write_b8 v112, v65 offset:9984
	s_waitcnt vmcnt(2)
	ds_write_b8 v112, v66 offset:12032
	s_waitcnt vmcnt(1)
	ds_write_b8 v112, v67 offset:14080
	s_waitcnt vmcnt(0)
	ds_write_b8 v112, v68 offset:16128
	s_waitcnt lgkmcnt(0)
	s_barrier
.Ltmp6:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_cbranch_scc1 .LBB0_4
.Ltmp7:
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_attention.py:0:9
	v_readlane_b32 s2, v200, 9
	v_readlane_b32 s3, v200, 10
	s_load_dwordx4 s[20:23], s[2:3], 0x3c
	.loc	1 105 20 is_stmt 1              ; triton_attention.py:105:20
	v_readlane_b32 s0, v200, 3
	v_readlane_b32 s2, v200, 7
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_lshlrev_b32_e32 v4, 7, v97
	.loc	1 105 20                        ; triton_attention.py:105:20
	v_mov_b32_e32 v1, s0
	.loc	1 96 14                         ; triton_attention.py:96:14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s20, s2
	.loc	1 96 9 is_stmt 0                ; triton_attention.py:96:9
	s_ashr_i32 s3, s0, 31
	.loc	1 97 14 is_stmt 1               ; triton_attention.py:97:14
	s_mul_i32 s8, s22, s2
	.loc	1 96 9                          ; triton_attention.py:96:9
	s_add_u32 s2, s4, s0
	s_addc_u32 s3, s5, s3
	.loc	1 97 9                          ; triton_attention.py:97:9
	s_ashr_i32 s0, s8, 31
	s_add_u32 s4, s6, s8
	s_addc_u32 s5, s7, s0
	.loc	1 105 20                        ; triton_attention.py:105:20
	v_readlane_b32 s0, v200, 4
	.loc	1 0 0 is_stmt 0                 ; triton_attention.py:0
	v_mov_b32_e32 v15, 0
.Ltmp8:
	.loc	1 65 9 is_stmt 1                ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	v_lshl_add_u64 v[100:101], s[2:3], 0, v[14:15]
.Ltmp9:
	.loc	1 105 20                        ; triton_attention.py:105:20
	v_mul_f32_e32 v1, s0, v1
	v_readlane_b32 s0, v200, 2
	v_writelane_b32 v200, s11, 11
	v_lshlrev_b32_e32 v7, 2, v0
	v_mul_f32_e32 v1, s0, v1
	v_mul_f32_e32 v98, 0x3fb8aa3b, v1
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_lshlrev_b32_e32 v1, 3, v0
	s_lshl_b32 s0, s11, 6
	v_and_b32_e32 v2, 0x70, v1
	v_bitop3_b32 v3, s0, v2, v96 bitop3:0xf6
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_movk_i32 s0, 0x60
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_or_b32_e32 v5, v3, v4
	v_bitop3_b32 v3, v3, s0, v4 bitop3:0x36
.Ltmp10:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_add_i32 s0, s1, 62
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 2
	s_lshl_b32 s2, s23, 6
	v_writelane_b32 v200, s2, 4
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 3
	s_lshl_b32 s0, s21, 6
	v_writelane_b32 v200, s0, 12
	s_add_i32 s0, s1, 60
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 13
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 14
	s_add_i32 s0, s1, 58
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 15
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 16
	s_add_i32 s0, s1, 56
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 17
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 18
	s_add_i32 s0, s1, 54
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 19
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 20
	s_add_i32 s0, s1, 52
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 21
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 22
	s_add_i32 s0, s1, 50
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 23
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 24
	s_add_i32 s0, s1, 48
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 25
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 26
	s_add_i32 s0, s1, 46
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 27
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 28
	s_add_i32 s0, s1, 44
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 29
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 30
	s_add_i32 s0, s1, 42
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 31
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 32
	s_add_i32 s0, s1, 40
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 33
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 34
	s_add_i32 s0, s1, 38
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 35
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 36
	s_add_i32 s0, s1, 36
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 37
	s_mul_i32 s0, s21, s0
	v_writelane_b32 v200, s0, 38
	s_add_i32 s0, s1, 34
	s_mul_i32 s2, s23, s0
	v_writelane_b32 v200, s2, 39
	s_mul_i32 s0, s21, s0
	s_add_i32 s2, s1, 32
	v_writelane_b32 v200, s0, 40
	s_mul_i32 s0, s23, s2
	s_mul_i32 s13, s21, s2
	s_add_i32 s2, s1, 30
	s_mul_i32 s17, s23, s2
	s_mul_i32 s12, s21, s2
	s_add_i32 s2, s1, 28
	s_mul_i32 s14, s23, s2
	s_mul_i32 s76, s21, s2
	s_add_i32 s2, s1, 26
	s_mul_i32 s77, s23, s2
	s_mul_i32 s78, s21, s2
	s_add_i32 s2, s1, 24
	s_mul_i32 s79, s23, s2
	s_mul_i32 s80, s21, s2
	s_add_i32 s2, s1, 22
	s_mul_i32 s81, s23, s2
	s_mul_i32 s82, s21, s2
	s_add_i32 s2, s1, 20
	s_mul_i32 s83, s23, s2
	s_mul_i32 s84, s21, s2
	s_add_i32 s2, s1, 18
	s_mul_i32 s85, s23, s2
	s_mul_i32 s86, s21, s2
	s_add_i32 s2, s1, 16
	s_mul_i32 s87, s23, s2
	s_mul_i32 s88, s21, s2
	s_add_i32 s2, s1, 14
.Ltmp11:
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_xad_u32 v6, v5, 64, 0
	v_add_u32_e32 v3, 0, v3
.Ltmp12:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 s89, s23, s2
	s_mul_i32 s90, s21, s2
	s_add_i32 s2, s1, 12
.Ltmp13:
	.loc	1 106 13                        ; triton_attention.py:106:13
	ds_read_b128 v[122:125], v6
	ds_read_b128 v[126:129], v3
	v_add_u32_e32 v3, 0, v5
.Ltmp14:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 s91, s23, s2
	s_mul_i32 s92, s21, s2
	s_add_i32 s2, s1, 10
.Ltmp15:
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_xad_u32 v5, v5, 32, 0
	ds_read_b128 v[130:133], v3
	ds_read_b128 v[134:137], v5
	v_lshlrev_b32_e32 v6, 6, v0
.Ltmp16:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 s93, s23, s2
	s_mul_i32 s94, s21, s2
	s_add_i32 s2, s1, 8
	v_and_b32_e32 v6, 0xb80, v6
	v_and_b32_e32 v7, 48, v7
	v_and_b32_e32 v0, 16, v0
	s_mul_i32 s95, s23, s2
	s_mul_i32 s96, s21, s2
	s_add_i32 s2, s1, 6
	v_bitop3_b32 v2, v4, v96, v2 bitop3:0x36
	v_and_b32_e32 v1, 8, v1
	v_bitop3_b32 v0, v6, v0, v7 bitop3:0x36
	s_mul_i32 s97, s23, s2
	s_mul_i32 s98, s21, s2
	s_add_i32 s2, s1, 4
	v_xor_b32_e32 v3, 32, v2
	v_xor_b32_e32 v4, 64, v2
	v_xor_b32_e32 v5, 0x60, v2
	v_or_b32_e32 v6, v0, v1
	v_bitop3_b32 v0, v0, 32, v1 bitop3:0x36
	s_mul_i32 s99, s23, s2
	s_mul_i32 vcc_lo, s21, s2
	s_add_i32 s2, s1, 2
	v_lshl_add_u64 v[102:103], s[4:5], 0, v[14:15]
	.loc	1 76 22                         ; triton_attention.py:76:22 @[ triton_attention.py:108:29 ]
	v_mov_b32_e32 v99, v98
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 vcc_hi, s23, s2
	s_mul_i32 s15, s21, s2
	s_mul_i32 s9, s23, s1
	s_mul_i32 s8, s21, s1
	v_mov_b32_e32 v120, 0xff800000
	v_mov_b32_e32 v121, 1.0
	v_add_u32_e32 v113, 0, v2
	v_add_u32_e32 v114, 0, v3
	v_add_u32_e32 v115, 0, v4
	v_add_u32_e32 v116, 0, v5
	v_add_u32_e32 v117, 0, v6
	v_add_u32_e32 v118, 0, v0
	s_mov_b32 s33, 0
	s_mov_b32 s1, 0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v48, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v17, v15
	v_writelane_b32 v200, s0, 41
	.loc	1 0 9 is_stmt 0                 ; :0:9
.Ltmp17:
	.p2align	5, , 4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 67 29 is_stmt 1               ; triton_attention.py:67:29 @[ triton_attention.py:108:29 ]
	s_nop 0
	v_readlane_b32 s0, v200, 40
	s_add_i32 s40, s0, s16
	v_readlane_b32 s0, v200, 38
	s_add_i32 s38, s0, s16
	v_readlane_b32 s0, v200, 36
	s_add_i32 s36, s0, s16
	v_readlane_b32 s0, v200, 34
	s_add_i32 s34, s0, s16
	v_readlane_b32 s0, v200, 32
	s_add_i32 s2, s0, s16
	v_readlane_b32 s0, v200, 30
	s_add_i32 s4, s0, s16
	v_readlane_b32 s0, v200, 28
	v_readlane_b32 s3, v200, 26
	s_add_i32 s6, s0, s16
	s_mov_b32 s0, s10
	s_add_i32 s10, s3, s16
	v_readlane_b32 s3, v200, 24
	s_add_i32 s18, s3, s16
	v_readlane_b32 s3, v200, 22
	s_add_i32 s20, s3, s16
	v_readlane_b32 s3, v200, 20
	s_add_i32 s22, s3, s16
	v_readlane_b32 s3, v200, 18
	s_add_i32 s24, s3, s16
	v_readlane_b32 s3, v200, 16
	s_add_i32 s26, s3, s16
	v_readlane_b32 s3, v200, 14
	s_add_i32 s74, s8, s16
	s_add_i32 s72, s15, s16
	s_add_i32 s70, vcc_lo, s16
	s_add_i32 s68, s98, s16
	s_add_i32 s66, s96, s16
	s_add_i32 s64, s94, s16
	s_add_i32 s62, s92, s16
	s_add_i32 s60, s90, s16
	s_add_i32 s58, s88, s16
	s_add_i32 s56, s86, s16
	s_add_i32 s54, s84, s16
	s_add_i32 s52, s82, s16
	s_add_i32 s50, s80, s16
	s_add_i32 s48, s78, s16
	s_add_i32 s46, s76, s16
	s_add_i32 s44, s12, s16
	s_add_i32 s28, s3, s16
	.loc	1 67 25 is_stmt 0               ; triton_attention.py:67:25 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v200, 3
	.loc	1 67 29                         ; triton_attention.py:67:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s42, s13, s16
	.loc	1 67 25                         ; triton_attention.py:67:25 @[ triton_attention.py:108:29 ]
	s_add_i32 s30, s3, s16
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s61, s60, 31
	s_ashr_i32 s59, s58, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	v_lshl_add_u64 v[64:65], v[100:101], 0, s[74:75]
	v_lshl_add_u64 v[66:67], v[100:101], 0, s[72:73]
	v_lshl_add_u64 v[68:69], v[100:101], 0, s[70:71]
	v_lshl_add_u64 v[70:71], v[100:101], 0, s[68:69]
	v_lshl_add_u64 v[72:73], v[100:101], 0, s[66:67]
	v_lshl_add_u64 v[74:75], v[100:101], 0, s[64:65]
	v_lshl_add_u64 v[76:77], v[100:101], 0, s[62:63]
	v_lshl_add_u64 v[78:79], v[100:101], 0, s[60:61]
	v_lshl_add_u64 v[80:81], v[100:101], 0, s[58:59]
	v_lshl_add_u64 v[82:83], v[100:101], 0, s[56:57]
	v_lshl_add_u64 v[84:85], v[100:101], 0, s[54:55]
	v_lshl_add_u64 v[86:87], v[100:101], 0, s[52:53]
	v_lshl_add_u64 v[88:89], v[100:101], 0, s[50:51]
	v_lshl_add_u64 v[90:91], v[100:101], 0, s[48:49]
	v_lshl_add_u64 v[92:93], v[100:101], 0, s[46:47]
	v_lshl_add_u64 v[94:95], v[100:101], 0, s[44:45]
	v_lshl_add_u64 v[138:139], v[100:101], 0, s[42:43]
	v_lshl_add_u64 v[140:141], v[100:101], 0, s[40:41]
	v_lshl_add_u64 v[142:143], v[100:101], 0, s[38:39]
	v_lshl_add_u64 v[144:145], v[100:101], 0, s[36:37]
	v_lshl_add_u64 v[146:147], v[100:101], 0, s[34:35]
	v_lshl_add_u64 v[148:149], v[100:101], 0, s[2:3]
	v_lshl_add_u64 v[150:151], v[100:101], 0, s[4:5]
	v_lshl_add_u64 v[152:153], v[100:101], 0, s[6:7]
	v_lshl_add_u64 v[154:155], v[100:101], 0, s[10:11]
	v_lshl_add_u64 v[156:157], v[100:101], 0, s[18:19]
	v_lshl_add_u64 v[158:159], v[100:101], 0, s[20:21]
	v_lshl_add_u64 v[160:161], v[100:101], 0, s[22:23]
	v_lshl_add_u64 v[162:163], v[100:101], 0, s[24:25]
	v_lshl_add_u64 v[164:165], v[100:101], 0, s[26:27]
	v_lshl_add_u64 v[166:167], v[100:101], 0, s[28:29]
	v_lshl_add_u64 v[168:169], v[100:101], 0, s[30:31]
	.loc	1 67 17                         ; triton_attention.py:67:17 @[ triton_attention.py:108:29 ]
	global_load_ubyte v64, v[64:65], off
	s_nop 0
	global_load_ubyte v65, v[66:67], off
	s_nop 0
	global_load_ubyte v66, v[68:69], off
	global_load_ubyte v67, v[70:71], off
	s_nop 0
	global_load_ubyte v68, v[72:73], off
	global_load_ubyte v69, v[74:75], off
	global_load_ubyte v70, v[76:77], off
	global_load_ubyte v71, v[78:79], off
	s_nop 0
	global_load_ubyte v72, v[80:81], off
	global_load_ubyte v73, v[82:83], off
	global_load_ubyte v74, v[84:85], off
	global_load_ubyte v75, v[86:87], off
	global_load_ubyte v76, v[88:89], off
	global_load_ubyte v77, v[90:91], off
	global_load_ubyte v78, v[92:93], off
	global_load_ubyte v79, v[94:95], off
	global_load_ubyte v80, v[138:139], off
	global_load_ubyte v81, v[140:141], off
	global_load_ubyte v82, v[142:143], off
	global_load_ubyte v83, v[144:145], off
	global_load_ubyte v84, v[146:147], off
	global_load_ubyte v85, v[148:149], off
	global_load_ubyte v86, v[150:151], off
	global_load_ubyte v87, v[152:153], off
	global_load_ubyte v88, v[154:155], off
	global_load_ubyte v89, v[156:157], off
	global_load_ubyte v90, v[158:159], off
	global_load_ubyte v91, v[160:161], off
	global_load_ubyte v92, v[162:163], off
	global_load_ubyte v93, v[164:165], off
	global_load_ubyte v94, v[166:167], off
	global_load_ubyte v95, v[168:169], off
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v105, v64
	s_waitcnt vmcnt(23)
	ds_write_b8 v105, v72 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v105, v80 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v105, v88 offset:6144
	ds_write_b8 v106, v65 offset:256
	ds_write_b8 v106, v73 offset:2304
	ds_write_b8 v106, v81 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v106, v89 offset:6400
	ds_write_b8 v107, v66 offset:512
	ds_write_b8 v107, v74 offset:2560
	ds_write_b8 v107, v82 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v107, v90 offset:6656
	ds_write_b8 v108, v67 offset:768
	ds_write_b8 v108, v75 offset:2816
	ds_write_b8 v108, v83 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v108, v91 offset:6912
	ds_write_b8 v109, v68 offset:1024
	ds_write_b8 v109, v76 offset:3072
	ds_write_b8 v109, v84 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v109, v92 offset:7168
	ds_write_b8 v110, v69 offset:1280
	ds_write_b8 v110, v77 offset:3328
	ds_write_b8 v110, v85 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v110, v93 offset:7424
	ds_write_b8 v111, v70 offset:1536
	ds_write_b8 v111, v78 offset:3584
	ds_write_b8 v111, v86 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v111, v94 offset:7680
	ds_write_b8 v112, v71 offset:1792
	ds_write_b8 v112, v79 offset:3840
	ds_write_b8 v112, v87 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v112, v95 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[64:67], v113
	ds_read_b128 v[138:141], v113 offset:4096
	ds_read_b128 v[68:71], v114
	ds_read_b128 v[142:145], v114 offset:4096
	ds_read_b128 v[72:75], v115
	ds_read_b128 v[146:149], v115 offset:4096
	ds_read_b128 v[76:79], v116
	ds_read_b128 v[150:153], v116 offset:4096
	.loc	1 68 18 is_stmt 1               ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[64:71], v[130:137], 0
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v200, 29
	s_add_i32 s4, s3, s33
	v_readlane_b32 s3, v200, 27
	s_add_i32 s6, s3, s33
	v_readlane_b32 s3, v200, 25
	s_add_i32 s10, s3, s33
	v_readlane_b32 s3, v200, 23
	v_readlane_b32 s2, v200, 41
	s_add_i32 s18, s3, s33
	v_readlane_b32 s3, v200, 21
	s_add_i32 s42, s2, s33
	v_readlane_b32 s2, v200, 39
	s_add_i32 s20, s3, s33
	v_readlane_b32 s3, v200, 19
	s_add_i32 s40, s2, s33
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[72:79], v[122:129], v[80:95]
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s2, v200, 37
	s_add_i32 s22, s3, s33
	v_readlane_b32 s3, v200, 17
	s_add_i32 s38, s2, s33
	v_readlane_b32 s2, v200, 35
	s_add_i32 s24, s3, s33
	v_readlane_b32 s3, v200, 15
	s_add_i32 s36, s2, s33
	v_readlane_b32 s2, v200, 33
	s_add_i32 s26, s3, s33
	v_readlane_b32 s3, v200, 13
	s_add_i32 s56, s9, s33
	s_add_i32 s58, vcc_hi, s33
	s_add_i32 s60, s99, s33
	s_add_i32 s62, s97, s33
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[138:145], v[130:137], 0
.Ltmp18:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	s_nop 3
	v_max_f32_e32 v104, v81, v81
	v_max_f32_e32 v119, v80, v80
	v_max_f32_e32 v104, v119, v104
	v_max3_f32 v119, v83, v84, v85
	v_max3_f32 v139, v89, v90, v91
	v_max3_f32 v140, v92, v93, v94
	v_max3_f32 v138, v86, v87, v88
	v_max3_f32 v104, v104, v82, v119
.Ltmp19:
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s64, s95, s33
	s_add_i32 s66, s93, s33
	s_add_i32 s68, s91, s33
	s_add_i32 s70, s89, s33
	s_add_i32 s72, s87, s33
	s_add_i32 s74, s85, s33
	s_add_i32 s54, s83, s33
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[146:153], v[122:129], v[64:79]
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s52, s81, s33
	s_add_i32 s50, s79, s33
	s_add_i32 s48, s77, s33
	s_add_i32 s46, s14, s33
	s_add_i32 s44, s17, s33
	s_add_i32 s34, s2, s33
	v_readlane_b32 s2, v200, 31
	s_add_i32 s28, s3, s33
	.loc	1 82 25 is_stmt 0               ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v200, 2
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s2, s2, s33
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_add_i32 s30, s3, s33
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s59, s58, 31
	s_ashr_i32 s61, s60, 31
	s_ashr_i32 s63, s62, 31
.Ltmp20:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	s_nop 4
	v_max3_f32 v141, v95, v64, v65
	v_max3_f32 v142, v66, v67, v68
	v_max3_f32 v143, v69, v70, v71
	v_max3_f32 v144, v72, v73, v74
	v_max3_f32 v145, v75, v76, v77
	v_max3_f32 v119, v139, v140, v141
	v_max3_f32 v139, v142, v143, v144
	v_max3_f32 v140, v145, v78, v79
	v_max3_f32 v104, v104, v138, v119
	v_max3_f32 v104, v104, v139, v140
.Ltmp21:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ]
	v_mov_b32_e32 v119, v104
	s_nop 1
	v_permlane32_swap_b32_e32 v104, v119
.Ltmp22:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	v_max_f32_e32 v119, v119, v119
	v_max_f32_e32 v104, v104, v104
	v_max_f32_e32 v104, v104, v119
.Ltmp23:
	.loc	1 75 40                         ; triton_attention.py:75:40 @[ triton_attention.py:108:29 ]
	v_mul_f32_e32 v104, v98, v104
	.loc	1 75 24 is_stmt 0               ; triton_attention.py:75:24 @[ triton_attention.py:108:29 ]
	v_max_f32_e32 v119, v120, v120
	v_max_f32_e32 v104, v119, v104
	.loc	1 76 22 is_stmt 1               ; triton_attention.py:76:22 @[ triton_attention.py:108:29 ]
	v_pk_fma_f32 v[80:81], v[98:99], v[80:81], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[98:99], v[82:83], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[98:99], v[84:85], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[98:99], v[86:87], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[98:99], v[88:89], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[98:99], v[90:91], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[98:99], v[92:93], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[98:99], v[94:95], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[138:139], v[98:99], v[64:65], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[140:141], v[98:99], v[66:67], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[142:143], v[98:99], v[68:69], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[144:145], v[98:99], v[70:71], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[146:147], v[98:99], v[72:73], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[148:149], v[98:99], v[74:75], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[150:151], v[98:99], v[76:77], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[152:153], v[98:99], v[78:79], v[104:105] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 77 17                         ; triton_attention.py:77:17 @[ triton_attention.py:108:29 ]
	v_exp_f32_e32 v64, v80
	v_exp_f32_e32 v65, v81
	v_exp_f32_e32 v66, v82
	v_exp_f32_e32 v67, v83
	v_exp_f32_e32 v68, v84
	v_exp_f32_e32 v69, v85
	v_exp_f32_e32 v70, v86
	v_exp_f32_e32 v71, v87
	v_exp_f32_e32 v72, v88
	v_exp_f32_e32 v73, v89
	v_exp_f32_e32 v74, v90
	v_exp_f32_e32 v75, v91
	v_exp_f32_e32 v76, v92
	v_exp_f32_e32 v77, v93
	v_exp_f32_e32 v78, v94
	v_exp_f32_e32 v79, v95
	v_exp_f32_e32 v80, v138
	v_exp_f32_e32 v81, v139
	v_exp_f32_e32 v82, v140
	v_exp_f32_e32 v83, v141
	v_exp_f32_e32 v84, v142
	v_exp_f32_e32 v85, v143
	v_exp_f32_e32 v86, v144
	v_exp_f32_e32 v87, v145
	v_exp_f32_e32 v88, v146
	v_exp_f32_e32 v89, v147
	v_exp_f32_e32 v90, v148
	v_exp_f32_e32 v91, v149
	v_exp_f32_e32 v92, v150
	v_exp_f32_e32 v93, v151
	v_exp_f32_e32 v94, v152
	v_exp_f32_e32 v95, v153
.Ltmp24:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_pk_add_f32 v[138:139], v[64:65], v[66:67]
	v_pk_add_f32 v[140:141], v[68:69], v[70:71]
	v_pk_add_f32 v[142:143], v[72:73], v[74:75]
	v_pk_add_f32 v[144:145], v[76:77], v[78:79]
	v_pk_add_f32 v[146:147], v[80:81], v[82:83]
	v_pk_add_f32 v[148:149], v[84:85], v[86:87]
	v_pk_add_f32 v[150:151], v[88:89], v[90:91]
	v_pk_add_f32 v[152:153], v[92:93], v[94:95]
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	v_pk_add_f32 v[140:141], v[142:143], v[144:145]
	v_pk_add_f32 v[142:143], v[146:147], v[148:149]
	v_pk_add_f32 v[144:145], v[150:151], v[152:153]
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	v_pk_add_f32 v[140:141], v[142:143], v[144:145]
.Ltmp25:
	.loc	1 79 34                         ; triton_attention.py:79:34 @[ triton_attention.py:108:29 ]
	v_sub_f32_e32 v120, v120, v104
.Ltmp26:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
.Ltmp27:
	.loc	1 79 21                         ; triton_attention.py:79:21 @[ triton_attention.py:108:29 ]
	v_exp_f32_e32 v120, v120
.Ltmp28:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ] ]
	v_add_f32_e32 v119, v138, v139
.Ltmp29:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_mov_b32_e32 v138, v119
	s_nop 1
	v_permlane32_swap_b32_e32 v119, v138
.Ltmp30:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ] ]
	v_add_f32_e32 v119, v119, v138
.Ltmp31:
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s45, s44, 31
	.loc	1 80 19                         ; triton_attention.py:80:19 @[ triton_attention.py:108:29 ]
	v_fmac_f32_e32 v119, v121, v120
	.loc	1 81 19                         ; triton_attention.py:81:19 @[ triton_attention.py:108:29 ]
	v_pk_mul_f32 v[0:1], v[0:1], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[120:121] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[120:121] op_sel_hi:[1,0]
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	v_lshl_add_u64 v[120:121], v[102:103], 0, s[56:57]
	v_lshl_add_u64 v[138:139], v[102:103], 0, s[58:59]
	v_lshl_add_u64 v[140:141], v[102:103], 0, s[60:61]
	v_lshl_add_u64 v[142:143], v[102:103], 0, s[62:63]
	v_lshl_add_u64 v[144:145], v[102:103], 0, s[64:65]
	v_lshl_add_u64 v[146:147], v[102:103], 0, s[66:67]
	v_lshl_add_u64 v[148:149], v[102:103], 0, s[68:69]
	v_lshl_add_u64 v[150:151], v[102:103], 0, s[70:71]
	v_lshl_add_u64 v[152:153], v[102:103], 0, s[72:73]
	v_lshl_add_u64 v[154:155], v[102:103], 0, s[74:75]
	v_lshl_add_u64 v[156:157], v[102:103], 0, s[54:55]
	v_lshl_add_u64 v[158:159], v[102:103], 0, s[52:53]
	v_lshl_add_u64 v[160:161], v[102:103], 0, s[50:51]
	v_lshl_add_u64 v[162:163], v[102:103], 0, s[48:49]
	v_lshl_add_u64 v[164:165], v[102:103], 0, s[46:47]
	v_lshl_add_u64 v[166:167], v[102:103], 0, s[44:45]
	v_lshl_add_u64 v[168:169], v[102:103], 0, s[42:43]
	v_lshl_add_u64 v[170:171], v[102:103], 0, s[40:41]
	v_lshl_add_u64 v[172:173], v[102:103], 0, s[38:39]
	v_lshl_add_u64 v[174:175], v[102:103], 0, s[36:37]
	v_lshl_add_u64 v[176:177], v[102:103], 0, s[34:35]
	v_lshl_add_u64 v[178:179], v[102:103], 0, s[2:3]
	v_lshl_add_u64 v[180:181], v[102:103], 0, s[4:5]
	v_lshl_add_u64 v[182:183], v[102:103], 0, s[6:7]
	v_lshl_add_u64 v[184:185], v[102:103], 0, s[10:11]
	v_lshl_add_u64 v[186:187], v[102:103], 0, s[18:19]
	v_lshl_add_u64 v[188:189], v[102:103], 0, s[20:21]
	v_lshl_add_u64 v[190:191], v[102:103], 0, s[22:23]
	v_lshl_add_u64 v[192:193], v[102:103], 0, s[24:25]
	v_lshl_add_u64 v[194:195], v[102:103], 0, s[26:27]
	v_lshl_add_u64 v[196:197], v[102:103], 0, s[28:29]
	v_lshl_add_u64 v[198:199], v[102:103], 0, s[30:31]
	.loc	1 82 17 is_stmt 0               ; triton_attention.py:82:17 @[ triton_attention.py:108:29 ]
	global_load_ubyte v120, v[120:121], off
	s_nop 0
	global_load_ubyte v121, v[138:139], off
	s_nop 0
	global_load_ubyte v138, v[140:141], off
	global_load_ubyte v139, v[142:143], off
	s_nop 0
	global_load_ubyte v140, v[144:145], off
	global_load_ubyte v141, v[146:147], off
	global_load_ubyte v142, v[148:149], off
	global_load_ubyte v143, v[150:151], off
	s_nop 0
	global_load_ubyte v144, v[152:153], off
	global_load_ubyte v145, v[154:155], off
	global_load_ubyte v146, v[156:157], off
	global_load_ubyte v147, v[158:159], off
	global_load_ubyte v148, v[160:161], off
	global_load_ubyte v149, v[162:163], off
	global_load_ubyte v150, v[164:165], off
	global_load_ubyte v151, v[166:167], off
	global_load_ubyte v152, v[168:169], off
	global_load_ubyte v153, v[170:171], off
	global_load_ubyte v154, v[172:173], off
	global_load_ubyte v155, v[174:175], off
	global_load_ubyte v156, v[176:177], off
	global_load_ubyte v157, v[178:179], off
	global_load_ubyte v158, v[180:181], off
	global_load_ubyte v159, v[182:183], off
	global_load_ubyte v160, v[184:185], off
	global_load_ubyte v161, v[186:187], off
	global_load_ubyte v162, v[188:189], off
	global_load_ubyte v163, v[190:191], off
	global_load_ubyte v164, v[192:193], off
	global_load_ubyte v165, v[194:195], off
	global_load_ubyte v166, v[196:197], off
	global_load_ubyte v167, v[198:199], off
	.loc	1 83 26 is_stmt 1               ; triton_attention.py:83:26 @[ triton_attention.py:108:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v72, v73, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v76, v77, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v84, v85, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v74, v75, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0 op_sel:[0,0,0,1]
	.loc	1 82 17                         ; triton_attention.py:82:17 @[ triton_attention.py:108:29 ]
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v105, v120
	s_waitcnt vmcnt(23)
	ds_write_b8 v105, v144 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v105, v152 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v105, v160 offset:6144
	ds_write_b8 v106, v121 offset:256
	ds_write_b8 v106, v145 offset:2304
	ds_write_b8 v106, v153 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v106, v161 offset:6400
	ds_write_b8 v107, v138 offset:512
	ds_write_b8 v107, v146 offset:2560
	ds_write_b8 v107, v154 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v107, v162 offset:6656
	ds_write_b8 v108, v139 offset:768
	ds_write_b8 v108, v147 offset:2816
	ds_write_b8 v108, v155 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v108, v163 offset:6912
	ds_write_b8 v109, v140 offset:1024
	ds_write_b8 v109, v148 offset:3072
	ds_write_b8 v109, v156 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v109, v164 offset:7168
	ds_write_b8 v110, v141 offset:1280
	ds_write_b8 v110, v149 offset:3328
	ds_write_b8 v110, v157 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v110, v165 offset:7424
	ds_write_b8 v111, v142 offset:1536
	ds_write_b8 v111, v150 offset:3584
	ds_write_b8 v111, v158 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v111, v166 offset:7680
	ds_write_b8 v112, v143 offset:1792
	ds_write_b8 v112, v151 offset:3840
	ds_write_b8 v112, v159 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v112, v167 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[72:73], v117
	ds_read_b64_tr_b8 v[74:75], v117 offset:1088
	ds_read_b64_tr_b8 v[76:77], v117 offset:4096
	ds_read_b64_tr_b8 v[78:79], v117 offset:5184
	ds_read_b64_tr_b8 v[80:81], v117 offset:64
	ds_read_b64_tr_b8 v[82:83], v117 offset:1024
	ds_read_b64_tr_b8 v[84:85], v117 offset:4160
	ds_read_b64_tr_b8 v[86:87], v117 offset:5120
	ds_read_b64_tr_b8 v[88:89], v118
	ds_read_b64_tr_b8 v[90:91], v118 offset:1088
	ds_read_b64_tr_b8 v[92:93], v118 offset:4096
	ds_read_b64_tr_b8 v[94:95], v118 offset:5184
	ds_read_b64_tr_b8 v[138:139], v118 offset:64
	ds_read_b64_tr_b8 v[140:141], v118 offset:1024
	ds_read_b64_tr_b8 v[142:143], v118 offset:4160
	ds_read_b64_tr_b8 v[144:145], v118 offset:5120
	.loc	1 83 26                         ; triton_attention.py:83:26 @[ triton_attention.py:108:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	s_mov_b32 s10, s0
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s0, v200, 4
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[72:79], v[64:71], v[0:15]
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_add_i32 s33, s33, s0
	v_readlane_b32 s0, v200, 12
	s_add_i32 s1, s1, 64
	s_add_i32 s16, s16, s0
	s_cmp_lt_i32 s1, s10
	v_mov_b32_e32 v120, v104
	v_mov_b32_e32 v121, v119
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[88:95], v[64:71], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[80:87], v[64:71], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[138:145], v[64:71], v[16:31]
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp32:
; %bb.3:                                ; %Flow
	.loc	1 0 9 is_stmt 0                 ; triton_attention.py:0:9
	v_readlane_b32 s11, v200, 11
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v119, 1.0
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v29, v31
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v27, v31
	v_mov_b32_e32 v26, v31
	v_mov_b32_e32 v25, v31
	v_mov_b32_e32 v24, v31
	v_mov_b32_e32 v23, v31
	v_mov_b32_e32 v22, v31
	v_mov_b32_e32 v21, v31
	v_mov_b32_e32 v20, v31
	v_mov_b32_e32 v19, v31
	v_mov_b32_e32 v18, v31
	v_mov_b32_e32 v17, v31
	v_mov_b32_e32 v16, v31
	v_mov_b32_e32 v47, v31
	v_mov_b32_e32 v46, v31
	v_mov_b32_e32 v45, v31
	v_mov_b32_e32 v44, v31
	v_mov_b32_e32 v43, v31
	v_mov_b32_e32 v42, v31
	v_mov_b32_e32 v41, v31
	v_mov_b32_e32 v40, v31
	v_mov_b32_e32 v39, v31
	v_mov_b32_e32 v38, v31
	v_mov_b32_e32 v37, v31
	v_mov_b32_e32 v36, v31
	v_mov_b32_e32 v35, v31
	v_mov_b32_e32 v34, v31
	v_mov_b32_e32 v33, v31
	v_mov_b32_e32 v32, v31
	v_mov_b32_e32 v63, v31
	v_mov_b32_e32 v62, v31
	v_mov_b32_e32 v61, v31
	v_mov_b32_e32 v60, v31
	v_mov_b32_e32 v59, v31
	v_mov_b32_e32 v58, v31
	v_mov_b32_e32 v57, v31
	v_mov_b32_e32 v56, v31
	v_mov_b32_e32 v55, v31
	v_mov_b32_e32 v54, v31
	v_mov_b32_e32 v53, v31
	v_mov_b32_e32 v52, v31
	v_mov_b32_e32 v51, v31
	v_mov_b32_e32 v50, v31
	v_mov_b32_e32 v49, v31
	v_mov_b32_e32 v48, v31
	v_mov_b32_e32 v15, v31
	v_mov_b32_e32 v14, v31
	v_mov_b32_e32 v13, v31
	v_mov_b32_e32 v12, v31
	v_mov_b32_e32 v11, v31
	v_mov_b32_e32 v10, v31
	v_mov_b32_e32 v9, v31
	v_mov_b32_e32 v8, v31
	v_mov_b32_e32 v7, v31
	v_mov_b32_e32 v6, v31
	v_mov_b32_e32 v5, v31
	v_mov_b32_e32 v4, v31
	v_mov_b32_e32 v3, v31
	v_mov_b32_e32 v2, v31
	v_mov_b32_e32 v1, v31
	v_mov_b32_e32 v0, v31
.LBB0_5:                                ; %Flow424
	v_readlane_b32 s0, v200, 9
	v_readlane_b32 s1, v200, 10
	v_readlane_b32 s5, v200, 1
	s_load_dwordx2 s[2:3], s[0:1], 0x4c
	v_readlane_b32 s4, v200, 7
	.loc	1 115 22 is_stmt 1              ; triton_attention.py:115:22
	v_div_scale_f32 v64, s[0:1], v119, v119, s5
	v_rcp_f32_e32 v65, v64
	v_div_scale_f32 v66, vcc, s5, v119, s5
	.loc	1 99 38                         ; triton_attention.py:99:38
	s_lshr_b32 s0, s11, 1
	.loc	1 115 22                        ; triton_attention.py:115:22
	v_fma_f32 v67, -v64, v65, 1.0
	v_fmac_f32_e32 v65, v67, v65
	v_mul_f32_e32 v67, v66, v65
	v_fma_f32 v68, -v64, v67, v66
	v_fmac_f32_e32 v67, v68, v65
	v_fma_f32 v64, -v64, v67, v66
	v_div_fmas_f32 v64, v64, v65, v67
	v_div_fixup_f32 v68, v64, v119, s5
	.loc	1 115 15 is_stmt 0              ; triton_attention.py:115:15
	v_pk_mul_f32 v[0:1], v[0:1], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 71 is_stmt 1              ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v64, v0, v1
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[0:1], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[6:7], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v65, v0, v1
	.loc	1 99 38                         ; triton_attention.py:99:38
	v_or_b32_e32 v0, s0, v97
	.loc	1 99 18 is_stmt 0               ; triton_attention.py:99:18
	v_readlane_b32 s0, v200, 8
	.loc	1 116 71 is_stmt 1              ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v66, v4, v5
	v_cvt_pk_bf16_f32 v67, v2, v3
	.loc	1 99 18                         ; triton_attention.py:99:18
	v_or_b32_e32 v69, s0, v0
	.loc	1 98 16                         ; triton_attention.py:98:16
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s2, s4
	.loc	1 98 9 is_stmt 0                ; triton_attention.py:98:9
	s_ashr_i32 s1, s0, 31
	.loc	1 115 15 is_stmt 1              ; triton_attention.py:115:15
	v_pk_mul_f32 v[0:1], v[8:9], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[16:17], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 24                        ; triton_attention.py:116:24
	v_mul_lo_u32 v16, v69, s3
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_lshl_b64 s[0:1], s[0:1], 1
	v_readlane_b32 s2, v200, 5
	v_readlane_b32 s3, v200, 6
	s_add_u32 s0, s2, s0
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[2:3], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[14:15], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 18                        ; triton_attention.py:116:18
	v_ashrrev_i32_e32 v17, 31, v16
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_addc_u32 s1, s3, s1
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[22:23], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_cvt_pk_bf16_f32 v2, v4, v5
	v_cvt_pk_bf16_f32 v3, v6, v7
	v_cvt_pk_bf16_f32 v4, v8, v9
	v_cvt_pk_bf16_f32 v5, v10, v11
	v_cvt_pk_bf16_f32 v6, v12, v13
	v_cvt_pk_bf16_f32 v8, v48, v49
	v_cvt_pk_bf16_f32 v10, v52, v53
	.loc	1 116 18 is_stmt 0              ; triton_attention.py:116:18
	v_lshl_add_u64 v[12:13], v[16:17], 1, s[0:1]
	v_mov_b32_e32 v97, 0
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v9, v50, v51
	v_cvt_pk_bf16_f32 v11, v54, v55
	v_cvt_pk_bf16_f32 v16, v40, v41
	v_cvt_pk_bf16_f32 v17, v42, v43
	v_cvt_pk_bf16_f32 v18, v44, v45
	v_cvt_pk_bf16_f32 v19, v46, v47
	v_cvt_pk_bf16_f32 v24, v24, v25
	v_cvt_pk_bf16_f32 v25, v26, v27
	v_cvt_pk_bf16_f32 v26, v28, v29
	v_cvt_pk_bf16_f32 v27, v30, v31
	v_permlane32_swap_b32_e32 v64, v66
	v_permlane32_swap_b32_e32 v65, v67
	v_cvt_pk_bf16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_permlane32_swap_b32_e32 v8, v10
	.loc	1 116 18                        ; triton_attention.py:116:18
	v_lshl_add_u64 v[48:49], v[12:13], 0, v[96:97]
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v12, v32, v33
	v_cvt_pk_bf16_f32 v13, v34, v35
	v_cvt_pk_bf16_f32 v14, v36, v37
	v_cvt_pk_bf16_f32 v15, v38, v39
	v_cvt_pk_bf16_f32 v20, v56, v57
	v_cvt_pk_bf16_f32 v21, v58, v59
	v_cvt_pk_bf16_f32 v22, v60, v61
	v_cvt_pk_bf16_f32 v23, v62, v63
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v24, v26
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[48:49], v[64:67], off
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[48:49], v[24:27], off offset:224
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[48:49], v[0:3], off offset:32
	global_store_dwordx4 v[48:49], v[4:7], off offset:64
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[48:49], v[8:11], off offset:96
	global_store_dwordx4 v[48:49], v[12:15], off offset:128
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[48:49], v[16:19], off offset:160
	global_store_dwordx4 v[48:49], v[20:23], off offset:192
	.loc	1 88 5 is_stmt 1                ; triton_attention.py:88:5
	s_endpgm
.Ltmp33:
.Lfunc_end0:
	.size	attn_fwd_fp8, .Lfunc_end0-attn_fwd_fp8
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fwd_fp8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 201
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 204
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
	.set .Lattn_fwd_fp8.num_vgpr, 201
	.set .Lattn_fwd_fp8.num_agpr, 0
	.set .Lattn_fwd_fp8.numbered_sgpr, 100
	.set .Lattn_fwd_fp8.num_named_barrier, 0
	.set .Lattn_fwd_fp8.private_seg_size, 0
	.set .Lattn_fwd_fp8.uses_vcc, 1
	.set .Lattn_fwd_fp8.uses_flat_scratch, 0
	.set .Lattn_fwd_fp8.has_dyn_sized_stack, 0
	.set .Lattn_fwd_fp8.has_recursion, 0
	.set .Lattn_fwd_fp8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9364
; TotalNumSgprs: 106
; NumVgprs: 201
; NumAgprs: 0
; TotalNumVgprs: 201
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 25
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 201
; AccumOffset: 204
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 50
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
	.byte	108                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	75                              ; DW_AT_call_line
	.byte	40                              ; DW_AT_call_column
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
	.byte	78                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
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
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"triton_attention.py"           ; string offset=7 ; triton_attention.py
.Linfo_string2:
	.asciz	"/work/main/benchmarks"         ; string offset=27 ; /work/main/benchmarks
.Linfo_string3:
	.asciz	"attn_fwd_fp8"                  ; string offset=49 ; attn_fwd_fp8
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
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           attn_fwd_fp8
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 45
    .symbol:         attn_fwd_fp8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     201
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
