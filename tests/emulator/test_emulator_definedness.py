"""Definedness like hardware for scalar copies: s_mov_b32/b64 of a never-written SGPR is
allowed and the copy stays never-written; using it where it matters is an EmulationError
naming the using instruction. Code assembled by clang-22 (emulator_util)."""
import numpy as np
import pytest

from zyfagen.emulator import EmulationError, load, run_kernel

from emulator_util import LANES, make_kernel, prologue

ARGS = [("out", "buffer")]


def _run(body: list[str]) -> np.ndarray:
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS)
    return run_kernel(load(code), {"out": np.zeros(LANES, np.uint32)}, grid=1)["out"]


def test_copying_a_never_written_sgpr_is_allowed():
    out = _run(["s_mov_b32 s40, s60", "s_mov_b64 s[42:43], s[62:63]", "s_mov_b32 s44, s40",
                "v_mov_b32 v22, 9", "global_store_dword v100, v22, s[4:5]"])
    assert (out == 9).all()


def test_a_defined_sgpr_copy_carries_its_value():
    out = _run(["s_mov_b32 s60, 0x1234", "s_mov_b32 s61, 7", "s_mov_b64 s[42:43], s[60:61]",
                "s_add_u32 s44, s42, s43", "v_mov_b32 v22, s44",
                "global_store_dword v100, v22, s[4:5]"])
    assert (out == 0x1234 + 7).all()


@pytest.mark.parametrize("use, where", [
    # issue 32: arithmetic and compares no longer stop (test_undefined_travels_through_salu
    # below); the uses that matter still do
    (["s_mov_b32 m0, s40"], "s_mov_b32 m0"),                            # M0 (an LDS address)
    (["s_mov_b64 exec, s[40:41]"], "s_mov_b64 exec"),                   # EXEC
    (["s_mov_b64 vcc, s[40:41]"], "s_mov_b64 vcc"),                     # VCC
    (["s_add_u32 m0, s40, 1"], "s_add_u32 m0"),                         # arithmetic into M0
    (["s_and_b64 exec, s[40:41], exec"], "s_and_b64 exec"),             # arithmetic into EXEC
    (["global_store_dword v100, v100, s[40:41]"], "global_store_dword"),  # an address
    (["s_load_dword s50, s[40:41], 0x0"], "s_load_dword"),              # a scalar load address
])
def test_using_a_never_written_sgpr_copy_is_an_emulation_error(use, where):
    with pytest.raises(EmulationError, match="never-written s(40|41)") as info:
        _run(["s_mov_b64 s[40:41], s[60:61]"] + use)
    assert where in str(info.value)


# ---- never-written VGPR copies (v_mov_b32 / v_accvgpr_write copy definedness) and SGPRs
# never written at all, where they matter: memory data, addresses, EXEC/VCC/SCC, branches and
# MFMA operands (LDS data is a copy, like a spill: see the LDS tests below). Each use below must be an EmulationError naming the using instruction and
# the register; the copy itself (first line) is allowed.

@pytest.mark.parametrize("use, where, reg", [  # reported on all 64 lanes (v_readfirstlane: lane 0)
    (["global_store_dword v100, v40, s[4:5]"], "global_store_dword", "v40"),        # data to memory
    (["global_store_dword v40, v100, s[4:5]"], "global_store_dword", "v40"),        # address
    (["global_load_dword v41, v40, s[4:5]"], "global_load_dword", "v40"),           # address
    (["ds_read_b32 v41, v40"], "ds_read_b32", "v40"),                               # LDS address
    # issue 32: a compare's mask bits become unknown; the mask's use stops (definedness.py)
    (["v_cmp_eq_u32 vcc, v40, v100", "s_cbranch_vccz .Lentry"], "s_cbranch_vccz", "vcc_lo"),
    (["v_cmp_gt_u32 s[50:51], v40, v100", "s_and_b64 exec, s[50:51], exec"], "s_and_b64", "s50"),
    (["v_readfirstlane_b32 s50, v40"], "v_readfirstlane_b32", "v40"),               # to an SGPR
    # issue 32: a select (vcc 0: v40) and an MFMA carry it; the store of the result stops
    (["v_cndmask_b32 v41, v40, v100, vcc", "global_store_dword v100, v41, s[4:5]"],
     "global_store_dword", "v41"),
    (["v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[40:47], v[40:47], 0", "s_nop 15", "s_nop 3",
      "global_store_dword v100, v4, s[4:5]"], "global_store_dword", "v4"),
])
def test_using_a_never_written_vgpr_copy_is_an_emulation_error(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}") as info:
        _run(["s_mov_b64 vcc, 0", "v_mov_b32 v40, v60"] + [f"v_mov_b32 v{41 + k}, v{61 + k}"
                                                          for k in range(7)] + use)
    lanes = "(lanes 0)" if where == "v_readfirstlane_b32" else "" if reg.startswith("s") \
        or reg == "vcc_lo" else "(lanes 0-63)"
    assert where in str(info.value) and lanes in str(info.value), str(info.value)


