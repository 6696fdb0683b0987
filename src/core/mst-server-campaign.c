/* mst-server-campaign.c: a club's campaigns on a PostgreSQL server, behind the campaign backend interface.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same operations as the library's store (mst-campaign-store.c,
 * mst-campaign-records.c), on the server's schema (mst-server-schema.c),
 * as the login connected.  The server decides who may write what (grants
 * and row-level security); this side asks first only to say it in a
 * player's words ("“14e de Ligne” is anne’s force; bob may not record its
 * battles") instead of the server's.
 *
 * A change to a force is one transaction that locks the force's row
 * (SELECT … FOR UPDATE), so that two players writing at once are put one
 * after the other, each on the state the other left: nothing is lost and
 * nothing is overwritten.  A change stated to be based on a revision the
 * force has moved on from is refused (MST_ERROR_CONFLICT). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mst-battle-private.h"
#include "mst-campaign-event-private.h"
#include "mst-campaign-rows-private.h"
#include "mst-campaign-store-private.h"
#include "mst-error.h"
#include "mst-force-file.h"
#include "mst-library-private.h"
#include "mst-ruleset.h"
#include "mst-server-campaign.h"
#include "mst-server-private.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PGresult, PQclear)

struct _MstServerCampaign
{
  GObject parent_instance;

  MstServer *server;
  PGconn *conn;
  MstCatalogue *catalogue;
};

static void server_campaign_backend_init (MstCampaignBackendInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MstServerCampaign, mst_server_campaign, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MST_TYPE_CAMPAIGN_BACKEND, server_campaign_backend_init))

static void
mst_server_campaign_finalize (GObject *object)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (object);

  g_clear_object (&self->server);
  g_clear_object (&self->catalogue);
  G_OBJECT_CLASS (mst_server_campaign_parent_class)->finalize (object);
}

static void
mst_server_campaign_class_init (MstServerCampaignClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_server_campaign_finalize;
}

static void
mst_server_campaign_init (MstServerCampaign *self)
{
}

MstServerCampaign *
mst_server_campaign_new (MstServer *server, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstServerCampaign) self = NULL;
  guint version;

  g_return_val_if_fail (MST_IS_SERVER (server), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  version = mst_server_get_schema_version (server, error);
  if (version == G_MAXUINT)
    return NULL;
  if (version < MST_SERVER_SCHEMA_VERSION)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: Muster’s schema there is version %u, older than this Muster’s (%d); "
                     "the database’s owner runs muster-cli server init to update it"),
                   mst_server_get_address (server), version, MST_SERVER_SCHEMA_VERSION);
      return NULL;
    }
  if (version > MST_SERVER_SCHEMA_VERSION)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: Muster’s schema there is version %u, newer than this Muster (%d); update Muster"),
                   mst_server_get_address (server), version, MST_SERVER_SCHEMA_VERSION);
      return NULL;
    }
  self = g_object_new (MST_TYPE_SERVER_CAMPAIGN, NULL);
  self->server = g_object_ref (server);
  self->conn = mst_server_get_conn (server);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  return g_steal_pointer (&self);
}

MstServer *
mst_server_campaign_get_server (MstServerCampaign *self)
{
  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), NULL);
  return self->server;
}

static const char *
address (MstServerCampaign *self)
{
  return mst_server_get_address (self->server);
}

static const char *
user (MstServerCampaign *self)
{
  return mst_server_get_user (self->server);
}

/* Queries */

/* Parameters as text, NULL for SQL NULL. */
static GPtrArray *
params_new (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

static void
p_text (GPtrArray *p, const char *text)
{
  g_ptr_array_add (p, g_strdup (text));
}

static void
p_int (GPtrArray *p, gint64 value)
{
  g_ptr_array_add (p, g_strdup_printf ("%" G_GINT64_FORMAT, value));
}

static void
p_bool (GPtrArray *p, gboolean value)
{
  p_text (p, value ? "t" : "f");
}

static char *
pq_message (const char *message)
{
  g_autofree char *copy = g_strdup (message != NULL ? message : "");
  return g_strdup (g_strstrip (copy));
}

/* The server's failure as an error: a connection gone (or a server
 * shutting down) is the host unreachable, a refusal by grant or policy
 * (SQLSTATE 42501) permission denied. */
static void
set_error (MstServerCampaign *self, PGresult *res, GError **error)
{
  const char *state = res != NULL ? PQresultErrorField (res, PG_DIAG_SQLSTATE) : NULL;
  g_autofree char *message = pq_message (res != NULL ? PQresultErrorMessage (res) : PQerrorMessage (self->conn));

  if (message[0] == '\0')
    {
      g_free (message);
      message = pq_message (PQerrorMessage (self->conn));
    }
  if (PQstatus (self->conn) != CONNECTION_OK || state == NULL
      || g_str_has_prefix (state, "08") || g_str_has_prefix (state, "57P"))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
                 _("The server %s stopped answering: %s"), address (self), message);
  else if (g_str_equal (state, "42501"))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, "%s: %s", address (self), message);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", address (self), message);
}

/* Runs @sql with the parameters @p (may be NULL); NULL and @error on failure. */
static PGresult *
run (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error)
{
  PGresult *res = PQexecParams (self->conn, sql, p != NULL ? (int) p->len : 0, NULL,
                                p != NULL ? (const char *const *) p->pdata : NULL, NULL, NULL, 0);
  ExecStatusType status = PQresultStatus (res);

  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
    return res;
  set_error (self, res, error);
  PQclear (res);
  return NULL;
}

static gboolean
run_ok (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error)
{
  g_autoptr(PGresult) res = run (self, sql, p, error);
  return res != NULL;
}

