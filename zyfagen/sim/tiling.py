"""What an attention kernel does per workgroup (`Tiling`), the launch contracts of the foreign
kernels the whole-chip model times (`FOREIGN_TILINGS`, keyed by kernel symbol or code-object
sha256) and AITER's MLA prefill tiling; sim/problem.py applies them (moved here from problem.py,
which stays under the 800-line limit)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tiling:
    """What a kernel does per workgroup, for kernels whose loop the engine times."""

    rows_per_workgroup: int
    head_dim_qk: int
    head_dim_v: int
    out_bytes: int  # bytes per element of O
    causal: bool
    source: str  # where these numbers come from
    # query tiles one workgroup runs: 1, or 2 for a kernel that pairs tile x with tile
    # tiles-1-x (causal balance) in a loop around its key loops; the grid then has
    # ceil(tiles / 2) workgroups per head
    tiles_per_workgroup: int = 1
    # back-edge addresses of the loops that run a query tile's masked key blocks (the causal
    # diagonal, a ragged last block) instead of the key-block loop; () when the kernel masks
    # inside its key-block loop
    masked_loops: tuple[int, ...] = ()
    # key-loop trips a query tile's causal diagonal spans (Triton: BLOCK_M / BLOCK_N)
    masked_blocks: int = 1
    dynamic_lds: int = 0  # LDS bytes the launch allocates beyond the code object's own
    # which query tile the workgroup at dispatch position n (grid order, x fastest) runs:
    # "grid" tile x; "reversed" tiles-1-x within each head; "longest_first" within each batch
    # (n' = n mod tiles x heads_q): tile tiles-1-floor(n' / heads_q), head n' mod heads_q
    tile_order: str = "grid"
    # how P reaches the matrix pipe (the power model's operand bit activity, sim/activity.py):
    # "lean" integer bytes over the FP8 range, or "exact" exp(s - max) <= 1 rounded to FP8
    p_form: str = "exact"
    # keys one trip of the key-block loop covers; 0: from the loop's QK^T MACs (a kernel
    # whose row sums run on a sparse MFMA the phase split counts as QK^T names it here)
    keys_per_iteration: int = 0
    # a persistent kernel (AITER's MLA prefill): one workgroup per CU runs the work items
    # AITER's get_ps_metadata_v1 assigns it (foreign/aiter_mla.py), each a query tile's key
    # blocks or a split piece of them, instead of one workgroup per query tile
    persistent: bool = False
    # attention_fwd's serving features (issue 34): packed sequences (tile_order "table"), a
    # sliding window, K/V pages of page_size rows (0: contiguous)
    varlen: bool = False
    window: bool = False
    page_size: int = 0
    # the key-block loop's back-edge address (engine addresses), where the engine's own choice
    # (the innermost loop with the most MFMAs, the shorter on a tie) is not it; None: that choice
    main_loop: int | None = None
    in_bytes: int = 1  # bytes per Q/K/V element (2: BF16/FP16, issue 36; K/V's traffic is read from the loads)
    # forward branches around the key loop's masking (AITER's BF16 forwards): taken in unmasked trips
    mask_skips: tuple[int, ...] = ()
    blocks_outside_loop: int = 0  # key-loop trips of work done outside the loop (a prologue's first tile)
    # keys a kernel steps by when a key-loop trip covers several such tiles and its work ends at
    # the last visible tile, mid-trip (AITER's BF16 forwards: ts_kv, two tiles a trip): a query
    # tile's trips are then its visible tiles / tiles a trip (3.5 for 7 tiles), not whole trips;
    # 0: whole trips
    key_tile: int = 0


# Foreign kernels' launch contracts (the tile the code object was built for).
FOREIGN_TILINGS: dict[str, Tiling] = {
    # AITER hsa/gfx950/fmha_v3_fwd csv: fp8bf16,128,128,...,ts_qo=256,ts_kv=128 (MIT licence)
    # masked loops: where the key loop of each wave group (0x4244.., 0x5614..) exits when
    # s68 >= s69, a loop checking s68 < s43 follows (0x68c8..0x8440, 0x8444..0x9ff4): the
    # last, masked blocks (code object offsets 0x3b00 + the engine's addresses below)
    "_ZN5aiter24fmha_fwd_hd128_fp8_gfx950E": Tiling(256, 128, 128, 2, False, "AITER fmha_v3_fwd csv (ts_qo=256)",
                                                   masked_loops=(18752, 25844)),
    # the causal kernel ends a query tile with `s_sub_u32 s57, s56, s63; s_cmp_le_u32 s57, s63`
    # and branches back (code object 0xa4c4-0xa4d8): tile x, then tile s56 - x (read as the
    # last tile index) while that one lies beyond x
    "_ZN5aiter31fmha_fwd_hd128_fp8_causal_gfx950E": Tiling(256, 128, 128, 2, True,
                                                          "AITER fmha_v3_fwd csv (ts_qo=256); tile "
                                                          "pairs x, tiles-1-x read from its code", 2,
                                                          masked_loops=(18896, 25988)),
    # AITER fmha_v4_fwd fwd_hd128_fp8.co (tests/data/aiter/fmha_v4_fwd; its launch contract is
    # zyfagen/foreign/aiter_v4.py): the same symbol as v3's, so keyed by the code object's
    # sha256. csv: ts_qo 256, ts_kv 128; MHA only. Its key loop covers 256 keys (two 128-key
    # tiles); its row sums are a v_smfmac over P, which the phase split counts as QK^T (260
    # "keys"), hence the explicit count. Masked tails timed at the loop's rate (not located).
    "sha256:a0ad60152840e8a9c98acd7ae18275754438b85abec0c2392439976dda318cff":
        Tiling(256, 128, 128, 2, False, "AITER fmha_v4_fwd csv (ts_qo=256); 256 keys per key-loop trip",
               keys_per_iteration=256),
    # fmha_v4's MXFP4 Q·K kernel (fwd_hd128_mxfp4.co, foreign/aiter_v4.py): the same tiling; its
    # key loop (label_core_loop_0, read with llvm-objdump-22) has per wave 16 scaled E2M1 QK^T
    # MFMAs (8 key tiles x 2 d chunks: 256 keys), 16 PV MFMAs and 4 v_smfmac row sums
    "_ZN5aiter28fmha_fwd_hd128_mxfp4_gfx950E":
        Tiling(256, 128, 128, 2, False, "AITER fmha_v4_fwd csv (ts_qo=256); 256 keys per key-loop trip "
               "(16 QK^T MFMAs of 32 keys x 64 channels per wave)", keys_per_iteration=256,
               # its two wave groups' key loops tie at 38 MFMAs; the engine would take the
               # second (two instructions shorter), which wave 0 never runs: the first
               main_loop=9572),
    # its MXFP6 sibling (fwd_hd128_mxfp6.co): the same loop structure (38 MFMAs per wave group's
    # key loop: 16 scaled E2M3 QK^T, 16 PV, 4 v_smfmac, 2 bf16), the same tie; the first loop
    "_ZN5aiter28fmha_fwd_hd128_mxfp6_gfx950E":
        Tiling(256, 128, 128, 2, False, "AITER fmha_v4_fwd csv (ts_qo=256); 256 keys per key-loop trip "
               "(16 QK^T MFMAs of 32 keys x 64 channels per wave)", keys_per_iteration=256, main_loop=10064),
    # AITER fmha_v3_fwd BF16 (issue 36; contract foreign/aiter.py; csv ts_qo 256, ts_kv 64): a key
    # loop per wave group, two tiles a trip (main_loop: wave 0's; the engine's tie-break took the
    # other); the causal diagonal and a ragged tail are masked inside it behind scalar branches
    # (mask_skips, code object 0x3300 + address); the prologue multiplies the first tile; causal:
    # tile x then tiles-1-x (get_grid_dim halves the grid). Checked against the emulator's
    # recorded stream (tests/sim/test_chip_aiter_bf16.py).
    # The MLA prefill shape fwd_hd192_hd128_bf16(_causal) (d_qk 192, d_v 128): the same loop
    # structure with ts_qo 128 (a 256-thread workgroup of 4 waves, 32 rows each) and ts_kv 128
    # (256 keys a trip, 160 MFMAs per wave); its mask skips, one per 128-key tile of a trip in
    # each wave group's loop copy (causal: the diagonal's and the ragged tail's, 2,120 and 1,048
    # bytes of masking), read with llvm-objdump-22 and from the recorded stream's outcomes
    # (taken in unmasked trips, not taken on a ragged tail or the diagonal).
    # key_tile: ts_kv (its work ends at the last visible 64- or 128-key tile, half a trip when
    # their count is odd: causal hd192 tiles x and tiles-1-x, one of them odd, were over-counted
    # by half a trip each)
    **{name: Tiling(rows, dq, 128, 2, causal, f"AITER fmha_v3_fwd csv (bf16, ts_qo={rows}, ts_kv={64 if dq == 128 else 128}); "
                    "tile pairs x, tiles-1-x when causal", 2 if causal else 1, in_bytes=2, main_loop=main_loop,
                    mask_skips=skips, blocks_outside_loop=1, key_tile=64 if dq == 128 else 128)
       for name, rows, dq, causal, main_loop, skips in (
           ("_ZN5aiter19fmha_fwd_hd128_bf16E", 256, 128, False, 8888, (4792, 7264, 9620, 12060)),
           ("_ZN5aiter26fmha_fwd_hd128_bf16_causalE", 256, 128, True, 10728,
            (5560, 6108, 8568, 9116, 11460, 12008, 14452, 15000)),
           ("_ZN5aiter25fmha_fwd_hd192_hd128_bf16E", 128, 192, False, 16304, (8672, 13552, 18432, 23312)),
           ("_ZN5aiter32fmha_fwd_hd192_hd128_bf16_causalE", 128, 192, True, 25928,
            (13840, 14912, 21440, 22512, 29040, 30112, 36640, 37712)))},
}


def mla_tiling(causal: bool) -> Tiling:
    """AITER's persistent FP8 MLA prefill (hsa/gfx950/mla/mla_pfl_qh192_vh128_m32x8_n128x1_causal*.co,
    foreign/aiter_mla.py): 256-query tiles (m32 x 8 waves) over 128-key blocks (n128), bf16 O,
    scheduled by get_ps_metadata_v1's work tables; costs from sim/aiter_mla_timing.py."""
    return Tiling(256, 192, 128, 2, causal, "AITER mla_pfl_qh192_vh128_m32x8_n128x1 (tile_q 256, "
                  "kvlen granularity 128; work tables of get_ps_metadata_v1)", keys_per_iteration=128,
                  persistent=True)
