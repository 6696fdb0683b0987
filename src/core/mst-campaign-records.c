/* mst-campaign-records.c: what happens to a campaign's forces, in the library
 * database: each event and battle appended to a force's history, the force's
 * new state written with it, and the records read back and summed up.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-rows-private.h"
#include "mst-campaign-store-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-ruleset.h"
#include "mst-xml-private.h"

/* Events */

void
mst_store_bind_event_fields (sqlite3_stmt *stmt, int first, MstCampaignEvent *event)
{
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);

  mst_store_bind_text (stmt, first, mst_campaign_event_get_unit (event));
  if (mst_campaign_event_get_general (event) >= 0)
    sqlite3_bind_int (stmt, first + 1, mst_campaign_event_get_general (event));
  mst_store_bind_text (stmt, first + 2, mst_campaign_event_get_name (event));
  mst_store_bind_text (stmt, first + 3, mst_campaign_event_get_previous (event));
  mst_store_bind_text (stmt, first + 4, mst_campaign_event_get_template_id (event));
  if (kind == MST_CAMPAIGN_EVENT_REINFORCED || kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    sqlite3_bind_int (stmt, first + 5, (int) mst_campaign_event_get_bases (event));
  if (kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    sqlite3_bind_int (stmt, first + 6, mst_campaign_event_get_command (event));
  /* first + 7 and + 8, a new general's columns before attributes, are
   * left empty: his attributes are the event's data. */
  /* first + 9 and + 10, a new unit's weapon and doctrines before
   * attributes, are left empty: its attributes are the event's data. */
  mst_store_bind_text (stmt, first + 11, mst_campaign_event_get_force_data (event));
}

gboolean
mst_store_insert_event (MstCampaignStore *self,
              MstCampaignEvent *event,
              gint64            campaign_id,
              gint64            force_id,
              gint64            battle_id,
              gint64            recorded,
              GError          **error)
{
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  sqlite3_stmt *stmt;

  stmt = mst_store_prepare (self,
                  "INSERT INTO campaign_events (campaign_id, force_id, kind, date, recorded, battle_id, "
                  "  unit, general, name, previous, template, bases, command, respect, ability, "
                  "  weapon, doctrines, data, retracts) "
                  "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19)",
                  error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, force_id);
  mst_store_bind_text (stmt, 3, mst_campaign_event_kind_to_string (kind));
  mst_store_bind_text (stmt, 4, mst_campaign_event_get_date (event));
  sqlite3_bind_int64 (stmt, 5, recorded);
  if (battle_id > 0)
    sqlite3_bind_int64 (stmt, 6, battle_id);
  mst_store_bind_event_fields (stmt, 7, event);
  if (mst_campaign_event_get_retracts (event) > 0)
    sqlite3_bind_int64 (stmt, 19, mst_campaign_event_get_retracts (event));
  if (!mst_store_run (self, stmt, error))
    return FALSE;
  mst_campaign_event_set_ids (event, sqlite3_last_insert_rowid (mst_store_db (self)), campaign_id, force_id);
  mst_campaign_event_set_recorded (event, recorded);
  return TRUE;
}

static gint64
insert_battle (gpointer          backend,
               MstBattle        *battle,
               gint64            campaign_id,
               gint64            force_id,
               gint64            recorded,
               GError          **error)
{
  MstCampaignStore *self = backend;
  sqlite3_stmt *stmt;
  gint64 id;

  stmt = mst_store_prepare (self,
                  "INSERT INTO battles (campaign_id, force_id, date, name, opponent, result, role, "
                  "  supply_spent, notes, recorded, bases_lost, units_broken, generals_swept_away, "
                  "  generals_incapacitated, generals_lost) "
                  "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, force_id);
  mst_store_bind_text (stmt, 3, mst_battle_get_date (battle));
  mst_store_bind_text (stmt, 4, mst_battle_get_name (battle));
  mst_store_bind_text (stmt, 5, mst_battle_get_opponent (battle));
  mst_store_bind_text (stmt, 6, mst_battle_result_to_string (mst_battle_get_result (battle)));
  mst_store_bind_text (stmt, 7, mst_battle_role_to_string (mst_battle_get_role (battle)));
  sqlite3_bind_int (stmt, 8, (int) mst_battle_get_supply_spent (battle));
  mst_store_bind_text (stmt, 9, mst_battle_get_notes (battle));
  sqlite3_bind_int64 (stmt, 10, recorded);
  sqlite3_bind_int (stmt, 11, (int) mst_battle_count_bases_lost (battle));
  sqlite3_bind_int (stmt, 12, (int) mst_battle_count_broken (battle));
  /* The three columns count the rule set's fates in its order (swept
   * away, incapacitated, lost; killed, wounded, captured). */
  sqlite3_bind_int (stmt, 13, (int) mst_battle_count_fate_column (battle, 0));
  sqlite3_bind_int (stmt, 14, (int) mst_battle_count_fate_column (battle, 1));
  sqlite3_bind_int (stmt, 15, (int) mst_battle_count_fate_column (battle, 2));
  if (!mst_store_run (self, stmt, error))
    return 0;
  id = sqlite3_last_insert_rowid (mst_store_db (self));

  for (guint i = 0; i < mst_battle_get_n_units (battle); i++)
    {
      const MstBattleUnit *u = mst_battle_get_unit (battle, i);

      stmt = mst_store_prepare (self,
                      "INSERT INTO battle_units (battle_id, position, unit, grade, die, bases_before, "
                      "  bases_lost, broken, fates) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)", error);
      if (stmt == NULL)
        return 0;
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int (stmt, 2, (int) i);
      mst_store_bind_text (stmt, 3, u->unit);
      mst_store_bind_text (stmt, 4, u->grade);
      sqlite3_bind_int (stmt, 5, (int) u->die);
      sqlite3_bind_int (stmt, 6, (int) u->bases_before);
      sqlite3_bind_int (stmt, 7, (int) u->bases_lost);
      sqlite3_bind_int (stmt, 8, u->broken ? 1 : 0);
      {
        g_autofree char *fates = mst_battle_unit_fates_to_string (u);
        mst_store_bind_text (stmt, 9, fates);
      }
      if (!mst_store_run (self, stmt, error))
        return 0;
    }
  for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);

      stmt = mst_store_prepare (self,
                      "INSERT INTO battle_generals (battle_id, position, general, fate) "
                      "VALUES (?1, ?2, ?3, ?4)", error);
      if (stmt == NULL)
        return 0;
      sqlite3_bind_int64 (stmt, 1, id);
      sqlite3_bind_int (stmt, 2, g->position);
      mst_store_bind_text (stmt, 3, g->general);
      mst_store_bind_text (stmt, 4, mst_general_fate_to_string (g->fate));
      if (!mst_store_run (self, stmt, error))
        return 0;
    }
  mst_battle_set_ids (battle, id, campaign_id, force_id);
  mst_battle_set_recorded (battle, recorded);
  return id;
}

