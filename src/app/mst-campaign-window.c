/* mst-campaign-window.c: the campaigns window: campaigns, their forces, battles and histories.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout and actions only: what each row says comes from
 * mst-campaign-view.c, each row is made from its item (mst-campaign-rows.c)
 * and each question is an MstCampaignDialog.  Battles and histories, which
 * run to thousands, are shown in recycling list views. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-application.h"
#include "mst-battle-window.h"
#include "mst-campaign-dialog.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window.h"
#include "mst-campaign-window-private.h"
#include "mst-game-window.h"



/* The rows of a list in the window's first frame. */
#define FIRST_ROWS 32
G_DEFINE_FINAL_TYPE (MstCampaignWindow, mst_campaign_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_SHOW_ARCHIVED,
  PROP_CAMPAIGN_ARCHIVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The actions that change the library: off when it is read-only. */
static const char *const writing_actions[] = {
  "campaigns.new", "campaigns.import", "campaign.rename", "campaign.archived", "campaign.delete",
  "campaign.add-force-file", "campaign.move-force", "campaign.record-battle", "force.record-battle",
  "force.reinforce", "force.disband", "force.regrade", "force.new-unit", "force.rename-general",
  "force.replace-general",
};

static void refresh_campaigns (MstCampaignWindow *self);

void
mst_campaign_window_toast (MstCampaignWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/* Errors stay until dismissed: they are worth reading. */
void
mst_campaign_window_toast_error (MstCampaignWindow *self, const GError *error)
{
  AdwToast *t = adw_toast_new (error->message);

  adw_toast_set_timeout (t, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
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

void
mst_campaign_window_refresh_campaigns (MstCampaignWindow *self)
{
  refresh_campaigns (self);
}

void
mst_campaign_window_go_to (MstCampaignWindow *self, const char *page)
{
  go_to (self, page);
}

static void
on_back (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autofree char *page = NULL;

  if (self->pages->len == 0)
    return;
  page = g_ptr_array_steal_index (self->pages, self->pages->len - 1);
  /* What a deeper page changed shows when going back. */
  if (g_str_equal (page, "campaigns"))
    refresh_campaigns (self);
  else if (self->on_server)
    ; /* read again from the server whenever it changes there */
  else if (g_str_equal (page, "campaign") && self->campaign_stale)
    mst_campaign_window_refresh_campaign (self);
  else if (g_str_equal (page, "force"))
    mst_campaign_window_refresh_force (self);
  adw_leaflet_set_visible_child_name (self->leaflet, page);
}

static void
go_home (MstCampaignWindow *self)
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

static GtkWidget *
create_force_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), TRUE);
}

static GtkWidget *
create_line_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), FALSE);
}

static void
on_campaign_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  if (!MST_IS_CAMPAIGN_ROW (row))
    return;
  if (list == self->server_list)
    mst_campaign_window_club_show_campaign (self, mst_campaign_get_id (mst_campaign_row_get_item (MST_CAMPAIGN_ROW (row))));
  else
    mst_campaign_window_show_campaign (self, mst_campaign_get_id (mst_campaign_row_get_item (MST_CAMPAIGN_ROW (row))));
}

static void
refresh_campaigns (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) campaigns = NULL;

  if (self->store == NULL)
    return;
  if (self->on_server)
    {
      self->on_server = FALSE;
      mst_campaign_window_update_actions (self);
    }
  mst_campaign_window_club_refresh (self);
  campaigns = mst_campaign_store_list (self->store, self->show_archived, &error);
  if (campaigns == NULL)
    {
      g_list_store_remove_all (self->campaigns);
      adw_status_page_set_title (self->error_page, _("The Campaigns Cannot Be Read"));
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
      return;
    }
  g_list_store_splice (self->campaigns, 0, g_list_model_get_n_items (G_LIST_MODEL (self->campaigns)),
                       campaigns->pdata, campaigns->len);
  mst_campaign_window_update_campaigns_page (self);
}

/* The local campaigns, and beside them the club server's, whenever there
 * is one (even while they are read, or when it cannot be reached). */
