"""zyfagen build: the code object, checked with LLVM's own disassembler and readelf."""
import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT, run_cli
from zyfagen.assemble import assemble
from zyfagen.codeobj import read_code_object
from zyfagen.driver import build_spec, output_files, spec_paths
from zyfagen.errors import AssemblerError
from zyfagen.toolchain import find_toolchain

GEMM_SPEC = ROOT / "specs" / "gemm_fp8_32x32.yaml"


@pytest.fixture(scope="module")
def gemm():
    return build_spec(GEMM_SPEC)


def test_gemm_disassembly_has_the_mfma_loop_and_no_unknown_words(gemm, tmp_path):
    path = tmp_path / "g.hsaco"
    path.write_bytes(gemm.code_object)
    dis = subprocess.run([str(find_toolchain().llvm_objdump), "-d", "--mcpu=gfx950", str(path)],
                         capture_output=True, text=True, check=True).stdout
    assert "<unknown>" not in dis and ".long" not in dis
    kernel = read_code_object(gemm.code_object).kernel("gemm_fp8_32x32")
    insts = kernel.instructions
    mfmas = [i for i in insts if i.mnemonic == "v_mfma_f32_32x32x64_f8f6f4"]
    assert len(mfmas) == 1
    # a backward branch whose target lies before the MFMA and whose source lies after it: the K loop
    loops = [i for i in insts if i.branch_target is not None and i.branch_target < i.address]
    assert any(b.branch_target <= mfmas[0].address < b.address for b in loops)
    loads = [i for i in insts if i.mnemonic == "global_load_dwordx4" and loops[0].branch_target <= i.address < loops[0].address]
    assert len(loads) == 4
    assert insts[-1].mnemonic == "s_endpgm"


def test_gemm_metadata_lists_the_kernarg_layout(gemm):
    co = read_code_object(gemm.code_object)
    assert co.target.endswith("gfx950")
    meta = co.kernel("gemm_fp8_32x32").metadata
    args = [(a[".name"], a[".offset"], a[".size"], a[".value_kind"]) for a in meta[".args"]]
    assert args == [("a", 0, 8, "global_buffer"), ("b", 8, 8, "global_buffer"), ("c", 16, 8, "global_buffer"),
                    ("m", 24, 4, "by_value"), ("n", 28, 4, "by_value"), ("k", 32, 4, "by_value")]
    assert meta[".kernarg_segment_size"] == 40
    assert meta[".wavefront_size"] == 64
    desc = co.kernel("gemm_fp8_32x32").descriptor
    assert desc.kernarg_size == 40
    assert desc.user_sgprs == ("kernarg_segment_ptr", "kernarg_segment_ptr")
    assert desc.workgroup_id_enabled == (True, True, False)
    assert desc.accum_offset == gemm.allocated.usage.accum_offset


def test_building_twice_gives_identical_bytes(tmp_path):
    a = run_cli("build", str(GEMM_SPEC), "-o", str(tmp_path / "a"), "-q")
    b = run_cli("build", str(GEMM_SPEC), "-o", str(tmp_path / "b"), "-q")
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    names = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "b").iterdir())
    for n in names:
        assert (tmp_path / "a" / n).read_bytes() == (tmp_path / "b" / n).read_bytes(), n


def test_emitted_is_current():
    """Every file in emitted/ equals what `zyfagen build --all` produces now."""
    expected: dict[str, bytes] = {}
    for path in spec_paths(ROOT):
        expected.update(output_files(build_spec(path)))
    emitted = {p.name: p.read_bytes() for p in (ROOT / "emitted").iterdir() if p.is_file()}
    stale = sorted(n for n in expected if emitted.get(n) != expected[n])
    extra = sorted(set(emitted) - set(expected))
    assert not stale and not extra, f"emitted/ is stale: run `zyfagen build --all` (stale {stale}, extra {extra})"


def test_assembler_error_names_the_offending_line():
    text = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n.text\nk:\n  v_add_f32 v0, v1\n  s_endpgm\n"
    with pytest.raises(AssemblerError, match=r"bad.s:4:.*v_add_f32 v0, v1"):
        assemble(text, source_name="bad.s")


def test_missing_toolchain_is_one_clear_line(tmp_path):
    run = run_cli("build", str(GEMM_SPEC), "-o", str(tmp_path / "o"), env={"ZYFAGEN_LLVM_DIR": str(tmp_path)})
    assert run.returncode == 2
    assert "Traceback" not in run.stderr
    err = [l for l in run.stderr.splitlines() if l.startswith("zyfagen: error:")]
    assert len(err) == 1 and "clang" in err[0] and "apt-get install clang-22 lld-22 llvm-22" in err[0]


