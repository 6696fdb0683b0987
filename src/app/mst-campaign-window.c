/* mst-campaign-window.c: the campaigns window: the library's campaigns and a club server's, and the pages of one campaign, one force, one battle.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window lists the campaigns of two campaign sessions, the library's
 * and, where the preferences name one, a club server's (the server, else
 * the copy kept of it, battles and changes queued there), and hands the
 * one chosen to its pages: MstCampaignPage, MstCampaignForcePage and
 * MstCampaignBattlePage, widgets of their own that read and write through
 * that session on its worker and say what happened by their signals.  The
 * window never waits on a disk or a network and never asks where a
 * campaign lives.  What is the club's alone is here too: the banner saying
 * when the server cannot be reached (and the copy shown, dated), its live
 * updates (an MstClubListener's: what it hears changed read again), the
 * queue listed and sent once the server is reached, the
 * password asked where no keyring keeps it, and a library campaign
 * published there. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-dialog.h"
#include "mst-campaign-page.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window.h"
#include "mst-club-backend.h"
#include "mst-club-listener.h"
#include "mst-club-server.h"
#include "mst-help-window.h"
#include "mst-paths.h"
#include "mst-row-util.h"
#include "mst-server-cache.h"

struct _MstCampaignWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkRevealer *banner;
  GtkLabel *banner_label;
  AdwLeaflet *leaflet;
  GtkStack *campaigns_stack;
  AdwStatusPage *error_page;
  GtkListBox *campaigns_list;
  MstCampaignPage *campaign_page;
  MstCampaignForcePage *force_page;
  MstCampaignBattlePage *battle_page;
  AdwWindowTitle *before_title;
  GtkListBox *before_list;

  MstLibrary *library;
  MstCatalogue *catalogue;
  /* The library's campaigns, and the club server's (NULL: no server). */
  MstCampaignSession *session;
  MstCampaignSession *server_session;
  GCancellable *cancellable;
  gboolean show_archived;
  GPtrArray *pages;        /* the way back: the names of the pages left */

  /* The club server */
  GtkRevealer *server_banner;
  GtkLabel *server_banner_label;
  GtkWidget *server_password_button;
  GtkWidget *server_retry_button;
  GtkWidget *server_box;
  GtkLabel *server_heading;
  GtkListBox *server_list;
  char *server_uri;              /* without its password; NULL: no club server */
  char *server_host;
  /* Live updates: a connection of its own hears what changes there. */
  MstClubListener *server_listener;
  gboolean server_flush_pending; /* the queue is being sent */
  gboolean server_flushed;       /* sent once since the server was last reached */
  /* The writes waiting for it */
  GtkWidget *queue_box;
  GtkListBox *queue_list;
};

