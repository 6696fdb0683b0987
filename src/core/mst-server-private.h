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

G_END_DECLS
