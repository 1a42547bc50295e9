"""FP64 VALU and the FP32 <-> FP64 conversions, under the MODE float fields (fpmode.py).

Which field applies (Mesa ACO, src/amd/compiler/aco_insert_fp_mode.cpp, instr_default_needs and
instr_ignores_round_mode: a 16/64-bit float source needs the FP16/64 denorm mode, a 32-bit one
the FP32 denorm mode; a float result needs its width's round and denorm modes; v_cvt_f64_f32 is
exact and ignores the round mode):
- v_add_f64 / v_mul_f64 / v_fma_f64: sources flushed by FLOAT_DENORM_MODE_16_64, the exact
  result rounded once by FLOAT_ROUND_MODE_16_64 and flushed by FLOAT_DENORM_MODE_16_64;
- v_cvt_f64_f32: source flushed by the FP32 denorm mode, exact;
- v_cvt_f32_f64: source flushed by the FP16/64 denorm mode, rounded and flushed by the FP32
  round and denorm modes.
The exact result of every finite lane is a Python Fraction (these instructions are rare in
the kernels we run, and 64 rationals per instruction are cheap next to exactness), rounded by
round_fraction; NaN and infinite sources take numpy's IEEE special results, which no round
mode changes. Flush happens after rounding, as for FP32 (fpmode.py). Source modifiers
(neg, abs) act on the sign bit; constant FP64 sources are not modelled.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .fpmode import FloatMode
from .operands import reader64, reader_f32, vgpr_row, writer32, writer64
from .semantics import reject_modifiers, semantics
from .state import Wave

F32, F64, U64 = np.float32, np.float64, np.uint64
_SIGN = np.uint64(1 << 63)
# (significand bits, smallest normal exponent, largest finite value)
BINARY64 = (53, -1022, float(np.finfo(F64).max))
BINARY32 = (24, -126, float(np.finfo(F32).max))


def round_fraction(q: Fraction, negative_zero: bool, rmode: int, fmt=BINARY64) -> float:
    """q rounded to the format in rmode (0 nearest even, 1 +inf, 2 -inf, 3 zero); an exact
    zero takes the sign given. Overflow: inf, or max-finite in the directions that say so."""
    if q == 0:
        return -0.0 if negative_zero else 0.0
    p, emin, top = fmt
    neg, a = q < 0, abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    elif Fraction(2) ** (e + 1) <= a:
        e += 1
    ulp = Fraction(2) ** (max(e, emin) - (p - 1))
    m = math.floor(a / ulp)
    rem = a / ulp - m
    up = {0: rem > Fraction(1, 2) or (rem == Fraction(1, 2) and m % 2 == 1),
          1: rem > 0 and not neg, 2: rem > 0 and neg, 3: False}[rmode]
    val = (m + up) * ulp
    if val > top:
        finite = rmode == 3 or (rmode == 1 and neg) or (rmode == 2 and not neg)
        mag = top if finite else math.inf
    else:
        mag = float(val)
    return -mag if neg else mag


def _flush(x: np.ndarray, tiny: float) -> np.ndarray:
    return np.where((np.abs(x) < tiny) & (x != 0), np.copysign(0.0, x), x).astype(x.dtype)


def _source64(op):
    """float64 lanes of an FP64 source with its neg / abs modifiers (sign-bit operations)."""
    if op.kind == "imm" or (vgpr_row(op) is None and op.kind not in ("s", "vcc", "exec")):
        raise EmulationError(f"FP64 source {op.text} (a constant) is not modelled")
    read = reader64(op)

    def get(w: Wave):
        bits = np.broadcast_to(np.asarray(read(w), U64), (64,))
        if op.abs:
            bits = bits & ~_SIGN
        if op.neg:
            bits = bits ^ _SIGN
        return np.ascontiguousarray(bits).view(F64)
    return get


def _negative(x: float) -> bool:
    return math.copysign(1.0, x) < 0


def _exact(kind: str, args: tuple[float, ...], rmode: int) -> tuple[Fraction, bool]:
    """The exact result on finite floats, and the sign it takes if it is an exact zero: a
    product's is the sign product; a sum's (IEEE 754 6.3) is that of two like-signed zero
    addends, else -0 toward -inf and +0 otherwise (fma: the addends are a*b and c)."""
    if kind == "mul":
        return Fraction(args[0]) * Fraction(args[1]), _negative(args[0]) != _negative(args[1])
    if kind == "add":
        x, nx, y, ny = Fraction(args[0]), _negative(args[0]), Fraction(args[1]), _negative(args[1])
    else:
        x, nx = Fraction(args[0]) * Fraction(args[1]), _negative(args[0]) != _negative(args[1])
        y, ny = Fraction(args[2]), _negative(args[2])
    zeros = x == 0 and y == 0
    return x + y, (zeros and nx and ny) or (rmode == 2 and not (zeros and not nx and not ny))


def _arith(kind: str, mode: FloatMode):
    rmode = mode.round16_64
    flush_in, flush_out = mode.denorm16_64 in (0, 2), mode.denorm16_64 in (0, 1)
    tiny = float(np.finfo(F64).tiny)
    special = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b,
               "fma": lambda a, b, c: a * b + c}[kind]

    def compute(*srcs: np.ndarray) -> np.ndarray:
        if flush_in:
            srcs = tuple(_flush(s, tiny) for s in srcs)
        with np.errstate(all="ignore"):
            out = np.array(special(*srcs), F64)  # NaN / infinite sources: IEEE specials
        finite = np.logical_and.reduce([np.isfinite(s) for s in srcs])
        for lane in np.flatnonzero(finite):
            q, neg_zero = _exact(kind, tuple(float(s[lane]) for s in srcs), rmode)
            out[lane] = round_fraction(q, neg_zero, rmode)
        return _flush(out, tiny) if flush_out else out
    return compute


@semantics("v_add_f64", "v_mul_f64", "v_fma_f64")
def _f64_factory(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    kind = inst.mnemonic[2:5]
    nsrc = 3 if kind == "fma" else 2
    srcs = [_source64(op) for op in inst.operands[1:1 + nsrc]]
    write = writer64(inst.operands[0])
    compute = _arith(kind, ctx.float_mode)
    return lambda w: write(w, compute(*(s(w) for s in srcs)).view(U64))


@semantics("v_cvt_f64_f32")
def _cvt_f64_f32(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    src, write = reader_f32(inst.operands[1]), writer64(inst.operands[0])
    flush_in = ctx.float_mode.flush_in32
    tiny = float(np.finfo(F32).tiny)

    def run(w: Wave):
        x = np.broadcast_to(np.asarray(src(w), F32), (64,)).astype(F64)  # exact
        write(w, (_flush(x, tiny) if flush_in else x).view(U64))
    return run


@semantics("v_cvt_f32_f64")
def _cvt_f32_f64(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    src, write = _source64(inst.operands[1]), writer32(inst.operands[0])
    mode = ctx.float_mode
    tiny64, tiny32 = float(np.finfo(F64).tiny), float(np.finfo(F32).tiny)

    def run(w: Wave):
        x = src(w)
        if mode.denorm16_64 in (0, 2):
            x = _flush(x, tiny64)
        with np.errstate(all="ignore"):
            r = x.astype(F32)  # nearest even; special values
        if mode.round32:
            for lane in np.flatnonzero(np.isfinite(x)):
                r[lane] = round_fraction(Fraction(float(x[lane])), math.copysign(1.0, x[lane]) < 0,
                                         mode.round32, BINARY32)
        if mode.flush_out32:
            r = _flush(r, tiny32)
        write(w, r.view(np.uint32))
    return run
