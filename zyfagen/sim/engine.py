"""The wave and pipe engine of the cycle model: the event loop over one SIMD's waves,
barriers, branches, s_waitcnt counters and the steady-state fast-forward. Memory completion
times come from a `MemorySystem` (zyfagen.sim.memory).
"""
from __future__ import annotations

import math
import operator
from operator import itemgetter
from typing import Any

from ..emulator.running import DEFAULT_STEP_LIMIT
from ..codeobj import KernelCode, Operand
from ..errors import UserError
from ..isa import IsaTable, load_table
from .lds import LdsFacts, lds_access_bytes
from .memory import FixedLatencyMemory, MemorySystem
from .phases import _loops, _mark_exits, assign_phases
from .program import (K_BARRIER, K_BRANCH, K_CBRANCH, K_ENDPGM, K_LGKM, K_MFMA, K_NOP, K_PLAIN,
                      K_SETPRIO, K_SLEEP, K_VM, K_WAITCNT, P_CU_LDS, P_MFMA, P_VALU, PIPES, W_MEM, W_MFMA,
                      W_VALU, _NREGS, _S0, _SCC, _Inst, _compile)
from .summary import OccupancyResult, _summarise

# ---- the event loop -----------------------------------------------------------------


class _Wave:
    __slots__ = ("n", "wave_id", "group", "pc", "free", "prio", "done", "at_barrier", "ready",
                 "wk", "acc_hi", "vm", "lgkm", "loops", "sval", "scc", "vval", "executed",
                 "iter", "starts", "exit_time", "nop_until", "from_backedge", "wake",
                 "scc_branches", "simd", "pipe_free")

    def __init__(self, n: int, wave_id: int, group: int, simd: int = 0) -> None:
        self.n, self.wave_id, self.group, self.simd = n, wave_id, group, simd
        self.pipe_free: list[int] = []  # its SIMD's pipes (shared by the SIMD's waves)
        self.pc = 0
        self.free = 0
        self.wake = 0
        self.scc_branches = 0
        self.prio = 0
        self.done = False
        self.at_barrier = False
        self.ready = [0] * _NREGS
        self.wk = bytearray(_NREGS)
        self.acc_hi: dict[int, int] = {}
        self.vm: list[int] = []
        self.lgkm: list[int] = []
        self.loops: dict[int, int] = {}
        self.sval: dict[int, int] = {}
        self.scc: int | None = None
        # lane 0's value of VGPRs the engine follows: v0 starts as the workitem id (1-D
        # workgroup, packed ids with y = z = 0), 64 x the wave's index in the workgroup
        self.vval: dict[int, int] = {0: 64 * wave_id}
        self.executed = 0
        self.iter = -1
        self.starts: list[int] = []
        self.exit_time: int | None = None
        self.nop_until = 0
        self.from_backedge = False


def _count_ready(times: list[int], n: int, t: int) -> int:
    """Earliest time at which at most n of the outstanding completions are still pending."""
    pending = sorted((c for c in times if c > t), reverse=True)
    return pending[n] if len(pending) > n else t


_U32 = 0xFFFFFFFF


def _value(w: _Wave, op: Operand) -> int | None:
    """A known 32-bit operand value: an immediate, an SGPR the model follows or lane 0 of a VGPR."""
    if op.kind == "imm":
        return int(op.value) & _U32
    if op.width == 1:
        if op.kind == "s":
            return w.sval.get(_S0 + op.index)
        if op.kind == "v":
            return w.vval.get(op.index)
    return None


_SCALAR_CMP = {"eq": operator.eq, "lg": operator.ne, "gt": operator.gt, "ge": operator.ge,
               "lt": operator.lt, "le": operator.le}
_SCALAR_OPS = {"s_mov": lambda a, b: a, "s_movk": lambda a, b: a, "s_add": operator.add,
               "s_sub": operator.sub, "s_mul": operator.mul,
               "s_lshr": lambda a, b: a >> (b & 31), "s_lshl": lambda a, b: a << (b & 31),
               "s_and": operator.and_, "s_or": operator.or_, "s_xor": operator.xor}
