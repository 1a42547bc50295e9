"""Independent answers for the probes: input domains and numpy rules of the instructions.

Each rule takes operand bits by name ((width, 64) uint32 arrays) and `count` (how often the
instruction ran on the same registers, for those that read what they write) and returns the
written operands' bits. Sources: the CDNA4 ISA guide's instruction descriptions; numpy and
ml_dtypes do the arithmetic (the inputs are chosen so that float64 arithmetic is exact: an fp32
fma of dyadic inputs, exp2 of integers, reciprocals and log2 of powers of two). None of this
calls the emulator.
"""
from __future__ import annotations

import zlib

import ml_dtypes
import numpy as np

from .records import LANES, Run

F32, U32 = np.float32, np.uint32


def rng_for(name: str, run: Run) -> np.random.Generator:
    return np.random.default_rng([zlib.crc32(name.encode()), run.param, run.grid])


# ---- input domains (uint32 bits, shape (dwords, 64)) -------------------------------------

def f32_bits(x) -> np.ndarray:
    return np.asarray(x, F32).view(U32)


def domain(kind: str, rng: np.random.Generator, n: int) -> np.ndarray:
    shape = (n, LANES)
    if kind == "dyadic":  # products and sums of these are exact in fp32: fma = exact rule
        return f32_bits(rng.integers(-64, 65, shape) / 8.0)
    if kind == "u8_float":  # quarters across and beyond 0..255: ties, negatives, clamps
        return f32_bits(rng.integers(-40, 1100, shape) / 4.0)
    if kind == "fp8_float":  # within e4m3's range, with values on and between its points
        return f32_bits(np.round(rng.standard_normal(shape) * 60.0, 3))
    if kind == "small_int":
        return f32_bits(rng.integers(-20, 21, shape).astype(np.float64))
    if kind == "pow2":
        return f32_bits(np.ldexp(1.0, rng.integers(-12, 13, shape)))
    if kind == "gauss":
        return f32_bits(rng.standard_normal(shape) * 100.0)
    if kind == "u32_float":
        return f32_bits(np.round(rng.uniform(-10.0, 4e6, shape), 2))
    if kind == "bits":
        return rng.integers(0, 1 << 32, shape, dtype=np.uint32)
    if kind == "fp8_edge":
        return fp8_edge(rng, n)
    if kind == "clamp_edge":
        return clamp_edge(rng, n)
    if kind == "selector":  # v_perm_b32 selector bytes: 0..7 pick a byte, 0x0c gives 0x00
        b = rng.choice(np.array([0, 1, 2, 3, 4, 5, 6, 7, 12], np.uint32), (n, LANES, 4))
        return (b[..., 0] | b[..., 1] << 8 | b[..., 2] << 16 | b[..., 3] << 24).astype(U32)
    raise KeyError(kind)


# ---- instruction rules -------------------------------------------------------------------

def as_f64(x: np.ndarray) -> np.ndarray:
    return x.view(F32).astype(np.float64)


def to_bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, np.float64).astype(F32).view(U32)


def ref_fma(o, count):
    return {"d": to_bits(as_f64(o["a"]) * as_f64(o["b"]) + as_f64(o["c"]))}


def ref_mul(o, count):
    return {"d": to_bits(as_f64(o["a"]) * as_f64(o["b"]))}


def ref_add(o, count):
    return {"d": to_bits(as_f64(o["a"]) + as_f64(o["b"]))}


def ref_max3(o, count):
    return {"d": to_bits(np.maximum(np.maximum(as_f64(o["a"]), as_f64(o["b"])), as_f64(o["c"])))}


def ref_exp(o, count):
    return {"d": to_bits(np.exp2(as_f64(o["a"])))}


def ref_rcp(o, count):
    return {"d": to_bits(1.0 / as_f64(o["a"]))}


def ref_log(o, count):
    return {"d": to_bits(np.log2(np.abs(as_f64(o["a"]))))}


def _u8(x: np.ndarray) -> np.ndarray:
    """FP32 -> u8: round half to even, clamp to 0..255, NaN -> 0."""
    r = np.rint(np.nan_to_num(x, nan=0.0))
    return np.clip(r, 0, 255).astype(U32)


def ref_cvt_pk_u8(o, count):  # byte 1 of c replaced (the asm's byte_sel is 1)
    return {"d": (o["c"] & U32(0xFFFF00FF)) | (_u8(as_f64(o["a"])) << U32(8))}


def fp8_bytes(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, F32).astype(ml_dtypes.float8_e4m3fn).view(np.uint8).astype(U32)


