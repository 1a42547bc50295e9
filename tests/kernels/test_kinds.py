"""Kernel kinds as plug-ins: every registered kind's record is consistent, its launch contract
is the one its code objects declare, the schedule is parsed once per build, and no per-kind
table or `kind ==` test lives outside a kind's own package.

Oracles: the assembled code objects' metadata (written by the LLVM assembler from the kernel's
directives) for argument names, kinds and workgroup sizes; numpy for the causal pair count.
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from zyfagen import kernels
from zyfagen.codeobj import read_code_object
from zyfagen.spec import load_spec

from conftest import ROOT


@pytest.mark.parametrize("name", kernels.known_kinds())
def test_kind_record_is_consistent(name):
    kind = kernels.get_kind(name)
    assert kind.name == name
    names = set(kind.param_names())
    assert kind.problem_params <= names, "a problem parameter the kind does not have would be tuned"
    full = kind.complete({})
    assert set(full) == names
    assert 0.0 < kind.useful_mac_fraction(full) <= 1.0
    assert kind.work_unit(full)[1] > 0 and kind.phases.names
    assert set(kind.phases.block_mfma) <= set(kind.phases.names)
    assert [n for n, _ in kind.phases.meanings] == list(kind.phases.names)


SPECS = sorted(p.stem for p in (ROOT / "specs").glob("*.yaml"))


@pytest.mark.parametrize("name", SPECS)
def test_launch_contract_is_what_the_emitted_code_object_declares(name):
    spec = load_spec(ROOT / "specs" / f"{name}.yaml")
    kind = kernels.get_kind(spec.kind)
    kc = read_code_object((ROOT / "emitted" / f"{name}.hsaco").read_bytes()).kernel()
    declared = [a for a in kc.metadata[".args"] if not a[".value_kind"].startswith("hidden_")]
    contract = kind.launch_args(spec.params)
    assert [a[".name"] for a in declared] == [a.name for a in contract]
    assert [a[".value_kind"] for a in declared] == \
        ["global_buffer" if a.kind == "buffer" else "by_value" for a in contract]
    assert int(kc.metadata[".max_flat_workgroup_size"]) == kind.workgroup_size(spec.params)


@pytest.mark.parametrize("params", [dict(lse=True, descale="batch_head", waves_per_workgroup=2), dict(output="fp32")])
def test_attention_launch_contract_follows_its_params(params):
    from zyfagen.driver import build_spec
    from zyfagen.spec import parse_spec

    text = "name: c\narch: gfx950\nkind: attention_fwd\nparams:\n" + "".join(
        f"  {k}: {str(v).lower() if isinstance(v, bool) else v}\n" for k, v in params.items())
    spec = parse_spec(text)
    kind = kernels.get_kind("attention_fwd")
    kc = read_code_object(build_spec(spec).code_object).kernel()
    declared = [a for a in kc.metadata[".args"] if not a[".value_kind"].startswith("hidden_")]
    assert [a[".name"] for a in declared] == [a.name for a in kind.launch_args(spec.params)]
    assert [a[".size"] for a in declared] == [8 if a.kind == "buffer" else 4 for a in kind.launch_args(spec.params)]
    assert int(kc.metadata[".max_flat_workgroup_size"]) == kind.workgroup_size(spec.params)


def test_attention_useful_macs_count_the_visible_pairs():
    from zyfagen.kernels.attention_fwd import AttentionProblem

    kind = kernels.get_kind("attention_fwd")
    prob = AttentionProblem(batch=2, seq_q=37, seq_k=300, heads_q=3, heads_kv=1)
    for causal in (False, True):
        params = kind.complete({"head_dim_qk": 192, "head_dim_v": 128, "causal": causal})
        q, k = np.arange(37)[:, None], np.arange(300)[None, :]
        visible = (k <= q + 300 - 37) if causal else np.ones((37, 300), bool)  # bottom-right aligned
        assert kind.useful_macs(params, prob) == 2 * 3 * int(visible.sum()) * (192 + 128)


def test_schedule_is_parsed_once_per_build(monkeypatch):
    from zyfagen import schedule
    from zyfagen.driver import build_spec

    calls = []
    real = schedule.parse_schedule
    monkeypatch.setattr(schedule, "parse_schedule", lambda *a, **k: calls.append(a) or real(*a, **k))
    for name in ("attention_hd64_lean", "gemm_fp8_32x32"):
        calls.clear()
        build_spec(ROOT / "specs" / f"{name}.yaml")
        assert len(calls) == 1, name


# a kernel kind's name compared with or tested for membership, a spec's kind compared, or a
# mapping keyed by a kind's name (the registry's own lines map to zyfagen.kernels.* modules)
_PER_KIND = re.compile(r"""[!=]=\s*["'](%(k)s)["']|["'](%(k)s)["']\s*[!=]=|\[\s*\w*spec\.kind\s*\]|\.get\(\s*\w*spec\.kind\b"""
                       r"""|\bin\s*[(\[{]\s*["'](%(k)s)["']|["'](%(k)s)["']\s*:(?!\s*["']zyfagen\.kernels\.)""")


def test_no_per_kind_table_or_kind_test_outside_the_kinds_packages():
    names = "|".join(re.escape(n) for n in kernels.known_kinds())
    pattern = re.compile(_PER_KIND.pattern % {"k": names})
    kind_dirs = {ROOT / "zyfagen" / "kernels" / d for d in ("attention_fwd", "gemm_tile")}
    offenders = []
    for path in sorted((ROOT / "zyfagen").rglob("*.py")) + sorted((ROOT / "benchmarks").glob("*.py")):
        if any(d in path.parents for d in kind_dirs):
            continue
        for no, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            if pattern.search(code):
                offenders.append(f"{path.relative_to(ROOT)}:{no}: {line.strip()}")
    assert not offenders, "per-kind knowledge outside a kind's package:\n" + "\n".join(offenders)


def test_the_grep_finds_what_it_looks_for():
    names = "|".join(re.escape(n) for n in kernels.known_kinds())
    pattern = re.compile(_PER_KIND.pattern % {"k": names})
    for bad in ('if kind == "attention_fwd":', 'T = {"fp8_gemm_tile": 1}', 'CHECKS[base_spec.kind]',
                'if "attention_fwd" == spec.kind:', 'PROBLEM_PARAMS.get(spec.kind, ())',
                'if k in ("attention_fwd", "x"):'):
        assert pattern.search(bad), bad
    assert not pattern.search('"attention_fwd": "zyfagen.kernels.attention_fwd",')  # the registry line
    assert not pattern.search('kind = get_kind(spec.kind)')
    assert not pattern.search('if r.kind == ACC:')  # register kinds are not kernel kinds
