"""Triton 3.9's FP8 flash attention for gfx950 (the corpus of issue 12) in the emulator, the
hazard checker and the cycle model.

The code objects in tests/data/triton/corpus/ were compiled by tests/data/triton/corpus_make.py
(kernel source and the divisibility hints a real launch passes are there; NAME.json holds the
signature, constexprs, options, dynamic LDS bytes and grid rule). CI has no triton, so the
committed files are what runs.

Oracle: plain fp64 softmax attention on the same (dequantised) FP8 Q, K, V, with the mask the
kernel is meant to apply (padding past seq_k, bottom-right causal for seq_q != seq_k, query head
h reading key/value head h // group). Error bound per element, derived as in
tests/kernels/test_attention.py ("exact" mode, `rowsum: valu_fp32`, which is what the tutorial
kernel does: the row sum D from the fp32 P, the numerator from P rounded to e4m3fn): the rounded
weights are P*_j + e_j with |e_j| <= eps P*_j, eps = 2^-4 (round to nearest, 3 mantissa bits) for
normal bytes, plus an absolute a = 2^-10 (half the subnormal step) below tau = 2^-6;
D = D* (1 + eta) with |eta| <= 1e-5 (fp32 scores, exp2 and sums), so
    |O - O*| <= sum_j (eps P*_j + a_j) |V_j| / ((1 - 1e-5) D*) + 1e-5 |O*| / (1 - 1e-5)
plus fp32 accumulation (1e-5 of max |V|).
"""
from __future__ import annotations

import json
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.codeobj import read_code_object
from zyfagen.emulator import launch, load
from zyfagen.hazard_check import check_code_object
from zyfagen.numerics.fp8_bound import fp8_attention_and_bound
from zyfagen.sim.dynamic import predict_recorded, record_launch
from zyfagen.sim.program import mfma_macs

CORPUS = Path(__file__).resolve().parents[1] / "data" / "triton" / "corpus"
F8 = ml_dtypes.float8_e4m3fn
NAMES = sorted(p.stem for p in CORPUS.glob("*.hsaco"))


def _problem(facts: dict, seed: int):
    """A tiny problem: odd lengths not multiples of the blocks, two key/value heads."""
    ce = facts["constexprs"]
    d, bm = ce["HEAD_DIM"], ce["BLOCK_M"]
    group = ce["GROUP"] or 2
    hkv = 1 if ce["GROUP"] > 2 else 2 if ce["HEAD_DIM"] < 256 else 1
    hq = hkv * group
    seq_q = bm + 5 if d < 256 else 37
    seq_k = seq_q + 22 if ce["CAUSAL"] else seq_q + 8
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((hq, seq_q, d)).astype(F8)
    k = rng.standard_normal((hkv, seq_k, d)).astype(F8)
    v = rng.standard_normal((hkv, seq_k, d)).astype(F8)
    return q, k, v, group, 1.0 / np.sqrt(d)


def _reference_and_bound(q, k, v, group, scale, causal):
    """fp64 attention and the derived FP8 bound (zyfagen/numerics/fp8_bound.py states the
    derivation); the corpus kernels write fp32 O, so no output rounding term."""
    return fp8_attention_and_bound(q, k, v, group, scale, causal)


