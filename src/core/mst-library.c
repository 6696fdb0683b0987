/* mst-library.c: the user's forces, kept in a local SQLite database.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-paths.h"

struct _MstLibrary
{
  GObject parent_instance;

  char *path;
  sqlite3 *db;
  char *read_only_reason;
};

G_DEFINE_FINAL_TYPE (MstLibrary, mst_library, G_TYPE_OBJECT)

/* Each entry takes the database from version i to i + 1. */
static const char *const migrations[] = {
  /* 0 → 1 */
  "CREATE TABLE forces ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL,"
  "  ruleset TEXT NOT NULL,"
  "  list_id TEXT NOT NULL,"
  "  data TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL);",

  /* 1 → 2: campaigns.  A force's campaign state is the replay of its
   * events; campaign_forces.state caches the last replay, so that a change
   * made in the force editor since then is noticed and recorded.  A battle
   * row carries the totals of its records, so that a campaign opens
   * without reading them all.  No CHECK constraints: the integrity check
   * on every open would evaluate each on every row (it doubled its time);
   * the store writes those columns only from its enumerations. */
  "CREATE TABLE campaigns ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL,"
  "  archived INTEGER NOT NULL DEFAULT 0,"
  "  deleted INTEGER,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL);"
  "CREATE TABLE campaign_forces ("
  "  force_id INTEGER PRIMARY KEY REFERENCES forces (id) ON DELETE RESTRICT,"
  "  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,"
  "  joined INTEGER NOT NULL,"
  "  state TEXT NOT NULL);"
  "CREATE INDEX campaign_forces_by_campaign ON campaign_forces (campaign_id);"
  "CREATE TABLE battles ("
  "  id INTEGER PRIMARY KEY,"
  "  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,"
  "  force_id INTEGER NOT NULL REFERENCES forces (id),"
  "  date TEXT NOT NULL,"
  "  name TEXT NOT NULL,"
  "  opponent TEXT NOT NULL DEFAULT '',"
  "  result TEXT NOT NULL,"
  "  role TEXT NOT NULL,"
  "  supply_spent INTEGER NOT NULL DEFAULT 0,"
  "  notes TEXT NOT NULL DEFAULT '',"
  "  recorded INTEGER NOT NULL,"
  "  bases_lost INTEGER NOT NULL DEFAULT 0,"
  "  units_broken INTEGER NOT NULL DEFAULT 0,"
  "  generals_swept_away INTEGER NOT NULL DEFAULT 0,"
  "  generals_incapacitated INTEGER NOT NULL DEFAULT 0,"
  "  generals_lost INTEGER NOT NULL DEFAULT 0);"
  "CREATE INDEX battles_by_campaign ON battles (campaign_id, date);"
  "CREATE INDEX battles_by_force ON battles (force_id, date);"
  "CREATE TABLE battle_units ("
  "  battle_id INTEGER NOT NULL REFERENCES battles (id) ON DELETE CASCADE,"
  "  position INTEGER NOT NULL,"
  "  unit TEXT NOT NULL,"
  "  grade TEXT,"
  "  die INTEGER NOT NULL DEFAULT 0,"
  "  bases_before INTEGER NOT NULL,"
  "  bases_lost INTEGER NOT NULL DEFAULT 0,"
  "  broken INTEGER NOT NULL DEFAULT 0,"
  "  PRIMARY KEY (battle_id, position)) WITHOUT ROWID;"
  "CREATE TABLE battle_generals ("
  "  battle_id INTEGER NOT NULL REFERENCES battles (id) ON DELETE CASCADE,"
  "  position INTEGER NOT NULL,"
  "  general TEXT NOT NULL,"
  "  fate TEXT NOT NULL,"
  "  PRIMARY KEY (battle_id, position)) WITHOUT ROWID;"
  "CREATE TABLE campaign_events ("
  "  id INTEGER PRIMARY KEY,"
  "  campaign_id INTEGER NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,"
  "  force_id INTEGER NOT NULL REFERENCES forces (id),"
  "  kind TEXT NOT NULL,"
  "  date TEXT,"
  "  recorded INTEGER NOT NULL,"
  "  battle_id INTEGER REFERENCES battles (id) ON DELETE CASCADE,"
  "  unit TEXT,"
  "  general INTEGER,"
  "  name TEXT,"
  "  previous TEXT,"
  "  template TEXT,"
  "  bases INTEGER,"
  "  command INTEGER,"
  "  respect TEXT,"
  "  ability TEXT,"
  "  weapon TEXT,"
  "  doctrines TEXT,"
  "  data TEXT);"
  "CREATE INDEX campaign_events_by_force ON campaign_events (force_id, id);"
  /* The history is append-only: only a campaign's removal takes its events. */
  "CREATE TRIGGER campaign_events_append_only_update BEFORE UPDATE ON campaign_events "
  "BEGIN SELECT RAISE (ABORT, 'campaign events are append-only'); END;"
  "CREATE TRIGGER campaign_events_append_only_delete BEFORE DELETE ON campaign_events "
  "WHEN EXISTS (SELECT 1 FROM campaigns WHERE id = OLD.campaign_id) "
  "BEGIN SELECT RAISE (ABORT, 'campaign events are append-only'); END;",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == MST_LIBRARY_SCHEMA_VERSION);

