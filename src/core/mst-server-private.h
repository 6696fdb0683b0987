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

G_END_DECLS
