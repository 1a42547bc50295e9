	v_cmpx_eq_u32 s[4:5], v0, v1
; HAZARD
	v_mov_b32_dpp v4, v2 row_shr:1 row_mask:0xf bank_mask:0xf