void
mst_library_entry_free (MstLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->ruleset);
  g_free (entry->list_id);
  g_free (entry);
}

static void
mst_library_finalize (GObject *object)
{
  MstLibrary *self = MST_LIBRARY (object);

  if (self->db != NULL)
    sqlite3_close_v2 (self->db);
  g_free (self->path);
  g_free (self->read_only_reason);

  G_OBJECT_CLASS (mst_library_parent_class)->finalize (object);
}

static void
mst_library_class_init (MstLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_library_finalize;
}

static void
mst_library_init (MstLibrary *self)
{
}

sqlite3 *
mst_library_get_db (MstLibrary *self)
{
  return self->db;
}

gboolean
mst_library_fail (MstLibrary *self, GError **error)
{
  int code = sqlite3_extended_errcode (self->db);
  int primary = code & 0xff;

  if (primary == SQLITE_READONLY)
    g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY,
                 _("%s: the library is read-only; changes cannot be saved"), self->path);
  else if (primary == SQLITE_FULL)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                 _("%s: the disk is full; the change was not saved"), self->path);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", self->path,
                 sqlite3_errmsg (self->db));
  return FALSE;
}

static void
not_found (MstLibrary *self, gint64 id, GError **error)
{
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
               _("%s: there is no force %s in the library"), self->path, id_s);
}

static gboolean
check_writable (MstLibrary *self, GError **error)
{
  if (self->read_only_reason == NULL)
    return TRUE;
  g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY,
               _("%s: the library is read-only; changes cannot be saved"), self->path);
  return FALSE;
}

static gboolean
exec (MstLibrary *self, const char *sql, GError **error)
{
  if (sqlite3_exec (self->db, sql, NULL, NULL, NULL) != SQLITE_OK)
    return mst_library_fail (self, error);
  return TRUE;
}

gboolean
mst_library_begin (MstLibrary *self, GError **error)
{
  if (!check_writable (self, error))
    return FALSE;
  return exec (self, "BEGIN IMMEDIATE", error);
}

gboolean
mst_library_commit (MstLibrary *self, GError **error)
{
  if (!exec (self, "COMMIT", error))
    {
      mst_library_rollback (self);
      return FALSE;
    }
  return TRUE;
}

