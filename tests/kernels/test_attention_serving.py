"""attention_fwd's serving features (issue 34): packed variable-length sequences (`varlen`),
sliding windows (`window`), the logit softcap (`softcap`) and sink logits (`sinks`), built into
the K/V-sharing kernels of specs/.

Oracles: (1) the kind's bit-exact model (`zyfagen.numerics.reference` through
attention_fwd/features.py, one sequence at a time) bit for bit against the emulated code object;
(2) `serving_fp64` below, written here from the issue's definitions (flash-attn's conventions)
and not from the kernel or its model: fp64 softmax attention per sequence with bottom-right
causal and window masks, `softcap * tanh(x / softcap)` on the scaled scores and exp(sink) in
the denominator; the output must lie within the FP8 bound of test_attention's derivation,
extended below; (3) the emulator's bounds checks: every buffer is exactly its tensor (packed
rows, no padding), so any read or write past a sequence's tensor is an error of the launch.

Bound extensions (test_attention's module docstring has the base): a sink is one more "key" with
V = 0 and an exact weight (the kernel starts the row at it with L = 1; only fp32 rescales touch
it), so it joins D* and the |V_j - O*| sum with |O*|; the softcapped base-2 exponent is formed
from fp32 constants and four fp32 operations (k1 S, exp2, + 1, rcp, fma), each within a few
ulp, so it is off by at most C 2^-18 (C = softcap log2 e: |tanh| <= 1 scales the relative error
into log2 units) and each weight by a factor within 2^(C 2^-18): eps grows by that.
"""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
import yaml

from zyfagen import emulator
from zyfagen.driver import build_spec
from zyfagen.kernels import get_kind
from zyfagen.kernels.attention_fwd import features
from zyfagen.kernels.attention_fwd.features import ServingProblem
from zyfagen.kernels.launch import compare_bits, launch_of, reference_bits
from zyfagen.numerics.reference import attention_fp64, decode_e4m3
from zyfagen.spec import parse_spec

from conftest import ROOT
from test_attention import spec_text

KIND = get_kind("attention_fwd")
_PROGRAMS: dict[tuple, object] = {}


def spec_params(name: str) -> dict:
    return dict(yaml.safe_load((ROOT / "specs" / f"{name}.yaml").read_text())["params"])


HD128, HD128C = spec_params("attention_hd128_lean"), spec_params("attention_hd128_lean_causal")
HD64, HD256, MLA = (spec_params(n) for n in ("attention_hd64_lean", "attention_hd256_lean",
                                               "attention_mla192_128_lean"))


def program(params: dict):
    key = tuple(sorted(params.items()))
    if key not in _PROGRAMS:
        _PROGRAMS[key] = emulator.load(build_spec(parse_spec(spec_text(params))).code_object)
    return _PROGRAMS[key]


# ---- the fp64 oracle, from the definitions -------------------------------------------


def visible(lq: int, lk: int, causal: bool, window: tuple[int, int]) -> np.ndarray:
    """[lq, lk]: key j visible to query i of a sequence with Lq queries and Lk keys iff
    j <= i + Lk - Lq (causal) and i + Lk - Lq - left <= j <= i + Lk - Lq + right (window, -1
    unbounded): flash-attn's bottom-right alignment."""
    i, j = np.arange(lq)[:, None], np.arange(lk)[None, :]
    vis = np.ones((lq, lk), bool)
    if causal:
        vis &= j <= i + lk - lq
    if window[0] >= 0:
        vis &= j >= i + lk - lq - window[0]
    if window[1] >= 0:
        vis &= j <= i + lk - lq + window[1]
    return vis


