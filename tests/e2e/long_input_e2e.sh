#!/usr/bin/env bash
# End-to-end test of long inputs in the real window under Xvfb: a lesson of 4096 tokens
# (D = 512, H = 8, seeded random weights) computes off the frame loop while the window keeps
# drawing, fits in memory, and zooms; --report-frame-times prints lines that parse.
#
#   long_input_e2e.sh BUILD_DIR
#
# Checks:
#   1. --report-frame-times (16 heads × 128 tokens): "frames: N  median: X ms  p95: Y ms",
#      "first frame: X ms" and "peak RSS: N MB" appear and parse.
#   2. The 4096-token lesson with --screenshot: the result arrives (4096 tokens, 9 maps of
#      4096×4096, "computing" false at the end), frames kept coming while it computed (p95
#      under 100 ms), the maps' textures are max-pooled (fewer texels than cells) and the
#      peak resident memory stays under 1.5 GB.
#   3. In the live window: C (the causal mask) recomputes all 4096 tokens while the previous
#      result stays on screen (two results in memory: still under 1.5 GB); C twice, the
#      second during the computation, drops the first one's result and ends on the newest
#      inputs; the mouse wheel over head 1
#      zooms it (the dump's zoom and window change, and so does the picture).
# Needs Xvfb, xdotool and ImageMagick. Takes about 30 s.
set -uo pipefail

build="${1:?usage: long_input_e2e.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb xdotool import compare convert
start_xvfb 161 230

limit_mb=1536  # 1.5 GB

# --- lessons ---------------------------------------------------------------------------
# A sentence of 4096 words drawn from a small vocabulary (repeated words give the heads
# something to find), and 128 words with 16 heads for the frame-time report.
# lesson N HEADS TITLE: a lesson of N words drawn from a small vocabulary, D = 512.
lesson() {
  awk -v n="$1" -v heads="$2" -v title="$3" 'BEGIN {
    count = split("the quick brown fox jumps over a lazy dog while seven wise owls watch " \
                  "from an old oak tree near the quiet river bank and count every star", w, " ")
    srand(7)
    s = ""
    for (i = 0; i < n; i++) s = s (i ? " " : "") w[int(rand() * count) + 1]
    printf "{\"version\": 1, \"title\": \"%s\", \"source\": \"%s\", \"target\": \"\", ", title, s
    printf "\"d_model\": 512, \"heads\": %d, \"seed\": 3, \"designed\": false, ", heads
    printf "\"causal\": false, \"view\": \"heads\"}\n"
  }'
}
lesson 4096 8 "4096 tokens" >"$work/long.json"
lesson 128 16 "128 tokens, 16 heads" >"$work/short.json"

# report FILE KEY: the number after "KEY: " in a --report-frame-times output.
report() { sed -n "s/.*$2: \\([0-9.]*\\).*/\\1/p" "$1" | head -n 1; }
below() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a + 0 < b + 0) }'; }

# --- 1. the frame-time report parses ------------------------------------------------------
out="$work/short.out"
timeout 60 "$exe" --lesson "$work/short.json" --screenshot "$work/short.png" --frames 40 \
  --report-frame-times >"$out" 2>"$work/short.err" || fail "the 128-token run failed: $(cat "$work/short.err")"
line=$(grep -E '^frames: [0-9]+  median: [0-9]+\.[0-9] ms  p95: [0-9]+\.[0-9] ms$' "$out") ||
  fail "no 'frames: N  median: X ms  p95: Y ms' line in: $(cat "$out")"
frames=$(report "$out" frames); median=$(report "$out" median); p95=$(report "$out" p95)
[ "$frames" -ge 40 ] || fail "reported $frames frames, drew at least 40"
awk -v m="$median" -v p="$p95" 'BEGIN { exit !(m > 0 && p >= m) }' || fail "median $median and p95 $p95 do not make sense"
grep -qE '^first frame: [0-9]+ ms$' "$out" || fail "no 'first frame: X ms' line in: $(cat "$out")"
grep -qE '^peak RSS: [0-9]+ MB$' "$out" || fail "no 'peak RSS: N MB' line in: $(cat "$out")"
pass "report: $line; first frame $(report "$out" 'first frame') ms"

