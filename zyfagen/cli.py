"""Command line: `zyfagen build|emulate|simulate|numerics|tune ...`.

User mistakes (UserError) print one line `zyfagen: error: ...` and exit with status 2,
without a traceback. Each subcommand's work lives in its stage's module; this file only
parses arguments and reports errors.
"""
from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
from collections.abc import Sequence

from .version import __version__
from .errors import UserError


def _cmd_build(args: argparse.Namespace) -> int:
    from .driver import build_all, build_files

    if args.all:
        if args.specs:
            raise UserError("build: give spec files or --all, not both")
        build_all(out_dir=args.output, quiet=args.quiet)
    else:
        if not args.specs:
            raise UserError("build: no spec given; pass SPEC.yaml files or --all")
        build_files(args.specs, out_dir=args.output or ".", quiet=args.quiet,
                    dump_dir=args.dump_dir)
    return 0


def _cmd_library(args: argparse.Namespace) -> int:
    from .runtime.library import build_library

    manifest = build_library(args.specs, args.output, quiet=args.quiet)
    if not args.quiet:
        print(f"wrote {len(manifest['kernels'])} kernel(s) and manifest.json in {args.output}")
    return 0


def _cmd_cache(args: argparse.Namespace) -> int:
    from .runtime.cache import cache_cli

    return cache_cli(args)


def _cmd_emulate(args: argparse.Namespace) -> int:
    from .emulator import emulate_cli

    return emulate_cli(args)


def _load_kernel(target: str, kernel_name: str | None = None):
    """A kernel from a code object path, or from a spec (.yaml) built by the driver."""
    from .codeobj import read_code_object
    from .resources import existing_target

    path = existing_target(target)
    if path.suffix in (".yaml", ".yml"):
        if kernel_name:
            raise UserError(f"{target}: --kernel applies to code objects, not specs")
        from .driver import build_spec  # building pulls in the whole compiler

        return read_code_object(build_spec(path).code_object).kernel()
    return read_code_object(path).kernel(kernel_name) if kernel_name else read_code_object(path).kernel()


def _cmd_simulate(args: argparse.Namespace) -> int:
    """`zyfagen simulate --occupancy TARGET [--iterations N] [--clock-mhz F] [--format ...]`."""
    import json

    from . import report
    from .sim import simulate

    from .outputs import check_output_file, write_outputs

    if not args.occupancy:
        raise UserError("simulate: only the occupancy model exists; pass --occupancy")
    _check_simulate_mode(args)
    if args.output:
        check_output_file(args.output, "--output")  # before the model runs
    args.table = None
    if args.facts:  # measured facts (zyfagen probe run) in place of the table's values
        from .probe.facts import table_with_facts

        args.table = table_with_facts(args.facts)
    if args.problem is None and args.clock_mhz is None:  # one SIMD, --record-args: the peak clock
        args.clock_mhz = DEFAULT_CLOCK_MHZ
    if args.problem is not None:
        from .sim.clocked import problem_cli  # the whole chip, at its sustained clock

        return problem_cli(args)
    if args.record_args is not None:
        from .sim.dynamic import record_cli  # the emulator records, the engine times

        return record_cli(args)
    kernel = _load_kernel(args.target, args.kernel)
    result = simulate(kernel, iterations=args.iterations or DEFAULT_SIMULATE_ITERATIONS, clock_mhz=args.clock_mhz,
                      waves_per_simd=args.waves_per_simd, table=args.table, step_limit=args.step_limit)
    if args.format == "json":
        text = json.dumps(result.to_json(), indent=2) + "\n"
    elif args.format == "svg":
        text = report.render_svg(result)
    else:
        text = report.render_text(result)
    if args.output:
        write_outputs({args.output: text})
    else:
        sys.stdout.write(text)
    return 0