static gint64
col_int (gpointer res, int row, int col)
{
  return PQgetisnull (res, row, col) ? 0 : g_ascii_strtoll (PQgetvalue (res, row, col), NULL, 10);
}

static const char *
col_text (gpointer res, int row, int col)
{
  return PQgetisnull (res, row, col) ? NULL : PQgetvalue (res, row, col);
}

static gboolean
col_bool (PGresult *res, int row, int col)
{
  return !PQgetisnull (res, row, col) && PQgetvalue (res, row, col)[0] == 't';
}

/* Row @i of @res, as the shared readers take it. */
#define RECORD_ROW(res, i) (&(MstRecordRow) { (res), (i), col_text, col_int })

static gboolean
begin (MstServerCampaign *self, GError **error)
{
  return run_ok (self, "BEGIN", NULL, error);
}

static gboolean
commit (MstServerCampaign *self, GError **error)
{
  if (run_ok (self, "COMMIT", NULL, error))
    return TRUE;
  /* Whether the server kept it cannot be known from here. */
  g_prefix_error (error, _("Nothing is known to have been written: "));
  return FALSE;
}

static void
rollback (MstServerCampaign *self)
{
  if (PQstatus (self->conn) == CONNECTION_OK && PQtransactionStatus (self->conn) != PQTRANS_IDLE)
    {
      PGresult *res = PQexec (self->conn, "ROLLBACK");
      PQclear (res);
    }
}

/* Several reads as one snapshot, unless inside a transaction already. */
static gboolean
read_begin (MstServerCampaign *self)
{
  PGresult *res;

  if (PQtransactionStatus (self->conn) != PQTRANS_IDLE)
    return FALSE;
  res = PQexec (self->conn, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  PQclear (res);
  return TRUE;
}

static void
read_end (MstServerCampaign *self, gboolean began)
{
  if (began)
    rollback (self);
}

static char *
id_string (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

static gboolean
no_campaign (MstServerCampaign *self, gint64 id, GError **error)
{
  g_autofree char *id_s = id_string (id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no campaign %s"), address (self), id_s);
  return FALSE;
}

static gboolean
no_force (MstServerCampaign *self, gint64 id, GError **error)
{
  g_autofree char *id_s = id_string (id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: force %s is in no campaign"), address (self), id_s);
  return FALSE;
}

/* Campaigns */

#define CAMPAIGN_COLUMNS \
  "SELECT c.id, c.name, c.archived, c.created, c.modified, " \
  "  (SELECT count(*) FROM muster.campaign_forces f WHERE f.campaign_id = c.id), " \
  "  (SELECT count(*) FROM muster.battles b WHERE b.campaign_id = c.id), " \
  "  (SELECT min(date) FROM muster.battles b WHERE b.campaign_id = c.id), " \
  "  (SELECT max(date) FROM muster.battles b WHERE b.campaign_id = c.id), c.owner " \
  "FROM muster.campaigns c "

static MstCampaign *
read_campaign (PGresult *res, int row)
{
  return mst_campaign_new (col_int (res, row, 0), col_text (res, row, 1), col_bool (res, row, 2),
                           col_int (res, row, 3), col_int (res, row, 4), (guint) col_int (res, row, 5),
                           (guint) col_int (res, row, 6), col_text (res, row, 7), col_text (res, row, 8));
}

static const char *
server_get_location (MstCampaignBackend *backend)
{
  return address (MST_SERVER_CAMPAIGN (backend));
}

/* Only a game master opens campaigns (the server's policy on campaigns). */
static gboolean
check_game_master (MstServerCampaign *self, GError **error)
{
  g_autoptr(PGresult) res = run (self, "SELECT pg_has_role (current_user, 'muster_game_master', 'member')",
                                 NULL, error);

  if (res == NULL)
    return FALSE;
  if (!col_bool (res, 0, 0))
    {
      /* TRANSLATORS: a login, then the server's address */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("%s is not a game master on %s: only a game master opens campaigns there"),
                   user (self), address (self));
      return FALSE;
    }
  return TRUE;
}

static gint64
server_create (MstCampaignBackend *backend, const char *name, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autofree char *clean = mst_store_clean_name (name, error);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  if (clean == NULL || !check_game_master (self, error))
    return 0;
  p_text (p, clean);
  p_int (p, mst_store_now ());
  res = run (self, "INSERT INTO muster.campaigns (name, created, modified) VALUES ($1, $2, $2) RETURNING id",
             p, error);
  return res != NULL ? col_int (res, 0, 0) : 0;
}

/* The campaign's game master may change it; anyone else is told whose it is. */
static gboolean
check_campaign_owner (MstServerCampaign *self, gint64 campaign_id, gboolean deleted, GError **error)
{
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, campaign_id);
  res = run (self, deleted ? "SELECT owner, name FROM muster.campaigns WHERE id = $1 AND deleted IS NOT NULL"
                           : "SELECT owner, name FROM muster.campaigns WHERE id = $1 AND deleted IS NULL",
             p, error);
  if (res == NULL)
    return FALSE;
  if (PQntuples (res) == 0)
    return no_campaign (self, campaign_id, error);
  if (g_strcmp0 (col_text (res, 0, 0), user (self)) != 0)
    {
      /* TRANSLATORS: a campaign's name, its game master's login, then this login */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("“%s” is %s’s campaign; %s may not change it"),
                   col_text (res, 0, 1), col_text (res, 0, 0), user (self));
      return FALSE;
    }
  return TRUE;
}

static gboolean
update_campaign (MstServerCampaign *self, gint64 campaign_id, gboolean deleted, const char *sql,
                 const char *value, GError **error)
{
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  if (!check_campaign_owner (self, campaign_id, deleted, error))
    return FALSE;
  p_int (p, campaign_id);
  p_text (p, value);
  p_int (p, mst_store_now ());
  res = run (self, sql, p, error);
  if (res == NULL)
    return FALSE;
  if (g_strcmp0 (PQcmdTuples (res), "1") != 0)
    return no_campaign (self, campaign_id, error);
  return TRUE;
}

static gboolean
server_rename (MstCampaignBackend *backend, gint64 campaign_id, const char *name, GError **error)
{
  g_autofree char *clean = mst_store_clean_name (name, error);

  if (clean == NULL)
    return FALSE;
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, FALSE,
                          "UPDATE muster.campaigns SET name = $2, modified = $3 WHERE id = $1 AND deleted IS NULL",
                          clean, error);
}

