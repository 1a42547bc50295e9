"""The numerics study's summaries: the headline figures (lean P against the AITER-like
reconstruction, Hadamard's effect on the QKV part, lazy rescaling against eager), issue 15's
targets and the plain-text lines the CLI and benchmarks/numerics_headline.py print. They read the
cases run_study (numerics/study.py) produces."""
from __future__ import annotations

from .aiter_real import AITER_REAL
from .schemes import SCHEMES, variant_name

ROTATIONS = ("plain", "hadamard")  # the input rotations a study runs (study.py imports them)
HEADLINE = {"head_dim": "128", "dist": "gaussian", "seqs": (16384, 32768),
            "scheme": "lean_block_scaled", "baseline": "aiter_like", "kernel_baseline": "exact_fp32_rowsum",
            "lazy_base": "lean_block_scaled"}


def _find(cases: list[dict], dist: str, head_dim: str, seq: int) -> dict | None:
    for c in cases:
        if c["dist"] == dist and c["head_dim"] == head_dim and c["seq"] == seq:
            return c
    return None


def _reduction(value: float | None, baseline: float | None) -> float | None:
    if value is None or baseline is None or baseline == 0:
        return None
    return 1.0 - value / baseline


def headline(cases: list[dict]) -> dict:
    """The figures the issue asks for: lean_block_scaled vs aiter_like, and Hadamard's effect."""
    h = HEADLINE
    entries = []
    for seq in h["seqs"]:
        case = _find(cases, h["dist"], h["head_dim"], seq)
        if case is None:
            continue
        s = case["schemes"]
        entry: dict = {"seq": seq}
        pairs = {
            "plain": (h["scheme"], h["baseline"]),
            "both_hadamard": (f"{h['scheme']}+hadamard", f"{h['baseline']}+hadamard"),
            "hadamard_vs_plain_baseline": (f"{h['scheme']}+hadamard", h["baseline"]),
            # the same mismatch as a zyfagen kernel (bit-exact), not a reconstruction
            "vs_kernel_baseline": (h["scheme"], h["kernel_baseline"]),
        }
        for key, (ours, base) in pairs.items():
            if ours in s and base in s:
                entry[key] = {m: _reduction(s[ours][m], s[base][m])
                              for m in ("rel_frobenius", "p_part_rel_frobenius", "max_abs", "kl_mean")}
        entries.append(entry)
    hadamard = []
    for c in cases:
        if c["head_dim"] == h["head_dim"] and c["seq"] in h["seqs"]:
            plain = c["quantisation"]["plain"]["rel_frobenius"]
            rotated = c["quantisation"]["hadamard"]["rel_frobenius"]
            hadamard.append({"dist": c["dist"], "seq": c["seq"], "qkv_part_plain": plain,
                             "qkv_part_hadamard": rotated, "ratio": rotated / plain if plain else None})
    hadamard.sort(key=lambda e: (e["dist"], e["seq"]))
    return {"definition": h | {"seqs": list(h["seqs"])}, "lean_block_scaled_vs_aiter_like": entries,
            "hadamard_qkv_part": hadamard, "lazy_rescale": _lazy_headline(cases)}


# issue 15's targets (hd128, 16K and 32K). The sink/outlier target is measured against AITER's real
# code object (AITER_REAL, emulated, numerics/aiter_real.py) on its sampled rows; a run without it
# (--schemes without aiter_real, or an installation without tests/data/aiter) falls back to the
# reconstruction aiter_like and says so.
TARGETS = {"head_dim": "128", "seqs": (16384, 32768), "lean": "lean_block_scaled_debiased",
           "lean_original": "lean_block_scaled", "exact": "exact_rounded_rowsum",
           "gaussian_max_ratio": 1.10, "sink_min_reduction": 0.62}


