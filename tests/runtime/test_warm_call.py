"""A warm call on host arrays (the emulator path) starts no process either: the kernel, its
argument layout and its decoded program are kept per process."""
from __future__ import annotations

import subprocess

import numpy as np

import zyfagen

from .runtime_util import fp8_inputs


def test_a_warm_emulator_call_starts_no_process(monkeypatch):
    q, k, v, dq, dk, dv = fp8_inputs(31, batch=1, seq_q=8, seq_k=16, heads_q=1, heads_kv=1, d=64, dv=64)
    first = zyfagen.attention(q, k, v, q_descale=dq, k_descale=dk, v_descale=dv, device="emulator")
    started = []
    real = subprocess.Popen.__init__
    monkeypatch.setattr(subprocess.Popen, "__init__", lambda self, *a, **kw: started.append(a) or real(self, *a, **kw))
    again = zyfagen.attention(q, k, v, q_descale=dq * 1.5, k_descale=dk, v_descale=dv, device="emulator")
    assert started == []
    assert not np.array_equal(again.view(np.uint16), first.view(np.uint16))  # a real second run
