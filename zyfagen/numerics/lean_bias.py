"""The FMA addend offset that removes the bias of lean P (derivation: docs/attention.md, "Lean P:
the addend offset").

Lean P writes the byte b = R(8 t + 56 + delta) (t <= 0 in log2 units, R the conversion's rounding)
and reads it as the e4m3fn value f(b) = 2^(b // 8 - 7) (1 + (b % 8) / 8). Relative to the true
2^t a key at t gets the factor g(t) = f(R(8 t + 56 + delta)) / 2^t, periodic in t with period 1.
The normalised output O = sum P_j V_j / sum P_j ignores any common factor of the g_j; what biases
it is that the row's reference maximum sits at t = 0 exactly (g = 1 whenever R(56 + delta) = 56)
while the other keys' phases t mod 1 are spread evenly, so their mean factor is
H(delta) = mean over y in [0, 8) of f(R(56 + y + delta)) / 2^(y / 8) (y = -8 t mod 8).
Because a phase shift of an evenly spread phase changes nothing, H(delta) = 2^(delta/8) H(0), and
the offset that gives the other keys the maximum's factor, H(delta) = 1, is
    delta* = -8 log2 H(0).
H(0) is an integral of a step function times 2^(-y/8): closed form below (`mean_factor`).
The key-to-key spread of g (its standard deviation over the phase) does not depend on delta:
that is the floor no addend can remove (`relative_spread`).
"""
from __future__ import annotations

import math

import numpy as np

U8_ROUNDINGS = ("rne", "trunc")  # v_cvt_pk_u8_f32: round to nearest even (MODE default), truncate


