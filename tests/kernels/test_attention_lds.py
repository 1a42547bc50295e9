"""attention_fwd with `v_transpose: lds` (V through LDS by DMA, V^T by ds_read_b64_tr_b8, K and
V^T in AGPRs, loads `load_depth` blocks ahead, the loop body ordered by the cycle-aware
scheduler of the `cycle1` schedule or by the others): the emulated code
object must be bitwise equal to the reference model (`zyfagen.numerics.reference`, written from
docs/attention.md, which does not depend on the register layout) and within the fp64 bound of
test_attention.py. The shapes cover every path of the pipelined loop: no full block, exactly one
(prologue and drain only), several, a ragged tail after them, causal diagonals with several
waves (each with its own LDS buffers), GQA, LSE, exact P, VALU row sums, 64-key blocks and lazy
rescaling; load depths 0, 1 and 2, and both row-max instruction choices."""
from __future__ import annotations

import pytest

from zyfagen.schedule import load_schedule

from zyfagen.driver import build_spec
from zyfagen.errors import RegisterLimitError, UserError
from zyfagen.spec import parse_spec

from test_attention import check, run_case, spec_text

LDS = dict(head_dim_qk=128, p_block_scale=True, v_transpose="lds", schedule="cycle1")  # as emitted


@pytest.fixture(scope="module")
def sched_dir(tmp_path_factory):
    """Schedules that differ from cycle1 in one statement."""
    d = tmp_path_factory.mktemp("sched")
    # a statement may appear once per schedule, so depth0_phases replaces cycle1's order
    for name, order, extra in (("depth0", "cycle_aware", "load_depth 0;"), ("depth2", "cycle_aware", "load_depth 2;"),
                               ("depth1", "cycle_aware", "load_depth 1;"),
                               ("depth0_phases", "phases", "load_depth 0; phase body { tags load qk pv; }")):
        text = f"schedule {name} {{ waves_per_simd 1; order {order}; {extra} }}\n"
        (d / f"{name}.sched").write_text(text)
    return d


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
    # both have load_depth 0: K and V are loaded in the iteration that uses them
    check(run_case(dict(LDS, schedule=schedule), seq_q=40, seq_k=300, seed=33), f"lds {schedule}")


@pytest.mark.parametrize("seq_k", [128, 256, 640 + 37])
def test_lds_load_depth_0_every_loop_path(sched_dir, seq_k):
    params = dict(LDS, schedule=str(sched_dir / "depth0.sched"))
    check(run_case(params, seq_q=40, seq_k=seq_k, seed=34), f"lds depth 0 seq_k={seq_k}")


# depth 2 unrolls the loop twice: no full block, one (prologue and drain only), two (the loop
# leaves from its first copy), three (from the second), four and a ragged tail
@pytest.mark.parametrize("seq_k", [100, 128, 256, 384, 512 + 37])
def test_lds_load_depth_2_every_loop_path(sched_dir, seq_k):
    params = dict(LDS, schedule=str(sched_dir / "depth2.sched"))
    check(run_case(params, seq_q=40, seq_k=seq_k, seed=38), f"lds depth 2 seq_k={seq_k}")


def test_lds_load_depth_2_variants(sched_dir):
    params = dict(head_dim_qk=64, p_mode="exact", rowsum="valu_fp32", causal=True, lse=True,
                  v_transpose="lds", waves_per_workgroup=2, schedule=str(sched_dir / "depth2.sched"))
    check(run_case(params, seq_q=70, seq_k=520, seed=39), "lds depth 2 exact causal")


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_lds_load_depths_wait_for_every_load(sched_dir, depth):
    """Under the emulator's poison memory model a load result (registers, or LDS bytes written
    by the V DMA) is unreadable until an s_waitcnt drains its counter: the explicit vmcnt
    waits of each depth (which leave the later blocks' loads in flight) must cover every
    read, and the output must still be bitwise the reference model's."""
    import numpy as np

    from zyfagen.kernels.attention_fwd import attention_inputs
    from zyfagen.kernels.launch import emulate, reference_bits

    params = dict(LDS, schedule=str(sched_dir / f"depth{depth}.sched"))
    code = build_spec(parse_spec(spec_text(params))).code_object
    inp = attention_inputs(40 + depth, seq_q=32, seq_k=512 + 37)
    out = emulate(code, "attention_fwd", params, inp.problem(), inp, memory_model="poison")["o"]
    assert np.array_equal(out, reference_bits("attention_fwd", params, inp.problem(), inp)["o"])


def test_lds_load_depth_0_variants(sched_dir):
    # exact P with the fp32 VALU row sum, causal, LSE, two waves (two LDS regions), phases order
    params = dict(head_dim_qk=128, p_mode="exact", rowsum="valu_fp32", causal=True, lse=True,
                  v_transpose="lds", waves_per_workgroup=2, schedule=str(sched_dir / "depth0_phases.sched"))
    check(run_case(params, seq_q=70, seq_k=400, seed=35), "lds depth 0 exact causal")


