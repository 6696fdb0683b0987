#!/bin/sh
# Each rule set is a module: nothing outside src/core/rulesets/ includes a
# module's header, calls a function a module's headers declare, or names a
# rule set by its id (the module folders' names) in its code; each is asked
# of the rule set's class.  Comments are left out: they may name one.
# SPDX-License-Identifier: GPL-3.0-or-later
set -u
top=${1:?source root}
cd "$top" || exit 1
code=$(mktemp)
trap 'rm -f "$code"' EXIT

# FILE:LINE: code, comments taken out, of every file outside the modules.
n=0
for f in $(find src -name '*.[ch]' ! -path 'src/core/rulesets/*' | sort); do
  n=$((n + 1))
  sed -e 's://.*$::' "$f" | awk -v file="$f" '
    { line = $0; out = "" }
    { while (1) {
        if (incomment) { e = index(line, "*/"); if (e == 0) { line = ""; break }
                         line = substr(line, e + 2); incomment = 0 }
        s = index(line, "/*"); if (s == 0) { out = out line; break }
        out = out substr(line, 1, s - 1); line = substr(line, s + 2); incomment = 1 } }
    { print file ":" NR ": " out }'
done > "$code"

join () { paste -sd '|' -; }
headers=$(find src/core/rulesets -name '*.h' -exec basename {} \; | sort -u | sed 's/\./\\./g' | join)
functions=$(find src/core/rulesets -name '*.h' -exec cat {} + | grep -o '\bmst_[a-z0-9_]* *(' |
            sed 's/ *($//' | sort -u | join)
ids=$(find src/core/rulesets -mindepth 1 -maxdepth 1 -type d -exec basename {} \; | sort | join)

status=0
say () {
  [ -n "$2" ] || return 0
  printf '%s\n' "$2" | sed "s/^/$1: /"
  status=1
}
say "includes a module's header" "$(grep -E "#include *\"($headers)\"" "$code")"
say "calls a module's function" "$(grep -E "\\b($functions) *\\(" "$code")"
say "names a rule set" "$(grep -E "\"($ids)\"" "$code")"
[ "$status" -eq 0 ] && echo "$n files outside src/core/rulesets/: no module's header, function or id"
exit $status
