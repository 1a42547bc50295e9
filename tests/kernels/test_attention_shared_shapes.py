"""The emitted hd64, MLA 192/128 and hd256 kernels in the K/V-sharing form (issue 14): their
specs' params (specs/attention_*.yaml) with causal, GQA, LSE and ragged lengths 1, 31, 127,
129 and the primes 127 and 307. Oracles: the reference model (`zyfagen.numerics.reference`)
bit for bit and the fp64 bound, with canaries around every buffer (test_attention.run_case);
the emulator's poison memory model and its timed `late`/`early` race detector
(zyfagen/emulator/timed.py); the code objects' own metadata (llvm-readelf-22) for registers
and LDS; `check-hazards`; LDS bank conflicts costed by sim/lds.py from the emulator's lane
addresses."""
from __future__ import annotations

import numpy as np
import pytest
import yaml

from zyfagen.codeobj import read_metadata
from zyfagen.driver import build_spec
from zyfagen.errors import UserError
from zyfagen.hazard_check import check_code_object
from zyfagen.spec import parse_spec

from conftest import ROOT
from test_attention import check, run_case, spec_text


def spec_params(name: str) -> dict:
    return dict(yaml.safe_load((ROOT / "specs" / f"{name}.yaml").read_text())["params"])


HD64, MLA, HD256 = (spec_params(n) for n in
                    ("attention_hd64_lean", "attention_mla192_128_lean", "attention_hd256_lean"))


@pytest.mark.parametrize("params,shape", [
    (HD64, dict(seq_q=1, seq_k=307)),
    (dict(HD64, causal=True, lse=True), dict(seq_q=129, seq_k=300, heads_q=4, heads_kv=2)),
    (dict(HD64, lse=True), dict(seq_q=31, seq_k=127, heads_q=2, heads_kv=1)),
    (MLA, dict(seq_q=31, seq_k=307)),
    (dict(MLA, causal=True, lse=True), dict(seq_q=129, seq_k=127, heads_q=2, heads_kv=1)),
    (dict(MLA, lse=True), dict(seq_q=1, seq_k=129, heads_q=4, heads_kv=1)),
    (dict(MLA, causal=True), dict(seq_q=300, seq_k=307)),
    # K's two parts (128 + 64 bytes of d) with their read addresses in pairs (lds_address_pairs)
    (dict(MLA, causal=True, lds_address_pairs=True), dict(seq_q=31, seq_k=700)),
    (HD256, dict(seq_q=127, seq_k=307)),
    (dict(HD256, causal=True, lse=True), dict(seq_q=31, seq_k=129, heads_q=2, heads_kv=1)),
], ids=lambda x: "-".join(f"{k}{v}" for k, v in x.items() if k in
                          ("head_dim_qk", "causal", "lse", "lds_address_pairs", "seq_q", "seq_k", "heads_q")))
def test_spec_kernels_bitwise(params, shape):
    check(run_case(params, seed=51, **shape), f"{params['head_dim_qk']} {params} {shape}")


@pytest.mark.parametrize("memory_model", ["poison", "late", "early"])
@pytest.mark.parametrize("params", [dict(HD64, causal=True), dict(MLA, causal=True), HD256],
                         ids=["hd64", "mla", "hd256"])
def test_spec_kernels_race_free(params, memory_model):
    """poison: an LDS byte read before the DMA that writes it was waited for is an error; late /
    early: the timed models deliver every in-flight write as late (or as early) as allowed
    and report a read of bytes another wave still has in flight. All give the reference's bits."""
    from zyfagen import emulator
    from zyfagen.kernels.attention_fwd import attention_inputs
    from zyfagen.kernels.launch import launch_of, reference_bits

    code = build_spec(parse_spec(spec_text(params))).code_object
    d = params["head_dim_qk"]
    inp = attention_inputs(52, seq_q=129, seq_k=300 + 7, head_dim_qk=d, head_dim_v=params.get("head_dim_v", d))
    launch = launch_of("attention_fwd", params, inp.problem(), inp)
    res = emulator.launch(emulator.load(code), launch.args, grid=launch.grid, memory_model=memory_model)
    assert res.races == ()
    assert np.array_equal(res.buffers["o"], reference_bits("attention_fwd", params, inp.problem(), inp)["o"])


# LDS by hand: buffers = load_depth + 1 + 2 (wave_offset lag 1; pv_lag adds none with a lag),
# each 128 keys x (d_qk + d_v) bytes; hd256 (cycle1: load_depth 1, no lag, no pv_lag) two.
@pytest.mark.parametrize("name,waves,registers,lds", [
    ("attention_hd64_lean", 8, 256, 5 * 128 * (64 + 64)),
    ("attention_mla192_128_lean", 8, 256, 4 * 128 * (192 + 128)),  # load_depth 1: 160 KiB, all of it
    ("attention_hd256_lean", 4, 512, 2 * 128 * (256 + 256)),
])
def test_emitted_metadata_budget_and_hazards(name, waves, registers, lds):
    """From the emitted code object's metadata note (llvm-readelf-22): two waves per SIMD
    (8 waves on 4 SIMDs) leave 256 VGPRs+AGPRs per wave, one wave 512; no scratch or spills;
    the LDS of the shared buffers; 0 hazards from the independent checker."""
    code = (ROOT / "emitted" / f"{name}.hsaco").read_bytes()
    meta = read_metadata(code)["amdhsa.kernels"][0]
    assert meta[".vgpr_count"] <= registers, meta[".vgpr_count"]
    assert meta[".private_segment_fixed_size"] == 0 and meta.get(".vgpr_spill_count", 0) == 0
    assert meta[".group_segment_fixed_size"] == lds
    assert meta[".max_flat_workgroup_size"] == 64 * waves
    assert check_code_object(code) == []


