"""AMD AITER's fmha_v3 attention backward on gfx950 in BF16 and FP16 (ROCm/aiter, MIT; commit
e4048607a535ace3a2b51ded31b1c8c2d45c0879, also in tests/data/aiter/fmha_v3_bwd/README.md): the
launch contract of its kernels, transcribed from csrc/cpp_itfs/mha_bwd.cu (`fmha_v3_bwd`,
`get_heuristic_kernel`, `pack_fmha_bwd_odo_args`), the packed `fmha_bwd_dqdkdv_args` and
`fmha_bwd_post_kernel_args` of csrc/include/mha_bwd.h, the strides csrc/py_itfs_cu/asm_mha_bwd.cu
and asm_mha_varlen_bwd.cu fill in, and `compute_mask_coordinates` of csrc/include/ck_tile_shim.h,
all at that commit.

Every backward is up to three launches, each with block 256 and grid (tiles, nhead_q, batch):

1. odo (fmha_bwd_odo.csv, ts 128, picked by dtype, hdim_v and mode): D = rowsum(dO * O), fp32,
   laid out like the LSE; tiles = ceil(max_seqlen_q / 128);
2. dQdKdV (fmha_bwd_dqdkdv.csv, ts per row: 256 hd128, 192 hd192/128 and hd64, 64 hd192/192):
   dK, dV and dQ from Q, K, V, dO, LSE (natural log, fp32) and D; tiles = ceil(max_seqlen_k /
   ts), halved for mask types 1 and 2 (key tiles paired); Ts = ts x K's row stride in bytes.
   dQ goes to an accumulator (zeroed): atomic32 1: fp32 [batch, nhead_q, seqlen_q, hdim_q]
   (group mode: one batch of total_q rows); atomic32 0 ("a16"): the input dtype
   [batch, nhead_q, ceil16(max_seqlen_q), 128 or 192], in the kernel's own order; atomic32 0 at
   hd64 writes dQ itself (no third launch; the dQ tensor takes ptr_dq);
3. post (tiles = ceil(max_seqlen_q / 64), picked by hdim_q and mode): dq_convert
   (fmha_bwd_dq_convert.csv, atomic32 1) rounds the fp32 accumulator to the dtype; dq_shuffle
   (fmha_bwd_dq_shuffle.csv, atomic32 0, bf16 rows serve fp16 too) reorders the 16-bit one.

Tensors are [batch, seq, heads, d] (batch mode) or [total, heads, d] (group mode: sequence b at
rows seqstart[b]:seqstart[b + 1], batch strides 0, LSE and D [heads, total_q]); strides in
bytes (elements x 2, LSE and D x 4). seqlen_q/seqlen_k are total_q/total_k in group mode.
Group mode's odo, dq_convert and dq_shuffle read and write whole tiles past a sequence's end
(a 100-row sequence gets 28 rows more; the buffers here carry a tile of slack). odo and
dq_convert recompute the next sequence's rows there from the same global rows (same values);
dq_shuffle reads the padded a16 accumulator, so it writes other values into the next sequence's
first rows: a write race on a GPU (replaying sequence 0's workgroups after sequence 1's changes
28 of its rows). The emulator runs workgroups in grid order, so the later sequence's own rows
win. With more than one head, group-mode odo's tail of the last sequence lands in the next
head's first D rows (D is [heads, total_q]): heads 2, sequences of 100 and 70 queries leave
head 1's first 58 D rows 0 in the emulator (head 0's last-sequence workgroup runs after head
1's first), so the census runs one head.
Mask type 3 (sliding window, the *_swa_* objects): mask_y, mask_x from the window (left, right)
as compute_mask_coordinates does for a bottom-right window. `scalar` is the softmax scale,
`log2e` log2(e) (ck_tile::log2e_v). Argument layouts: the args.yaml sidecars of
tests/data/aiter/fmha_v3_bwd (one per struct; the objects' metadata gives the same sizes).
"""
from __future__ import annotations

from dataclasses import dataclass
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
TS_ODO, TS_POST = 128, 64  # fmha_bwd_odo.csv, fmha_bwd_dq_{convert,shuffle}.csv
# one argument layout per struct (pack_fmha_bwd_odo_args, fmha_bwd_dqdkdv_args,
# fmha_bwd_post_kernel_args): every gfx950 fmha_v3_bwd object's kernarg size is 256, 704 or 192
LAYOUTS = {"odo": "bwd_hd128_odo_bf16", "dqdkdv": "bwd_hd128_bf16_a32_psskddv",
           "post": "bwd_hd128_dq_convert_bf16"}
MEMORY_MODEL = "late"  # as AITER's forward kernels (foreign/aiter.py)


