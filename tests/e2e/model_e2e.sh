#!/usr/bin/env bash
# End-to-end test of the Model view in the real window under Xvfb, on the tiny GPT-2 folder
# the tests ship (tests/data/gpt2/tiny-f32: GPT-2's file formats, 2 layers of 4 heads) and
# a tiny Qwen3 folder in two shards (tests/data/decoders/qwen3-bf16-sharded: BF16, 4 query
# heads sharing 2 K/V heads of width 8, q/k norm, RoPE, Qwen's real tokenizer.json):
#
#   model_e2e.sh BUILD_DIR
#
# Checks:
#   1. --model FOLDER opens the Model view on the lesson's text: every head's map (2 × 4),
#      the ten next tokens, and the most likely one is the one `compute` gives for the text.
#   2. N three times generates three tokens on the KV cache: the run grows by one token a
#      step and the cache holds 2 · layers · tokens · D floats.
#   3. C lifts the causal mask of the model (not the lesson's): the text runs again without it;
#      the thread that draws never entered the engine (its thumbnails come pooled).
#   4. The window shows it: the screenshot is not blank.
#   5. A folder that is not a model: the window keeps running and says what is wrong.
#   6. --model on the Qwen3 folder: its architecture line, the next token as `compute`
#      gives it, and a KV cache of 2 · layers · tokens · H_kv · d_k floats after N.
#   7. A Marian folder: three grids (encoder, decoder, cross), N translates as compute does.
#   8. A BERT folder: no mask, the [MASK]'s best filler as compute gives it.
#   9. HF_HUB_CACHE on a Hugging Face cache holding the GPT-2 folder as org/tiny-gpt2:
#      compute {"model": "org/tiny-gpt2"} and --model org/tiny-gpt2@main predict as the
#      folder does; a repository not in the cache is refused, saying how to download it.
# Needs Xvfb, xdotool and ImageMagick. Takes about 20 s.
set -uo pipefail

build="${1:?usage: model_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
model="$here/../data/gpt2/tiny-f32"
lesson="$here/../../assets/lessons/default.lesson.json"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import convert
start_xvfb 161 230

# The lesson's text X, and what `compute` predicts after it.
text=$(sed -n 's/^ *"source": "\(.*\)",\{0,1\}$/\1/p' "$lesson" | head -n 1)
[ -n "$text" ] || fail "no source in $lesson"
printf '{"model": "%s", "text": "%s"}' "$model" "$text" >"$work/case.json"
"$exe" compute "$work/case.json" >"$work/compute.json" 2>"$work/compute.err" || fail "compute failed: $(cat "$work/compute.err")"
cli_top=$(grep -m1 '"id":' "$work/compute.json" | sed 's/[^0-9]//g')
[ -n "$cli_top" ] || fail "compute gave no next token"

# --- 1. the view opens the folder --------------------------------------------------------
state="$work/state.json"
"$exe" --fresh --lesson "$lesson" --model "$model" --dump-state "$state" >"$work/app.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/app.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
xdotool mousemove --window "$wid" 300 990 2>/dev/null || true
wait_for 15 state_is "$state" pretrained_model '"tiny-f32"' || fail "the model did not open (error: $(jget "$state" pretrained_error))"
state_is "$state" view '"pretrained"' || fail "--model did not start in the Model view (at $(jget "$state" view))"
wait_for 10 state_is "$state" pretrained_maps 8 || fail "not every head has a map: $(jget "$state" pretrained_maps)"
prompt=$(jget "$state" pretrained_prompt_tokens)
[ "${prompt:-0}" -gt 2 ] || fail "the lesson's text gave $prompt tokens"
state_is "$state" pretrained_top_id "$cli_top" || fail "the window predicts $(jget "$state" pretrained_top_id), compute $cli_top"
pass "--model opens the Model view: $prompt tokens, 8 maps, the next token as compute gives it ($cli_top)"

# --- 2. generation on the KV cache --------------------------------------------------------
for step in 1 2 3; do
  xdotool key --window "$wid" n
  wait_for 10 state_is "$state" pretrained_generated "$step" || fail "N did not generate token $step (at $(jget "$state" pretrained_generated))"
done
tokens=$(jget "$state" pretrained_token_count)
[ "$tokens" -eq $((prompt + 3)) ] || fail "after 3 steps the run has $tokens tokens, not $((prompt + 3))"
expected=$((2 * 2 * tokens * 32 * 4))
state_is "$state" pretrained_kv_cache_bytes "$expected" || fail "the KV cache holds $(jget "$state" pretrained_kv_cache_bytes) bytes, not $expected"
pass "N generates one token at a time; the KV cache grows to $expected bytes for $tokens tokens"

