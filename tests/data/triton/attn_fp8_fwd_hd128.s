	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	attn_fp8_fwd_hd128              ; -- Begin function attn_fp8_fwd_hd128
	.p2align	8
	.type	attn_fp8_fwd_hd128,@function
attn_fp8_fwd_hd128:                     ; @attn_fp8_fwd_hd128
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.83:
	.file	1 "/work/main/tests/data/triton" "attn_make.py"
	.loc	1 27 0 prologue_end             ; attn_make.py:27:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.84:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	v_writelane_b32 v255, s15, 0
	v_writelane_b32 v255, s11, 1
	v_writelane_b32 v255, s10, 2
	v_writelane_b32 v255, s8, 3
	s_nop 1
	v_writelane_b32 v255, s9, 4
.Ltmp1:
	.loc	1 27 1 is_stmt 1                ; attn_make.py:27:1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
	.loc	1 48 13                         ; attn_make.py:48:13
	v_readfirstlane_b32 s97, v0
	.loc	1 30 34                         ; attn_make.py:30:34
	s_lshr_b32 s81, s97, 7
	s_or_b32 s11, s81, 4
	s_or_b32 s10, s81, 8
	v_writelane_b32 v255, s11, 5
	.loc	1 30 14 is_stmt 0               ; attn_make.py:30:14
	s_lshl_b32 s1, s16, 8
	.loc	1 30 34                         ; attn_make.py:30:34
	s_or_b32 s9, s81, 12
	v_writelane_b32 v255, s10, 6
	s_or_b32 s8, s81, 16
	.loc	1 30 14                         ; attn_make.py:30:14
	s_or_b32 s0, s81, s1
	v_writelane_b32 v255, s9, 7
	v_writelane_b32 v255, s8, 8
	s_or_b32 s41, s0, 0xfc
	.loc	1 30 34                         ; attn_make.py:30:34
	s_or_b32 s40, s81, 20
	.loc	1 33 21 is_stmt 1               ; attn_make.py:33:21
	v_writelane_b32 v255, s41, 9
	.loc	1 30 34                         ; attn_make.py:30:34
	s_or_b32 s37, s81, 24
	v_writelane_b32 v255, s40, 10
	s_or_b32 s27, s81, 28
	v_writelane_b32 v255, s37, 11
	s_or_b32 s25, s81, 32
	v_writelane_b32 v255, s27, 12
	s_or_b32 s24, s81, 36
	v_writelane_b32 v255, s25, 13
	s_or_b32 s26, s81, 40
	v_writelane_b32 v255, s24, 14
	s_or_b32 s36, s81, 44
	v_writelane_b32 v255, s26, 15
	s_or_b32 s31, s81, 48
	v_writelane_b32 v255, s36, 16
	s_or_b32 s30, s81, 52
	v_writelane_b32 v255, s31, 17
	s_or_b32 s21, s81, 56
	v_writelane_b32 v255, s30, 18
	v_writelane_b32 v255, s21, 19
	s_or_b32 s20, s81, 60
	.loc	1 30 14 is_stmt 0               ; attn_make.py:30:14
	s_or_b32 s19, s11, s1
	s_or_b32 s17, s10, s1
	s_or_b32 s16, s9, s1
	s_or_b32 s18, s8, s1
	s_or_b32 s29, s0, 64
	s_or_b32 s28, s0, 0x44
	s_or_b32 s23, s0, 0x48
	s_or_b32 s22, s0, 0x4c
	s_or_b32 s43, s0, 0x50
	s_or_b32 s42, s0, 0x54
	s_or_b32 s35, s0, 0x58
	s_or_b32 s34, s0, 0x5c
	s_or_b32 s45, s0, 0x60
	s_or_b32 s44, s0, 0x64
	s_or_b32 s39, s0, 0x68
	s_or_b32 s38, s0, 0x6c
	s_or_b32 s55, s0, 0x70
	s_or_b32 s54, s0, 0x74
	s_or_b32 s49, s0, 0x78
	s_or_b32 s48, s0, 0x7c
	s_or_b32 s59, s0, 0x80
	s_or_b32 s58, s0, 0x84
	s_or_b32 s51, s0, 0x88
	s_or_b32 s50, s0, 0x8c
	s_or_b32 s65, s0, 0x90
	s_or_b32 s64, s0, 0x94
	s_or_b32 s57, s0, 0x98
	s_or_b32 s56, s0, 0x9c
	s_or_b32 s71, s0, 0xa0
	s_or_b32 s70, s0, 0xa4
	s_or_b32 s63, s0, 0xa8
	s_or_b32 s62, s0, 0xac
	s_or_b32 s77, s0, 0xb0
	s_or_b32 s76, s0, 0xb4
	s_or_b32 s69, s0, 0xb8
	s_or_b32 s68, s0, 0xbc
	s_or_b32 s85, s0, 0xc0
	s_or_b32 s84, s0, 0xc4
	s_or_b32 s75, s0, 0xc8
	s_or_b32 s74, s0, 0xcc
	s_or_b32 s83, s0, 0xd0
	s_or_b32 s10, s0, 0xd4
	s_or_b32 s11, s0, 0xd8
	s_or_b32 s82, s0, 0xdc
	s_or_b32 s8, s0, 0xe0
	s_or_b32 s9, s0, 0xe4
	s_or_b32 s15, s0, 0xe8
	s_or_b32 s80, s0, 0xec
	s_or_b32 vcc_hi, s0, 0xf0
	s_or_b32 vcc_lo, s0, 0xf4
	s_or_b32 s96, s0, 0xf8
	.loc	1 33 21 is_stmt 1               ; attn_make.py:33:21
	s_mul_i32 s0, s0, s12
	v_writelane_b32 v255, s1, 20
	.loc	1 52 5                          ; attn_make.py:52:5
	s_and_b32 s33, s97, 0x1c0
	.loc	1 30 14                         ; attn_make.py:30:14
	s_or_b32 s40, s40, s1
	s_or_b32 s37, s37, s1
	s_or_b32 s27, s27, s1
	s_or_b32 s25, s25, s1
	s_or_b32 s24, s24, s1
	s_or_b32 s26, s26, s1
	s_or_b32 s36, s36, s1
	s_or_b32 s31, s31, s1
	s_or_b32 s30, s30, s1
	s_or_b32 s21, s21, s1
	v_writelane_b32 v255, s20, 21
	s_or_b32 s20, s20, s1
	.loc	1 33 17                         ; attn_make.py:33:17
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s2, s0
	.loc	1 33 21 is_stmt 0               ; attn_make.py:33:21
	s_mul_i32 s19, s19, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s41, s19, 31
	s_add_u32 s46, s2, s19
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s17, s17, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s47, s3, s41
	s_ashr_i32 s19, s17, 31
	s_add_u32 s52, s2, s17
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s16, s16, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s53, s3, s19
	s_ashr_i32 s17, s16, 31
	s_add_u32 s16, s2, s16
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s18, s18, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s17, s3, s17
	s_ashr_i32 s19, s18, 31
	s_add_u32 s18, s2, s18
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s40, s40, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s41, s40, 31
	s_add_u32 s40, s2, s40
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s37, s37, s12
	.loc	1 30 34 is_stmt 1               ; attn_make.py:30:34
	v_and_b32_e32 v1, 63, v0
	.loc	1 33 51                         ; attn_make.py:33:51
	v_mov_b32_e32 v2, 0x7f
	.loc	1 33 17 is_stmt 0               ; attn_make.py:33:17
	s_addc_u32 s41, s3, s41
	s_ashr_i32 s61, s37, 31
	.loc	1 33 51                         ; attn_make.py:33:51
	v_bitop3_b32 v2, s33, v2, v1 bitop3:0xc8
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s60, s2, s37
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s27, s27, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s61, s3, s61
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v5, v2, s[0:1]
	global_load_ubyte v6, v2, s[46:47]
	global_load_ubyte v7, v2, s[52:53]
	global_load_ubyte v8, v2, s[18:19]
	global_load_ubyte v9, v2, s[40:41]
	global_load_ubyte v10, v2, s[60:61]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_ashr_i32 s1, s27, 31
	s_add_u32 s0, s2, s27
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s25, s25, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s1, s3, s1
	s_ashr_i32 s18, s25, 31
	s_add_u32 s40, s2, s25
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s24, s24, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s41, s3, s18
	s_ashr_i32 s18, s24, 31
	s_add_u32 s24, s2, s24
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s26, s26, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s25, s3, s18
	s_ashr_i32 s18, s26, 31
	s_add_u32 s26, s2, s26
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s36, s36, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s27, s3, s18
	s_ashr_i32 s19, s36, 31
	s_add_u32 s18, s2, s36
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s31, s31, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s19, s3, s19
	s_ashr_i32 s37, s31, 31
	s_add_u32 s36, s2, s31
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s30, s30, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s31, s30, 31
	s_add_u32 s30, s2, s30
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s21, s21, s12
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v11, v2, s[40:41]
	global_load_ubyte v12, v2, s[36:37]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s31, s3, s31
	s_ashr_i32 s37, s21, 31
	s_add_u32 s36, s2, s21
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s20, s20, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s37, s3, s37
	s_ashr_i32 s21, s20, 31
	s_add_u32 s20, s2, s20
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s29, s29, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s21, s3, s21
	s_ashr_i32 s40, s29, 31
	s_add_u32 s46, s2, s29
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s28, s28, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s47, s3, s40
	s_ashr_i32 s29, s28, 31
	s_add_u32 s40, s2, s28
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s23, s23, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s41, s3, s29
	s_ashr_i32 s29, s23, 31
	s_add_u32 s28, s2, s23
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s22, s22, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s29, s3, s29
	s_ashr_i32 s23, s22, 31
	s_add_u32 s22, s2, s22
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s43, s43, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s23, s3, s23
	s_ashr_i32 s53, s43, 31
	s_add_u32 s52, s2, s43
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s42, s42, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s53, s3, s53
	s_ashr_i32 s43, s42, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v13, v2, s[46:47]
	global_load_ubyte v14, v2, s[52:53]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s46, s2, s42
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s35, s35, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s47, s3, s43
	s_ashr_i32 s43, s35, 31
	s_add_u32 s42, s2, s35
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s34, s34, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s43, s3, s43
	s_ashr_i32 s35, s34, 31
	s_add_u32 s34, s2, s34
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s45, s45, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s35, s3, s35
	s_ashr_i32 s52, s45, 31
	s_add_u32 s60, s2, s45
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s44, s44, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s61, s3, s52
	s_ashr_i32 s45, s44, 31
	s_add_u32 s52, s2, s44
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s39, s39, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s53, s3, s45
	s_ashr_i32 s45, s39, 31
	s_add_u32 s44, s2, s39
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s38, s38, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s45, s3, s45
	s_ashr_i32 s39, s38, 31
	s_add_u32 s38, s2, s38
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s55, s55, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s39, s3, s39
	s_ashr_i32 s67, s55, 31
	s_add_u32 s66, s2, s55
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s54, s54, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s55, s54, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v15, v2, s[60:61]
	global_load_ubyte v16, v2, s[66:67]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s60, s2, s54
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s49, s49, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s61, s3, s55
	s_ashr_i32 s55, s49, 31
	s_add_u32 s54, s2, s49
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s48, s48, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s55, s3, s55
	s_ashr_i32 s49, s48, 31
	s_add_u32 s48, s2, s48
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s59, s59, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s49, s3, s49
	s_ashr_i32 s67, s59, 31
	s_add_u32 s66, s2, s59
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s58, s58, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s67, s3, s67
	s_ashr_i32 s59, s58, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v17, v2, s[66:67]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s66, s2, s58
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s51, s51, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s67, s3, s59
	s_ashr_i32 s59, s51, 31
	s_add_u32 s58, s2, s51
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s50, s50, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s59, s3, s59
	s_ashr_i32 s51, s50, 31
	s_add_u32 s50, s2, s50
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s65, s65, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s51, s3, s51
	s_ashr_i32 s73, s65, 31
	s_add_u32 s72, s2, s65
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s64, s64, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s73, s3, s73
	s_ashr_i32 s65, s64, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v18, v2, s[72:73]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s72, s2, s64
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s57, s57, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s73, s3, s65
	s_ashr_i32 s65, s57, 31
	s_add_u32 s64, s2, s57
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s56, s56, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s65, s3, s65
	s_ashr_i32 s57, s56, 31
	s_add_u32 s56, s2, s56
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s71, s71, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s57, s3, s57
	s_ashr_i32 s79, s71, 31
	s_add_u32 s78, s2, s71
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s70, s70, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s79, s3, s79
	s_ashr_i32 s71, s70, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v19, v2, s[78:79]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s78, s2, s70
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s63, s63, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s79, s3, s71
	s_ashr_i32 s71, s63, 31
	s_add_u32 s70, s2, s63
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s62, s62, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s71, s3, s71
	s_ashr_i32 s63, s62, 31
	s_add_u32 s62, s2, s62
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s77, s77, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s63, s3, s63
	s_ashr_i32 s87, s77, 31
	s_add_u32 s86, s2, s77
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s76, s76, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s87, s3, s87
	s_ashr_i32 s77, s76, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v20, v2, s[86:87]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s86, s2, s76
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s69, s69, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s87, s3, s77
	s_ashr_i32 s77, s69, 31
	s_add_u32 s76, s2, s69
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s68, s68, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s77, s3, s77
	s_ashr_i32 s69, s68, 31
	s_add_u32 s68, s2, s68
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s85, s85, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s69, s3, s69
	s_ashr_i32 s89, s85, 31
	s_add_u32 s88, s2, s85
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s84, s84, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s89, s3, s89
	s_ashr_i32 s85, s84, 31
	s_add_u32 s84, s2, s84
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s75, s75, s12
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v21, v2, s[88:89]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s85, s3, s85
	s_ashr_i32 s89, s75, 31
	s_add_u32 s88, s2, s75
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s74, s74, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s89, s3, s89
	s_ashr_i32 s75, s74, 31
	s_add_u32 s74, s2, s74
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s83, s83, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s75, s3, s75
	s_ashr_i32 s91, s83, 31
	s_add_u32 s90, s2, s83
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s10, s10, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s91, s3, s91
	s_ashr_i32 s83, s10, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v22, v2, s[90:91]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s90, s2, s10
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s11, s11, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s91, s3, s83
	s_ashr_i32 s83, s11, 31
	s_add_u32 s10, s2, s11
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s82, s82, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s11, s3, s83
	s_ashr_i32 s83, s82, 31
	s_add_u32 s82, s2, s82
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s8, s8, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s83, s3, s83
	s_ashr_i32 s93, s8, 31
	s_add_u32 s92, s2, s8
	s_addc_u32 s93, s3, s93
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s9, s9, s12
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v23, v2, s[92:93]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_ashr_i32 s92, s9, 31
	s_add_u32 s8, s2, s9
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s15, s15, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s9, s3, s92
	s_ashr_i32 s93, s15, 31
	s_add_u32 s92, s2, s15
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s80, s80, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s93, s3, s93
	s_ashr_i32 s15, s80, 31
	s_add_u32 s94, s2, s80
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 vcc_hi, vcc_hi, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s95, s3, s15
	s_ashr_i32 s15, vcc_hi, 31
	s_add_u32 s98, s2, vcc_hi
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 vcc_lo, vcc_lo, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s99, s3, s15
	s_ashr_i32 s15, vcc_lo, 31
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v24, v2, s[98:99]
	global_load_ubyte v25, v2, s[24:25]
	global_load_ubyte v26, v2, s[26:27]
	global_load_ubyte v27, v2, s[30:31]
	global_load_ubyte v28, v2, s[36:37]
	global_load_ubyte v29, v2, s[40:41]
	global_load_ubyte v30, v2, s[46:47]
	global_load_ubyte v31, v2, s[52:53]
	global_load_ubyte v32, v2, s[60:61]
	global_load_ubyte v33, v2, s[66:67]
	global_load_ubyte v34, v2, s[72:73]
	global_load_ubyte v35, v2, s[78:79]
	global_load_ubyte v36, v2, s[86:87]
	global_load_ubyte v37, v2, s[84:85]
	global_load_ubyte v38, v2, s[90:91]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s24, s2, vcc_lo
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s96, s96, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s25, s3, s15
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v39, v2, s[8:9]
	global_load_ubyte v40, v2, s[24:25]
	.loc	1 33 21                         ; attn_make.py:33:21
	v_readlane_b32 s8, v255, 9
	.loc	1 33 17                         ; attn_make.py:33:17
	s_ashr_i32 s9, s96, 31
	.loc	1 33 21                         ; attn_make.py:33:21
	s_mul_i32 s12, s8, s12
	.loc	1 33 17                         ; attn_make.py:33:17
	s_add_u32 s8, s2, s96
	s_addc_u32 s9, s3, s9
	s_ashr_i32 s15, s12, 31
	s_add_u32 s2, s2, s12
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v41, v2, s[28:29]
	global_load_ubyte v42, v2, s[42:43]
	global_load_ubyte v43, v2, s[44:45]
	global_load_ubyte v44, v2, s[54:55]
	global_load_ubyte v45, v2, s[58:59]
	global_load_ubyte v46, v2, s[64:65]
	global_load_ubyte v47, v2, s[70:71]
	global_load_ubyte v48, v2, s[76:77]
	global_load_ubyte v49, v2, s[88:89]
	global_load_ubyte v50, v2, s[10:11]
	global_load_ubyte v51, v2, s[92:93]
	global_load_ubyte v52, v2, s[8:9]
	.loc	1 33 17                         ; attn_make.py:33:17
	s_addc_u32 s3, s3, s15
	.loc	1 33 9                          ; attn_make.py:33:9
	global_load_ubyte v53, v2, s[0:1]
	global_load_ubyte v54, v2, s[16:17]
	global_load_ubyte v55, v2, s[20:21]
	global_load_ubyte v56, v2, s[18:19]
	global_load_ubyte v57, v2, s[34:35]
	global_load_ubyte v58, v2, s[22:23]
	global_load_ubyte v59, v2, s[48:49]
	global_load_ubyte v60, v2, s[38:39]
	global_load_ubyte v61, v2, s[56:57]
	global_load_ubyte v62, v2, s[50:51]
	global_load_ubyte v63, v2, s[68:69]
	global_load_ubyte v64, v2, s[62:63]
	global_load_ubyte v65, v2, s[82:83]
	global_load_ubyte v66, v2, s[74:75]
	global_load_ubyte v67, v2, s[2:3]
	global_load_ubyte v68, v2, s[94:95]
	s_bfe_i32 s0, s97, 0x10008
	.loc	1 30 34 is_stmt 1               ; attn_make.py:30:34
	v_or_b32_e32 v1, s33, v1
	.loc	1 33 9                          ; attn_make.py:33:9
	s_and_b32 s0, s0, 0x110
	v_mov_b32_e32 v4, 0xff
	v_bitop3_b32 v154, v1, s0, v4 bitop3:0x6c
	v_readlane_b32 s15, v255, 1
	v_xor_b32_e32 v155, 32, v154
	v_add_u32_e32 v1, 0, v154
	v_add_u32_e32 v4, 0, v155
	v_xor_b32_e32 v156, 64, v154
	v_xor_b32_e32 v157, 0x60, v154
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cmp_gt_i32 s15, 0
	.loc	1 33 17                         ; attn_make.py:33:17
	v_mov_b32_e32 v3, 0
	.loc	1 33 9 is_stmt 0                ; attn_make.py:33:9
	s_waitcnt vmcnt(62)
	ds_write_b8 v1, v5
	s_waitcnt vmcnt(60)
	ds_write_b8 v1, v8 offset:2048
	s_waitcnt vmcnt(57)
	ds_write_b8 v1, v11 offset:4096
	s_waitcnt vmcnt(56)
	ds_write_b8 v1, v12 offset:6144
	s_waitcnt vmcnt(55)
	ds_write_b8 v1, v13 offset:8192
	s_waitcnt vmcnt(54)
	ds_write_b8 v1, v14 offset:10240
	s_waitcnt vmcnt(53)
	ds_write_b8 v1, v15 offset:12288
	s_waitcnt vmcnt(52)
	ds_write_b8 v1, v16 offset:14336
	s_waitcnt vmcnt(51)
	ds_write_b8 v1, v17 offset:16384
	s_waitcnt vmcnt(50)
	ds_write_b8 v1, v18 offset:18432
	s_waitcnt vmcnt(49)
	ds_write_b8 v1, v19 offset:20480
	s_waitcnt vmcnt(48)
	ds_write_b8 v1, v20 offset:22528
	s_waitcnt vmcnt(47)
	ds_write_b8 v1, v21 offset:24576
	s_waitcnt vmcnt(46)
	ds_write_b8 v1, v22 offset:26624
	s_waitcnt vmcnt(45)
	ds_write_b8 v1, v23 offset:28672
	s_waitcnt vmcnt(44)
	ds_write_b8 v1, v24 offset:30720
	ds_write_b8 v4, v6 offset:512
	ds_write_b8 v4, v9 offset:2560
	s_waitcnt vmcnt(43)
	ds_write_b8 v4, v25 offset:4608
	s_waitcnt vmcnt(41)
	ds_write_b8 v4, v27 offset:6656
	s_waitcnt vmcnt(39)
	ds_write_b8 v4, v29 offset:8704
	s_waitcnt vmcnt(38)
	ds_write_b8 v4, v30 offset:10752
	s_waitcnt vmcnt(37)
	ds_write_b8 v4, v31 offset:12800
	s_waitcnt vmcnt(36)
	ds_write_b8 v4, v32 offset:14848
	s_waitcnt vmcnt(35)
	ds_write_b8 v4, v33 offset:16896
	s_waitcnt vmcnt(34)
	ds_write_b8 v4, v34 offset:18944
	s_waitcnt vmcnt(33)
	ds_write_b8 v4, v35 offset:20992
	s_waitcnt vmcnt(32)
	ds_write_b8 v4, v36 offset:23040
	s_waitcnt vmcnt(31)
	ds_write_b8 v4, v37 offset:25088
	s_waitcnt vmcnt(30)
	ds_write_b8 v4, v38 offset:27136
	s_waitcnt vmcnt(29)
	ds_write_b8 v4, v39 offset:29184
	s_waitcnt vmcnt(28)
	ds_write_b8 v4, v40 offset:31232
	v_add_u32_e32 v5, 0, v156
	v_add_u32_e32 v6, 0, v157
	.loc	1 38 5 is_stmt 1                ; attn_make.py:38:5
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s15, 1
	.loc	1 33 9                          ; attn_make.py:33:9
	ds_write_b8 v5, v7 offset:1024
	ds_write_b8 v5, v10 offset:3072
	ds_write_b8 v5, v26 offset:5120
	ds_write_b8 v5, v28 offset:7168
	s_waitcnt vmcnt(27)
	ds_write_b8 v5, v41 offset:9216
	s_waitcnt vmcnt(26)
	ds_write_b8 v5, v42 offset:11264
	s_waitcnt vmcnt(25)
	ds_write_b8 v5, v43 offset:13312
	s_waitcnt vmcnt(24)
	ds_write_b8 v5, v44 offset:15360
	s_waitcnt vmcnt(23)
	ds_write_b8 v5, v45 offset:17408
	s_waitcnt vmcnt(22)
	ds_write_b8 v5, v46 offset:19456
	s_waitcnt vmcnt(21)
	ds_write_b8 v5, v47 offset:21504
	s_waitcnt vmcnt(20)
	ds_write_b8 v5, v48 offset:23552
	s_waitcnt vmcnt(19)
	ds_write_b8 v5, v49 offset:25600
	s_waitcnt vmcnt(18)
	ds_write_b8 v5, v50 offset:27648
	s_waitcnt vmcnt(17)
	ds_write_b8 v5, v51 offset:29696
	s_waitcnt vmcnt(16)
	ds_write_b8 v5, v52 offset:31744
	s_waitcnt vmcnt(14)
	ds_write_b8 v6, v54 offset:1536
	ds_write_b8 v6, v53 offset:3584
	s_waitcnt vmcnt(12)
	ds_write_b8 v6, v56 offset:5632
	ds_write_b8 v6, v55 offset:7680
	s_waitcnt vmcnt(10)
	ds_write_b8 v6, v58 offset:9728
	ds_write_b8 v6, v57 offset:11776
	s_waitcnt vmcnt(8)
	ds_write_b8 v6, v60 offset:13824
	ds_write_b8 v6, v59 offset:15872
	s_waitcnt vmcnt(6)
	ds_write_b8 v6, v62 offset:17920
	ds_write_b8 v6, v61 offset:19968
	s_waitcnt vmcnt(4)
	ds_write_b8 v6, v64 offset:22016
	ds_write_b8 v6, v63 offset:24064
	s_waitcnt vmcnt(2)
	ds_write_b8 v6, v66 offset:26112
	ds_write_b8 v6, v65 offset:28160
	s_waitcnt vmcnt(0)
	ds_write_b8 v6, v68 offset:30208
	ds_write_b8 v6, v67 offset:32256
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 39 13                         ; attn_make.py:39:13
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	.loc	1 0 13 is_stmt 0                ; attn_make.py:0:13
	s_mul_i32 s2, s81, s13
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v43, v[8:9], off
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v43, 0
.LBB0_3:
	.loc	1 39 13 is_stmt 1               ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	v_readlane_b32 s10, v255, 21
	v_readlane_b32 s12, v255, 19
	v_readlane_b32 s16, v255, 18
	v_readlane_b32 s17, v255, 17
	v_readlane_b32 s18, v255, 16
	v_readlane_b32 s8, v255, 15
	v_readlane_b32 s9, v255, 14
	v_readlane_b32 s19, v255, 13
	v_readlane_b32 s20, v255, 12
	v_readlane_b32 s21, v255, 11
	v_readlane_b32 s22, v255, 10
	v_readlane_b32 s23, v255, 8
	v_readlane_b32 s24, v255, 7
	v_readlane_b32 s25, v255, 6
	v_readlane_b32 s26, v255, 5
	s_cbranch_scc1 .LBB0_29
