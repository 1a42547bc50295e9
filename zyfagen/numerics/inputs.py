"""Seeded, deterministic input generators for the numerics study.

Two distributions, each returning float32 Q [seq, d_qk], K [seq, d_qk], V [seq, d_v]
(the float32 values are "the original inputs"; the fp64 reference uses them exactly):

`gaussian`: every entry i.i.d. N(0, 1). With softmax scale 1/sqrt(d_qk) the scores are ~N(0, 1),
so attention is spread thinly over many keys: at 32K keys most probabilities sit 5-9 binades
below the row maximum, where FP8 has few or no bits. This is the input of the public claim.

`activation`: an LLM-activation-like model (ActivationParams, defaults below):
- heavy tails: entries are Student-t with `tail_df` degrees of freedom, scaled to unit variance;
- token scale: every row (token) is multiplied by exp(token_sigma * N(0, 1)), a log-normal spread
  of token norms;
- outlier channels: `outlier_fraction` of the q/k channels (at least one, the same indices in Q
  and K, as massive-activation channels line up in real models) are special. In Q they are
  scaled by `q_outlier_scale`. In K they carry a constant per-channel offset of magnitude
  `k_outlier_offset` (random sign, added after the token scale) plus `k_outlier_noise` times the
  usual noise. The offset adds the same amount to every score of a query, so softmax ignores it,
  but it sets the per-tensor amax of K and so crushes the other channels' FP8 resolution;
- V has its own outlier channels (`outlier_fraction` of d_v, other indices) scaled by
  `v_outlier_scale`, and every V channel has a mean offset drawn from N(0, `v_mean_sigma`^2)
  (real value vectors are not zero-mean; with zero-mean V, weight mass that a scheme drops
  would average out and hide, so this keeps a lost-mass error visible).
The channel structure (outlier sets, K offset signs, V channel means) is drawn from a generator
seeded by (seed, distribution, d_qk, d_v) only, so it is the same at every sequence length; the
values come from a generator that also depends on seq.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DISTRIBUTIONS = ("gaussian", "activation")
_DIST_CODE = {"gaussian": 1, "activation": 2}  # stable seed components (never Python's hash())


@dataclass(frozen=True)
class ActivationParams:
    tail_df: float = 4.0
    token_sigma: float = 0.3
    outlier_fraction: float = 1.0 / 32.0
    q_outlier_scale: float = 8.0
    k_outlier_offset: float = 10.0
    k_outlier_noise: float = 1.0
    v_outlier_scale: float = 8.0
    v_mean_sigma: float = 0.5


@dataclass(frozen=True)
class AttentionInputs:
    q: np.ndarray  # float32 [seq_q, d_qk]
    k: np.ndarray  # float32 [seq_k, d_qk]
    v: np.ndarray  # float32 [seq_k, d_v]
    dist: str
    seed: int


def rng_for(seed: int, *components: int) -> np.random.Generator:
    """A generator determined only by the seed and the integer components."""
    return np.random.default_rng(np.random.SeedSequence([seed, *components]))


def _unit_t(rng: np.random.Generator, df: float, shape: tuple[int, ...]) -> np.ndarray:
    # Student-t has variance df / (df - 2) for df > 2.
    return rng.standard_t(df, size=shape) / np.sqrt(df / (df - 2.0))


def _outlier_channels(rng: np.random.Generator, d: int, fraction: float) -> np.ndarray:
    count = max(1, int(round(d * fraction)))
    return np.sort(rng.choice(d, size=count, replace=False))


def make_inputs(dist: str, seq: int, d_qk: int, d_v: int, seed: int = 0,
                params: ActivationParams = ActivationParams()) -> AttentionInputs:
    """Q, K, V for one head with seq_q = seq_k = seq, deterministic in all arguments."""
    if dist not in _DIST_CODE:
        raise ValueError(f"unknown input distribution {dist!r}; known: {', '.join(DISTRIBUTIONS)}")
    rng = rng_for(seed, _DIST_CODE[dist], seq, d_qk, d_v)
    if dist == "gaussian":
        q = rng.standard_normal((seq, d_qk))
        k = rng.standard_normal((seq, d_qk))
        v = rng.standard_normal((seq, d_v))
    else:
        p = params
        channels = rng_for(seed, _DIST_CODE[dist], 0, d_qk, d_v)
        qk_out = _outlier_channels(channels, d_qk, p.outlier_fraction)
        v_out = _outlier_channels(channels, d_v, p.outlier_fraction)
        signs = channels.choice(np.array([-1.0, 1.0]), size=qk_out.size)
        v_mean = p.v_mean_sigma * channels.standard_normal(d_v)
        q = _unit_t(rng, p.tail_df, (seq, d_qk))
        k = _unit_t(rng, p.tail_df, (seq, d_qk))
        v = _unit_t(rng, p.tail_df, (seq, d_v))
        q[:, qk_out] *= p.q_outlier_scale
        k[:, qk_out] *= p.k_outlier_noise
        v[:, v_out] *= p.v_outlier_scale
        for x in (q, k, v):
            x *= np.exp(p.token_sigma * rng.standard_normal((seq, 1)))
        # The offset comes after the token scale so that it is the same for every key.
        k[:, qk_out] += signs * p.k_outlier_offset
        v += v_mean
    return AttentionInputs(q.astype(np.float32), k.astype(np.float32), v.astype(np.float32), dist, seed)
