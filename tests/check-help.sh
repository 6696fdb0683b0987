#!/bin/sh
# The user guide: every page valid Mallard, every link leads to a page,
# every page installed, every translation whole and up to date, and each
# translated guide valid too.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
src=${1:?source dir}
help="$src/help"
for tool in yelp-check itstool msgfmt msgcmp; do
  command -v "$tool" >/dev/null 2>&1 || { echo "$tool is not installed (build-aux/muster.sh test installs it)"; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

yelp-check validate "$help/C" || { echo "help/C is not valid Mallard"; exit 1; }
links=$(yelp-check links "$help/C" || true)
[ -z "$links" ] || { echo "broken links in the guide:"; echo "$links"; exit 1; }
orphans=$(yelp-check orphans "$help/C" || true)
[ -z "$orphans" ] || { echo "pages no guide links to:"; echo "$orphans"; exit 1; }

# Every page is installed, and every installed page exists.
for page in "$help"/C/*.page "$help"/C/*.xml; do
  grep -q "'$(basename "$page")'" "$help/meson.build" || { echo "$(basename "$page") is not in help/meson.build"; exit 1; }
done
for name in $(sed -n "s/^ *'\([a-z-]*\.\(page\|xml\)\)',\$/\1/p" "$help/meson.build"); do
  [ -f "$help/C/$name" ] || { echo "help/meson.build names $name, which is not in help/C"; exit 1; }
done

# Every window's F1 opens a page the guide has.
grep -ho 'mst_help_add_shortcut (widget_class, "[a-z-]*")' "$src"/src/app/*.c | sed 's/.*"\(.*\)")/\1/' | sort -u > "$tmp/pages"
[ -s "$tmp/pages" ] || { echo "no window binds F1"; exit 1; }
while read -r page; do
  [ -f "$help/C/$page.page" ] || { echo "F1 opens help:org.muster.Muster/$page, which the guide lacks"; exit 1; }
done < "$tmp/pages"
for f in $(grep -l 'G_DEFINE_FINAL_TYPE (Mst[A-Za-z]*, [a-z_]*, ADW_TYPE_\(APPLICATION_\|PREFERENCES_\)\?WINDOW)' "$src"/src/app/*.c); do
  case "$f" in */mst-help-window.c) continue ;; esac
  grep -q 'mst_help_add_shortcut' "$f" || { echo "$(basename "$f"): F1 opens no page of the guide"; exit 1; }
done

# Each translation: every message translated, none left over from older
# pages, and the translated pages valid Mallard.
(cd "$help/C" && itstool -o "$tmp/help.pot" ./*.page ./*.xml)
for lang in $(cat "$help/LINGUAS"); do
  po="$help/$lang/$lang.po"
  stats=$(msgfmt --check --statistics -o "$tmp/$lang.mo" "$po" 2>&1)
  case "$stats" in
    *untranslated*|*fuzzy*) echo "help/$lang: $stats"; exit 1 ;;
  esac
  msgcmp "$po" "$tmp/help.pot" || { echo "help/$lang/$lang.po lacks messages of the pages (meson compile help-org.muster.Muster-update-po)"; exit 1; }
  mkdir -p "$tmp/$lang"
  (cd "$help/C" && itstool -m "$tmp/$lang.mo" -o "$tmp/$lang/" ./*.page)
  cp "$help/C/legal.xml" "$tmp/$lang/"
  yelp-check validate "$tmp/$lang" || { echo "the $lang guide is not valid Mallard"; exit 1; }
  cmp -s "$help/C/index.page" "$tmp/$lang/index.page" && { echo "the $lang guide is the English one"; exit 1; }
done
echo "guide valid: $(ls "$help"/C/*.page | wc -l) pages, $(wc -l < "$tmp/pages") windows' pages, $(wc -w < "$help/LINGUAS") translations"
