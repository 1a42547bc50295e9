"""Bit-exact numpy model of the `attention_fwd` kernel kind's numerics.

Written from ../../docs/attention.md ("the algorithm, exactly"), not from the kernel builder:
the emulated code object and this model agreeing bit for bit checks that the kernel computes
what that page says. Every step below names the step of the page it implements.

Elementary operations (fp32, round to nearest even, subnormals kept):
- MFMA: the K = 64 products of FP8 values are exact, and so is their sum in float64: every
  product is a multiple of 2^-18 (the smallest e4m3 subnormal is 2^-9) below 2^18, so any partial
  sum of 64 of them needs at most 43 significant bits. The exact sum is then rounded once to
  fp32 and added to C with a second rounding (the emulator's documented rule). The scaled MFMA
  multiplies the exact sum by its power-of-two scale before the first rounding.
- exp2 / rcp / log2 (`v_exp_f32`, `v_rcp_f32`, `v_log_f32`): modelled as correctly rounded
  fp32 results of the float64 function, as the emulator models them.
- u8 (`v_cvt_pk_u8_f32`): round half to even (the MODE register's default fp32 round mode; see
  isa/gfx950.isa), clamp 0..255, NaN -> 0. `u8_rounding="trunc"` models the alternative some
  emulators implement (truncation), for the study's comparison only.
- fp8 (`v_cvt_pk_fp8_f32`): e4m3fn round to nearest even (ml_dtypes).
- bf16 (`v_cvt_pk_bf16_f32`): round to nearest even (ml_dtypes).
- max: IEEE maximum (NaN-propagating, `v_maximum3_f32`): numpy's maximum / max;
  min (`v_min_f32`, the shift's cap): IEEE minNum, a NaN gives the other operand (np.fmin).
BF16 / FP16 Q, K, V (`qkv_format`, issue 36; docs 'BF16 and FP16'): the MFMA sums 16 products
(elements of d, or keys) exactly and rounds once to fp32 (`dot16_f32`: a float64 sum whose
rounding is proved unambiguous, else an exact one), then adds C with a second rounding; P is
exact P rounded to the 16-bit format (RNE, ml_dtypes / numpy), the row sum adds the fp32 P
(valu_fp32), the rounded P (valu) or, on the matrix pipe, the rounded P per 16 keys (mfma).
NaN inputs (docs 'NaN inputs'): NaN positions agree with the kernel, NaN bits are not modelled.
The NaN rule is one for the kernels, this model and `zyfagen.attention`: a NaN input propagates.
LSE of a row that sees no key: flash-attn's `+inf`, here and in the kernel (not log 0 = -inf;
docs 'Output'); a NaN row sum keeps its NaN.
"""
from __future__ import annotations

from dataclasses import dataclass

import math

import ml_dtypes
import numpy as np

LOG2E = np.float32(1.4426950408889634)
LN2 = np.float32(0.6931471805599453)
F32 = np.float32
_E4M3 = np.dtype(ml_dtypes.float8_e4m3fn)
_E4M3_VALUES = np.arange(256, dtype=np.uint8).view(_E4M3).astype(np.float64)

P_MODES = ("lean", "exact")
ROWSUMS = ("mfma", "valu", "valu_fp32")  # valu_fp32: exact P's fp32 value, also beside lean bytes
BLOCK_SHIFT_MAX = 56  # k = min(floor(delta), 56) + 8 <= 64