void
mst_campaign_window_update_campaigns_page (MstCampaignWindow *self)
{
  guint local = g_list_model_get_n_items (G_LIST_MODEL (self->campaigns));
  guint remote = g_list_model_get_n_items (G_LIST_MODEL (self->server_campaigns));

  gtk_widget_set_visible (GTK_WIDGET (self->campaigns_list), local > 0);
  gtk_stack_set_visible_child_name (self->campaigns_stack, local > 0 || remote > 0 ? "list" : "empty");
}

static void
on_new (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_ask (MST_CAMPAIGN_WINDOW (widget), MST_CAMPAIGN_DIALOG_NEW_CAMPAIGN, NULL, NULL);
}

static void
create_done (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = mst_campaign_dialog_dup_name (dialog);
  gint64 id = mst_campaign_store_create (self->store, name, &error);

  if (id == 0)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  refresh_campaigns (self);
  mst_campaign_window_show_campaign (self, id);
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      gint64 id = path != NULL ? mst_campaign_store_import_file (self->store, path, &error) : 0;

      if (id == 0)
        {
          if (error == NULL)
            g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be imported"));
          mst_campaign_window_toast_error (self, error);
        }
      else
        {
          refresh_campaigns (self);
          mst_campaign_window_show_campaign (self, id);
          mst_campaign_window_toast (self, _("Campaign imported"));
        }
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

/* One campaign */

static void
on_force_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  MstCampaignLine *line;

  if (!MST_IS_CAMPAIGN_LINE_ROW (row))
    return;
  line = mst_campaign_line_row_get_item (MST_CAMPAIGN_LINE_ROW (row));
  if (self->on_server)
    {
      mst_campaign_window_club_show_force (self, mst_campaign_line_get_id (line));
      return;
    }
  self->force_id = mst_campaign_line_get_id (line);
  mst_campaign_window_refresh_force (self);
  go_to (self, "force");
}

/* A battle's row is made once and shows whichever battle scrolls into it. */
static void
on_battle_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  gtk_list_item_set_child (item, g_object_new (MST_TYPE_CAMPAIGN_BATTLE_ROW, NULL));
}

static void
on_battle_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  MstBattle *battle = gtk_list_item_get_item (item);
  gint64 force_id = mst_battle_get_force_id (battle);

  mst_campaign_battle_row_set_item (MST_CAMPAIGN_BATTLE_ROW (gtk_list_item_get_child (item)), battle,
                                    g_hash_table_lookup (self->force_names, &force_id));
}

static void
on_event_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  gtk_list_item_set_child (item, g_object_new (MST_TYPE_CAMPAIGN_EVENT_ROW, NULL));
}

/* The history's lines speak the force's rule set ("reinforced with 1
 * stand"): each event learns it from the force as it joined or was last
 * changed in the editor.  Once per history read: then every event knows. */
static void
follow_rulesets (MstCampaignWindow *self)
{
  GListModel *events = G_LIST_MODEL (self->events);
  const char *ruleset = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (events); i++)
    {
      g_autoptr(MstCampaignEvent) event = g_list_model_get_item (events, i);

      ruleset = mst_campaign_event_follow_ruleset (event, ruleset);
    }
}

static void
on_event_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, MstCampaignWindow *self)
{
  MstCampaignEvent *event = gtk_list_item_get_item (item);

  if (mst_campaign_event_get_ruleset (event) == NULL)
    follow_rulesets (self);
  mst_campaign_event_row_set_item (MST_CAMPAIGN_EVENT_ROW (gtk_list_item_get_child (item)), event);
  gtk_list_item_set_activatable (item, mst_campaign_event_get_battle (event) != NULL);
}

/* The generals of a recorded battle.  Where the rule set has levels of
 * command (Brigade Command), each is named with his level in the force's
 * tree as it stood that day ("Morand", "Brigade · Killed"); elsewhere by
 * his post ("General of command 2 · Swept away"). */
