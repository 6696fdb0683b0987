/* mst-server-cache-queue.c: the battles and changes queued for a club
 * server while it could not be reached, and their sending once it can:
 * each in order, on the revision the one before it made, the refused
 * kept with the server's word.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-rows-private.h"
#include "mst-campaign-store-private.h"
#include "mst-enum-types.h"
#include "mst-error.h"
#include "mst-library-private.h"
#include "mst-paths.h"
#include "mst-server-cache-object.h"
#include "mst-types-private.h"
#include "mst-server-campaign.h"

void
mst_queued_write_free (MstQueuedWrite *write)
{
  if (write == NULL)
    return;
  g_free (write->author);
  g_free (write->what);
  g_free (write->message);
  g_free (write->client_id);
  g_free (write);
}

const char *
mst_queued_write_state_get_label (MstQueuedWriteState state)
{
  switch (state)
    {
    case MST_QUEUED_WRITE_CONFLICT:
      return _("Changed on the server meanwhile");
    case MST_QUEUED_WRITE_NOT_ALLOWED:
      return _("Not allowed to this login");
    case MST_QUEUED_WRITE_REFUSED:
      return _("Refused by the server");
    case MST_QUEUED_WRITE_WAITING:
    case MST_QUEUED_WRITE_SENT:
    default:
      return _("Waiting to be sent");
    }
}

/* The stable names are the enumeration's nicks (glib-mkenums). */
const char *
mst_queued_write_state_to_string (MstQueuedWriteState state)
{
  const char *nick = mst_enum_to_nick (MST_TYPE_QUEUED_WRITE_STATE, state);

  g_return_val_if_fail (nick != NULL, "waiting");
  return nick;
}

static MstQueuedWriteState
state_from_string (const char *s)
{
  int state = MST_QUEUED_WRITE_WAITING;

  mst_enum_from_nick (MST_TYPE_QUEUED_WRITE_STATE, s, &state);
  return (MstQueuedWriteState) state;
}

static gint64
queue_write (MstServerCache   *self,
             gint64            force_id,
             MstBattle        *battle,
             MstCampaignEvent *event,
             gint64            base_revision,
             GError          **error)
{
  gint64 campaign_id = mst_server_cache_get_force_campaign (self, force_id);
  sqlite3_stmt *stmt;
  g_autofree char *battle_data = NULL;

  if (campaign_id == 0)
    {
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, force_id);

      /* TRANSLATORS: a force's id, then HOST:PORT */
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
                   _("Force %s is in no campaign kept from %s: read it once while the server can be reached; "
                     "nothing was queued"), id, self->address);
      return 0;
    }
  if (base_revision < 0)
    base_revision = mst_server_cache_query_int (self, "SELECT revision FROM server_revisions WHERE force_id = ?1", force_id);

  stmt = mst_server_cache_prepare (self,
                  "INSERT INTO server_queue (campaign_id, force_id, base_revision, author, queued, battle, kind, "
                  "  date, unit, general, name, previous, template, bases, command, respect, ability, weapon, "
                  "  doctrines, data, client_id) "
                  "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, "
                  "  ?21)",
                  error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, force_id);
  sqlite3_bind_int64 (stmt, 3, base_revision);
  mst_store_bind_text (stmt, 4, self->user);
  sqlite3_bind_int64 (stmt, 5, g_get_real_time () / G_USEC_PER_SEC);
  /* Its own id, sent with it and kept with its row on the server. */
  sqlite3_bind_text (stmt, 21, g_uuid_string_random (), -1, g_free);
  if (battle != NULL)
    {
      gsize len = 0;

      battle_data = mst_battle_to_data (battle, &len);
      mst_store_bind_text (stmt, 6, battle_data);
      mst_store_bind_text (stmt, 7, mst_campaign_event_kind_to_string (MST_CAMPAIGN_EVENT_BATTLE));
      mst_store_bind_text (stmt, 11, mst_battle_get_name (battle));
    }
  else
    {
      /* As the library keeps an event (mst-campaign-records.c), so that
       * mst_record_row_read_event() reads it back. */
      mst_store_bind_text (stmt, 7, mst_campaign_event_kind_to_string (mst_campaign_event_get_kind (event)));
      mst_store_bind_text (stmt, 8, mst_campaign_event_get_date (event));
      mst_store_bind_event_fields (stmt, 9, event);
    }
  if (!mst_store_run (self->store, stmt, error))
    return 0;
  return sqlite3_last_insert_rowid (mst_library_get_db (self->library));
}

