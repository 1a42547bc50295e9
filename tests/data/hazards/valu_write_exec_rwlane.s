	v_cmpx_eq_u32 s[4:5], v0, v1
; HAZARD
	v_readfirstlane_b32 s6, v2
