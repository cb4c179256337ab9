#!/usr/bin/env bash
# End-to-end test of the maps at projector sizes: under its own Xvfb server it draws the
# heads, compare and decoder views at 100%, 200% and 300% text in windows of 1024×768,
# 1600×1000 and 1920×1080, and reads from --dump-state what each map drew. Checks: no
# map's title is cut (every line of it drawn, nothing left out for an ellipsis), the maps
# fill the view (the grid of heads reaches the bottom or the right of the view), every
# map is large enough to read, and at 1920×1080 and 200% the token labels are there.
# Where the room is nearly gone (300% text in 1024×768) a name may be cut, but never to
# nothing. The decoder is checked where its explanation leaves it room (up to 200%, and
# 100% in 1024×768), and the same in Chinese. Needs Xvfb.
#
#   projector_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: projector_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lesson="$here/../../assets/lessons/default.lesson.json"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdpyinfo
start_xvfb 231 300

# The maps of a --dump-state file, one per line: "title|title_drawn|x y w h|label_px", with
# the drawn lines joined by spaces.
maps_of() {
  awk '
    /^  "maps": \[/ { inmaps = 1; next }
    inmaps && /^  \]/ { inmaps = 0 }
    !inmaps { next }
    /^      "title": / { t = $0; sub(/^      "title": "/, "", t); sub(/",?$/, "", t) }
    /^      "title_drawn": / { d = $0; sub(/^      "title_drawn": "/, "", d); sub(/",?$/, "", d); gsub(/\\n/, " ", d) }
    /^      "label_px": / { l = $2; sub(",", "", l) }
    /^      "cells_rect": \[/ { inrect = 1; r = ""; next }
    inrect && /\]/ { inrect = 0; next }
    inrect { v = $1; sub(",", "", v); r = r (r == "" ? "" : " ") v }
    /^    }/ { print t "|" d "|" r "|" l; t = d = r = l = "" }
  ' "$1"
}
view_bottom() {  # the view's bottom and right edges, in window pixels
  awk '/^  "view_rect": \[/{f=1; next} f && /\]/{f=0} f{gsub(/[ ,]/,""); v[n++]=$0}
       END { printf "%d %d\n", v[1] + v[3], v[0] + v[2] }' "$1"
}

lang=en  # the interface's language of the runs below
run() {  # run NAME VIEW FONT_SCALE WIDTH HEIGHT [LESSON]
  local name=$1 view=$2 scale=$3 w=$4 h=$5 file=${6:-$lesson}
  timeout 60 "$exe" --lang "$lang" --lesson "$file" --view "$view" --font-scale "$scale" --width "$w" \
    --height "$h" --screenshot "$work/$name.png" --frames 5 --dump-state "$work/$name.json" \
    >"$work/$name.log" 2>&1 || fail "$name: the program failed: $(cat "$work/$name.log")"
  [ -s "$work/$name.json" ] || fail "$name: no --dump-state"
}

