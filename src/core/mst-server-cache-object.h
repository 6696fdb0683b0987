/* mst-server-cache-object.h: the MstServerCache object's fields, for its
 * own files alone (mst-server-cache.c, mst-server-cache-queue.c).
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <sqlite3.h>

#include "mst-server-cache.h"

G_BEGIN_DECLS

struct _MstServerCache
{
  GObject parent_instance;

  char *path;
  char *address;
  char *user;
  MstLibrary *library;
  MstCampaignStore *store;
};

sqlite3_stmt *mst_server_cache_prepare   (MstServerCache  *self,
                                          const char      *sql,
                                          GError         **error);
/* The first column of the first row @sql gives with ?1 bound to @a; 0
 * without one. */
gint64        mst_server_cache_query_int (MstServerCache  *self,
                                          const char      *sql,
                                          gint64           a);

G_END_DECLS