@dataclass(frozen=True)
class Contract:
    """One way fmha_v3_bwd launches its kernels (the fields get_heuristic_kernel selects by)."""
    hdim_q: int = 128
    hdim_v: int = 128
    mask: int = 0  # asm mask type: 0 none, 1 causal top-left, 2 causal bottom-right, 3 window
    group: bool = False  # mode 1: variable-length sequences
    atomic32: bool = True  # fp32 atomic dQ accumulator (else the 16-bit "a16" one)
    ts: int = 256  # the dQdKdV row's ts: keys per workgroup
    window: tuple[int, int] = (-1, 0)  # mask 3: (left, right) keys around the bottom-right diagonal

    @property
    def post(self) -> str | None:
        """The third launch: need_post_processing of fmha_v3_bwd on gfx950."""
        if self.hdim_q == 64 and not self.atomic32:
            return None
        return "dq_convert" if self.atomic32 else "dq_shuffle"

    @property
    def acc_hdim(self) -> int:
        """The a16 accumulator's row (a16_pad_hdim)."""
        return 192 if self.hdim_q == 192 else 128


def mask_coordinates(left: int, right: int, seqlen_q: int, seqlen_k: int,
                     top_left: bool = False) -> tuple[int, int]:
    """(mask_y, mask_x) of compute_mask_coordinates (csrc/include/ck_tile_shim.h, sink 0): in
    ck_tile's generic mask key j is visible from query i when i + 1 - mask_y <= j < i + mask_x,
    i.e. -left <= j - i - (seqlen_k - seqlen_q) <= right for a bottom-right window; a negative
    side is unbounded."""
    left = (seqlen_q - 1 if top_left else seqlen_k - 1) if left < 0 else left
    right = (seqlen_k - 1 if top_left else seqlen_q - 1) if right < 0 else right
    x_off = 0 if top_left else seqlen_k - seqlen_q
    y_off = 0 if top_left else seqlen_q - seqlen_k
    return 1 + left + y_off, 1 + right + x_off


def paths(stage: str) -> tuple[Path, Path] | None:
    """(code object, args layout) in a source checkout, or None."""
    root = repo_root()
    if root is None:
        return None
    base = root / "tests" / "data" / "aiter" / "fmha_v3_bwd" / FILES[stage]
    co, layout = base.with_suffix(".co"), base.with_suffix(".args.yaml")
    return (co, layout) if co.is_file() and layout.is_file() else None


def _layout(struct: str) -> Path:
    root = repo_root()
    if root is None:
        raise FileNotFoundError("the fmha_v3_bwd argument layouts live in a source checkout (tests/data/aiter)")
    return root / "tests" / "data" / "aiter" / "fmha_v3_bwd" / (LAYOUTS[struct] + ".args.yaml")


def stage_of(stage: str, head_dim_q: int, causal: bool = False) -> str:
    """The FILES key of a stage for Q/K head dim 128 or 192 (V 128)."""
    if stage == "odo":
        return stage
    if head_dim_q == 192:
        if causal:
            raise ValueError("only the non-causal hd192/128 backward is committed here")
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


def _pack(seqs: list[np.ndarray], group: bool, rows: int | None = None) -> np.ndarray:
    """[total (+ slack), h, d] (group) or [b, rows, h, d] (batch; rows >= seq) from [seq, h, d]s."""
    if group:
        x = np.concatenate(seqs)
        extra = 0 if rows is None else rows
        return np.concatenate([x, np.zeros((extra,) + x.shape[1:], x.dtype)]) if extra else x
    s = seqs[0].shape[0]
    out = np.zeros((len(seqs), rows or s) + seqs[0].shape[1:], seqs[0].dtype)
    out[:, :s] = np.stack(seqs)
    return out


def _strides(x: np.ndarray, group: bool, bpe: int) -> tuple[int, int, int]:
    """(row, head, batch) strides in bytes of a packed tensor."""
    h, d = x.shape[-2:]
    return h * d * bpe, d * bpe, 0 if group else x.shape[-3] * h * d * bpe


def _starts(lens: list[int]) -> np.ndarray:
    return np.concatenate([[0], np.cumsum(lens)]).astype(np.int32)


