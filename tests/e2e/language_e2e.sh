#!/usr/bin/env bash
# End-to-end test of the interface's language in the real window under its own Xvfb:
#   1. --lang zh-CN: the dump's "language" is zh-CN, and nothing is saved for it;
#   2. View ▸ Language ▸ English, clicked where the dump's "places" say the menus and items
#      are: the next frames are in English, and settings.json keeps "en"; then ▸ 简体中文
#      back: zh-CN, kept;
#   3. started again with no --lang: the kept zh-CN; with --lang en: English for that run,
#      settings.json unchanged; a malformed settings.json is named and the system's followed;
#   4. a bad tag: a message naming it and exit status 2, on the window's command line and on
#      render's.
# Needs Xvfb and xdotool.
#
#   language_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: language_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lesson="$here/../../assets/lessons/default.lesson.json"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool xdpyinfo compare
start_xvfb 301 370
settings="$XDG_DATA_HOME/attention-explorer/settings.json"
state="$work/state.json"

# Where a control was drawn ("X Y", window pixels): place NAME.
place() { sed -n "/^  \"places\": {/,/^  }/s/^    \"$1\": \"\\(.*\\)\",\\{0,1\\}\$/\\1/p" "$state" | head -n 1; }
has_place() { [ -n "$(place "$1")" ]; }
move_to() {  # move_to NAME: the pointer over the control NAME
  local at
  wait_for 5 has_place "$1" || fail "the dump does not say where $1 is"
  at=$(place "$1")
  # shellcheck disable=SC2086
  xdotool mousemove --window "$wid" $at 2>/dev/null || fail "could not move to $1"
}
choose() {  # choose TAG: View ▸ Language ▸ the language TAG
  move_to view_menu
  click_here
  sleep 0.4
  move_to language_menu
  sleep 0.6  # the submenu opens under the pointer
  move_to "language_$1"
  sleep 0.2
  click_here
  wait_for 5 state_is "$state" language "\"$1\"" || fail "View ▸ Language ▸ $1 left the language at $(jget "$state" language)"
}
start() {  # start ARGS...: the window on the default lesson, its dump in $state
  rm -f "$state"
  "$exe" --lesson "$lesson" --dump-state "$state" "$@" >"$work/app.log" 2>&1 &
  app=$!
  pids+=("$app")
  wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
  xdotool windowfocus "$wid" 2>/dev/null || true
  wait_for 10 test -s "$state" || fail "no --dump-state written: $(cat "$work/app.log")"
}
stop() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; }

# --- 1. --lang zh-CN -------------------------------------------------------------------------
start --lang zh-CN
state_is "$state" language '"zh-CN"' || fail "--lang zh-CN started in $(jget "$state" language)"
[ ! -e "$settings" ] || fail "--lang wrote settings.json: $(cat "$settings")"
pass "--lang zh-CN starts the window in Chinese and saves nothing"

# --- 2. View ▸ Language, live, both ways -------------------------------------------------------
choose en
grep -q '"language": "en"' "$settings" 2>/dev/null || fail "settings.json does not keep en: $(cat "$settings" 2>&1)"
choose zh-CN
grep -q '"language": "zh-CN"' "$settings" || fail "settings.json does not keep zh-CN: $(cat "$settings")"
kill -0 "$app" 2>/dev/null || fail "the window closed while switching: $(cat "$work/app.log")"
stop
pass "View ▸ Language switches to English and back to 简体中文 in the running window, kept in settings.json"

# --- 3. the next start -----------------------------------------------------------------------
start
state_is "$state" language '"zh-CN"' || fail "the next start is in $(jget "$state" language), not the kept zh-CN"
stop
start --lang en
state_is "$state" language '"en"' || fail "--lang en over the kept zh-CN gave $(jget "$state" language)"
stop
grep -q '"language": "zh-CN"' "$settings" || fail "--lang en changed settings.json: $(cat "$settings")"
echo '{"language": ' >"$settings"
start
state_is "$state" language '"en"' || fail "with a malformed settings.json and LANGUAGE=en the language is $(jget "$state" language)"
grep -qF "$settings" "$work/app.log" || fail "a malformed settings.json is not named: $(cat "$work/app.log")"
stop
pass "the kept language comes back at the next start; --lang en is for one run; a malformed file is named and ignored"

# --- 4. a bad tag ------------------------------------------------------------------------------
"$exe" --lang klingon --frames 1 >"$work/bad.log" 2>&1
status=$?
[ "$status" -eq 2 ] || fail "--lang klingon exited $status, not 2"
grep -q 'klingon' "$work/bad.log" && grep -q 'zh-CN' "$work/bad.log" ||
  fail "--lang klingon does not name the tag and the languages: $(cat "$work/bad.log")"
"$exe" render "$lesson" -o "$work/r.png" --lang=xx-YY-ZZ >"$work/bad-render.log" 2>&1
status=$?
[ "$status" -eq 2 ] || fail "render --lang xx-YY-ZZ exited $status, not 2"
grep -q 'xx-YY-ZZ' "$work/bad-render.log" || fail "render's bad --lang is not named: $(cat "$work/bad-render.log")"
[ ! -e "$work/r.png" ] || fail "render wrote a PNG for a bad --lang"
pass "a bad --lang is named, with the languages there are, and exits with status 2"

# --- 5. the Chinese lesson's handout -----------------------------------------------------------
zh_lesson="$here/../../assets/lessons/attention-zh.lesson.json"
for tag in zh-CN en; do
  "$exe" render "$zh_lesson" --all-scenes -o "$work/handout-$tag" --lang "$tag" >"$work/handout-$tag.log" 2>&1 ||
    fail "render --lang $tag --all-scenes failed: $(cat "$work/handout-$tag.log")"
  count=$(find "$work/handout-$tag" -name 'scene-*.png' | wc -l)
  [ "$count" -eq 11 ] || fail "render --lang $tag --all-scenes wrote $count pictures, not the lesson's 11"
done
# The same scenes, in two languages: the words differ, so do the pictures.
differ=$(compare -metric AE "$work/handout-zh-CN/scene-03.png" "$work/handout-en/scene-03.png" null: 2>&1 || true)
[ "${differ%% *}" -gt 1000 ] 2>/dev/null || fail "the Chinese and English handouts' scene 3 differ in only $differ pixels"
pass "render --lang zh-CN --all-scenes writes the Chinese lesson's handout, its 11 scenes in Chinese"