static gboolean
server_set_archived (MstCampaignBackend *backend, gint64 campaign_id, gboolean archived, GError **error)
{
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, FALSE,
                          "UPDATE muster.campaigns SET archived = $2, modified = $3 "
                          "WHERE id = $1 AND deleted IS NULL", archived ? "t" : "f", error);
}

static gboolean
server_remove (MstCampaignBackend *backend, gint64 campaign_id, gboolean deleted, GError **error)
{
  if (deleted)
    return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, FALSE,
                            "UPDATE muster.campaigns SET deleted = $3, modified = $3 "
                            "WHERE id = $1 AND deleted IS NULL AND $2::text IS NULL", NULL, error);
  return update_campaign (MST_SERVER_CAMPAIGN (backend), campaign_id, TRUE,
                          "UPDATE muster.campaigns SET deleted = NULL, modified = $3 "
                          "WHERE id = $1 AND deleted IS NOT NULL AND $2::text IS NULL", NULL, error);
}

static GPtrArray *
server_list (MstCampaignBackend *backend, gboolean with_archived, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  GPtrArray *campaigns;

  p_bool (p, with_archived);
  res = run (self, CAMPAIGN_COLUMNS "WHERE c.deleted IS NULL AND ($1::boolean OR NOT c.archived)", p, error);
  if (res == NULL)
    return NULL;
  campaigns = g_ptr_array_new_with_free_func (g_object_unref);
  for (int i = 0; i < PQntuples (res); i++)
    g_ptr_array_add (campaigns, read_campaign (res, i));
  g_ptr_array_sort (campaigns, mst_store_compare_campaigns);
  return campaigns;
}

static MstCampaign *
get_campaign (MstServerCampaign *self, gint64 campaign_id, GError **error)
{
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, campaign_id);
  res = run (self, CAMPAIGN_COLUMNS "WHERE c.id = $1 AND c.deleted IS NULL", p, error);
  if (res == NULL)
    return NULL;
  if (PQntuples (res) == 0)
    {
      no_campaign (self, campaign_id, error);
      return NULL;
    }
  return read_campaign (res, 0);
}

static MstCampaignSummary *
server_summarize (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  gboolean began = read_begin (self);

  campaign = get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    {
      read_end (self, began);
      return NULL;
    }
  p_int (p, campaign_id);
  res = run (self,
             "SELECT cf.force_id, f.name, f.list_id, count (b.id), "
             "  count (*) FILTER (WHERE b.result = 'won'), count (*) FILTER (WHERE b.result = 'lost'), "
             "  count (*) FILTER (WHERE b.result = 'drawn'), coalesce (sum (b.bases_lost), 0), "
             "  coalesce (sum (b.units_broken), 0), coalesce (sum (b.generals_swept_away), 0), "
             "  coalesce (sum (b.generals_incapacitated), 0), coalesce (sum (b.generals_lost), 0), f.ruleset "
             "FROM muster.campaign_forces cf JOIN muster.forces f ON f.id = cf.force_id "
             "LEFT JOIN muster.battles b ON b.force_id = cf.force_id AND b.campaign_id = cf.campaign_id "
             "WHERE cf.campaign_id = $1 GROUP BY cf.force_id, f.name, f.list_id, f.ruleset", p, error);
  read_end (self, began);
  if (res == NULL)
    return NULL;

  summary = mst_campaign_summary_begin (campaign);
  for (int i = 0; i < PQntuples (res); i++)
    mst_campaign_summary_add_row (summary, RECORD_ROW (res, i));
  mst_campaign_summary_end (summary);
  return g_steal_pointer (&summary);
}

/* Battles */

#define BATTLE_COLUMNS \
  "SELECT b.id, b.campaign_id, b.force_id, b.date, b.name, b.opponent, b.result, b.role, " \
  "  b.supply_spent, b.notes, b.recorded, b.bases_lost, b.units_broken, b.generals_swept_away, " \
  "  b.generals_incapacitated, b.generals_lost, " \
  "  (SELECT f.ruleset FROM muster.forces f WHERE f.id = b.force_id) FROM muster.battles b "

/* Battles chosen by @where ($1 and $2 bigints), with their records, in
 * three queries however many there are. */
