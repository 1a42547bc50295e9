"""Kernel-argument layouts (sidecar YAML) for foreign code objects: AITER's packed struct.

Oracle for the offsets: AITER's own metadata note (llvm-readelf-22 via the reader) names the
real fields at the same offsets the layout gives; the struct in csrc/include/mha_fwd.h puts each
field at the start of a 16-byte slot.
"""
from pathlib import Path

import numpy as np
import pytest

from zyfagen.cli import main
from zyfagen.emulator import load
from zyfagen.emulator.binding import bind_args
from zyfagen.errors import UserError

AITER = Path(__file__).resolve().parents[1] / "data" / "aiter"


@pytest.mark.parametrize("name", ["fwd_hd128_fp8", "fwd_hd128_fp8_causal"])
def test_layout_matches_the_metadata_names_and_offsets(name):
    prog = load(AITER / f"{name}.co", kernarg_layout=AITER / f"{name}.args.yaml")
    meta = {(a[".name"], a[".offset"]) for a in prog.kernel.metadata[".args"] if a[".name"] != "pad"}
    assert {(s.name, s.offset) for s in prog.args} == meta
    assert prog.kernarg_size == 656 == prog.kernel.metadata[".kernarg_segment_size"]
    assert all(s.offset % 16 == 0 for s in prog.args)
    bound = bind_args(prog, {s.name: 0 for s in prog.args if s.required and s.kind == "by_value"}
                      | {s.name: np.zeros(1) for s in prog.args if s.required and s.kind == "global_buffer"})
    assert bound["ptr_lse"] is None and bound["s_opt"] == 5


def test_layout_errors_name_file_and_field(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("args:\n  - {name: a, offset: 3, kind: u32}\n")
    with pytest.raises(UserError, match=r"bad.yaml: args\[0\].offset"):
        load(AITER / "fwd_hd128_fp8.co", kernarg_layout=bad)
    bad.write_text("args:\n  - {name: a, offset: 0, kind: half}\n")
    with pytest.raises(UserError, match=r"args\[0\].kind: 'half'; allowed: buffer"):
        load(AITER / "fwd_hd128_fp8.co", kernarg_layout=bad)
    bad.write_text("args:\n  - {name: a, offset: 0, kind: u64}\n  - {name: b, offset: 4, kind: u32}\n")
    with pytest.raises(UserError, match="overlaps"):
        load(AITER / "fwd_hd128_fp8.co", kernarg_layout=bad)


def test_cli_reports_a_missing_layout_file(tmp_path, capsys):
    np.savez(tmp_path / "a.npz", x=np.zeros(1))
    rc = main(["emulate", str(AITER / "fwd_hd128_fp8.co"), "--kernarg-layout", str(tmp_path / "nope.yaml"),
               "--args", str(tmp_path / "a.npz"), "--grid", "1"])
    assert rc == 2
    err = capsys.readouterr().err
    assert err.startswith("zyfagen: error:") and "nope.yaml" in err and "Traceback" not in err
