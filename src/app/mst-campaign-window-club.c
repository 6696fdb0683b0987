/* mst-campaign-window-club.c: the campaigns window's club server: its campaigns listed beside the library's, its changes heard, its queue sent, and Publish to Server.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The club's campaigns are a campaign session of their own, over the club
 * backend (MstClubBackend: the server, else the copy kept of it, battles
 * and changes queued there): everything the window shows or writes of a
 * campaign goes through it as through the library's, on its worker.  This
 * file has what is the club's alone: the banner saying when the server
 * cannot be reached (and the copy shown, dated), the live updates (one
 * more connection LISTENs, its changes read again once they settle), the
 * queue sent once the server is reached, the password asked where no
 * keyring keeps it, and a library campaign published there. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-rows.h"
#include "mst-campaign-window-private.h"
#include "mst-club-backend.h"
#include "mst-club-server.h"
#include "mst-server-cache.h"

static void start_listening (MstCampaignWindow *self);
static void flush_queue_later (MstCampaignWindow *self);

char *
mst_campaign_window_describe_place (MstCampaignWindow *self, MstCampaignSession *session)
{
  /* TRANSLATORS: a campaign's page's subtitle; the club server's host name */
  return session != NULL && (mst_campaign_session_get_capabilities (session) & MST_CAMPAIGN_IS_SHARED) != 0 &&
         self->server_host != NULL
           ? g_strdup_printf (_("On %s"), self->server_host)
           : NULL;
}

/* The banner */

