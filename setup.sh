#!/usr/bin/env bash
# Set up zyfagen on a fresh Debian machine and build the headline kernel.
#   - installs Debian's clang-22, lld-22 and llvm-22 where they are missing
#   - creates .venv with zyfagen and its test dependencies (pip's output is shown only on failure)
#   - builds specs/attention_hd128_lean.yaml (lean-P FP8 attention, head dim 128) into out/
set -euo pipefail
cd "$(dirname "$0")"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

need_apt=()
for tool in clang-22 ld.lld-22 llvm-objdump-22 llvm-readelf-22; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ -z "${ZYFAGEN_LLVM_DIR:-}" ] && [ ! -x /opt/rocm/llvm/bin/clang ]; then
    need_apt=(clang-22 lld-22 llvm-22)
  fi
done
if ! python3 -c "import venv, ensurepip" >/dev/null 2>&1; then
  need_apt+=(python3-venv)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]} with apt-get" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# pip and the build backend print pages of notices even with -q; keep them for a failure
quiet() {
  local log
  if ! log=$("$@" 2>&1); then
    printf '%s\n' "$log" >&2
    echo "setup: failed: $*" >&2
    exit 1
  fi
}
echo "setup: installing zyfagen into .venv" >&2
quiet .venv/bin/python -m pip install -q --upgrade pip
quiet .venv/bin/python -m pip install -q -e '.[test]'

.venv/bin/zyfagen build specs/attention_hd128_lean.yaml -o out
echo "setup: done. The kernel's report: out/attention_hd128_lean.report.md (matrix-pipe occupancy from the cycle model, by phase);"
echo "       its assembly: out/attention_hd128_lean.s. Tests: .venv/bin/python -m pytest -q"
