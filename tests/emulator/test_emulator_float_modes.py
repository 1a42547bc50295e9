"""The MODE register's float fields (round and denorm modes) in the emulator, lane by lane.

Oracle: every expected value is the exact rational result (Python's fractions.Fraction on the
float32 inputs) rounded by hand below (`_round`: the two float32 neighbours on the grid of
the result's binade, chosen by the mode; overflow to inf or max-finite by the IEEE 754 rule of
each direction), with IEEE 754's signs for exact zeros and the AMDGPUUsage meaning of the
denorm field (0 flush inputs and results, 1 results, 2 inputs, 3 none; a flushed value is a
zero of its sign). Kernels are hand-written and assembled by clang-22; the mode is set by the
kernel descriptor (.amdhsa_float_*) or by s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8).
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from zyfagen.emulator import EmulationError, load, run_kernel
from zyfagen.emulator.program import decode_kernel, writes_float_mode

from emulator_util import LANES, compile_llvm_ir, make_kernel, prologue

F32 = np.float32
TINY = Fraction(2) ** -126
ARGS = [("x", "buffer"), ("y", "buffer"), ("z", "buffer"), ("out", "buffer")]


# ---- the oracle -------------------------------------------------------------------------------

def _q(bits: int) -> Fraction:
    return Fraction(float(np.uint32(bits).view(F32)))


def _neg(bits: int) -> bool:
    return bool(bits >> 31)


def _bits(value: float) -> int:
    return int(np.float32(value).view(np.uint32))


def _round(q: Fraction, negative: bool, rmode: int) -> int:
    """float32 bits of the exact q (negative: the sign when q == 0) rounded in rmode."""
    if q == 0:
        return 0x80000000 if negative else 0
    neg, a = q < 0, abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    ulp = Fraction(2) ** (max(e, -126) - 23)
    m = math.floor(a / ulp)
    rem = a / ulp - m
    if rmode == 0:
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and m % 2 == 1)
    elif rmode == 1:
        up = rem > 0 and not neg
    elif rmode == 2:
        up = rem > 0 and neg
    else:
        up = False
    val = (m + up) * ulp
    if val >= Fraction(2) ** 128:  # overflow
        to_max = rmode == 3 or (rmode == 1 and neg) or (rmode == 2 and not neg)
        return _bits(-3.4028234663852886e38 if neg else 3.4028234663852886e38) if to_max \
            else (0xFF800000 if neg else 0x7F800000)
    return _bits(-float(val) if neg else float(val))


def _flush(bits: int) -> int:
    """A denormal (exponent field 0, fraction not 0) becomes the zero of its sign."""
    return bits & 0x80000000 if (bits & 0x7F800000) == 0 and bits & 0x7FFFFF else bits


def _sum(qa, na, qb, nb, rmode):
    """a + b with IEEE 754 6.3's exact-zero sign."""
    s = qa + qb
    if s == 0:
        negative = (na and nb) if (qa == 0 and qb == 0 and na == nb) else rmode == 2
        return _round(s, negative, rmode)
    return _round(s, False, rmode)


def _binary(kind):
    def op(x, y, z, rmode):
        qa, qb = _q(x), _q(y)
        if kind == "add":
            return _sum(qa, _neg(x), qb, _neg(y), rmode)
        if kind == "sub":
            return _sum(qa, _neg(x), -qb, not _neg(y), rmode)
        if kind == "mul":
            return _round(qa * qb, _neg(x) != _neg(y), rmode)
        p, np_ = qa * qb, _neg(x) != _neg(y)  # fma: (a * b) + c, one rounding
        return _sum(p, np_, _q(z), _neg(z), rmode)
    return op


def _oracle(fn, srcs, flush_in, flush_out):
    def run(x, y, z, rmode):
        args = [(_flush(v) if f and flush_in else v) for v, f in zip((x, y, z), srcs)]
        r = fn(*args, rmode)
        return _flush(r) if flush_out else r
    return run


def _cvt_i32(x, y, z, rmode):
    return _round(Fraction(int(np.uint32(x).view(np.int32))), False, rmode)


def _cvt_u32(x, y, z, rmode):
    return _round(Fraction(x), False, rmode)


def _ldexp(x, y, z, rmode):
    e = (y & 0xFF) - ((y & 0x80) << 1)  # v12 = bfe_i32(y, 0, 8): low byte sign-extended
    return _round(_q(x) * Fraction(2) ** e, _neg(x), rmode)


