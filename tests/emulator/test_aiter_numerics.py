"""The census's numerics runner (issue 32, benchmarks/aiter_census.py --numerics): AITER's
selection-table rows (copied from hsa/gfx950/fmha_v3_{fwd,bwd}/*.csv at the commit in
tests/data/aiter/README.md) parse to the variants their names spell, the contract filter keeps
exactly the variants zyfagen's launch contracts cover, and one committed object runs within
its fp64 bound through the runner while a wrong launch contract (the causal kernel's bytes run
as the non-causal variant) lands outside it."""
from pathlib import Path

from zyfagen.foreign import aiter_numerics as an

DATA = Path(__file__).resolve().parents[1] / "data" / "aiter"
HEAD = "dtype,hdim_q,hdim_v,mask,atomic32,pssk,pddv,mode,bf16_cvt,ts_qo,ts,knl_name,co_name\n"
TABLES = {
    "fwd": "dtype,hdim_q,hdim_v,mask,mode,bf16_cvt,ts_qo,ts_kv,knl_name,co_name\n"
           "bf16,192,128,2,0,0,128,128,_ZN5aiter32fmha_fwd_hd192_hd128_bf16_causalE,fwd_hd192_hd128_bf16_causal.co\n"
           "fp8bf16,128,128,0,1,0,256,128,_ZN5aiter30fmha_fwd_hd128_fp8_group_gfx950E,fwd_hd128_fp8_group.co\n"
           "fp8bf16,256,256,0,0,0,256,64,_ZN5aiter24fmha_fwd_hd256_fp8_gfx950E,fwd_hd256_fp8.co\n",
    "dqdkdv": HEAD +
    "bf16,128,128,2,1,1,1,0,3,16,256,_ZN5aiter41fmha_bwd_hd128_bf16_causal_br_a32_psskddvE,bwd_hd128_bf16_causal_br_a32_psskddv.co\n"
    "bf16,128,128,0,0,1,1,0,3,16,256,_ZN5aiter31fmha_bwd_hd128_bf16_a16_psskddvE,bwd_hd128_bf16_a16_psskddv.co\n"
    "fp16,128,128,0,1,1,1,0,3,16,256,_ZN5aiter31fmha_bwd_hd128_fp16_a32_psskddvE,bwd_hd128_fp16_a32_psskddv.co\n"
    "bf16,64,64,1,1,1,0,1,2,32,128,_ZN5aiter48fmha_bwd_hd64_bf16_causal_a32_rtz_pssk_groupE,bwd_hd64_bf16_causal_a32_rtz_pssk_group.co\n",
}


def test_selection_tables_parse_to_the_variants_the_names_spell():
    v = an.parse_tables(TABLES)
    assert v["fwd_hd192_hd128_bf16_causal.co"] == an.Variant(
        "fwd_hd192_hd128_bf16_causal.co", "fwd", "bf16", 192, 128, 2, False, False, 0)
    assert v["fwd_hd128_fp8_group.co"].group and v["fwd_hd128_fp8_group.co"].dtype == "fp8bf16"
    br = v["bwd_hd128_bf16_causal_br_a32_psskddv.co"]
    assert (br.stage, br.mask, br.atomic32, br.group) == ("dqdkdv", 2, True, False)
    rtz = v["bwd_hd64_bf16_causal_a32_rtz_pssk_group.co"]
    assert (rtz.hdim_q, rtz.mask, rtz.group, rtz.bf16_cvt) == (64, 1, True, 2)
    covered = {name for name, x in v.items() if an.no_contract(x) is None}
    assert covered == {"fwd_hd192_hd128_bf16_causal.co", "fwd_hd128_fp8_group.co", "fwd_hd256_fp8.co"}
    assert "hd64" in an.no_contract(an.Variant("fwd_hd64_fp16.co", "fwd", "fp16", 64, 64, 0, False))
    assert "aiter_bwd_numerics" in an.no_contract(v["bwd_hd128_bf16_a16_psskddv.co"])
    # the backward's own column covers every row (tests/emulator/test_aiter_bwd_contracts.py)
    bwd = an.COLUMNS["fmha_v3_bwd"]
    rows = bwd.variants({p: TABLES.get(stage, HEAD) for stage, p in an.BWD_TABLES.items()})
    assert {n for n, x in rows.items() if bwd.no_contract(x) is None} >= {
        "bwd_hd128_bf16_causal_br_a32_psskddv.co", "bwd_hd128_bf16_a16_psskddv.co",
        "bwd_hd128_fp16_a32_psskddv.co", "bwd_hd64_bf16_causal_a32_rtz_pssk_group.co"}
    assert rows["bwd_hd64_bf16_causal_a32_rtz_pssk_group.co"].ts == 128
    assert an.no_contract(None) == "not in AITER's selection tables"


def test_runner_within_bound_and_a_wrong_contract_outside():
    fp8 = an.Variant("fwd_hd128_fp8.co", "fwd", "fp8bf16", 128, 128, 0, False)
    assert an.run(fp8, (DATA / "fwd_hd128_fp8.co").read_bytes()) <= 1.0
    # the causal kernel's bytes under the non-causal contract: masked keys are missing
    assert an.run(fp8, (DATA / "fwd_hd128_fp8_causal.co").read_bytes()) > 1.0


