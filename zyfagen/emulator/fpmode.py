"""The float modes of the MODE register, applied by the emulator's float operations.

Fields (AMDGPUUsage, "COMPUTE_PGM_RSRC1": FLOAT_ROUND_MODE_32 bits 13:12, FLOAT_ROUND_MODE_16_64
15:14, FLOAT_DENORM_MODE_32 17:16, FLOAT_DENORM_MODE_16_64 19:18; the wave starts with them in
MODE bits 7:0, the same order, scheduler._float_mode; s_setreg to HW_REG_MODE changes them):
- round: 0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero;
- denorm: 0 flush inputs and results, 1 flush results (FLUSH_DST), 2 flush inputs (FLUSH_SRC),
  3 keep both. A flushed value is a zero of the same sign.

How each class of operation honours them (a mode the class cannot honour exactly is an
EmulationError naming the instruction and the mode, raised when the instruction runs):
- FP32 +, -, *, fma (v_add/sub/subrev/mul/fma/fmac_f32, the packed forms, v_div_fmas_f32),
  v_cvt_f32_i32/u32, v_ldexp_f32, v_fract_f32: the exact result (an exact float64, or a float64
  pair s + e from TwoSum) rounded once in the mode (round_exact_to_f32). An exact zero sum of
  operands that are not both +0 is -0 toward -inf and +0 otherwise (IEEE 754 6.3).
- Integral and selecting results (max/min/max3/min3/maximum3, trunc/floor/ceil/rndne, compares,
  v_cvt_i32/u32_f32, which truncate): no rounding happens; only the denorm mode applies.
- v_cvt_pk_u8_f32 rounds to an integer by the FP32 round mode (convert.py; isa/gfx950.isa
  fact cvt_pk_u8_rounds_by_mode).
- v_exp/log/rcp/rsq/sqrt_f32 (approximations in hardware, correctly rounded here), the
  conversions to FP8/BF16 and the MFMAs: only round to nearest even is modelled.
- Denormal flush: inputs flushed before, results after the rounding (so a result that rounds
  up to the smallest normal stays). The flush of FP8/BF16 conversions and FP8 MFMAs is not
  known: under a flushing mode they raise on the lanes where a denormal would make the answer
  depend on it (checked by convert.py and mfma.py), and compute as before elsewhere. The
  FP16/BF16 MFMAs ignore the denorm fields (mfma.DENORMAL_RULE; isa/gfx950.isa fact
  mfma_16bit_float_keeps_denormals, unverified).
- FP64 (v_add/mul/fma_f64, v_cvt_f64_f32, v_cvt_f32_f64; fp64.py): exact in every mode, the
  FP16/64 fields for FP64 sources and results, the FP32 fields for FP32 ones. The emulator
  has no FP16 arithmetic; the FP16/64 fields also make the conversions above refuse a
  directed FP16/64 round mode.
Status of the rounding and flush rules: the IEEE 754 semantics the AMDGPUUsage field names
ask for; that the hardware flushes after rounding is unverified.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import EmulationError
from .fpmath import flushing, flush_f32, two_sum

F32 = np.float32
F64 = np.float64
_ROUND_NAMES = ("nearest even", "toward +inf", "toward -inf", "toward zero")
_DENORM_NAMES = ("flush inputs and results", "flush results", "flush inputs", "keep")
_MAX = np.array(np.finfo(F32).max, F32)
_INF = np.array(np.inf, F32)


@dataclass(frozen=True)
class FloatMode:
    round32: int = 0
    round16_64: int = 0
    denorm32: int = 3
    denorm16_64: int = 3

    @classmethod
    def from_bits(cls, mode: int) -> "FloatMode":
        """From MODE bits 7:0 (or COMPUTE_PGM_RSRC1 bits 19:12 shifted down)."""
        return cls(mode & 3, (mode >> 2) & 3, (mode >> 4) & 3, (mode >> 6) & 3)

    @property
    def fp32_default(self) -> bool:
        return self.round32 == 0 and self.denorm32 == 3

    @property
    def flush_in32(self) -> bool:
        return self.denorm32 in (0, 2)

    @property
    def flush_out32(self) -> bool:
        return self.denorm32 in (0, 1)

    def describe(self) -> str:
        return (f"FP32 round {_ROUND_NAMES[self.round32]}, FP32 denormals "
                f"{_DENORM_NAMES[self.denorm32]}, FP16/64 round {_ROUND_NAMES[self.round16_64]}, "
                f"FP16/64 denormals {_DENORM_NAMES[self.denorm16_64]}")


DEFAULT = FloatMode()


class ModeNotModelled(EmulationError):
    """An operation class that cannot honour the float mode exactly (raised when decoding its
    handler; the instruction fails when it runs, on every active lane: scheduler.run_wave)."""


def not_modelled(what: str, mode: FloatMode) -> ModeNotModelled:
    return ModeNotModelled(f"{what} under float mode ({mode.describe()}) is not modelled")


# ---- exact directed rounding ------------------------------------------------------------------

# rounding to an integer under a MODE round field (0 nearest even, 1 +inf, 2 -inf, 3 zero):
# exact for float arrays (v_cvt_pk_u8_f32 rounds its byte by the FP32 field)
ROUND_TO_INTEGER = {0: np.rint, 1: np.ceil, 2: np.floor, 3: np.trunc}


def round_exact_to_f32(s, e, rmode: int) -> np.ndarray:
    """float32 of the exact value s + e rounded in rmode (0-3, as the MODE field), where s and
    e are float64 with s = RN64(s + e) (e = 0 when s is exact) and |s + e| below 2^1023.

    r = RN32(s) is the nearest-even candidate; the exact value lies above r exactly when
    d = s - r > 0, or d == 0 and e > 0 (s - r is exact: r is within a factor 2 of s, or both
    are multiples of 2^-149 below 2^-125; and |e| <= ulp64(s)/2 < |s - r| when s != r).
    A directed mode moves r one float32 step when the exact value lies on the wrong side;
    a nearest-even overflow to +-inf becomes +-max where the direction says so."""
    s = np.asarray(s, F64)
    with np.errstate(over="ignore", invalid="ignore"):
        r = s.astype(F32)
        if rmode == 0:
            return r
        finite = np.isfinite(r)
        d = np.where(finite, s - r.astype(F64), 0.0)
        d = np.where(d == 0, np.where(finite, e, 0.0), d)
        if rmode == 1:
            r = np.where(d > 0, np.nextafter(r, _INF), r)
        elif rmode == 2:
            r = np.where(d < 0, np.nextafter(r, -_INF), r)
        else:
            r = np.where(((d < 0) & (r > 0)) | ((d > 0) & (r < 0)), np.nextafter(r, F32(0)), r)
        over = np.isinf(r) & np.isfinite(s)
        if np.count_nonzero(over):
            to_max = {1: s < 0, 2: s > 0, 3: np.ones_like(over)}[rmode]
            r = np.where(over & to_max, np.copysign(_MAX, s).astype(F32), r)
    return np.asarray(r, F32)


def _zero_sum_sign(r, s, e, x, y, rmode: int):
    """IEEE 754 6.3 for an exact zero sum x + y: -0 toward -inf unless both are +0."""
    if rmode != 2:
        return r
    exact_zero = (s == 0) & (e == 0)
    if not np.count_nonzero(exact_zero):
        return r
    both_pos = ~np.signbit(x) & ~np.signbit(y) & (x == 0) & (y == 0)
    return np.where(exact_zero & ~both_pos, F32(-0.0), r).astype(F32)


def add_f32(a, b, rmode: int):
    x, y = np.asarray(a, F32).astype(F64), np.asarray(b, F32).astype(F64)
    with np.errstate(invalid="ignore"):
        s, e = two_sum(x, y)
        e = np.where(np.isfinite(s), e, 0.0)
    return _zero_sum_sign(round_exact_to_f32(s, e, rmode), s, e, x, y, rmode)


def mul_f32(a, b, rmode: int):
    """a * b of two float32 is exact in float64 (48 significant bits, exponents >= -298)."""
    with np.errstate(invalid="ignore"):
        p = np.asarray(a, F32).astype(F64) * np.asarray(b, F32).astype(F64)
    return round_exact_to_f32(p, 0.0, rmode)


def fma_f32_mode(a, b, c, rmode: int):
    """a * b + c with one rounding: the product is exact in float64, TwoSum adds c exactly."""
    with np.errstate(invalid="ignore"):
        p = np.asarray(a, F32).astype(F64) * np.asarray(b, F32).astype(F64)
        z = np.asarray(c, F32).astype(F64)
        s, e = two_sum(p, z)
        e = np.where(np.isfinite(s), e, 0.0)
    return _zero_sum_sign(round_exact_to_f32(s, e, rmode), s, e, p, z, rmode)


def _exact(fn):
    """An operation whose exact result is the float64 pair fn(...) = (s, e), rounded once."""
    return lambda rmode: (lambda *args: round_exact_to_f32(*fn(*args), rmode))


def _ldexp64(a, e):
    # a float32 times 2^e with |e| <= 400 stays inside float64's normal range (2^-549..2^528)
    return np.ldexp(np.asarray(a, F32).astype(F64), np.clip(np.asarray(e, np.uint32).view(np.int32),
                                                             -400, 400)), 0.0


def _fract64(a):
    """x - floor(x) as an exact pair: TwoSum (1 - 2^-140 is not a float64)."""
    x = np.asarray(a, F32).astype(F64)
    with np.errstate(invalid="ignore"):
        s, e = two_sum(x, -np.floor(x))
        return s, np.where(np.isfinite(s), e, 0.0)


# mnemonic -> rmode -> function of the sources (float32 arrays, or uint32 for integer sources)
DIRECTED = {
    "v_add_f32": lambda m: (lambda a, b: add_f32(a, b, m)),
    "v_sub_f32": lambda m: (lambda a, b: add_f32(a, -np.asarray(b, F32), m)),
    "v_subrev_f32": lambda m: (lambda a, b: add_f32(b, -np.asarray(a, F32), m)),
    "v_mul_f32": lambda m: (lambda a, b: mul_f32(a, b, m)),
    "v_fma_f32": lambda m: (lambda a, b, c: fma_f32_mode(a, b, c, m)),
    "v_pk_add_f32": lambda m: (lambda a, b: add_f32(a, b, m)),
    "v_pk_mul_f32": lambda m: (lambda a, b: mul_f32(a, b, m)),
    "v_pk_fma_f32": lambda m: (lambda a, b, c: fma_f32_mode(a, b, c, m)),
    "v_cvt_f32_u32": _exact(lambda a: (np.asarray(a, np.uint32).astype(F64), 0.0)),
    "v_cvt_f32_i32": _exact(lambda a: (np.asarray(a, np.uint32).view(np.int32).astype(F64), 0.0)),
    "v_ldexp_f32": _exact(_ldexp64),
    "v_fract_f32": _exact(_fract64),
}
DIRECTED["v_fmac_f32"] = DIRECTED["v_div_fmas_f32"] = DIRECTED["v_fma_f32"]
# no rounding happens: the result is an input, an integer, or a truncation
ROUND_FREE = {"v_max_f32", "v_min_f32", "v_max3_f32", "v_min3_f32", "v_maximum3_f32",
              "v_trunc_f32", "v_floor_f32", "v_ceil_f32", "v_rndne_f32", "v_cvt_u32_f32",
              "v_cvt_i32_f32", "v_div_scale_f32", "v_div_fixup_f32"}


def fp32_under_mode(mnemonic: str, fn, kinds: tuple[str, ...], out: str, mode: FloatMode):
    """fn (the nearest-even, denormals-kept semantics of an FP32 VALU op) under `mode`: the
    directed-rounding form when the round mode asks for one, with FP32 inputs (kinds 'f32')
    and an FP32 result flushed as the denorm mode says. Raises ModeNotModelled for an op
    class that cannot honour the mode exactly (callers decode it into a failing handler)."""
    if mode.fp32_default:
        return fn
    if mode.round32:
        if mnemonic in DIRECTED:
            fn = DIRECTED[mnemonic](mode.round32)
        elif mnemonic not in ROUND_FREE:
            raise not_modelled(mnemonic, mode)
    if mode.denorm32 == 3:
        return fn
    ins = tuple(k == "f32" and mode.flush_in32 for k in kinds)
    return flushing(fn, ins, out == "f32" and mode.flush_out32)


def flush_reader(read, mode: FloatMode):
    """An FP32 operand reader with the mode's input flush (compares, division helpers)."""
    if not mode.flush_in32:
        return read
    return lambda w: flush_f32(read(w))


