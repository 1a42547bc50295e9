"""Hazard checker: list the gfx950 hazard rules a code object breaks.

Reads any code object through `zyfagen.codeobj.read_code_object` (the one disassembly
parser), follows its control flow (branch targets and fall-through), and applies the rule
engine of `zyfagen.hazards` — the same rules the hazard pass satisfies — to every
instruction, counting the wait states that actually separate it from each producer on
every path. Run it as `python -m zyfagen.hazard_check CODE_OBJECT [...]`.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from .codeobj import CodeObject, DecodedInst, KernelCode, read_code_object
from .errors import UserError
from .hazards import HazardState, HazInst, entry_tracker, from_decoded, store_exit_state
from .classify import classify
from .isa import IsaTable, load_table


@dataclass(frozen=True)
class Violation:
    kernel: str
    address: int  # kernel-relative byte offset of the consumer
    text: str
    rule: str
    needed: int  # wait states the rule requires
    actual: int  # wait states on the worst path
    producer_address: int | None
    producer_text: str

    def __str__(self) -> str:
        src = (f" after 0x{self.producer_address:x} `{self.producer_text}`"
               if self.producer_address is not None else "")
        return (f"{self.kernel}+0x{self.address:x}: `{self.text}`: {self.rule} needs {self.needed} "
                f"wait states, has {self.actual}{src}")


def _blocks(insts: tuple[DecodedInst, ...]) -> tuple[list[tuple[int, int]], dict[int, list[int]]]:
    """Basic blocks as [start, end) instruction index ranges, and each block's successors."""
    index = {inst.address: i for i, inst in enumerate(insts)}
    leaders = {0}
    for i, inst in enumerate(insts):
        m = inst.mnemonic
        if inst.branch_target is not None and inst.branch_target in index:
            leaders.add(index[inst.branch_target])
        cls = classify(m)
        if (cls.branch or cls.ends_program) and i + 1 < len(insts):
            leaders.add(i + 1)
    starts = sorted(leaders)
    ranges = [(s, starts[k + 1] if k + 1 < len(starts) else len(insts)) for k, s in enumerate(starts)]
    block_of = {s: k for k, (s, _) in enumerate(ranges)}
    succ: dict[int, list[int]] = {}
    for k, (s, e) in enumerate(ranges):
        last = insts[e - 1]
        m = last.mnemonic
        out: list[int] = []
        cls = classify(m)
        if cls.ends_program or m.startswith("s_setpc"):  # s_setpc: an indirect jump, target unknown
            pass
        elif m == "s_branch":
            if last.branch_target in index:
                out.append(block_of[index[last.branch_target]])
        else:
            if cls.conditional_branch and last.branch_target in index:
                out.append(block_of[index[last.branch_target]])
            if e < len(insts):
                out.append(block_of[e])
        succ[k] = out
    return ranges, succ


def _xnack_on_or_any(target: str) -> bool:
    # AMDGPUTargetID: XNACK is "any" unless the target id says xnack- (soft clauses then matter)
    return "xnack-" not in target


def check_kernel(kernel: KernelCode, table: IsaTable | None = None, xnack: bool = True) -> list[Violation]:
    """Every hazard rule `kernel` breaks, with needed and actual wait states."""
    table = table or load_table()
    insts = kernel.instructions
    try:
        his: list[HazInst] = [from_decoded(i, table) for i in insts]
    except KeyError as exc:
        raise UserError(f"{kernel.name}: {exc.args[0]}") from None
    ranges, succ = _blocks(insts)
    preds: dict[int, list[int]] = {k: [] for k in range(len(ranges))}
    for k, ss in succ.items():
        for s in ss:
            preds[s].append(k)
    producers: dict[int, HazInst] = {}
    out_state: dict[int, HazardState | None] = {k: None for k in range(len(ranges))}
    for _ in range(len(ranges) + 3):
        changed = False
        for k, (s, e) in enumerate(ranges):
            tr = entry_tracker(table, producers, out_state, preds[k], xnack)
            for i in range(s, e):
                tr.advance(his[i], i)
            changed = store_exit_state(out_state, k, tr) or changed
        if not changed:
            break
    found: list[Violation] = []
    for k, (s, e) in enumerate(ranges):
        tr = entry_tracker(table, producers, out_state, preds[k], xnack)
        for i in range(s, e):
            for need in tr.needs(his[i]):
                p = insts[need.producer] if need.producer >= 0 else None
                found.append(Violation(kernel.name, insts[i].address, insts[i].text, need.rule, need.needed,
                                       need.have, p.address if p else None, p.text if p else ""))
            tr.advance(his[i], i)
    return found


def check_code_object(code: CodeObject | str | Path | bytes, table: IsaTable | None = None) -> list[Violation]:
    """Violations in every kernel of a code object (a path, bytes, or a read CodeObject)."""
    co = code if isinstance(code, CodeObject) else read_code_object(code)
    xnack = _xnack_on_or_any(co.target)
    out: list[Violation] = []
    for name in sorted(co.kernels):
        out.extend(check_kernel(co.kernels[name], table, xnack))
    return out


def check_hazards_cli(args: argparse.Namespace) -> int:
    """Every code object is checked before anything is printed (a bad one among good ones is
    the one error line on stderr, nothing else); the reports go to stdout."""
    results = [(path, check_code_object(path)) for path in args.code_objects]
    total = 0
    for path, found in results:
        for v in found:
            print(f"{path}: {v}")
        total += len(found)
        if not args.quiet:
            print(f"{path}: {len(found)} hazard violation(s)")
    return 1 if total else 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("code_objects", nargs="+", metavar="CODE_OBJECT", help="gfx950 code object(s) (.hsaco)")
    parser.add_argument("-q", "--quiet", action="store_true", help="print violations only")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m zyfagen.hazard_check",
                                     description="List gfx950 hazard-rule violations in code objects.")
    add_arguments(parser)
    args = parser.parse_args(argv)
    try:
        return check_hazards_cli(args)
    except UserError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
