/* mst-campaign-force-page.c: the campaigns window's page of one force: its state, its history, and the changes between battles, through the campaign's session.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-campaign-dialog.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window.h"
#include "mst-campaign-window-private.h"
#include "mst-game-window.h"

static GtkWidget *
create_state_row (gpointer item, gpointer user_data)
{
  MstCampaignWindow *self = user_data;

  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item),
                                    self->shown != NULL &&
                                    mst_campaign_backend_get_read_only_reason (
                                      mst_campaign_session_get_backend (self->shown)) == NULL);
}

typedef struct {
  MstCampaignWindow *self;
  gboolean go;
} Showing;

static void
on_force_read (GObject *source, GAsyncResult *result, gpointer data)
{
  Showing *s = data;
  g_autoptr(MstCampaignWindow) self = s->self;
  gboolean go = s->go;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) lines = NULL;
  gint64 revision = 0;
  g_autoptr(MstForce) force = mst_campaign_session_load_force_finish (MST_CAMPAIGN_SESSION (source), result,
                                                                     &revision, &error);

  g_free (s);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (force == NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  /* Another force, or campaign, shown meanwhile. */
  if (MST_CAMPAIGN_SESSION (source) != self->shown || (!go && mst_force_get_id (force) != self->force_id))
    return;
  self->force_id = mst_force_get_id (force);
  g_set_object (&self->force, force);
  self->revision = revision;
  mst_campaign_window_update_actions (self);
  adw_window_title_set_title (self->force_title, mst_force_get_name (force));
  adw_window_title_set_subtitle (self->force_title, self->campaign_name);
  lines = mst_campaign_view_force_lines (force);
  gtk_list_box_bind_model (self->state_list, lines, create_state_row, self, NULL);
  if (go)
    mst_campaign_window_go_to (self, "force");
}

void
mst_campaign_force_page_show (MstCampaignWindow *self, gint64 force_id, gboolean go)
{
  Showing *s;

  if (self->shown == NULL || force_id == 0)
    return;
  s = g_new0 (Showing, 1);
  s->self = g_object_ref (self);
  s->go = go;
  /* Its history comes with it, into the rows of this force. */
  if (go && force_id != self->force_id)
    {
      self->force_id = force_id;
      g_clear_object (&self->force);
    }
  /* The force as the next battle finds it, changes made in the editor
   * included, and its history into the session's events. */
  mst_campaign_session_load_force_async (self->shown, self->campaign_id, force_id, self->cancellable, on_force_read, s);
}

void
mst_campaign_window_refresh_force (MstCampaignWindow *self)
{
  mst_campaign_force_page_show (self, self->force_id, FALSE);
}

static void
on_force_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  mst_campaign_window_record_battle (self, self->force_id);
}

/* The force's next battle played at the table: the game's end fills in
 * the battle form.  Where the campaign's forces are the library's. */
static void
on_force_play (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (mst_game_window_play (GTK_WINDOW (self), NULL, self->force_id, self->library, self->catalogue,
                            NULL, &error) == NULL)
    mst_campaign_window_toast (self, error->message);
}

/* The force's next battle against another force of the campaign, both at
 * one table: finishing records both battles at once. */
static gpointer
list_forces_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_list_forces (backend, *(gint64 *) data, error);
}

static void
on_forces_listed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) others = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->force == NULL)
    return;
  for (guint i = others != NULL ? others->len : 0; i > 0; i--)
    {
      MstLibraryEntry *e = g_ptr_array_index (others, i - 1);

      if (e->id == self->force_id || g_strcmp0 (e->ruleset, mst_force_get_ruleset (self->force)) != 0)
        g_ptr_array_remove_index (others, i - 1);
    }
  if (others == NULL || others->len == 0)
    {
      mst_campaign_window_toast (self, others == NULL ? error->message
                                                      : _("No other force of this rule set is in the campaign"));
      return;
    }
  mst_game_window_choose_opponent (GTK_WINDOW (self), self->force, others, self->library, self->catalogue, NULL);
}

