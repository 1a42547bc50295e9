"""Kernel kind `attention_fwd`: FP8 (e4m3fn) flash-attention forward, lean or exact P.

The algorithm, step by step and exactly (rounding included), is docs/attention.md; the numpy
model `zyfagen.numerics.reference` follows the same page, and the tests compare the emulated
code object with it bit for bit. This module only realises that page on gfx950 registers.

Launch contract: grid (ceil(seq_q/32), heads_q, batch), 64 lanes per workgroup; seq_q, seq_k >= 1;
gqa_group >= 1 with heads_q = gqa_group * heads_kv; strides in elements; the last dimension of
every tensor is contiguous. Kernel arguments, in order: q, k, v, o pointers; lse pointer (when
`lse: true`); q/k/v descales (fp32 values, or pointers to fp32 [batch, heads_kv] arrays with
`descale: batch_head`); softmax_scale (fp32); seq_q, seq_k, gqa_group, heads_kv (u32);
q/k/v/o strides (b, s, h; u32, elements); lse strides (b, h; u32, elements, when `lse: true`).

Register layout (see docs/attention.md, "Register layout"):
- S^T = K Q^T per 32-key tile with `v_mfma_f32_32x32x64_f8f6f4` (A = K rows, B = Q^T). Lane t
  holds query t%32 and the keys 8i + 4(t/32) + jj of each tile as C element 4i+jj.
- Row max: `v_max3_f32` (or, with `row_max: max`, `v_max_f32`) chains over a lane's values, then
  `v_permlane32_swap_b32` joins the lane pair.
- P bytes of a 64-key chunk are written straight into the 8-VGPR B operand of
  O^T += V^T P^T; slot n = 16a + 4i + jj holds tile a's element 4i+jj.
- V^T (A operand): lane r + 32h owns dv rows W r + T (W = d_v/32) and loads the W contiguous
  bytes V[key, W r ..] of each of its 32 keys; `v_perm_b32` transposes 4 keys x 4 bytes so that
  dword m of tile T holds the 4 consecutive keys of P slot group m. A and B use the same slot for
  the same key, so the MFMA pairs the right elements whatever K order it uses internally.
- O^T accumulators and the MFMA row sum live in AGPRs.
"""
from __future__ import annotations

import struct

from ..errors import UserError
from ..ir import FImm, Imm, KernelBuilder, LabelRef, Special, WaitCount
from ..spec import KernelSpec, Param

PARAMS = (
    Param("head_dim_qk", int, 128, choices=(64, 128, 192, 256), doc="head dim of Q and K"),
    Param("head_dim_v", int, 0, choices=(0, 64, 128, 256),
          doc="head dim of V and O; 0 means the same as head_dim_qk"),
    Param("block_q", int, 32, choices=(32,), doc="query rows per wave"),
    Param("block_k", int, 128, choices=(64, 128), doc="keys per online-softmax block"),
    Param("p_mode", str, "lean", choices=("lean", "exact"),
          doc="lean: one FMA + integer conversion per P, bytes are FP8; exact: v_exp_f32 then FP8"),
    Param("p_block_scale", bool, False, doc="power-of-two shift of P per 64 keys, removed by the scaled MFMA"),
    Param("rowsum", str, "mfma", choices=("mfma", "valu", "valu_fp32"),
          doc="row sum of P: mfma (the rounded P times ones on the matrix pipe), valu (the rounded "
              "P on the VALU), valu_fp32 (exact P only: the unrounded fp32 P on the VALU, the "
              "published control's choice)"),
    Param("causal", bool, False, doc="causal mask, bottom-right aligned"),
    Param("output", str, "bf16", choices=("bf16", "fp32"), doc="element type of O"),
    Param("lse", bool, False, doc="also write the log-sum-exp per query row (fp32, natural log)"),
    Param("descale", str, "tensor", choices=("tensor", "batch_head"),
          doc="descales per tensor (fp32 arguments) or per (batch, KV head) (fp32 arrays)"),
    Param("qkv_format", str, "e4m3", choices=("e4m3",), doc="FP8 format of Q, K and V"),
    Param("schedule", str, "serial", doc="schedule name in schedules/ or a path to a .sched file"),
    Param("waves_per_workgroup", int, 1, choices=(1, 2, 4, 8),
          doc="waves per workgroup, each owning its own 32 query rows; 8 puts two waves on each SIMD"),
    Param("v_transpose", str, "perm", choices=("perm", "lds"),
          doc="how V^T (the A operand of PV) is made: perm (each lane loads 4 bytes per key, "
              "v_perm_b32 transposes 4x4 bytes), lds (V blocks go to LDS with "
              "global_load_lds_dwordx4, ds_read_b64_tr_b8 reads V^T; K and V^T live in AGPRs and "
              "the full-block loop loads K and V as many blocks ahead as the schedule's load_depth, 0 to 2)"),
    Param("row_max", str, "max3", choices=("max3", "max"),
          doc="row-max instructions: max3 (v_max3_f32, two new scores per instruction) or max "
              "(chains of v_max_f32, one per instruction); max is exact, so the bits agree"),
    Param("lazy_rescale", str, "off", choices=("off", "threshold"),
          doc="off: rescale O and the row sum whenever the row max grows; threshold: only when it "
              "grows by more than rescale_threshold (log2 units) past the reference max"),
    Param("rescale_threshold", float, 8.0, min=0.0, max=8.0,
          doc="lazy_rescale threshold in log2 units (P may reach 2^threshold <= 256)"),
)

MFMA = "v_mfma_f32_32x32x64_f8f6f4"
MFMA_SCALE = "v_mfma_scale_f32_32x32x64_f8f6f4"


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


LOG2E_BITS = 0x3FB8AA3B  # fp32(1.4426950408889634)
LN2_BITS = 0x3F317218  # fp32(0.6931471805599453)
NEG_INF_BITS = 0xFF800000
ONES_E4M3 = 0x38383838  # four e4m3fn 1.0 bytes

# v_perm_b32 selectors: byte k of the result is byte sel[k] of {src0 (bytes 4-7), src1 (bytes 0-3)}
PERM_EVEN = 0x06020400  # (s1.0, s0.0, s1.2, s0.2)
PERM_ODD = 0x07030501  # (s1.1, s0.1, s1.3, s0.3)
PERM_LO = 0x05040100  # (s1.0, s1.1, s0.0, s0.1)
PERM_HI = 0x07060302  # (s1.2, s1.3, s0.2, s0.3)


def lds_buffers(load_depth: int) -> int:
    """V buffers per wave in LDS for v_transpose lds: one being read, one per block in flight."""
    return load_depth + 1


def head_dims(spec: KernelSpec) -> tuple[int, int]:
    d = spec["head_dim_qk"]
    dv = spec["head_dim_v"] or d
    return d, dv


def validate(spec: KernelSpec) -> None:
    from ..isa import load_table
    from ..schedule import load_schedule

    d = spec["head_dim_qk"]
    if spec["rowsum"] == "valu_fp32" and spec["p_mode"] != "exact":
        raise UserError(f"{spec.source}: params.rowsum: valu_fp32 sums the unrounded fp32 P of "
                        f"p_mode exact; with p_mode {spec['p_mode']} P is born as FP8 bytes "
                        "(use rowsum mfma or valu)")
    try:
        sched = load_schedule(spec["schedule"], spec.source)
    except UserError as exc:
        raise UserError(f"{spec.source}: params.schedule: {exc}") from None
    if spec["v_transpose"] == "lds":
        dv = spec["head_dim_v"] or d
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


