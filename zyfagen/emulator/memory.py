"""Vector memory (global, buffer, loads into LDS) and LDS (ds_*) semantics.

Checks (each an EmulationError naming the lanes):
- every global/buffer access of an active lane must lie inside one bound buffer;
- alignment: global and buffer accesses of 2 bytes need 2-byte alignment, of 4 or more bytes
  4-byte alignment; LDS accesses need alignment to their size (16 for b128; 4 for b96). This is
  stricter than hardware with unaligned mode enabled, on purpose: our kernels never need it;
- LDS accesses must lie inside the workgroup's allocation and read only bytes written before.
  A store of never-written register lanes is a copy (issue 32, as scratch.py): its bytes read
  back as never-written destination dwords (state.Lds); global stores of them stay an error.

Raw buffer resources (stride 0) have the hardware's range check: a lane whose
voffset + inst_offset + size exceeds num_records loads 0 and stores nothing (Triton uses this
for masking). The scalar offset is not part of the check (GCN/CDNA raw-buffer rule).

All loads deliver their data immediately through `deliver()`; a counter model (issue 5) can
replace it to hold results back until s_waitcnt says they have arrived.
"""
from __future__ import annotations

import re

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .atomics import ATOMIC_OPS, atomic_in_lane_order
from .fusion import LdsGather, lds_gather
from .operands import reader32, sgpr_index, vgpr_row
from .semantics import modifier_int, reject_modifiers, semantics
from .state import ALL_LANES, LANE_IDS, LANES, M0, Wave

U32 = np.uint32
U64 = np.uint64

_SIZES = {"ubyte": 1, "sbyte": 1, "byte": 1, "ushort": 2, "sshort": 2, "short": 2, "dword": 4,
          "dwordx2": 8, "dwordx3": 12, "dwordx4": 16}


def deliver(w: Wave, row: int, words: np.ndarray, mask: np.ndarray, counter: str) -> None:
    """Write loaded dwords (n_active, ndw) into consecutive registers for the lanes in mask.

    Every load result reaches its registers through here. `counter` names the waitcnt counter
    that tracks it ('vmcnt' or 'lgkmcnt'). A wave's `load_hook`, when set, is called instead
    (issue 5's counter model can hold results back until s_waitcnt drains the counter).
    """
    if w.load_hook is not None:
        return w.load_hook(w, row, words, mask, counter)
    if w.counters is not None:  # the poison or a timed memory model holds the result back
        return w.counters.load_vgprs(w, row, words, mask)
    write_rows(w, row, words, mask)


def deliver_registers(w: Wave, row: int, regs: np.ndarray, counter: str) -> None:
    """deliver() for a result of all 64 lanes already in register order (ndw, 64): written
    straight into the registers unless a hook or memory model holds it back."""
    if w.load_hook is None and w.counters is None:
        _write_all_lanes(w, row, regs)
    else:
        deliver(w, row, regs.T, ALL_LANES, counter)


def deliver_defined(w: Wave, row: int, words: np.ndarray, undefined: np.ndarray | None,
                    mask: np.ndarray, counter: str) -> None:
    """deliver(), where `undefined` (n_active, ndw) marks dwords read from bytes stored from
    never-written registers (LDS, scratch): those stay never-written (issue 32)."""
    if undefined is None or not undefined.any():
        return deliver(w, row, words, mask, counter)
    lanes = np.flatnonzero(mask)
    for k in range(words.shape[1]):
        bad = undefined[:, k]
        ok = np.zeros(LANES, bool)
        ok[lanes[~bad]] = True
        deliver(w, row + k, words[~bad, k:k + 1], ok, counter)
        if bad.any():
            w.unwrite_v(row + k, lanes[bad])


def _write_all_lanes(w: Wave, row: int, regs: np.ndarray) -> None:
    ndw = regs.shape[0]
    w.v[row:row + ndw] = regs
    vfull = w.vfull
    for r in range(row, row + ndw):
        if not vfull[r]:
            w.vw[r] = True
            vfull[r] = True


def write_rows(w: Wave, row: int, words: np.ndarray, mask: np.ndarray) -> None:
    """Write load results (n_active, ndw) into registers row.. for the lanes in mask, now."""
    ndw = words.shape[1]
    if words.shape[0] == LANES:
        return _write_all_lanes(w, row, words.T)
    for k in range(ndw):
        full = np.zeros(LANES, dtype=U32)
        full[mask] = words[:, k]
        w.write_v(row + k, full, mask)


def _lds_in_flight(w: Wave, lds_addr: np.ndarray, data: np.ndarray, lanes: np.ndarray) -> None:
    """Under the poison memory model: a load to LDS (bytes (n, size) for LDS addresses (n,))
    lands when its vmcnt event completes (counters.CounterModel)."""
    off = w.lds._check(np.asarray(lds_addr, np.int64), data.shape[1], lanes, "load to LDS")
    idx = (off[:, None] + np.arange(data.shape[1])).reshape(-1)
    if w.lds.unstored_read is not None:
        w.lds.missing_write_check(idx, lanes, "load to LDS")
    w.counters.load_lds(w, idx, np.ascontiguousarray(data).reshape(-1), lanes)