/* Writes the force's new state where the campaign and the editor read it. */
gboolean
mst_store_write_state (MstCampaignStore *self, gint64 force_id, MstForce *force, GError **error)
{
  g_autofree char *data = mst_force_to_data (force, NULL);
  sqlite3_stmt *stmt;

  stmt = mst_store_prepare (self, "UPDATE campaign_forces SET state = ?2 WHERE force_id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  mst_store_bind_text (stmt, 2, data);
  if (!mst_store_run (self, stmt, error))
    return FALSE;

  mst_library_touch (self->library, force_id);
  stmt = mst_store_prepare (self, "UPDATE forces SET name = ?2, ruleset = ?3, list_id = ?4, data = ?5, "
                        "modified = ?6, revision = revision + 1 WHERE id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  mst_store_bind_text (stmt, 2, mst_force_get_name (force));
  mst_store_bind_text (stmt, 3, mst_force_get_ruleset (force));
  mst_store_bind_text (stmt, 4, mst_force_get_list_id (force));
  mst_store_bind_text (stmt, 5, data);
  sqlite3_bind_int64 (stmt, 6, mst_campaign_now ());
  return mst_store_run (self, stmt, error);
}

gboolean
mst_store_touch_campaign (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  sqlite3_stmt *stmt = mst_store_prepare (self, "UPDATE campaigns SET modified = ?2 WHERE id = ?1", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  sqlite3_bind_int64 (stmt, 2, mst_campaign_now ());
  return mst_store_run (self, stmt, error);
}

/* The battle record made whole against the force it is recorded for: a row
 * for every unit and every general, in the force's order. */
static gboolean
complete_battle (MstBattle *battle, MstForce *before, GError **error)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (before);
  g_auto(GStrv) labels = mst_campaign_force_unit_labels (before);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GPtrArray) generals = mst_force_list_generals (before);
  g_autofree gboolean *seen = g_new0 (gboolean, generals->len + 1);

  if (!mst_campaign_date_is_valid (mst_battle_get_date (battle)))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A battle needs a date (YYYY-MM-DD)"));
      mst_battle_prefix_error (battle, 0, error);
      return FALSE;
    }
  if (mst_battle_get_name (battle)[0] == '\0')
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A battle needs a name"));
      mst_battle_prefix_error (battle, 0, error);
      return FALSE;
    }

  for (guint i = 0; i < units->len; i++)
    {
      /* Namesakes are told apart by their labels, never renamed. */
      const char *name = labels[i];
      if (mst_battle_find_unit (battle, name) == NULL)
        mst_battle_set_unit (battle, name, NULL, 0, 0, FALSE);
      g_ptr_array_add (names, (gpointer) name);
    }
  mst_battle_order_units (battle, names);

  /* The commander of no name of a force without generals
   * (mst_campaign_general_is_recorded ()): no general of the battle,
   * unless a fate is said of him. */
  for (guint i = mst_battle_get_n_generals (battle); i > 0; i--)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i - 1);

      if ((g->general == NULL || g->general[0] == '\0') && g->fate == MST_GENERAL_FATE_NONE)
        mst_battle_remove_general (battle, i - 1);
    }
  for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);
      int position = g->position;

      for (guint j = 0; position < 0 && j < generals->len; j++)
        if (g_strcmp0 (mst_general_get_name (g_ptr_array_index (generals, j)), g->general) == 0)
          position = (int) j;
      if (position < 0)
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("“%s” is not a general of “%s”"),
                       g->general, mst_force_get_name (before));
          mst_battle_prefix_error (battle, g->line, error);
          return FALSE;
        }
      if ((guint) position >= generals->len || seen[position])
        {
          g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("The battle names “%s” twice"),
                       g->general);
          mst_battle_prefix_error (battle, g->line, error);
          return FALSE;
        }
      seen[position] = TRUE;
      mst_battle_set_general_position (battle, i, position);
    }
  for (guint j = 0; j < generals->len; j++)
    if (!seen[j] && mst_campaign_general_is_recorded (g_ptr_array_index (generals, j)))
      mst_battle_set_general (battle, mst_general_get_name (g_ptr_array_index (generals, j)), (int) j,
                              MST_GENERAL_FATE_NONE);
  mst_battle_sort_generals (battle);
  return TRUE;
}

