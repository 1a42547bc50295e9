"""Kernel kind `attention_fwd`: FP8 (e4m3fn) flash-attention forward, lean or exact P.

The algorithm, step by step and exactly (rounding included), is docs/attention.md; the numpy
model `zyfagen.numerics.reference` follows the same page, and the tests compare the emulated
code object with it bit for bit. This module only realises that page on gfx950 registers.

Launch contract (`contract.py`, as `KIND.launch_args`, `KIND.grid`, `KIND.workgroup_size`): grid
(ceil(seq_q / (32 W)), heads_q, batch) and 64 W lanes for W = waves_per_workgroup; seq_q, seq_k >= 1;
gqa_group >= 1 with heads_q = gqa_group * heads_kv; strides in elements; the last dimension of
every tensor is contiguous. Kernel arguments, in order: q, k, v, o pointers; lse pointer (when
`lse: true`); q/k/v descales (fp32 values, or pointers to fp32 [batch, heads_kv] arrays with
`descale: batch_head`); softmax_scale (fp32); seq_q, seq_k, gqa_group, heads_kv (u32);
q/k/v/o strides (b, s, h; u32, elements); lse strides (b, h; u32, elements, when `lse: true`).

With `qk_format: mxfp8 | mxfp4` (issue 37; mx.py, mx_contract.py, docs/attention.md "MX Q·K")
q and k are zyfagen.quantize_mx's packed values and two more pointers, q_scales and k_scales
(E8M0 uint8 [batch, seq, heads, d / 32]), with their b/s/h strides follow every other argument.

Register layout (see docs/attention.md, "Register layout"):
- S^T = K Q^T per 32-key tile with `v_mfma_f32_32x32x64_f8f6f4` (A = K rows, B = Q^T). Lane t
  holds query t%32 and the keys 8i + 4(t/32) + jj of each tile as C element 4i+jj.
- Row max: `v_maximum3_f32` chains (NaN-propagating; `row_max: max` takes one new value per
  instruction) over a lane's values, then `v_permlane32_swap_b32` joins the lane pair.
- P bytes of a 64-key chunk are written straight into the 8-VGPR B operand of
  O^T += V^T P^T; slot n = 16a + 4i + jj holds tile a's element 4i+jj.
- V^T (A operand): lane r + 32h owns dv rows W r + T (W = d_v/32) and loads the W contiguous
  bytes V[key, W r ..] of each of its 32 keys; `v_perm_b32` transposes 4 keys x 4 bytes so that
  dword m of tile T holds the 4 consecutive keys of P slot group m. A and B use the same slot for
  the same key, so the MFMA pairs the right elements whatever K order it uses internally.

The builder is split into named pieces, mixins over one shared core (`core.BuilderCore`):
`layout` (the MFMA shape, wave width and bit patterns, named once), `params` (spec parameters,
validation, summary), `loads` (Q, K, V addressing, K tiles and QK^T), `softmax` (row max,
reference max and alpha, rescale), `p_generation` (shift and bias, P bytes, VALU row sums),
`epilogue` (normalisation and stores), and one V^T strategy that walks the key blocks:
`perm.PermTranspose` or `lds.LdsTranspose` (the pipelined LDS loop). `contract` holds the launch
contract, the bitwise gate (inputs, the numpy reference's bits) and the useful work; `KIND` is
the record `zyfagen.kernels` registers.
"""
from __future__ import annotations

from ...schedule import Schedule
from ..kind import KernelSpec
from ..kind import KernelKind
from . import contract, features
from .bf16 import Bf16Shared
from .contract import AttentionInputs, AttentionProblem, attention_inputs, config_from_params
from .core import BuilderCore
from .epilogue import Epilogue
from .layout import MFMA, MFMA_SCALE, head_dims, lds_buffers
from .lds import LdsTranspose
from .lds_shared import LdsShared
from .mx import MxQK
from .paging import Paging
from .loads import Loads
from .p_generation import PGeneration
from .params import PARAMS, summary, validate
from .perm import PermTranspose
from .softmax import Softmax

__all__ = ["KIND", "PARAMS", "validate", "summary", "build", "head_dims", "lds_buffers", "MFMA",
           "MFMA_SCALE", "PermBuilder", "LdsBuilder", "AttentionInputs", "AttentionProblem",
           "attention_inputs", "config_from_params"]


class PermBuilder(PermTranspose, Loads, Softmax, PGeneration, Epilogue, BuilderCore):
    """attention_fwd with `v_transpose: perm`."""


class LdsBuilder(LdsTranspose, Loads, Softmax, PGeneration, Epilogue, BuilderCore):
    """attention_fwd with `v_transpose: lds`."""


class SharedBuilder(MxQK, LdsShared, Paging, Loads, Softmax, PGeneration, Epilogue, BuilderCore):
    """attention_fwd with `kv_sharing: lds` (K and V shared through LDS by the waves)."""


class Shared16Builder(Bf16Shared, SharedBuilder):
    """attention_fwd with `qkv_format: bf16 | fp16` (issue 36; bf16.py), K and V shared through LDS."""


# v_transpose value -> the builder that realises it
BUILDERS = {"perm": PermBuilder, "lds": LdsBuilder}


def build(spec: KernelSpec, schedule: Schedule):
    """The kernel in IR form; `schedule` is the spec's parsed schedule."""
    if spec["qkv_format"] != "e4m3":  # validate: kv_sharing lds
        return Shared16Builder(spec, schedule).build()
    if spec["kv_sharing"] == "lds":
        return SharedBuilder(spec, schedule).build()
    return BUILDERS[spec["v_transpose"]](spec, schedule).build()


KIND = KernelKind(
    name="attention_fwd",
    doc="FP8 (e4m3fn) attention forward, lean or exact P (docs/attention.md)",
    params=PARAMS,
    problem_params=frozenset({"head_dim_qk", "head_dim_v", "block_q", "p_mode", "p_block_scale", "p_fixed_shift", "p_scale_keys",
                              "causal", "output", "lse", "descale", "qkv_format", "qk_format"}),
    validate=validate, build=build, summary=summary,
    # the serving features (issue 34; features.py) extend the contract: their hooks fall back to
    # contract's functions when a spec has none
    launch_args=features.kind_launch_args, workgroup_size=contract.workgroup_size, grid=features.kind_grid,
    outputs=contract.outputs, arguments=features.kind_arguments,
    check_problem=features.kind_check_problem, inputs=features.kind_inputs, reference=features.kind_reference,
    useful_macs=features.kind_useful_macs, work_unit=contract.work_unit,
    useful_mac_fraction=contract.useful_mac_fraction, phases=contract.PHASES,
    launch_constraints=contract.LAUNCH_CONSTRAINTS, tile_order=contract.tile_order,
)
