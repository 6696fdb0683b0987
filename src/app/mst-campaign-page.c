/* mst-campaign-page.c: the campaigns window's page of one campaign: its
 * summary, forces and battles, a battle read back, and what the
 * campaign's menu does.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window-private.h"

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
  mst_campaign_window_go_to (self, "force");
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

void
mst_campaign_page_show_battle (MstCampaignWindow *self, gint64 battle_id)
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
  mst_campaign_window_go_to (self, "battle");
}

static void
on_battle_activated (GtkListView *view, guint position, MstCampaignWindow *self)
{
  g_autoptr(MstBattle) battle = g_list_model_get_item (G_LIST_MODEL (self->battles), position);

  if (battle != NULL && self->on_server)
    mst_campaign_window_club_show_battle (self, battle);
  else if (battle != NULL)
    mst_campaign_page_show_battle (self, mst_battle_get_id (battle));
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
  mst_campaign_window_go_to (self, "before");
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

/* The first page of a campaign's battles, and each page after it. */
#define BATTLES_FIRST_PAGE 200
#define BATTLES_PAGE 5000

static gboolean
load_more_battles (gpointer data)
{
  MstCampaignWindow *self = data;
  g_autoptr(GError) error = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->battles));
  g_autoptr(MstBattle) last = n > 0 ? g_list_model_get_item (G_LIST_MODEL (self->battles), n - 1) : NULL;
  g_autoptr(GPtrArray) page = NULL;

  /* Another campaign shown meanwhile (a server's fills its list itself). */
  page = last != NULL && !self->on_server ? mst_campaign_store_list_battles_page (self->store, self->campaign_id, last, BATTLES_PAGE,
                                                              &error)
                      : NULL;
  if (page == NULL)
    {
      if (error != NULL)
        mst_campaign_window_toast_error (self, error);
      self->battles_more_id = 0;
      return G_SOURCE_REMOVE;
    }
  g_list_store_splice (self->battles, n, 0, page->pdata, page->len);
  if (page->len < BATTLES_PAGE)
    {
      self->battles_more_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
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
  g_clear_handle_id (&self->battles_more_id, g_source_remove);
  /* The totals from SQL, and the latest battles first: a page now, the
   * rest a page an idle, so a long campaign opens as fast as a short one. */
  summary = mst_campaign_store_summarize (self->store, self->campaign_id, &error);
  if (summary != NULL)
    battles = mst_campaign_store_list_battles_page (self->store, self->campaign_id, NULL, BATTLES_FIRST_PAGE, &error);
  if (battles == NULL)
    {
      mst_campaign_window_toast_error (self, error);
      return;
    }
  /* By date, as the window takes them. */
  for (guint i = 0, j = battles->len; i + 1 < j; i++, j--)
    {
      gpointer b = battles->pdata[i];
      battles->pdata[i] = battles->pdata[j - 1];
      battles->pdata[j - 1] = b;
    }
  mst_campaign_window_fill_campaign (self, summary, battles);
  if (battles->len == BATTLES_FIRST_PAGE)
    self->battles_more_id = g_idle_add (load_more_battles, self);
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
      g_object_notify (G_OBJECT (self), "campaign-archived");
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
  self->forces_slice = gtk_slice_list_model_new (g_object_ref (forces), 0, self->drawn ? G_MAXUINT : MST_CAMPAIGN_FIRST_ROWS);
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

void
mst_campaign_page_answer_rename (MstCampaignWindow *self, MstCampaignDialog *dialog)
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
  mst_campaign_window_refresh_campaigns (d->self);
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
  mst_campaign_window_go_home (self);
  mst_campaign_window_refresh_campaigns (self);
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
        force = mst_force_open_file (path, self->catalogue, &error);
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
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, gboolean queued, MstCampaignWindow *self)
{
  if (self->on_server)
    {
      mst_campaign_window_club_recorded (self, queued);
      return;
    }
  mst_campaign_window_toast (self, _("Battle recorded; the force carries its losses"));
  mst_campaign_window_refresh_campaign (self);
  if (g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    mst_campaign_window_refresh_force (self);
}

void
mst_campaign_window_record_battle (MstCampaignWindow *self, gint64 force_id)
{
  /* One form, whichever place the campaign is kept in. */
  MstCampaignSession *session = self->on_server ? mst_campaign_window_club_session (self) : self->session;
  GtkWindow *window = mst_battle_window_new (GTK_WINDOW (self), session, self->campaign_id, force_id);

  g_signal_connect_object (window, "recorded", G_CALLBACK (on_battle_recorded), self, 0);
  gtk_window_present (window);
}

static void
on_record_battle (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  mst_campaign_window_record_battle (MST_CAMPAIGN_WINDOW (widget), g_variant_get_int64 (parameter));
}

void
mst_campaign_page_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_force_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_battle_activated);
  gtk_widget_class_install_action (widget_class, "campaigns.show-before", NULL, on_show_before);
  gtk_widget_class_install_action (widget_class, "campaign.rename", NULL, on_rename);
  gtk_widget_class_install_action (widget_class, "campaign.export", NULL, on_export);
  gtk_widget_class_install_action (widget_class, "campaign.delete", NULL, on_delete);
  gtk_widget_class_install_action (widget_class, "campaign.add-force-file", NULL, on_add_force_file);
  gtk_widget_class_install_action (widget_class, "campaign.move-force", "x", on_move_force);
  gtk_widget_class_install_action (widget_class, "campaign.record-battle", "x", on_record_battle);
}

void
mst_campaign_page_init (MstCampaignWindow *self)
{
  g_autoptr(GtkListItemFactory) rows = NULL;
  g_autoptr(GtkNoSelection) battles = NULL;

  self->battles_slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->battles)), 0,
                                                  MST_CAMPAIGN_FIRST_ROWS);
  battles = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->battles_slice)));
  rows = mst_campaign_window_factory_new (G_CALLBACK (on_battle_row_setup), G_CALLBACK (on_battle_row_bind), self);
  gtk_list_view_set_factory (self->battles_view, rows);
  gtk_list_view_set_model (self->battles_view, GTK_SELECTION_MODEL (battles));
  gtk_menu_button_set_create_popup_func (self->add_force_button, on_add_force_popup, self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.show-before", FALSE);
}
