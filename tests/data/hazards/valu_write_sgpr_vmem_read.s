	v_readfirstlane_b32 s6, v0
	v_readfirstlane_b32 s7, v1
; HAZARD
	global_load_dword v2, v3, s[6:7]
