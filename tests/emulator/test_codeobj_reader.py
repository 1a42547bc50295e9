"""The code-object reader finds whole kernels in every code object of the test corpus.

Oracle: llvm-objdump-22, asked for the kernel's address range (llvm-readelf-22's FUNC symbol:
its value, and its size when the symbol has one, else to the end of the section; every corpus
object holds one kernel). The listing is counted with a plain regular expression, independently
of how the reader groups instructions: AITER's hand-written kernels carry local `label_*`
symbols, which must stay labels inside the kernel, not start new functions, and Triton's
kernels are followed by s_nop padding past the symbol's size, which is not part of them.
"""
import re
import subprocess
from pathlib import Path

import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.toolchain import find_toolchain

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted([*ROOT.glob("emitted/*.hsaco"), *ROOT.glob("tests/data/triton/*.hsaco"),
                 *ROOT.glob("tests/data/aiter/*.co")])
_INST = re.compile(r"^\s+\S.*//\s*[0-9A-Fa-f]+:(\s+[0-9A-Fa-f]{8})+(\s+<[^>]*>)?\s*$")


def _objdump_count(path: Path) -> int:
    tools = find_toolchain()
    syms = subprocess.run([str(tools.llvm_readelf), "-s", str(path)], capture_output=True,
                          text=True, check=True).stdout
    func = next(line.split() for line in syms.splitlines() if " FUNC " in line)
    start, size = int(func[1], 16), int(func[2], 0)
    window = [f"--start-address={start:#x}"] + ([f"--stop-address={start + size:#x}"] if size else [])
    out = subprocess.run([str(tools.llvm_objdump), "-d", "--mcpu=gfx950", *window, str(path)],
                         capture_output=True, text=True, check=True).stdout
    return sum(1 for line in out.splitlines() if _INST.match(line))


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.name)
def test_instruction_count_equals_objdump(path: Path):
    co = read_code_object(path)
    assert len(co.kernels) == 1
    kernel = co.kernel()
    assert len(kernel.instructions) == _objdump_count(path)
    # every branch lands on an instruction of the same kernel
    addresses = {i.address for i in kernel.instructions}
    targets = [i.branch_target for i in kernel.instructions if i.branch_target is not None]
    assert all(t in addresses for t in targets)


def test_corpus_includes_a_kernel_with_local_labels():
    labelled = [p for p in CORPUS if p.suffix == ".co"]
    assert labelled, "tests/data/aiter/ code objects missing"
    syms = subprocess.run([str(find_toolchain().llvm_readelf), "-s", str(labelled[0])],
                          capture_output=True, text=True, check=True).stdout
    assert "label_" in syms
