/* mst-campaign-window.c: the campaigns window: campaigns, their forces, battles and histories.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout and actions only: what each row says comes from
 * mst-campaign-view.c, each row is made from its item (mst-campaign-rows.c)
 * and each question is an MstCampaignDialog.  Every read and write goes
 * through a campaign session (the library's, or the club server's), on its
 * worker: the window never waits on a disk or a network, and never asks
 * where a campaign lives, only what can be done there.  Battles and
 * histories, which run to thousands, are shown in recycling list views
 * over the session's models. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-help-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window.h"
#include "mst-club-server.h"
#include "mst-campaign-window-private.h"
#include "mst-row-util.h"

G_DEFINE_FINAL_TYPE (MstCampaignWindow, mst_campaign_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_ARCHIVED,
  PROP_CAMPAIGN_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The actions that manage campaigns where they can be managed. */
static const char *const managing_actions[] = {
  "campaign.rename", "campaign.archived", "campaign.delete", "campaign.add-force-file", "campaign.move-force",
};

/* The changes between battles of the force shown. */
static const char *const force_actions[] = {
  "force.reinforce", "force.disband", "force.regrade", "force.new-unit", "force.rename-general",
  "force.replace-general",
};

void
mst_campaign_window_toast (MstCampaignWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* Errors stay until dismissed: they are worth reading. */
void
mst_campaign_window_toast_error (MstCampaignWindow *self, const GError *error)
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

/* A call's answer on the window's thread: FALSE when it was cancelled
 * (the window has gone), else TRUE with @error said when it failed. */
static gboolean
answered_call (MstCampaignWindow *self, GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  if (error != NULL)
    mst_campaign_window_toast_error (self, error);
  return TRUE;
}

/* Pages */

void
mst_campaign_window_go_to (MstCampaignWindow *self, const char *page)
{
  const char *here = adw_leaflet_get_visible_child_name (self->leaflet);

  if (g_strcmp0 (here, page) == 0)
    return;
  g_ptr_array_add (self->pages, g_strdup (here));
  adw_leaflet_set_visible_child_name (self->leaflet, page);
}

static void
on_back (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *page = NULL;

  if (self->pages->len == 0)
    return;
  page = g_ptr_array_steal_index (self->pages, self->pages->len - 1);
  /* The campaign's lists follow every write through its session; the
   * list of campaigns and the force are read again. */
  if (g_str_equal (page, "campaigns"))
    mst_campaign_window_refresh_campaigns (self);
  else if (g_str_equal (page, "force"))
    mst_campaign_window_refresh_force (self);
  adw_leaflet_set_visible_child_name (self->leaflet, page);
}

void
mst_campaign_window_go_home (MstCampaignWindow *self)
{
  g_ptr_array_set_size (self->pages, 0);
  adw_leaflet_set_visible_child_name (self->leaflet, "campaigns");
}

/* Questions: each is answered by the function of its kind, below. */

static void answered (MstCampaignWindow *self, MstCampaignDialog *dialog);

static void
on_dialog_response (MstCampaignDialog *dialog, const char *response, MstCampaignWindow *self)
{
  if (g_strcmp0 (response, "ok") == 0)
    answered (self, dialog);
}

void
mst_campaign_window_ask (MstCampaignWindow *self, MstCampaignDialogKind kind, GObject *item, MstForce *force)
{
  MstCampaignDialog *dialog = mst_campaign_dialog_new (GTK_WINDOW (self), kind, item, force);

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_dialog_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
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
  mst_campaign_window_open_campaign (self, list == self->server_list ? self->server_session : self->session, id);
}

static void
on_campaigns_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (mst_campaign_session_list_campaigns_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      mst_campaign_window_update_campaigns_page (self);
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  adw_status_page_set_title (self->error_page, _("The Campaigns Cannot Be Read"));
  adw_status_page_set_description (self->error_page, error->message);
  gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
}

void
mst_campaign_window_refresh_campaigns (MstCampaignWindow *self)
{
  if (self->session == NULL)
    return;
  mst_campaign_window_club_refresh (self);
  mst_campaign_session_list_campaigns_async (self->session, self->show_archived, self->cancellable,
                                             on_campaigns_listed, g_object_ref (self));
}

/* The local campaigns, and beside them the club server's, whenever there
 * is one (even while they are read, or when it cannot be reached). */
void
mst_campaign_window_update_campaigns_page (MstCampaignWindow *self)
{
  guint local = g_list_model_get_n_items (mst_campaign_session_get_campaigns (self->session));
  guint remote = self->server_session != NULL
                   ? g_list_model_get_n_items (mst_campaign_session_get_campaigns (self->server_session))
                   : 0;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->campaigns_stack), "error") == 0)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->campaigns_list), local > 0);
  gtk_stack_set_visible_child_name (self->campaigns_stack, local > 0 || remote > 0 ? "list" : "empty");
}

