"""The census's numerics column for AITER's fmha_v3_bwd objects (issue 32; aiter_numerics.COLUMNS
["fmha_v3_bwd"], benchmarks/aiter_census.py --numerics): every object runs one small problem
through the launch contract of foreign/aiter_bwd.py, with the companion stages fmha_v3_bwd would
launch beside it, against numerics/bwd_bound.py's fp64 reference and bound.

Variants are the rows of AITER's selection tables (hsa/gfx950/fmha_v3_bwd/fmha_bwd_{odo,dqdkdv,
dq_convert,dq_shuffle}.csv, ROCm/aiter e4048607), with every column (ts, pssk, bf16_cvt...).
Companions are picked as csrc/cpp_itfs/mha_bwd.cu get_heuristic_kernel picks them at that
commit: odo by dtype, padded hdim_v and mode; dq_convert (atomic32 1) by dtype, padded hdim_q
and mode; dq_shuffle (atomic32 0) by padded hdim_q and mode, any dtype; hd64 a16 has no third
launch. An odo / dq_convert / dq_shuffle object runs under a dQdKdV row that selects it (mask 0,
atomic32 1, rtne first).

Four gfx950 objects, the sliding-window `bwd_hd128_*_swa_a32_*psskddv.co`, are in no gfx950
table (mha_bwd.cu's mask type 3 finds no row there): their rows are gfx942's
(hsa/gfx942/fmha_v3_bwd/fmha_bwd_dqdkdv.csv: mask 3, ts 192; the gfx950 copies were built from
the gfx942 source, AITER commit ec9c755f), launched with mask_y / mask_x of a bottom-right
window.
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Callable

import numpy as np

DIR = "hsa/gfx950/fmha_v3_bwd"
TABLES = {"odo": f"{DIR}/fmha_bwd_odo.csv", "dqdkdv": f"{DIR}/fmha_bwd_dqdkdv.csv",
          "dq_convert": f"{DIR}/fmha_bwd_dq_convert.csv", "dq_shuffle": f"{DIR}/fmha_bwd_dq_shuffle.csv"}
# gfx942's rows of the gfx950 swa objects (hsa/gfx942/fmha_v3_bwd/fmha_bwd_dqdkdv.csv, e4048607)
SWA_ROWS = ("dtype,hdim_q,hdim_v,mask,atomic32,pssk,pddv,mode,bf16_cvt,ts_qo,ts,knl_name,co_name\n"
            "fp16,128,128,3,1,1,1,0,3,16,192,_ZN5aiter35fmha_bwd_hd128_fp16_swa_a32_psskddvE,bwd_hd128_fp16_swa_a32_psskddv.co\n"
            "bf16,128,128,3,1,1,1,0,0,16,192,_ZN5aiter40fmha_bwd_hd128_bf16_swa_a32_rtne_psskddvE,bwd_hd128_bf16_swa_a32_rtne_psskddv.co\n"
            "bf16,128,128,3,1,1,1,0,1,16,192,_ZN5aiter40fmha_bwd_hd128_bf16_swa_a32_rtna_psskddvE,bwd_hd128_bf16_swa_a32_rtna_psskddv.co\n"
            "bf16,128,128,3,1,1,1,0,2,16,192,_ZN5aiter39fmha_bwd_hd128_bf16_swa_a32_rtz_psskddvE,bwd_hd128_bf16_swa_a32_rtz_psskddv.co\n")
WINDOW = (40, 24)  # (left, right) of the swa problem's bottom-right window


@dataclass(frozen=True)
class Row:
    """One row of a backward selection table."""
    co_name: str
    stage: str  # odo, dqdkdv, dq_convert, dq_shuffle
    dtype: str
    hdim_q: int
    hdim_v: int
    mask: int
    atomic32: bool
    pssk: bool
    group: bool
    bf16_cvt: int  # 0 rtne, 1 rtna, 2 rtz, 3 not applicable
    ts: int


def parse(texts: dict[str, str]) -> dict[str, Row]:
    """co_name -> Row from {stage: csv text}."""
    out: dict[str, Row] = {}
    for stage, text in texts.items():
        for r in csv.DictReader(io.StringIO(text)):
            out[r["co_name"]] = Row(r["co_name"], stage, r["dtype"], int(r["hdim_q"]), int(r["hdim_v"]),
                                    int(r["mask"]), r["atomic32"] == "1", r["pssk"] == "1", r["mode"] == "1",
                                    int(r["bf16_cvt"]), int(r["ts"]))
    return out


def variants(texts: dict[str, str]) -> dict[str, Row]:
    """The census's variants: {csv path: text} of TABLES -> co_name -> Row (with the swa rows)."""
    return parse({s: texts[p] for s, p in TABLES.items()}) | parse({"dqdkdv": SWA_ROWS})


