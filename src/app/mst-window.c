/* mst-window.c: the main window: the library on the left, the force on the right.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds the window itself and the force it shows; its library
 * is mst-window-library.c, what its menus, buttons and dropped files do
 * mst-window-actions.c, its ways of sharing a force mst-window-share.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-force-editor.h"
#include "mst-help-window.h"
#include "mst-library-item.h"
#include "mst-row-util.h"
#include "mst-window-private.h"
#include "mst-window-share.h"

G_DEFINE_FINAL_TYPE (MstWindow, mst_window, ADW_TYPE_APPLICATION_WINDOW)

MstAppState *
mst_window_get_state (MstWindow *self)
{
  return self->state;
}

/* NULL while the application still loads them: the window never waits. */
MstLibrary *
mst_window_get_library (MstWindow *self)
{
  return self->state != NULL ? mst_app_state_get_library (self->state) : NULL;
}

MstCatalogue *
mst_window_get_catalogue (MstWindow *self)
{
  return self->state != NULL ? mst_app_state_get_catalogue (self->state) : NULL;
}

gboolean
mst_window_is_loading (MstWindow *self)
{
  return self->state != NULL && !mst_app_state_is_ready (self->state);
}

/* Whether changes can be kept: the library is open and writable. */
gboolean
mst_window_library_writable (MstWindow *self)
{
  MstLibrary *library = mst_window_get_library (self);

  return library != NULL && !mst_library_is_read_only (library);
}

