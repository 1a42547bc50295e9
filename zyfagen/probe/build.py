"""`zyfagen probe build -o DIR`: every probe's code object and manifest.json.

Probe assembly comes from templates/probe/*.s.j2 (rendered by zyfagen.emit.render_template),
is assembled by zyfagen.assemble and written by zyfagen.outputs (all files or none).
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..emit import render_template
from ..version import __version__
from .catalog import PROBES, Probe
from .records import LANES
from .records import TIMING_ROWS

MANIFEST = "manifest.json"
MANIFEST_FORMAT = "zyfagen-probes-1"


def probe_source(probe: Probe) -> str:
    """The probe's `.s` text (deterministic: the same catalog gives the same bytes)."""
    fam = probe.family
    vgprs = fam.vgprs()
    accum_offset = (vgprs + 3) // 4 * 4
    agprs = fam.agprs()
    results = fam.results()
    return render_template(
        fam.template, version=__version__, probe=probe, symbol=probe.symbol, lines=fam.lines(),
        results=results, inputs=fam.input_dwords(), record_bytes=(TIMING_ROWS + len(results)) * LANES * 4,
        waves_per_workgroup=fam.max_block // LANES, max_workgroup_size=fam.max_block,
        lds_bytes=getattr(fam, "lds_bytes", 0), vgprs=accum_offset + agprs, accum_offset=accum_offset,
        agprs=agprs, step=getattr(fam, "step", 0))


def build_probe(probe: Probe) -> bytes:
    from ..assemble import assemble

    return assemble(probe_source(probe), source_name=f"{probe.name}.s")


def select(names: Iterable[str] | None) -> tuple[Probe, ...]:
    """The probes named (all when None); an unknown name is a UserError."""
    from ..errors import UserError

    if not names:
        return PROBES
    known = {p.name: p for p in PROBES}
    bad = [n for n in names if n not in known]
    if bad:
        raise UserError(f"probe: {bad[0]}: no such probe; allowed: {', '.join(known)}")
    return tuple(known[n] for n in dict.fromkeys(names))


def manifest(probes: Iterable[Probe], code: dict[str, bytes]) -> dict[str, Any]:
    from ..runtime.cache import toolchain_version

    entries = []
    for p in probes:
        e = p.manifest_entry()
        e["sha256"] = hashlib.sha256(code[p.name]).hexdigest()
        entries.append(e)
    return {"format": MANIFEST_FORMAT, "arch": "gfx950",
            "tools": {"zyfagen": __version__, "assembler": toolchain_version()},
            "arguments": ["out: u32 records (zyfagen/probe/records.py)", "inp: u32 inputs",
                          "iterations: u32 loop trips", "param: u32 probe-specific"],
            "record": "per wave (8 + R) x 64 dwords: s_memtime start lo, hi, end lo, hi; s_memrealtime "
                      "start lo, hi, end lo, hi; then the R result registers, one dword per lane",
            "probes": entries}


def build_probes(probes: Iterable[Probe], progress=None) -> dict[str, bytes]:
    out = {}
    probes = list(probes)
    for i, p in enumerate(probes, 1):
        if progress:
            progress(f"[{i}/{len(probes)}] assembling probe {p.name}")
        out[p.name] = build_probe(p)
    return out


def build_cli(args) -> int:
    from ..outputs import check_output_dir, write_outputs

    out = check_output_dir(args.output, "probe directory")
    probes = select(args.probes)
    code = build_probes(probes, None if args.quiet else (lambda m: print(m, flush=True)))
    files: dict[Path, bytes] = {out / f"{name}.hsaco": data for name, data in code.items()}
    files[out / MANIFEST] = (json.dumps(manifest(probes, code), indent=1, sort_keys=True) + "\n").encode()
    write_outputs(files)
    if not args.quiet:
        print(f"wrote {len(code)} probe(s) and {MANIFEST} in {out}")
    return 0
