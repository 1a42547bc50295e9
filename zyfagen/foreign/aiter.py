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

from ..resources import repo_root

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
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / CODE_OBJECTS[causal] if root is not None else None
    return path if path is not None and path.is_file() else None


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
    root = repo_root()
    path = root / "tests" / "data" / "aiter" / BF16_CODE_OBJECTS[(head_dim_qk, causal)] if root is not None else None
    return path if path is not None and path.is_file() else None


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
