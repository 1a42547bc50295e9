"""The attention_fwd kind's spec parameters, their cross-field checks and the one-line summary."""
from __future__ import annotations

from ...errors import UserError
from ..kind import KernelSpec, Param
from .layout import head_bytes, head_dims, lds_buffers

PARAMS = (
    Param("head_dim_qk", int, 128, choices=(64, 128, 192, 256), doc="head dim of Q and K"),
    Param("head_dim_v", int, 0, choices=(0, 64, 128, 256),
          doc="head dim of V and O; 0 means the same as head_dim_qk"),
    Param("block_q", int, 32, choices=(32,), doc="query rows per wave"),
    Param("block_k", int, 128, choices=(32, 64, 128),
          doc="keys per online-softmax block (32: qkv_format bf16 / fp16 only)"),
    Param("p_mode", str, "lean", choices=("lean", "exact"),
          doc="lean: one FMA + integer conversion per P, bytes are FP8; exact: v_exp_f32 then FP8"),
    # default: zyfagen.numerics.lean_bias.debias_offset("rne"), derived in closed form
    # (tests/numerics/test_lean_bias.py recomputes it)
    Param("p_offset", float, -0.4566520513728333, min=-1.0, max=1.0,
          doc="lean P only: the FMA addend is 56 + p_offset (the byte of 1.0 is 56); the default "
              "-0.4566520513728333 removes the piecewise-linear bias of lean P for the "
              "round-to-nearest conversion (docs/attention.md 'Lean P: the addend offset'); "
              "0 is the original constant"),
    Param("p_convert", str, "cvt_pk_u8", choices=("cvt_pk_u8", "fma_perm", "fma_perm_half"),
          doc="lean P only: how the FMA result x becomes the P byte. cvt_pk_u8: v_cvt_pk_u8_f32 per "
              "byte (1.5 VALU instructions per P, if that conversion is full rate); fma_perm: x / 256 "
              "clamped to [0, 1] by the FMA itself, + 2^15 to round, v_perm_b32 packs the low bytes "
              "(1.75 full-rate instructions per P whatever the conversion's rate); fma_perm_half: "
              "bytes 0, 1 of each P dword as fma_perm, bytes 2, 3 by the conversion (1.5 per P, half "
              "of them conversions). The same bytes for every x below 255.5, i.e. every input the "
              "runtime accepts (docs/attention.md step 4)"),
    Param("p_correction", str, "none", choices=("none", "phase", "phase_half", "phase_fit"),
          doc="lean P only (with p_convert cvt_pk_u8): none, or phase: the byte R(8u + phi^2 - phi) "
              "with u = t + 7 + k + p_offset / 8 and phi = fract(u) (two v_fract_f32 and two more "
              "v_pk_fma_f32 per pair of P), closer to the e4m3fn value nearest to 2^t than lean P's "
              "R(8u) (per-key spread 2.86% against 3.14%, exact P 2.65%); use it with p_offset "
              "-0.2886068119516949 (zyfagen.numerics.lean_bias.phase_offset); phase_half: only bytes "
              "0, 1 of each P dword corrected (half the cost), with p_offset -0.3729346617799365 "
              "(phase_half_offset); phase_fit: R(8u + 2.75 (phi^2 - phi)), the fitted gain (per-key "
              "spread 2.658%, one v_pk_fma_f32 per pair more than phase), with p_offset "
              "0.012234427711973694 (phase_fit_offset; docs/attention.md 'Lean P: the phase correction')"),
    Param("p_block_scale", bool, False, doc="power-of-two shift of P per 64 keys, removed by the scaled MFMA"),
    Param("p_scale_keys", int, 64, choices=(64, 128),
          doc="with p_block_scale: keys per power-of-two shift, 64 (one per chunk, from the chunk's "
              "maximum) or 128 (one per key block, from the block's maximum: computed once, half the "
              "shift instructions; block_k 128, qk_format fp8, not the per-wave LDS loop)"),
    Param("p_fixed_shift", int, 0, choices=tuple(range(9)),
          doc="lean P without p_block_scale: every P carries the constant 2^p_fixed_shift (its byte "
              "8 p_fixed_shift codes higher), so do O and L, and O / L cancels it exactly (the LSE "
              "removes it before its log); 8 keeps every P from 2^-15 of the row maximum on the "
              "normal e4m3fn range, the FP8 bound of p_block_scale's smallest shift, with unscaled "
              "MFMAs (docs/attention.md step 3: no dependence on the scaled MFMA's rate); 0: none"),
    Param("rowsum", str, "mfma", choices=("mfma", "mfma16", "smfmac", "valu", "valu_fp32"),
          doc="row sum of P: mfma (the rounded P times ones on the matrix pipe), mfma16 (lean P "
              "only: each 64-key chunk summed by one v_mfma_f32_16x16x128_f8f6f4, half mfma's "
              "matrix cycles, and added to L on the VALU; the same bits as mfma), smfmac (lean P "
              "only: as mfma16 with the 2:4 sparse v_smfmac_f32_16x16x128_fp8_fp8, half mfma16's "
              "matrix cycles, two half sums added on the VALU; the same bits as mfma), valu (the "
              "rounded P on the VALU), valu_fp32 (the unrounded fp32 P on the VALU: exact P's own, "
              "the published control's choice; with lean P a v_exp_f32 per P beside the bytes, "
              "for an LSE good to fp32 rounding, docs/attention.md 'LSE accuracy')"),
    Param("causal", bool, False, doc="causal mask, bottom-right aligned"),
    Param("output", str, "bf16", choices=("bf16", "fp32", "fp16"),
          doc="element type of O (fp16: with qkv_format fp16 only)"),
    Param("lse", bool, False, doc="also write the log-sum-exp per query row (fp32, natural log)"),
    Param("descale", str, "tensor", choices=("tensor", "batch_head"),
          doc="descales per tensor (fp32 arguments) or per (batch, KV head) (fp32 arrays)"),
    Param("qkv_format", str, "e4m3", choices=("e4m3", "bf16", "fp16"),
          doc="format of Q, K and V: e4m3 (FP8 e4m3fn, the lean-P engine), or bf16 / fp16 (issue 36; "
              "kv_sharing lds, p_mode exact, rowsum valu_fp32 or valu, no p_block_scale: P is born "
              "in the 16-bit format by v_exp_f32 and v_cvt_pk_bf16_f32 / v_cvt_pk_f16_f32, both "
              "products by v_mfma_f32_32x32x16_bf16 / _f16; the descale arguments stay and multiply "
              "as for FP8, pass 1.0; docs/attention.md 'BF16 and FP16')"),
    Param("qk_format", str, "fp8", choices=("fp8", "mxfp8", "mxfp6", "mxfp4"),
          doc="format of Q and K in the QK^T product: fp8 (e4m3 with per-tensor or per-(batch, head) "
              "descales), or an OCP MX format (32-channel blocks sharing an E8M0 scale: mxfp8 e4m3, "
              "mxfp6 e2m3, mxfp4 e2m1) through v_mfma_scale_f32_32x32x64_f8f6f4, Q and K packed and "
              "scaled as zyfagen.quantize_mx returns them (arguments q_scales, k_scales); P and V stay "
              "FP8 e4m3 (kv_sharing lds, head_dim_qk 128)"),
    Param("schedule", str, "serial", doc="schedule name in schedules/ or a path to a .sched file"),
    Param("waves_per_workgroup", int, 1, choices=(1, 2, 4, 8),
          doc="waves per workgroup, each owning its own 32 query rows; 8 puts two waves on each SIMD"),
    Param("v_transpose", str, "perm", choices=("perm", "lds"),
          doc="how V^T (the A operand of PV) is made: perm (each lane loads 4 bytes per key, "
              "v_perm_b32 transposes 4x4 bytes), lds (V blocks go to LDS with "
              "global_load_lds_dwordx4, ds_read_b64_tr_b8 reads V^T; K and V^T live in AGPRs and "
              "the full-block loop loads K and V as many blocks ahead as the schedule's load_depth, 0 to 2)"),
    Param("kv_sharing", str, "none", choices=("none", "lds"),
          doc="none: every wave loads its own K and V; lds (with v_transpose lds and 2, 4 or 8 "
              "waves_per_workgroup): each K and V block reaches LDS once per workgroup, the waves "
              "loading slices of it by DMA into load_depth + 1 shared buffers, one s_barrier per "
              "block; every wave reads K (ds_read_b128) and V^T (ds_read_b64_tr_b8) from LDS; "
              "head dims 64, 128, 256"),
    Param("o_init", str, "mov", choices=("mov", "pk_mov"),
          doc="how O's accumulators start at zero when O lives in VGPRs: mov one v_mov_b32 per "
              "register; pk_mov one v_pk_mov_b32 per pair (half the prologue's VALU issue for it; "
              "issue 36)"),
    Param("k_read_ahead", int, 0, choices=(0, 1, 2, 3, 4),
          doc="K fragment reads of the pipelined matrix phase (kv_sharing lds with a pv_lag schedule): "
              "0 whole K tiles read ahead of their QK^T MFMAs (two tiles at up to 128 bytes of d, one "
              "above); n > 0 one 8-register fragment (64 bytes of d) at a time, n fragments ahead of "
              "the MFMAs that take it, so n + 1 fragments are live instead of two tiles (issue 36: "
              "bf16 MLA 192/128 at two waves per SIMD, whose two 48-register K tiles would not fit "
              "256 registers)"),
    Param("lds_address_pairs", bool, False,
          doc="kv_sharing lds: the per-lane LDS read addresses of K and V^T live in aligned VGPR "
              "pairs, and each block's move to its LDS buffer adds the buffer offset to two of "
              "them with one v_lshl_add_u64 (the SGPR pair step x (2^32 + 1)) instead of one "
              "v_add_u32 each: half the VALU issue of that address arithmetic (issue 36)"),
    Param("row_max", str, "max3", choices=("max3", "max", "max3_by_tile"),
          doc="row-max chains of v_maximum3_f32 (NaN-propagating): max3 takes two new scores per "
              "instruction, max one, max3_by_tile as max3 but one chain per 32-key tile (two "
              "chains half as deep, joined at the end); max is exact, so the bits agree"),
    Param("lazy_rescale", str, "off", choices=("off", "threshold"),
          doc="off: rescale O and the row sum whenever the row max grows; threshold: only when it "
              "grows by more than rescale_threshold (log2 units) past the reference max"),
    Param("rescale_threshold", float, 8.0, min=0.0, max=8.0,
          doc="lazy_rescale threshold in log2 units (P may reach 2^threshold <= 256)"),
    # serving-engine features (issue 34; kv_sharing lds only; arguments appended to the kernarg
    # segment after every other one, see contract.launch_args)
    Param("varlen", bool, False,
          doc="packed variable-length sequences: q/k/v/o are [1, total, heads, dim], pointers "
              "cu_seqlens_q / cu_seqlens_k (int32 [batch + 1]) give each sequence's rows; seq_q and "
              "seq_k are the longest sequence's lengths (the grid), LSE is [1, heads_q, total_q]"),
    Param("window", bool, False,
          doc="sliding window: arguments window_left, window_right (int32, -1 unbounded) keep key j "
              "for query i iff i + Lk - Lq - left <= j <= i + Lk - Lq + right (flash-attn); key "
              "blocks outside every row's window are skipped, edge blocks masked"),
    Param("softcap", bool, False,
          doc="logit softcap: argument softcap (fp32 > 0) maps each scaled score x to "
              "softcap * tanh(x / softcap) before the softmax (Gemma 2)"),
    Param("sinks", bool, False,
          doc="sink logits: argument sinks (fp32 [heads_q]) adds exp(sink) of each query head to "
              "the softmax denominator, no value (gpt-oss)"),
    Param("page_size", int, 0, choices=(0, 16, 32, 64, 128, 256),
          doc="paged K/V (with varlen): k and v are a cache [num_blocks, page_size, heads_kv, dim] and "
              "block_table (int32 [batch, max_blocks], row stride block_table_stride) names the block "
              "of each page of keys; each DMA instruction of the LDS path looks its page up (its rows "
              "never cross a page); 0: contiguous packed K/V"),
)