def _fract(x, y, z, rmode):
    q = _q(x)
    return _round(q - math.floor(q), False, rmode)


EITHER_ZERO = 0xFFFFFFFF  # expected value "+0 or -0" (which zero v_max_f32 picks is not asked)


def _max(x, y, z, rmode):
    qa, qb = _q(x), _q(y)
    if qa == qb and x != y:  # +0 and -0
        return EITHER_ZERO
    return x if qa >= qb else y


# (asm lines computing v10 (it starts as z), oracle, which of x, y, z are FP32 sources)
OPS = {
    "v_add_f32": (["v_add_f32 v10, v1, v2"], _binary("add"), (1, 1, 0)),
    "v_sub_f32": (["v_sub_f32 v10, v1, v2"], _binary("sub"), (1, 1, 0)),
    "v_subrev_f32": (["v_subrev_f32 v10, v2, v1"], _binary("sub"), (1, 1, 0)),
    "v_mul_f32": (["v_mul_f32 v10, v1, v2"], _binary("mul"), (1, 1, 0)),
    "v_fma_f32": (["v_fma_f32 v10, v1, v2, v3"], _binary("fma"), (1, 1, 1)),
    "v_fmac_f32": (["v_fmac_f32 v10, v1, v2"], _binary("fma"), (1, 1, 1)),
    "v_pk_add_f32": (["v_pk_add_f32 v[10:11], v[4:5], v[6:7]"], _binary("add"), (1, 1, 0)),
    "v_pk_mul_f32": (["v_pk_mul_f32 v[10:11], v[4:5], v[6:7]"], _binary("mul"), (1, 1, 0)),
    "v_pk_fma_f32": (["v_pk_fma_f32 v[10:11], v[4:5], v[6:7], v[8:9]"], _binary("fma"), (1, 1, 1)),
    "v_div_fmas_f32": (["s_mov_b64 vcc, 0", "v_div_fmas_f32 v10, v1, v2, v3"], _binary("fma"), (1, 1, 1)),
    "v_cvt_f32_i32": (["v_cvt_f32_i32 v10, v1"], _cvt_i32, (0, 0, 0)),
    "v_cvt_f32_u32": (["v_cvt_f32_u32 v10, v1"], _cvt_u32, (0, 0, 0)),
    "v_ldexp_f32": (["v_ldexp_f32 v10, v1, v12"], _ldexp, (1, 0, 0)),
    "v_fract_f32": (["v_fract_f32 v10, v1"], _fract, (1, 0, 0)),
    "v_max_f32": (["v_max_f32 v10, v1, v2"], _max, (1, 1, 0)),
}


def _inputs():
    """64 lanes of (x, y, z) float32 bits: ties, cancellations to signed zeros, denormal
    inputs and results, overflow to inf vs max-finite, underflow of products, plus random."""
    f = lambda v: _bits(v)  # noqa: E731
    tiny, sub = 2.0 ** -126, 2.0 ** -149
    big = 3.4028234663852886e38
    cases = [
        (1.0, 2.0 ** -24, 0.5), (1.0, 3 * 2.0 ** -25, 1.0), (-1.0, -(2.0 ** -24), -1.0),
        (1.5, -1.5, 0.0), (-0.0, 0.0, -0.0), (-0.0, -0.0, 0.0), (0.0, 0.0, -0.0),
        (3.0, -3.0, -0.0), (big, big, -big), (-big, -big, big), (big, 1.0, big),
        (big, 2.0 ** 103, 1.0), (big, 1.5 * 2.0 ** 104, -1.0), (3 * sub, 0.5, 0.0),
        (sub, sub, sub), (tiny, -sub, 0.0), (tiny, 0.5, -sub), (tiny - sub, sub, 1.0),
        (-3 * sub, 0.25, -0.0), (2.0 ** -100, 2.0 ** -40, 0.0), (-(2.0 ** -100), 2.0 ** -49, 0.0),
        (1.0 + 2.0 ** -23, 1.0 - 2.0 ** -24, -1.0), (0.1, 10.0, -1.0), (1 / 3, 3.0, -1.0),
        (-0.3, 0.7, 0.3), (1e-30, 1e-30, 1e-38), (5 * sub, -5 * sub, 1e-45),
        (-2.5, 0.0, 2.5), (2.0 ** 24 + 2, 1.0, 0.5), (-(2.0 ** -130), 1.0, 2.0 ** -130),
        (123.456, -0.001, 1e-40), (-1e-40, -1e-40, 0.0),
    ]
    rng = np.random.default_rng(12)
    rows = [[f(a), f(b), f(c)] for a, b, c in cases]
    while len(rows) < LANES:
        exps = rng.integers(-150, 128, 3)
        vals = rng.uniform(1, 2, 3) * np.exp2(exps.astype(float)) * rng.choice([-1, 1], 3)
        rows.append([f(float(np.float32(v))) for v in vals])
    arr = np.array(rows, np.uint32)
    # the integer conversions read x's bits (finite floats whose integers need rounding)
    arr[40:44, 0] = [0x4B800001, 0x80000001, 0x7F7FFFFF, 0xC0000001]
    return arr[:, 0].copy(), arr[:, 1].copy(), arr[:, 2].copy()


