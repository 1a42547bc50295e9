"""Issue 33: the runtime call's defects found by fuzzing, each reproduced. A bad call is one
ValueError/TypeError whose message starts with the argument's name, raised before anything is
built; a call that is accepted answers within the FP8 bound of fp64 (zyfagen.numerics.fp8_bound,
the independent oracle), never with a silent NaN."""
from __future__ import annotations

import json
import shutil
import types
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import zyfagen
from zyfagen.numerics.fp8_bound import BF16_REL, fp8_attention_and_bound
from zyfagen.runtime import api, cache

from .runtime_util import fp8_inputs

F8 = ml_dtypes.float8_e4m3fn
SPECS = Path(__file__).resolve().parents[2] / "specs"


@pytest.fixture
def no_build(monkeypatch):
    def refuse(*a, **kw):
        raise AssertionError("a kernel was chosen or built for a bad call")
    monkeypatch.setattr(api, "choose_kernel", refuse)


def _good(seed=0, **kw):
    shape = dict(batch=1, seq_q=8, seq_k=8, heads_q=2, heads_kv=1, d=64, dv=64)
    shape.update(kw)
    q, k, v, dq, dk, dv = fp8_inputs(seed, **shape)
    return dict(q=q, k=k, v=v, q_descale=dq, k_descale=dk, v_descale=dv)


def _call(**kw):
    kw = dict(kw)
    return zyfagen.attention(kw.pop("q"), kw.pop("k"), kw.pop("v"), device="emulator", **kw)


