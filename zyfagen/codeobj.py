"""Code-object reader: the one parser from a gfx950 code object to instruction records.

The emulator, the cycle model and the hazard checker all read code objects through this
module, so they work on any gfx950 code object (Triton's included) and never on our IR.
Disassembly comes from llvm-objdump, metadata from the NT_AMDGPU_METADATA note (read in-process
with pyelftools and msgpack), and the kernel descriptor from the `NAME.kd` symbol (via pyelftools).
"""
from __future__ import annotations

import io
import re
import struct
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from elftools.common.exceptions import ELFError
from elftools.elf.elffile import ELFFile

from .classify import classify
from .errors import UserError
from .toolchain import find_toolchain

# ---- operands -----------------------------------------------------------------

_REG_RANGE = re.compile(r"^(?P<kind>v|a|s|ttmp)\[(?P<lo>\d+):(?P<hi>\d+)\]$")
_REG_ONE = re.compile(r"^(?P<kind>v|a|s|ttmp)(?P<idx>\d+)$")
_SPECIAL = {
    "vcc": ("vcc", 2), "vcc_lo": ("vcc_lo", 1), "vcc_hi": ("vcc_hi", 1),
    "exec": ("exec", 2), "exec_lo": ("exec_lo", 1), "exec_hi": ("exec_hi", 1),
    "m0": ("m0", 1), "scc": ("scc", 1), "src_scc": ("scc", 1),
    "flat_scratch": ("flat_scratch", 2), "xnack_mask": ("xnack_mask", 2),
    "src_lds_direct": ("lds_direct", 1), "src_vccz": ("vccz", 1), "src_execz": ("execz", 1),
    "src_shared_base": ("shared_base", 1), "src_private_base": ("private_base", 1),
}


@dataclass(frozen=True)
class Operand:
    """One operand of a decoded instruction.

    kind: 'v', 'a', 's', 'ttmp' (register ranges, `index` and `width` set), a special
    register name ('vcc', 'exec', 'm0', 'scc', ...), 'imm' (integer, `value` set),
    'fimm' (floating inline constant, `value` set), 'off', or 'label'.
    """

    text: str
    kind: str
    index: int = 0
    width: int = 1
    value: float | int | None = None
    neg: bool = False
    abs: bool = False

    @property
    def is_reg(self) -> bool:
        return self.kind in ("v", "a", "s", "ttmp")


def parse_operand(text: str) -> Operand:
    raw = text
    neg = absolute = False
    t = text.strip()
    if t.startswith("neg(") and t.endswith(")"):
        neg, t = True, t[4:-1]
    if t.startswith("-") and not re.match(r"^-(\d|0x)", t):
        neg, t = True, t[1:]
    if t.startswith("|") and t.endswith("|"):
        absolute, t = True, t[1:-1]
    if t.startswith("abs(") and t.endswith(")"):
        absolute, t = True, t[4:-1]
    if t.startswith("-") and not re.match(r"^-(\d|0x)", t):
        neg, t = True, t[1:]
    m = _REG_RANGE.match(t)
    if m:
        lo, hi = int(m["lo"]), int(m["hi"])
        return Operand(raw, m["kind"], lo, hi - lo + 1, neg=neg, abs=absolute)
    m = _REG_ONE.match(t)
    if m:
        return Operand(raw, m["kind"], int(m["idx"]), 1, neg=neg, abs=absolute)
    if t in _SPECIAL:
        name, width = _SPECIAL[t]
        return Operand(raw, name, 0, width, neg=neg, abs=absolute)
    if t == "off":
        return Operand(raw, "off")
    if re.match(r"^-?0x[0-9a-fA-F]+$", t):
        return Operand(raw, "imm", value=int(t, 16), neg=neg, abs=absolute)
    if re.match(r"^-?\d+$", t):
        return Operand(raw, "imm", value=int(t), neg=neg, abs=absolute)
    if re.match(r"^-?\d+\.\d*(e[-+]?\d+)?$", t):
        return Operand(raw, "fimm", value=float(t), neg=neg, abs=absolute)
    if t.startswith("lit(") and t.endswith(")"):
        inner = parse_operand(t[4:-1])
        return Operand(raw, inner.kind, value=inner.value, neg=neg, abs=absolute)
    return Operand(raw, "label", value=None)


