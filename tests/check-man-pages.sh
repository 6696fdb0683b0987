#!/bin/sh
# Every command `muster-cli --help` lists has its entry in muster-cli(1),
# and muster(1) names every rule set `muster-cli rulesets` lists and the
# club server.
#   tests/check-man-pages.sh MUSTER-CLI SOURCE-ROOT
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
cli=$1
root=$2
status=0

commands=$("$cli" --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { exit }')
[ -n "$commands" ] || { echo "no commands in muster-cli --help"; exit 1; }
for c in $commands; do
  # An entry: a .TP line, then the command in bold at the start of the next.
  if ! awk -v c="$c" '
      prev == ".TP" && (index($0, ".B " c) == 1 || index($0, "\\fB" c "\\fR") == 1 || index($0, "\\fB" c " ") == 1) { found = 1 }
      { prev = $0 }
      END { exit !found }' "$root/data/muster-cli.1"; then
    echo "muster-cli.1 has no entry for “$c” (muster-cli --help lists it)"
    status=1
  fi
done

"$cli" rulesets | cut -f2 | while IFS= read -r name; do
  if ! tr '\n' ' ' < "$root/data/muster.1" | sed 's/\\f[BIRP]//g' | grep -qF "$name"; then
    echo "muster.1 does not name the rule set “$name”"
    exit 1
  fi
done || status=1
if ! grep -q 'club' "$root/data/muster.1"; then
  echo "muster.1 does not mention the club server"
  status=1
fi
exit $status
