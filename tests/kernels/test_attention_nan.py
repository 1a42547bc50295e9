"""NaN inputs (issue 17; docs/attention.md "NaN inputs"). An e4m3fn NaN byte (0x7f, 0xff) in Q, K
or V reaches exactly the outputs the page says, in the emulated code object and in the reference
model alike. Oracles: a plain fp64 attention written here (softmax over each row's visible keys),
plus the one documented difference, computed here from the masking rule (a NaN V row of a key the
row cannot see, inside a key block the row's workgroup walks, reaches that row through P = 0);
and the reference model (zyfagen.numerics.reference): NaN positions equal, every other value
bitwise equal."""
import dataclasses

import numpy as np
import pytest

from zyfagen.driver import build_spec
from zyfagen.kernels.attention_fwd import attention_inputs
from zyfagen.kernels.launch import emulate, reference_bits
from zyfagen.numerics.reference import decode_e4m3
from zyfagen.spec import load_spec, parse_spec

from conftest import ROOT

from test_attention import EMITTED, spec_text

# (batch, row/key, column) placements, one per batch, so one launch covers them all
Q_NAN, K_NAN, V_NAN, V_LAST_NAN = 0, 1, 2, 3


def _place(inp, q_row, k_key, v_key, v_col, v_col_last):
    q, k, v = inp.q.copy(), inp.k.copy(), inp.v.copy()
    q[Q_NAN, q_row, 0, 3] = 0xFF  # -NaN
    k[K_NAN, k_key, 0, 17] = 0x7F  # +NaN
    v[V_NAN, v_key, 0, v_col] = 0x7F
    v[V_LAST_NAN, -1, 0, v_col_last] = 0xFF  # the last key: also what the ragged tail loads
    return dataclasses.replace(inp, q=q, k=k, v=v)


def _fp64(inp, causal: bool):
    """fp64 softmax attention over each row's visible keys (rows with none: O = 0, LSE = +inf, flash-attn's)."""
    nb, sq, _, _ = inp.q.shape
    sk = inp.k.shape[1]
    vis = np.ones((sq, sk), bool)
    if causal:
        vis = np.arange(sk)[None, :] <= np.arange(sq)[:, None] + (sk - sq)
    outs, lses = [], []
    with np.errstate(all="ignore"):
        for b in range(nb):
            qf = decode_e4m3(inp.q[b, :, 0]) * float(inp.q_descale)
            kf = decode_e4m3(inp.k[b, :, 0]) * float(inp.k_descale)
            vf = decode_e4m3(inp.v[b, :, 0]) * float(inp.v_descale)
            s = (qf @ kf.T) * float(inp.softmax_scale)
            s = np.where(vis, s, -np.inf)
            mx = s.max(axis=1, keepdims=True)  # NaN if a visible score is NaN
            mx = np.where(mx == -np.inf, 0.0, mx)
            w = np.where(vis, np.exp(s - mx), 0.0)
            den = w.sum(axis=1)
            num = np.where(vis[:, :, None], w[:, :, None] * vf[None], 0.0).sum(axis=1)
            seen = vis.any(axis=1)
            outs.append(np.where(seen[:, None], num / np.where(seen, den, 1.0)[:, None], 0.0))
            lses.append(np.where(seen, mx[:, 0] + np.log(den), np.inf))
    return np.stack(outs), np.stack(lses)


