"""The FP8 attention schemes of the numerics study, and the scheme registry.

A scheme maps FP8 inputs (query rows, all keys and values, per-tensor descales, softmax scale)
to the attention output in float32 and, when it can, the weights it effectively applied to the
rows of the dequantised V. The study only talks to the registry (`SCHEMES`, `register_scheme`).
Hadamard variants are not separate models: the study rotates Q, K and V before quantisation and
rotates the output back, around any registered scheme.

Three kinds of scheme (`Scheme.model`):

"u8-trunc": a zyfagen kernel's algorithm with a truncating `v_cvt_pk_u8_f32` (not what the kernel
computes: the conversion rounds by the MODE register, nearest even by default; see
isa/gfx950.isa). Kept so that the study reports lean P's error under the alternative rounding.

"bit-exact": zyfagen's own `attention_fwd` kernels. Each names the spec parameters of its kernel
(`Scheme.kernel_params`), and its output is, bit for bit, what that kernel's code object computes
in the emulator: `kernel_attention` follows `zyfagen.numerics.reference` (written from
docs/attention.md, and checked bitwise against the emulated code objects in
tests/kernels/test_attention.py), and tests/numerics/test_numerics_bitexact.py builds each registered kernel and
checks this module's output against the emulated code object and against `attention_reference`
on the study's own input generators. `kernel_attention` is a restatement of the reference's
algorithm for the study's case (one head, non-causal) that vectorises over key
blocks where the algorithm allows, computes the scores once for all schemes of one input, and
also returns the effective weights (the reference gives O and LSE only). It uses the reference's
elementary operations (fma, u8, fp8, exp2, rcp, MFMA rounding), so its arithmetic is the
reference's; other configurations fall back to `attention_reference` itself (no weights).
- lean: P byte = u8(fma(S, 8c, 56 - 8c mu)) read as e4m3fn (a piecewise-linear 2^t, P <= 1,
  t < -7 flushes to 0); row sum by MFMA from the same bytes.
- lean_block_scaled: as lean, plus a power-of-two shift 2^k per 64 keys (k = min(floor(c (mu -
  chunk max)), 56) + 8, so the chunk's largest byte is 112..120), removed exactly by the E8M0
  scale of the PV and row-sum MFMAs.
- exact_rounded_rowsum: P = e4m3fn(exp2(fma(S, c, -c mu))) (`v_exp_f32`, then round to nearest
  even); the row sum by MFMA from the same rounded P.
- exact_fp32_rowsum (`rowsum: valu_fp32`, specs/attention_hd128_exact.yaml): the same P for PV,
  but the row sum adds the unrounded fp32 P on the VALU: the numerator/denominator mismatch of
  AITER-style kernels, as a zyfagen kernel (compare with the aiter_like reconstruction).
- lean_block_scaled_lazy{T}: lean_block_scaled with `lazy_rescale: threshold` and
  `rescale_threshold: T`: the reference max moves (and O, L are rescaled) only when the block max
  exceeds it by more than T in log2 units, so P may reach 2^T. T = 0 is the eager algorithm
  (tested); the study uses T = 2 and T = 8 (the spec's default and maximum). Numerically, the
  eager kernel gives a row's largest score exactly byte 120 (2^8 before the 2^-8 scale), so a
  dominant key's weight carries no P error; under lazy rescaling the reference lags the max and
  that key gets the piecewise-linear error too (visible on rows where one or two keys dominate).

"algorithm": our reconstructions of schemes that are not zyfagen kernels, written from
../shared/docs/lean-p.md (`_online_softmax`):
- S = Q8 K8^T in float32 (numpy's summation order, not the MFMA's), then t = S * (q_descale *
  k_descale * softmax_scale * log2(e)) in float32. Keys are walked in blocks of `key_block`
  (128); block b's P comes from t - m_b with the running max m_b, so P <= 1.
- Instead of rescaling O and the row sum at every block, the model multiplies block b's
  contribution once by exp2(m_b - m_last) (float32): the same product of rescale factors up to
  fp32 rounding (~1e-7 relative), far below the FP8 effects studied here.
- aiter_like (our reconstruction of AMD AITER's FP8 forward from its public description, not
  AITER's code): P = exp2(t) in fp32, the numerator uses e4m3fn(P), the denominator the
  unrounded fp32 P: numerator and denominator disagree.
- aiter_like_exp_trick: as aiter_like, but 2^t comes from the FP32 integer trick the public
  description mentions (fma t * 2^23 + 127 * 2^23, `v_cvt_u32_f32`, read the bits as fp32: a
  piecewise-linear 2^t), then rounded a second time to e4m3fn for PV; the row sum uses the
  once-rounded fp32 value. Float-to-uint conversion is assumed to truncate (C semantics).
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import reference as ref
from .fp8 import to_fp8
from .lean_bias import debias_offset, phase_fit_offset, phase_half_offset, phase_offset
from .reference import F32, AttentionConfig

LOG2E = float(np.log2(np.e))
KERNEL_SCALE_BLOCK = 64  # the kernel's block-scale granularity: one PV MFMA's K
KERNEL_KEY_BLOCKS = (64, 128)
LAZY_THRESHOLDS = (2.0, 8.0)
SLAB_ELEMENTS = 1 << 16  # P elements per slab of key blocks in kernel_attention (cache-sized)


@dataclass(frozen=True)
class SchemeInputs:
    """FP8 inputs of one attention head: value = float(fp8) * descale. With an MX Q*K format
    (issue 37) q and k hold quantize_mx's packed values and q_scales / k_scales its E8M0 codes
    (descales 1): value = dequantize_mx(...); V stays e4m3fn with its per-tensor descale."""

    q: np.ndarray  # e4m3fn [rows, d_qk]: the query rows evaluated (MX: packed uint8)
    k: np.ndarray  # e4m3fn [keys, d_qk] (MX: packed uint8)
    v: np.ndarray  # e4m3fn [keys, d_v]
    q_descale: float
    k_descale: float
    v_descale: float
    softmax_scale: float
    qk_format: str = "fp8"  # fp8 | mxfp8 | mxfp6 | mxfp4 (numerics/mx.py)
    q_scales: np.ndarray | None = None  # MX: E8M0 codes [rows, d_qk / 32]
    k_scales: np.ndarray | None = None  # MX: E8M0 codes [keys, d_qk / 32]


def qk_values(inputs: SchemeInputs) -> tuple[np.ndarray, np.ndarray]:
    """float64 Q rows and K as the Q*K MFMA reads them, before the per-tensor descales: decoded
    e4m3fn, or (MX) each element times its block's E8M0 scale (exact in float64 and float32)."""
    if inputs.qk_format == "fp8":
        return ref.decode_e4m3(_bytes(inputs.q)), ref.decode_e4m3(_bytes(inputs.k))
    from .mx import dequantize_mx

    return (dequantize_mx(inputs.q, inputs.q_scales, inputs.qk_format),
            dequantize_mx(inputs.k, inputs.k_scales, inputs.qk_format))


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
    # Fraction of (row, key block after the first) steps that rescaled O and the row sum
    # (alpha != 1), or None when the model does not walk blocks that way.
    rescale_fraction: float | None = None


