"""How zyfagen runs each AMD AITER MLA object (hsa/gfx950/mla*, ROCm/aiter e4048607, MIT) in the
emulator: one Emulation record per object (memory model, wave schedule, stale-LDS fills, launch
quirks read from its code) with the evidence for each choice. foreign/aiter_mla_decode.py's
launch contract reads them through emulation(); the census (benchmarks/aiter_census.py
--numerics) shows each choice's effect."""
from __future__ import annotations

from dataclasses import dataclass

@dataclass(frozen=True)
class Emulation:
    """How zyfagen runs one AITER MLA object in the emulator (zyfagen.emulator.launch's
    memory_model, schedule, stale_lds, unaligned_loads) and the launch quirks read from its code
    where they differ from what its selection-table row implies. The defaults (DEFAULT) are most
    objects'; EMULATION holds the others, keyed by object name, each with why (the evidence:
    racing instruction addresses, llvm-objdump-22's, and the census figures, emulator vs fp64)."""
    memory_model: str = "late"
    schedule: str = "barrier"  # 'interleaved' needs memory_model 'immediate' (emulator.launch)
    # LDS fills (0-255) to run under, each once; the outputs must be bit-identical (run_stale)
    stale_lds: tuple[int, ...] = ()
    unaligned_loads: bool = False
    one_split: bool = False  # non-persistent: one split (its R rows ignore the split index)
    fp32_r: bool = False  # non-persistent R is fp32 even with one split
    mqa_default: bool = False  # persistent: s_MQA = gqa x qlen (asm_mla.cu's default), not gqa
    not_causal: bool = False  # its table row says causal; its code has no causal mask
    page_step: int = 0  # > 0: paged KV in keys, TILE keys per loop step (PAGED_PROBLEM)
    why: str = ""


# The default memory model, 'late' (zyfagen.emulator.timed: register loads land at their
# draining s_waitcnt, LDS writes at the barrier after it; the prefill's): most objects rely on
# direct-to-LDS loads landing late (mla_a8w8_qh32_qseqlen4_gqaratio8_ps misses by >100x under
# 'immediate' and 'early', meets the bound under 'late').
DEFAULT = Emulation(why="relies on direct-to-LDS loads landing late")
STALE_FILLS = (0x00, 0xFF)

# The bf16 qh64 objects feed MFMAs from ds_read results before the s_waitcnt that drains them
# (the 'late' model's timing notes: mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps reads a[128:131]
# 12 LDS reads after issuing its ds_read_b128, no wait between), relying on LDS latency: under
# 'late' its output misses fp64 by >10x the bound, under 'immediate' (every load lands at issue)
# it meets it.
_QH64_BF16 = Emulation("immediate", why="MFMAs read ds_read results before their s_waitcnt (LDS latency)")

