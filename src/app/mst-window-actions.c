/* mst-window-actions.c: what the main window's menus, buttons, keys and
 * dropped files do.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-cards-window.h"
#include "mst-game-window.h"
#include "mst-list-chooser.h"
#include "mst-new-force-dialog.h"
#include "mst-ruleset-tables-window.h"
#include "mst-scouting-window.h"
#include "mst-compare-window.h"
#include "mst-window-private.h"

/* Files */

typedef struct {
  MstWindow *window;
  char *basename;
} Import;

static void
import_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Import *import = user_data;
  MstWindow *self = import->window;
  g_autoptr(GError) error = NULL;
  gint64 id = mst_library_import_file_finish (MST_LIBRARY (source), result, &error);

  self->importing--;
  if (self->importing == 0)
    adw_window_title_set_subtitle (self->library_title, self->library_subtitle);
  if (id <= 0)
    mst_window_show_toast (self, error->message);
  else if (mst_window_open_force (self, id))
    {
      g_autofree char *message = g_strdup_printf (_("Imported “%s”"), import->basename);
      mst_window_show_toast (self, message);
    }
  g_free (import->basename);
  g_object_unref (import->window);
  g_free (import);
}

gboolean
mst_window_is_busy (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  return self->importing > 0 ||
         (self->session != NULL && (mst_force_session_get_saving (self->session) ||
                                    mst_force_session_get_dirty (self->session)));
}

void
mst_window_open_file (MstWindow *self, GFile *file)
{
  g_autofree char *path = NULL;
  g_autofree char *basename = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  basename = g_file_get_basename (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *message = g_strdup_printf (_("%s: only local files can be opened"), uri);
      mst_window_show_toast (self, message);
      return;
    }

  if (mst_window_library_writable (self))
    {
      Import *import = g_new0 (Import, 1);
      g_autofree char *message = g_strdup_printf (_("Importing “%s”…"), basename);

      /* Read, checked and stored in a thread; the library's subtitle says
       * so until then. */
      import->window = g_object_ref (self);
      import->basename = g_steal_pointer (&basename);
      if (self->importing == 0)
        {
          g_free (self->library_subtitle);
          self->library_subtitle = g_strdup (adw_window_title_get_subtitle (self->library_title));
        }
      adw_window_title_set_subtitle (self->library_title, message);
      self->importing++;
      mst_library_import_file_async (mst_window_get_library (self), path, mst_window_get_catalogue (self), NULL,
                                     import_done, import);
    }
  else
    {
      g_autoptr(MstForce) force = mst_force_open_file (path, mst_window_get_catalogue (self), &error);
      g_autofree char *message = NULL;

      if (force == NULL)
        {
          mst_window_show_toast (self, error->message);
          return;
        }
      mst_force_set_id (force, 0);
      mst_window_show_force (self, force, FALSE);
      message = g_strdup_printf (_("“%s” is open read-only: the library cannot be written"), basename);
      mst_window_show_toast (self, message);
    }
}

gboolean
mst_window_export_file (MstWindow *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->force == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("No force is open"));
      return FALSE;
    }
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local files can be written"), uri);
      return FALSE;
    }
  mst_window_save_now (self);
  /* It leaves the machine: a force on the player's own list carries it. */
  return mst_force_save_shared_file (self->force, mst_window_get_catalogue (self), path, error);
}

/* The banner's Add List: the list the open force carries joins the
 * player's lists (beside any of that id), and the force is read again
 * over it. */
static void
add_carried_list_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(MstForce) force = self->force != NULL ? g_object_ref (self->force) : NULL;
  g_autoptr(MstForce) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (force == NULL || mst_window_get_catalogue (self) == NULL)
    return;
  fresh = mst_carried_list_add (force, mst_window_get_catalogue (self), NULL, &message, &error);
  if (fresh == NULL)
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  mst_force_assign (force, fresh);
  mst_window_save_now (self);
  mst_window_show_force (self, force, TRUE);
  if (message != NULL)
    mst_window_show_toast (self, message);
}

static GtkFileFilter *
muster_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Muster forces"));
  gtk_file_filter_add_pattern (filter, "*.muster");
  return filter;
}