# ---- instructions -------------------------------------------------------------

_ENCODING_SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")


@dataclass(frozen=True)
class DecodedInst:
    """One instruction of a code object, as the disassembler printed it."""

    address: int  # byte offset from the start of the kernel's code
    mnemonic: str  # without an encoding suffix
    encoding: str  # '', 'e32', 'e64', 'sdwa' or 'dpp'
    operands: tuple[Operand, ...]
    modifiers: tuple[tuple[str, str], ...]  # ('offset', '16'), ('op_sel', '[0,0,1]'), ('offen', '')
    words: tuple[int, ...]
    text: str
    branch_target: int | None = None  # kernel-relative byte address of a branch target

    @property
    def size(self) -> int:
        return 4 * len(self.words)

    def modifier(self, name: str, default: str | None = None) -> str | None:
        for key, value in self.modifiers:
            if key == name:
                return value
        return default


def _split_depth0(s: str, sep: str) -> list[str]:
    """`s` split at each `sep` outside [] and (): the pieces as they stand, empty ones kept."""
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def _split_top(s: str) -> list[str]:
    """Operands at top-level commas, stripped (a trailing empty one dropped)."""
    parts = [p.strip() for p in _split_depth0(s, ",")]
    return parts if parts[-1] else parts[:-1]


def _split_modifiers(last: str) -> tuple[str, list[str]]:
    # "a[0:15] cbsz:1 blgp:2" -> ("a[0:15]", ["cbsz:1", "blgp:2"]); spaces inside [] kept
    tokens = [t for t in _split_depth0(last, " ") if t]
    return (tokens[0] if tokens else ""), tokens[1:]


def parse_asm_line(text: str, address: int = 0, words: tuple[int, ...] = ()) -> DecodedInst:
    """Parse one instruction in LLVM's AMDGPU assembly syntax."""
    text = text.strip()
    head, _, rest = text.partition(" ")
    full = head
    encoding = ""
    for suffix in _ENCODING_SUFFIXES:
        if head.endswith(suffix):
            head, encoding = head[: -len(suffix)], suffix[1:]
            break
    rest = rest.strip()
    operands: list[Operand] = []
    modifiers: list[tuple[str, str]] = []
    if full == "s_waitcnt" or full.startswith("s_waitcnt_"):
        for tok in rest.replace("&", " ").split():
            m = re.match(r"(\w+)\((\d+)\)", tok)
            if m:
                modifiers.append((m[1], m[2]))
            elif tok:
                operands.append(parse_operand(tok))
    elif rest:
        fields = _split_top(rest)
        last, mods = _split_modifiers(fields[-1])
        fields[-1] = last
        if fields[-1] == "" or (":" in fields[-1] and "[" not in fields[-1].split(":")[0] and not fields[-1].startswith(("v[", "s[", "a[", "ttmp["))):
            # an instruction with only modifiers
            if fields[-1]:
                mods = [fields[-1]] + mods
            fields = fields[:-1]
        operands = [parse_operand(f) for f in fields if f]
        for tok in mods:
            key, sep, value = tok.partition(":")
            modifiers.append((key, value if sep else ""))
    return DecodedInst(address, head, encoding, tuple(operands), tuple(modifiers), tuple(words), text)


def waitcnt_counts(inst: DecodedInst) -> tuple[int | None, int | None]:
    """(vmcnt, lgkmcnt) of an s_waitcnt, from its `vmcnt(N) lgkmcnt(M)` text or, when the
    disassembler printed a raw SIMM16, from the gfx9 encoding (vmcnt bits 3:0 and 15:14,
    lgkmcnt bits 11:8). A counter the text does not name is None."""
    vm, lgkm = inst.modifier("vmcnt"), inst.modifier("lgkmcnt")
    if vm is None and lgkm is None and inst.operands and inst.operands[0].kind == "imm":
        raw = int(inst.operands[0].value)
        return (raw & 0xF) | ((raw >> 14) & 3) << 4, (raw >> 8) & 0xF
    return (None if vm is None else int(vm, 0)), (None if lgkm is None else int(lgkm, 0))


