"""The geometry of the LDS buffers that the waves of a workgroup share (`kv_sharing: lds`):
rows swizzled by 16-byte segments, the DMA's slices per wave, how many buffers a schedule needs,
their bytes, and the bank-conflict count of a read pattern (docs/attention.md, "K and V shared
through LDS"). lds_shared.py builds the kernel code on it."""
from __future__ import annotations

from .layout import DMA_BYTES, lds_buffers

SEGMENT = 16  # bytes of one swizzled LDS segment (one lane's DMA share, one ds_read_b128)
ROW_BYTES = (64, 128, 256)  # head dims whose LDS rows the swizzle supports (powers of two)


LINE_BYTES = 256  # one pass over the LDS banks in the bank model (64 banks x 4 bytes)


def k_parts(d: int) -> tuple[tuple[int, int], ...]:
    """(first byte, bytes) of the parts of a K row kept in LDS regions of their own, each a row
    size the swizzle supports: a power-of-two d is one part; d 192 (MLA) is 128 + 64 bytes.
    A 192-byte row would start a DMA instruction's 1 KiB at a third of a row and put rows 4
    apart in one bank line; two regions of 128- and 64-byte rows keep every DMA instruction on
    whole rows and every K fragment read free of bank conflicts under the swizzle below."""
    parts, col = [], 0
    for w in sorted(ROW_BYTES, reverse=True):
        while d - col >= w:
            parts.append((col, w))
            col += w
    if col != d:
        raise ValueError(f"head dim {d} is not a sum of {ROW_BYTES}")
    return tuple(parts)


def swizzle_mask(row_bytes: int) -> int:
    """Low bits of the segment index XORed with the row key: min(segments, 16) - 1 (every
    segment of a 256-byte line, so that 16 rows of one b128 phase fall in 16 segments)."""
    return min(row_bytes // SEGMENT, 16) - 1


def swizzle_shift(row_bytes: int) -> int:
    """log2 of the rows sharing one 256-byte bank line: the row key is (row >> shift) & m, so
    the rows of one line (which already differ in bank) share a key and the next lines differ."""
    return max(0, (LINE_BYTES // row_bytes).bit_length() - 1)


def swizzle_period(row_bytes: int) -> int:
    """Rows after which the row key repeats."""
    return (swizzle_mask(row_bytes) + 1) << swizzle_shift(row_bytes)


def key_bit(row_bytes: int) -> int:
    """The bit of j = (row >> shift) & m that is row bit 2. A ds_read_b64_tr_b8 phase (32
    lanes) reads 8 key rows that agree in row bit 2 (rows 0-3 and 8-11, or 4-7 and 12-15)
    at two segments that differ in bit 0; the row key carries that bit at bit 0 and the bits
    that vary within the phase above it, so the 16 (row, segment) pieces land in 16 distinct
    banks' segments (with j itself as the key, rows 0 and 1 of 128 bytes would put segments
    c ^ 1 and c on one bank)."""
    return 2 - swizzle_shift(row_bytes)


def row_key(row: int, row_bytes: int) -> int:
    """The value XORed into the low segment bits of row `row`: j = (row >> shift) & m with
    bit key_bit(j) moved to bit 0 and the bits below it moved up by one (a permutation of
    0..m, so the 16 rows of a ds_read_b128 phase stay on distinct segments)."""
    m, k = swizzle_mask(row_bytes), key_bit(row_bytes)
    j = (row >> swizzle_shift(row_bytes)) & m
    return (j & ~((2 << k) - 1)) | ((j & ((1 << k) - 1)) << 1) | ((j >> k) & 1)


def physical_segment(row: int, logical: int, row_bytes: int) -> int:
    """Where logical 16-byte segment `logical` of LDS row `row` is stored."""
    m = swizzle_mask(row_bytes)
    return (logical & ~m) | ((logical & m) ^ row_key(row, row_bytes))


def dma_per_wave(block_k: int, row_bytes: int, waves: int) -> int:
    """DMA instructions (1 KiB each) per wave for one block of `row_bytes`-byte rows."""
    return block_k * row_bytes // DMA_BYTES // waves


def shared_buffers(load_depth: int, lag: int, pv_lag: int = 0) -> int:
    """Block buffers in LDS: the one read, load_depth in flight, and two more per block of lag
    (with a wave offset the late waves may still read the previous block while the early ones
    start the next: that buffer is not free, and their loads must land one block earlier).
    With pv_lag the V of block s - 1 is read after the barrier of block s: without a wave
    offset that is one more buffer; with one, it is the buffer the late half's lag already
    holds (after the early half's barrier of block s the late half has finished the MFMAs of
    its iteration s - 1, the last reads of block s - 2), so none more."""
    return lds_buffers(load_depth) + max(2 * lag, pv_lag)


def shared_lds_bytes(block_k: int, d: int, dv: int, load_depth: int, lag: int = 0, pv_lag: int = 0,
                     extra: int = 0) -> int:
    """LDS of the shared buffers: shared_buffers() blocks of K rows (d bytes each) then V rows
    (then `extra` bytes: K's MX scales)."""
    return shared_buffers(load_depth, lag, pv_lag) * (block_k * (d + dv) + extra)


def bank_conflicts(addresses: list[int], width: int, banks: int = 64, bank_bytes: int = 4,
                   lanes_per_cycle: int = 0) -> int:
    """Extra LDS cycles of one access under a simple bank model: lanes are served in groups
    whose bytes fit one pass over the banks (`banks * bank_bytes / width` lanes, unless given);
    within a group, the most dwords any bank must serve beyond one is the conflict. The gfx950
    LDS bank count and pass grouping are not documented publicly (64 banks of 4 bytes matches
    the 256 bytes per clock per CU of cdna4-facts.md); this is a model, used to compare layouts."""
    group = lanes_per_cycle or max(1, banks * bank_bytes // width)
    extra = 0
    for g0 in range(0, len(addresses), group):
        load: dict[int, set[int]] = {}
        for a in addresses[g0:g0 + group]:
            for dw in range(width // bank_bytes):
                word = a // bank_bytes + dw
                load.setdefault(word % banks, set()).add(word)
        extra += max(len(s) for s in load.values()) - 1
    return extra