# lane-wise VALU operations on lane 0 (operands in assembly order after vdst; the *rev
# shifts take the shift amount first)
_LANE0_OPS = {"v_mov_b32": lambda a: a, "v_lshrrev_b32": lambda a, b: b >> (a & 31),
              "v_lshlrev_b32": lambda a, b: b << (a & 31),
              "v_ashrrev_i32": lambda a, b: (b - ((b & 0x80000000) << 1)) >> (a & 31),
              "v_and_b32": operator.and_, "v_or_b32": operator.or_, "v_xor_b32": operator.xor,
              "v_add_u32": operator.add, "v_sub_u32": operator.sub,
              "v_subrev_u32": lambda a, b: b - a,
              "v_mul_u32_u24": lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF),
              "v_lshl_add_u32": lambda a, b, c: (a << (b & 31)) + c,
              "v_add_lshl_u32": lambda a, b, c: (a + b) << (c & 31),
              "v_and_or_b32": lambda a, b, c: (a & b) | c,
              "v_lshl_or_b32": lambda a, b, c: (a << (b & 31)) | c}


def _scalar_step(w: _Wave, x: _Inst) -> None:
    """Constant-propagate the few SALU operations (and lane 0 of the few VALU ones) that
    decide wave-role branches."""
    m, ops = x.mnemonic, x.sops
    if x.vdef is not None:  # a lane-wise VALU operation: follow lane 0
        fn = _LANE0_OPS.get(m)
        vals = [_value(w, o) for o in ops[1:]]
        reg = x.vdef[0]
        if fn is not None and all(v is not None for v in vals):
            try:
                w.vval[reg] = fn(*vals) & _U32
                return
            except TypeError:  # an operand count this table does not know (e.g. a carry out)
                pass
        w.vval.pop(reg, None)
        return
    result: int | None = None
    scc: int | None = None
    if m == "v_readfirstlane_b32":
        if len(ops) == 2 and ops[1].kind == "v":
            result = w.vval.get(ops[1].index)  # lane 0: EXEC is full where roles are decided
    elif m.startswith("s_cmp_") and len(ops) == 2:
        a, b = _value(w, ops[0]), _value(w, ops[1])
        if a is not None and b is not None:
            signed = m.endswith("_i32")
            if signed:
                a = a - (1 << 32) if a & 0x80000000 else a
                b = b - (1 << 32) if b & 0x80000000 else b
            scc = int(_SCALAR_CMP[m[6:8]](a, b))
        w.scc = scc
        return
    elif len(ops) >= 2 and ops[0].kind == "s" and ops[0].width == 1:
        vals = [_value(w, o) for o in ops[1:]]
        if all(v is not None for v in vals):
            a = vals[0]
            b = vals[1] if len(vals) > 1 else 0
            base = m.rsplit("_", 1)[0]
            fn = _SCALAR_OPS.get(base)
            if fn is not None and (m.endswith("_b32") or m.endswith("_u32") or m.endswith("_i32")):
                raw = fn(a, b)
                result = raw & _U32
                if base in ("s_add",):
                    scc = int(raw > _U32) if m.endswith("_u32") else None
                elif base in ("s_sub",):
                    scc = int(raw < 0) if m.endswith("_u32") else None
                elif base in ("s_lshr", "s_lshl", "s_and", "s_or", "s_xor"):
                    scc = int(result != 0)
    if x.sdef is not None:
        lo, hi = x.sdef
        for r in range(lo, hi):
            w.sval.pop(r, None)
        if result is not None and hi - lo == 1:
            w.sval[lo] = result
    if any(lo <= _SCC < hi for lo, hi in x.writes):
        w.scc = scc


# prepared programs of recently simulated kernels: (kernel, table, prepared) by id(kernel);
# the entry keeps the kernel and table alive, so an id is not reused while it is cached
_PREPARED: dict[int, tuple] = {}


def _reads_getter(reads: tuple[tuple[int, int], ...]) -> Any:
    """A function of a wave's ready times giving those of every register read (a tuple),
    or None when the instruction reads no register."""
    regs = [r for lo, hi in reads for r in range(lo, hi)]
    if not regs:
        return None
    if len(regs) == 1:
        regs.append(regs[0])  # itemgetter of one index returns a bare value, not a tuple
    return itemgetter(*regs)


