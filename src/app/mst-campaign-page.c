/* mst-campaign-page.c: the campaigns window's page of one campaign: its
 * summary, forces and battles, a battle read back, and what the
 * campaign's menu does, each through the campaign's session.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-battle-window.h"
#include "mst-campaign-rows.h"
#include "mst-campaign-window-private.h"

static GtkWidget *
create_line_row (gpointer item, gpointer user_data)
{
  return mst_campaign_line_row_new (MST_CAMPAIGN_LINE (item), FALSE);
}

/* A call's answer: FALSE when the window has gone, else TRUE, @error said
 * when it failed. */
static gboolean
answered_call (MstCampaignWindow *self, GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return FALSE;
  if (error != NULL)
    mst_campaign_window_toast_error (self, error);
  return TRUE;
}

/* The campaign shown and an argument, for a call on its session. */
typedef struct {
  gint64 campaign_id;
  gint64 id;
  char *text;
  MstCatalogue *catalogue;
  MstBattle *battle;
  gboolean with_before;
} Args;

static void
args_free (gpointer data)
{
  Args *a = data;

  g_free (a->text);
  g_clear_object (&a->catalogue);
  g_clear_object (&a->battle);
  g_free (a);
}

static Args *
args_new (MstCampaignWindow *self)
{
  Args *a = g_new0 (Args, 1);

  a->campaign_id = self->campaign_id;
  a->catalogue = self->catalogue != NULL ? g_object_ref (self->catalogue) : NULL;
  return a;
}

static void
on_force_activated (GtkListBox *list, GtkListBoxRow *row, MstCampaignWindow *self)
{
  if (!MST_IS_CAMPAIGN_LINE_ROW (row))
    return;
  mst_campaign_force_page_show (self, mst_campaign_line_get_id (mst_campaign_line_row_get_item (MST_CAMPAIGN_LINE_ROW (row))),
                                TRUE);
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

/* A battle read back: with its records, and where the rule set has
 * levels of command and the place keeps them, the force as it stood
 * before it (which named each general's level that day). */
typedef struct {
  MstBattle *battle;
  MstForce *before;
} BattleRead;

static void
battle_read_free (gpointer data)
{
  BattleRead *r = data;

  g_clear_object (&r->battle);
  g_clear_object (&r->before);
  g_free (r);
}

static gpointer
read_battle_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;
  BattleRead *r;
  MstBattle *battle = mst_campaign_backend_get_battle (backend, a->battle, error);
  MstRuleset *rs;

  if (battle == NULL)
    return NULL;
  r = g_new0 (BattleRead, 1);
  r->battle = battle;
  rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
  if (a->with_before && rs != NULL && mst_ruleset_get_levels (rs) != NULL)
    r->before = mst_campaign_backend_replay_before_battle (backend, mst_battle_get_id (battle), NULL);
  return r;
}

/* The generals of a recorded battle.  Where the rule set has levels of
 * command (Brigade Command), each is named with his level in the force's
 * tree as it stood that day ("Morand", "Brigade · Killed"); elsewhere by
 * his post ("General of command 2 · Swept away"). */