def test_mfma_reading_a_never_written_agpr_copy_as_c_is_an_emulation_error():
    # issue 32: D[i][j] reads C[i][j] only: a3 stays never-written, the other D registers are
    # defined; storing a3 stops
    body = ([f"v_mov_b32 v{i}, 0" for i in range(16, 32)] +
            [f"v_accvgpr_write_b32 a{i}, v{i + 16}" for i in range(3)] +
            ["v_accvgpr_write_b32 a3, v60"] +  # a copy of a never-written VGPR: allowed
            [f"v_accvgpr_write_b32 a{i}, v{i + 16}" for i in range(4, 16)] +
            ["v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[16:23], v[24:31], a[0:15]", "s_nop 15", "s_nop 3"])
    assert (_run(body + ["global_store_dword v100, a2, s[4:5]"]) == 0).all()
    with pytest.raises(EmulationError, match="never-written a3") as info:
        _run(body + ["global_store_dword v100, a3, s[4:5]"])
    assert "global_store_dword" in str(info.value) and "(lanes 0-63)" in str(info.value)


@pytest.mark.parametrize("use, where, reg", [
    (["s_cbranch_vccz .Lentry"], "s_cbranch_vccz", "vcc"),        # branch on a VCC never written
    (["s_cbranch_scc1 .Lentry"], "s_cbranch_scc1", "scc"),        # branch on SCC never written
    (["s_mov_b32 s40, s60", "s_cmp_lg_u32 s40, 0", "s_cbranch_scc1 .Lentry"],
     "s_cbranch_scc1", "scc"),  # a branch condition from a copy (issue 32: stops at the branch)
])
def test_branching_on_never_written_state_is_an_emulation_error(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}") as info:
        _run(use)
    assert where in str(info.value)


# ---- issue 32: definedness travels with the value through v_mov_b64 / v_mov_b32 of SGPRs and
# s_cselect (the compiler patterns that stopped correct code), and stops only at a use that
# matters

def test_v_mov_b64_of_a_never_written_sgpr_pair_is_allowed():
    # Triton: `v_mov_b64 v[2:3], s[8:9]` of a never-written pair on a path that never uses it
    out = _run(["v_mov_b64 v[42:43], s[60:61]", "v_mov_b32 v44, s61", "s_mov_b32 s62, 5",
                "v_mov_b64 v[46:47], s[62:63]",  # half defined: v46 = 5, v47 never written
                "v_mov_b32 v22, v46", "global_store_dword v100, v22, s[4:5]"])
    assert (out == 5).all()


@pytest.mark.parametrize("use, where, reg", [
    (["global_store_dword v100, v43, s[4:5]"], "global_store_dword", "v43"),       # stored data
    (["global_load_dword v41, v[42:43], off"], "global_load_dword", "v42"),        # an address
    (["v_cmp_eq_u32 vcc, v42, 0", "s_mov_b64 exec, vcc"], "s_mov_b64 exec", "vcc_lo"),  # a mask
])
def test_using_a_v_mov_b64_copy_of_never_written_sgprs_is_an_emulation_error(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}") as info:
        _run(["v_mov_b64 v[42:43], s[60:61]"] + use)
    assert where in str(info.value)


def test_v_mov_b64_of_defined_sgprs_and_vgprs_carries_the_values():
    out = _run(["s_mov_b32 s60, 0x11", "s_mov_b32 s61, 0x22", "v_mov_b64 v[42:43], s[60:61]",
                "v_mov_b64 v[44:45], v[42:43]", "v_add_u32 v22, v44, v45",
                "global_store_dword v100, v22, s[4:5]"])
    assert (out == 0x33).all()


def test_s_cselect_of_a_never_written_source_is_allowed_until_used():
    # AITER's backward kernels: s_cselect_b32 s.., s_undefined, s_defined where SCC picks the
    # defined one, or the result is never used
    out = _run(["s_mov_b32 s40, 3", "s_cmp_eq_u32 s40, 3", "s_cselect_b32 s41, s40, s60",
                "s_cselect_b32 s42, s60, s40",  # picks never-written s60: s42 never written
                "s_cmp_eq_u32 s40, 4", "s_cselect_b32 s43, s60, s40",  # picks s40
                "s_add_u32 s44, s41, s43", "v_mov_b32 v22, s44", "global_store_dword v100, v22, s[4:5]"])
    assert (out == 6).all()
    with pytest.raises(EmulationError, match="never-written s44") as info:
        _run(["s_mov_b32 s40, 3", "s_cmp_eq_u32 s40, 3", "s_cselect_b32 s42, s60, s40",
              "s_add_u32 s44, s42, 1", "s_mov_b32 m0, s44"])  # issue 32: stops where it matters
    assert "s_mov_b32 m0" in str(info.value)


