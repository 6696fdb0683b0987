/* mst-server-cache.c: the last state read of a club server's campaigns, kept here, and the writes waiting for it (queued and sent in mst-server-cache-queue.c).
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The copies are an ordinary library file: each campaign is read from the
 * server as its campaign file (the server's export) and imported by the
 * library's own code, then its rows are given the server's ids, so that
 * what a player reads while the server is away names the campaign, its
 * forces, battles and events as the server does.  Three tables of their
 * own beside the library's say when each copy was taken, the revision of
 * each force on the server, and hold the writes waiting for it. */
#include "config.h"

#include <unistd.h>

#include <fcntl.h>

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include "mst-paths.h"
#include "mst-pq.h"
#include <string.h>

#include "mst-campaign-store-private.h"
#include "mst-campaign-view.h"
#include "mst-error.h"
#include "mst-library-private.h"
#include "mst-server-cache-object.h"
#include "mst-server-cache.h"
#include "mst-server-campaign-private.h"

static void server_cache_backend_init (MstCampaignBackendInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MstServerCache, mst_server_cache, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MST_TYPE_CAMPAIGN_BACKEND, server_cache_backend_init))

static const char cache_schema[] =
  "CREATE TABLE IF NOT EXISTS server_copies ("
  "  campaign_id INTEGER PRIMARY KEY,"
  "  taken INTEGER NOT NULL);"
  "CREATE TABLE IF NOT EXISTS server_revisions ("
  "  force_id INTEGER PRIMARY KEY,"
  "  campaign_id INTEGER NOT NULL,"
  "  revision INTEGER NOT NULL);"
  /* A queued event in campaign_events' columns, or a battle as its record's XML. */
  "CREATE TABLE IF NOT EXISTS server_queue ("
  "  id INTEGER PRIMARY KEY,"
  "  campaign_id INTEGER NOT NULL,"
  "  force_id INTEGER NOT NULL,"
  "  base_revision INTEGER NOT NULL,"
  "  author TEXT NOT NULL,"
  "  queued INTEGER NOT NULL,"
  "  state TEXT NOT NULL DEFAULT 'waiting',"
  "  message TEXT,"
  "  battle TEXT,"
  "  kind TEXT NOT NULL,"
  "  date TEXT, unit TEXT, general INTEGER, name TEXT, previous TEXT, template TEXT,"
  "  bases INTEGER, command INTEGER, respect TEXT, ability TEXT, weapon TEXT, doctrines TEXT,"
  "  data TEXT, client_id TEXT);"
  /* The player's own library on the server, as last read (its ids and
   * revisions the server's), and when. */
  "CREATE TABLE IF NOT EXISTS server_library ("
  "  id INTEGER PRIMARY KEY,"
  "  name TEXT NOT NULL,"
  "  ruleset TEXT NOT NULL,"
  "  list_id TEXT NOT NULL,"
  "  data TEXT NOT NULL,"
  "  created INTEGER NOT NULL,"
  "  modified INTEGER NOT NULL,"
  "  revision INTEGER NOT NULL);"
  "CREATE TABLE IF NOT EXISTS server_library_taken ("
  "  only INTEGER PRIMARY KEY CHECK (only = 1),"
  "  taken INTEGER NOT NULL);";

/* A copy kept before queued writes had ids of their own: the column, and
 * an id for each write waiting in it. */
static const char cache_client_ids[] =
  "ALTER TABLE server_queue ADD COLUMN client_id TEXT;"
  "UPDATE server_queue SET client_id = lower (hex (randomblob (16))) WHERE client_id IS NULL;";

static void
mst_server_cache_finalize (GObject *object)
{
  MstServerCache *self = MST_SERVER_CACHE (object);

  g_clear_object (&self->store);
  g_clear_object (&self->library);
  g_free (self->path);
  g_free (self->address);
  g_free (self->user);
  G_OBJECT_CLASS (mst_server_cache_parent_class)->finalize (object);
}

static void
mst_server_cache_class_init (MstServerCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_server_cache_finalize;
}

static void
mst_server_cache_init (MstServerCache *self)
{
}

/* A part of the file's name: letters, digits, dots and dashes kept. */
static char *
name_part (const char *s)
{
  char *copy = g_strdup (s);

  for (char *p = copy; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '.' && *p != '-' && *p != '_')
      *p = '_';
  return copy;
}

