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
; %bb.10:
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
; %bb.11:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr255 : SGPR spill to VGPR lane
	s_load_dwordx4 s[20:23], s[0:1], 0x38
	v_writelane_b32 v255, s13, 0
	v_writelane_b32 v255, s8, 1
	s_nop 1
	v_writelane_b32 v255, s9, 2
	v_writelane_b32 v255, s0, 3
	s_load_dword s33, s[0:1], 0x48
	s_nop 0
	v_writelane_b32 v255, s1, 4
.Ltmp1:
	.loc	1 88 5 is_stmt 1                ; triton_attention.py:88:5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
.Ltmp2:
	.loc	1 82 17                         ; triton_attention.py:82:17 @[ triton_attention.py:112:29 ]
	v_readfirstlane_b32 s8, v0
.Ltmp3:
	.loc	1 95 14                         ; triton_attention.py:95:14
	s_mul_i32 s15, s15, s17
	.loc	1 116 9                         ; triton_attention.py:116:9
	s_and_b32 s9, s8, 0xc0
	.loc	1 95 9                          ; triton_attention.py:95:9
	s_ashr_i32 s1, s15, 31
	s_add_u32 s0, s2, s15
	.loc	1 96 14                         ; triton_attention.py:96:14
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s2, s21, s17
	.loc	1 95 9                          ; triton_attention.py:95:9
	s_addc_u32 s1, s3, s1
	.loc	1 96 9                          ; triton_attention.py:96:9
	s_ashr_i32 s3, s2, 31
	s_add_u32 s2, s4, s2
	.loc	1 97 14                         ; triton_attention.py:97:14
	s_mul_i32 s4, s23, s17
	.loc	1 96 9                          ; triton_attention.py:96:9
	s_addc_u32 s3, s5, s3
	.loc	1 97 9                          ; triton_attention.py:97:9
	s_ashr_i32 s5, s4, 31
	s_add_u32 s4, s6, s4
	s_addc_u32 s5, s7, s5
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_lshl_b32 s16, s16, 7
	.loc	1 99 38 is_stmt 0               ; triton_attention.py:99:38
	s_lshr_b32 s23, s8, 7
	s_or_b32 s6, s23, s16
	v_writelane_b32 v255, s17, 5
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_or_b32 s13, s6, 0x7a
	s_or_b32 s7, s6, 2
	s_or_b32 s14, s6, 4
	s_or_b32 s15, s6, 6
	s_or_b32 s18, s6, 8
	s_or_b32 s19, s6, 10
	s_or_b32 s24, s6, 12
	s_or_b32 s25, s6, 14
	s_or_b32 s26, s6, 16
	s_or_b32 s27, s6, 18
	s_or_b32 s28, s6, 20
	s_or_b32 s29, s6, 22
	s_or_b32 s30, s6, 24
	s_or_b32 s31, s6, 26
	s_or_b32 s34, s6, 28
	s_or_b32 s35, s6, 30
	s_or_b32 s36, s6, 32
	s_or_b32 s37, s6, 34
	s_or_b32 s38, s6, 36
	s_or_b32 s56, s6, 38
	s_or_b32 s57, s6, 40
	s_or_b32 s96, s6, 42
	s_or_b32 s97, s6, 44
	s_or_b32 s94, s6, 46
	s_or_b32 s95, s6, 48
	s_or_b32 s62, s6, 50
	s_or_b32 s63, s6, 52
	s_or_b32 s60, s6, 54
	s_or_b32 s61, s6, 56
	s_or_b32 s92, s6, 58
	s_or_b32 s93, s6, 60
	s_or_b32 s90, s6, 62
	s_or_b32 s91, s6, 64
	s_or_b32 s78, s6, 0x42
	s_or_b32 s79, s6, 0x44
	s_or_b32 s66, s6, 0x46
	s_or_b32 s67, s6, 0x48
	s_or_b32 s64, s6, 0x4a
	s_or_b32 s65, s6, 0x4c
	s_or_b32 s76, s6, 0x4e
	s_or_b32 s77, s6, 0x50
	s_or_b32 s74, s6, 0x52
	s_or_b32 s75, s6, 0x54
	s_or_b32 s72, s6, 0x56
	s_or_b32 s73, s6, 0x58
	s_or_b32 s70, s6, 0x5a
	s_or_b32 s71, s6, 0x5c
	s_or_b32 s68, s6, 0x5e
	s_or_b32 s69, s6, 0x60
	s_or_b32 s88, s6, 0x62
	s_or_b32 s89, s6, 0x64
	s_or_b32 s86, s6, 0x66
	s_or_b32 s87, s6, 0x68
	s_or_b32 s84, s6, 0x6a
	s_or_b32 s85, s6, 0x6c
	s_or_b32 s82, s6, 0x6e
	s_or_b32 s83, s6, 0x70
	s_or_b32 s80, s6, 0x72
	s_or_b32 s81, s6, 0x74
	s_or_b32 s21, s6, 0x76
	s_or_b32 s8, s6, 0x78
	v_writelane_b32 v255, s13, 6
	s_or_b32 s13, s6, 0x7c
	s_or_b32 s17, s6, 0x7e
	.loc	1 105 20 is_stmt 1              ; triton_attention.py:105:20
	v_mov_b32_e32 v1, s11
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s6, s6, s20
	.loc	1 105 20                        ; triton_attention.py:105:20
	v_mul_f32_e32 v1, s10, v1
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s10, s19, s20
	.loc	1 106 21 is_stmt 0              ; triton_attention.py:106:21
	s_ashr_i32 s19, s6, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s7, s7, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s42, s0, s6
	s_addc_u32 s43, s1, s19
	s_ashr_i32 s6, s7, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s14, s14, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s40, s0, s7
	s_addc_u32 s41, s1, s6
	s_ashr_i32 s6, s14, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s15, s15, s20
	s_mul_i32 s58, s38, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s38, s0, s14
	s_addc_u32 s39, s1, s6
	s_ashr_i32 s6, s15, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s18, s18, s20
	s_mul_i32 s11, s24, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s24, s0, s15
	.loc	1 105 20 is_stmt 1              ; triton_attention.py:105:20
	v_mul_f32_e32 v1, s12, v1
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s25, s20
	.loc	1 106 21 is_stmt 0              ; triton_attention.py:106:21
	s_addc_u32 s25, s1, s6
	s_ashr_i32 s6, s18, 31
	s_add_u32 s18, s0, s18
	s_addc_u32 s19, s1, s6
	s_ashr_i32 s6, s10, 31
	s_add_u32 s14, s0, s10
	s_addc_u32 s15, s1, s6
	s_ashr_i32 s6, s11, 31
	s_add_u32 s10, s0, s11
	s_addc_u32 s11, s1, s6
	s_ashr_i32 s7, s12, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s26, s26, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s6, s0, s12
	s_addc_u32 s7, s1, s7
	s_ashr_i32 s12, s26, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s27, s27, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s48, s0, s26
	s_addc_u32 s49, s1, s12
	s_ashr_i32 s12, s27, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s28, s28, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s46, s0, s27
	s_addc_u32 s47, s1, s12
	s_ashr_i32 s12, s28, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s29, s29, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s44, s0, s28
	s_addc_u32 s45, s1, s12
	s_ashr_i32 s12, s29, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s30, s30, s20
	s_mul_i32 s52, s36, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s36, s0, s29
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s53, s37, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s37, s1, s12
	s_ashr_i32 s12, s30, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s31, s31, s20
	s_mul_i32 s50, s34, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s34, s0, s30
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s51, s35, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s35, s1, s12
	s_ashr_i32 s12, s31, 31
	s_add_u32 s30, s0, s31
	s_addc_u32 s31, s1, s12
	s_ashr_i32 s12, s50, 31
	s_add_u32 s28, s0, s50
	s_addc_u32 s29, s1, s12
	s_ashr_i32 s12, s51, 31
	s_add_u32 s26, s0, s51
	s_addc_u32 s27, s1, s12
	s_ashr_i32 s12, s52, 31
	s_add_u32 s54, s0, s52
	s_addc_u32 s55, s1, s12
	s_ashr_i32 s12, s53, 31
	s_add_u32 s52, s0, s53
	s_addc_u32 s53, s1, s12
	s_ashr_i32 s12, s58, 31
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_and_b32_e32 v2, 63, v0
	.loc	1 106 55                        ; triton_attention.py:106:55
	v_mov_b32_e32 v3, 0x7f
	.loc	1 106 21 is_stmt 0              ; triton_attention.py:106:21
	s_add_u32 s50, s0, s58
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s56, s56, s20
	.loc	1 106 55                        ; triton_attention.py:106:55
	v_bitop3_b32 v14, s9, v3, v2 bitop3:0xc8
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s51, s1, s12
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v4, v14, s[42:43]
	global_load_ubyte v7, v14, s[48:49]
	global_load_ubyte v9, v14, s[44:45]
	global_load_ubyte v5, v14, s[40:41]
	global_load_ubyte v11, v14, s[52:53]
	global_load_ubyte v8, v14, s[46:47]
	global_load_ubyte v6, v14, s[38:39]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s42, s56, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s57, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s58, s0, s56
	s_addc_u32 s59, s1, s42
	s_ashr_i32 s42, s12, 31
	s_add_u32 s56, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s96, s96, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s57, s1, s42
	s_ashr_i32 s12, s96, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s97, s97, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s42, s0, s96
	s_addc_u32 s43, s1, s12
	s_ashr_i32 s12, s97, 31
	s_add_u32 s40, s0, s97
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s94, s94, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s41, s1, s12
	s_ashr_i32 s12, s94, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s95, s95, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s38, s0, s94
	s_addc_u32 s39, s1, s12
	s_ashr_i32 s12, s95, 31
	s_add_u32 s94, s0, s95
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s62, s62, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s95, s1, s12
	s_ashr_i32 s12, s62, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s63, s63, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s96, s0, s62
	s_addc_u32 s97, s1, s12
	s_ashr_i32 s12, s63, 31
	s_add_u32 s98, s0, s63
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s60, s60, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s99, s1, s12
	s_ashr_i32 s12, s60, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s61, s61, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s62, s0, s60
	s_addc_u32 s63, s1, s12
	s_ashr_i32 s12, s61, 31
	s_add_u32 s60, s0, s61
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s92, s92, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s61, s1, s12
	s_ashr_i32 s12, s92, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s93, s93, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s48, s0, s92
	s_addc_u32 s49, s1, s12
	s_ashr_i32 s12, s93, 31
	s_add_u32 s46, s0, s93
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s90, s90, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s47, s1, s12
	s_ashr_i32 s12, s90, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s91, s91, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s44, s0, s90
	s_addc_u32 s45, s1, s12
	s_ashr_i32 s12, s91, 31
	s_add_u32 s90, s0, s91
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s78, s78, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s91, s1, s12
	s_ashr_i32 s12, s78, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s79, s79, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s92, s0, s78
	s_addc_u32 s93, s1, s12
	s_ashr_i32 s12, s79, 31
	s_add_u32 vcc_lo, s0, s79
	s_addc_u32 vcc_hi, s1, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s66, s66, s20
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v10, v14, s[54:55]
	global_load_ubyte v13, v14, s[94:95]
	global_load_ubyte v15, v14, s[96:97]
	global_load_ubyte v17, v14, s[90:91]
	global_load_ubyte v18, v14, s[92:93]
	global_load_ubyte v12, v14, s[50:51]
	global_load_ubyte v19, v14, vcc
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s50, s66, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s67, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s66, s0, s66
	s_addc_u32 s67, s1, s50
	s_ashr_i32 s50, s12, 31
	s_add_u32 s54, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s64, s64, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s55, s1, s50
	s_ashr_i32 s50, s64, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s65, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s64, s0, s64
	s_addc_u32 s65, s1, s50
	s_ashr_i32 s50, s12, 31
	s_add_u32 s52, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s76, s76, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s53, s1, s50
	s_ashr_i32 s12, s76, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s77, s77, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s50, s0, s76
	s_addc_u32 s51, s1, s12
	s_ashr_i32 s12, s77, 31
	s_add_u32 s94, s0, s77
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s74, s74, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s95, s1, s12
	s_ashr_i32 s12, s74, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s75, s75, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s96, s0, s74
	s_addc_u32 s97, s1, s12
	s_ashr_i32 s12, s75, 31
	s_add_u32 s78, s0, s75
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s72, s72, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s79, s1, s12
	s_ashr_i32 s12, s72, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s73, s73, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s76, s0, s72
	s_addc_u32 s77, s1, s12
	s_ashr_i32 s12, s73, 31
	s_add_u32 s74, s0, s73
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s70, s70, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s75, s1, s12
	s_ashr_i32 s12, s70, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s71, s71, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s72, s0, s70
	s_addc_u32 s73, s1, s12
	s_ashr_i32 s12, s71, 31
	s_add_u32 s70, s0, s71
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s68, s68, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s71, s1, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s69, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s69, s68, 31
	s_add_u32 s68, s0, s68
	s_addc_u32 s69, s1, s69
	s_ashr_i32 s91, s12, 31
	s_add_u32 s90, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s88, s88, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s91, s1, s91
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s89, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s89, s88, 31
	s_add_u32 s88, s0, s88
	s_addc_u32 s89, s1, s89
	s_ashr_i32 s93, s12, 31
	s_add_u32 s92, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s86, s86, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s93, s1, s93
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s87, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s87, s86, 31
	s_add_u32 s86, s0, s86
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v16, v14, s[98:99]
	global_load_ubyte v20, v14, s[94:95]
	global_load_ubyte v22, v14, s[90:91]
	global_load_ubyte v23, v14, s[88:89]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s87, s1, s87
	s_ashr_i32 s95, s12, 31
	s_add_u32 s94, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s84, s84, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s95, s1, s95
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s85, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s85, s84, 31
	s_add_u32 s84, s0, s84
	s_addc_u32 s85, s1, s85
	s_ashr_i32 s91, s12, 31
	s_add_u32 s90, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s82, s82, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s91, s1, s91
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s83, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s83, s82, 31
	s_add_u32 s82, s0, s82
	s_addc_u32 s83, s1, s83
	s_ashr_i32 s89, s12, 31
	s_add_u32 s88, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s80, s80, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s89, s1, s89
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s12, s81, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s81, s80, 31
	s_add_u32 s80, s0, s80
	s_addc_u32 s81, s1, s81
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v21, v14, s[96:97]
	global_load_ubyte v24, v14, s[88:89]
	global_load_ubyte v25, v14, s[80:81]
	global_load_ubyte v26, v14, s[78:79]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s89, s12, 31
	s_add_u32 s88, s0, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s21, s21, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s89, s1, s89
	s_ashr_i32 s12, s21, 31
	s_mov_b32 s96, s9
	s_add_u32 s80, s0, s21
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s8, s8, s20
	v_readlane_b32 s9, v255, 6
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s81, s1, s12
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s21, s9, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s9, s8, 31
	s_add_u32 s8, s0, s8
	s_addc_u32 s9, s1, s9
	s_ashr_i32 s78, s21, 31
	.loc	1 106 25                        ; triton_attention.py:106:25
	s_mul_i32 s13, s13, s20
	s_mul_i32 s17, s17, s20
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s20, s0, s21
	s_addc_u32 s21, s1, s78
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v37, v14, s[18:19]
	global_load_ubyte v38, v14, s[34:35]
	global_load_ubyte v39, v14, s[56:57]
	global_load_ubyte v40, v14, s[60:61]
	global_load_ubyte v41, v14, s[54:55]
	global_load_ubyte v42, v14, s[74:75]
	global_load_ubyte v43, v14, s[94:95]
	global_load_ubyte v44, v14, s[8:9]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_ashr_i32 s9, s13, 31
	s_add_u32 s8, s0, s13
	s_addc_u32 s9, s1, s9
	s_ashr_i32 s13, s17, 31
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v27, v14, s[92:93]
	global_load_ubyte v28, v14, s[88:89]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_add_u32 s0, s0, s17
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v29, v14, s[24:25]
	global_load_ubyte v30, v14, s[36:37]
	global_load_ubyte v31, v14, s[58:59]
	global_load_ubyte v32, v14, s[62:63]
	global_load_ubyte v33, v14, s[66:67]
	global_load_ubyte v34, v14, s[76:77]
	global_load_ubyte v35, v14, s[86:87]
	global_load_ubyte v36, v14, s[80:81]
	global_load_ubyte v45, v14, s[14:15]
	global_load_ubyte v46, v14, s[30:31]
	global_load_ubyte v47, v14, s[42:43]
	global_load_ubyte v48, v14, s[48:49]
	global_load_ubyte v49, v14, s[64:65]
	global_load_ubyte v50, v14, s[72:73]
	global_load_ubyte v51, v14, s[84:85]
	global_load_ubyte v52, v14, s[20:21]
	.loc	1 106 21                        ; triton_attention.py:106:21
	s_addc_u32 s1, s1, s13
	.loc	1 106 13                        ; triton_attention.py:106:13
	global_load_ubyte v53, v14, s[10:11]
	global_load_ubyte v54, v14, s[28:29]
	global_load_ubyte v55, v14, s[40:41]
	global_load_ubyte v56, v14, s[46:47]
	global_load_ubyte v57, v14, s[52:53]
	global_load_ubyte v58, v14, s[70:71]
	global_load_ubyte v59, v14, s[90:91]
	global_load_ubyte v60, v14, s[8:9]
	global_load_ubyte v61, v14, s[6:7]
	global_load_ubyte v62, v14, s[26:27]
	global_load_ubyte v63, v14, s[38:39]
	global_load_ubyte v64, v14, s[44:45]
	global_load_ubyte v65, v14, s[50:51]
	global_load_ubyte v66, v14, s[68:69]
	global_load_ubyte v67, v14, s[82:83]
	global_load_ubyte v68, v14, s[0:1]
	s_mov_b32 s0, s96
	.loc	1 105 20 is_stmt 1              ; triton_attention.py:105:20
	v_mul_f32_e32 v130, 0x3fb8aa3b, v1
	v_bitop3_b32 v1, s0, 16, v2 bitop3:0x36
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_add_u32_e32 v172, 0, v1
	v_bitop3_b32 v1, s0, 32, v2 bitop3:0x36
	v_add_u32_e32 v173, 0, v1
	v_bitop3_b32 v1, s0, 48, v2 bitop3:0x36
	v_add_u32_e32 v174, 0, v1
	v_bitop3_b32 v1, s0, 64, v2 bitop3:0x36
	v_add_u32_e32 v175, 0, v1
	v_mov_b32_e32 v1, 0x50
	v_bitop3_b32 v1, s0, v1, v2 bitop3:0x36
	v_add_u32_e32 v176, 0, v1
	v_mov_b32_e32 v1, 0x60
	v_bitop3_b32 v1, s0, v1, v2 bitop3:0x36
	v_add_u32_e32 v177, 0, v1
	v_mov_b32_e32 v1, 0x70
	.loc	1 99 38                         ; triton_attention.py:99:38
	v_or_b32_e32 v3, s96, v2
	.loc	1 106 55                        ; triton_attention.py:106:55
	v_and_b32_e32 v181, 32, v0
	v_bitop3_b32 v1, s0, v1, v2 bitop3:0x36
	.loc	1 106 13 is_stmt 0              ; triton_attention.py:106:13
	v_lshlrev_b32_e32 v2, 3, v0
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_and_b32_e32 v180, 31, v0
	.loc	1 106 13                        ; triton_attention.py:106:13
	v_add_u32_e32 v129, 0, v3
	v_writelane_b32 v255, s0, 7
	s_lshl_b32 s0, s96, 6
	v_and_b32_e32 v3, 0x70, v2
	v_lshrrev_b32_e32 v128, 1, v181
	s_waitcnt vmcnt(62)
	ds_write_b8 v129, v4
	ds_write_b8 v129, v7 offset:2048
	s_waitcnt vmcnt(56)
	ds_write_b8 v129, v10 offset:4096
	s_waitcnt vmcnt(55)
	ds_write_b8 v129, v13 offset:6144
	s_waitcnt vmcnt(53)
	ds_write_b8 v129, v17 offset:8192
	s_waitcnt vmcnt(48)
	ds_write_b8 v129, v20 offset:10240
	s_waitcnt vmcnt(47)
	ds_write_b8 v129, v22 offset:12288
	s_waitcnt vmcnt(44)
	ds_write_b8 v129, v24 offset:14336
	v_add_u32_e32 v178, 0, v1
	v_lshlrev_b32_e32 v1, 7, v180
	v_bitop3_b32 v4, s0, v3, v128 bitop3:0xf6
	.loc	1 99 18                         ; triton_attention.py:99:18
	s_movk_i32 s12, 0x60
	.loc	1 106 13                        ; triton_attention.py:106:13
	ds_write_b8 v172, v5 offset:256
	ds_write_b8 v172, v8 offset:2304
	ds_write_b8 v172, v11 offset:4352
	ds_write_b8 v172, v15 offset:6400
	ds_write_b8 v172, v18 offset:8448
	ds_write_b8 v172, v21 offset:10496
	ds_write_b8 v172, v23 offset:12544
	s_waitcnt vmcnt(43)
	ds_write_b8 v172, v25 offset:14592
	v_or_b32_e32 v5, v4, v1
	ds_write_b8 v173, v6 offset:512
	ds_write_b8 v173, v9 offset:2560
	ds_write_b8 v173, v12 offset:4608
	ds_write_b8 v173, v16 offset:6656
	ds_write_b8 v173, v19 offset:8704
	s_waitcnt vmcnt(42)
	ds_write_b8 v173, v26 offset:10752
	s_waitcnt vmcnt(33)
	ds_write_b8 v173, v27 offset:12800
	s_waitcnt vmcnt(32)
	ds_write_b8 v173, v28 offset:14848
	v_add_u32_e32 v6, 0, v5
	v_bitop3_b32 v4, v4, s12, v1 bitop3:0x36
	s_waitcnt vmcnt(31)
	ds_write_b8 v174, v29 offset:768
	s_waitcnt vmcnt(30)
	ds_write_b8 v174, v30 offset:2816
	s_waitcnt vmcnt(29)
	ds_write_b8 v174, v31 offset:4864
	s_waitcnt vmcnt(28)
	ds_write_b8 v174, v32 offset:6912
	s_waitcnt vmcnt(27)
	ds_write_b8 v174, v33 offset:8960
	s_waitcnt vmcnt(26)
	ds_write_b8 v174, v34 offset:11008
	s_waitcnt vmcnt(25)
	ds_write_b8 v174, v35 offset:13056
	s_waitcnt vmcnt(24)
	ds_write_b8 v174, v36 offset:15104
	ds_write_b8 v175, v37 offset:1024
	ds_write_b8 v175, v38 offset:3072
	ds_write_b8 v175, v39 offset:5120
	ds_write_b8 v175, v40 offset:7168
	ds_write_b8 v175, v41 offset:9216
	ds_write_b8 v175, v42 offset:11264
	ds_write_b8 v175, v43 offset:13312
	ds_write_b8 v175, v44 offset:15360
	s_waitcnt vmcnt(23)
	ds_write_b8 v176, v45 offset:1280
	s_waitcnt vmcnt(22)
	ds_write_b8 v176, v46 offset:3328
	s_waitcnt vmcnt(21)
	ds_write_b8 v176, v47 offset:5376
	s_waitcnt vmcnt(20)
	ds_write_b8 v176, v48 offset:7424
	s_waitcnt vmcnt(19)
	ds_write_b8 v176, v49 offset:9472
	s_waitcnt vmcnt(18)
	ds_write_b8 v176, v50 offset:11520
	s_waitcnt vmcnt(17)
	ds_write_b8 v176, v51 offset:13568
	s_waitcnt vmcnt(16)
	ds_write_b8 v176, v52 offset:15616
	s_waitcnt vmcnt(15)
	ds_write_b8 v177, v53 offset:1536
	s_waitcnt vmcnt(14)
	ds_write_b8 v177, v54 offset:3584
	s_waitcnt vmcnt(13)
	ds_write_b8 v177, v55 offset:5632
	s_waitcnt vmcnt(12)
	ds_write_b8 v177, v56 offset:7680
	s_waitcnt vmcnt(11)
	ds_write_b8 v177, v57 offset:9728
	s_waitcnt vmcnt(10)
	ds_write_b8 v177, v58 offset:11776
	s_waitcnt vmcnt(9)
	ds_write_b8 v177, v59 offset:13824
	s_waitcnt vmcnt(8)
	ds_write_b8 v177, v60 offset:15872
	s_waitcnt vmcnt(7)
	ds_write_b8 v178, v61 offset:1792
	s_waitcnt vmcnt(6)
	ds_write_b8 v178, v62 offset:3840
	s_waitcnt vmcnt(5)
	ds_write_b8 v178, v63 offset:5888
	s_waitcnt vmcnt(4)
	ds_write_b8 v178, v64 offset:7936
	s_waitcnt vmcnt(3)
	ds_write_b8 v178, v65 offset:9984
	s_waitcnt vmcnt(2)
	ds_write_b8 v178, v66 offset:12032
	s_waitcnt vmcnt(1)
	ds_write_b8 v178, v67 offset:14080
	s_waitcnt vmcnt(0)
	ds_write_b8 v178, v68 offset:16128
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[112:115], v6
	v_xad_u32 v6, v5, 32, 0
	v_xad_u32 v5, v5, 64, 0
	v_add_u32_e32 v4, 0, v4
	ds_read_b128 v[120:123], v6
	ds_read_b128 v[116:119], v5
	ds_read_b128 v[124:127], v4
	.loc	1 106 21 is_stmt 0              ; triton_attention.py:106:21
	v_mov_b32_e32 v15, 0
	v_bitop3_b32 v242, v1, v128, v3 bitop3:0x36
	.loc	1 106 13                        ; triton_attention.py:106:13
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(3)
	v_lshrrev_b32_e32 v185, 8, v112
	v_lshrrev_b32_e32 v254, 16, v112
	v_lshrrev_b32_e32 v243, 24, v112
	v_lshrrev_b32_e32 v68, 8, v113
	v_lshrrev_b32_e32 v224, 16, v113
	v_lshrrev_b32_e32 v208, 24, v113
	v_lshrrev_b32_e32 v70, 8, v114
	v_lshrrev_b32_e32 v215, 16, v114
	v_lshrrev_b32_e32 v220, 24, v114
	v_lshrrev_b32_e32 v72, 8, v115
	v_lshrrev_b32_e32 v236, 16, v115
	v_lshrrev_b32_e32 v239, 24, v115
	s_waitcnt lgkmcnt(2)
	v_lshrrev_b32_e32 v74, 8, v120
	v_lshrrev_b32_e32 v212, 16, v120
	v_lshrrev_b32_e32 v213, 24, v120
	v_lshrrev_b32_e32 v76, 8, v121
	v_lshrrev_b32_e32 v221, 16, v121
	v_lshrrev_b32_e32 v223, 24, v121
	v_lshrrev_b32_e32 v78, 8, v122
	v_lshrrev_b32_e32 v228, 16, v122
	v_lshrrev_b32_e32 v229, 24, v122
	v_lshrrev_b32_e32 v65, 8, v123
	v_lshrrev_b32_e32 v234, 16, v123
	v_lshrrev_b32_e32 v235, 24, v123
	s_waitcnt lgkmcnt(1)
	v_lshrrev_b32_e32 v69, 8, v116
	v_lshrrev_b32_e32 v230, 16, v116
	v_lshrrev_b32_e32 v211, 24, v116
	v_lshrrev_b32_e32 v71, 8, v117
	v_lshrrev_b32_e32 v227, 16, v117
	v_lshrrev_b32_e32 v233, 24, v117
	v_lshrrev_b32_e32 v73, 8, v118
	v_lshrrev_b32_e32 v209, 16, v118
	v_lshrrev_b32_e32 v210, 24, v118
	v_lshrrev_b32_e32 v75, 8, v119
	v_lshrrev_b32_e32 v216, 16, v119
	v_lshrrev_b32_e32 v217, 24, v119
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v77, 8, v124
	v_lshrrev_b32_e32 v225, 16, v124
	v_lshrrev_b32_e32 v226, 24, v124
	v_lshrrev_b32_e32 v79, 8, v125
	v_lshrrev_b32_e32 v231, 16, v125
	v_lshrrev_b32_e32 v232, 24, v125
	v_lshrrev_b32_e32 v80, 8, v126
	v_lshrrev_b32_e32 v237, 16, v126
	v_lshrrev_b32_e32 v238, 24, v126
	v_lshrrev_b32_e32 v81, 8, v127
	v_lshrrev_b32_e32 v240, 16, v127
	v_lshrrev_b32_e32 v241, 24, v127
