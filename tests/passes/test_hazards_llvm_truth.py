"""The two disputed gfx950 hazard rules, settled by LLVM 22 itself (issue 32).

Oracle: clang-22 (LLVM 22.1.8) compiles LLVM IR for gfx950; its GCNHazardRecognizer inserts
exactly the wait states each rule needs right after the producer. Our checker
(zyfagen.hazard_check, whose rules zyfagen.hazards also applies) must find LLVM's output clean,
and must ask for exactly LLVM's count once one wait state is taken away.

(a) a 32x32x64 FP8 MFMA (16 passes) read by a VALU or a store: LLVM 22 waits 20
    (GFX940_XDL_N_PassWriteVgprVALUMemExpReadWaitStates: NumPasses + 3, + 1 on gfx950), 12 for
    8 passes (FP4 operands, 16x16x128 FP8). Triton's kernels with 19 came from an older LLVM.
(b) VALU writes VCC, the next VALU reads it implicitly (v_addc_co_u32_e32's carry in): LLVM 22
    separates them by `s_nop 1` (checkVALUHazards, VALUWriteSGPRVALUReadWaitstates = 2, which
    tests VALU->readsRegister(VCC), implicit operands included).
"""
import re

import pytest
from emulator_util import compile_llvm_ir

from zyfagen.assemble import assemble
from zyfagen.hazard_check import check_code_object

MFMA_IR = """
target triple = "amdgcn-amd-amdhsa"
declare <{n} x float> @llvm.amdgcn.mfma.scale.f32.{shape}.f8f6f4.v{w}i32.v{w}i32(<{w} x i32>, <{w} x i32>, <{n} x float>, i32, i32, i32, i32, i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %p, <{w} x i32> %a, <{w} x i32> %b) #0 {{
  %r = call <{n} x float> @llvm.amdgcn.mfma.scale.f32.{shape}.f8f6f4.v{w}i32.v{w}i32(<{w} x i32> %a, <{w} x i32> %b, <{n} x float> zeroinitializer, i32 {fmt}, i32 {fmt}, i32 0, i32 127, i32 0, i32 127)
  %e = extractelement <{n} x float> %r, i32 3
  {use}
  ret void
}}
attributes #0 = {{ "amdgpu-agpr-alloc"="0" }}
"""
STORE = "store float %e, ptr addrspace(1) %p"
VALU = "%f = fmul float %e, 3.0\n  store float %f, ptr addrspace(1) %p"

CARRY_IR = """
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i128, ptr addrspace(1) %p, i32 %t
  %a = load i128, ptr addrspace(1) %q
  %b = getelementptr i128, ptr addrspace(1) %q, i32 64
  %bv = load i128, ptr addrspace(1) %b
  %c = add i128 %a, %bv
  store i128 %c, ptr addrspace(1) %q
  ret void
}
"""


def _waits_after(lines: list[str], i: int) -> int:
    """Wait states LLVM put right after line i: its s_nop N lines count N + 1 each."""
    n = 0
    for line in lines[i + 1:]:
        m = re.match(r"\s*s_nop (\d+)", line)
        if not m:
            break
        n += int(m[1]) + 1
    return n


def _drop_one_wait(lines: list[str], i: int) -> list[str]:
    """LLVM's listing with one wait state fewer after line i."""
    out = list(lines)
    j = i + 1
    k = int(re.match(r"\s*s_nop (\d+)", out[j])[1])
    out[j] = f"\ts_nop {k - 1}" if k else ""
    return out


def _check(lines: list[str]):
    return check_code_object(assemble("\n".join(lines) + "\n", source_name="llvm.s"))


@pytest.mark.parametrize("shape,w,n,fmt,use,waits", [
    ("32x32x64", 8, 16, 0, VALU, 20),    # 16 passes, VALU read
    ("32x32x64", 8, 16, 0, STORE, 20),   # 16 passes, store data read
    ("16x16x128", 8, 4, 0, STORE, 12),   # 8 passes
    ("32x32x64", 4, 16, 4, STORE, 12),   # FP4 A and B: 8 passes
])
def test_mfma_result_read_waits_as_llvm(shape, w, n, fmt, use, waits):
    text = compile_llvm_ir(MFMA_IR.format(shape=shape, w=w, n=n, fmt=fmt, use=use))
    lines = text.splitlines()
    i = next(k for k, line in enumerate(lines) if "v_mfma" in line)
    assert _waits_after(lines, i) == waits  # LLVM 22's own count
    assert _check(lines) == []
    found = _check(_drop_one_wait(lines, i))
    got = {(v.rule, v.needed, v.actual) for v in found}
    assert ("xdl_write_valu_mem_read", waits, waits - 1) in got
    # the VALU case also overwrites one of the MFMA's result registers (v0): the WAW rule,
    # the same count in LLVM (GFX940_XDL_N_PassWriteVgprVALUWawWaitStates)
    assert got <= {("xdl_write_valu_mem_read", waits, waits - 1), ("xdl_write_valu_waw", waits, waits - 1)}


