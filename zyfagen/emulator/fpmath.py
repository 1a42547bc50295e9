"""Correctly rounded float32 arithmetic helpers that numpy does not provide directly.

numpy's float32 +, -, *, / are IEEE round-to-nearest-even with subnormals (x86 SSE, no
flush-to-zero), which matches gfx950 kernels running with FP32 denormals enabled
(`float_denorm_mode_32 3`). Fused multiply-add is not in numpy, and `float32(a*b + c)` computed
in float64 rounds twice, which is wrong in rare cases. `fma_f32` is exact instead:

1. a*b of two float32 values is exact in float64 (24 + 24 significant bits <= 53, and the
   exponent range of float32 products fits float64).
2. s = p + c with TwoSum gives s and the exact error e, s + e == p + c (Knuth; no overflow is
   possible for float32-range inputs).
3. s is replaced by its round-to-odd value: if e != 0 and s has an even last bit, move s one
   float64 ulp towards e. Rounding a round-to-odd value with >= p+2 bits (53 >= 24+2) to
   float32 with round-to-nearest-even gives the correctly rounded result (Boldo & Melquiond,
   "Emulation of FMA and correctly rounded sums: proved algorithms using rounding to odd",
   IEEE TC 2008).
"""
from __future__ import annotations

import numpy as np