def _check_simulate_mode(args: argparse.Namespace) -> None:
    """An option the chosen mode of `simulate` would ignore is a mistake, not a no-op: the
    user would believe a report made with it. Each mode: the options it reads (besides
    --occupancy, --kernel, --clock-mhz, -o) and its formats."""
    given = {"--iterations": args.iterations is not None, "--waves-per-simd": args.waves_per_simd is not None,
             "--record-args": args.record_args is not None, "--grid": args.grid is not None,
             "--kernarg-layout": args.kernarg_layout is not None,
             "--dynamic-lds": bool(args.dynamic_lds), "--inputs": args.inputs is not None,
             "--part": args.part is not None, "--no-band": args.no_band,
             "--step-limit": args.step_limit is not None}
    if args.problem is not None:
        mode, reads, formats = "--problem", ("--inputs", "--part", "--no-band"), ("text", "json", "trace")
    elif args.record_args is not None:
        mode, reads, formats = "--record-args", ("--record-args", "--grid", "--kernarg-layout", "--dynamic-lds",
                                                 "--step-limit"), \
            ("text", "json")
    else:
        mode, reads, formats = "one SIMD (no --problem or --record-args)", ("--iterations", "--waves-per-simd",
                                                                              "--step-limit"), \
            ("text", "json", "svg")
    ignored = [flag for flag, present in given.items() if present and flag not in reads]
    if ignored:
        allowed = ", ".join([f for f in reads if f != mode] + [f"--format {'|'.join(formats)}"])
        raise UserError(f"simulate: {ignored[0]}: does not apply to {mode}; allowed with it: {allowed}")
    if args.format not in formats:
        raise UserError(f"simulate: --format {args.format}: not with {mode}; allowed: {', '.join(formats)}")


def _cmd_numerics(args: argparse.Namespace) -> int:
    # The study's matrix products are small (hundreds of rows x 32K keys x d). Multi-threaded
    # OpenBLAS on a shared 2-core machine measured up to 10x slower than one thread, so use one
    # unless the user chose otherwise. This only takes effect before numpy is first imported.
    if "numpy" not in sys.modules:
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from .numerics.study import numerics_cli

    return numerics_cli(args)


def _cmd_check_hazards(args: argparse.Namespace) -> int:
    from .hazard_check import check_hazards_cli

    return check_hazards_cli(args)


def _cmd_probe(args: argparse.Namespace) -> int:
    if args.probe_command == "build":
        from .probe.build import build_cli

        return build_cli(args)
    if args.probe_command == "run":
        from .probe.commands import run_cli

        return run_cli(args)
    raise UserError("probe: no subcommand given; allowed: build, run (see zyfagen probe --help)")


def _cmd_selftest(args: argparse.Namespace) -> int:
    from .probe.selftest import selftest_cli

    return selftest_cli(args)


def _cmd_tune(args: argparse.Namespace) -> int:
    from .tune import tune_cli

    return tune_cli(args)


class _ArgumentError(UserError):
    """A command-line mistake argparse found."""


class _Terminated(BaseException):
    """SIGTERM arrived: unwind like KeyboardInterrupt so no half-written output stays."""


class _OneLineParser(argparse.ArgumentParser):
    """argparse reports a mistake as usage plus an error (several lines); zyfagen's contract
    is one `zyfagen: error:` line, so the message becomes a UserError (subparsers inherit
    this class through add_subparsers)."""

    def error(self, message: str):  # type: ignore[override]
        command = self.prog.split(" ", 1)[1] + ": " if " " in self.prog else ""
        raise _ArgumentError(f"{command}{message}; see zyfagen {command[:-2]} --help".replace("  ", " "))


def _bounded(kind: type, lo: float, hi: float):
    """An argparse type: a finite `kind` value from lo to hi (inf, nan and 1e308 MHz are not
    clock rates; a million cycle-model iterations is not a run that ends)."""
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {'an integer' if kind is int else 'a number'}; "
                                             f"allowed: {lo:g} to {hi:g}") from None
        if not lo <= value <= hi:  # also false for nan
            raise argparse.ArgumentTypeError(f"{text!r} is out of range; allowed: {lo:g} to {hi:g}")
        return value
    parse.__name__ = kind.__name__
    return parse


