/* mst-error.c: the error domain for bad data.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "mst-error.h"

G_DEFINE_QUARK (mst-error-quark, mst_error)
