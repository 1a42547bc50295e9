"""MXFP4 / MXFP6 / MXFP8 Q·K attention accuracy (issue 37): zyfagen's MX kernels against AITER
fmha_v4's MXFP4 and MXFP6 code objects, all emulated, on the same inputs, each against fp64.

For each input distribution (numerics.inputs: gaussian, activation, sink) at `--keys` keys, head
dim 128, the first `--rows` query rows, rounded to bf16 (what a caller has):
- whole call: zyfagen.attention(q, k, v, qk_format=fmt, rotate=True) (OCP scale rule, and AITER's
  with --aiter-rule), error of O against fp64 softmax attention on the bf16 values;
- kernel only: the same O against fp64 on the quantised values the kernel read (dequantised MX
  Q and K, e4m3 V times its descale);
- AITER fmha_v4 MXFP4 / MXFP6 (foreign/aiter_v4.py): Q and K quantised as aiter/ops/mha_v4.py does
  (Hadamard rotation, Q times softmax_scale log2 e, AITER's E8M0 rules), V the same e4m3 bytes
  with the same descale per channel; whole-call and kernel-only errors the same way.
Errors are relative Frobenius norms over the rows. Slow (the emulator): about a minute per
kernel run at 256 rows x 4K keys.

    python benchmarks/mx_accuracy.py --keys 4096 --rows 256 --aiter-rule
"""
from __future__ import annotations

import argparse
import math

import ml_dtypes
import numpy as np


def softmax_fp64(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, base2: bool = False) -> np.ndarray:
    s = q @ k.T * scale
    if base2:
        s = s * math.log(2.0)
    w = np.exp(s - s.max(axis=1, keepdims=True))
    return (w @ v) / w.sum(axis=1, keepdims=True)


def rel(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.linalg.norm(a - b) / np.linalg.norm(b))


def ours(q, k, v, fmt: str, rule: str, scale: float):
    """(O, O fp64 on the kernel's own quantised inputs) for one head [rows / keys, 128]."""
    from zyfagen.numerics.mx import dequantize_mx, quantize_mx
    from zyfagen.runtime.mx_call import mx_attention
    from zyfagen.runtime.quantize import quantize_fp8

    o = mx_attention(q[None, :, None], k[None, :, None], v[None, :, None], qk_format=fmt, rotate=True,
                     scale_rule=rule)[0, :, 0].astype(np.float64)
    qd = dequantize_mx(*quantize_mx(q, fmt, True, scale_rule=rule), fmt)
    kd = dequantize_mx(*quantize_mx(k, fmt, True, scale_rule=rule), fmt)
    v8, vd = quantize_fp8(v[None, :, None])
    vf = np.asarray(v8)[0, :, 0].astype(np.float64) * vd
    return o, softmax_fp64(qd, kd, vf, scale)


def aiter_mx(q, k, v, scale: float, fmt: str = "mxfp4"):
    """(O, O fp64 on its quantised inputs) of AITER fmha_v4's MXFP4 or MXFP6 code object, emulated."""
    from zyfagen.numerics.aiter_real import _run
    from zyfagen.numerics.mx import dequantize_mx, quantize_mx
    from zyfagen.numerics.schemes import SchemeInputs
    from zyfagen.runtime.quantize import quantize_fp8

    v8, vd = quantize_fp8(v[None, :, None])
    v8 = np.asarray(v8)[0, :, 0]
    inputs = SchemeInputs(q.astype(np.float64), k.astype(np.float64), v8, 1.0, 1.0, float(vd), scale)
    o = _run(f"aiter_v4_{fmt}_real", inputs).out.astype(np.float64)
    # what the kernel read: numerics/aiter_real._mx_args's quantisation of the same values
    qd = dequantize_mx(*quantize_mx(q.astype(np.float64) * (scale * np.log2(np.e)), fmt, True,
                                    scale_rule="aiter"), fmt)
    kd = dequantize_mx(*quantize_mx(k.astype(np.float64), fmt, True, scale_rule="aiter"), fmt)
    return o, softmax_fp64(qd, kd, v8.astype(np.float64) * vd, 1.0, base2=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keys", type=int, default=4096)
    ap.add_argument("--rows", type=int, default=256)
    ap.add_argument("--dists", default="gaussian,activation,sink")
    ap.add_argument("--formats", default="mxfp4,mxfp6,mxfp8")
    ap.add_argument("--aiter", default="mxfp4,mxfp6", help="AITER fmha_v4 MX kernels to run beside ours")
    ap.add_argument("--aiter-rule", action="store_true", help="also our kernels with AITER's E8M0 rules")
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    from zyfagen.numerics.inputs import make_inputs

    scale = 1.0 / math.sqrt(128)
    print(f"{a.keys} keys, {a.rows} query rows, head dim 128; relative Frobenius error of O vs fp64")
    print(f"{'input':11s} {'kernel':38s} {'whole call':>10s} {'kernel only':>11s}")
    for dist in a.dists.split(","):
        x = make_inputs(dist, a.keys, 128, 128, a.seed)
        q, k, v = (np.asarray(t, np.float64).astype(ml_dtypes.bfloat16) for t in (x.q[:a.rows], x.k, x.v))
        ref = softmax_fp64(*(t.astype(np.float64) for t in (q, k, v)), scale)
        rows = []
        for fmt in a.formats.split(","):
            for rule in ("ocp", "aiter") if a.aiter_rule else ("ocp",):
                o, kref = ours(q, k, v, fmt, rule, scale)
                rows.append((f"zyfagen {fmt} lean rotate ({rule} rule)", rel(o, ref), rel(o, kref)))
        for fmt in a.aiter.split(","):
            o, kref = aiter_mx(q, k, v, scale, fmt)
            rows.append((f"AITER fmha_v4 {fmt} (emulated)", rel(o, ref), rel(o, kref)))
        for name, whole, kernel in rows:
            print(f"{dist:11s} {name:38s} {100 * whole:9.3f}% {100 * kernel:10.3f}%", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