def targets(cases: list[dict]) -> list[dict]:
    """Per (dist, seq) of the target shape: lean P's kernel-only error (P part: against fp64 on
    the same FP8 inputs) over exact P's (target <= 1.10 on Gaussian inputs; the derived floor of
    any one-FMA-one-conversion P is lean_bias's spread ratio), and its reduction against AITER:
    against AITER's real kernel (emulated) on the rows that kernel ran, when the case has it, and
    against the reconstruction aiter_like on all the case's rows (target >= 62% on sink/outlier
    inputs, judged against the real kernel; against aiter_like only when the real one is absent)."""
    from .lean_bias import exact_relative_spread, relative_spread

    t = TARGETS
    floor = relative_spread("rne") / exact_relative_spread()
    out = []
    for c in cases:
        if c["head_dim"] != t["head_dim"] or c["seq"] not in t["seqs"]:
            continue
        s = c["schemes"]
        if not all(n in s for n in (t["lean"], t["lean_original"], t["exact"])):
            continue
        ko = {n: s[n]["p_part_rel_frobenius"] for n in (t["lean"], t["lean_original"], t["exact"])}
        entry = {"dist": c["dist"], "seq": c["seq"], "kernel_only": ko,
                 "total": {n: s[n]["rel_frobenius"] for n in ko},
                 "lean_over_exact": ko[t["lean"]] / ko[t["exact"]],
                 "original_over_exact": ko[t["lean_original"]] / ko[t["exact"]],
                 "floor_over_exact": floor, "aiter_like": None, "aiter_real": None}
        if "aiter_like" in s:
            a = s["aiter_like"]
            entry["aiter_like"] = {"kernel_only": a["p_part_rel_frobenius"], "total": a["rel_frobenius"],
                                   "reduction": _reduction(ko[t["lean"]], a["p_part_rel_frobenius"]),
                                   "query_rows": c["query_rows"]}
        real = s.get(AITER_REAL)
        if real is not None and t["lean"] in real["same_rows"]:
            lean = real["same_rows"][t["lean"]]
            like = real["same_rows"].get("aiter_like", {})
            entry["aiter_real"] = {
                "kernel_only": real["p_part_rel_frobenius"], "total": real["rel_frobenius"],
                "query_rows": real["query_rows"], "bf16_floor_p_part": real["bf16_floor_p_part"],
                "lean_kernel_only": lean["p_part_rel_frobenius"], "lean_total": lean["rel_frobenius"],
                "lean_kernel_only_bf16": lean["p_part_bf16_output"],
                "reduction_bf16": _reduction(lean["p_part_bf16_output"], real["p_part_rel_frobenius"]),
                "aiter_like_kernel_only": like.get("p_part_rel_frobenius"),
                "aiter_like_total": like.get("rel_frobenius"),
                "reduction": _reduction(lean["p_part_rel_frobenius"], real["p_part_rel_frobenius"]),
                "total_reduction": _reduction(lean["rel_frobenius"], real["rel_frobenius"])}
        judged = entry["aiter_real"] or entry["aiter_like"]
        entry["judged_against"] = AITER_REAL if entry["aiter_real"] else ("aiter_like" if judged else None)
        # against the real kernel like for like (lean's output rounded to bf16 too), when lower
        entry["reduction_vs_aiter"] = _lowest(judged["reduction"], judged.get("reduction_bf16")) if judged else None
        out.append(entry)
    return sorted(out, key=lambda e: (e["dist"], e["seq"]))


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:+.1f}%"


def _lowest(*values: float | None) -> float | None:
    known = [v for v in values if v is not None]
    return min(known) if known else None


def target_lines(entries: list[dict], hadamard: list[dict] | None = None) -> list[str]:
    """Issue 15's target lines; `hadamard` is headline()'s hadamard_qkv_part."""
    t = TARGETS
    lines = []
    for e in entries:
        line = (f"target {e['dist']:10s} hd128 seq {e['seq']:6d}: kernel-only (fp64 on the same FP8 "
                f"inputs) {t['lean']} {e['kernel_only'][t['lean']]:.4g}, {t['exact']} "
                f"{e['kernel_only'][t['exact']]:.4g}: x{e['lean_over_exact']:.3f} "
                f"(addend 56: x{e['original_over_exact']:.3f}; derived floor of one FMA + one "
                f"conversion x{e['floor_over_exact']:.3f}")
        if e["dist"] == "gaussian":
            ok = e["lean_over_exact"] <= t["gaussian_max_ratio"]
            line += f"; target <= x{t['gaussian_max_ratio']:.2f}: {'met' if ok else 'NOT met'})"
        else:
            line += ")"
        lines.append(line)
        real, like = e["aiter_real"], e["aiter_like"]
        if real is not None:
            red, red16 = real["reduction"], real["reduction_bf16"]
            # judged like for like: lean's output rounded to bf16 as AITER's is (the lower figure)
            judged = _lowest(red, red16)
            verdict = ("" if e["dist"] == "gaussian" else
                       f" (target >= {100 * t['sink_min_reduction']:.0f}%: "
                       f"{'met' if judged is not None and judged >= t['sink_min_reduction'] else 'NOT met'})")
            lines.append(
                f"target {e['dist']:10s} hd128 seq {e['seq']:6d}: vs AITER's real kernel (its code object, "
                f"emulated; bf16 output) on {real['query_rows']} sampled rows: kernel-only {t['lean']} "
                f"{real['lean_kernel_only']:.4g} (fp32 output; {real['lean_kernel_only_bf16']:.4g} with bf16 "
                f"output) vs AITER {real['kernel_only']:.4g}: {_pct(red)} lower ({_pct(red16)} "
                f"with bf16 output){verdict}; total (fp64 on the unquantised inputs) {real['lean_total']:.4g} vs "
                f"{real['total']:.4g} ({_pct(real['total_reduction'])}); "
                + (f"aiter_like (our reconstruction) on the same rows: kernel-only "
                   f"{real['aiter_like_kernel_only']:.4g}, total {real['aiter_like_total']:.4g}; "
                   if real["aiter_like_kernel_only"] is not None else "")
                + f"bf16 rounding alone {real['bf16_floor_p_part']:.2g}")
        elif like is not None:
            red = like["reduction"]
            verdict = ("" if e["dist"] == "gaussian" else
                       f" (target >= {100 * t['sink_min_reduction']:.0f}% is for the real kernel, "
                       "which did not run here: NOT judged)")
            lines.append(
                f"target {e['dist']:10s} hd128 seq {e['seq']:6d}: vs aiter_like (our reconstruction, not "
                f"AITER's code) {like['kernel_only']:.4g}: {_pct(red)} lower kernel-only{verdict}")
    for h in hadamard or []:
        if h["ratio"] is not None and h["dist"] != "gaussian":
            lines.append(f"target {h['dist']:10s} hd128 seq {h['seq']:6d}: Hadamard scales the quantisation "
                         f"part (fp64 on the FP8 inputs vs fp64 on the unquantised ones) by x{h['ratio']:.3f} "
                         f"({h['qkv_part_plain']:.4g} -> {h['qkv_part_hadamard']:.4g}; claim: about x0.5)")
    return lines


