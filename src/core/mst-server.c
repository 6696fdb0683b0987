/* mst-server.c: a club's campaigns on a PostgreSQL server: connection, schema, players.
 * SPDX-License-Identifier: GPL-3.0-or-later */

#include "config.h"

#include <glib/gi18n-lib.h>
#include "mst-pq.h"
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#include <glib-unix.h>

#include "mst-error.h"
#include "mst-server.h"
#include "mst-server-private.h"

struct _MstServer
{
  GObject parent_instance;

  PGconn *conn;
  char *address;
  char *user;
  /* The statements prepared on this connection: SQL → name. */
  GHashTable *prepared;
  guint statements;   /* names given */
  /* Statements without parameters (a transaction's BEGIN or ROLLBACK)
   * sent with the next one, in one round trip. */
  GPtrArray *deferred;
};

G_DEFINE_FINAL_TYPE (MstServer, mst_server, G_TYPE_OBJECT)

static void
mst_server_finalize (GObject *object)
{
  MstServer *self = MST_SERVER (object);

  if (self->conn != NULL)
    PQfinish (self->conn);
  g_clear_pointer (&self->prepared, g_hash_table_unref);
  g_clear_pointer (&self->deferred, g_ptr_array_unref);
  g_free (self->address);
  g_free (self->user);
  G_OBJECT_CLASS (mst_server_parent_class)->finalize (object);
}

static void
mst_server_class_init (MstServerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_server_finalize;
}

static void
mst_server_init (MstServer *self)
{
}

/* libpq's messages end in a newline and may run over several lines. */
static char *
pq_message (const char *message)
{
  g_autofree char *copy = g_strdup (message != NULL ? message : "");
  return g_strdup (g_strstrip (copy));
}

/* Notices ("relation already exists, skipping") are not for the user. */
static void
ignore_notice (void *arg, const char *message)
{
}

char *
mst_server_redact_address (const char *address)
{
  static GRegex *userinfo, *query, *keyword;
  static gsize made = 0;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  g_return_val_if_fail (address != NULL, NULL);

  if (g_once_init_enter (&made))
    {
      /* postgresql://USER:PASSWORD@HOST, ?password=…&, password=… */
      /* A password typed with its spaces unescaped is one still. */
      userinfo = g_regex_new ("(://[^:/@?#\\s]*):[^@]*@", G_REGEX_OPTIMIZE, 0, NULL);
      query = g_regex_new ("([?&]password=)[^&#]*", G_REGEX_OPTIMIZE | G_REGEX_CASELESS, 0, NULL);
      keyword = g_regex_new ("(^|\\s)(password\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|\\S*)", G_REGEX_OPTIMIZE | G_REGEX_CASELESS,
                             0, NULL);
      g_once_init_leave (&made, 1);
    }
  a = g_regex_replace (userinfo, address, -1, 0, "\\1:…@", 0, NULL);
  b = g_regex_replace (query, a != NULL ? a : "", -1, 0, "\\1…", 0, NULL);
  return g_regex_replace (keyword, b != NULL ? b : "", -1, 0, "\\1\\2…", 0, NULL);
}

MstServer *
mst_server_connect (const char *uri, GError **error)
{
  return mst_server_connect_full (uri, NULL, NULL, error);
}

gboolean
mst_server_address_has_password (const char *uri)
{
  PQconninfoOption *options;
  gboolean has = FALSE;

  g_return_val_if_fail (uri != NULL, FALSE);

  if (!mst_pq_load (NULL) || (options = PQconninfoParse (uri, NULL)) == NULL)
    return FALSE;
  for (PQconninfoOption *o = options; o->keyword != NULL; o++)
    if (g_str_equal (o->keyword, "password") && o->val != NULL && o->val[0] != '\0')
      has = TRUE;
  PQconninfoFree (options);
  return has;
}

