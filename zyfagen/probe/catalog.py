"""The probes: one record per measured fact, and what each must compute.

A `Probe` names the table keys it measures (`MNEMONIC.issue`, `MNEMONIC.passes`,
`default.UNIT.latency`, or a global fact such as `hbm_gbytes_per_s`; `IsaTable.with_values`
takes exactly these) or, where the table has no such number yet, an observation name
(`OBSERVATIONS`). Its `family` says how the kernel is made (a template under templates/probe/
and its registers), which inputs it reads, the bits it must compute (an independent numpy
rule, never the emulator's code), and how the counters of a GPU run become a value.

Runs: `emulator_runs` are small launches whose computed values are checked (the emulator does
not time); `gpu_runs` are the timed launches. Every probe kernel takes the same four arguments
(out, inp, iterations, param), see zyfagen/probe/records.py for the `out` layout.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .families import (BarrierStream, ClockSampler, Empty, FunctionalOnce, LdsDma, LdsStream, MemoryStream, MfmaOrder,
                       MfmaStream, Roles, FIRST_INPUT_VGPR, valu_stream)
from .records import Run
from .references import (CNDMASK_BITS, ref_and, ref_bfe_8_5, ref_add_u64, ref_lshl3_add, ref_lshl5, ref_lshr5,
                         ref_mul_i32_i24, ref_mul_lo_u32, ref_sub, ref_xor, fp8_under, ref_add, ref_add_u32, ref_cndmask, ref_cvt_pk_bf16, ref_cvt_pk_f16,
                         ref_cvt_pk_fp8, ref_cvt_pk_u8, ref_cvt_u32, ref_exp, ref_fma, ref_fma_chain, ref_fma_clamp, ref_log,
                         ref_max3, ref_min_u32, ref_cmp_lt_i32, ref_cmp_ge_i32, ref_or, ref_fract, ref_mov, ref_mul, ref_perm, ref_permlane32_swap, ref_rcp, ref_rcp_chain,
                         u8_under)

# observation names: measured numbers the table has no fact for yet (facts.json keeps them
# apart from the facts `simulate --facts` applies)
OBSERVATIONS = {
    "launch_overhead_us": "microseconds from one hipModuleLaunchKernel of an empty kernel to its completion",
    "idle_clock_mhz": "the shader clock of one spinning wave on an otherwise idle GPU",
    "sustained_clock_mhz.KERNEL": "the shader clock while KERNEL runs back to back (selftest, per emitted kernel and AITER's)",
}


@dataclass(frozen=True)
class Probe:
    name: str
    keys: tuple[str, ...]
    measures: str
    reading: str
    family: Any  # a family record below: render context, inputs, expected values, fact values
    emulator_runs: tuple[Run, ...]
    gpu_runs: tuple[Run, ...]
    functional: bool = False  # a bit-exactness probe: on a GPU its bits are compared with the emulator's
    baseline: str = ""  # a probe whose GPU records values() also gets (the same kernel without the cost)

    @property
    def symbol(self) -> str:
        return f"probe_{self.name}"

    def manifest_entry(self) -> dict[str, Any]:
        return {"name": self.name, "file": f"{self.name}.hsaco", "symbol": self.symbol,
                "facts": list(self.keys), "kind": "functional" if self.functional else "timing",
                "measures": self.measures, "reading": self.reading,
                "results": list(self.family.results()),
                "max_workgroup_size": self.family.max_block,
                "gpu_runs": [r.to_json() for r in self.gpu_runs],
                "emulator_runs": [r.to_json() for r in self.emulator_runs]}


# ---- the catalog -------------------------------------------------------------------------

_EMU = (Run(iterations=1, block=64), Run(iterations=2, block=128, label="two waves, two trips"))
_RATE_GPU = (Run(iterations=2000, block=512, label="two waves per SIMD"),)
_RATE_READING = ("cycles per instruction per SIMD = the longest s_memtime delta of the 8 waves / "
                 "(instructions per trip x trips x 2 waves per SIMD); compare with the table's issue cycles")

_VALU_RATES = [
    # (mnemonic, asm, operands, reference, kwargs) -- instructions our kernels or AITER's spend time on
    ("v_cvt_pk_u8_f32", "{d}, {a}, 1, {c}", "d:1:dst a:1:src:u8_float c:1:src:bits", ref_cvt_pk_u8, {}),
    ("v_pk_fma_f32", "{d}, {a}, {b}, {c}", "d:2:dst a:2:src:dyadic b:2:src:dyadic c:2:src:dyadic", ref_fma, {}),
    ("v_pk_mul_f32", "{d}, {a}, {b}", "d:2:dst a:2:src:dyadic b:2:src:dyadic", ref_mul, {}),
    ("v_pk_add_f32", "{d}, {a}, {b}", "d:2:dst a:2:src:dyadic b:2:src:dyadic", ref_add, {}),
    ("v_fma_f32", "{d}, {a}, {b}, {c}", "d:1:dst a:1:src:dyadic b:1:src:dyadic c:1:src:dyadic", ref_fma, {}),
    ("v_mul_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:dyadic b:1:src:dyadic", ref_mul, {}),
    ("v_add_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:dyadic b:1:src:dyadic", ref_add, {}),
    ("v_exp_f32", "{d}, {a}", "d:1:dst a:1:src:small_int", ref_exp, {}),
    ("v_rcp_f32", "{d}, {a}", "d:1:dst a:1:src:pow2", ref_rcp, {}),
    ("v_log_f32", "{d}, {a}", "d:1:dst a:1:src:pow2", ref_log, {}),
    ("v_fract_f32", "{d}, {a}", "d:1:dst a:1:src:gauss", ref_fract, {}),  # p_correction phase: one per P
    ("v_cvt_pk_fp8_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:fp8_float b:1:src:fp8_float", ref_cvt_pk_fp8, {}),
    ("v_cvt_pk_bf16_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:gauss b:1:src:gauss", ref_cvt_pk_bf16, {}),
    # the FP16 attention kernel's P conversion (issue 36)
    ("v_cvt_pk_f16_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:gauss b:1:src:gauss", ref_cvt_pk_f16, {}),
    ("v_cvt_u32_f32", "{d}, {a}", "d:1:dst a:1:src:u32_float", ref_cvt_u32, {}),
    ("v_maximum3_f32", "{d}, {a}, {b}, {c}", "d:1:dst a:1:src:gauss b:1:src:gauss c:1:src:gauss", ref_max3, {}),
    ("v_max3_f32", "{d}, {a}, {b}, {c}", "d:1:dst a:1:src:gauss b:1:src:gauss c:1:src:gauss", ref_max3, {}),
    ("v_cndmask_b32", "{d}, {a}, {b}, s[26:27]", "d:1:dst a:1:src b:1:src", ref_cndmask,
     {"setup": (f"s_mov_b32 s26, 0x{CNDMASK_BITS & 0xFFFFFFFF:08x}", f"s_mov_b32 s27, 0x{CNDMASK_BITS >> 32:08x}")}),
    ("v_add_u32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_add_u32, {}),
    ("v_min_u32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_min_u32, {}),
    ("v_cmp_lt_i32", "vcc, {a}, {b}", "a:1:src b:1:src", ref_cmp_lt_i32, {"vcc": True}),
    ("v_cmp_ge_i32", "vcc, {a}, {b}", "a:1:src b:1:src", ref_cmp_ge_i32, {"vcc": True}),  # varlen/window masks
    ("v_and_b32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_and, {}),
    ("v_or_b32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_or, {}),  # p_convert fma_perm packs P
    ("v_xor_b32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_xor, {}),
    ("v_lshl_add_u32", "{d}, {a}, 3, {b}", "d:1:dst a:1:src b:1:src", ref_lshl3_add, {}),
    ("v_lshlrev_b32", "{d}, 5, {a}", "d:1:dst a:1:src", ref_lshl5, {}),
    ("v_lshrrev_b32", "{d}, 5, {a}", "d:1:dst a:1:src", ref_lshr5, {}),
    ("v_bfe_u32", "{d}, {a}, 8, 5", "d:1:dst a:1:src", ref_bfe_8_5, {}),
    ("v_sub_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:dyadic b:1:src:dyadic", ref_sub, {}),
    ("v_mul_lo_u32", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_mul_lo_u32, {}),
    ("v_mul_i32_i24", "{d}, {a}, {b}", "d:1:dst a:1:src b:1:src", ref_mul_i32_i24, {}),
    ("v_mov_b64", "{d}, {a}", "d:2:dst a:2:src", ref_mov, {}),
    ("v_mov_b32", "{d}, {a}", "d:1:dst a:1:src", ref_mov, {}),
    # o_init pk_mov zeroes O two VGPRs per instruction (issue 36); op_sel [0,1]: a 64-bit copy
    ("v_pk_mov_b32", "{d}, {a}, {a} op_sel:[0,1]", "d:2:dst a:2:src", ref_mov, {}),
    # lds_address_pairs moves two LDS read addresses per instruction (issue 36); the hd128
    # BF16/FP16 loops issue 8 per key block, so their gain rests on its full rate (llvm-mca-22)
    ("v_lshl_add_u64", "{d}, {a}, 0, {b}", "d:2:dst a:2:src b:2:src", ref_add_u64, {}),
    ("v_perm_b32", "{d}, {a}, {b}, {sel}", "d:1:dst a:1:src b:1:src sel:1:src:selector", ref_perm, {}),
    ("v_permlane32_swap_b32", "{d}, {s}", "d:1:inout s:1:inout", ref_permlane32_swap, {}),
    ("v_accvgpr_write_b32", "{d}, {a}", "d:1:dst:bits:a a:1:src", ref_mov, {}),
    ("v_accvgpr_read_b32", "{d}, {a}", "d:1:dst a:1:src:bits:a", ref_mov, {}),
]

_MFMAS = [
    ("v_mfma_f32_32x32x64_f8f6f4", 16, 8, 64, False),
    ("v_mfma_scale_f32_32x32x64_f8f6f4", 16, 8, 64, True),
    ("v_mfma_f32_16x16x128_f8f6f4", 4, 8, 128, False),
    ("v_mfma_scale_f32_16x16x128_f8f6f4", 4, 8, 128, True),
    ("v_mfma_f32_32x32x16_bf16", 16, 4, 16, False),  # the table's BF16 forms (AITER's bf16 kernels)
    ("v_mfma_f32_16x16x32_bf16", 4, 4, 32, False),
    ("v_mfma_f32_32x32x16_f16", 16, 4, 16, False),  # the FP16 attention kernel's (issue 36)
]

_MODES = [("rne", 0, "round to nearest even"), ("up", 1, "round toward +infinity"),
          ("down", 2, "round toward -infinity"), ("zero", 3, "round toward zero")]


# ---- the list ----------------------------------------------------------------------------

def _second_base(first, second_inputs: int) -> int:
    """Where a Roles second stream's registers start: above the first's and above every loaded
    input (its inputs are copied up from the loaded ones before anything else runs)."""
    return max(first.vgprs(), FIRST_INPUT_VGPR + first.input_dwords() + second_inputs + 2)

def _rate_probe(mnemonic: str, asm: str, ops: str, ref, kw: dict) -> Probe:
    fam = valu_stream(mnemonic, asm, ops, ref, **kw)
    return Probe(mnemonic, (f"{mnemonic}.issue",),
                 f"issue rate of {mnemonic}: {fam.per_iteration} independent instructions per trip over "
                 f"{fam.groups} operand sets, two waves per SIMD",
                 _RATE_READING, fam, _EMU, _RATE_GPU)


def _mfma_probe(mnemonic: str, dst: int, ab: int, k: int, scaled: bool) -> Probe:
    bf16, f16 = mnemonic.endswith("_bf16"), mnemonic.endswith("_f16")
    words = {"a_word": 0x3F803F80, "b_word": 0x40004000} if bf16 else \
        {"a_word": 0x3C003C00, "b_word": 0x40004000} if f16 else {}  # 1.0 and 2.0 twice
    fam = MfmaStream(mnemonic, dst, ab, k, scaled, **words)
    return Probe(mnemonic, (f"{mnemonic}.passes",),
                 f"passes of {mnemonic} ({'BF16' if bf16 else 'FP16' if f16 else 'FP8 e4m3'} operands{', E8M0 scales' if scaled else ''}): "
                 f"{fam.per_iteration} per trip on {fam.accumulators} accumulators, two waves per SIMD",
                 "passes = the longest s_memtime delta / (MFMAs per SIMD) / mfma_cycles_per_pass (4)",
                 fam, _EMU, _RATE_GPU)


def _chain(name, mnemonic, asm, ops, ref, key, what) -> Probe:
    fam = valu_stream(mnemonic, asm, ops, ref, groups=1, per_iteration=32)
    return Probe(name, (key,), f"{what}: a chain of {mnemonic} each reading the last one's result, one wave",
                 "latency = the s_memtime delta / (instructions per trip x trips): cycles from one "
                 "instruction to the next that reads its result", fam,
                 (Run(iterations=1), Run(iterations=3, label="three trips")),
                 (Run(iterations=2000, block=64, label="one wave"),), )


def _functional(name, mnemonic, asm, ops, ref, setup, key, what, groups=8) -> Probe:
    fam = valu_stream(mnemonic, asm, ops, ref, cls=FunctionalOnce, groups=groups, per_iteration=groups, setup=setup)
    return Probe(name, (key,), what,
                 "bits: on a GPU every result dword is compared with the emulator's answer on the "
                 "same inputs; facts.json 'checks' lists the differences", fam,
                 (Run(iterations=0, block=64),), (Run(iterations=0, block=64),), functional=True)


def _catalog() -> tuple[Probe, ...]:
    probes = [_rate_probe(*row) for row in _VALU_RATES]
    probes += [_mfma_probe(*row) for row in _MFMAS]
    probes.append(_chain("valu_latency", "v_fma_f32", "{d}, {d}, 1.0, 1.0", "d:1:inout:small_int",
                         ref_fma_chain, "default.valu.latency", "VALU result latency"))
    probes.append(_chain("trans_latency", "v_rcp_f32", "{d}, {d}", "d:1:inout:pow2",
                         ref_rcp_chain, "default.valu_trans.latency", "transcendental result latency"))
    for tag, mode, what in _MODES:
        probes.append(_functional(
            f"cvt_pk_u8_round_{tag}", "v_cvt_pk_u8_f32", "{d}, {a}, 1, {c}", "d:1:dst a:1:src:u8_float c:1:src:bits",
            u8_under(mode), (f"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), {mode}",),
            "cvt_pk_u8_rounds_to_nearest_even_cdna4",
            f"v_cvt_pk_u8_f32 under MODE FP32 rounding {mode} ({what}): quarters across 0..255 incl. ties, "
            "negatives and values above 255"))
    for tag, sat in (("nan", False), ("saturate", True)):
        probes.append(_functional(
            f"cvt_pk_fp8_overflow_{tag}", "v_cvt_pk_fp8_f32", "{d}, {a}, {b}", "d:1:dst a:1:src:fp8_edge b:1:src:fp8_edge",
            fp8_under(sat), ("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1",) if sat else (),
            "mode_fp8_saturate_bit",
            "v_cvt_pk_fp8_f32 at e4m3's edges (ties, 448, overflow, infinities, NaN, subnormals) with MODE "
            f"bit 23 {'set (saturate)' if sat else 'clear'}"))
    # lean P's fma_perm (p_convert, issue 30) takes x / 256 in [0, 1] from this clamp; if the GPU
    # disagrees, pk_f32_clamp_extra_issue's high end is the fallback's cost in the bands
    probes.append(_functional(
        "pk_fma_f32_clamp", "v_pk_fma_f32", "{d}, {a}, {b}, {c} clamp",
        "d:2:dst a:2:src:clamp_edge b:2:src:clamp_edge c:2:src:clamp_edge", ref_fma_clamp, (),
        "pk_f32_clamp_is_vop3_clamp",
        "v_pk_fma_f32 with `clamp` under MODE.DX10_CLAMP: both fp32 halves below 0, in [0, 1], past 1, "
        "at +-inf and NaN (clamped to [0, 1], NaN to +0, as the VOP3 fp32 clamp)"))
    probes.append(Probe("mfma_accumulation_order", ("mfma_accumulation_model",),
                        "v_mfma_f32_32x32x64_f8f6f4 accumulation order and rounding: " +
                        "; ".join(c[0] for c in MfmaOrder.CASES),
                        "bits: compared with the emulator's model (exact sum, one fp32 rounding, then + C)",
                        MfmaOrder(), (Run(iterations=0),), (Run(iterations=0),), functional=True))
    mfma = MfmaStream("v_mfma_f32_32x32x64_f8f6f4", 16, 8, 64)
    valu = valu_stream("v_pk_fma_f32", "{d}, {a}, {b}, {c}", "d:2:dst a:2:src:dyadic b:2:src:dyadic c:2:src:dyadic",
                 ref_fma, per_iteration=128, base=_second_base(mfma, 48))
    probes.append(Probe(
        "mfma_valu_coexec", ("mfma_valu_concurrent",),
        "MFMA/VALU co-execution: on each SIMD one wave streams v_mfma_f32_32x32x64_f8f6f4 (8 per trip), "
        "the other v_pk_fma_f32 (128 per trip); alone (param 1, 2) and together (param 3)",
        "overlap = (T_mfma + T_valu - T_both) / min(T_mfma, T_valu), clipped to 0..1: 1 = they run "
        "at the same time, 0 = they serialise", Roles(mfma, valu, "overlap"),
        tuple(Run(iterations=1, param=p, block=512) for p in (1, 2, 3)),
        tuple(Run(iterations=1000, param=p, block=512, label=lbl)
              for p, lbl in ((1, "MFMA waves alone"), (2, "VALU waves alone"), (3, "both")))))
    burst = valu_stream("v_pk_fma_f32", "{d}, {a}, {b}, {c}", "d:2:dst a:2:src:dyadic b:2:src:dyadic c:2:src:dyadic",
                  ref_fma, per_iteration=32)
    burst2 = valu_stream("v_pk_fma_f32", "{d}, {a}, {b}, {c}", "d:2:dst a:2:src:dyadic b:2:src:dyadic c:2:src:dyadic",
                   ref_fma, per_iteration=32, base=_second_base(burst, 48))
    for with_ in (False, True):
        probes.append(Probe(
            "setprio_handoff" if with_ else "setprio_none", ("s_setprio.issue",) if with_ else (),
            "s_setprio hand-off: the two waves of each SIMD alternate 16-instruction v_pk_fma_f32 bursts "
            + ("at priority 3 / 0, in opposite phase" if with_ else "with s_nop 0 where the other kernel has s_setprio (baseline)"),
            "hand-off cycles = (T(setprio_handoff) - T(setprio_none)) / (2 hand-offs x trips)" if with_ else
            "the baseline of setprio_handoff",
            Roles(burst, burst2, "handoff", setprio=with_),
            (Run(iterations=1, param=3, block=512),), (Run(iterations=1000, param=3, block=512),),
            baseline="setprio_none" if with_ else ""))
    probes.append(Probe("s_barrier", ("barrier_release_cycles",), "s_barrier cost: 16 barriers per trip, 8 waves "
                        "arriving together",
                        "release cycles = the longest s_memtime delta / (barriers per trip x trips) - the "
                        "table's s_barrier issue cycles",
                        BarrierStream(), (Run(iterations=2, block=512),), (Run(iterations=1000, block=512),)))
    lds_emu = (Run(iterations=1, block=128),)
    lds_gpu = (Run(iterations=1000, block=1024, label="16 waves, 4 per SIMD"),)
    probes.append(Probe("lds_read_b128", ("lds_read_bytes_per_clock", "ds_read_b128.issue"),
                        "LDS read bandwidth: ds_read_b128 with consecutive lanes 16 bytes apart (no bank conflict), "
                        "16 waves", "bytes per clock per CU = bytes read / the longest s_memtime delta; issue = "
                        "that delta / (instructions per SIMD)",
                        LdsStream("ds_read_b128", 4, 16, 1024, "read"), lds_emu, lds_gpu))
    probes.append(Probe("lds_read_b64_tr_b8", ("lds_transposed_read_rate", "ds_read_b64_tr_b8.issue"),
                        "transposed LDS reads: ds_read_b64_tr_b8 streamed by 16 waves",
                        "rate = its bytes per clock / lds_read_b128's; issue = the longest s_memtime delta / "
                        "(instructions per SIMD)",
                        LdsStream("ds_read_b64_tr_b8", 2, 8, 512, "issue"), lds_emu, lds_gpu,
                        baseline="lds_read_b128"))
    probes.append(Probe("lds_write_b128", ("lds_write_bytes_per_clock", "ds_write_b128.issue"),
                        "LDS write bandwidth: ds_write_b128, lanes 16 bytes apart, 16 waves",
                        "bytes per clock per CU = bytes written / the longest s_memtime delta",
                        LdsStream("ds_read_b128", 4, 16, 1024, "write"), lds_emu, lds_gpu))
    probes.append(Probe("lds_bank_conflicts", ("lds_banks",),
                        "LDS bank conflicts: ds_read_b32 with lanes `param` dwords apart (1, 2, 4, ... 128), 16 waves",
                        "banks = the smallest stride from which doubling it no longer slows the reads (every "
                        "lane in one bank); the per-stride times are in facts.json's runs",
                        LdsStream("ds_read_b32", 1, 0, 0, "banks", lds_bytes=32768),
                        (Run(iterations=1, param=1, block=128), Run(iterations=1, param=64, block=128)),
                        tuple(Run(iterations=1000, param=1 << i, block=1024, label=f"stride {1 << i}") for i in range(8))))
    probes.append(Probe("lds_dma", ("global_load_lds_dwordx4.issue",),
                        "LDS DMA: global_load_lds_dwordx4 (1 KiB per wave each) from an L2-resident buffer, 16 waves",
                        "issue = the longest s_memtime delta / (instructions per SIMD)",
                        LdsDma(), (Run(iterations=1, block=128),), (Run(iterations=1000, block=1024),)))
    for level, key, size, step, trips, what in (
            ("l2", "l2_bytes_per_clock_per_channel", 1 << 21, 1 << 16, 256,
             "a 2 MiB buffer (L2-resident on every XCD; a thread's loads 64 KiB apart, past its CU's L1)"),
            ("mall", "mall_gbytes_per_s", 1 << 26, 1 << 23, 128, "a 64 MiB buffer (beyond the L2s, inside the 256 MiB MALL)"),
            ("hbm", "hbm_gbytes_per_s", 1 << 31, 1 << 23, 64, "a 2 GiB buffer (beyond the MALL)")):
        probes.append(Probe(f"bandwidth_{level}", (key,),
                            f"whole-chip read bandwidth from {what}: 2048 workgroups of 256 lanes, global_load_dwordx4",
                            "bytes read / the launch's s_memrealtime span (first start to last end) at "
                            "realtime_counter_mhz" + (", per shader clock (memtime/realtime) and per L2 channel "
                                                      "(xcds x l2_channels_per_xcd)" if level == "l2" else ", in GB/s"),
                            MemoryStream(level), (Run(iterations=1, param=MemoryStream.param(1 << 16, 1 << 13), grid=2, block=256),
                                                  Run(iterations=2, param=MemoryStream.param(1 << 17, 1 << 13), grid=2, block=256)),
                            (Run(iterations=trips, param=MemoryStream.param(size, step), grid=2048, block=256),)))
    probes.append(Probe("clock", ("idle_clock_mhz",),
                        "the shader clock: one wave spins for 0.1 s of s_memrealtime ticks (param) reading both counters; "
                        "`zyfagen selftest` runs it beside each emitted kernel and AITER's (sustained_clock_mhz.KERNEL)",
                        "MHz = s_memtime delta / s_memrealtime delta x realtime_counter_mhz",
                        ClockSampler(), (Run(iterations=100, param=5), Run(iterations=3, param=5, label="trip bound")),
                        (Run(iterations=1 << 31, param=10_000_000, label="0.1 s at 100 MHz"),)))
    probes.append(Probe("empty", ("launch_overhead_us",), "launch overhead: an empty kernel, launched and waited for",
                        "microseconds per launch = host time of 200 launches through the runtime's HIP path (module "
                        "load, copies, launch, synchronize) / 200",
                        Empty(), (Run(iterations=0),), (Run(iterations=0),)))
    return tuple(probes)


PROBES: tuple[Probe, ...] = _catalog()


def probe_named(name: str) -> Probe:
    for p in PROBES:
        if p.name == name:
            return p
    raise KeyError(name)
