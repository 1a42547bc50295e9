"""The driver: the only place that chains the stages; its files are written by zyfagen.outputs.

spec -> IR (kernel builder) -> scheduled IR -> allocated IR -> waitcnt -> hazards
     -> .s text (emit) -> code object (assemble) -> report
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .version import __version__
from .assemble import assemble
from .emit import emit_kernel
from .errors import UserError
from .hazards import insert_hazard_nops
from .ir import Kernel
from .isa import load_table
from .kernels import build_kernel, summary
from .outputs import check_output_dir, write_outputs
from .regalloc import AllocatedKernel, allocate
from .resources import repo_root
from .schedule import ScheduledKernel, load_schedule, schedule
from .spec import KernelSpec, load_spec
from .waitcnt import insert_waitcnts


@dataclass(frozen=True)
class BuildResult:
    spec: KernelSpec
    ir: Kernel
    scheduled: Kernel
    allocated: AllocatedKernel
    final: Kernel  # after waitcnt and hazard passes
    asm_text: str
    code_object: bytes
    report: dict[str, Any]
    stage_seconds: dict[str, float] = field(hash=False, compare=False)
    occupancy: Any = field(default=None, compare=False)  # occupancy.OccupancyResult


def _report(spec: KernelSpec, result_final: Kernel, allocated: AllocatedKernel) -> dict[str, Any]:
    table = load_table()
    units: dict[str, int] = {}
    for inst in result_final.insts:
        info = table.op(inst.op)
        units[info.unit] = units.get(info.unit, 0) + 1
    u = allocated.usage
    return {
        "zyfagen_version": __version__,
        "name": spec.name,
        "kind": spec.kind,
        "arch": spec.arch,
        "params": dict(sorted(spec.params.items())),
        "registers": {"vgprs": u.vgprs, "agprs": u.agprs, "sgprs": u.sgprs,
                      "accum_offset": u.accum_offset, "next_free_vgpr": u.next_free_vgpr,
                      "peak_pressure": dict(sorted(u.peak_pressure.items())),
                      "accumulator_homes": {name: {"v": "vgpr", "a": "agpr"}[home]
                                            for name, home in u.accumulator_homes}},
        "lds_bytes": result_final.lds_bytes,
        "kernarg_size": result_final.kernarg_size,
        "workgroup_size": result_final.workgroup_size,
        "args": [{"name": a.name, "offset": a.offset, "size": a.size, "value_kind": a.value_kind}
                 for a in result_final.args],
        "static_instruction_counts": dict(sorted(units.items())),
    }


def resident_waves_per_simd(schedule_waves: int, workgroup_size: int) -> int:
    """Waves that share a SIMD's register file: the schedule's, and at least the workgroup's
    waves over the CU's SIMDs (a workgroup is resident whole: 8 waves on 4 SIMDs are two per
    SIMD, whatever the schedule says, so each gets half the unified file)."""
    table = load_table()
    waves = -(-workgroup_size // int(table.fact("wave_size").value))
    return max(schedule_waves, -(-waves // int(table.fact("simds_per_cu").value)))


def build_spec(spec_or_path: KernelSpec | str | Path, *, source: str | None = None) -> BuildResult:
    """Run every stage for one spec, in memory. Raises UserError on bad input."""
    times: dict[str, float] = {}

    def timed(stage: str, fn, *args):
        t0 = time.perf_counter()
        out = fn(*args)
        times[stage] = times.get(stage, 0.0) + time.perf_counter() - t0
        return out

    spec = spec_or_path if isinstance(spec_or_path, KernelSpec) else timed("spec", load_spec, spec_or_path)
    # the schedule parse_spec made (one parse per build); kinds without one run serially
    sched = spec.schedule if spec.schedule is not None else load_schedule("serial")
    ir = timed("kernel", build_kernel, spec, sched)
    scheduled_kernel: ScheduledKernel = timed("schedule", schedule, ir, sched)
    scheduled = scheduled_kernel.kernel
    allocated = timed("regalloc", lambda: allocate(scheduled, waves_per_simd=resident_waves_per_simd(
        sched.waves_per_simd, scheduled.workgroup_size)))
    waited = timed("waitcnt", insert_waitcnts, allocated.kernel)
    final = timed("hazards", insert_hazard_nops, waited)
    src_label = source or _display_path(spec.source)
    text = timed("emit", lambda: emit_kernel(final, allocated.usage, source=src_label, summary=summary(spec)))
    code = timed("assemble", assemble, text, spec.arch, f"{spec.name}.s")
    report = timed("report", _report, spec, final, allocated)
    report["schedule"] = {"name": sched.name, "waves_per_simd": sched.waves_per_simd,
                          "notes": list(scheduled_kernel.notes)}
    # the cycle-occupancy model reads the assembled code object, never our IR
    from .codeobj import read_code_object
    from .sim import simulate

    kernel_code = timed("codeobj", lambda: read_code_object(code).kernel(spec.name))
    occupancy = timed("occupancy", simulate, kernel_code)
    report["occupancy"] = occupancy.to_json()
    return BuildResult(spec, ir, scheduled, allocated, final, text, code, report, times, occupancy)


def _display_path(source: str) -> str:
    """Spec path as written into generated files: relative to the checkout when inside it."""
    root = repo_root()
    p = Path(source)
    if root is not None and p.is_absolute() is False:
        p = Path.cwd() / p
    try:
        return str(p.resolve().relative_to(root)) if root else p.name
    except ValueError:
        return p.name


def output_files(result: BuildResult) -> dict[str, bytes]:
    """The files one build writes, by name."""
    name = result.spec.name
    files = {
        f"{name}.s": result.asm_text.encode(),
        f"{name}.hsaco": result.code_object,
        f"{name}.report.json": (json.dumps(result.report, indent=2, sort_keys=True) + "\n").encode(),
    }
    if result.occupancy is not None:
        from .report import render_markdown

        files[f"{name}.report.md"] = render_markdown(result.occupancy).encode()
    return files


def build_files(specs: list[str], out_dir: str | Path = ".", quiet: bool = False,
                dump_dir: str | Path | None = None) -> list[BuildResult]:
    """Build every spec in memory first; write all files (outputs and stage dumps) as one set
    through zyfagen.outputs only when every build succeeded. Progress goes to stdout, so an
    error line is the only line on stderr."""
    out = check_output_dir(out_dir)
    dump = check_output_dir(dump_dir, "dump directory") if dump_dir is not None else None
    results = []
    names: dict[str, str] = {}
    for i, path in enumerate(specs, 1):
        if not quiet:
            print(f"[{i}/{len(specs)}] building {path}", flush=True)
        result = build_spec(path)
        if result.spec.name in names:
            raise UserError(f"{path}: name: {result.spec.name!r} is also the name of {names[result.spec.name]}; "
                            "kernel names must be unique in one build")
        names[result.spec.name] = path
        results.append(result)
    files: dict[Path, bytes] = {}
    for result in results:
        files.update({out / fname: data for fname, data in output_files(result).items()})
        if dump is not None:
            files.update(_stage_dumps(result, dump))
    write_outputs(files)
    if not quiet:
        for result in results:
            print(f"wrote {out / result.spec.name}.{{s,hsaco,report.json,report.md}}", flush=True)
    return results


def _stage_dumps(result: BuildResult, dump: Path) -> dict[Path, bytes]:
    files: dict[Path, bytes] = {}
    stages = {"ir": result.ir, "scheduled": result.scheduled, "allocated": result.allocated.kernel,
              "final": result.final}
    for stage, kernel in stages.items():
        lines = []
        for b in kernel.blocks:
            lines.append(f"{b.label}:")
            lines.extend(f"    {inst}" for inst in b.insts)
        files[dump / stage / f"{result.spec.name}.txt"] = ("\n".join(lines) + "\n").encode()
    # register pressure per program point of the scheduled IR (before homes are chosen)
    from .regalloc import pressure_at

    rows = ["index  vgpr  agpr  sgpr   acc  instruction"]
    for k, (p, inst) in enumerate(zip(pressure_at(result.scheduled), result.scheduled.insts)):
        rows.append(f"{k:5d} {p['v']:5d} {p['a']:5d} {p['s']:5d} {p['acc']:5d}  {inst}")
    files[dump / "pressure" / f"{result.spec.name}.txt"] = ("\n".join(rows) + "\n").encode()
    return files


def spec_paths(root: Path) -> list[str]:
    return sorted(str(p) for p in (root / "specs").glob("*.yaml"))


def build_all(out_dir: str | Path | None = None, quiet: bool = False) -> list[BuildResult]:
    """Rebuild every spec in specs/ into emitted/ (run from a checkout)."""
    root = repo_root() or Path.cwd()
    if not (root / "specs").is_dir():
        raise UserError(f"{root}: no specs/ directory; run --all from a zyfagen checkout")
    paths = spec_paths(root)
    if not paths:
        raise UserError(f"{root / 'specs'}: no *.yaml specs to build")
    target = Path(out_dir) if out_dir else root / "emitted"
    return build_files(paths, target, quiet)
