"""Shipped specs by name: `zyfagen build NAME` and zyfagen.attention(spec="NAME") (the wheel test
in test_build.py runs both from an installed wheel); an unknown name is one error listing them."""
import numpy as np
import pytest

from conftest import assert_one_error_line, run_main
from zyfagen.resources import shipped_spec_names, spec_path


def test_names_resolve_to_the_shipped_files(tmp_path):
    names = shipped_spec_names()
    assert "attention_hd128_lean" in names and "gemm_fp8_32x32" in names
    assert spec_path("attention_hd128_lean").name == "attention_hd128_lean.yaml"
    assert spec_path("attention_hd128_lean.yaml").is_file()
    mine = tmp_path / "attention_hd128_lean.yaml"  # a path is a path, never a shipped name
    assert spec_path(mine) == mine


def test_unknown_name_is_one_error_listing_the_shipped_specs(tmp_path):
    line = assert_one_error_line(*run_main("build", "attention_hd512", "-o", str(tmp_path / "o"), "-q"),
                                 "attention_hd512: no such file, nor a spec zyfagen ships; shipped: ")
    assert "attention_hd128_lean" in line
    assert not (tmp_path / "o").exists()


def test_attention_spec_name_that_is_not_shipped_names_spec():
    import ml_dtypes

    import zyfagen

    q = np.zeros((1, 4, 1, 64), ml_dtypes.float8_e4m3fn)
    with pytest.raises(ValueError, match="^spec: nope: no such file, nor a spec zyfagen ships"):
        zyfagen.attention(q, q, q, q_descale=1.0, k_descale=1.0, v_descale=1.0, spec="nope", device="emulator")
