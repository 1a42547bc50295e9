"""Triton attention kernels' launch contract (the whole-chip model times them: sim/triton_timing.py).

The kernels are benchmarks/triton_peers.py's `attn_fwd` (Triton's fused-attention tutorial
forward in FP8, GQA, bottom-right causal, MLA's split QK head dim), compiled by Triton for
gfx950; each code object NAME.hsaco has a sidecar NAME.json (written by the generator:
constexprs, options, dynamic LDS bytes, argument order). The contract says, for a problem:
- grid (seq_q / BLOCK_M, heads_q, batch), workgroup 64 x num_warps, dynamic LDS `shared`;
- arguments Q, K [batch, seq, heads, D + DP] e4m3fn, V [batch, seq_k, heads_kv, D] e4m3fn,
  O [batch, seq_q, heads_q, D] bf16, qk_scale = softmax scale x q/k descales x log2(e),
  o_scale = v descale, seq_q, seq_k, group = heads_q / heads_kv, element strides (z, h, m) of
  Q, K, V, O, then Triton's two scratch pointers (null);
- what it needs: seq_q % BLOCK_M == 0, seq_k % BLOCK_N == 0 (no load masks), and for causal
  seq_k - seq_q a non-negative multiple of BLOCK_N.

"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..errors import UserError

LOG2E = 1.4426950408889634


@dataclass(frozen=True)
class TritonContract:
    """One compiled `attn_fwd` and how to launch it (from its sidecar)."""

    path: Path  # the code object
    block_m: int
    block_n: int
    d: int  # V head dim and the first QK part
    dp: int  # the rotary QK part (0: none)
    causal: bool
    num_warps: int
    shared: int  # dynamic LDS bytes
    config: str
    facts: dict = field(repr=False, compare=False, default_factory=dict)

    @property
    def d_qk(self) -> int:
        return self.d + self.dp

    @property
    def masked_blocks(self) -> int:
        """Key-loop trips of a query tile's diagonal band (the on-band loop)."""
        return self.block_m // self.block_n if self.causal else 1

    def check(self, batch: int, heads_q: int, heads_kv: int, seq_q: int, seq_k: int) -> None:
        """A problem this kernel can run (one-line errors otherwise)."""
        why = None
        if seq_q % self.block_m:
            why = f"seq_q {seq_q} is not a multiple of BLOCK_M {self.block_m}"
        elif seq_k % self.block_n:
            why = f"seq_k {seq_k} is not a multiple of BLOCK_N {self.block_n}"
        elif self.causal and (seq_k < seq_q or (seq_k - seq_q) % self.block_n):
            why = f"causal needs seq_k - seq_q a non-negative multiple of {self.block_n}"
        elif heads_q % heads_kv:
            why = f"heads_q {heads_q} is not a multiple of heads_kv {heads_kv}"
        if why:
            raise UserError(f"--problem: {self.path.name}: {why}; allowed: lengths the Triton "
                            "kernel's launch contract covers (zyfagen/foreign/triton_attn.py)")

    def grid(self, batch: int, heads_q: int, seq_q: int) -> tuple[int, int, int]:
        return (seq_q // self.block_m, heads_q, batch)


def triton_contract(path: Path | str) -> TritonContract | None:
    """The contract of a Triton `attn_fwd` code object with its sidecar; None otherwise."""
    path = Path(path)
    side = path.with_suffix(".json")
    if not side.is_file() or path.read_bytes()[:4] != b"\x7fELF":
        return None  # a spec (or anything but a code object) beside some JSON file: not Triton's
    try:
        facts = json.loads(side.read_text())
        ce, opt = facts["constexprs"], facts["options"]
        if facts.get("kernel") != "attn_fwd" or "triton" not in facts or "DP" not in ce:
            return None
        return TritonContract(path, int(ce["BLOCK_M"]), int(ce["BLOCK_N"]), int(ce["D"]),
                              int(ce["DP"]), bool(ce["CAUSAL"]), int(opt["num_warps"]),
                              int(facts["shared"]), str(facts.get("config", "")), facts)
    except (ValueError, KeyError, TypeError) as exc:
        raise UserError(f"{side}: not a Triton launch sidecar ({exc})") from None


@dataclass(frozen=True)
class TritonInputs:
    q: np.ndarray  # [batch, seq_q, heads_q, d_qk] e4m3fn
    k: np.ndarray  # [batch, seq_k, heads_kv, d_qk]
    v: np.ndarray  # [batch, seq_k, heads_kv, d]
    softmax_scale: float


def make_inputs(c: TritonContract, batch: int, heads_q: int, heads_kv: int, seq_q: int, seq_k: int,
                seed: int = 0) -> TritonInputs:
    """Gaussian Q, K, V rounded to e4m3fn (unit descales), softmax scale 1 / sqrt(d_qk)."""
    import ml_dtypes

    c.check(batch, heads_q, heads_kv, seq_q, seq_k)
    rng = np.random.default_rng(seed)
    f8 = ml_dtypes.float8_e4m3fn
    q = rng.standard_normal((batch, seq_q, heads_q, c.d_qk)).astype(f8)
    k = rng.standard_normal((batch, seq_k, heads_kv, c.d_qk)).astype(f8)
    v = rng.standard_normal((batch, seq_k, heads_kv, c.d)).astype(f8)
    return TritonInputs(q, k, v, 1.0 / math.sqrt(c.d_qk))


def launch_args(c: TritonContract, x: TritonInputs) -> tuple[list, tuple[int, int, int]]:
    """The kernel's arguments (in the signature's order) and its grid; O is argument 3."""
    import ml_dtypes

    b, sq, hq, dqk = x.q.shape
    sk, hkv = x.k.shape[1], x.k.shape[2]
    out = np.zeros((b, sq, hq, c.d), ml_dtypes.bfloat16)
    strides = [sq * hq * dqk, dqk, hq * dqk, sk * hkv * dqk, dqk, hkv * dqk,
               sk * hkv * c.d, c.d, hkv * c.d, sq * hq * c.d, c.d, hq * c.d]
    args = [x.q, x.k, x.v, out, np.float32(x.softmax_scale * LOG2E), np.float32(1.0),
            sq, sk, hq // hkv, *strides, None, None]
    return args, c.grid(b, hq, sq)


def reference_and_bound(x: TritonInputs, causal: bool) -> tuple[np.ndarray, np.ndarray]:
    """fp64 attention on the same FP8 inputs and the per-element error bound of this kernel's
    scheme with its bf16 O (zyfagen.numerics.fp8_bound derives it); [batch, seq_q, heads_q, d]."""
    from ..numerics.fp8_bound import BF16_REL, fp8_attention_and_bound

    group = x.q.shape[2] // x.k.shape[2]
    per_batch = [fp8_attention_and_bound(x.q[z].transpose(1, 0, 2), x.k[z].transpose(1, 0, 2),
                                         x.v[z].transpose(1, 0, 2), group, x.softmax_scale,
                                         causal, BF16_REL)
                 for z in range(x.q.shape[0])]
    out = np.stack([o.transpose(1, 0, 2) for o, _ in per_batch])
    bound = np.stack([b.transpose(1, 0, 2) for _, b in per_batch])
    return out, bound


@dataclass(frozen=True)
class NumericsCheck:
    max_abs_error: float
    rel_error: float  # Frobenius norm of (O - O_fp64) / norm of O_fp64
    worst_error_over_bound: float
    problem: str

    @property
    def within_bound(self) -> bool:
        return self.worst_error_over_bound <= 1.0


def check_numerics(c: TritonContract, seed: int = 0, heads_q: int = 2, heads_kv: int = 1,
                   seq: int = 256) -> NumericsCheck:
    """The emulator runs the code object on a small problem (GQA group 2, seq_q = seq_k =
    `seq`); its O against fp64 attention on the same FP8 inputs and the derived bound."""
    import ml_dtypes

    from .. import emulator

    x = make_inputs(c, 1, heads_q, heads_kv, seq, seq, seed)
    args, grid = launch_args(c, x)
    res = emulator.launch(emulator.load(c.path), args, grid=grid, dynamic_lds=c.shared)
    got = res.buffers["arg3"].view(ml_dtypes.bfloat16).astype(np.float64).reshape(x.q.shape[:3] + (c.d,))
    ref, bound = reference_and_bound(x, c.causal)
    err = np.abs(got - ref)
    rel = float(np.linalg.norm(got - ref) / np.linalg.norm(ref))
    worst = float(np.max(err / bound)) if np.all(np.isfinite(got)) else math.inf
    return NumericsCheck(float(err.max()), rel, worst, f"batch 1, {heads_q}/{heads_kv} heads, {seq}x{seq}")
