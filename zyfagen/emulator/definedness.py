"""Definedness as a value property (issue 32): a never-written register lane (or LDS byte)
is a value whose bits are unknown. It travels with the value through the operations that
carry it element by element and stops only where it matters (memory data and addresses,
branches, EXEC/VCC/lane masks, output; errors name the register and the using instruction).
Here: the MFMA rule (which D elements an undefined A / B / scale / C element reaches) and
the VALU lane rule (a lane-wise VALU instruction with a never-written VGPR source lane gives a
never-written destination lane)."""
from __future__ import annotations

import re

import numpy as np

from .errors import EmulationError
from .state import EXEC_LO, LANES, Wave

# ---- issue 32: definedness travels through an MFMA element by element -------------------
# D[i][j] = C[i][j] + sum_k A[i][k] B[k][j] (+ per-row / per-column block scales): D[i][j] is
# undefined exactly when some A element of row i, B element of column j, scale of row i or
# column j, or C[i][j] it reads is undefined (0 x an undefined value is not 0: NaN and
# infinity). In every MFMA form modelled here lane t holds only row t % M of A and column
# t % N of B (all K groups; FP4/FP6 operands and the sparse form's index register too) and the
# scale of row m, K block b sits in lane m + M b, so a never-written lane of any operand
# register makes its row (column) undefined. D/C element (register r, lane t) is matrix
# element (c_reg, c_lane)^-1. AITER's qh8 MLA decode objects fill 8 of a 16-row tile: the other
# rows' Q bytes in LDS are never stored, and only D's rows 8-15 (never stored) depend on them.


def lanes_undefined(w: Wave, row: int, nregs: int) -> np.ndarray | None:
    """(64,) bool: lanes in which any of registers row..row+nregs-1 is never written (None:
    every lane of every register written)."""
    vfull = w.vfull
    if all(vfull[r] for r in range(row, row + nregs)):
        return None
    return ~w.vw[row:row + nregs].all(axis=0)


def rows_undefined(lanes: np.ndarray | None, m: int) -> np.ndarray | None:
    """(m,) bool: operand rows (A) or columns (B) with an undefined lane (lane t holds row t % m)."""
    if lanes is None or not lanes.any():
        return None
    return lanes.reshape(-1, m).any(axis=0)


def d_undefined(c_reg: np.ndarray, c_lane: np.ndarray, ncregs: int, rows: np.ndarray | None,
                cols: np.ndarray | None, c_lanes: np.ndarray | None) -> np.ndarray | None:
    """(ncregs, 64) bool: D elements undefined from undefined A rows, B columns (each (M,) /
    (N,) or None) and C elements ((ncregs, 64) never-written, or None); None: all defined."""
    if rows is None and cols is None and (c_lanes is None or not c_lanes.any()):
        return None
    m, n = c_reg.shape
    mn = np.zeros((m, n), bool)
    if rows is not None:
        mn |= rows[:, None]
    if cols is not None:
        mn |= cols[None, :]
    out = np.zeros((ncregs, LANES), bool)
    out[c_reg, c_lane] = mn
    if c_lanes is not None:
        out |= c_lanes
    return out if out.any() else None


def defined_copy(w: Wave, row: int, nregs: int) -> np.ndarray:
    """Registers row.. with never-written lanes read as 0 (their bits are unknown: a poison
    pattern must not raise a float-mode check for an element nobody defines)."""
    return np.where(w.vw[row:row + nregs], w.v[row:row + nregs], np.uint32(0))


def write_d(w: Wave, dst: int, out_bits: np.ndarray, undefined: np.ndarray | None) -> None:
    """D's registers: the bits, written where defined, never-written (0) where undefined."""
    n = out_bits.shape[0]
    if undefined is None:
        w.v[dst:dst + n] = out_bits
        w.vw[dst:dst + n] = True
        w.vfull[dst:dst + n] = [True] * n
        return
    w.v[dst:dst + n] = np.where(undefined, np.uint32(0), out_bits)
    w.vw[dst:dst + n] = ~undefined
    for r in range(n):
        w.vfull[dst + r] = not undefined[r].any()
    w.forget_full()


# ---- the VALU lane rule --------------------------------------------------------------------
_NEVER_WRITTEN_VGPR = re.compile(r"read of never-written [va]\d+")


def _lane_error(err: EmulationError) -> bool:
    """Whether err is a never-written VGPR read naming its lanes, not yet located."""
    return err.instruction is None and err.lanes is not None and bool(_NEVER_WRITTEN_VGPR.match(err.what))


def _on_defined_lanes(handler, w: Wave, first: EmulationError) -> tuple[object, np.ndarray]:
    """Run handler with EXEC narrowed to the active lanes whose sources are written, widening
    the excluded set by each never-written read it reports (first: the one already seen);
    EXEC restored. Returns (the handler's result, the excluded active lanes)."""
    exec_before = w.exec_int
    active = w.exec_mask.copy()
    bad = np.zeros(LANES, bool)
    try:
        for _ in range(8):  # each retry names the lanes of one more never-written source
            bad[first.lanes] = True
            keep = active & ~bad
            w.write_s(EXEC_LO, 2, int(np.packbits(keep, bitorder="little").view(np.uint64)[0]))
            try:
                return handler(w), bad & active
            except EmulationError as err:
                if not _lane_error(err) or not keep[err.lanes].any():
                    raise
                first = err
        raise first
    finally:
        w.write_s(EXEC_LO, 2, exec_before)


