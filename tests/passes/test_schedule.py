"""Declarative schedules and the list scheduler."""
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zyfagen.dag import build_dag, inst_regs
from zyfagen.errors import UserError
from zyfagen.ir import Imm, KernelBuilder, LabelRef
from zyfagen.isa import load_table
from zyfagen.schedule import available_schedules, load_schedule, parse_schedule, schedule

TABLE = load_table()


def test_shipped_schedules_parse():
    names = available_schedules()
    assert {"serial", "pingpong2", "interleave1", "cycle1"} <= set(names)
    pp = load_schedule("pingpong2")
    assert pp.waves_per_simd == 2 and pp.wave_offset == 1 and pp.barrier == "between_phases"
    assert [p.name for p in pp.phases] == ["matrix", "vector"]
    assert pp.order == "phases"  # the default
    c1 = load_schedule("cycle1")
    assert c1.order == "cycle_aware" and c1.waves_per_simd == 1 and c1.load_depth == 1 and c1.reorders


@pytest.mark.parametrize("text,where", [
    ("schedule x {\n  waves_per_simd two;\n}\n", ":2:18"),
    ("schedule x {\n  valu_per_mfma 2\n}\n", ":3:1"),
    ("schedule x {\n  barrier sometimes;\n}\n", ":2:11"),
    ("schedule x {\n  phase a { tags qk; priority 7; }\n}\n", ":2:31"),
    ("schedule x {\n  wave_offset 3;\n}\n", ":2:15"),
    ("schedule x {\n  order fastest;\n}\n", ":2:9"),
    ("sched x {}\n", ":1:1"),
])
def test_bad_schedule_names_line_and_column(text, where):
    with pytest.raises(UserError, match=f"bad.sched{where}"):
        parse_schedule(text, "bad.sched")


def test_pv_lag_and_program_order_parse():
    """pingpong_lds: PV one block late, the matrix phase in the builder's order."""
    pl = load_schedule("pingpong_lds")
    assert pl.pv_lag == 1 and [(p.name, p.order) for p in pl.phases] == [("matrix", "program"), ("vector", None)]
    assert parse_schedule("schedule x { }").pv_lag == 0
    with pytest.raises(UserError, match=r"p.sched:1:21: pv_lag 2 out of range; allowed: 0 to 1"):
        parse_schedule("schedule x { pv_lag 2; }", "p.sched")
    with pytest.raises(UserError, match="p.sched:1:30"):
        parse_schedule("schedule x { phase a { order phases; } }", "p.sched")


def test_program_order_phase_keeps_the_builder_order():
    kb = KernelBuilder("o")
    x, y, z = kb.vreg(1), kb.vreg(1), kb.vreg(1)
    kb.op.v_mov_b32(x, Imm(1))
    kb.label("body")
    with kb.phase("load"):
        kb.op.v_add_f32(y, x, x)
        kb.op.v_add_f32(z, x, x)  # independent of y: a list scheduler may swap them
        kb.op.v_exp_f32(x, z)
    kb.op.s_endpgm()
    sched = parse_schedule("schedule x { phase m { tags load; order program; } phase v { tags softmax; } }")
    out = schedule(kb.finish(), sched).kernel
    body = [str(i) for b in out.blocks if b.label == "body" for i in b.insts]
    src = [str(i) for b in kb.finish().blocks if b.label == "body" for i in b.insts]
    assert body == src


def test_duplicate_tag_and_offset_without_two_waves_are_errors():
    with pytest.raises(UserError, match="tag 'qk' is already in phase a"):
        parse_schedule("schedule x { phase a { tags qk; } phase b { tags qk; } }", "d.sched")
    with pytest.raises(UserError, match="wave_offset needs"):
        parse_schedule("schedule x { wave_offset 1; }", "o.sched")


def test_spec_with_bad_schedule_file_reports_its_line(tmp_path: Path):
    from conftest import run_cli
    (tmp_path / "my.sched").write_text("schedule my {\n  valu_per_mfma lots;\n}\n")
    spec = tmp_path / "s.yaml"
    spec.write_text("name: s\narch: gfx950\nkind: fp8_gemm_tile\nparams:\n  schedule: my.sched\n")
    run = run_cli("build", str(spec), "-o", str(tmp_path / "o"))
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "params.schedule" in run.stderr and "my.sched:2:17" in run.stderr


# ---- the scheduler keeps every dependence ---------------------------------------------------

TAGS = ("load", "qk", "softmax", "pv", "addr", "")


