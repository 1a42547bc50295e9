"""Kernel kind `fp8_gemm_tile`: C[M,N] (fp32) = A[M,K] (e4m3) x B[N,K]^T (e4m3).

A is row-major M x K; B is stored row-major N x K (each output column's K values are
contiguous, as for a weight matrix), so C = A @ B.T. One workgroup of one wave computes one
32 x 32 tile of C; workgroup (x, y) owns columns 32x.. and rows 32y.. . The wave walks K in
steps of 64 with `v_mfma_f32_32x32x64_f8f6f4`.

Launch contract (`zyfagen.kernels.gemm_tile.KIND`, stated in the README too):
M and N multiples of 32, K a positive multiple of 64, grid = (N/32, M/32, 1), 64 lanes.

Register layout of the 32x32x64 FP8 MFMA (ROCm blog "Matrix Core Programming on AMD CDNA3
and CDNA4", see shared/docs/cdna4-facts.md): lane t holds A row t%32 at
K = 16*(t/32) + [0..15] and 32 + 16*(t/32) + [0..15], B column t%32 at the same K, and
C element 4i+j at row 8i + 4*(t/32) + j, column t%32. A and B use the same K positions in
the same register bytes, so the dot product pairs the right elements whatever order the
hardware sums them in.
"""
from __future__ import annotations

from ...ir import Imm, KernelBuilder, LabelRef
from ...schedule import Schedule
from ..kind import KernelSpec, Param

PARAMS = (
    Param("tile_m", int, 32, choices=(32,), doc="rows of C per workgroup"),
    Param("tile_n", int, 32, choices=(32,), doc="columns of C per workgroup"),
    Param("k_step", int, 64, choices=(64,), doc="K consumed per MFMA"),
    Param("accumulator", str, "agpr", choices=("agpr", "vgpr", "auto"),
          doc="where the C tile lives; auto lets register allocation choose"),
    Param("a_format", str, "e4m3", choices=("e4m3",), doc="FP8 format of A"),
    Param("b_format", str, "e4m3", choices=("e4m3",), doc="FP8 format of B"),
    Param("schedule", str, "serial", doc="schedule name in schedules/ or a path to a .sched file"),
)

MFMA = "v_mfma_f32_32x32x64_f8f6f4"


def validate(spec: KernelSpec, schedule: Schedule) -> None:
    """No cross-field rules: every parameter is checked alone (the schedule parsed by parse_spec)."""


def summary(spec: KernelSpec) -> str:
    return (f"fp8_gemm_tile C=A*B^T, 32x32 tile per wave, K step 64, "
            f"accumulator in {spec['accumulator'].upper()}s")