static void
on_import_response (GtkNativeDialog *dialog, int response, MstWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);
          mst_window_open_file (self, file);
        }
    }
  g_clear_object (&self->chooser);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, MstWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (mst_window_export_file (self, file, &error))
        {
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *message = g_strdup_printf (_("Exported to “%s”"), name);
          mst_window_show_toast (self, message);
        }
      else
        mst_window_show_toast (self, error->message);
    }
  g_clear_object (&self->chooser);
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, MstWindow *self)
{
  GSList *files;

  GdkDrop *drop = gtk_drop_target_get_current_drop (target);

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  /* A force dragged out of the library and dropped back is no import. */
  if (drop != NULL && gdk_drop_get_drag (drop) != NULL)
    return FALSE;
  files = gdk_file_list_get_files (g_value_get_boxed (value));
  for (GSList *l = files; l != NULL; l = l->next)
    mst_window_open_file (self, l->data);
  g_slist_free (files);
  return files != NULL;
}

/* Actions */

static void
on_new_force_dialog_create (MstWindow *self, const char *name, MstNationList *list)
{
  if (mst_window_create_force (self, name, list) != NULL)
    mst_force_editor_focus_name (mst_window_ensure_editor (self));
}

static void
new_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstNewForceDialog *dialog = mst_new_force_dialog_new (mst_window_get_catalogue (self));

  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "create", G_CALLBACK (on_new_force_dialog_create), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
import_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = muster_filter ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Import Forces"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), NULL);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (self->chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_import_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GtkFileFilter) filter = muster_filter ();
  g_autofree char *name = NULL;

  if (self->force == NULL)
    return;
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Export Force"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), NULL);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  name = g_strdup_printf ("%s.muster", mst_force_get_name (self->force)[0] != '\0'
                                       ? mst_force_get_name (self->force) : _("Force"));
  /* A name is a file name here: no folder separators. */
  g_strdelimit (name, G_DIR_SEPARATOR_S, '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
on_rename_response (AdwMessageDialog *dialog, const char *response, MstWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");

  if (g_strcmp0 (response, "rename") != 0 || self->force == NULL || self->history == NULL)
    return;
  mst_history_set (self->history, _("Rename force"), self->force, "name", gtk_editable_get_text (entry));
  mst_history_seal (self->history);
}

static void
rename_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (self->force == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Force"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), mst_force_get_name (self->force));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Force name"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "rename", _("_Rename"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_rename_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

static void
duplicate_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (self->force == NULL || !mst_window_library_writable (self))
    return;
  mst_window_save_now (self);
  id = mst_library_duplicate (mst_window_get_library (self), mst_force_get_id (self->force), NULL, &error);
  if (id <= 0)
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  if (mst_window_open_force (self, id))
    {
      g_autofree char *message = g_strdup_printf (_("Duplicated as “%s”"), mst_force_get_name (self->force));
      mst_window_refresh_library (self);
      mst_window_show_toast (self, message);
    }
}

static void
delete_force_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstLibrary *library = mst_window_get_library (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *message = NULL;
  gint64 id;

  if (self->force == NULL || !mst_window_library_writable (self))
    return;
  mst_window_save_now (self);
  id = mst_force_get_id (self->force);
  /* Kept as the file it would export to, for the toast's Undo. */
  data = mst_library_get_force_data (library, id, &error);
  if (data == NULL || !mst_library_delete (library, id, &error))
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  message = g_strdup_printf (_("“%s” deleted"), mst_force_get_name (self->force));
  g_free (self->deleted_data);
  self->deleted_data = g_steal_pointer (&data);
  self->deleted_id = id;
  /* Out of the library: closing it must not store it again. */
  mst_force_set_id (self->force, 0);
  mst_window_show_force (self, NULL, FALSE);
  mst_window_refresh_library (self);
  mst_window_undo_toast (self, message, "win.undo-delete");
  mst_window_update_actions (self);
}

static void
undo_delete_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = g_steal_pointer (&self->deleted_data);

  mst_window_update_actions (self);
  if (data == NULL || !mst_window_library_writable (self))
    return;
  force = mst_force_open_data (data, strlen (data), mst_library_get_path (mst_window_get_library (self)),
                                   mst_window_get_catalogue (self), &error);
  if (force != NULL)
    {
      /* Back under its own id. */
      mst_force_set_id (force, self->deleted_id);
      if (!mst_library_save (mst_window_get_library (self), force, &error))
        g_clear_object (&force);
    }
  if (force == NULL)
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  mst_window_show_force (self, force, TRUE);
  mst_window_refresh_library (self);
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->history != NULL && mst_window_editor_editable (self))
    mst_history_undo (self->history);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->history != NULL && mst_window_editor_editable (self))
    mst_history_redo (self->history);
}

static void
add_command_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_force_editor_add_command (mst_window_ensure_editor (MST_WINDOW (widget)));
}

