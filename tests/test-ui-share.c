/* test-ui-share.c: copying a force as text, pasting a roster or a share code, dragging a force out.
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by tests/run-ui-test.sh under a private display. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "muster-core.h"
#include "mst-application.h"
#include "mst-window.h"
#include "mst-test-ui.h"

static MstApplication *app;
static MstWindow *window;

static void
flush (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
  /* Imports and saves run in threads: until they land, in every window. */
  for (gboolean busy = TRUE; busy;)
    {
      g_autoptr(GList) windows = gtk_window_list_toplevels ();

      busy = FALSE;
      for (GList *l = windows; l != NULL; l = l->next)
        busy |= MST_IS_WINDOW (l->data) && mst_window_is_busy (l->data);
      if (busy)
        g_main_context_iteration (NULL, TRUE);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
open_fixture (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  mst_window_open_file (window, file);
  flush ();
  g_assert_nonnull (mst_window_get_force (window));
}

static void
on_text (GObject *source, GAsyncResult *result, gpointer data)
{
  char **out = data;
  *out = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*out == NULL)
    *out = g_strdup ("");
}

static char *
clipboard_text (void)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL, on_text, &text);
  while (text == NULL)
    g_main_context_iteration (NULL, TRUE);
  return text;
}

static guint
library_size (void)
{
  g_autoptr(GPtrArray) entries = mst_library_list (mst_application_get_library (app), NULL);
  return entries->len;
}

static char *
force_data (MstForce *force)
{
  return mst_force_to_data (force, NULL);
}

/* The force now open is the one pasted: the force whose file was @before,
 * under its name with "(copy)", as its original is in the library. */
static void
assert_pasted_copy (const char *before)
{
  MstForce *pasted = mst_window_get_force (window);
  g_autoptr(MstForce) original = mst_force_open_data (before, strlen (before), "before", NULL, NULL);
  g_autofree char *expected_name = g_strdup_printf ("%s (copy)", mst_force_get_name (original));
  g_autofree char *after = NULL;

  g_assert_cmpstr (mst_force_get_name (pasted), ==, expected_name);
  mst_force_set_id (pasted, 0);
  mst_force_set_name (pasted, mst_force_get_name (original));
  after = force_data (pasted);
  g_assert_cmpstr (after, ==, before);
}

/* "Copy as Text" puts the roster on the clipboard; pasting it back makes
 * a second force, the same as the first. */
static void
test_copy_and_paste_text (void)
{
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *after = NULL;
  guint n;

  open_fixture ("sample-french.muster");
  before = force_data (mst_window_get_force (window));
  expected = mst_roster_text_write (mst_window_get_force (window), NULL, MST_ROSTER_TEXT);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-as-text", NULL));
  flush ();
  text = clipboard_text ();
  g_assert_cmpstr (text, ==, expected);
  g_assert_nonnull (strstr (text, "Command: Louis Friant"));

  n = library_size ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-force", NULL));
  flush ();
  g_assert_cmpuint (library_size (), ==, n + 1);
  /* The pasted force is the one now open: another entry, the same force,
   * its name saying it is a copy. */
  assert_pasted_copy (before);
}

