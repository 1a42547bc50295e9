	global_store_dwordx4 v[0:1], v[4:7], off
; HAZARD
	v_mov_b32 v5, 0
