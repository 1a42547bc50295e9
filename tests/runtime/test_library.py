"""`zyfagen library SPEC... -o DIR`: code objects and a manifest that zyfagen.attention uses
instead of building."""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

import zyfagen
from zyfagen.cli import main
from zyfagen.codeobj import read_code_object
from zyfagen.kernels import get_kind
from zyfagen.kernels.attention_fwd import AttentionProblem
from zyfagen.runtime import cache

from .runtime_util import fp8_inputs

SPECS = Path(__file__).resolve().parents[2] / "specs"


def test_manifest_describes_each_code_object(library):
    m = json.loads((library / "manifest.json").read_text())
    assert [e["symbol"] for e in m["kernels"]] == ["attention_hd64_lean", "gemm_fp8_32x32"]
    assert m["tools"]["zyfagen"] == zyfagen.__version__ and "clang" in m["tools"]["assembler"]
    for e in m["kernels"]:
        code = (library / e["code_object"]).read_bytes()
        # offsets and sizes as llvm-readelf reads them from the code object's metadata note
        meta = read_code_object(code).kernel(e["symbol"]).metadata
        assert [(a["name"], a["offset"], a["size"]) for a in e["args"]] == \
            [(a[".name"], a[".offset"], a[".size"]) for a in meta[".args"]]
        assert e["kernarg_size"] == meta[".kernarg_segment_size"]
        assert len(e["spec_hash"]) == 64 and e["constraints"]
    att = m["kernels"][0]
    # specs/attention_hd64_lean.yaml: waves_per_workgroup 8 of 64 lanes, as the metadata says
    assert att["workgroup_size"] == 8 * 64 == read_code_object(
        (library / att["code_object"]).read_bytes()).kernel(att["symbol"]).metadata[".max_flat_workgroup_size"]
    # what a caller must meet comes from the kind's record (one home), the doc for a kind without
    assert att["constraints"] == list(get_kind("attention_fwd").launch_constraints)
    assert m["kernels"][1]["constraints"] == [get_kind("fp8_gemm_tile").doc]
    # the grid formula, evaluated, is the kind's grid on real problems
    kind, params = get_kind("attention_fwd"), get_kind("attention_fwd").complete(att["params"])
    for p in (AttentionProblem(2, 1, 5, 3, 1), AttentionProblem(1, 33, 7, 4, 2), AttentionProblem(1, 64, 9, 1, 1)):
        env = {"ceil": math.ceil, "floor": math.floor, **vars(p)}
        assert tuple(eval(f, env) for f in att["grid"]) == kind.grid(params, p)


def test_attention_uses_the_library_without_building(library, monkeypatch):
    q, k, v, dq, dk, dv = fp8_inputs(5, batch=1, seq_q=20, seq_k=40, heads_q=1, heads_kv=1, d=64, dv=64)
    want = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    monkeypatch.setattr(cache, "get_or_build", lambda *a, **kw: pytest.fail("built instead of using the library"))
    got = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator",
                            spec=str(library))
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))
    with pytest.raises(ValueError, match=r"^spec: .*no attention kernel serves this call.*causal"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator",
                          spec=str(library), causal=True)


def test_changed_library_code_object_is_refused(library, tmp_path):
    import shutil
    lib = tmp_path / "lib"
    shutil.copytree(library, lib)
    f = lib / "attention_hd64_lean.hsaco"
    b = bytearray(f.read_bytes())
    b[-1] ^= 1
    f.write_bytes(bytes(b))
    q, k, v, dq, dk, dv = fp8_inputs(5, batch=1, seq_q=4, seq_k=4, heads_q=1, heads_kv=1, d=64, dv=64)
    with pytest.raises(ValueError, match=r"^spec: .*sha256 differs"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator", spec=str(lib))


def test_bad_spec_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\narch: gfx950\nkind: attention_fwd\nparams: {head_dim_qk: 96}\n")
    out = tmp_path / "out"
    assert main(["library", str(SPECS / "attention_hd64_lean.yaml"), str(bad), "-o", str(out), "-q"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("zyfagen: error: ") and err.count("\n") == 1 and "head_dim_qk" in err
    assert not out.exists()
