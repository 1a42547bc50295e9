"""Power and clock: the clock a kernel sustains under the board power limit, and its TFLOP/J.

What users get is wall-clock time at the clock the chip sustains, and an MI355X running FP8
matrix work does not sustain its 2.4 GHz peak: in the one public run that reports clocks, AITER
ran at 2,108 MHz and the lean-P kernel at 1,628 MHz (shared/docs/lean-p.md). This module predicts
that clock from the launch's activity, with every constant a fact in isa/gfx950.isa:

    P(f) = static + s(f) x (E_matrix + E_valu + E_lds + E_l2) / t(f) + (E_mall + E_hbm) / t(f)
    s(f) = (f / peak) ^ dvfs_power_exponent      (dynamic energy per event scales with V^2, V with f)
    E_matrix = MACs x fp8_mac_energy x (fixed + (1 - fixed) x activity / 0.5)
    E_valu   = VALU-busy SIMD cycles x valu_cycle_energy
    E_lds/l2/mall/hbm = bytes x energy per byte           (memory rails: not voltage-scaled)
    t(f)  = compute cycles / f + start/end bursts (HBM seconds); a memory floor keeps its seconds

The sustained clock is the highest f in [clock_floor, peak] with P(f) <= board power (the power
is monotone in f). `activity` is the operands' bit-toggle fraction (sim/activity.py, from actual
inputs), 0.5 for random bytes.

Two constants are fitted, and only two: the energy of an FP8 MAC and of a VALU-busy cycle, from
the two published clocks (AITER's and lean P's, both taken to run at the board power limit on
the same Mistral-7B 16K causal layer shape: `ANCHORS`). Two constants, two points: the fit is
exact by construction, so the clocks are not evidence for the model; the published energy figures
(TFLOP/J) and every other point are held out and printed with their residuals
(benchmarks/calibration.py). isa/ stores the fitted values (status derived, source power_fit);
tests/sim/test_power.py re-fits them from the model and checks the stored numbers.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from ..errors import UserError
from ..isa import IsaTable, load_table
from .activity import RANDOM_ACTIVITY

# the two published clocks the fit uses (lean-p.md: one run on an MI355X; claimed): the kernel
# each ran, the problem (Mistral-7B: 32 query heads, 8 KV heads, head dim 128; a 16K causal
# prefill), the input distribution (captured layers: activation-like) and the fact holding the clock
MISTRAL_16K = "batch=1,heads_q=32,heads_kv=8,seq_q=16384,causal=1"


@dataclass(frozen=True)
class Anchor:
    name: str
    target: str  # spec or code object, as `simulate --problem` takes it
    problem: str
    dist: str
    clock_fact: str


ANCHORS = (
    Anchor("AITER fmha_v3 fwd hd128 FP8 causal", "tests/data/aiter/fwd_hd128_fp8_causal.co", MISTRAL_16K,
           "activation", "mi355x_aiter_fp8_clock_mhz"),
    # ZYFA's kernel converts every P byte with v_cvt_pk_u8_f32: the stand-in keeps that P path
    # (our shipped specs may not: p_convert), so the conversion's rate moves it as it would ZYFA's
    Anchor("zyfagen hd128 lean causal (for ZYFA's lean-P kernel)", "tests/data/power/lean_p_causal_cvt.yaml",
           MISTRAL_16K, "activation", "mi355x_lean_p_fp8_clock_mhz"),
)


@dataclass(frozen=True)
class PowerFacts:
    board_w: float
    peak_mhz: float
    floor_mhz: float
    static_w: float
    dvfs_exponent: float
    mac_pj: float
    valu_cycle_pj: float
    mfma_fixed_fraction: float
    lds_pj_per_byte: float
    l2_pj_per_byte: float
    mall_pj_per_byte: float
    hbm_pj_per_byte: float

    @staticmethod
    def from_table(table: IsaTable | None = None, part: str = "MI355X") -> "PowerFacts":
        t = table or load_table()
        v = lambda name: float(t.fact(name).value)  # noqa: E731
        if part == "MI355X":
            board, peak = v("board_power_w"), v("peak_clock_mhz")
        elif part == "MI350X":
            board, peak = v("mi350x_board_power_w"), v("mi350x_peak_clock_mhz")
        else:
            raise ValueError(f"part {part!r}; allowed: MI355X, MI350X")
        return PowerFacts(board, peak, v("clock_floor_mhz"), v("static_power_w"), v("dvfs_power_exponent"),
                          v("fp8_mac_energy_pj"), v("valu_cycle_energy_pj"), v("mfma_data_independent_fraction"),
                          v("lds_energy_pj_per_byte"), v("l2_energy_pj_per_byte"), v("mall_energy_pj_per_byte"),
                          v("hbm_energy_pj_per_byte"))


@dataclass(frozen=True)
class Activity:
    """One launch's work, independent of the clock: counts over the whole chip."""

    macs: float  # MFMA MACs executed (useful, row-sum and masked work alike)
    bit_activity: float  # operand toggle fraction (sim/activity.py); 0.5 = random bytes
    valu_cycles: float  # SIMD cycles the VALU is busy, summed over every SIMD
    lds_bytes: float
    l2_bytes: float
    mall_bytes: float
    hbm_bytes: float
    flops: float  # the problem's useful FLOPs (for TFLOP/s and TFLOP/J)
    compute_cycles: float  # kernel cycles that scale with the clock
    fixed_seconds: float  # kernel time that does not (HBM bursts; a memory floor)
    mac_energy_weight: float = 1.0  # energy per MAC over an FP8 MAC's (mac_energy_weight)


