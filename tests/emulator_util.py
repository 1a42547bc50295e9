"""Helpers for the emulator tests: wrap hand-written gfx950 instructions in a kernel.

The kernel boilerplate comes from the emitter's own template (templates/kernel.s.j2), and the
code object from the real assembler (clang-22 / ld.lld-22), so the emulator always runs what
LLVM produced.
"""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from zyfagen.assemble import assemble
from zyfagen.emit import render_template
from zyfagen.emulator import load, run_kernel

LANES = 64


def make_kernel(body: list[str], args: list[tuple[str, str]], *, lds: int = 0, agprs: int = 0,
                workgroup_size: int = 64, name: str = "snippet", denorm_mode_32: int = 3,
                private_segment: int = 0, float_mode: int | None = None, dx10_clamp: bool = True) -> bytes:
    """args: (name, 'buffer' | 'u32' | 'f32'); pointers are loaded by `prologue(args)`.
    denorm_mode_32: the descriptor's FP32 denormal mode (3 keep, 0 flush).
    float_mode: all four descriptor float fields as MODE bits 7:0 (round32 | round16_64 << 2
    | denorm32 << 4 | denorm16_64 << 6); overrides denorm_mode_32.
    private_segment: bytes of scratch per lane (enables the private segment as clang does).
    dx10_clamp: the descriptor's MODE.DX10_CLAMP (the clamp modifier's NaN -> 0)."""
    offset, slots = 0, []
    for arg_name, kind in args:
        size = 8 if kind == "buffer" else 4
        offset = (offset + size - 1) // size * size
        slots.append(SimpleNamespace(name=arg_name, offset=offset, size=size,
                                     value_kind="global_buffer" if kind == "buffer" else "by_value",
                                     address_space="global" if kind == "buffer" else None,
                                     type_name=None))
        offset += size
    kernel = SimpleNamespace(name=name, lds_bytes=lds, kernarg_size=max(offset, 8),
                             workgroup_size=workgroup_size, args=slots)
    usage = SimpleNamespace(next_free_vgpr=128 + agprs, accum_offset=128, agprs=agprs)
    text = render_template("kernel.s.j2", version="test", source="tests/emulator_util.py",
                           summary="emulator test snippet", arch="gfx950", kernel=kernel,
                           blocks=[SimpleNamespace(label=".Lentry", lines=body)], wg=(1, 1, 0),
                           usage=usage, next_free_sgpr=96)
    if float_mode is not None:
        fields = zip(("round_mode_32", "round_mode_16_64", "denorm_mode_32", "denorm_mode_16_64"),
                     (float_mode & 3, float_mode >> 2 & 3, float_mode >> 4 & 3, float_mode >> 6 & 3))
        text = text.replace("\t\t.amdhsa_float_denorm_mode_32 3\n\t\t.amdhsa_float_denorm_mode_16_64 3\n",
                            "".join(f"\t\t.amdhsa_float_{k} {v}\n" for k, v in fields))
    elif denorm_mode_32 != 3:
        text = text.replace(".amdhsa_float_denorm_mode_32 3", f".amdhsa_float_denorm_mode_32 {denorm_mode_32}")
    if not dx10_clamp:
        text = text.replace(".amdhsa_dx10_clamp 1", ".amdhsa_dx10_clamp 0")
    if private_segment:
        text = text.replace(".amdhsa_private_segment_fixed_size 0",
                            f".amdhsa_private_segment_fixed_size {private_segment}\n"
                            "\t\t.amdhsa_enable_private_segment 1")
    return assemble(text, source_name=f"{name}.s")


def compile_llvm_ir(ir: str) -> str:
    """gfx950 assembly for LLVM IR text, from clang-22 -O2 (LLVM as an independent author)."""
    import subprocess
    import tempfile
    from pathlib import Path
    from zyfagen.toolchain import find_toolchain
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "kernel.ll"
        path.write_text(ir)
        return subprocess.run([str(find_toolchain().clang), "-target", "amdgcn-amd-amdhsa",
                               "-mcpu=gfx950", "-nogpulib", "-O2", "-S", str(path), "-o", "-"],
                              capture_output=True, text=True, check=True).stdout


