"""Empty sequences (issue 17; docs/attention.md "Empty sequences"): seq_k = 0 writes O = 0 and
LSE = +inf (flash-attn's convention for a row with no key) for every query row, bitwise as the reference model says; seq_q = 0 launches no
workgroup (grid x = 0), so nothing is read or written."""
import dataclasses

import numpy as np
import pytest

from zyfagen.driver import build_spec
from zyfagen.kernels.attention_fwd import attention_inputs
from zyfagen.kernels.launch import compare_bits, emulate, launch_of, reference_bits
from zyfagen.spec import parse_spec

SPEC = """name: attn_empty
arch: gfx950
kind: attention_fwd
params:
  head_dim_qk: 64
  block_k: 64
  lse: true
  output: fp32
"""


@pytest.fixture(scope="module")
def kernel():
    spec = parse_spec(SPEC)
    return spec.params, build_spec(spec).code_object


def _inputs(seq_q: int, seq_k: int):
    full = attention_inputs(7, seq_q=max(seq_q, 1), seq_k=max(seq_k, 1), head_dim_qk=64, head_dim_v=64)
    return dataclasses.replace(full, q=full.q[:, :seq_q], k=full.k[:, :seq_k], v=full.v[:, :seq_k])


def test_no_keys_gives_zero_output_and_minus_infinite_lse(kernel):
    params, code = kernel
    inp = _inputs(40, 0)
    got = emulate(code, "attention_fwd", params, inp.problem(), inp)
    # the sum over no keys is 0: O = 0 (not 0/0), LSE +inf (flash-attn's convention, not log 0)
    assert np.all(got["o"].view(np.float32) == 0) and not np.any(np.signbit(got["o"].view(np.float32)))
    assert np.all(got["lse"].view(np.float32) == np.inf)
    assert compare_bits(got, reference_bits("attention_fwd", params, inp.problem(), inp)) == ""


def test_no_queries_launches_nothing(kernel):
    params, _ = kernel
    inp = _inputs(0, 100)
    launch = launch_of("attention_fwd", params, inp.problem(), inp)
    assert launch.grid[0] == 0
    ref = reference_bits("attention_fwd", params, inp.problem(), inp)
    assert ref["o"].size == 0 and ref["lse"].size == 0
