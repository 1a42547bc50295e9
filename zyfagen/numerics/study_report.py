"""The numerics study's output files: numerics.json (rounded, deterministic), numerics.md
(templates/numerics.md.j2) and plots/*.svg (templates/numerics_lines.svg.j2, numerics_bars.svg.j2).

Plots per (inputs, head dim): total error vs sequence length (against fp64 on the unquantised
inputs) and kernel-only error vs sequence length (against fp64 on the same FP8 inputs), one line
per scheme and rotation (Hadamard dashed), AITER's real kernels (`aiter_real` fmha_v3 black,
`aiter_v4_real` fmha_v4 dark red; emulated, on their sampled rows) as thick lines where the case
has them; and the decomposition (QKV part,
kernel-only part, total) per scheme at the longest sequence.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import jinja2
import numpy as np

from ..resources import data_dir
from .aiter_real import AITER_REAL, AITER_V4_REAL, REAL_KERNELS
from .schemes import variant_name

SIGNIFICANT_DIGITS = 6


def _round(obj):
    """Floats to SIGNIFICANT_DIGITS significant digits; non-finite floats become strings."""
    if isinstance(obj, dict):
        return {str(k): _round(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_round(v) for v in obj]
    if isinstance(obj, (float, np.floating)):
        x = float(obj)
        if not math.isfinite(x):
            return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")
        return float(f"{x:.{SIGNIFICANT_DIGITS}g}")
    if isinstance(obj, np.integer):
        return int(obj)
    return obj


def to_json(result: dict) -> str:
    return json.dumps(_round(result), sort_keys=True, indent=1) + "\n"


# ---------------------------------------------------------------------------------------------
# report: markdown and SVG

def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(data_dir("templates"))),
        undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
        keep_trailing_newline=True, autoescape=False)


# 14 distinguishable colours (black is AITER's real kernel, grey the QKV part)
_BASE_COLOURS = ["#1f77b4", "#d62728", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2",
                 "#17becf", "#bcbd22", "#aec7e8", "#ff9896", "#98df8a", "#c5b0d5", "#f7b6d2"]


def _log_ticks(lo: float, hi: float) -> list[float]:
    """1-2-5 ticks from the largest tick <= lo to the smallest tick >= hi."""
    ticks = [float(f"{m}e{e}") for e in range(math.floor(math.log10(lo)) - 1, math.ceil(math.log10(hi)) + 1)
             for m in (1, 2, 5)]
    first = max(i for i, v in enumerate(ticks) if v <= lo * (1 + 1e-9))
    last = min(i for i, v in enumerate(ticks) if v >= hi * (1 - 1e-9))
    return ticks[first:last + 1]


def _fmt_tick(v: float) -> str:
    return f"{v:g}"


def _fmt_seq(n: int) -> str:
    return f"{n // 1024}K" if n % 1024 == 0 else str(n)


def line_plot_svg(title: str, seqs: list[int], series: list[dict], ylabel: str) -> str:
    """Error vs sequence length, log2 x and log10 y. series: {name, values, colour, dashed}."""
    width, left, right, top, bottom = 800, 70, 270, 40, 50
    height = max(420, top + 14 + 18 * len(series) + 10)  # the legend (one line per series) fits
    pw, ph = width - left - right, height - top - bottom
    vals = [v for s in series for v in s["values"] if v is not None and v > 0]
    lo, hi = (min(vals), max(vals)) if vals else (1e-3, 1e-1)
    yt = _log_ticks(lo, hi)
    ylo, yhi = math.log10(yt[0]), math.log10(yt[-1])
    if yhi == ylo:
        yhi = ylo + 1
    xlo, xhi = math.log2(min(seqs)), math.log2(max(seqs))
    if xhi == xlo:
        xlo, xhi = xlo - 1, xhi + 1

    def px(n: int) -> float:
        return round(left + pw * (math.log2(n) - xlo) / (xhi - xlo), 2)

    def py(v: float) -> float:
        return round(top + ph * (1 - (math.log10(v) - ylo) / (yhi - ylo)), 2)

    lines = []
    for i, s in enumerate(series):
        pts = [(px(n), py(v)) for n, v in zip(seqs, s["values"]) if v is not None and v > 0]
        lines.append({"name": s["name"], "colour": s["colour"], "dashed": s["dashed"],
                      "width": s.get("width", 1.8),
                      "points": " ".join(f"{x},{y}" for x, y in pts), "markers": pts,
                      "legend_y": top + 14 + 18 * i})
    return _environment().get_template("numerics_lines.svg.j2").render(
        width=width, height=height, left=left, top=top, pw=pw, ph=ph, title=title, ylabel=ylabel,
        xticks=[{"x": px(n), "label": _fmt_seq(n)} for n in seqs],
        yticks=[{"y": py(v), "label": _fmt_tick(v)} for v in yt],
        lines=lines, legend_x=left + pw + 20)


def bar_plot_svg(title: str, groups: list[dict], ylabel: str) -> str:
    """Grouped bars on a linear axis: groups of {name, bars: [{label, value, colour}]}."""
    width, height, left, right, top, bottom = 860, 420, 70, 30, 60, 120
    pw, ph = width - left - right, height - top - bottom
    vmax = max([b["value"] for g in groups for b in g["bars"]] + [1e-12])
    step = 10 ** math.floor(math.log10(vmax))
    for m in (1, 2, 5, 10):
        if vmax / (m * step) <= 6:
            step *= m
            break
    top_value = step * math.ceil(vmax / step)
    nbars = max(len(g["bars"]) for g in groups) if groups else 1
    group_w = pw / max(1, len(groups))
    bar_w = group_w * 0.8 / nbars
    rects = []
    labels = []
    for gi, g in enumerate(groups):
        gx = left + gi * group_w + group_w * 0.1
        for bi, b in enumerate(g["bars"]):
            h = ph * b["value"] / top_value
            rects.append({"x": round(gx + bi * bar_w, 2), "y": round(top + ph - h, 2), "w": round(bar_w * 0.95, 2),
                          "h": round(h, 2), "colour": b["colour"], "title": f"{g['name']} {b['label']}: {b['value']:.4g}"})
        labels.append({"x": round(gx + group_w * 0.4, 2), "y": top + ph + 12, "text": g["name"]})
    yticks = [{"y": round(top + ph * (1 - i * step / top_value), 2), "label": f"{i * step:.3g}"}
              for i in range(int(round(top_value / step)) + 1)]
    legend = []
    if groups:
        for bi, b in enumerate(groups[0]["bars"]):
            legend.append({"x": left + 10 + 220 * bi, "y": 40, "label": b["label"], "colour": b["colour"]})
    return _environment().get_template("numerics_bars.svg.j2").render(
        width=width, height=height, left=left, top=top, pw=pw, ph=ph, title=title, ylabel=ylabel,
        rects=rects, labels=labels, yticks=yticks, legend=legend)


def _entry(case: dict, scheme: str, rotation: str) -> dict | None:
    """The case's figures of one scheme variant, or None where it did not run (AITER's real
    kernel: head dim 128, no rotation)."""
    return case["schemes"].get(variant_name(scheme, rotation))


def _values(cases: list[dict], scheme: str, rotation: str, metric: str) -> list[float | None]:
    return [(e or {}).get(metric) for e in (_entry(c, scheme, rotation) for c in cases)]


def _style(scheme: str, index: int) -> tuple[str, float]:
    """(colour, line width): AITER's real kernels are the thick lines, v3 black, v4 dark red."""
    if scheme == AITER_REAL:
        return "#000000", 3.0
    if scheme == AITER_V4_REAL:
        return "#8b0000", 3.0
    return _BASE_COLOURS[index % len(_BASE_COLOURS)], 1.8


