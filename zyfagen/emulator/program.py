"""Decoding a kernel's instructions into handlers, keyed by the isa/ table.

Every decoded instruction is looked up in `isa/gfx950.isa` (zyfagen.isa.load_table); its
`semantics` key (the mnemonic unless the table says otherwise) selects a handler factory
registered by one of the family modules (salu, valu, convert, mfma, memory, scratch). The factory runs
once per instruction and returns a closure `handler(wave) -> next` where next is None (fall
through), an instruction index (branch), or one of BARRIER / ENDPGM.

An instruction missing from the table or without semantics still decodes: its handler raises
EmulationError when (and only if) it executes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property

import numpy as np

from ..codeobj import DecodedInst, KernelCode
from ..isa import IsaTable, load_table
from .errors import EmulationError
from .semantics import PAUSE, SEMANTICS, DecodeContext, Handler
from .fpmode import FloatMode
from .definedness import compare_travel, lanes_travel, select_travel
from .operands import sgpr_index, vgpr_row
from .state import VCC_LO

_FLOAT_UNITS = ("valu", "valu_trans", "mfma")  # the units whose handlers read the float mode
_VECTOR_UNITS = ("valu", "valu_trans", "mfma", "vmem", "lds")  # what MODE.VSKIP stops (salu.py)

def _failing(error: EmulationError) -> Handler:
    def fail(w):
        raise EmulationError(error.what, error.lanes)
    return fail


def _pause(w) -> int:
    return PAUSE


_HW_REG_MODE = re.compile(r"hwreg\((?:HW_REG_MODE|1)(?:,\s*(\d+),\s*(\d+))?\)")


def writes_float_mode(kernel: KernelCode) -> bool:
    """Whether an s_setreg may change MODE bits 7:0 (round and denorm fields)."""
    for inst in kernel.instructions:
        if inst.mnemonic.startswith("s_setreg") and inst.operands:
            m = _HW_REG_MODE.match(inst.operands[0].text)
            if m is None:
                continue  # another hardware register
            off, size = (int(m[1]), int(m[2])) if m[1] is not None else (0, 32)
            if off < 8:
                return True
    return False


def _vskipped(handler: Handler) -> Handler:
    """A vector instruction's handler in a kernel with s_setvskip: nothing happens (not even a
    wait-counter event) while MODE.VSKIP (bit 28) is set. A handler that cannot run (`fail`)
    stays as it is (benchmarks/aiter_census.py finds those by name)."""
    if getattr(handler, "__name__", "") == "fail":
        return handler

    def run(w):
        if w.mode >> 28 & 1:
            return None
        return handler(w)
    return run


_GPR_IDX_SLOTS = {"src0": 1, "src1": 2, "src2": 4, "vdst": 8}  # M0[15:12] enable bits (salu.py)


# VALU instructions whose only destination is VGPRs: a never-written general SGPR source gives
# never-written destination lanes (issue 32). Excluded: those that write an SGPR or VCC (compares,
# carries, readlane, v_mad_u64_u32's carry), selects (the mask matters) and lane-crossing moves.
_SGPR_WRITERS = re.compile(r"v_cmp|v_cmpx|_co_|v_addc|v_subb|readlane|readfirstlane|v_div_scale|"
                           r"cndmask|writelane|permlane|v_mov_b|dpp|bpermute|_u64_u32|_i64_i32")


def _scalar_undefined_travels(handler: Handler, inst: DecodedInst, info) -> Handler:
    """`handler` of a VALU instruction with a general-SGPR source, such that a never-written
    source SGPR makes the destination VGPR(s) never-written in the active lanes instead of
    stopping (AITER's m16x4 `_ps` MLA decode: `v_add_u32 v26, v26, s56` with s56 = 4 * a
    never-written s77, an LSE address step the kernel never uses again). A later use that
    matters (address, store data, compare, EXEC/VCC) reports the VGPR. A fused window
    (fusion.py) that meets the error runs its first instruction alone: this handler."""
    ops = inst.operands
    dst = ops[0] if ops else None
    if (dst is None or dst.kind != "v" or info.unit not in ("valu", "valu_trans")
            or _SGPR_WRITERS.search(inst.mnemonic) or inst.encoding in ("dpp", "sdwa")):
        return handler
    sources = [(o.index, o.width) for o in ops[1:] if o.kind == "s" and o.index + o.width <= VCC_LO]
    if not sources or getattr(handler, "__name__", "") == "fail":
        return handler
    row, width = vgpr_row(dst), dst.width

    def run(w):
        try:
            return handler(w)
        except EmulationError:
            s = w.s
            if not any(s[i + k] is None for i, n in sources for k in range(n)):
                raise
            lanes = np.nonzero(w.exec_mask)[0]
            for r in range(row, row + width):
                w.unwrite_now(r, lanes)
    run.__dict__.update(handler.__dict__)  # lane_op (fusion.py) and any other marks
    return run


def _vector_undefined_travels(handler: Handler, inst: DecodedInst, info) -> Handler:
    """`handler` with definedness.lanes_travel where the instruction is lane-wise VALU writing
    only VGPRs (not _SGPR_WRITERS, not DPP/SDWA: those cross lanes or select by a mask)."""
    ops = inst.operands
    dst = ops[0] if ops else None
    if inst.encoding in ("dpp", "sdwa") or getattr(handler, "__name__", "") == "fail":
        return handler
    if inst.mnemonic.startswith("v_cndmask_b32"):
        return select_travel(handler, inst)
    if inst.mnemonic.startswith("v_cmp_") and dst is not None:
        at = sgpr_index(dst)  # a general SGPR pair or VCC (not EXEC)
        return compare_travel(handler, at) if at is not None and (at + 1 < VCC_LO or at == VCC_LO) \
            else handler
    if (dst is None or dst.kind not in ("v", "a") or info.unit not in ("valu", "valu_trans")
            or _SGPR_WRITERS.search(inst.mnemonic) or inst.encoding in ("dpp", "sdwa")
            or getattr(handler, "__name__", "") == "fail"):
        return handler
    return lanes_travel(handler, vgpr_row(dst), dst.width)


def _gpr_indexed(factory, inst: DecodedInst, info, ctx: DecodeContext, plain: Handler) -> Handler:
    """A VALU instruction of a kernel with s_set_gpr_idx_on: with MODE.GPR_IDX_EN set, its
    enabled VGPR operands are M0[7:0] registers further on (built once per index and enables).
    A handler that cannot run (`fail`) stays as it is, so the census still sees it."""
    if getattr(plain, "__name__", "") == "fail":
        return plain
    built: dict[tuple[int, int], Handler] = {}

    def variant(idx: int, enables: int) -> Handler:
        ops = list(inst.operands)
        for pos, spec in enumerate(info.operands[:len(ops)]):
            if _GPR_IDX_SLOTS.get(spec.name, 0) & enables and ops[pos].kind == "v":
                n = ops[pos].index + idx
                if n + ops[pos].width > 256:
                    return _failing(EmulationError(f"VGPR index mode moves {ops[pos].text} past v255"))
                ops[pos] = replace(ops[pos], index=n, text=f"v{n}" if ops[pos].width == 1 else
                                   f"v[{n}:{n + ops[pos].width - 1}]")
        try:
            return factory(replace(inst, operands=tuple(ops)), info, ctx)
        except EmulationError as exc:
            return _failing(exc)

    def run(w):
        if not w.mode >> 27 & 1:
            return plain(w)
        m0 = w.s[124] or 0
        key = (m0 & 0xFF, (m0 >> 12) & 0xF)
        handler = built.get(key)
        if handler is None:
            handler = built[key] = variant(*key)
        return handler(w)
    return run


def _mode_following(factory, inst: DecodedInst, info, ctx: DecodeContext) -> Handler:
    """A handler that follows the wave's MODE float fields, built once per mode met (only for
    kernels that write them, so other kernels keep a plain handler per instruction)."""
    built: dict[int, Handler] = {}

    def run(w):
        bits = w.mode & 0xFF
        handler = built.get(bits)
        if handler is None:
            try:
                handler = factory(inst, info, replace(ctx, float_mode=FloatMode.from_bits(bits)))
            except EmulationError as exc:
                handler = _failing(exc)
            built[bits] = handler
        return handler(w)
    return run


@dataclass(frozen=True)
class DecodedProgram:
    kernel: KernelCode
    handlers: tuple[Handler, ...]
    instructions: tuple[DecodedInst, ...]

    @cached_property
    def fused(self) -> tuple[Handler, ...]:
        """handlers with runs of independent lane-wise instructions fused (fusion.py); the
        plain run loop's table."""
        from .fusion import fuse
        return fuse(self.handlers)

    @cached_property
    def batched(self) -> tuple:
        """Per instruction, the fused handler's batch handler (fusion.py: runs it for all the
        waves of a workgroup at once, or returns None) or None; scheduler.run_lockstep."""
        return tuple(getattr(h, "batch", None) for h in self.fused)

    @cached_property
    def paused(self) -> tuple[Handler, ...]:
        """The fused table with each instruction that has a batch handler replaced by a pause
        (the lockstep loop's table: scheduler.run_lockstep)."""
        return tuple(h if b is None else _pause for h, b in zip(self.fused, self.batched))

    @cached_property
    def issue_costs(self) -> tuple[tuple[int, int], ...]:
        """Per instruction, (cycles before the wave's next issue, cycles the MFMA pipe stays
        busy): the 'late_lds' memory model's clock (timed.issue_costs)."""
        from .timed import issue_costs
        return issue_costs(self.instructions)

    @cached_property
    def access(self):
        """Per instruction, the registers and counter the poison memory model checks
        (counters.InstAccess); decoded on first use."""
        from .counters import decode_access
        return decode_access(self.instructions)


