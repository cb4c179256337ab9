#!/usr/bin/env bash
# The Windows zip as a teacher uses it, under Wine (Debian's wine64) and Xvfb: unpacked into
# a folder whose name has a space and letters of no single Windows code page, then
#   1. the window opens on the default lesson (--fresh --screenshot), and its picture is the
#      Linux build's to within the font rasteriser's differences (the figures are printed);
#   2. C turns the causal mask on, + and − change the number of heads (--dump-state), and
#      the change is autosaved in %APPDATA%\attention-explorer;
#   3. a lesson with a non-ASCII name in that folder, changed (C) and saved in place
#      (Ctrl+S), holds the change and opens again with it, and no temporary is left;
#   4. compute gives the Linux build's numbers (within L·K·2⁻²⁴: L layers, sums of K terms)
#      on the engine's fixture cases, on a checkpoint, on a tiny GPT-2 folder and on tiny T5 and Marian folders
#      (SentencePiece), all read from that folder;
#   5. render draws a lesson's scene without a window on the screen (a hidden one);
#   6. --presenter opens the presenter window, whose picture of the next scene the program
#      draws beside its frames (and writes to its temporary folder, as render names it);
#   7. a lesson naming its checkpoint by absolute Windows paths ("Z:\…", and a scene's own
#      "Z:/…") opens with both scenes, and saved from the window (Ctrl+S) still names them so
#      and opens again;
#   8. `download` fetches a tiny model from the test Hub (the Linux build's hub-test-server)
#      through WinHTTP into a Hugging Face cache under a non-ASCII folder, and compute opens
#      it by name;
#   9. --lang zh-CN: the window in Chinese from the zip's catalog and font, the Linux
#      build's picture to within the rasteriser's differences, and unlike the English one.
#
#   tests/windows/wine_e2e.sh ZIP LINUX_EXE
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
zip="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
linux_exe="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
# shellcheck source=../e2e/common.sh
source "$here/../e2e/common.sh"
require_tools Xvfb xdotool compare cmake

# Wine names Unix files in the locale's encoding: UTF-8, whatever the caller's.
export LC_ALL=C.UTF-8
wine=/usr/lib/wine/wine64
[ -x "$wine" ] || wine=$(command -v wine64 || command -v wine || true)
[ -x "$wine" ] || fail "no Wine (scripts/install-deps --windows installs wine64)"
# The prefix scripts/build-windows made, or a new one; no Mono or Gecko, no crash dialog.
export WINEPREFIX="${WINEPREFIX:-$work/wine}" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export ATTN_AUTOSAVE_SECONDS=1  # Wine passes it on
wineserver="$(dirname "$wine")/wineserver"
cleanup_wine() { "$wineserver" -k 2>/dev/null || true; }

# --- 0. unpack --------------------------------------------------------------------------
folder="$work/Leçons de Zoë 注意力"
mkdir -p "$folder"
(cd "$folder" && cmake -E tar xf "$zip")
top=$(cd "$folder" && ls -d attention-explorer-*-windows-x64)
app="$folder/$top"
[ -f "$app/attention-explorer.exe" ] && [ -f "$app/attention-explorer-cli.exe" ] ||
  fail "the zip lacks attention-explorer.exe or attention-explorer-cli.exe: $(ls "$app")"
for d in lessons models icons fonts licences; do
  [ -d "$app/share/attention-explorer/$d" ] || fail "the zip lacks share/attention-explorer/$d"
done
# Wine's Z: drive is the Unix root; Windows takes '/' between folders.
win() { echo "Z:$1"; }
pass "unpacked $(basename "$zip") ($(du -k "$zip" | cut -f1) KB) into '$folder'"

start_xvfb 80 120
trap 'cleanup_wine; cleanup || true' EXIT
# Wine's desktop takes the size of the display it first starts on: a wineserver left from
# an earlier run (another display, or none) is stopped, and the prefix set up on this one.
cleanup_wine
"$wine" reg add 'HKCU\Software\Wine\WineDbg' /v ShowCrashDialog /t REG_DWORD /d 0 /f >/dev/null 2>&1 || true

# --- 1. the default lesson, against Linux's picture -------------------------------------
size=(--width 1200 --height 760)
(cd "$work" && timeout 60 "$linux_exe" --fresh "${size[@]}" --screenshot "$work/linux.png" --frames 5 \
  >"$work/linux.log" 2>&1) || fail "the Linux build's screenshot failed: $(cat "$work/linux.log")"