/* @event checked against @force (in memory) and the history's last date,
 * a battle made whole against the force, applied to it and written by
 * @writer; the force's state written too when @write_state. */
static gint64
append_to (const MstHistoryWriter *writer,
           gpointer                backend,
           gint64                  campaign_id,
           gint64                  force_id,
           MstForce              **force,
           const char             *last_date,
           MstCatalogue           *catalogue,
           MstCampaignEvent       *event,
           gint64                  recorded,
           gboolean                write_state,
           GError                **error)
{
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  const char *date = mst_campaign_event_get_date (event);
  gint64 battle_id = 0;

  if (!mst_campaign_check_date (date, error))
    return 0;
  /* A history read by date must be in date order. */
  if (date != NULL && last_date != NULL && strcmp (date, last_date) < 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s is before the last date in this force’s history (%s)"), date, last_date);
      return 0;
    }
  if (kind == MST_CAMPAIGN_EVENT_BATTLE &&
      !complete_battle (mst_campaign_event_get_battle (event), *force, error))
    return 0;

  mst_campaign_event_set_ids (event, 0, campaign_id, force_id);
  if (!mst_campaign_event_apply (event, force, catalogue, error))
    return 0;

  if (kind == MST_CAMPAIGN_EVENT_BATTLE)
    {
      battle_id = writer->insert_battle (backend, mst_campaign_event_get_battle (event), campaign_id, force_id,
                                         recorded, error);
      if (battle_id == 0)
        return 0;
    }
  if (!writer->insert_event (backend, event, campaign_id, force_id, battle_id, recorded, error) ||
      (write_state && !writer->write_state (backend, campaign_id, force_id, *force, error)))
    return 0;
  return battle_id > 0 ? battle_id : mst_campaign_event_get_id (event);
}

/* The force as the campaign last wrote it, with a change made outside the
 * campaign since (in an editor) recorded before anything else: that change
 * is part of the history too. */
static MstForce *
open_row (const MstHistoryWriter *writer, gpointer backend, const MstHistoryForce *row, MstCatalogue *catalogue,
          gboolean edit_too, gint64 recorded, GError **error)
{
  g_autofree char *display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, row->location, row->force_id);
  g_autoptr(MstForce) force = mst_force_open_data (row->state, strlen (row->state), display, catalogue, error);

  if (force == NULL)
    return NULL;
  mst_force_set_id (force, row->force_id);
  if (edit_too && g_strcmp0 (row->state, row->data) != 0)
    {
      g_autoptr(MstCampaignEvent) edit = mst_campaign_event_new_edited (row->data);

      mst_campaign_event_set_ids (edit, 0, row->campaign_id, row->force_id);
      if (!mst_campaign_event_apply (edit, &force, catalogue, error) ||
          !writer->insert_event (backend, edit, row->campaign_id, row->force_id, 0, recorded, error))
        return NULL;
    }
  return g_steal_pointer (&force);
}

gint64
mst_history_append (const MstHistoryWriter *writer,
                    gpointer                backend,
                    const MstHistoryForce  *row,
                    MstCatalogue           *catalogue,
                    MstCampaignEvent       *event,
                    gint64                  recorded,
                    GError                **error)
{
  g_autoptr(MstForce) force = NULL;
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);

  if (!mst_campaign_check_date (mst_campaign_event_get_date (event), error))
    return 0;
  force = open_row (writer, backend, row, catalogue, kind != MST_CAMPAIGN_EVENT_EDITED, recorded, error);
  if (force == NULL)
    return 0;
  return append_to (writer, backend, row->campaign_id, row->force_id, &force, row->last_date, catalogue, event,
                    recorded, TRUE, error);
}

