	v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], a[0:15]
; HAZARD
	v_accvgpr_read_b32 v16, a3
