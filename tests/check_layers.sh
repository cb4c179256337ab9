#!/usr/bin/env bash
# check_layers.sh DIR PREFIX LAYER... : the folders of DIR are layers, in the order given;
# a file in one may include ("PREFIX/LAYER/..." or "LAYER/...") only its own layer and the
# ones before it. Prints every include that runs back up, and fails if there is one.
set -euo pipefail
dir="${1:?usage: check_layers.sh DIR PREFIX LAYER...}"
prefix="$2"
shift 2
layers=("$@")
rank() {
  local i
  for i in "${!layers[@]}"; do [ "${layers[$i]}" = "$1" ] && { echo "$i"; return; }; done
  echo -1
}
bad=0
for layer in "${layers[@]}"; do
  own=$(rank "$layer")
  [ -d "$dir/$layer" ] || continue
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    file=${line%%:*}
    target=$(sed -E "s|.*#include \"($prefix/)?([a-z_]+)/.*|\2|" <<<"$line")
    theirs=$(rank "$target")
    [ "$theirs" -lt 0 ] && continue  # not one of the layers (system, or another tree)
    if [ "$theirs" -gt "$own" ]; then
      echo "runs back up: $layer → $target in ${file#"$dir"/}: $(sed -E 's/^[0-9]+://' <<<"${line#*:}")"
      bad=1
    fi
  done < <(grep -rnE '#include "[a-z_]+/' "$dir/$layer" || true)
done
[ "$bad" = 0 ] || exit 1
echo "$dir: layers ${layers[*]}: no include runs back up"
