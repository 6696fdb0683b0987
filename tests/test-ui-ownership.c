/* test-ui-ownership.c: a battle recorded while its force is open in the editor, driven as a player would.
 * SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mst-application.h"
#include "mst-battle-window.h"
#include "mst-window.h"

static MstApplication *app;

static void
flush (void)
{
  /* Until nothing is left to do, and every campaign session has answered
   * what it was asked (its worker off the window's thread). */
  do
    while (g_main_context_iteration (NULL, FALSE))
      ;
  while (mst_campaign_session_get_n_busy () > 0 && g_main_context_iteration (NULL, TRUE));
}

typedef gboolean (*Match) (GtkWidget *widget, gconstpointer data);

static GtkWidget *
find (GtkWidget *root, Match match, gconstpointer data)
{
  if (!gtk_widget_get_mapped (root))
    return NULL;
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find (c, match, data);
      if (hit != NULL)
        return hit;
    }
  return NULL;
}

static gboolean
is_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
is_named (GtkWidget *widget, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
row (GtkWidget *root, const char *title)
{
  GtkWidget *r = find (root, is_row_titled, title);

  if (r == NULL)
    g_error ("no row titled “%s”", title);
  return r;
}

static GtkWidget *
inside (GtkWidget *root, GType type)
{
  GtkWidget *w = find (root, is_of_type, GSIZE_TO_POINTER (type));

  g_assert_nonnull (w);
  return w;
}

static MstUnit *
unit_named (MstForce *force, const char *name)
{
  g_autoptr(GPtrArray) units = mst_force_list_units (force);

  for (guint i = 0; i < units->len; i++)
    if (g_strcmp0 (mst_unit_get_name (g_ptr_array_index (units, i)), name) == 0)
      return g_ptr_array_index (units, i);
  return NULL;
}

/* What another connection to the library reads, as after a crash. */
static MstForce *
stored (gint64 id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(MstLibrary) other = mst_library_open (mst_library_get_path (mst_application_get_library (app)),
                                                  MST_LIBRARY_OPEN_READ_ONLY, &error);
  MstForce *force;

  g_assert_no_error (error);
  force = mst_library_load (other, id, mst_application_get_catalogue (app), &error);
  g_assert_no_error (error);
  return force;
}

/* The force open in the editor; a battle recorded for it in the battle
 * form; then an edit in the editor.  The losses and the edit both land. */
static void
test_battle_while_open (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  MstLibrary *library = mst_application_get_library (app);
  MstCatalogue *catalogue = mst_application_get_catalogue (app);
  g_autoptr(MstCampaignStore) store = mst_campaign_store_new (library, catalogue);
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(MstForce) after = NULL;
  g_autoptr(GError) error = NULL;
  MstWindow *window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  GtkWindow *form;
  GtkWidget *name_entry;
  MstForce *open;
  gint64 id, campaign;
  guint ligne;

  gtk_window_present (GTK_WINDOW (window));
  flush ();
  loaded = mst_force_new_from_file (path, catalogue, &error);
  g_assert_no_error (error);
  g_assert_true (mst_window_add_force (window, loaded));
  flush ();
  open = mst_window_get_force (window);
  id = mst_force_get_id (open);
  ligne = mst_unit_get_bases (unit_named (open, "16e Ligne"));

  campaign = mst_campaign_store_create (store, "Italy 1805", &error);
  g_assert_no_error (error);
  g_assert_true (mst_campaign_store_move_force (store, campaign, id, "1805-10-01", &error));
  g_assert_no_error (error);

  /* The battle form, filled in and recorded as a player does. */
  form = mst_battle_window_new_for_library (NULL, library, catalogue, campaign, id);
  gtk_window_present (form);
  flush ();
  gtk_editable_set_text (GTK_EDITABLE (row (GTK_WIDGET (form), "Name")), "Caldiero");
  gtk_editable_set_text (GTK_EDITABLE (row (GTK_WIDGET (form), "Date (YYYY-MM-DD)")), "1805-10-30");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (inside (row (GTK_WIDGET (form), "16e Ligne"), GTK_TYPE_SPIN_BUTTON)), 2);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row (GTK_WIDGET (form), "Role")), MST_BATTLE_ROLE_DEFENDER);
  g_signal_emit_by_name (find (GTK_WIDGET (form), is_button_labelled, "_Record"), "clicked");
  flush ();

  /* The editor shows the losses at once: it holds the same force. */
  g_assert_true (mst_window_get_force (window) == open);
  g_assert_cmpuint (mst_unit_get_bases (unit_named (open, "16e Ligne")), ==, ligne - 2);
  /* So does the library's row of it, which the sidebar shows. */
  {
    GListModel *items = mst_library_get_items (library);
    guint n_units, n_bases;

    mst_force_view_count (open, &n_units, &n_bases);
    for (guint i = 0; i < g_list_model_get_n_items (items); i++)
      {
        g_autoptr(MstLibraryItem) item = g_list_model_get_item (items, i);
        if (mst_library_item_get_id (item) == id)
          g_assert_cmpuint (mst_library_item_get_entry (item)->n_bases, ==, n_bases);
      }
  }

  /* An edit in the editor afterwards: the force's name, typed. */
  name_entry = find (GTK_WIDGET (window), is_named, "force-name");
  g_assert_nonnull (name_entry);
  gtk_editable_set_text (GTK_EDITABLE (name_entry), "Armée d'Italie");
  flush ();
  mst_window_save_now (window);

  after = stored (id);
  g_assert_cmpstr (mst_force_get_name (after), ==, "Armée d'Italie");
  g_assert_cmpuint (mst_unit_get_bases (unit_named (after, "16e Ligne")), ==, ligne - 2);

  /* Closing the window writes nothing older over it. */
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
  g_clear_object (&after);
  after = stored (id);
  g_assert_cmpuint (mst_unit_get_bases (unit_named (after, "16e Ligne")), ==, ligne - 2);
  {
    g_autoptr(GPtrArray) events = mst_campaign_store_list_events (store, id, &error);
    g_assert_no_error (error);
    /* Joined and the battle; the rename is recorded with the next event,
     * and no stale copy of the force was recorded as an edit. */
    g_assert_cmpuint (events->len, ==, 2);
  }
}