void
mst_window_show_toast (MstWindow *self, const char *title)
{
  AdwToast *t;

  g_return_if_fail (MST_IS_WINDOW (self));
  t = adw_toast_new (title);

  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* Offers to undo the step just made; the next change of the history
 * dismisses the offer, so that it never undoes something else. */
void
mst_window_undo_toast (MstWindow *self, const char *title, const char *action)
{
  AdwToast *t = adw_toast_new (title);

  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_action_name (t, action);
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  g_set_weak_pointer (&self->undo_toast, t);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

static void on_editor_undo_toast (MstWindow *self, const char *title);

/* The force editor, made when a force is first opened: a window that
 * starts on its library does not build it before its first frame. */
MstForceEditor *
mst_window_ensure_editor (MstWindow *self)
{
  if (self->editor == NULL)
    {
      self->editor = g_object_new (MST_TYPE_FORCE_EDITOR, NULL);
      g_signal_connect_object (self->editor, "undo-toast", G_CALLBACK (on_editor_undo_toast), self,
                               G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->force_stack, GTK_WIDGET (self->editor), "editor");
    }
  return self->editor;
}

gboolean
mst_window_editor_editable (MstWindow *self)
{
  return self->editor != NULL && mst_force_editor_get_editable (self->editor);
}

/* The levels of command the app adds, by token, each under its own whole
 * label and action: Brigade Command's division and brigade, Revolutionary
 * Wars' brigade. */
static const struct {
  const char *level;
  const char *label;
  const char *action;
} level_actions[] = {
  { "division", N_("Add _Division"), "win.add-division" },
  { "brigade", N_("Add _Brigade"), "win.add-brigade" },
};

static gboolean
has_level (const char *const *levels, const char *level)
{
  for (guint i = 0; levels != NULL && levels[i] != NULL; i++)
    if (g_str_equal (levels[i], level))
      return TRUE;
  return FALSE;
}

/* The menu's key for @levels (see menu_levels). */
static guint
levels_key (const char *const *levels)
{
  guint key;

  if (levels == NULL)
    return 0;
  key = 1;
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (has_level (levels, level_actions[i].level))
      key |= 2u << i;
  return key;
}

/* Drums and Muskets adds sub-generals; a rule set with levels adds a
 * command of each of its levels (a brigade on its own). */
static void
update_command_items (MstWindow *self, const char *const *levels)
{
  guint key = levels_key (levels);
  guint shown = 0;

  if (key == self->menu_levels)
    return;
  if (self->menu_levels == 0)
    g_menu_remove (self->command_section, 0);
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (self->menu_levels & (2u << i))
      g_menu_remove (self->command_section, 0);
  self->menu_levels = key;
  if (key == 0)
    g_menu_insert (self->command_section, 0, _("Add _Sub-general"), "win.add-command");
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    if (key & (2u << i))
      g_menu_insert (self->command_section, shown++, _(level_actions[i].label), level_actions[i].action);
}

void
mst_window_update_actions (MstWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean has_force = self->force != NULL;
  gboolean editable = has_force && mst_window_editor_editable (self);
  gboolean stored = has_force && mst_window_library_writable (self) && mst_force_get_id (self->force) > 0;
  gboolean has_list = has_force && mst_force_get_list (self->force) != NULL;
  MstRuleset *rs = has_force ? mst_ruleset_for_force (self->force) : NULL;
  /* What the rule set has: commands, a roll after deployment (Drums and
   * Muskets' resilience), a scouting contest.  Any force exports, as a
   * file, a roster or a share code. */
  gboolean commands = rs == NULL || mst_ruleset_has_commands (rs);
  gboolean rolls = rs == NULL || MST_RULESET_GET_CLASS (rs)->deploy_grade != NULL;
  gboolean scouting = rs == NULL || mst_ruleset_has_scouting (rs);
  const char *const *levels = rs != NULL ? mst_ruleset_get_levels (rs) : NULL;

  gtk_widget_action_set_enabled (w, "win.new-force", mst_window_library_writable (self));
  gtk_widget_action_set_enabled (w, "win.undo", editable && mst_history_can_undo (self->history));
  gtk_widget_action_set_enabled (w, "win.redo", editable && mst_history_can_redo (self->history));
  gtk_widget_action_set_enabled (w, "win.export", has_force);
  gtk_widget_action_set_enabled (w, "win.rename-force", stored);
  gtk_widget_action_set_enabled (w, "win.duplicate-force", stored);
  gtk_widget_action_set_enabled (w, "win.delete-force", stored);
  gtk_widget_action_set_enabled (w, "win.add-command", editable && commands && levels == NULL);
  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    gtk_widget_action_set_enabled (w, level_actions[i].action, editable && has_level (levels, level_actions[i].level));
  update_command_items (self, levels);
  gtk_widget_action_set_enabled (w, "win.add-unit", editable && has_list);
  gtk_widget_action_set_enabled (w, "win.roll-resilience", editable && has_list && rolls);
  gtk_widget_action_set_enabled (w, "win.roster-cards", has_force);
  gtk_widget_action_set_enabled (w, "win.print", has_force);
  gtk_widget_action_set_enabled (w, "win.play", has_force);
  gtk_widget_action_set_enabled (w, "win.play-against", has_force && has_list);
  gtk_widget_action_set_enabled (w, "win.scouting", scouting);
  gtk_widget_action_set_enabled (w, "win.compare", has_force && has_list);
  gtk_widget_action_set_enabled (w, "win.undo-delete", self->deleted_data != NULL && mst_window_library_writable (self));
}

static void
update_history_labels (MstWindow *self)
{
  const char *undo = self->history != NULL ? mst_history_get_undo_label (self->history) : NULL;
  const char *redo = self->history != NULL ? mst_history_get_redo_label (self->history) : NULL;
  g_autofree char *undo_tip = NULL;
  g_autofree char *redo_tip = NULL;

  /* TRANSLATORS: the Undo button's tooltip, "Undo Rename unit" */
  undo_tip = undo != NULL ? g_strdup_printf (_("Undo %s"), undo) : g_strdup (_("Undo"));
  /* TRANSLATORS: the Redo button's tooltip, "Redo Rename unit" */
  redo_tip = redo != NULL ? g_strdup_printf (_("Redo %s"), redo) : g_strdup (_("Redo"));
  mst_widget_set_tooltip_text (self->undo_button, undo_tip);
  mst_widget_set_tooltip_text (self->redo_button, redo_tip);
}

/* Saving: the session stores every change in a worker thread; here, what
 * the window shows of it. */

void
mst_window_save_now (MstWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (MST_IS_WINDOW (self));

  if (self->session == NULL)
    return;
  /* The banner says why, if it fails. */
  mst_force_session_flush (self->session, &error);
}

static void
on_session_error (MstWindow *self)
{
  const char *message = mst_force_session_get_error_message (self->session);

  if (message != NULL)
    {
      g_autofree char *text = NULL;

      if (g_error_matches (mst_force_session_get_error (self->session), MST_ERROR, MST_ERROR_CONFLICT))
        text = g_strdup (message);
      else
        text = g_strdup_printf (_("Changes are not being saved: %s"), message);
      gtk_label_set_text (self->save_banner_label, text);
    }
  gtk_revealer_set_reveal_child (self->save_banner, message != NULL);
}

static void
restore_backup_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!mst_app_state_restore_backup (self->state, &error))
    {
      mst_window_show_toast (self, error->message);
      return;
    }
  mst_window_attach_library (self);
  mst_window_show_toast (self, _("The last copy of the library was restored; the damaged file was kept beside it"));
}