# Every title drawn whole (or, with "named", at least the first letters of its name after
# "Head N: "), and every map at least `least` pixels a side.
check_maps() {  # check_maps NAME LEAST [named]
  local name=$1 least=$2 mode=${3:-whole} count=0 title drawn rect label short
  while IFS='|' read -r title drawn rect label; do
    [ -n "$title" ] || continue
    count=$((count + 1))
    if [ "$mode" = whole ]; then
      # Lines joined by a space: a Chinese title breaks where it has none ("头 1：" / "前一个词元").
      [ "${drawn// /}" = "${title// /}" ] || fail "$name: the title \"$title\" was drawn as \"$drawn\""
    else
      short=${title#*: }
      short=${short:0:3}
      [[ "$drawn" == *"$short"* ]] || fail "$name: the name in \"$title\" was cut to \"$drawn\""
    fi
    read -r _ _ cw ch <<<"$rect"
    awk -v w="$cw" -v h="$ch" -v m="$least" 'BEGIN { exit !(w >= m && h >= m) }' || \
      fail "$name: \"$title\" is only ${cw}×${ch} pixels"
  done < <(maps_of "$work/$name.json")
  [ "$count" -gt 0 ] || fail "$name: no maps in the dump"
}

# The grid of heads reaches at least 80% of the way down or across the view.
check_fills() {  # check_fills NAME
  local name=$1 bottom right low=0 far=0 title drawn rect label x y cw ch
  read -r bottom right <<<"$(view_bottom "$work/$name.json")"
  while IFS='|' read -r title drawn rect label; do
    read -r x y cw ch <<<"$rect"
    low=$(awk -v a="$low" -v b="$y" -v c="$ch" 'BEGIN { print (b + c > a) ? b + c : a }')
    far=$(awk -v a="$far" -v b="$x" -v c="$cw" 'BEGIN { print (b + c > a) ? b + c : a }')
  done < <(maps_of "$work/$name.json")
  awk -v l="$low" -v f="$far" -v b="$bottom" -v r="$right" 'BEGIN {
    top = b * 0.45; exit !((l >= 0.8 * b) || (f >= 0.8 * r)) }' || \
    fail "$name: the maps end at y = $low, x = $far in a view ending at y = $bottom, x = $right"
}

for size in "1024 768" "1600 1000" "1920 1080"; do
  read -r w h <<<"$size"
  for scale in 1 2 3; do
    name="$w-$scale"
    run "heads-$name" heads "$scale" "$w" "$h"
    if [ "$name" = 1024-3 ]; then
      check_maps "heads-$name" 30 named
    else
      check_maps "heads-$name" 40
    fi
    check_fills "heads-$name"
    if [ "$name" != 1024-3 ]; then
      run "compare-$name" compare "$scale" "$w" "$h"
      check_maps "compare-$name" 40
    fi
    if [ "$scale" = 1 ] || { [ "$scale" = 2 ] && [ "$w" != 1024 ]; }; then
      run "decoder-$name" decoder "$scale" "$w" "$h"
      check_maps "decoder-$name" 30
    fi
  done
done
pass "heads, compare and decoder at 100–300% in 1024×768, 1600×1000 and 1920×1080: titles whole, maps filling the view"

# In Chinese, whose titles have no spaces to break at: whole, at 150% to 300%.
lang=zh-CN
for size in "1600 1000" "1920 1080"; do
  read -r w h <<<"$size"
  for scale in 1.5 2 3; do
    name="zh-$w-$scale"
    run "heads-$name" heads "$scale" "$w" "$h"
    check_maps "heads-$name" 40
    check_fills "heads-$name"
    run "compare-$name" compare "$scale" "$w" "$h"
    check_maps "compare-$name" 40
  done
done
grep -q '"title": "头 1：前一个词元"' "$work/heads-zh-1600-2.json" || fail "the Chinese run's titles are not in Chinese"
lang=en
pass "heads and compare in Chinese at 150–300% in 1600×1000 and 1920×1080: titles whole, maps filling the view"

labels=$(maps_of "$work/heads-1920-2.json" | awk -F'|' '$4 > 0' | wc -l)
[ "$labels" -gt 0 ] || fail "at 1920×1080 and 200% the heads have no token labels"
pass "at 1920×1080 and 200% the heads are labelled with their tokens"

# Sixteen heads at 100%: the narrow designed heads' names are whole, with what they need.
sed 's/"heads": 4/"heads": 16/' "$lesson" >"$work/sixteen.json"
run sixteen heads 1 1600 1000 "$work/sixteen.json"
check_maps sixteen 60
grep -q '"title_drawn": "Head 3:\\nsame word\\n(needs d_k ≥ 16)"' "$work/sixteen.json" || \
  grep -q '"title_drawn": "Head 3: same word\\n(needs d_k ≥ 16)"' "$work/sixteen.json" || \
  fail "the same-word head at d_k = 8 should say whole that it needs d_k ≥ 16"
pass "sixteen heads at 100%: every name whole, the narrow heads saying what they need"
echo "PASS: projector end-to-end"