# --- 2. 4096 tokens, screenshot run --------------------------------------------------------
out="$work/long.out"; dump="$work/long-state.json"
timeout 60 "$exe" --lesson "$work/long.json" --screenshot "$work/long.png" --frames 10 \
  --report-frame-times --dump-state "$dump" >"$out" 2>"$work/long.err" ||
  fail "the 4096-token run failed: $(cat "$work/long.err")"
[ "$(jget "$dump" source_token_count)" = "4096" ] || fail "the dump has $(jget "$dump" source_token_count) source tokens, expected 4096"
[ "$(jget "$dump" computing)" = "false" ] || fail "still computing when the screenshot was taken"
[ "$(jget "$dump" detailed)" = "false" ] || fail "4096 tokens should keep only the weights of each head"
shapes=$(awk '/^      "cols": /{c=$2; sub(",","",c)} /^      "rows": /{r=$2; sub(",","",r)} /^      "title": /{print r "x" c}' "$dump" | sort | uniq -c | tr -s ' ')
[ "$shapes" = " 9 4096x4096" ] || fail "expected 9 maps of 4096×4096 (8 heads and the average), got: $shapes"
# Each map's texture ("texture": [rows, cols]) has at most as many texels as it has pixels.
texels=$(awk '/^      "texture": \[/{f=1; next} f && /\]/{f=0} f{gsub(/[ ,]/,""); printf "%s ", $0}' "$dump")
for t in $texels; do
  [ "$t" -ge 1 ] && [ "$t" -lt 4096 ] || fail "a 4096×4096 map's texture is $t texels a side, should be pooled below 4096: $texels"