; %bb.4:
	.loc	1 39 25 is_stmt 0               ; attn_make.py:39:25
	s_mul_i32 s2, s26, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v7, v[8:9], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_30
.LBB0_5:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s25, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[8:9], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v8, v[8:9], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_31
.LBB0_6:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s24, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v9, v[10:11], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_32
.LBB0_7:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s23, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[10:11], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v10, v[10:11], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_33
.LBB0_8:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s22, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v11, v[12:13], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_34
.LBB0_9:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s21, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[12:13], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v12, v[12:13], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_35
.LBB0_10:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s20, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v13, v[14:15], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_36
.LBB0_11:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s19, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v14, v[14:15], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_37
.LBB0_12:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s9, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v15, v[16:17], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_38
.LBB0_13:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s8, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[16:17], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v16, v[16:17], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_39
.LBB0_14:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s18, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v17, v[18:19], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_40
.LBB0_15:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s17, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v18, v[18:19], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_41
.LBB0_16:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s16, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v19, v[20:21], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_42
.LBB0_17:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s12, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[20:21], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v20, v[20:21], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_43
.LBB0_18:
	.loc	1 39 25                         ; attn_make.py:39:25
	s_mul_i32 s2, s10, s13
	.loc	1 39 21                         ; attn_make.py:39:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	s_addc_u32 s3, s5, s3
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[2:3]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v21, v[22:23], off
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_44
.LBB0_19:
	.loc	1 0 13 is_stmt 0                ; attn_make.py:0:13
	s_mul_i32 s2, s81, s14
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[22:23], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v22, v[22:23], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_45
.LBB0_20:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s26, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v23, v[24:25], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_46
.LBB0_21:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s25, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[24:25], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v24, v[24:25], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_47
.LBB0_22:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s24, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v25, v[26:27], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_48
.LBB0_23:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s23, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[26:27], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v26, v[26:27], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_49
.LBB0_24:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s22, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v27, v[28:29], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_50
.LBB0_25:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s21, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[28:29], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v28, v[28:29], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_51
.LBB0_26:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s20, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v29, v[30:31], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_52
.LBB0_27:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s19, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v30, v[30:31], off
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_53
.LBB0_28:
	.loc	1 48 25                         ; attn_make.py:48:25
	s_mul_i32 s2, s9, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v31, v[32:33], off
	s_branch .LBB0_54