static void
dismiss_save_error_action (GtkWidget *widget, const char *action_name, GVariant *param)
{
  MstWindow *self = MST_WINDOW (widget);

  if (self->session != NULL)
    mst_force_session_dismiss_error (self->session);
}

/* Read again from the library: a battle or a change between battles was
 * recorded (here or in another window), or a save met a conflict (the
 * banner says that one). */
static void
on_session_reloaded (MstWindow *self, gboolean lost)
{
  if (!lost)
    mst_window_show_toast (self, _("The force was updated by its campaign"));
  update_history_labels (self);
  mst_window_update_actions (self);
}

static void
on_force_changed (MstWindow *self)
{
  adw_window_title_set_title (self->force_title, mst_force_get_name (self->force)[0] != '\0'
                                                 ? mst_force_get_name (self->force)
                                                 : _("Unnamed force"));
  mst_window_refresh_current_row (self);
}

static void
on_history_changed (MstWindow *self)
{
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  update_history_labels (self);
  mst_window_update_actions (self);
}

void
mst_window_show_force (MstWindow *self, MstForce *force, gboolean editable)
{

  mst_window_save_now (self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
  g_clear_object (&self->session);
  gtk_revealer_set_reveal_child (self->save_banner, FALSE);
  gtk_revealer_set_reveal_child (self->list_banner, FALSE);

  if (force == NULL)
    {
      if (self->editor != NULL)
        mst_force_editor_set_force (self->editor, NULL, NULL);
      mst_window_update_force_placeholder (self, TRUE);
      adw_window_title_set_title (self->force_title, "");
      adw_window_title_set_subtitle (self->force_title, "");
      mst_window_select_current_row (self);
      update_history_labels (self);
      mst_window_update_actions (self);
      return;
    }

  /* Without its list its numbers would be made up: the force opens
   * read-only, and the banner names the list and where Muster looked. */
  if (mst_force_get_list (force) == NULL)
    {
      g_autofree char *why = mst_catalogue_describe_missing_list (mst_force_get_list_id (force),
                                                                  mst_force_get_ruleset (force));
      g_autofree char *text = g_strdup_printf (_("This force is open read-only: %s"), why);

      editable = FALSE;
      gtk_label_set_text (self->list_banner_label, text);
      gtk_widget_set_visible (self->add_list_button, FALSE);
      gtk_revealer_set_reveal_child (self->list_banner, TRUE);
    }
  /* A force shared on its player's own list brings it: offered here. */
  else if (mst_window_get_catalogue (self) != NULL && mst_carried_list_is_new (force, mst_window_get_catalogue (self)))
    {
      g_autofree char *text = mst_carried_list_describe (force, mst_window_get_catalogue (self));

      gtk_label_set_text (self->list_banner_label, text);
      gtk_widget_set_visible (self->add_list_button, editable);
      gtk_revealer_set_reveal_child (self->list_banner, TRUE);
    }
  self->session = mst_force_session_new (editable ? mst_window_get_library (self) : NULL, force);
  self->force = g_object_ref (force);
  self->history = g_object_ref (mst_force_session_get_history (self->session));
  g_signal_connect_object (self->session, "notify::error-message", G_CALLBACK (on_session_error),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "reloaded", G_CALLBACK (on_session_reloaded),
                           self, G_CONNECT_SWAPPED);
  mst_force_editor_set_editable (mst_window_ensure_editor (self), editable);
  mst_force_editor_set_force (self->editor, force, self->history);
  gtk_stack_set_visible_child_name (self->force_stack, "editor");
  {
    MstNationList *list = mst_force_get_list (force);
    g_autofree char *subtitle = list != NULL ? mst_nation_list_dup_title (list)
                                             : g_strdup (mst_force_get_list_id (force));
    adw_window_title_set_subtitle (self->force_title, subtitle);
  }
  g_signal_connect_object (force, "changed", G_CALLBACK (on_force_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "changed", G_CALLBACK (on_history_changed), self,
                           G_CONNECT_SWAPPED);
  on_force_changed (self);

  if (self->state != NULL && mst_force_get_id (force) > 0)
    g_settings_set_int64 (mst_app_state_get_settings (self->state), "last-force", mst_force_get_id (force));
  mst_window_select_current_row (self);
  adw_leaflet_set_visible_child_name (self->leaflet, "force");
  update_history_labels (self);
  mst_window_update_actions (self);
}

void
mst_window_redraw_force (MstWindow *self)
{
  g_return_if_fail (MST_IS_WINDOW (self));
  if (self->force != NULL && self->editor != NULL)
    mst_force_editor_set_force (self->editor, self->force, self->history);
}

gboolean
mst_window_open_force (MstWindow *self, gint64 id)
{
  MstLibrary *library;
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);

  library = mst_window_get_library (self);
  if (library == NULL)
    return FALSE;
  mst_window_save_now (self);
  /* The one live force of that id, shared with every other window. */
  force = mst_library_get_force (library, id, mst_window_get_catalogue (self), &error);
  if (force == NULL)
    {
      mst_window_show_toast (self, error->message);
      return FALSE;
    }
  mst_window_show_force (self, force, !mst_library_is_read_only (library));
  return TRUE;
}

MstForce *
mst_window_create_force (MstWindow *self, const char *name, MstNationList *list)
{
  g_autoptr(MstForce) force = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);

  if (!mst_window_library_writable (self))
    return NULL;
  force = mst_force_new (name != NULL && name[0] != '\0' ? name : mst_nation_list_get_name (list),
                         list, NULL);
  /* The optional rules the player does without in new forces. */
  {
    g_auto(GStrv) off = g_settings_get_strv (mst_app_state_get_settings (self->state), "rules-off");
    MstRuleset *rs = mst_ruleset_for_force (force);

    for (const MstOptionalRule *rule = rs != NULL ? mst_ruleset_get_optional_rules (rs) : NULL;
         rule != NULL && rule->id != NULL; rule++)
      if (g_strv_contains ((const char *const *) off, rule->id))
        mst_force_set_uses_rule (force, rule->id, FALSE);
  }
  if (!mst_library_save (mst_window_get_library (self), force, &error))
    {
      mst_window_show_toast (self, error->message);
      return NULL;
    }
  mst_window_show_force (self, force, TRUE);
  mst_window_refresh_library (self);
  return self->force;
}

