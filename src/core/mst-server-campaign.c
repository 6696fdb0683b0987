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
#include "mst-campaign-checks-private.h"
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
  g_clear_pointer (&self->seen_battles, g_hash_table_unref);
  mst_pg_drop_pending (self);
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
mst_pg_run_batch (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray *p, const int *n_params,
                  PGresult **results, GError **error)
{
  g_autofree GPtrArray **each = g_new (GPtrArray *, n + 1);

  for (guint i = 0; i < n; i++)
    each[i] = p;
  return mst_pg_run_each (self, n, sqls, each, n_params, results, error);
}

gboolean
mst_pg_run_each (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray **p, const int *n_params,
                 PGresult **results, GError **error)
{
  g_autofree const char *const **values = g_new0 (const char *const *, n + 1);
  g_autofree int *counts = g_new0 (int, n + 1);
  PGresult *failure;

  for (guint i = 0; i < n; i++)
    {
      values[i] = p[i] != NULL ? (const char *const *) p[i]->pdata : NULL;
      counts[i] = n_params != NULL ? n_params[i] : p[i] != NULL ? (int) p[i]->len : 0;
    }
  failure = mst_server_exec_batch (self->server, n, sqls, counts, values, results);

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
  mst_pg_drop_pending (self);
  /* Sent with the transaction's first statement: no round trip of its own. */
  mst_server_defer (self->server, "BEGIN");
  return TRUE;
}

void
mst_pg_drop_pending (MstServerCampaign *self)
{
  g_clear_pointer (&self->pending_battle, g_ptr_array_unref);
  g_clear_object (&self->pending_battle_of);
  g_clear_pointer (&self->pending_state, g_ptr_array_unref);
}

gboolean
mst_pg_send_state (MstServerCampaign *self, GError **error)
{
  g_autoptr(GPtrArray) p = g_steal_pointer (&self->pending_state);
  g_autoptr(PGresult) res = NULL;

  if (p == NULL)
    return TRUE;
  res = mst_pg_run (self, MST_PG_WRITE_STATE_SQL, p, error);
  self->writing_revision = res != NULL ? mst_pg_col_int (res, 0, 0) : 0;
  return res != NULL;
}

gboolean
mst_pg_commit (MstServerCampaign *self, GError **error)
{
  /* The force's state, written last, goes with the commit. */
  if (self->pending_state != NULL)
    {
      g_autoptr(GPtrArray) p = g_steal_pointer (&self->pending_state);
      const char *sqls[] = { MST_PG_WRITE_STATE_SQL, "COMMIT" };
      GPtrArray *each[] = { p, NULL };
      PGresult *results[2] = { NULL, NULL };

      if (mst_pg_run_each (self, 2, sqls, each, NULL, results, error))
        {
          self->writing_revision = mst_pg_col_int (results[0], 0, 0);
          PQclear (results[0]);
          PQclear (results[1]);
          return TRUE;
        }
      self->writing_revision = 0;
      /* The state refused: the transaction is there still, nothing of it
       * written; taken back. */
      if (PQstatus (self->conn) == CONNECTION_OK && PQtransactionStatus (self->conn) == PQTRANS_INERROR)
        {
          mst_pg_rollback (self);
          return FALSE;
        }
    }
  else if (mst_pg_run_ok (self, "COMMIT", NULL, error))
    return TRUE;
  /* Whether the server kept it cannot be known from here. */
  g_prefix_error (error, _("Nothing is known to have been written: "));
  return FALSE;
}

