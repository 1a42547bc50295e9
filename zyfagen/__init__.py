"""zyfagen: a compiler from declarative kernel specs to gfx950 assembly and code objects."""
from __future__ import annotations

from .version import __version__

__all__ = ["__version__", "attention", "quantize_fp8"]


def __getattr__(name: str):
    # zyfagen.attention / zyfagen.quantize_fp8 without importing the runtime for every zyfagen use
    if name in ("attention", "quantize_fp8"):
        from . import runtime

        return getattr(runtime, name)
    raise AttributeError(f"module 'zyfagen' has no attribute {name!r}")
