"""Kernels that Triton compiled for gfx950 run unchanged in the emulator and match numpy.

With Triton installed the kernels are compiled here (tests/data/triton/make_kernels.py holds
their source); otherwise the code objects committed next to that script are used (CI does not
install Triton). Triton's kernels take two trailing scratch pointers, passed as None (null),
and get their LDS dynamically (`metadata.shared`, also stored in NAME.json).
"""
import importlib.util
import json
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from zyfagen.emulator import load, launch

DATA = Path(__file__).resolve().parents[1] / "data" / "triton"
F8 = ml_dtypes.float8_e4m3fn


def _kernel(name: str):
    """(Program, dynamic LDS bytes) from Triton if available, else from tests/data/triton."""
    if importlib.util.find_spec("triton") is not None:
        spec = importlib.util.spec_from_file_location("make_kernels", DATA / "make_kernels.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        compiled = mod.compile_kernel(name)
        return load(compiled.asm["hsaco"]), compiled.metadata.shared
    facts = json.loads((DATA / f"{name}.json").read_text())
    return load(DATA / f"{name}.hsaco"), facts["shared"]


def test_triton_fp8_gemm_matches_numpy_exactly():
    """tl.dot on float8e4nv: every 64-wide K step is one v_mfma_f32_32x32x64_f8f6f4, so the
    result is the chained accumulation rule, and also equal to fp64 here (small integers)."""
    prog, lds = _kernel("fp8_gemm")
    rng = np.random.default_rng(21)
    m, n, k = 64, 96, 192
    a = rng.standard_normal((m, k)).astype(F8)
    b = rng.standard_normal((n, k)).astype(F8)
    res = launch(prog, [a, b, np.zeros((m, n), np.float32), m, n, k, k, k, n, None, None],
                 grid=(m // 32, n // 32, 1), dynamic_lds=lds)
    acc = np.zeros((m, n), np.float32)
    for k0 in range(0, k, 64):
        step = a[:, k0:k0 + 64].astype(np.float64) @ b[:, k0:k0 + 64].astype(np.float64).T
        acc = (acc + step.astype(np.float32)).astype(np.float32)
    assert np.array_equal(res.buffers["arg2"].view(np.uint32), acc.view(np.uint32))
    assert res.wave_instructions > 0


def test_triton_fp8_gemm_with_row_major_b_uses_transposed_lds_reads():
    prog, lds = _kernel("fp8_gemm_kn")
    assert any(i.mnemonic == "ds_read_b64_tr_b8" for i in prog.kernel.instructions)
    rng = np.random.default_rng(22)
    m, n, k = 64, 64, 128
    a = rng.standard_normal((m, k)).astype(F8)
    b = rng.standard_normal((k, n)).astype(F8)
    res = launch(prog, [a, b, np.zeros((m, n), np.float32), m, n, k, None, None],
                 grid=(1, 1, 1), dynamic_lds=lds)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(res.buffers["arg2"], ref, rtol=1e-6, atol=1e-5)


@pytest.mark.parametrize("preload_entry", [False, True])
def test_triton_softmax_matches_numpy(preload_entry):
    """Run from the kernel entry (the kernarg-loading fallback prologue) and from 256 bytes in
    (where firmware that preloads kernel arguments starts): both must work."""
    prog, lds = _kernel("softmax")
    assert prog.kernel.descriptor.kernarg_preload_dwords > 0
    rng = np.random.default_rng(23)
    rows, cols = 4, 200  # 200 of the 256-wide block: masked lanes use buffer range checks
    x = (rng.standard_normal((rows, cols)) * 4).astype(np.float32)
    res = launch(prog, [np.zeros((rows, cols), np.float32), x, cols, cols, cols, None, None],
                 grid=(rows, 1, 1), dynamic_lds=lds, preload_entry=preload_entry)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    np.testing.assert_allclose(res.buffers["arg0"], e / e.sum(axis=1, keepdims=True), rtol=2e-6, atol=1e-9)


def test_triton_fp8_flash_attention_matches_a_blocked_numpy_reference():
    """Triton's fused-attention tutorial on float8e4nv Q, K, V, head dim 128. The reference
    follows the same blocks in fp64 and rounds P to e4m3 as the kernel does (P.to(fp8))."""
    prog, lds = _kernel("fp8_attention_fwd")
    rng = np.random.default_rng(24)
    n, d, bm, bn, scale = 128, 128, 64, 64, 0.125
    q, k, v = (rng.standard_normal((n, d)).astype(F8) for _ in range(3))
    res = launch(prog, [q, k, v, np.zeros((n, d), np.float32), scale, n, d, d, d, d, None, None],
                 grid=(n // bm, 1, 1), dynamic_lds=lds)
    qf, kf, vf = (t.astype(np.float64) for t in (q, k, v))
    out = np.zeros((n, d))
    c = scale * 1.44269504
    for m0 in range(0, n, bm):
        m_i, l_i, acc = np.full(bm, -np.inf), np.ones(bm), np.zeros((bm, d))
        for n0 in range(0, n, bn):
            s = qf[m0:m0 + bm] @ kf[n0:n0 + bn].T
            m_ij = np.maximum(m_i, s.max(axis=1) * c)
            p = np.exp2(s * c - m_ij[:, None])
            alpha = np.exp2(m_i - m_ij)
            l_i = l_i * alpha + p.sum(axis=1)
            acc = acc * alpha[:, None] + p.astype(np.float32).astype(F8).astype(np.float64) @ vf[n0:n0 + bn]
            m_i = m_ij
        out[m0:m0 + bm] = acc / l_i[:, None]
    np.testing.assert_allclose(res.buffers["arg3"], out, rtol=1e-4, atol=1e-5)
    assert res.barriers > 0 and res.waves == 2 * 4
