/* test-cards-window.c: the roster cards window: its settings, pages, preview and printing.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display; without one it skips.  Run it under a virtual display
 * (Xvfb) with GSETTINGS_BACKEND=memory and GSETTINGS_SCHEMA_DIR set. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mst-cards-window.h"
#include "mst-test-ui.h"

static MstCatalogue *catalogue;

static MstForce *
load_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
  g_autoptr(GError) error = NULL;
  MstForce *force = mst_force_new_from_file (path, catalogue, &error);

  g_assert_no_error (error);
  return force;
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @widget has been mapped and drawn, or 5 s. */
static void
wait_until_drawn (GtkWidget *widget)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (5000, on_timeout, &timed_out);

  while (!timed_out && (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0))
    g_main_context_iteration (NULL, TRUE);
  /* One frame more, to paint it. */
  {
    gboolean frame = FALSE;
    g_timeout_add (200, on_timeout, &frame);
    while (!frame)
      g_main_context_iteration (NULL, TRUE);
  }
  if (!timed_out)
    g_source_remove (id);
  g_assert_true (gtk_widget_get_mapped (widget));
}

/* A widget as the user sees it. */
static GdkTexture *
snapshot (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snap = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snap, w, h);
  node = gtk_snapshot_free_to_node (snap);
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* The widget the window's template names @name (its widget name). */
static GtkWidget *
find_by_name (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_name (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static const char *
page_label (GtkWidget *window)
{
  /* The label between the page buttons reads "Page x of y". */
  GtkWidget *w = gtk_widget_get_first_child (window);
  GPtrArray *stack = g_ptr_array_new ();
  const char *found = NULL;

  g_ptr_array_add (stack, w);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *top = g_ptr_array_steal_index (stack, stack->len - 1);
      if (GTK_IS_LABEL (top) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (top)), "Page "))
        found = gtk_label_get_label (GTK_LABEL (top));
      for (GtkWidget *c = gtk_widget_get_first_child (top); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_ptr_array_unref (stack);
  return found;
}

static void
test_window (void)
{
  g_autoptr(MstForce) force = load_fixture ("minimal.muster");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *window;
  MstCardsWindow *self;
  GtkWidget *preview;
  g_autofree char *label = NULL;
  guint n_pages;

  g_settings_set_string (settings, "card-layout", "cards-4");
  g_settings_set_boolean (settings, "bleed", FALSE);
  g_settings_set_string (settings, "paper", "a4");
  g_settings_set_boolean (settings, "crop-marks", FALSE);

  window = mst_cards_window_new (NULL, force, NULL, settings);
  self = MST_CARDS_WINDOW (window);
  gtk_window_present (window);
  iterate ();

  /* minimal.muster: 3 generals, 5 units: the sheet's pages, then the
   * cards four to a page. */
  n_pages = mst_cards_get_n_pages (mst_cards_window_get_cards (self));
  g_assert_cmpuint (n_pages, ==, mst_cards_get_n_sheets (mst_cards_window_get_cards (self)) +
                                 (mst_cards_get_n_cards (mst_cards_window_get_cards (self)) + 3) / 4);
  label = g_strdup_printf ("Page 1 of %u", n_pages);
  g_assert_cmpstr (page_label (GTK_WIDGET (window)), ==, label);
  g_clear_pointer (&label, g_free);
  /* Everything fits: no warning. */
  g_assert_false (gtk_widget_get_visible (find_by_name (GTK_WIDGET (window), "overflow_box")));

  /* The settings drive the cards, and the drop-downs show them. */
  g_settings_set_string (settings, "card-layout", "cards-9");
  iterate ();
  g_assert_cmpint (mst_cards_get_layout (mst_cards_window_get_cards (self)), ==, MST_CARD_LAYOUT_9);
  label = g_strdup_printf ("Page 1 of %u", mst_cards_get_n_pages (mst_cards_window_get_cards (self)));
  g_assert_cmpstr (page_label (GTK_WIDGET (window)), ==, label);
  g_clear_pointer (&label, g_free);
  g_assert_cmpuint (mst_cards_get_n_pages (mst_cards_window_get_cards (self)), <, n_pages);
  g_settings_set_boolean (settings, "bleed", TRUE);
  iterate ();
  g_assert_true (mst_cards_get_bleed (mst_cards_window_get_cards (self)));
  g_settings_set_boolean (settings, "bleed", FALSE);
  g_settings_set_string (settings, "card-layout", "roster");
  iterate ();
  g_assert_cmpint (mst_cards_get_layout (mst_cards_window_get_cards (self)), ==, MST_CARD_LAYOUT_ROSTER);
  g_assert_cmpstr (page_label (GTK_WIDGET (window)), ==, "Page 1 of 1");
  g_settings_set_string (settings, "card-layout", "cards-9");
  iterate ();
  g_settings_set_string (settings, "paper", "letter");
  g_settings_set_boolean (settings, "crop-marks", TRUE);
  iterate ();
  g_assert_cmpint (mst_cards_get_paper (mst_cards_window_get_cards (self)), ==, MST_PAPER_LETTER);
  g_assert_true (mst_cards_get_crop_marks (mst_cards_window_get_cards (self)));

  /* And the drop-down writes the setting back. */
  {
    GtkDropDown *layout = GTK_DROP_DOWN (mst_test_find_of_type (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN));
    g_autofree char *nick = NULL;
    g_assert_cmpuint (gtk_drop_down_get_selected (layout), ==, 1);
    gtk_drop_down_set_selected (layout, 0);
    nick = g_settings_get_string (settings, "card-layout");
    g_assert_cmpstr (nick, ==, "cards-4");
  }

  /* Paging. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "cards.next-page", NULL));
  iterate ();
  g_assert_cmpuint (mst_cards_window_get_page (self), ==, 1);
  label = g_strdup_printf ("Page 2 of %u", n_pages);
  g_assert_cmpstr (page_label (GTK_WIDGET (window)), ==, label);
  g_clear_pointer (&label, g_free);
  mst_cards_window_set_page (self, 99);
  g_assert_cmpuint (mst_cards_window_get_page (self), ==, n_pages - 1);

  /* The preview draws a page: not one colour. */
  preview = mst_test_find_of_type (GTK_WIDGET (window), GTK_TYPE_DRAWING_AREA);
  wait_until_drawn (preview);
  {
    g_autoptr(GdkTexture) texture = snapshot (preview);
    int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
    g_autofree guint32 *pixels = g_new (guint32, (gsize) w * h);
    guint dark = 0, white = 0;
    g_autofree char *png = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                             "cards-window-preview.png", NULL);
    gdk_texture_download (texture, (guchar *) pixels, (gsize) w * 4);
    for (int i = 0; i < w * h; i++)
      {
        guint32 p = pixels[i] & 0xffffff;
        dark += p == 0;
        white += p == 0xffffff;
      }
    g_assert_cmpuint (white, >, (guint) (w * h / 10));
    g_assert_cmpuint (dark, >, 50);
    gdk_texture_save_to_png (texture, png);
  }
  {
    /* The whole window, for review. */
    g_autoptr(GdkTexture) texture = snapshot (GTK_WIDGET (window));
    g_autofree char *png = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                             "cards-window.png", NULL);
    gdk_texture_save_to_png (texture, png);
  }

  /* Zoom, to read a card's small print: the page grows past the window and
   * scrolls; Ctrl+0 fits it again; out no further than the page fitted. */
  {
    int fitted_w = gtk_widget_get_width (preview);

    g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "cards.zoom-out", NULL) &&
                    mst_cards_window_get_zoom (self) < 1.0);
    g_assert_cmpfloat (mst_cards_window_get_zoom (self), ==, 1.0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "cards.zoom-in", NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "cards.zoom-in", NULL));
    g_assert_cmpfloat (mst_cards_window_get_zoom (self), ==, 2.25);
    for (int i = 0; i < 200 && gtk_widget_get_width (preview) <= fitted_w * 2; i++)
      {
        iterate ();
        g_usleep (10000);
      }
    g_assert_cmpint (gtk_widget_get_width (preview), >, fitted_w * 2);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "cards.zoom-reset", NULL));
    g_assert_cmpfloat (mst_cards_window_get_zoom (self), ==, 1.0);
    /* Laid out again at the next frame. */
    for (int i = 0; i < 200 && gtk_widget_get_width (preview) != fitted_w; i++)
      {
        iterate ();
        g_usleep (10000);
      }
    g_assert_cmpint (gtk_widget_get_width (preview), ==, fitted_w);
  }

  /* A change to the force shows at once: four more units, a page more of
   * four cards or more. */
  for (guint i = 0; i < 4; i++)
    mst_force_add_unit (force, mst_force_get_command (force, 0), "regular-french-line", "35e de Ligne");
  iterate ();
  g_assert_cmpuint (mst_cards_get_n_pages (mst_cards_window_get_cards (self)), >, n_pages);

  /* What cannot fit even on follow-on cards is said, by name, before it
   * is printed. */
  {
    g_autofree char *word = g_strnfill (200, 'W');
    GtkWidget *box = find_by_name (GTK_WIDGET (window), "overflow_box");
    mst_force_add_unit (force, mst_force_get_command (force, 0), "regular-french-line", word);
    iterate ();
    g_assert_true (gtk_widget_get_visible (box));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (find_by_name (box, "overflow_label"))), word));
  }

  gtk_window_destroy (window);
  iterate ();
}

