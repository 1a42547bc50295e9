"""zyfagen's version, in a module of its own: stages read it without importing the package's
__init__ (which exposes the attention runtime, and so depends on the stages)."""
__version__ = "0.1.0"
