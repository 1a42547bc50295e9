"""The README's library examples run as written, and the README's test command is what CI runs."""
import re

from conftest import ROOT


def _python_blocks():
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```python\n(.*?)```", text, re.S)


def test_readme_python_examples_run(tmp_path, monkeypatch):
    """Each block runs on its own (a reader copies one block, not the page)."""
    monkeypatch.chdir(ROOT)
    blocks = _python_blocks()
    assert len(blocks) == 2
    exec(blocks[0], {})  # noqa: S102 - documentation example
    scope: dict = {}
    exec(blocks[1], scope)  # noqa: S102
    from zyfagen.codeobj import read_code_object
    mnemonics = [i.mnemonic for i in read_code_object(scope["code_object"]).kernel("twice").instructions]
    # the load result is waited for before the add reads it
    assert mnemonics.index("s_waitcnt", mnemonics.index("global_load_dword")) < mnemonics.index("v_add_f32")


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    command = ".venv/bin/python -m pytest -q"
    assert f"\n    {command}\n" in readme
    assert ci.strip().splitlines()[-1] == command


def test_readme_documents_every_parameter_of_every_kernel_kind():
    from zyfagen.kernels import kind_params, known_kinds
    readme = (ROOT / "README.md").read_text()
    for kind in known_kinds():
        assert f"**`{kind}`**" in readme, kind
        for p in kind_params(kind):
            assert f"`{p.name}`" in readme, (kind, p.name)


def _indented_blocks(first_line: str) -> list[str]:
    """README's 4-space-indented code blocks whose first line is `first_line`."""
    blocks, cur = [], []
    for line in (ROOT / "README.md").read_text().splitlines() + [""]:
        if line.startswith("    "):
            cur.append(line[4:])
        else:
            if cur and cur[0] == first_line:
                blocks.append("\n".join(cur) + "\n")
            cur = []
    return blocks


def test_readme_emulator_python_snippets_run(tmp_path, monkeypatch):
    """The emulator section's Python lines run as written (they once used names defined
    nowhere); the args-file snippet writes what `zyfagen emulate --args` reads."""
    monkeypatch.chdir(ROOT)
    [api] = [b for b in _indented_blocks("import numpy as np") if "from zyfagen.emulator import" in b]
    scope: dict = {}
    exec(api, scope)  # noqa: S102 - documentation example
    assert scope["res"].buffers["c"].shape == (64, 64)
    [args_file] = [b for b in _indented_blocks("import numpy as np") if "np.savez(\"args.npz\"" in b]
    monkeypatch.chdir(tmp_path)
    exec(args_file, {})  # noqa: S102
    from conftest import run_main

    status, out, err = run_main("emulate", str(ROOT / "emitted" / "gemm_fp8_32x32.hsaco"), "--args", "args.npz",
                                "--grid", "2,2,1", "-o", "out.npz")
    assert status == 0, err
