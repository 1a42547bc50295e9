"""The whole-chip model on serving shapes (issue 34): `--problem` with packed variable lengths
(seqlens_q / seqlens_k), a sliding window and a page size, for the varlen / window / page_size
kernels. Oracles: the block counts against a brute-force count from the definition (the
blocks holding the keys a tile's rows see); the model's FLOPs against the visible pairs counted
here; its time against its own per-block costs (a window's launch costs the blocks it walks)."""
from __future__ import annotations

import numpy as np
import pytest

from zyfagen.errors import UserError
from zyfagen.sim.problem import (_tile_blocks, parse_problem, resolve, simulate_problem, static_loop_costs)

from tests.conftest import ROOT


def test_parse_serving_problem():
    p = parse_problem("seqlens_q=1:77:300,seqlens_k=32:277:300,heads_q=8,heads_kv=2,causal=1,window=64:0,page_size=16")
    assert (p.batch, p.seq_q, p.keys, p.seqlens_q, p.seqlens_k, p.window, p.page_size) == \
        (3, 300, 300, (1, 77, 300), (32, 277, 300), (64, 0), 16)
    assert p.sequences() == [(1, 32), (77, 277), (300, 300)]
    assert parse_problem("seq_q=10,batch=2").sequences() == [(10, 10), (10, 10)]
    for bad, why in (("seqlens_q=1:2", "give both"), ("seqlens_q=1:2,seqlens_k=3", "1 lengths"),
                     ("seqlens_q=1,seqlens_k=1,batch=2", "batch: comes from"), ("window=5", "LEFT:RIGHT"),
                     ("page_size=8", "16, 32"), ("seqlens_q=a,seqlens_k=1", "integers separated"),
                     ("causal=1,window=4:2", "contradicts causal"), ("seqlens_q=0:0,seqlens_k=1:1", "empty")):
        with pytest.raises(UserError, match=why) as exc:
            parse_problem(bad)
        assert "\n" not in str(exc.value)


@pytest.mark.parametrize("causal", [False, True])
def test_tile_blocks_against_the_definition(causal):
    """Blocks walked: from the block of the first key any row of the tile sees to that of the
    last; full: blocks every row sees whole (a boolean visibility matrix, flash-attn's rule)."""
    rng = np.random.default_rng(1)
    for _ in range(60):
        lq, lk = int(rng.integers(1, 700)), int(rng.integers(0, 900))
        window = (int(rng.integers(-1, 300)), int(rng.integers(-1, 200)) if not causal else int(rng.integers(-1, 1)))
        rows, bk = 256, 128
        j = np.arange(lk)[None, :]
        for q0 in range(0, lq, rows):
            i = np.arange(q0, min(q0 + rows, lq))[:, None]
            vis = np.ones((i.size, lk), bool)
            if window[0] >= 0:
                vis &= j >= i + lk - lq - window[0]
            if causal:
                vis &= j <= i + lk - lq
            elif window[1] >= 0:
                vis &= j <= i + lk - lq + window[1]
            seen = np.flatnonzero(vis.any(axis=0))
            want = seen[-1] // bk - seen[0] // bk + 1 if seen.size else 0
            full = sum(1 for b in range(-(-lk // bk)) if (b + 1) * bk <= lk and vis[:, b * bk:(b + 1) * bk].all())
            assert _tile_blocks(lq, lk, q0, rows, bk, causal, window) == (want, full), (lq, lk, q0, window)


@pytest.fixture(scope="module")
def varlen_kernel():
    """The emitted causal sliding-window varlen kernel, its tiling and its loop costs (timed once)."""
    from zyfagen.isa import load_table
    from zyfagen.sim import grid as gridmod

    kernel, tiling, conflicts = resolve(str(ROOT / "emitted" / "attention_hd128_lean_varlen.hsaco"))
    table = load_table()
    occ = gridmod.occupancy(gridmod.resources_of(kernel), table)
    costs = static_loop_costs(kernel, tiling, occ.workgroups_per_cu, 2400.0, table)
    return kernel, tiling, conflicts, costs


def test_window_costs_the_blocks_it_walks(varlen_kernel):
    """Eight 4K-token sequences, causal, 32 heads: a 512-key window walks 5 blocks per tile
    (at most) against up to 32; the model's FLOPs are the window's visible pairs and its
    workgroup time follows the blocks walked (overhead + blocks x the loop's costs)."""
    kernel, tiling, conflicts, costs = varlen_kernel
    run = {}
    for name, window in (("window", "512:0"), ("full", "-1:-1")):
        p = parse_problem(f"seqlens_q={':'.join(['4096'] * 8)},seqlens_k={':'.join(['4096'] * 8)},heads_q=32,"
                          f"heads_kv=8,causal=1,window={window}")
        run[name] = simulate_problem(kernel, tiling, p, 2400.0, lds_conflicts_per_block=conflicts,
                                     loop_costs=lambda wpc, clk: costs)
    w, f = run["window"], run["full"]
    pairs_w = 8 * 32 * sum(min(512, q) + 1 for q in range(4096))
    pairs_f = 8 * 32 * 4096 * 4097 // 2
    assert w.tflops * 1e12 * w.kernel_seconds == pytest.approx(2 * pairs_w * 256, rel=1e-9)
    assert f.tflops * 1e12 * f.kernel_seconds == pytest.approx(2 * pairs_f * 256, rel=1e-9)
    blocks_w = sum(_tile_blocks(4096, 4096, t * 256, 256, 128, True, (512, 0))[0] for t in range(16))
    blocks_f = sum(_tile_blocks(4096, 4096, t * 256, 256, 128, True, (-1, -1))[0] for t in range(16))
    # the compute side before the start/end bursts: overhead + blocks at the loop's costs
    # (this kernel's launch contract names no masked loops: edge blocks at the loop's rate)
    from zyfagen.isa import load_table
    from zyfagen.sim import grid as gridmod
    from zyfagen.sim.problem import _serving_workgroups, loop_traffic

    traffic = costs.traffic or loop_traffic(kernel, costs.steady.loop, load_table())
    waves = gridmod.resources_of(kernel).waves
    work = {}
    for name, window in (("window", (512, 0)), ("full", (-1, -1))):
        p = parse_problem(f"seqlens_q=4096:4096,seqlens_k=4096:4096,heads_q=4,heads_kv=1,causal=1,"
                          f"window={window[0]}:{window[1]}")
        cycles, *_ = _serving_workgroups(p, tiling, costs, traffic, waves, 1.0, 4)
        assert len(cycles) == 2 * 16 * 4
        work[name] = sum(cycles) - len(cycles) * costs.overhead
    assert costs.masked_iteration == costs.per_iteration
    assert work["window"] / work["full"] == pytest.approx(blocks_w / blocks_f, rel=1e-9)
    print(f"window 512 on 4K causal: {w.kernel_seconds * 1e6:.1f} us ({blocks_w} blocks per head and sequence) against "
          f"{f.kernel_seconds * 1e6:.1f} us ({blocks_f}); {w.tflops:,.0f} vs {f.tflops:,.0f} TFLOP/s")
