#!/usr/bin/env bash
# End-to-end test of Ctrl+E, the figure for slides: in the real window under Xvfb, Ctrl+E
# writes attention-<view>-<time>.png in the working directory and the status line says
# where; the figure is as wide as the view, and its top rows hold the title, so they differ
# from the top of a plain crop of the view; a second Ctrl+E in the same second gets a new
# name instead of overwriting the first. Needs Xvfb, xdotool and ImageMagick.
#
#   export_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: export_e2e.sh BUILD_DIR}"
exe="$(cd "$(dirname "$build/app/attention-explorer")" && pwd)/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lesson="$here/../../assets/lessons/translation.lesson.json"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import compare convert identify xdpyinfo
start_xvfb 371 440

state="$work/state.json"
out="$work/exports"
mkdir -p "$out"
figures() { ls "$out"/attention-compare-*.png 2>/dev/null | wc -l | tr -d ' '; }
has_figures() { [ "$(figures)" -ge "$1" ]; }

# The program writes its exports to the working directory.
(cd "$out" && exec "$exe" --fresh --lesson "$lesson" --view compare --dump-state "$state") \
  >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window) || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
xdotool mousemove --window "$wid" 300 990 2>/dev/null || xdotool mousemove 300 990
wait_for 10 state_is "$state" view '"compare"' || fail "the compare view did not open"
sleep 0.7

# A plain crop of the view, as it is on screen.
import -window root "$work/root.png" || fail "cannot take a screenshot"
read -r vx vy vw vh <<<"$(awk '/^  "view_rect": \[/{f=1; next} f && /\]/{f=0} f{gsub(/[ ,]/,""); printf "%d ", $0}' "$state")"
eval "$(xdotool getwindowgeometry --shell "$wid" | grep -E '^(X|Y)=')"
convert "$work/root.png" -crop "${vw}x${vh}+$((X + vx))+$((Y + vy))" +repage "$work/view.png"

xdotool key --window "$wid" ctrl+e
wait_for 10 has_figures 1 || fail "Ctrl+E wrote no attention-compare-*.png in the working directory"
fig=$(ls "$out"/attention-compare-*.png | head -n 1)
wait_for 5 grep -q "Saved the figure" "$state" || fail "the status line does not say where the figure went"
grep -q "$fig" "$state" || fail "the status line does not give the figure's path $fig: $(jget "$state" status)"
pass "Ctrl+E wrote $(basename "$fig") and the status line says where"

read -r fw fh <<<"$(identify -format "%w %h" "$fig")"
[ "$fw" = "$vw" ] || fail "the figure is $fw wide, the view $vw"
[ "$fh" -gt 200 ] || fail "the figure is only $fh pixels high"
spread=$(convert "$fig" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the figure looks blank (deviation $spread)"

# The title: the top 45 rows differ from the top of the plain view (its buttons and tabs),
# and hold dark text in the first 400 columns.
convert "$fig" -crop "${vw}x45+0+0" +repage "$work/fig-top.png"
convert "$work/view.png" -crop "${vw}x45+0+0" +repage "$work/view-top.png"
d=$(compare -metric AE "$work/fig-top.png" "$work/view-top.png" null: 2>&1 | awk '{print int($1)}')
[ "${d:-0}" -gt 2000 ] || fail "the figure's top rows differ from the plain view in only ${d:-0} pixels: no title?"
dark=$(convert "$fig" -crop 400x45+0+0 +repage -colorspace Gray -threshold 30% -negate \
  -format "%[fx:round(mean*w*h)]" info:)
[ "$dark" -gt 300 ] || fail "the figure's top left has only $dark dark pixels: no title text"
pass "the figure (${fw}×$fh) has a title: its top rows differ from the view in $d pixels"

# A second figure right away gets a name of its own.
xdotool key --window "$wid" ctrl+e
wait_for 10 has_figures 2 || fail "a second Ctrl+E did not write a second figure"
pass "a second Ctrl+E wrote a second file"

kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
echo "PASS: export end-to-end"