@dataclass(frozen=True)
class PowerPoint:
    """A launch at one clock: its time, power by component and energy efficiency."""

    clock_mhz: float
    seconds: float
    watts: float
    watts_by_part: dict[str, float]
    tflops: float
    tflop_per_joule: float
    limited_by: str  # "board power" | "peak clock" | "clock floor"


# a MAC's energy by operand format, as a multiple of an FP8 MAC's (facts in isa/, peak_ratio)
FORMAT_ENERGY_FACTS = {"bf16": "bf16_mac_energy_ratio", "int8": "int8_mac_energy_ratio",
                       "fp4": "fp4_mac_energy_ratio"}


def mac_format(inst) -> str | None:
    """The operand format an MFMA's MACs are costed at: 'fp8', 'bf16' (bf16 and f16), 'int8',
    'fp4' (the f8f6f4 forms with FP6 or FP4 in both operands, cbsz and blgp above 1: the 2x-rate
    case of PredIsF8_MFMA_SCALE, as the pass counts take it), or None (f32, f64, xf32: no fact)."""
    m = inst.mnemonic
    if "f8f6f4" in m:
        mods = dict(inst.modifiers)
        both_narrow = int(mods.get("cbsz", "0") or 0) > 1 and int(mods.get("blgp", "0") or 0) > 1
        return "fp4" if both_narrow else "fp8"
    if any(f in m for f in ("fp8", "bf8")):
        return "fp8"
    if "bf16" in m or m.endswith(("f16", "_f16_1k")) or "x16f16" in m or "_f16" in m:
        return "bf16"
    if "i8" in m:
        return "int8"
    return None


