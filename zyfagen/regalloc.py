"""Register allocation: liveness over virtual registers, then assignment to physical
VGPR / AGPR / SGPR ranges with alignment, limits and `accum_offset`.

Liveness is a backward dataflow over the control-flow graph; each virtual register gets
one live range, the hull of every program point where it is live (so a value live
around a loop back-edge covers the whole loop). Ranges are closed intervals: a value
defined at the same point where another dies does not share its register, which keeps
the allocation safe for instructions that read late or write early (MFMA, loads).
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import RegisterLimitError
from .ir import ACC, Block, Inst, Kernel, PReg, RegSlice, VReg, reg_defs_uses, successors
from .isa import IsaTable, load_table


@dataclass(frozen=True)
class RegisterUsage:
    vgprs: int  # architectural VGPRs used (v0..v{n-1})
    agprs: int
    sgprs: int
    accum_offset: int  # first AGPR in the unified register file, a multiple of 4
    peak_pressure: dict[str, int]  # kind -> most dwords live at one point
    accumulator_homes: tuple[tuple[str, str], ...] = ()  # (accumulator name, "v" or "a")

    @property
    def next_free_vgpr(self) -> int:
        """The unified VGPR+AGPR count the kernel descriptor wants."""
        return self.accum_offset + self.agprs if self.agprs else max(self.vgprs, 1)


@dataclass(frozen=True)
class AllocatedKernel:
    kernel: Kernel  # every register operand is a PReg
    usage: RegisterUsage
    assignment: dict[VReg, PReg]


def _base(o) -> VReg | None:
    if isinstance(o, VReg):
        return o
    if isinstance(o, RegSlice):
        return o.base
    return None


def _limits(table: IsaTable) -> dict[str, int]:
    return {"v": int(table.fact("arch_vgprs").value), "a": int(table.fact("agprs").value),
            "s": int(table.fact("sgprs").value)}


def _alignment(kind: str, width: int) -> int:
    # gfx90a+ needs even-aligned VGPR/AGPR tuples; SGPR pairs are even, larger tuples 4-aligned
    if width == 1:
        return 1
    if kind == "s":
        return 2 if width == 2 else 4
    return 2


def _dword_keys(o) -> list[tuple[VReg, int]]:
    if isinstance(o, VReg):
        return [(o, k) for k in range(o.width)]
    if isinstance(o, RegSlice):
        return [(o.base, o.offset + k) for k in range(o.width)]
    return []


def live_ranges(kernel: Kernel, table: IsaTable) -> tuple[dict[VReg, tuple[int, int]], list[Inst]]:
    """Closed live interval of every virtual register over the linear instruction order.

    Liveness is computed per dword (a write to part of a tuple kills only that part), and a
    tuple's interval is the hull of its dwords' intervals.
    """
    succ = successors(kernel)
    blocks = kernel.blocks
    starts, linear = {}, []
    for b in blocks:
        starts[b.label] = len(linear)
        linear.extend(b.insts)
    use_def = {}
    for b in blocks:
        gen, kill = set(), set()
        for inst in b.insts:
            defs, uses = reg_defs_uses(table, inst)
            for u in uses:
                for key in _dword_keys(u):
                    if key not in kill:
                        gen.add(key)
            for d in defs:
                kill.update(_dword_keys(d))
        use_def[b.label] = (gen, kill)
    live_in = {b.label: set() for b in blocks}
    live_out = {b.label: set() for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in reversed(blocks):
            out = set().union(*(live_in[s] for s in succ[b.label])) if succ[b.label] else set()
            gen, kill = use_def[b.label]
            new_in = gen | (out - kill)
            if out != live_out[b.label] or new_in != live_in[b.label]:
                live_out[b.label], live_in[b.label] = out, new_in
                changed = True
    ranges: dict[VReg, list[int]] = {}

    def touch(r: VReg, point: int) -> None:
        lo_hi = ranges.setdefault(r, [point, point])
        lo_hi[0] = min(lo_hi[0], point)
        lo_hi[1] = max(lo_hi[1], point)

    for b in blocks:
        first = starts[b.label]
        last = first + len(b.insts) - 1
        for r, _ in live_in[b.label]:
            touch(r, first)
        for r, _ in live_out[b.label]:
            touch(r, max(last, first))
        for k, inst in enumerate(b.insts):
            defs, uses = reg_defs_uses(table, inst)
            for o in defs + uses:
                r = _base(o)
                if r is not None:
                    touch(r, first + k)
    return {r: (lo, hi) for r, (lo, hi) in ranges.items()}, linear


# instructions whose mnemonic follows the homes of their operands (see _fix_moves)
_MOVES = ("v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32", "v_mov_b32")


def _acc_constraints(kernel: Kernel, table: IsaTable) -> dict[VReg, set[str]]:
    """Homes each accumulator may take, from the operand kinds of the instructions using it."""
    allowed: dict[VReg, set[str]] = {}
    for inst in kernel.insts:
        info = table.op(inst.op)
        for spec, o in zip(info.operands, inst.operands):
            r = _base(o)
            if r is None or r.kind != ACC:
                continue
            ok = allowed.setdefault(r, {"v", "a"})
            if inst.op in _MOVES:
                continue  # the move is re-chosen after allocation
            if spec.kind in ("v", "vs", "vsl"):
                ok &= {"v"}
            elif spec.kind == "a":
                ok &= {"a"}
    return allowed


def allocate(kernel: Kernel, table: IsaTable | None = None, accumulator_home: str | None = None,
             waves_per_simd: int = 1) -> AllocatedKernel:
    """Assign physical registers to every virtual register of `kernel`.

    Accumulators (kind "acc") get a home after every fixed-kind register is placed:
    `auto` puts each in VGPRs while they fit (VALU can then rescale it in place, with no
    v_accvgpr copies) and in AGPRs otherwise; `agpr` / `vgpr` state a preference.
    """
    table = table or load_table()
    accumulator_home = accumulator_home or kernel.accumulator_home
    if accumulator_home not in ("auto", "agpr", "vgpr"):
        raise ValueError(f"accumulator_home must be auto, agpr or vgpr, not {accumulator_home!r}")
    limits = _limits(table)
    ranges, linear = live_ranges(kernel, table)
    acc_allowed = _acc_constraints(kernel, table)
    for r, ok in acc_allowed.items():
        if not ok:
            raise RegisterLimitError(f"kernel {kernel.name}: accumulator {r} is used both as a VGPR-only "
                                     "and an AGPR-only operand")
    assignment: dict[VReg, PReg] = {}
    # per kind: list of (start, end, lo, hi) occupied intervals
    busy: dict[str, list[tuple[int, int, int, int]]] = {"v": [], "a": [], "s": []}
    used_top = {"v": 0, "a": 0, "s": 0}
    # pinned inputs first; they keep their register for the whole kernel
    order = sorted(ranges, key=lambda r: (r.kind == ACC, r.pin is None, ranges[r][0], -r.width, r.id))
    homes: dict[VReg, str] = {}
    for r in order:
        start, end = ranges[r]
        if r.kind == ACC:
            prefs = ["a", "v"] if accumulator_home == "agpr" else ["v", "a"]
            prefs = [k for k in prefs if k in acc_allowed.get(r, {"v", "a"})]
            for kind in prefs:
                lo = _first_fit(busy[kind], start, end, r.width, _alignment(kind, r.width))
                if lo + r.width <= limits[kind]:
                    break
            else:
                raise _limit_error(kernel, table, ranges, linear, prefs[-1], limits[prefs[-1]], homes)
        else:
            kind = r.kind
            if r.pin is not None:
                lo = r.pin
                start, end = 0, len(linear)
            else:
                lo = _first_fit(busy[kind], start, end, r.width, _alignment(kind, r.width))
            if lo + r.width > limits[kind]:
                raise _limit_error(kernel, table, ranges, linear, kind, limits[kind], homes)
        homes[r] = kind
        busy[kind].append((start, end, lo, lo + r.width - 1))
        used_top[kind] = max(used_top[kind], lo + r.width)
        assignment[r] = PReg(kind, lo, r.width)
    pressure = _pressure(ranges, len(linear), homes)
    vgprs = used_top["v"]
    accum_offset = max(4, (vgprs + 3) // 4 * 4)
    unified = int(table.fact("unified_vgprs").value)
    if used_top["a"] and accum_offset + used_top["a"] > unified:
        raise _limit_error(kernel, table, ranges, linear, "a", unified - accum_offset)
    # waves sharing a SIMD split its unified register file (512 per lane)
    budget = unified // max(1, waves_per_simd)
    total = accum_offset + used_top["a"] if used_top["a"] else vgprs
    if total > budget:
        peak = _pressure(ranges, len(linear), homes)
        raise RegisterLimitError(
            f"kernel {kernel.name}: needs {total} VGPRs+AGPRs per wave ({vgprs} VGPRs, {used_top['a']} AGPRs; "
            f"peak live {peak['v']} VGPR and {peak['a']} AGPR dwords), but {waves_per_simd} waves per SIMD "
            f"allow {budget}; {_peak_site(ranges, linear, homes)}; use a schedule with fewer waves "
            f"per SIMD or a smaller tile")
    acc_homes = tuple(sorted((r.name or f"acc{r.id}", homes[r]) for r in homes if r.kind == ACC))
    usage = RegisterUsage(vgprs, used_top["a"], used_top["s"], accum_offset, pressure, acc_homes)
    return AllocatedKernel(_rewrite(kernel, assignment), usage, assignment)


def _first_fit(busy: list[tuple[int, int, int, int]], start: int, end: int, width: int, align: int) -> int:
    conflicts = sorted((lo, hi) for s, e, lo, hi in busy if not (e < start or s > end))
    candidate = 0
    for lo, hi in conflicts:
        if candidate + width - 1 < lo:
            break
        if hi >= candidate:
            candidate = (hi + 1 + align - 1) // align * align
    return candidate


def _pressure(ranges: dict[VReg, tuple[int, int]], n: int, homes: dict[VReg, str]) -> dict[str, int]:
    peak = {"v": 0, "a": 0, "s": 0}
    for kind in peak:
        delta = [0] * (n + 2)
        for r, (lo, hi) in ranges.items():
            if homes.get(r, r.kind) == kind:
                delta[lo] += r.width
                delta[hi + 1] -= r.width
        cur = 0
        for d in delta:
            cur += d
            peak[kind] = max(peak[kind], cur)
    return peak


def pressure_at(kernel: Kernel, table: IsaTable | None = None) -> list[dict[str, int]]:
    """Live dwords per register kind (v, a, s, and acc before homes are chosen) at every
    instruction of the linear order."""
    table = table or load_table()
    ranges, linear = live_ranges(kernel, table)
    out = [{"v": 0, "a": 0, "s": 0, ACC: 0} for _ in linear]
    for r, (lo, hi) in ranges.items():
        for p in range(lo, min(hi, len(linear) - 1) + 1):
            out[p][r.kind] += r.width
    return out


def _peak_site(ranges, linear, homes) -> str:
    """Where VGPR+AGPR pressure peaks: the instruction and the widest registers live there."""
    n = len(linear)
    per_point = [0] * (n + 1)
    for r, (lo, hi) in ranges.items():
        if homes.get(r, r.kind) in ("v", "a"):
            for p in range(lo, min(hi, n - 1) + 1):
                per_point[p] += r.width
    peak = max(per_point) if per_point else 0
    where = per_point.index(peak) if per_point else 0
    live = sorted((r for r, (lo, hi) in ranges.items()
                   if homes.get(r, r.kind) in ("v", "a") and lo <= where <= hi),
                  key=lambda r: -r.width)
    names: dict[str, int] = {}
    for r in live:
        key = (r.name or f"{r.kind}{r.id}").rstrip("0123456789_")
        names[key] = names.get(key, 0) + r.width
    top = ", ".join(f"{k} {w}" for k, w in sorted(names.items(), key=lambda kv: -kv[1])[:6])
    inst = linear[where] if where < n else None
    return f"VGPR+AGPR pressure peaks at {peak} dwords at instruction {where} (`{inst}`): {top}"


def _limit_error(kernel, table, ranges, linear, kind, limit, homes=None) -> RegisterLimitError:
    homes = homes or {}
    per_point = [0] * (len(linear) + 1)
    for r, (lo, hi) in ranges.items():
        if homes.get(r, r.kind) == kind or (r.kind == ACC and r not in homes and kind in ("v", "a")):
            for p in range(lo, min(hi, len(linear) - 1) + 1):
                per_point[p] += r.width
    peak = max(per_point) if per_point else 0
    where = per_point.index(peak) if per_point else 0
    inst = linear[where] if where < len(linear) else None
    names = {"v": "VGPR", "a": "AGPR", "s": "SGPR"}
    return RegisterLimitError(
        f"kernel {kernel.name}: needs more than {limit} {names[kind]}s; peak pressure {peak} "
        f"dwords at instruction {where} (`{inst}`)")


def _rewrite(kernel: Kernel, assignment: dict[VReg, PReg]) -> Kernel:
    def phys(o):
        if isinstance(o, VReg):
            return assignment[o]
        if isinstance(o, RegSlice):
            p = assignment[o.base]
            return PReg(p.kind, p.index + o.offset, o.width)
        return o

    blocks = tuple(Block(b.label, tuple(_fix_moves(Inst(i.op, tuple(phys(o) for o in i.operands), i.modifiers,
                                                        i.comment, i.tag)) for i in b.insts))
                   for b in kernel.blocks)
    return kernel.with_blocks(blocks)


def _fix_moves(inst: Inst) -> Inst:
    """Pick the register-move mnemonic that fits the homes allocation chose."""
    if inst.op not in _MOVES:
        return inst
    dst, src = inst.operands
    dst_kind = dst.kind
    src_kind = src.kind if isinstance(src, PReg) else "imm"
    op = {("v", "a"): "v_accvgpr_read_b32", ("a", "a"): "v_accvgpr_mov_b32",
          ("v", "v"): "v_mov_b32", ("v", "s"): "v_mov_b32", ("v", "imm"): "v_mov_b32"}.get(
        (dst_kind, src_kind), "v_accvgpr_write_b32" if dst_kind == "a" else inst.op)
    return inst if op == inst.op else Inst(op, inst.operands, inst.modifiers, inst.comment, inst.tag)
