"""The gfx950 hazard pass and checker.

Oracles: the wait-state numbers written below come from the GCNHazardRecognizer.cpp tables
quoted in isa/gfx950.isa (e.g. 16-pass XDL result read by a VALU: 16 + 3 + 1 = 20), not from
a run of our code; LLVM-scheduled Triton kernels are the control (zero violations, and
removing LLVM's own s_nops makes violations appear); clang-22 assembles every broken kernel.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from zyfagen.assemble import assemble
from zyfagen.codeobj import parse_asm_line
from zyfagen.hazard_check import check_code_object, main as check_main
from zyfagen.hazards import insert_hazard_nops, kernel_needs, mfma_passes
from zyfagen.ir import Imm, KernelBuilder, LabelRef, PReg
from zyfagen.isa import load_table

HERE = Path(__file__).resolve().parents[1]  # tests/
BROKEN = HERE / "data" / "hazards"
TRITON = HERE / "data" / "triton"
ROOT = HERE.parent


def v(i, w=1):
    return PReg("v", i, w)


def a(i, w=1):
    return PReg("a", i, w)


def s(i, w=1):
    return PReg("s", i, w)


def _nop_states(kernel) -> list[int]:
    return [int(i.operands[0].value) + 1 for i in kernel.insts if i.op == "s_nop"]


# ---- the rule table ---------------------------------------------------------------------


def test_rule_table_is_data_with_sources():
    t = load_table()
    for rule in t.hazards.values():
        assert rule.source in t.sources and rule.status in ("sourced", "unverified")
        assert "Wait" in rule.cite or "check" in rule.cite
    # GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates, gfx950 column: NumPasses + 3 + (NumPasses != 2)
    assert [t.hazards["xdl_write_valu_mem_read"].wait_states(p) for p in (2, 4, 8, 16)] == [5, 8, 12, 20]
    # GFX940_XDL_N_PassWritesVGPROverlappedXDLOrSMFMASrcCWaitStates: NumPasses + 1 + IsGFX950
    assert [t.hazards["xdl_write_srcc_overlap_xdl"].wait_states(p) for p in (2, 4, 8, 16)] == [4, 6, 10, 18]


def test_mfma_passes_follow_the_gfx950_schedule_model():
    t = load_table()
    assert mfma_passes(t, "v_mfma_f32_32x32x64_f8f6f4") == 16  # FP8 A (cbsz 0)
    assert mfma_passes(t, "v_mfma_f32_32x32x64_f8f6f4", cbsz=4, blgp=4) == 8  # FP4 x FP4
    assert mfma_passes(t, "v_mfma_scale_f32_16x16x128_f8f6f4", cbsz=2, blgp=0) == 8  # B is FP8
    assert mfma_passes(t, "v_mfma_f32_32x32x16_bf16") == 8
    assert mfma_passes(t, "v_mfma_f32_32x32x2_f32") == 16
    # the ISA table's pass counts (FP8 operands) agree with the hazard patterns
    for info in t.ops.values():
        if info.unit == "mfma":
            assert mfma_passes(t, info.mnemonic) == int(info.passes.value), info.mnemonic


# ---- the pass on small IR snippets ----------------------------------------------------------


def _kernel(body):
    kb = KernelBuilder("k")
    body(kb)
    return kb.finish()


def _xdl_result_read(kb):
    """A 16-pass XDL MFMA, then a VALU read of one of its result registers."""
    kb.op.v_mfma_f32_32x32x64_f8f6f4(a(0, 16), v(0, 8), v(8, 8), a(0, 16))
    kb.op.v_accvgpr_read_b32(v(16), a(3))
    kb.op.s_endpgm()


def test_xdl_result_read_by_valu_gets_exactly_20_wait_states():
    out = insert_hazard_nops(_kernel(_xdl_result_read))
    assert sum(_nop_states(out)) == 20  # 16 passes: 16 + 3 + 1
    assert _nop_states(out) == [16, 4]  # s_nop 15, s_nop 3: 4-bit s_nop field on gfx950


def test_independent_instructions_count_as_wait_states():
    def body(kb):
        kb.op.v_mfma_f32_32x32x64_f8f6f4(a(0, 16), v(0, 8), v(8, 8), a(0, 16))
        for i in range(5):
            kb.op.v_mov_b32(v(20 + i), Imm(i))
        kb.op.v_accvgpr_read_b32(v(16), a(3))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(body)))) == 20 - 5


def test_back_to_back_accumulation_needs_nothing_but_overlap_does():
    def same(kb):
        kb.op.v_mfma_f32_32x32x64_f8f6f4(a(0, 16), v(0, 8), v(8, 8), a(0, 16))
        kb.op.v_mfma_f32_32x32x64_f8f6f4(a(0, 16), v(16, 8), v(24, 8), a(0, 16))
        kb.op.s_endpgm()
    assert _nop_states(insert_hazard_nops(_kernel(same))) == []

    def overlap(kb):  # 16-pass XDL writes v[32:47]; a 16x16 MFMA reads v[36:39] as SrcC
        kb.op.v_mfma_f32_32x32x64_f8f6f4(v(32, 16), v(0, 8), v(8, 8), v(32, 16))
        kb.op.v_mfma_f32_16x16x128_f8f6f4(v(36, 4), v(0, 8), v(8, 8), v(36, 4))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(overlap)))) == 18  # 16 + 1 + 1

    def srcab(kb):  # 8-pass XDL result read as SrcA
        kb.op.v_mfma_f32_16x16x128_f8f6f4(v(16, 4), v(0, 8), v(8, 8), v(16, 4))
        kb.op.v_mfma_f32_16x16x128_f8f6f4(v(24, 4), v(16, 8), v(8, 8), v(24, 4))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(srcab)))) == 12  # 8 + 3 + 1


def test_non_fp8_f8f6f4_mfma_has_half_the_passes():
    def body(kb):
        # FP4 operands are 4 dwords (clang-22: "wrong register tuple size for cbsz value 4" for 8)
        kb.op.v_mfma_f32_16x16x128_f8f6f4(v(16, 4), v(0, 4), v(8, 4), v(16, 4), mods=("cbsz:4", "blgp:4"))
        kb.op.v_mov_b32(v(40), v(17))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(body)))) == 8  # 4 passes: 4 + 3 + 1


def test_valu_rules():
    def valu_mfma(kb):
        kb.op.v_mov_b32(v(3), Imm(0))
        kb.op.v_mfma_f32_16x16x128_f8f6f4(v(16, 4), v(0, 8), v(8, 8), v(16, 4))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(valu_mfma)))) == 2

    def cmp_cndmask(kb):
        kb.op.v_cmp_gt_u32(s(4), v(1))  # writes vcc
        kb.op.v_cndmask_b32(v(2), v(3), v(4))  # reads vcc
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(cmp_cndmask)))) == 2

    def trans(kb):
        kb.op.v_exp_f32(v(1), v(2))
        kb.op.v_add_f32(v(3), v(1), v(4))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(trans)))) == 1

    def dst_sel(kb):
        kb.op.v_cvt_pk_fp8_f32(v(1), v(2), v(3), mods=("op_sel:[0,0,1]",))
        kb.op.v_or_b32(v(4), v(1), v(5))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(dst_sel)))) == 1

    def low_half(kb):  # op_sel dst bit clear: the result is not shifted, no hazard
        kb.op.v_cvt_pk_fp8_f32(v(1), v(2), v(3))
        kb.op.v_or_b32(v(4), v(1), v(5))
        kb.op.s_endpgm()
    assert _nop_states(insert_hazard_nops(_kernel(low_half))) == []

    def sgpr_vmem(kb):
        kb.op.v_readfirstlane_b32(s(6), v(0))
        kb.op.v_readfirstlane_b32(s(7), v(1))
        kb.op.global_load_dword(v(2), v(3), s(6, 2))
        kb.op.s_endpgm()
    assert sum(_nop_states(insert_hazard_nops(_kernel(sgpr_vmem)))) == 5


def test_loop_back_edge_and_join_take_the_worst_path():
    def body(kb):
        kb.op.s_mov_b32(s(10), Imm(4))
        kb.label("loop")
        kb.op.v_accvgpr_read_b32(v(16), a(3))  # reads the previous iteration's MFMA result
        kb.op.v_mfma_f32_32x32x64_f8f6f4(a(0, 16), v(0, 8), v(8, 8), a(0, 16))
        kb.op.s_sub_u32(s(10), s(10), Imm(1))
        kb.op.s_cmp_eq_u32(s(10), Imm(0))
        kb.op.s_cbranch_scc0(LabelRef("loop"))
        kb.label("done")
        kb.op.s_endpgm()
    out = insert_hazard_nops(_kernel(body))
    # the back edge: MFMA, s_sub, s_cmp, s_cbranch -> 3 wait states already, 17 more
    loop = next(b for b in out.blocks if b.label == "loop")
    assert loop.insts[0].op == "s_nop" and sum(_nop_states(out)) == 17
    assert kernel_needs(out) == []


def test_pass_is_idempotent_and_leaves_clean_kernels_alone():
    once = insert_hazard_nops(_kernel(_xdl_result_read))
    assert insert_hazard_nops(once) == once


# ---- broken kernels: the checker finds each rule, the padding the table asks for fixes it ----

# rule -> wait states needed, from the LLVM constants cited in isa/gfx950.isa
EXPECTED = {
    "xdl_write_valu_mem_read": 20,  # 16-pass XDL
    "xdl_write_srcab": 12,  # 8-pass XDL
    "xdl_write_srcc_overlap_xdl": 18,  # 16-pass XDL
    "xdl_write_valu_waw": 8,  # 4-pass (FP6 x FP6 16x16x128)
    "xdl_read_srcc_valu_war": 15,  # 16-pass reader: SMFMA32x32ReadVgprVALUWarWaitStates
    "valu_write_mfma_read": 2,
    "valu_write_exec_mfma": 4,
    "trans_write_valu_read": 1,
    "dst_sel_forwarding": 1,
    "valu_write_sgpr_valu_read": 2,
    "valu_write_sgpr_vmem_read": 5,
    "valu_write_vgpr_readlane": 1,
    "valu_write_exec_rwlane": 4,
    "valu_write_sgpr_rwlane_select": 4,
    "store_data_valu_write": 2,
    "write_vgpr_dpp_read": 2,
    "valu_write_exec_dpp": 5,
    "valu_write_vgpr_permlane": 2,
    "vcmpx_write_exec_permlane": 4,
    "salu_write_m0_read": 1,
    "vmem_soft_clause": 1,
    "smem_soft_clause": 1,
    "setreg_getreg": 2,
    "dot_write_valu_read": 3,
    "valu_write_vcc_div_fmas": 4,
}


def _wrap(body: str) -> str:
    return (BROKEN / "wrapper.s.in").read_text().replace("@BODY@", body)


def _padded(body: str, wait_states: int) -> str:
    nops = []
    while wait_states > 0:
        n = min(wait_states, 16)
        nops.append(f"\ts_nop {n - 1}")
        wait_states -= n
    return body.replace("; HAZARD", "\n".join(nops))


def test_every_broken_kernel_is_listed():
    assert {p.stem for p in BROKEN.glob("*.s")} == set(EXPECTED)


def test_broken_kernels_are_caught_and_padding_fixes_them():
    # one assembler run per kernel: each rule's broken and padded forms in one code object
    # would mix rules, so each is its own small code object
    for rule, needed in EXPECTED.items():
        body = (BROKEN / f"{rule}.s").read_text()
        found = check_code_object(assemble(_wrap(body), source_name=f"{rule}.s"))
        consumer = body.split("; HAZARD\n")[1].splitlines()[0].strip()
        hits = [x for x in found if x.rule == rule]
        assert hits, f"{rule}: not detected; found {[str(x) for x in found]}"
        assert {parse_asm_line(x.text).mnemonic for x in hits} == {parse_asm_line(consumer).mnemonic}, rule
        assert max(x.needed - x.actual for x in hits) == needed, rule
        assert all(x.rule in EXPECTED for x in found), [str(x) for x in found]
        fixed = check_code_object(assemble(_wrap(_padded(body, needed))))
        assert [x for x in fixed if x.rule == rule] == [], rule
        short = check_code_object(assemble(_wrap(_padded(body, needed - 1)))) if needed > 1 else None
        if short is not None:
            assert [x.actual for x in short if x.rule == rule] == [needed - 1], rule


# ---- controls: LLVM-scheduled Triton code, and our emitted kernels ----------------------------


TRITON_OBJECTS = sorted(TRITON.glob("*.hsaco"))


@pytest.mark.parametrize("path", TRITON_OBJECTS, ids=lambda p: p.stem)
def test_triton_kernels_have_no_violations(path):
    assert [str(x) for x in check_code_object(path)] == []


def test_removing_llvms_nops_from_triton_code_creates_violations():
    text = (TRITON / "fp8_attention_fwd.s").read_text()
    text = re.sub(r'\.amdgcn_target "[^"]*"', '.amdgcn_target "amdgcn-amd-amdhsa--gfx950"', text)
    stripped = "\n".join(l for l in text.splitlines() if not re.match(r"\s*s_nop\b", l)) + "\n"
    rules = {x.rule for x in check_code_object(assemble(stripped))}
    # the kernel's own nops guard these: M0 before LDS DMA, MFMA results read by VALU,
    # VALU writes read by v_permlane32_swap and by an MFMA
    assert {"salu_write_m0_read", "xdl_write_valu_mem_read", "valu_write_vgpr_permlane",
            "valu_write_mfma_read"} <= rules


@pytest.mark.parametrize("path", sorted((ROOT / "emitted").glob("*.hsaco")), ids=lambda p: p.stem)
def test_emitted_kernels_have_no_violations(path):
    assert [str(x) for x in check_code_object(path)] == []


def test_cli_exit_status(tmp_path, capsys):
    body = (BROKEN / "trans_write_valu_read.s").read_text()
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes(assemble(_wrap(body)))
    assert check_main([str(bad), "-q"]) == 1
    assert "trans_write_valu_read needs 1 wait states, has 0" in capsys.readouterr().out
    assert check_main([str(tmp_path / "missing.hsaco")]) == 2


# ---- LLVM's own search bound: why LLVM-built Triton kernels show "needs 20, has 19" ----------
#
# GCNHazardRecognizer::checkMAIVALUHazards (llvm/lib/Target/AMDGPU/GCNHazardRecognizer.cpp)
# asks NumPasses + 3 + 1 = 20 wait states on gfx950 between a 16-pass XDL write and a VALU
# read, a VALU write (WAW) or a VMEM read of the same VGPRs, but it looks for the MFMA with
# getWaitStatesSinceDef(Reg, IsMFMAWriteFn, MaxWaitStates) where MaxWaitStates is still 19
# (a constant of that function older than gfx950's +1): the backward walk expires after 19
# wait states, so an MFMA exactly 19 wait states back is never found and LLVM inserts
# nothing. LLVM 22 itself shows both halves below; our rule keeps LLVM's stated 20, so the
# six corpus findings (tests/emulator/test_triton_corpus.py) are real violations of
# LLVM's own requirement that LLVM's bounded search lets through.

_MIR_DST = "_".join(("$" if i == 32 else "") + f"vgpr{i}" for i in range(32, 48))
_MIR_CONSUMERS = {
    "valu_read": "$vgpr60 = V_MUL_F32_e32 1077936128, $vgpr33, implicit $mode, implicit $exec",
    "valu_waw": "$vgpr33 = V_MOV_B32_e32 0, implicit $exec",
    "vmem_read": "GLOBAL_STORE_DWORD $vgpr50_vgpr51, $vgpr33, 0, 0, implicit $exec",
}


def _llc() -> str:
    import shutil
    from zyfagen.toolchain import find_toolchain
    clang = find_toolchain().clang  # ROCm / ZYFAGEN_LLVM_DIR: llc beside clang; Debian: llc-22
    beside = clang.parent / "llc"
    found = str(beside) if clang.name == "clang" and beside.exists() else shutil.which("llc-22")
    if found is None:
        pytest.skip("llc-22 (Debian llvm-22) not installed")
    return found


def _llvm_nop_wait_states(fillers: int) -> dict[str, int]:
    """Wait states LLVM 22's post-RA hazard recognizer inserts before each consumer kind when
    `fillers` independent v_mov_b32 stand between a 16-pass XDL MFMA and it."""
    import subprocess
    docs = []
    for name, consumer in _MIR_CONSUMERS.items():
        fill = "".join(f"    $vgpr{100 + i} = V_MOV_B32_e32 0, implicit $exec\n"
                       for i in range(fillers))
        docs.append(
            f"---\nname: {name}\nbody: |\n  bb.0:\n"
            f"    {_MIR_DST} = V_MFMA_F32_32X32X64_F8F6F4_f8_f8_vgprcd_e64 "
            "$vgpr0_vgpr1_vgpr2_vgpr3_vgpr4_vgpr5_vgpr6_vgpr7, "
            "$vgpr8_vgpr9_vgpr10_vgpr11_vgpr12_vgpr13_vgpr14_vgpr15, "
            f"{_MIR_DST}, 0, 0, implicit $mode, implicit $exec\n{fill}    {consumer}\n"
            "    S_ENDPGM 0\n...\n")
    out = subprocess.run([_llc(), "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx950",
                          "-run-pass=post-RA-hazard-rec", "-x", "mir", "-", "-o", "-"], input="".join(docs),
                         capture_output=True, text=True, check=True).stdout
    states, name = {}, None
    for line in out.splitlines():
        if m := re.match(r"name:\s+(\S+)", line):
            name = m[1]
            states[name] = 0
        elif m := re.search(r"\bS_NOP (\d+)", line):
            states[name] += int(m[1]) + 1
    return states


def test_llvm_22_asks_20_wait_states_but_lets_exactly_19_through():
    # 18 fillers: LLVM pads to 20 (its rule, = our table's 16:20); 19 fillers: nothing
    assert _llvm_nop_wait_states(18) == {k: 2 for k in _MIR_CONSUMERS}
    assert _llvm_nop_wait_states(19) == {k: 0 for k in _MIR_CONSUMERS}
    # our checker reports each 19-filler form (assembled by clang-22) as 1 wait state short
    fill = "\n".join(f"\tv_mov_b32 v{40 + i}, 0" for i in range(19))
    for consumer, rule in (("v_mul_f32 v60, 0x40400000, v17", "xdl_write_valu_mem_read"),
                           ("v_mov_b32 v17, 0", "xdl_write_valu_waw"),
                           ("global_store_dword v[50:51], v17, off", "xdl_write_valu_mem_read")):
        body = (f"\tv_mfma_f32_32x32x64_f8f6f4 v[16:31], v[0:7], v[8:15], v[16:31]\n{fill}\n"
                f"\t{consumer}\n")
        found = check_code_object(assemble(_wrap(body)))
        assert [(x.rule, x.needed, x.actual) for x in found] == [(rule, 20, 19)], consumer
