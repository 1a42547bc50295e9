"""AMD AITER's fmha_v3 attention backward in BF16, Q/K head dim 128 or 192 with V 128 (the MLA
shape) (ROCm/aiter, MIT; the commit is in tests/data/aiter/fmha_v3_bwd/README.md): the launch
contract of its three kernels, as csrc/cpp_itfs/mha_bwd.cu fmha_v3_bwd launches them for batch
mode, atomic fp32 dQ (hd128 also causal); for hd192/128 the dQdKdV kernel is
bwd_hd192_128_bf16_a32_pssk (ts 192 keys) and dq_convert bwd_hd192_dq_convert_bf16:

1. odo (bwd_hd128_odo_bf16.co): D = rowsum(dO * O) per query row, fp32 [batch, heads, seq_q];
   grid (ceil(seq_q / 128), heads, batch), block 256 (fmha_bwd_odo.csv ts 128);
2. dQdKdV (bwd_hd128_bf16_a32_psskddv.co; causal: bwd_hd128_bf16_causal_a32_psskddv.co, grid x
   halved as fmha_v3_bwd does for a masked launch): dK, dV (bf16) and dQ accumulated atomically in fp32
   into a zeroed [batch, heads, seq_q, 128] buffer, from Q, K, V, dO (bf16), the forward's LSE
   (natural log, fp32 [batch, heads, seq_q]) and D; grid (ceil(seq_k / 256), heads, batch), block
   256 (fmha_bwd_dqdkdv.csv ts 256); Ts = 256 x the K row stride;
3. dq_convert (bwd_hd128_dq_convert_bf16.co): dQ in bf16 from the accumulator; grid
   (ceil(seq_q / 64), heads, batch), block 256.

Tensors are [batch, seq, heads, 128] (bshd), strides in bytes (elements x 2; LSE and D x 4).
`scalar` is the softmax scale, `log2e` log2(e) (ck_tile::log2e_v). Layouts: the args.yaml
sidecars beside the code objects.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import repo_root

D = 128
BLOCK = (256, 1, 1)
FILES = {"odo": "bwd_hd128_odo_bf16", "dqdkdv": "bwd_hd128_bf16_a32_psskddv",
         "dqdkdv_causal": "bwd_hd128_bf16_causal_a32_psskddv", "dq_convert": "bwd_hd128_dq_convert_bf16",
         # the MLA shape (Q/K 192, V 128): fmha_v3_bwd picks odo by hdim_v, dq_convert by hdim_q
         "dqdkdv_192": "bwd_hd192_128_bf16_a32_pssk", "dq_convert_192": "bwd_hd192_dq_convert_bf16"}
# ts of the csv rows (query rows / keys per workgroup)
TILES = {"odo": 128, "dqdkdv": 256, "dqdkdv_causal": 256, "dq_convert": 64, "dqdkdv_192": 192,
         "dq_convert_192": 64}
MEMORY_MODEL = "late"  # as AITER's forward kernels (foreign/aiter.py)


def paths(stage: str) -> tuple[Path, Path] | None:
    """(code object, args layout) in a source checkout, or None."""
    root = repo_root()
    if root is None:
        return None
    base = root / "tests" / "data" / "aiter" / "fmha_v3_bwd" / FILES[stage]
    co, layout = base.with_suffix(".co"), base.with_suffix(".args.yaml")
    return (co, layout) if co.is_file() and layout.is_file() else None


def stage_of(stage: str, head_dim_q: int, causal: bool = False) -> str:
    """The FILES key of a stage for Q/K head dim 128 or 192 (V 128)."""
    if stage == "odo":
        return stage
    if head_dim_q == 192:
        if causal:
            raise ValueError("only the non-causal hd192/128 backward is wired here")
        return stage + "_192"
    return stage + ("_causal" if causal and stage == "dqdkdv" else "")


def grid(stage: str, seq_q: int, seq_k: int, heads: int = 1, batch: int = 1,
         masked: bool = False) -> tuple[int, int, int]:
    """masked (or the causal stage): mha_bwd.cu's dqdkdv launch halves gdx for mask types 1
    and 2 (key tiles paired)."""
    n = seq_k if stage.startswith("dqdkdv") else seq_q
    x = -(-n // TILES[stage])
    paired = stage.startswith("dqdkdv") and (masked or stage == "dqdkdv_causal")
    return ((x + 1) // 2 if paired else x, heads, batch)


def _strides(seq: int, heads: int, bpe: int = 2, d: int = D) -> dict:
    return {"seq": heads * d * bpe, "head": d * bpe, "batch": seq * heads * d * bpe}


def odo_args(o: np.ndarray, do: np.ndarray) -> dict:
    """o, do: bf16 [batch, seq_q, heads, 128]; ptr_d receives D, fp32 [batch, heads, seq_q]
    (padded to whole 128-row tiles: the kernel reads and writes whole tiles, which a GPU
    allocation absorbs; backward() keeps the first seq_q)."""
    b, s, h, _ = o.shape
    rows = -(-s // TILES["odo"]) * TILES["odo"]

    def pad(x: np.ndarray) -> np.ndarray:
        out = np.zeros((b, rows, h, D), x.dtype)
        out[:, :s] = x
        return out
    st = _strides(rows, h)
    return dict(ptr_o=pad(o), ptr_do=pad(do), ptr_d=np.zeros((b, h, rows), np.float32), Hs_o=st["head"],
                BAs_o=st["batch"], Seqs_o=st["seq"], Hs_do=st["head"], BAs_do=st["batch"],
                Seqs_do=st["seq"], Hs_d=4 * rows, BAs_d=4 * rows * h, Seqs_d=4, seqlen_q=s, head_dim=D)


def dqdkdv_args(q, k, v, do, lse: np.ndarray, d: np.ndarray, scale: float, keys_per_tile: int = 256) -> dict:
    """q [batch, seq_q, heads, dq], do [batch, seq_q, heads, 128], k [batch, seq_k, heads, dq],
    v [batch, seq_k, heads, 128] bf16 (dq 128 or 192); lse, d fp32 [batch, heads, seq_q]. ptr_dq
    is the fp32 accumulator [batch, heads, seq_q, dq] (zeroed); ptr_dk / ptr_dv bf16 like k / v.
    keys_per_tile: the kernel's ts (Ts = ts x K's row stride)."""
    import ml_dtypes

    b, sq, h, dq = q.shape
    sk, dv = k.shape[1], v.shape[3]
    qs, ks = _strides(sq, h, d=dq), _strides(sk, h, d=dq)
    vs, os_ = _strides(sk, h, d=dv), _strides(sq, h, d=dv)
    return dict(ptr_dq=np.zeros((b, h, sq, dq), np.float32), ptr_dk=np.zeros(k.shape, k.dtype),
                ptr_dv=np.zeros(v.shape, v.dtype), ptr_q=q, ptr_k=k, ptr_v=v, ptr_do=do,
                ptr_lse=lse, ptr_d=d, scalar=float(scale), log2e=float(np.log2(np.e)), seqlen_q=sq,
                Ts=keys_per_tile * ks["seq"], Hs_q=qs["head"], BAs_q=qs["batch"], Seqs_q=qs["seq"], ratio=1,
                Hs_k=ks["head"], BAs_k=ks["batch"], Seqs_k=ks["seq"], Seqs_dk=ks["seq"], seqlen_k=sk,
                head_dim_q=dq, head_dim_v=dv, nhead_q=h, Hs_v=vs["head"], BAs_v=vs["batch"], Seqs_v=vs["seq"],
                Hs_do=os_["head"], BAs_do=os_["batch"], Seqs_do=os_["seq"], Hs_dk=ks["head"], BAs_dk=ks["batch"],
                Hs_dv=vs["head"], BAs_dv=vs["batch"], Seqs_dv=vs["seq"], Hs_lsed=4 * sq, max_seqlen_dq=sq)


def dq_convert_args(dq_acc: np.ndarray, dtype=None) -> dict:
    """dq_acc fp32 [batch, heads, seq_q, dq]; ptr_dq receives dQ, bf16 (or `dtype`: the fp16
    kernels' float16) [batch, seq_q, heads, dq]."""
    import ml_dtypes

    b, h, s, dq = dq_acc.shape
    st = _strides(s, h, d=dq)
    return dict(ptr_dq_acc=dq_acc, ptr_dq=np.zeros((b, s, h, dq), dtype or ml_dtypes.bfloat16), Hs_dq_acc=s * dq * 4,
                BAs_dq_acc=0 if b == 1 else h * s * dq * 4, Seqs_dq_acc=dq * 4, Hs_dq=st["head"],
                BAs_dq=st["batch"], Seqs_dq=st["seq"], seqlen_q=s, head_dim=dq)


def backward(q, k, v, o, do, lse, scale: float, launch_options: dict | None = None,
             causal: bool = False, objects: dict[str, bytes] | None = None) -> dict:
    """The three launches in the emulator; returns D, dQ (bf16), dK, dV and the fp32 dQ
    accumulator. causal: the top-left causal kernel (mask type 1; bottom-right is the same
    when seq_q = seq_k). objects: code-object bytes replacing a stage's file ("odo",
    "dqdkdv", "dq_convert"; another build of the same contract, e.g. AITER's causal_br
    kernel or a mirror's copy: the census, benchmarks/aiter_census.py --numerics)."""
    from ..emulator import launch, load

    opts = dict(block=BLOCK, memory_model=MEMORY_MODEL, **(launch_options or {}))
    b, sq, h, _ = q.shape
    sk = k.shape[1]

    dqdim = q.shape[3]

    objects = objects or {}
    # a causal hd192/128 dQdKdV given as bytes (AITER's *_causal[_br]_a32_pssk) takes the
    # non-causal one's layout and tile; its grid is halved like every masked launch
    keyed = lambda stage: stage_of(stage, dqdim, causal and not (dqdim == 192 and "dqdkdv" in objects))  # noqa: E731

    def run(stage: str, args: dict):
        key = keyed(stage)
        co, layout = paths(key)
        co = objects.get(stage, co)
        return launch(load(co, kernarg_layout=layout), args, grid=grid(key, sq, sk, h, b, causal),
                      **opts).buffers
    d = np.ascontiguousarray(run("odo", odo_args(o, do))["ptr_d"][:, :, :sq])
    res = run("dqdkdv", dqdkdv_args(q, k, v, do, lse, d, scale, TILES[keyed("dqdkdv")]))
    dq = run("dq_convert", dq_convert_args(res["ptr_dq"], q.dtype))["ptr_dq"]
    return {"d": d, "dq": dq, "dk": res["ptr_dk"], "dv": res["ptr_dv"], "dq_acc": res["ptr_dq"]}
