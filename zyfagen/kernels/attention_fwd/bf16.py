"""BF16 and FP16 Q, K, V for attention_fwd (issue 36): `qkv_format: bf16 | fp16`.

The same K/V-sharing ping-pong engine as the FP8 kernels (lds_shared.py): everything that moves
bytes (the DMA into swizzled LDS rows, the K fragment reads, the Q loads) runs unchanged on rows
of 2 d bytes, so a bf16 K row of 128 elements is handled as the FP8 engine handles a 256-byte
one. What differs (docs/attention.md, "BF16 and FP16"):
- QK^T: each 8-register K / Q^T fragment (64 bytes of d: 32 elements) feeds two
  `v_mfma_f32_32x32x16_bf16` (`_f16`), registers 0-3 then 4-7. Lane half h holds bytes 16h..
  and 32 + 16h.. of the fragment, i.e. elements 8h.. of each 16-element half, which is the
  MFMA's own layout (lane t holds k = 8 (t / 32) ..): MFMA j of a fragment sums d elements
  32 ch + 16 j .. + 15, exactly, rounded once (the reference's 16-element chunks).
- P is exact: x = c S - c mu by one v_pk_fma_f32 per pair, v_exp_f32 each, one
  v_cvt_pk_bf16_f32 (v_cvt_pk_f16_f32) per pair into the 16 P dwords of a 64-key chunk: dword
  n / 2 holds slots n, n + 1, slot n = 16a + 4i + jj being key 32a + 8i + 4h + jj (lane half h),
  FP8's slot order. The lean FMA-into-byte trick and the block scaling need an FP8 P; they do
  not carry over (why, with cycle counts: docs).
- PV: four 32x32x16 MFMAs per chunk and O^T tile; MFMA m takes P dwords 4m..4m+3, the keys
  16m .. 16m + 15 of the chunk, and its A operand V^T from two ds_read_b64_tr_b16, keys
  4h + r and 8 + 4h + r (r < 4) of those 16, so both operands use the same slot for a key.
- Row sum: valu_fp32 (the unrounded P, as FP8 exact P), valu (the rounded P, decoded by a
  shift / mask or v_cvt_f32_f16) or mfma (P times ones, one 32x32x16 MFMA per 16 keys).
"""
from __future__ import annotations

from ...errors import UserError
from ...ir import Imm
from ..kind import KernelSpec
from .layout import MFMA_K, TILE, head_dims
from .lds_geometry import LINE_BYTES, swizzle_mask, swizzle_shift
from .p_generation import _PairView

MFMA16 = {"bf16": "v_mfma_f32_32x32x16_bf16", "fp16": "v_mfma_f32_32x32x16_f16"}
CVT_P = {"bf16": "v_cvt_pk_bf16_f32", "fp16": "v_cvt_pk_f16_f32"}
ONES16 = {"bf16": 0x3F803F80, "fp16": 0x3C003C00}  # two 1.0 elements per dword
MFMA16_K = 16  # keys (or d elements) per 16-bit MFMA
ROWSUMS_16 = ("valu_fp32", "valu", "mfma")


