/* mst-club-backend.c: a club server's campaigns, else the copy kept of them, with the writes made meanwhile queued.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mst-club-backend.h"
#include "mst-error.h"

struct _MstClubBackend
{
  GObject parent_instance;

  char *uri;
  char *password;
  MstCatalogue *catalogue;
  MstServerCache *copies;
  char *location;

  /* The default way to the server: one connection, kept. */
  MstCampaignBackend *server;
  MstClubConnectFunc connect;
  MstClubReleaseFunc release;
  MstClubKeepFunc keep;
  gpointer connector_data;
  GDestroyNotify connector_destroy;

  MstClubOpenFunc open;
  gboolean offline_only;
  gboolean queue_writes;
  /* The last call's: answered from the copy, when it was taken, why. */
  gboolean offline;
  gint64 taken;
  char *unreachable;
  gboolean queued;
};

static void club_backend_init (MstCampaignBackendInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MstClubBackend, mst_club_backend, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (MST_TYPE_CAMPAIGN_BACKEND, club_backend_init))

static void
mst_club_backend_finalize (GObject *object)
{
  MstClubBackend *self = MST_CLUB_BACKEND (object);

  if (self->connector_destroy != NULL)
    self->connector_destroy (self->connector_data);
  g_clear_object (&self->server);
  g_clear_object (&self->copies);
  g_clear_object (&self->catalogue);
  g_free (self->uri);
  g_free (self->password);
  g_free (self->location);
  g_free (self->unreachable);
  G_OBJECT_CLASS (mst_club_backend_parent_class)->finalize (object);
}

static void
mst_club_backend_class_init (MstClubBackendClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mst_club_backend_finalize;
}

static void
mst_club_backend_init (MstClubBackend *self)
{
  self->queue_writes = TRUE;
}

MstClubBackend *
mst_club_backend_new (const char *uri, const char *password, MstCatalogue *catalogue, GError **error)
{
  g_autoptr(MstClubBackend) self = NULL;

  g_return_val_if_fail (uri != NULL, NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_CLUB_BACKEND, NULL);
  self->uri = g_strdup (uri);
  self->password = g_strdup (password);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  /* Needs no connection: names the copy's file from the address. */
  self->copies = mst_server_cache_new (uri, catalogue, error);
  if (self->copies == NULL)
    return NULL;
  self->location = g_strdup (mst_server_cache_get_address (self->copies));
  return g_steal_pointer (&self);
}

void
mst_club_backend_set_connector (MstClubBackend *self, MstClubConnectFunc connect, MstClubReleaseFunc release,
                                MstClubKeepFunc keep, gpointer user_data, GDestroyNotify destroy)
{
  g_return_if_fail (MST_IS_CLUB_BACKEND (self));
  g_return_if_fail (connect != NULL && release != NULL);

  if (self->connector_destroy != NULL)
    self->connector_destroy (self->connector_data);
  self->connect = connect;
  self->release = release;
  self->keep = keep;
  self->connector_data = user_data;
  self->connector_destroy = destroy;
  g_clear_object (&self->server);
}

const char *
mst_club_backend_get_uri (MstClubBackend *self)
{
  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), NULL);
  return self->uri;
}

MstServerCache *
mst_club_backend_get_copies (MstClubBackend *self)
{
  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), NULL);
  return self->copies;
}

gboolean
mst_club_backend_get_offline (MstClubBackend *self)
{
  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), FALSE);
  return self->offline;
}

gint64
mst_club_backend_get_copy_taken (MstClubBackend *self)
{
  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), 0);
  return self->offline ? self->taken : 0;
}

const char *
mst_club_backend_get_unreachable_message (MstClubBackend *self)
{
  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), NULL);
  return self->offline && !self->offline_only ? self->unreachable : NULL;
}

void
mst_club_backend_set_opener (MstClubBackend *self, MstClubOpenFunc open)
{
  g_return_if_fail (MST_IS_CLUB_BACKEND (self));
  self->open = open;
}

void
mst_club_backend_set_queue_writes (MstClubBackend *self, gboolean queue_writes)
{
  g_return_if_fail (MST_IS_CLUB_BACKEND (self));
  self->queue_writes = queue_writes;
}

void
mst_club_backend_set_offline_only (MstClubBackend *self, gboolean offline_only)
{
  g_return_if_fail (MST_IS_CLUB_BACKEND (self));
  self->offline_only = offline_only;
}

/* The way to the server */

