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
    (["v_cmp_eq_u32 vcc, v40, v100"], "v_cmp_eq_u32", "v40"),                       # VCC
    (["v_cmp_gt_u32 s[50:51], v40, v100"], "v_cmp_gt_u32", "v40"),                  # a lane mask
    (["v_readfirstlane_b32 s50, v40"], "v_readfirstlane_b32", "v40"),               # to an SGPR
    (["v_cndmask_b32 v41, v40, v100, vcc"], "v_cndmask_b32", "v40"),                # select
    (["v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[40:47], v[40:47], 0"], "v_mfma", "v4"),  # MFMA A/B
])
def test_using_a_never_written_vgpr_copy_is_an_emulation_error(use, where, reg):
    with pytest.raises(EmulationError, match=f"never-written {reg}") as info:
        _run(["s_mov_b64 vcc, 0", "v_mov_b32 v40, v60"] + [f"v_mov_b32 v{41 + k}, v{61 + k}"
                                                          for k in range(7)] + use)
    lanes = "(lanes 0)" if where == "v_readfirstlane_b32" else "(lanes 0-63)"
    assert where in str(info.value) and lanes in str(info.value), str(info.value)


def test_mfma_reading_a_never_written_agpr_copy_as_c_is_an_emulation_error():
    with pytest.raises(EmulationError, match="never-written a3") as info:
        _run([f"v_mov_b32 v{i}, 0" for i in range(16, 32)] +
             [f"v_accvgpr_write_b32 a{i}, v{i + 16}" for i in range(3)] +
             ["v_accvgpr_write_b32 a3, v60"] +  # a copy of a never-written VGPR: allowed
             [f"v_accvgpr_write_b32 a{i}, v{i + 16}" for i in range(4, 16)] +
             ["v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[16:23], v[24:31], a[0:15]"])
    assert "v_mfma_f32_32x32x64_f8f6f4" in str(info.value)


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
    (["v_cmp_eq_u32 vcc, v42, 0"], "v_cmp_eq_u32", "v42"),                         # a lane mask
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
    (["v_cmp_eq_u32 vcc, v26, 0"], "v_cmp_eq_u32", "v26"),                       # a lane mask
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
    (["ds_read_u16 v40, v101 offset:8", "s_waitcnt lgkmcnt(0)",
      "v_cmp_eq_u32 vcc, v40, 0"], "v_cmp_eq_u32", "v40"),                        # a lane mask
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
