#!/bin/sh
# Where PostgreSQL's client library cannot be used, a club server command
# fails with a message naming the library and what is wrong, and does no
# harm.  LD_LIBRARY_PATH puts a library named libpq.so.5 that exports none
# of libpq's functions in front of the real one.
# SPDX-License-Identifier: GPL-3.0-or-later
set -u
cli=${1:?muster-cli}
fakedir=${2:?folder of the fake libpq.so.5}
out=$(LD_LIBRARY_PATH="$fakedir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
      "$cli" server init postgresql://nobody@127.0.0.1:1/none 2>&1)
rc=$?
if [ "$rc" -eq 0 ]; then
  echo "server init succeeded with a libpq.so.5 that is not PostgreSQL's"; exit 1
fi
case "$out" in
  *"libpq.so.5 is not PostgreSQL’s client library"*"it has no PQ"*) echo "said: $out" ;;
  *) echo "the message does not name the library and the missing function: $out"; exit 1 ;;
esac