.LBB0_29:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v7, 0
	.loc	1 39 13 is_stmt 1               ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_5
.LBB0_30:
	.loc	1 0 13 is_stmt 0                ; attn_make.py:0:13
	v_mov_b32_e32 v8, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_6
.LBB0_31:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v9, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_7
.LBB0_32:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v10, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_8
.LBB0_33:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v11, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_9
.LBB0_34:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v12, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_10
.LBB0_35:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v13, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_11
.LBB0_36:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v14, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_12
.LBB0_37:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v15, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_13
.LBB0_38:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v16, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_14
.LBB0_39:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v17, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_15
.LBB0_40:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v18, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_16
.LBB0_41:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v19, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_17
.LBB0_42:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v20, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_18
.LBB0_43:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v21, 0
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_19
.LBB0_44:
	.loc	1 0 13 is_stmt 0                ; attn_make.py:0:13
	v_mov_b32_e32 v22, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_20
.LBB0_45:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v23, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_21
.LBB0_46:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v24, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_22
.LBB0_47:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v25, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_23
.LBB0_48:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v26, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_24
.LBB0_49:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v27, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_25
.LBB0_50:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v28, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_26
.LBB0_51:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v29, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_27
.LBB0_52:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v30, 0
	.loc	1 48 13                         ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc0 .LBB0_28
.LBB0_53:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v31, 0
.LBB0_54:
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	v_and_b32_e32 v34, 32, v0
	s_cmp_lg_u32 s2, 1
	v_lshlrev_b32_e32 v153, 3, v0
	s_cbranch_scc1 .LBB0_56
; %bb.55:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s2, s8, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[32:33], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v33, v[32:33], off
	s_branch .LBB0_57
.LBB0_56:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v33, 0
.LBB0_57:
	s_lshl_b32 s2, s33, 6
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[8:9], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	v_and_b32_e32 v129, 31, v0
	v_and_b32_e32 v32, 0x70, v153
	s_cmp_lg_u32 s3, 1
	v_lshrrev_b32_e32 v128, 1, v34
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s3, s18, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s9, s3, 31
	s_add_u32 s8, s6, s3
	s_addc_u32 s9, s7, s9
	v_lshl_add_u64 v[34:35], s[8:9], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v34, v[34:35], off
	s_branch .LBB0_60
.LBB0_59:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v34, 0
.LBB0_60:
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[8:9], s[0:1], exec
	s_cselect_b32 s3, 1, 0
	v_lshlrev_b32_e32 v35, 7, v129
	s_cmp_lg_u32 s3, 1
	v_bitop3_b32 v37, s2, v32, v128 bitop3:0xf6
	s_cbranch_scc1 .LBB0_62
; %bb.61:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s2, s17, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[38:39], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v36, v[38:39], off
	s_branch .LBB0_63
.LBB0_62:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v36, 0
.LBB0_63:
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	.loc	1 30 14                         ; attn_make.py:30:14
	s_movk_i32 s2, 0x60
	v_or_b32_e32 v38, v37, v35
	v_bitop3_b32 v42, v37, s2, v35 bitop3:0x36
	.loc	1 48 13                         ; attn_make.py:48:13
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s2, s16, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[40:41], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v37, v[40:41], off
	s_branch .LBB0_66
.LBB0_65:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v37, 0
.LBB0_66:
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[2:3], s[0:1], exec
	s_cselect_b32 s2, 1, 0
	v_add_u32_e32 v39, 0, v38
	v_xad_u32 v40, v38, 32, 0
	v_xad_u32 v41, v38, 64, 0
	s_cmp_lg_u32 s2, 1
	v_add_u32_e32 v42, 0, v42
	s_cbranch_scc1 .LBB0_68
; %bb.67:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s2, s12, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s6, s2
	s_addc_u32 s3, s7, s3
	v_lshl_add_u64 v[44:45], s[2:3], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v38, v[44:45], off
	s_branch .LBB0_69
.LBB0_68:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v38, 0
.LBB0_69:
	ds_read_b128 v[120:123], v39
	ds_read_b128 v[124:127], v40
	ds_read_b128 v[112:115], v41
	ds_read_b128 v[116:119], v42
	.loc	1 48 13 is_stmt 1               ; attn_make.py:48:13
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_71
; %bb.70:
	.loc	1 48 25 is_stmt 0               ; attn_make.py:48:25
	s_mul_i32 s0, s10, s14
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s1, s0, 31
	s_add_u32 s0, s6, s0
	s_addc_u32 s1, s7, s1
	v_lshl_add_u64 v[40:41], s[0:1], 0, v[2:3]
	.loc	1 48 13                         ; attn_make.py:48:13
	global_load_ubyte v39, v[40:41], off
	s_branch .LBB0_72
.LBB0_71:
	.loc	1 0 13                          ; attn_make.py:0:13
	v_mov_b32_e32 v39, 0
