	v_mov_b32 v3, 0
; HAZARD
	v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:7], v[8:15], v[16:19]
