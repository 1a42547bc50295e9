"""The emulator is keyed by the isa/ table: every instruction in it has semantics, and every
table example decodes into a handler (unsupported forms would only fail when executed)."""
from zyfagen.codeobj import parse_asm_line
from zyfagen.emulator import (convert, fp64, memory, memory_more, mfma, salu, scratch, valu, valu_bits,  # noqa: F401  (register families)
                              valu_lanes, valu_moves)
from zyfagen.emulator.errors import EmulationError
from zyfagen.emulator.program import SEMANTICS, DecodeContext
from zyfagen.isa import load_table


def test_every_table_instruction_has_emulator_semantics():
    table = load_table()
    missing = sorted(m for m, info in table.ops.items() if info.semantics not in SEMANTICS)
    assert not missing, f"isa/gfx950.isa entries without emulator semantics: {missing}"


def test_every_table_example_decodes():
    table = load_table()
    failures = []
    for info in table.ops.values():
        inst = parse_asm_line(info.example)
        if inst.branch_target is None and info.unit == "branch":
            continue  # a branch needs its target inside a kernel; covered by kernel tests
        try:
            SEMANTICS[info.semantics](inst, info, DecodeContext(None, {}))
        except EmulationError as exc:
            failures.append(f"{info.example}: {exc}")
    assert not failures, failures