void
mst_library_rollback (MstLibrary *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

static int
get_user_version (MstLibrary *self)
{
  sqlite3_stmt *stmt = NULL;
  int version = -1;

  if (sqlite3_prepare_v2 (self->db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK &&
      sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return version;
}

static gboolean
integrity_check (MstLibrary *self, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  gboolean ok = FALSE;
  int rc;

  rc = sqlite3_prepare_v2 (self->db, "PRAGMA quick_check", -1, &stmt, NULL);
  if (rc == SQLITE_OK && sqlite3_step (stmt) == SQLITE_ROW)
    ok = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "ok") == 0;
  sqlite3_finalize (stmt);
  if (!ok)
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                 _("%s: the library is damaged (it fails its integrity check); "
                   "it was left untouched"), self->path);
  return ok;
}

/* A copy of the database as it was, before a migration changes it. */
static gboolean
backup_before_migration (MstLibrary *self, int from_version, GError **error)
{
  g_autofree char *backup = g_strdup_printf ("%s.v%d.bak", self->path, from_version);
  g_autofree char *sql = NULL;
  char *quoted;

  g_remove (backup);
  quoted = sqlite3_mprintf ("VACUUM INTO %Q", backup);
  sql = g_strdup (quoted);
  sqlite3_free (quoted);
  return exec (self, sql, error);
}

static gboolean
migrate (MstLibrary *self, GError **error)
{
  int version = get_user_version (self);

  if (version < 0)
    return mst_library_fail (self, error);
  if (version > MST_LIBRARY_SCHEMA_VERSION)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                   _("%s: the library was written by a newer Muster (schema %d; this one knows %d)"),
                   self->path, version, MST_LIBRARY_SCHEMA_VERSION);
      return FALSE;
    }
  if (version == MST_LIBRARY_SCHEMA_VERSION)
    return TRUE;
  if (self->read_only_reason != NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY,
                   _("%s: the library needs an update but is read-only"), self->path);
      return FALSE;
    }
  if (version > 0 && !backup_before_migration (self, version, error))
    return FALSE;

  if (!mst_library_begin (self, error))
    return FALSE;
  for (int v = version; v < MST_LIBRARY_SCHEMA_VERSION; v++)
    if (!exec (self, migrations[v], error))
      {
        mst_library_rollback (self);
        return FALSE;
      }
  {
    g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %d", MST_LIBRARY_SCHEMA_VERSION);
    if (!exec (self, sql, error))
      {
        mst_library_rollback (self);
        return FALSE;
      }
  }
  return mst_library_commit (self, error);
}

static int
open_db (const char *path, gboolean read_only, sqlite3 **db)
{
  int flags = read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  int rc = sqlite3_open_v2 (path, db, flags | SQLITE_OPEN_FULLMUTEX, NULL);

  if (rc == SQLITE_OK)
    sqlite3_extended_result_codes (*db, 1);
  return rc;
}

MstLibrary *
mst_library_open (const char *path, MstLibraryOpenFlags flags, GError **error)
{
  g_autoptr(MstLibrary) self = g_object_new (MST_TYPE_LIBRARY, NULL);
  gboolean read_only = (flags & MST_LIBRARY_OPEN_READ_ONLY) != 0;
  int rc;

  self->path = path != NULL ? g_strdup (path) : mst_paths_get_database_file ();

  if (!read_only)
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      if (g_mkdir_with_parents (dir, 0700) != 0 && !g_file_test (self->path, G_FILE_TEST_EXISTS))
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       _("%s: the folder cannot be created: %s"), dir, g_strerror (saved));
          return NULL;
        }
      if (g_file_test (self->path, G_FILE_TEST_EXISTS) && g_access (self->path, W_OK) != 0)
        read_only = TRUE;
    }

  rc = open_db (self->path, read_only, &self->db);
  if (rc != SQLITE_OK && !read_only && g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      sqlite3_close_v2 (self->db);
      self->db = NULL;
      read_only = TRUE;
      rc = open_db (self->path, TRUE, &self->db);
    }
  if (rc != SQLITE_OK)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, _("%s: the library cannot be opened: %s"),
                   self->path, self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return NULL;
    }
  if (read_only)
    self->read_only_reason = g_strdup_printf (_("%s cannot be written; nothing can be saved."),
                                              self->path);

  sqlite3_busy_timeout (self->db, 5000);

  if (!integrity_check (self, error))
    return NULL;

  if (!read_only)
    {
      /* WAL: a reader never blocks the writer, and a kill mid-write leaves
       * the last committed state. */
      if (!exec (self, "PRAGMA journal_mode = WAL", error) ||
          !exec (self, "PRAGMA synchronous = NORMAL", error) ||
          !exec (self, "PRAGMA foreign_keys = ON", error))
        return NULL;
    }
  else
    exec (self, "PRAGMA query_only = 1", NULL);

  if (!migrate (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

const char *
mst_library_get_path (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  return self->path;
}

gboolean
mst_library_is_read_only (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), TRUE);
  return self->read_only_reason != NULL;
}