gboolean
mst_server_cache_note_revision (MstServerCache *self, gint64 force_id, gint64 revision, GError **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), FALSE);

  stmt = mst_server_cache_prepare (self, "UPDATE server_revisions SET revision = ?2 "
                                   "WHERE force_id = ?1 AND revision < ?2", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  sqlite3_bind_int64 (stmt, 2, revision);
  return mst_store_run (self->store, stmt, error);
}

gint64
mst_server_cache_queue_battle (MstServerCache *self, gint64 force_id, MstBattle *battle, gint64 base_revision,
                               GError **error)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), 0);
  g_return_val_if_fail (MST_IS_BATTLE (battle), 0);
  return queue_write (self, force_id, battle, NULL, base_revision, error);
}

gint64
mst_server_cache_queue_event (MstServerCache *self, gint64 force_id, MstCampaignEvent *event, gint64 base_revision,
                              GError **error)
{
  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), 0);
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (event), 0);
  return queue_write (self, force_id, NULL, event, base_revision, error);
}

/* The queue's columns; from the tenth, a new event's in campaign_events'
 * order (no ids, not recorded yet). */
#define QUEUE_COLUMNS \
  "id, base_revision, author, state, message, battle, campaign_id, force_id, queued, " \
  "0, 0, 0, kind, date, 0, NULL, unit, general, name, previous, template, bases, " \
  "command, respect, ability, weapon, doctrines, data, client_id"
#define QUEUE_EVENT_COLUMN 9
#define QUEUE_BATTLE_COLUMN 5
#define QUEUE_CLIENT_ID_COLUMN 28

static MstQueuedWrite *
read_write (sqlite3_stmt *stmt)
{
  MstQueuedWrite *w = g_new0 (MstQueuedWrite, 1);
  const char *kind = (const char *) sqlite3_column_text (stmt, QUEUE_EVENT_COLUMN + 3);
  const char *name = (const char *) sqlite3_column_text (stmt, QUEUE_EVENT_COLUMN + 9);

  w->id = sqlite3_column_int64 (stmt, 0);
  w->base_revision = sqlite3_column_int64 (stmt, 1);
  w->author = mst_store_column_dup (stmt, 2);
  w->state = state_from_string ((const char *) sqlite3_column_text (stmt, 3));
  w->message = mst_store_column_dup (stmt, 4);
  w->campaign_id = sqlite3_column_int64 (stmt, 6);
  w->force_id = sqlite3_column_int64 (stmt, 7);
  w->queued = sqlite3_column_int64 (stmt, 8);
  w->battle = sqlite3_column_type (stmt, QUEUE_BATTLE_COLUMN) != SQLITE_NULL;
  w->client_id = mst_store_column_dup (stmt, QUEUE_CLIENT_ID_COLUMN);
  w->what = w->battle ? g_strdup_printf ("battle %s", name != NULL ? name : "") : g_strdup (kind);
  return w;
}

GPtrArray *
mst_server_cache_list_queue (MstServerCache *self, GError **error)
{
  g_autoptr(GPtrArray) writes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_queued_write_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  stmt = mst_server_cache_prepare (self, "SELECT " QUEUE_COLUMNS " FROM server_queue ORDER BY id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (writes, read_write (stmt));
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  return g_steal_pointer (&writes);
}

/* A dropped battle's record written to @path, its folder made first; whole
 * and on disk before the write leaves the queue. */
static gboolean
keep_battle (const char *path, const char *data, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Cannot create %s: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  return mst_file_replace (path, data, -1, error);
}

char *
mst_server_cache_dropped_battle_path (gint64 id)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *name = g_strdup_printf ("battle-%" G_GINT64_FORMAT "-%s.xml", id, stamp);
  g_autofree char *dir = mst_paths_get_user_dir ();

  return g_build_filename (dir, "dropped", name, NULL);
}

