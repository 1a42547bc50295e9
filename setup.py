"""Package layout that pyproject.toml cannot express alone: the top-level data directories
isa/, templates/, schedules/ and specs/ (the attention runtime picks its kernels from them) ship inside the wheel as zyfagen/_share/<name>."""
from setuptools import find_packages, setup

DATA = {"isa": ["*.isa", "*.lark"], "templates": ["*.j2"], "schedules": ["*.sched", "*.lark"],
        "specs": ["*.yaml"]}
# AITER's FP8 forward code objects the numerics study runs (zyfagen numerics' aiter_real and
# aiter_v4_real schemes), with their argument sidecars, MIT licence and provenance, as
# zyfagen/_share/aiter/ (resources.aiter_data finds them in a checkout or a wheel)
# (and the BF16 forwards of the study's BF16 rows, hd128 and the MLA shape 192/128; issue 36)
THIRD_PARTY = {"aiter": ("tests/data/aiter", ["fwd_hd128_fp8.co", "fwd_hd128_fp8.args.yaml", "fwd_hd128_bf16.co",
                                             "fwd_hd128_bf16.args.yaml", "fwd_hd192_hd128_bf16.co",
                                             "fwd_hd192_hd128_bf16.args.yaml", "LICENSE", "README.md"]),
               "aiter.fmha_v4_fwd": ("tests/data/aiter/fmha_v4_fwd",
                                     ["fwd_hd128_fp8.co", "fwd_hd128_fp8.args.yaml", "LICENSE", "README.md",
                                      *(f"fwd_hd128_{k}.{e}" for k in ("mxfp4", "mxfp6", "f4f4", "f6f4", "f8f6")
                                        for e in ("co", "args.yaml"))])}

setup(
    packages=find_packages(include=["zyfagen", "zyfagen.*"]) + [f"zyfagen._share.{d}" for d in [*DATA, *THIRD_PARTY]],
    package_dir={**{f"zyfagen._share.{d}": d for d in DATA},
                 **{f"zyfagen._share.{d}": src for d, (src, _) in THIRD_PARTY.items()}},
    package_data={**{f"zyfagen._share.{d}": globs for d, globs in DATA.items()},
                  **{f"zyfagen._share.{d}": files for d, (_, files) in THIRD_PARTY.items()}},
)
