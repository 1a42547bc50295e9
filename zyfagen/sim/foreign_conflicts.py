"""LDS bank conflicts of third-party kernels, measured on the emulator's real addresses
(lds.trace_lds) through their launch contracts (zyfagen/foreign), as the whole-chip model
does for our own kernels."""
from __future__ import annotations

from pathlib import Path

from ..foreign import aiter
from .lds import LdsConflicts


def measure_foreign_conflicts(path: Path, kernel_name: str, iterations: int = 4) -> LdsConflicts | None:
    """Bank conflicts of a third-party kernel with a launch contract and its argument
    layout next to it (`<name>.args.yaml`): one workgroup (non-causal: one 256-row tile over
    `iterations` key-loop trips) emulated, every LDS access costed from its lanes' addresses.
    None when there is no contract or no layout."""
    from .. import emulator
    from .lds import trace_lds

    layout = path.with_suffix(".args.yaml")
    if kernel_name not in aiter.KERNELS or not layout.exists():
        return None
    causal = aiter.KERNELS[kernel_name]
    keys = iterations * aiter.KEYS_PER_ITERATION
    # causal: one workgroup of two tiles (x = 0 and 1 of a 512-row problem); its blocks are
    # the two tiles' visible ones
    seq_q = 2 * aiter.ROWS if causal else aiter.ROWS
    prog = emulator.load(path, kernel_name, kernarg_layout=layout)
    trace = trace_lds(prog, aiter.aiter_args(seq_q, keys if not causal else seq_q), (1, 1, 1))
    waves = aiter.BLOCK[0] // 64
    blocks = iterations if not causal else 1 + 2  # tile 0 sees 1 block of 256 keys, tile 1 two
    return LdsConflicts(trace.conflict_cycles / (waves * blocks), tuple(trace.conflicts_by_address().items()))
