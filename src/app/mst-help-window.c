/* mst-help-window.c: the user guide, inside the application.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The guide lives in the window's template, so that it is translated with
 * the rest of the interface and needs no help browser. */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-help-window.h"

struct _MstHelpWindow
{
  AdwWindow parent_instance;

  AdwLeaflet *leaflet;
  GtkListBox *topics;
  GtkStack *pages;
  AdwWindowTitle *content_title;
};

G_DEFINE_FINAL_TYPE (MstHelpWindow, mst_help_window, ADW_TYPE_WINDOW)

static void
on_topics_row_activated (MstHelpWindow *self, GtkListBoxRow *row, GtkListBox *box)
{
  const char *name = gtk_widget_get_name (GTK_WIDGET (row));
  GtkStackPage *page;

  gtk_stack_set_visible_child_name (self->pages, name);
  page = gtk_stack_get_page (self->pages, gtk_stack_get_visible_child (self->pages));
  adw_window_title_set_title (self->content_title, gtk_stack_page_get_title (page));
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
on_back_clicked (MstHelpWindow *self)
{
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
mst_help_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_HELP_WINDOW);
  G_OBJECT_CLASS (mst_help_window_parent_class)->dispose (object);
}

static void
mst_help_window_class_init (MstHelpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_help_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstHelpWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MstHelpWindow, topics);
  gtk_widget_class_bind_template_child (widget_class, MstHelpWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, MstHelpWindow, content_title);
  gtk_widget_class_bind_template_callback (widget_class, on_topics_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mst_help_window_init (MstHelpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
mst_help_window_new (GtkWindow *parent)
{
  MstHelpWindow *self = g_object_new (MST_TYPE_HELP_WINDOW, "transient-for", parent, NULL);

  mst_help_window_show_topic (self, "building");
  return GTK_WINDOW (self);
}

void
mst_help_window_show_topic (MstHelpWindow *self, const char *topic)
{
  GtkWidget *row;

  g_return_if_fail (MST_IS_HELP_WINDOW (self));
  g_return_if_fail (topic != NULL);

  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->topics)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (gtk_widget_get_name (row), topic) == 0)
      {
        gtk_list_box_select_row (self->topics, GTK_LIST_BOX_ROW (row));
        gtk_stack_set_visible_child_name (self->pages, topic);
        adw_window_title_set_title (self->content_title,
                                    gtk_stack_page_get_title (gtk_stack_get_page (self->pages,
                                                              gtk_stack_get_visible_child (self->pages))));
        return;
      }
}