def _random_block(data):
    kb = KernelBuilder("r")
    vs = [kb.vreg(1) for _ in range(6)]
    ss = [kb.sreg(1) for _ in range(3)]
    acc = kb.areg(16)
    a8, b8 = kb.vreg(8), kb.vreg(8)
    for v in vs:
        kb.op.v_mov_b32(v, Imm(1))
    kb.label("body")
    for _ in range(data.draw(st.integers(3, 30))):
        tag = data.draw(st.sampled_from(TAGS))
        with kb.phase(tag):
            what = data.draw(st.sampled_from(["valu", "valu", "salu", "mfma", "load", "trans"]))
            if what == "valu":
                d, x, y = (data.draw(st.sampled_from(vs)) for _ in range(3))
                kb.op.v_add_f32(d, x, y)
            elif what == "trans":
                d, x = (data.draw(st.sampled_from(vs)) for _ in range(2))
                kb.op.v_exp_f32(d, x)
            elif what == "salu":
                d, x = (data.draw(st.sampled_from(ss)) for _ in range(2))
                kb.op.s_add_u32(d, x, Imm(3))
            elif what == "mfma":
                kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
            else:
                kb.op.v_mov_b32(a8[data.draw(st.integers(0, 7))], data.draw(st.sampled_from(vs)))
    kb.op.s_cmp_eq_u32(ss[0], Imm(0))
    kb.op.s_cbranch_scc0(LabelRef("body"))
    kb.label("end")
    kb.op.s_endpgm()
    return kb.finish()


def _conflict(a, b) -> bool:
    ra, wa = inst_regs(TABLE, a)
    rb, wb = inst_regs(TABLE, b)
    return bool(wa & rb or ra & wb or wa & wb)


@settings(max_examples=80, deadline=None)
@given(st.data(), st.sampled_from(["interleave1", "pingpong2", "cycle1", "pingpong_lds", "pingpong_lds_merged"]))
def test_scheduling_preserves_every_dependence(data, name):
    kernel = _random_block(data)
    out = schedule(kernel, name).kernel
    body_in = next(b for b in kernel.blocks if b.label == "body").insts
    body_out = [i for i in next(b for b in out.blocks if b.label == "body").insts if i.tag != "sched"]
    assert sorted(map(str, body_in)) == sorted(map(str, body_out))
    assert body_out[-1].op == "s_cbranch_scc0"
    # positions of each original instruction (instructions are distinct objects; match by identity)
    pos = {}
    for k, inst in enumerate(body_out):
        pos.setdefault(id(inst), k)
    index_in = {id(i): k for k, i in enumerate(body_in)}
    assert set(pos) == set(index_in)
    for i, a in enumerate(body_in):
        for j in range(i + 1, len(body_in)):
            b = body_in[j]
            if _conflict(a, b):
                assert pos[id(a)] < pos[id(b)], f"{a} must stay before {b}"


def test_unmeetable_phase_rule_is_reported():
    kb = KernelBuilder("p")
    x, y = kb.vreg(1), kb.vreg(1)
    kb.op.v_mov_b32(x, Imm(1))
    kb.label("body")
    with kb.phase("softmax"):
        kb.op.v_add_f32(y, x, x)
    with kb.phase("pv"):
        kb.op.v_add_f32(x, y, y)  # a matrix-phase instruction that needs the vector result
    kb.op.s_endpgm()
    out = schedule(kb.finish(), "pingpong2")
    assert any("phase rule not met" in n and "depends on" in n for n in out.notes)


def test_dag_latencies_come_from_the_isa_table():
    kb = KernelBuilder("d")
    acc, a8, b8, v = kb.areg(16), kb.vreg(8), kb.vreg(8), kb.vreg(1)
    kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
    kb.op.v_accvgpr_read_b32(v, acc[3])
    g = build_dag(kb.finish().blocks[0].insts)
    assert g.edges[0, 1]["kind"] == "raw"
    assert g.edges[0, 1]["latency"] == TABLE.mfma_cycles("v_mfma_f32_32x32x64_f8f6f4") == 64


def _mfma_chain_block():
    """Two dependent MFMAs (an accumulation chain) and four VALU adds that need neither."""
    kb = KernelBuilder("c")
    acc, a8, b8 = kb.areg(16), kb.vreg(8), kb.vreg(8)
    vs = [kb.vreg(1) for _ in range(5)]
    for v in vs:
        kb.op.v_mov_b32(v, Imm(1))
    kb.label("body")
    with kb.phase("qk"):
        kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
        kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
    with kb.phase("softmax"):
        for k in range(4):
            kb.op.v_add_f32(vs[k + 1], vs[0], vs[k + 1])
    kb.op.s_cbranch_scc0(LabelRef("body"))
    kb.label("end")
    kb.op.s_endpgm()
    return kb.finish()