SchemeFn = Callable[[SchemeInputs, SchemeOptions], SchemeOutput]


@dataclass(frozen=True)
class Scheme:
    name: str
    fn: SchemeFn
    description: str
    model: str  # "algorithm" (our reconstruction) or "bit-exact" (the emulated kernel, bitwise)
    # bit-exact schemes: the attention_fwd spec parameters of the kernel, as (name, value) pairs
    kernel_params: tuple[tuple[str, object], ...] = ()


SCHEMES: dict[str, Scheme] = {}


def register_scheme(name: str, fn: SchemeFn, description: str, model: str = "algorithm",
                    *, replace: bool = False, kernel_params: dict | None = None) -> None:
    """Add a scheme; with replace=True, swap the model behind an existing name."""
    if name in SCHEMES and not replace:
        raise ValueError(f"scheme {name!r} already registered")
    if "+" in name:
        raise ValueError(f"scheme name {name!r} may not contain '+' (reserved for variants)")
    SCHEMES[name] = Scheme(name, fn, description, model, tuple(sorted((kernel_params or {}).items())))


def variant_name(scheme: str, rotation: str) -> str:
    """The study's name of a scheme run under a rotation of its inputs ("plain": the scheme's own),
    or under an input variant key of the study ("mxfp4", "mxfp4+hadamard": study.variant_key)."""
    return scheme if rotation == "plain" else f"{scheme}+{rotation}"


