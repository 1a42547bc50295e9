"""layout= and out= on host arrays: bhsd is the bshd answer with seq and heads swapped (bit for
bit), [b, h, s, d]-looking tensors without a layout are refused instead of silently misread, and
out= receives the answer in place."""
from __future__ import annotations

import numpy as np
import pytest

import zyfagen

from .runtime_util import attention_fp64, fp8_inputs


def test_bhsd_gives_the_bshd_bits_transposed():
    q, k, v, dq, dk, dv = fp8_inputs(11, batch=1, seq_q=24, seq_k=40, heads_q=2, heads_kv=1, d=64, dv=64)
    want, lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True,
                                  device="emulator")
    t = [np.ascontiguousarray(x.transpose(0, 2, 1, 3)) for x in (q, k, v)]
    got, got_lse = zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True,
                                     layout="bhsd", device="emulator")
    assert got.shape == (1, 2, 24, 64) and got.flags.c_contiguous
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16).transpose(0, 2, 1, 3))
    assert np.array_equal(got_lse, lse)


def test_equal_shaped_bhsd_tensors_need_a_layout():
    """[b, h, s, d] tensors of an MHA self-attention read as [b, s, h, d] gave a 3.27 relative
    error without a word; now the call asks which layout, and with layout='bhsd' it is right
    (checked against fp64 of the bhsd reading)."""
    q, k, v, dq, dk, dv = fp8_inputs(12, batch=1, seq_q=48, seq_k=48, heads_q=2, heads_kv=2, d=64, dv=64)
    t = [np.ascontiguousarray(x.transpose(0, 2, 1, 3)) for x in (q, k, v)]  # [1, 2, 48, 64]
    with pytest.raises(ValueError, match=r"^layout: q, k and v are all \[1, 2, 48, \.\.\.\].*layout='bhsd'"):
        zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    got = zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dv, layout="bhsd", device="emulator")
    o64, _ = attention_fp64(q, k, v, dq, dk, dv, softmax_scale=1 / 8, causal=False)
    err = np.abs(got.astype(np.float64).transpose(0, 2, 1, 3) - o64).max() / np.abs(o64).max()
    assert err < 0.05
    # saying bshd explicitly is the caller's choice: accepted
    zyfagen.attention(*t, q_descale=dq, k_descale=dk, v_descale=dv, layout="bshd", device="emulator")
    with pytest.raises(ValueError, match=r"^layout: 'BSHD'; allowed: bshd, bhsd$"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, layout="BSHD", device="emulator")


def test_out_receives_the_answer_in_place():
    q, k, v, dq, dk, dv = fp8_inputs(13, batch=1, seq_q=20, seq_k=40, heads_q=1, heads_kv=1, d=64, dv=64)
    want, lse = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True,
                                  out_dtype="fp32", device="emulator")
    wide = np.zeros((1, 20, 3, 64), np.float32)  # O written into a strided view
    o, l_ = wide[:, :, 1:2], np.zeros((1, 1, 20), np.float32)
    got = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True,
                            out_dtype="fp32", out=(o, l_), device="emulator")
    assert got[0] is o and np.array_equal(o, want) and np.array_equal(l_, lse)
    assert not wide[:, :, 0].any() and not wide[:, :, 2].any()
    with pytest.raises(ValueError, match=r"^out\[0\]: float32 \(1, 20, 2, 64\); expected float32 \(1, 20, 1, 64\)"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True, out_dtype="fp32",
                          out=(np.zeros((1, 20, 2, 64), np.float32), l_), device="emulator")
    with pytest.raises(TypeError, match=r"^out: with return_lse=True give \(O, LSE\)"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, return_lse=True, out=o,
                          device="emulator")
    with pytest.raises(ValueError, match="^stream: applies to GPU tensors"):
        zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, stream=1, device="emulator")
