	v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[0:5], v[8:13], v[16:19] cbsz:2 blgp:2
; HAZARD
	v_mov_b32 v17, 0
