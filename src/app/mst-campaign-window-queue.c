/* mst-campaign-window-queue.c: the battles and changes waiting for the club server, in the campaigns window.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A battle or a change made while the club server could not be reached
 * waits in the queue kept beside the copies of its campaigns
 * (MstServerCache), and is sent once the server is reached.  One the
 * server answered (changed there meanwhile, not allowed to this login,
 * refused) stays, to be sent again: listed here with the server's word,
 * and the player may drop it.  A battle's record is first kept in a file
 * of its own, named in the question and in the toast, so that nothing the
 * player wrote is lost with it.  The queue is read and changed on the club
 * session's worker, as every other reach of the club server is. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-window-private.h"
#include "mst-paths.h"
#include "mst-row-util.h"
#include "mst-club-backend.h"
#include "mst-server-cache.h"

/* A drop asked (0: the queue only read), and where a battle's record
 * goes; what was done. */
typedef struct {
  gint64 drop_id;
  char *keep_in;
  MstQueuedWrite *dropped;
  GPtrArray *writes;
} QueueCall;

static void
queue_call_free (gpointer data)
{
  QueueCall *call = data;

  g_free (call->keep_in);
  g_clear_pointer (&call->dropped, mst_queued_write_free);
  g_clear_pointer (&call->writes, g_ptr_array_unref);
  g_free (call);
}

/* On the club session's worker: the queue is the copy's, beside it. */
static gpointer
queue_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  QueueCall *call = data;
  MstServerCache *copies = mst_club_backend_get_copies (MST_CLUB_BACKEND (backend));

  if (call->drop_id != 0)
    {
      call->dropped = mst_server_cache_drop_queued (copies, call->drop_id, call->keep_in, NULL, error);
      if (call->dropped == NULL)
        return NULL;
    }
  call->writes = mst_server_cache_list_queue (copies, error);
  return call->writes != NULL ? GINT_TO_POINTER (TRUE) : NULL;
}

static void on_queue_done (GObject *source, GAsyncResult *result, gpointer data);

static void
start_queue_call (MstCampaignWindow *self, gint64 drop_id, const char *keep_in)
{
  QueueCall *call = g_new0 (QueueCall, 1);

  call->drop_id = drop_id;
  call->keep_in = g_strdup (keep_in);
  mst_campaign_session_run_async (self->server_session, queue_call, call, queue_call_free, NULL, FALSE,
                                  self->cancellable, on_queue_done, g_object_ref (self));
}

void
mst_campaign_window_queue_refresh (MstCampaignWindow *self)
{
  if (self->server_session != NULL)
    start_queue_call (self, 0, NULL);
}

static void
on_drop_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  const char *keep_in = g_object_get_data (G_OBJECT (dialog), "keep-in");
  gint64 *id = g_object_get_data (G_OBJECT (dialog), "write-id");

  if (g_strcmp0 (response, "drop") == 0)
    start_queue_call (self, *id, keep_in);
}

static void
on_drop_clicked (GtkButton *button, MstCampaignWindow *self)
{
  const MstQueuedWrite *w = g_object_get_data (G_OBJECT (button), "write");
  g_autofree char *keep_in = w->battle ? mst_server_cache_dropped_battle_path (w->id) : NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (w->battle)
    /* TRANSLATORS: a question; what is dropped ("battle Talavera"), the club server's host name, then a file */
    body = g_strdup_printf (_("%s will not be sent to %s. Its record is kept in %s, from which “muster-cli "
                              "campaign battle --file” can record it again."),
                            w->what, self->server_host, keep_in);
  else
    /* TRANSLATORS: a question; what is dropped (a change between battles), then the club server's host name */
    body = g_strdup_printf (_("%s will not be sent to %s, and is not kept."), w->what, self->server_host);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       w->battle ? _("Drop the Battle?") : _("Drop the Change?"),
                                                       body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "drop", _("_Drop"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "drop", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "keep-in", g_steal_pointer (&keep_in), g_free);
  g_object_set_data_full (G_OBJECT (dialog), "write-id", g_memdup2 (&w->id, sizeof w->id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_drop_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkWidget *
queued_row_new (MstCampaignWindow *self, MstQueuedWrite *w)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), w->what);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), mst_queued_write_state_get_label (w->state));
  mst_widget_set_tooltip_text (row, w->message);
  /* One the server answered waits for the player: sent again, or dropped. */
  if (w->state != MST_QUEUED_WRITE_WAITING)
    {
      GtkWidget *drop = gtk_button_new_with_mnemonic (_("_Drop…"));
      /* TRANSLATORS: the accessible name of a button: what is dropped ("battle Talavera") */
      g_autofree char *name = g_strdup_printf (_("Drop %s"), w->what);

      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data_full (G_OBJECT (drop), "write", w, (GDestroyNotify) mst_queued_write_free);
      g_signal_connect_object (drop, "clicked", G_CALLBACK (on_drop_clicked), self, 0);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
    }
  else
    mst_queued_write_free (w);
  return row;
}

static void
on_queue_done (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  QueueCall *call = mst_campaign_session_run_get_data (result);
  g_autoptr(GError) error = NULL;
  GtkWidget *child;

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        mst_campaign_window_toast_error (self, error);
      return;
    }
  if (call->dropped != NULL)
    {
      g_autofree char *text = NULL;
      AdwToast *toast;

      if (call->dropped->battle)
        /* TRANSLATORS: a toast; what was dropped ("battle Talavera"), then the file its record is kept in */
        text = g_strdup_printf (_("Dropped %s; its record is kept in %s"), call->dropped->what, call->keep_in);
      else
        /* TRANSLATORS: a toast; what was dropped (a change between battles) */
        text = g_strdup_printf (_("Dropped %s"), call->dropped->what);
      /* The answer to what the player just did: before any toast waiting. */
      toast = adw_toast_new (text);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->queue_list))) != NULL)
    gtk_list_box_remove (self->queue_list, child);
  while (call->writes->len > 0)
    gtk_list_box_append (self->queue_list, queued_row_new (self, g_ptr_array_steal_index (call->writes, 0)));
  gtk_widget_set_visible (self->queue_box, gtk_widget_get_first_child (GTK_WIDGET (self->queue_list)) != NULL);
}

void
mst_campaign_window_queue_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, queue_box);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, queue_list);
}