MstQueuedWrite *
mst_server_cache_drop_queued (MstServerCache *self, gint64 id, const char *keep_battle_in, char **battle_data,
                              GError **error)
{
  g_autoptr(MstQueuedWrite) w = NULL;
  g_autofree char *data = NULL;
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);

  stmt = mst_server_cache_prepare (self, "SELECT " QUEUE_COLUMNS " FROM server_queue WHERE id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      w = read_write (stmt);
      data = mst_store_column_dup (stmt, QUEUE_BATTLE_COLUMN);
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  if (w == NULL)
    {
      /* TRANSLATORS: the number of a write in the queue, then HOST:PORT */
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("No write %s in the queue for %s"), id_s, self->address);
      return NULL;
    }
  if (w->state == MST_QUEUED_WRITE_WAITING)
    {
      /* TRANSLATORS: the number of a write in the queue */
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("Write %s is still waiting to be sent: campaign sync sends it, it is not dropped"), id_s);
      return NULL;
    }
  if (keep_battle_in != NULL && data != NULL && !keep_battle (keep_battle_in, data, error))
    return NULL;
  stmt = mst_server_cache_prepare (self, "DELETE FROM server_queue WHERE id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  if (!mst_store_run (self->store, stmt, error))
    return NULL;
  if (battle_data != NULL)
    *battle_data = g_steal_pointer (&data);
  return g_steal_pointer (&w);
}

