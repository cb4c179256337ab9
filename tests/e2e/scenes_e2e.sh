#!/usr/bin/env bash
# End-to-end test of a lesson's scenes in the real window under Xvfb (keys from xdotool,
# what it shows read from --dump-state and from its pixels):
#   1. the default lesson opens at scene 1 of its scenes, the window title naming it;
#   2. PageDown twice shows scene 3, and the window's picture is render --scene 3's (the
#      same lesson, size and scene drawn with no display), within the few pixels of widget
#      edges render_matches_window.sh allows;
#   2b. scene 3 asks where 'creature' looks: its row is hidden, a click picks 'blue', Space
#      reveals the weights and says what the pick got (predict, then reveal);
#   3. a change by hand (C, the mask) in scene 3, PageDown to scene 4 (its own settings),
#      then Ctrl+Z: scene 3 again with the hand-made change; PageUp at scene 1 stays there;
#   3b. scene 5, the Diff of head 4 with the mask on and off: in the window's pixels, A − B
#      is zero (the diverging map's light middle) across the last row, which sees every
#      token either way, and coloured above the diagonal, where the mask hides what B sees;
#   4. render --all-scenes writes one PNG per scene of both shipped lessons, each different
#      from the one before, and --scene beyond the last is refused by name;
#   5. --presenter opens the presenter window beside the main one (the controls hidden in
#      the main window); PageDown in it moves both to the next scene, and its title follows;
#      the next scene's picture arrives; Ctrl+W closes it and the main window goes on (its
#      keys still work, its controls come back); F5 opens it again and F5 closes it; at exit
#      the pictures' folder is gone;
#   6. a lesson whose scenes open a model folder (tests/data/gpt2/tiny-f32) in the presenter
#      window: the pictures are drawn with the folder read once (the main window's copy
#      shared, --dump-state's model_folder_reads), nothing computed on the frame's thread, and
#      the picture of scene 2 is render --scene 2 --projector's within the same few pixels.
#
#   scenes_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: scenes_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lessons="$here/../../assets/lessons"
lesson="$lessons/default.lesson.json"
limit=150
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import compare identify md5sum
start_xvfb 501 560

state="$work/state.json"
"$exe" --fresh --lesson "$lesson" --width 1600 --height 1000 --dump-state "$state" >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
# The pointer on the window's bottom edge, over nothing that lights up.
xdotool mousemove --window "$wid" 1590 995 2>/dev/null || true
sleep 0.5
key() { xdotool key --window "$wid" "$@"; sleep 0.2; }
# same_picture A B WHAT: the PNGs A and B differ in at most $limit pixels (the count left in
# $d), the few of widget edges render_matches_window.sh allows; else their difference is
# written beside A and the test fails naming WHAT.
same_picture() {
  d=$(compare -metric AE "$1" "$2" null: 2>&1 | awk '{print int($1)}')
  [ -n "$d" ] && [ "$d" -le "$limit" ] && return 0
  compare "$1" "$2" -compose src "${1%.png}-diff.png" 2>/dev/null
  fail "$3 differ in ${d:-?} pixels (at most $limit)"
}

# --- 1. scene 1 ------------------------------------------------------------------------------
wait_for 10 state_is "$state" scene 1 || fail "the default lesson did not open at scene 1 (at $(jget "$state" scene))"
count=$(jget "$state" scene_count)
[ "${count:-0}" -ge 6 ] && [ "$count" -le 11 ] || fail "the default lesson has $count scenes, not 6 to 11"
jget "$state" window_title | grep -qF "1 / $count · " || fail "the window title does not name the scene: $(jget "$state" window_title)"
pass "the default lesson opens at scene 1 of $count: $(jget "$state" window_title)"