def _prepare(kernel: KernelCode, table: IsaTable, main_loop_at: int | None = None) -> tuple:
    """The compiled program, its loops, key-block loop, phases and event-loop tuples.

    Everything here depends on the kernel and the table only, so repeated simulations of
    one kernel (other iteration counts, clocks, wave counts) reuse it.
    """
    hit = _PREPARED.get((id(kernel), main_loop_at))
    if hit is not None and hit[0] is kernel and hit[1] is table:
        return hit[2]
    prog, unknown = _compile(kernel, table)
    if not prog:
        raise UserError(f"{kernel.name}: the kernel has no instructions")
    loops = _loops(prog)
    _mark_exits(prog, loops)
    main_loop = None
    if loops:
        def mfmas(hb):
            return sum(1 for x in prog[hb[0]:hb[1] + 1] if x.kind == K_MFMA)
        # the key-block loop: an innermost loop (one holding no other loop: AITER's causal
        # kernel wraps its key loops in a loop over two query tiles) with the most MFMAs
        inner = [hb for hb in loops if not any(o != hb and hb[0] <= o[0] and o[1] <= hb[1]
                                               for o in loops)] or loops
        main_loop = max(inner, key=lambda hb: (mfmas(hb), -(hb[1] - hb[0])))
        # a launch contract may name it (Tiling.main_loop: its back-edge address) where two
        # wave groups' loops tie on MFMAs and the shorter one is not the one wave 0 runs
        named = [hb for hb in loops if prog[hb[1]].address == main_loop_at]
        if main_loop_at is not None and not named:
            raise UserError(f"{kernel.name}: no loop has its back-edge at address {main_loop_at}")
        main_loop = named[0] if named else main_loop
    classify_note = assign_phases(prog, main_loop, loops)
    # the event loop reads plain tuples: unpacking one is much cheaper than slot lookups
    fast = [(x.pipe, x.kind, _reads_getter(x.reads), x.c_range, x.wave_cycles, x.pipe_cycles,
             x.latency, x.wkind, tuple((lo, hi, hi - lo, bytes((x.wkind,)) * (hi - lo))
                                       for lo, hi in x.writes),
             bool(x.sops), any(lo <= _SCC < hi for lo, hi in x.writes), x.sdef,
             x.unit == "lds", x.vdef) for x in prog]
    prepared = (prog, unknown, loops, main_loop, classify_note, fast)
    if len(_PREPARED) >= 16:
        _PREPARED.pop(next(iter(_PREPARED)))
    _PREPARED[(id(kernel), main_loop_at)] = (kernel, table, prepared)
    return prepared


