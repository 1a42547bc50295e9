"""The AMDGPU metadata note, read in-process (pyelftools + msgpack), equals what LLVM's own
llvm-readelf --notes prints (its YAML) for every code object of the corpus: ours, AITER's and
Triton's."""
import subprocess
from pathlib import Path

import pytest
import yaml

from zyfagen.codeobj import read_metadata
from zyfagen.errors import UserError
from zyfagen.toolchain import find_toolchain

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted([*ROOT.glob("emitted/*.hsaco"), *ROOT.glob("tests/data/triton/*.hsaco"),
                 *ROOT.glob("tests/data/aiter/**/*.co"), *ROOT.glob("benchmarks/data/**/*.hsaco")])


def _readelf(path: Path):
    out = subprocess.run([str(find_toolchain().llvm_readelf), "--notes", str(path)], capture_output=True,
                         text=True, check=True).stdout
    start = out.find("---")
    return yaml.safe_load(out[start:out.find("\n...", start)])


def test_corpus_is_not_empty():
    assert len(CORPUS) > 20 and any(p.suffix == ".co" for p in CORPUS)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(ROOT)))
def test_metadata_equals_llvm_readelf(path: Path):
    got = read_metadata(path.read_bytes())
    assert got == _readelf(path)
    assert got["amdhsa.kernels"][0][".name"]


def test_a_damaged_note_is_one_user_error():
    data = bytearray((ROOT / "emitted" / "gemm_fp8_32x32.hsaco").read_bytes())
    at = bytes(data).find(b"amdhsa.kernels")
    assert at > 0
    data[at - 8:at + 40] = b"\xc1" * 48  # 0xc1 is never used in MessagePack
    with pytest.raises(UserError, match="metadata note"):
        read_metadata(bytes(data))
    with pytest.raises(UserError, match="no AMDGPU metadata note|metadata note"):
        read_metadata(b"\x7fELF" + bytes(60))
