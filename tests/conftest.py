import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


def run_cli(*args: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run `python -m zyfagen ARGS` in a subprocess, as a user would."""
    full_env = dict(os.environ)
    full_env["PYTHONPATH"] = str(ROOT) + os.pathsep + full_env.get("PYTHONPATH", "")
    if env:
        full_env.update(env)
    return subprocess.run([sys.executable, "-m", "zyfagen", *args], capture_output=True, text=True,
                          cwd=cwd or ROOT, env=full_env)


def run_main(*args: str, cwd: Path | None = None):
    """Call zyfagen.cli.main in this process with captured streams (fast; the fuzz tests use
    it). Returns (exit status, stdout, stderr); a traceback escapes as the exception."""
    import contextlib
    import io

    from zyfagen.cli import main

    out, err = io.StringIO(), io.StringIO()
    old = Path.cwd()
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(list(args))
            except SystemExit as exc:  # --help and --version exit 0 through argparse
                status = exc.code
    finally:
        os.chdir(old)
    return status, out.getvalue(), err.getvalue()


def files_under(path: Path) -> list[str]:
    """Every file and directory below `path` (hidden ones too), relative, sorted."""
    if not path.exists():
        return []
    return sorted(str(p.relative_to(path)) for p in path.rglob("*"))


def assert_one_error_line(status, out: str, err: str, *words: str) -> str:
    """The user-error contract: exit 2, stderr is exactly one `zyfagen: error:` line."""
    assert status == 2, (status, out, err)
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("zyfagen: error: "), err
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]
