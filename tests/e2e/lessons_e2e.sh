#!/usr/bin/env bash
# End-to-end test of "lessons are never lost", with the real window under its own Xvfb,
# keys from xdotool and what the program shows read from --dump-state:
#   1. a change (C, the causal mask) reaches autosave.json in $XDG_DATA_HOME within the
#      interval (ATTN_AUTOSAVE_SECONDS); after kill -9 the next start restores it; --fresh
#      and --screenshot runs neither restore nor autosave;
#   2. a bad or newer-version autosave is reported, the default lesson opens, and the file
#      is left alone until a good autosave replaces it (it is then kept aside);
#   3. Ctrl+Q with unsaved changes asks first, Esc cancels and the program keeps running;
#      the question's Save goes through the file browser, writes the file and quits;
#   4. the file browser saves a typed name, asks before replacing a file, opens a typed
#      path, and the recent lessons list follows;
#   5. a lesson with large weights survives kill -9 in the middle of autosaving (the
#      previous autosave stays a whole lesson), and the stale temporaries a killed save
#      leaves are removed by a later autosave, and nothing else is.
#
#   lessons_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: lessons_e2e.sh BUILD_DIR}"
exe="$(cd "$build" && pwd)/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lessons="$(cd "$here/../../assets/lessons" && pwd)"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool xdpyinfo md5sum
start_xvfb 231 300

# A scratch data directory (common.sh set XDG_DATA_HOME under $work) and a short interval.
data="$XDG_DATA_HOME/attention-explorer"
autosave="$data/autosave.json"
export ATTN_AUTOSAVE_SECONDS=1
# The program starts in this folder, where the file browser opens.
mkdir -p "$work/desk"
cd "$work/desk" || fail "no scratch folder"

state_has() { [ -s "$1" ] && jget "$1" "$2" | grep -qF -- "$3"; }
file_has() { [ -s "$1" ] && grep -qF -- "$2" "$1"; }
running() { kill -0 "$app" 2>/dev/null; }
gone() { ! kill -0 "$app" 2>/dev/null; }

start_app() {  # start_app DUMP ARGS... : sets $app and $wid
  local dump="$1"; shift
  rm -f "$dump"
  "$exe" --dump-state "$dump" "$@" >>"$work/app.log" 2>&1 &
  app=$!
  pids+=("$app")
  wid=$(find_window "$app") || fail "the window did not appear within 15 s: $(tail -5 "$work/app.log") (X server: $(tail -3 "$work/xvfb.log"))"
  wait_for 10 test -s "$dump" || fail "no --dump-state written"
  xdotool mousemove --window "$wid" 300 990 2>/dev/null || xdotool mousemove 300 990
  focus_window "$wid"
}
key() { xdotool key --window "$wid" "$@"; sleep 0.15; }
type_text() { xdotool type --window "$wid" --delay 20 "$1"; sleep 0.2; }
kill9() { kill -9 "$app" 2>/dev/null; wait "$app" 2>/dev/null; }
stop_app() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; }

# --- 1. autosave, restore after kill -9, --fresh, --screenshot -----------------------------
s="$work/s1.json"
start_app "$s"
state_is "$s" causal false || fail "the default lesson should start without the causal mask"
state_has "$s" lesson_path "default.lesson.json" || fail "with no autosave the default lesson should open, got $(jget "$s" lesson_path)"
state_is "$s" dirty false || fail "a freshly opened lesson has no unsaved changes"
key c
wait_for 5 state_is "$s" causal true || fail "pressing C did not turn the causal mask on"
wait_for 3 state_is "$s" dirty true || fail "the causal mask is an unsaved change"
state_has "$s" window_title "• Attention Explorer" || fail "the title should show unsaved changes, is $(jget "$s" window_title)"
# The lesson's own field, not a scene's (some scenes of the default lesson have the mask on).
wait_for 6 state_is "$autosave" causal true || fail "autosave.json did not get the change within 6 s (interval 1 s)"
file_has "$autosave" "\"lesson_path\": \"$lessons/default.lesson.json\"" || fail "the autosave does not name the lesson's file: $(grep lesson_path "$autosave")"
pass "C reaches autosave.json within the interval, with the lesson's path"
kill9

s="$work/s2.json"
start_app "$s"
wait_for 5 state_has "$s" status "Restored your last session (default.lesson.json" || fail "the session was not restored: $(jget "$s" status)"
state_is "$s" causal true || fail "the restored session lost the causal mask"
state_is "$s" dirty true || fail "the restored session differs from default.lesson.json: it has unsaved changes"
state_is "$s" status_is_error false || fail "restoring is not an error"
pass "after kill -9 the next start restores the change: $(jget "$s" status)"
stop_app

