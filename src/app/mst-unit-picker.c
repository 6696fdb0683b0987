/* mst-unit-picker.c: choose a unit of the force's nation list to add to a command.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rows whose name matches the search come first, and the first row
 * shown is highlighted: Enter adds the highlighted row, the arrow keys move
 * the highlight.  With "Add Several" on, the picker stays open. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-unit-picker.h"
#include "mst-help-window.h"
#include "mst-row-util.h"

struct _MstUnitPicker
{
  AdwWindow parent_instance;

  MstNationList *nation_list;
  MstRuleset *ruleset;  /* the list's; the registry keeps it */
  MstCommand *command;
  char *query;
  /* "To Lannes's command", and how many were added with Add Several. */
  char *to;
  guint n_added;

  AdwWindowTitle *window_title;
  GtkSearchEntry *search_entry;
  GtkListBox *list;
  GtkToggleButton *keep_open_button;
  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (MstUnitPicker, mst_unit_picker, ADW_TYPE_WINDOW)

enum {
  TEMPLATE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  MstUnitPicker *self = data;
  MstUnitTemplate *tmpl = g_object_get_data (G_OBJECT (row), "template");

  return mst_force_view_template_matches (self->ruleset, tmpl, self->query);
}

static int
sort_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  MstUnitPicker *self = data;
  int rank_a = mst_force_view_template_rank (self->ruleset, g_object_get_data (G_OBJECT (a), "template"), self->query);
  int rank_b = mst_force_view_template_rank (self->ruleset, g_object_get_data (G_OBJECT (b), "template"), self->query);
  int index_a = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (a), "index"));
  int index_b = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "index"));

  if (rank_a != rank_b)
    return rank_a - rank_b;
  return index_a - index_b;
}

/* The rows shown, in the order shown. */
static GtkListBoxRow *
visible_row (MstUnitPicker *self, GtkListBoxRow *from, int step)
{
  int i = from != NULL ? gtk_list_box_row_get_index (from) + step : (step > 0 ? 0 : -1);

  for (;; i += step)
    {
      GtkListBoxRow *row;

      if (i < 0)
        return NULL;
      row = gtk_list_box_get_row_at_index (self->list, i);
      if (row == NULL)
        return NULL;
      if (filter_row (row, self))
        return row;
    }
}

static void
highlight (MstUnitPicker *self, GtkListBoxRow *row)
{
  if (row == NULL)
    {
      gtk_list_box_unselect_all (self->list);
      return;
    }
  gtk_list_box_select_row (self->list, row);
}

void
mst_unit_picker_search (MstUnitPicker *self, const char *query)
{
  g_return_if_fail (MST_IS_UNIT_PICKER (self));

  g_free (self->query);
  self->query = g_strdup (query);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), query) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  gtk_list_box_invalidate_sort (self->list);
  gtk_list_box_invalidate_filter (self->list);
  highlight (self, visible_row (self, NULL, 1));
}

static void
on_search_entry_search_changed (MstUnitPicker *self)
{
  mst_unit_picker_search (self, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
choose (MstUnitPicker *self, GtkListBoxRow *row)
{
  MstUnitTemplate *tmpl = g_object_get_data (G_OBJECT (row), "template");

  g_signal_emit (self, signals[TEMPLATE_CHOSEN], 0, tmpl);
  if (gtk_toggle_button_get_active (self->keep_open_button))
    {
      g_autofree char *text = NULL;

      /* Said in the title, where no toast covers the last rows: "To
       * Lannes's command · Added “Line” (3 so far)". */
      self->n_added++;
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · Added “%s” (%u so far)",
                                           "%s · Added “%s” (%u so far)", self->n_added),
                              self->to, mst_unit_template_get_name (tmpl), self->n_added);
      adw_window_title_set_subtitle (self->window_title, text);
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

MstUnitTemplate *
mst_unit_picker_get_highlighted (MstUnitPicker *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), NULL);

  row = gtk_list_box_get_selected_row (self->list);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "template") : NULL;
}

gboolean
mst_unit_picker_choose_highlighted (MstUnitPicker *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), FALSE);

  row = gtk_list_box_get_selected_row (self->list);
  if (row == NULL || !filter_row (row, self))
    return FALSE;
  choose (self, row);
  return TRUE;
}

gboolean
mst_unit_picker_choose_first (MstUnitPicker *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), FALSE);

  row = visible_row (self, NULL, 1);
  if (row == NULL)
    return FALSE;
  choose (self, row);
  return TRUE;
}

void
mst_unit_picker_set_keep_open (MstUnitPicker *self, gboolean keep_open)
{
  g_return_if_fail (MST_IS_UNIT_PICKER (self));
  gtk_toggle_button_set_active (self->keep_open_button, keep_open);
}

static void
on_search_entry_activate (MstUnitPicker *self)
{
  /* The search may not have caught up with the last key yet. */
  if (g_strcmp0 (self->query, gtk_editable_get_text (GTK_EDITABLE (self->search_entry))) != 0)
    on_search_entry_search_changed (self);
  mst_unit_picker_choose_highlighted (self);
}

