#!/usr/bin/env bash
# The catalogs hold every string the code marks (io/i18n.hpp): xgettext reads the code
# afresh (scripts/update-catalog --pot), and each assets/locale/*.po must have every one
# of its strings translated, none fuzzy, and pass msgfmt's checks (formats, plural forms).
# Needs gettext's tools (scripts/install-deps installs them).
#
#   check_catalog.sh SOURCE_DIR
set -euo pipefail
src="${1:?usage: check_catalog.sh SOURCE_DIR}"
for t in xgettext msgcmp msgfmt; do command -v "$t" >/dev/null || { echo "FAIL: $t is not installed"; exit 1; }; done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# update-catalog lists the files with git; a tree without .git is read with find.
bash "$src/scripts/update-catalog" --pot "$work/attention-explorer.pot"
count=$(grep -c '^msgid ' "$work/attention-explorer.pot")
status=0
for catalog in "$src"/assets/locale/*.po; do
  name=$(basename "$catalog")
  if ! msgfmt -c -o /dev/null "$catalog" 2>"$work/msgfmt.log"; then
    echo "FAIL: $name does not pass msgfmt -c:"; cat "$work/msgfmt.log"; status=1
  fi
  stats=$(msgfmt --statistics -o /dev/null "$catalog" 2>&1)
  if echo "$stats" | grep -qE 'fuzzy|untranslated'; then
    echo "FAIL: $name: $stats"
    msgattrib --only-fuzzy --no-wrap "$catalog" | grep '^msgid' | head -n 20
    msgattrib --untranslated --no-wrap "$catalog" | grep '^msgid' | head -n 20
    status=1
  fi
  # Every string of the code is in the catalog (msgcmp names the ones missing).
  if ! msgcmp --use-untranslated "$catalog" "$work/attention-explorer.pot" 2>"$work/msgcmp.log"; then
    echo "FAIL: $name lacks strings the code marks (run scripts/update-catalog and translate them):"
    grep -A1 'this message is used but not defined' "$work/msgcmp.log" | grep -v '^--' | head -n 40
    status=1
  fi
  echo "$name: $stats (the code marks $((count - 1)) strings)"
done
exit $status
