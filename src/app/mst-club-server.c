/* mst-club-server.c: the club server of the preferences: its address, its password in the keyring, and connecting.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The password never goes into GSettings: the address kept there has none,
 * and the password is kept in the user's keyring (libsecret) under that
 * address and the login.  Where no keyring runs it is kept for the session
 * only, in this process. */
#include "config.h"

#include <glib/gi18n.h>
#include <libsecret/secret.h>
#include <string.h>

#include "mst-club-server.h"
#ifdef MST_HAVE_SERVER
#include "mst-club-backend.h"
#include "mst-server-cache.h"
#include "mst-server-campaign.h"
#endif

static const SecretSchema club_schema = {
  "org.muster.Muster.ClubServer", SECRET_SCHEMA_NONE,
  {
    { "uri", SECRET_SCHEMA_ATTRIBUTE_STRING },
    { "login", SECRET_SCHEMA_ATTRIBUTE_STRING },
    { NULL, 0 },
  },
};

/* Passwords given in this session: address without password → password. */
static GMutex session_lock;
static GHashTable *session_passwords;

char *
mst_club_server_strip_password (const char *uri, char **login, char **password, GError **error)
{
  g_autofree char *scheme = NULL;
  g_autofree char *user = NULL;
  g_autofree char *pw = NULL;
  g_autofree char *host = NULL;
  g_autofree char *path = NULL;
  g_autofree char *query = NULL;
  g_autofree char *fragment = NULL;
  int port = -1;

  g_return_val_if_fail (uri != NULL, NULL);

  /* Kept as written (percent-encoded): libpq decodes it. */
  if (!g_uri_split_with_user (uri, G_URI_FLAGS_HAS_PASSWORD | G_URI_FLAGS_ENCODED, &scheme, &user, &pw, NULL,
                              &host, &port, &path, &query, &fragment, NULL) ||
      scheme == NULL || (g_ascii_strcasecmp (scheme, "postgresql") != 0 && g_ascii_strcasecmp (scheme, "postgres") != 0))
    {
      g_autofree char *shown = mst_server_redact_address (uri);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a PostgreSQL address (postgresql://LOGIN@HOST:PORT/DATABASE)"), shown);
      return NULL;
    }
  if (user == NULL || *user == '\0' || host == NULL || *host == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The address names no login or no host (postgresql://LOGIN@HOST:PORT/DATABASE)"));
      return NULL;
    }
  /* A password given as ?password= is a password too: taken out, with
   * the rest of the query kept. */
  if (query != NULL)
    {
      g_autoptr(GHashTable) params = g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL);
      g_autoptr(GString) kept = g_string_new (NULL);
      g_auto(GStrv) pairs = g_strsplit (query, "&", -1);

      if (params != NULL && pw == NULL && g_hash_table_lookup (params, "password") != NULL)
        pw = g_uri_escape_string (g_hash_table_lookup (params, "password"), NULL, FALSE);
      for (guint i = 0; pairs[i] != NULL; i++)
        if (pairs[i][0] != '\0' && g_ascii_strncasecmp (pairs[i], "password=", 9) != 0
            && g_ascii_strcasecmp (pairs[i], "password") != 0)
          g_string_append_printf (kept, "%s%s", kept->len > 0 ? "&" : "", pairs[i]);
      g_free (query);
      query = kept->len > 0 ? g_strdup (kept->str) : NULL;
    }
  if (login != NULL)
    *login = g_uri_unescape_string (user, NULL);
  if (password != NULL)
    *password = pw != NULL ? g_uri_unescape_string (pw, NULL) : NULL;
  return g_uri_join_with_user (G_URI_FLAGS_HAS_PASSWORD | G_URI_FLAGS_ENCODED, scheme, user, NULL, NULL, host, port,
                               path, query, fragment);
}

char *
mst_club_server_dup_host (const char *uri)
{
  g_autofree char *host = NULL;

  if (uri == NULL || !g_uri_split_with_user (uri, G_URI_FLAGS_HAS_PASSWORD, NULL, NULL, NULL, NULL, &host, NULL,
                                             NULL, NULL, NULL, NULL))
    return NULL;
  return host != NULL && *host != '\0' ? g_steal_pointer (&host) : NULL;
}

static char *
with_password (const char *uri, const char *password)
{
  g_autofree char *scheme = NULL;
  g_autofree char *user = NULL;
  g_autofree char *host = NULL;
  g_autofree char *path = NULL;
  g_autofree char *query = NULL;
  g_autofree char *fragment = NULL;
  g_autofree char *escaped = NULL;
  int port = -1;

  if (password == NULL ||
      !g_uri_split_with_user (uri, G_URI_FLAGS_HAS_PASSWORD | G_URI_FLAGS_ENCODED, &scheme, &user, NULL, NULL,
                              &host, &port, &path, &query, &fragment, NULL))
    return g_strdup (uri);
  escaped = g_uri_escape_string (password, NULL, FALSE);
  return g_uri_join_with_user (G_URI_FLAGS_HAS_PASSWORD | G_URI_FLAGS_ENCODED, scheme, user, escaped, NULL, host,
                               port, path, query, fragment);
}

/* The keyring */

static gboolean
keyring_available (GError **error)
{
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, error);
  g_autoptr(GVariant) owned = NULL;
  g_autoptr(GVariant) activatable = NULL;
  g_autofree const char **names = NULL;
  gboolean has_owner = FALSE;

  if (bus == NULL)
    return FALSE;
  owned = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "NameHasOwner", g_variant_new ("(s)", "org.freedesktop.secrets"),
                                       G_VARIANT_TYPE ("(b)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, error);
  if (owned == NULL)
    return FALSE;
  g_variant_get (owned, "(b)", &has_owner);
  if (has_owner)
    return TRUE;
  activatable = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                             "org.freedesktop.DBus", "ListActivatableNames", NULL,
                                             G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE, 2000, NULL, error);
  if (activatable == NULL)
    return FALSE;
  g_variant_get (activatable, "(^a&s)", &names);
  return names != NULL && g_strv_contains (names, "org.freedesktop.secrets");
}

