	v_mfma_f32_32x32x64_f8f6f4 v[32:47], v[0:7], v[8:15], v[16:31]
; HAZARD
	v_mov_b32 v20, 0