static void
show_banner (MstCampaignWindow *self, const GError *error)
{
  gboolean needs_password = error != NULL &&
                            mst_club_server_backend_needs_password (
                              mst_campaign_session_get_backend (self->server_session));
  gint64 taken = mst_campaign_session_get_copy_taken (self->server_session);
  g_autofree char *text = NULL;

  if (needs_password)
    /* TRANSLATORS: a banner; the club server's host name */
    text = g_strdup_printf (_("The club server %s needs your password"), self->server_host);
  else if (error == NULL && taken != 0)
    {
      g_autofree char *date = mst_campaign_view_copy_date (taken);

      /* TRANSLATORS: a banner; the club server's host name, then when the copy shown was read from it */
      text = g_strdup_printf (_("The club server %s cannot be reached: showing the copy of %s. Battles and changes "
                                "made meanwhile are queued and sent when it can be reached."),
                              self->server_host, date);
    }
  else
    {
      g_autofree char *said = mst_club_server_describe_error (error, self->server_host, self->server_uri);

      /* TRANSLATORS: a banner; the club server's host name, then why */
      text = g_strdup_printf (_("The club server %s cannot be reached: only this computer’s campaigns are shown. %s"),
                              self->server_host, said != NULL ? said : error->message);
    }
  gtk_label_set_text (self->server_banner_label, text);
  /* The server's own text, for whoever asks. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->server_banner_label), error != NULL ? error->message : NULL);
  gtk_widget_set_visible (self->server_password_button, needs_password);
  gtk_widget_set_visible (self->server_retry_button, !needs_password);
  gtk_revealer_set_reveal_child (self->server_banner, TRUE);
}

/* The campaigns */

static GtkWidget *
create_server_row (gpointer item, gpointer user_data)
{
  MstCampaignWindow *self = user_data;
  gint64 taken = mst_campaign_session_get_copy_taken (self->server_session);
  g_autofree char *date = NULL;
  g_autofree char *marked = NULL;

  if (taken == 0)
    return mst_campaign_row_new_at (MST_CAMPAIGN (item), self->server_host);
  date = mst_campaign_view_copy_date (taken);
  /* TRANSLATORS: a server's campaign listed while the server cannot be reached: its host, then when its copy
   * was read from it */
  marked = g_strdup_printf (_("%s, copy of %s"), self->server_host, date);
  return mst_campaign_row_new_at (MST_CAMPAIGN (item), marked);
}

static void
on_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  MstCampaignSession *session = MST_CAMPAIGN_SESSION (source);
  g_autoptr(GError) error = NULL;
  guint n;

  if (!mst_campaign_session_list_campaigns_finish (session, result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  n = g_list_model_get_n_items (mst_campaign_session_get_campaigns (session));
  if (error != NULL)
    {
      self->server_flushed = FALSE;
      gtk_widget_set_visible (self->server_box, FALSE);
      show_banner (self, error);
    }
  else if (mst_campaign_session_get_copy_taken (session) != 0)
    {
      self->server_flushed = FALSE;
      gtk_widget_set_visible (self->server_box, n > 0);
      show_banner (self, NULL);
    }
  else
    {
      /* Back, or first reached: what was queued meanwhile is sent. */
      if (!self->server_flushed)
        flush_queue_later (self);
      gtk_widget_set_visible (self->server_box, n > 0);
      gtk_revealer_set_reveal_child (self->server_banner, FALSE);
      if (self->server_retry_id == 0)
        start_listening (self);
    }
  mst_campaign_window_update_campaigns_page (self);
}

void
mst_campaign_window_club_refresh (MstCampaignWindow *self)
{
  if (self->server_session == NULL)
    return;
  mst_campaign_session_list_campaigns_async (self->server_session, self->show_archived, self->cancellable, on_listed,
                                             g_object_ref (self));
}

void
mst_campaign_window_club_queued (MstCampaignWindow *self)
{
  g_autofree char *text = NULL;

  /* TRANSLATORS: a toast; the club server's host name */
  text = g_strdup_printf (_("Queued: it will be sent when %s can be reached"), self->server_host);
  mst_campaign_window_toast (self, text);
  mst_campaign_window_queue_refresh (self);
}

/* The writes queued while the server could not be reached */

/* What became of the queue, in one toast: the sent counted, each one kept
 * named with the server's word (they stay queued, to be sent again). */
static char *
describe_flushed (MstCampaignWindow *self, GPtrArray *writes)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint sent = 0, kept = 0;

  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->state == MST_QUEUED_WRITE_SENT)
        sent++;
      else if (w->state != MST_QUEUED_WRITE_WAITING)
        kept++;
    }
  if (sent > 0)
    /* TRANSLATORS: a toast; how many queued battles and changes, then the club server's host name */
    g_string_append_printf (text, ngettext ("%u queued battle or change sent to %s.",
                                            "%u queued battles or changes sent to %s.", sent),
                            sent, self->server_host);
  for (guint i = 0; i < writes->len; i++)
    {
      MstQueuedWrite *w = g_ptr_array_index (writes, i);

      if (w->state == MST_QUEUED_WRITE_SENT || w->state == MST_QUEUED_WRITE_WAITING)
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (w->state == MST_QUEUED_WRITE_CONFLICT)
        /* TRANSLATORS: a toast; a queued battle ("battle NAME") or change, then the server's words */
        g_string_append_printf (text, _("Not sent, changed on the server meanwhile, and kept in the queue: %s (%s)."),
                                w->what, w->message != NULL ? w->message : "");
      else
        /* TRANSLATORS: a toast; a queued battle ("battle NAME") or change, then the server's words */
        g_string_append_printf (text, _("Refused by the server and kept in the queue: %s (%s)."),
                                w->what, w->message != NULL ? w->message : "");
    }
  if (kept > 0)
    g_string_append_printf (text, " %s", _("They are listed under Waiting to Be Sent, where one can be dropped."));
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

static gpointer
flush_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_club_backend_flush (MST_CLUB_BACKEND (backend), error);
}