/* A command of @level in no other: a division, or a brigade on its own
 * (in Brigade Command, a brigade in no division). */
static void
add_level_command (MstWindow *self, const char *level)
{
  MstRuleset *rs = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;
  const char *const *levels = rs != NULL ? mst_ruleset_get_levels (rs) : NULL;

  if (levels == NULL || !g_strv_contains (levels, level))
    return;
  mst_force_editor_add_subcommand (mst_window_ensure_editor (self), level, NULL);
}

static void
add_division_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  add_level_command (MST_WINDOW (widget), "division");
}

static void
add_brigade_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  add_level_command (MST_WINDOW (widget), "brigade");
}

static void
add_unit_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  mst_force_editor_pick_unit (mst_window_ensure_editor (MST_WINDOW (widget)), NULL);
}

/* Resilience after deployment: one D6 per unit; the unit is the best grade
 * whose threshold the die meets (Drums and Muskets, Resilience). */
static void
roll_resilience_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GPtrArray) rolls = NULL;
  g_autofree char *message = NULL;
  guint rolled = 0;

  if (self->force == NULL || !mst_window_editor_editable (self))
    return;
  rolls = mst_deploy_roll (self->force, self->dice);
  /* One step in the editor's history, so that rolling again is undone
   * like any other edit. */
  mst_history_begin (self->history, _("Roll resilience"));
  for (guint i = 0; i < rolls->len; i++)
    {
      MstDeployRoll *roll = g_ptr_array_index (rolls, i);

      mst_history_set_roll (self->history, NULL, roll->unit, roll->grade, roll->die);
      rolled++;
    }
  mst_history_end (self->history);
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Resilience rolled for %u unit",
                                          "Resilience rolled for %u units", rolled),
                             rolled);
  if (rolled > 0)
    mst_window_undo_toast (self, message, "win.undo");
  else
    mst_window_show_toast (self, _("No unit to roll for"));
}

static void
search_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  adw_leaflet_set_visible_child_name (self->leaflet, "library");
  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* The keyboard shortcuts window, built the first time it is asked for:
 * at GTK's automatic path it was built with every window, a few
 * milliseconds of every start. */
static void
show_help_overlay_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/org/muster/Muster/mst-shortcuts-window.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* The window keeps it, hidden on close, for the next time. */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
show_library_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  adw_leaflet_set_visible_child_name (MST_WINDOW (widget)->leaflet, "library");
}

static void
roster_cards_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);

  if (self->force == NULL || state == NULL)
    return;
  gtk_window_present (mst_cards_window_new (GTK_WINDOW (self), self->force, mst_app_state_get_catalogue (state),
                                            mst_app_state_get_settings (state)));
}

/* A game of the force: the unfinished one saved for it is resumed, else a
 * new one starts, a campaign battle when the force is in a campaign. */
static void
play_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);

  if (self->force == NULL || state == NULL)
    return;
  mst_game_window_play (GTK_WINDOW (self), self->force, mst_force_get_id (self->force),
                        mst_app_state_get_library (state), mst_app_state_get_catalogue (state),
                        mst_app_state_get_settings (state), NULL);
}

/* A game between the open force and another of its rule set from the
 * library, at one table. */
static void
play_against_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);
  MstLibrary *library = mst_window_get_library (self);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  if (self->force == NULL || library == NULL || state == NULL)
    return;
  entries = mst_library_list_ruleset (library, mst_force_get_ruleset (self->force), mst_force_get_id (self->force),
                                      &error);
  if (entries == NULL)
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  if (entries->len == 0)
    {
      mst_window_show_toast (self, _("No other force of this rule set is in the library to play against"));
      return;
    }
  mst_game_window_choose_opponent (GTK_WINDOW (self), self->force, entries, library,
                                   mst_app_state_get_catalogue (state), mst_app_state_get_settings (state));
}

/* Print goes through the roster cards window's own Print: the same
 * operation, the same paper and layout the player chose there. */
static void
print_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);
  GtkWindow *cards;

  if (self->force == NULL || state == NULL)
    return;
  cards = mst_cards_window_new (GTK_WINDOW (self), self->force, mst_app_state_get_catalogue (state),
                                mst_app_state_get_settings (state));
  gtk_window_present (cards);
  gtk_widget_activate_action (GTK_WIDGET (cards), "cards.print", NULL);
}

/* The scouting window rolls resilience for the current force itself; the
 * editor takes the rolls into its history so that Undo here undoes them. */
