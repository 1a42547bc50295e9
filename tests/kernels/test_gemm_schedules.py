"""fp8_gemm_tile under every shipped schedule (and accumulator home): emulated output is
bitwise the accumulation-rule reference, whatever order, prefetch depth or register homes
the schedule and the allocator chose."""
import ml_dtypes
import numpy as np
import pytest

from zyfagen.driver import build_spec
from zyfagen.emulator import launch, load
from zyfagen.schedule import available_schedules, load_schedule
from zyfagen.spec import parse_spec

from test_emulator_gemm import _reference

F8 = ml_dtypes.float8_e4m3fn


def _build(schedule: str, accumulator: str):
    text = (f"name: g_{schedule}_{accumulator}\narch: gfx950\nkind: fp8_gemm_tile\n"
            f"params:\n  schedule: {schedule}\n  accumulator: {accumulator}\n")
    return build_spec(parse_spec(text, f"g_{schedule}.yaml"))


@pytest.mark.parametrize("accumulator", ["agpr", "auto"])
@pytest.mark.parametrize("schedule", sorted(available_schedules()))
def test_gemm_bitwise_under_every_schedule(schedule, accumulator):
    result = _build(schedule, accumulator)
    prog = load(result.code_object)
    rng = np.random.default_rng(len(schedule))
    # K of 1, 2 and 3 chunks: the depth-1 pipeline leaves its unrolled loop at either half
    for m, n, k in [(32, 32, 64), (64, 32, 128), (32, 64, 192)]:
        a = np.clip(rng.standard_normal((m, k)) * 4, -448, 448).astype(F8)
        b = np.clip(rng.standard_normal((n, k)) * 4, -448, 448).astype(F8)
        out = launch(prog, {"a": a, "b": b, "c": np.zeros((m, n), np.float32), "m": m, "n": n, "k": k},
                     grid=(n // 32, m // 32, 1))
        assert np.array_equal(out.buffers["c"].view(np.uint32), _reference(a, b).view(np.uint32)), (m, n, k)


def test_load_depth_one_prefetches_the_next_chunk():
    """With load_depth 1 the MFMA waits only for the chunk loaded one step earlier: the four
    loads of the next chunk stay in flight (s_waitcnt vmcnt(4))."""
    assert load_schedule("pingpong2").load_depth == 1 and load_schedule("serial").load_depth == 0
    deep = _build("pingpong2", "agpr").asm_text
    flat = _build("serial", "agpr").asm_text
    assert "s_waitcnt vmcnt(4)" in deep and "s_waitcnt vmcnt(4)" not in flat
