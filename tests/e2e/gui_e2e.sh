#!/usr/bin/env bash
# End-to-end test of the desktop program, used as a person uses it: under its own Xvfb
# server it starts the real window, presses keys with xdotool, takes screenshots with
# ImageMagick and reads what the views show from --dump-state.
#
#   gui_e2e.sh BUILD_DIR
#
# Checks: --screenshot writes a non-blank PNG of the window's size; C changes the heads
# view and C again restores everything above the status line pixel for pixel; + adds
# heatmaps, keeps D and shrinks d_k, and - restores everything above the status line, D
# included; at 16 heads the designed heads too narrow for their job say so on their maps;
# the translation lesson's compare view shows maps of 4×4, 5×5 and 5×4 (the middle one
# causal), and Tab switches views (the teaching views: views_e2e.sh); at 200% text the
# maps fill the view with whole names (projector_e2e.sh has more sizes). Needs Xvfb,
# xdotool and ImageMagick.
set -uo pipefail

build="${1:?usage: gui_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lessons="$here/../../assets/lessons"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import compare identify convert
start_xvfb 91 160

# --- helpers over the --dump-state JSON (nlohmann's dump(2): sorted keys, 2 spaces) ---
# Shapes of the displayed maps, one "ROWSxCOLS" per line.
shapes() {
  awk '/^      "cols": /{c=$2; sub(",","",c)} /^      "rows": /{r=$2; sub(",","",r)}
       /^      "title": /{print r "x" c}' "$1"
}
map_count() { shapes "$1" | wc -l | tr -d ' '; }
# Masked cells of each map, one per line.
masked() { awk '/^      "masked_cells": /{m=$2; sub(",","",m); print m}' "$1"; }

maps_are() { [ -s "$1" ] && [ "$(map_count "$1")" = "$2" ]; }


# Screenshot of the view area only (the status line below it shows messages).
shot_view() {  # shot_view STATE_JSON OUT.png
  local rect x y w h
  import -window root "$work/root.png" || return 1
  rect=$(awk '/^  "view_rect": \[/{f=1; next} f && /\]/{f=0} f{gsub(/[ ,]/,""); printf "%d ", $0}' "$1")
  read -r x y w h <<<"$rect"
  local gx gy
  eval "$(xdotool getwindowgeometry --shell "$wid" | grep -E '^(X|Y)=')"
  gx=$X; gy=$Y
  convert "$work/root.png" -crop "${w}x${h}+$((gx + x))+$((gy + y))" +repage "$2"
}
# Screenshot of the whole window above the status line (which says what a key did).
shot_above_status() {  # shot_above_status STATE_JSON OUT.png
  local rect x y w h gx gy
  import -window root "$work/root.png" || return 1
  rect=$(awk '/^  "view_rect": \[/{f=1; next} f && /\]/{f=0} f{gsub(/[ ,]/,""); printf "%d ", $0}' "$1")
  read -r x y w h <<<"$rect"
  eval "$(xdotool getwindowgeometry --shell "$wid" | grep -E '^(X|Y|WIDTH)=')"
  convert "$work/root.png" -crop "${WIDTH}x$((y + h))+${X}+${Y}" +repage "$2"
}
diff_pixels() { compare -metric AE "$1" "$2" null: 2>&1 | awk '{print int($1)}'; }

start_app() {  # start_app ARGS... : sets $app and $wid
  "$exe" "$@" >"$work/app.log" 2>&1 &
  app=$!
  pids+=("$app")
  wid=$(find_window) || fail "the window did not appear within 15 s: $(cat "$work/app.log")"
  # The pointer on the status line hovers nothing that changes.
  xdotool mousemove --window "$wid" 300 990 2>/dev/null || xdotool mousemove 300 990
  focus_window "$wid"
}
stop_app() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; }

# --- 1. smoke: --screenshot ------------------------------------------------------------
png="$work/smoke.png"
timeout 30 "$exe" --width 1200 --height 760 --screenshot "$png" --frames 5 >"$work/smoke.log" 2>&1 \
  || fail "--screenshot run failed: $(cat "$work/smoke.log")"