static void
on_new (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_ask (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN, NULL, NULL);
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
  g_autofree gint64 *id = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (!answered_call (self, error) || id == NULL)
    return;
  if (mst_campaign_session_run_get_data (result) != NULL &&
      g_str_has_suffix (mst_campaign_session_run_get_data (result), ".xml"))
    mst_campaign_window_toast (self, _("Campaign imported"));
  mst_campaign_window_refresh_campaigns (self);
  mst_campaign_window_open_campaign (self, self->session, *id);
}

static void
create_done (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  mst_campaign_session_run_async (self->session, create_call, mst_campaign_dialog_dup_name (dialog), g_free, g_free,
                                  FALSE, self->cancellable, on_campaign_made, g_object_ref (self));
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
          mst_campaign_window_toast_error (self, error);
        }
      else
        mst_campaign_session_run_async (self->session, import_call, g_steal_pointer (&path), g_free, g_free, FALSE,
                                        self->cancellable, on_campaign_made, g_object_ref (self));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static GtkFileFilter *
xml_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaign files"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  return filter;
}

static void
on_import (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Import Campaign"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  g_autoptr(GtkFileFilter) filter = xml_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* One force's history */

static void
on_event_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  gtk_list_item_set_child (item, g_object_new (MST_TYPE_CAMPAIGN_EVENT_ROW, NULL));
}

static GListModel *
shown_events (MstCampaignWindow *self)
{
  return gtk_slice_list_model_get_model (self->events_slice);
}

/* The history's lines speak the force's rule set ("reinforced with 1
 * stand"): each event learns it from the force as it joined or was last
 * changed in the editor.  Once per history read: then every event knows. */
static void
follow_rulesets (MstCampaignWindow *self)
{
  GListModel *events = shown_events (self);
  const char *ruleset = NULL;

  for (guint i = 0; events != NULL && i < g_list_model_get_n_items (events); i++)
    {
      g_autoptr(MstCampaignEvent) event = g_list_model_get_item (events, i);

      ruleset = mst_campaign_event_follow_ruleset (event, ruleset);
    }
}

/* Whether the campaign shown can be written to from here (by this login,
 * on a server: it says whose a force is when it refuses). */
static gboolean
shown_writable (MstCampaignWindow *self)
{
  return self->shown != NULL &&
         mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->shown)) == NULL;
}

static void
on_event_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  MstCampaignEvent *event = gtk_list_item_get_item (item);
  gint64 id = mst_campaign_event_get_id (event);

  if (mst_campaign_event_get_ruleset (event) == NULL)
    follow_rulesets (self);
  mst_campaign_event_row_set_item (MST_CAMPAIGN_EVENT_ROW (gtk_list_item_get_child (item)), event);
  gtk_list_item_set_activatable (item, mst_campaign_event_get_battle (event) != NULL);
  /* Where it may be written (on a server, its game master alone is let
   * by the server: anyone else is told so). */
  mst_campaign_event_row_set_retract (MST_CAMPAIGN_EVENT_ROW (gtk_list_item_get_child (item)),
                                      shown_writable (self) && self->force_id != 0 && !self->changing,
                                      self->retracted != NULL && g_hash_table_contains (self->retracted, &id));
}

/* Which changes the history shows were taken back, as it changes. */
static void
on_events_changed (MstCampaignWindow *self)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model = shown_events (self);

  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (events, g_list_model_get_item (model, i));
  g_clear_pointer (&self->retracted, g_hash_table_unref);
  self->retracted = mst_campaign_events_retracted (events);
}

static void
on_retracted (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  gint64 id = mst_campaign_session_retract_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->changing = FALSE;
  mst_campaign_window_update_actions (self);
  if (id != 0)
    /* TRANSLATORS: a toast: a change of a force's history taken back */
    mst_campaign_window_toast (self, _("Change taken back"));
  else
    /* On a server, not the game master: the server's message names him. */
    mst_campaign_window_toast_error (self, error);
  mst_campaign_window_refresh_force (self);
}

