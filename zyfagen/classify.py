"""What is this instruction? The one answer, derived from isa/gfx950.isa.

Every pass (dag, schedule, waitcnt, hazards), the code-object reader, the emulator's
counter model and the cycle model ask `classify(mnemonic)`; none keeps its own name
prefixes or regexes. A listed instruction takes its unit and implicit SCC use from its
`inst` block; any mnemonic (listed or met only in another compiler's code object) takes the
rest from the table's `class` lines. A mnemonic that no unit class matches raises
`UnknownInstruction`, the one error for "zyfagen does not know this instruction".

Hardware limits (counter maxima, register files, LDS, waves) are table facts too: see
`Limits`, which the passes and models take from the table rather than spelling numbers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import UserError
from .isa import IsaTable, load_table

UNIT_ORDER = ("mfma", "valu_trans", "lds", "vmem", "smem", "branch", "misc", "salu", "valu")
MEMORY_UNITS = ("vmem", "lds", "smem")


class UnknownInstruction(UserError):
    """A mnemonic that neither the table lists nor any of its unit classes matches."""


@dataclass(frozen=True)
class InstClass:
    """Everything a pass or model needs to know about a mnemonic, independent of operands."""

    mnemonic: str
    unit: str                 # one of isa.UNITS
    listed: bool              # has an `inst` block in isa/gfx950.isa
    branch: bool              # changes the program counter (s_branch, s_cbranch_*, s_setpc, ...)
    conditional_branch: bool
    pc_relative: bool         # the target is PC + 4 + 4 * simm16
    branch_condition: str | None  # the register a conditional branch reads: scc, vcc or exec
    ends_program: bool
    writes_no_register: bool  # the first printed operand is a source (stores, compares, messages)
    store: bool
    atomic: bool
    lds_no_return: bool       # ds_* without a returned value
    two_defs: bool            # a VGPR and a carry/second destination
    saveexec: bool
    swap: bool
    transcendental: bool
    reads_scc: bool
    writes_scc: bool
    counters: frozenset[str]  # s_waitcnt counters it increments: "vmcnt", "lgkmcnt"
    hazard_tags: frozenset[str]  # the classes the hazard rules name (encoding-dependent ones apart)

    @property
    def is_memory(self) -> bool:
        return self.unit in MEMORY_UNITS


@dataclass(frozen=True)
class Limits:
    """Hardware limits the passes and models are given (LLVM-style), from table facts."""

    vmcnt_max: int
    lgkmcnt_max: int
    expcnt_max: int
    arch_vgprs: int
    agprs: int
    unified_vgprs: int
    sgprs: int
    lds_bytes_per_cu: int
    simds_per_cu: int
    wave_size: int
    max_waves_per_simd: int


def limits(table: IsaTable | None = None) -> Limits:
    table = table or load_table()

    def fact(name: str) -> int:
        return int(table.fact(name).value)

    return Limits(vmcnt_max=fact("vmcnt_max"), lgkmcnt_max=fact("lgkmcnt_max"),
                  expcnt_max=fact("expcnt_max"), arch_vgprs=fact("arch_vgprs"), agprs=fact("agprs"),
                  unified_vgprs=fact("unified_vgprs"), sgprs=fact("sgprs"),
                  lds_bytes_per_cu=fact("lds_bytes_per_cu"), simds_per_cu=fact("simds_per_cu"),
                  wave_size=fact("wave_size"), max_waves_per_simd=fact("max_waves_per_simd"))


class _Classifier:
    def __init__(self, table: IsaTable) -> None:
        self.table = table
        self.patterns = {name: re.compile(p) for name, (p, _) in table.classes.items()}
        missing = [f"unit_{u}" for u in UNIT_ORDER if f"unit_{u}" not in self.patterns]
        if missing:
            raise UserError(f"isa/gfx950.isa: class lines missing: {', '.join(missing)}")
        self.cache: dict[str, InstClass] = {}

    def is_a(self, name: str, mnemonic: str) -> bool:
        pat = self.patterns.get(name)
        return bool(pat is not None and pat.search(mnemonic))

    def unit_by_name(self, mnemonic: str) -> str | None:
        return next((u for u in UNIT_ORDER if self.is_a(f"unit_{u}", mnemonic)), None)

    def __call__(self, mnemonic: str) -> InstClass:
        got = self.cache.get(mnemonic)
        if got is None:
            got = self.cache[mnemonic] = self._classify(mnemonic)
        return got

    def _classify(self, m: str) -> InstClass:
        info = self.table.ops.get(m)
        unit = info.unit if info is not None else self.unit_by_name(m)
        if unit is None:
            raise UnknownInstruction(
                f"instruction {m!r} is unknown: it is not in isa/gfx950.isa and its name matches none "
                f"of the table's unit classes (s_*, v_*, ds_*, global_*, buffer_*, flat_*, scratch_*, exp)")
        is_a = lambda name: self.is_a(name, m)  # noqa: E731
        if info is not None and m.startswith("s_"):
            reads_scc, writes_scc = "scc" in info.implicit_in, "scc" in info.implicit_out
        else:
            reads_scc = unit in ("salu", "branch") and is_a("reads_scc")
            writes_scc = unit == "salu" and is_a("writes_scc")
        counters: set[str] = set()
        if unit == "vmem":
            counters.add("vmcnt")
            if m.startswith("flat_"):
                counters.add("lgkmcnt")  # FLAT may address LDS: it counts on both (gfx9)
        if unit in ("lds", "smem") or is_a("lgkm_message"):
            counters.add("lgkmcnt")
        transcendental = unit == "valu_trans" or is_a("trans")
        tags: set[str] = set()
        if unit == "mfma":
            tags |= {"mfma", "valu"}
            if is_a("mfma_dgemm"):
                tags.add("dgemm")
            elif is_a("mfma_sgemm"):
                tags.add("sgemm")
            else:
                tags.add("xdl")  # is_gfx940_xdl
        elif unit in ("valu", "valu_trans"):
            tags.add("valu")
            if transcendental:
                tags.add("trans")
        elif unit in ("vmem", "lds", "smem", "salu"):
            tags.add(unit)
        if m == "s_nop":
            tags.add("nop")
        for name in ("dot", "permlane", "m0_reader"):
            if is_a(name):
                tags.add(name)
        if m.startswith("v_cmpx_"):
            tags.add("cmpx")
        if m in ("v_readlane_b32", "v_readfirstlane_b32"):
            tags.add("readlane")
        if m == "v_writelane_b32":
            tags.add("writelane")
        if m.startswith("v_div_fmas_"):
            tags.add("div_fmas")
        if m.startswith(("s_setreg_b32", "s_setreg_imm32_b32")):
            tags.add("setreg")
        if m == "s_getreg_b32":
            tags.add("getreg")
        store = is_a("store")
        if store:
            tags.add("store")
        return InstClass(
            mnemonic=m, unit=unit, listed=info is not None, branch=unit == "branch",
            conditional_branch=is_a("branch_conditional"), pc_relative=is_a("branch_pc_relative"),
            branch_condition=_condition(m) if is_a("branch_conditional") else None, ends_program=is_a("ends_program"),
            writes_no_register=is_a("writes_no_register") or store, store=store, atomic=is_a("atomic"),
            lds_no_return=unit == "lds" and is_a("lds_no_return"), two_defs=is_a("two_defs"),
            saveexec=is_a("saveexec"), swap=is_a("swap"), transcendental=transcendental,
            reads_scc=reads_scc, writes_scc=writes_scc, counters=frozenset(counters),
            hazard_tags=frozenset(tags))


def _condition(mnemonic: str) -> str | None:
    # s_cbranch_scc0/1, s_cbranch_vccz/nz, s_cbranch_execz/nz (cdna4_isa, SOPP branches)
    for reg in ("scc", "vcc", "exec"):
        if mnemonic.startswith(f"s_cbranch_{reg}"):
            return reg
    return None


_CLASSIFIERS: dict[int, tuple[IsaTable, _Classifier]] = {}


def classifier(table: IsaTable | None = None) -> _Classifier:
    """The (cached) classifier of a table; call it with a mnemonic."""
    table = table or load_table()
    got = _CLASSIFIERS.get(id(table))
    if got is None or got[0] is not table:
        got = _CLASSIFIERS[id(table)] = (table, _Classifier(table))
    return got[1]


def classify(mnemonic: str, table: IsaTable | None = None) -> InstClass:
    """The class of one mnemonic (see InstClass); UnknownInstruction when nothing matches."""
    return classifier(table)(mnemonic)


def in_class(name: str, mnemonic: str, table: IsaTable | None = None) -> bool:
    """Whether a mnemonic matches one of the table's named `class` patterns."""
    return classifier(table).is_a(name, mnemonic)


def destination_count(cls: InstClass, operands: tuple, modifiers: dict[str, str] | frozenset,
                      is_register) -> int:
    """How many leading printed operands an instruction writes (0, 1 or 2).

    `is_register(operand)` says whether a printed operand is a register. Stores, compares,
    LDS DMA (`global_load_lds_*`, `buffer_load_* ... lds`), DS atomics without a return and
    non-returning atomics write none; the two-destination forms write the VGPR and the carry.
    """
    m = cls.mnemonic
    if not operands:
        return 0
    if cls.two_defs and len(operands) >= 2 and is_register(operands[1]):
        return 2
    if cls.writes_no_register:
        return 0
    if m.startswith(("global_load_lds_", "buffer_load_")) and ("lds" in modifiers or "lds_" in m):
        return 0  # LDS DMA: the data goes to LDS at M0
    if cls.atomic:
        return 1 if ("sc0" in modifiers or "glc" in modifiers) else 0
    if cls.lds_no_return:
        return 0
    return 1 if is_register(operands[0]) else 0