/* Adds a force made elsewhere (pasted, dropped as text) to the library and
 * opens it.  FALSE, with a toast saying why, when it cannot be stored. */
gboolean
mst_window_add_force (MstWindow *self, MstForce *force)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (MST_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (MST_IS_FORCE (force), FALSE);

  mst_force_set_id (force, 0);
  if (!mst_window_library_writable (self))
    {
      mst_window_show_force (self, force, FALSE);
      mst_window_show_toast (self, _("The force is open read-only: the library cannot be written"));
      return FALSE;
    }
  mst_window_save_now (self);
  if (!mst_library_save (mst_window_get_library (self), force, &error))
    {
      mst_window_show_toast (self, error->message);
      return FALSE;
    }
  mst_window_show_force (self, force, TRUE);
  mst_window_refresh_library (self);
  return TRUE;
}

/* At phone widths the header keeps Back, Undo, Redo and the menu, which
 * also holds Add Unit. */
static void
on_leaflet_folded (MstWindow *self)
{
  gtk_widget_set_visible (self->add_unit_button, !adw_leaflet_get_folded (self->leaflet));
}

/* Folded, the library is a page of its own: no row stays selected there,
 * so that touching the open force's row goes back to it too. */
static void
on_leaflet_visible_child (MstWindow *self)
{
  if (adw_leaflet_get_folded (self->leaflet) &&
      g_strcmp0 (adw_leaflet_get_visible_child_name (self->leaflet), "library") == 0)
    {
      self->selecting = TRUE;
      gtk_single_selection_set_selected (self->library_selection, GTK_INVALID_LIST_POSITION);
      self->selecting = FALSE;
    }
  else
    mst_window_select_current_row (self);
}

static void
on_editor_undo_toast (MstWindow *self, const char *title)
{
  mst_window_undo_toast (self, title, "win.undo");
}

/* The object */

