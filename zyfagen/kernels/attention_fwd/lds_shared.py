"""K and V shared through LDS by the waves of a workgroup (`kv_sharing: lds`, issue 14).

The waves of a workgroup walk the same key blocks; each block's K and V reach LDS once per
workgroup by direct-to-LDS DMA (`global_load_lds_dwordx4`, 1 KiB per instruction), the
instructions dealt round-robin to the waves, into `load_depth + 1` rotating buffers. One
`s_barrier` per block makes the sharing race-free (docs/attention.md, "K and V shared through
LDS"). Every wave reads its K fragments with `ds_read_b128` and V^T with `ds_read_b64_tr_b8`
from the shared buffer; rows are swizzled by 16-byte segments so that eight consecutive rows of
one logical segment fall in eight different segments (different banks).

The arithmetic per block is the non-pipelined one of the masked tail (`_softmax`, `_rescale`),
so the output is the reference model's bit for bit; full blocks skip the mask.
"""
from __future__ import annotations

import math

from ...ir import Imm, LabelRef, Special, WaitCount
from .layout import DMA_BYTES, E8M0_ONE, MFMA_K, TILE, WAVE_LANES
from .lds import LdsTranspose
from .lds_geometry import SEGMENT, dma_per_wave, k_parts, key_bit, shared_buffers, shared_lds_bytes, swizzle_mask, swizzle_period, swizzle_shift

