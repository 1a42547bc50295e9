"""AITER's hd128 FP8 forward kernels (third-party code objects, tests/data/aiter/, MIT) on the
whole-chip model: the non-causal one is not memory-bound at 16K (it shares each K/V tile among
its 8 waves through LDS: 512 FLOP per byte), and the causal one runs query tiles in pairs."""
from pathlib import Path

import pytest

from zyfagen import codeobj
from zyfagen.isa import load_table
from zyfagen.sim.problem import FOREIGN_TILINGS, parse_problem, simulate_problem

AITER = Path(__file__).resolve().parents[1] / "data" / "aiter"
MEMORY = ("L1", "L2", "MALL", "HBM", "LDS bandwidth", "bank conflicts")


def _kernel(name: str):
    return codeobj.read_code_object((AITER / name).read_bytes()).kernel()


def test_aiter_is_not_memory_bound_at_16k():
    k = _kernel("fwd_hd128_fp8.co")
    r = simulate_problem(k, FOREIGN_TILINGS[k.name],
                         parse_problem("batch=1,heads_q=32,heads_kv=8,seq_q=16384,seq_k=16384,causal=0"))
    assert r.bound not in MEMORY
    assert r.kernel_cycles == r.placement.makespan  # no memory floor paces it
    assert r.extrapolation_error < 1e-3
    # the requested bytes: 2,048 workgroups x 16,384 keys x 256 B of K and V, + Q and O
    assert r.bytes["requested"] == 2048 * (16384 * 256 + 256 * 128 + 256 * 128 * 2)


def test_aiter_causal_pairs_query_tiles():
    # 16 query tiles of 256 rows per head; the kernel runs tile x and tile 15 - x in one
    # workgroup (its code object's loop around the key loops), so 8 workgroups per head,
    # each seeing (x + 1) + (16 - x) = 17 key blocks of 256 keys: all equally long.
    k = _kernel("fwd_hd128_fp8_causal.co")
    r = simulate_problem(k, FOREIGN_TILINGS[k.name], parse_problem("batch=1,heads_q=2,seq_q=4096,causal=1"))
    assert r.workgroups == 2 * 8
    assert r.keys_per_iteration == 256
    # the 16 workgroups start and end together: one burst of Q (256 x 128 B) and a first K/V
    # block (256 keys x 256 B) each, one of O (256 x 128 x 2 B) each, at the HBM rate a kernel
    # reaches (8 TB/s x hbm_achievable_fraction) / 2.4 GHz
    reach = load_table().fact("hbm_achievable_fraction").value
    burst = 16 * (256 * 128 + 256 * 256 + 256 * 128 * 2) / (8000e9 * reach / 2400e6)
    # each tile's diagonal block runs in the kernel's masked loops (one trip each), the others
    # in the key-block loop: 17 blocks = 15 + 2 diagonal ones
    one = 2 * r.workgroup_overhead_cycles + 15 * r.iteration_cycles + 2 * r.masked_iteration_cycles + burst
    assert r.workgroup_cycles == pytest.approx((one,) * 16)
    # masking adds VALU work to the same MFMA work
    assert r.masked_iteration_cycles > r.iteration_cycles
    assert r.extrapolation_error < 1e-3
    # the key-block loop is an inner loop (not the loop over the tile pair): its iteration
    # holds 32 MFMAs of 64 cycles per wave, two waves per SIMD
    assert r.iteration_cycles >= 2 * 32 * 64


def test_aiter_bank_conflicts_come_from_emulated_addresses():
    # resolve() emulates one AITER workgroup through its launch contract (zyfagen/foreign/aiter.py) and
    # costs every LDS access from its lanes' addresses; the conflicting instructions are LDS
    # instructions of the kernel, and their stalls never make the prediction faster
    from zyfagen.sim.problem import resolve

    kernel, tiling, conflicts = resolve(str(AITER / "fwd_hd128_fp8.co"))
    assert conflicts is not None and conflicts.by_address and conflicts.per_block > 0
    lds = {d.address for d in kernel.instructions if d.mnemonic.startswith("ds_")}
    assert {a for a, _c in conflicts.by_address} <= lds
    p = parse_problem("batch=1,heads_q=8,seq_q=2048")
    clean = simulate_problem(kernel, tiling, p)
    stalled = simulate_problem(kernel, tiling, p, lds_conflicts_per_block=conflicts)
    assert stalled.iteration_cycles >= clean.iteration_cycles
    assert stalled.cycles["bank conflicts"] > 0 == clean.cycles["bank conflicts"]


