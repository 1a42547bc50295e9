"""Layout numbers and bit patterns of the attention_fwd kernel, named once.

Every piece of the builder reads these instead of repeating 32, 64 or 1024: the MFMA shape
(`v_mfma_f32_32x32x64_f8f6f4`: a 32x32 tile, a K step of 64 bytes), the wave width, and the
LDS DMA chunk. The register layout they describe is docs/attention.md, "Register layout".
"""
from __future__ import annotations

import struct

from ..kind import KernelSpec

MFMA = "v_mfma_f32_32x32x64_f8f6f4"
MFMA_SCALE = "v_mfma_scale_f32_32x32x64_f8f6f4"
# rowsum mfma16: one P chunk's 32x32x64 B registers read as the B operand of this MFMA (half the
# matrix cycles; docs/attention.md "Row sum")
MFMA_ROWSUM16 = "v_mfma_f32_16x16x128_f8f6f4"
# rowsum smfmac: the same B registers under the 2:4 sparse form, 4 passes instead of 8 (AITER's
# fmha_v4 fp8 kernel sums its P rows this way; docs/attention.md "Row sum")
SMFMAC_ROWSUM = "v_smfmac_f32_16x16x128_fp8_fp8"

WAVE_LANES = 64  # lanes of a wave (wave64)
TILE = 32  # the MFMA's M = N: query rows per wave, keys per S^T tile, d_v rows per O^T tile
MFMA_K = 64  # the MFMA's K step: bytes of d per QK^T MFMA, keys per PV MFMA (one P chunk)
LANE_HALF = 32  # lane t and t ^ 32 hold the same query row (two halves of the wave)
DMA_BYTES = 1024  # one global_load_lds_dwordx4: 16 bytes for each of the 64 lanes


def f32_bits(x: float) -> int:
    """The bits of x rounded to fp32."""
    return struct.unpack("<I", struct.pack("<f", x))[0]


LOG2E_BITS = 0x3FB8AA3B  # fp32(1.4426950408889634)
LN2_BITS = 0x3F317218  # fp32(0.6931471805599453)
NEG_INF_BITS = 0xFF800000
ONES_E4M3 = 0x38383838  # four e4m3fn 1.0 bytes
# rowsum mfma16: lanes whose A operand is ONES_E4M3 (the rest 0), bit l for lane l of each
# dword: lane bit 4 equal to lane bit 2. Row r of A then picks the keys of query
# c + 16 ((r / 4) % 2) from column c, so every D register of lane t holds query t % 32's sum.
ROWSUM16_LANES = 0xF0F00F0F
# rowsum smfmac: A row r (lane t % 16) stores ones in rows r % 4 < 2 only; its bytes 0-7 (k of
# query c, k // 16 even) where lane bit 2 is 0, bytes 8-15 (query c + 16) where it is 1; the
# index puts the two stored values of every 4 k at k 0, 1 (row r % 4 == 0) or 2, 3 (== 1),
# so D rows 4g and 4g + 1 of lane t hold complementary halves of query t % 32's chunk sum.
# The same operands as AITER's fmha_v4 fwd_hd128_fp8.co (llvm-objdump-22: v228-v232 set-up).
SMFMAC_LANES_LO = 0x03030303  # lanes t % 8 in {0, 1}: A dwords 0, 1 are ones
SMFMAC_LANES_HI = 0x30303030  # lanes t % 8 in {4, 5}: A dwords 2, 3 are ones
SMFMAC_IDX_01 = 0x44444444  # per stored pair: k 0 and 1 of each group of four
SMFMAC_IDX_23 = 0xEEEEEEEE  # per stored pair: k 2 and 3
SMFMAC_IDX_LANES = 0x22222222  # lanes t % 4 == 1 take SMFMAC_IDX_23
E8M0_ONE = 127  # E8M0 scale code of 2^0

# v_perm_b32 selectors: byte k of the result is byte sel[k] of {src0 (bytes 4-7), src1 (bytes 0-3)}
PERM_EVEN = 0x06020400  # (s1.0, s0.0, s1.2, s0.2)
PERM_ODD = 0x07030501  # (s1.1, s0.1, s1.3, s0.3)
PERM_LO = 0x05040100  # (s1.0, s1.1, s0.0, s0.1)
PERM_HI = 0x07060302  # (s1.2, s1.3, s0.2, s0.3)
# p_convert fma_perm: byte 0 of two rounded values into bytes 0, 1 (rest 0x00: selector 12) or
# bytes 2, 3 of a P dword
PERM_P_LO = 0x0C0C0400  # (s1.0, s0.0, 0, 0)
PERM_P_HI = 0x04000C0C  # (0, 0, s1.0, s0.0)
F32_2M8_BITS = 0x3B800000  # 2^-8
# 2^15: y + 2^15 for y in [0, 1] lies in [2^15, 2^16), whose fp32 spacing is 2^-8, so the sum
# rounds 256 y to an integer n (nearest even) and its mantissa is n: byte 0 is n mod 256
F32_2P15_BITS = 0x47000000


def lds_buffers(load_depth: int) -> int:
    """V buffers per wave in LDS for v_transpose lds: one being read, one per block in flight."""
    return load_depth + 1


# qkv_format -> bytes per Q/K/V element (issue 36: the 16-bit formats)
ELEMENT_BYTES = {"e4m3": 1, "bf16": 2, "fp16": 2}


def element_bytes(spec: KernelSpec) -> int:
    """Bytes per Q, K and V element of the spec's qkv_format."""
    return ELEMENT_BYTES[spec["qkv_format"]]


def head_bytes(spec: KernelSpec) -> tuple[int, int]:
    """(bytes of a Q/K row, bytes of a V row): what LDS holds per key."""
    d, dv = head_dims(spec)
    e = element_bytes(spec)
    return d * e, dv * e


def head_dims(spec: KernelSpec) -> tuple[int, int]:
    """(head_dim_qk, head_dim_v) with head_dim_v 0 resolved to head_dim_qk."""
    d = spec["head_dim_qk"]
    dv = spec["head_dim_v"] or d
    return d, dv