before=$(md5sum <"$autosave")
timeout 30 "$exe" --screenshot "$work/shot.png" --frames 3 --dump-state "$work/shot.json" >>"$work/app.log" 2>&1 \
  || fail "--screenshot run failed"
state_is "$work/shot.json" causal false || fail "a --screenshot run restored the session"
[ "$(md5sum <"$autosave")" = "$before" ] || fail "a --screenshot run wrote the autosave"

s="$work/s3.json"
start_app "$s" --fresh
state_is "$s" causal false || fail "--fresh restored the session"
state_has "$s" lesson_path "default.lesson.json" || fail "--fresh should open the default lesson"
sleep 1.5
stop_app
[ "$(md5sum <"$autosave")" = "$before" ] || fail "an unchanged --fresh session replaced the last session's autosave"
pass "--screenshot neither restores nor autosaves; --fresh starts from the default lesson and keeps the old autosave until it changes"

# --- 2. a bad or newer autosave ------------------------------------------------------------
for bad in '{"version": 1, "source": "half a fil' '{"version": 7, "source": "from the future"}'; do
  printf '%s\n' "$bad" >"$autosave"
  before=$(md5sum <"$autosave")
  s="$work/bad.json"
  start_app "$s"
  state_is "$s" status_is_error true || fail "a bad autosave should be reported as an error: $(jget "$s" status)"
  state_has "$s" status "Could not restore your last session" || fail "the message should say the session was not restored: $(jget "$s" status)"
  state_has "$s" lesson_path "default.lesson.json" || fail "a bad autosave should fall back to the default lesson"
  case "$bad" in *'"version": 7'*) state_has "$s" status "newer" || fail "the message should say the autosave is from a newer version: $(jget "$s" status)";; esac
  sleep 2.5  # two intervals with no change: the file stays as it was
  [ "$(md5sum <"$autosave")" = "$before" ] || fail "the bad autosave was overwritten before anything changed"
  key c
  wait_for 6 state_is "$autosave" causal true || fail "no good autosave after a change"
  [ "$(md5sum <"$data/autosave.rejected.json")" = "$before" ] || fail "the unreadable autosave was not kept as autosave.rejected.json"
  stop_app
done
pass "a broken and a newer-version autosave: reported, default lesson, kept as autosave.rejected.json"

# --- 3. the quit question --------------------------------------------------------------------
s="$work/quit.json"
start_app "$s"
wait_for 5 state_is "$s" dirty true || fail "the restored session (mask on) should have unsaved changes"
key ctrl+q
wait_for 5 state_is "$s" prompt '"quit"' || fail "Ctrl+Q with unsaved changes did not ask (prompt $(jget "$s" prompt))"
key Escape
wait_for 5 state_is "$s" prompt '"none"' || fail "Esc did not cancel the quit question"
sleep 0.5
running || fail "the program quit although the question was cancelled"
state_has "$s" status "Quit cancelled" || fail "the status should say the quit was cancelled"
pass "Ctrl+Q with unsaved changes asks; Esc cancels and the program keeps running"

key ctrl+q
wait_for 5 state_is "$s" prompt '"quit"' || fail "Ctrl+Q did not ask again"
key Return  # Save: the default lesson is no file of the teacher's, so the browser opens
wait_for 5 state_is "$s" prompt '"save"' || fail "Save on the quit question should open the file browser (prompt $(jget "$s" prompt))"
# The prompt is set one frame before the browser opens and takes its folder.
wait_for 5 state_is "$s" browser_directory "\"$work/desk\"" || fail "the browser should start in the working folder, is in $(jget "$s" browser_directory)"
type_text "before-quitting"
key Return
wait_for 5 gone || fail "saving from the quit question did not quit"
wait "$app" 2>/dev/null
[ -s "$work/desk/before-quitting.lesson.json" ] || fail "the browser did not write before-quitting.lesson.json (.lesson.json added)"
file_has "$work/desk/before-quitting.lesson.json" '"causal": true' || fail "the saved lesson lacks the change"
file_has "$autosave" "\"lesson_path\": \"$work/desk/before-quitting.lesson.json\"" || fail "the exit autosave should name the new file"
pass "Save on the quit question goes through the browser, writes the lesson and quits; the exit autosave follows"

