/* mst-stmt-cache.c: SQLite statements prepared once a connection, used again.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Preparing a statement parses and plans its SQL, and a campaign's import
 * or a copy kept of a club's campaign prepares the same few statements for
 * every event: each connection keeps one statement of each SQL it was
 * done with, reset, for the next.  A statement in use is never handed out
 * twice (a nested use of the same SQL prepares its own). */
#include "config.h"

#include "mst-stmt-cache.h"

typedef struct {
  sqlite3 *db;
  const char *sql;   /* the statement's own */
} Key;

static GMutex lock;
static GHashTable *idle;   /* Key → sqlite3_stmt */

static guint
key_hash (gconstpointer p)
{
  const Key *k = p;

  return g_str_hash (k->sql) ^ g_direct_hash (k->db);
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  const Key *x = a, *y = b;

  return x->db == y->db && g_str_equal (x->sql, y->sql);
}

int
mst_stmt_cache_prepare (sqlite3 *db, const char *sql, sqlite3_stmt **stmt)
{
  Key k = { db, sql };
  gpointer key = NULL, value = NULL;

  g_mutex_lock (&lock);
  if (idle != NULL && g_hash_table_steal_extended (idle, &k, &key, &value))
    {
      g_mutex_unlock (&lock);
      g_free (key);
      *stmt = value;
      return SQLITE_OK;
    }
  g_mutex_unlock (&lock);
  return sqlite3_prepare_v3 (db, sql, -1, SQLITE_PREPARE_PERSISTENT, stmt, NULL);
}

void
mst_stmt_cache_done (sqlite3_stmt *stmt)
{
  Key *k;

  if (stmt == NULL)
    return;
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  k = g_new (Key, 1);
  k->db = sqlite3_db_handle (stmt);
  k->sql = sqlite3_sql (stmt);
  g_mutex_lock (&lock);
  if (idle == NULL)
    idle = g_hash_table_new_full (key_hash, key_equal, g_free, NULL);
  if (!g_hash_table_contains (idle, k))
    {
      g_hash_table_insert (idle, k, stmt);
      stmt = NULL;
      k = NULL;
    }
  g_mutex_unlock (&lock);
  g_free (k);
  if (stmt != NULL)
    sqlite3_finalize (stmt);
}

static gboolean
of_db (gpointer key, gpointer value, gpointer db)
{
  if (((Key *) key)->db != db)
    return FALSE;
  sqlite3_finalize (value);
  return TRUE;
}

void
mst_stmt_cache_purge (sqlite3 *db)
{
  g_mutex_lock (&lock);
  if (idle != NULL)
    g_hash_table_foreach_remove (idle, of_db, db);
  g_mutex_unlock (&lock);
}