void
mst_pg_rollback (MstServerCampaign *self)
{
  mst_pg_drop_pending (self);
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

gboolean
mst_pg_run_read (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray *p, const int *n_params,
                 PGresult **results, GError **error)
{
  g_autofree const char **all = g_new (const char *, n + 1);
  g_autofree int *counts = g_new (int, n + 1);
  g_autofree PGresult **got = g_new0 (PGresult *, n + 1);
  gboolean began = mst_pg_read_begin (self);
  gboolean ok;

  if (!began)
    return mst_pg_run_batch (self, n, sqls, p, n_params, results, error);
  memcpy (all, sqls, n * sizeof *sqls);
  memcpy (counts, n_params, n * sizeof *n_params);
  all[n] = "ROLLBACK";
  counts[n] = 0;
  ok = mst_pg_run_batch (self, n + 1, all, p, counts, got, error);
  if (ok)
    {
      memcpy (results, got, n * sizeof *got);
      PQclear (got[n]);
    }
  /* Ended already, unless it failed half-way. */
  mst_pg_read_end (self, began);
  return ok;
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
  g_ptr_array_sort (campaigns, mst_campaign_compare_campaigns);
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

/* Battles */

#define BATTLE_SELECT \
  "SELECT b.id, b.campaign_id, b.force_id, b.date, b.name, b.opponent, b.result, b.role, " \
  "  b.supply_spent, b.notes, b.recorded, b.bases_lost, b.units_broken, b.generals_swept_away, " \
  "  b.generals_incapacitated, b.generals_lost, " \
  "  (SELECT f.ruleset FROM muster.forces f WHERE f.id = b.force_id)"
#define BATTLE_COLUMNS BATTLE_SELECT " FROM muster.battles b "
/* A force's battles ($2), in one campaign ($1) or in any (0). */
#define FORCE_BATTLES "WHERE b.force_id = $2::bigint AND ($1::bigint = 0 OR b.campaign_id = $1::bigint)"

/* Battles chosen by @where ($1 and $2 bigints), with their records, in
 * one round trip however many there are; @before (taking $1 and $2), if
 * given, read first in the same snapshot, its result in *@before_res. */
static GPtrArray *
load_battles_with (MstServerCampaign *self, const char *before, PGresult **before_res, const char *where, gint64 a,
                   gint64 b, gboolean with_records, GError **error)
{
  g_autoptr(GPtrArray) battles = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) by_id = NULL;
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  g_autofree char *sql = g_strconcat (BATTLE_COLUMNS, where, " ORDER BY b.date, b.id", NULL);
  /* The battles, their units and their generals asked at once. */
  g_autofree char *units_sql = g_strconcat ("SELECT u.battle_id, u.unit, u.grade, u.die, u.bases_before, "
                                            "  u.bases_lost, u.broken::integer, u.fates "
                                            "FROM muster.battle_units u WHERE u.battle_id IN "
                                            "(SELECT b.id FROM muster.battles b ", where,
                                            ") ORDER BY u.battle_id, u.position", NULL);
  g_autofree char *generals_sql = g_strconcat ("SELECT g.battle_id, g.position, g.general, g.fate "
                                               "FROM muster.battle_generals g WHERE g.battle_id IN "
                                               "(SELECT b.id FROM muster.battles b ", where,
                                               ") ORDER BY g.battle_id, g.position", NULL);
  const char *sqls[4];
  const int n_params[] = { 2, 2, 2, 2 };
  PGresult *results[4] = { NULL, NULL, NULL, NULL };
  guint n = 0, first;

  mst_pg_int (p, a);
  mst_pg_int (p, b);
  if (before != NULL)
    sqls[n++] = before;
  first = n;
  sqls[n++] = sql;
  if (with_records)
    {
      sqls[n++] = units_sql;
      sqls[n++] = generals_sql;
    }
  if (!mst_pg_run_read (self, n, sqls, p, n_params, results, error))
    return NULL;
  if (before != NULL)
    *before_res = results[0];
  for (int i = 0; i < PQntuples (results[first]); i++)
    g_ptr_array_add (battles, mst_record_row_read_battle (RECORD_ROW (results[first], i)));
  if (with_records)
    {
      gboolean ok = TRUE;

      by_id = mst_battles_by_id (battles);
      for (int i = 0; ok && i < PQntuples (results[first + 1]); i++)
        ok = mst_record_row_add_unit (RECORD_ROW (results[first + 1], i), by_id, error);
      for (int i = 0; ok && i < PQntuples (results[first + 2]); i++)
        ok = mst_record_row_add_general (RECORD_ROW (results[first + 2], i), by_id, error);
      if (!ok)
        g_clear_pointer (&battles, g_ptr_array_unref);
    }
  for (guint i = first; i < n; i++)
    PQclear (results[i]);
  return g_steal_pointer (&battles);
}

static GPtrArray *
load_battles (MstServerCampaign *self, const char *where, gint64 a, gint64 b, gboolean with_records,
              GError **error)
{
  return load_battles_with (self, NULL, NULL, where, a, b, with_records, error);
}

/* A campaign as its window shows it: its row, its forces, its battles.
 * The battles are read again as what changed since the last read: each
 * battle row carries the transaction that last wrote it (schema 11), and
 * the reader keeps, with the battles it read, the snapshot it read them
 * under; next time it asks only for the rows that snapshot did not see
 * (battles recorded since, or taken back).  A battle gone (its campaign
 * deleted) leaves more kept than the campaign's row counts: then the
 * campaign is read whole.  The forces (their names, lists and rule sets)
 * are read each time. */
typedef struct {
  GHashTable *battles;          /* id → MstBattle, none taken back; never changed once kept */
  GPtrArray *order;             /* the same in the campaign's order; NULL until asked */
  GHashTable *rulesets;         /* force id → the rule set its battles were read under */
  char *snapshot;               /* txid_current_snapshot () of that read */
} SeenBattles;

static void
seen_battles_free (gpointer data)
{
  SeenBattles *seen = data;

  g_hash_table_unref (seen->battles);
  g_clear_pointer (&seen->order, g_ptr_array_unref);
  g_clear_pointer (&seen->rulesets, g_hash_table_unref);
  g_free (seen->snapshot);
  g_free (seen);
}

static int
compare_battles (gconstpointer a, gconstpointer b)
{
  MstBattle *x = *(MstBattle **) a, *y = *(MstBattle **) b;
  int by_date = g_strcmp0 (mst_battle_get_date (x), mst_battle_get_date (y));

  if (by_date != 0)
    return by_date;
  return (mst_battle_get_id (x) > mst_battle_get_id (y)) - (mst_battle_get_id (x) < mst_battle_get_id (y));
}

/* The kept order told of a battle gone, or come (in its place). */
static void
order_remove (SeenBattles *seen, MstBattle *battle)
{
  if (seen->order != NULL)
    g_ptr_array_remove (seen->order, battle);
}

static void
order_insert (SeenBattles *seen, MstBattle *battle)
{
  guint low = 0, high;

  if (seen->order == NULL)
    return;
  high = seen->order->len;
  /* Recorded last, most often: its place at the end. */
  if (high == 0 || compare_battles (&battle, &g_ptr_array_index (seen->order, high - 1)) >= 0)
    low = high;
  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (compare_battles (&battle, &g_ptr_array_index (seen->order, mid)) < 0)
        high = mid;
      else
        low = mid + 1;
    }
  g_ptr_array_insert (seen->order, (gint) low, g_object_ref (battle));
}