.Ltmp4:
	.loc	1 65 9 is_stmt 1                ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	v_lshl_add_u64 v[132:133], s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[134:135], s[4:5], 0, v[14:15]
	s_cmp_lt_i32 s16, 1
	v_xor_b32_e32 v188, 32, v242
	v_xor_b32_e32 v189, 64, v242
	v_lshlrev_b32_e32 v218, 6, v0
	v_lshlrev_b32_e32 v219, 2, v0
	v_and_b32_e32 v214, 8, v2
	v_and_b32_e32 v222, 16, v0
	v_add_u32_e32 v179, 0, v242
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph
	.loc	1 0 9 is_stmt 0                 ; triton_attention.py:0:9
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v1, v123, v65, s0
	v_perm_b32 v2, v234, v235, s0
	v_lshl_or_b32 v103, v2, 16, v1
	v_perm_b32 v1, v122, v78, s0
	v_perm_b32 v2, v228, v229, s0
	v_lshl_or_b32 v102, v2, 16, v1
	v_perm_b32 v1, v121, v76, s0
	v_perm_b32 v2, v221, v223, s0
	v_lshl_or_b32 v101, v2, 16, v1
	v_perm_b32 v1, v120, v74, s0
	v_perm_b32 v2, v212, v213, s0
	v_lshl_or_b32 v100, v2, 16, v1
	v_perm_b32 v1, v115, v72, s0
	v_perm_b32 v2, v236, v239, s0
	v_lshl_or_b32 v99, v2, 16, v1
	v_perm_b32 v1, v114, v70, s0
	v_perm_b32 v2, v215, v220, s0
	v_lshl_or_b32 v98, v2, 16, v1
	v_perm_b32 v1, v113, v68, s0
	v_perm_b32 v2, v224, v208, s0
	v_lshl_or_b32 v97, v2, 16, v1
	v_perm_b32 v1, v112, v185, s0
	v_perm_b32 v2, v254, v243, s0
	v_lshl_or_b32 v96, v2, 16, v1
	v_perm_b32 v1, v127, v81, s0
	v_perm_b32 v2, v240, v241, s0
	v_lshl_or_b32 v111, v2, 16, v1
	v_perm_b32 v1, v126, v80, s0
	v_perm_b32 v2, v237, v238, s0
	v_lshl_or_b32 v110, v2, 16, v1
	v_perm_b32 v1, v125, v79, s0
	v_perm_b32 v2, v231, v232, s0
	v_lshl_or_b32 v109, v2, 16, v1
	v_perm_b32 v1, v124, v77, s0
	v_perm_b32 v2, v225, v226, s0
	v_lshl_or_b32 v108, v2, 16, v1
	v_perm_b32 v1, v119, v75, s0
	v_perm_b32 v2, v216, v217, s0
	v_lshl_or_b32 v107, v2, 16, v1
	v_perm_b32 v1, v118, v73, s0
	v_perm_b32 v2, v209, v210, s0
	v_lshl_or_b32 v106, v2, 16, v1
	v_perm_b32 v1, v117, v71, s0
	v_perm_b32 v2, v227, v233, s0
	v_lshl_or_b32 v105, v2, 16, v1
	v_perm_b32 v1, v116, v69, s0
	v_perm_b32 v2, v230, v211, s0
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_add_i32 s0, s23, 62
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 6
	s_lshl_b32 s1, s33, 6
	v_writelane_b32 v255, s1, 9
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 10
	s_lshl_b32 s0, s22, 6
	v_writelane_b32 v255, s0, 11
	s_add_i32 s0, s23, 60
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 12
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 13
	s_add_i32 s0, s23, 58
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 14
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 15
	s_add_i32 s0, s23, 56
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 16
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 17
	s_add_i32 s0, s23, 54
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 18
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 19
	s_add_i32 s0, s23, 52
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 20
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 21
	s_add_i32 s0, s23, 50
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 22
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 23
	s_add_i32 s0, s23, 48
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 24
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 25
	s_add_i32 s0, s23, 46
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 26
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 27
	s_add_i32 s0, s23, 44
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 28
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 29
	s_add_i32 s0, s23, 42
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 30
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 31
	s_add_i32 s0, s23, 40
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 32
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 33
	s_add_i32 s0, s23, 38
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 34
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 35
	s_add_i32 s0, s23, 36
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 36
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 37
	s_add_i32 s0, s23, 34
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 38
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 39
	s_add_i32 s0, s23, 32
	s_mul_i32 s1, s33, s0
	v_writelane_b32 v255, s1, 40
	s_mul_i32 s0, s22, s0
	v_writelane_b32 v255, s0, 41
	s_add_i32 s0, s23, 30
	s_mul_i32 s13, s33, s0
	s_mul_i32 s17, s22, s0
	s_add_i32 s0, s23, 28
	s_mul_i32 s76, s33, s0
	s_mul_i32 s77, s22, s0
	s_add_i32 s0, s23, 26
	s_mul_i32 s78, s33, s0
	s_mul_i32 s79, s22, s0
	s_add_i32 s0, s23, 24
	s_mul_i32 s81, s33, s0
	s_mul_i32 s82, s22, s0
	s_add_i32 s0, s23, 22
	s_mul_i32 s83, s33, s0
	s_mul_i32 s84, s22, s0
	s_add_i32 s0, s23, 20
	s_mul_i32 s85, s33, s0
	s_mul_i32 s86, s22, s0
	s_add_i32 s0, s23, 18
	s_mul_i32 s87, s33, s0
	s_mul_i32 s88, s22, s0
	s_add_i32 s0, s23, 16
	s_mul_i32 s89, s33, s0
	s_mul_i32 s90, s22, s0
	s_add_i32 s0, s23, 14
	s_mul_i32 s91, s33, s0
	s_mul_i32 s92, s22, s0
	s_add_i32 s0, s23, 12
	s_mul_i32 s93, s33, s0
	s_mul_i32 s94, s22, s0
	s_add_i32 s0, s23, 10
	s_mul_i32 s95, s33, s0
	s_mul_i32 s96, s22, s0
	s_add_i32 s0, s23, 8
	v_lshl_or_b32 v104, v2, 16, v1
	v_and_b32_e32 v1, 0xb80, v218
	v_and_b32_e32 v2, 48, v219
	s_mul_i32 s97, s33, s0
	s_mul_i32 s98, s22, s0
	s_add_i32 s0, s23, 6
	v_bitop3_b32 v1, v1, v222, v2 bitop3:0x36
	s_mul_i32 s99, s33, s0
	s_mul_i32 vcc_lo, s22, s0
	s_add_i32 s0, s23, 4
	v_xor_b32_e32 v0, 0x60, v242
	v_or_b32_e32 v2, v1, v214
	v_bitop3_b32 v1, v1, 32, v214 bitop3:0x36
	s_mul_i32 vcc_hi, s33, s0
	s_mul_i32 s80, s22, s0
	s_add_i32 s0, s23, 2
	v_mov_b32_e32 v46, 0
	.loc	1 76 22 is_stmt 1               ; triton_attention.py:76:22 @[ triton_attention.py:108:29 ]
	v_mov_b32_e32 v131, v130
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 s1, s33, s0
	s_mul_i32 s0, s22, s0
	v_mov_b32_e32 v138, 0xff800000
	v_mov_b32_e32 v139, 1.0
	v_add_u32_e32 v182, 0, v0
	v_add_u32_e32 v183, 0, v2
	v_add_u32_e32 v184, 0, v1
	s_mov_b32 s9, 0
	s_mov_b32 s12, 0
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v44, v46
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v42, v46
	v_mov_b32_e32 v43, v46
	v_mov_b32_e32 v40, v46
	v_mov_b32_e32 v41, v46
	v_mov_b32_e32 v38, v46
	v_mov_b32_e32 v39, v46
	v_mov_b32_e32 v36, v46
	v_mov_b32_e32 v37, v46
	v_mov_b32_e32 v34, v46
	v_mov_b32_e32 v35, v46
	v_mov_b32_e32 v32, v46
	v_mov_b32_e32 v33, v46
	v_mov_b32_e32 v62, v46
	v_mov_b32_e32 v63, v46
	v_mov_b32_e32 v60, v46
	v_mov_b32_e32 v61, v46
	v_mov_b32_e32 v58, v46
	v_mov_b32_e32 v59, v46
	v_mov_b32_e32 v56, v46
	v_mov_b32_e32 v57, v46
	v_mov_b32_e32 v54, v46
	v_mov_b32_e32 v55, v46
	v_mov_b32_e32 v52, v46
	v_mov_b32_e32 v53, v46
	v_mov_b32_e32 v50, v46
	v_mov_b32_e32 v51, v46
	v_mov_b32_e32 v48, v46
	v_mov_b32_e32 v49, v46
	v_mov_b32_e32 v30, v46
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v28, v46
	v_mov_b32_e32 v29, v46
	v_mov_b32_e32 v26, v46
	v_mov_b32_e32 v27, v46
	v_mov_b32_e32 v24, v46
	v_mov_b32_e32 v25, v46
	v_mov_b32_e32 v22, v46
	v_mov_b32_e32 v23, v46
	v_mov_b32_e32 v20, v46
	v_mov_b32_e32 v21, v46
	v_mov_b32_e32 v18, v46
	v_mov_b32_e32 v19, v46
	v_mov_b32_e32 v16, v46
	v_mov_b32_e32 v17, v46
	v_mov_b32_e32 v14, v46
	v_mov_b32_e32 v15, v46
	v_mov_b32_e32 v12, v46
	v_mov_b32_e32 v13, v46
	v_mov_b32_e32 v10, v46
	v_mov_b32_e32 v11, v46
	v_mov_b32_e32 v8, v46
	v_mov_b32_e32 v9, v46
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v7, v46
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v46
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v46
	.loc	1 0 9 is_stmt 0                 ; :0:9