def no_contract(v: Row | None) -> str | None:
    if v is None:
        return "not in AITER's selection tables"
    if v.dtype not in ("bf16", "fp16"):
        return f"bwd {v.dtype} not wired"
    if (v.hdim_q, v.hdim_v) not in ((64, 64), (128, 128), (192, 128), (192, 192)):
        return f"bwd hd{v.hdim_q}/{v.hdim_v} not wired"
    return None


def select(rows: dict[str, Row], dq: Row) -> dict[str, str | None]:
    """{odo, dqdkdv, post} co_names fmha_v3_bwd launches with the dQdKdV row dq
    (get_heuristic_kernel's odo and post loops)."""
    cvt = dq.bf16_cvt if dq.bf16_cvt != 3 else 0
    odo = next(r.co_name for r in rows.values() if r.stage == "odo" and r.dtype == dq.dtype
               and r.hdim_v == dq.hdim_v and r.group == dq.group)
    post = None
    if dq.hdim_q != 64 or dq.atomic32:
        kind = "dq_convert" if dq.atomic32 else "dq_shuffle"
        post = next(r.co_name for r in rows.values() if r.stage == kind and r.hdim_q == dq.hdim_q
                    and r.group == dq.group and r.bf16_cvt in (3, cvt) and (r.dtype == dq.dtype or not dq.atomic32))
    return {"odo": odo, "dqdkdv": dq.co_name, "post": post}


def producer(rows: dict[str, Row], v: Row) -> Row:
    """The dQdKdV row an odo / dq_convert / dq_shuffle object runs under: one that selects it
    (mask 0, atomic32 1, rtne first). hd192 dq_shuffle in group mode has no a16 group dQdKdV:
    it runs under the batch one on a single sequence (group and batch launches then agree:
    one batch, total = max, batch strides unused)."""
    def selects(r: Row) -> bool:
        if r.stage != "dqdkdv" or r.mask == 3:
            return False
        try:
            return v.co_name in select(rows, r).values()
        except StopIteration:
            return False
    cands = [r for r in rows.values() if selects(r)]
    if not cands and v.stage == "dq_shuffle":
        cands = [r for r in rows.values() if r.stage == "dqdkdv" and not r.atomic32 and r.hdim_q == v.hdim_q
                 and r.dtype == v.dtype and r.mask == 0]
    if not cands:
        raise ValueError(f"{v.co_name}: no dQdKdV row of the tables launches it")
    return min(cands, key=lambda r: (r.dtype != v.dtype, r.mask, not r.atomic32, r.bf16_cvt % 3, r.hdim_v != v.hdim_v, r.co_name))


def truncates(data: bytes) -> bool:
    """Whether a dQdKdV object rounds its fp16 values toward zero: it converts with
    v_cvt_pkrtz_f16_f32 (in LLVM's disassembly, zyfagen.codeobj) where the others use
    v_cvt_pk_f16_f32 (round to nearest even). At e4048607 the fp16 hd64, hd192/192 and
    sliding-window objects do, though their rows say bf16_cvt 3 (not applicable)."""
    from ..codeobj import disassemble

    return any(inst.mnemonic == "v_cvt_pkrtz_f16_f32" for _, inst in disassemble(data))