MstServer *
mst_server_connect_full (const char *uri, const char *password, gboolean *needs_password, GError **error)
{
  g_autoptr(MstServer) self = NULL;
  PQconninfoOption *options;
  g_autofree char *message = NULL;
  const char *host = NULL;
  const char *port = NULL;

  g_return_val_if_fail (uri != NULL, NULL);

  if (!mst_pq_load (error))
    return NULL;
  options = PQconninfoParse (uri, NULL);
  if (options == NULL)
    {
      /* Never the password it may hold. */
      g_autofree char *shown = mst_server_redact_address (uri);
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” is not a server address (postgresql://USER@HOST:PORT/DATABASE)"), shown);
      return NULL;
    }
  PQconninfoFree (options);

  self = g_object_new (MST_TYPE_SERVER, NULL);
  if (needs_password != NULL)
    *needs_password = FALSE;
  /* A server that does not answer is given up on, not waited for; a
   * password given apart is never part of the address. */
  {
    const char *keys[] = { "dbname", "connect_timeout", "application_name", password != NULL ? "password" : NULL,
                           NULL };
    const char *values[] = { uri, "10", "muster", password, NULL };
    self->conn = PQconnectdbParams (keys, values, TRUE);
  }
  host = PQhost (self->conn);
  port = PQport (self->conn);
  self->address = g_strdup_printf ("%s:%s", host != NULL && host[0] ? host : "localhost",
                                   port != NULL && port[0] ? port : "5432");

  if (PQstatus (self->conn) != CONNECTION_OK)
    {
      const char *sqlstate_msg = PQerrorMessage (self->conn);

      if (needs_password != NULL)
        *needs_password = PQconnectionNeedsPassword (self->conn);
      GIOErrorEnum code = G_IO_ERROR_HOST_UNREACHABLE;

      message = pq_message (sqlstate_msg);
      if (strstr (message, "password authentication failed") != NULL
          || strstr (message, "no password supplied") != NULL
          || strstr (message, "does not exist") != NULL
          || strstr (message, "permission denied") != NULL)
        code = G_IO_ERROR_PERMISSION_DENIED;
      else if (strstr (message, "Connection refused") != NULL)
        code = G_IO_ERROR_CONNECTION_REFUSED;
      g_set_error (error, G_IO_ERROR, code, _("The server %s cannot be used: %s"),
                   self->address, message);
      return NULL;
    }
  PQsetNoticeProcessor (self->conn, ignore_notice, NULL);
  self->user = g_strdup (PQuser (self->conn));
  return g_steal_pointer (&self);
}

gboolean
mst_server_is_open (MstServer *self)
{
  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);
  return PQstatus (self->conn) == CONNECTION_OK && PQtransactionStatus (self->conn) == PQTRANS_IDLE;
}

gboolean
mst_server_is_alive (MstServer *self)
{
  PGresult *res;
  gboolean alive;

  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);

  if (!mst_server_is_open (self))
    return FALSE;
  res = PQexec (self->conn, "SELECT 1");
  alive = PQresultStatus (res) == PGRES_TUPLES_OK;
  PQclear (res);
  return alive;
}

const char *
mst_server_get_address (MstServer *self)
{
  g_return_val_if_fail (MST_IS_SERVER (self), NULL);
  return self->address;
}

PGconn *
mst_server_get_conn (MstServer *self)
{
  g_return_val_if_fail (MST_IS_SERVER (self), NULL);
  return self->conn;
}

/* One statement, with no ';' to end it or begin another, of a kind the
 * server plans: worth preparing once for the connection's life. */
static gboolean
preparable (const char *sql)
{
  static const char *const kinds[] = { "SELECT", "INSERT", "UPDATE", "DELETE", "WITH" };

  while (g_ascii_isspace (*sql))
    sql++;
  if (strchr (sql, ';') != NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_ascii_strncasecmp (sql, kinds[i], strlen (kinds[i])) == 0)
      return TRUE;
  return FALSE;
}

/* The name @sql is prepared under, NULL when not yet; what it would be. */
static const char *
prepared_name (MstServer *self, const char *sql, char **made)
{
  const char *name;

  if (self->prepared == NULL)
    self->prepared = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  name = g_hash_table_lookup (self->prepared, sql);
  if (name == NULL)
    *made = g_strdup_printf ("mst_%u", ++self->statements);
  return name;
}