static void
on_retract_response (AdwMessageDialog *dialog, const char *response, MstCampaignWindow *self)
{
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "event-id"));
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "reason");
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_strcmp0 (response, "retract") != 0 || self->shown == NULL || self->force_id == 0 || self->changing)
    return;
  self->changing = TRUE;
  mst_campaign_window_update_actions (self);
  mst_campaign_session_retract_async (self->shown, self->force_id, id, reason[0] != '\0' ? reason : NULL,
                                      self->cancellable, on_retracted, g_object_ref (self));
}

/* Take a change of the force's history back: asked first, with why. */
static void
on_force_retract (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GListModel *events = shown_events (self);
  gint64 id = g_variant_get_int64 (parameter);
  g_autofree char *what = NULL;
  GtkWidget *dialog, *entry;

  for (guint i = 0; events != NULL && i < g_list_model_get_n_items (events) && what == NULL; i++)
    {
      g_autoptr(MstCampaignEvent) e = g_list_model_get_item (events, i);

      if (mst_campaign_event_get_id (e) == id)
        what = mst_campaign_event_describe (e);
    }
  if (what == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Take This Change Back?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” stays in the history, taken back: the force is as it would be without "
                                    "it, and a battle taken back counts no more."), what);
  entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Why (optional)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Why it is taken back"),
                                  -1);
  gtk_widget_set_name (entry, "reason");
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "retract",
                                    _("_Take Back"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "retract", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "event-id", GSIZE_TO_POINTER ((gsize) id));
  g_object_set_data (G_OBJECT (dialog), "reason", entry);
  gtk_widget_set_name (dialog, "retract");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_retract_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_history_activated (GtkListView *view, guint position, MstCampaignWindow *self)
{
  g_autoptr(MstCampaignEvent) event = g_list_model_get_item (shown_events (self), position);

  if (event != NULL && mst_campaign_event_get_battle (event) != NULL)
    mst_campaign_page_show_battle (self, mst_campaign_event_get_battle (event));
}

/* A new general rated as his rule set rates them (Brigade Command): the
 * event carries his attributes, not respect and ability. */
static gboolean
replace_rated_general (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  g_autoptr(GHashTable) attrs = mst_campaign_dialog_dup_attrs (dialog);
  GObject *item = mst_campaign_dialog_get_item (dialog);
  g_autofree char *name = NULL;

  if (attrs == NULL)
    return FALSE;
  if (item == NULL || !MST_IS_CAMPAIGN_LINE (item))
    return TRUE;
  name = mst_campaign_dialog_dup_name (dialog);
  mst_campaign_force_page_append (self, mst_campaign_event_new_general_replaced_attrs (
                                          (guint) mst_campaign_line_get_position (MST_CAMPAIGN_LINE (item)),
                                          name, attrs));
  return TRUE;
}

static void
answered (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  switch (mst_campaign_dialog_get_kind (dialog))
    {
    case MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN:
      create_done (self, dialog);
      break;
    case MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN:
      mst_campaign_page_answer_rename (self, dialog);
      break;
    case MST_CAMPAIGN_DIALOG_REPLACE_GENERAL:
      if (!replace_rated_general (self, dialog))
        mst_campaign_force_page_answer (self, dialog);
      break;
    default:
      /* The changes between battles: the force page's. */
      mst_campaign_force_page_answer (self, dialog);
      break;
    }
}

/* The window */

static gpointer
set_archived_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  gint64 *args = data;

  return mst_campaign_backend_set_archived (backend, args[0], args[1] != 0, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static void
on_archived_set (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  gint64 *args = mst_campaign_session_run_get_data (result);

  if (mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error) == NULL)
    {
      answered_call (self, error);
      return;
    }
  self->campaign_archived = args[1] != 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ARCHIVED]);
  mst_campaign_window_toast (self, self->campaign_archived ? _("Campaign archived")
                                                           : _("Campaign back among the active ones"));
  mst_campaign_window_refresh_campaign (self);
}

static void
set_campaign_archived (MstCampaignWindow *self, gboolean archived)
{
  gint64 *args;

  if (self->campaign_archived == archived || self->shown == NULL || self->campaign_id == 0)
    return;
  args = g_new (gint64, 2);
  args[0] = self->campaign_id;
  args[1] = archived;
  mst_campaign_session_run_async (self->shown, set_archived_call, args, g_free, NULL, TRUE, self->cancellable,
                                  on_archived_set, g_object_ref (self));
}