def ref_cvt_pk_fp8(o, count):  # low half written, high half kept (zero here)
    return {"d": fp8_bytes(o["a"].view(F32)) | (fp8_bytes(o["b"].view(F32)) << U32(8))}


def _pk16(o, dtype) -> dict:
    """a and b (fp32) rounded to a 16-bit `dtype` by numpy, packed a low, b high."""
    lo, hi = (o[x].view(F32).astype(dtype).view(np.uint16).astype(U32) for x in ("a", "b"))
    return {"d": lo | (hi << U32(16))}


def ref_cvt_pk_bf16(o, count):
    return _pk16(o, ml_dtypes.bfloat16)


def ref_cvt_pk_f16(o, count):
    return _pk16(o, np.float16)


def ref_cvt_u32(o, count):
    x = np.nan_to_num(as_f64(o["a"]), nan=0.0)
    return {"d": np.clip(np.trunc(x), 0, 2.0**32 - 1).astype(np.uint64).astype(U32)}


def ref_add_u32(o, count):
    return {"d": (o["a"].astype(np.uint64) + o["b"]).astype(U32)}


def ref_mov(o, count):
    return {"d": o["a"].copy()}


def ref_cndmask(o, count):  # the mask SGPR pair holds CNDMASK_BITS
    bits = np.array([(CNDMASK_BITS >> i) & 1 for i in range(LANES)], bool)
    return {"d": np.where(bits, o["b"], o["a"])}


CNDMASK_BITS = 0x0F0F_3C3C_5555_00FF


def ref_perm(o, count):
    """v_perm_b32 d, s0, s1, sel: byte i of d = byte sel_i of {s0, s1} (s1 the low dword);
    selector 0x0c gives 0x00."""
    both = (o["a"].astype(np.uint64) << np.uint64(32)) | o["b"].astype(np.uint64)
    out = np.zeros_like(o["a"])
    for i in range(4):
        s = (o["sel"] >> U32(8 * i)) & U32(0xFF)
        byte = ((both >> (s.astype(np.uint64) * np.uint64(8) % np.uint64(64))) & np.uint64(0xFF)).astype(U32)
        byte = np.where(s == 12, U32(0), byte)
        out |= byte << U32(8 * i)
    return {"d": out}


def ref_permlane32_swap(o, count):
    """v_permlane32_swap_b32 d, s: lanes 32-63 of d trade places with lanes 0-31 of s."""
    d, s = o["d"].copy(), o["s"].copy()
    if count % 2:
        d[:, 32:], s[:, :32] = o["s"][:, :32], o["d"][:, 32:]
    return {"d": d, "s": s}


def ref_fma_chain(o, count):  # d = d * 1.0 + 1.0, `count` times: exact below 2^24
    return {"d": to_bits(as_f64(o["d"]) + count)}


def ref_rcp_chain(o, count):
    return {"d": o["d"] if count % 2 == 0 else to_bits(1.0 / as_f64(o["d"]))}


def u8_under(mode: int):
    rounding = {0: np.rint, 1: np.ceil, 2: np.floor, 3: np.trunc}[mode]

    def ref(o, count):
        x = np.nan_to_num(as_f64(o["a"]), nan=0.0)
        b = np.clip(rounding(x), 0, 255).astype(U32)
        return {"d": (o["c"] & U32(0xFFFF00FF)) | (b << U32(8))}
    return ref


def fp8_edge(rng, n):
    """Values at FP8's edges: ties between e4m3 points, the largest finite (448), overflow,
    infinities, NaN, subnormals, signed zeros."""
    pick = np.array([0.0, -0.0, 448.0, -448.0, 464.0, 480.0, 500.0, 1e6, np.inf, -np.inf, np.nan,
                     2.0**-9, 2.0**-10, 3 * 2.0**-10, 1.0625, 1.1875, 17.0, 19.0, -240.0, 0.3],
                    np.float64)
    return f32_bits(rng.choice(pick, (n, LANES)))


def clamp_edge(rng, n):
    """Operands whose fma lands below 0, inside [0, 1], on 1, just past it and far past it, and
    at +-inf and NaN (inf x 0, inf - inf, NaN itself): lean P's fma_perm clamp (issue 30). Short
    dyadic values, so every fma is exact in float64; no -0 (its sign under clamp is left open:
    no kernel here depends on it)."""
    pick = np.array([0.0, 0.25, 0.5, 0.75, 1.0, -0.5, -1.0, 1.5, 2.0, 255.5 / 256, 1.0 + 2.0**-10, 1.0 - 2.0**-20,
                     3.0, -3.0, 96.0, np.inf, -np.inf, np.nan], np.float64)
    return f32_bits(rng.choice(pick, (n, LANES)))