static gboolean
exec_sql (MstServerCache *self, const char *sql, GError **error)
{
  if (sqlite3_exec (mst_library_get_db (self->library), sql, NULL, NULL, NULL) != SQLITE_OK)
    return mst_library_fail (self->library, error);
  return TRUE;
}

MstServerCache *
mst_server_cache_new (const char *uri, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstServerCache) self = NULL;
  PQconninfoOption *options;
  const char *host = NULL, *port = NULL, *dbname = NULL, *user = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  g_autofree char *h = NULL, *p = NULL, *d = NULL, *u = NULL;

  g_return_val_if_fail (uri != NULL, NULL);

  if (!mst_pq_load (error))
    return NULL;
  options = PQconninfoParse (uri, NULL);
  if (options == NULL)
    {
      g_autofree char *shown = mst_server_redact_address (uri);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a server address (postgresql://USER@HOST:PORT/DATABASE)"), shown);
      return NULL;
    }
  for (PQconninfoOption *o = options; o->keyword != NULL; o++)
    {
      if (o->val == NULL || o->val[0] == '\0')
        continue;
      if (g_str_equal (o->keyword, "host"))
        host = o->val;
      else if (g_str_equal (o->keyword, "port"))
        port = o->val;
      else if (g_str_equal (o->keyword, "dbname"))
        dbname = o->val;
      else if (g_str_equal (o->keyword, "user"))
        user = o->val;
    }
  self = g_object_new (MST_TYPE_SERVER_CACHE, NULL);
  self->user = g_strdup (user != NULL ? user : g_get_user_name ());
  /* As MstServer names the server in its messages. */
  self->address = g_strdup_printf ("%s:%s", host != NULL ? host : "localhost", port != NULL ? port : "5432");
  h = name_part (host != NULL ? host : "localhost");
  p = name_part (port != NULL ? port : "5432");
  d = name_part (dbname != NULL ? dbname : self->user);
  u = name_part (self->user);
  PQconninfoFree (options);

  dir = g_build_filename (g_get_user_cache_dir (), "muster", "servers", NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot create %s: %s"), dir,
                   g_strerror (saved));
      return NULL;
    }
  /* What a keep killed half-way left beside the copies goes first. */
  mst_paths_clean_temporaries (dir);
  file = g_strdup_printf ("%s@%s-%s-%s.db", u, h, p, d);
  self->path = g_build_filename (dir, file, NULL);
  /* The club's campaigns are the player's business: the copy, and the
   * journal files SQLite makes beside it with its mode, are his alone
   * (a copy made before by an older Muster is made so too). */
  {
    int fd = g_open (self->path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);

    g_autofree char *wal = g_strconcat (self->path, "-wal", NULL);
    g_autofree char *shm = g_strconcat (self->path, "-shm", NULL);

    if (fd >= 0)
      close (fd);
    g_chmod (self->path, 0600);
    g_chmod (wal, 0600);
    g_chmod (shm, 0600);
    g_chmod (dir, 0700);
  }
  self->library = mst_library_open (self->path, MST_LIBRARY_OPEN_DEFAULT, error);
  if (self->library == NULL)
    return NULL;
  if (!exec_sql (self, cache_schema, error))
    return NULL;
  if (sqlite3_exec (mst_library_get_db (self->library), "SELECT client_id FROM server_queue LIMIT 0", NULL, NULL,
                    NULL) != SQLITE_OK
      && !exec_sql (self, cache_client_ids, error))
    return NULL;
  self->store = mst_campaign_store_new (self->library, catalogue);
  return g_steal_pointer (&self);
}

const char *
mst_server_cache_get_path (MstServerCache *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  return self->path;
}

const char *
mst_server_cache_get_address (MstServerCache *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  return self->address;
}

const char *
mst_server_cache_get_user (MstServerCache *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  return self->user;
}

MstCampaignStore *
mst_server_cache_get_store (MstServerCache *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  return self->store;
}

sqlite3_stmt *
mst_server_cache_prepare (MstServerCache *self, const char *sql, GError **error)
{
  return mst_store_prepare (self->store, sql, error);
}

