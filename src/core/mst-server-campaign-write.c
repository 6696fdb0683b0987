/* mst-server-campaign-write.c: what writes to a club's campaigns on a
 * PostgreSQL server: campaigns opened, renamed, archived and removed, forces
 * joined, and events and battles appended to their histories.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The server decides who may write what (grants and row-level security);
 * this side asks first only to say it in a player's words ("“14e de
 * Ligne” is anne’s force; bob may not record its battles") instead of the
 * server's.
 *
 * A change to a force is one transaction that locks the force's row
 * (SELECT … FOR UPDATE), so that two players writing at once are put one
 * after the other, each on the state the other left: nothing is lost and
 * nothing is overwritten.  A change stated to be based on a revision the
 * force has moved on from is refused (MST_ERROR_CONFLICT). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-checks-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-server-campaign-private.h"

/* Campaigns */

gboolean
mst_pg_check_game_master (MstServerCampaign *self, GError **error)
{
  g_autoptr(PGresult) res = mst_pg_run (self, "SELECT pg_has_role (current_user, 'muster_game_master', 'member')",
                                              NULL, error);

  if (res == NULL)
    return FALSE;
  if (!mst_pg_col_bool (res, 0, 0))
    {
      /* TRANSLATORS: a login, then the server's address */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("%s is not a game master on %s: only a game master opens campaigns there"),
                   mst_pg_user (self), mst_pg_address (self));
      return FALSE;
    }
  return TRUE;
}

static gint64
server_create (MstCampaignBackend *backend, const char *name, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autofree char *clean = mst_campaign_clean_name (name, error);
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;

  if (clean == NULL || !mst_pg_check_game_master (self, error))
    return 0;
  mst_pg_text (p, clean);
  mst_pg_int (p, mst_campaign_now ());
  res = mst_pg_run (self, "SELECT muster.open_campaign ($1, false, $2, $2)", p, error);
  return res != NULL ? mst_pg_col_int (res, 0, 0) : 0;
}

/* The campaign's game master may change it; anyone else is told whose it is. */
static gboolean
check_campaign_owner (MstServerCampaign *self, gint64 campaign_id, gboolean deleted, GError **error)
{
  g_autoptr(PGresult) res = NULL;

  res = mst_pg_run_id (self,
                       deleted ? "SELECT owner, name FROM muster.campaigns WHERE id = $1 AND deleted IS NOT NULL"
                               : "SELECT owner, name FROM muster.campaigns WHERE id = $1 AND deleted IS NULL",
                       campaign_id, error);
  if (res == NULL)
    return FALSE;
  if (PQntuples (res) == 0)
    return mst_pg_no_campaign (self, campaign_id, error);
  if (g_strcmp0 (mst_pg_col_text (res, 0, 0), mst_pg_user (self)) != 0)
    {
      /* TRANSLATORS: a campaign's name, its game master's login, then this login */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("“%s” is %s’s campaign; %s may not change it"),
                   mst_pg_col_text (res, 0, 1), mst_pg_col_text (res, 0, 0), mst_pg_user (self));
      return FALSE;
    }
  return TRUE;
}

static gboolean
update_campaign (MstServerCampaign *self, gint64 campaign_id, gboolean deleted, const char *what,
                 const char *value, GError **error)
{
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;

  if (!check_campaign_owner (self, campaign_id, deleted, error))
    return FALSE;
  mst_pg_int (p, campaign_id);
  mst_pg_text (p, what);
  mst_pg_text (p, value);
  mst_pg_int (p, mst_campaign_now ());
  res = mst_pg_run (self, "SELECT muster.change_campaign ($1, $2, $3, $4)", p, error);
  if (res == NULL)
    return FALSE;
  if (g_strcmp0 (mst_pg_col_text (res, 0, 0), "t") != 0)
    return mst_pg_no_campaign (self, campaign_id, error);
  return TRUE;
}

