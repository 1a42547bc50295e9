"""P generation for attention_fwd: the per-chunk shift and P bias (block scale), the P bytes
(lean: one FMA and an integer conversion; exact: v_exp_f32 then FP8) and the VALU row sums
(docs/attention.md steps 3-6)."""
from __future__ import annotations

from ...ir import Imm
from .layout import F32_2M8_BITS, f32_bits


class _PairView:
    """Dwords e, e + 1 of a register tuple, indexable like a fresh pair (x, x[0], x[1])."""

    def __init__(self, tile, e: int) -> None:
        self.tile, self.e = tile, e

    def __getitem__(self, k: int):
        return self.tile[self.e + k]

    def operand(self):
        return self.tile[self.e:self.e + 2]


class PGeneration:
    """Mixin over BuilderCore: shifts, biases, P bytes and the VALU row sum."""

    def _shift_and_bias(self, g: int, chunk_max, bias):
        """Step 3 for chunk g (shift k_g and its E8M0 scale) and the P bias pair of step 4."""
        op, c, mu = self.op, self.c, self.mu
        kf = None
        if self.scaled:
            kf = self.v(f"shift{g}")
            op.v_sub_f32(kf, mu, chunk_max)
            op.v_mul_f32(kf, c, kf)
            op.v_floor_f32(kf, kf)
            op.v_min_f32(kf, Imm(f32_bits(56.0)), kf)
            op.v_add_f32(kf, Imm(f32_bits(8.0)), kf, comment="k = min(floor(c (mu - chunk max)), 56) + 8")
            sb = self.scale_regs[g]
            op.v_sub_f32(sb, Imm(f32_bits(127.0)), kf)
            op.v_cvt_u32_f32(sb, sb, comment="E8M0 scale 127 - k removes 2^k in the MFMA")
        if self.lean:
            b0 = self.v(f"bias_base{g}")
            if self.scaled:
                op.v_mul_f32(b0, Imm(f32_bits(8.0)), kf)
                op.v_add_f32(b0, self.s_56, b0, comment="56 + 8k (exact)")
            else:
                op.v_mov_b32(b0, self.s_56)
            op.v_fma_f32(bias[0], self.neg_slope, mu, b0, comment="B = 56 + 8k - 8c mu")
        else:
            op.v_fma_f32(bias[0], self.neg_slope, mu, kf if self.scaled else self.zero,
                         comment="B = k - c mu")
        if self.lean and self.fp32_rowsum:  # rowsum valu_fp32 beside lean bytes: exact P's bias
            # for the unrounded 2^(t + k) that the row sum adds (dword 0; op_sel_hi reads it twice)
            op.v_fma_f32(self.exp_bias[g][0], self.neg_c, mu, kf if self.scaled else self.zero,
                         comment="B32 = k - c mu (the fp32 row sum's exponent)")
        if self.fma_perm:  # (B, B / 256), picked by op_sel; exact: B is 0 or above 2^-41 in
            # magnitude, and an infinite B stays infinite (docs/attention.md "Lean P without the
            # conversion")
            op.v_mul_f32(bias[1], Imm(F32_2M8_BITS), bias[0], comment="B / 256")
        elif self.p_phase:  # (B, B / 8), picked by op_sel: exact, as B / 256 above
            op.v_mul_f32(bias[1], Imm(f32_bits(0.125)), bias[0], comment="B / 8")
        else:
            op.v_mov_b32(bias[1], bias[0])
        return kf

    def _p_bytes(self, g: int, s_tiles, bias, kshift, pair_reg=None):
        """Step 4 for chunk g: the P bytes into the carried P registers; for rowsum valu_fp32
        also the pair sums of the unrounded fp32 P (returned)."""
        op = self.op
        p = self.p_regs[g]
        pair = None
        if not self.lean:
            for k in range(8):
                op.v_mov_b32(p[k], self.zero)
        prev = None  # fma_perm: the rounded pair of slots n - 2, n - 1 (bytes 0, 1 of a P dword)
        # p_correction phase: one phase pair per chunk, reused by its 16 pairs (a fresh pair each
        # lets the scheduler hoist every fract: 32 more live VGPRs, past the 2-wave budget)
        self.phase_pair = self.v(f"p_phase{g}", 2) if self.p_phase else None
        for n in range(0, 32, 2):
            tile = s_tiles[2 * g + n // 16]
            e = n % 16
            if self.fp32_rowsum and self.lean:
                # before the bytes: with pv_lag their FMA overwrites the scores in place
                pair = self._lean_fp32_pair(g, n, tile[e:e + 2], pair, pair_reg)
            if self.fp32_rowsum and n == 0 and not self.lean:
                x = pair = pair_reg or self.v(f"rowsum_pair{g}", 2)  # P of slots 0, 1 start the pair sums
            elif getattr(self, "pv_lag", 0):
                # in place: the chunk max (this FMA's bias) has read every S of the chunk, so
                # the scores die here; a fresh pair per FMA would keep 32 more VGPRs live
                # beside the loop-carried P of the K/V-sharing loop with pv_lag
                x = _PairView(tile, e)
            else:
                x = self.v("p_arg", 2)
            xo = x.operand() if isinstance(x, _PairView) else x
            if self.fma_perm and not (self.fma_perm_half and n % 4):
                prev = self._p_bytes_fma_perm(p, n, xo, x, tile[e:e + 2], bias, prev)
                continue
            # fma_perm_half: bytes 2, 3 convert x = fma(S, 8c, B), dword 0 of slope and bias
            if self.p_phase and not (self.p_phase_half and n % 4):
                # x corrected by the phase of u = x / 8 (validate: cvt_pk_u8 only); phase_half:
                # the pairs of bytes 0, 1 of each P dword
                self._phase_correct(xo, x, tile[e:e + 2], bias, n)
            else:
                # dword 0 of slope and bias for both halves where dword 1 holds the fma_perm or
                # phase copy (fma_perm_half, phase_half)
                op.v_pk_fma_f32(xo, tile[e:e + 2], self.slope, bias,
                                mods=("op_sel_hi:[1,0,0]",) if self.fma_perm or self.p_phase else ())
            if self.fp32_rowsum and not self.lean:
                op.v_exp_f32(x[0], x[0])
                op.v_exp_f32(x[1], x[1])
                word = (n % 4) // 2
                op.v_cvt_pk_fp8_f32(p[n // 4], x[0], x[1], mods=(f"op_sel:[0,0,{word}]",) if word else ())
                if n:  # tagged softmax, beside the exponentials: moving the adds
                    # away (schedules put `rowsum` with the matrix work) would keep
                    # every fp32 P pair live until then
                    op.v_pk_add_f32(pair, pair, xo, comment="row sum of the unrounded fp32 P" if n == 2 else "")
            elif self.lean:
                for k in range(2):
                    slot = n + k
                    op.v_cvt_pk_u8_f32(p[slot // 4], x[k], Imm(slot % 4),
                                       Imm(0) if slot % 4 == 0 and not self.fma_perm_half else p[slot // 4],
                                       comment="P byte = u8(8c (s - mu) + 56 + 8k)" if slot == 0 else "")
            else:
                e0, e1 = self.v("p_exp0"), self.v("p_exp1")
                op.v_exp_f32(e0, x[0])
                op.v_exp_f32(e1, x[1])
                word = (n % 4) // 2
                op.v_cvt_pk_fp8_f32(p[n // 4], e0, e1, mods=(f"op_sel:[0,0,{word}]",) if word else ())
        return pair

    def _lean_fp32_pair(self, g: int, n: int, scores, pair, pair_reg):
        """rowsum valu_fp32 with lean P (issue 37): the unrounded 2^(t + k) of slots n, n + 1,
        as exact P computes it (fma(S, c, k - c mu), v_exp_f32), added to the chunk's pair sums
        (slots 0, 1 start them); the bytes stay lean P's. Returns the pair sums."""
        op = self.op
        e = (pair_reg or self.v(f"rowsum_pair{g}", 2)) if n == 0 else self.v("p_exp_pair", 2)
        op.v_pk_fma_f32(e, scores, self.c_pair, self.exp_bias[g], mods=("op_sel_hi:[1,0,0]",),
                        comment="t + k = c S + k - c mu (fp32 row sum)" if n == 0 else "")
        op.v_exp_f32(e[0], e[0])
        op.v_exp_f32(e[1], e[1])
        if n == 0:
            return e
        op.v_pk_add_f32(pair, pair, e, comment="row sum of the unrounded fp32 P" if n == 2 else "")
        return pair

    def _phase_correct(self, xo, x, scores, bias, n: int) -> None:
        """p_correction phase (docs/attention.md 'Lean P: the phase correction'): replaces the
        pair's x = fma(S, 8c, B) by fma(u, 8, phi^2 - phi), u = fma(S, c, B / 8) (dword 1 of the
        slope and bias pairs), phi = fract(u): the byte moves towards the e4m3fn value nearest
        to 2^t by up to 0.25 of a byte mid-octave."""
        op = self.op
        phi = self.phase_pair
        if self.p_phase_fit:
            # u into the phase pair, so x = fma(S, 8c, B) can still read the scores (with pv_lag
            # xo is the scores' own registers): no register beyond phase's
            op.v_pk_fma_f32(phi, scores, self.slope, bias, mods=("op_sel:[0,1,1]",),
                            comment="u = x / 8: dword 1 of slope and bias" if n == 0 else "")
            op.v_fract_f32(phi[0], phi[0], comment="phi = fract(u)" if n == 0 else "")
            op.v_fract_f32(phi[1], phi[1])
            op.v_pk_fma_f32(xo, scores, self.slope, bias, mods=("op_sel_hi:[1,0,0]",),
                            comment="x = fma(S, 8c, B): dword 0 of slope and bias" if n == 0 else "")
            op.v_pk_fma_f32(phi, phi, phi, phi, mods=("neg_lo:[0,0,1]", "neg_hi:[0,0,1]"),
                            comment="phi^2 - phi" if n == 0 else "")
            op.v_pk_fma_f32(xo, phi, self.s_eight, xo, comment="x + 2.75 (phi^2 - phi)" if n == 0 else "")
            return
        op.v_pk_fma_f32(xo, scores, self.slope, bias, mods=("op_sel:[0,1,1]",),
                        comment="u = x / 8: dword 1 of slope and bias" if n == 0 else "")
        op.v_fract_f32(phi[0], x[0], comment="phi = fract(u)" if n == 0 else "")
        op.v_fract_f32(phi[1], x[1])
        op.v_pk_fma_f32(phi, phi, phi, phi, mods=("neg_lo:[0,0,1]", "neg_hi:[0,0,1]"),
                        comment="phi^2 - phi" if n == 0 else "")
        op.v_pk_fma_f32(xo, xo, self.s_eight, phi, comment="x = 8u + phi^2 - phi" if n == 0 else "")

    def _p_bytes_fma_perm(self, p, n: int, xo, x, scores, bias, prev):
        """p_convert fma_perm for slots n, n + 1 (docs/attention.md step 4): y = clamp(x / 256)
        by the FMA's clamp (dword 1 of the slope and bias pairs carries the 2^-8), z = y + 2^15
        rounds 256 y to the integer u8(x) in byte 0 (x < 255.5), and each second pair packs a P
        dword: two v_perm_b32 ([z_n-2, z_n-1, 0, 0] and [0, 0, z_n, z_n+1]) and one v_or_b32
        (fma_perm_half: the first pair's v_perm_b32 only). Returns the pair to keep for the next
        call (None after a dword is complete)."""
        op = self.op
        op.v_pk_fma_f32(xo, scores, self.slope, bias, mods=("op_sel:[0,1,1]", "clamp"),
                        comment="y = clamp(x / 256): dword 1 of slope and bias" if n == 0 else "")
        op.v_pk_add_f32(xo, xo, self.s_magic, mods=("op_sel_hi:[1,0]",),
                        comment="y + 2^15: byte 0 = u8(x)" if n == 0 else "")
        lo, hi = self.perm_p
        word = p[n // 4]
        if self.fma_perm_half:  # bytes 2, 3 are inserted by v_cvt_pk_u8_f32 after this
            op.v_perm_b32(word, x[1], x[0], lo, comment="P bytes 0, 1 (2, 3 by conversion)" if n == 0 else "")
            return None
        if n % 4 == 0:
            return x
        op.v_perm_b32(word, prev[1], prev[0], lo, comment="P bytes 0, 1" if n == 2 else "")
        op.v_perm_b32(x[0], x[1], x[0], hi, comment="P bytes 2, 3" if n == 2 else "")
        op.v_or_b32(word, word, x[0])
        return None

    def _block_rowsum(self, fp32_pairs, alpha) -> None:
        """L = L alpha + the block's sum, once every P chunk exists, for the VALU row sums
        (valu_fp32: from the pair sums _p_bytes returned; valu: from the P bytes). The MFMA
        row sums accumulate chunk by chunk instead."""
        if self.fp32_rowsum:
            with self.kb.phase("rowsum"):
                self._combine_rowsum(fp32_pairs, alpha)
        elif not self.mfma_rowsum:
            with self.kb.phase("rowsum"):
                self._valu_rowsum(alpha)

    def _valu_rowsum(self, alpha) -> None:
        """rowsum valu: each chunk's pair sums of its rounded P (_p_pair_sums), then L (_combine_rowsum)."""
        self._combine_rowsum([self._p_pair_sums(g) for g in range(self.nchunk)], alpha)

    def _p_pair_sums(self, g: int):
        """Chunk g's FP8 P bytes decoded exactly and summed in pairs, slot order 0..31 (a VGPR pair)."""
        op = self.op
        acc = self.v("rowsum_pair", 2)
        for k in range(8):
            for word in range(2):
                f2 = self.v("p_decoded", 2)
                op.v_cvt_pk_f32_fp8(f2, self.p_regs[g][k], mods=("src0_sel:WORD_1",) if word else ())
                if k == 0 and word == 0:
                    op.v_mov_b32(acc[0], f2[0])
                    op.v_mov_b32(acc[1], f2[1])
                else:
                    op.v_pk_add_f32(acc, acc, f2)
        return acc

    def _combine_rowsum(self, pairs, alpha) -> None:
        """Per chunk cs = (s0 + s1) 2^-k, summed over chunks in order, then joined with the lane
        pair's half; L = L alpha + block sum (docs/attention.md step 6)."""
        op = self.op
        half_sum = None
        for g, acc in enumerate(pairs):
            cs = self.v(f"chunk_sum{g}")
            op.v_add_f32(cs, acc[0], acc[1])
            if self.scaled:
                unscale = self.v("unscale")
                op.v_lshlrev_b32(unscale, Imm(23), self.scale_regs[g], comment="2^-k as fp32 bits")
                op.v_mul_f32(cs, unscale, cs)
            if half_sum is None:
                half_sum = cs
            else:
                op.v_add_f32(half_sum, half_sum, cs)
        x, y = self.pair_swap(half_sum, "half_sum")
        bsum = self.v("block_sum")
        op.v_add_f32(bsum, x, y)
        op.v_mul_f32(self.l_sum, alpha, self.l_sum)
        op.v_add_f32(self.l_sum, self.l_sum, bsum)