def run(c: Contract, objects: dict[str, bytes | Path], qs: list[np.ndarray], ks: list[np.ndarray],
        vs: list[np.ndarray], os_: list[np.ndarray], dos: list[np.ndarray], lses: list[np.ndarray],
        scale: float, launch_options: dict | None = None) -> list[dict]:
    """The backward's launches in the emulator for sequences b = 0.. (batch mode: equal lengths)
    of q [len_q, heads, hdim_q], k [len_k, heads, hdim_q], v [len_k, heads, hdim_v], o and do
    [len_q, heads, hdim_v] (bf16 or float16) and lse fp32 [heads, len_q]. objects: stage ("odo",
    "dqdkdv", "post") -> code object. Returns per sequence {d [heads, len_q], dq, dk, dv}."""
    from ..emulator import launch, load

    opts = dict(block=BLOCK, memory_model=MEMORY_MODEL, **(launch_options or {}))
    lq, lk = [x.shape[0] for x in qs], [x.shape[0] for x in ks]
    if not c.group and (len(set(lq)) != 1 or len(set(lk)) != 1):
        raise ValueError("batch mode needs equal sequence lengths; use a group-mode contract")
    b, h, dt = len(qs), qs[0].shape[1], qs[0].dtype
    max_q, max_k = max(lq), max(lk)
    sq, sk = (sum(lq), sum(lk)) if c.group else (max_q, max_k)  # a.seqlen_q / a.seqlen_k
    starts_q, starts_k = _starts(lq), _starts(lk)
    seqs = dict(ptr_qseq=starts_q, ptr_qseq_padded=starts_q.copy()) if c.group else {}

    def go(struct: str, args: dict, grid_: tuple[int, int, int]) -> dict:
        prog = load(objects[struct], kernarg_layout=_layout(struct))
        return launch(prog, args, grid=grid_, **opts).buffers

    # 1. odo. The kernel reads and writes whole 128-row tiles, which a GPU allocation absorbs:
    # batch mode pads the row count (the strides follow), group mode appends one tile of slack.
    rows_q = -(-max_q // TS_ODO) * TS_ODO
    o, do = (_pack(x, c.group, TS_ODO if c.group else rows_q) for x in (os_, dos))
    so, sd = _strides(o, c.group, 2), _strides(do, c.group, 2)
    if c.group:  # D shares the LSE's [heads, total_q] strides (asm_mha_varlen_bwd.cu)
        d_buf, hs_d, bas_d = np.zeros(h * sq + TS_ODO, np.float32), 4 * sq, 0
    else:
        d_buf, hs_d, bas_d = np.zeros((b, h, rows_q), np.float32), 4 * rows_q, 4 * h * rows_q
    res = go("odo", dict(ptr_o=o, ptr_do=do, ptr_d=d_buf, Hs_o=so[1], BAs_o=so[2], Seqs_o=so[0],
                         Hs_do=sd[1], BAs_do=sd[2], Seqs_do=sd[0], Hs_d=hs_d, BAs_d=bas_d, Seqs_d=4,
                         seqlen_q=sq, head_dim=c.hdim_q, **seqs),
             (-(-max_q // TS_ODO), h, b))
    d_out = res["ptr_d"]
    if c.group:
        d_lsed = np.ascontiguousarray(d_out[:h * sq].reshape(h, sq))
        lse = np.concatenate(lses, axis=1)
        ds = [d_lsed[:, starts_q[i]:starts_q[i + 1]] for i in range(b)]
    else:
        d_lsed = np.ascontiguousarray(d_out[:, :, :sq])
        lse = np.stack(lses)
        ds = [d_lsed[i] for i in range(b)]

    # 2. dQdKdV
    q, k, v, do2 = (_pack(x, c.group) for x in (qs, ks, vs, dos))
    st = {n: _strides(x, c.group, 2) for n, x in (("q", q), ("k", k), ("v", v), ("do", do2))}
    if c.atomic32:  # [batch or 1, h, seqlen_q, hdim_q]; a tail query tile adds (zeros) past
        # the last row (group mode; causal hd192/192 in batch mode too): a tile of slack
        acc = np.zeros((1 if c.group else b) * h * sq * c.hdim_q + TS_ODO * c.hdim_q, np.float32)
    elif c.post is None:  # hd64 a16: the kernel writes dQ (the q layout)
        acc = np.zeros_like(_pack(qs, c.group, TS_ODO if c.group else None))
    else:  # dq_shuffle reads whole 64-row tiles: slack after the last batch
        rows16 = -(-max_q // 16) * 16
        acc = np.zeros(b * h * rows16 * c.acc_hdim + TS_POST * c.acc_hdim, dt)
    mask_y, mask_x = mask_coordinates(*c.window, sq, sk) if c.mask == 3 else (0, 0)
    args = dict(ptr_dq=acc, ptr_dk=np.zeros_like(k), ptr_dv=np.zeros_like(v), ptr_q=q, ptr_k=k, ptr_v=v,
                ptr_do=do2, ptr_lse=lse, ptr_d=d_lsed, scalar=float(scale), log2e=float(np.log2(np.e)),
                seqlen_q=sq, Ts=c.ts * st["k"][0], Hs_q=st["q"][1], BAs_q=st["q"][2], Seqs_q=st["q"][0],
                ratio=1, Hs_k=st["k"][1], BAs_k=st["k"][2], Seqs_k=st["k"][0], Seqs_dk=st["k"][0],
                seqlen_k=sk, head_dim_q=c.hdim_q, head_dim_v=c.hdim_v, nhead_q=h, Hs_v=st["v"][1],
                BAs_v=st["v"][2], Seqs_v=st["v"][0], Hs_do=st["do"][1], BAs_do=st["do"][2],
                Seqs_do=st["do"][0], Hs_dk=st["k"][1], BAs_dk=st["k"][2], Hs_dv=st["v"][1],
                BAs_dv=st["v"][2], Seqs_dv=st["v"][0], Hs_lsed=4 * (sq if c.group else max_q),
                max_seqlen_dq=max_q if c.atomic32 else -(-max_q // 16) * 16, mask_x=mask_x, mask_y=mask_y)
    if c.group:
        args.update(ptr_qseq=starts_q, ptr_kseq=starts_k, ptr_qseq_padded=starts_q.copy(),
                    ptr_kseq_padded=starts_k.copy())
    gx = -(-max_k // c.ts)
    res = go("dqdkdv", args, ((gx + 1) // 2 if c.mask in (1, 2) else gx, h, b))
    dk, dv, acc = res["ptr_dk"], res["ptr_dv"], res["ptr_dq"]

    # 3. post: dq_convert / dq_shuffle
    if c.post is None:
        dq = acc
    else:
        # dq_convert writes whole 64-row tiles: the tail of a sequence rewrites the next one's
        # first rows with the same values (the accumulator's), the last one needs slack
        dq = np.zeros_like(_pack(qs, c.group, TS_ODO if c.group else None))
        sdq = _strides(dq, c.group, 2)
        bpe = 4 if c.atomic32 else 2
        rows, hd = (sq, c.hdim_q) if c.atomic32 else (rows16, c.acc_hdim)
        bas_acc = 0 if (c.group and c.atomic32) or b == 1 else h * rows * hd * bpe
        res = go("post", dict(ptr_dq_acc=acc, ptr_dq=dq, Hs_dq_acc=rows * hd * bpe, BAs_dq_acc=bas_acc,
                              Seqs_dq_acc=hd * bpe, Hs_dq=sdq[1], BAs_dq=sdq[2], Seqs_dq=sdq[0],
                              seqlen_q=sq, head_dim=c.hdim_q, **seqs),
                 (-(-max_q // TS_POST), h, b))
        dq = res["ptr_dq"]

    def part(x: np.ndarray, i: int, starts: np.ndarray) -> np.ndarray:
        return x[starts[i]:starts[i + 1]] if c.group else x[i]
    return [{"d": ds[i], "dq": part(dq, i, starts_q), "dk": part(dk, i, starts_k),
             "dv": part(dv, i, starts_k), "dq_acc": acc} for i in range(b)]


def backward(q, k, v, o, do, lse, scale: float, launch_options: dict | None = None,
             causal: bool = False, objects: dict[str, bytes] | None = None) -> dict:
    """Batch mode, atomic32, hd128 or hd192/128 with the committed objects: q [batch, seq_q,
    heads, dq] ... bf16, lse fp32 [batch, heads, seq_q]; returns D [batch, heads, seq_q], dQ,
    dK, dV [batch, seq, heads, d] and the fp32 dQ accumulator. causal: top-left (mask type 1;
    bottom-right is the same when seq_q = seq_k). objects: code-object bytes replacing a
    stage's file ("odo", "dqdkdv", "dq_convert"; another build of the same contract)."""
    dqdim = q.shape[3]
    objects = objects or {}
    key = stage_of("dqdkdv", dqdim, causal and dqdim != 192)
    c = Contract(dqdim, v.shape[3], 1 if causal else 0, ts=TILES[key])
    files = {"odo": paths("odo")[0], "dqdkdv": paths(key)[0],
             "post": paths(stage_of("dq_convert", dqdim))[0]}
    if dqdim == 192 and causal and "dqdkdv" not in objects:
        raise ValueError("only the non-causal hd192/128 dQdKdV is committed: pass the causal one's bytes")
    files.update({("post" if s == "dq_convert" else s): x for s, x in objects.items()})
    out = run(c, files, list(q), list(k), list(v), list(o), list(do), list(lse), scale, launch_options)
    return {"d": np.stack([x["d"] for x in out]), "dq": np.stack([x["dq"] for x in out]),
            "dk": np.stack([x["dk"] for x in out]), "dv": np.stack([x["dv"] for x in out]),
            "dq_acc": out[0]["dq_acc"]}
