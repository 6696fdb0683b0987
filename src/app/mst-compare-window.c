/* mst-compare-window.c: two forces of one rule set side by side.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The open force against one of the library's of the same rule set: each
 * row of mst_comparison_new() with the two values beside its label, then
 * each force's findings.  Narrow (360 px), the values keep their columns
 * and wrap. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-compare-window.h"
#include "mst-help-window.h"
#include "mst-row-util.h"

struct _MstCompareWindow
{
  AdwWindow parent_instance;

  MstLibrary *library;
  MstCatalogue *catalogue;
  MstForce *current;
  /* The library's ids of the forces offered, in step with the combo row. */
  GArray *ids;

  AdwActionRow *force_a_row;
  AdwComboRow *force_b_row;
  AdwPreferencesGroup *rows_group;
  GtkListBox *rows_list;
  AdwPreferencesGroup *findings_a_group;
  GtkListBox *findings_a_list;
  AdwPreferencesGroup *findings_b_group;
  GtkListBox *findings_b_list;
};

G_DEFINE_FINAL_TYPE (MstCompareWindow, mst_compare_window, ADW_TYPE_WINDOW)

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static GtkWidget *
value_label (const char *text, const char *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  /* Room for "French Imperial" or "11 units" on a line at 360 px. */
  gtk_label_set_width_chars (GTK_LABEL (label), 9);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* A line of the comparison: its label, then each force's value in a
 * column of its own. */
static GtkWidget *
comparison_row (const MstComparisonRow *row)
{
  AdwActionRow *r = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *values = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *spoken = NULL;

  gtk_widget_set_name (GTK_WIDGET (r), row->id);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r), row->label);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (r), FALSE);
  adw_action_row_set_title_lines (r, 0);
  gtk_box_set_homogeneous (GTK_BOX (values), TRUE);
  gtk_widget_set_hexpand (values, TRUE);
  gtk_box_append (GTK_BOX (values), value_label (row->value[0], "value-a"));
  gtk_box_append (GTK_BOX (values), value_label (row->value[1], "value-b"));
  adw_action_row_add_suffix (r, values);
  /* TRANSLATORS: a comparison's line read aloud: "Strength: 54 bases against 53 bases" */
  spoken = g_strdup_printf (_("%s: %s against %s"), row->label, row->value[0], row->value[1]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken, -1);
  return GTK_WIDGET (r);
}

static void
fill_findings (AdwPreferencesGroup *group, GtkListBox *list, MstForce *force, GPtrArray *findings)
{
  g_autofree char *summary = mst_force_view_findings_summary (findings);

  adw_preferences_group_set_title (group, mst_force_get_name (force));
  adw_preferences_group_set_description (group, summary);
  clear_list (list);
  gtk_widget_set_visible (GTK_WIDGET (list), findings->len > 0);
  for (guint i = 0; i < findings->len; i++)
    {
      g_autoptr(MstRowText) text = mst_force_view_finding_row (g_ptr_array_index (findings, i));
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text->title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_title_lines (row, 0);
      adw_action_row_set_subtitle (row, text->subtitle != NULL ? text->subtitle : "");
      if (text->icon_name != NULL)
        adw_action_row_add_prefix (row, gtk_image_new_from_icon_name (text->icon_name));
      gtk_list_box_append (list, GTK_WIDGET (row));
    }
}

static void
show_problem (MstCompareWindow *self, const char *message)
{
  clear_list (self->rows_list);
  adw_preferences_group_set_description (self->rows_group, message);
  gtk_widget_set_visible (GTK_WIDGET (self->rows_list), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->findings_a_group), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->findings_b_group), FALSE);
}

