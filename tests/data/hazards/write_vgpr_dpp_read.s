	v_add_f32 v1, v2, v3
; HAZARD
	v_mov_b32_dpp v4, v1 row_shr:1 row_mask:0xf bank_mask:0xf
