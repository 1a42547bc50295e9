	v_mov_b32 v1, 0
; HAZARD
	v_permlane32_swap_b32 v1, v2
