/* mst-club-listener.c: a club server's live updates, heard for a window.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-club-listener.h"
#include "mst-club-server.h"

/* Several rows change for one battle: read once they have all come. */
#define SETTLE_MS 100
/* The longest wait before listening is tried again. */
#define MAX_BACKOFF_S 60

struct _MstClubListener
{
  GObject parent_instance;

  char *uri;
  GCancellable *cancellable;
  GObject *listener;        /* the connection, once made */
  GSource *watch;
  gboolean pending;         /* being made on a worker */
  guint retry_id;           /* the next try after it was lost */
  guint backoff;            /* seconds before that try */
  guint settle_id;          /* a burst of changes read once */
  GArray *changed;          /* gint64 campaign ids of the burst; 0: any */
  gboolean closed;
};

G_DEFINE_FINAL_TYPE (MstClubListener, mst_club_listener, G_TYPE_OBJECT)

enum {
  SIGNAL_CONNECTED,
  SIGNAL_CHANGED,
  SIGNAL_LOST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
stop (MstClubListener *self)
{
  if (self->watch != NULL)
    g_source_destroy (self->watch);
  g_clear_pointer (&self->watch, g_source_unref);
  g_clear_object (&self->listener);
}

static gboolean
on_settled (gpointer data)
{
  MstClubListener *self = data;

  self->settle_id = 0;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_array_set_size (self->changed, 0);
  return G_SOURCE_REMOVE;
}

static gboolean
on_retry (gpointer data)
{
  MstClubListener *self = data;

  self->retry_id = 0;
  mst_club_listener_start (self);
  return G_SOURCE_REMOVE;
}

/* Lost, or never made: tried again later, each time waiting twice as
 * long, up to a minute. */
static void
failed (MstClubListener *self)
{
  stop (self);
  self->backoff = self->backoff == 0 ? 1 : MIN (self->backoff * 2, MAX_BACKOFF_S);
  self->retry_id = g_timeout_add_seconds (self->backoff, on_retry, self);
  g_signal_emit (self, signals[SIGNAL_LOST], 0);
}

static void
on_heard (gint64 campaign_id, const GError *error, gpointer data)
{
  MstClubListener *self = data;

  if (error != NULL)
    {
      failed (self);
      return;
    }
  g_array_append_val (self->changed, campaign_id);
  if (self->settle_id == 0)
    self->settle_id = g_timeout_add (SETTLE_MS, on_settled, self);
}

static void
on_listening (GObject *source, GAsyncResult *result, gpointer data)
{
  MstClubListener *self = MST_CLUB_LISTENER (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) listener = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean again;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->pending = FALSE;
  if (error != NULL)
    {
      failed (self);
      return;
    }
  again = self->backoff != 0;
  self->backoff = 0;
  self->listener = g_steal_pointer (&listener);
  self->watch = mst_club_server_watch (self->listener, on_heard, self);
  g_source_attach (self->watch, NULL);
  g_signal_emit (self, signals[SIGNAL_CONNECTED], 0, again);
}

/* A connection of its own, made on a worker; then the main loop's. */
static void
listen_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_autofree char *password = mst_club_server_lookup_password (data);
  GError *error = NULL;
  GObject *listener = mst_club_server_listen (data, password, &error);

  if (listener == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, listener, g_object_unref);
}

void
mst_club_listener_start (MstClubListener *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (MST_IS_CLUB_LISTENER (self));
  if (self->closed || self->listener != NULL || self->pending || self->retry_id != 0)
    return;
  self->pending = TRUE;
  task = g_task_new (self, self->cancellable, on_listening, NULL);
  g_task_set_task_data (task, g_strdup (self->uri), g_free);
  g_task_run_in_thread (task, listen_thread);
}

gboolean
mst_club_listener_was_changed (MstClubListener *self, gint64 campaign_id)
{
  g_return_val_if_fail (MST_IS_CLUB_LISTENER (self), FALSE);
  for (guint i = 0; i < self->changed->len; i++)
    {
      gint64 id = g_array_index (self->changed, gint64, i);

      if (id == 0 || id == campaign_id)
        return TRUE;
    }
  return FALSE;
}

void
mst_club_listener_close (MstClubListener *self)
{
  g_return_if_fail (MST_IS_CLUB_LISTENER (self));
  self->closed = TRUE;
  g_cancellable_cancel (self->cancellable);
  stop (self);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_clear_handle_id (&self->settle_id, g_source_remove);
}

static void
mst_club_listener_dispose (GObject *object)
{
  mst_club_listener_close (MST_CLUB_LISTENER (object));
  G_OBJECT_CLASS (mst_club_listener_parent_class)->dispose (object);
}

static void
mst_club_listener_finalize (GObject *object)
{
  MstClubListener *self = MST_CLUB_LISTENER (object);

  g_free (self->uri);
  g_clear_object (&self->cancellable);
  g_array_unref (self->changed);
  G_OBJECT_CLASS (mst_club_listener_parent_class)->finalize (object);
}

static void
mst_club_listener_class_init (MstClubListenerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mst_club_listener_dispose;
  object_class->finalize = mst_club_listener_finalize;

  signals[SIGNAL_CONNECTED] = g_signal_new ("connected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                            NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_LOST] = g_signal_new ("lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 0);
}

static void
mst_club_listener_init (MstClubListener *self)
{
  self->cancellable = g_cancellable_new ();
  self->changed = g_array_new (FALSE, FALSE, sizeof (gint64));
}

MstClubListener *
mst_club_listener_new (const char *uri)
{
  MstClubListener *self;

  g_return_val_if_fail (uri != NULL, NULL);
  self = g_object_new (MST_TYPE_CLUB_LISTENER, NULL);
  self->uri = g_strdup (uri);
  return self;
}
