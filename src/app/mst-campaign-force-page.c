/* mst-campaign-force-page.c: the campaigns window's page of one force: its state, its history, and the changes between battles.
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

  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), self->writable);
}

/* The force as the next battle finds it, changes made in the editor
 * included; a server's force as last read there. */
static MstForce *
current_force (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  MstForce *force;

  if (self->on_server)
    return self->server_force != NULL ? g_object_ref (self->server_force) : NULL;
  force = mst_library_get_force (self->library, self->force_id, self->catalogue, &error);

  if (force == NULL)
    mst_campaign_window_toast_error (self, error);
  return force;
}

void
mst_campaign_window_refresh_force (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GListModel) lines = NULL;

  if (self->store == NULL || self->force_id == 0)
    return;
  force = current_force (self);
  if (force == NULL)
    return;
  events = mst_campaign_store_list_events (self->store, self->force_id, &error);
  if (events == NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  adw_window_title_set_title (self->force_title, mst_force_get_name (force));
  adw_window_title_set_subtitle (self->force_title, self->campaign_name);
  lines = mst_campaign_view_force_lines (force);
  gtk_list_box_bind_model (self->state_list, lines, create_state_row, self, NULL);
  g_list_store_splice (self->events, 0, g_list_model_get_n_items (G_LIST_MODEL (self->events)),
                       events->pdata, events->len);
}

static void
on_force_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);

  mst_campaign_window_record_battle (self, self->force_id);
}

/* The force's next battle played at the table: the game's end fills in
 * the battle form. */
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
static void
on_force_play_against (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_library_get_force (self->library, self->force_id, self->catalogue, &error);
  g_autoptr(GPtrArray) others = NULL;

  if (force == NULL)
    {
      mst_campaign_window_toast (self, error->message);
      return;
    }
  others = mst_campaign_store_list_forces (self->store, mst_campaign_store_get_force_campaign (self->store,
                                                                                               self->force_id, NULL),
                                           &error);
  for (guint i = others != NULL ? others->len : 0; i > 0; i--)
    {
      MstLibraryEntry *e = g_ptr_array_index (others, i - 1);

      if (e->id == self->force_id || g_strcmp0 (e->ruleset, mst_force_get_ruleset (force)) != 0)
        g_ptr_array_remove_index (others, i - 1);
    }
  if (others == NULL || others->len == 0)
    {
      mst_campaign_window_toast (self, others == NULL ? error->message
                                                      : _("No other force of this rule set is in the campaign"));
      return;
    }
  mst_game_window_choose_opponent (GTK_WINDOW (self), force, others, self->library, self->catalogue, NULL);
}

void
mst_campaign_force_page_append (MstCampaignWindow *self, MstCampaignEvent *event)
{
  g_autoptr(MstCampaignEvent) owned = event;
  g_autoptr(GError) error = NULL;

  if (self->on_server)
    {
      mst_campaign_window_club_append (self, g_steal_pointer (&owned));
      return;
    }
  if (mst_campaign_store_append (self->store, self->force_id, owned, &error) == 0)
    mst_campaign_window_toast_error (self, error);
  else
    {
      g_autofree char *text = mst_campaign_event_describe (owned);
      mst_campaign_window_toast (self, text);
      self->campaign_stale = TRUE;
    }
  mst_campaign_window_refresh_force (self);
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
  g_autoptr(MstForce) force = current_force (self);
  g_autoptr(MstCampaignLine) line = NULL;

  if (force == NULL)
    return;
  if (kind == MST_CAMPAIGN_DIALOG_REGRADE && mst_force_get_list (force) == NULL)
    {
      mst_campaign_window_toast (self, _("The force’s army list is not installed: its units cannot be re-graded"));
      return;
    }
  line = mst_campaign_line_new (MST_CAMPAIGN_LINE_UNIT, unit, NULL);
  mst_campaign_window_ask (self, kind, G_OBJECT (line), force);
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
  g_autoptr(MstForce) force = current_force (self);

  if (force == NULL)
    return;
  if (mst_force_get_list (force) == NULL)
    {
      mst_campaign_window_toast (self, _("The force’s army list is not installed: no unit can be raised"));
      return;
    }
  mst_campaign_window_ask (self, MST_CAMPAIGN_DIALOG_NEW_UNIT, NULL, force);
}

static void
ask_about_general (MstCampaignWindow *self, MstCampaignDialogKind kind, int position)
{
  g_autoptr(MstForce) force = current_force (self);
  g_autoptr(GListModel) lines = NULL;
  g_autoptr(MstCampaignLine) line = NULL;

  if (force == NULL)
    return;
  /* The force's lines start with its generals, the commander first. */
  lines = mst_campaign_view_force_lines (force);
  if (position < 0 || (guint) position >= g_list_model_get_n_items (lines))
    return;
  line = g_list_model_get_item (lines, (guint) position);
  if (mst_campaign_line_get_kind (line) != MST_CAMPAIGN_LINE_GENERAL)
    return;
  mst_campaign_window_ask (self, kind, G_OBJECT (line), force);
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
        {
          g_autoptr(MstForce) force = current_force (self);

          mst_campaign_window_toast (self, mst_campaign_view_strength_entry_error (
                                             force != NULL ? mst_force_get_ruleset (force) : NULL));
        }
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
