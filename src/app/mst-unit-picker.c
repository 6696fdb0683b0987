/* mst-unit-picker.c: choose a unit of the force's nation list to add to a command.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-unit-picker.h"

struct _MstUnitPicker
{
  AdwWindow parent_instance;

  MstNationList *nation_list;
  MstCommand *command;
  char *query;

  AdwWindowTitle *window_title;
  GtkSearchEntry *search_entry;
  GtkListBox *list;
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

  return mst_force_view_template_matches (tmpl, self->query);
}

void
mst_unit_picker_search (MstUnitPicker *self, const char *query)
{
  g_return_if_fail (MST_IS_UNIT_PICKER (self));

  g_free (self->query);
  self->query = g_strdup (query);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), query) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), query);
  gtk_list_box_invalidate_filter (self->list);
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
  gtk_window_close (GTK_WINDOW (self));
}

gboolean
mst_unit_picker_choose_first (MstUnitPicker *self)
{
  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), FALSE);

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, i);

      if (row == NULL)
        return FALSE;
      if (filter_row (row, self))
        {
          choose (self, row);
          return TRUE;
        }
    }
}

static void
on_search_entry_activate (MstUnitPicker *self)
{
  on_search_entry_search_changed (self);
  mst_unit_picker_choose_first (self);
}

static void
on_search_entry_stop_search (MstUnitPicker *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_list_row_activated (MstUnitPicker *self, GtkListBoxRow *row)
{
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
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_list_row_activated);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mst_unit_picker_init (MstUnitPicker *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
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
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (MST_IS_NATION_LIST (list), NULL);
  g_return_val_if_fail (command == NULL || MST_IS_COMMAND (command), NULL);

  self = g_object_new (MST_TYPE_UNIT_PICKER, NULL);
  self->nation_list = g_object_ref (list);
  self->command = command != NULL ? g_object_ref (command) : NULL;

  /* TRANSLATORS: the unit picker's subtitle, "to Lannes’s command" */
  subtitle = g_strdup_printf (_("To %s"), command_title != NULL ? command_title : "");
  adw_window_title_set_subtitle (self->window_title, subtitle);

  templates = mst_nation_list_get_templates (list);
  for (guint i = 0; i < g_list_model_get_n_items (templates); i++)
    {
      g_autoptr(MstUnitTemplate) tmpl = g_list_model_get_item (templates, i);
      g_autoptr(MstRowText) text = mst_force_view_template_row (tmpl);
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
      gtk_list_box_append (self->list, GTK_WIDGET (row));
    }
  return self;
}

MstCommand *
mst_unit_picker_get_command (MstUnitPicker *self)
{
  g_return_val_if_fail (MST_IS_UNIT_PICKER (self), NULL);
  return self->command;
}
