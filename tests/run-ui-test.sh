#!/bin/sh
# Runs a GTK test under its own virtual display, with private XDG folders
# and, when there is none, its own session bus (see TESTING.md).
#   run-ui-test.sh TEST-PROGRAM [ARG…]
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

program=$1
shift

if ! command -v Xvfb >/dev/null 2>&1; then
  # TAP: a plan of no tests, skipped.
  echo "1..0 # SKIP Xvfb is not installed"
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/muster-ui-XXXXXX")
xvfb_pid=
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

for d in runtime cache config data; do
  mkdir -p "$tmp/$d"
done
chmod 700 "$tmp/runtime"
export XDG_RUNTIME_DIR="$tmp/runtime" XDG_CACHE_HOME="$tmp/cache"
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"

# Xvfb writes the display it took to fd 3: no race between parallel tests.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$tmp/display" >/dev/null 2>&1 &
xvfb_pid=$!
i=0
while [ ! -s "$tmp/display" ]; do
  i=$((i + 1))
  if [ $i -gt 200 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
    echo "Bail out! Xvfb did not start" >&2
    exit 1
  fi
  sleep 0.05
done
DISPLAY=:$(head -n 1 "$tmp/display")
export DISPLAY
export GDK_BACKEND=x11
export GSETTINGS_BACKEND="${GSETTINGS_BACKEND:-memory}"
export GTK_A11Y="${GTK_A11Y:-none}"
export NO_AT_BRIDGE=1
export LC_ALL="${LC_ALL:-C.UTF-8}"

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null 2>&1; then
  dbus-run-session -- "$program" "$@"
else
  "$program" "$@"
fi