static GListModel *
battle_generals (MstBattle *battle, MstForce *force)
{
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));
  g_autoptr(GPtrArray) commands = NULL;
  GListStore *store;

  if (force == NULL || rs == NULL)
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
fill_battle (MstCampaignWindow *self, BattleRead *r)
{
  MstBattle *battle = r->battle;
  g_autoptr(GListModel) units = NULL;
  g_autoptr(GListModel) generals = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *opponent = NULL;
  g_autofree char *supply = NULL;
  g_autofree char *force = NULL;
  gint64 force_id;
  const char *force_name;
  MstRuleset *rs = mst_ruleset_lookup (mst_battle_get_ruleset (battle));

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
  gtk_widget_set_visible (GTK_WIDGET (self->battle_supply_row), rs == NULL || mst_ruleset_has_pools (rs));
  units = mst_campaign_view_battle_units (battle);
  generals = battle_generals (battle, r->before);
  gtk_list_box_bind_model (self->battle_units_list, units, create_line_row, self, NULL);
  gtk_list_box_bind_model (self->battle_generals_list, generals, create_line_row, self, NULL);
  gtk_label_set_text (self->battle_notes_label,
                      mst_battle_get_notes (battle)[0] != '\0' ? mst_battle_get_notes (battle) : _("No notes"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.show-before",
                                 (mst_campaign_session_get_capabilities (self->shown) & MST_CAMPAIGN_CAN_SHOW_BEFORE)
                                   != 0);
  mst_campaign_window_go_to (self, "battle");
}

static void
on_battle_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  BattleRead *r = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);

  if (!answered_call (self, error) || r == NULL)
    return;
  if (MST_CAMPAIGN_SESSION (source) == self->shown)
    fill_battle (self, r);
  battle_read_free (r);
}

void
mst_campaign_page_show_battle (MstCampaignWindow *self, MstBattle *battle)
{
  Args *a;

  if (self->shown == NULL)
    return;
  a = args_new (self);
  a->battle = g_object_ref (battle);
  a->with_before = (mst_campaign_session_get_capabilities (self->shown) & MST_CAMPAIGN_CAN_SHOW_BEFORE) != 0;
  mst_campaign_session_run_async (self->shown, read_battle_call, a, args_free, battle_read_free, FALSE,
                                  self->cancellable, on_battle_read, g_object_ref (self));
}

static void
on_battle_activated (GtkListView *view, guint position, MstCampaignWindow *self)
{
  g_autoptr(MstBattle) battle = g_list_model_get_item (G_LIST_MODEL (self->battles_slice), position);

  if (battle != NULL)
    mst_campaign_page_show_battle (self, battle);
}

static gpointer
before_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_replay_before_battle (backend, a->id, error);
}

static void
on_before_read (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(MstForce) force = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  g_autoptr(GListModel) lines = NULL;
  g_autofree char *title = NULL;

  if (!answered_call (self, error) || force == NULL || self->battle == NULL)
    return;
  /* TRANSLATORS: the force as it stood before the battle named */
  title = g_strdup_printf (_("Before %s"), mst_battle_get_name (self->battle));
  adw_window_title_set_title (self->before_title, title);
  adw_window_title_set_subtitle (self->before_title, mst_battle_get_date (self->battle));
  lines = mst_campaign_view_force_lines (force);
  gtk_list_box_bind_model (self->before_list, lines, create_line_row, self, NULL);
  mst_campaign_window_go_to (self, "before");
}

static void
on_show_before (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  Args *a;

  if (self->battle == NULL || self->shown == NULL)
    return;
  a = args_new (self);
  a->id = mst_battle_get_id (self->battle);
  mst_campaign_session_run_async (self->shown, before_call, a, args_free, g_object_unref, FALSE, self->cancellable,
                                  on_before_read, g_object_ref (self));
}

/* The forces of the library in no campaign: asked for when the menu opens,
 * never while the campaign is shown, and added to it once read. */
static gpointer
free_forces_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_list_free_forces (backend, error);
}

static void
on_free_forces (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GMenu) menu = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  g_autoptr(GMenu) library = g_menu_new ();

  if (entries == NULL)
    {
      g_debug ("The library's forces were not listed: %s", error->message);
      return;
    }
  for (guint i = 0; i < entries->len; i++)
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
}

static void
on_add_force_popup (GtkMenuButton *button, gpointer user_data)
{
  MstCampaignWindow *self = user_data;
  g_autoptr(GMenu) menu = g_menu_new ();

  g_menu_append (menu, _("Start a Force from a _File…"), "campaign.add-force-file");
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
  if (self->shown != NULL)
    mst_campaign_session_run_async (self->shown, free_forces_call, NULL, NULL, (GDestroyNotify) g_ptr_array_unref,
                                    FALSE, self->cancellable, on_free_forces, g_object_ref (menu));
}

