"""AMD AITER's fmha_v3_fwd kernels, hd128 FP8 and the BF16 forwards (ROCm/aiter, MIT;
tests/data/aiter/README.md names the commit): their launch contract.

The kernel arguments are the packed `fmha_fwd_v3_args` struct (csrc/include/mha_fwd.h) whose
layout the sidecar `<code object>.args.yaml` gives (the emulator's `kernarg_layout`), filled as
csrc/cpp_itfs/mha_fwd.cu's init_fmha_fwd_v3_args does for fp8bf16: strides in bytes,
s_Ts = 256 x s_Seqs (ts_qo 256), s_gqa = heads_q / heads_kv, descales per tensor. Launch:
block 512 (8 waves), grid (ceil(seq_q / 256) [halved, rounded up, when causal], heads_q, batch).
The kernel is correct under the emulator's `late` memory model (tests/emulator/test_aiter.py).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import checkout_path, repo_root

KERNELS = {"_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E": False,  # name -> causal
           "_ZN5aiter31fmha_fwd_hd128_fp8_causal_gfx950E": True}
CODE_OBJECTS = {False: "fwd_hd128_fp8.co", True: "fwd_hd128_fp8_causal.co"}
HEAD_DIM = 128
ROWS = 256  # ts_qo: query rows per workgroup
KEYS_PER_ITERATION = 256  # the key-block loop holds two 128-key tiles
BLOCK = (512, 1, 1)
MEMORY_MODEL = "late"


def code_object_path(causal: bool = False) -> Path | None:
    """The code object in a source checkout (tests/data/aiter), or None (an installed wheel
    does not carry third-party code objects)."""
    return checkout_path(f"tests/data/aiter/{CODE_OBJECTS[causal]}")


def grid(seq_q: int, causal: bool = False, heads_q: int = 1, batch: int = 1) -> tuple[int, int, int]:
    tiles = -(-seq_q // ROWS)
    return (-(-tiles // 2) if causal else tiles, heads_q, batch)


def aiter_args(seq_q: int, seq_k: int, seed: int = 0) -> dict:
    """Arguments of one head of batch 1 (Gaussian FP8 Q, K, V; unit descales)."""
    import ml_dtypes

    rng = np.random.default_rng(seed)
    q, k, v = (rng.standard_normal((n, HEAD_DIM)).astype(ml_dtypes.float8_e4m3fn)
               for n in (seq_q, seq_k, seq_k))
    return aiter_fp8_args(q, k, v, float(1 / np.sqrt(HEAD_DIM)))


def aiter_fp8_args(q: np.ndarray, k: np.ndarray, v: np.ndarray, softmax_scale: float,
                   descales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> dict:
    """Arguments of one head of batch 1 from e4m3fn Q [seq_q, 128], K and V [seq_k, 128] and
    per-tensor descales (q, k, v); O (ptr_o) is bf16 [seq_q, 128]."""
    import ml_dtypes

    d = HEAD_DIM
    seq_q, seq_k = q.shape[0], k.shape[0]
    qd, kd, vd = (np.array([x], np.float32) for x in descales)
    return dict(ptr_o=np.zeros((1, seq_q, 1, d), ml_dtypes.bfloat16), ptr_q=q.reshape(1, seq_q, 1, d),
                ptr_k=k.reshape(1, seq_k, 1, d), ptr_v=v.reshape(1, seq_k, 1, d),
                scalar=float(softmax_scale), s_seq_len=seq_q, s_Seqs=d, s_Ts=ROWS * d, s_Hs=d,
                s_Bs=seq_q * d, s_gqa=1, s_k_Seqs=d, s_k_Hs=d, s_k_Bs=seq_k * d, s_kv_seq_len=seq_k,
                s_qk_head_dim=d, s_v_head_dim=d, s_q_head_num=1, s_v_Seqs=d, s_v_Hs=d,
                s_v_Bs=seq_k * d, s_o_Seqs=2 * d, s_o_Hs=2 * d, s_o_Bs=seq_q * 2 * d,
                ptr_q_descale=qd, ptr_k_descale=kd, ptr_v_descale=vd,
                s_descale_q_Bs=0, s_descale_q_Hs=0, s_descale_k_Bs=0, s_descale_k_Hs=0,
                s_descale_v_Bs=0, s_descale_v_Hs=0)


# fmha_v3_fwd hd128 BF16 (fwd_hd128_bf16.co, _ZN5aiter19fmha_fwd_hd128_bf16E; issue 32): the same
# struct filled with in_bpe = out_bpe = 2 and no descales (its metadata declares 512 kernarg
# bytes), ts_qo 256 and ts_kv 64 (hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv). It prefetches one
# key tile (ts_kv: 64 for hd128, 128 for hd192) past the last tile of K and V (data it never
# uses): a GPU allocation absorbs that read; the emulator needs K and V padded with zero rows to
# whole tiles plus one.
BF16_KERNEL = "_ZN5aiter19fmha_fwd_hd128_bf16E"
# every fmha_v3_fwd BF16 batch-mode forward (issue 36): name -> (causal, head_dim_qk); causal is
# mask_type 2 (bottom-right, mha_fwd.cu get_cfg_mask_type), a workgroup runs query tiles x and
# tiles-1-x (get_grid_dim halves the grid: tg_div 2)
BF16_KERNELS = {"_ZN5aiter19fmha_fwd_hd128_bf16E": (False, 128),
                "_ZN5aiter26fmha_fwd_hd128_bf16_causalE": (True, 128),
                "_ZN5aiter25fmha_fwd_hd192_hd128_bf16E": (False, 192),
                "_ZN5aiter32fmha_fwd_hd192_hd128_bf16_causalE": (True, 192)}
BF16_CODE_OBJECTS = {(128, False): "fwd_hd128_bf16.co", (128, True): "fwd_hd128_bf16_causal.co",
                     (192, False): "fwd_hd192_hd128_bf16.co", (192, True): "fwd_hd192_hd128_bf16_causal.co"}


# hd192 Q/K with hd128 V (fwd_hd192_hd128_bf16.co, the MLA prefill shape): the same contract with
# ts_qo 128 (fmha_fwd.csv), a workgroup of 256 (its metadata) and grid (ceil(seq_q / 128), ...)
BF16_HD192_KERNEL = "_ZN5aiter25fmha_fwd_hd192_hd128_bf16E"


def bf16_rows(head_dim_qk: int) -> int:
    """Query rows per workgroup (ts_qo) of the BF16 kernels: 256 for hd128, 128 for hd192."""
    return ROWS if head_dim_qk == HEAD_DIM else 128


def bf16_key_pad(head_dim_qk: int) -> int:
    """Keys per tile (ts_kv, hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv): 64 for hd128, 128 for hd192."""
    return 64 if head_dim_qk == HEAD_DIM else 128


def bf16_code_object_path(head_dim_qk: int = 128, causal: bool = False) -> Path | None:
    """A BF16 forward's code object in a source checkout (tests/data/aiter), or None."""
    return checkout_path(f"tests/data/aiter/{BF16_CODE_OBJECTS[(head_dim_qk, causal)]}")