def test_s_mul_i32_by_zero_of_a_never_written_sgpr_is_zero():
    # AITER's mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps: `s_mul_i32 s56, 0, s94`, s94 never
    # written: the product is 0 whatever s94 holds; a non-zero factor still reports it
    out = _run(["s_mul_i32 s44, 0, s60", "s_mul_i32 s45, s61, 0", "s_add_u32 s44, s44, s45",
                "s_add_u32 s44, s44, 5", "v_mov_b32 v22, s44", "global_store_dword v100, v22, s[4:5]"])
    assert (out == 5).all()
    with pytest.raises(EmulationError, match="never-written s44"):  # issue 32: at the address
        _run(["s_mul_i32 s44, 2, s60", "global_store_dword v100, v100, s[44:45]"])


# ---- issue 32: a never-written SGPR (or SCC) travels through plain SALU arithmetic, logic,
# moves, compares and selects, and through VALU arithmetic that reads it, and stops only where
# it matters. AITER's m16x4 `_ps` MLA decode objects: `s_mul_i32 s56, 4, s77` (s77 never
# written), then `v_add_u32 v26, v26, s56`, an LSE address step nothing uses afterwards.

TRAVEL = ["s_mul_i32 s56, 4, s77",          # s77 never written: s56 never written
          "s_add_u32 s57, s56, 1",          # SCC never written too
          "s_addc_u32 s58, 0, 0",           # reads the never-written SCC: s58 never written
          "s_lshl_b64 s[60:61], s[56:57], 2", "s_not_b32 s62, s58", "s_addk_i32 s56, 0x10",
          "s_cmp_eq_u32 s56, 0",            # SCC never written
          "s_cselect_b32 s63, 1, 2",        # a select on it: s63 never written
          "v_mov_b32 v26, 7", "v_add_u32_e64 v26, v26, s56",   # VALU: v26 never written
          "v_lshlrev_b32 v27, 2, s63"]


def test_undefined_travels_through_salu_and_valu_without_stopping():
    out = _run(TRAVEL + ["s_mov_b32 s56, 40", "s_cmp_eq_u32 s56, 40", "s_cselect_b32 s63, 3, 0",
                         "v_mov_b32 v26, s63", "v_add_u32_e64 v26, v26, s56",
                         "global_store_dword v100, v26, s[4:5]"])
    assert (out == 43).all()  # the rewritten registers are defined again


def test_undefined_sgpr_travels_through_a_fused_valu_window():
    # independent v_add_u32 of one signature: fusion.py runs them as one window, which falls
    # back to the per-instruction handlers on the never-written s56
    adds = ["v_add_u32 v30, s56, v100", "v_add_u32 v31, s56, v100", "v_add_u32 v32, s56, v100",
            "v_add_u32 v33, 5, v100", "v_add_u32 v34, 6, v100"]
    out = _run(TRAVEL + adds + ["v_add_u32 v33, v33, v34", "global_store_dword v100, v33, s[4:5]"])
    assert (out == 11 + 2 * 4 * np.arange(LANES)).all()  # v100 = 4 x lane (the prologue's offset)
    with pytest.raises(EmulationError, match="never-written v31") as info:
        _run(TRAVEL + adds + ["global_store_dword v100, v31, s[4:5]"])
    assert "global_store_dword" in str(info.value)


@pytest.mark.parametrize("use, where, reg", [
    (["s_cbranch_scc1 .Lentry"], "s_cbranch_scc1", "scc"),                       # a branch
    (["s_add_u32 s44, s56, 0", "s_cbranch_scc0 .Lentry"], "s_cbranch_scc0", "scc"),
    (["s_mov_b32 m0, s57"], "s_mov_b32 m0", "s57"),                              # M0
    (["s_or_b64 exec, s[60:61], 0"], "s_or_b64 exec", "s60"),                    # EXEC
    (["s_and_b64 vcc, s[60:61], -1"], "s_and_b64 vcc", "s60"),                   # VCC
    (["s_load_dword s50, s[60:61], 0x0"], "s_load_dword", "s60"),                # scalar address
    (["global_store_dword v100, v100, s[60:61]"], "global_store_dword", "s60"),  # base address
    (["buffer_load_dword v30, v100, s[60:63], 0 offen"], "buffer_load_dword", "s60"),  # descriptor
    (["global_store_dword v26, v100, s[4:5]"], "global_store_dword", "v26"),     # VGPR address
    (["global_store_dword v100, v27, s[4:5]"], "global_store_dword", "v27"),     # output data
    (["ds_write_b32 v26, v100"], "ds_write_b32", "v26"),                         # LDS address
    (["v_cmp_eq_u32 vcc, v26, 0", "s_cbranch_vccnz .Lentry"], "s_cbranch_vccnz", "vcc_lo"),  # a mask
    (["v_cmp_eq_u32 vcc, s56, v100"], "v_cmp_eq_u32", "s56"),                    # a compare
    (["s_store_dword s58, s[4:5], 0x0"], "s_store_dword", "s58"),                # scalar store
])
def test_undefined_from_salu_stops_where_it_matters(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}\\b") as info:
        _run(TRAVEL + use)
    assert where in str(info.value), str(info.value)


