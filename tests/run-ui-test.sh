#!/bin/sh
# Runs one UI test program under a private virtual display, with private XDG
# folders and a private session bus, as TESTING.md describes.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   run-ui-test.sh PROGRAM [ARGUMENT…]
#
# Prints a TAP skip and succeeds when no Xvfb can be had (CI always has one).
set -eu

if ! command -v Xvfb >/dev/null 2>&1; then
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

mkdir -p "$tmp/runtime" "$tmp/cache" "$tmp/config" "$tmp/data"
chmod 700 "$tmp/runtime"

# Xvfb writes the display number it chose to the descriptor: no races
# between tests run in parallel.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
i=0
while [ ! -s "$tmp/display" ]; do
  i=$((i + 1))
  if [ $i -gt 100 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
    echo "1..0 # SKIP Xvfb did not start: $(tr '\n' ' ' < "$tmp/xvfb.log")"
    exit 0
  fi
  sleep 0.1
done

export DISPLAY=":$(head -n1 "$tmp/display")"
export XDG_RUNTIME_DIR="$tmp/runtime" XDG_CACHE_HOME="$tmp/cache"
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
export GDK_BACKEND=x11 GSETTINGS_BACKEND=memory GTK_A11Y=none
export LC_ALL=${LC_ALL:-C.UTF-8}
# Software GL under Xvfb is slow to start and can hang with the sanitizers'
# slow unwinder; the cairo renderer draws the same widgets.
export GSK_RENDERER=${GSK_RENDERER:-cairo}
unset DBUS_SESSION_BUS_ADDRESS

if command -v dbus-run-session >/dev/null 2>&1; then
  dbus-run-session -- "$@"
else
  "$@"
fi
