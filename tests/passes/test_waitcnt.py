"""The waitcnt pass on small hand-written programs (LLVM SIInsertWaitcnts semantics)."""
from zyfagen.ir import Imm, KernelBuilder, WaitCount
from zyfagen.regalloc import allocate
from zyfagen.waitcnt import insert_waitcnts


def _waits(kernel):
    return [(k, i.operands[0]) for k, i in enumerate(kernel.insts) if i.op == "s_waitcnt"]


def _loads(n_loads: int, use_index: int):
    """n global loads into distinct registers, then a use of load `use_index`."""
    kb = KernelBuilder("w")
    base = kb.sreg(2)
    kb.op.s_mov_b64(base, Imm(0))
    addr = kb.vreg(1)
    kb.op.v_mov_b32(addr, Imm(0))
    regs = [kb.vreg(1) for _ in range(n_loads)]
    for r in regs:
        kb.op.global_load_dword(r, addr, base)
    out = kb.vreg(1)
    kb.op.v_add_f32(out, regs[use_index], regs[use_index])
    kb.op.global_store_dword(addr, out, base)
    # keep every loaded register live to the end, so no two loads share a register
    for r in regs:
        kb.op.global_store_dword(addr, r, base)
    kb.op.s_endpgm()
    return insert_waitcnts(allocate(kb.finish()).kernel)


def test_in_order_vmem_waits_only_for_the_needed_load():
    # 4 loads, use the second: two younger loads may stay in flight -> vmcnt(2)
    waits = _waits(_loads(4, 1))
    # the first wait is for the use; later stores of younger loads wait for the rest
    assert waits[0][1] == WaitCount(2, None)


def test_use_of_youngest_load_waits_for_all():
    assert _waits(_loads(3, 2))[0][1] == WaitCount(0, None)


def test_vmcnt_saturates_at_63():
    waits = [w for _, w in _waits(_loads(80, 0))]
    assert waits[0] == WaitCount(63, None)  # 79 younger loads, but the field holds at most 63
    assert all(w.vmcnt <= 63 for w in waits)


def test_scalar_loads_need_lgkmcnt_zero():
    kb = KernelBuilder("s")
    a, b = kb.sreg(1), kb.sreg(1)
    kb.op.s_load_dword(a, kb.kernarg_ptr, Imm(0))
    kb.op.s_load_dword(b, kb.kernarg_ptr, Imm(4))
    c = kb.sreg(1)
    kb.op.s_add_u32(c, a, Imm(1))  # needs only the first, but SMEM returns out of order
    kb.op.s_endpgm()
    out = insert_waitcnts(allocate(kb.finish()).kernel)
    assert [w for _, w in _waits(out)] == [WaitCount(None, 0)]


def test_overwriting_a_register_with_a_load_in_flight_waits():
    kb = KernelBuilder("waw")
    base, addr, r = kb.sreg(2), kb.vreg(1), kb.vreg(1)
    kb.op.s_mov_b64(base, Imm(0))
    kb.op.v_mov_b32(addr, Imm(0))
    kb.op.global_load_dword(r, addr, base)
    kb.op.v_mov_b32(r, Imm(5))  # would be clobbered by the late load
    kb.op.global_store_dword(addr, r, base)
    kb.op.s_endpgm()
    out = insert_waitcnts(allocate(kb.finish()).kernel)
    ops = [i.op for i in out.insts]
    assert ops.index("s_waitcnt") < ops.index("v_mov_b32", ops.index("global_load_dword"))