static GListModel *
battle_generals (MstCampaignWindow *self, MstBattle *battle)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GPtrArray) commands = NULL;
  GListStore *store;

  if (rs != NULL && mst_ruleset_get_levels (rs) != NULL && !self->on_server)
    force = mst_campaign_store_replay_before_battle (self->store, mst_battle_get_id (battle), NULL);
  if (force == NULL)
    return mst_campaign_view_battle_generals (battle);

  commands = mst_force_list_commands (force);
  store = g_list_store_new (MST_TYPE_CAMPAIGN_LINE);
  for (guint i = 0; i < mst_battle_get_n_generals (battle); i++)
    {
      const MstBattleGeneral *g = mst_battle_get_general (battle, i);
      const char *fate = mst_general_fate_get_label (g->fate);
      const char *level = NULL;
      g_autofree char *subtitle = NULL;
      g_autoptr(MstCampaignLine) line = NULL;

      if (g->position == 0)
        level = _("Army commander");
      else if (g->position > 0 && (guint) g->position <= commands->len)
        level = mst_ruleset_level_label (rs, mst_command_get_level (g_ptr_array_index (commands, g->position - 1)));
      /* TRANSLATORS: a commander's level ("Brigade"), then his fate in the battle ("Killed") */
      subtitle = level != NULL ? g_strdup_printf (_("%s · %s"), level, fate) : g_strdup (fate);
      line = mst_campaign_line_new (MST_CAMPAIGN_LINE_TEXT, g->general, subtitle);
      g_list_store_append (store, line);
    }
  return G_LIST_MODEL (store);
}

static void
show_battle (MstCampaignWindow *self, gint64 battle_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstBattle) battle = mst_campaign_store_get_battle (self->store, battle_id, &error);

  if (battle == NULL)
    mst_campaign_window_toast_error (self, error);
  else
    mst_campaign_window_fill_battle (self, battle);
}

void
mst_campaign_window_fill_battle (MstCampaignWindow *self, MstBattle *battle)
{
  g_autoptr(GListModel) units = NULL;
  g_autoptr(GListModel) generals = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *supply = NULL;
  g_autofree char *force = NULL;
  gint64 force_id;
  const char *force_name;

  g_set_object (&self->battle, battle);
  force_id = mst_battle_get_force_id (battle);
  force_name = g_hash_table_lookup (self->force_names, &force_id);
  outcome = mst_campaign_view_battle_outcome (battle);
  opponent = mst_campaign_view_battle_opponent (battle);
  supply = mst_campaign_view_battle_supply (battle);
  /* TRANSLATORS: a force's name, then whom it fought ("Against the Austrians") */
  force = opponent != NULL ? g_strdup_printf (_("%s · %s"), force_name != NULL ? force_name : "", opponent)
                           : g_strdup (force_name);

  adw_window_title_set_title (self->battle_title, mst_battle_get_name (battle));
  adw_window_title_set_subtitle (self->battle_title, mst_battle_get_date (battle));
  adw_action_row_set_subtitle (self->battle_result_row, outcome);
  adw_action_row_set_subtitle (self->battle_force_row, force);
  adw_action_row_set_subtitle (self->battle_supply_row, supply);
  /* Supply dice come from a pool: no row where the rule set has none. */
  {
    MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
    gtk_widget_set_visible (GTK_WIDGET (self->battle_supply_row), rs == NULL || mst_ruleset_has_pools (rs));
  }
  units = mst_campaign_view_battle_units (battle);
  generals = battle_generals (self, battle);
  gtk_list_box_bind_model (self->battle_units_list, units, create_line_row, self, NULL);
  gtk_list_box_bind_model (self->battle_generals_list, generals, create_line_row, self, NULL);
  gtk_label_set_text (self->battle_notes_label,
                      mst_battle_get_notes (battle)[0] != '\0' ? mst_battle_get_notes (battle) : _("No notes"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.show-before", !self->on_server);
  go_to (self, "battle");
}

static void
on_battle_activated (GtkListView *view, guint position, MstCampaignWindow *self)
{
  g_autoptr(MstBattle) battle = g_list_model_get_item (G_LIST_MODEL (self->battles), position);

  if (battle != NULL && self->on_server)
    mst_campaign_window_club_show_battle (self, battle);
  else if (battle != NULL)
    show_battle (self, mst_battle_get_id (battle));
}

static void
on_show_before (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GListModel) lines = NULL;
  g_autofree char *title = NULL;

  if (self->battle == NULL)
    return;
  force = mst_campaign_store_replay_before_battle (self->store, mst_battle_get_id (self->battle), &error);
  if (force == NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  /* TRANSLATORS: the force as it stood before the battle named */
  title = g_strdup_printf (_("Before %s"), mst_battle_get_name (self->battle));
  adw_window_title_set_title (self->before_title, title);
  adw_window_title_set_subtitle (self->before_title, mst_battle_get_date (self->battle));
  lines = mst_campaign_view_force_lines (force);
  gtk_list_box_bind_model (self->before_list, lines, create_line_row, self, NULL);
  go_to (self, "before");
}

/* The forces of the library in no campaign: asked for when the menu opens,
 * in one query, never while the campaign is shown. */
static void
on_add_force_popup (GtkMenuButton *button, gpointer user_data)
{
  MstCampaignWindow *self = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) library = g_menu_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = mst_campaign_store_list_free_forces (self->store, &error);

  g_menu_append (menu, _("Start a Force from a _File…"), "campaign.add-force-file");
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);
      g_autoptr(GMenuItem) item = NULL;
      /* TRANSLATORS: move the force named from the library into this campaign */
      g_autofree char *label = g_strdup_printf (_("Move “%s” Here"), e->name);

      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "campaign.move-force", g_variant_new_int64 (e->id));
      g_menu_append_item (library, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (library)) > 0)
    g_menu_append_section (menu, _("From the Library"), G_MENU_MODEL (library));
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

