	v_dot2_f32_f16 v1, v2, v3, v4
; HAZARD
	v_add_f32 v5, v1, v6
