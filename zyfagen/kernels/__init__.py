"""Kernel builders, one module per kernel kind. Each module defines:

- PARAMS: tuple[Param, ...]  the kind's spec parameters
- validate(spec) -> None     cross-field checks, raising UserError
- build(spec) -> ir.Kernel   the kernel in IR form (virtual registers)
- SUMMARY(spec) -> str       one line describing the kernel
"""
from __future__ import annotations

import importlib
from types import ModuleType

from ..ir import Kernel

# kind name -> module (imported lazily so a broken builder cannot break the others)
_KINDS = {
    "fp8_gemm_tile": "zyfagen.kernels.gemm_tile",
    "attention_fwd": "zyfagen.kernels.attention_fwd",
}


def known_kinds() -> tuple[str, ...]:
    return tuple(_KINDS)


def kind_module(kind: str) -> ModuleType:
    return importlib.import_module(_KINDS[kind])


def kind_params(kind: str):
    return kind_module(kind).PARAMS


def validate(spec) -> None:
    kind_module(spec.kind).validate(spec)


def build_kernel(spec) -> Kernel:
    return kind_module(spec.kind).build(spec)


def summary(spec) -> str:
    return kind_module(spec.kind).summary(spec)