gint64
mst_server_cache_query_int (MstServerCache *self, const char *sql, gint64 a)
{
  sqlite3_stmt *stmt = mst_server_cache_prepare (self, sql, NULL);
  gint64 value = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, a);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    value = sqlite3_column_int64 (stmt, 0);
  mst_stmt_cache_done (stmt);
  return value;
}

gint64
mst_server_cache_get_taken (MstServerCache *self, gint64 campaign_id)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), 0);
  if (campaign_id == 0)
    return mst_server_cache_query_int (self, "SELECT coalesce (min (taken), 0) FROM server_copies WHERE ?1 = ?1", 0);
  return mst_server_cache_query_int (self, "SELECT taken FROM server_copies WHERE campaign_id = ?1", campaign_id);
}

gint64
mst_server_cache_get_force_campaign (MstServerCache *self, gint64 force_id)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), 0);
  return mst_server_cache_query_int (self, "SELECT campaign_id FROM server_revisions WHERE force_id = ?1", force_id);
}

/* The player's own library */

gboolean
mst_server_cache_keep_library (MstServerCache *self, MstServerCampaign *server, GError **error)
{
  g_autoptr(GPtrArray) data = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt;
  gboolean ok = TRUE;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), FALSE);
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (server), FALSE);

  /* One query: one snapshot of it. */
  entries = mst_server_campaign_list_library (server, &data, error);
  if (entries == NULL)
    return FALSE;
  /* In place of the copy before, whole or not at all. */
  if (!mst_library_begin (self->library, error))
    return FALSE;
  ok = exec_sql (self, "DELETE FROM server_library", error);
  for (guint i = 0; ok && i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);

      stmt = mst_server_cache_prepare (self, "INSERT INTO server_library (id, name, ruleset, list_id, data, created, "
                                             "modified, revision) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)", error);
      ok = stmt != NULL;
      if (ok)
        {
          sqlite3_bind_int64 (stmt, 1, e->id);
          mst_store_bind_text (stmt, 2, e->name);
          mst_store_bind_text (stmt, 3, e->ruleset);
          mst_store_bind_text (stmt, 4, e->list_id);
          mst_store_bind_text (stmt, 5, g_ptr_array_index (data, i));
          sqlite3_bind_int64 (stmt, 6, e->created);
          sqlite3_bind_int64 (stmt, 7, e->modified);
          sqlite3_bind_int64 (stmt, 8, e->revision);
          ok = mst_store_run (self->store, stmt, error);
        }
    }
  if (ok)
    {
      stmt = mst_server_cache_prepare (self, "INSERT OR REPLACE INTO server_library_taken (only, taken) VALUES (1, ?1)",
                                       error);
      ok = stmt != NULL;
      if (ok)
        {
          sqlite3_bind_int64 (stmt, 1, mst_campaign_now ());
          ok = mst_store_run (self->store, stmt, error);
        }
    }
  if (ok)
    return mst_library_commit (self->library, error);
  mst_library_rollback (self->library);
  return FALSE;
}

gint64
mst_server_cache_get_library_taken (MstServerCache *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), 0);
  return mst_server_cache_query_int (self, "SELECT taken FROM server_library_taken WHERE only = ?1", 1);
}

GPtrArray *
mst_server_cache_list_library (MstServerCache *self, gint64 *taken, GError **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_library_entry_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);

  if (taken != NULL)
    *taken = mst_server_cache_get_library_taken (self);
  stmt = mst_server_cache_prepare (self, "SELECT id, name, ruleset, list_id, created, modified, revision "
                                         "FROM server_library ORDER BY name, id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MstLibraryEntry *e = mst_store_read_entry (stmt);

      e->revision = sqlite3_column_int64 (stmt, 6);
      g_ptr_array_add (entries, e);
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  return g_steal_pointer (&entries);
}

char *
mst_server_cache_get_library_data (MstServerCache *self, gint64 id, gint64 *revision, GError **error)
{
  sqlite3_stmt *stmt;
  char *data = NULL;
  int rc;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);

  stmt = mst_server_cache_prepare (self, "SELECT data, revision FROM server_library WHERE id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      data = mst_store_column_dup (stmt, 0);
      if (revision != NULL)
        *revision = sqlite3_column_int64 (stmt, 1);
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    mst_library_fail (self->library, error);
  else if (data == NULL)
    {
      g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);

      /* TRANSLATORS: a force's id, then HOST:PORT */
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
                   _("No force %s in the copy kept here of your library on %s"), id_s, self->address);
    }
  return data;
}

