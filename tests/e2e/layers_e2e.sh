#!/usr/bin/env bash
# End-to-end test of what the views across layers and the vision models show, in the real
# window under its own Xvfb server, read back from --dump-state:
#   1. a ViT folder (tests/data/vision/vit-f32) opens with --picture: the picture is read,
#      its grid and classes are there, the overlay's rollout is measured; Q asks where a
#      patch looks, a click on the picture picks, Space reveals;
#   2. the Across layers view on a GPT-2 folder: rollout after each layer, then a lesson
#      that asks for the explanation: flow, removal and the six rank correlations;
#   3. the Logit lens view on the same folder: L + 1 rows of every position;
# and none of it computes on the thread that draws (engine_calls_on_frame_thread 0).
# Needs Xvfb and xdotool.
#
#   layers_e2e.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: layers_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
data="$here/../data"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool xdpyinfo
start_xvfb 381 450

state="$work/state.json"
place() { sed -n "/^  \"places\": {/,/^  }/s/^    \"$1\": \"\\(.*\\)\",\\{0,1\\}\$/\\1/p" "$state" | head -n 1; }
has_place() { [ -n "$(place "$1")" ]; }
nonzero() { local v; [ -s "$1" ] || return 1; v=$(jget "$1" "$2"); [ -n "$v" ] && [ "$v" != 0 ] && [ "$v" != '""' ]; }
no_frame_work() {
  state_is "$state" engine_calls_on_frame_thread 0 ||
    fail "$1 called the engine on the frame thread: $(jget "$state" first_engine_call_on_frame_thread)"
}
start() {
  "$exe" --fresh "$@" --dump-state "$state" >"$work/app.log" 2>&1 &
  app=$!
  pids+=("$app")
  wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
  xdotool windowfocus "$wid" 2>/dev/null || true
}
stop() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; rm -f "$state"; }

# --- 1. a vision model reads its picture ------------------------------------------------
start --model "$data/vision/vit-f32" --picture "$data/vision/images/cat.png" --view pretrained
wait_for 20 grep -q '"picture_grid": \[' "$state" || fail "the picture's grid never came: $(cat "$work/app.log")"
tr -d ' \n' <"$state" | grep -q '"picture_grid":\[4,4\]' || fail "the grid is not 4×4 patches"
state_is "$state" pretrained_model '"vit-f32"' || fail "the model is $(jget "$state" pretrained_model), not vit-f32"
grep -q '"picture": ".*images/cat.png"' "$state" || fail "the picture read is $(jget "$state" picture), not cat.png"
state_is "$state" pretrained_token_count 17 || fail "[CLS] and 16 patches are 17 tokens, not $(jget "$state" pretrained_token_count)"
state_is "$state" pretrained_maps 8 || fail "2 layers of 4 heads are 8 maps, not $(jget "$state" pretrained_maps)"
wait_for 10 nonzero "$state" layers_count || fail "the overlay's rollout was never measured"
grep -q '"tabby cat"\|"coffee mug"\|"astronaut"\|"teapot"\|"espresso"' "$state" || fail "the top classes are not named"
no_frame_work "the Model view of a vision model"
pass "a ViT folder reads its picture: 4×4 patches and [CLS], 8 maps, its classes and the overlay's rollout"

wait_for 10 has_place picture || fail "the picture was not drawn (no place)"
xdotool key --window "$wid" q
wait_for 5 state_is "$state" quiz_on_picture true || fail "Q did not ask where a patch looks"
read -r px py <<<"$(place picture)"
click_at "$wid" "$px" "$py"
sleep 0.3
wait_for 5 nonzero "$state" quiz_picked || fail "the click on the picture did not pick a patch"
xdotool key --window "$wid" space
wait_for 5 state_is "$state" quiz_revealed true || fail "Space did not reveal the patch's answer"
grep -q '"quiz_message": "You picked' "$state" || fail "the answer says nothing: $(jget "$state" quiz_message)"
no_frame_work "the question on the picture"
pass "Q asks where a patch looks, a click on the picture picks, Space reveals"
stop

# --- 2. Across layers: rollout, then the explanation a lesson asks for -------------------
start --model "$data/gpt2/tiny-f32" --view layers
wait_for 20 nonzero "$state" layers_count || fail "no rollout was measured: $(cat "$work/app.log")"
state_is "$state" layers_model '"model"' || fail "Across layers should follow the Model view's GPT-2"
state_is "$state" layers_count 2 || fail "tiny-f32 has 2 layers, the rollout $(jget "$state" layers_count)"
no_frame_work "Across layers"
pass "Across layers measures the Model view's GPT-2: a rollout after each of its 2 layers"
stop

cat >"$work/explain.lesson.json" <<EOF
{"version": 1, "source": "The cat sat on the mat. The cat", "view": "layers",
 "model": "$data/gpt2/tiny-f32", "layers": {"show": "explanation"}}
EOF
start --lesson "$work/explain.lesson.json"
wait_for 30 state_is "$state" layers_explained true || fail "the explanation was never measured: $(jget "$state" status)"
state_is "$state" layers_agreement_count 6 || fail "six rank correlations, not $(jget "$state" layers_agreement_count)"
nonzero "$state" layers_flow_count || fail "the explanation has no flow"
state_is "$state" layers_show 2 || fail "the lesson's layers.show is not the explanation"
no_frame_work "the explanation"
pass "a lesson's layers {show: explanation}: raw, rollout, flow and removal with their six correlations"
stop

# --- 3. the logit lens ------------------------------------------------------------------
start --model "$data/gpt2/tiny-f32" --view lens
wait_for 20 nonzero "$state" lens_rows || fail "the lens was never read: $(cat "$work/app.log")"
state_is "$state" lens_rows 3 || fail "the embeddings and 2 layers are 3 rows, not $(jget "$state" lens_rows)"
nonzero "$state" lens_positions || fail "the lens shows no position"
no_frame_work "the Logit lens"
pass "the Logit lens reads the embeddings and each layer at every position"
stop