def validate(spec: KernelSpec, sched) -> None:
    """Cross-field checks of an attention_fwd spec whose schedule `sched` is already parsed."""
    from ...isa import load_table

    d = spec["head_dim_qk"]
    if spec["qkv_format"] != "e4m3":  # issue 36: what the 16-bit kernels build (bf16.py)
        from .bf16 import validate_16bit
        validate_16bit(spec)
    elif spec["block_k"] == 32:  # bf16.py builds the one-tile P chunk; FP8's is 64 keys (one MFMA's K)
        raise UserError(f"{spec.source}: params.block_k: 32 is built for qkv_format bf16 / fp16 only; "
                        f"with qkv_format {spec['qkv_format']} allowed: 64 or 128")
    elif spec["output"] == "fp16":
        raise UserError(f"{spec.source}: params.output: fp16 is the output of qkv_format fp16; with "
                        f"qkv_format {spec['qkv_format']} allowed: bf16 or fp32")
    if spec["p_convert"] != "cvt_pk_u8" and spec["p_mode"] != "lean":
        raise UserError(f"{spec.source}: params.p_convert: {spec['p_convert']} converts lean P's FMA "
                        f"result to a byte; with p_mode {spec['p_mode']} there is none (allowed: "
                        "p_convert cvt_pk_u8, or p_mode lean)")
    if spec["p_correction"] != "none" and (spec["p_mode"] != "lean" or spec["p_convert"] != "cvt_pk_u8"):
        raise UserError(f"{spec.source}: params.p_correction: {spec['p_correction']} corrects lean P's "
                        f"FMA result before v_cvt_pk_u8_f32; with p_mode {spec['p_mode']} and p_convert "
                        f"{spec['p_convert']} it is not built (allowed: p_correction none, or p_mode lean "
                        "with p_convert cvt_pk_u8)")
    if spec["p_fixed_shift"]:
        _validate_fixed_shift(spec)
    if spec["p_scale_keys"] != 64:
        for bad, allowed in ((not spec["p_block_scale"], "p_block_scale true"), (spec["block_k"] != 128, "block_k 128"),
                             (spec["v_transpose"] == "lds" and spec["kv_sharing"] != "lds",
                              "kv_sharing lds or v_transpose perm (the per-wave LDS loop keeps a shift per chunk)"),
                             (spec["qk_format"] != "fp8", "qk_format fp8"),
                             (spec["p_mode"] != "lean" or spec["rowsum"] == "valu_fp32", "p_mode lean without rowsum valu_fp32"),
                             (spec["lazy_rescale"] != "off", "lazy_rescale off")):
            if bad:
                raise UserError(f"{spec.source}: params.p_scale_keys: {spec['p_scale_keys']} is built only with "
                                f"{allowed}; allowed: p_scale_keys 64, or {allowed}")
    if spec["rowsum"] in ("mfma16", "smfmac") and spec["p_mode"] != "lean":
        # the masked ones operand multiplies the other query's P by 0: an exact P byte may be
        # NaN (a NaN score), and 0 x NaN would put it in a second row's sum; lean P bytes never
        # are NaN (v_cvt_pk_u8_f32 gives 0 for NaN)
        raise UserError(f"{spec.source}: params.rowsum: {spec['rowsum']} needs p_mode lean (with p_mode "
                        f"{spec['p_mode']} a NaN P byte would reach a second row's sum; use rowsum "
                        "mfma, valu or valu_fp32)")
    feats = [n for n in ("varlen", "window", "softcap", "sinks", "page_size") if spec[n]]
    if spec["page_size"] and not spec["varlen"]:
        raise UserError(f"{spec.source}: params.page_size: {spec['page_size']} pages the K/V of packed "
                        "sequences; allowed only with varlen: true (or page_size: 0)")
    if spec["lds_address_pairs"] and spec["kv_sharing"] != "lds":  # issue 36: lds_shared.py's read addresses
        raise UserError(f"{spec.source}: params.lds_address_pairs: true pairs the shared K/V buffers' read "
                        "addresses; allowed only with kv_sharing: lds (or lds_address_pairs: false)")
    if feats and spec["kv_sharing"] != "lds":  # issue 34: built into the K/V-sharing loop only
        raise UserError(f"{spec.source}: params.{feats[0]}: true needs kv_sharing: lds (the K/V-sharing "
                        f"loop is the one that implements it); allowed: kv_sharing: lds, or {feats[0]}: false")
    if spec["qk_format"] != "fp8":
        _validate_mx(spec, feats)
    if spec["k_read_ahead"] and (spec["kv_sharing"] != "lds" or not sched.pv_lag):
        why = (f"kv_sharing is {spec['kv_sharing']}" if spec["kv_sharing"] != "lds"
               else f"schedule {spec['schedule']} has no pv_lag")
        raise UserError(f"{spec.source}: params.k_read_ahead: {spec['k_read_ahead']} paces the K reads of "
                        f"the pipelined matrix phase, which this spec does not have ({why}); allowed: "
                        "k_read_ahead 0, or kv_sharing: lds with a schedule that has pv_lag 1 (the "
                        "pingpong_lds schedules)")
    if spec["kv_sharing"] == "lds":
        _validate_kv_sharing(spec, sched, load_table)
    elif sched.pv_lag:
        raise UserError(f"{spec.source}: params.schedule: {spec['schedule']} has pv_lag {sched.pv_lag} "
                        "(PV one key block late), which only the K/V-sharing loop implements; "
                        "allowed: kv_sharing: lds, or a schedule without pv_lag")
    elif spec["v_transpose"] == "lds":
        dv = spec["head_dim_v"] or d
        if dv > 128:
            # the per-wave strategy (lds.py) rescales O in VGPRs, where core.py keeps O only up to
            # a V head dim of 128; O of 256 (128 registers) goes to AGPRs, beside K, V^T and Q^T
            raise UserError(f"{spec.source}: params.v_transpose: lds without kv_sharing holds V head "
                            f"dims up to 128 (this spec: {dv}); allowed: v_transpose: perm, or "
                            "kv_sharing: lds with 2, 4 or 8 waves_per_workgroup")
        nbuf = lds_buffers(sched.load_depth)
        lds = spec["waves_per_workgroup"] * nbuf * spec["block_k"] * dv
        # gfx950 lets one workgroup address the CU's whole LDS (LLVM: gfx950 has
        # FeatureAddressableLocalMemorySize163840)
        limit = int(load_table().fact("lds_bytes_per_cu").value)
        if lds > limit:
            raise UserError(f"{spec.source}: params.v_transpose: lds needs {lds} bytes of LDS "
                            f"({nbuf} V blocks of {spec['block_k']}x{dv} bytes per wave at load_depth "
                            f"{sched.load_depth}, {spec['waves_per_workgroup']} waves); allowed: at most "
                            f"{limit} (use fewer waves_per_workgroup or a smaller load_depth)")
    if d == 192 and spec["head_dim_v"] == 0:
        raise UserError(f"{spec.source}: params.head_dim_v: must be given for head_dim_qk 192 "
                        "(V and O head dims are 64, 128 or 256; the MLA shape uses 128)")