# --- 4. the file browser and the recent lessons ----------------------------------------------
mkdir -p "$work/desk/course"
cp "$lessons/translation.lesson.json" "$work/desk/course/translation.json"
course="$work/desk/course/translation.json"
s="$work/browse.json"
start_app "$s" --lesson "$course"
state_is "$s" dirty false || fail "an opened lesson has no unsaved changes"
grep -qF "\"$course\"" "$data/recent.json" || fail "--lesson FILE should be a recent lesson"
key plus
wait_for 5 state_is "$s" dirty true || fail "+ (more heads) is an unsaved change"
before=$(md5sum <"$course")
key ctrl+s
wait_for 5 state_is "$s" dirty false || fail "Ctrl+S did not save $(jget "$s" lesson_path): $(jget "$s" status)"
state_is "$s" prompt '"none"' || fail "Ctrl+S on a lesson with its own file should save without asking"
[ "$(md5sum <"$course")" != "$before" ] || fail "Ctrl+S did not change the lesson file"
pass "Ctrl+S saves a lesson to its own file and clears the unsaved mark"

key ctrl+shift+s
wait_for 5 state_is "$s" prompt '"save"' || fail "Ctrl+Shift+S did not open the file browser"
wait_for 5 state_is "$s" browser_directory "\"$work/desk/course\"" || fail "Save as should start in the lesson's folder, not $(jget "$s" browser_directory)"
state_is "$s" browser_file_name '"translation.json"' || fail "Save as should offer the lesson's name, not $(jget "$s" browser_file_name)"
key Return
wait_for 5 state_is "$s" browser_confirm_replace "\"$course\"" || fail "saving over an existing file did not ask first"
key Escape
wait_for 5 state_is "$s" browser_confirm_replace '""' || fail "Esc did not take back the replace question"
state_is "$s" prompt '"save"' || fail "Esc on the replace question should leave the browser open"
key Return
wait_for 5 state_is "$s" browser_confirm_replace "\"$course\"" || fail "Enter did not ask again"
key Return
wait_for 5 state_is "$s" prompt '"none"' || fail "Enter on the replace question did not save"
state_has "$s" status "Saved $course" || fail "the status should say it saved: $(jget "$s" status)"
pass "Save as asks before replacing a file: Esc keeps it, Enter replaces it"

key ctrl+shift+s
wait_for 5 state_is "$s" prompt '"save"' || fail "Ctrl+Shift+S did not open the browser again"
key ctrl+a
type_text "no-such-folder/x"
key Return
wait_for 5 state_has "$s" browser_error "does not exist" || fail "saving into a missing folder should say so, said '$(jget "$s" browser_error)'"
state_is "$s" prompt '"save"' || fail "an error should keep the browser open"
key ctrl+a
type_text "../copy"
key Return
wait_for 5 state_is "$s" prompt '"none"' || fail "saving to a typed relative path failed: $(jget "$s" browser_error)"
[ -s "$work/desk/copy.lesson.json" ] || fail "../copy typed in course/ should write desk/copy.lesson.json"
state_is "$s" lesson_path "\"$work/desk/copy.lesson.json\"" || fail "the saved copy should become the lesson's file"
pass "a missing folder is refused with a message; a typed relative path saves (.lesson.json added)"

key ctrl+o
wait_for 5 state_is "$s" prompt '"open"' || fail "Ctrl+O did not open the file browser"
wait_for 5 state_is "$s" browser_directory "\"$work/desk\"" || fail "Open should start where the last file went, not $(jget "$s" browser_directory)"
grep -A4 '"browser_entries"' "$s" | grep -qF '"course/"' || fail "the browser should list the folder course/ first"
type_text "$work/s1.json"
key Return
wait_for 5 state_has "$s" browser_error "version" || fail "opening a file that is no lesson should say why, said '$(jget "$s" browser_error)'"
key ctrl+a
type_text "before-quitting.lesson.json"
key Return
wait_for 5 state_is "$s" prompt '"none"' || fail "opening a typed name failed: $(jget "$s" browser_error)"
state_is "$s" lesson_path "\"$work/desk/before-quitting.lesson.json\"" || fail "Ctrl+O did not open before-quitting.lesson.json"
state_is "$s" causal true || fail "the lesson saved before quitting lost its mask"
pass "Ctrl+O: a file that is no lesson is refused in the browser; a typed name opens"

# Opening another lesson over unsaved changes asks first.
key c
wait_for 5 state_is "$s" dirty true || fail "C should make unsaved changes"
key ctrl+o
wait_for 5 state_is "$s" prompt '"unsaved"' || fail "Ctrl+O over unsaved changes should ask first, not $(jget "$s" prompt)"
key Escape
wait_for 5 state_is "$s" prompt '"none"' || fail "Esc should cancel the question"
state_is "$s" dirty true || fail "cancelling must keep the unsaved changes"
state_is "$s" causal false || fail "cancelling must keep the lesson as it was"
key ctrl+o
wait_for 5 state_is "$s" prompt '"unsaved"' || fail "Ctrl+O should ask again"
key Return  # Save: in place (the lesson has its own file), then the browser
wait_for 5 state_is "$s" prompt '"open"' || fail "Save in the question should save, then open the browser, not $(jget "$s" prompt)"
grep -q '"causal": false' "$work/desk/before-quitting.lesson.json" || fail "Save in the question did not write the lesson"
state_is "$s" dirty false || fail "after saving there are no unsaved changes"
key Escape
wait_for 5 state_is "$s" prompt '"none"' || fail "Esc should close the browser"
pass "Ctrl+O over unsaved changes asks: Esc keeps them, Save writes the file and goes on"

