"""V^T strategy `perm`: each lane loads 4 bytes of V per key and v_perm_b32 transposes 4x4
bytes into the A operand of O^T += V^T P^T. Full key blocks are software-pipelined (QK^T of
block i+1 with PV of block i), masked blocks follow one at a time."""
from __future__ import annotations

from ...ir import Imm, LabelRef
from .layout import MFMA_K, TILE


class PermTranspose:
    """Mixin over BuilderCore: the key-block walk and PV of v_transpose perm, and the O^T
    layout it leaves."""

    OPERANDS_IN_AGPRS = False  # Q^T and K fragments in VGPRs

    def _key_blocks(self) -> None:
        self._full_and_tail_blocks(self.s_full_end, self.s_diag)

    # ---- O^T layout of this strategy: lane r + 32h owns d_v rows W r + T (W = d_v / 32), so
    #      element 4i+jj of the nt tiles are nt contiguous outputs at column W (8i + 4h + jj)
    def _o_half_columns(self) -> int:
        return 4 * self.w

    def _store_o(self, fac, obase, esz: int) -> None:
        op, o_acc, nt, w, s_ob = self.op, self.o_acc, self.nt, self.w, self.s_ob
        for i in range(4):
            for jj in range(4):
                e = 4 * i + jj
                vals = self.v("o_vals", nt)
                for t in range(nt):
                    op.v_accvgpr_read_b32(vals[t], o_acc[t][e])
                    op.v_mul_f32(vals[t], fac, vals[t])
                if esz == 2:
                    words = self.v("o_packed", nt // 2)
                    for k in range(nt // 2):
                        op.v_cvt_pk_bf16_f32(words[k], vals[2 * k], vals[2 * k + 1])
                else:
                    words = vals
                offset = w * (8 * i + jj) * esz
                k = 0
                while k < words.width:
                    n = 4 if words.width - k >= 4 else (2 if words.width - k >= 2 else 1)
                    store = {1: op.global_store_dword, 2: op.global_store_dwordx2, 4: op.global_store_dwordx4}[n]
                    store(obase, words[k:k + n], s_ob, mods=(f"offset:{offset + 4 * k}",))
                    k += n

    def _full_and_tail_blocks(self, s_full_end, s_diag) -> None:
        """v_transpose perm: full blocks software-pipelined, then the masked tail."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        s_next = self.s("next_block_start")
        op.s_cmp_gt_i32(s_full_end, Imm(0))
        op.s_cbranch_scc0(LabelRef("tail_check"))
        # ================= full blocks, software-pipelined =================
        # iteration i: QK^T of block i+1 and PV of block i (matrix work), then the softmax and
        # P of block i+1 and the rescale of O (vector work); P is carried to the next iteration.
        kb.label("first_block")
        s_tiles = self._qk(s_bs, masked=False)
        alpha = self._softmax(s_tiles, masked=False)
        self._rescale(alpha, "first")
        with kb.phase("addr"):
            op.s_add_u32(s_next, s_bs, Imm(bk))
            op.s_cmp_ge_u32(s_next, s_full_end)
        op.s_cbranch_scc1(LabelRef("drain"))

        kb.label("block_loop")
        with kb.phase("load"):
            s_nb = self.s("qk_block_start")
            op.s_add_u32(s_nb, s_bs, Imm(bk))
        s_tiles = self._qk(s_nb, masked=False)
        self._pv(s_bs, masked=False)
        alpha = self._softmax(s_tiles, masked=False)
        self._rescale(alpha, "loop")
        with kb.phase("addr"):
            op.s_mov_b32(s_bs, s_nb)
            op.s_add_u32(s_next, s_nb, Imm(bk))
            op.s_cmp_lt_u32(s_next, s_full_end)
        op.s_cbranch_scc1(LabelRef("block_loop"))

        kb.label("drain")
        self._pv(s_bs, masked=False)
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))

        # ================= masked blocks (ragged end, causal diagonal), not pipelined ==========
        kb.label("tail_check")
        op.s_cmp_ge_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("epilogue"))
        kb.label("tail_loop")
        s_tiles = self._qk(s_bs, masked=True)
        alpha = self._softmax(s_tiles, masked=True)
        self._rescale(alpha, "tail")
        self._pv(s_bs, masked=True)
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))
            op.s_cmp_lt_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("tail_loop"))

    def _pv(self, s_bs, masked: bool) -> None:
        """O^T += V^T P^T for the block at key s_bs, per 64-key chunk, with V gathered and
        transposed per dv group; the MFMA row sum too."""
        kb, op = self.kb, self.op
        w, vss, perm_sel = self.w, self.vss, self.perm_sel
        with kb.phase("load"):
            s_vrow = self.s("v_block_off")
            op.s_mul_i32(s_vrow, s_bs, vss)
        for g in range(self.nchunk):
            p = self.p_regs[g]
            scale = self.scale_regs[g]
            for u in range(self.ngroups):
                tiles_here = list(range(4 * u, 4 * u + 4)) if w >= 4 else list(range(w))
                vt = {t: self.v(f"vt{t}", 8) for t in tiles_here}
                for m in range(8):
                    a, i = m // 4, m % 4
                    loaded = []
                    group_key = MFMA_K * g + TILE * a + 8 * i
                    if not masked:
                        with kb.phase("load"):
                            s_ko = self.s("v_key_off")
                            op.s_mul_i32(s_ko, vss, Imm(group_key))
                            op.s_add_u32(s_ko, s_ko, s_vrow)
                            base = self.s("v_group_base", 2)
                            op.s_add_u32(base[0], self.s_vbase[0], s_ko, comment="full block: rows in range, no clamp")
                            op.s_addc_u32(base[1], self.s_vbase[1], Imm(0))
                    for jj in range(4):
                        if masked:
                            with kb.phase("load"):
                                s_ko = self.s("v_key_off")
                                op.s_mul_i32(s_ko, vss, Imm(group_key + jj))
                                op.s_add_u32(s_ko, s_ko, s_vrow)
                                addr = self.v("v_addr")
                                op.v_add_u32(addr, s_ko, self.v_lane[u])
                                op.v_min_u32(addr, self.v_max[u], addr)
                            base = self.s_vbase
                        else:
                            addr = self.v_lane_jj[u][jj]
                        dword = self.v(f"v_in{jj}")
                        with kb.phase("load"):
                            if w == 2:
                                op.global_load_ushort(dword, addr, base)
                            else:
                                op.global_load_dword(dword, addr, base)
                        loaded.append(dword)
                    d0, d1, d2, d3 = loaded
                    with kb.phase("pv"):
                        a0, a1, a2, a3 = (self.v(f"vtr{k}") for k in range(4))
                        op.v_perm_b32(a0, d1, d0, perm_sel["even"])
                        op.v_perm_b32(a1, d1, d0, perm_sel["odd"])
                        op.v_perm_b32(a2, d3, d2, perm_sel["even"])
                        op.v_perm_b32(a3, d3, d2, perm_sel["odd"])
                        outs = [(a0, a2, "lo"), (a1, a3, "lo"), (a0, a2, "hi"), (a1, a3, "hi")]
                        for k, t in enumerate(tiles_here):
                            lo_src, hi_src, which = outs[k]
                            op.v_perm_b32(vt[t][m], hi_src, lo_src, perm_sel[which],
                                          comment=f"V^T tile {t}: keys of P slots {4 * m}..{4 * m + 3}" if m == 0 else "")
                with kb.phase("pv"):
                    for t in tiles_here:
                        self._pv_mfma(self.o_acc[t], vt[t], p, scale, self.v_scale_one,
                                      f"O^T tile {t} += V^T P^T, chunk {g}")
            if self.mfma_rowsum:
                with kb.phase("rowsum"):
                    self._rowsum_chunk(g)
