#!/bin/sh
# Every translation in po/LINGUAS is valid (msgfmt --check) and complete: no
# untranslated or fuzzy message, and none missing against the sources as
# they are now.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
top=${1:?source root}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

langs=$(grep -v '^#' "$top/po/LINGUAS" | tr -s ' \n' ' ')
[ -n "$langs" ] || { echo "po/LINGUAS lists no translation"; exit 1; }

# The same keywords as meson's glib preset, over POTFILES.in.
(cd "$top" && grep -v '^#' po/POTFILES.in | sed '/^$/d' > "$tmp/files")
# po/its/ tells xgettext what of the nation lists and tables is translated.
(cd "$top" && GETTEXTDATADIRS="$top/po" xgettext --from-code=UTF-8 --add-comments --files-from="$tmp/files" -o "$tmp/muster.pot" \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
  --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_set_error:4:c-format --flag=g_print:1:c-format --flag=g_printerr:1:c-format)

status=0
for l in $langs; do
  po="$top/po/$l.po"
  [ -f "$po" ] || { echo "$l: po/$l.po is missing"; status=1; continue; }
  if ! stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1); then
    echo "$l: msgfmt --check failed:"; echo "$stats"; status=1; continue
  fi
  echo "$l: $stats"
  case "$stats" in
    *untranslated*|*fuzzy*) echo "$l: not complete"; status=1 ;;
  esac
  if ! msgcmp "$po" "$tmp/muster.pot" 2>"$tmp/msgcmp"; then
    echo "$l: messages of the sources missing from po/$l.po:"
    head -n 20 "$tmp/msgcmp"
    status=1
  fi
done
exit $status