def round_to_odd_f64(s: np.ndarray, err: np.ndarray) -> np.ndarray:
    """Round-to-odd of the exact value s + err, where s = RN(s + err) in float64."""
    s = np.asarray(s, dtype=np.float64)
    err = np.asarray(err, dtype=np.float64)
    bits = s.view(np.int64) if s.ndim else np.array(s).view(np.int64)
    fix = (err != 0) & ((bits & 1) == 0) & np.isfinite(s)
    if np.any(fix):
        s = np.where(fix, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    return s


def two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    s = a + b
    bb = s - a
    err = (a - (s - bb)) + (b - bb)
    return s, err


def sum_to_f32(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Correctly rounded float32 of a + b for float64 a, b (exact sum, one rounding)."""
    with np.errstate(invalid="ignore", over="ignore"):
        s, err = two_sum(np.asarray(a, np.float64), np.asarray(b, np.float64))
        err = np.where(np.isfinite(s), err, 0.0)
        return round_to_odd_f64(s, err).astype(np.float32)


# constants as 0-d arrays: numpy ufuncs take them several times faster than numpy scalars
_LOW29 = np.array((1 << 29) - 1, np.uint64)
_HALF29 = np.array(1 << 28, np.uint64)
_TINY = np.array(2.0 ** -125)


def fma_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """Correctly rounded float32 fused multiply-add a*b + c (see module docstring).

    Fast path: s = fl64(a*b + c) rounded to float32 is already correct unless s sits exactly
    on a float32 rounding boundary (its 29 extra float64 bits are 1000...0) or the result is
    near the float32 subnormal range; only then is the exact TwoSum / round-to-odd path taken.
    out: a float32 array to write the result into (may alias a, b or c); it is returned.
    """
    # (no np.errstate here: it costs microseconds per call; the emulator's launch ignores
    # floating-point warnings once for the whole run)
    # (separate conversions: cheaper than a ufunc casting its float32 inputs itself)
    p = np.multiply(np.asarray(a).astype(np.float64), np.asarray(b).astype(np.float64))
    s = np.add(p, np.asarray(c).astype(np.float64))
    suspect = np.equal(np.bitwise_and(s.view(np.uint64), _LOW29), _HALF29)
    tiny = np.less(np.abs(s), _TINY)
    suspect |= tiny
    if np.count_nonzero(suspect):
        # an exact zero is no suspect: s == 0 only if p + c == 0 exactly (p and c are
        # multiples of 2^-298, far above float64's underflow), and float64 gives the zero the
        # IEEE sign FMA gives it (-0 only for -0 + -0); softmax row sums meet it every step
        suspect &= np.not_equal(s, 0.0) | ~tiny
        if np.count_nonzero(suspect):
            s = sum_to_f32(p, np.asarray(c, np.float32).astype(np.float64))
    if out is None:
        return s.astype(np.float32)
    np.copyto(out, s, casting="same_kind")
    return out


def f64_to_f32(x: np.ndarray) -> np.ndarray:
    """One rounding of float64 values to float32 (round to nearest even, subnormals kept)."""
    with np.errstate(over="ignore", invalid="ignore"):
        return np.asarray(x, np.float64).astype(np.float32)


_ZERO = np.array(0, np.float32)
_F32_EXP = np.array(0x7F800000, np.uint32)
_F32_MIN_NORMAL = np.array(np.finfo(np.float32).tiny, np.float32)


def flush_f32(x: np.ndarray) -> np.ndarray:
    """FP32 denormals (and only they) replaced by a zero of the same sign: the hardware's
    behaviour when the MODE register's FP32 denormal field says flush (gfx9 float modes)."""
    x = np.asarray(x, np.float32)
    # fast exit (two numpy calls): every lane has a non-zero exponent field, so no denormal
    if np.count_nonzero(np.bitwise_and(x.view(np.uint32), _F32_EXP)) == x.size:
        return x
    tiny = np.less(np.abs(x), _F32_MIN_NORMAL) & np.not_equal(x, 0)
    if not np.count_nonzero(tiny):
        return x
    return np.where(tiny, np.copysign(np.float32(0), x), x).astype(np.float32)


def flushing(fn, nsrc_f32: tuple[bool, ...], out_f32: bool):
    """fn with its FP32 inputs (those flagged) and its FP32 result flushed (flush_f32)."""
    flags = tuple(nsrc_f32)
    flush = flush_f32
    # the common shapes get a wrapper without per-call tuples (same flushes, same order)
    if flags == (True,) and out_f32:
        return lambda a, **kw: flush(fn(flush(a), **kw))
    if flags == (True, True) and out_f32:
        return lambda a, b, **kw: flush(fn(flush(a), flush(b), **kw))
    if flags == (True, True, True) and out_f32:
        return lambda a, b, c, **kw: flush(fn(flush(a), flush(b), flush(c), **kw))

    def wrapped(*args, **kw):
        args = tuple(flush(a) if f else a for a, f in zip(args, flags)) + args[len(flags):]
        r = fn(*args, **kw)
        return flush(r) if out_f32 else r
    return wrapped


_QUIET = np.uint32(0x00400000)


def maximum_f32(a, b):
    """IEEE 754-2019 maximum of fp32 arrays, bit for bit as isa/gfx950.isa records for
    v_maximum3_f32: a signaling NaN in a, then in b, comes out quieted; else a quiet NaN in a,
    then in b, comes out unchanged (no canonical NaN); else the larger value, +0 above -0."""
    a, b = np.asarray(a, np.float32), np.asarray(b, np.float32)
    ab, bb = a.view(np.uint32), b.view(np.uint32)
    with np.errstate(invalid="ignore"):
        pick_a = (a > b) | ((a == b) & ~np.signbit(a))
    r = np.where(pick_a, ab, bb)
    a_nan, b_nan = np.isnan(a), np.isnan(b)
    if a_nan.any() or b_nan.any():
        b_snan = b_nan & ((bb & _QUIET) == 0)
        a_wins = a_nan & (((ab & _QUIET) == 0) | ~b_snan)
        r = np.where(b_nan, bb | _QUIET, r)
        r = np.where(a_wins, ab | _QUIET, r)
    return r.view(np.float32)


def maximum3_f32(a, b, c):
    """maximum_f32(maximum_f32(a, b), c) bit for bit, in five numpy calls when no lane's
    result is NaN or a zero: numpy's maximum propagates NaN, so a result with neither saw no
    NaN, and a non-zero maximum has one bit pattern (only +0 and -0 compare equal with
    different bits). Any other lane sends the whole call to the exact rule."""
    r = np.maximum(np.maximum(a, b), c)
    if np.count_nonzero(np.greater(np.abs(r), _ZERO)) == r.size:
        return r
    return maximum_f32(maximum_f32(a, b), c)


def maximum_fold(rows):
    """The chained maximum3_f32 of a reduction chain over the stacked (n, 64) inputs, or None
    where that is not bitwise certain: as in maximum3_f32, a lane whose maximum is neither NaN
    nor a zero has one answer whatever the order and repetition of the inputs (a NaN input
    makes numpy's maximum NaN, so such a lane is sent back to the exact rule)."""
    r = np.maximum.reduce(rows, axis=0)
    if np.count_nonzero(np.greater(np.abs(r), _ZERO)) == r.size:
        return r
    return None


def clamp_f32(r, dx10: bool = True) -> np.ndarray:
    """The `clamp` modifier on FP32 results: [0, 1]; NaN -> +0 under MODE.DX10_CLAMP, else
    the NaN itself. -0 stays -0 (max(-0, +0) is either zero; no kernel here depends on it)."""
    r = np.asarray(r, np.float32)
    c = np.minimum(np.maximum(r, np.float32(0)), np.float32(1))  # numpy propagates NaN through both
    return np.where(np.isnan(r), np.float32(0), c).astype(np.float32) if dx10 else c.astype(np.float32)