def _loop_body(result):
    return next(b for b in result.final.blocks if b.label == "block_loop").insts


def test_load_depth_changes_the_program(sched_dir):
    """Depth D keeps D + 1 LDS buffers of V per wave. Depth 0 loads K before QK^T needs it;
    depths 1 and 2 load K of a later block into the K registers after QK^T has read them;
    depth 2 alternates two K register sets between the two copies of its unrolled loop."""
    built = {d: build_spec(parse_spec(spec_text(dict(LDS, schedule=s)))) for d, s in
             ((0, str(sched_dir / "depth0.sched")), (1, "cycle1"), (2, str(sched_dir / "depth2.sched")))}
    assert load_schedule("cycle1").load_depth == 1
    block = 128 * 128  # bytes of V per key block
    k_dests = {}
    for depth, res in built.items():
        assert res.report["lds_bytes"] == (depth + 1) * block
        for label in ("block_loop", "block_loop_odd"):
            found = [b.insts for b in res.final.blocks if b.label == label]
            assert len(found) == (1 if depth == 2 or label == "block_loop" else 0), (depth, label)
            if not found:
                continue
            body = [i.op for i in found[0]]
            first_mfma = next(k for k, op in enumerate(body) if op.startswith("v_mfma"))
            k_loads = [k for k, op in enumerate(body) if op == "global_load_dwordx4"]
            assert len(k_loads) == 16, depth  # K of a 128x128 block: 2 x 16 bytes per lane per tile and d chunk
            if depth == 0:
                assert max(k_loads) < first_mfma
            else:
                assert min(k_loads) > first_mfma
            k_dests[depth, label] = {str(found[0][k].operands[0]) for k in k_loads}
    assert not k_dests[2, "block_loop"] & k_dests[2, "block_loop_odd"]


@pytest.mark.parametrize("params,shape", [
    (dict(LDS, row_max="max"), dict(seq_q=40, seq_k=300)),
    # the perm path's chunk maxima with the pair swap, and the lazy reference candidate
    (dict(head_dim_qk=64, row_max="max", lazy_rescale="threshold", rescale_threshold=2.0, causal=True,
          lse=True), dict(seq_q=70, seq_k=300)),
    (dict(head_dim_qk=64, block_k=64, row_max="max", p_mode="exact", rowsum="valu"), dict(seq_q=40, seq_k=200)),
])
def test_row_max_one_value_per_instruction(params, shape):
    check(run_case(params, seed=36, **shape), f"row_max max {params}")
    ops = [i.op for i in build_spec(parse_spec(spec_text(params))).final.insts]
    max3_ops = [i.op for i in build_spec(parse_spec(spec_text(dict(params, row_max="max3")))).final.insts]
    # both forms are NaN-propagating v_maximum3_f32 (docs "NaN inputs"); max takes one new value each
    assert "v_max3_f32" not in ops and "v_max_f32" not in ops
    assert ops.count("v_maximum3_f32") > max3_ops.count("v_maximum3_f32") > 0


def test_lds_does_not_fit_two_waves_per_simd():
    """K and V^T in AGPRs need more than the 256 unified registers a wave may use when two
    waves share a SIMD: a one-line register error, not a broken kernel."""
    with pytest.raises(RegisterLimitError) as exc:
        build_spec(parse_spec(spec_text(dict(LDS, schedule="pingpong2", waves_per_workgroup=4))))
    assert "\n" not in str(exc.value) and "2 waves per SIMD allow 256" in str(exc.value)


@pytest.mark.parametrize("params,field", [
    (dict(LDS, waves_per_workgroup=8), "params.v_transpose"),  # 8 x 2 x 16 KiB > 160 KiB of LDS
    (dict(LDS, row_max="max4"), "params.row_max"),
    (dict(LDS, v_transpose="shuffle"), "params.v_transpose"),
])
def test_lds_bad_specs(params, field):
    with pytest.raises(UserError) as exc:
        parse_spec(spec_text(params), "bad.yaml")
    msg = str(exc.value)
    assert msg.startswith("bad.yaml: ") and field in msg and "\n" not in msg


def test_lds_load_depth_2_needs_three_lds_buffers_per_wave(sched_dir):
    # 4 waves x 3 x 16 KiB > 160 KiB; at depth 1 (cycle1) the same spec fits
    params = dict(LDS, waves_per_workgroup=4, schedule=str(sched_dir / "depth2.sched"))
    with pytest.raises(UserError) as exc:
        parse_spec(spec_text(params), "bad.yaml")
    msg = str(exc.value)
    assert msg.startswith("bad.yaml: params.v_transpose: lds needs 196608 bytes") and "\n" not in msg
    assert "load_depth 2" in msg and "at most 163840" in msg
    parse_spec(spec_text(dict(params, schedule="cycle1")), "good.yaml")
