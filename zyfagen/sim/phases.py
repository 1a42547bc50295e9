"""Static analysis for the cycle model: loops, their exits, and the phase each instruction
belongs to (QK^T, softmax, P, PV, row sum, rescale, memory, other), found by dataflow from
the matrix results so it works on any compiler's attention or GEMM kernel.
"""
from __future__ import annotations

import re
from .program import K_BRANCH, K_CBRANCH, K_ENDPGM, K_LGKM, K_MFMA, K_VM, _NREGS, _SPECIAL_REGS, _Inst

PHASES = ("qk", "softmax", "p", "pv", "rowsum", "rescale", "memory", "other")
PHASE_MEANING = {
    "qk": "MFMAs whose A/B operands do not derive from matrix results (scores S = QK^T; "
          "every MFMA of a plain GEMM)",
    "softmax": "VALU row statistics: max/min of scores and anything computed only from them "
               "(row max, alpha = exp(m_old - m_new))",
    "p": "VALU work on the elementwise scores: scaling, exp / piecewise-linear 2^t, conversion "
         "to FP8, row sums (the probabilities P)",
    "pv": "MFMAs whose A/B operands derive from scores (P V), or, when P passes through LDS, "
          "MFMAs accumulating into a loop-carried C beside fresh-C MFMAs",
    "rowsum": "MFMAs multiplying score-derived P by a constant matrix (one operand made only from "
              "immediates, e.g. all ones): row sums of P on the matrix pipe, not part of QK^T or PV",
    "rescale": "VALU work reading the PV accumulator (rescale of O, final normalisation)",
    "memory": "LDS, vector- and scalar-memory instructions",
    "other": "VALU not derived from matrix results (addresses, indices, constants), SALU, "
             "branches, waits",
}
# phases whose VALU cycles count as "VALU cycles computing P"
P_PHASES = ("p",)
# MFMA phases that make up a key block's attention work (QK^T and PV); "rowsum" MFMAs are
# reported apart, and a block's size is read from its QK^T MACs (see BlockFigures)
BLOCK_MFMA_PHASES = ("qk", "pv")


# ---- static analysis: loops and phases ---------------------------------------------


def _loops(prog: list[_Inst]) -> list[tuple[int, int]]:
    """(header index, back-edge index) of every backward branch."""
    return [(x.arg, x.index) for x in prog if x.kind in (K_BRANCH, K_CBRANCH) and x.arg <= x.index]


def _mark_exits(prog: list[_Inst], loops: list[tuple[int, int]]) -> None:
    for x in prog:
        if x.kind == K_CBRANCH and x.arg > x.index:
            inner = [(h, b) for h, b in loops if h <= x.index <= b and x.arg > b]
            if inner:
                x.exit_of = min(inner, key=lambda hb: hb[1] - hb[0])[1]
    # A loop with an unconditional back-edge and no such exit can still be left: AITER's fmoe
    # blockscale 64x384 kernels (an unrolled pair of blocks) test at the loop head whether two
    # more blocks remain, branch to a one-block tail when not, and only that tail's branches
    # lead past the back-edge. In such a loop (only there: loops that end under the rule above
    # keep their timing) every forward branch from whose target some path leaves the loop
    # counts as an exit, taken once the loop has run its trips; otherwise it never ends.
    exits = {x.exit_of for x in prog if x.exit_of is not None}
    for h, b in loops:
        if prog[b].kind != K_BRANCH or b in exits:
            continue
        for x in prog[h:b]:
            if x.kind == K_CBRANCH and x.exit_of is None and x.index < x.arg <= b and _can_leave(prog, x.arg, h, b):
                x.exit_of = b


def _can_leave(prog: list[_Inst], start: int, h: int, b: int) -> bool:
    """Whether some path from `start` (either way at conditional branches) leaves loop (h, b)
    without passing its back-edge b."""
    todo, seen = [start], set()
    while todo:
        i = todo.pop()
        if not h <= i <= b:
            return i < len(prog)
        if i == b or i in seen:
            continue
        seen.add(i)
        x = prog[i]
        if x.kind == K_ENDPGM:
            continue
        if x.kind == K_BRANCH:
            todo.append(x.arg)
        else:
            todo.append(i + 1)
            if x.kind == K_CBRANCH:
                todo.append(x.arg)
    return False


_MAXMIN = re.compile(r"^v_(pk_)?(max|min|max3|min3|maximum|minimum|maximum3|minimum3)_")
T_S, T_ROW, T_O = 1, 2, 4