def test_aiter_workgroup_trip_counts_are_the_emulated_ones():
    # --problem times an AITER workgroup as overhead + n x (one key-block iteration), with
    # n = keys / 256 read from its launch contract (static trip counts). The oracle for the
    # trip counts is the emulator: one workgroup (256 rows, one head) over 2,048 keys runs the
    # assembled code object, and the engine replays every branch as the emulated waves took it
    # (sim/dynamic.py). Same engine, same bank conflicts on both sides, so any difference is a
    # loop the static path runs a different number of times (a masked tail, an extra trip).
    # The static overhead 2 T(1) - T(2) may over-count one first iteration per loop: 0.2%.
    from zyfagen import emulator
    from zyfagen.sim.dynamic import predict_recorded, record_launch
    from zyfagen.foreign.aiter import aiter_args
    from zyfagen.sim.lds import LdsConflicts

    path = AITER / "fwd_hd128_fp8.co"
    k = _kernel("fwd_hd128_fp8.co")
    prog = emulator.load(path, k.name, kernarg_layout=path.with_suffix(".args.yaml"))
    rec = record_launch(prog, aiter_args(256, 2048), (1, 1, 1))
    recorded = predict_recorded(k, rec, clock_mhz=2108)
    assert recorded.instructions == recorded.recorded_instructions
    r = simulate_problem(k, FOREIGN_TILINGS[k.name], parse_problem("batch=1,heads_q=1,seq_q=256,seq_k=2048"),
                         clock_mhz=2108, sample_iterations=2,
                         lds_conflicts_per_block=LdsConflicts(0.0, rec.lds_conflicts))
    assert r.workgroups == 1 and r.keys_per_iteration == 256
    static = r.workgroup_overhead_cycles + 8 * r.iteration_cycles
    assert static == pytest.approx(recorded.cycles, rel=2e-3)


def test_aiter_v4_is_timed_through_its_own_tiling_and_its_emulated_trips():
    # fmha_v4's fwd_hd128_fp8.co shares v3's symbol: --problem finds its tiling by content
    # (FOREIGN_TILINGS' sha256 key), 256 keys per key-loop trip. Oracle for the trips: the
    # emulator's recorded stream of one workgroup over 2,048 keys (sim/dynamic.py), through
    # the launch contract of zyfagen/foreign/aiter_v4.py. The static path's overhead
    # (2 T(1) - T(2)) over-counts here: within 10% on this short problem (7% measured).
    import ml_dtypes
    import numpy as np

    from zyfagen import emulator
    from zyfagen.foreign import aiter_v4
    from zyfagen.sim.dynamic import predict_recorded, record_launch
    from zyfagen.sim.lds import LdsConflicts
    from zyfagen.sim.problem import resolve

    path = aiter_v4.code_object_path("fp8")
    kernel, tiling, _ = resolve(str(path))
    assert tiling.keys_per_iteration == 256 and kernel.name == "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E"
    assert resolve(str(AITER / "fwd_hd128_fp8.co"))[1] is FOREIGN_TILINGS[kernel.name]  # v3 keeps its own
    prog = emulator.load(path, kernel.name, kernarg_layout=aiter_v4.args_layout_path("fp8"))
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((n, 128)).astype(ml_dtypes.float8_e4m3fn) for n in (256, 2048, 2048))
    rec = record_launch(prog, aiter_v4.fp8_args(q, k, v, float(1 / np.sqrt(128))), (1, 1, 1),
                        barrier_mode=aiter_v4.BARRIER_MODE)
    recorded = predict_recorded(kernel, rec, clock_mhz=2108)
    r = simulate_problem(kernel, tiling, parse_problem("batch=1,heads_q=1,seq_q=256,seq_k=2048"), clock_mhz=2108,
                         sample_iterations=2, lds_conflicts_per_block=LdsConflicts(0.0, rec.lds_conflicts))
    assert r.keys_per_iteration == 256 and r.workgroups == 1
    static = r.workgroup_overhead_cycles + 8 * r.iteration_cycles
    assert static == pytest.approx(recorded.cycles, rel=0.10)


def test_v4_mxfp4_times_the_loop_wave_0_runs():
    """AITER fmha_v4's MXFP4 kernel (fmha_v4_fwd/fwd_hd128_mxfp4.co): its two wave groups' key
    loops tie at 38 MFMAs; the engine's tie-break (the shorter) would pick the second, which
    the first wave never runs, and find no loop to extrapolate. The launch contract names the
    first by its back-edge (objdump: `s_branch label_core_loop_0` at code offset 0x3A64)."""
    from zyfagen.sim.engine import _prepare

    k = codeobj.read_code_object((AITER / "fmha_v4_fwd" / "fwd_hd128_mxfp4.co").read_bytes()).kernel()
    tiling = FOREIGN_TILINGS[k.name]
    table = load_table()
    prog, _u, loops, chosen, _n, _f = _prepare(k, table)
    prog2, _u, _l, named, _n, _f = _prepare(k, table, tiling.main_loop)
    assert chosen != named and prog2[named[1]].address == tiling.main_loop
    assert prog2[named[1]].mnemonic == "s_branch" and named[0] < chosen[0]  # the earlier group's loop
    with pytest.raises(Exception, match="no loop has its back-edge"):
        _prepare(k, table, tiling.main_loop + 4)
    # the MXFP6 sibling: the same tie, its first loop named
    k6 = codeobj.read_code_object((AITER / "fmha_v4_fwd" / "fwd_hd128_mxfp6.co").read_bytes()).kernel()
    prog6, _u, _l, named6, _n, _f = _prepare(k6, table, FOREIGN_TILINGS[k6.name].main_loop)
    assert named6 != _prepare(k6, table)[3] and prog6[named6[1]].mnemonic == "s_branch"