def _body(groups: list[tuple[int | None, list[str], str]]) -> list[str]:
    """groups: (MODE bits 7:0 to set first, or None; op lines; register to store)."""
    body = prologue(ARGS)
    for i in range(3):
        body.append(f"global_load_dword v{1 + i}, v100, s[{4 + 2 * i}:{5 + 2 * i}]")
    body += ["s_waitcnt vmcnt(0)",  # pairs for the packed forms: (x, y) (y, z) (z, x)
             "v_mov_b32 v4, v1", "v_mov_b32 v5, v2", "v_mov_b32 v6, v2", "v_mov_b32 v7, v3",
             "v_mov_b32 v8, v3", "v_mov_b32 v9, v1", "v_bfe_i32 v12, v2, 0, 8"]
    for i, (mode, lines, reg) in enumerate(groups):
        if mode is not None:
            body.append(f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x{mode:x}")
        body += ["v_mov_b32 v10, v3"] + lines + [
            f"s_add_u32 s20, s10, {i * 256}", "s_addc_u32 s21, s11, 0",
            f"global_store_dword v100, {reg}, s[20:21]"]
    return body + ["s_endpgm"]


def _run(groups, x, y, z, float_mode=None) -> np.ndarray:
    code = make_kernel(_body(groups), ARGS, float_mode=float_mode)
    out = np.zeros((len(groups), LANES), np.uint32)
    return run_kernel(load(code), {"x": x, "y": y, "z": z, "out": out}, grid=(1, 1, 1))["out"]


def _expected(name: str, hi: bool, mode: int, x, y, z) -> np.ndarray:
    _, fn, srcs = OPS[name]
    rmode, denorm = mode & 3, (mode >> 4) & 3
    run = _oracle(fn, srcs, denorm in (0, 2), denorm in (0, 1))
    if hi:  # the packed forms' high half: sources (y, z, x)
        x, y, z = y, z, x
    return np.array([run(int(a), int(b), int(c), rmode) for a, b, c in zip(x, y, z)], np.uint32)


MODES = [r | (d << 4) | (3 << 6) for d in (3, 0, 1, 2) for r in (0, 1, 2, 3)]


def _same(got, want) -> np.ndarray:
    return (got == want) | ((want == EITHER_ZERO) & ((got & 0x7FFFFFFF) == 0))


def _describe(got, want, x, y, z):
    bad = np.nonzero(~_same(got, want))[0]
    return [(int(l), hex(x[l]), hex(y[l]), hex(z[l]), hex(got[l]), hex(want[l])) for l in bad[:4]]


def test_every_round_and_denorm_mode_lane_by_lane_against_exact_rationals():
    """16 FP32 modes (4 round x 4 denorm) x 15 operations (packed: both halves), set by
    s_setreg: 18 x 16 outputs of 64 lanes, each the hand-rounded exact result."""
    x, y, z = _inputs()
    groups, keys = [], []
    for mode in MODES:
        first = True
        for name, (lines, _, _) in OPS.items():
            halves = ("v10", "v11") if name.startswith("v_pk_") else ("v10",)
            for h, reg in enumerate(halves):
                groups.append((mode if first else None, lines, reg))
                keys.append((name, h == 1, mode))
                first = False
    got = _run(groups, x, y, z)
    failures = []
    for row, (name, hi, mode) in enumerate(keys):
        want = _expected(name, hi, mode, x, y, z)
        if not _same(got[row], want).all():
            failures.append((name, "hi" if hi else "lo", hex(mode), _describe(got[row], want, x, y, z)))
    assert failures == []
    # the cases are not vacuous: directed modes change results, flushing changes results
    assert not np.array_equal(got[keys.index(("v_add_f32", False, MODES[0]))],
                              got[keys.index(("v_add_f32", False, MODES[1]))])
    rz_add = got[keys.index(("v_add_f32", False, MODES[3]))]
    assert _bits(3.4028234663852886e38) in rz_add  # big + big toward zero: max, not inf
    assert 0x80000000 in got[keys.index(("v_add_f32", False, MODES[2]))]  # 1.5 - 1.5 = -0 down


@pytest.mark.parametrize("mode", [0x02 | 0xC0, 0x13 | 0xC0, 0x21 | 0xC0, 0x30])
def test_descriptor_float_mode_is_applied_without_mode_writes(mode):
    """The same operations with the mode from the kernel descriptor (no s_setreg: plain
    handlers chosen at decode time, not the per-mode dispatch)."""
    x, y, z = _inputs()
    names = ["v_add_f32", "v_fma_f32", "v_mul_f32", "v_cvt_f32_u32", "v_pk_fma_f32"]
    code = make_kernel(_body([(None, OPS[n][0], "v10") for n in names]), ARGS, float_mode=mode)
    prog = load(code)
    assert not writes_float_mode(prog.kernel)
    out = np.zeros((len(names), LANES), np.uint32)
    got = run_kernel(prog, {"x": x, "y": y, "z": z, "out": out}, grid=(1, 1, 1))["out"]
    for row, name in enumerate(names):
        want = _expected(name, False, mode, x, y, z)
        assert _same(got[row], want).all(), (name, _describe(got[row], want, x, y, z))


def test_compares_flush_denormal_inputs_only_when_the_mode_says():
    # v_cmp_eq_f32 of a denormal and +0: equal exactly when inputs are flushed (modes 0, 2)
    x = np.full(LANES, _bits(2.0 ** -140), np.uint32)
    y = np.zeros(LANES, np.uint32)
    for denorm, equal in ((0, True), (1, False), (2, True), (3, False)):
        got = _run([(denorm << 4 | 0xC0, ["v_cmp_eq_f32 vcc, v1, v2", "v_cndmask_b32 v10, 0, 1, vcc"],
                     "v10")], x, y, y)
        assert np.all(got[0] == int(equal)), denorm


@pytest.mark.parametrize("line,mode,what", [
    ("v_exp_f32 v10, v1", 0x01 | 0xC0, "v_exp_f32 under float mode (FP32 round toward +inf"),
    ("v_sqrt_f32 v10, v1", 0x03 | 0xC0, "v_sqrt_f32 under float mode (FP32 round toward zero"),
    ("v_cvt_pk_fp8_f32 v10, v1, v2", 0x02 | 0xC0, "v_cvt_pk_fp8_f32 under float mode"),
    ("v_cvt_pk_bf16_f32 v10, v1, v2", 0x04 | 0x30 | 0xC0, "FP16/64 round toward +inf"),
])
def test_op_classes_without_an_exact_model_of_the_mode_are_errors(line, mode, what):
    x, y, z = _inputs()
    with pytest.raises(EmulationError) as info:
        _run([(mode, ["s_mov_b32 exec_lo, 0xff00", "s_mov_b32 exec_hi, 0", line], "v10")], x, y, z)
    msg = str(info.value)
    assert what in msg and "is not modelled" in msg, msg
    assert "wave 0 at 0x" in msg and line.split()[0] in msg and "(lanes 8-15)" in msg, msg


def test_bf16_conversion_under_flush_raises_only_on_denormal_lanes():
    x = np.full(LANES, _bits(1.25), np.uint32)
    y = np.full(LANES, _bits(-3.0), np.uint32)
    conv = ["v_cvt_pk_bf16_f32 v10, v1, v2"]
    got = _run([(0x00 | 0xC0, conv, "v10")], x, y, y)  # no denormal: the plain conversion
    assert np.all(got[0] == (0xC040 << 16 | 0x3FA0))  # bf16(-3.0) = 0xc040, bf16(1.25) = 0x3fa0
    x[5] = _bits(2.0 ** -130)
    with pytest.raises(EmulationError, match=r"denormal under float mode .* \(lanes 5\)"):
        _run([(0x00 | 0xC0, conv, "v10")], x, y, y)
    assert np.all(_run([(0xF0, conv, "v10")], x, y, y)[0][:5] == (0xC040 << 16 | 0x3FA0))


def test_mode_writes_switch_handlers_mid_kernel_and_back():
    x = np.full(LANES, _bits(1.0), np.uint32)
    y = np.full(LANES, _bits(2.0 ** -24), np.uint32)  # 1 + 2^-24: a tie
    add = ["v_add_f32 v10, v1, v2"]
    got = _run([(0xF1, add, "v10"), (0xF3, add, "v10"), (0xF0, add, "v10"), (0xF2, add, "v10")],
               x, y, y)
    assert [hex(int(r[0])) for r in got] == ["0x3f800001", "0x3f800000", "0x3f800000", "0x3f800000"]
    assert writes_float_mode(load(make_kernel(_body([(0xF1, add, "v10")]), ARGS)).kernel)


def test_mfma_raises_under_a_directed_round_mode():
    body = prologue(ARGS) + ["s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3"] + \
        [f"v_mov_b32 v{i}, 0" for i in range(16, 40)] + \
        ["v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], 0", "s_endpgm"]
    with pytest.raises(EmulationError, match="v_mfma_f32_32x32x64_f8f6f4 under float mode "
                                             r"\(FP32 round toward zero") as info:
        run_kernel(load(make_kernel(body, ARGS)), {n: np.zeros(LANES, np.uint32) for n, _ in ARGS},
                   grid=(1, 1, 1))
    assert "(lanes 0-63)" in str(info.value)


def test_default_mode_kernels_decode_plain_handlers():
    """No float-mode write: no per-mode dispatch in the hot loop (same handler objects as a
    decode with the mode ignored would give: none is the dispatcher closure)."""
    code = make_kernel(_body([(None, OPS["v_add_f32"][0], "v10")]), ARGS)
    decoded = decode_kernel(load(code).kernel)
    assert not any(getattr(h, "__qualname__", "").startswith("_mode_following")
                   for h in decoded.handlers)


# LLVM's own encoding of the round field: clang-22 lowers llvm.set.rounding(FLT_ROUNDS) to
# `s_setreg_b32 hwreg(HW_REG_MODE, 0, 4)` with a value from a table, and round.dynamic
# fadd / fmul to plain v_add_f32 / v_mul_f32. C's FLT_ROUNDS: 0 toward zero, 1 nearest,
# 2 toward +inf, 3 toward -inf (C11 5.2.4.2.2); the expected values use that meaning.
_SET_ROUNDING_IR = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @setround(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %rm) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x() #0
  %i2 = shl i32 %tid, 1
  %i3 = or i32 %i2, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %i2
  %pb = getelementptr float, ptr addrspace(1) %in, i32 %i3
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  call void @llvm.set.rounding(i32 %rm) #0
  %s = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b,
         metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  %m = call float @llvm.experimental.constrained.fmul.f32(float %a, float %b,
         metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  %po = getelementptr float, ptr addrspace(1) %out, i32 %i2
  %po2 = getelementptr float, ptr addrspace(1) %out, i32 %i3
  store float %s, ptr addrspace(1) %po
  store float %m, ptr addrspace(1) %po2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.set.rounding(i32)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
attributes #0 = { strictfp }
"""


def test_llvm_set_rounding_lowering_rounds_as_c_flt_rounds_says():
    from zyfagen.assemble import assemble
    asm = compile_llvm_ir(_SET_ROUNDING_IR)
    assert "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4)" in asm and "v_add_f32" in asm
    prog = load(assemble(asm, source_name="setround.s"))
    x, y, _ = _inputs()
    pairs = np.stack([x, y], axis=1).reshape(-1)
    ieee = {0: 3, 1: 0, 2: 1, 3: 2}  # FLT_ROUNDS -> MODE round field (the emulator's reading)
    for flt_rounds, rmode in ieee.items():
        out = np.zeros(2 * LANES, np.uint32)
        got = run_kernel(prog, {"out": out, "in": pairs, "rm": np.uint32(flt_rounds)},
                         grid=(1, 1, 1), block=(LANES, 1, 1))["out"].reshape(LANES, 2)
        add, mul = _binary("add"), _binary("mul")
        want_add = [add(int(a), int(b), 0, rmode) for a, b in zip(x, y)]
        want_mul = [mul(int(a), int(b), 0, rmode) for a, b in zip(x, y)]
        assert got[:, 0].tolist() == want_add, flt_rounds
        assert got[:, 1].tolist() == want_mul, flt_rounds


def test_u8_conversion_rounds_by_the_fp32_round_mode():
    """v_cvt_pk_u8_f32 (isa fact cvt_pk_u8_rounds_by_mode): round to an integer in the mode,
    clamp to 0..255, NaN -> 0; byte 1 of the destination, the other bytes kept. Expected
    values by hand per direction."""
    vals = [0.5, 1.5, 2.5, -0.3, 254.2, 255.5, 300.0, -7.0, 0.0, 1e-40, 3.999, float("nan")]
    want = {0: [0, 2, 2, 0, 254, 255, 255, 0, 0, 0, 4, 0],     # nearest even
            1: [1, 2, 3, 0, 255, 255, 255, 0, 0, 1, 4, 0],     # toward +inf (1e-40 -> 1)
            2: [0, 1, 2, 0, 254, 255, 255, 0, 0, 0, 3, 0],     # toward -inf
            3: [0, 1, 2, 0, 254, 255, 255, 0, 0, 0, 3, 0]}     # toward zero
    x = np.array([_bits(v) for v in vals] * 6, np.uint32)[:LANES]
    y = np.full(LANES, 0x11223344, np.uint32)
    conv = ["v_mov_b32 v10, v2", "v_cvt_pk_u8_f32 v10, v1, 1, v10"]
    got = _run([(0xF0 | r, conv, "v10") for r in range(4)], x, y, y)
    for r in range(4):
        exp = (0x11220044 | (np.array(want[r] * 6)[:LANES] << 8)).astype(np.uint32)
        assert got[r].tolist() == exp.tolist(), r


# ---- FP16/BF16 MFMAs and denormals (issue 36) --------------------------------------------------
# Rule (isa/gfx950.isa fact mfma_16bit_float_keeps_denormals, unverified; PyTorch's
# numerical_accuracy notes: only MI200 flushes FP16/BF16 MFMA denormals): the MODE denorm fields
# do not apply. Every lane holds the same pair of 16-bit values, so A and B are constant
# matrices and each D element is K * a * b exactly (K = 32, C = 0): the oracle is that product
# in Fractions, rounded by `_round`, independent of the emulator's register layouts.

@pytest.mark.parametrize("kind,a_bits,a,b_bits,b", [
    ("bf16", 0x0003, 3 * Fraction(2) ** -133, 0x3FC0, Fraction(3, 2)),  # denormal in, normal out
    ("bf16", 0x0001, Fraction(2) ** -133, 0x3F80, Fraction(1)),  # denormal in, denormal out
    ("bf16", 0x8001, -Fraction(2) ** -133, 0x4480, Fraction(2) ** 10),  # negative denormal
    ("f16", 0x0003, 3 * Fraction(2) ** -24, 0x3E00, Fraction(3, 2)),  # FP16 denormal in
])
def test_16bit_mfma_keeps_denormals_under_a_flushing_mode(kind, a_bits, a, b_bits, b):
    x = np.full(LANES, a_bits | a_bits << 16, np.uint32)
    y = np.full(LANES, b_bits | b_bits << 16, np.uint32)
    body = prologue(ARGS) + [
        "global_load_dword v1, v100, s[4:5]", "global_load_dword v2, v100, s[6:7]",
        "s_waitcnt vmcnt(0)"] + [f"v_mov_b32 v{16 + i}, v1" for i in range(4)] + \
        [f"v_mov_b32 v{20 + i}, v2" for i in range(4)] + [
        f"v_mfma_f32_16x16x32_{kind} v[24:27], v[16:19], v[20:23], 0", "s_nop 15",
        "global_store_dword v100, v24, s[10:11]", "s_endpgm"]
    want = _round(32 * a * b, 32 * a * b < 0, 0)
    for mode in (0x00, 0x30, 0xC0):  # flush all; FP32 keep, FP16/64 flush; FP32 flush only
        out = np.zeros(LANES, np.uint32)
        got = run_kernel(load(make_kernel(body, ARGS, float_mode=mode)),
                         {"x": x, "y": y, "z": y, "out": out}, grid=(1, 1, 1))["out"]
        assert np.all(got == want), (kind, hex(mode), hex(int(got[0])), hex(want))
    assert want & 0x7FFFFFFF  # not vacuous: a flushed input or result would give a zero
