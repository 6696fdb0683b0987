/* mst-stmt-cache.h: SQLite statements prepared once a connection, used again.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* @sql prepared on @db: one done with before (reset, its bindings
 * cleared), or a new one.  SQLITE_OK or SQLite's error, as
 * sqlite3_prepare_v2() returns it. */
int  mst_stmt_cache_prepare (sqlite3       *db,
                             const char    *sql,
                             sqlite3_stmt **stmt);
/* Done with @stmt: kept (reset) for the next prepare of its SQL on its
 * connection, or finalized when one is kept already. */
void mst_stmt_cache_done    (sqlite3_stmt  *stmt);
/* Finalizes every statement kept for @db: before it is closed. */
void mst_stmt_cache_purge   (sqlite3       *db);

G_END_DECLS
