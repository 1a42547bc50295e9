"""Probe families: how each kind of probe kernel is laid out (registers, the lines its template
gets), what it must compute (through zyfagen/probe/references.py) and how a GPU run's counters
become fact values (`values`). Every family gives: template, max_block, input_dwords(),
vgprs(), agprs(), lines(), results(), inputs(name, run), expected(run, inp) (per wave, rows in
results() order; None: checked otherwise), values(probe, records, table)."""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from .records import LANES, Records, Run
from .references import F32, U32, domain, f32_bits, fp8_bytes, rng_for

if TYPE_CHECKING:  # catalog imports this module: the name is for annotations only
    from .catalog import Probe

FIRST_INPUT_VGPR = 8  # v0 workitem id, v1 lane*4, v2-v7 scratch (templates/probe/base.s.j2)




def alloc_vgprs(widths: list[int], start: int) -> tuple[list[int], int]:
    """Consecutive VGPR ranges, 64-bit and wider ones even-aligned (gfx90a+ rule)."""
    out, r = [], start
    for w in widths:
        if w >= 2 and r % 2:
            r += 1
        out.append(r)
        r += w
    return out, r


def reg_text(first: int, width: int, kind: str = "v") -> str:
    return f"{kind}{first}" if width == 1 else f"{kind}[{first}:{first + width - 1}]"


class NoInputsNoAgprs:
    """Defaults for a probe family that reads no input buffer and uses no AGPRs."""

    def input_dwords(self) -> int:
        return 0

    def agprs(self) -> int:
        return 0


@dataclass(frozen=True)
class Operand:
    name: str
    width: int
    role: str  # "dst" (written, initialised to 0), "src" (input), "inout" (input, read and written)
    domain: str = "bits"
    file: str = "v"  # "v" or "a" (AGPR)