.Ltmp5:
	.p2align	5, , 4
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 67 29 is_stmt 1               ; triton_attention.py:67:29 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v255, 35
	s_add_i32 s4, s3, s8
	v_readlane_b32 s3, v255, 33
	s_add_i32 s6, s3, s8
	v_readlane_b32 s3, v255, 31
	s_add_i32 s10, s3, s8
	v_readlane_b32 s3, v255, 29
	s_add_i32 s14, s3, s8
	v_readlane_b32 s3, v255, 27
	s_add_i32 s18, s3, s8
	v_readlane_b32 s3, v255, 25
	s_add_i32 s20, s3, s8
	v_readlane_b32 s3, v255, 23
	s_add_i32 s24, s3, s8
	v_readlane_b32 s3, v255, 21
	s_add_i32 s26, s3, s8
	v_readlane_b32 s3, v255, 19
	s_mul_i32 s2, s22, s23
	s_add_i32 s28, s3, s8
	v_readlane_b32 s3, v255, 17
	s_add_i32 s74, s2, s8
	v_readlane_b32 s2, v255, 41
	s_add_i32 s30, s3, s8
	v_readlane_b32 s3, v255, 15
	s_add_i32 s42, s2, s8
	v_readlane_b32 s2, v255, 39
	s_add_i32 s34, s3, s8
	v_readlane_b32 s3, v255, 13
	s_add_i32 s72, s0, s8
	s_add_i32 s70, s80, s8
	s_add_i32 s68, vcc_lo, s8
	s_add_i32 s66, s98, s8
	s_add_i32 s64, s96, s8
	s_add_i32 s62, s94, s8
	s_add_i32 s60, s92, s8
	s_add_i32 s58, s90, s8
	s_add_i32 s56, s88, s8
	s_add_i32 s54, s86, s8
	s_add_i32 s52, s84, s8
	s_add_i32 s50, s82, s8
	s_add_i32 s48, s79, s8
	s_add_i32 s46, s77, s8
	s_add_i32 s44, s17, s8
	s_add_i32 s40, s2, s8
	v_readlane_b32 s2, v255, 37
	s_add_i32 s36, s3, s8
	.loc	1 67 25 is_stmt 0               ; triton_attention.py:67:25 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v255, 10
	.loc	1 67 29                         ; triton_attention.py:67:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s2, s2, s8
	.loc	1 67 25                         ; triton_attention.py:67:25 @[ triton_attention.py:108:29 ]
	s_add_i32 s38, s3, s8
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
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	v_lshl_add_u64 v[64:65], v[132:133], 0, s[74:75]
	v_lshl_add_u64 v[66:67], v[132:133], 0, s[72:73]
	v_lshl_add_u64 v[68:69], v[132:133], 0, s[70:71]
	v_lshl_add_u64 v[70:71], v[132:133], 0, s[68:69]
	v_lshl_add_u64 v[72:73], v[132:133], 0, s[66:67]
	v_lshl_add_u64 v[74:75], v[132:133], 0, s[64:65]
	v_lshl_add_u64 v[76:77], v[132:133], 0, s[62:63]
	v_lshl_add_u64 v[78:79], v[132:133], 0, s[60:61]
	v_lshl_add_u64 v[80:81], v[132:133], 0, s[58:59]
	v_lshl_add_u64 v[82:83], v[132:133], 0, s[56:57]
	v_lshl_add_u64 v[84:85], v[132:133], 0, s[54:55]
	v_lshl_add_u64 v[86:87], v[132:133], 0, s[52:53]
	v_lshl_add_u64 v[88:89], v[132:133], 0, s[50:51]
	v_lshl_add_u64 v[90:91], v[132:133], 0, s[48:49]
	v_lshl_add_u64 v[92:93], v[132:133], 0, s[46:47]
	v_lshl_add_u64 v[94:95], v[132:133], 0, s[44:45]
	v_lshl_add_u64 v[136:137], v[132:133], 0, s[42:43]
	v_lshl_add_u64 v[140:141], v[132:133], 0, s[40:41]
	v_lshl_add_u64 v[142:143], v[132:133], 0, s[2:3]
	v_lshl_add_u64 v[144:145], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[146:147], v[132:133], 0, s[6:7]
	v_lshl_add_u64 v[148:149], v[132:133], 0, s[10:11]
	v_lshl_add_u64 v[150:151], v[132:133], 0, s[14:15]
	v_lshl_add_u64 v[152:153], v[132:133], 0, s[18:19]
	v_lshl_add_u64 v[154:155], v[132:133], 0, s[20:21]
	v_lshl_add_u64 v[156:157], v[132:133], 0, s[24:25]
	v_lshl_add_u64 v[158:159], v[132:133], 0, s[26:27]
	v_lshl_add_u64 v[160:161], v[132:133], 0, s[28:29]
	v_lshl_add_u64 v[162:163], v[132:133], 0, s[30:31]
	v_lshl_add_u64 v[164:165], v[132:133], 0, s[34:35]
	v_lshl_add_u64 v[166:167], v[132:133], 0, s[36:37]
	v_lshl_add_u64 v[168:169], v[132:133], 0, s[38:39]
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
	global_load_ubyte v80, v[136:137], off
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
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v129, v64
	s_waitcnt vmcnt(23)
	ds_write_b8 v129, v72 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v129, v80 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v129, v88 offset:6144
	ds_write_b8 v172, v65 offset:256
	ds_write_b8 v172, v73 offset:2304
	ds_write_b8 v172, v81 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v172, v89 offset:6400
	ds_write_b8 v173, v66 offset:512
	ds_write_b8 v173, v74 offset:2560
	ds_write_b8 v173, v82 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v173, v90 offset:6656
	ds_write_b8 v174, v67 offset:768
	ds_write_b8 v174, v75 offset:2816
	ds_write_b8 v174, v83 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v174, v91 offset:6912
	ds_write_b8 v175, v68 offset:1024
	ds_write_b8 v175, v76 offset:3072
	ds_write_b8 v175, v84 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v175, v92 offset:7168
	ds_write_b8 v176, v69 offset:1280
	ds_write_b8 v176, v77 offset:3328
	ds_write_b8 v176, v85 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v176, v93 offset:7424
	ds_write_b8 v177, v70 offset:1536
	ds_write_b8 v177, v78 offset:3584
	ds_write_b8 v177, v86 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v177, v94 offset:7680
	ds_write_b8 v178, v71 offset:1792
	ds_write_b8 v178, v79 offset:3840
	ds_write_b8 v178, v87 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v178, v95 offset:7936
	v_add_u32_e32 v64, 0, v188
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[66:69], v179
	ds_read_b128 v[140:143], v179 offset:4096
	ds_read_b128 v[70:73], v64
	ds_read_b128 v[144:147], v64 offset:4096
	v_add_u32_e32 v64, 0, v189
	.loc	1 68 18 is_stmt 1               ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[66:73], v[96:103], 0
	.loc	1 67 17                         ; triton_attention.py:67:17 @[ triton_attention.py:108:29 ]
	ds_read_b128 v[148:151], v64
	ds_read_b128 v[156:159], v64 offset:4096
	ds_read_b128 v[152:155], v182
	ds_read_b128 v[160:163], v182 offset:4096
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_mul_i32 s2, s33, s23
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s18, s2, s9
	v_readlane_b32 s2, v255, 40
	s_add_i32 s44, s2, s9
	v_readlane_b32 s2, v255, 38
	s_add_i32 s42, s2, s9
	v_readlane_b32 s2, v255, 36
	s_add_i32 s40, s2, s9
	v_readlane_b32 s2, v255, 34
	s_add_i32 s38, s2, s9
	v_readlane_b32 s2, v255, 32
	s_add_i32 s36, s2, s9
	v_readlane_b32 s2, v255, 30
	s_add_i32 s24, s2, s9
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[140:147], v[96:103], 0
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s2, v255, 28
	s_add_i32 s26, s2, s9
	v_readlane_b32 s2, v255, 26
	s_add_i32 s28, s2, s9
	v_readlane_b32 s2, v255, 24
	v_readlane_b32 s3, v255, 16
	s_add_i32 s30, s2, s9
	v_readlane_b32 s2, v255, 22
	s_add_i32 s4, s3, s9
	v_readlane_b32 s3, v255, 14
	s_add_i32 s34, s2, s9
	v_readlane_b32 s2, v255, 20
	s_add_i32 s6, s3, s9
	v_readlane_b32 s3, v255, 12
	s_add_i32 s58, s1, s9
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[148:155], v[104:111], v[80:95]
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s60, vcc_hi, s9
	s_add_i32 s62, s99, s9
	s_add_i32 s64, s97, s9
	s_add_i32 s66, s95, s9
	s_add_i32 s68, s93, s9
	s_add_i32 s70, s91, s9
	s_add_i32 s72, s89, s9
	s_add_i32 s74, s87, s9
	s_add_i32 s56, s85, s9
	s_add_i32 s54, s83, s9
	s_add_i32 s52, s81, s9
	s_add_i32 s50, s78, s9
	s_add_i32 s48, s76, s9
	s_add_i32 s46, s13, s9
	s_add_i32 s20, s2, s9
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[156:163], v[104:111], v[64:79]
.Ltmp6:
	.file	2 "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	s_nop 2
	v_max_f32_e32 v136, v81, v81
	v_max_f32_e32 v137, v80, v80
	v_max_f32_e32 v136, v137, v136
	v_max3_f32 v137, v83, v84, v85
	v_max3_f32 v141, v89, v90, v91
	v_max3_f32 v142, v92, v93, v94
	v_max3_f32 v140, v86, v87, v88
	v_max3_f32 v136, v136, v82, v137