def mac_energy_weight(kernel, table: IsaTable | None = None) -> float:
    """The kernel's energy per counted MAC as a multiple of a dense FP8 MAC's: its MFMA
    instructions' MACs weighted by their format's ratio, a sparse MFMA's by half (static counts: a kernel mixing formats inside and outside
    its loop is weighted by its code, not its trip counts). A UserError when more than 5% of
    the MACs have no energy fact (AITER v4's few bf16 MFMAs beside its FP8 ones are costed)."""
    from .program import mfma_macs

    t = table or load_table()
    total = weighted = unknown = 0.0
    first_unknown = None
    for inst in kernel.instructions:
        if not inst.mnemonic.startswith(("v_mfma", "v_smfmac")):
            continue
        macs = mfma_macs(inst.mnemonic)
        fmt = mac_format(inst)
        total += macs
        if fmt is None:
            unknown += macs
            first_unknown = first_unknown or inst.mnemonic
            continue
        # a sparse MFMA's A is 4:2 compressed: it multiplies half the dense-equivalent MACs that
        # mfma_macs counts (its pass count is a dense MFMA's of half its K)
        physical = 0.5 if inst.mnemonic.startswith("v_smfmac") else 1.0
        weighted += physical * macs * (1.0 if fmt == "fp8" else float(t.fact(FORMAT_ENERGY_FACTS[fmt]).value))
    if unknown > 0.05 * total:
        raise UserError(f"{kernel.name}: {first_unknown}: the power model has MAC energy facts for FP8, "
                        f"BF16/FP16, INT8 and FP6/FP4 MFMAs only; allowed: pin the clock with --clock-mhz")
    known = total - unknown
    return weighted / known if known else 1.0


def formats_of(kernel) -> set[str]:
    """The MAC formats a kernel's MFMAs use (bands vary a format's energy fact only where used)."""
    return {mac_format(i) for i in kernel.instructions if i.mnemonic.startswith(("v_mfma", "v_smfmac"))}


def activity_of(result, kernel, bit_activity: float, table: IsaTable | None = None) -> Activity:
    """A whole-chip result's (problem.ChipResult) work, as the power model counts it."""
    t = table or load_table()
    weight = mac_energy_weight(kernel, t)
    simds = int(t.fact("simds_per_cu").value)
    cus = int(t.fact("compute_units").value)
    cu = result.cu_run
    busy_cycles = cu.mfma_busy_total * cu.total_cycles * simds
    macs_per_busy_cycle = cu.macs_total / busy_cycles if busy_cycles else 0.0
    chips_simds = simds * cus
    burst_s = result.cycles.get("start/end bursts", 0.0) / (result.clock_mhz * 1e6)
    if result.kernel_cycles > result.placement.makespan:  # a memory floor paces it: fixed seconds
        compute, fixed = 0.0, result.kernel_seconds
    else:
        compute, fixed = result.kernel_cycles - result.cycles.get("start/end bursts", 0.0), burst_s
    flops = result.tflops * 1e12 * result.kernel_seconds
    return Activity(result.cycles["MFMA"] * chips_simds * macs_per_busy_cycle, bit_activity,
                    result.cycles["VALU"] * chips_simds, float(result.bytes["lds_read"] + result.bytes["lds_write"]),
                    float(result.bytes["requested"]), float(result.bytes["l2_fills"]), float(result.bytes["hbm"]),
                    flops, compute, fixed, weight)


def energies_j(a: Activity, f: PowerFacts) -> dict[str, float]:
    """Dynamic energy by part at the peak clock's voltage (memory rails: at theirs)."""
    pj = 1e-12
    activity_scale = f.mfma_fixed_fraction + (1 - f.mfma_fixed_fraction) * a.bit_activity / RANDOM_ACTIVITY
    return {"matrix": a.macs * a.mac_energy_weight * f.mac_pj * activity_scale * pj, "VALU": a.valu_cycles * f.valu_cycle_pj * pj,
            "LDS": a.lds_bytes * f.lds_pj_per_byte * pj, "L2": a.l2_bytes * f.l2_pj_per_byte * pj,
            "MALL": a.mall_bytes * f.mall_pj_per_byte * pj, "HBM": a.hbm_bytes * f.hbm_pj_per_byte * pj}


_CORE_PARTS = ("matrix", "VALU", "LDS", "L2")


def at_clock(a: Activity, f: PowerFacts, clock_mhz: float, limited_by: str = "pinned") -> PowerPoint:
    """The launch at `clock_mhz`: time, power and TFLOP/J."""
    seconds = a.compute_cycles / (clock_mhz * 1e6) + a.fixed_seconds
    scale = (clock_mhz / f.peak_mhz) ** f.dvfs_exponent
    e = energies_j(a, f)
    watts = {"static": f.static_w}
    watts.update({k: (scale if k in _CORE_PARTS else 1.0) * v / seconds for k, v in e.items()})
    total = sum(watts.values())
    tflops = a.flops / seconds / 1e12
    return PowerPoint(clock_mhz, seconds, total, watts, tflops, tflops / total, limited_by)