def test_cycle_aware_fills_the_mfma_shadow_with_valu_work():
    """The second MFMA reads the first one's result (the DAG's RAW latency is the MFMA's
    cycles from isa/, far more than four VALU issues), so the VALU adds go between them; the
    builder's order put them after both."""
    out = schedule(_mfma_chain_block(), "cycle1").kernel
    body = [i.op for i in next(b for b in out.blocks if b.label == "body").insts]
    assert body[0].startswith("v_mfma") and body[5].startswith("v_mfma")
    assert body[1:5] == ["v_add_f32"] * 4 and body[-1] == "s_cbranch_scc0"
    assert TABLE.mfma_cycles("v_mfma_f32_32x32x64_f8f6f4") >= 4 * int(TABLE.op("v_add_f32").issue.value)
    # `order phases` (serial: no phases) leaves the builder's order alone
    serial = schedule(_mfma_chain_block(), "serial").kernel
    assert [i.op for i in next(b for b in serial.blocks if b.label == "body").insts][:3] == \
        ["v_mfma_f32_32x32x64_f8f6f4"] * 2 + ["v_add_f32"]


def test_cycle_aware_keeps_the_phase_order_when_phases_are_given():
    sched = parse_schedule("schedule p { order cycle_aware; phase m { tags qk; } phase v { tags softmax; } }")
    out = schedule(_mfma_chain_block(), sched).kernel
    body = [i.op for i in next(b for b in out.blocks if b.label == "body").insts]
    assert body[:2] == ["v_mfma_f32_32x32x64_f8f6f4"] * 2 and body[2:6] == ["v_add_f32"] * 4


def _clump_block():
    """Six LDS reads into fresh registers, then four MFMAs that need none of them (a clump of
    operand reads for later MFMAs, as the attention builder writes them), and one MFMA that
    reads the last read's registers."""
    kb = KernelBuilder("m")
    acc, acc2, a8, b8 = kb.areg(16), kb.areg(16), kb.vreg(8), kb.vreg(8)
    addr = kb.vreg(1)
    frags, last = [kb.vreg(4) for _ in range(4)], kb.vreg(8)
    kb.op.v_mov_b32(addr, Imm(0))
    kb.label("body")
    with kb.phase("load"):
        for f in frags + [last[0:4], last[4:8]]:
            kb.op.ds_read_b128(f, addr)
    with kb.phase("qk"):
        for _ in range(4):
            kb.op.v_mfma_f32_32x32x64_f8f6f4(acc, a8, b8, acc)
        kb.op.v_mfma_f32_32x32x64_f8f6f4(acc2, last, b8, acc2)
    kb.op.s_cbranch_scc0(LabelRef("body"))
    kb.label("end")
    kb.op.s_endpgm()
    return kb.finish()


def test_merged_order_spreads_a_clump_of_reads_over_the_mfma_shadows():
    """`order merged` keeps both streams' order, puts the first MFMA in front of the clump (its
    operands are ready) and at most MERGED_LDS_PER_MFMA reads in each MFMA's shadow; the MFMA
    that reads a read still comes after it. `order program` keeps the clump."""
    from zyfagen.schedule import MERGED_LDS_PER_MFMA
    assert MERGED_LDS_PER_MFMA == 2
    sched = parse_schedule("schedule p { phase m { tags load qk; order merged; } phase v { tags softmax; } }")
    body = [i.op for i in next(b for b in schedule(_clump_block(), sched).kernel.blocks
                                if b.label == "body").insts]
    m, r = "v_mfma_f32_32x32x64_f8f6f4", "ds_read_b128"
    assert body == [m, r, r, m, r, r, m, r, r, m, m, "s_cbranch_scc0"]
    prog = parse_schedule("schedule p { phase m { tags load qk; order program; } phase v { tags softmax; } }")
    body = [i.op for i in next(b for b in schedule(_clump_block(), prog).kernel.blocks
                                if b.label == "body").insts]
    assert body == [r] * 6 + [m] * 5 + ["s_cbranch_scc0"]
    assert load_schedule("pingpong_lds_merged").phases[0].order == "merged"


def test_tune_searches_the_order_statement():
    from zyfagen.tune import schedule_statements

    stmts = {s.keyword: s.values for s in schedule_statements()}
    assert set(stmts["order"]) == {"phases", "cycle_aware"}
