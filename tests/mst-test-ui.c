/* mst-test-ui.c: what the window tests share.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "mst-test-ui.h"

GtkShortcut *
mst_test_find_shortcut (GtkWidget *widget, const char *accel)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_strcmp0 (trigger, accel) == 0)
            return g_steal_pointer (&shortcut);
        }
    }
  return NULL;
}

GtkWidget *
mst_test_find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = mst_test_find_named (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
mst_test_find_of_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = mst_test_find_of_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}
