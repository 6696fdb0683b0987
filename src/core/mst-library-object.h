/* mst-library-object.h: the MstLibrary object's fields, for its own files
 * alone (mst-library.c, mst-library-open.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-library.h"

G_BEGIN_DECLS

struct _MstLibrary
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;
  char *read_only_reason;

  /* Writes from a saving thread and from the main thread take turns. */
  GRecMutex write_lock;
  guint in_transaction;
  /* Forces written in the open transaction, announced at its commit. */
  GArray *touched;

  /* The identity map: id → the one live MstForce of that id, held weakly. */
  GHashTable *live;
  MstCatalogue *catalogue;
  /* MstLibraryItem, by name; NULL until asked for. */
  GListStore *items;
  /* The thread and main context the library was made in: its live
   * forces and its items are theirs, and a write committed on another
   * thread is announced there. */
  GThread *owner;
  GMainContext *context;
  /* Writes committed in the thread a user interface runs in. */
  GThread *watched_thread;
  guint watched_writes;
};

/* Runs @sql, which returns no rows. */
gboolean mst_library_exec (MstLibrary  *self,
                           const char  *sql,
                           GError     **error);

G_END_DECLS