G_DEFINE_FINAL_TYPE (MstCampaignWindow, mst_campaign_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void refresh_campaigns (MstCampaignWindow *self);
static void club_refresh (MstCampaignWindow *self);
static void queue_refresh (MstCampaignWindow *self);
static void flush_queue_later (MstCampaignWindow *self);
static void update_actions (MstCampaignWindow *self);
static void update_campaigns_page (MstCampaignWindow *self);

static void
toast (MstCampaignWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* Errors stay until dismissed: they are worth reading. */
static void
toast_error (MstCampaignWindow *self, const GError *error)
{
  /* A club server's refusal in the player's words; its own text under
   * Details. */
  g_autofree char *said = self->server_host != NULL
                            ? mst_club_server_describe_error (error, self->server_host, self->server_uri)
                            : NULL;
  AdwToast *t = adw_toast_new (said != NULL ? said : error->message);

  adw_toast_set_timeout (t, 0);
  if (said != NULL)
    {
      adw_toast_set_button_label (t, _("_Details"));
      adw_toast_set_action_name (t, "campaigns.error-details");
      adw_toast_set_action_target_value (t, g_variant_new_string (error->message));
    }
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* The server's own words behind a message said in the player's. */
static void
on_error_details (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (widget), _("What the Server Said"),
                                              g_variant_get_string (parameter, NULL));

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_body_use_markup (ADW_MESSAGE_DIALOG (dialog), FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A call's answer: FALSE when it was cancelled (the window has gone), else
 * TRUE, @error said when it failed. */
static gboolean
answered_call (MstCampaignWindow *self, GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  if (error != NULL)
    toast_error (self, error);
  return TRUE;
}

/* The session of the campaign shown, or NULL. */
static MstCampaignSession *
shown_session (MstCampaignWindow *self)
{
  return mst_campaign_page_get_session (self->campaign_page);
}

/* Pages */

static void
go_to (MstCampaignWindow *self, const char *page)
{
  const char *here = adw_leaflet_get_visible_child_name (self->leaflet);

  if (g_strcmp0 (here, page) == 0)
    return;
  g_ptr_array_add (self->pages, g_strdup (here));
  adw_leaflet_set_visible_child_name (self->leaflet, page);
}

static void
go_home (MstCampaignWindow *self)
{
  g_ptr_array_set_size (self->pages, 0);
  adw_leaflet_set_visible_child_name (self->leaflet, "campaigns");
}

static void
on_back (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *page = NULL;

  if (self->pages->len == 0)
    return;
  page = g_ptr_array_steal_index (self->pages, self->pages->len - 1);
  /* A campaign's lists follow every write through its session; the list
   * of campaigns and the force are read again. */
  if (g_str_equal (page, "campaigns"))
    refresh_campaigns (self);
  else if (g_str_equal (page, "force"))
    mst_campaign_force_page_reload (self->force_page);
  adw_leaflet_set_visible_child_name (self->leaflet, page);
}

/* The campaign shown read again, and its force on the force page. */
static void
refresh_shown (MstCampaignWindow *self)
{
  mst_campaign_page_reload (self->campaign_page);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    mst_campaign_force_page_reload (self->force_page);
}

/* The place a session keeps its campaigns, for a page's subtitle. */
static char *
describe_place (MstCampaignWindow *self, MstCampaignSession *session)
{
  /* TRANSLATORS: a campaign's page's subtitle; the club server's host name */
  return session != NULL && (mst_campaign_session_get_capabilities (session) & MST_CAMPAIGN_IS_SHARED) != 0 &&
         self->server_host != NULL
           ? g_strdup_printf (_("On %s"), self->server_host)
           : NULL;
}

static void
open_campaign (MstCampaignWindow *self, MstCampaignSession *session, gint64 campaign_id)
{
  g_autofree char *place = describe_place (self, session);

  if (session == NULL)
    return;
  mst_campaign_page_show (self->campaign_page, session, campaign_id, place);
  update_actions (self);
}

/* What the pages say */

static void
on_page_toast (GtkWidget *page, const char *text, MstCampaignWindow *self)
{
  toast (self, text);
}

static void
on_page_error (GtkWidget *page, const GError *error, MstCampaignWindow *self)
{
  toast_error (self, error);
}

static void
on_page_queued (GtkWidget *page, MstCampaignWindow *self)
{
  g_autofree char *text = NULL;

  /* TRANSLATORS: a toast; the club server's host name */
  text = g_strdup_printf (_("Queued: it will be sent when %s can be reached"), self->server_host);
  toast (self, text);
  queue_refresh (self);
}

static void
on_campaign_opened (MstCampaignPage *page, MstCampaignWindow *self)
{
  update_actions (self);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "campaigns") == 0)
    {
      g_ptr_array_set_size (self->pages, 0);
      g_ptr_array_add (self->pages, g_strdup ("campaigns"));
      adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
    }
}

static void
on_campaign_closed (MstCampaignPage *page, MstCampaignWindow *self)
{
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "campaigns") != 0)
    go_home (self);
  refresh_campaigns (self);
}

static void
on_force_activated (MstCampaignPage *page, gint64 force_id, MstCampaignWindow *self)
{
  mst_campaign_force_page_show (self->force_page, shown_session (self), mst_campaign_page_get_campaign_id (page),
                                force_id, mst_campaign_page_get_name (page));
}

static void
on_force_opened (MstCampaignForcePage *page, MstCampaignWindow *self)
{
  go_to (self, "force");
}

static void
on_battle_activated (GtkWidget *page, MstBattle *battle, MstCampaignWindow *self)
{
  mst_campaign_battle_page_show (self->battle_page, shown_session (self), battle,
                                 mst_campaign_page_get_force_name (self->campaign_page,
                                                                   mst_battle_get_force_id (battle)));
}

static void
on_battle_opened (MstCampaignBattlePage *page, MstCampaignWindow *self)
{
  go_to (self, "battle");
}

static GtkWidget *
create_line_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), FALSE);
}

