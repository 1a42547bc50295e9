"""`zyfagen.attention_varlen`: packed variable-length sequences the way serving engines call
attention (flash-attn's `flash_attn_varlen_func` conventions), and the serving features of
`zyfagen.attention` (window_size, softcap, sinks) on dense batches. One launch of one
attention_fwd kernel with the spec parameters varlen / window / softcap / sinks (issue 34;
docs/attention.md "Serving features"); every check comes before any build or launch.

Conventions (flash-attn's): q [total_q, heads_q, d], k / v [total_k, heads_kv, d / d_v] (or,
with block_table, a paged cache [num_blocks, page_size, heads_kv, d / d_v]),
cu_seqlens_q / cu_seqlens_k int32 [batch + 1] (cu[0] = 0, non-decreasing, cu[-1] <= total);
causal masks are bottom-right aligned per sequence; window_size (left, right) keeps key j for
query i iff i + Lk - Lq - left <= j <= i + Lk - Lq + right (-1 unbounded); softcap maps a scaled
score x to softcap * tanh(x / softcap) (0: off); sinks is one fp32 logit per query head that
joins the softmax denominator with no value. Returns O [total_q, heads_q, d_v] and, with
return_lse, the natural-log LSE [heads_q, total_q] (of the whole denominator, sink included).
A row that sees no key (and has no sink) gets O = 0 and LSE = +inf (flash-attn's convention);
rows of q past cu_seqlens_q[-1] belong to no sequence: O = 0, LSE = +inf.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np

from . import backends
from .api import (ELEMENT_VIEW, EMULATOR_KEY_STEPS, EMULATOR_WORKGROUPS, FP32_TINY, OUT_DTYPES, OUT_NUMPY,
                  QKV_FORMATS, U32_MAX, AttentionCall, _check_exponent_range, _descale, _kernel_scales, _span,
                  check_half_scores, fp8_tensor, host_out, input_format, kernarg_layout, no_descales, out_dtype_of,
                  resolve_device, same_format, softmax_scale_of, spec_fits)
from .choice import KIND, ChosenKernel, base_spec, derived_spec, head_dims
from .packer import pack
from .tensors import dtype_name, from_torch_like, is_torch, to_torch_like

DEVICES = ("auto", "emulator", "hip")
PAGE_SIZES = (16, 32, 64, 128, 256)  # attention_fwd's page_size choices
WINDOW_LIMIT = 1 << 29  # the kernel forms q + Lk - Lq + right + 1 in 32-bit signed arithmetic


@dataclasses.dataclass(frozen=True)
class ServingCall:
    """A checked call: [1, total, heads, dim] byte views (varlen) or [batch, seq, heads, dim]
    (dense), the cu_seqlens (None: dense) and the features asked for."""

    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    cu_q: np.ndarray | None
    cu_k: np.ndarray | None
    descales: tuple[Any, Any, Any]
    softmax_scale: float
    causal: bool
    window: tuple[int, int]
    softcap: float
    sinks: np.ndarray | None
    return_lse: bool
    out_dtype: str
    torch_like: Any
    block_table: np.ndarray | None = None  # int32 [batch, max_blocks]; k, v then [num_blocks, page, heads, dim]
    qkv_format: str = "e4m3"  # e4m3 (byte views) or bf16 / fp16 (uint16 views, no descales; issue 36)

    @property
    def per_batch_head(self) -> bool:
        return any(isinstance(d, np.ndarray) for d in self.descales)

    def wanted_params(self) -> dict[str, Any]:
        d, dv = self.q.shape[3], self.v.shape[3]
        return {"head_dim_qk": d, "head_dim_v": dv, "causal": self.causal, "output": self.out_dtype,
                "lse": self.return_lse, "descale": "batch_head" if self.per_batch_head else "tensor",
                "qkv_format": self.qkv_format, "varlen": self.cu_q is not None, "window": self.window != (-1, -1),
                "softcap": self.softcap > 0, "sinks": self.sinks is not None,
                "page_size": 0 if self.block_table is None else int(self.k.shape[1])}


# ---- checks ------------------------------------------------------------------------------------


def _packed(name: str, x: Any) -> np.ndarray:
    """e4m3fn bytes (bf16 / fp16: uint16 bit patterns) of a packed [total, heads, dim] tensor as a
    [1, total, heads, dim] view."""
    arr = fp8_tensor(name, x, 3, "[total, heads, head_dim] (sequences packed along the first)", None,
                     tuple(QKV_FORMATS))
    span = arr.itemsize + sum((n - 1) * s for n, s in zip(arr.shape, arr.strides))
    if span > U32_MAX:
        raise ValueError(f"{name}: spans {span} bytes; allowed: below 2^32 (the kernel's 32-bit offsets)")
    return arr[None]


def _cache(name: str, x: Any) -> np.ndarray:
    """e4m3fn bytes (bf16 / fp16: uint16 bit patterns) of a paged cache [num_blocks, page_size,
    heads, dim] as a [1, ...] view."""
    fmt = input_format(name, x)
    arr = from_torch_like(x)
    if arr.ndim != 4:
        raise ValueError(f"{name}: shape {tuple(arr.shape)}; with block_table expected 4 dimensions "
                         "[num_blocks, page_size, heads_kv, head_dim] (a paged cache)")
    if arr.shape[1] not in PAGE_SIZES or min(arr.shape) < 1:
        raise ValueError(f"{name}: page size {arr.shape[1]} (shape {tuple(arr.shape)}); allowed: "
                         f"{', '.join(map(str, PAGE_SIZES))} rows per block")
    if arr.strides[3] != arr.itemsize or any(s < 0 or s > U32_MAX for s in arr.strides):
        raise ValueError(f"{name}: strides {tuple(arr.strides)}; the last dimension must be contiguous and the "
                         "others non-negative, below 2^32 elements")
    if arr.strides[1] * (arr.shape[1] - 1) + arr.strides[2] * (arr.shape[2] - 1) + arr.shape[3] * arr.itemsize \
            > U32_MAX:
        raise ValueError(f"{name}: a block spans 2^32 bytes or more; allowed: below (the kernel's 32-bit offsets)")
    return arr.view(ELEMENT_VIEW[fmt])[None]


def _block_table(table: Any, cu_k: np.ndarray, page: int, num_blocks: int, read_values: bool = True) -> np.ndarray:
    if not (isinstance(table, np.ndarray) or is_torch(table)):
        raise TypeError(f"block_table: expected an int32 numpy array or torch tensor, got {type(table).__name__}")
    if dtype_name(table) != "int32":
        raise TypeError(f"block_table: dtype {dtype_name(table)}; expected int32")
    arr = np.ascontiguousarray(np.asarray(from_torch_like(table, float_ok=True)))
    nb = cu_k.size - 1
    if arr.ndim != 2 or arr.shape[0] != nb or arr.shape[1] < 1:
        raise ValueError(f"block_table: shape {arr.shape}; expected [batch, max_blocks] with batch {nb}")
    lens = np.diff(cu_k.astype(np.int64))
    for b, n in enumerate(lens):
        pages = -(-int(n) // page)
        if pages > arr.shape[1]:
            raise ValueError(f"block_table: sequence {b} has {n} keys, {pages} pages of {page}; the table holds "
                             f"{arr.shape[1]} per sequence")
        if not read_values:  # a GPU table (device_serving.py): the host never reads its entries
            continue
        row = arr[b, :pages]
        bad = (row < 0) | (row >= num_blocks)
        if bad.any():
            i = int(np.argmax(bad))
            raise ValueError(f"block_table: entry [{b}, {i}] = {int(row[i])} is outside the cache's {num_blocks} "
                             f"blocks; allowed: 0 to {num_blocks - 1} for every page a sequence uses")
    return arr


def _cu_seqlens(name: str, cu: Any, total: int, tensor: str) -> np.ndarray:
    if not (isinstance(cu, np.ndarray) or is_torch(cu)):
        raise TypeError(f"{name}: expected an int32 numpy array or torch tensor, got {type(cu).__name__}")
    if dtype_name(cu) != "int32":
        raise TypeError(f"{name}: dtype {dtype_name(cu)}; expected int32 (flash-attn's cu_seqlens)")
    arr = np.asarray(from_torch_like(cu, float_ok=True)).astype(np.int64)
    if arr.ndim != 1 or arr.size < 2:
        raise ValueError(f"{name}: shape {tuple(arr.shape)}; expected [batch + 1] with batch >= 1")
    if arr[0] != 0:
        raise ValueError(f"{name}: starts at {int(arr[0])}; allowed: cu_seqlens[0] = 0")
    steps = np.diff(arr)
    if (steps < 0).any():
        i = int(np.argmax(steps < 0))
        raise ValueError(f"{name}: not monotonic: entry {i + 1} ({int(arr[i + 1])}) is below entry {i} "
                         f"({int(arr[i])}); allowed: non-decreasing offsets")
    if arr[-1] > total:
        raise ValueError(f"{name}: ends at {int(arr[-1])}, past {tensor}'s {total} rows; allowed: "
                         f"cu_seqlens[-1] <= {total}")
    return arr.astype(np.int32)


def _window(window_size: Any, causal: bool) -> tuple[int, int]:
    try:
        left, right = window_size
    except (TypeError, ValueError):
        raise TypeError(f"window_size: expected (left, right), got {window_size!r}") from None
    for side, w in (("left", left), ("right", right)):
        if isinstance(w, bool) or not isinstance(w, (int, np.integer)) or w < -1:
            raise ValueError(f"window_size: {side} {w!r}; allowed: an integer >= 0, or -1 (unbounded)")
    left, right = int(left), int(right)
    if causal and right > 0:
        raise ValueError(f"window_size: right {right} contradicts causal=True (a causal row sees no key "
                         "past its diagonal); allowed with causal: right 0 or -1")
    if causal and right == -1:
        right = 0 if left != -1 else -1  # the same mask; a window kernel needs only the left bound
    return left, right


def _softcap(softcap: Any) -> float:
    if isinstance(softcap, bool) or not isinstance(softcap, (int, float, np.number)):
        raise TypeError(f"softcap: expected a number, got {type(softcap).__name__}")
    cap = float(np.float32(softcap))
    if not (math.isfinite(cap) and cap >= 0) or 0 < cap < FP32_TINY or cap * math.log2(math.e) > 2.0 ** 16:
        raise ValueError(f"softcap: {softcap!r}; allowed: 0 (off) or a positive fp32 number up to "
                         f"{2.0 ** 16 / math.log2(math.e):.6g}")
    return cap


def _sinks(sinks: Any, heads_q: int) -> np.ndarray | None:
    if sinks is None:
        return None
    if not (isinstance(sinks, np.ndarray) or is_torch(sinks)):
        raise TypeError(f"sinks: expected a float32 array of [heads_q] = [{heads_q}] logits, got "
                        f"{type(sinks).__name__}")
    arr = np.asarray(from_torch_like(sinks, float_ok=True))
    if arr.dtype.kind != "f":
        raise TypeError(f"sinks: dtype {arr.dtype}; expected float32 logits")
    if arr.shape != (heads_q,):
        raise ValueError(f"sinks: shape {arr.shape}; expected [heads_q] = [{heads_q}] (one logit per query head)")
    a32 = arr.astype(np.float32)
    if not np.isfinite(a32).all():
        raise ValueError(f"sinks: {float(a32[~np.isfinite(a32)][0])!r} is not a finite fp32 logit")
    return a32


def _flags(device: Any, out_dtype: Any, **flags: Any) -> None:
    if not isinstance(device, str) or device not in DEVICES:
        raise ValueError(f"device: {device!r}; allowed: {', '.join(DEVICES)}")
    if out_dtype is not None and (not isinstance(out_dtype, str) or out_dtype not in OUT_DTYPES):
        raise ValueError(f"out_dtype: {out_dtype!r}; allowed: {', '.join(OUT_DTYPES)} (None: the inputs' format)")
    for name, flag in flags.items():
        if not isinstance(flag, (bool, np.bool_)):
            raise TypeError(f"{name}: expected True or False, got {type(flag).__name__}")


def _heads(qa, ka, va, fmt: str) -> None:
    hq, hkv, d, dv = qa.shape[2], ka.shape[2], qa.shape[3], va.shape[3]
    if va.shape[1] != ka.shape[1]:
        raise ValueError(f"v: {va.shape[1]} rows differ from k's {ka.shape[1]}")
    if va.shape[2] != hkv:
        raise ValueError(f"v: heads {va.shape[2]} differ from k's {hkv}")
    if hq % hkv:
        raise ValueError(f"q: heads_q {hq} is not a multiple of k's heads_kv {hkv}")
    if ka.shape[3] != d:
        raise ValueError(f"k: head_dim {ka.shape[3]} differs from q's {d}")
    if (d, dv) not in head_dims(fmt):
        raise ValueError(f"q, v: head dims ({d}, {dv}) are not supported for {fmt} inputs; allowed (qk, v): "
                         f"{', '.join(f'({a}, {b})' for a, b in head_dims(fmt))}")


def check_varlen_call(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q, max_seqlen_k, block_table, causal,
                      window_size, softcap, sinks, softmax_scale, q_descale, k_descale, v_descale, return_lse,
                      out_dtype, device, read_values: bool = True) -> ServingCall:
    """Every check of an attention_varlen call, in argument order; one error each.
    `read_values=False` (GPU tensors, which the host never reads): the block table's entries
    and the score exponent range are not checked."""
    _flags(device, out_dtype, causal=causal, return_lse=return_lse)
    qa = _packed("q", q)
    if block_table is None:
        ka, va = _packed("k", k), _packed("v", v)
        rows_k = ka.shape[1]
    else:  # the caches [num_blocks, page, heads, dim] (the kernel reads them with these strides)
        kc, vc = _cache("k", k), _cache("v", v)
        if kc.shape[1:3] != vc.shape[1:3]:
            raise ValueError(f"v: {vc.shape[1]} blocks of {vc.shape[2]} rows differ from k's {kc.shape[1]} of {kc.shape[2]}")
        ka, va = kc[0], vc[0]
        rows_k = None
    fmt = same_format(q, k, v)  # one format for q, k, v (issue 36: FP8, or BF16 / FP16 with no descale)
    out_dtype = out_dtype_of(out_dtype, fmt)
    _heads(qa, ka, va, fmt)
    cu_q = _cu_seqlens("cu_seqlens_q", cu_seqlens_q, qa.shape[1], "q")
    cu_k = _cu_seqlens("cu_seqlens_k", cu_seqlens_k, rows_k if rows_k is not None else U32_MAX, "k")
    table = None
    if block_table is not None:
        table = _block_table(block_table, cu_k, ka.shape[1], ka.shape[0], read_values)
    if cu_q.size != cu_k.size:
        raise ValueError(f"cu_seqlens_k: {cu_k.size - 1} sequences; cu_seqlens_q has {cu_q.size - 1}")
    lq, lk = np.diff(cu_q.astype(np.int64)), np.diff(cu_k.astype(np.int64))
    for name, given, real in (("max_seqlen_q", max_seqlen_q, int(lq.max())), ("max_seqlen_k", max_seqlen_k,
                                                                                int(lk.max()))):
        if given is None:
            continue
        if isinstance(given, bool) or not isinstance(given, (int, np.integer)):
            raise TypeError(f"{name}: expected an integer, got {type(given).__name__}")
        if given < real:
            raise ValueError(f"{name}: {given} is below the longest sequence's {real} (from cu_seqlens); "
                             f"allowed: at least {real}")
    window = _window(window_size, bool(causal))
    if window != (-1, -1) and max(qa.shape[1], int(cu_k[-1])) >= WINDOW_LIMIT:
        raise ValueError(f"window_size: with {qa.shape[1]} query and {int(cu_k[-1])} key rows; allowed: "
                         f"fewer than 2^29 rows each with a window")
    cap = _softcap(softcap)
    sink = _sinks(sinks, qa.shape[2])
    nb, hkv = cu_q.size - 1, ka.shape[2]
    given = (q_descale, k_descale, v_descale)
    descales = no_descales(fmt, given) if fmt != "e4m3" else tuple(
        _descale(n, x, nb, hkv) for n, x in zip(("q_descale", "k_descale", "v_descale"), given))
    scale = softmax_scale_of(softmax_scale, qa.shape[3])
    _check_reach(qa, lq, lk, device)
    if read_values and fmt != "e4m3":  # fp32 scores (exact P): the whole q against the whole k (or cache)
        check_half_scores(qa, ka, fmt, scale)
    for b in range(nb if read_values and fmt == "e4m3" else 0):  # the score range per sequence, with its own descales
        if lq[b] and lk[b]:
            desc = tuple(d if not isinstance(d, np.ndarray) else d[b:b + 1] for d in descales)
            if table is None:
                kb, vb = ka[:, cu_k[b]:cu_k[b + 1]], va[:, cu_k[b]:cu_k[b + 1]]
            else:  # the sequence's rows, gathered through its pages
                j = np.arange(lk[b])
                kb, vb = (c[table[b, j // c.shape[1]], j % c.shape[1]][None] for c in (ka, va))
            _check_exponent_range(qa[:, cu_q[b]:cu_q[b + 1]], kb, vb, desc, scale, out_dtype)
    torch_like = next((x for x in (q, k, v) if is_torch(x)), None)
    return ServingCall(qa, ka, va, cu_q, cu_k, descales, scale, bool(causal), window, cap, sink,
                       bool(return_lse), out_dtype, torch_like, table, fmt)


def _check_reach(qa: np.ndarray, lq: np.ndarray, lk: np.ndarray, device: str) -> None:
    """The emulator's reach (as zyfagen.attention's): workgroups and (workgroup, 64-key block) steps."""
    if device == "hip":
        return
    tiles = -(-lq // 32)
    workgroups = int(tiles.sum()) * qa.shape[2]
    steps = int((tiles * -(-lk // 64)).sum()) * qa.shape[2]
    if workgroups > EMULATOR_WORKGROUPS or steps > EMULATOR_KEY_STEPS:
        raise ValueError(f"q, k: {lq.size} sequences up to {int(lq.max())} queries and {int(lk.max())} keys, "
                         f"{qa.shape[2]} heads are too large for the CPU emulator; allowed: at most "
                         f"{EMULATOR_WORKGROUPS} workgroups of 32 query rows and {EMULATOR_KEY_STEPS} "
                         "(workgroup, 64-key block) steps (a gfx950 GPU through hip-python runs larger problems)")


# ---- the kernel ------------------------------------------------------------------------------


def serving_spec(call: ServingCall):
    """The lean spec of specs/ for the call's head dims (non-causal preferred) with the call's
    causal, output, lse, descale and serving features set."""
    from ..kernels import get_kind

    fmt = call.qkv_format
    base = base_spec(fmt, call.q.shape[3], call.v.shape[3])
    wanted = call.wanted_params()
    params = dict(get_kind(KIND).complete(base.params))
    keys = ("causal", "output", "lse", "descale", "qkv_format", "varlen", "window", "softcap", "sinks", "page_size")
    params.update({k: wanted[k] for k in keys})
    stem = base.name.removesuffix("_causal")
    if fmt == "fp16":
        stem = stem.replace("_bf16", "_fp16")
    name = stem + "".join(
        f"_{k}" for k in ("varlen", "causal", "window", "softcap", "sinks", "lse") if params[k])
    name += f"_paged{params['page_size']}" if params["page_size"] else ""
    name += "_fp32" if call.out_dtype == "fp32" else ""
    name += "_bh" if call.per_batch_head else ""
    if len(name) > 64:  # an assembler symbol's limit (emit.py): every feature at once needs short tags
        short = {"varlen": "vl", "causal": "c", "window": "w", "softcap": "cap", "sinks": "snk", "lse": "lse"}
        name = stem + "_" + "".join(t for k, t in short.items() if params[k])
        name += (f"_p{params['page_size']}" if params["page_size"] else "") + name_tail(call)
    return derived_spec(base, name, params, f"{base.description} (zyfagen serving call: {name})")


def name_tail(call: ServingCall) -> str:
    return ("_fp32" if call.out_dtype == "fp32" else "") + ("_bh" if call.per_batch_head else "")


def _spec_argument(spec: Any, call: ServingCall):
    from ..errors import UserError
    from ..spec import KernelSpec, load_spec

    if isinstance(spec, KernelSpec):
        loaded = spec
    elif isinstance(spec, str) or hasattr(spec, "__fspath__"):
        from ..resources import spec_path

        try:
            loaded = load_spec(spec_path(spec))
        except UserError as exc:
            raise ValueError(f"spec: {exc}") from None
    else:
        raise TypeError(f"spec: expected a spec path, a shipped spec's name or a loaded spec, got "
                        f"{type(spec).__name__}")
    return spec_fits(loaded, call, "this call")


_KERNELS: dict[tuple, ChosenKernel] = {}


def _kernel(call: ServingCall, spec: Any) -> ChosenKernel:
    from ..errors import UserError
    from ..kernels import get_kind, validate
    from .cache import get_or_build

    key = (tuple(sorted(call.wanted_params().items())),)
    if spec is None and key in _KERNELS:
        return _KERNELS[key]
    chosen = serving_spec(call) if spec is None else _spec_argument(spec, call)
    try:
        if spec is not None:
            validate(chosen)
        got = get_or_build(chosen)
    except (UserError, KeyError, TypeError) as exc:
        if spec is None:
            raise
        raise ValueError(f"spec: {chosen.source}: cannot be built: {exc}") from None
    kernel = ChosenKernel(got.code_object, chosen.name, get_kind(KIND).complete(chosen.params))
    kernarg_layout(kernel)
    if spec is None:
        _KERNELS[key] = kernel
    return kernel


def _launch(kernel: ChosenKernel, call: ServingCall) -> backends.PackedLaunch:
    from ..kernels import get_kind
    from ..kernels.attention_fwd.features import ServingInputs
    from ..kernels.launch import launch_of

    kind = get_kind(KIND)
    params = kernel.params
    nb = call.cu_q.size - 1 if call.cu_q is not None else call.q.shape[0]
    hkv = call.k.shape[2]
    per_bh = params["descale"] == "batch_head"
    dq, dk, dv = (np.full((nb, hkv), np.float32(d)) if per_bh and not isinstance(d, np.ndarray) else d
                  for d in call.descales)
    scale, dq, dk = _kernel_scales(call.softmax_scale, dq, dk)
    inputs = ServingInputs(call.q, call.k, call.v, dq, dk, dv, scale, cu_seqlens_q=call.cu_q,
                           cu_seqlens_k=call.cu_k, window=call.window, softcap=call.softcap, sinks=call.sinks,
                           block_table=call.block_table)
    launch = launch_of(kind, params, inputs.problem(), inputs)
    layout = kernarg_layout(kernel)
    buffers = {}
    for s in layout.slots:
        if s.kind == "buffer":
            arr = np.asarray(launch.args[s.name])
            buffers[s.name] = _span(arr) if not arr.flags.c_contiguous else arr
    values = {s.name: launch.args[s.name] for s in layout.slots if s.kind == "value"}
    return backends.PackedLaunch(kernel.code_object, layout, values, pack(layout, values, lambda name: 0), buffers,
                                 launch.outputs, launch.grid, launch.workgroup_size)


def _run(call: ServingCall, spec: Any, device: str) -> list[np.ndarray]:
    """O (and LSE, flash-attn's +inf for rows with no key) of a checked call, in the caller's shapes."""
    where, hip, index = ("emulator", None, None) if call.torch_like is not None and device == "auto" \
        else resolve_device(device)
    kernel = _kernel(call, spec)
    launch = _launch(kernel, call)
    if launch.grid[0] * launch.grid[1] * launch.grid[2] == 0:  # no sequence has a query row
        o = np.zeros(launch.buffers["o"].shape, launch.buffers["o"].dtype)
        raw = {"o": o, "lse": np.full(launch.buffers["lse"].shape, np.float32(np.inf)).view(np.uint32)} \
            if call.return_lse else {"o": o}
    else:
        raw = backends.run_hip(hip, index, launch) if where == "hip" else backends.run_emulator(launch)
    dtype = OUT_NUMPY[call.out_dtype]
    nb, tq, hq = call.q.shape[:3]
    dv = call.v.shape[3]
    o = raw["o"].view(dtype).reshape(nb, tq, hq, dv)
    outs = [o[0] if call.cu_q is not None else o]
    if call.return_lse:
        lse = raw["lse"].view(np.float32).reshape(nb, hq, tq)
        if call.cu_q is not None:
            lse = lse[0].copy()
            lse[:, int(call.cu_q[-1]):] = np.inf  # rows of no sequence see no key
        outs.append(lse)
    outs = [np.ascontiguousarray(x) for x in outs]
    if call.torch_like is not None:
        outs = [to_torch_like(x, call.torch_like) for x in outs]
    return outs


def host_attention_varlen(q, k, v, cu_seqlens_q, cu_seqlens_k, *, max_seqlen_q: int | None = None,
                          max_seqlen_k: int | None = None, block_table=None, causal: bool = False,
                          window_size: tuple[int, int] = (-1, -1), softcap: float = 0.0, sinks=None,
                          softmax_scale: float | None = None, q_descale=None, k_descale=None,
                          v_descale=None, return_lse: bool = False, out_dtype: str | None = None, out=None,
                          stream=None, spec=None, device: str = "auto"):
    """zyfagen.attention_varlen (runtime/entry.py) on host arrays: checked here, run in the
    emulator or on a GPU through a host copy."""
    if stream is not None:
        raise ValueError("stream: applies to GPU tensors passed by address; q, k, v are host arrays")
    call = check_varlen_call(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q=max_seqlen_q,
                             max_seqlen_k=max_seqlen_k, block_table=block_table, causal=causal,
                             window_size=window_size, softcap=softcap, sinks=sinks, softmax_scale=softmax_scale,
                             q_descale=q_descale, k_descale=k_descale, v_descale=v_descale,
                             return_lse=return_lse, out_dtype=out_dtype, device=device)
    total_q, hq, dv = call.q.shape[1], call.q.shape[2], call.v.shape[3]
    views = host_out(out, call.return_lse, ((total_q, hq, dv), (hq, total_q)), call.out_dtype)
    outs = _run(call, spec, device)
    if views is not None:
        for view, x in zip(views, outs):
            np.copyto(view, np.asarray(from_torch_like(x, float_ok=True)))
        return out
    return (outs[0], outs[1]) if call.return_lse else outs[0]


def dense_serving(call: AttentionCall, *, window_size: Any, softcap: Any, sinks: Any, spec: Any,
                  device: str) -> list[np.ndarray]:
    """zyfagen.attention with window_size / softcap / sinks: the checked dense call (api.check_call,
    [batch, seq, heads, dim] views) on a kernel with those features; [O] or [O, LSE]."""
    return _run(serving_call(call, window_size, softcap, sinks), spec, device)


def serving_call(call: AttentionCall, window_size: Any, softcap: Any, sinks: Any) -> ServingCall:
    """A checked dense call with the serving features checked and added."""
    window = _window(window_size, call.causal)
    if window != (-1, -1) and max(call.q.shape[1], call.k.shape[1]) >= WINDOW_LIMIT:
        raise ValueError("window_size: allowed only with fewer than 2^29 query and key rows")
    return ServingCall(call.q, call.k, call.v, None, None, call.descales, call.softmax_scale, call.causal,
                       window, _softcap(softcap), _sinks(sinks, call.q.shape[2]), call.return_lse,
                       call.out_dtype, call.torch_like, qkv_format=call.qkv_format)


def serving_attention(q, k, v, *, causal, softmax_scale, q_descale, k_descale, v_descale, return_lse, out_dtype,
                      layout, out, stream, spec, device, window_size, softcap, sinks):
    """zyfagen.attention asked for window_size, softcap or sinks (entry.attention) on host
    arrays (GPU tensors go by address through device_serving.py)."""
    from .api import BSHD_OF, check_call, output_shapes

    if stream is not None:
        raise ValueError("stream: applies to GPU tensors; q, k, v are host arrays")
    call = check_call(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale,
                      k_descale=k_descale, v_descale=v_descale, return_lse=return_lse, out_dtype=out_dtype,
                      device=device, layout=layout)
    views = host_out(out, call.return_lse, output_shapes(call), call.out_dtype)
    outs = dense_serving(call, window_size=window_size, softcap=softcap, sinks=sinks, spec=spec, device=device)
    torch_like = call.torch_like
    if torch_like is not None:
        outs = [np.asarray(from_torch_like(x, float_ok=True)) for x in outs]
    outs[0] = np.ascontiguousarray(outs[0].transpose(BSHD_OF[call.layout]))
    if views is not None:
        for view, x in zip(views, outs):
            np.copyto(view, x)
        return out
    if torch_like is not None:
        outs = [to_torch_like(x, torch_like) for x in outs]
    return (outs[0], outs[1]) if call.return_lse else outs[0]
