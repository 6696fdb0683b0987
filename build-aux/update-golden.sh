#!/bin/sh
# Writes the expected output of every line of tests/golden/*.cmds with the
# muster-cli of BUILD (default _build): run it only when a change to what
# muster-cli prints is meant, and read the diff before committing it.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$top/_build"}
cli="$build/src/cli/muster-cli"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The cards' stamp dated 1 January 2026, whatever the day.
export MUSTER_DATA_DIR="$top" LC_ALL=C.UTF-8 LANGUAGE= GSETTINGS_BACKEND=memory SOURCE_DATE_EPOCH=1767225600
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config"
for cmds in "$top"/tests/golden/*.cmds; do
  name=$(basename "$cmds" .cmds)
  out="$top/tests/golden/$name"
  rm -rf "$out"; mkdir -p "$out"
  n=0
  grep -v '^#' "$cmds" | grep -v '^$' | while IFS= read -r line; do
    n=$((n + 1))
    file=$(printf '%s/%02d.out' "$out" "$n")
    args=$(printf '%s' "$line" | sed "s|@F|$top/tests/fixtures|g")
    case "$line" in
      cards*)
        rm -f "$tmp/cards.pdf"
        # shellcheck disable=SC2086
        set +e; "$cli" $args -o "$tmp/cards.pdf" >/dev/null; status=$?; set -e
        { echo "status $status"; pdftotext -raw -enc UTF-8 "$tmp/cards.pdf" -; } > "$file" ;;
      *)
        # shellcheck disable=SC2086
        set +e; "$cli" $args > "$tmp/out"; status=$?; set -e
        { echo "status $status"; sed "s|$top/tests/fixtures|@F|g" "$tmp/out"; } > "$file" ;;
    esac
  done
done
