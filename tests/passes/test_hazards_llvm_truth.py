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
