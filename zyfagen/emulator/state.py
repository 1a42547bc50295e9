"""Machine state: global memory, LDS, and the registers of one wave64.

Register files
- VGPRs and AGPRs: one uint32 array `v` of shape (512, 64); rows 0-255 are v0-v255, rows
  256-511 are a0-a255. `vw` (same shape, bool) records which lanes of which register were ever
  written; `vfull[r]` caches "all 64 lanes written" so the common read check is one list index.
- SGPRs: a Python list `s` of 128 entries indexed by the hardware operand number (s0-s101,
  vcc_lo/hi = 106/107, ttmp0-15 = 108-123, m0 = 124, exec_lo/hi = 126/127); None means never
  written. SCC is `scc` (None until written).
- EXEC is mirrored as a bool lane mask `exec_mask` whenever s[126]/s[127] are written.

Memory
- `GlobalMemory` owns a flat 64-bit address space. Each bound buffer (a numpy array) is copied
  into a zero-padded byte array placed at an aligned fake address with unmapped gaps between
  buffers, so every access can be checked to lie inside one buffer.
- `Lds` is one workgroup's LDS with a per-byte written map (uint8 0/1, so that dword accesses
  can check four bytes at once through a uint32 view; reading bytes never written is an error,
  as for registers).
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import numpy as np

from .errors import EmulationError, format_lanes

LANES = 64
ALL_LANES = np.ones(LANES, dtype=bool)
LANE_IDS = np.arange(LANES, dtype=np.uint32)
VCC_LO, VCC_HI, M0, EXEC_LO, EXEC_HI = 106, 107, 124, 126, 127
AGPR_BASE = 256
_BIT = (np.uint64(1) << np.arange(64, dtype=np.uint64))


def mask_to_int(mask: np.ndarray) -> int:
    return int(np.packbits(mask, bitorder="little").view(np.uint64)[0])


_MASKS: dict[int, np.ndarray] = {}


def int_to_mask(value: int) -> np.ndarray:
    """64-bit lane mask -> bool array (read-only; recent values are cached)."""
    mask = _MASKS.get(value)
    if mask is None:
        raw = np.frombuffer((value & 0xFFFFFFFFFFFFFFFF).to_bytes(8, "little"), dtype=np.uint8)
        mask = np.unpackbits(raw, bitorder="little").view(bool)
        mask.setflags(write=False)
        if len(_MASKS) > 4096:
            _MASKS.clear()
        _MASKS[value] = mask
    return mask


# ---- global memory ---------------------------------------------------------------

BUFFER_BASE = 0x1000_0000_0000  # far from 0 so that null-ish pointers fault
BUFFER_ALIGN = 1 << 16
BUFFER_GAP = 1 << 20


@dataclass
class Buffer:
    name: str
    base: int
    nbytes: int
    data: np.ndarray  # uint8, padded to a multiple of 16 bytes
    source: np.ndarray | None  # the caller's array (shape and dtype for the result)

    @property
    def end(self) -> int:
        return self.base + self.nbytes


_DW_RANGE = {n: np.arange(n) for n in (1, 2, 3, 4, 8, 16)}


class GlobalMemory:
    """A flat address space of separately bound buffers."""

    def __init__(self) -> None:
        self.buffers: list[Buffer] = []
        self._bases: list[int] = []
        self._last: Buffer | None = None
        self._next = BUFFER_BASE
        self.unaligned_loads = False  # launch(unaligned_loads=...): loads read at any byte address

    def bind(self, name: str, array: np.ndarray | bytes, readonly_source: bool = False) -> Buffer:
        raw = np.frombuffer(array, dtype=np.uint8) if isinstance(array, bytes) else \
            np.ascontiguousarray(array).reshape(-1).view(np.uint8)
        nbytes = raw.size
        padded = np.zeros((nbytes + 15) // 16 * 16 or 16, dtype=np.uint8)
        padded[:nbytes] = raw
        buf = Buffer(name, self._next, nbytes, padded, None if isinstance(array, bytes) else array)
        self.buffers.append(buf)
        self._bases.append(buf.base)
        self._next = (buf.base + nbytes + BUFFER_GAP + BUFFER_ALIGN - 1) // BUFFER_ALIGN * BUFFER_ALIGN
        return buf

    def result(self, buf: Buffer) -> np.ndarray:
        src = buf.source
        out = buf.data[: buf.nbytes].copy()
        if src is None:
            return out
        return out.view(src.dtype).reshape(src.shape)

    def find(self, addrs: np.ndarray, size: int, lanes: np.ndarray, what: str) -> Buffer:
        """The one buffer holding [addr, addr+size) for every lane, or EmulationError."""
        lo = int(addrs.min())
        hi = int(addrs.max()) + size
        last = self._last
        if last is not None and last.base <= lo and hi <= last.base + last.nbytes:
            return last
        i = bisect.bisect_right(self._bases, lo) - 1
        if i >= 0:
            buf = self.buffers[i]
            if buf.base <= lo and hi <= buf.end:
                self._last = buf
                return buf
        # name the lanes that fall outside every buffer, or that straddle two buffers
        bad = []
        first_buf = None
        for lane, a in zip(lanes, addrs):
            a = int(a)
            j = bisect.bisect_right(self._bases, a) - 1
            ok = j >= 0 and self.buffers[j].base <= a and a + size <= self.buffers[j].end
            if not ok:
                bad.append(int(lane))
            elif first_buf is None:
                first_buf = self.buffers[j]
        if not bad:
            raise EmulationError(f"{what} touches several buffers in one instruction "
                                 f"(0x{lo:x}..0x{hi:x}); not supported", lanes)
        sample = int(addrs[list(lanes).index(bad[0])])
        near = self._describe(sample)
        raise EmulationError(f"{what} of {size} bytes at 0x{sample:x} is outside every bound "
                             f"buffer ({near})", bad)

    def buffer_at(self, addr: int) -> Buffer | None:
        """The buffer holding byte `addr` (a Python int), or None."""
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            buf = self.buffers[i]
            if addr < buf.base + buf.nbytes:
                return buf
        return None

    def _describe(self, addr: int) -> str:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i < 0:
            return "below the first buffer"
        buf = self.buffers[i]
        off = addr - buf.base
        return f"{off - buf.nbytes} bytes past the end of {buf.name!r} ({buf.nbytes} bytes)" \
            if off >= buf.nbytes else f"inside {buf.name!r}"

    def load(self, addrs: np.ndarray, size: int, lanes: np.ndarray, what: str) -> np.ndarray:
        """Bytes at each address: uint8 array (n, size)."""
        if addrs.size == 0:
            return np.zeros((0, size), np.uint8)
        buf = self.find(addrs, size, lanes, what)
        off = (addrs - np.uint64(buf.base)).astype(np.int64)
        return buf.data[off[:, None] + np.arange(size)]

    def load_dwords(self, addrs: np.ndarray, ndw: int, lanes: np.ndarray, what: str) -> np.ndarray:
        """uint32 array (n, ndw); addresses 4-byte aligned (checked by the caller) unless
        unaligned_loads, when the bytes from each address are read."""
        if addrs.size == 0:
            return np.zeros((0, ndw), np.uint32)
        if self.unaligned_loads and int(np.bitwise_or.reduce(addrs)) & 3:
            return np.ascontiguousarray(self.load(addrs, 4 * ndw, lanes, what)).view(np.uint32).reshape(-1, ndw)
        buf = self.find(addrs, 4 * ndw, lanes, what)
        off = ((addrs - np.uint64(buf.base)) >> np.uint64(2)).astype(np.int64)
        words = buf.data.view(np.uint32)
        if ndw == 1:
            return words[off][:, None]
        return words[off[:, None] + _DW_RANGE[ndw]]

    def store(self, addrs: np.ndarray, data: np.ndarray, lanes: np.ndarray, what: str) -> None:
        """Write bytes (n, size) at each address; later lanes win on overlap."""
        if addrs.size == 0:
            return
        size = data.shape[1]
        buf = self.find(addrs, size, lanes, what)
        off = (addrs - np.uint64(buf.base)).astype(np.int64)
        buf.data[(off[:, None] + np.arange(size)).reshape(-1)] = data.reshape(-1)


class Lds:
    """One workgroup's local data share, with a written map per byte.

    Definedness (issue 32): a ds_write of never-written register lanes is a copy, like a
    scratch spill, so it marks its bytes state 3 (stored undefined) instead of stopping;
    load_defined reads them as undefined (the caller leaves those destination dwords
    never-written) and load refuses them. Bytes no store wrote (state 0) read as undefined
    too (_read_unstored), except where a write in flight targets them; a later store to
    them stops (missing_write_check): the read came before its write. A launch may give the
    LDS stale contents instead (stale, emulator.launch's stale_lds): then every byte starts
    written with that byte value."""

    def __init__(self, size: int, stale: int | None = None) -> None:
        self.size = size
        # issue 32: bytes a read found never stored (1), allocated at the first such read: a
        # later store to them is a read before its write (missing_write_check); and the first
        # such read, named in later never-written register errors (Wave.unwritten)
        self.unstored_read: np.ndarray | None = None  # int32: 1 + the epoch of that read
        self.epoch = 0  # barrier releases so far (scheduler.run_workgroup)
        self.unstored_note: str | None = None
        self.reader: str | None = None  # the LDS read running its slow path (set by memory.py)
        # arrays padded to a power of two: one mask test then bounds an address (the padding
        # reads as never written, and the slow path reports it as outside the allocation)
        alloc = 1 << max(4, (size - 1).bit_length())
        # per access size: the address bits an aligned access inside the arrays lacks
        self.beyond = {n: np.array(~(alloc - 1) | (n - 1), np.int64) for n in (4, 8, 16)}
        self.data = np.zeros(alloc, dtype=np.uint8)
        # 0 never written, 1 written, 2 pending: a load to LDS in flight (poison memory model)
        self.written = np.zeros(alloc, dtype=np.uint8)  # uint8 for dword views
        if stale is not None:  # the padding stays never written: outside the allocation
            self.data[:size] = stale
            self.written[:size] = 1
        self.pending_bytes = 0
        self.in_flight: list = []  # counters.Event of loads to LDS not yet landed
        self.flight_bytes = 0  # timed memory models: bytes a write to LDS has in flight (timed.py)
        # replaced whenever a store turns written bytes into stored-undefined ones: the LDS
        # reads' caches of "these bytes were all written" (memory.py, fusion) key on it
        self.token = object()

    def _check(self, addrs: np.ndarray, size: int, lanes: np.ndarray, what: str) -> np.ndarray:
        off = addrs.astype(np.int64)
        if off.size == 0:  # no active lane: nothing to check (the access is a no-op)
            return off
        if int(off.min()) >= 0 and int(off.max()) + size <= self.size:
            return off
        bad = (off < 0) | (off + size > self.size)
        if bad.any():
            raise EmulationError(f"{what} of {size} bytes at LDS 0x{int(off[bad][0]):x} is "
                                 f"outside the {self.size}-byte LDS allocation", lanes[bad])
        return off

    _FULL = np.uint32(0x01010101)

    def load_dwords(self, addrs: np.ndarray, ndw: int, lanes: np.ndarray, what: str) -> np.ndarray:
        """(n, ndw) uint32 for 4-byte aligned addresses (checked by the caller)."""
        off = self._check(addrs, 4 * ndw, lanes, what)
        if self.flight_bytes:
            self._race((off[:, None] + np.arange(4 * ndw)).reshape(-1), lanes, what, False)
        idx = (off >> 2)[:, None] + _DW_RANGE[ndw]
        if (self.written.view(np.uint32)[idx] != self._FULL).any():
            return self.load(addrs, 4 * ndw, lanes, what).view(np.uint32)  # names the bytes
        return self.data.view(np.uint32)[idx]

    def pending_error(self, idx: np.ndarray, lanes: np.ndarray, what: str, rows=None) -> EmulationError:
        """A read or write of LDS bytes a load to LDS has not delivered yet."""
        flat = np.asarray(idx).reshape(-1)
        first = int(flat[self.written[flat] == 2][0])
        owner = next((ev for ev in self.in_flight
                      if any(np.count_nonzero(a == first) for a, *_ in ev.lds)), None)
        who = f" by {owner.describe()}" if owner is not None else ""
        bad = lanes if rows is None else lanes[rows]
        return EmulationError(f"{what} touches LDS 0x{first:x} before the load to LDS{who} "
                              f"landed (missing s_waitcnt vmcnt, or s_barrier after it)", bad)

    def _race(self, idx: np.ndarray, lanes: np.ndarray, what: str, write: bool) -> None:
        # set by timed.py when a timed memory model arms this LDS (no import: state is below it)
        self.race_hook(self, idx, lanes, what, write)

    def _check_pending(self, idx: np.ndarray, lanes: np.ndarray, what: str) -> None:
        if self.pending_bytes and np.count_nonzero(self.written[idx] == 2):
            raise self.pending_error(idx, lanes, what)

    def store_dwords(self, addrs: np.ndarray, words: np.ndarray, lanes: np.ndarray, what: str) -> None:
        off = self._check(addrs, 4 * words.shape[1], lanes, what)
        if self.pending_bytes:
            self._check_pending((off[:, None] + np.arange(4 * words.shape[1])).reshape(-1),
                                lanes, what)
        if self.unstored_read is not None:
            self.missing_write_check(off[:, None] + np.arange(4 * words.shape[1]), lanes, what)
        if self.flight_bytes:
            self._race((off[:, None] + np.arange(4 * words.shape[1])).reshape(-1), lanes, what, True)
        idx = (off >> 2)[:, None] + _DW_RANGE[words.shape[1]]
        self.data.view(np.uint32)[idx] = words
        self.written.view(np.uint32)[idx] = self._FULL

    def store_range(self, start: int, words: np.ndarray, what: str) -> None:
        """Store dwords at consecutive addresses from `start` (all 64 lanes of a load to LDS
        whose lanes fill one range); out of range or unaligned goes through store_dwords,
        which names the lanes."""
        end = start + 4 * words.size
        if start & 3 or start < 0 or end > self.size:
            per_lane = words.reshape(LANES, -1)
            addrs = start + np.arange(LANES, dtype=np.int64) * (4 * per_lane.shape[1])
            self.store_dwords(addrs, per_lane, np.arange(LANES), what)
            return
        if self.pending_bytes:
            self._check_pending(np.arange(start, end), np.arange(LANES), what)
        if self.unstored_read is not None:
            self.missing_write_check(np.arange(start, end), np.arange(LANES), what)
        if self.flight_bytes:
            self._race(np.arange(start, end), np.arange(LANES), what, True)
        self.data[start:end].view(np.uint32)[:] = words
        self.written[start:end] = 1

    def load_dwords_defined(self, addrs: np.ndarray, ndw: int, lanes: np.ndarray,
                            what: str) -> tuple[np.ndarray, np.ndarray | None]:
        """load_dwords, and which dwords (n, ndw) hold a stored-undefined byte (None: none)."""
        off = self._check(addrs, 4 * ndw, lanes, what)
        idx = (off >> 2)[:, None] + _DW_RANGE[ndw]
        if self.flight_bytes or (self.written.view(np.uint32)[idx] != self._FULL).any():
            data, undefined = self.load_defined(addrs, 4 * ndw, lanes, what)
            data = np.ascontiguousarray(data).view(np.uint32)
            return data, None if undefined is None else undefined.reshape(-1, ndw, 4).any(axis=2)
        return self.data.view(np.uint32)[idx], None

    def load(self, addrs: np.ndarray, size: int, lanes: np.ndarray, what: str) -> np.ndarray:
        """Bytes (n, size), all of them defined, else an EmulationError naming the first."""
        off = self._check(addrs, size, lanes, what)
        state = self.written[off[:, None] + np.arange(size)]
        for code, why in ((0, "never written"), (3, "stored from never-written registers")):
            bad = state == code
            if np.count_nonzero(bad):
                rows = bad.any(axis=1)
                first = int(off[rows][0]) + int(np.argmax(bad[rows][0]))
                raise EmulationError(f"{what} reads LDS bytes {why} (first at LDS 0x{first:x})",
                                     lanes[rows])
        return self.load_defined(addrs, size, lanes, what)[0]

    def load_defined(self, addrs: np.ndarray, size: int, lanes: np.ndarray,
                     what: str) -> tuple[np.ndarray, np.ndarray | None]:
        """Bytes (n, size) and which of them were stored from never-written registers (None:
        none); bytes never stored at all, or still pending, raise."""
        off = self._check(addrs, size, lanes, what)
        idx = off[:, None] + np.arange(size)
        if self.flight_bytes:
            self._race(idx, lanes, what, False)
        state = self.written[idx]
        if self.pending_bytes and np.count_nonzero(state == 2):
            raise self.pending_error(idx, lanes, what, (state == 2).any(axis=1))
        unwritten = state == 0
        if np.count_nonzero(unwritten):
            self._read_unstored(idx, unwritten, lanes, what)
            undefined = unwritten | (state == 3)
        else:
            undefined = state == 3
        return self.data[idx], (undefined if np.count_nonzero(undefined) else None)

    def _read_unstored(self, idx: np.ndarray, unwritten: np.ndarray, lanes: np.ndarray,
                       what: str) -> None:
        """A read of bytes no store wrote (issue 32): their values are undefined (the padding
        rows of a 16-row MFMA tile that a kernel fills with 8 query heads, say), which
        travels with the value and stops only at a use that matters. The stop stays at the
        read where the bytes are another wave's write still in flight (a missing barrier or
        wait: timed.py's race); the bytes are remembered, so that a later store to them (the
        read came before its write) stops there (missing_write_check), and the first such
        read is named in later errors on never-written registers (Wave.unwritten)."""
        flight = getattr(self, "flight_id", None)
        if flight is not None and np.count_nonzero(flight[idx[unwritten]]):
            rows = (unwritten & (flight[idx] != 0)).any(axis=1)
            first = int(idx[unwritten & (flight[idx] != 0)][0])
            ev = self.flight_events.get(int(flight[first]))
            who = f" ({ev.wave.name}'s {ev.describe()})" if ev is not None else ""
            raise EmulationError(f"{what} reads LDS bytes never written (first at LDS 0x{first:x}), "
                                 f"which a write still in flight{who} targets (a missing barrier "
                                 f"or wait)", lanes[rows])
        if self.unstored_read is None:
            self.unstored_read = np.zeros(self.data.size, np.int32)
        self.unstored_read[idx[unwritten]] = self.epoch + 1
        if self.unstored_note is None:
            rows = unwritten.any(axis=1)
            self.unstored_note = (f"{self.reader or what} read LDS bytes no store wrote (first at "
                                  f"LDS 0x{int(idx[unwritten][0]):x}, lanes "
                                  f"{format_lanes(lanes[rows])})")

    def missing_write_check(self, idx: np.ndarray, lanes: np.ndarray, what: str) -> None:
        """Raise if a store to LDS bytes idx (flat) comes after a read found them never
        stored with no s_barrier release between the two: the read came before its write (a
        missing s_barrier or s_waitcnt), which the undefined value of that read would
        otherwise hide. A barrier between them orders the read first: the bytes were free
        (AITER's qh8 decode reuses its Q tile's never-stored padding rows for K tiles after
        a barrier)."""
        hit = self.unstored_read[np.asarray(idx).reshape(-1)] == self.epoch + 1
        if np.count_nonzero(hit):
            first = int(np.asarray(idx).reshape(-1)[hit != 0][0])
            raise EmulationError(f"{what} writes LDS 0x{first:x}, which an earlier read found "
                                 f"never written ({self.unstored_note}): a read before its "
                                 f"write (missing s_barrier or s_waitcnt?)", lanes)

    def store(self, addrs: np.ndarray, data: np.ndarray, lanes: np.ndarray, what: str,
              undefined: np.ndarray | None = None) -> None:
        """Write bytes (n, size); `undefined` (n, size) marks bytes taken from never-written
        register lanes (stored as 0, state 3)."""
        off = self._check(addrs, data.shape[1], lanes, what)
        idx = (off[:, None] + np.arange(data.shape[1])).reshape(-1)
        if self.pending_bytes:
            self._check_pending(idx, lanes, what)
        if self.unstored_read is not None:
            self.missing_write_check(idx, lanes, what)
        if self.flight_bytes:
            self._race(idx, lanes, what, True)
        if undefined is None:
            self.data[idx] = data.reshape(-1)
            self.written[idx] = 1
            return
        flat = undefined.reshape(-1)
        self.data[idx] = np.where(flat, 0, data.reshape(-1))
        self.land_states(idx, np.where(flat, 3, 1).astype(np.uint8))

    def land_states(self, idx: np.ndarray, states: np.ndarray) -> None:
        """Set the written state of bytes idx (1 or 3 each), renewing the token when a written
        byte becomes stored-undefined (cached all-written reads are void then)."""
        if np.count_nonzero((self.written[idx] == 1) & (states == 3)):
            self.token = object()
        self.written[idx] = states


# ---- a wave ------------------------------------------------------------------------


@dataclass
class WaveStats:
    instructions: int = 0
    waitcnt: int = 0
    nop: int = 0
    setprio: int = 0
    barriers: int = 0


class Wave:
    """Registers and program counter of one wave64."""

    def __init__(self, name: str, wg: "Workgroup", memory: GlobalMemory, mode: int,
                 v: np.ndarray | None = None, vw: np.ndarray | None = None, index: int = 0) -> None:
        self.name = name
        self.index = index  # within the workgroup: its registers are wg.v[index], if stacked
        self.wg = wg
        self.lds = wg.lds
        self.memory = memory
        # v and vw may be views of the workgroup's stacked registers (Workgroup.v), so that
        # the waves of a workgroup can run an instruction together (scheduler.run_lockstep)
        self.v = np.zeros((512, LANES), dtype=np.uint32) if v is None else v
        self.vf = self.v.view(np.float32)  # the same registers as float32 (saves a view per read)
        self.vw = np.zeros((512, LANES), dtype=bool) if vw is None else vw
        self.vfull = [False] * 512
        # keys of register sets some handler found all-lanes written (fusion.py, MFMA operands):
        # it skips checking them again until a register loses that status (forget_full)
        self.full_keys: set = set()
        self.s: list[int | None] = [None] * 128
        self.scc: int | None = None
        # issue 32: lane masks a VALU compare wrote from partly never-written sources: first
        # SGPR -> (the mask's bits, lanes whose bit is unknown); the SGPRs themselves read as
        # never-written (definedness.compare_travel; forget_bits when they are rewritten)
        self.undefined_bits: dict[int, tuple[int, np.ndarray]] = {}
        self.exec_mask = np.zeros(LANES, dtype=bool)
        self.exec_all = False
        self.mode = mode  # the MODE hardware register (FP rounding/denorm, FP16_OVFL, ...)
        self.pc = 0  # index into the program's instruction list
        self.done = False
        self.at_barrier = False
        self.paused = False  # stopped by the lockstep table before a batchable instruction
        self.stats = WaveStats()
        self.load_hook = None  # see memory.deliver
        self.counters = None  # counters.CounterModel under the poison memory model
        self.trace = None  # tracing.run_wave_traced's callback, when launch(trace=...)
        self.fused_steps = 0  # instructions run inside fused windows (fusion.py), not yet counted
        self.mfma_operands: dict = {}  # mfma.py: decoded operands, keyed by register contents
        self.scratch: np.ndarray | None = None  # scratch.py: private memory, (dwords, lanes)
        self.scratch_written: np.ndarray | None = None  # scratch.py: which of those dwords were written

    # -- scalar registers
    def read_s(self, index: int, width: int = 1) -> int:
        s = self.s
        if width == 1:
            x = s[index]
            if x is None:
                raise EmulationError(f"read of never-written {sgpr_name(index)}")
            return x
        value = 0
        for k in range(width):
            x = s[index + k]
            if x is None:
                raise EmulationError(f"read of never-written {sgpr_name(index + k)}")
            value |= x << (32 * k)
        return value

    def forget_bits(self, index: int, width: int) -> None:
        """SGPRs index.. rewritten: a compare's per-lane record on them is void."""
        for k in range(index - 1, index + width):
            self.undefined_bits.pop(k, None)

    def write_s(self, index: int, width: int, value: int) -> None:
        s = self.s
        if self.undefined_bits:
            self.forget_bits(index, width)
        for k in range(width):
            s[index + k] = (value >> (32 * k)) & 0xFFFFFFFF
        if index + width > EXEC_LO and index <= EXEC_HI:
            self.refresh_exec()

    def refresh_exec(self) -> None:
        lo, hi = self.s[EXEC_LO] or 0, self.s[EXEC_HI] or 0
        value = lo | (hi << 32)
        self.exec_mask = int_to_mask(value)
        self.exec_all = value == 0xFFFFFFFFFFFFFFFF

    @property
    def exec_int(self) -> int:
        return (self.s[EXEC_LO] or 0) | ((self.s[EXEC_HI] or 0) << 32)

    # -- vector registers
    def unwritten(self, row: int, lanes: np.ndarray | None) -> EmulationError:
        mask = ~self.vw[row] if lanes is None else (lanes & ~self.vw[row])
        note = getattr(self.lds, "unstored_note", None)
        # issue 32: the evidence a stop at an LDS read of bytes no store wrote gave, kept
        more = f" (this workgroup's {note}: a missing write?)" if note else ""
        return EmulationError(f"read of never-written {vgpr_name(row)}{more}", np.nonzero(mask)[0])

    def forget_full(self) -> None:
        """A register's lanes became never-written again (a copy of an undefined register, a
        reload of never-written scratch): the cached all-written register sets are void."""
        self.full_keys.clear()

    def check_v(self, row: int, lanes: np.ndarray | None = None) -> None:
        """Raise unless `row` was written in all `lanes` (default: the active lanes)."""
        if self.vfull[row]:
            return
        m = self.exec_mask if lanes is None else lanes
        if (m & ~self.vw[row]).any():
            raise self.unwritten(row, m)

    def unwrite_v(self, row: int, lanes: np.ndarray) -> None:
        """Register `row` becomes never-written in `lanes` (indices): a load of bytes stored
        from never-written registers. Under a memory model it happens when the load lands."""
        if self.counters is not None and self.load_hook is None:
            return self.counters.unwrite_vgprs(self, row, lanes)
        self.unwrite_now(row, lanes)

    def unwrite_now(self, row: int, lanes: np.ndarray) -> None:
        self.v[row, lanes] = 0
        self.vw[row, lanes] = False
        self.vfull[row] = False
        self.forget_full()

    def write_v(self, row: int, value, mask: np.ndarray | None = None) -> None:
        """Write one register in the active lanes (or the given lane mask)."""
        if mask is None:
            if self.exec_all:
                self.v[row] = value
                if not self.vfull[row]:
                    self.vw[row] = True
                    self.vfull[row] = True
                return
            mask = self.exec_mask
        np.copyto(self.v[row], value, where=mask, casting="unsafe")
        if not self.vfull[row]:
            w = self.vw[row]
            w |= mask
            if w.all():
                self.vfull[row] = True


def sgpr_name(index: int) -> str:
    special = {VCC_LO: "vcc_lo", VCC_HI: "vcc_hi", M0: "m0", EXEC_LO: "exec_lo", EXEC_HI: "exec_hi"}
    if index in special:
        return special[index]
    if 108 <= index <= 123:
        return f"ttmp{index - 108}"
    return f"s{index}"


def vgpr_name(row: int) -> str:
    return f"a{row - AGPR_BASE}" if row >= AGPR_BASE else f"v{row}"


@dataclass
class Workgroup:
    ids: tuple[int, int, int]
    lds: Lds
    waves: list[Wave] = field(default_factory=list)
    # (waves, 512, 64) uint32 and bool: the waves' vector registers and written maps, wave i's
    # being v[i] (its Wave.v); None for waves with registers of their own
    v: np.ndarray | None = None
    vw: np.ndarray | None = None