static GPtrArray *
load_battles (MstServerCampaign *self, const char *where, gint64 a, gint64 b, gboolean with_records,
              GError **error)
{
  g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) by_id = NULL;
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  g_autofree char *sql = NULL;
  gboolean began = read_begin (self);

  p_int (p, a);
  p_int (p, b);
  sql = g_strconcat (BATTLE_COLUMNS, where, " ORDER BY b.date, b.id", NULL);
  res = run (self, sql, p, error);
  if (res == NULL)
    goto fail;
  for (int i = 0; i < PQntuples (res); i++)
    g_ptr_array_add (battles, mst_record_row_read_battle (RECORD_ROW (res, i)));
  if (with_records && battles->len > 0)
    {
      by_id = mst_battles_by_id (battles);
      g_clear_pointer (&res, PQclear);
      g_free (sql);
      sql = g_strconcat ("SELECT u.battle_id, u.unit, u.grade, u.die, u.bases_before, u.bases_lost, "
                         "  u.broken::integer "
                         "FROM muster.battle_units u WHERE u.battle_id IN (SELECT b.id FROM muster.battles b ",
                         where, ") ORDER BY u.battle_id, u.position", NULL);
      res = run (self, sql, p, error);
      if (res == NULL)
        goto fail;
      for (int i = 0; i < PQntuples (res); i++)
        mst_record_row_add_unit (RECORD_ROW (res, i), by_id);
      g_clear_pointer (&res, PQclear);
      g_free (sql);
      sql = g_strconcat ("SELECT g.battle_id, g.position, g.general, g.fate "
                         "FROM muster.battle_generals g WHERE g.battle_id IN (SELECT b.id FROM muster.battles b ",
                         where, ") ORDER BY g.battle_id, g.position", NULL);
      res = run (self, sql, p, error);
      if (res == NULL)
        goto fail;
      for (int i = 0; i < PQntuples (res); i++)
        mst_record_row_add_general (RECORD_ROW (res, i), by_id);
    }
  read_end (self, began);
  return g_steal_pointer (&battles);

fail:
  read_end (self, began);
  return NULL;
}

static GPtrArray *
server_list_battles (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, gboolean with_records,
                     GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);

  if (force_id > 0)
    return load_battles (self, "WHERE b.force_id = $2::bigint AND ($1::bigint = 0 OR b.campaign_id = $1::bigint)",
                         campaign_id, force_id, with_records, error);
  return load_battles (self, "WHERE b.campaign_id = $1::bigint AND $2::bigint = 0", campaign_id, 0,
                       with_records, error);
}

/* Events */

#define EVENT_COLUMNS \
  "SELECT id, campaign_id, force_id, kind, date, recorded, battle_id, unit, general, " \
  "  name, previous, template, bases, command, respect, ability, weapon, doctrines, data " \
  "FROM muster.campaign_events "

static GPtrArray *
server_list_events (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) battles = NULL;
  g_autofree gint64 *battle_ids = NULL;
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  gboolean began = read_begin (self);

  p_int (p, force_id);
  res = run (self, EVENT_COLUMNS "WHERE force_id = $1 ORDER BY id", p, error);
  if (res == NULL)
    goto fail;
  for (int i = 0; i < PQntuples (res); i++)
    {
      MstCampaignEvent *event = mst_record_row_read_event (RECORD_ROW (res, i), address (self), error);

      if (event == NULL)
        goto fail;
      g_ptr_array_add (events, event);
    }
  battles = server_list_battles (backend, 0, force_id, TRUE, error);
  read_end (self, began);
  if (battles == NULL)
    return NULL;

  battle_ids = g_new (gint64, events->len + 1);
  for (guint i = 0; i < events->len; i++)
    battle_ids[i] = col_int (res, (int) i, 6);
  mst_campaign_events_set_battles (events, battle_ids, battles);
  return g_steal_pointer (&events);

fail:
  read_end (self, began);
  return NULL;
}

static MstForce *
server_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) events = NULL;

  if (date != NULL && !mst_store_check_date (date, error))
    return NULL;
  events = server_list_events (backend, force_id, error);
  if (events == NULL)
    return NULL;
  if (events->len == 0)
    {
      no_force (self, force_id, error);
      return NULL;
    }
  return mst_campaign_replay_events (events, date != NULL ? mst_campaign_replay_stop_at_date : NULL, date,
                                     self->catalogue, address (self), error);
}

/* Forces */

static gint64
server_get_force_campaign (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, force_id);
  res = run (self, "SELECT cf.campaign_id FROM muster.campaign_forces cf "
                   "JOIN muster.campaigns c ON c.id = cf.campaign_id "
                   "WHERE cf.force_id = $1 AND c.deleted IS NULL", p, error);
  return res != NULL && PQntuples (res) > 0 ? col_int (res, 0, 0) : 0;
}

static MstForce *
server_get_force (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  g_autofree char *display = NULL;
  const char *data;
  MstForce *force;

  p_int (p, force_id);
  res = run (self, "SELECT data, revision FROM muster.forces WHERE id = $1", p, error);
  if (res == NULL)
    return NULL;
  if (PQntuples (res) == 0)
    {
      g_autofree char *id_s = id_string (force_id);
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no force %s"), address (self), id_s);
      return NULL;
    }
  data = col_text (res, 0, 0);
  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, address (self), force_id);
  force = mst_force_new_from_data (data, strlen (data), display, self->catalogue, error);
  if (force == NULL)
    return NULL;
  mst_force_set_id (force, force_id);
  mst_force_set_revision (force, col_int (res, 0, 1));
  return force;
}

static gint64
server_get_revision (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, force_id);
  res = run (self, "SELECT revision FROM muster.forces WHERE id = $1", p, error);
  if (res == NULL)
    return 0;
  if (PQntuples (res) == 0)
    {
      no_force (self, force_id, error);
      return 0;
    }
  return col_int (res, 0, 0);
}

