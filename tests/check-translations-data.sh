#!/bin/sh
# translations-complete covers the lists' and charts' data: with one unit's
# name left untranslated in a copy of the translations, it fails.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
top=${1:?source root}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for d in src ui data schemas nations; do
  ln -s "$top/$d" "$tmp/$d"
done
cp -r "$top/po" "$tmp/po"
# "Regular French Line", a unit of the French Imperial list, untranslated in French.
python3 - "$tmp/po/fr.po" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p, encoding="utf-8").read()
s, n = re.subn(r'(\nmsgid "Regular French Line"\nmsgstr )"[^"]*"', r'\1""', s)
assert n == 1, "the French translation of a unit's name was not found"
open(p, "w", encoding="utf-8").write(s)
PY
if sh "$top/tests/check-translations.sh" "$tmp" > "$tmp/out" 2>&1; then
  echo "translations-complete passed with a unit's name untranslated:"
  cat "$tmp/out"
  exit 1
fi
grep -q "fr: not complete\|untranslated" "$tmp/out" || { cat "$tmp/out"; exit 1; }
echo "translations-complete fails when list data is untranslated, as it should"