/* The deferred statements, then each of @sqls (statement i with its
 * @n_params[i] values @values[i]), in one pipeline: one round trip.
 * Each statement's result in @results; the first failure among them all
 * (a deferred statement's included) in *@failure, the statements it
 * stopped left NULL.  FALSE when no pipeline could be sent (nothing then
 * was). */
static gboolean
exec_pipelined (MstServer *self, guint n, const char *const *sqls, const int *n_params,
                const char *const *const *values, PGresult **results, PGresult **failure)
{
  g_autoptr(GPtrArray) made = g_ptr_array_new_with_free_func (g_free);
  /* Each command sent: -1 a deferred one, -2 - i statement i's prepare, i statement i. */
  g_autoptr(GArray) kinds = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean sent = TRUE;

  *failure = NULL;
  for (guint i = 0; i < n; i++)
    results[i] = NULL;
  if (!PQenterPipelineMode (self->conn))
    return FALSE;
  for (guint i = 0; self->deferred != NULL && i < self->deferred->len; i++)
    {
      int kind = -1;

      sent = sent && PQsendQueryParams (self->conn, g_ptr_array_index (self->deferred, i), 0, NULL, NULL, NULL,
                                        NULL, 0);
      g_array_append_val (kinds, kind);
    }
  for (guint i = 0; i < n; i++)
    {
      char *fresh = NULL;
      const char *name = preparable (sqls[i]) ? prepared_name (self, sqls[i], &fresh) : NULL;
      int kind = (int) i;

      g_ptr_array_add (made, fresh);
      if (fresh != NULL)
        {
          int prepare = -2 - (int) i;

          sent = sent && PQsendPrepare (self->conn, fresh, sqls[i], n_params[i], NULL);
          g_array_append_val (kinds, prepare);
          name = fresh;
        }
      if (name != NULL)
        sent = sent && PQsendQueryPrepared (self->conn, name, n_params[i], values[i], NULL, NULL, 0);
      else
        sent = sent && PQsendQueryParams (self->conn, sqls[i], n_params[i], NULL, values[i], NULL, NULL, 0);
      g_array_append_val (kinds, kind);
    }
  sent = sent && PQpipelineSync (self->conn);
  if (self->deferred != NULL)
    g_ptr_array_set_size (self->deferred, 0);
  if (!sent)
    {
      PQexitPipelineMode (self->conn);
      return FALSE;
    }

  /* Each command's result, then the end of its results; then the sync. */
  for (guint c = 0; c < kinds->len; c++)
    {
      int kind = g_array_index (kinds, int, c);
      PGresult *res = PQgetResult (self->conn);
      PGresult *end;
      ExecStatusType status;

      if (res == NULL)
        break;
      status = PQresultStatus (res);
      if (kind <= -2 && status == PGRES_COMMAND_OK)
        {
          guint i = (guint) (-2 - kind);

          g_hash_table_insert (self->prepared, g_strdup (sqls[i]), g_strdup (g_ptr_array_index (made, i)));
        }
      if (status == PGRES_FATAL_ERROR && *failure == NULL)
        *failure = res;
      else if (kind >= 0 && status != PGRES_PIPELINE_ABORTED && status != PGRES_FATAL_ERROR)
        results[kind] = res;
      else
        PQclear (res);
      while ((end = PQgetResult (self->conn)) != NULL)
        PQclear (end);
    }
  for (PGresult *res; (res = PQgetResult (self->conn)) != NULL;)
    {
      gboolean synced = PQresultStatus (res) == PGRES_PIPELINE_SYNC;

      PQclear (res);
      if (synced)
        break;
    }
  PQexitPipelineMode (self->conn);
  return TRUE;
}

