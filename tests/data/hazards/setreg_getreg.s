	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3
; HAZARD
	s_getreg_b32 s4, hwreg(HW_REG_MODE, 0, 4)