.Ltmp7:
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s2, v255, 18
	s_add_i32 s10, s3, s9
	.loc	1 82 25 is_stmt 0               ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s3, v255, 6
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:108:29 ]
	s_add_i32 s2, s2, s9
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_add_i32 s14, s3, s9
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s59, s58, 31
.Ltmp8:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	s_nop 1
	v_max3_f32 v143, v95, v64, v65
	v_max3_f32 v144, v66, v67, v68
	v_max3_f32 v145, v69, v70, v71
	v_max3_f32 v146, v72, v73, v74
	v_max3_f32 v147, v75, v76, v77
	v_max3_f32 v137, v141, v142, v143
	v_max3_f32 v141, v144, v145, v146
	v_max3_f32 v142, v147, v78, v79
	v_max3_f32 v136, v136, v140, v137
	v_max3_f32 v136, v136, v141, v142
.Ltmp9:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ]
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_permlane32_swap_b32_e32 v136, v137
.Ltmp10:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:75:40 @[ triton_attention.py:108:29 ] ] ]
	v_max_f32_e32 v137, v137, v137
	v_max_f32_e32 v136, v136, v136
	v_max_f32_e32 v136, v136, v137
.Ltmp11:
	.loc	1 75 40                         ; triton_attention.py:75:40 @[ triton_attention.py:108:29 ]
	v_mul_f32_e32 v136, v130, v136
	.loc	1 75 24 is_stmt 0               ; triton_attention.py:75:24 @[ triton_attention.py:108:29 ]
	v_max_f32_e32 v137, v138, v138
	v_max_f32_e32 v136, v137, v136
	.loc	1 76 22 is_stmt 1               ; triton_attention.py:76:22 @[ triton_attention.py:108:29 ]
	v_pk_fma_f32 v[80:81], v[130:131], v[80:81], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[82:83], v[130:131], v[82:83], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[84:85], v[130:131], v[84:85], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[86:87], v[130:131], v[86:87], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[88:89], v[130:131], v[88:89], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[90:91], v[130:131], v[90:91], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[92:93], v[130:131], v[92:93], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[94:95], v[130:131], v[94:95], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[140:141], v[130:131], v[64:65], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[142:143], v[130:131], v[66:67], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[144:145], v[130:131], v[68:69], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[146:147], v[130:131], v[70:71], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[148:149], v[130:131], v[72:73], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[150:151], v[130:131], v[74:75], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[152:153], v[130:131], v[76:77], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[154:155], v[130:131], v[78:79], v[136:137] op_sel_hi:[1,1,0] neg_lo:[0,0,1] neg_hi:[0,0,1]
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
	v_exp_f32_e32 v80, v140
	v_exp_f32_e32 v81, v141
	v_exp_f32_e32 v82, v142
	v_exp_f32_e32 v83, v143
	v_exp_f32_e32 v84, v144
	v_exp_f32_e32 v85, v145
	v_exp_f32_e32 v86, v146
	v_exp_f32_e32 v87, v147
	v_exp_f32_e32 v88, v148
	v_exp_f32_e32 v89, v149
	v_exp_f32_e32 v90, v150
	v_exp_f32_e32 v91, v151
	v_exp_f32_e32 v92, v152
	v_exp_f32_e32 v93, v153
	v_exp_f32_e32 v94, v154
	v_exp_f32_e32 v95, v155
.Ltmp12:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_pk_add_f32 v[140:141], v[64:65], v[66:67]
	v_pk_add_f32 v[142:143], v[68:69], v[70:71]
	v_pk_add_f32 v[144:145], v[72:73], v[74:75]
	v_pk_add_f32 v[146:147], v[76:77], v[78:79]
	v_pk_add_f32 v[148:149], v[80:81], v[82:83]
	v_pk_add_f32 v[150:151], v[84:85], v[86:87]
	v_pk_add_f32 v[152:153], v[88:89], v[90:91]
	v_pk_add_f32 v[154:155], v[92:93], v[94:95]
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
	v_pk_add_f32 v[142:143], v[144:145], v[146:147]
	v_pk_add_f32 v[144:145], v[148:149], v[150:151]
	v_pk_add_f32 v[146:147], v[152:153], v[154:155]
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
	v_pk_add_f32 v[142:143], v[144:145], v[146:147]
.Ltmp13:
	.loc	1 79 34                         ; triton_attention.py:79:34 @[ triton_attention.py:108:29 ]
	v_sub_f32_e32 v138, v138, v136
.Ltmp14:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
.Ltmp15:
	.loc	1 79 21                         ; triton_attention.py:79:21 @[ triton_attention.py:108:29 ]
	v_exp_f32_e32 v138, v138
.Ltmp16:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ] ]
	v_add_f32_e32 v137, v140, v141
.Ltmp17:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ]
	v_mov_b32_e32 v140, v137
	s_nop 1
	v_permlane32_swap_b32_e32 v137, v140
.Ltmp18:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:108:29 ] ] ]
	v_add_f32_e32 v137, v137, v140
