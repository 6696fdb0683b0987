/* mst-server-campaign.c: a club's campaigns on a PostgreSQL server, behind the campaign backend interface:
 * the backend, its queries, and what it reads.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same operations as the library's store (mst-campaign-store.c,
 * mst-campaign-records.c), on the server's schema (mst-server-schema.c),
 * as the login connected.  What writes is in mst-server-campaign-write.c,
 * what copies whole campaigns in mst-server-publish.c. */
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
#include "mst-server-campaign-private.h"
#include "mst-server-private.h"

static void server_campaign_backend_init (MstCampaignBackendInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MstServerCampaign, mst_server_campaign, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MST_TYPE_CAMPAIGN_BACKEND, server_campaign_backend_init))

static void
mst_server_campaign_finalize (GObject *object)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (object);

  g_clear_object (&self->server);
  g_clear_object (&self->catalogue);
  g_free (self->client_id);
  G_OBJECT_CLASS (mst_server_campaign_parent_class)->finalize (object);
}

void
mst_server_campaign_set_client_id (MstServerCampaign *self, const char *client_id, MstCampaignEventKind kind)
{
  g_return_if_fail (MST_IS_SERVER_CAMPAIGN (self));

  g_free (self->client_id);
  self->client_id = g_strdup (client_id);
  self->client_kind = kind;
}

char *
mst_pg_take_client_id (MstServerCampaign *self, MstCampaignEventKind kind)
{
  if (self->client_id == NULL || self->client_kind != kind)
    return NULL;
  return g_steal_pointer (&self->client_id);
}

gint64
mst_server_campaign_find_delivered (MstServerCampaign *self, gint64 force_id, const char *client_id, GError **error)
{
  g_autoptr(GPtrArray) p = NULL;
  g_autoptr(PGresult) res = NULL;

  g_return_val_if_fail (MST_IS_SERVER_CAMPAIGN (self), -1);
  g_return_val_if_fail (client_id != NULL, -1);

  p = mst_pg_params_new ();
  mst_pg_int (p, force_id);
  mst_pg_text (p, client_id);
  res = mst_pg_run (self,
                    "SELECT id FROM muster.battles WHERE force_id = $1 AND client_id = $2 "
                    "UNION ALL SELECT id FROM muster.campaign_events WHERE force_id = $1 AND client_id = $2 "
                    "LIMIT 1", p, error);
  if (res == NULL)
    return -1;
  return PQntuples (res) > 0 ? mst_pg_col_int (res, 0, 0) : 0;
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

const char *
mst_pg_address (MstServerCampaign *self)
{
  return mst_server_get_address (self->server);
}

const char *
mst_pg_user (MstServerCampaign *self)
{
  return mst_server_get_user (self->server);
}

/* Queries */

/* Parameters as text, NULL for SQL NULL. */
GPtrArray *
mst_pg_params_new (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

void
mst_pg_text (GPtrArray *p, const char *text)
{
  g_ptr_array_add (p, g_strdup (text));
}

void
mst_pg_json_string (GString *json, const char *text)
{
  if (text == NULL)
    {
      g_string_append (json, "null");
      return;
    }
  g_string_append_c (json, '"');
  for (const char *c = text; *c != '\0'; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_printf (json, "\\%c", *c);
      else if ((guchar) *c < 0x20)
        g_string_append_printf (json, "\\u%04x", (guint) (guchar) *c);
      else
        g_string_append_c (json, *c);
    }
  g_string_append_c (json, '"');
}

void
mst_pg_int (GPtrArray *p, gint64 value)
{
  g_ptr_array_add (p, g_strdup_printf ("%" G_GINT64_FORMAT, value));
}

void
mst_pg_bool (GPtrArray *p, gboolean value)
{
  mst_pg_text (p, value ? "t" : "f");
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
                 _("The server %s stopped answering: %s"), mst_pg_address (self), message);
  else if (g_str_equal (state, "42501"))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, "%s: %s", mst_pg_address (self), message);
  /* Muster's own: a write on a revision no longer the stored one. */
  else if (g_str_equal (state, "MU409"))
    g_set_error (error, MST_ERROR, MST_ERROR_CONFLICT, "%s: %s", mst_pg_address (self), message);
  else
    g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", mst_pg_address (self), message);
}