static gboolean
store_insert_event (gpointer backend, MstCampaignEvent *event, gint64 campaign_id, gint64 force_id,
                    gint64 battle_id, gint64 recorded, GError **error)
{
  return mst_store_insert_event (backend, event, campaign_id, force_id, battle_id, recorded, error);
}

static gboolean
store_write_state (gpointer backend, gint64 campaign_id, gint64 force_id, MstForce *force, GError **error)
{
  return mst_store_write_state (backend, force_id, force, error) &&
         mst_store_touch_campaign (backend, campaign_id, error);
}

static const MstHistoryWriter store_writer = { insert_battle, store_insert_event, store_write_state };

/* Force @force_id's campaign row as it stands: @row filled, its texts
 * in @state, @data (the force open in a window, when it is the stored
 * revision) and @last_date. */
static gboolean
read_row (MstCampaignStore *self, gint64 force_id, MstHistoryForce *row, char **state, char **data,
          char **last_date, GError **error)
{
  sqlite3_stmt *stmt;
  gint64 stored;
  g_autofree char *live_data = NULL;
  int rc;

  stmt = mst_store_prepare (self, "SELECT cf.campaign_id, cf.state, f.data, "
                        "  (SELECT max(date) FROM campaign_events e WHERE e.force_id = cf.force_id "
                        "   AND NOT EXISTS (SELECT 1 FROM campaign_events r WHERE r.retracts = e.id)), "
                        "  f.revision "
                        "FROM campaign_forces cf JOIN forces f ON f.id = cf.force_id "
                        "WHERE cf.force_id = ?1", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, force_id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        mst_store_no_force (self, force_id, error);
      else
        mst_library_fail (self->library, error);
      mst_stmt_cache_done (stmt);
      return FALSE;
    }
  row->campaign_id = sqlite3_column_int64 (stmt, 0);
  *state = mst_store_column_dup (stmt, 1);
  *data = mst_store_column_dup (stmt, 2);
  *last_date = mst_store_column_dup (stmt, 3);
  stored = sqlite3_column_int64 (stmt, 4);
  mst_stmt_cache_done (stmt);

  /* The force open in a window is the force: an edit not saved yet is
   * part of it, and recorded before this event like any other edit.  A
   * live copy of an older revision (another process wrote since) is read
   * again after this write instead. */
  live_data = mst_store_live_data (self, force_id, stored);
  if (live_data != NULL && g_strcmp0 (live_data, *data) != 0)
    {
      g_free (*data);
      *data = g_steal_pointer (&live_data);
    }

  row->location = mst_library_get_path (self->library);
  row->force_id = force_id;
  row->state = *state;
  row->data = *data;
  row->last_date = *last_date;
  return TRUE;
}

/* Inside a transaction: appends @event to the force's history.  Returns
 * the event's id (for BATTLE: the battle's id). */
gint64
mst_store_append_locked (MstCampaignStore *self,
                         gint64            force_id,
                         MstCampaignEvent *event,
                         gint64            recorded,
                         GError          **error)
{
  g_autofree char *state = NULL;
  g_autofree char *data = NULL;
  g_autofree char *last_date = NULL;
  MstHistoryForce row = { 0 };

  if (!read_row (self, force_id, &row, &state, &data, &last_date, error))
    return 0;
  return mst_history_append (&store_writer, self, &row, self->catalogue, event, recorded, error);
}

/* A force's history appended to in memory (an import's): read once, each
 * event applied to the force as it stands, its state written once. */
struct _MstStoreAppender {
  MstCampaignStore *store;
  gint64 campaign_id;
  gint64 force_id;
  MstForce *force;
  char *last_date;
  gboolean dirty;
};

MstStoreAppender *
mst_store_appender_new (MstCampaignStore *self, gint64 force_id, gint64 recorded, GError **error)
{
  g_autofree char *state = NULL;
  g_autofree char *data = NULL;
  g_autofree char *last_date = NULL;
  MstHistoryForce row = { 0 };
  MstStoreAppender *a;
  MstForce *force;

  if (!read_row (self, force_id, &row, &state, &data, &last_date, error))
    return NULL;
  force = open_row (&store_writer, self, &row, self->catalogue, TRUE, recorded, error);
  if (force == NULL)
    return NULL;
  a = g_new0 (MstStoreAppender, 1);
  a->store = g_object_ref (self);
  a->campaign_id = row.campaign_id;
  a->force_id = force_id;
  a->force = force;
  a->last_date = g_steal_pointer (&last_date);
  /* An editor's change recorded: the state follows it. */
  a->dirty = g_strcmp0 (state, data) != 0;
  return a;
}

gint64
mst_store_appender_add (MstStoreAppender *a, MstCampaignEvent *event, gint64 recorded, GError **error)
{
  const char *date = mst_campaign_event_get_date (event);
  gint64 id = append_to (&store_writer, a->store, a->campaign_id, a->force_id, &a->force, a->last_date,
                         a->store->catalogue, event, recorded, FALSE, error);

  if (id == 0)
    return 0;
  a->dirty = TRUE;
  if (date != NULL)
    {
      g_free (a->last_date);
      a->last_date = g_strdup (date);
    }
  return id;
}