(cd "$folder" && timeout 120 "$wine" "$app/attention-explorer.exe" --fresh "${size[@]}" \
  --screenshot "$(win "$work/windows.png")" --frames 5 >"$work/windows.log" 2>&1) ||
  fail "attention-explorer.exe --screenshot failed: $(cat "$work/windows.log")"
[ -s "$work/windows.png" ] || fail "attention-explorer.exe wrote no screenshot"
wsize=$(identify -format "%w %h" "$work/windows.png")
[ "$wsize" = "1200 760" ] || fail "the Windows screenshot is $wsize, not 1200×760"
pixels=$((1200 * 760))
metric() { compare -metric "$@" "$work/linux.png" "$work/windows.png" null: 2>&1 || true; }  # 1: they differ
differ=$(metric AE | awk '{print int($1)}')
differ_fuzz=$(metric AE -fuzz 25% | awk '{print int($1)}')
rmse=$(metric RMSE | sed 's/.*(\(.*\))/\1/')
echo "   Linux vs Windows: $differ of $pixels pixels differ at all, $differ_fuzz by more than 25%, RMSE $rmse"
# Same fonts (shipped in the zip), same ImGui: the text and the maps land on the same
# pixels; what differs is anti-aliasing within a glyph's edge.
[ "$differ_fuzz" -lt $((pixels / 100)) ] ||
  fail "the Windows window differs from Linux's in $differ_fuzz pixels by more than 25% (1% allowed)"
pass "the window opens on the default lesson; $differ_fuzz pixels (of $pixels) differ from Linux's by more than 25%"

# --- 2. C, + and − ----------------------------------------------------------------------
lesson="$app/share/attention-explorer/lessons/default.lesson.json"
state="$work/state.json"
start_wine_app() {  # start_wine_app ARGS...: sets $pid and $wid
  (cd "$folder" && exec "$wine" "$app/attention-explorer.exe" "$@") >"$work/app.log" 2>&1 &
  pid=$!
  pids+=("$pid")
  wid=$(find_window) || fail "the window did not appear within 15 s: $(cat "$work/app.log")"
  xdotool windowfocus "$wid" 2>/dev/null || true
  xdotool mousemove --window "$wid" 300 740 2>/dev/null || true
  sleep 1
}
press() { xdotool windowfocus "$wid" 2>/dev/null || true; xdotool key "$@"; }
stop_wine_app() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; cleanup_wine; }

start_wine_app --fresh "${size[@]}" --lesson "$(win "$lesson")" --view heads --dump-state "$(win "$state")"
wait_for 30 state_is "$state" heads 4 || fail "the default lesson did not show 4 heads: $(cat "$work/app.log")"
state_is "$state" causal false || fail "the default lesson should start without the causal mask"
press c
wait_for 10 state_is "$state" causal true || fail "C did not turn the causal mask on"
# The change reaches the autosave in %APPDATA%\attention-explorer (a second later here).
autosaved() {
  local f
  f=$(find "$WINEPREFIX/drive_c/users" -path '*/AppData/Roaming/attention-explorer/autosave.json' 2>/dev/null | head -n 1)
  [ -n "$f" ] && grep -q '"causal": true' "$f"
}
wait_for 10 autosaved || fail "no autosave with the mask on in %APPDATA%\\attention-explorer"
press plus
wait_for 10 state_is "$state" heads 8 || fail "+ did not make 8 heads (heads: $(jget "$state" heads))"
press minus
wait_for 10 state_is "$state" heads 4 || fail "− did not go back to 4 heads"
stop_wine_app
pass "C turns the causal mask on (autosaved in %APPDATA%\\attention-explorer), + makes 8 heads, − 4 again"

