#!/usr/bin/env bash
# The real program under Xvfb renders frames and writes a screenshot through its own
# --screenshot option; the PNG must have the window's size and must not be blank.
set -euo pipefail
exe="${1:?usage: gui_smoke.sh EXECUTABLE}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
png="$out/smoke.png"
xvfb-run -a -s "-screen 0 1280x800x24" "$exe" --width 1200 --height 760 \
  --screenshot "$png" --frames 5
[ -s "$png" ] || { echo "no screenshot was written"; exit 1; }
size=$(identify -format "%w %h" "$png")
[ "$size" = "1200 760" ] || { echo "screenshot is $size, expected 1200 760"; exit 1; }
# A blank frame has one colour: its standard deviation is 0.
spread=$(convert "$png" -colorspace Gray -format "%[fx:standard_deviation]" info:)
colours=$(convert "$png" -format "%k" info:)
echo "screenshot $size, grey standard deviation $spread, $colours colours"
awk -v s="$spread" 'BEGIN { exit !(s > 0.05) }' || { echo "the screenshot looks blank"; exit 1; }
[ "$colours" -gt 50 ] || { echo "only $colours colours: nothing drawn"; exit 1; }