static void
on_show_before (MstCampaignBattlePage *page, MstForce *force, MstBattle *battle, MstCampaignWindow *self)
{
  g_autoptr(GListModel) lines = mst_campaign_view_force_lines (force);
  /* TRANSLATORS: the force as it stood before the battle named */
  g_autofree char *title = g_strdup_printf (_("Before %s"), mst_battle_get_name (battle));

  adw_window_title_set_title (self->before_title, title);
  adw_window_title_set_subtitle (self->before_title, mst_battle_get_date (battle));
  gtk_list_box_bind_model (self->before_list, lines, create_line_row, self, NULL);
  go_to (self, "before");
}

/* Campaigns */

static GtkWidget *
create_campaign_row (gpointer item, gpointer user_data)
{
  return mst_campaign_row_new (MST_CAMPAIGN (item));
}

static void
on_campaign_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  gint64 id;

  if (!MST_IS_CAMPAIGN_ROW (row))
    return;
  id = mst_campaign_get_id (mst_campaign_row_get_item (MST_CAMPAIGN_ROW (row)));
  /* Each list is its session's. */
  open_campaign (self, list == self->server_list ? self->server_session : self->session, id);
}

/* The local campaigns, and beside them the club server's, whenever there
 * is one (even while they are read, or when it cannot be reached). */
static void
update_campaigns_page (MstCampaignWindow *self)
{
  guint local = g_list_model_get_n_items (mst_campaign_session_get_campaigns (self->session));
  guint remote = self->server_session != NULL && gtk_widget_get_visible (self->server_box)
                   ? g_list_model_get_n_items (mst_campaign_session_get_campaigns (self->server_session))
                   : 0;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->campaigns_stack), "error") == 0)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->campaigns_list), local > 0);
  gtk_stack_set_visible_child_name (self->campaigns_stack, local > 0 || remote > 0 ? "list" : "empty");
}

static void
on_campaigns_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_list_campaigns_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      update_campaigns_page (self);
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  adw_status_page_set_title (self->error_page, _("The Campaigns Cannot Be Read"));
  adw_status_page_set_description (self->error_page, error->message);
  gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
}

static void
refresh_campaigns (MstCampaignWindow *self)
{
  if (self->session == NULL)
    return;
  club_refresh (self);
  mst_campaign_session_list_campaigns_async (self->session, self->show_archived, self->cancellable,
                                             on_campaigns_listed, g_object_ref (self));
}

static gpointer
create_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  gint64 id = mst_campaign_backend_create (backend, data, error);

  return id != 0 ? g_memdup2 (&id, sizeof id) : NULL;
}

static gpointer
import_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  gint64 id = mst_campaign_backend_import_file (backend, data, error);

  return id != 0 ? g_memdup2 (&id, sizeof id) : NULL;
}

/* A campaign made or imported: listed, and shown. */
static void
on_campaign_made (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  gboolean imported = g_str_has_suffix (mst_campaign_session_run_get_data (result), ".xml");
  g_autofree gint64 *id = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (!answered_call (self, error) || id == NULL)
    return;
  if (imported)
    toast (self, _("Campaign imported"));
  refresh_campaigns (self);
  open_campaign (self, self->session, *id);
}

static void
on_new_answered (MstCampaignDialog *dialog, const char *response, MstCampaignWindow *self)
{
  if (g_strcmp0 (response, "ok") == 0)
    mst_campaign_session_run_async (self->session, create_call, mst_campaign_dialog_dup_name (dialog), g_free,
                                    g_free, FALSE, self->cancellable, on_campaign_made, g_object_ref (self));
}

static void
on_new (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignDialog *dialog = mst_campaign_dialog_new (GTK_WINDOW (widget), MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN, NULL,
                                                       NULL);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_answered), widget, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 _("Only local files can be imported"));
          toast_error (self, error);
        }
      else
        mst_campaign_session_run_async (self->session, import_call, g_steal_pointer (&path), g_free, g_free, FALSE,
                                        self->cancellable, on_campaign_made, g_object_ref (self));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_import (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Import Campaign"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaign files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* What can be done of the window's own: a campaign made or imported in the
 * library, the campaign shown published to the club server. */
static void
update_actions (MstCampaignWindow *self)
{
  MstCampaignSession *shown = shown_session (self);
  gboolean library_writable = self->session != NULL &&
                              mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session))
                                == NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.new", library_writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.import", library_writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.publish",
                                 shown != NULL && self->server_session != NULL &&
                                 (mst_campaign_session_get_capabilities (shown) & MST_CAMPAIGN_CAN_PUBLISH) != 0 &&
                                 mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (shown))
                                   == NULL);
}