static void
on_search_entry_stop_search (MstUnitPicker *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_search_entry_next_match (MstUnitPicker *self)
{
  GtkListBoxRow *next = visible_row (self, gtk_list_box_get_selected_row (self->list), 1);

  if (next != NULL)
    highlight (self, next);
}

static void
on_search_entry_previous_match (MstUnitPicker *self)
{
  GtkListBoxRow *prev = visible_row (self, gtk_list_box_get_selected_row (self->list), -1);

  if (prev != NULL)
    highlight (self, prev);
}

static gboolean
on_search_key_pressed (MstUnitPicker *self, guint keyval, guint keycode, GdkModifierType state)
{
  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    {
      on_search_entry_next_match (self);
      return TRUE;
    }
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    {
      on_search_entry_previous_match (self);
      return TRUE;
    }
  return FALSE;
}

static void
on_list_row_activated (MstUnitPicker *self, GtkListBoxRow *row)
{
  highlight (self, row);
  choose (self, row);
}

static void
mst_unit_picker_dispose (GObject *object)
{
  MstUnitPicker *self = MST_UNIT_PICKER (object);

  g_clear_object (&self->nation_list);
  g_clear_object (&self->command);
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_UNIT_PICKER);
  G_OBJECT_CLASS (mst_unit_picker_parent_class)->dispose (object);
}

static void
mst_unit_picker_finalize (GObject *object)
{
  g_free (MST_UNIT_PICKER (object)->query);
  g_free (MST_UNIT_PICKER (object)->to);
  G_OBJECT_CLASS (mst_unit_picker_parent_class)->finalize (object);
}

static void
mst_unit_picker_class_init (MstUnitPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_unit_picker_dispose;
  object_class->finalize = mst_unit_picker_finalize;

  /**
   * MstUnitPicker::template-chosen:
   * @tmpl: the unit template
   */
  signals[TEMPLATE_CHOSEN] = g_signal_new ("template-chosen", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 1, MST_TYPE_UNIT_TEMPLATE);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-unit-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, MstUnitPicker, window_title);
  gtk_widget_class_bind_template_child (widget_class, MstUnitPicker, search_entry);
  gtk_widget_class_bind_template_child (widget_class, MstUnitPicker, list);
  gtk_widget_class_bind_template_child (widget_class, MstUnitPicker, keep_open_button);
  gtk_widget_class_bind_template_child (widget_class, MstUnitPicker, toast_overlay);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_next_match);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_previous_match);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_list_row_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "building");
}

static void
mst_unit_picker_init (MstUnitPicker *self)
{
  GtkWidget *placeholder;
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each button with a mnemonic named once to a screen reader. */
  mst_accessible_name_mnemonics (GTK_WIDGET (self));

  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  gtk_list_box_set_sort_func (self->list, sort_rows, self, NULL);
  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_search_key_pressed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);
  placeholder = gtk_label_new (_("No unit of the list matches the search."));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 18);
  gtk_widget_set_margin_bottom (placeholder, 18);
  gtk_list_box_set_placeholder (self->list, placeholder);
  /* Typing anywhere in the window searches. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));
}

MstUnitPicker *
mst_unit_picker_new (MstNationList *list, MstCommand *command, const char *command_title)
{
  MstUnitPicker *self;
  GListModel *templates;
  MstRuleset *rs;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), NULL);

  self = g_object_new (MST_TYPE_UNIT_PICKER, NULL);
  self->nation_list = g_object_ref (list);
  self->command = command != NULL ? g_object_ref (command) : NULL;

  /* TRANSLATORS: the unit picker's subtitle, "to Lannes’s command" */
  subtitle = g_strdup_printf (_("To %s"), command_title != NULL ? command_title : "");
  adw_window_title_set_subtitle (self->window_title, subtitle);
  self->to = g_strdup (subtitle);

  rs = self->ruleset = mst_ruleset_lookup (mst_nation_list_get_ruleset (list));
  templates = mst_nation_list_get_templates (list);
  for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
    {
      g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, i);
      g_autoptr(MstRowText) text = mst_force_view_template_row (rs, tmpl);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *icon = gtk_image_new_from_icon_name ("list-add-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text->title);
      adw_action_row_set_subtitle (row, text->subtitle);
      adw_action_row_set_subtitle_lines (row, 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text->title,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->subtitle, -1);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Add"), -1);
      adw_action_row_add_suffix (row, icon);
      g_object_set_data_full (G_OBJECT (row), "template", g_object_ref (tmpl), g_object_unref);
      g_object_set_data (G_OBJECT (row), "index", GINT_TO_POINTER (i));
      gtk_list_box_append (self->list, GTK_WIDGET (row));
    }
  highlight (self, visible_row (self, NULL, 1));
  return self;
}

MstCommand *
mst_unit_picker_get_command (MstUnitPicker *self)
{
  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), NULL);
  return self->command;
}