static void
on_force_play_against (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  if (self->shown == NULL || self->force == NULL)
    return;
  mst_campaign_session_run_async (self->shown, list_forces_call, g_memdup2 (&self->campaign_id, sizeof (gint64)),
                                  g_free, (GDestroyNotify) g_ptr_array_unref, FALSE, self->cancellable,
                                  on_forces_listed, g_object_ref (self));
}

/* A change between battles */

typedef struct {
  MstCampaignWindow *self;
  MstCampaignEvent *event;
} Appending;

static void
on_appended (GObject *source, GAsyncResult *result, gpointer data)
{
  Appending *a = data;
  g_autoptr(MstCampaignWindow) self = a->self;
  g_autoptr(MstCampaignEvent) event = a->event;
  g_autoptr(GError) error = NULL;
  gboolean queued = FALSE;
  gint64 id = mst_campaign_session_append_finish (MST_CAMPAIGN_SESSION (source), result, &queued, &error);

  g_free (a);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->changing = FALSE;
  mst_campaign_window_update_actions (self);
  if (id != 0 && queued)
    mst_campaign_window_club_queued (self);
  else if (id != 0)
    {
      g_autofree char *text = mst_campaign_event_describe (event);
      mst_campaign_window_toast (self, text);
    }
  else if (g_error_matches (error, MST_ERROR, MST_ERROR_CONFLICT))
    {
      g_autoptr(GError) stale = NULL;

      /* TRANSLATORS: a change between battles refused because another player changed the force meanwhile; then
       * the server's words */
      stale = g_error_new (MST_ERROR, MST_ERROR_CONFLICT, _("Changed on the server since you opened it: %s. The "
                                                            "force shows it as it is now; make the change again if "
                                                            "it still stands."), error->message);
      mst_campaign_window_toast_error (self, stale);
    }
  else
    /* On a server, not allowed: its message names whose force it is. */
    mst_campaign_window_toast_error (self, error);
  /* As it now stands, whatever became of the change. */
  mst_campaign_window_refresh_force (self);
}

void
mst_campaign_force_page_append (MstCampaignWindow *self, MstCampaignEvent *event)
{
  g_autoptr(MstCampaignEvent) owned = event;
  Appending *a;
  gint64 base;

  if (self->shown == NULL || self->force_id == 0 || self->changing)
    return;
  /* Where the campaign is shared, a change is based on the force as it
   * was read: one changed meanwhile is refused, not made on another. */
  base = (mst_campaign_session_get_capabilities (self->shown) & MST_CAMPAIGN_IS_SHARED) != 0 ? self->revision : -1;
  self->changing = TRUE;
  mst_campaign_window_update_actions (self);
  a = g_new0 (Appending, 1);
  a->self = g_object_ref (self);
  a->event = g_object_ref (owned);
  mst_campaign_session_append_async (self->shown, self->force_id, owned, base, self->cancellable, on_appended, a);
}

static void
on_reinforce (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  mst_campaign_force_page_append (self, mst_campaign_event_new_reinforced (g_variant_get_string (parameter, NULL), 1));
}

static void
ask_about_unit (MstCampaignWindow *self, MstCampaignDialogKind kind, const char *unit)
{
  g_autoptr(MstCampaignLine) line = NULL;

  if (self->force == NULL)
    return;
  if (kind == MST_CAMPAIGN_DIALOG_REGRADE && mst_force_get_list (self->force) == NULL)
    {
      mst_campaign_window_toast (self, _("The force’s army list is not installed: its units cannot be re-graded"));
      return;
    }
  line = mst_campaign_line_new (MST_CAMPAIGN_LINE_UNIT, unit, NULL);
  mst_campaign_window_ask (self, kind, G_OBJECT (line), self->force);
}

static void
on_disband (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_unit (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_DISBAND, g_variant_get_string (parameter, NULL));
}

static void
on_regrade (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_unit (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_REGRADE, g_variant_get_string (parameter, NULL));
}

static void
on_new_unit (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  if (self->force == NULL)
    return;
  if (mst_force_get_list (self->force) == NULL)
    {
      mst_campaign_window_toast (self, _("The force’s army list is not installed: no unit can be raised"));
      return;
    }
  mst_campaign_window_ask (self, MST_CAMPAIGN_DIALOG_NEW_UNIT, NULL, self->force);
}