.LBB0_72:
	.loc	1 39 13 is_stmt 1               ; attn_make.py:39:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(0)
	ds_write_b8 v1, v10 offset:2048
	ds_write_b8 v1, v14 offset:4096
	ds_write_b8 v1, v18 offset:6144
	.loc	1 48 13                         ; attn_make.py:48:13
	ds_write_b8 v1, v22 offset:16384
	ds_write_b8 v1, v26 offset:18432
	ds_write_b8 v1, v30 offset:20480
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_write_b8 v1, v43
	.loc	1 48 13                         ; attn_make.py:48:13
	ds_write_b8 v1, v36 offset:22528
	.loc	1 37 16                         ; attn_make.py:37:16
	v_mov_b32_e32 v1, 0x3fb8aa3b
	v_readlane_b32 s0, v255, 2
	.loc	1 33 9                          ; attn_make.py:33:9
	v_lshrrev_b64 v[138:139], 24, v[120:121]
	v_lshrrev_b64 v[140:141], 24, v[122:123]
	v_lshrrev_b64 v[142:143], 24, v[124:125]
	v_lshrrev_b64 v[144:145], 24, v[126:127]
	v_lshrrev_b64 v[132:133], 24, v[112:113]
	v_lshrrev_b64 v[134:135], 24, v[114:115]
	v_lshrrev_b64 v[136:137], 24, v[116:117]
	.loc	1 37 16                         ; attn_make.py:37:16
	v_mul_f32_e32 v130, s0, v1
	.loc	1 38 5                          ; attn_make.py:38:5
	s_sub_i32 s0, s15, 64
	.loc	1 33 9                          ; attn_make.py:33:9
	v_lshrrev_b32_e32 v80, 8, v120
	v_lshrrev_b32_e32 v167, 16, v120
	v_lshrrev_b32_e32 v81, 8, v121
	v_lshrrev_b32_e32 v169, 16, v121
	v_lshrrev_b32_e32 v170, 24, v121
	v_lshrrev_b32_e32 v82, 8, v122
	v_lshrrev_b32_e32 v172, 16, v122
	v_lshrrev_b32_e32 v173, 8, v123
	v_lshrrev_b32_e32 v174, 16, v123
	v_lshrrev_b32_e32 v175, 24, v123
	v_lshrrev_b32_e32 v176, 8, v124
	v_lshrrev_b32_e32 v177, 16, v124
	v_lshrrev_b32_e32 v178, 8, v125
	v_lshrrev_b32_e32 v179, 16, v125
	v_lshrrev_b32_e32 v180, 24, v125
	v_lshrrev_b32_e32 v181, 8, v126
	v_lshrrev_b32_e32 v182, 16, v126
	v_lshrrev_b32_e32 v183, 8, v127
	v_lshrrev_b32_e32 v184, 16, v127
	v_lshrrev_b32_e32 v185, 24, v127
	v_lshrrev_b32_e32 v76, 8, v112
	v_lshrrev_b32_e32 v141, 16, v112
	v_lshrrev_b32_e32 v77, 8, v113
	v_lshrrev_b32_e32 v145, 16, v113
	v_lshrrev_b32_e32 v254, 24, v113
	v_lshrrev_b32_e32 v139, 8, v114
	v_lshrrev_b32_e32 v143, 16, v114
	v_lshrrev_b32_e32 v78, 8, v115
	v_lshrrev_b32_e32 v166, 16, v115
	v_lshrrev_b32_e32 v168, 24, v115
	v_lshrrev_b32_e32 v79, 8, v116
	v_lshrrev_b32_e32 v171, 16, v116
	v_lshrrev_b32_e32 v186, 8, v117
	v_lshrrev_b32_e32 v187, 16, v117
	v_lshrrev_b32_e32 v188, 24, v117
	v_lshrrev_b32_e32 v189, 8, v118
	v_lshrrev_b32_e32 v190, 16, v118
	v_lshrrev_b64 v[146:147], 24, v[118:119]
	v_lshrrev_b32_e32 v191, 8, v119
	v_lshrrev_b32_e32 v192, 16, v119
	v_lshrrev_b32_e32 v193, 24, v119
	.loc	1 39 13                         ; attn_make.py:39:13
	s_mov_b32 s46, 0
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cmp_lt_i32 s0, 1
	v_bitop3_b32 v194, v35, v128, v32 bitop3:0x36
	v_lshlrev_b32_e32 v133, 6, v0
	v_lshlrev_b32_e32 v135, 2, v0
	v_and_b32_e32 v137, 16, v0
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_write_b8 v4, v7 offset:512
	ds_write_b8 v4, v11 offset:2560
	ds_write_b8 v4, v15 offset:4608
	ds_write_b8 v4, v19 offset:6656
	ds_write_b8 v5, v8 offset:1024
	ds_write_b8 v5, v12 offset:3072
	ds_write_b8 v5, v16 offset:5120
	ds_write_b8 v5, v20 offset:7168
	ds_write_b8 v6, v9 offset:1536
	ds_write_b8 v6, v13 offset:3584
	ds_write_b8 v6, v17 offset:5632
	ds_write_b8 v6, v21 offset:7680
	.loc	1 48 13                         ; attn_make.py:48:13
	ds_write_b8 v4, v23 offset:16896
	ds_write_b8 v4, v27 offset:18944
	ds_write_b8 v4, v31 offset:20992
	ds_write_b8 v4, v37 offset:23040
	ds_write_b8 v5, v24 offset:17408
	ds_write_b8 v5, v28 offset:19456
	ds_write_b8 v5, v33 offset:21504
	ds_write_b8 v5, v38 offset:23552
	ds_write_b8 v6, v25 offset:17920
	ds_write_b8 v6, v29 offset:19968
	ds_write_b8 v6, v34 offset:22016
	ds_write_b8 v6, v39 offset:24064
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cbranch_scc1 .LBB0_76
; %bb.73:                               ; %.lr.ph
	.loc	1 0 5 is_stmt 0                 ; attn_make.py:0:5
	s_mov_b32 s1, 0xc0c0004
	v_perm_b32 v0, v127, v183, s1
	v_perm_b32 v1, v184, v185, s1
	v_lshl_or_b32 v103, v1, 16, v0
	v_perm_b32 v0, v126, v181, s1
	v_perm_b32 v1, v182, v144, s1
	v_lshl_or_b32 v102, v1, 16, v0
	v_perm_b32 v0, v125, v178, s1
	v_perm_b32 v1, v179, v180, s1
	v_lshl_or_b32 v101, v1, 16, v0
	v_perm_b32 v0, v124, v176, s1
	v_perm_b32 v1, v177, v142, s1
	v_lshl_or_b32 v100, v1, 16, v0
	v_perm_b32 v0, v123, v173, s1
	v_perm_b32 v1, v174, v175, s1
	v_lshl_or_b32 v99, v1, 16, v0
	v_perm_b32 v0, v122, v82, s1
	v_perm_b32 v1, v172, v140, s1
	.loc	1 38 5                          ; attn_make.py:38:5
	s_add_i32 s8, s81, 0x74
	v_lshl_add_u64 v[150:151], s[6:7], 0, v[2:3]
	v_lshl_or_b32 v98, v1, 16, v0
	v_perm_b32 v0, v121, v81, s1
	v_perm_b32 v1, v169, v170, s1
	s_mul_i32 s7, s14, s8
	s_mul_i32 s10, s13, s8
	s_add_i32 s8, s81, 0x70
	v_lshl_or_b32 v97, v1, 16, v0
	v_perm_b32 v0, v120, v80, s1
	v_perm_b32 v1, v167, v138, s1
	s_mul_i32 s12, s14, s8
	s_mul_i32 s16, s13, s8
	s_add_i32 s8, s81, 0x6c
	v_lshl_or_b32 v96, v1, 16, v0
	v_perm_b32 v0, v119, v191, s1
	v_perm_b32 v1, v192, v193, s1
	s_mul_i32 s17, s14, s8
	s_mul_i32 s18, s13, s8
	s_add_i32 s8, s81, 0x68
	v_lshl_or_b32 v111, v1, 16, v0
	v_perm_b32 v0, v118, v189, s1
	v_perm_b32 v1, v190, v146, s1
	s_mul_i32 s19, s14, s8
	s_mul_i32 s20, s13, s8
	s_add_i32 s8, s81, 0x64
	v_lshl_or_b32 v110, v1, 16, v0
	v_perm_b32 v0, v117, v186, s1
	v_perm_b32 v1, v187, v188, s1
	s_mul_i32 s21, s14, s8
	s_mul_i32 s22, s13, s8
	s_add_i32 s8, s81, 0x60
	v_lshl_or_b32 v109, v1, 16, v0
	v_perm_b32 v0, v116, v79, s1
	v_perm_b32 v1, v171, v136, s1
	s_mul_i32 s23, s14, s8
	s_mul_i32 s24, s13, s8
	s_add_i32 s8, s81, 0x5c
	v_lshl_or_b32 v108, v1, 16, v0
	v_perm_b32 v0, v115, v78, s1
	v_perm_b32 v1, v166, v168, s1
	s_mul_i32 s25, s14, s8
	s_mul_i32 s26, s13, s8
	s_add_i32 s8, s81, 0x58
	v_lshl_or_b32 v107, v1, 16, v0
	v_perm_b32 v0, v114, v139, s1
	v_perm_b32 v1, v143, v134, s1
	s_mul_i32 s27, s14, s8
	s_mul_i32 s28, s13, s8
	s_add_i32 s8, s81, 0x54
	v_lshl_or_b32 v106, v1, 16, v0
	v_perm_b32 v0, v113, v77, s1
	v_perm_b32 v1, v145, v254, s1
	s_mul_i32 s29, s14, s8
	s_mul_i32 s30, s13, s8
	s_add_i32 s8, s81, 0x50
	v_lshl_or_b32 v105, v1, 16, v0
	v_perm_b32 v0, v112, v76, s1
	v_perm_b32 v1, v141, v132, s1
	s_mul_i32 s31, s14, s8
	s_mul_i32 s34, s13, s8
	s_add_i32 s8, s81, 0x4c
	v_lshl_or_b32 v104, v1, 16, v0
	v_and_b32_e32 v0, 0xb80, v133
	v_and_b32_e32 v1, 48, v135
	s_mul_i32 s35, s14, s8
	s_mul_i32 s36, s13, s8
	s_add_i32 s8, s81, 0x48
	v_lshl_add_u64 v[148:149], s[4:5], 0, v[2:3]
	v_and_b32_e32 v2, 8, v153
	v_bitop3_b32 v0, v0, v137, v1 bitop3:0x36
	s_add_i32 s3, s81, 0x7c
	s_add_i32 s6, s81, 0x78
	s_mul_i32 s37, s14, s8
	s_mul_i32 s38, s13, s8
	s_add_i32 s8, s81, 0x44
	s_add_i32 s81, s81, 64
	v_mov_b32_e32 v62, 0
	v_or_b32_e32 v195, v0, v2
	v_bitop3_b32 v196, v0, 32, v2 bitop3:0x36
	.loc	1 42 14 is_stmt 1               ; attn_make.py:42:14
	v_mov_b32_e32 v131, v130
	.loc	1 38 5                          ; attn_make.py:38:5
	s_mul_i32 s1, s14, s3
	s_lshl_b32 s2, s14, 6
	s_mul_i32 s3, s13, s3
	s_lshl_b32 s4, s13, 6
	s_mul_i32 s5, s14, s6
	s_mul_i32 s6, s13, s6
	s_mul_i32 s39, s14, s8
	s_mul_i32 s40, s13, s8
	s_mul_i32 s14, s14, s81
	s_movk_i32 s44, 0x4000
	s_mul_i32 s13, s13, s81
	s_mov_b32 s41, 0
	s_mov_b32 s42, 0
	s_mov_b32 s45, 0
	s_mov_b32 s43, 0
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
	v_mov_b32_e32 v197, 1.0
	v_mov_b32_e32 v198, 0xff800000
.LBB0_74:                               ; =>This Inner Loop Header: Depth=1
	.loc	1 39 25                         ; attn_make.py:39:25
	s_add_i32 s8, s13, s41
	s_add_i32 s48, s40, s41
	s_add_i32 s50, s38, s41
	s_add_i32 s52, s36, s41
	s_add_i32 s54, s34, s41
	s_add_i32 s56, s30, s41
	s_add_i32 s58, s28, s41
	s_add_i32 s60, s26, s41
	s_add_i32 s62, s24, s41
	s_add_i32 s64, s22, s41
	s_add_i32 s66, s20, s41
	s_add_i32 s68, s18, s41
	s_add_i32 s70, s16, s41
	s_add_i32 s72, s10, s41
	s_add_i32 s74, s6, s41
	.loc	1 39 21 is_stmt 0               ; attn_make.py:39:21
	s_add_i32 s76, s3, s41
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s59, s58, 31
	s_ashr_i32 s61, s60, 31
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s77, s76, 31
	v_lshl_add_u64 v[64:65], v[148:149], 0, s[8:9]
	v_lshl_add_u64 v[66:67], v[148:149], 0, s[48:49]
	v_lshl_add_u64 v[68:69], v[148:149], 0, s[50:51]
	v_lshl_add_u64 v[70:71], v[148:149], 0, s[52:53]
	v_lshl_add_u64 v[72:73], v[148:149], 0, s[54:55]
	v_lshl_add_u64 v[74:75], v[148:149], 0, s[56:57]
	v_lshl_add_u64 v[76:77], v[148:149], 0, s[58:59]
	v_lshl_add_u64 v[78:79], v[148:149], 0, s[60:61]
	v_lshl_add_u64 v[80:81], v[148:149], 0, s[62:63]
	v_lshl_add_u64 v[82:83], v[148:149], 0, s[64:65]
	v_lshl_add_u64 v[84:85], v[148:149], 0, s[66:67]
	v_lshl_add_u64 v[86:87], v[148:149], 0, s[68:69]
	v_lshl_add_u64 v[88:89], v[148:149], 0, s[70:71]
	v_lshl_add_u64 v[90:91], v[148:149], 0, s[72:73]
	v_lshl_add_u64 v[92:93], v[148:149], 0, s[74:75]
	v_lshl_add_u64 v[94:95], v[148:149], 0, s[76:77]
	.loc	1 39 13                         ; attn_make.py:39:13
	global_load_ubyte v208, v[64:65], off
	global_load_ubyte v204, v[66:67], off
	global_load_ubyte v201, v[68:69], off
	global_load_ubyte v199, v[70:71], off
	global_load_ubyte v211, v[72:73], off
	global_load_ubyte v207, v[74:75], off
	global_load_ubyte v203, v[76:77], off
	global_load_ubyte v200, v[78:79], off
	global_load_ubyte v213, v[80:81], off
	global_load_ubyte v210, v[82:83], off
	global_load_ubyte v206, v[84:85], off
	global_load_ubyte v202, v[86:87], off
	global_load_ubyte v214, v[88:89], off
	global_load_ubyte v212, v[90:91], off
	global_load_ubyte v209, v[92:93], off
	global_load_ubyte v205, v[94:95], off
	v_add_u32_e32 v64, s46, v194
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[216:219], v64 offset:4096
	v_xor_b32_e32 v64, 32, v194
	v_add_u32_e32 v64, s46, v64
	ds_read_b128 v[70:73], v64
	ds_read_b128 v[220:223], v64 offset:4096
	v_xor_b32_e32 v64, 64, v194
	v_add_u32_e32 v64, s46, v64
	ds_read_b128 v[224:227], v64
	ds_read_b128 v[232:235], v64 offset:4096
	v_xor_b32_e32 v64, 0x60, v194
	v_add_u32_e32 v64, s46, v64
	.loc	1 40 14 is_stmt 1               ; attn_make.py:40:14
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], v[96:103], 0
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_read_b128 v[228:231], v64
	ds_read_b128 v[236:239], v64 offset:4096
	.loc	1 48 25                         ; attn_make.py:48:25
	s_add_i32 s8, s14, s42
	s_add_i32 s46, s39, s42
	s_add_i32 s48, s37, s42
	s_add_i32 s50, s35, s42
	s_add_i32 s52, s31, s42
	s_add_i32 s54, s29, s42
	s_add_i32 s56, s27, s42
	s_add_i32 s58, s25, s42
	s_add_i32 s60, s23, s42
	s_add_i32 s62, s21, s42
	s_add_i32 s64, s19, s42
	s_add_i32 s66, s17, s42
	s_add_i32 s68, s12, s42
	s_add_i32 s70, s7, s42
	.loc	1 40 14                         ; attn_make.py:40:14
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[216:223], v[96:103], 0
	.loc	1 48 25                         ; attn_make.py:48:25
	s_add_i32 s72, s5, s42
	.loc	1 48 21 is_stmt 0               ; attn_make.py:48:21
	s_add_i32 s74, s1, s42
	s_ashr_i32 s9, s8, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s59, s58, 31
	s_ashr_i32 s61, s60, 31
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s69, s68, 31
	.loc	1 40 14 is_stmt 1               ; attn_make.py:40:14
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[224:231], v[104:111], v[80:95]
	.loc	1 48 21                         ; attn_make.py:48:21
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	v_lshl_add_u64 v[240:241], v[150:151], 0, s[66:67]
	v_lshl_add_u64 v[242:243], v[150:151], 0, s[68:69]
	v_lshl_add_u64 v[244:245], v[150:151], 0, s[70:71]
	v_lshl_add_u64 v[246:247], v[150:151], 0, s[72:73]
	v_lshl_add_u64 v[248:249], v[150:151], 0, s[74:75]
	.loc	1 38 5                          ; attn_make.py:38:5
	s_add_i32 s43, s43, 64
.Ltmp2:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	s_nop 10
	v_max_f32_e32 v147, v81, v81
.Ltmp3:
	.loc	1 40 14                         ; attn_make.py:40:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[232:239], v[104:111], v[64:79]
.Ltmp4:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	v_max_f32_e32 v152, v80, v80
	v_max_f32_e32 v147, v152, v147
	v_max3_f32 v152, v83, v84, v85
	v_max3_f32 v216, v89, v90, v91
	v_max3_f32 v217, v92, v93, v94
	v_max3_f32 v215, v86, v87, v88
	v_max3_f32 v147, v147, v82, v152
.Ltmp5:
	.loc	1 48 21                         ; attn_make.py:48:21
	v_lshl_add_u64 v[232:233], v[150:151], 0, s[58:59]
	v_lshl_add_u64 v[234:235], v[150:151], 0, s[60:61]
	v_lshl_add_u64 v[236:237], v[150:151], 0, s[62:63]
	v_lshl_add_u64 v[238:239], v[150:151], 0, s[64:65]
