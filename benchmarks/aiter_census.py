"""Census of AMD AITER's gfx950 code objects through zyfagen's oracles (issue 32).

Walks `hsa/gfx950/**.co` of the ROCm/aiter mirror (MIT licence) and reports, per family
(the directory under hsa/gfx950: fmha_v3_fwd, fmha_v3_bwd, fmha_v4_fwd, mla, pa, bf16gemm,
f4gemm, fmoe, ...), how many objects (all of their kernels) pass each stage, and the first
thing each stage did not support:

- read      the code object reader (LLVM's llvm-objdump-22 disassembly and llvm-readelf-22
            metadata, zyfagen.codeobj) decodes every kernel;
- table     every mnemonic has an `inst` block in isa/gfx950.isa;
- hazards   the hazard checker (zyfagen.hazard_check) runs (its violation count is shown;
            a violation is a finding, not a failure of the stage);
- simulated the one-SIMD cycle model (zyfagen.sim.engine.simulate, 2 key-block iterations)
            runs and times nothing from unit defaults (every mnemonic listed); a kernel whose
            static path runs none of its MFMAs (group mode: its branches read the launch's
            sequence starts) is timed instead on the emulator's recorded stream of the launch
            its family's contract gives (aiter_numerics.Column.launch; zyfagen.sim.dynamic, as
            `simulate --record-args`), and without one stays refused;
- emulator  every instruction decodes to an emulator handler (no "unimplemented"
            instruction or modifier). Running a kernel needs its launch contract; which
            kernels run on real inputs is the test suite's business (tests/emulator).
- numerics  (--numerics, the families of zyfagen.foreign.aiter_numerics.COLUMNS) the object runs
            one small problem in the emulator against fp64 and the error bound the tests
            derive: within / outside bound (the worst error/bound fraction) / no contract and
            why. The variant comes from AITER's selection CSVs beside the objects (each
            family's Column names its tables).

A full run reads ~1,440 objects at about a second each; by default each family is sampled
(evenly spaced over its sorted file list, so the sample is deterministic) and the output
says so. `--all` takes every object; `--mnemonics` only reads (fast) and lists the mnemonics
the table lacks, per family.

    python benchmarks/aiter_census.py [--per-family N | --all] [--family NAME ...] [--match TEXT] [--mnemonics]
                                      [--numerics]
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zyfagen.codeobj import read_code_object  # noqa: E402
from zyfagen.emulator import load  # noqa: E402
from zyfagen.emulator.errors import EmulationError  # noqa: E402
from zyfagen.errors import UserError  # noqa: E402
from zyfagen.emulator.program import decode_kernel  # noqa: E402
from zyfagen.foreign import aiter_numerics  # noqa: E402
from zyfagen.hazard_check import check_kernel  # noqa: E402
from zyfagen.isa import load_table  # noqa: E402
from zyfagen.sim.dynamic import predict_recorded, record_launch  # noqa: E402
from zyfagen.sim.engine import simulate  # noqa: E402

MIRROR = Path("/work/.mirror/ROCm+aiter/repo")
STAGES = ("read", "table", "hazards", "simulated", "emulator")


def _git(mirror: Path, *args: str) -> bytes:
    return subprocess.run(["git", "-C", str(mirror), *args], check=True, capture_output=True).stdout


def object_paths(mirror: Path) -> list[str]:
    names = _git(mirror, "ls-tree", "-r", "--name-only", "HEAD", "hsa/gfx950").decode().split()
    return sorted(n for n in names if n.endswith(".co"))


def family_of(path: str) -> str:
    parts = path.split("/")
    return parts[2] if len(parts) > 3 else "(top level)"


def sample(paths: list[str], n: int) -> list[str]:
    """n paths evenly spaced over the sorted list (all when n is 0 or covers it)."""
    if n <= 0 or n >= len(paths):
        return paths
    if n == 1:
        return [paths[0]]
    return [paths[round(i * (len(paths) - 1) / (n - 1))] for i in range(n)]


@dataclass
class ObjectResult:
    path: str
    passed: dict[str, bool] = field(default_factory=dict)
    first: dict[str, str] = field(default_factory=dict)  # stage -> first unsupported thing
    violations: int = 0
    unlisted: set[str] = field(default_factory=set)
    numerics: str = ""  # "within" / "outside" / "no contract: why" (--numerics)
    worst: float = 0.0  # max error / bound of the numerics run


def _short(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text[:150]


def _simulate_recorded(data: bytes, kernel_name: str, launch: tuple, table) -> None:
    """Time the kernel on the emulator's recorded stream of the contract's launch (what
    `zyfagen simulate --record-args FILE --grid X,Y,Z` does with recorded arguments)."""
    layout, args, grid, options = launch
    # recorded under the emulator's 'immediate' memory model, as `simulate --record-args` records
    # (its trace needs it): the stream's branches read the launch's arguments (sequence starts),
    # not the data a memory model can change
    options = {k: v for k, v in options.items() if k != "memory_model"}
    prog = load(data, kernel_name, kernarg_layout=layout)
    predict_recorded(prog.kernel, record_launch(prog, args, grid, table=table, **options), table=table)


def census_object(path: str, data: bytes, table, mnemonics_only: bool, launch: tuple | None = None) -> ObjectResult:
    """launch: (kernarg layout, arguments, grid, launch options) from the object's contract, for
    the "simulated" stage of kernels whose static path runs none of their work."""
    res = ObjectResult(path)
    fail = lambda stage, why: (res.passed.__setitem__(stage, False),  # noqa: E731
                               res.first.setdefault(stage, why))
    try:
        co = read_code_object(data)
    except Exception as exc:  # noqa: BLE001 (a census reports every failure)
        for s in STAGES:
            fail(s, f"read: {_short(exc)}")
        return res
    res.passed["read"] = True
    for s in STAGES[1:]:
        res.passed.setdefault(s, True)
    for name in sorted(co.kernels):
        kernel = co.kernels[name]
        missing = sorted({i.mnemonic for i in kernel.instructions} - set(table.ops))
        res.unlisted.update(missing)
        if missing:
            fail("table", f"not in isa/gfx950.isa: {', '.join(missing[:4])}"
                          f"{' ...' if len(missing) > 4 else ''} ({len(missing)})")
        if mnemonics_only:
            continue
        try:
            res.violations += len(check_kernel(kernel, table))
        except Exception as exc:  # noqa: BLE001
            fail("hazards", _short(exc))
        try:
            try:
                simulate(kernel, iterations=2, table=table)
            except UserError as exc:  # a path that ran none of its work: time a recorded launch
                if launch is None or "ran none of the kernel's" not in str(exc):
                    raise
                _simulate_recorded(data, name, launch, table)
            if missing:
                fail("simulated", f"timed from unit defaults: {missing[0]}")
        except Exception as exc:  # noqa: BLE001
            fail("simulated", _short(exc))
        try:
            prog = decode_kernel(kernel, table)
        except Exception as exc:  # noqa: BLE001
            fail("emulator", f"decode: {_short(exc)}")
            continue
        for inst, handler in zip(prog.instructions, prog.handlers):
            if getattr(handler, "__name__", "") != "fail":
                continue
            try:
                handler(None)
            except EmulationError as exc:
                fail("emulator", f"{inst.mnemonic}: {_short(exc)}")
            break
    if mnemonics_only:
        for s in STAGES[2:]:
            res.passed.pop(s, None)
    return res


def variants(mirror: Path, families: list[str]) -> dict[str, dict[str, object]]:
    """family -> co_name -> variant, from each numerics column's selection tables at the
    mirror's HEAD (zyfagen.foreign.aiter_numerics.COLUMNS)."""
    out = {}
    for fam in families:
        col = aiter_numerics.COLUMNS.get(fam)
        if col is not None:
            out[fam] = col.variants({t: _git(mirror, "show", f"HEAD:{t}").decode() for t in col.tables})
    return out