# --- 3. the causal mask of the model -----------------------------------------------------------
lesson_causal=$(jget "$state" causal)
xdotool key --window "$wid" c
wait_for 10 state_is "$state" pretrained_causal false || fail "C did not lift the model's causal mask"
wait_for 10 state_is "$state" pretrained_generated 0 || fail "without the mask the text did not run again"
state_is "$state" causal "$lesson_causal" || fail "C in the Model view changed the lesson's mask"
state_is "$state" engine_calls_on_frame_thread 0 ||
  fail "the Model view called the engine on the frame thread, first through $(jget "$state" first_engine_call_on_frame_thread)"
pass "C lifts the model's mask (the lesson's stays $lesson_causal) and runs the text again; the frame computed nothing"

# --- 4. what the window shows ------------------------------------------------------------
sleep 0.5
import -window root "$work/shot.png" 2>/dev/null || fail "no screenshot"
spread=$(convert "$work/shot.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the Model view looks blank (deviation $spread)"
pass "the Model view draws its maps (deviation $spread)"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 5. a folder that is not a model ---------------------------------------------------------
mkdir -p "$work/not-a-model"
echo '{"n_layer": 2}' >"$work/not-a-model/config.json"
"$exe" --fresh --lesson "$lesson" --model "$work/not-a-model" --dump-state "$state" >"$work/bad.log" 2>&1 &
bad=$!
pids+=("$bad")
find_window "$bad" >/dev/null || fail "the window did not appear for a bad folder: $(cat "$work/bad.log")"
wait_for 10 grep -q '"pretrained_error": ".*missing' "$state" || fail "no message for a folder without its files: $(jget "$state" pretrained_error)"
sleep 0.5
kill -0 "$bad" 2>/dev/null || fail "the window closed on a bad folder"
pass "a folder without model.safetensors is refused by name and the window keeps running"
kill "$bad" 2>/dev/null
wait "$bad" 2>/dev/null

# --- 6. a Qwen3 folder in shards ------------------------------------------------------------
qwen="$here/../data/decoders/qwen3-bf16-sharded"
printf '{"model": "%s", "text": "%s"}' "$qwen" "$text" >"$work/qwen.json"
"$exe" compute "$work/qwen.json" >"$work/qwen_compute.json" 2>"$work/compute.err" || fail "compute on Qwen3 failed: $(cat "$work/compute.err")"
qwen_top=$(grep -A3 '"top_next"' "$work/qwen_compute.json" | grep -m1 '"id":' | sed 's/[^0-9]//g')
[ -n "$qwen_top" ] || fail "compute gave no next token for Qwen3"
"$exe" --fresh --lesson "$lesson" --model "$qwen" --dump-state "$state" >"$work/qwen.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/qwen.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
wait_for 15 state_is "$state" pretrained_model '"qwen3-bf16-sharded"' || fail "the Qwen3 folder did not open (error: $(jget "$state" pretrained_error))"
wait_for 10 state_is "$state" pretrained_maps 8 || fail "not every query head has a map: $(jget "$state" pretrained_maps)"
grep -q '"pretrained_architecture": "2 layers · D 16 · 4 heads (2 K/V) · d_k 8 · RoPE θ 1000000 · q/k norm · RMSNorm · SwiGLU 24 · tied embeddings · BF16"' "$state" ||
  fail "the architecture line is $(jget "$state" pretrained_architecture)"
state_is "$state" pretrained_sharing '"4 query heads share 2 K/V heads"' || fail "the sharing line is $(jget "$state" pretrained_sharing)"
state_is "$state" pretrained_top_id "$qwen_top" || fail "the window predicts $(jget "$state" pretrained_top_id), compute $qwen_top"
prompt=$(jget "$state" pretrained_prompt_tokens)
xdotool key --window "$wid" n
wait_for 10 state_is "$state" pretrained_generated 1 || fail "N did not generate a token with Qwen3"
expected=$((2 * 2 * (prompt + 1) * 2 * 8 * 4))
state_is "$state" pretrained_kv_cache_bytes "$expected" || fail "the KV cache holds $(jget "$state" pretrained_kv_cache_bytes) bytes, not $expected (2 K/V heads)"
pass "--model opens Qwen3 from its shards: its architecture, the next token as compute gives it ($qwen_top), a KV cache of $expected bytes for 2 K/V heads"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 6b. the folders opened before, offered while no model is open ------------------------------
recent_file="$XDG_DATA_HOME/attention-explorer/recent-models.json"
[ -s "$recent_file" ] || fail "no recent-models.json after opening two models"
order=$(grep -oE '"/[^"]+"' "$recent_file" | tr -d '"' | sed 's|.*/||' | tr '\n' ' ')
[ "$order" = "qwen3-bf16-sharded tiny-f32 " ] ||
  fail "recent-models.json should list the folders opened, newest first, and not the bad one; lists: $order"
"$exe" --fresh --lesson "$lesson" --view pretrained --dump-state "$state" >"$work/empty.log" 2>&1 &
app=$!
pids+=("$app")
find_window "$app" >/dev/null || fail "the window did not appear: $(cat "$work/empty.log")"
wait_for 10 state_is "$state" view '"pretrained"' || fail "--view pretrained did not open the Model view"
listed=$(sed -n '/"recent_models": \[/,/\]/p' "$state" | grep -vF '"recent_models"' | grep -oE '"[^"]+"' | tr -d '"' | sed 's|.*/||' | tr '\n' ' ')
[ "$listed" = "qwen3-bf16-sharded tiny-f32 " ] || fail "the Model view offers $listed as the folders opened before"
pass "recent-models.json keeps the folders opened, newest first (not the one refused); with no model open the Model view offers them"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 7. a Marian folder: the source through the encoder, the target step by step ------------
# (tests/data/seq2seq/marian-f32: 2 + 2 layers of 4 heads, SentencePiece models trained by
# spm_train.) Y blank: the decoder starts from its start token alone and N adds the greedy
# tokens `compute` makes; with Y, teacher forcing: the start token and Y's tokens but the last.
marian="$here/../data/seq2seq/marian-f32"
source_text="The little dog sleeps on the mat."
cat >"$work/marian.lesson.json" <<JSON
{"version": 1, "title": "Marian", "source": "$source_text", "target": "", "view": "pretrained", "model": "$marian"}
JSON
printf '{"model": "%s", "text": "%s", "steps": 3}' "$marian" "$source_text" >"$work/marian.json"
"$exe" compute "$work/marian.json" >"$work/marian_compute.json" 2>"$work/compute.err" || fail "compute on Marian failed: $(cat "$work/compute.err")"
greedy=$(tr -d ' \n' <"$work/marian_compute.json" | sed -n 's/.*"output_ids":\[\([0-9,]*\)\].*/\1/p' | tr ',' ' ')
[ -n "$greedy" ] || fail "compute gave no output_ids for Marian"
"$exe" --fresh --lesson "$work/marian.lesson.json" --dump-state "$state" >"$work/marian.log" 2>&1 &
app=$!
pids+=("$app")
wid=$(find_window "$app") || fail "the window did not appear: $(cat "$work/marian.log")"
xdotool windowfocus "$wid" 2>/dev/null || true
xdotool mousemove --window "$wid" 300 990 2>/dev/null || true
wait_for 15 state_is "$state" pretrained_model '"marian-f32"' || fail "the Marian folder did not open (error: $(jget "$state" pretrained_error))"
wait_for 10 state_is "$state" pretrained_cross_maps 8 || fail "no cross-attention maps: $(jget "$state" pretrained_cross_maps)"
state_is "$state" pretrained_encoder_maps 8 || fail "the encoder has $(jget "$state" pretrained_encoder_maps) maps, not 8"
state_is "$state" pretrained_maps 8 || fail "the decoder has $(jget "$state" pretrained_maps) maps, not 8"
state_is "$state" pretrained_ids '"327"' || fail "without Y the decoder starts from $(jget "$state" pretrained_ids), not its start token 327"
for step in 1 2 3; do
  xdotool key --window "$wid" n
  wait_for 10 state_is "$state" pretrained_generated "$step" || fail "N did not make target token $step (at $(jget "$state" pretrained_generated))"
done
state_is "$state" pretrained_ids "\"327 $greedy\"" || fail "N made $(jget "$state" pretrained_ids), compute's greedy output is 327 $greedy"
pass "Marian: encoder, decoder and cross grids (8 maps each); N translates one token at a time as compute does (327 $greedy)"
sleep 0.3
import -window root "$work/marian.png" 2>/dev/null || fail "no screenshot"
spread=$(convert "$work/marian.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || fail "the Marian model view looks blank (deviation $spread)"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 8. BERT: no mask, and the [MASK]'s best filler as compute gives it ----------------------
bert="$here/../data/seq2seq/bert-f32"
mask_text="The [MASK] sat on the mat."
printf '{"model": "%s", "text": "%s"}' "$bert" "$mask_text" >"$work/bert.json"
"$exe" compute "$work/bert.json" >"$work/bert_compute.json" 2>"$work/compute.err" || fail "compute on BERT failed: $(cat "$work/compute.err")"
bert_fill=$(tr -d ' \n' <"$work/bert_compute.json" | sed -n 's/.*"masked":\[{"position":\([0-9]*\),"top":\[{"id":\([0-9]*\).*/\1:\2/p')
[ -n "$bert_fill" ] || fail "compute gave no filler: $(head -c 300 "$work/bert_compute.json")"
cat >"$work/bert.lesson.json" <<JSON
{"version": 1, "title": "BERT", "source": "$mask_text", "target": "", "view": "pretrained", "model": "$bert"}
JSON
"$exe" --fresh --lesson "$work/bert.lesson.json" --dump-state "$state" >"$work/bert.log" 2>&1 &
app=$!
pids+=("$app")
find_window "$app" >/dev/null || fail "the window did not appear: $(cat "$work/bert.log")"
wait_for 15 state_is "$state" pretrained_model '"bert-f32"' || fail "the BERT folder did not open (error: $(jget "$state" pretrained_error))"
wait_for 10 state_is "$state" pretrained_masked "\"$bert_fill\"" || fail "the window fills the [MASK] with $(jget "$state" pretrained_masked), compute with $bert_fill"
state_is "$state" pretrained_causal false || fail "BERT runs with a causal mask"
pass "BERT runs with no mask and fills the [MASK] as compute does ($bert_fill)"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null

# --- 9. a model named by its repository, from the Hugging Face cache ---------------------------
# The layout huggingface_hub downloads into: blobs named by their SHA-256, the snapshot's
# files relative links to them, refs/main naming the commit.
hub="$work/hub"
commit=0123456789abcdef0123456789abcdef01234567
repo_dir="$hub/models--org--tiny-gpt2"
mkdir -p "$repo_dir/blobs" "$repo_dir/snapshots/$commit" "$repo_dir/refs"
for f in "$model"/*; do
  blob=$(sha256sum "$f" | cut -d' ' -f1)
  cp "$f" "$repo_dir/blobs/$blob"
  ln -s "../../blobs/$blob" "$repo_dir/snapshots/$commit/$(basename "$f")"
done
printf '%s' "$commit" >"$repo_dir/refs/main"
printf '{"model": "org/tiny-gpt2", "text": "%s"}' "$text" >"$work/hub_case.json"
HF_HUB_CACHE="$hub" "$exe" compute "$work/hub_case.json" >"$work/hub_compute.json" 2>"$work/compute.err" ||
  fail "compute on org/tiny-gpt2 failed: $(cat "$work/compute.err")"
hub_top=$(grep -m1 '"id":' "$work/hub_compute.json" | sed 's/[^0-9]//g')
[ "$hub_top" = "$cli_top" ] || fail "compute on the cache's org/tiny-gpt2 predicts $hub_top, on its folder $cli_top"
grep -q '"model": *"org/tiny-gpt2"' "$work/hub_compute.json" || fail "compute does not name the model org/tiny-gpt2"
HF_HUB_CACHE="$hub" "$exe" --fresh --lesson "$lesson" --model org/tiny-gpt2@main --dump-state "$state" >"$work/hub.log" 2>&1 &
app=$!
pids+=("$app")
find_window "$app" >/dev/null || fail "the window did not appear: $(cat "$work/hub.log")"
wait_for 15 state_is "$state" pretrained_model '"org/tiny-gpt2"' || fail "--model org/tiny-gpt2@main did not open (error: $(jget "$state" pretrained_error))"
wait_for 10 state_is "$state" pretrained_top_id "$cli_top" || fail "the window predicts $(jget "$state" pretrained_top_id) from the cache, compute $cli_top"
pass "ORG/NAME opens the Hugging Face cache's snapshot, in compute and with --model, to the same next token ($cli_top)"
kill "$app" 2>/dev/null
wait "$app" 2>/dev/null
HF_HUB_CACHE="$hub" timeout 20 "$exe" --fresh --model org/not-there >"$work/missing.out" 2>"$work/missing.err"
status=$?
[ "$status" -eq 2 ] || fail "--model org/not-there ended with $status, not 2: $(cat "$work/missing.err")"
grep -qF "attention-explorer download org/not-there" "$work/missing.err" || fail "no way to download it named: $(cat "$work/missing.err")"
pass "a repository not in the cache is refused before the window opens, saying how to download it"
