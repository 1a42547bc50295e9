"""The property every fuzz case checks, shared by tests/fuzz/ and benchmarks/fuzz_deep.py.

A zyfagen command either exits 0 having written a consistent set of outputs, or exits 2 with
exactly one `zyfagen: error:` line on stderr and nothing written. Anything else (a traceback,
another exit status, a second stderr line, a stray file, a run that does not end) fails.
"""
from __future__ import annotations

import contextlib
import io
import os
import signal
from pathlib import Path


class RunTooLong(Exception):
    """A fuzz case ran past its time bound (a run with no end is a defect too)."""


@contextlib.contextmanager
def time_bound(seconds: float):
    """Raise RunTooLong in the main thread when the block runs longer than `seconds`."""
    def expire(signum, frame):
        raise RunTooLong(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def run_in_process(argv: list[str], cwd: Path, seconds: float = 20.0) -> tuple[object, str, str]:
    """cli.main(argv) in `cwd` with captured streams; a traceback escapes as the exception."""
    from zyfagen.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = Path.cwd()
    os.chdir(cwd)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), time_bound(seconds):
            try:
                status = main(list(argv))
            except SystemExit as exc:  # only --help / --version leave through argparse
                status = exc.code
    finally:
        os.chdir(old)
    return status, out.getvalue(), err.getvalue()


def tree(path: Path) -> list[str]:
    return sorted(str(p.relative_to(path)) for p in path.rglob("*")) if path.exists() else []


def check_contract(argv: list[str], cwd: Path, before: list[str] | None = None,
                   seconds: float = 20.0) -> tuple[object, str, str]:
    """Run argv in cwd and assert the contract; returns (status, stdout, stderr)."""
    before = tree(cwd) if before is None else before
    status, out, err = run_in_process(argv, cwd, seconds)
    after = tree(cwd)
    try:  # per-property statistics (pytest --hypothesis-show-statistics): how many cases succeeded
        from hypothesis import event

        event(f"{argv[0]} exit {status}")
    except Exception:  # noqa: BLE001 - outside a hypothesis test there is nothing to count
        pass
    assert status in (0, 1, 2), (argv, status, err[-500:])
    if status == 2:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("zyfagen: error: "), (argv, err[-1000:])
        assert after == before, (argv, "wrote files on error", sorted(set(after) - set(before)))
    else:
        assert "zyfagen: error" not in err and "Traceback" not in err, (argv, err[-1000:])
        assert not any(".zyfagen-staging-" in p for p in after), (argv, after)
    return status, out, err