/* Inside a transaction: one event of a force's history. */
static gboolean
insert_event (gpointer backend, MstCampaignEvent *event, gint64 campaign_id, gint64 force_id, gint64 battle_id,
              gint64 recorded, GError **error)
{
  MstServerCampaign *self = backend;
  MstCampaignEventKind kind = mst_campaign_event_get_kind (event);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  MstWeapon weapon;
  MstDoctrines doctrines;

  p_int (p, campaign_id);
  p_int (p, force_id);
  p_text (p, mst_campaign_event_kind_to_string (kind));
  p_text (p, mst_campaign_event_get_date (event));
  p_int (p, recorded);
  if (battle_id > 0)
    p_int (p, battle_id);
  else
    p_text (p, NULL);
  p_text (p, mst_campaign_event_get_unit (event));
  if (mst_campaign_event_get_general (event) >= 0)
    p_int (p, mst_campaign_event_get_general (event));
  else
    p_text (p, NULL);
  p_text (p, mst_campaign_event_get_name (event));
  p_text (p, mst_campaign_event_get_previous (event));
  p_text (p, mst_campaign_event_get_template_id (event));
  if (kind == MST_CAMPAIGN_EVENT_REINFORCED || kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    p_int (p, mst_campaign_event_get_bases (event));
  else
    p_text (p, NULL);
  if (kind == MST_CAMPAIGN_EVENT_UNIT_ADDED)
    p_int (p, mst_campaign_event_get_command (event));
  else
    p_text (p, NULL);
  if (kind == MST_CAMPAIGN_EVENT_GENERAL_REPLACED)
    {
      p_text (p, mst_respect_to_string (mst_campaign_event_get_respect (event)));
      p_text (p, mst_ability_to_string (mst_campaign_event_get_ability (event)));
    }
  else
    {
      p_text (p, NULL);
      p_text (p, NULL);
    }
  if (mst_campaign_event_get_equipment (event, &weapon, &doctrines))
    {
      p_text (p, mst_weapon_to_string (weapon));
      g_ptr_array_add (p, mst_doctrines_to_string (doctrines, " "));
    }
  else
    {
      p_text (p, NULL);
      p_text (p, NULL);
    }
  p_text (p, mst_campaign_event_get_force_data (event));
  res = run (self,
             "INSERT INTO muster.campaign_events (campaign_id, force_id, kind, date, recorded, battle_id, "
             "  unit, general, name, previous, template, bases, command, respect, ability, weapon, doctrines, data) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id",
             p, error);
  if (res == NULL)
    return FALSE;
  mst_campaign_event_set_ids (event, col_int (res, 0, 0), campaign_id, force_id);
  mst_campaign_event_set_recorded (event, recorded);
  return TRUE;
}

/* Inside a transaction: the battle, a row for each unit and general. */
static gint64
insert_battle (gpointer backend, MstBattle *battle, gint64 campaign_id, gint64 force_id, gint64 recorded,
               GError **error)
{
  MstServerCampaign *self = backend;
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  g_autoptr(GString) sql = NULL;
  gint64 id;

  p_int (p, campaign_id);
  p_int (p, force_id);
  p_text (p, mst_battle_get_date (battle));
  p_text (p, mst_battle_get_name (battle));
  p_text (p, mst_battle_get_opponent (battle));
  p_text (p, mst_battle_result_to_string (mst_battle_get_result (battle)));
  p_text (p, mst_battle_role_to_string (mst_battle_get_role (battle)));
  p_int (p, mst_battle_get_supply_spent (battle));
  p_text (p, mst_battle_get_notes (battle));
  p_int (p, recorded);
  p_int (p, mst_battle_count_bases_lost (battle));
  p_int (p, mst_battle_count_broken (battle));
  /* The rule set's three fates in its order, as the library counts them. */
  p_int (p, mst_battle_count_fate_column (battle, 0));
  p_int (p, mst_battle_count_fate_column (battle, 1));
  p_int (p, mst_battle_count_fate_column (battle, 2));
  res = run (self,
             "INSERT INTO muster.battles (campaign_id, force_id, date, name, opponent, result, role, "
             "  supply_spent, notes, recorded, bases_lost, units_broken, generals_swept_away, "
             "  generals_incapacitated, generals_lost) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id", p, error);
  if (res == NULL)
    return 0;
  id = col_int (res, 0, 0);

  /* Each kind of record in one statement: one round trip, not one a row. */
  if (mst_battle_get_n_units (battle) > 0)
    {
      g_ptr_array_set_size (p, 0);
      sql = g_string_new ("INSERT INTO muster.battle_units (battle_id, position, unit, grade, die, bases_before, "
                          "bases_lost, broken) VALUES ");
      for (guint i = 0; i < mst_battle_get_n_units (battle); i++)
        {
          const MstBattleUnit *u = mst_battle_get_unit (battle, i);
          guint n = p->len;

          g_string_append_printf (sql, "%s($%u, $%u, $%u, $%u, $%u, $%u, $%u, $%u)", i > 0 ? ", " : "",
                                  n + 1, n + 2, n + 3, n + 4, n + 5, n + 6, n + 7, n + 8);
          p_int (p, id);
          p_int (p, i);
          p_text (p, u->unit);
          p_text (p, u->grade != MST_GRADE_NONE ? mst_grade_to_string (u->grade) : NULL);
          p_int (p, u->die);
          p_int (p, u->bases_before);
          p_int (p, u->bases_lost);
          p_bool (p, u->broken);
        }
      if (!run_ok (self, sql->str, p, error))
        return 0;
      g_string_free (g_steal_pointer (&sql), TRUE);
    }
  if (mst_battle_get_n_generals (battle) > 0)
    {
      g_ptr_array_set_size (p, 0);
      sql = g_string_new ("INSERT INTO muster.battle_generals (battle_id, position, general, fate) VALUES ");
      for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
        {
          const MstBattleGeneral *g = mst_battle_get_general (battle, i);
          guint n = p->len;

          g_string_append_printf (sql, "%s($%u, $%u, $%u, $%u)", i > 0 ? ", " : "", n + 1, n + 2, n + 3, n + 4);
          p_int (p, id);
          p_int (p, g->position);
          p_text (p, g->general);
          p_text (p, mst_general_fate_to_string (g->fate));
        }
      if (!run_ok (self, sql->str, p, error))
        return 0;
    }
  mst_battle_set_ids (battle, id, campaign_id, force_id);
  mst_battle_set_recorded (battle, recorded);
  return id;
}

/* Inside a transaction: the force's new state, where the campaign and the
 * editor read it (the server bumps its revision). */
static gboolean
write_state (gpointer backend, gint64 campaign_id, gint64 force_id, MstForce *force, GError **error)
{
  MstServerCampaign *self = backend;
  g_autofree char *data = mst_force_to_data (force, NULL);
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, force_id);
  p_text (p, data);
  res = run (self, "UPDATE muster.campaign_forces SET state = $2 WHERE force_id = $1", p, error);
  if (res == NULL)
    return FALSE;
  g_clear_pointer (&res, PQclear);
  p_text (p, mst_force_get_name (force));
  p_text (p, mst_force_get_ruleset (force));
  p_text (p, mst_force_get_list_id (force));
  p_int (p, mst_store_now ());
  res = run (self, "UPDATE muster.forces SET data = $2, name = $3, ruleset = $4, list_id = $5, modified = $6 "
                   "WHERE id = $1", p, error);
  if (res == NULL)
    return FALSE;
  g_clear_pointer (&res, PQclear);
  g_ptr_array_set_size (p, 0);
  p_int (p, campaign_id);
  return run_ok (self, "SELECT muster.touch_campaign ($1)", p, error);
}

