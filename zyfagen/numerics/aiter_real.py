"""AMD AITER's real hd128 FP8 forward kernels as schemes of the numerics study (model "emulated").

Two of AITER's code objects run here: `aiter_real` is fmha_v3's `fwd_hd128_fp8.co`, and
`aiter_v4_real` is fmha_v4's `fwd_hd128_fp8.co` (tests/data/aiter/fmha_v4_fwd, same symbol, its
launch contract in zyfagen.foreign.aiter_v4; v_smfmac row sums, the strongest FP8 forward AMD
ships for gfx950). What follows says "AITER's kernel" for either; v4 needs the emulator's
`hardware` barrier mode (foreign/aiter_v4.py says why).

Issue 36 adds the BF16 peer row `aiter_bf16_real` (fmha_v3's `fwd_hd128_bf16.co`) and zyfagen's
own hd128 BF16 kernel beside it (`zyfagen_bf16`, run through zyfagen.attention): both take the
study's inputs rounded to bf16, not its FP8 tensors (study._half_entry). The MLA shape (d_qk 192,
d_v 128; the study's head dim "mla") has the same pair: `aiter_bf16_mla_real` (fmha_v3's
`fwd_hd192_hd128_bf16.co`: 128 query rows per workgroup of 256 threads, foreign/aiter.py) and
`zyfagen_bf16_mla` (specs/attention_mla192_128_bf16.yaml as this tree holds it).

`aiter_real` is not a model of AITER: it runs AITER's own code object
(tests/data/aiter/fwd_hd128_fp8.co, ROCm/aiter at the commit in tests/data/aiter/README.md, MIT)
in zyfagen's emulator under the `late` memory model (the policy under which the kernel is
correct; tests/emulator/test_aiter.py), with the study's FP8 Q rows, K, V and per-tensor descales,
launched as AITER's launcher does (`zyfagen.foreign.aiter`: the `fmha_fwd_v3_args`
struct, block 512, one workgroup per 256 query rows). Compare `aiter_like`, our reconstruction of
AITER from its public description: the two are labelled apart everywhere.

What it costs and what the study does about it: one emulated workgroup (256 query rows, 8 waves)
walks every key, about 0.07 s per 128 keys on the shared development machine (about 10 s at 16K
keys, 20 s at 32K). Non-causal attention rows are independent, so the kernel gets only a sample of
the case's query rows packed into one Q tensor (`StudyConfig.aiter_rows`, default 256: one
workgroup); the study compares every other scheme on the same rows too (`same_rows`). It runs
without rotation only (the Hadamard variants would double the emulation time, and the rotation's
target concerns the quantisation part, which does not depend on the scheme).

Its output is bf16, the kernel's fixed output type (AITER's fp8bf16 path); the study's other
schemes keep fp32 unless --output-dtype bf16. The entry records the bf16 rounding floor
(`bf16_floor_p_part`: fp64 attention on the same FP8 inputs rounded to bf16, against itself
unrounded) so the two can be told apart.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from ..resources import aiter_data, repo_root
from .schemes import SchemeInputs, SchemeOptions, SchemeOutput, register_scheme

AITER_REAL = "aiter_real"
AITER_V4_REAL = "aiter_v4_real"
KERNEL = "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E"
CODE_OBJECT = "fwd_hd128_fp8.co"
HEAD_DIM = 128
WORKGROUP_ROWS = 256  # ts_qo: query rows per workgroup (v3 and v4 alike)
MEMORY_MODEL = "late"
OUTPUT_DTYPE = "bf16"


def code_object_path(scheme: str = AITER_REAL) -> Path | None:
    """The scheme's AITER code object (tests/data/aiter in a checkout; an installed wheel ships
    it as package data), or None when it is missing."""
    return REAL_KERNELS[scheme].code_object()


def _v3_code_object() -> Path | None:
    return aiter_data(CODE_OBJECT)


def _v4_code_object() -> Path | None:
    from ..foreign import aiter_v4

    return aiter_v4.code_object_path("fp8")


@dataclass(frozen=True)
class RealKernel:
    """An emulated kernel as the study runs it: one of AITER's code objects, or zyfagen's BF16
    kernel beside AITER's BF16 one (issue 36)."""

    scheme: str
    code_object: Callable[[], Path | None]
    barrier_mode: str  # the emulator's; v4 relies on ended waves leaving the barrier count
    label: str  # what the study's report calls it
    v4_kind: str = "fp8"  # the foreign.aiter_v4 row (its symbol, contract, memory model)
    # the launch arguments from the study's inputs (None: the FP8 rows' launch_args)
    args: Callable[[SchemeInputs], dict] | None = None
    # its Q, K, V: "e4m3" (the study's FP8 tensors and descales) or "bf16" (issue 36: the study's
    # float32 inputs rounded to bf16; its errors are against fp64 on those bf16 values, study._half_entry)
    qkv_format: str = "e4m3"
    kernel: str | None = None  # its symbol when not v3's FP8 one or a v4 row's
    # a function of the inputs giving O instead of a launch of an AITER code object (zyfagen's
    # own BF16 kernel beside AITER's: zyfagen.attention on its shipped spec)
    run: Callable[[SchemeInputs], np.ndarray] | None = None
    dims: tuple[int, int] = (HEAD_DIM, HEAD_DIM)  # the (d_qk, d_v) it runs

    def relative_path(self) -> str | None:
        path = self.code_object()
        root = repo_root()
        return path.relative_to(root).as_posix() if path is not None and root is not None else None