void
mst_campaign_window_refresh_campaign (MstCampaignWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaignSummary) summary = NULL;
  g_autoptr(GPtrArray) battles = NULL;

  if (self->store == NULL || self->campaign_id == 0)
    return;
  if (self->on_server)
    {
      mst_campaign_window_club_show_campaign (self, self->campaign_id);
      return;
    }
  self->campaign_stale = FALSE;
  summary = mst_campaign_store_summarize (self->store, self->campaign_id, &error);
  if (summary != NULL)
    battles = mst_campaign_store_list_battles (self->store, self->campaign_id, 0, FALSE, &error);
  if (battles == NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  mst_campaign_window_fill_campaign (self, summary, battles);
}

void
mst_campaign_window_fill_campaign (MstCampaignWindow *self, MstCampaignSummary *summary, GPtrArray *battles)
{
  g_autoptr(GListModel) forces = NULL;
  g_autofree char *results = NULL;
  g_autofree char *losses = NULL;
  g_autofree char *generals = NULL;
  g_autofree char *on_host = NULL;

  g_free (self->campaign_name);
  self->campaign_name = g_strdup (summary->name);
  adw_window_title_set_title (self->campaign_title, summary->name);
  /* TRANSLATORS: a campaign's page's subtitle; the club server's host name */
  on_host = self->on_server ? g_strdup_printf (_("On %s"), self->server_host) : NULL;
  adw_window_title_set_subtitle (self->campaign_title,
                                 on_host != NULL ? on_host : summary->archived ? _("Archived") : NULL);
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
      gint64 *id = g_new (gint64, 1);

      *id = s->force_id;
      g_hash_table_insert (self->force_names, id, g_strdup (s->name));
    }
  forces = mst_campaign_view_forces (summary);
  g_clear_object (&self->forces_slice);
  self->forces_slice = gtk_slice_list_model_new (g_object_ref (forces), 0, self->drawn ? G_MAXUINT : FIRST_ROWS);
  gtk_list_box_bind_model (self->forces_list, G_LIST_MODEL (self->forces_slice), create_force_row, self, NULL);

  /* The latest first: that is the one a player looks for. */
  for (guint i = 0, j = battles->len; i + 1 < j; i++, j--)
    {
      gpointer b = battles->pdata[i];
      battles->pdata[i] = battles->pdata[j - 1];
      battles->pdata[j - 1] = b;
    }
  g_list_store_splice (self->battles, 0, g_list_model_get_n_items (G_LIST_MODEL (self->battles)),
                       battles->pdata, battles->len);
  gtk_stack_set_visible_child_name (self->battles_stack, battles->len > 0 ? "list" : "empty");
}

static void
on_rename (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(MstCampaign) campaign = mst_campaign_store_get (self->store, self->campaign_id, &error);

  if (campaign == NULL)
    mst_campaign_window_toast_error (self, error);
  else
    mst_campaign_window_ask (self, MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN, G_OBJECT (campaign), NULL);
}

static void
rename_done (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = mst_campaign_dialog_dup_name (dialog);

  if (!mst_campaign_store_rename (self->store, self->campaign_id, name, &error))
    mst_campaign_window_toast_error (self, error);
  mst_campaign_window_refresh_campaign (self);
}