def _byte_value(b: int) -> float:
    """e4m3fn value of a positive normal byte b."""
    return 2.0 ** (b // 8 - 7) * (1 + (b % 8) / 8)


def _segment(lo: float, hi: float) -> float:
    """Integral of 2^(-y/8) over [lo, hi] (exact)."""
    k = math.log(2) / 8
    return (math.exp(-k * lo) - math.exp(-k * hi)) / k


def mean_factor(rounding: str = "rne", delta: float = 0.0) -> float:
    """H(delta): the mean of f(R(56 + y + delta)) / 2^(y/8) over y uniform in [0, 8), in closed
    form: on each interval where the rounded byte is constant the integrand is that byte's value
    (relative to 1.0 = byte 56) times 2^(-y/8), integrated exactly. -1 < delta < 1."""
    if rounding not in U8_ROUNDINGS:
        raise ValueError(f"u8 rounding {rounding!r}; allowed: {', '.join(U8_ROUNDINGS)}")
    # R(56 + y + delta) = 56 + j on y in [j - delta - s, j + 1 - delta - s) with s = 0.5 for
    # round to nearest (ties have measure 0) and s = 0 for truncation
    s = 0.5 if rounding == "rne" else 0.0
    total = 0.0
    for j in range(-2, 11):
        lo, hi = max(0.0, j - delta - s), min(8.0, j + 1 - delta - s)
        if hi > lo:
            total += _byte_value(56 + j) * _segment(lo, hi)
    return total / 8.0


def debias_offset(rounding: str = "rne") -> float:
    """delta* = -8 log2 H(0) (float64); the lean P FMA addend is then 56 + delta*."""
    return -8.0 * math.log2(mean_factor(rounding, 0.0))


def relative_spread(rounding: str = "rne", delta: float = 0.0, samples: int = 1 << 20) -> float:
    """Standard deviation over an even phase of g relative to its mean (the key-to-key noise of
    lean P); numerically, by midpoint sampling of y."""
    y = (np.arange(samples) + 0.5) * (8.0 / samples)
    x = 56.0 + y + delta
    b = (np.rint(x) if rounding == "rne" else np.floor(x)).astype(np.int64)
    g = 2.0 ** (b // 8 - 7) * (1 + (b % 8) / 8) / 2.0 ** (y / 8)
    return float(g.std() / g.mean())


def exact_relative_spread(samples: int = 1 << 20) -> float:
    """The same spread for exact P (2^t rounded to nearest e4m3fn), for comparison."""
    import ml_dtypes

    t = -(np.arange(samples) + 0.5) / samples
    p = np.exp2(t).astype(ml_dtypes.float8_e4m3fn).astype(np.float64)
    g = p / np.exp2(t)
    return float(g.std() / g.mean())


# ---- p_correction: phase (issue 37; docs/attention.md "Lean P: the phase correction") ----------
# The byte nearest in value to 2^t is R(8 floor(t) + 56 + 8 (2^phi - 1)), phi = t mod 1; lean P
# writes R(8 t + 56 + delta), i.e. 8 phi where 8 (2^phi - 1) belongs: up to 0.69 bytes too high
# mid-octave. The kernel's correction adds phi^2 - phi (one FMA on fract(u)), about an eighth of
# the quadratic that fits 8 (2^phi - 1 - phi) (0.343 phi (phi - 1) times 8); the coefficient 1 is
# what a single FMA gives without a scaled copy of phi. Here the phase is that of
# u = t + 7 + delta / 8, so the offset moves the correction with the byte; no closed form, the
# mean factor is sampled at the midpoints of 2^20 phases.


# `p_correction: phase_fit` (issue 37): the quadratic times a gain, x = 8u + gain (phi^2 - phi), one
# FMA more per pair of P than phase (the lean FMA's x = 8u beside u). The spread over an even phase
# is least near gain 2.7 (2.6576% at 2.72; exact P 2.65%): 2.75 is that minimum's neighbour exact
# in few bits (2.6578%).
PHASE_FIT_GAIN = 2.75


def _phase_factors(delta: float, samples: int, gain: float = 1.0) -> np.ndarray:
    y = (np.arange(samples) + 0.5) * (8.0 / samples)  # t = -y / 8, one octave below the maximum
    u = 7.0 + (delta - y) / 8.0
    phi = u - np.floor(u)
    b = np.rint(8.0 * u + gain * (phi * phi - phi)).astype(np.int64)
    return 2.0 ** (b // 8 - 7) * (1 + (b % 8) / 8) / 2.0 ** (-y / 8)


def phase_mean_factor(delta: float = 0.0, samples: int = 1 << 20, gain: float = 1.0) -> float:
    """H(delta) of the phase-corrected byte (the mean factor of the evenly spread keys)."""
    return float(_phase_factors(delta, samples, gain).mean())


def phase_relative_spread(delta: float = 0.0, samples: int = 1 << 20, gain: float = 1.0) -> float:
    """The key-to-key spread (std / mean) of the phase-corrected byte's factor."""
    g = _phase_factors(delta, samples, gain)
    return float(g.std() / g.mean())


def phase_offset(samples: int = 1 << 20) -> float:
    """The offset with H(delta) = 1 for `p_correction: phase` (bisection on [-0.5, 0]; H rises
    with delta there). The maximum (t = 0) still writes byte 56 at this offset."""
    lo, hi = -0.5, 0.0
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if phase_mean_factor(mid, samples) < 1.0 else (lo, mid)
    return (lo + hi) / 2


def phase_fit_offset(samples: int = 1 << 20, gain: float = PHASE_FIT_GAIN) -> float:
    """The offset with H(delta) = 1 for `p_correction: phase_fit` (bisection on [-0.5, 0.5]; H
    rises with delta there). The maximum (t = 0) still writes byte 56 at it."""
    lo, hi = -0.5, 0.5
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if phase_mean_factor(mid, samples, gain) < 1.0 else (lo, mid)
    return (lo + hi) / 2


def phase_half_offset(samples: int = 1 << 20) -> float:
    """The offset with H = 1 for `p_correction: phase_half`: half the keys phase-corrected, half
    plain lean P, one addend for both, so their mean factors average to 1 (bisection)."""
    h0 = mean_factor("rne", 0.0)
    lo, hi = -0.5, 0.0
    for _ in range(40):
        mid = (lo + hi) / 2
        h = (phase_mean_factor(mid, samples) + 2.0 ** (mid / 8) * h0) / 2
        lo, hi = (mid, hi) if h < 1.0 else (lo, mid)
    return (lo + hi) / 2