static gboolean
mark (MstServerCache *self, MstQueuedWrite *w, GError **error)
{
  sqlite3_stmt *stmt;

  if (w->state == MST_QUEUED_WRITE_SENT)
    stmt = mst_server_cache_prepare (self, "DELETE FROM server_queue WHERE id = ?1", error);
  else
    stmt = mst_server_cache_prepare (self, "UPDATE server_queue SET state = ?2, message = ?3 WHERE id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, w->id);
  if (w->state != MST_QUEUED_WRITE_SENT)
    {
      mst_store_bind_text (stmt, 2, mst_queued_write_state_to_string (w->state));
      mst_store_bind_text (stmt, 3, w->message);
    }
  return mst_store_run (self->store, stmt, error);
}

/* A force's revisions as the queue moves them: writes queued on @from
 * are now based on @to. */
typedef struct {
  gint64 from;
  gint64 to;
} Rebase;

/* A queue row read as campaign_events' row: its columns from the row's
 * number on. */
static const char *
offset_text (gpointer result, int row, int col)
{
  return (const char *) sqlite3_column_text (result, row + col);
}

static gint64
offset_integer (gpointer result, int row, int col)
{
  return sqlite3_column_int64 (result, row + col);
}

/* Sends write @w (its row in @stmt) to @server. */
static void
send_write (MstServerCache *self, MstCampaignBackend *server, sqlite3_stmt *stmt, MstQueuedWrite *w,
            GHashTable *rebased)
{
  g_autoptr(GError) error = NULL;
  Rebase *r = g_hash_table_lookup (rebased, &w->force_id);
  gint64 base = r != NULL && r->from == w->base_revision ? r->to : w->base_revision;
  gint64 id = 0;

  /* Sent by a sync cut off after the server took it: delivered, not sent
   * again (nor a conflict with itself). */
  if (w->client_id != NULL)
    {
      gint64 found = mst_server_campaign_find_delivered (MST_SERVER_CAMPAIGN (server), w->force_id, w->client_id,
                                                         &error);

      if (found > 0)
        {
          gint64 now = mst_campaign_backend_get_revision (server, w->force_id, NULL);

          w->state = MST_QUEUED_WRITE_SENT;
          w->server_id = found;
          w->delivered_before = TRUE;
          if (now != 0)
            {
              Rebase *next = g_new (Rebase, 1);
              gint64 *key = g_new (gint64, 1);

              *key = w->force_id;
              next->from = w->base_revision;
              next->to = now;
              g_hash_table_replace (rebased, key, next);
            }
          return;
        }
      if (found < 0)
        {
          w->message = g_strdup (error->message);
          w->state = mst_campaign_backend_is_unreachable (error) ? MST_QUEUED_WRITE_WAITING : MST_QUEUED_WRITE_REFUSED;
          return;
        }
      {
        MstCampaignEventKind kind = MST_CAMPAIGN_EVENT_BATTLE;

        if (sqlite3_column_type (stmt, QUEUE_BATTLE_COLUMN) == SQLITE_NULL)
          mst_campaign_event_kind_from_string ((const char *) sqlite3_column_text (stmt, QUEUE_EVENT_COLUMN + 3),
                                               &kind);
        mst_server_campaign_set_client_id (MST_SERVER_CAMPAIGN (server), w->client_id, kind);
      }
    }

  if (sqlite3_column_type (stmt, QUEUE_BATTLE_COLUMN) != SQLITE_NULL)
    {
      const char *data = (const char *) sqlite3_column_text (stmt, QUEUE_BATTLE_COLUMN);
      g_autofree char *display = g_strdup_printf ("%s: %s", self->path, w->what);
      g_autoptr(MstBattle) battle = mst_battle_new_from_data (data, strlen (data), display, &error);

      if (battle != NULL)
        id = mst_campaign_backend_record_battle (server, w->force_id, battle, base, &error);
    }
  else
    {
      MstRecordRow row = { stmt, QUEUE_EVENT_COLUMN, offset_text, offset_integer };
      g_autoptr(MstCampaignEvent) event = NULL;

      event = mst_record_row_read_event (&row, NULL, &error);
      if (event != NULL)
        id = mst_campaign_backend_append (server, w->force_id, event, base, &error);
    }

  /* Whatever came of it, the next write carries no id of this one's. */
  mst_server_campaign_set_client_id (MST_SERVER_CAMPAIGN (server), NULL, MST_CAMPAIGN_EVENT_BATTLE);
  if (id != 0)
    {
      gint64 now;

      w->state = MST_QUEUED_WRITE_SENT;
      w->server_id = id;
      /* The revision this write made, for the writes queued after it on
       * the same revision.  The server took it only at @base, under the
       * force's row lock, and bumps a revision by one on the one update a
       * write makes (mst-server-schema.c): it is @base + 1, whatever
       * another player writes next.  Without a base, it is read. */
      now = base > 0 ? base + 1 : mst_campaign_backend_get_revision (server, w->force_id, NULL);
      if (now != 0)
        {
          Rebase *next = g_new (Rebase, 1);
          gint64 *key = g_new (gint64, 1);

          *key = w->force_id;
          next->from = w->base_revision;
          next->to = now;
          g_hash_table_replace (rebased, key, next);
        }
      return;
    }
  g_clear_pointer (&w->message, g_free);
  w->message = g_strdup (error->message);
  if (mst_campaign_backend_is_unreachable (error))
    w->state = MST_QUEUED_WRITE_WAITING;
  else if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
    w->state = MST_QUEUED_WRITE_CONFLICT;
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    w->state = MST_QUEUED_WRITE_NOT_ALLOWED;
  else
    w->state = MST_QUEUED_WRITE_REFUSED;
}

GPtrArray *
mst_server_cache_flush (MstServerCache *self, MstServerCampaign *server, GError **error)
{
  g_autoptr(GPtrArray) writes = g_ptr_array_new_with_free_func ((GDestroyNotify) mst_queued_write_free);
  g_autoptr(GHashTable) rebased = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  gboolean gone = FALSE;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), NULL);
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (server), NULL);

  stmt = mst_server_cache_prepare (self, "SELECT " QUEUE_COLUMNS " FROM server_queue ORDER BY id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MstQueuedWrite *w = read_write (stmt);

      g_ptr_array_add (writes, w);
      if (gone)
        continue;
      send_write (self, MST_CAMPAIGN_BACKEND (server), stmt, w, rebased);
      gone = w->state == MST_QUEUED_WRITE_WAITING;
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    mst_library_fail (self->library, error);

  /* The fates written after the reading: a write sent is on the server
   * already, so a failure here leaves it queued, to come back as a
   * conflict rather than be lost. */
  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->message != NULL || w->state == MST_QUEUED_WRITE_SENT)
        if (!mark (self, w, rc == SQLITE_DONE ? error : NULL))
          rc = SQLITE_ERROR;
    }
  if (rc != SQLITE_DONE)
    return NULL;
  return g_steal_pointer (&writes);
}

gboolean
mst_server_cache_keep_sent (MstServerCache *self, MstServerCampaign *server, GPtrArray *writes, GError **error)
{
  g_autoptr(GHashTable) touched = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gboolean ok = TRUE;
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (MST_IS_SERVER_CACHE (self), FALSE);
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (server), FALSE);

  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->state == MST_QUEUED_WRITE_SENT)
        g_hash_table_add (touched, g_memdup2 (&w->campaign_id, sizeof w->campaign_id));
    }
  g_hash_table_iter_init (&iter, touched);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!mst_server_cache_keep (self, server, *(gint64 *) key, ok ? error : NULL))
      ok = FALSE;
  return ok;
}
