#!/usr/bin/env bash
# End-to-end test of File ▸ Get a model… in the real window under Xvfb, against the test Hub
# (hub-test-server, tests/hub_server/) serving the tiny GPT-2 folder the tests ship as
# repository tiny/gpt2, its large file slowed down so that the progress can be seen:
#
#   get_model_e2e.sh BUILD_DIR
#
# Checks:
#   1. With no model open, the Model view offers the list chosen for teaching (read from
#      the shipped models/get-a-model.json) and says the cache holds nothing yet.
#   2. File ▸ Get a model… (clicked where --dump-state says the menu and its item are) opens
#      the window; the repository typed and Enter start the download into HF_HUB_CACHE from
#      HF_ENDPOINT; its progress is published while it runs (bytes done < all bytes).
#   3. Cancel stops it within half a second of the button's release (the dump says
#      "cancelled" and when, by the wall clock, the download ended; what came stays in the
#      cache as .incomplete); Get again resumes it (the test Hub sees a range request).
#   4. When it is done the window closes and the Model view opens the snapshot: the model's
#      8 maps and the next token `compute` gives for the same folder.
#   5. The token set in the window is kept in hub-settings.json and appears nowhere else
#      (neither in --dump-state nor in the program's output).
#   6. A lesson naming a repository that is not in the cache: the Model view offers it, and
#      nothing is fetched before the click; its Get downloads it and opens it.
#   7. A repository whose main holds only pytorch_model.bin is refused by name, and the
#      window offers the pull request holding its safetensors: one click gets and opens it.
#   8. On this computer lists the models of an Ollama store ($OLLAMA_MODELS: a manifest and
#      its blob, a GGUF file named by its hash) and of an LM Studio folder; one click opens
#      the Ollama model in the Model view, named as the file names itself.
# The screenshots are kept as ${TMPDIR:-/tmp}/get-model-e2e-*.png to look at. Needs Xvfb,
# xdotool and ImageMagick. Takes about 40 s.
set -uo pipefail

build="${1:?usage: get_model_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
server=""
for candidate in "$build/tests/hub-test-server" "$build/tests/hub_server/hub-test-server"; do
  [ -x "$candidate" ] && { server="$candidate"; break; }