.Ltmp19:
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_ashr_i32 s61, s60, 31
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s75, s74, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s47, s46, 31
	.loc	1 80 19                         ; triton_attention.py:80:19 @[ triton_attention.py:108:29 ]
	v_fmac_f32_e32 v137, v139, v138
	.loc	1 81 19                         ; triton_attention.py:81:19 @[ triton_attention.py:108:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[138:139] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[138:139] op_sel_hi:[1,0]
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:108:29 ]
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s3, s2, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s15, s14, 31
	v_lshl_add_u64 v[138:139], v[134:135], 0, s[18:19]
	v_lshl_add_u64 v[140:141], v[134:135], 0, s[58:59]
	v_lshl_add_u64 v[142:143], v[134:135], 0, s[60:61]
	v_lshl_add_u64 v[144:145], v[134:135], 0, s[62:63]
	v_lshl_add_u64 v[146:147], v[134:135], 0, s[64:65]
	v_lshl_add_u64 v[148:149], v[134:135], 0, s[66:67]
	v_lshl_add_u64 v[150:151], v[134:135], 0, s[68:69]
	v_lshl_add_u64 v[152:153], v[134:135], 0, s[70:71]
	v_lshl_add_u64 v[154:155], v[134:135], 0, s[72:73]
	v_lshl_add_u64 v[156:157], v[134:135], 0, s[74:75]
	v_lshl_add_u64 v[158:159], v[134:135], 0, s[56:57]
	v_lshl_add_u64 v[160:161], v[134:135], 0, s[54:55]
	v_lshl_add_u64 v[162:163], v[134:135], 0, s[52:53]
	v_lshl_add_u64 v[164:165], v[134:135], 0, s[50:51]
	v_lshl_add_u64 v[166:167], v[134:135], 0, s[48:49]
	v_lshl_add_u64 v[168:169], v[134:135], 0, s[46:47]
	v_lshl_add_u64 v[170:171], v[134:135], 0, s[44:45]
	v_lshl_add_u64 v[186:187], v[134:135], 0, s[42:43]
	v_lshl_add_u64 v[244:245], v[134:135], 0, s[40:41]
	v_lshl_add_u64 v[246:247], v[134:135], 0, s[38:39]
	v_lshl_add_u64 v[248:249], v[134:135], 0, s[36:37]
	v_lshl_add_u64 v[250:251], v[134:135], 0, s[24:25]
	v_lshl_add_u64 v[252:253], v[134:135], 0, s[26:27]
	v_lshl_add_u64 v[190:191], v[134:135], 0, s[28:29]
	v_lshl_add_u64 v[192:193], v[134:135], 0, s[30:31]
	v_lshl_add_u64 v[194:195], v[134:135], 0, s[34:35]
	v_lshl_add_u64 v[196:197], v[134:135], 0, s[20:21]
	v_lshl_add_u64 v[198:199], v[134:135], 0, s[2:3]
	v_lshl_add_u64 v[200:201], v[134:135], 0, s[4:5]
	v_lshl_add_u64 v[202:203], v[134:135], 0, s[6:7]
	v_lshl_add_u64 v[204:205], v[134:135], 0, s[10:11]
	v_lshl_add_u64 v[206:207], v[134:135], 0, s[14:15]
	.loc	1 82 17 is_stmt 0               ; triton_attention.py:82:17 @[ triton_attention.py:108:29 ]
	global_load_ubyte v138, v[138:139], off
	s_nop 0
	global_load_ubyte v139, v[140:141], off
	s_nop 0
	global_load_ubyte v140, v[142:143], off
	global_load_ubyte v141, v[144:145], off
	s_nop 0
	global_load_ubyte v142, v[146:147], off
	global_load_ubyte v143, v[148:149], off
	global_load_ubyte v144, v[150:151], off
	global_load_ubyte v145, v[152:153], off
	s_nop 0
	global_load_ubyte v146, v[154:155], off
	global_load_ubyte v147, v[156:157], off
	global_load_ubyte v148, v[158:159], off
	global_load_ubyte v149, v[160:161], off
	global_load_ubyte v150, v[162:163], off
	global_load_ubyte v151, v[164:165], off
	global_load_ubyte v152, v[166:167], off
	global_load_ubyte v153, v[168:169], off
	global_load_ubyte v154, v[170:171], off
	global_load_ubyte v155, v[186:187], off
	global_load_ubyte v156, v[244:245], off
	global_load_ubyte v157, v[246:247], off
	global_load_ubyte v158, v[248:249], off
	global_load_ubyte v159, v[250:251], off
	global_load_ubyte v160, v[252:253], off
	global_load_ubyte v161, v[190:191], off
	global_load_ubyte v162, v[192:193], off
	global_load_ubyte v163, v[194:195], off
	global_load_ubyte v164, v[196:197], off
	global_load_ubyte v165, v[198:199], off
	global_load_ubyte v166, v[200:201], off
	global_load_ubyte v167, v[202:203], off
	global_load_ubyte v168, v[204:205], off
	global_load_ubyte v169, v[206:207], off
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
	ds_write_b8 v129, v138
	s_waitcnt vmcnt(23)
	ds_write_b8 v129, v146 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v129, v154 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v129, v162 offset:6144
	ds_write_b8 v172, v139 offset:256
	ds_write_b8 v172, v147 offset:2304
	ds_write_b8 v172, v155 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v172, v163 offset:6400
	ds_write_b8 v173, v140 offset:512
	ds_write_b8 v173, v148 offset:2560
	ds_write_b8 v173, v156 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v173, v164 offset:6656
	ds_write_b8 v174, v141 offset:768
	ds_write_b8 v174, v149 offset:2816
	ds_write_b8 v174, v157 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v174, v165 offset:6912
	ds_write_b8 v175, v142 offset:1024
	ds_write_b8 v175, v150 offset:3072
	ds_write_b8 v175, v158 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v175, v166 offset:7168
	ds_write_b8 v176, v143 offset:1280
	ds_write_b8 v176, v151 offset:3328
	ds_write_b8 v176, v159 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v176, v167 offset:7424
	ds_write_b8 v177, v144 offset:1536
	ds_write_b8 v177, v152 offset:3584
	ds_write_b8 v177, v160 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v177, v168 offset:7680
	ds_write_b8 v178, v145 offset:1792
	ds_write_b8 v178, v153 offset:3840
	ds_write_b8 v178, v161 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v178, v169 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[72:73], v183
	ds_read_b64_tr_b8 v[74:75], v183 offset:1088
	ds_read_b64_tr_b8 v[76:77], v183 offset:4096
	ds_read_b64_tr_b8 v[78:79], v183 offset:5184
	ds_read_b64_tr_b8 v[80:81], v183 offset:64
	ds_read_b64_tr_b8 v[82:83], v183 offset:1024
	ds_read_b64_tr_b8 v[84:85], v183 offset:4160
	ds_read_b64_tr_b8 v[86:87], v183 offset:5120
	ds_read_b64_tr_b8 v[88:89], v184
	ds_read_b64_tr_b8 v[90:91], v184 offset:1088
	ds_read_b64_tr_b8 v[92:93], v184 offset:4096
	ds_read_b64_tr_b8 v[94:95], v184 offset:5184
	ds_read_b64_tr_b8 v[138:139], v184 offset:64
	ds_read_b64_tr_b8 v[140:141], v184 offset:1024
	ds_read_b64_tr_b8 v[142:143], v184 offset:4160
	ds_read_b64_tr_b8 v[144:145], v184 offset:5120
	.loc	1 83 26                         ; triton_attention.py:83:26 @[ triton_attention.py:108:29 ]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s2, v255, 9
	s_add_i32 s9, s9, s2
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[72:79], v[64:71], v[32:47]
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	v_readlane_b32 s2, v255, 11
	s_add_i32 s12, s12, 64
	s_add_i32 s8, s8, s2
	s_cmp_lt_i32 s12, s16
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:108:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[88:95], v[64:71], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[80:87], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[138:145], v[64:71], v[0:15]
	v_mov_b32_e32 v138, v136
	v_mov_b32_e32 v139, v137
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:108:29 ]
	s_cbranch_scc1 .LBB0_2
.Ltmp20:
; %bb.3:                                ; %Flow1044
	.loc	1 0 9 is_stmt 0                 ; triton_attention.py:0:9
	v_lshrrev_b32_e32 v68, 8, v113
	v_lshrrev_b32_e32 v69, 8, v116
	v_lshrrev_b32_e32 v70, 8, v114
	v_lshrrev_b32_e32 v71, 8, v117
	v_lshrrev_b32_e32 v72, 8, v115
	v_lshrrev_b32_e32 v73, 8, v118
	v_lshrrev_b32_e32 v74, 8, v120
	v_lshrrev_b32_e32 v75, 8, v119
	v_lshrrev_b32_e32 v76, 8, v121
	v_lshrrev_b32_e32 v77, 8, v124
	v_lshrrev_b32_e32 v78, 8, v122
	v_lshrrev_b32_e32 v79, 8, v125
	v_lshrrev_b32_e32 v65, 8, v123
	v_lshrrev_b32_e32 v80, 8, v126
	v_lshrrev_b32_e32 v81, 8, v127
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v137, 1.0
	v_mov_b32_e32 v136, 0xff800000
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v32, 0
.LBB0_5:                                ; %Flow1045
	v_readlane_b32 s0, v255, 3
	v_readlane_b32 s1, v255, 4
	s_load_dwordx2 s[4:5], s[0:1], 0x4c
	.loc	1 99 38 is_stmt 1               ; triton_attention.py:99:38
	v_readlane_b32 s0, v255, 7
	s_lshr_b32 s0, s0, 1
	s_or_b32 s0, s0, s16
.Ltmp21:
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	s_cmp_eq_u32 s16, 0x7fffff80
.Ltmp22:
	.loc	1 99 18                         ; triton_attention.py:99:18
	v_or_b32_e32 v160, s0, v180
	s_cbranch_scc1 .LBB0_9
; %bb.6:                                ; %.lr.ph355
	.loc	1 0 18 is_stmt 0                ; triton_attention.py:0:18
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v255, s4, 7
.Ltmp23:
	.loc	1 61 41 is_stmt 1               ; triton_attention.py:61:41 @[ triton_attention.py:112:29 ]
	s_add_i32 s0, s16, 0x80
	v_mov_b32_e32 v67, v185
	v_writelane_b32 v255, s5, 8
	.loc	1 70 54                         ; triton_attention.py:70:54 @[ triton_attention.py:112:29 ]
	v_writelane_b32 v255, s0, 6
	s_mov_b32 s0, 0xc0c0004
	v_perm_b32 v65, v123, v65, s0
	v_perm_b32 v66, v234, v235, s0
	v_lshl_or_b32 v103, v66, 16, v65
	v_perm_b32 v65, v122, v78, s0
	v_perm_b32 v66, v228, v229, s0
	v_lshl_or_b32 v102, v66, 16, v65
	v_perm_b32 v65, v121, v76, s0
	v_perm_b32 v66, v221, v223, s0
	v_lshl_or_b32 v101, v66, 16, v65
	v_perm_b32 v65, v120, v74, s0
	v_perm_b32 v66, v212, v213, s0
	v_lshl_or_b32 v100, v66, 16, v65
	v_perm_b32 v65, v115, v72, s0
	v_perm_b32 v66, v236, v239, s0
	v_lshl_or_b32 v99, v66, 16, v65
	v_perm_b32 v65, v114, v70, s0
	v_perm_b32 v66, v215, v220, s0
	v_lshl_or_b32 v98, v66, 16, v65
	v_perm_b32 v65, v113, v68, s0
	v_perm_b32 v66, v224, v208, s0
	v_lshl_or_b32 v97, v66, 16, v65
	v_perm_b32 v65, v112, v67, s0
	v_perm_b32 v66, v254, v243, s0
	v_lshl_or_b32 v96, v66, 16, v65
	v_perm_b32 v65, v127, v81, s0
	v_perm_b32 v66, v240, v241, s0
	v_lshl_or_b32 v111, v66, 16, v65
	v_perm_b32 v65, v126, v80, s0
	v_perm_b32 v66, v237, v238, s0
	v_lshl_or_b32 v110, v66, 16, v65
	v_perm_b32 v65, v125, v79, s0
	v_perm_b32 v66, v231, v232, s0
	v_lshl_or_b32 v109, v66, 16, v65
	v_perm_b32 v65, v124, v77, s0
	v_perm_b32 v66, v225, v226, s0
	v_lshl_or_b32 v108, v66, 16, v65
	v_perm_b32 v65, v119, v75, s0
	v_perm_b32 v66, v216, v217, s0
	v_lshl_or_b32 v107, v66, 16, v65
	v_perm_b32 v65, v118, v73, s0
	v_perm_b32 v66, v209, v210, s0
	v_lshl_or_b32 v106, v66, 16, v65
	v_perm_b32 v65, v117, v71, s0
	v_perm_b32 v66, v227, v233, s0
	v_lshl_or_b32 v105, v66, 16, v65
	v_perm_b32 v65, v116, v69, s0
	v_perm_b32 v66, v230, v211, s0
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	s_add_i32 s0, s16, s23
	s_add_i32 s1, s0, 62
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 9
	s_lshl_b32 s2, s33, 6
	v_writelane_b32 v255, s2, 10
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 11
	s_lshl_b32 s1, s22, 6
	v_writelane_b32 v255, s1, 12
	s_add_i32 s1, s0, 60
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 13
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 14
	s_add_i32 s1, s0, 58
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 15
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 16
	s_add_i32 s1, s0, 56
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 17
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 18
	s_add_i32 s1, s0, 54
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 19
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 20
	s_add_i32 s1, s0, 52
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 21
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 22
	s_add_i32 s1, s0, 50
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 23
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 24
	s_add_i32 s1, s0, 48
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 25
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 26
	s_add_i32 s1, s0, 46
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 27
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 28
	s_add_i32 s1, s0, 44
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 29
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 30
	s_add_i32 s1, s0, 42
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 31
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 32
	s_add_i32 s1, s0, 40
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 33
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 34
	s_add_i32 s1, s0, 38
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 35
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 36
	s_add_i32 s1, s0, 36
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 37
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 38
	s_add_i32 s1, s0, 34
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 39
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 40
	s_add_i32 s1, s0, 32
	s_mul_i32 s2, s33, s1
	v_writelane_b32 v255, s2, 41
	s_mul_i32 s1, s22, s1
	v_writelane_b32 v255, s1, 3
	s_add_i32 s1, s0, 30
	s_mul_i32 s75, s33, s1
	s_mul_i32 s76, s22, s1
	s_add_i32 s1, s0, 28
	s_mul_i32 s77, s33, s1
	s_mul_i32 s78, s22, s1
	s_add_i32 s1, s0, 26
	s_mul_i32 s79, s33, s1
	s_mul_i32 s80, s22, s1
	s_add_i32 s1, s0, 24
	s_mul_i32 s81, s33, s1
	s_mul_i32 s82, s22, s1
	s_add_i32 s1, s0, 22
	s_mul_i32 s83, s33, s1
	s_mul_i32 s84, s22, s1
	s_add_i32 s1, s0, 20
	s_mul_i32 s85, s33, s1
	s_mul_i32 s86, s22, s1
	s_add_i32 s1, s0, 18
	s_mul_i32 s87, s33, s1
	s_mul_i32 s88, s22, s1
	s_add_i32 s1, s0, 16
	s_mul_i32 s89, s33, s1
	s_mul_i32 s90, s22, s1
	s_add_i32 s1, s0, 14
	s_mul_i32 s91, s33, s1
	s_mul_i32 s92, s22, s1
	s_add_i32 s1, s0, 12
	s_mul_i32 s93, s33, s1
	s_mul_i32 s94, s22, s1
	s_add_i32 s1, s0, 10
	s_mul_i32 s95, s33, s1
	s_mul_i32 s96, s22, s1
	s_add_i32 s1, s0, 8
	v_lshl_or_b32 v104, v66, 16, v65
	v_and_b32_e32 v65, 0xb80, v218
	v_and_b32_e32 v66, 48, v219
	s_mul_i32 s97, s33, s1
	s_mul_i32 s98, s22, s1
	s_add_i32 s1, s0, 6
	v_bitop3_b32 v65, v65, v222, v66 bitop3:0x36
	s_mul_i32 s99, s33, s1
	s_mul_i32 s2, s22, s1
	s_add_i32 s1, s0, 4
	.loc	1 70 54                         ; triton_attention.py:70:54 @[ triton_attention.py:112:29 ]
	v_lshrrev_b32_e32 v161, 3, v181
	v_xor_b32_e32 v64, 0x60, v242
	v_or_b32_e32 v66, v65, v214
	v_bitop3_b32 v65, v65, 32, v214 bitop3:0x36
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	s_mul_i32 s3, s33, s1
	s_mul_i32 s8, s22, s1
	s_add_i32 s1, s0, 2
	v_or_b32_e32 v162, 40, v161
	v_or_b32_e32 v163, 35, v161
	v_or_b32_e32 v164, 34, v161
	v_or_b32_e32 v165, 58, v161
	v_or_b32_e32 v166, 57, v161
	v_or_b32_e32 v167, 56, v161
	v_or_b32_e32 v168, 51, v161
	v_or_b32_e32 v169, 59, v161
	v_or_b32_e32 v170, 50, v161
	v_or_b32_e32 v171, 33, v161
	v_or_b32_e32 v180, 16, v161
	v_or_b32_e32 v181, 11, v161
	v_or_b32_e32 v182, 10, v161
	v_or_b32_e32 v183, 9, v161
	v_or_b32_e32 v184, 8, v161
	v_or_b32_e32 v185, 3, v161
	v_or_b32_e32 v186, 2, v161
	v_or_b32_e32 v187, 1, v161
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_mov_b32_e32 v112, v130
	v_mov_b32_e32 v113, v130
	v_mov_b32_e32 v114, v130
	v_mov_b32_e32 v115, v130
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	s_mul_i32 s9, s33, s1
	s_mul_i32 s12, s22, s1
	s_mul_i32 s33, s33, s0
	s_mul_i32 s13, s22, s0
	s_mov_b32 s17, 0
	v_add_u32_e32 v188, 0, v188
	v_add_u32_e32 v189, 0, v189
	v_add_u32_e32 v190, 0, v64
	v_add_u32_e32 v191, 0, v66
	v_add_u32_e32 v192, 0, v65
	v_mov_b32_e32 v193, 0xc9742400
	s_mov_b32 s74, 0
	.loc	1 0 9 is_stmt 0                 ; :0:9