static void
on_flushed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) writes = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  g_autofree char *text = NULL;
  gboolean kept = FALSE;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->server_flush_pending = FALSE;
  /* What was sent left the queue; what the server answered is marked. */
  mst_campaign_window_queue_refresh (self);
  if (writes == NULL)
    {
      /* Nothing dropped: the queue is sent the next time. */
      mst_campaign_window_toast_error (self, error);
      return;
    }
  self->server_flushed = TRUE;
  if (writes->len == 0)
    return;
  for (guint i = 0; i < writes->len; i++)
    kept |= ((MstQueuedWrite *) g_ptr_array_index (writes, i))->state != MST_QUEUED_WRITE_SENT;
  text = describe_flushed (self, writes);
  if (text != NULL && kept)
    {
      g_autoptr(GError) said = g_error_new_literal (MST_ERROR, MST_ERROR_CONFLICT, text);

      mst_campaign_window_toast_error (self, said);
    }
  else if (text != NULL)
    mst_campaign_window_toast (self, text);
  mst_campaign_window_club_refresh (self);
  if (self->shown == self->server_session)
    mst_campaign_window_refresh_campaign (self);
}

static void
flush_queue_later (MstCampaignWindow *self)
{
  if (self->server_session == NULL || self->server_flush_pending)
    return;
  self->server_flush_pending = TRUE;
  mst_campaign_session_run_async (self->server_session, flush_call, NULL, NULL, (GDestroyNotify) g_ptr_array_unref,
                                  FALSE, self->cancellable, on_flushed, g_object_ref (self));
}

/* Live updates */

static void stop_listening (MstCampaignWindow *self);

static gboolean
on_changed_settled (gpointer data)
{
  MstCampaignWindow *self = data;

  self->server_changed_id = 0;
  mst_campaign_window_club_refresh (self);
  if (self->server_shown_changed)
    mst_campaign_window_refresh_campaign (self);
  self->server_shown_changed = FALSE;
  return G_SOURCE_REMOVE;
}

static gboolean
on_retry_listening (gpointer data)
{
  MstCampaignWindow *self = data;

  self->server_retry_id = 0;
  start_listening (self);
  return G_SOURCE_REMOVE;
}

/* Lost, or never made: said in the banner (by reading the list again,
 * which tells whether the server itself is gone), and tried again later,
 * each time waiting twice as long, up to a minute. */
static void
listening_failed (MstCampaignWindow *self)
{
  stop_listening (self);
  self->server_backoff = self->server_backoff == 0 ? 1 : MIN (self->server_backoff * 2, 60);
  self->server_retry_id = g_timeout_add_seconds (self->server_backoff, on_retry_listening, self);
  mst_campaign_window_club_refresh (self);
}

static void
on_heard (gint64 campaign_id, const GError *error, gpointer data)
{
  MstCampaignWindow *self = data;

  if (error != NULL)
    {
      listening_failed (self);
      return;
    }
  /* The changes heard are the server's: the campaign shown is among them
   * when it is one of its campaigns. */
  if (self->shown == self->server_session && (campaign_id == 0 || campaign_id == self->campaign_id))
    self->server_shown_changed = TRUE;
  /* One battle is several rows changed: read once they have all come. */
  if (self->server_changed_id == 0)
    self->server_changed_id = g_timeout_add (100, on_changed_settled, self);
}

static void
on_listening (GObject *source, GAsyncResult *result, gpointer data)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GObject) listener = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean again;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->server_listen_pending = FALSE;
  if (error != NULL || self->server_uri == NULL)
    {
      if (error != NULL)
        listening_failed (self);
      return;
    }
  again = self->server_backoff != 0;
  self->server_backoff = 0;
  self->server_listener = g_steal_pointer (&listener);
  self->server_watch = mst_club_server_watch (self->server_listener, on_heard, self);
  g_source_attach (self->server_watch, NULL);
  /* What changed while nobody listened: before it was lost, or while the
   * first listening was made (the campaign shown may have been read
   * before it). */
  if (again)
    mst_campaign_window_club_refresh (self);
  if (self->shown == self->server_session)
    mst_campaign_window_refresh_campaign (self);
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

