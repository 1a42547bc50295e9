"""AITER attention code objects against fp64, one small problem each (issue 32: the census's
`--numerics` column, benchmarks/aiter_census.py).

An object's variant (dtype, head dims, mask, group mode, atomic32 dQ, padding, rounding, stage)
comes from AITER's own kernel-selection tables beside the objects, the CSVs that
csrc/cpp_itfs/mha_fwd.cu and mha_bwd.cu pick code objects from (hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv;
hsa/gfx950/fmha_v3_bwd/fmha_bwd_{odo,dqdkdv,dq_convert,dq_shuffle}.csv; ROCm/aiter e4048607).
An object runs when its variant is one of the launch contracts zyfagen knows (foreign/aiter.py's
v3 contract for every fmha_v3_fwd object, foreign/aiter_bwd.py: the argument layouts of the
tested objects in tests/data/aiter), with the
object's own bytes, against the bound the tests use (numerics/fp8_bound.rounded_p_bound,
numerics/half_bound, numerics/bwd_bound); anything else is "no contract" with the reason.

The census reads only COLUMNS: family directory under hsa/gfx950 -> Column (its selection
tables, how they parse to variants, which variants have a contract, how one runs). A new family
is one entry; a family whose objects come from two contracts (mla: the decode kernels of
mla_asm.csv and the mla_pfl prefill kernels) combines its parts with `by_prefix`.
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Callable

from . import aiter_bwd_numerics, aiter_mla_decode, aiter_pa

FWD_TABLE = "hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv"
BWD_TABLES = aiter_bwd_numerics.TABLES  # the backward's column is aiter_bwd_numerics
MASKS = {0: "none", 1: "causal top-left", 2: "causal bottom-right"}  # mha_*.cu mask_type


@dataclass(frozen=True)
class Variant:
    """One row of AITER's selection tables."""
    co_name: str
    stage: str  # fwd, odo, dqdkdv, dq_convert, dq_shuffle
    dtype: str
    hdim_q: int
    hdim_v: int
    mask: int  # 0 none, 1 top-left, 2 bottom-right
    group: bool  # mode 1: variable-length (group) mode
    atomic32: bool = False
    bf16_cvt: int = 3  # 0 rtne, 1 rtna, 2 rtz, 3 not applicable


def parse_tables(tables: dict[str, str]) -> dict[str, Variant]:
    """co_name -> Variant from the CSV texts, keyed by stage ("fwd" or a BWD_TABLES key)."""
    out: dict[str, Variant] = {}
    for stage, text in tables.items():
        for row in csv.DictReader(io.StringIO(text)):
            out[row["co_name"]] = Variant(
                row["co_name"], stage, row["dtype"], int(row["hdim_q"]), int(row["hdim_v"]),
                int(row["mask"]), row["mode"] == "1", row.get("atomic32", "0") == "1",
                int(row.get("bf16_cvt", 3)))
    return out


def no_contract(v: Variant | None) -> str | None:
    """None when zyfagen runs this variant, else why not (one line)."""
    if v is None:
        return "not in AITER's selection tables"
    if v.stage == "fwd":
        from .aiter import V3_TS_KV

        if (v.dtype, v.hdim_q) not in V3_TS_KV or v.hdim_v != (128 if v.hdim_q == 192 else v.hdim_q):
            return f"fwd {v.dtype} hd{v.hdim_q}/{v.hdim_v}: not a shape mha_fwd.cu's v3 contract takes"
        if v.mask not in (0, 2):
            return f"fwd mask {v.mask}: the v3 objects are plain or bottom-right"
        return None
    return "a backward stage: its column is aiter_bwd_numerics (COLUMNS['fmha_v3_bwd'])"


def run(v: Variant, data: bytes, fetch: Callable[[str], bytes] | None = None) -> float:
    """Run a forward object on one small problem; returns max(error / bound) over every output
    element (<= 1 is within bound). (The backward's column: foreign/aiter_bwd_numerics.py.)"""
    if v.stage != "fwd":
        raise ValueError(f"{v.co_name}: the backward runs through aiter_bwd_numerics")
    return _run_fwd(v, data)


def _run_fwd(v: Variant, data: bytes) -> float:
    """Every fmha_v3_fwd object through foreign/aiter.py's v3 contract (v3_against_fp64: batch
    mode one 256 x 256 head (128 queries for hd192/128), group mode two sequences of 100/150
    and 200/260 tokens; fp8bf16 under rounded_p_bound, bf16 under half_bound)."""
    from . import aiter

    return aiter.v3_against_fp64(data, v.dtype, v.hdim_q, v.hdim_v, v.mask != 0, v.group)