[ -s "$png" ] || fail "--screenshot wrote no PNG"
size=$(identify -format "%w %h" "$png")
[ "$size" = "1200 760" ] || fail "screenshot is $size, expected 1200 760"
spread=$(convert "$png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "screenshot looks blank (deviation $spread)"
pass "--screenshot: $size PNG, grey deviation $spread"

# --- 2. heads view: C toggles the mask, + and - change the heads ------------------------
state="$work/state.json"
start_app --lesson "$lessons/default.lesson.json" --view heads --dump-state "$state"
wait_for 10 state_is "$state" heads 4 || fail "the default lesson did not load 4 heads"
heads0=$(jget "$state" heads)
# The maps come from a computation off the frame thread: on a loaded machine a few frames
# after the lesson's heads.
wait_for 10 maps_are "$state" $((heads0 + 1))
maps0=$(map_count "$state")
[ "$maps0" = $((heads0 + 1)) ] || fail "heads view shows $maps0 maps for $heads0 heads (expected heads + average)"
state_is "$state" causal false || fail "the default lesson should start without the causal mask"
sleep 0.7
shot_view "$state" "$work/before.png" || fail "screenshot failed"
shot_above_status "$state" "$work/before_all.png" || fail "screenshot failed"

xdotool key --window "$wid" c
wait_for 5 state_is "$state" causal true || fail "pressing C did not turn the causal mask on"
sleep 0.7
shot_view "$state" "$work/masked.png"
changed=$(diff_pixels "$work/before.png" "$work/masked.png")
[ "${changed:-0}" -gt 1000 ] || fail "pressing C changed only ${changed:-0} pixels of the heads view"
m=$(masked "$state" | head -n 1)
t=$(shapes "$state" | head -n 1 | cut -dx -f1)
[ "$m" = "$((t * (t - 1) / 2))" ] || fail "head 1 should have $((t * (t - 1) / 2)) masked cells (${t}×$((t - 1))/2) under the causal mask, has $m"

xdotool key --window "$wid" c
wait_for 5 state_is "$state" causal false || fail "pressing C again did not turn the mask off"
sleep 0.7
shot_above_status "$state" "$work/after_all.png"
back=$(diff_pixels "$work/before_all.png" "$work/after_all.png")
[ "$back" = "0" ] || fail "C, C did not restore the window above the status line ($back pixels differ)"
pass "C changes the heads view ($changed pixels) and C again restores the window exactly"

d0=$(jget "$state" d_model)
xdotool key --window "$wid" plus
wait_for 5 maps_are "$state" $((maps0 + 4)) || \
  fail "+ should show $((maps0 + 4)) maps (8 heads + average), shows $(map_count "$state")"
state_is "$state" d_model "$d0" || fail "+ changed D from $d0 to $(jget "$state" d_model)"
state_is "$state" d_k $((d0 / 8)) || fail "+ should make d_k = $d0 / 8, it is $(jget "$state" d_k)"
grep -q '"title": "Head 1: previous token"' "$state" || fail "at d_k = 16 head 1 should still be the previous-token head"
sleep 0.5
shot_view "$state" "$work/plus.png"
[ "$(diff_pixels "$work/before.png" "$work/plus.png")" -gt 1000 ] || fail "+ did not change the view"
xdotool key --window "$wid" plus
wait_for 5 maps_are "$state" $((maps0 + 12)) || fail "+ again should show 16 heads"
state_is "$state" d_model "$d0" || fail "+ again changed D"
grep -q '"title": "Head 3: same word (needs d_k ≥ 16)"' "$state" || \
  fail "at d_k = 8 the same-word head should say it needs d_k ≥ 16: $(grep '"title": "Head 3' "$state")"
xdotool key --window "$wid" minus
wait_for 5 maps_are "$state" $((maps0 + 4)) || fail "- did not go back to 8 heads"
xdotool key --window "$wid" minus
wait_for 5 maps_are "$state" "$maps0" || fail "- did not go back to $maps0 maps"
state_is "$state" heads "$heads0" || fail "- did not restore H = $heads0"
state_is "$state" d_model "$d0" || fail "+ + - - left D at $(jget "$state" d_model), not $d0"
sleep 0.7
shot_above_status "$state" "$work/back_all.png"
back=$(diff_pixels "$work/before_all.png" "$work/back_all.png")
[ "$back" = "0" ] || fail "+ + - - did not restore the window above the status line ($back pixels differ)"
pass "+ shows $((maps0 + 4)) heatmaps with D = $d0 and d_k = $((d0 / 8)); at 16 heads a narrow head says so; - - restores the window exactly, D included"

xdotool key --window "$wid" 2
wait_for 5 state_is "$state" focused_head 2 || fail "key 2 did not open head 2"
maps_are "$state" 1 || fail "head 2 open large should be the only map"
xdotool key --window "$wid" Escape
wait_for 5 state_is "$state" focused_head 0 || fail "Esc did not go back to all heads"
pass "2 opens head 2 large, Esc goes back"
stop_app

# --- 3. compare view of the translation lesson -------------------------------------------
cmp="$work/compare.json"
start_app --lesson "$lessons/translation.lesson.json" --view compare --dump-state "$cmp"
wait_for 10 state_is "$cmp" view '"compare"' || fail "--view compare did not open the compare view"
wait_for 5 maps_are "$cmp" 3 || fail "the compare view shows $(map_count "$cmp") maps, expected 3"
got=$(shapes "$cmp" | tr '\n' ' ')
[ "$got" = "4x4 5x5 5x4 " ] || fail "compare shapes are '$got', expected '4x4 5x5 5x4'"
m=$(masked "$cmp" | tr '\n' ' ')
[ "$m" = "0 10 0 " ] || fail "masked cells are '$m', expected '0 10 0' (only the target is causal)"
pass "compare view: source 4×4, target 5×5 (10 masked), cross 5×4"
sleep 0.3; xdotool key --window "$wid" Tab
wait_for 5 state_is "$cmp" view '"pipeline"' || { grep -E "\"(view|status)\"" "$cmp"; cat "$work/app.log"; fail "Tab did not switch to the next view (pipeline)"; }
xdotool key --window "$wid" shift+Tab shift+Tab
wait_for 5 state_is "$cmp" view '"heads"' || fail "Shift+Tab twice did not go back to the heads view"
pass "Tab switches to the next view, Shift+Tab back"
stop_app

echo "PASS: gui end-to-end"