static gboolean
server_rename (MstCampaignBackend *backend, gint64 campaign_id, const char *name, GError **error)
{
  g_autofree char *clean = mst_campaign_clean_name (name, error);

  if (clean == NULL)
    return FALSE;
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, FALSE, "rename", clean, error);
}

static gboolean
server_set_archived (MstCampaignBackend *backend, gint64 campaign_id, gboolean archived, GError **error)
{
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, FALSE, archived ? "archive" : "unarchive",
                          NULL, error);
}

static gboolean
server_remove (MstCampaignBackend *backend, gint64 campaign_id, gboolean deleted, GError **error)
{
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, !deleted, deleted ? "delete" : "restore",
                          NULL, error);
}

/* Histories */

#define WRITE_BATTLE_SQL \
  "SELECT muster.write_battle ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, " \
  "  $17::jsonb, $18::jsonb)"
/* A battle's id until its row is written. */
#define PENDING_ID (-1)

/* Inside a transaction: one event of a force's history. */
static gboolean
insert_event (gpointer backend, MstCampaignEvent *event, gint64 campaign_id, gint64 force_id, gint64 battle_id,
              gint64 recorded, GError **error)
{
  MstServerCampaign *self = backend;
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;

  mst_pg_int (p, campaign_id);
  mst_pg_int (p, force_id);
  mst_pg_text (p, mst_campaign_event_kind_to_string (kind));
  mst_pg_text (p, mst_campaign_event_get_date (event));
  mst_pg_int (p, recorded);
  if (battle_id > 0)
    mst_pg_int (p, battle_id);
  else
    mst_pg_text (p, NULL);
  mst_pg_text (p, mst_campaign_event_get_unit (event));
  if (mst_campaign_event_get_general (event) >= 0)
    mst_pg_int (p, mst_campaign_event_get_general (event));
  else
    mst_pg_text (p, NULL);
  mst_pg_text (p, mst_campaign_event_get_name (event));
  mst_pg_text (p, mst_campaign_event_get_previous (event));
  mst_pg_text (p, mst_campaign_event_get_template_id (event));
  if (kind == MST_CAMPAIGN_EVENT_REINFORCED || kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    mst_pg_int (p, mst_campaign_event_get_bases (event));
  else
    mst_pg_text (p, NULL);
  if (kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    mst_pg_int (p, mst_campaign_event_get_command (event));
  else
    mst_pg_text (p, NULL);
  /* A new general's columns before attributes: his attributes are the
   * event's data now. */
  mst_pg_text (p, NULL);
  mst_pg_text (p, NULL);
  /* A new unit's weapon and doctrines before attributes: its attributes
   * are the event's data now. */
  mst_pg_text (p, NULL);
  mst_pg_text (p, NULL);
  mst_pg_text (p, mst_campaign_event_get_force_data (event));
  /* A queued event's own id, for a sender who never heard back. */
  g_ptr_array_add (p, mst_pg_take_client_id (self, kind));
  /* Through the server's own check of it (mst-server-schema.c). */
  if (self->pending_battle == NULL)
    res = mst_pg_run (self,
                      "SELECT muster.write_event ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, "
                      "  $16, $17, $18, $19)",
                      p, error);
  else
    {
      /* Its battle's row and the change in one round trip: the change
       * names the battle the force's writer just wrote in this
       * transaction (the server checks it is that battle's). */
      static const char *const sqls[] = {
        WRITE_BATTLE_SQL,
        "SELECT muster.write_event ($1, $2, $3, $4, $5, "
        "  (SELECT max (b.id) FROM muster.battles b WHERE b.force_id = $2::bigint AND b.tx = txid_current ()), "
        "  $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)",
      };
      g_autoptr(GPtrArray) battle = g_steal_pointer (&self->pending_battle);
      g_autoptr(MstBattle) battle_of = g_steal_pointer (&self->pending_battle_of);
      GPtrArray *each[] = { battle, p };
      PGresult *results[2] = { NULL, NULL };

      g_ptr_array_remove_index (p, 5);
      if (!mst_pg_run_each (self, 2, sqls, each, NULL, results, error))
        return FALSE;
      mst_battle_set_ids (battle_of, mst_pg_col_int (results[0], 0, 0), campaign_id, force_id);
      PQclear (results[0]);
      res = results[1];
    }
  if (res == NULL)
    return FALSE;
  mst_campaign_event_set_ids (event, mst_pg_col_int (res, 0, 0), campaign_id, force_id);
  mst_campaign_event_set_recorded (event, recorded);
  return TRUE;
}

/* Inside a transaction: the battle, a row for each unit and general. */
static gint64
insert_battle (gpointer backend, MstBattle *battle, gint64 campaign_id, gint64 force_id, gint64 recorded,
               GError **error)
{
  MstServerCampaign *self = backend;
  g_autoptr(GPtrArray) p = mst_pg_params_new ();

  mst_pg_int (p, campaign_id);
  mst_pg_int (p, force_id);
  mst_pg_text (p, mst_battle_get_date (battle));
  mst_pg_text (p, mst_battle_get_name (battle));
  mst_pg_text (p, mst_battle_get_opponent (battle));
  mst_pg_text (p, mst_battle_result_to_string (mst_battle_get_result (battle)));
  mst_pg_text (p, mst_battle_role_to_string (mst_battle_get_role (battle)));
  mst_pg_int (p, mst_battle_get_supply_spent (battle));
  mst_pg_text (p, mst_battle_get_notes (battle));
  mst_pg_int (p, recorded);
  mst_pg_int (p, mst_battle_count_bases_lost (battle));
  mst_pg_int (p, mst_battle_count_broken (battle));
  /* The rule set's three fates in its order, as the library counts them. */
  mst_pg_int (p, mst_battle_count_fate_column (battle, 0));
  mst_pg_int (p, mst_battle_count_fate_column (battle, 1));
  mst_pg_int (p, mst_battle_count_fate_column (battle, 2));
  /* A queued battle's own id, for a sender who never heard back. */
  g_ptr_array_add (p, mst_pg_take_client_id (self, MST_CAMPAIGN_EVENT_BATTLE));
  /* Its units and generals with it, checked by the server against the
   * force (mst-server-schema.c): one round trip. */
  {
    g_autoptr(GString) units = g_string_new ("[");
    g_autoptr(GString) generals = g_string_new ("[");

    for (guint i = 0; i < mst_battle_get_n_units (battle); i++)
      {
        const MstBattleUnit *u = mst_battle_get_unit (battle, i);

        g_string_append_printf (units, "%s{\"position\":%u,\"unit\":", i > 0 ? "," : "", i);
        mst_pg_json_string (units, u->unit);
        g_string_append (units, ",\"grade\":");
        mst_pg_json_string (units, u->grade);
        g_string_append_printf (units, ",\"die\":%u,\"bases_before\":%u,\"bases_lost\":%u,\"broken\":%s",
                                u->die, u->bases_before, u->bases_lost, u->broken ? "true" : "false");
        {
          g_autofree char *fates = mst_battle_unit_fates_to_string (u);

          if (fates != NULL)
            g_string_append_printf (units, ",\"fates\":\"%s\"", fates);
        }
        g_string_append_c (units, '}');
      }
    g_string_append_c (units, ']');
    for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
      {
        const MstBattleGeneral *g = mst_battle_get_general (battle, i);

        g_string_append_printf (generals, "%s{\"position\":%d,\"general\":", i > 0 ? "," : "", g->position);
        mst_pg_json_string (generals, g->general);
        g_string_append (generals, ",\"fate\":");
        mst_pg_json_string (generals, mst_general_fate_to_string (g->fate));
        g_string_append_c (generals, '}');
      }
    g_string_append_c (generals, ']');
    mst_pg_text (p, units->str);
    mst_pg_text (p, generals->str);
  }
  /* Sent with its change, the next write (insert_event ()): its id
   * known then. */
  g_clear_pointer (&self->pending_battle, g_ptr_array_unref);
  g_set_object (&self->pending_battle_of, battle);
  self->pending_battle = g_steal_pointer (&p);
  mst_battle_set_recorded (battle, recorded);
  return PENDING_ID;
}

/* Inside a transaction: the force's new state, where the campaign and the
 * editor read it (the server bumps its revision). */
static gboolean
write_state (gpointer backend, gint64 campaign_id, gint64 force_id, MstForce *force, GError **error)
{
  MstServerCampaign *self = backend;
  g_autofree char *data = mst_force_to_data (force, NULL);
  g_autoptr(GPtrArray) p = mst_pg_params_new ();

  mst_pg_int (p, campaign_id);
  mst_pg_int (p, force_id);
  mst_pg_text (p, data);
  mst_pg_text (p, mst_force_get_name (force));
  mst_pg_text (p, mst_force_get_ruleset (force));
  mst_pg_text (p, mst_force_get_list_id (force));
  mst_pg_int (p, mst_campaign_now ());
  /* Taken only with a change of its history written in this transaction
   * (the server bumps its revision and marks the campaign touched); sent
   * with the commit (mst_pg_commit ()), or before the next write. */
  g_clear_pointer (&self->pending_state, g_ptr_array_unref);
  self->pending_state = g_steal_pointer (&p);
  return TRUE;
}

/* A force's owner writes its history, and so does the game master of the
 * campaign it is in; anyone else is told whose force it is. */
static gboolean
check_force_writer (MstServerCampaign *self, gint64 force_id, gboolean battle, GError **error)
{
  g_autoptr(PGresult) res = NULL;

  res = mst_pg_run_id (self, "SELECT f.name, f.owner, c.owner FROM muster.forces f "
                             "JOIN muster.campaign_forces cf ON cf.force_id = f.id "
                             "JOIN muster.campaigns c ON c.id = cf.campaign_id WHERE f.id = $1", force_id, error);
  if (res == NULL)
    return FALSE;
  if (PQntuples (res) == 0)
    return mst_pg_no_force (self, force_id, error);
  if (g_strcmp0 (mst_pg_col_text (res, 0, 1), mst_pg_user (self)) != 0 &&
      g_strcmp0 (mst_pg_col_text (res, 0, 2), mst_pg_user (self)) != 0)
    {
      if (battle)
        /* TRANSLATORS: a force's name, its owner's login, then this login */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                     _("“%s” is %s’s force; %s may not record its battles"),
                     mst_pg_col_text (res, 0, 0), mst_pg_col_text (res, 0, 1), mst_pg_user (self));
      else
        /* TRANSLATORS: a force's name, its owner's login, then this login */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                     _("“%s” is %s’s force; %s may not change it"),
                     mst_pg_col_text (res, 0, 0), mst_pg_col_text (res, 0, 1), mst_pg_user (self));
      return FALSE;
    }
  return TRUE;
}