# --- 2. PageDown twice: scene 3, as render --scene 3 draws it ------------------------------
key Next
wait_for 10 state_is "$state" scene 2 || fail "PageDown did not go to scene 2 (at $(jget "$state" scene))"
key Next
wait_for 10 state_is "$state" scene 3 || fail "PageDown did not go to scene 3"
state_is "$state" view '"heads"' || fail "scene 3 shows $(jget "$state" view), not the heads"
state_is "$state" focused_head 4 || fail "scene 3 opens head $(jget "$state" focused_head), not 4"
wait_for 10 state_is "$state" computing false || fail "scene 3 did not finish computing"
sleep 1
import -window "$wid" "$work/window-3.png" 2>/dev/null || fail "no picture of the window"
env -u DISPLAY -u WAYLAND_DISPLAY timeout 60 "$exe" render "$lesson" --scene 3 --width 1600 --height 1000 \
  -o "$work/render-3.png" >"$work/render.log" 2>&1 || fail "render --scene 3 failed: $(cat "$work/render.log")"
size=$(identify -format "%w %h" "$work/window-3.png")
[ "$size" = "1600 1000" ] || fail "the window's picture is $size, not 1600 1000"
same_picture "$work/window-3.png" "$work/render-3.png" "scene 3 in the window and render --scene 3"
pass "PageDown twice shows scene 3, as render --scene 3 draws it ($d pixels differ)"

# --- 2b. scene 3 asks: the row of 'creature' hidden, a click on 'blue', Space reveals --------------
state_is "$state" quiz_row 4 || fail "scene 3 hides row $(jget "$state" quiz_row), not 4 ('creature')"
state_is "$state" quiz_revealed false || fail "scene 3's row is revealed before anyone picked"
rect=$(awk '/^      "cells_rect": \[/{f=1; r=""; next} f && /\]/{f=0; print r; exit} f{v=$1; sub(",","",v); r=r (r==""?"":" ") v}' "$state")
read -r cx cy cw ch <<<"$rect"
[ -n "${ch:-}" ] || fail "no cells_rect for the open head in the dump"
# Row 4 ('creature'), column 3 ('blue') of the 8×8 map.
x=$(awk -v a="$cx" -v w="$cw" 'BEGIN { printf "%d", a + 2.5 * w / 8 }')
y=$(awk -v a="$cy" -v h="$ch" 'BEGIN { printf "%d", a + 3.5 * h / 8 }')
click_at "$wid" "$x" "$y" || fail "could not click"
sleep 0.3
xdotool mousemove --window "$wid" 1590 995 2>/dev/null || true
wait_for 5 state_is "$state" quiz_picked 3 || fail "the click picked key $(jget "$state" quiz_picked), not 3 ('blue')"
key space
wait_for 5 state_is "$state" quiz_revealed true || fail "Space did not reveal the row"
jget "$state" quiz_message | grep -qF "You picked 'blue': 0.52 of this head's weight; the head's choice." ||
  fail "the reveal says: $(jget "$state" quiz_message)"
state_is "$state" quiz_score '"1 of 1"' || fail "the score is $(jget "$state" quiz_score)"
pass "scene 3 hides the row of 'creature'; a click on 'blue' and Space reveal: $(jget "$state" quiz_message)"

# --- 3. a change by hand, the next scene, Ctrl+Z ------------------------------------------------
state_is "$state" causal false || fail "scene 3 starts with the mask on"
key c
wait_for 5 state_is "$state" causal true || fail "C did not turn the mask on"
key Next
wait_for 10 state_is "$state" scene 4 || fail "PageDown did not go to scene 4"
key ctrl+z
wait_for 10 state_is "$state" scene 3 || fail "Ctrl+Z did not go back to scene 3 (at $(jget "$state" scene))"
state_is "$state" causal true || fail "Ctrl+Z brought scene 3 back without the mask turned on by hand"
pass "Ctrl+Z after a scene change brings back the screen changed by hand (scene 3, mask on)"
for _ in 1 2 3 4; do key Prior; done
wait_for 10 state_is "$state" scene 1 || fail "PageUp did not come back to scene 1"
kill -0 "$app" 2>/dev/null || fail "the window closed"
pass "PageUp goes back to scene 1 and stays there"