class _EmulatorChoices:
    """argparse choices read from zyfagen.emulator (its MEMORY_MODELS or SCHEDULES, their one
    home) when first needed: importing the emulator to build the parser would slow every
    command."""

    def __init__(self, name: str):
        self.name = name

    def _values(self) -> tuple[str, ...]:
        from . import emulator

        return getattr(emulator, self.name)

    def __contains__(self, value: object) -> bool:
        return value in self._values()

    def __iter__(self):
        return iter(self._values())


# cycle-model bounds of `simulate`: MI355X runs at 2400 MHz; iterations beyond this many add
# nothing to a steady state that repeats every block
MAX_SIMULATE_ITERATIONS = 1024
DEFAULT_SIMULATE_ITERATIONS = 8
DEFAULT_CLOCK_MHZ = 2400.0  # one SIMD and --record-args: the MI355X's peak (--problem predicts its own)


def make_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="zyfagen",
        description="Compile declarative FP8 kernel specs to gfx950 (MI355X) code objects.")
    parser.add_argument("--version", action="version", version=f"zyfagen {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("build", help="build specs into NAME.s, NAME.hsaco and NAME.report.json")
    p.add_argument("specs", nargs="*", metavar="SPEC", help="kernel spec YAML files")
    p.add_argument("-o", "--output", metavar="DIR", help="output directory (default: . ; with --all: emitted/)")
    p.add_argument("--all", action="store_true", help="rebuild every spec in specs/ into emitted/")
    p.add_argument("--dump-dir", metavar="DIR", help="also write every stage's output here")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    p.set_defaults(func=_cmd_build)

    p = sub.add_parser("library", help="build specs into DIR with a JSON manifest (symbols, "
                       "argument offsets, workgroup size, grid) for zyfagen.attention(spec=DIR)")
    p.add_argument("specs", nargs="+", metavar="SPEC", help="kernel spec YAML files")
    p.add_argument("-o", "--output", metavar="DIR", required=True, help="library directory")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    p.set_defaults(func=_cmd_library)

    p = sub.add_parser("cache", help="the kernel cache of zyfagen.attention: where it is, what it holds, "
                       "emptying it")
    cache_sub = p.add_subparsers(dest="cache_command", metavar="SUBCOMMAND")
    cache_sub.add_parser("path", help="print the cache directory ($ZYFAGEN_CACHE_DIR, else the platform's)")
    cache_sub.add_parser("list", help="one line per kernel, most recently used first, and the total "
                         "against the bound ($ZYFAGEN_CACHE_MAX_BYTES, default 1 GiB)")
    cache_sub.add_parser("clear", help="remove every kernel")
    p.set_defaults(func=_cmd_cache)

    p = sub.add_parser("emulate", help="run a gfx950 code object in the functional emulator")
    p.add_argument("code_object", metavar="CODE_OBJECT")
    p.add_argument("--args", required=True, metavar="FILE.npz", help="kernel arguments by name")
    p.add_argument("--grid", required=True, metavar="X,Y,Z", help="number of workgroups")
    p.add_argument("--block", metavar="X,Y,Z", help="workgroup size (default: from metadata)")
    p.add_argument("--kernel", metavar="NAME", help="kernel name when the object holds several")
    p.add_argument("--kernarg-layout", metavar="FILE.yaml",
                   help="kernel-argument offsets and kinds for foreign kernels (README, Emulator)")
    p.add_argument("-o", "--output", metavar="FILE.npz", help="where to write the buffers after the run")
    p.add_argument("--dynamic-lds", type=_bounded(int, 0, 163840), default=0, metavar="BYTES",
                   help="LDS bytes allocated beyond the kernel's fixed size (Triton kernels need theirs)")
    p.add_argument("--step-limit", type=_bounded(int, 1, 10**9), default=None, metavar="N",
                   help="instructions per wave before reporting a runaway loop")
    p.add_argument("--memory-model", choices=_EmulatorChoices("MEMORY_MODELS"), default="immediate",
                   metavar="MODEL",
                   help="one of %(choices)s (default: immediate, every load lands at issue). poison: load "
                        "results stay invisible until s_waitcnt drains their counter; late/early: memory "
                        "lands at the draining wait (LDS: the barrier after it) or at issue, with an LDS "
                        "race report; late_lds: late, and a register an LDS read loads keeps its old value "
                        "for uses soon after the read")
    p.add_argument("--schedule", choices=_EmulatorChoices("SCHEDULES"), default="barrier", metavar="SCHEDULE",
                   help="one of %(choices)s (default: barrier, each wave runs alone to its next s_barrier); "
                        "interleaved: a workgroup's waves advance one instruction at a time, side by side "
                        "(needs --memory-model immediate)")
    p.add_argument("--stale-lds", type=_bounded(int, 0, 255), default=None, metavar="BYTE",
                   help="every LDS byte starts as BYTE (0 to 255) and counts as written, as the hardware "
                        "leaves LDS between workgroups (default: reading LDS no store wrote is an error)")
    p.set_defaults(func=_cmd_emulate)

    p = sub.add_parser("simulate", help="cycle-occupancy model of one SIMD")
    p.add_argument("target", metavar="CODE_OBJECT_OR_SPEC",
                   help="a gfx950 code object (.hsaco, any compiler's) or a spec YAML (built in memory)")
    p.add_argument("--occupancy", action="store_true", help="report matrix-pipe occupancy (required: "
                   "the only model so far)")
    p.add_argument("--iterations", type=_bounded(int, 1, MAX_SIMULATE_ITERATIONS), metavar="N",
                   help=f"key-block loop iterations to model, 1 to {MAX_SIMULATE_ITERATIONS} "
                        f"(default: {DEFAULT_SIMULATE_ITERATIONS}; not with --problem or --record-args)")
    p.add_argument("--clock-mhz", type=_bounded(float, 1, 10000), default=None, metavar="F",
                   help="clock that turns cycles into time and FLOP/s, 1 to 10000 (default: with --problem "
                        "the clock the power model predicts the part sustains; otherwise 2400, the MI355X peak)")
    p.add_argument("--format", choices=("text", "json", "svg", "trace"), default="text",
                   help="text summary, the full result as JSON, an SVG timeline, or (with --problem) a "
                        "Chrome/Perfetto trace-event JSON (default: text)")
    p.add_argument("--problem", metavar="KEY=N,...",
                   help="whole chip: batch=1,heads_q=32,heads_kv=8,seq_q=16384,seq_k=16384,causal=0 "
                        "(each key at most once; omitted: batch 1, heads_q 1, heads_kv = heads_q, "
                        "seq_q 1024, seq_k = seq_q, causal 0)")
    p.add_argument("--inputs", choices=("gaussian", "activation"), default=None,
                   help="with --problem: the input distribution whose operand bit activity the power "
                        "model uses (default: gaussian)")
    p.add_argument("--part", choices=("MI355X", "MI350X"), default=None,
                   help="with --problem: the part whose board power and peak clock bound the clock "
                        "(default: MI355X)")
    p.add_argument("--no-band", action="store_true",
                   help="with --problem: skip the band (each unverified fact at both ends of its range; "
                        "about two minutes)")
    p.add_argument("--waves-per-simd", type=_bounded(int, 1, 8), metavar="N",
                   help="override the waves sharing one SIMD, 1 to 8 (default: the kernel's; "
                        "not with --problem or --record-args)")
    p.add_argument("--kernel", metavar="NAME", help="kernel name when the code object holds several")
    p.add_argument("--record-args", metavar="FILE.npz",
                   help="emulate this launch (arguments as for `emulate --args`, with --grid) and time "
                        "the recorded dynamic stream of its first workgroup on one CU (run-time trip "
                        "counts, branches and masked tails as the launch took them)")
    p.add_argument("--grid", metavar="X,Y,Z", help="with --record-args: the launch's grid")
    p.add_argument("--kernarg-layout", metavar="FILE.yaml",
                   help="with --record-args: kernel-argument offsets and kinds for foreign kernels, "
                        "as for emulate (AITER's group-mode attention)")
    p.add_argument("--dynamic-lds", type=int, default=0, metavar="BYTES",
                   help="with --record-args: dynamic LDS bytes of the launch (Triton's `shared`)")
    p.add_argument("--step-limit", type=_bounded(int, 1, 10**9), default=None, metavar="N",
                   help="instructions per wave before reporting a loop that never exits, as emulate's "
                        "(default: 5000000; one SIMD and --record-args)")
    p.add_argument("--facts", metavar="FACTS.json", help="measured facts (`zyfagen probe run --device hip`) "
                   "in place of the instruction table's values, in every mode")
    p.add_argument("-o", "--output", metavar="FILE", help="write the report here (default: stdout)")
    p.set_defaults(func=_cmd_simulate)

    p = sub.add_parser("check-hazards", help="list gfx950 hazard violations in any code object")
    from .hazard_check import add_arguments as _hazard_args

    _hazard_args(p)
    p.set_defaults(func=_cmd_check_hazards)

    p = sub.add_parser("numerics", help="FP8 attention error study against fp64")
    # Values are checked by zyfagen.numerics.study (one-line errors), so no type= here.
    p.add_argument("--head-dim", nargs="*", metavar="D", help="64, 128, 256, mla (default: all)")
    p.add_argument("--seq", nargs="*", metavar="N", help="sequence lengths (default: 1K..32K)")
    p.add_argument("--dist", nargs="*", metavar="NAME", help="gaussian, activation, sink (default: all)")
    p.add_argument("--out", metavar="DIR", default="numerics-out")
    p.add_argument("--schemes", nargs="*", metavar="NAME", help="schemes to run (default: all)")
    p.add_argument("--query-rows", metavar="N", help="query rows sampled per case (default: 512)")
    p.add_argument("--emulated-rows", metavar="N",
                   help="of those, rows AITER's real kernel runs in the emulator (default: 256, one workgroup)")
    p.add_argument("--seed", metavar="N", help="input seed (default: 0)")
    p.add_argument("--output-dtype", metavar="T", help="fp32 (default) or bf16")
    p.add_argument("--qk-formats", nargs="*", metavar="F",
                   help="Q*K formats, each with and without Hadamard: fp8 (default), mxfp8, mxfp6, mxfp4")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress or summary")
    p.set_defaults(func=_cmd_numerics)

    p = sub.add_parser("probe", help="probe kernels that measure the table's unverified facts on a gfx950 GPU")
    probe_sub = p.add_subparsers(dest="probe_command", metavar="SUBCOMMAND")
    q = probe_sub.add_parser("build", help="write every probe's code object and manifest.json into DIR")
    q.add_argument("-o", "--output", metavar="DIR", required=True, help="probe directory")
    q.add_argument("--probe", dest="probes", action="append", metavar="NAME", help="only this probe (repeatable)")
    q.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    q = probe_sub.add_parser("run", help="run the probes: emulator (check what each computes) or hip "
                             "(time them on the GPU) and write facts.json")
    q.add_argument("--device", required=True, metavar="emulator|hip", help="where the probes run")
    q.add_argument("-o", "--output", metavar="FACTS.json", required=True, help="where to write the facts")
    q.add_argument("--probe", dest="probes", action="append", metavar="NAME", help="only this probe (repeatable)")
    q.add_argument("--repeats", type=_bounded(int, 1, 100), default=5, metavar="N",
                   help="timed repetitions of each GPU run, 1 to 100 (default: 5; hip only)")
    q.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    p.set_defaults(func=_cmd_probe)

    p = sub.add_parser("selftest", help="first contact with a GPU: every emitted kernel bitwise against the "
                       "emulator, then the probes; one report to attach to a bug")
    p.add_argument("--device", required=True, metavar="hip", help="the GPU to test (hip)")
    p.add_argument("-o", "--output", metavar="DIR", default="selftest", help="report directory (default: selftest/)")
    p.add_argument("--kernel", dest="kernels", action="append", metavar="NAME",
                   help="only this emitted kernel (repeatable; default: every emitted/*.hsaco with its spec)")
    p.add_argument("--probe", dest="probes", action="append", metavar="NAME", help="only this probe (repeatable)")
    p.add_argument("--repeats", type=_bounded(int, 1, 100), default=3, metavar="N",
                   help="timed repetitions of each probe run (default: 3)")
    p.add_argument("--no-clock", action="store_true",
                   help="skip the sustained clock beside each kernel (large launches, tens of seconds)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines")
    p.set_defaults(func=_cmd_selftest)

    p = sub.add_parser("tune", help="search schedule and spec parameters with the cycle model; "
                                    "keep only candidates bitwise equal to the reference")
    # Values are checked by zyfagen.tune (one-line errors), so no type= here.
    p.add_argument("spec", metavar="SPEC", help="kernel spec YAML file to start from")
    p.add_argument("--budget", default="24", metavar="N", help="candidates to build (default: 24)")
    p.add_argument("--out", default="tuned", metavar="DIR", help="where to write the best spec and "
                   "schedule (default: tuned/)")
    p.add_argument("--iterations", default="8", metavar="N", help="key-block iterations the cycle "
                   "model runs per candidate (default: 8)")
    p.add_argument("--seed", default="0", metavar="N", help="search order and check input seed (default: 0)")
    p.add_argument("--keep", action="append", metavar="PARAM", help="do not change this spec parameter "
                   "(or sched.KEYWORD); repeatable")
    p.add_argument("--problem", metavar="K=V,...", help="maximise the whole-chip model's TFLOP/s on this "
                   "problem (as simulate --problem: batch, heads_q, heads_kv, seq_q, seq_k, causal) "
                   "instead of the one-SIMD steady state")
    p.set_defaults(func=_cmd_tune)
    return parser


def _print_error(message: str) -> None:
    # a path from argv may hold undecodable bytes (surrogate escapes); never fail printing it
    encoding = getattr(sys.stderr, "encoding", None) or "utf-8"
    safe = message.encode(encoding, "backslashreplace").decode(encoding, "replace")
    print(f"zyfagen: {safe}", file=sys.stderr, flush=True)


_SIGNALLED: list[int] = []  # the signal that is ending this command, once one arrived


def _on_signal(signum: int, frame) -> None:
    """SIGINT/SIGTERM: the first one unwinds the command (outputs.py removes what it staged);
    any further one is ignored from here on, so it cannot interrupt that clean-up or the
    one-line report (two signals in quick succession ended in a traceback)."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    _SIGNALLED.append(signum)
    raise KeyboardInterrupt() if signum == signal.SIGINT else _Terminated()


def _signal_exit() -> int:
    signum = _SIGNALLED[0] if _SIGNALLED else signal.SIGINT
    _print_error("interrupted" if signum == signal.SIGINT else "terminated")
    return 128 + signum


def main(argv: Sequence[str] | None = None) -> int:
    # signal handlers can only be set from the main thread (tests may call main from others)
    in_main_thread = threading.current_thread() is threading.main_thread()
    old = {}
    if in_main_thread:
        _SIGNALLED.clear()
        for sig in (signal.SIGINT, signal.SIGTERM):
            if signal.getsignal(sig) is not signal.SIG_IGN:  # a shell's background job ignores SIGINT
                old[sig] = signal.signal(sig, _on_signal)
    try:
        parser = make_parser()
        args = parser.parse_args(argv)
        if not getattr(args, "func", None):
            commands = ", ".join(parser._subparsers._group_actions[0].choices)  # noqa: SLF001
            raise _ArgumentError(f"no command given; allowed: {commands} (see zyfagen --help)")
        return int(args.func(args) or 0)
    except UserError as exc:
        if _SIGNALLED:
            return _signal_exit()
        _print_error(f"error: {exc}")
        return exc.exit_status
    except (KeyboardInterrupt, _Terminated):
        return _signal_exit()
    except BaseException:
        # a signal inside an import surfaces as another exception (numpy's C extensions turn
        # an interrupted import into ImportError): after a signal, every exit is the signal's
        if _SIGNALLED:
            return _signal_exit()
        raise
    finally:
        for sig, handler in old.items():
            if not _SIGNALLED:  # after a signal the process is ending: keep ignoring the next
                signal.signal(sig, handler)


if __name__ == "__main__":
    sys.exit(main())