.Ltmp6:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	s_nop 8
	v_max3_f32 v218, v95, v64, v65
	v_max3_f32 v219, v66, v67, v68
	v_max3_f32 v220, v69, v70, v71
	v_max3_f32 v221, v72, v73, v74
	v_max3_f32 v222, v75, v76, v77
	v_max3_f32 v152, v216, v217, v218
	v_max3_f32 v216, v219, v220, v221
	v_max3_f32 v217, v222, v78, v79
	v_max3_f32 v147, v147, v215, v152
	v_max3_f32 v147, v147, v216, v217
.Ltmp7:
	.loc	2 216 16                        ; standard.py:216:16 @[ attn_make.py:41:32 ]
	v_mov_b32_e32 v152, v147
	s_nop 1
	v_permlane32_swap_b32_e32 v147, v152
.Ltmp8:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	v_max_f32_e32 v152, v152, v152
	v_max_f32_e32 v147, v147, v147
	v_max_f32_e32 v147, v147, v152
.Ltmp9:
	.loc	1 41 32                         ; attn_make.py:41:32
	v_mul_f32_e32 v147, v130, v147
	.loc	1 41 16 is_stmt 0               ; attn_make.py:41:16
	v_max_f32_e32 v152, v198, v198
	v_max_f32_e32 v152, v152, v147
	.loc	1 42 14 is_stmt 1               ; attn_make.py:42:14
	v_pk_fma_f32 v[80:81], v[130:131], v[80:81], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[130:131], v[82:83], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[130:131], v[84:85], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[130:131], v[86:87], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[130:131], v[88:89], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[130:131], v[90:91], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[130:131], v[92:93], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[130:131], v[94:95], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[216:217], v[130:131], v[64:65], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[218:219], v[130:131], v[66:67], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[220:221], v[130:131], v[68:69], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[222:223], v[130:131], v[70:71], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[224:225], v[130:131], v[72:73], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[226:227], v[130:131], v[74:75], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[228:229], v[130:131], v[76:77], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[230:231], v[130:131], v[78:79], v[152:153] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 43 13                         ; attn_make.py:43:13
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
	v_exp_f32_e32 v80, v216
	v_exp_f32_e32 v81, v217
	v_exp_f32_e32 v82, v218
	v_exp_f32_e32 v83, v219
	v_exp_f32_e32 v84, v220
	v_exp_f32_e32 v85, v221
	v_exp_f32_e32 v86, v222
	v_exp_f32_e32 v87, v223
	v_exp_f32_e32 v88, v224
	v_exp_f32_e32 v89, v225
	v_exp_f32_e32 v90, v226
	v_exp_f32_e32 v91, v227
	v_exp_f32_e32 v92, v228
	v_exp_f32_e32 v93, v229
	v_exp_f32_e32 v94, v230
	v_exp_f32_e32 v95, v231
.Ltmp10:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_pk_add_f32 v[216:217], v[64:65], v[66:67]
	v_pk_add_f32 v[218:219], v[68:69], v[70:71]
	v_pk_add_f32 v[220:221], v[72:73], v[74:75]
	v_pk_add_f32 v[222:223], v[76:77], v[78:79]
	v_pk_add_f32 v[224:225], v[80:81], v[82:83]
	v_pk_add_f32 v[226:227], v[84:85], v[86:87]
	v_pk_add_f32 v[228:229], v[88:89], v[90:91]
	v_pk_add_f32 v[230:231], v[92:93], v[94:95]
	v_pk_add_f32 v[216:217], v[216:217], v[218:219]
	v_pk_add_f32 v[218:219], v[220:221], v[222:223]
	v_pk_add_f32 v[220:221], v[224:225], v[226:227]
	v_pk_add_f32 v[222:223], v[228:229], v[230:231]
	v_pk_add_f32 v[216:217], v[216:217], v[218:219]
	v_pk_add_f32 v[218:219], v[220:221], v[222:223]
.Ltmp11:
	.loc	1 45 30                         ; attn_make.py:45:30
	v_sub_f32_e32 v198, v198, v152
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_pk_add_f32 v[216:217], v[216:217], v[218:219]
.Ltmp13:
	.loc	1 45 17                         ; attn_make.py:45:17
	v_exp_f32_e32 v198, v198
.Ltmp14:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ attn_make.py:44:16 ] ]
	v_add_f32_e32 v147, v216, v217
.Ltmp15:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_mov_b32_e32 v215, v147
	s_nop 1
	v_permlane32_swap_b32_e32 v147, v215
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ attn_make.py:44:16 ] ]
	v_add_f32_e32 v147, v147, v215
.Ltmp17:
	.loc	1 48 21                         ; attn_make.py:48:21
	v_lshl_add_u64 v[216:217], v[150:151], 0, s[8:9]
	v_lshl_add_u64 v[220:221], v[150:151], 0, s[46:47]
	v_lshl_add_u64 v[222:223], v[150:151], 0, s[48:49]
	v_lshl_add_u64 v[224:225], v[150:151], 0, s[50:51]
	v_lshl_add_u64 v[226:227], v[150:151], 0, s[52:53]
	v_lshl_add_u64 v[228:229], v[150:151], 0, s[54:55]
	.loc	1 46 15                         ; attn_make.py:46:15
	v_fmac_f32_e32 v147, v197, v198
	.loc	1 47 15                         ; attn_make.py:47:15
	s_waitcnt vmcnt(12)
	v_pk_mul_f32 v[48:49], v[48:49], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[198:199] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[198:199] op_sel_hi:[1,0]
	.loc	1 48 21                         ; attn_make.py:48:21
	v_lshl_add_u64 v[230:231], v[150:151], 0, s[56:57]
	.loc	1 48 13 is_stmt 0               ; attn_make.py:48:13
	global_load_ubyte v219, v[216:217], off
	s_nop 0
	global_load_ubyte v216, v[220:221], off
	global_load_ubyte v198, v[222:223], off
	global_load_ubyte v197, v[224:225], off
	s_nop 0
	global_load_ubyte v223, v[226:227], off
	global_load_ubyte v220, v[228:229], off
	global_load_ubyte v217, v[230:231], off
	global_load_ubyte v215, v[232:233], off
	s_nop 0
	global_load_ubyte v226, v[234:235], off
	global_load_ubyte v224, v[236:237], off
	global_load_ubyte v221, v[238:239], off
	global_load_ubyte v218, v[240:241], off
	global_load_ubyte v228, v[242:243], off
	global_load_ubyte v227, v[244:245], off
	global_load_ubyte v225, v[246:247], off
	global_load_ubyte v222, v[248:249], off
	v_add_u32_e32 v229, s44, v195
	ds_read_b64_tr_b8 v[230:231], v229
	ds_read_b64_tr_b8 v[232:233], v229 offset:1088
	ds_read_b64_tr_b8 v[234:235], v229 offset:4096
	ds_read_b64_tr_b8 v[236:237], v229 offset:5184
	ds_read_b64_tr_b8 v[238:239], v229 offset:64
	ds_read_b64_tr_b8 v[240:241], v229 offset:1024
	ds_read_b64_tr_b8 v[242:243], v229 offset:4160
	ds_read_b64_tr_b8 v[244:245], v229 offset:5120
	v_add_u32_e32 v229, s44, v196
	ds_read_b64_tr_b8 v[246:247], v229
	ds_read_b64_tr_b8 v[248:249], v229 offset:1088
	ds_read_b64_tr_b8 v[250:251], v229 offset:4096
	ds_read_b64_tr_b8 v[252:253], v229 offset:5184
	ds_read_b64_tr_b8 v[158:159], v229 offset:64
	ds_read_b64_tr_b8 v[160:161], v229 offset:1024
	ds_read_b64_tr_b8 v[162:163], v229 offset:4160
	ds_read_b64_tr_b8 v[164:165], v229 offset:5120
	.loc	1 49 22 is_stmt 1               ; attn_make.py:49:22
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
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 38 5                          ; attn_make.py:38:5
	s_add_i32 s8, s45, 1
	s_cmp_lt_i32 s8, 2
	.loc	1 49 15                         ; attn_make.py:49:15
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[230:237], v[64:71], v[48:63]
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cselect_b32 s45, s8, 0
	.loc	1 39 13                         ; attn_make.py:39:13
	s_lshl_b32 s46, s45, 13
	.loc	1 48 13                         ; attn_make.py:48:13
	s_add_i32 s44, s46, 0x4000
	.loc	1 38 5                          ; attn_make.py:38:5
	s_add_i32 s42, s42, s2
	s_add_i32 s41, s41, s4
	.loc	1 39 13                         ; attn_make.py:39:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cmp_lt_i32 s43, s0
	.loc	1 49 15                         ; attn_make.py:49:15
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[246:253], v[64:71], v[32:47]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[238:245], v[64:71], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[158:165], v[64:71], v[0:15]
	.loc	1 39 13                         ; attn_make.py:39:13
	v_add_u32_e32 v64, s46, v154
	v_add_u32_e32 v65, s46, v155
	v_add_u32_e32 v66, s46, v156
	v_add_u32_e32 v67, s46, v157
	ds_write_b8 v64, v208
	s_waitcnt vmcnt(27)
	ds_write_b8 v64, v211 offset:2048
	s_waitcnt vmcnt(23)
	ds_write_b8 v64, v213 offset:4096
	s_waitcnt vmcnt(19)
	ds_write_b8 v64, v214 offset:6144
	ds_write_b8 v65, v204 offset:512
	ds_write_b8 v65, v207 offset:2560
	ds_write_b8 v65, v210 offset:4608
	s_waitcnt vmcnt(18)
	ds_write_b8 v65, v212 offset:6656
	ds_write_b8 v66, v201 offset:1024
	ds_write_b8 v66, v203 offset:3072
	ds_write_b8 v66, v206 offset:5120
	s_waitcnt vmcnt(17)
	ds_write_b8 v66, v209 offset:7168
	ds_write_b8 v67, v199 offset:1536
	ds_write_b8 v67, v200 offset:3584
	ds_write_b8 v67, v202 offset:5632
	s_waitcnt vmcnt(16)
	ds_write_b8 v67, v205 offset:7680
	.loc	1 48 13                         ; attn_make.py:48:13
	s_waitcnt vmcnt(15)
	ds_write_b8 v64, v219 offset:16384
	s_waitcnt vmcnt(11)
	ds_write_b8 v64, v223 offset:18432
	s_waitcnt vmcnt(7)
	ds_write_b8 v64, v226 offset:20480
	s_waitcnt vmcnt(3)
	ds_write_b8 v64, v228 offset:22528
	ds_write_b8 v65, v216 offset:16896
	ds_write_b8 v65, v220 offset:18944
	ds_write_b8 v65, v224 offset:20992
	s_waitcnt vmcnt(2)
	ds_write_b8 v65, v227 offset:23040
	ds_write_b8 v66, v198 offset:17408
	ds_write_b8 v66, v217 offset:19456
	ds_write_b8 v66, v221 offset:21504
	s_waitcnt vmcnt(1)
	ds_write_b8 v66, v225 offset:23552
	ds_write_b8 v67, v197 offset:17920
	ds_write_b8 v67, v215 offset:19968
	ds_write_b8 v67, v218 offset:22016
	s_waitcnt vmcnt(0)
	ds_write_b8 v67, v222 offset:24064
	v_mov_b32_e32 v197, v147
	v_mov_b32_e32 v198, v152
	.loc	1 38 5                          ; attn_make.py:38:5
	s_cbranch_scc1 .LBB0_74
; %bb.75:                               ; %Flow
	.loc	1 0 5 is_stmt 0                 ; attn_make.py:0:5
	v_lshrrev_b32_e32 v76, 8, v112
	v_lshrrev_b32_e32 v77, 8, v113
	v_lshrrev_b32_e32 v78, 8, v115
	v_lshrrev_b32_e32 v79, 8, v116
	v_lshrrev_b32_e32 v80, 8, v120
	v_lshrrev_b32_e32 v81, 8, v121
	v_lshrrev_b32_e32 v82, 8, v122
	s_branch .LBB0_77
.LBB0_76:
	v_mov_b32_e32 v1, 0
	s_movk_i32 s44, 0x4000
	v_mov_b32_e32 v147, 1.0
	v_mov_b32_e32 v152, 0xff800000
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
.LBB0_77:                               ; %._crit_edge
	.loc	1 38 5 is_stmt 1                ; attn_make.py:38:5
	s_add_i32 s0, s15, 63
	s_cmp_gt_i32 s0, 63
	s_cselect_b64 vcc, -1, 0
	s_cmp_lt_i32 s0, 64
	.loc	1 39 13                         ; attn_make.py:39:13
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 40 14                         ; attn_make.py:40:14
	s_cbranch_scc1 .LBB0_79
