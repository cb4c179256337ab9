#!/usr/bin/env bash
# The installed program: `cmake --install`, the Debian package, and lessons opened as a
# file manager opens them.
#
#   install_e2e.sh BUILD_DIR
#
# Checks:
#   1. `cmake --install BUILD --prefix P` puts the program, its data, the desktop entry, the
#      icons, the AppStream metadata and the lesson MIME type where a desktop looks for them;
#      desktop-file-validate, appstreamcli validate and update-mime-database accept them.
#   2. Moved elsewhere (the prefix renamed, nothing of the source or build folders named in
#      the binary) and started from an unrelated folder under Xvfb, it opens the default
#      lesson and draws exactly what the build tree's program draws. The guides are
#      installed with every picture they name, and F1 opens the installed teacher's guide.
#      The catalogs (locale/zh_CN.po) are installed, and --lang zh-CN reads them there.
#   3. A lesson given as the desktop entry passes it (Exec=attention-explorer %f) opens;
#      a missing or broken one leaves its message on the status line over the default lesson.
#   4. `cpack -G DEB` makes attention-explorer_VERSION_ARCH.deb: its files, its
#      dependencies (computed from the binary), and the program extracted with dpkg-deb -x
#      draws the same picture.
#   5. With ATTN_TEST_SYSTEM_INSTALL=1, as root (.ci/run on a fresh machine): apt-get
#      installs the package, the menu entry, icon and MIME type are registered, the program
#      starts from / on the default lesson, and apt-get removes it again.
# Needs Xvfb, ImageMagick, desktop-file-utils, appstream, shared-mime-info, dpkg-dev and
# file, and xdotool. Takes about 30 s.
set -uo pipefail

build="$(cd "${1:?usage: install_e2e.sh BUILD_DIR}" && pwd)"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source_dir="$(cd "$here/../.." && pwd)"
id=org.attentionexplorer.AttentionExplorer

# shellcheck source=common.sh
source "$here/common.sh"
[ -x "$build/app/attention-explorer" ] || fail "no executable in $build/app"
require_tools Xvfb xdotool compare identify desktop-file-validate appstreamcli update-mime-database \
  cpack dpkg-deb dpkg-shlibdeps file
start_xvfb 441 500

# screenshot EXE PNG: the default lesson as EXE draws it, started from an unrelated folder.
screenshot() {
  mkdir -p "$work/unrelated"
  (cd "$work/unrelated" && "$1" --fresh --screenshot "$2" --frames 10 --width 1280 \
    --height 800 >"$work/shot.log" 2>&1) || fail "$1 did not draw: $(cat "$work/shot.log")"
}
# same_picture PNG: PNG is the build tree's picture, pixel for pixel. A difference is kept
# as ${TMPDIR:-/tmp}/install-e2e-diff.png.
same_picture() {
  local differ kept="${TMPDIR:-/tmp}/install-e2e-diff.png"
  differ=$(compare -metric AE "$1" "$work/build.png" "$work/diff.png" 2>&1)
  [ "$differ" = 0 ] || { cp "$work/diff.png" "$kept"; fail "$1 differs from the build tree's picture in $differ pixels (see $kept)"; }
}
screenshot "$build/app/attention-explorer" "$work/build.png"

# --- 1. cmake --install --------------------------------------------------------------------
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log" 2>&1 ||
  fail "cmake --install failed: $(cat "$work/install.log")"
p="$work/prefix"
for f in bin/attention-explorer \
  share/attention-explorer/lessons/default.lesson.json \
  share/attention-explorer/lessons/translation.lesson.json \
  share/attention-explorer/lessons/attention-zh.lesson.json \
  share/attention-explorer/lessons/across-layers.lesson.json \
  share/attention-explorer/lessons/quantization.lesson.json \
  share/attention-explorer/pictures/chelsea.png share/attention-explorer/pictures/README.md \
  share/attention-explorer/models/translate.safetensors \
  share/attention-explorer/models/reverse.safetensors \
  share/attention-explorer/models/induction.safetensors \
  share/attention-explorer/locale/zh_CN.po share/attention-explorer/locale/glossary.zh_CN.md \
  share/attention-explorer/models/translate-zh.safetensors \
  share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
  share/mime/packages/attention-explorer.xml \
  share/icons/hicolor/scalable/apps/attention-explorer.svg; do
  [ -s "$p/$f" ] || fail "cmake --install did not install $f"
