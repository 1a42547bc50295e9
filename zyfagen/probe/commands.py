"""`zyfagen probe run --device emulator|hip -o facts.json`: the command (zyfagen/cli.py's entry);
the emulator side is zyfagen/probe/run.py, the GPU side zyfagen/probe/hip.py."""
from __future__ import annotations

import json

from ..errors import UserError

DEVICES = ("emulator", "hip")


def run_cli(args) -> int:
    from ..outputs import check_output_file, write_outputs
    from .build import build_probes, select

    if args.device not in DEVICES:
        raise UserError(f"probe run: --device {args.device}: unknown device; allowed: {', '.join(DEVICES)}")
    check_output_file(args.output, "--output")
    probes = list(select(args.probes))
    progress = None if args.quiet else (lambda m: print(m, flush=True))
    if args.device == "hip":
        from . import hip as hipmod

        hip, device = hipmod.open_device()  # a missing hip-python or GPU: one line, before any build
        codes = build_probes(probes)
        report = hipmod.run_hip(hip, device, probes, codes, repeats=args.repeats, progress=progress)
    else:
        from .run import run_emulator

        codes = build_probes(probes)
        report = run_emulator(probes, codes, progress)
    write_outputs({args.output: json.dumps(report, indent=1, sort_keys=True) + "\n"})
    failed = [n for n, c in report["checks"].items() if not c["ok"]]
    if progress:
        print(f"wrote {args.output}: {len(report['facts'])} fact(s), {len(report['checks']) - len(failed)} of "
              f"{len(report['checks'])} check(s) passed")
    return 1 if failed else 0