@dataclass(frozen=True)
class AttentionConfig:
    """The spec fields that change the numerics."""

    p_mode: str = "lean"
    p_block_scale: bool = False
    # lean P without the block scale: every chunk's shift is this constant (docs step 3); the
    # kernel never removes it (unscaled MFMAs, O and L both carry 2^k, O / L cancels it, the LSE
    # divides L by 2^k before its log), which gives the bits this model's removal gives: a power
    # of two commutes with every fp32 rounding short of the denormal range
    p_fixed_shift: int = 0
    # with p_block_scale: keys per shift, 64 (the chunk's maximum) or 128 (the block's maximum)
    p_scale_keys: int = 64
    rowsum: str = "mfma"
    causal: bool = False
    block_k: int = 128
    output: str = "bf16"  # bf16 | fp32
    # lazy rescaling (docs 'Key blocks', step 1-2 lazy): None = off, else the threshold in
    # log2 units past which the reference max moves
    rescale_threshold: float | None = None
    # lean P: the FMA addend is fp32(56 + p_offset) (docs 'P', step 4; 0 = the original constant)
    p_offset: float = 0.0
    # v_cvt_pk_u8_f32's rounding: "rne" (what the kernel gets, MODE default) or "trunc"
    u8_rounding: str = "rne"
    # lean P's conversion (docs step 4): "cvt_pk_u8" gives u8(x); "fma_perm" gives the same
    # byte for x < 255.5 and 0 from 255.5 on (the round to an integer keeps 256 in bit 8);
    # "fma_perm_half" does so for keys j with j % 4 < 2 (bytes 0, 1 of each P dword)
    p_convert: str = "cvt_pk_u8"
    # lean P's phase correction (docs 'Lean P: the phase correction', issue 37): "none", or
    # "phase": u = fma(S, 8c / 8, B / 8), phi = fract(u), x = fma(u, 8, fma(phi, phi, -phi));
    # "phase_half": so for keys j % 4 < 2 of each chunk only (cvt_pk_u8 only); "phase_fit":
    # x = fma(fma(phi, phi, -phi), 2.75, fma(S, 8c, B)), the quadratic with the fitted gain
    p_correction: str = "none"
    # waves per workgroup: they all walk the key blocks of the workgroup's last row (docs 'Key
    # blocks'); the count only shows with NaN in V (a masked key's P = 0 times NaN is NaN)
    waves_per_workgroup: int = 1
    # Q, K, V element format (issue 36): e4m3 (bytes), or bf16 / fp16 (uint16 bit patterns)
    qkv_format: str = "e4m3"


@dataclass(frozen=True)
class AttentionResult:
    out: np.ndarray  # [batch, seq_q, heads_q, d_v], ml_dtypes.bfloat16 or float32
    lse: np.ndarray  # [batch, heads_q, seq_q] float32


# ---- elementary operations ------------------------------------------------------------


def decode_e4m3(b: np.ndarray) -> np.ndarray:
    """e4m3fn bytes -> exact float64 values."""
    return _E4M3_VALUES[np.asarray(b, dtype=np.uint8)]


SIXTEEN_BIT = {"bf16": np.dtype(ml_dtypes.bfloat16), "fp16": np.dtype(np.float16)}


def decode_qkv(x: np.ndarray, qkv_format: str) -> np.ndarray:
    """Q/K/V elements (e4m3fn bytes, or bf16 / fp16 bit patterns as uint16) -> exact float64."""
    if qkv_format == "e4m3":
        return decode_e4m3(x)
    return np.asarray(x, np.uint16).view(SIXTEEN_BIT[qkv_format]).astype(np.float64)


def round16(x: np.ndarray, qkv_format: str) -> np.ndarray:
    """fp32 -> the 16-bit format (round to nearest even), as exact float64 values."""
    return np.asarray(x, np.float32).astype(SIXTEEN_BIT[qkv_format]).astype(np.float64)


def _bits16(x) -> np.ndarray:
    """uint16 bit patterns of bf16 / fp16 values (or of uint16 bit patterns themselves)."""
    x = np.asarray(x)
    return x.view(np.uint16) if x.dtype.itemsize == 2 and x.dtype != np.uint16 else np.asarray(x, np.uint16)


def _round_odd_sum(terms: list) -> float:
    """The exact sum of float64 terms rounded to float64 by round-to-odd (so that one more
    rounding to fp32 is the correct rounding of the exact sum)."""
    hi = math.fsum(terms)
    if not math.isfinite(hi):
        return hi
    lo = math.fsum(terms + [-hi])
    if lo != 0 and (np.float64(hi).view(np.int64) & 1) == 0:
        hi = float(np.nextafter(hi, math.inf if lo > 0 else -math.inf))
    return hi