# ---------------------------------------------------------------------------------------------
# The census's registry (benchmarks/aiter_census.py --numerics reads only COLUMNS)

@dataclass(frozen=True)
class Column:
    """One family's numerics column. `tables`: mirror paths (relative to the repo root) of the
    selection CSVs the census reads at the mirror's HEAD; `variants`: {csv path: csv text} ->
    co_name -> variant (any frozen value); `no_contract`: variant or None (not in the tables) ->
    None when it runs, else why not (one line); `run`: (variant, object bytes, fetch) -> max
    error / bound over every output element, fetch(repo path, e.g.
    "hsa/gfx950/fmha_v3_bwd/x.co") -> that file's bytes at the mirror's HEAD. `launch`
    (optional): variant -> its launch from the contract, (kernarg layout, arguments, grid,
    other emulator.launch options), or None; the census's "simulated" stage records that
    launch (as `zyfagen simulate --record-args` does) for a kernel whose branches depend on its
    arguments (group mode), which the static model refuses to time."""
    tables: tuple[str, ...]
    variants: Callable[[dict[str, str]], dict[str, object]]
    no_contract: Callable[[object | None], str | None]
    run: Callable[[object, bytes, Callable[[str], bytes]], float]
    launch: Callable[[object], tuple | None] | None = None


@dataclass(frozen=True)
class Part:
    """A variant of a `by_prefix` column: which part owns it and the part's own variant."""
    prefix: str
    variant: object


def by_prefix(parts: dict[str, Column]) -> Column:
    """One family's column from parts keyed by co_name prefix ("" takes any name). Each part
    contributes only the names of its variants that start with its prefix, and a name two parts
    give goes to the longer prefix; no_contract and run go to the owning part. An object no part
    names gets no_contract(None) of the "" part if there is one, else "no part of the family's
    column covers this name".
    Example (family "mla"): by_prefix({MLA_PFL_PREFIX: MLA_PREFILL, "": MLA_DECODE})."""
    order = sorted(parts, key=len)  # shorter first: longer prefixes overwrite

    def variants(texts: dict[str, str]) -> dict[str, object]:
        out: dict[str, object] = {}
        for prefix in order:
            col = parts[prefix]
            mine = col.variants({t: texts[t] for t in col.tables})
            out.update({n: Part(prefix, v) for n, v in mine.items() if n.startswith(prefix)})
        return out

    def no_contract(v: object | None) -> str | None:
        if v is None:
            return parts[""].no_contract(None) if "" in parts else "no part of the family's column covers this name"
        return parts[v.prefix].no_contract(v.variant)

    def run(v: object, data: bytes, fetch: Callable[[str], bytes]) -> float:
        return parts[v.prefix].run(v.variant, data, fetch)

    def launch(v: object | None) -> tuple | None:
        col = parts[v.prefix] if v is not None else None
        return col.launch(v.variant) if col is not None and col.launch is not None else None

    tables = tuple(dict.fromkeys(t for col in parts.values() for t in col.tables))
    return Column(tables, variants, no_contract, run, launch)


def _fwd_launch(v: Variant) -> tuple | None:
    """The v3 contract's launch of the numerics problem (foreign/aiter.py v3_launch)."""
    from . import aiter

    if v is None or no_contract(v) is not None or v.stage != "fwd":
        return None
    causal = v.mask != 0
    qs, ks, vs, scale = aiter.v3_inputs(v.dtype, v.hdim_q, v.hdim_v, causal, v.group)
    return aiter.v3_launch(qs, ks, vs, scale, v.dtype, causal, v.group)


FMHA_V3_FWD = Column((FWD_TABLE,), lambda texts: parse_tables({"fwd": texts[FWD_TABLE]}),
                     no_contract, run, _fwd_launch)
# the backward's own column (its rows keep ts, pssk and the companions' selection)
FMHA_V3_BWD = Column(tuple(aiter_bwd_numerics.TABLES.values()), aiter_bwd_numerics.variants,
                     aiter_bwd_numerics.no_contract, aiter_bwd_numerics.run)

# MLA prefill (hsa/gfx950/mla/mla_pfl_qh192_vh128_m32x8_n128x1_causal{0,1}.co): rows of
# hsa/gfx950/mla/mla_asm.csv (aiter/mla.py and csrc/py_itfs_cu/asm_mla.cu pick from it; e4048607)
# with prefill 1, fp8 Q and KV; the variant is the row's causal flag. One problem each: 640
# causal tokens over 3 workgroups (split tiles reduced in fp64) / 256 plain tokens on one
# workgroup, the problems of tests/emulator/test_aiter_mla.py, through aiter_mla.run_against_fp64.
MLA_TABLE = "hsa/gfx950/mla/mla_asm.csv"
MLA_PFL_PREFIX = "mla_pfl_qh192_vh128"