gboolean
mst_store_appender_flush (MstStoreAppender *a, GError **error)
{
  if (!a->dirty)
    return TRUE;
  a->dirty = FALSE;
  return store_write_state (a->store, a->campaign_id, a->force_id, a->force, error);
}

void
mst_store_appender_free (MstStoreAppender *a)
{
  if (a == NULL)
    return;
  g_object_unref (a->store);
  g_clear_object (&a->force);
  g_free (a->last_date);
  g_free (a);
}

gint64
mst_campaign_store_record_battle (MstCampaignStore *self,
                                  gint64            force_id,
                                  MstBattle        *battle,
                                  GError          **error)
{
  g_autoptr(MstBattle) copy = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  gint64 id;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);
  g_return_val_if_fail (MST_IS_BATTLE (battle), 0);

  /* The caller's record stays as it was if this fails. */
  copy = mst_battle_copy (battle);
  event = mst_campaign_event_new_battle (copy);
  if (!mst_library_begin (self->library, error))
    return 0;
  id = mst_store_append_locked (self, force_id, event, mst_campaign_now (), error);
  if (id == 0)
    {
      mst_library_rollback (self->library);
      /* A record from a file: the error names it, with the line if known. */
      if (error != NULL && *error != NULL && mst_battle_get_source (copy) != NULL &&
          !g_str_has_prefix ((*error)->message, mst_battle_get_source (copy)))
        mst_battle_prefix_error (copy, 0, error);
      return 0;
    }
  if (!mst_library_commit (self->library, error))
    return 0;
  mst_battle_set_ids (battle, id, mst_battle_get_campaign_id (copy), force_id);
  mst_battle_set_recorded (battle, mst_battle_get_recorded (copy));
  return id;
}

gint64
mst_store_last_event_id (MstCampaignStore *self, gint64 force_id)
{
  sqlite3_stmt *stmt = mst_store_prepare (self, "SELECT max (id) FROM campaign_events WHERE force_id = ?1", NULL);
  gint64 id = 0;

  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, force_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  mst_stmt_cache_done (stmt);
  return id;
}

gint64
mst_store_retract_locked (MstCampaignStore *self, gint64 event_id, const char *reason, gint64 recorded,
                          GError **error)
{
  g_autoptr(MstCampaignEvent) retraction = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autofree char *clean = g_strstrip (g_strdup (reason != NULL ? reason : ""));
  g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  gint64 force_id = 0, campaign_id = 0, battle_id = 0;
  g_autofree char *kind = NULL;
  gboolean taken = FALSE;
  sqlite3_stmt *stmt;

  stmt = mst_store_prepare (self, "SELECT force_id, campaign_id, kind, battle_id, "
                                  "  EXISTS (SELECT 1 FROM campaign_events r WHERE r.retracts = e.id) "
                                  "FROM campaign_events e WHERE e.id = ?1", error);
  if (stmt == NULL)
    return 0;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      force_id = sqlite3_column_int64 (stmt, 0);
      campaign_id = sqlite3_column_int64 (stmt, 1);
      kind = mst_store_column_dup (stmt, 2);
      battle_id = sqlite3_column_int64 (stmt, 3);
      taken = sqlite3_column_int (stmt, 4) != 0;
    }
  mst_stmt_cache_done (stmt);
  if (force_id == 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no change %s"),
                   mst_library_get_path (self->library), id_s);
      return 0;
    }
  if (g_strcmp0 (kind, "joined") == 0 || g_strcmp0 (kind, "retracted") == 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("Change %s is a force joining its campaign, or a taking back: it is not taken back"), id_s);
      return 0;
    }
  if (taken)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("Change %s was taken back already"), id_s);
      return 0;
    }
  if (g_utf8_strlen (clean, -1) > 500)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("A reason is at most %d characters"), 500);
      return 0;
    }
  retraction = mst_campaign_event_new_retracted (event_id, clean[0] != '\0' ? clean : NULL);
  if (!mst_store_insert_event (self, retraction, campaign_id, force_id, 0, recorded, error))
    return 0;
  if (battle_id > 0)
    {
      stmt = mst_store_prepare (self, "UPDATE battles SET retracted = 1 WHERE id = ?1", error);
      if (stmt == NULL)
        return 0;
      sqlite3_bind_int64 (stmt, 1, battle_id);
      if (!mst_store_run (self, stmt, error))
        return 0;
    }
  /* The force as its history now replays, without the change. */
  events = mst_campaign_store_list_events (self, force_id, error);
  if (events == NULL)
    return 0;
  force = mst_campaign_replay_events (events, NULL, NULL, self->catalogue, mst_library_get_path (self->library),
                                      error);
  if (force == NULL || !store_write_state (self, campaign_id, force_id, force, error))
    return 0;
  return mst_campaign_event_get_id (retraction);
}

