/* mst-help-window.c: the user guide, in Yelp or inside the application.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The guide is the Mallard pages of help/, which Yelp shows and itstool
 * translates.  Where no help browser is installed, the window's template
 * holds the guide's topics, translated with the rest of the interface. */
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

/* The window's topic nearest a page of the guide it lacks. */
static const char *
window_topic (const char *page)
{
  static const struct { const char *page, *topic; } nearest[] = {
    { "index", "building" },
    { "game", "deployment" },
    { "tables", "deployment" },
    { "compare", "deployment" },
    { "preferences", "readings" },
    { "club", "campaigns" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (nearest); i++)
    if (g_strcmp0 (page, nearest[i].page) == 0)
      return nearest[i].topic;
  return page;
}

static void
show_in_window (GtkWindow  *parent,
                const char *page)
{
  MstHelpWindow *window = MST_HELP_WINDOW (mst_help_window_new (parent));

  mst_help_window_show_topic (window, window_topic (page));
  gtk_window_present (GTK_WINDOW (window));
}

typedef struct
{
  GWeakRef parent;
  char *page;
} HelpShown;

static void
help_shown_free (HelpShown *shown)
{
  g_weak_ref_clear (&shown->parent);
  g_free (shown->page);
  g_free (shown);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HelpShown, help_shown_free)

/* The browser may answer after the window F1 was pressed in has closed, so
 * the window is not held.  A browser that fails leaves the guide to
 * Muster's own window. */
static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(HelpShown) shown = user_data;
  g_autoptr(GtkWindow) parent = g_weak_ref_get (&shown->parent);
  g_autoptr(GError) error = NULL;

  if (g_app_info_launch_default_for_uri_finish (result, &error))
    return;
  g_message ("The help browser could not show %s: %s", shown->page, error->message);
  show_in_window (parent, shown->page);
}

void
mst_help_show (GtkWindow  *parent,
               const char *page)
{
  g_autoptr(GAppInfo) browser = g_app_info_get_default_for_uri_scheme ("help");
  g_autoptr(GdkAppLaunchContext) context = NULL;
  g_autofree char *uri = NULL;
  HelpShown *shown;

  if (page == NULL)
    page = "index";
  if (browser == NULL)
    {
      show_in_window (parent, page);
      return;
    }
  uri = g_strcmp0 (page, "index") == 0 ? g_strdup ("help:" APP_ID)
                                       : g_strdup_printf ("help:" APP_ID "/%s", page);
  context = gdk_display_get_app_launch_context (parent != NULL
                                                ? gtk_widget_get_display (GTK_WIDGET (parent))
                                                : gdk_display_get_default ());
  shown = g_new0 (HelpShown, 1);
  g_weak_ref_init (&shown->parent, parent);
  shown->page = g_strdup (page);
  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL,
                                           on_help_shown, shown);
}

static gboolean
on_help_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  mst_help_show (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, g_variant_get_string (args, NULL));
  return TRUE;
}

void
mst_help_add_shortcut (GtkWidgetClass *widget_class,
                       const char     *page)
{
  gtk_widget_class_add_binding (widget_class, GDK_KEY_F1, 0, on_help_key, "s", page);
}
