"""Fused windows of lane-wise VALU instructions (zyfagen/emulator/fusion.py) give exactly what
the instructions give one by one.

The oracle is the emulator's own per-instruction path (each handler is tested against numpy /
fp64 references elsewhere): the same code object runs with the fused table and with the plain
one, and every output bit, the instruction count and any error must agree. Code comes from
clang-22 (emulator_util) and from the committed emitted/ and Triton corpus code objects.
"""
from __future__ import annotations

import contextlib
import json
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from zyfagen.emulator import EmulationError, launch, load
from zyfagen.emulator.fusion import fuse

from emulator_util import LANES, make_kernel, prologue

ROOT = Path(__file__).resolve().parents[2]
F8 = ml_dtypes.float8_e4m3fn


@contextlib.contextmanager
def unfused(prog):
    """Run `prog` with the plain handler table (every instruction by itself)."""
    decoded = prog.decoded
    decoded.__dict__["fused"] = decoded.handlers  # the cached_property's slot
    try:
        yield
    finally:
        del decoded.__dict__["fused"]


def windows(prog) -> int:
    return sum(f is not h for f, h in zip(prog.decoded.fused, prog.decoded.handlers))


def _both(prog, args_of, **kw):
    """(fused, plain) launch results on fresh copies of the arguments."""
    fused = launch(prog, args_of(), **kw)
    with unfused(prog):
        plain = launch(prog, args_of(), **kw)
    return fused, plain


def _same(fused, plain):
    assert (fused.wave_instructions, fused.waitcnt, fused.nop, fused.barriers) == \
        (plain.wave_instructions, plain.waitcnt, plain.nop, plain.barriers)
    assert fused.buffers.keys() == plain.buffers.keys()
    for name in fused.buffers:
        a, b = np.asarray(fused.buffers[name]), np.asarray(plain.buffers[name])
        assert a.tobytes() == b.tobytes(), name


def _attention_args(seq_q: int, seq_k: int, d: int):
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal((n, d)).astype(F8) for n in (seq_q, seq_k, seq_k))

    def make():
        return dict(q=q, k=k, v=v, o=np.zeros((seq_q, d), np.uint16), q_descale=1.0,
                    k_descale=1.0, v_descale=1.0, softmax_scale=d ** -0.5, seq_q=seq_q,
                    seq_k=seq_k, gqa_group=1, heads_kv=1, q_stride_b=seq_q * d, q_stride_s=d,
                    q_stride_h=seq_q * d, k_stride_b=seq_k * d, k_stride_s=d,
                    k_stride_h=seq_k * d, v_stride_b=seq_k * d, v_stride_s=d,
                    v_stride_h=seq_k * d, o_stride_b=seq_q * d, o_stride_s=d,
                    o_stride_h=seq_q * d)
    return make


@pytest.mark.parametrize("name, d", [("attention_hd128_lean", 128), ("attention_hd128_exact", 128),
                                     ("attention_hd64_lean", 64)])
