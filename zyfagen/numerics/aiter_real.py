"""AMD AITER's real hd128 FP8 forward kernel as a scheme of the numerics study (model "emulated").

`aiter_real` is not a model of AITER: it runs AITER's own code object
(tests/data/aiter/fwd_hd128_fp8.co, ROCm/aiter at the commit in tests/data/aiter/README.md, MIT)
in zyfagen's emulator under the `late` memory model (the policy under which the kernel is
correct; tests/emulator/test_aiter.py), with the study's FP8 Q rows, K, V and per-tensor descales,
launched as AITER's launcher does (`zyfagen.foreign.aiter`: the `fmha_fwd_v3_args`
struct, block 512, one workgroup per 256 query rows). Compare `aiter_like`, our reconstruction of
AITER from its public description: the two are labelled apart everywhere.

What it costs and what the study does about it: one emulated workgroup (256 query rows, 8 waves)
walks every key, about 0.07 s per 128 keys on the shared development machine (about 10 s at 16K
keys, 20 s at 32K). Non-causal attention rows are independent, so the kernel gets only a sample of
the case's query rows packed into one Q tensor (`StudyConfig.aiter_rows`, default 256: one
workgroup); the study compares every other scheme on the same rows too (`same_rows`). It runs
without rotation only (the Hadamard variants would double the emulation time, and the rotation's
target concerns the quantisation part, which does not depend on the scheme).

Its output is bf16, the kernel's fixed output type (AITER's fp8bf16 path); the study's other
schemes keep fp32 unless --output-dtype bf16. The entry records the bf16 rounding floor
(`bf16_floor_p_part`: fp64 attention on the same FP8 inputs rounded to bf16, against itself
unrounded) so the two can be told apart.
"""
from __future__ import annotations

import functools
from pathlib import Path

import numpy as np

from ..resources import repo_root
from .schemes import SchemeInputs, SchemeOptions, SchemeOutput, register_scheme

AITER_REAL = "aiter_real"
KERNEL = "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E"
CODE_OBJECT = "fwd_hd128_fp8.co"
HEAD_DIM = 128
WORKGROUP_ROWS = 256  # ts_qo: query rows per workgroup
MEMORY_MODEL = "late"
OUTPUT_DTYPE = "bf16"


def code_object_path() -> Path | None:
    """AITER's code object in a source checkout (tests/data/aiter), or None (an installed wheel
    does not carry third-party code objects)."""
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / CODE_OBJECT if root is not None else None
    return path if path is not None and path.is_file() else None


def applies(d_qk: int, d_v: int) -> bool:
    """The kernel is AITER's head-dim-128 FP8 forward; other shapes have no real kernel here."""
    return (d_qk, d_v) == (HEAD_DIM, HEAD_DIM) and code_object_path() is not None


@functools.lru_cache(maxsize=1)
def _program():
    from .. import emulator

    path = code_object_path()
    if path is None:
        raise FileNotFoundError(f"AITER's {CODE_OBJECT} is not in this installation (tests/data/aiter)")
    return emulator.load(path, KERNEL, kernarg_layout=path.with_suffix(".args.yaml"))


def launch_args(inputs: SchemeInputs) -> dict:
    """The kernel arguments of one head: the study's FP8 rows and per-tensor descales."""
    from ..foreign.aiter import aiter_fp8_args

    return aiter_fp8_args(inputs.q, inputs.k, inputs.v, inputs.softmax_scale,
                          (inputs.q_descale, inputs.k_descale, inputs.v_descale))


def aiter_real(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """O of AITER's code object for the query rows in `inputs` (all keys), emulated; float32
    holding the kernel's bf16 values. `opt` is ignored: AITER walks keys its own way."""
    from .. import emulator

    if inputs.q.shape[1] != HEAD_DIM or inputs.v.shape[1] != HEAD_DIM:
        raise ValueError(f"AITER's {CODE_OBJECT} is head dim {HEAD_DIM} only")
    rows = inputs.q.shape[0]
    grid = (-(-rows // WORKGROUP_ROWS), 1, 1)
    res = emulator.launch(_program(), launch_args(inputs), grid=grid, block=(512, 1, 1),
                          memory_model=MEMORY_MODEL)
    return SchemeOutput(np.asarray(res.buffers["ptr_o"][0, :, 0], np.float32), None)


register_scheme(AITER_REAL, aiter_real,
                "AMD AITER's real code object fwd_hd128_fp8.co (not a reconstruction), run in the "
                "emulator (late memory model) on a sample of the query rows; bf16 output; head dim "
                "128, no rotation", "emulated")
