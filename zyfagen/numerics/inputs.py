"""Seeded, deterministic input generators for the numerics study.

Three distributions, each returning float32 Q [seq, d_qk], K [seq, d_qk], V [seq, d_v]
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

`sink`: the `activation` model plus an attention sink, the pattern real LLM heads show (a first
token taking a large share of every query's weight):
- every query gets a common component `sink_query_norm` * u along one random unit direction u
  (queries of a head are not zero-mean), and key 0 is `sink_key` * u plus its usual noise, with
  `sink_key` chosen per input so that the mean over queries of key 0's fp64 softmax weight is
  `sink_share` (a fixed share at every sequence length, as sinks are: the sink's logit grows with
  log seq). `sink_share` = 0.5: StreamingLLM reports that in Llama-2-7B and other models, in all
  but the bottom two layers most heads put a large part of their attention on the initial token
  (Xiao et al. 2023, "Efficient Streaming Language Models with Attention Sinks",
  arXiv:2309.17453, section 3.1 and Fig. 2); half is our reading of those maps, not a number the
  paper tabulates. Sun et al. 2024 ("Massive Activations in Large Language Models",
  arXiv:2402.17762, section 4) tie the sink to a few hidden dimensions with values about four
  orders of magnitude above the median at the starting token: we model its effect on Q and K
  (the sink's large logit), not the residual stream itself.
- outlier channels (inherited from `activation`): 1/32 of the channels, the same in Q and K.
  SmoothQuant (Xiao et al. 2022, arXiv:2211.10438, section 3) measures activation outliers about
  100x the typical magnitude in a few fixed channels of models above 6.7B parameters; KIVI (Liu
  et al. 2024, arXiv:2402.02750, section 3) finds the key cache has fixed outlier channels while
  values do not, and QuaRot (Ashkboos et al. 2024, arXiv:2404.00456) removes exactly these by a
  Hadamard rotation. Our `q_outlier_scale` 8 and `k_outlier_offset` 10 (about 10x the typical
  entry; the K offset sets K's per-tensor amax) are milder than the 100x residual-stream figure
  because Q and K are projections of the normalised residual.

The channel structure (outlier sets, K offset signs, V channel means) is drawn from a generator
seeded by (seed, distribution, d_qk, d_v) only, so it is the same at every sequence length; the
values come from a generator that also depends on seq.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DISTRIBUTIONS = ("gaussian", "activation", "sink")
_DIST_CODE = {"gaussian": 1, "activation": 2, "sink": 3}  # stable seed components (never Python's hash())


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
    # `sink` only (see the module docstring for the sources)
    sink_share: float = 0.5
    sink_query_norm: float = 1.0


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


def _add_sink(q: np.ndarray, k: np.ndarray, channels: np.random.Generator, p: ActivationParams) -> None:
    """Give every query the component sink_query_norm * u and key 0 the multiple of u that makes
    its mean fp64 softmax weight (scale 1/sqrt(d)) sink_share; in place."""
    seq, d = q.shape
    u = channels.standard_normal(d)
    u /= np.linalg.norm(u)
    q += p.sink_query_norm * u
    scale = 1.0 / np.sqrt(d)
    rows = q[:: max(1, seq // 256)]  # the share is set on a fixed subsample of queries
    s_other = rows @ k[1:].T * scale if seq > 1 else np.full((len(rows), 1), -np.inf)
    m = s_other.max(axis=1, keepdims=True)
    log_rest = (m + np.log(np.exp(s_other - m).sum(axis=1, keepdims=True)))[:, 0]
    base = rows @ k[0] * scale  # key 0's logit before the sink component
    along = rows @ u * scale  # d logit / d sink_key

    def mean_share(b: float) -> float:
        z = base + b * along - log_rest
        return float(np.mean(1.0 / (1.0 + np.exp(-z))))

    lo, hi = 0.0, 1.0
    while mean_share(hi) < p.sink_share and hi < 1e6:
        hi *= 2.0
    for _ in range(60):  # bisection: the mean share grows with b wherever `along` > 0 on average
        mid = 0.5 * (lo + hi)
        lo, hi = (mid, hi) if mean_share(mid) < p.sink_share else (lo, mid)
    k[0] += 0.5 * (lo + hi) * u


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
        if dist == "sink":
            _add_sink(q, k, channels, p)
    return AttentionInputs(q.astype(np.float32), k.astype(np.float32), v.astype(np.float32), dist, seed)
