"""VGPR moves whose definedness travels with the value (issue 32): v_mov_b32 / v_mov_b64 of
general SGPRs, v_mov_b64 of VGPR pairs, v_swap_b32."""
from __future__ import annotations

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .operands import reader32, sgpr_index, vgpr_row
from .semantics import reject_modifiers, semantics
from .state import LANES, VCC_LO, Wave
from .fusion import LaneOp, lane_op
from .valu import _INT_OPS, _copy_rows, _identity, _plain_vgpr_copy, vop

U32 = np.uint32


@semantics("v_mov_b32")
def _v_mov(inst: DecodedInst, info, ctx):
    rows = _plain_vgpr_copy(inst)
    if rows is not None:  # fused only where the source is fully written (fusion.py checks)
        return lane_op(_copy_rows(*rows), LaneOp(("v_mov_b32",), _identity, ("u32",),
                                                 (inst.operands[1],), 1, rows[0], "u32"))
    copy = sgpr_copy(inst, 1)
    return copy if copy is not None else vop(("u32",), "u32", _identity, lanewise=True)(inst, info, ctx)


def sgpr_copy(inst: DecodedInst, width: int):
    """v_mov_b32 / v_mov_b64 of general SGPRs into VGPRs: definedness travels with the value
    (issue 32: Triton copies a never-written SGPR pair with v_mov_b64 on a path where the copy
    is never used). A never-written SGPR makes its destination register never-written in the
    active lanes; only a use that matters (an address, stored data, a branch, EXEC) reports it."""
    if inst.encoding in ("dpp", "sdwa") or inst.modifiers or len(inst.operands) != 2:
        return None
    dst, src = vgpr_row(inst.operands[0]), sgpr_index(inst.operands[1])
    if dst is None or src is None or inst.operands[1].neg or inst.operands[1].abs or src >= VCC_LO:
        return None  # VCC, EXEC, M0 ... stay plain reads (uses that matter)

    def run(w: Wave):
        for k in range(width):
            x = w.s[src + k]
            if x is not None:
                w.write_v(dst + k, np.full(LANES, x, U32))
                continue
            m = slice(None) if w.exec_all else w.exec_mask
            if w.vfull[dst + k] or w.vw[dst + k, m].any():
                w.vw[dst + k, m] = False
                w.vfull[dst + k] = False
                w.forget_full()
    return run


@semantics("v_mov_b64")
def _v_mov_b64(inst: DecodedInst, info, ctx):
    rows = _plain_vgpr_copy(inst)
    if rows is not None and inst.operands[1].kind == "v":
        lo, hi = _copy_rows(rows[0], rows[1]), _copy_rows(rows[0] + 1, rows[1] + 1)
        if rows[0] == rows[1] + 1:  # v[n+1:n+2] <- v[n:n+1]: the high half first
            return lambda w: (hi(w), lo(w)) and None
        return lambda w: (lo(w), hi(w)) and None
    copy = sgpr_copy(inst, 2)
    if copy is not None:
        return copy
    kinds, fn = _INT_OPS["v_mov_b64"]
    return vop(kinds, "u64", fn)(inst, info, ctx)


@semantics("v_swap_b32")
def _v_swap(inst: DecodedInst, info, ctx):
    """Exchange two VGPRs in the active lanes (ISA guide V_SWAP_B32)."""
    reject_modifiers(inst, ())
    ra, rb = vgpr_row(inst.operands[0]), vgpr_row(inst.operands[1])
    if ra is None or rb is None or inst.encoding in ("dpp", "sdwa"):
        raise EmulationError("v_swap_b32 needs two plain VGPRs")
    read_a, read_b = reader32(inst.operands[0]), reader32(inst.operands[1])

    def run(w: Wave):
        a, b = np.array(read_a(w)), np.array(read_b(w))
        w.write_v(ra, b)
        w.write_v(rb, a)
    return run
