"""attention_fwd with `kv_sharing: lds` (issue 14): the waves of a workgroup load slices of each
K and V block into shared LDS buffers by DMA and all read K (ds_read_b128) and V^T
(ds_read_b64_tr_b8) from there, one s_barrier per block. Oracles: the reference model
(`zyfagen.numerics.reference`, written from docs/attention.md) bit for bit and the fp64 bound,
with canaries around every buffer (test_attention.run_case); the emulator's poison memory model
(an LDS byte read before the DMA that writes it was waited for, in any wave, is an error);
the code object's own metadata (llvm-readelf) for LDS and registers; `check-hazards`."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.codeobj import read_metadata
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.hazard_check import check_code_object
from zyfagen.kernels.attention_fwd.lds_geometry import (bank_conflicts, physical_segment, row_key,
                                                      shared_lds_bytes, swizzle_mask)
from zyfagen.spec import parse_spec

from conftest import ROOT
from test_attention import check, run_case, spec_text

SHARED = dict(head_dim_qk=128, p_block_scale=True, v_transpose="lds", schedule="cycle1",
              kv_sharing="lds", waves_per_workgroup=4)
W8 = dict(SHARED, waves_per_workgroup=8)
# 8 waves are two per SIMD whatever the schedule says: 256 registers each, which the one-wave
# cycle1 order exceeds at hd128 (292); this in-step schedule keeps the builder's order
W8_INSTEP = dict(W8, schedule=str(ROOT / "tests" / "data" / "schedules" / "instep_lds2.sched"))


@pytest.mark.parametrize("params,shape", [
    # ragged lengths 1, 31, 127, 129 and a prime above 300; full blocks, masked tails, both
    (SHARED, dict(seq_q=1, seq_k=307)),
    (dict(W8_INSTEP, lse=True), dict(seq_q=129, seq_k=31, heads_q=2, heads_kv=1)),
    (dict(SHARED, causal=True, lse=True), dict(seq_q=127, seq_k=300)),
    (dict(W8_INSTEP, causal=True), dict(seq_q=300, seq_k=129, heads_q=4, heads_kv=1)),
    (dict(SHARED, p_mode="exact", rowsum="valu_fp32", p_block_scale=False), dict(seq_q=31, seq_k=389)),
    (dict(SHARED, rowsum="valu", output="fp32"), dict(seq_q=40, seq_k=1)),
    (dict(SHARED, descale="batch_head", lazy_rescale="threshold", rescale_threshold=3.0),
     dict(batch=2, seq_q=70, seq_k=640, heads_q=2, heads_kv=2)),
    (dict(SHARED, rowsum="mfma16", lazy_rescale="threshold", rescale_threshold=3.0, lse=True),
     dict(seq_q=70, seq_k=300, heads_q=2, heads_kv=1)),
    (dict(SHARED, head_dim_qk=64, block_k=64, p_mode="exact", lse=True), dict(seq_q=100, seq_k=300)),
    (dict(W8, head_dim_qk=64, rowsum="valu", causal=True), dict(seq_q=257, seq_k=300)),
    (dict(SHARED, head_dim_qk=256), dict(seq_q=33, seq_k=301)),
])
def test_shared_kv_bitwise(params, shape):
    check(run_case(params, seed=41, **shape), f"shared {params} {shape}")


PINGPONG = dict(W8, schedule="pingpong_lds")  # two waves per SIMD, as emitted


@pytest.mark.parametrize("params,shape", [
    (PINGPONG, dict(seq_q=300, seq_k=307)),
    # the 16x16x128 row sum, its L added in the next vector phase (pv_lag) or the epilogue
    (dict(PINGPONG, rowsum="mfma16", causal=True, lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    (dict(PINGPONG, causal=True, lse=True), dict(seq_q=257, seq_k=300, heads_q=2, heads_kv=1)),
    # issue 30's fallback P path: the constant shift 2^8 carried by O and L (unscaled MFMAs), its
    # LSE unshifted before the log; conversion-free bytes and the sparse row sum, as the runtime
    # builds it when the scaled MFMA and v_cvt_pk_u8_f32 are both slow
    (dict(PINGPONG, p_block_scale=False, p_fixed_shift=8, rowsum="smfmac", p_convert="fma_perm", causal=True,
          lse=True), dict(seq_q=257, seq_k=129, heads_q=2, heads_kv=1)),
    # one block-scale shift per 128 keys (p_scale_keys 128): both chunks' P and PV scale from the block max
    (dict(PINGPONG, rowsum="smfmac", p_convert="fma_perm_half", p_scale_keys=128, causal=True, lse=True),
     dict(seq_q=257, seq_k=300, heads_q=2, heads_kv=1)),
    (dict(PINGPONG, p_mode="exact", rowsum="valu_fp32", p_block_scale=False), dict(seq_q=129, seq_k=127)),
    (dict(PINGPONG, head_dim_qk=64, rowsum="valu", output="fp32"), dict(seq_q=31, seq_k=200)),
    # FP8 K addresses copied per block in pairs (lds_address_pairs): 7 blocks pass the buffers' wrap
    (dict(PINGPONG, lds_address_pairs=True), dict(seq_q=31, seq_k=833)),
    # K read one fragment at a time, one ahead of its QK^T MFMA (k_read_ahead, built for bf16
    # MLA, accepted for FP8 too): the last block's reads cross the tile boundary
    (dict(PINGPONG, k_read_ahead=1, causal=True), dict(seq_q=70, seq_k=200)),
])
def test_shared_kv_pingpong_bitwise(params, shape):
    """The late half of the workgroup runs one phase behind (schedule wave_offset): the kernel
    waits for its loads one block earlier and keeps two more buffers, or the early half would
    read LDS the late half has not filled (the emulator runs each wave up to its barrier)."""
    check(run_case(params, seed=44, **shape), f"pingpong {params} {shape}")


def test_shared_kv_pingpong_fits_two_waves_per_simd():
    """The code object's metadata: at most 256 VGPRs + AGPRs per wave (two waves per SIMD), no
    scratch, 5 shared buffers of 32 KiB (load_depth 2, one block of lag): the whole 160 KiB."""
    code = build_spec(parse_spec(spec_text(PINGPONG))).code_object
    meta = read_metadata(code)["amdhsa.kernels"][0]
    assert meta[".vgpr_count"] <= 256, meta[".vgpr_count"]
    assert meta[".private_segment_fixed_size"] == 0 and meta.get(".vgpr_spill_count", 0) == 0
    assert meta[".group_segment_fixed_size"] == shared_lds_bytes(128, 128, 128, 2, lag=1) == 5 * 32768
    assert check_code_object(code) == []


def test_over_budget_names_where_pressure_peaks():
    """A configuration that does not fit two waves per SIMD fails in one line that says where
    the VGPR+AGPR pressure peaks and what is live there."""
    from zyfagen.errors import RegisterLimitError

    with pytest.raises(RegisterLimitError) as exc:
        build_spec(parse_spec(spec_text(dict(PINGPONG, head_dim_qk=256, block_k=64))))
    msg = str(exc.value)
    assert "\n" not in msg and "2 waves per SIMD allow 256" in msg
    assert "pressure peaks at" in msg and "o_acc" in msg


def test_cycle_aware_phases_after_a_program_ordered_phase(tmp_path):
    """`order cycle_aware` with a phase kept in program order (pingpong_lds plus `order
    cycle_aware`, a candidate `zyfagen tune` tried): the cycle-aware phases after it see its
    instructions as placed. It failed an internal assertion ("dependency cycle in a block")."""
    text = (ROOT / "schedules" / "pingpong_lds.sched").read_text()
    text = text.replace("schedule pingpong_lds {", "schedule pp_cycle {\n    order cycle_aware;", 1)
    assert "order cycle_aware;" in text and "order program;" in text
    (tmp_path / "pp_cycle.sched").write_text(text)
    params = dict(PINGPONG, rowsum="mfma16", schedule=str(tmp_path / "pp_cycle.sched"))
    check(run_case(params, seed=46, seq_q=257, seq_k=300), "ping-pong, cycle-aware vector phase")


@pytest.fixture(scope="module")
def depth_scheds(tmp_path_factory):
    """depthD.sched: load_depth D; lagD.sched: the same with pv_lag 1."""
    d = tmp_path_factory.mktemp("sched")
    for name, depth, extra in (("depth0", 0, ""), ("depth2", 2, ""), ("lag0", 0, " pv_lag 1;"), ("lag1", 1, " pv_lag 1;")):
        (d / f"{name}.sched").write_text(
            f"schedule {name} {{ waves_per_simd 1; order cycle_aware; load_depth {depth};{extra} }}\n")
    return d


@pytest.mark.parametrize("depth", [0, 2])
def test_shared_kv_load_depths(depth_scheds, depth):
    """load_depth + 1 rotating buffers (one buffer and two barriers per block at depth 0)."""
    params = dict(SHARED, causal=True, schedule=str(depth_scheds / f"depth{depth}.sched"))
    check(run_case(params, seed=42, seq_q=200, seq_k=129 + 384), f"shared depth {depth}")


@pytest.mark.parametrize("depth,params,shape", [
    (0, dict(SHARED, causal=True), dict(seq_q=200, seq_k=129 + 384)),
    (1, dict(SHARED, descale="batch_head", lazy_rescale="threshold", rescale_threshold=3.0),
     dict(batch=2, seq_q=70, seq_k=640, heads_q=2, heads_kv=2)),
    (1, dict(SHARED, p_mode="exact", rowsum="valu", p_block_scale=False, lse=True), dict(seq_q=1, seq_k=31)),
])
def test_shared_kv_pv_lag_without_wave_offset(depth_scheds, depth, params, shape):
    """pv_lag with every wave in step: V of block s - 1 is read after the barrier of block s,
    so load_depth + 2 buffers (depth 0: two, the DMA of block s into the buffer of s - 2)."""
    params = dict(params, schedule=str(depth_scheds / f"lag{depth}.sched"))
    code = build_spec(parse_spec(spec_text(params))).code_object
    nbuf = read_metadata(code)["amdhsa.kernels"][0][".group_segment_fixed_size"] // (128 * 256)
    assert nbuf == depth + 2
    check(run_case(params, seed=45, **shape), f"pv_lag depth {depth} {params}")


def test_pv_lag_needs_kv_sharing(depth_scheds):
    params = dict(SHARED, kv_sharing="none", schedule=str(depth_scheds / "lag1.sched"))
    with pytest.raises(UserError, match="pv_lag 1 .* only the K/V-sharing loop implements; allowed: kv_sharing: lds"):
        build_spec(parse_spec(spec_text(params)))


@pytest.mark.parametrize("memory_model", ["late", "early"])
def test_shared_kv_pingpong_race_free(memory_model):
    """The pipelined ping-pong under the emulator's timed memory models: no LDS race (a read
    of bytes another wave's DMA or ds_write still has in flight), and the reference's bits.
    Covers the zeros of block -1 (block 0 reads them before its block barrier): without their
    lgkmcnt(0) or their own barrier the 'late' model finds the bytes unwritten."""
    from zyfagen import emulator
    from zyfagen.kernels.attention_fwd import attention_inputs
    from zyfagen.kernels.launch import launch_of, reference_bits

    params = dict(PINGPONG, causal=True)
    code = build_spec(parse_spec(spec_text(params))).code_object
    inp = attention_inputs(46, seq_q=257, seq_k=300)
    launch = launch_of("attention_fwd", params, inp.problem(), inp)
    res = emulator.launch(emulator.load(code), launch.args, grid=launch.grid, memory_model=memory_model)
    assert res.races == ()
    assert np.array_equal(res.buffers["o"], reference_bits("attention_fwd", params, inp.problem(), inp)["o"])


def test_pingpong_loop_is_two_phases_with_every_mfma_in_one():
    """The emitted lean kernel's full-block loop (read back with llvm-objdump-22): two
    s_barriers per iteration, and all 18 MFMAs (8 PV of the previous block, 2 row sums, 8
    QK^T) between the block barrier and the vector phase's, none in the vector phase."""
    from zyfagen.codeobj import read_code_object

    insts = read_code_object(ROOT / "emitted" / "attention_hd128_lean.hsaco").kernel().instructions
    loops = [[i.mnemonic for i in insts if b.branch_target <= i.address < b.address]
             for b in insts if b.branch_target is not None and b.branch_target < b.address]
    body = next(x for x in loops if any(op.startswith("v_mfma") for op in x))  # the full-block loop
    barriers = [k for k, op in enumerate(body) if op == "s_barrier"]
    # the row sums are 2:4 sparse MFMAs (rowsum smfmac)
    mfmas = [k for k, op in enumerate(body) if op.startswith(("v_mfma", "v_smfmac"))]
    assert len(barriers) == 2 and len(mfmas) == 18
    assert barriers[0] < mfmas[0] and mfmas[-1] < barriers[1]