/* New units and re-grades are built from the list: it must be here when
 * they are recorded (a replay then needs it no more). */
static gboolean
check_list (MstServerCampaign *self, gint64 force_id, MstCampaignEvent *event, GError **error)
{
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  g_autoptr(MstForce) force = NULL;

  if (kind != MST_CAMPAIGN_EVENT_UNIT_ADDED && kind != MST_CAMPAIGN_EVENT_UNIT_REGRADED)
    return TRUE;
  force = mst_pg_get_force (MST_CAMPAIGN_BACKEND (self), force_id, error);
  if (force == NULL)
    return FALSE;
  return mst_campaign_check_template (self->catalogue, mst_force_get_list_id (force),
                                      mst_campaign_event_get_template_id (event), error);
}

static const MstHistoryWriter server_writer = { insert_battle, insert_event, write_state };

/* Inside a transaction: appends @event to the force's history, the force
 * locked while it is read and written.  Returns the event's id (for
 * BATTLE: the battle's). */
static gint64
append_locked (MstServerCampaign *self,
               gint64             force_id,
               MstCampaignEvent  *event,
               gint64             base_revision,
               gint64             recorded,
               GError           **error)
{
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  MstHistoryForce row = { mst_pg_address (self), 0, force_id, NULL, NULL, NULL };
  gint64 revision;

  /* The state the write before in this transaction left, written first. */
  if (!mst_pg_send_state (self, error))
    return 0;
  mst_pg_int (p, force_id);
  /* The force's row locked until the transaction ends, and the last date
   * of the changes that count (none taken back). */
  res = mst_pg_run (self, "SELECT campaign_id, state, data, revision, last_date FROM muster.lock_force_dated ($1)", p,
                    error);
  if (res == NULL)
    return 0;
  if (PQntuples (res) == 0)
    {
      mst_pg_no_force (self, force_id, error);
      return 0;
    }
  row.campaign_id = mst_pg_col_int (res, 0, 0);
  row.state = mst_pg_col_text (res, 0, 1);
  row.data = mst_pg_col_text (res, 0, 2);
  revision = mst_pg_col_int (res, 0, 3);

  if (base_revision >= 0 && revision != base_revision)
    {
      mst_campaign_set_conflict (error, mst_pg_address (self), force_id, base_revision, revision);
      return 0;
    }

  row.last_date = mst_pg_col_text (res, 0, 4);
  if (mst_history_append (&server_writer, self, &row, self->catalogue, event, recorded, error) == 0)
    return 0;
  /* A battle's id, as its row was written with its change. */
  if (mst_campaign_event_get_kind (event) == MST_CAMPAIGN_EVENT_BATTLE)
    return mst_battle_get_id (mst_campaign_event_get_battle (event));
  return mst_campaign_event_get_id (event);
}