# AITER fmha_v4's MX rows (issue 32): Q and K re-quantised from the study's FP8 values the way
# aiter/ops/mha_v4.py mha_v4() does (Walsh-Hadamard rotation, Q times softmax_scale x log2(e),
# E8M0 scales per 32 channels by AITER's rules: numerics.mx.quantize_mx(scale_rule="aiter"));
# V kept as the study's E4M3 with its descale per channel (mxfp4, mxfp6), or re-quantised to
# MXFP4 per 32 tokens and channel (f4f4, f6f4). f8f6 takes the study's FP8 Q/K unchanged and
# V re-quantised to MXFP6 (aiter_v4.pack_v_mxfp6). Their error includes that quantisation, as
# AITER's pipeline does. With a key count not a multiple of 128, f4f4 / f6f4 read part of the
# last key tile as zero (foreign/aiter_v4.py): the study then shows AITER's real fault.
MX_KINDS = {"aiter_v4_mxfp4_real": "mxfp4", "aiter_v4_mxfp6_real": "mxfp6",
            "aiter_v4_f4f4_real": "f4f4", "aiter_v4_f6f4_real": "f6f4", "aiter_v4_f8f6_real": "f8f6"}


def _mx_args(kind: str) -> Callable[[SchemeInputs], dict]:
    def args(inputs: SchemeInputs) -> dict:
        from ..foreign import aiter_v4
        from .mx import quantize_mx, unpack_codes

        if kind == "f8f6":  # the study's FP8 Q/K as they are; V to MXFP6 (AITER pads V's last
            keys = inputs.v.shape[0]  # tile with its last key; the kernel masks those keys)
            pad = -(-keys // 128) * 128 - keys
            v = np.concatenate([inputs.v.astype(np.float64)] + [inputs.v[-1:].astype(np.float64)] * pad)
            return aiter_v4.f8f6_args(inputs.q, inputs.k, v * inputs.v_descale, inputs.softmax_scale,
                                      (inputs.q_descale, inputs.k_descale))[0]
        qk = "mxfp4" if kind in ("mxfp4", "f4f4") else "mxfp6"
        bits = 4 if qk == "mxfp4" else 6
        q = inputs.q.astype(np.float64) * (inputs.q_descale * inputs.softmax_scale * np.log2(np.e))
        k = inputs.k.astype(np.float64) * inputs.k_descale
        (qv, qs), (kv, ks) = (quantize_mx(x, qk, rotate=True, scale_rule="aiter") for x in (q, k))
        qc, kc = unpack_codes(qv, bits), unpack_codes(kv, bits)
        if kind in ("mxfp4", "mxfp6"):
            vd = np.full(HEAD_DIM, inputs.v_descale, np.float32)
            return getattr(aiter_v4, f"{kind}_args")(qc, kc, inputs.v, qs, ks, vd)
        keys = inputs.v.shape[0]
        vt = np.zeros((HEAD_DIM, -(-keys // 32) * 32))
        vt[:, :keys] = (inputs.v.astype(np.float64) * inputs.v_descale).T  # blocks along keys
        vv, vs = quantize_mx(vt, "mxfp4", scale_rule="aiter")
        vc = unpack_codes(vv, 4).T[:keys]
        return getattr(aiter_v4, f"{kind}_args")(qc, kc, vc, qs, ks, vs.T)
    return args


def _v4_mx_code_object(kind: str) -> Callable[[], Path | None]:
    def path() -> Path | None:
        from ..foreign import aiter_v4

        return aiter_v4.code_object_path(kind)
    return path


AITER_BF16_REAL = "aiter_bf16_real"
BF16_KERNEL = "_ZN5aiter19fmha_fwd_hd128_bf16E"
ZYFAGEN_BF16 = "zyfagen_bf16"
ZYFAGEN_BF16_SPEC = "attention_hd128_bf16"
# the MLA prefill shape (d_qk 192, d_v 128)
AITER_BF16_MLA_REAL = "aiter_bf16_mla_real"
BF16_MLA_KERNEL = "_ZN5aiter25fmha_fwd_hd192_hd128_bf16E"
ZYFAGEN_BF16_MLA = "zyfagen_bf16_mla"
ZYFAGEN_BF16_MLA_SPEC = "attention_mla192_128_bf16"
MLA_DIMS = (192, 128)


def _bf16_code_object() -> Path | None:
    return aiter_data("fwd_hd128_bf16.co")


def _bf16_mla_code_object() -> Path | None:
    return aiter_data("fwd_hd192_hd128_bf16.co")


def _bf16_args(inputs: SchemeInputs) -> dict:
    from ..foreign.aiter import aiter_bf16_args

    return aiter_bf16_args(inputs.q, inputs.k, inputs.v, inputs.softmax_scale)


def _zyfagen_spec(name: str) -> Callable[[], Path | None]:
    def path() -> Path | None:
        """zyfagen's BF16 spec (issue 36), in a checkout or a wheel, or None: what the study
        runs is its code object, built through the kernel cache (emitted/ holds the same bytes,
        tests/cli/test_build.py)."""
        from ..resources import data_dir

        spec = data_dir("specs") / f"{name}.yaml"
        return spec if spec.is_file() else None
    return path


def _zyfagen_run(name: str) -> Callable[[SchemeInputs], np.ndarray]:
    def run(inputs: SchemeInputs) -> np.ndarray:
        from ..runtime.entry import attention

        q, k, v = (x[None, :, None] for x in (inputs.q, inputs.k, inputs.v))
        o = attention(q, k, v, softmax_scale=inputs.softmax_scale, spec=name, device="emulator")
        return np.asarray(o[0, :, 0], np.float32)
    return run


REAL_KERNELS = {
    AITER_REAL: RealKernel(AITER_REAL, _v3_code_object, "strict", "AITER fmha_v3"),
    AITER_V4_REAL: RealKernel(AITER_V4_REAL, _v4_code_object, "hardware", "AITER fmha_v4"),
    **{name: RealKernel(name, _v4_mx_code_object(kind), "hardware", f"AITER fmha_v4 {kind}", kind,
                        _mx_args(kind)) for name, kind in MX_KINDS.items()},
    AITER_BF16_REAL: RealKernel(AITER_BF16_REAL, _bf16_code_object, "strict", "AITER fmha_v3 BF16",
                                args=_bf16_args, qkv_format="bf16", kernel=BF16_KERNEL),
    ZYFAGEN_BF16: RealKernel(ZYFAGEN_BF16, _zyfagen_spec(ZYFAGEN_BF16_SPEC), "strict", "zyfagen attention_hd128_bf16",
                             qkv_format="bf16", run=_zyfagen_run(ZYFAGEN_BF16_SPEC)),
    AITER_BF16_MLA_REAL: RealKernel(AITER_BF16_MLA_REAL, _bf16_mla_code_object, "strict",
                                    "AITER fmha_v3 BF16 MLA 192/128", args=_bf16_args, qkv_format="bf16",
                                    kernel=BF16_MLA_KERNEL, dims=MLA_DIMS),
    ZYFAGEN_BF16_MLA: RealKernel(ZYFAGEN_BF16_MLA, _zyfagen_spec(ZYFAGEN_BF16_MLA_SPEC), "strict",
                                 "zyfagen attention_mla192_128_bf16", qkv_format="bf16",
                                 run=_zyfagen_run(ZYFAGEN_BF16_MLA_SPEC), dims=MLA_DIMS),
}


def applies(d_qk: int, d_v: int, scheme: str = AITER_REAL) -> bool:
    """Whether the scheme's kernel runs this shape (hd128, or MLA 192/128 for the *_mla rows) and
    its code object (or spec) is in this installation."""
    return (d_qk, d_v) == REAL_KERNELS[scheme].dims and code_object_path(scheme) is not None


@functools.lru_cache(maxsize=len(REAL_KERNELS))
def _program(scheme: str = AITER_REAL):
    from .. import emulator

    path = code_object_path(scheme)
    if path is None:
        raise FileNotFoundError(f"AITER's {scheme} code object is not in this installation (tests/data/aiter)")
    from ..foreign import aiter_v4

    real = REAL_KERNELS[scheme]
    kind = real.v4_kind
    return emulator.load(path, real.kernel or (KERNEL if kind == "fp8" else aiter_v4.KERNELS[kind]),
                         kernarg_layout=path.with_suffix(".args.yaml"))


def launch_args(inputs: SchemeInputs) -> dict:
    """The kernel arguments of one head: the study's FP8 rows and per-tensor descales (v4's
    kernarg layout equals v3's: foreign/aiter_v4.py)."""
    from ..foreign.aiter import aiter_fp8_args

    return aiter_fp8_args(inputs.q, inputs.k, inputs.v, inputs.softmax_scale,
                          (inputs.q_descale, inputs.k_descale, inputs.v_descale))


def _run(scheme: str, inputs: SchemeInputs) -> SchemeOutput:
    from .. import emulator

    from ..foreign import aiter, aiter_v4

    real = REAL_KERNELS[scheme]
    dq, dv = real.dims
    if (inputs.q.shape[1], inputs.v.shape[1]) != real.dims:
        raise ValueError(f"{real.label} is head dims {dq}/{dv} only")
    rows = inputs.q.shape[0]
    # ts_qo rows per workgroup and the block (foreign/aiter.py: 256 and 512, 128 and 256 for 192/128)
    grid = (-(-rows // aiter.v3_rows(dq, dv)), 1, 1)
    if real.run is not None:
        return SchemeOutput(real.run(inputs), None)
    args = launch_args(inputs) if real.args is None else real.args(inputs)
    res = emulator.launch(_program(scheme), args, grid=grid, block=aiter.v3_block(dq, dv),
                          memory_model=aiter_v4.MEMORY_MODELS.get(real.v4_kind, MEMORY_MODEL),
                          barrier_mode=real.barrier_mode, unaligned_loads=real.v4_kind != "fp8")
    return SchemeOutput(np.asarray(res.buffers["ptr_o"].reshape(rows, dv), np.float32), None)


def aiter_real(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """O of AITER fmha_v3's code object for the query rows in `inputs` (all keys), emulated;
    float32 holding the kernel's bf16 values. `opt` is ignored: AITER walks keys its own way."""
    return _run(AITER_REAL, inputs)


def aiter_v4_real(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """As aiter_real, with AITER fmha_v4's code object."""
    return _run(AITER_V4_REAL, inputs)


register_scheme(AITER_REAL, aiter_real,
                "AMD AITER's real code object fwd_hd128_fp8.co (not a reconstruction), run in the "
                "emulator (late memory model) on a sample of the query rows; bf16 output; head dim "
                "128, no rotation", "emulated")
register_scheme(AITER_V4_REAL, aiter_v4_real,
                "AMD AITER's real fmha_v4 code object fmha_v4_fwd/fwd_hd128_fp8.co (v_smfmac row sums; "
                "not a reconstruction), run in the emulator (late memory model, hardware barrier "
                "count) on a sample of the query rows; bf16 output; head dim 128, no rotation", "emulated")


def _mx_scheme(name: str) -> Callable[[SchemeInputs, SchemeOptions], SchemeOutput]:
    def run(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
        return _run(name, inputs)
    run.__name__ = name
    return run


for _name, _kind in MX_KINDS.items():
    register_scheme(_name, _mx_scheme(_name),
                    f"AMD AITER's real fmha_v4 code object fmha_v4_fwd/fwd_hd128_{_kind}.co (not a "
                    "reconstruction), its Q/K (and for f4f4/f6f4 V) re-quantised from the study's FP8 "
                    "values as AITER's mha_v4() does (Hadamard rotation, AITER's E8M0 rules), run in the "
                    "emulator on a sample of the query rows; bf16 output; head dim 128", "emulated")


def aiter_bf16_real(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """O of AITER fmha_v3's BF16 code object fwd_hd128_bf16.co (issue 36) for bf16 query rows,
    keys and values in `inputs` (descales ignored), emulated; float32 holding its bf16 values."""
    return _run(AITER_BF16_REAL, inputs)


def zyfagen_bf16(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """O of zyfagen's hd128 BF16 kernel (specs/attention_hd128_bf16.yaml, issue 36) for bf16 query
    rows, keys and values, emulated through zyfagen.attention; float32 holding its bf16 values."""
    return _run(ZYFAGEN_BF16, inputs)


def aiter_bf16_mla_real(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """As aiter_bf16_real with the MLA shape's fwd_hd192_hd128_bf16.co (d_qk 192, d_v 128)."""
    return _run(AITER_BF16_MLA_REAL, inputs)


def zyfagen_bf16_mla(inputs: SchemeInputs, opt: SchemeOptions = SchemeOptions()) -> SchemeOutput:
    """As zyfagen_bf16 with specs/attention_mla192_128_bf16.yaml (d_qk 192, d_v 128)."""
    return _run(ZYFAGEN_BF16_MLA, inputs)


register_scheme(AITER_BF16_REAL, aiter_bf16_real,
                "AMD AITER's real BF16 code object fwd_hd128_bf16.co (not a reconstruction), run in the "
                "emulator (late memory model) on a sample of the query rows, on the study's inputs rounded "
                "to bf16 (no FP8 quantisation; its kernel-only error is against fp64 on those bf16 values); "
                "bf16 output; head dim 128, no rotation", "emulated")
register_scheme(ZYFAGEN_BF16, zyfagen_bf16,
                "zyfagen's BF16 kernel attention_hd128_bf16 (issue 36: exact P rounded to bf16, fp32 row sum), "
                "its code object run in the emulator through zyfagen.attention beside AITER's BF16 kernel, on "
                "the same bf16 rows; bf16 output; head dim 128, no rotation", "emulated")
register_scheme(AITER_BF16_MLA_REAL, aiter_bf16_mla_real,
                "AMD AITER's real BF16 code object fwd_hd192_hd128_bf16.co (the MLA prefill shape; not a "
                "reconstruction), run in the emulator (late memory model) on a sample of the query rows, on the "
                "study's inputs rounded to bf16 (kernel-only error against fp64 on those bf16 values); bf16 "
                "output; head dims 192/128, no rotation", "emulated")
register_scheme(ZYFAGEN_BF16_MLA, zyfagen_bf16_mla,
                "zyfagen's BF16 kernel attention_mla192_128_bf16 (issue 36), its code object run in the emulator "
                "through zyfagen.attention beside AITER's MLA-shape BF16 kernel, on the same bf16 rows; bf16 "
                "output; head dims 192/128, no rotation", "emulated")
