"""`zyfagen selftest --device hip`: the first hour on a GPU, as one report to attach to a bug.

1. Every emitted kernel (emitted/NAME.hsaco with specs/NAME.yaml) runs on the GPU on its kind's
   small fixed problem (`KernelKind.check_problem`, inputs from seed 0) through the runtime's HIP
   backend, and the same packed launch runs in the emulator: the outputs must be bitwise equal.
   The emulator's output is also compared with the kind's numpy reference (the bitwise gate), so
   a difference says which side disagrees.
2. The probes run (zyfagen/probe/hip.py) and their facts.json is kept.
3. The clock each emitted kernel and AITER's hd128 FP8 kernel sustain: each runs back to back on a
   large problem while the clock probe spins beside it (hip.sustained_clock); the results are
   observations `sustained_clock_mhz.NAME` in facts.json (`--no-clock` skips this step).
4. DIR/selftest.json (everything), DIR/selftest.md (a short summary) and DIR/facts.json are
   written together (zyfagen/outputs.py). Exit status 1 when anything differs.
"""
from __future__ import annotations

import hashlib
import json
import platform
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ..errors import UserError
from ..version import __version__

FORMAT = "zyfagen-selftest-1"


def emitted_kernels(names: list[str] | None = None) -> list[tuple[Path, Path]]:
    """(spec, code object) of every emitted kernel with its spec, or of the ones named."""
    from ..resources import data_dir, repo_root

    root = repo_root()
    emitted = (root / "emitted") if root else None
    specs = data_dir("specs")
    found = {}
    if emitted and emitted.is_dir():
        for spec in sorted(specs.glob("*.yaml")):
            code = emitted / f"{spec.stem}.hsaco"
            if code.is_file():
                found[spec.stem] = (spec, code)
    if names:
        bad = [n for n in names if n not in found]
        if bad:
            raise UserError(f"selftest: --kernel {bad[0]}: no emitted kernel of that name; allowed: "
                            f"{', '.join(found) or 'none (run zyfagen build --all)'}")
        return [found[n] for n in dict.fromkeys(names)]
    return list(found.values())


def large_problem(problem):
    """A problem that keeps the whole chip busy for a while (the sustained-clock workload)."""
    import dataclasses

    names = {f.name for f in dataclasses.fields(problem)}
    if "seq_q" in names:
        return dataclasses.replace(problem, batch=1, heads_q=16, heads_kv=16, seq_q=8192, seq_k=8192)
    if {"m", "n", "k"} <= names:
        return dataclasses.replace(problem, m=4096, n=4096, k=4096)
    return problem


def packed_launch(spec_path: Path, code: bytes, problem_of=None):
    """(PackedLaunch, kind, params, problem, inputs) of a kernel's small fixed problem (or of
    problem_of(that problem))."""
    from ..codeobj import read_code_object
    from ..kernels import get_kind
    from ..kernels.launch import launch_of
    from ..runtime import backends
    from ..runtime.packer import layout_of, pack
    from ..spec import load_spec

    spec = load_spec(spec_path)
    kind = get_kind(spec.kind)
    params = kind.complete(dict(spec.params))
    problem = kind.check_problem(params)
    if problem_of is not None:
        problem = problem_of(problem)
    inputs = kind.inputs(params, problem, 0)
    launch = launch_of(kind, params, problem, inputs)
    meta = read_code_object(code).kernel(spec.name).metadata
    layout = layout_of(meta, kind.launch_args(params))
    buffers = {s.name: np.ascontiguousarray(launch.args[s.name]) for s in layout.slots if s.kind == "buffer"}
    values = {s.name: launch.args[s.name] for s in layout.slots if s.kind == "value"}
    return (backends.PackedLaunch(code, layout, values, pack(layout, values, lambda n: 0), buffers,
                                  launch.outputs, launch.grid, launch.workgroup_size), kind, params, problem, inputs)


