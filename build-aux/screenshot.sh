#!/bin/bash
# Takes the README's and the metainfo's screenshots of Muster's main windows
# under a virtual display.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   build-aux/screenshot.sh [OUTDIR]     (default: data/screenshots)
#
# Builds tests/muster-screenshot, which puts three forces in a library,
# opens data/screenshots/soult-austerlitz.muster (Soult's IV Corps at
# Austerlitz, from the French Imperial list) in the real window, opens the
# window asked for, and draws it to a PNG: OUTDIR/editor.png, game.png,
# cards.png, campaigns.png, list-editor.png and compare.png.  Each runs under
# tests/run-ui-test.sh: a private Xvfb, D-Bus session and XDG folders, so the
# user's own library is never touched.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
builddir=${MUSTER_BUILDDIR:-$here/_build}
outdir=${1:-$here/data/screenshots}

if [ ! -f "$builddir/build.ninja" ]; then
  meson setup "$builddir" "$here"
fi
ninja -C "$builddir" tests/muster-screenshot schemas/gschemas.compiled

mkdir -p "$outdir"
for window in editor game cards campaigns list-editor compare; do
  GSETTINGS_SCHEMA_DIR="$builddir/schemas" \
  MUSTER_DATA_DIR="$here" \
  GSK_RENDERER=cairo \
    "$here/tests/run-ui-test.sh" "$builddir/tests/muster-screenshot" \
      --width 1100 --height 720 --show "$window" "$outdir/$window.png" \
      "$here/data/screenshots/soult-austerlitz.muster" \
      "$here/data/screenshots/davout-auerstedt.muster" \
      "$here/tests/fixtures/minimal.muster"
  echo "$outdir/$window.png"
done
