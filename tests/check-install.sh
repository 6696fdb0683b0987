#!/bin/sh
# `meson install --destdir` gives a complete tree whose muster-cli finds its
# own lists and schemas, with no help from the environment.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
builddir=${1:?build dir}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$builddir" --no-rebuild --quiet --destdir "$dest" >/dev/null
cli=$(find "$dest" -path '*/bin/muster-cli' -type f | head -n 1)
[ -x "$cli" ] || { echo "no muster-cli installed"; exit 1; }
app=$(find "$dest" -path '*/bin/muster' -type f | head -n 1)
[ -x "$app" ] || { echo "no muster installed"; exit 1; }
for f in nation-list.xsd force.xsd; do
  find "$dest" -name "$f" | grep -q . || { echo "schema $f not installed"; exit 1; }
done
find "$dest" -name 'org.muster.Muster.gschema.xml' | grep -q . || { echo "GSettings schema not installed"; exit 1; }
for f in org.muster.Muster.desktop org.muster.Muster.metainfo.xml org.muster.Muster.svg \
         org.muster.Muster-symbolic.svg org.muster.Muster.xml muster.1 muster-cli.1; do
  find "$dest" -name "$f" | grep -q . || { echo "$f not installed"; exit 1; }
done
n=$(env -u MUSTER_DATA_DIR "$cli" lists | wc -l)
[ "$n" -eq 41 ] || { echo "the installed muster-cli finds $n lists, not 41"; exit 1; }
echo "installed tree complete; muster-cli finds $n lists"