/* A force's owner writes its history, and so does the game master of the
 * campaign it is in; anyone else is told whose force it is. */
static gboolean
check_force_writer (MstServerCampaign *self, gint64 force_id, gboolean battle, GError **error)
{
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;

  p_int (p, force_id);
  res = run (self, "SELECT f.name, f.owner, c.owner FROM muster.forces f "
                   "JOIN muster.campaign_forces cf ON cf.force_id = f.id "
                   "JOIN muster.campaigns c ON c.id = cf.campaign_id WHERE f.id = $1", p, error);
  if (res == NULL)
    return FALSE;
  if (PQntuples (res) == 0)
    return no_force (self, force_id, error);
  if (g_strcmp0 (col_text (res, 0, 1), user (self)) != 0 && g_strcmp0 (col_text (res, 0, 2), user (self)) != 0)
    {
      if (battle)
        /* TRANSLATORS: a force's name, its owner's login, then this login */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                     _("“%s” is %s’s force; %s may not record its battles"),
                     col_text (res, 0, 0), col_text (res, 0, 1), user (self));
      else
        /* TRANSLATORS: a force's name, its owner's login, then this login */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                     _("“%s” is %s’s force; %s may not change it"),
                     col_text (res, 0, 0), col_text (res, 0, 1), user (self));
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
  force = server_get_force (MST_CAMPAIGN_BACKEND (self), force_id, error);
  if (force == NULL)
    return FALSE;
  return mst_store_check_template (self->catalogue, mst_force_get_list_id (force),
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
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  g_autoptr(PGresult) last = NULL;
  MstHistoryForce row = { address (self), 0, force_id, NULL, NULL, NULL };
  gint64 revision;

  p_int (p, force_id);
  res = run (self, "SELECT cf.campaign_id, cf.state, f.data, f.revision FROM muster.campaign_forces cf "
                   "JOIN muster.forces f ON f.id = cf.force_id WHERE cf.force_id = $1 FOR UPDATE", p, error);
  if (res == NULL)
    return 0;
  if (PQntuples (res) == 0)
    {
      no_force (self, force_id, error);
      return 0;
    }
  row.campaign_id = col_int (res, 0, 0);
  row.state = col_text (res, 0, 1);
  row.data = col_text (res, 0, 2);
  revision = col_int (res, 0, 3);

  if (base_revision >= 0 && revision != base_revision)
    {
      g_autofree char *id_s = id_string (force_id);
      g_autofree char *base_s = id_string (base_revision);
      g_autofree char *now_s = id_string (revision);

      g_set_error (error, MST_ERROR, MST_ERROR_CONFLICT,
                   _("%s: force %s changed since revision %s (it is at %s now): nothing was written"),
                   address (self), id_s, base_s, now_s);
      return 0;
    }

  last = run (self, "SELECT max (date) FROM muster.campaign_events WHERE force_id = $1", p, error);
  if (last == NULL)
    return 0;
  row.last_date = col_text (last, 0, 0);
  return mst_history_append (&server_writer, self, &row, self->catalogue, event, recorded, error);
}