def _travelling(handler, mark):
    """`handler` run as is; when it stops on a never-written source lane, re-run on the other
    active lanes (_on_defined_lanes) and let mark(wave, excluded lanes) record what those lanes'
    results are (never-written VGPR lanes, unknown mask bits)."""
    def run(w: Wave):
        try:
            return handler(w)
        except EmulationError as err:
            if not _lane_error(err):
                raise
            first = err
        result, bad = _on_defined_lanes(handler, w, first)
        mark(w, bad)
        return result
    run.__dict__.update(getattr(handler, "__dict__", {}))
    return run


def lanes_travel(handler, row: int, width: int):
    """`handler` of a lane-wise VALU instruction writing VGPRs row..row+width-1 only (the
    caller, program.decode, excludes compares, carries, selects, lane-crossing and moves),
    such that a never-written VGPR source lane (an explicit source, or the destination an
    accumulating form reads) makes that destination lane never-written instead of stopping:
    the instruction runs on the other active lanes. AITER's qh8 MLA decode objects take the
    row max and exp of S = K Q^T whose 8 padding columns (lanes 8-15 of each 16) are
    undefined. A later use that matters reports the register (Wave.unwritten)."""
    def unwrite(w: Wave, bad: np.ndarray) -> None:
        lanes = np.flatnonzero(bad)
        for r in range(row, row + width):
            w.unwrite_now(r, lanes)
    return _travelling(handler, unwrite)


def select_travel(handler, inst):
    """`handler` of v_cndmask_b32 (VOP2 with VCC, or VOP3 with a mask SGPR pair): lane by
    lane D = mask ? src1 : src0, so D is never-written exactly where the selected source
    is; the unselected one's definedness does not matter. The mask itself must be defined
    (a lane mask matters)."""
    from .operands import sgpr_index, vgpr_row
    from .state import VCC_LO
    ops = inst.operands
    dst = vgpr_row(ops[0])
    rows = (vgpr_row(ops[1]), vgpr_row(ops[2]))
    mask_at = sgpr_index(ops[3]) if len(ops) > 3 else VCC_LO
    if dst is None or mask_at is None or rows == (None, None):
        return handler

    def run(w: Wave):
        try:
            return handler(w)
        except EmulationError as err:
            if err.instruction is not None or not (_NEVER_WRITTEN_VGPR.match(err.what) or (
                    mask_at in w.undefined_bits and "never-written" in err.what)):
                raise
        sel, unknown = mask_bits(w, mask_at)  # raises on a never-written mask
        active = w.exec_mask.copy()
        undef = [np.zeros(LANES, bool) if r is None else ~w.vw[r] for r in rows]
        # the selected source undefined, or the mask bit itself (compare_travel)
        bad = active & (np.where(sel, undef[1], undef[0]) | unknown)
        # lanes whose unselected source is undefined: its bits are not used; mark them
        # written for the handler's read, then restore
        masked = [(r, active & ~bad & u) for r, u in zip(rows, undef) if r is not None]
        exec_before = w.exec_int
        rec = w.undefined_bits.get(mask_at) if w.s[mask_at] is None else None
        try:
            for r, lanes in masked:
                w.vw[r] |= lanes
            if rec is not None:  # the known bits, for the handler's read of the mask
                w.s[mask_at], w.s[mask_at + 1] = rec[0] & 0xFFFFFFFF, rec[0] >> 32
            w.write_s(EXEC_LO, 2, int(np.packbits(active & ~bad, bitorder="little").view(np.uint64)[0]))
            result = handler(w)
        finally:
            if rec is not None:
                w.s[mask_at] = w.s[mask_at + 1] = None
            w.write_s(EXEC_LO, 2, exec_before)
            for r, lanes in masked:
                if r != dst:
                    w.vw[r] &= ~lanes
                    w.vfull[r] = False
            w.forget_full()
        w.unwrite_now(dst, np.flatnonzero(bad))
        return result
    run.__dict__.update(getattr(handler, "__dict__", {}))
    return run


def mask_bits(w: Wave, at: int) -> tuple[np.ndarray, np.ndarray]:
    """(lane bits, lanes whose bit is unknown) of the lane mask in SGPRs at, at+1: the record
    compare_travel left while both still read as never-written, else the registers (which
    then must be written)."""
    from .state import int_to_mask
    rec = w.undefined_bits.get(at)
    if rec is not None and w.s[at] is None and w.s[at + 1] is None:
        return int_to_mask(rec[0]), rec[1]
    return int_to_mask(w.read_s(at, 2)), np.zeros(LANES, bool)


def compare_travel(handler, dst_at: int):
    """`handler` of a VALU compare writing the lane mask at SGPRs dst_at, dst_at+1 (VCC or a
    pair; not v_cmpx: EXEC matters): a never-written VGPR source lane makes that lane's bit
    unknown. The compare runs on the other active lanes; the mask then reads as
    never-written to every consumer (a branch, EXEC, SALU) except a v_cndmask selecting by
    it lane by lane (select_travel), which gets its known bits (Wave.undefined_bits). AITER's
    qh8 MLA decode objects test S for NaN (v_cmp_u_f32) in padding columns too."""
    def unknown_bits(w: Wave, bad: np.ndarray) -> None:
        bits = w.read_s(dst_at, 2)
        w.s[dst_at] = w.s[dst_at + 1] = None
        w.undefined_bits[dst_at] = (bits, bad)
    return _travelling(handler, unknown_bits)
