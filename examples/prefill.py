"""A minimal transformer prefill an engine author can copy: one decoder layer (RMSNorm, Q/K/V
projections with grouped-query heads, rotary embedding, FP8 attention, output projection,
residual) over a batch of prompts of different lengths, packed end to end as serving engines
run them, writing K and V into a paged KV cache, with attention by `zyfagen.attention_varlen`
(flash-attn's varlen convention: packed [total, heads, dim] tensors and cu_seqlens offsets).

    python examples/prefill.py        # runs in the CPU emulator here (no GPU); prints the error vs fp64

The paged cache: K and V live in fixed-size pages ([pages, PAGE, heads_kv, head_dim]) and each
sequence's block table lists its pages; attention_varlen reads K and V through the block table
([batch, max_pages] int32, vLLM's and flash-attn's convention) in the kernel, nothing gathered.
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

    def block_table(self, seqs: list[int]) -> np.ndarray:
        """int32 [len(seqs), max pages]: each sequence's pages in order (padding 0: never read)."""
        table = np.zeros((len(seqs), max(len(self.tables[s]) for s in seqs)), np.int32)
        for i, s in enumerate(seqs):
            table[i, :len(self.tables[s])] = self.tables[s]
        return table

    def gather_pages(self, seqs: list[int], lengths: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """K, V of these sequences packed end to end ([sum(lengths), heads_kv, head_dim]), from their pages."""
        def packed(pages):
            return np.concatenate([pages[self.tables[s]].reshape(-1, *pages.shape[2:])[:n]
                                   for s, n in zip(seqs, lengths)])
        return packed(self.k), packed(self.v)


def rms_norm(x: np.ndarray, weight: np.ndarray) -> np.ndarray:
    return x / np.sqrt((x * x).mean(-1, keepdims=True) + 1e-6) * weight


def rope(x: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """Rotary position embedding (rotate-half form) of x [tokens, heads, head_dim]."""
    d = x.shape[2]
    inv = 10000.0 ** (-np.arange(0, d, 2) / d)
    angle = positions[:, None] * inv[None, :]  # [tokens, d/2]
    cos, sin = np.cos(angle)[:, None, :], np.sin(angle)[:, None, :]
    x1, x2 = x[..., : d // 2], x[..., d // 2:]
    return np.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def zyfagen_attention(q: np.ndarray, k_cache: np.ndarray, v_cache: np.ndarray, cu_seqlens: np.ndarray,
                      block_table: np.ndarray) -> np.ndarray:
    """Causal FP8 attention of packed queries over the paged cache by zyfagen: quantise per
    tensor (an engine keeps its cache in FP8 with its descales; here the fp32 cache is quantised
    whole), one launch reading K and V pages through the block table, bf16 O as fp32."""
    import zyfagen

    q8, dq = zyfagen.quantize_fp8(q[None])
    (k8, dk), (v8, dv) = (zyfagen.quantize_fp8(c) for c in (k_cache, v_cache))  # [pages, PAGE, heads, dim]
    out = zyfagen.attention_varlen(q8[0], k8, v8, cu_seqlens, cu_seqlens, block_table=block_table, causal=True,
                                   q_descale=dq, k_descale=dk, v_descale=dv)
    return out.astype(np.float32)


def prefill(prompts: list[np.ndarray], layer: Layer, cache: PagedKVCache, attention=zyfagen_attention) -> np.ndarray:
    """One layer over prompts ([length, d_model] each), packed: returns [sum of lengths, d_model];
    their K and V go into the paged cache."""
    lengths = [len(x) for x in prompts]
    cu = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    x = np.concatenate(prompts)
    positions = np.concatenate([np.arange(n) for n in lengths])
    h = rms_norm(x, layer.norm)
    q = rope((h @ layer.wq).reshape(-1, layer.heads_q, layer.head_dim), positions)
    k = rope((h @ layer.wk).reshape(-1, layer.heads_kv, layer.head_dim), positions)
    v = (h @ layer.wv).reshape(-1, layer.heads_kv, layer.head_dim)
    seqs = [cache.append(k[a:b], v[a:b]) for a, b in zip(cu[:-1], cu[1:])]
    o = attention(q, cache.k, cache.v, cu, cache.block_table(seqs))  # [total, heads_q, head_dim]
    return x + o.reshape(len(x), -1) @ layer.wo


def attention_fp64(q: np.ndarray, k: np.ndarray, v: np.ndarray, cu_seqlens: np.ndarray) -> np.ndarray:
    """Causal softmax attention of each packed sequence in fp64 (grouped-query heads), the reference."""
    out = np.zeros((q.shape[0], q.shape[1], v.shape[2]))
    group = q.shape[1] // k.shape[1]
    for a, b in zip(cu_seqlens[:-1], cu_seqlens[1:]):
        qs, ks, vs = (np.asarray(t[a:b], np.float64) for t in (q, k, v))
        ks, vs = np.repeat(ks, group, axis=1), np.repeat(vs, group, axis=1)
        s = np.einsum("qhd,khd->hqk", qs, ks) / np.sqrt(q.shape[2])
        n = b - a
        s = np.where(np.arange(n)[None, :] <= np.arange(n)[:, None], s, -np.inf)
        p = np.exp(s - s.max(-1, keepdims=True))
        out[a:b] = np.einsum("hqk,khd->qhd", p / p.sum(-1, keepdims=True), vs)
    return out


def paged_attention_fp64(q: np.ndarray, k_cache: np.ndarray, v_cache: np.ndarray, cu_seqlens: np.ndarray,
                         block_table: np.ndarray) -> np.ndarray:
    """The reference over the paged cache: each sequence's pages gathered in fp64, then attention_fp64."""
    lengths = np.diff(cu_seqlens)
    k, v = (np.concatenate([c[row].reshape(-1, *c.shape[2:])[:n] for row, n in zip(block_table, lengths)])
            for c in (k_cache, v_cache))
    return attention_fp64(q, k, v, cu_seqlens)


def main() -> None:
    layer = random_layer()
    rng = np.random.default_rng(1)
    prompts = [rng.standard_normal((n, 256)).astype(np.float32) for n in (40, 17, 64)]
    got = prefill(prompts, layer, PagedKVCache(16, layer.heads_kv, layer.head_dim))
    want = prefill([x.astype(np.float64) for x in prompts], layer, PagedKVCache(16, layer.heads_kv, layer.head_dim),
                   paged_attention_fp64)
    x = np.concatenate(prompts)
    err = np.abs((got - x) - (want - x)).max() / np.abs(want - x).max()  # the attention branch
    print(f"prefill of prompts of 40, 17 and 64 tokens (4 query / 2 KV heads of 64), one attention_varlen "
          f"launch: attention branch within {err:.2%} of fp64")


if __name__ == "__main__":
    main()