static void
check_keyring_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_boolean (task, keyring_available (NULL));
}

void
mst_club_server_check_keyring_async (GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, mst_club_server_check_keyring_async);
  g_task_run_in_thread (task, check_keyring_thread);
}

gboolean
mst_club_server_check_keyring_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
mst_club_server_remember_password (const char *uri, const char *password)
{
  g_return_if_fail (uri != NULL);

  g_mutex_lock (&session_lock);
  if (session_passwords == NULL)
    session_passwords = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (password != NULL)
    g_hash_table_replace (session_passwords, g_strdup (uri), g_strdup (password));
  else
    g_hash_table_remove (session_passwords, uri);
  g_mutex_unlock (&session_lock);
}

/* Saves run in worker threads, which may take them in any order: each
 * is numbered when asked for, and the keyring is written only by one not
 * older than the last written for that address, so the last password
 * given is the one kept. */
static GMutex store_lock;
static GHashTable *stored_generations;   /* bare address → guint64 in a pointer-sized box */
static guint64 save_generation;

typedef struct {
  char *uri;
  char *password;
  guint64 generation;
} Saving;

static void
saving_free (gpointer data)
{
  Saving *s = data;

  g_free (s->uri);
  if (s->password != NULL)
    memset (s->password, 0, strlen (s->password));
  g_free (s->password);
  g_free (s);
}

