#!/usr/bin/env bash
# The program's folders are layers, each including only itself and the ones before it:
#   io → cli → view → model → widgets → panels → gui
# and the layers below the widgets (io, cli, view, model) know no GL, GLFW or ImGui, so
# that they build and are tested without a display.
set -euo pipefail
app_dir="${1:?usage: check_app_layers.sh APP_DIR}"
hits=$(grep -rnE '#[[:space:]]*include[[:space:]]*[<"](imgui|GLFW|GL/|EGL/|glad|backends/)' \
  "$app_dir/io" "$app_dir/cli" "$app_dir/view" "$app_dir/model" || true)
if [ -n "$hits" ]; then
  echo "a layer below the widgets includes a UI or GL header:"
  echo "$hits"
  exit 1
fi
echo "io/, cli/, view/ and model/ include no UI or GL header"
bash "$(dirname "$0")/check_layers.sh" "$app_dir" "" io cli view model widgets panels gui
