"""Occupancy reports: an `OccupancyResult` as text, JSON, markdown or an SVG timeline.

Markdown and SVG come from jinja2 templates (templates/report.md.j2, templates/timeline.svg.j2).
"""
from __future__ import annotations

import json
from functools import lru_cache

import jinja2

from .version import __version__
from .sim import IDLE_REASONS, PHASE_MEANING, PHASES, PIPES, OccupancyResult
from .resources import data_dir

# phase colours of the timeline (one per phase, colour-blind-safe Okabe-Ito palette)
PHASE_COLOURS = {"qk": "#0072B2", "pv": "#D55E00", "rowsum": "#F0E442", "p": "#E69F00",
                 "softmax": "#CC79A7", "rescale": "#009E73", "memory": "#56B4E9", "other": "#999999"}
PIPE_ROWS = ("mfma", "valu", "lds", "vmem", "salu", "smem")


@lru_cache(maxsize=None)
def _env() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(str(data_dir("templates"))),
                              autoescape=False, trim_blocks=True, lstrip_blocks=True,
                              undefined=jinja2.StrictUndefined, keep_trailing_newline=True)


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _num(x: float | None, digits: int = 1) -> str:
    return "n/a" if x is None else f"{x:,.{digits}f}"


def headline(result: OccupancyResult) -> list[tuple[str, str]]:
    """The figures every report format shows, as (label, value) pairs."""
    r = result
    b = r.block
    rows = [
        ("kernel", r.kernel),
        ("waves per SIMD", f"{r.waves_per_simd} (workgroup of {r.workgroup_waves})"),
        ("key-block loop iterations", str(r.iterations)),
        ("total cycles", f"{r.total_cycles:,}"),
        ("matrix pipe busy, steady state", _pct(r.mfma_busy_steady)),
        ("matrix pipe busy, whole run", _pct(r.mfma_busy_total)),
        ("VALU busy, steady state", _pct(r.valu_busy_steady)),
        ("VALU busy, whole run", _pct(r.valu_busy_total)),
        ("SIMD cycles per key block", _num(r.cycles_per_block)),
        ("cycles per loop iteration (one wave)", _num(r.loop_iteration_cycles)),
        ("MFMA cycles per block, QK^T + PV", _num(b.mfma_cycles if b else None)),
        ("row-sum MFMA cycles per block", _num(b.rowsum_mfma_cycles if b else None)),
        ("VALU cycles computing P per block", _num(b.p_valu_cycles if b else None)),
        ("VALU cycles per block (all phases)", _num(b.valu_cycles if b else None)),
        (f"predicted TFLOP/s at {r.clock_mhz:g} MHz, steady state ({r.simds_per_chip} SIMDs)",
         _num(r.tflops_steady)),
        (f"predicted TFLOP/s at {r.clock_mhz:g} MHz, whole run", _num(r.tflops_total)),
    ]
    return rows


def render_text(result: OccupancyResult) -> str:
    """A plain-text report for the terminal."""
    lines = [f"zyfagen {__version__} occupancy model of one gfx950 SIMD"]
    rows = headline(result)
    width = max(len(k) for k, _ in rows)
    lines += [f"  {k:<{width}}  {v}" for k, v in rows]
    if result.block:
        lines.append("MFMA cycles per block by phase:")
        for phase, cyc in result.block.mfma_cycles_by_phase.items():
            lines.append(f"  {phase:<9} {cyc:>9,.1f}")
        lines.append("VALU cycles per block by phase:")
        for phase, cyc in result.block.valu_cycles_by_phase.items():
            lines.append(f"  {phase:<9} {cyc:>9,.1f}")
    lines.append("matrix pipe idle, by reason (steady state / whole run, cycles):")
    for r in result.idle_reasons:
        lines.append(f"  {r.reason:<15} {r.steady_cycles:>9,} {r.cycles:>11,}  {r.meaning}")
    lines.append("assumptions (status from isa/gfx950.isa; 'model' = zyfagen's choice):")
    for a in result.assumptions:
        lines.append(f"  {a.name:<28} {a.value:>7}  {a.status:<10} {a.source:<12} {a.meaning}")
    lines.append("notes:")
    lines += [f"  - {n}" for n in result.notes]
    return "\n".join(lines) + "\n"


def render_json(result: OccupancyResult) -> str:
    return json.dumps(result.to_json(), indent=2, sort_keys=False) + "\n"


def render_markdown(result: OccupancyResult) -> str:
    """The short NAME.report.md that `zyfagen build` writes."""
    return _env().get_template("report.md.j2").render(
        r=result, version=__version__, rows=headline(result), phases=PHASE_MEANING,
        pct=_pct, num=_num)


def render_svg(result: OccupancyResult, max_cycles: int = 6000, width_px: int = 1400) -> str:
    """A timeline: one row per wave (its issue slot) and per pipe, coloured by phase.

    Shows the steady-state window (or the start of the run), at most `max_cycles` cycles.
    """
    if result.steady_window:
        start, end = result.steady_window
    else:
        start, end = 0, result.total_cycles
    end = min(end, start + max_cycles)
    span = max(1, end - start)
    scale = (width_px - 160) / span
    rows = [(f"wave {w}", "wave", w) for w in range(result.waves_per_simd)]
    used = {s.pipe for s in result.segments}
    rows += [(f"{p} pipe", "pipe", p) for p in PIPE_ROWS if p in used]
    row_of = {(kind, key): i for i, (_, kind, key) in enumerate(rows)}
    row_h, top = 22, 40
    rects = []
    for s in result.segments:
        if s.end <= start or s.start >= end:
            continue
        x0 = 150 + (max(s.start, start) - start) * scale
        w = max(0.5, (min(s.end, end) - max(s.start, start)) * scale)
        colour = PHASE_COLOURS.get(s.phase, "#999999")
        title = f"wave {s.wave} 0x{s.address:x} {s.mnemonic} [{s.start},{s.end}) {s.phase}"
        if s.pipe in PIPE_ROWS:
            i = row_of.get(("pipe", s.pipe))
            if i is not None:
                rects.append((x0, top + i * row_h + 2, w, row_h - 4, colour, title))
        i = row_of[("wave", s.wave)]
        rects.append((x0, top + i * row_h + 2, w, row_h - 4, colour, title))
    ticks = []
    step = _tick_step(span)
    t = (start // step + 1) * step
    while t < end:
        ticks.append((150 + (t - start) * scale, t))
        t += step
    height = top + len(rows) * row_h + 60
    return _env().get_template("timeline.svg.j2").render(
        r=result, width=width_px, height=height, rows=[(label, top + i * row_h) for i, (label, _, _) in enumerate(rows)],
        row_h=row_h, rects=rects, ticks=ticks, legend=list(PHASE_COLOURS.items()), start=start, end=end,
        top=top, bottom=top + len(rows) * row_h, version=__version__)


def _tick_step(span: int) -> int:
    for step in (10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000):
        if span / step <= 12:
            return step
    return 100000


__all__ = ["render_text", "render_json", "render_markdown", "render_svg", "headline",
           "PHASES", "PIPES", "IDLE_REASONS"]