typedef struct {
  MstCampaignWindow *self;
  gint64 campaign_id;
  gboolean undone;
} Deletion;

static void
on_undo_delete (AdwToast *t, Deletion *d)
{
  g_autoptr(GError) error = NULL;

  d->undone = TRUE;
  if (!mst_campaign_store_restore (d->self->store, d->campaign_id, &error))
    {
      mst_campaign_window_toast_error (d->self, error);
      return;
    }
  refresh_campaigns (d->self);
}

static void
on_delete_dismissed (AdwToast *t, Deletion *d)
{
  /* Past the undo: gone for good (its forces stay in the library). */
  if (!d->undone && d->self->store != NULL)
    mst_campaign_store_purge_deleted (d->self->store, G_MAXINT64, NULL);
}

static void
deletion_free (gpointer data, GClosure *closure)
{
  Deletion *d = data;

  g_object_unref (d->self);
  g_free (d);
}

static void
on_delete (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  Deletion *d;
  AdwToast *t;

  if (!mst_campaign_store_delete (self->store, self->campaign_id, &error))
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  d = g_new0 (Deletion, 1);
  d->self = g_object_ref (self);
  d->campaign_id = self->campaign_id;

  /* TRANSLATORS: a toast, with an Undo button */
  title = g_strdup_printf (_("“%s” deleted"), self->campaign_name);
  t = adw_toast_new (title);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (t, "button-clicked", G_CALLBACK (on_undo_delete), d);
  g_signal_connect_data (t, "dismissed", G_CALLBACK (on_delete_dismissed), d, deletion_free, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);

  self->campaign_id = 0;
  go_home (self);
  refresh_campaigns (self);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be written"));
      if (path == NULL || !mst_campaign_store_export_file (self->store, self->campaign_id, path, &error))
        mst_campaign_window_toast_error (self, error);
      else
        mst_campaign_window_toast (self, _("Campaign exported"));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_export (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export Campaign"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  g_autofree char *name = g_strdup_printf ("%s.xml", self->campaign_name != NULL ? self->campaign_name : "campaign");

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_add_force_file_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      g_autoptr(MstForce) force = NULL;

      if (path == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only local files can be read"));
      else
        force = mst_force_new_from_file (path, self->catalogue, &error);
      if (force == NULL || mst_campaign_store_add_force (self->store, self->campaign_id, force, NULL, &error) == 0)
        mst_campaign_window_toast_error (self, error);
      mst_campaign_window_refresh_campaign (self);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
on_add_force_file (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Start a Force from a File"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Force files"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", G_CALLBACK (on_add_force_file_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
on_move_force (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!mst_campaign_store_move_force (self->store, self->campaign_id, g_variant_get_int64 (parameter), NULL,
                                      &error))
    mst_campaign_window_toast_error (self, error);
  mst_campaign_window_refresh_campaign (self);
}

static void
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, MstCampaignWindow *self)
{
  mst_campaign_window_toast (self, _("Battle recorded; the force carries its losses"));
  if (self->on_server)
    {
      mst_campaign_window_club_reload (self);
      return;
    }
  mst_campaign_window_refresh_campaign (self);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    mst_campaign_window_refresh_force (self);
}

void
mst_campaign_window_record_battle (MstCampaignWindow *self, gint64 force_id)
{
  GtkWindow *window;

  if (self->on_server)
    {
      mst_campaign_window_club_record_battle (self, force_id);
      return;
    }
  window = mst_battle_window_new (GTK_WINDOW (self), self->library, self->catalogue,
                                             self->campaign_id, force_id);

  g_signal_connect_object (window, "recorded", G_CALLBACK (on_battle_recorded), self, 0);
  gtk_window_present (window);
}

static void
on_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_record_battle (MST_CAMPAIGN_WINDOW (widget), g_variant_get_int64 (parameter));
}

/* One force */

static void
on_history_activated (GtkListView *view, guint position, MstCampaignWindow *self)
{
  g_autoptr(MstCampaignEvent) event = g_list_model_get_item (G_LIST_MODEL (self->events), position);

  if (event != NULL && mst_campaign_event_get_battle (event) != NULL && self->on_server)
    mst_campaign_window_club_show_battle (self, mst_campaign_event_get_battle (event));
  else if (event != NULL && mst_campaign_event_get_battle (event) != NULL)
    show_battle (self, mst_battle_get_id (mst_campaign_event_get_battle (event)));
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
      rename_done (self, dialog);
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

static void
set_campaign_archived (MstCampaignWindow *self, gboolean archived)
{
  g_autoptr(GError) error = NULL;

  if (self->campaign_archived == archived)
    return;
  if (self->store == NULL || self->campaign_id == 0 ||
      !mst_campaign_store_set_archived (self->store, self->campaign_id, archived, &error))
    {
      if (error != NULL)
        mst_campaign_window_toast_error (self, error);
      return;
    }
  self->campaign_archived = archived;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAMPAIGN_ARCHIVED]);
  mst_campaign_window_toast (self, archived ? _("Campaign archived") : _("Campaign back among the active ones"));
  mst_campaign_window_refresh_campaign (self);
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
          refresh_campaigns (self);
        }
      break;
    case PROP_CAMPAIGN_ARCHIVED:
      set_campaign_archived (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
mst_campaign_window_close_request (GtkWindow *window)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (window);

  /* A deletion still under its undo toast is final once the window goes. */
  if (self->store != NULL && self->writable)
    mst_campaign_store_purge_deleted (self->store, G_MAXINT64, NULL);
  return GTK_WINDOW_CLASS (mst_campaign_window_parent_class)->close_request (window);
}