static MstCampaignBackend *
take_server (MstClubBackend *self, GError **error)
{
  if (self->connect != NULL)
    return self->connect (self->connector_data, error);
  /* One the server closed meanwhile is opened again. */
  if (self->server != NULL &&
      !mst_server_is_open (mst_server_campaign_get_server (MST_SERVER_CAMPAIGN (self->server))))
    g_clear_object (&self->server);
  if (self->server == NULL)
    {
      g_autoptr(MstServer) server = self->open != NULL ? self->open (self->uri, error)
                                                       : mst_server_connect_full (self->uri, self->password, NULL,
                                                                                  error);

      if (server == NULL)
        return NULL;
      self->server = MST_CAMPAIGN_BACKEND (mst_server_campaign_new (server, self->catalogue, error));
      if (self->server == NULL)
        return NULL;
    }
  return g_object_ref (self->server);
}

static void
give_back (MstClubBackend *self, MstCampaignBackend *server)
{
  if (self->release != NULL)
    self->release (server, self->connector_data);
  else
    g_object_unref (server);
}

/* A call begins: the server to make it on, or NULL when it cannot be
 * reached (@why then says so, and the call goes to the copy) or refused
 * the login (@why, the call's error). */
static MstCampaignBackend *
begin (MstClubBackend *self, GError **why)
{
  MstCampaignBackend *server;

  self->offline = FALSE;
  self->queued = FALSE;
  self->taken = 0;
  if (self->offline_only)
    {
      g_set_error (why, G_IO_ERROR, G_IO_ERROR_HOST_UNREACHABLE, _("offline: %s is not asked"), self->location);
      return NULL;
    }
  server = take_server (self, why);
  return server;
}

/* The server's error @why is that it cannot be reached, and a copy of
 * campaign @campaign_id (0: any) is kept: the copy, to answer from.
 * Otherwise NULL, and @why is the call's error. */
static MstCampaignBackend *
to_copy (MstClubBackend *self, gint64 campaign_id, GError **why)
{
  gint64 taken;

  if (!mst_campaign_backend_is_unreachable (*why))
    return NULL;
  taken = mst_server_cache_get_taken (self->copies, campaign_id);
  if (taken == 0)
    return NULL;
  self->offline = TRUE;
  self->taken = taken;
  g_free (self->unreachable);
  self->unreachable = g_strdup ((*why)->message);
  g_clear_error (why);
  return MST_CAMPAIGN_BACKEND (self->copies);
}

/* The campaign of force @force_id in the copy, for a call on the force. */
static gint64
force_campaign (MstClubBackend *self, gint64 force_id)
{
  gint64 id = mst_server_cache_get_force_campaign (self->copies, force_id);

  /* -1: no copy of it is kept; never 0, which is any campaign's. */
  return id != 0 ? id : -1;
}

static void
keep_copy (MstClubBackend *self, MstCampaignBackend *server, gint64 campaign_id)
{
  g_autoptr(GError) error = NULL;

  if (self->keep != NULL)
    self->keep (server, campaign_id, self->connector_data);
  else if (!mst_server_cache_keep (self->copies, MST_SERVER_CAMPAIGN (server), campaign_id, &error))
    g_debug ("No copy kept of campaign %" G_GINT64_FORMAT ": %s", campaign_id, error->message);
}

/* A write made on the server: one queued later for the force is based on
 * the revision it made, not on the copy's older one. */
static void
note_write (MstClubBackend *self, MstCampaignBackend *server, gint64 force_id)
{
  g_autoptr(GError) error = NULL;
  gint64 revision = mst_server_campaign_get_written_revision (MST_SERVER_CAMPAIGN (server), force_id);

  if (revision == 0)
    revision = mst_campaign_backend_get_revision (server, force_id, &error);
  if (revision == 0 || !mst_server_cache_note_revision (self->copies, force_id, revision, &error))
    g_debug ("The copy of force %" G_GINT64_FORMAT " was not told of the change: %s", force_id,
             error != NULL ? error->message : "");
}

/* One call: on the server, else (out of reach) on the copy of @campaign.
 * @result is the call's result, FAILED its value on failure. */
#define CLUB_CALL(type, failed, campaign, call, ...) \
  G_STMT_START { \
    MstClubBackend *self = MST_CLUB_BACKEND (backend); \
    g_autoptr(GError) why = NULL; \
    MstCampaignBackend *server = begin (self, &why); \
    MstCampaignBackend *copy; \
    type result = failed; \
    if (server != NULL) \
      { \
        result = call (server, __VA_ARGS__, &why); \
        if (result != failed) \
          after_##call (self, server, result, __VA_ARGS__); \
        give_back (self, server); \
        if (result != failed) \
          return result; \
      } \
    copy = to_copy (self, (campaign), &why); \
    if (copy == NULL) \
      { \
        g_propagate_error (error, g_steal_pointer (&why)); \
        return failed; \
      } \
    return call (copy, __VA_ARGS__, error); \
  } G_STMT_END