# ---------------------------------------------------------------------------------------------
# bit-exact kernel schemes


def kernel_config(params: dict, key_block: int = 128) -> AttentionConfig:
    """The reference configuration of attention_fwd spec parameters (fp32 output, non-causal);
    the mapping from spec parameters is the kind's (zyfagen.kernels.attention_fwd)."""
    from ..kernels.attention_fwd.contract import config_from_params

    return config_from_params({"block_k": key_block, **params}, output="fp32")


@dataclass(frozen=True)
class _Scores:
    """What every kernel scheme shares for one input: raw MFMA scores and decoded V."""

    s: np.ndarray  # float32 [rows, keys], docs/attention.md 'Scores'
    vf: np.ndarray  # float64 [keys, d_v], exact e4m3fn values of V


# The study calls every scheme on the same SchemeInputs object in turn; keep the last scores so
# they are computed once per input rather than once per scheme (identity, not equality, check).
_last_scores: tuple[SchemeInputs, _Scores] | None = None


def _bytes(x: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(x).view(np.uint8)


def _scores(inputs: SchemeInputs) -> _Scores:
    global _last_scores
    if _last_scores is not None and _last_scores[0] is inputs:
        return _last_scores[1]
    if inputs.qk_format != "fp8":  # the scaled f8f6f4 MFMA's sums, as the qk_format mx* kernels
        from .mx import mx_operands, mx_scores

        s = mx_scores(*mx_operands(inputs.q, inputs.q_scales, inputs.qk_format),
                      *mx_operands(inputs.k, inputs.k_scales, inputs.qk_format))
    else:
        qf, kf = qk_values(inputs)
        # MFMA accumulation over d in chunks of 64: each chunk's exact sum rounded, then added
        s = np.zeros((qf.shape[0], kf.shape[0]), np.float32)
        for c0 in range(0, qf.shape[1], 64):
            s = ref.mfma_round(qf[:, c0:c0 + 64] @ kf[:, c0:c0 + 64].T, s)
    s.setflags(write=False)
    scores = _Scores(s, ref.decode_e4m3(_bytes(inputs.v)))
    _last_scores = (inputs, scores)
    return scores


def fma_f32_broadcast(a: np.ndarray, b: np.float32, c: np.ndarray) -> np.ndarray:
    """`reference.fma_f32(a, b, c)` for float32 arrays a, c (broadcast) and a scalar b, bit for bit.

    The same method (exact product in float64, TwoSum, round to odd, one rounding to fp32) with
    fewer passes over memory: the study's largest arrays go through this once per scheme.
    Round to odd makes the double rounding exact: the float64 result keeps 29 more bits than fp32.
    """
    p = a.astype(np.float64)
    p *= np.float64(b)
    cc = np.broadcast_to(np.asarray(c, np.float64), p.shape)
    with np.errstate(invalid="ignore", over="ignore"):
        s = p + cc
        bb = s - p
        err = cc - bb
        bb -= s
        bb += p  # p - (s - bb)
        err += bb
        # round to odd: an inexact sum with an even last bit moves one ulp towards the exact value
        bits = s.view(np.int64)
        fix = (err != 0) & ((bits & 1) == 0) & np.isfinite(s)
        step = np.where((err > 0) == (s > 0), 1, -1)
        bits += fix * step
        return s.astype(np.float32)


def _fast_path_supports(cfg: AttentionConfig) -> bool:
    return not cfg.causal and cfg.rowsum in ("mfma", "valu", "valu_fp32") and cfg.block_k in KERNEL_KEY_BLOCKS


def _valu_slot_keys(half: int) -> np.ndarray:
    """Chunk-relative keys held by lane half `half`, in P slot order n = 16a + 4i + jj
    (docs/attention.md, step 6 `rowsum: valu`)."""
    n = np.arange(32)
    return 32 * (n // 16) + 8 * ((n % 16) // 4) + 4 * half + n % 4


def _valu_chunk_sums(p: np.ndarray, kg: np.ndarray) -> list[np.ndarray]:
    """Per lane half, each chunk's VALU row sum cs = (s0 + s1) 2^-k (float32 [rows, chunks]).

    p [rows, chunks, 64] is what is summed (decoded bytes, or the unrounded fp32 P), in the
    kernel's order: s0, s1 start from slots 0 and 1, then add slots 2, 4, .. and 3, 5, ...
    """
    out = []
    scale = np.ldexp(np.float32(1), -kg.astype(np.int64))
    for half in (0, 1):
        slots = p[:, :, _valu_slot_keys(half)].astype(np.float32)
        s0, s1 = slots[:, :, 0].copy(), slots[:, :, 1].copy()
        for n in range(2, 32, 2):
            s0 += slots[:, :, n]
            s1 += slots[:, :, n + 1]
        out.append(((s0 + s1) * scale).astype(np.float32))
    return out


def kernel_attention(inputs: SchemeInputs, cfg: AttentionConfig, want_weights: bool = True) -> SchemeOutput:
    """attention_fwd on one head (all query rows of `inputs` see every key), bit for bit.

    Follows zyfagen.numerics.reference's `_one_head` step by step (the step numbers are those of
    docs/attention.md); configurations outside the fast path run `attention_reference` itself.
    """
    if not _fast_path_supports(cfg):
        return _reference_attention(inputs, cfg)
    sc = _scores(inputs)
    s, vf = sc.s, sc.vf
    rows, keys = s.shape
    dv = vf.shape[1]
    c = F32(F32(F32(F32(inputs.softmax_scale) * ref.LOG2E) * F32(inputs.q_descale)) * F32(inputs.k_descale))
    dvs = F32(inputs.v_descale)
    bk = cfg.block_k
    nblk = -(-keys // bk)
    per_blk = bk // 64
    nch = nblk * per_blk
    pad = nblk * bk - keys
    if pad:  # padded keys: score -inf (P = 0), V = 0
        s = np.concatenate([s, np.full((rows, pad), -np.inf, np.float32)], axis=1)
        vf = np.concatenate([vf, np.zeros((pad, dv))], axis=0)
    s3 = s.reshape(rows, nch, 64)
    chunk_max = s3.max(axis=2)  # [rows, chunks]
    block_max = chunk_max.reshape(rows, nblk, per_blk).max(axis=2)

    # 1-2. reference max per block and the rescale factor alpha
    alpha = np.empty((rows, nblk), np.float32)
    mu = np.empty((rows, nblk), np.float32)
    with np.errstate(invalid="ignore"):
        if cfg.rescale_threshold is None:
            m_new = np.maximum.accumulate(block_max, axis=1)
            m_old = np.concatenate([np.full((rows, 1), -np.inf, np.float32), m_new[:, :-1]], axis=1)
            mu[:] = np.where(np.isfinite(m_new), m_new, F32(0))
            alpha[:] = ref.exp2_f32(c * (m_old - mu).astype(np.float32))
        else:
            thr = F32(cfg.rescale_threshold)
            cur = np.full(rows, -np.inf, np.float32)
            for b in range(nblk):
                cand = np.maximum(cur, block_max[:, b])
                cand = np.where(np.isfinite(cand), cand, F32(0)).astype(np.float32)
                grow = (c * (cand - cur).astype(np.float32)).astype(np.float32)
                new = np.where(grow > thr, cand, cur).astype(np.float32)
                alpha[:, b] = ref.exp2_f32(c * (cur - new).astype(np.float32))
                mu[:, b] = new
                cur = new
    mu_ch = np.repeat(mu, per_blk, axis=1)  # [rows, chunks]

    # 3. per-chunk power-of-two shift
    if cfg.p_block_scale:
        with np.errstate(invalid="ignore"):
            shift_max = np.repeat(block_max, per_blk, axis=1) if getattr(cfg, "p_scale_keys", 64) == 128 else chunk_max
            delta = (c * (mu_ch - shift_max).astype(np.float32)).astype(np.float32)
        kg = (np.minimum(np.floor(delta), F32(ref.BLOCK_SHIFT_MAX)) + F32(8)).astype(np.float32)
    else:  # p_fixed_shift: one constant shift (0: none), never removed by the MFMA in the kernel
        kg = np.full((rows, nch), F32(getattr(cfg, "p_fixed_shift", 0)), np.float32)
    # 4. P bytes, per (row, chunk) bias first
    if cfg.p_mode == "lean":
        a8 = F32(8) * c
        bias = ref.fma_f32(-a8, mu_ch, ref.fma_f32(F32(8), kg, ref.lean_addend(cfg)))
    else:
        bias = ref.fma_f32(-c, mu_ch, kg)
    unscale = np.ldexp(1.0, -kg.astype(np.int64))  # the E8M0 scale 127 - k on P
    weights = None
    if want_weights:
        # Key j of block b reaches O as P_j 2^-k times every later block's alpha, over L:
        # weights = P 2^-k prod_{b' > b} alpha_b' / L (in float64, so equal to the kernel's
        # effective weights up to its fp32 roundings of the rescales). 1 / L is applied last.
        later = np.ones((rows, nblk))
        if nblk > 1:
            later[:, :-1] = np.cumprod(alpha[:, :0:-1].astype(np.float64), axis=1)[:, ::-1]
        factor = unscale * np.repeat(later, per_blk, axis=1)
        weights = np.empty((rows, nch, 64))

    # 4-6 over slabs of key blocks that stay in cache: P bytes, each chunk's MFMA product rounded
    # once (exact sums: see reference.py), then the sequential accumulation into O and L with
    # the per-block rescale.
    o = np.zeros((rows, dv), np.float32)
    lsum = np.zeros(rows, np.float32)
    slab = max(1, SLAB_ELEMENTS // (rows * bk))
    for b0 in range(0, nblk, slab):
        b1 = min(nblk, b0 + slab)
        c0, c1 = b0 * per_blk, b1 * per_blk
        p32 = None
        if cfg.p_mode == "lean" and cfg.p_correction != "none":
            x = fma_f32_broadcast(s3[:, c0:c1], a8, bias[:, c0:c1, None])
            pbytes = ref.u8_f32(ref.phase_corrected_keys(x, s3[:, c0:c1], a8, bias[:, c0:c1, None], cfg.p_correction))
        elif cfg.p_mode == "lean":
            pbytes = ref.u8_f32(fma_f32_broadcast(s3[:, c0:c1], a8, bias[:, c0:c1, None]), cfg.u8_rounding)
        else:
            p32 = ref.exp2_f32(fma_f32_broadcast(s3[:, c0:c1], c, bias[:, c0:c1, None]))
            pbytes = ref.fp8_rne(p32)
        if cfg.p_mode == "lean" and cfg.rowsum == "valu_fp32":  # exact P's fp32 value beside the bytes
            p32 = ref.exp2_f32(fma_f32_broadcast(s3[:, c0:c1], c, ref.fma_f32(-c, mu_ch, kg)[:, c0:c1, None]))
        pf = ref.decode_e4m3(pbytes)  # float64 [rows, slab chunks, 64]
        us = unscale[:, c0:c1]
        pv = np.matmul(pf.transpose(1, 0, 2), vf[c0 * 64:c1 * 64].reshape(c1 - c0, 64, dv))
        pv *= us.T[:, :, None]
        pv = pv.astype(np.float32) + F32(0)  # [slab chunks, rows, dv]
        if cfg.rowsum == "mfma":
            ps = (pf.sum(axis=2) * us).astype(np.float32) + F32(0)  # [rows, slab chunks]
        else:  # valu: decoded bytes, valu_fp32: unrounded P, in the kernel's lane/slot order
            halves = _valu_chunk_sums(p32 if cfg.rowsum == "valu_fp32" else pf, kg[:, c0:c1])
        for b in range(b0, b1):  # float32 in place: one rounding per operation, as the kernel
            o *= alpha[:, b, None]
            lsum *= alpha[:, b]
            chunks = range(b * per_blk - c0, (b + 1) * per_blk - c0)
            if cfg.rowsum == "mfma":
                for g in chunks:
                    o += pv[g]
                    lsum += ps[:, g]
            else:
                for g in chunks:
                    o += pv[g]
                hs = [h[:, chunks[0]].copy() for h in halves]
                for g in chunks[1:]:
                    for h, cs in zip(hs, halves):
                        h += cs[:, g]
                lsum += hs[0] + hs[1]
        if weights is not None:
            np.multiply(pf, factor[:, c0:c1, None], out=weights[:, c0:c1])

    # output normalisation
    inv = np.where(lsum > 0, ref.rcp_f32(lsum), F32(0)).astype(np.float32)
    f = (inv * dvs).astype(np.float32)
    out = (o * f[:, None]).astype(np.float32)
    if weights is not None:
        weights = weights.reshape(rows, nch * 64)[:, :keys]
        weights *= inv.astype(np.float64)[:, None]
    rescaled = float(np.mean(alpha[:, 1:] != 1)) if nblk > 1 else 0.0
    return SchemeOutput(out, weights, rescaled)


def _reference_attention(inputs: SchemeInputs, cfg: AttentionConfig) -> SchemeOutput:
    """`attention_reference` itself, on one head whose query rows all see every key."""
    if cfg.causal:
        raise ValueError("the study's query rows are a sample: causal masks need their positions")
    if inputs.qk_format != "fp8":
        raise ValueError(f"Q*K format {inputs.qk_format}: the fast path models it; this configuration "
                         "falls back to the FP8 reference")
    res = ref.attention_reference(_bytes(inputs.q)[None, :, None, :], _bytes(inputs.k)[None, :, None, :],
                                  _bytes(inputs.v)[None, :, None, :], softmax_scale=inputs.softmax_scale,
                                  q_descale=inputs.q_descale, k_descale=inputs.k_descale,
                                  v_descale=inputs.v_descale, config=cfg)
    return SchemeOutput(np.asarray(res.out[0, :, 0], np.float32), None)


def kernel_scheme(params: dict) -> SchemeFn:
    """The scheme function of the attention_fwd kernel with these spec parameters."""
    params = dict(params)

    def fn(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
        if opt.scale_block != KERNEL_SCALE_BLOCK:
            raise ValueError(f"zyfagen kernels block-scale per {KERNEL_SCALE_BLOCK} keys, not {opt.scale_block}")
        if opt.key_block not in KERNEL_KEY_BLOCKS:
            raise ValueError(f"zyfagen kernels walk keys in blocks of 64 or 128, not {opt.key_block}")
        return kernel_attention(inputs, kernel_config({"block_k": opt.key_block, **params}), opt.want_weights)
    return fn


# ---------------------------------------------------------------------------------------------
# algorithm-level reconstructions (not zyfagen kernels)

# P formation: each takes t (float32 [rows, keys_padded], <= 0 or -inf) and returns
# (p_num, p_den): the FP8 value that multiplies V and what is summed into the row sum.
PFormer = Callable[[np.ndarray], tuple[np.ndarray, np.ndarray]]


def _fp8_values(x: np.ndarray) -> np.ndarray:
    return to_fp8(x).astype(np.float32)


def _p_aiter_like(t: np.ndarray):
    p = np.exp2(t)
    return _fp8_values(p), p


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


def _p_aiter_like_exp_trick(t: np.ndarray):
    p = exp2_fp32_bit_trick(t)
    return _fp8_values(p), p


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


_last_frame: tuple[SchemeInputs, int, _Frame] | None = None


def _frame(inputs: SchemeInputs, key_block: int) -> _Frame:
    global _last_frame
    if _last_frame is not None and _last_frame[0] is inputs and _last_frame[1] == key_block:
        return _last_frame[2]
    q, k = (x.astype(np.float32) for x in qk_values(inputs))  # exact in float32
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
    frame = _frame(inputs, opt.key_block)
    t, running_max = frame.t, frame.running_max
    keys = inputs.k.shape[0]
    p_num, p_den = former(t)
    rows, padded = t.shape
    # One factor per (row, key block): the block's rescale to the final max (float32, <= 1).
    factor = np.exp2(running_max - running_max[:, -1:])[:, :, None]

    def weigh(p: np.ndarray) -> np.ndarray:
        blocks = p.reshape(rows, padded // opt.key_block, opt.key_block)
        return (blocks * factor).reshape(rows, padded)[:, :keys]

    w_num = weigh(p_num)
    w_den = weigh(p_den)
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

# ---------------------------------------------------------------------------------------------
# the registry

register_scheme("aiter_like", aiter_like,
                "AITER-like baseline (our reconstruction, not a zyfagen kernel): exact fp32 exp2, "
                "P rounded to e4m3fn, row sum from unrounded P, P <= 1")
register_scheme("aiter_like_exp_trick", aiter_like_exp_trick,
                "AITER-like with the fp32 integer exponent trick, P rounded twice, "
                "row sum from the fp32 P (our reconstruction, not a zyfagen kernel)")

KERNEL_SCHEMES: dict[str, tuple[dict, str]] = {
    "exact_rounded_rowsum": (dict(p_mode="exact", p_block_scale=False, rowsum="mfma"),
                             "zyfagen kernel, exact P: v_exp_f32, P rounded to e4m3fn, MFMA row sum "
                             "of the rounded P"),
    "exact_fp32_rowsum": (dict(p_mode="exact", p_block_scale=False, rowsum="valu_fp32"),
                          "zyfagen kernel with the AITER-style mismatch (the published exact-P "
                          "control): v_exp_f32, P rounded to e4m3fn for PV, VALU row sum of the "
                          "unrounded fp32 P"),
    "lean": (dict(p_mode="lean", p_block_scale=False, rowsum="mfma", p_offset=0.0),
             "zyfagen kernel, lean P: byte u8(8t+56) is P (P <= 1), MFMA row sum of the same P"),
    "lean_block_scaled": (dict(p_mode="lean", p_block_scale=True, rowsum="mfma", p_offset=0.0),
                          "zyfagen kernel, lean P shifted by 2^k per 64 keys (largest byte 112..120), "
                          "removed by the MFMA's E8M0 scale; MFMA row sum"),
}
for _t in LAZY_THRESHOLDS:
    KERNEL_SCHEMES[f"lean_block_scaled_lazy{_t:g}"] = (
        dict(p_mode="lean", p_block_scale=True, rowsum="mfma", lazy_rescale="threshold",
             rescale_threshold=_t, p_offset=0.0),
        f"zyfagen kernel, lean_block_scaled with lazy rescaling: O and L rescaled only when the "
        f"row max grows past the reference by more than {_t:g} (log2), P up to 2^{_t:g}")
# the debiased lean P addend (numerics/lean_bias.py, docs/attention.md 'Lean P: the addend offset')
DEBIASED_OFFSET = debias_offset("rne")
for _base in ("lean", "lean_block_scaled"):
    KERNEL_SCHEMES[_base + "_debiased"] = (
        dict(KERNEL_SCHEMES[_base][0], p_offset=DEBIASED_OFFSET),
        KERNEL_SCHEMES[_base][1] + f"; FMA addend 56 {DEBIASED_OFFSET:+.4f} (derived offset that "
        "removes the piecewise-linear bias of the row maximum against the other keys)")
# lean P with one fixed shift 2^8 instead of the per-chunk one (issue 30: unscaled MFMAs, so no
# dependence on the scaled MFMA's rate): specs/attention_hd128_lean_fixed_shift.yaml's P
KERNEL_SCHEMES["lean_fixed_shift_debiased"] = (
    dict(p_mode="lean", p_block_scale=False, p_fixed_shift=8, rowsum="mfma", p_offset=DEBIASED_OFFSET),
    "zyfagen kernel, lean P shifted by the constant 2^8 (largest byte 120), unscaled MFMAs, O and L carry "
    f"the shift and O / L cancels it; MFMA row sum; FMA addend 56 {DEBIASED_OFFSET:+.4f}")
# one shift per 128-key block instead of per 64-key chunk (issue 30: half the shift instructions)
KERNEL_SCHEMES["lean_block_scaled_k128_debiased"] = (
    dict(KERNEL_SCHEMES["lean_block_scaled_debiased"][0], p_scale_keys=128),
    KERNEL_SCHEMES["lean_block_scaled_debiased"][1] + "; one shift per 128-key block (p_scale_keys 128)")
# lean P's phase correction (issue 37; numerics/lean_bias.py phase_offset, docs/attention.md
# "Lean P: the phase correction"): specs/attention_hd128_lean_phase.yaml's P
PHASE_OFFSET = phase_offset()
KERNEL_SCHEMES["lean_block_scaled_phase"] = (
    dict(KERNEL_SCHEMES["lean_block_scaled"][0], p_offset=PHASE_OFFSET, p_correction="phase"),
    KERNEL_SCHEMES["lean_block_scaled"][1] + f"; phase-corrected byte R(8u + phi^2 - phi), phi = fract(u), "
    f"FMA addend 56 {PHASE_OFFSET:+.4f}")
PHASE_FIT_OFFSET = phase_fit_offset()
KERNEL_SCHEMES["lean_block_scaled_phase_fit"] = (
    dict(KERNEL_SCHEMES["lean_block_scaled"][0], p_offset=PHASE_FIT_OFFSET, p_correction="phase_fit"),
    KERNEL_SCHEMES["lean_block_scaled"][1] + f"; phase-corrected byte R(8u + 2.75 (phi^2 - phi)) (the fitted "
    f"gain), FMA addend 56 {PHASE_FIT_OFFSET:+.4f}")
PHASE_HALF_OFFSET = phase_half_offset()
KERNEL_SCHEMES["lean_block_scaled_phase_half"] = (
    dict(KERNEL_SCHEMES["lean_block_scaled"][0], p_offset=PHASE_HALF_OFFSET, p_correction="phase_half"),
    KERNEL_SCHEMES["lean_block_scaled"][1] + "; the phase correction on keys j % 4 < 2 of each chunk only "
    f"(half the cost), FMA addend 56 {PHASE_HALF_OFFSET:+.4f}")
# rowsum valu_fp32 beside lean bytes (issue 37): LSE good to fp32, the output's denominator is
# no longer the sum of the P that multiplies V
KERNEL_SCHEMES["lean_block_scaled_debiased_fp32_rowsum"] = (
    dict(KERNEL_SCHEMES["lean_block_scaled_debiased"][0], rowsum="valu_fp32"),
    KERNEL_SCHEMES["lean_block_scaled_debiased"][1] + "; VALU row sum of exact P's unrounded fp32 value "
    "(v_exp_f32 per P) instead of the bytes")
for _name, (_params, _text) in KERNEL_SCHEMES.items():
    register_scheme(_name, kernel_scheme(_params), _text, "bit-exact", kernel_params=_params)


def _alternative_rounding_scheme(params: dict) -> SchemeFn:
    """The kernel's numerics if v_cvt_pk_u8_f32 truncated instead of rounding to nearest even
    (isa/gfx950.isa: it rounds by the MODE register, default nearest even; this is the
    alternative some emulators implement, kept for comparison)."""
    def fn(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
        if opt.key_block not in KERNEL_KEY_BLOCKS:
            raise ValueError(f"zyfagen kernels walk keys in blocks of 64 or 128, not {opt.key_block}")
        cfg = dataclasses.replace(kernel_config({"block_k": opt.key_block, **params}), u8_rounding="trunc")
        return kernel_attention(inputs, cfg, opt.want_weights)
    return fn


# model "u8-trunc": the kernel's algorithm under the truncating conversion (not what it computes)
U8_TRUNC_SCHEMES: dict[str, tuple[dict, str]] = {
    "lean_block_scaled_u8trunc": (dict(KERNEL_SCHEMES["lean_block_scaled"][0]),
                                  "lean_block_scaled if v_cvt_pk_u8_f32 truncated (addend 56)"),
    "lean_block_scaled_u8trunc_debiased": (
        dict(KERNEL_SCHEMES["lean_block_scaled"][0], p_offset=debias_offset("trunc")),
        f"lean_block_scaled if v_cvt_pk_u8_f32 truncated, addend 56 {debias_offset('trunc'):+.4f} "
        "(the derived offset for truncation)"),
}
for _name, (_params, _text) in U8_TRUNC_SCHEMES.items():
    register_scheme(_name, _alternative_rounding_scheme(_params), _text, "u8-trunc", kernel_params=_params)

DEFAULT_SCHEMES = ("aiter_like", "aiter_like_exp_trick", "exact_fp32_rowsum", "exact_rounded_rowsum", "lean",
                   "lean_debiased", "lean_block_scaled", "lean_block_scaled_debiased",
                   "lean_block_scaled_u8trunc", "lean_block_scaled_u8trunc_debiased", *(f"lean_block_scaled_lazy{t:g}" for t in LAZY_THRESHOLDS))