# ---- kernel descriptor ----------------------------------------------------------


@dataclass(frozen=True)
class KernelDescriptor:
    """The 64-byte kernel descriptor (AMDGPUUsage, 'Kernel Descriptor')."""

    group_segment_fixed_size: int
    private_segment_fixed_size: int
    kernarg_size: int
    kernel_code_entry_byte_offset: int
    compute_pgm_rsrc3: int
    compute_pgm_rsrc1: int
    compute_pgm_rsrc2: int
    kernel_code_properties: int
    kernarg_preload: int

    @classmethod
    def from_bytes(cls, raw: bytes) -> "KernelDescriptor":
        group, private, kernarg = struct.unpack_from("<III", raw, 0)
        (entry,) = struct.unpack_from("<q", raw, 16)
        rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", raw, 44)
        props, preload = struct.unpack_from("<HH", raw, 56)
        return cls(group, private, kernarg, entry, rsrc3, rsrc1, rsrc2, props, preload)

    @property
    def user_sgpr_count(self) -> int:
        return (self.compute_pgm_rsrc2 >> 1) & 0x1F

    @property
    def workgroup_id_enabled(self) -> tuple[bool, bool, bool]:
        r = self.compute_pgm_rsrc2
        return bool(r >> 7 & 1), bool(r >> 8 & 1), bool(r >> 9 & 1)

    @property
    def workitem_id_components(self) -> int:
        return ((self.compute_pgm_rsrc2 >> 11) & 3) + 1

    @property
    def accum_offset(self) -> int:
        return ((self.compute_pgm_rsrc3 & 0x3F) + 1) * 4

    @property
    def user_sgprs(self) -> tuple[str, ...]:
        """Names of the enabled user SGPR inputs in hardware order, one entry per SGPR."""
        p = self.kernel_code_properties
        order = [(0, "private_segment_buffer", 4), (1, "dispatch_ptr", 2), (2, "queue_ptr", 2),
                 (3, "kernarg_segment_ptr", 2), (4, "dispatch_id", 2), (5, "flat_scratch_init", 2),
                 (6, "private_segment_size", 1)]
        names: list[str] = []
        for bit, name, width in order:
            if p >> bit & 1:
                names.extend([name] * width)
        return tuple(names)

    @property
    def kernarg_preload_dwords(self) -> int:
        return self.kernarg_preload & 0x7F

    @property
    def kernarg_preload_offset_dwords(self) -> int:
        return self.kernarg_preload >> 7


# ---- code object ----------------------------------------------------------------


@dataclass(frozen=True)
class KernelCode:
    name: str
    instructions: tuple[DecodedInst, ...]
    metadata: dict[str, Any]
    descriptor: KernelDescriptor
    code: bytes = field(repr=False)

    def at(self, address: int) -> int:
        """Index of the instruction at a kernel-relative byte address."""
        return self._index()[address]

    def _index(self) -> dict[int, int]:
        cache = self.__dict__.get("_addr_index")
        if cache is None:
            cache = {inst.address: i for i, inst in enumerate(self.instructions)}
            object.__setattr__(self, "_addr_index", cache)
        return cache


@dataclass(frozen=True)
class CodeObject:
    path: str
    target: str
    kernels: dict[str, KernelCode]

    def kernel(self, name: str | None = None) -> KernelCode:
        if name is None:
            if len(self.kernels) != 1:
                raise UserError(f"{self.path}: holds {len(self.kernels)} kernels "
                                f"({', '.join(self.kernels)}); name one")
            return next(iter(self.kernels.values()))
        if name not in self.kernels:
            raise UserError(f"{self.path}: no kernel {name!r}; it holds {', '.join(self.kernels)}")
        return self.kernels[name]


