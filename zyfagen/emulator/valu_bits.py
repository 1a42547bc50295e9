"""Integer, bit-count and class-test VALU forms AITER's gfx950 kernels use (issue 32)."""
from __future__ import annotations

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .operands import reader32, reader64, sdst_index
from .semantics import reject_modifiers, semantics
from .state import LANES, Wave, mask_to_int
from .valu import _u, vop

U32 = np.uint32


# ---- issue 32: integer forms AITER's kernels use ----------------------------------------------
# v_add_i32 / v_sub_i32 (VOP3, gfx9): D = S0 +- S1 modulo 2^32 (the CDNA ISA guide; only
# `clamp` makes them differ from v_add_u32, and clamp on integer ops stops at decode).
# v_mbcnt_lo/hi_u32_b32: D = popcount(S0 & the lanes below this one, bits 31:0 resp. 63:32 of
# the 64-bit mask (1 << lane) - 1) + S1 (ISA guide V_MBCNT_LO/HI_U32_B32).
# v_bfm_b32: D = ((1 << S0[4:0]) - 1) << S1[4:0] (ISA guide V_BFM_B32).
_BELOW = np.array([(1 << t) - 1 for t in range(LANES)], dtype=np.uint64)
_BELOW_LO = (_BELOW & np.uint64(0xFFFFFFFF)).astype(U32)
_BELOW_HI = (_BELOW >> np.uint64(32)).astype(U32)


def _bfm(a, b):
    width = _u(a) & U32(31)
    return (((np.uint64(1) << width.astype(np.uint64)) - np.uint64(1)).astype(U32)) << (_u(b) & U32(31))


for _name, _fn in {
    "v_add_i32": lambda a, b: _u(a) + _u(b),
    "v_sub_i32": lambda a, b: _u(a) - _u(b),
    "v_mbcnt_lo_u32_b32": lambda a, b: np.bitwise_count(_u(a) & _BELOW_LO).astype(U32) + _u(b),
    "v_mbcnt_hi_u32_b32": lambda a, b: np.bitwise_count(_u(a) & _BELOW_HI).astype(U32) + _u(b),
    "v_bfm_b32": _bfm,
}.items():
    semantics(_name)(vop(("u32", "u32"), "u32", _fn, allow=()))


@semantics("v_nop")
def _v_nop(inst: DecodedInst, info, ctx):
    return lambda w: None


# v_cmp_class_f32: bit i of S1 tests class i of S0 (0 signaling NaN, 1 quiet NaN, 2 -inf,
# 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf; ISA guide V_CMP_CLASS_F32)
def _fp32_class(bits: np.ndarray) -> np.ndarray:
    bits = np.asarray(bits, U32)
    neg = (bits >> U32(31)) != 0
    exp = (bits >> U32(23)) & U32(0xFF)
    man = bits & U32(0x7FFFFF)
    cls = np.where(exp == 0xFF,
                   np.where(man == 0, np.where(neg, 2, 9), np.where(man & U32(0x400000), 1, 0)),
                   np.where(exp == 0,
                            np.where(man == 0, np.where(neg, 5, 6), np.where(neg, 4, 7)),
                            np.where(neg, 3, 8)))
    return cls.astype(U32)


@semantics("v_cmp_class_f32")
def _cmp_class(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    if inst.encoding in ("dpp", "sdwa") or inst.operands[1].abs or inst.operands[1].neg:
        raise EmulationError("v_cmp_class_f32 with DPP/SDWA or source modifiers is not modelled")
    dst = sdst_index(inst.operands[0])
    a, m = reader32(inst.operands[1]), reader32(inst.operands[2])

    def run(w: Wave):
        hit = ((_u(m(w)) >> _fp32_class(a(w))) & U32(1)) != 0
        w.write_s(dst, 2, mask_to_int(np.broadcast_to(hit, (LANES,)) & w.exec_mask))
    return run


@semantics("v_cmp_le_u64")
def _cmp_u64(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ())
    dst = sdst_index(inst.operands[0])
    a, b = reader64(inst.operands[1]), reader64(inst.operands[2])

    def run(w: Wave):
        r = np.asarray(a(w), np.uint64) <= np.asarray(b(w), np.uint64)
        w.write_s(dst, 2, mask_to_int(np.broadcast_to(r, (LANES,)) & w.exec_mask))
    return run
