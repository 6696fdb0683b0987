/* mst-library-private.h: the database handle, for the campaign store.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-library.h"

G_BEGIN_DECLS

sqlite3  *mst_library_get_db        (MstLibrary  *self);
/* Sets @error from the database's last error, naming the library file. */
gboolean  mst_library_fail          (MstLibrary  *self,
                                     GError     **error);
/* BEGIN IMMEDIATE / COMMIT / ROLLBACK, read-only aware. */
gboolean  mst_library_begin         (MstLibrary  *self,
                                     GError     **error);
gboolean  mst_library_commit        (MstLibrary  *self,
                                     GError     **error);
void      mst_library_rollback      (MstLibrary  *self);

G_END_DECLS
