#!/usr/bin/env bash
# End-to-end test of the teaching views: under its own Xvfb server it opens each view with
# --view NAME and --screenshot, checks every picture is not blank and differs from every
# other view, and that --dump-state names the view; then in one running window it presses
# Tab through all fifteen views (the dump follows), and in the pipeline view the Right arrow
# advances the step and Left goes back. No view calls the engine on the thread that draws
# (the dump's engine_calls_on_frame_thread). Needs Xvfb, xdotool and ImageMagick.
#
#   views_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: views_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lesson="$here/../../assets/lessons/default.lesson.json"
views="heads compare pipeline why assembly exercises decoder leaks cost meaning training pretrained layers lens diff"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool compare convert xdpyinfo
start_xvfb 161 230

diff_pixels() { compare -metric AE "$1" "$2" null: 2>&1 | awk '{print int($1)}'; }

# --- 1. every view by --view: drawn, not blank, unlike the others, named in the dump ----
for v in $views; do
  timeout 30 "$exe" --lesson "$lesson" --view "$v" --screenshot "$work/$v.png" --frames 6 \
    --dump-state "$work/$v.json" >"$work/$v.log" 2>&1 || fail "--view $v failed: $(cat "$work/$v.log")"
  [ -s "$work/$v.png" ] || fail "--view $v wrote no screenshot"
  spread=$(convert "$work/$v.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
  awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "the $v view looks blank (deviation $spread)"
  state_is "$work/$v.json" view "\"$v\"" || fail "--dump-state names view $(jget "$work/$v.json" view), not $v"
  # Every number comes made from a worker: the thread that draws never enters the engine.
  state_is "$work/$v.json" engine_calls_on_frame_thread 0 ||
    fail "the $v view called the engine on the frame thread: $(jget "$work/$v.json" engine_calls_on_frame_thread) calls, the first $(jget "$work/$v.json" first_engine_call_on_frame_thread)"
done
# Each pair differs in more than 5000 pixels. The pictures' bytes first (RGB, decoded once):
# more than 15000 bytes apart is more than 5000 pixels apart, and cmp stops counting there;
# a pair closer than that is counted pixel by pixel.
for v in $views; do convert "$work/$v.png" -depth 8 "rgb:$work/$v.rgb"; done
for a in $views; do
  for b in $views; do
    [[ "$a" < "$b" ]] || continue
    bytes=$(cmp -l "$work/$a.rgb" "$work/$b.rgb" 2>/dev/null | head -n 15001 | wc -l)
    [ "$bytes" -gt 15000 ] && continue
    d=$(diff_pixels "$work/$a.png" "$work/$b.png")
    [ "${d:-0}" -gt 5000 ] || fail "the $a and $b views look alike (${d:-0} pixels differ)"
  done
done
pass "--view draws all fifteen views, each unlike the others, the dump names it, and none computes on the frame thread"

# --- 2. Tab through the views, arrows in the pipeline --------------------------------------
state="$work/state.json"
"$exe" --lesson "$lesson" --view heads --dump-state "$state" >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window) || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
xdotool mousemove --window "$wid" 300 990 2>/dev/null || xdotool mousemove 300 990
sleep 0.5
wait_for 10 state_is "$state" view '"heads"' || fail "the window did not start in the heads view"
for v in $views; do
  [ "$v" = heads ] && continue
  xdotool key --window "$wid" Tab
  wait_for 5 state_is "$state" view "\"$v\"" || fail "Tab did not reach the $v view (at $(jget "$state" view))"
done
xdotool key --window "$wid" Tab
wait_for 5 state_is "$state" view '"heads"' || fail "Tab after the last view did not wrap to heads"
pass "Tab visits all fifteen views in order and wraps"

xdotool key --window "$wid" shift+Tab
wait_for 5 state_is "$state" view '"diff"' || fail "Shift+Tab did not go back to the last view"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12; do xdotool key --window "$wid" shift+Tab; sleep 0.05; done
wait_for 5 state_is "$state" view '"pipeline"' || fail "Shift+Tab did not reach the pipeline view"
state_is "$state" pipeline_step 1 || fail "the pipeline should start at step 1"
xdotool key --window "$wid" Right
wait_for 5 state_is "$state" pipeline_step 2 || fail "Right did not advance the pipeline to step 2"
state_is "$state" pipeline_step_name '"Q K V"' || fail "step 2 should be Q K V, is $(jget "$state" pipeline_step_name)"
xdotool key --window "$wid" Right Right
wait_for 5 state_is "$state" pipeline_step 4 || fail "Right Right did not reach step 4"
xdotool key --window "$wid" Left
wait_for 5 state_is "$state" pipeline_step 3 || fail "Left did not go back to step 3"
pass "Right and Left step through the pipeline (1 → 2 → 4 → 3)"
kill "$app" 2>/dev/null; wait "$app" 2>/dev/null

echo "PASS: teaching views end-to-end"
