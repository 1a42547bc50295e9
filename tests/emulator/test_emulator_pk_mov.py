"""v_pk_mov_b32 (used by Triton's causal FP8 attention): D.lo = S0[op_sel[0]], D.hi = S1[op_sel[1]]
(LLVM VOP3PInstructions.td V_PK_MOV_B32), bits copied unchanged (NaN payloads too)."""
import numpy as np
import pytest

from emulator_util import lanes_kernel, run_lanes


@pytest.mark.parametrize("sel", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_pk_mov_selects_a_dword_of_each_source(sel):
    # v[20:21] = (x, y), v[22:23] = (z, ~x); out0 = D.lo, out1 = D.hi
    setup = ["v_mov_b32 v20, v1", "v_mov_b32 v21, v2", "v_mov_b32 v22, v3", "v_not_b32 v23, v1"]
    ops = [f"v_pk_mov_b32 v[10:11], v[20:21], v[22:23] op_sel:[{sel[0]},{sel[1]}]",
           f"v_pk_mov_b32 v[12:13], v[20:21], v[22:23] op_sel:[{sel[0]},{sel[1]}]\n\tv_mov_b32 v10, v13"]
    rng = np.random.default_rng(sel[0] * 2 + sel[1])
    x, y, z = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    x[0] = 0x7FC01234  # a NaN payload must survive
    out = run_lanes(lanes_kernel(ops, setup=setup), 2, x, y, z)
    src0, src1 = (x, y), (z, ~x)
    assert np.array_equal(out[0], src0[sel[0]])
    assert np.array_equal(out[1], src1[sel[1]])
