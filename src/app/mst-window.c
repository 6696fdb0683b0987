/* mst-window.c: the main window: the library on the left, the force on the right.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "mst-window.h"

struct _MstWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
};

G_DEFINE_FINAL_TYPE (MstWindow, mst_window, ADW_TYPE_APPLICATION_WINDOW)

static void
mst_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), MST_TYPE_WINDOW);
  G_OBJECT_CLASS (mst_window_parent_class)->dispose (object);
}

static void
mst_window_class_init (MstWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mst_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/mst-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MstWindow, toast_overlay);
}

static void
mst_window_init (MstWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MstWindow *
mst_window_new (MstApplication *app)
{
  return g_object_new (MST_TYPE_WINDOW, "application", app, NULL);
}

void
mst_window_open_file (MstWindow *self, GFile *file)
{
  g_return_if_fail (MST_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
}
