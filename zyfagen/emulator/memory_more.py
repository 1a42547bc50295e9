"""Memory instructions AITER's gfx950 code objects use beyond memory.py's families (issue 32),
kept apart so memory.py stays under the architecture limit: the LDS transposed reads
(ds_read_b64_tr_b8 / _b16 / _b4) and the 64-bit compare-and-swap."""
from __future__ import annotations

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .fusion import LdsGather, lds_gather
from .memory import (U32, U64, _ADDRESS_CACHE, _FULL64, _check_align, _check_lds_align, _data_rows,
                     _global_address, _lds_addr, deliver, deliver_defined, deliver_registers,
                     tr_arrange)
from .operands import vgpr_row
from .semantics import modifier_int, reject_modifiers, semantics
from .state import ALL_LANES, LANE_IDS, LANES, Wave


def tr4_arrange(rows: np.ndarray, out: np.ndarray) -> None:
    """ds_read_b64_tr_b4's transpose (see _read_tr with E = 16 elements of 4 bits): in each group
    of 16 lanes, lane i's nibble r is nibble i of lane r's 8-byte row, a 16 x 16 nibble
    transpose. rows (n * 64,) uint64, out (2n, 64) uint32 as tr_arrange."""
    n = rows.size // LANES
    b = rows.view(np.uint8).reshape(n, 4, 16, 8)  # read, group, source lane r, byte
    nib = np.stack([b & 0xF, b >> 4], axis=-1).reshape(n, 4, 16, 16)  # [.., r, element e]
    t = nib.transpose(0, 1, 3, 2)  # [.., lane i = e, nibble r]
    packed = (t[..., 0::2] | (t[..., 1::2] << 4)).astype(np.uint8).reshape(n, LANES, 8)
    np.copyto(out.reshape(n, 2, LANES), packed.view(np.uint32).reshape(n, LANES, 2).transpose(0, 2, 1))