def serving_fp64(q, k, v, cu_q, cu_k, *, scale, dq, dk, dv, causal=False, window=(-1, -1), softcap=0.0,
                 sinks=None):
    """O [total_q, heads_q, d_v] and LSE [heads_q, total_q] (natural log, +inf for a row with no
    key and no sink) of fp64 attention over packed e4m3fn q [total_q, hq, d], k/v [total_k, hkv, *].
    Key j is visible to query i of a sequence with Lq queries and Lk keys iff j <= i + Lk - Lq
    (causal) and i + Lk - Lq - left <= j <= i + Lk - Lq + right (window, -1 unbounded)."""
    tq, hq, _ = q.shape
    hkv, dvh = v.shape[1], v.shape[2]
    out = np.zeros((tq, hq, dvh))
    lse = np.full((hq, tq), np.inf)
    for b in range(len(cu_q) - 1):
        q0, q1, k0, k1 = int(cu_q[b]), int(cu_q[b + 1]), int(cu_k[b]), int(cu_k[b + 1])
        lq, lk = q1 - q0, k1 - k0
        vis = visible(lq, lk, causal, window)
        for h in range(hq):
            g = h // (hq // hkv)
            qf = decode_e4m3(q[q0:q1, h]) * dq
            kf = decode_e4m3(k[k0:k1, g]) * dk
            vf = decode_e4m3(v[k0:k1, g]) * dv
            x = (qf @ kf.T) * scale
            if softcap:
                x = softcap * np.tanh(x / softcap)
            x = np.where(vis, x, -np.inf)
            terms = [x] if sinks is None else [x, np.full((lq, 1), float(sinks[h]))]
            allx = np.concatenate(terms, axis=1)
            m = allx.max(axis=1, keepdims=True, initial=-np.inf)
            m = np.where(np.isfinite(m), m, 0.0)
            w = np.exp(x - m)
            den = np.exp(allx - m).sum(axis=1)
            out[q0:q1, h] = np.where(den[:, None] > 0, (w @ vf) / np.where(den > 0, den, 1)[:, None], 0.0)
            with np.errstate(divide="ignore"):
                lse[h, q0:q1] = np.where(den > 0, m[:, 0] + np.log(den), np.inf)
    return out, lse


def fp8_bound(q, k, v, cu_q, cu_k, o_star, *, scale, dq, dk, dv, causal, window, softcap, sinks, scaled=True):
    """Per-element bound on |O - O_fp64| (test_attention's derivation with the extensions of
    the module docstring; lean P, block-scaled)."""
    eps, tau, a = 0.108, 2.0 ** -6, 2.0 ** -7
    if scaled:
        tau, a = tau * 2.0 ** -8, a * 2.0 ** -8
    if softcap:
        eps += 2.0 ** (softcap * math.log2(math.e) * 2.0 ** -18) - 1
    tq, hq, _ = q.shape
    hkv, dvh = v.shape[1], v.shape[2]
    bound = np.zeros((tq, hq, dvh))
    for b in range(len(cu_q) - 1):
        q0, q1, k0, k1 = int(cu_q[b]), int(cu_q[b + 1]), int(cu_k[b]), int(cu_k[b + 1])
        lq, lk = q1 - q0, k1 - k0
        if lq == 0:
            continue
        vis = visible(lq, lk, causal, window)
        for h in range(hq):
            g = h // (hq // hkv)
            x = (decode_e4m3(q[q0:q1, h]) * dq) @ (decode_e4m3(k[k0:k1, g]) * dk).T * scale
            if softcap:
                x = softcap * np.tanh(x / softcap)
            x = np.where(vis, x, -np.inf)
            vf = decode_e4m3(v[k0:k1, g]) * dv
            sink = np.full((lq, 1), -np.inf if sinks is None else float(sinks[h]))
            m = np.maximum(x.max(axis=1, initial=-np.inf), sink[:, 0])[:, None]
            m = np.where(np.isfinite(m), m, 0.0)
            p = np.where(vis, np.exp(x - m), 0.0)
            ps = np.exp(sink - m)[:, 0]
            o = o_star[q0:q1, h]
            aj = np.where(vis & (p < tau), a, 0.0)
            dev = np.abs(vf[None, :, :] - o[:, None, :])
            num = np.einsum("qj,qjd->qd", eps * p + aj, dev) + 1e-5 * ps[:, None] * np.abs(o)
            den = (1 - eps) * p.sum(axis=1) + ps - aj.sum(axis=1)
            vmax = np.abs(vf).max() if lk else 0.0
            row = np.where(den[:, None] > 0, num / np.where(den > 0, den, 1.0)[:, None], 2 * vmax)
            row = np.where((vis.any(axis=1) | (sinks is not None))[:, None], row, 0.0)
            bound[q0:q1, h] = row + 1e-5 * vmax + 2.0 ** -8 * (np.abs(o) + row)
    return bound


