"""Scratch (private segment) memory: the register spills LLVM emits for gfx950.

Model. gfx950 has architected flat scratch (AMDGPUUsage, "Flat Scratch"; clang-22 emits
`.amdhsa_enable_private_segment 1` and no flat_scratch_init SGPRs for a kernel that spills):
the hardware points FLAT_SCRATCH at the wave's slice of the scratch ring, and a `scratch_*`
instruction addresses the *private* address space, where every lane sees its own private
segment starting at address 0 (the hardware swizzles lanes' dwords; the program never sees
that). So each wave holds a private memory of `private_segment_fixed_size` bytes (kernel
descriptor bytes 4-7) per lane, created at the wave's first scratch access and kept as
(dwords, lanes): every access is dword-sized and aligned, so an LLVM spill (addresses `off`,
the same offset in every lane) is one row copy; the address of a lane is vaddr (one VGPR, or
`off`) + saddr (one SGPR, or `off`) + the instruction's offset.

Checks (each an EmulationError naming the lanes; the scheduler adds instruction, address and
wave): the descriptor must enable the private segment (COMPUTE_PGM_RSRC2 bit 0,
ENABLE_PRIVATE_SEGMENT) with a non-zero fixed size; every active lane's access must lie inside
its private segment and be 4-byte aligned; address registers must have been written.
Widths: dword, dwordx2, dwordx3, dwordx4 (Triton spills v[8:11] with scratch_store_dwordx4).
A scratch access with no active lane does nothing (a load still goes through `deliver` so a
counter model sees its event). Dynamic stacks (is_dynamic_callstack) are not modelled.

Definedness: a spill and its reload are a copy, so they carry definedness like v_mov_b32
(valu.py): storing a never-written register lane is allowed and marks those bytes
never-written; reloading them leaves the destination lanes never-written, and only a later
use that matters reports it. Reading scratch bytes no store ever wrote does the same.
"""
from __future__ import annotations

import re

import numpy as np

from ..codeobj import DecodedInst
from .errors import EmulationError
from .memory import deliver, deliver_defined, deliver_registers
from .operands import sgpr_index, vgpr_row
from .semantics import modifier_int, reject_modifiers, semantics
from .state import LANE_IDS, LANES, Wave

U32 = np.uint32

_SIZES = {"dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16}


def _private(w: Wave, words: int) -> tuple[np.ndarray, np.ndarray]:
    """The wave's private memory as (words, LANES) dwords, row i holding every lane's bytes
    4i..4i+3 (accesses are dword-sized and 4-byte aligned: a spill slot is one row), and its
    written-dwords mask."""
    if w.scratch is None:
        w.scratch = np.zeros((words, LANES), U32)
        w.scratch_written = np.zeros((words, LANES), bool)
    return w.scratch, w.scratch_written


@semantics(*(f"scratch_{op}_{kind}" for op in ("load", "store") for kind in _SIZES))
def _scratch_factory(inst: DecodedInst, info, ctx):
    m = re.match(r"scratch_(load|store)_(\w+)$", inst.mnemonic)
    op, size = m[1], _SIZES[m[2]]
    ndw = size // 4
    reject_modifiers(inst, ("offset", "sc0", "sc1", "nt"))
    offset = modifier_int(inst, "offset")
    if op == "load":
        data_row, vaddr_op, saddr_op = vgpr_row(inst.operands[0]), inst.operands[1], inst.operands[2]
    else:
        vaddr_op, data_row, saddr_op = inst.operands[0], vgpr_row(inst.operands[1]), inst.operands[2]
    vrow = None if vaddr_op.kind == "off" else vgpr_row(vaddr_op)
    sidx = None if saddr_op.kind == "off" else sgpr_index(saddr_op)
    if data_row is None or (vaddr_op.kind != "off" and vrow is None) \
            or (saddr_op.kind != "off" and sidx is None):
        raise EmulationError(f"operands of {inst.mnemonic} are not modelled")
    desc = ctx.kernel.descriptor if ctx.kernel is not None else None
    segment = desc.private_segment_fixed_size if desc is not None else 0
    enabled = desc is not None and bool(desc.compute_pgm_rsrc2 & 1)

    def addresses(w: Wave, mask: np.ndarray, lanes: np.ndarray) -> np.ndarray:
        """Private byte address of each active lane, checked against the segment."""
        if not enabled or segment == 0:
            raise EmulationError(
                f"scratch access but the kernel descriptor has no private segment "
                f"(enable_private_segment {int(enabled)}, private_segment_fixed_size {segment})",
                lanes)
        addr = np.full(lanes.size, offset, np.int64)
        if vrow is not None:
            w.check_v(vrow, mask)
            addr += w.v[vrow, mask].astype(np.int64)
        if sidx is not None:
            addr += w.read_s(sidx)
        bad = (addr < 0) | (addr + size > segment)
        if bad.any():
            raise EmulationError(f"scratch {op} of {size} bytes at private address "
                                 f"0x{int(addr[bad][0]) & 0xFFFFFFFFFFFFFFFF:x} outside the "
                                 f"{segment}-byte private segment of each lane", lanes[bad])
        bad = (addr & 3) != 0
        if bad.any():
            raise EmulationError(f"unaligned scratch {op} of {size} bytes at private address "
                                 f"0x{int(addr[bad][0]):x} (needs 4-byte alignment)", lanes[bad])
        return addr

    words = -(-segment // 4)
    # `off` address registers (LLVM's spills): every lane's address is the offset, checked
    # here once; a slot then is one row of the private memory (rows o.. o + ndw - 1)
    static = vrow is None and sidx is None and enabled and 0 <= offset and \
        offset + size <= segment and offset % 4 == 0
    o = offset // 4
    dwords = np.arange(ndw)[:, None]

    if op == "load":
        def run_load(w: Wave):
            if static and w.exec_all:
                mem, written = _private(w, words)
                if written[o:o + ndw].all():
                    return deliver_registers(w, data_row, mem[o:o + ndw].copy(), "vmcnt")
            mask = w.exec_mask
            lanes = LANE_IDS[mask]
            if lanes.size == 0:
                return deliver(w, data_row, np.zeros((0, ndw), U32), mask, "vmcnt")
            addr = addresses(w, mask, lanes)
            mem, written = _private(w, words)
            idx = (addr >> 2)[None, :] + dwords  # (ndw, lanes)
            # lanes reloading never-written bytes: their copy stays so
            deliver_defined(w, data_row, np.ascontiguousarray(mem[idx, lanes].T),
                            ~written[idx, lanes].T, mask, "vmcnt")
        return run_load

    def run_store(w: Wave):
        rows = slice(data_row, data_row + ndw)
        if static and w.exec_all:
            mem, written = _private(w, words)
            mem[o:o + ndw] = w.v[rows]
            written[o:o + ndw] = w.vw[rows]
            return
        mask = w.exec_mask
        lanes = LANE_IDS[mask]
        if lanes.size == 0:
            return
        addr = addresses(w, mask, lanes)
        mem, written = _private(w, words)
        idx = (addr >> 2)[None, :] + dwords
        mem[idx, lanes] = w.v[rows, mask]
        written[idx, lanes] = w.vw[rows, mask]
    return run_store
