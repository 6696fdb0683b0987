#!/bin/bash
# Takes the README's screenshot of the force editor under a virtual display.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   build-aux/screenshot.sh [OUT.png]     (default: data/screenshots/editor.png)
#
# Builds tests/muster-screenshot, which puts three forces in a library and
# opens data/screenshots/soult-austerlitz.muster (Soult's IV Corps at
# Austerlitz, from the French Imperial list) in the real window and draws it
# to a PNG, and runs it
# under tests/run-ui-test.sh: a private Xvfb, D-Bus session and XDG
# folders, so the user's own library is never touched.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
builddir=${MUSTER_BUILDDIR:-$here/_build}
out=${1:-$here/data/screenshots/editor.png}

if [ ! -f "$builddir/build.ninja" ]; then
  meson setup "$builddir" "$here"
fi
ninja -C "$builddir" tests/muster-screenshot schemas/gschemas.compiled

mkdir -p "$(dirname "$out")"
GSETTINGS_SCHEMA_DIR="$builddir/schemas" \
MUSTER_DATA_DIR="$here" \
GSK_RENDERER=cairo \
  "$here/tests/run-ui-test.sh" "$builddir/tests/muster-screenshot" \
    --width 1100 --height 720 "$out" \
    "$here/data/screenshots/soult-austerlitz.muster" \
    "$here/data/screenshots/davout-auerstedt.muster" \
    "$here/tests/fixtures/minimal.muster"
echo "$out"