done
during=$(report "$out" "frames while computing"); p95=$(report "$out" p95); rss=$(report "$out" "peak RSS")
[ "${during:-0}" -ge 10 ] || fail "only ${during:-0} frames were drawn while 4096 tokens computed (the window froze?)"
below "$p95" 100 || fail "p95 frame time $p95 ms while computing 4096 tokens (should stay under 100 ms)"
below "$rss" "$limit_mb" || fail "peak RSS $rss MB at 4096 tokens, over $limit_mb MB"
spread=$(convert "$work/long.png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "the 4096-token screenshot looks blank (deviation $spread)"
pass "4096 tokens: 9 pooled maps, $during frames drawn while computing, p95 $p95 ms, peak $rss MB"

# --- 3. live window: recompute and zoom ----------------------------------------------------
# The first map's "KEY": [a, b, c, d] array as "a b c d".
map_array() {
  awk -v key="$2" '$0 ~ "^      \"" key "\": \\[" {f=1; next} f && /\]/{exit} f{gsub(/[ ,]/,""); printf "%s ", $0}' "$1"
}
first_zoom() { awk '/^      "zoom": /{z=$2; sub(",","",z); print z; exit}' "$1"; }
zoomed_in() { [ -s "$1" ] && awk -v z="$(first_zoom "$1")" 'BEGIN { exit !(z > 1.0) }'; }

dump="$work/live.json"; out="$work/live.out"
"$exe" --lesson "$work/long.json" --dump-state "$dump" --report-frame-times >"$out" 2>"$work/live.err" &
app=$!; pids+=("$app")
wid=$(find_window) || fail "the window did not appear: $(cat "$work/live.err")"
wait_for 30 state_is "$dump" source_token_count 4096 || fail "4096 tokens did not arrive in the live window"
wait_for 10 state_is "$dump" computing false || fail "the live window kept computing"
xdotool mousemove --window "$wid" 300 990 2>/dev/null || true
sleep 0.3

generation=$(jget "$dump" results_generation)
new_result() {
  [ -s "$dump" ] && [ "$(jget "$dump" results_generation)" != "$generation" ] &&
    [ "$(jget "$dump" computing)" = "false" ]
}
xdotool key --window "$wid" c
wait_for 5 state_is "$dump" causal true || fail "C did not turn the causal mask on"
wait_for 30 new_result || fail "the causal recompute of 4096 tokens did not finish"
masked=$(awk '/^      "masked_cells": /{m=$2; sub(",","",m); print m; exit}' "$dump")
[ "$masked" = "$((4096 * 4095 / 2))" ] || fail "head 1 has $masked masked cells under the causal mask, expected $((4096 * 4095 / 2))"
pass "C recomputes 4096 tokens in the background: $masked masked cells"

# An edit during a computation supersedes it: C twice, the second while the first runs.
# The first one's result is dropped (one computation is shown, not two) and the window ends
# on the newest inputs (the mask back on).
generation=$(jget "$dump" results_generation)
shown=$(jget "$dump" computations_shown)
xdotool key --window "$wid" c
wait_for 5 state_is "$dump" computing true || fail "C did not start a computation"
sleep 0.3
xdotool key --window "$wid" c
wait_for 5 state_is "$dump" causal true || fail "the second C did not turn the mask back on"
wait_for 30 new_result || fail "the computations after C, C did not finish"
[ "$(jget "$dump" computations_shown)" = "$((shown + 1))" ] ||
  fail "C, C showed $(( $(jget "$dump" computations_shown) - shown )) computations, expected 1 (the first is superseded)"
masked=$(awk '/^      "masked_cells": /{m=$2; sub(",","",m); print m; exit}' "$dump")
[ "$masked" = "$((4096 * 4095 / 2))" ] || fail "after C, C the window shows $masked masked cells, expected the mask"
pass "C, C during a computation: the first result is dropped, the window shows the newest inputs"

read -r cx cy cw ch <<<"$(map_array "$dump" cells_rect)"
[ -n "${ch:-}" ] || fail "the dump gives no cells_rect for head 1"
mx=$(awk -v x="$cx" -v w="$cw" 'BEGIN { printf "%d", x + w * 0.5 }')
my=$(awk -v y="$cy" -v h="$ch" 'BEGIN { printf "%d", y + h * 0.5 }')
eval "$(xdotool getwindowgeometry --shell "$wid" | grep -E '^(X|Y)=')"
crop="${cw%.*}x${ch%.*}+$((X + ${cx%.*}))+$((Y + ${cy%.*}))"
import -window root "$work/root.png" && convert "$work/root.png" -crop "$crop" +repage "$work/before.png" ||
  fail "could not take a screenshot of head 1"
window_before=$(map_array "$dump" window)
xdotool mousemove --window "$wid" "$mx" "$my"
sleep 0.3
for _ in 1 2 3 4 5 6; do xdotool click --window "$wid" 4; sleep 0.1; done
wait_for 5 zoomed_in "$dump" || fail "the wheel over head 1 did not zoom it (zoom $(first_zoom "$dump"))"
xdotool mousemove --window "$wid" 300 990
sleep 0.5
window_after=$(map_array "$dump" window)
[ "$window_before" != "$window_after" ] || fail "zooming did not change the window of cells ($window_after)"
read -r _ _ rows cols <<<"$window_after"
[ "$rows" -lt 4096 ] && [ "$cols" -lt 4096 ] || fail "zoomed in, head 1 still shows $rows×$cols cells"
import -window root "$work/root.png" && convert "$work/root.png" -crop "$crop" +repage "$work/after.png"
changed=$(compare -metric AE "$work/before.png" "$work/after.png" null: 2>&1 | awk '{print int($1)}')
[ "${changed:-0}" -gt 1000 ] || fail "zooming changed only ${changed:-0} pixels of head 1"
pass "the wheel zooms head 1 to $rows×$cols cells (zoom $(first_zoom "$dump")), $changed pixels change"

kill -TERM "$app"
wait "$app" 2>/dev/null
rss=$(report "$out" "peak RSS")
[ -n "$rss" ] || fail "the live window printed no report at exit: $(cat "$out" "$work/live.err")"
below "$rss" "$limit_mb" || fail "peak RSS $rss MB after recomputing 4096 tokens, over $limit_mb MB"
pass "live window: peak RSS $rss MB with a recompute of 4096 tokens"

echo "PASS: long input end-to-end"