PGresult *
mst_server_exec_batch (MstServer *self, guint n, const char *const *sqls, const int *n_params,
                       const char *const *const *values, PGresult **results)
{
  PGresult *failure = NULL;

  g_return_val_if_fail (MST_IS_SERVER (self), NULL);

  if (exec_pipelined (self, n, sqls, n_params, values, results, &failure))
    return failure;
  /* No pipeline: one after the other. */
  mst_server_flush (self);
  for (guint i = 0; i < n; i++)
    results[i] = NULL;
  for (guint i = 0; i < n; i++)
    {
      PGresult *res = mst_server_exec (self, sqls[i], n_params[i], values[i]);
      ExecStatusType status = PQresultStatus (res);

      if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
        return res;
      results[i] = res;
    }
  return NULL;
}

PGresult *
mst_server_exec (MstServer *self, const char *sql, int n_params, const char *const *values)
{
  const char *name;
  g_autofree char *made = NULL;

  g_return_val_if_fail (MST_IS_SERVER (self), NULL);

  if (self->deferred != NULL && self->deferred->len > 0)
    {
      PGresult *res = NULL;
      PGresult *failure = NULL;

      if (exec_pipelined (self, 1, &sql, &n_params, &values, &res, &failure))
        {
          if (failure == NULL)
            return res;
          g_clear_pointer (&res, PQclear);
          return failure;
        }
      /* No pipeline: one after the other. */
      mst_server_flush (self);
    }
  if (!preparable (sql))
    return PQexecParams (self->conn, sql, n_params, NULL, values, NULL, NULL, 0);
  name = prepared_name (self, sql, &made);
  if (name == NULL)
    {
      /* Parsed once, not at every call: a statement the server refuses to
       * parse would have been refused run, with the same error. */
      PGresult *res = PQprepare (self->conn, made, sql, n_params, NULL);

      if (PQresultStatus (res) != PGRES_COMMAND_OK)
        return res;
      PQclear (res);
      name = made;
      g_hash_table_insert (self->prepared, g_strdup (sql), g_strdup (made));
    }
  return PQexecPrepared (self->conn, name, n_params, values, NULL, NULL, 0);
}

void
mst_server_defer (MstServer *self, const char *sql)
{
  g_return_if_fail (MST_IS_SERVER (self));

  if (self->deferred == NULL)
    self->deferred = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->deferred, g_strdup (sql));
}

gboolean
mst_server_take_deferred (MstServer *self, const char *sql)
{
  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);

  if (self->deferred == NULL || self->deferred->len == 0 ||
      !g_str_equal (g_ptr_array_index (self->deferred, self->deferred->len - 1), sql))
    return FALSE;
  g_ptr_array_set_size (self->deferred, self->deferred->len - 1);
  return TRUE;
}

PGTransactionStatusType
mst_server_transaction_status (MstServer *self)
{
  g_return_val_if_fail (MST_IS_SERVER (self), PQTRANS_UNKNOWN);

  /* What the deferred statements will leave it in. */
  if (self->deferred != NULL && self->deferred->len > 0)
    {
      const char *last = g_ptr_array_index (self->deferred, self->deferred->len - 1);

      return g_str_has_prefix (last, "BEGIN") ? PQTRANS_INTRANS : PQTRANS_IDLE;
    }
  return PQtransactionStatus (self->conn);
}

void
mst_server_flush (MstServer *self)
{
  g_return_if_fail (MST_IS_SERVER (self));

  for (guint i = 0; self->deferred != NULL && i < self->deferred->len; i++)
    PQclear (PQexec (self->conn, g_ptr_array_index (self->deferred, i)));
  if (self->deferred != NULL)
    g_ptr_array_set_size (self->deferred, 0);
}

const char *
mst_server_get_user (MstServer *self)
{
  g_return_val_if_fail (MST_IS_SERVER (self), NULL);
  return self->user;
}

/* Runs @sql (one or more statements, no parameters); FALSE with the
 * server's own message on failure. */