def _plots(result: dict) -> dict[str, str]:
    """file name -> SVG text."""
    cfg = result["config"]
    rotations = cfg["rotations"]
    schemes = cfg["schemes"]
    style = {s: _style(s, i) for i, s in enumerate(schemes)}
    files = {}
    for dist in cfg["dists"]:
        for hd in cfg["head_dims"]:
            cases = sorted((c for c in result["cases"] if c["dist"] == dist and c["head_dim"] == hd),
                           key=lambda c: c["seq"])
            if not cases:
                continue
            seqs = [c["seq"] for c in cases]

            def series(metric: str) -> list[dict]:
                out = []
                for rot in rotations:
                    for s in schemes:
                        values = _values(cases, s, rot, metric)
                        if any(v is not None for v in values):
                            colour, width = style[s]
                            out.append({"name": variant_name(s, rot) + (" (emulated)" if s in REAL_KERNELS else ""),
                                        "colour": colour, "width": width, "dashed": rot != "plain",
                                        "values": values})
                return out

            total = series("rel_frobenius")
            for rot in rotations:
                total.append({"name": f"QKV part ({rot})", "colour": "#7f7f7f", "width": 1.8,
                              "dashed": rot != "plain",
                              "values": [c["quantisation"][rot]["rel_frobenius"] for c in cases]})
            files[f"error_vs_seq_{dist}_hd{hd}.svg"] = line_plot_svg(
                f"total error (vs fp64 on the unquantised inputs), {dist} inputs, head dim {hd}", seqs, total,
                "rel. Frobenius error")
            # kernel-only error: each scheme against fp64 attention on the same FP8 inputs
            files[f"kernel_only_vs_seq_{dist}_hd{hd}.svg"] = line_plot_svg(
                f"kernel-only error (vs fp64 on the same FP8 inputs), {dist} inputs, head dim {hd}",
                seqs, series("p_part_rel_frobenius"), "rel. Frobenius error")
            last = cases[-1]
            groups = []
            for rot in rotations:
                for s in schemes:
                    e = _entry(last, s, rot)
                    if e is None:
                        continue
                    groups.append({"name": variant_name(s, rot), "bars": [
                        {"label": "QKV part", "colour": "#7f7f7f", "value": e["qkv_part_rel_frobenius"]},
                        {"label": "kernel-only (P part)", "colour": style[s][0] if s not in REAL_KERNELS else "#555555",
                         "value": e["p_part_rel_frobenius"]},
                        {"label": "total", "colour": "#000000", "value": e["rel_frobenius"]}]})
            files[f"decomposition_{dist}_hd{hd}.svg"] = bar_plot_svg(
                f"error decomposition at seq {_fmt_seq(last['seq'])}, {dist} inputs, head dim {hd}",
                groups, "rel. Frobenius error")
    return files