static void
save_password_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Saving *s = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *login = NULL;
  g_autofree char *host = mst_club_server_dup_host (s->uri);
  g_autofree char *label = NULL;
  g_autofree char *bare = mst_club_server_strip_password (s->uri, &login, NULL, &error);

  if (bare == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (!keyring_available (NULL))
    {
      g_task_return_int (task, FALSE);
      return;
    }
  g_mutex_lock (&store_lock);
  if (stored_generations == NULL)
    stored_generations = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  {
    guint64 *stored = g_hash_table_lookup (stored_generations, bare);

    /* A later password for this address is in the keyring already. */
    if (stored != NULL && *stored > s->generation)
      {
        g_mutex_unlock (&store_lock);
        g_task_return_int (task, TRUE);
        return;
      }
  }
  /* TRANSLATORS: the keyring's name for the password; the host, then the login */
  label = g_strdup_printf (_("Muster club server %s (%s)"), host, login);
  if (!secret_password_store_sync (&club_schema, SECRET_COLLECTION_DEFAULT, label, s->password, cancellable,
                                   &error, "uri", bare, "login", login, NULL))
    {
      g_mutex_unlock (&store_lock);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_hash_table_replace (stored_generations, g_strdup (bare), g_memdup2 (&s->generation, sizeof s->generation));
  g_mutex_unlock (&store_lock);
  g_task_return_int (task, TRUE);
}

void
mst_club_server_save_password_async (const char *uri, const char *password, GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  Saving *s = g_new0 (Saving, 1);

  g_return_if_fail (uri != NULL && password != NULL);

  s->uri = g_strdup (uri);
  s->password = g_strdup (password);
  /* For this session at once, in the order given (the keyring after, in a
   * thread). */
  {
    g_autofree char *bare = mst_club_server_strip_password (uri, NULL, NULL, NULL);

    if (bare != NULL)
      mst_club_server_remember_password (bare, password);
  }
  g_mutex_lock (&store_lock);
  s->generation = ++save_generation;
  g_mutex_unlock (&store_lock);
  g_task_set_source_tag (task, mst_club_server_save_password_async);
  g_task_set_task_data (task, s, saving_free);
  g_task_run_in_thread (task, save_password_thread);
}

gboolean
mst_club_server_save_password_finish (GAsyncResult *result, gboolean *in_keyring, GError **error)
{
  g_autoptr(GError) e = NULL;
  gssize where;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  where = g_task_propagate_int (G_TASK (result), &e);
  if (e != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&e));
      return FALSE;
    }
  if (in_keyring != NULL)
    *in_keyring = where != 0;
  return TRUE;
}

char *
mst_club_server_lookup_password (const char *uri)
{
  g_autofree char *login = NULL;
  g_autofree char *bare = NULL;
  char *password = NULL;

  g_return_val_if_fail (uri != NULL, NULL);

  bare = mst_club_server_strip_password (uri, &login, &password, NULL);
  if (bare == NULL || password != NULL)
    return password;
  g_mutex_lock (&session_lock);
  if (session_passwords != NULL)
    password = g_strdup (g_hash_table_lookup (session_passwords, bare));
  g_mutex_unlock (&session_lock);
  if (password == NULL && keyring_available (NULL))
    password = secret_password_lookup_sync (&club_schema, NULL, NULL, "uri", bare, "login", login, NULL);
  return password;
}

/* The server */

#ifdef MST_HAVE_SERVER
/* One connection kept open to each server (and login, and catalogue) for
 * the jobs of every window: a job takes it, and gives it back when done;
 * another job to the same server waits for it meanwhile rather than open
 * one of its own.  The live updates keep a connection of their own, and
 * so do the offline copies made in the background. */
typedef enum {
  LANE_JOBS,     /* the windows' reads and writes */
  LANE_COPIES,   /* the offline copies, kept in the background */
} Lane;

typedef struct {
  char *uri;
  char *password;
  MstCatalogue *catalogue;
  Lane lane;
  MstCampaignBackend *backend;   /* NULL while it is being opened */
  gboolean busy;
  gint64 given_back;             /* monotonic µs */
} Kept;

/* A connection given back this recently is used again without asking the
 * server first whether it still answers (a round trip each job). */
#define KEPT_FRESH_US (2 * G_USEC_PER_SEC)

static GMutex kept_lock;
static GCond kept_given_back;
static GPtrArray *kept;

static void
kept_free (Kept *k)
{
  g_free (k->uri);
  g_free (k->password);
  g_clear_object (&k->catalogue);
  g_clear_object (&k->backend);
  g_free (k);
}

