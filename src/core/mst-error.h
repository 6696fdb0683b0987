/* mst-error.h: the error domain for bad data.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MST_ERROR (mst_error_quark ())

typedef enum {
  MST_ERROR_MALFORMED,      /* not well-formed XML */
  MST_ERROR_FORBIDDEN,      /* DTDs, entities, network references */
  MST_ERROR_TOO_LARGE,
  MST_ERROR_INVALID,        /* fails the schema or a check of meaning */
  MST_ERROR_UNKNOWN_ID,     /* names a list or template that does not exist */
  MST_ERROR_DATABASE,
  MST_ERROR_READ_ONLY,
  MST_ERROR_NOT_FOUND,
  MST_ERROR_CONFLICT,       /* a write based on a revision that is no longer the stored one */
} MstError;

GQuark mst_error_quark (void);

G_END_DECLS