static void
mst_campaign_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SHOW_ARCHIVED: g_value_set_boolean (value, self->show_archived); break;
    case PROP_CAMPAIGN_ARCHIVED: g_value_set_boolean (value, self->campaign_archived); break;
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
          mst_campaign_window_refresh_campaigns (self);
        }
      break;
    case PROP_CAMPAIGN_ARCHIVED:
      set_campaign_archived (self, g_value_get_boolean (value));
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
  mst_campaign_window_club_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_WINDOW);
  g_clear_object (&self->session);
  g_clear_object (&self->server_session);
  self->shown = NULL;
  g_clear_object (&self->cancellable);
  g_clear_object (&self->force);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->battles_slice);
  g_clear_object (&self->events_slice);
  g_clear_object (&self->forces_slice);
  g_clear_object (&self->battle);

  G_OBJECT_CLASS (mst_campaign_window_parent_class)->dispose (object);
}

static void
mst_campaign_window_finalize (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  g_free (self->campaign_name);
  g_hash_table_unref (self->force_names);
  g_clear_pointer (&self->retracted, g_hash_table_unref);
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
  properties[PROP_CAMPAIGN_ARCHIVED] =
    g_param_spec_boolean ("campaign-archived", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-campaign-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_stack);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaigns_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, campaign_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_battles_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_losses_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, summary_generals_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, add_force_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, forces_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battles_stack);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battles_view);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, force_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, state_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_result_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_force_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_supply_row);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_units_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_generals_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, battle_notes_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_title);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, before_list);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_banner);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_password_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_retry_button);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_box);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_heading);
  gtk_widget_class_bind_template_child (widget_class, MstCampaignWindow, server_list);
  gtk_widget_class_bind_template_callback (widget_class, on_campaign_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_history_activated);

  gtk_widget_class_install_action (widget_class, "campaigns.new", NULL, on_new);
  mst_campaign_page_class_init (widget_class);
  mst_campaign_force_page_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "campaigns.import", NULL, on_import);
  gtk_widget_class_install_action (widget_class, "campaigns.back", NULL, on_back);
  gtk_widget_class_install_action (widget_class, "force.retract", "x", on_force_retract);
  gtk_widget_class_install_action (widget_class, "campaigns.error-details", "s", on_error_details);
  gtk_widget_class_install_property_action (widget_class, "campaigns.show-archived", "show-archived");
  gtk_widget_class_install_property_action (widget_class, "campaign.archived", "campaign-archived");
  mst_campaign_window_club_class_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "campaigns.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "campaigns.back", NULL);
  mst_help_add_shortcut (widget_class, "campaigns");
}

GtkListItemFactory *
mst_campaign_window_factory_new (GCallback setup, GCallback bind, MstCampaignWindow *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect_object (factory, "setup", setup, self, 0);
  g_signal_connect_object (factory, "bind", bind, self, 0);
  return factory;
}

/* The rest of every list once the window has been drawn. */
static gboolean
after_first_frame (gpointer data)
{
  MstCampaignWindow *self = data;

  self->drawn = TRUE;
  gtk_slice_list_model_set_size (self->battles_slice, G_MAXUINT);
  gtk_slice_list_model_set_size (self->events_slice, G_MAXUINT);
  if (self->forces_slice != NULL)
    gtk_slice_list_model_set_size (self->forces_slice, G_MAXUINT);
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
mst_campaign_window_init (MstCampaignWindow *self)
{
  g_autoptr(GtkListItemFactory) event_rows = NULL;
  g_autoptr(GtkNoSelection) events = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  self->pages = g_ptr_array_new_with_free_func (g_free);
  self->force_names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);

  mst_campaign_page_init (self);
  /* Over the shown session's history, once a campaign is shown. */
  self->events_slice = gtk_slice_list_model_new (NULL, 0, MST_CAMPAIGN_FIRST_ROWS);
  g_signal_connect_object (self->events_slice, "items-changed", G_CALLBACK (on_events_changed), self,
                           G_CONNECT_SWAPPED);
  events = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->events_slice)));
  event_rows = mst_campaign_window_factory_new (G_CALLBACK (on_event_row_setup), G_CALLBACK (on_event_row_bind), self);
  gtk_list_view_set_factory (self->history_view, event_rows);
  gtk_list_view_set_model (self->history_view, GTK_SELECTION_MODEL (events));
  g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);
}