def _launch(name: str):
    facts = json.loads((CORPUS / f"{name}.json").read_text())
    ce = facts["constexprs"]
    q, k, v, group, scale = _problem(facts, seed=len(name))
    hq, sq, d = q.shape
    sk = k.shape[1]
    out = np.zeros((hq, sq, d), np.float32)
    args = [q, k, v, out, np.float32(scale), sq, sk, group,
            sq * d, d, sk * d, d, sk * d, d, sq * d, d, None, None]
    grid = (-(-sq // ce["BLOCK_M"]), hq, 1)
    res = launch(load(CORPUS / f"{name}.hsaco"), args, grid=grid, dynamic_lds=facts["shared"])
    ref, bound = _reference_and_bound(q, k, v, group, scale, ce["CAUSAL"])
    return res, ref, bound, facts, grid


@pytest.mark.parametrize("name", NAMES)
def test_triton_corpus_kernel_matches_fp64_within_fp8_bound(name):
    res, ref, bound, facts, grid = _launch(name)
    got = res.buffers["arg3"].astype(np.float64)
    err = np.abs(got - ref)
    assert np.all(np.isfinite(got))
    assert np.all(err <= bound), (f"{name}: error {err.max():.3g} above the FP8 bound at "
                                  f"{tuple(np.argwhere(err > bound)[0])}")
    # the bound is not vacuous: it is far below the spread of the outputs
    assert bound.max() < 0.5 * np.abs(ref).max()
    assert res.waves == facts["num_warps"] * grid[0] * grid[1]
    print(f"{name}: max |O - O_fp64| {err.max():.3g}, worst err/bound {(err / bound).max():.3f}")


def test_triton_corpus_is_complete_and_hinted():
    """The corpus covers what issue 12 lists, and every kernel was compiled with the hints."""
    facts = [json.loads((CORPUS / f"{n}.json").read_text()) for n in NAMES]
    ce = [f["constexprs"] for f in facts]
    assert {c["HEAD_DIM"] for c in ce} == {64, 128, 256}
    assert {c["BLOCK_M"] for c in ce} == {64, 128}
    assert {c["BLOCK_N"] for c in ce} == {32, 64, 128}
    assert {f["num_warps"] for f in facts} == {4, 8}
    assert any(c["CAUSAL"] for c in ce) and any(c["GROUP"] == 0 for c in ce)
    assert any(c["GROUP"] > 1 for c in ce)
    for f in facts:
        assert f["triton"] == "3.9.0" and "Q" in f["divisibility_16"]
        assert "stride_qm" in f["divisibility_16"] and "seq_q" not in f["divisibility_16"]
    # register spills (scratch) are part of the corpus
    assert any("scratch_store" in (CORPUS / f"{n}.s").read_text() for n in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_triton_corpus_hazards(name):
    """check-hazards runs on every kernel. Its only findings on this LLVM-built code (6 in 3
    kernels) are a 16-pass XDL result read or overwritten by a VALU 19 wait states after the
    MFMA where LLVM's own rule asks 20: LLVM's checkMAIVALUHazards walks back at most
    MaxWaitStates = 19 and so never sees that MFMA (shown on LLVM 22 itself in
    tests/passes/test_hazards.py::test_llvm_22_asks_20_wait_states_but_lets_exactly_19_through).
    Anything else found here would be a new kind of finding and fails."""
    violations = check_code_object(CORPUS / f"{name}.hsaco")
    print(f"{name}: {len(violations)} hazard violations "
          f"{sorted({v.rule for v in violations}) if violations else ''}")
    assert all(v.kernel == "attn_fwd" for v in violations)
    for v in violations:
        assert v.rule in ("xdl_write_valu_mem_read", "xdl_write_valu_waw"), str(v)
        assert (v.needed, v.actual) == (20, 19), str(v)
        assert v.producer_text.startswith("v_mfma_f32_32x32x64_f8f6f4"), str(v)  # FP8: 16 passes


@pytest.mark.parametrize("name", NAMES)
def test_triton_corpus_cycle_model(name):
    """The cycle model times each kernel's recorded dynamic stream (sim/dynamic.py: the
    emulator's branch outcomes drive the engine, so Triton's run-time-trip-count key loop
    is left where the emulated launch left it) and says what bounds it."""
    facts = json.loads((CORPUS / f"{name}.json").read_text())
    ce = facts["constexprs"]
    q, k, v, group, scale = _problem(facts, seed=len(name))
    hq, sq, d = q.shape
    sk = k.shape[1]
    args = [q, k, v, np.zeros((hq, sq, d), np.float32), np.float32(scale), sq, sk, group,
            sq * d, d, sk * d, d, sk * d, d, sq * d, d, None, None]
    grid = (-(-sq // ce["BLOCK_M"]), hq, 1)
    rec = record_launch(load(CORPUS / f"{name}.hsaco"), args, grid, dynamic_lds=facts["shared"])
    # the recording holds every wave instruction the emulator counted, and the output is right
    assert rec.instructions == rec.result.wave_instructions
    assert len(rec.waves) == facts["num_warps"] * grid[0] * grid[1]
    ref, bound = _reference_and_bound(q, k, v, group, scale, ce["CAUSAL"])
    assert np.all(np.abs(rec.result.buffers["arg3"] - ref) <= bound)
    kernel = next(iter(read_code_object(CORPUS / f"{name}.hsaco").kernels.values()))
    p = predict_recorded(kernel, rec)  # raises unless it issues exactly the recorded stream
    print(f"{name}: {p.cycles} cycles, {p.instructions} instructions, bound {p.bound} "
          f"{ {c: round(x) for c, x in p.candidates.items()} }")
    # MFMA work: what the recorded stream of workgroup (0, 0) issued (MxNxK of each MFMA the
    # emulator executed), and at least what attention needs for its rows: QK^T and PV over
    # BLOCK_M rows x the keys they see, padded to BLOCK_N (non-causal: every key; causal,
    # bottom-right with seq_k > seq_q: the first BLOCK_M + seq_k - seq_q)
    insts = kernel.instructions
    first = [w for w in rec.waves if w.workgroup == (0, 0, 0)]
    issued = sum(mfma_macs(insts[i].mnemonic) for w in first for i in w.indices
                 if insts[i].mnemonic.startswith("v_mfma"))
    assert p.macs == issued
    bn = ce["BLOCK_N"]
    seen = min(sk, ce["BLOCK_M"] + sk - sq) if ce["CAUSAL"] else sk
    assert issued >= 2 * ce["BLOCK_M"] * d * (-(-seen // bn) * bn)
    assert p.instructions == p.recorded_instructions > 0
    assert p.bound in p.candidates and p.candidates[p.bound] == max(p.candidates.values())
    assert 0 < p.candidates["MFMA"] <= p.cycles and 0 < p.candidates["VALU"] <= p.cycles