@pytest.mark.parametrize("params", [W8_INSTEP, dict(SHARED, causal=True), dict(PINGPONG, causal=True)])
def test_shared_kv_clean_under_poison_memory(params):
    """Every wave reads LDS bytes of the other waves' DMA only after their s_waitcnt and the
    barrier: the poison model raises on any read of a byte whose DMA was not waited for."""
    from zyfagen.kernels.attention_fwd import attention_inputs
    from zyfagen.kernels.launch import emulate, reference_bits

    code = build_spec(parse_spec(spec_text(params))).code_object
    inp = attention_inputs(43, seq_q=129, seq_k=300 + 7)
    out = emulate(code, "attention_fwd", params, inp.problem(), inp, memory_model="poison")["o"]
    assert np.array_equal(out, reference_bits("attention_fwd", params, inp.problem(), inp)["o"])


def test_shared_kv_metadata_and_hazards():
    """LDS and registers as the code object declares them (llvm-readelf's metadata note), no
    scratch, and no hazard the independent checker finds."""
    code = build_spec(parse_spec(spec_text(W8_INSTEP))).code_object
    meta = read_metadata(code)["amdhsa.kernels"][0]
    # load_depth 1 + the one read + one for pv_lag without a wave offset: 3 blocks of 32 KiB
    assert meta[".group_segment_fixed_size"] == shared_lds_bytes(128, 128, 128, 1, pv_lag=1) == 3 * 128 * 256
    assert meta[".private_segment_fixed_size"] == 0 and meta.get(".vgpr_spill_count", 0) == 0
    assert meta[".max_flat_workgroup_size"] == 512
    assert meta[".vgpr_count"] <= 256  # 8 waves on 4 SIMDs: two per SIMD
    assert check_code_object(code) == []


