"""Package layout that pyproject.toml cannot express alone: the top-level data directories
isa/, templates/, schedules/ and specs/ (the attention runtime picks its kernels from them) ship inside the wheel as zyfagen/_share/<name>."""
from setuptools import find_packages, setup

DATA = {"isa": ["*.isa", "*.lark"], "templates": ["*.j2"], "schedules": ["*.sched", "*.lark"],
        "specs": ["*.yaml"]}

setup(
    packages=find_packages(include=["zyfagen", "zyfagen.*"]) + [f"zyfagen._share.{d}" for d in DATA],
    package_dir={f"zyfagen._share.{d}": d for d in DATA},
    package_data={f"zyfagen._share.{d}": globs for d, globs in DATA.items()},
)