# --- 3b. the Diff of the mask in the window: zero where the mask changes nothing -------------
# Scene 5 compares head 4 with the mask on (A) and off (B). The last row sees every token
# either way: A − B is zero there, drawn in the diverging map's middle (light); above the
# diagonal A is 0 and B is not: A − B = −B, drawn coloured.
for _ in 1 2 3 4; do key Next; done
wait_for 10 state_is "$state" scene 5 || fail "PageDown did not go to scene 5 (at $(jget "$state" scene))"
wait_for 10 state_is "$state" view '"diff"' || fail "scene 5 shows $(jget "$state" view), not the Diff view"
wait_for 10 state_is "$state" computing false || fail "scene 5 did not finish computing"
sleep 1
import -window "$wid" "$work/diff.png" 2>/dev/null || fail "no picture of the Diff view"
# The third map's cells (A − B): the third "cells_rect" of the dump.
rect=$(awk '/"cells_rect": \[/{n++; if (n==3) {f=1; r=""; next}} f && /\]/{f=0; print r; exit} f{v=$1; sub(",","",v); r=r (r==""?"":" ") v}' "$state")
read -r dx dy dw dh <<<"$rect"
[ -n "${dh:-}" ] || fail "no cells_rect for the A − B map in the dump"
t=8
pixel() {  # pixel COLUMN ROW of the 8×8 map, near the cell's corner (its number is in the middle): "r g b"
  local x y
  x=$(awk -v a="$dx" -v w="$dw" -v c="$1" -v t="$t" 'BEGIN { printf "%d", a + (c + 0.12) * w / t }')
  y=$(awk -v a="$dy" -v h="$dh" -v r="$2" -v t="$t" 'BEGIN { printf "%d", a + (r + 0.12) * h / t }')
  convert "$work/diff.png" -format '%[fx:int(255*p{'"$x,$y"'}.r)] %[fx:int(255*p{'"$x,$y"'}.g)] %[fx:int(255*p{'"$x,$y"'}.b)]' info:
}
# Zero is the diverging map's middle colour: the last row's first cell, checked light.
zero=$(pixel 0 7)
read -r zr zg zb <<<"$zero"
[ "$zr" -ge 225 ] && [ "$zg" -ge 225 ] && [ "$zb" -ge 225 ] || fail "A − B's last row is not the light zero colour ($zero)"
same() {  # same "r g b": within 1 of the zero colour in every channel
  read -r r g b <<<"$1"
  [ $((r - zr)) -ge -1 ] && [ $((r - zr)) -le 1 ] && [ $((g - zg)) -ge -1 ] && [ $((g - zg)) -le 1 ] &&
    [ $((b - zb)) -ge -1 ] && [ $((b - zb)) -le 1 ]
}
for c in 1 2 3 4 5 6 7; do
  p=$(pixel "$c" 7)
  same "$p" || fail "A − B is not zero in the last row at key $c (colour $p, zero $zero)"
done
coloured=0
for r in 0 1 2 3 4 5 6; do
  for c in $(seq $((r + 1)) 7); do
    same "$(pixel "$c" "$r")" || coloured=$((coloured + 1))
  done
done
[ "$coloured" -ge 21 ] || fail "above the diagonal A − B is coloured in only $coloured of 28 cells"
pass "the Diff of the mask in the window: the last row is zero, $coloured of the 28 cells above the diagonal are not"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 4. handouts ---------------------------------------------------------------------------------
for name in default translation; do
  out="$work/handout-$name"
  env -u DISPLAY timeout 300 "$exe" render "$lessons/$name.lesson.json" --all-scenes --width 1280 --height 800 \
    -o "$out" >"$work/all.log" 2>&1 || fail "render --all-scenes of $name failed: $(cat "$work/all.log")"
  n=$(find "$out" -name 'scene-*.png' | wc -l)
  [ "$n" -ge 6 ] || fail "render --all-scenes wrote $n pictures for $name"
  previous=""
  for f in $(find "$out" -name 'scene-*.png' | sort); do
    sum=$(md5sum <"$f" | cut -d' ' -f1)
    [ "$sum" != "$previous" ] || fail "$f is the same picture as the scene before it"
    previous=$sum
  done
  pass "render --all-scenes writes the $n scenes of $name, each different from the one before"