static void
save_window_state (MstWindow *self)
{
  GSettings *settings = self->state != NULL ? mst_app_state_get_settings (self->state) : NULL;
  int width, height;

  if (settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
mst_window_close_request (GtkWindow *window)
{
  MstWindow *self = MST_WINDOW (window);

  mst_window_save_now (self);
  save_window_state (self);
  return GTK_WINDOW_CLASS (mst_window_parent_class)->close_request (window);
}

static void
mst_window_dispose (GObject *object)
{
  MstWindow *self = MST_WINDOW (object);

  /* Closed without close-request (the application quitting): keep the
   * last change all the same. */
  mst_window_save_now (self);
  if (self->force != NULL)
    g_signal_handlers_disconnect_by_data (self->force, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->force);
  g_clear_object (&self->history);
  g_clear_object (&self->session);
  g_clear_weak_pointer (&self->undo_toast);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_WINDOW);
  G_OBJECT_CLASS (mst_window_parent_class)->dispose (object);
}

static void
mst_window_finalize (GObject *object)
{
  MstWindow *self = MST_WINDOW (object);

  g_clear_object (&self->dice);
  g_clear_object (&self->state);
  g_free (self->query);
  g_free (self->deleted_data);
  g_free (self->library_subtitle);
  G_OBJECT_CLASS (mst_window_parent_class)->finalize (object);
}

static void
mst_window_class_init (MstWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = mst_window_dispose;
  object_class->finalize = mst_window_finalize;
  window_class->close_request = mst_window_close_request;


  g_type_ensure (MST_TYPE_FORCE_EDITOR);
  g_type_ensure (MST_TYPE_LIBRARY_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_title);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_stack);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_list);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_selection);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_filter_model);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_slice);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, ruleset_tables_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, new_force_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_menu_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_menu);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, command_section);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_store);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, library_filter);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_title);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, add_unit_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, save_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, list_banner);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, list_banner_label);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, add_list_button);
  gtk_widget_class_bind_template_child (widget_class, MstWindow, force_stack);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_folded);
  gtk_widget_class_bind_template_callback (widget_class, on_leaflet_visible_child);
  mst_window_library_class_init (widget_class);

  mst_window_actions_class_init (widget_class);
  gtk_widget_class_install_action (widget_class, "win.dismiss-save-error", NULL, dismiss_save_error_action);
  gtk_widget_class_install_action (widget_class, "win.restore-backup", NULL, restore_backup_action);
  mst_window_share_class_init (widget_class);
  mst_help_add_shortcut (widget_class, "index");
}

static void
mst_window_init (MstWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "Dismiss", not "_Dismiss Dismiss", to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));
  self->dice = mst_dice_new ();
  mst_window_library_init (self);
  mst_window_actions_init (self);
  /* The tooltips are set here, not in the .ui file: see
   * mst_widget_set_tooltip_text(). */
  update_history_labels (self);
  mst_widget_set_tooltip_text (self->new_force_button, _("New Force"));
  mst_widget_set_tooltip_text (GTK_WIDGET (self->primary_menu_button), _("Main Menu"));
  mst_widget_set_tooltip_text (self->search_button, _("Search Forces"));
  mst_widget_set_tooltip_text (self->back_button, _("Back to the Forces"));
  mst_widget_set_tooltip_text (GTK_WIDGET (self->force_menu_button), _("Force Menu"));
  mst_widget_set_tooltip_text (self->add_unit_button, _("Add Unit"));
  /* The menus' popovers are made when first opened, not with the window. */
  mst_menu_button_set_menu_lazily (self->primary_menu_button, self->primary_menu);
  mst_menu_button_set_menu_lazily (self->force_menu_button, self->force_menu);
  /* An item for each rule set: its tests and charts in one window. */
  for (guint i = 0; i < mst_rulesets_get_all ()->len; i++)
    {
      MstRuleset *rs = g_ptr_array_index (mst_rulesets_get_all (), i);
      g_autoptr(GMenuItem) item = NULL;

      item = g_menu_item_new (mst_ruleset_get_name (rs), NULL);
      g_menu_item_set_action_and_target (item, "win.ruleset-tables", "s", mst_ruleset_get_id (rs));
      g_menu_append_item (self->ruleset_tables_menu, item);
    }
}

MstWindow *
mst_window_new (GtkApplication *app, MstAppState *state)
{
  MstWindow *self = g_object_new (MST_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings;

  g_return_val_if_fail (MST_IS_APP_STATE (state), NULL);
  self->state = g_object_ref (state);
  settings = mst_app_state_get_settings (state);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  /* A force left open will be reopened: its editor is built now, while
   * the library may still be being read in the loader's thread. */
  if (g_settings_get_int64 (settings, "last-force") > 0)
    mst_window_ensure_editor (self);

  if (mst_app_state_is_ready (state))
    mst_window_attach_library (self);
  else
    {
      /* The window shows now; the library fills it when it is read. */
      g_signal_connect_object (state, "ready", G_CALLBACK (mst_window_attach_library), self, G_CONNECT_SWAPPED);
      mst_window_update_library_page (self);
      mst_window_show_force (self, NULL, FALSE);
    }
  return self;
}

MstForce *
mst_window_get_force (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  return self->force;
}

MstForceEditor *
mst_window_get_editor (MstWindow *self)
{
  g_return_val_if_fail (MST_IS_WINDOW (self), NULL);
  return mst_window_ensure_editor (self);
}