def _walked_but_hidden(inp, params):
    """[batch, q, d]: V NaN at a key q cannot see, in a block q's workgroup walks (or a padded
    key of the last block, which loads the last key's row): the documented extra NaN."""
    nb, sq, _, _ = inp.q.shape
    sk, dv = inp.v.shape[1], inp.v.shape[3]
    bk, rows = params["block_k"], 32 * params.get("waves_per_workgroup", 1)
    causal = params.get("causal", False)
    q = np.arange(sq)
    q_last = np.minimum(q // rows * rows + rows - 1, sq - 1)
    kv_len = np.minimum(sk, q_last + sk - sq + 1) if causal else np.full(sq, sk)
    walked_keys = np.where(kv_len > 0, -(-kv_len // bk) * bk, 0)  # keys (padding included)
    limit = q + sk - sq if causal else np.full(sq, sk - 1)
    out = np.zeros((nb, sq, dv), bool)
    vnan = np.isnan(decode_e4m3(inp.v[:, :, 0]))  # [b, key, d]
    for j in range(walked_keys.max(initial=0)):
        src = min(j, sk - 1)  # padded keys load the last key
        hidden = (j < walked_keys) & ((j > limit) | (j >= sk))
        out |= hidden[None, :, None] & vnan[:, src][:, None, :]
    return out


CASES = [
    # non-causal, lean block-scaled, ragged tail (200 = 3 x 64 + 8), fp32 O and LSE
    (dict(head_dim_qk=64, block_k=64, p_block_scale=True, lse=True, output="fp32"),
     dict(seq_q=40, seq_k=200), (5, 70, 130, 9, 3)),
    # causal, exact P, VALU row sum, lazy rescale, bf16
    (dict(head_dim_qk=64, block_k=64, causal=True, p_mode="exact", rowsum="valu", lse=True,
          lazy_rescale="threshold", rescale_threshold=2.0), dict(seq_q=70, seq_k=200), (40, 150, 185, 7, 5)),
    # K and V shared through LDS by 4 waves (one workgroup walks the blocks of its last row)
    (dict(head_dim_qk=64, block_k=64, p_block_scale=True, v_transpose="lds", schedule="cycle1",
          kv_sharing="lds", waves_per_workgroup=4, causal=True, lse=True, output="fp32"),
     dict(seq_q=100, seq_k=190), (60, 120, 100, 11, 2)),
]
# the LDS-sharing case, which a P-path option's own tests re-run with that option added
LDS_SHARED_CASE = CASES[-1]


@pytest.mark.parametrize("params,shape,where", CASES)
def test_nan_reaches_what_fp64_and_the_reference_say(params, shape, where):
    check_built_nan_reach(params, "attn_nan", shape, where)


def check_built_nan_reach(params, name, shape, where):
    """Build hd64 `params` as kernel `name` and check where its NaNs reach (_check_nan_reach)."""
    spec = parse_spec(spec_text(params, name))
    _check_nan_reach(build_spec(spec).code_object, spec.params, shape, where, 64, 64)


@pytest.mark.parametrize("name", EMITTED)
def test_emitted_kernels_keep_the_nan_contract(name):
    """Every committed kernel (lean, exact, causal, hd64, hd256, MLA 192/128) as emitted/ holds
    it: the code object of emitted/, not a rebuild. Non-causal: a ragged 200-key tail; causal:
    NaNs near the diagonal (row 30 of 40 sees keys up to 190)."""
    spec = load_spec(ROOT / "specs" / f"{name}.yaml")
    p = spec.params
    where = (30, 175, 185, 7, 5) if p["causal"] else (5, 70, 130, 9, 3)
    d = p["head_dim_qk"]
    _check_nan_reach((ROOT / "emitted" / f"{name}.hsaco").read_bytes(), p, dict(seq_q=40, seq_k=200), where,
                     d, p["head_dim_v"] or d)


def _check_nan_reach(code, params, shape, where, d_qk, d_v):
    full = attention_inputs(17, batch=4, head_dim_qk=d_qk, head_dim_v=d_v, **shape)
    inp = _place(full, *where)
    got = emulate(code, "attention_fwd", params, inp.problem(), inp)
    ref = reference_bits("attention_fwd", params, inp.problem(), inp)
    fdt = np.float32 if params.get("output") == "fp32" else None

    def floats(bits):
        if bits.dtype == np.uint16:  # bf16 -> fp32 exactly
            return (bits.astype(np.uint32) << 16).view(np.float32)
        return bits.view(fdt or np.float32)

    o, o_ref = floats(got["o"]), floats(ref["o"])
    pairs = [(o, o_ref, "O")]
    if params.get("lse"):
        lse, lse_ref = got["lse"].view(np.float32), ref["lse"].view(np.float32)
        pairs.append((lse, lse_ref, "LSE"))
    # the reference: NaN at the same places, every other value bit for bit
    for a, b, what in pairs:
        assert np.array_equal(np.isnan(a), np.isnan(b)), f"{what}: NaN positions differ from the reference"
        keep = ~np.isnan(a)
        assert np.array_equal(a[keep].view(np.uint32), b[keep].view(np.uint32)), f"{what}: bits differ"
    # fp64: the same NaN positions, plus the documented V rows reached through P = 0
    o64, lse64 = _fp64(inp, params.get("causal", False))
    want = np.isnan(o64) | _walked_but_hidden(inp, params)
    assert np.array_equal(np.isnan(o[:, :, 0]), want)
    if params.get("lse"):
        assert np.array_equal(np.isnan(lse[:, 0]), np.isnan(lse64))
        assert np.isnan(lse[Q_NAN, 0, where[0]])
    # each placement did reach something, and did not reach everything
    for b in range(4):
        assert np.isnan(o[b]).any() and (b == K_NAN or not np.isnan(o[b]).all())
    assert np.isnan(o[Q_NAN, where[0]]).all()
