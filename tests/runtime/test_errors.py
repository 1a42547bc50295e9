"""Bad calls raise one ValueError/TypeError naming the argument, before anything is built."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.runtime import api

from .runtime_util import fp8_inputs


@pytest.fixture
def no_build(monkeypatch):
    def refuse(*a, **kw):
        raise AssertionError("a kernel was chosen or built for a bad call")
    monkeypatch.setattr(api, "choose_kernel", refuse)


def _good():
    q, k, v, dq, dk, dv = fp8_inputs(0, batch=1, seq_q=8, seq_k=8, heads_q=2, heads_kv=1, d=64, dv=64)
    return dict(q=q, k=k, v=v, q_descale=dq, k_descale=dk, v_descale=dv)


def _bad_cases():
    g = _good()
    f8 = ml_dtypes.float8_e4m3fn
    wide = np.zeros((1, 8, 2, 128), f8)
    return [
        ("q", TypeError, dict(q=g["q"].astype(np.float32))),                 # wrong dtype
        ("k", TypeError, dict(k=[[1.0]])),                                     # not an array
        ("q", ValueError, dict(q=g["q"][0])),                                  # 3-D
        ("k, v", ValueError, dict(k=np.zeros((2, 8, 1, 64), f8))),             # batch mismatch
        ("v", ValueError, dict(v=np.zeros((1, 9, 1, 64), f8))),                # seq_k mismatch
        ("q", ValueError, dict(q=np.zeros((1, 8, 3, 64), f8), k=np.zeros((1, 8, 2, 64), f8),
                               v=np.zeros((1, 8, 2, 64), f8))),                # heads 3 vs 2
        ("q, v", ValueError, dict(q=np.zeros((1, 8, 2, 96), f8), k=np.zeros((1, 8, 1, 96), f8))),  # hd 96
        ("q", ValueError, dict(q=wide[..., ::2])),                             # last dim stride 2
        ("v_descale", ValueError, dict(v_descale=None)),                       # missing descale
        ("q_descale", ValueError, dict(q_descale=np.ones((1, 2), np.float32))),  # [b, heads_q]
        ("k_descale", ValueError, dict(k_descale=float("nan"))),
        ("softmax_scale", TypeError, dict(softmax_scale="0.1")),
        ("out_dtype", ValueError, dict(out_dtype="fp16")),
        ("device", ValueError, dict(device="cuda")),
        ("causal", TypeError, dict(causal="yes")),
        ("spec", TypeError, dict(spec=42)),
    ]


@pytest.mark.parametrize("case", range(len(_bad_cases())))
def test_bad_call_names_the_argument(case, no_build):
    name, exc, change = _bad_cases()[case]
    kw = {**_good(), **change}
    with pytest.raises(exc) as info:
        zyfagen.attention(kw.pop("q"), kw.pop("k"), kw.pop("v"), **kw)
    assert str(info.value).startswith(f"{name}:"), str(info.value)
    assert "\n" not in str(info.value)


def test_spec_that_cannot_serve_the_call(no_build):
    g = _good()
    with pytest.raises(ValueError, match=r"^spec: .*head_dim_qk is 128, the call needs 64"):
        zyfagen.attention(g.pop("q"), g.pop("k"), g.pop("v"), spec=_repo_spec("attention_hd128_lean"), **g)


def test_hip_device_without_hip_is_refused_before_building(monkeypatch, no_build):
    from zyfagen.runtime import backends
    monkeypatch.setattr(backends, "import_hip", lambda: None)
    g = _good()
    with pytest.raises(ValueError, match=r"^device: 'hip' needs a gfx950 GPU"):
        zyfagen.attention(g.pop("q"), g.pop("k"), g.pop("v"), device="hip", **g)


def _repo_spec(name):
    from zyfagen.resources import data_dir
    return str(data_dir("specs") / f"{name}.yaml")


def test_every_call_shape_gets_a_spec_that_validates():
    """Kernel choice picks only specs the attention_fwd kind accepts: every supported head-dim
    pair with every causal / output / LSE / descale combination (validation, no build)."""
    import itertools

    from zyfagen.runtime.choice import head_dims, mismatch

    f8 = ml_dtypes.float8_e4m3fn
    assert set(head_dims()) >= {(64, 64), (128, 128), (192, 128), (256, 256)}
    for (d, dv), causal, out, lse, per_bh in itertools.product(head_dims(), (False, True), ("bf16", "fp32"),
                                                              (False, True), (False, True)):
        ds = np.ones((1, 1), np.float32) if per_bh else 1.0
        call = api.check_call(np.zeros((1, 1, 1, d), f8), np.zeros((1, 1, 1, d), f8), np.zeros((1, 1, 1, dv), f8),
                              causal=causal, softmax_scale=None, q_descale=ds, k_descale=ds, v_descale=ds,
                              return_lse=lse, out_dtype=out, device="emulator")
        spec = api.default_spec(call)
        assert mismatch(spec.params, call.wanted_params()) == "", spec.name


def test_widest_variant_builds_and_matches_its_contract():
    """hd256, causal, fp32 O, LSE, per-(batch, head) descales: built, and its code object's
    arguments agree with the kind's launch contract (the packer refuses any disagreement)."""
    from zyfagen.codeobj import read_code_object
    from zyfagen.kernels import get_kind
    from zyfagen.runtime.packer import layout_of

    f8 = ml_dtypes.float8_e4m3fn
    ds = np.ones((1, 1), np.float32)
    call = api.check_call(np.zeros((1, 1, 1, 256), f8), np.zeros((1, 1, 1, 256), f8), np.zeros((1, 1, 1, 256), f8),
                          causal=True, softmax_scale=None, q_descale=ds, k_descale=ds, v_descale=ds,
                          return_lse=True, out_dtype="fp32", device="emulator")
    kernel = api.choose_kernel(call)
    kind = get_kind("attention_fwd")
    layout = layout_of(read_code_object(kernel.code_object).kernel(kernel.symbol).metadata,
                       kind.launch_args(kernel.params))
    assert [s.name for s in layout.slots][:5] == ["q", "k", "v", "o", "lse"]
    assert layout.slot("q_descale").kind == "buffer" and layout.slot("softmax_scale").element == "f32"
