/* mst-server-publish.c: whole campaigns between a club's PostgreSQL server
 * and the library's kind of store: exported to a campaign file, imported
 * from one, and published from the library.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each goes through a store in a scratch library database, so that a file
 * is read and written by the same code and checked the same way as in the
 * library. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-campaign-event-private.h"
#include "mst-campaign-store-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-server-campaign-private.h"

/* A library database of its own in a new temporary folder, for the work a
 * file's reader and writer do on one: removed by scratch_free(). */
typedef struct {
  char *dir;
  MstLibrary *library;
  MstCampaignStore *store;
} Scratch;

static void
scratch_free (Scratch *scratch)
{
  if (scratch == NULL)
    return;
  g_clear_object (&scratch->store);
  g_clear_object (&scratch->library);
  if (scratch->dir != NULL)
    {
      g_autoptr(GDir) dir = g_dir_open (scratch->dir, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (scratch->dir, name, NULL);
          g_unlink (path);
        }
      g_rmdir (scratch->dir);
      g_free (scratch->dir);
    }
  g_free (scratch);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scratch, scratch_free)

static Scratch *
scratch_new (MstCatalogue *catalogue, GError **error)
{
  g_autoptr(Scratch) scratch = g_new0 (Scratch, 1);
  g_autofree char *path = NULL;

  scratch->dir = g_dir_make_tmp ("muster-server-XXXXXX", error);
  if (scratch->dir == NULL)
    return NULL;
  path = g_build_filename (scratch->dir, "campaign.db", NULL);
  scratch->library = mst_library_open (path, MST_LIBRARY_OPEN_DEFAULT, error);
  if (scratch->library == NULL)
    return NULL;
  scratch->store = mst_campaign_store_new (scratch->library, catalogue);
  return g_steal_pointer (&scratch);
}

/* The server's campaign replayed into @scratch, event by event as a
 * campaign file is read: the same checks, the same records. */
static gint64
pull_campaign (MstServerCampaign *self, gint64 campaign_id, Scratch *scratch, GError **error)
{
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(PGresult) res = NULL;
  MstCampaignStore *store = scratch->store;
  gboolean began = mst_pg_read_begin (self);
  gint64 local_id = 0;

  campaign = mst_pg_get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    goto out;
  res = mst_pg_run_id (self, "SELECT force_id FROM muster.campaign_forces WHERE campaign_id = $1 "
                             "ORDER BY joined, force_id", campaign_id, error);
  if (res == NULL || !mst_library_begin (scratch->library, error))
    goto out;
  local_id = mst_store_insert_campaign (store, mst_campaign_get_name (campaign), mst_campaign_get_archived (campaign),
                                       mst_campaign_get_created (campaign), error);
  for (int i = 0; local_id != 0 && i < PQntuples (res); i++)
    {
      g_autoptr(GPtrArray) events = mst_pg_list_events (MST_CAMPAIGN_BACKEND (self), mst_pg_col_int (res, i, 0),
                                                        error);
      /* The server's ids of the force's changes to the scratch's: a
       * taking back names the change it takes back. */
      g_autoptr(GHashTable) ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
      gint64 force_id = 0;

      if (events == NULL)
        local_id = 0;
      for (guint j = 0; local_id != 0 && j < events->len; j++)
        {
          MstCampaignEvent *event = g_ptr_array_index (events, j);
          gint64 recorded = mst_campaign_event_get_recorded (event);
          gint64 server_event = mst_campaign_event_get_id (event);
          gint64 made = 0;

          if (j == 0)
            {
              const char *data = mst_campaign_event_get_force_data (event);
              g_autoptr(MstForce) force = NULL;

              if (mst_campaign_event_get_kind (event) != MST_CAMPAIGN_EVENT_JOINED || data == NULL)
                {
                  g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                               _("%s: a force’s history must begin with it joining the campaign"),
                               mst_pg_address (self));
                  local_id = 0;
                  break;
                }
              force = mst_force_new_from_data (data, strlen (data), mst_pg_address (self), self->catalogue, error);
              if (force == NULL ||
                  (force_id = mst_store_insert_force_row (store, force, error)) == 0 ||
                  !mst_store_join_locked (store, local_id, force_id, data, mst_campaign_event_get_date (event),
                                          recorded, error))
                local_id = 0;
              else
                made = mst_store_last_event_id (store, force_id);
            }
          else if (mst_campaign_event_get_kind (event) == MST_CAMPAIGN_EVENT_RETRACTED)
            {
              gint64 server_retracts = mst_campaign_event_get_retracts (event);
              gint64 *retracts = g_hash_table_lookup (ids, &server_retracts);

              if (retracts == NULL)
                {
                  g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                               _("%s: a taking back names no change before it in the force’s history"),
                               mst_pg_address (self));
                  local_id = 0;
                }
              else if ((made = mst_store_retract_locked (store, *retracts, mst_campaign_event_get_name (event),
                                                         recorded, error)) == 0)
                local_id = 0;
            }
          else if (mst_store_append_locked (store, force_id, event, recorded, error) == 0)
            local_id = 0;
          else
            made = mst_campaign_event_get_id (event);
          if (made != 0)
            g_hash_table_insert (ids, g_memdup2 (&server_event, sizeof server_event), g_memdup2 (&made, sizeof made));
        }
    }
  if (local_id == 0)
    mst_library_rollback (scratch->library);
  else if (!mst_library_commit (scratch->library, error))
    local_id = 0;