static Kept *
find_kept (const char *uri, const char *password, MstCatalogue *catalogue, Lane lane)
{
  for (guint i = 0; kept != NULL && i < kept->len; i++)
    {
      Kept *k = g_ptr_array_index (kept, i);

      if (g_str_equal (k->uri, uri) && g_strcmp0 (k->password, password) == 0 && k->catalogue == catalogue &&
          k->lane == lane)
        return k;
    }
  return NULL;
}

static MstCampaignBackend *
connect_to (const char *uri, const char *password, MstCatalogue *catalogue, GError **error)
{
  g_autofree char *full = with_password (uri, password);
  g_autoptr(MstServer) server = mst_server_connect (full, error);

  if (server == NULL)
    return NULL;
  return MST_CAMPAIGN_BACKEND (mst_server_campaign_new (server, catalogue, error));
}
#endif

MstCampaignBackend *
mst_club_server_open (const char *uri, const char *password, MstCatalogue *catalogue, GError **error)
{
#ifdef MST_HAVE_SERVER
  g_return_val_if_fail (uri != NULL, NULL);
  return connect_to (uri, password, catalogue, error);
#else
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("This Muster was built without PostgreSQL’s library (libpq): it cannot reach a club server"));
  return NULL;
#endif
}

#ifdef MST_HAVE_SERVER
static MstCampaignBackend *
take (const char *uri, const char *password, MstCatalogue *catalogue, Lane lane, GError **error)
{
  Kept *k;
  MstCampaignBackend *backend;

  g_return_val_if_fail (uri != NULL, NULL);

  g_mutex_lock (&kept_lock);
  while ((k = find_kept (uri, password, catalogue, lane)) != NULL && k->busy)
    g_cond_wait (&kept_given_back, &kept_lock);
  if (k == NULL)
    {
      k = g_new0 (Kept, 1);
      k->uri = g_strdup (uri);
      k->password = g_strdup (password);
      k->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
      k->lane = lane;
      if (kept == NULL)
        kept = g_ptr_array_new_with_free_func ((GDestroyNotify) kept_free);
      g_ptr_array_add (kept, k);
    }
  k->busy = TRUE;
  g_mutex_unlock (&kept_lock);

  /* One the server closed meanwhile is opened again. */
  if (k->backend != NULL)
    {
      MstServer *server = mst_server_campaign_get_server (MST_SERVER_CAMPAIGN (k->backend));

      if (g_get_monotonic_time () - k->given_back > KEPT_FRESH_US ? !mst_server_is_alive (server)
                                                                  : !mst_server_is_open (server))
        g_clear_object (&k->backend);
    }
  if (k->backend == NULL)
    k->backend = connect_to (uri, password, catalogue, error);
  backend = k->backend != NULL ? g_object_ref (k->backend) : NULL;
  if (backend == NULL)
    {
      /* Nothing kept: the next job tries again. */
      g_mutex_lock (&kept_lock);
      g_ptr_array_remove (kept, k);
      g_cond_broadcast (&kept_given_back);
      g_mutex_unlock (&kept_lock);
    }
  return backend;
}
#endif

MstCampaignBackend *
mst_club_server_take (const char *uri, const char *password, MstCatalogue *catalogue, GError **error)
{
#ifdef MST_HAVE_SERVER
  return take (uri, password, catalogue, LANE_JOBS, error);
#else
  return mst_club_server_open (uri, password, catalogue, error);
#endif
}

void
mst_club_server_give_back (MstCampaignBackend *backend)
{
#ifdef MST_HAVE_SERVER
  g_return_if_fail (MST_IS_CAMPAIGN_BACKEND (backend));

  /* Idle between jobs, no read's snapshot held. */
  mst_server_flush (mst_server_campaign_get_server (MST_SERVER_CAMPAIGN (backend)));
  g_mutex_lock (&kept_lock);
  for (guint i = 0; kept != NULL && i < kept->len; i++)
    {
      Kept *k = g_ptr_array_index (kept, i);

      if (k->backend == backend)
        {
          k->busy = FALSE;
          k->given_back = g_get_monotonic_time ();
        }
    }
  g_cond_broadcast (&kept_given_back);
  g_mutex_unlock (&kept_lock);
#endif
  g_object_unref (backend);
}