def ref_fma_clamp(o, count):
    """The `clamp` modifier on each fp32 half of v_pk_fma_f32, as on the VOP3 fp32 ops: the
    rounded fma, then [0, 1]; NaN to +0 (MODE.DX10_CLAMP, set in every probe kernel's
    descriptor). The ISA guide's clamp description; LLVM's DX10_CLAMP note (isa/ llvm_dx10_clamp)."""
    with np.errstate(invalid="ignore"):
        r = (as_f64(o["a"]) * as_f64(o["b"]) + as_f64(o["c"])).astype(F32).astype(np.float64)
    r = np.where(np.isnan(r), 0.0, np.clip(np.nan_to_num(r, nan=0.0, posinf=2.0, neginf=-1.0), 0.0, 1.0))
    return {"d": to_bits(r)}


def fp8_under(saturate: bool):
    """e4m3fn with round to nearest even. Finite overflow: NaN (0x7F/0xFF) without saturation,
    +-448 (0x7E/0xFE) with MODE bit 23 set; infinities and NaN give NaN either way (the
    emulator's documented assumption, zyfagen/emulator/convert.py; the GPU settles it)."""
    def conv(x):
        x = x.view(F32).astype(np.float64)
        if saturate:
            x = np.where(np.isfinite(x), np.clip(x, -448.0, 448.0), x)
        bits = fp8_bytes(x.astype(F32))
        nan = np.isnan(x) | np.isinf(x) | (np.abs(np.nan_to_num(x)) > 464.0)  # 464: the tie above 448
        return np.where(nan, np.where(np.signbit(x), U32(0xFF), U32(0x7F)), bits)

    def ref(o, count):
        return {"d": conv(o["a"]) | (conv(o["b"]) << U32(8))}
    return ref


def ref_cmp_lt_i32(o, count):
    return {"vcc": o["a"].view(np.int32)[0] < o["b"].view(np.int32)[0]}


def ref_fract(o, count):  # x - floor(x): exact in fp32 for the finite inputs the probe uses
    a = as_f64(o["a"])
    return {"d": to_bits(a - np.floor(a))}


def ref_cmp_ge_i32(o, count):
    return {"vcc": o["a"].view(np.int32)[0] >= o["b"].view(np.int32)[0]}


def ref_or(o, count):
    return {"d": o["a"] | o["b"]}


def ref_min_u32(o, count):
    return {"d": np.minimum(o["a"], o["b"])}


def ref_and(o, count):
    return {"d": o["a"] & o["b"]}


def ref_xor(o, count):
    return {"d": o["a"] ^ o["b"]}


def ref_lshl3_add(o, count):  # the asm's shift is 3
    return {"d": ((o["a"].astype(np.uint64) << np.uint64(3)) + o["b"]).astype(U32)}


def ref_add_u64(o, count):
    """v_lshl_add_u64 d, a, 0, b: the 64-bit sum (mod 2^64) of two register pairs, low dword first."""
    def u64(x):
        return x[0].astype(np.uint64) | (x[1].astype(np.uint64) << np.uint64(32))
    s = u64(o["a"]) + u64(o["b"])
    return {"d": np.stack([(s & np.uint64(0xFFFFFFFF)).astype(U32), (s >> np.uint64(32)).astype(U32)])}


def ref_lshl5(o, count):  # v_lshlrev_b32 d, 5, a
    return {"d": o["a"] << U32(5)}


def ref_lshr5(o, count):  # v_lshrrev_b32 d, 5, a
    return {"d": o["a"] >> U32(5)}


def ref_bfe_8_5(o, count):  # v_bfe_u32 d, a, 8, 5: 5 bits from bit 8
    return {"d": (o["a"] >> U32(8)) & U32(31)}


def ref_sub(o, count):
    return {"d": to_bits(as_f64(o["a"]) - as_f64(o["b"]))}


def ref_mul_lo_u32(o, count):
    return {"d": (o["a"].astype(np.uint64) * o["b"].astype(np.uint64)).astype(U32)}


def ref_mul_i32_i24(o, count):
    """Low 32 bits of the product of the sign-extended low 24 bits of each operand."""
    def i24(x):
        v = (x & U32(0xFFFFFF)).astype(np.int64)
        return np.where(v >= 1 << 23, v - (1 << 24), v)
    return {"d": (i24(o["a"]) * i24(o["b"]) & 0xFFFFFFFF).astype(U32)}
