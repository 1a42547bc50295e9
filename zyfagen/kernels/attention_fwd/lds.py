"""V^T strategy `lds`: V blocks go to LDS by DMA (global_load_lds_dwordx4) and
ds_read_b64_tr_b8 reads V^T; K and V^T live in AGPRs; the full-block loop is software-pipelined
over three stages and loads K and V as many blocks ahead as the schedule's load_depth (0 to 2)."""
from __future__ import annotations

from ...ir import Imm, LabelRef, Special, WaitCount
from .layout import DMA_BYTES, MFMA_K, TILE, lds_buffers


class LdsTranspose:
    """Mixin over BuilderCore: LDS buffers, the pipelined full-block loop and the masked tail
    of v_transpose lds, and the O^T layout it leaves."""

    # Q^T and K fragments and the MFMA row sum live in AGPRs (the VGPRs hold S, P and O)
    OPERANDS_IN_AGPRS = True

    def _key_blocks(self) -> None:
        self._setup_lds(self.lane, self.half)
        self._full_blocks_lds(self.s_full_end)
        self._tail_blocks_lds(self.s_diag)

    # ---- O^T layout of this strategy: tile T, element 4i+jj of lane t is
    #      O[t % 32, 32T + 8i + 4(t/32) + jj], four contiguous outputs per (T, i)
    def _o_half_columns(self) -> int:
        return 4

    def _store_o(self, fac, obase, esz: int) -> None:
        op, o_acc, nt, s_ob = self.op, self.o_acc, self.nt, self.s_ob
        for t in range(nt):
            for i in range(4):
                vals = self.v("o_vals", 4)
                for jj in range(4):
                    op.v_accvgpr_read_b32(vals[jj], o_acc[t][4 * i + jj])
                    op.v_mul_f32(vals[jj], fac, vals[jj])
                if esz == 2:
                    words = self.v("o_packed", 2)
                    cvt = op.v_cvt_pk_f16_f32 if self.spec["output"] == "fp16" else op.v_cvt_pk_bf16_f32
                    for k in range(2):
                        cvt(words[k], vals[2 * k], vals[2 * k + 1])
                    op.global_store_dwordx2(obase, words, s_ob, mods=(f"offset:{(TILE * t + 8 * i) * esz}",))
                else:
                    op.global_store_dwordx4(obase, vals, s_ob, mods=(f"offset:{(TILE * t + 8 * i) * esz}",))

    def _setup_lds(self, lane, half) -> None:
        """LDS layout: per wave two buffers of one V block each, [key][d_v] bytes. Lane
        addresses for the DMA loads (global_load_lds_dwordx4: 16 bytes per lane, lanes in
        order) and for ds_read_b64_tr_b8 (see _vt_reads)."""
        kb, op = self.kb, self.op
        bk, dv = self.bk, self.dv
        buf = bk * dv  # a power of two: the buffer bit toggles with one xor
        self.lds_buffers = lds_buffers(self.load_depth)
        kb.lds_bytes = self.nw * self.lds_buffers * buf
        tid = kb.workitem_id
        s_base = self.s("lds_wave_base")
        if self.s_lds_wave is not None:  # 32 x wave index
            op.s_mul_i32(s_base, self.s_lds_wave, Imm(self.lds_buffers * buf // TILE))
        else:
            op.s_mov_b32(s_base, Imm(0))
        # ds_read_b64_tr_b8: lane L (i = L % 16 of its group of 16) reads the 8 bytes
        # V[key(L), 32T + 16 ((L / 16) % 2) + 8 (i % 2) ..], key(L) = 8 ((i / 2) / 4) + 4h + (i / 2) % 4
        # plus the piece's key offset; the group's lanes then hold 8 keys of 16 consecutive d_v rows
        t1, t2 = self.v("tr_tmp1"), self.v("tr_tmp2")
        op.v_bfe_u32(t1, tid, Imm(3), Imm(1))
        op.v_lshlrev_b32(t1, Imm(3), t1)
        op.v_bfe_u32(t2, tid, Imm(1), Imm(2))
        op.v_add_u32(t1, t2, t1)
        op.v_lshl_add_u32(t1, half, Imm(2), t1, comment="key row of this lane in its 8-key piece")
        op.v_mul_u32_u24(t1, Imm(dv), t1)
        op.v_bfe_u32(t2, tid, Imm(4), Imm(1))
        op.v_lshl_add_u32(t1, t2, Imm(4), t1)
        op.v_and_b32(t2, Imm(1), tid)
        op.v_lshl_add_u32(t1, t2, Imm(3), t1)
        self.v_tr = self.v("vt_lds_addr")
        op.v_add_u32(self.v_tr, s_base, t1, comment="ds_read_b64_tr_b8 address, read buffer")
        self.s_rd_buf = self.s("lds_read_buf")
        op.s_mov_b32(self.s_rd_buf, s_base)
        self.s_dma_buf = self.s("lds_dma_buf")
        op.s_mov_b32(self.s_dma_buf, s_base)
        self.s_buf_bit = self.s_const("lds_buf_bit", buf) if self.lds_buffers == 2 else None
        if self.lds_buffers > 2:  # buffers rotate: base, base + buf, ..., back to base
            self.v_tr_lane, self.s_lds_base, self.lds_buf = t1, s_base, buf
            self.s_lds_end = self.s("lds_wave_end")
            op.s_add_u32(self.s_lds_end, s_base, Imm(self.lds_buffers * buf))
        # DMA: lane L loads the 16 bytes V[row0 + L / segs, 16 (L % segs) ..] (segs = d_v / 16)
        segs = dv // 16
        lane64 = self.v("lane64")
        op.v_and_b32(lane64, Imm(63), tid)
        row = self.v("dma_row")
        op.v_lshrrev_b32(row, Imm(segs.bit_length() - 1), lane64)
        col = self.v("dma_col")
        op.v_and_b32(col, Imm(segs - 1), lane64)
        op.v_lshlrev_b32(col, Imm(4), col)
        self.v_dma = self.v("v_dma_off")
        op.v_mul_lo_u32(self.v_dma, row, self.vss)
        op.v_add_u32(self.v_dma, col, self.v_dma)
        self.v_dma_max = self.v("v_dma_max")
        op.v_add_u32(self.v_dma_max, self.s_vlast, col, comment="last key row: masked blocks clamp to it")
        self.dma_rows = DMA_BYTES // dv
        self.s_dma_step = self.s("v_dma_step")
        op.s_mul_i32(self.s_dma_step, self.vss, Imm(self.dma_rows))
        # persistent registers of the pipelined loop
        nt, ntile = self.nt, self.ntile
        # K of a block in flight while another is read needs its own set (load_depth 2: two,
        # used by alternate iterations of a loop unrolled twice)
        self.k_sets = [[[kb.areg(8, f"k{t}_{ch}" + (f"_set{k}" if k else "")) for ch in range(self.nqk)]
                        for t in range(ntile)] for k in range(max(1, self.load_depth))]
        self.vt_regs = [[kb.areg(8, f"vt{g}_{t}") for t in range(nt)] for g in range(self.nchunk)]
        self.s_regs = [self.v(f"s{t}", 16) for t in range(ntile)]
        self.bias_regs = [self.v(f"bias{g}", 2) for g in range(self.nchunk)]
        self.alpha_reg = self.v("alpha_carried")
        # rowsum valu_fp32: the fp32 pair sums of chunk 0, made with P chunk 0 one iteration
        # before the other chunks
        self.carried_pair = self.v("rowsum_pair0", 2) if self.fp32_rowsum else None

    def _next_buffer(self, s_buf) -> None:
        op = self.op
        op.s_add_u32(s_buf, s_buf, Imm(self.lds_buf))
        op.s_cmp_lt_u32(s_buf, self.s_lds_end)
        op.s_cselect_b32(s_buf, s_buf, self.s_lds_base, comment="next LDS buffer, wrapping")

    def _toggle_read_buffer(self) -> None:
        if self.lds_buffers == 1:
            return
        op = self.op
        if self.lds_buffers > 2:
            self._next_buffer(self.s_rd_buf)
            op.v_add_u32(self.v_tr, self.s_rd_buf, self.v_tr_lane)
            return
        op.v_xor_b32(self.v_tr, self.s_buf_bit, self.v_tr)
        op.s_xor_b32(self.s_rd_buf, self.s_rd_buf, self.s_buf_bit)

    def _toggle_dma_buffer(self) -> None:
        if self.lds_buffers == 2:
            self.op.s_xor_b32(self.s_dma_buf, self.s_dma_buf, self.s_buf_bit)
        elif self.lds_buffers > 2:
            self._next_buffer(self.s_dma_buf)

    def _v_dma(self, s_block, s_lds_buf, masked: bool) -> None:
        """V[s_block .. + block_k) into the LDS buffer at s_lds_buf, row-major [key][d_v];
        masked blocks clamp key rows to the last one (their P is 0)."""
        op = self.op
        m0 = Special("m0")
        op.s_mov_b32(m0, s_lds_buf)
        nload = self.bk * self.dv // DMA_BYTES
        base = None
        if not masked:
            s_off = self.s("v_dma_block_off")
            op.s_mul_i32(s_off, s_block, self.vss)
            base = self.s("v_dma_base", 2)
            op.s_add_u32(base[0], self.s_vbase[0], s_off, comment="full block: rows in range, no clamp")
            op.s_addc_u32(base[1], self.s_vbase[1], Imm(0))
        for n in range(nload):
            if n:
                op.s_add_u32(m0, m0, Imm(DMA_BYTES), comment="" if n > 1 else "next 1 KiB of LDS")
            if masked:
                s_key = self.s("v_dma_key")
                op.s_add_u32(s_key, s_block, Imm(n * self.dma_rows))
                op.s_mul_i32(s_key, s_key, self.vss)
                addr = self.v("v_dma_addr")
                op.v_add_u32(addr, s_key, self.v_dma)
                op.v_min_u32(addr, self.v_dma_max, addr)
                op.global_load_lds_dwordx4(addr, self.s_vbase)
            else:
                if n:
                    op.s_add_u32(base[0], base[0], self.s_dma_step)
                    op.s_addc_u32(base[1], base[1], Imm(0))
                op.global_load_lds_dwordx4(self.v_dma, base, comment="V rows to LDS" if n == 0 else "")

    def _vt_reads(self, g: int) -> None:
        """V^T of chunk g for every d_v tile: piece p (bytes 8p..8p+7 of the A operand) holds the
        keys of P slots 8p..8p+7 (docs/attention.md, register layout)."""
        op = self.op
        dv = self.dv
        for t in range(self.nt):
            for p in range(4):
                off = (MFMA_K * g + TILE * (p // 2) + 16 * (p % 2)) * dv + TILE * t
                op.ds_read_b64_tr_b8(self.vt_regs[g][t][2 * p:2 * p + 2], self.v_tr, mods=(f"offset:{off}",),
                                     comment=f"V^T chunk {g} tile {t}" if p == 0 else "")

    def _pv_lds(self, g: int, tiles=None, rowsum: bool = True) -> None:
        """PV of chunk g into O^T tiles `tiles` (default all), then its MFMA row sum."""
        p, scale = self.p_regs[g], self.scale_regs[g]
        for t in range(self.nt) if tiles is None else tiles:
            self._pv_mfma(self.o_acc[t], self.vt_regs[g][t], p, scale, self.v_scale_one,
                          f"O^T tile {t} += V^T P^T, chunk {g}")
        if self.mfma_rowsum and rowsum:
            with self.kb.phase("rowsum"):
                self._rowsum_mfma(g)

    def _rowsum_mfma(self, g: int, defer: bool = False) -> None:
        self._rowsum_chunk(g, defer)

    def _rescale_lds(self, alpha) -> None:
        """O = O alpha (VGPRs, v_pk_mul_f32) and the MFMA row sum. No lazy skip here: with
        lazy rescaling alpha is exactly 1 when the reference stayed, so O alpha == O."""
        self._add_rowsums()
        self._rescale_o_vgprs(alpha)

    def _first_chunk_lds(self) -> None:
        self._p_bytes(0, self.s_regs, self.bias_regs[0], None, pair_reg=self.carried_pair)

    def _late_chunks_lds(self) -> None:
        """P of chunks 1.. of the block in the S registers (chunk 0 was made with its
        statistics), then, for a VALU row sum, L = L alpha + block sum (all chunks now exist)."""
        kb = self.kb
        pairs = [self.carried_pair]
        with kb.phase("softmax"):
            for g in range(1, self.nchunk):
                pairs.append(self._p_bytes(g, self.s_regs, self.bias_regs[g], None))
        self._block_rowsum(pairs, self.alpha_reg)

    def _stats_lds(self) -> None:
        """Steps 1-3 for the block in the S registers: chunk maxima, reference, alpha (kept
        for the next iteration's rescale), shifts and P biases (kept for P of later chunks)."""
        chunk_max = self._chunk_maxes_by_tile(self.s_regs)
        self._reference_and_alpha(chunk_max, self.alpha_reg)
        for g in range(self.nchunk):
            self._shift_and_bias(g, chunk_max[g], self.bias_regs[g])

    def _full_blocks_lds(self, s_full_end) -> None:
        """Full blocks, software-pipelined over three stages. Iteration j (block j at s_bs):
        P of block j for chunks 1.. (chunk 0 was made last iteration); O *= alpha(j); V^T(j)
        from LDS; QK^T(j+1); PV(j); softmax statistics and P chunk 0 of block j+1. The loads
        follow the schedule's load_depth D (one LDS buffer of V per block in flight, plus one):
        - 0: V(j) and K(j+1) at the top of iteration j, waited for after the VALU work that
          does not need them (P of the later chunks, the rescale);
        - D >= 1: at the top of iteration j wait for V(j) and K(j+1) (the loads of the D-1
          iterations before stay in flight), DMA V(j+D) into its LDS buffer; after QK^T(j+1)
          has read its K registers, load K(j+1+D) into them. D = 2 keeps two K register sets
          (K(j+2) is in flight while K(j+1) is read), used by alternate iterations: the loop
          is unrolled twice. Loads past the last full block reload the last one (unused).
        Each loop body is one basic block, ordered by the scheduling stage."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        depth = self.load_depth
        nsets = len(self.k_sets)
        op.s_cmp_gt_i32(s_full_end, Imm(0))
        op.s_cbranch_scc0(LabelRef("tail_check"))
        kb.label("first_block")
        s_last = self.s("last_full_block")
        op.s_sub_u32(s_last, s_full_end, Imm(bk))
        with kb.phase("load"):
            self._k_loads(s_bs)
            if depth:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
                self._toggle_dma_buffer()
            if depth > 1:
                # every load of V(0) issues before the later prologue loads, so the loop's
                # first vmcnt (which leaves one iteration's loads in flight) covers it
                op.s_nop(Imm(0), comment="order: V(0) before the prefetches")
        with kb.phase("qk"):
            self._qk_mfmas()
        for ahead in range(1, depth + 1):
            with kb.phase("load"):
                s_pf = self.s("k_prefetch_block")
                op.s_add_u32(s_pf, s_bs, Imm(ahead * bk))
                op.s_min_u32(s_pf, s_pf, s_last, comment="past the last full block: reload it (unused)")
                self._k_loads(s_pf, ahead % nsets)
                if ahead < depth:
                    self._v_dma(s_pf, self.s_dma_buf, masked=False)
                    self._toggle_dma_buffer()
        with kb.phase("softmax"):
            self._stats_lds()
            self._first_chunk_lds()
        s_next = self.s("next_block_start")
        with kb.phase("addr"):
            op.s_add_u32(s_next, s_bs, Imm(bk))
            op.s_cmp_ge_u32(s_next, s_full_end)
        op.s_cbranch_scc1(LabelRef("drain"))

        kb.label("block_loop")
        if nsets == 1:
            self._loop_body(0, s_full_end, s_last, s_next)
            op.s_cbranch_scc1(LabelRef("block_loop"))
        else:  # iteration j reads and reloads K set (j + 1) % 2
            self._loop_body(1, s_full_end, s_last, s_next)
            op.s_cbranch_scc0(LabelRef("drain"))
            kb.label("block_loop_odd")
            self._loop_body(0, s_full_end, s_last, s_next)
            op.s_cbranch_scc1(LabelRef("block_loop"))

        kb.label("drain")
        with kb.phase("load"):
            if depth:  # V(last) was issued an iteration or more ago
                op.s_waitcnt(WaitCount(vmcnt=0), comment="V of the last full block in LDS")
            else:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
        self._late_chunks_lds()
        with kb.phase("rescale"):
            self._rescale_lds(self.alpha_reg)
        self._pv_from_lds(None if depth else "V of the last full block in LDS")
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))

    def _pv_from_lds(self, wait_for_v: str | None) -> None:
        """V^T read from LDS (after s_waitcnt vmcnt(0) when `wait_for_v` says why), then PV."""
        kb, op = self.kb, self.op
        with kb.phase("load"):
            if wait_for_v:
                op.s_waitcnt(WaitCount(vmcnt=0), comment=wait_for_v)
            for g in range(self.nchunk):
                self._vt_reads(g)
        with kb.phase("pv"):
            for g in range(self.nchunk):
                self._pv_lds(g)

    def _loop_body(self, kset: int, s_full_end, s_last, s_next) -> None:
        """One iteration of the full-block loop (see _full_blocks_lds), up to its loop test."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        depth = self.load_depth
        nchunk = self.nchunk
        with kb.phase("load"):
            s_nb = self.s("qk_block_start")
            op.s_add_u32(s_nb, s_bs, Imm(bk))
            if depth:
                # vm events per iteration: the V DMA and the K loads; vmcnt counts them in order
                in_flight = (depth - 1) * (bk * self.dv // DMA_BYTES + 2 * (self.ntile) * self.nqk)
                op.s_waitcnt(WaitCount(vmcnt=in_flight), comment="V(j) in LDS, K(j+1) in registers")
                s_vb = s_nb
                if depth > 1:
                    s_vb = self.s("v_prefetch_block")
                    op.s_add_u32(s_vb, s_bs, Imm(depth * bk))
                    op.s_min_u32(s_vb, s_vb, s_last, comment="past the last full block: reload it (unused)")
                self._v_dma(s_vb, self.s_dma_buf, masked=False)
                self._toggle_dma_buffer()
            else:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
                self._k_loads(s_nb)
        self._late_chunks_lds()
        with kb.phase("rescale"):
            self._rescale_lds(self.alpha_reg)
        with kb.phase("load"):
            if not depth:
                op.s_waitcnt(WaitCount(vmcnt=0), comment="V(j) in LDS, K(j+1) in registers")
            for g in range(nchunk):
                self._vt_reads(g)
            self._toggle_read_buffer()
        with kb.phase("qk"):
            self._qk_mfmas(kset)
        if depth:
            with kb.phase("load"):
                s_pf = self.s("k_prefetch_block")
                op.s_add_u32(s_pf, s_nb, Imm(depth * bk))
                op.s_min_u32(s_pf, s_pf, s_last, comment="past the last full block: reload it (unused)")
                self._k_loads(s_pf, kset)
        with kb.phase("pv"):
            for g in range(nchunk):
                self._pv_lds(g)
        with kb.phase("softmax"):
            self._stats_lds()
            self._first_chunk_lds()
        with kb.phase("addr"):
            op.s_mov_b32(s_bs, s_nb)
            op.s_add_u32(s_next, s_nb, Imm(bk))
            op.s_cmp_lt_u32(s_next, s_full_end)

    def _tail_blocks_lds(self, s_diag) -> None:
        """Masked blocks (ragged end, causal diagonal), not pipelined; V through the LDS
        buffer the read address points at (its last reader, the drain's PV, has finished)."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        kb.label("tail_check")
        op.s_cmp_ge_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("epilogue"))
        kb.label("tail_loop")
        with kb.phase("load"):
            self._v_dma(s_bs, self.s_rd_buf, masked=True)
        s_tiles = self._qk(s_bs, masked=True)
        alpha = self._softmax(s_tiles, masked=True)
        self._rescale(alpha, "tail")
        self._pv_from_lds("V of this block in LDS")
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))
            op.s_cmp_lt_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("tail_loop"))
