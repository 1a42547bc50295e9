	v_exp_f32 v1, v2
; HAZARD
	v_add_f32 v3, v1, v4