@pytest.mark.parametrize("name", ["attention_mla192_128_lean", "attention_hd128_lean", "attention_hd64_lean",
                                  "attention_hd256_lean"])
def test_emitted_lds_free_of_bank_conflicts(name):
    """sim/lds.py costs every LDS access of one emulated workgroup (4 key blocks) from its
    lanes' real addresses: the swizzle (K rows of 64/128/256 bytes, MLA's 192-byte K as a
    128-byte and a 64-byte region, V^T by ds_read_b64_tr_b8) leaves no conflicting access."""
    from zyfagen.kernels import get_kind
    from zyfagen.sim.problem import measure_lds_conflicts

    kind = get_kind("attention_fwd")
    params = kind.complete(spec_params(name))
    code = (ROOT / "emitted" / f"{name}.hsaco").read_bytes()
    got = measure_lds_conflicts(code, kind, params)
    assert got.per_block == 0 and got.by_address == ()


def test_hd256_two_waves_per_simd_do_not_fit():
    """The ping-pong form at hd256: 5 buffers of 64 KiB are twice the LDS (one line, the
    numbers); block_k 64 fits the LDS but not 256 registers (test_attention_shared)."""
    with pytest.raises(UserError, match=r"needs 327680 bytes of LDS .*allowed: at most 163840"):
        build_spec(parse_spec(spec_text(dict(HD256, waves_per_workgroup=8, schedule="pingpong_lds"))))


def test_causal_grid_starts_the_longest_workgroups_first():
    """The emitted causal kernel on a (3, 2, 1) grid (seq 640, two heads, 256 query rows per
    workgroup): by hand, tiles 0, 1, 2 see 256, 512, 640 keys, i.e. 2, 4, 5 key blocks of
    128, and wave 0 issues 18 MFMAs per block (8 PV, 2 row sums, 8 QK^T) plus 10 after the
    loops (the last block's PV and row sums): 46, 82, 100. Counted per workgroup in the
    emulator's trace, in dispatch order n = x + 3 y, they are 100, 100, 82, 82, 46, 46: every
    head's longest tile first (tile X - 1 - floor(n / heads), head n mod heads; per-head
    reversal would give 100, 82, 46, 100, 82, 46). The output is the reference's."""
    import collections

    from zyfagen import emulator
    from zyfagen.kernels import get_kind
    from zyfagen.kernels.attention_fwd import attention_inputs
    from zyfagen.kernels.launch import launch_of, reference_bits

    params = get_kind("attention_fwd").complete(spec_params("attention_hd128_lean_causal"))
    code = (ROOT / "emitted" / "attention_hd128_lean_causal.hsaco").read_bytes()
    inp = attention_inputs(53, seq_q=640, seq_k=640, heads=2)
    launch = launch_of("attention_fwd", params, inp.problem(), inp)
    assert launch.grid == (3, 2, 1)
    mfmas: collections.Counter = collections.Counter()

    def count(step) -> None:
        if step.wave == 0 and step.text.startswith(("v_mfma", "v_smfmac")):  # row sums: rowsum smfmac
            mfmas[step.workgroup] += 1

    res = emulator.launch(emulator.load(code), launch.args, grid=launch.grid, trace=count)
    assert [mfmas[(n % 3, n // 3, 0)] for n in range(6)] == [100, 100, 82, 82, 46, 46]
    assert np.array_equal(res.buffers["o"], reference_bits("attention_fwd", params, inp.problem(), inp)["o"])


def test_chip_model_places_the_causal_kernel_in_its_own_order():
    """The whole-chip model takes the tile order from the kernel's contract: in dispatch order
    the workgroups' times never grow within a batch (longest first), and tile X - 1 (all
    keys) comes first in each: 2 x 3 heads x 3 tiles of 256 rows at seq 768 = 6, 4, 2 blocks."""
    from zyfagen.sim.problem import parse_problem, resolve, simulate_problem

    kernel, tiling, _ = resolve(str(ROOT / "specs" / "attention_hd128_lean_causal.yaml"))
    assert tiling.tile_order == "longest_first"
    r = simulate_problem(kernel, tiling, parse_problem(
        "batch=2,heads_q=3,heads_kv=1,seq_q=768,seq_k=768,causal=1"), sample_iterations=2)
    c = r.workgroup_cycles
    assert len(c) == 18 and all(c[i] >= c[i + 1] for b in (0, 9) for i in range(b, b + 8))
    assert c[0] == c[2] > c[3] == c[5] > c[6] == c[8] and c[:9] == c[9:]