/* Keeping a copy */

/* The ids of one kind of row, the import's and the server's, and every
 * column that holds one. */
typedef struct {
  const char *kind;
  const char *columns[5];
} IdKind;

static const IdKind id_kinds[] = {
  { "campaign", { "campaigns.id", "campaign_forces.campaign_id", "battles.campaign_id",
                  "campaign_events.campaign_id", NULL } },
  { "force", { "forces.id", "campaign_forces.force_id", "battles.force_id", "campaign_events.force_id", NULL } },
  { "battle", { "battles.id", "battle_units.battle_id", "battle_generals.battle_id", "campaign_events.battle_id",
                NULL } },
  { "event", { "campaign_events.id", "campaign_events.retracts", NULL } },
};

static gboolean
add_id (MstServerCache *self, const char *kind, gint64 local, gint64 server, GError **error)
{
  sqlite3_stmt *stmt = mst_server_cache_prepare (self, "INSERT INTO temp.server_ids (kind, local, server) VALUES (?1, ?2, ?3)", error);

  if (stmt == NULL)
    return FALSE;
  mst_store_bind_text (stmt, 1, kind);
  sqlite3_bind_int64 (stmt, 2, local);
  sqlite3_bind_int64 (stmt, 3, server);
  return mst_store_run (self->store, stmt, error);
}

/* The import's ids turned into the server's in two passes: first
 * negated (@pass 0), so that no id is met twice on the way and the copy
 * kept before can be dropped without touching the import, then looked
 * up (@pass 1). */
static gboolean
renumber (MstServerCache *self, int pass, GError **error)
{
  for (guint k = 0; k < G_N_ELEMENTS (id_kinds); k++)
    for (guint c = 0; id_kinds[k].columns[c] != NULL; c++)
      {
        g_auto(GStrv) tc = g_strsplit (id_kinds[k].columns[c], ".", 2);
        g_autofree char *sql = NULL;

        if (pass == 0)
          sql = g_strdup_printf ("UPDATE %s SET %s = -%s WHERE %s IN "
                                 "(SELECT local FROM temp.server_ids WHERE kind = '%s')",
                                 tc[0], tc[1], tc[1], tc[1], id_kinds[k].kind);
        else
          sql = g_strdup_printf ("UPDATE %s SET %s = (SELECT server FROM temp.server_ids WHERE kind = '%s' "
                                 "AND local = -%s.%s) WHERE %s < 0",
                                 tc[0], tc[1], id_kinds[k].kind, tc[0], tc[1], tc[1]);
        if (!exec_sql (self, sql, error))
          return FALSE;
      }
  return TRUE;
}

static gboolean
mismatch (MstServerCache *self, gint64 campaign_id, GError **error)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, campaign_id);

  /* TRANSLATORS: HOST:PORT, then a campaign's id */
  g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
               _("%s: the copy of campaign %s does not read back as the server has it; the copy kept before stays"),
               self->address, id);
  return FALSE;
}

/* Pairs each battle and event of a force on the server with the import's. */
static gboolean
pair_force (MstServerCache     *self,
            MstCampaignBackend *server,
            gint64              campaign_id,
            gint64              server_force,
            gint64              local_campaign,
            gint64              local_force,
            GError            **error)
{
  g_autoptr(GPtrArray) sb = mst_campaign_backend_list_battles (server, campaign_id, server_force, FALSE, error);
  g_autoptr(GPtrArray) lb = NULL;
  g_autoptr(GPtrArray) se = NULL;
  g_autoptr(GPtrArray) le = NULL;

  if (sb == NULL ||
      (lb = mst_campaign_store_list_battles (self->store, local_campaign, local_force, FALSE, error)) == NULL ||
      (se = mst_campaign_backend_list_events (server, server_force, error)) == NULL ||
      (le = mst_campaign_store_list_events (self->store, local_force, error)) == NULL)
    return FALSE;
  if (sb->len != lb->len || se->len != le->len)
    return mismatch (self, campaign_id, error);
  if (!add_id (self, "force", local_force, server_force, error))
    return FALSE;
  for (guint i = 0; i < sb->len; i++)
    if (!add_id (self, "battle", mst_battle_get_id (g_ptr_array_index (lb, i)),
                 mst_battle_get_id (g_ptr_array_index (sb, i)), error))
      return FALSE;
  for (guint i = 0; i < se->len; i++)
    if (!add_id (self, "event", mst_campaign_event_get_id (g_ptr_array_index (le, i)),
                 mst_campaign_event_get_id (g_ptr_array_index (se, i)), error))
      return FALSE;
  return TRUE;
}

