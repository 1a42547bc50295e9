"""`simulate` never reports figures from a path that ran none of a kernel's work (issue 32):
AITER's group-mode attention kernels left through an early exit under the static branch
policy and reported 0 MACs, 0 TFLOP/s with exit status 0."""
import subprocess
import sys

import pytest
from test_occupancy import kernel, kernel_source

from zyfagen import sim as occupancy
from zyfagen.errors import UserError

EARLY_EXIT = """
s_cmp_eq_u32 0, 0
s_cbranch_scc1 .Lend
v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[16:23], v[24:31], v[0:15]
.Lend:
s_endpgm
"""


def test_static_path_that_skips_every_mfma_is_refused():
    with pytest.raises(UserError, match=r"ran none of the kernel's 1 MFMAs.*--record-args"):
        occupancy.simulate(kernel(EARLY_EXIT))


def test_the_same_kernel_with_its_work_on_the_path_is_timed():
    r = occupancy.simulate(kernel(EARLY_EXIT.replace("s_cmp_eq_u32 0, 0", "s_cmp_eq_u32 0, 1")))
    assert r.macs_total == 32 * 32 * 64


def test_command_line_exits_non_zero_with_one_line(tmp_path):
    from zyfagen.assemble import assemble
    path = tmp_path / "k.hsaco"
    path.write_bytes(assemble(kernel_source(EARLY_EXIT)))
    run = subprocess.run([sys.executable, "-m", "zyfagen", "simulate", "--occupancy", str(path)],
                         capture_output=True, text=True)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "--record-args" in run.stderr


def test_aiter_group_kernel_refused_alone_and_timed_from_a_recorded_launch(tmp_path):
    """AITER's group-mode kernel: alone it is refused; with --record-args and its kernarg layout
    the recorded workgroup (head 0, sequence 0, query tile 0: 256 rows against 260 keys, run as
    three 128-key tiles) does its MFMA work: 256 x 384 x 128 MACs for Q K^T and as many for P V."""
    import json
    from pathlib import Path

    import ml_dtypes
    import numpy as np

    from zyfagen.foreign import aiter

    data = Path(__file__).resolve().parents[1] / "data" / "aiter"
    co, layout = data / "fwd_hd128_fp8_group.co", data / "fwd_hd128_fp8_group.args.yaml"
    alone = subprocess.run([sys.executable, "-m", "zyfagen", "simulate", "--occupancy", str(co)],
                           capture_output=True, text=True)
    assert alone.returncode == 2 and "--record-args" in alone.stderr
    rng = np.random.default_rng(0)
    f8 = ml_dtypes.float8_e4m3fn
    lq, lk = [300, 100], [260, 150]
    args = aiter.aiter_group_args([rng.standard_normal((n, 128)).astype(f8) for n in lq],
                                  [rng.standard_normal((n, 128)).astype(f8) for n in lk],
                                  [rng.standard_normal((n, 128)).astype(f8) for n in lk], 1 / np.sqrt(128))
    np.savez(tmp_path / "args.npz", **args)
    grid = ",".join(str(x) for x in aiter.group_grid(lq))
    run = subprocess.run([sys.executable, "-m", "zyfagen", "simulate", "--occupancy", str(co),
                          "--record-args", str(tmp_path / "args.npz"), "--grid", grid,
                          "--kernarg-layout", str(layout), "--format", "json"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["macs"] == 2 * 256 * 384 * 128 and out["tflops"] > 0