def _mla_pfl_variants(texts: dict[str, str]) -> dict[str, object]:
    return {r["co_name"]: r["causal"] == "1" for r in csv.DictReader(io.StringIO(texts[MLA_TABLE]))
            if r["co_name"].startswith(MLA_PFL_PREFIX) and r["prefill"] == "1"
            and (r["qType"], r["kvType"]) == ("fp8", "fp8")}


def _mla_pfl_run(causal: object, data: bytes, fetch: Callable[[str], bytes]) -> float:
    from . import aiter_mla

    return aiter_mla.run_against_fp64([640] if causal else [256], 3 if causal else 1, bool(causal),
                                      data=data)[0]


MLA_PREFILL = Column((MLA_TABLE,), _mla_pfl_variants,
                     lambda v: None if v is not None else "not an MLA prefill object zyfagen knows",
                     _mla_pfl_run)

# fmha_v4_fwd (hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv, which csrc/py_itfs_cu/asm_mha_v4_fwd.cu
# picks from; e4048607): the variant is the row's formats and scale modes, its kind the co_name's
# (fwd_hd128_<kind>.co). Each runs the first problem its test runs (aiter_v4.CENSUS_PROBLEMS
# through aiter_v4.run_against_fp64, the tests' bound per kind).
V4_TABLE = "hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv"


@dataclass(frozen=True)
class V4Variant:
    kind: str  # fp8, mxfp8, i8fp8, mxfp4, mxfp6, f4f4, f6f4, f8f6
    formats: tuple[str, str, str, str]  # q, k, v, o format codes
    scale_modes: tuple[str, str, str, str]
    hdim_q: int
    hdim_v: int
    mask: int
    group: bool


def _v4_variants(texts: dict[str, str]) -> dict[str, object]:
    out = {}
    for r in csv.DictReader(io.StringIO(texts[V4_TABLE])):
        kind = r["co_name"].removeprefix("fwd_hd128_").removesuffix(".co")
        out[r["co_name"]] = V4Variant(
            kind, tuple(r[f"{t}_format"] for t in "qkvo"), tuple(r[f"{t}_scale_mode"] for t in "qkvo"),
            int(r["hdim_q"]), int(r["hdim_v"]), int(r["mask"]), r["mode"] == "1")
    return out


def _v4_no_contract(v: object | None) -> str | None:
    from . import aiter_v4

    if v is None:
        return "not in fmha_v4_fwd.csv"
    if v.kind not in aiter_v4.CENSUS_PROBLEMS:
        return f"fmha_v4 kind {v.kind}: no contract in foreign/aiter_v4.py"
    if (v.hdim_q, v.hdim_v, v.mask, v.group) != (128, 128, 0, False):
        return f"fmha_v4 hd{v.hdim_q}/{v.hdim_v} mask {v.mask} group {v.group}: only hd128 plain batch wired"
    return None


def _v4_run(v: object, data: bytes, fetch: Callable[[str], bytes]) -> float:
    from . import aiter_v4

    sq, sk, seed = aiter_v4.CENSUS_PROBLEMS[v.kind]
    return aiter_v4.run_against_fp64(v.kind, sq, sk, seed, data=data)["worst"]


FMHA_V4_FWD = Column((V4_TABLE,), _v4_variants, _v4_no_contract, _v4_run)

MLA_DECODE = Column((MLA_TABLE,), aiter_mla_decode.variants, aiter_mla_decode.no_contract,
                    aiter_mla_decode.run)

# Family -> column. "mla" is by_prefix: the MLA decode part goes in as "": its Column (from
# zyfagen/foreign/aiter_mla_decode.py; its tables may be (MLA_TABLE,) too) takes every mla_asm.csv
# name but the mla_pfl_qh192_vh128 prefill pair, which stays with MLA_PREFILL (longer prefix).
COLUMNS: dict[str, Column] = {
    "fmha_v3_fwd": FMHA_V3_FWD,
    "fmha_v3_bwd": FMHA_V3_BWD,
    "fmha_v4_fwd": FMHA_V4_FWD,
    "mla": by_prefix({MLA_PFL_PREFIX: MLA_PREFILL, "": MLA_DECODE}),
    "mla_v4": Column((aiter_mla_decode.TABLES["mla_v4"],), aiter_mla_decode.variants,
                     aiter_mla_decode.no_contract, aiter_mla_decode.run),
    "pa": Column((aiter_pa.TABLE,), aiter_pa.variants, aiter_pa.no_contract, aiter_pa.run),
}