# ---- issue 32: an MFMA's accumulator carries definedness element by element -------------------
def test_smfmac_with_a_partly_never_written_accumulator_runs_and_marks_those_elements():
    """D = C + A B reads vdst as C; element (r, lane) of D depends on C only there, so a
    never-written C register gives a never-written D register and stops nothing until it is
    used (AITER's f4f4 attention zeroes two of its v_smfmac row-sum accumulator's four
    registers and reads only those). Storing the two written rows works; storing a third
    reports it never written."""
    args = [("d", "buffer")]
    body = prologue(args) + ["v_mov_b32 v10, 0x38383838", "v_mov_b32 v11, v10", "v_mov_b32 v12, v10",
                             "v_mov_b32 v13, v10"] + [f"v_mov_b32 v{20 + r}, v10" for r in range(8)]
    body += ["v_mov_b32 v40, 0x44444444", "v_mov_b64 v[30:31], 0", "s_nop 1",
             "v_smfmac_f32_16x16x128_fp8_fp8 v[30:33], v[10:13], v[20:27], v40", "s_nop 15",
             "global_store_dword v100, v30, s[4:5]", "global_store_dword v100, v31, s[4:5] offset:256"]
    ok = run_kernel(load(make_kernel(body + ["s_endpgm"], args)), {"d": np.zeros((2, LANES), np.float32)},
                    grid=1)["d"]
    assert np.all(ok == 64.0)  # 64 products of 1.0 x 1.0 per element
    bad = body + ["global_store_dword v100, v32, s[4:5]", "s_endpgm"]
    with pytest.raises(EmulationError, match="never-written v32"):
        run_kernel(load(make_kernel(bad, args)), {"d": np.zeros((2, LANES), np.float32)}, grid=1)


# ---- issue 32: LDS carries definedness like scratch (AITER's paged-attention qlen40/qlen48
# objects store `ds_write_b128 v[188:191]` with v191 never written and never read those bytes
# back as anything that matters). A ds_write of never-written lanes marks those LDS bytes
# never-written; a read of them leaves the destination dwords never-written (a dword with any
# such byte); only a use that matters stops. Bytes no store ever wrote stay an error on read.

# v[20:23] per lane: v20 = 3 lane + 1, v21 = 7, v22 never written, v23 written in lanes 0-31
# only; stored with ds_write_b128 at 16 lane (v101), and v22 alone with ds_write_b32 at 1024 + 4
# lane (v102); both under the poison memory model too (results held back until s_waitcnt)
_HALF = ["v_lshlrev_b32 v101, 4, v0", "v_add_u32 v102, 0x400, v100", "v_mul_u32_u24 v20, 3, v0",
         "v_add_u32 v20, 1, v20", "v_mov_b32 v21, 7", "s_mov_b64 exec, 0xffffffff",
         "v_mov_b32 v23, v0", "s_mov_b64 exec, -1", "ds_write_b128 v101, v[20:23]",
         "ds_write_b32 v102, v22", "s_waitcnt lgkmcnt(0)"]
_LDS_ARGS = [("out", "buffer")]


def _run_lds(body: list[str], memory_model: str = "immediate") -> np.ndarray:
    from zyfagen.emulator import launch
    code = make_kernel(prologue(_LDS_ARGS) + _HALF + body + ["s_endpgm"], _LDS_ARGS, lds=2048)
    return launch(load(code), {"out": np.zeros((4, LANES), np.uint32)}, grid=1,
                  memory_model=memory_model).buffers["out"]


