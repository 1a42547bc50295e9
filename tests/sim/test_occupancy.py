"""Cycle-occupancy model on hand-written instruction streams with known answers.

Each kernel is assembled by clang-22 and read back through the code-object reader, as a user's
kernel would be. Expected figures are hand arithmetic over the rates in isa/gfx950.isa (read
from the table, so recalibrating a rate does not break a test that does not depend on it).
"""
from __future__ import annotations

import functools
from pathlib import Path

import pytest

from zyfagen import sim as occupancy
from zyfagen.assemble import assemble
from zyfagen.codeobj import read_code_object
from zyfagen.isa import load_table

from asm_kernel import kernel_text

T = load_table()
MFMA = "v_mfma_f32_32x32x64_f8f6f4"
MFMA_CYCLES = T.mfma_cycles(MFMA)  # 16 passes x 4
VALU = int(T.unit_defaults["valu"]["issue"].value)
VALU_LAT = int(T.unit_defaults["valu"]["latency"].value)
TRANS = int(T.unit_defaults["valu_trans"]["issue"].value)
MFMA_ISSUE = int(T.op(MFMA).issue.value)
VMEM_LAT = int(T.fact("vmem_latency").value)


def kernel_source(body: str, workgroup: int = 64, name: str = "k") -> str:
    """A body (one instruction per line) as a one-kernel program of 512 VGPRs, 256 of them AGPRs."""
    return kernel_text(body, name=name, workgroup=workgroup, vgprs=512, sgprs=32, accum_offset=256, agprs=256)


@functools.lru_cache(maxsize=None)
def kernel(body: str, workgroup: int = 64, name: str = "k"):
    """Assemble kernel_source(...) into a one-kernel code object; read it back."""
    return read_code_object(assemble(kernel_source(body, workgroup, name))).kernel()


def lines(*parts: str, times: int = 1) -> str:
    return "\n".join(list(parts) * times)


# ---- MFMA pipe ----------------------------------------------------------------------


def test_two_independent_mfma_chains_fill_the_pipe():
    n = 8
    body = lines(f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]",
                 f"{MFMA} a[16:31], v[0:7], v[8:15], a[16:31]", times=n)
    r = occupancy.simulate(kernel(body))
    assert r.total_cycles == 2 * n * MFMA_CYCLES
    assert r.mfma_busy_total == 1.0
    assert r.macs_total == 2 * n * 32 * 32 * 64
    assert r.idle_reasons == ()


def test_dependent_accumulation_runs_back_to_back_but_other_readers_wait(tmp_path: Path):
    # a table where MFMA results come 10 cycles after the last pass
    src = Path(__file__).resolve().parents[2] / "isa" / "gfx950.isa"
    text = src.read_text().replace("fact mfma_result_extra_latency 0", "fact mfma_result_extra_latency 10")
    assert text != src.read_text()
    table_path = tmp_path / "gfx950.isa"
    table_path.write_text(text)
    table = load_table(str(table_path))
    n = 6
    chain = lines(f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]", times=n)
    r = occupancy.simulate(kernel(chain), table=table)
    assert r.total_cycles == n * MFMA_CYCLES  # accumulation into the same C: no wait
    # each MFMA reads the previous one's result as its A operand: waits 10 cycles each time
    feed = lines(f"{MFMA} v[32:47], v[32:39], v[8:15], 0", times=n)
    r = occupancy.simulate(kernel(feed), table=table)
    assert r.total_cycles == n * MFMA_CYCLES + (n - 1) * 10
    assert [(i.reason, i.cycles) for i in r.idle_reasons] == [("mfma_result", (n - 1) * 10)]


# ---- VALU -----------------------------------------------------------------------------


def test_valu_bound_stream_runs_at_the_table_rates():
    body = "\n".join([f"v_add_f32 v{10 + i}, v1, v2" for i in range(40)]
                     + [f"v_exp_f32 v{60 + i}, v1" for i in range(8)]
                     + [f"v_pk_fma_f32 v[{100 + 2 * i}:{101 + 2 * i}], v[2:3], v[4:5], v[6:7]" for i in range(8)])
    r = occupancy.simulate(kernel(body))
    assert r.total_cycles == 40 * VALU + 8 * TRANS + 8 * VALU
    assert r.valu_busy_total == 1.0
    assert r.mfma_busy_total == 0.0


