"""Fast orthonormal Hadamard transform for rotating attention head vectors.

Rotating the rows of Q and K by the same orthonormal matrix H leaves every score unchanged
((Q H^T)(K H^T)^T = Q K^T), but spreads an outlier channel over all channels, so a per-tensor FP8
scale wastes less range. Rotating V as well needs the output rotated back: O = (W V H^T) H.

Supported lengths n (the last axis):
- n = 2^m: the Sylvester matrix H_n = H_2 (x) ... (x) H_2, applied with m butterfly stages
  (n log2 n additions, vectorised over all rows); symmetric, so it is its own inverse.
- n = 12 * 2^m (192 = 12 * 16, the MLA query/key head dim): H_12 (x) H_{2^m}, where H_12 is the
  Paley type-I Hadamard matrix built from the quadratic residues mod 11. This is a true Hadamard
  matrix of order n (every entry +-1/sqrt(n)), so it mixes all 192 channels, rope and nope parts
  alike. Cost: the butterflies along the 2^m axis plus one 12x12 product, O(n log n + 12 n).
  H_12 is not symmetric: the inverse is the transpose, hence the `inverse` flag.
- `block=b` (b a supported length dividing n): a block-diagonal transform rotating each run of b
  consecutive channels alone; e.g. block=64 on 192 channels gives the 3 x 64 variant, which a
  kernel could apply in registers without crossing the 128 + 64 split.
"""
from __future__ import annotations

import functools

import numpy as np

_PALEY_Q = 11  # prime, q = 3 (mod 4): Paley construction I gives order q + 1 = 12


@functools.lru_cache(maxsize=None)
def paley_hadamard_12() -> np.ndarray:
    """The 12x12 Paley type-I Hadamard matrix (entries +-1, H H^T = 12 I)."""
    q = _PALEY_Q
    residues = {(x * x) % q for x in range(1, q)}
    chi = np.array([0] + [1 if a in residues else -1 for a in range(1, q)], dtype=np.int64)
    jacobsthal = np.array([[chi[(j - i) % q] for j in range(q)] for i in range(q)], dtype=np.int64)
    s = np.zeros((q + 1, q + 1), dtype=np.int64)
    s[0, 1:] = 1
    s[1:, 0] = -1
    s[1:, 1:] = jacobsthal
    h = np.eye(q + 1, dtype=np.int64) + s
    h.setflags(write=False)
    return h


def _split_length(n: int) -> tuple[int, int]:
    """(odd factor 1 or 12, power of two) with n = factor * power, or ValueError."""
    for factor in (1, 12):
        if n % factor == 0:
            p = n // factor
            if p >= 1 and p & (p - 1) == 0:
                return factor, p
    raise ValueError(f"no Hadamard transform of length {n}; supported: 2^m and 12*2^m")


def is_supported_length(n: int) -> bool:
    try:
        _split_length(n)
    except ValueError:
        return False
    return n >= 1


def _fwht_unnormalised(x: np.ndarray) -> np.ndarray:
    """Sylvester Walsh-Hadamard butterflies along the last axis (length 2^m), unnormalised."""
    n = x.shape[-1]
    lead = x.shape[:-1]
    y = np.array(x, copy=True)
    h = 1
    while h < n:
        # Pair element i with i + h inside each run of 2h; (a, b) -> (a + b, a - b), in place.
        pairs = y.reshape(*lead, n // (2 * h), 2, h)
        a = pairs[..., 0, :]
        b = pairs[..., 1, :]
        a_old = a.copy()
        a += b
        b *= -1
        b += a_old
        h *= 2
    return y


def hadamard_transform(x: np.ndarray, *, inverse: bool = False, block: int | None = None) -> np.ndarray:
    """Apply the orthonormal Hadamard matrix to every vector along the last axis: y = x @ H^T.

    With inverse=True apply H^T (y = x @ H), undoing the forward transform. Floating dtypes are
    kept (float32 in, float32 out); other inputs are computed in float64.
    """
    x = np.asarray(x)
    if not np.issubdtype(x.dtype, np.floating):
        x = x.astype(np.float64)
    n = x.shape[-1]
    if block is not None:
        if block <= 0 or n % block:
            raise ValueError(f"Hadamard block {block} does not divide length {n}")
        if block != n:
            lead = x.shape[:-1]
            y = hadamard_transform(x.reshape(*lead, n // block, block), inverse=inverse)
            return y.reshape(*lead, n)
    factor, p = _split_length(n)
    lead = x.shape[:-1]
    y = _fwht_unnormalised(x.reshape(*lead, factor, p))
    if factor > 1:
        h = paley_hadamard_12().astype(x.dtype)
        # y[..., a, b] -> sum_c H[a, c] y[..., c, b] (forward) or sum_c H[c, a] y[..., c, b] (inverse)
        mat = h.T if inverse else h
        y = np.einsum("ac,...cb->...ab", mat, y)
    y = y.reshape(*lead, n)
    return y * x.dtype.type(1.0 / np.sqrt(n))


def hadamard_matrix(n: int, *, block: int | None = None) -> np.ndarray:
    """The dense orthonormal matrix H (float64) that `hadamard_transform` applies: y = x @ H^T."""
    return hadamard_transform(np.eye(n), block=block).T