def sustained(a: Activity, f: PowerFacts) -> PowerPoint:
    """The highest clock in [floor, peak] whose power stays within the board limit."""
    top = at_clock(a, f, f.peak_mhz, "peak clock")
    if top.watts <= f.board_w:
        return top
    low = at_clock(a, f, f.floor_mhz, "clock floor")
    if low.watts >= f.board_w:
        return low
    lo, hi = f.floor_mhz, f.peak_mhz
    for _ in range(60):  # bisection: power rises with the clock
        mid = 0.5 * (lo + hi)
        if at_clock(a, f, mid).watts > f.board_w:
            hi = mid
        else:
            lo = mid
    return at_clock(a, f, lo, "board power")


def solve(run: Callable[[float], object], kernel, bit_activity: float, table: IsaTable | None = None,
          part: str = "MI355X", start_mhz: float | None = None):
    """(ChipResult at the sustained clock, its PowerPoint): run(clock_mhz) -> ChipResult is the
    whole-chip model; it is re-run at the solved clock until the clock moves less than 1 MHz
    (memory latencies are in cycles, so the cycles change a little with the clock)."""
    t = table or load_table()
    f = PowerFacts.from_table(t, part)
    clock = start_mhz or f.peak_mhz
    for _ in range(4):
        result = run(clock)
        point = sustained(activity_of(result, kernel, bit_activity, t), f)
        if abs(point.clock_mhz - clock) < 1.0:
            break
        clock = point.clock_mhz
    result = run(point.clock_mhz) if abs(point.clock_mhz - result.clock_mhz) > 1e-9 else result
    return result, at_clock(activity_of(result, kernel, bit_activity, t), f, point.clock_mhz, point.limited_by)


# per format, the dense MFMA whose rate is the chip's peak in it, with its cbsz/blgp (passes and
# cycles from isa/, like every other rate): 1,024 FP8 MACs per SIMD-cycle, 512 BF16, 1,024 INT8,
# 2,048 FP6/FP4 (cdna4-facts.md's 5.0 / 2.5 / 5.0 / 10 PFLOP/s at 2.4 GHz)
PEAK_MFMA = {"fp8": ("v_mfma_f32_32x32x64_f8f6f4", 0, 0), "fp4": ("v_mfma_f32_32x32x64_f8f6f4", 4, 4),
             "bf16": ("v_mfma_f32_32x32x16_bf16", 0, 0), "int8": ("v_mfma_i32_32x32x32_i8", 0, 0)}


def peak_macs_per_cycle(table: IsaTable | None = None, fmt: str = "fp8") -> float:
    """The whole chip's dense MACs per clock in an operand format: its peak MFMA on every SIMD."""
    from ..hazards import mfma_passes
    from .program import mfma_macs

    t = table or load_table()
    mnemonic, cbsz, blgp = PEAK_MFMA[fmt]
    passes = t.op(mnemonic).passes.value * mfma_passes(t, mnemonic, cbsz, blgp) / mfma_passes(t, mnemonic)
    per_simd = mfma_macs(mnemonic) / (passes * float(t.fact("mfma_cycles_per_pass").value))
    return per_simd * float(t.fact("simds_per_cu").value) * float(t.fact("compute_units").value)


def dominant_format(kernel) -> str:
    """The operand format carrying most of a kernel's MFMA MACs (its ceiling's format)."""
    from .program import mfma_macs

    macs: dict[str, int] = {}
    for inst in kernel.instructions:
        if inst.mnemonic.startswith(("v_mfma", "v_smfmac")):
            fmt = mac_format(inst) or "fp8"
            macs[fmt] = macs.get(fmt, 0) + mfma_macs(inst.mnemonic)
    return max(sorted(macs), key=macs.get) if macs else "fp8"


