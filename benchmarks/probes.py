"""Every probe kernel in the emulator: what it computes must equal the catalog's independent
answer (zyfagen/probe/references.py), and, per fact key it will measure on a GPU, the table's
current value and status (what the first GPU hour settles).

    python benchmarks/probes.py [--probe NAME ...]

Prints one line per probe (ok or the first difference, emulated wave-instructions, seconds) and
exits 1 if any probe computes something else. The GPU side: `zyfagen probe run --device hip`.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zyfagen.isa import load_table  # noqa: E402
from zyfagen.probe.build import build_probes, select  # noqa: E402
from zyfagen.probe.catalog import OBSERVATIONS  # noqa: E402
from zyfagen.probe.run import check_emulator  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--probe", dest="probes", action="append", metavar="NAME")
    args = ap.parse_args(argv)
    table = load_table()
    probes = list(select(args.probes))
    t0 = time.perf_counter()
    codes = build_probes(probes)
    print(f"assembled {len(probes)} probes in {time.perf_counter() - t0:.1f} s")
    failed = 0
    for p in probes:
        t = time.perf_counter()
        results = check_emulator(p, codes[p.name])
        bad = next((r["detail"] for r in results if not r["ok"]), "")
        failed += bool(bad)
        steps = sum(r["wave_instructions"] for r in results)
        keys = []
        for key in p.keys:
            if p.functional:
                keys.append(f"{key} (bits vs emulator)")
            elif key in OBSERVATIONS:
                keys.append(f"{key} (observation)")
            else:
                f = table.value_of(key)
                keys.append(f"{key} = {f.value:g} {f.status}")
        print(f"{p.name:36s} {'ok' if not bad else 'FAILED: ' + bad:10s} {len(results)} run(s) {steps:7d} wave-instr "
              f"{time.perf_counter() - t:5.2f} s | {'; '.join(keys)}")
    print(f"{len(probes) - failed} of {len(probes)} probes compute their answer ({time.perf_counter() - t0:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