def _k_read(c0: int, swizzled: bool, d: int = 128) -> list[int]:
    """ds_read_b128 of a K fragment: lane l + 32h reads row l at logical segment c0 + h."""
    return [(t % 32) * d + 16 * (physical_segment(t % 32, c0 + t // 32, d) if swizzled else c0 + t // 32)
            for t in range(64)]


def _vt_read(tile: int, swizzled: bool, dv: int = 128) -> list[int]:
    """ds_read_b64_tr_b8 of V^T tile `tile` (docs/attention.md, v_transpose lds): lane L, i = L % 16,
    reads bytes 8 (i % 2).. of logical segment 2 tile + (L / 16) % 2 of key row
    8 ((i / 2) / 4) + 4 (L / 32) + (i / 2) % 4."""
    out = []
    for lane in range(64):
        i = lane % 16
        key = 8 * ((i // 2) // 4) + 4 * (lane // 32) + (i // 2) % 4
        c = 2 * tile + (lane // 16) % 2
        out.append(key * dv + 16 * (physical_segment(key, c, dv) if swizzled else c) + 8 * (i % 2))
    return out


def test_swizzle_is_a_permutation_and_cuts_bank_conflicts():
    """The swizzle permutes the segments of every row. Under the bank model of bank_conflicts
    (64 banks of 4 bytes, a pass serves 256 bytes of lanes), the hd128 K fragment reads go
    from 28 extra cycles to 0 and the V^T reads from 6 to 0; hd256 and hd64 reads are
    conflict-free too. Row keys by hand: 128-byte rows, j = (row >> 1) & 7 with bits 0 and 1
    swapped (row bit 2 to bit 0: a tr_b8 pass reads rows 0-3 and 8-11, which agree in it, at
    segments c and c ^ 1); 256-byte rows, j = row & 15 as (b3 b1 b0 b2); 64-byte rows, j."""
    for rb in (64, 128, 256):
        for row in range(64):
            segs = [physical_segment(row, c, rb) for c in range(rb // 16)]
            assert sorted(segs) == list(range(rb // 16))
    assert [row_key(r, 128) for r in range(16)] == [0, 0, 2, 2, 1, 1, 3, 3, 4, 4, 6, 6, 5, 5, 7, 7]
    assert [row_key(r, 256) for r in (1, 2, 4, 8)] == [2, 4, 1, 8]
    assert [row_key(r, 64) for r in range(0, 16, 4)] == [0, 1, 2, 3]
    for c0 in (0, 2, 4, 6):
        assert bank_conflicts(_k_read(c0, False), 16) == 28
        assert bank_conflicts(_k_read(c0, True), 16) == 0
    for t in range(4):
        assert bank_conflicts(_vt_read(t, False), 8) == 6
        assert bank_conflicts(_vt_read(t, True), 8) == 0
    for d in (64, 256):
        assert all(bank_conflicts(_k_read(c0, True, d), 16) == 0 for c0 in range(0, d // 16, 2))
        assert all(bank_conflicts(_vt_read(t, True, d), 8) == 0 for t in range(d // 32))
    assert swizzle_mask(64) == 3 and swizzle_mask(128) == 7 and swizzle_mask(256) == 15


@pytest.mark.parametrize("params,needle", [
    (dict(SHARED, waves_per_workgroup=1), "waves_per_workgroup 2, 4 or 8"),
    (dict(SHARED, v_transpose="perm"), "v_transpose: lds"),
    (dict(SHARED, head_dim_qk=64, block_k=64, waves_per_workgroup=8), "do not split evenly"),
    (dict(head_dim_qk=128, lds_address_pairs=True), "lds_address_pairs: true .* allowed only with kv_sharing: lds"),
])
def test_shared_kv_rejects(params, needle):
    with pytest.raises(UserError, match=needle):
        build_spec(parse_spec(spec_text(params)))


def test_eight_waves_get_half_the_register_file_whatever_the_schedule():
    """A workgroup is resident whole: 8 waves on 4 SIMDs are two per SIMD, so a one-wave
    schedule (cycle1) does not give them 512 registers (the hd128 kernel in cycle1 order needs
    292, which no launch could place); 4 waves in cycle1 keep 512."""
    from zyfagen.errors import RegisterLimitError

    with pytest.raises(RegisterLimitError, match="2 waves per SIMD allow 256"):
        build_spec(parse_spec(spec_text(W8)))
    code = build_spec(parse_spec(spec_text(SHARED))).code_object
    assert 256 < read_metadata(code)["amdhsa.kernels"][0][".vgpr_count"] <= 512
