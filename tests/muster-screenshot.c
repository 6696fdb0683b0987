/* muster-screenshot.c: renders the force editor with a given force to a PNG.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   muster-screenshot [--width W] [--height H] [--dark] OUT.png FORCE.muster [OTHER.muster…]
 *
 * Run under a display (build-aux/screenshot.sh runs it under a private
 * Xvfb): the forces are imported into the (private) library, the first is
 * opened in the real window, which is drawn to a texture after it has
 * settled. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mst-application.h"
#include "mst-window.h"

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Lets the window lay out, draw and finish its transitions. */
static void
settle (guint ms)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add (ms, quit_loop, loop);
  g_main_loop_run (loop);
}

static gboolean
save_window (GtkWidget *window, const char *out, GError **error)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL || renderer == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the window drew nothing");
      return FALSE;
    }
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, out))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: cannot be written", out);
      return FALSE;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  int width = 1100, height = 760;
  gboolean dark = FALSE;
  GOptionEntry entries[] = {
    { "width", 0, 0, G_OPTION_ARG_INT, &width, "Window width", "W" },
    { "height", 0, 0, G_OPTION_ARG_INT, &height, "Window height", "H" },
    { "dark", 0, 0, G_OPTION_ARG_NONE, &dark, "Dark style", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("OUT.png FORCE.muster [OTHER.muster…]");
  g_autoptr(GError) error = NULL;
  g_autoptr(MstApplication) app = NULL;
  MstLibrary *library;
  MstWindow *window;
  gint64 id = 0;

  setlocale (LC_ALL, "");
  /* As muster's main() does: the screenshot speaks the user's language. */
  bindtextdomain (GETTEXT_PACKAGE, mst_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 3)
    {
      g_printerr ("%s\n", error != NULL ? error->message
                                        : "usage: muster-screenshot OUT.png FORCE.muster [OTHER.muster…]");
      return 2;
    }

  gtk_init ();
  app = mst_application_new ();
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (dark)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);

  library = mst_application_get_library (app);
  if (library == NULL)
    {
      g_printerr ("%s\n", mst_application_get_library_error (app));
      return 1;
    }
  for (int i = 2; i < argc; i++)
    {
      gint64 imported = mst_library_import_file (library, argv[i], mst_application_get_catalogue (app), &error);

      if (imported <= 0)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      if (id == 0)
        id = imported;
    }

  window = mst_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  mst_window_open_force (window, id);
  settle (1500);

  if (!save_window (GTK_WIDGET (window), argv[1], &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
