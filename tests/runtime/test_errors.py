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
