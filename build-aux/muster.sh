#!/bin/bash
# Set up a Debian 12 machine for Muster, build it, and run it or its tests.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   build-aux/muster.sh run    install what is missing, build, start Muster
#   build-aux/muster.sh test   install what is missing, build, run every test
#                              under a private virtual display
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
builddir=${MUSTER_BUILDDIR:-$here/_build}

# What building and running Muster need.
run_packages=(
  gcc pkg-config meson ninja-build gettext
  libgtk-4-dev libadwaita-1-dev libxml2-dev libsqlite3-dev libpq-dev libsecret-1-dev libqrencode-dev itstool
  librsvg2-common libgl1-mesa-dri fonts-dejavu-core dbus at-spi2-core
)
# What the tests add: a virtual display and what drives and reads it, a
# PostgreSQL server, the tools that read back PDFs, QR codes, help and
# metadata, and the locales of the translations.
test_packages=(
  xvfb xauth x11-utils xdotool imagemagick python3-pyatspi libgtk-4-bin
  postgresql sqlite3 poppler-utils zbar-tools libxml2-utils
  desktop-file-utils appstream yelp-tools flatpak-builder locales
)

install_packages() {
  local missing=()
  for p in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

ensure_locales() {
  # The translation tests start Muster in French, German and Spanish.
  local want=(fr_FR.UTF-8 de_DE.UTF-8 es_ES.UTF-8)
  local have
  have=$(locale -a 2>/dev/null | tr '[:upper:]' '[:lower:]' | sed 's/utf8/utf-8/')
  local missing=()
  for l in "${want[@]}"; do
    echo "$have" | grep -qi "^${l}$" || missing+=("$l")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  [ "$(id -u)" -ne 0 ] && { echo "Locales ${missing[*]} are missing; the translation test will skip."; return 0; }
  for l in "${missing[@]}"; do
    sed -i "s/^# *\(${l} UTF-8\)/\1/" /etc/locale.gen 2>/dev/null || true
    grep -q "^${l} UTF-8" /etc/locale.gen 2>/dev/null || echo "${l} UTF-8" >> /etc/locale.gen
  done
  locale-gen >/dev/null
}

configure_and_build() {
  if [ ! -f "$builddir/build.ninja" ]; then
    meson setup "$builddir" "$here" "$@"
  fi
  meson compile -C "$builddir"
}

summarise() {
  # meson 1.0 prints each count on its own line; give one line of our own.
  local log="$builddir/meson-logs/testlog.json"
  [ -f "$log" ] || { echo "0 passed, 1 failed"; return; }
  python3 - "$log" "$bench_built" <<'PY'
import json, sys
passed = failed = skipped = 0
# The benchmarks built (they are not by default): one check of its own.
if sys.argv[2] == "yes":
    passed += 1
else:
    failed += 1
for line in open(sys.argv[1]):
    line = line.strip()
    if not line:
        continue
    r = json.loads(line).get("result")
    if r in ("OK", "EXPECTEDFAIL"):
        passed += 1
    elif r == "SKIP":
        skipped += 1
    else:
        failed += 1
out = f"{passed} passed, {failed} failed"
if skipped:
    out += f", {skipped} skipped"
print(out)
PY
}

cmd=${1:-}
case "$cmd" in
  run)
    install_packages "${run_packages[@]}"
    configure_and_build
    exec meson devenv -C "$builddir" "$builddir/src/app/muster" "${@:2}"
    ;;
  test)
    install_packages "${run_packages[@]}" "${test_packages[@]}"
    ensure_locales
    configure_and_build
    status=0
    # The benchmarks are built too, so that a change that breaks one is
    # seen here, not at the next measure (bench/README.md).
    bench_built=yes
    ninja -C "$builddir" $(ninja -C "$builddir" -t targets all | grep -o '^bench/bench-[a-z-]*' | sort -u) ||
      { bench_built=no; status=1; echo "The benchmarks did not build" >&2; }
    meson test -C "$builddir" --print-errorlogs --num-processes 2 "${@:2}" || status=$?
    summarise
    exit $status
    ;;
  *)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
