"""A minimal transformer prefill an engine author can copy: one decoder layer (RMSNorm, Q/K/V
projections with grouped-query heads, rotary embedding, FP8 attention, output projection,
residual) over a batch of prompts, writing K and V into a paged KV cache as a serving engine
does, with attention by `zyfagen.attention`.

    python examples/prefill.py        # runs in the CPU emulator here (no GPU); prints the error vs fp64

The paged cache: K and V live in fixed-size pages ([pages, PAGE, heads_kv, head_dim]) and each
sequence's block table lists its pages. zyfagen's dense `attention` reads [batch, seq, heads,
dim] tensors of any strides, so this example gathers each sequence's pages into one tensor
first; `zyfagen.attention_varlen` (issue 34, not built yet) is meant to read the pages
directly, ragged lengths included, and replace `gather_pages` + `attention` below.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

PAGE = 16  # tokens per KV-cache page


@dataclass(frozen=True)
class Layer:
    """One decoder layer's weights (fp32)."""

    wq: np.ndarray  # [d_model, heads_q * head_dim]
    wk: np.ndarray  # [d_model, heads_kv * head_dim]
    wv: np.ndarray  # [d_model, heads_kv * head_dim]
    wo: np.ndarray  # [heads_q * head_dim, d_model]
    norm: np.ndarray  # [d_model]
    heads_q: int
    heads_kv: int
    head_dim: int


def random_layer(seed: int = 0, d_model: int = 256, heads_q: int = 4, heads_kv: int = 2, head_dim: int = 64) -> Layer:
    rng = np.random.default_rng(seed)
    w = lambda i, o: (rng.standard_normal((i, o)) / np.sqrt(i)).astype(np.float32)  # noqa: E731
    return Layer(w(d_model, heads_q * head_dim), w(d_model, heads_kv * head_dim), w(d_model, heads_kv * head_dim),
                 w(heads_q * head_dim, d_model), np.ones(d_model, np.float32), heads_q, heads_kv, head_dim)


class PagedKVCache:
    """K and V pages shared by all sequences, and each sequence's block table."""

    def __init__(self, pages: int, heads_kv: int, head_dim: int):
        self.k = np.zeros((pages, PAGE, heads_kv, head_dim), np.float32)
        self.v = np.zeros_like(self.k)
        self.free = list(range(pages))
        self.tables: list[list[int]] = []

    def append(self, k: np.ndarray, v: np.ndarray) -> int:
        """Store one sequence's K, V [seq, heads_kv, head_dim] in fresh pages; its index."""
        table = []
        for start in range(0, k.shape[0], PAGE):
            page = self.free.pop(0)
            n = min(PAGE, k.shape[0] - start)
            self.k[page, :n], self.v[page, :n] = k[start:start + n], v[start:start + n]
            table.append(page)
        self.tables.append(table)
        return len(self.tables) - 1

    def gather_pages(self, seqs: list[int], length: int) -> tuple[np.ndarray, np.ndarray]:
        """K, V [batch, length, heads_kv, head_dim] of these sequences, from their pages."""
        k = np.stack([self.k[self.tables[s]].reshape(-1, *self.k.shape[2:])[:length] for s in seqs])
        v = np.stack([self.v[self.tables[s]].reshape(-1, *self.v.shape[2:])[:length] for s in seqs])
        return k, v


def rms_norm(x: np.ndarray, weight: np.ndarray) -> np.ndarray:
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6) * weight


def rope(x: np.ndarray) -> np.ndarray:
    """Rotary position embedding (rotate-half form) of x [batch, seq, heads, head_dim]."""
    seq, d = x.shape[1], x.shape[3]
    inv = 10000.0 ** (-np.arange(0, d, 2) / d)
    angle = np.arange(seq)[:, None] * inv[None, :]  # [seq, d/2]
    cos, sin = np.cos(angle)[None, :, None, :], np.sin(angle)[None, :, None, :]
    x1, x2 = x[..., : d // 2], x[..., d // 2:]
    return np.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def zyfagen_attention(q: np.ndarray, k: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Causal FP8 attention by zyfagen: quantise per tensor, run the kernel, bf16 O as fp32."""
    import zyfagen

    q8, dq = zyfagen.quantize_fp8(q)
    k8, dk = zyfagen.quantize_fp8(k)
    v8, dv = zyfagen.quantize_fp8(v)
    out = zyfagen.attention(q8, k8, v8, causal=True, q_descale=dq, k_descale=dk, v_descale=dv, layout="bshd")
    return out.astype(np.float32)


def prefill(x: np.ndarray, layer: Layer, cache: PagedKVCache, attention=zyfagen_attention) -> np.ndarray:
    """One layer over prompts x [batch, seq, d_model]; their K, V go into the paged cache."""
    b, s, _ = x.shape
    h = rms_norm(x, layer.norm)
    q = rope((h @ layer.wq).reshape(b, s, layer.heads_q, layer.head_dim))
    k = rope((h @ layer.wk).reshape(b, s, layer.heads_kv, layer.head_dim))
    v = (h @ layer.wv).reshape(b, s, layer.heads_kv, layer.head_dim)
    seqs = [cache.append(k[i], v[i]) for i in range(b)]
    kc, vc = cache.gather_pages(seqs, s)  # attention_varlen (issue 34) will read the pages itself
    o = attention(q, kc, vc)  # [batch, seq, heads_q, head_dim]
    return x + o.reshape(b, s, -1) @ layer.wo


def attention_fp64(q: np.ndarray, k: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Causal softmax attention in fp64 (grouped-query heads), the reference."""
    q, k, v = (np.asarray(t, np.float64) for t in (q, k, v))
    group = q.shape[2] // k.shape[2]
    k, v = np.repeat(k, group, axis=2), np.repeat(v, group, axis=2)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(q.shape[3])
    sq, sk = s.shape[2], s.shape[3]
    s = np.where(np.arange(sk)[None, :] <= np.arange(sq)[:, None] + sk - sq, s, -np.inf)
    p = np.exp(s - s.max(-1, keepdims=True))
    return np.einsum("bhqk,bkhd->bqhd", p / p.sum(-1, keepdims=True), v)


def main() -> None:
    layer = random_layer()
    x = np.random.default_rng(1).standard_normal((2, 64, 256)).astype(np.float32)
    got = prefill(x, layer, PagedKVCache(16, layer.heads_kv, layer.head_dim))
    want = prefill(x.astype(np.float64), layer, PagedKVCache(16, layer.heads_kv, layer.head_dim), attention_fp64)
    delta = got - x  # the attention branch, where FP8 attention's error lives
    err = np.abs(delta - (want - x)).max() / np.abs(want - x).max()
    print(f"prefill of 2 x 64 tokens, 4 query / 2 KV heads of 64: attention branch within {err:.2%} of fp64")


if __name__ == "__main__":
    main()