static gboolean
exec (MstServer *self, const char *sql, GError **error)
{
  PGresult *res = PQexec (self->conn, sql);
  ExecStatusType status = PQresultStatus (res);
  gboolean ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;

  if (!ok)
    {
      const char *state = PQresultErrorField (res, PG_DIAG_SQLSTATE);
      g_autofree char *message = pq_message (PQresultErrorMessage (res));

      /* 42501: insufficient privilege; 28000: invalid authorization. */
      if (g_strcmp0 (state, "42501") == 0 || g_strcmp0 (state, "28000") == 0)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED, "%s: %s", self->address, message);
      else if (PQstatus (self->conn) != CONNECTION_OK)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE,
                     _("The server %s stopped answering: %s"), self->address, message);
      else
        g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", self->address, message);
    }
  PQclear (res);
  return ok;
}

/* One value of a query without parameters; NULL (and @error) on failure,
 * "" for SQL NULL. */
static char *
query_value (MstServer *self, const char *sql, GError **error)
{
  PGresult *res = PQexec (self->conn, sql);
  char *value = NULL;

  if (PQresultStatus (res) != PGRES_TUPLES_OK)
    {
      g_autofree char *message = pq_message (PQresultErrorMessage (res));
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", self->address, message);
    }
  else if (PQntuples (res) == 1 && !PQgetisnull (res, 0, 0))
    value = g_strdup (PQgetvalue (res, 0, 0));
  else
    value = g_strdup ("");
  PQclear (res);
  return value;
}

static guint
read_version (MstServer *self, GError **error)
{
  g_autofree char *exists = query_value (self, "SELECT to_regclass ('muster.schema_version') IS NOT NULL", error);
  g_autofree char *version = NULL;

  if (exists == NULL)
    return G_MAXUINT;
  if (!g_str_equal (exists, "t"))
    return 0;
  version = query_value (self, "SELECT max (version) FROM muster.schema_version", error);
  if (version == NULL)
    return G_MAXUINT;
  return (guint) g_ascii_strtoull (version, NULL, 10);
}

guint
mst_server_get_schema_version (MstServer *self, GError **error)
{
  g_return_val_if_fail (MST_IS_SERVER (self), 0);
  return read_version (self, error);
}

gboolean
mst_server_setup (MstServer *self, guint *version_out, GError **error)
{
  guint version;

  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);

  /* One transaction under one lock: two set-ups started together neither
   * race nor half-migrate; a failure leaves the schema as it was. */
  if (!exec (self, "BEGIN; SELECT pg_advisory_xact_lock (hashtext ('muster-schema'));", error))
    return FALSE;
  if (!exec (self, mst_server_roles_sql, error)
      || !exec (self,
                "CREATE SCHEMA IF NOT EXISTS muster;"
                "REVOKE ALL ON SCHEMA muster FROM PUBLIC;"
                "CREATE TABLE IF NOT EXISTS muster.schema_version (version integer NOT NULL);"
                "GRANT USAGE ON SCHEMA muster TO muster_player;"
                "GRANT SELECT ON muster.schema_version TO muster_player;",
                error))
    goto fail;

  version = read_version (self, error);
  if (version == G_MAXUINT)
    goto fail;
  if (version > MST_SERVER_SCHEMA_VERSION)
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("%s: Muster’s schema there is version %u, newer than this Muster (%d); update Muster"),
                   self->address, version, MST_SERVER_SCHEMA_VERSION);
      goto fail;
    }
  for (; version < MST_SERVER_SCHEMA_VERSION; version++)
    {
      g_autofree char *bump = g_strdup_printf ("DELETE FROM muster.schema_version;"
                                               "INSERT INTO muster.schema_version VALUES (%u);",
                                               version + 1);
      if (!exec (self, mst_server_migration (version), error) || !exec (self, bump, error))
        goto fail;
    }
  if (!exec (self, "COMMIT", error))
    goto fail;
  if (version_out != NULL)
    *version_out = version;
  return TRUE;

fail:
  exec (self, "ROLLBACK", NULL);
  return FALSE;
}