def _carried_mfmas(prog: list[_Inst], loop: tuple[int, int]) -> tuple[set[int], set[int]]:
    """MFMAs of a loop whose C value comes from the previous iteration, and those whose C is
    fresh (a constant, or a value first made inside this iteration)."""
    h, b = loop
    carried = [True] * _NREGS  # at the header every register holds last iteration's value
    out_carried, out_fresh = set(), set()
    for x in prog[h:b + 1]:
        if x.kind == K_MFMA:
            c = x.src_c
            is_carried = c is not None and any(carried[c[0]:c[1]])
            (out_carried if is_carried else out_fresh).add(x.index)
            for lo, hi in x.writes:
                carried[lo:hi] = [is_carried] * (hi - lo)
        elif x.kind in (K_VM, K_LGKM):
            for lo, hi in x.writes:
                carried[lo:hi] = [False] * (hi - lo)
        else:
            any_in = any(any(carried[lo:hi]) for lo, hi in x.reads)
            for lo, hi in x.writes:
                carried[lo:hi] = [any_in] * (hi - lo)
    return out_carried, out_fresh


def _phases(prog: list[_Inst], forced_pv: set[int], loops: list[tuple[int, int]]) -> None:
    """Give every instruction a phase by following score-derived values through registers.

    Walks the code in address order; every loop body is walked twice, the second time from
    the state the first walk left, so values carried around the loop are seen. Beside the
    taint, it follows which registers hold constants (values made only from immediates, EXEC
    aside): an MFMA multiplying score-derived P by a constant operand is a row sum ("rowsum"),
    not PV.
    """
    taint = [0] * _NREGS
    const = [False] * _NREGS  # kernel arguments, workitem ids: not constants
    exec_lo, exec_hi = _SPECIAL_REGS["exec"]

    def is_const(r: tuple[int, int] | None) -> bool:
        return r is None or all(const[r[0]:r[1]])

    def tainted(r: tuple[int, int] | None) -> int:
        t = 0
        if r is not None:
            for v in taint[r[0]:r[1]]:
                t |= v
        return t
    headers = {}
    for h, b in loops:
        if b - h > headers.get(h, -1):
            headers[h] = b

    def step(x: _Inst) -> None:
        ins = 0
        for lo, hi in x.reads:
            for t in taint[lo:hi]:
                ins |= t
        if x.kind == K_MFMA:
            ab = 0
            for lo, hi in x.ab_reads:  # A, B and scales; not C
                for t in taint[lo:hi]:
                    ab |= t
            is_pv = bool(ab & T_S) or x.index in forced_pv
            x.phase = "pv" if is_pv else "qk"
            if is_pv:
                ta, tb = tainted(x.a_src), tainted(x.b_src)
                if (ta & T_S and not tb & T_S and is_const(x.b_src)) or \
                        (tb & T_S and not ta & T_S and is_const(x.a_src)):
                    x.phase = "rowsum"
            out = T_O if is_pv else T_S
        elif x.kind in (K_VM, K_LGKM):
            x.phase, out = "memory", 0
        elif x.unit in ("valu", "valu_trans"):
            if ins & T_O:
                x.phase, out = "rescale", T_O
            elif ins & T_S:
                if _MAXMIN.match(x.mnemonic):
                    x.phase, out = "softmax", T_ROW
                else:
                    x.phase, out = "p", T_S
            elif ins & T_ROW:
                x.phase, out = "softmax", T_ROW
            else:
                x.phase, out = "other", 0
        else:
            x.phase, out = "other", 0
        made_const = x.kind not in (K_MFMA, K_VM, K_LGKM) and all(
            lo >= exec_lo and hi <= exec_hi or all(const[lo:hi]) for lo, hi in x.reads)
        for lo, hi in x.writes:
            taint[lo:hi] = [out] * (hi - lo)
            const[lo:hi] = [made_const] * (hi - lo)

    i = 0
    while i < len(prog):
        if i in headers:
            b = headers[i]
            for _ in range(2):
                for x in prog[i:b + 1]:
                    step(x)
            i = b + 1
        else:
            step(prog[i])
            i += 1


def assign_phases(prog: list[_Inst], main_loop: tuple[int, int] | None,
             loops: list[tuple[int, int]]) -> str | None:
    """Assign phases; returns a note when the loop-carried fallback decided PV."""
    _phases(prog, set(), loops)
    if main_loop is None:
        return None
    h, b = main_loop
    if any(x.phase in ("pv", "rowsum") for x in prog[h:b + 1]):
        return None
    carried, fresh = _carried_mfmas(prog, main_loop)
    if carried and fresh:
        _phases(prog, carried, loops)
        return ("no MFMA of the key-block loop reads score-derived registers (P passes through "
                "memory), so MFMAs accumulating into a loop-carried C beside fresh-C MFMAs are "
                "counted as PV")
    return None

