"""The one-wave hd128 lean kernel that whole-chip tests build from a spec (emitted/ holds the
8-wave LDS-sharing one): its spec text, its tiling, and the build. Each test module passes its
own kernel name, which names the spec file and the code object's symbol."""
from pathlib import Path

from zyfagen import codeobj
from zyfagen.sim.problem import Tiling

TILING = Tiling(32, 128, 128, 2, False, "spec: 1 wave x block_q 32")


def spec_text(name: str) -> str:
    return f"""\
name: {name}
arch: gfx950
kind: attention_fwd
params:
  head_dim_qk: 128
  block_k: 128
  p_mode: lean
  p_block_scale: true
  rowsum: mfma
  v_transpose: lds
  waves_per_workgroup: 1
  schedule: cycle1
"""


def write_spec(directory: Path, name: str) -> Path:
    path = directory / f"{name}.yaml"
    path.write_text(spec_text(name))
    return path


def build(spec_path: Path):
    """The code object's kernel, as the chip model reads it."""
    from zyfagen.driver import build_spec

    return codeobj.read_code_object(build_spec(str(spec_path)).code_object).kernel()