static void
start_listening (MstCampaignWindow *self)
{
  if (self->server_uri == NULL || self->server_listener != NULL || self->server_listen_pending)
    return;
  self->server_listen_pending = TRUE;
  {
    g_autoptr(GTask) task = g_task_new (self, self->cancellable, on_listening, NULL);

    g_task_set_task_data (task, g_strdup (self->server_uri), g_free);
    g_task_run_in_thread (task, listen_thread);
  }
}

static void
stop_listening (MstCampaignWindow *self)
{
  if (self->server_watch != NULL)
    g_source_destroy (self->server_watch);
  g_clear_pointer (&self->server_watch, g_source_unref);
  g_clear_object (&self->server_listener);
}

/* Publish to Server */

typedef struct {
  char *library_path;
  char *name;
  gint64 campaign_id;
} Publishing;

static void
publishing_free (gpointer data)
{
  Publishing *p = data;

  g_free (p->library_path);
  g_free (p->name);
  g_free (p);
}

static gpointer
publish_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Publishing *p = data;
  gint64 id = mst_club_backend_publish_from_library (MST_CLUB_BACKEND (backend), p->library_path, p->campaign_id,
                                                     error);

  return id != 0 ? g_memdup2 (&id, sizeof id) : NULL;
}

/* Once the server has committed, the library's copy leaves (restorable),
 * as muster-cli's publish does. */
static gpointer
leave_library_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Publishing *p = data;

  return mst_campaign_backend_remove (backend, p->campaign_id, TRUE, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static void
on_left_library (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  Publishing *p = mst_campaign_session_run_get_data (result);
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, p->campaign_id);
      g_autoptr(GError) both = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* TRANSLATORS: a campaign's id, the server's address, then why */
      both = g_error_new (G_IO_ERROR, G_IO_ERROR_FAILED, _("campaign %s is on %s now, but is still in the library too: %s"),
                          id, self->server_host, error->message);
      mst_campaign_window_toast_error (self, both);
    }
  else
    {
      /* TRANSLATORS: a toast; a campaign's name, then the club server's host */
      g_autofree char *text = g_strdup_printf (_("“%s” published to %s"), p->name, self->server_host);
      mst_campaign_window_toast (self, text);
    }
  if (self->campaign_id == p->campaign_id && self->shown == MST_CAMPAIGN_SESSION (source))
    {
      self->campaign_id = 0;
      mst_campaign_window_go_home (self);
    }
  mst_campaign_window_refresh_campaigns (self);
}

static void
on_published (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  Publishing *p = mst_campaign_session_run_get_data (result);
  g_autoptr(GError) error = NULL;
  g_autofree gint64 *id = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  Publishing *leaving;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  mst_campaign_window_update_actions (self);
  if (id == NULL)
    {
      /* Nothing was written there, nothing is taken from here. */
      if (mst_club_server_backend_needs_password (mst_campaign_session_get_backend (self->server_session)))
        show_banner (self, error);
      mst_campaign_window_toast_error (self, error);
      return;
    }
  leaving = g_new0 (Publishing, 1);
  leaving->campaign_id = p->campaign_id;
  leaving->name = g_strdup (p->name);
  mst_campaign_session_run_async (self->session, leave_library_call, leaving, publishing_free, NULL, FALSE,
                                  self->cancellable, on_left_library, g_object_ref (self));
}

static void
on_publish_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  Publishing *p;

  if (g_strcmp0 (response, "publish") != 0 || self->server_session == NULL || self->campaign_id == 0)
    return;
  p = g_new0 (Publishing, 1);
  p->campaign_id = self->campaign_id;
  p->name = g_strdup (self->campaign_name);
  p->library_path = g_strdup (mst_library_get_path (self->library));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.publish", FALSE);
  mst_campaign_session_run_async (self->server_session, publish_call, p, publishing_free, g_free, FALSE,
                                  self->cancellable, on_published, g_object_ref (self));
}

