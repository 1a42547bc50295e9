"""Probe kernels: the measurements that settle the table's unverified facts on a gfx950 GPU.

Every speed figure zyfagen prints rests on numbers in isa/gfx950.isa whose status is
`unverified` (VALU and MFMA rates, LDS and memory bandwidths, the MFMA/VALU overlap, ...).
A probe is one small code object that exercises one such fact and records, per wave, the
shader clock (`s_memtime`) and the constant 100 MHz counter (`s_memrealtime`) around an
unrolled loop, plus the values it computed:

- `catalog`: the probes (name, fact keys, what each measures, how to read it), their inputs,
  the answer each must compute, and how a GPU run's counters become a fact value;
- `build`: renders templates/probe/*.s.j2 and assembles them (`zyfagen probe build`);
- `records`: the layout of the `out` buffer every probe writes;
- `run`: runs the probes on a device: the emulator checks every probe's computed values, HIP
  also times them and writes facts.json (`zyfagen probe run`);
- `hip`: the HIP side (launch loops, host-timed launch overhead) on hip-python;
- `facts`: reads and writes facts.json, the file `simulate --facts` and
  `benchmarks/calibration.py --facts` take;
- `selftest`: `zyfagen selftest`, emitted kernels on the GPU against the emulator, then probes.
"""
