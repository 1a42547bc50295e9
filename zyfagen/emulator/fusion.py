"""Runs of independent lane-wise VALU instructions executed together (a speed device only).

A kernel's softmax is long runs of the same instruction on different registers (16
v_pk_fma_f32 on 16 score pairs, 16 v_cvt_pk_u8_f32 packing P bytes), often two such runs
interleaved. Executing each instruction costs a few numpy calls of fixed overhead on 64 lanes;
executing a run of n as one call on (n, 64) rows costs about the same as one.

A handler that computes its result lane by lane from its sources with one elementwise
function carries a `LaneOp` (attribute `lane_op`) saying so. At decode time, `fuse` finds
windows of consecutive such instructions in which no instruction reads or writes a register
another one writes: any order of them, including all at once, gives the same registers. The
window's first instruction gets a handler that runs the whole window when EXEC is all ones and
every register it reads is fully written, grouping instructions with the same function into
one call; otherwise (or if a function raises) it runs just that first instruction, whose own
handler then reports any error exactly as without fusion. Results are bitwise those of the
instructions one by one (tests/emulator/test_emulator_fusion.py compares whole kernels).

Runs of LDS reads (4 ds_read_b64_tr_b8 filling one MFMA operand, 4 ds_read_b128 filling
several) are fused the same way: a read handler carrying an `LdsGather` can say, for a wave,
which LDS bytes (or dwords) land in its destination registers in register order, after every
check of the single read. Consecutive such reads in which no read's address register is an
earlier read's destination, with disjoint destinations, become one gather and one register
write; any failed check or a cold cache runs the first read alone.

Each fused handler also has a `batch(waves, sel)`: the same work for several waves of one
workgroup at once, on their stacked registers (Workgroup.v[sel]), or None where any of them
would not take the fused path or a scalar source differs between them (each wave then runs
alone). scheduler.run_lockstep calls it when the waves stop before the same window
(tests/emulator/test_emulator_lockstep.py compares whole kernels with one wave at a time).

Only the plain run loop (memory_model 'immediate') uses the fused table; the poison, timed
and traced loops run every instruction by itself.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from .errors import EmulationError
from .operands import reader32, reader_f32, vgpr_row
from .state import LANES

F32 = np.float32
U32 = np.uint32
MAX_WINDOW = 64  # instructions; longer straight runs are split
_JOINED_CACHE = 16  # joined LDS-run indices remembered per run


@dataclass(frozen=True)
class LaneOp:
    """fn(*sources) -> result, elementwise over arrays of any shape (last axis lanes).

    key: instructions with equal keys compute with the same fn (mnemonic and any immediate
    the fn was specialised on). kinds: 'f32' or 'u32' per source. width: registers per source
    and result (2 for packed FP32). dst: first destination row."""
    key: tuple
    fn: Callable
    kinds: tuple[str, ...]
    operands: tuple  # the source operands (codeobj.Operand)
    width: int
    dst: int
    out: str
    # fold(rows) -> the result of a chain of these instructions on one accumulator register
    # (dst = fn(dst, x, y); dst = fn(dst, z, t); ...) from the stacked (n, 64) inputs other
    # than the accumulator, or None where that result would not be bitwise the chain's. Only
    # for a fn whose chain may be reordered and may repeat an input: see _chain_handler.
    fold: Callable | None = None
    # into(x, dst) writes the result of n such instructions in place from their first source
    # (stacked (n, 64) float32) into their destinations (a (n, 64) uint32 view), where the
    # result depends on the destination's old value only through bytes it keeps (a byte
    # insert into its own register); None otherwise. Never raises.
    into: Callable | None = None


@dataclass(frozen=True)
class LdsGather:
    """gather(wave) -> an index into the LDS, all checks of the read done (EmulationError as
    the read would raise), or None where only the read itself can run. Unit 'u32': the dword
    of every destination dword (dst .. dst + nregs - 1 in register order, shape (nregs, 64)).
    Other units ('tr1', 'tr2': transposed reads): the 8-byte LDS row of each lane, shape (64,),
    and arrange(rows (n * 64,) uint64, out (n * nregs, 64) uint32) places n reads' rows in their
    registers. addr: the address register."""
    unit: str
    dst: int
    nregs: int
    addr: int
    gather: Callable
    arrange: Callable | None


def lds_gather(handler, g: LdsGather):
    """handler, marked as an LDS read that can join a fused run (see LdsGather)."""
    handler.lds_gather = g
    return handler


def lane_op(handler, op: LaneOp):
    """handler, marked as computing op (see LaneOp)."""
    handler.lane_op = op
    return handler


def _source_rows(op: LaneOp, k: int) -> tuple[int, ...] | None:
    """Rows source k reads, or None if it is not a plain vector register."""
    src = op.operands[k]
    row = vgpr_row(src)
    if row is None or src.abs or src.neg:
        return None
    return tuple(range(row, row + op.width))


def _reads(op: LaneOp) -> set[int]:
    rows: set[int] = set()
    for k in range(len(op.operands)):
        rows.update(_source_rows(op, k) or ())
    return rows


def _writes(op: LaneOp) -> set[int]:
    return set(range(op.dst, op.dst + op.width))


def _signature(op: LaneOp) -> tuple | None:
    """Instructions with equal signatures form one group: same fn, and each source either a
    vector register in all of them or the very same scalar or constant operand."""
    parts = []
    for k, src in enumerate(op.operands):
        if _source_rows(op, k) is not None:
            parts.append("v")
        elif vgpr_row(src) is not None:
            return None  # a vector register with |x| or -x: not gathered here
        elif op.width != 1:
            return None
        else:
            parts.append((src.text, src.abs, src.neg))
    return (op.key, op.kinds, op.width, op.out, tuple(parts))


class _Group:
    def __init__(self, ops: list[LaneOp]) -> None:
        first = ops[0]
        self.fn = first.fn
        self.out_f32 = first.out == "f32"
        self.sources = []
        for k, kind in enumerate(first.kinds):
            if _source_rows(first, k) is not None:
                rows = _rows_index([r for op in ops for r in _source_rows(op, k)])
                self.sources.append((rows, kind == "f32", None))
            else:
                read = reader_f32(first.operands[k]) if kind == "f32" else reader32(first.operands[k])
                self.sources.append((None, False, read))
        self.dst = _rows_index([r for op in ops for r in sorted(_writes(op))])
        # in place (LaneOp.into) when every op has it and the destinations are one slice
        self.into = first.into if (all(op.into is not None for op in ops)
                                   and isinstance(self.dst, slice) and first.width == 1) else None


def _ready(w, reads, key) -> bool:
    """A fused handler may run: all lanes active and every register it reads fully written
    (remembered under key in w.full_keys until a register loses that status)."""
    if not w.exec_all:
        return False
    if key in w.full_keys:
        return True
    vfull = w.vfull
    for r in reads:
        if not vfull[r]:
            return False
    w.full_keys.add(key)
    return True


def _mark_written(w, written, extra: int, key) -> None:
    w.fused_steps += extra
    if key in w.full_keys:
        return
    vfull, vw = w.vfull, w.vw
    for r in written:
        if not vfull[r]:
            vw[r] = True
            vfull[r] = True
    w.full_keys.add(key)


def _rows_index(rows):
    """A slice for consecutive rows (a view, cheaper than a gather), else an index array."""
    rows = [int(r) for r in rows]
    if rows == list(range(rows[0], rows[0] + len(rows))):
        return slice(rows[0], rows[0] + len(rows))
    return np.array(rows, np.intp)


def _window_handler(start: int, ops: list[LaneOp], first) -> Callable:
    groups: dict[tuple, list[LaneOp]] = {}
    for op in ops:
        groups.setdefault(_signature(op), []).append(op)
    plans = [_Group(g) for g in groups.values()]
    computed = [g for g in plans if g.into is None]
    in_place = [g for g in plans if g.into is not None]
    reads = tuple(sorted(set().union(*(_reads(op) for op in ops))))
    written = tuple(sorted(set().union(*(_writes(op) for op in ops))))
    after = start + len(ops)
    extra = len(ops) - 1
    read_key, write_key = object(), object()

    def run(w):
        if not _ready(w, reads, read_key):
            return first(w)
        v = w.v
        results = []
        try:
            for g in computed:
                args = []
                for rows, as_f32, read in g.sources:
                    if rows is None:
                        args.append(read(w))
                    else:
                        x = v[rows]
                        args.append(x.view(F32) if as_f32 else x)
                r = g.fn(*args)
                results.append(np.asarray(r, F32).view(U32) if g.out_f32 else np.asarray(r, U32))
        except EmulationError:  # the first instruction alone reports it precisely
            return first(w)
        # no instruction of the window reads what another writes: write after computing all
        for g, r in zip(computed, results):
            v[g.dst] = r
        for g in in_place:
            rows = g.sources[0][0]
            g.into(v[rows].view(F32), v[g.dst])
        _mark_written(w, written, extra, write_key)
        return after

    def batch(waves, sel: slice):
        """run for several waves of a workgroup at once on their stacked registers
        (wg.v[sel], see scheduler.run_lockstep), or None where any of them would not take the
        fused path or their scalar sources differ."""
        for w in waves:
            if not _ready(w, reads, read_key):
                return None
        v = waves[0].wg.v[sel]
        results = []
        try:
            for g in computed:
                args = []
                for rows, as_f32, read in g.sources:
                    if rows is None:
                        value = _same_value(read, waves)
                        if value is None:
                            return None
                        args.append(value)
                    else:
                        x = v[:, rows]
                        args.append(x.view(F32) if as_f32 else x)
                r = g.fn(*args)
                results.append(np.asarray(r, F32).view(U32) if g.out_f32 else np.asarray(r, U32))
        except EmulationError:
            return None
        for g, r in zip(computed, results):
            v[:, g.dst] = r
        for g in in_place:
            g.into(v[:, g.sources[0][0]].view(F32), v[:, g.dst])
        for w in waves:
            _mark_written(w, written, extra, write_key)
        return after
    run.batch = batch
    return run


def _same_value(read, waves):
    """The scalar operand read() gives in every wave if it is bitwise the same in all, else
    None. (A reader may return one reused box: compare each value as it is read.)"""
    x = read(waves[0])
    raw = np.asarray(x).tobytes()
    for w in waves[1:]:
        x = read(w)
        if np.asarray(x).tobytes() != raw:
            return None
    return x


def _chain(handlers: tuple, i: int) -> list[LaneOp]:
    """The reduction chain starting at instruction i: ops with a fold and the same key and
    destination D, every one after the first reading D (the previous result) and no other
    register any op writes; all sources plain vector registers. [] if shorter than 3."""
    first = getattr(handlers[i], "lane_op", None)
    if first is None or first.fold is None or first.width != 1:
        return []
    d = first.dst
    if any(_source_rows(first, k) is None for k in range(len(first.operands))):
        return []
    ops = [first]
    for h in handlers[i + 1:i + MAX_WINDOW]:
        op = getattr(h, "lane_op", None)
        if (op is None or op.key != first.key or op.dst != d or op.width != 1
                or any(_source_rows(op, k) is None for k in range(len(op.operands)))
                or d not in _reads(op)):
            break
        ops.append(op)
    return ops if len(ops) >= 3 else []


def _chain_handler(start: int, ops: list[LaneOp], first) -> Callable:
    """Runs a reduction chain as one fold. Every op but the first reads the accumulator D as
    the previous op's result; since fold's fn may take its inputs in any order and any number
    of times (a maximum, say), the chain's result is fold over all the other inputs, plus D's
    own value where the first op reads it. Falls back to the first op alone as _window_handler
    does."""
    d = ops[0].dst
    rows = list(_reads(ops[0]))
    for op in ops[1:]:
        rows.extend(r for r in _reads(op) if r != d)
    rows_a = np.array(sorted(set(rows)), np.intp)
    fold = ops[0].fold
    as_f32 = ops[0].kinds[0] == "f32"
    after = start + len(ops)
    extra = len(ops) - 1

    written = (d,)
    read_key, write_key = object(), object()

    def run(w):
        if not _ready(w, rows_a, read_key):
            return first(w)
        x = w.v.take(rows_a, axis=0)
        r = fold(x.view(F32) if as_f32 else x)
        if r is None:
            return first(w)
        w.v[d] = np.asarray(r).view(U32)
        _mark_written(w, written, extra, write_key)
        return after

    def batch(waves, sel: slice):
        """run for several waves of a workgroup at once (see _window_handler's batch)."""
        for w in waves:
            if not _ready(w, rows_a, read_key):
                return None
        v = waves[0].wg.v[sel]
        x = v.take(rows_a, axis=1).swapaxes(0, 1)  # (rows, waves, 64): fold reduces axis 0
        r = fold(x.view(F32) if as_f32 else x)
        if r is None:
            return None
        v[:, d] = np.asarray(r).view(U32)
        for w in waves:
            _mark_written(w, written, extra, write_key)
        return after
    run.batch = batch
    return run


def _lds_run(handlers: tuple, i: int) -> list[LdsGather]:
    """The fusable LDS reads starting at instruction i (see the module docstring); [] if
    fewer than 2."""
    first = getattr(handlers[i], "lds_gather", None)
    if first is None:
        return []
    run = [first]
    written = set(range(first.dst, first.dst + first.nregs))
    for h in handlers[i + 1:i + MAX_WINDOW]:
        g = getattr(h, "lds_gather", None)
        rows = set(range(g.dst, g.dst + g.nregs)) if g is not None else set()
        if g is None or g.unit != first.unit or g.addr in written or rows & written:
            break
        run.append(g)
        written |= rows
    return run if len(run) >= 2 else []


def _lds_run_handler(start: int, run: list[LdsGather], first) -> Callable:
    gathers = [g.gather for g in run]
    rows = [r for g in run for r in range(g.dst, g.dst + g.nregs)]
    dst = _rows_index(rows)
    nregs = len(rows)
    arrange = run[0].arrange
    contiguous = isinstance(dst, slice)
    after = start + len(run)
    extra = len(run) - 1
    write_key = object()
    # joined indices by the identities of their parts (the reads' cached index arrays, which
    # the entry keeps alive so that their ids are not reused): a loop alternates LDS buffers
    joined: dict[tuple, tuple] = {}

    def join(parts: list) -> np.ndarray:
        key = tuple(map(id, parts))
        hit = joined.get(key)
        if hit is None:
            if len(joined) >= _JOINED_CACHE:
                joined.clear()
            hit = joined[key] = (parts, np.concatenate(parts, axis=0))
        return hit[1]

    def run_all(w):
        if w.load_hook is not None or w.counters is not None:
            return first(w)
        try:
            parts = [g(w) for g in gathers]
        except EmulationError:  # the first read alone reports it precisely
            return first(w)
        if any(p is None for p in parts):  # some read has no cached indices: run it alone
            return first(w)
        index = join(parts)
        if arrange is None:
            w.v[dst] = w.lds.data.view(U32).take(index)
        else:
            rows8 = w.lds.data.view(np.uint64).take(index)
            if contiguous:
                arrange(rows8, w.v[dst])
            else:
                regs = np.empty((nregs, w.v.shape[1]), U32)
                arrange(rows8, regs)
                w.v[dst] = regs
        _mark_written(w, rows, extra, write_key)
        return after

    def batch(waves, sel: slice):
        """run_all for several waves of a workgroup at once (scheduler.run_lockstep): one take
        from LDS for all their reads, or None where any wave's read would not take the fused
        path (the wave then reads alone, which reports any error)."""
        try:
            parts = [g(w) for w in waves for g in gathers]
        except EmulationError:
            return None
        if any(p is None for p in parts):
            return None
        index = join(parts)
        n = len(waves)
        if arrange is None:
            regs = waves[0].lds.data.view(U32).take(index).reshape(n, nregs, -1)
        else:
            regs = np.empty((n, nregs, LANES), U32)
            arrange(waves[0].lds.data.view(np.uint64).take(index), regs.reshape(-1, LANES))
        waves[0].wg.v[sel, dst] = regs
        for w in waves:
            _mark_written(w, rows, extra, write_key)
        return after
    run_all.batch = batch
    return run_all


def fuse(handlers: tuple) -> tuple:
    """handlers with the first instruction of every worthwhile independent window replaced by
    a handler that runs the whole window (see the module docstring)."""
    out = list(handlers)
    n = len(handlers)
    i = 0
    while i < n:
        reads = _lds_run(handlers, i)
        if reads:
            out[i] = _lds_run_handler(i, reads, handlers[i])
            i += len(reads)
            continue
        chain = _chain(handlers, i)
        if chain:
            out[i] = _chain_handler(i, chain, handlers[i])
            i += len(chain)
            continue
        op = getattr(handlers[i], "lane_op", None)
        if op is None or _signature(op) is None:
            i += 1
            continue
        ops = [op]
        reads, writes = set(_reads(op)), set(_writes(op))
        j = i + 1
        while j < n and len(ops) < MAX_WINDOW:
            nxt = getattr(handlers[j], "lane_op", None)
            if nxt is None or _signature(nxt) is None:
                break
            r, wr = _reads(nxt), _writes(nxt)
            if wr & (reads | writes) or r & writes:
                break
            ops.append(nxt)
            reads |= r
            writes |= wr
            j += 1
        calls_saved = len(ops) - len({_signature(o) for o in ops})
        if calls_saved >= 2:
            out[i] = _window_handler(i, ops, handlers[i])
            i = j
        else:
            i += 1
    return tuple(out)
