#!/usr/bin/env bash
# Every word the window shows goes through the catalog. In the pseudo-language (--lang
# en-XA) every catalog string is drawn accented and bracketed ("[Çåüšåļ måšķ]"); the
# program records the text it drew, read back from the glyphs of each frame (--dump-text,
# gui/drawn_text.hpp), and names each run that is neither translated nor data (tokens,
# lesson text, paths, model names). This test draws every view, then in one window with the
# presenter open walks the default lesson's scenes, a quiz, the Save and Open prompts, the
# teacher's guide, the File menu and Get a model, and expects no such run anywhere.
# Needs Xvfb and xdotool.
#
#   pseudo_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: pseudo_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lesson="$here/../../assets/lessons/default.lesson.json"
views="heads compare pipeline why assembly exercises decoder leaks cost meaning training pretrained layers lens diff"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool xdpyinfo
start_xvfb 301 370

# unmarked FILE: the dump's count of runs neither translated nor data.
unmarked() { sed -n 's/^ "unmarked_count": \([0-9]*\),\{0,1\}$/\1/p' "$1"; }
runs() { sed -n 's/^ "runs": \([0-9]*\),\{0,1\}$/\1/p' "$1"; }
# show_unmarked FILE: the runs themselves, one a line, for the failure message.
show_unmarked() { sed -n '/^ "unmarked": \[/,/^ \]/p' "$1" | sed -n 's/^  *"text": \(.*\),$/    \1/p' | head -n 40; }
check_dump() {  # check_dump FILE WHAT
  [ -s "$1" ] || fail "$2 wrote no text dump"
  local n r
  n=$(unmarked "$1")
  r=$(runs "$1")
  [ "${r:-0}" -gt 10 ] || fail "$2 drew almost no text (${r:-0} runs): the glyphs were not read"
  [ "${n:-1}" -eq 0 ] || fail "$2 drew $n runs of text that do not go through the catalog:
$(show_unmarked "$1")"
}

# --- 1. every view ---------------------------------------------------------------------
for v in $views; do
  timeout 40 "$exe" --fresh --lang en-XA --lesson "$lesson" --view "$v" --frames 6 \
    --screenshot "$work/$v.png" --dump-text "$work/$v.text.json" >"$work/$v.log" 2>&1 ||
    fail "--view $v failed: $(cat "$work/$v.log")"
  check_dump "$work/$v.text.json" "the $v view"
done
pass "all fifteen views draw only translated text or data in the pseudo-language"

# --- 2. scenes, quiz, prompts, guide, menus, Get a model, the presenter ------------------
state="$work/state.json"
text="$work/live.text.json"
"$exe" --fresh --lang en-XA --lesson "$lesson" --dump-state "$state" --dump-text "$text" \
  >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 15 state_is "$state" scene 1 || fail "the window did not open the lesson's first scene"
key() { xdotool key --window "$wid" "$@"; sleep 0.4; }
place() { sed -n "/^  \"places\": {/,/^  }/s/^    \"$1\": \"\\(.*\\)\",\\{0,1\\}\$/\\1/p" "$state" | head -n 1; }
has_place() { [ -n "$(place "$1")" ]; }
click() {
  local at
  wait_for 5 has_place "$1" || fail "the dump does not say where $1 is"
  at=$(place "$1")
  # shellcheck disable=SC2086
  click_at "$wid" $at || fail "could not click $1"
  sleep 0.4
}
click file_menu
click get_model_item
wait_for 5 state_is "$state" get_model_open true || fail "File ▸ Get a model… did not open its window"
sleep 0.5; key Escape
# The presenter window (F5), opened after the clicks: it opens over the main window.
key F5
wait_for 15 state_is "$state" presenter true || fail "F5 did not open the presenter window"
scenes=$(jget "$state" scene_count)
for _ in $(seq 2 "${scenes:-1}"); do key Next; sleep 0.6; done
for _ in $(seq 2 "${scenes:-1}"); do key Prior; done
wait_for 10 state_is "$state" scene 1 || fail "PageUp did not come back to scene 1"
key Tab                      # the next view, away from the lesson's first
key q; key space; key Escape  # a quiz asked, answered, put away
key ctrl+shift+s; key Escape  # Save as…
key ctrl+o; key Escape        # Open…
key F1; sleep 1; key Escape   # the teacher's guide
key c; key ctrl+q; sleep 0.5; key Escape   # a change, then Quit asks about it
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
check_dump "$text" "the window with the presenter, its scenes, quiz, prompts, guide and menus"
pass "scenes, quiz, prompts, guide, menus and the presenter draw only translated text or data"

echo "PASS: every string shown goes through the catalog"