class LdsShared(LdsTranspose):
    """Mixin over BuilderCore: the shared K/V buffers, their cooperative DMA, the per-block
    loop of full blocks then masked blocks. The O^T layout is LdsTranspose's (V^T comes from
    the same ds_read_b64_tr_b8 lane pattern)."""

    OPERANDS_IN_AGPRS = True

    def _needs_heads_kv(self) -> bool:
        return bool(self.causal)

    def _arguments(self) -> None:
        super()._arguments()
        if self.causal and not self.varlen:  # varlen: the host's tile table orders the work
            self._longest_first()

    def _longest_first(self) -> None:
        """Causal: the last query tiles see the most keys. The workgroups of one batch, in
        dispatch order n = x + X y (X = ceil(seq_q / 32 N) tiles, y < H = heads_q), run tile
        X - 1 - floor(n / H) of head n mod H: every head's longest tile first, the tiles of
        one key count side by side, and the tail of the launch is made of one-block tiles
        (with tile X - 1 - x per head the longest tile of the last heads would start at the end).
        floor(n / H): an fp32 estimate (n < 2^24: exact operands, rcp within 1 ulp, so off by
        at most one) corrected once each way on the SALU."""
        op = self.op
        rows = TILE * self.nw
        s_groups = self.s("q_groups")
        op.s_add_u32(s_groups, self.s_sq, Imm(rows - 1))
        op.s_lshr_b32(s_groups, s_groups, Imm(rows.bit_length() - 1))
        s_heads = self.s("heads_q")
        op.s_mul_i32(s_heads, self.s_group, self.s_hkv)
        s_n = self.s("dispatch_n")
        op.s_mul_i32(s_n, s_groups, self.wg_h)
        op.s_add_u32(s_n, s_n, self.wg_q, comment="n = x + X y: dispatch position in the batch")
        v_n, v_h = self.v("div_n"), self.v("div_h")
        op.v_cvt_f32_u32(v_n, s_n)
        op.v_cvt_f32_u32(v_h, s_heads)
        op.v_rcp_f32(v_h, v_h)
        op.v_mul_f32(v_n, v_n, v_h)
        op.v_cvt_u32_f32(v_n, v_n, comment="floor(n / H), maybe one off")
        s_t = self.s("div_q")
        op.v_readfirstlane_b32(s_t, v_n)
        s_r, s_r2, s_t2 = self.s("div_r"), self.s("div_r_alt"), self.s("div_q_alt")
        op.s_mul_i32(s_r, s_t, s_heads)
        op.s_sub_u32(s_r, s_n, s_r, comment="r = n - q H (one off: r < 0 or r >= H)")
        # the alternatives first: s_add/s_sub write SCC, s_cselect reads the compare's
        op.s_add_u32(s_r2, s_r, s_heads)
        op.s_sub_u32(s_t2, s_t, Imm(1))
        op.s_cmp_lt_i32(s_r, Imm(0))
        op.s_cselect_b32(s_r, s_r2, s_r, comment="r < 0: r + H")
        op.s_cselect_b32(s_t, s_t2, s_t, comment="r < 0: q - 1")
        op.s_sub_u32(s_r2, s_r, s_heads)
        op.s_add_u32(s_t2, s_t, Imm(1))
        op.s_cmp_ge_u32(s_r, s_heads)
        op.s_cselect_b32(s_r, s_r2, s_r, comment="r >= H: r - H")
        op.s_cselect_b32(s_t, s_t2, s_t, comment="r >= H: q + 1")
        s_x = self.s("wg_q_longest_first")
        op.s_sub_u32(s_x, s_groups, Imm(1))
        op.s_sub_u32(s_x, s_x, s_t, comment="causal: longest workgroups first")
        self.wg_q, self.wg_h = s_x, s_r

    def _key_blocks(self) -> None:
        self._setup_shared()
        self._shared_loops()

    # ---- set-up ------------------------------------------------------------------------
    def _setup_shared(self) -> None:
        kb, op = self.kb, self.op
        d, dv, bk = self.k_row_bytes or self.d, self.dv, self.bk  # d: bytes of a K row
        # V rows follow the K rows in each buffer (then K's MX scales, mx.py)
        self.buf_bytes = bk * (d + dv) + self.k_scale_bytes
        self.v_region = bk * d
        # blocks by which the late half of the workgroup (schedule wave_offset) may trail
        self.lag = 1 if self.schedule.wave_offset else 0
        # PV of block s in iteration s + 1, beside the QK^T of block s + 1 (schedule pv_lag)
        self.pv_lag = self.schedule.pv_lag
        self.lds_buffers = shared_buffers(self.load_depth, self.lag, self.pv_lag)
        kb.lds_bytes = shared_lds_bytes(bk, d, dv, self.load_depth, self.lag, self.pv_lag, self.k_scale_bytes)
        tid = kb.workitem_id
        lane64 = self.v("lane64")
        op.v_and_b32(lane64, Imm(WAVE_LANES - 1), tid)
        s_wave = self.s("wave")
        if self.s_lds_wave is not None:
            op.s_lshr_b32(s_wave, self.s_lds_wave, Imm(5))
        else:
            op.s_mov_b32(s_wave, Imm(0))
        self.s_wave = s_wave
        kss, vss = self.st["k"][1], self.vss
        s_klast = self.s("k_last_row_off")
        op.s_mul_i32(s_klast, self.s_skm1, kss)
        # K parts (k_parts): region bk * col of the buffer holds bytes [col, col + w) of each row
        parts = k_parts(d)
        self.k_regions = tuple((col, w, bk * col) for col, w in parts)
        self.dma = [self._dma_lanes("k" if len(parts) == 1 else f"k{i}", w, kss, s_klast, lane64,
                                    self.s_kbase, bk * col, col0=col, group="k")
                    for i, (col, w) in enumerate(parts)]
        self.dma.append(self._dma_lanes("v", dv, vss, self.s_vlast, lane64, self.s_vbase, self.v_region))
        if self.page:
            self._setup_pages()
        self.k_lane_addr = self._k_read_lanes()
        self.vt_lane_addr = self._vt_read_lanes(tid)
        self.s_rd_buf = self.s("lds_read_buf")
        op.s_mov_b32(self.s_rd_buf, Imm(0))
        self.s_dma_buf = self.s("lds_dma_buf")
        op.s_mov_b32(self.s_dma_buf, Imm(0))
        self.s_lds_base = self.s_const("lds_base", 0)
        self.s_lds_end = self.s_const("lds_end", self.lds_buffers * self.buf_bytes)
        self.lds_buf = self.buf_bytes
        if self.pv_lag:
            self._setup_block_minus_one(lane64)

    def _setup_block_minus_one(self, lane64) -> None:
        """pv_lag: the first iteration's PV is that of a block -1 with P = 0 (scale 2^0) and a
        V of zeros in the last buffer (the one block -1 maps to; no DMA reaches it before the
        barrier of block 1), so O and the row sum stay +0 exactly: 0 x 0 summed into +0. The
        zeros must be in LDS before any wave reads them: lgkmcnt(0) (s_barrier does not wait
        for LDS stores), then a barrier."""
        op, nw = self.op, self.nw
        for p in self.p_regs:
            for e in range(p.width):
                op.v_mov_b32(p[e], Imm(0))
        for sc in self.scale_regs:
            if sc is not None:
                op.v_mov_b32(sc, Imm(E8M0_ONE))
        zeros = self.v("zero_x4", 4)
        for e in range(4):
            op.v_mov_b32(zeros[e], Imm(0))
        addr = self.v("zero_v_addr")
        op.v_lshlrev_b32(addr, Imm(4), lane64)
        s_off = self.s("zero_v_wave")
        op.s_mul_i32(s_off, self.s_wave, Imm(DMA_BYTES))
        op.s_add_u32(s_off, s_off, Imm((self.lds_buffers - 1) * self.buf_bytes + self.v_region))
        op.v_add_u32(addr, s_off, addr)
        # one ds_write_b128 per wave covers 1 KiB; the V region splits evenly (validate)
        for i in range(self.bk * self.dv // DMA_BYTES // nw):
            op.ds_write_b128(addr, zeros, mods=(f"offset:{i * nw * DMA_BYTES}",),
                             comment="V of block -1: zeros" if i == 0 else "")
        op.s_waitcnt(WaitCount(lgkmcnt=0), comment="zeros in LDS before the barrier")
        # a barrier of their own: a block's first V^T read precedes the block barrier, so block
        # 0 reads V of block -1 before any barrier of the loop. Both halves pass it at the same
        # point, so the wave offset stays one barrier: the early half's next barrier (the lag
        # one, or block 0's) pairs with this one of the late half, after its zeros
        op.s_barrier(comment="every wave's zeros of block -1 in LDS")
        self.s_pv_buf = self.s("lds_pv_buf")
        op.s_mov_b32(self.s_pv_buf, Imm((self.lds_buffers - 1) * self.buf_bytes), comment="block -1")

    def _row_key(self, dst, row, row_bytes: int, name: str) -> None:
        """dst = row_key(row, row_bytes) per lane (row: a VGPR of LDS row numbers)."""
        op = self.op
        m, k, shift = swizzle_mask(row_bytes), key_bit(row_bytes), swizzle_shift(row_bytes)
        op.v_bfe_u32(dst, row, Imm(shift), Imm(m.bit_length()), comment="j = (row >> shift) & m")
        if k == 0:
            return
        bit = self.v(f"{name}_key_bit")
        op.v_bfe_u32(bit, dst, Imm(k), Imm(1))
        low = self.v(f"{name}_key_low")
        op.v_and_b32(low, Imm((1 << k) - 1), dst)
        op.v_and_b32(dst, Imm(m & ~((2 << k) - 1)), dst)
        op.v_lshl_or_b32(dst, low, Imm(1), dst)
        op.v_or_b32(dst, bit, dst, comment="row key: bit k of j to bit 0")

    def _v_row_key(self, dst, row, row_bytes: int, name: str) -> None:
        """The row key of V's LDS rows (the 16-bit kernels swizzle V for ds_read_b64_tr_b16)."""
        self._row_key(dst, row, row_bytes, name)

    def _dma_lanes(self, name: str, row_bytes: int, stride, s_last, lane64, s_base, region: int,
                   col0: int = 0, group: str = "") -> dict:
        group = group or name
        """Per-lane global offsets of this wave's DMA share of one region (K or V, or a K part
        holding bytes col0.. of each row) of a block.
        Wave w issues instructions n = w + N i; instruction n fills LDS bytes
        [1024 n, 1024 (n + 1)) of the region: rows n rpd + L / segs, physical segment L % segs,
        which hold logical segment (L % segs) ^ key(row) (the swizzle, applied on the global
        side because the DMA writes LDS in lane order)."""
        op = self.op
        segs = row_bytes // SEGMENT
        rpd = DMA_BYTES // row_bytes  # rows per DMA instruction
        # When N rpd is a multiple of the swizzle period the row key depends only on the wave
        # and the lane; otherwise (512-byte rows of 16-bit hd256 on 4 waves) instruction i's
        # rows start N rpd i later, and its key follows i mod `phases` (one offset pair each)
        period = swizzle_period(row_bytes)
        phases = period // math.gcd(self.nw * rpd, period)
        row_in = self.v(f"{name}_dma_row")
        op.v_lshrrev_b32(row_in, Imm(segs.bit_length() - 1), lane64)
        s_wrow = self.s(f"{name}_dma_wave_row")
        op.s_mul_i32(s_wrow, self.s_wave, Imm(rpd), comment=f"{name}: first row of this wave's DMA share")
        offs, vmaxs = [], []
        for ph in range(phases):
            sfx = f"_{ph}" if ph else ""
            res = self.v(f"{name}_dma_res{sfx}")
            op.v_add_u32(res, s_wrow, row_in)
            if ph:
                op.v_add_u32(res, Imm(ph * self.nw * rpd), res, comment=f"{name}: rows of instructions i = {ph} mod {phases}")
            (self._v_row_key if group == "v" else self._row_key)(res, res, row_bytes, name + sfx)
            col = self.v(f"{name}_dma_col{sfx}")
            op.v_and_b32(col, Imm(segs - 1), lane64)
            op.v_xor_b32(col, res, col, comment="logical segment of this lane's LDS segment (swizzle)")
            self._segment_bytes(col, group or name)
            if col0:
                op.v_add_u32(col, Imm(col0), col, comment=f"{name}: bytes {col0}.. of the row")
            off = self.v(f"{name}_dma_off{sfx}")
            op.v_mul_lo_u32(off, row_in, stride)
            op.v_add_u32(off, col, off)
            vmax = self.v(f"{name}_dma_max{sfx}")
            op.v_add_u32(vmax, s_last, col, comment="last key row: rows past seq_k clamp to it")
            offs.append(off)
            vmaxs.append(vmax)
        s_m0 = self.s(f"{name}_dma_wave_lds")
        op.s_mul_i32(s_m0, self.s_wave, Imm(DMA_BYTES))
        op.s_add_u32(s_m0, s_m0, Imm(region))
        return dict(name=name, group=group, n=dma_per_wave(self.bk, row_bytes, self.nw), rpd=rpd, stride=stride,
                    off=offs[0], vmax=vmaxs[0], offs=offs, vmaxs=vmaxs, s_wrow=s_wrow, s_m0=s_m0, base=s_base)

    def _segment_bytes(self, col, group: str) -> None:
        """col: a logical 16-byte segment of an LDS row -> the byte of the global row it holds
        (mx.py overrides it for MXFP6's padded K rows)."""
        self.op.v_lshlrev_b32(col, Imm(4), col)

    def _k_read_lanes(self) -> list[dict]:
        """Lane addresses of the K fragment reads, per K part of w-byte rows: lane l + 32h reads
        row l of a tile at logical segments 4c + h and 4c + 2 + h (c: the part's d chunk); per
        x = (4c + 2e) & m one register holds l w + 16 ((x | h) ^ key(l)) (key: physical_segment;
        tile offsets 32t keep the key)."""
        op = self.op
        out = []
        for i, (_col, w, _region) in enumerate(self.k_regions):
            p = "" if i == 0 else f"p{i}_"
            m = swizzle_mask(w)
            lres = self.v(f"k_rd_{p}res")
            self._row_key(lres, self.lane, w, f"k_rd_{p}")
            hx = self.v(f"k_rd_{p}hx")
            op.v_xor_b32(hx, self.half, lres, comment="h ^ key(l)")
            rowoff = self.v(f"k_rd_{p}row")
            op.v_mul_u32_u24(rowoff, Imm(w), self.lane)
            out.append(self._segment_addresses(f"k_rd_{p}lane", m, hx, rowoff))
        return out

    def _lane_registers(self, name: str, keys: list) -> dict:
        """One VGPR per key of a set of lane addresses; with lds_address_pairs consecutive keys
        share an aligned pair (_move_addresses moves both with one v_lshl_add_u64)."""
        if not self.spec["lds_address_pairs"]:
            return {k: self.v(f"{name}{k}") for k in keys}
        out = {}
        for i in range(0, len(keys), 2):
            if i + 1 == len(keys):
                out[keys[i]] = self.v(f"{name}{keys[i]}")
                break
            pair = self.v(f"{name}{keys[i]}_{keys[i + 1]}", 2)
            out[keys[i]], out[keys[i + 1]] = pair[0], pair[1]
        return out

    def _move_addresses(self, dst: dict, src: dict, s_off, comment: str) -> None:
        """dst[k] = src[k] + s_off (u32) for every key: one v_add_u32 each, or, where src and dst
        pair keys alike (_lane_registers), one v_lshl_add_u64 per pair with the SGPR pair
        s_off x (2^32 + 1): the low half's sum stays below 2^32 unless the offset is negative,
        and then its carry meets the high half's -1 (addresses and sums lie in [0, 2^32))."""
        op = self.op
        pairs = {}
        for k, a in src.items():
            pairs.setdefault(getattr(a, "base", a), []).append(k)
        s_pair = None
        for base, ks in pairs.items():
            d = [dst[k] for k in ks]
            if (len(ks) == 2 and base.width == 2 and all(getattr(x, "base", None) is not None for x in d)
                    and d[0].base is d[1].base and [src[k].offset for k in ks] == [x.offset for x in d] == [0, 1]):
                if s_pair is None:
                    s_pair = self.s("lds_addr_step64", 2)
                    op.s_mov_b32(s_pair[0], s_off)
                    op.s_ashr_i32(s_pair[1], s_off, Imm(31))
                    op.s_add_u32(s_pair[1], s_pair[1], s_off, comment="offset x (2^32 + 1): two addresses per add")
                op.v_lshl_add_u64(d[0].base, base, Imm(0), s_pair, comment=comment)
                continue
            for k in ks:
                op.v_add_u32(dst[k], s_off, src[k], comment=comment)

    def _segment_addresses(self, name: str, m: int, seg_low, row_base) -> dict:
        """Per even x <= m, the register row_base + 16 (x ^ seg_low): a lane's swizzled address
        of the logical segments whose low bits (above bit 0) are x."""
        op = self.op
        out = {}
        regs = self._lane_registers(name, list(range(0, m + 1, 2)))
        for x in range(0, m + 1, 2):
            a = regs[x]
            op.v_xor_b32(a, Imm(x), seg_low)
            op.v_lshl_add_u32(a, a, Imm(4), row_base)
            out[x] = a
        return out

    def _vt_read_lanes(self, tid) -> dict:
        """Lane addresses of ds_read_b64_tr_b8 (see LdsTranspose._setup_lds for the unswizzled
        pattern): lane L, i = L % 16, reads 8 bytes (half s = i % 2) of logical segment
        2T + b (b = (L / 16) % 2) of key row key(L) = 8 ((i / 2) / 4) + 4h + (i / 2) % 4 plus a
        multiple of 16. Per x = 2T & m one register holds
        key dv + 8 s + 16 ((x | b) ^ key(key)) (piece offsets, multiples of 16 rows, keep it)."""
        op, dv = self.op, self.dv
        m = swizzle_mask(dv)
        key = self.v("vt_key")
        t2 = self.v("vt_tmp")
        op.v_bfe_u32(key, tid, Imm(3), Imm(1))
        op.v_lshlrev_b32(key, Imm(3), key)
        op.v_bfe_u32(t2, tid, Imm(1), Imm(2))
        op.v_add_u32(key, t2, key)
        op.v_lshl_add_u32(key, self.half, Imm(2), key, comment="key row of this lane in its 16-key piece")
        kres = self.v("vt_key_res")
        self._row_key(kres, key, dv, "vt")
        b = self.v("vt_b")
        op.v_bfe_u32(b, tid, Imm(4), Imm(1))
        op.v_xor_b32(b, kres, b, comment="b ^ key(row)")
        base = self.v("vt_row")
        op.v_mul_u32_u24(base, Imm(dv), key)
        s8 = self.v("vt_half8")
        op.v_and_b32(s8, Imm(1), tid)
        op.v_lshl_add_u32(base, s8, Imm(3), base)
        return self._segment_addresses("vt_rd_lane", m, b, base)

    # ---- per block ---------------------------------------------------------------------
    def _dma_share(self, s_block, regions: tuple[str, ...] = ("v", "k"), last: bool = True) -> None:
        """This wave's share of the K and V rows of the block at key s_block into the buffer
        at s_dma_buf (rows clamped to the last key: loads never leave K and V); `regions` in
        order, the buffer moves on after the `last` call of a block."""
        op = self.op
        m0 = Special("m0")
        # V first: K is read right after the block barrier, V only after the softmax, so the
        # last loads of a block (the ones a wait one short would leave in flight) are read first
        for r in sorted((r for r in self.dma if r["group"] in regions), key=lambda r: regions.index(r["group"])):
            for i in range(r["n"]):
                op.s_add_u32(m0, self.s_dma_buf, r["s_m0"])
                if i:
                    op.s_add_u32(m0, m0, Imm(i * self.nw * DMA_BYTES))
                s_row = self.s(f"{r['name']}_dma_key")
                op.s_add_u32(s_row, s_block, r["s_wrow"])
                if i:
                    op.s_add_u32(s_row, s_row, Imm(i * self.nw * r["rpd"]))
                if self.page:
                    self._paged_dma(r, i, s_row)
                    continue
                op.s_mul_i32(s_row, s_row, r["stride"])
                addr = self.v(f"{r['name']}_dma_addr")
                ph = i % len(r["offs"])
                op.v_add_u32(addr, s_row, r["offs"][ph])
                op.v_min_u32(addr, r["vmaxs"][ph], addr)
                getattr(op, r.get("inst", "global_load_lds_dwordx4"))(
                    addr, r["base"], comment=f"{r['name'].upper()} share to LDS" if i == 0 else "")
        if last:
            self._toggle_dma_buffer()

    def _toggle_dma_buffer(self) -> None:
        if self.lds_buffers > 1:
            self._next_buffer(self.s_dma_buf)

    def _dma_per_block(self) -> int:
        return sum(r["n"] for r in self.dma)

    def _block_sync(self, s_bs) -> None:
        """Top of block s: this wave's shares of blocks up to s + lag have landed (so, after the
        barrier, every wave's share of block s, even with the late half one block behind), and
        no wave reads block s - 1 - lag any more: this wave starts its share of block
        s + load_depth + lag into that block's buffer (docs/attention.md)."""
        op, depth = self.op, self.load_depth
        if depth == 0:
            op.s_barrier(comment="every wave has finished the previous block: the buffer is free")
            self._dma_share(s_bs)
            op.s_waitcnt(WaitCount(vmcnt=0), comment="this wave's share of the block in LDS")
            op.s_barrier(comment="every wave's share in LDS")
            return
        self._block_barrier()
        self._dma_share(self._dma_ahead_block(s_bs))

    def _block_barrier(self) -> None:
        """load_depth >= 1: steps 1-2 of block s (docs/attention.md)."""
        self.op.s_waitcnt(WaitCount(vmcnt=(self.load_depth - 1) * self._dma_per_block()),
                          comment="this wave's share of the block in LDS")
        self.op.s_barrier(comment="every share in LDS; every wave has left the previous block")

    def _dma_ahead_block(self, s_bs):
        s_pf = self.s("dma_ahead_block")
        self.op.s_add_u32(s_pf, s_bs, Imm((self.load_depth + self.lag) * self.bk))
        return s_pf

    def _k_addresses(self) -> list[dict]:
        """This block's K read addresses, per K part. d 192: the lane registers themselves,
        moved with the read buffer (_advance_k_addresses), six VGPRs fewer than a copy per
        block (the copy's live range would meet the VGPR peak of two waves per SIMD)."""
        if self.nqk > 2:
            return self.k_lane_addr
        return [self._read_addresses(lanes, "k_rd" if i == 0 else f"k_rd_p{i}_", self.s_rd_buf)
                for i, lanes in enumerate(self.k_lane_addr)]

    def _read_addresses(self, lanes: dict, name: str, s_buf) -> dict:
        """lanes + s_buf, in registers paired as the lanes' are (_lane_registers)."""
        keys = list(lanes)
        if self.spec["lds_address_pairs"]:  # the lane pairs' keys next to each other, low dword first
            keys = sorted(keys, key=lambda k: (getattr(lanes[k], "base", lanes[k]).id, getattr(lanes[k], "offset", 0)))
        out = self._lane_registers(name, keys)
        self._move_addresses(out, lanes, s_buf, "")
        return out

    def _qk_shared(self) -> list:
        """K fragments from LDS (ds_read_b128) and S^T per 32-key tile (raw scores)."""
        kb = self.kb
        with kb.phase("load"):
            addr = self._k_addresses()
        s_tiles = []
        for t in range(self.ntile):
            frags = self._k_reads(t, addr)
            s_tiles.append(self._qk_tile(t, frags))
        return s_tiles

    def _k_reads(self, t: int, addr: list[dict]) -> list:
        """The K fragments of 32-key tile t (one register of 8 per d chunk), each from its K
        part's region (addr: per part)."""
        with self.kb.phase("load"):
            return [self._k_frag_read(t, ch, addr) for ch in range(self.nqk)]

    def _k_frag_read(self, t: int, ch: int, addr: list[dict]):
        """Fragment ch (d chunk ch) of K tile t from its K part's region."""
        op = self.op
        # d 192: odd K tiles in AGPRs (beside Q^T), even ones in VGPRs, so that of the
        # two tiles live at a QK^T MFMA one is in each file (all in VGPRs, the VGPRs
        # peak at QK^T as S grows while the AGPRs idle; all in AGPRs, the reverse)
        cb = self.k_chunk_bytes  # packed bytes of a d chunk: 64 for FP8, 32 for FP4 (mx.py)
        f = (self.kb.areg(cb // 8, f"k_frag{t}_{ch}") if self._k_tile_in_agprs(t)
             else self.v(f"k_frag{t}_{ch}", cb // 8))
        part = max(i for i, (col, _w, _r) in enumerate(self.k_regions) if col <= cb * ch)
        col, w, region = self.k_regions[part]
        m = swizzle_mask(w)
        for e in range(cb // 32):
            k = cb // SEGMENT * ch - col // SEGMENT + 2 * e
            off = region + TILE * t * w + SEGMENT * (k & ~m)
            op.ds_read_b128(f[4 * e:4 * e + 4], addr[part][k & m], mods=(f"offset:{off}",),
                            comment=f"K tile {t} from LDS" if ch == 0 and e == 0 else "")
        return f

    def _k_tile_in_agprs(self, t: int) -> bool:
        return self.nqk > 2 and t % 2 == 1

    def _qk_tile(self, t: int, frags: list):
        sc = self.v(f"s_tile{t}", 16)
        with self.kb.phase("qk"):
            for ch in range(self.nqk):
                self._qk_mfma(sc, frags[ch], ch, t)
        return sc

    def _matrix_pipelined(self) -> list:
        """pv_lag: the matrix work of one iteration in software-pipelined order (a schedule
        phase with `order program` keeps it): the PV of the previous block with each O^T tile's
        V^T read one MFMA ahead, the first K tile read during the last PV MFMAs and the row
        sums, then QK^T of this block with K read one tile ahead. Only two V^T and two K
        tiles are live at a time (two waves per SIMD leave 256 registers). Returns S."""
        kb, frags, s_bs = self.kb, {}, self.s_bs
        hooks: dict[int, list] = {}
        with kb.phase("load"):
            if self.load_depth == 0:
                self._block_sync(s_bs)
            else:
                # V of block s - 1 is in LDS since the barrier of block s - 1: its first V^T
                # read goes before this block's barrier (its latency hides in the wait), and
                # the DMA share (SALU address arithmetic) in the shadows of the first MFMAs
                s_pf = []
                hooks[0] = [self._block_barrier]
                hooks[1] = [lambda: s_pf.append(self._dma_ahead_block(s_bs)),
                            lambda: self._dma_share(s_pf[0], ("v",), last=False)]
                hooks[2] = [lambda: self._dma_share(s_pf[0], ("k",))]
            k_addr = self._k_addresses()

        def first_k_tile():
            frags[0] = self._k_reads(0, k_addr)

        last_pv = self.nchunk * self.nt - 1
        if self.k_read_ahead:
            return self._matrix_by_fragment(hooks, k_addr, last_pv)
        hooks.setdefault(last_pv, []).append(first_k_tile)
        # K tiles read ahead of the QK^T MFMAs: two while a tile is 16 registers (d <= 128), one
        # at d 192 (24 registers a tile: three live would not fit two waves per SIMD)
        ahead = 2 if self.nqk <= 2 else 1

        def rowsums():
            with kb.phase("rowsum"):  # mfma16: L += in the vector phase (_rescale)
                for g in range(self.nchunk):
                    self._rowsum_mfma(g, defer=True)
        # The row sums need no LDS data. With one K tile ahead, mfma16's row sums sit before
        # the last PV MFMA: they give its V^T read and the first K tile's read time to land
        # (whole-chip model, MLA 192/128: 4,364 against 4,285 TFLOP/s after the PV). With two
        # tiles ahead, and for mfma's row sums, after the PV is best (hd128 mfma16: 4,294
        # against 4,263).
        early = self.rowsum16 and ahead == 1
        if early:
            hooks[last_pv].append(rowsums)
        self._pv_pipelined(self.s_pv_buf, hooks)
        if ahead > 1 and self.ntile > 1:
            frags[1] = self._k_reads(1, k_addr)
        if self.mfma_rowsum and not early:
            rowsums()
        s_tiles = []
        for t in range(self.ntile):
            if t + ahead < self.ntile:
                frags[t + ahead] = self._k_reads(t + ahead, k_addr)
            s_tiles.append(self._qk_tile(t, frags.pop(t)))
        return s_tiles

    def _matrix_by_fragment(self, hooks: dict, k_addr: list[dict], last_pv: int) -> list:
        """_matrix_pipelined with k_read_ahead n: K read one fragment (d chunk) at a time, n
        fragments ahead of the QK^T MFMAs that take it, across tile boundaries; the first n
        during the last PV MFMAs. n + 1 fragments live instead of two tiles: bf16 MLA 192/128
        keeps 24 to 40 registers of K instead of 96, which two waves per SIMD need (issue 36)."""
        kb, n = self.kb, self.k_read_ahead
        stream = [(t, ch) for t in range(self.ntile) for ch in range(self.nqk)]
        frags: dict = {}

        def read(i: int) -> None:
            if i < len(stream):
                frags[i] = self._k_frag_read(*stream[i], k_addr)

        def first_frags():
            for i in range(n):
                read(i)
        hooks.setdefault(last_pv, []).append(first_frags)
        self._pv_pipelined(self.s_pv_buf, hooks)
        if self.mfma_rowsum:
            with kb.phase("rowsum"):
                for g in range(self.nchunk):
                    self._rowsum_mfma(g, defer=True)
        s_tiles = []
        for i, (t, ch) in enumerate(stream):
            with kb.phase("load"):
                read(i + n)
            if ch == 0:
                s_tiles.append(self.v(f"s_tile{t}", 16))
            with kb.phase("qk"):
                self._qk_mfma(s_tiles[t], frags.pop(i), ch, t)
        return s_tiles

    def _qk_mfma(self, sc, frag, ch: int, t: int) -> None:
        from .layout import MFMA
        getattr(self.op, MFMA)(sc, frag, self.q_frag[ch], Imm(0) if ch == 0 else sc,
                               comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}")

    def _vt_reads(self, g: int, tiles=None) -> None:
        """V^T of chunk g (its O^T tiles `tiles`, default all) from the shared buffer (swizzled
        rows), into fresh AGPRs."""
        op, dv = self.op, self.dv
        m = swizzle_mask(dv)
        for t in (range(self.nt) if tiles is None else tiles):
            x = (2 * t) & m
            for p in range(4):
                row = MFMA_K * g + TILE * (p // 2) + 16 * (p % 2)
                off = self.v_region + row * dv + SEGMENT * ((2 * t) & ~m)
                op.ds_read_b64_tr_b8(self.vt_regs[g][t][2 * p:2 * p + 2], self.vt_addr[x], mods=(f"offset:{off}",),
                                     comment=f"V^T chunk {g} tile {t}" if p == 0 else "")

    def _shared_block(self, masked: bool, where: str) -> None:
        """One key block s: its barrier and DMA share, QK^T, softmax, rescale and PV; with
        pv_lag the PV is the previous block's (P and V of block s - 1), issued before QK^T so
        that the matrix phase of the ping-pong holds both products (O is then rescaled by the
        alpha of block s after PV of s - 1, the order of the reference)."""
        kb, op, s_bs = self.kb, self.op, self.s_bs
        if not self.pv_lag:
            with kb.phase("load"):
                self._block_sync(s_bs)
        s_tiles = self._matrix_pipelined() if self.pv_lag else self._qk_shared()
        if self.softcap:  # before the mask: a masked -inf must stay -inf
            self._softcap_scores(s_tiles)
        if masked:
            with kb.phase("softmax"):
                self._mask_scores(s_tiles, s_bs)
        alpha = self._softmax(s_tiles, masked=masked)
        if self.page:  # the pages of the next iteration's DMA block
            with kb.phase("softmax"):
                ahead = (self.load_depth + self.lag if self.load_depth else 0) + 1
                s_nb = self.s("page_next_block")
                op.s_add_u32(s_nb, s_bs, Imm(ahead * self.bk))
                self._next_page_lookups(s_nb)
        self._rescale(alpha, where)
        if not self.pv_lag:
            self._pv_block(self.s_rd_buf)
        with kb.phase("addr"):
            if self.pv_lag:
                op.s_mov_b32(self.s_pv_buf, self.s_rd_buf, comment="V of this block: PV in the next iteration")
            if self.lds_buffers > 1:
                self._advance_read_buffer()
            op.s_add_u32(s_bs, s_bs, Imm(self.bk))

    def _advance_read_buffer(self) -> None:
        """The next read buffer; K addresses kept in place (_k_addresses) move by as much."""
        op = self.op
        if self.nqk <= 2:
            self._next_buffer(self.s_rd_buf)
            return
        s_step = self.s("lds_read_step")
        op.s_mov_b32(s_step, self.s_rd_buf)
        self._next_buffer(self.s_rd_buf)
        op.s_sub_u32(s_step, self.s_rd_buf, s_step, comment="read buffer step (mod 2^32)")
        for lanes in self.k_lane_addr:
            self._move_addresses(lanes, lanes, s_step, "K read addresses: next buffer")

    def _pv_pipelined(self, s_buf, hooks: dict | None = None) -> None:
        """PV (no row sum) of the block in buffer s_buf, each O^T tile's V^T read one MFMA
        ahead into its own AGPRs. hooks[k] (lists of callables) run before the k-th MFMA and
        the read ahead of it (hooks[0] after the first tile's read); those past the last MFMA
        run before it."""
        kb, hooks = self.kb, dict(hooks or {})
        self.vt_regs = [[kb.areg(self.vt_dwords, f"vt{g}_{t}") for t in range(self.nt)] for g in range(self.nchunk)]
        tiles = [(g, t) for g in range(self.nchunk) for t in range(self.nt)]
        for k in sorted(hooks):
            if k >= len(tiles):
                hooks.setdefault(len(tiles) - 1, []).extend(hooks.pop(k))
        with kb.phase("pv"):
            self.vt_addr = self._read_addresses(self.vt_lane_addr, "vt_rd", s_buf)
            self._vt_reads(tiles[0][0], tiles[0][1:])
        for k, (g, t) in enumerate(tiles):
            for hook in hooks.get(k, ()):
                with kb.phase("load"):
                    hook()
            if k + 1 < len(tiles):
                with kb.phase("pv"):
                    self._vt_reads(tiles[k + 1][0], tiles[k + 1][1:])
            with kb.phase("pv"):
                self._pv_lds(g, (t,), rowsum=False)

    def _pv_block(self, s_buf) -> None:
        """V^T of the block in buffer s_buf from LDS, and the PV MFMAs with the P registers."""
        kb = self.kb
        self.vt_regs = [[kb.areg(self.vt_dwords, f"vt{g}_{t}") for t in range(self.nt)] for g in range(self.nchunk)]
        # V^T reads are PV's operand loads: tagged pv so that a phase schedule keeps them
        # with the PV MFMAs (hoisted, their 32 registers would be live beside S)
        with kb.phase("pv"):
            self.vt_addr = self._read_addresses(self.vt_lane_addr, "vt_rd", s_buf)
            for g in range(self.nchunk):
                self._vt_reads(g)
        with kb.phase("pv"):
            for g in range(self.nchunk):
                self._pv_lds(g)

    def _shared_loops(self) -> None:
        """Prologue DMA (blocks 0 .. D-1), full blocks, masked blocks; then every DMA waited
        for. Both loops run the same number of iterations in every wave of the workgroup
        (the limits are the workgroup's), so the barriers pair up."""
        kb, op, s_bs = self.kb, self.op, self.s_bs
        for ahead in range(self.load_depth + self.lag):
            with kb.phase("load"):
                s_pf = self.s("dma_prologue_block")
                if self.window:  # the walk starts at the window's first block
                    op.s_add_u32(s_pf, s_bs, Imm(ahead * self.bk))
                else:
                    op.s_mov_b32(s_pf, Imm(ahead * self.bk))
                self._dma_share(s_pf)
                if self.page:  # the next block's pages (the loop's first DMA after the last)
                    s_nb = self.s("page_next_block")
                    op.s_add_u32(s_nb, s_pf, Imm(self.bk))
                    self._next_page_lookups(s_nb)
        if self.lag:
            # the late half reaches this barrier after its extra one at entry, i.e. paired with
            # the early half's first block barrier, after which block 0 is read: its share of
            # block 0 must have landed (block 1 is covered by its own first block wait, which
            # pairs with the early half's second)
            with kb.phase("load"):
                op.s_waitcnt(WaitCount(vmcnt=(self.load_depth + self.lag - 1) * self._dma_per_block()),
                             comment="this wave's share of block 0 in LDS")
                op.s_barrier(comment="late half: first blocks' shares landed before the early half reads them")
        if self.window:
            self._window_loops()
        else:
            self._block_loops()
        kb.label("kv_done")
        self._pv_tail()

    def _counted_loop(self, label: str, masked: bool, s_end, unsigned: bool = False) -> None:
        """Blocks from s_bs (below s_end on entry) up to s_end: one body, a counted back edge."""
        self.kb.label(label)
        self._shared_block(masked=masked, where=label.removesuffix("_loop").replace("block", "full"))
        (self.op.s_cmp_lt_u32 if unsigned else self.op.s_cmp_lt_i32)(self.s_bs, s_end)
        self.op.s_cbranch_scc1(LabelRef(label))

    def _skip_unless_below(self, s_end, label: str) -> None:
        self.op.s_cmp_ge_i32(self.s_bs, s_end)
        self.op.s_cbranch_scc1(LabelRef(label))

    def _block_loops(self) -> None:
        """Full blocks [0, full_end), then masked blocks up to kv_len."""
        op = self.op
        op.s_cmp_gt_i32(self.s_full_end, Imm(0))
        op.s_cbranch_scc0(LabelRef("tail_check"))
        self._counted_loop("block_loop", False, self.s_full_end, unsigned=True)
        self.kb.label("tail_check")
        self._skip_unless_below(self.s_diag, "kv_done")
        self._counted_loop("tail_loop", True, self.s_diag)

    def _window_loops(self) -> None:
        """window: blocks from the window's first one to kv_len in three loops, as the dense
        kernel's two (each a counted loop the cycle model follows): masked edge blocks up to
        head_end = min(full_begin, kv_len) (all of them when no block is full), full blocks
        up to full_end, masked edge blocks up to kv_len. Blocks outside every row's window
        are never walked."""
        kb, op = self.kb, self.op
        s_head_end = self.s("head_end")
        op.s_min_i32(s_head_end, self.s_full_begin, self.s_diag)
        op.s_cmp_lt_i32(self.s_full_begin, self.s_full_end)
        op.s_cselect_b32(s_head_end, s_head_end, self.s_diag, comment="no full block: every block is an edge")
        self._skip_unless_below(s_head_end, "full_check")
        self._counted_loop("head_loop", True, s_head_end)
        kb.label("full_check")
        self._skip_unless_below(self.s_full_end, "tail_check")
        self._counted_loop("block_loop", False, self.s_full_end)
        kb.label("tail_check")
        self._skip_unless_below(self.s_diag, "kv_done")
        self._counted_loop("tail_loop", True, self.s_diag)

    def _pv_tail(self) -> None:
        kb, op = self.kb, self.op
        if self.pv_lag:  # the last block's PV (block -1's when none was walked)
            self._pv_pipelined(self.s_pv_buf)
            if self.mfma_rowsum:
                with kb.phase("rowsum"):
                    for g in range(self.nchunk):
                        self._rowsum_mfma(g, defer=True)  # mfma16: L += in the epilogue
        op.s_waitcnt(WaitCount(vmcnt=0), comment="DMA of blocks past the last one: land before the end")