typedef struct {
  MstCampaign *campaign;
  GPtrArray *battles;            /* the kept battles themselves, in the campaign's order */
  PGresult *forces;              /* id, name, list_id, ruleset */
} CampaignView;

static void
campaign_view_clear (CampaignView *view)
{
  g_clear_object (&view->campaign);
  g_clear_pointer (&view->battles, g_ptr_array_unref);
  g_clear_pointer (&view->forces, PQclear);
}

static gboolean
same_rulesets (GHashTable *before, GHashTable *now)
{
  GHashTableIter iter;
  gpointer key, value;

  if (before == NULL || g_hash_table_size (before) != g_hash_table_size (now))
    return FALSE;
  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_strcmp0 (g_hash_table_lookup (before, key), value) != 0)
      return FALSE;
  return TRUE;
}

#define VIEW_CAMPAIGN_SQL CAMPAIGN_COLUMNS "WHERE c.id = $1::bigint AND c.deleted IS NULL"
#define VIEW_FORCES_SQL \
  "SELECT f.id, f.name, f.list_id, f.ruleset FROM muster.campaign_forces cf " \
  "JOIN muster.forces f ON f.id = cf.force_id WHERE cf.campaign_id = $1::bigint ORDER BY f.id"
#define VIEW_SNAPSHOT_SQL "SELECT txid_current_snapshot ()::text"

/* The battle rows read (the changed ones, with whether each was taken
 * back, unless @whole) applied to the kept battles. */
static void
seen_apply_rows (SeenBattles *seen, PGresult *res, gboolean whole)
{
  for (int i = 0; i < PQntuples (res); i++)
    {
      MstBattle *battle = mst_record_row_read_battle (RECORD_ROW (res, i));
      gint64 id = mst_battle_get_id (battle);
      MstBattle *old = g_hash_table_lookup (seen->battles, &id);

      if (old != NULL)
        {
          order_remove (seen, old);
          g_hash_table_remove (seen->battles, &id);
        }
      if (!whole && mst_pg_col_bool (res, i, 17))
        g_object_unref (battle);
      else
        {
          g_hash_table_insert (seen->battles, g_memdup2 (&id, sizeof id), battle);
          order_insert (seen, battle);
        }
    }
}

