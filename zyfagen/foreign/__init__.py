"""Launch contracts of third-party gfx950 code objects: how to call kernels nobody here wrote.

A contract says what arguments a foreign kernel takes, in which layout, with which grid,
block and dynamic LDS, and which problems it covers. The emulator runs these kernels through
their contracts, the whole-chip model times them (zyfagen/sim), and the numerics study compares
with them (zyfagen/numerics). Each module is one family:

- `aiter`: AMD AITER's fmha_v3_fwd hd128 FP8 kernels (tests/data/aiter).
- `triton_attn`: Triton's FP8 fused-attention tutorial `attn_fwd`, the whole-chip peers
  (benchmarks/triton_peers.py compiles them; benchmarks/data/triton_peers).
"""