; %bb.78:
	.loc	1 39 13                         ; attn_make.py:39:13
	v_xor_b32_e32 v64, 0x60, v194
	v_add_u32_e32 v131, s46, v64
	v_xad_u32 v64, v194, 32, s46
	v_add_u32_e32 v65, s46, v194
	.loc	1 40 14                         ; attn_make.py:40:14
	s_mov_b32 s0, 0xc0c0004
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_read_b128 v[158:161], v64
	ds_read_b128 v[154:157], v65
	.loc	1 40 14                         ; attn_make.py:40:14
	v_perm_b32 v66, v127, v183, s0
	v_perm_b32 v67, v184, v185, s0
	v_lshl_or_b32 v103, v67, 16, v66
	v_perm_b32 v66, v126, v181, s0
	v_perm_b32 v67, v182, v144, s0
	v_lshl_or_b32 v102, v67, 16, v66
	v_perm_b32 v66, v125, v178, s0
	v_perm_b32 v67, v179, v180, s0
	v_lshl_or_b32 v101, v67, 16, v66
	v_perm_b32 v66, v124, v176, s0
	v_perm_b32 v67, v177, v142, s0
	v_lshl_or_b32 v100, v67, 16, v66
	v_perm_b32 v66, v123, v173, s0
	v_perm_b32 v67, v174, v175, s0
	v_lshl_or_b32 v99, v67, 16, v66
	v_perm_b32 v66, v122, v82, s0
	v_perm_b32 v67, v172, v140, s0
	v_lshl_or_b32 v98, v67, 16, v66
	v_perm_b32 v66, v121, v81, s0
	v_perm_b32 v67, v169, v170, s0
	v_lshl_or_b32 v97, v67, 16, v66
	v_perm_b32 v66, v120, v80, s0
	v_perm_b32 v67, v167, v138, s0
	v_lshl_or_b32 v96, v67, 16, v66
	v_perm_b32 v66, v119, v191, s0
	v_perm_b32 v67, v192, v193, s0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[154:161], v[96:103], 0
	v_lshl_or_b32 v111, v67, 16, v66
	v_perm_b32 v66, v118, v189, s0
	v_perm_b32 v67, v190, v146, s0
	.loc	1 39 13                         ; attn_make.py:39:13
	v_xad_u32 v148, v194, 64, s46
	.loc	1 40 14                         ; attn_make.py:40:14
	v_lshl_or_b32 v110, v67, 16, v66
	v_perm_b32 v66, v117, v186, s0
	v_perm_b32 v67, v187, v188, s0
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_read_b128 v[72:75], v131
	ds_read_b128 v[68:71], v148
	.loc	1 40 14                         ; attn_make.py:40:14
	v_lshl_or_b32 v109, v67, 16, v66
	v_perm_b32 v66, v116, v79, s0
	v_perm_b32 v67, v171, v136, s0
	v_lshl_or_b32 v108, v67, 16, v66
	v_perm_b32 v66, v115, v78, s0
	v_perm_b32 v67, v166, v168, s0
	v_lshl_or_b32 v107, v67, 16, v66
	v_perm_b32 v66, v114, v139, s0
	v_perm_b32 v67, v143, v134, s0
	v_lshl_or_b32 v106, v67, 16, v66
	v_perm_b32 v66, v113, v77, s0
	v_perm_b32 v67, v145, v254, s0
	v_lshl_or_b32 v105, v67, 16, v66
	v_perm_b32 v66, v112, v76, s0
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_read_b128 v[116:119], v64 offset:4096
	ds_read_b128 v[112:115], v65 offset:4096
	.loc	1 40 14                         ; attn_make.py:40:14
	v_perm_b32 v67, v141, v132, s0
	v_lshl_or_b32 v104, v67, 16, v66
	s_waitcnt lgkmcnt(2)
	s_nop 0
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[68:75], v[104:111], v[80:95]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[112:119], v[96:103], 0
	.loc	1 39 13                         ; attn_make.py:39:13
	ds_read_b128 v[100:103], v131 offset:4096
	ds_read_b128 v[96:99], v148 offset:4096
	.loc	1 40 14                         ; attn_make.py:40:14
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[96:103], v[104:111], v[64:79]
	s_branch .LBB0_80
.LBB0_79:
	.loc	1 0 0 is_stmt 0                 ; attn_make.py:0
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
.LBB0_80:
.Ltmp18:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	s_nop 12
	v_max_f32_e32 v96, v81, v81
	v_max_f32_e32 v97, v80, v80
	v_max_f32_e32 v96, v97, v96
	v_max3_f32 v97, v83, v84, v85
	v_max3_f32 v99, v89, v90, v91
	v_max3_f32 v100, v92, v93, v94
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
.Ltmp19:
	.loc	2 216 16                        ; standard.py:216:16 @[ attn_make.py:41:32 ]
	v_mov_b32_e32 v97, v96
	s_nop 1
	v_permlane32_swap_b32_e32 v96, v97
.Ltmp20:
	.loc	1 49 15                         ; attn_make.py:49:15
	s_and_b64 s[0:1], vcc, exec
.Ltmp21:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ attn_make.py:41:32 ] ]
	v_max_f32_e32 v97, v97, v97
	v_max_f32_e32 v96, v96, v96
	v_max_f32_e32 v96, v96, v97
.Ltmp22:
	.loc	1 41 32                         ; attn_make.py:41:32
	v_mul_f32_e32 v96, v130, v96
	.loc	1 41 16 is_stmt 0               ; attn_make.py:41:16
	v_max_f32_e32 v97, v152, v152
	v_max_f32_e32 v96, v97, v96
	.loc	1 42 14 is_stmt 1               ; attn_make.py:42:14
	v_pk_fma_f32 v[80:81], v[130:131], v[80:81], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[130:131], v[82:83], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[130:131], v[84:85], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[130:131], v[86:87], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[130:131], v[88:89], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[130:131], v[90:91], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[130:131], v[92:93], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[130:131], v[94:95], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[64:65], v[130:131], v[64:65], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[66:67], v[130:131], v[66:67], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[68:69], v[130:131], v[68:69], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[70:71], v[130:131], v[70:71], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[72:73], v[130:131], v[72:73], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[74:75], v[130:131], v[74:75], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[76:77], v[130:131], v[76:77], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[78:79], v[130:131], v[78:79], v[96:97] op_sel_hi:[0,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	.loc	1 43 13                         ; attn_make.py:43:13
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
.Ltmp23:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
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
.Ltmp24:
	.loc	1 49 22                         ; attn_make.py:49:22
	v_cvt_scalef32_pk_fp8_f32 v68, v98, v99, 1.0
.Ltmp25:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
.Ltmp26:
	.loc	1 49 22                         ; attn_make.py:49:22
	v_cvt_scalef32_pk_fp8_f32 v66, v84, v85, 1.0
.Ltmp27:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ attn_make.py:44:16 ] ]
	v_add_f32_e32 v73, v64, v65
.Ltmp28:
	.loc	1 45 30                         ; attn_make.py:45:30
	v_sub_f32_e32 v64, v152, v96
	.loc	1 45 17 is_stmt 0               ; attn_make.py:45:17
	v_exp_f32_e32 v72, v64
	.loc	1 49 22 is_stmt 1               ; attn_make.py:49:22
	v_cvt_scalef32_pk_fp8_f32 v64, v80, v81, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v88, v89, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v92, v93, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v102, v103, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v106, v107, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v76, v77, 1.0
	v_readlane_b32 s4, v255, 3
.Ltmp29:
	.loc	2 314 12                        ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_mov_b32_e32 v74, v73
.Ltmp30:
	.loc	1 49 22                         ; attn_make.py:49:22
	v_cvt_scalef32_pk_fp8_f32 v64, v82, v83, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v86, v87, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v90, v91, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v94, v95, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v100, v101, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v104, v105, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v69, v108, v109, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v78, v79, 1.0 op_sel:[0,0,0,1]
	.loc	1 49 15 is_stmt 0               ; attn_make.py:49:15
	s_cselect_b32 s0, 1, 0
	v_readlane_b32 s2, v255, 0
	v_readlane_b32 s5, v255, 4
	v_readlane_b32 s3, v255, 20
.Ltmp31:
	.loc	2 314 12 is_stmt 1              ; standard.py:314:12 @[ attn_make.py:44:16 ]
	v_permlane32_swap_b32_e32 v73, v74
.Ltmp32:
	.loc	1 49 22                         ; attn_make.py:49:22
	v_permlane32_swap_b32_e32 v64, v65
	.loc	1 49 15 is_stmt 0               ; attn_make.py:49:15
	s_cmp_lg_u32 s0, 1
	.loc	1 49 22                         ; attn_make.py:49:22
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 49 15                         ; attn_make.py:49:15
	s_cbranch_scc1 .LBB0_82
; %bb.81:
	.loc	1 0 0                           ; attn_make.py:0
	v_and_b32_e32 v75, 0xb80, v133
	v_and_b32_e32 v76, 48, v135
	v_bitop3_b32 v75, v75, v137, v76 bitop3:0x36
	v_and_or_b32 v75, v153, 8, v75
	v_add_u32_e32 v76, s44, v75
	ds_read_b64_tr_b8 v[78:79], v76
	ds_read_b64_tr_b8 v[80:81], v76 offset:1088
	ds_read_b64_tr_b8 v[86:87], v76 offset:64
	ds_read_b64_tr_b8 v[88:89], v76 offset:1024
	ds_read_b64_tr_b8 v[82:83], v76 offset:4096
	ds_read_b64_tr_b8 v[84:85], v76 offset:5184
	ds_read_b64_tr_b8 v[90:91], v76 offset:4160
	ds_read_b64_tr_b8 v[92:93], v76 offset:5120
	v_xad_u32 v75, v75, 32, s44
	.loc	1 47 15 is_stmt 1               ; attn_make.py:47:15
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
	.loc	1 49 15                         ; attn_make.py:49:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[78:85], v[64:71], v[48:63]
	.loc	1 0 0 is_stmt 0                 ; attn_make.py:0
	ds_read_b64_tr_b8 v[76:77], v75
	ds_read_b64_tr_b8 v[78:79], v75 offset:1088
	ds_read_b64_tr_b8 v[94:95], v75 offset:64
	ds_read_b64_tr_b8 v[96:97], v75 offset:1024
	ds_read_b64_tr_b8 v[80:81], v75 offset:4096
	ds_read_b64_tr_b8 v[82:83], v75 offset:5184
	ds_read_b64_tr_b8 v[98:99], v75 offset:4160
	ds_read_b64_tr_b8 v[100:101], v75 offset:5120
	.loc	1 47 15 is_stmt 1               ; attn_make.py:47:15
	v_mul_f32_e64 v42, v42, v72
	v_mul_f32_e64 v43, v43, v72
	v_mul_f32_e64 v40, v40, v72
	v_mul_f32_e64 v41, v41, v72
	v_mul_f32_e64 v38, v38, v72
	v_mul_f32_e64 v39, v39, v72
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
	.loc	1 49 15                         ; attn_make.py:49:15
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[76:83], v[64:71], v[32:47]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[86:93], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[94:101], v[64:71], v[0:15]
.LBB0_82:
.Ltmp33:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ attn_make.py:44:16 ] ]
	v_add_f32_e32 v64, v73, v74
