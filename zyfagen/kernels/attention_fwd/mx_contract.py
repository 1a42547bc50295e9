"""attention_fwd's launch contract with `qk_format: mxfp8 | mxfp6 | mxfp4` (issue 37; mx.py builds it).

q and k are zyfagen.quantize_mx's packed values, uint8 [batch, seq, heads, head_dim_qk * bits / 8]
(bits 8 for mxfp8, 6 for mxfp6, 4 for mxfp4; strides in bytes as every other stride), v e4m3fn as for fp8.
After every other argument: q_scales, k_scales (uint8 E8M0 [batch, seq_q, heads_q, head_dim_qk / 32]
and [batch, seq_k, heads_kv, head_dim_qk / 32], 2^(code - 127) per 32 channels), then their strides
q_scales_stride_b/s/h, k_scales_stride_b/s/h (u32, bytes; the last dimension contiguous).
q_descale and k_descale are not read by the MX product (pass 1.0); v_descale and softmax_scale
as for fp8. The reference is numerics.reference with numerics.mx.mx_scores.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..kind import LaunchArg, Params
from ..launch import fp8_tensor
from . import contract
from .contract import AttentionInputs, AttentionProblem, _dims
from .mx import BLOCK, MX_BITS


def active(params: Params) -> bool:
    return params.get("qk_format", "fp8") != "fp8"


@dataclass(frozen=True)
class MxInputs(AttentionInputs):
    """AttentionInputs whose q, k are packed MX values with E8M0 scales [batch, seq, heads, d / 32]."""

    q_scales: np.ndarray | None = None
    k_scales: np.ndarray | None = None
    qk_format: str = "mxfp4"


def launch_args(params: Params) -> list[LaunchArg]:
    if not active(params):
        return []
    return [LaunchArg("q_scales", "buffer", "u8", "[batch, seq_q, heads_q, head_dim_qk / 32], E8M0"),
            LaunchArg("k_scales", "buffer", "u8", "[batch, seq_k, heads_kv, head_dim_qk / 32], E8M0")] + \
        [LaunchArg(f"{t}_scales_stride_{x}", "value", "u32", "bytes") for t in "qk" for x in "bsh"]


def _packed_params(params: Params) -> dict:
    """params with head_dim_qk the packed row's bytes (contract.arguments checks row widths)."""
    d, dv = _dims(params)
    return {**params, "head_dim_qk": d * MX_BITS[params["qk_format"]] // 8, "head_dim_v": dv}


def arguments(params: Params, problem: AttentionProblem, inputs: MxInputs) -> dict[str, Any]:
    d, _ = _dims(params)
    if inputs.qk_format != params["qk_format"]:
        raise ValueError(f"attention_fwd arguments: inputs in {inputs.qk_format}, the kernel's qk_format "
                         f"is {params['qk_format']}")
    args = contract.arguments(_packed_params(params), problem, inputs)
    for t, arr in (("q", inputs.q_scales), ("k", inputs.k_scales)):
        if arr.shape[3] != d // BLOCK or arr.dtype != np.uint8:
            raise ValueError(f"attention_fwd arguments: {t}_scales must be uint8 [..., {d // BLOCK}], "
                             f"got {arr.dtype} {arr.shape}")
        args[f"{t}_scales"] = arr
        sb, ss, sh, _ = arr.strides
        args.update({f"{t}_scales_stride_b": sb, f"{t}_scales_stride_s": ss, f"{t}_scales_stride_h": sh})
    return args


def inputs(params: Params, problem: AttentionProblem, seed: int, *, rotate: bool = False) -> MxInputs:
    """Gaussian Q and K quantised by zyfagen.quantize_mx (OCP rule), V e4m3fn per tensor."""
    from ...numerics.mx import quantize_mx

    d, dv = _dims(params)
    fmt = params["qk_format"]
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((problem.batch, problem.seq_q, problem.heads_q, d))
    k = rng.standard_normal((problem.batch, problem.seq_k, problem.heads_kv, d))
    v, dvs = fp8_tensor(rng, (problem.batch, problem.seq_k, problem.heads_kv, dv), 1.0)
    (qp, qs), (kp, ks) = quantize_mx(q, fmt, rotate), quantize_mx(k, fmt, rotate)
    return MxInputs(qp, kp, v, 1.0, 1.0, dvs, float(np.float32(1.0 / math.sqrt(d))),
                    q_scales=qs, k_scales=ks, qk_format=fmt)


def reference(params: Params, problem: AttentionProblem, inputs: MxInputs) -> dict[str, np.ndarray]:
    from ...numerics.reference import attention_reference

    cfg = contract.config_from_params(params)
    ref = attention_reference(inputs.q, inputs.k, inputs.v, softmax_scale=inputs.softmax_scale,
                              v_descale=inputs.v_descale, config=cfg,
                              qk_mx=(params["qk_format"], inputs.q_scales, inputs.k_scales))
    out = {"o": ref.out.view(np.uint32 if cfg.output == "fp32" else np.uint16)}
    if params.get("lse"):
        out["lse"] = ref.lse.view(np.uint32)
    return out