@semantics("ds_read_b64_tr_b8", "ds_read_b64_tr_b16", "ds_read_b64_tr_b4")
def _read_tr(inst: DecodedInst, info, ctx):
    """Transposed LDS read (gfx950, CDNA4 ISA 'MFMA Transpose Load from LDS').

    Lanes work in groups of 16; each lane addresses 8 bytes, i.e. E elements (E = 8 for b8,
    4 for b16). The group's 16 x 8 bytes form an E x 16 matrix whose row r is made of lanes
    r*(16/E) .. r*(16/E) + 16/E - 1 in order; lane i of the group receives column i, so its
    element r comes from lane r*(16/E) + i // E, element i % E. EXEC must be all ones (ISA
    requirement, checked). Derived from the ISA text (each lane ends with E consecutive K
    values of one column) and confirmed end to end: Triton's gfx950 GEMM with a K x N row-major
    B operand and its FP8 attention kernel (both use ds_read_b64_tr_b8) match numpy.
    """
    reject_modifiers(inst, ("offset",))
    row = vgpr_row(inst.operands[0])
    addr = _lds_addr(inst, inst.operands[1])
    # b4: E = 16 elements of a nibble, one source lane per row: the b8/b16 rule carried to 4
    # bits, confirmed end to end (not on hardware) by AITER's f4f4 attention with AITER's V
    # packer (tests/emulator/test_aiter_v4.py: alternative rules miss the fp64 bound 8-10x)
    ebytes = {"b4": 0, "b8": 1, "b16": 2}[inst.mnemonic.rsplit("_", 1)[1]]
    arrange = tr_arrange(ebytes) if ebytes else tr4_arrange
    arow = vgpr_row(inst.operands[1])
    offset = modifier_int(inst, "offset", 0)
    # The address register takes few values (a loop alternates between LDS buffers): per value
    # (its bytes) the 8-byte row indices, the largest address and alignment are kept, and the
    # LDS token (Lds.token) under which its rows were last found written: written bytes stay
    # written in the immediate model until a store of never-written registers renews it.
    seen: dict[bytes, list] = {}

    def check(w: Wave) -> tuple[np.ndarray, np.ndarray | None]:
        """Every check of the read; the index of each lane's 8-byte LDS row, and which of the
        rows' bytes were stored from never-written registers ((64, 8) bool, or None)."""
        if not w.exec_all:
            raise EmulationError(f"{inst.mnemonic} needs EXEC all ones", np.nonzero(~w.exec_mask)[0])
        if not w.vfull[arow]:
            w.check_v(arow)
        lds = w.lds
        raw = w.v[arow].tobytes()
        entry = seen.get(raw)
        if entry is None:
            a = w.v[arow].astype(np.int64) + offset
            if len(seen) >= _ADDRESS_CACHE:
                seen.clear()
            entry = seen[raw] = [a >> 3, int(a.max()),
                                 not np.count_nonzero(a & 7) and int(a.min()) >= 0, None]
        q, amax, aligned, verified = entry
        if not aligned or amax + 8 > lds.size:
            a = addr(w, w.exec_mask)
            _check_lds_align(a, LANE_IDS, 8, "transposed LDS read")
            lds.load(a, 8, LANE_IDS, "transposed LDS read")  # raises naming the lanes
        if verified is not lds.token or w.counters is not None:
            if lds.flight_bytes or np.count_nonzero(lds.written.view(U64).take(q) != _FULL64):
                # names the bytes pending or in flight; bytes no store wrote read as undefined
                lds.reader = f"`{inst.text}` at 0x{inst.address:x}"
                _, undefined = lds.load_defined(addr(w, w.exec_mask), 8, LANE_IDS, "transposed LDS read")
                if undefined is not None:
                    return q, undefined
            entry[3] = lds.token
        return q, None

    def gather(w: Wave) -> np.ndarray | None:
        q, undefined = check(w)
        return q if undefined is None else None  # None: run it alone (fusion)

    def run(w: Wave):
        q, undefined = check(w)
        regs = np.empty((2, LANES), U32)
        arrange(w.lds.data.view(U64).take(q), regs)
        if undefined is None:
            return deliver_registers(w, row, regs, "lgkmcnt")
        # the same transpose of per-byte flags (0xFF: both nibbles, for b4): a result dword
        # with any undefined byte stays never-written
        flags = np.zeros((2, LANES), U32)
        arrange((undefined.astype(np.uint8) * np.uint8(0xFF)).view(U64).reshape(-1), flags)
        deliver_defined(w, row, regs.T, (flags != 0).T, ALL_LANES, "lgkmcnt")
    if row is not None and arow is not None:
        lds_gather(run, LdsGather(f"tr{ebytes}", row, 2, arow, gather, arrange))
    return run


@semantics("global_atomic_cmpswap_x2")
def _global_cmpswap_x2(inst: DecodedInst, info, ctx):
    """64-bit compare-and-swap (the CDNA3 ISA guide's FLAT/GLOBAL_ATOMIC_CMPSWAP_X2: tmp = MEM;
    MEM = tmp == DATA[2:3] ? DATA[0:1] : tmp; the pre-op value returned with sc0), lane by lane
    in lane order (as atomics.py's other atomics); AITER's code objects use it
    (benchmarks/aiter_census.py). Without sc0 there is no vdst operand."""
    reject_modifiers(inst, ("offset", "sc0", "sc1", "nt"))
    returns = inst.modifier("sc0") is not None
    ops = inst.operands if returns else (None,) + tuple(inst.operands)
    dst = vgpr_row(ops[0]) if returns else None
    address = _global_address(inst, ops[1], ops[3])
    drow = vgpr_row(ops[2])
    what = "global atomic"

    def run(w: Wave):
        mask = w.exec_mask
        lanes, addrs = LANE_IDS[mask], address(w, mask)
        _check_align(addrs, lanes, 8, 8, what)
        data = _data_rows(w, drow, 4, mask)  # (lanes, 4): src lo, hi, cmp lo, hi
        old = np.zeros((lanes.size, 2), U32)
        for n, (a, lane) in enumerate(zip(addrs.tolist(), lanes.tolist())):
            at, ln = np.array([a], U64), np.array([lane])
            cur = w.memory.load_dwords(at, 2, ln, what)[0]
            old[n] = cur
            if cur[0] == data[n, 2] and cur[1] == data[n, 3]:
                w.memory.store(at, data[n, :2].astype(U32).view(np.uint8)[None, :], ln, what)
        if returns:
            deliver(w, dst, old, mask, "vmcnt")
    return run

