"""The instruction table against the real assembler and disassembler (clang-22 / llvm-objdump-22)."""
from pathlib import Path

import pytest

from zyfagen.assemble import assemble
from zyfagen.codeobj import disassemble, parse_asm_line
from zyfagen.errors import EmitError, UserError
from zyfagen.ir import Imm, KernelBuilder
from zyfagen.isa import STATUSES, UNITS, load_table


def test_table_loads_with_units_statuses_and_sources():
    table = load_table()
    assert len(table.ops) > 50
    for info in table.ops.values():
        assert info.unit in UNITS
        for fact in (info.issue, info.latency, info.passes):
            if fact is not None:
                assert fact.status in STATUSES and fact.source in table.sources
    assert table.mfma_cycles("v_mfma_f32_32x32x64_f8f6f4") == 64  # 16 passes, cdna4-facts.md


def _asm_file(lines):
    return ".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n.text\nk:\n" + "\n".join("  " + l for l in lines) + "\n  s_endpgm\n"


def test_every_table_example_assembles_and_disassembles_to_its_mnemonic():
    """One line per entry through clang-22 for gfx950, then back through llvm-objdump-22."""
    table = load_table()
    ops = sorted(table.ops.values(), key=lambda o: o.mnemonic)
    lines = [o.example for o in ops]
    for o in ops:
        assert parse_asm_line(o.example).mnemonic == o.mnemonic, o.example
    try:
        code = assemble(_asm_file(lines))
    except UserError as exc:  # name the failing entry
        pytest.fail(f"an isa/gfx950.isa example does not assemble: {exc}")
    decoded = [inst for _, inst in disassemble(code)][: len(lines)]
    assert [d.mnemonic for d in decoded] == [o.mnemonic for o in ops]


def test_builder_refuses_instruction_missing_from_table():
    kb = KernelBuilder("k")
    with pytest.raises(EmitError, match="not in the gfx950 instruction table"):
        kb.op.v_madmk_f32  # a real GCN mnemonic the table does not list


def test_builder_checks_operand_kinds_and_widths():
    kb = KernelBuilder("k")
    with pytest.raises(EmitError, match="width"):
        kb.op.v_mfma_f32_32x32x64_f8f6f4(kb.areg(16), kb.vreg(4), kb.vreg(8), kb.areg(16))
    with pytest.raises(EmitError, match="register kind"):
        kb.op.v_add_f32(kb.sreg(1), kb.vreg(1), kb.vreg(1))
    with pytest.raises(EmitError, match="literal"):
        kb.op.v_fma_f32(kb.vreg(1), kb.vreg(1), Imm(1000), kb.vreg(1))


def test_bad_table_reports_line_and_column(tmp_path: Path):
    bad = tmp_path / "bad.isa"
    bad.write_text('source x "y"\ninst v_foo {\n  unit valu\n  issue four unverified x\n}\n')
    with pytest.raises(UserError, match=r"bad.isa:4: column \d+"):
        load_table.__wrapped__(str(bad))
