"""Lockstep batching (zyfagen/emulator/scheduler.run_lockstep): the waves of a workgroup that
stop before the same fused instruction run it together on their stacked registers, and the
result is bitwise what each wave computes by itself.

The oracle is the emulator's one-wave-at-a-time path (scheduler.LOCKSTEP off), whose
handlers are tested against numpy / fp64 references elsewhere: the same code object runs both
ways and every output bit and the instruction counts must agree. Code comes from the committed
emitted/ and Triton corpus code objects (8 and 4 waves per workgroup) and from clang-22
(emulator_util) for the fallbacks: scalar sources that differ between waves, and a partial EXEC.
"""
from __future__ import annotations

import collections
import contextlib
import json
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import EmulationError, launch, load, scheduler

from emulator_util import LANES, make_kernel, prologue

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "data" / "triton" / "corpus"
F8 = ml_dtypes.float8_e4m3fn


@contextlib.contextmanager
def counting_batches(prog):
    """Count, per (first instruction text, batched or fell back), the calls of prog's batch handlers."""
    calls: collections.Counter = collections.Counter()
    decoded = prog.decoded
    insts = decoded.instructions
    original = decoded.batched

    def wrap(batch, pc):
        def run(waves, sel):
            nxt = batch(waves, sel)
            calls[(insts[pc].text, nxt is not None)] += 1
            return nxt
        return run
    decoded.__dict__["batched"] = tuple(None if b is None else wrap(b, pc)
                                        for pc, b in enumerate(original))
    try:
        yield calls
    finally:
        decoded.__dict__["batched"] = original


def _both(prog, make, monkeypatch, **kw):
    """(lockstep, one wave at a time) launch results on fresh arguments, and the batch calls."""
    with counting_batches(prog) as calls:
        monkeypatch.setattr(scheduler, "LOCKSTEP", True)
        together = launch(prog, make(), **kw)
    monkeypatch.setattr(scheduler, "LOCKSTEP", False)
    alone = launch(prog, make(), **kw)
    return together, alone, calls


def _same(a, b):
    assert (a.wave_instructions, a.waitcnt, a.nop, a.barriers) == \
        (b.wave_instructions, b.waitcnt, b.nop, b.barriers)
    assert a.buffers.keys() == b.buffers.keys()
    for name in a.buffers:
        assert np.asarray(a.buffers[name]).tobytes() == np.asarray(b.buffers[name]).tobytes(), name


def _batched(calls) -> int:
    return sum(n for (_, ok), n in calls.items() if ok)


@pytest.mark.parametrize("name, d", [("attention_hd128_lean", 128), ("attention_hd128_exact", 128),
                                     ("attention_hd64_lean", 64)])