static void
mst_campaign_window_dispose (GObject *object)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (object);

  mst_campaign_window_club_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_CAMPAIGN_WINDOW);
  g_clear_object (&self->store);
  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->campaigns);
  g_clear_object (&self->battles);
  g_clear_object (&self->events);
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
  gtk_widget_class_bind_template_callback (widget_class, on_force_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_history_activated);

  gtk_widget_class_install_action (widget_class, "campaigns.new", NULL, on_new);
  mst_campaign_force_page_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "campaigns.import", NULL, on_import);
  gtk_widget_class_install_action (widget_class, "campaigns.back", NULL, on_back);
  gtk_widget_class_install_action (widget_class, "campaigns.show-before", NULL, on_show_before);
  gtk_widget_class_install_property_action (widget_class, "campaigns.show-archived", "show-archived");
  gtk_widget_class_install_action (widget_class, "campaign.rename", NULL, on_rename);
  gtk_widget_class_install_property_action (widget_class, "campaign.archived", "campaign-archived");
  gtk_widget_class_install_action (widget_class, "campaign.export", NULL, on_export);
  gtk_widget_class_install_action (widget_class, "campaign.delete", NULL, on_delete);
  gtk_widget_class_install_action (widget_class, "campaign.add-force-file", NULL, on_add_force_file);
  gtk_widget_class_install_action (widget_class, "campaign.move-force", "x", on_move_force);
  gtk_widget_class_install_action (widget_class, "campaign.record-battle", "x", on_record_battle);
  mst_campaign_window_club_class_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "campaigns.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "campaigns.back", NULL);
}

static GtkListItemFactory *
factory_new (GCallback setup, GCallback bind, MstCampaignWindow *self)
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
  g_autoptr(GtkListItemFactory) battle_rows = NULL;
  g_autoptr(GtkListItemFactory) event_rows = NULL;
  g_autoptr(GtkNoSelection) battles = NULL;
  g_autoptr(GtkNoSelection) events = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pages = g_ptr_array_new_with_free_func (g_free);
  self->force_names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  self->campaigns = g_list_store_new (MST_TYPE_CAMPAIGN);
  self->battles = g_list_store_new (MST_TYPE_BATTLE);
  self->events = g_list_store_new (MST_TYPE_CAMPAIGN_EVENT);
  self->server_campaigns = g_list_store_new (MST_TYPE_CAMPAIGN);

  gtk_list_box_bind_model (self->campaigns_list, G_LIST_MODEL (self->campaigns), create_campaign_row, self, NULL);
  self->battles_slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->battles)), 0, FIRST_ROWS);
  battles = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->battles_slice)));
  battle_rows = factory_new (G_CALLBACK (on_battle_row_setup), G_CALLBACK (on_battle_row_bind), self);
  gtk_list_view_set_factory (self->battles_view, battle_rows);
  gtk_list_view_set_model (self->battles_view, GTK_SELECTION_MODEL (battles));
  self->events_slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->events)), 0, FIRST_ROWS);
  events = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->events_slice)));
  event_rows = factory_new (G_CALLBACK (on_event_row_setup), G_CALLBACK (on_event_row_bind), self);
  gtk_list_view_set_factory (self->history_view, event_rows);
  gtk_list_view_set_model (self->history_view, GTK_SELECTION_MODEL (events));
  gtk_menu_button_set_create_popup_func (self->add_force_button, on_add_force_popup, self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.show-before", FALSE);
  g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);
}