def simulate(kernel: KernelCode, iterations: int = 8, clock_mhz: float = 2400.0,
             waves_per_simd: int | None = None, table: IsaTable | None = None,
             max_cycles: int = 200_000_000, fast_forward: bool = True,
             memory: MemorySystem | None = None, workgroups: int | None = None,
             lds_conflicts: dict[int, float] | None = None,
             loop_trips: dict[int, int] | None = None,
             branch_outcome: Any = None, step_limit: int | None = None,
             main_loop_at: int | None = None, taken_branches: frozenset[int] = frozenset()) -> OccupancyResult:
    """Run the cycle model on one kernel of a code object and summarise the matrix pipe.

    Two scopes:
    - one SIMD (`workgroups` None): the waves one SIMD holds (`waves_per_simd`, default the
      workgroup's share), SIMDs assumed symmetric; a barrier joins the simulated waves of a
      workgroup only;
    - a whole CU (`workgroups` = resident workgroups): all waves of that many workgroups,
      wave i of a workgroup on SIMD i mod 4, each SIMD with its own pipes and vector issue
      port, barriers across the workgroup's SIMDs, and one LDS for the CU: an LDS access
      holds it for its bytes over the LDS bandwidth plus its bank-conflict cycles
      (`lds_conflicts`: instruction address -> extra cycles per access, measured on the
      emulator's real addresses, lds.conflicts_by_address); a wave whose access finds the
      LDS busy waits to issue, and conflict cycles also delay its result.

    `loop_trips` (back-edge instruction address -> trips) overrides `iterations` for single
    loops: a loop with trips n runs its body n times (a loop left by a forward branch at the
    end of its body, as AITER's causal loop over two query tiles, then passes n + 1 times
    through its head; trips 0 is one pass).

    With `fast_forward`, once the whole SIMD state (relative to the time wave 0 takes the
    key-block loop's back-edge) repeats exactly, the repeating iterations are replayed by
    shifting their records in time instead of simulating them again. The model is
    deterministic, so the result is identical to a full simulation (tests check this).

    `taken_branches`: addresses of forward conditional branches the static policy takes (a
    kernel's branches around the masking work of its key loop, AITER's BF16 forwards: the
    unmasked trips skip it; sim/problem.py Tiling.mask_skips).

    `branch_outcome(group, wave_id, index)`, if given, decides every branch instead of the
    static policy (a recorded dynamic stream: zyfagen.sim.dynamic); fast-forward is then off.
    """
    if iterations < 1:
        raise UserError(f"--iterations must be at least 1, got {iterations}")
    if clock_mhz <= 0:
        raise UserError(f"--clock-mhz must be positive, got {clock_mhz}")
    table = table or load_table()
    simds = int(table.fact("simds_per_cu").value)
    prog, unknown, loops, main_loop, classify_note, fast = _prepare(kernel, table, main_loop_at)
    memory = memory if memory is not None else FixedLatencyMemory()
    memory.bind(prog, table)
    mem_complete = memory.complete
    fast_forward = fast_forward and memory.stateless and branch_outcome is None

    wg_size = kernel.metadata.get(".max_flat_workgroup_size") or 64
    reqd = kernel.metadata.get(".reqd_workgroup_size")
    if reqd:
        wg_size = math.prod(int(v) for v in reqd)
    wg_waves = max(1, math.ceil(int(wg_size) / 64))
    natural = max(1, math.ceil(wg_waves / simds))
    waves = []
    if workgroups is None:
        nwaves = waves_per_simd or natural
        if nwaves < 1 or nwaves > 16:
            raise UserError(f"--waves-per-simd must be between 1 and 16, got {nwaves}")
        for n in range(nwaves):
            group, k = divmod(n, natural)
            waves.append(_Wave(n, k * simds, group))
        nsimd = 1
    else:
        limit = int(table.fact("max_waves_per_simd").value)
        if workgroups < 1 or workgroups * natural > limit:
            raise UserError(f"--workgroups: {workgroups} workgroups of {wg_waves} waves do not fit "
                            f"one CU; allowed: 1 to {limit // natural}")
        for g in range(workgroups):
            for k in range(wg_waves):
                # wave i of a workgroup on SIMD i mod 4; narrower workgroups side by side
                waves.append(_Wave(len(waves), k, g, (g * wg_waves + k) % simds))
        nsimd = simds
    simd_pipes = [[0] * len(PIPES) for _ in range(nsimd)]
    for w in waves:
        w.pipe_free = simd_pipes[w.simd]
    pipe_free = simd_pipes[0]
    # the CU's LDS (whole-CU scope only): free time, and per instruction the cycles an access
    # holds it and the conflict cycles that delay its result
    lds_free = [0]
    lds_hold, lds_extra = _lds_costs(prog, table, lds_conflicts) if workgroups is not None else ({}, {})
    pipe_lists = simd_pipes + [lds_free]
    valu_blocks_too = table.fact("mfma_valu_concurrent").value == 0
    mfma_port = table.fact("mfma_issue_uses_valu_port").value != 0
    # cycles from the last wave's arrival at an s_barrier to the release of its workgroup
    barrier_release = int(table.fact("barrier_release_cycles").value)
    segments: list[tuple] = []
    idle_spans: list[tuple[int, int, str]] = []
    h_idx, b_idx = main_loop if main_loop else (-1, -1)
    n_iter = iterations
    trips_of = {x.index: loop_trips[x.address] for x in prog
                if loop_trips and x.address in loop_trips}
    taken_idx = {x.index for x in prog if x.address in taken_branches}
    t = 0
    order = sorted(waves, key=lambda w: (-w.prio, w.n))
    alive = len(waves)
    executed = 0
    step_cap = (step_limit or DEFAULT_STEP_LIMIT) * len(waves)  # the emulator's bound, per wave
    INF = float("inf")
    nprog = len(prog)
    port_hold = valu_blocks_too or mfma_port
    seg_append = segments.append
    history: list[tuple] = []
    snap_pending = -1  # back-edge wave 0 just took, when fast-forward may replay its loop
    ff_loop = -1  # the loop `history` describes
    # loops whose steady state may be replayed: the key-block loop, and loops disjoint from
    # it (their periods hold no key-block iteration, so iteration numbers stay as they are)
    ff_edges = {b for h, b in loops if b == b_idx or b < h_idx or h > b_idx}
    while alive:
        next_t = INF
        reorder = False
        for w in order:
            if w.done or w.at_barrier:
                continue
            # `wake` is a lower bound of the wave's next issue time: every constraint on it
            # (pipe free times, its registers' ready times, counter returns) only grows
            # until the wave itself issues, so a wave is not re-examined before then
            wake = w.wake
            if wake > t:
                if wake < next_t:
                    next_t = wake
                continue
            pc = w.pc
            pipe_free = w.pipe_free
            (pipe, kind, reads, c_range, wave_cycles, pipe_cycles, latency, wkind, writes,
             scalar, writes_scc, sdef, is_lds, vdef) = fast[pc]
            r = pipe_free[pipe]
            if r < t:
                r = t
            ready = w.ready
            if reads is not None:
                v = max(reads(ready))
                if v > r:
                    r = v
            if is_lds and lds_hold and lds_free[0] > r:
                r = lds_free[0]
            if kind == K_MFMA:
                if c_range is not None:
                    lo, hi = c_range
                    if not (w.wk[lo] == W_MFMA and w.acc_hi.get(lo) == hi):
                        v = max(ready[lo:hi])
                        if v > r:
                            r = v
                if port_hold and pipe_free[P_VALU] > r:
                    r = pipe_free[P_VALU]
            elif kind == K_WAITCNT:
                vm_n, lgkm_n = prog[pc].arg
                if vm_n is not None and w.vm:
                    v = _count_ready(w.vm, vm_n, t)
                    if v > r:
                        r = v
                if lgkm_n is not None and w.lgkm:
                    v = _count_ready(w.lgkm, lgkm_n, t)
                    if v > r:
                        r = v
            if r > t:
                w.wake = r
                if r < next_t:
                    next_t = r
                continue
            # ---- issue at t ----
            executed += 1
            if pc == h_idx and (w.iter < 0 or w.from_backedge):
                w.iter += 1
                w.starts.append(t)
                w.from_backedge = False
            it = w.iter if h_idx <= pc <= b_idx and w.iter >= 0 else -1
            wave_end = t + wave_cycles
            pipe_end = t + pipe_cycles
            done_at = t + latency
            next_pc = pc + 1
            if kind == K_PLAIN:
                pipe_free[pipe] = pipe_end
            elif kind == K_MFMA:
                pipe_free[P_MFMA] = pipe_end
                if valu_blocks_too:
                    pipe_free[P_VALU] = pipe_end
                elif mfma_port:
                    pipe_free[P_VALU] = wave_end
                acc_hi = w.acc_hi
                for lo, hi, _n, _k in writes:
                    acc_hi[lo] = hi
            elif kind == K_VM:
                done_at = mem_complete(w.n, prog[pc], t)
                vm = [c for c in w.vm if c > t]
                if vm and vm[-1] > done_at:
                    done_at = vm[-1]  # vector memory returns in order
                vm.append(done_at)
                w.vm = vm
                pipe_free[pipe] = pipe_end
            elif kind == K_LGKM:
                done_at = mem_complete(w.n, prog[pc], t)
                lgkm = [c for c in w.lgkm if c > t]
                if is_lds and lds_hold:
                    lds_free[0] = t + lds_hold[pc]
                    done_at += lds_extra[pc]
                    seg_append((w.n, P_CU_LDS, t, lds_free[0], t, pc, w.iter if h_idx <= pc <= b_idx
                                and w.iter >= 0 else -1))
                if is_lds and lgkm:
                    done_at = max(done_at, max(lgkm))
                lgkm.append(done_at)
                w.lgkm = lgkm
                pipe_free[pipe] = pipe_end
            elif kind == K_NOP or kind == K_SLEEP:
                wave_end = pipe_end = w.nop_until = t + prog[pc].arg
            elif kind == K_SETPRIO:
                w.prio = prog[pc].arg
                reorder = True
            elif kind == K_ENDPGM:
                w.done = True
                alive -= 1
                wave_end = pipe_end = t  # the run ends when the work does, not a cycle later
            elif kind == K_BARRIER:
                w.at_barrier = True
            elif kind == K_BRANCH or kind == K_CBRANCH:
                x = prog[pc]
                target = x.arg
                if (branch_outcome(w.group, w.wave_id, pc) if branch_outcome is not None
                        else pc in taken_idx or _branch_taken(w, x, target, n_iter, trips_of)):
                    next_pc = target
                    if target <= pc:
                        w.loops[pc] = w.loops.get(pc, 0) + 1
                        if pc == b_idx:
                            w.from_backedge = True
                        # (past its trip count a replay has nothing left to skip: a loop that
                        # never exits would only pile up snapshots)
                        if w.n == 0 and pc in ff_edges and w.loops[pc] <= trips_of.get(pc, n_iter):
                            snap_pending = pc
                    elif x.exit_of is not None and target > x.exit_of:  # (an exit inside the
                        w.loops[x.exit_of] = 0  # loop, phases._mark_exits, leaves it later)
                        if x.exit_of == b_idx:
                            w.exit_time = t
                elif target <= pc:
                    w.loops[pc] = 0
                    if pc == b_idx:
                        w.exit_time = t
                pipe_free[pipe] = pipe_end
            else:
                pipe_free[pipe] = pipe_end
            if scalar:
                _scalar_step(w, prog[pc])
            else:
                if vdef is not None and w.vval:
                    vval = w.vval
                    for reg in range(vdef[0], vdef[1]):
                        vval.pop(reg, None)
                if writes_scc:
                    w.scc = None
                if sdef is not None and w.sval:
                    sval = w.sval
                    for reg in range(sdef[0], sdef[1]):
                        sval.pop(reg, None)
            if writes:
                wk = w.wk
                for lo, hi, n, kinds in writes:
                    if n == 1:
                        ready[lo] = done_at
                        wk[lo] = wkind
                    else:
                        ready[lo:hi] = [done_at] * n
                        wk[lo:hi] = kinds
                if kind != K_MFMA and w.acc_hi:
                    acc_hi = w.acc_hi
                    for lo, _hi, _n, _k in writes:
                        acc_hi.pop(lo, None)
            seg_append((w.n, pipe, t, pipe_end, wave_end, pc, it))
            w.free = w.wake = wave_end
            if wave_end < next_t:
                next_t = wave_end
            if not w.done:
                w.pc = next_pc
                if next_pc >= nprog:
                    raise UserError(f"{kernel.name}: execution ran past the last instruction "
                                    f"(after 0x{prog[pc].address:x}) without s_endpgm")
            if kind == K_BARRIER or kind == K_ENDPGM:
                _release_barriers(waves, t + wave_cycles + (barrier_release if kind == K_BARRIER else 0))
                for v in waves:
                    if not v.done and not v.at_barrier and t < v.wake < next_t:
                        next_t = v.wake
        if reorder:
            order = sorted(waves, key=lambda v: (-v.prio, v.n))
        if not alive:
            break
        if next_t == INF:
            stuck = [v for v in waves if not v.done]
            raise UserError(f"{kernel.name}: the waves deadlocked (wave(s) "
                            f"{', '.join(str(v.wave_id) for v in stuck)} wait at s_barrier forever)")
        nt = int(next_t)
        if snap_pending >= 0:
            if fast_forward:
                if snap_pending != ff_loop:
                    history.clear()
                    ff_loop = snap_pending
                shift = _fast_forward(waves, pipe_lists, segments, idle_spans, history, t, nt,
                                      snap_pending, trips_of.get(snap_pending, n_iter),
                                      snap_pending == b_idx)
                if shift:
                    executed += shift[1]
                    t += shift[0]
                    nt += shift[0]
            snap_pending = -1
        mf = simd_pipes[0][P_MFMA]  # why SIMD 0's matrix pipe idles (the others are alike or
        if mf < nt:                  # shown by their busy figures)
            idle_spans.append((mf if mf > t else t, nt,
                               _idle_reason([v for v in order if v.simd == 0], prog, simd_pipes[0], t)))
        t = nt
        if t > max_cycles:
            raise UserError(f"{kernel.name}: more than {max_cycles} cycles simulated; a loop "
                            f"probably never exits under the branch policy")
        if executed > step_cap:  # a loop with no exit (a branch to itself) issues cheaply for ever
            raise UserError(f"{kernel.name}: more than {step_limit or DEFAULT_STEP_LIMIT} instructions per wave "
                            f"simulated (--step-limit); a loop probably never exits under the branch policy")
    total = t
    for seg in segments:
        pe, we = seg[3], seg[4]
        if pe > total:
            total = pe
        if we > total:
            total = we
    result = _summarise(kernel, table, prog, waves, segments, idle_spans, total, executed,
                        iterations, clock_mhz, wg_waves, main_loop, unknown, classify_note,
                        simds=nsimd)
    if branch_outcome is None and result.macs_total == 0:
        _refuse_workless_path(kernel, prog, executed)
    return result