def bf16_grid(seq_q: int, head_dim_qk: int = 128, causal: bool = False, heads_q: int = 1,
              batch: int = 1) -> tuple[int, int, int]:
    """get_grid_dim's batch-mode grid: (query tiles [halved, rounded up, when causal], heads, batch)."""
    tiles = -(-seq_q // bf16_rows(head_dim_qk))
    return (-(-tiles // 2) if causal else tiles, heads_q, batch)


def tune_opt(causal: bool, heads_q: int, seq_q: int) -> int:
    """s_opt as init_fmha_fwd_v3_args sets it on gfx950: 5, less 2 for a masked launch whose head
    count is not a multiple of 8 or whose queries exceed 16,384 (it changes the order the
    kernel walks its work in, not the result)."""
    return 3 if causal and (heads_q % 8 or seq_q > 16384) else 5


def aiter_bf16_args(q: np.ndarray, k: np.ndarray, v: np.ndarray, softmax_scale: float,
                    causal: bool = False) -> dict:
    """Arguments of one head of batch 1 from bf16 Q [seq_q, dq], K [seq_k, dq] and V
    [seq_k, dv] (dq, dv = 128, 128 or 192, 128); O (ptr_o) is bf16 [seq_q, dv].
    O = softmax(Q K^T softmax_scale) V (causal: bottom-right, the kernel decides by its code
    object; `causal` sets s_opt as the launcher would)."""
    import ml_dtypes

    b = 2  # bytes per element
    seq_q, dq = q.shape
    seq_k, dv = v.shape

    def keys(x: np.ndarray) -> np.ndarray:
        tile = bf16_key_pad(dq)  # whole tiles, and the one after the last
        out = np.zeros(((-(-seq_k // tile) + 1) * tile, x.shape[1]), ml_dtypes.bfloat16)
        out[:seq_k] = x
        return out
    return dict(ptr_o=np.zeros((seq_q, dv), ml_dtypes.bfloat16), ptr_q=np.ascontiguousarray(q),
                ptr_k=keys(k), ptr_v=keys(v), scalar=float(softmax_scale), s_seq_len=seq_q,
                s_Seqs=b * dq, s_Ts=bf16_rows(dq) * b * dq, s_Hs=b * dq, s_Bs=seq_q * b * dq, s_gqa=1,
                s_k_Seqs=b * dq, s_k_Hs=b * dq, s_k_Bs=seq_k * b * dq, s_kv_seq_len=seq_k,
                s_qk_head_dim=dq, s_v_head_dim=dv, s_q_head_num=1, s_v_Seqs=b * dv, s_v_Hs=b * dv,
                s_v_Bs=seq_k * b * dv, s_o_Seqs=b * dv, s_o_Hs=b * dv, s_o_Bs=seq_q * b * dv,
                s_opt=tune_opt(causal, 1, seq_q))


# fmha_v3_fwd hd128 FP8 group mode (fwd_hd128_fp8_group.co; issue 32): variable-length sequences
# packed along one token axis, their starts in int32 seqstart arrays (init_fmha_fwd_v3_args with
# is_group_mode: ptr_qseq = ptr_qseq_padding = seqstart_q, likewise K), batch strides 0, the
# longest lengths in s_seq_len / s_kv_seq_len; grid (heads_q, batch, ceil(max seq_q / 256))
# (get_grid_dim's group branch). Without these arguments the kernel leaves early, which is why
# `simulate` on it alone refuses to report (it needs --record-args).
GROUP_KERNEL = "_ZN5aiter30fmha_fwd_hd128_fp8_group_gfx950E"


def group_grid(seq_lens_q: list[int], heads_q: int = 1) -> tuple[int, int, int]:
    return (heads_q, len(seq_lens_q), -(-max(seq_lens_q) // ROWS))


def aiter_group_args(qs: list[np.ndarray], ks: list[np.ndarray], vs: list[np.ndarray],
                     softmax_scale: float, descales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> dict:
    """Arguments of one head from per-sequence e4m3fn Q [len_q, 128], K and V [len_k, 128];
    O (ptr_o) is bf16 [sum len_q, 1, 128], sequence b at rows seqstart_q[b]:seqstart_q[b + 1]."""
    import ml_dtypes

    d = HEAD_DIM
    starts_q = np.concatenate([[0], np.cumsum([x.shape[0] for x in qs])]).astype(np.int32)
    starts_k = np.concatenate([[0], np.cumsum([x.shape[0] for x in ks])]).astype(np.int32)
    q, k, v = (np.concatenate(x).reshape(-1, 1, d) for x in (qs, ks, vs))
    qd, kd, vd = (np.array([x], np.float32) for x in descales)
    return dict(ptr_o=np.zeros((int(starts_q[-1]), 1, d), ml_dtypes.bfloat16), ptr_q=q, ptr_k=k, ptr_v=v,
                scalar=float(softmax_scale), s_seq_len=max(x.shape[0] for x in qs), s_Seqs=d,
                s_Ts=ROWS * d, s_Hs=d, s_Bs=0, s_gqa=1, s_k_Seqs=d, s_k_Hs=d, s_k_Bs=0,
                s_kv_seq_len=max(x.shape[0] for x in ks), s_qk_head_dim=d, s_v_head_dim=d,
                s_q_head_num=1, s_v_Seqs=d, s_v_Hs=d, s_v_Bs=0, s_o_Seqs=2 * d, s_o_Hs=2 * d,
                s_o_Bs=0, ptr_qseq=starts_q, ptr_kseq=starts_k, ptr_qseq_padding=starts_q.copy(),
                ptr_kseq_padding=starts_k.copy(), ptr_q_descale=qd, ptr_k_descale=kd,
                ptr_v_descale=vd, s_descale_q_Bs=0, s_descale_q_Hs=0, s_descale_k_Bs=0,
                s_descale_k_Hs=0, s_descale_v_Bs=0, s_descale_v_Hs=0)


# ---- every fmha_v3_fwd object on gfx950 (issue 32): one contract over dtype, head dims, mask
# and mode, transcribed from csrc/cpp_itfs/mha_fwd.cu (ROCm/aiter e4048607) init_fmha_fwd_v3_args
# and get_grid_dim, with ts_qo from hsa/gfx950/fmha_v3_fwd/fmha_fwd.csv:
# - in_bpe 1 for fp8bf16 (descale pointers and their strides x 4 set; the objects declare 656
#   kernarg bytes), 2 for bf16 (no descales; 512 bytes); out_bpe 2 (bf16 O). Strides in bytes,
#   s_Ts = ts_qo x s_Seqs, s_gqa = nhead_q / nhead_k, s_opt = tune_opt.
# - ts_qo 256, except 128 for hd192/128 (whose workgroup is 256: bdx = 256 when hdim_q 192 and
#   hdim_v 128, else 512).
# - mask_type 2 (bottom-right) for every causal object (fmha_fwd.csv mask column): tg_div 2,
#   a workgroup runs query tiles x and tiles-1-x.
# - group mode (variable length): ptr_qseq = ptr_qseq_padding = seqstart_q (int32 [batch + 1];
#   no cu_seqlen), likewise K; batch strides 0 (one packed token axis); s_seq_len, s_kv_seq_len
#   the longest lengths; grid (nhead_q, batch, ceil(ceil(max seq_q / ts_qo) / tg_div)).
#   Batch mode: grid (ceil(ceil(seq_q / ts_qo) / tg_div), nhead_q, batch).
# One head here (nhead_q = nhead_k = 1). K and V get zero rows so that each sequence's keys,
# counted from its start, cover whole tiles plus one (the BF16 objects prefetch one key tile
# (ts_kv) past their last: see aiter_bf16_args); those rows are in no sequence, so they cannot
# change a correct result.
V3_TS_KV = {("bf16", 128): 64, ("bf16", 192): 128, ("fp8bf16", 128): 128, ("fp8bf16", 256): 64}  # fmha_fwd.csv


def v3_rows(hdim_q: int, hdim_v: int) -> int:
    """ts_qo (fmha_fwd.csv): 128 for hd192/128, else 256."""
    return 128 if (hdim_q, hdim_v) == (192, 128) else ROWS


def v3_block(hdim_q: int, hdim_v: int) -> tuple[int, int, int]:
    return (256 if (hdim_q, hdim_v) == (192, 128) else 512, 1, 1)


def v3_grid(lens_q: list[int], hdim_q: int, hdim_v: int, causal: bool, group: bool,
            heads_q: int = 1) -> tuple[int, int, int]:
    """get_grid_dim: batch mode takes one length (every sequence the same), group mode many."""
    rows = v3_rows(hdim_q, hdim_v)
    tg_div = 2 if causal else 1
    tiles = -(-(-(-max(lens_q) // rows)) // tg_div)
    return (heads_q, len(lens_q), tiles) if group else (tiles, heads_q, len(lens_q))


def v3_layout(dtype: str) -> dict:
    """The kernel-argument layout (emulator `kernarg_layout`) of every fmha_v3_fwd object of this
    dtype: the packed fmha_fwd_v3_args struct, as the committed group-mode sidecar spells it
    (tests/data/aiter/fwd_hd128_fp8_group.args.yaml; its sequence-start pointers default to null
    for batch mode), less the descale slots (0x200 on) for bf16."""
    from ..spec import load_yaml

    root = repo_root()
    path = root / "tests" / "data" / "aiter" / "fwd_hd128_fp8_group.args.yaml"
    layout = load_yaml(path.read_text(), str(path))
    if dtype == "bf16":
        layout["args"] = [a for a in layout["args"] if a["offset"] < 512]
        layout["kernarg_size"] = 512
    layout.pop("kernel", None)
    return layout


def v3_args(qs: list[np.ndarray], ks: list[np.ndarray], vs: list[np.ndarray], softmax_scale: float,
            causal: bool, group: bool, descales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> dict:
    """Arguments of one head from per-sequence Q [len_q, hdim_q], K [len_k, hdim_q], V [len_k,
    hdim_v], e4m3fn (fp8bf16 objects) or bfloat16; batch mode needs every sequence of the same
    lengths. O (ptr_o) is bf16 [sum len_q, hdim_v], sequence b at rows seqstart_q[b]: in group
    mode, b x len_q in batch mode."""
    import ml_dtypes

    fp8 = qs[0].dtype == ml_dtypes.float8_e4m3fn
    bpe = 1 if fp8 else 2
    dq, dv = qs[0].shape[1], vs[0].shape[1]
    lq, lk = [x.shape[0] for x in qs], [x.shape[0] for x in ks]
    if not group and (len(set(lq)) > 1 or len(set(lk)) > 1):
        raise ValueError("batch mode: every sequence has the same lengths")
    starts_q = np.concatenate([[0], np.cumsum(lq)]).astype(np.int32)
    starts_k = np.concatenate([[0], np.cumsum(lk)]).astype(np.int32)
    tile = V3_TS_KV[("fp8bf16" if fp8 else "bf16", dq)]
    end = max(int(s) + (-(-n // tile) + 1) * tile for s, n in zip(starts_k, lk))  # whole tiles, and one more

    def keys(xs: list[np.ndarray]) -> np.ndarray:
        out = np.zeros((end, xs[0].shape[1]), xs[0].dtype)
        out[:starts_k[-1]] = np.concatenate(xs)
        return out
    rows = v3_rows(dq, dv)
    sq, sk = max(lq), max(lk)
    args = dict(ptr_o=np.zeros((int(starts_q[-1]), dv), ml_dtypes.bfloat16),
                ptr_q=np.ascontiguousarray(np.concatenate(qs)), ptr_k=keys(ks), ptr_v=keys(vs),
                scalar=float(softmax_scale), s_seq_len=sq, s_Seqs=bpe * dq, s_Ts=rows * bpe * dq,
                s_Hs=bpe * dq, s_Bs=0 if group else sq * bpe * dq, s_gqa=1, s_k_Seqs=bpe * dq,
                s_k_Hs=bpe * dq, s_k_Bs=0 if group else sk * bpe * dq, s_kv_seq_len=sk,
                s_qk_head_dim=dq, s_v_head_dim=dv, s_q_head_num=1, s_v_Seqs=bpe * dv, s_v_Hs=bpe * dv,
                s_v_Bs=0 if group else sk * bpe * dv, s_o_Seqs=2 * dv, s_o_Hs=2 * dv,
                s_o_Bs=0 if group else sq * 2 * dv, s_opt=tune_opt(causal, 1, sq))
    if group:
        args.update(ptr_qseq=starts_q, ptr_kseq=starts_k, ptr_qseq_padding=starts_q.copy(),
                    ptr_kseq_padding=starts_k.copy())
    if fp8:
        args.update({f"ptr_{t}_descale": np.array([x], np.float32) for t, x in zip("qkv", descales)})
        args.update({f"s_descale_{t}_{s}": 0 for t in "qkv" for s in ("Bs", "Hs")})
    return args


def v3_problem(hdim_q: int, group: bool) -> tuple[list[int], list[int]]:
    """The census's one small problem per object (query lengths, key lengths): group mode two
    sequences of unequal lengths (tests/emulator/test_aiter_group.py's first), batch mode one
    of 256 x 256 (128 queries for hd192/128, one 128-row tile pair)."""
    if group:
        return [100, 200], [150, 260]
    return ([128] if hdim_q == 192 else [256]), [256]


def v3_inputs(dtype: str, hdim_q: int, hdim_v: int, causal: bool, group: bool,
              lens: tuple[list[int], list[int]] | None = None, seed: int = 0
              ) -> tuple[list[np.ndarray], list[np.ndarray], list[np.ndarray], float]:
    """Gaussian per-sequence Q, K, V (e4m3fn for fp8bf16, else bfloat16) of these lengths
    (default v3_problem) and the softmax scale 1/sqrt(hdim_q)."""
    import ml_dtypes

    lens_q, lens_k = lens or v3_problem(hdim_q, group)
    elt = ml_dtypes.float8_e4m3fn if dtype == "fp8bf16" else ml_dtypes.bfloat16
    rng = np.random.default_rng(seed + hdim_q + causal + 2 * group)
    qs, ks = ([rng.standard_normal((n, hdim_q)).astype(elt) for n in ls] for ls in (lens_q, lens_k))
    vs = [rng.standard_normal((n, hdim_v)).astype(elt) for n in lens_k]
    return qs, ks, vs, float(1 / np.sqrt(hdim_q))


def v3_launch(qs: list[np.ndarray], ks: list[np.ndarray], vs: list[np.ndarray], scale: float, dtype: str,
              causal: bool, group: bool) -> tuple[dict, dict, tuple[int, int, int], dict]:
    """(kernarg layout, arguments, grid, the other emulator.launch options) of one launch."""
    dq, dv = qs[0].shape[1], vs[0].shape[1]
    return (v3_layout(dtype), v3_args(qs, ks, vs, scale, causal, group),
            v3_grid([x.shape[0] for x in qs], dq, dv, causal, group),
            dict(block=v3_block(dq, dv), memory_model=MEMORY_MODEL))


def v3_against_fp64(data: bytes | Path, dtype: str, hdim_q: int, hdim_v: int, causal: bool, group: bool,
                    lens: tuple[list[int], list[int]] | None = None, seed: int = 0) -> float:
    """Run an fmha_v3_fwd object (its bytes or path; the v3_args contract) on Gaussian inputs of
    these sequence lengths (default v3_problem) and return max(error / bound) over every output
    element: per sequence against fp64 softmax(Q K^T / sqrt(hdim_q)) V (bottom-right causal),
    fp8bf16 under numerics.fp8_bound.rounded_p_bound (P rounded to e4m3 in numerator and row
    sum, tests/emulator/test_aiter.py's bound), bf16 under numerics.half_bound (P rounded to
    bf16, tests/emulator/test_aiter_bf16.py's)."""
    from ..emulator import launch, load
    from ..numerics.fp8_bound import rounded_p_bound
    from ..numerics.half_bound import half_attention_and_bound

    qs, ks, vs, scale = v3_inputs(dtype, hdim_q, hdim_v, causal, group, lens, seed)
    layout, args, grid, options = v3_launch(qs, ks, vs, scale, dtype, causal, group)
    res = launch(load(data, kernarg_layout=layout), args, grid=grid, **options)
    out = res.buffers["ptr_o"].astype(np.float64)
    worst, start = 0.0, 0
    for q, k, v in zip(qs, ks, vs):
        got = out[start:start + q.shape[0]]
        start += q.shape[0]
        if dtype == "fp8bf16":
            qf, kf, vf = (x.astype(np.float64) for x in (q, k, v))
            vis = np.ones((q.shape[0], k.shape[0]), bool)
            if causal:
                vis = np.arange(k.shape[0])[None, :] <= np.arange(q.shape[0])[:, None] + (k.shape[0] - q.shape[0])
            s = np.where(vis, qf @ kf.T * scale, -np.inf)
            p = np.exp(s - s.max(axis=1, keepdims=True))
            o_star = p @ vf / p.sum(axis=1, keepdims=True)
            bound = rounded_p_bound(p, vf, o_star, vis)
        else:
            o_star, bound = (x[0] for x in half_attention_and_bound(q[None], k[None], v[None], scale, causal))
        worst = max(worst, float(np.max(np.abs(got - o_star) / np.maximum(bound, 1e-300))))
    return worst