static char *
pdf_text (const char *pdf)
{
  const char *argv[] = { "pdftotext", "-raw", pdf, "-", NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &out, NULL, NULL, &error));
  g_assert_no_error (error);
  return out;
}

static char *
pdf_info (const char *pdf)
{
  const char *argv[] = { "pdfinfo", pdf, NULL };
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               &out, NULL, NULL, &error));
  g_assert_no_error (error);
  return out;
}

/* Print goes through GtkPrintOperation and the core renderer, on the page
 * setup given. */
static void
test_print (void)
{
  g_autoptr(MstForce) force = load_fixture ("minimal.muster");
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = g_dir_make_tmp ("muster-cards-window-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "printed.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPaperSize) a5 = gtk_paper_size_new (GTK_PAPER_NAME_A5);
  GtkWindow *window;

  g_settings_set_string (settings, "card-layout", "cards-4");
  g_settings_set_string (settings, "paper", "letter");
  window = mst_cards_window_new (NULL, force, NULL, settings);

  g_assert_true (mst_cards_window_print_to_file (MST_CARDS_WINDOW (window), pdf, NULL, &error));
  g_assert_no_error (error);
  {
    g_autofree char *text = pdf_text (pdf);
    g_autofree char *info = pdf_info (pdf);
    g_assert_nonnull (strstr (text, "Army of Italy"));
    g_assert_nonnull (strstr (text, "Batterie à cheval"));
    g_autofree char *last = NULL;
    guint n = mst_cards_get_n_pages_for_size (mst_cards_window_get_cards (MST_CARDS_WINDOW (window)), 612, 792);
    /* The sheet's pages and the cards' on the paper printed. */
    g_assert_cmpuint (n, >=, 3);
    last = g_strdup_printf ("page %u of %u", n, n);
    g_assert_nonnull (strstr (text, last));
    /* US Letter, from the setting. */
    g_assert_nonnull (strstr (info, "612 x 792 pts"));
  }

  /* A page setup of the user's: A5 landscape. */
  gtk_page_setup_set_paper_size (setup, a5);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_LANDSCAPE);
  g_assert_true (mst_cards_window_print_to_file (MST_CARDS_WINDOW (window), pdf, setup, &error));
  g_assert_no_error (error);
  {
    g_autofree char *info = pdf_info (pdf);
    g_autofree char *text = pdf_text (pdf);
    g_assert_nonnull (strstr (text, "Vélites"));
    /* 210 × 148 mm. */
    g_assert_true (strstr (info, "595.276 x 419.528 pts") != NULL ||
                   strstr (info, "595.28 x 419.53 pts") != NULL ||
                   strstr (info, "595 x 420 pts") != NULL);
  }

  gtk_window_destroy (window);
  iterate ();
  g_unlink (pdf);
  g_rmdir (dir);
}

static void
test_no_display (void)
{
  g_test_skip ("no display");
}

int
main (int argc, char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/muster/ui/cards-window", test_no_display);
      return g_test_run ();
    }
  adw_init ();

  catalogue = mst_catalogue_new ();
  mst_catalogue_load_default (catalogue);

  g_test_add_func ("/muster/ui/cards-window/settings-pages-preview", test_window);
  g_test_add_func ("/muster/ui/cards-window/print", test_print);

  ret = g_test_run ();
  g_object_unref (catalogue);
  return ret;
}