_DIS_LINE = re.compile(r"^\s+(?P<text>\S.*?)\s*//\s*(?P<addr>[0-9A-Fa-f]+):(?P<words>(?:\s+[0-9A-Fa-f]{8})+)")


def disassemble(data: bytes) -> list[tuple[int, DecodedInst]]:
    """Disassemble a code object's text: (absolute address, instruction) in address order.

    Symbols objdump prints between instructions are ignored here: hand-written kernels (AITER's)
    carry local `label_*` symbols inside one function, so which instructions form a kernel is
    decided from the function symbols and kernel descriptors (`_function_ranges`), not from
    objdump's symbol lines. Instruction addresses are absolute until a kernel rebases them.
    """
    tools = find_toolchain()
    with tempfile.NamedTemporaryFile(suffix=".hsaco") as tmp:
        tmp.write(data)
        tmp.flush()
        run = subprocess.run([str(tools.llvm_objdump), "-d", "--mcpu=gfx950", tmp.name],
                             capture_output=True, text=True)
    if run.returncode != 0:
        raise UserError(f"llvm-objdump failed: {run.stderr.strip()}")
    out: list[tuple[int, DecodedInst]] = []
    for line in run.stdout.splitlines():
        m = _DIS_LINE.match(line)
        if not m:
            continue
        address = int(m["addr"], 16)
        words = tuple(int(w, 16) for w in m["words"].split())
        text = m["text"]
        if text.startswith("<unknown>") or text.startswith(".long"):
            raise UserError(f"llvm-objdump could not decode the word at 0x{address:x}: {text}")
        out.append((address, parse_asm_line(text, address, words)))
    return out


def _rebase(inst: DecodedInst, base: int) -> DecodedInst:
    """The instruction with its address (and branch target) relative to a kernel entry."""
    address = inst.address - base
    target = None
    if classify(inst.mnemonic).pc_relative:
        simm16 = inst.words[0] & 0xFFFF
        simm16 = simm16 - 0x10000 if simm16 & 0x8000 else simm16
        target = address + 4 + 4 * simm16
    return DecodedInst(address, inst.mnemonic, inst.encoding, inst.operands, inst.modifiers,
                       inst.words, inst.text, target)


# the AMDGPU metadata note (AMDGPUUsage, "Code Object V3 Metadata" and later): owner "AMDGPU",
# type NT_AMDGPU_METADATA = 32, its description one MessagePack map
NT_AMDGPU_METADATA = 32


def read_metadata(data: bytes) -> dict[str, Any]:
    """The NT_AMDGPU_METADATA note as a Python value, read in this process (pyelftools finds the
    note, msgpack decodes it: no llvm-readelf process; tests/emulator/test_metadata_note.py checks
    it against llvm-readelf --notes on every code object of the corpus)."""
    import msgpack

    try:
        elf = ELFFile(io.BytesIO(data))
        for sec in elf.iter_sections():
            if sec["sh_type"] != "SHT_NOTE":
                continue
            for note in sec.iter_notes():
                if note["n_name"] == "AMDGPU" and note["n_type"] in (NT_AMDGPU_METADATA, "NT_AMDGPU_METADATA"):
                    desc = note["n_desc"]
                    desc = desc if isinstance(desc, bytes) else str(desc).encode("latin-1")
                    return msgpack.unpackb(desc, raw=False, strict_map_key=False)
    except Exception as exc:  # pyelftools and msgpack on a damaged file raise many types
        raise UserError(f"damaged AMDGPU metadata note ({type(exc).__name__}: {str(exc)[:80]})") from None
    raise UserError("code object has no AMDGPU metadata note")


@dataclass(frozen=True)
class _Function:
    start: int  # virtual address of the first instruction
    end: int  # one past the last byte (from st_size, else the next function or section end)
    file_offset: int


