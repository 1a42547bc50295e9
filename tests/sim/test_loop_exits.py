"""The static branch policy ends a loop whose only way out lies behind a forward branch inside
it (issue 32: AITER's fmoe blockscaleFp8 ... 64x384 kernels, whose loops never ended under the
policy: 5M-instruction step limit). Their shape: an unrolled pair of blocks; the loop head asks
whether two more blocks remain and branches to a one-block tail when not; only that tail's
branches jump past the unconditional back-edge."""
import pytest
from test_occupancy import MFMA, kernel

from zyfagen.errors import UserError
from zyfagen.sim import engine
from zyfagen.sim.program import K_CBRANCH

BODY = f"""
s_mov_b32 s76, 0
loop:
s_add_u32 s56, 0x200, s76
s_cmp_lt_u32 s56, s77
s_cbranch_scc0 tail
{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]
{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]
s_addk_i32 s76, 0x200
s_branch back
tail:
s_add_u32 s56, 0x100, s76
s_cmp_lt_u32 s56, s77
s_cbranch_scc0 none_left
{MFMA} a[0:15], v[0:7], v[8:15], a[0:15]
s_branch out
none_left:
s_branch out
back:
s_branch loop
out:
s_endpgm
"""


def test_a_loop_left_only_through_its_tail_ends_after_its_trips():
    r = engine.simulate(kernel(BODY), iterations=3, step_limit=5000)
    assert r.macs_total == 6 * 32 * 32 * 64  # 3 trips of the pair; the tail leaves at once


def test_without_the_inner_exits_the_loop_would_not_end(monkeypatch):
    """The same kernel under the old rule (only branches past the back-edge are exits)."""
    def old_rule(prog, loops):
        for x in prog:
            if x.kind == K_CBRANCH and x.arg > x.index:
                inner = [(h, b) for h, b in loops if h <= x.index <= b and x.arg > b]
                if inner:
                    x.exit_of = min(inner, key=lambda hb: hb[1] - hb[0])[1]
    monkeypatch.setattr(engine, "_mark_exits", old_rule)
    monkeypatch.setattr(engine, "_PREPARED", {})
    with pytest.raises(UserError, match="never exits"):
        engine.simulate(kernel(BODY, name="k_old"), iterations=3, step_limit=5000)
