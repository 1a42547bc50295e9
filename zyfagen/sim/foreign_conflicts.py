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
    if kernel_name in aiter.BF16_KERNELS and layout.exists():
        return _bf16_conflicts(path, kernel_name, layout, iterations)
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


def _bf16_conflicts(path: Path, kernel_name: str, layout: Path, iterations: int) -> LdsConflicts:
    """The BF16 forwards (issue 36; contract foreign/aiter.py aiter_bf16_args): one workgroup
    over `iterations` key-loop trips (two key tiles each), or, causal, the workgroup of query
    tiles 0 and 1 on 2 x rows queries and keys; per wave (block 2 x rows) and key-loop trip."""
    import ml_dtypes
    import numpy as np

    from .. import emulator
    from .lds import trace_lds

    causal, dq = aiter.BF16_KERNELS[kernel_name]
    rows, keys_per_trip = aiter.bf16_rows(dq), 2 * aiter.bf16_key_pad(dq)
    seq_q = 2 * rows if causal else rows
    seq_k = seq_q if causal else iterations * keys_per_trip
    rng = np.random.default_rng(0)
    q, k = (rng.standard_normal((n, dq)).astype(ml_dtypes.bfloat16) for n in (seq_q, seq_k))
    v = rng.standard_normal((seq_k, 128)).astype(ml_dtypes.bfloat16)
    prog = emulator.load(path, kernel_name, kernarg_layout=layout)
    trace = trace_lds(prog, aiter.aiter_bf16_args(q, k, v, float(1 / np.sqrt(dq)), causal), (1, 1, 1))
    # key blocks the workgroup walks, counted as the whole-chip model counts them (a trip per
    # started keys_per_trip): causal tiles 0 and 1 see rows and 2 x rows keys (hd128: 2 + 4
    # trips; hd192/128, whose trip of 256 keys is two 128-row tiles: 1 + 1)
    blocks = sum(-(-n // keys_per_trip) for n in (rows, 2 * rows)) if causal else iterations
    return LdsConflicts(trace.conflict_cycles / (2 * rows // 64 * blocks), tuple(trace.conflicts_by_address().items()))
