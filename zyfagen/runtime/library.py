"""`zyfagen library SPEC... -o DIR`: a directory of code objects with a JSON manifest.

Like AITER's shipped code objects with their table: for each kernel the manifest gives its
symbol, code-object file and sha256, kernel arguments (offset, size, buffer or value, element)
as the code object's metadata places them and the kind's contract names them, workgroup size,
grid formula (the kind's grid function evaluated on symbols), the caller's constraints, the
spec's parameters and hash, and the versions of zyfagen and the assembler that built it.
`zyfagen.attention(..., spec=DIR)` picks a kernel from such a directory instead of building.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..version import __version__
from .packer import layout_of

MANIFEST = "manifest.json"
MANIFEST_FORMAT = 1


class _Sym:
    """A problem field in a grid formula; `-(-x // n)` (ceiling division) prints as ceil(x / n)."""

    def __init__(self, text: str, negated_of: "_Sym | None" = None, floor_of_neg: tuple | None = None):
        self.text, self.negated_of, self.floor_of_neg = text, negated_of, floor_of_neg

    def __neg__(self):
        if self.negated_of is not None:
            return self.negated_of
        if self.floor_of_neg is not None:
            inner, n = self.floor_of_neg
            return _Sym(f"ceil({inner} / {n})")
        return _Sym(f"-{self.text}", negated_of=self)

    def __floordiv__(self, n):
        if self.negated_of is not None:
            return _Sym(f"floor(-{self.negated_of.text} / {n})", floor_of_neg=(self.negated_of.text, n))
        return _Sym(f"floor({self.text} / {n})")

    def __mul__(self, n):
        return _Sym(f"{self.text} * {n}")

    __rmul__ = __mul__

    def __add__(self, n):
        return _Sym(f"({self.text} + {n})")

    def __int__(self):
        raise TypeError("symbolic")

    def __str__(self):
        return self.text


class _SymbolicProblem:
    def __getattr__(self, name: str) -> _Sym:
        return _Sym(name)


def grid_formula(kind, params) -> list[str]:
    """The kind's grid as three formulas over the problem's fields."""
    return [str(g) for g in kind.grid(params, _SymbolicProblem())]


def kernel_entry(result, code_file: str) -> dict[str, Any]:
    """The manifest record of one built kernel (`driver.BuildResult`)."""
    from ..codeobj import read_code_object
    from ..kernels import get_kind
    from .cache import spec_hash, toolchain_version

    spec = result.spec
    kind = get_kind(spec.kind)
    params = kind.complete(spec.params)
    meta = read_code_object(result.code_object).kernel(spec.name).metadata
    layout = layout_of(meta, kind.launch_args(params))
    return {
        "symbol": layout.symbol, "code_object": code_file,
        "sha256": hashlib.sha256(result.code_object).hexdigest(),
        "kind": spec.kind, "params": {k: params[k] for k in sorted(params)},
        "args": layout.to_json(), "kernarg_size": layout.kernarg_size,
        "workgroup_size": kind.workgroup_size(params),
        "grid": grid_formula(kind, params),
        "outputs": list(kind.outputs(params)),
        "constraints": list(kind.launch_constraints) or [kind.doc],
        "spec_hash": spec_hash(spec),
        "tools": {"zyfagen": __version__, "assembler": toolchain_version()},
    }


def _write_files(files: dict[Path, bytes]) -> None:
    """All files or none, through the one writer (zyfagen.outputs)."""
    from ..outputs import write_outputs

    write_outputs(files)


def build_library(spec_paths: list[str], out_dir: str | Path, quiet: bool = False) -> dict[str, Any]:
    """Build every spec; write NAME.hsaco for each and manifest.json into `out_dir`."""
    from ..driver import build_spec
    from ..errors import UserError
    from ..spec import load_spec
    from .cache import toolchain_version

    from ..outputs import check_output_dir

    out = check_output_dir(out_dir, "library directory")  # before any build, not after them all
    specs = [load_spec(p) for p in spec_paths]  # every spec checked before any build
    names = [s.name for s in specs]
    dup = next((n for n in names if names.count(n) > 1), None)
    if dup:
        raise UserError(f"{spec_paths[names.index(dup)]}: name: {dup!r} appears twice; each kernel "
                        f"in a library needs its own name")
    files: dict[Path, bytes] = {}
    entries = []
    for i, (path, spec) in enumerate(zip(spec_paths, specs), 1):
        if not quiet:  # progress on stdout (as build's): an error stays the only line on stderr
            print(f"[{i}/{len(specs)}] building {path}", flush=True)
        result = build_spec(spec)
        files[out / f"{spec.name}.hsaco"] = result.code_object
        entries.append(kernel_entry(result, f"{spec.name}.hsaco"))
    manifest = {"format": MANIFEST_FORMAT, "arch": "gfx950",
                "tools": {"zyfagen": __version__, "assembler": toolchain_version()},
                "kernels": entries}
    files[out / MANIFEST] = (json.dumps(manifest, indent=1, sort_keys=True) + "\n").encode()
    _write_files(files)
    return manifest


def kernel_from_library(path: Path, call):
    """The library kernel serving `call` (an api.AttentionCall), its bytes checked against the
    manifest's sha256 and its arguments against the manifest's table."""
    from ..codeobj import read_code_object
    from ..errors import UserError
    from ..kernels import get_kind
    from .choice import KIND, ChosenKernel, mismatch

    manifest_path = path if path.name == MANIFEST else path / MANIFEST
    kernels = read_manifest(manifest_path)
    wanted = call.wanted_params()
    reasons = []
    for entry in kernels:
        if entry["kind"] != KIND:
            continue
        kind = get_kind(KIND)
        try:
            params = kind.complete(entry["params"])
            why = mismatch(params, wanted)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"spec: {manifest_path}: {entry['symbol']}: params: not attention_fwd "
                             f"parameters ({type(exc).__name__}: {exc})") from None
        if why:
            reasons.append(f"{entry['symbol']}: {why}")
            continue
        code_path = manifest_path.parent / entry["code_object"]
        try:
            code = code_path.read_bytes()
        except OSError as exc:
            raise ValueError(f"spec: {code_path}: cannot read ({exc.strerror})") from None
        if hashlib.sha256(code).hexdigest() != entry["sha256"]:
            raise ValueError(f"spec: {code_path}: sha256 differs from the manifest (changed or corrupt)")
        # the hash says the bytes are the ones listed, not that they are this entry's kernel: the
        # code object must hold the entry's kernel, with the arguments the manifest lists
        try:
            meta = read_code_object(code).kernel(entry["symbol"]).metadata
        except (UserError, KeyError) as exc:
            raise ValueError(f"spec: {code_path}: does not hold kernel {entry['symbol']} "
                             f"({str(exc)[:120]})") from None
        try:
            args = layout_of(meta, kind.launch_args(params)).to_json()
        except (RuntimeError, KeyError, TypeError, ValueError) as exc:  # packer.ContractMismatch
            raise ValueError(f"spec: {code_path}: {entry['symbol']}'s arguments do not match its "
                             f"parameters ({str(exc)[:120]})") from None
        if args != entry["args"]:
            raise ValueError(f"spec: {manifest_path}: {entry['symbol']}'s args differ from its code object")
        return ChosenKernel(code, entry["symbol"], params)
    raise ValueError(f"spec: {manifest_path}: no attention kernel serves this call "
                     f"({'; '.join(reasons) or 'no attention_fwd kernels'})")


_ENTRY_FIELDS = {"symbol": str, "kind": str, "code_object": str, "sha256": str, "params": dict, "args": list}


def read_manifest(manifest_path: Path) -> list[dict[str, Any]]:
    """The kernel entries of a library manifest, each with the fields the runtime reads and
    of the right types; anything else is one ValueError naming the file and the field."""
    import re

    bad = f"spec: {manifest_path}: not a zyfagen library manifest"
    try:
        manifest = json.loads(manifest_path.read_text())
    except OSError as exc:
        raise ValueError(f"{bad} (cannot read: {exc.strerror})") from None
    except ValueError as exc:  # JSON errors and undecodable bytes
        raise ValueError(f"{bad} ({str(exc)[:100]})") from None
    if not isinstance(manifest, dict) or not isinstance(manifest.get("kernels"), list):
        raise ValueError(f"{bad} (kernels: expected a list of kernel entries)")
    if manifest.get("format") != MANIFEST_FORMAT:
        raise ValueError(f"{bad} (format: {manifest.get('format')!r}; allowed: {MANIFEST_FORMAT})")
    for i, entry in enumerate(manifest["kernels"]):
        if not isinstance(entry, dict):
            raise ValueError(f"{bad} (kernels[{i}]: expected an object)")
        for field, typ in _ENTRY_FIELDS.items():
            if not isinstance(entry.get(field), typ):
                raise ValueError(f"{bad} (kernels[{i}].{field}: expected a {typ.__name__})")
        if not re.fullmatch(r"[0-9a-f]{64}", entry["sha256"]):
            raise ValueError(f"{bad} (kernels[{i}].sha256: expected 64 hex digits)")
        if Path(entry["code_object"]).name != entry["code_object"] or entry["code_object"] in ("", ".", ".."):
            raise ValueError(f"{bad} (kernels[{i}].code_object: expected a file name in the directory)")
    return manifest["kernels"]


def built_params(code_path: Path, kernel) -> tuple[Any, dict[str, Any], Path] | None:
    """(kind, complete params, the file that said so) of a kernel zyfagen built, from what the
    build wrote beside its code object: `NAME.report.json` (`zyfagen build`) or `manifest.json`
    (`zyfagen library`, whose entry must also carry the code object's sha256); None when
    neither is there. The record must name the kernel (`kernel`: a codeobj.KernelCode) and
    its parameters must give the code object's own arguments (the launch contract's names and
    sizes at the metadata's offsets), else a UserError: a stale or swapped report is refused."""
    import hashlib

    from ..errors import UserError
    from ..inputs import read_binary_file, read_text_file
    from ..kernels import get_kind

    records = []
    report = code_path.with_name(f"{kernel.name}.report.json")
    if report.is_file():
        try:
            rec = json.loads(read_text_file(report, "build report"))
        except ValueError as exc:
            raise UserError(f"{report}: not a zyfagen build report ({str(exc)[:80]})") from None
        if isinstance(rec, dict) and rec.get("name") == kernel.name:
            records.append((report, rec.get("kind"), rec.get("params")))
    manifest = code_path.with_name("manifest.json")
    if not records and manifest.is_file():
        try:
            entries = read_manifest(manifest)
        except ValueError as exc:
            raise UserError(str(exc).removeprefix("spec: ")) from None
        digest = hashlib.sha256(read_binary_file(code_path, "code object")).hexdigest()
        records += [(manifest, e["kind"], e["params"]) for e in entries
                    if e["symbol"] == kernel.name and e["code_object"] == code_path.name and e["sha256"] == digest]
    for source, kind_name, params in records:
        try:
            kind = get_kind(kind_name)
            full = kind.complete(params)
            layout_of(kernel.metadata, kind.launch_args(full))
        except Exception as exc:  # noqa: BLE001 - any mismatch: the record is not this kernel's
            raise UserError(f"{source}: does not describe kernel {kernel.name} of {code_path} "
                            f"({type(exc).__name__}: {str(exc)[:100]})") from None
        return kind, full, source
    return None
