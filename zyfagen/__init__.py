"""zyfagen: a compiler from declarative kernel specs to gfx950 assembly and code objects."""
from __future__ import annotations

from .version import __version__

__all__ = ["__version__", "attention", "attention_varlen", "quantize_fp8", "quantize_mx"]


def run() -> int:
    """The `zyfagen` command (console script and `python -m zyfagen`): cli.main, with Ctrl-C
    while the command line's modules are still being imported an exit 130 and no traceback
    (cli.main handles it once it runs, a second signal included). Importing this package itself
    takes microseconds."""
    try:
        from .cli import main
    except KeyboardInterrupt:
        return 130
    try:
        return main()
    except KeyboardInterrupt:  # one arriving after main restored the handlers
        return 130


def __getattr__(name: str):
    # zyfagen.attention / zyfagen.quantize_fp8 without importing the runtime for every zyfagen use
    if name in ("attention", "attention_varlen", "quantize_fp8"):
        from . import runtime

        return getattr(runtime, name)
    if name == "quantize_mx":  # OCP MX blocks with E8M0 scales (numerics/mx.py)
        from .numerics.mx import quantize_mx

        return quantize_mx
    raise AttributeError(f"module 'zyfagen' has no attribute {name!r}")