done
for n in 16 24 32 48 64 128 256 512; do
  icon="$p/share/icons/hicolor/${n}x$n/apps/attention-explorer.png"
  [ "$(identify -format '%wx%h' "$icon" 2>/dev/null)" = "${n}x$n" ] ||
    fail "the ${n}x$n icon is missing or has another size"
done
pass "cmake --install: the program, its lessons, models and catalogs, the entry, 8 PNG icons and the SVG"

desktop-file-validate "$p/share/applications/$id.desktop" >"$work/dfv.log" 2>&1 ||
  fail "desktop-file-validate: $(cat "$work/dfv.log")"
entry="$p/share/applications/$id.desktop"
grep -qx 'Exec=attention-explorer %f' "$entry" || fail "the entry does not pass the file: $(grep Exec "$entry")"
grep -qx 'Icon=attention-explorer' "$entry" || fail "the entry names another icon"
grep -q '^Categories=Education;Science;' "$entry" || fail "the entry is not in Education and Science"
grep -qx 'MimeType=application/x-attention-explorer-lesson;' "$entry" || fail "the entry opens no lesson files"
appstreamcli validate --no-net "$p/share/metainfo/$id.metainfo.xml" >"$work/as.log" 2>&1 ||
  fail "appstreamcli validate: $(cat "$work/as.log")"
for k in attention transformer teaching; do
  grep -q "<keyword>$k</keyword>" "$p/share/metainfo/$id.metainfo.xml" || fail "no keyword $k"
done
shots=$(sed -n 's#.*<image>.*/assets/screenshots/\(.*\)</image>#\1#p' "$p/share/metainfo/$id.metainfo.xml")
[ "$(echo "$shots" | wc -w)" -ge 3 ] || fail "the metadata shows fewer than 3 screenshots"
for s in $shots; do
  [ -f "$source_dir/assets/screenshots/$s" ] || fail "the metadata shows $s, which assets/screenshots lacks"
done
cp -r "$p/share/mime" "$work/mime"
update-mime-database "$work/mime" >"$work/mime.log" 2>&1 || fail "update-mime-database: $(cat "$work/mime.log")"
grep -q 'application/x-attention-explorer-lesson:\*\.lesson\.json' "$work/mime/globs2" ||
  fail "the MIME database does not map *.lesson.json to lessons: $(cat "$work/mime/globs2")"
pass "desktop-file-validate, appstreamcli validate and update-mime-database accept them"

# --- 2. moved, from an unrelated folder ------------------------------------------------------
mkdir -p "$work/elsewhere"
mv "$p" "$work/elsewhere/ae"
moved="$work/elsewhere/ae"
for d in "$source_dir" "$build"; do
  ! grep -qF "$d" "$moved/bin/attention-explorer" || fail "the installed program names $d"
done
screenshot "$moved/bin/attention-explorer" "$work/installed.png"
same_picture "$work/installed.png"
pass "moved and started elsewhere, it draws the default lesson as the build tree does"

# The guides, each picture they name, and Help's teacher's guide read from the installed copy.
data="$moved/share/attention-explorer"
for g in "$source_dir"/docs/*.md; do
  cmp -s "$g" "$data/docs/$(basename "$g")" || fail "the installed docs/$(basename "$g") is missing or differs"
  for s in $(grep -o '](\.\./assets/screenshots/[A-Za-z0-9_.-]*\.png)' "$g" | sed 's#.*/##; s#)$##' | sort -u); do
    cmp -s "$source_dir/assets/screenshots/$s" "$data/screenshots/$s" ||
      fail "docs/$(basename "$g") shows $s, which is not installed in share/attention-explorer/screenshots"
  done
