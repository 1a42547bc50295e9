"""A test-only kernel kind, `toy_gram`: G[32, 32] (fp32) = A A^T for A[32, K] (e4m3), one wave.

It exists to show that a kind is one package plus one registration: the tests register it at
run time (`zyfagen.kernels.register`) and then parse, build, launch, check, tune and simulate it
with no edit anywhere else. The register layout is the 32x32x64 FP8 MFMA's (lane t holds row
t % 32 at K = 16 (t / 32) + [0..15] and 32 + 16 (t / 32) + [0..15]); with A as both operands
the MFMA pairs row r of A with row c of A, which is G[r, c].
"""
from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np

from zyfagen.ir import Imm, KernelBuilder
from zyfagen.kernels import CyclePhases, KernelKind, LaunchArg
from zyfagen.kernels.launch import fp8_tensor
from zyfagen.spec import Param

MFMA = "v_mfma_f32_32x32x64_f8f6f4"

PARAMS = (
    Param("element", str, "e4m3", choices=("e4m3",), doc="FP8 format of A"),
    Param("accumulator", str, "agpr", choices=("agpr", "vgpr"), doc="where G lives"),
    Param("schedule", str, "serial", doc="schedule name in schedules/ or a path to a .sched file"),
)


@dataclass(frozen=True)
class GramProblem:
    k: int = 256  # a positive multiple of 64


def validate(spec, schedule) -> None:
    pass


def summary(spec) -> str:
    return f"toy_gram G = A A^T, 32x32, accumulator in {spec['accumulator'].upper()}s"


def build(spec, schedule):
    kb = KernelBuilder(spec.name, workgroup_size=64)
    op = kb.op
    a_arg, g_arg = kb.arg_pointer("a", "uint8_t*"), kb.arg_pointer("g", "float*")
    k_arg = kb.arg_value("k", 4, "uint32_t")
    s_a, s_g, s_k = kb.sreg(2, "a"), kb.sreg(2, "g"), kb.sreg(1, "k")
    op.s_load_dwordx2(s_a, kb.kernarg_ptr, Imm(a_arg.offset))
    op.s_load_dwordx2(s_g, kb.kernarg_ptr, Imm(g_arg.offset))
    op.s_load_dword(s_k, kb.kernarg_ptr, Imm(k_arg.offset))
    row, half = kb.vreg(1, "row"), kb.vreg(1, "half")
    op.v_and_b32(row, Imm(31), kb.workitem_id)
    op.v_lshrrev_b32(half, Imm(5), kb.workitem_id)
    tmp, a_off = kb.vreg(1, "tmp"), kb.vreg(1, "a_off")
    op.v_mul_lo_u32(tmp, row, s_k)
    op.v_lshl_add_u32(a_off, half, Imm(4), tmp)
    kb.accumulator_home = spec["accumulator"]
    acc = kb.accreg(16, "g")
    for i in range(16):
        op.v_accvgpr_write_b32(acc[i], Imm(0))
    s_iters = kb.sreg(1, "k_iters")
    op.s_lshr_b32(s_iters, s_k, Imm(6))
    frag = kb.vreg(8, "a_frag")
    loop = kb.label("k_loop")
    with kb.phase("load"):
        op.global_load_dwordx4(frag[0:4], a_off, s_a)
        op.global_load_dwordx4(frag[4:8], a_off, s_a, mods=("offset:32",))
    with kb.phase("addr"):
        op.v_add_u32(a_off, Imm(64), a_off)
        op.s_sub_u32(s_iters, s_iters, Imm(1))
    with kb.phase("qk"):
        getattr(op, MFMA)(acc, frag, frag, acc, comment="G += A A^T, one 64-wide K step")
    with kb.phase("addr"):
        op.s_cmp_eq_u32(s_iters, Imm(0))
    op.s_cbranch_scc0(loop)
    # G element 4i+j of lane t: row 8i + 4 (t / 32) + j, column t % 32, 128 bytes per row
    base = kb.vreg(1, "g_off")
    op.v_lshlrev_b32(base, Imm(2), row)
    op.v_lshl_add_u32(base, half, Imm(9), base)
    for i in range(4):
        for j in range(4):
            value = kb.vreg(1, f"g_{i}{j}")
            op.v_accvgpr_read_b32(value, acc[4 * i + j])
            op.global_store_dword(base, value, s_g, mods=(f"offset:{(8 * i + j) * 128}",))
    op.s_endpgm()
    return kb.finish()


def reference(params, problem: GramProblem, inputs: dict) -> dict:
    """fp64 products of each 64-wide K step (exact), rounded once to fp32, added in fp32
    (the emulator's documented MFMA accumulation rule), written independently of zyfagen's."""
    a = inputs["a"].view(ml_dtypes.float8_e4m3fn).astype(np.float64)
    g = np.zeros((32, 32), np.float32)
    for k0 in range(0, problem.k, 64):
        g = (g + (a[:, k0:k0 + 64] @ a[:, k0:k0 + 64].T).astype(np.float32)).astype(np.float32)
    return {"g": g.view(np.uint32)}


def inputs(params, problem: GramProblem, seed: int) -> dict:
    a, _ = fp8_tensor(np.random.default_rng(seed), (32, problem.k), 1.0)
    return {"a": a}


KIND = KernelKind(
    name="toy_gram",
    doc="test-only: G = A A^T for one 32-row FP8 A",
    params=PARAMS,
    problem_params=frozenset({"element"}),
    validate=validate, build=build, summary=summary,
    launch_args=lambda params: (LaunchArg("a", "buffer", "e4m3", "[32, k]"),
                                LaunchArg("g", "buffer", "f32", "[32, 32]"),
                                LaunchArg("k", "value", "u32", "a positive multiple of 64")),
    workgroup_size=lambda params: 64,
    grid=lambda params, problem: (1, 1, 1),
    outputs=lambda params: ("g",),
    arguments=lambda params, problem, inp: dict(a=inp["a"], g=np.zeros((32, 32), np.float32), k=problem.k),
    check_problem=lambda params: GramProblem(256),
    inputs=inputs, reference=reference,
    useful_macs=lambda params, problem: 32 * 32 * problem.k,
    work_unit=lambda params: ("32x32x64 step", 32 * 32 * 64),
    useful_mac_fraction=lambda params: 1.0,
    phases=CyclePhases(names=("qk", "memory", "other"),
                       meanings=(("qk", "the MFMAs of G += A A^T"), ("memory", "loads of A, stores of G"),
                                 ("other", "addresses and loop control")),
                       block_mfma=("qk",)),
)
