"""Q·K in OCP MX formats (`qk_format: mxfp8 | mxfp6 | mxfp4`, issue 37) for the K/V-sharing engine.

Q and K arrive as zyfagen.quantize_mx packs them (numerics/mx.py): values uint8 [batch, seq,
heads, d * bits / 8], each row a little-endian bit stream, and E8M0 scales uint8 [batch, seq,
heads, d / 32], block b covering channels 32b .. 32b + 31. P·V stays FP8 e4m3.

S^T = K Q^T per 32-key tile by `v_mfma_scale_f32_32x32x64_f8f6f4`, A = K (cbsz) and B = Q
(blgp) in the format's code (0 E4M3, 2 E2M3, 4 E2M1), one MFMA per 64 channels (d chunk c):
- Operands. FP8: lane t holds row t % 32, channels 16h .. 16h + 15 and 32 + 16h .. (h = t / 32),
  as the FP8 kernel. FP4: lane t holds 32 consecutive channels 32h .. 32h + 31 of the chunk, i.e.
  bytes 16h .. 16h + 15 of the chunk's 32 packed bytes (emulator/mfma.py's layout, checked with
  AITER's MXFP4 kernels). So a packed FP4 row is read exactly like an FP8 row of half the length.
  FP6: lane t holds block 2c + h, 24 bytes at 48c + 24h of the packed 96-byte row (6 registers;
  the emulator's layout, confirmed with AITER's MXFP6 kernel). In LDS each block is padded to 32
  bytes (a K row of 128 bytes, FP8's swizzle): segment 2b + e holds global bytes 24b + 8e ..
  + 15, so the DMA never reads past a row; a lane reads ds_read_b128 of segment 4c + 2h and
  ds_read_b64 from byte 8 of segment 4c + 2h + 1.
- Scales. The scale of row m and block b of a 64-channel MFMA sits in lane m + 32b (both
  formats). Lane t loads the dword of its row's four scales and shifts it right by 16c + 8h:
  byte 0 is then block 2c + h, the byte the MFMA reads (op_sel 0; the other bytes' selection is
  unverified in the emulator, so it is not used).
- K through LDS: the packed K rows go by the DMA as the FP8 rows do (rows of d * bits / 8
  bytes, swizzled the same way); K's scales by one `global_load_lds_dword` per wave and block
  into a region after V: wave w's lane l loads the scale dword of key w * kpw + l % kpw (kpw =
  block_k / waves keys per wave; the 64 lanes load 64 / kpw copies, so every wave issues one
  instruction and the wait counts stay uniform). Tile t's lane reads key 32t + t % 32 with
  ds_read_b32 and shifts it as Q's.
- q/k descales: unused by the MX product (pass 1.0); softmax_scale as for FP8.
"""
from __future__ import annotations

from ...ir import Imm, WaitCount
from .layout import DMA_BYTES, MFMA_K, TILE, WAVE_LANES

MX_BITS = {"fp8": 8, "mxfp8": 8, "mxfp6": 6, "mxfp4": 4}
MX_CODE = {"mxfp8": 0, "mxfp6": 2, "mxfp4": 4}  # cbsz / blgp operand format
MFMA_MX = "v_mfma_scale_f32_32x32x64_f8f6f4"
BLOCK = 32  # channels per E8M0 scale (OCP MX)
SCALE_DMA_BYTES = 4 * WAVE_LANES  # one global_load_lds_dword: a dword per lane


def k_row_bytes(d: int, qk_format: str) -> int:
    """Bytes of a K row in LDS: packed, except MXFP6, whose 24-byte blocks are padded to 32 there
    (a row of d bytes, as FP8's) so that a lane's block starts a 16-byte segment."""
    return d if qk_format == "mxfp6" else d * MX_BITS[qk_format] // 8


def k_scale_region_bytes(qk_format: str, waves: int) -> int:
    """LDS bytes of K's scales per block buffer (0 for FP8): one DMA instruction per wave."""
    return 0 if qk_format == "fp8" else waves * SCALE_DMA_BYTES