def _first_difference(got: dict[str, np.ndarray], want: dict[str, np.ndarray]) -> dict[str, Any]:
    out = {}
    for name, w in want.items():
        g = np.asarray(got[name]).view(np.uint8).reshape(-1)
        wb = np.asarray(w).view(np.uint8).reshape(-1)
        if g.shape == wb.shape and np.array_equal(g, wb):
            out[name] = {"equal": True}
            continue
        item = np.asarray(w).dtype.itemsize
        gv, wv = np.asarray(got[name]).reshape(-1), np.asarray(w).reshape(-1)
        differ = np.nonzero(gv.view(f"u{item}") != wv.view(f"u{item}"))[0] if gv.size == wv.size else np.array([0])
        first = int(differ[0])
        out[name] = {"equal": False, "elements_differing": int(differ.size), "elements": int(wv.size),
                     "first_index": first,
                     "gpu_bits": f"0x{int(gv.view(f'u{item}')[first]):0{2 * item}x}" if first < gv.size else None,
                     "emulator_bits": f"0x{int(wv.view(f'u{item}')[first]):0{2 * item}x}"}
    return out


def check_kernel(hip, device: int, spec_path: Path, code_path: Path) -> dict[str, Any]:
    from ..kernels.launch import compare_bits
    from ..runtime import backends

    code = code_path.read_bytes()
    launch, kind, params, problem, inputs = packed_launch(spec_path, code)
    gpu = backends.run_hip(hip, device, launch)
    emu = backends.run_emulator(launch)
    outputs = _first_difference(gpu, emu)
    gate = compare_bits(emu, kind.reference(params, problem, inputs))
    return {"name": spec_path.stem, "spec": spec_path.name, "code_object": code_path.name,
            "sha256": hashlib.sha256(code).hexdigest(), "grid": list(launch.grid),
            "workgroup_size": launch.workgroup_size, "problem": repr(problem),
            "ok": all(o["equal"] for o in outputs.values()), "outputs": outputs,
            "emulator_vs_reference": gate or "bitwise equal"}


def aiter_workload(seq: int = 65536):
    """AITER's fwd_hd128_fp8.co on one head of `seq` queries and keys (its launch contract:
    zyfagen/foreign/aiter.py and the kernarg layout beside the code object), or None outside a
    checkout."""
    import yaml

    from ..foreign import aiter
    from ..runtime import backends
    from ..runtime.packer import KernargLayout, KernargSlot, pack

    path = aiter.code_object_path(False)
    if path is None:
        return None
    spec = yaml.safe_load(path.with_suffix(".args.yaml").read_text())
    args = aiter.aiter_args(seq, seq)
    slots, values, buffers = [], {}, {}
    for a in spec["args"]:
        size = 8 if a["kind"] in ("buffer", "u64") else 4
        slots.append(KernargSlot(a["name"], a["offset"], size, "buffer" if a["kind"] == "buffer" else "value", a["kind"]))
        got = args.get(a["name"], a.get("default"))
        if a["kind"] == "buffer":
            if got is not None:
                buffers[a["name"]] = np.ascontiguousarray(got)
        else:
            values[a["name"]] = got
    layout = KernargLayout(spec["kernel"], tuple(slots), int(spec["kernarg_size"]), aiter.BLOCK[0])
    return backends.PackedLaunch(path.read_bytes(), layout, values, pack(layout, values, lambda n: 0), buffers,
                                 ("ptr_o",), aiter.grid(seq), aiter.BLOCK[0])