.Ltmp24:
	.p2align	5, , 4
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 67 29 is_stmt 1               ; triton_attention.py:67:29 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s1, v255, 3
	s_add_i32 s42, s1, s17
	v_readlane_b32 s1, v255, 40
	s_add_i32 s44, s1, s17
	v_readlane_b32 s1, v255, 38
	s_add_i32 s46, s1, s17
	v_readlane_b32 s1, v255, 36
	s_add_i32 s48, s1, s17
	v_readlane_b32 s1, v255, 34
	s_add_i32 s50, s1, s17
	v_readlane_b32 s1, v255, 32
	s_add_i32 s52, s1, s17
	v_readlane_b32 s1, v255, 30
	s_add_i32 s54, s1, s17
	v_readlane_b32 s1, v255, 28
	s_add_i32 s56, s1, s17
	v_readlane_b32 s1, v255, 26
	s_add_i32 s58, s1, s17
	v_readlane_b32 s1, v255, 24
	s_add_i32 s60, s1, s17
	v_readlane_b32 s1, v255, 22
	s_add_i32 s62, s1, s17
	v_readlane_b32 s1, v255, 20
	s_add_i32 s64, s1, s17
	v_readlane_b32 s1, v255, 18
	s_add_i32 s66, s1, s17
	v_readlane_b32 s1, v255, 16
	s_add_i32 s68, s1, s17
	v_readlane_b32 s1, v255, 14
	s_add_i32 s0, s13, s17
	s_add_i32 s4, s12, s17
	s_add_i32 s6, s8, s17
	s_add_i32 s10, s2, s17
	s_add_i32 s14, s98, s17
	s_add_i32 s18, s96, s17
	s_add_i32 s20, s94, s17
	s_add_i32 s22, s92, s17
	s_add_i32 s24, s90, s17
	s_add_i32 s26, s88, s17
	s_add_i32 s28, s86, s17
	s_add_i32 s30, s84, s17
	s_add_i32 s34, s82, s17
	s_add_i32 s36, s80, s17
	s_add_i32 s38, s78, s17
	s_add_i32 s40, s76, s17
	s_add_i32 s70, s1, s17
	.loc	1 67 25 is_stmt 0               ; triton_attention.py:67:25 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s1, v255, 11
	s_add_i32 s72, s1, s17
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s19, s18, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s45, s44, 31
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
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s73, s72, 31
	v_lshl_add_u64 v[64:65], v[132:133], 0, s[0:1]
	v_lshl_add_u64 v[66:67], v[132:133], 0, s[4:5]
	v_lshl_add_u64 v[68:69], v[132:133], 0, s[6:7]
	v_lshl_add_u64 v[70:71], v[132:133], 0, s[10:11]
	v_lshl_add_u64 v[72:73], v[132:133], 0, s[14:15]
	v_lshl_add_u64 v[74:75], v[132:133], 0, s[18:19]
	v_lshl_add_u64 v[76:77], v[132:133], 0, s[20:21]
	v_lshl_add_u64 v[78:79], v[132:133], 0, s[22:23]
	v_lshl_add_u64 v[80:81], v[132:133], 0, s[24:25]
	v_lshl_add_u64 v[82:83], v[132:133], 0, s[26:27]
	v_lshl_add_u64 v[84:85], v[132:133], 0, s[28:29]
	v_lshl_add_u64 v[86:87], v[132:133], 0, s[30:31]
	v_lshl_add_u64 v[88:89], v[132:133], 0, s[34:35]
	v_lshl_add_u64 v[90:91], v[132:133], 0, s[36:37]
	v_lshl_add_u64 v[92:93], v[132:133], 0, s[38:39]
	v_lshl_add_u64 v[94:95], v[132:133], 0, s[40:41]
	v_lshl_add_u64 v[116:117], v[132:133], 0, s[42:43]
	v_lshl_add_u64 v[118:119], v[132:133], 0, s[44:45]
	v_lshl_add_u64 v[120:121], v[132:133], 0, s[46:47]
	v_lshl_add_u64 v[122:123], v[132:133], 0, s[48:49]
	v_lshl_add_u64 v[124:125], v[132:133], 0, s[50:51]
	v_lshl_add_u64 v[126:127], v[132:133], 0, s[52:53]
	v_lshl_add_u64 v[138:139], v[132:133], 0, s[54:55]
	v_lshl_add_u64 v[140:141], v[132:133], 0, s[56:57]
	v_lshl_add_u64 v[142:143], v[132:133], 0, s[58:59]
	v_lshl_add_u64 v[144:145], v[132:133], 0, s[60:61]
	v_lshl_add_u64 v[146:147], v[132:133], 0, s[62:63]
	v_lshl_add_u64 v[148:149], v[132:133], 0, s[64:65]
	v_lshl_add_u64 v[150:151], v[132:133], 0, s[66:67]
	v_lshl_add_u64 v[152:153], v[132:133], 0, s[68:69]
	v_lshl_add_u64 v[154:155], v[132:133], 0, s[70:71]
	v_lshl_add_u64 v[156:157], v[132:133], 0, s[72:73]
	.loc	1 67 17                         ; triton_attention.py:67:17 @[ triton_attention.py:112:29 ]
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
	global_load_ubyte v80, v[116:117], off
	global_load_ubyte v81, v[118:119], off
	global_load_ubyte v82, v[120:121], off
	global_load_ubyte v83, v[122:123], off
	global_load_ubyte v84, v[124:125], off
	global_load_ubyte v85, v[126:127], off
	global_load_ubyte v86, v[138:139], off
	global_load_ubyte v87, v[140:141], off
	global_load_ubyte v88, v[142:143], off
	global_load_ubyte v89, v[144:145], off
	global_load_ubyte v90, v[146:147], off
	global_load_ubyte v91, v[148:149], off
	global_load_ubyte v92, v[150:151], off
	global_load_ubyte v93, v[152:153], off
	global_load_ubyte v94, v[154:155], off
	global_load_ubyte v95, v[156:157], off
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v129, v64
	s_waitcnt vmcnt(23)
	ds_write_b8 v129, v72 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v129, v80 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v129, v88 offset:6144
	ds_write_b8 v172, v65 offset:256
	ds_write_b8 v172, v73 offset:2304
	ds_write_b8 v172, v81 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v172, v89 offset:6400
	ds_write_b8 v173, v66 offset:512
	ds_write_b8 v173, v74 offset:2560
	ds_write_b8 v173, v82 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v173, v90 offset:6656
	ds_write_b8 v174, v67 offset:768
	ds_write_b8 v174, v75 offset:2816
	ds_write_b8 v174, v83 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v174, v91 offset:6912
	ds_write_b8 v175, v68 offset:1024
	ds_write_b8 v175, v76 offset:3072
	ds_write_b8 v175, v84 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v175, v92 offset:7168
	ds_write_b8 v176, v69 offset:1280
	ds_write_b8 v176, v77 offset:3328
	ds_write_b8 v176, v85 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v176, v93 offset:7424
	ds_write_b8 v177, v70 offset:1536
	ds_write_b8 v177, v78 offset:3584
	ds_write_b8 v177, v86 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v177, v94 offset:7680
	ds_write_b8 v178, v71 offset:1792
	ds_write_b8 v178, v79 offset:3840
	ds_write_b8 v178, v87 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v178, v95 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[80:83], v179
	ds_read_b128 v[116:119], v179 offset:4096
	ds_read_b128 v[84:87], v188
	ds_read_b128 v[120:123], v188 offset:4096
	ds_read_b128 v[88:91], v189
	ds_read_b128 v[138:141], v189 offset:4096
	ds_read_b128 v[92:95], v190
	ds_read_b128 v[142:145], v190 offset:4096
	.loc	1 68 18 is_stmt 1               ; triton_attention.py:68:18 @[ triton_attention.py:112:29 ]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[80:87], v[96:103], 0
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v131, 19, v161
	v_or_b32_e32 v125, 26, v161
	v_or_b32_e32 v124, 25, v161
	v_or_b32_e32 v125, s16, v125
	v_or_b32_e32 v124, s16, v124
	v_or_b32_e32 v153, s16, v163
	v_or_b32_e32 v152, s16, v164
	v_or_b32_e32 v150, s16, v162
	v_or_b32_e32 v157, s16, v167
	v_or_b32_e32 v156, s16, v168
	v_or_b32_e32 v155, s16, v165
	v_or_b32_e32 v154, s16, v166
	v_or_b32_e32 v127, s16, v169
	v_or_b32_e32 v126, s16, v170
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s0, v255, 41
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:112:29 ]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x64_f8f6f4 v[64:79], v[88:95], v[104:111], v[64:79]
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s58, s0, s74
	v_readlane_b32 s0, v255, 39
	s_add_i32 s56, s0, s74
	v_readlane_b32 s0, v255, 37
	s_add_i32 s46, s0, s74
	v_readlane_b32 s0, v255, 35
	s_add_i32 s34, s0, s74
	v_readlane_b32 s0, v255, 33
	s_add_i32 s30, s0, s74
	v_readlane_b32 s0, v255, 31
	s_add_i32 s28, s0, s74
	v_readlane_b32 s0, v255, 29
	v_readlane_b32 s1, v255, 19
	s_add_i32 s26, s0, s74
	v_readlane_b32 s0, v255, 27
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:112:29 ]
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[116:123], v[96:103], 0
	.loc	1 70 44                         ; triton_attention.py:70:44 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v117, s16, v187
	v_or_b32_e32 v116, s16, v161
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cmp_ge_i32_e32 vcc, v160, v117
	.loc	1 70 44                         ; triton_attention.py:70:44 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v119, s16, v185
	v_or_b32_e32 v118, s16, v186
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v117, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v116
	.loc	1 70 44                         ; triton_attention.py:70:44 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v121, s16, v183
	v_or_b32_e32 v120, s16, v184
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v116, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v119
	.loc	1 70 44                         ; triton_attention.py:70:44 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v123, s16, v181
	v_or_b32_e32 v122, s16, v182
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v119, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v118
	.loc	1 68 18                         ; triton_attention.py:68:18 @[ triton_attention.py:112:29 ]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[80:95], v[138:145], v[104:111], v[80:95]
	v_or_b32_e32 v140, s16, v131
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v131, 24, v161
	v_or_b32_e32 v141, s16, v131
	v_or_b32_e32 v131, 27, v161
	v_or_b32_e32 v142, s16, v131
	v_or_b32_e32 v131, 32, v161
	v_or_b32_e32 v143, s16, v131
	v_or_b32_e32 v131, 17, v161
	v_or_b32_e32 v144, s16, v131
	v_or_b32_e32 v131, 18, v161
	v_or_b32_e32 v145, s16, v131
	v_or_b32_e32 v131, 48, v161
	v_or_b32_e32 v146, s16, v131
	v_or_b32_e32 v131, 49, v161
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v118, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v121
	v_or_b32_e32 v147, s16, v131
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v131, 42, v161
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v121, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v120
	v_or_b32_e32 v148, s16, v131
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v131, 43, v161
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v120, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v123
	v_or_b32_e32 v149, s16, v131
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_or_b32_e32 v131, 41, v161
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v123, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v122
	v_or_b32_e32 v151, s16, v131
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_mov_b32_e32 v131, v130
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v122, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v145
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[66:67], v[130:131], v[66:67], v[118:119]
	v_pk_fma_f32 v[68:69], v[130:131], v[68:69], v[120:121]
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v119, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v144
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[70:71], v[130:131], v[70:71], v[122:123]
	v_pk_fma_f32 v[64:65], v[114:115], v[64:65], v[116:117]
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v118, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v143
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_mov_b32 v[116:117], v[74:75], v[76:77] op_sel:[1,0]
	v_pk_mov_b32 v[74:75], v[72:73], v[74:75] op_sel:[1,0]
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v121, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v142
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[74:75], v[114:115], v[74:75], v[118:119]
	v_pk_mov_b32 v[76:77], v[76:77], v[78:79] op_sel:[1,0]
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v120, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v141
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_mov_b32 v[78:79], v[78:79], v[80:81] op_sel:[1,0]
	v_or_b32_e32 v139, s16, v171
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v123, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v140
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[78:79], v[130:131], v[78:79], v[120:121]
	v_or_b32_e32 v138, s16, v180
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v122, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v125
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[116:117], v[130:131], v[116:117], v[122:123]
	v_mov_b32_e32 v73, v81
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v125, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v124
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s4, s1, s74
	v_readlane_b32 s1, v255, 17
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v124, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v153
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[76:77], v[130:131], v[76:77], v[124:125]
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s24, s0, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v119, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v152
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s0, v255, 25
	s_add_i32 s6, s1, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v118, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v151
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[82:83], v[114:115], v[82:83], v[118:119]
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s1, v255, 15
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v121, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v150
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s22, s0, s74
	v_readlane_b32 s0, v255, 23
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v120, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v149
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[84:85], v[130:131], v[84:85], v[120:121]
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s10, s1, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v123, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v148
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s1, v255, 13
	s_add_i32 s48, s33, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v122, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v147
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[86:87], v[130:131], v[86:87], v[122:123]
	v_mov_b32_e32 v122, v93
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v125, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v146
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_mov_b32_e32 v123, v94
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s50, s9, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v124, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v157
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[88:89], v[130:131], v[88:89], v[124:125]
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s52, s3, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v119, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v156
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s54, s99, s74
	s_add_i32 s44, s97, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v118, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v155
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s42, s95, s74
	s_add_i32 s40, s93, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v121, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v154
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s38, s91, s74
	s_add_i32 s36, s89, s74
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v120, v193, 0, vcc
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[120:121], v[130:131], v[122:123], v[120:121]
	v_mov_b32_e32 v122, v91
	v_mov_b32_e32 v123, v92
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cmp_ge_i32_e32 vcc, v160, v139
	.loc	1 71 22                         ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[92:93], v[112:113], v[122:123], v[118:119]
	v_mov_b32_e32 v91, v95
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v119, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v138
.Ltmp25:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:72:40 @[ triton_attention.py:112:29 ] ] ]
	v_max3_f32 v95, v74, v75, v116
	v_max3_f32 v125, v92, v93, v120
