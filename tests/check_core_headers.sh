#!/usr/bin/env bash
# The engine in core/ knows Eigen and the standard library only: no UI or GL header. And
# its folders are layers, each including only itself and the ones before it:
#   kernels → base → attention → model → teaching
set -euo pipefail
core_dir="${1:?usage: check_core_headers.sh CORE_DIR}"
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"](imgui|GLFW|GL/|glad|backends/|nlohmann|CLI/)' \
  "$core_dir" || true)
if [ -n "$hits" ]; then
  echo "core/ includes a header it must not know:"
  echo "$hits"
  exit 1
fi
echo "core/ includes no UI, GL, JSON or CLI header ($(find "$core_dir" -name '*.[ch]pp' | wc -l) files checked)"
bash "$(dirname "$0")/check_layers.sh" "$core_dir" core kernels base attention model teaching
