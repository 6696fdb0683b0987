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
for l in fr de es; do
  find "$dest" -path "*/locale/$l/LC_MESSAGES/muster.mo" | grep -q . || { echo "the $l translation is not installed"; exit 1; }
done
# The guide, in English and translated, where Yelp looks for it.
for l in C fr de es; do
  find "$dest" -path "*/share/help/$l/org.muster.Muster/index.page" | grep -q . || { echo "the $l guide is not installed"; exit 1; }
done
grep -q 'Jouer une partie' "$(find "$dest" -path '*/share/help/fr/org.muster.Muster/game.page')" || { echo "the French guide is not in French"; exit 1; }
# muster-cli runs the server commands from the program installed beside it.
if [ -x "$(dirname "$cli")/muster-cli-server" ]; then
  env -u MUSTER_DATA_DIR "$cli" server --help >/dev/null 2>&1 || { echo "muster-cli server does not run muster-cli-server"; exit 1; }
fi
# Starting Muster or muster-cli does not load PostgreSQL's client library
# (nor the TLS and Kerberos libraries behind it): it is opened when a club
# server is first used.  muster-cli leaves cairo and pango to muster-cli-cards.
if command -v ldd >/dev/null 2>&1; then
  for p in "$app" "$cli"; do
    if ldd "$p" | grep -q 'libpq\.so'; then
      echo "$(basename "$p") loads libpq at start"; exit 1
    fi
  done
  if ldd "$cli" | grep -q 'libcairo\.so'; then
    echo "muster-cli loads cairo at start"; exit 1
  fi
fi
# The installed programs find their own translations.
msg=$(env -u MUSTER_DATA_DIR -u MUSTER_LOCALE_DIR LC_ALL=fr_FR.UTF-8 "$cli" frobnicate 2>&1 || true)
if locale -a 2>/dev/null | grep -qi '^fr_FR.utf-\?8$'; then
  echo "$msg" | grep -q "frobnicate" || { echo "muster-cli said nothing"; exit 1; }
  case "$msg" in
    *"unknown command"*) echo "the installed muster-cli does not speak French: $msg"; exit 1 ;;
  esac
fi
n=$(env -u MUSTER_DATA_DIR "$cli" lists --ruleset drums-and-muskets | wc -l)
[ "$n" -eq 41 ] || { echo "the installed muster-cli finds $n Drums and Muskets lists, not 41"; exit 1; }
k=$(env -u MUSTER_DATA_DIR "$cli" lists --ruleset napoleonic-skirmish | wc -l)
[ "$k" -eq 2 ] || { echo "the installed muster-cli finds $k Napoleonic Skirmish lists, not 2"; exit 1; }
env -u MUSTER_DATA_DIR "$cli" tests napoleonic-skirmish | grep -q '^close-in' || { echo "the installed skirmish tables are not found"; exit 1; }
echo "installed tree complete; muster-cli finds $n lists"