def numerics_of(path: str, data: bytes, table: dict[str, object], column: aiter_numerics.Column,
                mirror: Path = MIRROR) -> tuple[str, float]:
    """("within" | "outside" | "no contract: why", worst error/bound) of one object."""
    v = table.get(path.rsplit("/", 1)[-1])
    why = column.no_contract(v)
    if why:
        return f"no contract: {why}", 0.0
    try:
        worst = column.run(v, data, lambda repo_path: _git(mirror, "show", f"HEAD:{repo_path}"))
    except Exception as exc:  # noqa: BLE001 (a census reports every failure)
        return f"outside: stopped: {_short(exc)}", float("inf")
    # a variant read from the object's name, not a table row (aiter_mla_decode.NAME_DERIVED)
    derived = getattr(getattr(v, "variant", v), "name_derived", False)
    note = " [name-derived variant: no selection-table row; AITER's dispatcher never selects it]" if derived else ""
    return ("within" if worst <= 1.0 else "outside") + note, worst


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirror", type=Path, default=MIRROR, help="the ROCm/aiter git directory")
    ap.add_argument("--per-family", type=int, default=6, help="objects per family (evenly spaced; default 6)")
    ap.add_argument("--all", action="store_true", help="every object (slow: ~25 min on one core)")
    ap.add_argument("--family", action="append", default=[], help="only these families")
    ap.add_argument("--match", default="", help="only objects whose path contains this text")
    ap.add_argument("--mnemonics", action="store_true",
                    help="read only: list the mnemonics isa/gfx950.isa lacks, per family")
    ap.add_argument("--numerics", action="store_true",
                    help="families with a numerics column (aiter_numerics.COLUMNS): one small emulated "
                         "problem each against fp64 and its bound")
    ns = ap.parse_args(argv)
    if not (ns.mirror / "HEAD").exists() and not (ns.mirror / ".git").exists():
        print(f"aiter_census: no AITER mirror at {ns.mirror}", file=sys.stderr)
        return 2
    commit = _git(ns.mirror, "rev-parse", "HEAD").decode().strip()
    table = load_table()
    by_family: dict[str, list[str]] = defaultdict(list)
    for p in object_paths(ns.mirror):
        if ns.match in p:
            by_family[family_of(p)].append(p)
    families = sorted(by_family) if not ns.family else [f for f in sorted(by_family) if f in ns.family]
    n = 0 if ns.all else ns.per_family
    vtable = variants(ns.mirror, families if ns.numerics else
                      [f for f in families if getattr(aiter_numerics.COLUMNS.get(f), "launch", None)])
    print(f"AITER {commit} hsa/gfx950: {sum(len(v) for v in by_family.values())} code objects"
          + (f" whose path contains {ns.match!r}" if ns.match else ""))
    print("oracles: read = LLVM 22 disassembly + metadata (zyfagen.codeobj); table = isa/gfx950.isa; "
          "hazards = zyfagen.hazard_check; simulated = cycle model, no unit-default timing; "
          "emulator = every instruction has an emulator handler")
    if n:
        print(f"SAMPLED: {n} objects per family, evenly spaced over the sorted paths (--all for every one)")
    results: dict[str, list[ObjectResult]] = {}
    start = time.time()
    done = 0
    for fam in families:
        chosen = sample(by_family[fam], n)
        rows = []
        for p in chosen:
            data = _git(ns.mirror, "show", f"HEAD:{p}")
            col = aiter_numerics.COLUMNS.get(fam)
            launch = None
            if fam in vtable and col.launch is not None and not ns.mnemonics:
                try:
                    launch = col.launch(vtable[fam].get(p.rsplit("/", 1)[-1]))
                except Exception as exc:  # noqa: BLE001 (a census reports every failure)
                    print(f"  {p}: no contract launch: {_short(exc)}", file=sys.stderr)
            rows.append(census_object(p, data, table, ns.mnemonics, launch))
            if ns.numerics and fam in vtable:
                rows[-1].numerics, rows[-1].worst = numerics_of(p, data, vtable[fam],
                                                                aiter_numerics.COLUMNS[fam], ns.mirror)
            done += 1
            print(f"[{done}] {p}: " + " ".join(f"{s}={'ok' if ok else 'NO'}" for s, ok in rows[-1].passed.items())
                  + (f" numerics={rows[-1].numerics} ({rows[-1].worst:.3g})" if rows[-1].numerics else ""),
                  file=sys.stderr, flush=True)
        results[fam] = rows
    stages = STAGES[:2] if ns.mnemonics else STAGES
    print()
    head = f"{'family':22s} {'objects':>9s} " + " ".join(f"{s:>9s}" for s in stages)
    if not ns.mnemonics:
        head += f" {'hazard findings':>15s}"
    print(head)
    totals = Counter()
    for fam in families:
        rows = results[fam]
        line = f"{fam:22s} {len(rows):>4d}/{len(by_family[fam]):<4d} "
        for s in stages:
            k = sum(1 for r in rows if r.passed.get(s))
            totals[s] += k
            line += f" {k:>9d}"
        if not ns.mnemonics:
            line += f" {sum(r.violations for r in rows):>15d}"
        print(line)
    totals["objects"] = sum(len(r) for r in results.values())
    print(f"{'total':22s} {totals['objects']:>9d} " + " ".join(f"{totals[s]:>9d}" for s in stages))
    print("\nfirst unsupported thing, per family and stage (object count):")
    for fam in families:
        for s in stages:
            why = Counter(r.first[s] for r in results[fam] if s in r.first)
            for text, count in why.most_common(3):
                print(f"  {fam} {s}: {text} [{count}]")
    unlisted = Counter()
    for rows in results.values():
        for r in rows:
            unlisted.update(r.unlisted)
    if unlisted:
        print(f"\nmnemonics not in isa/gfx950.isa ({len(unlisted)}; objects using each):")
        print("  " + " ".join(f"{m}:{c}" for m, c in sorted(unlisted.items())))
    if ns.numerics:
        print("\nnumerics (one small problem per object in the emulator vs fp64 within the tests' bound;"
              " worst = max error / bound):")
        for fam in families:
            rows = [r for r in results[fam] if r.numerics]
            if not rows:
                continue
            within = [r for r in rows if r.numerics.startswith("within")]
            outside = [r for r in rows if r.numerics.startswith("outside")]
            none = Counter(r.numerics[len("no contract: "):] for r in rows if r.numerics.startswith("no contract"))
            print(f"  {fam}: within {len(within)}, outside {len(outside)}, no contract {sum(none.values())}"
                  f" (of {len(rows)}); worst within {max((r.worst for r in within), default=0):.3g}")
            for r in outside:
                print(f"    outside: {r.path.rsplit('/', 1)[-1]} {r.numerics} worst {r.worst:.3g}")
            for why, count in none.most_common():
                print(f"    no contract [{count}]: {why}")
    print(f"\n{totals['objects']} objects in {time.time() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
