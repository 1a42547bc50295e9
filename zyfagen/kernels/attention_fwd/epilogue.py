"""The attention_fwd epilogue: O = O^T / L times the V descale, the optional log-sum-exp, and
the masked stores of O (bf16 or fp32) for the rows < seq_q."""
from __future__ import annotations

from ...ir import Imm, Special
from .layout import LN2_BITS, f32_bits

F32_INF_BITS = 0x7F800000


class Epilogue:
    """Mixin over BuilderCore: the final normalisation and the stores (the O^T layout, and so
    the store loop, is the V^T strategy's `_store_o`)."""

    def _epilogue(self, s_lb, s_dv, s_exec_name, o_st, esz, qi, half, s_sq) -> None:
        kb, op, c = self.kb, self.op, self.c
        s_lse = s_lb
        # ================= epilogue =================
        kb.label("epilogue")
        self._add_rowsums()
        if self.mfma_rowsum and not self.rowsum16:
            lval = self.v("rowsum_final")
            op.v_accvgpr_read_b32(lval, self.l_acc[0])
        else:
            lval = self.l_sum
        inv = self.v("inv_rowsum")
        op.v_rcp_f32(inv, lval)
        op.v_cmp_lt_f32(Imm(0), lval)
        op.v_cndmask_b32(inv, Imm(0), inv, comment="rows that saw no key give 0")
        fac = self.v("out_factor")
        op.v_mul_f32(fac, s_dv, inv)
        s_exec = self.s(s_exec_name, 2)
        op.s_mov_b64(s_exec, Special("exec"))
        if s_lse is not None:
            lse = self.v("lse")
            op.v_mul_f32(lse, c, self.mu)
            lg = self.v("log2_rowsum")
            if self.fixed_shift:  # L carries 2^k: removed exactly before the log
                lunshift = self.v("rowsum_unshifted")
                op.v_mul_f32(lunshift, Imm(f32_bits(2.0 ** -self.fixed_shift)), lval,
                             comment="L / 2^k (p_fixed_shift)")
                op.v_log_f32(lg, lunshift)
            else:
                op.v_log_f32(lg, lval)
            op.v_add_f32(lse, lse, lg)
            op.v_mul_f32(lse, Imm(LN2_BITS), lse)
            # flash-attn's convention for a row that sees no key: LSE +inf (log 0 gave -inf);
            # a NaN sum is "not equal" and keeps its NaN
            inf = self.v("lse_inf")
            op.v_mov_b32(inf, Imm(F32_INF_BITS))  # v_cndmask's src0 takes no literal here
            op.v_cmp_neq_f32(Imm(0), lval)
            op.v_cndmask_b32(lse, inf, lse, comment="rows that saw no key: LSE +inf")
            sel = self.v("lse_row")
            hm = self.v("half_mask")
            op.v_sub_u32(hm, Imm(0), half)
            op.v_or_b32(sel, qi, hm)
            op.v_cmp_gt_u32(s_sq, sel)
            op.s_mov_b64(Special("exec"), Special("vcc"), comment="one lane per valid row")
            laddr = self.v("lse_addr")
            op.v_lshlrev_b32(laddr, Imm(2), qi)
            op.global_store_dword(laddr, lse, s_lb)
            op.s_mov_b64(Special("exec"), s_exec)
        op.v_cmp_gt_u32(s_sq, qi)
        op.s_mov_b64(Special("exec"), Special("vcc"), comment="store only rows < seq_q")
        obase = self.v("o_addr")
        op.v_mul_lo_u32(obase, qi, o_st[1])
        hoff = self.v("o_half_off")
        op.v_mul_u32_u24(hoff, Imm(self._o_half_columns() * esz), half)
        op.v_add_u32(obase, hoff, obase)
        self._store_o(fac, obase, esz)
        op.s_mov_b64(Special("exec"), s_exec)
        op.s_endpgm()
