	s_load_dword s4, s[0:1], 0x0
; HAZARD
	s_load_dwordx2 s[0:1], s[0:1], 0x8
