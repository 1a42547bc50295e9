"""zyfagen: a compiler from declarative kernel specs to gfx950 assembly and code objects."""
from __future__ import annotations

__version__ = "0.1.0"