def _assert_within_fp8_bound(out, q, k, v, dq, dk, dv, scale, causal=False):
    """out (bf16 [b, sq, hq, dv], per-tensor descales) against fp64 with the FP8 error bound."""
    hq, hkv = q.shape[2], k.shape[2]
    got = np.asarray(out).astype(np.float64)
    assert not np.isnan(got).any()
    for b in range(q.shape[0]):
        qf = q[b].astype(np.float64).transpose(1, 0, 2) * dq
        kf = k[b].astype(np.float64).transpose(1, 0, 2) * dk
        vf = v[b].astype(np.float64).transpose(1, 0, 2) * dv
        want, bound = fp8_attention_and_bound(qf, kf, vf, hq // hkv, scale, causal, out_rel=BF16_REL)
        assert (np.abs(got[b].transpose(1, 0, 2) - want) <= bound * 1.0001 + 1e-300).all()


# ---- softmax_scale and descales ----------------------------------------------------------------

@pytest.mark.parametrize("scale", [0.0, -1.0, -0.0, 1e-46, float("inf"), float("nan"), 1e30, 1e39])
def test_softmax_scale_outside_its_range_is_refused(scale, no_build):
    with pytest.raises(ValueError) as info:
        _call(softmax_scale=scale, **_good())
    assert str(info.value).startswith("softmax_scale: ") and "allowed" in str(info.value)


@pytest.mark.parametrize("name", ["q_descale", "k_descale", "v_descale"])
@pytest.mark.parametrize("value", [1e-46, 1e-40, 1e39, float("inf"), 0.0, -1.0])
def test_descale_checked_as_the_kernel_uses_it_in_fp32(name, value, no_build):
    """1e-46 is positive in fp64 but 0 in fp32; 1e39 is finite in fp64 but infinite in fp32."""
    with pytest.raises(ValueError) as info:
        _call(**{**_good(), name: value})
    assert str(info.value).startswith(f"{name}: ") and "allowed" in str(info.value)


def test_v_descale_that_overflows_the_output_is_refused(no_build):
    with pytest.raises(ValueError, match=r"^v_descale: .*allowed"):
        _call(**{**_good(), "v_descale": 1e37})


@pytest.mark.parametrize("magnitude", [1e-21, 1e-12, 1e-3, 10.0])
def test_quantised_inputs_of_any_scale_answer_within_the_fp8_bound(magnitude):
    """Q and K near 1e-21 gave NaN (the kernel's fp32 product of the descales was 0, and
    0 x -inf made alpha NaN); now the product is formed in fp64 when fp32 would lose it."""
    rng = np.random.default_rng(4)
    q, dq = zyfagen.quantize_fp8(rng.standard_normal((1, 16, 1, 64)) * magnitude)
    k, dk = zyfagen.quantize_fp8(rng.standard_normal((1, 24, 1, 64)) * magnitude)
    v, dv = zyfagen.quantize_fp8(rng.standard_normal((1, 24, 1, 64)))
    out = _call(q=q, k=k, v=v, q_descale=dq, k_descale=dk, v_descale=dv)
    _assert_within_fp8_bound(out, q, k, v, dq, dk, dv, 1 / 8)


@pytest.mark.parametrize("magnitude", [1e18, 1e20])
def test_quantised_inputs_too_large_for_lean_p_are_refused(magnitude, no_build):
    """Q and K near 1e18-1e20 gave NaN or zeros: scores of 2^100 overflow lean P's fp32 FMA."""
    rng = np.random.default_rng(5)
    q, dq = zyfagen.quantize_fp8(rng.standard_normal((1, 8, 1, 64)) * magnitude)
    k, dk = zyfagen.quantize_fp8(rng.standard_normal((1, 8, 1, 64)) * magnitude)
    v, dv = zyfagen.quantize_fp8(rng.standard_normal((1, 8, 1, 64)))
    with pytest.raises(ValueError, match=r"^softmax_scale: .*allowed: .*2\^16"):
        _call(q=q, k=k, v=v, q_descale=dq, k_descale=dk, v_descale=dv)


def test_largest_accepted_scale_still_answers_within_the_bound():
    """Just inside the refused range (scores up to ~2^15 base-2 units: a hard maximum) the
    answer still meets the FP8 bound: the limit is where lean P stops being accurate."""
    g = _good(3, seq_q=16, seq_k=40, heads_q=1)
    scale = 2.0 ** 15 / (api._check_exponent_range.__globals__["LOG2E_F64"] * g["q_descale"] * g["k_descale"]
                         * api._row_norms(g["q"].view(np.uint8), 1, 1)[0, 0]
                         * api._row_norms(g["k"].view(np.uint8), 1, 1)[0, 0])
    out = _call(softmax_scale=scale, **g)
    _assert_within_fp8_bound(out, g["q"], g["k"], g["v"], g["q_descale"], g["k_descale"], g["v_descale"],
                             float(np.float32(scale)))


# ---- quantize_fp8 ------------------------------------------------------------------------------

@pytest.mark.parametrize("magnitude", [1e300, 1e-45])
def test_quantize_refuses_values_whose_descale_leaves_fp32(magnitude):
    """It returned an infinite or zero descale with only a numpy warning."""
    with pytest.raises(ValueError, match=r"^x: .*allowed"):
        zyfagen.quantize_fp8(np.full((1, 2, 2, 64), magnitude))
    with pytest.raises(ValueError, match=r"^x: .*allowed"):
        zyfagen.quantize_fp8(np.full((1, 2, 2, 64), magnitude), per="batch_head")


@pytest.mark.parametrize("heads_kv", [2.5, 2.0, "2", True])
def test_quantize_refuses_a_heads_kv_that_is_not_an_integer(heads_kv):
    """heads_kv=2.5 was truncated to 2."""
    with pytest.raises(TypeError, match=r"^heads_kv: "):
        zyfagen.quantize_fp8(np.ones((1, 2, 4, 64)), per="batch_head", heads_kv=heads_kv)


# ---- sizes refused before any build or allocation ---------------------------------------------

@pytest.mark.parametrize("device", ["emulator", "auto", "hip"])
def test_huge_shapes_are_refused_before_the_build(device, no_build, monkeypatch):
    """A broadcast (stride 0) q of 2^24 rows costs no memory; its O (4 GiB of bf16 per batch
    entry) overflows the kernel's 32-bit offsets. It was refused only after the build, by a
    MemoryError or a u32 overflow."""
    from zyfagen.runtime import backends
    monkeypatch.setattr(backends, "import_hip", lambda: None)
    g = _good()
    g["q"] = np.broadcast_to(g["q"][:, :1], (1, 1 << 24, 2, 64))
    with pytest.raises(ValueError, match=r"^q: .*2\^32 bytes"):
        zyfagen.attention(g.pop("q"), g.pop("k"), g.pop("v"), device=device, **g)


def test_problem_too_large_for_the_emulator_is_refused_before_the_build(no_build):
    g = _good()
    g["k"] = np.broadcast_to(g["k"][:, :1], (1, 1 << 28, 1, 64))
    g["v"] = np.broadcast_to(g["v"][:, :1], (1, 1 << 28, 1, 64))
    with pytest.raises(ValueError, match=r"^q, k: .*too large for the CPU emulator"):
        _call(**g)


@pytest.mark.parametrize("device", ["hip", "emulator"])
def test_seq_k_past_32_bits_is_refused_without_reading_every_row(device, no_build, monkeypatch):
    """A broadcast K of 2^34 keys: seq_k does not fit the kernel's u32 argument (it would wrap).
    Refused at once; the checks read a broadcast (stride-0) axis once, not 2^34 times."""
    import time

    from zyfagen.runtime import backends
    monkeypatch.setattr(backends, "import_hip", lambda: None)
    g = _good()
    for rows, words in ((1 << 34, r"^k: seq_k 17179869184; allowed: below 2\^32"),
                        (1 << 31, r"^(q, k: .*too large for the CPU emulator|device: 'hip')")):
        g["k"] = np.broadcast_to(g["k"][:, :1], (1, rows, 1, 64))
        g["v"] = np.broadcast_to(g["v"][:, :1], (1, rows, 1, 64))
        started = time.monotonic()
        with pytest.raises(ValueError, match=words):
            zyfagen.attention(g["q"], g["k"], g["v"], q_descale=g["q_descale"], k_descale=g["k_descale"],
                              v_descale=g["v_descale"], device=device)
        assert time.monotonic() - started < 5


def test_k_span_past_32_bits_is_refused(no_build):
    g = _good()
    g["k"] = np.lib.stride_tricks.as_strided(g["k"], shape=(1, 8, 1, 64), strides=(0, 1 << 30, 64, 1))
    with pytest.raises(ValueError, match=r"^k: .*2\^32 bytes"):
        _call(**g)


# ---- spec= ---------------------------------------------------------------------------------------

def test_unbuildable_spec_is_a_value_error_naming_spec(tmp_path):
    """It raised RegisterLimitError (hd256 with two waves per SIMD needs 374 VGPRs)."""
    path = tmp_path / "too_big.yaml"
    path.write_text("name: too_big\narch: gfx950\nkind: attention_fwd\nparams:\n  head_dim_qk: 256\n"
                    "  waves_per_workgroup: 8\n  schedule: pingpong2\n")
    g = _good(heads_q=1, d=256, dv=256)
    with pytest.raises(ValueError, match=r"^spec: .*too_big.yaml: cannot be built: .*VGPRs"):
        _call(spec=str(path), **g)


# ---- the kernel cache and libraries -------------------------------------------------------------

def _gemm_spec(name):
    return types.SimpleNamespace(name=name, arch="gfx950", kind="fp8_gemm_tile",
                                 params={"accumulator": "agpr"}, schedule=None)


def test_swapped_cache_entry_is_not_served(tmp_path):
    """Two entries' directories swapped (each whole, each matching its own sha256): the
    kernel of the other key used to run silently."""
    from zyfagen.codeobj import read_code_object
    from zyfagen.spec import load_spec

    base = load_spec(SPECS / "gemm_fp8_32x32.yaml")
    a = base
    b = type(base)("gemm_b", base.arch, base.kind, base.params, base.description, base.source, base.schedule)
    ea, eb = (cache.get_or_build(s, root=tmp_path) for s in (a, b))
    pa, pb = ea.path.parent, eb.path.parent
    swap = tmp_path / "swap"
    pa.rename(swap)
    pb.rename(pa)
    swap.rename(pb)
    got = cache.get_or_build(a, root=tmp_path)
    assert got.built and list(read_code_object(got.code_object).kernels) == [a.name]
    got = cache.get_or_build(b, root=tmp_path)
    assert got.built and list(read_code_object(got.code_object).kernels) == ["gemm_b"]


def test_entry_copied_under_another_key_is_not_served(tmp_path):
    """Same kernel name, other key (an entry of another zyfagen version copied over)."""
    spec = _gemm_spec("k")
    first = cache.get_or_build(spec, lambda s: b"one", root=tmp_path)
    meta = json.loads((first.path.parent / "entry.json").read_text())
    meta["key"] = "0" * 64
    (first.path.parent / "entry.json").write_text(json.dumps(meta))
    again = cache.get_or_build(spec, lambda s: b"two", root=tmp_path)
    assert again.built and again.code_object == b"two"


def test_unwritable_cache_is_found_before_the_build(tmp_path, capsys):
    """A cache root that cannot be created raised a raw OS error after the build; now the
    build goes to a temporary directory for the process, with a one-line notice, and runs."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    builds = []
    got = cache.get_or_build(_gemm_spec("k"), lambda s: builds.append(1) or b"code", root=blocker / "cache")
    assert got.code_object == b"code" and builds == [1]
    assert not str(got.path).startswith(str(blocker))
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("zyfagen: kernel cache ") and "cannot be written" in err[0]
    again = cache.get_or_build(_gemm_spec("k"), lambda s: pytest.fail("rebuilt"), root=blocker / "cache")
    assert again.code_object == b"code"
    shutil.rmtree(got.path.parent.parent.parent, ignore_errors=True)


def _damaged(library, tmp_path, edit):
    lib = tmp_path / "lib"
    shutil.copytree(library, lib)
    m = json.loads((lib / "manifest.json").read_text())
    text = edit(m)
    (lib / "manifest.json").write_text(text if isinstance(text, str) else json.dumps(m))
    return lib


DAMAGES = {
    "not_json": lambda m: "{",
    "a_list": lambda m: "[]",
    "no_kernels": lambda m: m.pop("kernels"),
    "kernels_a_dict": lambda m: m.update(kernels={}),
    "entry_a_string": lambda m: m["kernels"].__setitem__(0, "x"),
    "no_symbol": lambda m: m["kernels"][0].pop("symbol"),
    "params_a_list": lambda m: m["kernels"][0].update(params=[1]),
    "params_wrong_values": lambda m: m["kernels"][0].update(params={"head_dim_qk": "x"}),
    "sha_a_number": lambda m: m["kernels"][0].update(sha256=7),
    "code_outside": lambda m: m["kernels"][0].update(code_object="../../etc/passwd"),
    "args_a_string": lambda m: m["kernels"][0].update(args="x"),
    "format": lambda m: m.update(format=99),
    "undecodable": lambda m: "x",
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_damaged_manifest_is_one_value_error(library, tmp_path, damage):
    """It raised KeyError, TypeError or AttributeError."""
    lib = _damaged(library, tmp_path, DAMAGES[damage])
    if damage == "undecodable":
        (lib / "manifest.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(ValueError, match=r"^spec: "):
        _call(spec=str(lib), **_good())


def test_library_entry_pointing_at_another_kernel_is_refused(library, tmp_path):
    """The attention entry names the GEMM's file and its (matching) sha256: the hash alone
    passed, and the wrong kernel would have run."""
    def swap(m):
        att, gemm = m["kernels"]
        att["code_object"], att["sha256"] = gemm["code_object"], gemm["sha256"]
    lib = _damaged(library, tmp_path, swap)
    with pytest.raises(ValueError, match=r"^spec: .*does not hold kernel attention_hd64_lean"):
        _call(spec=str(lib), **_good())


# ---- LSE of rows that see no key, NaN inputs ---------------------------------------------------

def test_keyless_rows_have_lse_plus_infinity_and_zero_output():
    """flash-attn's convention (lse = +inf where the row sum is 0), so exp(s - lse) = 0."""
    g = _good(1, seq_q=12, seq_k=5)
    out, lse = _call(causal=True, return_lse=True, **g)
    keyless = np.arange(12) + 5 - 12 < 0  # bottom-right causal: row i sees keys j <= i + sk - sq
    assert keyless.sum() == 7
    assert (lse[:, :, keyless] == np.inf).all()
    assert np.isfinite(lse[:, :, ~keyless]).all()
    assert (np.asarray(out).astype(np.float32)[:, keyless] == 0).all()


def test_nan_input_propagates_to_the_rows_that_read_it():
    """One rule (docs/attention.md 'NaN inputs'): a NaN in K row j makes every row that sees
    j NaN (O and LSE); the other rows keep finite answers within the FP8 bound."""
    g = _good(2, seq_q=8, seq_k=70, heads_q=1)
    k = g["k"].copy()
    k.view(np.uint8)[0, 3, 0, 5] = 0x7F
    out, lse = _call(causal=False, return_lse=True, **{**g, "k": k})
    assert np.isnan(np.asarray(out).astype(np.float32)).all() and np.isnan(lse).all()
    out, lse = _call(causal=True, return_lse=True, **{**g, "k": k.copy()})
    o = np.asarray(out).astype(np.float32)
    # causal bottom-right: row i sees keys j <= i + 62, so every row sees key 3
    assert np.isnan(o).all()
    v = g["v"].copy()
    v.view(np.uint8)[0, 69, 0, 9] = 0xFF  # the last key: only rows that see it, column 9
    out = np.asarray(_call(causal=True, **{**g, "v": v})).astype(np.float32)
    assert np.isnan(out[0, 7, 0, 9]) and not np.isnan(np.delete(out[0, 7, 0], 9)).any()