/* What follows a call made on the server: most nothing. */
#define NOTHING_AFTER(call, ...) \
  static inline void after_##call (MstClubBackend *self, MstCampaignBackend *server, __VA_ARGS__) {}

NOTHING_AFTER (mst_campaign_backend_list, GPtrArray *r, gboolean a)
NOTHING_AFTER (mst_campaign_backend_list_battles, GPtrArray *r, gint64 c, gint64 f, gboolean w)
NOTHING_AFTER (mst_campaign_backend_get_force_campaign, gint64 r, gint64 f)
NOTHING_AFTER (mst_campaign_backend_get_force, MstForce *r, gint64 f)
NOTHING_AFTER (mst_campaign_backend_get_revision, gint64 r, gint64 f)
NOTHING_AFTER (mst_campaign_backend_list_events, GPtrArray *r, gint64 f)
NOTHING_AFTER (mst_campaign_backend_replay, MstForce *r, gint64 f, const char *d)
NOTHING_AFTER (mst_campaign_backend_export_data, char *r, gint64 c, gsize *l)
NOTHING_AFTER (mst_campaign_backend_get_battle, MstBattle *r, MstBattle *b)

static inline void
after_mst_campaign_backend_summarize (MstClubBackend *self, MstCampaignBackend *server, MstCampaignSummary *r,
                                      gint64 campaign_id)
{
  keep_copy (self, server, campaign_id);
}

static GPtrArray *
club_list (MstCampaignBackend *backend, gboolean with_archived, GError **error)
{
  CLUB_CALL (GPtrArray *, NULL, 0, mst_campaign_backend_list, with_archived);
}

static MstCampaignSummary *
club_summarize (MstCampaignBackend *backend, gint64 campaign_id, GError **error)
{
  CLUB_CALL (MstCampaignSummary *, NULL, campaign_id, mst_campaign_backend_summarize, campaign_id);
}

static GPtrArray *
club_list_battles (MstCampaignBackend *backend, gint64 campaign_id, gint64 force_id, gboolean with_records,
                   GError **error)
{
  CLUB_CALL (GPtrArray *, NULL, campaign_id, mst_campaign_backend_list_battles, campaign_id, force_id,
             with_records);
}

static gint64
club_get_force_campaign (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  CLUB_CALL (gint64, 0, force_campaign (self, force_id), mst_campaign_backend_get_force_campaign, force_id);
}

static MstForce *
club_get_force (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  CLUB_CALL (MstForce *, NULL, force_campaign (self, force_id), mst_campaign_backend_get_force, force_id);
}

static gint64
club_get_revision (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  CLUB_CALL (gint64, 0, force_campaign (self, force_id), mst_campaign_backend_get_revision, force_id);
}

static GPtrArray *
club_list_events (MstCampaignBackend *backend, gint64 force_id, GError **error)
{
  CLUB_CALL (GPtrArray *, NULL, force_campaign (self, force_id), mst_campaign_backend_list_events, force_id);
}

static MstForce *
club_replay (MstCampaignBackend *backend, gint64 force_id, const char *date, GError **error)
{
  CLUB_CALL (MstForce *, NULL, force_campaign (self, force_id), mst_campaign_backend_replay, force_id, date);
}

static char *
club_export_data (MstCampaignBackend *backend, gint64 campaign_id, gsize *len, GError **error)
{
  CLUB_CALL (char *, NULL, campaign_id, mst_campaign_backend_export_data, campaign_id, len);
}

/* Writes: on the server alone, but for a battle or a change, which waits
 * in the copy's queue when the server cannot be reached. */

/* A battle, several of one force (@ids theirs), or a change: made on the
 * server, else, out of reach and where writes wait, queued in the copy. */
