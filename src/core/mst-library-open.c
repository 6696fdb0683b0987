/* mst-library-open.c: opening the library: its schema and migrations,
 * the copy made before a migration and its restoring, and the checks of a
 * damaged, full or read-only file.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <pwd.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "mst-stmt-cache.h"
#include "mst-error.h"
#include "mst-library-object.h"
#include "mst-library-private.h"
#include "mst-paths.h"

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

  /* 2 → 3: every write of a force bumps its revision, and says which
   * revision it was based on: a write based on an older one is refused. */
  "ALTER TABLE forces ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;",

  /* 3 → 4: a change taken back by the game master is a change of its own,
   * naming the one it takes back (once); a battle taken back is marked,
   * and counts no more. */
  "ALTER TABLE campaign_events ADD COLUMN retracts INTEGER REFERENCES campaign_events (id);"
  "CREATE UNIQUE INDEX campaign_events_retracted_once ON campaign_events (retracts) WHERE retracts IS NOT NULL;"
  "ALTER TABLE battles ADD COLUMN retracted INTEGER NOT NULL DEFAULT 0;",

  /* 4 → 5: what became of the figures a unit lost, where the rule set
   * counts figures: "KILLED CAPTURED RAN WOUNDED LEADERS", or NULL. */
  "ALTER TABLE battle_units ADD COLUMN fates TEXT;",

  /* 5 → 6: a long campaign read from indexes, not from every battle's row
   * (notes and all): its count and dates, a page of its battles
   * (battles_live), its totals a force at a time (battles_totals). */
  "CREATE INDEX battles_live ON battles (campaign_id, retracted, date);"
  "CREATE INDEX battles_totals ON battles (force_id, campaign_id, retracted, result, bases_lost, units_broken, "
  "  generals_swept_away, generals_incapacitated, generals_lost);",
};

G_STATIC_ASSERT (G_N_ELEMENTS (migrations) == MST_LIBRARY_SCHEMA_VERSION);

/* Turning a new library to WAL takes its lock without waiting in SQLite's
 * busy handler: with several programs opening it at its first use, one may
 * be told "database is locked".  It waits and asks again, as the busy
 * timeout would (5 s in all). */
static gboolean
set_wal (MstLibrary *self, GError **error)
{
  for (int attempt = 0;; attempt++)
    {
      int rc = sqlite3_exec (self->db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL);

      if (rc == SQLITE_OK)
        return TRUE;
      if (((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED) || attempt >= 250)
        return mst_library_fail (self, error);
      g_usleep (20 * 1000);
    }
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

/* The newest copy Muster made of the library before changing it, or NULL. */
static char *
find_backup (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".v", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  char *best = NULL;
  gint64 best_time = 0;
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *full = NULL;
      GStatBuf st;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".bak"))
        continue;
      full = g_build_filename (dir, name, NULL);
      if (g_stat (full, &st) == 0 && (best == NULL || st.st_mtime > best_time))
        {
          g_free (best);
          best = g_steal_pointer (&full);
          best_time = st.st_mtime;
        }
    }
  return best;
}

char *
mst_library_find_backup (const char *path)
{
  g_autofree char *db = path != NULL ? g_strdup (path) : mst_paths_get_database_file ();
  return find_backup (db);
}

gboolean
mst_library_restore_backup (const char *path, GError **error)
{
  g_autofree char *db = path != NULL ? g_strdup (path) : mst_paths_get_database_file ();
  g_autofree char *backup = find_backup (db);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *kept = g_strdup_printf ("%s.damaged-%s", db, stamp);
  g_autoptr(GFile) from = NULL;
  g_autoptr(GFile) to = NULL;
  static const char *const journals[] = { "-wal", "-shm" };

  if (backup == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: Muster has made no copy of this library"), db);
      return FALSE;
    }
  /* The damaged file is kept aside, never removed. */
  if (g_rename (db, kept) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s cannot be set aside: %s"), db,
                   g_strerror (saved));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (journals); i++)
    {
      g_autofree char *journal = g_strconcat (db, journals[i], NULL);
      g_autofree char *journal_kept = g_strconcat (kept, journals[i], NULL);
      g_rename (journal, journal_kept);
    }
  from = g_file_new_for_path (backup);
  to = g_file_new_for_path (db);
  if (!g_file_copy (from, to, G_FILE_COPY_NONE, NULL, NULL, NULL, error))
    {
      g_rename (kept, db);
      return FALSE;
    }
  return TRUE;
}

static void
set_damaged (MstLibrary *self, GError **error)
{
  g_autofree char *backup = find_backup (self->path);

  if (backup != NULL)
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                 _("%s: the library is damaged (it fails its integrity check); it was left untouched. "
                   "The last copy Muster made of it is %s"), self->path, backup);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                 _("%s: the library is damaged (it fails its integrity check); it was left untouched"),
                 self->path);
}

/* The full check: on request, and at an open after a writer did not close
 * cleanly.  Damage that stops the file being read at all is caught by the
 * first read on every open. */
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
    set_damaged (self, error);
  return ok;
}