/* Inside the transaction: the copy kept before of @campaign_id, gone. */
static gboolean
drop_copy (MstServerCache *self, gint64 campaign_id, GError **error)
{
  g_autofree char *sql = g_strdup_printf (
    "CREATE TEMP TABLE IF NOT EXISTS server_old_forces (id INTEGER PRIMARY KEY);"
    "DELETE FROM temp.server_old_forces;"
    "INSERT INTO temp.server_old_forces SELECT force_id FROM campaign_forces WHERE campaign_id = %" G_GINT64_FORMAT ";"
    "DELETE FROM campaigns WHERE id = %" G_GINT64_FORMAT ";"
    "DELETE FROM forces WHERE id IN (SELECT id FROM temp.server_old_forces);"
    "DELETE FROM server_revisions WHERE campaign_id = %" G_GINT64_FORMAT ";"
    "DELETE FROM server_copies WHERE campaign_id = %" G_GINT64_FORMAT ";",
    campaign_id, campaign_id, campaign_id, campaign_id);

  return exec_sql (self, sql, error);
}

/* A server's force and when it joined (its first event). */
typedef struct {
  MstCampaignForceSummary *force;
  gint64 joined;
} ForceJoined;

static int
compare_joined (gconstpointer a, gconstpointer b)
{
  const ForceJoined *fa = *(ForceJoined *const *) a;
  const ForceJoined *fb = *(ForceJoined *const *) b;

  if (fa->joined != fb->joined)
    return fa->joined < fb->joined ? -1 : 1;
  return fa->force->force_id < fb->force->force_id ? -1 : fa->force->force_id > fb->force->force_id;
}

static int
compare_force_ids (gconstpointer a, gconstpointer b)
{
  const MstCampaignForceSummary *fa = *(MstCampaignForceSummary *const *) a;
  const MstCampaignForceSummary *fb = *(MstCampaignForceSummary *const *) b;

  return fa->force_id < fb->force_id ? -1 : fa->force_id > fb->force_id;
}

/* The server's forces in the order its export writes them (by when they
 * joined, then by id), which is the order the import made them in: so
 * that forces of the same name are paired right. */
static gboolean
order_forces (MstCampaignBackend *server, MstCampaignSummary *ss, GPtrArray **order, GError **error)
{
  g_autoptr(GPtrArray) forces = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < ss->forces->len; i++)
    {
      ForceJoined *fj = g_new0 (ForceJoined, 1);
      g_autoptr(GPtrArray) events = NULL;

      fj->force = g_ptr_array_index (ss->forces, i);
      g_ptr_array_add (forces, fj);
      events = mst_campaign_backend_list_events (server, fj->force->force_id, error);
      if (events == NULL)
        return FALSE;
      if (events->len > 0)
        fj->joined = mst_campaign_event_get_recorded (g_ptr_array_index (events, 0));
    }
  g_ptr_array_sort (forces, compare_joined);
  *order = g_steal_pointer (&forces);
  return TRUE;
}