def _functions(data: bytes) -> tuple[dict[str, KernelDescriptor], dict[str, _Function]]:
    """Kernel descriptors by kernel name, and the code range of every kernel and function.

    A kernel's code starts at its descriptor's address plus kernel_code_entry_byte_offset
    (AMDGPUUsage, "Kernel Descriptor"); a function symbol with st_size 0 (AITER's hand-written
    kernels) runs to the next function entry or the end of its section. Local NOTYPE labels
    never start a function.
    """
    try:
        elf = ELFFile(io.BytesIO(data))
        symtab = elf.get_section_by_name(".symtab") or elf.get_section_by_name(".dynsym")
        if symtab is None:
            raise UserError("code object has no symbol table")
        descs: dict[str, KernelDescriptor] = {}
        entries: dict[str, tuple[int, int, int]] = {}  # name -> (start, size, section index)
        for sym in symtab.iter_symbols():
            value, size, shndx = sym["st_value"], sym["st_size"], sym["st_shndx"]
            if not isinstance(shndx, int):
                continue
            sec = elf.get_section(shndx)
            offset = value - sec["sh_addr"] + sec["sh_offset"]
            if sym.name.endswith(".kd") and size == 64:
                desc = KernelDescriptor.from_bytes(data[offset:offset + 64])
                descs[sym.name[:-3]] = desc
                entries.setdefault(sym.name[:-3], (value + desc.kernel_code_entry_byte_offset, 0, -1))
            elif sym["st_info"]["type"] == "STT_FUNC":
                entries[sym.name] = (value, size, shndx)
        sections = [(s["sh_addr"], s["sh_addr"] + s["sh_size"], s["sh_offset"])
                    for s in elf.iter_sections() if s["sh_flags"] & 0x4]  # SHF_EXECINSTR
    except UserError:
        raise
    except Exception as exc:  # pyelftools on a damaged ELF raises many types
        raise UserError(f"not a readable ELF code object ({type(exc).__name__}: {exc})") from None
    starts = sorted({start for start, _, _ in entries.values()})
    funcs: dict[str, _Function] = {}
    for name, (start, size, _) in entries.items():
        sec = next((s for s in sections if s[0] <= start < s[1]), None)
        if sec is None:
            continue
        if size:
            end = start + size
        else:
            later = [a for a in starts if a > start]
            end = min([sec[1]] + later)
        funcs[name] = _Function(start, end, start - sec[0] + sec[2])
    return descs, funcs


# ELF e_machine and e_flags of an AMDGPU code object (LLVM llvm/include/llvm/BinaryFormat/ELF.h:
# EM_AMDGPU = 224, EF_AMDGPU_MACH = 0x0ff, EF_AMDGPU_MACH_AMDGCN_GFX950 = 0x04f; 0x04c and 0x03f,
# gfx942 and gfx90a, checked by assembling a kernel for each with clang-22)
_EM_AMDGPU = 224
_MACH_NAMES = {0x04F: "gfx950", 0x04C: "gfx942", 0x03F: "gfx90a", 0x040: "gfx940", 0x04B: "gfx941",
               0x030: "gfx908", 0x02F: "gfx906", 0x02C: "gfx900"}


def _check_gfx950(data: bytes, label: str) -> None:
    """Everything here (decoder, emulator, cycle and hazard models) is gfx950's: refuse others."""
    if len(data) < 52 or data[4] != 2:
        raise UserError(f"{label}: not a 64-bit ELF code object")
    machine, = struct.unpack_from("<H", data, 18)
    flags, = struct.unpack_from("<I", data, 48)
    if machine != _EM_AMDGPU:
        raise UserError(f"{label}: not an AMDGPU code object (ELF machine {machine}); allowed: gfx950")
    mach = flags & 0x0FF
    if mach != 0x04F:
        raise UserError(f"{label}: code object is for {_MACH_NAMES.get(mach, f'AMDGPU mach 0x{mach:03x}')}; "
                        "allowed: gfx950 (zyfagen decodes, emulates and models only gfx950)")