.Ltmp34:
	.loc	1 46 15                         ; attn_make.py:46:15
	v_fmac_f32_e32 v64, v147, v72
	.loc	1 38 5                          ; attn_make.py:38:5
	v_cndmask_b32_e32 v64, v147, v64, vcc
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_scale_f32 v66, s[0:1], v64, v64, v48
	v_rcp_f32_e32 v67, v66
	.loc	1 30 34                         ; attn_make.py:30:34
	s_lshr_b32 s0, s33, 1
	v_or_b32_e32 v65, s0, v129
	.loc	1 30 14 is_stmt 0               ; attn_make.py:30:14
	v_or_b32_e32 v65, s3, v65
	.loc	1 51 11 is_stmt 1               ; attn_make.py:51:11
	v_fma_f32 v68, -v66, v67, 1.0
	v_fmac_f32_e32 v67, v68, v67
	v_div_scale_f32 v68, vcc, v48, v64, v48
	v_mul_f32_e32 v69, v68, v67
	v_fma_f32 v70, -v66, v69, v68
	v_fmac_f32_e32 v69, v70, v67
	v_fma_f32 v66, -v66, v69, v68
	v_div_scale_f32 v68, s[0:1], v64, v64, v49
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v66, v66, v67, v69
	v_div_fixup_f32 v66, v66, v64, v48
	.loc	1 52 14                         ; attn_make.py:52:14
	v_mov_b32_e32 v129, 0
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v48, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v48, v70
	v_div_scale_f32 v48, vcc, v49, v64, v49
	v_mul_f32_e32 v67, v48, v70
	v_fma_f32 v69, -v68, v67, v48
	v_fmac_f32_e32 v67, v69, v70
	v_fma_f32 v48, -v68, v67, v48
	v_div_scale_f32 v68, s[0:1], v64, v64, v50
	v_rcp_f32_e32 v69, v68
	v_div_fmas_f32 v48, v48, v70, v67
	v_div_fixup_f32 v67, v48, v64, v49
	v_fma_f32 v48, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v48, v69
	v_div_scale_f32 v48, vcc, v50, v64, v50
	v_mul_f32_e32 v49, v48, v69
	v_fma_f32 v70, -v68, v49, v48
	v_fmac_f32_e32 v49, v70, v69
	v_fma_f32 v48, -v68, v49, v48
	v_div_scale_f32 v68, s[0:1], v64, v64, v51
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v48, v48, v69, v49
	v_div_fixup_f32 v48, v48, v64, v50
	v_fma_f32 v49, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v49, v70
	v_div_scale_f32 v49, vcc, v51, v64, v51
	v_mul_f32_e32 v50, v49, v70
	v_fma_f32 v69, -v68, v50, v49
	v_fmac_f32_e32 v50, v69, v70
	v_fma_f32 v49, -v68, v50, v49
	v_div_scale_f32 v68, s[0:1], v64, v64, v52
	v_rcp_f32_e32 v69, v68
	v_div_fmas_f32 v49, v49, v70, v50
	v_div_fixup_f32 v49, v49, v64, v51
	v_fma_f32 v50, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v50, v69
	v_div_scale_f32 v50, vcc, v52, v64, v52
	v_mul_f32_e32 v51, v50, v69
	v_fma_f32 v70, -v68, v51, v50
	v_fmac_f32_e32 v51, v70, v69
	v_fma_f32 v50, -v68, v51, v50
	v_div_scale_f32 v68, s[0:1], v64, v64, v53
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v50, v50, v69, v51
	v_div_fixup_f32 v51, v50, v64, v52
	v_fma_f32 v50, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v50, v70
	v_div_scale_f32 v50, vcc, v53, v64, v53
	v_mul_f32_e32 v52, v50, v70
	v_fma_f32 v69, -v68, v52, v50
	v_fmac_f32_e32 v52, v69, v70
	v_div_scale_f32 v69, s[0:1], v64, v64, v54
	v_rcp_f32_e32 v71, v69
	v_fma_f32 v50, -v68, v52, v50
	v_div_fmas_f32 v50, v50, v70, v52
	v_div_fixup_f32 v68, v50, v64, v53
	v_fma_f32 v50, -v69, v71, 1.0
	v_fmac_f32_e32 v71, v50, v71
	v_div_scale_f32 v50, vcc, v54, v64, v54
	v_mul_f32_e32 v52, v50, v71
	v_fma_f32 v53, -v69, v52, v50
	v_fmac_f32_e32 v52, v53, v71
	v_div_scale_f32 v53, s[0:1], v64, v64, v55
	v_fma_f32 v50, -v69, v52, v50
	v_rcp_f32_e32 v69, v53
	v_div_fmas_f32 v50, v50, v71, v52
	v_div_fixup_f32 v50, v50, v64, v54
	v_fma_f32 v52, -v53, v69, 1.0
	v_fmac_f32_e32 v69, v52, v69
	v_div_scale_f32 v52, vcc, v55, v64, v55
	v_mul_f32_e32 v54, v52, v69
	v_fma_f32 v70, -v53, v54, v52
	v_fmac_f32_e32 v54, v70, v69
	v_fma_f32 v52, -v53, v54, v52
	v_div_scale_f32 v53, s[0:1], v64, v64, v56
	v_rcp_f32_e32 v70, v53
	v_div_fmas_f32 v52, v52, v69, v54
	v_div_fixup_f32 v52, v52, v64, v55
	v_fma_f32 v54, -v53, v70, 1.0
	v_fmac_f32_e32 v70, v54, v70
	v_div_scale_f32 v54, vcc, v56, v64, v56
	v_mul_f32_e32 v55, v54, v70
	v_fma_f32 v69, -v53, v55, v54
	v_fmac_f32_e32 v55, v69, v70
	v_fma_f32 v53, -v53, v55, v54
	v_div_scale_f32 v54, s[0:1], v64, v64, v57
	v_rcp_f32_e32 v69, v54
	v_div_fmas_f32 v53, v53, v70, v55
	v_div_fixup_f32 v53, v53, v64, v56
	v_fma_f32 v55, -v54, v69, 1.0
	v_fmac_f32_e32 v69, v55, v69
	v_div_scale_f32 v55, vcc, v57, v64, v57
	v_mul_f32_e32 v56, v55, v69
	v_fma_f32 v70, -v54, v56, v55
	v_fmac_f32_e32 v56, v70, v69
	v_fma_f32 v54, -v54, v56, v55
	v_div_scale_f32 v55, s[0:1], v64, v64, v58
	v_rcp_f32_e32 v70, v55
	v_div_fmas_f32 v54, v54, v69, v56
	v_div_fixup_f32 v54, v54, v64, v57
	v_fma_f32 v56, -v55, v70, 1.0
	v_fmac_f32_e32 v70, v56, v70
	v_div_scale_f32 v56, vcc, v58, v64, v58
	v_mul_f32_e32 v57, v56, v70
	v_fma_f32 v69, -v55, v57, v56
	v_fmac_f32_e32 v57, v69, v70
	v_fma_f32 v55, -v55, v57, v56
	v_div_scale_f32 v56, s[0:1], v64, v64, v59
	v_rcp_f32_e32 v69, v56
	v_div_fmas_f32 v55, v55, v70, v57
	v_div_fixup_f32 v55, v55, v64, v58
	v_fma_f32 v57, -v56, v69, 1.0
	v_fmac_f32_e32 v69, v57, v69
	v_div_scale_f32 v57, vcc, v59, v64, v59
	v_mul_f32_e32 v58, v57, v69
	v_fma_f32 v70, -v56, v58, v57
	v_fmac_f32_e32 v58, v70, v69
	v_fma_f32 v56, -v56, v58, v57
	v_div_scale_f32 v57, s[0:1], v64, v64, v60
	v_rcp_f32_e32 v70, v57
	v_div_fmas_f32 v56, v56, v69, v58
	v_div_fixup_f32 v56, v56, v64, v59
	v_fma_f32 v58, -v57, v70, 1.0
	v_fmac_f32_e32 v70, v58, v70
	v_div_scale_f32 v58, vcc, v60, v64, v60
	v_mul_f32_e32 v59, v58, v70
	v_fma_f32 v69, -v57, v59, v58
	v_fmac_f32_e32 v59, v69, v70
	v_fma_f32 v57, -v57, v59, v58
	v_div_scale_f32 v58, s[0:1], v64, v64, v61
	v_rcp_f32_e32 v69, v58
	v_div_fmas_f32 v57, v57, v70, v59
	v_div_fixup_f32 v57, v57, v64, v60
	v_fma_f32 v59, -v58, v69, 1.0
	v_fmac_f32_e32 v69, v59, v69
	v_div_scale_f32 v59, vcc, v61, v64, v61
	v_mul_f32_e32 v60, v59, v69
	v_fma_f32 v70, -v58, v60, v59
	v_fmac_f32_e32 v60, v70, v69
	v_fma_f32 v58, -v58, v60, v59
	v_div_scale_f32 v59, s[0:1], v64, v64, v62
	v_rcp_f32_e32 v70, v59
	v_div_fmas_f32 v58, v58, v69, v60
	v_div_fixup_f32 v58, v58, v64, v61
	v_fma_f32 v60, -v59, v70, 1.0
	v_fmac_f32_e32 v70, v60, v70
	v_div_scale_f32 v60, vcc, v62, v64, v62
	v_mul_f32_e32 v61, v60, v70
	v_fma_f32 v69, -v59, v61, v60
	v_fmac_f32_e32 v61, v69, v70
	v_fma_f32 v59, -v59, v61, v60
	v_div_scale_f32 v60, s[0:1], v64, v64, v63
	v_rcp_f32_e32 v69, v60
	v_div_fmas_f32 v59, v59, v70, v61
	v_div_fixup_f32 v59, v59, v64, v62
	v_fma_f32 v61, -v60, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v63, v64, v63
	v_mul_f32_e32 v62, v61, v69
	v_fma_f32 v70, -v60, v62, v61
	v_fmac_f32_e32 v62, v70, v69
	v_fma_f32 v60, -v60, v62, v61
	v_div_scale_f32 v61, s[0:1], v64, v64, v32
	v_rcp_f32_e32 v70, v61
	v_div_fmas_f32 v60, v60, v69, v62
	v_div_fixup_f32 v60, v60, v64, v63
	v_fma_f32 v62, -v61, v70, 1.0
	v_fmac_f32_e32 v70, v62, v70
	v_div_scale_f32 v62, vcc, v32, v64, v32
	v_mul_f32_e32 v63, v62, v70
	v_fma_f32 v69, -v61, v63, v62
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v61, v63, v62
	v_div_scale_f32 v62, s[0:1], v64, v64, v33
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v32, v61, v64, v32
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v33, v64, v33
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v34
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v33, v61, v64, v33
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v34, v64, v34
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v35
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v34, v61, v64, v34
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v35, v64, v35
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v36
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v35, v61, v64, v35
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v36, v64, v36
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v37
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v36, v61, v64, v36
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v37, v64, v37
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v38
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v37, v61, v64, v37
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v38, v64, v38
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v39
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v38, v61, v64, v38
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v39, v64, v39
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v40
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v39, v61, v64, v39
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v40, v64, v40
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v41
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v40, v61, v64, v40
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v41, v64, v41
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v42
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v41, v61, v64, v41
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v42, v64, v42
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v43
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v42, v61, v64, v42
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v43, v64, v43
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v44
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v43, v61, v64, v43
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v44, v64, v44
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v45
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v44, v61, v64, v44
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v45, v64, v45
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v46
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v45, v61, v64, v45
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v46, v64, v46
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v47
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v46, v61, v64, v46
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v47, v64, v47
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v16
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v47, v61, v64, v47
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v16, v64, v16
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v17
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v16, v61, v64, v16
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v17, v64, v17
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v18
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v17, v61, v64, v17
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v16, v16, v17
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v18, v64, v18
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v19
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v18, v61, v64, v18
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v19, v64, v19
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v20
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v19, v61, v64, v19
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v17, v18, v19
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v20, v64, v20
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v21
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v20, v61, v64, v20
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v21, v64, v21
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v22
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v21, v61, v64, v21
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v18, v20, v21
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v22, v64, v22
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v23
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v22, v61, v64, v22
	.loc	1 52 67                         ; attn_make.py:52:67
	v_permlane32_swap_b32_e32 v16, v18
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v23, v64, v23
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v24
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v23, v61, v64, v23
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v19, v22, v23
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v24, v64, v24
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v25
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v24, v61, v64, v24
	.loc	1 52 67                         ; attn_make.py:52:67
	v_permlane32_swap_b32_e32 v17, v19
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v61, v69
	v_div_scale_f32 v61, vcc, v25, v64, v25
	v_mul_f32_e32 v63, v61, v69
	v_fma_f32 v70, -v62, v63, v61
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v26
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v61, v61, v69, v63
	v_div_fixup_f32 v25, v61, v64, v25
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v20, v24, v25
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v61, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v61, v70
	v_div_scale_f32 v61, vcc, v26, v64, v26
	v_mul_f32_e32 v63, v61, v70
	v_fma_f32 v69, -v62, v63, v61
	v_fmac_f32_e32 v63, v69, v70
	v_fma_f32 v61, -v62, v63, v61
	v_div_scale_f32 v62, s[0:1], v64, v64, v27
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v61, v61, v70, v63
	v_div_fixup_f32 v61, v61, v64, v26
	v_fma_f32 v26, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v26, v69
	v_div_scale_f32 v26, vcc, v27, v64, v27
	v_mul_f32_e32 v63, v26, v69
	v_fma_f32 v70, -v62, v63, v26
	v_fmac_f32_e32 v63, v70, v69
	v_fma_f32 v26, -v62, v63, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v28
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v26, v26, v69, v63
	v_div_fixup_f32 v63, v26, v64, v27
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v21, v61, v63
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v26, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v26, v70
	v_div_scale_f32 v26, vcc, v28, v64, v28
	v_mul_f32_e32 v27, v26, v70
	v_fma_f32 v69, -v62, v27, v26
	v_fmac_f32_e32 v27, v69, v70
	v_fma_f32 v26, -v62, v27, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v29
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v26, v26, v70, v27
	v_div_fixup_f32 v28, v26, v64, v28
	v_fma_f32 v26, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v26, v69
	v_div_scale_f32 v26, vcc, v29, v64, v29
	v_mul_f32_e32 v27, v26, v69
	v_fma_f32 v70, -v62, v27, v26
	v_fmac_f32_e32 v27, v70, v69
	v_fma_f32 v26, -v62, v27, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v30
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v26, v26, v69, v27
	v_div_fixup_f32 v29, v26, v64, v29
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v22, v28, v29
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v26, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v26, v70
	v_div_scale_f32 v26, vcc, v30, v64, v30
	v_mul_f32_e32 v27, v26, v70
	v_fma_f32 v69, -v62, v27, v26
	v_fmac_f32_e32 v27, v69, v70
	v_fma_f32 v26, -v62, v27, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v31
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v26, v26, v70, v27
	v_div_fixup_f32 v30, v26, v64, v30
	.loc	1 52 67                         ; attn_make.py:52:67
	v_permlane32_swap_b32_e32 v20, v22
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v26, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v26, v69
	v_div_scale_f32 v26, vcc, v31, v64, v31
	v_mul_f32_e32 v27, v26, v69
	v_fma_f32 v70, -v62, v27, v26
	v_fmac_f32_e32 v27, v70, v69
	v_fma_f32 v26, -v62, v27, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v0
	v_rcp_f32_e32 v70, v62
	v_div_fmas_f32 v26, v26, v69, v27
	v_div_fixup_f32 v31, v26, v64, v31
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v23, v30, v31
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v26, -v62, v70, 1.0
	v_fmac_f32_e32 v70, v26, v70
	v_div_scale_f32 v26, vcc, v0, v64, v0
	v_mul_f32_e32 v27, v26, v70
	v_fma_f32 v69, -v62, v27, v26
	v_fmac_f32_e32 v27, v69, v70
	v_fma_f32 v26, -v62, v27, v26
	v_div_scale_f32 v62, s[0:1], v64, v64, v1
	v_rcp_f32_e32 v69, v62
	v_div_fmas_f32 v26, v26, v70, v27
	v_div_fixup_f32 v70, v26, v64, v0
	.loc	1 52 67                         ; attn_make.py:52:67
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v0, -v62, v69, 1.0
	v_fmac_f32_e32 v69, v0, v69
	v_div_scale_f32 v0, vcc, v1, v64, v1
	v_mul_f32_e32 v26, v0, v69
	v_fma_f32 v27, -v62, v26, v0
	v_fmac_f32_e32 v26, v27, v69
	v_div_scale_f32 v27, s[0:1], v64, v64, v2
	v_fma_f32 v0, -v62, v26, v0
	v_rcp_f32_e32 v62, v27
	v_div_fmas_f32 v0, v0, v69, v26
	v_div_fixup_f32 v69, v0, v64, v1
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v24, v70, v69
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v0, -v27, v62, 1.0
	v_fmac_f32_e32 v62, v0, v62
	v_div_scale_f32 v0, vcc, v2, v64, v2
	v_mul_f32_e32 v1, v0, v62
	v_fma_f32 v26, -v27, v1, v0
	v_fmac_f32_e32 v1, v26, v62
	v_div_scale_f32 v26, s[0:1], v64, v64, v3
	v_fma_f32 v0, -v27, v1, v0
	v_rcp_f32_e32 v27, v26
	v_div_fmas_f32 v0, v0, v62, v1
	v_div_fixup_f32 v62, v0, v64, v2
	v_fma_f32 v0, -v26, v27, 1.0
	v_fmac_f32_e32 v27, v0, v27
	v_div_scale_f32 v0, vcc, v3, v64, v3
	v_mul_f32_e32 v1, v0, v27
	v_fma_f32 v2, -v26, v1, v0
	v_fmac_f32_e32 v1, v2, v27
	v_div_scale_f32 v2, s[0:1], v64, v64, v4
	v_fma_f32 v0, -v26, v1, v0
	v_rcp_f32_e32 v26, v2
	v_div_fmas_f32 v0, v0, v27, v1
	v_div_fixup_f32 v71, v0, v64, v3
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v25, v62, v71
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v0, -v2, v26, 1.0
	v_fmac_f32_e32 v26, v0, v26
	v_div_scale_f32 v0, vcc, v4, v64, v4
	v_mul_f32_e32 v1, v0, v26
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v26
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v64, v64, v5
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v26, v1
	v_div_fixup_f32 v72, v0, v64, v4
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v5, v64, v5
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v4, -v2, v1, v0
	v_fmac_f32_e32 v1, v4, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v64, v64, v6
	v_rcp_f32_e32 v4, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v73, v0, v64, v5
	v_div_scale_f32 v5, s[0:1], v64, v64, v10
	v_fma_f32 v0, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v0, v4
	v_div_scale_f32 v0, vcc, v6, v64, v6
	v_mul_f32_e32 v1, v0, v4
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v4
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v64, v64, v7
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v4, v1
	v_div_fixup_f32 v74, v0, v64, v6
	v_rcp_f32_e32 v6, v5
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v7, v64, v7
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v4, -v2, v1, v0
	v_fmac_f32_e32 v1, v4, v3
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v64, v64, v8
	v_rcp_f32_e32 v4, v2
	v_div_fmas_f32 v0, v0, v3, v1
	v_div_fixup_f32 v75, v0, v64, v7
	v_div_scale_f32 v7, s[0:1], v64, v64, v11
	v_fma_f32 v0, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v0, v4
	v_div_scale_f32 v0, vcc, v8, v64, v8
	v_mul_f32_e32 v1, v0, v4
	v_fma_f32 v3, -v2, v1, v0
	v_fmac_f32_e32 v1, v3, v4
	v_fma_f32 v0, -v2, v1, v0
	v_div_scale_f32 v2, s[0:1], v64, v64, v9
	v_rcp_f32_e32 v3, v2
	v_div_fmas_f32 v0, v0, v4, v1
	v_div_fixup_f32 v76, v0, v64, v8
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v0, -v2, v3, 1.0
	v_fmac_f32_e32 v3, v0, v3
	v_div_scale_f32 v0, vcc, v9, v64, v9
	v_mul_f32_e32 v1, v0, v3
	v_fma_f32 v4, -v2, v1, v0
	v_fmac_f32_e32 v1, v4, v3
	v_fma_f32 v4, -v2, v1, v0
	v_div_fmas_f32 v1, v4, v3, v1
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v2, v51, v68
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_fixup_f32 v51, v1, v64, v9
	v_fma_f32 v1, -v5, v6, 1.0
	v_fmac_f32_e32 v6, v1, v6
	v_div_scale_f32 v1, vcc, v10, v64, v10
	v_mul_f32_e32 v4, v1, v6
	v_fma_f32 v3, -v5, v4, v1
	v_fmac_f32_e32 v4, v3, v6
	v_fma_f32 v5, -v5, v4, v1
	v_div_fmas_f32 v4, v5, v6, v4
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v1, v48, v49
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_fixup_f32 v48, v4, v64, v10
	v_fma_f32 v4, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v4, v8
	v_div_scale_f32 v4, vcc, v11, v64, v11
	v_mul_f32_e32 v5, v4, v8
	v_div_scale_f32 v9, s[0:1], v64, v64, v12
	v_fma_f32 v6, -v7, v5, v4
	v_rcp_f32_e32 v10, v9
	v_fmac_f32_e32 v5, v6, v8
	v_fma_f32 v7, -v7, v5, v4
	v_div_fmas_f32 v5, v7, v8, v5
	v_div_fixup_f32 v49, v5, v64, v11
	v_fma_f32 v5, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v5, v10
	v_div_scale_f32 v5, vcc, v12, v64, v12
	v_mul_f32_e32 v8, v5, v10
	v_div_scale_f32 v11, s[0:1], v64, v64, v13
	v_fma_f32 v7, -v9, v8, v5
	v_rcp_f32_e32 v26, v11
	v_fmac_f32_e32 v8, v7, v10
	v_fma_f32 v9, -v9, v8, v5
	v_div_fmas_f32 v8, v9, v10, v8
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v3, v50, v52
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_fixup_f32 v50, v8, v64, v12
	v_fma_f32 v8, -v11, v26, 1.0
	v_fmac_f32_e32 v26, v8, v26
	v_div_scale_f32 v8, vcc, v13, v64, v13
	v_mul_f32_e32 v9, v8, v26
	v_div_scale_f32 v12, s[0:1], v64, v64, v14
	v_fma_f32 v10, -v11, v9, v8
	v_rcp_f32_e32 v27, v12
	v_fmac_f32_e32 v9, v10, v26
	v_fma_f32 v11, -v11, v9, v8
	v_div_fmas_f32 v9, v11, v26, v9
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v10, v36, v37
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_fixup_f32 v36, v9, v64, v13
	v_fma_f32 v9, -v12, v27, 1.0
	v_fmac_f32_e32 v27, v9, v27
	v_div_scale_f32 v9, vcc, v14, v64, v14
	v_mul_f32_e32 v13, v9, v27
	v_div_scale_f32 v26, s[0:1], v64, v64, v15
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v8, v32, v33
	.loc	1 51 11                         ; attn_make.py:51:11
	v_fma_f32 v11, -v12, v13, v9
	v_rcp_f32_e32 v32, v26
	v_fmac_f32_e32 v13, v11, v27
	v_fma_f32 v12, -v12, v13, v9
	v_div_fmas_f32 v12, v12, v27, v13
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v9, v34, v35
	.loc	1 51 11                         ; attn_make.py:51:11
	v_div_fixup_f32 v34, v12, v64, v14
	v_fma_f32 v12, -v26, v32, 1.0
	v_fmac_f32_e32 v32, v12, v32
	v_div_scale_f32 v12, vcc, v15, v64, v15
	v_mul_f32_e32 v13, v12, v32
	v_fma_f32 v14, -v26, v13, v12
	v_fmac_f32_e32 v13, v14, v32
	v_fma_f32 v26, -v26, v13, v12
	v_div_fmas_f32 v13, v26, v32, v13
	.loc	1 52 20                         ; attn_make.py:52:20
	v_mul_lo_u32 v26, v65, s2
	.loc	1 52 14 is_stmt 0               ; attn_make.py:52:14
	v_ashrrev_i32_e32 v27, 31, v26
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v0, v66, v67
	.loc	1 51 11 is_stmt 1               ; attn_make.py:51:11
	v_div_fixup_f32 v35, v13, v64, v15
	.loc	1 52 14                         ; attn_make.py:52:14
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[4:5]
	.loc	1 52 67 is_stmt 0               ; attn_make.py:52:67
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_cvt_pk_bf16_f32 v4, v53, v54
	v_cvt_pk_bf16_f32 v6, v57, v58
	v_cvt_pk_bf16_f32 v5, v55, v56
	v_cvt_pk_bf16_f32 v7, v59, v60
	v_cvt_pk_bf16_f32 v11, v38, v39
	v_cvt_pk_bf16_f32 v12, v40, v41
	v_cvt_pk_bf16_f32 v14, v44, v45
	.loc	1 52 14                         ; attn_make.py:52:14
	v_lshl_add_u64 v[32:33], v[26:27], 0, v[128:129]
	.loc	1 52 67                         ; attn_make.py:52:67
	v_cvt_pk_bf16_f32 v13, v42, v43
	v_cvt_pk_bf16_f32 v15, v46, v47
	v_cvt_pk_bf16_f32 v26, v72, v73
	v_cvt_pk_bf16_f32 v27, v74, v75
	v_cvt_pk_bf16_f32 v28, v76, v51
	v_cvt_pk_bf16_f32 v29, v48, v49
	v_cvt_pk_bf16_f32 v30, v50, v36
	v_cvt_pk_bf16_f32 v31, v34, v35
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	v_permlane32_swap_b32_e32 v24, v26
	v_permlane32_swap_b32_e32 v25, v27
	v_permlane32_swap_b32_e32 v28, v30
	v_permlane32_swap_b32_e32 v29, v31
	.loc	1 52 5                          ; attn_make.py:52:5
	global_store_dwordx4 v[32:33], v[0:3], off
	global_store_dwordx4 v[32:33], v[4:7], off offset:32
	global_store_dwordx4 v[32:33], v[8:11], off offset:64
	global_store_dwordx4 v[32:33], v[12:15], off offset:96
	global_store_dwordx4 v[32:33], v[16:19], off offset:128
	global_store_dwordx4 v[32:33], v[20:23], off offset:160
	global_store_dwordx4 v[32:33], v[24:27], off offset:192
	global_store_dwordx4 v[32:33], v[28:31], off offset:224
	.loc	1 27 1 is_stmt 1                ; attn_make.py:27:1
	s_endpgm