def decode_kernel(kernel: KernelCode, table: IsaTable | None = None) -> DecodedProgram:
    from . import (convert, fp64, memory, memory_more, mfma, salu, scratch, valu, valu_bits,  # noqa: F401  (register the families)
                   valu_lanes, valu_moves)

    table = table or load_table()
    index_of = {inst.address: i for i, inst in enumerate(kernel.instructions)}
    rsrc1 = kernel.descriptor.compute_pgm_rsrc1
    ctx = DecodeContext(kernel, index_of, FloatMode.from_bits(rsrc1 >> 12), dx10_clamp=bool((rsrc1 >> 21) & 1))
    follow = writes_float_mode(kernel)
    handlers: list[Handler] = []
    for inst in kernel.instructions:
        info = table.ops.get(inst.mnemonic)
        if info is None:
            handlers.append(_failing(EmulationError(
                f"unimplemented instruction {inst.mnemonic}: not in isa/gfx950.isa")))
            continue
        factory = SEMANTICS.get(info.semantics)
        if factory is None:
            handlers.append(_failing(EmulationError(
                f"unimplemented instruction {inst.mnemonic}: no emulator semantics "
                f"{info.semantics!r}")))
            continue
        if follow and info.unit in _FLOAT_UNITS:
            handlers.append(_mode_following(factory, inst, info, ctx))
            continue
        try:
            handlers.append(factory(inst, info, ctx))
        except EmulationError as exc:
            handlers.append(_failing(exc))
    handlers = [_scalar_undefined_travels(_vector_undefined_travels(h, inst, info), inst, info)
                if (info := table.ops.get(inst.mnemonic)) is not None else h
                for h, inst in zip(handlers, kernel.instructions)]
    if any(inst.mnemonic == "s_set_gpr_idx_on" for inst in kernel.instructions):
        handlers = [_gpr_indexed(SEMANTICS[info.semantics], inst, info, ctx, h)
                    if (info := table.ops.get(inst.mnemonic)) is not None and info.unit in ("valu", "valu_trans")
                    and info.semantics in SEMANTICS else h for h, inst in zip(handlers, kernel.instructions)]
    if any(inst.mnemonic == "s_setvskip" for inst in kernel.instructions):
        handlers = [_vskipped(h) if (info := table.ops.get(inst.mnemonic)) is not None
                    and info.unit in _VECTOR_UNITS else h for h, inst in zip(handlers, kernel.instructions)]
    return DecodedProgram(kernel, tuple(handlers), kernel.instructions)