static gint64
append (MstServerCampaign *self, gint64 force_id, MstCampaignEvent *event, gint64 base_revision, GError **error)
{
  gboolean battle = mst_campaign_event_get_kind (event) == MST_CAMPAIGN_EVENT_BATTLE;
  gint64 id;

  self->written_force_id = 0;
  if (!check_list (self, force_id, event, error) || !mst_pg_begin (self, error))
    return 0;
  id = append_locked (self, force_id, event, base_revision, mst_campaign_now (), error);
  if (id == 0)
    {
      mst_pg_rollback (self);
      /* Refused as another's force, or none: whose it is, in words (a
       * round trip the writes that pass never make). */
      if (error != NULL && (g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED) ||
                            g_error_matches (*error, MST_ERROR, MST_ERROR_NOT_FOUND)))
        {
          g_autoptr(GError) said = NULL;

          if (!check_force_writer (self, force_id, battle, &said))
            {
              g_clear_error (error);
              g_propagate_error (error, g_steal_pointer (&said));
            }
        }
      return 0;
    }
  if (!mst_pg_commit (self, error))
    return 0;
  if (self->writing_revision != 0)
    {
      self->written_force_id = force_id;
      self->written_revision = self->writing_revision;
    }
  return id;
}

static gint64
server_record_battle (MstCampaignBackend *backend, gint64 force_id, MstBattle *battle, gint64 base_revision,
                      GError **error)
{
  g_autoptr(MstBattle) copy = mst_battle_copy (battle);
  g_autoptr(MstCampaignEvent) event = mst_campaign_event_new_battle (copy);
  gint64 id;

  /* The caller's record stays as it was if this fails. */
  id = append (MST_SERVER_CAMPAIGN (backend), force_id, event, base_revision, error);
  if (id == 0)
    {
      if (error != NULL && *error != NULL && mst_battle_get_source (copy) != NULL &&
          !g_str_has_prefix ((*error)->message, mst_battle_get_source (copy)) &&
          (*error)->domain == MST_ERROR)
        mst_battle_prefix_error (copy, 0, error);
      return 0;
    }
  mst_battle_set_ids (battle, id, mst_battle_get_campaign_id (copy), force_id);
  mst_battle_set_recorded (battle, mst_battle_get_recorded (copy));
  return id;
}