gboolean
mst_library_check (MstLibrary *self, GError **error)
{
  g_return_val_if_fail (MST_IS_LIBRARY (self), FALSE);
  return integrity_check (self, error);
}

/* A copy of the database as it was, before a migration changes it, with
 * the database's own mode. */
static gboolean
backup_before_migration (MstLibrary *self, int from_version, GError **error)
{
  g_autofree char *backup = g_strdup_printf ("%s.v%d.bak", self->path, from_version);
  g_autofree char *sql = NULL;
  GStatBuf st;
  char *quoted;

  g_remove (backup);
  quoted = sqlite3_mprintf ("VACUUM INTO %Q", backup);
  sql = g_strdup (quoted);
  sqlite3_free (quoted);
  if (!mst_library_exec (self, sql, error))
    return FALSE;
  if (g_stat (self->path, &st) == 0)
    g_chmod (backup, st.st_mode & 0777);
  return TRUE;
}

static gboolean
newer_schema (MstLibrary *self, int version, GError **error)
{
  g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
               _("%s: the library was written by a newer Muster (schema %d; this one knows %d)"),
               self->path, version, MST_LIBRARY_SCHEMA_VERSION);
  return FALSE;
}

/* Creating and migrating the schema is one exclusive transaction that
 * reads the version inside it: writers started together on a library
 * that does not exist yet take turns, and the second finds it made. */
static gboolean
migrate (MstLibrary *self, GError **error)
{
  int version = get_user_version (self);

  if (version < 0)
    return mst_library_fail (self, error);
  if (version > MST_LIBRARY_SCHEMA_VERSION)
    return newer_schema (self, version, error);
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
  version = get_user_version (self);
  if (version < 0 || version > MST_LIBRARY_SCHEMA_VERSION)
    {
      gboolean ok = version < 0 ? mst_library_fail (self, error) : newer_schema (self, version, error);
      mst_library_rollback (self);
      return ok;
    }
  for (int v = version; v < MST_LIBRARY_SCHEMA_VERSION; v++)
    if (!mst_library_exec (self, migrations[v], error))
      {
        mst_library_rollback (self);
        return FALSE;
      }
  {
    g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %d", MST_LIBRARY_SCHEMA_VERSION);
    if (!mst_library_exec (self, sql, error))
      {
        mst_library_rollback (self);
        return FALSE;
      }
  }
  return mst_library_commit (self, error);
}

static int
open_db (const char *path, gboolean read_only, gboolean immutable, sqlite3 **db)
{
  int flags = read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  int rc;

  if (immutable)
    {
      /* A library in a folder that cannot be written has no -shm to share:
       * read as it stands on disk (no one can be writing it there). */
      g_autofree char *escaped = g_uri_escape_string (path, "/", FALSE);
      g_autofree char *uri = g_strdup_printf ("file:%s?immutable=1", escaped);
      rc = sqlite3_open_v2 (uri, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX, NULL);
    }
  else
    rc = sqlite3_open_v2 (path, db, flags | SQLITE_OPEN_FULLMUTEX, NULL);
  if (rc == SQLITE_OK)
    {
      sqlite3_extended_result_codes (*db, 1);
      /* Another writer (the app, a script) holds the lock for moments. */
      sqlite3_busy_timeout (*db, 5000);
    }
  return rc;
}

static char *
owner_name (guint uid)
{
  struct passwd *pw = getpwuid (uid);

  return pw != NULL ? g_strdup (pw->pw_name) : g_strdup_printf ("%u", uid);
}

/* Why the library cannot be written, in words, or NULL when it can. */
static char *
writability_problem (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  GStatBuf st;

  if (g_stat (path, &st) == 0)
    {
      if (g_access (path, W_OK) != 0)
        {
          if (st.st_uid != geteuid ())
            {
              g_autofree char *owner = owner_name (st.st_uid);
              return g_strdup_printf (_("%s belongs to another user (%s) and cannot be written; "
                                        "it can be read, listed, exported and printed"), path, owner);
            }
          return g_strdup_printf (_("%s is read-only; it can be read, listed, exported and printed"), path);
        }
    }
  if (g_access (dir, W_OK) != 0 && g_stat (dir, &st) == 0)
    {
      if (st.st_uid != geteuid ())
        {
          g_autofree char *owner = owner_name (st.st_uid);
          return g_strdup_printf (_("the folder %s belongs to another user (%s) and cannot be written; "
                                    "the library can be read, listed, exported and printed"), dir, owner);
        }
      return g_strdup_printf (_("the folder %s is read-only; the library can be read, listed, exported "
                                "and printed"), dir);
    }
  return NULL;
}

/* The first read of every open: a file that is no database, or whose
 * first pages are damaged, fails here. */
static int
first_read (MstLibrary *self)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, "SELECT count(*) FROM sqlite_schema", -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        rc = SQLITE_OK;
    }
  if (rc != SQLITE_OK)
    rc = sqlite3_extended_errcode (self->db);
  sqlite3_finalize (stmt);
  return rc;
}