/* Another copy of Muster changes the force while it is open here: the
 * next edit here is refused, the window reads the force again and says
 * so in its banner. */
static void
test_conflict_banner (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
  MstLibrary *library = mst_application_get_library (app);
  MstCatalogue *catalogue = mst_application_get_catalogue (app);
  g_autoptr(MstForce) loaded = NULL;
  g_autoptr(GError) error = NULL;
  MstWindow *window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  GtkWidget *banner, *name_entry;
  MstForce *open;
  gint64 id;

  gtk_window_present (GTK_WINDOW (window));
  flush ();
  loaded = mst_force_new_from_file (path, catalogue, &error);
  g_assert_true (mst_window_add_force (window, loaded));
  flush ();
  open = mst_window_get_force (window);
  id = mst_force_get_id (open);

  {
    g_autoptr(MstLibrary) other = mst_library_open (mst_library_get_path (library), MST_LIBRARY_OPEN_DEFAULT,
                                                    &error);
    g_autoptr(MstForce) theirs = mst_library_load (other, id, catalogue, &error);

    g_assert_no_error (error);
    mst_force_set_name (theirs, "Changed elsewhere");
    g_assert_true (mst_library_save (other, theirs, &error));
  }

  name_entry = find (GTK_WIDGET (window), is_named, "force-name");
  gtk_editable_set_text (GTK_EDITABLE (name_entry), "Changed here");
  flush ();
  mst_window_save_now (window);
  flush ();

  banner = find (GTK_WIDGET (window), is_named, "save-banner");
  g_assert_nonnull (banner);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find (banner, is_named, "save-banner-label"))),
                            "changed elsewhere"));
  /* What is stored, on screen. */
  g_assert_cmpstr (mst_force_get_name (open), ==, "Changed elsewhere");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name_entry)), ==, "Changed elsewhere");

  g_signal_emit_by_name (find (banner, is_button_labelled, "_Dismiss"), "clicked");
  flush ();
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* The forces in the library before Muster starts (main()). */
#define N_EARLIER_FORCES 300

/* The lists and the library are read in a thread: the window shows at
 * once, saying so, and fills when they are here; a search typed before
 * they are finds a force far down the library, beyond the rows the first
 * frame shows, once they are; every force is there when the search is
 * cleared. */
static void
test_loads_in_a_thread (void)
{
  MstWindow *window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  GtkWidget *stack, *search;
  GListModel *shown;

  gtk_window_present (GTK_WINDOW (window));
  stack = find (GTK_WIDGET (window), is_named, "library-stack");
  g_assert_nonnull (stack);
  g_assert_false (mst_application_is_ready (app));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "loading");
  search = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), MST_TYPE_WINDOW, "search_entry"));
  gtk_editable_set_text (GTK_EDITABLE (search), "Force 299");
  g_signal_emit_by_name (search, "search-changed");
  g_assert_false (mst_application_is_ready (app));
  while (!mst_application_is_ready (app))
    g_main_context_iteration (NULL, TRUE);
  flush ();
  shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (find (GTK_WIDGET (window), is_named, "library"))));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 1);
  {
    g_autoptr(MstLibraryItem) item = g_list_model_get_item (shown, 0);
    g_assert_cmpstr (mst_library_item_get_entry (item)->name, ==, "Force 299");
  }
  gtk_editable_set_text (GTK_EDITABLE (search), "");
  g_signal_emit_by_name (search, "search-changed");
  flush ();
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, N_EARLIER_FORCES);
  g_assert_nonnull (mst_application_get_library (app));
  g_assert_cmpuint (g_list_model_get_n_items (mst_catalogue_get_lists (mst_application_get_catalogue (app))), >, 40);
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* The first frame holds the library's first rows alone; every force is
 * in the list once the window is drawn, and the one open is selected
 * even far down it. */