# 'interleaved' (zyfagen.emulator.launch: the workgroup's four waves advance one instruction at
# a time, the one furthest behind first, as the CU's SIMDs issue them side by side; memory lands
# at issue). These FP8 qseqlen 1/2 kernels read LDS right after an s_barrier that another wave
# overwrites later in the same phase, with no barrier between: mla_a8w8_qh16_qseqlen1_gqaratio16
# reads the four waves' softmax sums at 0x62d8 (ds_read_b32 v46..v49, LDS 0..0x3ff) right after
# the s_barrier at 0x62d4, and wave 0 writes its O tile over those bytes at 0x648c
# (ds_write_b128, LDS 0..0x23ff) ~70 instructions later; likewise the running maxima read at
# 0x3d74 and the P tile written at 0x3e74. Run one wave at a time to its next barrier (the
# default schedule, under any memory model), waves 1-3 read wave 0's O instead of the sums
# (their LSE and O scale are garbage: nan / 5.5x-47,000x the bound); side by side, every wave's
# read comes dozens of instructions before the overwrite, as on the hardware. In a sweep at main
# 7a8c462 with the emulator of ff7aef8, every MLA decode object then within its bound under its
# own model was within under 'interleaved' too (not re-checked for later models such as
# 'late_lds'). Margins (the same census problems, each wave's issue rate scaled in the
# schedule): the qseqlen1 objects (qh16 and qh32) stay within with rates from 0.3x to 2x per
# wave; the two qseqlen2 objects stay within when any of waves 1-3 runs 10% faster or wave 0
# 10% slower, but miss (1.45x split-KV, 2.56x _ps) once wave 0 issues 5% faster than the rest.
# Localised (skewing wave 0 only over address ranges) to their Q staging before the first
# barrier: each wave loads 768 bytes per 576-byte head slot into LDS (buffer_load_dword ... lds,
# M0 = wave x 0xc20, offsets 0/256/512), so in mla_a8w8_qh16_qseqlen2_gqaratio16 wave 3's load
# at 0x26ec (offset:512, lanes 40-63) writes LDS 0x3000-0x305f with bytes 96-191 of token 1's
# head 0, and wave 0's load at 0x270c (its second block, M0 0x3000) writes bytes 0-95 of the
# same head there: a write-write race between waves, one instruction apart in issue order,
# that comes out right only if wave 0's later-issued load lands last (as under equal issue
# rates); a second range where wave 0 must not lead lies at 0x8b00-0x9700 (20x). (Addresses
# here are llvm-objdump-22's.)
_SIDE_BY_SIDE = Emulation("immediate", "interleaved",
                          why="reads LDS after a barrier that another wave overwrites later in the same phase")

# Name-derived FP8 16-head qseqlen4 non-v3 objects: the P-tile read after the barrier at 0x1668
# and wave 0's running-maximum write over it at 0x169c (mla_a8w8_qh16_qseqlen4_gqaratio16;
# _msk0 0x149c / 0x14d0), no barrier between: within 0.090-0.167 of the bound interleaved,
# 11x-38x one wave at a time. The non-persistent pair store bf16 R straight (kernarg 0x120
# out_16_nosplit 1) with one split, but their fp32 split path ignores the split in its R rows
# (the address computed from s_kv_split at 0x7438-0x7488 is replaced at 0x7798 by (wave / 2) x
# 0x10000 + (wave % 2) x 0x400 + lane x 16, rows 0x800 apart: one split's layout): one split
# (two splits: 5.8x the bound). The persistent pair read Q through a buffer of s_MQA x 576 bytes
# (0x160: s_mul_i32 s74, 0x240, s65): s_MQA = gqa x qlen = 64, asm_mla.cu's default, not the gqa
# its gfx950 remap passes to the table-row v3_ps object (with 16, tokens 1-3 read zero Q:
# 4.5x-6.8x the bound; with 64 within 0.164-0.167).
_QH16_Q4 = Emulation("immediate", "interleaved", one_split=True,
                     why="P-tile read after a barrier, overwritten by wave 0's maximum; R rows ignore the split")
_QH16_Q4_PS = Emulation("immediate", "interleaved", mqa_default=True,
                        why="P-tile read after a barrier, overwritten by wave 0's maximum; Q read through "
                            "s_MQA x 576 bytes")

