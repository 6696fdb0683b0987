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

/* Writes a force's stored text based on @base_revision (see
 * mst_library_save); *@id 0 inserts and sets it.  Safe from any thread: it
 * touches neither the identity map nor the items, and emits nothing. */
gboolean  mst_library_write_data    (MstLibrary  *self,
                                     gint64      *id,
                                     gint64       base_revision,
                                     const char  *name,
                                     const char  *ruleset,
                                     const char  *list_id,
                                     const char  *data,
                                     gint64      *new_revision,
                                     GError     **error);
/* In the main context, after a write of @id: the items follow and
 * "force-changed" is emitted. */
void      mst_library_announce      (MstLibrary  *self,
                                     gint64       id);
/* Inside a transaction, from the main context: the force @id was written
 * behind its live force; at the commit its live force is read again and
 * the write announced. */
void      mst_library_touch         (MstLibrary  *self,
                                     gint64       id);
void      mst_library_conflict      (MstLibrary  *self,
                                     gint64       id,
                                     const char  *name,
                                     GError     **error);

G_END_DECLS