gboolean
mst_server_add_player (MstServer  *self,
                       const char *name,
                       const char *password,
                       gboolean    game_master,
                       GError    **error)
{
  g_autofree char *verifier = NULL;
  char *encrypted;
  char *ident;
  char *literal;
  char *name_literal;
  g_autofree char *sql = NULL;

  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (password != NULL, FALSE);

  if (name[0] == '\0' || strlen (name) > 63 || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("A player’s name is 1 to 63 bytes of text, not “%s”"), name);
      return FALSE;
    }
  if (g_str_has_prefix (name, "pg_") || g_str_has_prefix (name, "muster_"))
    {
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID,
                   _("“%s” is a name the server keeps for itself; choose another"), name);
      return FALSE;
    }
  if (strlen (password) < 8)
    {
      g_set_error_literal (error, MST_ERROR, MST_ERROR_INVALID,
                           _("A password is at least 8 characters"));
      return FALSE;
    }

  /* The verifier is made here: the password never crosses the wire. */
  encrypted = PQencryptPasswordConn (self->conn, password, name, "scram-sha-256");
  if (encrypted == NULL)
    {
      g_autofree char *message = pq_message (PQerrorMessage (self->conn));
      g_set_error (error, MST_ERROR, MST_ERROR_DATABASE, "%s: %s", self->address, message);
      return FALSE;
    }
  verifier = g_strdup (encrypted);
  PQfreemem (encrypted);

  ident = PQescapeIdentifier (self->conn, name, strlen (name));
  literal = PQescapeLiteral (self->conn, verifier, strlen (verifier));
  name_literal = PQescapeLiteral (self->conn, name, strlen (name));
  if (ident == NULL || literal == NULL || name_literal == NULL)
    {
      g_autofree char *message = pq_message (PQerrorMessage (self->conn));
      g_set_error (error, MST_ERROR, MST_ERROR_INVALID, _("The name “%s” cannot be used: %s"), name, message);
      PQfreemem (ident);
      PQfreemem (literal);
      PQfreemem (name_literal);
      return FALSE;
    }
  /* Every name and value escaped as such, and no block quoted with
   * dollars, which a name holding "$$" would end. */
  sql = g_strdup_printf ("SELECT 1 FROM pg_roles WHERE rolname = %s", name_literal);
  {
    g_autofree char *exists = NULL;
    g_autofree char *create = NULL;
    g_autofree char *rest = NULL;
    gboolean ok = exec (self, "BEGIN", error);

    if (ok)
      ok = (exists = query_value (self, sql, error)) != NULL;
    if (ok && (exists == NULL || exists[0] == '\0'))
      {
        create = g_strdup_printf ("CREATE ROLE %s LOGIN", ident);
        ok = exec (self, create, error);
      }
    if (ok)
      {
        rest = g_strdup_printf ("ALTER ROLE %s LOGIN PASSWORD %s;"
                                "GRANT muster_player TO %s;"
                                "%s %s;"
                                "COMMIT;",
                                ident, literal, ident,
                                game_master ? "GRANT muster_game_master TO" : "REVOKE muster_game_master FROM",
                                ident);
        ok = exec (self, rest, error);
      }
    PQfreemem (ident);
    PQfreemem (literal);
    PQfreemem (name_literal);
    if (!ok)
      {
        exec (self, "ROLLBACK", NULL);
        return FALSE;
      }
  }
  return TRUE;
}

/* Live updates */

gboolean
mst_server_listen (MstServer *self, const char *channel, GError **error)
{
  char *ident;
  g_autofree char *sql = NULL;

  g_return_val_if_fail (MST_IS_SERVER (self), FALSE);
  g_return_val_if_fail (channel != NULL, FALSE);

  ident = PQescapeIdentifier (self->conn, channel, strlen (channel));
  sql = g_strdup_printf ("LISTEN %s", ident);
  PQfreemem (ident);
  return exec (self, sql, error);
}

/* What a listening connection heard: the thread that waits on its socket
 * (and asks the server whether each change was made) fills it, and the
 * source in the main loop passes it on.  Held by both. */
typedef struct {
  gint ref;
  MstServer *server;
  GMutex lock;
  GQueue payloads;     /* changes heard and found real, oldest first */
  GError *lost;        /* the connection is lost */
  GSource *source;     /* to wake; NULL once it is gone */
  gboolean stop;
  int wake[2];         /* a pipe: written to once the source is gone */
  /* The thread's alone: the changes acted on ("TX:CAMPAIGN"), each with
   * when it was. */
  GHashTable *handled;
} Heard;