static gboolean
server_record_battles (MstCampaignBackend *backend, gint64 force_id, GPtrArray *battles, gint64 base_revision,
                       gint64 *ids, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 recorded = mst_campaign_now ();

  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *copy = mst_battle_copy (g_ptr_array_index (battles, i));

      g_ptr_array_add (copies, copy);
      g_ptr_array_add (events, mst_campaign_event_new_battle (copy));
    }
  if (!check_force_writer (self, force_id, TRUE, error))
    return FALSE;
  for (guint i = 0; i < events->len; i++)
    if (!check_list (self, force_id, g_ptr_array_index (events, i), error))
      return FALSE;
  /* One transaction: the force's row locked once, every battle after the
   * one before it. */
  if (!mst_pg_begin (self, error))
    return FALSE;
  for (guint i = 0; i < events->len; i++)
    {
      ids[i] = append_locked (self, force_id, g_ptr_array_index (events, i), i == 0 ? base_revision : -1, recorded,
                              error);
      if (ids[i] == 0)
        {
          MstBattle *copy = g_ptr_array_index (copies, i);

          mst_pg_rollback (self);
          if (error != NULL && *error != NULL && mst_battle_get_source (copy) != NULL &&
              !g_str_has_prefix ((*error)->message, mst_battle_get_source (copy)) && (*error)->domain == MST_ERROR)
            mst_battle_prefix_error (copy, 0, error);
          return FALSE;
        }
    }
  if (!mst_pg_commit (self, error))
    return FALSE;
  for (guint i = 0; i < battles->len; i++)
    {
      MstBattle *copy = g_ptr_array_index (copies, i);

      mst_battle_set_ids (g_ptr_array_index (battles, i), ids[i], mst_battle_get_campaign_id (copy), force_id);
      mst_battle_set_recorded (g_ptr_array_index (battles, i), mst_battle_get_recorded (copy));
    }
  return TRUE;
}

