"""AMD AITER's fmha_v4_fwd hd128 kernels (ROCm/aiter, MIT; the commit is in
tests/data/aiter/fmha_v4_fwd/README.md): their launch contract, for the FP8, MXFP8 and
INT8-Q/K rows of hsa/gfx950/fmha_v4_fwd/fmha_v4_fwd.csv.

csrc/py_itfs_cu/asm_mha_v4_fwd.cu packs `FmhaV4Kernarg`, 16-byte slots in 656 bytes whose
offsets equal fmha_v3's `fmha_fwd_v3_args` (its static_asserts: ptr_q 0x10, scalar 0x50,
ptr_q_descale 0x200), and fills it as zyfagen.foreign.aiter.aiter_fp8_args does for v3: Q, K,
V [batch, seq, heads, 128] with contiguous last dimensions, strides in bytes (O's doubled: bf16),
s_Ts = 256 x s_Seqs (ts_qo 256), s_gqa = 1 (v4 is MHA only), s_opt = 5, s_lse = 0. Launch:
block 512 (8 waves), grid (ceil(seq_q / 256), heads, batch).

What the kernels compute (each found against fp64 in tests/emulator/test_aiter_v4.py):
- fp8 (Q/K/V E4M3, per-tensor fp32 descales) and i8fp8 (Q/K INT8 with per-tensor fp32
  descales, V E4M3): O = softmax(Q K^T qd kd scale) V vd, `scalar` = scale (1/sqrt(128));
- mxfp8 (Q/K E4M3 with E8M0 scales per 32 channels, uint8 [batch, seq, heads, 4], V E4M3 with
  a per-tensor descale): O = softmax2(Q K^T) V vd, base 2 and no `scalar`: AITER's quantizer
  folds softmax_scale x log2(e) into Q (aiter/ops/mha_v4.py mha_v4_q_multiplier). Its scale
  strides follow set_descale_strides (batch seq*heads*4, head 4); the kernel reads the scale
  rows of whole 256-query and 128-key tiles, so the scale buffers here are padded to them.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import aiter_data
from .aiter import aiter_fp8_args

KERNELS = {"fp8": "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E",
           "mxfp8": "_ZN5aiter28fmha_fwd_hd128_mxfp8_gfx950E",
           "i8fp8": "_ZN5aiter28fmha_fwd_hd128_i8fp8_gfx950E",
           "mxfp4": "_ZN5aiter28fmha_fwd_hd128_mxfp4_gfx950E"}
HEAD_DIM = 128
ROWS = 256  # ts_qo
KEY_TILE = 128  # ts_kv
BLOCK = (512, 1, 1)
# With an odd number of 128-key tiles the V-loading waves (4-7) end while waves 0-3 still meet
# an s_barrier: the kernels rely on the hardware dropping ended waves from the barrier count
# (the emulator's barrier_mode="hardware"); the default 'strict' mode reports a deadlock.
BARRIER_MODE = "hardware"
# As AITER's v3 kernels (foreign/aiter.py): loads land at the waits that drain them, LDS writes
# at the next barrier after that ("late"); landing at issue is not what the hardware does and
# AITER's software pipelines overwrite buffers other waves still read under it.
MEMORY_MODEL = "late"
# The MXFP4 kernel reads each 4-byte row of K block scales from byte 1 in half its waves (lane
# halves then find blocks 1 and 3 in bytes 0 and 2): it needs ROCm's unaligned access mode,
# the emulator's launch(unaligned_loads=True).
UNALIGNED_LOADS = {"mxfp4": True}


def _data(name: str) -> Path | None:
    return aiter_data(f"fmha_v4_fwd/{name}")


def code_object_path(kind: str = "fp8") -> Path | None:
    """The code object (tests/data/aiter/fmha_v4_fwd; a wheel ships the fp8 one), or None."""
    return _data(f"fwd_hd128_{kind}.co")


def args_layout_path(kind: str = "fp8") -> Path | None:
    return _data(f"fwd_hd128_{kind}.args.yaml")


def grid(seq_q: int, heads: int = 1, batch: int = 1) -> tuple[int, int, int]:
    return (-(-seq_q // ROWS), heads, batch)


def fp8_args(q: np.ndarray, k: np.ndarray, v: np.ndarray, softmax_scale: float,
             descales: tuple[float, float, float] = (1.0, 1.0, 1.0)) -> dict:
    """fp8 / i8fp8 rows: one head of batch 1; q [seq_q, 128], k and v [seq_k, 128] (e4m3fn, or
    int8 Q and K for i8fp8), per-tensor descales (q, k, v)."""
    return aiter_fp8_args(q, k, v, softmax_scale, descales)


def mxfp8_args(q: np.ndarray, k: np.ndarray, v: np.ndarray, q_scales: np.ndarray,
               k_scales: np.ndarray, v_descale: float = 1.0) -> dict:
    """mxfp8 row: one head of batch 1; q, k, v e4m3fn as above, q_scales [seq_q, 4] and
    k_scales [seq_k, 4] E8M0 codes (2^(code - 127) per 32 channels)."""
    seq_q, seq_k = q.shape[0], k.shape[0]
    args = aiter_fp8_args(q, k, v, 1.0, (1.0, 1.0, v_descale))

    def padded(scales: np.ndarray, rows: int) -> np.ndarray:
        out = np.full((1, rows, 1, 4), 127, np.uint8)
        out[0, :scales.shape[0], 0] = scales
        return out
    args["ptr_q_descale"] = padded(np.asarray(q_scales, np.uint8), -(-seq_q // ROWS) * ROWS)
    args["ptr_k_descale"] = padded(np.asarray(k_scales, np.uint8), -(-seq_k // ROWS) * ROWS)
    args.update(s_descale_q_Bs=seq_q * 4, s_descale_q_Hs=4, s_descale_k_Bs=seq_k * 4,
                s_descale_k_Hs=4)
    return args


def pack_e2m1(codes: np.ndarray) -> np.ndarray:
    """[rows, 128] E2M1 codes (0..15) -> [rows, 64] bytes, channel 2i in the low nibble (the
    order v_cvt_scalef32_pk_fp4_f32 writes, csrc/kernels/mha_v4_quant.cu)."""
    c = np.asarray(codes, np.uint8) & 0xF
    return (c[:, 0::2] | (c[:, 1::2] << 4)).astype(np.uint8)


def mxfp4_args(q_codes: np.ndarray, k_codes: np.ndarray, v: np.ndarray, q_scales: np.ndarray,
               k_scales: np.ndarray, v_scales: np.ndarray) -> dict:
    """mxfp4 row: one head of batch 1; q_codes [seq_q, 128] and k_codes [seq_k, 128] E2M1 codes,
    q_scales / k_scales [seq, 4] E8M0 codes per 32 channels, v [seq_k, 128] e4m3fn, v_scales
    [128] fp32 per channel. O = softmax2(Q K^T) (V * v_scales): as for mxfp8, AITER's quantizer
    folds softmax_scale x log2(e) into Q. K goes in the coalesced tile layout of
    csrc/kernels/mha_v4_quant.cu (KCoalesced): per 128-token tile 8,192 bytes, 4 chunks of 32
    channels (16 bytes) x 128 tokens. Scale buffers carry one 256-row tile more than the
    sequence (the kernel reads the next tile's scales ahead)."""
    seq_q, seq_k = q_codes.shape[0], k_codes.shape[0]
    tiles = -(-seq_k // KEY_TILE)
    kb = np.zeros((tiles * KEY_TILE, 64), np.uint8)
    kb[:seq_k] = pack_e2m1(k_codes)
    raw = np.ascontiguousarray(kb.reshape(tiles, KEY_TILE, 4, 16).transpose(0, 2, 1, 3)).reshape(-1)
    args = aiter_fp8_args(np.zeros((seq_q, HEAD_DIM), np.uint8), np.zeros((seq_k, HEAD_DIM), np.uint8),
                          v, 1.0)

    def padded(scales: np.ndarray, rows: int) -> np.ndarray:
        out = np.full((1, (-(-rows // ROWS) + 1) * ROWS, 1, 4), 127, np.uint8)
        out[0, :rows, 0] = scales
        return out
    args.update(ptr_q=pack_e2m1(q_codes).reshape(1, seq_q, 1, 64), ptr_k=raw, s_Seqs=64, s_Ts=ROWS * 64,
                s_Hs=64, s_Bs=seq_q * 64, s_k_Seqs=64, s_k_Hs=tiles * 8192, s_k_Bs=tiles * 8192,
                ptr_q_descale=padded(np.asarray(q_scales, np.uint8), seq_q),
                ptr_k_descale=padded(np.asarray(k_scales, np.uint8), seq_k),
                ptr_v_descale=np.asarray(v_scales, np.float32).reshape(1, 1, HEAD_DIM),
                s_descale_q_Bs=seq_q * 4, s_descale_q_Hs=4, s_descale_k_Bs=seq_k * 4, s_descale_k_Hs=4,
                s_descale_v_Bs=4 * HEAD_DIM, s_descale_v_Hs=4 * HEAD_DIM)
    return args