def summary(spec: KernelSpec) -> str:
    d, dv = head_dims(spec)
    bits = [f"attention_fwd d_qk={d} d_v={dv}", f"32x{spec['block_k']} per wave",
            f"P {spec['p_mode']}" + (" block-scaled" if spec["p_block_scale"] else ""),
            f"rowsum {spec['rowsum']}", "causal" if spec["causal"] else "non-causal",
            f"O {spec['output']}", f"{spec['waves_per_workgroup']} wave(s) per workgroup",
            f"schedule {spec['schedule']}", f"V^T by {spec['v_transpose']}"]
    if spec["lazy_rescale"] == "threshold":
        bits.append(f"lazy rescale past 2^{spec['rescale_threshold']:g}")
    if spec["lse"]:
        bits.append("LSE")
    return ", ".join(bits)


class _Builder:
    """Builds one attention kernel; the methods are the phases of docs/attention.md."""

    def __init__(self, spec: KernelSpec) -> None:
        self.spec = spec
        self.d, self.dv = head_dims(spec)
        self.bk = spec["block_k"]
        self.w = self.dv // 32  # bytes of V per key per lane, and dv tiles
        self.lean = spec["p_mode"] == "lean"
        self.scaled = spec["p_block_scale"]
        self.mfma_rowsum = spec["rowsum"] == "mfma"
        self.fp32_rowsum = spec["rowsum"] == "valu_fp32"  # validate(): exact P only
        self.causal = spec["causal"]
        self.nw = spec["waves_per_workgroup"]
        self.lazy = spec["lazy_rescale"] == "threshold"
        self.lds_v = spec["v_transpose"] == "lds"
        self.max3 = spec["row_max"] == "max3"
        from ..schedule import load_schedule

        self.schedule = load_schedule(spec["schedule"], spec.source)
        # software-pipelining depth of the K/V loads (v_transpose lds): 0 loads a block in the
        # iteration that uses it, 1 one block ahead; one LDS buffer of V per depth step + 1
        self.load_depth = self.schedule.load_depth
        self.kb = KernelBuilder(spec.name, workgroup_size=64 * self.nw)
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

    def max_of(self, dst, vals: list) -> None:
        """dst = max(vals) (at least two), by v_max3_f32 or a v_max_f32 chain (spec row_max)."""
        op = self.op
        if self.max3 and len(vals) >= 3:
            op.v_max3_f32(dst, vals[0], vals[1], vals[2])
            rest = vals[3:]
            while len(rest) >= 2:
                op.v_max3_f32(dst, dst, rest[0], rest[1])
                rest = rest[2:]
        else:
            op.v_max_f32(dst, vals[1], vals[0])
            rest = vals[2:]
        for x in rest:
            op.v_max_f32(dst, x, dst)

    def pair_swap(self, value, name: str):
        """(x, y) with x + y == own + partner and max3(own, x, y) == max(own, partner) in every lane."""
        op = self.op
        x, y = self.v(name + "_x"), self.v(name + "_y")
        op.v_mov_b32(x, value)
        op.v_mov_b32(y, value)
        op.s_nop(Imm(1), comment="VALU write -> v_permlane read: 2 wait states on gfx950 (rocRoller VALUWriteReadlane94x)")
        op.v_permlane32_swap_b32(x, y, comment="exchange with lane t^32 (same query row)")
        return x, y

    # ---- the kernel ------------------------------------------------------------------
    def build(self):
        kb, op, spec = self.kb, self.op, self.spec
        d, dv, bk, w = self.d, self.dv, self.bk, self.w
        # -- arguments
        a_q, a_k, a_v, a_o = (kb.arg_pointer(n, "uint8_t*") for n in ("q", "k", "v", "o"))
        a_lse = kb.arg_pointer("lse", "float*") if spec["lse"] else None
        per_bh = spec["descale"] == "batch_head"
        a_desc = [kb.arg_pointer(n, "float*") if per_bh else kb.arg_value(n, 4, "float")
                  for n in ("q_descale", "k_descale", "v_descale")]
        a_scale = kb.arg_value("softmax_scale", 4, "float")
        a_sq, a_sk, a_group, a_hkv = (kb.arg_value(n, 4, "uint32_t")
                                      for n in ("seq_q", "seq_k", "gqa_group", "heads_kv"))
        a_strides = {t: [kb.arg_value(f"{t}_stride_{x}", 4, "uint32_t") for x in "bsh"] for t in "qkvo"}
        a_lse_strides = [kb.arg_value(f"lse_stride_{x}", 4, "uint32_t") for x in "bh"] if a_lse else []

        kp = kb.kernarg_ptr

        def load_ptr(arg, name):
            r = self.s(name, 2)
            op.s_load_dwordx2(r, kp, Imm(arg.offset))
            return r

        def load_val(arg, name):
            r = self.s(name)
            op.s_load_dword(r, kp, Imm(arg.offset))
            return r

        s_q, s_k, s_v, s_o = (load_ptr(a, n) for a, n in ((a_q, "q_ptr"), (a_k, "k_ptr"), (a_v, "v_ptr"), (a_o, "o_ptr")))
        s_lse = load_ptr(a_lse, "lse_ptr") if a_lse else None
        s_desc = [load_ptr(a, n + "_ptr") if per_bh else load_val(a, n)
                  for a, n in zip(a_desc, ("q_descale", "k_descale", "v_descale"))]
        s_scale = load_val(a_scale, "softmax_scale")
        s_sq, s_sk, s_group = load_val(a_sq, "seq_q"), load_val(a_sk, "seq_k"), load_val(a_group, "gqa_group")
        s_hkv = load_val(a_hkv, "heads_kv") if per_bh else None
        st = {t: [load_val(a, f"{t}_stride_{x}") for a, x in zip(a_strides[t], "bsh")] for t in "qkvo"}
        s_lse_st = [load_val(a, f"lse_stride_{x}") for a, x in zip(a_lse_strides, "bh")]

        wg_q, wg_h, wg_b = kb.workgroup_id(0), kb.workgroup_id(1), kb.workgroup_id(2)

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

        # -- per-(batch, head) base addresses (bytes)
        s_qb, s_kb, s_vb, s_ob = (self.s(n, 2) for n in ("q_base", "k_base", "v_base", "o_base"))
        tmp_pair = self.s("base_tmp", 2)
        for dst, ptr, strides, head in ((s_qb, s_q, st["q"], wg_h), (s_kb, s_k, st["k"], s_kvh),
                                        (s_vb, s_v, st["v"], s_kvh)):
            self.add_offset64(tmp_pair, ptr, wg_b, strides[0])
            self.add_offset64(dst, tmp_pair, head, strides[2])
        esz = 2 if spec["output"] == "bf16" else 4
        o_st = [self.s(f"o_stride_{x}_bytes") for x in "bsh"]
        for src, dst in zip(st["o"], o_st):
            op.s_lshl_b32(dst, src, Imm(esz.bit_length() - 1))
        self.add_offset64(tmp_pair, s_o, wg_b, o_st[0])
        self.add_offset64(s_ob, tmp_pair, wg_h, o_st[2])
        self.s_ob = s_ob
        if s_lse is not None:
            s_lb = self.s("lse_base", 2)
            lse_st = [self.s(f"lse_stride_{x}_bytes") for x in "bh"]
            for src, dst in zip(s_lse_st, lse_st):
                op.s_lshl_b32(dst, src, Imm(2))
            self.add_offset64(tmp_pair, s_lse, wg_b, lse_st[0])
            self.add_offset64(s_lb, tmp_pair, wg_h, lse_st[1])

        # -- descales
        if per_bh:
            s_idx = self.s("bh_index")
            op.s_mul_i32(s_idx, wg_b, s_hkv)
            op.s_add_u32(s_idx, s_idx, s_kvh)
            op.s_lshl_b32(s_idx, s_idx, Imm(2))
            vals = []
            for ptr, n in zip(s_desc, ("q_descale", "k_descale", "v_descale")):
                addr = self.s(n + "_addr", 2)
                op.s_add_u32(addr[0], ptr[0], s_idx)
                op.s_addc_u32(addr[1], ptr[1], Imm(0))
                val = self.s(n)
                op.s_load_dword(val, addr, Imm(0))
                vals.append(val)
            s_dq, s_dk, s_dv = vals
        else:
            s_dq, s_dk, s_dv = s_desc

        # -- constants: c = ((scale * log2 e) * dq) * dk
        c = self.v("c")
        op.v_mov_b32(c, Imm(LOG2E_BITS))
        op.v_mul_f32(c, s_scale, c, comment="softmax_scale * log2(e)")
        op.v_mul_f32(c, s_dq, c, comment="* q_descale")
        op.v_mul_f32(c, s_dk, c, comment="* k_descale: raw score -> base-2 exponent")
        self.c = c
        self.s_neg_inf = self.s_const("neg_inf", NEG_INF_BITS)
        self.v_neg_inf = self.v_const("neg_inf_v", NEG_INF_BITS)  # v_cndmask reads VCC: no SGPR source too
        if self.lean:
            slope = self.v("a8_pair", 2)  # 8c, exact
            op.v_mul_f32(slope[0], Imm(_f32(8.0)), c)
            op.v_mov_b32(slope[1], slope[0])
            neg_slope = self.v("neg_a8")
            op.v_mul_f32(neg_slope, Imm(_f32(-8.0)), c)
        else:
            slope = self.v("c_pair", 2)
            op.v_mov_b32(slope[0], c)
            op.v_mov_b32(slope[1], c)
            neg_slope = self.v("neg_c")
            op.v_mul_f32(neg_slope, FImm(-1.0), c)
        self.slope, self.neg_slope = slope, neg_slope
        self.s_56 = self.s_const("f32_56", _f32(56.0))
        self.perm_sel = {k: self.s_const(n, bits) for k, n, bits in
                    (("even", "perm_even", PERM_EVEN), ("odd", "perm_odd", PERM_ODD),
                     ("lo", "perm_lo", PERM_LO), ("hi", "perm_hi", PERM_HI))}
        self.v_scale_one = None
        if self.scaled:
            self.v_scale_one = self.v_const("e8m0_one", 127)

        # -- lanes and waves: wave `wv` of the workgroup owns query rows 32 wv .. 32 wv + 31
        nw = self.nw
        lane, half = self.v("lane"), self.v("half")
        op.v_and_b32(lane, Imm(31), kb.workitem_id)
        op.v_lshrrev_b32(half, Imm(5), kb.workitem_id)
        if nw > 1:
            op.v_and_b32(half, Imm(1), half)
        s_wg_q0 = self.s("wg_q0")  # first query row of the workgroup
        op.s_mul_i32(s_wg_q0, wg_q, Imm(32 * nw))
        s_q0 = self.s("q0")  # first query row of this wave
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
        op.s_sub_u32(s_sqm1, s_sq, Imm(1))
        op.s_sub_u32(s_skm1, s_sk, Imm(1))

        # -- Q^T fragments (B operand), loaded once: row min(q, seq_q-1), d bytes 16h.. and 32+16h..
        nqk = d // 64
        self.nqk = nqk
        qrow = self.v("q_row")
        op.v_min_u32(qrow, s_sqm1, qi, comment="clamp: rows past seq_q read the last row, never stored")
        qoff = self.v("q_off")
        op.v_mul_lo_u32(qoff, qrow, st["q"][1])
        op.v_lshl_add_u32(qoff, half, Imm(4), qoff)
        q_frag = []
        for ch in range(nqk):
            f = (kb.areg if self.lds_v else kb.vreg)(8, f"q_frag{ch}")
            op.global_load_dwordx4(f[0:4], qoff, s_qb, mods=(f"offset:{64 * ch}",))
            op.global_load_dwordx4(f[4:8], qoff, s_qb, mods=(f"offset:{64 * ch + 32}",))
            q_frag.append(f)
        self.q_frag = q_frag

        # -- K row addressing: row offset lane * stride + 16h; full blocks add an SGPR base per
        #    32-key tile, masked blocks clamp the byte offset to the last row
        kss = st["k"][1]
        k_lane = self.v("k_lane_off")
        op.v_mul_lo_u32(k_lane, lane, kss)
        op.v_lshl_add_u32(k_lane, half, Imm(4), k_lane)
        k_max = self.v("k_max_off")
        s_tmp = self.s("k_last_off")
        op.s_mul_i32(s_tmp, s_skm1, kss)
        op.v_lshl_add_u32(k_max, half, Imm(4), s_tmp)
        self.kss, self.k_lane, self.k_max, self.s_kbase = kss, k_lane, k_max, s_kb

        # -- V addressing: lane r + 32h reads V[key, W r + 4u ..] for keys 4h + ...
        vss = st["v"][1]
        ngroups = max(1, w // 4)
        v_lane, v_max = [], []
        s_vlast = self.s("v_last_off")
        op.s_mul_i32(s_vlast, s_skm1, vss)
        self.s_vlast = s_vlast
        h4 = self.v("half_x4")
        op.v_lshlrev_b32(h4, Imm(2), half)
        vrow = self.v("v_lane_row_off")
        op.v_mul_lo_u32(vrow, h4, vss)  # 4h keys down
        col = self.v("v_col")
        op.v_mul_u32_u24(col, Imm(w), lane)
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
        self.s_vbase = s_vb

        # -- visibility limits: key j visible iff j < lim(q) (signed). The workgroup walks keys
        #    [0, kv_len) where kv_len is the limit of its last row; blocks ending at or below the
        #    limit of its first row need no mask ("full" blocks). Every wave of the workgroup runs
        #    the same blocks, so s_barrier counts agree; a block past a wave's own rows' limits is
        #    fully masked for them, which leaves their state unchanged (docs/attention.md).
        s_diag = self.s("kv_len")
        lim = self.v("key_limit")
        if self.causal:
            s_off = self.s("causal_shift")
            op.s_sub_i32(s_off, s_sk, s_sq)
            op.s_add_i32(s_off, s_off, Imm(1))  # q + seq_k - seq_q + 1 keys visible to row q
            op.v_add_u32(lim, s_off, qi)
            op.v_min_i32(lim, s_sk, lim)
            s_qlast = self.s("q_last")
            op.s_add_u32(s_qlast, s_wg_q0, Imm(32 * nw - 1))
            op.s_min_i32(s_qlast, s_qlast, s_sqm1)
            op.s_add_i32(s_diag, s_qlast, s_off)
            op.s_min_i32(s_diag, s_diag, s_sk)
            s_first = self.s("first_row_limit")
            op.s_add_i32(s_first, s_wg_q0, s_off)
            op.s_min_i32(s_first, s_first, s_sk)
        else:
            op.v_mov_b32(lim, s_sk)
            op.s_mov_b32(s_diag, s_sk)
            s_first = s_sk
        lim_h = self.v("key_limit_half")
        op.v_sub_u32(lim_h, lim, h4, comment="lane half h holds keys 8i + 4h + jj")
        self.lim_h = lim_h
        s_full_end = self.s("full_end")  # keys [0, full_end) form full blocks
        op.s_max_i32(s_full_end, s_first, Imm(0))
        op.s_lshr_b32(s_full_end, s_full_end, Imm(bk.bit_length() - 1))
        op.s_lshl_b32(s_full_end, s_full_end, Imm(bk.bit_length() - 1))

        # -- state
        nt = dv // 32
        self.nt = nt
        # O in VGPRs: rescale with v_pk_mul_f32 in place (no AGPR copies). Reordering schedules
        # hoist the K/V loads, which needs the VGPRs; O then lives in AGPRs.
        reorders = self.schedule.reorders
        self.o_in_vgpr = dv <= 128 and (not reorders or self.lds_v)
        o_acc = [(kb.accreg if self.o_in_vgpr else kb.areg)(16, f"o_acc{t}") for t in range(nt)]
        zero = self.v_const("zero", 0)
        self.zero = zero
        for t in range(nt):
            for e in range(16):
                op.v_accvgpr_write_b32(o_acc[t][e], zero)
        self.o_acc = o_acc
        if self.mfma_rowsum:
            l_acc = (kb.accreg if self.o_in_vgpr and not self.lds_v else kb.areg)(16, "rowsum_acc")
            for e in range(16):
                op.v_accvgpr_write_b32(l_acc[e], zero)
            ones = kb.areg(8, "ones_e4m3")
            v_ones = self.v_const("ones_e4m3_v", ONES_E4M3)
            for e in range(8):
                op.v_accvgpr_write_b32(ones[e], v_ones)
            self.l_acc, self.ones = l_acc, ones
        else:
            self.l_sum = self.v_const("rowsum", 0)
        if self.lazy:
            self.mu = self.v_const("row_ref", NEG_INF_BITS)  # no key seen yet
            self.rescale_thr = self.v_const("rescale_threshold", _f32(float(self.spec["rescale_threshold"])))
        else:
            self.m_run = self.v_const("row_max", NEG_INF_BITS)
            self.mu = self.v_const("row_ref", 0)
        nchunk = bk // 64
        self.p_regs = [self.v(f"p{g}", 8) for g in range(nchunk)]  # carried from P to PV
        self.scale_regs = [self.v(f"p_scale{g}") for g in range(nchunk)] if self.scaled else [None] * nchunk
        s_bs = self.s("block_start")
        self.s_bs = s_bs
        op.s_mov_b32(s_bs, Imm(0))
        self.s_lds_wave = s_wave if nw > 1 else None

        if self.lds_v:
            self._setup_lds(lane, half)
            self._full_blocks_lds(s_full_end)
            self._tail_blocks_lds(s_diag)
        else:
            self._full_and_tail_blocks(s_full_end, s_diag)
        self._epilogue(s_lb if s_lse is not None else None, s_dv, s_exec_name="saved_exec",
                       o_st=o_st, esz=esz, qi=qi, half=half, s_sq=s_sq)
        return kb.finish()

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

    def _epilogue(self, s_lb, s_dv, s_exec_name, o_st, esz, qi, half, s_sq) -> None:
        kb, op, c, w, nt, o_acc = self.kb, self.op, self.c, self.w, self.nt, self.o_acc
        s_ob = self.s_ob
        s_lse = s_lb
        # ================= epilogue =================
        kb.label("epilogue")
        if self.mfma_rowsum:
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
            op.v_log_f32(lg, lval)
            op.v_add_f32(lse, lse, lg)
            op.v_mul_f32(lse, Imm(LN2_BITS), lse)
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
        op.v_mul_u32_u24(hoff, Imm(4 * (1 if self.lds_v else w) * esz), half)
        op.v_add_u32(obase, hoff, obase)
        if self.lds_v:
            # O^T tile T, element 4i+jj of lane t is O[t % 32, 32T + 8i + 4(t/32) + jj]: four
            # contiguous outputs per (T, i)
            for t in range(nt):
                for i in range(4):
                    vals = self.v("o_vals", 4)
                    for jj in range(4):
                        op.v_accvgpr_read_b32(vals[jj], o_acc[t][4 * i + jj])
                        op.v_mul_f32(vals[jj], fac, vals[jj])
                    if esz == 2:
                        words = self.v("o_packed", 2)
                        for k in range(2):
                            op.v_cvt_pk_bf16_f32(words[k], vals[2 * k], vals[2 * k + 1])
                        op.global_store_dwordx2(obase, words, s_ob, mods=(f"offset:{(32 * t + 8 * i) * esz}",))
                    else:
                        op.global_store_dwordx4(obase, vals, s_ob, mods=(f"offset:{(32 * t + 8 * i) * esz}",))
            op.s_mov_b64(Special("exec"), s_exec)
            op.s_endpgm()
            return
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
        op.s_mov_b64(Special("exec"), s_exec)
        op.s_endpgm()

    # ---- one key block, in pieces (each tagged with its schedule phase) ------------------
    def _qk(self, s_bs, masked: bool) -> list:
        """Load K of the block at key s_bs and compute S^T per 32-key tile (raw scores);
        masked blocks also set invisible scores to -inf."""
        kb, op = self.kb, self.op
        ntile = self.bk // 32
        s_tiles = []
        for t in range(ntile):
            frags = []
            if masked:
                with kb.phase("load"):
                    s_row = self.s(f"k_tile_row{t}")
                    op.s_add_u32(s_row, s_bs, Imm(32 * t))
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
                    f = (kb.areg if self.lds_v else kb.vreg)(8, f"k_frag{t}_{ch}")
                    op.global_load_dwordx4(f[0:4], koff, base, mods=(f"offset:{64 * ch}",))
                    op.global_load_dwordx4(f[4:8], koff, base, mods=(f"offset:{64 * ch + 32}",))
                    frags.append(f)
            sc = self.v(f"s_tile{t}", 16)
            with kb.phase("qk"):
                for ch in range(self.nqk):
                    getattr(op, MFMA)(sc, frags[ch], self.q_frag[ch], Imm(0) if ch == 0 else sc,
                                      comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}")
            s_tiles.append(sc)
        if masked:
            with kb.phase("softmax"):
                lim_b = self.v("key_limit_block")
                s_nbs = self.s("neg_block_start")
                op.s_sub_i32(s_nbs, Imm(0), s_bs)
                op.v_add_u32(lim_b, s_nbs, self.lim_h)
                for t in range(ntile):
                    for i in range(4):
                        for jj in range(4):
                            e = 4 * i + jj
                            op.v_cmp_lt_i32(Imm(32 * t + 8 * i + jj), lim_b)
                            op.v_cndmask_b32(s_tiles[t][e], self.v_neg_inf, s_tiles[t][e])
        return s_tiles

    def _softmax(self, s_tiles, masked: bool):
        """Row max, reference max, alpha, per-chunk shifts and the P bytes (into the carried P
        registers); with the VALU row sum also L = L alpha + block sum. Returns alpha."""
        kb = self.kb
        with kb.phase("softmax"):
            chunk_max = self._chunk_maxes(s_tiles)
            alpha = self._reference_and_alpha(chunk_max, self.v("alpha"))
            fp32_pairs = []
            for g in range(self.bk // 64):
                bias = self.v(f"bias{g}", 2)
                kshift = self._shift_and_bias(g, chunk_max[g], bias)
                pair = self._p_bytes(g, s_tiles, bias, kshift)
                if pair is not None:
                    fp32_pairs.append(pair)
        if self.fp32_rowsum:
            with kb.phase("rowsum"):
                self._combine_rowsum(fp32_pairs, alpha)
        elif not self.mfma_rowsum:
            with kb.phase("rowsum"):
                self._valu_rowsum(alpha)
        return alpha

    def _chunk_maxes(self, s_tiles) -> list:
        """Per 64-key chunk, the row max over the lane pair (a max chain, then the swap)."""
        chunk_max = []
        for g in range(self.bk // 64):
            vals = [s_tiles[2 * g + a][e] for a in range(2) for e in range(16)]
            mx = self.v(f"chunk_max{g}")
            self.max_of(mx, vals)
            x, y = self.pair_swap(mx, f"chunk_max{g}")
            self.max_of(mx, [mx, x, y])
            chunk_max.append(mx)
        return chunk_max

    def _reference_and_alpha(self, chunk_max, alpha):
        """Steps 1-2 (or their lazy form) and 7: the new reference max and alpha (into `alpha`)."""
        op, c = self.op, self.c
        mu = self.mu
        if self.lazy:
            # lazy rescale: move the reference max only when the row max exceeds it by more
            # than the threshold (in log2 units); otherwise P may reach 2^threshold
            cand = self.v("row_max_cand")
            self.max_of(cand, [mu] + list(chunk_max))
            op.v_cmp_lt_f32(self.s_neg_inf, cand)
            op.v_cndmask_b32(cand, Imm(0), cand, comment="0 while the row saw no key")
            grow = self.v("ref_growth")
            op.v_sub_f32(grow, cand, mu)
            op.v_mul_f32(grow, c, grow, comment="c (candidate - reference), log2 units")
            op.v_cmp_lt_f32(self.rescale_thr, grow)
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
            op.v_cmp_lt_f32(self.s_neg_inf, m_new)
            op.v_cndmask_b32(mu, Imm(0), m_new, comment="reference max: m_new, or 0 while the row saw no key")
            op.v_sub_f32(alpha, self.m_run, mu)
            op.v_mul_f32(alpha, c, alpha)
            op.v_exp_f32(alpha, alpha, comment="alpha = exp2(c (m_old - m_new))")
            op.v_mov_b32(self.m_run, m_new)
        return alpha

    def _shift_and_bias(self, g: int, chunk_max, bias):
        """Step 3 for chunk g (shift k_g and its E8M0 scale) and the P bias pair of step 4."""
        op, c, mu = self.op, self.c, self.mu
        kf = None
        if self.scaled:
            kf = self.v(f"shift{g}")
            op.v_sub_f32(kf, mu, chunk_max)
            op.v_mul_f32(kf, c, kf)
            op.v_floor_f32(kf, kf)
            op.v_min_f32(kf, Imm(_f32(56.0)), kf)
            op.v_add_f32(kf, Imm(_f32(8.0)), kf, comment="k = min(floor(c (mu - chunk max)), 56) + 8")
            sb = self.scale_regs[g]
            op.v_sub_f32(sb, Imm(_f32(127.0)), kf)
            op.v_cvt_u32_f32(sb, sb, comment="E8M0 scale 127 - k removes 2^k in the MFMA")
        if self.lean:
            b0 = self.v(f"bias_base{g}")
            if self.scaled:
                op.v_mul_f32(b0, Imm(_f32(8.0)), kf)
                op.v_add_f32(b0, self.s_56, b0, comment="56 + 8k (exact)")
            else:
                op.v_mov_b32(b0, self.s_56)
            op.v_fma_f32(bias[0], self.neg_slope, mu, b0, comment="B = 56 + 8k - 8c mu")
        else:
            op.v_fma_f32(bias[0], self.neg_slope, mu, kf if self.scaled else self.zero,
                         comment="B = k - c mu")
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
        for n in range(0, 32, 2):
            tile = s_tiles[2 * g + n // 16]
            e = n % 16
            if self.fp32_rowsum and n == 0:
                x = pair = pair_reg or self.v(f"rowsum_pair{g}", 2)  # P of slots 0, 1 start the pair sums
            else:
                x = self.v("p_arg", 2)
            op.v_pk_fma_f32(x, tile[e:e + 2], self.slope, bias)
            if self.fp32_rowsum:
                op.v_exp_f32(x[0], x[0])
                op.v_exp_f32(x[1], x[1])
                word = (n % 4) // 2
                op.v_cvt_pk_fp8_f32(p[n // 4], x[0], x[1], mods=(f"op_sel:[0,0,{word}]",) if word else ())
                if n:  # tagged softmax, beside the exponentials: moving the adds
                    # away (schedules put `rowsum` with the matrix work) would keep
                    # every fp32 P pair live until then
                    op.v_pk_add_f32(pair, pair, x, comment="row sum of the unrounded fp32 P" if n == 2 else "")
            elif self.lean:
                for k in range(2):
                    slot = n + k
                    op.v_cvt_pk_u8_f32(p[slot // 4], x[k], Imm(slot % 4),
                                       Imm(0) if slot % 4 == 0 else p[slot // 4],
                                       comment="P byte = u8(8c (s - mu) + 56 + 8k)" if slot == 0 else "")
            else:
                e0, e1 = self.v("p_exp0"), self.v("p_exp1")
                op.v_exp_f32(e0, x[0])
                op.v_exp_f32(e1, x[1])
                word = (n % 4) // 2
                op.v_cvt_pk_fp8_f32(p[n // 4], e0, e1, mods=(f"op_sel:[0,0,{word}]",) if word else ())
        return pair

    def _valu_rowsum(self, alpha) -> None:
        """rowsum valu: pair sums of the decoded (rounded) P bytes, slot order 0..31 per chunk."""
        op = self.op
        pairs = []
        for g in range(self.bk // 64):
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
            pairs.append(acc)
        self._combine_rowsum(pairs, alpha)

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

    def _rescale(self, alpha, where: str) -> None:
        """O = O alpha (and the MFMA row sum). With lazy rescaling the whole wave skips it when
        no lane's reference moved (alpha == 1 exactly in every lane, a bitwise no-op)."""
        kb, op = self.kb, self.op
        if self.lazy:
            with kb.phase("rescale"):
                op.s_mov_b64(Special("vcc"), self.s_need)
                op.s_cbranch_vccz(LabelRef(f"{where}_rescale_done"), comment="no lane moved its reference")
            kb.label(f"{where}_rescale")
        with kb.phase("rescale"):
            if self.o_in_vgpr:
                ap = self.v("alpha_pair", 2)
                op.v_mov_b32(ap[0], alpha)
                op.v_mov_b32(ap[1], alpha)
                for t in range(self.nt):
                    for e in range(0, 16, 2):
                        op.v_pk_mul_f32(self.o_acc[t][e:e + 2], ap, self.o_acc[t][e:e + 2])
                if self.mfma_rowsum and self.lds_v:  # the row sum lives in AGPRs
                    tmp = self.v("l_rescale")
                    op.v_accvgpr_read_b32(tmp, self.l_acc[0])
                    op.v_mul_f32(tmp, alpha, tmp)
                    op.v_accvgpr_write_b32(self.l_acc[0], tmp)
                elif self.mfma_rowsum:
                    op.v_mul_f32(self.l_acc[0], alpha, self.l_acc[0])
            else:
                for t in range(self.nt):
                    for e in range(16):
                        tmp = self.v("o_rescale")
                        op.v_accvgpr_read_b32(tmp, self.o_acc[t][e])
                        op.v_mul_f32(tmp, alpha, tmp)
                        op.v_accvgpr_write_b32(self.o_acc[t][e], tmp)
                if self.mfma_rowsum:
                    tmp = self.v("l_rescale")
                    op.v_accvgpr_read_b32(tmp, self.l_acc[0])
                    op.v_mul_f32(tmp, alpha, tmp)
                    op.v_accvgpr_write_b32(self.l_acc[0], tmp)
        if self.lazy:
            kb.label(f"{where}_rescale_done")

    def _pv(self, s_bs, masked: bool) -> None:
        """O^T += V^T P^T for the block at key s_bs, per 64-key chunk, with V gathered and
        transposed per dv group; the MFMA row sum too."""
        kb, op = self.kb, self.op
        w, vss, perm_sel = self.w, self.vss, self.perm_sel
        with kb.phase("load"):
            s_vrow = self.s("v_block_off")
            op.s_mul_i32(s_vrow, s_bs, vss)
        for g in range(self.bk // 64):
            p = self.p_regs[g]
            scale = self.scale_regs[g]
            for u in range(self.ngroups):
                tiles_here = list(range(4 * u, 4 * u + 4)) if w >= 4 else list(range(w))
                vt = {t: self.v(f"vt{t}", 8) for t in tiles_here}
                for m in range(8):
                    a, i = m // 4, m % 4
                    loaded = []
                    group_key = 64 * g + 32 * a + 8 * i
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
                    self._pv_mfma(self.l_acc, self.ones, p, scale, self.v_scale_one, f"row sum += P 1, chunk {g}")

    def _pv_mfma(self, acc, a_op, b_op, scale, scale_one, comment):
        if scale is None:
            getattr(self.op, MFMA)(acc, a_op, b_op, acc, comment=comment)
        else:
            getattr(self.op, MFMA_SCALE)(acc, a_op, b_op, acc, scale_one, scale,
                                         mods=("op_sel_hi:[0,0,0]",), comment=comment + " (scaled)")

    # ---- v_transpose lds: V through LDS, K and V^T in AGPRs, loads one block ahead -------
    def _setup_lds(self, lane, half) -> None:
        """LDS layout: per wave two buffers of one V block each, [key][d_v] bytes. Lane
        addresses for the DMA loads (global_load_lds_dwordx4: 16 bytes per lane, lanes in
        order) and for ds_read_b64_tr_b8 (see _vt_reads)."""
        kb, op = self.kb, self.op
        bk, dv = self.bk, self.dv
        buf = bk * dv  # a power of two: the buffer bit toggles with one xor
        self.lds_buffers = lds_buffers(self.load_depth)
        kb.lds_bytes = self.nw * self.lds_buffers * buf
        tid = kb.workitem_id
        s_base = self.s("lds_wave_base")
        if self.s_lds_wave is not None:  # 32 x wave index
            op.s_mul_i32(s_base, self.s_lds_wave, Imm(self.lds_buffers * buf // 32))
        else:
            op.s_mov_b32(s_base, Imm(0))
        # ds_read_b64_tr_b8: lane L (i = L % 16 of its group of 16) reads the 8 bytes
        # V[key(L), 32T + 16 ((L / 16) % 2) + 8 (i % 2) ..], key(L) = 8 ((i / 2) / 4) + 4h + (i / 2) % 4
        # plus the piece's key offset; the group's lanes then hold 8 keys of 16 consecutive d_v rows
        t1, t2 = self.v("tr_tmp1"), self.v("tr_tmp2")
        op.v_bfe_u32(t1, tid, Imm(3), Imm(1))
        op.v_lshlrev_b32(t1, Imm(3), t1)
        op.v_bfe_u32(t2, tid, Imm(1), Imm(2))
        op.v_add_u32(t1, t2, t1)
        op.v_lshl_add_u32(t1, half, Imm(2), t1, comment="key row of this lane in its 8-key piece")
        op.v_mul_u32_u24(t1, Imm(dv), t1)
        op.v_bfe_u32(t2, tid, Imm(4), Imm(1))
        op.v_lshl_add_u32(t1, t2, Imm(4), t1)
        op.v_and_b32(t2, Imm(1), tid)
        op.v_lshl_add_u32(t1, t2, Imm(3), t1)
        self.v_tr = self.v("vt_lds_addr")
        op.v_add_u32(self.v_tr, s_base, t1, comment="ds_read_b64_tr_b8 address, read buffer")
        self.s_rd_buf = self.s("lds_read_buf")
        op.s_mov_b32(self.s_rd_buf, s_base)
        self.s_dma_buf = self.s("lds_dma_buf")
        op.s_mov_b32(self.s_dma_buf, s_base)
        self.s_buf_bit = self.s_const("lds_buf_bit", buf) if self.lds_buffers == 2 else None
        if self.lds_buffers > 2:  # buffers rotate: base, base + buf, ..., back to base
            self.v_tr_lane, self.s_lds_base, self.lds_buf = t1, s_base, buf
            self.s_lds_end = self.s("lds_wave_end")
            op.s_add_u32(self.s_lds_end, s_base, Imm(self.lds_buffers * buf))
        # DMA: lane L loads the 16 bytes V[row0 + L / segs, 16 (L % segs) ..] (segs = d_v / 16)
        segs = dv // 16
        lane64 = self.v("lane64")
        op.v_and_b32(lane64, Imm(63), tid)
        row = self.v("dma_row")
        op.v_lshrrev_b32(row, Imm(segs.bit_length() - 1), lane64)
        col = self.v("dma_col")
        op.v_and_b32(col, Imm(segs - 1), lane64)
        op.v_lshlrev_b32(col, Imm(4), col)
        self.v_dma = self.v("v_dma_off")
        op.v_mul_lo_u32(self.v_dma, row, self.vss)
        op.v_add_u32(self.v_dma, col, self.v_dma)
        self.v_dma_max = self.v("v_dma_max")
        op.v_add_u32(self.v_dma_max, self.s_vlast, col, comment="last key row: masked blocks clamp to it")
        self.dma_rows = 1024 // dv
        self.s_dma_step = self.s("v_dma_step")
        op.s_mul_i32(self.s_dma_step, self.vss, Imm(self.dma_rows))
        # persistent registers of the pipelined loop
        nt, ntile = self.nt, self.bk // 32
        # K of a block in flight while another is read needs its own set (load_depth 2: two,
        # used by alternate iterations of a loop unrolled twice)
        self.k_sets = [[[kb.areg(8, f"k{t}_{ch}" + (f"_set{k}" if k else "")) for ch in range(self.nqk)]
                        for t in range(ntile)] for k in range(max(1, self.load_depth))]
        self.vt_regs = [[kb.areg(8, f"vt{g}_{t}") for t in range(nt)] for g in range(self.bk // 64)]
        self.s_regs = [self.v(f"s{t}", 16) for t in range(ntile)]
        self.bias_regs = [self.v(f"bias{g}", 2) for g in range(self.bk // 64)]
        self.alpha_reg = self.v("alpha_carried")
        # rowsum valu_fp32: the fp32 pair sums of chunk 0, made with P chunk 0 one iteration
        # before the other chunks
        self.carried_pair = self.v("rowsum_pair0", 2) if self.fp32_rowsum else None

    def _next_buffer(self, s_buf) -> None:
        op = self.op
        op.s_add_u32(s_buf, s_buf, Imm(self.lds_buf))
        op.s_cmp_lt_u32(s_buf, self.s_lds_end)
        op.s_cselect_b32(s_buf, s_buf, self.s_lds_base, comment="next LDS buffer, wrapping")

    def _toggle_read_buffer(self) -> None:
        if self.lds_buffers == 1:
            return
        op = self.op
        if self.lds_buffers > 2:
            self._next_buffer(self.s_rd_buf)
            op.v_add_u32(self.v_tr, self.s_rd_buf, self.v_tr_lane)
            return
        op.v_xor_b32(self.v_tr, self.s_buf_bit, self.v_tr)
        op.s_xor_b32(self.s_rd_buf, self.s_rd_buf, self.s_buf_bit)

    def _toggle_dma_buffer(self) -> None:
        if self.lds_buffers == 2:
            self.op.s_xor_b32(self.s_dma_buf, self.s_dma_buf, self.s_buf_bit)
        elif self.lds_buffers > 2:
            self._next_buffer(self.s_dma_buf)

    def _k_tile_base(self, s_block, t: int):
        """SGPR base address of K rows s_block + 32t .. (a full block: rows in range, no clamp)."""
        op = self.op
        s_row = self.s(f"k_tile_row{t}")
        op.s_add_u32(s_row, s_block, Imm(32 * t))
        s_rowoff = self.s(f"k_tile_off{t}")
        op.s_mul_i32(s_rowoff, s_row, self.kss)
        base = self.s(f"k_tile_base{t}", 2)
        op.s_add_u32(base[0], self.s_kbase[0], s_rowoff, comment="full block: rows in range, no clamp")
        op.s_addc_u32(base[1], self.s_kbase[1], Imm(0))
        return base

    def _k_loads(self, s_block, kset: int = 0) -> None:
        """K of the full block at key s_block into K register set `kset` (rows in range: SGPR bases)."""
        op = self.op
        for t in range(self.bk // 32):
            base = self._k_tile_base(s_block, t)
            for ch in range(self.nqk):
                f = self.k_sets[kset][t][ch]
                op.global_load_dwordx4(f[0:4], self.k_lane, base, mods=(f"offset:{64 * ch}",))
                op.global_load_dwordx4(f[4:8], self.k_lane, base, mods=(f"offset:{64 * ch + 32}",))

    def _qk_mfmas(self, kset: int = 0) -> None:
        for t in range(self.bk // 32):
            sc = self.s_regs[t]
            for ch in range(self.nqk):
                getattr(self.op, MFMA)(sc, self.k_sets[kset][t][ch], self.q_frag[ch], Imm(0) if ch == 0 else sc,
                                       comment=f"S^T tile {t} (32 keys x 32 queries), d chunk {ch}")

    def _v_dma(self, s_block, s_lds_buf, masked: bool) -> None:
        """V[s_block .. + block_k) into the LDS buffer at s_lds_buf, row-major [key][d_v];
        masked blocks clamp key rows to the last one (their P is 0)."""
        op = self.op
        m0 = Special("m0")
        op.s_mov_b32(m0, s_lds_buf)
        nload = self.bk * self.dv // 1024
        base = None
        if not masked:
            s_off = self.s("v_dma_block_off")
            op.s_mul_i32(s_off, s_block, self.vss)
            base = self.s("v_dma_base", 2)
            op.s_add_u32(base[0], self.s_vbase[0], s_off, comment="full block: rows in range, no clamp")
            op.s_addc_u32(base[1], self.s_vbase[1], Imm(0))
        for n in range(nload):
            if n:
                op.s_add_u32(m0, m0, Imm(1024), comment="" if n > 1 else "next 1 KiB of LDS")
            if masked:
                s_key = self.s("v_dma_key")
                op.s_add_u32(s_key, s_block, Imm(n * self.dma_rows))
                op.s_mul_i32(s_key, s_key, self.vss)
                addr = self.v("v_dma_addr")
                op.v_add_u32(addr, s_key, self.v_dma)
                op.v_min_u32(addr, self.v_dma_max, addr)
                op.global_load_lds_dwordx4(addr, self.s_vbase)
            else:
                if n:
                    op.s_add_u32(base[0], base[0], self.s_dma_step)
                    op.s_addc_u32(base[1], base[1], Imm(0))
                op.global_load_lds_dwordx4(self.v_dma, base, comment="V rows to LDS" if n == 0 else "")

    def _vt_reads(self, g: int) -> None:
        """V^T of chunk g for every d_v tile: piece p (bytes 8p..8p+7 of the A operand) holds the
        keys of P slots 8p..8p+7 (docs/attention.md, register layout)."""
        op = self.op
        dv = self.dv
        for t in range(self.nt):
            for p in range(4):
                off = (64 * g + 32 * (p // 2) + 16 * (p % 2)) * dv + 32 * t
                op.ds_read_b64_tr_b8(self.vt_regs[g][t][2 * p:2 * p + 2], self.v_tr, mods=(f"offset:{off}",),
                                     comment=f"V^T chunk {g} tile {t}" if p == 0 else "")

    def _pv_lds(self, g: int) -> None:
        p, scale = self.p_regs[g], self.scale_regs[g]
        for t in range(self.nt):
            self._pv_mfma(self.o_acc[t], self.vt_regs[g][t], p, scale, self.v_scale_one,
                          f"O^T tile {t} += V^T P^T, chunk {g}")
        if self.mfma_rowsum:
            with self.kb.phase("rowsum"):
                self._pv_mfma(self.l_acc, self.ones, p, scale, self.v_scale_one, f"row sum += P 1, chunk {g}")

    def _rescale_lds(self, alpha) -> None:
        """O = O alpha (VGPRs, v_pk_mul_f32) and the row sum (AGPR). No lazy skip here: with
        lazy rescaling alpha is exactly 1 when the reference stayed, so O alpha == O."""
        op = self.op
        ap = self.v("alpha_pair", 2)
        op.v_mov_b32(ap[0], alpha)
        op.v_mov_b32(ap[1], alpha)
        for t in range(self.nt):
            for e in range(0, 16, 2):
                op.v_pk_mul_f32(self.o_acc[t][e:e + 2], ap, self.o_acc[t][e:e + 2])
        if self.mfma_rowsum:
            tmp = self.v("l_rescale")
            op.v_accvgpr_read_b32(tmp, self.l_acc[0])
            op.v_mul_f32(tmp, alpha, tmp)
            op.v_accvgpr_write_b32(self.l_acc[0], tmp)

    def _late_chunks_lds(self) -> None:
        """P of chunks 1.. of the block in the S registers (chunk 0 was made with its
        statistics), then, for a VALU row sum, L = L alpha + block sum (all chunks now exist)."""
        kb = self.kb
        pairs = [self.carried_pair]
        with kb.phase("softmax"):
            for g in range(1, self.bk // 64):
                pairs.append(self._p_bytes(g, self.s_regs, self.bias_regs[g], None))
        if self.fp32_rowsum:
            with kb.phase("rowsum"):
                self._combine_rowsum(pairs, self.alpha_reg)
        elif not self.mfma_rowsum:
            with kb.phase("rowsum"):
                self._valu_rowsum(self.alpha_reg)

    def _first_chunk_lds(self) -> None:
        self._p_bytes(0, self.s_regs, self.bias_regs[0], None, pair_reg=self.carried_pair)

    def _chunk_maxes_by_tile(self, s_tiles) -> list:
        """Chunk maxima as in _chunk_maxes (max is exact, so the order does not matter), but
        one max chain per 32-key tile, so a tile's chain starts when its MFMA ends; no
        s_nop of our own (the hazard pass adds the permlane wait states where needed)."""
        op = self.op
        out = []
        for g in range(self.bk // 64):
            parts = []
            for a in range(2):
                vals = list(s_tiles[2 * g + a][e] for e in range(16))
                m = self.v(f"tile_max{2 * g + a}")
                self.max_of(m, vals)
                parts.append(m)
            mx = self.v(f"chunk_max{g}")
            op.v_max_f32(mx, parts[0], parts[1])
            x = self.v(f"chunk_max{g}_x")
            op.v_mov_b32(x, mx)
            op.v_permlane32_swap_b32(x, mx, comment="exchange with lane t^32 (same query row)")
            op.v_max_f32(mx, x, mx)
            out.append(mx)
        return out

    def _stats_lds(self) -> None:
        """Steps 1-3 for the block in the S registers: chunk maxima, reference, alpha (kept
        for the next iteration's rescale), shifts and P biases (kept for P of later chunks)."""
        chunk_max = self._chunk_maxes_by_tile(self.s_regs)
        self._reference_and_alpha(chunk_max, self.alpha_reg)
        for g in range(self.bk // 64):
            self._shift_and_bias(g, chunk_max[g], self.bias_regs[g])

    def _full_blocks_lds(self, s_full_end) -> None:
        """Full blocks, software-pipelined over three stages. Iteration j (block j at s_bs):
        P of block j for chunks 1.. (chunk 0 was made last iteration); O *= alpha(j); V^T(j)
        from LDS; QK^T(j+1); PV(j); softmax statistics and P chunk 0 of block j+1. The loads
        follow the schedule's load_depth D (one LDS buffer of V per block in flight, plus one):
        - 0: V(j) and K(j+1) at the top of iteration j, waited for after the VALU work that
          does not need them (P of the later chunks, the rescale);
        - D >= 1: at the top of iteration j wait for V(j) and K(j+1) (the loads of the D-1
          iterations before stay in flight), DMA V(j+D) into its LDS buffer; after QK^T(j+1)
          has read its K registers, load K(j+1+D) into them. D = 2 keeps two K register sets
          (K(j+2) is in flight while K(j+1) is read), used by alternate iterations: the loop
          is unrolled twice. Loads past the last full block reload the last one (unused).
        Each loop body is one basic block, ordered by the scheduling stage."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        depth = self.load_depth
        nsets = len(self.k_sets)
        op.s_cmp_gt_i32(s_full_end, Imm(0))
        op.s_cbranch_scc0(LabelRef("tail_check"))
        kb.label("first_block")
        s_last = self.s("last_full_block")
        op.s_sub_u32(s_last, s_full_end, Imm(bk))
        with kb.phase("load"):
            self._k_loads(s_bs)
            if depth:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
                self._toggle_dma_buffer()
            if depth > 1:
                # every load of V(0) issues before the later prologue loads, so the loop's
                # first vmcnt (which leaves one iteration's loads in flight) covers it
                op.s_nop(Imm(0), comment="order: V(0) before the prefetches")
        with kb.phase("qk"):
            self._qk_mfmas()
        for ahead in range(1, depth + 1):
            with kb.phase("load"):
                s_pf = self.s("k_prefetch_block")
                op.s_add_u32(s_pf, s_bs, Imm(ahead * bk))
                op.s_min_u32(s_pf, s_pf, s_last, comment="past the last full block: reload it (unused)")
                self._k_loads(s_pf, ahead % nsets)
                if ahead < depth:
                    self._v_dma(s_pf, self.s_dma_buf, masked=False)
                    self._toggle_dma_buffer()
        with kb.phase("softmax"):
            self._stats_lds()
            self._first_chunk_lds()
        s_next = self.s("next_block_start")
        with kb.phase("addr"):
            op.s_add_u32(s_next, s_bs, Imm(bk))
            op.s_cmp_ge_u32(s_next, s_full_end)
        op.s_cbranch_scc1(LabelRef("drain"))

        kb.label("block_loop")
        if nsets == 1:
            self._loop_body(0, s_full_end, s_last, s_next)
            op.s_cbranch_scc1(LabelRef("block_loop"))
        else:  # iteration j reads and reloads K set (j + 1) % 2
            self._loop_body(1, s_full_end, s_last, s_next)
            op.s_cbranch_scc0(LabelRef("drain"))
            kb.label("block_loop_odd")
            self._loop_body(0, s_full_end, s_last, s_next)
            op.s_cbranch_scc1(LabelRef("block_loop"))

        kb.label("drain")
        with kb.phase("load"):
            if depth:  # V(last) was issued an iteration or more ago
                op.s_waitcnt(WaitCount(vmcnt=0), comment="V of the last full block in LDS")
            else:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
        self._late_chunks_lds()
        with kb.phase("rescale"):
            self._rescale_lds(self.alpha_reg)
        with kb.phase("load"):
            if not depth:
                op.s_waitcnt(WaitCount(vmcnt=0), comment="V of the last full block in LDS")
            for g in range(self.bk // 64):
                self._vt_reads(g)
        with kb.phase("pv"):
            for g in range(self.bk // 64):
                self._pv_lds(g)
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))

    def _loop_body(self, kset: int, s_full_end, s_last, s_next) -> None:
        """One iteration of the full-block loop (see _full_blocks_lds), up to its loop test."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        depth = self.load_depth
        nchunk = bk // 64
        with kb.phase("load"):
            s_nb = self.s("qk_block_start")
            op.s_add_u32(s_nb, s_bs, Imm(bk))
            if depth:
                # vm events per iteration: the V DMA and the K loads; vmcnt counts them in order
                in_flight = (depth - 1) * (bk * self.dv // 1024 + 2 * (bk // 32) * self.nqk)
                op.s_waitcnt(WaitCount(vmcnt=in_flight), comment="V(j) in LDS, K(j+1) in registers")
                s_vb = s_nb
                if depth > 1:
                    s_vb = self.s("v_prefetch_block")
                    op.s_add_u32(s_vb, s_bs, Imm(depth * bk))
                    op.s_min_u32(s_vb, s_vb, s_last, comment="past the last full block: reload it (unused)")
                self._v_dma(s_vb, self.s_dma_buf, masked=False)
                self._toggle_dma_buffer()
            else:
                self._v_dma(s_bs, self.s_dma_buf, masked=False)
                self._k_loads(s_nb)
        self._late_chunks_lds()
        with kb.phase("rescale"):
            self._rescale_lds(self.alpha_reg)
        with kb.phase("load"):
            if not depth:
                op.s_waitcnt(WaitCount(vmcnt=0), comment="V(j) in LDS, K(j+1) in registers")
            for g in range(nchunk):
                self._vt_reads(g)
            self._toggle_read_buffer()
        with kb.phase("qk"):
            self._qk_mfmas(kset)
        if depth:
            with kb.phase("load"):
                s_pf = self.s("k_prefetch_block")
                op.s_add_u32(s_pf, s_nb, Imm(depth * bk))
                op.s_min_u32(s_pf, s_pf, s_last, comment="past the last full block: reload it (unused)")
                self._k_loads(s_pf, kset)
        with kb.phase("pv"):
            for g in range(nchunk):
                self._pv_lds(g)
        with kb.phase("softmax"):
            self._stats_lds()
            self._first_chunk_lds()
        with kb.phase("addr"):
            op.s_mov_b32(s_bs, s_nb)
            op.s_add_u32(s_next, s_nb, Imm(bk))
            op.s_cmp_lt_u32(s_next, s_full_end)

    def _tail_blocks_lds(self, s_diag) -> None:
        """Masked blocks (ragged end, causal diagonal), not pipelined; V through the LDS
        buffer the read address points at (its last reader, the drain's PV, has finished)."""
        kb, op, bk, s_bs = self.kb, self.op, self.bk, self.s_bs
        kb.label("tail_check")
        op.s_cmp_ge_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("epilogue"))
        kb.label("tail_loop")
        with kb.phase("load"):
            self._v_dma(s_bs, self.s_rd_buf, masked=True)
        s_tiles = self._qk(s_bs, masked=True)
        alpha = self._softmax(s_tiles, masked=True)
        self._rescale(alpha, "tail")
        with kb.phase("load"):
            op.s_waitcnt(WaitCount(vmcnt=0), comment="V of this block in LDS")
            for g in range(bk // 64):
                self._vt_reads(g)
        with kb.phase("pv"):
            for g in range(bk // 64):
                self._pv_lds(g)
        with kb.phase("addr"):
            op.s_add_u32(s_bs, s_bs, Imm(bk))
            op.s_cmp_lt_i32(s_bs, s_diag)
        op.s_cbranch_scc1(LabelRef("tail_loop"))


def build(spec: KernelSpec):
    return _Builder(spec).build()