out:
  mst_pg_read_end (self, began);
  return local_id;
}

static char *
server_export_data (MstCampaignBackend *backend, gint64 campaign_id, gsize *len, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(Scratch) scratch = scratch_new (self->catalogue, error);
  gint64 local_id;

  if (scratch == NULL)
    return NULL;
  local_id = pull_campaign (self, campaign_id, scratch, error);
  if (local_id == 0)
    return NULL;
  return mst_campaign_store_export_data (scratch->store, local_id, len, error);
}

static gint64
server_import_file (MstCampaignBackend *backend, const char *path, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(Scratch) scratch = NULL;
  gint64 local_id;

  if (!mst_pg_check_game_master (self, error))
    return 0;
  scratch = scratch_new (self->catalogue, error);
  if (scratch == NULL)
    return 0;
  /* Read and checked as the library reads a file, then published whole. */
  local_id = mst_campaign_store_import_file (scratch->store, path, error);
  if (local_id == 0)
    return 0;
  return mst_server_campaign_publish (self, scratch->store, local_id, error);
}

/* Copies the rows @sql (binding ?1 to @campaign_id) reads from @local into
 * @insert, a column a parameter.  A column with a map in @maps (as many as
 * the columns; NULL: none) is an id, replaced by the server's for it.
 * With @id_col >= 0, @insert returns the new row's id, kept in @ids for
 * the row's old id in that column (which is not a parameter). */