def _validate_fixed_shift(spec: KernelSpec) -> None:
    """p_fixed_shift: what the kernel and the reference carry through O and L (lean FP8 P, no
    per-chunk shift, a row sum and no feature that would start L at a value of its own)."""
    where, k = f"{spec.source}: params.p_fixed_shift", spec["p_fixed_shift"]
    # (what is wrong with the spec, what would be allowed instead)
    for bad, found, allowed in (
            (spec["p_mode"] != "lean", f"p_mode {spec['p_mode']}", "p_mode lean"),
            (spec["p_block_scale"], "p_block_scale true (its per-chunk shift replaces this one)",
             "p_block_scale false"),
            (spec["rowsum"] == "valu_fp32", "rowsum valu_fp32", "rowsum mfma, mfma16, smfmac or valu"),
            (spec["lazy_rescale"] != "off", f"lazy_rescale {spec['lazy_rescale']} (a stale maximum would push "
                                            "the shifted byte past 126)", "lazy_rescale off"),
            (spec["sinks"], "sinks true (the sink starts L at 1)", "sinks false"),
            (spec["qkv_format"] != "e4m3" or spec["qk_format"] != "fp8",
             f"qkv_format {spec['qkv_format']}, qk_format {spec['qk_format']}", "qkv_format e4m3 with qk_format fp8")):
        if bad:
            raise UserError(f"{where}: {k} with {found}; allowed: p_fixed_shift 0, or {allowed}")