def build(spec: KernelSpec, schedule: Schedule):
    kb = KernelBuilder(spec.name, workgroup_size=64)
    op = kb.op
    a_arg = kb.arg_pointer("a", "uint8_t*")
    b_arg = kb.arg_pointer("b", "uint8_t*")
    c_arg = kb.arg_pointer("c", "float*")
    m_arg = kb.arg_value("m", 4, "uint32_t")
    n_arg = kb.arg_value("n", 4, "uint32_t")
    k_arg = kb.arg_value("k", 4, "uint32_t")
    del m_arg  # M only bounds the grid; the kernel itself never reads it

    s_a, s_b, s_c = kb.sreg(2, "a"), kb.sreg(2, "b"), kb.sreg(2, "c")
    s_n, s_k = kb.sreg(1, "n"), kb.sreg(1, "k")
    op.s_load_dwordx2(s_a, kb.kernarg_ptr, Imm(a_arg.offset))
    op.s_load_dwordx2(s_b, kb.kernarg_ptr, Imm(b_arg.offset))
    op.s_load_dwordx2(s_c, kb.kernarg_ptr, Imm(c_arg.offset))
    op.s_load_dword(s_n, kb.kernarg_ptr, Imm(n_arg.offset))
    op.s_load_dword(s_k, kb.kernarg_ptr, Imm(k_arg.offset))

    tile_col, tile_row = kb.workgroup_id(0), kb.workgroup_id(1)
    s_row0, s_col0 = kb.sreg(1, "row0"), kb.sreg(1, "col0")
    op.s_lshl_b32(s_row0, tile_row, Imm(5))
    op.s_lshl_b32(s_col0, tile_col, Imm(5))

    lane_row, half = kb.vreg(1, "lane_row"), kb.vreg(1, "half")
    op.v_and_b32(lane_row, Imm(31), kb.workitem_id)
    op.v_lshrrev_b32(half, Imm(5), kb.workitem_id)

    # byte offsets of this lane's first K chunk in A and B: row * K + 16 * half
    a_row, b_row = kb.vreg(1, "a_row"), kb.vreg(1, "b_row")
    op.v_add_u32(a_row, s_row0, lane_row)
    op.v_add_u32(b_row, s_col0, lane_row)
    a_off, b_off = kb.vreg(1, "a_off"), kb.vreg(1, "b_off")
    tmp = kb.vreg(1, "tmp")
    op.v_mul_lo_u32(tmp, a_row, s_k)
    op.v_lshl_add_u32(a_off, half, Imm(4), tmp)
    tmp2 = kb.vreg(1, "tmp2")
    op.v_mul_lo_u32(tmp2, b_row, s_k)
    op.v_lshl_add_u32(b_off, half, Imm(4), tmp2)

    # accumulator tile, zeroed; its home (AGPR or VGPR) is register allocation's choice,
    # steered by the spec (the moves below are re-chosen to match)
    kb.accumulator_home = spec["accumulator"]
    acc = kb.accreg(16, "acc")
    for i in range(16):
        op.v_accvgpr_write_b32(acc[i], Imm(0))

    s_iters = kb.sreg(1, "k_iters")
    op.s_lshr_b32(s_iters, s_k, Imm(6))

    load_depth = schedule.load_depth
    mfma = getattr(op, MFMA)

    def load_chunk(a_buf, b_buf):
        with kb.phase("load"):
            op.global_load_dwordx4(a_buf[0:4], a_off, s_a)
            op.global_load_dwordx4(a_buf[4:8], a_off, s_a, mods=("offset:32",))
            op.global_load_dwordx4(b_buf[0:4], b_off, s_b)
            op.global_load_dwordx4(b_buf[4:8], b_off, s_b, mods=("offset:32",))

    if load_depth == 0:
        # load a K chunk, wait for it, multiply: the loads' latency is exposed every iteration
        a_frag, b_frag = kb.vreg(8, "a_frag"), kb.vreg(8, "b_frag")
        k_loop = kb.label("k_loop")
        load_chunk(a_frag, b_frag)
        with kb.phase("addr"):
            op.v_add_u32(a_off, Imm(64), a_off)
            op.v_add_u32(b_off, Imm(64), b_off)
            op.s_sub_u32(s_iters, s_iters, Imm(1))
        with kb.phase("qk"):
            mfma(acc, a_frag, b_frag, acc, comment="C += A(32x64) * B(64x32)")
        with kb.phase("addr"):
            op.s_cmp_eq_u32(s_iters, Imm(0))
        op.s_cbranch_scc0(k_loop)
    else:
        # software pipelining, depth 1: the next chunk loads into the other buffer while the
        # MFMA works on this one; the loop is unrolled twice so the buffers alternate without
        # copies. On the last chunk the prefetch re-reads the same chunk (its address stops
        # advancing), so no load ever leaves A or B.
        bufs = [(kb.vreg(8, "a_frag0"), kb.vreg(8, "b_frag0")), (kb.vreg(8, "a_frag1"), kb.vreg(8, "b_frag1"))]
        s_step = kb.sreg(1, "k_step")
        load_chunk(*bufs[0])

        def advance():
            with kb.phase("load"):  # address arithmetic of the prefetch belongs with it
                op.s_cmp_gt_u32(s_iters, Imm(1))
                op.s_cselect_b32(s_step, Imm(64), Imm(0))
                op.v_add_u32(a_off, s_step, a_off)
                op.v_add_u32(b_off, s_step, b_off)

        k_loop = kb.label("k_loop")
        for stage in (0, 1):
            advance()
            load_chunk(*bufs[1 - stage])
            with kb.phase("qk"):
                mfma(acc, bufs[stage][0], bufs[stage][1], acc, comment="C += A(32x64) * B(64x32)")
            with kb.phase("addr"):
                op.s_sub_u32(s_iters, s_iters, Imm(1))
                op.s_cmp_eq_u32(s_iters, Imm(0))
            if stage == 0:
                op.s_cbranch_scc1(LabelRef("store"))
                kb.label("k_loop_odd")
            else:
                op.s_cbranch_scc0(k_loop)

    kb.label("store")
    # byte offset of C element (row 8i + 4*half + j, column col0 + lane_row):
    # ((row0 + 4*half + 8i + j) * N + col0 + lane_row) * 4
    c_row, c_idx, c_col_idx, c_off = (kb.vreg(1, n) for n in ("c_row", "c_idx", "c_col_idx", "c_off"))
    op.v_lshl_add_u32(c_row, half, Imm(2), s_row0)
    op.v_mul_lo_u32(c_idx, c_row, s_n)
    op.v_add_u32(c_col_idx, c_idx, b_row)  # b_row = col0 + lane_row
    op.v_lshlrev_b32(c_off, Imm(2), c_col_idx)
    s_row_bytes = kb.sreg(1, "row_bytes")
    op.s_lshl_b32(s_row_bytes, s_n, Imm(2))
    for i in range(4):
        for j in range(4):
            s_delta = kb.sreg(1, f"delta_{i}{j}")
            op.s_mul_i32(s_delta, s_row_bytes, Imm(8 * i + j))
            addr = kb.vreg(1, f"c_addr_{i}{j}")
            op.v_add_u32(addr, s_delta, c_off)
            value = kb.vreg(1, f"c_{i}{j}")
            op.v_accvgpr_read_b32(value, acc[4 * i + j])
            op.global_store_dword(addr, value, s_c)
    op.s_endpgm()
    return kb.finish()