done
rm -f "$work/s.json"
(cd "$work/unrelated" && exec "$moved/bin/attention-explorer" --fresh --dump-state "$work/s.json") >"$work/guide.log" 2>&1 &
guide_app=$!
pids+=("$guide_app")
wid=$(find_window "$guide_app") || fail "the installed program's window did not appear: $(cat "$work/guide.log")"
wait_for 10 test -s "$work/s.json" || fail "the installed program wrote no --dump-state"
xdotool key --window "$wid" F1
wait_for 10 state_is "$work/s.json" guide_path "\"$data/docs/teachers-guide.md\"" ||
  fail "F1 did not open the installed guide: $(jget "$work/s.json" guide_path) $(jget "$work/s.json" guide_error)"
state_is "$work/s.json" guide_pictures_missing 0 || fail "$(jget "$work/s.json" guide_pictures_missing) of its pictures are missing"
wait_for 5 state_is "$work/s.json" guide_pictures_drawn 1 || fail "the installed guide's first picture is not drawn"
kill "$guide_app" 2>/dev/null
wait "$guide_app" 2>/dev/null
pass "the guides and their $(ls "$data/screenshots" | wc -l) pictures are installed; F1 opens $data/docs/teachers-guide.md"

# The interface's catalogs: installed without the translators' parts, and read from there.
cmp -s "$source_dir/assets/locale/zh_CN.po" "$data/locale/zh_CN.po" || fail "the installed locale/zh_CN.po is missing or differs"
[ ! -e "$data/locale/parts" ] || fail "the translators' parts (locale/parts) are installed"
(cd "$work/unrelated" && exec timeout 30 "$moved/bin/attention-explorer" --lang zh-CN --fresh --frames 3 \
  --dump-state "$work/zh.json") >"$work/zh.log" 2>&1 || fail "--lang zh-CN failed: $(cat "$work/zh.log")"
state_is "$work/zh.json" language '"zh-CN"' || fail "the installed program's language is $(jget "$work/zh.json" language), not zh-CN"
pass "the catalogs are installed in $data/locale and --lang zh-CN reads them"

# --- 3. a lesson as the desktop entry passes it ---------------------------------------------
# open_as_entry FILE: runs the entry's Exec line with %f replaced by FILE, and dumps its state.
exec_line=$(sed -n 's/^Exec=//p' "$moved/share/applications/$id.desktop")
open_as_entry() {
  local command=${exec_line/\%f/$1}
  rm -f "$work/s.json"
  # shellcheck disable=SC2086  # the Exec line is words, as a desktop splits it
  (cd "$work/unrelated" && PATH="$moved/bin:$PATH" $command --frames 5 --dump-state "$work/s.json" \
    >"$work/entry.log" 2>&1) || fail "'$command' failed: $(cat "$work/entry.log")"
}
cp "$source_dir/assets/lessons/translation.lesson.json" "$work/unrelated/course.lesson.json"
open_as_entry "$work/unrelated/course.lesson.json"
state_is "$work/s.json" lesson_path "\"$work/unrelated/course.lesson.json\"" ||
  fail "the lesson given did not open: $(jget "$work/s.json" lesson_path)"
# Away from the shipped models, the scene that names one is left out, by name; the others open.
grep -q '"status": "Opened .*course.lesson.json, but scene 5 .* is left out: .checkpoint.' "$work/s.json" ||
  fail "the status line does not say so: $(jget "$work/s.json" status)"
state_is "$work/s.json" scene_count 5 || fail "the other scenes did not open: $(jget "$work/s.json" scene_count)"
default="\"$moved/share/attention-explorer/lessons/default.lesson.json\""
open_as_entry "$work/unrelated/gone.lesson.json"
state_is "$work/s.json" lesson_path "$default" || fail "a missing lesson: not the default lesson but $(jget "$work/s.json" lesson_path)"
grep -q '"status": "Could not open the lesson: .*gone.lesson.json.*The default lesson is open instead' "$work/s.json" ||
  fail "a missing lesson: $(jget "$work/s.json" status)"
