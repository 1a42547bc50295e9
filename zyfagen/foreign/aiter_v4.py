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
- mxfp4 / mxfp6 (Q/K FP4 E2M1 or FP6 E2M3 with E8M0 scales per 32 channels, V E4M3 with fp32
  scales per channel), f4f4 / f6f4 (V FP4 too, E8M0 scales per 32 tokens and channel):
  O = softmax2(Q K^T) V as mxfp8. These four make P as the e4m3fn byte round(8 (s - m) + 56)
  (v_cvt_pk_u8_f32), so their bound is numerics.fp8_bound.lean_code_p_bound. With seq_k not a
  multiple of 128, f4f4 reads the last key tile's K and f6f4 its V partly as zero (their
  buffer record counts, seq_k x 64 bytes, end inside the tile-major layouts).
- f8f6 (Q/K E4M3 with per-tensor descales, V FP6 E2M3 with E8M0 scales per 32 keys and
  channel): O = softmax(Q K^T qd kd scale) V; P by exp rounded to E4M3 (rounded_p_bound).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np

from ..resources import aiter_data
from .aiter import aiter_fp8_args

KERNELS = {"fp8": "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E",
           "mxfp8": "_ZN5aiter28fmha_fwd_hd128_mxfp8_gfx950E",
           "i8fp8": "_ZN5aiter28fmha_fwd_hd128_i8fp8_gfx950E",
           "mxfp4": "_ZN5aiter28fmha_fwd_hd128_mxfp4_gfx950E",
           "f4f4": "_ZN5aiter28fmha_fwd_hd128_f4f4_gfx950E",
           "mxfp6": "_ZN5aiter28fmha_fwd_hd128_mxfp6_gfx950E",
           "f6f4": "_ZN5aiter28fmha_fwd_hd128_f6f4_gfx950E",
           "f8f6": "_ZN5aiter28fmha_fwd_hd128_f8f6_gfx950E"}
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
# f4f4 runs under 'early' (loads land at issue; LDS races still reported): its waves 0-3 read
# the first tile's V scales (LDS 0x6000, ds_read_b32 after the second barrier) that waves 4-7
# load straight into LDS before the first barrier but drain (s_waitcnt vmcnt(0)) only after the
# second, so no barrier orders them: the kernel relies on that load having landed by then (it
# was issued two barriers and a global load earlier), which 'late' by design does not grant.
MEMORY_MODELS = {"f4f4": "early"}
# The MXFP4 kernel reads each 4-byte row of K block scales from byte 1 in half its waves (lane
# halves then find blocks 1 and 3 in bytes 0 and 2): it needs ROCm's unaligned access mode,
# the emulator's launch(unaligned_loads=True).
UNALIGNED_LOADS = {"mxfp4": True, "f4f4": True}


def _data(name: str) -> Path | None:
    return aiter_data(f"fmha_v4_fwd/{name}")


def code_object_path(kind: str = "fp8") -> Path | None:
    """The code object (tests/data/aiter/fmha_v4_fwd; a wheel ships fp8, mxfp4, mxfp6, f4f4 and f6f4), or None."""
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