static void
on_scouting_resilience_rolled (MstWindow *self, MstForce *force, GPtrArray *rolls)
{
  if (force != self->force || self->history == NULL)
    return;
  mst_deploy_revert (rolls);
  mst_history_begin (self->history, _("Roll resilience"));
  for (guint i = 0; i < rolls->len; i++)
    {
      MstDeployRoll *roll = g_ptr_array_index (rolls, i);
      mst_history_set_roll (self->history, NULL, roll->unit, roll->grade, roll->die);
    }
  mst_history_end (self->history);
}

static void
scouting_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);
  GtkWindow *window;

  if (state == NULL)
    return;
  window = mst_scouting_window_new (GTK_WINDOW (self), mst_window_get_library (self),
                                    mst_app_state_get_catalogue (state), self->force);
  g_signal_connect_object (window, "resilience-rolled",
                           G_CALLBACK (on_scouting_resilience_rolled), self, G_CONNECT_SWAPPED);
  gtk_window_present (window);
}

/* The open force against another of its rule set from the library. */
static void
compare_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);

  if (state == NULL || self->force == NULL)
    return;
  gtk_window_present (mst_compare_window_new (GTK_WINDOW (self), mst_window_get_library (self),
                                              mst_app_state_get_catalogue (state), self->force));
}

/* A rule set's tests and charts, in the one window every rule set has,
 * with the dice the player throws for tests. */
static void
present_tables (MstWindow *self, MstRuleset *rs)
{
  MstAppState *state = mst_window_get_state (self);
  GtkWindow *window;
  g_autofree char *dice = NULL;

  if (state == NULL)
    return;
  window = mst_ruleset_tables_window_new (GTK_WINDOW (self), rs);
  dice = g_settings_get_string (mst_app_state_get_settings (state), "test-dice");
  mst_ruleset_tables_window_set_test_dice (MST_RULESET_TABLES_WINDOW (window), dice);
  gtk_window_present (window);
}

/* The open force's rule set's. */
static void
test_tables_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstRuleset *rs = self->force != NULL ? mst_ruleset_for_force (self->force) : NULL;

  present_tables (self, rs != NULL ? rs : mst_rulesets_get_default ());
}

/* The player's own nation lists: a new one, a copy, or one to edit. */
static void
edit_lists_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  MstAppState *state = mst_window_get_state (self);

  if (state == NULL)
    return;
  gtk_window_present (mst_list_chooser_new (GTK_WINDOW (self), mst_app_state_get_catalogue (state)));
}

/* Any rule set's tests and charts, with or without
 * a force of it open: a player of the brigade-level game reaches its
 * tables before Muster builds its forces. */
static void
ruleset_tables_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstRuleset *rs = mst_ruleset_lookup (g_variant_get_string (param, NULL));

  if (rs != NULL)
    present_tables (MST_WINDOW (widget), rs);
}

void
mst_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-force", NULL, new_force_action);
  gtk_widget_class_install_action (widget_class, "win.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "win.add-carried-list", NULL, add_carried_list_action);
  gtk_widget_class_install_action (widget_class, "win.rename-force", NULL, rename_force_action);
  gtk_widget_class_install_action (widget_class, "win.duplicate-force", NULL, duplicate_force_action);
  gtk_widget_class_install_action (widget_class, "win.delete-force", NULL, delete_force_action);
  gtk_widget_class_install_action (widget_class, "win.undo-delete", NULL, undo_delete_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.add-command", NULL, add_command_action);
  gtk_widget_class_install_action (widget_class, "win.add-division", NULL, add_division_action);
  gtk_widget_class_install_action (widget_class, "win.add-brigade", NULL, add_brigade_action);
  gtk_widget_class_install_action (widget_class, "win.add-unit", NULL, add_unit_action);
  gtk_widget_class_install_action (widget_class, "win.roll-resilience", NULL, roll_resilience_action);
  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_help_overlay_action);

  gtk_widget_class_install_action (widget_class, "win.roster-cards", NULL, roster_cards_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.play-against", NULL, play_against_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_install_action (widget_class, "win.scouting", NULL, scouting_action);
  gtk_widget_class_install_action (widget_class, "win.compare", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "win.test-tables", NULL, test_tables_action);
  gtk_widget_class_install_action (widget_class, "win.edit-lists", NULL, edit_lists_action);
  gtk_widget_class_install_action (widget_class, "win.ruleset-tables", "s", ruleset_tables_action);
}

void
mst_window_actions_init (MstWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}
