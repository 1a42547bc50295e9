"""Compile speed: `zyfagen build` wall time per kernel and the share of each stage.

Target (issue 5): under 2 s per kernel on one core, assembler included, for the hd128 lean
attention kernel and the hd256 kernel. Prints one table; not a test.

    python benchmarks/compile_speed.py [SPEC ...] [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from zyfagen.driver import build_spec  # noqa: E402
from zyfagen.isa import load_table  # noqa: E402

DEFAULT = ["specs/attention_hd128_lean.yaml", "specs/attention_hd256_lean.yaml", "specs/gemm_fp8_32x32.yaml"]
TARGET_SECONDS = 2.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("specs", nargs="*")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    specs = args.specs or [s for s in DEFAULT if (ROOT / s).is_file()]
    load_table()  # parse the ISA table once, as a long-running process would
    print(f"{'kernel':32} {'wall s':>8} {'target':>7}  stage shares")
    for spec in specs:
        walls, stages = [], {}
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            result = build_spec(ROOT / spec if not Path(spec).is_absolute() else spec)
            walls.append(time.perf_counter() - t0)
            for k, v in result.stage_seconds.items():
                stages.setdefault(k, []).append(v)
        wall = statistics.median(walls)
        shares = ", ".join(f"{k} {100 * statistics.median(v) / wall:.0f}%" for k, v in
                           sorted(stages.items(), key=lambda kv: -statistics.median(kv[1])))
        ratio = wall / TARGET_SECONDS
        print(f"{result.spec.name:32} {wall:8.3f} {ratio:6.2f}x  {shares}")
        print(f"{'':32} instructions: {len(result.final.insts)}")
    print(f"(ratio = wall / {TARGET_SECONDS:.0f} s target; median of {args.repeat} runs, one process, one core)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
