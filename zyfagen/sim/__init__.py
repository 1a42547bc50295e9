"""The cycle model (zyfagen.sim): how busy is the matrix pipe of a gfx950 SIMD?

The model reads a *code object* (through `zyfagen.codeobj`, never our IR), so it runs on
zyfagen's kernels and on other compilers' kernels alike. Every instruction fact (unit,
issue cycles, latency, MFMA passes) and every global number (cycles per MFMA pass, memory
latencies, the MFMA/VALU overlap switch) comes from `zyfagen.isa.load_table()`; this module
holds the *policies* (arbitration, branches, phases), each listed in every report.

What is modelled, per simulated SIMD:
- the waves of one SIMD (by default those of one workgroup that land on SIMD 0: waves
  0, 4, 8, ... of the workgroup), or with `workgroups=N` a whole CU: all waves of N resident
  workgroups on the 4 SIMDs (wave i of a workgroup on SIMD i mod 4), each SIMD with its own
  pipes, one LDS for the CU (bandwidth and bank conflicts as stalls). Each wave issues in
  program order, at most one instruction in
  flight per wave's issue slot (`issue` cycles of the table);
- pipes: MFMA (busy passes x mfma_cycles_per_pass), VALU (issue cycles; transcendentals use
  their own, slower issue rate), SALU, LDS, vector memory, scalar memory, branch, misc;
  one instruction may enter each pipe per cycle; waves compete for a pipe by `s_setprio`
  priority, then by age (lower wave index first);
- register dependencies (VGPR/AGPR/SGPR/VCC/EXEC/M0/SCC) with the table's latencies; an
  MFMA accumulating into exactly the C/D range of the previous MFMA that wrote it follows
  back-to-back without waiting for the result (dependent accumulation; modelling choice);
- `s_waitcnt vmcnt/lgkmcnt`: vector-memory operations return in order; LDS and scalar loads
  share lgkmcnt; `s_nop N` holds the wave N+1 cycles; `s_barrier` joins the simulated
  waves of one workgroup (one-SIMD scope: waves of the same workgroup on other SIMDs are
  assumed to run the same schedule, so they arrive at the same time; CU scope: every wave
  of the workgroup, whichever SIMD it runs on); `s_setprio` changes arbitration.

Branches are not executed functionally (no EXEC/VCC model). A backward branch closes a loop
that runs `iterations` times (the back-edge is taken iterations-1 times, then falls
through); a forward conditional branch leaving a loop is taken once the loop ran
`iterations` times; other forward conditional branches are not taken, except
`s_cbranch_execnz` (lanes are assumed active: taken) and `s_cbranch_scc0/1` whose SCC is
known from a tiny constant model of SGPRs and of lane 0 of a few lane-wise VALU results,
seeded with the workitem id in v0 (so kernels that give the two waves of a SIMD different
roles, even from a computed index such as AITER's readfirstlane((v0 & 0x3ff) >> 6), e.g.
an extra `s_barrier` for one half of the workgroup, behave as on hardware).

The package, one concern per module:
- `program`: a code object's instructions as event-loop records (units from zyfagen.classify);
- `phases`: loops and the phase analysis (QK^T, softmax, P, PV, ...);
- `memory`: the memory-system seam (`MemorySystem`; `FixedLatencyMemory` is the default);
- `engine`: the wave and pipe event loop, `simulate`;
- `summary`: `OccupancyResult` and the assumptions every report lists.
The command line lives in zyfagen/cli.py, the text/SVG rendering in zyfagen/report.py.
"""
from __future__ import annotations

from .engine import simulate
from .memory import FixedLatencyMemory, MemorySystem
from .phases import BLOCK_MFMA_PHASES, P_PHASES, PHASE_MEANING, PHASES
from .program import PIPES, mfma_macs, unit_of
from .summary import (IDLE_REASONS, TIMELINE_CYCLES, Assumption, BlockFigures, IdleReason,
                      OccupancyResult, Segment, assumptions)

__all__ = ["simulate", "FixedLatencyMemory", "MemorySystem", "BLOCK_MFMA_PHASES", "P_PHASES",
           "PHASE_MEANING", "PHASES", "PIPES", "mfma_macs", "unit_of", "IDLE_REASONS",
           "TIMELINE_CYCLES", "Assumption", "BlockFigures", "IdleReason", "OccupancyResult",
           "Segment", "assumptions"]