static Heard *
heard_ref (Heard *h)
{
  g_atomic_int_inc (&h->ref);
  return h;
}

static void
heard_unref (Heard *h)
{
  if (!g_atomic_int_dec_and_test (&h->ref))
    return;
  g_clear_object (&h->server);
  g_queue_clear_full (&h->payloads, g_free);
  g_clear_error (&h->lost);
  g_clear_pointer (&h->handled, g_hash_table_unref);
  close (h->wake[0]);
  close (h->wake[1]);
  g_mutex_clear (&h->lock);
  g_free (h);
}

typedef struct {
  GSource source;
  Heard *heard;
} ServerSource;

/* How long ago a change may be and still be acted on. */
#define CHANGE_WINDOW_US (10 * 60 * G_USEC_PER_SEC)

/* The number after "KEY" : in a payload as json_build_object writes it
 * ({"table" : "battles", "campaign" : 12, "change" : 812}), or NULL. */
static char *
payload_number (const char *payload, const char *key)
{
  g_autofree char *quoted = g_strdup_printf ("\"%s\"", key);
  const char *p = strstr (payload, quoted);
  const char *start;

  if (p == NULL)
    return NULL;
  p += strlen (quoted);
  while (*p == ' ' || *p == ':')
    p++;
  start = p;
  while (g_ascii_isdigit (*p))
    p++;
  return p > start && p - start <= 19 ? g_strndup (start, p - start) : NULL;
}

/* Whether @payload names a change the server wrote down (muster.changes,
 * which only Muster's trigger writes), made in the last minutes and not
 * acted on already: a NOTIFY any role sent by hand, or sent again, is
 * not one.  On the listening thread. */
static gboolean
change_is_new (Heard *h, const char *payload)
{
  g_autofree char *campaign = payload_number (payload, "campaign");
  g_autofree char *change = payload_number (payload, "change");
  g_autofree char *key = NULL;
  const char *values[2];
  gint64 now = g_get_monotonic_time ();
  GHashTableIter iter;
  gpointer at;
  PGresult *res;
  gboolean found;

  if (campaign == NULL || change == NULL)
    return FALSE;
  g_hash_table_iter_init (&iter, h->handled);
  while (g_hash_table_iter_next (&iter, NULL, &at))
    if (now - *(gint64 *) at > 2 * CHANGE_WINDOW_US)
      g_hash_table_iter_remove (&iter);
  key = g_strdup_printf ("%s:%s", change, campaign);
  if (g_hash_table_contains (h->handled, key))
    return FALSE;
  values[0] = change;
  values[1] = campaign;
  res = PQexecParams (h->server->conn,
                      "SELECT 1 FROM muster.changes WHERE tx = $1::bigint AND campaign_id = $2::bigint"
                      " AND at > now () - interval '10 minutes'",
                      2, NULL, values, NULL, NULL, 0);
  found = PQresultStatus (res) == PGRES_TUPLES_OK && PQntuples (res) == 1;
  PQclear (res);
  if (found)
    g_hash_table_insert (h->handled, g_steal_pointer (&key), g_memdup2 (&now, sizeof now));
  else
    g_debug ("%s: a notification of no change Muster wrote down, ignored: %s", h->server->address, payload);
  return found;
}

/* Tells the source (if it is still there) that something was heard. */
static void
heard_wake_source (Heard *h)
{
  g_mutex_lock (&h->lock);
  if (h->source != NULL)
    g_source_set_ready_time (h->source, 0);
  g_mutex_unlock (&h->lock);
}

/* The listening thread: waits on the connection's socket, reads what it
 * hears, checks each change with the server, and hands the real ones to
 * the source; until the source is gone or the connection lost.  No
 * request to the server is made on the thread the source runs in. */
