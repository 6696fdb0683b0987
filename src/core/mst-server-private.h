/* mst-server-private.h: what the server's files share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include "mst-pq.h"

#include "mst-server.h"

G_BEGIN_DECLS

extern const char *const mst_server_roles_sql;
/* The SQL that takes the schema from @from_version to the next. */
const char *mst_server_migration (guint from_version);

/* The connection, for the campaign backend (mst-server-campaign.c). */
PGconn     *mst_server_get_conn  (MstServer *self);
/* PQexecParams() on the connection, with text parameters; a statement the
 * server plans (one, with no ';') is prepared the first time and run
 * prepared after: the parsing and planning done once a connection, not at
 * every call. */
PGresult   *mst_server_exec      (MstServer         *self,
                                  const char        *sql,
                                  int                n_params,
                                  const char *const *values);
/* Each of @sqls run with its @n_params[i] values @values[i], and what is
 * deferred before them, in one round trip: their results in @results.
 * NULL when every one ran; else the first failure (the statements it
 * stopped NULL). */
PGresult   *mst_server_exec_batch (MstServer        *self,
                                   guint             n,
                                   const char *const *sqls,
                                   const int        *n_params,
                                   const char *const *const *values,
                                   PGresult        **results);
/* @sql (no parameters: a transaction's BEGIN or its ROLLBACK) sent with
 * the next statement, in one pipeline: one round trip, not two. */
void        mst_server_defer     (MstServer         *self,
                                  const char        *sql);
/* Takes @sql back if it is the last deferred, not yet sent: TRUE then. */
gboolean    mst_server_take_deferred (MstServer     *self,
                                      const char    *sql);
/* The transaction status the connection is in once the deferred
 * statements are sent. */
PGTransactionStatusType mst_server_transaction_status (MstServer *self);


G_END_DECLS
