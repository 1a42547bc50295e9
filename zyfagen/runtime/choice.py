"""Which attention kernels serve which call: the kind, the head dims zyfagen builds, and the
check that a kernel's parameters serve a call (shared by the API and by library directories)."""
from __future__ import annotations

import dataclasses
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


def base_spec(qkv_format: str, head_dim_qk: int, head_dim_v: int):
    """The base spec of a call with these head dims: of base_specs(qkv_format), causal off
    first, then one of the call's own format (an fp16 call may take a bf16 base), then by name."""
    d, dv = head_dim_qk, head_dim_v
    bases = [s for s in base_specs(qkv_format) if s.params["head_dim_qk"] == d and (s.params["head_dim_v"] or d) == dv]
    if not bases:
        raise RuntimeError(f"no {qkv_format} attention_fwd spec in specs/ for head dims ({d}, {dv})")
    return min(bases, key=lambda s: (s.params["causal"], s.params.get("qkv_format", "e4m3") != qkv_format, s.name))


def derived_spec(base, name: str, params: dict, description: str):
    """A spec the runtime derives from `base` for a call: renamed, with the call's `params`,
    their schedule, and the checks a spec file gets."""
    from ..kernels import load_spec_schedule, validate

    spec = dataclasses.replace(base, name=name, params=params, description=description)
    schedule = load_spec_schedule(KIND, params, base.source)
    spec = dataclasses.replace(spec, schedule=schedule)
    validate(spec, schedule)
    return spec


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


# ---- the lean FP8 P path by measured rates (issue 30) ----------------------------------------
# Two rates only lean P uses are unmeasured (isa/gfx950.isa gives each a range), and at the slow
# end of either the shipped hd128 lean spec loses its lead: the scaled PV MFMA at half rate, and
# v_cvt_pk_u8_f32 (half of fma_perm_half's bytes) below full rate. `zyfagen probe run` measures
# both (facts.json); this rule maps them to the P path the runtime builds. The thresholds are the
# whole-chip model's crossovers on the Mistral-7B 16K problem (docs/model.md, "The shipped
# family"): the block-scaled P is kept while the scaled MFMA runs at the unscaled one's rate (it
# is the more accurate P: 0.50% against 2.81% P-part error on activation-like inputs), and the
# conversion-free bytes (fma_perm) take over where the conversion makes fma_perm_half slower.
SCALED_PV_PASSES = "v_mfma_scale_f32_32x32x64_f8f6f4.passes"
CVT_U8_ISSUE = "v_cvt_pk_u8_f32.issue"
RATE_KEYS = (SCALED_PV_PASSES, CVT_U8_ISSUE)
# the unscaled 32x32x64 FP8 MFMA's passes: the block scale costs nothing in MFMA time. (The fixed
# shift is 0.017x faster even then, 1.452x against 1.435x: 9 VALU instructions fewer per chunk;
# the block scale is kept for its accuracy.)
SCALED_PASSES_MAX = 16.0
# the model's crossover (non-causal, re-fitted power model): fma_perm_half / fma_perm 1.394x / 1.372x
# at 5 cycles, 1.349x / 1.349x at 6, 1.263x / 1.296x at 8 (fma_perm moves too: the power fit's
# lean-P anchor converts every byte)
CVT_ISSUE_MAX = 6.0
# the P path a spec of the family has (the shipped hd128 lean specs)
FAMILY_P_PATH = {"p_block_scale": True, "p_fixed_shift": 0, "p_convert": "fma_perm_half"}
FIXED_SHIFT = 8  # p_fixed_shift of the fallback: the block scale's smallest shift, the same FP8 bound


def lean_p_path(rates: Any) -> dict[str, Any]:
    """The P-path parameters of the hd128 lean family for `rates` (KEY -> value: a facts.json's
    measured values, or an IsaTable, whose stored values are the shipped assumptions); a key
    the mapping lacks takes the table's value."""
    from ..isa import IsaTable, load_table

    if isinstance(rates, IsaTable):
        table, rates = rates, {}
    else:
        table = load_table()

    def rate(key: str) -> float:
        return float(rates[key]) if key in rates else float(table.value_of(key).value)
    scaled = rate(SCALED_PV_PASSES) <= SCALED_PASSES_MAX
    return {"p_block_scale": scaled, "p_fixed_shift": 0 if scaled else FIXED_SHIFT,
            "p_convert": "fma_perm_half" if rate(CVT_U8_ISSUE) <= CVT_ISSUE_MAX else "fma_perm"}


def in_family(params: dict[str, Any]) -> bool:
    """A spec whose P path the rule chooses: an hd128 lean FP8 spec with the family's P path."""
    return (params.get("head_dim_qk") == 128 and (params.get("head_dim_v") or 128) == 128
            and params.get("p_mode") == "lean" and params.get("qk_format", "fp8") == "fp8"
            and all(params.get(k, 0 if k == "p_fixed_shift" else None) == v for k, v in FAMILY_P_PATH.items()))


FACTS_ENV = "ZYFAGEN_FACTS"  # a facts.json of `zyfagen probe run`: the runtime picks the P path by it


def facts_key() -> tuple | None:
    """What the default kernel's P path depends on: $ZYFAGEN_FACTS's path, mtime and size (a
    stat, no read: warm calls stay cheap), or None when it is unset or missing (then
    measured_rates reports the missing file)."""
    import os
    from pathlib import Path

    path = os.environ.get(FACTS_ENV)
    if not path:
        return None
    try:
        st = Path(path).stat()
    except OSError:
        return ("missing", path)
    return (str(Path(path).resolve()), st.st_mtime_ns, st.st_size)


def measured_rates() -> dict[str, float]:
    """The P-path rates measured in $ZYFAGEN_FACTS ({} when it is unset); a bad file is one
    RuntimeError naming the variable."""
    import os

    from ..errors import UserError
    from ..probe.facts import read_facts

    path = os.environ.get(FACTS_ENV)
    if not path:
        return {}
    try:
        values = read_facts(path)
    except UserError as exc:
        raise RuntimeError(f"{FACTS_ENV}: {exc}") from None
    return {k: v for k, v in values.items() if k in RATE_KEYS}
