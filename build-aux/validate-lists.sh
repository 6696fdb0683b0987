#!/bin/sh
# Checks the shipped nation lists against their schema and meaning with
# muster-cli validate: at build time (writing a stamp) and at install time
# (over the installed copies).  Muster trusts these lists at run time and
# checks only a user's own lists on every load.
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   validate-lists.sh build MUSTER-CLI DATA-DIR STAMP LIST…
#   validate-lists.sh install MUSTER-CLI      (from meson install)
set -eu
mode=$1
cli=$2
if [ "$mode" = build ]; then
  data=$3
  stamp=$4
  shift 4
  MUSTER_DATA_DIR=$data "$cli" validate "$@"
  touch "$stamp"
else
  data="${MESON_INSTALL_DESTDIR_PREFIX:?}/share/muster"
  MUSTER_DATA_DIR=$data "$cli" validate "$data"/nations/*/*.xml
fi