def problem(dq: Row, single: bool = False) -> tuple[list[int], list[int]]:
    """(query lengths, key lengths) of the small problem for a dQdKdV row: group mode two
    unequal sequences (each sees at least as many keys as it has queries, so a bottom-right
    mask leaves no query without keys); a non-pssk row (picked only when seq_q = seq_k and
    seq_k is a multiple of its tile) 192 and 192; else 128 queries and 192 keys."""
    if dq.group and not single:
        return [100, 70], [130, 192]
    if not dq.pssk:
        return [192], [192]
    return [128], [192]


def run(v: Row, data: bytes, fetch: Callable[[str], bytes]) -> float:
    """max(error / bound) over D, dQ, dK, dV of every sequence (<= 1: within bound)."""
    import ml_dtypes

    from ..numerics.bwd_bound import bf16_backward_and_bound, visible
    from . import aiter_bwd

    rows = variants({p: fetch(p).decode() for p in TABLES.values()})
    dq_row = v if v.stage == "dqdkdv" else producer(rows, v)
    names = select(rows, dq_row)
    group = dq_row.group or v.group
    if v.stage == "dq_shuffle" and v.group != dq_row.group:  # the single-sequence case above
        names["post"] = v.co_name
    objects = {s: (data if n == v.co_name else fetch(f"{DIR}/{n}")) for s, n in names.items() if n}
    lens_q, lens_k = problem(dq_row, single=group and not dq_row.group)
    c = aiter_bwd.Contract(dq_row.hdim_q, dq_row.hdim_v, dq_row.mask, group, dq_row.atomic32, dq_row.ts,
                           WINDOW if dq_row.mask == 3 else (-1, 0))
    fmt = dq_row.dtype
    rtz = dq_row.bf16_cvt == 2 or (fmt == "fp16" and truncates(objects["dqdkdv"]))
    dt = ml_dtypes.bfloat16 if fmt == "bf16" else np.float16
    rng = np.random.default_rng(sum(lens_q) + sum(lens_k) + dq_row.hdim_q + dq_row.hdim_v)
    qs, ks, vs, dos, os_, lses, refs = [], [], [], [], [], [], []
    scale = 1 / np.sqrt(dq_row.hdim_q)
    adds = 0 if dq_row.atomic32 else -(-max(lens_k) // dq_row.ts)
    for sq, sk in zip(lens_q, lens_k):
        q, do = (rng.standard_normal((1, sq, 1, d)).astype(dt) for d in (dq_row.hdim_q, dq_row.hdim_v))
        k, vv = (rng.standard_normal((1, sk, 1, d)).astype(dt) for d in (dq_row.hdim_q, dq_row.hdim_v))
        ref = bf16_backward_and_bound(q, k, vv, do, scale, fmt=fmt, rtz=rtz,
                                      mask=visible(sq, sk, dq_row.mask, c.window), dq_adds=adds)
        qs.append(q[0]), ks.append(k[0]), vs.append(vv[0]), dos.append(do[0])
        os_.append(ref[0][0]), lses.append(ref[1][0]), refs.append(ref)
    got = aiter_bwd.run(c, objects, qs, ks, vs, os_, dos, lses, scale)
    worst = 0.0
    for g, (_, _, d, d_bound, grads, bounds) in zip(got, refs):
        worst = max(worst, float(np.max(np.abs(g["d"][0] - d) / (d_bound + 1e-30))))
        for name, ref in grads.items():
            err = np.abs(g[name][:, 0].astype(np.float64) - ref)
            worst = max(worst, float(np.max(err / np.maximum(bounds[name], 1e-300))))
    return worst