static void
test_copy_and_paste_code (void)
{
  g_autofree char *code = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n;

  open_fixture ("sample-british.muster");
  before = force_data (mst_window_get_force (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-share-code", NULL));
  flush ();
  code = clipboard_text ();
  g_assert_true (g_str_has_prefix (code, "muster1."));

  n = library_size ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-force", NULL));
  flush ();
  g_assert_cmpuint (library_size (), ==, n + 1);
  assert_pasted_copy (before);
}

/* A Brigade Command force goes out as a roster of its divisions and
 * brigades and comes back the same, tree and ratings included. */
static void
test_copy_and_paste_brigade (void)
{
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n;

  open_fixture ("brigade-french.muster");
  before = force_data (mst_window_get_force (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-as-text", NULL));
  flush ();
  text = clipboard_text ();
  g_assert_nonnull (strstr (text, "Division: Saint-Hilaire (rating able)\n  Brigade: Morand (rating able)\n"));

  n = library_size ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-force", NULL));
  flush ();
  g_assert_cmpuint (library_size (), ==, n + 1);
  assert_pasted_copy (before);
}

/* Text that is neither: nothing is added, and the force in view stays. */
static void
test_paste_refused (void)
{
  MstForce *open;
  guint n;
  static const char *const bad[] = {
    "Hello, is anyone bringing dice tonight?",
    "muster1.AAAA.00000000",
    "Muster roster 1\nForce: Nobody\nRule set: Drums and Muskets\n",
  };

  open_fixture ("minimal.muster");
  open = mst_window_get_force (window);
  n = library_size ();
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), bad[i]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-force", NULL));
      flush ();
      g_assert_cmpuint (library_size (), ==, n);
      g_assert_true (mst_window_get_force (window) == open);
    }
}

static GtkWidget *
find_row_with_drag_source (GtkWidget *root, GtkDragSource **source)
{
  GListModel *controllers = gtk_widget_observe_controllers (root);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
      /* The library's rows, not the editor's: a box of two lines of text in a list view. */
      if (GTK_IS_DRAG_SOURCE (c) && GTK_IS_BOX (root)
          && GTK_IS_INSCRIPTION (gtk_widget_get_first_child (root))
          && gtk_widget_get_ancestor (root, GTK_TYPE_LIST_VIEW) != NULL)
        {
          *source = GTK_DRAG_SOURCE (c);
          g_object_unref (controllers);
          return root;
        }
    }
  g_object_unref (controllers);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_row_with_drag_source (c, source);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Dragging a library row out gives a .muster file of that force. */
static void
test_drag_out (void)
{
  GtkDragSource *source = NULL;
  GtkWidget *row;
  GdkContentProvider *provider = NULL;
  GValue value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(MstForce) dropped = NULL;
  GFile *file;
  GtkWidget *title;

  open_fixture ("minimal.muster");
  row = find_row_with_drag_source (GTK_WIDGET (window), &source);
  g_assert_nonnull (row);
  title = gtk_widget_get_first_child (row);

  g_signal_emit_by_name (source, "prepare", 1.0, 1.0, &provider);
  g_assert_nonnull (provider);
  g_value_init (&value, G_TYPE_FILE);
  g_assert_true (gdk_content_provider_get_value (provider, &value, &error));
  g_assert_no_error (error);
  file = g_value_get_object (&value);
  path = g_file_get_path (file);
  g_assert_true (g_str_has_suffix (path, ".muster"));
  {
    g_autofree char *base = g_path_get_basename (path);
    g_autofree char *want = g_strconcat (gtk_inscription_get_text (GTK_INSCRIPTION (title)), ".muster", NULL);
    g_strdelimit (want, G_DIR_SEPARATOR_S, '-');
    g_assert_cmpstr (base, ==, want);
  }

  dropped = mst_force_new_from_file (path, mst_application_get_catalogue (app), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (mst_force_get_name (dropped), ==, gtk_inscription_get_text (GTK_INSCRIPTION (title)));
  g_value_unset (&value);
  g_object_unref (provider);
}

/* A clubmate's share code of a force on his own list: pasted, the force
 * opens with that list's numbers, and the banner offers the list; Add
 * List puts it among the player's lists, marked as from that force, and
 * the force is then on it. */
static void
test_paste_carried_list (void)
{
  g_autofree char *shipped = g_build_filename (g_getenv ("MUSTER_DATA_DIR"), "nations", "drums-and-muskets",
                                               "austrian-1809-1815.xml", NULL);
  g_autofree char *dir = g_dir_make_tmp ("muster-clubmate-XXXXXX", NULL);
  g_autofree char *list_path = g_build_filename (dir, "clubmates.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *code = NULL;
  g_autofree char *installed = NULL;
  g_autofree char *nations = NULL;
  g_autoptr(GString) s = NULL;
  g_autoptr(MstCatalogue) theirs = mst_catalogue_new ();
  g_autoptr(MstForce) sent = NULL;
  g_autoptr(GError) error = NULL;
  MstCatalogue *ours = mst_application_get_catalogue (app);
  MstNationList *list;
  MstForce *open;
  GtkWidget *add, *banner;

  /* The clubmate's list: the shipped Austrians, another id. */
  g_assert_true (g_file_get_contents (shipped, &text, NULL, NULL));
  s = g_string_new (text);
  g_assert_cmpuint (g_string_replace (s, "id=\"austrian-1809-1815\"", "id=\"clubmates-austrians\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (list_path, s->str, -1, NULL));
  g_assert_true (mst_catalogue_add_user_file (theirs, list_path, &error));
  g_assert_no_error (error);
  list = mst_catalogue_lookup (theirs, "clubmates-austrians");
  sent = mst_force_new ("Brigade Hiller", list, NULL);
  g_assert_nonnull (mst_force_add_unit (sent, NULL, "fusilier", "IR 4"));
  code = mst_share_code_encode (sent, theirs);
  g_assert_null (mst_catalogue_lookup (ours, "clubmates-austrians"));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), code);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.paste-force", NULL));
  flush ();
  open = mst_window_get_force (window);
  g_assert_cmpstr (mst_force_get_name (open), ==, "Brigade Hiller");
  g_assert_nonnull (mst_force_get_list (open));
  g_assert_nonnull (mst_force_get_carried_list (open));
  banner = mst_test_find_named (GTK_WIDGET (window), "list-banner");
  add = mst_test_find_named (GTK_WIDGET (window), "add-carried-list");
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (gtk_widget_get_visible (add));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-carried-list", NULL));
  flush ();
  nations = mst_paths_get_user_nations_dir ();
  installed = g_build_filename (nations, "drums-and-muskets", "clubmates-austrians.xml", NULL);
  g_assert_true (g_file_test (installed, G_FILE_TEST_IS_REGULAR));
  list = mst_catalogue_lookup (ours, "clubmates-austrians");
  g_assert_nonnull (list);
  g_assert_cmpstr (mst_nation_list_get_carried_from (list), ==, "Brigade Hiller");
  open = mst_window_get_force (window);
  g_assert_true (mst_force_get_list (open) == list);
  g_assert_null (mst_force_get_carried_list (open));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_unlink (installed);
  g_unlink (list_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  app = mst_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  window = mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app));
  gtk_window_present (GTK_WINDOW (window));
  flush ();

  g_test_add_func ("/muster/ui/share/copy-and-paste-text", test_copy_and_paste_text);
  g_test_add_func ("/muster/ui/share/copy-and-paste-code", test_copy_and_paste_code);
  g_test_add_func ("/muster/ui/share/copy-and-paste-brigade", test_copy_and_paste_brigade);
  g_test_add_func ("/muster/ui/share/paste-refused", test_paste_refused);
  g_test_add_func ("/muster/ui/share/paste-carried-list", test_paste_carried_list);
  g_test_add_func ("/muster/ui/share/drag-out", test_drag_out);

  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  g_clear_object (&app);
  return status;
}