def render_markdown(result: dict, plot_files: list[str]) -> str:
    def pct(x):
        return "n/a" if x is None or isinstance(x, str) else f"{100 * x:.1f}%"

    def signed_pct(x):
        return "n/a" if x is None or isinstance(x, str) else f"{100 * x:+.2f}%"

    def sci(x):
        return "n/a" if x is None or isinstance(x, str) else f"{x:.3e}"

    return _environment().get_template("numerics.md.j2").render(
        r=result, rotations=result["config"]["rotations"], variant_name=variant_name, entry=_entry,
        value=lambda c, s, rot, metric: (_entry(c, s, rot) or {}).get(metric),
        ran=lambda cases, rot: [s for s in result["config"]["schemes"] if any(_entry(c, s, rot) for c in cases)], pct=pct, sci=sci, signed_pct=signed_pct,
        fmt_seq=_fmt_seq, plot_files=plot_files)


def write_outputs(result: dict, out_dir: Path) -> list[Path]:
    """Write numerics.json, numerics.md and plots/*.svg; each file appears whole or not at all."""
    rounded = _round(result)
    plots = _plots(rounded)
    files = {"numerics.json": to_json(result)}
    files.update({f"plots/{name}": text for name, text in plots.items()})
    files["numerics.md"] = render_markdown(rounded, sorted(f"plots/{n}" for n in plots))
    from ..outputs import write_outputs as write_files  # the one writer: all files or none

    return write_files({out_dir / rel: text.encode("utf-8") for rel, text in files.items()})