@dataclass(frozen=True)
class ValuStream:
    """`per_iteration` instructions of one kind per loop trip over `groups` independent operand
    sets (throughput), or over one set that each instruction reads back (a latency chain).
    Rate: cycles per instruction per SIMD = the waves' longest s_memtime delta / (instructions
    one SIMD issued)."""

    mnemonic: str
    asm: str  # operand text with {name} fields
    operands: tuple[Operand, ...]
    reference: Callable[..., dict[str, np.ndarray]]
    groups: int = 8
    per_iteration: int = 32
    setup: tuple[str, ...] = ()
    template: str = "probe/stream.s.j2"
    max_block: int = 512
    base: int = FIRST_INPUT_VGPR  # first register of its inputs (a second stream sits higher)
    vcc: bool = False  # writes VCC (a compare): the last one's lanes are read back into v7 as 0 / 1

    # register layout: inputs (src and inout operands, and AGPR inits) from `base`, dst after
    @functools.cached_property
    def layout(self) -> dict[tuple[int, str], int]:
        ins = [(g, o) for g in range(self.groups) for o in self.operands if o.role in ("src", "inout")]
        firsts, end = alloc_vgprs([o.width for _, o in ins], self.base)
        lay = {(g, o.name): f for (g, o), f in zip(ins, firsts)}
        outs = [(g, o) for g in range(self.groups) for o in self.operands if o.role == "dst"]
        firsts, end = alloc_vgprs([o.width for _, o in outs], end)
        lay.update({(g, o.name): f for (g, o), f in zip(outs, firsts)})
        # AGPR operands: a[k] mirrors the VGPR slot of the same operand (same numbers)
        lay[(-1, "end")] = end
        return lay

    def input_dwords(self) -> int:
        return sum(o.width for o in self.operands if o.role in ("src", "inout")) * self.groups

    def vgprs(self) -> int:
        return self.layout[(-1, "end")] + 8

    def agprs(self) -> int:
        return self.vgprs() if any(o.file == "a" for o in self.operands) else 0

    def _text(self, g: int, o: Operand) -> str:
        return reg_text(self.layout[(g, o.name)], o.width, o.file)

    def lines(self) -> dict[str, list[str]]:
        setup = list(self.setup) + (["s_mov_b64 vcc, 0"] if self.vcc else [])
        for g in range(self.groups):
            for o in self.operands:
                first = self.layout[(g, o.name)]
                for k in range(o.width):
                    if o.role == "dst":
                        setup.append(f"v_{'accvgpr_write_b32 a' if o.file == 'a' else 'mov_b32 v'}{first + k}, 0")
                    elif o.file == "a":  # an AGPR input: copied from the VGPR it was loaded into
                        setup.append(f"v_accvgpr_write_b32 a{first + k}, v{first + k}")
        body = []
        for j in range(self.per_iteration):
            g = j % self.groups
            fields = {o.name: self._text(g, o) for o in self.operands}
            body.append(f"{self.mnemonic} {self.asm.format(**fields)}")
        after = []
        for g in range(self.groups):  # AGPR results are read back into their VGPR numbers
            for o in self.operands:
                if o.file == "a" and o.role != "src":
                    first = self.layout[(g, o.name)]
                    after += [f"v_accvgpr_read_b32 v{first + k}, a{first + k}" for k in range(o.width)]
        if self.vcc:
            after.append("v_cndmask_b32 v7, 0, 1, vcc")
        return {"setup": setup, "body": body, "after": after}

    def results(self) -> list[str]:
        out = ["v7"] if self.vcc else []
        for g in range(self.groups):
            for o in self.operands:
                if o.role != "src":
                    first = self.layout[(g, o.name)]
                    out += [f"v{first + k}" for k in range(o.width)]
        return out

    def inputs(self, probe: str, run: Run) -> np.ndarray:
        rng = rng_for(probe, run)
        parts = []
        for g in range(self.groups):
            for o in self.operands:
                if o.role in ("src", "inout"):
                    parts.append(domain(o.domain, rng, o.width))
        return np.concatenate(parts) if parts else np.zeros((0, LANES), U32)

    def _operand_bits(self, inp: np.ndarray, g: int) -> dict[str, np.ndarray]:
        got, row = {}, 0
        for gg in range(self.groups):
            for o in self.operands:
                if o.role in ("src", "inout"):
                    if gg == g:
                        got[o.name] = inp[row:row + o.width]
                    row += o.width
        return got

    def expected(self, run: Run, inp: np.ndarray) -> list[np.ndarray]:
        """Per wave: the result dwords (results() order), (n, 64)."""
        out = []
        if self.vcc:  # the last instruction's compare: the last operand set's
            count = self.per_iteration * run.iterations
            lanes = self.reference(self._operand_bits(inp, self.groups - 1), count)["vcc"] if count else None
            out.append(np.zeros((1, LANES), U32) if lanes is None else lanes.astype(U32).reshape(1, LANES))
        for g in range(self.groups):
            count = (self.per_iteration // self.groups) * run.iterations
            ops = self._operand_bits(inp, g)
            written = self.reference(ops, count) if count else {}
            for o in self.operands:
                if o.role == "dst":
                    out.append(written.get(o.name, np.zeros((o.width, LANES), U32)))
                elif o.role == "inout":
                    out.append(written.get(o.name, ops[o.name]))
        one = np.concatenate(out) if out else np.zeros((0, LANES), U32)
        return [one] * run.waves

    def values(self, probe: "Probe", recs: list[Records], table, baseline=None) -> dict[str, float]:
        r = recs[0]
        simds = int(table.fact("simds_per_cu").value)
        per_simd = max(1, (r.run.block // LANES) // simds)
        cycles = r.memtime_deltas().max()
        return {probe.keys[0]: float(cycles) / (self.per_iteration * r.run.iterations * per_simd)}


@dataclass(frozen=True)
class MfmaStream:
    """`per_iteration` MFMAs per loop trip over 4 accumulators (dependent accumulation into the
    same C/D registers), A = 1.0, B = 2.0 (e4m3 0x38, 0x40, or bf16), scales 2.0 (E8M0 128) for
    the scaled forms: every C element gains k * 2 (* 4 scaled) per MFMA."""

    mnemonic: str
    dst: int  # C/D dwords
    ab: int  # A and B dwords each
    k: int  # products per output element
    scaled: bool = False
    per_iteration: int = 8
    accumulators: int = 4
    template: str = "probe/stream.s.j2"
    max_block: int = 512
    groups: int = 1
    base: int = FIRST_INPUT_VGPR
    a_word: int = 0x38383838  # four e4m3 1.0 (bf16 forms: two bf16 1.0, 0x3F803F80)
    b_word: int = 0x40404040  # four e4m3 2.0 (bf16: 0x40004000)

    @functools.cached_property
    def regs(self) -> dict[str, Any]:
        a, b = self.base, self.base + self.ab
        nxt = b + self.ab
        sa, sb = (nxt, nxt + 1) if self.scaled else (None, None)
        nxt += 2 if self.scaled else 0
        accs, end = alloc_vgprs([self.dst] * self.accumulators, nxt + (nxt % 4 and 4 - nxt % 4))
        return {"a": a, "b": b, "sa": sa, "sb": sb, "accs": accs, "end": end}

    def input_dwords(self) -> int:
        return 2 * self.ab + (2 if self.scaled else 0)

    def vgprs(self) -> int:
        return self.regs["end"] + 8

    def agprs(self) -> int:
        return 0

    def lines(self) -> dict[str, list[str]]:
        r = self.regs
        setup = [f"v_mov_b32 v{acc + k}, 0" for acc in r["accs"] for k in range(self.dst)]
        setup.append("s_nop 4")  # VALU writes of C read by an MFMA: 2 wait states (hazards)
        body = []
        for j in range(self.per_iteration):
            acc = reg_text(r["accs"][j % self.accumulators], self.dst)
            text = f"{self.mnemonic} {acc}, {reg_text(r['a'], self.ab)}, {reg_text(r['b'], self.ab)}, {acc}"
            if self.scaled:
                text += f", v{r['sa']}, v{r['sb']} op_sel_hi:[0,0,0]"
            body.append(text)
        return {"setup": setup, "body": body, "after": ["s_nop 15", "s_nop 15"]}

    def results(self) -> list[str]:
        r = self.regs
        return [f"v{acc + k}" for acc in (r["accs"][0], r["accs"][-1]) for k in range(self.dst)]

    def inputs(self, probe: str, run: Run) -> np.ndarray:
        rows = [np.full(self.ab, self.a_word, U32), np.full(self.ab, self.b_word, U32)]
        if self.scaled:
            rows.append(np.full(2, 0x80808080, U32))
        return np.repeat(np.concatenate(rows)[:, None], LANES, axis=1)

    def expected(self, run: Run, inp: np.ndarray) -> list[np.ndarray]:
        count = (self.per_iteration // self.accumulators) * run.iterations
        value = self.k * 2.0 * (4.0 if self.scaled else 1.0) * count
        return [np.full((2 * self.dst, LANES), f32_bits(value), U32)] * run.waves

    def values(self, probe: "Probe", recs: list[Records], table, baseline=None) -> dict[str, float]:
        r = recs[0]
        simds = int(table.fact("simds_per_cu").value)
        per_simd = max(1, (r.run.block // LANES) // simds)
        cycles = float(r.memtime_deltas().max()) / (self.per_iteration * r.run.iterations * per_simd)
        return {probe.keys[0]: cycles / table.fact("mfma_cycles_per_pass").value}


def valu_stream(mnemonic: str, asm: str, ops: str, ref, **kw) -> ValuStream:
    """ops: 'name:width:role:domain[:file]' separated by spaces."""
    parsed = []
    for item in ops.split():
        parts = item.split(":")
        parsed.append(Operand(parts[0], int(parts[1]), parts[2], parts[3] if len(parts) > 3 else "bits",
                              parts[4] if len(parts) > 4 else "v"))
    cls = kw.pop("cls", ValuStream)
    return cls(mnemonic, asm, tuple(parsed), ref, **kw)


@dataclass(frozen=True)
class MfmaOrder:
    """v_mfma_f32_32x32x64_f8f6f4 once per case: A and B bytes depend only on (lane // 32,
    byte), so every element of D is sum_k a_k b_k + C whatever the register layout (row t % 32
    of A and column t % 32 of B hold the same k for the same lane half and byte); the cases
    separate the emulator's model, 'exact sum, one fp32 rounding, then + C in fp32'
    (zyfagen/emulator/mfma.py), from sequential fp32 sums."""

    template: str = "probe/stream.s.j2"
    max_block: int = 64
    groups: int = 1
    # (what it separates, products as (a, b) pairs, C)
    CASES = (
        ("C added after the exact sum (sequential from C gives 2^24)", ((1.0, 1.0), (0.5, 1.0), (0.5, 1.0)), 2.0**24),
        ("cancellation keeps the tiny term (sequential gives 0)", ((448.0, 448.0), (2.0**-9, 1.0), (-448.0, 448.0)), 0.0),
        ("one rounding of the dot product (sequential gives 8429568)",
         ((448.0, 448.0),) * 42 + ((0.5, 1.0), (2.0**-9, 1.0)), 0.0),
    )

    @staticmethod
    def _dwords(x: np.ndarray) -> np.ndarray:
        """64 FP8 values, product k at (lane half k // 32, byte k % 32) -> (8, 64) dwords."""
        byts = fp8_bytes(x.astype(F32)).astype(np.uint8).reshape(2, 32)
        return np.repeat(byts, 32, axis=0).view("<u4").T.astype(U32)

    def input_dwords(self) -> int:
        return len(self.CASES) * 16 + len(self.CASES)

    def _acc(self, i: int) -> int:
        return 128 + 16 * i

    def vgprs(self) -> int:
        return self._acc(len(self.CASES)) + 8

    def agprs(self) -> int:
        return 0

    def lines(self) -> dict[str, list[str]]:
        setup = []
        c_first = FIRST_INPUT_VGPR + 16 * len(self.CASES)
        for i in range(len(self.CASES)):
            setup += [f"v_mov_b32 v{self._acc(i) + k}, v{c_first + i}" for k in range(16)]
        setup.append("s_nop 4")
        after = []
        for i in range(len(self.CASES)):
            a, b = FIRST_INPUT_VGPR + 16 * i, FIRST_INPUT_VGPR + 16 * i + 8
            acc = reg_text(self._acc(i), 16)
            after.append(f"v_mfma_f32_32x32x64_f8f6f4 {acc}, v[{a}:{a + 7}], v[{b}:{b + 7}], {acc}")
        return {"setup": setup, "body": [], "after": after + ["s_nop 15", "s_nop 15"]}

    def results(self) -> list[str]:
        return [f"v{self._acc(i) + k}" for i in range(len(self.CASES)) for k in (0, 15)]

    def inputs(self, probe: str, run: Run) -> np.ndarray:
        rows = []
        for _, pairs, _c in self.CASES:
            a, b = np.zeros(64), np.zeros(64)
            a[:len(pairs)] = [p[0] for p in pairs]
            b[:len(pairs)] = [p[1] for p in pairs]
            rows += [self._dwords(a), self._dwords(b)]
        rows.append(np.repeat(f32_bits([c for *_, c in self.CASES])[:, None], LANES, axis=1))
        return np.concatenate(rows)

    def expected(self, run: Run, inp: np.ndarray) -> list[np.ndarray]:
        from fractions import Fraction

        out = []
        for _, pairs, c in self.CASES:
            dot = sum((Fraction(a) * Fraction(b) for a, b in pairs), Fraction(0))
            value = F32(float(dot)) + F32(c)  # fp32(exact dot), then one fp32 addition
            out.append(np.full((2, LANES), f32_bits(value), U32))
        return [np.concatenate(out)] * run.waves

    def values(self, probe, recs, table, baseline=None):
        return {}


@dataclass(frozen=True)
class FunctionalOnce(ValuStream):
    """A bit-exactness probe: the instruction once per operand set, after `setup` (a MODE
    setting); on a GPU its bits are compared with the emulator's. No timing."""

    per_iteration: int = 8

    def lines(self) -> dict[str, list[str]]:
        got = super().lines()
        return {"setup": got["setup"], "body": [], "after": got["body"][:self.groups] + got["after"]}

    def expected(self, run: Run, inp: np.ndarray) -> list[np.ndarray]:
        return super().expected(Run(self.per_iteration // self.groups, run.param, run.grid, run.block), inp)[:1] * run.waves

    def values(self, probe, recs, table, baseline=None):
        return {}


@dataclass(frozen=True)
class Roles:
    """Two roles on each SIMD (8 waves: waves 0-3 run `first`, waves 4-7 `second`, one of each
    per SIMD). `param` bit 0 lets the first role run its loop, bit 1 the second; the GPU runs
    them alone (param 1, 2) and together (param 3). `second` is built with its registers above
    `first`'s (its `base`); it reads copies of the first's inputs.
    measure "overlap": 1 when the two streams overlap fully (the time of the longer), 0 when
    they serialise (the sum). measure "handoff": s_setprio 3 / 0 around the halves of each
    trip's burst, the roles in opposite phase (the first `setprio` False: s_nop 0 instead)."""

    first: Any
    second: Any
    measure: str
    setprio: bool = True
    template: str = "probe/roles.s.j2"
    max_block: int = 512
    groups: int = 1

    def input_dwords(self) -> int:  # the first's inputs, then the second's
        return self.first.input_dwords() + self.second.input_dwords()

    def vgprs(self) -> int:
        return max(self.first.vgprs(), self.second.vgprs())

    def agprs(self) -> int:
        return 0

    def lines(self) -> dict[str, list[str]]:
        a, b = self.first.lines(), self.second.lines()
        n = self.first.input_dwords()
        copies = [f"v_mov_b32 v{self.second.base + i}, v{FIRST_INPUT_VGPR + n + i}"
                  for i in range(self.second.input_dwords())]
        first, second = a["body"], b["body"]
        if self.measure == "handoff":
            hi, lo = ("s_setprio 3", "s_setprio 0") if self.setprio else ("s_nop 0", "s_nop 0")
            h = len(first) // 2
            first = [hi] + first[:h] + [lo] + first[h:]
            second = [lo] + second[:h] + [hi] + second[h:]
        return {"setup": copies + a["setup"] + b["setup"], "first": first, "second": second,
                "after": a["after"] + b["after"]}

    def results(self) -> list[str]:
        return self.first.results() + self.second.results()

    def inputs(self, probe: str, run: Run) -> np.ndarray:
        return np.concatenate([self.first.inputs(probe, run), self.second.inputs(probe + ".second", run)])

    def expected(self, run: Run, inp: np.ndarray) -> list[np.ndarray]:
        out = []
        per = run.block // LANES
        n = self.first.input_dwords()
        for wave in range(run.waves):
            role = 1 if wave % per < 4 else 2
            ea = self.first.expected(run.with_iterations(run.iterations if role == 1 and run.param & 1 else 0),
                                     inp[:n])[0]
            eb = self.second.expected(run.with_iterations(run.iterations if role == 2 and run.param & 2 else 0),
                                      inp[n:])[0]
            out.append(np.concatenate([ea, eb]))
        return out

    def values(self, probe: "Probe", recs: list[Records], table, baseline: list[Records] | None = None) -> dict[str, float]:
        if self.measure == "handoff":
            if not self.setprio or not baseline:
                return {}
            with_, without = recs[0], baseline[0]
            extra = float(with_.memtime_deltas().max() - without.memtime_deltas().max())
            return {probe.keys[0]: max(0.0, extra / (2 * with_.run.iterations))}  # two hand-offs per trip
        by = {r.run.param: r for r in recs}
        if not {1, 2, 3} <= set(by):
            return {}
        t1 = float(by[1].memtime_deltas()[by[1].wave_roles() == 1].max())
        t2 = float(by[2].memtime_deltas()[by[2].wave_roles() == 2].max())
        t3 = float(by[3].memtime_deltas().max())
        return {probe.keys[0]: min(1.0, max(0.0, (t1 + t2 - t3) / min(t1, t2)))}


@dataclass(frozen=True)
class BarrierStream(NoInputsNoAgprs):
    """`per_iteration` s_barrier per trip, all waves of the workgroup; v40 counts the trips."""

    per_iteration: int = 16
    template: str = "probe/stream.s.j2"
    max_block: int = 512
    groups: int = 1

    def vgprs(self):
        return 48

    def lines(self):
        return {"setup": ["v_mov_b32 v40, 0"], "body": ["s_barrier"] * self.per_iteration + ["v_add_u32 v40, 1, v40"],
                "after": []}

    def results(self):
        return ["v40"]

    def inputs(self, probe, run):
        return np.zeros((0, LANES), U32)

    def expected(self, run, inp):
        return [np.full((1, LANES), run.iterations, U32)] * run.waves

    def values(self, probe, recs, table, baseline=None):
        r = recs[0]
        per_barrier = float(r.memtime_deltas().max()) / (self.per_iteration * r.run.iterations)
        # all waves arrive together: a barrier costs its issue cycles plus the release
        return {probe.keys[0]: max(0.0, per_barrier - table.op("s_barrier").issue.value)}


@dataclass(frozen=True)
class LdsStream(NoInputsNoAgprs):
    """LDS reads (or writes) streamed by every wave of a workgroup (16 waves: 4 per SIMD), an
    s_waitcnt lgkmcnt(0) after each 8; the LDS holds its own byte addresses (lds.s.j2)."""

    mnemonic: str
    width: int  # dwords per lane
    lane_stride: int  # bytes between lanes' addresses; 0: `param` dwords (bank-conflict probe)
    step: int  # bytes between consecutive instructions' address sets
    measure: str  # "read" | "write" | "banks" | "issue"
    per_iteration: int = 16
    template: str = "probe/lds.s.j2"
    max_block: int = 1024
    groups: int = 1
    lds_bytes: int = 65536

    def vgprs(self):
        return 40 + 8 * self.width + 8

    def _dst(self, j: int) -> str:
        return reg_text(40 + (j % 8) * self.width, self.width)

    def lines(self):
        if self.lane_stride:
            setup = [f"v_mul_u32_u24 v4, {self.lane_stride // 4}, v1"]
        else:  # lane * param dwords * 4 bytes
            setup = ["v_mul_u32_u24 v4, s9, v1"]
        body = []
        for j in range(self.per_iteration):
            off = (j % 8) * self.step
            if self.measure == "write":
                body.append(f"ds_write_b{32 * self.width} v4, {self._dst(j)} offset:{off}")
            else:
                body.append(f"{self.mnemonic} {self._dst(j)}, v4 offset:{off}")
            if j % 8 == 7:
                body.append("s_waitcnt lgkmcnt(0)")
        if self.measure == "write":  # write what the LDS already holds there: results stay checkable
            setup += [f"v_add_u32 v{40 + g * self.width + k}, {g * self.step + 4 * k}, v4"
                      for g in range(8) for k in range(self.width)]
            after = [f"{self.mnemonic} {self._dst(7)}, v4 offset:{7 * self.step}", "s_waitcnt lgkmcnt(0)"]
        else:
            after = []
        return {"setup": setup, "body": body, "after": after}

    def results(self):
        return [f"v{40 + 7 * self.width + k}" for k in range(self.width)]

    def inputs(self, probe, run):
        return np.zeros((0, LANES), U32)

    def expected(self, run, inp):
        lane = np.arange(LANES, dtype=np.int64)
        stride = self.lane_stride or 4 * run.param
        base = lane * stride + 7 * self.step
        if run.iterations == 0 and self.measure != "write":
            return [np.zeros((self.width, LANES), U32)] * run.waves
        if self.mnemonic == "ds_read_b64_tr_b8":
            return None  # layout-free check: see check_permutation
        rows = [(base + 4 * k).astype(U32) for k in range(self.width)]
        return [np.stack(rows)] * run.waves

    def permutation_region(self, run) -> np.ndarray | None:
        """ds_read_b64_tr_b8: the 512 bytes one wave's last read covers (the lanes' 8-byte
        rows); its result must be a permutation of them (the transpose's lane layout is the
        emulator's documented model, not checked here)."""
        if self.mnemonic != "ds_read_b64_tr_b8":
            return None
        base = 7 * self.step
        words = np.arange(base, base + 512, 4, dtype=np.uint32)
        return np.sort(words.view(np.uint8))

    def values(self, probe, recs, table, baseline=None):
        r = recs[0]
        waves = r.run.block // LANES
        simds = int(table.fact("simds_per_cu").value)
        cycles = float(r.memtime_deltas().max())
        instrs = self.per_iteration * r.run.iterations
        bytes_cu = instrs * waves * LANES * 4 * self.width
        out = {}
        for key in probe.keys:
            if key.endswith(".issue"):
                out[key] = cycles / (instrs * waves / simds)
            elif key in ("lds_read_bytes_per_clock", "lds_write_bytes_per_clock"):
                out[key] = bytes_cu / cycles
            elif key == "lds_transposed_read_rate" and baseline:
                # bytes per clock of these reads over those of plain ds_read_b128 (the baseline)
                b = baseline[0]
                plain = (self.per_iteration * b.run.iterations * (b.run.block // LANES) * LANES * 16
                         / float(b.memtime_deltas().max()))
                out[key] = (bytes_cu / cycles) / plain
            elif key == "lds_banks":
                # one launch per stride (param 1, 2, 4, ... dwords): the banks are the stride at
                # which the time stops growing (every lane in one bank)
                times = sorted((x.run.param, float(x.memtime_deltas().max())) for x in recs)
                banks = times[-1][0]
                for (s, t), (_, t2) in zip(times, times[1:]):
                    if t2 < 1.25 * t and t > 1.5 * times[0][1]:
                        banks = s
                        break
                out[key] = float(banks)
        return out


@dataclass(frozen=True)
class LdsDma(NoInputsNoAgprs):
    """global_load_lds_dwordx4 from inp into LDS (M0 = 0, each instruction 1 KiB per wave at
    lane * 16), 8 per trip and a vmcnt(0) wait; afterwards ds_read_b128 reads the last one back."""

    per_iteration: int = 8
    template: str = "probe/stream.s.j2"
    max_block: int = 1024
    groups: int = 1
    lds_bytes: int = 8192

    def vgprs(self):
        return 56

    def lines(self):
        setup = ["s_mov_b32 m0, 0", "v_lshlrev_b32 v4, 2, v1"]  # lane * 16
        body = []
        for j in range(self.per_iteration):
            body += [f"v_add_u32 v5, {j * 1024}, v4", f"s_mov_b32 m0, {j * 1024}", "s_nop 0",
                     "global_load_lds_dwordx4 v5, s[6:7]"]
        body.append("s_waitcnt vmcnt(0)")
        after = ["s_waitcnt vmcnt(0)", f"v_add_u32 v5, {(self.per_iteration - 1) * 1024}, v4",
                 "ds_read_b128 v[40:43], v5", "s_waitcnt lgkmcnt(0)"]
        return {"setup": setup, "body": body, "after": after}

    def results(self):
        return ["v40", "v41", "v42", "v43"]

    def inputs(self, probe, run):
        rng = rng_for(probe, run)
        return rng.integers(0, 1 << 32, (self.per_iteration * 1024 // 256, LANES), dtype=np.uint32)

    def expected(self, run, inp):
        if run.iterations == 0:
            return None
        flat = inp.reshape(-1)  # row i holds bytes i*256 .. : dword d of inp is flat[d]
        base = (self.per_iteration - 1) * 256  # dword index of the last instruction's kilobyte
        lane = np.arange(LANES)
        return [np.stack([flat[base + 4 * lane + k] for k in range(4)])] * run.waves

    def values(self, probe, recs, table, baseline=None):
        r = recs[0]
        waves = r.run.block // LANES
        simds = int(table.fact("simds_per_cu").value)
        instrs = self.per_iteration * r.run.iterations
        return {probe.keys[0]: float(r.memtime_deltas().max()) / (instrs * waves / simds)}


@dataclass(frozen=True)
class MemoryStream(NoInputsNoAgprs):
    """Whole-chip global-memory read bandwidth (memory.s.j2): `param` = log2(buffer bytes) |
    log2(step) << 8. MALL and HBM: step = the launch's threads x 16 bytes, so one pass reads every
    byte once; L2: the buffer is smaller than one step of the grid, step = 64 KiB, so a thread's
    consecutive loads lie further apart than a CU's vector L1 (32 KiB) holds. The value is the
    bytes read over the launch's span of s_memrealtime (first start to last end)."""

    level: str  # "l2", "mall", "hbm"
    template: str = "probe/memory.s.j2"
    max_block: int = 256
    groups: int = 1

    @staticmethod
    def param(size: int, step: int) -> int:
        return (size.bit_length() - 1) | (step.bit_length() - 1) << 8

    @staticmethod
    def size(run: Run) -> int:
        return 1 << (run.param & 31)

    def vgprs(self):
        return 88

    def lines(self):
        return {"setup": [], "body": [], "after": []}

    def results(self):
        return ["v40", "v41", "v42", "v43"]

    def inputs(self, probe, run):
        rng = rng_for(probe, run)
        return rng.integers(0, 1 << 32, (self.size(run) // 256, LANES), dtype=np.uint32)

    def expected(self, run, inp):
        """Thread t adds the dwords at (t * 16 + n * step) mod size, n < 8 * trips: with the buffer
        as P = size / step rows of `step` bytes, that is N // P times its whole column plus N % P
        rows of it from its starting row on (cyclically), mod 2^32."""
        size, step = self.size(run), 1 << (run.param >> 8)
        rows = size // step
        m = inp.reshape(rows, step // 4)
        n = 8 * run.iterations
        tid = np.arange(run.waves * LANES, dtype=np.int64)
        start = tid * 16 % size
        r0, c0 = start // step, start % step // 4
        colsum = m.sum(axis=0, dtype=np.uint64) if n >= rows else None
        acc = np.zeros((4, tid.size), U32)
        for k in range(4):
            total = (n // rows) * colsum[c0 + k] if colsum is not None else np.zeros(tid.size, np.uint64)
            for i in range(n % rows):
                total = total + m[(r0 + i) % rows, c0 + k]
            acc[k] = (total & np.uint64(0xFFFFFFFF)).astype(U32)
        return [acc[:, w * LANES:(w + 1) * LANES] for w in range(run.waves)]

    def values(self, probe, recs, table, baseline=None):
        r = recs[0]
        seconds = r.realtime_span() / (table.fact("realtime_counter_mhz").value * 1e6)
        nbytes = r.run.grid * r.run.block * r.run.iterations * 8 * 16
        if self.level == "l2":
            clock_hz = r.clock_mhz(table.fact("realtime_counter_mhz").value) * 1e6
            per_clock = nbytes / seconds / clock_hz
            return {probe.keys[0]: per_clock / (table.fact("xcds").value * table.fact("l2_channels_per_xcd").value)}
        return {probe.keys[0]: nbytes / seconds / 1e9}


@dataclass(frozen=True)
class Empty(NoInputsNoAgprs):
    """An empty kernel: the host times launches of it (launch overhead)."""

    template: str = "probe/stream.s.j2"
    max_block: int = 64
    groups: int = 1

    def vgprs(self):
        return 8

    def lines(self):
        return {"setup": [], "body": [], "after": []}

    def results(self):
        return []

    def inputs(self, probe, run):
        return np.zeros((0, LANES), U32)

    def expected(self, run, inp):
        return [np.zeros((0, LANES), U32)] * run.waves

    def values(self, probe, recs, table, baseline=None):
        return {}  # host-timed: zyfagen/probe/hip.py


@dataclass(frozen=True)
class ClockSampler(NoInputsNoAgprs):
    """One wave spinning for `param` ticks of s_memrealtime (clock.s.j2): the shader clock over
    that window = s_memtime ticks / s_memrealtime ticks x realtime_counter_mhz. Alone it gives
    the idle clock; beside a running kernel (hip.sustained_clock) the clock the chip sustains
    under that kernel's load."""

    template: str = "probe/clock.s.j2"
    max_block: int = 64
    groups: int = 1
    # on the emulator a realtime read advances its counter by one: the spin ends after exactly
    # `param` trips (the base template's reads before the loop: memtime 0, realtime 1)
    EMULATOR_TRIPS_BOUND = 10_000

    def vgprs(self):
        return 48

    def lines(self):
        return {"setup": [], "body": [], "after": []}

    def results(self):
        return ["v40"]

    def inputs(self, probe, run):
        return np.zeros((0, LANES), U32)

    def expected(self, run, inp):
        if run.iterations > self.EMULATOR_TRIPS_BOUND:
            return None  # a GPU spin: its trip count is whatever the clock allows
        return [np.full((1, LANES), min(run.iterations, run.param), U32)] * run.waves

    def values(self, probe, recs, table, baseline=None):
        return {probe.keys[0]: recs[0].clock_mhz(table.fact("realtime_counter_mhz").value)}