def denormal_lanes(*values) -> np.ndarray:
    """Per lane (last axis), whether any of the float32 arrays holds a denormal there."""
    hit = None
    for v in values:
        v = np.asarray(v, F32)
        t = (np.abs(v) < np.finfo(F32).tiny) & (v != 0)
        t = t.reshape(-1, t.shape[-1]).any(axis=0) if t.ndim > 1 else t
        hit = t if hit is None else hit | t
    return hit


def conversion_under_mode(run, mnemonic: str, mode: FloatMode, *, fp16_fields: bool,
                          denormal_sources=()):
    """A conversion handler under `mode`. Conversions are modelled with round to nearest even
    only: a directed FP32 round mode (or FP16/64 one, when fp16_fields: which field an FP8 or
    BF16 result follows is not documented) raises ModeNotModelled. Whether a flushing mode
    flushes their sources is not documented either: the active lanes whose `denormal_sources`
    (FP32 readers) hold a denormal, where the answer would depend on it, raise; the others
    convert as before."""
    if mode == DEFAULT:
        return run
    if mode.round32 or (fp16_fields and mode.round16_64):
        raise not_modelled(mnemonic, mode)
    flushes = mode.denorm32 != 3 or (fp16_fields and mode.denorm16_64 != 3)
    if not flushes or not denormal_sources:
        return run
    lanes = np.arange(64)

    def checked(w):
        hit = denormal_lanes(*(np.broadcast_to(np.asarray(r(w), F32), (64,))
                               for r in denormal_sources)) & w.exec_mask
        if np.count_nonzero(hit):
            raise EmulationError(f"{mnemonic} of an FP32 denormal under float mode "
                                 f"({mode.describe()}) is not modelled (whether it flushes is "
                                 f"not documented)", lanes[hit])
        return run(w)
    return checked