.Ltmp35:
.Lfunc_end0:
	.size	attn_fp8_fwd_hd128, .Lfunc_end0-attn_fp8_fwd_hd128
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel attn_fp8_fwd_hd128
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 256
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
	.set .Lattn_fp8_fwd_hd128.num_vgpr, 256
	.set .Lattn_fp8_fwd_hd128.num_agpr, 0
	.set .Lattn_fp8_fwd_hd128.numbered_sgpr, 100
	.set .Lattn_fp8_fwd_hd128.num_named_barrier, 0
	.set .Lattn_fp8_fwd_hd128.private_seg_size, 0
	.set .Lattn_fp8_fwd_hd128.uses_vcc, 1
	.set .Lattn_fp8_fwd_hd128.uses_flat_scratch, 0
	.set .Lattn_fp8_fwd_hd128.has_dyn_sized_stack, 0
	.set .Lattn_fp8_fwd_hd128.has_recursion, 0
	.set .Lattn_fp8_fwd_hd128.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16972
; TotalNumSgprs: 106
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	41                              ; DW_AT_call_line
	.byte	32                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	44                              ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	314                             ; DW_AT_call_line
	.byte	12                              ; DW_AT_call_column
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
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
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
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"attn_make.py"                  ; string offset=7 ; attn_make.py
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=20 ; /work/main/tests/data/triton
.Linfo_string3:
	.asciz	"attn_fp8_fwd_hd128"            ; string offset=49 ; attn_fp8_fwd_hd128
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
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 512
    .name:           attn_fp8_fwd_hd128
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 22
    .symbol:         attn_fp8_fwd_hd128.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
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
