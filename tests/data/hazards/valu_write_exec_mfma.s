	v_cmpx_eq_u32 s[4:5], v0, v1
; HAZARD
	v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], v[16:19]
