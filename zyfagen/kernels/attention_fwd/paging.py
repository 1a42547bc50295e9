"""Paged K/V for the K/V-sharing loop (`page_size`, issue 34): k and v are a cache
[num_blocks, page_size, heads_kv, d] and block_table names the block of each page of a
sequence's keys. Every DMA instruction of the LDS path covers at most 16 rows aligned to their
count, so its rows lie in one page: it loads from that page's block, taken from an SGPR looked
up one key block ahead (docs/attention.md, "Serving features")."""
from __future__ import annotations

from ...ir import Imm


class Paging:
    """Mixin over LdsShared: the block table lookups and the paged DMA instruction."""

    def _setup_pages(self) -> None:
        """page_size: this sequence's row of the block table and its last page (pages past it
        are never looked up: a DMA instruction past the last key reads the last page, masked)."""
        op = self.op
        s_st4 = self.s("block_table_stride_bytes")
        op.s_lshl_b32(s_st4, self.s_table_stride, Imm(2))
        self.s_table_row = self.s("block_table_row", 2)
        self.add_offset64(self.s_table_row, self.s_table_ptr, self.wg_b, s_st4, comment="block_table[b]")
        self.s_last_page = self.s("last_page")
        op.s_lshr_b32(self.s_last_page, self.s_skm1, Imm(self.page.bit_length() - 1))
        self.page_regs = {}
        for r in self.dma:  # a page's stride is the cache's block stride
            r["page_stride"] = self.st["k" if r["group"] == "k" else "v"][0]
            for i in range(r["n"]):
                self.page_regs[(r["name"], i)] = self.s(f"{r['name']}_page{i}")
                self._page_lookup(r, i, self.s_bs)  # the first block the prologue loads

    def _page_lookup(self, r: dict, i: int, s_block) -> None:
        """Start loading the block of the page that DMA instruction i of region r reads for the
        key block at s_block: block_table[b][row / P], the page clamped to the last one. Issued
        one block ahead (after this block's DMA), so the load has a whole iteration to land."""
        op = self.op
        s_row = self.s("page_lookup_row")
        op.s_add_u32(s_row, s_block, r["s_wrow"])
        if i:
            op.s_add_u32(s_row, s_row, Imm(i * self.nw * r["rpd"]))
        op.s_lshr_b32(s_row, s_row, Imm(self.page.bit_length() - 1))
        op.s_min_u32(s_row, s_row, self.s_last_page)
        op.s_lshl_b32(s_row, s_row, Imm(2))
        s_ea = self.s("page_entry", 2)
        op.s_add_u32(s_ea[0], self.s_table_row[0], s_row)
        op.s_addc_u32(s_ea[1], self.s_table_row[1], Imm(0))
        op.s_load_dword(self.page_regs[(r["name"], i)], s_ea, Imm(0), comment="the block of a page, one block ahead")

    def _paged_dma(self, r: dict, i: int, s_row) -> None:
        """DMA instruction i of region r at key row s_row of the sequence (paged K/V): its rows
        (at most 16, aligned to their count) lie in one page, whose block was looked up one
        block ahead (_page_lookup), at row s_row % P. A sequence with no key has no page: it
        reads block 0 (its loads only fill buffers no block reads)."""
        op = self.op
        s_page = self.s("dma_page")
        op.s_cmp_eq_u32(self.s_sk, Imm(0))
        op.s_cselect_b32(s_page, Imm(0), self.page_regs[(r["name"], i)],
                         comment="no key: block 0 (its table row may be empty)")
        s_in = self.s("dma_page_row")
        op.s_and_b32(s_in, s_row, Imm(self.page - 1))
        op.s_mul_i32(s_in, s_in, r["stride"])
        base = self.s("dma_page_base", 2)
        self.add_offset64(base, r["base"], s_page, r["page_stride"], comment="the block's rows")
        addr = self.v(f"{r['name']}_dma_addr")
        op.v_add_u32(addr, s_in, r["offs"][i % len(r["offs"])])
        op.global_load_lds_dwordx4(addr, base)

    def _next_page_lookups(self, s_block) -> None:
        """The lookups for the DMA of the key block at s_block (the next one): in the loop they
        go in the vector phase, where no LDS read is in flight (an SMEM load in flight makes
        every lgkmcnt wait a wait for it too: in the matrix phase that stalled each block)."""
        for r in self.dma:
            for i in range(r["n"]):
                self._page_lookup(r, i, s_block)
