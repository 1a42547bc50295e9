"""The one instruction classifier (zyfagen/classify.py), derived from isa/gfx950.isa.

Expected classes come from the ISA's own definitions, not from the classifier: LLVM's
VOP1Instructions.td marks the transcendentals IsTrans; a DS atomic without `_rtn` returns
nothing; FLAT counts on vmcnt and lgkmcnt on gfx9 (SIInsertWaitcnts); `s_getpc_b64` is a
SOP1 (SALU) instruction that writes an SGPR pair, not a branch.
"""
import re
from pathlib import Path

import pytest

from zyfagen.classify import UnknownInstruction, classify, limits
from zyfagen.codeobj import DecodedInst
from zyfagen.hazards import from_decoded
from zyfagen.isa import load_table

ROOT = Path(__file__).resolve().parents[2]


def test_name_patterns_agree_with_every_listed_unit():
    table = load_table()
    from zyfagen.classify import classifier

    c = classifier(table)
    disagree = {m: (info.unit, c.unit_by_name(m)) for m, info in table.ops.items()
                if c.unit_by_name(m) != info.unit}
    assert disagree == {}


@pytest.mark.parametrize("mnemonic, unit, trans", [
    ("v_exp_f32", "valu_trans", True), ("v_exp_legacy_f32", "valu_trans", True),
    ("v_rcp_iflag_f32", "valu_trans", True), ("v_sqrt_f64", "valu_trans", True),
    ("v_exp_i32_i24_made_up", "valu", False), ("v_fma_f32", "valu", False),
    ("v_mfma_f32_32x32x64_f8f6f4", "mfma", False), ("v_smfmac_f32_16x16x64_fp8_fp8", "mfma", False),
    ("s_getpc_b64", "salu", False), ("s_call_b64", "branch", False), ("s_cbranch_scc1", "branch", False),
    ("s_load_dwordx4", "smem", False), ("s_sendmsg", "misc", False), ("tbuffer_load_format_x", "vmem", False),
    ("scratch_store_dwordx2", "vmem", False), ("ds_read_b64_tr_b8", "lds", False), ("exp", "misc", False),
])
def test_units_of_listed_and_foreign_mnemonics(mnemonic, unit, trans):
    cls = classify(mnemonic)
    assert (cls.unit, cls.transcendental) == (unit, trans)


def test_destinations_stores_atomics_and_counters():
    assert classify("global_store_dwordx4").writes_no_register and classify("global_store_dwordx4").store
    assert classify("ds_add_u32").lds_no_return and not classify("ds_add_rtn_u32").lds_no_return
    assert classify("v_add_co_u32").two_defs and not classify("v_add_u32").two_defs
    assert not classify("v_cmpx_gt_f32").writes_no_register  # writes VCC/SDST and EXEC on gfx9
    assert classify("s_and_saveexec_b64").saveexec and classify("s_andn2_saveexec_b64").saveexec
    assert classify("flat_load_dword").counters == {"vmcnt", "lgkmcnt"}
    assert classify("global_load_dword").counters == {"vmcnt"}
    assert classify("s_load_dword").counters == {"lgkmcnt"} == classify("ds_write_b32").counters
    assert classify("s_sendmsg").counters == {"lgkmcnt"}
    assert classify("v_add_f32").counters == frozenset()
    scc = classify("s_cselect_b32")
    assert scc.reads_scc and not scc.writes_scc
    assert classify("s_add_u32").writes_scc and classify("s_cbranch_scc0").reads_scc
    assert classify("s_cbranch_vccz").conditional_branch and not classify("s_branch").conditional_branch
    assert classify("s_endpgm").ends_program and not classify("s_endpgm").branch


def test_unknown_mnemonic_is_one_clear_error_from_one_place():
    with pytest.raises(UnknownInstruction) as exc:
        classify("q_frobnicate_b32")
    msg = str(exc.value)
    assert "q_frobnicate_b32" in msg and "isa/gfx950.isa" in msg and "\n" not in msg
    inst = DecodedInst(0, "q_frobnicate_b32", "", (), (), (0,), "q_frobnicate_b32")
    with pytest.raises(UnknownInstruction):
        from_decoded(inst)  # the hazard checker asks the same classifier


def test_counter_limits_are_table_facts():
    table = load_table()
    lim = limits(table)
    assert (lim.vmcnt_max, lim.lgkmcnt_max) == (2 ** 6 - 1, 2 ** 4 - 1)  # gfx9 field widths
    assert lim.unified_vgprs == lim.arch_vgprs + lim.agprs


def test_no_other_module_classifies_by_mnemonic_prefix():
    """The old private answers (unit_of by prefixes, _NO_DEF / _TRANS / _SMEM regexes,
    branch prefixes) must not come back outside classify.py."""
    offenders = []
    pattern = re.compile(r'startswith\(\(?"s_(cbranch|branch|load|endpgm)|re\.compile\(r"\^\(?(s_cmp|v_\(exp|s_\(load|global_store|s_\(cselect)')
    for path in (ROOT / "zyfagen").rglob("*.py"):
        if path.name == "classify.py":
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert offenders == []