/* The club server */

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
      if (self->server_listener != NULL)
        mst_club_listener_start (self->server_listener);
    }
  update_campaigns_page (self);
}

static void
club_refresh (MstCampaignWindow *self)
{
  if (self->server_session == NULL)
    return;
  mst_campaign_session_list_campaigns_async (self->server_session, self->show_archived, self->cancellable, on_listed,
                                             g_object_ref (self));
}

/* The writes queued while the server could not be reached: a battle or
 * change made meanwhile waits in the queue kept beside the copies, and is
 * sent once the server is reached.  One the server answered (changed
 * there meanwhile, not allowed to this login, refused) stays, to be sent
 * again, listed with the server's word, and the player may drop it: a
 * battle's record is first kept in a file of its own, named in the
 * question and in the toast, so that nothing the player wrote is lost
 * with it. */

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
queue_refresh (MstCampaignWindow *self)
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
        toast_error (self, error);
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
  queue_refresh (self);
  if (writes == NULL)
    {
      /* Nothing dropped: the queue is sent the next time. */
      toast_error (self, error);
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

      toast_error (self, said);
    }
  else if (text != NULL)
    toast (self, text);
  club_refresh (self);
  if (shown_session (self) == self->server_session)
    refresh_shown (self);
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

/* The changes heard, settled: the club's campaigns read again, and the
 * campaign shown where it is one of the server's among them. */
static void
on_server_changed (MstClubListener *listener, MstCampaignWindow *self)
{
  club_refresh (self);
  if (shown_session (self) == self->server_session &&
      mst_club_listener_was_changed (listener, mst_campaign_page_get_campaign_id (self->campaign_page)))
    refresh_shown (self);
}

/* Listening: what changed while nobody listened (before it was lost, or
 * while the first listening was made) is read again. */
static void
on_server_connected (MstClubListener *listener, gboolean again, MstCampaignWindow *self)
{
  if (again)
    club_refresh (self);
  if (shown_session (self) == self->server_session)
    refresh_shown (self);
}

/* Lost, or never made: said in the banner by reading the list again,
 * which tells whether the server itself is gone. */
static void
on_server_lost (MstClubListener *listener, MstCampaignWindow *self)
{
  club_refresh (self);
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
      toast_error (self, both);
    }
  else
    {
      /* TRANSLATORS: a toast; a campaign's name, then the club server's host */
      g_autofree char *text = g_strdup_printf (_("“%s” published to %s"), p->name, self->server_host);
      toast (self, text);
    }
  if (mst_campaign_page_get_campaign_id (self->campaign_page) == p->campaign_id &&
      shown_session (self) == MST_CAMPAIGN_SESSION (source))
    go_home (self);
  refresh_campaigns (self);
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
  update_actions (self);
  if (id == NULL)
    {
      /* Nothing was written there, nothing is taken from here. */
      if (mst_club_server_backend_needs_password (mst_campaign_session_get_backend (self->server_session)))
        show_banner (self, error);
      toast_error (self, error);
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

  if (g_strcmp0 (response, "publish") != 0 || self->server_session == NULL || shown_session (self) != self->session)
    return;
  p = g_new0 (Publishing, 1);
  p->campaign_id = mst_campaign_page_get_campaign_id (self->campaign_page);
  p->name = g_strdup (mst_campaign_page_get_name (self->campaign_page));
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
  if (self->server_session == NULL || mst_campaign_page_get_name (self->campaign_page) == NULL)
    return;
  /* TRANSLATORS: a question; a campaign's name, then the club server's host */
  heading = g_strdup_printf (_("Publish “%s” to %s?"), mst_campaign_page_get_name (self->campaign_page),
                             self->server_host);
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
  club_refresh (self);
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
  club_refresh (MST_CAMPAIGN_WINDOW (widget));
}


/* The window */

static void
mst_campaign_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_ARCHIVED: g_value_set_boolean (value, self->show_archived); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mst_campaign_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_ARCHIVED:
      if (self->show_archived != g_value_get_boolean (value))
        {
          self->show_archived = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
          refresh_campaigns (self);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gpointer
purge_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_purge_deleted (backend, G_MAXINT64, error) >= 0 ? GINT_TO_POINTER (TRUE) : NULL;
}

