"""AITER's persistent FP8 MLA prefill (tests/data/aiter/mla, MIT) in the whole-chip model (issue
30's MLA peer; issue 32): costs from recorded launches (sim/aiter_mla_timing.py), workgroups
from get_ps_metadata_v1's work tables (foreign/aiter_mla.py).

Oracles: the emulator's recorded stream of a workgroup running a work list the samples never
saw, timed directly by the CU engine with the recorded branches (sim/dynamic.predict_recorded),
against the model's prologue + per-item + per-block sum; and the bytes the model charges
against what the kernel must move (K 192 B and V 128 B per key, Q 192 B per query row, bf16 O
or fp32 partial O of 128 values)."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.foreign import aiter_mla as M
from zyfagen.sim.aiter_mla_timing import MlaTiming
from zyfagen.sim.dynamic import predict_recorded, record_launch
from zyfagen.sim.problem import parse_problem, simulate_problem
from zyfagen.sim.tiling import mla_tiling

_TIMINGS: dict = {}


def _timing(causal: bool) -> MlaTiming:
    if causal not in _TIMINGS:
        _TIMINGS[causal] = MlaTiming(M.code_object_path(causal), causal, sample_blocks=2)
    return _TIMINGS[causal]


@pytest.mark.parametrize("causal,rel", [(False, 0.02), (True, 0.05)])
def test_mla_costs_match_a_recorded_work_list(causal, rel):
    """640 tokens on one workgroup: three items (query tiles of 256, 256 and 128 rows; causal
    2, 5 and 4 key blocks), visited head, tail, middle. Measured: -0.8% / +3.6% (causal: the
    diagonal's extra, sampled on 256-row tiles, over-counts the 128-row tile's one masked block)."""
    t = _timing(causal)
    costs = t.loop_costs(1, 2108.0)
    assert costs.extrapolation_error < 0.01
    n = 640
    meta = M.ps_metadata([n], [n], 1, causal=causal)
    rng = np.random.default_rng(1)
    q, k = (rng.standard_normal((n, 1, M.QK_DIM)).astype(ml_dtypes.float8_e4m3fn) for _ in range(2))
    v = rng.standard_normal((n, 1, M.V_DIM)).astype(ml_dtypes.float8_e4m3fn)
    rec = record_launch(t.program, M.args(q, k, v, [n], [n], meta, 0.07), M.grid(meta), block=M.BLOCK,
                        barrier_mode=M.BARRIER_MODE)
    direct = predict_recorded(t.kernel, rec, clock_mhz=2108).cycles
    blocks = [-(-(w[5] - w[4]) // M.TILE_KV) for w in meta.work_info.tolist()]
    assert blocks == ([2, 5, 4] if causal else [5, 5, 5])
    model = costs.overhead + len(blocks) * costs.per_work + sum(blocks) * costs.per_iteration
    assert model == pytest.approx(direct, rel=rel)


def test_mla_on_the_chip_places_the_work_tables():
    """2 heads x 1,024 tokens on 256 CUs: 2 x 4 tiles x 8 key blocks = 64 one-block pieces, one
    each on the first 32 workgroups of each head's 128 (get_ps_metadata_v1's even split); every
    piece's partial O is fp32; the other workgroups have no item."""
    t = _timing(False)
    r = simulate_problem(t.kernel, mla_tiling(False), parse_problem("batch=1,heads_q=2,seq_q=1024"),
                         clock_mhz=2400.0, lds_conflicts_per_block=t.conflicts(), loop_costs=t.loop_costs)
    c = t.loop_costs(1, 2400.0)
    assert r.workgroups == 64  # the other 192 have no item and leave at once
    assert r.occupancy.workgroups_per_cu == 1
    # bursts aside, each is prologue + one item of one block
    assert min(r.workgroup_cycles) >= c.overhead + c.per_work + c.per_iteration
    keys, rows = 2 * 4 * 1024, 2 * 4 * 8 * 256  # K/V keys read; query rows in, partial rows out
    per_key = (r.bytes["requested"] - rows * (192 + 128 * 4)) / keys
    # a K row and a V row per key, and its int32 page index (kv_page_indices) read a few times;
    # the loop's code counted for every wave read 784 (its waves split over branches)
    assert 192 + 128 <= per_key <= 192 + 128 + 4 * 4
    assert r.tflops > 0 and r.keys_per_iteration == 128


def test_mla_refuses_problems_outside_its_contract():
    """MHA prefill only: GQA or seq_k != seq_q is a one-line error, not a figure."""
    from zyfagen.errors import UserError

    t = _timing(False)
    for text in ("batch=1,heads_q=4,heads_kv=2,seq_q=512", "batch=1,heads_q=4,seq_q=512,seq_k=1024"):
        with pytest.raises(UserError, match="allowed"):
            t.check(parse_problem(text))