/* Renaming, archiving, deleting, exporting, adding forces */

static void
on_rename (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  g_autoptr(MstCampaign) campaign = mst_campaign_new (self->campaign_id, self->campaign_name, self->campaign_archived,
                                                      0, 0, 0, 0, NULL, NULL);

  mst_campaign_window_ask (self, MST_CAMPAIGN_DIALOG_RENAME_CAMPAIGN, G_OBJECT (campaign), NULL);
}

static gpointer
rename_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_rename (backend, a->campaign_id, a->text, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

/* A change to the campaign itself: said if refused, shown either way. */
static void
on_campaign_changed (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (!answered_call (self, error))
    return;
  mst_campaign_window_refresh_campaign (self);
}

void
mst_campaign_page_answer_rename (MstCampaignWindow *self, MstCampaignDialog *dialog)
{
  Args *a;

  if (self->shown == NULL)
    return;
  a = args_new (self);
  a->text = mst_campaign_dialog_dup_name (dialog);
  mst_campaign_session_run_async (self->shown, rename_call, a, args_free, NULL, TRUE, self->cancellable,
                                  on_campaign_changed, g_object_ref (self));
}

static gpointer
remove_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_remove (backend, a->campaign_id, a->id != 0, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static gpointer
purge_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  return mst_campaign_backend_purge_deleted (backend, G_MAXINT64, error) >= 0 ? GINT_TO_POINTER (TRUE) : NULL;
}

typedef struct {
  MstCampaignWindow *self;
  MstCampaignSession *session;
  gint64 campaign_id;
  gboolean undone;
} Deletion;

static void
on_restored (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (answered_call (self, error))
    mst_campaign_window_refresh_campaigns (self);
}

static void
on_undo_delete (AdwToast *t, Deletion *d)
{
  Args *a = g_new0 (Args, 1);

  d->undone = TRUE;
  a->campaign_id = d->campaign_id;
  a->id = FALSE;
  mst_campaign_session_run_async (d->session, remove_call, a, args_free, NULL, FALSE, d->self->cancellable,
                                  on_restored, g_object_ref (d->self));
}

static void
on_delete_dismissed (AdwToast *t, Deletion *d)
{
  /* Past the undo: gone for good (its forces stay in the library). */
  if (!d->undone)
    mst_campaign_session_run_async (d->session, purge_call, NULL, NULL, NULL, FALSE, NULL, NULL, NULL);
}

static void
deletion_free (gpointer data, GClosure *closure)
{
  Deletion *d = data;

  g_object_unref (d->self);
  g_object_unref (d->session);
  g_free (d);
}

static void
on_deleted (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;
  Args *a = mst_campaign_session_run_get_data (result);
  g_autofree char *title = NULL;
  Deletion *d;
  AdwToast *t;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (!answered_call (self, error) || error != NULL)
    return;
  d = g_new0 (Deletion, 1);
  d->self = g_object_ref (self);
  d->session = g_object_ref (MST_CAMPAIGN_SESSION (source));
  d->campaign_id = a->campaign_id;

  /* TRANSLATORS: a toast, with an Undo button */
  title = g_strdup_printf (_("“%s” deleted"), a->text);
  t = adw_toast_new (title);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (t, "button-clicked", G_CALLBACK (on_undo_delete), d);
  g_signal_connect_data (t, "dismissed", G_CALLBACK (on_delete_dismissed), d, deletion_free, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, t);

  if (self->campaign_id == a->campaign_id)
    {
      self->campaign_id = 0;
      mst_campaign_window_go_home (self);
    }
  mst_campaign_window_refresh_campaigns (self);
}

static void
on_delete (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  Args *a;

  if (self->shown == NULL)
    return;
  a = args_new (self);
  a->id = TRUE;
  a->text = g_strdup (self->campaign_name);
  mst_campaign_session_run_async (self->shown, remove_call, a, args_free, NULL, FALSE, self->cancellable, on_deleted,
                                  g_object_ref (self));
}

static gpointer
export_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_export_file (backend, a->campaign_id, a->text, error) ? GINT_TO_POINTER (TRUE) : NULL;
}