# Non-persistent objects whose R / LSE stores have no split index: launched with one split and
# fp32 R (their launch, read from the code object). mla_a8w8_qh64_qseqlen4_gqaratio16 (and _msk0)
# store token t's 16 head rows of fp32 R at R + (qo_start + t) x 16 x 2048 bytes and its LSE at
# LSE + (qo_start + t) x 64 (kernel offsets 0xac44-0xacc8, llvm-objdump-22 adds 0x2800); the split
# index (workgroup id z, s4) only picks the 64-key blocks z, z + S, ... it reads, so every split
# of a sequence writes the same rows. They store bf16 (label 0xb43c) only when the dword at
# kernarg 0xf0 (ptr_RP's low half, null in a non-persistent launch) is 1, so R is fp32. AITER
# e4048607's mla_decode_fwd (aiter/mla.py) sends FP8 16-head 4-token non-persistent decode here
# with bf16 logits (o.view) for one split and fp32 [tokens, splits, heads, 512] for more: neither
# is this layout (op_tests/test_mla_ltx.py skips the case: "skip qh16_fp8_q4 nps -> unrefreshed
# qh64_qseqlen4 alias in mla_asm.csv").
# Also 'late_lds' ('late' with the LDS read latency, zyfagen.emulator.timed): software-pipelined,
# its waves 2-3 issue a ds_read into registers an MFMA reads 6-7 instructions later for the
# registers' old contents (mla_a8w8_qh64_qseqlen4_gqaratio16: `ds_read_b128 a[120:123]` at
# 0x3b10, `v_mfma_f32_32x32x64_f8f6f4 v[172:187], a[120:127], ...` at 0x3b34, the V tile of
# columns 192-223; waves 0-1 issue the two in the other order). Under 'late' tokens 2-3 (waves
# 2-3) miss fp64 by 3.9x the bound in those columns, under 'late_lds' they meet it.
_QH64_Q4 = Emulation("late_lds", one_split=True, fp32_r=True,
                     why="R / LSE rows carry no split index, R fp32; MFMAs read registers a ds_read is "
                         "still loading (old contents)")
# The name-derived mla_a8w8_qh32_qseqlen4_gqaratio32_msk0 and _msk0_v2 (32 heads x 4 tokens) have
# the same R store (R + (qo_start + t) x 32 x 2048, kernel offsets 0x13204 / 0xcc50 on; bf16 only
# when kernarg 0xf0 is 1) while their LSE store does take the split (s_kv_split x 128 bytes per
# token, + split x 128): one split, fp32 R, within 0.091 of the bound; two splits 20x.
_QH32_Q4 = Emulation(one_split=True, fp32_r=True, why="R rows carry no split index, R fp32")