def _lds_store_in_flight(w: Wave, addrs: np.ndarray, data: np.ndarray, lanes: np.ndarray,
                         what: str, undefined: np.ndarray | None = None) -> None:
    """Under a timed memory model: an LDS store (bytes (n, size)) lands over time (timed.py)."""
    off = w.lds._check(np.asarray(addrs, np.int64), data.shape[1], lanes, what)
    idx = (off[:, None] + np.arange(data.shape[1])).reshape(-1)
    if w.lds.unstored_read is not None:
        w.lds.missing_write_check(idx, lanes, what)
    states = None if undefined is None else np.where(undefined.reshape(-1), 3, 1).astype(np.uint8)
    data = np.ascontiguousarray(data).reshape(-1)
    if states is not None:
        data = np.where(states == 3, 0, data).astype(np.uint8)
    w.counters.store_lds(w, idx, data, lanes, states)


def _align_for(size: int) -> int:
    return 1 if size == 1 else 2 if size == 2 else 4


def _check_align(addrs: np.ndarray, lanes: np.ndarray, size: int, align: int, what: str) -> None:
    if align > 1 and addrs.size and int(np.bitwise_or.reduce(addrs)) & (align - 1):
        bad = (addrs & np.uint64(align - 1)) != 0
        if bad.any():
            raise EmulationError(f"unaligned {what} of {size} bytes at 0x{int(addrs[bad][0]):x} "
                                 f"(needs {align}-byte alignment)", lanes[bad])