static void
on_exported (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(MstCampaignWindow) self = data;
  g_autoptr(GError) error = NULL;

  mst_campaign_session_run_finish (MST_CAMPAIGN_SESSION (source), result, &error);
  if (answered_call (self, error) && error == NULL)
    mst_campaign_window_toast (self, _("Campaign exported"));
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->shown != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 _("Only local files can be written"));
          mst_campaign_window_toast_error (self, error);
        }
      else
        {
          Args *a = args_new (self);

          a->text = g_steal_pointer (&path);
          mst_campaign_session_run_async (self->shown, export_call, a, args_free, NULL, FALSE, self->cancellable,
                                          on_exported, g_object_ref (self));
        }
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

/* A force file read and added, on the worker: the file is read there too. */
static gpointer
add_force_file_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;
  g_autoptr(MstForce) force = mst_force_open_file (a->text, a->catalogue, error);

  if (force == NULL || mst_campaign_backend_add_force (backend, a->campaign_id, force, NULL, error) == 0)
    return NULL;
  return GINT_TO_POINTER (TRUE);
}

static void
on_add_force_file_response (GtkNativeDialog *dialog, int response, MstCampaignWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->shown != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                                 _("Only local files can be read"));
          mst_campaign_window_toast_error (self, error);
        }
      else
        {
          Args *a = args_new (self);

          a->text = g_steal_pointer (&path);
          mst_campaign_session_run_async (self->shown, add_force_file_call, a, args_free, NULL, TRUE,
                                          self->cancellable, on_campaign_changed, g_object_ref (self));
        }
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

static gpointer
move_force_call (MstCampaignBackend *backend, gpointer data, GError **error)
{
  Args *a = data;

  return mst_campaign_backend_move_force (backend, a->campaign_id, a->id, NULL, error) ? GINT_TO_POINTER (TRUE)
                                                                                      : NULL;
}

static void
on_move_force (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  MstCampaignWindow *self = MST_CAMPAIGN_WINDOW (widget);
  Args *a;

  if (self->shown == NULL)
    return;
  a = args_new (self);
  a->id = g_variant_get_int64 (parameter);
  mst_campaign_session_run_async (self->shown, move_force_call, a, args_free, NULL, TRUE, self->cancellable,
                                  on_campaign_changed, g_object_ref (self));
}

/* A battle, through the battle form */

static void
on_battle_recorded (MstBattleWindow *window, gint64 battle_id, gboolean queued, MstCampaignWindow *self)
{
  /* The form recorded it through the campaign's own session: its lists
   * show it already; the force is read again. */
  if (queued)
    mst_campaign_window_club_queued (self);
  else
    mst_campaign_window_toast (self, _("Battle recorded; the force carries its losses"));
  if (self->force_id != 0 && g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "force") == 0)
    mst_campaign_window_refresh_force (self);
}

void
mst_campaign_window_record_battle (MstCampaignWindow *self, gint64 force_id)
{
  /* One form, whichever place the campaign is kept in. */
  GtkWindow *window = mst_battle_window_new (GTK_WINDOW (self), self->shown, self->campaign_id, force_id);

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

  /* Over the shown session's battles, once a campaign is shown. */
  self->battles_slice = gtk_slice_list_model_new (NULL, 0, MST_CAMPAIGN_FIRST_ROWS);
  battles = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->battles_slice)));
  rows = mst_campaign_window_factory_new (G_CALLBACK (on_battle_row_setup), G_CALLBACK (on_battle_row_bind), self);
  gtk_list_view_set_factory (self->battles_view, rows);
  gtk_list_view_set_model (self->battles_view, GTK_SELECTION_MODEL (battles));
  gtk_menu_button_set_create_popup_func (self->add_force_button, on_add_force_popup, self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "campaigns.show-before", FALSE);
}
