#!/bin/sh
# Writes the figures of one run of the benchmarks (bench/run.sh's output)
# into README.md, between its "bench-table" markers: every `bench` line's
# name, ratio, work and baseline with what it measured against what, and
# the date and load of the run.  The README's figures are never typed.
#   meson compile -C _build bench | tee bench.out
#   sh bench/readme-table.sh bench.out README.md
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
out=$1
readme=$2
begin='<!-- bench-table: begin -->'
end='<!-- bench-table: end -->'

grep -q "^bench " "$out" || { echo "readme-table: no bench lines in $out" >&2; exit 2; }
grep -qF "$begin" "$readme" && grep -qF "$end" "$readme" ||
  { echo "readme-table: $readme has no bench-table markers" >&2; exit 2; }

table=$(mktemp)
trap 'rm -f "$table" "$table.new"' EXIT
awk '
  /^# run: / { sub(/^# run: /, ""); run = $0; next }
  /^# end: / { sub(/^# end: /, ""); last = $0; next }
  /^bench / {
    if (name != "") row()
    name = $2; work = $3; base = $4; ratio = $5; what = ""; next
  }
  /^#   / && name != "" && what == "" { what = substr($0, 5); next }
  function row() {
    gsub(/\|/, "\\|", what)
    rows[n++] = "  | `" name "` | " ratio " | " work " | " base " | " what " |"
    name = ""
  }
  END {
    if (name != "") row()
    print "  One run of `meson compile -C _build bench` (" run "; at its end, " last "),"
    print "  written here by `bench/readme-table.sh` from its output:"
    print ""
    print "  | name | ratio | work | baseline | what, against what |"
    print "  | --- | --- | --- | --- | --- |"
    for (i = 0; i < n; i++) print rows[i]
  }
' "$out" > "$table"

awk -v begin="$begin" -v end="$end" -v table="$table" '
  $0 == begin { print; while ((getline line < table) > 0) print line; skipping = 1; next }
  $0 == end { skipping = 0 }
  !skipping { print }
' "$readme" > "$table.new"
cat "$table.new" > "$readme"