static void
ask_about_general (MstCampaignWindow *self, MstCampaignDialogKind kind, int position)
{
  g_autoptr(GListModel) lines = NULL;
  g_autoptr(MstCampaignLine) line = NULL;

  if (self->force == NULL)
    return;
  /* The force's lines start with its generals, the commander first. */
  lines = mst_campaign_view_force_lines (self->force);
  if (position < 0 || (guint) position >= g_list_model_get_n_items (lines))
    return;
  line = g_list_model_get_item (lines, (guint) position);
  if (mst_campaign_line_get_kind (line) != MST_CAMPAIGN_LINE_GENERAL)
    return;
  mst_campaign_window_ask (self, kind, G_OBJECT (line), self->force);
}

static void
on_rename_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_general (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_RENAME_GENERAL,
                     g_variant_get_int32 (parameter));
}

static void
on_replace_general (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ask_about_general (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_REPLACE_GENERAL,
                     g_variant_get_int32 (parameter));
}

/* What each question does with its answer. */
gboolean
mst_campaign_force_page_answer (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  GObject *item = mst_campaign_dialog_get_item (dialog);
  MstCampaignLine *line = item != NULL && MST_IS_CAMPAIGN_LINE (item) ? MST_CAMPAIGN_LINE (item) : NULL;
  g_autofree char *name = mst_campaign_dialog_dup_name (dialog);
  const char *template_id = mst_campaign_dialog_get_template (dialog);
  MstCampaignEvent *event = NULL;
  guint bases = 0;

  switch (mst_campaign_dialog_get_kind (dialog))
    {
    case MST_CAMPAIGN_DIALOG_NEW_UNIT:
      if (!mst_campaign_dialog_get_bases (dialog, &bases))
        mst_campaign_window_toast (self, mst_campaign_view_strength_entry_error (
                                           self->force != NULL ? mst_force_get_ruleset (self->force) : NULL));
      else if (template_id != NULL)
        event = mst_campaign_event_new_unit_added (mst_campaign_dialog_get_command (dialog), name, template_id, bases);
      break;
    case MST_CAMPAIGN_DIALOG_REGRADE:
      if (line != NULL && template_id != NULL)
        event = mst_campaign_event_new_unit_regraded (mst_campaign_line_get_title (line), template_id);
      break;
    case MST_CAMPAIGN_DIALOG_DISBAND:
      if (line != NULL)
        event = mst_campaign_event_new_unit_disbanded (mst_campaign_line_get_title (line));
      break;
    case MST_CAMPAIGN_DIALOG_RENAME_GENERAL:
      if (line != NULL)
        event = mst_campaign_event_new_general_renamed ((guint) mst_campaign_line_get_position (line), name);
      break;
    case MST_CAMPAIGN_DIALOG_REPLACE_GENERAL:
      if (line != NULL)
        event = mst_campaign_event_new_general_replaced ((guint) mst_campaign_line_get_position (line), name,
                                                         mst_campaign_dialog_get_respect (dialog),
                                                         mst_campaign_dialog_get_ability (dialog));
      break;
    default:
      return FALSE;
    }
  if (event != NULL)
    mst_campaign_force_page_append (self, event);
  return TRUE;
}

void
mst_campaign_force_page_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "force.record-battle", NULL, on_force_record_battle);
  gtk_widget_class_install_action (widget_class, "force.play", NULL, on_force_play);
  gtk_widget_class_install_action (widget_class, "force.play-against", NULL, on_force_play_against);
  gtk_widget_class_install_action (widget_class, "force.reinforce", "s", on_reinforce);
  gtk_widget_class_install_action (widget_class, "force.disband", "s", on_disband);
  gtk_widget_class_install_action (widget_class, "force.regrade", "s", on_regrade);
  gtk_widget_class_install_action (widget_class, "force.new-unit", NULL, on_new_unit);
  gtk_widget_class_install_action (widget_class, "force.rename-general", "i", on_rename_general);
  gtk_widget_class_install_action (widget_class, "force.replace-general", "i", on_replace_general);
}