static gboolean
mst_campaign_window_close_request (GtkWindow *window)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (window);

  /* A deletion still under its undo toast is final once the window goes:
   * on the session's worker, which outlives the window. */
  if (self->session != NULL &&
      (mst_campaign_session_get_capabilities (self->session) & MST_CAMPAIGN_CAN_MANAGE) != 0 &&
      mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session)) == NULL)
    mst_campaign_session_run_async (self->session, purge_call, NULL, NULL, NULL, FALSE, NULL, NULL, NULL);
  return GTK_WINDOW_CLASS (mst_campaign_window_parent_class)->close_request (window);
}

static void
mst_campaign_window_dispose (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->server_listener != NULL)
    mst_club_listener_close (self->server_listener);
  g_clear_object (&self->server_listener);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_WINDOW);
  g_clear_object (&self->session);
  g_clear_object (&self->server_session);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->server_uri, g_free);
  g_clear_pointer (&self->server_host, g_free);

  G_OBJECT_CLASS (mst_campaign_window_parent_class)->dispose (object);
}

static void
mst_campaign_window_finalize (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  g_ptr_array_unref (self->pages);
  G_OBJECT_CLASS (mst_campaign_window_parent_class)->finalize (object);
}

static void
mst_campaign_window_class_init (MstCampaignWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mst_campaign_window_dispose;
  object_class->finalize = mst_campaign_window_finalize;
  object_class->get_property = mst_campaign_window_get_property;
  object_class->set_property = mst_campaign_window_set_property;
  window_class->close_request = mst_campaign_window_close_request;

  properties[PROP_SHOW_ARCHIVED] =
    g_param_spec_boolean ("show-archived", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MST_TYPE_CAMPAIGN_PAGE);
  g_type_ensure (MST_TYPE_CAMPAIGN_FORCE_PAGE);
  g_type_ensure (MST_TYPE_CAMPAIGN_BATTLE_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_stack);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaign_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, force_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_banner);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_password_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_retry_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_box);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_heading);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, queue_box);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, queue_list);
  gtk_widget_class_bind_template_callback (widget_class, on_campaign_activated);

  gtk_widget_class_install_action (widget_class, "campaigns.new", NULL, on_new);
  gtk_widget_class_install_action (widget_class, "campaigns.import", NULL, on_import);
  gtk_widget_class_install_action (widget_class, "campaigns.back", NULL, on_back);
  gtk_widget_class_install_action (widget_class, "campaigns.error-details", "s", on_error_details);
  gtk_widget_class_install_property_action (widget_class, "campaigns.show-archived", "show-archived");
  gtk_widget_class_install_action (widget_class, "campaign.publish", NULL, on_publish);
  gtk_widget_class_install_action (widget_class, "campaigns.server-password", NULL, on_password_asked);
  gtk_widget_class_install_action (widget_class, "campaigns.server-retry", NULL, on_retry_server);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "campaigns.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "campaigns.back", NULL);
  mst_help_add_shortcut (widget_class, "campaigns");
}

/* The rest of every list once the window has been drawn. */
static gboolean
after_first_frame (gpointer data)
{
  MstCampaignWindow *self = data;

  mst_campaign_page_set_drawn (self->campaign_page);
  mst_campaign_force_page_set_drawn (self->force_page);
  return G_SOURCE_REMOVE;
}