static gboolean
copy_rows (MstServerCampaign *self,
           MstCampaignStore  *local,
           const char        *sql,
           gint64             campaign_id,
           const char        *insert,
           int                id_col,
           GHashTable        *ids,
           GHashTable *const *maps,
           GError           **error)
{
  sqlite3_stmt *stmt = mst_store_prepare (local, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(GPtrArray) p = mst_pg_params_new ();
      g_autoptr(PGresult) res = NULL;

      for (int c = 0; c < sqlite3_column_count (stmt); c++)
        {
          if (c == id_col)
            continue;
          if (sqlite3_column_type (stmt, c) == SQLITE_NULL)
            mst_pg_text (p, NULL);
          else if (maps[c] != NULL)
            {
              gint64 old = sqlite3_column_int64 (stmt, c);
              gint64 *new_id = g_hash_table_lookup (maps[c], &old);

              mst_pg_int (p, new_id != NULL ? *new_id : 0);
            }
          else
            mst_pg_text (p, (const char *) sqlite3_column_text (stmt, c));
        }
      res = mst_pg_run (self, insert, p, error);
      if (res == NULL)
        {
          mst_stmt_cache_done (stmt);
          return FALSE;
        }
      if (id_col >= 0)
        g_hash_table_insert (ids, g_memdup2 (&(gint64) { sqlite3_column_int64 (stmt, id_col) }, sizeof (gint64)),
                             g_memdup2 (&(gint64) { mst_pg_col_int (res, 0, 0) }, sizeof (gint64)));
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    return mst_library_fail (mst_campaign_store_get_library (local), error);
  return TRUE;
}

gint64
mst_server_campaign_publish (MstServerCampaign *self, MstCampaignStore *local, gint64 campaign_id,
                             GError **error)
{
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(GHashTable) forces = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GHashTable) battles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GHashTable) campaigns = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GHashTable) events = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  gboolean began;
  gint64 server_id = 0;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), 0);
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (local), 0);

  if (!mst_pg_check_game_master (self, error))
    return 0;
  began = sqlite3_get_autocommit (mst_store_db (local));
  /* One snapshot of the library, one transaction on the server. */
  mst_store_read_begin (local);
  campaign = mst_campaign_store_get (local, campaign_id, error);
  if (campaign == NULL)
    goto out;
  if (!mst_pg_begin (self, error))
    goto out;
  mst_pg_text (p, mst_campaign_get_name (campaign));
  mst_pg_bool (p, mst_campaign_get_archived (campaign));
  mst_pg_int (p, mst_campaign_get_created (campaign));
  mst_pg_int (p, mst_campaign_get_modified (campaign));
  /* Every row through the server's own functions (mst-server-schema.c),
   * which take a copy's rows only in the transaction that opened it. */
  res = mst_pg_run (self, "SELECT muster.open_campaign ($1, $2, $3, $4)", p, error);
  if (res == NULL)
    goto fail;
  server_id = mst_pg_col_int (res, 0, 0);
  g_hash_table_insert (campaigns, g_memdup2 (&campaign_id, sizeof campaign_id),
                       g_memdup2 (&server_id, sizeof server_id));

  if (!copy_rows (self, local,
                  "SELECT f.id, cf.campaign_id, f.name, f.ruleset, f.list_id, f.data, f.created, f.modified "
                  "FROM campaign_forces cf JOIN forces f ON f.id = cf.force_id "
                  "WHERE cf.campaign_id = ?1 ORDER BY cf.joined, cf.force_id",
                  campaign_id,
                  "SELECT muster.publish_force ($1, $2, $3, $4, $5, $6, $7)",
                  0, forces, (GHashTable *[8]) { NULL, campaigns }, error) ||
      !copy_rows (self, local,
                  "SELECT force_id, campaign_id, joined, state FROM campaign_forces WHERE campaign_id = ?1 "
                  "ORDER BY joined, force_id",
                  campaign_id,
                  "SELECT muster.publish_joined ($1, $2, $3, $4)",
                  -1, NULL, (GHashTable *[4]) { forces, campaigns }, error) ||
      !copy_rows (self, local,
                  "SELECT id, campaign_id, force_id, date, name, opponent, result, role, supply_spent, notes, "
                  "  recorded, bases_lost, units_broken, generals_swept_away, generals_incapacitated, "
                  "  generals_lost FROM battles WHERE campaign_id = ?1 ORDER BY id",
                  campaign_id,
                  "SELECT muster.write_battle ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, "
                  "  NULL, NULL, NULL)",
                  0, battles, (GHashTable *[16]) { NULL, campaigns, forces }, error) ||
      !copy_rows (self, local,
                  "SELECT u.battle_id, u.position, u.unit, u.grade, u.die, u.bases_before, u.bases_lost, u.broken "
                  "FROM battle_units u JOIN battles b ON b.id = u.battle_id WHERE b.campaign_id = ?1",
                  campaign_id,
                  "SELECT muster.publish_battle_unit ($1, $2, $3, $4, $5, $6, $7, $8::integer <> 0)",
                  -1, NULL, (GHashTable *[8]) { battles }, error) ||
      /* What became of the figures a unit lost, on the rows just made
       * (schema 12). */
      !copy_rows (self, local,
                  "SELECT u.battle_id, u.position, u.fates "
                  "FROM battle_units u JOIN battles b ON b.id = u.battle_id "
                  "WHERE b.campaign_id = ?1 AND u.fates IS NOT NULL",
                  campaign_id,
                  "UPDATE muster.battle_units SET fates = $3 WHERE battle_id = $1 AND position = $2::integer",
                  -1, NULL, (GHashTable *[3]) { battles }, error) ||
      !copy_rows (self, local,
                  "SELECT g.battle_id, g.position, g.general, g.fate "
                  "FROM battle_generals g JOIN battles b ON b.id = g.battle_id WHERE b.campaign_id = ?1",
                  campaign_id,
                  "SELECT muster.publish_battle_general ($1, $2, $3, $4)",
                  -1, NULL, (GHashTable *[4]) { battles }, error) ||
      !copy_rows (self, local,
                  "SELECT id, campaign_id, force_id, kind, date, recorded, battle_id, unit, general, name, previous, "
                  "  template, bases, command, respect, ability, weapon, doctrines, data "
                  "FROM campaign_events WHERE campaign_id = ?1 AND kind <> 'retracted' ORDER BY id",
                  campaign_id,
                  "SELECT muster.write_event ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, "
                  "  $16, $17, $18, NULL)",
                  0, events, (GHashTable *[19]) { NULL, campaigns, forces, NULL, NULL, NULL, battles }, error) ||
      /* What the game master took back, taken back there too. */
      !copy_rows (self, local,
                  "SELECT retracts, name, recorded FROM campaign_events "
                  "WHERE campaign_id = ?1 AND kind = 'retracted' ORDER BY id",
                  campaign_id, "SELECT muster.publish_retraction ($1, $2, $3)",
                  -1, NULL, (GHashTable *[3]) { events }, error))
    goto fail;
  /* The campaign id, too, is the server's. */
  if (!mst_pg_commit (self, error))
    {
      server_id = 0;
      goto out;
    }
  goto out;

fail:
  mst_pg_rollback (self);
  server_id = 0;
out:
  mst_store_read_end (local, began);
  return server_id;
}

void
mst_pg_backend_init_publish (MstCampaignBackendInterface *iface)
{
  iface->export_data = server_export_data;
  iface->import_file = server_import_file;
}