def test_valu_vcc_write_then_implicit_vcc_read_waits_as_llvm():
    text = compile_llvm_ir(CARRY_IR)
    lines = text.splitlines()
    i = next(k for k, line in enumerate(lines) if line.strip().startswith("v_add_co_u32_e32"))
    assert lines[i + 2].strip().startswith("v_addc_co_u32_e32")  # reads VCC implicitly
    assert _waits_after(lines, i) == 2
    assert _check(lines) == []
    found = _check(_drop_one_wait(lines, i))
    assert [(v.rule, v.needed, v.actual) for v in found] == [("valu_write_sgpr_valu_read", 2, 1)]


# ---- VGPR index mode and VSKIP (issue 32) ---------------------------------------------------
INDEX_IR = """
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 %i) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <16 x float>, ptr addrspace(1) %in, i32 %t
  %v = load <16 x float>, ptr addrspace(1) %p
  %e = extractelement <16 x float> %v, i32 %i
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  %q = getelementptr float, ptr addrspace(1) %out, i32 %t
  store float %e, ptr addrspace(1) %q
  ret void
}
"""


def _index_mode_listing() -> list[str]:
    """clang-22 for gfx950 with VGPR index mode (-mllvm -amdgpu-vgpr-index-mode)."""
    import subprocess
    import tempfile
    from pathlib import Path

    from zyfagen.toolchain import find_toolchain
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "k.ll"
        path.write_text(INDEX_IR)
        return subprocess.run([str(find_toolchain().clang), "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx950",
                               "-nogpulib", "-O2", "-mllvm", "-amdgpu-vgpr-index-mode", "-S", str(path), "-o", "-"],
                              capture_output=True, text=True, check=True).stdout.splitlines()


def test_index_mode_back_to_back_as_llvm_and_its_m0_write_feeds_the_lds_dma_rule():
    """LLVM 22 puts s_set_gpr_idx_on, the indexed v_mov_b32 and s_set_gpr_idx_off back to back
    (rule gpr_idx_on_valu: 0) and the checker finds that clean. s_set_gpr_idx_on writes M0
    (LLVM: implicit-def $m0), so an LDS DMA reading M0 right after it needs checkReadM0Hazards'
    one wait state (salu_write_m0_read), as after LLVM's own s_mov_b32 m0, which it separates
    from global_load_lds_dword by one instruction."""
    lines = _index_mode_listing()
    on = next(k for k, line in enumerate(lines) if line.strip().startswith("s_set_gpr_idx_on"))
    assert lines[on + 1].strip().startswith("v_mov_b32") and lines[on + 2].strip() == "s_set_gpr_idx_off"
    assert _check(lines) == []
    m0 = next(k for k, line in enumerate(lines) if line.strip().startswith("s_mov_b32 m0"))
    dma = next(k for k, line in enumerate(lines) if "global_load_lds_dword" in line)
    assert dma == m0 + 2  # LLVM's one wait state
    idx_reg = lines[on].split()[1].rstrip(",")
    moved = list(lines)
    moved[m0] = f"\ts_set_gpr_idx_on {idx_reg}, gpr_idx(SRC0)"
    moved[dma - 1], moved[dma] = moved[dma], moved[dma - 1]  # the DMA right after the M0 write
    assert [(v.rule, v.needed, v.actual) for v in _check(moved)] == [("salu_write_m0_read", 1, 0)]


def test_setvskip_then_vector_needs_two_wait_states():
    """MODE.vskip written by s_setvskip (or s_setreg of MODE bit 28) -> any vector instruction:
    2 wait states (Mesa ACO's set_vskip_mode_then_vector, from AMD's ISA table); SALU in
    between counts, an s_nop 1 clears it."""
    lines = _index_mode_listing()
    v = next(k for k, line in enumerate(lines) if line.strip().startswith("v_"))
    for insert, want in ((["\ts_setvskip s4, 0"], [("setvskip_vector", 2, 0)]),
                         (["\ts_setvskip s4, 0", "\ts_nop 1"], []),
                         (["\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 28, 1), 0"], [("setvskip_vector", 2, 0)]),
                         (["\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0"], [])):
        found = {(f.rule, f.needed, f.actual) for f in _check(lines[:v] + insert + lines[v:])}
        # the vector instruction right after; one more if the next is vector too (1 of 2)
        assert found - {("setvskip_vector", 2, 1)} == set(want), insert