static gint64
write_on_server (MstClubBackend *self, gint64 force_id, MstBattle *battle, GPtrArray *battles, gint64 *ids,
                 MstCampaignEvent *event, gint64 base_revision, GError **error)
{
  g_autoptr(GError) why = NULL;
  MstCampaignBackend *server = begin (self, &why);
  MstCampaignBackend *copy = MST_CAMPAIGN_BACKEND (self->copies);
  gint64 id = 0;

  if (server != NULL)
    {
      if (battle != NULL)
        id = mst_campaign_backend_record_battle (server, force_id, battle, base_revision, &why);
      else if (battles != NULL)
        id = mst_campaign_backend_record_battles (server, force_id, battles, base_revision, ids, &why);
      else
        id = mst_campaign_backend_append (server, force_id, event, base_revision, &why);
      if (id != 0)
        note_write (self, server, force_id);
      give_back (self, server);
      if (id != 0)
        return id;
    }
  if (!self->queue_writes || !mst_campaign_backend_is_unreachable (why) || force_campaign (self, force_id) < 0)
    {
      g_propagate_error (error, g_steal_pointer (&why));
      return 0;
    }
  g_free (self->unreachable);
  self->unreachable = g_strdup (why->message);
  self->offline = TRUE;
  self->taken = mst_server_cache_get_taken (self->copies, force_campaign (self, force_id));
  if (battle != NULL)
    id = mst_campaign_backend_record_battle (copy, force_id, battle, base_revision, error);
  else if (battles != NULL)
    id = mst_campaign_backend_record_battles (copy, force_id, battles, base_revision, ids, error);
  else
    id = mst_campaign_backend_append (copy, force_id, event, base_revision, error);
  self->queued = id != 0;
  return id;
}

static gint64
club_record_battle (MstCampaignBackend *backend, gint64 force_id, MstBattle *battle, gint64 base_revision,
                    GError **error)
{
  return write_on_server (MST_CLUB_BACKEND (backend), force_id, battle, NULL, NULL, NULL, base_revision, error);
}

static gboolean
club_record_battles (MstCampaignBackend *backend, gint64 force_id, GPtrArray *battles, gint64 base_revision,
                     gint64 *ids, GError **error)
{
  return write_on_server (MST_CLUB_BACKEND (backend), force_id, NULL, battles, ids, NULL, base_revision,
                          error) != 0;
}

static gint64
club_append (MstCampaignBackend *backend, gint64 force_id, MstCampaignEvent *event, gint64 base_revision,
             GError **error)
{
  return write_on_server (MST_CLUB_BACKEND (backend), force_id, NULL, NULL, NULL, event, base_revision, error);
}

gboolean
mst_club_backend_keep_copies (MstClubBackend *self, gint64 campaign_id, gboolean with_archived, GError **error)
{
  MstCampaignBackend *server;
  g_autoptr(GPtrArray) campaigns = NULL;
  gboolean ok = TRUE;

  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), FALSE);
  server = begin (self, error);
  if (server == NULL)
    return FALSE;
  if (campaign_id != 0)
    ok = mst_server_cache_keep (self->copies, MST_SERVER_CAMPAIGN (server), campaign_id, error);
  else if ((campaigns = mst_campaign_backend_list (server, with_archived, error)) == NULL)
    ok = FALSE;
  for (guint i = 0; ok && campaigns != NULL && i < campaigns->len; i++)
    ok = mst_server_cache_keep (self->copies, MST_SERVER_CAMPAIGN (server),
                                mst_campaign_get_id (g_ptr_array_index (campaigns, i)), error);
  give_back (self, server);
  return ok;
}

gint64
mst_club_backend_publish (MstClubBackend *self, MstCampaignStore *local, gint64 campaign_id, GError **error)
{
  MstCampaignBackend *server;
  gint64 id;

  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), 0);
  server = begin (self, error);
  if (server == NULL)
    return 0;
  id = mst_server_campaign_publish (MST_SERVER_CAMPAIGN (server), local, campaign_id, error);
  give_back (self, server);
  return id;
}

gint64
mst_club_backend_publish_from_library (MstClubBackend *self, const char *library_path, gint64 campaign_id,
                                       GError **error)
{
  g_autoptr(MstLibrary) library = NULL;
  g_autoptr(MstCampaignStore) local = NULL;

  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), 0);
  g_return_val_if_fail (library_path != NULL, 0);
  /* A connection of this thread's own to the library, only read. */
  library = mst_library_open (library_path, MST_LIBRARY_OPEN_READ_ONLY, error);
  if (library == NULL)
    return 0;
  local = mst_campaign_store_new (library, self->catalogue);
  return mst_club_backend_publish (self, local, campaign_id, error);
}

GPtrArray *
mst_club_backend_flush (MstClubBackend *self, GError **error)
{
  g_autoptr(GPtrArray) queued = NULL;
  g_autoptr(GError) keep_error = NULL;
  MstCampaignBackend *server;
  GPtrArray *writes;

  g_return_val_if_fail (MST_IS_CLUB_BACKEND (self), NULL);
  queued = mst_server_cache_list_queue (self->copies, error);
  if (queued == NULL)
    return NULL;
  if (queued->len == 0)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) mst_queued_write_free);
  server = begin (self, error);
  if (server == NULL)
    return NULL;
  writes = mst_server_cache_flush (self->copies, MST_SERVER_CAMPAIGN (server), error);
  /* The copies as the server now has them, the writes sent included; a
   * copy not kept costs only that. */
  if (writes != NULL && !mst_server_cache_keep_sent (self->copies, MST_SERVER_CAMPAIGN (server), writes, &keep_error))
    g_debug ("No copy kept: %s", keep_error->message);
  give_back (self, server);
  return writes;
}