def _refuse_workless_path(kernel: KernelCode, prog: list[_Inst], executed: int) -> None:
    """A kernel with MFMAs whose statically chosen path ran none of them: its figures (0 MACs,
    0 TFLOP/s) would describe an early exit, not its work. AITER's group-mode (variable
    length) attention kernels branch on sequence offsets read from their arguments; only a
    recorded launch (--record-args, zyfagen.sim.dynamic) knows that path."""
    mfmas = sum(1 for x in prog if x.kind == K_MFMA)
    if not mfmas:
        return
    raise UserError(f"{kernel.name}: the modelled path ran none of the kernel's {mfmas} MFMAs "
                    f"({executed} instructions executed before s_endpgm): its branches depend on "
                    f"the launch's arguments, which the static branch policy cannot know; time a "
                    f"real launch with --record-args FILE.npz --grid X,Y,Z")


def _lds_costs(prog: list[_Inst], table: IsaTable,
               conflicts: dict[int, float] | None) -> tuple[dict[int, int], dict[int, int]]:
    """Per LDS instruction: cycles it holds the CU's LDS (its bytes for 64 active lanes over
    the read or write bandwidth, plus its bank-conflict cycles), and those conflict cycles."""
    f = LdsFacts.from_table(table)
    conflicts = conflicts or {}
    hold: dict[int, int] = {}
    extra: dict[int, int] = {}
    for x in prog:
        if x.unit != "lds":
            continue
        moved, write = lds_access_bytes(x.mnemonic, table)
        rate = f.write_bytes_per_clock if write else f.read_bytes_per_clock
        if "_tr_" in x.mnemonic:  # transposed reads at their own (unverified) fraction
            rate = rate * f.transposed_read_rate
        conflict = int(round(conflicts.get(x.address, 0.0)))
        hold[x.index] = max(1, math.ceil(moved / rate)) + conflict
        extra[x.index] = conflict
    return hold, extra