/* The campaign's game master takes a change back: the force replayed
 * here without it, under its lock, the server recording the taking back
 * with that state (mst-server-schema.c, muster.retract_event). */
static gint64
server_retract (MstCampaignBackend *backend, gint64 event_id, const char *reason, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(PGresult) res = NULL;
  g_autoptr(PGresult) lock = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(MstForce) force = NULL;
  g_autofree char *state = NULL;
  g_autofree char *id_s = mst_pg_id_string (event_id);
  gint64 force_id, id;

  res = mst_pg_run_id (self, "SELECT e.force_id, c.owner FROM muster.campaign_events e "
                             "JOIN muster.campaigns c ON c.id = e.campaign_id WHERE e.id = $1", event_id, error);
  if (res == NULL)
    return 0;
  if (PQntuples (res) == 0)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no change %s"), mst_pg_address (self), id_s);
      return 0;
    }
  force_id = mst_pg_col_int (res, 0, 0);
  if (g_strcmp0 (mst_pg_col_text (res, 0, 1), mst_pg_user (self)) != 0)
    {
      /* TRANSLATORS: the campaign's game master, then this login */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("Only the campaign’s game master, %s, takes a change back; %s may not"),
                   mst_pg_col_text (res, 0, 1), mst_pg_user (self));
      return 0;
    }
  if (!mst_pg_begin (self, error))
    return 0;
  lock = mst_pg_run_id (self, "SELECT campaign_id FROM muster.lock_force ($1)", force_id, error);
  if (lock == NULL)
    goto fail;
  events = mst_pg_list_events (backend, force_id, error);
  if (events == NULL)
    goto fail;
  /* Replayed as it will be: the change passed over. */
  g_ptr_array_add (events, mst_campaign_event_new_retracted (event_id, reason));
  force = mst_campaign_replay_events (events, NULL, NULL, self->catalogue, mst_pg_address (self), error);
  if (force == NULL)
    goto fail;
  state = mst_force_to_data (force, NULL);
  mst_pg_int (p, event_id);
  mst_pg_text (p, reason != NULL && reason[0] != '\0' ? reason : NULL);
  mst_pg_text (p, state);
  mst_pg_int (p, mst_campaign_now ());
  g_clear_pointer (&res, PQclear);
  res = mst_pg_run (self, "SELECT muster.retract_event ($1, $2, $3, $4)", p, error);
  if (res == NULL)
    goto fail;
  id = mst_pg_col_int (res, 0, 0);
  if (!mst_pg_commit (self, error))
    return 0;
  return id;

