"""attention_fwd with `v_transpose: lds` (V through LDS by DMA, V^T by ds_read_b64_tr_b8, K and
V^T in AGPRs, loads one block ahead, the loop body in a cycle-aware order): the emulated code
object must be bitwise equal to the reference model (`zyfagen.numerics.reference`, written from
docs/attention.md, which does not depend on the register layout) and within the fp64 bound of
test_attention.py. The shapes cover every path of the pipelined loop: no full block, exactly one
(prologue and drain only), several, a ragged tail after them, causal diagonals with several
waves (each with its own LDS buffers), GQA, LSE, exact P, VALU row sums, 64-key blocks and lazy rescaling."""
from __future__ import annotations

import pytest

from zyfagen.driver import build_spec
from zyfagen.errors import RegisterLimitError, UserError
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text

LDS = dict(head_dim_qk=128, p_block_scale=True, v_transpose="lds")  # the emitted hd128 lean kernel


@pytest.mark.parametrize("seq_k", [100, 128, 256, 300, 640 + 37])
def test_hd128_lean_lds_every_loop_path(seq_k):
    check(run_case(LDS, seq_q=40, seq_k=seq_k, seed=31), f"lds seq_k={seq_k}")


@pytest.mark.parametrize("params,shape", [
    (dict(LDS, causal=True, lse=True, waves_per_workgroup=2),
     dict(seq_q=100, seq_k=300, heads_q=2, heads_kv=1)),
    (dict(LDS, waves_per_workgroup=4, descale="batch_head"),
     dict(batch=2, seq_q=130, seq_k=400, heads_q=2, heads_kv=2)),
    (dict(head_dim_qk=64, p_mode="exact", block_k=64, v_transpose="lds", lse=True),
     dict(seq_q=40, seq_k=300)),
    (dict(LDS, lazy_rescale="threshold", rescale_threshold=3.0), dict(seq_q=40, seq_k=640)),
    (dict(LDS, output="fp32"), dict(seq_q=33, seq_k=270)),
    # VALU row sums: the chunk-0 pair sums are carried into the next iteration, where the
    # later chunks' P is made and L = L alpha + block sum is formed (the exact-P control)
    (dict(head_dim_qk=128, p_mode="exact", rowsum="valu_fp32", p_block_scale=True, lse=True,
          v_transpose="lds"), dict(seq_q=40, seq_k=645)),
    (dict(head_dim_qk=64, rowsum="valu", p_block_scale=True, causal=True, v_transpose="lds"),
     dict(seq_q=70, seq_k=300)),
])
def test_lds_variants(params, shape):
    check(run_case(params, seed=32, **shape), f"lds {params}")


@pytest.mark.parametrize("schedule", ["serial", "interleave1"])
def test_lds_bitwise_under_one_wave_schedules(schedule):
    check(run_case(dict(LDS, schedule=schedule), seq_q=40, seq_k=300, seed=33), f"lds {schedule}")


def test_lds_does_not_fit_two_waves_per_simd():
    """K and V^T in AGPRs need more than the 256 unified registers a wave may use when two
    waves share a SIMD: a one-line register error, not a broken kernel."""
    with pytest.raises(RegisterLimitError) as exc:
        build_spec(parse_spec(spec_text(dict(LDS, schedule="pingpong2", waves_per_workgroup=4))))
    assert "\n" not in str(exc.value) and "2 waves per SIMD allow 256" in str(exc.value)


@pytest.mark.parametrize("params,field", [
    (dict(LDS, waves_per_workgroup=8), "params.v_transpose"),  # 8 x 2 x 16 KiB > 160 KiB of LDS
    (dict(LDS, v_transpose="shuffle"), "params.v_transpose"),
])
def test_lds_bad_specs(params, field):
    with pytest.raises(UserError) as exc:
        parse_spec(spec_text(params), "bad.yaml")
    msg = str(exc.value)
    assert msg.startswith("bad.yaml: ") and field in msg and "\n" not in msg