# --- 3. a lesson saved there opens again ------------------------------------------------
mine="$folder/ma leçon ✓.lesson.json"
cp "$lesson" "$mine"
start_wine_app --fresh "${size[@]}" --lesson "$(win "$mine")" --view heads --dump-state "$(win "$state")"
wait_for 30 state_is "$state" heads 4 || fail "the copied lesson did not open: $(cat "$work/app.log")"
press c
wait_for 10 state_is "$state" causal true || fail "C did not turn the causal mask on"
press ctrl+s
# The lesson's own setting (two spaces in): its scenes already hold "causal": true.
wait_for 10 grep -q '^  "causal": true' "$mine" || fail "Ctrl+S did not save the mask into '$mine'"
stop_wine_app
leftovers=$(find "$folder" -maxdepth 1 -name '*.tmp-*' | wc -l)
[ "$leftovers" = 0 ] || fail "saving left $leftovers temporaries beside the lesson"
start_wine_app --fresh "${size[@]}" --lesson "$(win "$mine")" --view heads --dump-state "$(win "$state")"
wait_for 30 state_is "$state" causal true || fail "the saved lesson did not open with the mask on"
stop_wine_app
pass "a lesson in '$(basename "$folder")' named '$(basename "$mine")' is saved in place and opens again"

# --- 4. compute: the Linux build's numbers ----------------------------------------------
cli="$app/attention-explorer-cli.exe"
number='-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?'
# The products sum in another order on each (OpenBLAS on Linux, the engine's kernels and
# Eigen's on Windows), so the two agree to float rounding, not bit for bit. A value's
# rounding is relative to its size, and the softmax turns an absolute error in a score into
# a relative one in the weights and what follows them: each |a − b| is measured against
# max(1, |a|) × max(1, the largest |scaled score| of the case). Each float sum of n terms
# may be n·2⁻²⁴ from the exact one, and a model's L layers each add their own: L·K·2⁻²⁴ of
# that is allowed, K the longest sum of the case (D, the MLP's width, or 64 tokens).
# largest_scaled FILE: the largest |x| in the result's "scaled" arrays (0 when none).
largest_scaled() {
  awk '/"scaled": \[/ { match($0, /^ */); indent = RLENGTH; on = 1; next }
       on && match($0, /^ *\]/) && RLENGTH - 1 == indent { on = 0 }
       on { v = $1 + 0; if (v < 0) v = -v; if (v > m) m = v }
       END { print m + 0 }' "$1"
}
# config_int FILE KEY...: the first of the keys config.json gives a number (0: none).
config_int() {
  local file=$1 key v
  shift
  for key in "$@"; do
    v=$(grep -oE "\"$key\": *[0-9]+" "$file" | head -n 1 | grep -oE '[0-9]+$')
    [ -n "$v" ] && { echo "$v"; return; }
  done
  echo 0
}
# allowed CASE: L·K·2⁻²⁴ for the case, read from its model's files as each names them.
allowed() {
  local c=$1 dir layers width ff folder header
  dir=$(dirname "$c")
  folder=$(grep -oE '"model": *"[^"]+"' "$c" | sed -E 's/.*"([^"]+)"$/\1/')
  if [ -n "$folder" ]; then
    local config="$dir/$folder/config.json"
    layers=$(( $(config_int "$config" n_layer num_hidden_layers encoder_layers num_layers) +
               $(config_int "$config" decoder_layers num_decoder_layers) ))
    width=$(config_int "$config" n_embd hidden_size d_model)
    ff=$(config_int "$config" n_inner intermediate_size d_ff encoder_ffn_dim)
    [ "$ff" -gt 0 ] || ff=$((4 * width))  # GPT-2's n_inner null: 4·D
  elif grep -q '"checkpoint"' "$c"; then
    # A checkpoint of the program's own: D in its metadata, the layers in its tensors' names.
    header=$(head -c 65536 "$dir/translate.safetensors" | tr -d '\000')
    width=$(grep -aoE '"d_model":"[0-9]+"' <<<"$header" | grep -oE '[0-9]+')
    ff=$(grep -aoE '"d_ff":"[0-9]+"' <<<"$header" | grep -oE '[0-9]+')
    [ "${ff:-0}" -gt 0 ] || ff=$((4 * width))
    layers=$(grep -aoE '"(enc|dec)\.[0-9]+\.' <<<"$header" | sort -u | wc -l)
  else
    layers=1  # one attention layer of the case's own D
    width=$(grep -oE '"d_model": *[0-9]+' "$c" | grep -oE '[0-9]+$')
    ff=0
  fi
  local k=$(( width > ff ? width : ff ))
  [ "$k" -gt 64 ] || k=64
  awk -v l="$layers" -v k="$k" 'BEGIN { printf "%.3g\n", l * k / 16777216 }'
}
# same_numbers A B: the same text around the numbers; prints the largest difference as above.
same_numbers() {
  diff -q <(sed -E "s/$number/N/g" "$1") <(sed -E "s/$number/N/g" "$2") >/dev/null || return 1
  local scale
  scale=$(largest_scaled "$1")
  paste <(grep -oE -- "$number" "$1") <(grep -oE -- "$number" "$2") |
    awk -v scale="$scale" '{ d = $1 - $2; if (d < 0) d = -d; s = $1 < 0 ? -$1 : $1; if (s < 1) s = 1;
                             d /= s * (scale < 1 ? 1 : scale); if (d > m) m = d }
         END { printf "%.3g\n", m + 0 }'
}
cases="$folder/cases"
mkdir -p "$cases"
for f in "$here"/../fixtures/pytorch/*.json; do
  sed -n '/^ "case": {/,/^ },/p' "$f" | sed '1s/.*/{/; $s/.*/}/' >"$cases/$(basename "$f")"