static void
on_against_selected (MstCompareWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->force_b_row);
  g_autoptr(MstForce) other = NULL;
  g_autoptr(MstComparison) comparison = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *rows;

  if (self->ids == NULL || selected >= self->ids->len)
    {
      show_problem (self, _("No other force of this rule set is in the library: save one there to compare."));
      return;
    }
  other = mst_library_get_force (self->library, g_array_index (self->ids, gint64, selected), self->catalogue, &error);
  if (other != NULL)
    comparison = mst_comparison_new (self->current, other, &error);
  if (comparison == NULL)
    {
      show_problem (self, error->message);
      return;
    }
  adw_preferences_group_set_description (self->rows_group, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->rows_list), TRUE);
  clear_list (self->rows_list);
  rows = mst_comparison_get_rows (comparison);
  for (guint i = 0; i < rows->len; i++)
    gtk_list_box_append (self->rows_list, comparison_row (g_ptr_array_index (rows, i)));
  for (guint side = 0; side < 2; side++)
    fill_findings (side == 0 ? self->findings_a_group : self->findings_b_group,
                   side == 0 ? self->findings_a_list : self->findings_b_list,
                   mst_comparison_get_force (comparison, side), mst_comparison_get_findings (comparison, side));
  gtk_widget_set_visible (GTK_WIDGET (self->findings_a_group), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->findings_b_group), TRUE);
}

static void
mst_compare_window_dispose (GObject *object)
{
  MstCompareWindow *self = MST_COMPARE_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MST_TYPE_COMPARE_WINDOW);
  G_OBJECT_CLASS (mst_compare_window_parent_class)->dispose (object);
}

static void
mst_compare_window_finalize (GObject *object)
{
  MstCompareWindow *self = MST_COMPARE_WINDOW (object);

  g_clear_object (&self->library);
  g_clear_object (&self->catalogue);
  g_clear_object (&self->current);
  g_clear_pointer (&self->ids, g_array_unref);
  G_OBJECT_CLASS (mst_compare_window_parent_class)->finalize (object);
}

static void
mst_compare_window_class_init (MstCompareWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = mst_compare_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = mst_compare_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-compare-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, force_a_row);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, force_b_row);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, rows_group);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, rows_list);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, findings_a_group);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, findings_a_list);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, findings_b_group);
  gtk_widget_class_bind_template_child (widget_class, MstCompareWindow, findings_b_list);
  gtk_widget_class_bind_template_callback (widget_class, on_against_selected);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  mst_help_add_shortcut (widget_class, "compare");
}

static void
mst_compare_window_init (MstCompareWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
mst_compare_window_new (GtkWindow *parent, MstLibrary *library, MstCatalogue *catalogue, MstForce *current)
{
  MstCompareWindow *self;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (library == NULL || MST_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (MST_IS_CATALOGUE (catalogue), NULL);
  g_return_val_if_fail (MST_IS_FORCE (current), NULL);

  self = g_object_new (MST_TYPE_COMPARE_WINDOW, "transient-for", parent, NULL);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->catalogue = g_object_ref (catalogue);
  self->current = g_object_ref (current);
  self->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  adw_action_row_set_subtitle (self->force_a_row, mst_force_get_name (current));

  /* Every other force of its rule set, by name. */
  entries = library != NULL ? mst_library_list_ruleset (library, mst_force_get_ruleset (current),
                                                        mst_force_get_id (current), &error)
                            : NULL;
  for (guint i = 0; entries != NULL && i < entries->len; i++)
    {
      MstLibraryEntry *e = g_ptr_array_index (entries, i);

      g_array_append_val (self->ids, e->id);
      gtk_string_list_append (names, e->name);
    }
  g_signal_handlers_block_by_func (self->force_b_row, on_against_selected, self);
  adw_combo_row_set_model (self->force_b_row, G_LIST_MODEL (names));
  g_signal_handlers_unblock_by_func (self->force_b_row, on_against_selected, self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->force_b_row), self->ids->len > 0);
  if (error != NULL)
    show_problem (self, error->message);
  else
    on_against_selected (self);
  return GTK_WINDOW (self);
}