/* Every other write: on the server itself, or not at all. */
#define SERVER_ONLY(type, failed, call, ...) \
  G_STMT_START { \
    MstClubBackend *self = MST_CLUB_BACKEND (backend); \
    MstCampaignBackend *server = begin (self, error); \
    type result; \
    if (server == NULL) \
      return failed; \
    result = call (server, __VA_ARGS__, error); \
    give_back (self, server); \
    return result; \
  } G_STMT_END

static gint64
club_create (MstCampaignBackend *backend, const char *name, GError **error)
{
  SERVER_ONLY (gint64, 0, mst_campaign_backend_create, name);
}

static gboolean
club_rename (MstCampaignBackend *backend, gint64 campaign_id, const char *name, GError **error)
{
  SERVER_ONLY (gboolean, FALSE, mst_campaign_backend_rename, campaign_id, name);
}

static gboolean
club_set_archived (MstCampaignBackend *backend, gint64 campaign_id, gboolean archived, GError **error)
{
  SERVER_ONLY (gboolean, FALSE, mst_campaign_backend_set_archived, campaign_id, archived);
}

static gboolean
club_remove (MstCampaignBackend *backend, gint64 campaign_id, gboolean deleted, GError **error)
{
  SERVER_ONLY (gboolean, FALSE, mst_campaign_backend_remove, campaign_id, deleted);
}

static gint64
club_add_force (MstCampaignBackend *backend, gint64 campaign_id, MstForce *force, const char *date,
                GError **error)
{
  SERVER_ONLY (gint64, 0, mst_campaign_backend_add_force, campaign_id, force, date);
}

static gint64
club_retract (MstCampaignBackend *backend, gint64 event_id, const char *reason, GError **error)
{
  SERVER_ONLY (gint64, 0, mst_campaign_backend_retract, event_id, reason);
}

static gint64
club_import_file (MstCampaignBackend *backend, const char *path, GError **error)
{
  SERVER_ONLY (gint64, 0, mst_campaign_backend_import_file, path);
}

static const char *
club_get_location (MstCampaignBackend *backend)
{
  return MST_CLUB_BACKEND (backend)->location;
}

static gint64
club_get_copy_taken (MstCampaignBackend *backend)
{
  return mst_club_backend_get_copy_taken (MST_CLUB_BACKEND (backend));
}

static MstCampaignCapabilities
club_get_capabilities (MstCampaignBackend *backend)
{
  return MST_CAMPAIGN_IS_SHARED;
}

static MstBattle *
club_get_battle (MstCampaignBackend *backend, MstBattle *listed, GError **error)
{
  CLUB_CALL (MstBattle *, NULL, mst_battle_get_campaign_id (listed), mst_campaign_backend_get_battle, listed);
}

static gboolean
club_write_queued (MstCampaignBackend *backend)
{
  return MST_CLUB_BACKEND (backend)->queued;
}

static GPtrArray *
club_list_queued (MstCampaignBackend *backend, GError **error)
{
  return mst_campaign_backend_list_queued (MST_CAMPAIGN_BACKEND (MST_CLUB_BACKEND (backend)->copies), error);
}

static void
club_backend_init (MstCampaignBackendInterface *iface)
{
  iface->get_location = club_get_location;
  iface->create = club_create;
  iface->rename = club_rename;
  iface->set_archived = club_set_archived;
  iface->remove = club_remove;
  iface->list = club_list;
  iface->summarize = club_summarize;
  iface->list_battles = club_list_battles;
  iface->add_force = club_add_force;
  iface->get_force_campaign = club_get_force_campaign;
  iface->get_force = club_get_force;
  iface->get_revision = club_get_revision;
  iface->record_battle = club_record_battle;
  iface->record_battles = club_record_battles;
  iface->retract = club_retract;
  iface->append = club_append;
  iface->list_events = club_list_events;
  iface->replay = club_replay;
  iface->export_data = club_export_data;
  iface->import_file = club_import_file;
  iface->write_queued = club_write_queued;
  iface->list_queued = club_list_queued;
  iface->get_copy_taken = club_get_copy_taken;
  iface->get_capabilities = club_get_capabilities;
  iface->get_battle = club_get_battle;
}
