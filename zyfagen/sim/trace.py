"""Timelines as Chrome trace-event JSON, the format Perfetto (ui.perfetto.dev) and
chrome://tracing open and rocprofv3's --output-format pftrace/json traces are read in.

Format: the Trace Event Format document (Google, "Trace Event Format", the JSON Object
Format with a `traceEvents` list): complete events `ph: "X"` with `ts`/`dur` in
microseconds, `pid`/`tid` naming the track, metadata events `ph: "M"` naming processes and
threads, counter events `ph: "C"` for a resource's load.

Tracks: one per wave and pipe of the simulated SIMD (from an OccupancyResult's segments),
and for a whole-chip result one per shared resource (L2, MALL, HBM, LDS: the share of its
bandwidth the kernel uses), the placement of the first CUs' workgroup slots, and one CU's
steady state from the CU engine: a track per wave and pipe, one for the CU's shared LDS.
"""
from __future__ import annotations

from typing import Any

_SIMD_PID = 1
_CHIP_PID = 2
_CU_PID = 3


def _meta(pid: int, tid: int | None, name: str) -> dict[str, Any]:
    if tid is None:
        return {"ph": "M", "name": "process_name", "pid": pid, "tid": 0, "args": {"name": name}}
    return {"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}}


def simd_trace(result) -> dict[str, Any]:
    """An OccupancyResult's kept segments: one track per (wave, pipe)."""
    us = 1.0 / result.clock_mhz  # one cycle in microseconds
    events: list[dict[str, Any]] = [_meta(_SIMD_PID, None, f"{result.kernel}: one SIMD")]
    tids: dict[tuple[int, str], int] = {}
    for s in result.segments:
        key = (s.wave, s.pipe)
        if key not in tids:
            tids[key] = len(tids) + 1
            events.append(_meta(_SIMD_PID, tids[key], f"wave {s.wave} {s.pipe}"))
        events.append({"ph": "X", "pid": _SIMD_PID, "tid": tids[key], "name": s.mnemonic,
                       "cat": s.phase, "ts": s.start * us, "dur": (s.end - s.start) * us,
                       "args": {"address": s.address, "iteration": s.iteration}})
    return {"traceEvents": events, "displayTimeUnit": "ns"}


def chip_trace(result, cus_shown: int = 4) -> dict[str, Any]:
    """A ChipResult: resource tracks (share of bandwidth used) and the first CUs' slots."""
    us = 1.0 / result.clock_mhz
    end = result.kernel_cycles * us
    events: list[dict[str, Any]] = [_meta(_CHIP_PID, None, f"{result.kernel}: whole chip")]
    for name in ("LDS bandwidth", "L1", "L2", "MALL", "HBM"):
        busy = result.cycles[name] / result.kernel_cycles if result.kernel_cycles else 0.0
        for ts, v in ((0.0, busy), (end, 0.0)):
            events.append({"ph": "C", "pid": _CHIP_PID, "tid": 0, "name": name, "ts": ts,
                           "args": {"busy": round(v, 4)}})
    per_cu = result.occupancy.workgroups_per_cu
    p = result.placement
    named = set()
    for index, (slot, start) in enumerate(zip(p.slot_of, p.start_of)):
        cu = slot // per_cu
        if cu >= cus_shown:
            continue
        tid = 100 + slot
        if tid not in named:
            named.add(tid)
            events.append(_meta(_CHIP_PID, tid, f"CU {cu} slot {slot % per_cu}"))
        events.append({"ph": "X", "pid": _CHIP_PID, "tid": tid, "name": f"workgroup {index}",
                       "ts": start * us, "dur": result.workgroup_cycles[index] * us})
    if result.cu_run is not None:
        events += _cu_events(result.cu_run, us)
    return {"traceEvents": events, "displayTimeUnit": "ns",
            "otherData": {"bound": result.bound, "tflops": round(result.tflops, 3)}}


def _cu_events(run, us: float) -> list[dict[str, Any]]:
    """One CU's steady-state window from the CU engine: a track per wave and pipe (wave n runs
    on SIMD n mod 4) and one for the CU's shared LDS (how long each access holds it)."""
    events: list[dict[str, Any]] = [_meta(_CU_PID, None, f"{run.kernel}: one CU, steady state")]
    tids: dict[tuple[int, str], int] = {}
    lds_tid = 1
    events.append(_meta(_CU_PID, lds_tid, "LDS (shared by the CU's SIMDs)"))
    for s in run.segments:
        if s.pipe == "cu_lds":
            tid = lds_tid
        else:
            key = (s.wave, s.pipe)
            if key not in tids:
                tids[key] = len(tids) + 2
                events.append(_meta(_CU_PID, tids[key], f"SIMD {s.wave % 4} wave {s.wave} {s.pipe}"))
            tid = tids[key]
        events.append({"ph": "X", "pid": _CU_PID, "tid": tid, "name": s.mnemonic, "cat": s.phase,
                       "ts": s.start * us, "dur": (s.end - s.start) * us,
                       "args": {"address": s.address, "wave": s.wave}})
    return events