static gint64
append (MstServerCampaign *self, gint64 force_id, MstCampaignEvent *event, gint64 base_revision, GError **error)
{
  gboolean battle = mst_campaign_event_get_kind (event) == MST_CAMPAIGN_EVENT_BATTLE;
  gint64 id;

  if (!check_force_writer (self, force_id, battle, error) || !check_list (self, force_id, event, error) ||
      !begin (self, error))
    return 0;
  id = append_locked (self, force_id, event, base_revision, mst_store_now (), error);
  if (id == 0)
    {
      rollback (self);
      return 0;
    }
  if (!commit (self, error))
    return 0;
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
  g_autofree char *data = mst_force_to_data (force, NULL);
  g_autofree char *state = NULL;
  g_autoptr(MstCampaignEvent) event = NULL;
  g_autoptr(MstForce) joined = NULL;
  g_autoptr(MstCampaign) campaign = NULL;
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  gint64 now = mst_store_now (), force_id;

  if (!mst_store_check_date (date, error))
    return 0;
  campaign = get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    return 0;

  event = mst_campaign_event_new_joined (data);
  mst_campaign_event_set_date (event, date);
  mst_campaign_event_set_ids (event, 0, campaign_id, 0);
  if (!mst_campaign_event_apply (event, &joined, self->catalogue, error))
    return 0;
  state = mst_force_to_data (joined, NULL);

  if (!begin (self, error))
    return 0;
  p_text (p, mst_force_get_name (joined));
  p_text (p, mst_force_get_ruleset (joined));
  p_text (p, mst_force_get_list_id (joined));
  p_text (p, state);
  p_int (p, now);
  res = run (self, "INSERT INTO muster.forces (name, ruleset, list_id, data, created, modified) "
                   "VALUES ($1, $2, $3, $4, $5, $5) RETURNING id", p, error);
  if (res == NULL)
    goto fail;
  force_id = col_int (res, 0, 0);
  g_ptr_array_set_size (p, 0);
  p_int (p, force_id);
  p_int (p, campaign_id);
  p_int (p, now);
  p_text (p, state);
  if (!run_ok (self, "INSERT INTO muster.campaign_forces (force_id, campaign_id, joined, state) "
                     "VALUES ($1, $2, $3, $4)", p, error) ||
      !insert_event (self, event, campaign_id, force_id, 0, now, error))
    goto fail;
  g_ptr_array_set_size (p, 0);
  p_int (p, campaign_id);
  if (!run_ok (self, "SELECT muster.touch_campaign ($1)", p, error) || !commit (self, error))
    goto fail;
  mst_force_set_id (force, force_id);
  return force_id;

fail:
  rollback (self);
  return 0;
}

/* Files, and campaigns from the library */

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
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  MstCampaignStore *store = scratch->store;
  gboolean began = read_begin (self);
  gint64 local_id = 0;

  campaign = get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    goto out;
  p_int (p, campaign_id);
  res = run (self, "SELECT force_id FROM muster.campaign_forces WHERE campaign_id = $1 ORDER BY joined, force_id",
             p, error);
  if (res == NULL || !mst_library_begin (scratch->library, error))
    goto out;
  local_id = mst_store_insert_campaign (store, mst_campaign_get_name (campaign), mst_campaign_get_archived (campaign),
                                       mst_campaign_get_created (campaign), error);
  for (int i = 0; local_id != 0 && i < PQntuples (res); i++)
    {
      g_autoptr(GPtrArray) events = server_list_events (MST_CAMPAIGN_BACKEND (self), col_int (res, i, 0), error);
      gint64 force_id = 0;

      if (events == NULL)
        local_id = 0;
      for (guint j = 0; local_id != 0 && j < events->len; j++)
        {
          MstCampaignEvent *event = g_ptr_array_index (events, j);
          gint64 recorded = mst_campaign_event_get_recorded (event);

          if (j == 0)
            {
              const char *data = mst_campaign_event_get_force_data (event);
              g_autoptr(MstForce) force = NULL;

              if (mst_campaign_event_get_kind (event) != MST_CAMPAIGN_EVENT_JOINED || data == NULL)
                {
                  g_set_error (error, MST_ERROR, MST_ERROR_DATABASE,
                               _("%s: a force’s history must begin with it joining the campaign"), address (self));
                  local_id = 0;
                  break;
                }
              force = mst_force_new_from_data (data, strlen (data), address (self), self->catalogue, error);
              if (force == NULL ||
                  (force_id = mst_store_insert_force_row (store, force, error)) == 0 ||
                  !mst_store_join_locked (store, local_id, force_id, data, mst_campaign_event_get_date (event),
                                          recorded, error))
                local_id = 0;
            }
          else if (mst_store_append_locked (store, force_id, event, recorded, error) == 0)
            local_id = 0;
        }
    }
  if (local_id == 0)
    mst_library_rollback (scratch->library);
  else if (!mst_library_commit (scratch->library, error))
    local_id = 0;

