"""The attention_fwd builder's shared state and set-up: kernel arguments, base addresses,
descales, the constants of the exponent, the lanes and waves, the visibility limits and the
running state (O, the row sum, the row max). The pieces (loads, softmax, P generation, the V^T
strategies, the epilogue) are mixins over this core; `build` runs them in the order of
docs/attention.md.
"""
from __future__ import annotations

from ...ir import FImm, Imm, KernelBuilder, LabelRef, Special
from ...numerics.lean_bias import PHASE_FIT_GAIN
from ...schedule import Schedule
from ..kind import KernelSpec
from .layout import (F32_2M8_BITS, F32_2P15_BITS, LOG2E_BITS, MFMA, MFMA_K, MFMA_ROWSUM16,
                     MFMA_SCALE, NEG_INF_BITS, ONES_E4M3, PERM_EVEN, PERM_HI, PERM_LO, PERM_ODD, PERM_P_HI,
                     PERM_P_LO, ROWSUM16_LANES, SMFMAC_IDX_01, SMFMAC_IDX_23, SMFMAC_IDX_LANES,
                     SMFMAC_LANES_HI, SMFMAC_LANES_LO, SMFMAC_ROWSUM, TILE, E8M0_ONE, WAVE_LANES,
                     f32_bits, head_dims)


