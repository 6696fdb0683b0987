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
# What the figures were measured on, for the README (bench/readme-table.sh).
echo "# run: $(date -u +%Y-%m-%d), $(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg)"
for b in "$@"; do
  echo "== $(basename "$b")"
  "$b"
done
echo "# end: load average $(cut -d' ' -f1-3 /proc/loadavg)"
