"""Probes on a gfx950 GPU through hip-python (zyfagen/runtime/backends.py does the launches).

Each probe's timed runs (`Probe.gpu_runs`) are launched `repeats` times; every launch's computed
values are checked (functional probes: bitwise against the emulator on the same inputs; timing
probes: against the catalog's independent answer), and each repeat's counters become one value
per fact (`family.values`); facts.json keeps the median and the [min, max] spread. The empty
probe is timed on the host (launch overhead). Never run in the tests except against the fake
HIP module (tests/probe): no GPU exists where zyfagen is developed.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np

from ..errors import UserError
from ..isa import load_table
from ..runtime import backends
from ..runtime.packer import KernargLayout, KernargSlot, pack
from .catalog import Probe
from .facts import FORMAT, split_known, summary
from .families import Empty
from .records import Records, Run
from .run import check_records, emulate, launch_of

LAUNCH_OVERHEAD_LAUNCHES = 200


def open_device(command: str = "probe run") -> tuple[Any, int]:
    """(hip module, device index) of the first gfx950 GPU; a UserError line when hip-python or the
    GPU is missing."""
    hip = backends.import_hip()
    if hip is None:
        raise UserError(f"{command}: --device hip: hip-python is not installed; allowed: `pip install "
                        "hip-python` matching your ROCm, or --device emulator")
    device = backends.find_gfx950(hip)
    if device is None:
        raise UserError(f"{command}: --device hip: no gfx950 GPU found by HIP; allowed: a machine with an "
                        "MI350X/MI355X, or --device emulator")
    return hip, device


def probe_layout(probe: Probe) -> KernargLayout:
    """The four arguments every probe takes (templates/probe/base.s.j2's metadata)."""
    return KernargLayout(probe.symbol, (KernargSlot("out", 0, 8, "buffer", "u32"), KernargSlot("inp", 8, 8, "buffer", "u32"),
                                        KernargSlot("iterations", 16, 4, "value", "u32"),
                                        KernargSlot("param", 20, 4, "value", "u32")), 24, probe.family.max_block)


def packed(code: bytes, probe: Probe, out: np.ndarray, inp: np.ndarray, run: Run) -> backends.PackedLaunch:
    layout = probe_layout(probe)
    values = {"iterations": run.iterations, "param": run.param}
    return backends.PackedLaunch(code, layout, values, pack(layout, values, lambda n: 0),
                                 {"out": out, "inp": inp}, ("out",), (run.grid, 1, 1), run.block)


def launch_hip(hip, device: int, code: bytes, probe: Probe, run: Run, cache: dict | None = None) -> tuple[Records, str]:
    """One GPU launch: its records and '' or the first way its computed values are wrong.
    `cache` keeps a run's inputs between repeats (the HBM probe's are 2 GiB)."""
    cache = {} if cache is None else cache
    launch = cache.get((probe.name, run))
    if launch is None:
        launch = cache[(probe.name, run)] = launch_of(probe, run)
    out = backends.run_hip(hip, device, packed(code, probe, launch.out, launch.inp, run))["out"]
    recs = Records.parse(out, run, probe.family.max_block, len(probe.family.results()))
    if probe.functional:  # the emulator's answer on the same inputs decides
        want, _ = emulate(code, probe, launch_of(probe, run))
        diff = np.argwhere(want.results() != recs.results())
        why = "" if not len(diff) else (
            f"wave {diff[0][0]}: {probe.family.results()[diff[0][1]]} lane {diff[0][2]} is "
            f"0x{int(recs.results()[tuple(diff[0])]):08x}, the emulator gives 0x{int(want.results()[tuple(diff[0])]):08x} "
            f"({len(diff)} dwords differ)")
    else:
        why = check_records(probe, recs, launch)
    return recs, why


def launch_overhead_us(hip, device: int, code: bytes, probe: Probe, launches: int = LAUNCH_OVERHEAD_LAUNCHES) -> float:
    """Host microseconds per launch of the empty probe, each with its module load, copies and
    wait (the runtime backend's whole path, as zyfagen.attention pays it)."""
    run = probe.gpu_runs[0]
    launch = launch_of(probe, run)
    start = time.perf_counter()
    for _ in range(launches):
        backends.run_hip(hip, device, packed(code, probe, launch.out, launch.inp, run))
    return (time.perf_counter() - start) / launches * 1e6


def run_hip(hip, device: int, probes: list[Probe], codes: dict[str, bytes], repeats: int = 5,
            progress: Callable[[str], None] | None = None, use_emulator_runs: bool = False) -> dict[str, Any]:
    """Time every probe; the facts.json document. `use_emulator_runs` launches the small
    emulator runs instead of the timed ones (a smoke test of the whole path, e.g. on a fake)."""
    table = load_table()
    measured: dict[str, list[float]] = {}
    origin: dict[str, str] = {}
    checks: dict[str, Any] = {}
    records: dict[str, list[list[Records]]] = {}
    runs_json: dict[str, Any] = {}
    started = time.perf_counter()
    for i, p in enumerate(probes, 1):
        t0 = time.perf_counter()
        runs = p.emulator_runs if use_emulator_runs else p.gpu_runs
        code = codes[p.name]
        problems: list[str] = []
        per_repeat: list[list[Records]] = []
        if isinstance(p.family, Empty):
            for _ in range(repeats):
                measured.setdefault("launch_overhead_us", []).append(
                    launch_overhead_us(hip, device, code, p, 2 if use_emulator_runs else LAUNCH_OVERHEAD_LAUNCHES))
            origin["launch_overhead_us"] = p.name
        else:
            cache: dict = {}  # this probe's launches, reused by its repeats
            for _ in range(1 if p.functional else repeats):
                recs = []
                for run in runs:
                    r, why = launch_hip(hip, device, code, p, run, cache)
                    if why:
                        problems.append(f"{run.label or run.to_json()}: {why}")
                    recs.append(r)
                per_repeat.append(recs)
        records[p.name] = per_repeat
        if not problems and not p.functional and per_repeat:
            for k, recs in enumerate(per_repeat):
                base = records.get(p.baseline, [None] * (k + 1))[k] if p.baseline else None
                for key, value in p.family.values(p, recs, table, baseline=base).items():
                    measured.setdefault(key, []).append(value)
                    origin[key] = p.name
            runs_json[p.name] = [{"run": run.to_json(),
                                  "memtime_cycles": [float(r[j].memtime_deltas().max()) for r in per_repeat],
                                  "clock_mhz": [r[j].clock_mhz(table.fact("realtime_counter_mhz").value)
                                                for r in per_repeat]}
                                 for j, run in enumerate(runs)]
        checks[p.name] = {"ok": not problems, "facts": list(p.keys),
                          "kind": "functional" if p.functional else "timing",
                          "runs": len(runs) * len(per_repeat), "detail": problems[0] if problems else ""}
        if progress:
            progress(f"[{i}/{len(probes)}] {p.name}: {'ok' if not problems else 'FAILED: ' + problems[0]} "
                     f"({time.perf_counter() - t0:.1f} s)")
    entries = {key: summary(v, origin[key]) for key, v in sorted(measured.items())}
    facts, observations = split_known(entries, table)
    props = device_properties(hip, device)
    return {"format": FORMAT, "device": props.get("name", "gfx950"), "device_properties": props,
            "facts": facts, "observations": observations, "checks": checks, "runs": runs_json,
            "repeats": repeats, "seconds": round(time.perf_counter() - started, 1)}


def device_properties(hip, device: int) -> dict[str, Any]:
    """What HIP says about the device (name, arch, clocks, CUs), for the report."""
    try:
        props = hip.hipDeviceProp_t()
        hip.hipGetDeviceProperties(props, device)
    except Exception:  # a report field, never a reason to fail the run
        return {}
    out = {}
    for attr, key in (("name", "name"), ("gcnArchName", "arch"), ("clockRate", "clock_khz"),
                      ("multiProcessorCount", "compute_units"), ("memoryClockRate", "memory_clock_khz")):
        v = getattr(props, attr, None)
        if isinstance(v, bytes):
            v = v.split(b"\0")[0].decode(errors="replace")
        if isinstance(v, (str, int, float)):
            out[key] = v
    return out


# ---- the clock a kernel sustains ----------------------------------------------------------------

SAMPLE_TICKS = 10_000_000  # 0.1 s of a 100 MHz s_memrealtime
WORKLOAD_LAUNCHES = 400


def _launch_config(kernarg: bytes):
    """HIP's `extra` argument-buffer form for hipModuleLaunchKernel (see runtime/backends.py); the
    ctypes objects must live until the launch returns."""
    import ctypes

    arg_bytes = ctypes.create_string_buffer(kernarg, len(kernarg))
    arg_size = ctypes.c_size_t(len(kernarg))
    config = (ctypes.c_void_p * 5)(backends.HIP_LAUNCH_PARAM_BUFFER_POINTER, ctypes.addressof(arg_bytes),
                                   backends.HIP_LAUNCH_PARAM_BUFFER_SIZE, ctypes.addressof(arg_size),
                                   backends.HIP_LAUNCH_PARAM_END)
    return config, (arg_bytes, arg_size)


def sustained_clock(hip, device: int, clock_code: bytes, clock_probe: Probe, workload: backends.PackedLaunch,
                    launches: int = WORKLOAD_LAUNCHES, ticks: int = SAMPLE_TICKS) -> dict[str, float]:
    """The shader clock while `workload` runs `launches` times back to back on one stream and the
    clock sampler spins `ticks` realtime ticks on another (one wave: it fits beside the workload's
    workgroups). Returns the clock in MHz and the sampler's window in realtime ticks."""
    import ctypes

    check = backends._check  # noqa: SLF001 (the one HIP error rule)
    check(hip, hip.hipSetDevice(device), "hipSetDevice")
    modules, pointers, streams, keep = [], [], [], []
    try:
        def function(code: bytes, symbol: str):
            modules.append(check(hip, hip.hipModuleLoadData(code), "hipModuleLoadData"))
            return check(hip, hip.hipModuleGetFunction(modules[-1], symbol.encode()), "hipModuleGetFunction")

        def device_copy(arr) -> int:
            ptr = check(hip, hip.hipMalloc(max(arr.nbytes, 1)), "hipMalloc")
            pointers.append(ptr)
            if arr.nbytes:
                check(hip, hip.hipMemcpy(ptr, arr, arr.nbytes, hip.hipMemcpyKind.hipMemcpyHostToDevice), "hipMemcpy")
            return ptr

        work = function(workload.code_object, workload.layout.symbol)
        where = {name: device_copy(arr) for name, arr in workload.buffers.items()}
        work_args, k1 = _launch_config(pack(workload.layout, workload.values, lambda n: int(where.get(n, 0))))
        run = clock_probe.gpu_runs[0]
        run = Run(run.iterations, ticks, run.grid, run.block, run.label)
        launch = launch_of(clock_probe, run)
        sampler = function(clock_code, clock_probe.symbol)
        out, inp = device_copy(launch.out), device_copy(launch.inp)
        clock_args, k2 = _launch_config(pack(probe_layout(clock_probe), {"iterations": run.iterations, "param": ticks},
                                             lambda n: int({"out": out, "inp": inp}[n])))
        keep += [k1, k2, work_args, clock_args]
        streams += [check(hip, hip.hipStreamCreate(), "hipStreamCreate") for _ in range(2)]
        gx, gy, gz = workload.grid
        for _ in range(launches):
            check(hip, hip.hipModuleLaunchKernel(work, gx, gy, gz, workload.workgroup_size, 1, 1, sharedMemBytes=0,
                                                 stream=streams[0], kernelParams=None,
                                                 extra=ctypes.addressof(work_args)), "hipModuleLaunchKernel")
        check(hip, hip.hipModuleLaunchKernel(sampler, 1, 1, 1, run.block, 1, 1, sharedMemBytes=0, stream=streams[1],
                                             kernelParams=None, extra=ctypes.addressof(clock_args)),
              "hipModuleLaunchKernel")
        for s in streams:
            check(hip, hip.hipStreamSynchronize(s), "hipStreamSynchronize")
        host = np.empty_like(launch.out)
        check(hip, hip.hipMemcpy(host, out, host.nbytes, hip.hipMemcpyKind.hipMemcpyDeviceToHost), "hipMemcpy")
        recs = Records.parse(host, run, clock_probe.family.max_block, len(clock_probe.family.results()))
        return {"clock_mhz": recs.clock_mhz(load_table().fact("realtime_counter_mhz").value),
                "window_ticks": float(recs.realtime_deltas().max())}
    finally:
        for s in streams:
            hip.hipStreamDestroy(s)
        for p in pointers:
            hip.hipFree(p)
        for m in modules:
            hip.hipModuleUnload(m)