done
cp "$app/share/attention-explorer/models/translate.safetensors" "$cases/"
echo '{"checkpoint": "translate.safetensors", "text": "the blue creature sees a small cat"}' \
  >"$cases/checkpoint-translate.json"
cp -r "$here/../data/gpt2/tiny-f32" "$cases/tiny gpt-2"
echo '{"model": "tiny gpt-2", "text": "The cat sat on the mat. The cat"}' >"$cases/gpt2-tiny.json"
# SentencePiece's tokenizers (built from its sources for Windows): T5 and Marian read a
# sentence and its translation (given: a free translation of 64 tokens, each one's maps
# made from the last, drifts further, to 2e-6).
for m in t5-f32 marian-f32; do
  cp -r "$here/../data/seq2seq/$m" "$cases/$m ✓"
  echo "{\"model\": \"$m ✓\", \"text\": \"the blue creature sees a small cat\",
    \"target_text\": \"la créature bleue voit un petit chat\"}" >"$cases/seq2seq-$m.json"
done
worst=0
count=0
bounds=""
for c in "$cases"/*.json; do
  name=$(basename "$c" .json)
  "$linux_exe" compute "$c" -o "$work/$name.linux.json" 2>"$work/compute.log" ||
    fail "the Linux build's compute failed on $name: $(cat "$work/compute.log")"
  (cd "$cases" && "$wine" "$cli" compute "$(win "$c")" -o "$(win "$work/$name.windows.json")") \
    2>"$work/compute.log" || fail "compute under Wine failed on $name: $(cat "$work/compute.log")"
  d=$(same_numbers "$work/$name.linux.json" "$work/$name.windows.json") ||
    fail "$name: Windows' result is not shaped as Linux's"
  bound=$(allowed "$c")
  awk -v d="$d" -v b="$bound" 'BEGIN { exit !(d <= b) }' ||
    fail "$name: Windows' numbers differ from Linux's by $d ($bound allowed)"
  worst=$(awk -v a="$worst" -v b="$d" 'BEGIN { print (b > a ? b : a) }')
  bounds="$bounds $name $d/$bound;"
  count=$((count + 1))
done
cleanup_wine
echo "   each case's difference / its bound:$bounds"
pass "compute under Wine: $count cases (fixtures, a checkpoint, GPT-2, T5, Marian) within $worst of Linux's numbers"

# --- 5. render without a window on the screen -------------------------------------------
(cd "$folder" && "$wine" "$cli" render "$(win "$lesson")" --scene 2 -o "$(win "$work/scene.png")") \
  >"$work/render.log" 2>&1 || fail "render under Wine failed: $(cat "$work/render.log")"
[ "$(identify -format "%w %h" "$work/scene.png")" = "1600 1000" ] || fail "render's PNG is not 1600×1000"
colours=$(convert "$work/scene.png" -format "%k" info:)
[ "$colours" -gt 1000 ] || fail "render's PNG has $colours colours: blank?"
cleanup_wine
pass "render draws scene 2 of the default lesson in a hidden window ($colours colours)"

# --- 6. the presenter window's pictures, drawn beside the window's frames -----------------
rm -rf "$WINEPREFIX"/drive_c/users/*/Temp/attention-explorer-presenter-*
start_wine_app --fresh --presenter
picture() { find "$WINEPREFIX/drive_c/users" -path '*/Temp/attention-explorer-presenter-*/scene-02.png' 2>/dev/null | head -n 1; }
drawn() { [ -n "$(picture)" ]; }
wait_for 60 drawn || fail "the presenter's picture of scene 2 was not drawn: $(cat "$work/app.log")"
sleep 1
colours=$(convert "$(picture)" -format "%k" info:)
[ "$colours" -gt 1000 ] || fail "the presenter's picture of scene 2 has $colours colours: blank?"
stop_wine_app
rm -rf "$WINEPREFIX"/drive_c/users/*/Temp/attention-explorer-presenter-*
pass "--presenter: the next scene's picture drawn ($colours colours)"

# --- 7. absolute Windows paths in a lesson, saved and opened again ------------------------
# A path is absolute by Windows' rules (io::platform::is_absolute), not by a leading '/': with
# the lesson's folder put in front of "Z:\…", scene 2 (whose own checkpoint must be there)
# would be left out and render --scene 2 refused.
forward=$(win "$app/share/attention-explorer/models/translate.safetensors")
backward=$(printf '%s' "$forward" | tr '/' '\\')
json_backward=$(printf '%s' "$backward" | sed 's/\\/\\\\/g')  # a JSON string's '\\'
absolute="$folder/leçons ✓/absolue.lesson.json"
mkdir -p "$(dirname "$absolute")"
cat >"$absolute" <<JSON
{"version": 1, "source": "the blue creature sees a small cat", "heads": 4, "view": "heads",
 "checkpoint": "$json_backward",
 "scenes": [{"title": "the lesson's checkpoint"}, {"title": "its own", "checkpoint": "$forward"}]}
JSON
render_scene_2() {
  (cd "$folder" && "$wine" "$cli" render "$(win "$absolute")" --scene 2 --width 800 --height 500 \
    -o "$(win "$work/absolute.png")") >"$work/render.log" 2>&1
}
render_scene_2 || fail "a lesson naming $backward did not open with both scenes: $(cat "$work/render.log")"
cleanup_wine
start_wine_app --fresh "${size[@]}" --lesson "$(win "$absolute")" --dump-state "$(win "$state")"
wait_for 30 state_is "$state" heads 4 || fail "the lesson naming $backward did not open: $(cat "$work/app.log")"
press c
wait_for 10 state_is "$state" causal true || fail "C did not turn the causal mask on"
press ctrl+s
wait_for 10 grep -q '"causal": true' "$absolute" || fail "Ctrl+S did not save the mask into '$absolute'"
stop_wine_app
grep -qF "\"checkpoint\": \"$json_backward\"" "$absolute" ||
  fail "the saved lesson does not name $backward: $(grep checkpoint "$absolute")"
grep -qF "\"checkpoint\": \"$forward\"" "$absolute" ||
  fail "the saved lesson's scene 2 does not name $forward: $(grep checkpoint "$absolute")"
render_scene_2 || fail "the saved lesson did not open with both scenes: $(cat "$work/render.log")"
cleanup_wine
pass "a lesson naming its checkpoint as $(printf '%s' "$backward" | cut -c1-3)… opens, is saved and opens again with it"

# --- 8. download through WinHTTP into a cache under a non-ASCII folder ---------------------
# The Linux build's test Hub on loopback serves the tiny GPT-2 folder; the Windows program
# fetches it (large files through the redirect to the Hub's second origin) into
# HF_HUB_CACHE "…/缓存 de Zoë", then opens it by name with its folder's numbers.
hub_exe="$(dirname "$linux_exe")/../tests/hub-test-server"
[ -x "$hub_exe" ] || fail "no test Hub at $hub_exe (build the Linux tree's tests first)"
gpt2_folder="$here/../data/gpt2/tiny-f32"
"$hub_exe" --repo "tiny/gpt2=$gpt2_folder" --port-file "$work/hub.port" --log "$work/hub.log" &
pids+=($!)
for _ in $(seq 1 100); do [ -s "$work/hub.port" ] && break; sleep 0.05; done
[ -s "$work/hub.port" ] || fail "the test Hub did not start"
endpoint=$(head -n 1 "$work/hub.port")
cache="$folder/缓存 de Zoë"
HF_HUB_CACHE="$(win "$cache")" HF_ENDPOINT="$endpoint" "$wine" "$cli" download tiny/gpt2 \
  >"$work/download.out" 2>"$work/download.err" || fail "download under Wine failed: $(cat "$work/download.err")"
snapshot_dir=$(ls -d "$cache"/models--tiny--gpt2/snapshots/* 2>/dev/null | head -n 1)
[ -n "$snapshot_dir" ] || fail "no snapshot in '$cache': $(find "$cache" | head)"
for f in config.json vocab.json merges.txt model.safetensors; do
  cmp -s "$snapshot_dir/$f" "$gpt2_folder/$f" || fail "$f in '$snapshot_dir' differs from the served one"
done
tail -n 1 "$work/download.out" | tr -d '\r' | grep -q "snapshots" ||
  fail "download under Wine should print the snapshot's folder last: $(cat "$work/download.out")"
grep -q '"port":"cdn".*"status":200' "$work/hub.log" || fail "the weights should come from the second origin"
grep '"port":"cdn"' "$work/hub.log" | grep -q '"has_authorization":true' && fail "a header went to the CDN it should not"
printf '{"model": "tiny/gpt2", "text": "The cat sat"}' >"$work/by_name.json"
HF_HUB_CACHE="$(win "$cache")" "$wine" "$cli" compute "$(win "$work/by_name.json")" >"$work/by_name.out" 2>"$work/by_name.err" ||
  fail "compute by name under Wine failed: $(cat "$work/by_name.err")"
grep -q '"model": "tiny/gpt2"' "$work/by_name.out" || fail "compute by name did not open tiny/gpt2"
printf '{"model": "%s", "text": "The cat sat"}' "$(win "$gpt2_folder")" >"$work/by_folder.json"
"$wine" "$cli" compute "$(win "$work/by_folder.json")" >"$work/by_folder.out" 2>"$work/by_folder.err" ||
  fail "compute of the folder under Wine failed: $(cat "$work/by_folder.err")"
diff <(grep -v '"model"' "$work/by_name.out") <(grep -v '"model"' "$work/by_folder.out") >/dev/null ||
  fail "the downloaded model gives other numbers than its folder under Wine"
links=$(find "$snapshot_dir" -type l | wc -l)
pass "download through WinHTTP into '$(basename "$cache")': the files equal the served ones ($links of 4 as links, the rest copies), opened by name"

# --- 9. the window in Chinese -------------------------------------------------------------
[ -s "$app/share/attention-explorer/locale/zh_CN.po" ] || fail "the zip has no locale/zh_CN.po"
(cd "$work" && timeout 60 "$linux_exe" --fresh --lang zh-CN "${size[@]}" --screenshot "$work/linux-zh.png" \
  --frames 5 >"$work/linux-zh.log" 2>&1) || fail "the Linux build's Chinese screenshot failed: $(cat "$work/linux-zh.log")"
(cd "$folder" && timeout 120 "$wine" "$app/attention-explorer.exe" --fresh --lang zh-CN "${size[@]}" \
  --screenshot "$(win "$work/windows-zh.png")" --frames 5 >"$work/windows-zh.log" 2>&1) ||
  fail "attention-explorer.exe --lang zh-CN failed: $(cat "$work/windows-zh.log")"
# compare exits 1 when the pictures differ at all: its figure is what is read.
zh_differ=$({ compare -metric AE -fuzz 25% "$work/linux-zh.png" "$work/windows-zh.png" null: 2>&1 || true; } | awk '{print int($1)}')
en_zh=$({ compare -metric AE -fuzz 25% "$work/windows.png" "$work/windows-zh.png" null: 2>&1 || true; } | awk '{print int($1)}')
[ "${zh_differ:-$pixels}" -lt $((pixels / 100)) ] ||
  fail "the Chinese window under Wine differs from Linux's in $zh_differ pixels by more than 25%"
[ "${en_zh:-0}" -gt 5000 ] || fail "the window with --lang zh-CN looks like the English one (${en_zh:-0} pixels differ)"
if [ -n "${ATTN_WINE_SCREENSHOTS:-}" ]; then cp "$work/windows-zh.png" "$ATTN_WINE_SCREENSHOTS/"; fi
pass "--lang zh-CN: the window in Chinese, $zh_differ pixels differ from Linux's by more than 25%, $en_zh from the English one"