/* Inside the transaction: the import renumbered and recorded as the copy. */
static gboolean
adopt (MstServerCache      *self,
       MstCampaignBackend  *server,
       gint64               campaign_id,
       gint64               local_id,
       MstCampaignSummary  *ss,
       MstCampaignSummary  *ls,
       GError             **error)
{
  g_autofree char *trigger_sql = NULL;
  g_autoptr(GPtrArray) server_order = NULL;
  g_autoptr(GPtrArray) local_order = NULL;
  sqlite3_stmt *trigger;
  sqlite3_stmt *stmt;

  if (!exec_sql (self, "PRAGMA defer_foreign_keys = ON;"
                       "CREATE TEMP TABLE IF NOT EXISTS server_ids (kind TEXT, local INTEGER, server INTEGER);"
                       "DELETE FROM temp.server_ids;", error) ||
      !add_id (self, "campaign", local_id, campaign_id, error))
    return FALSE;
  if (!order_forces (server, ss, &server_order, error))
    return FALSE;
  /* The import made the forces in the file's order, so by id. */
  local_order = g_ptr_array_sized_new (ls->forces->len);
  for (guint i = 0; i < ls->forces->len; i++)
    g_ptr_array_add (local_order, g_ptr_array_index (ls->forces, i));
  g_ptr_array_sort (local_order, compare_force_ids);
  for (guint i = 0; i < server_order->len; i++)
    {
      MstCampaignForceSummary *sf = ((ForceJoined *) g_ptr_array_index (server_order, i))->force;
      MstCampaignForceSummary *lf = g_ptr_array_index (local_order, i);

      if (g_strcmp0 (sf->name, lf->name) != 0)
        return mismatch (self, campaign_id, error);
      if (!pair_force (self, server, campaign_id, sf->force_id, local_id, lf->force_id, error))
        return FALSE;
    }
  /* A copy's events are the server's, which keeps them append-only: here
   * they are only given its ids, the library's guard lifted meanwhile. */
  trigger = mst_server_cache_prepare (self, "SELECT sql FROM sqlite_master WHERE type = 'trigger' "
                           "AND name = 'campaign_events_append_only_update'", error);
  if (trigger == NULL)
    return FALSE;
  if (sqlite3_step (trigger) == SQLITE_ROW)
    trigger_sql = mst_store_column_dup (trigger, 0);
  mst_stmt_cache_done (trigger);
  if ((trigger_sql != NULL && !exec_sql (self, "DROP TRIGGER campaign_events_append_only_update", error)) ||
      !renumber (self, 0, error) || !drop_copy (self, campaign_id, error) || !renumber (self, 1, error) ||
      (trigger_sql != NULL && !exec_sql (self, trigger_sql, error)))
    return FALSE;

  stmt = mst_server_cache_prepare (self, "INSERT INTO server_copies (campaign_id, taken) VALUES (?1, ?2)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, g_get_real_time () / G_USEC_PER_SEC);
  if (!mst_store_run (self->store, stmt, error))
    return FALSE;
  for (guint i = 0; i < ss->forces->len; i++)
    {
      MstCampaignForceSummary *sf = g_ptr_array_index (ss->forces, i);
      gint64 revision = mst_campaign_backend_get_revision (server, sf->force_id, error);

      if (revision == 0)
        return FALSE;
      stmt = mst_server_cache_prepare (self, "INSERT INTO server_revisions (force_id, campaign_id, revision) VALUES (?1, ?2, ?3)",
                      error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, sf->force_id);
      sqlite3_bind_int64 (stmt, 2, campaign_id);
      sqlite3_bind_int64 (stmt, 3, revision);
      if (!mst_store_run (self->store, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static GRecMutex keep_lock;

static gboolean
keep_copy (MstServerCache *self, MstServerCampaign *server, gint64 campaign_id, GError **error)
{
  MstCampaignBackend *backend = MST_CAMPAIGN_BACKEND (server);
  g_autoptr(MstCampaignSummary) ss = NULL;
  g_autoptr(MstCampaignSummary) ls = NULL;
  g_autofree char *data = NULL;
  g_autofree char *tmp = NULL;
  gsize len = 0;
  gint64 local_id;
  gboolean ok;
  int fd;

  data = mst_campaign_backend_export_data (backend, campaign_id, &len, error);
  if (data == NULL || (ss = mst_campaign_backend_summarize (backend, campaign_id, error)) == NULL)
    return FALSE;
  /* Beside the copy, the player's alone, cleared once its writer is gone
   * if this process is killed before it goes. */
  {
    g_autofree char *dir = g_path_get_dirname (self->path);
    int saved;

    fd = mst_paths_open_temporary (dir, "campaign.xml", &tmp, error);
    if (fd < 0)
      return FALSE;
    saved = mst_paths_write_all (fd, data, len);
    close (fd);
    if (saved != 0)
      {
        g_unlink (tmp);
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s cannot be written: %s"), tmp,
                     g_strerror (saved));
        return FALSE;
      }
  }
  /* Imported and given the server's ids in one transaction: a process
   * killed between the two leaves nothing, never a campaign under ids of
   * its own that the server later gives to others (and the copy kept
   * before is untouched); another process keeping a copy waits for it. */
  if (!mst_library_begin (self->library, error))
    {
      g_unlink (tmp);
      return FALSE;
    }
  local_id = mst_campaign_store_import_file (self->store, tmp, error);
  g_unlink (tmp);
  ok = local_id != 0;
  if (ok)
    {
      ls = mst_campaign_store_summarize (self->store, local_id, error);
      ok = ls != NULL;
    }
  if (ok && ls->forces->len != ss->forces->len)
    ok = mismatch (self, campaign_id, error);
  if (ok)
    ok = adopt (self, backend, campaign_id, local_id, ss, ls, error);
  if (ok)
    ok = mst_library_commit (self->library, error);
  else
    mst_library_rollback (self->library);
  return ok;
}

gboolean
mst_server_cache_keep (MstServerCache *self, MstServerCampaign *server, gint64 campaign_id, GError **error)
{
  gboolean began;
  gboolean ok;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), FALSE);
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (server), FALSE);

  /* One copy kept at a time in this process (two jobs of the campaign
   * window keep the same campaign at once): a keep holds the copies' file
   * for its whole transaction, server reads included, and another on its
   * own connection would wait on SQLite's busy timeout rather than on it. */
  g_rec_mutex_lock (&keep_lock);
  /* The campaign exported and the server's rows it is checked against
   * (its forces, battles and events, paired with the copy's) are read in
   * one snapshot: another player's battle written in between cannot make
   * them disagree and the copy be refused. */
  began = mst_pg_read_begin (server);
  ok = keep_copy (self, server, campaign_id, error);
  mst_pg_read_end (server, began);
  g_rec_mutex_unlock (&keep_lock);
  return ok;
}

/* The backend: the copies read, battles and changes queued */

static MstServerCache *
cache_of (MstCampaignBackend *backend)
{
  return MST_SERVER_CACHE (backend);
}

static MstCampaignBackend *
copies (MstCampaignBackend *backend)
{
  return MST_CAMPAIGN_BACKEND (cache_of (backend)->store);
}

static const char *
cache_get_location (MstCampaignBackend *backend)
{
  return cache_of (backend)->address;
}

static gboolean
cache_refuse (MstCampaignBackend *backend, GError **error)
{
  /* TRANSLATORS: HOST:PORT */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
               _("%s cannot be reached: only battles and changes between battles can wait for it"),
               cache_of (backend)->address);
  return FALSE;
}