/* Runs @sql with the parameters @p (may be NULL); NULL and @error on failure. */
PGresult *
mst_pg_run (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error)
{
  PGresult *res = mst_server_exec (self->server, sql, p != NULL ? (int) p->len : 0,
                                   p != NULL ? (const char *const *) p->pdata : NULL);
  ExecStatusType status = PQresultStatus (res);

  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK)
    return res;
  set_error (self, res, error);
  PQclear (res);
  return NULL;
}

gboolean
mst_pg_run_batch (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray *p, PGresult **results,
                  GError **error)
{
  PGresult *failure = mst_server_exec_batch (self->server, n, sqls, p != NULL ? (int) p->len : 0,
                                             p != NULL ? (const char *const *) p->pdata : NULL, results);

  if (failure == NULL)
    {
      for (guint i = 0; i < n; i++)
        if (results[i] == NULL)
          {
            /* The connection lost half-way. */
            for (guint j = 0; j < n; j++)
              g_clear_pointer (&results[j], PQclear);
            set_error (self, NULL, error);
            return FALSE;
          }
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    g_clear_pointer (&results[i], PQclear);
  set_error (self, failure, error);
  PQclear (failure);
  return FALSE;
}

PGresult *
mst_pg_run_id (MstServerCampaign *self, const char *sql, gint64 id, GError **error)
{
  g_autoptr(GPtrArray) p = mst_pg_params_new ();

  mst_pg_int (p, id);
  return mst_pg_run (self, sql, p, error);
}

gboolean
mst_pg_run_ok (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error)
{
  g_autoptr(PGresult) res = mst_pg_run (self, sql, p, error);
  return res != NULL;
}

gint64
mst_pg_col_int (gpointer res, int row, int col)
{
  return PQgetisnull (res, row, col) ? 0 : g_ascii_strtoll (PQgetvalue (res, row, col), NULL, 10);
}

const char *
mst_pg_col_text (gpointer res, int row, int col)
{
  return PQgetisnull (res, row, col) ? NULL : PQgetvalue (res, row, col);
}

gboolean
mst_pg_col_bool (PGresult *res, int row, int col)
{
  return !PQgetisnull (res, row, col) && PQgetvalue (res, row, col)[0] == 't';
}

/* Row @i of @res, as the shared readers take it. */
#define RECORD_ROW(res, i) (&(MstRecordRow) { (res), (i), mst_pg_col_text, mst_pg_col_int })

gboolean
mst_pg_begin (MstServerCampaign *self, GError **error)
{
  /* Whatever this transaction writes, the revision a write before it left
   * is no longer the one to tell (several battles at once leave another). */
  self->written_force_id = 0;
  self->writing_revision = 0;
  return mst_pg_run_ok (self, "BEGIN", NULL, error);
}

gboolean
mst_pg_commit (MstServerCampaign *self, GError **error)
{
  if (mst_pg_run_ok (self, "COMMIT", NULL, error))
    return TRUE;
  /* Whether the server kept it cannot be known from here. */
  g_prefix_error (error, _("Nothing is known to have been written: "));
  return FALSE;
}

void
mst_pg_rollback (MstServerCampaign *self)
{
  mst_server_flush (self->server);
  if (PQstatus (self->conn) == CONNECTION_OK && PQtransactionStatus (self->conn) != PQTRANS_IDLE)
    {
      PGresult *res = PQexec (self->conn, "ROLLBACK");
      PQclear (res);
    }
}

#define READ_BEGIN "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"

/* Several reads as one snapshot, unless inside a transaction already.
 * Its BEGIN goes with the first read, and its end with the statement
 * after the last (or when the connection is left idle): a snapshot costs
 * no round trip of its own. */
gboolean
mst_pg_read_begin (MstServerCampaign *self)
{
  if (mst_server_transaction_status (self->server) != PQTRANS_IDLE)
    return FALSE;
  mst_server_defer (self->server, READ_BEGIN);
  return TRUE;
}

void
mst_pg_read_end (MstServerCampaign *self, gboolean began)
{
  /* Nothing read: nothing begun. */
  if (!began || mst_server_take_deferred (self->server, READ_BEGIN))
    return;
  if (PQstatus (self->conn) == CONNECTION_OK && PQtransactionStatus (self->conn) != PQTRANS_IDLE)
    mst_server_defer (self->server, "ROLLBACK");
}

char *
mst_pg_id_string (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

gboolean
mst_pg_no_campaign (MstServerCampaign *self, gint64 id, GError **error)
{
  g_autofree char *id_s = mst_pg_id_string (id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no campaign %s"), mst_pg_address (self), id_s);
  return FALSE;
}

gboolean
mst_pg_no_force (MstServerCampaign *self, gint64 id, GError **error)
{
  g_autofree char *id_s = mst_pg_id_string (id);

  g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: force %s is in no campaign"),
               mst_pg_address (self), id_s);
  return FALSE;
}

/* Campaigns */

#define CAMPAIGN_COLUMNS \
  "SELECT c.id, c.name, c.archived, c.created, c.modified, " \
  "  (SELECT count(*) FROM muster.campaign_forces f WHERE f.campaign_id = c.id), " \
  "  (SELECT count(*) FROM muster.battles b WHERE b.campaign_id = c.id AND NOT b.retracted), " \
  "  (SELECT min(date) FROM muster.battles b WHERE b.campaign_id = c.id AND NOT b.retracted), " \
  "  (SELECT max(date) FROM muster.battles b WHERE b.campaign_id = c.id AND NOT b.retracted), c.owner " \
  "FROM muster.campaigns c "

static MstCampaign *
read_campaign (PGresult *res, int row)
{
  return mst_campaign_new (mst_pg_col_int (res, row, 0), mst_pg_col_text (res, row, 1),
                           mst_pg_col_bool (res, row, 2), mst_pg_col_int (res, row, 3),
                           mst_pg_col_int (res, row, 4), (guint) mst_pg_col_int (res, row, 5),
                           (guint) mst_pg_col_int (res, row, 6), mst_pg_col_text (res, row, 7),
                           mst_pg_col_text (res, row, 8));
}

static const char *
server_get_location (MstCampaignBackend *backend)
{
  return mst_pg_address (MST_SERVER_CAMPAIGN (backend));
}

static GPtrArray *
server_list (MstCampaignBackend *backend, gboolean with_archived, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  GPtrArray *campaigns;

  mst_pg_bool (p, with_archived);
  res = mst_pg_run (self, CAMPAIGN_COLUMNS "WHERE c.deleted IS NULL AND ($1::boolean OR NOT c.archived)", p, error);
  if (res == NULL)
    return NULL;
  campaigns = g_ptr_array_new_with_free_func (g_object_unref);
  for (int i = 0; i < PQntuples (res); i++)
    g_ptr_array_add (campaigns, read_campaign (res, i));
  g_ptr_array_sort (campaigns, mst_store_compare_campaigns);
  return campaigns;
}

MstCampaign *
mst_pg_get_campaign (MstServerCampaign *self, gint64 campaign_id, GError **error)
{
  g_autoptr(PGresult) res = NULL;

  res = mst_pg_run_id (self, CAMPAIGN_COLUMNS "WHERE c.id = $1 AND c.deleted IS NULL", campaign_id, error);
  if (res == NULL)
    return NULL;
  if (PQntuples (res) == 0)
    {
      mst_pg_no_campaign (self, campaign_id, error);
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
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  gboolean began = mst_pg_read_begin (self);

  campaign = mst_pg_get_campaign (self, campaign_id, error);
  if (campaign == NULL)
    {
      mst_pg_read_end (self, began);
      return NULL;
    }
  mst_pg_int (p, campaign_id);
  res = mst_pg_run (self,
                    "SELECT cf.force_id, f.name, f.list_id, count (b.id), "
                    "  count (*) FILTER (WHERE b.result = 'won'), count (*) FILTER (WHERE b.result = 'lost'), "
                    "  count (*) FILTER (WHERE b.result = 'drawn'), coalesce (sum (b.bases_lost), 0), "
                    "  coalesce (sum (b.units_broken), 0), coalesce (sum (b.generals_swept_away), 0), "
                    "  coalesce (sum (b.generals_incapacitated), 0), coalesce (sum (b.generals_lost), 0), f.ruleset "
                    "FROM muster.campaign_forces cf JOIN muster.forces f ON f.id = cf.force_id "
                    "LEFT JOIN muster.battles b ON b.force_id = cf.force_id AND b.campaign_id = cf.campaign_id "
                    "  AND NOT b.retracted "
                    "WHERE cf.campaign_id = $1 GROUP BY cf.force_id, f.name, f.list_id, f.ruleset", p, error);
  mst_pg_read_end (self, began);
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
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autoptr(PGresult) res = NULL;
  g_autofree char *sql = NULL;
  gboolean began = mst_pg_read_begin (self);

  mst_pg_int (p, a);
  mst_pg_int (p, b);
  sql = g_strconcat (BATTLE_COLUMNS, where, " ORDER BY b.date, b.id", NULL);
  if (!with_records)
    {
      res = mst_pg_run (self, sql, p, error);
      if (res == NULL)
        goto fail;
      for (int i = 0; i < PQntuples (res); i++)
        g_ptr_array_add (battles, mst_record_row_read_battle (RECORD_ROW (res, i)));
    }
  else
    {
      /* The battles, their units and their generals asked at once. */
      g_autofree char *units_sql = g_strconcat ("SELECT u.battle_id, u.unit, u.grade, u.die, u.bases_before, "
                                                "  u.bases_lost, u.broken::integer "
                                                "FROM muster.battle_units u WHERE u.battle_id IN "
                                                "(SELECT b.id FROM muster.battles b ", where,
                                                ") ORDER BY u.battle_id, u.position", NULL);
      g_autofree char *generals_sql = g_strconcat ("SELECT g.battle_id, g.position, g.general, g.fate "
                                                   "FROM muster.battle_generals g WHERE g.battle_id IN "
                                                   "(SELECT b.id FROM muster.battles b ", where,
                                                   ") ORDER BY g.battle_id, g.position", NULL);
      const char *sqls[] = { sql, units_sql, generals_sql };
      PGresult *results[G_N_ELEMENTS (sqls)];

      if (!mst_pg_run_batch (self, G_N_ELEMENTS (sqls), sqls, p, results, error))
        goto fail;
      for (int i = 0; i < PQntuples (results[0]); i++)
        g_ptr_array_add (battles, mst_record_row_read_battle (RECORD_ROW (results[0], i)));
      by_id = mst_battles_by_id (battles);
      for (int i = 0; i < PQntuples (results[1]); i++)
        mst_record_row_add_unit (RECORD_ROW (results[1], i), by_id);
      for (int i = 0; i < PQntuples (results[2]); i++)
        mst_record_row_add_general (RECORD_ROW (results[2], i), by_id);
      for (guint i = 0; i < G_N_ELEMENTS (results); i++)
        PQclear (results[i]);
    }
  mst_pg_read_end (self, began);
  return g_steal_pointer (&battles);

fail:
  mst_pg_read_end (self, began);
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
  /* A campaign's battles: none the game master took back. */
  return load_battles (self, "WHERE b.campaign_id = $1::bigint AND $2::bigint = 0 AND NOT b.retracted", campaign_id, 0,
                       with_records, error);
}

/* Events */

#define EVENT_COLUMNS \
  "SELECT id, campaign_id, force_id, kind, date, recorded, battle_id, unit, general, " \
  "  name, previous, template, bases, command, respect, ability, weapon, doctrines, data, retracts " \
  "FROM muster.campaign_events "

GPtrArray *
mst_pg_list_events (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) battles = NULL;
  g_autofree gint64 *battle_ids = NULL;
  g_autoptr(PGresult) res = NULL;
  gboolean began = mst_pg_read_begin (self);

  res = mst_pg_run_id (self, EVENT_COLUMNS "WHERE force_id = $1 ORDER BY id", force_id, error);
  if (res == NULL)
    goto fail;
  for (int i = 0; i < PQntuples (res); i++)
    {
      MstCampaignEvent *event = mst_record_row_read_event (RECORD_ROW (res, i), mst_pg_address (self), error);

      if (event == NULL)
        goto fail;
      g_ptr_array_add (events, event);
    }
  battles = server_list_battles (backend, 0, force_id, TRUE, error);
  mst_pg_read_end (self, began);
  if (battles == NULL)
    return NULL;

  battle_ids = g_new (gint64, events->len + 1);
  for (guint i = 0; i < events->len; i++)
    battle_ids[i] = mst_pg_col_int (res, (int) i, 6);
  mst_campaign_events_set_battles (events, battle_ids, battles);
  return g_steal_pointer (&events);

fail:
  mst_pg_read_end (self, began);
  return NULL;
}

static MstForce *
server_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) events = NULL;

  if (date != NULL && !mst_store_check_date (date, error))
    return NULL;
  events = mst_pg_list_events (backend, force_id, error);
  if (events == NULL)
    return NULL;
  if (events->len == 0)
    {
      mst_pg_no_force (self, force_id, error);
      return NULL;
    }
  return mst_campaign_replay_events (events, date != NULL ? mst_campaign_replay_stop_at_date : NULL, date,
                                     self->catalogue, mst_pg_address (self), error);
}