def test_dependent_valu_chain_waits_for_latency():
    n = 10
    r = occupancy.simulate(kernel(lines("v_add_f32 v1, v0, v1", times=n)))
    assert r.total_cycles == (n - 1) * max(VALU, VALU_LAT) + VALU


def test_valu_overlaps_an_mfma_of_the_same_wave():
    body = lines(f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]") + "\n" + \
        "\n".join(f"v_add_f32 v{40 + i}, v1, v2" for i in range(8))
    r = occupancy.simulate(kernel(body))
    assert r.total_cycles == max(MFMA_CYCLES, MFMA_ISSUE + 8 * VALU)


# ---- memory, waits, nops ----------------------------------------------------------------


def test_waitcnt_waits_for_in_order_vector_memory():
    body = lines("global_load_dwordx4 v[0:3], v[20:21], off",
                 "global_load_dwordx4 v[4:7], v[20:21], off",
                 "s_waitcnt vmcnt(1)",
                 "v_add_f32 v30, v0, v1",
                 "s_waitcnt vmcnt(0)",
                 f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]")
    r = occupancy.simulate(kernel(body))
    vm_issue = int(T.unit_defaults["vmem"]["issue"].value)
    first_back = VMEM_LAT  # issued at 0
    second_back = vm_issue + VMEM_LAT
    # s_waitcnt issues when the first load is back; the add follows; the second s_waitcnt
    # issues when the second load is back (or the add's issue slot ends); the MFMA a cycle later
    assert r.total_cycles == max(second_back, first_back + 1 + VALU) + 1 + MFMA_CYCLES
    reasons = dict((i.reason, i.cycles) for i in r.idle_reasons)
    assert reasons["memory"] > VMEM_LAT - 10


class _SlowSecondLoad:
    """A memory system (zyfagen.sim.memory seam) whose second vector load takes 1,000 cycles
    more than the first: a stand-in for a queue behind a busy channel."""

    stateless = False

    def __init__(self) -> None:
        self.calls: list[tuple[int, str, int]] = []

    def bind(self, prog, table) -> None:
        self.base = int(table.fact("vmem_latency").value)

    def complete(self, wave: int, inst, t: int) -> int:
        self.calls.append((wave, inst.mnemonic, t))
        return t + self.base + (1000 if len(self.calls) == 2 else 0)


def test_memory_system_decides_completion_times():
    body = lines("global_load_dwordx4 v[0:3], v[20:21], off",
                 "global_load_dwordx4 v[4:7], v[20:21], off",
                 "s_waitcnt vmcnt(0)",
                 f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]")
    vm_issue = int(T.unit_defaults["vmem"]["issue"].value)
    default = occupancy.simulate(kernel(body))
    assert default.total_cycles == vm_issue + VMEM_LAT + 1 + MFMA_CYCLES
    mem = _SlowSecondLoad()
    slow = occupancy.simulate(kernel(body), memory=mem)
    assert [c[1] for c in mem.calls] == ["global_load_dwordx4"] * 2
    assert [c[2] for c in mem.calls] == [0, vm_issue]
    assert slow.total_cycles == vm_issue + VMEM_LAT + 1000 + 1 + MFMA_CYCLES


