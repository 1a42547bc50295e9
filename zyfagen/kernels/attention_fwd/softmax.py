"""The attention_fwd online softmax: row max per 64-key chunk (max chains and the lane-pair
swap), the reference max and alpha (eager or lazy rescaling), and the rescale of O and the MFMA
row sum (docs/attention.md steps 1, 2, 7)."""
from __future__ import annotations

from ...ir import Imm, LabelRef, Special


class Softmax:
    """Mixin over BuilderCore: softmax statistics and the rescale of the running state."""

    def _softmax(self, s_tiles, masked: bool):
        """Row max, reference max, alpha, per-chunk shifts and the P bytes (into the carried P
        registers); with the VALU row sum also L = L alpha + block sum. Returns alpha."""
        kb = self.kb
        with kb.phase("softmax"):
            chunk_max = self._chunk_maxes(s_tiles)
            alpha = self._reference_and_alpha(chunk_max, self.v("alpha"))
            fp32_pairs = []
            shared = None
            if self.scaled and self.shift_per_block:  # p_scale_keys 128: the block's shift, once
                block_max = self.v("block_max")
                self.max_of(block_max, list(chunk_max))
                shared = self.v("bias0", 2)
                shared_k = self._shift_and_bias(0, block_max, shared)
            for g in range(self.nchunk):
                if shared is not None:
                    bias, kshift = shared, shared_k
                else:
                    bias = self.v(f"bias{g}", 2)
                    kshift = self._shift_and_bias(g, chunk_max[g], bias)
                pair = self._p_bytes(g, s_tiles, bias, kshift)
                if pair is not None:
                    fp32_pairs.append(pair)
        self._block_rowsum(fp32_pairs, alpha)
        return alpha

    def max_of(self, dst, vals: list) -> None:
        """dst = maximum(vals) (at least two) by v_maximum3_f32, IEEE 754-2019 maximum: a NaN
        among vals gives NaN (docs/attention.md "NaN inputs"; v_max3_f32/v_max_f32 would drop
        it). Spec row_max: max3 takes two new values per instruction, max one (the running
        value repeated); same issue cost per instruction as v_max3_f32 (isa/gfx950.isa)."""
        op = self.op
        if self.max3 and len(vals) >= 3:
            op.v_maximum3_f32(dst, vals[0], vals[1], vals[2])
            rest = vals[3:]
            while len(rest) >= 2:
                op.v_maximum3_f32(dst, dst, rest[0], rest[1])
                rest = rest[2:]
        else:
            op.v_maximum3_f32(dst, vals[1], vals[0], vals[0])
            rest = vals[2:]
        for x in rest:
            op.v_maximum3_f32(dst, x, dst, dst)

    def _chunk_maxes(self, s_tiles) -> list:
        """Per 64-key chunk, the row max over the lane pair (a max chain, then the swap);
        row_max max3_by_tile: one chain per 32-key tile (_chunk_maxes_by_tile)."""
        if self.max_by_tile:
            return self._chunk_maxes_by_tile(s_tiles)
        chunk_max = []
        for g in range(self.nchunk):
            vals = [s_tiles[self.chunk_tiles * g + a][e] for a in range(self.chunk_tiles) for e in range(16)]
            mx = self.v(f"chunk_max{g}")
            self.max_of(mx, vals)
            x, y = self.pair_swap(mx, f"chunk_max{g}")
            self.max_of(mx, [mx, x, y])
            chunk_max.append(mx)
        return chunk_max

    def _chunk_maxes_by_tile(self, s_tiles) -> list:
        """Chunk maxima as in _chunk_maxes (max is exact, so the order does not matter), but
        one max chain per 32-key tile, so a tile's chain starts when its MFMA ends; no
        s_nop of our own (the hazard pass adds the permlane wait states where needed)."""
        op = self.op
        out = []
        for g in range(self.nchunk):
            parts = []
            for a in range(self.chunk_tiles):
                t = self.chunk_tiles * g + a
                vals = list(s_tiles[t][e] for e in range(16))
                m = self.v(f"tile_max{t}")
                self.max_of(m, vals)
                parts.append(m)
            if len(parts) > 1:
                mx = self.v(f"chunk_max{g}")
                self.max_of(mx, parts)
            else:  # a chunk of one tile (bf16 block_k 32): its tile's max
                mx = parts[0]
            x = self.v(f"chunk_max{g}_x")
            op.v_mov_b32(x, mx)
            op.v_permlane32_swap_b32(x, mx, comment="exchange with lane t^32 (same query row)")
            self.max_of(mx, [x, mx])
            out.append(mx)
        return out

    def _reference_and_alpha(self, chunk_max, alpha):
        """Steps 1-2 (or their lazy form) and 7: the new reference max and alpha (into `alpha`)."""
        op, c = self.op, self.c
        mu = self.mu
        if self.lazy:
            # lazy rescale: move the reference max only when the row max exceeds it by more
            # than the threshold (in log2 units); otherwise P may reach 2^threshold
            cand = self.v("row_max_cand")
            self.max_of(cand, [mu] + list(chunk_max))
            op.v_cmp_neq_f32(self.s_neg_inf, cand, comment="-inf != cand: NaN stays NaN")
            op.v_cndmask_b32(cand, Imm(0), cand, comment="0 while the row saw no key")
            grow = self.v("ref_growth")
            op.v_sub_f32(grow, cand, mu)
            op.v_mul_f32(grow, c, grow, comment="c (candidate - reference), log2 units")
            op.v_cmp_nge_f32(self.rescale_thr, grow, comment="grow > T, or NaN: a NaN row moves")
            self.s_need = self.s("rescale_lanes", 2)
            op.s_mov_b64(self.s_need, Special("vcc"), comment="lanes whose reference moves")
            mu_new = self.v("row_ref_new")
            op.v_cndmask_b32(mu_new, mu, cand, comment="new reference only past the threshold")
            op.v_sub_f32(alpha, mu, mu_new)
            op.v_mul_f32(alpha, c, alpha)
            op.v_exp_f32(alpha, alpha, comment="alpha = exp2(c (mu_old - mu_new)); 1 when kept")
            op.v_mov_b32(mu, mu_new)
        else:
            m_new = self.v("row_max_new")
            self.max_of(m_new, [self.m_run] + list(chunk_max))
            op.v_cmp_neq_f32(self.s_neg_inf, m_new, comment="-inf != m_new: NaN stays NaN")
            op.v_cndmask_b32(mu, Imm(0), m_new, comment="reference max: m_new, or 0 while the row saw no key")
            op.v_sub_f32(alpha, self.m_run, mu)
            op.v_mul_f32(alpha, c, alpha)
            op.v_exp_f32(alpha, alpha, comment="alpha = exp2(c (m_old - m_new))")
            op.v_mov_b32(self.m_run, m_new)
        return alpha

    def _rescale_o_vgprs(self, alpha) -> None:
        """O = O alpha with O in VGPRs (v_pk_mul_f32 by an alpha pair), and the MFMA row sum."""
        op = self.op
        ap = self.v("alpha_pair", 2)
        op.v_mov_b32(ap[0], alpha)
        op.v_mov_b32(ap[1], alpha)
        for t in range(self.nt):
            for e in range(0, 16, 2):
                op.v_pk_mul_f32(self.o_acc[t][e:e + 2], ap, self.o_acc[t][e:e + 2])
        if self.mfma_rowsum:
            self._rescale_rowsum(alpha)

    def _rescale(self, alpha, where: str) -> None:
        """O = O alpha (and the MFMA row sum). With lazy rescaling the whole wave skips it when
        no lane's reference moved (alpha == 1 exactly in every lane, a bitwise no-op)."""
        kb, op = self.kb, self.op
        with kb.phase("rescale"):
            self._add_rowsums()  # before the lazy skip: the sums of the block before this one
        if self.lazy:
            with kb.phase("rescale"):
                op.s_mov_b64(Special("vcc"), self.s_need)
                op.s_cbranch_vccz(LabelRef(f"{where}_rescale_done"), comment="no lane moved its reference")
            kb.label(f"{where}_rescale")
        with kb.phase("rescale"):
            if self.o_in_vgpr:
                self._rescale_o_vgprs(alpha)
            else:
                for t in range(self.nt):
                    for e in range(16):
                        tmp = self.v("o_rescale")
                        op.v_accvgpr_read_b32(tmp, self.o_acc[t][e])
                        op.v_mul_f32(tmp, alpha, tmp)
                        op.v_accvgpr_write_b32(self.o_acc[t][e], tmp)
                if self.mfma_rowsum:
                    self._rescale_rowsum(alpha)
        if self.lazy:
            kb.label(f"{where}_rescale_done")
