"""Register allocation: random programs (hypothesis) never give one physical register to two
live values; limits are reported with the peak pressure. Liveness is checked by an
independent brute-force simulation of every path through a loop."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zyfagen.errors import RegisterLimitError
from zyfagen.ir import Imm, KernelBuilder
from zyfagen.regalloc import allocate


def _random_program(data, with_loop: bool):
    """A straight-line (or single-loop) program of VALU ops over random live values."""
    kb = KernelBuilder("rand")
    live = []
    steps = data.draw(st.integers(5, 60))
    loop_at = data.draw(st.integers(0, steps - 1)) if with_loop else -1
    loop_end = data.draw(st.integers(loop_at, steps - 1)) if with_loop else -1
    s_count = kb.sreg(1, "count")
    kb.op.s_mov_b32(s_count, Imm(3))
    loop_label = None
    for step in range(steps):
        if step == loop_at:
            loop_label = kb.label("loop")
        kind = data.draw(st.sampled_from(["new", "new", "use", "pair"]))
        if kind == "new" or not live:
            r = kb.vreg(1)
            kb.op.v_mov_b32(r, Imm(step))
            live.append(r)
        elif kind == "pair":
            r = kb.vreg(2)
            src = data.draw(st.sampled_from(live))
            kb.op.v_mov_b32(r[0], src if src.width == 1 else src[0])
            kb.op.v_mov_b32(r[1], Imm(1))
            live.append(r)
        else:
            a = data.draw(st.sampled_from(live))
            b = data.draw(st.sampled_from(live))
            dst = data.draw(st.sampled_from(live + [None]))
            a1 = a if a.width == 1 else a[1]
            b1 = b if b.width == 1 else b[0]
            if dst is None or dst.width != 1:
                dst = kb.vreg(1)
                live.append(dst)
            kb.op.v_add_u32(dst, a1, b1)
        if step == loop_end:
            kb.op.s_sub_u32(s_count, s_count, Imm(1))
            kb.op.s_cmp_eq_u32(s_count, Imm(0))
            kb.op.s_cbranch_scc0(loop_label)
            kb.label(f"after{step}")
    # keep a random subset alive to the end
    keep = data.draw(st.lists(st.sampled_from(live), max_size=5)) if live else []
    acc = kb.vreg(1)
    kb.op.v_mov_b32(acc, Imm(0))
    for r in keep:
        kb.op.v_add_u32(acc, r if r.width == 1 else r[0], acc)
    kb.op.s_endpgm()
    return kb.finish()


def _concrete_paths(kernel, max_trips=3):
    """Every execution trace (as lists of instructions), unrolling each loop 1..max_trips times."""
    from zyfagen.ir import successors
    succ = successors(kernel)
    blocks = {b.label: b for b in kernel.blocks}
    traces = []

    def walk(label, trace, visits):
        if visits.get(label, 0) > max_trips or len(traces) > 30:
            return
        visits = dict(visits)
        visits[label] = visits.get(label, 0) + 1
        trace = trace + list(blocks[label].insts)
        if not succ[label]:
            traces.append(trace)
        for s in succ[label]:
            walk(s, trace, visits)

    walk(kernel.blocks[0].label, [], {})
    return traces


def _check_no_clobber(kernel, alloc):
    """Simulate each trace over physical registers: every read sees the value last written to
    the same virtual register (so no other live value overwrote it in between)."""
    from zyfagen.isa import load_table
    from zyfagen.ir import VReg, reg_defs_uses
    table = load_table()
    for trace in _concrete_paths(kernel):
        holder = {}  # (kind, physical index) -> (virtual base id, dword)
        for inst in trace:
            defs, uses = reg_defs_uses(table, inst)
            for u in uses:
                base = u if isinstance(u, VReg) else u.base
                off = 0 if isinstance(u, VReg) else u.offset
                p = alloc.assignment[base]
                for k in range(u.width):
                    phys = (p.kind, p.index + off + k)
                    if phys in holder:  # a never-written dword is not a clobber
                        assert holder[phys] == (base.id, off + k), f"{inst}: {phys} clobbered"
            for d in defs:
                base = d if isinstance(d, VReg) else d.base
                off = 0 if isinstance(d, VReg) else d.offset
                p = alloc.assignment[base]
                for k in range(d.width):
                    holder[(p.kind, p.index + off + k)] = (base.id, off + k)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_straight_line_allocation_never_clobbers(data):
    kernel = _random_program(data, with_loop=False)
    _check_no_clobber(kernel, allocate(kernel))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_loop_allocation_never_clobbers(data):
    kernel = _random_program(data, with_loop=True)
    _check_no_clobber(kernel, allocate(kernel))


def test_tuples_are_aligned():
    kb = KernelBuilder("align")
    one = kb.vreg(1)
    kb.op.v_mov_b32(one, Imm(0))
    pair = kb.vreg(2)
    kb.op.v_lshl_add_u64(pair, pair, Imm(2), pair)  # reads an unwritten pair: fine for allocation
    kb.op.v_add_u32(one, one, pair[0])
    kb.op.s_endpgm()
    alloc = allocate(kb.finish())
    assert alloc.assignment[pair].index % 2 == 0


def test_too_many_vgprs_reports_peak_pressure_and_where():
    kb = KernelBuilder("fat")
    regs = [kb.vreg(8) for _ in range(40)]  # 320 dwords live at once
    for r in regs:
        for k in range(8):
            kb.op.v_mov_b32(r[k], Imm(k))
    total = kb.vreg(1)
    kb.op.v_mov_b32(total, Imm(0))
    for r in regs:
        kb.op.v_add_u32(total, r[0], total)
    kb.op.s_endpgm()
    with pytest.raises(RegisterLimitError, match=r"more than 256 VGPRs; peak pressure 3\d\d dwords at instruction \d+"):
        allocate(kb.finish())


def test_accum_offset_follows_vgprs_in_multiples_of_four():
    kb = KernelBuilder("acc")
    vs = [kb.vreg(1) for _ in range(5)]
    for v in vs:
        kb.op.v_mov_b32(v, Imm(1))
    a = kb.areg(4)
    for k in range(4):
        kb.op.v_accvgpr_write_b32(a[k], vs[k])
    out = kb.vreg(1)
    kb.op.v_accvgpr_read_b32(out, a[3])
    kb.op.v_add_u32(out, vs[4], out)
    kb.op.s_endpgm()
    usage = allocate(kb.finish()).usage
    assert usage.accum_offset % 4 == 0 and usage.accum_offset >= usage.vgprs
    assert usage.next_free_vgpr == usage.accum_offset + usage.agprs


def _acc_kernel(home: str):
    kb = KernelBuilder("acc_home")
    kb.accumulator_home = home
    acc, a8, b8 = kb.accreg(16, "o"), kb.vreg(8), kb.vreg(8)
    for k in range(8):
        kb.op.v_mov_b32(a8[k], Imm(0))
        kb.op.v_mov_b32(b8[k], Imm(0))
    for k in range(16):
        kb.op.v_accvgpr_write_b32(acc[k], Imm(0))
    kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
    out = kb.vreg(1)
    kb.op.v_accvgpr_read_b32(out, acc[5])
    kb.op.v_add_u32(out, out, out)
    kb.op.s_endpgm()
    return kb.finish()


@pytest.mark.parametrize("home,expected", [("agpr", "a"), ("vgpr", "v"), ("auto", "v")])
def test_accumulator_home_is_chosen_and_moves_follow(home, expected):
    alloc = allocate(_acc_kernel(home))
    assert dict(alloc.usage.accumulator_homes) == {"o": expected}
    ops = [i.op for i in alloc.kernel.insts]
    if expected == "v":  # no AGPR copies are left
        assert "v_accvgpr_write_b32" not in ops and "v_accvgpr_read_b32" not in ops
        assert alloc.usage.agprs == 0
    else:
        assert ops.count("v_accvgpr_write_b32") == 16 and "v_accvgpr_read_b32" in ops
        assert alloc.usage.agprs == 16


def test_auto_accumulators_spill_over_to_agprs_when_vgprs_are_full():
    kb = KernelBuilder("full")
    big = [kb.vreg(8) for _ in range(30)]  # 240 VGPRs held to the end
    for r in big:
        for k in range(8):
            kb.op.v_mov_b32(r[k], Imm(1))
    acc = kb.accreg(16, "o")
    for k in range(16):
        kb.op.v_accvgpr_write_b32(acc[k], Imm(0))
    kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, big[0], big[1], acc)
    total = kb.vreg(1)
    kb.op.v_accvgpr_read_b32(total, acc[0])
    for r in big:
        kb.op.v_add_u32(total, r[0], total)
    kb.op.s_endpgm()
    alloc = allocate(kb.finish())
    assert dict(alloc.usage.accumulator_homes) == {"o": "a"}


def test_two_waves_per_simd_halve_the_register_budget():
    kb = KernelBuilder("half")
    regs = [kb.vreg(8) for _ in range(20)]  # 160 VGPRs
    acc = kb.areg(128)  # plus 128 AGPRs: 288 > 256
    for r in regs:
        for k in range(8):
            kb.op.v_mov_b32(r[k], Imm(k))
    for k in range(128):
        kb.op.v_accvgpr_write_b32(acc[k], Imm(0))
    total = kb.vreg(1)
    kb.op.v_accvgpr_read_b32(total, acc[127])
    for r in regs:
        kb.op.v_add_u32(total, r[0], total)
    kb.op.s_endpgm()
    kernel = kb.finish()
    need = allocate(kernel, waves_per_simd=1).usage.next_free_vgpr
    assert 288 <= need <= 296  # 161 VGPRs rounded up to accum_offset 164, then 128 AGPRs
    with pytest.raises(RegisterLimitError, match=rf"needs {need} VGPRs\+AGPRs per wave .* 2 waves per SIMD allow 256"):
        allocate(kernel, waves_per_simd=2)