.Ltmp26:
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v118, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v127
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[80:81], v[112:113], v[72:73], v[118:119]
.Ltmp27:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:72:40 @[ triton_attention.py:112:29 ] ] ]
	v_max_f32_e32 v72, v64, v65
.Ltmp28:
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v123, v193, 0, vcc
	v_cmp_ge_i32_e32 vcc, v160, v126
.Ltmp29:
	.loc	2 196 12                        ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:72:40 @[ triton_attention.py:112:29 ] ] ]
	v_max3_f32 v73, v67, v68, v69
	v_max3_f32 v118, v117, v76, v77
.Ltmp30:
	.loc	1 71 38                         ; triton_attention.py:71:38 @[ triton_attention.py:112:29 ]
	v_cndmask_b32_e64 v122, v193, 0, vcc
	.loc	1 71 22 is_stmt 0               ; triton_attention.py:71:22 @[ triton_attention.py:112:29 ]
	v_pk_fma_f32 v[90:91], v[130:131], v[90:91], v[122:123]
.Ltmp31:
	.loc	2 196 12 is_stmt 1              ; standard.py:196:12 @[ standard.py:216:16 @[ triton_attention.py:72:40 @[ triton_attention.py:112:29 ] ] ]
	v_max3_f32 v119, v78, v79, v81
	v_max3_f32 v94, v70, v71, v80
	v_max3_f32 v122, v82, v83, v84
	v_max3_f32 v123, v85, v86, v87
	v_max3_f32 v124, v88, v89, v90
	v_max3_f32 v72, v72, v66, v73
	v_max3_f32 v73, v95, v118, v119
	v_max3_f32 v95, v122, v123, v124
	v_max3_f32 v118, v125, v121, v91
	v_max3_f32 v72, v72, v94, v73
	v_max3_f32 v72, v72, v95, v118
.Ltmp32:
	.loc	2 216 16                        ; standard.py:216:16 @[ triton_attention.py:72:40 @[ triton_attention.py:112:29 ] ]
	v_mov_b32_e32 v73, v72
	s_nop 1
	v_permlane32_swap_b32_e32 v72, v73
.Ltmp33:
	.loc	1 72 24                         ; triton_attention.py:72:24 @[ triton_attention.py:112:29 ]
	v_max3_f32 v72, v136, v72, v73
	.loc	1 73 17                         ; triton_attention.py:73:17 @[ triton_attention.py:112:29 ]
	v_mov_b32_e32 v95, v74
	v_pk_mov_b32 v[74:75], v[74:75], v[116:117] op_sel:[1,0]
	v_mov_b32_e32 v94, v80
	v_pk_add_f32 v[118:119], v[74:75], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mov_b32 v[74:75], v[116:117], v[76:77] op_sel:[1,0]
	v_mov_b32_e32 v80, v79
	v_pk_add_f32 v[116:117], v[74:75], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mov_b32 v[74:75], v[76:77], v[78:79] op_sel:[1,0]
	v_pk_add_f32 v[64:65], v[64:65], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[122:123], v[74:75], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v74, v90
	v_mov_b32_e32 v75, v92
	v_pk_add_f32 v[144:145], v[74:75], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mov_b32 v[74:75], v[92:93], v[120:121] op_sel:[1,0]
	v_mov_b32_e32 v90, v121
	v_pk_add_f32 v[66:67], v[66:67], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[94:95], v[94:95], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[124:125], v[80:81], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[126:127], v[82:83], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[138:139], v[84:85], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[140:141], v[86:87], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[142:143], v[88:89], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[146:147], v[74:75], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[120:121], v[90:91], v[72:73] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	.loc	1 77 17                         ; triton_attention.py:77:17 @[ triton_attention.py:112:29 ]
	v_exp_f32_e32 v64, v64
	v_exp_f32_e32 v65, v65
	v_exp_f32_e32 v66, v66
	v_exp_f32_e32 v67, v67
	v_exp_f32_e32 v68, v68
	v_exp_f32_e32 v69, v69
	v_exp_f32_e32 v70, v70
	v_exp_f32_e32 v71, v71
	v_exp_f32_e32 v74, v94
	v_exp_f32_e32 v75, v95
	v_exp_f32_e32 v76, v118
	v_exp_f32_e32 v77, v119
	v_exp_f32_e32 v78, v116
	v_exp_f32_e32 v79, v117
	v_exp_f32_e32 v80, v122
	v_exp_f32_e32 v81, v123
	v_exp_f32_e32 v82, v124
	v_exp_f32_e32 v83, v125
	v_exp_f32_e32 v84, v126
	v_exp_f32_e32 v85, v127
	v_exp_f32_e32 v86, v138
	v_exp_f32_e32 v87, v139
	v_exp_f32_e32 v88, v140
	v_exp_f32_e32 v89, v141
	v_exp_f32_e32 v90, v142
	v_exp_f32_e32 v91, v143
	v_exp_f32_e32 v92, v144
	v_exp_f32_e32 v93, v145
	v_exp_f32_e32 v94, v146
	v_exp_f32_e32 v95, v147
	v_exp_f32_e32 v116, v120
	v_exp_f32_e32 v117, v121
.Ltmp34:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:112:29 ] ]
	v_pk_add_f32 v[118:119], v[64:65], v[66:67]
	v_pk_add_f32 v[120:121], v[68:69], v[70:71]
	v_pk_add_f32 v[122:123], v[74:75], v[76:77]
	v_pk_add_f32 v[124:125], v[78:79], v[80:81]
	v_pk_add_f32 v[126:127], v[82:83], v[84:85]
	v_pk_add_f32 v[138:139], v[86:87], v[88:89]
	v_pk_add_f32 v[140:141], v[90:91], v[92:93]
	v_pk_add_f32 v[142:143], v[94:95], v[116:117]
	v_pk_add_f32 v[118:119], v[118:119], v[120:121]
	v_pk_add_f32 v[120:121], v[122:123], v[124:125]
	v_pk_add_f32 v[122:123], v[126:127], v[138:139]
	v_pk_add_f32 v[124:125], v[140:141], v[142:143]
	v_pk_add_f32 v[118:119], v[118:119], v[120:121]
	v_pk_add_f32 v[120:121], v[122:123], v[124:125]
.Ltmp35:
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s68, s87, s74
.Ltmp36:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:112:29 ] ]
	v_pk_add_f32 v[118:119], v[118:119], v[120:121]
.Ltmp37:
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s64, s85, s74
.Ltmp38:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:112:29 ] ] ]
	v_add_f32_e32 v73, v118, v119
.Ltmp39:
	.loc	2 314 12                        ; standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:112:29 ] ]
	v_mov_b32_e32 v118, v73
	s_nop 1
	v_permlane32_swap_b32_e32 v73, v118
.Ltmp40:
	.loc	2 287 12                        ; standard.py:287:12 @[ standard.py:314:12 @[ triton_attention.py:78:20 @[ triton_attention.py:112:29 ] ] ]
	v_add_f32_e32 v73, v73, v118