def test_emitted_attention_is_bitwise_the_same_fused(name, d):
    prog = load(ROOT / "emitted" / f"{name}.hsaco")
    assert windows(prog) > 0  # the softmax's runs are fused: the comparison means something
    seq_q, seq_k = 64, 300  # a ragged key length: the masked last block runs too
    fused, plain = _both(prog, _attention_args(seq_q, seq_k, d), grid=(seq_q // 32, 1, 1))
    _same(fused, plain)
    assert np.count_nonzero(fused.buffers["o"])


def test_a_triton_corpus_kernel_is_bitwise_the_same_fused():
    corpus = ROOT / "tests" / "data" / "triton" / "corpus"
    path = sorted(corpus.glob("*.hsaco"))[0]
    facts = json.loads(path.with_suffix(".json").read_text())
    ce = facts["constexprs"]
    d, bm = ce["HEAD_DIM"], ce["BLOCK_M"]
    group = ce["GROUP"] or 2
    hkv = 1 if ce["GROUP"] > 2 or d == 256 else 2
    hq, seq_q = hkv * group, (bm + 5 if d < 256 else 37)
    seq_k = seq_q + 72
    rng = np.random.default_rng(1)
    q = rng.standard_normal((hq, seq_q, d)).astype(F8)
    k, v = (rng.standard_normal((hkv, seq_k, d)).astype(F8) for _ in range(2))

    def make():
        return [q, k, v, np.zeros((hq, seq_q, d), np.float32), np.float32(d ** -0.5), seq_q,
                seq_k, group, seq_q * d, d, seq_k * d, d, seq_k * d, d, seq_q * d, d, None, None]
    prog = load(path)
    fused, plain = _both(prog, make, grid=(-(-seq_q // bm), hq, 1), dynamic_lds=facts["shared"])
    _same(fused, plain)


# ---- random windows on clang-assembled snippets -------------------------------------------

ARGS = [("x", "buffer"), ("out", "buffer")]
POOL = list(range(20, 44))  # the registers the random instructions use (v20..v43)
PAIRS = POOL[::2]
INLINE = ["1.0", "-2.0", "0.5", "s30", "0", "4"]  # VOP3 sources: no literal on gfx950
CONSTS = INLINE + ["0x3fb8aa3b"]


def _setup() -> list[str]:
    """v20..v43 = distinct values derived from x (v1), s30 = a float."""
    lines = ["global_load_dword v1, v100, s[4:5]", "s_waitcnt vmcnt(0)",
             "s_mov_b32 s30, 0x40400000"]
    for i, r in enumerate(POOL):
        lines += [f"v_mul_f32 v{r}, {0.25 * (i % 7) + 0.5}, v1", f"v_add_f32 v{r}, {float(i - 9)}, v{r}"]
    return lines


def _store_all() -> list[str]:
    lines = []
    for i, r in enumerate(POOL):
        lines += [f"s_add_u32 s20, s6, {i * 256}", "s_addc_u32 s21, s7, 0",
                  f"global_store_dword v100, v{r}, s[20:21]"]
    return lines


def _inst(draw) -> str:
    v = lambda: f"v{draw(st.sampled_from(POOL))}"  # noqa: E731
    pair = lambda: (lambda r: f"v[{r}:{r + 1}]")(draw(st.sampled_from(PAIRS)))  # noqa: E731
    src = lambda: draw(st.one_of(st.sampled_from(CONSTS), st.builds(v)))  # noqa: E731
    src3 = lambda: draw(st.one_of(st.sampled_from(INLINE), st.builds(v)))  # noqa: E731
    kind = draw(st.sampled_from(["pk_fma", "pk_mul", "cvt", "mov", "max3", "add", "mul", "addu",
                                 "fma", "nop"]))
    if kind == "pk_fma":
        return f"v_pk_fma_f32 {pair()}, {pair()}, {pair()}, {pair()}"
    if kind == "pk_mul":
        return f"v_pk_mul_f32 {pair()}, {pair()}, {pair()}"
    if kind == "cvt":
        return f"v_cvt_pk_u8_f32 {v()}, {v()}, {draw(st.integers(0, 3))}, {draw(st.sampled_from([v(), '0']))}"
    if kind == "mov":
        return f"v_mov_b32 {v()}, {src()}"
    if kind == "max3":
        return f"v_maximum3_f32 {v()}, {v()}, {src3()}, {v()}"
    if kind == "add":
        return f"v_add_f32 {v()}, {src()}, {v()}"
    if kind == "mul":
        return f"v_mul_f32 {v()}, {src()}, {v()}"
    if kind == "addu":
        return f"v_add_u32 {v()}, {src()}, {v()}"
    if kind == "fma":
        return f"v_fma_f32 {v()}, {v()}, {src3()}, {v()}"
    return "s_nop 0"


@st.composite
def _programs(draw) -> list[str]:
    # runs of one kind on spread registers (what fusion targets), mixed with random picks
    body = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            r0 = draw(st.sampled_from([20, 22, 24]))
            k = draw(st.integers(0, 3))
            body += [f"v_cvt_pk_u8_f32 v{r0 + 2 * i}, v{r0 + 2 * i + 1}, {k}, v{r0 + 2 * i}"
                     for i in range(draw(st.integers(2, 8)))]
        body += [_inst(draw) for _ in range(draw(st.integers(0, 12)))]
    return body


def _run_both(body: list[str], exec_mask: int | None = None):
    pre = [] if exec_mask is None else [f"s_mov_b32 exec_lo, 0x{exec_mask:x}"]
    code = make_kernel(prologue(ARGS) + _setup() + pre + body + ["s_mov_b64 exec, -1"]
                       + _store_all() + ["s_endpgm"], ARGS)
    prog = load(code)
    x = np.random.default_rng(2).standard_normal(LANES).astype(np.float32)
    x[:4] = [0.0, -0.0, np.inf, np.nan]

    def make():
        return {"x": x.view(np.uint32).copy(), "out": np.zeros((len(POOL), LANES), np.uint32)}
    fused, plain = _both(prog, make, grid=(1, 1, 1))
    return prog, fused, plain


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_programs())
def test_random_lane_op_windows_are_bitwise_the_same_fused(body):
    with np.errstate(all="ignore"):
        _, fused, plain = _run_both(body)
    _same(fused, plain)


def test_a_run_of_packs_is_fused_and_dependent_runs_are_not():
    packs = [f"v_cvt_pk_u8_f32 v{20 + 2 * i}, v{21 + 2 * i}, 1, v{20 + 2 * i}" for i in range(8)]
    chain = [f"v_add_f32 v{21 + i}, 1.0, v{20 + i}" for i in range(8)]  # each reads the last
    with np.errstate(all="ignore"):
        prog, fused, plain = _run_both(["s_nop 0"] + packs + ["s_nop 0"] + chain)
    _same(fused, plain)
    text = [i.text for i in prog.decoded.instructions]
    fused_at = [text[i] for i, (f, h) in enumerate(zip(prog.decoded.fused, prog.decoded.handlers))
                if f is not h]
    assert any("v_cvt_pk_u8_f32 v20, v21" in t for t in fused_at)
    assert not any("v_add_f32 v2" in t for t in fused_at)


def test_partial_exec_runs_each_instruction_by_itself():
    packs = [f"v_pk_mul_f32 v[{20 + 2 * i}:{21 + 2 * i}], v[{32 + 2 * i}:{33 + 2 * i}], v[20:21]"
             for i in range(1, 6)]
    with np.errstate(all="ignore"):
        _, fused, plain = _run_both(packs, exec_mask=0x5555_5555)
    _same(fused, plain)


def test_a_never_written_source_is_reported_at_the_same_instruction():
    # issue 32: v61 (never written) makes v23 never-written (definedness.lanes_travel), in a
    # fused window as alone; the store of v23 reports it, the others' values are right
    body = [f"v_mul_f32 v{20 + i}, 2.0, v{60 + (i == 3)}" for i in range(6)]  # v61: never written
    for stored, ok in (("v24", True), ("v23", False)):
        code = make_kernel(prologue(ARGS) + ["v_mov_b32 v60, 1.0"] + body
                           + [f"global_store_dword v100, {stored}, s[6:7]", "s_endpgm"], ARGS)
        prog = load(code)
        assert windows(prog) == 1
        args = {"x": np.zeros(LANES, np.uint32), "out": np.zeros((1, LANES), np.uint32)}
        errors = []
        for ctx in (contextlib.nullcontext(), unfused(prog)):
            if ok:
                with ctx:
                    out = launch(prog, dict(args), grid=(1, 1, 1)).buffers["out"]
                assert (out.view(np.float32) == 2.0).all()
                continue
            with ctx, pytest.raises(EmulationError, match="never-written v23") as info:
                launch(prog, dict(args), grid=(1, 1, 1))
            errors.append(str(info.value))
        if not ok:
            assert errors[0] == errors[1]
            assert "global_store_dword v100, v23" in errors[0]


def test_fuse_keeps_handlers_without_lane_ops():
    handlers = (lambda w: None, lambda w: None)
    assert fuse(handlers) == handlers


# ---- reduction chains of v_maximum3_f32 ---------------------------------------------------

SPECIAL = ["v_mov_b32 v44, 0x80000000", "v_mov_b32 v45, 0", "v_mov_b32 v46, 0x7fc00000",
           "v_mov_b32 v47, 0xff800000"]  # -0, +0, NaN, -inf in every lane
CHAIN_SOURCES = POOL + [44, 45, 46, 47]


@st.composite
def _max3_chains(draw) -> list[str]:
    src = lambda: f"v{draw(st.sampled_from(CHAIN_SOURCES))}"  # noqa: E731
    d = draw(st.sampled_from(POOL))
    others = [r for r in CHAIN_SOURCES if r != d]
    body = [f"v_maximum3_f32 v{d}, {src()}, {src()}, {src()}"]
    for _ in range(draw(st.integers(2, 9))):
        a, b = (f"v{draw(st.sampled_from(others))}" for _ in range(2))
        args = draw(st.permutations([f"v{d}", a, b]))  # the accumulator in any position
        body.append(f"v_maximum3_f32 v{d}, {', '.join(args)}")
    return body


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_max3_chains())
def test_max3_chains_with_nan_and_signed_zeros_are_bitwise_the_same_fused(body):
    # lanes 0-3 of every pool register hold values derived from 0, -0, inf and NaN, and
    # v44-v47 are -0, +0, NaN and -inf: exactly the inputs whose maximum depends on order
    with np.errstate(all="ignore"):
        prog, fused, plain = _run_both(SPECIAL + body)
    assert any(getattr(h, "lane_op", None) is not None and f is not h
               and "maximum3" in i.text
               for f, h, i in zip(prog.decoded.fused, prog.decoded.handlers,
                                  prog.decoded.instructions))  # the chain was fused
    _same(fused, plain)


# ---- runs of LDS reads --------------------------------------------------------------------

from zyfagen.emulator.memory import tr_arrange, tr_permutation  # noqa: E402


@pytest.mark.parametrize("ebytes", [1, 2])
@pytest.mark.parametrize("n", [1, 4])
def test_tr_arrange_is_the_transposed_reads_byte_permutation(ebytes, n):
    rows = np.random.default_rng(ebytes + n).integers(0, 2 ** 63, n * LANES, dtype=np.int64)
    rows = rows.view(np.uint64)
    out = np.zeros((2 * n, LANES), np.uint32)
    tr_arrange(ebytes)(rows, out)
    perm = tr_permutation(ebytes)
    for k in range(n):
        lanes = rows[k * LANES:(k + 1) * LANES].view(np.uint8)[perm].reshape(LANES, 2, 4)
        assert out[2 * k:2 * k + 2].tobytes() == np.ascontiguousarray(
            lanes.transpose(1, 0, 2)).tobytes()


LDS_FILL = ["v_lshlrev_b32 v101, 4, v0",  # lane t: 16t, a valid LDS address in the first KiB
            "v_mov_b32 v102, v101", "v_mul_u32_u24 v103, 0x1f3, v0", "v_xor_b32 v104, 0x5a5a, v103",
            "v_add_u32 v105, 0x777, v103",
            "ds_write_b128 v101, v[102:105]", "ds_write_b128 v101, v[102:105] offset:1024",
            "ds_write_b128 v101, v[102:105] offset:2048", "s_waitcnt lgkmcnt(0)",
            "v_lshlrev_b32 v106, 3, v0"]  # lane t: 8t, the transposed reads' address


def _run_lds(body: list[str]):
    """(prog, fused, plain, returns): returns[text] lists what the fused handler starting at
    that instruction returned each time (an index past its run when it ran the run, None when
    it ran the first read alone)."""
    code = make_kernel(prologue(ARGS) + _setup() + LDS_FILL + body
                       + _store_all() + ["s_endpgm"], ARGS, lds=4096)
    prog = load(code)
    d = prog.decoded
    returns: dict[str, list] = {}

    def spy(f, text):
        def run(w):
            r = f(w)
            returns.setdefault(text, []).append(r)
            return r
        return run
    d.__dict__["fused"] = tuple(spy(f, i.text) if f is not h else f
                                for f, h, i in zip(d.fused, d.handlers, d.instructions))

    def make():
        return {"x": np.arange(LANES, dtype=np.uint32), "out": np.zeros((len(POOL), LANES), np.uint32)}
    return prog, *_both(prog, make, grid=(1, 1, 1)), returns


def _fused_texts(prog) -> list[str]:
    d = prog.decoded
    return [i.text for f, h, i in zip(d.fused, d.handlers, d.instructions) if f is not h]


def test_runs_of_lds_reads_are_fused_and_bitwise_the_same():
    tr = [f"ds_read_b64_tr_b8 v[{20 + 2 * k}:{21 + 2 * k}], v106 offset:{512 * k}" for k in range(4)]
    b128 = ["ds_read_b128 v[28:31], v101", "ds_read_b128 v[32:35], v101 offset:1024"]
    # the second read's address is the first one's destination: they must not run together
    chained = ["ds_read_b128 v[36:39], v101", "ds_read_b128 v[40:43], v36 offset:16"]
    body = tr + b128 + chained  # twice: a cold address cache runs a b128 read by itself
    prog, fused, plain, returns = _run_lds(
        ["s_mov_b32 s40, 2", "s_branch .Lrun", ".Lrun:"] + body
        + ["s_waitcnt lgkmcnt(0)", "s_sub_u32 s40, s40, 1", "s_cmp_lg_u32 s40, 0",
           "s_cbranch_scc1 .Lrun"])
    _same(fused, plain)
    texts = _fused_texts(prog)
    assert not any(t.startswith("ds_read_b128 v[36:39]") for t in texts)
    runs = {t.split(",")[0]: r for t, r in returns.items() if t.startswith("ds_read")}
    # the transposed reads check everything themselves: fused from the first pass; the b128
    # reads run alone while their address cache is cold (first pass), then fused
    assert None not in runs["ds_read_b64_tr_b8 v[20:21]"]
    assert runs["ds_read_b128 v[28:31]"][0] is None
    assert runs["ds_read_b128 v[28:31]"][1] is not None


def test_an_error_inside_a_fused_lds_run_is_reported_at_the_same_read():
    # the last transposed read reaches LDS bytes never written (3 KiB are): issue 32, its
    # result is undefined, reported at the store that uses it, naming that read the same way
    tr = [f"ds_read_b64_tr_b8 v[{20 + 2 * k}:{21 + 2 * k}], v106 offset:{1024 * k}" for k in range(4)]
    code = make_kernel(prologue(ARGS) + _setup() + LDS_FILL + tr
                       + ["s_waitcnt lgkmcnt(0)", "global_store_dword v100, v26, s[6:7]",
                          "s_endpgm"], ARGS, lds=4096)
    prog = load(code)
    assert any(t.startswith("ds_read_b64_tr_b8 v[20:21]") for t in _fused_texts(prog))
    errors = []
    for ctx in (contextlib.nullcontext(), unfused(prog)):
        with ctx, pytest.raises(EmulationError, match="never-written v26") as info:
            launch(prog, {"x": np.arange(LANES, dtype=np.uint32),
                          "out": np.zeros((len(POOL), LANES), np.uint32)}, grid=(1, 1, 1))
        errors.append(str(info.value))
    assert errors[0] == errors[1]
    assert "global_store_dword v100, v26" in errors[0]
    assert "`ds_read_b64_tr_b8 v[26:27], v106 offset:3072` at 0x" in errors[0]
    assert "read LDS bytes no store wrote" in errors[0]
