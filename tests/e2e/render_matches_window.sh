#!/usr/bin/env bash
# `render` draws what the window shows. For the same lesson, view and size, a --screenshot
# of the real window under Xvfb (GLX) and a `render` with no display at all (EGL, an
# offscreen framebuffer) are compared pixel by pixel with ImageMagick's `compare -metric AE`.
#
# Both run the same frame code (app/gui/frame.cpp) on the same state, so the draw lists
# are the same; what may differ is how the rasterizer settles ties. Where a widget's edge
# runs exactly through pixel centres (a rounded frame, a radio button, a combo box's arrow
# box) the window's framebuffer and render's framebuffer object can give that one-pixel
# edge to different sides: a few dozen pixels out of a million. Heatmap cells sit on whole
# pixels, so maps, text and colour bars come out identical. At most `limit` (150) pixels may differ.
#
#   render_matches_window.sh BUILD_DIR
set -uo pipefail

build="${1:?usage: render_matches_window.sh BUILD_DIR}"
exe="$build/app/attention-explorer"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
lessons="$here/../../assets/lessons"
limit=150
[ -x "$exe" ] || { echo "FAIL: no executable at $exe"; exit 1; }

# shellcheck source=common.sh
source "$here/common.sh"
require_tools Xvfb compare identify xdpyinfo
start_xvfb 301 370

# same LESSON VIEW WIDTH HEIGHT: the window's screenshot and render's PNG agree.
same() {
  local lesson="$1" view="$2" w="$3" h="$4" name="$2-$3x$4"
  timeout 60 "$exe" --fresh --lesson "$lesson" --view "$view" --width "$w" --height "$h" \
    --screenshot "$work/$name-window.png" --frames 3 >"$work/$name-window.log" 2>&1 \
    || fail "--screenshot of $view failed: $(cat "$work/$name-window.log")"
  env -u DISPLAY -u WAYLAND_DISPLAY timeout 60 "$exe" render "$lesson" --view "$view" \
    --width "$w" --height "$h" -o "$work/$name-render.png" >"$work/$name-render.log" 2>&1 \
    || fail "render of $view failed: $(cat "$work/$name-render.log")"
  local a b
  a=$(identify -format "%w %h" "$work/$name-window.png")
  b=$(identify -format "%w %h" "$work/$name-render.png")
  [ "$a" = "$w $h" ] || fail "the window's screenshot of $view is $a, expected $w $h"
  [ "$b" = "$w $h" ] || fail "render of $view is $b, expected $w $h"
  local d
  d=$(compare -metric AE "$work/$name-window.png" "$work/$name-render.png" null: 2>&1 | awk '{print int($1)}')
  [ -n "$d" ] || fail "compare could not compare the $view pictures"
  [ "$d" -le "$limit" ] || {
    compare "$work/$name-window.png" "$work/$name-render.png" -compose src "$work/$name-diff.png" 2>/dev/null
    fail "render differs from the window in $d pixels for $view at ${w}×$h (at most $limit allowed)"
  }
  pass "$view ${w}×$h: render and the window differ in $d of $((w * h)) pixels"
}

same "$lessons/default.lesson.json" heads 1600 1000
same "$lessons/translation.lesson.json" compare 1280 800
same "$lessons/default.lesson.json" pipeline 1280 800
same "$lessons/translation.lesson.json" decoder 1280 800
same "$lessons/default.lesson.json" assembly 1000 700

echo "PASS: render matches the window"