def test_fp64_oracle_agrees_with_dense_fp64():
    """The oracle without features, two sequences of one length, is numerics' dense fp64
    attention (written earlier, elsewhere); causal bottom-right both."""
    rng = np.random.default_rng(3)
    q = rng.integers(0, 0x7E, (2, 9, 2, 64)).astype(np.uint8)
    k = rng.integers(0, 0x7E, (2, 13, 1, 64)).astype(np.uint8)
    v = rng.integers(0, 0x7E, (2, 13, 1, 64)).astype(np.uint8)
    kw = dict(scale=0.01, dq=0.5, dk=0.25, dv=1.0)
    for causal in (False, True):
        want = attention_fp64(q, k, v, softmax_scale=0.01, q_descale=0.5, k_descale=0.25, causal=causal)
        got, _ = serving_fp64(q.reshape(18, 2, 64), k.reshape(26, 1, 64), v.reshape(26, 1, 64),
                              [0, 9, 18], [0, 13, 26], causal=causal, **kw)
        assert np.allclose(got.reshape(2, 9, 2, 64), want, rtol=1e-12, atol=1e-12)


# ---- emulated kernels against both oracles ---------------------------------------------------


def run_serving(params: dict, seqlens_q, seqlens_k, *, heads_q=2, heads_kv=1, window=(-1, -1),
                softcap=0.0, seed=0, code_object: bytes | None = None):
    """Emulate one launch of `params` on packed inputs (exact-size buffers); check it bit for
    bit against the kind's model and within the FP8 bound of serving_fp64. Returns the case."""
    full = KIND.complete(params)
    varlen = bool(full["varlen"])
    if not varlen:
        assert len(set(seqlens_q)) == 1 and len(set(seqlens_k)) == 1
        problem = ServingProblem(len(seqlens_q), seqlens_q[0], seqlens_k[0], heads_q, heads_kv, window=window)
    else:
        problem = ServingProblem(len(seqlens_q), max(seqlens_q), max(seqlens_k), heads_q, heads_kv,
                                 tuple(seqlens_q), tuple(seqlens_k), window)
    inp = features.inputs(full, problem, seed, softcap=softcap)
    launch = launch_of(KIND, full, problem, inp)
    prog = program(params) if code_object is None else emulator.load(code_object)
    res = emulator.launch(prog, launch.args, grid=launch.grid)
    got = {n: res.buffers[n] for n in launch.outputs}
    why = compare_bits(got, reference_bits(KIND, full, problem, inp))
    assert not why, f"{params} {seqlens_q} {seqlens_k}: {why}"
    # the fp64 oracle on the same bytes, packed (paged: gathered here through the block table)
    q, k, v = (x.reshape(-1, *x.shape[2:]) for x in (inp.q, inp.k, inp.v))
    cu_q = np.concatenate([[0], np.cumsum(seqlens_q)])
    cu_k = np.concatenate([[0], np.cumsum(seqlens_k)])
    if full["page_size"]:
        page = full["page_size"]
        k, v = (np.stack([cache[inp.block_table[b, j // page], j % page] for b, n in enumerate(seqlens_k)
                          for j in range(n)]) for cache in (inp.k, inp.v))
    kw = dict(scale=float(inp.softmax_scale), dq=inp.q_descale, dk=inp.k_descale, dv=inp.v_descale,
              causal=bool(full["causal"]), window=tuple(inp.window) if full["window"] else (-1, -1),
              softcap=float(inp.softcap) if full["softcap"] else 0.0,
              sinks=inp.sinks if full["sinks"] else None)
    o_star, lse_star = serving_fp64(q, k, v, cu_q, cu_k, **kw)
    out = got["o"].view(ml_dtypes.bfloat16 if full["output"] == "bf16" else np.float32).astype(np.float64)
    out = out.reshape(o_star.shape)
    bound = fp8_bound(q, k, v, cu_q, cu_k, o_star, **kw)
    err = np.abs(out - o_star)
    assert np.all(err <= bound), (f"{params}: error {err.max():.3g} above the FP8 bound at "
                                  f"{tuple(np.argwhere(err > bound)[0])}")
    if full["lse"]:
        lse_got = got["lse"].view(np.float32).reshape(lse_star.shape).astype(np.float64)
        fin = np.isfinite(lse_star)
        assert np.array_equal(np.isfinite(lse_got), fin)
        # lean P's weights are within 1.108x of exact, the sum too: |ln| < 0.11
        assert np.all(np.abs(lse_got[fin] - lse_star[fin]) <= 0.11 + 1e-4 * np.abs(lse_star[fin]))
    rel = float(np.linalg.norm(out - o_star) / max(np.linalg.norm(o_star), 1e-30))
    print(f"{params.get('head_dim_qk')} {seqlens_q}/{seqlens_k} window {window} softcap {softcap}: "
          f"relative Frobenius error vs fp64 {rel:.4f}, worst err/bound {(err / np.maximum(bound, 1e-30)).max():.3f}")
    return dict(out=out, o_star=o_star, rel=rel, instructions=res.wave_instructions, barriers=res.barriers)


SERVING = [
    # (id, spec params + features, seqlens_q, seqlens_k, window, softcap, heads_q, heads_kv)
    ("hd128-varlen", dict(HD128, varlen=True, lse=True), (37, 1, 70), (300, 0, 129), (-1, -1), 0.0, 2, 1),
    ("hd128c-varlen-window", dict(HD128C, varlen=True, window=True, lse=True), (129, 5, 40), (300, 17, 40),
     (100, -1), 0.0, 2, 2),
    ("hd128-window-dense", dict(HD128, window=True), (70, 70), (389, 389), (130, 40), 0.0, 1, 1),
    ("hd128-softcap", dict(HD128, softcap=True, lse=True), (40,), (300,), (-1, -1), 5.0, 2, 1),
    ("hd128c-sinks", dict(HD128C, sinks=True, lse=True), (70,), (129,), (-1, -1), 0.0, 4, 1),
    ("hd128c-all", dict(HD128C, varlen=True, window=True, softcap=True, sinks=True, lse=True), (33, 64, 1),
     (33, 200, 130), (64, 0), 8.0, 2, 1),
    ("hd64-varlen-window-sinks", dict(HD64, varlen=True, window=True, sinks=True, causal=True), (31, 97),
     (160, 97), (40, 0), 0.0, 2, 1),
    ("mla-varlen-causal", dict(MLA, varlen=True, causal=True, lse=True), (20, 45), (45, 300), (-1, -1), 0.0, 2, 1),
    ("hd256-varlen-softcap-window", dict(HD256, varlen=True, window=True, softcap=True), (9, 40), (140, 40),
     (50, 10), 20.0, 1, 1),
    # paged K/V through the LDS DMA path: shuffled cache blocks, NaN in the unused ones, table
    # entries past a sequence's pages outside the cache (never looked up)
    ("hd128c-paged16", dict(HD128C, varlen=True, page_size=16, lse=True), (37, 1, 70), (300, 0, 129),
     (-1, -1), 0.0, 2, 1),
    ("hd64-paged16-window", dict(HD64, varlen=True, page_size=16, window=True), (31, 97), (160, 97), (40, 7),
     0.0, 2, 1),
    ("mla-paged64-causal", dict(MLA, varlen=True, page_size=64, causal=True), (20, 45), (45, 300), (-1, -1),
     0.0, 2, 1),
    ("hd256-paged256-softcap", dict(HD256, varlen=True, page_size=256, softcap=True), (9, 40), (300, 40),
     (-1, -1), 20.0, 1, 1),
]


@pytest.mark.parametrize("params,lq,lk,window,softcap,hq,hkv", [c[1:] for c in SERVING], ids=[c[0] for c in SERVING])
def test_serving_bitwise_and_within_fp8_bound(params, lq, lk, window, softcap, hq, hkv):
    run_serving(params, lq, lk, window=window, softcap=softcap, heads_q=hq, heads_kv=hkv, seed=7)


@pytest.mark.parametrize("seed", [2, 3])
def test_fuzzed_lengths_in_bounds(seed):
    """Random packed lengths (0 allowed on either side, including a sequence with queries and no
    key) under causal + window, and (seed 3) a random paged cache: exact-size buffers, so the
    emulator's bounds checks fail any access past a tensor; bits and the fp64 bound as above."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 5))
    lq = [int(x) for x in rng.integers(0, 90, n)]
    lk = [int(x) for x in rng.integers(0, 260, n)]
    lq[0] = max(lq[0], 1)
    lk[-1] = 0 if seed == 2 else lk[-1]
    window = (int(rng.integers(0, 200)), 0)
    # seed 3: K/V in a paged cache (16-token blocks, shuffled, the unused ones NaN, table entries
    # past each sequence's pages outside the cache) and sinks
    extra = dict(sinks=True, page_size=16) if seed == 3 else {}
    run_serving(dict(HD128C, varlen=True, window=True, **extra), lq, lk, window=window, seed=seed)


def test_window_walks_only_its_blocks():
    """A 128-key causal window on 1,024 keys: the workgroup's 256 rows walk three key blocks
    (keys 640..1,023) instead of eight. Every block costs each wave the same barriers (the
    block barrier and the ping-pong's phase barriers), so the barriers executed tell the blocks
    walked: (wide - narrow) / 5 per block, and narrow - 2 of those is the fixed part plus one
    block, that of a window that sees one block (all three kernels the same bits as the model
    and within the fp64 bound)."""
    params = dict(HD128C, window=True)
    narrow = run_serving(params, (256,), (1024,), window=(128, 0), heads_q=1, seed=5)
    wide = run_serving(params, (256,), (1024,), window=(-1, -1), heads_q=1, seed=5)
    one = run_serving(params, (32,), (1024,), window=(0, 0), heads_q=1, seed=5)  # rows 0..31: one block
    per_block, rest = divmod(wide["barriers"] - narrow["barriers"], 5)
    print(f"barriers: window 128 {narrow['barriers']}, unbounded {wide['barriers']}, one block {one['barriers']}; "
          f"instructions {narrow['instructions']} / {wide['instructions']}")
    assert rest == 0 and per_block > 0
    assert narrow["barriers"] - 2 * per_block == one["barriers"]


def test_features_change_the_answer():
    """The fp64 oracle's features are not no-ops on the test inputs (so the bounds above test
    them): softcap 5, a sink and a window each move the output."""
    full = KIND.complete(dict(HD128, varlen=True))
    inp = features.inputs(full, ServingProblem(1, 40, 300, 1, 1, (40,), (300,)), 0)
    q, k, v = (x[0] for x in (inp.q, inp.k, inp.v))
    kw = dict(scale=float(inp.softmax_scale), dq=inp.q_descale, dk=inp.k_descale, dv=inp.v_descale)
    base, _ = serving_fp64(q, k, v, [0, 40], [0, 300], **kw)
    for extra in (dict(softcap=5.0), dict(sinks=np.array([6.0])), dict(window=(50, 10))):
        moved, _ = serving_fp64(q, k, v, [0, 40], [0, 300], **kw, **extra)
        assert np.abs(moved - base).max() > 0.05 * np.abs(base).max(), extra


def test_features_need_the_kv_sharing_loop():
    from zyfagen.errors import UserError

    with pytest.raises(UserError, match=r"params.varlen: true needs kv_sharing: lds"):
        build_spec(parse_spec(spec_text(dict(head_dim_qk=128, varlen=True))))


EMITTED = sorted(p.stem for p in (ROOT / "specs").glob("attention_*.yaml")
                 if any(spec_params(p.stem).get(f) for f in features.FEATURES))


def test_serving_specs_are_emitted():
    assert {"attention_hd128_lean_varlen", "attention_hd256_lean_varlen_softcap",
            "attention_hd64_lean_varlen_sinks"} <= set(EMITTED)


@pytest.mark.parametrize("name", EMITTED)
def test_emitted_serving_code_objects(name):
    """The committed code objects of the serving specs, as a user gets them: packed lengths
    with an empty sequence, a window of 60 keys (right bound 0: these specs are causal), GQA."""
    params = spec_params(name)
    code = (ROOT / "emitted" / f"{name}.hsaco").read_bytes()
    run_serving(params, (33, 0, 70), (150, 9, 70), window=(60, -1), softcap=30.0, heads_q=4, heads_kv=2,
                seed=9, code_object=code)


def test_tile_table_longest_first():
    """varlen's work list: every (sequence, query tile, head) once, in decreasing order of key
    blocks walked, counted here from the definition (the blocks holding any key a tile's rows
    see, from the first block of its window) rather than the kernel's formula."""
    params = KIND.complete(dict(HD128C, varlen=True, window=True))
    lq, lk = (40, 600, 0, 300, 1), (40, 1000, 5, 300, 17)
    problem = ServingProblem(5, 600, 1000, 3, 1, lq, lk, (300, 0))
    table = features.tile_table(params, problem, (300, 0))
    assert features.grid(params, problem) == (len(table), 1, 1)
    want = {(b, t, h) for b in range(5) for t in range(-(-lq[b] // 256)) for h in range(3)}
    assert sorted(map(tuple, table[:, :3].tolist())) == sorted(want)

    def blocks(b, t):  # blocks [first key any row sees // 128, last such key // 128]
        rows = range(256 * t, min(256 * t + 256, lq[b]))
        keys = [j for i in rows for j in range(lk[b]) if i + lk[b] - lq[b] - 300 <= j <= i + lk[b] - lq[b]]
        return 0 if not keys else max(keys) // 128 - min(keys) // 128 + 1
    walked = [blocks(b, t) for b, t, _h, _ in table.tolist()]
    assert walked == sorted(walked, reverse=True) and walked[0] == 6, walked  # 556 keys: 6 blocks
    assert [features.blocks_walked(params, lq[b], lk[b], 256 * t, (300, 0)) for b, t, _h, _ in table.tolist()] == walked


def test_aiter_group_mode_on_the_same_packed_inputs():
    """A second oracle nobody here wrote: AMD AITER's group-mode (variable-length) hd128 FP8
    forward (tests/data/aiter/fwd_hd128_fp8_group.co, its launch contract in
    zyfagen/foreign/aiter.py) on the same packed bytes as the varlen hd128 kernel: each within
    its FP8 bound of the fp64 oracle per sequence (ours: the bound above; AITER's: its own
    rounded-P bound, tests/emulator/test_aiter.py's), so the two agree within the sum."""
    from zyfagen.foreign import aiter
    from zyfagen.kernels.attention_fwd.features import ServingInputs
    from zyfagen.numerics.fp8_bound import rounded_p_bound

    data = ROOT / "tests" / "data" / "aiter"
    lens_q, lens_k = [100, 40], [150, 70]
    rng = np.random.default_rng(12)
    qs, ks, vs = ([rng.standard_normal((n, 128)).astype(ml_dtypes.float8_e4m3fn) for n in lens]
                  for lens in (lens_q, lens_k, lens_k))
    scale = float(np.float32(1 / np.sqrt(128)))
    args = aiter.aiter_group_args(qs, ks, vs, scale)
    prog = emulator.load(data / "fwd_hd128_fp8_group.co", kernarg_layout=data / "fwd_hd128_fp8_group.args.yaml")
    res = emulator.launch(prog, args, grid=aiter.group_grid(lens_q), block=aiter.BLOCK, memory_model=aiter.MEMORY_MODEL)
    theirs = res.buffers["ptr_o"][:, 0].astype(np.float64)

    params = dict(HD128, varlen=True)
    full = KIND.complete(params)
    q, k, v = (np.concatenate(x).view(np.uint8)[None, :, None, :] for x in (qs, ks, vs))
    cu_q, cu_k = (np.concatenate([[0], np.cumsum(n)]).astype(np.int32) for n in (lens_q, lens_k))
    inp = ServingInputs(q, k, v, 1.0, 1.0, 1.0, scale, cu_seqlens_q=cu_q, cu_seqlens_k=cu_k)
    launch = launch_of(KIND, full, inp.problem(), inp)
    got = emulator.launch(program(params), launch.args, grid=launch.grid).buffers
    assert not compare_bits({"o": got["o"]}, reference_bits(KIND, full, inp.problem(), inp))
    ours = got["o"].view(ml_dtypes.bfloat16).astype(np.float64)[0, :, 0]
    kw = dict(scale=scale, dq=1.0, dk=1.0, dv=1.0, causal=False, window=(-1, -1), softcap=0.0, sinks=None)
    o_star, _ = serving_fp64(q[0], k[0], v[0], cu_q, cu_k, **kw)
    o_star = o_star[:, 0]
    ours_bound = fp8_bound(q[0], k[0], v[0], cu_q, cu_k, o_star[:, None], **kw)[:, 0]
    for b in range(2):
        rows, keys = slice(cu_q[b], cu_q[b + 1]), slice(cu_k[b], cu_k[b + 1])
        kf, vf = (decode_e4m3(x[0, keys, 0]) for x in (k, v))
        sc = decode_e4m3(q[0, rows, 0]) @ kf.T * scale
        p = np.exp(sc - sc.max(axis=1, keepdims=True))
        their_bound = rounded_p_bound(p, vf, o_star[rows])
        assert np.all(np.abs(theirs[rows] - o_star[rows]) <= their_bound), f"AITER, sequence {b}"
        assert np.all(np.abs(ours[rows] - o_star[rows]) <= ours_bound[rows]), f"ours, sequence {b}"
        assert np.all(np.abs(ours[rows] - theirs[rows]) <= ours_bound[rows] + their_bound)
    rel = lambda x: np.linalg.norm(x - o_star) / np.linalg.norm(o_star)  # noqa: E731
    print(f"packed (100, 40)/(150, 70) hd128: relative Frobenius error vs fp64: ours {rel(ours):.4f}, "
          f"AITER group mode {rel(theirs):.4f}; ours vs AITER {np.linalg.norm(ours - theirs) / np.linalg.norm(o_star):.4f}")
