"""Probe launches and their checks, and the emulator side of `zyfagen probe run`.

Emulator: every probe's small runs (`Probe.emulator_runs`) execute in the emulator and what they
computed is compared with the catalog's independent answer (a probe that computes the wrong
thing fails, so it cannot time the wrong thing); the emulator does not time, so facts.json then
holds only these checks.
The GPU side (zyfagen/probe/hip.py) launches the same `Launch`es and checks them with
`check_records` (functional probes: against the emulator's bits on the same inputs instead).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from .catalog import Probe
from .records import LANES, Records, Run, out_dwords


@dataclass(frozen=True)
class Launch:
    """One probe launch's arguments and shape."""

    out: np.ndarray
    inp: np.ndarray
    run: Run


def launch_of(probe: Probe, run: Run) -> Launch:
    fam = probe.family
    inp = np.ascontiguousarray(fam.inputs(probe.name, run), np.uint32).reshape(-1)
    if inp.size < LANES:  # a probe that reads nothing still gets a buffer
        inp = np.zeros(LANES, np.uint32)
    out = np.zeros(out_dwords(fam.max_block, run.grid, len(fam.results())), np.uint32)
    return Launch(out, inp, run)


def emulate(code: bytes, probe: Probe, launch: Launch):
    """(Records, emulator LaunchResult) of one launch in the emulator."""
    from .. import emulator

    prog = emulator.load(code, probe.symbol)
    res = emulator.launch(prog, {"out": launch.out, "inp": launch.inp, "iterations": np.uint32(launch.run.iterations),
                                 "param": np.uint32(launch.run.param)},
                          grid=(launch.run.grid, 1, 1), block=(launch.run.block, 1, 1))
    return Records.parse(res.buffers["out"], launch.run, probe.family.max_block, len(probe.family.results())), res


def check_records(probe: Probe, recs: Records, launch: Launch) -> str:
    """'' when the run computed the catalog's answer, else the first difference."""
    fam = probe.family
    want = fam.expected(launch.run, launch.inp.reshape(-1, LANES) if launch.inp.size % LANES == 0 else launch.inp)
    got = recs.results()
    region = getattr(fam, "permutation_region", lambda run: None)(launch.run)
    if region is not None:  # ds_read_b64_tr_b8: each wave's bytes are a permutation of the region
        for w in range(len(got)):
            if not np.array_equal(np.sort(got[w].astype(np.uint32).view(np.uint8).reshape(-1)), region):
                return f"wave {w}: the transposed read's bytes are not the 512 bytes of its LDS rows"
        return ""
    if want is None:
        return ""
    names = fam.results()
    for w, expect in enumerate(want):
        if not np.array_equal(got[w], expect):
            row, lane = (int(x) for x in np.argwhere(got[w] != expect)[0])
            return (f"wave {w}: {names[row]} lane {lane} is 0x{int(got[w][row, lane]):08x}, "
                    f"expected 0x{int(expect[row, lane]):08x}")
    return ""


def check_emulator(probe: Probe, code: bytes) -> list[dict[str, Any]]:
    """Every emulator run of the probe: its check (and the counters' sanity)."""
    out = []
    for run in probe.emulator_runs:
        launch = launch_of(probe, run)
        recs, res = emulate(code, probe, launch)
        why = check_records(probe, recs, launch)
        if not why and np.any(recs.memtime_deltas() <= 0):
            why = "a wave's s_memtime did not advance"
        barriers = getattr(probe.family, "per_iteration", 0) * run.iterations * run.waves
        if not why and probe.name == "s_barrier" and res.barriers < barriers:
            why = f"{res.barriers} barriers executed, expected at least {barriers}"
        out.append({"run": run, "ok": not why, "detail": why, "wave_instructions": res.wave_instructions})
    return out


def run_emulator(probes: list[Probe], codes: dict[str, bytes], progress: Callable[[str], None] | None) -> dict[str, Any]:
    checks = {}
    for i, p in enumerate(probes, 1):
        t0 = time.perf_counter()
        results = check_emulator(p, codes[p.name])
        ok = all(r["ok"] for r in results)
        checks[p.name] = {"ok": ok, "facts": list(p.keys), "kind": "functional" if p.functional else "timing",
                          "runs": len(results), "detail": next((r["detail"] for r in results if not r["ok"]), "")}
        if progress:
            progress(f"[{i}/{len(probes)}] {p.name}: {'ok' if ok else 'FAILED: ' + checks[p.name]['detail']} "
                     f"({time.perf_counter() - t0:.1f} s)")
    return {"format": "zyfagen-facts-1", "device": "emulator",
            "note": "the emulator does not time: no fact values, only each probe's functional check",
            "facts": {}, "observations": {}, "checks": checks}
