"""Scalar ALU instructions against Python integer arithmetic (results and SCC)."""
import numpy as np

from emulator_util import LANES, make_kernel, prologue
from zyfagen.emulator import load, run_kernel

ARGS = [("vals", "buffer"), ("out", "buffer")]
M32 = 0xFFFFFFFF


def _run(ops: list[str], vals: list[int]) -> list[int]:
    """s[20..27] = vals; op i leaves its result in s40 (and SCC); out[2i] = s40, out[2i+1] = SCC."""
    body = prologue(ARGS) + ["s_load_dwordx8 s[20:27], s[4:5], 0x0", "s_waitcnt lgkmcnt(0)"]
    for i, op in enumerate(ops):
        body += [op, "s_cselect_b32 s41, 1, 0", "v_mov_b32 v10, s40", "v_mov_b32 v11, s41",
                 "v_mov_b32 v12, 0", f"global_store_dwordx2 v12, v[10:11], s[6:7] offset:{8 * i}"]
    body.append("s_endpgm")
    code = make_kernel(body, ARGS)
    out = run_kernel(load(code), {"vals": np.array(vals, np.uint32), "out": np.zeros(2 * len(ops), np.uint32)},
                     grid=1)["out"]
    return [int(x) for x in out]


def _s32(x):
    return x - (1 << 32) if x & 0x80000000 else x


def test_scalar_arithmetic_carries_and_compares():
    a, b, c, d = 0xFFFFFFF0, 0x00000025, 0x80000001, 0x0012F00D
    vals = [a, b, c, d, 3, 0x0004000C, 0xFFFF8000 & M32, 7]
    cases = [
        ("s_add_u32 s40, s20, s21", (a + b) & M32, int(a + b > M32)),
        ("s_add_u32 s39, s20, s21\ns_addc_u32 s40, s22, s23", (c + d + 1) & M32, int(c + d + 1 > M32)),
        ("s_sub_u32 s40, s21, s20", (b - a) & M32, 1),
        ("s_sub_u32 s39, s21, s20\ns_subb_u32 s40, s23, s24", (d - 3 - 1) & M32, 0),
        ("s_add_i32 s40, s22, s22", (2 * _s32(c)) & M32, 1),  # signed overflow
        ("s_sub_i32 s40, s21, s23", (b - d) & M32, 0),
        ("s_mul_i32 s40, s22, s23", (_s32(c) * d) & M32, None),
        ("s_mul_hi_u32 s40, s20, s23", (a * d) >> 32, None),
        ("s_lshl_b32 s40, s22, 1", (c << 1) & M32, 1),
        ("s_lshr_b32 s40, s22, 31", c >> 31, 1),
        ("s_ashr_i32 s40, s22, 4", (_s32(c) >> 4) & M32, 1),
        ("s_and_b32 s40, s20, s23", a & d, 1),
        ("s_bfe_u32 s40, s23, s25", (d >> 12) & 0xF, 1),  # offset 12, width 4
        ("s_lshl2_add_u32 s40, s21, s23", (b * 4 + d) & M32, 0),
        ("s_movk_i32 s40, 0x8000", 0xFFFF8000, None),
        ("s_mov_b32 s40, s23\ns_addk_i32 s40, 0xfff0", (d - 16) & M32, 0),
        ("s_cmp_lt_i32 s22, s21\ns_mov_b32 s40, 0", 0, 1),  # negative < 37
        ("s_cmp_lt_u32 s22, s21\ns_mov_b32 s40, 0", 0, 0),
        ("s_cmp_lg_u32 s24, 3\ns_mov_b32 s40, 0", 0, 0),
        ("s_cmp_gt_i32 s21, 0\ns_cselect_b32 s40, s23, s20", d, 1),
        ("s_lshl_b64 s[40:41], s[22:23], 4\ns_cmp_eq_u32 s41, s41", (((d << 32) | c) << 4) & M32, 1),
    ]
    out = _run([op for op, _, _ in cases], vals)
    for i, (op, value, scc) in enumerate(cases):
        assert out[2 * i] == value, (op, hex(out[2 * i]), hex(value))
        if scc is not None:
            assert out[2 * i + 1] == scc, (op, "scc")


def test_saveexec_and_vcc_branches():
    """s_and_saveexec_b64 returns the old EXEC and sets SCC from the new one."""
    body_ops = ["v_cmp_gt_u32 vcc, 8, v0\ns_and_saveexec_b64 s[40:41], vcc\ns_mov_b64 exec, s[40:41]",
                "v_cmp_gt_u32 vcc, 0, v0\ns_and_saveexec_b64 s[38:39], vcc\ns_mov_b64 exec, s[38:39]\ns_mov_b32 s40, 5",
                "v_cmp_gt_u32 vcc, 0, v0\ns_mov_b32 s40, 1\ns_cbranch_vccnz .Lskip\ns_mov_b32 s40, 2\n.Lskip:\ns_cmp_eq_u32 0, 0"]
    out = _run(body_ops, [0] * 8)
    assert out[0] == M32 and out[1] == 1  # old EXEC (all lanes) in s40, SCC = new EXEC != 0
    assert out[2] == 5 and out[3] == 0
    assert out[4] == 2 and out[5] == 1
    assert LANES == 64