def _bytes_to_words(data: np.ndarray, kind: str) -> np.ndarray:
    """Loaded bytes (n, size) -> dwords (n, ndw), sign/zero extending sub-dword loads."""
    n, size = data.shape
    if size >= 4:
        return np.ascontiguousarray(data).view(U32).reshape(n, size // 4)
    if size == 1:
        v = data[:, 0].astype(np.int8).astype(np.int32).view(U32) if kind == "sbyte" else data[:, 0].astype(U32)
    else:
        v16 = np.ascontiguousarray(data).view(np.uint16)[:, 0]
        v = v16.astype(np.int16).astype(np.int32).view(U32) if kind == "sshort" else v16.astype(U32)
    return v[:, None]


def _words_to_bytes(words: np.ndarray, size: int, hi16: bool = False) -> np.ndarray:
    """Store data: (n, ndw) dwords -> (n, size) bytes (sub-dword stores take the low bytes,
    or bytes 2-3 for the _d16_hi forms)."""
    # explicit width: a store with no active lane has zero rows, and -1 cannot be inferred then
    raw = np.ascontiguousarray(words).view(np.uint8).reshape(words.shape[0], 4 * words.shape[1])
    start = 2 if hi16 else 0
    return raw[:, start:start + size]


def _data_rows(w: Wave, row: int, ndw: int, mask: np.ndarray) -> np.ndarray:
    for k in range(ndw):
        if not w.vfull[row + k]:
            w.check_v(row + k, mask)
    if w.exec_all:
        return w.v[row:row + ndw].T
    return w.v[row:row + ndw, mask].T


def _lds_data(w: Wave, row: int, ndw: int, mask: np.ndarray, size: int):
    """LDS store data: (n_active, ndw) dwords and which of their `size` stored bytes per lane
    come from never-written register lanes ((n_active, size) bool, or None): storing those
    is a copy that marks the LDS bytes never-written (Lds), not an error (issue 32)."""
    if all(w.vfull[row + k] or not (mask & ~w.vw[row + k]).any() for k in range(ndw)):
        return _data_rows(w, row, ndw, mask), None
    undefined = ~w.vw[row:row + ndw, mask].T
    per_byte = np.repeat(undefined, 4, axis=1)
    return w.v[row:row + ndw, mask].T, (per_byte if size >= 4 else per_byte[:, :size])


def _offset(inst: DecodedInst) -> int:
    raw = inst.modifier("offset")
    return 0 if raw is None else int(raw, 0)


# ---- global ---------------------------------------------------------------------------------

def _fast_dwords(inst: DecodedInst, vaddr_op, saddr_op, ndw: int, what: str):
    """Dword data at SGPR base + 32-bit VGPR offset for all 64 lanes (EXEC all ones, the form
    Triton and zyfagen emit): gather(w) -> (64, ndw) uint32, with the same checks as the
    general path in fewer numpy calls. None when the instruction has another form.

    The buffer is the one holding the lowest lane address (the one this instruction used last
    time, if it still fits: loops alternate between buffers); the lowest and highest address
    inside it and 4-byte alignment (buffer bases are 64 KiB aligned) make every lane valid.
    Anything unusual goes through GlobalMemory.find with every lane's address, which finds the
    buffer or names the failing lanes."""
    sidx = sgpr_index(saddr_op) if saddr_op.kind != "off" else None
    vrow = vgpr_row(vaddr_op)
    if vrow is None:
        return None
    if sidx is None:
        return _fast_dwords64(inst, vrow, ndw, what)
    offset = _offset(inst)
    span = 4 * ndw
    cols = np.arange(ndw)
    delta = np.zeros((), np.int64)  # a 0-d array: a cheap ufunc operand (see operands.py)
    last = [None, None]  # (memory, buffer) of the previous execution
    # The VGPR offsets often repeat between executions (a loop advances the SGPR base):
    # their bytes, bounds on the smallest and largest value, 4-byte alignment and dword
    # indices are kept.
    seen = [None, 0, 0, False, None, False]

    def gather(w: Wave) -> np.ndarray:
        if not w.vfull[vrow]:
            w.check_v(vrow)
        s = w.s
        lo, hi = s[sidx], s[sidx + 1]
        if lo is None or hi is None:
            w.read_s(sidx, 2)  # raises naming the register
        start = (lo | (hi << 32)) + offset
        v = w.v[vrow]
        raw = v.tobytes()
        if raw != seen[0]:  # a new offset register (fewest numpy calls: it often is new)
            q = np.right_shift(v, _TWO_U32)
            # 0 and the OR of all offsets bound the smallest and largest offset (one reduction
            # for the bounds and the alignment); exact ones only if the bounds do not fit
            vor = int(np.bitwise_or.reduce(v))
            seen[:] = (raw, 0, vor, not vor & 3,
                       q.astype(np.int64) if ndw == 1 else np.add.outer(q, cols), False)
        _, vmin, vmax, aligned, vq, exact = seen
        mem = w.memory
        for _ in range(2):
            buf = last[1]
            first = start + vmin
            if last[0] is not mem or buf is None or not buf.base <= first < buf.base + buf.nbytes:
                buf = mem.buffer_at(first)
                last[0], last[1] = mem, buf
            if exact or not aligned or (buf is not None and start + vmax + span <= buf.base + buf.nbytes):
                break
            seen[1], seen[2], seen[5] = vmin, vmax, exact = int(v.min()), int(v.max()), True
        if (buf is not None and aligned and not start & 3
                and start + vmax + span <= buf.base + buf.nbytes):
            # every lane inside one buffer, 4-byte aligned: (v + start - base) / 4 as indices
            delta[()] = (start - buf.base) >> 2
            words = buf.data.view(U32)
            idx = np.add(vq, delta)
            return words.take(idx)[:, None] if ndw == 1 else words.take(idx)
        addr = v.astype(U64) + U64(start & 0xFFFFFFFFFFFFFFFF)
        if mem.unaligned_loads and what.endswith("load"):
            return mem.load_dwords(addr, ndw, LANE_IDS, what)
        _check_align(addr, LANE_IDS, span, 4, what)
        buf = mem.find(addr, span, LANE_IDS, what)
        idx = (addr - U64(buf.base)).astype(np.int64) >> 2
        words = buf.data.view(U32)
        return words.take(idx)[:, None] if ndw == 1 else words[idx[:, None] + cols]
    return gather


def _fast_dwords64(inst: DecodedInst, vrow: int, ndw: int, what: str):
    """_fast_dwords for a 64-bit address per lane in a VGPR pair (`vaddr, off`)."""
    offset = _offset(inst)
    span = 4 * ndw
    cols = np.arange(ndw)
    low2 = np.full(LANES, 3, np.int64)
    shift = np.full(LANES, 2, np.int64)
    delta = np.zeros((), np.int64)
    limit = np.zeros((), U64)
    last = [None, None]

    def gather(w: Wave) -> np.ndarray:
        vfull = w.vfull
        if not (vfull[vrow] and vfull[vrow + 1]):
            w.check_v(vrow)
            w.check_v(vrow + 1)
        addr = np.ascontiguousarray(w.v[vrow:vrow + 2].T).view(U64)[:, 0]  # without the offset
        mem = w.memory
        buf = last[1]
        first = int(addr[0]) + offset
        if last[0] is not mem or buf is None or not buf.base <= first < buf.base + buf.nbytes:
            buf = mem.buffer_at(first)
            last[0], last[1] = mem, buf
        if buf is not None:
            delta[()] = buf.base - offset
            limit[()] = buf.nbytes - span
            rel = np.subtract(addr.view(np.int64), delta)
        if (buf is None or np.count_nonzero(np.bitwise_and(rel, low2))
                or np.count_nonzero(np.greater(rel.view(U64), limit))):
            full = addr + U64(offset & 0xFFFFFFFFFFFFFFFF)
            _check_align(full, LANE_IDS, span, 4, what)
            buf = mem.find(full, span, LANE_IDS, what)
            rel = (full - U64(buf.base)).astype(np.int64)
        idx = np.right_shift(rel, shift, out=rel)
        words = buf.data.view(U32)
        return words.take(idx)[:, None] if ndw == 1 else words[idx[:, None] + cols]
    return gather


def _global_address(inst: DecodedInst, vaddr_op, saddr_op):
    offset = _offset(inst)
    vrow = vgpr_row(vaddr_op)
    sidx = sgpr_index(saddr_op) if saddr_op.kind != "off" else None

    if sidx is None:
        def addr64(w: Wave, mask):
            for r in (vrow, vrow + 1):
                if not w.vfull[r]:
                    w.check_v(r, mask)
            pair = w.v[vrow:vrow + 2]
            if not w.exec_all:
                pair = pair[:, mask]
            return np.ascontiguousarray(pair.T).view(U64)[:, 0] + U64(offset & 0xFFFFFFFFFFFFFFFF)
        return addr64

    def addr_s(w: Wave, mask):
        if not w.vfull[vrow]:
            w.check_v(vrow, mask)
        base = w.read_s(sidx, 2)
        v = w.v[vrow] if w.exec_all else w.v[vrow, mask]
        return U64((base + offset) & 0xFFFFFFFFFFFFFFFF) + v.astype(U64)
    return addr_s


def _global_factory(inst: DecodedInst, info, ctx):
    m = re.match(r"global_(load|store)(_lds)?_(\w+?)(_d16_hi)?$", inst.mnemonic)
    op, to_lds, kind, hi16 = m[1], m[2] is not None, m[3], m[4] is not None
    reject_modifiers(inst, ("offset", "sc0", "sc1", "nt"))
    size = _SIZES[kind]
    ndw = max(1, size // 4)
    align = _align_for(size)
    what = f"global {op}"
    if to_lds:
        address = _global_address(inst, inst.operands[0], inst.operands[1])
        offset = _offset(inst)
        stride = 16 if size > 8 else 4
        # all lanes with size == stride fill one contiguous LDS range
        fast = _fast_dwords(inst, inst.operands[0], inst.operands[1], ndw, what) \
            if size == stride else None

        def run_lds(w: Wave):
            m0 = w.s[M0]
            if fast is not None and w.exec_all and m0 is not None and w.counters is None:
                base = (m0 & 0x3FFFC) + offset
                words = fast(w)
                w.lds.store_range(base, words.reshape(-1), "load to LDS")
                return
            mask = w.exec_mask
            lanes = LANE_IDS if w.exec_all else LANE_IDS[mask]
            addrs = address(w, mask)
            _check_align(addrs, lanes, size, 1 if w.memory.unaligned_loads else align, what)
            m0 = w.s[M0]
            if m0 is None:
                raise EmulationError("read of never-written m0 (LDS destination of a load to LDS)")
            lds_addr = ((m0 & 0x3FFFC) + offset) + lanes.astype(np.int64) * stride
            if size >= 4:
                words = w.memory.load_dwords(addrs, ndw, lanes, what)
                if w.counters is not None:
                    return _lds_in_flight(w, lds_addr, words.view(np.uint8), lanes)
                w.lds.store_dwords(lds_addr, words, lanes, "load to LDS")
            else:
                data = w.memory.load(addrs, size, lanes, what)
                if w.counters is not None:
                    return _lds_in_flight(w, lds_addr, data, lanes)
                w.lds.store(lds_addr, data, lanes, "load to LDS")
        return run_lds
    if op == "load":
        row = vgpr_row(inst.operands[0])
        address = _global_address(inst, inst.operands[1], inst.operands[2])
        if hi16:
            raise EmulationError("d16_hi loads are not modelled")
        fast = _fast_dwords(inst, inst.operands[1], inst.operands[2], ndw, what) \
            if size >= 4 else None

        def run_load(w: Wave):
            if fast is not None and w.exec_all:
                return deliver(w, row, fast(w), ALL_LANES, "vmcnt")
            mask = w.exec_mask
            lanes = LANE_IDS[mask]
            addrs = address(w, mask)
            _check_align(addrs, lanes, size, 1 if w.memory.unaligned_loads else align, what)
            if size >= 4:
                words = w.memory.load_dwords(addrs, ndw, lanes, what)
            else:
                words = _bytes_to_words(w.memory.load(addrs, size, lanes, what), kind)
            deliver(w, row, words, mask, "vmcnt")
        return run_load
    address = _global_address(inst, inst.operands[0], inst.operands[2])
    drow = vgpr_row(inst.operands[1])

    def run_store(w: Wave):
        mask = w.exec_mask
        lanes = LANE_IDS[mask]
        addrs = address(w, mask)
        _check_align(addrs, lanes, size, align, what)
        data = _data_rows(w, drow, ndw, mask)
        w.memory.store(addrs, _words_to_bytes(data, size, hi16), lanes, what)
    return run_store


for _k in _SIZES:
    semantics(f"global_load_{_k}")(_global_factory)
    semantics(f"global_store_{_k}")(_global_factory)
for _k in ("ubyte", "sbyte", "ushort", "sshort", "dword", "dwordx3", "dwordx4"):
    semantics(f"global_load_lds_{_k}")(_global_factory)
semantics("global_store_byte_d16_hi", "global_store_short_d16_hi")(_global_factory)


# ---- buffer -----------------------------------------------------------------------------------

def _buffer_factory(inst: DecodedInst, info, ctx):
    m = re.match(r"buffer_(load|store|atomic)_(\w+?)(_d16_hi|_d16)?$", inst.mnemonic)
    op, kind, hi16 = m[1], m[2], m[3] == "_d16_hi"
    lo16 = m[3] == "_d16" and op == "load"  # the low half loaded, the high half kept
    reject_modifiers(inst, ("offset", "offen", "idxen", "lds", "sc0", "sc1", "nt"))
    if op == "atomic":
        if inst.modifier("sc0") is not None:
            raise EmulationError(f"{inst.mnemonic} returning the old value (sc0) is not modelled")
        kind = "dword"
    idxen = inst.modifier("idxen") is not None
    to_lds = inst.modifier("lds") is not None
    size = _SIZES[kind]
    ndw = max(1, size // 4)
    align = _align_for(size)
    ops = list(inst.operands)
    data_op = None if to_lds else ops.pop(0)
    vaddr_op, rsrc_op, soff_op = ops[0], ops[1], ops[2]
    offen = inst.modifier("offen") is not None
    # VADDR: the index (idxen) and/or the offset (offen); with both, v[n] index, v[n+1] offset
    irow = vgpr_row(vaddr_op) if idxen else None
    vrow = (vgpr_row(vaddr_op) + (1 if idxen else 0)) if offen else None
    rsrc = sgpr_index(rsrc_op)
    soff = reader32(soff_op)
    inst_off = _offset(inst)
    what = f"buffer {op}"

    def address(w: Wave, mask):
        desc = w.read_s(rsrc, 4)
        base = desc & 0xFFFFFFFFFFFF
        stride = (desc >> 48) & 0x3FFF
        num_records = (desc >> 64) & 0xFFFFFFFF
        if (desc >> 63) & 1 or (desc >> (96 + 23)) & 1:
            raise EmulationError("buffer resource with swizzle or add_tid is not modelled")
        if vrow is not None:
            if not w.vfull[vrow]:
                w.check_v(vrow, mask)
            voff = w.v[vrow, mask].astype(np.int64)
        else:
            voff = np.zeros(int(mask.sum()), dtype=np.int64)
        off = voff + inst_off
        if irow is None:
            # a raw buffer (AMD CDNA4 ISA guide, 9.1.5.1 "Range Checking": used when AddTID 0,
            # SwizzleEn 0 and IdxEn 0, whatever the stride; out of range if InstOffset + the
            # VGPR offset >= NumRecords, in bytes): the stride plays no part without idxen
            in_range = off + size <= num_records
            addrs = (U64(base + int(soff(w))) + off.astype(U64))
            return addrs, in_range
        # structured (idxen; CDNA4 ISA 9.1.5.1: out of range if Index >= NumRecords when the
        # stride is non-zero): base + soffset + stride * index + offset
        if irow is not None and not w.vfull[irow]:
            w.check_v(irow, mask)
        index = w.v[irow, mask].astype(np.int64) if irow is not None else np.zeros(int(mask.sum()), np.int64)
        in_range = index < num_records if stride else off + size <= num_records
        addrs = U64(base + int(soff(w))) + (index * stride + off).astype(U64)
        return addrs, in_range

    if to_lds:
        def run_lds(w: Wave):
            mask = w.exec_mask
            lanes = LANE_IDS[mask]
            addrs, ok = address(w, mask)
            _check_align(addrs[ok], lanes[ok], size, 1 if w.memory.unaligned_loads else align, what)
            data = np.zeros((lanes.size, size), dtype=np.uint8)
            data[ok] = w.memory.load(addrs[ok], size, lanes[ok], what)
            m0 = w.s[M0]
            if m0 is None:
                raise EmulationError("read of never-written m0 (LDS destination of a load to LDS)")
            stride = 16 if size > 8 else 4
            lds_addr = np.uint64((m0 & 0x3FFFC) + inst_off) + lanes.astype(U64) * U64(stride)
            if w.counters is not None:
                return _lds_in_flight(w, lds_addr.astype(np.int64), data, lanes)
            w.lds.store(lds_addr, data, lanes, "load to LDS")
        return run_lds
    row = vgpr_row(data_op)
    if op == "load":
        def run_load(w: Wave):
            mask = w.exec_mask
            lanes = LANE_IDS[mask]
            addrs, ok = address(w, mask)
            _check_align(addrs[ok], lanes[ok], size, 1 if w.memory.unaligned_loads else align, what)
            words = np.zeros((lanes.size, ndw), dtype=U32)
            if size >= 4:
                words[ok] = w.memory.load_dwords(addrs[ok], ndw, lanes[ok], what)
            else:
                words[ok] = _bytes_to_words(w.memory.load(addrs[ok], size, lanes[ok], what), kind)
            if lo16:  # D16 preserves the other half on GFX9 (LLVM test/CodeGen/AMDGPU/load-lo16.ll,
                # load-hi16.ll for gfx900); its bits are read at issue (a never-written half reads 0)
                words[:, 0] = (w.v[row, mask] & U32(0xFFFF0000)) | (words[:, 0] & U32(0xFFFF))
            deliver(w, row, words, mask, "vmcnt")
        return run_load

    if op == "atomic":
        combine = ATOMIC_OPS[m[2]]

        def run_atomic(w: Wave):
            mask = w.exec_mask
            lanes, (addrs, ok) = LANE_IDS[mask], address(w, mask)
            _check_align(addrs[ok], lanes[ok], 4, 4, what)
            data = _data_rows(w, row, 1, mask)[:, 0]
            atomic_in_lane_order(w, addrs[ok], data[ok], lanes[ok], combine, what)
        return run_atomic

    def run_store(w: Wave):
        mask = w.exec_mask
        lanes = LANE_IDS[mask]
        addrs, ok = address(w, mask)
        _check_align(addrs[ok], lanes[ok], size, align, what)
        data = _data_rows(w, row, ndw, mask)
        w.memory.store(addrs[ok], _words_to_bytes(data, size, hi16)[ok], lanes[ok], what)
    return run_store


for _k in _SIZES:
    semantics(f"buffer_load_{_k}")(_buffer_factory)
    semantics(f"buffer_store_{_k}")(_buffer_factory)
semantics("buffer_store_byte_d16_hi", "buffer_store_short_d16_hi")(_buffer_factory)
semantics("buffer_load_short_d16")(_buffer_factory)


# ---- LDS ------------------------------------------------------------------------------------

_DS_SIZES = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "b32": 4, "b64": 8,
             "b96": 12, "b128": 16}


def _lds_align(size: int) -> int:
    return {1: 1, 2: 2, 4: 4, 8: 8, 12: 4, 16: 16}[size]


def _lds_addr(inst: DecodedInst, op):
    row = vgpr_row(op)
    offset = modifier_int(inst, "offset", 0)

    off = np.array(offset, np.int64)  # a 0-d array: a cheap ufunc operand

    def addr(w: Wave, mask):
        if not w.vfull[row]:
            w.check_v(row, mask)
        v = w.v[row] if w.exec_all else w.v[row, mask]
        return np.add(v, off, dtype=np.int64)
    return addr


def _check_lds_align(addrs, lanes, size, what):
    align = _lds_align(size)
    if align == 1 or not int(np.bitwise_or.reduce(addrs)) & (align - 1):
        return
    bad = addrs % align != 0
    if bad.any():
        raise EmulationError(f"unaligned {what} of {size} bytes at LDS 0x{int(addrs[bad][0]):x} "
                             f"(needs {align}-byte alignment)", lanes[bad])


def _ds_factory(inst: DecodedInst, info, ctx):
    m = re.match(r"ds_(read|write)_(b8|u8|i8|b16|u16|i16|b32|b64|b96|b128)(_d16_hi)?$", inst.mnemonic)
    op, kind, hi16 = m[1], m[2], m[3] is not None
    reject_modifiers(inst, ("offset", "gds"))
    if inst.modifier("gds") is not None:
        raise EmulationError("GDS is not modelled")
    size = _DS_SIZES[kind]
    ndw = max(1, size // 4)
    what = f"LDS {op}"
    if op == "read":
        if hi16:
            raise EmulationError("d16_hi LDS reads are not modelled")
        row = vgpr_row(inst.operands[0])
        addr = _lds_addr(inst, inst.operands[1])
        ext = {"i8": "sbyte", "i16": "sshort"}.get(kind, "u")

        fast = size in (4, 8, 16)
        log2 = {4: 2, 8: 3, 16: 4}.get(size, 0)
        shift = np.full(LANES, log2, np.int64)
        full_word = np.array(0x01010101, U32)

        arow = vgpr_row(inst.operands[1])
        # the last address register bytes whose dwords were all found written, their LDS and
        # the dword index of every destination dword in register order (ndw, 64): written
        # bytes stay written in the immediate model, so the check is not repeated for them
        seen: dict[bytes, tuple] = {}  # address register bytes -> (LDS, dword indices)
        dword = np.arange(ndw)[:, None]
        reader = f"`{inst.text}` at 0x{inst.address:x}"

        def run_read(w: Wave):
            mask = w.exec_mask
            if fast and w.exec_all:
                lds = w.lds
                if w.vfull[arow] and w.counters is None:
                    hit = seen.get(w.v[arow].tobytes())
                    if hit is not None and hit[0] is lds.token:
                        return deliver_registers(w, row, lds.data.view(U32).take(hit[1]), "lgkmcnt")
                # aligned and below the power-of-two LDS array: then also inside it; bytes
                # never written (incl. beyond the allocation) go to the checking path below
                a = addr(w, mask)
                if not lds.flight_bytes and not np.count_nonzero(np.bitwise_and(a, lds.beyond[size])):
                    q = np.right_shift(a, shift)
                    written = lds.written.view(U32).reshape(-1, ndw).take(q, axis=0)
                    if not np.count_nonzero(np.not_equal(written, full_word)):
                        if w.counters is None:
                            if len(seen) >= _ADDRESS_CACHE:
                                seen.clear()
                            seen[w.v[arow].tobytes()] = (lds.token, q[None, :] * ndw + dword)
                        words = lds.data.view(U32).reshape(-1, ndw).take(q, axis=0)
                        return deliver(w, row, words, ALL_LANES, "lgkmcnt")
            lanes = LANE_IDS if w.exec_all else LANE_IDS[mask]
            a = addr(w, mask)
            _check_lds_align(a, lanes, size, what)
            w.lds.reader = reader  # named if it reads bytes no store wrote (state.Lds)
            if size >= 4:
                words, undefined = w.lds.load_dwords_defined(a, ndw, lanes, what)
            else:
                data, undefined = w.lds.load_defined(a, size, lanes, what)
                words = _bytes_to_words(data, ext)
                undefined = None if undefined is None else undefined.any(axis=1)[:, None]
            deliver_defined(w, row, words, undefined, mask, "lgkmcnt")

        def gather(w: Wave):
            # run_read's first path only: the cached dword indices, else None (run it alone)
            if w.exec_all and w.vfull[arow]:
                hit = seen.get(w.v[arow].tobytes())
                if hit is not None and hit[0] is w.lds.token:
                    return hit[1]
            return None
        if fast and row is not None and arow is not None:
            lds_gather(run_read, LdsGather("u32", row, ndw, arow, gather, None))
        return run_read
    addr = _lds_addr(inst, inst.operands[0])
    drow = vgpr_row(inst.operands[1])

    byte = 2 if hi16 else 0  # the register byte a one-byte store takes

    def run_write(w: Wave):
        mask = w.exec_mask
        lds = w.lds
        if size == 1 and w.exec_all and w.vfull[drow] and w.counters is None \
                and not (lds.pending_bytes or lds.flight_bytes) and lds.unstored_read is None:
            # a byte store (Triton packs P this way) in fewest numpy calls; lanes in order, so
            # later lanes win on overlap as in Lds.store, which reports any bad address
            a = addr(w, mask)
            if int(a.min()) >= 0 and int(a.max()) < lds.size:
                lds.data[a] = w.v[drow].view(np.uint8)[byte::4]
                lds.written[a] = 1
                return
        lanes = LANE_IDS if w.exec_all else LANE_IDS[mask]
        a = addr(w, mask)
        _check_lds_align(a, lanes, size, what)
        data, undefined = _lds_data(w, drow, ndw, mask, size)
        if w.counters is not None and w.counters.holds_lds_stores:
            return _lds_store_in_flight(w, a, _words_to_bytes(data, size, hi16), lanes, what,
                                        undefined)
        if undefined is not None:
            w.lds.store(a, _words_to_bytes(data, size, hi16), lanes, what, undefined)
        elif size >= 4:
            w.lds.store_dwords(a, np.ascontiguousarray(data), lanes, what)
        else:
            w.lds.store(a, _words_to_bytes(data, size, hi16), lanes, what)
    return run_write


for _k in _DS_SIZES:
    semantics(f"ds_read_{_k}")(_ds_factory)
    semantics(f"ds_write_{_k}")(_ds_factory)
semantics("ds_write_b8_d16_hi", "ds_write_b16_d16_hi")(_ds_factory)


@semantics("ds_read2_b32", "ds_read2_b64", "ds_write2_b32", "ds_write2_b64")
def _ds2(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ("offset0", "offset1"))
    size = 4 if inst.mnemonic.endswith("b32") else 8
    ndw = size // 4
    o0, o1 = modifier_int(inst, "offset0") * size, modifier_int(inst, "offset1") * size
    read = "read" in inst.mnemonic
    base_op = inst.operands[1] if read else inst.operands[0]
    brow = vgpr_row(base_op)

    def run(w: Wave):
        mask = w.exec_mask
        lanes = LANE_IDS[mask]
        if not w.vfull[brow]:
            w.check_v(brow, mask)
        base = w.v[brow, mask].astype(np.int64)
        for k, off in enumerate((o0, o1)):
            a = base + off
            _check_lds_align(a, lanes, size, "LDS access")
            if read:
                w.lds.reader = f"`{inst.text}` at 0x{inst.address:x}"
                data, undefined = w.lds.load_defined(a, size, lanes, "LDS read2")
                undefined = None if undefined is None else undefined.reshape(-1, ndw, 4).any(axis=2)
                deliver_defined(w, vgpr_row(inst.operands[0]) + k * ndw, _bytes_to_words(data, "u"),
                                undefined, mask, "lgkmcnt")
            else:
                data, undefined = _lds_data(w, vgpr_row(inst.operands[1 + k]), ndw, mask, size)
                if w.counters is not None and w.counters.holds_lds_stores:
                    _lds_store_in_flight(w, a, _words_to_bytes(data, size), lanes, "LDS write2",
                                         undefined)
                else:
                    w.lds.store(a, _words_to_bytes(data, size), lanes, "LDS write2", undefined)
    return run


@semantics("ds_bpermute_b32")
def _bpermute(inst: DecodedInst, info, ctx):
    """dst[lane] = data[(addr[lane] + offset) / 4 mod 64]; an inactive source lane gives 0
    (the source data passes through LDS only for active lanes; unverified)."""
    reject_modifiers(inst, ("offset",))
    row = vgpr_row(inst.operands[0])
    arow = vgpr_row(inst.operands[1])
    drow = vgpr_row(inst.operands[2])
    offset = modifier_int(inst, "offset", 0)
    off_a, two, low6 = np.array(offset & 0xFFFFFFFF, U32), np.array(2, U32), np.array(63, U32)

    def run(w: Wave):
        mask = w.exec_mask
        if w.exec_all and w.vfull[arow] and w.vfull[drow]:
            # every source lane is active and written: one gather (uint32 wrap-around of the
            # address does not change its bits 2-7, the lane number)
            a = w.v[arow]
            src = np.bitwise_and(np.right_shift(np.add(a, off_a) if offset else a, two), low6)
            return deliver(w, row, w.v[drow].take(src)[:, None], ALL_LANES, "lgkmcnt")
        w.check_v(arow)
        src = ((w.v[arow].astype(np.int64) + offset) >> 2) & 63
        ok = mask[src]
        vals = np.where(ok, w.v[drow][src], U32(0))
        # a lane reading a never-written source lane gets a never-written copy (issue 32)
        undefined = None if w.vfull[drow] else (ok & ~w.vw[drow][src])[mask][:, None]
        deliver_defined(w, row, vals[mask][:, None], undefined, mask, "lgkmcnt")  # LDS unit
    return run


def tr_permutation(ebytes: int) -> np.ndarray:
    """The transposed read as a byte permutation (see _read_tr): output byte lane*8 + k of
    the 64 lanes' 8-byte results comes from input byte perm[lane*8 + k] of the 64 lanes'
    8-byte rows read from LDS."""
    elems = 8 // ebytes
    per_row = 16 // elems
    lane = np.arange(LANES)
    base, i = lane - lane % 16, lane % 16
    r = np.arange(elems)
    src_lane = base[:, None] + r[None, :] * per_row + (i // elems)[:, None]  # (64, E)
    src_elem = np.broadcast_to((i % elems)[:, None], (LANES, elems))
    # output byte lane*8 + r*ebytes + b comes from input byte src_lane*8 + src_elem*ebytes + b
    return (src_lane[:, :, None] * 8 + src_elem[:, :, None] * ebytes
            + np.arange(ebytes)[None, None, :]).reshape(-1)


def tr_arrange(ebytes: int):
    """tr_permutation as reshapes: arrange(rows, out) writes into `out` ((2n, 64) uint32, the
    destination registers of n reads in order) the transposed results of `rows` ((n * 64,)
    uint64, each read's 64 lanes' 8-byte LDS rows). One strided copy and no index array.

    Group g of 16 lanes, E = 8 / ebytes elements per lane, P = 16 / E: source lane r*P + h,
    element e, byte b goes to lane h*E + e, byte r*ebytes + b, i.e. register r // R, byte
    (r % R)*ebytes + b with R = 4 / ebytes; reshaping both sides into those axes leaves one
    transpose (tests/emulator/test_emulator_fusion.py checks it against tr_permutation)."""
    elems = 8 // ebytes
    per_row = 16 // elems
    rr = 4 // ebytes

    def arrange(rows: np.ndarray, out: np.ndarray) -> None:
        n = rows.size // LANES
        src = rows.view(np.uint8).reshape(n, 4, 2, rr, per_row, elems, ebytes)
        dst = out.view(np.uint8).reshape(n, 2, 4, per_row, elems, rr, ebytes)
        np.copyto(dst, src.transpose(0, 2, 1, 4, 5, 3, 6))
    return arrange


_FULL64 = np.array(0x0101010101010101, U64)
_TWO_U32 = np.array(2, U32)
_ADDRESS_CACHE = 16  # address-register values remembered per LDS read instruction


def _global_atomic_factory(inst: DecodedInst, info, ctx):
    reject_modifiers(inst, ("offset", "sc0", "sc1", "nt"))
    if inst.modifier("sc0") is not None:
        raise EmulationError(f"{inst.mnemonic} returning the old value (sc0) is not modelled")
    combine = ATOMIC_OPS[inst.mnemonic[len("global_atomic_"):]]
    address = _global_address(inst, inst.operands[0], inst.operands[2])
    drow = vgpr_row(inst.operands[1])
    what = "global atomic"

    def run(w: Wave):
        mask = w.exec_mask
        lanes, addrs = LANE_IDS[mask], address(w, mask)
        _check_align(addrs, lanes, 4, 4, what)
        atomic_in_lane_order(w, addrs, _data_rows(w, drow, 1, mask)[:, 0], lanes, combine, what)
    return run


for _k in ATOMIC_OPS:
    semantics(f"global_atomic_{_k}")(_global_atomic_factory)
    semantics(f"buffer_atomic_{_k}")(_buffer_factory)
