#!/usr/bin/env bash
# End-to-end test of Help ▸ Teacher's guide in the real window under Xvfb (keys and clicks
# from xdotool, what it shows read from --dump-state and from its pixels):
#   1. F1 opens the guide: the copy the program finds beside its data (in the build tree,
#      docs/teachers-guide.md of the source), every heading and picture of the file, no
#      picture missing, the first one drawn; the window's pixels change where it opens;
#   2. a click on "Keys" in the contents brings that heading to the top;
#   3. while the guide has the keyboard, Home, PageDown and End scroll it and the program's
#      plain keys wait (C leaves the mask as it was); Esc closes it, and C works again;
#   4. at 200% text the guide is drawn at that size (its contents' lines twice as far apart);
#   5. a program with no data folder beside it says where it looked for the guide.
# The pictures are kept as ${TMPDIR:-/tmp}/guide-e2e-*.png to look at. Needs Xvfb, xdotool
# and ImageMagick.
#
#   guide_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: guide_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source_dir="$(cd "$here/../.." && pwd)"
guide="$source_dir/docs/teachers-guide.md"
kept="${TMPDIR:-/tmp}"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import compare convert
start_xvfb 501 560

state="$work/state.json"
start_app() {  # start_app EXE ARGS... : sets $app and $wid
  local program=$1; shift
  "$program" --fresh --dump-state "$state" "$@" >"$work/app.log" 2>&1 &
  app=$!
  pids+=("$app")
  wid=$(find_window "$app") || fail "the window did not appear within 15 s: $(cat "$work/app.log")"
  xdotool windowfocus "$wid" 2>/dev/null || true
  xdotool mousemove --window "$wid" 300 990 2>/dev/null || xdotool mousemove 300 990
  wait_for 10 test -s "$state" || fail "no --dump-state written"
  sleep 0.5
}
stop_app() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; rm -f "$state"; }
shot() { import -window "$wid" "$1" || fail "screenshot failed"; }
# contents_entry TITLE: "X Y" of the contents entry TITLE, window pixels.
contents_entry() {
  awk -v t="\"title\": \"$1\"," '
    /^  "guide_contents": \[/ { inside = 1; next }
    inside && /^  \]/ { inside = 0 }
    inside && index($0, t) { found = 1; next }
    found && /"x":/ { gsub(/[ ,]/, "", $2); x = $2 }
    found && /"y":/ { gsub(/[ ,]/, "", $2); print x, $2; exit }' "$state"
}
# The headings and pictures of the guide's file, outside its code blocks.
outside_code() { awk '/^ *(```|~~~)/ { code = !code; next } !code' "$guide"; }
headings=$(outside_code | grep -cE '^#{1,6}( |$)')
pictures=$(outside_code | grep -c '^!\[')

# --- 1. F1 opens the guide --------------------------------------------------------------
start_app "$exe"
state_is "$state" guide_open false || fail "the guide is open before F1"
shot "$work/before.png"
xdotool key --window "$wid" F1
wait_for 10 state_is "$state" guide_open true || fail "F1 did not open the guide"
wait_for 10 state_is "$state" guide_path "\"$guide\"" || fail "the guide read is $(jget "$state" guide_path), not $guide"
state_is "$state" guide_error '""' || fail "the guide says: $(jget "$state" guide_error)"
state_is "$state" guide_headings "$headings" || fail "the guide has $(jget "$state" guide_headings) headings, the file $headings"
state_is "$state" guide_pictures "$pictures" || fail "the guide has $(jget "$state" guide_pictures) pictures, the file $pictures"
state_is "$state" guide_pictures_missing 0 || fail "$(jget "$state" guide_pictures_missing) of the guide's pictures are missing"
wait_for 5 state_is "$state" guide_pictures_drawn 1 || fail "the guide's first picture is not drawn ($(jget "$state" guide_pictures_drawn))"
sleep 0.5
shot "$work/guide.png"
cp "$work/guide.png" "$kept/guide-e2e-open.png"
changed=$(compare -metric AE "$work/before.png" "$work/guide.png" null: 2>&1 | awk '{print int($1)}')
[ "${changed:-0}" -gt 200000 ] || fail "F1 changed only ${changed:-0} pixels of the window"
pass "F1 opens $guide: $headings headings, $pictures pictures, none missing; $changed pixels change"