def _validate_mx(spec: KernelSpec, feats: list) -> None:
    """qk_format mx*: what mx.py builds (the K/V-sharing engine, hd128 Q/K, dense batches)."""
    where, fmt = f"{spec.source}: params.qk_format", spec["qk_format"]
    if spec["qkv_format"] != "e4m3":
        raise UserError(f"{where}: {fmt} packs Q and K in an MX format, P and V stay e4m3; with qkv_format "
                        f"{spec['qkv_format']} allowed: qk_format fp8")
    if spec["kv_sharing"] != "lds":
        raise UserError(f"{where}: {fmt} is built in the K/V-sharing engine only; allowed: "
                        "kv_sharing: lds, or qk_format: fp8")
    if spec["head_dim_qk"] != 128:
        raise UserError(f"{where}: {fmt} needs head_dim_qk 128 (this spec: {spec['head_dim_qk']}); "
                        "allowed: head_dim_qk 128, or qk_format: fp8")
    if feats:
        raise UserError(f"{where}: {fmt} with {feats[0]} is not built (the MX contract covers dense "
                        f"batches, causal or not); allowed: {feats[0]} off, or qk_format: fp8")


def _validate_kv_sharing(spec: KernelSpec, sched, load_table) -> None:
    from .lds_geometry import dma_per_wave, k_parts, shared_buffers, shared_lds_bytes, swizzle_period
    from .mx import k_row_bytes, k_scale_region_bytes

    d, dv = head_bytes(spec)  # LDS rows in bytes (2 per element for bf16 / fp16)
    if spec["qk_format"] != "fp8":  # packed MX K rows (mx.py)
        d = k_row_bytes(head_dims(spec)[0], spec["qk_format"])
    ks_bytes = k_scale_region_bytes(spec["qk_format"], spec["waves_per_workgroup"])
    nw, bk = spec["waves_per_workgroup"], spec["block_k"]
    where = f"{spec.source}: params.kv_sharing"
    if spec["v_transpose"] != "lds":
        raise UserError(f"{where}: lds reads V^T from LDS; allowed only with v_transpose: lds")
    if nw < 2:
        raise UserError(f"{where}: lds shares K and V between the waves of a workgroup; allowed "
                        "only with waves_per_workgroup 2, 4 or 8")
    # K rows are split into power-of-two parts (192 = 128 + 64), each its own swizzled region;
    # head_dim_v is one of ROW_BYTES by its choices
    for rb in [w for _c, w in k_parts(d)] + [dv]:
        rpd = 1024 // rb
        if dma_per_wave(bk, rb, nw) * nw * 1024 != bk * rb or dma_per_wave(bk, rb, nw) == 0 \
                or (nw * rpd) % swizzle_period(rb) and rb < 512:  # 512: per-instruction keys (_dma_lanes)
            raise UserError(f"{where}: a {bk}x{rb}-byte block is {bk * rb // 1024} DMA instructions of "
                            f"1 KiB, which do not split evenly over {nw} waves; allowed: a "
                            "waves_per_workgroup that divides them, or a larger block_k")
    lag = 1 if sched.wave_offset else 0
    if lag and sched.load_depth < 1:
        raise UserError(f"{where}: with the schedule's wave_offset the late waves read a block one "
                        "phase after the early ones, so its loads must start a block ahead; allowed: "
                        "load_depth 1 or more")
    lds = shared_lds_bytes(bk, d, dv, sched.load_depth, lag, sched.pv_lag, ks_bytes)
    limit = int(load_table().fact("lds_bytes_per_cu").value)
    if lds > limit:
        raise UserError(f"{where}: needs {lds} bytes of LDS "
                        f"({shared_buffers(sched.load_depth, lag, sched.pv_lag)} "
                        f"buffers of {bk} keys x ({d} + {dv}) bytes{f' + {ks_bytes} of K scales' if ks_bytes else ''} at load_depth {sched.load_depth}"
                        f"{', wave_offset 1' if lag else ''}{', pv_lag 1' if sched.pv_lag else ''}); allowed: at most {limit} (use a smaller "
                        "load_depth or block_k)")