class BuilderCore:
    """State and helpers every piece of the attention builder uses. The V^T strategy mixin
    (perm.PermTranspose, lds.LdsTranspose) sets OPERANDS_IN_AGPRS and supplies _key_blocks,
    _o_half_columns and _store_o (the O^T layout it leaves)."""

    OPERANDS_IN_AGPRS: bool  # Q^T and K fragments (and the MFMA row sum) live in AGPRs

    def __init__(self, spec: KernelSpec, schedule: Schedule) -> None:
        self.spec = spec
        self.d, self.dv = head_dims(spec)
        self.bk = spec["block_k"]
        self.w = self.dv // TILE  # bytes of V per key per lane, and dv tiles
        self.nqk = self.d // MFMA_K  # QK^T MFMAs per 32x32 S^T tile (d chunks)
        self.nt = self.dv // TILE  # O^T tiles
        self.ntile = self.bk // TILE  # S^T tiles per key block
        # K rows as stored in bytes (None: self.d, which bf16.py doubles), a d chunk's packed
        # bytes, K's scale bytes per LDS buffer: FP8's here, the MX formats' in mx.py (qk_format)
        self.k_row_bytes, self.k_chunk_bytes, self.k_scale_bytes = None, MFMA_K, 0
        self.nchunk = self.bk // MFMA_K  # P chunks (PV MFMAs per O^T tile) per key block
        # keys and S^T tiles per P chunk: 64 and 2 (bf16.py: 32 and 1 at block_k 32, a chunk of one tile)
        self.chunk_keys, self.chunk_tiles = MFMA_K, MFMA_K // TILE
        # dwords per lane of one P chunk and of one chunk's V^T per O^T tile (bf16.py: 16 each)
        self.p_dwords = self.vt_dwords = 8
        self.ones_bits = ONES_E4M3  # the row-sum MFMA's ones operand, per dword
        self.o_vgpr_dims = 128  # O in VGPRs up to this V head dim (_state)
        self.lean = spec["p_mode"] == "lean"
        self.scaled = spec["p_block_scale"]
        self.fixed_shift = int(spec["p_fixed_shift"])  # 2^k carried by P, O and L (params.py)
        self.shift_per_block = spec["p_scale_keys"] == 128  # one shift per key block (params.py)
        # lean P bytes by a clamped packed FMA, a rounding add and v_perm_b32 (p_generation._p_bytes):
        # every byte (fma_perm), or bytes 0, 1 of each P dword (fma_perm_half; 2, 3 by conversion)
        self.fma_perm = self.lean and spec["p_convert"] in ("fma_perm", "fma_perm_half")
        self.fma_perm_half = self.lean and spec["p_convert"] == "fma_perm_half"
        # lean P's phase correction (issue 37): x = fma(u, 8, phi^2 - phi), phi = fract(u), u = x / 8
        self.p_phase = self.lean and spec["p_correction"] in ("phase", "phase_half", "phase_fit")
        self.p_phase_fit = self.lean and spec["p_correction"] == "phase_fit"  # x = 8u + 2.75 (phi^2 - phi)
        self.p_phase_half = self.lean and spec["p_correction"] == "phase_half"  # bytes 0, 1 of each dword
        # an MFMA sums P: mfma accumulates 32x32x64 products with ones into an accumulator;
        # mfma16 sums each chunk with one 16x16x128 MFMA and adds it on the VALU (into l_sum);
        # smfmac the same with the 2:4 sparse MFMA (half its passes) and one more VALU add
        self.mfma_rowsum = spec["rowsum"] in ("mfma", "mfma16", "smfmac")
        self.rowsum16 = spec["rowsum"] in ("mfma16", "smfmac")
        self.rowsum_sparse = spec["rowsum"] == "smfmac"
        self.pending_rowsums: list = []  # mfma16: (chunk sum, 2^-k or None) not yet in L
        # the unrounded fp32 P summed on the VALU (exact P's, or beside lean P's bytes)
        self.fp32_rowsum = spec["rowsum"] == "valu_fp32"
        self.causal = spec["causal"]
        self.nw = spec["waves_per_workgroup"]
        self.k_read_ahead = spec["k_read_ahead"]  # K by fragment, n ahead (lds_shared._matrix_by_fragment)
        self.lazy = spec["lazy_rescale"] == "threshold"
        self.max3 = spec["row_max"] in ("max3", "max3_by_tile")
        self.max_by_tile = spec["row_max"] == "max3_by_tile"
        # serving features (issue 34; validate: the K/V-sharing loop only)
        self.varlen, self.window = spec["varlen"], spec["window"]
        self.softcap, self.sinks = spec["softcap"], spec["sinks"]
        self.page = spec["page_size"]  # paged K/V (validate: with varlen)
        self.schedule = schedule  # parsed once per build (KernelSpec.schedule)
        # software-pipelining depth of the K/V loads (v_transpose lds): 0 loads a block in the
        # iteration that uses it, 1 one block ahead; one LDS buffer of V per depth step + 1
        self.load_depth = self.schedule.load_depth
        self.kb = KernelBuilder(spec.name, workgroup_size=WAVE_LANES * self.nw)
        self.op = self.kb.op

    # ---- small helpers --------------------------------------------------------------
    def v(self, name: str, width: int = 1):
        return self.kb.vreg(width, name)

    def s(self, name: str, width: int = 1):
        return self.kb.sreg(width, name)

    def s_const(self, name: str, bits: int):
        r = self.s(name)
        self.op.s_mov_b32(r, Imm(bits))
        return r

    def v_const(self, name: str, bits: int):
        r = self.v(name)
        self.op.v_mov_b32(r, Imm(bits))
        return r

    def add_offset64(self, dst, base, a, b, comment=""):
        """dst (SGPR pair) = base + a * b, with a full 64-bit product of two u32 SGPRs."""
        op = self.op
        lo, hi = self.s("prod_lo"), self.s("prod_hi")
        op.s_mul_i32(lo, a, b)
        op.s_mul_hi_u32(hi, a, b)
        op.s_add_u32(dst[0], base[0], lo, comment=comment)
        op.s_addc_u32(dst[1], base[1], hi)

    def pair_swap(self, value, name: str):
        """(x, y) with x + y == own + partner and max(own, x, y) == max(own, partner) in every lane."""
        op = self.op
        x, y = self.v(name + "_x"), self.v(name + "_y")
        op.v_mov_b32(x, value)
        op.v_mov_b32(y, value)
        op.s_nop(Imm(1), comment="VALU write -> v_permlane read: 2 wait states on gfx950 (rocRoller VALUWriteReadlane94x)")
        op.v_permlane32_swap_b32(x, y, comment="exchange with lane t^32 (same query row)")
        return x, y

    def _rowsum_chunk(self, g: int, defer: bool = False) -> None:
        """L += the row sums of P chunk g (docs/attention.md step 6). mfma: P times ones, scaled
        like PV, accumulated in the MFMA. mfma16: the chunk's sum alone (C = 0) from the
        16x16x128 MFMA, added as L = fma(sum, 2^-k, L) on the VALU: the same one rounding of
        the same exact product, so the same bits. `defer` leaves that add to the next
        _add_rowsums (the next rescale or the epilogue, in the same loop body), where the
        MFMA has long finished: right behind it the VALU would wait for its result."""
        p, scale = self.p_regs[g], self.scale_regs[g]
        if not self.rowsum16:
            self._pv_mfma(self.l_acc, self.ones, p, scale, self.v_scale_one, f"row sum += P 1, chunk {g}")
            return
        op = self.op
        if self.rowsum_sparse:
            # D is also C: rows 4g + 2, 4g + 3 stay 0 (zero A rows), rows 4g, 4g + 1 are 0 again
            # since _add_rowsums read them (or _sparse_rowsum_operands set them)
            part = self.sparse_parts[g]
            getattr(op, SMFMAC_ROWSUM)(part, self.ones, p, self.sparse_idx,
                                       comment=f"half row sums of P chunk {g} (2:4 sparse ones)")
        else:
            part = self.v("chunk_rowsum", 4)  # all four registers: query t % 32's sum
            getattr(op, MFMA_ROWSUM16)(part, self.ones, p, Imm(0), comment=f"row sums of P chunk {g}")
        unscale = None
        if scale is not None:  # now: the next block's P overwrites the scale
            unscale = self.v("unscale")
            op.v_lshlrev_b32(unscale, Imm(23), scale, comment="2^-k as fp32 bits")
        self.pending_rowsums.append((part, unscale))
        if not defer:
            self._add_rowsums()

    def _add_rowsums(self) -> None:
        """rowsum mfma16: L += the chunk sums whose MFMAs have been issued, in chunk order."""
        op = self.op
        for part, unscale in self.pending_rowsums:
            chunk = part[0]
            if self.rowsum_sparse:  # two exact half sums (64 e4m3 values fit fp32): one rounding,
                chunk = self.v("chunk_rowsum")  # as the dense MFMA's
                op.v_add_f32(chunk, part[0], part[1], comment="chunk sum = the two half sums")
                # C of the next sparse MFMA on these registers: zero now, off its path
                op.v_mov_b64(part[0:2], Imm(0), comment="the next chunk's half sums start at 0")
            if unscale is None:
                op.v_add_f32(self.l_sum, self.l_sum, chunk)
            else:
                op.v_fma_f32(self.l_sum, chunk, unscale, self.l_sum, comment="L += chunk sum 2^-k")
        self.pending_rowsums = []

    def _sparse_rowsum_operands(self) -> None:
        """rowsum smfmac: the sparse ones (A, 4 AGPRs), the index VGPR and one 4-register
        accumulator per chunk, all from immediates (layout.SMFMAC_*)."""
        kb, op = self.kb, self.op
        vcc = Special("vcc")
        lanes = self.s("smfmac_lanes", 2)
        v_ones = self.v_const("ones_e4m3_v", ONES_E4M3)
        ones = kb.areg(4, "sparse_ones_e4m3")
        for mask, regs in ((SMFMAC_LANES_LO, (0, 1)), (SMFMAC_LANES_HI, (2, 3))):
            op.s_mov_b32(lanes[0], Imm(mask))
            op.s_mov_b32(lanes[1], Imm(mask))
            op.s_mov_b64(vcc, lanes)
            half = self.v("sparse_ones_half")
            op.v_cndmask_b32(half, Imm(0), v_ones, comment="ones in rows 4g, 4g + 1, one query's k")
            for e in regs:
                op.v_accvgpr_write_b32(ones[e], half)
        self.ones = ones
        idx23 = self.v_const("smfmac_idx23", SMFMAC_IDX_23)
        op.s_mov_b32(lanes[0], Imm(SMFMAC_IDX_LANES))
        op.s_mov_b32(lanes[1], Imm(SMFMAC_IDX_LANES))
        op.s_mov_b64(vcc, lanes)
        self.sparse_idx = self.v_const("smfmac_idx", SMFMAC_IDX_01)
        op.v_cndmask_b32(self.sparse_idx, self.sparse_idx, idx23, comment="k 0, 1 (row 4g) or 2, 3 (row 4g + 1)")
        self.sparse_parts = []
        for g in range(self.nchunk):
            part = self.v(f"sparse_rowsum{g}", 4)
            op.v_mov_b64(part[0:2], Imm(0))
            op.v_mov_b64(part[2:4], Imm(0), comment="rows 4g + 2, 4g + 3: zero A rows keep them 0")
            self.sparse_parts.append(part)

    def _rescale_rowsum(self, alpha) -> None:
        """L = L alpha, wherever the row sum lives."""
        op = self.op
        if not self.mfma_rowsum or self.rowsum16:
            op.v_mul_f32(self.l_sum, alpha, self.l_sum)
        elif self.l_in_agpr:
            tmp = self.v("l_rescale")
            op.v_accvgpr_read_b32(tmp, self.l_acc[0])
            op.v_mul_f32(tmp, alpha, tmp)
            op.v_accvgpr_write_b32(self.l_acc[0], tmp)
        else:
            op.v_mul_f32(self.l_acc[0], alpha, self.l_acc[0])

    def _pv_mfma(self, acc, a_op, b_op, scale, scale_one, comment):
        if scale is None:
            getattr(self.op, MFMA)(acc, a_op, b_op, acc, comment=comment)
        else:
            getattr(self.op, MFMA_SCALE)(acc, a_op, b_op, acc, scale_one, scale,
                                         mods=("op_sel_hi:[0,0,0]",), comment=comment + " (scaled)")

    # ---- the kernel ------------------------------------------------------------------
    def build(self):
        """The whole kernel, in the order of docs/attention.md."""
        self._arguments()
        self._base_addresses()
        self._descales()
        self._constants()
        self._lanes()
        if self.varlen:  # a query tile past its sequence's rows: the whole workgroup leaves
            self.op.s_cmp_ge_u32(self.s_wg_q0, self.s_sq)
            self.op.s_cbranch_scc1(LabelRef("tile_past_sequence"))
        self._q_fragments()
        self._k_addressing()
        self._v_addressing()
        self._visibility()
        self._state()
        self._key_blocks()  # the V^T strategy: perm or lds
        self._epilogue(self.s_lse_base, self.s_dv, s_exec_name="saved_exec", o_st=self.o_st,
                       esz=self.esz, qi=self.qi, half=self.half, s_sq=self.s_sq)
        if self.varlen:
            self.kb.label("tile_past_sequence")
            self.op.s_endpgm()
        return self.kb.finish()

    def _key_blocks(self) -> None:
        raise NotImplementedError("a V^T strategy (perm.PermTranspose or lds.LdsTranspose) walks the key blocks")

    def _o_half_columns(self) -> int:
        raise NotImplementedError("the V^T strategy: O columns between lane t and lane t + 32")

    def _store_o(self, fac, obase, esz: int) -> None:
        raise NotImplementedError("the V^T strategy: scale O^T by fac and store it")

    def _arguments(self) -> None:
        """The kernel arguments (the launch contract's order) and their loads from the kernarg
        segment."""
        kb, op, spec = self.kb, self.op, self.spec
        a_q, a_k, a_v, a_o = (kb.arg_pointer(n, "uint8_t*") for n in ("q", "k", "v", "o"))
        a_lse = kb.arg_pointer("lse", "float*") if spec["lse"] else None
        per_bh = self.per_bh = spec["descale"] == "batch_head"
        a_desc = [kb.arg_pointer(n, "float*") if per_bh else kb.arg_value(n, 4, "float")
                  for n in ("q_descale", "k_descale", "v_descale")]
        a_scale = kb.arg_value("softmax_scale", 4, "float")
        a_sq, a_sk, a_group, a_hkv = (kb.arg_value(n, 4, "uint32_t")
                                      for n in ("seq_q", "seq_k", "gqa_group", "heads_kv"))
        a_strides = {t: [kb.arg_value(f"{t}_stride_{x}", 4, "uint32_t") for x in "bsh"] for t in "qkvo"}
        a_lse_strides = [kb.arg_value(f"lse_stride_{x}", 4, "uint32_t") for x in "bh"] if a_lse else []
        # issue 34's arguments, after all others (contract.launch_args): pointers, then values
        a_cu = [kb.arg_pointer(n, "int32_t*") for n in ("cu_seqlens_q", "cu_seqlens_k", "tile_table")] \
            if self.varlen else []
        a_sinks = kb.arg_pointer("sinks", "float*") if self.sinks else None
        a_cap = kb.arg_value("softcap", 4, "float") if self.softcap else None
        a_win = [kb.arg_value(n, 4, "int32_t") for n in ("window_left", "window_right")] if self.window else []
        a_pages = [kb.arg_pointer("block_table", "int32_t*"), kb.arg_value("block_table_stride", 4, "uint32_t")] \
            if self.page else []

        kp = kb.kernarg_ptr

        def load_ptr(arg, name):
            r = self.s(name, 2)
            op.s_load_dwordx2(r, kp, Imm(arg.offset))
            return r

        def load_val(arg, name):
            r = self.s(name)
            op.s_load_dword(r, kp, Imm(arg.offset))
            return r

        self.s_ptrs = {t: load_ptr(a, f"{t}_ptr") for t, a in zip("qkvo", (a_q, a_k, a_v, a_o))}
        self.s_lse = load_ptr(a_lse, "lse_ptr") if a_lse else None
        self.s_desc = [load_ptr(a, n + "_ptr") if per_bh else load_val(a, n)
                       for a, n in zip(a_desc, ("q_descale", "k_descale", "v_descale"))]
        self.s_scale = load_val(a_scale, "softmax_scale")
        self.s_sq, self.s_sk, self.s_group = (load_val(a_sq, "seq_q"), load_val(a_sk, "seq_k"),
                                              load_val(a_group, "gqa_group"))
        # heads_kv: the per-(batch, KV head) descales, and the causal K/V-sharing grid order
        # (lds_shared: heads_q = gqa_group x heads_kv)
        self.s_hkv = load_val(a_hkv, "heads_kv") if per_bh or self._needs_heads_kv() else None
        self.st = {t: [load_val(a, f"{t}_stride_{x}") for a, x in zip(a_strides[t], "bsh")] for t in "qkvo"}
        self.s_lse_st = [load_val(a, f"lse_stride_{x}") for a, x in zip(a_lse_strides, "bh")]
        self.wg_q, self.wg_h, self.wg_b = kb.workgroup_id(0), kb.workgroup_id(1), kb.workgroup_id(2)
        self.s_cu = [load_ptr(a, n + "_ptr") for a, n in zip(a_cu, ("cu_q", "cu_k", "tile_table"))]
        if self.varlen:
            self._tile_entry()
        self.s_sinks_ptr = load_ptr(a_sinks, "sinks_ptr") if a_sinks else None
        self.s_cap = load_val(a_cap, "softcap") if a_cap else None
        self.s_win = [load_val(a, n) for a, n in zip(a_win, ("window_left", "window_right"))]
        if self.page:
            self.s_table_ptr = load_ptr(a_pages[0], "block_table_ptr")
            self.s_table_stride = load_val(a_pages[1], "block_table_stride")

    def _needs_heads_kv(self) -> bool:
        return False

    def _base_addresses(self) -> None:
        """The KV head of this query head and the per-(batch, head) base addresses (bytes)."""
        kb, op, st = self.kb, self.op, self.st
        wg_h, wg_b, s_group = self.wg_h, self.wg_b, self.s_group
        s_q, s_k, s_v, s_o = (self.s_ptrs[t] for t in "qkvo")
        if self.varlen:
            self._sequence_bounds()
        # -- KV head = h / gqa_group, by repeated subtraction (heads are few; no scalar divide)
        s_kvh, s_rem = self.s("kv_head"), self.s("head_rem")
        op.s_mov_b32(s_kvh, Imm(0))
        op.s_mov_b32(s_rem, wg_h)
        kb.label("gqa_div")
        op.s_cmp_lt_u32(s_rem, s_group)
        op.s_cbranch_scc1(LabelRef("gqa_done"))
        op.s_sub_u32(s_rem, s_rem, s_group)
        op.s_add_u32(s_kvh, s_kvh, Imm(1))
        op.s_branch(LabelRef("gqa_div"))
        kb.label("gqa_done")
        self.s_kvh = s_kvh

        # -- per-(batch, head) base addresses (bytes)
        s_qb, s_kb, s_vb, s_ob = (self.s(n, 2) for n in ("q_base", "k_base", "v_base", "o_base"))
        tmp_pair = self.s("base_tmp", 2)
        for dst, ptr, strides, head in ((s_qb, s_q, st["q"], wg_h), (s_kb, s_k, st["k"], s_kvh),
                                        (s_vb, s_v, st["v"], s_kvh)):
            if self.page and dst is not s_qb:  # paged K/V: the page's base joins at each DMA instruction
                op.s_mov_b64(tmp_pair, ptr)
            elif self.varlen:  # the sequence's first row of the packed tensor
                self.add_offset64(tmp_pair, ptr, self.s_row0_q if dst is s_qb else self.s_row0_k, strides[1])
            else:
                self.add_offset64(tmp_pair, ptr, wg_b, strides[0])
            self.add_offset64(dst, tmp_pair, head, strides[2])
        esz = self.esz = 4 if self.spec["output"] == "fp32" else 2
        o_st = self.o_st = [self.s(f"o_stride_{x}_bytes") for x in "bsh"]
        for src, dst in zip(st["o"], o_st):
            op.s_lshl_b32(dst, src, Imm(esz.bit_length() - 1))
        if self.varlen:
            self.add_offset64(tmp_pair, s_o, self.s_row0_q, o_st[1])
        else:
            self.add_offset64(tmp_pair, s_o, wg_b, o_st[0])
        self.add_offset64(s_ob, tmp_pair, wg_h, o_st[2])
        self.s_qbase, self.s_kbase, self.s_vbase, self.s_ob = s_qb, s_kb, s_vb, s_ob
        self.s_lse_base = None
        if self.s_lse is not None:
            s_lb = self.s("lse_base", 2)
            lse_st = [self.s(f"lse_stride_{x}_bytes") for x in "bh"]
            for src, dst in zip(self.s_lse_st, lse_st):
                op.s_lshl_b32(dst, src, Imm(2))
            if self.varlen:  # [1, heads_q, total_q]: the sequence's first row, 4 bytes each
                s_four = self.s_const("lse_row_bytes", 4)
                self.add_offset64(tmp_pair, self.s_lse, self.s_row0_q, s_four)
            else:
                self.add_offset64(tmp_pair, self.s_lse, wg_b, lse_st[0])
            self.add_offset64(s_lb, tmp_pair, wg_h, lse_st[1])
            self.s_lse_base = s_lb

    def _tile_entry(self) -> None:
        """varlen: workgroup n (a 1-D grid) runs entry n of the host's tile table, int32
        (sequence, query tile, query head, 0): the host orders it longest first (most key
        blocks walked first, every head of a tile side by side; features.tile_table)."""
        op = self.op
        s_off = self.s("tile_entry_offset")
        op.s_lshl_b32(s_off, self.wg_q, Imm(4))
        addr = self.s("tile_entry_addr", 2)
        op.s_add_u32(addr[0], self.s_cu[2][0], s_off)
        op.s_addc_u32(addr[1], self.s_cu[2][1], Imm(0))
        entry = self.s("tile_entry", 4)
        op.s_load_dwordx4(entry, addr, Imm(0), comment="(sequence, query tile, head, 0)")
        self.wg_b, self.wg_q, self.wg_h = entry[0], entry[1], entry[2]

    def _sequence_bounds(self) -> None:
        """varlen: this workgroup's sequence b = workgroup z: its rows cu[b] .. cu[b + 1] of the
        packed q/o and k/v; seq_q and seq_k become its own lengths (the arguments are the longest
        sequence's: the grid, and the causal longest-first order, use those). A sequence with
        no key reads (clamped) row 0 of k and v instead of a row past the tensor's end."""
        op = self.op
        s_off = self.s("cu_offset")
        op.s_lshl_b32(s_off, self.wg_b, Imm(2))
        bounds = []
        for ptr, n in zip(self.s_cu, ("q", "k")):
            addr = self.s(f"cu_{n}_addr", 2)
            op.s_add_u32(addr[0], ptr[0], s_off)
            op.s_addc_u32(addr[1], ptr[1], Imm(0))
            pair = self.s(f"cu_{n}_pair", 2)
            op.s_load_dwordx2(pair, addr, Imm(0), comment=f"cu_seqlens_{n}[b], [b + 1]")
            bounds.append(pair)
        (q0, q1), (k0, k1) = bounds
        s_sq, s_sk = self.s("seq_q_b"), self.s("seq_k_b")
        op.s_sub_u32(s_sq, q1, q0, comment="this sequence's query rows")
        op.s_sub_u32(s_sk, k1, k0, comment="this sequence's keys")
        s_row0_k = self.s("row0_k")
        op.s_cmp_eq_u32(s_sk, Imm(0))
        op.s_cselect_b32(s_row0_k, Imm(0), k0, comment="no key: clamped reads stay in row 0")
        self.s_sq, self.s_sk, self.s_row0_q, self.s_row0_k = s_sq, s_sk, q0, s_row0_k

    def _descales(self) -> None:
        """The three descales: fp32 arguments, or loads from [batch, heads_kv] fp32 arrays."""
        op = self.op
        if self.per_bh:
            s_idx = self.s("bh_index")
            op.s_mul_i32(s_idx, self.wg_b, self.s_hkv)
            op.s_add_u32(s_idx, s_idx, self.s_kvh)
            op.s_lshl_b32(s_idx, s_idx, Imm(2))
            vals = []
            for ptr, n in zip(self.s_desc, ("q_descale", "k_descale", "v_descale")):
                addr = self.s(n + "_addr", 2)
                op.s_add_u32(addr[0], ptr[0], s_idx)
                op.s_addc_u32(addr[1], ptr[1], Imm(0))
                val = self.s(n)
                op.s_load_dword(val, addr, Imm(0))
                vals.append(val)
            self.s_dq, self.s_dk, self.s_dv = vals
        else:
            self.s_dq, self.s_dk, self.s_dv = self.s_desc

    def _constants(self) -> None:
        """c = ((scale * log2 e) * dq) * dk, the P slopes, -inf, the v_perm_b32 selectors."""
        op = self.op
        c = self.v("c")
        op.v_mov_b32(c, Imm(LOG2E_BITS))
        op.v_mul_f32(c, self.s_scale, c, comment="softmax_scale * log2(e)")
        op.v_mul_f32(c, self.s_dq, c, comment="* q_descale")
        op.v_mul_f32(c, self.s_dk, c, comment="* k_descale: raw score -> base-2 exponent")
        self.c = c
        self.s_neg_inf = self.s_const("neg_inf", NEG_INF_BITS)
        self.v_neg_inf = self.v_const("neg_inf_v", NEG_INF_BITS)  # v_cndmask reads VCC: no SGPR source too
        if self.lean:
            slope = self.v("a8_pair", 2)  # 8c, exact
            op.v_mul_f32(slope[0], Imm(f32_bits(8.0)), c)
            if self.fma_perm:  # (8c, 8c 2^-8): two products, so 8c's overflow stays inf; op_sel picks
                op.v_mul_f32(slope[1], Imm(F32_2M8_BITS), slope[0], comment="8c / 256: the FMA gives x / 256")
                self.s_magic = self.s("f32_2p15_pair", 2)  # y + 2^15 rounds 256 y to an integer
                op.s_mov_b32(self.s_magic[0], Imm(F32_2P15_BITS))
                op.s_mov_b32(self.s_magic[1], Imm(F32_2P15_BITS))
                self.perm_p = (self.s_const("perm_p_lo", PERM_P_LO), self.s_const("perm_p_hi", PERM_P_HI))
            elif self.p_phase:  # (8c, 8c / 8): op_sel picks c for u = x / 8 (exact unless 8c is inf)
                op.v_mul_f32(slope[1], Imm(f32_bits(0.125)), slope[0], comment="8c / 8: the FMA gives u = x / 8")
                self.s_eight = self.s("f32_8_pair", 2)
                factor = PHASE_FIT_GAIN if self.p_phase_fit else 8.0  # phase_fit: the quadratic's gain
                op.s_mov_b32(self.s_eight[0], Imm(f32_bits(factor)))
                op.s_mov_b32(self.s_eight[1], Imm(f32_bits(factor)))
            else:
                op.v_mov_b32(slope[1], slope[0])
            neg_slope = self.v("neg_a8")
            op.v_mul_f32(neg_slope, Imm(f32_bits(-8.0)), c)
        else:
            slope = self.v("c_pair", 2)
            op.v_mov_b32(slope[0], c)
            op.v_mov_b32(slope[1], c)
            neg_slope = self.v("neg_c")
            op.v_mul_f32(neg_slope, FImm(-1.0), c)
        self.slope, self.neg_slope = slope, neg_slope
        if self.lean and self.fp32_rowsum:  # rowsum valu_fp32 beside lean bytes (issue 37)
            self.c_pair = self.v("c_pair", 2)  # dword 0 only: op_sel_hi reads it for both halves
            op.v_mov_b32(self.c_pair[0], c)
            self.neg_c = self.v("neg_c")
            op.v_mul_f32(self.neg_c, FImm(-1.0), c)
            self.exp_bias = [self.v(f"exp_bias{g}", 2) for g in range(self.nchunk)]
        # lean P addend 56 + p_offset (docs/attention.md step 4), rounded to fp32 as the reference does
        offset = float(self.spec["p_offset"]) if self.lean else 0.0
        addend = 56.0 + offset
        if self.fixed_shift:  # 8k + fp32(56 + p_offset), one rounding as the reference's fma
            import numpy as np
            addend = float(np.float32(8 * self.fixed_shift) + np.float32(addend))
        self.s_56 = self.s_const("f32_56", f32_bits(addend))
        self.perm_sel = {k: self.s_const(n, bits) for k, n, bits in
                         (("even", "perm_even", PERM_EVEN), ("odd", "perm_odd", PERM_ODD),
                          ("lo", "perm_lo", PERM_LO), ("hi", "perm_hi", PERM_HI))}
        self.v_scale_one = None
        if self.scaled:
            self.v_scale_one = self.v_const("e8m0_one", E8M0_ONE)
        if self.softcap:
            self._softcap_constants()

    def _softcap_constants(self) -> None:
        """softcap: the scaled score is x = c S / log2 e; capped, in log2 units it is
        t = C tanh(x / softcap), C = fp32(softcap log2 e); as a raw score (so that everything
        after it is unchanged) S' = t / c = A tanh(x / softcap), A = C rcp(c). With
        tanh(u) = 1 - 2 / (e^(2u) + 1) and e^(2u) = exp2(2 u log2 e) = exp2(2 c S / softcap):
        S' = fma(rcp(exp2(S k1) + 1), -2A, A), k1 = (2 c) rcp(softcap)."""
        op = self.op
        cap2 = self.v("softcap_log2")
        op.v_mov_b32(cap2, Imm(LOG2E_BITS))
        op.v_mul_f32(cap2, self.s_cap, cap2, comment="C = softcap * log2(e)")
        rc = self.v("rcp_c")
        op.v_rcp_f32(rc, self.c)
        amp = self.v("softcap_amp")
        op.v_mul_f32(amp, cap2, rc, comment="A = C / c: the cap as a raw score")
        k1 = self.v("softcap_k1")
        op.v_rcp_f32(k1, self.s_cap)
        two_c = self.v("two_c")
        op.v_add_f32(two_c, self.c, self.c)
        op.v_mul_f32(k1, two_c, k1, comment="k1 = 2c / softcap")
        # SGPR pairs (both halves the same value) for the packed ops: one SGPR source each
        self.s_softcap_amp, self.s_softcap_k1 = self.s("softcap_amp_s", 2), self.s("softcap_k1_s", 2)
        self.s_softcap_one = self.s("softcap_one_s", 2)
        for pair, val in ((self.s_softcap_amp, amp), (self.s_softcap_k1, k1)):
            op.v_readfirstlane_b32(pair[0], val)
            op.s_mov_b32(pair[1], pair[0])
        op.s_mov_b32(self.s_softcap_one[0], Imm(f32_bits(1.0)))
        op.s_mov_b32(self.s_softcap_one[1], Imm(f32_bits(1.0)))
        self.v_softcap_m2a = self.v("softcap_m2a", 2)
        op.v_mul_f32(self.v_softcap_m2a[0], Imm(f32_bits(-2.0)), amp, comment="-2A (exact)")
        op.v_mov_b32(self.v_softcap_m2a[1], self.v_softcap_m2a[0])

    def _softcap_scores(self, s_tiles) -> None:
        """S -> A tanh(c S / C) per raw score, in place (before the mask: a masked -inf would
        become -A). Per pair of scores three packed VALU ops (v_pk_mul_f32, v_pk_add_f32,
        v_pk_fma_f32) and four transcendentals (two v_exp_f32, two v_rcp_f32)."""
        op = self.op
        with self.kb.phase("softmax"):
            for tile in s_tiles:
                for e in range(0, 16, 2):
                    x, x0, x1 = tile[e:e + 2], tile[e], tile[e + 1]
                    op.v_pk_mul_f32(x, x, self.s_softcap_k1, comment="softcap: 2 c S / softcap" if e == 0 else "")
                    op.v_exp_f32(x0, x0)
                    op.v_exp_f32(x1, x1)
                    op.v_pk_add_f32(x, x, self.s_softcap_one)
                    op.v_rcp_f32(x0, x0)
                    op.v_rcp_f32(x1, x1)
                    op.v_pk_fma_f32(x, x, self.v_softcap_m2a, self.s_softcap_amp)

    def _lanes(self) -> None:
        """Lanes and waves: wave `wv` of the workgroup owns query rows 32 wv .. 32 wv + 31."""
        kb, op, nw = self.kb, self.op, self.nw
        lane, half = self.v("lane"), self.v("half")
        op.v_and_b32(lane, Imm(TILE - 1), kb.workitem_id)
        op.v_lshrrev_b32(half, Imm(5), kb.workitem_id)
        if nw > 1:
            op.v_and_b32(half, Imm(1), half)
        s_wg_q0 = self.s("wg_q0")  # first query row of the workgroup
        op.s_mul_i32(s_wg_q0, self.wg_q, Imm(TILE * nw))
        s_q0 = self.s("q0")  # first query row of this wave
        s_wave = None
        if nw > 1:
            v_wave = self.v("wave_x32")
            op.v_lshrrev_b32(v_wave, Imm(6), kb.workitem_id)
            s_wave = self.s("wave_index")
            op.v_readfirstlane_b32(s_wave, v_wave, comment="wave index in the workgroup (uniform)")
            op.s_lshl_b32(s_wave, s_wave, Imm(5))
            op.s_add_u32(s_q0, s_wg_q0, s_wave)
        else:
            op.s_mov_b32(s_q0, s_wg_q0)
        qi = self.v("q_index")
        op.v_add_u32(qi, s_q0, lane)
        s_sqm1, s_skm1 = self.s("seq_q_m1"), self.s("seq_k_m1")
        op.s_sub_u32(s_sqm1, self.s_sq, Imm(1))
        op.s_sub_u32(s_skm1, self.s_sk, Imm(1))
        if self.varlen:
            op.s_max_i32(s_skm1, s_skm1, Imm(0), comment="a sequence with no key: row 0")
        self.lane, self.half, self.qi = lane, half, qi
        self.s_wg_q0, self.s_sqm1, self.s_skm1 = s_wg_q0, s_sqm1, s_skm1
        self.s_lds_wave = s_wave  # 32 x wave index (None with one wave)

    def _visibility(self) -> None:
        """Visibility limits: key j visible iff j < lim(q) (signed). The workgroup walks keys
        [0, kv_len) where kv_len is the limit of its last row; blocks ending at or below the
        limit of its first row need no mask ("full" blocks). Every wave of the workgroup runs
        the same blocks, so s_barrier counts agree; a block past a wave's own rows' limits is
        fully masked for them, which leaves their state unchanged (docs/attention.md)."""
        op, bk, s_sk = self.op, self.bk, self.s_sk
        if self.window:
            self._window_visibility()
            return
        s_diag = self.s("kv_len")
        lim = self.v("key_limit")
        if self.causal:
            s_off = self.s("causal_shift")
            op.s_sub_i32(s_off, s_sk, self.s_sq)
            op.s_add_i32(s_off, s_off, Imm(1))  # q + seq_k - seq_q + 1 keys visible to row q
            op.v_add_u32(lim, s_off, self.qi)
            op.v_min_i32(lim, s_sk, lim)
            s_qlast = self.s("q_last")
            op.s_add_u32(s_qlast, self.s_wg_q0, Imm(TILE * self.nw - 1))
            op.s_min_i32(s_qlast, s_qlast, self.s_sqm1)
            op.s_add_i32(s_diag, s_qlast, s_off)
            op.s_min_i32(s_diag, s_diag, s_sk)
            s_first = self.s("first_row_limit")
            op.s_add_i32(s_first, self.s_wg_q0, s_off)
            op.s_min_i32(s_first, s_first, s_sk)
        else:
            op.v_mov_b32(lim, s_sk)
            op.s_mov_b32(s_diag, s_sk)
            s_first = s_sk
        lim_h = self.v("key_limit_half")
        op.v_sub_u32(lim_h, lim, self.h4, comment="lane half h holds keys 8i + 4h + jj")
        self.lim_h = lim_h
        s_full_end = self.s("full_end")  # keys [0, full_end) form full blocks
        op.s_max_i32(s_full_end, s_first, Imm(0))
        op.s_lshr_b32(s_full_end, s_full_end, Imm(bk.bit_length() - 1))
        op.s_lshl_b32(s_full_end, s_full_end, Imm(bk.bit_length() - 1))
        self.s_full_end, self.s_diag = s_full_end, s_diag

    def _sink_score(self):
        """sinks[h] as a raw score: S_sink = fp32(sink log2 e) rcp(c), so that c S_sink is the
        sink's base-2 exponent (to within the rounding of rcp and the products)."""
        op = self.op
        s_addr, s_off = self.s("sink_addr", 2), self.s("sink_offset")
        op.s_lshl_b32(s_off, self.wg_h, Imm(2))
        op.s_add_u32(s_addr[0], self.s_sinks_ptr[0], s_off)
        op.s_addc_u32(s_addr[1], self.s_sinks_ptr[1], Imm(0))
        s_sink = self.s("sink")
        op.s_load_dword(s_sink, s_addr, Imm(0), comment="sinks[h]")
        sink, rc = self.v("sink_score"), self.v("sink_rcp_c")
        op.v_mov_b32(sink, Imm(LOG2E_BITS))
        op.v_mul_f32(sink, s_sink, sink, comment="sink * log2(e)")
        op.v_rcp_f32(rc, self.c)
        op.v_mul_f32(sink, sink, rc, comment="S_sink = sink log2(e) / c")
        return sink

    def _window_visibility(self) -> None:
        """window: key j visible to row q iff lo(q) <= j < hi(q), lo(q) = q + sk - sq - left,
        hi(q) = min(q + sk - sq + right + 1, sk) (left, right: the arguments, -1 unbounded, which
        here is sq + sk, as far as any row reaches; causal: right = min(right, 0)). Both rise
        with q, so the workgroup walks blocks from floor(lo(first row) / bk) to hi(last row),
        and a block is full (no mask) when it starts at or after lo(last row) and ends at or
        before hi(first row) (docs/attention.md, 'Windows')."""
        op, bk, s_sk, s_sq = self.op, self.bk, self.s_sk, self.s_sq
        lg = bk.bit_length() - 1
        s_far = self.s("window_unbounded")
        op.s_add_u32(s_far, s_sq, s_sk)
        s_l, s_r = self.s("win_left"), self.s("win_right")
        for dst, arg in ((s_l, self.s_win[0]), (s_r, self.s_win[1])):
            op.s_cmp_lt_i32(arg, Imm(0))
            op.s_cselect_b32(dst, s_far, arg, comment="-1: unbounded")
            op.s_min_u32(dst, dst, s_far, comment="no row reaches further")
        if self.causal:
            op.s_min_u32(s_r, s_r, Imm(0), comment="causal: no key past the diagonal")
        s_shift = self.s("causal_shift")
        op.s_sub_i32(s_shift, s_sk, s_sq)
        s_hi_off, s_lo_off = self.s("hi_offset"), self.s("lo_offset")
        op.s_add_i32(s_hi_off, s_shift, s_r)
        op.s_add_i32(s_hi_off, s_hi_off, Imm(1), comment="hi(q) = q + hi_offset")
        op.s_sub_i32(s_lo_off, s_shift, s_l, comment="lo(q) = q + lo_offset")
        lim, low = self.v("key_limit"), self.v("key_low")
        op.v_add_u32(lim, s_hi_off, self.qi)
        op.v_min_i32(lim, s_sk, lim)
        op.v_add_u32(low, s_lo_off, self.qi)
        s_qlast = self.s("q_last")
        op.s_add_u32(s_qlast, self.s_wg_q0, Imm(TILE * self.nw - 1))
        op.s_min_i32(s_qlast, s_qlast, self.s_sqm1)
        s_diag = self.s("kv_len")
        op.s_add_i32(s_diag, s_qlast, s_hi_off)
        op.s_min_i32(s_diag, s_diag, s_sk, comment="blocks end at hi(last row)")
        s_full_end = self.s("full_end")
        op.s_add_i32(s_full_end, self.s_wg_q0, s_hi_off)
        op.s_min_i32(s_full_end, s_full_end, s_sk)
        op.s_max_i32(s_full_end, s_full_end, Imm(0))
        op.s_lshr_b32(s_full_end, s_full_end, Imm(lg))
        op.s_lshl_b32(s_full_end, s_full_end, Imm(lg), comment="full blocks end: hi(first row), down")
        s_full_begin = self.s("full_begin")
        op.s_add_i32(s_full_begin, s_qlast, s_lo_off)
        op.s_max_i32(s_full_begin, s_full_begin, Imm(0))
        op.s_add_u32(s_full_begin, s_full_begin, Imm(bk - 1))
        op.s_lshr_b32(s_full_begin, s_full_begin, Imm(lg))
        op.s_lshl_b32(s_full_begin, s_full_begin, Imm(lg), comment="full blocks begin: lo(last row), up")
        s_start = self.s("kv_start")
        op.s_add_i32(s_start, self.s_wg_q0, s_lo_off)
        op.s_max_i32(s_start, s_start, Imm(0))
        op.s_lshr_b32(s_start, s_start, Imm(lg))
        op.s_lshl_b32(s_start, s_start, Imm(lg), comment="first block: lo(first row), down")
        lim_h, low_h = self.v("key_limit_half"), self.v("key_low_half")
        op.v_sub_u32(lim_h, lim, self.h4, comment="lane half h holds keys 8i + 4h + jj")
        op.v_sub_u32(low_h, low, self.h4)
        self.lim_h, self.low_h = lim_h, low_h
        self.s_full_end, self.s_diag = s_full_end, s_diag
        self.s_full_begin, self.s_kv_start = s_full_begin, s_start

    def _state(self) -> None:
        """O^T accumulators, the row sum, the running or reference max, the carried P registers
        and the block start."""
        kb, op, nt = self.kb, self.op, self.nt
        # O in VGPRs: rescale with v_pk_mul_f32 in place (no AGPR copies). Reordering schedules
        # hoist the K/V loads, which needs the VGPRs; O then lives in AGPRs (unless the
        # strategy keeps its operands in AGPRs).
        reorders = self.schedule.reorders
        self.o_in_vgpr = self.nt * TILE <= self.o_vgpr_dims and (not reorders or self.OPERANDS_IN_AGPRS)
        o_acc = [(kb.accreg if self.o_in_vgpr else kb.areg)(16, f"o_acc{t}") for t in range(nt)]
        zero = self.v_const("zero", 0)
        self.zero = zero
        if self.o_in_vgpr and self.spec["o_init"] == "pk_mov":  # a zero pair, moved two at a time
            zero2 = self.v("zero2", 2)
            op.v_mov_b32(zero2[0], Imm(0))
            op.v_mov_b32(zero2[1], Imm(0))
            for t in range(nt):
                for e in range(0, 16, 2):
                    op.v_pk_mov_b32(o_acc[t][e:e + 2], zero2, zero2)
        else:
            for t in range(nt):
                for e in range(16):
                    op.v_accvgpr_write_b32(o_acc[t][e], zero)
        self.o_acc = o_acc
        # sinks: the row starts as if it had seen one key of score S_sink and no value: the
        # reference max is S_sink and L = 1 (its P, 2^0), so exp(sink) joins the denominator
        l0 = self.v_const("rowsum_one", f32_bits(1.0)) if self.sinks else zero
        if self.mfma_rowsum and not self.rowsum16:
            self.l_in_agpr = not (self.o_in_vgpr and not self.OPERANDS_IN_AGPRS)
            l_acc = (kb.areg if self.l_in_agpr else kb.accreg)(16, "rowsum_acc")
            for e in range(16):
                op.v_accvgpr_write_b32(l_acc[e], l0)
            self.l_acc = l_acc
        else:
            self.l_sum = self.v_const("rowsum", f32_bits(1.0) if self.sinks else 0)
        if self.rowsum_sparse:
            self._sparse_rowsum_operands()
        elif self.mfma_rowsum:
            ones = kb.areg(8, "ones_e4m3")
            v_ones = self.v_const("ones_e4m3_v", self.ones_bits)
            if self.rowsum16:  # the block-masked ones (layout.ROWSUM16_LANES), from immediates only
                lanes = self.s("rowsum16_lanes", 2)
                op.s_mov_b32(lanes[0], Imm(ROWSUM16_LANES))
                op.s_mov_b32(lanes[1], Imm(ROWSUM16_LANES))
                op.s_mov_b64(Special("vcc"), lanes)
                op.v_cndmask_b32(v_ones, Imm(0), v_ones, comment="ones where lane bit 4 == lane bit 2")
            for e in range(8):
                op.v_accvgpr_write_b32(ones[e], v_ones)
            self.ones = ones
        if self.lazy:
            self.mu = self.v_const("row_ref", NEG_INF_BITS)  # no key seen yet
            self.rescale_thr = self.v_const("rescale_threshold", f32_bits(float(self.spec["rescale_threshold"])))
        else:
            self.m_run = self.v_const("row_max", NEG_INF_BITS)
            self.mu = self.v_const("row_ref", 0)
        if self.sinks:
            sink = self._sink_score()
            if not self.lazy:
                op.v_mov_b32(self.m_run, sink)
            op.v_mov_b32(self.mu, sink)
        nchunk = self.nchunk
        self.p_regs = [self.v(f"p{g}", self.p_dwords) for g in range(nchunk)]  # carried from P to PV
        self.scale_regs = [self.v(f"p_scale{g}") for g in range(nchunk)] if self.scaled else [None] * nchunk
        if self.scaled and self.shift_per_block:  # p_scale_keys 128: one E8M0 scale for every chunk
            self.scale_regs = [self.scale_regs[0]] * nchunk
        s_bs = self.s("block_start")
        self.s_bs = s_bs
        if self.window:
            op.s_mov_b32(s_bs, self.s_kv_start, comment="the window's first block")
        else:
            op.s_mov_b32(s_bs, Imm(0))
