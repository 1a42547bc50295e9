"""v_maximum3_f32 (gfx950's NaN-propagating max, used by the attention row max): the emulator
against a scalar transcription of the ISA rule (isa/gfx950.isa: CDNA4 12.11 composes the RDNA4
V_MAXIMUM_F32 helper), lane by lane, bit for bit, on a clang-22-assembled kernel."""
import itertools
import struct

import numpy as np

from emulator_util import LANES, lanes_kernel, run_lanes

QUIET = 0x00400000


def _f(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def _is_nan(bits: int) -> bool:
    return (bits & 0x7F800000) == 0x7F800000 and (bits & 0x007FFFFF) != 0


def _maximum(a: int, b: int) -> int:
    """The guide's pseudocode, one branch per line, on raw bits."""
    if _is_nan(a) and not a & QUIET:
        return a | QUIET
    if _is_nan(b) and not b & QUIET:
        return b | QUIET
    if _is_nan(a):
        return a
    if _is_nan(b):
        return b
    fa, fb = _f(a), _f(b)
    if fa > fb or (fa == 0.0 and fb == 0.0 and not a >> 31 and b >> 31):
        return a
    return b


# quiet NaNs with payloads and both signs, signaling NaNs, zeros of both signs, infinities, numbers
VALUES = [0x7FC00000, 0xFFC00123, 0x7F800001, 0xFF800456, 0x00000000, 0x80000000,
          0x7F800000, 0xFF800000, 0x3F800000, 0xBFC00000, 0x00000001, 0xC2F60000]


def test_maximum3_f32_matches_the_isa_rule_bit_for_bit():
    triples = list(itertools.product(VALUES, repeat=3))
    ops = ["v_maximum3_f32 v10, v1, v2, v3", "v_maximum3_f32 v10, -v1, v2, |v3|",
           "v_maximum3_f32 v10, v1, v1, v2"]
    for start in range(0, len(triples), LANES):
        chunk = triples[start:start + LANES]
        chunk += [chunk[0]] * (LANES - len(chunk))
        x, y, z = (np.array([t[i] for t in chunk], np.uint32) for i in range(3))
        out = run_lanes(lanes_kernel(ops), len(ops), x, y, z)
        for lane, (a, b, c) in enumerate(chunk):
            neg_a, abs_c = a ^ 0x80000000, c & 0x7FFFFFFF
            want = [_maximum(_maximum(a, b), c), _maximum(_maximum(neg_a, b), abs_c),
                    _maximum(_maximum(a, a), b)]
            got = [int(out[i, lane]) for i in range(len(ops))]
            assert got == want, (hex(a), hex(b), hex(c), [hex(g) for g in got], [hex(w) for w in want])


def test_maximum3_differs_from_max3_exactly_on_nan():
    """The reason the row max uses it: v_max3_f32 (maxNum) drops a NaN, v_maximum3_f32 keeps it."""
    x = np.full(LANES, 1.0, np.float32)
    y = np.full(LANES, np.nan, np.float32)
    z = np.full(LANES, -2.0, np.float32)
    out = run_lanes(lanes_kernel(["v_max3_f32 v10, v1, v2, v3", "v_maximum3_f32 v10, v1, v2, v3"]),
                    2, x, y, z).view(np.float32)
    assert (out[0] == 1.0).all() and np.isnan(out[1]).all()
