/* mst-row-util.c: what the main window's widgets and the force editor's
 * rows share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-row-util.h"

/* Sets the labels under @widget that @pick picks on one line, not
 * wrapping, cut short with an ellipsis; not those of a list inside it (a
 * group's rows). */
static void
unwrap_labels (GtkWidget *widget, gboolean (*pick) (GtkLabel *label))
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && pick (GTK_LABEL (child)))
        {
          gtk_label_set_wrap (GTK_LABEL (child), FALSE);
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_END);
        }
      else if (!GTK_IS_LIST_BOX (child))
        unwrap_labels (child, pick);
    }
}

/* A row's own title and subtitle (style classes "title" and "subtitle"),
 * not the labels of the widgets added to it. */
static gboolean
is_title_label (GtkLabel *label)
{
  return gtk_widget_has_css_class (GTK_WIDGET (label), "title")
         || gtk_widget_has_css_class (GTK_WIDGET (label), "subtitle");
}

static gboolean
wraps (GtkLabel *label)
{
  return gtk_label_get_wrap (label);
}

void
mst_action_row_single_line (AdwActionRow *row)
{
  g_return_if_fail (ADW_IS_ACTION_ROW (row));

  /* One line each (what libadwaita's lines set) is not enough: a label
   * that may wrap, even to one line, is still measured for every width
   * tried.  Not wrapping at all, the row costs about a third less to lay
   * out and draw. */
  adw_action_row_set_title_lines (row, 1);
  adw_action_row_set_subtitle_lines (row, 1);
  unwrap_labels (GTK_WIDGET (row), is_title_label);
}

void
mst_preferences_group_single_line (AdwPreferencesGroup *group)
{
  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));

  /* libadwaita 1.2 wraps a group's description and has no setting for
   * it: a few words of totals, measured again for every width GTK tries
   * in the frame that opens a force, cost it two milliseconds. */
  unwrap_labels (GTK_WIDGET (group), wraps);
}

static void
set_menu_on_first_popup (GtkMenuButton *button, gpointer menu)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, menu);
}

void
mst_menu_button_set_menu_lazily (GtkMenuButton *button, GMenuModel *menu)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (menu));
  gtk_menu_button_set_create_popup_func (button, set_menu_on_first_popup, menu, NULL);
}

void
mst_widget_set_tooltip_text (GtkWidget *widget, const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0)
    return;
  if (gtk_widget_get_mapped (widget) || !gtk_widget_get_visible (widget))
    {
      gtk_widget_set_tooltip_text (widget, text);
      return;
    }
  /* Not on screen, so not under the pointer: GTK is not to look. */
  gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, text);
  gtk_widget_set_visible (widget, TRUE);
}

/* GTK 4.8 names a button with a mnemonic twice over: its label as written
 * ("_Dismiss") and the label that names it ("Dismiss").  Each such button
 * under @root is named once, as read aloud. */
void
mst_accessible_name_mnemonics (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)) &&
      gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    {
      g_autoptr(GString) plain = g_string_new (NULL);

      for (const char *p = gtk_button_get_label (GTK_BUTTON (root)); *p != '\0'; p++)
        if (*p != '_' || p[1] == '_')
          g_string_append_c (plain, *p);
        else if (p[1] == '_')
          p++;
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL, plain->str, -1);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    mst_accessible_name_mnemonics (child);
}

AdwEntryRow *
mst_name_row_new (const char *widget_name, GCallback on_changed, GCallback on_focus_leave, gpointer data)
{
  AdwEntryRow *row = ADW_ENTRY_ROW (adw_entry_row_new ());
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_name (GTK_WIDGET (row), widget_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Name"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_signal_connect_object (row, "changed", on_changed, data, G_CONNECT_SWAPPED);
  g_signal_connect_object (focus, "leave", on_focus_leave, data, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (row), focus);
  return row;
}