def test_registry_columns_and_prefix_dispatch():
    """COLUMNS is the census's only entry: each family's column parses its own tables, and a
    by_prefix column gives each name to the part with the longest prefix that claims it."""
    fwd = an.COLUMNS["fmha_v3_fwd"]
    assert fwd.tables == (an.FWD_TABLE,)
    assert fwd.variants({an.FWD_TABLE: TABLES["fwd"]}) == an.parse_tables({"fwd": TABLES["fwd"]})
    assert set(an.COLUMNS["fmha_v3_bwd"].tables) == set(an.BWD_TABLES.values())
    mla_csv = ("qType,kvType,Gqa,ps,qSeqLen,prefill,causal,lse,cprr,knl_name,co_name\n"
               "fp8,fp8,1,1,0,1,1,0,0,k1,mla_pfl_qh192_vh128_m32x8_n128x1_causal1.co\n"
               "bf16,bf16,16,0,0,1,0,0,0,k2,mla_pfl_bf16_a16w16_causal_subQ16_mqa16.co\n")
    mla = an.COLUMNS["mla"]
    v = mla.variants({t: mla_csv for t in mla.tables})
    assert v["mla_pfl_qh192_vh128_m32x8_n128x1_causal1.co"].prefix == an.MLA_PFL_PREFIX
    assert mla.no_contract(v["mla_pfl_qh192_vh128_m32x8_n128x1_causal1.co"]) is None
    # every other row goes to the decode part (aiter_mla_decode), which also runs the bf16 prefill
    assert v["mla_pfl_bf16_a16w16_causal_subQ16_mqa16.co"].prefix == ""
    assert mla.no_contract(v["mla_pfl_bf16_a16w16_causal_subQ16_mqa16.co"]) is None
    assert mla.no_contract(None)
    seen = []
    part = lambda tag, names: an.Column(  # noqa: E731
        ("t.csv",), lambda texts: {n: (tag, texts["t.csv"]) for n in names},
        lambda x: None if x else f"{tag}: not in its tables",
        lambda x, data, fetch: seen.append((x, data, fetch("hsa/gfx950/f/y.co"))) or 0.5)
    col = an.by_prefix({"ab": part("long", ["abc.co", "xyz.co"]), "": part("any", ["abc.co", "q.co"])})
    got = col.variants({"t.csv": "text"})
    assert got == {"abc.co": an.Part("ab", ("long", "text")), "q.co": an.Part("", ("any", "text"))}
    assert col.no_contract(None) == "any: not in its tables" and col.no_contract(got["q.co"]) is None
    assert col.run(got["abc.co"], b"co", lambda path: path.encode()) == 0.5
    assert seen == [(("long", "text"), b"co", b"hsa/gfx950/f/y.co")]


def test_v4_and_mla_prefill_rows_parse_to_their_contracts():
    """fmha_v4_fwd.csv rows name their kind by co_name and run through aiter_v4's contract (the
    first problem its test runs); the MLA prefill pair comes from mla_asm.csv's prefill rows."""
    v4 = an.COLUMNS["fmha_v4_fwd"]
    text = ("q_format,k_format,v_format,o_format,q_scale_mode,k_scale_mode,v_scale_mode,o_scale_mode,"
            "hdim_q,hdim_v,mask,mode,ts_qo,ts_kv,knl_name,co_name\n"
            "9,9,9,2,5,5,5,0,128,128,0,0,256,128,_ZN5aiter28fmha_fwd_hd128_f4f4_gfx950E,fwd_hd128_f4f4.co\n"
            "3,3,3,2,1,1,1,0,128,128,2,1,256,128,k,fwd_hd128_fp8_causal_group.co\n")
    got = v4.variants({an.V4_TABLE: text})
    f4 = got["fwd_hd128_f4f4.co"]
    assert (f4.kind, f4.formats, f4.mask, f4.group) == ("f4f4", ("9", "9", "9", "2"), 0, False)
    assert v4.no_contract(f4) is None
    assert "no contract" in v4.no_contract(got["fwd_hd128_fp8_causal_group.co"])


def test_census_times_a_group_mode_forward_on_its_contract_launch(monkeypatch):
    """The census's "simulated" stage: the group-mode FP8 forward's static path runs none of its
    MFMAs (its branches read the sequence starts), so `simulate` alone refuses it; given the v3
    contract's launch (Column.launch), the census times the emulator's recorded stream instead."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(
        "aiter_census", Path(__file__).resolve().parents[2] / "benchmarks" / "aiter_census.py")
    census = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "aiter_census", census)  # its dataclasses look themselves up
    spec.loader.exec_module(census)
    from zyfagen.isa import load_table

    data = (DATA / "fwd_hd128_fp8_group.co").read_bytes()
    table = load_table()
    alone = census.census_object("fwd_hd128_fp8_group.co", data, table, False)
    assert not alone.passed["simulated"] and "ran none of the kernel's" in alone.first["simulated"]
    v = an.parse_tables(TABLES)["fwd_hd128_fp8_group.co"]
    launch = an.COLUMNS["fmha_v3_fwd"].launch(v)
    assert launch[2] == (1, 2, 1)  # group grid: heads, sequences, query tiles
    assert census.census_object("fwd_hd128_fp8_group.co", data, table, False, launch).passed["simulated"]
