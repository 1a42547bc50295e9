	global_load_dword v2, v[4:5], off
; HAZARD
	global_store_dword v[6:7], v8, off
