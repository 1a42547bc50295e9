"""FP atomics without a returned value (issue 32: AITER's split-K GEMMs and backward kernels):
the per-lane combine rules and the lane-order read-modify-write memory.py's global and buffer
atomic handlers call."""
from __future__ import annotations

import numpy as np

from .fpmath import round_to_odd_f64, sum_to_f32, two_sum
from .state import Wave

U64 = np.uint64

# ---- atomics without a returned value (issue 32: AITER's split-K GEMMs and backward kernels) ---
# MODEL CHOICE (the hardware's FP atomic rounding and denormal handling are not documented in
# the sources read here; unverified): each lane's read-modify-write happens in lane order, the
# FP result is the exact sum rounded once to nearest even with denormals kept: add_f32 in FP32,
# pk_add_f16 / pk_add_bf16 on each 16-bit half.

def _add_f32(old: int, new: int) -> int:
    a = np.array([old, new], np.uint32).view(np.float32).astype(np.float64)
    return int(sum_to_f32(a[0], a[1]).view(np.uint32))


def _bf16_of_f64_exact(s: float, err: float) -> int:
    """bf16 bits of the exact value s + err (s = RN64(s + err)): round to odd into FP32 (24
    bits, 2 more than bf16 needs), then to nearest even at bf16."""
    if np.isnan(s):
        return 0x7FC0
    bits = int(np.float32(round_to_odd_f64(np.float64(s), np.float64(err))).view(np.uint32))
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def _pk_add(half_add):
    def combine(old: int, new: int) -> int:
        lo = half_add(old & 0xFFFF, new & 0xFFFF)
        hi = half_add(old >> 16, new >> 16)
        return lo | (hi << 16)
    return combine


def _f16_add(a: int, b: int) -> int:
    x = np.array([a, b], np.uint16).view(np.float16).astype(np.float64)
    with np.errstate(over="ignore"):
        return int(np.float16(x[0] + x[1]).view(np.uint16))  # the f64 sum of two f16 is exact


def _bf16_add(a: int, b: int) -> int:
    x = (np.array([a, b], np.uint32) << 16).view(np.float32).astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        s, err = two_sum(x[0], x[1])
    return _bf16_of_f64_exact(float(s), float(err) if np.isfinite(s) else 0.0)


ATOMIC_OPS = {"add_f32": _add_f32, "pk_add_f16": _pk_add(_f16_add), "pk_add_bf16": _pk_add(_bf16_add)}


def _add_f32_lanes(old: np.ndarray, new: np.ndarray) -> np.ndarray | None:
    """add_f32 of many lanes at distinct addresses at once: IEEE single addition is the exact
    sum rounded once to nearest even with denormals kept (_add_f32's rule); None when a result
    is not finite (the per-lane rule decides those)."""
    with np.errstate(all="ignore"):
        out = old.view(np.float32) + new.view(np.float32)
    return out.view(np.uint32) if np.isfinite(out).all() else None


def atomic_in_lane_order(w: Wave, addrs, data, lanes, combine, what: str) -> None:
    if combine is _add_f32 and len(addrs) > 1 and len(np.unique(addrs)) == len(addrs):
        # distinct addresses: lane order cannot matter (AITER's backward adds 18k lanes per launch)
        old = w.memory.load_dwords(addrs.astype(U64), 1, lanes, what)[:, 0]
        out = _add_f32_lanes(old.astype(np.uint32), np.asarray(data, np.uint32))
        if out is not None:
            w.memory.store(addrs.astype(U64), out.reshape(-1, 1).view(np.uint8), lanes, what)
            return
    for a, d, lane in zip(addrs.tolist(), data.tolist(), lanes.tolist()):
        addr = np.array([a], U64)
        ln = np.array([lane])
        old = int(w.memory.load_dwords(addr, 1, ln, what)[0, 0])
        w.memory.store(addr, np.array([[combine(old, int(d))]], np.uint32).view(np.uint8), ln, what)