def dot16_f32(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """fp32(sum_k a[i, k] b[j, k]) with one rounding of the exact sum (16-bit operands: every
    product is exact in float64). The float64 matmul is used where its error bound (n u sum |a b|)
    cannot move the fp32 rounding; elsewhere the exact sum (math.fsum and round-to-odd)."""
    with np.errstate(all="ignore"):
        dot = a @ b.T
        err = (np.abs(a) @ np.abs(b).T) * (a.shape[1] * 2.0 ** -52)
        lo, hi = (dot - err).astype(np.float32), (dot + err).astype(np.float32)
    out = dot.astype(np.float32)
    for i, j in zip(*np.nonzero((lo != hi) & np.isfinite(dot))):
        out[i, j] = np.float32(_round_odd_sum((a[i] * b[j]).tolist()))
    return out


def exp2_f32(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        return np.exp2(np.asarray(x, np.float32).astype(np.float64)).astype(np.float32)


def rcp_f32(x: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", over="ignore"):
        return np.float32(1) / np.asarray(x, np.float32)


def log2_f32(x: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log2(np.asarray(x, np.float32).astype(np.float64)).astype(np.float32)


def fma_f32(a, b, c) -> np.ndarray:
    """Correctly rounded fp32 a*b + c (exact product in float64, then TwoSum + round-to-odd)."""
    with np.errstate(invalid="ignore", over="ignore"):
        p = np.asarray(a, np.float32).astype(np.float64) * np.asarray(b, np.float32).astype(np.float64)
        cc = np.asarray(c, np.float32).astype(np.float64)
        s = p + cc
        bb = s - p
        err = (p - (s - bb)) + (cc - bb)
        err = np.where(np.isfinite(s), err, 0.0)
        s = np.asarray(s, np.float64)
        bits = s.view(np.int64)
        fix = (err != 0) & ((bits & 1) == 0) & np.isfinite(s)
        s = np.where(fix, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
        return s.astype(np.float32)


def u8_f32(x: np.ndarray, rounding: str = "rne") -> np.ndarray:
    x = np.asarray(x, np.float32)
    with np.errstate(invalid="ignore"):
        x64 = np.where(np.isnan(x), 0.0, x).astype(np.float64)
        r = np.rint(x64) if rounding == "rne" else np.floor(np.maximum(x64, 0.0))
    return np.clip(r, 0, 255).astype(np.uint8)


def fp8_rne(x: np.ndarray) -> np.ndarray:
    """fp32 -> e4m3fn byte, round to nearest even (values here never exceed 448)."""
    return np.asarray(x, np.float32).astype(_E4M3).view(np.uint8)


def mfma_round(exact_sum: np.ndarray, c: np.ndarray) -> np.ndarray:
    """One MFMA step: round the exact float64 sum to fp32, then add C with one rounding."""
    return (np.asarray(exact_sum, np.float64).astype(np.float32) + np.float32(0)) + np.asarray(c, np.float32)


def fract_f32(x: np.ndarray) -> np.ndarray:
    """`v_fract_f32` as the emulator models it: x - floor(x) in fp32 (NaN for infinities)."""
    x = np.asarray(x, np.float32)
    with np.errstate(invalid="ignore"):
        return (x - np.floor(x)).astype(np.float32)


def phase_corrected_x(s, a8, bias, gain: float | None = None) -> np.ndarray:
    """Lean P's `p_correction: phase` value before the conversion (docs 'Lean P: the phase
    correction'): u = fma(S, a8 / 8, B / 8) (both exact scalings), phi = fract(u),
    w = fma(phi, phi, -phi) = phi^2 - phi, x = fma(u, 8, w). With a gain (`phase_fit`):
    x = fma(w, gain, fma(S, a8, B)), lean P's own x plus gain times the quadratic."""
    eighth = F32(0.125)
    u = fma_f32(s, F32(a8 * eighth), (np.asarray(bias, np.float32) * eighth).astype(np.float32))
    phi = fract_f32(u)
    w = fma_f32(phi, phi, -phi)
    if gain is not None:
        return fma_f32(w, F32(gain), fma_f32(s, F32(a8), np.asarray(bias, np.float32)))
    return fma_f32(u, F32(8), w)


def phase_corrected_keys(x, s, a8, bias, correction: str) -> np.ndarray:
    """x with the phase correction on the keys it covers: every key (`phase`), or the keys j of a
    64-key chunk with j % 4 < 2 (`phase_half`: bytes 0, 1 of each P dword), along the last axis."""
    if correction == "phase_fit":
        from .lean_bias import PHASE_FIT_GAIN

        return phase_corrected_x(s, a8, bias, PHASE_FIT_GAIN)
    xc = phase_corrected_x(s, a8, bias)
    if correction == "phase":
        return xc
    return np.where(np.arange(np.shape(x)[-1]) % 4 < 2, xc, x).astype(np.float32)


def lean_addend(cfg: AttentionConfig) -> np.float32:
    """The lean P FMA addend fp32(56 + p_offset) (56: byte of 1.0)."""
    return F32(56.0 + cfg.p_offset)


# ---- the algorithm -------------------------------------------------------------------------


def _descale(x, b: int, kvh: int) -> np.float32:
    x = np.asarray(x, np.float32)
    return np.float32(x if x.ndim == 0 else x[b, kvh])


def attention_reference(q: np.ndarray, k: np.ndarray, v: np.ndarray, *, softmax_scale: float,
                        q_descale=1.0, k_descale=1.0, v_descale=1.0,
                        config: AttentionConfig = AttentionConfig(), window: tuple[int, int] | None = None,
                        softcap: float = 0.0, sinks=None, qk_mx: tuple | None = None) -> AttentionResult:
    """Run docs/attention.md on e4m3fn bytes q [B,Sq,Hq,D], k [B,Sk,Hkv,D], v [B,Sk,Hkv,Dv].

    Descales are fp32 scalars, or arrays [B, Hkv] (per batch and KV head). Issue 34's spec
    features (docs 'Windows, softcap, sinks'): `window` (left, right) (-1 unbounded) with the
    block walk of `window: true`, `softcap` > 0 the capped scores, `sinks` fp32 [Hq].
    `qk_mx` (fmt, q_scales, k_scales): q and k are zyfagen.quantize_mx's packed values in that
    MX format with their E8M0 scales (qk_format mx*; numerics/mx.py's mx_scores); q/k descales 1.
    """
    if config.p_mode not in P_MODES or config.rowsum not in ROWSUMS or \
            config.u8_rounding not in ("rne", "trunc") or \
            config.p_convert not in ("cvt_pk_u8", "fma_perm", "fma_perm_half") or \
            (config.p_convert != "cvt_pk_u8" and config.u8_rounding != "rne") or \
            config.p_correction not in ("none", "phase", "phase_half", "phase_fit") or \
            (config.p_correction != "none" and (config.p_mode != "lean" or config.p_convert != "cvt_pk_u8")) or \
            config.qkv_format not in ("e4m3", *SIXTEEN_BIT) or \
            (config.qkv_format != "e4m3" and (config.p_mode != "exact" or config.p_block_scale)):
        raise ValueError(f"bad config {config}")
    fmt = config.qkv_format
    q, k, v = (np.asarray(t, dtype=np.uint8) if fmt == "e4m3" else _bits16(t) for t in (q, k, v))
    if qk_mx is not None:
        from .mx import mx_operands
        (qv, qe), (kv, ke) = mx_operands(q, qk_mx[1], qk_mx[0]), mx_operands(k, qk_mx[2], qk_mx[0])
        q = np.zeros(qv.shape, np.uint8)  # the shapes below; the scores come from qv, kv
    nb, sq, hq, d = q.shape
    _, sk, hkv, dv = v.shape
    group = hq // hkv
    out = np.zeros((nb, sq, hq, dv), np.float32)
    lse = np.zeros((nb, hq, sq), np.float32)
    for b in range(nb):
        for h in range(hq):
            kvh = h // group
            scores = None
            if qk_mx is not None:
                from .mx import mx_scores
                scores = mx_scores(qv[b, :, h], qe[b, :, h], kv[b, :, kvh], ke[b, :, kvh])
            o, l_ = _one_head(None if scores is not None else decode_qkv(q[b, :, h], fmt),
                              None if scores is not None else decode_qkv(k[b, :, kvh], fmt), decode_qkv(v[b, :, kvh], fmt),
                              np.float32(softmax_scale), _descale(q_descale, b, kvh),
                              _descale(k_descale, b, kvh), _descale(v_descale, b, kvh), config,
                              window, F32(softcap), None if sinks is None else F32(np.asarray(sinks)[h]),
                              scores=scores)
            out[b, :, h] = o
            lse[b, h] = l_
    if config.output == "bf16":
        out = out.astype(ml_dtypes.bfloat16)
    elif config.output == "fp16":
        out = out.astype(np.float16)
    return AttentionResult(out, lse)


def _chunked_scores(qf: np.ndarray, kf: np.ndarray, qkv_format: str = "e4m3") -> np.ndarray:
    """Scores: MFMA accumulation over d in chunks of 64 (docs 'Scores'); 16-bit formats in
    chunks of 16 (one v_mfma_f32_32x32x16 each)."""
    sq, d = qf.shape
    s = np.zeros((sq, kf.shape[0]), np.float32)
    if qkv_format != "e4m3":
        for c0 in range(0, d, 16):
            s = mfma_round(dot16_f32(qf[:, c0:c0 + 16], kf[:, c0:c0 + 16]), s)
        return s
    for c0 in range(0, d, 64):
        s = mfma_round(qf[:, c0:c0 + 64] @ kf[:, c0:c0 + 64].T, s)
    return s


def _valu_slot_keys(half: int) -> np.ndarray:
    """Chunk-relative keys held by lane half `half`, in P slot order n = 16a + 4i + jj."""
    n = np.arange(32)
    return 32 * (n // 16) + 8 * ((n % 16) // 4) + 4 * half + n % 4


def _softcapped(s: np.ndarray, c: np.float32, cap: np.float32) -> np.ndarray:
    """docs 'Softcap': S' = fma(rcp(exp2(S k1) + 1), -2A, A), C = fp32(cap log2 e),
    A = C rcp(c), k1 = (2c) rcp(cap): A tanh(x / cap) (x = c S / log2 e, the scaled score)
    in the kernel's operations."""
    cap2 = F32(cap * LOG2E)
    amp = F32(cap2 * rcp_f32(c))
    k1 = F32(F32(c + c) * rcp_f32(cap))
    with np.errstate(over="ignore", invalid="ignore"):
        e1 = (exp2_f32((s * k1).astype(np.float32)) + F32(1)).astype(np.float32)
    return fma_f32(rcp_f32(e1), F32(-2) * amp, amp)


def _one_head(qf, kf, vf, scale, dq, dk, dvs, cfg: AttentionConfig, window=None, softcap=F32(0), sink=None,
              scores=None):
    fmt = cfg.qkv_format
    s = _chunked_scores(qf, kf, fmt) if scores is None else scores  # scores: given (MX Q·K)
    sq, sk = s.shape
    c = F32(F32(F32(scale * LOG2E) * dq) * dk)
    if softcap > 0:
        s = _softcapped(s, c, softcap)
    qi = np.arange(sq)[:, None]
    kj = np.arange(sk)[None, :]
    visible = kj < sk
    bk = cfg.block_k
    rows = 32 * cfg.waves_per_workgroup  # a workgroup's rows walk the blocks of its last row
    q_first = (np.arange(sq) // rows) * rows
    q_last = np.minimum(q_first + rows - 1, sq - 1)
    if window is not None:
        # docs 'Windows': lo(q) <= j < hi(q); -1 is unbounded (sq + sk: as far as any row reaches)
        left, right = (sq + sk if w < 0 else min(w, sq + sk) for w in window)
        if cfg.causal:
            right = 0
        hi_off, lo_off = sk - sq + right + 1, sk - sq - left
        visible = visible & (kj < qi + hi_off) & (kj >= qi + lo_off)
        kv_len = np.minimum(sk, q_last + hi_off)
        first_block = np.maximum(q_first + lo_off, 0) // bk
    else:
        if cfg.causal:
            visible = visible & (kj <= qi + (sk - sq))
        kv_len = np.full(sq, sk) if not cfg.causal else np.minimum(sk, q_last + sk - sq + 1)
        first_block = np.zeros(sq, np.int64)
    s = np.where(visible, s, F32(-np.inf)).astype(np.float32)

    # blocks per workgroup of 32 x waves rows (docs 'Key blocks')
    nblocks = np.where(kv_len > 0, (kv_len + bk - 1) // bk, 0)
    total_blocks = int(nblocks.max()) if sq else 0

    # pad keys to whole blocks: padded scores are -inf, padded V rows repeat the last key (the
    # kernel's clamped loads; P = 0 there, which only matters when that row holds a NaN)
    pad = total_blocks * bk - sk
    if pad > 0:
        s = np.concatenate([s, np.full((sq, pad), -np.inf, np.float32)], axis=1)
        vf = np.concatenate([vf, np.repeat(vf[-1:], pad, axis=0)], axis=0)

    lazy = cfg.rescale_threshold is not None
    thr = F32(cfg.rescale_threshold) if lazy else None
    m = np.full(sq, -np.inf, np.float32)
    mu = np.full(sq, -np.inf if lazy else 0.0, np.float32)
    o = np.zeros((sq, vf.shape[1]), np.float32)
    lsum = np.zeros(sq, np.float32)
    if sink is not None:
        # docs 'Sinks': the row starts as if it had seen a key of score S_sink and no value
        s_sink = F32(F32(sink * LOG2E) * rcp_f32(c))
        m = np.full(sq, s_sink, np.float32) if not lazy else m
        mu = np.full(sq, s_sink, np.float32)
        lsum = np.ones(sq, np.float32)
    a8 = F32(8) * c
    for blk in range(total_blocks):
        active = (blk < nblocks) & (blk >= first_block)
        sb = s[:, blk * bk:(blk + 1) * bk]
        vb = vf[blk * bk:(blk + 1) * bk]
        if not lazy:
            # 1. running max
            m_new = np.maximum(m, sb.max(axis=1))
            mu_new = np.where(m_new != -np.inf, m_new, F32(0)).astype(np.float32)  # NaN stays
            # 2. rescale factor
            with np.errstate(invalid="ignore"):
                alpha = exp2_f32(c * (m - mu_new).astype(np.float32))
        else:
            # 1-2 (lazy): the reference moves only past the threshold; alpha is 1 otherwise
            cand = np.maximum(mu, sb.max(axis=1))
            cand = np.where(cand != -np.inf, cand, F32(0)).astype(np.float32)  # NaN stays
            with np.errstate(invalid="ignore"):
                grow = (c * (cand - mu).astype(np.float32)).astype(np.float32)
                mu_new = np.where(~(grow <= thr), cand, mu).astype(np.float32)  # NaN moves
                alpha = exp2_f32(c * (mu - mu_new).astype(np.float32))
            m_new = m
        o_new = (o * alpha[:, None]).astype(np.float32)
        l_new = (lsum * alpha).astype(np.float32)
        blocksum_halves = [np.zeros(sq, np.float32), np.zeros(sq, np.float32)]
        ck = min(bk, 64)  # keys per P chunk: 64, or the block of 32 (16-bit block_k 32)
        for g in range(bk // ck):
            sc = sb[:, ck * g:ck * g + ck]
            # 3. per-chunk power-of-two shift
            if cfg.p_block_scale:
                with np.errstate(invalid="ignore"):
                    shift_max = sb.max(axis=1) if cfg.p_scale_keys == 128 else sc.max(axis=1)
                    delta = (c * (mu_new - shift_max).astype(np.float32)).astype(np.float32)
                kg = (np.fmin(np.floor(delta), F32(BLOCK_SHIFT_MAX)) + F32(8)).astype(np.float32)
            else:
                kg = np.full(sq, F32(cfg.p_fixed_shift), np.float32)
            # 4. P bytes
            if cfg.p_mode == "lean":
                bias = fma_f32(-a8, mu_new, fma_f32(F32(8), kg, lean_addend(cfg)))
                x = fma_f32(sc, a8, bias[:, None])
                if cfg.p_correction != "none":
                    x = phase_corrected_keys(x, sc, a8, bias[:, None], cfg.p_correction)
                pbytes = u8_f32(x, cfg.u8_rounding)
                if cfg.rowsum == "valu_fp32":  # exact P's unrounded value, summed beside the bytes
                    p32 = exp2_f32(fma_f32(sc, c, fma_f32(-c, mu_new, kg)[:, None]))
                if cfg.p_convert != "cvt_pk_u8":
                    wraps = x >= F32(255.5)
                    if cfg.p_convert == "fma_perm_half":
                        wraps &= np.arange(64) % 4 < 2
                    pbytes = np.where(wraps, np.uint8(0), pbytes)
            else:
                bias = fma_f32(-c, mu_new, kg)
                p32 = exp2_f32(fma_f32(sc, c, bias[:, None]))  # unrounded P (rowsum valu_fp32)
                if fmt == "e4m3":
                    pbytes = fp8_rne(p32)
            if fmt != "e4m3":
                # 4-6 with 16-bit P: four MFMAs of 16 keys each (PV, and the mfma row sum)
                pf = round16(p32, fmt)
                for j in range(ck * g, ck * g + ck, 16):
                    o_new = mfma_round(dot16_f32(pf[:, j - ck * g:j - ck * g + 16], vb[j:j + 16].T), o_new)
                    if cfg.rowsum == "mfma":
                        l_new = mfma_round(dot16_f32(pf[:, j - ck * g:j - ck * g + 16], np.ones((1, 16))),
                                           l_new[:, None])[:, 0]
            else:
                pf = decode_e4m3(pbytes)
            unscale = np.ldexp(1.0, -kg.astype(np.int64))[:, None]  # E8M0 127 - k on P
            # 5. O += P V (exact sum, scaled, one rounding, then + C)
            if fmt == "e4m3":
                o_new = mfma_round((pf @ vb[64 * g:64 * g + 64]) * unscale, o_new)
            # 6. row sum
            if cfg.rowsum == "mfma" and fmt != "e4m3":
                pass  # above, per 16 keys
            elif cfg.rowsum == "mfma":
                l_new = mfma_round(pf.sum(axis=1, keepdims=True) * unscale, l_new[:, None])[:, 0]
            else:
                # valu: the rounded P (decoded bytes); valu_fp32: the fp32 P before rounding
                summed = p32 if cfg.rowsum == "valu_fp32" else pf
                for half in (0, 1):
                    slots = summed[:, _valu_slot_keys(half)[:ck // 2]].astype(np.float32)
                    s0, s1 = slots[:, 0].copy(), slots[:, 1].copy()
                    for n in range(2, ck // 2, 2):
                        s0 = (s0 + slots[:, n]).astype(np.float32)
                        s1 = (s1 + slots[:, n + 1]).astype(np.float32)
                    cs = ((s0 + s1).astype(np.float32) * np.ldexp(np.float32(1), -kg.astype(np.int64))).astype(np.float32)
                    blocksum_halves[half] = cs if g == 0 else (blocksum_halves[half] + cs).astype(np.float32)
        if cfg.rowsum in ("valu", "valu_fp32"):
            l_new = (l_new + (blocksum_halves[0] + blocksum_halves[1]).astype(np.float32)).astype(np.float32)
        # 7. commit (rows whose wave has fewer blocks keep their state)
        m = np.where(active, m_new, m)
        mu = np.where(active, mu_new, mu)
        o = np.where(active[:, None], o_new, o)
        lsum = np.where(active, l_new, lsum)
    inv = np.where(lsum > 0, rcp_f32(lsum), F32(0)).astype(np.float32)
    f = (inv * dvs).astype(np.float32)
    out = (o * f[:, None]).astype(np.float32)
    lse = ((c * mu).astype(np.float32) + log2_f32(lsum)).astype(np.float32) * LN2
    lse = np.where(lsum == 0, np.float32(np.inf), lse)  # no key seen: flash-attn's +inf
    return out, lse.astype(np.float32)


def attention_fp64(q: np.ndarray, k: np.ndarray, v: np.ndarray, *, softmax_scale: float,
                   q_descale=1.0, k_descale=1.0, v_descale=1.0, causal: bool = False,
                   qkv_format: str = "e4m3") -> np.ndarray:
    """Plain softmax attention in float64 on the dequantised inputs (the accuracy oracle).

    Rows that see no key give 0.
    """
    nb, sq, hq, d = q.shape
    _, sk, hkv, dv = v.shape
    group = hq // hkv
    out = np.zeros((nb, sq, hq, dv))
    for b in range(nb):
        for h in range(hq):
            kvh = h // group
            qf = decode_qkv(q[b, :, h], qkv_format) * float(_descale(q_descale, b, kvh))
            kf = decode_qkv(k[b, :, kvh], qkv_format) * float(_descale(k_descale, b, kvh))
            vf = decode_qkv(v[b, :, kvh], qkv_format) * float(_descale(v_descale, b, kvh))
            s = (qf @ kf.T) * softmax_scale
            if causal:
                vis = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
                s = np.where(vis, s, -np.inf)
            mx = s.max(axis=1, keepdims=True)
            mx = np.where(np.isfinite(mx), mx, 0.0)
            w = np.exp(s - mx)
            den = w.sum(axis=1, keepdims=True)
            out[b, :, h] = np.where(den > 0, (w @ vf) / np.where(den > 0, den, 1.0), 0.0)
    return out
