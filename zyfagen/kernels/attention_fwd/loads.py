"""The attention_fwd loads: Q^T fragments (once), K and V row addressing, the K tiles of a key
block and the QK^T MFMAs that consume them (S^T = K Q^T per 32-key tile)."""
from __future__ import annotations

from ...ir import Imm
from .layout import MFMA, MFMA_K, TILE


class Loads:
    """Mixin over BuilderCore: Q, K and V addressing and the K loads with QK^T."""

    def _q_row_offset(self):
        """(row min(q, seq_q-1), its byte offset + 16h): the Q^T fragments' lane address."""
        op = self.op
        qrow = self.v("q_row")
        op.v_min_u32(qrow, self.s_sqm1, self.qi, comment="clamp: rows past seq_q read the last row, never stored")
        qoff = self.v("q_off")
        op.v_mul_lo_u32(qoff, qrow, self.st["q"][1])
        op.v_lshl_add_u32(qoff, self.half, Imm(4), qoff)
        return qrow, qoff

    def _q_fragments(self) -> None:
        """Q^T fragments (B operand), loaded once: row min(q, seq_q-1), d bytes 16h.. and 32+16h.."""
        kb, op = self.kb, self.op
        _qrow, qoff = self._q_row_offset()
        q_frag = []
        for ch in range(self.nqk):
            f = (kb.areg if self.OPERANDS_IN_AGPRS else kb.vreg)(8, f"q_frag{ch}")
            op.global_load_dwordx4(f[0:4], qoff, self.s_qbase, mods=(f"offset:{MFMA_K * ch}",))
            op.global_load_dwordx4(f[4:8], qoff, self.s_qbase, mods=(f"offset:{MFMA_K * ch + 32}",))
            q_frag.append(f)
        self.q_frag = q_frag

    def _k_addressing(self) -> None:
        """K row addressing: row offset lane * stride + 16h; full blocks add an SGPR base per
        32-key tile, masked blocks clamp the byte offset to the last row."""
        op, half = self.op, self.half
        kss = self.st["k"][1]
        k_lane = self.v("k_lane_off")
        op.v_mul_lo_u32(k_lane, self.lane, kss)
        op.v_lshl_add_u32(k_lane, half, Imm(4), k_lane)
        k_max = self.v("k_max_off")
        s_tmp = self.s("k_last_off")
        op.s_mul_i32(s_tmp, self.s_skm1, kss)
        op.v_lshl_add_u32(k_max, half, Imm(4), s_tmp)
        self.kss, self.k_lane, self.k_max = kss, k_lane, k_max

    def _v_addressing(self) -> None:
        """V addressing: lane r + 32h reads V[key, W r + 4u ..] for keys 4h + ... (the perm
        strategy's per-lane offsets; the last-row offset serves both strategies)."""
        op, w = self.op, self.w
        vss = self.st["v"][1]
        ngroups = max(1, w // 4)
        v_lane, v_max = [], []
        s_vlast = self.s("v_last_off")
        op.s_mul_i32(s_vlast, self.s_skm1, vss)
        self.s_vlast = s_vlast
        h4 = self.v("half_x4")
        op.v_lshlrev_b32(h4, Imm(2), self.half)
        self.h4 = h4
        vrow = self.v("v_lane_row_off")
        op.v_mul_lo_u32(vrow, h4, vss)  # 4h keys down
        col = self.v("v_col")
        op.v_mul_u32_u24(col, Imm(w), self.lane)
        v_lane_jj = []  # full blocks: per dv group u and key jj, the lane's offset from the key-group base
        for u in range(ngroups):
            colu = col
            if u:
                colu = self.v(f"v_col{u}")
                op.v_add_u32(colu, Imm(4 * u), col)
            lb = self.v(f"v_lane_off{u}")
            op.v_add_u32(lb, colu, vrow)
            mx = self.v(f"v_max_off{u}")
            op.v_add_u32(mx, s_vlast, colu)
            v_lane.append(lb)
            v_max.append(mx)
            offs = [lb]
            for jj in range(1, 4):
                o = self.v(f"v_lane_off{u}_{jj}")
                op.v_add_u32(o, vss, offs[-1], comment="next key row")
                offs.append(o)
            v_lane_jj.append(offs)
        self.vss, self.ngroups, self.v_lane, self.v_max, self.v_lane_jj = vss, ngroups, v_lane, v_max, v_lane_jj

    def _k_tile_base(self, s_block, t: int):
        """SGPR base address of K rows s_block + 32t .. (a full block: rows in range, no clamp)."""
        op = self.op
        s_row = self.s(f"k_tile_row{t}")
        op.s_add_u32(s_row, s_block, Imm(TILE * t))
        s_rowoff = self.s(f"k_tile_off{t}")
        op.s_mul_i32(s_rowoff, s_row, self.kss)
        base = self.s(f"k_tile_base{t}", 2)
        op.s_add_u32(base[0], self.s_kbase[0], s_rowoff, comment="full block: rows in range, no clamp")
        op.s_addc_u32(base[1], self.s_kbase[1], Imm(0))
        return base

    def _k_loads(self, s_block, kset: int = 0) -> None:
        """K of the full block at key s_block into K register set `kset` (rows in range: SGPR bases)."""
        op = self.op
        for t in range(self.ntile):
            base = self._k_tile_base(s_block, t)
            for ch in range(self.nqk):
                f = self.k_sets[kset][t][ch]
                op.global_load_dwordx4(f[0:4], self.k_lane, base, mods=(f"offset:{MFMA_K * ch}",))
                op.global_load_dwordx4(f[4:8], self.k_lane, base, mods=(f"offset:{MFMA_K * ch + 32}",))

    def _qk_mfmas(self, kset: int = 0) -> None:
        for t in range(self.ntile):
            sc = self.s_regs[t]
            for ch in range(self.nqk):
                getattr(self.op, MFMA)(sc, self.k_sets[kset][t][ch], self.q_frag[ch], Imm(0) if ch == 0 else sc,
                                       comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}")

    def _qk(self, s_bs, masked: bool) -> list:
        """Load K of the block at key s_bs and compute S^T per 32-key tile (raw scores);
        masked blocks also set invisible scores to -inf."""
        kb, op = self.kb, self.op
        ntile = self.ntile
        s_tiles = []
        for t in range(ntile):
            frags = []
            if masked:
                with kb.phase("load"):
                    s_row = self.s(f"k_tile_row{t}")
                    op.s_add_u32(s_row, s_bs, Imm(TILE * t))
                    s_rowoff = self.s(f"k_tile_off{t}")
                    op.s_mul_i32(s_rowoff, s_row, self.kss)
                    koff = self.v(f"k_off{t}")
                    op.v_add_u32(koff, s_rowoff, self.k_lane)
                    op.v_min_u32(koff, self.k_max, koff, comment="clamp keys past seq_k to the last row")
                base = self.s_kbase
            else:
                with kb.phase("load"):
                    base = self._k_tile_base(s_bs, t)
                koff = self.k_lane
            with kb.phase("load"):
                for ch in range(self.nqk):
                    f = (kb.areg if self.OPERANDS_IN_AGPRS else kb.vreg)(8, f"k_frag{t}_{ch}")
                    op.global_load_dwordx4(f[0:4], koff, base, mods=(f"offset:{MFMA_K * ch}",))
                    op.global_load_dwordx4(f[4:8], koff, base, mods=(f"offset:{MFMA_K * ch + 32}",))
                    frags.append(f)
            sc = self.v(f"s_tile{t}", 16)
            with kb.phase("qk"):
                for ch in range(self.nqk):
                    getattr(op, MFMA)(sc, frags[ch], self.q_frag[ch], Imm(0) if ch == 0 else sc,
                                      comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}")
            s_tiles.append(sc)
        if masked:
            with kb.phase("softmax"):
                self._mask_scores(s_tiles, s_bs)
        return s_tiles

    def _mask_scores(self, s_tiles, s_bs) -> None:
        """Scores of keys a row cannot see (past seq_k, or past the causal diagonal) -> -inf."""
        op = self.op
        lim_b = self.v("key_limit_block")
        s_nbs = self.s("neg_block_start")
        op.s_sub_i32(s_nbs, Imm(0), s_bs)
        op.v_add_u32(lim_b, s_nbs, self.lim_h)
        low_b = None
        if getattr(self, "window", False):  # and keys before the window's start (lo(q))
            low_b = self.v("key_low_block")
            op.v_add_u32(low_b, s_nbs, self.low_h)
        for t in range(len(s_tiles)):
            for i in range(4):
                for jj in range(4):
                    e = 4 * i + jj
                    op.v_cmp_lt_i32(Imm(TILE * t + 8 * i + jj), lim_b)
                    op.v_cndmask_b32(s_tiles[t][e], self.v_neg_inf, s_tiles[t][e])
                    if low_b is not None:
                        op.v_cmp_ge_i32(Imm(TILE * t + 8 * i + jj), low_b)
                        op.v_cndmask_b32(s_tiles[t][e], self.v_neg_inf, s_tiles[t][e])