def _snapshot(waves: list[_Wave], pipe_lists: list[list[int]], t: int, nt: int, b_idx: int) -> tuple:
    """The whole simulation state relative to time t (equal snapshots evolve identically)."""
    base = waves[0].loops.get(b_idx, 0)
    out: list = [nt - t, tuple(max(0, p - t) for pl in pipe_lists for p in pl)]
    for w in waves:
        out.append((w.pc, w.done, w.at_barrier, w.prio, w.from_backedge, tuple(sorted(w.vval.items())), w.scc,
                    w.exit_time is None, w.iter - waves[0].iter,
                    w.loops.get(b_idx, 0) - base,
                    tuple(sorted((k, v) for k, v in w.loops.items() if k != b_idx)),
                    tuple(sorted(w.sval)), tuple(sorted(w.acc_hi.items())),
                    max(0, w.wake - t), max(0, w.free - t), max(0, w.nop_until - t),
                    tuple(c - t for c in w.vm if c > t), tuple(c - t for c in w.lgkm if c > t),
                    bytes(w.wk), tuple(r - t if r > t else 0 for r in w.ready)))
    return tuple(out)


def _fast_forward(waves, pipe_lists, segments, idle_spans, history, t, nt, b_idx, n_iter,
                  key_loop):
    """Replay whole periods of a repeating steady state; returns (cycles, instructions).

    `b_idx` is the back-edge of the loop wave 0 just took; `key_loop` says whether it is the
    key-block loop (one period then holds q key-block iterations of every wave; any other
    replayed loop is disjoint from it, so iteration numbers do not move).
    """
    snap = _snapshot(waves, pipe_lists, t, nt, b_idx)
    mark = (t, snap, len(segments), len(idle_spans), [len(w.starts) for w in waves],
            [dict(w.sval) for w in waves], sum(w.scc_branches for w in waves))
    for q in range(1, len(history) // 2 + 1):
        t0, snap0, seg0, span0, starts0, sval0, scc0 = history[-q]
        if snap0 != snap or history[-2 * q][1] != snap:
            continue
        if scc0 != mark[6]:
            break  # a branch followed a known SCC during the period: simulate it all
        # known SGPR values (loop counters) must advance by the same step every period
        # (a register may alternate, e.g. a double-buffer offset: then a longer period q,
        # over which it steps evenly, is tried next)
        steps = _sval_steps(waves, sval0, history[-2 * q][5])
        if steps is None:
            continue
        period = t - t0
        highest = max(w.loops.get(b_idx, 0) for w in waves if not w.done)
        m = (n_iter - 2 - highest) // q  # every replayed back-edge stays a taken one
        if m <= 0 or period <= 0:
            break
        seg_block = segments[seg0:]
        span_block = idle_spans[span0:]
        start_blocks = [w.starts[n0:] for w, n0 in zip(waves, starts0)]
        for j in range(1, m + 1):
            d = j * period
            di = j * q if key_loop else 0
            # (list comprehensions: cheaper than extending with generators)
            segments += [(wn, pipe, s + d, pe + d, we + d, pc, it + di if it >= 0 else -1)
                         for (wn, pipe, s, pe, we, pc, it) in seg_block]
            idle_spans += [(a + d, b + d, why) for (a, b, why) in span_block]
            for w, block in zip(waves, start_blocks):
                w.starts.extend(st + d for st in block)
        shift = m * period
        for w in waves:
            w.wake += shift
            w.free += shift
            w.nop_until += shift
            w.ready = [r + shift for r in w.ready]
            w.vm = [c + shift for c in w.vm]
            w.lgkm = [c + shift for c in w.lgkm]
            if b_idx in w.loops:
                w.loops[b_idx] += m * q
            if w.iter >= 0 and key_loop:
                w.iter += m * q
        for pl in pipe_lists:
            for i in range(len(pl)):
                pl[i] += shift
        for w, step in zip(waves, steps):
            for reg, d in step.items():
                w.sval[reg] = (w.sval[reg] + m * d) & _U32
        history.clear()
        return shift, m * sum(1 for seg in seg_block if seg[1] != P_CU_LDS)  # instructions
    return _remember(history, mark)


def _sval_steps(waves, sval0, sval_prev) -> list[dict[int, int]] | None:
    """Per wave, the step of each known SGPR over one period, or None when a register did
    not advance by the same step in the last two periods."""
    steps = []
    for w, before, older in zip(waves, sval0, sval_prev):
        step = {}
        for reg, v in w.sval.items():
            d1, d0 = (v - before[reg]) & _U32, (before[reg] - older[reg]) & _U32
            if d1 != d0:
                return None
            if d1:
                step[reg] = d1
        steps.append(step)
    return steps


def _remember(history: list, mark: tuple) -> None:
    history.append(mark)
    del history[:-8]
    return None


def _branch_taken(w: _Wave, x: _Inst, target: int, n_iter: int, trips_of: dict[int, int]) -> bool:
    m = x.mnemonic
    if target <= x.index:  # a loop back-edge
        if x.kind == K_BRANCH:
            return True
        return w.loops.get(x.index, 0) < trips_of.get(x.index, n_iter) - 1
    if x.kind == K_BRANCH:
        return True
    if x.exit_of is not None:
        return w.loops.get(x.exit_of, 0) >= trips_of.get(x.exit_of, n_iter)
    if m == "s_cbranch_execnz":
        return True
    if m in ("s_cbranch_scc0", "s_cbranch_scc1") and w.scc is not None:
        w.scc_branches += 1
        return w.scc == (1 if m.endswith("1") else 0)
    return False


def _release_barriers(waves: list[_Wave], t: int) -> None:
    groups = {w.group for w in waves}
    for g in groups:
        members = [w for w in waves if w.group == g and not w.done]
        if members and all(w.at_barrier for w in members):
            for w in members:
                w.at_barrier = False
                if w.free < t:
                    w.free = t
                w.wake = w.free


def _idle_reason(order: list[_Wave], prog: list[_Inst], pipe_free: list[int], t: int) -> str:
    """Why the matrix pipe is idle at t: the state of the wave closest to feeding it."""
    others = []
    for w in order:
        if w.done:
            continue
        x = prog[w.pc]
        if w.at_barrier:
            others.append("barrier")
            continue
        if x.kind == K_MFMA:
            if w.nop_until > t:
                return "nop"
            if w.free > t:
                return "issue_conflict"
            worst, why = t, "issue_conflict"
            ready = w.ready
            regs = list(x.reads)
            c = x.c_range
            if c is not None and not (w.wk[c[0]] == W_MFMA and w.acc_hi.get(c[0]) == c[1]):
                regs.append(c)
            for lo, hi in regs:
                for r in range(lo, hi):
                    if ready[r] > worst:
                        worst = ready[r]
                        why = {W_VALU: "valu_result", W_MFMA: "mfma_result",
                               W_MEM: "memory"}.get(w.wk[r], "issue_conflict")
            return why
        if w.nop_until > t:
            others.append("nop")
        elif x.kind == K_WAITCNT:
            others.append("memory")
        elif x.kind == K_BARRIER:
            others.append("barrier")
        elif x.unit in ("valu", "valu_trans"):
            others.append("valu_work")
        else:
            others.append("other_work")
    for reason in ("barrier", "memory", "nop", "valu_work", "other_work"):
        if reason in others:
            return reason
    return "finished"