done
if env -u DISPLAY "$exe" render "$lesson" --scene 99 -o "$work/none.png" 2>"$work/err.txt"; then
  fail "render --scene 99 succeeded"
fi
grep -q "scene 99 is out of range" "$work/err.txt" || fail "render --scene 99 said: $(cat "$work/err.txt")"
[ ! -e "$work/none.png" ] || fail "render --scene 99 wrote a picture"
pass "render --scene 99 is refused by name: $(cat "$work/err.txt")"

# --- 5. the presenter window ------------------------------------------------------------------------
export TMPDIR="$work/tmp"
mkdir -p "$TMPDIR"
state="$work/presenter-state.json"
"$exe" --fresh --presenter --lesson "$lesson" --width 1600 --height 1000 --dump-state "$state" >"$work/presenter.log" 2>&1 &
app=$!
pids+=("$app")
window_named() { xdotool search --all --onlyvisible --pid "$app" --name "$1" 2>/dev/null | head -n 1; }
has_window() { [ -n "$(window_named "$1")" ]; }
not() { ! "$@"; }
wait_for 15 has_window 'Presenter' || fail "no presenter window: $(cat "$work/presenter.log")"
pw=$(window_named 'Presenter')
main=$(xdotool search --all --onlyvisible --pid "$app" --name 'Attention Explorer' 2>/dev/null | grep -vx "$pw" | head -n 1)
[ -n "$main" ] && [ "$main" != "$pw" ] || fail "no main window beside the presenter window ($pw; $(xdotool search --pid "$app" 2>/dev/null | tr "\n" " "))"
wait_for 10 state_is "$state" presenter true || fail "the dump does not say the presenter window is open"
state_is "$state" show_controls false || fail "the main window keeps its controls while presenting"
xdotool getwindowname "$pw" | grep -qF "1 / $count · " || fail "the presenter window's title does not name scene 1: $(xdotool getwindowname "$pw")"
pass "--presenter opens the presenter window beside the main one: $(xdotool getwindowname "$pw")"

xdotool key --window "$pw" Next
wait_for 10 state_is "$state" scene 2 || fail "PageDown in the presenter window did not go to scene 2 (at $(jget "$state" scene))"
wait_for 5 sh -c "xdotool getwindowname $pw | grep -qF '2 / $count · '" || fail "the presenter window's title did not follow: $(xdotool getwindowname "$pw")"
jget "$state" window_title | grep -qF "2 / $count · " || fail "the main window's title did not follow: $(jget "$state" window_title)"
pass "PageDown in the presenter window moves both windows to scene 2"

# The next scene's picture: drawn a frame at a time beside the window's frames, then shown
# (text alone gives a few hundred colours; the picture's maps, thousands).
presenter_colours() {
  import -window "$pw" "$work/presenter.png" 2>/dev/null || return 1
  colours=$(identify -format "%k" "$work/presenter.png")
  [ "${colours:-0}" -ge 2000 ]
}
wait_for 90 presenter_colours ||
  fail "the presenter window shows ${colours:-no} colours: no picture of the next scene ($(cat "$work/presenter.log"))"
pass "the presenter window shows the next scene's picture ($colours colours)"