#ifdef MST_HAVE_SERVER
/* The offline copies' files, opened once and used again: a file open
 * (and its schema checked) at every battle would cost more than the note
 * the battle makes in it.  Each taken by one thread at a time. */
static GMutex copies_lock;
static GHashTable *copies;   /* uri → GPtrArray of MstServerCache, idle */

static MstServerCache *
copies_take (const char *uri, MstCatalogue *catalogue, GError **error)
{
  GPtrArray *idle;
  MstServerCache *cache = NULL;

  g_mutex_lock (&copies_lock);
  idle = copies != NULL ? g_hash_table_lookup (copies, uri) : NULL;
  if (idle != NULL && idle->len > 0)
    cache = g_ptr_array_steal_index_fast (idle, idle->len - 1);
  g_mutex_unlock (&copies_lock);
  return cache != NULL ? cache : mst_server_cache_new (uri, catalogue, error);
}

static void
copies_give_back (const char *uri, MstServerCache *cache)
{
  GPtrArray *idle;

  if (cache == NULL)
    return;
  g_mutex_lock (&copies_lock);
  if (copies == NULL)
    copies = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  idle = g_hash_table_lookup (copies, uri);
  if (idle == NULL)
    {
      idle = g_ptr_array_new_with_free_func (g_object_unref);
      g_hash_table_insert (copies, g_strdup (uri), idle);
    }
  g_ptr_array_add (idle, cache);
  g_mutex_unlock (&copies_lock);
}

static gboolean
keep_copy (const char *uri, MstCatalogue *catalogue, MstCampaignBackend *server, gint64 campaign_id, GError **error)
{
  MstServerCache *cache = copies_take (uri, catalogue, error);
  gboolean done = cache != NULL && mst_server_cache_keep (cache, MST_SERVER_CAMPAIGN (server), campaign_id, error);

  copies_give_back (uri, cache);
  return done;
}

/* The copies kept later, each campaign's at most every KEEP_INTERVAL_S:
 * a copy is the whole campaign exported and imported again, and a busy
 * evening's changes (every player's battle heard, read back) would
 * otherwise keep it many times a second. */
#define KEEP_INTERVAL_S 5

typedef struct {
  gint64 last;       /* monotonic µs, the last begun */
  gboolean queued;   /* one waiting already: another request joins it */
} KeepState;

typedef struct {
  char *uri;
  char *password;
  MstCatalogue *catalogue;
  gint64 campaign_id;
  char *key;
} KeepRequest;

static GMutex keeps_lock;
static GHashTable *keeps;    /* "uri\ncampaign" → KeepState */
static GThreadPool *keeper;

static void
keep_request_free (KeepRequest *r)
{
  g_free (r->uri);
  g_free (r->password);
  g_clear_object (&r->catalogue);
  g_free (r->key);
  g_free (r);
}

static void
keep_run (gpointer data, gpointer unused)
{
  KeepRequest *r = data;
  g_autoptr(GError) error = NULL;
  MstCampaignBackend *server;
  KeepState *state;
  gint64 wait;

  g_mutex_lock (&keeps_lock);
  state = g_hash_table_lookup (keeps, r->key);
  wait = state->last == 0 ? 0 : state->last + KEEP_INTERVAL_S * G_USEC_PER_SEC - g_get_monotonic_time ();
  g_mutex_unlock (&keeps_lock);
  if (wait > 0)
    g_usleep (wait);
  /* A change heard from now on asks for another copy, after this one. */
  g_mutex_lock (&keeps_lock);
  state->queued = FALSE;
  state->last = g_get_monotonic_time ();
  g_mutex_unlock (&keeps_lock);

  /* A connection of the copies' own: a copy reads the whole campaign,
   * and the windows' jobs do not wait for it. */
  server = take (r->uri, r->password, r->catalogue, LANE_COPIES, &error);
  if (server != NULL && !keep_copy (r->uri, r->catalogue, server, r->campaign_id, &error) &&
      mst_campaign_backend_is_unreachable (error))
    {
      /* The kept connection was cut (the server restarted since): once
       * more, on a new one. */
      g_clear_error (&error);
      mst_club_server_give_back (g_steal_pointer (&server));
      server = take (r->uri, r->password, r->catalogue, LANE_COPIES, &error);
      if (server != NULL)
        keep_copy (r->uri, r->catalogue, server, r->campaign_id, &error);
    }
  if (error != NULL)
    g_debug ("No copy kept of campaign %" G_GINT64_FORMAT ": %s", r->campaign_id, error->message);
  if (server != NULL)
    mst_club_server_give_back (server);
  keep_request_free (r);
}