/* The forces' rule sets as read now (@forces: id, name, list_id,
 * ruleset); a force's changed since, its kept battles are replaced by
 * ones read under it (a kept battle is never changed: a caller may hold
 * it). */
static void
seen_apply_rulesets (SeenBattles *seen, PGresult *forces)
{
  GHashTable *now = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer value;

  for (int i = 0; i < PQntuples (forces); i++)
    g_hash_table_insert (now, g_memdup2 (&(gint64) { mst_pg_col_int (forces, i, 0) }, sizeof (gint64)),
                         g_strdup (mst_pg_col_text (forces, i, 3)));
  if (seen->rulesets != NULL && !same_rulesets (seen->rulesets, now))
    {
      g_hash_table_iter_init (&iter, seen->battles);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          gint64 force_id = mst_battle_get_force_id (value);
          const char *ruleset = g_hash_table_lookup (now, &force_id);

          if (ruleset != NULL && g_strcmp0 (ruleset, mst_battle_get_ruleset (value)) != 0)
            {
              MstBattle *copy = mst_battle_copy (value);

              mst_battle_set_ruleset (copy, ruleset);
              g_clear_pointer (&seen->order, g_ptr_array_unref);
              g_hash_table_iter_replace (&iter, copy);
            }
        }
    }
  g_clear_pointer (&seen->rulesets, g_hash_table_unref);
  seen->rulesets = now;
}

/* The kept battles in the campaign's order. */
static GPtrArray *
seen_order (SeenBattles *seen)
{
  GHashTableIter iter;
  gpointer value;

  if (seen->order == NULL)
    {
      seen->order = g_ptr_array_new_full (g_hash_table_size (seen->battles), g_object_unref);
      g_hash_table_iter_init (&iter, seen->battles);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        g_ptr_array_add (seen->order, g_object_ref (value));
      g_ptr_array_sort (seen->order, compare_battles);
    }
  return g_ptr_array_ref (seen->order);
}

static SeenBattles *
seen_battles_new (void)
{
  SeenBattles *seen = g_new0 (SeenBattles, 1);

  seen->battles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);
  return seen;
}

static gboolean
read_view (MstServerCampaign *self, gint64 campaign_id, CampaignView *view, GError **error)
{
  static const char *const whole[] = {
    VIEW_CAMPAIGN_SQL, VIEW_FORCES_SQL, VIEW_SNAPSHOT_SQL,
    BATTLE_COLUMNS "WHERE b.campaign_id = $1::bigint AND NOT b.retracted",
  };
  static const char *const since[] = {
    VIEW_CAMPAIGN_SQL, VIEW_FORCES_SQL, VIEW_SNAPSHOT_SQL,
    BATTLE_SELECT ", b.retracted FROM muster.battles b WHERE b.campaign_id = $1::bigint "
    "  AND b.changed >= txid_snapshot_xmin ($2::text::txid_snapshot) "
    "  AND NOT txid_visible_in_snapshot (b.changed, $2::text::txid_snapshot)",
  };
  static const int whole_params[] = { 1, 1, 0, 1 }, since_params[] = { 1, 1, 0, 2 };
  g_autoptr(GPtrArray) p = mst_pg_params_new ();
  PGresult *results[4] = { NULL, NULL, NULL, NULL };
  SeenBattles *seen = NULL;
  /* Kept only from a snapshot of its own: inside the caller's
   * transaction (its own writes seen) the campaign is read whole. */
  gboolean keeps = mst_server_transaction_status (self->server) == PQTRANS_IDLE;
  gboolean fresh, ok;

  if (keeps)
    {
      if (self->seen_battles == NULL)
        self->seen_battles = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, seen_battles_free);
      seen = g_hash_table_lookup (self->seen_battles, &campaign_id);
    }
  fresh = seen == NULL;
  mst_pg_int (p, campaign_id);
  if (fresh)
    ok = mst_pg_run_read (self, G_N_ELEMENTS (whole), whole, p, whole_params, results, error);
  else
    {
      mst_pg_text (p, seen->snapshot);
      ok = mst_pg_run_read (self, G_N_ELEMENTS (since), since, p, since_params, results, error);
    }
  if (ok && PQntuples (results[0]) == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (results); i++)
        PQclear (results[i]);
      ok = mst_pg_no_campaign (self, campaign_id, error);
    }
  if (!ok)
    {
      if (keeps)
        g_hash_table_remove (self->seen_battles, &campaign_id);
      return FALSE;
    }
  view->campaign = read_campaign (results[0], 0);
  view->forces = results[1];
  if (fresh)
    {
      seen = seen_battles_new ();
      if (keeps)
        g_hash_table_insert (self->seen_battles, g_memdup2 (&campaign_id, sizeof campaign_id), seen);
    }
  seen_apply_rows (seen, results[3], fresh);
  seen_apply_rulesets (seen, view->forces);
  g_free (seen->snapshot);
  seen->snapshot = g_strdup (mst_pg_col_text (results[2], 0, 0));
  PQclear (results[2]);
  PQclear (results[3]);

  /* A battle gone since: the campaign read whole. */
  if (!fresh && mst_campaign_get_n_battles (view->campaign) != g_hash_table_size (seen->battles))
    {
      campaign_view_clear (view);
      g_hash_table_remove (self->seen_battles, &campaign_id);
      return read_view (self, campaign_id, view, error);
    }
  view->battles = seen_order (seen);
  if (!keeps)
    seen_battles_free (seen);
  return TRUE;
}