/* Forces */

static gint64
server_get_force_campaign (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(PGresult) res = NULL;

  res = mst_pg_run_id (self, "SELECT cf.campaign_id FROM muster.campaign_forces cf "
                             "JOIN muster.campaigns c ON c.id = cf.campaign_id "
                             "WHERE cf.force_id = $1 AND c.deleted IS NULL", force_id, error);
  return res != NULL && PQntuples (res) > 0 ? mst_pg_col_int (res, 0, 0) : 0;
}

MstForce *
mst_pg_get_force (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(PGresult) res = NULL;
  g_autofree char *display = NULL;
  const char *data;
  MstForce *force;

  res = mst_pg_run_id (self, "SELECT data, revision FROM muster.forces WHERE id = $1", force_id, error);
  if (res == NULL)
    return NULL;
  if (PQntuples (res) == 0)
    {
      g_autofree char *id_s = mst_pg_id_string (force_id);
      g_set_error (error, MST_ERROR, MST_ERROR_NOT_FOUND, _("%s: there is no force %s"), mst_pg_address (self), id_s);
      return NULL;
    }
  data = mst_pg_col_text (res, 0, 0);
  display = g_strdup_printf ("%s#%" G_GINT64_FORMAT, mst_pg_address (self), force_id);
  force = mst_force_new_from_data (data, strlen (data), display, self->catalogue, error);
  if (force == NULL)
    return NULL;
  mst_force_set_id (force, force_id);
  mst_force_set_revision (force, mst_pg_col_int (res, 0, 1));
  return force;
}

static gint64
server_get_revision (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(PGresult) res = NULL;

  res = mst_pg_run_id (self, "SELECT revision FROM muster.forces WHERE id = $1", force_id, error);
  if (res == NULL)
    return 0;
  if (PQntuples (res) == 0)
    {
      mst_pg_no_force (self, force_id, error);
      return 0;
    }
  return mst_pg_col_int (res, 0, 0);
}

static void
server_campaign_backend_init (MstCampaignBackendInterface *iface)
{
  iface->get_location = server_get_location;
  iface->list = server_list;
  iface->summarize = server_summarize;
  iface->list_battles = server_list_battles;
  iface->get_force_campaign = server_get_force_campaign;
  iface->get_force = mst_pg_get_force;
  iface->get_revision = server_get_revision;
  iface->list_events = mst_pg_list_events;
  iface->replay = server_replay;
  mst_pg_backend_init_writes (iface);
  mst_pg_backend_init_publish (iface);
}