static gpointer
listen_thread (gpointer data)
{
  Heard *h = data;
  PGconn *conn = h->server->conn;
  gboolean lost = FALSE;

  while (!lost)
    {
      struct pollfd fds[2] = { { PQsocket (conn), POLLIN, 0 }, { h->wake[0], POLLIN, 0 } };
      PGnotify *note;
      gboolean any = FALSE;

      /* Notifications read while LISTEN ran are queued already: read
       * before the first wait. */
      while ((note = PQnotifies (conn)) != NULL)
        {
          if (change_is_new (h, note->extra))
            {
              g_mutex_lock (&h->lock);
              g_queue_push_tail (&h->payloads, g_strdup (note->extra));
              g_mutex_unlock (&h->lock);
              any = TRUE;
            }
          PQfreemem (note);
        }
      if (any)
        heard_wake_source (h);
      if (poll (fds, 2, -1) < 0 && errno != EINTR)
        break;
      g_mutex_lock (&h->lock);
      if (h->stop)
        {
          g_mutex_unlock (&h->lock);
          break;
        }
      g_mutex_unlock (&h->lock);
      if (fds[0].revents != 0)
        lost = !PQconsumeInput (conn) || PQstatus (conn) != CONNECTION_OK;
    }
  if (lost)
    {
      g_autofree char *message = pq_message (PQerrorMessage (conn));

      g_mutex_lock (&h->lock);
      h->lost = g_error_new (G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE, _("The server %s stopped answering: %s"),
                             h->server->address, message);
      g_mutex_unlock (&h->lock);
      heard_wake_source (h);
    }
  heard_unref (h);
  return NULL;
}

static gboolean
server_source_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  ServerSource *s = (ServerSource *) source;
  Heard *h = s->heard;
  MstServerNotifyFunc func = (MstServerNotifyFunc) (void (*) (void)) callback;
  GQueue payloads = G_QUEUE_INIT;
  g_autoptr(GError) lost = NULL;
  char *payload;

  g_source_set_ready_time (source, -1);
  g_mutex_lock (&h->lock);
  payloads = h->payloads;
  g_queue_init (&h->payloads);
  lost = g_steal_pointer (&h->lost);
  g_mutex_unlock (&h->lock);
  while ((payload = g_queue_pop_head (&payloads)) != NULL)
    {
      gboolean keep = func == NULL || func (h->server, payload, NULL, user_data);

      g_free (payload);
      if (!keep)
        {
          g_queue_clear_full (&payloads, g_free);
          return G_SOURCE_REMOVE;
        }
    }
  if (lost != NULL)
    {
      if (func != NULL)
        func (h->server, NULL, lost, user_data);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
server_source_finalize (GSource *source)
{
  ServerSource *s = (ServerSource *) source;
  Heard *h = s->heard;

  /* The thread stops at its next wake, and drops the connection. */
  g_mutex_lock (&h->lock);
  h->source = NULL;
  h->stop = TRUE;
  g_mutex_unlock (&h->lock);
  if (write (h->wake[1], "", 1) < 0)
    g_debug ("The listening thread was not woken: %s", g_strerror (errno));
  heard_unref (h);
}

static GSourceFuncs server_source_funcs = {
  .dispatch = server_source_dispatch,
  .finalize = server_source_finalize,
};

GSource *
mst_server_source_new (MstServer *self)
{
  g_autoptr(GError) error = NULL;
  GSource *source;
  ServerSource *s;
  Heard *h;

  g_return_val_if_fail (MST_IS_SERVER (self), NULL);
  g_return_val_if_fail (PQsocket (self->conn) >= 0, NULL);

  h = g_new0 (Heard, 1);
  h->ref = 1;
  h->server = g_object_ref (self);
  g_mutex_init (&h->lock);
  g_queue_init (&h->payloads);
  h->handled = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!g_unix_open_pipe (h->wake, FD_CLOEXEC, &error))
    g_error ("No pipe for the listening thread: %s", error->message);

  source = g_source_new (&server_source_funcs, sizeof (ServerSource));
  s = (ServerSource *) source;
  s->heard = h;
  h->source = source;
  g_source_set_name (source, "MstServer notifications");
  g_thread_unref (g_thread_new ("muster-listen", listen_thread, heard_ref (h)));
  return source;
}