static void
test_library_every_force (void)
{
  MstLibrary *library = mst_application_get_library (app);
  MstNationList *list = g_list_model_get_item (mst_catalogue_get_lists (mst_application_get_catalogue (app)), 0);
  MstWindow *window;
  GtkListView *view;
  GListModel *shown;
  gint64 last = 0;
  guint before;

  g_assert_nonnull (library);
  before = g_list_model_get_n_items (mst_library_get_items (library));
  for (guint i = 0; i < 80; i++)
    {
      g_autofree char *name = g_strdup_printf ("Force %03u", i);
      g_autoptr(MstForce) force = mst_force_new (name, list, NULL);
      g_autoptr(GError) error = NULL;
      g_assert_true (mst_library_save (library, force, &error));
      g_assert_no_error (error);
      last = mst_force_get_id (force);
    }
  g_object_unref (list);

  window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  gtk_window_present (GTK_WINDOW (window));
  flush ();
  view = GTK_LIST_VIEW (find (GTK_WIDGET (window), is_named, "library"));
  g_assert_nonnull (view);
  shown = G_LIST_MODEL (gtk_list_view_get_model (view));
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, before + 80);
  g_assert_true (mst_window_open_force (window, last));
  flush ();
  {
    GtkSelectionModel *selection = gtk_list_view_get_model (view);
    guint selected = gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection));
    g_autoptr(MstLibraryItem) item = NULL;
    g_assert_cmpuint (selected, !=, GTK_INVALID_LIST_POSITION);
    item = g_list_model_get_item (shown, selected);
    g_assert_cmpint (mst_library_item_get_id (item), ==, last);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

static void
on_exited (GObject *source, GAsyncResult *result, gpointer user_data)
{
  gboolean *done = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *done = TRUE;
}

/* A second launch with a file, as "Open With Muster" in Files does, goes
 * to the running instance, which opens the force; the second process
 * ends at once. */
