"""examples/prefill.py: the paged cache gives back what was stored, zyfagen's attention_varlen on
the layer's packed q, k, v is within FP8 attention's error of fp64 attention of the same FP8
values, and the whole layer's attention branch is within FP8 quantisation's error of an fp64
layer."""
import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def ex():
    spec = importlib.util.spec_from_file_location("prefill_example", ROOT / "examples" / "prefill.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


def test_paged_cache_gives_back_each_sequence(ex):
    rng = np.random.default_rng(0)
    cache = ex.PagedKVCache(8, 2, 16)
    ks = [rng.standard_normal((n, 2, 16)) for n in (40, 17)]
    seqs = [cache.append(k, -k) for k in ks]
    assert [len(t) for t in cache.tables] == [3, 2] and set(cache.tables[0]).isdisjoint(cache.tables[1])
    k, v = cache.gather_pages(seqs[::-1], [17, 33])
    assert np.array_equal(k, np.concatenate([ks[1], ks[0][:33]]).astype(np.float32)) and np.array_equal(v, -k)


def test_attention_matches_fp64_of_the_same_fp8_values(ex):
    import zyfagen

    rng = np.random.default_rng(2)
    cu = np.array([0, 40, 57, 121], np.int32)
    q, k, v = (rng.standard_normal((121, h, 64)) for h in (4, 2, 2))
    cache = ex.PagedKVCache(12, 2, 64)
    cache.free = cache.free[::-1]  # pages out of order: the block table decides where each sequence is
    seqs = [cache.append(k[a:b], v[a:b]) for a, b in zip(cu[:-1], cu[1:])]
    got = ex.zyfagen_attention(q, cache.k, cache.v, cu, cache.block_table(seqs))
    # the cache holds k, v and zeros: per-tensor FP8 of the cache is per-tensor FP8 of k, v
    (q8, dq), (k8, dk), (v8, dv) = (zyfagen.quantize_fp8(t[None]) for t in (q, k, v))
    want = ex.attention_fp64(q8[0].astype(np.float64) * dq, k8[0].astype(np.float64) * dk,
                             v8[0].astype(np.float64) * dv, cu)
    # lean P's FP8 probabilities and bf16 output: a few percent of the largest output at most
    assert np.abs(got - want).max() / np.abs(want).max() < 0.03
    assert np.abs(got - want).mean() / np.abs(want).mean() < 0.02


def test_layer_attention_branch_is_within_fp8_error_of_fp64(ex):
    layer = ex.random_layer()
    rng = np.random.default_rng(1)
    prompts = [rng.standard_normal((n, 256)).astype(np.float32) for n in (40, 17, 64)]
    got = ex.prefill(prompts, layer, ex.PagedKVCache(16, layer.heads_kv, layer.head_dim))
    want = ex.prefill([x.astype(np.float64) for x in prompts], layer, ex.PagedKVCache(16, layer.heads_kv, layer.head_dim),
                      ex.paged_attention_fp64)
    x = np.concatenate(prompts)
    branch = want - x
    err = np.abs((got - x) - branch)
    # e4m3 rounds each element of q, k and v to within 2^-4 of itself: the branch stays within it
    assert err.max() / np.abs(branch).max() < 2 ** -4 and err.mean() / np.abs(branch).mean() < 2 ** -4
