"""attention_fwd's serving-engine features (issue 34): packed variable-length sequences
(`varlen`), sliding windows (`window`), the logit softcap (`softcap`) and sink logits (`sinks`).

Their launch arguments follow every other argument (contract.launch_args), so a spec with all
four off has the kernarg segment, code object and output of before. With `varlen` q/k/v/o are
packed [1, total, heads, dim] (their batch stride unused), `cu_seqlens_q` / `cu_seqlens_k`
(int32 [batch + 1]) bound each sequence, seq_q / seq_k are the longest sequence's lengths, LSE
is [1, heads_q, total_q], and the grid is 1-D: workgroup n runs entry n of `tile_table`
((sequence, query tile, head), built here longest first, like the dense causal order). The
reference runs the kind's bit-exact model (numerics.reference) once per sequence.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from ..kind import LaunchArg, Params
from ..launch import fp8_tensor
from . import contract, mx_contract
from .contract import AttentionInputs, AttentionProblem, _dims

FEATURES = ("varlen", "window", "softcap", "sinks", "page_size")


def active(params: Params) -> bool:
    return any(params.get(f, False) for f in FEATURES)


@dataclass(frozen=True)
class ServingProblem(AttentionProblem):
    """A problem of the feature kernels: a packed batch (seq_q / seq_k are the longest
    sequence's lengths, seqlens_* each one's; empty: dense) and the window it runs with."""

    seqlens_q: tuple[int, ...] = ()
    seqlens_k: tuple[int, ...] = ()
    window: tuple[int, int] = (-1, -1)


@dataclass(frozen=True)
class ServingInputs(AttentionInputs):
    """AttentionInputs with the feature arguments: with cu_seqlens q/k/v are [1, total, heads,
    dim]; window (left, right), -1 unbounded; softcap > 0 (0: none); sinks fp32 [heads_q]."""

    cu_seqlens_q: np.ndarray | None = None
    cu_seqlens_k: np.ndarray | None = None
    window: tuple[int, int] = (-1, -1)
    softcap: float = 0.0
    sinks: np.ndarray | None = field(default=None)
    # paged K/V: k, v are caches [num_blocks, page_size, heads_kv, dim]; cu_seqlens_k gives the
    # lengths; sequence b's key j is row j % page_size of block block_table[b, j // page_size]
    block_table: np.ndarray | None = None

    def problem(self) -> AttentionProblem:
        if self.cu_seqlens_q is None:
            p = AttentionInputs.problem(self)
            return ServingProblem(p.batch, p.seq_q, p.seq_k, p.heads_q, p.heads_kv, window=tuple(self.window))
        lq, lk = (tuple(int(x) for x in np.diff(np.asarray(c, np.int64)))
                  for c in (self.cu_seqlens_q, self.cu_seqlens_k))
        return ServingProblem(len(lq), max(lq), max(lk), self.q.shape[2], self.k.shape[2], lq, lk,
                              tuple(self.window))


def launch_args(params: Params) -> list[LaunchArg]:
    """The feature arguments, after every other one: pointers, then values."""
    out = []
    if params.get("varlen"):
        out += [LaunchArg("cu_seqlens_q", "buffer", "i32", "[batch + 1], cu[0] = 0, rising"),
                LaunchArg("cu_seqlens_k", "buffer", "i32", "[batch + 1], cu[0] = 0, rising"),
                LaunchArg("tile_table", "buffer", "i32", "[tiles x heads_q, 4]: (sequence, query tile, "
                          "head, 0), longest first (features.tile_table)")]
    if params.get("sinks"):
        out.append(LaunchArg("sinks", "buffer", "f32", "[heads_q], natural-log logits"))
    if params.get("softcap"):
        out.append(LaunchArg("softcap", "value", "f32", "> 0"))
    if params.get("window"):
        out += [LaunchArg("window_left", "value", "i32", "-1 unbounded"),
                LaunchArg("window_right", "value", "i32", "-1 unbounded")]
    if params.get("page_size"):
        out += [LaunchArg("block_table", "buffer", "i32", "[batch, max_blocks]: the cache block of each page"),
                LaunchArg("block_table_stride", "value", "u32", "elements between block_table rows")]
    return out


def _rows(params: Params) -> int:
    return int(params["waves_per_workgroup"]) * int(params["block_q"])


def _lengths(problem: AttentionProblem) -> list[tuple[int, int]]:
    if isinstance(problem, ServingProblem) and problem.seqlens_q:
        return list(zip(problem.seqlens_q, problem.seqlens_k))
    return [(problem.seq_q, problem.seq_k)] * problem.batch


def blocks_walked(params: Params, lq: int, lk: int, q0: int, window: tuple[int, int]) -> int:
    """Key blocks the workgroup of query rows q0.. of a sequence walks (core._visibility and
    _window_visibility: from the first row's window start, down to a block, to the last row's
    limit)."""
    bk, last = int(params["block_k"]), min(q0 + _rows(params) - 1, lq - 1)
    right = None
    start = 0
    if params.get("window"):
        far = lq + lk
        left, right = (far if w < 0 else min(w, far) for w in window)
        start = max(q0 + lk - lq - left, 0) // bk
    if params["causal"]:
        right = 0
    end = lk if right is None else min(lk, last + lk - lq + right + 1)
    return max(0, -(-end // bk) - start) if end > 0 else 0


def tile_table(params: Params, problem: AttentionProblem, window: tuple[int, int] = (-1, -1)) -> np.ndarray:
    """varlen's work list, int32 [tiles x heads_q, 4]: (sequence, query tile, head, 0), the
    tiles in decreasing order of key blocks walked (ties: sequence, then tile), every head of a
    tile side by side, so the longest workgroups start first whatever the lengths."""
    rows, hq = _rows(params), problem.heads_q
    tiles = [(b, t) for b, (lq, _lk) in enumerate(_lengths(problem)) for t in range(-(-lq // rows))]
    lens = _lengths(problem)
    tiles.sort(key=lambda bt: (-blocks_walked(params, *lens[bt[0]], bt[1] * rows, window), bt))
    table = np.zeros((len(tiles) * hq, 4), np.int32)
    for i, (b, t) in enumerate(tiles):
        table[i * hq:(i + 1) * hq, 0], table[i * hq:(i + 1) * hq, 1] = b, t
        table[i * hq:(i + 1) * hq, 2] = np.arange(hq)
    return table


def grid(params: Params, problem: AttentionProblem) -> tuple[int, int, int]:
    """varlen: a 1-D grid, one workgroup per tile-table entry."""
    rows = _rows(params)
    return (sum(-(-lq // rows) for lq, _ in _lengths(problem)) * problem.heads_q, 1, 1)


def _strides(arr: np.ndarray) -> tuple[int, ...]:
    return tuple(s // arr.itemsize for s in arr.strides)


def arguments(params: Params, problem: AttentionProblem, inputs: ServingInputs) -> dict[str, Any]:
    """Argument values by name (the dense ones as contract.arguments makes them, with varlen's
    packed tensors and the longest lengths) and the feature arguments."""
    q, k, v = inputs.q, inputs.k, inputs.v
    d, dv = _dims(params)
    if (q.shape[3], k.shape[3], v.shape[3]) != (d, d, dv):
        raise ValueError(f"attention_fwd arguments: head dims of q, k, v {q.shape[3]}, {k.shape[3]}, "
                         f"{v.shape[3]}; the kernel's: {d}, {d}, {dv}")
    nb, hq, hkv = problem.batch, problem.heads_q, problem.heads_kv
    varlen = bool(params.get("varlen"))
    rows_b, rows_q = (1, q.shape[1]) if varlen else (nb, problem.seq_q)
    o = np.zeros((rows_b, rows_q, hq, dv), np.uint32 if params["output"] == "fp32" else np.uint16)
    args: dict[str, Any] = dict(q=q, k=k, v=v, o=o, softmax_scale=inputs.softmax_scale, seq_q=problem.seq_q,
                                seq_k=problem.seq_k, gqa_group=hq // hkv, heads_kv=hkv)
    for t in "qkv":
        x = getattr(inputs, f"{t}_descale")
        args[f"{t}_descale"] = (np.broadcast_to(np.asarray(x, np.float32), (nb, hkv)).copy()
                                if params["descale"] == "batch_head" else x)
    for t, arr in (("q", q), ("k", k), ("v", v), ("o", o)):
        sb, ss, sh, _ = _strides(arr)
        args.update({f"{t}_stride_b": sb, f"{t}_stride_s": ss, f"{t}_stride_h": sh})
    if params["lse"]:
        lse = np.zeros((rows_b, hq, rows_q), np.uint32)
        args.update(lse=lse, lse_stride_b=hq * rows_q, lse_stride_h=rows_q)
    if varlen:
        args.update(cu_seqlens_q=np.asarray(inputs.cu_seqlens_q, np.int32),
                    cu_seqlens_k=np.asarray(inputs.cu_seqlens_k, np.int32),
                    tile_table=tile_table(params, problem, tuple(inputs.window)))
    if params.get("sinks"):
        args["sinks"] = np.asarray(inputs.sinks, np.float32).reshape(hq)
    if params.get("softcap"):
        args["softcap"] = float(inputs.softcap)
    if params.get("window"):
        args.update(window_left=int(inputs.window[0]), window_right=int(inputs.window[1]))
    if params.get("page_size"):
        table = np.asarray(inputs.block_table, np.int32)
        args.update(block_table=table, block_table_stride=table.strides[0] // 4)
    return args


def gathered(inputs: ServingInputs, page: int) -> ServingInputs:
    """Paged inputs with k and v gathered into packed [1, total_k, heads, dim] (the reference's
    view: sequence b's key j is row j % page of block block_table[b, j // page])."""
    lens = np.diff(np.asarray(inputs.cu_seqlens_k, np.int64))
    rows = [(int(inputs.block_table[b, j // page]), j % page) for b, n in enumerate(lens) for j in range(n)]
    blocks, offs = (np.array([r[i] for r in rows], np.int64).reshape(-1) for i in (0, 1))
    k, v = (t[blocks, offs][None] if rows else t[:0, 0][None] for t in (inputs.k, inputs.v))
    return replace(inputs, k=k, v=v, block_table=None)


def _sequences(problem: AttentionProblem, inputs: ServingInputs):
    """(b, q rows slice, k rows slice) per sequence (dense: every batch entry)."""
    if inputs.cu_seqlens_q is None:
        return [(b, (b, slice(None)), (b, slice(None))) for b in range(problem.batch)]
    cq, ck = (np.asarray(c, np.int64) for c in (inputs.cu_seqlens_q, inputs.cu_seqlens_k))
    return [(b, (0, slice(cq[b], cq[b + 1])), (0, slice(ck[b], ck[b + 1]))) for b in range(len(cq) - 1)]


def reference(params: Params, problem: AttentionProblem, inputs: ServingInputs) -> dict[str, np.ndarray]:
    """O (and LSE) bits of the bit-exact model, one sequence at a time."""
    from ...numerics.reference import attention_reference
    from .contract import config_from_params

    cfg = config_from_params(params)
    if params.get("page_size"):
        inputs = gathered(inputs, int(params["page_size"]))
    q, k, v = inputs.q, inputs.k, inputs.v
    hq, dv = q.shape[2], v.shape[3]
    out = np.zeros((q.shape[0], q.shape[1], hq, dv), np.float32)
    lse = np.zeros((q.shape[0], hq, q.shape[1]), np.float32)

    def desc(x, b):
        x = np.asarray(x, np.float32)
        return x if x.ndim == 0 else x[b:b + 1]

    for b, (qb, qs), (kb, ks) in _sequences(problem, inputs):
        qq = q[qb:qb + 1, qs]
        if qq.shape[1] == 0:
            continue
        ref = attention_reference(qq, k[kb:kb + 1, ks], v[kb:kb + 1, ks], softmax_scale=inputs.softmax_scale,
                                  q_descale=desc(inputs.q_descale, b), k_descale=desc(inputs.k_descale, b),
                                  v_descale=desc(inputs.v_descale, b), config=replace(cfg, output="fp32"),
                                  window=tuple(inputs.window) if params.get("window") else None,
                                  softcap=float(inputs.softcap) if params.get("softcap") else 0.0,
                                  sinks=inputs.sinks if params.get("sinks") else None)
        out[qb, qs] = ref.out[0]
        lse[qb, :, qs] = ref.lse[0]
    if cfg.output == "bf16":
        import ml_dtypes

        bits = out.astype(ml_dtypes.bfloat16).view(np.uint16)
    elif cfg.output == "fp16":
        bits = out.astype(np.float16).view(np.uint16)
    else:
        bits = out.view(np.uint32)
    res = {"o": bits}
    if params.get("lse"):
        res["lse"] = lse.view(np.uint32)
    return res


def visible_pairs(sq: int, sk: int, causal: bool, window: tuple[int, int] | None) -> int:
    """(query, key) pairs a sequence's rows see (flash-attn's bottom-right alignment)."""
    qi = np.arange(sq, dtype=np.int64)
    hi = np.full(sq, sk, np.int64)
    lo = np.zeros(sq, np.int64)
    right = None if window is None or window[1] < 0 else window[1]
    if causal:
        right = 0 if right is None else min(right, 0)
    if right is not None:
        hi = np.minimum(hi, qi + sk - sq + right + 1)
    if window is not None and window[0] >= 0:
        lo = np.maximum(lo, qi + sk - sq - window[0])
    return int(np.maximum(hi - lo, 0).sum())


def useful_macs(params: Params, problem: AttentionProblem) -> int:
    """QK^T and PV MACs of the visible (query, key) pairs, sequence by sequence."""
    d, dv = _dims(params)
    serving = isinstance(problem, ServingProblem)
    lens = (list(zip(problem.seqlens_q, problem.seqlens_k)) if serving and problem.seqlens_q
            else [(problem.seq_q, problem.seq_k)] * problem.batch)
    window = problem.window if serving and params.get("window") else None
    pairs = sum(visible_pairs(a, b, bool(params["causal"]), window) for a, b in lens)
    return problem.heads_q * pairs * (d + dv)


# the small fixed problem of the bitwise gate: three sequences, one of them with no key
CHECK_SEQLENS_Q, CHECK_SEQLENS_K = (37, 1, 70), (300, 0, 129)


CHECK_WINDOW = (96, 20)  # right 0 with causal


def check_problem(params: Params) -> AttentionProblem:
    window = (CHECK_WINDOW[0], 0 if params["causal"] else CHECK_WINDOW[1]) if params.get("window") else (-1, -1)
    if params.get("varlen"):
        return ServingProblem(len(CHECK_SEQLENS_Q), max(CHECK_SEQLENS_Q), max(CHECK_SEQLENS_K), 2, 1,
                              CHECK_SEQLENS_Q, CHECK_SEQLENS_K, window)
    return ServingProblem(batch=1, seq_q=37, seq_k=300, heads_q=2, heads_kv=1, window=window)


def inputs(params: Params, problem: AttentionProblem, seed: int, *, softcap: float = 20.0) -> ServingInputs:
    """Gaussian e4m3fn inputs (packed with varlen), the problem's window, the softcap and
    Gaussian sinks (mean 5, sigma 2) for the features the spec has."""
    d, dv = _dims(params)
    rng = np.random.default_rng(seed)
    hq, hkv = problem.heads_q, problem.heads_kv
    if isinstance(problem, ServingProblem) and problem.seqlens_q:
        shape_q, shape_k = (1, sum(problem.seqlens_q)), (1, max(1, sum(problem.seqlens_k)))
        cu_q = np.concatenate([[0], np.cumsum(problem.seqlens_q)]).astype(np.int32)
        cu_k = np.concatenate([[0], np.cumsum(problem.seqlens_k)]).astype(np.int32)
    else:
        shape_q, shape_k, cu_q, cu_k = (problem.batch, problem.seq_q), (problem.batch, problem.seq_k), None, None
    fmt = params.get("qkv_format", "e4m3")
    if fmt != "e4m3":  # issue 36: Gaussian values rounded to bf16 / fp16 (uint16 bits), no descale
        from ...numerics.reference import SIXTEEN_BIT
        q, k, v = (rng.standard_normal(shape).astype(SIXTEEN_BIT[fmt]).view(np.uint16)
                   for shape in ((*shape_q, hq, d), (*shape_k, hkv, d), (*shape_k, hkv, dv)))
        dq = dk = dvs = 1.0
    else:
        q, dq = fp8_tensor(rng, (*shape_q, hq, d), 1.0)
        k, dk = fp8_tensor(rng, (*shape_k, hkv, d), 1.0)
        v, dvs = fp8_tensor(rng, (*shape_k, hkv, dv), 1.0)
    win = tuple(problem.window) if isinstance(problem, ServingProblem) else (-1, -1)
    # sinks near the log of a row's exp-sum (a few hundred keys of Gaussian scores): they matter
    sinks = (rng.standard_normal(hq) * 2.0 + 5.0).astype(np.float32) if params.get("sinks") else None
    table = None
    if params.get("page_size") and cu_k is not None:
        k, v, table = paged(rng, k, v, cu_k, int(params["page_size"]))
    return ServingInputs(q, k, v, dq, dk, dvs, float(np.float32(1.0 / math.sqrt(d))), cu_seqlens_q=cu_q,
                         cu_seqlens_k=cu_k, window=win, softcap=softcap if params.get("softcap") else 0.0,
                         sinks=sinks, block_table=table)


def paged(rng: np.random.Generator, k: np.ndarray, v: np.ndarray, cu_k: np.ndarray, page: int, spare: int = 3):
    """Packed [1, total_k, heads, dim] k, v scattered into caches [num_blocks, page, heads, dim]
    over shuffled blocks (`spare` more, filled with e4m3fn NaN: never read), and the block
    table [batch, max_blocks]; its entries past a sequence's last page are 2^30 (outside the
    cache: never looked up). Rows past a sequence's end in its last page are finite bytes
    (read, and masked: P = 0 times a NaN V would be NaN)."""
    lens = np.diff(np.asarray(cu_k, np.int64))
    pages = [-(-int(n) // page) for n in lens]
    nblocks = sum(pages) + spare
    order = rng.permutation(nblocks)
    table = np.full((len(lens), max(1, max(pages))), 1 << 30, np.int32)
    caches = []
    for t in (k, v):
        # NaN fill: e4m3fn 0x7F; for 16-bit caches 0x7FC1, a NaN in bf16 and fp16 alike (issue 36)
        nan, top = (0x7F, 0x70) if t.dtype == np.uint8 else (0x7FC1, 0x3F80)
        c = np.full((nblocks, page) + t.shape[2:], nan, t.dtype)
        c[order[:sum(pages)]] = rng.integers(0, top, (sum(pages), page) + t.shape[2:]).astype(t.dtype)
        caches.append(c)
    n = 0
    for b, (p, start) in enumerate(zip(pages, np.asarray(cu_k[:-1], np.int64))):
        for i in range(p):
            blk = int(order[n])
            table[b, i] = blk
            rows = min(page, int(lens[b]) - i * page)
            for c, t in zip(caches, (k, v)):
                c[blk, :rows] = t[0, start + i * page:start + i * page + rows]
            n += 1
    return caches[0], caches[1], table


# ---- the kind's contract with the features: KIND's hooks (attention_fwd/__init__.py). They
# dispatch here rather than in contract.py so that contract does not import this module (which
# imports it): a spec with every feature off gets contract's functions unchanged.


def kind_launch_args(params: Params) -> tuple[LaunchArg, ...]:
    return contract.launch_args(params) + tuple(launch_args(params)) + tuple(mx_contract.launch_args(params))


def kind_grid(params: Params, problem: AttentionProblem) -> tuple[int, int, int]:
    return grid(params, problem) if params.get("varlen") else contract.grid(params, problem)


# qk_format mx* (issue 37, mx_contract.py): validate refuses it beside the serving features
def kind_arguments(params: Params, problem: AttentionProblem, inputs: AttentionInputs) -> dict[str, Any]:
    if mx_contract.active(params):
        return mx_contract.arguments(params, problem, inputs)
    return arguments(params, problem, inputs) if active(params) else contract.arguments(params, problem, inputs)


def kind_check_problem(params: Params) -> AttentionProblem:
    return check_problem(params) if active(params) else contract.check_problem(params)


def kind_inputs(params: Params, problem: AttentionProblem, seed: int) -> AttentionInputs:
    if mx_contract.active(params):
        return mx_contract.inputs(params, problem, seed)
    return inputs(params, problem, seed) if active(params) else contract.inputs(params, problem, seed)


def kind_reference(params: Params, problem: AttentionProblem, inputs: AttentionInputs) -> dict[str, np.ndarray]:
    if mx_contract.active(params):
        return mx_contract.reference(params, problem, inputs)
    return reference(params, problem, inputs) if active(params) else contract.reference(params, problem, inputs)


def kind_useful_macs(params: Params, problem: AttentionProblem) -> int:
    return useful_macs(params, problem) if active(params) else contract.useful_macs(params, problem)