def v_token_order() -> np.ndarray:
    """kperm of aiter/ops/triton/quant/sage_attention_quant_wrappers._f4f4_v_kperm: column c of
    a 64-token half tile holds token kperm[c] (the order ds_read_b64_tr_b4 and the PV MFMA's P
    layout pair up)."""
    s = np.arange(64)
    j = s % 32
    tau = 32 * (s // 32) + 4 * (j // 8) + 16 * ((j // 4) % 2) + j % 4
    kperm = np.empty(64, np.int64)
    kperm[tau] = s
    return kperm


def pack_v_mxfp4(v_codes: np.ndarray, v_scales: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """V [seq_k, 128] E2M1 codes with E8M0 scales [ceil(seq_k / 32), 128] (one per 32 tokens and
    channel) -> (payload, scale image) of one head in the layout of
    sage_quant_v_mxfp4_colmajor_kernel (aiter/ops/triton/_triton_kernels/quant/
    sage_attention_quant.py; pack_v_mxfp4_colmajor_raw): per 128-token tile 8 units of 1,024
    bytes (unit 2 n + h: channels 32n.., tokens 64h..), 64 columns x 16 bytes, column c holding
    token kperm[c], channel 2i in the low nibble; scales 512 bytes per tile, byte
    256 h + 128 b + 8 i + 4 (channel parity) + n for the 32-token block b of half h.
    Tokens past seq_k are zero. The payload carries AITER's 64 slack bytes; the scale image one
    two tiles more than AITER allocates (the kernel prefetches two tiles ahead; a GPU allocation
    absorbs that read)."""
    seq_k = v_codes.shape[0]
    tiles = -(-seq_k // KEY_TILE)
    codes = np.zeros((tiles * KEY_TILE, HEAD_DIM), np.uint8)
    codes[:seq_k] = np.asarray(v_codes, np.uint8) & 0xF
    scales = np.full((tiles * KEY_TILE // 32, HEAD_DIM), 127, np.uint8)
    scales[:v_scales.shape[0]] = v_scales
    kperm = v_token_order()
    half, n = np.arange(2), np.arange(4)
    # token of (tile, n, half, column) and its nibble pairs
    tok = (np.arange(tiles)[:, None, None, None] * KEY_TILE + 64 * half[None, None, :, None]
           + kperm[None, None, None, :])
    tok = np.broadcast_to(tok, (tiles, 4, 2, 64))
    ch = 32 * n[None, :, None, None, None] + np.arange(32)[None, None, None, None, :]
    c = codes[tok[..., None], ch]  # (tile, n, half, column, 32 channels)
    payload = np.zeros(tiles * 8192 + 64, np.uint8)
    payload[:tiles * 8192] = (c[..., 0::2] | (c[..., 1::2] << 4)).reshape(-1)
    image = np.zeros((tiles + 2) * 512, np.uint8)
    for t in range(tiles):
        for h in range(2):
            for b in range(2):
                blk = (t * KEY_TILE + 64 * h + kperm[32 * b]) // 32  # one 32-token block
                e = scales[blk].reshape(4, 16, 2)  # (n, pair i, parity)
                base = t * 512 + 256 * h + 128 * b
                for par in range(2):
                    image[base + 8 * np.arange(16)[:, None] + 4 * par + n[None, :]] = e[:, :, par].T
    return payload, image


def f4f4_args(q_codes: np.ndarray, k_codes: np.ndarray, v_codes: np.ndarray, q_scales: np.ndarray,
              k_scales: np.ndarray, v_scales: np.ndarray) -> dict:
    """f4f4 row (Q/K/V FP4 E2M1, all E8M0 scales per 1x32): one head of batch 1; Q and K as
    mxfp4_args, V [seq_k, 128] E2M1 codes with v_scales [ceil(seq_k / 32), 128] E8M0 codes per
    32 tokens and channel (pack_v_mxfp4). O = softmax2(Q K^T) V, Q carrying softmax_scale x
    log2(e) as for mxfp4. V strides are those of AITER's mxfp4_v_view (seq 64, head the padded
    sequence x 64), its scale strides set_descale_strides' of [batch, heads, tiles x 512].
    Found against fp64 (tests/emulator/test_aiter_v4.py): with seq_k not a multiple of 128 the
    kernel reads K past its buffer's record count, which it sets to seq_k x 64 bytes although K's
    coalesced tiles are channel-chunk major: the last tile's later chunks read as zero."""
    seq_k = k_codes.shape[0]
    args = mxfp4_args(q_codes, k_codes, np.zeros((seq_k, HEAD_DIM), np.uint8), q_scales, k_scales,
                      np.ones(HEAD_DIM, np.float32))
    return _with_mxfp4_v(args, v_codes, v_scales)


def _with_mxfp4_v(args: dict, v_codes: np.ndarray, v_scales: np.ndarray) -> dict:
    tiles = -(-v_codes.shape[0] // KEY_TILE)
    payload, image = pack_v_mxfp4(v_codes, v_scales)
    args.update(ptr_v=payload, ptr_v_descale=image.reshape(1, 1, -1), s_v_Seqs=64,
                s_v_Hs=tiles * 8192, s_v_Bs=tiles * 8192, s_descale_v_Bs=tiles * 512,
                s_descale_v_Hs=tiles * 512)
    return args


# ---- mxfp6 (Q/K FP6 E2M3 with E8M0 scales per 1x32, V E4M3 with fp32 scales per channel) ------
# Layouts from aiter/ops/triton/quant/mxfp6_fmha_pack.py (e4048607): quantize_fp6_lastdim_torch
# (Q and K rows: per 32-channel block 24 bytes, fields interleaved field[2i] = channel i,
# field[2i + 1] = channel 16 + i, four 6-bit fields per 3 bytes, little-endian) and
# quantize_fp6_k_lds_order_torch (K: per 128-token tile 17,408 bytes = 12,288 bytes of the rows
# gathered into LDS order, 4,096 unused, 1,024 bytes of scales in the kernel's lane order; the
# kernel reads K's scales from there, k_descale is ABI only; s_k_Seqs 136).
FP6_ROW = 96
FP6_K_TILE = 17408


def pack_e2m3_rows(codes: np.ndarray) -> np.ndarray:
    """[rows, 128] E2M3 codes (0..63) -> [rows, 96] bytes (quantize_fp6_lastdim_torch's order)."""
    c = np.asarray(codes, np.uint32).reshape(codes.shape[0], 4, 32) & 0x3F
    f = np.arange(32)
    fields = c[:, :, np.where(f % 2 == 0, f // 2, 16 + f // 2)].reshape(-1, 4, 8, 4)
    u = fields[..., 0] | (fields[..., 1] << 6) | (fields[..., 2] << 12) | (fields[..., 3] << 18)
    return np.stack([u & 0xFF, (u >> 8) & 0xFF, (u >> 16) & 0xFF], axis=-1).astype(np.uint8).reshape(-1, FP6_ROW)


def _fp6_k_gather() -> np.ndarray:
    """Per tile: the token-major byte (token * 96 + byte) each of the 12,288 LDS-order bytes
    holds (mxfp6_fmha_pack._k_lds_order_gather_index)."""
    c1 = (8192 + np.arange(8)[:, None, None, None] * 1024 + np.arange(2)[None, :, None, None] * 512
          + np.arange(32)[None, None, :, None] * 16 + np.arange(8)[None, None, None, :])
    p = np.concatenate((np.arange(8192), c1.reshape(-1)))
    byte, r = p & 15, p >> 4
    v0, r2 = r & 63, r >> 6
    wv, iv = r2 & 3, r2 >> 2
    blk = wv + (iv & 1) * 4
    return ((v0 & 31) * 96 + ((v0 >> 5) & 1) * 24 + (blk >> 1) * 32 * 96 + (blk & 1) * 48
            + (iv >> 1) * 16 + byte)


def _fp6_k_scale_tail(tile: int) -> tuple[np.ndarray, np.ndarray]:
    """(token, byte) of K's scale each of a tile's 1,024 scale-tail bytes holds: half A
    unshifted, half B shifted by one byte (mxfp6_fmha_pack._k_scale_tail_index)."""
    offs = np.arange(1024)
    region_b = (offs >= 512).astype(np.int64)
    off = offs - 512 * region_b
    inst, lane, in_dword = off >> 8, (off & 255) >> 2, off & 3
    shift = in_dword + region_b
    token = tile * 128 + ((lane & 3) << 5) + (lane >> 2) + inst * 16 + (shift >> 2)
    return token, shift & 3


def mxfp6_k_buffer(k_codes: np.ndarray, k_scales: np.ndarray) -> np.ndarray:
    """One head's K buffer: [seq_k, 128] E2M3 codes and [seq_k, 4] E8M0 codes -> tiles of
    17,408 bytes plus AITER's 256 slack bytes (bytes past seq_k zero, as AITER's valid masks)."""
    seq_k = k_codes.shape[0]
    tiles = -(-seq_k // KEY_TILE)
    rows = pack_e2m3_rows(k_codes).reshape(-1)
    gather = _fp6_k_gather()
    scales = np.asarray(k_scales, np.uint8)
    buf = np.zeros(tiles * FP6_K_TILE + 256, np.uint8)
    for t in range(tiles):
        full = t * 12288 + gather
        ok = full < seq_k * FP6_ROW
        base = t * FP6_K_TILE
        buf[base:base + 12288][ok] = rows[full[ok]]
        token, byte = _fp6_k_scale_tail(t)
        ok = token < seq_k
        tail = np.zeros(1024, np.uint8)
        tail[ok] = scales[token[ok], byte[ok]]
        buf[base + 16384:base + FP6_K_TILE] = tail
    return buf


def mxfp6_args(q_codes: np.ndarray, k_codes: np.ndarray, v: np.ndarray, q_scales: np.ndarray,
               k_scales: np.ndarray, v_scales: np.ndarray) -> dict:
    """mxfp6 row: one head of batch 1; q_codes [seq_q, 128] and k_codes [seq_k, 128] E2M3
    codes, q_scales / k_scales [seq, 4] E8M0 codes, v [seq_k, 128] e4m3fn with v_scales [128]
    fp32 per channel: O = softmax2(Q K^T) (V * v_scales), Q carrying softmax_scale x log2(e)."""
    seq_q, seq_k = q_codes.shape[0], k_codes.shape[0]
    tiles = -(-seq_k // KEY_TILE)
    args = mxfp4_args(np.zeros((seq_q, HEAD_DIM), np.uint8), np.zeros((seq_k, HEAD_DIM), np.uint8), v,
                      q_scales, k_scales, v_scales)
    args.update(ptr_q=pack_e2m3_rows(q_codes).reshape(1, seq_q, 1, FP6_ROW),
                ptr_k=mxfp6_k_buffer(k_codes, k_scales), s_Seqs=FP6_ROW, s_Ts=ROWS * FP6_ROW,
                s_Hs=FP6_ROW, s_Bs=seq_q * FP6_ROW, s_k_Seqs=FP6_K_TILE // KEY_TILE,
                s_k_Hs=tiles * FP6_K_TILE, s_k_Bs=tiles * FP6_K_TILE)
    return args


def f6f4_args(q_codes: np.ndarray, k_codes: np.ndarray, v_codes: np.ndarray, q_scales: np.ndarray,
              k_scales: np.ndarray, v_scales: np.ndarray) -> dict:
    """f6f4 row: Q/K as mxfp6_args (E2M3), V as f4f4_args (E2M1, E8M0 per 32 tokens and
    channel): O = softmax2(Q K^T) V."""
    seq_k = k_codes.shape[0]
    args = mxfp6_args(q_codes, k_codes, np.zeros((seq_k, HEAD_DIM), np.uint8), q_scales, k_scales,
                      np.ones(HEAD_DIM, np.float32))
    return _with_mxfp4_v(args, v_codes, v_scales)


# ---- f8f6 (Q/K E4M3 with per-tensor fp32 descales, V FP6 E2M3 with E8M0 scales per 1x32) -------
def _fp6_v_kv_table() -> np.ndarray:
    """[64, 32]: the key (within a 64-key half tile) of field f of packed V lane L, AITER's
    'direct' table (aiter/ops/triton/quant/mxfp6_fmha_pack.py _v_direct_kvtab: FP6 contraction
    index a pairs with FP8 index swap_bits_4_5(a), then the P pack's key order)."""
    lane, field = np.arange(64)[:, None], np.arange(32)[None, :]
    a = 32 * (lane // 32) + field
    paired = (a & 0x0F) | ((a & 0x10) << 1) | ((a & 0x20) >> 1)
    group, byte = paired // 32, paired % 32
    return 32 * (byte // 16) + 8 * ((byte % 16) // 4) + byte % 4 + 4 * group


def pack_v_mxfp6(v: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """V [seq_k, 128] (any float; seq_k a multiple of 128, as AITER's packer asserts after
    padding with the last key) -> (data, scale image, the E2M3 x E8M0 values the kernel sees
    [seq_k, 128] fp64) as _pack_v_fp6_kernel(SEPARATE_OUTPUT=True) writes them: per tile 12,288
    data bytes (block n*2+k of 1,536: lane L 24 bytes, four 6-bit fields per 3 bytes) and 512
    scale bytes; a block's 32 keys are t*128 + 64 k + table[L], its scale 2^(floor(log2 amax) - 2),
    values rounded to nearest even E2M3 (saturating at 7.5)."""
    import ml_dtypes

    seq_k = v.shape[0]
    if seq_k % KEY_TILE:
        raise ValueError(f"f8f6 V: {seq_k} keys, not a multiple of {KEY_TILE} (pad with the last key)")
    tiles = seq_k // KEY_TILE
    vals = np.asarray(v, np.float64)
    table = _fp6_v_kv_table()
    data = np.zeros(tiles * 12288 + 256, np.uint8)
    image = np.zeros((tiles + 1) * 512, np.uint8)
    seen = np.zeros((seq_k, HEAD_DIM))
    for t in range(tiles):
        for kvblk in range(4):
            k, half = kvblk // 2, kvblk % 2
            for d in range(HEAD_DIM):
                n, lane = d // 32, half * 32 + d % 32
                keys = t * KEY_TILE + 64 * k + table[lane]
                x = vals[keys, d]
                amax = np.abs(x).max()
                e = int(np.frexp(amax)[1]) - 3 if amax > 0 else 0  # floor(log2 amax) - 2
                y = np.clip(x * 2.0 ** -e, -7.5, 7.5).astype(ml_dtypes.float6_e2m3fn)
                seen[keys, d] = y.astype(np.float64) * 2.0 ** e
                c = y.view(np.uint8).astype(np.uint32) & 0x3F
                u = (c[0::4] | (c[1::4] << 6) | (c[2::4] << 12) | (c[3::4] << 18))
                off = t * 12288 + (2 * n + k) * 1536 + lane * 24
                data[off:off + 24] = np.stack([u & 0xFF, (u >> 8) & 0xFF, u >> 16], 1).reshape(-1)
                image[t * 512 + k * 256 + lane * 4 + n] = e + 127
    return data, image, seen


def f8f6_args(q: np.ndarray, k: np.ndarray, v: np.ndarray, softmax_scale: float,
              descales: tuple[float, float] = (1.0, 1.0)) -> tuple[dict, np.ndarray]:
    """f8f6 row: Q/K e4m3fn [seq, 128] with per-tensor fp32 descales (q, k), V [seq_k, 128]
    quantised here to MXFP6 (pack_v_mxfp6): O = softmax(Q K^T qd kd scale) V_fp6. Returns the
    arguments and V's dequantised values."""
    data, image, seen = pack_v_mxfp6(v)
    tiles = v.shape[0] // KEY_TILE
    args = aiter_fp8_args(q, k, np.zeros(v.shape, np.uint8), softmax_scale, (*descales, 1.0))
    args.update(ptr_v=data, ptr_v_descale=image.reshape(1, 1, -1), s_v_Seqs=96, s_v_Hs=tiles * 12288,
                s_v_Bs=tiles * 12288, s_descale_v_Bs=tiles * 512, s_descale_v_Hs=tiles * 512)
    return args, seen


# ---- one problem per kind against fp64 (tests/emulator/test_aiter_v4.py and the census's
# numerics column, foreign/aiter_numerics.py, both run these) -----------------------------------

def _mx_values(rng: np.random.Generator, n: int, dist: str) -> np.ndarray:
    """n x 128 E2M1 values: of 2 N(0,1) ('gaussian', the spread AITER's quantizer gives) or
    uniform over the 16 codes ('codes')."""
    import ml_dtypes

    f4 = ml_dtypes.float4_e2m1fn
    if dist == "gaussian":
        return (rng.standard_normal((n, HEAD_DIM)) * 2).astype(f4)
    return np.arange(16, dtype=np.uint8).view(f4)[rng.integers(0, 16, (n, HEAD_DIM))]


def _e2m3_values(rng: np.random.Generator, n: int) -> np.ndarray:
    import ml_dtypes

    return (rng.standard_normal((n, HEAD_DIM)) * 2).astype(ml_dtypes.float6_e2m3fn)


def _codes(x: np.ndarray, bits: int) -> np.ndarray:
    return np.asarray(x).view(np.uint8) & ((1 << bits) - 1)


def _mx_scaled(x: np.ndarray, e: np.ndarray) -> np.ndarray:
    return x.astype(np.float64) * np.repeat(np.ldexp(1.0, e.astype(int) - 127), 32, axis=1)


def _softmax(s: np.ndarray) -> np.ndarray:
    return np.exp(s - s.max(axis=1, keepdims=True))


# the seed each kind's first test problem draws from, and its lengths (the census's problem)
CENSUS_PROBLEMS = {"fp8": (256, 256, 512), "mxfp8": (256, 256, 263), "i8fp8": (256, 384, 11),
                   "mxfp4": (256, 256, 1), "f4f4": (256, 256, 1), "mxfp6": (256, 256, 1),
                   "f6f4": (256, 256, 1), "f8f6": (256, 256, 1)}


def run_against_fp64(kind: str, sq: int, sk: int, seed: int, data: bytes | Path | None = None,
                     descales: tuple[float, float, float] = (1.0, 1.0, 1.0), dist: str = "gaussian") -> dict:
    """Run the `kind` object (its bytes, else the committed one) on random inputs of seq_q x
    seq_k drawn from default_rng(seed) as tests/emulator/test_aiter_v4.py draws them, and
    compare with the fp64 reference under the kind's bound (rounded_p_bound for fp8, mxfp8,
    i8fp8, f8f6; lean_code_p_bound for the four that make P as an e4m3fn code). Returns res
    (the launch), out and o_star [seq_q, 128], p, qf, kf, vf (the fp64 operands as the kernel
    scales them), bound_of (the bound's function) and worst = max error / bound. `descales`:
    fp8's per-tensor (q, k, v); `dist`: mxfp4's Q/K values ('gaussian' or 'codes')."""
    import ml_dtypes

    from ..emulator import launch, load
    from ..numerics.fp8_bound import lean_code_p_bound, rounded_p_bound

    f8, d = ml_dtypes.float8_e4m3fn, HEAD_DIM
    rng = np.random.default_rng(seed)
    bound_of, unaligned = lean_code_p_bound, UNALIGNED_LOADS.get(kind, False)
    if kind == "fp8":
        q, k, v = (rng.standard_normal((n, d)).astype(f8) for n in (sq, sk, sk))
        scale = 1 / np.sqrt(d)
        args = fp8_args(q, k, v, scale, descales)
        qf, kf = q.astype(np.float64) * descales[0], k.astype(np.float64) * descales[1]
        vf = v.astype(np.float64) * descales[2]
        p, bound_of = _softmax(qf @ kf.T * scale), rounded_p_bound
    elif kind == "mxfp8":
        q, k, v = (rng.standard_normal((n, d)).astype(f8) for n in (sq, sk, sk))
        qe, ke = (rng.integers(122, 129, (n, 4)).astype(np.uint8) for n in (sq, sk))
        args = mxfp8_args(q, k, v, qe, ke, 0.5)
        qf, kf, vf = _mx_scaled(q, qe), _mx_scaled(k, ke), v.astype(np.float64) * 0.5
        p, bound_of = _softmax((qf @ kf.T) * np.log(2.0)), rounded_p_bound
    elif kind == "i8fp8":
        q, k = (rng.integers(-127, 128, (n, d)).astype(np.int8) for n in (sq, sk))
        v = rng.standard_normal((sk, d)).astype(f8)
        qd, kd, scale = 0.01, 0.012, 1 / np.sqrt(d)
        args = fp8_args(q, k, v, scale, (qd, kd, 1.0))
        qf, kf, vf = q.astype(np.float64) * qd, k.astype(np.float64) * kd, v.astype(np.float64)
        p, bound_of = _softmax(qf @ kf.T * scale), rounded_p_bound
    elif kind in ("mxfp4", "mxfp6"):
        qv, kv = ((_mx_values(rng, n, dist) for n in (sq, sk)) if kind == "mxfp4"
                  else (_e2m3_values(rng, sq), _e2m3_values(rng, sk)))
        qe, ke = (rng.integers(122, 126, (n, 4)).astype(np.uint8) for n in (sq, sk))
        v = rng.standard_normal((sk, d)).astype(f8)
        vd = rng.uniform(0.5, 2.0, d).astype(np.float32)
        pack, bits = (mxfp4_args, 4) if kind == "mxfp4" else (mxfp6_args, 6)
        args = pack(_codes(qv, bits), _codes(kv, bits), v, qe, ke, vd)
        qf, kf, vf = _mx_scaled(qv, qe), _mx_scaled(kv, ke), v.astype(np.float64) * vd
        p = _softmax((qf @ kf.T) * np.log(2.0))
        unaligned = True
    elif kind in ("f4f4", "f6f4"):
        qv, kv = ((_mx_values(rng, n, "gaussian") for n in (sq, sk)) if kind == "f4f4"
                  else (_e2m3_values(rng, sq), _e2m3_values(rng, sk)))
        vv = _mx_values(rng, sk, "gaussian")
        qe, ke = (rng.integers(122, 126, (n, 4)).astype(np.uint8) for n in (sq, sk))
        ve = rng.integers(124, 130, (-(-sk // 32), d)).astype(np.uint8)
        pack, bits = (f4f4_args, 4) if kind == "f4f4" else (f6f4_args, 6)
        args = pack(_codes(qv, bits), _codes(kv, bits), _codes(vv, 4), qe, ke, ve)
        qf, kf = _mx_scaled(qv, qe), _mx_scaled(kv, ke)
        vf = vv.astype(np.float64) * np.ldexp(1.0, np.repeat(ve.astype(int) - 127, 32, axis=0)[:sk])
        p = _softmax((qf @ kf.T) * np.log(2.0))
        unaligned = True
    elif kind == "f8f6":
        q, k, v = (rng.standard_normal((n, d)).astype(f8) for n in (sq, sk, sk))
        scale = 1 / np.sqrt(d)
        args, vf = f8f6_args(q, k, v.astype(np.float64), scale, (0.5, 2.0))
        qf, kf = q.astype(np.float64) * 0.5, k.astype(np.float64) * 2.0
        p, bound_of, unaligned = _softmax(qf @ kf.T * scale), rounded_p_bound, True
    else:
        raise ValueError(f"fmha_v4_fwd kind {kind!r}: one of {', '.join(KERNELS)}")
    prog = load(code_object_path(kind) if data is None else data, kernarg_layout=args_layout_path(kind))
    res = launch(prog, args, grid=grid(sq), block=BLOCK, barrier_mode=BARRIER_MODE,
                 memory_model=MEMORY_MODELS.get(kind, MEMORY_MODEL), unaligned_loads=unaligned)
    o_star = p @ vf / p.sum(axis=1, keepdims=True)
    out = res.buffers["ptr_o"][0, :, 0].astype(np.float64)
    worst = float(np.max(np.abs(out - o_star) / np.maximum(bound_of(p, vf, o_star), 1e-300)))
    return dict(res=res, out=out, o_star=o_star, p=p, qf=qf, kf=kf, vf=vf, bound_of=bound_of, worst=worst)