void
mst_club_server_keep_copy_later (const char *uri, const char *password, MstCatalogue *catalogue, gint64 campaign_id)
{
  KeepRequest *r;
  KeepState *state;
  g_autofree char *key = NULL;

  g_return_if_fail (uri != NULL);

  key = g_strdup_printf ("%s\n%" G_GINT64_FORMAT, uri, campaign_id);
  g_mutex_lock (&keeps_lock);
  if (keeps == NULL)
    {
      keeps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      /* A few at once: one campaign waiting its turn holds no other up. */
      keeper = g_thread_pool_new (keep_run, NULL, 4, FALSE, NULL);
    }
  state = g_hash_table_lookup (keeps, key);
  if (state == NULL)
    {
      state = g_new0 (KeepState, 1);
      g_hash_table_insert (keeps, g_strdup (key), state);
    }
  if (state->queued)
    {
      g_mutex_unlock (&keeps_lock);
      return;
    }
  state->queued = TRUE;
  g_mutex_unlock (&keeps_lock);

  r = g_new0 (KeepRequest, 1);
  r->uri = g_strdup (uri);
  r->password = g_strdup (password);
  r->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  r->campaign_id = campaign_id;
  r->key = g_steal_pointer (&key);
  g_thread_pool_push (keeper, r, NULL);
}

#endif

#ifdef MST_HAVE_SERVER
/* The app's way to a club server, for its backend: the connection kept to
 * it, with the password of this session or the keyring. */
typedef struct {
  char *uri;
  MstCatalogue *catalogue;
  char *password;   /* as last looked up, for the copies kept later */
  gboolean no_password;  /* the server asked for one, and none is known */
} Connector;

static void
connector_free (gpointer data)
{
  Connector *c = data;

  g_free (c->uri);
  g_clear_object (&c->catalogue);
  g_free (c->password);
  g_free (c);
}

static MstCampaignBackend *
connector_connect (gpointer data, GError **error)
{
  Connector *c = data;

  MstCampaignBackend *server;
  GError *local = NULL;

  g_free (c->password);
  c->password = mst_club_server_lookup_password (c->uri);
  server = mst_club_server_take (c->uri, c->password, c->catalogue, &local);
  c->no_password = server == NULL && c->password == NULL &&
                   g_error_matches (local, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  if (local != NULL)
    g_propagate_error (error, local);
  return server;
}

static void
connector_release (MstCampaignBackend *server, gpointer data)
{
  mst_club_server_give_back (server);
}

static void
connector_keep (MstCampaignBackend *server, gint64 campaign_id, gpointer data)
{
  Connector *c = data;

  mst_club_server_keep_copy_later (c->uri, c->password, c->catalogue, campaign_id);
}
#endif

gboolean
mst_club_server_backend_needs_password (MstCampaignBackend *backend)
{
#ifdef MST_HAVE_SERVER
  Connector *c = g_object_get_data (G_OBJECT (backend), "mst-connector");

  return c != NULL && c->no_password;
#else
  return FALSE;
#endif
}

MstCampaignBackend *
mst_club_server_new_backend (const char *uri, MstCatalogue *catalogue, GError **error)
{
#ifdef MST_HAVE_SERVER
  MstClubBackend *backend;
  Connector *c;

  g_return_val_if_fail (uri != NULL, NULL);
  backend = mst_club_backend_new (uri, NULL, catalogue, error);
  if (backend == NULL)
    return NULL;
  c = g_new0 (Connector, 1);
  c->uri = g_strdup (uri);
  c->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  mst_club_backend_set_connector (backend, connector_connect, connector_release, connector_keep, c, connector_free);
  g_object_set_data (G_OBJECT (backend), "mst-connector", c);
  return MST_CAMPAIGN_BACKEND (backend);
#else
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("This Muster was built without PostgreSQL’s library (libpq): it cannot reach a club server"));
  return NULL;
#endif
}