static gint64
cache_create (MstCampaignBackend *backend, const char *name, GError **error)
{
  return cache_refuse (backend, error);
}

static gboolean
cache_rename (MstCampaignBackend *backend, gint64 campaign_id, const char *name, GError **error)
{
  return cache_refuse (backend, error);
}

static gboolean
cache_set_archived (MstCampaignBackend *backend, gint64 campaign_id, gboolean archived, GError **error)
{
  return cache_refuse (backend, error);
}

static gboolean
cache_remove (MstCampaignBackend *backend, gint64 campaign_id, gboolean deleted, GError **error)
{
  return cache_refuse (backend, error);
}

static gint64
cache_add_force (MstCampaignBackend *backend, gint64 campaign_id, MstForce *force, const char *date,
                 GError **error)
{
  return cache_refuse (backend, error);
}

static gint64
cache_import_file (MstCampaignBackend *backend, const char *path, GError **error)
{
  return cache_refuse (backend, error);
}

static GPtrArray *
cache_list (MstCampaignBackend *backend, gboolean with_archived, GError **error)
{
  return mst_campaign_backend_list (copies (backend), with_archived, error);
}

static MstCampaignSummary *
cache_summarize (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  return mst_campaign_backend_summarize (copies (backend), campaign_id, error);
}

static GPtrArray *
cache_list_battles (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, gboolean with_records,
                    GError **error)
{
  return mst_campaign_backend_list_battles (copies (backend), campaign_id, force_id, with_records, error);
}

static gint64
cache_get_force_campaign (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  return mst_campaign_backend_get_force_campaign (copies (backend), force_id, error);
}