def sustained_clocks(hip, device: int, kernels: list[tuple[Path, Path]], *, problem_of=large_problem,
                     launches: int | None = None, ticks: int | None = None, aiter: bool = True,
                     progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """sustained_clock_mhz.NAME observations: each kernel on `problem_of(its problem)` beside the
    clock probe."""
    from . import hip as hipmod
    from .build import build_probe
    from .catalog import probe_named
    from .facts import summary

    probe = probe_named("clock")
    code = build_probe(probe)
    work = [(spec.stem, lambda s=spec, c=code_path: packed_launch(s, c.read_bytes(), problem_of)[0])
            for spec, code_path in kernels]
    if aiter:
        work.append(("aiter_fwd_hd128_fp8", aiter_workload))
    out = {}
    for name, make in work:
        launch = make()
        if launch is None:
            continue
        got = hipmod.sustained_clock(hip, device, code, probe, launch,
                                     launches or hipmod.WORKLOAD_LAUNCHES, ticks or hipmod.SAMPLE_TICKS)
        out[f"sustained_clock_mhz.{name}"] = summary([got["clock_mhz"]], "clock")
        if progress:
            progress(f"clock beside {name}: {got['clock_mhz']:.0f} MHz")
    return out


def render_markdown(report: dict[str, Any]) -> str:
    lines = [f"# zyfagen selftest ({report['zyfagen']}, {report['device'].get('name', '?')} "
             f"{report['device'].get('arch', '')})", "",
             "## Emitted kernels: GPU against the emulator, bitwise", "",
             "| kernel | GPU = emulator | emulator = reference | first difference |", "|---|---|---|---|"]
    for k in report["kernels"]:
        diff = next((f"{n}[{o['first_index']}]: GPU {o['gpu_bits']} emulator {o['emulator_bits']} "
                     f"({o['elements_differing']} of {o['elements']})"
                     for n, o in k["outputs"].items() if not o["equal"]), "")
        lines.append(f"| {k['name']} | {'yes' if k['ok'] else 'NO'} | {k['emulator_vs_reference']} | {diff} |")
    facts = report["probes"]
    lines += ["", "## Probes", "", f"{sum(c['ok'] for c in facts['checks'].values())} of {len(facts['checks'])} "
              "checks passed; measured facts (median [min, max] over the repeats):", "",
              "| fact | value | spread | probe |", "|---|---|---|---|"]
    for key, e in {**facts["facts"], **facts["observations"]}.items():
        lines.append(f"| {key} | {e['value']:.4g} | {e['spread'][0]:.4g} .. {e['spread'][1]:.4g} | {e['probe']} |")
    failed = [(n, c["detail"]) for n, c in facts["checks"].items() if not c["ok"]]
    if failed:
        lines += ["", "Failed probe checks:", ""] + [f"- {n}: {d}" for n, d in failed]
    return "\n".join(lines) + "\n"


def selftest(hip, device: int, kernels: list[tuple[Path, Path]], probes, repeats: int,
             progress: Callable[[str], None] | None = None, use_emulator_runs: bool = False,
             clock: dict[str, Any] | None = None) -> dict[str, Any]:
    """clock: None skips the sustained-clock step, else keyword arguments of sustained_clocks."""
    from ..runtime.cache import toolchain_version
    from .build import build_probes
    from .hip import device_properties, run_hip

    results = []
    for i, (spec, code) in enumerate(kernels, 1):
        r = check_kernel(hip, device, spec, code)
        results.append(r)
        if progress:
            progress(f"[{i}/{len(kernels)}] {r['name']}: {'bitwise equal' if r['ok'] else 'DIFFERS'}")
    codes = build_probes(probes)
    facts = run_hip(hip, device, list(probes), codes, repeats=repeats, progress=progress,
                    use_emulator_runs=use_emulator_runs)
    if clock is not None:
        facts["observations"].update(sustained_clocks(hip, device, kernels, progress=progress, **clock))
    return {"format": FORMAT, "zyfagen": __version__, "assembler": toolchain_version(),
            "host": {"python": platform.python_version(), "platform": platform.platform()},
            "device": device_properties(hip, device), "kernels": results, "probes": facts,
            "ok": all(r["ok"] for r in results) and all(c["ok"] for c in facts["checks"].values())}


def selftest_cli(args) -> int:
    from ..outputs import check_output_dir, write_outputs
    from .build import select
    from .hip import open_device

    if args.device != "hip":
        raise UserError(f"selftest: --device {args.device}: unknown device; allowed: hip (the emulator is "
                        "what the GPU is compared with)")
    out = check_output_dir(args.output, "selftest directory")
    kernels = emitted_kernels(args.kernels)
    probes = select(args.probes)
    hip, device = open_device("selftest")
    progress = None if args.quiet else (lambda m: print(m, flush=True))
    report = selftest(hip, device, kernels, probes, args.repeats, progress, clock=None if args.no_clock else {})
    write_outputs({out / "selftest.json": json.dumps(report, indent=1, sort_keys=True) + "\n",
                   out / "selftest.md": render_markdown(report),
                   out / "facts.json": json.dumps(report["probes"], indent=1, sort_keys=True) + "\n"})
    if progress:
        print(f"wrote {out}/selftest.json, selftest.md and facts.json: {'all equal' if report['ok'] else 'DIFFERENCES'}")
    return 0 if report["ok"] else 1