def summary(spec: KernelSpec) -> str:
    d, dv = head_dims(spec)
    bits = [f"attention_fwd d_qk={d} d_v={dv}", f"32x{spec['block_k']} per wave",
            f"P {spec['p_mode']}" + (" block-scaled" if spec["p_block_scale"] else "")
            + (f" shifted 2^{spec['p_fixed_shift']}" if spec["p_fixed_shift"] else "")
            + (f" by {spec['p_convert']}" if spec["p_convert"] != "cvt_pk_u8" else "")
            + (f" {spec['p_correction']}-corrected" if spec["p_correction"] != "none" else ""),
            f"rowsum {spec['rowsum']}", "causal" if spec["causal"] else "non-causal",
            f"O {spec['output']}", f"{spec['waves_per_workgroup']} wave(s) per workgroup",
            f"schedule {spec['schedule']}", f"V^T by {spec['v_transpose']}"]
    if spec["kv_sharing"] == "lds":
        bits.append("K and V shared through LDS")
    if spec["qkv_format"] != "e4m3":
        bits.insert(1, f"{spec['qkv_format']} Q/K/V")
    if spec["qk_format"] != "fp8":
        bits.append(f"QK^T in {spec['qk_format']}")
    if spec["lazy_rescale"] == "threshold":
        bits.append(f"lazy rescale past 2^{spec['rescale_threshold']:g}")
    if spec["lse"]:
        bits.append("LSE")
    bits += [n for n in ("varlen", "window", "softcap", "sinks") if spec[n]]
    if spec["page_size"]:
        bits.append(f"K/V pages of {spec['page_size']}")
    return ", ".join(bits)

