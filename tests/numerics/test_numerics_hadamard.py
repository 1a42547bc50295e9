"""The fast Hadamard transform against dense matrices built here, and attention invariance."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.numerics.hadamard import hadamard_matrix, hadamard_transform, paley_hadamard_12


def _sylvester(n: int) -> np.ndarray:
    h = np.array([[1.0]])
    while h.shape[0] < n:
        h = np.kron(np.array([[1.0, 1.0], [1.0, -1.0]]), h)
    return h / np.sqrt(n)


@pytest.mark.parametrize("n", [1, 2, 4, 8, 16, 32, 64, 128, 256, 12, 24, 96, 192])
def test_orthonormal(n):
    h = hadamard_matrix(n)
    np.testing.assert_allclose(h @ h.T, np.eye(n), atol=1e-13)
    # A Hadamard matrix: every entry is +-1/sqrt(n).
    np.testing.assert_allclose(np.abs(h), 1 / np.sqrt(n), rtol=1e-12)


def test_paley_12_is_hadamard():
    h = paley_hadamard_12()
    assert set(np.unique(h)) == {-1, 1}
    np.testing.assert_array_equal(h @ h.T, 12 * np.eye(12, dtype=np.int64))


@pytest.mark.parametrize("n", [2, 64, 128, 256])
def test_fast_equals_dense_sylvester(n):
    x = np.random.default_rng(n).standard_normal((7, n))
    np.testing.assert_allclose(hadamard_transform(x), x @ _sylvester(n).T, atol=1e-12)


def test_192_is_kronecker_of_paley_and_sylvester():
    dense = np.kron(paley_hadamard_12().astype(np.float64), _sylvester(16) * 4) / np.sqrt(192)
    x = np.random.default_rng(0).standard_normal((5, 192))
    np.testing.assert_allclose(hadamard_transform(x), x @ dense.T, atol=1e-12)
    np.testing.assert_allclose(hadamard_transform(x, inverse=True), x @ dense, atol=1e-12)


def test_block_diagonal_variant():
    x = np.random.default_rng(3).standard_normal((4, 192))
    dense = np.zeros((192, 192))
    for b in range(3):
        dense[64 * b:64 * (b + 1), 64 * b:64 * (b + 1)] = _sylvester(64)
    np.testing.assert_allclose(hadamard_transform(x, block=64), x @ dense.T, atol=1e-12)
    with pytest.raises(ValueError):
        hadamard_transform(x, block=100)


def test_inverse_roundtrip_and_dtype():
    x = np.random.default_rng(4).standard_normal((3, 128)).astype(np.float32)
    y = hadamard_transform(x)
    assert y.dtype == np.float32
    np.testing.assert_allclose(hadamard_transform(y, inverse=True), x, atol=1e-5)


def test_unsupported_length():
    with pytest.raises(ValueError):
        hadamard_transform(np.zeros((2, 48 + 2)))


def _attention(q, k, v):
    s = q @ k.T / np.sqrt(q.shape[1])
    p = np.exp(s - s.max(axis=1, keepdims=True))
    return (p / p.sum(axis=1, keepdims=True)) @ v


@pytest.mark.parametrize("d_qk,d_v", [(64, 64), (128, 128), (256, 256), (192, 128)])
def test_exact_attention_unchanged_by_rotation(d_qk, d_v):
    rng = np.random.default_rng(d_qk)
    q, k = rng.standard_normal((2, 40, d_qk)) * 2
    v = rng.standard_normal((40, d_v))
    base = _attention(q, k, v)
    rotated = _attention(hadamard_transform(q), hadamard_transform(k), v)
    np.testing.assert_allclose(rotated, base, rtol=0, atol=1e-12)
    # Rotating V as well and the output back also changes nothing.
    out = hadamard_transform(_attention(hadamard_transform(q), hadamard_transform(k),
                                        hadamard_transform(v)), inverse=True)
    np.testing.assert_allclose(out, base, rtol=0, atol=1e-12)