const char *
mst_library_get_read_only_reason (MstLibrary *self)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);
  return self->read_only_reason;
}

static int
compare_entries (gconstpointer a, gconstpointer b)
{
  const MstLibraryEntry *ea = *(MstLibraryEntry **) a;
  const MstLibraryEntry *eb = *(MstLibraryEntry **) b;
  g_autofree char *ka = g_str_to_ascii (ea->name, "C");
  g_autofree char *kb = g_str_to_ascii (eb->name, "C");
  /* "Armée" sorts with "Army" as a reader expects, whatever the locale. */
  int c = g_ascii_strcasecmp (ka, kb);

  if (c == 0)
    c = g_utf8_collate (ea->name, eb->name);
  if (c != 0)
    return c;
  return ea->id < eb->id ? -1 : ea->id > eb->id;
}

/* The units and bases of a stored force for its library row, by a scan of
 * its canonical form (every <unit> carries bases="N"), not a parse. */
static void
count_units (const char *data, MstLibraryEntry *e)
{
  const char *p = data;

  if (data == NULL)
    return;
  while ((p = strstr (p, "<unit ")) != NULL)
    {
      const char *end = strchr (p, '>');
      const char *bases = strstr (p, " bases=\"");

      e->n_units++;
      if (end != NULL && bases != NULL && bases < end)
        e->n_bases += (guint) g_ascii_strtoull (bases + strlen (" bases=\""), NULL, 10);
      p += strlen ("<unit ");
    }
  e->counted = TRUE;
}

GPtrArray *
mst_library_list (MstLibrary *self, GError **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  if (sqlite3_prepare_v2 (self->db,
                          "SELECT id, name, ruleset, list_id, created, modified, data FROM forces "
                          "ORDER BY id", -1, &stmt, NULL) != SQLITE_OK)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MstLibraryEntry *e = g_new0 (MstLibraryEntry, 1);
      e->id = sqlite3_column_int64 (stmt, 0);
      e->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      e->ruleset = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      e->list_id = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      e->created = sqlite3_column_int64 (stmt, 4);
      e->modified = sqlite3_column_int64 (stmt, 5);
      count_units ((const char *) sqlite3_column_text (stmt, 6), e);
      g_ptr_array_add (entries, e);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  /* By name as the user's locale sorts it; SQLite only knows bytes. */
  g_ptr_array_sort (entries, compare_entries);
  return g_steal_pointer (&entries);
}

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

gboolean
mst_library_save (MstLibrary *self, MstForce *force, GError **error)
{
  g_autofree char *data = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 id;
  gsize len;
  int rc;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);

  data = mst_force_to_data (force, &len);
  id = mst_force_get_id (force);

  if (!mst_library_begin (self, error))
    return FALSE;

  if (id > 0)
    rc = sqlite3_prepare_v2 (self->db,
                             "INSERT INTO forces (id, name, ruleset, list_id, data, created, modified) "
                             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6) "
                             "ON CONFLICT (id) DO UPDATE SET name = ?2, ruleset = ?3, list_id = ?4, "
                             "data = ?5, modified = ?6", -1, &stmt, NULL);
  else
    rc = sqlite3_prepare_v2 (self->db,
                             "INSERT INTO forces (name, ruleset, list_id, data, created, modified) "
                             "VALUES (?2, ?3, ?4, ?5, ?6, ?6)", -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    goto fail;
  if (id > 0)
    sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, mst_force_get_name (force), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, mst_force_get_ruleset (force), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, mst_force_get_list_id (force), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 5, data, (int) len, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 6, now_seconds ());
  if (sqlite3_step (stmt) != SQLITE_DONE)
    goto fail;
  sqlite3_finalize (stmt);
  stmt = NULL;

  if (!mst_library_commit (self, error))
    return FALSE;
  if (id <= 0)
    mst_force_set_id (force, sqlite3_last_insert_rowid (self->db));
  return TRUE;