EMULATION: dict[str, Emulation] = {
    **dict.fromkeys((
        "mla_a16w16_qh64_qseqlen1_gqaratio64_v3.co", "mla_a16w16_qh64_qseqlen1_gqaratio64_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_lse_v3.co", "mla_a16w16_qh64_qseqlen1_gqaratio64_lse_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_msk0_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_msk0_lse_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_cprr_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_lse_cprr_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_msk0_cprr_v3_ps.co",
        "mla_a16w16_qh64_qseqlen1_gqaratio64_msk0_lse_cprr_v3_ps.co"), _QH64_BF16),
    # nan under 'late', 0.153 of the bound under 'immediate'
    "MLA_A16W16_1TG_4W_16mx4_32nx1_Coex0_Msk1_QH16.co": Emulation(
        "immediate", why="nan under 'late', within under 'immediate'"),
    # issue 32: each wave ds_write_b64s its part of a tile, waits only lgkmcnt(4) (its last
    # writes, e.g. `ds_write_b64 v176, v[222:223] offset:20352` at 0x19e0, stay in flight),
    # then s_barrier; other waves read those bytes after the barrier (`ds_read_b64 v[20:21], v5
    # offset:19584` at 0x2ff8): it relies on LDS writes issued before a barrier being seen by
    # reads issued after it. Under 'late' those bytes are not there yet (the reads find them
    # never written; let through, 2.97x the bound); 'early' reports the 39 such pairs as races
    # and gives the same output as 'immediate', 0.165 of the bf16-P bound.
    "mla_a16w8_qh16_m16x4_n16x1_coex0_mask1_ps.co": Emulation(
        "immediate", why="reads after a barrier LDS bytes other waves wrote before it without waiting"),
    "mla_a8w8_qh64_qseqlen4_gqaratio16.co": _QH64_Q4,
    "mla_a8w8_qh64_qseqlen4_gqaratio16_msk0.co": _QH64_Q4,
    "mla_a8w8_qh32_qseqlen4_gqaratio32_msk0.co": _QH32_Q4,
    "mla_a8w8_qh32_qseqlen4_gqaratio32_msk0_v2.co": _QH32_Q4,
    **dict.fromkeys((
        "mla_a8w8_qh16_qseqlen1_gqaratio16.co", "mla_a8w8_qh16_qseqlen1_gqaratio16_msk0.co",
        "mla_a8w8_qh16_qseqlen1_gqaratio16_ps.co", "mla_a8w8_qh16_qseqlen1_gqaratio16_msk0_ps.co",
        "mla_a8w8_qh16_qseqlen1_gqaratio16_lse_ps.co", "mla_a8w8_qh16_qseqlen1_gqaratio16_msk0_lse_ps.co",
        "mla_a8w8_qh32_qseqlen1_gqaratio32_ps.co", "mla_a8w8_qh32_qseqlen1_gqaratio32_lse_ps.co",
        "mla_a8w8_qh16_qseqlen2_gqaratio16.co", "mla_a8w8_qh16_qseqlen2_gqaratio16_ps.co"), _SIDE_BY_SIDE),
    # The two _ps_page objects (no mla_asm.csv row; added by AITER 7c0e15cdb7, which no caller in
    # asm_mla.cu or aiter/mla.py ever selected): their paged-KV contract, read from the code
    # objects (llvm-objdump-22; the kernarg metadata is the _ps siblings' 288-byte KernelArgs).
    # Each loads s69 = s_log2_plen (kernarg 0xc0) and s44 = TILE >> s69, pages per loop step of
    # TILE keys; from a work item it takes s72 = kv_end - kv_start keys, s50 = ceil(s72 / 2^s69)
    # pages, and s62 = kv_start >> s69 as its first kv_page_indices entry (ptr_LTD + 4 s62, a
    # buffer of s50 entries); lane key j of a step reads page entry j >> s69 at row
    # (j & (2^s69 - 1)) x 576 bytes of the page (v_bfm_b32 / v_mul_i32_i24 0x240; pages s_Bs
    # apart). So kv_start / kv_end / kv_offset count KEYS, a sequence's keys starting at key
    # kv_indptr[b] x page_size of the page-index array's key space, and an item starts on a page
    # boundary (its pieces are whole steps here). The row siblings instead count page-index
    # entries (s69 fixed at 0), which is the same thing at page size 1 (there the qseqlen2 _page
    # object's output equals its sibling's bit for bit). Pages hold at most TILE keys (s44 =
    # TILE >> s69 would be 0).
    # qseqlen2: TILE 64 (`s_lshr_b32 s71, s72, 6` / `s_and_b32 s48, s72, 63`). Like its row
    # sibling mla_a8w8_qh16_qseqlen2_gqaratio16_ps, 'interleaved': 0.155 of the bound
    # interleaved, 11x one wave at a time. It loads from addresses that are not dword multiples
    # (emulator.launch unaligned_loads, as ROCm runs kernels): it and its _ps sibling, in the
    # step with the causal mask, overwrite their K-prefetch address registers v47 / v48 with key
    # counters (`v_add_u32 v48, 1, v47` at 0x1318) and then prefetch the next step's K through
    # them (`buffer_load_dword v166, v48, s[20:23]` at 0x16bc); the loaded registers are not
    # read before the next step reloads them.
    "mla_a8w8_qh16_qseqlen2_gqaratio16_ps_page.co": Emulation(
        "immediate", "interleaved", unaligned_loads=True, page_step=64,
        why="paged KV in keys (64-key steps); as its row sibling, reads LDS after a barrier that "
            "another wave overwrites later; K prefetch through key counters"),
    # qseqlen4: TILE 32 (`s_lshr_b32 s71, s72, 5`; it also sets s_MQA's register s65 to 16
    # itself). On the census problem, emulator vs fp64, within at pages of 1, 2, 8, 16, 32 keys
    # (0.142, 0.132, 0.161, 0.147, 0.147 of the bound) and 7.0x outside at 64.
    "mla_a8w8_qh16_qseqlen4_gqaratio16_ps_page.co": Emulation(page_step=32, why="paged KV in keys (32-key steps)"),
    # issue 32 (mladef): the bf16 qh8 qseqlen2 pair (16 rows: 2 tokens x 8 heads, s_MQA 8).
    # One wave at a time to each barrier: 85x the bound under 'immediate', 848x under 'early'
    # (502 LDS races reported); under 'late' wave 0's `ds_read_b64_tr_b16 a[148:149], v17
    # offset:36864` at 0x15b4 reads a V tile that another wave's `buffer_load_dwordx4 ... lds`
    # at 0xb24 loads a loop step ahead, with no s_barrier after that wave's s_waitcnt vmcnt
    # draining it (it relies on the load's latency). Side by side: 0.132 each.
    # Both share their mla_asm.csv row's keys (causal 1, qseqlen 2), but only the _causal object
    # masks S with -inf past each token's last key (its label_causal_exit_0 block, llvm-objdump
    # address 0x30ec: v_cmp_le_u32 + v_cndmask 0xff800000 per S register); the plain one has no
    # such block, and each of its tokens attends to every key (0.132 of the bound against a
    # non-causal reference, 14.7x against the causal one).
    "mla_a16w16_qh8_qseqlen2_gqaratio8.co": Emulation(
        "immediate", "interleaved", not_causal=True,
        why="V tile read relies on another wave's load latency; no causal mask in its code"),
    "mla_a16w16_qh8_qseqlen2_gqaratio8_causal.co": Emulation(
        "immediate", "interleaved", why="V tile read relies on another wave's load latency"),
    # issue 32 (mlaq4): 8 heads x 1 token, non-persistent: after the s_barrier at 0x12dc every
    # wave reads the P tile (ds_read_b128 v[36:39], v33 at 0x12e0, LDS 0..) and wave 0 writes
    # its running maximum over LDS 0.. at 0x1314 (ds_write_b32 v34, v18), 13 instructions later
    # with no barrier between: 0.162 of the bound interleaved, 23x one wave at a time
    "mla_a8w8_qh8_qseqlen1_gqaratio8_v3.co": Emulation(
        "immediate", "interleaved", why="P-tile read after a barrier, overwritten by wave 0's maximum"),
    "mla_a8w8_qh16_qseqlen4_gqaratio16.co": _QH16_Q4,
    "mla_a8w8_qh16_qseqlen4_gqaratio16_msk0.co": _QH16_Q4,
    "mla_a8w8_qh16_qseqlen4_gqaratio16_ps.co": _QH16_Q4_PS,
    "mla_a8w8_qh16_qseqlen4_gqaratio16_msk0_ps.co": _QH16_Q4_PS,
    # Some of its waves compute on LDS the kernel never fills and discard the result: it runs
    # with the LDS's stale contents (emulator.launch stale_lds) under two fills, 0x00 and 0xFF
    # (NaN as bf16 and fp32), and counts only if the outputs are bit-identical. (Disassembly,
    # llvm-objdump-22; addresses from the kernel entry): Q row 16k + 4g + w goes to LDS block k
    # (at k * 0x5080) only for k = 0, 1 (32 rows; its 64mx1 sibling fills k = 0-3), yet wave w
    # reads block w as its 16 MFMA rows (wave 2: `ds_read_b128 a[0:3], v29 offset:41216` at
    # 0x6c0, LDS 0xa100); waves 2-3 then take their own loop (`s_cmp_lt_i32 s7, 2;
    # s_cbranch_scc0` at 0xf68) and skip every output store (`s_cmp_lt_i32 s7, 2` before each).
    "MLA_A16W16_1TG_4W_32mx1_16nx1_Coex0_Msk1_QH16.co": Emulation(
        stale_lds=STALE_FILLS, why="waves 2-3 compute on LDS no store fills and store nothing"),
}


def emulation(co_name: str) -> Emulation:
    """The object's Emulation record (DEFAULT when EMULATION has none)."""
    return EMULATION.get(co_name, DEFAULT)
