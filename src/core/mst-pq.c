/* mst-pq.c: libpq, loaded when Muster first talks to a club server.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <gmodule.h>

#define MST_PQ_NO_NAMES
#include "mst-pq.h"
#include "mst-server.h"

MstPq mst_pq;

/* libpq's soname: its ABI has been version 5 since PostgreSQL 8.0. */
#define MST_PQ_LIBRARY "libpq.so.5"

static char *load_error;

/* The functions that send a request to a server or wait for its answer,
 * counted when called in the thread watched (mst_server_watch_thread()). */
static MstPq real;
static GThread *watched;
static gint watched_requests;

static inline void
request (void)
{
  if (watched != NULL && g_thread_self () == watched)
    g_atomic_int_inc (&watched_requests);
}

void
mst_server_watch_thread (GThread *thread)
{
  watched = thread;
  g_atomic_int_set (&watched_requests, 0);
}

guint
mst_server_get_watched_requests (void)
{
  return (guint) g_atomic_int_get (&watched_requests);
}

static PGconn *
counted_connectdb_params (const char *const *keywords, const char *const *values, int expand_dbname)
{
  request ();
  return real.PQconnectdbParams (keywords, values, expand_dbname);
}

static PGresult *
counted_exec (PGconn *conn, const char *query)
{
  request ();
  return real.PQexec (conn, query);
}

static PGresult *
counted_exec_params (PGconn *conn, const char *command, int n, const Oid *types, const char *const *values,
                     const int *lengths, const int *formats, int result_format)
{
  request ();
  return real.PQexecParams (conn, command, n, types, values, lengths, formats, result_format);
}

static PGresult *
counted_prepare (PGconn *conn, const char *name, const char *query, int n, const Oid *types)
{
  request ();
  return real.PQprepare (conn, name, query, n, types);
}

static PGresult *
counted_exec_prepared (PGconn *conn, const char *name, int n, const char *const *values, const int *lengths,
                       const int *formats, int result_format)
{
  request ();
  return real.PQexecPrepared (conn, name, n, values, lengths, formats, result_format);
}

static int
counted_send_query_params (PGconn *conn, const char *command, int n, const Oid *types, const char *const *values,
                           const int *lengths, const int *formats, int result_format)
{
  request ();
  return real.PQsendQueryParams (conn, command, n, types, values, lengths, formats, result_format);
}

static int
counted_send_prepare (PGconn *conn, const char *name, const char *query, int n, const Oid *types)
{
  request ();
  return real.PQsendPrepare (conn, name, query, n, types);
}

static int
counted_send_query_prepared (PGconn *conn, const char *name, int n, const char *const *values, const int *lengths,
                             const int *formats, int result_format)
{
  request ();
  return real.PQsendQueryPrepared (conn, name, n, values, lengths, formats, result_format);
}

static PGresult *
counted_get_result (PGconn *conn)
{
  request ();
  return real.PQgetResult (conn);
}

static gpointer
load_once (gpointer data)
{
  GModule *module = g_module_open (MST_PQ_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
  gpointer symbol;

  if (module == NULL)
    {
      load_error = g_strdup_printf (_("Club servers need PostgreSQL’s client library, %s, "
                                      "which cannot be loaded: %s"),
                                    MST_PQ_LIBRARY, g_module_error ());
      return NULL;
    }
#define MST_PQ_RESOLVE(name) \
  if (!g_module_symbol (module, #name, &symbol)) \
    { \
      load_error = g_strdup_printf (_("%s is not PostgreSQL’s client library, or too old a one: " \
                                      "it has no %s"), g_module_name (module), #name); \
      g_module_close (module); \
      return NULL; \
    } \
  mst_pq.name = (__typeof__ (name) *) symbol;
  MST_PQ_FUNCTIONS (MST_PQ_RESOLVE)
#undef MST_PQ_RESOLVE
  /* Each request counted in the thread watched, then made. */
  real = mst_pq;
  mst_pq.PQconnectdbParams = counted_connectdb_params;
  mst_pq.PQexec = counted_exec;
  mst_pq.PQexecParams = counted_exec_params;
  mst_pq.PQprepare = counted_prepare;
  mst_pq.PQexecPrepared = counted_exec_prepared;
  mst_pq.PQsendQueryParams = counted_send_query_params;
  mst_pq.PQsendPrepare = counted_send_prepare;
  mst_pq.PQsendQueryPrepared = counted_send_query_prepared;
  mst_pq.PQgetResult = counted_get_result;
  /* Kept open for the life of the process. */
  g_module_make_resident (module);
  return module;
}

gboolean
mst_pq_load (GError **error)
{
  static GOnce once = G_ONCE_INIT;

  if (g_once (&once, load_once, NULL) != NULL)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, load_error);
  return FALSE;
}
