"""Kernel kind `fp8_gemm_tile`: C[M,N] (fp32) = A[M,K] (e4m3) x B[N,K]^T (e4m3).

`builder` makes the kernel; this module states its launch contract (arguments a, b, c pointers,
m, n, k u32; grid (N/32, M/32, 1), 64 lanes), its bitwise gate (numpy in fp64 under the
emulator's documented MFMA accumulation rule) and its work.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..kind import CyclePhases, KernelKind, LaunchArg, Params
from ..launch import fp8_tensor
from .builder import MFMA, PARAMS, build, summary, validate

__all__ = ["KIND", "GemmProblem", "GemmInputs", "gemm_reference_bits", "MFMA"]

TILE = 32  # rows and columns of C per workgroup (the MFMA's M = N)
K_STEP = 64  # K per MFMA


@dataclass(frozen=True)
class GemmProblem:
    m: int = 64
    n: int = 64
    k: int = 256


@dataclass(frozen=True)
class GemmInputs:
    a: np.ndarray  # e4m3fn bytes [m, k]
    b: np.ndarray  # e4m3fn bytes [n, k]


def launch_args(params: Params) -> tuple[LaunchArg, ...]:
    return (LaunchArg("a", "buffer", "e4m3", "[m, k], row-major"),
            LaunchArg("b", "buffer", "e4m3", "[n, k], row-major"),
            LaunchArg("c", "buffer", "f32", "[m, n], row-major"),
            LaunchArg("m", "value", "u32", "a multiple of 32"),
            LaunchArg("n", "value", "u32", "a multiple of 32"),
            LaunchArg("k", "value", "u32", "a positive multiple of 64"))


def workgroup_size(params: Params) -> int:
    return 64


def grid(params: Params, problem: GemmProblem) -> tuple[int, int, int]:
    return (problem.n // TILE, problem.m // TILE, 1)


def outputs(params: Params) -> tuple[str, ...]:
    return ("c",)


def arguments(params: Params, problem: GemmProblem, inputs: GemmInputs) -> dict[str, Any]:
    return dict(a=inputs.a, b=inputs.b, c=np.zeros((problem.m, problem.n), np.float32),
                m=problem.m, n=problem.n, k=problem.k)


def check_problem(params: Params) -> GemmProblem:
    return GemmProblem(64, 64, 256)


def inputs(params: Params, problem: GemmProblem, seed: int) -> GemmInputs:
    rng = np.random.default_rng(seed)
    a, _ = fp8_tensor(rng, (problem.m, problem.k), 1.0)
    b, _ = fp8_tensor(rng, (problem.n, problem.k), 1.0)
    return GemmInputs(a, b)


def gemm_reference_bits(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """C = A B^T under the emulator's MFMA rule: per 64-wide K step the products are summed
    exactly (fp64 is exact for 64 e4m3 products), rounded once to fp32, then added to C in fp32."""
    from ...numerics.reference import decode_e4m3

    af, bf = decode_e4m3(a), decode_e4m3(b)
    c = np.zeros((a.shape[0], b.shape[0]), np.float32)
    for k0 in range(0, a.shape[1], K_STEP):
        step = (af[:, k0:k0 + K_STEP] @ bf[:, k0:k0 + K_STEP].T).astype(np.float32)
        c = (c + step).astype(np.float32)
    return c.view(np.uint32)


def reference(params: Params, problem: GemmProblem, inputs: GemmInputs) -> dict[str, np.ndarray]:
    return {"c": gemm_reference_bits(inputs.a, inputs.b)}


def useful_macs(params: Params, problem: GemmProblem) -> int:
    return problem.m * problem.n * problem.k


KIND = KernelKind(
    name="fp8_gemm_tile",
    doc="FP8 GEMM tile: C = A B^T, one 32x32 tile of C per 64-lane workgroup",
    params=PARAMS,
    problem_params=frozenset({"tile_m", "tile_n", "k_step", "a_format", "b_format"}),
    validate=validate, build=build, summary=summary,
    launch_args=launch_args, workgroup_size=workgroup_size, grid=grid, outputs=outputs,
    arguments=arguments, check_problem=check_problem, inputs=inputs, reference=reference,
    useful_macs=useful_macs,
    work_unit=lambda params: (f"{TILE}x{TILE}x{K_STEP} MFMA step", TILE * TILE * K_STEP),
    useful_mac_fraction=lambda params: 1.0,
    phases=CyclePhases(
        names=("qk", "memory", "other"),
        meanings=(("qk", "the MFMAs of C += A B^T"),
                  ("memory", "loads of A and B, stores of C"),
                  ("other", "address arithmetic, loop control")),
        block_mfma=("qk",)),
)