static void
on_publish (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  /* The campaign shown, once read. */
  if (self->server_session == NULL || self->campaign_id == 0 || self->campaign_name == NULL)
    return;
  /* TRANSLATORS: a question; a campaign's name, then the club server's host */
  heading = g_strdup_printf (_("Publish “%s” to %s?"), self->campaign_name, self->server_host);
  body = g_strdup (_("The campaign, its forces, their battles and histories are copied to the club server in one go, "
                     "for the club to follow; then it leaves this computer’s library. If anything fails, nothing is "
                     "copied and nothing leaves."));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "publish", _("_Publish"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "publish", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "publish");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_publish_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The password, where no keyring keeps it: for this session only */

static void
on_password_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));

  if (g_strcmp0 (response, "connect") != 0 || self->server_uri == NULL)
    return;
  mst_club_server_remember_password (self->server_uri, gtk_editable_get_text (entry));
  gtk_editable_set_text (entry, "");
  mst_campaign_window_club_refresh (self);
}

static void
on_password_asked (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *heading = NULL;
  g_autofree char *login = NULL;
  g_autofree char *bare = NULL;
  g_autofree char *body = NULL;
  GtkWidget *entry = gtk_password_entry_new ();
  AdwMessageDialog *dialog;

  if (self->server_uri == NULL)
    return;
  bare = mst_club_server_strip_password (self->server_uri, &login, NULL, NULL);
  /* TRANSLATORS: a dialog's heading; the club server's host name */
  heading = g_strdup_printf (_("Password for %s"), self->server_host);
  /* TRANSLATORS: the login on the club server */
  body = g_strdup_printf (_("The password of %s, kept until Muster quits and never stored."), login);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  gtk_password_entry_set_show_peek_icon (GTK_PASSWORD_ENTRY (entry), TRUE);
  g_object_set (entry, "activates-default", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Password"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "connect", _("C_onnect"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "connect", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "connect");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_password_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_retry_server (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_club_refresh (MST_CAMPAIGN_WINDOW (widget));
}

/* The window */

void
mst_campaign_window_club_init (MstCampaignWindow *self)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *uri = g_settings_get_string (settings, MST_CLUB_SERVER_URI_KEY);
  g_autofree char *heading = NULL;
  g_autoptr(MstCampaignBackend) backend = NULL;
  g_autoptr(GError) error = NULL;

  self->server_host = mst_club_server_dup_host (uri);
  if (*uri == '\0' || self->server_host == NULL)
    {
      g_clear_pointer (&self->server_host, g_free);
      return;
    }
  backend = mst_club_server_new_backend (uri, self->catalogue, &error);
  if (backend == NULL)
    {
      g_debug ("No club server: %s", error->message);
      g_clear_pointer (&self->server_host, g_free);
      return;
    }
  self->server_uri = g_steal_pointer (&uri);
  self->server_session = mst_campaign_session_new (backend);
  /* TRANSLATORS: the heading of the club server's campaigns; its host name */
  heading = g_strdup_printf (_("On %s"), self->server_host);
  gtk_label_set_text (self->server_heading, heading);
  gtk_list_box_bind_model (self->server_list, mst_campaign_session_get_campaigns (self->server_session),
                           create_server_row, self, NULL);
  /* The queue is read now, and again only when it changes here: a write
   * queued, the queue sent, one dropped. */
  mst_campaign_window_queue_refresh (self);
}

void
mst_campaign_window_club_dispose (MstCampaignWindow *self)
{
  stop_listening (self);
  g_clear_handle_id (&self->server_retry_id, g_source_remove);
  g_clear_handle_id (&self->server_changed_id, g_source_remove);
  g_clear_pointer (&self->server_uri, g_free);
  g_clear_pointer (&self->server_host, g_free);
}

void
mst_campaign_window_club_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "campaign.publish", NULL, on_publish);
  gtk_widget_class_install_action (widget_class, "campaigns.server-password", NULL, on_password_asked);
  gtk_widget_class_install_action (widget_class, "campaigns.server-retry", NULL, on_retry_server);
  mst_campaign_window_queue_class_init (widget_class);
}