def prologue(args: list[tuple[str, str]]) -> list[str]:
    """Load every argument: buffer i's pointer into s[4+2i:5+2i], values likewise (one dword);
    v100 = lane * 4 (a per-lane byte offset)."""
    lines, offset = [], 0
    for i, (_, kind) in enumerate(args):
        size = 8 if kind == "buffer" else 4
        offset = (offset + size - 1) // size * size
        if kind == "buffer":
            lines.append(f"s_load_dwordx2 s[{4 + 2 * i}:{5 + 2 * i}], s[0:1], 0x{offset:x}")
        else:
            lines.append(f"s_load_dword s{4 + 2 * i}, s[0:1], 0x{offset:x}")
        offset += size
    lines += ["s_waitcnt lgkmcnt(0)", "v_lshlrev_b32 v100, 2, v0"]
    return lines


def lanes_kernel(ops: list[str], *, inputs: int = 3, setup: list[str] | None = None) -> bytes:
    """A kernel with buffers x, y, z (one uint32 per lane, loaded into v1, v2, v3) and out:
    op i computes v10 (v10 starts as v3 for read-modify-write ops) and lands in out[i]."""
    args = [("x", "buffer"), ("y", "buffer"), ("z", "buffer"), ("out", "buffer")]
    body = prologue(args)
    for i in range(inputs):
        body.append(f"global_load_dword v{1 + i}, v100, s[{4 + 2 * i}:{5 + 2 * i}]")
    body.append("s_waitcnt vmcnt(0)")
    body += setup or []
    for i, op in enumerate(ops):
        body += ["v_mov_b32 v10, v3", op,
                 f"s_add_u32 s20, s10, {i * 256}", "s_addc_u32 s21, s11, 0",
                 "global_store_dword v100, v10, s[20:21]"]
    body.append("s_endpgm")
    return make_kernel(body, args)


def run_lanes(code: bytes, nops: int, x, y=None, z=None) -> np.ndarray:
    """Run a lanes_kernel; returns out as uint32 (nops, 64)."""
    def u32(a):
        a = np.zeros(LANES, np.uint32) if a is None else np.asarray(a)
        return np.ascontiguousarray(a).reshape(LANES).view(np.uint32) if a.dtype.itemsize == 4 \
            else a.astype(np.uint32)
    out = np.zeros((nops, LANES), np.uint32)
    prog = load(code)
    res = run_kernel(prog, {"x": u32(x), "y": u32(y), "z": u32(z), "out": out}, grid=(1, 1, 1))
    return res["out"]


def launch_from_kernarg(code_object: bytes, symbol: str, kernarg: bytes, memory: dict, grid, block: int) -> dict:
    """Run a kernel in the emulator with its arguments decoded from the kernarg bytes alone, as
    a fake HIP module launches: buffers are read from `memory` (device address -> bytearray) at
    the addresses the kernarg holds. Returns {device address: the buffer's bytes after the run}."""
    import struct

    from zyfagen import emulator
    from zyfagen.codeobj import read_code_object

    prog = emulator.load(code_object, symbol)
    meta = read_code_object(code_object).kernel(symbol).metadata
    args, where = {}, {}
    for a in meta[".args"]:
        off, size = a[".offset"], a[".size"]
        if a[".value_kind"] == "global_buffer":
            addr = struct.unpack_from("<Q", kernarg, off)[0]
            args[a[".name"]] = np.frombuffer(bytes(memory[addr]), np.uint8).copy()
            where[a[".name"]] = addr
        else:
            args[a[".name"]] = np.frombuffer(kernarg, "<u4" if size == 4 else "<u8", 1, off)[0]
    res = emulator.launch(prog, args, grid=grid, block=(block, 1, 1))
    return {addr: (name, res.buffers[name].tobytes()) for name, addr in where.items()}
