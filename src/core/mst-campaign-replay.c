/* mst-campaign-replay.c: a force's state replayed from its campaign history.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-campaign-event-private.h"
#include "mst-campaign-store-private.h"
#include "mst-error.h"

MstForce *
mst_campaign_replay_events (GPtrArray        *events,
                            MstReplayStop     stop,
                            gconstpointer     data,
                            MstCatalogue     *catalogue,
                            const char       *location,
                            GError          **error)
{
  g_autoptr(MstForce) force = NULL;
  /* What the game master took back never counts, wherever it stands. */
  g_autoptr(GHashTable) retracted = mst_campaign_events_retracted (events);

  for (guint i = 0; i < events->len; i++)
    {
      MstCampaignEvent *event = g_ptr_array_index (events, i);
      gint64 id = mst_campaign_event_get_id (event);

      if (stop != NULL && stop (event, data))
        break;
      if (retracted != NULL && g_hash_table_contains (retracted, &id))
        continue;
      if (!mst_campaign_event_apply (event, &force, catalogue, error))
        {
          g_prefix_error (error, _("%s: the history cannot be replayed: "), location);
          return NULL;
        }
    }
  if (force == NULL)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND,
                   _("The force was not yet in the campaign at that point"));
      return NULL;
    }
  return g_steal_pointer (&force);
}

static gboolean
stop_at_event (MstCampaignEvent *event, gconstpointer data)
{
  gint64 id = *(const gint64 *) data;
  return id > 0 && mst_campaign_event_get_id (event) >= id;
}

gboolean
mst_campaign_replay_stop_at_date (MstCampaignEvent *event, gconstpointer data)
{
  const char *date = mst_campaign_event_get_date (event);
  return date != NULL && strcmp (date, data) >= 0;
}

MstForce *
mst_campaign_store_replay (MstCampaignStore *self,
                           gint64            force_id,
                           gint64            before_event_id,
                           GError          **error)
{
  g_autoptr(GPtrArray) events = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  events = mst_campaign_store_list_events (self, force_id, error);
  if (events == NULL)
    return NULL;
  if (events->len == 0)
    {
      mst_store_no_force (self, force_id, error);
      return NULL;
    }
  return mst_campaign_replay_events (events, stop_at_event, &before_event_id, self->catalogue,
                                     mst_library_get_path (self->library), error);
}

MstForce *
mst_campaign_store_replay_before_battle (MstCampaignStore *self, gint64 battle_id, GError **error)
{
  sqlite3_stmt *stmt;
  gint64 event_id = 0, force_id = 0;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  stmt = mst_store_prepare (self, "SELECT id, force_id FROM campaign_events WHERE battle_id = ?1", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, battle_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      event_id = sqlite3_column_int64 (stmt, 0);
      force_id = sqlite3_column_int64 (stmt, 1);
    }
  mst_stmt_cache_done (stmt);
  if (event_id == 0)
    {
      g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, battle_id);
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no battle %s"),
                   mst_library_get_path (self->library), id_s);
      return NULL;
    }
  return mst_campaign_store_replay (self, force_id, event_id, error);
}

MstForce *
mst_campaign_store_replay_before_date (MstCampaignStore *self,
                                       gint64            force_id,
                                       const char       *date,
                                       GError          **error)
{
  g_autoptr(GPtrArray) events = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);
  g_return_val_if_fail (date != NULL, NULL);

  if (!mst_campaign_date_is_valid (date))
    {
      mst_campaign_check_date (date, error);
      return NULL;
    }
  events = mst_campaign_store_list_events (self, force_id, error);
  if (events == NULL)
    return NULL;
  if (events->len == 0)
    {
      mst_store_no_force (self, force_id, error);
      return NULL;
    }
  return mst_campaign_replay_events (events, mst_campaign_replay_stop_at_date, date, self->catalogue,
                                     mst_library_get_path (self->library), error);
}

