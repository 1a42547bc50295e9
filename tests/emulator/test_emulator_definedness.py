"""Definedness like hardware for scalar copies: s_mov_b32/b64 of a never-written SGPR is
allowed and the copy stays never-written; using it where it matters is an EmulationError
naming the using instruction. Code assembled by clang-22 (emulator_util)."""
import numpy as np
import pytest

from zyfagen.emulator import EmulationError, load, run_kernel

from emulator_util import LANES, make_kernel, prologue

ARGS = [("out", "buffer")]


def _run(body: list[str]) -> np.ndarray:
    code = make_kernel(prologue(ARGS) + body + ["s_endpgm"], ARGS)
    return run_kernel(load(code), {"out": np.zeros(LANES, np.uint32)}, grid=1)["out"]


def test_copying_a_never_written_sgpr_is_allowed():
    out = _run(["s_mov_b32 s40, s60", "s_mov_b64 s[42:43], s[62:63]", "s_mov_b32 s44, s40",
                "v_mov_b32 v22, 9", "global_store_dword v100, v22, s[4:5]"])
    assert (out == 9).all()


def test_a_defined_sgpr_copy_carries_its_value():
    out = _run(["s_mov_b32 s60, 0x1234", "s_mov_b32 s61, 7", "s_mov_b64 s[42:43], s[60:61]",
                "s_add_u32 s44, s42, s43", "v_mov_b32 v22, s44",
                "global_store_dword v100, v22, s[4:5]"])
    assert (out == 0x1234 + 7).all()


@pytest.mark.parametrize("use, where", [
    (["s_add_u32 s44, s40, 1"], "s_add_u32"),                          # arithmetic
    (["s_mov_b32 m0, s40"], "s_mov_b32 m0"),                            # M0 (an LDS address)
    (["s_mov_b64 exec, s[40:41]"], "s_mov_b64 exec"),                   # EXEC
    (["s_mov_b64 vcc, s[40:41]"], "s_mov_b64 vcc"),                     # VCC
    (["s_cmp_eq_u32 s40, 0"], "s_cmp_eq_u32"),                          # SCC
    (["global_store_dword v100, v100, s[40:41]"], "global_store_dword"),  # an address
])
def test_using_a_never_written_sgpr_copy_is_an_emulation_error(use, where):
    with pytest.raises(EmulationError, match="never-written s(40|41)") as info:
        _run(["s_mov_b64 s[40:41], s[60:61]"] + use)
    assert where in str(info.value)
