	v_cmp_lt_i32 vcc, 0, v1
; HAZARD
	v_div_fmas_f32 v2, v3, v4, v5