static void
test_single_instance (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "sample-british.muster", NULL);
  const char *muster = g_getenv ("MUSTER_APP");
  g_autoptr(GSubprocess) second = NULL;
  g_autoptr(GError) error = NULL;
  MstWindow *window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  g_autoptr(MstForce) expected = NULL;
  gboolean done = FALSE;
  gint64 deadline;

  g_assert_nonnull (muster);
  gtk_window_present (GTK_WINDOW (window));
  flush ();
  g_assert_true (g_application_get_is_registered (G_APPLICATION (app)));
  g_assert_false (g_application_get_is_remote (G_APPLICATION (app)));

  second = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, muster, path, NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (second, NULL, on_exited, &done);
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (!done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (done);
  g_assert_true (g_subprocess_get_if_exited (second));
  g_assert_cmpint (g_subprocess_get_exit_status (second), ==, 0);
  /* Imported in a thread. */
  while (mst_window_get_force (window) == NULL || mst_window_is_busy (window))
    g_main_context_iteration (NULL, TRUE);
  flush ();

  /* This instance opened it, in its window. */
  expected = mst_force_new_from_file (path, mst_application_get_catalogue (app), &error);
  g_assert_no_error (error);
  g_assert_nonnull (mst_window_get_force (window));
  g_assert_cmpstr (mst_force_get_name (mst_window_get_force (window)), ==, mst_force_get_name (expected));
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* Editing, importing and exporting the cards write nothing in the
 * window's thread: the editor's saves, imports and PDF are made in worker
 * threads (the library counts commits made in the window's thread). */
static void
test_no_writes_in_the_window_thread (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fixtures", "sample-french.muster", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  MstLibrary *library = mst_application_get_library (app);
  MstWindow *window = MST_WINDOW (mst_window_new (GTK_APPLICATION (app), mst_application_get_state (app)));
  GtkWidget *name_entry;
  guint before;

  gtk_window_present (GTK_WINDOW (window));
  flush ();
  before = mst_library_get_watched_writes (library);

  /* An import, opened in the editor. */
  mst_window_open_file (window, file);
  while (mst_window_get_force (window) == NULL || mst_window_is_busy (window))
    g_main_context_iteration (NULL, TRUE);

  /* Typing a name: each key a change, saved as the editor saves. */
  name_entry = find (GTK_WIDGET (window), is_named, "force-name");
  for (int i = 0; i < 10; i++)
    {
      g_autofree char *name = g_strdup_printf ("IIIe Corps, take %d", i);
      gtk_editable_set_text (GTK_EDITABLE (name_entry), name);
      flush ();
    }
  while (mst_window_is_busy (window))
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpuint (mst_library_get_watched_writes (library), ==, before);
  {
    g_autoptr(MstForce) stored_force = stored (mst_force_get_id (mst_window_get_force (window)));
    g_assert_cmpstr (mst_force_get_name (stored_force), ==, "IIIe Corps, take 9");
  }
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* A damaged library: the window offers the last copy Muster made, puts
 * it in place, and keeps the damaged file aside. */
static void
test_restore_backup (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("muster-restore-XXXXXX", NULL);
      g_autofree char *muster = g_build_filename (dir, "muster", NULL);
      g_autofree char *db = g_build_filename (muster, "muster.db", NULL);
      g_autofree char *backup = g_strconcat (db, ".v2.bak", NULL);
      g_autofree char *fixture = g_test_build_filename (G_TEST_DIST, "fixtures", "minimal.muster", NULL);
      g_autofree char *garbage = g_strnfill (8192, 'x');
      g_autoptr(GError) error = NULL;
      g_autoptr(MstApplication) own = NULL;
      g_autoptr(GDir) d = NULL;
      const char *name;
      gboolean kept = FALSE;
      MstWindow *window;
      GtkWidget *button;

      g_assert_cmpint (g_mkdir_with_parents (muster, 0700), ==, 0);
      {
        g_autoptr(MstLibrary) earlier = mst_library_open (backup, MST_LIBRARY_OPEN_DEFAULT, &error);
        g_assert_no_error (error);
        g_assert_cmpint (mst_library_import_file (earlier, fixture, NULL, &error), >, 0);
      }
      g_assert_true (g_file_set_contents (db, garbage, -1, NULL));
      g_setenv ("XDG_DATA_HOME", dir, TRUE);

      own = mst_application_new ();
      g_application_set_flags (G_APPLICATION (own), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (own), NULL, NULL));
      g_assert_null (mst_application_get_library (own));
      g_assert_nonnull (strstr (mst_application_get_library_error (own), "damaged"));

      window = MST_WINDOW (mst_window_new (GTK_APPLICATION (own), mst_application_get_state (own)));
      gtk_window_present (GTK_WINDOW (window));
      flush ();
      button = find (GTK_WIDGET (window), is_named, "restore-backup");
      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      gtk_widget_activate_action (GTK_WIDGET (window), "win.restore-backup", NULL);
      flush ();

      g_assert_nonnull (mst_application_get_library (own));
      g_assert_cmpuint (g_list_model_get_n_items (mst_library_get_items (mst_application_get_library (own))), ==, 1);
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (find (GTK_WIDGET (window), is_named,
                                                                           "library-stack"))), ==, "list");
      /* The damaged file is kept, not removed. */
      d = g_dir_open (muster, 0, NULL);
      while ((name = g_dir_read_name (d)) != NULL)
        kept |= g_str_has_prefix (name, "muster.db.damaged-");
      g_assert_true (kept);
      gtk_window_destroy (GTK_WINDOW (window));
      flush ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);
  /* A child of g_test_trap_subprocess() makes an application of its own,
   * and reads no settings before (that would fix the XDG folders). */
  if (!g_test_subprocess ())
    {
      /* A library of many forces before Muster starts. */
      {
        g_autoptr(MstCatalogue) catalogue = mst_catalogue_new ();
        g_autoptr(MstLibrary) library = NULL;
        MstNationList *list;

        mst_catalogue_load_default (catalogue);
        list = mst_catalogue_lookup (catalogue, "french-imperial-1803-1812");
        library = mst_library_open (NULL, MST_LIBRARY_OPEN_DEFAULT, &error);
        g_assert_no_error (error);
        for (guint i = 0; i < N_EARLIER_FORCES; i++)
          {
            g_autofree char *name = g_strdup_printf ("Force %03u", i);
            g_autoptr(MstForce) force = mst_force_new (name, list, NULL);

            g_assert_true (mst_library_save (library, force, &error));
            g_assert_no_error (error);
          }
      }
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      app = mst_application_new ();
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
    }

  g_test_add_func ("/muster/ui/ownership/0-loads-in-a-thread", test_loads_in_a_thread);
  g_test_add_func ("/muster/ui/ownership/battle-while-open", test_battle_while_open);
  g_test_add_func ("/muster/ui/ownership/conflict-banner", test_conflict_banner);
  g_test_add_func ("/muster/ui/ownership/single-instance", test_single_instance);
  g_test_add_func ("/muster/ui/ownership/no-writes-in-the-window-thread", test_no_writes_in_the_window_thread);
  g_test_add_func ("/muster/ui/ownership/restore-backup", test_restore_backup);
  g_test_add_func ("/muster/ui/ownership/library-every-force", test_library_every_force);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