key ctrl+o
wait_for 5 state_is "$s" prompt '"open"' || fail "Ctrl+O did not open the browser"
key Down
key Return  # the first entry is the folder course/: Enter goes in
wait_for 5 state_is "$s" browser_directory "\"$work/desk/course\"" || fail "Down, Enter did not open the folder course/"
key alt+Up
wait_for 5 state_is "$s" browser_directory "\"$work/desk\"" || fail "Alt+Up did not go to the folder above"
key Escape
wait_for 5 state_is "$s" prompt '"none"' || fail "Esc did not close the browser"
pass "the browser: Down and Enter open a folder, Alt+Up goes back, Esc closes"
stop_app

order=$(grep -oE '"/[^"]+"' "$data/recent.json" | tr -d '"' | head -n 3 | tr '\n' ' ')
[ "$order" = "$work/desk/before-quitting.lesson.json $work/desk/copy.lesson.json $course " ] \
  || fail "recent.json should list the last lessons newest first, lists: $order"
pass "recent.json: the lessons opened and saved, newest first, each once"

# --- 5. kill -9 in the middle of autosaving a large lesson -----------------------------------
# D = 128 with its weights inline: every autosave writes and syncs about 1.5 MB.
awk 'BEGIN {
  srand(7); d = 128
  printf "{\"version\": 1, \"title\": \"Large weights\", \"source\": \"the cat sat on the mat\",\n"
  printf " \"d_model\": %d, \"heads\": 4, \"weights\": {", d
  split("w_q w_k w_v w_o", names, " ")
  for (m = 1; m <= 4; m++) {
    printf "%s\"%s\": [", (m > 1 ? ", " : ""), names[m]
    for (r = 0; r < d; r++) {
      printf "%s[", (r > 0 ? "," : "")
      for (c = 0; c < d; c++) printf "%s%.6f", (c > 0 ? "," : ""), (rand() - 0.5) / 8
      printf "]"
    }
    printf "]"
  }
  printf "}}\n"
}' >"$work/desk/large.json"
export ATTN_AUTOSAVE_SECONDS=0.05
caught=0
for round in 1 2 3 4 5 6; do
  start_app "$work/k.json" --lesson "$work/desk/large.json"
  # Keep changing the lesson so that it autosaves all the time, then kill it mid-way.
  for _ in $(seq 1 $((3 + round))); do xdotool key --window "$wid" c; sleep 0.07; done
  kill9
  leftovers=$(ls "$data" | grep -c '^autosave\.json\.tmp-' || true)
  [ "$leftovers" -gt 0 ] && caught=$((caught + 1))
  s="$work/after-kill.json"
  start_app "$s"
  wait_for 5 state_has "$s" status "Restored your last session" \
    || fail "round $round: the autosave left by kill -9 did not restore: $(jget "$s" status)"
  state_is "$s" d_model 128 || fail "round $round: the restored lesson lost its weights (D = $(jget "$s" d_model))"
  stop_app
done
pass "6 × kill -9 while autosaving a 1.5 MB lesson: the autosave restored every time ($caught kills left a temporary)"
export ATTN_AUTOSAVE_SECONDS=1

# Temporaries of a killed autosave older than a minute go at the next autosave; a young
# one (a save still running elsewhere) and other files stay.
printf 'half' >"$data/autosave.json.tmp-Old123"
printf 'half' >"$data/autosave.json.tmp-New456"
printf 'mine' >"$data/autosave.json.tmp-notes"
printf 'half' >"$data/recent.json.tmp-Old789"
touch -d '2 minutes ago' "$data/autosave.json.tmp-Old123" "$data/autosave.json.tmp-notes" "$data/recent.json.tmp-Old789"
s="$work/clean.json"
start_app "$s"
key c
wait_for 6 test ! -e "$data/autosave.json.tmp-Old123" || fail "a stale autosave temporary was not removed by the next autosave"
[ -e "$data/autosave.json.tmp-New456" ] || fail "a temporary younger than a minute was removed"
[ -e "$data/autosave.json.tmp-notes" ] || fail "a file not named like a temporary was removed"
[ -e "$data/recent.json.tmp-Old789" ] || fail "another file's temporary was removed by the autosave"
stop_app
pass "the next autosave removes its own stale temporaries and nothing else"

echo "PASS: lessons end-to-end"
