"""The numerics study measures the real kernels.

For every bit-exact scheme of the study's registry, build the attention_fwd kernel its
`kernel_params` name (zyfagen.driver.build_spec on an in-memory spec), run the code object in the
emulator on the study's own inputs (its generators, per-tensor quantisation, Hadamard rotation
and query-row sample), and require the scheme function the study calls to give bit for bit the
emulated O. The oracle is the assembled code object running in the emulator, independent of
schemes.py; `attention_reference` (which tests/kernels/test_attention.py checks against the same
emulator) must agree too. The committed code objects of the shipped non-causal specs (emitted/)
are checked the same way against the scheme with the same numerics.
"""
from __future__ import annotations

import dataclasses

import ml_dtypes
import numpy as np
import pytest

from zyfagen import emulator
from zyfagen.driver import build_spec
from zyfagen.numerics import reference, study, study_headline
from zyfagen.numerics.inputs import make_inputs
from zyfagen.numerics.schemes import SCHEMES, SchemeInputs, SchemeOptions, kernel_config
from zyfagen.spec import load_spec, parse_spec

from conftest import ROOT

KERNEL_SCHEMES = sorted(n for n, s in SCHEMES.items() if s.model == "bit-exact")

# (scheme, distribution, head dim, seq, rotation, kernel output). Every bit-exact scheme at head
# dim 128 on Gaussian inputs (5 key blocks, the last ragged; 40 query rows = 2 waves, one
# partial), plus other shapes, activation inputs, Hadamard rotation and bf16 output.
CASES = [(name, "gaussian", "128", 600, "plain", "fp32") for name in KERNEL_SCHEMES] + [
    ("lean_block_scaled", "activation", "mla", 300, "hadamard", "bf16"),
    ("exact_rounded_rowsum", "activation", "64", 450, "plain", "fp32"),
]
QUERY_ROWS = 40


def _spec_text(params: dict) -> str:
    lines = ["name: numerics_bitexact", "arch: gfx950", "kind: attention_fwd", "params:"]
    for k, v in sorted(params.items()):
        lines.append(f"  {k}: {str(v).lower() if isinstance(v, bool) else v}")
    return "\n".join(lines) + "\n"