@pytest.mark.parametrize("memory_model", ["immediate", "poison", "late"])
def test_lds_store_of_a_half_written_register_runs_when_only_the_written_part_is_used(memory_model):
    out = _run_lds([  # the defined half back with b64, and b128 (its undefined dwords unused)
        "ds_read_b64 v[30:31], v101", "ds_read_b128 v[40:43], v101", "ds_read_b32 v44, v101 offset:12",
        "s_waitcnt lgkmcnt(0)", "v_add_u32 v32, v30, v31", "global_store_dword v100, v32, s[4:5]",
        "global_store_dword v100, v40, s[4:5] offset:256", "global_store_dword v100, v41, s[4:5] offset:512",
        "s_mov_b64 exec, 0xffffffff",  # v23's stored copy is defined in lanes 0-31
        "global_store_dword v100, v44, s[4:5] offset:768"], memory_model)
    lane = np.arange(LANES)
    assert np.array_equal(out[0], 3 * lane + 1 + 7) and np.array_equal(out[1], 3 * lane + 1)
    assert (out[2] == 7).all()
    assert np.array_equal(out[3][:32], lane[:32]) and (out[3][32:] == 0).all()


@pytest.mark.parametrize("use, where, reg", [
    (["ds_read_b128 v[40:43], v101", "s_waitcnt lgkmcnt(0)",
      "global_store_dword v100, v42, s[4:5]"], "global_store_dword", "v42"),      # output
    (["ds_read_b32 v40, v102", "s_waitcnt lgkmcnt(0)",
      "global_store_dword v40, v100, s[4:5]"], "global_store_dword", "v40"),      # an address
    (["ds_read_b32 v40, v101 offset:12", "s_waitcnt lgkmcnt(0)",
      "ds_read_b32 v41, v40"], "ds_read_b32 v41, v40", "v40"),                    # an LDS address
    (["ds_read_u16 v40, v101 offset:8", "s_waitcnt lgkmcnt(0)", "v_cmp_eq_u32 vcc, v40, 0",
      "s_and_saveexec_b64 s[50:51], vcc"], "s_and_saveexec_b64", "vcc_lo"),       # a lane mask
    (["ds_read2_b32 v[40:41], v101 offset0:1 offset1:2", "s_waitcnt lgkmcnt(0)",
      "global_store_dword v100, v40, s[4:5]", "global_store_dword v100, v41, s[4:5]"],
     "global_store_dword v100, v41", "v41"),                                      # read2, output
])
def test_using_lds_bytes_stored_from_never_written_lanes_is_an_emulation_error(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}") as info:
        _run_lds(use)
    assert where in str(info.value), str(info.value)
    if reg == "v40" and "offset:12" in use[0]:  # v23's copy: only lanes 32-63 never written
        assert "(lanes 32-63)" in str(info.value)


def test_a_dword_mixing_written_and_never_written_lds_bytes_is_never_written():
    # bytes 0-1 of v22's slot rewritten by ds_write_b16: the dword mixes defined bytes with
    # never-written ones, so it stays never-written; a b16 read of the defined half is fine
    out = _run_lds(["v_mov_b32 v50, 0x1234", "ds_write_b16 v102, v50", "ds_read_u16 v40, v102",
                    "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v40, s[4:5]"])
    assert (out[0] == 0x1234).all()
    with pytest.raises(EmulationError, match="never-written v40") as info:
        _run_lds(["v_mov_b32 v50, 0x1234", "ds_write_b16 v102, v50", "ds_read_b32 v40, v102",
                  "s_waitcnt lgkmcnt(0)", "global_store_dword v100, v40, s[4:5]"])
    assert "global_store_dword" in str(info.value)


