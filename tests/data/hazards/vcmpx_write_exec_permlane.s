	v_cmpx_eq_u32 s[4:5], v0, v5
; HAZARD
	v_permlane32_swap_b32 v1, v2