.Ltmp41:
	.loc	1 79 34                         ; triton_attention.py:79:34 @[ triton_attention.py:112:29 ]
	v_sub_f32_e32 v118, v136, v72
	.loc	1 79 21 is_stmt 0               ; triton_attention.py:79:21 @[ triton_attention.py:112:29 ]
	v_exp_f32_e32 v118, v118
	.loc	1 82 29 is_stmt 1               ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s62, s83, s74
	s_add_i32 s72, s81, s74
	s_add_i32 s70, s79, s74
	s_add_i32 s66, s77, s74
	s_add_i32 s60, s75, s74
	s_add_i32 s20, s0, s74
	v_readlane_b32 s0, v255, 21
	s_add_i32 s14, s1, s74
	.loc	1 82 25 is_stmt 0               ; triton_attention.py:82:25 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s1, v255, 9
	.loc	1 82 29                         ; triton_attention.py:82:29 @[ triton_attention.py:112:29 ]
	s_add_i32 s0, s0, s74
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:112:29 ]
	s_add_i32 s18, s1, s74
	s_ashr_i32 s49, s48, 31
	s_ashr_i32 s51, s50, 31
	s_ashr_i32 s53, s52, 31
	s_ashr_i32 s55, s54, 31
	s_ashr_i32 s45, s44, 31
	s_ashr_i32 s43, s42, 31
	s_ashr_i32 s41, s40, 31
	s_ashr_i32 s39, s38, 31
	s_ashr_i32 s37, s36, 31
	s_ashr_i32 s69, s68, 31
	s_ashr_i32 s65, s64, 31
	s_ashr_i32 s63, s62, 31
	s_ashr_i32 s73, s72, 31
	s_ashr_i32 s71, s70, 31
	s_ashr_i32 s67, s66, 31
	s_ashr_i32 s61, s60, 31
	.loc	1 80 19 is_stmt 1               ; triton_attention.py:80:19 @[ triton_attention.py:112:29 ]
	v_fmac_f32_e32 v73, v137, v118
	.loc	1 81 19                         ; triton_attention.py:81:19 @[ triton_attention.py:112:29 ]
	v_pk_mul_f32 v[32:33], v[32:33], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[118:119] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[118:119] op_sel_hi:[1,0]
	.loc	1 82 25                         ; triton_attention.py:82:25 @[ triton_attention.py:112:29 ]
	s_ashr_i32 s59, s58, 31
	s_ashr_i32 s57, s56, 31
	s_ashr_i32 s47, s46, 31
	s_ashr_i32 s35, s34, 31
	s_ashr_i32 s31, s30, 31
	s_ashr_i32 s29, s28, 31
	s_ashr_i32 s27, s26, 31
	s_ashr_i32 s25, s24, 31
	s_ashr_i32 s23, s22, 31
	s_ashr_i32 s21, s20, 31
	s_ashr_i32 s1, s0, 31
	s_ashr_i32 s5, s4, 31
	s_ashr_i32 s7, s6, 31
	s_ashr_i32 s11, s10, 31
	s_ashr_i32 s15, s14, 31
	s_ashr_i32 s19, s18, 31
	v_lshl_add_u64 v[118:119], v[134:135], 0, s[48:49]
	v_lshl_add_u64 v[120:121], v[134:135], 0, s[50:51]
	v_lshl_add_u64 v[122:123], v[134:135], 0, s[52:53]
	v_lshl_add_u64 v[124:125], v[134:135], 0, s[54:55]
	v_lshl_add_u64 v[126:127], v[134:135], 0, s[44:45]
	v_lshl_add_u64 v[136:137], v[134:135], 0, s[42:43]
	v_lshl_add_u64 v[138:139], v[134:135], 0, s[40:41]
	v_lshl_add_u64 v[140:141], v[134:135], 0, s[38:39]
	v_lshl_add_u64 v[142:143], v[134:135], 0, s[36:37]
	v_lshl_add_u64 v[144:145], v[134:135], 0, s[68:69]
	v_lshl_add_u64 v[146:147], v[134:135], 0, s[64:65]
	v_lshl_add_u64 v[148:149], v[134:135], 0, s[62:63]
	v_lshl_add_u64 v[150:151], v[134:135], 0, s[72:73]
	v_lshl_add_u64 v[152:153], v[134:135], 0, s[70:71]
	v_lshl_add_u64 v[154:155], v[134:135], 0, s[66:67]
	v_lshl_add_u64 v[156:157], v[134:135], 0, s[60:61]
	v_lshl_add_u64 v[158:159], v[134:135], 0, s[58:59]
	v_lshl_add_u64 v[194:195], v[134:135], 0, s[56:57]
	v_lshl_add_u64 v[196:197], v[134:135], 0, s[46:47]
	v_lshl_add_u64 v[198:199], v[134:135], 0, s[34:35]
	v_lshl_add_u64 v[200:201], v[134:135], 0, s[30:31]
	v_lshl_add_u64 v[202:203], v[134:135], 0, s[28:29]
	v_lshl_add_u64 v[204:205], v[134:135], 0, s[26:27]
	v_lshl_add_u64 v[206:207], v[134:135], 0, s[24:25]
	v_lshl_add_u64 v[208:209], v[134:135], 0, s[22:23]
	v_lshl_add_u64 v[210:211], v[134:135], 0, s[20:21]
	v_lshl_add_u64 v[212:213], v[134:135], 0, s[0:1]
	v_lshl_add_u64 v[214:215], v[134:135], 0, s[4:5]
	v_lshl_add_u64 v[216:217], v[134:135], 0, s[6:7]
	v_lshl_add_u64 v[218:219], v[134:135], 0, s[10:11]
	v_lshl_add_u64 v[220:221], v[134:135], 0, s[14:15]
	v_lshl_add_u64 v[222:223], v[134:135], 0, s[18:19]
	.loc	1 82 17 is_stmt 0               ; triton_attention.py:82:17 @[ triton_attention.py:112:29 ]
	global_load_ubyte v118, v[118:119], off
	s_nop 0
	global_load_ubyte v119, v[120:121], off
	s_nop 0
	global_load_ubyte v120, v[122:123], off
	global_load_ubyte v121, v[124:125], off
	s_nop 0
	global_load_ubyte v122, v[126:127], off
	global_load_ubyte v123, v[136:137], off
	global_load_ubyte v124, v[138:139], off
	global_load_ubyte v125, v[140:141], off
	s_nop 0
	global_load_ubyte v126, v[142:143], off
	global_load_ubyte v127, v[144:145], off
	global_load_ubyte v131, v[146:147], off
	global_load_ubyte v136, v[148:149], off
	global_load_ubyte v137, v[150:151], off
	global_load_ubyte v138, v[152:153], off
	global_load_ubyte v139, v[154:155], off
	global_load_ubyte v140, v[156:157], off
	global_load_ubyte v141, v[158:159], off
	global_load_ubyte v142, v[194:195], off
	global_load_ubyte v143, v[196:197], off
	global_load_ubyte v144, v[198:199], off
	global_load_ubyte v145, v[200:201], off
	global_load_ubyte v146, v[202:203], off
	global_load_ubyte v147, v[204:205], off
	global_load_ubyte v148, v[206:207], off
	global_load_ubyte v149, v[208:209], off
	global_load_ubyte v150, v[210:211], off
	global_load_ubyte v151, v[212:213], off
	global_load_ubyte v152, v[214:215], off
	global_load_ubyte v153, v[216:217], off
	global_load_ubyte v154, v[218:219], off
	global_load_ubyte v155, v[220:221], off
	global_load_ubyte v156, v[222:223], off
	.loc	1 83 26 is_stmt 1               ; triton_attention.py:83:26 @[ triton_attention.py:112:29 ]
	v_cvt_scalef32_pk_fp8_f32 v64, v64, v65, 1.0
	v_cvt_scalef32_pk_fp8_f32 v64, v66, v67, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v66, v68, v69, 1.0
	v_cvt_scalef32_pk_fp8_f32 v66, v70, v71, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v65, v74, v75, 1.0
	v_cvt_scalef32_pk_fp8_f32 v67, v78, v79, 1.0
	v_cvt_scalef32_pk_fp8_f32 v68, v82, v83, 1.0
	v_cvt_scalef32_pk_fp8_f32 v70, v86, v87, 1.0
	v_cvt_scalef32_pk_fp8_f32 v71, v94, v95, 1.0
	v_cvt_scalef32_pk_fp8_f32 v65, v76, v77, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v67, v80, v81, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v68, v84, v85, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v70, v88, v89, 1.0 op_sel:[0,0,0,1]
	v_cvt_scalef32_pk_fp8_f32 v71, v116, v117, 1.0 op_sel:[0,0,0,1]
	.loc	1 82 17                         ; triton_attention.py:82:17 @[ triton_attention.py:112:29 ]
	s_barrier
	s_waitcnt vmcnt(31)
	ds_write_b8 v129, v118
	s_waitcnt vmcnt(23)
	ds_write_b8 v129, v126 offset:2048
	s_waitcnt vmcnt(15)
	ds_write_b8 v129, v141 offset:4096
	s_waitcnt vmcnt(7)
	ds_write_b8 v129, v149 offset:6144
	ds_write_b8 v172, v119 offset:256
	ds_write_b8 v172, v127 offset:2304
	ds_write_b8 v172, v142 offset:4352
	s_waitcnt vmcnt(6)
	ds_write_b8 v172, v150 offset:6400
	ds_write_b8 v173, v120 offset:512
	ds_write_b8 v173, v131 offset:2560
	ds_write_b8 v173, v143 offset:4608
	s_waitcnt vmcnt(5)
	ds_write_b8 v173, v151 offset:6656
	ds_write_b8 v174, v121 offset:768
	ds_write_b8 v174, v136 offset:2816
	ds_write_b8 v174, v144 offset:4864
	s_waitcnt vmcnt(4)
	ds_write_b8 v174, v152 offset:6912
	ds_write_b8 v175, v122 offset:1024
	ds_write_b8 v175, v137 offset:3072
	ds_write_b8 v175, v145 offset:5120
	s_waitcnt vmcnt(3)
	ds_write_b8 v175, v153 offset:7168
	ds_write_b8 v176, v123 offset:1280
	ds_write_b8 v176, v138 offset:3328
	ds_write_b8 v176, v146 offset:5376
	s_waitcnt vmcnt(2)
	ds_write_b8 v176, v154 offset:7424
	ds_write_b8 v177, v124 offset:1536
	ds_write_b8 v177, v139 offset:3584
	ds_write_b8 v177, v147 offset:5632
	s_waitcnt vmcnt(1)
	ds_write_b8 v177, v155 offset:7680
	ds_write_b8 v178, v125 offset:1792
	ds_write_b8 v178, v140 offset:3840
	ds_write_b8 v178, v148 offset:5888
	s_waitcnt vmcnt(0)
	ds_write_b8 v178, v156 offset:7936
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64_tr_b8 v[74:75], v191
	ds_read_b64_tr_b8 v[76:77], v191 offset:1088
	ds_read_b64_tr_b8 v[78:79], v191 offset:4096
	ds_read_b64_tr_b8 v[80:81], v191 offset:5184
	ds_read_b64_tr_b8 v[82:83], v191 offset:64
	ds_read_b64_tr_b8 v[84:85], v191 offset:1024
	ds_read_b64_tr_b8 v[86:87], v191 offset:4160
	ds_read_b64_tr_b8 v[88:89], v191 offset:5120
	ds_read_b64_tr_b8 v[116:117], v192
	ds_read_b64_tr_b8 v[118:119], v192 offset:1088
	ds_read_b64_tr_b8 v[120:121], v192 offset:4096
	ds_read_b64_tr_b8 v[122:123], v192 offset:5184
	ds_read_b64_tr_b8 v[136:137], v192 offset:64
	ds_read_b64_tr_b8 v[138:139], v192 offset:1024
	ds_read_b64_tr_b8 v[140:141], v192 offset:4160
	ds_read_b64_tr_b8 v[142:143], v192 offset:5120
	.loc	1 83 26                         ; triton_attention.py:83:26 @[ triton_attention.py:112:29 ]
	v_cvt_scalef32_pk_fp8_f32 v69, v90, v91, 1.0
	v_cvt_scalef32_pk_fp8_f32 v69, v92, v93, 1.0 op_sel:[0,0,0,1]
	v_permlane32_swap_b32_e32 v64, v65
	v_permlane32_swap_b32_e32 v66, v67
	v_permlane32_swap_b32_e32 v68, v69
	v_permlane32_swap_b32_e32 v70, v71
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s0, v255, 10
	s_add_i32 s74, s74, s0
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:112:29 ]
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[74:81], v[64:71], v[32:47]
	.loc	1 65 9                          ; triton_attention.py:65:9 @[ triton_attention.py:112:29 ]
	v_readlane_b32 s0, v255, 12
	s_add_i32 s16, s16, 64
	s_add_i32 s17, s17, s0
	v_readlane_b32 s0, v255, 6
	s_cmp_lt_i32 s16, s0
	.loc	1 83 19                         ; triton_attention.py:83:19 @[ triton_attention.py:112:29 ]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], v[116:123], v[64:71], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], v[82:89], v[64:71], v[16:31]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[136:143], v[64:71], v[0:15]
	v_mov_b32_e32 v136, v72
	v_mov_b32_e32 v137, v73
	s_cbranch_scc1 .LBB0_7
.Ltmp42:
; %bb.8:                                ; %._crit_edge356.loopexit
	.loc	1 0 19 is_stmt 0                ; triton_attention.py:0:19
	v_readlane_b32 s4, v255, 7
	v_mov_b32_e32 v137, v73
	v_readlane_b32 s5, v255, 8
.LBB0_9:                                ; %._crit_edge356
	v_readlane_b32 s2, v255, 0
	.loc	1 116 18 is_stmt 1              ; triton_attention.py:116:18
	v_mov_b32_e32 v129, 0
	.loc	1 115 22                        ; triton_attention.py:115:22
	s_nop 0
	v_div_scale_f32 v64, s[0:1], v137, v137, s2
	v_rcp_f32_e32 v65, v64
	v_div_scale_f32 v66, vcc, s2, v137, s2
	.loc	1 98 16                         ; triton_attention.py:98:16
	v_readlane_b32 s0, v255, 5
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s0, s4, s0
	.loc	1 115 22                        ; triton_attention.py:115:22
	v_fma_f32 v67, -v64, v65, 1.0
	v_fmac_f32_e32 v65, v67, v65
	v_mul_f32_e32 v67, v66, v65
	v_fma_f32 v68, -v64, v67, v66
	v_fmac_f32_e32 v67, v68, v65
	v_fma_f32 v64, -v64, v67, v66
	v_div_fmas_f32 v64, v64, v65, v67
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_ashr_i32 s1, s0, 31
	.loc	1 115 22                        ; triton_attention.py:115:22
	v_div_fixup_f32 v68, v64, v137, s2
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_lshl_b64 s[0:1], s[0:1], 1
	v_readlane_b32 s2, v255, 1
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[74:75], v[8:9], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 24                        ; triton_attention.py:116:24
	v_mul_lo_u32 v8, v160, s5
	v_readlane_b32 s3, v255, 2
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_add_u32 s0, s2, s0
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[32:33], v[32:33], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 18                        ; triton_attention.py:116:18
	v_ashrrev_i32_e32 v9, 31, v8
	.loc	1 98 9                          ; triton_attention.py:98:9
	s_addc_u32 s1, s3, s1
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v64, v32, v33
	v_cvt_pk_bf16_f32 v66, v36, v37
	.loc	1 115 15                        ; triton_attention.py:115:15
	v_pk_mul_f32 v[32:33], v[34:35], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[38:39], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[40:41], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[42:43], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[44:45], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[46:47], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[48:49], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[50:51], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[52:53], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[54:55], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[56:57], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[58:59], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[60:61], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[62:63], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[0:1], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[2:3], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[70:71], v[4:5], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[6:7], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[76:77], v[10:11], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[78:79], v[12:13], v[68:69] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[14:15], v[68:69] op_sel_hi:[1,0]
	.loc	1 116 18                        ; triton_attention.py:116:18
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[0:1]
	.loc	1 116 71 is_stmt 0              ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v65, v32, v33
	v_cvt_pk_bf16_f32 v67, v34, v35
	v_cvt_pk_bf16_f32 v0, v36, v37
	v_cvt_pk_bf16_f32 v1, v38, v39
	v_cvt_pk_bf16_f32 v2, v40, v41
	v_cvt_pk_bf16_f32 v3, v42, v43
	.loc	1 116 18                        ; triton_attention.py:116:18
	v_lshl_add_u64 v[32:33], v[8:9], 0, v[128:129]
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_cvt_pk_bf16_f32 v8, v52, v53
	v_cvt_pk_bf16_f32 v9, v54, v55
	v_cvt_pk_bf16_f32 v10, v56, v57
	v_cvt_pk_bf16_f32 v11, v58, v59
	v_cvt_pk_bf16_f32 v12, v16, v17
	v_cvt_pk_bf16_f32 v13, v18, v19
	v_cvt_pk_bf16_f32 v16, v24, v25
	v_cvt_pk_bf16_f32 v17, v26, v27
	v_cvt_pk_bf16_f32 v18, v28, v29
	v_cvt_pk_bf16_f32 v19, v30, v31
	v_cvt_pk_bf16_f32 v24, v74, v75
	v_cvt_pk_bf16_f32 v25, v76, v77
	v_cvt_pk_bf16_f32 v26, v78, v79
	v_cvt_pk_bf16_f32 v27, v68, v69
	v_permlane32_swap_b32_e32 v64, v66
	v_cvt_pk_bf16_f32 v4, v44, v45
	v_cvt_pk_bf16_f32 v5, v46, v47
	v_cvt_pk_bf16_f32 v6, v48, v49
	v_cvt_pk_bf16_f32 v7, v50, v51
	v_permlane32_swap_b32_e32 v65, v67
	v_permlane32_swap_b32_e32 v0, v2
	v_permlane32_swap_b32_e32 v1, v3
	v_cvt_pk_bf16_f32 v14, v20, v21
	v_cvt_pk_bf16_f32 v15, v22, v23
	v_cvt_pk_bf16_f32 v20, v60, v61
	v_cvt_pk_bf16_f32 v21, v62, v63
	v_cvt_pk_bf16_f32 v22, v70, v71
	v_cvt_pk_bf16_f32 v23, v72, v73
	v_permlane32_swap_b32_e32 v8, v10
	v_permlane32_swap_b32_e32 v9, v11
	v_permlane32_swap_b32_e32 v16, v18
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[32:33], v[64:67], off
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v17, v19
	v_permlane32_swap_b32_e32 v24, v26
	v_permlane32_swap_b32_e32 v25, v27
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[32:33], v[24:27], off offset:224
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[32:33], v[0:3], off offset:32
	global_store_dwordx4 v[32:33], v[4:7], off offset:64
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v12, v14
	v_permlane32_swap_b32_e32 v13, v15
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[32:33], v[8:11], off offset:96
	global_store_dwordx4 v[32:33], v[12:15], off offset:128
	.loc	1 116 71                        ; triton_attention.py:116:71
	v_permlane32_swap_b32_e32 v20, v22
	v_permlane32_swap_b32_e32 v21, v23
	.loc	1 116 9                         ; triton_attention.py:116:9
	global_store_dwordx4 v[32:33], v[16:19], off offset:160
	global_store_dwordx4 v[32:33], v[20:23], off offset:192
	.loc	1 88 5 is_stmt 1                ; triton_attention.py:88:5
	s_endpgm
.Ltmp43:
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
	.set .Lattn_fwd_fp8.num_vgpr, 256
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
; codeLenInByte = 15800
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
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
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
	.byte	7                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
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
	.byte	1                               ; Abbrev [1] 0xb:0xc0 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x9a DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x40 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	112                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x4d:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	72                              ; DW_AT_call_line
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
	.byte	7                               ; Abbrev [7] 0x81:0x48 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp4                          ; DW_AT_low_pc
	.long	.Ltmp20-.Ltmp4                  ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	108                             ; DW_AT_call_line
	.byte	29                              ; DW_AT_call_column
	.byte	4                               ; Abbrev [4] 0x95:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges5                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	75                              ; DW_AT_call_line
	.byte	40                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0xa1:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges6                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	216                             ; DW_AT_call_line
	.byte	16                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0xae:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges7                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	78                              ; DW_AT_call_line
	.byte	20                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0xba:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges8                 ; DW_AT_ranges
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
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges4:
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges5:
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges6:
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges7:
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges8:
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
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
    .sgpr_spill_count: 79
    .symbol:         attn_fwd_fp8.kd
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
