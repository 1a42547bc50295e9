"""FP8 attention numerics: FP8 helpers, Hadamard rotation, input generators, scheme models,
error metrics and the error study behind `zyfagen numerics`.

- `fp8`: e4m3fn / e5m2 quantisation (ml_dtypes), E8M0 scale bytes.
- `hadamard`: fast orthonormal Hadamard transform (2^m and 12 * 2^m, e.g. 192 for MLA).
- `inputs`: seeded Gaussian, activation-like and attention-sink Q/K/V generators.
- `schemes`: the scheme registry: zyfagen's kernels as bit-exact models (lean, lean_block_scaled,
  exact_rounded_rowsum, exact_fp32_rowsum, lazy-rescale variants, the debiased lean P, the
  phase corrections, lean P with the fp32 row sum; checked against the emulated code objects),
  lean P under a truncating u8 conversion (u8-trunc), and our algorithm-level reconstruction of
  the AITER baseline (aiter_like). With an MX Q*K format (`study --qk-formats`) every scheme
  takes quantize_mx'd Q and K (`mx`: the MX quantiser and the scaled MFMA's score model).
- `aiter_real`: AMD AITER's real hd128 code object as the scheme aiter_real (model "emulated": run
  in the emulator on a sample of the query rows).
- `lean_bias`: the derived lean P addend offset (docs/attention.md 'Lean P: the addend offset').
- `reference`: the bit-exact numpy model of the attention_fwd kernel kind (docs/attention.md).
- `fp8_bound`: fp64 attention on FP8 inputs with the derived per-element bound of the common
  FP8 softmax scheme (Triton's; used for third-party kernels).
- `metrics`: relative Frobenius, max abs, cosine, per-row KL of attention weights.
- `study`: the study, its headline and targets, and `numerics_cli`; `study_report`: its
  JSON/markdown/SVG outputs.
"""
from __future__ import annotations

from .hadamard import hadamard_matrix, hadamard_transform
from .schemes import SCHEMES, SchemeInputs, SchemeOptions, SchemeOutput, register_scheme

__all__ = ["SCHEMES", "SchemeInputs", "SchemeOptions", "SchemeOutput", "hadamard_matrix",
           "hadamard_transform", "register_scheme"]
