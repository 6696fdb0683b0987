#!/bin/bash
# Runs a program under a private virtual display, session bus and XDG dirs.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/run-ui-test.sh PROGRAM [ARGS…]
#
# Each run gets its own Xvfb (its display number read back through
# -displayfd), its own XDG folders and its own D-Bus session.
# GSETTINGS_SCHEMA_DIR must name the build's compiled schemas (meson's test
# environment sets it).  MUSTER_TEST_A11Y=atspi turns accessibility on.
# Skips only when no display can be had: exit 77, or, for a TAP test (one
# given --tap), a TAP plan of 0 with a SKIP, which is how meson reads it.
set -u

if [ $# -lt 1 ]; then
  echo "usage: $0 PROGRAM [ARGS…]" >&2
  exit 2
fi

if [ -z "${GSETTINGS_SCHEMA_DIR:-}" ] || [ ! -f "$GSETTINGS_SCHEMA_DIR/gschemas.compiled" ]; then
  echo "run-ui-test: GSETTINGS_SCHEMA_DIR must name the build's compiled schemas (is '${GSETTINGS_SCHEMA_DIR:-}')" >&2
  exit 2
fi

tap=false
for arg in "$@"; do
  [ "$arg" = "--tap" ] && tap=true
done

skip() {
  echo "run-ui-test: $1; skipping" >&2
  if $tap; then
    echo "1..0 # SKIP $1"
    exit 0
  fi
  exit 77
}

if ! command -v Xvfb >/dev/null 2>&1; then
  skip "Xvfb is not installed"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/muster-ui-XXXXXX") || exit 2
xvfb_pid=
cleanup() {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p "$tmp/runtime" "$tmp/cache" "$tmp/config" "$tmp/data"
chmod 700 "$tmp/runtime"

# Xvfb writes the display number it chose to fd 3 once it accepts clients.
# Other Xvfb servers on the machine (other test runs) can race it for that
# number, so each run gives its screen a height of its own and checks that
# the server answering on the display is its own; else it starts again.
start_xvfb() {
  local height=$((1024 + RANDOM % 256))
  : >"$tmp/display"
  exec 3>"$tmp/display"
  # -noreset: the server must not restart when a client (our check, the
  # accessibility bus) leaves just as the program connects.
  Xvfb -displayfd 3 -screen 0 "1280x${height}x24" -nolisten tcp -noreset >"$tmp/xvfb.log" 2>&1 &
  xvfb_pid=$!
  exec 3>&-
  display=
  for _ in $(seq 1 200); do
    display=$(head -n1 "$tmp/display" 2>/dev/null)
    [ -n "$display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.05
  done
  [ -n "$display" ] || return 1
  command -v xdpyinfo >/dev/null 2>&1 || return 0
  for _ in $(seq 1 40); do
    if xdpyinfo -display ":$display" 2>/dev/null | grep -q "dimensions: *1280x${height} pixels"; then
      return 0
    fi
    kill -0 "$xvfb_pid" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}

display=
for attempt in 1 2 3 4 5; do
  start_xvfb && break
  kill "$xvfb_pid" 2>/dev/null
  wait "$xvfb_pid" 2>/dev/null
  xvfb_pid=
  display=
done
if [ -z "$display" ]; then
  cat "$tmp/xvfb.log" >&2
  skip "no virtual display could be started"
fi

export DISPLAY=":$display"
export GDK_BACKEND=x11
export GSETTINGS_BACKEND=memory
export GTK_A11Y="${MUSTER_TEST_A11Y:-none}"
# C.UTF-8 unless a test asks for a language (glibc ignores LANGUAGE under C).
export LC_ALL="${LC_ALL:-C.UTF-8}"
export XDG_RUNTIME_DIR="$tmp/runtime"
export XDG_CACHE_HOME="$tmp/cache"
export XDG_CONFIG_HOME="$tmp/config"
export XDG_DATA_HOME="$tmp/data"
# Software GL on a virtual display compiles its shaders for every new
# window; the cairo renderer draws the same widgets in a fraction of it.
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
unset WAYLAND_DISPLAY
# A session bus of its own, never the desktop's.
unset DBUS_SESSION_BUS_ADDRESS

if command -v dbus-run-session >/dev/null 2>&1; then
  # The bus and the services it starts (the accessibility registry prints a
  # line) write to stderr; only the test speaks on stdout, where meson reads
  # its TAP.
  dbus-run-session -- sh -c 'exec "$@" 1>&3 3>&-' sh "$@" 3>&1 1>&2
else
  "$@"
fi