gint64
mst_campaign_store_retract (MstCampaignStore *self, gint64 event_id, const char *reason, GError **error)
{
  gint64 id;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);

  if (!mst_library_begin (self->library, error))
    return 0;
  id = mst_store_retract_locked (self, event_id, reason, mst_campaign_now (), error);
  if (id == 0)
    {
      mst_library_rollback (self->library);
      return 0;
    }
  if (!mst_library_commit (self->library, error))
    return 0;
  return id;
}

gboolean
mst_campaign_store_record_battle_list (MstCampaignStore *self, gint64 force_id, GPtrArray *battles, gint64 *ids,
                                       GError **error)
{
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  g_return_val_if_fail (battles != NULL && ids != NULL, FALSE);

  if (!mst_library_begin (self->library, error))
    return FALSE;
  for (guint i = 0; i < battles->len; i++)
    {
      g_autoptr(MstCampaignEvent) event = NULL;
      MstBattle *copy;

      /* The caller's records stay as they were if this fails. */
      copy = mst_battle_copy (g_ptr_array_index (battles, i));
      g_ptr_array_add (copies, copy);
      event = mst_campaign_event_new_battle (copy);
      ids[i] = mst_store_append_locked (self, force_id, event, mst_campaign_now (), error);
      if (ids[i] == 0)
        {
          mst_library_rollback (self->library);
          /* The battle's file, with the line if known. */
          if (error != NULL && *error != NULL && mst_battle_get_source (copy) != NULL &&
              !g_str_has_prefix ((*error)->message, mst_battle_get_source (copy)))
            mst_battle_prefix_error (copy, 0, error);
          return FALSE;
        }
    }
  if (!mst_library_commit (self->library, error))
    return FALSE;
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *copy = g_ptr_array_index (copies, i);

      mst_battle_set_ids (g_ptr_array_index (battles, i), ids[i], mst_battle_get_campaign_id (copy), force_id);
      mst_battle_set_recorded (g_ptr_array_index (battles, i), mst_battle_get_recorded (copy));
    }
  return TRUE;
}

gboolean
mst_campaign_store_record_battles (MstCampaignStore *self, gint64 force_id, MstBattle *battle, gint64 other_force_id,
                                   MstBattle *other_battle, gint64 ids[2], GError **error)
{
  MstBattle *battles[2] = { battle, other_battle };
  gint64 forces[2] = { force_id, other_force_id };
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), FALSE);
  g_return_val_if_fail (MST_IS_BATTLE (battle) && MST_IS_BATTLE (other_battle), FALSE);
  g_return_val_if_fail (force_id != other_force_id, FALSE);

  if (!mst_library_begin (self->library, error))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(MstCampaignEvent) event = NULL;

      /* The caller's records stay as they were if this fails. */
      g_ptr_array_add (copies, mst_battle_copy (battles[i]));
      event = mst_campaign_event_new_battle (g_ptr_array_index (copies, i));
      ids[i] = mst_store_append_locked (self, forces[i], event, mst_campaign_now (), error);
      if (ids[i] == 0)
        {
          mst_library_rollback (self->library);
          return FALSE;
        }
    }
  if (!mst_library_commit (self->library, error))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      MstBattle *copy = g_ptr_array_index (copies, i);

      mst_battle_set_ids (battles[i], ids[i], mst_battle_get_campaign_id (copy), forces[i]);
      mst_battle_set_recorded (battles[i], mst_battle_get_recorded (copy));
    }
  return TRUE;
}

gint64
mst_campaign_store_append (MstCampaignStore *self,
                           gint64            force_id,
                           MstCampaignEvent *event,
                           GError          **error)
{
  MstCampaignEventKind kind;
  gint64 id;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), 0);
  g_return_val_if_fail (MST_IS_CAMPAIGN_EVENT (event), 0);

  kind = mst_campaign_event_get_kind (event);
  g_return_val_if_fail (kind != MST_CAMPAIGN_EVENT_JOINED && kind != MST_CAMPAIGN_EVENT_BATTLE, 0);
  g_return_val_if_fail (mst_campaign_event_get_id (event) == 0, 0);

  if (!mst_library_begin (self->library, error))
    return 0;

  /* New units and re-grades are built from the list: it must be here
   * when they are recorded (a replay then needs it no more). */
  if (kind == MST_CAMPAIGN_EVENT_UNIT_ADDED || kind == MST_CAMPAIGN_EVENT_UNIT_REGRADED)
    {
      g_autofree char *data = mst_library_get_force_data (self->library, force_id, error);
      g_autofree char *list_id = NULL;

      if (data == NULL)
        goto fail;
      {
        g_autoptr(MstForce) force = mst_force_open_data (data, strlen (data), "", NULL, NULL);
        list_id = g_strdup (force != NULL ? mst_force_get_list_id (force) : "");
      }
      if (!mst_campaign_check_template (self->catalogue, list_id, mst_campaign_event_get_template_id (event), error))
        goto fail;
    }

  id = mst_store_append_locked (self, force_id, event, mst_campaign_now (), error);
  if (id == 0)
    goto fail;
  if (!mst_library_commit (self->library, error))
    return 0;
  return id;