done
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
model="$here/../data/gpt2/tiny-f32"
lesson="$here/../../assets/lessons/default.lesson.json"
kept="${TMPDIR:-/tmp}"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }
[ -n "$server" ] || { echo "FAIL: no hub-test-server under $build/tests"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import convert
start_xvfb 231 300

state="$work/state.json"
# A field of the dump's "download" object: download_field FILE KEY.
download_field() { sed -n "/^  \"download\": {/,/^  }/s/^    \"$2\": \\(.*\\),\\{0,1\\}\$/\\1/p" "$1" | sed 's/,$//' | head -n 1; }
download_is() { [ -s "$state" ] && [ "$(download_field "$state" "$1")" = "$2" ]; }
# Where a control was drawn ("X Y", window pixels): place NAME.
place() { sed -n "/^  \"places\": {/,/^  }/s/^    \"$1\": \"\\(.*\\)\",\\{0,1\\}\$/\\1/p" "$state" | head -n 1; }
has_place() { [ -n "$(place "$1")" ]; }
click() {  # click NAME: a left click on the control NAME, where the last frame drew it
  local at
  at=$(place "$1")
  [ -n "$at" ] || fail "the dump does not say where $1 is"
  # shellcheck disable=SC2086
  click_at "$wid" $at || fail "could not click $1"
}
shot() { import -window "$wid" "$1" 2>/dev/null || fail "screenshot failed"; }
open_window() {  # File ▸ Get a model…, clicked
  click file_menu
  sleep 0.3
  wait_for 5 has_place get_model_item || fail "File did not open (no Get a model… item drawn)"
  click get_model_item
  wait_for 5 state_is "$state" get_model_open true || fail "File ▸ Get a model… did not open the window"
}
get_in_window() {  # get_in_window REPO: the window opened, REPO typed in its field, Enter
  open_window
  wait_for 5 has_place repo_field || fail "the window has no repository field"
  sleep 0.3
  click repo_field
  xdotool type --window "$wid" --delay 30 "$1"
  sleep 0.2
  xdotool key --window "$wid" Return
}
now() { date +%s.%N; }

# --- the test Hub -----------------------------------------------------------------------
weights=$(stat -c %s "$model/model.safetensors")
"$server" --repo "tiny/gpt2=$model" --repo "tiny/other=$model" \
  --repo "tiny/pickled=$here/../data/hub/pytorch-only" --repo "tiny/pickled@refs/pr/2=$model" --port-file "$work/hub.url" --log "$work/hub.log" --rate 10000 \
  >"$work/hub.out" 2>&1 &
pids+=($!)
wait_for 10 test -s "$work/hub.url" || fail "the test Hub did not start: $(cat "$work/hub.out")"
endpoint=$(head -n 1 "$work/hub.url")
export HF_HUB_CACHE="$work/cache" HF_ENDPOINT="$endpoint"
unset HF_HUB_OFFLINE HF_TOKEN
export HF_HOME="$work/hf-home"  # no token file of the developer's

# --- 1. the Model view's offer ---------------------------------------------------------------
printf '{"model": "%s", "text": "The cat sat on the"}' "$model" >"$work/case.json"
"$exe" compute "$work/case.json" >"$work/compute.json" 2>"$work/compute.err" || fail "compute failed: $(cat "$work/compute.err")"
cli_top=$(grep -m1 '"id":' "$work/compute.json" | sed 's/[^0-9]//g')
cat >"$work/lesson.json" <<JSON
{"version": 1, "title": "Get a model", "source": "The cat sat on the", "target": "", "view": "pretrained"}
JSON
"$exe" --fresh --lesson "$work/lesson.json" --dump-state "$state" >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 10 state_is "$state" view '"pretrained"' || fail "the lesson did not open the Model view"
catalog=$(grep -c '"repo":' "$here/../../assets/models/get-a-model.json")
wait_for 10 state_is "$state" model_catalog "$catalog" || fail "the Model view read $(jget "$state" model_catalog) models of the list, not $catalog ($(jget "$state" model_catalog_error))"
state_is "$state" cached_models 0 || fail "the empty cache lists $(jget "$state" cached_models) models"
wait_for 5 has_place offer_more_button || fail "the Model view does not offer the Get a model window"
sleep 0.3
shot "$work/offer.png"
cp "$work/offer.png" "$kept/get-model-e2e-offer.png"
pass "with no model open the Model view offers the $catalog models of the list and a way to the window"

# --- 2. File ▸ Get a model…, a repository typed, its progress -----------------------------
get_in_window tiny/gpt2
wait_for 10 download_is state '"running"' || fail "Enter did not start the download (state $(download_field "$state" state), error $(download_field "$state" error))"
download_is repo '"tiny/gpt2"' || fail "the download is of $(download_field "$state" repo)"
wait_for 10 eval '[ "$(download_field "$state" bytes)" -gt 0 ] && [ "$(download_field "$state" done)" -gt 0 ]' ||
  fail "no progress published: $(download_field "$state" done) of $(download_field "$state" bytes)"
done_now=$(download_field "$state" done)
all=$(download_field "$state" bytes)
[ "$done_now" -lt "$all" ] || fail "the download was over before its progress could be seen ($done_now of $all)"
wait_for 5 has_place cancel_button || fail "no Cancel drawn while downloading"
pass "File ▸ Get a model…, tiny/gpt2 and Enter: the download runs, $done_now of $all bytes at the first look"

# --- 3. Cancel within half a second; Get again resumes -------------------------------------
# The time is from the button's release (taken just before xdotool releases it) to the
# download's end as the dump stamps it (ended_at, the same wall clock), so that neither the
# frames a loaded machine draws in software before the dump says so nor this script's own
# polling count as the download's. The dump must say so within 2 s all the same. A click
# the window never saw (neither cancelling nor cancelled 2 s later: a frame of a loaded
# machine that came too late) is clicked again, once; the time is counted from the click
# the window saw.
seen() { download_is state '"cancelled"' || download_is cancelling true; }
for clicks in 1 2; do
  at=$(place cancel_button)
  [ -n "$at" ] || fail "the dump does not say where cancel_button is"
  # shellcheck disable=SC2086
  xdotool mousemove --window "$wid" $at 2>/dev/null && sleep 0.05 && xdotool mousedown 1 2>/dev/null && sleep 0.15 ||
    fail "could not press Cancel"
  asked=$(now)
  xdotool mouseup 1 2>/dev/null || fail "could not release Cancel"
  # Two seconds by the clock (a loaded machine makes each look here slow).
  until seen || awk -v a="$asked" -v b="$(now)" 'BEGIN { exit !(b - a > 2) }'; do sleep 0.01; done
  seen && break
done
until download_is state '"cancelled"' || awk -v a="$asked" -v b="$(now)" 'BEGIN { exit !(b - a > 2) }'; do
  sleep 0.01
done
shown=$(awk -v a="$asked" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
download_is state '"cancelled"' || fail "Cancel did not stop the download (state $(download_field "$state" state))"
awk -v t="$shown" 'BEGIN { exit !(t <= 2) }' || fail "the window said the download was cancelled only $shown s after the click"
took=$(awk -v a="$asked" -v b="$(download_field "$state" ended_at)" 'BEGIN { printf "%.3f", b - a }')
awk -v t="$took" 'BEGIN { exit !(t >= -0.01 && t <= 0.5) }' || fail "Cancel took $took s to stop the download"
at_cancel=$(download_field "$state" done)
ls "$HF_HUB_CACHE"/models--tiny--gpt2/blobs/*.incomplete >/dev/null 2>&1 ||
  fail "nothing kept to resume: $(ls -R "$HF_HUB_CACHE" 2>&1 | head -20)"
! ls "$HF_HUB_CACHE"/models--tiny--gpt2/snapshots/*/model.safetensors >/dev/null 2>&1 ||
  fail "a cancelled download left the weights in snapshots/"
pass "Cancel stopped the download $took s after the click at $at_cancel bytes, and the window said so $shown s after it (clicks: $clicks); the part is kept as .incomplete"

sleep 0.3
click get_button
wait_for 10 download_is state '"running"' || fail "Get did not start again (state $(download_field "$state" state))"
sleep 1.5
shot "$work/progress.png"
download_is state '"running"' || fail "the download was over before its progress could be pictured"
cp "$work/progress.png" "$kept/get-model-e2e-progress.png"
wait_for 60 download_is state '"done"' || fail "the download did not finish (state $(download_field "$state" state), error $(download_field "$state" error))"
grep '"port": *"cdn"' "$work/hub.log" | grep '"method": *"GET"' | grep -q '"range": *"bytes=[1-9]' ||
  fail "the second Get did not resume with a range request: $(grep cdn "$work/hub.log" | tail -3)"
pass "Get again resumed from where it stopped (a range request) and finished"

# --- 4. the Model view on the snapshot --------------------------------------------------------
wait_for 10 state_is "$state" get_model_open false || fail "the window stayed open after the download"
wait_for 15 state_is "$state" pretrained_maps 8 || fail "the Model view did not open the download (model $(jget "$state" pretrained_model), error $(jget "$state" pretrained_error))"
state_is "$state" view '"pretrained"' || fail "the view is $(jget "$state" view), not the Model view"
snapshot=$(download_field "$state" snapshot | tr -d '"')
case "$snapshot" in "$HF_HUB_CACHE"/models--tiny--gpt2/snapshots/*) ;; *) fail "the snapshot is $snapshot";; esac
cmp -s "$snapshot/model.safetensors" "$model/model.safetensors" || fail "the weights in the cache differ from the served ones"
[ "$(stat -L -c %s "$snapshot/model.safetensors")" -eq "$weights" ] || fail "the weights in the cache have the wrong size"
state_is "$state" pretrained_top_id "$cli_top" || fail "the window predicts $(jget "$state" pretrained_top_id), compute on the folder $cli_top"
sleep 0.5
shot "$work/opened.png"
cp "$work/opened.png" "$kept/get-model-e2e-opened.png"
spread=$(convert "$work/opened.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the Model view looks blank (deviation $spread)"
pass "done: the window closed, the Model view opened $snapshot (8 maps, next token $cli_top as compute gives it)"

# --- 5. a token set in the window is kept, and shown nowhere -------------------------------------
secret="hf_e2eSecretToken123"
open_window
wait_for 5 has_place settings_tab || fail "the window has no tab for the Hub's settings"
sleep 0.2
click settings_tab
wait_for 5 has_place token_field || fail "the window has no token field"
click token_field
xdotool type --window "$wid" --delay 20 "$secret"
xdotool key --window "$wid" Return
wait_for 5 state_is "$state" hub_token '"set"' || fail "the token is $(jget "$state" hub_token) after Enter"
settings="$XDG_DATA_HOME/attention-explorer/hub-settings.json"
grep -q "\"token\": \"$secret\"" "$settings" || fail "the token is not kept in $settings"
xdotool mousemove --window "$wid" 5 990 2>/dev/null || true  # no tooltip in the picture
sleep 0.3
shot "$work/token.png"
cp "$work/token.png" "$kept/get-model-e2e-settings.png"
! grep -q "$secret" "$state" "$work/app.log" || fail "the token appears in the dump or the program's output"
xdotool key --window "$wid" Escape
pass "a token typed in the window is kept in hub-settings.json and shown only as set"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
! grep -q "$secret" "$work/app.log" || fail "the token appears in the program's output"

# --- 6. a lesson naming a repository not in the cache -------------------------------------------
cat >"$work/other.lesson.json" <<JSON
{"version": 1, "title": "Another", "source": "The cat sat on the", "target": "", "view": "pretrained", "model": "tiny/other"}
JSON
rm -f "$state"
"$exe" --fresh --lesson "$work/other.lesson.json" --dump-state "$state" >>"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(tail -3 "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 10 state_is "$state" pretrained_offer '"tiny/other"' || fail "the Model view does not offer tiny/other ($(jget "$state" pretrained_offer))"
wait_for 5 has_place lesson_offer_button || fail "no Get drawn for the lesson's model"
sleep 1
! grep -q 'tiny/other' "$work/hub.log" || fail "the lesson's model was asked of the Hub before the click"
shot "$work/lesson-offer.png"
cp "$work/lesson-offer.png" "$kept/get-model-e2e-lesson-offer.png"
click lesson_offer_button
wait_for 60 download_is state '"done"' || fail "the lesson's model did not download (state $(download_field "$state" state), error $(download_field "$state" error))"
download_is repo '"tiny/other"' || fail "the download is of $(download_field "$state" repo)"
wait_for 15 state_is "$state" pretrained_maps 8 || fail "the lesson's model did not open ($(jget "$state" pretrained_error))"
state_is "$state" pretrained_offer '""' || fail "the offer stays after the model opened"
pass "a lesson naming tiny/other: offered, nothing fetched before the click, then downloaded and opened"

# --- 7. pickled weights refused; their safetensors' pull request one click away --------------------
get_in_window tiny/pickled
wait_for 10 download_is state '"failed"' || fail "tiny/pickled was not refused (state $(download_field "$state" state))"
download_field "$state" error | grep -q 'pytorch_model.bin' || fail "the refusal does not name pytorch_model.bin: $(download_field "$state" error)"
wait_for 5 has_place resume_button || fail "no button for the pull request's safetensors"
sleep 0.3
shot "$work/refused.png"
cp "$work/refused.png" "$kept/get-model-e2e-refused.png"
click resume_button
wait_for 60 download_is state '"done"' || fail "the pull request's safetensors did not download ($(download_field "$state" error))"
download_is revision '"refs/pr/2"' || fail "the download was of revision $(download_field "$state" revision)"
wait_for 15 state_is "$state" pretrained_maps 8 || fail "the pull request's model did not open ($(jget "$state" pretrained_error))"
pass "tiny/pickled refused by name; Get tiny/pickled@refs/pr/2 fetched its safetensors and opened them"

# --- 8. Ollama's store and LM Studio's folder under On this computer ----------------------------
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
hash=$(sha256sum "$here/../data/gguf/llama-d256-q8_0.gguf" | cut -c1-64)
mkdir -p "$work/ollama/manifests/registry.ollama.ai/library/tiny" "$work/ollama/blobs" "$work/home/.lmstudio/models/org/Tiny-GGUF"
cp "$here/../data/gguf/llama-d256-q8_0.gguf" "$work/ollama/blobs/sha256-$hash"
cp "$here/../data/gguf/llama-d256-q4_k_m.gguf" "$work/home/.lmstudio/models/org/Tiny-GGUF/tiny-Q4_K_M.gguf"
printf '{"schemaVersion": 2, "layers": [{"mediaType": "application/vnd.ollama.image.model", "digest": "sha256:%s", "size": 1}]}' \
  "$hash" >"$work/ollama/manifests/registry.ollama.ai/library/tiny/q8"
rm -f "$state"
OLLAMA_MODELS="$work/ollama" HOME="$work/home" "$exe" --fresh --lesson "$work/lesson.json" --dump-state "$state" >>"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(tail -3 "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 10 state_is "$state" local_models 2 || fail "the store and the folder list $(jget "$state" local_models) models, not 2"
open_window
wait_for 5 has_place computer_tab || fail "the window has no On this computer tab"
# A press and release inside one slow frame is lost (Dear ImGui reads the button once a
# frame), and on a loaded machine the window may still be settling: the tab is clicked,
# the layout given a second, and the model's button clicked where it is then, until the
# Model view takes the file.
for attempt in 1 2 3; do
  click computer_tab
  sleep 1
  wait_for 5 has_place ollama_model_0 || fail "On this computer shows no Ollama model"
  has_place lmstudio_model_0 || fail "On this computer shows no LM Studio model"
  [ "$attempt" = 1 ] && { shot "$work/local.png"; cp "$work/local.png" "$kept/get-model-e2e-local.png"; }
  click ollama_model_0
  wait_for 5 eval '[ "$(jget "$state" pretrained_folder)" != "\"\"" ]' && break
done
wait_for 15 state_is "$state" pretrained_maps 8 || fail "the Ollama model did not open ($(jget "$state" pretrained_error); folder $(jget "$state" pretrained_folder), model $(jget "$state" pretrained_model), maps $(jget "$state" pretrained_maps), loading $(jget "$state" pretrained_loading), window $(jget "$state" get_model_open))"
state_is "$state" pretrained_model '"llama-d256"' || fail "the Ollama model is named $(jget "$state" pretrained_model)"
pass "On this computer: an Ollama model (a blob its manifest names) and an LM Studio file; one click opened the first"