static gboolean
open_read_only (MstLibrary *self, GError **error)
{
  int rc;

  if (self->db != NULL)
    mst_stmt_cache_purge (self->db);
  g_clear_pointer (&self->db, sqlite3_close_v2);
  rc = open_db (self->path, TRUE, FALSE, &self->db);
  if (rc == SQLITE_OK)
    rc = first_read (self);
  if ((rc & 0xff) == SQLITE_CANTOPEN || (rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_BUSY ||
      (rc & 0xff) == SQLITE_PERM || (rc & 0xff) == SQLITE_IOERR || (rc & 0xff) == SQLITE_FULL)
    {
      mst_stmt_cache_purge (self->db);
      g_clear_pointer (&self->db, sqlite3_close_v2);
      rc = open_db (self->path, TRUE, TRUE, &self->db);
      if (rc == SQLITE_OK)
        rc = first_read (self);
    }
  if ((rc & 0xff) == SQLITE_NOTADB || (rc & 0xff) == SQLITE_CORRUPT)
    {
      set_damaged (self, error);
      return FALSE;
    }
  if (rc != SQLITE_OK)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, _("%s: the library cannot be opened: %s"),
                   self->path, self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return FALSE;
    }
  sqlite3_busy_timeout (self->db, 5000);
  sqlite3_exec (self->db, "PRAGMA query_only = 1", NULL, NULL, NULL);
  return TRUE;
}

/* No room left where the library is (the reason SQLite's writes fail
 * with an I/O error when it cannot even make its shared-memory file). */
static gboolean
disk_is_full (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  struct statvfs vfs;

  return statvfs (dir, &vfs) == 0 && (guint64) vfs.f_bavail * vfs.f_frsize < 64 * 1024;
}

static gboolean
is_full (MstLibrary *self, GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE) || disk_is_full (self->path);
}

static MstLibrary *
open_full (MstLibrary *self, GError **error)
{
  self->read_only_reason = g_strdup_printf (_("the disk holding %s is full; the library can be read, "
                                              "listed, exported and printed, but nothing can be saved "
                                              "until there is room"), self->path);
  if (!open_read_only (self, error) || !migrate (self, error))
    return NULL;
  return g_object_ref (self);
}

MstLibrary *
mst_library_open (const char *path, MstLibraryOpenFlags flags, GError **error)
{
  g_autoptr(MstLibrary) self = g_object_new (MST_TYPE_LIBRARY, NULL);
  gboolean read_only = (flags & MST_LIBRARY_OPEN_READ_ONLY) != 0;
  g_autoptr(GError) local = NULL;
  g_autofree char *wal = NULL;
  gboolean unclean;
  GStatBuf st;
  int rc;

  /* SQLite takes "" for a throw-away database: never what the user meant. */
  if (path != NULL && path[0] == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("An empty file name names no library"));
      return NULL;
    }
  self->path = path != NULL ? g_strdup (path) : mst_paths_get_database_file ();
  wal = g_strconcat (self->path, "-wal", NULL);
  /* A writer that was killed leaves its journal: check the whole file then. */
  unclean = g_stat (wal, &st) == 0 && st.st_size > 0;

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
      self->read_only_reason = writability_problem (self->path);
      if (self->read_only_reason != NULL && !g_file_test (self->path, G_FILE_TEST_EXISTS))
        {
          g_set_error (error, MST_ERROR, MST_ERROR_READ_ONLY,
                       _("No library can be made at %s: %s"), self->path, self->read_only_reason);
          return NULL;
        }
      read_only = self->read_only_reason != NULL;
    }
  else
    self->read_only_reason = g_strdup_printf (_("%s is open read-only: it cannot be written, and nothing can be saved"), self->path);

  if (read_only)
    {
      if (!open_read_only (self, error))
        return NULL;
      if (unclean && !integrity_check (self, error))
        return NULL;
      if (!migrate (self, error))
        return NULL;
      return g_steal_pointer (&self);
    }

  rc = open_db (self->path, FALSE, FALSE, &self->db);
  if (rc == SQLITE_OK)
    rc = first_read (self);
  if ((rc & 0xff) == SQLITE_NOTADB || (rc & 0xff) == SQLITE_CORRUPT)
    {
      set_damaged (self, error);
      return NULL;
    }
  if (rc != SQLITE_OK && disk_is_full (self->path) && g_file_test (self->path, G_FILE_TEST_EXISTS))
    return open_full (self, error);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, _("%s: the library cannot be opened: %s"),
                   self->path, self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc));
      return NULL;
    }
  sqlite3_busy_timeout (self->db, 5000);

  if (unclean && !integrity_check (self, error))
    return NULL;

  /* WAL: a reader never blocks the writer, and a kill mid-write leaves the
   * last committed state. */
  if (!set_wal (self, &local) ||
      !mst_library_exec (self, "PRAGMA synchronous = NORMAL", &local) ||
      !mst_library_exec (self, "PRAGMA foreign_keys = ON", &local) ||
      !migrate (self, &local))
    {
      /* A full disk: everything can still be read. */
      if (is_full (self, local) && g_file_test (self->path, G_FILE_TEST_EXISTS))
        return open_full (self, error);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

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
