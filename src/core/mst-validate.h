/* mst-validate.h: checks a nation-list or force file against its schema and meaning.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "mst-catalogue.h"

G_BEGIN_DECLS

typedef enum {
  MST_FILE_KIND_UNKNOWN,
  MST_FILE_KIND_NATION_LIST,
  MST_FILE_KIND_FORCE,
  MST_FILE_KIND_TABLES,
} MstFileKind;

/* Appends one "FILE:LINE: message" to @problems for each problem found;
 * returns TRUE when there are none.  Force files are checked against
 * @catalogue: their list and every unit's template must exist. */
gboolean mst_validate_file (const char   *path,
                            MstCatalogue *catalogue,
                            MstFileKind  *kind,
                            GPtrArray    *problems);

G_END_DECLS
