"""AMD AITER's fmha_v4_fwd hd128 FP8 kernel (ROCm/aiter, MIT; the commit is in
tests/data/aiter/fmha_v4_fwd/README.md): its launch contract.

csrc/py_itfs_cu/asm_mha_v4_fwd.cu packs `FmhaV4Kernarg`, 16-byte slots in 656 bytes whose
offsets equal fmha_v3's `fmha_fwd_v3_args` (its static_asserts: ptr_q 0x10, scalar 0x50,
ptr_q_descale 0x200), and fills it for the FP8 row of hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv
(Q/K/V FP8 E4M3 [batch, seq, heads, 128] with contiguous last dimensions, per-tensor fp32
descales, bf16 O, ts_qo 256) exactly as zyfagen.foreign.aiter.aiter_fp8_args does for v3:
strides in bytes, s_Ts = 256 x s_Seqs, s_gqa = 1 (v4 is MHA only), s_opt = 5, s_lse = 0,
descale strides 0 for scalar descales. Launch: block 512 (8 waves), grid
(ceil(seq_q / 256), heads, batch). `scalar` is the plain softmax scale (1/sqrt(128)): the
kernel's output matches softmax(Q K^T scale) V within the FP8 bound
(tests/emulator/test_aiter_v4.py), not a base-2 form.
"""
from __future__ import annotations

from pathlib import Path

from ..resources import repo_root
from .aiter import aiter_fp8_args

__all__ = ["aiter_fp8_args", "grid", "code_object_path", "args_layout_path"]  # the same 656-byte block as v3

KERNEL = "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E"
CODE_OBJECT = "fmha_v4_fwd/fwd_hd128_fp8.co"
ARGS_LAYOUT = "fmha_v4_fwd/fwd_hd128_fp8.args.yaml"
HEAD_DIM = 128
ROWS = 256  # ts_qo
BLOCK = (512, 1, 1)
# With an odd number of 128-key tiles the V-loading waves (4-7) end while waves 0-3 still meet
# an s_barrier: the kernel relies on the hardware dropping ended waves from the barrier count
# (the emulator's barrier_mode="hardware"); the default 'strict' mode reports a deadlock.
BARRIER_MODE = "hardware"


def code_object_path() -> Path | None:
    """The code object in a source checkout (tests/data/aiter/fmha_v4_fwd), or None."""
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / CODE_OBJECT if root is not None else None
    return path if path is not None and path.is_file() else None


def args_layout_path() -> Path | None:
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / ARGS_LAYOUT if root is not None else None
    return path if path is not None and path.is_file() else None


def grid(seq_q: int, heads: int = 1, batch: int = 1) -> tuple[int, int, int]:
    return (-(-seq_q // ROWS), heads, batch)