fail:
  mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  mst_library_rollback (self);
  return FALSE;
}

char *
mst_library_get_force_data (MstLibrary *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  char *data = NULL;
  int rc;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  if (sqlite3_prepare_v2 (self->db, "SELECT data FROM forces WHERE id = ?", -1, &stmt, NULL) != SQLITE_OK)
    {
      mst_library_fail (self, error);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    data = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else if (rc == SQLITE_DONE)
    not_found (self, id, error);
  else
    mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  return data;
}

MstForce *
mst_library_load (MstLibrary *self, gint64 id, MstCatalogue *catalogue, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  MstForce *force;

  g_return_val_if_fail (MST_IS_LIBRARY (self), NULL);

  data = mst_library_get_force_data (self, id, error);
  if (data == NULL)
    return NULL;
  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, self->path, id);
  force = mst_force_new_from_data (data, strlen (data), display, catalogue, error);
  if (force != NULL)
    mst_force_set_id (force, id);
  return force;
}

gboolean
mst_library_delete (MstLibrary *self, gint64 id, GError **error)
{
  sqlite3_stmt *stmt = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);

  if (!mst_library_begin (self, error))
    return FALSE;
  if (sqlite3_prepare_v2 (self->db, "DELETE FROM forces WHERE id = ?", -1, &stmt, NULL) != SQLITE_OK)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    {
      int code = sqlite3_extended_errcode (self->db);

      /* Its campaign history refers to it (ON DELETE RESTRICT reports
       * itself as a trigger's constraint). */
      if (code == SQLITE_CONSTRAINT_FOREIGNKEY || code == SQLITE_CONSTRAINT_TRIGGER)
        {
          sqlite3_finalize (stmt);
          mst_library_rollback (self);
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                       _("%s: the force belongs to a campaign; delete the campaign to delete it"),
                       self->path);
          return FALSE;
        }
      goto fail;
    }
  sqlite3_finalize (stmt);
  if (sqlite3_changes (self->db) == 0)
    {
      mst_library_rollback (self);
      not_found (self, id, error);
      return FALSE;
    }
  return mst_library_commit (self, error);

fail:
  mst_library_fail (self, error);
  sqlite3_finalize (stmt);
  mst_library_rollback (self);
  return FALSE;
}

gint64
mst_library_duplicate (MstLibrary *self, gint64 id, const char *name, GError **error)
{
  g_autofree char *data = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *copy_name = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), 0);

  /* Copied through the file form, so that a force whose list is not
   * installed is copied whole, unknown units included. */
  data = mst_library_get_force_data (self, id, error);
  if (data == NULL)
    return 0;
  force = mst_force_new_from_data (data, strlen (data), self->path, NULL, error);
  if (force == NULL)
    return 0;
  if (name == NULL)
    /* TRANSLATORS: the name of a duplicated force */
    copy_name = g_strdup_printf (_("%s (copy)"), mst_force_get_name (force));
  mst_force_set_name (force, name != NULL ? name : copy_name);
  mst_force_set_id (force, 0);
  if (!mst_library_save (self, force, error))
    return 0;
  return mst_force_get_id (force);
}

gint64
mst_library_import_file (MstLibrary *self, const char *path, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstForce) force = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), 0);
  g_return_val_if_fail (path != NULL, 0);

  force = mst_force_new_from_file (path, catalogue, error);
  if (force == NULL)
    return 0;
  mst_force_set_id (force, 0);
  if (!mst_library_save (self, force, error))
    return 0;
  return mst_force_get_id (force);
}

gboolean
mst_library_export_file (MstLibrary *self, gint64 id, const char *path, GError **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  data = mst_library_get_force_data (self, id, error);
  if (data == NULL)
    return FALSE;
  return g_file_set_contents_full (path, data, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