fail:
  mst_library_rollback (self->library);
  return 0;
}

/* Reading back */

#define BATTLE_COLUMNS \
  "SELECT b.id, b.campaign_id, b.force_id, b.date, b.name, b.opponent, b.result, b.role, " \
  "  b.supply_spent, b.notes, b.recorded, b.bases_lost, b.units_broken, b.generals_swept_away, " \
  "  b.generals_incapacitated, b.generals_lost, " \
  "  (SELECT f.ruleset FROM forces f WHERE f.id = b.force_id) FROM battles b "

typedef gboolean (*AddRecord) (const MstRecordRow *row, GHashTable *by_id, GError **error);

/* Runs @sql (its first column a battle id, binding ?1 and ?2) and hands each
 * row to @add with the battles by id. */
static gboolean
load_records (MstCampaignStore *self,
              GHashTable       *by_id,
              const char       *sql,
              gint64            a,
              gint64            b,
              AddRecord         add,
              GError          **error)
{
  sqlite3_stmt *stmt = mst_store_prepare (self, sql, error);
  MstRecordRow row;
  int rc;

  if (stmt == NULL)
    return FALSE;
  mst_record_row_init_sqlite (&row, stmt);
  sqlite3_bind_int64 (stmt, 1, a);
  sqlite3_bind_int64 (stmt, 2, b);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    if (!add (&row, by_id, error))
      {
        mst_stmt_cache_done (stmt);
        g_prefix_error (error, "%s: ", mst_library_get_path (self->library));
        return FALSE;
      }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    return mst_library_fail (self->library, error);
  return TRUE;
}

/* Battles chosen by @where (binding ?1 and ?2), with their records, in
 * three queries however many there are. */
static GPtrArray *
load_battles (MstCampaignStore *self,
              const char       *where,
              gint64            a,
              gint64            b,
              gboolean          with_records,
              GError          **error)
{
  g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) by_id = NULL;
  g_autofree char *sql = NULL;
  gboolean began = sqlite3_get_autocommit (mst_store_db (self));
  MstRecordRow row;
  sqlite3_stmt *stmt;
  int rc;

  mst_store_read_begin (self);
  sql = g_strconcat (BATTLE_COLUMNS, where, " ORDER BY b.date, b.id", NULL);
  stmt = mst_store_prepare (self, sql, error);
  if (stmt == NULL)
    goto fail;
  mst_record_row_init_sqlite (&row, stmt);
  sqlite3_bind_int64 (stmt, 1, a);
  sqlite3_bind_int64 (stmt, 2, b);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (battles, mst_record_row_read_battle (&row));
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      goto fail;
    }
  if (!with_records)
    goto done;
  by_id = mst_battles_by_id (battles);

  g_free (sql);
  sql = g_strconcat ("SELECT u.battle_id, u.unit, u.grade, u.die, u.bases_before, u.bases_lost, u.broken, u.fates "
                     "FROM battle_units u WHERE u.battle_id IN (SELECT b.id FROM battles b ",
                     where, ") ORDER BY u.battle_id, u.position", NULL);
  if (!load_records (self, by_id, sql, a, b, mst_record_row_add_unit, error))
    goto fail;

  g_free (sql);
  sql = g_strconcat ("SELECT g.battle_id, g.position, g.general, g.fate "
                     "FROM battle_generals g WHERE g.battle_id IN (SELECT b.id FROM battles b ",
                     where, ") ORDER BY g.battle_id, g.position", NULL);
  if (!load_records (self, by_id, sql, a, b, mst_record_row_add_general, error))
    goto fail;

done:
  mst_store_read_end (self, began);
  return g_steal_pointer (&battles);

fail:
  mst_store_read_end (self, began);
  return NULL;
}

GPtrArray *
mst_campaign_store_list_battles (MstCampaignStore *self,
                                 gint64            campaign_id,
                                 gint64            force_id,
                                 gboolean          with_records,
                                 GError          **error)
{
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  if (force_id > 0)
    return load_battles (self, "WHERE b.force_id = ?2 AND (?1 = 0 OR b.campaign_id = ?1)",
                         campaign_id, force_id, with_records, error);
  /* A campaign's battles: none the game master took back. */
  return load_battles (self, "WHERE b.campaign_id = ?1 AND ?2 = 0 AND b.retracted = 0", campaign_id, 0, with_records,
                       error);
}

GPtrArray *
mst_campaign_store_list_battles_page (MstCampaignStore *self, gint64 campaign_id, MstBattle *after, guint limit,
                                      GError **error)
{
  g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func (g_object_unref);
  MstRecordRow row;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);
  g_return_val_if_fail (after == NULL || MST_IS_BATTLE (after), NULL);

  /* From where the page before ended (its date and id), by the index on
   * the campaign and date: a page costs the same deep in a long campaign. */
  stmt = mst_store_prepare (self, BATTLE_COLUMNS "WHERE b.campaign_id = ?1 AND b.retracted = 0 "
                                  "AND (?2 IS NULL OR b.date < ?2 OR (b.date = ?2 AND b.id < ?3)) "
                                  "ORDER BY b.date DESC, b.id DESC LIMIT ?4", error);
  if (stmt == NULL)
    return NULL;
  mst_record_row_init_sqlite (&row, stmt);
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  mst_store_bind_text (stmt, 2, after != NULL ? mst_battle_get_date (after) : NULL);
  sqlite3_bind_int64 (stmt, 3, after != NULL ? mst_battle_get_id (after) : 0);
  sqlite3_bind_int64 (stmt, 4, limit);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (battles, mst_record_row_read_battle (&row));
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  return g_steal_pointer (&battles);
}

