"""Deeper fuzz run (issue 17): the suite's fuzz properties with many more cases, plus builds of
fuzzed attention specs (seconds each, so the suite only parses them).

    python benchmarks/fuzz_deep.py [SCALE] [ATTENTION_BUILDS] [PROBLEM_RUNS]

SCALE multiplies every example count of tests/fuzz/ (default 10): test_fuzz_inputs.py's command
lines, specs, schedules and files (about 10 x 600 cases) and test_fuzz_runtime.py's
zyfagen.attention / quantize_fp8 calls (issue 33: 10 x (30 + 12 x 3) calls, each a named error or an
answer within the FP8 bound of fp64, and 10 x 60 quantisations); ATTENTION_BUILDS is the number of fuzzed attention specs built through
`zyfagen build` (default 40); PROBLEM_RUNS the number of `simulate --problem` runs on the hd64
attention spec with fuzzed problems (default 8; a run that passes every check takes ~15 s,
too long for the suite). Hypothesis is derandomized, so a run is repeatable; it prints
the cases run per property, the failures and the wall time. Not a test: it takes minutes.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "fuzz"))


def suite_properties(scale: int) -> int:
    env = dict(os.environ, ZYFAGEN_FUZZ_SCALE=str(scale), PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--hypothesis-show-statistics",
           str(ROOT / "tests" / "fuzz")]
    run = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    for line in run.stdout.splitlines():
        if "::" in line or "passing" in line or "passed" in line or "failed" in line or "Error" in line:
            print(line)
    return run.returncode


def attention_builds(count: int) -> int:
    from hypothesis import given, settings
    from hypothesis import HealthCheck

    from fuzz_util import check_contract
    from test_fuzz_inputs import ATTN_SPEC, spec_texts

    statuses: dict[object, int] = {}

    @settings(max_examples=count, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(spec=spec_texts(bases=(ATTN_SPEC,)))
    def prop(spec: bytes) -> None:
        work = Path(tempfile.mkdtemp(prefix="zyfagen-fuzz-"))
        try:
            (work / "s.yaml").write_bytes(spec)
            status, _, _ = check_contract(["build", "s.yaml", "-o", "out", "-q"], work, seconds=300)
            statuses[status] = statuses.get(status, 0) + 1
        finally:
            shutil.rmtree(work)

    try:
        prop()
    except Exception as exc:  # noqa: BLE001 - report the failing case, then the figures
        print(f"attention builds: FAILED: {type(exc).__name__}: {str(exc)[:2000]}")
        return 1
    finally:
        print(f"attention builds: {sum(statuses.values())} cases, exit statuses {statuses}")
    return 0


def problem_runs(count: int) -> int:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from fuzz_util import check_contract
    from test_fuzz_inputs import strict_json

    good = {"batch": ["1", "2"], "heads_q": ["1", "4", "8"], "heads_kv": ["1", "2"], "seq_q": ["1", "33", "257", "1000"],
            "seq_k": ["1", "100", "4096"], "causal": ["0"]}
    junk = [("bogus", "1"), ("seq_q", "99999999999999999999"), ("batch", "0"), ("causal", "1"), ("heads_q", "3"),
            ("seq_k", "x"), ("batch", "")]
    statuses: dict[object, int] = {}

    @settings(max_examples=count, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(chosen=st.dictionaries(st.sampled_from(sorted(good)), st.integers(0, 3), min_size=1),
           extra=st.lists(st.sampled_from(junk), max_size=1), fmt=st.sampled_from(["text", "json", "trace"]))
    def prop(chosen, extra, fmt) -> None:
        pairs = [(k, good[k][i % len(good[k])]) for k, i in sorted(chosen.items())] + extra
        work = Path(tempfile.mkdtemp(prefix="zyfagen-fuzz-"))
        try:
            problem = ",".join(f"{k}={v}" for k, v in pairs)
            argv = ["simulate", "--occupancy", str(ROOT / "specs" / "attention_hd64_lean.yaml"),
                    "--problem", problem, "--format", fmt, "-o", "r.out", "--no-band"]  # bands: minutes
            status, _, _ = check_contract(argv, work, seconds=300)
            statuses[status] = statuses.get(status, 0) + 1
            if status == 0:  # the report is there, whole; JSON formats are strict JSON
                text = (work / "r.out").read_text()
                assert text
                if fmt != "text":
                    strict_json(text)
        finally:
            shutil.rmtree(work)

    try:
        prop()
    except Exception as exc:  # noqa: BLE001 - report the failing case, then the figures
        print(f"problem runs: FAILED: {type(exc).__name__}: {str(exc)[:2000]}")
        return 1
    finally:
        print(f"problem runs: {sum(statuses.values())} cases, exit statuses {statuses}")
    return 0


def main() -> int:
    scale = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    builds = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    problems = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    t0 = time.perf_counter()
    rc = suite_properties(scale)
    t1 = time.perf_counter()
    print(f"suite properties x{scale}: {t1 - t0:.0f} s, pytest exit status {rc}")
    if builds:  # 0 skips a part (hypothesis needs at least one example)
        rc |= attention_builds(builds)
    t2 = time.perf_counter()
    print(f"attention spec builds: {t2 - t1:.0f} s")
    if problems:
        rc |= problem_runs(problems)
    print(f"simulate --problem runs: {time.perf_counter() - t2:.0f} s")
    return 1 if rc else 0


if __name__ == "__main__":
    sys.exit(main())