static void
on_first_map (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (widget, on_first_map, NULL);
  /* An idle runs after the frame clock's first paint. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, after_first_frame, g_object_ref (widget), g_object_unref);
}

static void
connect_page (MstCampaignWindow *self, gpointer page)
{
  g_signal_connect_object (page, "toast", G_CALLBACK (on_page_toast), self, 0);
  g_signal_connect_object (page, "error", G_CALLBACK (on_page_error), self, 0);
  g_signal_connect_object (page, "queued", G_CALLBACK (on_page_queued), self, 0);
}

static void
mst_campaign_window_init (MstCampaignWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->pages = g_ptr_array_new_with_free_func (g_free);
  connect_page (self, self->campaign_page);
  connect_page (self, self->force_page);
  connect_page (self, self->battle_page);
  g_signal_connect_object (self->campaign_page, "opened", G_CALLBACK (on_campaign_opened), self, 0);
  g_signal_connect_object (self->campaign_page, "closed", G_CALLBACK (on_campaign_closed), self, 0);
  g_signal_connect_object (self->campaign_page, "force-activated", G_CALLBACK (on_force_activated), self, 0);
  g_signal_connect_object (self->campaign_page, "battle-activated", G_CALLBACK (on_battle_activated), self, 0);
  g_signal_connect_object (self->force_page, "opened", G_CALLBACK (on_force_opened), self, 0);
  g_signal_connect_object (self->force_page, "battle-activated", G_CALLBACK (on_battle_activated), self, 0);
  g_signal_connect_object (self->battle_page, "opened", G_CALLBACK (on_battle_opened), self, 0);
  g_signal_connect_object (self->battle_page, "show-before", G_CALLBACK (on_show_before), self, 0);
  g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);
}

/* A battle recorded, or the force edited, in another window: where the
 * force is one of the campaign shown, it is read again. */
static void
on_library_force_changed (MstCampaignWindow *self, gint64 force_id)
{
  GListModel *forces;

  if (shown_session (self) != self->session)
    return;
  if (mst_campaign_force_page_get_force_id (self->force_page) == force_id)
    mst_campaign_force_page_reload (self->force_page);
  forces = mst_campaign_session_get_forces (self->session);
  for (guint i = 0; i < g_list_model_get_n_items (forces); i++)
    {
      g_autoptr(MstCampaignLine) line = g_list_model_get_item (forces, i);

      if (mst_campaign_line_get_id (line) == force_id)
        {
          mst_campaign_page_reload (self->campaign_page);
          return;
        }
    }
}

/* The club server of the preferences, as a session of its own. */
static void
club_init (MstCampaignWindow *self)
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
  self->server_listener = mst_club_listener_new (self->server_uri);
  g_signal_connect_object (self->server_listener, "changed", G_CALLBACK (on_server_changed), self, 0);
  g_signal_connect_object (self->server_listener, "connected", G_CALLBACK (on_server_connected), self, 0);
  g_signal_connect_object (self->server_listener, "lost", G_CALLBACK (on_server_lost), self, 0);
  /* TRANSLATORS: the heading of the club server's campaigns; its host name */
  heading = g_strdup_printf (_("On %s"), self->server_host);
  gtk_label_set_text (self->server_heading, heading);
  gtk_list_box_bind_model (self->server_list, mst_campaign_session_get_campaigns (self->server_session),
                           create_server_row, self, NULL);
  /* The queue is read now, and again only when it changes here: a write
   * queued, the queue sent, one dropped. */
  queue_refresh (self);
}

GtkWindow *
mst_campaign_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue, const char *library_error)
{
  MstCampaignWindow *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (catalogue == NULL || MST_IS_CATALOGUE (catalogue), NULL);

  self = g_object_new (MST_TYPE_CAMPAIGN_WINDOW,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->catalogue = catalogue != NULL ? g_object_ref (catalogue) : NULL;
  mst_campaign_page_set_catalogue (self->campaign_page, catalogue);

  if (library == NULL)
    {
      /* What can still be read is shown, read-only; else why not. */
      library = mst_library_open (NULL, MST_LIBRARY_OPEN_READ_ONLY, &error);
      if (library == NULL)
        {
          adw_status_page_set_description (self->error_page,
                                           library_error != NULL ? library_error : error->message);
          gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
          update_actions (self);
          return GTK_WINDOW (self);
        }
      self->library = library;
      gtk_label_set_text (self->banner_label,
                          library_error != NULL ? library_error : mst_library_get_read_only_reason (library));
    }
  else
    {
      self->library = g_object_ref (library);
      if (mst_library_is_read_only (library))
        gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (library));
    }

  self->session = mst_campaign_session_new_for_library (self->library, self->catalogue);
  mst_campaign_force_page_set_library (self->force_page, self->library, self->catalogue);
  gtk_list_box_bind_model (self->campaigns_list, mst_campaign_session_get_campaigns (self->session),
                           create_campaign_row, self, NULL);
  club_init (self);
  /* A battle recorded, or the force edited, in another window. */
  g_signal_connect_object (self->library, "force-changed", G_CALLBACK (on_library_force_changed),
                           self, G_CONNECT_SWAPPED);
  gtk_revealer_set_reveal_child (self->banner, mst_library_is_read_only (self->library));
  update_actions (self);
  refresh_campaigns (self);
  return GTK_WINDOW (self);
}

void
mst_campaign_window_show_campaign (MstCampaignWindow *self, gint64 campaign_id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_WINDOW (self));

  open_campaign (self, self->session, campaign_id);
}
