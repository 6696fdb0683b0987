/* muster-screenshot.c: renders one of Muster's windows with a given force to a PNG.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   muster-screenshot [--width W] [--height H] [--dark] [--show WINDOW] OUT.png FORCE.muster [OTHER.muster…]
 *
 * WINDOW: editor (the default), game, cards, campaigns (the first two forces
 * in a campaign), list-editor (a copy of the first force's list), compare
 * (the first force against the library's first other) or tables (the first
 * force's rule set's tests, with their odds).
 *
 * Run under a display (build-aux/screenshot.sh runs it under a private
 * Xvfb): the forces are imported into the (private) library, the first is
 * opened in the real window, which is drawn to a texture after it has
 * settled. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mst-application.h"
#include "mst-campaign-window.h"
#include "mst-cards-window.h"
#include "mst-compare-window.h"
#include "mst-game-window.h"
#include "mst-list-editor.h"
#include "mst-ruleset-tables-window.h"
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

/* The window of @type shown last. */
static GtkWidget *
find_window (GType type)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* The first two forces of the library in a campaign of their own. */
static gint64
make_campaign (MstApplication *app, gint64 first, gint64 second, GError **error)
{
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (mst_application_get_library (app),
                                                              mst_application_get_catalogue (app));
  gint64 id = mst_campaign_store_create (store, "The Danube, 1805", error);

  if (id > 0 && mst_campaign_store_move_force (store, id, first, "1805-10-01", error) &&
      (second <= 0 || mst_campaign_store_move_force (store, id, second, "1805-10-01", error)))
    return id;
  return 0;
}

int
main (int argc, char **argv)
{
  int width = 1100, height = 760;
  gboolean dark = FALSE;
  g_autofree char *show = NULL;
  GtkWidget *shown;
  gint64 second = 0;
  GOptionEntry entries[] = {
    { "show", 0, 0, G_OPTION_ARG_STRING, &show, "The window: editor, game, cards, campaigns, list-editor, compare, tables", "WINDOW" },
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
      else if (second == 0)
        second = imported;
    }

  window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  mst_window_open_force (window, id);
  settle (1500);
  shown = GTK_WIDGET (window);
  if (g_strcmp0 (show, "game") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
      settle (1000);
      shown = find_window (MST_TYPE_GAME_WINDOW);
    }
  else if (g_strcmp0 (show, "cards") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roster-cards", NULL);
      settle (2500);
      shown = find_window (MST_TYPE_CARDS_WINDOW);
    }
  else if (g_strcmp0 (show, "campaigns") == 0)
    {
      gint64 campaign = make_campaign (app, id, second, &error);

      if (campaign == 0)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      g_action_group_activate_action (G_ACTION_GROUP (app), "campaigns", NULL);
      settle (1500);
      shown = find_window (MST_TYPE_CAMPAIGN_WINDOW);
      /* The campaign's page: its forces and their standing. */
      if (shown != NULL)
        {
          mst_campaign_window_show_campaign (MST_CAMPAIGN_WINDOW (shown), campaign);
          settle (1000);
        }
    }
  else if (g_strcmp0 (show, "list-editor") == 0)
    {
      MstForce *force = mst_window_get_force (window);
      g_autoptr(MstListDocument) doc = mst_list_document_new_copy (mst_force_get_list (force), &error);
      MstListEditor *editor;

      if (doc == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      editor = mst_list_editor_new (GTK_WINDOW (window), mst_application_get_catalogue (app), doc);
      gtk_window_set_default_size (GTK_WINDOW (editor), width, height);
      gtk_window_present (GTK_WINDOW (editor));
      mst_list_editor_select (editor, 0);
      settle (1500);
      shown = GTK_WIDGET (editor);
    }
  else if (g_strcmp0 (show, "compare") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.compare", NULL);
      settle (1000);
      shown = find_window (MST_TYPE_COMPARE_WINDOW);
    }
  else if (g_strcmp0 (show, "tables") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.test-tables", NULL);
      settle (1500);
      shown = find_window (MST_TYPE_RULESET_TABLES_WINDOW);
    }
  else if (show != NULL && !g_str_equal (show, "editor"))
    {
      g_printerr ("unknown window “%s” (editor, game, cards, campaigns, list-editor, compare, tables)\n", show);
      return 2;
    }
  if (shown == NULL)
    {
      g_printerr ("the %s window did not open\n", show);
      return 1;
    }
  if (shown != GTK_WIDGET (window))
    {
      gtk_window_set_default_size (GTK_WINDOW (shown), width, height);
      settle (800);
    }

  if (!save_window (shown, argv[1], &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