static void
enable (MstCampaignWindow *self, const char *const *actions, guint n, gboolean enabled)
{
  for (guint i = 0; i < n; i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), actions[i], enabled);
}

/* What can be done is what the place the campaign shown is kept in can
 * do, where it can be written: nothing else tells the actions apart. */
void
mst_campaign_window_update_actions (MstCampaignWindow *self)
{
  MstCampaignCapabilities caps = self->shown != NULL ? mst_campaign_session_get_capabilities (self->shown) : 0;
  gboolean library_writable = self->session != NULL &&
                              mst_campaign_backend_get_read_only_reason (mst_campaign_session_get_backend (self->session))
                                == NULL;
  gboolean writable = shown_writable (self);
  gboolean force_ready = writable && self->force != NULL && !self->changing;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.new", library_writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.import", library_writable);
  enable (self, managing_actions, G_N_ELEMENTS (managing_actions), writable && (caps & MST_CAMPAIGN_CAN_MANAGE));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.record-battle", writable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.record-battle", writable);
  enable (self, force_actions, G_N_ELEMENTS (force_actions), force_ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.export", (caps & MST_CAMPAIGN_CAN_EXPORT) != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.play", (caps & MST_CAMPAIGN_CAN_PLAY) != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.play-against", (caps & MST_CAMPAIGN_CAN_PLAY) != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.publish",
                                 writable && (caps & MST_CAMPAIGN_CAN_PUBLISH) && self->server_session != NULL);
}

/* The campaign shown */

static GtkWidget *
create_force_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), TRUE);
}

/* Its summary, forces and battles as its session last read them. */
static void
fill_campaign (MstCampaignWindow *self)
{
  const MstCampaignSummary *summary = mst_campaign_session_get_summary (self->shown);
  g_autofree char *results = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;
  g_autofree char *place = NULL;

  g_free (self->campaign_name);
  self->campaign_name = g_strdup (summary->name);
  adw_window_title_set_title (self->campaign_title, summary->name);
  place = mst_campaign_window_describe_place (self, self->shown);
  adw_window_title_set_subtitle (self->campaign_title,
                                 place != NULL ? place : summary->archived ? _("Archived") : NULL);
  if (self->campaign_archived != summary->archived)
    {
      self->campaign_archived = summary->archived;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ARCHIVED]);
    }
  results = mst_campaign_view_results (&summary->total);
  losses = mst_campaign_view_total_losses (summary);
  generals = mst_campaign_view_total_generals (summary);
  adw_action_row_set_subtitle (self->summary_battles_row, results);
  adw_action_row_set_subtitle (self->summary_losses_row, losses);
  adw_action_row_set_subtitle (self->summary_generals_row, generals);

  g_hash_table_remove_all (self->force_names);
  for (guint i = 0; i < summary->forces->len; i++)
    {
      MstCampaignForceSummary *s = g_ptr_array_index (summary->forces, i);

      g_hash_table_insert (self->force_names, g_memdup2 (&s->force_id, sizeof s->force_id), g_strdup (s->name));
    }
  gtk_stack_set_visible_child_name (self->battles_stack,
                                    g_list_model_get_n_items (mst_campaign_session_get_battles (self->shown)) > 0
                                      ? "list" : "empty");
}

static void on_more_battles (GObject *source, GAsyncResult *result, gpointer data);

/* The older battles, a page at a time, after the latest are shown. */
static void
more_battles (MstCampaignWindow *self)
{
  if (self->shown != NULL && !mst_campaign_session_get_all_battles (self->shown))
    mst_campaign_session_more_battles_async (self->shown, self->cancellable, on_more_battles, g_object_ref (self));
}

static void
on_more_battles (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  if (!mst_campaign_session_more_battles_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      answered_call (self, error);
      return;
    }
  if (MST_CAMPAIGN_SESSION (source) == self->shown)
    more_battles (self);
}

typedef struct {
  MstCampaignWindow *self;
  gboolean go;             /* to the campaign's page: it was opened, not read again */
} Opening;