def read_code_object(path_or_bytes: str | Path | bytes) -> CodeObject:
    """Read a linked gfx950 code object: every kernel's instructions, metadata and descriptor."""
    if isinstance(path_or_bytes, bytes):
        data, label = path_or_bytes, "<bytes>"
    else:
        from .inputs import read_binary_file

        label = str(path_or_bytes)
        data = read_binary_file(Path(path_or_bytes), "code object")  # a regular file, bounded
    if data[:4] != b"\x7fELF":
        raise UserError(f"{label}: not an ELF code object")
    _check_gfx950(data, label)
    try:
        return _read_checked(data, label)
    except UserError as exc:  # an LLVM tool refused the file: name the user's file, not our copy
        if str(exc).startswith(label):
            raise
        why = re.sub(r"'?[^\s']*\.hsaco'?:? ?", "", str(exc))[:160]
        raise UserError(f"{label}: damaged code object: {why}") from None
    except (ELFError, struct.error, KeyError, IndexError, TypeError, ValueError,
            AttributeError, OSError) as exc:  # a truncated or corrupted file, not a bug here
        raise UserError(f"{label}: damaged code object ({type(exc).__name__}: {str(exc)[:80]})") from None


def check_descriptor(desc: KernelDescriptor, where: str) -> None:
    """A kernel descriptor's fields within gfx950's limits (isa/gfx950.isa facts), so no
    consumer meets a 4 GiB LDS allocation or SGPR indices past the file (AMDGPUUsage, "Kernel
    Descriptor": user SGPRs, kernarg preload, then the enabled system SGPRs)."""
    from .isa import load_table

    facts = load_table().facts
    lds = int(facts["lds_bytes_per_cu"].value)
    sgprs = int(facts["sgprs"].value)
    private = int(facts["max_private_bytes_per_lane"].value)
    if desc.private_segment_fixed_size > private:
        raise UserError(f"{where}: kernel descriptor: private_segment_fixed_size {desc.private_segment_fixed_size} "
                        f"bytes of scratch per lane; allowed: at most {private} (max_private_bytes_per_lane)")
    if desc.group_segment_fixed_size > lds:
        raise UserError(f"{where}: kernel descriptor: group_segment_fixed_size {desc.group_segment_fixed_size} "
                        f"bytes of LDS; allowed: at most {lds} (lds_bytes_per_cu)")
    system = sum(desc.workgroup_id_enabled) + (desc.compute_pgm_rsrc2 >> 10 & 1) + (desc.compute_pgm_rsrc2 & 1)
    user = max(desc.user_sgpr_count, len(desc.user_sgprs) + desc.kernarg_preload_dwords)
    if user + system > sgprs:
        raise UserError(f"{where}: kernel descriptor: {user} user and {system} system SGPRs; allowed: "
                        f"at most {sgprs} together (sgprs)")
    preload_end = (desc.kernarg_preload_offset_dwords + desc.kernarg_preload_dwords) * 4
    if desc.kernarg_preload_dwords and preload_end > desc.kernarg_size:
        raise UserError(f"{where}: kernel descriptor: kernarg preload of {desc.kernarg_preload_dwords} dwords "
                        f"at dword {desc.kernarg_preload_offset_dwords} ends past the {desc.kernarg_size}-byte "
                        f"kernarg segment")


def _read_checked(data: bytes, label: str) -> CodeObject:
    metadata = read_metadata(data)
    if not isinstance(metadata, dict) or not isinstance(metadata.get("amdhsa.kernels", []), list):
        raise UserError(f"{label}: damaged code object (its metadata note is not a kernel list)")
    descs, funcs = _functions(data)
    for name, desc in descs.items():
        check_descriptor(desc, f"{label}: kernel {name}")
    listing = disassemble(data)
    kernels: dict[str, KernelCode] = {}
    for entry in metadata.get("amdhsa.kernels", []):
        name = entry[".name"]
        func = funcs.get(name)
        if func is None or name not in descs:
            raise UserError(f"{label}: kernel {name} has no code or no descriptor")
        insts = tuple(_rebase(inst, func.start) for address, inst in listing
                      if func.start <= address < func.end)
        size = func.end - func.start
        kernels[name] = KernelCode(name, insts, entry, descs[name],
                                   data[func.file_offset:func.file_offset + size])
    return CodeObject(label, metadata.get("amdhsa.target", ""), kernels)