/* Between-battles changes of a server's force, sent there. */
static const char *const server_force_actions[] = {
  "force.reinforce", "force.disband", "force.regrade", "force.new-unit", "force.rename-general",
  "force.replace-general",
};

/* A server's campaign takes battles and its forces' changes between
 * battles (the server says whose forces this login may write); the rest of
 * it is changed with muster-cli for now. */
void
mst_campaign_window_update_actions (MstCampaignWindow *self)
{
  gboolean writing = self->writable && !self->on_server;

  for (guint i = 0; i < G_N_ELEMENTS (writing_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), writing_actions[i], writing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.export", !self->on_server);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.play", !self->on_server);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.publish", writing && self->server_uri != NULL);
  if (self->on_server && self->server_uri != NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaign.record-battle", TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "force.record-battle", TRUE);
      for (guint i = 0; i < G_N_ELEMENTS (server_force_actions); i++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), server_force_actions[i],
                                       self->server_force != NULL && !self->server_changing);
    }
}

static void
set_writable (MstCampaignWindow *self, gboolean writable)
{
  self->writable = writable;
  mst_campaign_window_update_actions (self);
}

static void on_library_force_changed (MstCampaignWindow *self, gint64 force_id);

GtkWindow *
mst_campaign_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue)
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
      const char *why = NULL;

      if (parent != NULL && MST_IS_APPLICATION (gtk_window_get_application (parent)))
        why = mst_application_get_library_error (MST_APPLICATION (gtk_window_get_application (parent)));
      /* What can still be read is shown, read-only; else why not. */
      library = mst_library_open (NULL, MST_LIBRARY_OPEN_READ_ONLY, &error);
      if (library == NULL)
        {
          adw_status_page_set_description (self->error_page,
                                           why != NULL ? why : error->message);
          gtk_stack_set_visible_child_name (self->campaigns_stack, "error");
          set_writable (self, FALSE);
          return GTK_WINDOW (self);
        }
      self->library = library;
      if (why != NULL)
        gtk_label_set_text (self->banner_label, why);
      else
        gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (library));
    }
  else
    {
      self->library = g_object_ref (library);
      if (mst_library_is_read_only (library))
        gtk_label_set_text (self->banner_label, mst_library_get_read_only_reason (library));
    }

  self->store = mst_campaign_store_new (self->library, self->catalogue);
  mst_campaign_window_club_init (self);
  /* A battle recorded, or the force edited, in another window. */
  g_signal_connect_object (self->library, "force-changed", G_CALLBACK (on_library_force_changed),
                           self, G_CONNECT_SWAPPED);
  set_writable (self, !mst_library_is_read_only (self->library));
  gtk_revealer_set_reveal_child (self->banner, !self->writable);
  refresh_campaigns (self);
  return GTK_WINDOW (self);
}

static void
on_library_force_changed (MstCampaignWindow *self, gint64 force_id)
{
  if (self->on_server)
    return;
  if (self->force_id == force_id)
    mst_campaign_window_refresh_force (self);
  if (self->campaign_id != 0 &&
      mst_campaign_store_get_force_campaign (self->store, force_id, NULL) == self->campaign_id)
    mst_campaign_window_refresh_campaign (self);
}

void
mst_campaign_window_show_campaign (MstCampaignWindow *self, gint64 campaign_id)
{
  g_return_if_fail (MST_IS_CAMPAIGN_WINDOW (self));

  if (self->store == NULL)
    return;
  if (self->on_server)
    {
      self->on_server = FALSE;
      mst_campaign_window_update_actions (self);
    }
  self->campaign_id = campaign_id;
  mst_campaign_window_refresh_campaign (self);
  g_ptr_array_set_size (self->pages, 0);
  g_ptr_array_add (self->pages, g_strdup ("campaigns"));
  adw_leaflet_set_visible_child_name (self->leaflet, "campaign");
}
