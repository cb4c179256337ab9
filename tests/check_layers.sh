#!/usr/bin/env bash
# check_layers.sh DIR PREFIX LAYER... : the folders of DIR are layers, in the order given;
# a file in one may include ("PREFIX/LAYER/..." or "LAYER/...") only its own layer and the
# ones before it. Prints every include that runs back up, and fails if there is one.
# One grep and one awk over the whole tree: a process per include line (as sed in a loop)
# took half a minute of a core for the program's 2,000 includes.
set -euo pipefail
dir="${1:?usage: check_layers.sh DIR PREFIX LAYER...}"
prefix="$2"
shift 2
layers=("$@")
existing=()
for layer in "${layers[@]}"; do [ -d "$dir/$layer" ] && existing+=("$dir/$layer"); done
[ "${#existing[@]}" -gt 0 ] || { echo "$dir: none of the layers ${layers[*]} is a folder"; exit 1; }
# grep prints FILE:LINE:TEXT; the file's layer is its first folder under DIR, the include's
# the first folder of the included path, after PREFIX/ when it has it.
{ grep -rnE '#include "[a-z_]+/' "${existing[@]}" || true; } | awk -v dir="$dir/" -v prefix="$prefix" -v order="${layers[*]}" '
  BEGIN { n = split(order, names, " "); for (i = 1; i <= n; ++i) rank[names[i]] = i }
  {
    colon = index($0, ":"); file = substr($0, 1, colon - 1); rest = substr($0, colon + 1)
    text = substr(rest, index(rest, ":") + 1)
    relative = substr(file, length(dir) + 1); own = relative; sub(/\/.*/, "", own)
    included = text; sub(/.*#include "/, "", included)
    if (prefix != "" && index(included, prefix "/") == 1) included = substr(included, length(prefix) + 2)
    target = included; sub(/\/.*/, "", target)
    if (!(target in rank) || !(own in rank)) next  # not one of the layers (system, or another tree)
    if (rank[target] > rank[own]) { print "runs back up: " own " → " target " in " relative ": " text; bad = 1 }
  }
  END { exit bad }' || exit 1
echo "$dir: layers ${layers[*]}: no include runs back up"
