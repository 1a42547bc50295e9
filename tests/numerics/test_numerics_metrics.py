"""Metrics against hand-computed small cases."""
from __future__ import annotations

import math

import numpy as np
import pytest

from zyfagen.numerics import metrics


def test_output_metrics_hand_computed():
    out = np.array([[1.0, 2.0], [3.0, 4.0]])
    ref = np.array([[1.0, 2.0], [3.0, 5.0]])
    assert metrics.relative_frobenius_error(out, ref) == pytest.approx(1 / math.sqrt(39))
    assert metrics.max_abs_error(out, ref) == 1.0
    assert metrics.cosine_similarity(out, ref) == pytest.approx(34 / math.sqrt(30 * 39))
    assert metrics.relative_frobenius_error(ref, ref) == 0.0
    assert metrics.cosine_similarity(ref, -ref) == pytest.approx(-1.0)


def test_kl_hand_computed():
    logp = np.log(np.array([[0.25, 0.75], [0.5, 0.5], [0.5, 0.5]]))
    w = np.array([[0.5, 0.5], [1.0, 0.0], [3.0, 3.0]])  # the last row is unnormalised
    kl = metrics.row_kl_divergence(w, logp)
    assert kl[0] == pytest.approx(0.5 * math.log(2) + 0.5 * math.log(2 / 3))
    assert kl[1] == pytest.approx(math.log(2))  # a flushed weight contributes 0 log 0 = 0
    assert kl[2] == pytest.approx(0.0, abs=1e-15)
    assert metrics.row_kl_divergence(np.zeros((1, 2)), logp[:1])[0] == math.inf


def test_mass_error_and_log_softmax():
    np.testing.assert_allclose(metrics.row_mass_error(np.array([[0.3, 0.6], [0.5, 0.5]])), [0.1, 0.0])
    s = np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, 0.0]])
    want = np.log(np.exp(s[0]) / np.exp(s[0]).sum())
    np.testing.assert_allclose(metrics.log_softmax(s)[0], want)
    np.testing.assert_allclose(metrics.log_softmax(s)[1, :2], [math.log(0.5)] * 2)