MstBattle *
mst_campaign_store_get_battle (MstCampaignStore *self, gint64 battle_id, GError **error)
{
  g_autoptr(GPtrArray) battles = NULL;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  battles = load_battles (self, "WHERE b.id = ?1 AND ?2 = 0", battle_id, 0, TRUE, error);
  if (battles == NULL)
    return NULL;
  if (battles->len == 0)
    {
      g_autofree char *id_s = g_strdup_printf ("%" G_GINT64_FORMAT, battle_id);
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no battle %s"),
                   mst_library_get_path (self->library), id_s);
      return NULL;
    }
  return g_object_ref (g_ptr_array_index (battles, 0));
}

#define EVENT_COLUMNS \
  "SELECT id, campaign_id, force_id, kind, date, recorded, battle_id, unit, general, " \
  "  name, previous, template, bases, command, respect, ability, weapon, doctrines, data, retracts " \
  "FROM campaign_events "

GPtrArray *
mst_campaign_store_list_events (MstCampaignStore *self, gint64 force_id, GError **error)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  g_autoptr(GArray) battle_ids = NULL;
  gboolean began;
  MstRecordRow row;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  began = sqlite3_get_autocommit (mst_store_db (self));
  mst_store_read_begin (self);
  stmt = mst_store_prepare (self, EVENT_COLUMNS "WHERE force_id = ?1 ORDER BY id", error);
  if (stmt == NULL)
    {
      mst_store_read_end (self, began);
      return NULL;
    }
  mst_record_row_init_sqlite (&row, stmt);
  sqlite3_bind_int64 (stmt, 1, force_id);
  events = g_ptr_array_new_with_free_func (g_object_unref);
  battle_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MstCampaignEvent *event = mst_record_row_read_event (&row, NULL, error);
      gint64 battle_id = sqlite3_column_int64 (stmt, 6);

      if (event == NULL)
        {
          mst_stmt_cache_done (stmt);
          mst_store_read_end (self, began);
          return NULL;
        }
      g_ptr_array_add (events, event);
      g_array_append_val (battle_ids, battle_id);
    }
  mst_stmt_cache_done (stmt);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      mst_store_read_end (self, began);
      return NULL;
    }

  battles = mst_campaign_store_list_battles (self, 0, force_id, TRUE, error);
  mst_store_read_end (self, began);
  if (battles == NULL)
    return NULL;
  mst_campaign_events_set_battles (events, (const gint64 *) battle_ids->data, battles);
  return g_steal_pointer (&events);
}

/* Summary */

MstCampaignSummary *
mst_campaign_store_summarize (MstCampaignStore *self, gint64 campaign_id, GError **error)
{
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(MstCampaign) campaign = NULL;
  gboolean began;
  MstRecordRow row;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (self), NULL);

  began = sqlite3_get_autocommit (mst_store_db (self));
  mst_store_read_begin (self);
  campaign = mst_campaign_store_get (self, campaign_id, error);
  if (campaign == NULL)
    {
      mst_store_read_end (self, began);
      return NULL;
    }
  summary = mst_campaign_summary_begin (campaign);
  stmt = mst_store_prepare (self,
                  "SELECT cf.force_id, f.name, f.list_id, count (b.id), "
                  "  total (b.result = 'won'), total (b.result = 'lost'), total (b.result = 'drawn'), "
                  "  total (b.bases_lost), total (b.units_broken), total (b.generals_swept_away), "
                  "  total (b.generals_incapacitated), total (b.generals_lost), f.ruleset "
                  "FROM campaign_forces cf JOIN forces f ON f.id = cf.force_id "
                  "LEFT JOIN battles b INDEXED BY battles_totals "
                  "  ON b.force_id = cf.force_id AND b.campaign_id = cf.campaign_id "
                  "  AND b.retracted = 0 "
                  "WHERE cf.campaign_id = ?1 GROUP BY cf.force_id", error);
  if (stmt == NULL)
    {
      mst_store_read_end (self, began);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, campaign_id);
  mst_record_row_init_sqlite (&row, stmt);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    mst_campaign_summary_add_row (summary, &row);
  mst_stmt_cache_done (stmt);
  mst_store_read_end (self, began);
  if (rc != SQLITE_DONE)
    {
      mst_library_fail (self->library, error);
      return NULL;
    }
  mst_campaign_summary_end (summary);
  return g_steal_pointer (&summary);
}