static MstForce *
cache_get_force (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  return mst_campaign_backend_get_force (copies (backend), force_id, error);
}

static gint64
cache_get_revision (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCache *self = cache_of (backend);
  gint64 revision = mst_server_cache_query_int (self, "SELECT revision FROM server_revisions WHERE force_id = ?1", force_id);

  if (revision == 0)
    {
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, force_id);
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: no force %s"), self->address, id);
    }
  return revision;
}

static gint64
cache_record_battle (MstCampaignBackend *backend, gint64 force_id, MstBattle *battle, gint64 base_revision,
                     GError **error)
{
  return mst_server_cache_queue_battle (cache_of (backend), force_id, battle, base_revision, error);
}

/* Queued together, all or none, each on the same revision: the sync
 * bases each on the one the write before it made. */
static gboolean
cache_record_battles (MstCampaignBackend *backend, gint64 force_id, GPtrArray *battles, gint64 base_revision,
                      gint64 *ids, GError **error)
{
  MstServerCache *self = cache_of (backend);

  if (!mst_library_begin (self->library, error))
    return FALSE;
  for (guint i = 0; i < battles->len; i++)
    {
      ids[i] = mst_server_cache_queue_battle (self, force_id, g_ptr_array_index (battles, i), base_revision, error);
      if (ids[i] == 0)
        {
          mst_library_rollback (self->library);
          return FALSE;
        }
    }
  return mst_library_commit (self->library, error);
}

/* Taken back on the server alone, by its game master: never queued. */
static gint64
cache_retract (MstCampaignBackend *backend, gint64 event_id, const char *reason, GError **error)
{
  MstServerCache *self = cache_of (backend);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
               _("%s cannot be reached: a change is taken back on the server itself, not queued"), self->address);
  return 0;
}

static gint64
cache_append (MstCampaignBackend *backend, gint64 force_id, MstCampaignEvent *event, gint64 base_revision,
              GError **error)
{
  return mst_server_cache_queue_event (cache_of (backend), force_id, event, base_revision, error);
}

static GPtrArray *
cache_list_events (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  return mst_campaign_backend_list_events (copies (backend), force_id, error);
}

static MstForce *
cache_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  return mst_campaign_backend_replay (copies (backend), force_id, date, error);
}

static char *
cache_export_data (MstCampaignBackend *backend, gint64 campaign_id, gsize *len, GError **error)
{
  return mst_campaign_backend_export_data (copies (backend), campaign_id, len, error);
}

/* Every write made here waits in the queue. */
static gboolean
cache_write_queued (MstCampaignBackend *backend)
{
  return TRUE;
}

static GPtrArray *
cache_list_queued (MstCampaignBackend *backend, GError **error)
{
  g_autoptr(GPtrArray) writes = mst_server_cache_list_queue (cache_of (backend), error);
  GPtrArray *lines;

  if (writes == NULL)
    return NULL;
  lines = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < writes->len; i++)
    {
      const MstQueuedWrite *w = g_ptr_array_index (writes, i);
      MstCampaignLine *line = mst_campaign_line_new (MST_CAMPAIGN_LINE_TEXT, w->what,
                                                     mst_queued_write_state_get_label (w->state));

      mst_campaign_line_set_id (line, w->id);
      g_ptr_array_add (lines, line);
    }
  return lines;
}

static void
server_cache_backend_init (MstCampaignBackendInterface *iface)
{
  iface->get_location = cache_get_location;
  iface->create = cache_create;
  iface->rename = cache_rename;
  iface->set_archived = cache_set_archived;
  iface->remove = cache_remove;
  iface->list = cache_list;
  iface->summarize = cache_summarize;
  iface->list_battles = cache_list_battles;
  iface->add_force = cache_add_force;
  iface->get_force_campaign = cache_get_force_campaign;
  iface->get_force = cache_get_force;
  iface->get_revision = cache_get_revision;
  iface->record_battle = cache_record_battle;
  iface->record_battles = cache_record_battles;
  iface->retract = cache_retract;
  iface->append = cache_append;
  iface->list_events = cache_list_events;
  iface->replay = cache_replay;
  iface->export_data = cache_export_data;
  iface->import_file = cache_import_file;
  iface->write_queued = cache_write_queued;
  iface->list_queued = cache_list_queued;
}