def test_transposed_lds_read_of_never_written_bytes_marks_only_the_dwords_they_reach():
    # lane t stores 8 bytes at 8 t: v30 = t (elements 0-3, defined), v31 never written (elements
    # 4-7). ds_read_b64_tr_b8 gives lane i of a 16-lane group element i % 8 of rows 0-7 (source
    # lanes 2 r + i // 8; CDNA4 ISA, memory_more._read_tr): lanes with i % 8 < 4 read only
    # defined bytes (lane i % 8 == 0: byte r = the source lane number), the others only
    # never-written ones
    body = ["v_lshlrev_b32 v101, 3, v0", "v_mov_b32 v30, v0", "ds_write_b64 v101, v[30:31]",
            "s_waitcnt lgkmcnt(0)", "ds_read_b64_tr_b8 v[40:41], v101", "s_waitcnt lgkmcnt(0)"]
    store = ["global_store_dword v100, v40, s[4:5]", "global_store_dword v100, v41, s[4:5] offset:256"]
    out = _run_lds(body + ["s_mov_b32 exec_lo, 0x0f0f0f0f", "s_mov_b32 exec_hi, 0x0f0f0f0f"] + store)
    lane = np.arange(LANES)
    src = (lane - lane % 16)[:, None] + 2 * np.arange(8)[None, :] + (lane % 16 // 8)[:, None]
    expect = np.where((lane % 8 == 0)[:, None], src, 0).astype(np.uint8).view(np.uint32)  # (64, 2)
    ok = lane % 8 < 4
    assert np.array_equal(out[0][ok], expect[ok, 0]) and np.array_equal(out[1][ok], expect[ok, 1])
    with pytest.raises(EmulationError, match="never-written v40") as info:
        _run_lds(body + store)
    assert "(lanes 4-7,12-15,20-23,28-31,36-39,44-47,52-55,60-63)" in str(info.value)


def test_ds_bpermute_from_never_written_lanes_gives_never_written_lanes():
    # v40 written in lanes 0-31 only; lane t reads lane t ^ 32 (address 4 (t ^ 32)): lanes
    # 32-63 get defined values (t - 32), lanes 0-31 never-written copies
    body = ["s_mov_b64 exec, 0xffffffff", "v_mov_b32 v40, v0", "s_mov_b64 exec, -1",
            "v_xor_b32 v41, 0x80, v100", "ds_bpermute_b32 v42, v41, v40", "s_waitcnt lgkmcnt(0)"]
    store = ["global_store_dword v100, v42, s[4:5]"]
    out = _run_lds(body + ["s_mov_b32 exec_lo, 0"] + store)
    assert np.array_equal(out[0][32:], np.arange(32))
    with pytest.raises(EmulationError, match="never-written v42") as info:
        _run_lds(body + store)
    assert "global_store_dword" in str(info.value) and "(lanes 0-31)" in str(info.value)


# ---- issue 32: definedness travels through MFMAs element by element (definedness.py) ------
# D[i][j] is undefined exactly when an A element of row i, a B element of column j, a scale
# of row i / column j or C[i][j] is. Each case leaves some operand lanes never written
# (`s_mov_b64 exec` around the writes), then stores every D register with EXEC set to the
# lanes expected defined (values checked), and one register with all lanes, which must name
# exactly the expected never-written lanes. Layouts: lane t holds A row / B column t % M; D
# register r, lane t of 16x16 is row 4 (t // 16) + r, column t % 16; of 32x32, register
# 4i + j is row 8i + 4 (t // 32) + j, column t % 32 (mfma.py).

def _lanes_mask(lanes) -> int:
    return sum(1 << int(t) for t in lanes)


def _write(reg: str, value: str, lanes=None) -> list[str]:
    """v_mov of value into reg in `lanes` only (None: all)."""
    if lanes is None:
        return [f"v_mov_b32 {reg}, {value}"]
    m = _lanes_mask(lanes)
    return [f"s_mov_b32 exec_lo, 0x{m & 0xFFFFFFFF:x}", f"s_mov_b32 exec_hi, 0x{m >> 32:x}",
            f"v_mov_b32 {reg}, {value}", "s_mov_b64 exec, -1"]


def _mfma_case(setup: list[str], mfma: str, d: int, nregs: int, undefined: dict[int, set[int]],
               value: float, probe: int):
    args = [("out", "buffer")]
    stores = []
    for r in range(nregs):
        ok = _lanes_mask(set(range(LANES)) - undefined.get(r, set()))
        stores += [f"s_mov_b32 exec_lo, 0x{ok & 0xFFFFFFFF:x}", f"s_mov_b32 exec_hi, 0x{ok >> 32:x}",
                   f"global_store_dword v100, v{d + r}, s[4:5] offset:{256 * r}"]
    body = prologue(args) + setup + ["s_nop 7", mfma, "s_nop 15", "s_nop 15"]
    out = run_kernel(load(make_kernel(body + stores + ["s_endpgm"], args)),
                     {"out": np.full((nregs, LANES), 7.0, np.float32)}, grid=1)["out"]
    for r in range(nregs):
        ok = np.ones(LANES, bool)
        ok[list(undefined.get(r, set()))] = False
        assert np.all(out[r][ok] == value), (r, out[r][ok])
    bad = sorted(undefined[probe])
    with pytest.raises(EmulationError, match=f"never-written v{d + probe}\\b") as info:
        run_kernel(load(make_kernel(body + [f"global_store_dword v100, v{d + probe}, s[4:5]", "s_endpgm"],
                                    args)), {"out": np.zeros((nregs, LANES), np.float32)}, grid=1)
    from zyfagen.emulator.errors import format_lanes
    assert f"(lanes {format_lanes(bad)})" in str(info.value), str(info.value)


def test_bf16_mfma_marks_exactly_the_rows_columns_and_c_elements_reached():
    # v_mfma_f32_16x16x32_bf16: A rows 8-15 (lanes 8-15, 24-31, 40-47, 56-63 of v[10:13])
    # never written (AITER's qh8 decode pads a 16-row tile with 8 heads); B column 5 only in
    # lane 21 of v16; C register 2 never written in lane 7. A = B = 1.0, C = 1.0: D = 33
    rows_ok = [t for t in range(LANES) if t % 16 < 8]
    setup = []
    for r in range(10, 14):
        setup += _write(f"v{r}", "0x3f803f80", rows_ok)
    setup += _write("v14", "0x3f803f80") + _write("v15", "0x3f803f80")
    setup += _write("v16", "0x3f803f80", [t for t in range(LANES) if t != 21]) + _write("v17", "0x3f803f80")
    setup += _write("v20", "1.0") + _write("v21", "1.0") + _write("v22", "1.0", [t for t in range(LANES) if t != 7])
    setup += _write("v23", "1.0")
    rows = set(range(32, 64))  # D rows 8-15: register r, lanes with t // 16 >= 2
    cols = {5, 21, 37, 53}     # D column 5
    undefined = {r: rows | cols | ({7} if r == 2 else set()) for r in range(4)}
    _mfma_case(setup, "v_mfma_f32_16x16x32_bf16 v[0:3], v[10:13], v[14:17], v[20:23]", 0, 4,
               undefined, 33.0, 2)


def test_fp8_mfma_marks_exactly_the_rows_and_columns_reached():
    # v_mfma_f32_32x32x64_f8f6f4: A row 3 (lane 35, register v13) and B column 8 (lane 40,
    # register v27) never written; 1.0 (e4m3 0x38) everywhere else, C = 0: D = 64
    setup = []
    for r in range(10, 18):
        setup += _write(f"v{r}", "0x38383838", None if r != 13 else [t for t in range(LANES) if t != 35])
    for r in range(20, 28):
        setup += _write(f"v{r}", "0x38383838", None if r != 27 else [t for t in range(LANES) if t != 40])
    undefined = {r: {8, 40} | (set(range(32)) if r == 3 else set()) for r in range(16)}
    _mfma_case(setup, "v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[10:17], v[20:27], 0", 40, 16,
               undefined, 64.0, 3)


def test_scaled_mfma_marks_the_rows_an_undefined_scale_reaches():
    # v_mfma_scale_f32_32x32x64_f8f6f4: A's scale for row 4, K block 1 sits in lane 4 + 32
    # (never written): D row 4 (register 0, lanes 32-63) undefined; scales 127 (2^0) elsewhere
    setup = [f"v_mov_b32 v{r}, 0x38383838" for r in list(range(10, 18)) + list(range(20, 28))]
    setup += _write("v60", "0x7f7f7f7f", [t for t in range(LANES) if t != 36]) + _write("v61", "0x7f7f7f7f")
    undefined = {0: set(range(32, 64))}
    _mfma_case(setup, "v_mfma_scale_f32_32x32x64_f8f6f4 v[40:55], v[10:17], v[20:27], 0, v60, v61",
               40, 16, undefined, 64.0, 0)


def test_sparse_mfma_marks_the_row_an_undefined_index_lane_reaches():
    # v_smfmac_f32_16x16x128_fp8_fp8: lane t's A bytes and index select row t % 16's
    # elements; index lane 3 never written: D row 3 (register 3, lanes 0-15) undefined; 1.0
    # (e4m3 0x38) everywhere, C = 0: D = 64 (the accumulator test above)
    setup = [f"v_mov_b32 v{r}, 0x38383838" for r in list(range(10, 14)) + list(range(20, 28))]
    setup += [f"v_mov_b32 v{r}, 0" for r in range(30, 34)]
    setup += _write("v40", "0x44444444", [t for t in range(LANES) if t != 3])
    _mfma_case(setup, "v_smfmac_f32_16x16x128_fp8_fp8 v[30:33], v[10:13], v[20:27], v40", 30, 4,
               {3: set(range(16))}, 64.0, 3)


# ---- issue 32: VALU arithmetic, selects and compares carry definedness lane by lane ------
# v40 written in lanes 0-15 only (v_cvt_f32_u32 of the lane number)

_PART = ["s_mov_b64 exec, 0xffff", "v_cvt_f32_u32 v40, v0", "s_mov_b64 exec, -1", "v_mov_b32 v42, 7"]


def test_valu_arithmetic_and_a_select_carry_definedness_lane_by_lane():
    # v43 = v40 + 1 is never-written in lanes 16-63; v_cmp_u_f32 (AITER's NaN test) leaves
    # the mask bits of lanes 16-63 unknown: the select's result is never-written there and
    # v43 (no NaN) in lanes 0-15
    body = _PART + ["v_add_f32 v43, 1.0, v40", "v_cmp_u_f32_e64 s[32:33], v40, v40",
                    "v_cndmask_b32_e64 v41, v43, v42, s[32:33]",
                    # a select whose unselected source is never written: defined everywhere
                    "v_cmp_gt_u32 vcc, 16, v0", "v_cndmask_b32 v44, v42, v43, vcc"]
    out = _run(body + ["s_mov_b64 exec, 0xffff", "global_store_dword v100, v41, s[4:5]"])
    assert np.array_equal(out[:16].view(np.float32), np.arange(16) + 1.0)
    out = _run(body + ["global_store_dword v100, v44, s[4:5]"])
    assert np.array_equal(out[:16].view(np.float32), np.arange(16) + 1.0) and (out[16:] == 7).all()
    for use, where, reg, lanes in [
        (["global_store_dword v100, v43, s[4:5]"], "global_store_dword", "v43", "16-63"),
        (["global_store_dword v100, v41, s[4:5]"], "global_store_dword", "v41", "16-63"),
        (["s_and_b64 exec, s[32:33], exec"], "s_and_b64 exec", "s32", None),  # the mask as EXEC
        (["v_cmp_lt_f32 vcc, v40, 1.0", "s_cbranch_vccz .Lentry"], "s_cbranch_vccz", "vcc_lo", None),
    ]:
        with pytest.raises(EmulationError, match=f"never-written {reg}\\b") as info:
            _run(body + use)
        assert where in str(info.value), str(info.value)
        if lanes:
            assert f"(lanes {lanes})" in str(info.value)


# ---- issue 32: LDS bytes no store wrote read as undefined, where that hides nothing -------
# The old stop at such a read was the evidence of a missing write or barrier. It stays where
# a write is in flight to those bytes (another wave's, not yet released by a barrier), a
# later store to them with no barrier between (the read came before its write) stops at that
# store naming the read, and a later use that matters names the read too. Two waves: wave 0
# (lanes' v0 < 64) runs up to its barrier before wave 1 starts (scheduler.run_workgroup).

def _two_waves(wave0: list[str], wave1: list[str], memory_model: str = "immediate") -> np.ndarray:
    from zyfagen.emulator import launch
    args = [("out", "buffer")]
    body = prologue(args) + ["v_and_b32 v100, 63, v0", "v_lshlrev_b32 v100, 2, v100",
                             "v_readfirstlane_b32 s40, v0", "s_cmp_ge_u32 s40, 64",
                             "s_cbranch_scc1 .Lwave1"] + wave0 + ["s_endpgm", ".Lwave1:"] + wave1
    code = make_kernel(body + ["s_endpgm"], args, lds=1024, workgroup_size=128)
    return launch(load(code), {"out": np.zeros(LANES, np.uint32)}, grid=1, block=(128, 1, 1),
                  memory_model=memory_model, barrier_mode="hardware").buffers["out"]


_W1_WRITES = ["v_mov_b32 v20, 5", "ds_write_b32 v100, v20"]
_W0_READS = ["ds_read_b32 v21, v100", "s_waitcnt lgkmcnt(0)"]


def test_an_lds_read_before_another_waves_write_stops_at_that_write():
    # no barrier between wave 0's read (first: bytes no store wrote) and wave 1's write
    with pytest.raises(EmulationError, match="which an earlier read found never written") as info:
        _two_waves(_W0_READS + ["s_barrier"], _W1_WRITES + ["s_barrier"])
    assert "ds_write_b32" in str(info.value) and "`ds_read_b32 v21, v100` at 0x" in str(info.value)
    # the barrier ordering the write first: wave 0 reads 5
    out = _two_waves(["s_barrier"] + _W0_READS + ["global_store_dword v100, v21, s[4:5]"],
                     _W1_WRITES + ["s_waitcnt lgkmcnt(0)", "s_barrier"])
    assert (out == 5).all()


def test_lds_bytes_read_before_any_store_may_be_reused_after_a_barrier():
    # AITER's qh8 decode: its Q tile's padding rows (never stored) are read into MFMA
    # operands, then a barrier, then K tiles written there; the read values stay undefined
    out = _two_waves(_W0_READS + ["s_barrier", "v_mov_b32 v22, 3", "global_store_dword v100, v22, s[4:5]"],
                     ["s_barrier"] + _W1_WRITES)
    assert (out == 3).all()
    with pytest.raises(EmulationError, match="never-written v21") as info:  # a real missing write
        _two_waves(_W0_READS + ["s_barrier", "global_store_dword v100, v21, s[4:5]"],
                   ["s_barrier"] + _W1_WRITES)
    assert "read LDS bytes no store wrote (first at LDS 0x0, lanes 0-63): a missing write?" in str(info.value)


def test_an_lds_read_of_bytes_a_write_in_flight_targets_stops_there():
    # 'late': wave 1's ds_write, never drained, is not visible at the barrier (timed.py):
    # wave 0's read of those bytes is a missing wait, reported at the read
    with pytest.raises(EmulationError, match="which a write still in flight") as info:
        _two_waves(["s_barrier"] + _W0_READS, _W1_WRITES + ["s_barrier"], memory_model="late")
    assert "ds_read_b32 v21, v100" in str(info.value) and "wave 1's" in str(info.value)