fail:
  mst_pg_rollback (self);
  return 0;
}

static gint64
server_append (MstCampaignBackend *backend, gint64 force_id, MstCampaignEvent *event, gint64 base_revision,
               GError **error)
{
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);

  g_return_val_if_fail (kind != MST_CAMPAIGN_EVENT_JOINED && kind != MST_CAMPAIGN_EVENT_BATTLE, 0);
  g_return_val_if_fail (mst_campaign_event_get_id (event) == 0, 0);
  return append (MST_SERVER_CAMPAIGN (backend), force_id, event, base_revision, error);
}

static gint64
server_add_force (MstCampaignBackend *backend, gint64 campaign_id, MstForce *force, const char *date,
                  GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  /* A force on its player's own list brings it: every player of the
   * campaign opens the force with its numbers (mst-carried-list.h). */
  g_autofree char *data = mst_force_to_shared_data (force, self->catalogue, NULL);
  g_autofree char *state = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstForce) joined = NULL;
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  gint64 now = mst_campaign_now (), force_id;

  if (!mst_campaign_check_date (date, error))
    return 0;
  campaign = mst_pg_get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    return 0;

  event = mst_campaign_event_new_joined (data);
  mst_campaign_event_set_date (event, date);
  mst_campaign_event_set_ids (event, 0, campaign_id, 0);
  if (!mst_campaign_event_apply (event, &joined, self->catalogue, error))
    return 0;
  state = mst_force_to_data (joined, NULL);

  if (!mst_pg_begin (self, error))
    return 0;
  mst_pg_int (p, campaign_id);
  mst_pg_text (p, mst_force_get_name (joined));
  mst_pg_text (p, mst_force_get_ruleset (joined));
  mst_pg_text (p, mst_force_get_list_id (joined));
  mst_pg_text (p, state);
  mst_pg_int (p, now);
  /* The force made, the login's, in the campaign; then its joining. */
  res = mst_pg_run (self, "SELECT muster.add_force ($1, $2, $3, $4, $5, $6)", p, error);
  if (res == NULL)
    goto fail;
  force_id = mst_pg_col_int (res, 0, 0);
  if (!insert_event (self, event, campaign_id, force_id, 0, now, error))
    goto fail;
  g_ptr_array_set_size (p, 0);
  mst_pg_int (p, campaign_id);
  if (!mst_pg_run_ok (self, "SELECT muster.touch_campaign ($1)", p, error) || !mst_pg_commit (self, error))
    goto fail;
  mst_force_set_id (force, force_id);
  return force_id;

fail:
  mst_pg_rollback (self);
  return 0;
}

void
mst_pg_backend_init_writes (MstCampaignBackendInterface *iface)
{
  iface->create = server_create;
  iface->rename = server_rename;
  iface->set_archived = server_set_archived;
  iface->remove = server_remove;
  iface->add_force = server_add_force;
  iface->record_battle = server_record_battle;
  iface->record_battles = server_record_battles;
  iface->retract = server_retract;
  iface->append = server_append;
}

gint64
mst_server_campaign_get_written_revision (MstServerCampaign *self, gint64 force_id)
{
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), 0);
  return self->written_force_id == force_id ? self->written_revision : 0;
}