def test_help_and_version():
    assert run_cli("--help").returncode == 0
    v = run_cli("--version")
    assert v.returncode == 0 and v.stdout.startswith("zyfagen ")


def test_wheel_works_outside_the_repository(tmp_path):
    """`pip install .` ships isa/, templates/, schedules/ and specs/ as package data: outside the
    checkout a shipped spec builds by name, a third-party kind installed beside it (entry-point
    group zyfagen.kinds) builds from the command line and is seen by the runtime, the kernel
    cache answers, and zyfagen.attention runs a shipped spec named in spec=."""
    wheel_dir = tmp_path / "wheel"
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheel_dir), str(ROOT)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    wheel = next(wheel_dir.glob("zyfagen-*.whl"))
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(target)
    env["ZYFAGEN_CACHE_DIR"] = str(tmp_path / "cache")
    out = tmp_path / "out"
    run = subprocess.run([sys.executable, "-m", "zyfagen", "build", "gemm_fp8_32x32", "-o", str(out), "-q"],
                         capture_output=True, text=True, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    assert (out / "gemm_fp8_32x32.hsaco").read_bytes() == (ROOT / "emitted" / "gemm_fp8_32x32.hsaco").read_bytes()
    # a third-party kind: its package and a dist-info declaring it in the group zyfagen.kinds
    import shutil

    shutil.copytree(ROOT / "tests" / "kernels" / "toy_kind", target / "toy_kind")
    info = target / "toykind-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toykind\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[zyfagen.kinds]\ntoy_gram = toy_kind\n")
    (tmp_path / "toy.yaml").write_text("name: toy\narch: gfx950\nkind: toy_gram\nparams:\n  accumulator: vgpr\n")
    run = subprocess.run([sys.executable, "-m", "zyfagen", "build", "toy.yaml", "-o", str(out), "-q"],
                         capture_output=True, text=True, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    assert (out / "toy.hsaco").read_bytes()[:4] == b"\x7fELF"
    script = ("import numpy as np, zyfagen\n"
              "from zyfagen.kernels import get_kind\n"
              "print(get_kind('toy_gram').name)\n"
              "rng = np.random.default_rng(0)\n"
              "q, d = zyfagen.quantize_fp8(rng.standard_normal((1, 32, 1, 64)))\n"
              "o = zyfagen.attention(q, q, q, q_descale=d, k_descale=d, v_descale=d, spec='attention_hd64_lean', "
              "device='emulator')\n"
              "print(o.shape, bool(np.isfinite(o.astype(np.float32)).all()))\n")
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["toy_gram", "(1, 32, 1, 64) True"]
    run = subprocess.run([sys.executable, "-m", "zyfagen", "cache", "list"], capture_output=True, text=True,
                         cwd=tmp_path, env=env)
    assert run.returncode == 0 and "attention_hd64_lean" in run.stdout, run.stderr
    # the numerics study's AITER kernels ship too (they were silently dropped outside a checkout)
    # (and AITER's BF16 one with zyfagen's BF16 kernel beside it, issue 36: its shipped spec)
    script = ("from zyfagen.numerics.aiter_real import REAL_KERNELS, applies\n"
              "print(len(REAL_KERNELS), all(applies(*k.dims, s) for s, k in REAL_KERNELS.items()), "
              "all(str(k.code_object()).startswith(%r) for k in REAL_KERNELS.values()))\n" % str(target))
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, env=env)
    # v3, v4 fp8 and v4's five MX rows; AITER's BF16 forward and zyfagen's BF16 kernel (its spec; issue
    # 36), and the MLA shape's pair
    assert run.stdout.split() == ["11", "True", "True"], run.stderr
    check = subprocess.run([sys.executable, "-c", "import zyfagen.resources as r; print(r.data_dir('isa'))"],
                           capture_output=True, text=True, cwd=tmp_path, env=env)
    assert str(target) in check.stdout
    # the whole-chip model at its predicted clock works from the wheel too; its band needs the
    # power model's anchors (a source checkout's tests/data and specs/): one notice, no band
    spec = tmp_path / "hd64.yaml"
    spec.write_text((ROOT / "specs" / "attention_hd64_lean.yaml").read_text())
    run = subprocess.run([sys.executable, "-m", "zyfagen", "simulate", "--occupancy", str(spec), "--problem",
                          "heads_q=1,seq_q=256", "--format", "json"], capture_output=True, text=True, cwd=tmp_path,
                         env=env)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert got["band"] is None and got["clock"]["rule"].startswith("predicted by the power model")
    assert run.stderr.count("\n") == 1 and "notice: no band" in run.stderr