def _emulate(params: dict, inp: SchemeInputs, code_object: bytes | None = None) -> np.ndarray:
    """O of the kernel (built from `params`, or the given code object) for one head whose query
    rows are `inp.q`, as float32 or bf16 (`params["output"]`)."""
    if code_object is None:
        code_object = build_spec(parse_spec(_spec_text(params))).code_object
    prog = emulator.load(code_object)
    q, k, v = (np.ascontiguousarray(t).view(np.uint8)[None, :, None, :] for t in (inp.q, inp.k, inp.v))
    rows, keys, dv = q.shape[1], k.shape[1], v.shape[3]
    fp32 = params["output"] == "fp32"
    o = np.zeros((1, rows, 1, dv), np.uint32 if fp32 else np.uint16)
    args = dict(q=q, k=k, v=v, o=o, softmax_scale=inp.softmax_scale, q_descale=inp.q_descale,
                k_descale=inp.k_descale, v_descale=inp.v_descale, seq_q=rows, seq_k=keys,
                gqa_group=1, heads_kv=1)
    for name, t in (("q", q), ("k", k), ("v", v), ("o", o)):
        sb, ss, sh, _ = (s // t.itemsize for s in t.strides)
        args.update({f"{name}_stride_b": sb, f"{name}_stride_s": ss, f"{name}_stride_h": sh})
    got = emulator.launch(prog, args, grid=(-(-rows // 32), 1, 1)).buffers["o"][0, :, 0]
    return got.view(np.float32) if fp32 else got.view(ml_dtypes.bfloat16)


@pytest.mark.parametrize("name,dist,head_dim,seq,rotation,output", CASES,
                         ids=[f"{c[0]}-{c[1]}-hd{c[2]}-{c[4]}-{c[5]}" for c in CASES])
def test_study_schemes_compute_what_the_kernels_compute(name, dist, head_dim, seq, rotation, output):
    config = study.StudyConfig(query_rows=QUERY_ROWS, output_dtype=output)
    d_qk, d_v = study.HEAD_DIMS[head_dim]
    x = make_inputs(dist, seq, d_qk, d_v, config.seed, config.activation)
    rows = study.query_rows(config, seq)
    prep = study.prepare_rotation(x.q, x.k, x.v, rows, rotation)
    inp = study.scheme_inputs(prep, rows, study.softmax_scale(d_qk))
    scheme = SCHEMES[name]
    params = {**dict(scheme.kernel_params), "head_dim_qk": d_qk, "head_dim_v": d_v,
              "block_k": config.key_block, "output": output}

    kernel_out = _emulate(params, inp)
    out = scheme.fn(inp, SchemeOptions(config.key_block, config.scale_block)).out
    if output == "bf16":  # the study's --output-dtype bf16 rounding
        out = out.astype(ml_dtypes.bfloat16)
    bits = np.uint32 if output == "fp32" else np.uint16
    diff = out.view(bits) != kernel_out.view(bits)
    assert not diff.any(), (f"{name}: {int(diff.sum())} of {diff.size} outputs differ from the emulated "
                            f"kernel; first at {tuple(np.argwhere(diff)[0])}")

    cfg = kernel_config(params, config.key_block)
    ref = reference.attention_reference(
        *(np.ascontiguousarray(t).view(np.uint8)[None, :, None, :] for t in (inp.q, inp.k, inp.v)),
        softmax_scale=inp.softmax_scale, q_descale=inp.q_descale, k_descale=inp.k_descale,
        v_descale=inp.v_descale, config=cfg).out[0, :, 0]
    assert np.array_equal(ref.view(np.uint32), scheme.fn(inp, SchemeOptions()).out.view(np.uint32))


def _shipped_specs() -> list[tuple[str, str]]:
    """(spec stem, scheme) for each shipped non-causal attention spec whose numerics a scheme has."""
    pairs = []
    for path in sorted((ROOT / "specs").glob("attention_*.yaml")):
        spec = load_spec(path)
        if spec.params.get("qk_format", "fp8") != "fp8":
            continue  # MX Q·K (issue 37): the study's FP8 schemes do not model it; test_attention_mx.py
        # p_convert changes no byte on the study's inputs (docs/attention.md "Lean P without the
        # conversion"): match schemes without it; the code object is then checked bit for bit
        cfg = dataclasses.replace(kernel_config(dict(spec.params)), p_convert="cvt_pk_u8")
        if cfg.causal:
            continue  # the study's query rows are a sample; causal masks need positions
        for name in KERNEL_SCHEMES:
            if kernel_config(dict(SCHEMES[name].kernel_params), cfg.block_k) == cfg:
                pairs.append((path.stem, name))
                break
    return pairs


SHIPPED = _shipped_specs()


def test_every_shipped_non_causal_spec_has_a_study_scheme():
    names = {stem for stem, _ in SHIPPED}
    assert {"attention_hd128_lean", "attention_hd128_exact"} <= names


@pytest.mark.parametrize("stem,name", SHIPPED, ids=[s for s, _ in SHIPPED])
def test_committed_code_objects_compute_the_study_schemes(stem, name):
    """The code objects users get (emitted/, bf16 output) on the study's inputs at their head dims."""
    spec = load_spec(ROOT / "specs" / f"{stem}.yaml")
    params = dict(spec.params)
    d_qk = params["head_dim_qk"]
    d_v = params.get("head_dim_v") or d_qk
    assert (d_qk, d_v) in study.HEAD_DIMS.values()  # a shape the study covers
    config = study.StudyConfig(query_rows=33)
    x = make_inputs("gaussian", 333, d_qk, d_v, config.seed, config.activation)
    rows = study.query_rows(config, 333)
    inp = study.scheme_inputs(study.prepare_rotation(x.q, x.k, x.v, rows, "plain"), rows,
                              study.softmax_scale(d_qk))
    code = (ROOT / "emitted" / f"{spec.name}.hsaco").read_bytes()
    kernel_out = _emulate({"output": params.get("output", "bf16")}, inp, code)
    out = SCHEMES[name].fn(inp, SchemeOptions(config.key_block, config.scale_block)).out
    if params.get("output", "bf16") == "bf16":
        out = out.astype(ml_dtypes.bfloat16)
    bits = np.uint16 if out.dtype == ml_dtypes.bfloat16 else np.uint32
    assert np.array_equal(out.view(bits), kernel_out.view(bits)), (stem, name)


def test_lazy_schemes_differ_from_eager_on_these_inputs():
    """The lazy cases above are not vacuous: on the same inputs the reference max is moved less
    often than by the eager kernel, and the output bits change."""
    config = study.StudyConfig(query_rows=QUERY_ROWS)
    x = make_inputs("gaussian", 600, 128, 128, config.seed)
    rows = study.query_rows(config, 600)
    inp = study.scheme_inputs(study.prepare_rotation(x.q, x.k, x.v, rows, "plain"), rows,
                              study.softmax_scale(128))
    eager = SCHEMES["lean_block_scaled"].fn(inp, SchemeOptions())
    lazy_names = [n for n in KERNEL_SCHEMES if study_headline.lazy_threshold(n) is not None]
    assert lazy_names
    for name in lazy_names:
        lazy = SCHEMES[name].fn(inp, SchemeOptions())
        assert lazy.rescale_fraction < eager.rescale_fraction, name
        assert not np.array_equal(lazy.out, eager.out), name
