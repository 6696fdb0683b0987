#!/bin/sh
# Runs each benchmark given, over the in-tree data.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
MUSTER_DATA_DIR=$1
MUSTER_CLI=$2
LC_ALL=C.UTF-8
export LC_ALL
export MUSTER_DATA_DIR
export MUSTER_CLI
shift 2
for b in "$@"; do
  echo "== $(basename "$b")"
  "$b"
done