xdotool key --window "$pw" ctrl+w
wait_for 10 state_is "$state" presenter false || fail "Ctrl+W did not close the presenter window"
wait_for 5 not has_window 'Presenter' || fail "the presenter window is still there after Ctrl+W"
kill -0 "$app" 2>/dev/null || fail "closing the presenter window took the program down"
state_is "$state" show_controls true || fail "the controls did not come back after the presenter window closed"
xdotool key --window "$main" Next
wait_for 10 state_is "$state" scene 3 || fail "the main window's PageDown does not work after the presenter window closed"
pass "Ctrl+W closes the presenter window; the main window goes on (scene 3, controls back)"

xdotool key --window "$main" F5
wait_for 15 has_window 'Presenter' || fail "F5 did not open the presenter window again"
wait_for 5 state_is "$state" presenter true || fail "the dump does not say the presenter window opened again"
xdotool key --window "$main" F5
wait_for 10 state_is "$state" presenter false || fail "F5 did not close the presenter window"
wait_for 5 not has_window 'Presenter' || fail "the presenter window is still there after F5"
kill -0 "$app" 2>/dev/null || fail "the program ended with the presenter window"
pass "F5 opens the presenter window again and closes it"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
left=$(find "$TMPDIR" -maxdepth 1 -name 'attention-explorer-presenter-*' | wc -l)
[ "$left" -eq 0 ] || fail "the pictures' folder is left in $TMPDIR after the program ended"
pass "at exit the presenter's pictures are removed"

# --- 6. scenes that open a model folder: its one copy shared with the pictures ---------------
model="$here/../data/gpt2/tiny-f32"
cat >"$work/model.lesson.json" <<JSON
{"version": 1, "title": "A model's heads", "source": "The cat sat on the mat.", "view": "pretrained",
 "model": "$model",
 "scenes": [{"title": "the model"}, {"title": "another sentence", "source": "A dog ran to the park."},
            {"title": "the lesson's heads", "view": "heads"}]}
JSON
state="$work/model-state.json"
"$exe" --fresh --presenter --lesson "$work/model.lesson.json" --width 1600 --height 1000 \
  --dump-state "$state" >"$work/model.log" 2>&1 &
app=$!
pids+=("$app")
wait_for 15 has_window 'Presenter' || fail "no presenter window: $(cat "$work/model.log")"
wait_for 15 state_is "$state" pretrained_model '"tiny-f32"' || fail "the lesson's model did not open: $(jget "$state" pretrained_error)"
picture() { find "$TMPDIR" -path "*/attention-explorer-presenter-$app/scenes-*/scene-0$1.png" 2>/dev/null | head -n 1; }
drawn() { [ -n "$(picture 2)" ] && [ -n "$(picture 3)" ]; }
wait_for 90 drawn || fail "the presenter's pictures of scenes 2 and 3 were not drawn: $(cat "$work/model.log")"
wait_for 10 state_is "$state" model_folder_reads 1 ||
  fail "the model folder was read $(jget "$state" model_folder_reads) times, not once (the pictures read their own copy)"
state_is "$state" engine_calls_on_frame_thread 0 ||
  fail "the frame thread computed $(jget "$state" engine_calls_on_frame_thread) times ($(jget "$state" first_engine_call_on_frame_thread))"
pass "the pictures of a lesson opening a model folder are drawn with the folder read once; the frame computed nothing"
sleep 0.5  # the file is written atomically; it is whole once there
cp "$(picture 2)" "$work/picture-2.png"
env -u DISPLAY -u WAYLAND_DISPLAY timeout 60 "$exe" render "$work/model.lesson.json" --scene 2 --projector \
  --width 1600 --height 1000 -o "$work/render-model-2.png" >"$work/render.log" 2>&1 ||
  fail "render --scene 2 --projector failed: $(cat "$work/render.log")"
size=$(identify -format "%w %h" "$work/picture-2.png")
[ "$size" = "1600 1000" ] || fail "the presenter's picture is $size, not 1600 1000"
same_picture "$work/picture-2.png" "$work/render-model-2.png" \
  "the presenter's picture of scene 2 and render --scene 2 --projector"
pass "the presenter's picture of scene 2 is render --scene 2 --projector's ($d pixels differ)"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