def test_s_nop_holds_the_wave():
    r = occupancy.simulate(kernel(lines("s_nop 7", "s_nop 3", f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]")))
    assert r.total_cycles == 8 + 4 + MFMA_CYCLES
    assert [(i.reason, i.cycles) for i in r.idle_reasons] == [("nop", 12)]


# ---- two waves: barrier ping-pong, priority -------------------------------------------------

# An 8-wave workgroup puts waves 0 and 4 on SIMD 0. The second half of the workgroup
# (workitem id >= 256) passes one extra barrier first, so it runs one phase behind.
_HALF = lines("v_readfirstlane_b32 s0, v0", "s_cmp_ge_u32 s0, 256")
_MFMA_PHASE = lines(f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]", times=4)
_VALU_PHASE = "\n".join(f"v_add_f32 v{64 + i}, v1, v2" for i in range(64))


def _ping_pong(shifted: bool) -> str:
    return "\n".join([
        _HALF,
        "s_cbranch_scc0 .Lfirst_half" if shifted else "",
        "s_barrier" if shifted else "",
        ".Lfirst_half:",
        ".Lloop:",
        # the MFMA phase runs at raised priority, so the other wave's VALU stream does not
        # keep it from the shared vector issue port (see the priority test below)
        "s_setprio 1", _MFMA_PHASE, "s_setprio 0", "s_barrier", _VALU_PHASE, "s_barrier",
        "s_cbranch_scc1 .Lloop",
        _HALF,
        "s_cbranch_scc1 .Ldone" if shifted else "",
        "s_barrier" if shifted else "",
        ".Ldone:",
    ])


def test_barrier_ping_pong_overlaps_mfma_and_valu_of_two_waves():
    mfma_phase, valu_phase = 4 * MFMA_CYCLES, 64 * VALU
    assert mfma_phase == valu_phase  # the test is built for perfect overlap
    r = occupancy.simulate(kernel(_ping_pong(True), workgroup=512), iterations=8)
    assert r.waves_per_simd == 2
    # per loop iteration each wave runs one MFMA phase and one VALU phase; shifted by one
    # phase, the other wave fills the other pipe. The vector issue port then carries one
    # wave's 64 VALU instructions and the other's 4 MFMA issues per phase, so the period is
    # 2 x (VALU phase + 4 MFMA issues), plus a few cycles of barrier/branch issue.
    port_phase = valu_phase + 4 * MFMA_ISSUE
    assert 2 * port_phase <= r.loop_iteration_cycles <= 2 * port_phase + 24
    assert r.mfma_busy_steady >= 2 * mfma_phase / (2 * port_phase + 24)
    assert r.block.mfma_cycles == mfma_phase
    # without the shift both waves hit the same phase together: the phases serialise, except
    # that the VALU phase starts under the last MFMA (issued before the barrier)
    r = occupancy.simulate(kernel(_ping_pong(False), workgroup=512), iterations=8)
    serial = 2 * mfma_phase + 2 * valu_phase - (MFMA_CYCLES - MFMA_ISSUE)
    assert serial <= r.loop_iteration_cycles <= serial + 24
    assert r.mfma_busy_steady <= 2 * mfma_phase / serial
    assert r.idle_reasons[0].reason in ("barrier", "valu_work")


def _contended(mfma_wave_prio: int, valu_wave_prio: int) -> str:
    # first half of the workgroup: two MFMAs after a short wait; second half: VALU work
    return "\n".join([
        _HALF,
        "s_cbranch_scc1 .Lvalu",
        f"s_setprio {mfma_wave_prio}",
        "s_nop 15",
        lines(f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]", times=2),
        "s_branch .Lend",
        ".Lvalu:",
        f"s_setprio {valu_wave_prio}",
        "\n".join(f"v_add_f32 v{64 + i}, v1, v2" for i in range(32)),
        ".Lend:",
    ])


def test_priority_inversion_starves_the_matrix_pipe():
    # The VALU wave has the higher priority, so it wins the shared vector issue port every
    # time the port frees: the MFMA wave's first MFMA waits for the whole VALU stream,
    # and the matrix pipe idles with reason issue_conflict meanwhile.
    r = occupancy.simulate(kernel(_contended(0, 3), workgroup=512))
    nop_end = next(s.end for s in r.segments if s.mnemonic == "s_nop")
    adds = [s for s in r.segments if s.mnemonic == "v_add_f32"]
    mfma = [s for s in r.segments if s.pipe == "mfma"]
    assert adds[0].start < nop_end  # the stream is under way when the MFMA becomes ready
    assert adds[-1].end - adds[0].start == 32 * VALU  # never interrupted
    assert mfma[0].start == adds[-1].end
    assert mfma[1].start == mfma[0].end
    assert dict((i.reason, i.cycles) for i in r.idle_reasons)["issue_conflict"] == adds[-1].end - nop_end
    # with the MFMA wave's priority raised instead, each MFMA issues as soon as it is ready
    # and the VALU stream loses only the MFMA's issue cycles
    r = occupancy.simulate(kernel(_contended(3, 0), workgroup=512))
    nop_end = next(s.end for s in r.segments if s.mnemonic == "s_nop")
    adds = [s for s in r.segments if s.mnemonic == "v_add_f32"]
    mfma = [s for s in r.segments if s.pipe == "mfma"]
    assert mfma[0].start == nop_end
    assert adds[-1].end - adds[0].start == 32 * VALU + 2 * MFMA_ISSUE
    assert "issue_conflict" not in [i.reason for i in r.idle_reasons]


# ---- loops ----------------------------------------------------------------------------------


def test_loop_iterations_and_steady_state():
    body = lines(".Lloop:", f"{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]", "s_cbranch_scc1 .Lloop")
    for n in (1, 3, 8):
        r = occupancy.simulate(kernel(body), iterations=n)
        assert r.macs_total == n * 32 * 32 * 64
        assert r.total_cycles == n * MFMA_CYCLES
    assert r.loop_iteration_cycles == MFMA_CYCLES
    assert r.block.mfma_cycles == MFMA_CYCLES


def test_row_sum_mfmas_are_counted_apart_from_qk_and_pv():
    # one key block: S = K Q^T from loaded operands, P from S on the VALU, then three MFMAs
    # reading P: times loaded V (PV), times a matrix made only from immediates (a row sum), and
    # times a matrix copied from the workitem id (not a constant: PV)
    body = lines(
        "v_mov_b32 v48, 0x38383838",
        *[f"v_accvgpr_write_b32 a{32 + e}, v48" for e in range(8)],
        *[f"v_mov_b32 v{40 + e}, v0" for e in range(8)],
        ".Lloop:",
        "global_load_dwordx4 v[0:3], v60, s[0:1]",
        "global_load_dwordx4 v[4:7], v60, s[0:1] offset:16",
        "global_load_dwordx4 v[8:11], v60, s[2:3]",
        "global_load_dwordx4 v[12:15], v60, s[2:3] offset:16",
        "global_load_dwordx4 v[24:27], v60, s[4:5]",
        "global_load_dwordx4 v[28:31], v60, s[4:5] offset:16",
        "s_waitcnt vmcnt(0)",
        f"{MFMA} v[64:79], v[0:7], v[8:15], 0",
        *[f"v_cvt_pk_u8_f32 v{16 + k}, v{64 + k}, 0, 0" for k in range(8)],
        f"{MFMA} a[0:15], v[24:31], v[16:23], a[0:15]",
        f"{MFMA} a[16:31], a[32:39], v[16:23], a[16:31]",
        f"{MFMA} a[48:63], v[40:47], v[16:23], a[48:63]",
        "s_cbranch_scc1 .Lloop")
    r = occupancy.simulate(kernel(body), iterations=6)
    phases = {(s.address, s.phase) for s in r.segments if s.pipe == "mfma"}
    assert sorted(p for _, p in phases) == ["pv", "pv", "qk", "rowsum"]
    b = r.block
    assert b.mfma_cycles_by_phase == {"qk": MFMA_CYCLES, "pv": 2 * MFMA_CYCLES, "rowsum": MFMA_CYCLES}
    assert b.mfma_cycles == 3 * MFMA_CYCLES and b.rowsum_mfma_cycles == MFMA_CYCLES
    assert b.macs == 3 * 32 * 32 * 64 and b.rowsum_macs == b.qk_macs == 32 * 32 * 64
    assert b.key_blocks(32, 32, 64) == 1.0 and b.key_blocks(32, 64, 64) == 0.5
    assert b.p_valu_cycles == 8 * VALU
    data = r.to_json()["block"]
    assert data["rowsum_mfma_cycles"] == MFMA_CYCLES and data["mfma_cycles"] == 3 * MFMA_CYCLES


def test_bad_inputs_are_user_errors():
    from zyfagen.errors import UserError

    with pytest.raises(UserError, match="iterations"):
        occupancy.simulate(kernel("s_nop 0"), iterations=0)
    with pytest.raises(UserError, match="not in isa/gfx950.isa"):
        occupancy.simulate(kernel("v_mfma_f32_32x32x2_f32 v[0:15], v4, v5, v[0:15]"))  # not in the table