class MxQK:
    """Mixin over LdsShared: Q fragments and scales, K scales by DMA, the scaled QK^T MFMAs.
    With qk_format fp8 every method defers to the FP8 engine unchanged."""

    def __init__(self, spec, schedule) -> None:
        super().__init__(spec, schedule)
        self.qk_format = spec["qk_format"]
        self.mx = self.qk_format != "fp8"
        if self.mx:
            bits = MX_BITS[self.qk_format]
            self.k_row_bytes = k_row_bytes(self.d, self.qk_format)
            self.k_chunk_bytes = MFMA_K * bits // 8  # packed bytes of one 64-channel MFMA
            self.k_scale_bytes = k_scale_region_bytes(self.qk_format, self.nw)
            self.mx_code = MX_CODE[self.qk_format]
        self.fp6 = self.qk_format == "mxfp6"

    # ---- arguments and bases -------------------------------------------------------------
    def _arguments(self) -> None:
        super()._arguments()
        if not self.mx:
            return
        kb, op = self.kb, self.op
        # after every other argument (contract: mx_contract.launch_args)
        a_ptr = [kb.arg_pointer(n, "uint8_t*") for n in ("q_scales", "k_scales")]
        a_st = {t: [kb.arg_value(f"{t}_scales_stride_{x}", 4, "uint32_t") for x in "bsh"] for t in "qk"}
        self.s_mx_ptrs = []
        for a, n in zip(a_ptr, ("q_scales", "k_scales")):
            r = self.s(n + "_ptr", 2)
            op.s_load_dwordx2(r, kb.kernarg_ptr, Imm(a.offset))
            self.s_mx_ptrs.append(r)
        self.mx_st = {}
        for t in "qk":
            self.mx_st[t] = []
            for a, x in zip(a_st[t], "bsh"):
                r = self.s(f"{t}_scales_stride_{x}")
                op.s_load_dword(r, kb.kernarg_ptr, Imm(a.offset))
                self.mx_st[t].append(r)

    def _base_addresses(self) -> None:
        super()._base_addresses()
        if not self.mx:
            return
        tmp = self.s("mx_base_tmp", 2)
        bases = []
        for ptr, t, head in zip(self.s_mx_ptrs, "qk", (self.wg_h, self.s_kvh)):
            dst = self.s(f"{t}_scales_base", 2)
            self.add_offset64(tmp, ptr, self.wg_b, self.mx_st[t][0])
            self.add_offset64(dst, tmp, head, self.mx_st[t][2])
            bases.append(dst)
        self.s_qs_base, self.s_ks_base = bases

    # ---- Q ---------------------------------------------------------------------------------
    def _q_fragments(self) -> None:
        if not self.mx:
            return super()._q_fragments()
        kb, op = self.kb, self.op
        qrow, qoff = self._q_row_offset()
        cb, nreads = self.k_chunk_bytes, self.k_chunk_bytes // 32
        q_frag = []
        if self.fp6:  # block 2c + h: 24 bytes at 48c + 24h of the packed row
            op.v_lshl_add_u32(qoff, self.half, Imm(3), qoff, comment="+ 8h: 24h in all")
        for ch in range(self.nqk):
            if self.fp6:
                f = (kb.areg if self.OPERANDS_IN_AGPRS else kb.vreg)(6, f"q_frag{ch}")
                op.global_load_dwordx4(f[0:4], qoff, self.s_qbase, mods=(f"offset:{cb * ch}",))
                # the table's global_load_dwordx2 writes VGPRs only: through two of them
                tail = self.v(f"q6_tail{ch}", 2) if self.OPERANDS_IN_AGPRS else f[4:6]
                op.global_load_dwordx2(tail, qoff, self.s_qbase, mods=(f"offset:{cb * ch + 16}",))
                if self.OPERANDS_IN_AGPRS:
                    op.s_waitcnt(WaitCount(vmcnt=0), comment="Q's FP6 tail in VGPRs")
                    for i in range(2):
                        op.v_accvgpr_write_b32(f[4 + i], tail[i])
                q_frag.append(f)
                continue
            f = (kb.areg if self.OPERANDS_IN_AGPRS else kb.vreg)(4 * nreads, f"q_frag{ch}")
            for e in range(nreads):
                op.global_load_dwordx4(f[4 * e:4 * e + 4], qoff, self.s_qbase, mods=(f"offset:{cb * ch + 32 * e}",))
            q_frag.append(f)
        self.q_frag = q_frag
        # the row's scale dword, shifted per d chunk (module docstring)
        soff = self.v("q_scale_off")
        op.v_mul_lo_u32(soff, qrow, self.mx_st["q"][1])
        raw = self.v("q_scales_raw")
        op.global_load_dword(raw, soff, self.s_qs_base, comment="Q's E8M0 scales of this row")
        self.mx_shift = []
        sh = self.v("mx_shift0")
        op.v_lshlrev_b32(sh, Imm(3), self.half, comment="8h: block 2c + h in byte 0")
        self.mx_shift.append(sh)
        for ch in range(1, self.nqk):
            s2 = self.v(f"mx_shift{ch}")
            op.v_add_u32(s2, Imm(16 * ch), sh)
            self.mx_shift.append(s2)
        self.q_scale = []
        for ch in range(self.nqk):
            r = self.v(f"q_scale{ch}")
            op.v_lshrrev_b32(r, self.mx_shift[ch], raw, comment=f"Q scale of d chunk {ch}")
            self.q_scale.append(r)

    # ---- K scales: DMA, addresses, reads ---------------------------------------------------
    def _setup_shared(self) -> None:
        super()._setup_shared()
        if not self.mx:
            return
        op = self.op
        kpw = self.bk // self.nw  # keys per wave
        self.ks_region = self.bk * (self.k_row_bytes + self.dv)
        lane64 = self.v("ks_lane64")
        op.v_and_b32(lane64, Imm(WAVE_LANES - 1), self.kb.workitem_id)
        row_in = self.v("ks_dma_row")
        op.v_and_b32(row_in, Imm(kpw - 1), lane64)
        stride = self.mx_st["k"][1]
        off = self.v("ks_dma_off")
        op.v_mul_lo_u32(off, row_in, stride)
        s_last = self.s("ks_last_off")
        op.s_mul_i32(s_last, self.s_skm1, stride)
        vmax = self.v("ks_dma_max")
        op.v_mov_b32(vmax, s_last, comment="last key row: rows past seq_k clamp to it")
        s_wrow = self.s("ks_dma_wave_row")
        op.s_mul_i32(s_wrow, self.s_wave, Imm(kpw))
        s_m0 = self.s("ks_dma_wave_lds")
        op.s_mul_i32(s_m0, self.s_wave, Imm(SCALE_DMA_BYTES))
        op.s_add_u32(s_m0, s_m0, Imm(self.ks_region))
        self.dma.append(dict(name="ks", group="k", n=1, rpd=kpw, stride=stride, off=off, vmax=vmax,
                             offs=[off], vmaxs=[vmax],
                             s_wrow=s_wrow, s_m0=s_m0, base=self.s_ks_base, inst="global_load_lds_dword"))
        # read side: key l (< 32) of a tile at (l / kpw) * 256 + (l % kpw) * 4 (+ the tile's offset)
        lanes = self.v("ks_rd_lane")
        hi = self.v("ks_rd_tmp")
        op.v_and_b32(lanes, Imm(min(kpw, TILE) - 1), self.lane)
        op.v_lshlrev_b32(lanes, Imm(2), lanes)
        if kpw < TILE:
            op.v_lshrrev_b32(hi, Imm(kpw.bit_length() - 1), self.lane)
            op.v_lshl_add_u32(lanes, hi, Imm(SCALE_DMA_BYTES.bit_length() - 1), lanes)
        self.ks_lane = lanes
        self.kpw = kpw
        if self.fp6:
            self._fp6_read_lanes()

    def _k_addresses(self) -> list[dict]:
        out = None if self.fp6 else super()._k_addresses()
        if self.mx:
            a = self.v("ks_rd")
            self.op.v_add_u32(a, self.s_rd_buf, self.ks_lane)
            self.ks_addr = a
        if self.fp6:
            out = {key: self.v(f"k6_rd{key[0]}_{key[1]}") for key in self.k6_lanes}
            for key, a in out.items():
                self.op.v_add_u32(a, self.s_rd_buf, self.k6_lanes[key])
        return out

    # ---- MXFP6: 24-byte blocks at 24b of a 96-byte global row, at 32b of a 128-byte LDS row
    def _segment_bytes(self, col, group: str) -> None:
        if not (self.fp6 and group == "k"):
            return super()._segment_bytes(col, group)
        # LDS segment 2b + e of a K row holds global bytes 24b + 8e .. + 15: block b's first 16
        # bytes, and (from byte 8 of the segment) its last 8, never past the row's 96 bytes
        op = self.op
        e = self.v("k6_dma_e")
        op.v_and_b32(e, Imm(1), col)
        op.v_lshrrev_b32(col, Imm(1), col)
        op.v_mul_u32_u24(col, Imm(24), col)
        op.v_lshl_add_u32(col, e, Imm(3), col, comment="24 (s / 2) + 8 (s % 2): MXFP6 block bytes")

    def _fp6_read_lanes(self) -> None:
        """Lane l + 32h reads block 2c + h of row l: segments 4c + 2h (16 bytes) and 4c + 2h + 1
        (8 bytes from its byte 8), swizzled: per (x = 4c, e) one register 128 l + 16 ((x | 2h | e)
        ^ key(l))."""
        from .lds_geometry import swizzle_mask

        op, w = self.op, self.k_row_bytes
        key = self.v("k6_key")
        self._row_key(key, self.lane, w, "k6")
        rowoff = self.v("k6_row")
        op.v_mul_u32_u24(rowoff, Imm(w), self.lane)
        self.k6_lanes = {}
        for e in range(2):
            he = self.v(f"k6_he{e}")
            op.v_lshl_add_u32(he, self.half, Imm(1), Imm(e) if e else Imm(0), comment="2h + e")
            for x in range(0, swizzle_mask(w) + 1, 4):
                a = self.v(f"k6_lane{x}_{e}")
                op.v_or_b32(a, Imm(x), he)
                op.v_xor_b32(a, key, a)
                op.v_lshl_add_u32(a, a, Imm(4), rowoff)
                self.k6_lanes[(x, e)] = a

    def _k_reads(self, t: int, addr) -> list:
        if self.fp6:
            frags = []
            with self.kb.phase("load"):
                for ch in range(self.nqk):
                    f = self.v(f"k_frag{t}_{ch}", 6)
                    off = self.k_regions[0][2] + TILE * t * self.k_row_bytes
                    self.op.ds_read_b128(f[0:4], addr[(4 * ch, 0)], mods=(f"offset:{off}",),
                                         comment=f"K tile {t} from LDS (MXFP6)" if ch == 0 else "")
                    self.op.ds_read_b64(f[4:6], addr[(4 * ch, 1)], mods=(f"offset:{off + 8}",))
                    frags.append(f)
        else:
            frags = super()._k_reads(t, addr)
        if self.mx:
            op, kpw = self.op, self.kpw
            key0 = TILE * t
            off = self.ks_region + (key0 // kpw) * SCALE_DMA_BYTES + (key0 % kpw) * 4
            raw = self.v(f"ks_raw{t}")
            with self.kb.phase("load"):
                op.ds_read_b32(raw, self.ks_addr, mods=(f"offset:{off}",), comment=f"K scales of tile {t}")
            scales = []
            with self.kb.phase("qk"):
                for ch in range(self.nqk):
                    r = self.v(f"ks{t}_{ch}")
                    op.v_lshrrev_b32(r, self.mx_shift[ch], raw)
                    scales.append(r)
            self.k_scales = getattr(self, "k_scales", {})
            self.k_scales[t] = scales
        return frags

    def _qk_mfma(self, sc, frag, ch: int, t: int) -> None:
        if not self.mx:
            return super()._qk_mfma(sc, frag, ch, t)
        code = self.mx_code
        getattr(self.op, MFMA_MX)(sc, frag, self.q_frag[ch], Imm(0) if ch == 0 else sc,
                                  self.k_scales[t][ch], self.q_scale[ch],
                                  mods=("op_sel_hi:[0,0,0]", f"cbsz:{code}", f"blgp:{code}"),
                                  comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}, {self.qk_format}")


assert DMA_BYTES == 1024 and MFMA_K == 64
