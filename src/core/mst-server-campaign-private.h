/* mst-server-campaign-private.h: what the club server's campaign files
 * share (mst-server-campaign.c, mst-server-campaign-write.c,
 * mst-server-publish.c): the backend itself, its queries and its checks.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "mst-pq.h"

#include "mst-campaign-store.h"
#include "mst-server-campaign.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PGresult, PQclear)

struct _MstServerCampaign
{
  GObject parent_instance;

  MstServer *server;
  PGconn *conn;
  MstCatalogue *catalogue;
  /* The id the next write of that kind carries (a queued write's). */
  char *client_id;
  MstCampaignEventKind client_kind;
  /* The revision the last write of one change left a force at, once
   * committed (0: none known). */
  gint64 written_force_id;
  gint64 written_revision;
  gint64 writing_revision;   /* the same, before its commit */
  /* Each campaign's battles as last read, and the snapshot they were read
   * under: campaign id → SeenBattles (mst-server-campaign.c). */
  GHashTable *seen_battles;
  /* Written with the statement after them, in one round trip: a battle's
   * row with its change, the force's state with the commit
   * (mst-server-campaign-write.c).  Their parameters, until sent. */
  GPtrArray *pending_battle;
  MstBattle *pending_battle_of;
  GPtrArray *pending_state;
};

/* The force's state written, the revision it left (mst-server-schema.c). */
#define MST_PG_WRITE_STATE_SQL "SELECT muster.write_state_at ($1, $2, $3, $4, $5, $6, $7)"

/* The client id for a write of @kind, taken: NULL when none is set. */
char        *mst_pg_take_client_id (MstServerCampaign *self, MstCampaignEventKind kind);

/* The server's "HOST:PORT" and the login, for messages. */
const char  *mst_pg_address (MstServerCampaign *self);
const char  *mst_pg_user    (MstServerCampaign *self);

/* Parameters as text, NULL for SQL NULL. */
GPtrArray   *mst_pg_params_new (void);
void         mst_pg_text (GPtrArray *p, const char *text);
void         mst_pg_int  (GPtrArray *p, gint64 value);
void         mst_pg_bool (GPtrArray *p, gboolean value);
/* @text as a JSON string ("null" for NULL), appended to @json. */
void         mst_pg_json_string (GString *json, const char *text);

/* Runs @sql with the parameters @p (may be NULL); NULL and @error on failure. */
PGresult    *mst_pg_run    (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error);
gboolean     mst_pg_run_ok (MstServerCampaign *self, const char *sql, GPtrArray *p, GError **error);
/* Each of @sqls with the parameters @p (statement i the first
 * @n_params[i] of them), in one round trip: their results in @results
 * (each the caller's), or FALSE and @error (and none). */
gboolean     mst_pg_run_batch (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray *p,
                               const int *n_params, PGresult **results, GError **error);
/* The same, statement i with its own parameters @p[i] (the first
 * @n_params[i] of them; all, with @n_params NULL). */
gboolean     mst_pg_run_each (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray **p,
                              const int *n_params, PGresult **results, GError **error);
/* The same read as one snapshot: outside a transaction, the BEGIN before
 * them and the ROLLBACK after them go in the same pipeline; inside one,
 * in it. */
gboolean     mst_pg_run_read (MstServerCampaign *self, guint n, const char *const *sqls, GPtrArray *p,
                              const int *n_params, PGresult **results, GError **error);
/* One statement with one parameter, @id. */
PGresult    *mst_pg_run_id (MstServerCampaign *self, const char *sql, gint64 id, GError **error);
/* A column's value, 0 or NULL for SQL NULL (@res a gpointer, as
 * MstRecordRow reads it). */
gint64       mst_pg_col_int  (gpointer res, int row, int col);
const char  *mst_pg_col_text (gpointer res, int row, int col);
gboolean     mst_pg_col_bool (PGresult *res, int row, int col);

/* The writes held to go with the next statement dropped, unsent. */
void         mst_pg_drop_pending (MstServerCampaign *self);
/* The force's state held for the commit sent now (a write of the same
 * force follows it in the transaction). */
gboolean     mst_pg_send_state (MstServerCampaign *self, GError **error);
gboolean     mst_pg_begin    (MstServerCampaign *self, GError **error);
/* On failure, says that nothing is known to have been written. */
gboolean     mst_pg_commit   (MstServerCampaign *self, GError **error);
void         mst_pg_rollback (MstServerCampaign *self);
/* Several reads as one snapshot, unless inside a transaction already;
 * whether it began one is for mst_pg_read_end(). */
gboolean     mst_pg_read_begin (MstServerCampaign *self);
void         mst_pg_read_end   (MstServerCampaign *self, gboolean began);

char        *mst_pg_id_string   (gint64 id);
/* These set @error and return FALSE. */
gboolean     mst_pg_no_campaign (MstServerCampaign *self, gint64 id, GError **error);
gboolean     mst_pg_no_force    (MstServerCampaign *self, gint64 id, GError **error);

MstCampaign *mst_pg_get_campaign (MstServerCampaign *self, gint64 campaign_id, GError **error);
MstForce    *mst_pg_get_force    (MstCampaignBackend *backend, gint64 force_id, GError **error);
GPtrArray   *mst_pg_list_events  (MstCampaignBackend *backend, gint64 force_id, GError **error);
/* Only a game master opens campaigns (the server's policy on campaigns). */
gboolean     mst_pg_check_game_master (MstServerCampaign *self, GError **error);

/* The backend's operations that write (mst-server-campaign-write.c) and
 * those that copy whole campaigns (mst-server-publish.c). */
void         mst_pg_backend_init_writes  (MstCampaignBackendInterface *iface);
void         mst_pg_backend_init_publish (MstCampaignBackendInterface *iface);

G_END_DECLS
