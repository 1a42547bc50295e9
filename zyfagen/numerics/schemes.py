"""Algorithm-level numpy models of the FP8 attention schemes, and the scheme registry.

A scheme maps FP8 inputs (query rows, all keys and values, per-tensor descales, softmax scale)
to the attention output in float32 and, when it can, the weights it effectively applied to the
rows of the dequantised V. The study only talks to the registry (`SCHEMES`, `register_scheme`),
so a scheme can later be backed by the bit-exact models of the emulated kernels
(`zyfagen.numerics.reference`) by registering a function with the same signature under the same
name (`replace=True`). Hadamard variants are not separate models: the study rotates Q, K and V
before quantisation and rotates the output back, around any registered scheme.

The models here are written from ../shared/docs/lean-p.md and are NOT bit-exact models of any
kernel. What they share (the online-softmax frame, `_online_softmax`):
- S = Q8 K8^T in float32 (products of FP8 values are exact in fp32; the summation order is numpy's,
  not the MFMA's), then t = S * (q_descale * k_descale * softmax_scale * log2(e)) in float32, the
  score in the log2 domain.
- Keys are walked in blocks of `key_block` (128). The reference max of a block is the running
  max m_b = max(m_{b-1}, max of block b) (exact, per query row), and the block's P is computed
  from t - m_b <= 0, so P <= 1 before any block scaling.
- Instead of rescaling O and the row sum by exp2(m_{b-1} - m_b) at every block, the model
  multiplies block b's contribution once by exp2(m_b - m_last) (float32). Mathematically this is
  the same product of rescale factors; it differs from a sequential kernel only at fp32 rounding
  level (~1e-7 relative), far below the FP8 effects studied here. The bit-exact models differ here.
- The numerator is sum_j P_num[j] * V8[j] in float32, the denominator sum_j P_den[j] in float32,
  and O = numerator / denominator * v_descale.

The schemes differ only in how P_num (the FP8 value that multiplies V) and P_den (what is summed
into the row sum) are formed from t:
- aiter_like (our reconstruction of AMD AITER's FP8 forward from its public description, not
  AITER's code): P = exp2(t) in fp32 (`v_exp_f32`, modelled by numpy's float32 exp2), P_num =
  e4m3fn(P) (round to nearest even, P <= 1 so most of the FP8 range is unused and values below
  2^-10 flush to 0), P_den = the unrounded fp32 P: numerator and denominator disagree.
- aiter_like_exp_trick: as aiter_like, but 2^t comes from the FP32 integer trick the public
  description mentions (fma t * 2^23 + 127 * 2^23, `v_cvt_u32_f32`, read the bits as fp32: a
  piecewise-linear 2^t), and is then rounded a second time to e4m3fn for PV. The row sum uses
  the once-rounded fp32 value. Float-to-uint conversion is assumed to truncate (C semantics).
- exact_rounded_rowsum: P = exp2(t) in fp32, P_num = P_den = e4m3fn(P).
- lean: the FP8 byte b = clamp(round(8 t + 56), 0, 126) (round half to even, as numpy's rint)
  read as e4m3fn is P: a piecewise-linear 2^t, exact at integer t, linear in between, and linear
  in b below 2^-6 (subnormals), so t < -7 flushes to 0. P_num = P_den = that byte's value.
- lean_block_scaled: per query row and block of `scale_block` (64) keys, a power-of-two shift
  k = floor((126 - round(8 t_max + 56)) / 8), the largest k that keeps the block's largest byte
  at or below 126 (t_max <= 0 gives k >= 8), capped at 127 (the E8M0 range). Bytes are
  b = clamp(round(8 t + 56 + 8 k), 0, 126); the PV product and the row sum multiply by 2^-k
  exactly (the E8M0 scale byte 127 - k of `v_mfma_scale_f32_32x32x64_f8f6f4`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .fp8 import E4M3_MAX_BYTE, fp8_from_bytes, to_fp8

LOG2E = float(np.log2(np.e))


@dataclass(frozen=True)
class SchemeInputs:
    """FP8 inputs of one attention head: value = float(fp8) * descale."""

    q: np.ndarray  # e4m3fn [rows, d_qk]: the query rows evaluated
    k: np.ndarray  # e4m3fn [keys, d_qk]
    v: np.ndarray  # e4m3fn [keys, d_v]
    q_descale: float
    k_descale: float
    v_descale: float
    softmax_scale: float


@dataclass(frozen=True)
class SchemeOptions:
    key_block: int = 128
    scale_block: int = 64
    want_weights: bool = True


@dataclass(frozen=True)
class SchemeOutput:
    out: np.ndarray  # float32 [rows, d_v], descaled and normalised
    # [rows, keys] with out = weights @ (v * v_descale), or None if the model cannot give them.
    weights: np.ndarray | None


SchemeFn = Callable[[SchemeInputs, SchemeOptions], SchemeOutput]


@dataclass(frozen=True)
class Scheme:
    name: str
    fn: SchemeFn
    description: str
    model: str  # "algorithm" (written from lean-p.md) or "bit-exact" (matches the emulated kernel)


SCHEMES: dict[str, Scheme] = {}


def register_scheme(name: str, fn: SchemeFn, description: str, model: str = "algorithm",
                    *, replace: bool = False) -> None:
    """Add a scheme; with replace=True, swap the model behind an existing name."""
    if name in SCHEMES and not replace:
        raise ValueError(f"scheme {name!r} already registered")
    if "+" in name:
        raise ValueError(f"scheme name {name!r} may not contain '+' (reserved for variants)")
    SCHEMES[name] = Scheme(name, fn, description, model)


# ---------------------------------------------------------------------------------------------
# P formation: each takes t (float32 [rows, keys_padded], <= 0 or -inf) and returns
# (p_num, p_den, shift) with p_num/p_den float32 and shift an int exponent per
# (row, scale block) or None.

PFormer = Callable[[np.ndarray, SchemeOptions], tuple[np.ndarray, np.ndarray, np.ndarray | None]]


def _fp8_values(x: np.ndarray) -> np.ndarray:
    return to_fp8(x).astype(np.float32)


def lean_p_bytes(t: np.ndarray, shift: np.ndarray | int = 0) -> np.ndarray:
    """The lean-P FP8 bytes clamp(round(8 t + 56 + 8 shift), 0, 126) as uint8 (fp32 arithmetic)."""
    t32 = np.asarray(t, dtype=np.float32)
    biased = t32 * np.float32(8.0) + np.float32(56.0) + np.asarray(shift, dtype=np.float32) * np.float32(8.0)
    with np.errstate(invalid="ignore"):
        return np.clip(np.rint(biased), 0, E4M3_MAX_BYTE).astype(np.uint8)


def block_shift(t: np.ndarray, scale_block: int) -> np.ndarray:
    """Per (row, block of scale_block keys) shift k = floor((126 - round(8 t_max + 56)) / 8), in [0, 127].

    t's key axis must be a multiple of scale_block. Blocks with no key (t_max = -inf) get 0.
    """
    rows, keys = t.shape
    tmax = t.reshape(rows, keys // scale_block, scale_block).max(axis=2)
    finite = np.isfinite(tmax)
    top = np.rint(np.where(finite, tmax, 0.0).astype(np.float32) * np.float32(8.0) + np.float32(56.0))
    k = np.floor((E4M3_MAX_BYTE - top) / 8.0)
    return np.where(finite, np.clip(k, 0, 127), 0).astype(np.int64)


def _p_aiter_like(t: np.ndarray, opt: SchemeOptions):
    p = np.exp2(t)
    return _fp8_values(p), p, None


def exp2_fp32_bit_trick(t: np.ndarray) -> np.ndarray:
    """2^t by the FP32 integer trick: bits = u32(fma(t, 2^23, 127 * 2^23)), read as fp32.

    The fma rounds once to fp32 (modelled by an fp64 product-sum rounded to fp32); the conversion
    to uint32 truncates and clamps negatives to 0 (assumed).
    """
    t64 = np.asarray(t, dtype=np.float64)
    with np.errstate(invalid="ignore"):
        biased = (t64 * 2.0**23 + 127.0 * 2.0**23).astype(np.float32).astype(np.float64)
        biased = np.where(np.isnan(biased), 0.0, biased)
    bits = np.clip(np.trunc(biased), 0, 0x7F7FFFFF).astype(np.uint32)
    return bits.view(np.float32)


def _p_aiter_like_exp_trick(t: np.ndarray, opt: SchemeOptions):
    p = exp2_fp32_bit_trick(t)
    return _fp8_values(p), p, None


def _p_exact_rounded_rowsum(t: np.ndarray, opt: SchemeOptions):
    p = _fp8_values(np.exp2(t))
    return p, p, None


def _p_lean(t: np.ndarray, opt: SchemeOptions):
    p = fp8_from_bytes(lean_p_bytes(t)).astype(np.float32)
    return p, p, None


def _p_lean_block_scaled(t: np.ndarray, opt: SchemeOptions):
    shift = block_shift(t, opt.scale_block)
    per_key = np.repeat(shift, opt.scale_block, axis=1)
    p = fp8_from_bytes(lean_p_bytes(t, per_key)).astype(np.float32)
    return p, p, shift


@dataclass(frozen=True)
class _Frame:
    """What every algorithm-level scheme shares for one input: t - running max, and V in fp32."""

    t: np.ndarray  # float32 [rows, padded keys], t - m_b (-inf on padding)
    running_max: np.ndarray  # float32 [rows, blocks]
    v_t: np.ndarray  # float32 [d_v, keys], V transposed (contiguous) for weighted_sum


def weighted_sum(w: np.ndarray, v_t: np.ndarray) -> np.ndarray:
    """w @ v for w [rows, keys] and v_t = v.T contiguous [d, keys], as (v_t @ w.T).T.

    OpenBLAS is pathologically slow on w @ v when keys >> rows, d (measured here: 128 x 32K times
    32K x 128 took 0.6 s in fp32, the transposed product 14 ms); the sum is the same.
    """
    return np.ascontiguousarray((v_t @ w.T).T)


# The study calls every scheme on the same SchemeInputs object in turn; keep the last frame so the
# scores are computed once per input rather than once per scheme (identity, not equality, check).
_last_frame: tuple[SchemeInputs, int, _Frame] | None = None


def _frame(inputs: SchemeInputs, key_block: int) -> _Frame:
    global _last_frame
    if _last_frame is not None and _last_frame[0] is inputs and _last_frame[1] == key_block:
        return _last_frame[2]
    q = inputs.q.astype(np.float32)
    k = inputs.k.astype(np.float32)
    rows, keys = q.shape[0], k.shape[0]
    nblocks = -(-keys // key_block)
    padded = nblocks * key_block
    c = np.float32(inputs.q_descale) * np.float32(inputs.k_descale) \
        * np.float32(inputs.softmax_scale) * np.float32(LOG2E)
    t = np.full((rows, padded), -np.inf, dtype=np.float32)
    t[:, :keys] = (q @ k.T) * c
    block_max = t.reshape(rows, nblocks, key_block).max(axis=2)
    running_max = np.maximum.accumulate(block_max, axis=1)
    t = (t.reshape(rows, nblocks, key_block) - running_max[:, :, None]).reshape(rows, padded)
    t.setflags(write=False)
    frame = _Frame(t, running_max, np.ascontiguousarray(inputs.v.astype(np.float32).T))
    _last_frame = (inputs, key_block, frame)
    return frame


def _online_softmax(inputs: SchemeInputs, opt: SchemeOptions, former: PFormer) -> SchemeOutput:
    if opt.key_block % opt.scale_block:
        raise ValueError(f"scale block {opt.scale_block} does not divide key block {opt.key_block}")
    frame = _frame(inputs, opt.key_block)
    t, running_max = frame.t, frame.running_max
    keys = inputs.k.shape[0]
    p_num, p_den, shift = former(t, opt)
    rows, padded = t.shape
    per_block = opt.key_block // opt.scale_block
    # One factor per (row, scale block): the key block's rescale to the final max (float32, <= 1),
    # times 2^-shift of the scale block; broadcast over the keys of the scale block.
    factor = np.repeat(np.exp2(running_max - running_max[:, -1:]), per_block, axis=1)
    if shift is not None:
        factor = factor * np.ldexp(np.float32(1.0), -shift).astype(np.float32)
    factor = factor[:, :, None]

    def weigh(p: np.ndarray) -> np.ndarray:
        blocks = p.reshape(rows, padded // opt.scale_block, opt.scale_block)
        return (blocks * factor).reshape(rows, padded)[:, :keys]

    w_num = weigh(p_num)
    w_den = w_num if p_den is p_num else weigh(p_den)
    row_sum = w_den.sum(axis=1, dtype=np.float32)
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = (np.float32(1.0) / row_sum)[:, None]
        out = weighted_sum(w_num, frame.v_t) * inv * np.float32(inputs.v_descale)
        weights = w_num * inv if opt.want_weights else None
    return SchemeOutput(out.astype(np.float32), weights)


def _model(former: PFormer) -> SchemeFn:
    def fn(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
        return _online_softmax(inputs, opt, former)
    return fn


aiter_like = _model(_p_aiter_like)
aiter_like_exp_trick = _model(_p_aiter_like_exp_trick)
exact_rounded_rowsum = _model(_p_exact_rounded_rowsum)
lean = _model(_p_lean)
lean_block_scaled = _model(_p_lean_block_scaled)

register_scheme("aiter_like", aiter_like,
                "AITER-like baseline (our reconstruction): exact fp32 exp2, P rounded to e4m3fn, "
                "row sum from unrounded P, P <= 1")
register_scheme("aiter_like_exp_trick", aiter_like_exp_trick,
                "AITER-like with the fp32 integer exponent trick, P rounded twice, "
                "row sum from the fp32 P (our reconstruction)")
register_scheme("exact_rounded_rowsum", exact_rounded_rowsum,
                "exact fp32 exp2, P rounded to e4m3fn, row sum from the rounded P")
register_scheme("lean", lean,
                "lean P: byte clamp(round(8t+56),0,126) is P, row sum from the same P")
register_scheme("lean_block_scaled", lean_block_scaled,
                "lean P with a power-of-two shift per 64 keys, removed by 2^-k; row sum from the same P")

DEFAULT_SCHEMES = ("aiter_like", "aiter_like_exp_trick", "exact_rounded_rowsum", "lean",
                   "lean_block_scaled")
