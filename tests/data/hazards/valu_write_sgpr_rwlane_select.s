	v_readfirstlane_b32 s4, v0
; HAZARD
	v_readlane_b32 s5, v1, s4