# --- 2. the contents jump to a heading --------------------------------------------------
read -r kx ky <<<"$(contents_entry Keys)"
[ -n "${ky:-}" ] || fail "the contents have no entry 'Keys'"
click_at "$wid" "$kx" "$ky"
wait_for 5 state_is "$state" guide_top_heading '"Keys"' || fail "a click on Keys in the contents brought $(jget "$state" guide_top_heading) to the top"
sleep 0.3
shot "$work/keys.png"
cp "$work/keys.png" "$kept/guide-e2e-keys.png"
pass "a click on Keys in the contents brings that heading to the top"

# --- 3. keys scroll it; the program's keys wait; Esc closes it ------------------------------
xdotool key --window "$wid" Home
wait_for 5 state_is "$state" guide_scroll 0 || fail "Home did not scroll to the top ($(jget "$state" guide_scroll))"
scrolled_past() { [ "$(jget "$state" guide_scroll)" -gt "$1" ]; }
xdotool key --window "$wid" Next
wait_for 5 scrolled_past 300 || fail "PageDown scrolled to $(jget "$state" guide_scroll)"
page=$(jget "$state" guide_scroll)
xdotool key --window "$wid" End
wait_for 5 state_is "$state" guide_top_heading '"Figures, CSV and weights"' ||
  fail "End brought $(jget "$state" guide_top_heading) to the top, not the last heading"
causal=$(jget "$state" causal)
xdotool key --window "$wid" c
sleep 0.5
state_is "$state" causal "$causal" || fail "C changed the mask while the guide had the keyboard"
xdotool key --window "$wid" Escape
wait_for 5 state_is "$state" guide_open false || fail "Esc did not close the guide"
mask_changed() { ! state_is "$state" causal "$causal"; }
xdotool key --window "$wid" c
wait_for 5 mask_changed || fail "C did not change the mask once the guide was closed"
pass "Home, PageDown ($page px) and End scroll the guide, C waits, Esc closes it and C works again"
stop_app

# --- 4. at 200% -------------------------------------------------------------------------------
spacing() {  # the distance between the contents' first two entries
  awk '/^  "guide_contents": \[/ { inside = 1 } inside && /"y":/ { gsub(/[ ,]/, "", $2); y[n++] = $2 }
       inside && /^  \]/ { print y[1] - y[0]; exit }' "$state"
}
start_app "$exe"
xdotool key --window "$wid" F1
wait_for 10 state_is "$state" guide_headings "$headings" || fail "the guide did not open at 100%"
sleep 0.5
at_100=$(spacing)
stop_app
start_app "$exe" --font-scale 2
xdotool key --window "$wid" F1
wait_for 10 state_is "$state" guide_headings "$headings" || fail "the guide did not open at 200%"
sleep 0.5
at_200=$(spacing)
shot "$kept/guide-e2e-200.png"
awk -v a="$at_100" -v b="$at_200" 'BEGIN { exit !(b > 1.8 * a && b < 2.2 * a) }' ||
  fail "the contents' lines are $at_100 px apart at 100% and $at_200 px at 200%"
pass "at 200% the guide's lines are $at_200 px apart (100%: $at_100 px)"
stop_app

# --- 5. no guide: where the program looked ------------------------------------------------
mkdir -p "$work/alone"
cp "$exe" "$work/alone/attention-explorer"
start_app "$work/alone/attention-explorer"
xdotool key --window "$wid" F1
wait_for 10 state_is "$state" guide_open true || fail "F1 did not open the guide's window"
state_is "$state" guide_path '""' || fail "a program with no data folder found a guide: $(jget "$state" guide_path)"
grep -q '"guide_error": "The teacher.s guide is not installed' "$state" ||
  fail "without a guide the window says: $(jget "$state" guide_error)"
grep -qF "$work/alone/../share/attention-explorer/docs/teachers-guide.md" "$state" ||
  fail "the window does not say where it looked: $(jget "$state" guide_error)"
sleep 0.5
shot "$kept/guide-e2e-missing.png"
pass "without its data folder the window says where it looked"

stop_app
