	v_mov_b32 v1, v2
; HAZARD
	v_readfirstlane_b32 s4, v1