def tr16_lines(row_bytes: int) -> int:
    """Bank lines (256 bytes) that the 4 consecutive V rows of one ds_read_b64_tr_b16 pass (32
    lanes) start in: 4 rows of 256 or 512 bytes, 2 lines of two 128-byte rows."""
    return max(1, 4 * min(row_bytes, LINE_BYTES) // LINE_BYTES)


def tr16_row_key(row: int, row_bytes: int) -> int:
    """V's row key in the 16-bit kernels (the XOR on the low segment bits, as lds_geometry.row_key):
    j = (row >> shift) & m, key = ((j % g) << 2) | (j / g), g = tr16_lines. A pass of
    ds_read_b64_tr_b16 reads 64 bytes (4 segments, aligned to 4) of each of 4 consecutive rows;
    the g lines they start in get keys that differ in bits 2.. (the FP8 key, built for tr_b8's
    8-row phases, put rows 0 and 1 on the same 4 segments: a two-way bank conflict on every read)."""
    m, shift, g = swizzle_mask(row_bytes), swizzle_shift(row_bytes), tr16_lines(row_bytes)
    j = (row >> shift) & m
    return ((j % g) << 2) | (j // g)


def validate_16bit(spec: KernelSpec) -> None:
    """One-line refusals of what the 16-bit kernels do not build (file, field, what is allowed)."""
    fmt, src = spec["qkv_format"], spec.source
    if spec["kv_sharing"] != "lds":
        raise UserError(f"{src}: params.qkv_format: {fmt} is built in the K/V-sharing engine only; "
                        "allowed: kv_sharing: lds (with v_transpose: lds)")
    if spec["p_mode"] != "exact":
        raise UserError(f"{src}: params.p_mode: {spec['p_mode']} makes FP8 P bytes; with qkv_format "
                        f"{fmt} allowed: p_mode: exact (P by v_exp_f32, rounded to {fmt})")
    if spec["p_block_scale"]:
        raise UserError(f"{src}: params.p_block_scale: the power-of-two P shift serves the FP8 range; "
                        f"with qkv_format {fmt} allowed: p_block_scale: false")
    if spec["rowsum"] not in ROWSUMS_16:
        raise UserError(f"{src}: params.rowsum: {spec['rowsum']} is not built for qkv_format {fmt}; "
                        f"allowed: {', '.join(ROWSUMS_16)}")
    if spec["descale"] != "tensor":
        raise UserError(f"{src}: params.descale: {spec['descale']} is not built for qkv_format {fmt} "
                        "(16-bit inputs need no descale); allowed: descale: tensor")
    if spec["output"] == "fp16" and fmt != "fp16":
        raise UserError(f"{src}: params.output: fp16 with qkv_format {fmt}; allowed: {fmt} or fp32")
    if spec["output"] == "bf16" and fmt == "fp16":
        raise UserError(f"{src}: params.output: bf16 with qkv_format fp16; allowed: fp16 or fp32")


class Bf16Shared:
    """Mixin in front of LdsShared: the 16-bit operands, P and PV (module docstring)."""

    def __init__(self, spec: KernelSpec, schedule) -> None:
        super().__init__(spec, schedule)
        self.fmt = spec["qkv_format"]
        self.mfma16 = MFMA16[self.fmt]
        d, dv = head_dims(spec)
        # LDS rows, DMA, K reads and Q loads work in bytes: 2 per element
        self.d, self.dv = 2 * d, 2 * dv
        self.w = self.dv // TILE
        self.nqk = self.d // MFMA_K  # 64-byte fragments of d, two MFMAs each
        self.p_dwords = self.vt_dwords = 16  # 64 keys of P / V^T per lane, two bytes each
        if self.bk == 32:
            # block_k 32 (for hd256 at two waves per SIMD: 32 KiB of K and V per block fits
            # four buffers, the registers still do not, so no emitted spec takes it; docs/
            # attention.md): one P chunk of one S^T tile, its first 32 keys in FP8's slot order
            # (slots 0..15, a = 0), 8 P / V^T dwords per lane, two PV MFMAs per O^T tile
            self.nchunk, self.chunk_keys, self.chunk_tiles = 1, 32, 1
            self.p_dwords = self.vt_dwords = 8
        self.ones_bits = ONES16[self.fmt]
        if schedule.waves_per_simd == 1:  # 512 registers: O of hd256 in VGPRs, beside Q^T, K, V^T in AGPRs
            self.o_vgpr_dims = 256

    def _k_tile_in_agprs(self, t: int) -> bool:
        # O in VGPRs (hd256, one wave per SIMD): every K tile in AGPRs
        return self.o_vgpr_dims > 128 or super()._k_tile_in_agprs(t)

    def _arguments(self) -> None:
        super()._arguments()
        for t in "qkv":  # element strides -> byte strides (2-byte elements)
            for r in self.st[t]:
                self.op.s_lshl_b32(r, r, Imm(1))

    def _qk_mfma(self, sc, frag, ch: int, t: int) -> None:
        for j in range(2):
            getattr(self.op, self.mfma16)(sc, frag[4 * j:4 * j + 4], self.q_frag[ch][4 * j:4 * j + 4],
                                          Imm(0) if ch == 0 and j == 0 else sc,
                                          comment=f"S^T tile {t}, d {32 * ch + 16 * j}..{32 * ch + 16 * j + 15}")

    def _p_bytes(self, g: int, s_tiles, bias, kshift, pair_reg=None):
        """P of chunk g: x = fma(S, c, -c mu), exp2, two P per v_cvt_pk (module docstring); for
        rowsum valu_fp32 also the pair sums of the unrounded P (returned)."""
        op = self.op
        p = self.p_regs[g]
        cvt = getattr(op, CVT_P[self.fmt])
        pair = None
        for n in range(0, 2 * self.p_dwords, 2):
            tile = s_tiles[self.chunk_tiles * g + n // 16]
            e = n % 16
            if self.fp32_rowsum and n == 0:
                x = pair = pair_reg or self.v(f"rowsum_pair{g}", 2)
            elif getattr(self, "pv_lag", 0):  # in place: the chunk max has read these scores
                x = _PairView(tile, e)
            else:
                x = self.v("p_arg", 2)
            xo = x.operand() if isinstance(x, _PairView) else x
            op.v_pk_fma_f32(xo, tile[e:e + 2], self.slope, bias, comment="x = c S - c mu" if n == 0 else "")
            op.v_exp_f32(x[0], x[0])
            op.v_exp_f32(x[1], x[1])
            cvt(p[n // 2], x[0], x[1], comment=f"P slots {n}, {n + 1} as {self.fmt}" if n == 0 else "")
            if self.fp32_rowsum and n:
                op.v_pk_add_f32(pair, pair, xo, comment="row sum of the unrounded fp32 P" if n == 2 else "")
        return pair

    def _p_pair_sums(self, g: int):
        """rowsum valu (PGeneration._valu_rowsum): chunk g's 16-bit P decoded exactly and summed
        in pairs, slot order 0..31; the first dword decodes straight into the sums."""
        op = self.op
        acc = self.v("rowsum_pair", 2)
        for k in range(self.p_dwords):
            word = self.p_regs[g][k]
            f2 = acc if k == 0 else self.v("p_decoded", 2)
            if self.fmt == "bf16":
                op.v_lshlrev_b32(f2[0], Imm(16), word, comment="bf16 -> fp32: the high half" if k == 0 else "")
                op.v_and_b32(f2[1], Imm(0xFFFF0000), word)
            else:
                op.v_cvt_f32_f16(f2[0], word)
                hi = self.v("p_hi_half")
                op.v_lshrrev_b32(hi, Imm(16), word)
                op.v_cvt_f32_f16(f2[1], hi)
            if k:
                op.v_pk_add_f32(acc, acc, f2)
        return acc

    def _rowsum_chunk(self, g: int, defer: bool = False) -> None:
        """rowsum mfma: L += P times ones, one 32x32x16 MFMA per 16 keys (in the accumulator)."""
        p = self.p_regs[g]
        for m in range(self.chunk_keys // MFMA16_K):
            getattr(self.op, self.mfma16)(self.l_acc, self.ones[0:4], p[4 * m:4 * m + 4], self.l_acc,
                                          comment=f"row sum += P 1, chunk {g} keys {16 * m}.." if m == 0 else "")

    # ---- V^T by ds_read_b64_tr_b16 ------------------------------------------------------
    def _v_row_key(self, dst, row, row_bytes: int, name: str) -> None:
        """dst = tr16_row_key(row, row_bytes) per lane (row: a VGPR of V row numbers)."""
        op = self.op
        m, shift, g = swizzle_mask(row_bytes), swizzle_shift(row_bytes), tr16_lines(row_bytes)
        lg = g.bit_length() - 1
        op.v_bfe_u32(dst, row, Imm(shift), Imm(m.bit_length()), comment="j = (row >> shift) & m")
        low = self.v(f"{name}_key_low")
        op.v_and_b32(low, Imm(g - 1), dst)
        op.v_lshrrev_b32(dst, Imm(lg), dst)
        op.v_lshl_or_b32(dst, low, Imm(2), dst, comment="tr_b16 row key: ((j % g) << 2) | (j / g)")

    def _vt_read_lanes(self, tid) -> dict:
        """ds_read_b64_tr_b16 lane addresses. In a group of 16 lanes, lane 4r + q reads the 4
        elements at columns 16b + 4q of key row r of a 4-row piece and lane i receives column
        i of the 4 rows (emulator/memory_more.py, the ISA's rule), so lane L = i + 16b + 32h
        reads key 8 s + 4h + i / 4 (s: first or second piece of the MFMA's 16 keys), logical
        segment 4T + 2b + (i % 4) / 2 of tile T, byte 8 (i % 2). Swizzled: physical segment
        (4T & ~m) | ((4T & m) ^ c ^ key(row)), c = 2b + (i % 4) / 2; one register per (x = 4T & m,
        s) holds row dv + 8 (i % 2) + 16 (x ^ c ^ key(row)); the row offsets of a read (multiples of
        16 keys) keep the key. Keys: 2x + s."""
        op, dvb = self.op, self.dv
        m = swizzle_mask(dvb)
        r4 = self.v("vt_r4")
        op.v_bfe_u32(r4, tid, Imm(2), Imm(2))
        op.v_lshl_add_u32(r4, self.half, Imm(2), r4, comment="4h + i / 4")
        c = self.v("vt_c")
        op.v_bfe_u32(c, tid, Imm(1), Imm(1))
        b = self.v("vt_b")
        op.v_bfe_u32(b, tid, Imm(4), Imm(1))
        op.v_lshl_add_u32(c, b, Imm(1), c, comment="c = 2b + (i % 4) / 2")
        s8 = self.v("vt_half8")
        op.v_and_b32(s8, Imm(1), tid)
        op.v_lshlrev_b32(s8, Imm(3), s8)
        xs = sorted({(4 * t) & m for t in range(self.nt)})
        regs = (self._lane_registers("vt_rd_lane", [2 * x + piece for x in xs for piece in range(2)])
                if self.spec["lds_address_pairs"] else None)
        out = {}
        for piece in range(2):
            row = self.v(f"vt_key{piece}")
            op.v_add_u32(row, Imm(8 * piece), r4)
            key = self.v(f"vt_key_res{piece}")
            self._v_row_key(key, row, dvb, f"vt{piece}")
            low = self.v(f"vt_low{piece}")
            op.v_xor_b32(low, c, key)
            base = self.v(f"vt_row{piece}")
            op.v_mul_u32_u24(base, Imm(dvb), row)
            op.v_add_u32(base, s8, base)
            for x in xs:
                a = regs[2 * x + piece] if regs else self.v(f"vt_rd_lane{x}_{piece}")
                op.v_xor_b32(a, Imm(x), low)
                op.v_lshl_add_u32(a, a, Imm(4), base)
                out[2 * x + piece] = a
        return out

    def _vt_reads(self, g: int, tiles=None) -> None:
        """V^T of chunk g (its O^T tiles `tiles`, default all): per 16 keys m two reads, the
        keys 4h + r and 8 + 4h + r, into dwords 4m .. 4m + 3 of the tile's 16."""
        op, dvb = self.op, self.dv
        m = swizzle_mask(dvb)
        for t in (range(self.nt) if tiles is None else tiles):
            x = (4 * t) & m
            for k in range(self.chunk_keys // MFMA16_K):
                for piece in range(2):
                    off = self.v_region + (self.chunk_keys * g + MFMA16_K * k) * dvb + 16 * ((4 * t) & ~m)
                    op.ds_read_b64_tr_b16(self.vt_regs[g][t][4 * k + 2 * piece:4 * k + 2 * piece + 2],
                                          self.vt_addr[2 * x + piece], mods=(f"offset:{off}",),
                                          comment=f"V^T chunk {g} tile {t}" if k == 0 and piece == 0 else "")

    def _pv_block(self, s_buf) -> None:
        """PV without pv_lag: each O^T tile's V^T read one MFMA group ahead (lds_shared's
        pipelined PV), not all of a chunk's at once: 16-bit V^T is twice FP8's registers, and
        hd256 would need 128 AGPRs for it beside O's 128."""
        self._pv_pipelined(s_buf)
        if self.mfma_rowsum:
            with self.kb.phase("rowsum"):
                for g in range(self.nchunk):
                    self._rowsum_mfma(g)

    def _pv_lds(self, g: int, tiles=None, rowsum: bool = True) -> None:
        """PV of chunk g into O^T tiles `tiles` (default all): four MFMAs of 16 keys each."""
        p = self.p_regs[g]
        for t in range(self.nt) if tiles is None else tiles:
            for k in range(self.chunk_keys // MFMA16_K):
                getattr(self.op, self.mfma16)(self.o_acc[t], self.vt_regs[g][t][4 * k:4 * k + 4],
                                              p[4 * k:4 * k + 4], self.o_acc[t],
                                              comment=f"O^T tile {t} += V^T P^T, chunk {g}" if k == 0 else "")
        if self.mfma_rowsum and rowsum:
            with self.kb.phase("rowsum"):
                self._rowsum_mfma(g)
