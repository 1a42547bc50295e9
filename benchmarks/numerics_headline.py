"""Run the headline case of the numerics study and print its figures and its wall time.

    python benchmarks/numerics_headline.py [--query-rows N]

Head dim 128, Gaussian and activation-like inputs, seq 16K and 32K, all schemes with and without
Hadamard rotation. Prints the error reduction of lean_block_scaled against aiter_like (public
claim: 62-78%), what the Hadamard rotation does to the quantisation part (claim: about half), and
the time per case (target: minutes on two cores for the whole default study).
"""
from __future__ import annotations

import argparse
import os
import time

# One BLAS thread, as `zyfagen numerics` uses (see zyfagen/cli.py); must precede numpy's import.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from zyfagen.numerics import study  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--query-rows", type=int, default=512)
    args = parser.parse_args()
    config = study.StudyConfig(head_dims=("128",), seqs=(16384, 32768),
                               dists=("gaussian", "activation"), query_rows=args.query_rows)
    cases = []
    for dist in config.dists:
        for seq in config.seqs:
            start = time.perf_counter()
            cases.append(study.evaluate_case(config, dist, "128", seq))
            print(f"case {dist:10s} hd128 seq {seq:6d}: {time.perf_counter() - start:6.1f} s")
    for line in study.headline_lines(study._round(study.headline(cases))):
        print(line)
    for c in cases:
        s = c["schemes"]
        print(f"{c['dist']:10s} seq {c['seq']:6d}: total error aiter_like {s['aiter_like']['rel_frobenius']:.4g}, "
              f"lean_block_scaled {s['lean_block_scaled']['rel_frobenius']:.4g}; "
              f"P part {s['aiter_like']['p_part_rel_frobenius']:.4g} vs "
              f"{s['lean_block_scaled']['p_part_rel_frobenius']:.4g}; "
              f"QKV part {c['quantisation']['plain']['rel_frobenius']:.4g}")


if __name__ == "__main__":
    main()
