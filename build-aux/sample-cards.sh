#!/bin/bash
# Writes sample roster cards of two forces, and a PNG of their first pages, for review.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   build-aux/sample-cards.sh [MUSTER-CLI [OUTDIR]]
#
# MUSTER-CLI defaults to _build/src/cli/muster-cli, OUTDIR to
# _build/cards-samples.  `meson test` runs it as the "cards-samples" test,
# writing to BUILDDIR/tests/cards-samples/:
#   british-cards-4-a4.pdf       the British sample, four cards to an A4 page
#   french-cards-9-letter.pdf    the French sample, nine poker cards to a Letter page, crop marks
#   *-page1.png, *-page2.png     the force sheet and the first page of cards, at 80 dpi
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cli=${1:-$here/_build/src/cli/muster-cli}
out=${2:-$here/_build/cards-samples}
export MUSTER_DATA_DIR=${MUSTER_DATA_DIR:-$here}

mkdir -p "$out"
render() {
  local force=$1 name=$2
  shift 2
  "$cli" cards "$here/tests/fixtures/$force" -o "$out/$name.pdf" --force "$@"
  for page in 1 2; do
    pdftoppm -png -r 80 -f "$page" -l "$page" -singlefile "$out/$name.pdf" "$out/$name-page$page"
  done
  echo "$out/$name.pdf"
}

render sample-british.muster british-cards-4-a4 --layout cards-4 --paper a4
render sample-french.muster french-cards-9-letter --layout cards-9 --paper letter --crop-marks