/* Live updates */

GObject *
mst_club_server_listen (const char *uri, const char *password, GError **error)
{
#ifdef MST_HAVE_SERVER
  g_autofree char *full = NULL;
  g_autoptr(MstServer) server = NULL;

  g_return_val_if_fail (uri != NULL, NULL);

  full = with_password (uri, password);
  server = mst_server_connect (full, error);
  if (server == NULL || !mst_server_listen (server, MST_SERVER_CHANNEL, error))
    return NULL;
  return G_OBJECT (g_steal_pointer (&server));
#else
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("This Muster was built without PostgreSQL’s library (libpq): it cannot reach a club server"));
  return NULL;
#endif
}

#ifdef MST_HAVE_SERVER
/* The campaign a notification's payload names; 0 when none. */
static gint64
parse_change (const char *payload)
{
  const char *key;
  const char *p;

  /* {"table" : "battles", "campaign" : 12}, as json_build_object writes it. */
  if (payload == NULL || (key = strstr (payload, "\"campaign\"")) == NULL)
    return 0;
  p = key + strlen ("\"campaign\"");
  while (*p == ' ' || *p == ':')
    p++;
  return g_ascii_strtoll (p, NULL, 10);
}

typedef struct {
  MstClubServerHeard func;
  gpointer user_data;
} Watch;

static gboolean
on_heard (MstServer *server, const char *payload, const GError *error, gpointer data)
{
  Watch *w = data;

  w->func (payload != NULL ? parse_change (payload) : 0, error, w->user_data);
  return TRUE;
}
#endif

GSource *
mst_club_server_watch (GObject *listener, MstClubServerHeard func, gpointer user_data)
{
#ifdef MST_HAVE_SERVER
  GSource *source;
  Watch *w;

  g_return_val_if_fail (MST_IS_SERVER (listener), NULL);
  g_return_val_if_fail (func != NULL, NULL);

  w = g_new0 (Watch, 1);
  w->func = func;
  w->user_data = user_data;
  source = mst_server_source_new (MST_SERVER (listener));
  g_source_set_callback (source, (GSourceFunc) (void (*) (void)) on_heard, w, g_free);
  return source;
#else
  g_return_val_if_reached (NULL);
#endif
}

char *
mst_club_server_describe_error (const GError *error, const char *host, const char *uri)
{
  g_autofree char *login = NULL;
  g_autofree char *bare = NULL;
  const char *message;

  g_return_val_if_fail (error != NULL, NULL);

  message = error->message;
  if (uri != NULL)
    bare = mst_club_server_strip_password (uri, &login, NULL, NULL);
  if (host == NULL)
    host = "";
  if (login == NULL)
    login = g_strdup (g_get_user_name ());
  if (strstr (message, "password authentication failed") != NULL || strstr (message, "no password supplied") != NULL)
    /* TRANSLATORS: the club server's host, then the player's login */
    return g_strdup_printf (_("The club server %s refused the password for %s"), host, login);
  if (strstr (message, "role") != NULL && strstr (message, "does not exist") != NULL)
    return g_strdup_printf (_("The club server %s has no player %s: ask its game master to add you"), host, login);
  if (strstr (message, "database") != NULL && strstr (message, "does not exist") != NULL)
    return g_strdup_printf (_("The club server %s has no such database: check its address"), host);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    return g_strdup_printf (_("The club server %s does not answer"), host);
  /* The server's raw refusal; Muster's own (“… is anna's force”) is said
   * in the player's words already. */
  if (strstr (message, "permission denied for") != NULL || strstr (message, "row-level security") != NULL)
    return g_strdup_printf (_("The club server %s does not let %s do that"), host, login);
  return NULL;
}