out:
  read_end (self, began);
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

  if (!check_game_master (self, error))
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
      g_autoptr(GPtrArray) p = params_new ();
      g_autoptr(PGresult) res = NULL;

      for (int c = 0; c < sqlite3_column_count (stmt); c++)
        {
          if (c == id_col)
            continue;
          if (sqlite3_column_type (stmt, c) == SQLITE_NULL)
            p_text (p, NULL);
          else if (maps[c] != NULL)
            {
              gint64 old = sqlite3_column_int64 (stmt, c);
              gint64 *new_id = g_hash_table_lookup (maps[c], &old);

              p_int (p, new_id != NULL ? *new_id : 0);
            }
          else
            p_text (p, (const char *) sqlite3_column_text (stmt, c));
        }
      res = run (self, insert, p, error);
      if (res == NULL)
        {
          sqlite3_finalize (stmt);
          return FALSE;
        }
      if (id_col >= 0)
        g_hash_table_insert (ids, g_memdup2 (&(gint64) { sqlite3_column_int64 (stmt, id_col) }, sizeof (gint64)),
                             g_memdup2 (&(gint64) { col_int (res, 0, 0) }, sizeof (gint64)));
    }
  sqlite3_finalize (stmt);
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
  g_autoptr(GPtrArray) p = params_new ();
  g_autoptr(PGresult) res = NULL;
  gboolean began;
  gint64 server_id = 0;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), 0);
  g_return_val_if_fail (MST_IS_CAMPAIGN_STORE (local), 0);

  if (!check_game_master (self, error))
    return 0;
  began = sqlite3_get_autocommit (mst_store_db (local));
  /* One snapshot of the library, one transaction on the server. */
  mst_store_read_begin (local);
  campaign = mst_campaign_store_get (local, campaign_id, error);
  if (campaign == NULL)
    goto out;
  if (!begin (self, error))
    goto out;
  p_text (p, mst_campaign_get_name (campaign));
  p_bool (p, mst_campaign_get_archived (campaign));
  p_int (p, mst_campaign_get_created (campaign));
  p_int (p, mst_campaign_get_modified (campaign));
  res = run (self, "INSERT INTO muster.campaigns (name, archived, created, modified) "
                   "VALUES ($1, $2, $3, $4) RETURNING id", p, error);
  if (res == NULL)
    goto fail;
  server_id = col_int (res, 0, 0);
  g_hash_table_insert (campaigns, g_memdup2 (&campaign_id, sizeof campaign_id),
                       g_memdup2 (&server_id, sizeof server_id));

  if (!copy_rows (self, local,
                  "SELECT f.id, f.name, f.ruleset, f.list_id, f.data, f.created, f.modified "
                  "FROM campaign_forces cf JOIN forces f ON f.id = cf.force_id "
                  "WHERE cf.campaign_id = ?1 ORDER BY cf.joined, cf.force_id",
                  campaign_id,
                  "INSERT INTO muster.forces (name, ruleset, list_id, data, created, modified) "
                  "VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                  0, forces, (GHashTable *[8]) { NULL }, error) ||
      !copy_rows (self, local,
                  "SELECT force_id, campaign_id, joined, state FROM campaign_forces WHERE campaign_id = ?1 "
                  "ORDER BY joined, force_id",
                  campaign_id,
                  "INSERT INTO muster.campaign_forces (force_id, campaign_id, joined, state) VALUES ($1, $2, $3, $4)",
                  -1, NULL, (GHashTable *[4]) { forces, campaigns }, error) ||
      !copy_rows (self, local,
                  "SELECT id, campaign_id, force_id, date, name, opponent, result, role, supply_spent, notes, "
                  "  recorded, bases_lost, units_broken, generals_swept_away, generals_incapacitated, "
                  "  generals_lost FROM battles WHERE campaign_id = ?1 ORDER BY id",
                  campaign_id,
                  "INSERT INTO muster.battles (campaign_id, force_id, date, name, opponent, result, role, "
                  "  supply_spent, notes, recorded, bases_lost, units_broken, generals_swept_away, "
                  "  generals_incapacitated, generals_lost) "
                  "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id",
                  0, battles, (GHashTable *[16]) { NULL, campaigns, forces }, error) ||
      !copy_rows (self, local,
                  "SELECT u.battle_id, u.position, u.unit, u.grade, u.die, u.bases_before, u.bases_lost, u.broken "
                  "FROM battle_units u JOIN battles b ON b.id = u.battle_id WHERE b.campaign_id = ?1",
                  campaign_id,
                  "INSERT INTO muster.battle_units (battle_id, position, unit, grade, die, bases_before, "
                  "  bases_lost, broken) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::integer <> 0)",
                  -1, NULL, (GHashTable *[8]) { battles }, error) ||
      !copy_rows (self, local,
                  "SELECT g.battle_id, g.position, g.general, g.fate "
                  "FROM battle_generals g JOIN battles b ON b.id = g.battle_id WHERE b.campaign_id = ?1",
                  campaign_id,
                  "INSERT INTO muster.battle_generals (battle_id, position, general, fate) VALUES ($1, $2, $3, $4)",
                  -1, NULL, (GHashTable *[4]) { battles }, error) ||
      !copy_rows (self, local,
                  "SELECT campaign_id, force_id, kind, date, recorded, battle_id, unit, general, name, previous, "
                  "  template, bases, command, respect, ability, weapon, doctrines, data "
                  "FROM campaign_events WHERE campaign_id = ?1 ORDER BY id",
                  campaign_id,
                  "INSERT INTO muster.campaign_events (campaign_id, force_id, kind, date, recorded, battle_id, "
                  "  unit, general, name, previous, template, bases, command, respect, ability, weapon, "
                  "  doctrines, data) "
                  "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)",
                  -1, NULL, (GHashTable *[18]) { campaigns, forces, NULL, NULL, NULL, battles }, error))
    goto fail;
  /* The campaign id, too, is the server's. */
  if (!commit (self, error))
    {
      server_id = 0;
      goto out;
    }
  goto out;

fail:
  rollback (self);
  server_id = 0;
out:
  mst_store_read_end (local, began);
  return server_id;
}

static void
server_campaign_backend_init (MstCampaignBackendInterface *iface)
{
  iface->get_location = server_get_location;
  iface->create = server_create;
  iface->rename = server_rename;
  iface->set_archived = server_set_archived;
  iface->remove = server_remove;
  iface->list = server_list;
  iface->summarize = server_summarize;
  iface->list_battles = server_list_battles;
  iface->add_force = server_add_force;
  iface->get_force_campaign = server_get_force_campaign;
  iface->get_force = server_get_force;
  iface->get_revision = server_get_revision;
  iface->record_battle = server_record_battle;
  iface->append = server_append;
  iface->list_events = server_list_events;
  iface->replay = server_replay;
  iface->export_data = server_export_data;
  iface->import_file = server_import_file;
}
