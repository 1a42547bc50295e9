	s_mov_b32 m0, s4
; HAZARD
	global_load_lds_dword v[2:3], off
