#!/bin/sh
# Every source file with a translatable string is listed in po/POTFILES.in,
# and every listed file exists.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
top=${1:?source root}
cd "$top"
status=0
listed=$(grep -v '^#' po/POTFILES.in | sed '/^$/d' | sort)
for f in $listed; do
  [ -f "$f" ] || { echo "po/POTFILES.in lists $f, which does not exist"; status=1; }
done
found=$( (grep -l -E '(^|[^A-Za-z_])(N?_|C_|NC_|g_dngettext|ngettext)\(' -r src --include='*.c' || true;
          grep -l 'translatable="yes"' -r ui data --include='*.ui' 2>/dev/null || true;
          grep -l '<summary>' schemas/*.gschema.xml 2>/dev/null || true;
          ls data/*.desktop.in data/*.metainfo.xml.in 2>/dev/null || true;
          ls nations/*/*.xml 2>/dev/null || true) | sort -u)
for f in $found; do
  echo "$listed" | grep -qx "$f" || { echo "$f has translatable strings but is not in po/POTFILES.in"; status=1; }
done
exit $status
