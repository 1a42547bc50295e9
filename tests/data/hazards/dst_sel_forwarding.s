	v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]
; HAZARD
	v_or_b32 v4, v1, v5