def lazy_threshold(scheme: str) -> float | None:
    """The rescale threshold of a lazy-rescale kernel scheme (None for every other scheme)."""
    found = SCHEMES.get(scheme)
    params = dict(found.kernel_params) if found else {}
    return float(params["rescale_threshold"]) if params.get("lazy_rescale") == "threshold" else None


def _lazy_headline(cases: list[dict]) -> list[dict]:
    """Each lazy-rescale scheme against the eager kernel it modifies (headline head dim and seqs)."""
    h = HEADLINE
    out = []
    for c in cases:
        if c["head_dim"] != h["head_dim"] or c["seq"] not in h["seqs"]:
            continue
        s = c["schemes"]
        for rot in ROTATIONS:
            eager = s.get(variant_name(h["lazy_base"], rot))
            if eager is None:
                continue
            for name in sorted(n for n in SCHEMES if lazy_threshold(n) is not None):
                lazy = s.get(variant_name(name, rot))
                if lazy is None:
                    continue
                out.append({"dist": c["dist"], "seq": c["seq"], "rotation": rot, "scheme": name,
                            "threshold": lazy_threshold(name),
                            "rel_frobenius": lazy["rel_frobenius"],
                            "eager_rel_frobenius": eager["rel_frobenius"],
                            "error_change": _ratio_change(lazy["rel_frobenius"], eager["rel_frobenius"]),
                            "p_part_change": _ratio_change(lazy["p_part_rel_frobenius"],
                                                           eager["p_part_rel_frobenius"]),
                            "rescale_fraction": lazy["rescale_fraction"],
                            "eager_rescale_fraction": eager["rescale_fraction"]})
    out.sort(key=lambda e: (e["dist"], e["seq"], ROTATIONS.index(e["rotation"]), e["threshold"]))
    return out


def _ratio_change(value: float | None, baseline: float | None) -> float | None:
    """value / baseline - 1 (positive: value is larger)."""
    if value is None or baseline is None or baseline == 0:
        return None
    return value / baseline - 1.0


def headline_lines(head: dict) -> list[str]:
    """The headline figures as plain text lines (also printed by the CLI)."""
    d = head["definition"]
    lines = []
    for e in head["lean_block_scaled_vs_aiter_like"]:
        for key, base, label in (("plain", d["baseline"], "no rotation"),
                                 ("both_hadamard", d["baseline"], "both +hadamard"),
                                 ("vs_kernel_baseline", d.get("kernel_baseline"), "no rotation")):
            if key in e and e[key]["rel_frobenius"] is not None:
                p_part = e[key]["p_part_rel_frobenius"]
                p_text = f", P part {100 * p_part:+.1f}%" if p_part is not None else ""
                lines.append(f"hd{d['head_dim']} {d['dist']} seq {e['seq']}: {d['scheme']} vs {base} "
                             f"({label}): error reduction {100 * e[key]['rel_frobenius']:+.1f}% "
                             f"(rel. Frobenius){p_text}")
    for e in head.get("lazy_rescale", []):
        if e["error_change"] is not None and e["rotation"] == "plain":
            rescales = ""
            if e["rescale_fraction"] is not None and e["eager_rescale_fraction"] is not None:
                rescales = (f"; rescaled {100 * e['rescale_fraction']:.1f}% of row-blocks "
                            f"(eager {100 * e['eager_rescale_fraction']:.1f}%)")
            lines.append(f"hd{d['head_dim']} {e['dist']} seq {e['seq']}: lazy rescale threshold "
                         f"{e['threshold']:g} changes the error of {d['lazy_base']} by "
                         f"{100 * e['error_change']:+.2f}% ({e['eager_rel_frobenius']:.4g} -> "
                         f"{e['rel_frobenius']:.4g}){rescales}")
    for e in head["hadamard_qkv_part"]:
        if e["ratio"] is not None:
            lines.append(f"hd{d['head_dim']} {e['dist']} seq {e['seq']}: Hadamard scales the QKV quantisation "
                         f"part by {e['ratio']:.3f} ({e['qkv_part_plain']:.4g} -> {e['qkv_part_hadamard']:.4g})")
    return lines