printf '{"version": 1, "source": ' >"$work/unrelated/broken.lesson.json"
open_as_entry "$work/unrelated/broken.lesson.json"
state_is "$work/s.json" lesson_path "$default" || fail "a broken lesson: not the default lesson but $(jget "$work/s.json" lesson_path)"
grep -q '"status": "Could not open the lesson: .*broken.lesson.json: not valid JSON.*The default lesson is open instead' "$work/s.json" ||
  fail "a broken lesson: $(jget "$work/s.json" status)"
pass "Exec=$exec_line opens a lesson; a missing or broken one names itself over the default lesson"

# --- 4. the Debian package ------------------------------------------------------------------
mkdir -p "$work/pkg"
(cd "$work/pkg" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1) ||
  fail "cpack failed: $(cat "$work/cpack.log")"
deb=$(ls "$work"/pkg/attention-explorer_*_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || fail "cpack made no attention-explorer_*.deb: $(cat "$work/cpack.log")"
dpkg-deb -c "$deb" | awk '{print $6}' >"$work/contents"
for f in usr/bin/attention-explorer usr/share/attention-explorer/lessons/default.lesson.json \
  usr/share/attention-explorer/models/translate.safetensors \
  usr/share/attention-explorer/locale/zh_CN.po \
  usr/share/attention-explorer/docs/teachers-guide.md usr/share/attention-explorer/screenshots/heads.png \
  usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
  usr/share/mime/packages/attention-explorer.xml \
  usr/share/icons/hicolor/48x48/apps/attention-explorer.png \
  usr/share/icons/hicolor/scalable/apps/attention-explorer.svg; do
  grep -qx "./$f" "$work/contents" || fail "the package lacks $f"
done
! grep -q '^\./usr/include\|^\./usr/lib.*\.a$' "$work/contents" || fail "the package holds headers or static libraries"
[ "$(dpkg-deb -f "$deb" Package)" = attention-explorer ] || fail "the package is named $(dpkg-deb -f "$deb" Package)"
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libstdc++6 libglfw3; do
  [[ "$depends" == *"$lib"* ]] || fail "the package does not depend on $lib: $depends"
done
dpkg-deb -x "$deb" "$work/extracted"
screenshot "$work/extracted/usr/bin/attention-explorer" "$work/extracted.png"
same_picture "$work/extracted.png"
pass "$(basename "$deb"): $(wc -l <"$work/contents") entries, Depends: $depends; extracted, it draws the same"

# --- 5. apt-get install, on a machine that may be changed ------------------------------------
if [ "${ATTN_TEST_SYSTEM_INSTALL:-0}" = 1 ]; then
  [ "$(id -u)" = 0 ] || fail "ATTN_TEST_SYSTEM_INSTALL=1 needs root"
  ! dpkg -s attention-explorer >/dev/null 2>&1 || fail "attention-explorer is installed already"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$deb" >"$work/apt.log" 2>&1 ||
    fail "apt-get install failed: $(tail -n 20 "$work/apt.log")"
  removed=0
  remove() { [ "$removed" = 1 ] || apt-get remove -y --purge attention-explorer >/dev/null 2>&1; removed=1; }
  trap 'remove; cleanup' EXIT
  [ -f /usr/share/applications/$id.desktop ] || fail "no menu entry in /usr/share/applications"
  [ -f /usr/share/icons/hicolor/48x48/apps/attention-explorer.png ] || fail "no icon in hicolor"
  grep -q 'application/x-attention-explorer-lesson' /usr/share/mime/globs2 ||
    fail "dpkg's trigger did not register the lesson MIME type"
  [ "$(command -v attention-explorer)" = /usr/bin/attention-explorer ] || fail "attention-explorer is not on the PATH"
  (cd / && attention-explorer --fresh --screenshot "$work/system.png" --frames 10 --width 1280 --height 800 \
    >"$work/shot.log" 2>&1) || fail "the installed program did not draw: $(cat "$work/shot.log")"
  same_picture "$work/system.png"
  remove
  [ ! -e /usr/bin/attention-explorer ] || fail "apt-get remove left /usr/bin/attention-explorer"
  pass "apt-get install: entry, icon and MIME type registered, the program draws from /; removed"
fi
