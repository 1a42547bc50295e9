"""`zyfagen.attention(q, k, v, ...)`'s checks, kernel choice and host-array launch (the public
function is runtime/entry.py's; GPU tensors go through device_call.py, which uses the same checks).

The names follow flash-attn's `flash_attn_func(q, k, v, softmax_scale=None, causal=False,
return_attn_probs=...)` and AITER's FP8 per-tensor attention (q/k/v descales). Every check of
the call happens first (one ValueError or TypeError naming the argument); only then is a
kernel chosen, built into the cache (or taken from a library directory) and launched.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ml_dtypes
import numpy as np

from . import backends
from .choice import (KIND, ChosenKernel, base_spec, derived_spec, facts_key, head_dims, in_family, lean_p_path,
                     measured_rates, mismatch)
from .packer import layout_of, pack
from .tensors import dtype_name, from_torch_like, is_torch, to_torch_like

DEVICES = ("auto", "emulator", "hip")
# q, k, v and O axes: bshd [batch, seq, heads, dim] (flash-attn's) or bhsd [batch, heads, seq,
# dim] (torch's scaled_dot_product_attention's); the kernel reads any batch/seq/head strides,
# so bhsd is the same kernel with the seq and head strides swapped
LAYOUTS = ("bshd", "bhsd")
AXIS_NAMES = {"b": "batch", "s": "seq", "h": "heads", "d": "head_dim"}
BSHD_OF = {"bshd": (0, 1, 2, 3), "bhsd": (0, 2, 1, 3)}  # axes of a layout in [b, s, h, d] order
OUT_DTYPES = ("bf16", "fp32", "fp16")
# the input formats zyfagen.attention takes (issue 36: BF16 / FP16 besides FP8), by dtype name,
# the attention_fwd qkv_format each runs as and the element type the kernel reads (bit patterns)
QKV_FORMATS = {"float8_e4m3fn": "e4m3", "bfloat16": "bf16", "float16": "fp16"}
ELEMENT_VIEW = {"e4m3": np.uint8, "bf16": np.uint16, "fp16": np.uint16}
DTYPE_OF = {"e4m3": ml_dtypes.float8_e4m3fn, "bf16": ml_dtypes.bfloat16, "fp16": np.float16}
# O's element type: the inputs' own 16-bit format (FP8 inputs: bf16) unless out_dtype says fp32
OUT_OF_FORMAT = {"e4m3": ("bf16", "fp32"), "bf16": ("bf16", "fp32"), "fp16": ("fp16", "fp32")}
OUT_NUMPY = {"bf16": ml_dtypes.bfloat16, "fp32": np.float32, "fp16": np.float16}
OUT_TYPE_NAMES = {"bf16": "bfloat16", "fp32": "float32", "fp16": "float16"}
U32_MAX = (1 << 32) - 1
FP32_TINY = float(np.finfo(np.float32).tiny)  # 2^-126, the smallest normal fp32
LOG2E_F64 = 1.4426950408889634
MAX_SCORE_EXPONENT = 2.0 ** 16  # largest base-2 score exponent c |S| lean P keeps accurate (see below)
# the CPU emulator's reach: (workgroup, 64-key block) steps take about 2 ms each there (hd64,
# measured on this machine), so 2^16 of them are about two minutes; larger problems are
# refused, not run for hours
EMULATOR_WORKGROUPS = 1 << 14
EMULATOR_KEY_STEPS = 1 << 16
EMULATOR_BYTES = 1 << 28

@dataclass(frozen=True)
class AttentionCall:
    """A checked call: e4m3fn byte views of the inputs (strides kept) and what was asked."""

    q: np.ndarray
    k: np.ndarray
    v: np.ndarray
    descales: tuple[Any, Any, Any]  # floats, or float32 [batch, heads_kv] arrays
    softmax_scale: float
    causal: bool
    return_lse: bool
    out_dtype: str
    torch_like: Any  # a torch input whose device the outputs follow, or None
    layout: str = "bshd"  # the caller's axes (q, k, v above are [b, s, h, d] views whatever it is)
    qkv_format: str = "e4m3"  # e4m3 (q, k, v are byte views) or bf16 / fp16 (uint16 views)

    @property
    def head_dims(self) -> tuple[int, int]:
        return self.q.shape[3], self.v.shape[3]

    @property
    def per_batch_head(self) -> bool:
        return any(isinstance(d, np.ndarray) for d in self.descales)

    def problem(self):
        from ..kernels.attention_fwd import AttentionProblem

        nb, sq, hq, _ = self.q.shape
        return AttentionProblem(nb, sq, self.k.shape[1], hq, self.k.shape[2])

    def wanted_params(self) -> dict[str, Any]:
        """The problem-defining parameters a kernel for this call must have."""
        d, dv = self.head_dims
        return {"head_dim_qk": d, "head_dim_v": dv, "causal": self.causal, "output": self.out_dtype,
                "lse": self.return_lse, "descale": "batch_head" if self.per_batch_head else "tensor",
                "qkv_format": self.qkv_format}


# ---- checking the call -----------------------------------------------------------------------


def input_format(name: str, x: Any, formats: tuple[str, ...] = tuple(QKV_FORMATS)) -> str:
    """The qkv_format of an input array (e4m3, bf16 or fp16), or one TypeError naming it."""
    if not (isinstance(x, np.ndarray) or is_torch(x)):
        raise TypeError(f"{name}: expected a numpy array or a torch tensor, got {type(x).__name__}")
    dt = dtype_name(x)
    if dt not in formats:
        raise TypeError(f"{name}: dtype {dt}; expected {' or '.join(formats)} (zyfagen.quantize_fp8 makes "
                        f"float8_e4m3fn from bf16/fp32 and returns the descale)")
    return QKV_FORMATS[dt]


def fp8_tensor(name: str, x: Any, ndim: int, axes: str, order: tuple[int, ...] | None = None,
               formats: tuple[str, ...] = ("float8_e4m3fn",)) -> np.ndarray:
    """The elements of an input tensor of `ndim` dimensions (`axes` names them in an error),
    permuted by `order`, as a uint8 view of e4m3fn bytes (or a uint16 view of bf16 / fp16 bit
    patterns when `formats` allows them; strides kept): zyfagen.attention's dense q, k, v and
    attention_varlen's packed ones (varlen.py) are checked here alike."""
    fmt = input_format(name, x, formats)
    arr = from_torch_like(x)
    if arr.ndim != ndim:
        raise ValueError(f"{name}: shape {tuple(arr.shape)}; expected {ndim} dimensions {axes}")
    if order is not None:
        arr = arr.transpose(order)
    if any(n < 1 for n in arr.shape):
        raise ValueError(f"{name}: shape {tuple(arr.shape)} has an empty dimension")
    if arr.strides[-1] != arr.itemsize:
        raise ValueError(f"{name}: the last dimension must be contiguous (stride 1); "
                         f"got stride {arr.strides[-1] // arr.itemsize}")
    if any(s < 0 for s in arr.strides) or any(s // arr.itemsize > U32_MAX for s in arr.strides):
        raise ValueError(f"{name}: strides {tuple(s // arr.itemsize for s in arr.strides)} must be "
                         f"non-negative and below 2^32 elements")
    return arr.view(ELEMENT_VIEW[fmt])


def _tensor(name: str, x: Any, layout: str = "bshd") -> np.ndarray:
    """The elements of q, k or v as a [batch, seq, heads, dim] view (strides kept): e4m3fn
    bytes, or bf16 / fp16 bit patterns."""
    axes = f"[{', '.join(AXIS_NAMES[c] for c in layout)}] (layout {layout!r})"
    return fp8_tensor(name, x, 4, axes, BSHD_OF[layout], tuple(QKV_FORMATS))


def same_format(q: Any, k: Any, v: Any) -> str:
    """The one format of q, k and v, or one TypeError naming the first that differs from q's
    (issue 36: mixed inputs, e.g. bf16 q with FP8 k/v, are refused: no kernel mixes them)."""
    fmt = input_format("q", q)
    for name, x in (("k", k), ("v", v)):
        other = input_format(name, x)
        if other != fmt:
            raise TypeError(f"{name}: dtype {dtype_name(x)} differs from q's {dtype_name(q)}; allowed: q, k and v "
                            f"in one format (float8_e4m3fn, bfloat16 or float16)")
    return fmt


def out_dtype_of(out_dtype: Any, fmt: str) -> str:
    """`out_dtype=` for inputs of format `fmt`: None follows the inputs (bf16 O for FP8 and bf16
    inputs, fp16 O for fp16 ones); fp32 is the other choice."""
    allowed = OUT_OF_FORMAT[fmt]
    if out_dtype is None:
        return allowed[0]
    if not isinstance(out_dtype, str) or out_dtype not in OUT_DTYPES:
        raise ValueError(f"out_dtype: {out_dtype!r}; allowed: {', '.join(allowed)}")
    if out_dtype not in allowed:
        raise ValueError(f"out_dtype: {out_dtype!r} with {fmt} inputs; allowed: {', '.join(allowed)} "
                         f"(the output follows the inputs' format)")
    return out_dtype


def no_descales(fmt: str, descales: tuple[Any, Any, Any]) -> tuple[float, float, float]:
    """BF16 / FP16 inputs are used as they are: a descale given with them is refused (it would
    say the values are scaled FP8 codes); the kernel gets 1.0."""
    for name, d in zip(("q_descale", "k_descale", "v_descale"), descales):
        if d is not None:
            raise ValueError(f"{name}: given with {fmt} inputs, which take no descale (their values are used "
                             f"as they are); allowed: None, or FP8 (float8_e4m3fn) inputs with descales")
    return 1.0, 1.0, 1.0


def _descale(name: str, d: Any, batch: int, heads_kv: int) -> Any:
    if d is None:
        raise ValueError(f"{name}: missing; give the fp32 descale of the FP8 tensor (a number, or a "
                         f"[batch, heads_kv] = [{batch}, {heads_kv}] array); zyfagen.quantize_fp8 returns it")
    if isinstance(d, bool) or not (isinstance(d, (int, float, np.number, np.ndarray)) or is_torch(d)):
        raise TypeError(f"{name}: expected a number or a [batch, heads_kv] array, got {type(d).__name__}")
    arr = np.asarray(from_torch_like(d, float_ok=True))
    if arr.dtype.kind not in "iuf" or arr.dtype == np.bool_:
        raise TypeError(f"{name}: dtype {arr.dtype}; expected a float (fp32) descale")
    if arr.size == 0:
        raise ValueError(f"{name}: empty; expected a number or a [batch, heads_kv] = [{batch}, {heads_kv}] array")
    # checked as the kernel uses it: in fp32 (1e-46 is 0 there, 1e39 is infinity)
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        a32 = arr.astype(np.float64).astype(np.float32)
    if not (np.isfinite(a32) & (a32 >= FP32_TINY)).all():
        raise ValueError(f"{name}: {_first_bad(arr, a32)!r} is not a normal fp32 number; allowed: descales "
                         f"from {FP32_TINY:.6g} to {float(np.finfo(np.float32).max):.6g}")
    if arr.ndim == 0 or arr.size == 1 and arr.shape in ((), (1,)):
        return float(a32.reshape(()))
    if arr.shape != (batch, heads_kv):
        raise ValueError(f"{name}: shape {arr.shape}; expected a number or [batch, heads_kv] = "
                         f"[{batch}, {heads_kv}]")
    return a32


def _first_bad(arr: np.ndarray, a32: np.ndarray) -> float:
    bad = ~(np.isfinite(a32) & (a32 >= FP32_TINY))
    return float(np.asarray(arr, np.float64)[bad].reshape(-1)[0])


def _check_sizes(qa: np.ndarray, ka: np.ndarray, va: np.ndarray, out_dtype: str, return_lse: bool,
                 device: str) -> None:
    """Refuse what the kernel cannot address or the emulator cannot run, before any build or
    allocation: the kernel forms in-head byte offsets, strides in bytes and O's and LSE's batch
    strides in 32 bits (attention_fwd/core.py), and the emulator runs at most EMULATOR_WORKGROUPS
    workgroups (zyfagen.emulator) with all buffers in memory."""
    nb, sq, hq, _ = qa.shape
    sk, dv = va.shape[1], va.shape[3]
    for name, n, what in (("q", nb, "batch"), ("q", sq, "seq_q"), ("q", hq, "heads_q"), ("k", sk, "seq_k")):
        if n > U32_MAX:  # kernel arguments (seq_q, seq_k, ...) and grid dimensions are 32-bit
            raise ValueError(f"{name}: {what} {n}; allowed: below 2^32 (a 32-bit kernel argument)")
    for name, arr in (("q", qa), ("k", ka), ("v", va)):
        span = 1 + sum((n - 1) * s for n, s in zip(arr.shape[1:], arr.strides[1:]))
        if span > U32_MAX or max(arr.strides) > U32_MAX:
            raise ValueError(f"{name}: shape {arr.shape} with strides {arr.strides} (bytes) spans {span} bytes "
                             f"per batch entry; allowed: below 2^32 bytes (the kernel's 32-bit offsets)")
    esz = 4 if out_dtype == "fp32" else 2
    out_head = sq * hq * dv * esz  # O is made contiguous [batch, seq_q, heads_q, head_dim_v]
    if out_head > U32_MAX or (return_lse and hq * sq * 4 > U32_MAX):
        raise ValueError(f"q: seq_q {sq} x heads_q {hq} x head_dim_v {dv} makes an O of {out_head} bytes per "
                         f"batch entry; allowed: below 2^32 bytes (the kernel's 32-bit offsets)")
    if device == "hip":
        return
    workgroups = -(-sq // 32) * hq * nb  # the most any spec's grid has (one wave per workgroup)
    steps = workgroups * -(-sk // 64)
    out_bytes = nb * out_head
    if workgroups > EMULATOR_WORKGROUPS or steps > EMULATOR_KEY_STEPS or out_bytes > EMULATOR_BYTES:
        raise ValueError(f"q, k: batch {nb}, seq_q {sq}, heads_q {hq}, seq_k {sk} is too large for the CPU "
                         f"emulator; allowed: at most {EMULATOR_WORKGROUPS} workgroups of 32 query rows, "
                         f"{EMULATOR_KEY_STEPS} (workgroup, 64-key block) steps and {EMULATOR_BYTES} bytes of O "
                         f"(a gfx950 GPU through hip-python runs larger problems)")


def _e4m3_abs_table() -> np.ndarray:
    """|value| of each e4m3fn byte (NaN bytes give 0: NaN inputs propagate by the NaN rule)."""
    vals = np.abs(np.arange(256, dtype=np.uint8).view(ml_dtypes.float8_e4m3fn).astype(np.float64))
    return np.where(np.isnan(vals), 0.0, vals)


def _distinct_rows(x: np.ndarray) -> np.ndarray:
    """x with its batch and sequence axes cut to one entry where their stride is 0 (a
    broadcast: every entry along it holds the same bytes), so checks read each value once."""
    return x[tuple(slice(0, 1) if x.strides[i] == 0 else slice(None) for i in (0, 1))]


def _row_norms(x: np.ndarray, batch: int, heads_kv: int) -> np.ndarray:
    """[batch, heads_kv]: the largest Euclidean norm of a row of x (e4m3fn bytes) whose head
    reads that KV head (in chunks of rows: a broadcast input is never expanded whole)."""
    x = _distinct_rows(x)
    sq_table = _e4m3_abs_table().astype(np.float32) ** 2  # exact: squares of e4m3 values fit fp32
    group = x.shape[2] // heads_kv
    out = np.zeros((x.shape[0], heads_kv))
    rows = max(1, (1 << 22) // max(1, x.shape[2] * x.shape[3]))
    for b in range(x.shape[0]):
        for s0 in range(0, x.shape[1], rows):
            norms = np.sqrt(sq_table[x[b, s0:s0 + rows]].sum(axis=2, dtype=np.float64))  # [seq, heads]
            out[b] = np.maximum(out[b], norms.reshape(-1, heads_kv, group).max(axis=(0, 2)))
    return np.broadcast_to(out, (batch, heads_kv))  # one batch entry when the batch is broadcast


def _check_exponent_range(qa, ka, va, descales, scale: float, out_dtype: str) -> None:
    """The scores' base-2 exponents c * S (c = softmax_scale * log2 e * q_descale * k_descale)
    must stay within 2^16 (Cauchy-Schwarz: |S| <= |q row| |k row|): lean P forms its byte as
    8 c S - 8 c mu + 56 in fp32 (docs/attention.md step 4), so past that the rounding of 8 c mu
    moves a byte by more than FP8 P's own rounding, and far past it the products overflow.
    And O = (P V / L) v_descale must stay finite in the output format."""
    nb, hkv = ka.shape[0], ka.shape[2]
    dq, dk, dv = (np.broadcast_to(np.asarray(d, np.float64), (nb, hkv)) for d in descales)
    with np.errstate(over="ignore"):
        exponent = scale * LOG2E_F64 * dq * dk * _row_norms(qa, nb, hkv) * _row_norms(ka, nb, hkv)
    if exponent.max() > MAX_SCORE_EXPONENT:
        b, h = np.unravel_index(int(np.argmax(exponent)), exponent.shape)
        allowed = MAX_SCORE_EXPONENT / (exponent[b, h] / scale)
        raise ValueError(f"softmax_scale: {scale:.6g} with q_descale {dq[b, h]:.6g} and k_descale {dk[b, h]:.6g} "
                         f"makes scores up to 2^{math.log2(exponent[b, h]):.1f} in base-2 units (batch {b}, "
                         f"KV head {h}); allowed: softmax_scale * q_descale * k_descale * |q row| * |k row| * "
                         f"log2(e) <= 2^{int(math.log2(MAX_SCORE_EXPONENT))}, here softmax_scale <= {allowed:.6g}")
    table = _e4m3_abs_table()
    vd = _distinct_rows(va)
    vmax = np.array([[table[vd[b if vd.shape[0] > 1 else 0, :, h]].max() for h in range(hkv)] for b in range(nb)])
    top = float((vmax * dv).max())
    limit = float(ml_dtypes.finfo(ml_dtypes.bfloat16 if out_dtype == "bf16" else np.float32).max) / 2
    if top > limit:
        raise ValueError(f"v_descale: {float(dv.max()):.6g} makes outputs up to {top:.6g}; allowed: "
                         f"v_descale * max|v| <= {limit:.6g} (the {out_dtype} output's range)")


def check_layout(layout: Any, shapes: tuple[tuple[int, ...], ...]) -> str:
    """The layout of the call. Not given: bshd, except when q, k and v share [b, X, Y, ...]
    with X < Y, which read as bshd is more heads than tokens: what [b, heads, seq, dim]
    tensors look like. That was once silently taken as bshd (a 3.27 relative error); now the
    caller must say which."""
    if layout is None:
        q, k, v = shapes
        if len(q) == 4 and k[:3] == v[:3] == q[:3] and q[1] < q[2]:
            b, x, y = q[:3]
            raise ValueError(f"layout: q, k and v are all [{b}, {x}, {y}, ...], which as the default "
                             f"[batch, seq, heads, head_dim] means {y} heads over {x} tokens; pass "
                             f"layout='bshd' if so, or layout='bhsd' for [batch, heads, seq, head_dim]")
        return "bshd"
    if not isinstance(layout, str) or layout not in LAYOUTS:
        raise ValueError(f"layout: {layout!r}; allowed: {', '.join(LAYOUTS)}")
    return layout


def _shape(x: Any) -> tuple[int, ...]:
    return tuple(x.shape) if hasattr(x, "shape") else ()


def softmax_scale_of(softmax_scale: Any, d: int) -> float:
    """`softmax_scale=` as the kernel's fp32 (default 1/sqrt(head_dim_qk)), or one error naming it."""
    if softmax_scale is None:
        return float(np.float32(1.0 / math.sqrt(d)))
    if isinstance(softmax_scale, bool) or not isinstance(softmax_scale, (int, float, np.number)) \
            or isinstance(softmax_scale, np.complexfloating):
        raise TypeError(f"softmax_scale: expected a number, got {type(softmax_scale).__name__}")
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        scale = float(np.float32(float(softmax_scale)))
    if not (math.isfinite(scale) and scale >= FP32_TINY):
        raise ValueError(f"softmax_scale: {softmax_scale!r}; allowed: a positive finite fp32 number "
                         f"(from {FP32_TINY:.6g}; default 1/sqrt(head_dim_qk))")
    return scale


def check_call(q, k, v, *, causal, softmax_scale, q_descale, k_descale, v_descale, return_lse,
               out_dtype, device, layout=None, read_values: bool = True) -> AttentionCall:
    """Every check of a call; `read_values=False` (device tensors, which the host never reads)
    skips the checks that read the inputs' values (the score exponent range)."""
    if not isinstance(device, str) or device not in DEVICES:
        raise ValueError(f"device: {device!r}; allowed: {', '.join(DEVICES)}")
    layout = check_layout(layout, (_shape(q), _shape(k), _shape(v)))
    if out_dtype is not None and (not isinstance(out_dtype, str) or out_dtype not in OUT_DTYPES):
        raise ValueError(f"out_dtype: {out_dtype!r}; allowed: {', '.join(OUT_DTYPES)} (None: the inputs' format)")
    for name, flag in (("causal", causal), ("return_lse", return_lse)):
        if not isinstance(flag, (bool, np.bool_)):
            raise TypeError(f"{name}: expected True or False, got {type(flag).__name__}")
    qa, ka, va = _tensor("q", q, layout), _tensor("k", k, layout), _tensor("v", v, layout)
    fmt = same_format(q, k, v)
    out_dtype = out_dtype_of(out_dtype, fmt)
    (nb, _, hq, d), (kb, sk, hkv, kd), (vb, vs, vh, dv) = qa.shape, ka.shape, va.shape
    if kb != nb or vb != nb:
        raise ValueError(f"k, v: batch {kb}, {vb} differ from q's {nb}")
    if vs != sk:
        raise ValueError(f"v: seq_k {vs} differs from k's {sk}")
    if vh != hkv:
        raise ValueError(f"v: heads {vh} differ from k's {hkv}")
    if hq % hkv:
        raise ValueError(f"q: heads_q {hq} is not a multiple of k's heads_kv {hkv}")
    if kd != d:
        raise ValueError(f"k: head_dim {kd} differs from q's {d}")
    if (d, dv) not in head_dims(fmt):
        raise ValueError(f"q, v: head dims ({d}, {dv}) are not supported for {fmt} inputs; allowed (qk, v): "
                         f"{', '.join(f'({a}, {b})' for a, b in head_dims(fmt))}")
    _check_sizes(qa, ka, va, out_dtype, bool(return_lse), device)
    given = (q_descale, k_descale, v_descale)
    descales = no_descales(fmt, given) if fmt != "e4m3" else tuple(
        _descale(n, x, nb, hkv) for n, x in zip(("q_descale", "k_descale", "v_descale"), given))
    scale = softmax_scale_of(softmax_scale, d)
    if read_values:
        if fmt == "e4m3":
            _check_exponent_range(qa, ka, va, descales, scale, out_dtype)
        else:
            check_half_scores(qa, ka, fmt, scale)
    torch_like = next((x for x in (q, k, v) if is_torch(x)), None)
    return AttentionCall(qa, ka, va, descales, scale, bool(causal), bool(return_lse), out_dtype, torch_like,
                         layout, fmt)


def check_half_scores(qa: np.ndarray, ka: np.ndarray, fmt: str, scale: float) -> None:
    """BF16 / FP16 scores are formed in fp32 and scaled by softmax_scale * log2 e (exact P,
    v_exp_f32): refuse a call whose scores could reach fp32's overflow (Cauchy-Schwarz:
    |S| <= |q row| |k row|), where the kernel would make inf - inf = NaN. O is a convex
    combination of V rows, so it always fits the output format. Inf and NaN inputs propagate
    (the NaN rule) and are not counted here."""
    def top(x: np.ndarray) -> float:
        x = _distinct_rows(x)
        rows = max(1, (1 << 22) // max(1, x.shape[2] * x.shape[3]))
        best = 0.0
        for b in range(x.shape[0]):
            for s0 in range(0, x.shape[1], rows):
                f = x[b, s0:s0 + rows].view(DTYPE_OF[fmt]).astype(np.float64)
                norms = np.sqrt(np.square(np.where(np.isfinite(f), f, 0.0)).sum(axis=-1))
                best = max(best, float(norms.max(initial=0.0)))
        return best
    reach = scale * LOG2E_F64 * top(qa) * top(ka)
    limit = 2.0 ** 126  # fp32's largest binade less a factor 4 of headroom for the row max's subtraction
    if reach > limit:
        raise ValueError(f"softmax_scale: {scale:.6g} with these {fmt} q and k makes scores up to 2^{math.log2(reach):.1f} "
                         f"in base-2 units; allowed: softmax_scale * |q row| * |k row| * log2(e) <= 2^126 (fp32 "
                         f"scores), here softmax_scale <= {limit / (reach / scale):.6g}")


# ---- choosing the kernel ---------------------------------------------------------------------


def default_spec(call: AttentionCall):
    """The spec zyfagen builds for a call: the lean attention_fwd spec of specs/ with the call's
    head dims (non-causal preferred), with causal, output, lse and descale set for the call."""
    from ..kernels import get_kind

    fmt = call.qkv_format
    base = base_spec(fmt, *call.head_dims)
    wanted = call.wanted_params()
    params = dict(get_kind(KIND).complete(base.params))
    params.update({k: wanted[k] for k in ("causal", "output", "lse", "descale", "qkv_format")})
    name = base.name.removesuffix("_causal")
    if fmt == "e4m3" and in_family(params):  # issue 30: the P path by the probe's measured rates
        path = lean_p_path(measured_rates())
        if path != {k: params[k] for k in path}:
            params.update(path)
            if not path["p_block_scale"]:
                params["p_scale_keys"] = 64  # a shift's granularity belongs to the block scale
            name += ("_fixed_shift" if not path["p_block_scale"] else "") + ("_fma_perm" if path["p_convert"] == "fma_perm" else "")
    if params["qkv_format"] != get_kind(KIND).complete(base.params)["qkv_format"]:
        name = name.replace("_bf16", "_fp16") if fmt == "fp16" else name.replace("_fp16", "_bf16")
    name += "_causal" if call.causal else ""
    name += "_fp32" if call.out_dtype == "fp32" else ""  # (bf16 / fp16 O: the inputs' own format)
    name += "_lse" if call.return_lse else ""
    name += "_bh" if call.per_batch_head else ""
    return derived_spec(base, name, params, f"{base.description} (zyfagen.attention: causal {call.causal}, "
                        f"{call.out_dtype} O, lse {call.return_lse}, descale {params['descale']})")


def _spec_argument(spec: Any, call: AttentionCall):
    """`spec=`: a KernelSpec, a spec file, a shipped spec's name, or a library directory (or
    its manifest.json)."""
    from ..errors import UserError
    from ..spec import KernelSpec, load_spec

    if isinstance(spec, KernelSpec):
        loaded = spec
    elif isinstance(spec, (str, Path)):
        from ..resources import spec_path

        path = spec_path(spec)  # a file, a library directory, or the name of a shipped spec
        if path.is_dir() or path.name == "manifest.json":
            from .library import kernel_from_library

            return kernel_from_library(path, call)
        try:
            loaded = load_spec(path)
        except UserError as exc:
            raise ValueError(f"spec: {exc}") from None
    else:
        raise TypeError(f"spec: expected a spec path, a loaded spec or a library directory, "
                        f"got {type(spec).__name__}")
    return spec_fits(loaded, call, "zyfagen.attention")


def spec_fits(loaded: Any, call: Any, who: str):
    """`loaded` (a KernelSpec given as spec=) when it is an attention_fwd kernel with the
    parameters `call` needs (call.wanted_params()); else one ValueError naming spec."""
    from ..kernels import get_kind

    if loaded.kind != KIND:
        raise ValueError(f"spec: {loaded.source}: kind {loaded.kind}; {who} runs {KIND}")
    why = mismatch(get_kind(KIND).complete(loaded.params), call.wanted_params())
    if why:
        raise ValueError(f"spec: {loaded.source}: {why}")
    return loaded


def validate_spec(spec) -> None:
    """A spec given as `spec=` (a KernelSpec made in Python skips load_spec's checks)."""
    from ..kernels import validate

    validate(spec)


def choose_kernel(call: AttentionCall, chosen: Any = None) -> ChosenKernel:
    """The kernel for a checked call: `chosen` (what `spec=` resolved to: a library kernel or a
    spec) or zyfagen's default spec, built through the cache."""
    from ..kernels import get_kind
    from .cache import get_or_build

    from ..errors import UserError

    if isinstance(chosen, ChosenKernel):
        return chosen
    if chosen is None:
        chosen = default_spec(call)
        got = get_or_build(chosen)
    else:  # the caller's spec: one that cannot be built is a bad argument (register limits, ...)
        try:
            validate_spec(chosen)
            got = get_or_build(chosen)
        except (UserError, ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"spec: {chosen.source}: cannot be built: {exc}") from None
    return ChosenKernel(got.code_object, chosen.name, get_kind(KIND).complete(chosen.params))


# ---- packing and running ---------------------------------------------------------------------


def _span(view: np.ndarray) -> np.ndarray:
    """The bytes from a strided view's first element to its last, as one contiguous copy: the
    kernel addresses them with the view's own strides from the start of this buffer (a view of
    2-byte elements, bf16 / fp16, through its bytes: its last axis is contiguous)."""
    b = view if view.itemsize == 1 else view.view(np.uint8)
    span = 1 + sum((n - 1) * s for n, s in zip(b.shape, b.strides))
    return np.lib.stride_tricks.as_strided(b, shape=(span,), strides=(1,)).copy()


def _kernel_scales(scale: float, dq: Any, dk: Any) -> tuple[float, Any, Any]:
    """The (softmax_scale, q_descale, k_descale) handed to the kernel. The kernel forms
    c = ((softmax_scale * log2 e) * q_descale) * k_descale in fp32 (attention_fwd/core.py); when
    a partial product there would leave fp32's normal range (1e-30 * 1e-30 is 0: then 0 x -inf
    makes alpha NaN) the product is formed here in fp64 instead and passed as the q descale,
    with 1 for the others. Only the scores' scale moves, by at most one fp32 rounding; below
    2^-126 scores are all but 0 and the kernel's uniform weights are the answer within FP8."""
    f32 = np.float32
    with np.errstate(over="ignore", under="ignore"):
        chain = [f32(scale) * f32(LOG2E_F64)]
        chain.append(chain[-1] * np.asarray(dq, f32))
        chain.append(chain[-1] * np.asarray(dk, f32))
        exact = scale * LOG2E_F64 * np.asarray(dq, np.float64) * np.asarray(dk, np.float64)
    tiny = f32(FP32_TINY)
    ok = all(bool((np.isfinite(x) & (np.abs(x) >= tiny)).all()) for x in chain)
    if ok and bool((np.abs(chain[-1] / exact - 1) <= 2.0 ** -20).all()):
        return scale, dq, dk
    folded = np.clip(exact / f32(LOG2E_F64), FP32_TINY, 2.0 ** 64).astype(f32)
    if folded.ndim == 0:
        return 1.0, float(folded), 1.0
    return 1.0, folded, np.ones_like(folded)


_LAYOUTS: dict[tuple[bytes, str], Any] = {}


def kernarg_layout(kernel: ChosenKernel):
    """The kernel's argument layout: its code object's metadata note read once per kernel and
    process (in-process, codeobj.read_metadata), checked against the kind's contract."""
    key = (kernel.code_object, kernel.symbol)
    hit = _LAYOUTS.get(key)
    if hit is None:
        from ..codeobj import read_metadata
        from ..kernels import get_kind

        metas = [m for m in read_metadata(kernel.code_object).get("amdhsa.kernels", [])
                 if m.get(".name") == kernel.symbol]
        if len(metas) != 1:
            raise RuntimeError(f"{kernel.symbol}: the code object's metadata does not name this kernel once")
        hit = _LAYOUTS[key] = layout_of(metas[0], get_kind(KIND).launch_args(kernel.params))
    return hit


_KERNELS: dict[tuple, ChosenKernel] = {}


def _spec_key(spec: Any) -> tuple | None:
    """What a memoised kernel for `spec=` depends on: the file (or library manifest) with its
    modification time and size, or a loaded spec's hash; None when it cannot be told (no
    memo: the call resolves the argument and reports what is wrong)."""
    if spec is None:  # the default spec's P path follows $ZYFAGEN_FACTS (choice.lean_p_path)
        return ("default", facts_key())
    if isinstance(spec, (str, Path)):
        from ..resources import spec_path

        path = spec_path(spec)
        try:
            st = (path / "manifest.json" if path.is_dir() else path).stat()
        except OSError:
            return None
        return ("path", str(path.resolve()), st.st_mtime_ns, st.st_size)
    from ..spec import KernelSpec

    if isinstance(spec, KernelSpec):
        from .cache import spec_hash

        return ("spec", spec_hash(spec))
    return None


def kernel_for(call: AttentionCall, spec: Any, before_build=None) -> ChosenKernel:
    """The kernel serving a checked call, remembered per process by what it depends on (the
    spec argument and the call's wanted parameters): a warm call builds nothing, reads no
    cache file and starts no process. `before_build()` runs first on a miss (the device check,
    which must come before any build)."""
    key = _spec_key(spec)
    full = None if key is None else (key, tuple(sorted(call.wanted_params().items())))
    hit = _KERNELS.get(full) if full is not None else None
    if hit is None:
        chosen = _spec_argument(spec, call) if spec is not None else None
        if before_build is not None:
            before_build()
        hit = choose_kernel(call, chosen)
        kernarg_layout(hit)
        if full is not None:
            _KERNELS[full] = hit
    elif before_build is not None:
        before_build()
    return hit


def pack_launch(kernel: ChosenKernel, call: AttentionCall) -> backends.PackedLaunch:
    """The launch of `call` on `kernel` through the kind's launch contract (zyfagen.kernels.launch)
    and the one packer (the code object's own argument offsets)."""
    from ..kernels import get_kind
    from ..kernels.attention_fwd import AttentionInputs
    from ..kernels.launch import launch_of

    kind = get_kind(KIND)
    params = kernel.params
    per_bh = params["descale"] == "batch_head"
    dq, dk, dv = (np.broadcast_to(np.float32(d), call.q.shape[:1] + call.k.shape[2:3]).copy()
                  if per_bh and not isinstance(d, np.ndarray) else d for d in call.descales)
    scale, dq, dk = _kernel_scales(call.softmax_scale, dq, dk)
    inputs = AttentionInputs(call.q, call.k, call.v, dq, dk, dv, scale)
    launch = launch_of(kind, params, call.problem(), inputs)
    layout = kernarg_layout(kernel)
    if launch.workgroup_size > layout.max_workgroup_size:
        raise RuntimeError(f"{kernel.symbol}: contract wants {launch.workgroup_size} lanes, the code "
                           f"object allows {layout.max_workgroup_size}")
    buffers = {}
    for s in layout.slots:
        if s.kind == "buffer":
            arr = np.asarray(launch.args[s.name])
            buffers[s.name] = _span(arr) if not arr.flags.c_contiguous else arr
    values = {s.name: launch.args[s.name] for s in layout.slots if s.kind == "value"}
    kernarg = pack(layout, values, lambda name: 0)
    return backends.PackedLaunch(kernel.code_object, layout, values, kernarg, buffers,
                                 launch.outputs, launch.grid, launch.workgroup_size)


_NOTICE_SHOWN = False


def resolve_device(device: str):
    """('hip', hip module, device index) or ('emulator', None, None); checked before any build."""
    global _NOTICE_SHOWN
    if device == "emulator":
        return "emulator", None, None
    hip = backends.import_hip()
    index = backends.find_gfx950(hip) if hip is not None else None
    if index is not None:
        return "hip", hip, index
    why = "hip-python is not installed" if hip is None else "HIP sees no gfx950 device"
    if device == "hip":
        raise ValueError(f"device: 'hip' needs a gfx950 GPU through hip-python; {why} "
                         f"(pip install hip-python matching your ROCm, or use device='emulator')")
    if not _NOTICE_SHOWN:
        backends.notice(f"no gfx950 GPU ({why}); running in the CPU emulator (slow)")
        _NOTICE_SHOWN = True
    return "emulator", None, None


def output_shapes(call: AttentionCall) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """O's shape in the caller's layout and LSE's [batch, heads_q, seq_q]."""
    nb, sq, hq, _ = call.q.shape
    o = (nb, sq, hq, call.head_dims[1])
    return tuple(o[i] for i in BSHD_OF[call.layout]), (nb, hq, sq)


def _host_out(out: Any, call: AttentionCall) -> list[np.ndarray] | None:
    return host_out(out, call.return_lse, output_shapes(call), call.out_dtype)


def host_out(out: Any, return_lse: bool, shapes, out_dtype: str) -> list[np.ndarray] | None:
    """`out=` with host arrays: O (and with return_lse, (O, LSE)) of these shapes as writable
    numpy views."""
    if out is None:
        return None
    want = list(zip(("out", "out[1]"), shapes, (out_dtype, "fp32")))
    if return_lse:
        if not isinstance(out, (tuple, list)) or len(out) != 2:
            raise TypeError("out: with return_lse=True give (O, LSE)")
        given = list(out)
        want[0] = ("out[0]",) + want[0][1:]
    else:
        given = [out]
    views = []
    for x, (name, shape, dt) in zip(given, want):
        if not (isinstance(x, np.ndarray) or is_torch(x)):
            raise TypeError(f"{name}: expected a numpy array or a torch tensor, got {type(x).__name__}")
        typ = OUT_TYPE_NAMES[dt]
        if dtype_name(x) != typ or tuple(x.shape) != shape:
            raise ValueError(f"{name}: {dtype_name(x)} {tuple(x.shape)}; expected {typ} {shape}")
        arr = from_torch_like(x)
        if not arr.flags.writeable or (is_torch(x) and x.device.type != "cpu"):
            raise ValueError(f"{name}: not writable in place from the host")
        views.append(arr)
    return views


def host_attention(q, k, v, *, causal, softmax_scale, q_descale, k_descale, v_descale, return_lse,
                   out_dtype, layout, out, stream, spec, device):
    """zyfagen.attention on host arrays (numpy, torch CPU tensors): every check, the kernel, a
    launch on the emulator or (device='hip') on the GPU through host copies."""
    call = check_call(q, k, v, causal=causal, softmax_scale=softmax_scale, q_descale=q_descale,
                      k_descale=k_descale, v_descale=v_descale, return_lse=return_lse,
                      out_dtype=out_dtype, device=device, layout=layout)
    if stream is not None:
        raise ValueError("stream: applies to GPU tensors; q, k, v are host arrays")
    out_views = _host_out(out, call)
    placed: list = []

    def place():  # the device check comes before any build
        # torch's rule: an op runs where its tensors are, so CPU tensors run in the emulator
        on_cpu_torch = call.torch_like is not None and device == "auto"
        placed.extend(("emulator", None, None) if on_cpu_torch else resolve_device(device))

    kernel = kernel_for(call, spec, place)
    where, hip, index = placed
    launch = pack_launch(kernel, call)
    raw = backends.run_hip(hip, index, launch) if where == "hip" else backends.run_emulator(launch)
    o = raw["o"].view(OUT_NUMPY[call.out_dtype])
    outs = [o.transpose(BSHD_OF[call.layout])]  # (its own inverse: it swaps two axes or none)
    if call.return_lse:
        # a row that sees no key: +inf from the kernel itself (flash-attn's convention, README)
        outs.append(raw["lse"].view(np.float32))
    if out_views is not None:
        for view, x in zip(out_views, outs):
            np.copyto(view, x)
        return out
    outs = [np.ascontiguousarray(x) for x in outs]
    if call.torch_like is not None:
        outs = [to_torch_like(x, call.torch_like) for x in outs]
    return (outs[0], outs[1]) if call.return_lse else outs[0]
