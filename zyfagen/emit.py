"""Emitter: an allocated kernel -> `.s` text, through templates/kernel.s.j2.

The emitter returns text only; it refuses any instruction the ISA table lacks, and any
operand still virtual (allocation must have run).
"""
from __future__ import annotations

import functools

import jinja2

from .version import __version__
from .errors import EmitError
from .ir import Inst, Kernel, LabelRef, RegSlice, VReg, check_inst
from .classify import classify
from .isa import IsaTable, load_table
from .regalloc import RegisterUsage
from .resources import data_dir


@functools.lru_cache(maxsize=None)
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(data_dir("templates"))),
        undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True,
        keep_trailing_newline=True, autoescape=False)


def render_template(name: str, **context) -> str:
    return _environment().get_template(name).render(**context)


def format_inst(inst: Inst, table: IsaTable) -> str:
    check_inst(table, inst)
    for o in inst.operands:
        if isinstance(o, (VReg, RegSlice)):
            raise EmitError(f"{inst.op}: operand {o} is still virtual; run register allocation first")
    text = inst.op
    if inst.operands:
        text += " " + ", ".join(str(o) for o in inst.operands)
    if inst.modifiers:
        text += " " + " ".join(inst.modifiers)
    if inst.comment:
        text = f"{text:<60} // {comment_text(inst.comment)}"
    return text


def comment_text(text: str) -> str:
    """`text` safe inside a one-line `//` comment of the .s file: a newline (or any other
    control character, or a backslash) would end the comment and let the rest reach the
    assembler as code, so each is written as a Python-style escape."""
    return "".join(c if c.isprintable() and c != "\\" else c.encode("unicode_escape").decode("ascii")
                   for c in text)


def block_label(kernel: Kernel, label: str) -> str:
    return f".L{kernel.name}_{label}"


def emit_kernel(kernel: Kernel, usage: RegisterUsage, *, source: str, summary: str = "",
                arch: str = "gfx950", table: IsaTable | None = None) -> str:
    """Render `.s` text for an allocated kernel."""
    table = table or load_table()
    from .spec import NAME_RE

    if not NAME_RE.fullmatch(kernel.name):
        raise EmitError(f"kernel name {kernel.name!r} is not an assembler symbol; allowed: letters, "
                        "digits and _, starting with a letter or _, at most 64 characters")
    blocks = []
    labels = {b.label for b in kernel.blocks}
    for b in kernel.blocks:
        lines = []
        for inst in b.insts:
            if classify(inst.op, table).branch:
                target = str(inst.operands[0])
                if target not in labels:
                    raise EmitError(f"{inst.op}: branch to unknown label {target!r}")
                renamed = (LabelRef(block_label(kernel, target)),) + inst.operands[1:]
                text = format_inst(Inst(inst.op, renamed, inst.modifiers, inst.comment), table)
            else:
                text = format_inst(inst, table)
            lines.append(text)
        blocks.append({"label": block_label(kernel, b.label), "lines": lines})
    # s[0:1] kernarg pointer and the workgroup ids are always at the bottom of the SGPRs
    next_free_sgpr = max(usage.sgprs, 2 + sum(kernel.workgroup_ids))
    return render_template(
        "kernel.s.j2", version=__version__, source=comment_text(source), summary=comment_text(summary),
        arch=arch,
        kernel=kernel, blocks=blocks, usage=usage, next_free_sgpr=next_free_sgpr,
        wg=[int(x) for x in kernel.workgroup_ids])