def ceiling(a: Activity, f: PowerFacts, table: IsaTable | None = None,
            clock_mhz: float | None = None, fmt: str = "fp8") -> PowerPoint:
    """What bounds every kernel of this problem in operand format `fmt` at this board limit: an
    ideal kernel doing only the problem's useful MACs (no row-sum or masked MFMAs), its matrix
    pipe busy every cycle at the format's dense peak rate, with the same operand activity and
    nothing drawing power beside it but static power, at the clock the limit allows (or at
    `clock_mhz`, pinned). A kernel's share of it says how much any schedule could still gain;
    kernels of one format share the ceiling, so their speed ratio at the limit is bounded by the
    ceiling over the slower one."""
    t = table or load_table()
    useful = a.flops / 2
    weight = 1.0 if fmt == "fp8" else float(t.fact(FORMAT_ENERGY_FACTS[fmt]).value)
    ideal = Activity(useful, a.bit_activity, 0.0, 0.0, 0.0, 0.0, 0.0, a.flops,
                     useful / peak_macs_per_cycle(t, fmt), 0.0, weight)
    point = sustained(ideal, f) if clock_mhz is None else at_clock(ideal, f, clock_mhz)
    return replace(point, limited_by="ideal kernel: " + point.limited_by)


FITTED = ("fp8_mac_energy_pj", "dvfs_power_exponent")
# the facts only the power model reads: changing one leaves every cycle-model result as it was
POWER_FACTS = frozenset({"board_power_w", "mi350x_board_power_w", "clock_floor_mhz", "static_power_w",
                         "dvfs_power_exponent", "fp8_mac_energy_pj", "valu_cycle_energy_pj",
                         "mfma_data_independent_fraction", "lds_energy_pj_per_byte", "l2_energy_pj_per_byte",
                         "mall_energy_pj_per_byte", "hbm_energy_pj_per_byte", *FORMAT_ENERGY_FACTS.values()})


def fit_power(anchor_activities: list[tuple[Activity, float]], table: IsaTable | None = None) -> dict[str, float]:
    """The FP8 MAC energy and the DVFS exponent that put each of two anchor launches exactly at
    the board power limit at its published clock. For a given exponent each anchor's equation
    is linear in the MAC energy; the exponent is where the two anchors need the same energy
    (bisection on [0.5, 4]: the two anchors run at different clocks, which is what pins how
    power scales with the clock)."""
    if len(anchor_activities) != 2:
        raise ValueError("the power fit takes exactly two anchors (two constants, two points)")
    f = PowerFacts.from_table(table)

    def mac_needed(a: Activity, clock: float, exponent: float) -> float:
        g = replace(f, dvfs_exponent=exponent)
        base = at_clock(a, replace(g, mac_pj=0.0), clock).watts
        per_pj = at_clock(a, replace(g, mac_pj=1.0), clock).watts - base
        return (f.board_w - base) / per_pj

    (a1, c1), (a2, c2) = anchor_activities
    gap = lambda e: mac_needed(a1, c1, e) - mac_needed(a2, c2, e)  # noqa: E731
    lo, hi = 0.5, 4.0
    if gap(lo) * gap(hi) > 0:
        raise UserError("power fit: no DVFS exponent in [0.5, 4] puts both anchors at the board limit "
                        "with one MAC energy: the model cannot be calibrated with these facts")
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if gap(lo) * gap(mid) <= 0:
            hi = mid
        else:
            lo = mid
    exponent = 0.5 * (lo + hi)
    mac = mac_needed(a1, c1, exponent)
    if mac <= 0:
        raise UserError(f"power fit: the anchors need a MAC energy of {mac:.4g} pJ: the other parts alone "
                        "exceed the board limit; the model cannot be calibrated with these facts")
    return {"fp8_mac_energy_pj": float(mac), "dvfs_power_exponent": float(exponent)}
