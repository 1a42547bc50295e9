"""The cycle model times an f8f6f4 MFMA by its operand formats (issue 32): FP6/FP4 A and B
(cbsz, blgp > 1) take the table's `nonf8` pass count, FP8 the full one (isa/gfx950.isa
mfma_passes lines, from SISchedule.td's PredIsF8_MFMA_SCALE split), as the hazard pass does."""
from test_occupancy import kernel

from zyfagen import sim as occupancy
from zyfagen.hazards import mfma_passes
from zyfagen.isa import load_table

T = load_table()
CPP = int(T.fact("mfma_cycles_per_pass").value)


def _mfma_cycles(line: str) -> float:
    r = occupancy.simulate(kernel(line + "\ns_endpgm"), iterations=1)
    return r.mfma_busy_total * r.total_cycles


def test_fp4_operands_take_half_the_passes_of_fp8():
    fp8 = "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15]"
    fp4 = "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:19], v[24:27], v[0:15] cbsz:4 blgp:4"
    mixed = "v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:27], v[0:15] blgp:4"
    assert mfma_passes(T, "v_mfma_f32_32x32x64_f8f6f4", 4, 4) == 8
    assert round(_mfma_cycles(fp8)) == 16 * CPP
    assert round(_mfma_cycles(fp4)) == 8 * CPP
    assert round(_mfma_cycles(mixed)) == 16 * CPP  # one FP8 operand: the FP8 rate