/* The summary counted over the battles as the campaign's view keeps them
 * (read_view ()): what changed since the last read, not every battle. */
static MstCampaignSummary *
server_summarize (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  CampaignView view = { NULL, NULL, NULL };
  MstCampaignSummary *summary;

  if (!read_view (self, campaign_id, &view, error))
    return NULL;
  summary = mst_campaign_summary_begin (view.campaign);
  {
    g_autofree MstRecordRow *rows = g_new (MstRecordRow, PQntuples (view.forces) + 1);

    for (int i = 0; i < PQntuples (view.forces); i++)
      rows[i] = *RECORD_ROW (view.forces, i);
    mst_campaign_summary_add_forces (summary, (guint) PQntuples (view.forces), rows, view.battles);
  }
  mst_campaign_summary_end (summary);
  campaign_view_clear (&view);
  return summary;
}

static GPtrArray *
server_list_battles (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, gboolean with_records,
                     GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);

  if (force_id > 0)
    return load_battles (self, FORCE_BATTLES, campaign_id, force_id, with_records, error);
  /* A campaign's battles: none the game master took back. */
  if (!with_records)
    {
      CampaignView view = { NULL, NULL, NULL };
      GPtrArray *battles;

      if (!read_view (self, campaign_id, &view, error))
        return NULL;
      /* The kept battles themselves: never changed once kept. */
      battles = g_ptr_array_copy (view.battles, (GCopyFunc) (void (*) (void)) g_object_ref, NULL);
      g_ptr_array_set_free_func (battles, g_object_unref);
      campaign_view_clear (&view);
      return battles;
    }
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

  /* The events and their battles, in one snapshot and one round trip. */
  battles = load_battles_with (self,
                               EVENT_COLUMNS "WHERE force_id = $2::bigint AND ($1::bigint = 0 OR campaign_id = $1::bigint) "
                               "ORDER BY id",
                               &res, FORCE_BATTLES, 0, force_id, TRUE, error);
  if (battles == NULL)
    return NULL;
  for (int i = 0; i < PQntuples (res); i++)
    {
      MstCampaignEvent *event = mst_record_row_read_event (RECORD_ROW (res, i), mst_pg_address (self), error);

      if (event == NULL)
        return NULL;
      g_ptr_array_add (events, event);
    }
  battle_ids = g_new (gint64, events->len + 1);
  for (guint i = 0; i < events->len; i++)
    battle_ids[i] = mst_pg_col_int (res, (int) i, 6);
  mst_campaign_events_set_battles (events, battle_ids, battles);
  return g_steal_pointer (&events);
}

static MstForce *
server_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  MstServerCampaign *self = MST_SERVER_CAMPAIGN (backend);
  g_autoptr(GPtrArray) events = NULL;

  if (date != NULL && !mst_campaign_check_date (date, error))
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
