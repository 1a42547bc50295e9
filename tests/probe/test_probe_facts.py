"""facts.json: the reader's one-line errors, and `simulate --facts` moving the model's figures the
way a hand-made facts file says it should (the expected change counted from the code object's
own instructions, not from the model)."""
from __future__ import annotations

import json

import numpy as np
import pytest

from tests.conftest import run_main
from zyfagen.codeobj import read_code_object
from zyfagen.errors import UserError
from zyfagen.probe.facts import read_facts, summary, table_with_facts


def _facts(path, entries, **top):
    doc = {"format": "zyfagen-facts-1", "device": "hand-made", **top,
           "facts": {k: {"value": v, "spread": [v, v], "runs": 1, "probe": "hand"} for k, v in entries.items()}}
    path.write_text(json.dumps(doc))
    return path


def test_read_facts_returns_key_values(tmp_path):
    path = _facts(tmp_path / "f.json", {"v_cvt_pk_u8_f32.issue": 8, "hbm_gbytes_per_s": 6500.5})
    assert read_facts(path) == {"v_cvt_pk_u8_f32.issue": 8.0, "hbm_gbytes_per_s": 6500.5}
    table = table_with_facts(path)
    assert table.op("v_cvt_pk_u8_f32").issue.value == 8 and table.op("v_cvt_pk_u8_f32").issue.status == "measured"
    assert table.fact("hbm_gbytes_per_s").value == 6500.5


def test_summary_is_median_and_range():
    assert summary([3.0, 1.0, 2.0, 10.0], "p") == {"value": 2.5, "spread": [1.0, 10.0], "runs": 4, "probe": "p"}


@pytest.mark.parametrize("text, words", [
    ("{", "not JSON"),
    ("[]", "not a JSON object"),
    ('{"format": "other", "device": "x", "facts": {}}', "format: 'other'"),
    ('{"format": "zyfagen-facts-1", "facts": {}}', "device: missing"),
    ('{"format": "zyfagen-facts-1", "device": "x", "facts": []}', "facts: missing or not an object"),
    ('{"format": "zyfagen-facts-1", "device": "x", "facts": {"k": {"value": 1, "spread": [1, 1], "runs": 1}}}',
     "facts.k: missing field 'probe'"),
    ('{"format": "zyfagen-facts-1", "device": "x", "facts": {"k": {"value": -1, "spread": [-1, 1], "runs": 1, '
     '"probe": "p"}}}', "facts.k.value: -1"),
    ('{"format": "zyfagen-facts-1", "device": "x", "facts": {"k": {"value": 5, "spread": [1, 2], "runs": 1, '
     '"probe": "p"}}}', "facts.k.spread"),
    ('{"format": "zyfagen-facts-1", "device": "x", "facts": {"k": {"value": 1, "spread": [1, 1], "runs": 0, '
     '"probe": "p"}}}', "facts.k.runs: 0"),
    ('{"format": "zyfagen-facts-1", "device": "emulator", "facts": {}}', "facts: empty"),
])
def test_bad_facts_files_are_one_line(tmp_path, text, words):
    path = tmp_path / "f.json"
    path.write_text(text)
    with pytest.raises(UserError, match=None) as exc:
        read_facts(path)
    assert words in str(exc.value) and str(path) in str(exc.value) and "\n" not in str(exc.value)


def test_a_key_the_table_does_not_know_is_named(tmp_path):
    path = _facts(tmp_path / "f.json", {"v_cvt_pk_u8_f32.issue": 8, "v_made_up_f32.issue": 4})
    status, out, err = run_main("simulate", "--occupancy", "emitted/gemm_fp8_32x32.hsaco", "--facts", str(path))
    assert status == 2 and err.count("\n") == 1 and "facts.v_made_up_f32.issue: not a value" in err
    status, out, err = run_main("simulate", "--occupancy", "emitted/gemm_fp8_32x32.hsaco", "--facts",
                                str(tmp_path / "missing.json"))
    assert status == 2 and err.count("\n") == 1 and "no such facts file" in err


def _loop_count(path: str, mnemonic: str) -> int:
    """Instructions `mnemonic` in the kernel's last (main) loop: between a backward branch and its target."""
    insts = read_code_object(open(path, "rb").read()).kernel().instructions
    loops = [(next(j for j, y in enumerate(insts) if y.address == x.branch_target), i)
             for i, x in enumerate(insts) if x.branch_target is not None and x.branch_target < x.address]
    lo, hi = loops[-1]
    return sum(1 for y in insts[lo:hi + 1] if y.mnemonic == mnemonic)


def _simulate(*extra: str) -> dict:
    status, out, err = run_main("simulate", "--occupancy", "emitted/attention_hd64_lean.hsaco", "--format", "json",
                                *extra)
    assert (status, err) == (0, ""), err
    return json.loads(out)


def test_facts_move_a_valu_bound_kernel_as_the_file_says(tmp_path):
    """hd64 lean on one SIMD is VALU-bound in its key loop: raising v_cvt_pk_u8_f32's issue cycles by
    D adds D cycles per conversion per wave on the SIMD to each loop trip (the code object's own
    count of conversions in the loop, times its two waves per SIMD); a fact the kernel never uses
    (v_log_f32.issue) changes nothing."""
    base = _simulate()
    n = _loop_count("emitted/attention_hd64_lean.hsaco", "v_cvt_pk_u8_f32")
    assert n == 64
    for issue in (8, 16):
        got = _simulate("--facts", str(_facts(tmp_path / f"u8_{issue}.json", {"v_cvt_pk_u8_f32.issue": issue})))
        extra = got["loop_iteration_cycles"] - base["loop_iteration_cycles"]
        assert extra == n * base["waves_per_simd"] * (issue - 4), (issue, extra)
        assert got["total_cycles"] > base["total_cycles"]
    unused = _simulate("--facts", str(_facts(tmp_path / "log.json", {"v_log_f32.issue": 64})))
    assert unused == base


def test_facts_reach_the_recorded_stream_mode(tmp_path):
    """--record-args: the GEMM tile's launch has one exposed global-load latency (its loads issue
    together and the MFMA waits for all of them), so 1500 more cycles of vmem_latency add 1500."""
    args = tmp_path / "args.npz"
    np.savez(args, a=np.zeros((32, 64), np.uint8), b=np.zeros((32, 64), np.uint8), c=np.zeros((32, 32), np.float32),
             m=32, n=32, k=64)

    def cycles(*extra):
        status, out, err = run_main("simulate", "--occupancy", "emitted/gemm_fp8_32x32.hsaco", "--record-args",
                                    str(args), "--grid", "1,1,1", "--format", "json", *extra)
        assert (status, err) == (0, ""), err
        return json.loads(out)["cycles"]

    from zyfagen.isa import load_table

    base_latency = load_table().fact("vmem_latency").value
    slow = cycles("--facts", str(_facts(tmp_path / "v.json", {"vmem_latency": base_latency + 1500})))
    assert slow - cycles() == 1500


def test_measured_mfma_passes_reach_the_model(tmp_path):
    """hd128 lean's PV uses v_mfma_scale_f32_32x32x64_f8f6f4: twice its passes must slow it."""
    def cycles(*extra):
        status, out, err = run_main("simulate", "--occupancy", "emitted/attention_hd128_lean.hsaco", "--format",
                                    "json", *extra)
        assert (status, err) == (0, "")
        return json.loads(out)["total_cycles"]
    slow = _facts(tmp_path / "m.json", {"v_mfma_scale_f32_32x32x64_f8f6f4.passes": 32})
    assert cycles("--facts", str(slow)) > cycles()