static void
on_campaign_opened (GObject *source, GAsyncResult *result, gpointer data)
{
  Opening *o = data;
  g_autoptr(MstCampaignWindow) self = o->self;
  g_autoptr(GError) error = NULL;
  gboolean go = o->go;

  g_free (o);
  if (!mst_campaign_session_open_campaign_finish (MST_CAMPAIGN_SESSION (source), result, &error))
    {
      answered_call (self, error);
      return;
    }
  /* Another campaign shown meanwhile. */
  if (MST_CAMPAIGN_SESSION (source) != self->shown ||
      mst_campaign_session_get_campaign_id (self->shown) != self->campaign_id)
    return;
  fill_campaign (self);
  mst_campaign_window_update_actions (self);
  more_battles (self);
  if (go)
    {
      g_ptr_array_set_size (self->pages, 0);
      g_ptr_array_add (self->pages, g_strdup ("campaigns"));
      adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
    }
}

static void
read_campaign (MstCampaignWindow *self, gboolean go)
{
  Opening *o = g_new0 (Opening, 1);

  o->self = g_object_ref (self);
  o->go = go;
  mst_campaign_session_open_campaign_async (self->shown, self->campaign_id, self->cancellable, on_campaign_opened, o);
}

void
mst_campaign_window_open_campaign (MstCampaignWindow *self, MstCampaignSession *session, gint64 campaign_id)
{
  g_autoptr(GtkSliceListModel) forces = NULL;

  if (session == NULL)
    return;
  if (self->shown != session)
    {
      /* The views recycle their rows over this session's models now. */
      self->shown = session;
      gtk_slice_list_model_set_model (self->battles_slice, mst_campaign_session_get_battles (session));
      gtk_slice_list_model_set_model (self->events_slice, mst_campaign_session_get_events (session));
      g_clear_object (&self->forces_slice);
      self->forces_slice = gtk_slice_list_model_new (g_object_ref (mst_campaign_session_get_forces (session)), 0,
                                                     self->drawn ? G_MAXUINT : MST_CAMPAIGN_FIRST_ROWS);
      gtk_list_box_bind_model (self->forces_list, G_LIST_MODEL (self->forces_slice), create_force_row, self, NULL);
    }
  self->campaign_id = campaign_id;
  self->force_id = 0;
  g_clear_object (&self->force);
  mst_campaign_window_update_actions (self);
  read_campaign (self, TRUE);
}

void
mst_campaign_window_refresh_campaign (MstCampaignWindow *self)
{
  if (self->shown == NULL || self->campaign_id == 0)
    return;
  read_campaign (self, FALSE);
  if (self->force_id != 0 && g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    mst_campaign_window_refresh_force (self);
}

/* A battle recorded, or the force edited, in another window: where the
 * force is one of the campaign shown, it is read again. */
static void
on_library_force_changed (MstCampaignWindow *self, gint64 force_id)
{
  GListModel *forces;

  if (self->shown != self->session || self->campaign_id == 0)
    return;
  if (self->force_id == force_id)
    mst_campaign_window_refresh_force (self);
  forces = mst_campaign_session_get_forces (self->shown);
  for (guint i = 0; i < g_list_model_get_n_items (forces); i++)
    {
      g_autoptr(MstCampaignLine) line = g_list_model_get_item (forces, i);

      if (mst_campaign_line_get_id (line) == force_id)
        {
          read_campaign (self, FALSE);
          return;
        }
    }
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

  if (library == NULL)
    {
      /* What can still be read is shown, read-only; else why not. */
      library = mst_library_open (NULL, MST_LIBRARY_OPEN_READ_ONLY, &error);
      if (library == NULL)
        {
          adw_status_page_set_description (self->error_page,
                                           library_error != NULL ? library_error : error->message);
          gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
          mst_campaign_window_update_actions (self);
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
  gtk_list_box_bind_model (self->campaigns_list, mst_campaign_session_get_campaigns (self->session),
                           create_campaign_row, self, NULL);
  mst_campaign_window_club_init (self);
  /* A battle recorded, or the force edited, in another window. */
  g_signal_connect_object (self->library, "force-changed", G_CALLBACK (on_library_force_changed),
                           self, G_CONNECT_SWAPPED);
  gtk_revealer_set_reveal_child (self->banner, mst_library_is_read_only (self->library));
  mst_campaign_window_update_actions (self);
  mst_campaign_window_refresh_campaigns (self);
  return GTK_WINDOW (self);
}

void
mst_campaign_window_show_campaign (MstCampaignWindow *self, gint64 campaign_id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_WINDOW (self));

  mst_campaign_window_open_campaign (self, self->session, campaign_id);
}