def test_emitted_attention_is_bitwise_the_same_in_lockstep(name, d, monkeypatch):
    prog = load(ROOT / "emitted" / f"{name}.hsaco")
    seq_q, seq_k = 64, 300  # a ragged key length: the masked last block runs too
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal((n, d)).astype(F8) for n in (seq_q, seq_k, seq_k))

    def make():
        return dict(q=q, k=k, v=v, o=np.zeros((seq_q, d), np.uint16), q_descale=1.0,
                    k_descale=1.0, v_descale=1.0, softmax_scale=d ** -0.5, seq_q=seq_q,
                    seq_k=seq_k, gqa_group=1, heads_kv=1, q_stride_b=seq_q * d, q_stride_s=d,
                    q_stride_h=seq_q * d, k_stride_b=seq_k * d, k_stride_s=d,
                    k_stride_h=seq_k * d, v_stride_b=seq_k * d, v_stride_s=d,
                    v_stride_h=seq_k * d, o_stride_b=seq_q * d, o_stride_s=d,
                    o_stride_h=seq_q * d)
    together, alone, calls = _both(prog, make, monkeypatch, grid=(seq_q // 32, 1, 1))
    _same(together, alone)
    assert np.count_nonzero(together.buffers["o"])
    assert _batched(calls) > 50  # the softmax's windows did run batched: the comparison bites
    assert any(ok and text.startswith("ds_read") for text, ok in calls)  # and the LDS read runs


@pytest.mark.parametrize("name", ["attn_d128_m128_n64_w8_gqa2", "attn_d64_m128_n128_w8_causal_gqa4",
                                  "attn_d64_m64_n32_w4_gqa_rt"])
def test_triton_corpus_kernels_are_bitwise_the_same_in_lockstep(name, monkeypatch):
    # attn_d128_m128_n64_w8_gqa2 once gave wrong output in lockstep: a scalar reader returns
    # one reused box, so comparing the values of the waves after reading them all saw equal
    # values where they differed (fusion._same_value)
    path = CORPUS / f"{name}.hsaco"
    facts = json.loads(path.with_suffix(".json").read_text())
    ce = facts["constexprs"]
    d, bm = ce["HEAD_DIM"], ce["BLOCK_M"]
    group = ce["GROUP"] or 2
    hkv = 1 if ce["GROUP"] > 2 else 2
    hq, seq_q = hkv * group, bm + 5
    seq_k = seq_q + (0 if ce["CAUSAL"] else 72)
    rng = np.random.default_rng(1)
    q = rng.standard_normal((hq, seq_q, d)).astype(F8)
    k, v = (rng.standard_normal((hkv, seq_k, d)).astype(F8) for _ in range(2))

    def make():
        return [q, k, v, np.zeros((hq, seq_q, d), np.float32), np.float32(d ** -0.5), seq_q,
                seq_k, group, seq_q * d, d, seq_k * d, d, seq_k * d, d, seq_q * d, d, None, None]
    prog = load(path)
    together, alone, calls = _both(prog, make, monkeypatch, grid=(-(-seq_q // bm), hq, 1),
                                   dynamic_lds=facts["shared"])
    _same(together, alone)
    assert np.count_nonzero(together.buffers["arg3"])
    assert _batched(calls) > 0


# ---- fallbacks on clang-assembled snippets: two waves per workgroup -------------------------

ARGS = [("x", "buffer"), ("out", "buffer")]
ADDS = [f"v_add_u32 v{20 + i}, {{src}}, v{40 + i}" for i in range(6)]  # one fusable window


def _run(body: list[str], monkeypatch):
    """x[i] = i for 128 work-items; each of v40..v45 = x + 1000 * (1..6); body; out[r][i] = v(20+r)."""
    lines = prologue(ARGS) + ["global_load_dword v1, v100, s[4:5]", "s_waitcnt vmcnt(0)"]
    lines += [f"v_add_u32 v{40 + i}, {1000 * (i + 1)}, v1" for i in range(6)]
    lines += body + ["s_mov_b64 exec, -1"]
    for r in range(6):
        lines += [f"s_add_u32 s20, s6, {r * 512}", "s_addc_u32 s21, s7, 0",
                  f"global_store_dword v100, v{20 + r}, s[20:21]"]
    prog = load(make_kernel(lines + ["s_endpgm"], ARGS, workgroup_size=2 * LANES))
    x = np.arange(2 * LANES, dtype=np.uint32)

    def make():
        return {"x": x.copy(), "out": np.zeros((6, 2 * LANES), np.uint32)}
    together, alone, calls = _both(prog, make, monkeypatch, grid=(1, 1, 1))
    _same(together, alone)
    return together.buffers["out"], calls, x


def test_a_window_with_the_same_scalar_in_every_wave_runs_batched(monkeypatch):
    body = ["s_mov_b32 s30, 7", "v_mov_b32 v20, 0"] + [a.format(src="s30") for a in ADDS]
    out, calls, x = _run(body, monkeypatch)
    for r in range(6):
        np.testing.assert_array_equal(out[r], x + 1000 * (r + 1) + 7)
    assert calls[("v_add_u32_e32 v20, s30, v40", True)] == 1
    assert calls[("v_add_u32_e32 v20, s30, v40", False)] == 0


def test_a_window_whose_scalar_differs_between_waves_runs_each_wave_alone(monkeypatch):
    # s30 = the wave's first work-item id (0 or 64)
    body = ["v_readfirstlane_b32 s30, v0"] + [a.format(src="s30") for a in ADDS]
    out, calls, x = _run(body, monkeypatch)
    wave_base = x // LANES * LANES
    for r in range(6):
        np.testing.assert_array_equal(out[r], x + 1000 * (r + 1) + wave_base)
    assert calls[("v_add_u32_e32 v20, s30, v40", False)] == 1
    assert calls[("v_add_u32_e32 v20, s30, v40", True)] == 0


def test_a_window_under_a_partial_exec_in_one_wave_runs_each_wave_alone(monkeypatch):
    # wave 1 keeps lanes of work-items < 96 only: its other lanes keep v20.. = 5
    body = [f"v_mov_b32 v{20 + i}, 5" for i in range(6)] + [
        "s_movk_i32 s30, 0x60", "v_cmp_gt_u32 vcc, s30, v0", "s_and_saveexec_b64 s[32:33], vcc",
        *[a.format(src="3") for a in ADDS]]
    out, calls, x = _run(body, monkeypatch)
    for r in range(6):
        np.testing.assert_array_equal(out[r], np.where(x < 96, x + 1000 * (r + 1) + 3, 5))
    assert calls[("v_add_u32_e32 v20, 3, v40", False)] == 1
    assert calls[("v_add_u32_e32 v20, 3, v40", True)] == 0


def test_a_runaway_loop_of_batched_windows_hits_the_step_limit(monkeypatch):
    # every pass pauses both waves before the window: the limit counts across pauses
    lines = prologue(ARGS) + ["global_load_dword v1, v100, s[4:5]", "s_waitcnt vmcnt(0)"]
    lines += [f"v_add_u32 v{40 + i}, {1000 * (i + 1)}, v1" for i in range(6)]
    lines += ["s_mov_b32 s30, 7", ".Lloop:"] + [a.format(src="s30") for a in ADDS]
    lines += ["s_branch .Lloop", "s_endpgm"]
    prog = load(make_kernel(lines, ARGS, workgroup_size=2 * LANES))
    monkeypatch.setattr(scheduler, "LOCKSTEP", True)
    with counting_batches(prog) as calls, pytest.raises(EmulationError, match="step limit of 3000"):
        launch(prog, {"x": np.arange(2 * LANES, dtype=np.uint32),
                      "out": np.zeros((6, 2 * LANES), np.uint32)}, grid=(1, 1, 1), step_limit=3000)
    assert calls[("v_add_u32_e32 v20, s30, v40", True)] > 100


def test_a_never_written_source_is_reported_alike_in_lockstep(monkeypatch):
    # issue 32: v61 (never written) makes v23 never-written (VALU carries it lane by lane);
    # the store of v23 reports it, alike in lockstep and not
    body = [f"v_mul_f32 v{20 + i}, 2.0, v{60 + (i == 3)}" for i in range(6)]  # v61: never written
    prog = load(make_kernel(prologue(ARGS) + ["v_mov_b32 v60, 1.0"] + body
                            + ["global_store_dword v100, v23, s[6:7]", "s_endpgm"], ARGS,
                            workgroup_size=2 * LANES))
    errors = []
    for lockstep in (True, False):
        monkeypatch.setattr(scheduler, "LOCKSTEP", lockstep)
        with pytest.raises(EmulationError, match="never-written v23") as info:
            launch(prog, {"x": np.zeros(2 * LANES, np.uint32),
                          "out": np.zeros((6, 2 * LANES), np.uint32)}, grid=(1, 1, 1))
        errors.append(str(info.value))
    assert errors[0] == errors[1]
    assert "global_store_dword v100, v23" in errors[0] and "wave 0" in errors[0]
