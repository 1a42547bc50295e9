"""Which attention kernels serve which call: the kind, the head dims zyfagen builds, and the
check that a kernel's parameters serve a call (shared by the API and by library directories)."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

KIND = "attention_fwd"  # what a caller must meet is the kind's (KernelKind.launch_constraints)
# attention_fwd's serving features (issue 34): a kernel with one serves only calls that ask for it
SERVING_FEATURES = ("varlen", "window", "softcap", "sinks")


@functools.lru_cache(maxsize=None)
def lean_specs() -> tuple:
    """The lean-P attention_fwd specs of specs/ (the kernels zyfagen ships and tests), loaded
    and validated: the runtime builds its kernels from these (the serving-feature specs of
    issue 34 are variants of them, not bases: zyfagen.attention_varlen sets the features)."""
    from ..resources import data_dir
    from ..spec import load_spec

    specs = (load_spec(p) for p in sorted(data_dir("specs").glob("*.yaml")))
    return tuple(s for s in specs if s.kind == KIND and s.params["p_mode"] == "lean"
                 and not any(s.params.get(f) for f in SERVING_FEATURES))


@functools.lru_cache(maxsize=None)
def half_specs() -> tuple:
    """The BF16 / FP16 attention_fwd specs of specs/ (issue 36: qkv_format bf16 or fp16, no
    serving feature): the bases of the runtime's 16-bit kernels. A bf16 spec serves fp16 calls
    too (qkv_format and output set for the call) when no fp16 spec has the call's head dims."""
    from ..resources import data_dir
    from ..spec import load_spec

    specs = (load_spec(p) for p in sorted(data_dir("specs").glob("*.yaml")))
    return tuple(s for s in specs if s.kind == KIND and s.params.get("qkv_format", "e4m3") in ("bf16", "fp16")
                 and not any(s.params.get(f) for f in SERVING_FEATURES))


def base_specs(qkv_format: str = "e4m3") -> tuple:
    """The specs the runtime builds calls of this input format from."""
    return lean_specs() if qkv_format == "e4m3" else half_specs()


def head_dims(qkv_format: str = "e4m3") -> tuple[tuple[int, int], ...]:
    """(head_dim_qk, head_dim_v) pairs a spec of specs/ builds for inputs of this format."""
    return tuple(sorted({(s.params["head_dim_qk"], s.params["head_dim_v"] or s.params["head_dim_qk"])
                         for s in base_specs(qkv_format)}))


@dataclass(frozen=True)
class ChosenKernel:
    code_object: bytes
    symbol: str
    params: dict[str, Any]  # complete attention_fwd parameters


def mismatch(params: dict[str, Any], wanted: dict[str, Any]) -> str:
    """'' when the kernel's params serve the call, else the first difference."""
    dv = params["head_dim_v"] or params["head_dim_qk"]
    for key in SERVING_FEATURES:
        if bool(params.get(key, False)) != bool(wanted.get(key, False)):
            return f"{key} is {bool(params.get(key, False))}, the call needs {bool(wanted.get(key, False))}"
    if int(params.get("page_size", 0)) != int(wanted.get("page_size", 0)):  # 0: contiguous K/V
        return f"page_size is {params.get('page_size', 0)}, the call needs {wanted.get('page_size', 0)}"
    for key, want in wanted.items():
        have = dv if key == "head_dim_v" else params.get(key)
        if key == "descale" and have == "batch_head":
            continue  # per-tensor descales broadcast to [batch, heads_kv] arrays
        if have != want:
            return f"{key} is {have!r}, the call needs {want!r}"
    return ""
